"""``best_move``: choose the strongest move. Every legal move is valued by
:func:`~.evaluation.evaluate_moves` (the expert's evaluation if there is one, else the greedy
one); any move within ``margin`` points of the best is accepted."""

from __future__ import annotations

import random
from typing import Any

from ..moves import Move
from ..state import GameState
from ..validation import check
from ..variants import RuleSet
from .answers import parse_choices, parse_move
from .core import AnswerError, ClosureExercise, Exercise, Result, letter
from .evaluation import Evaluation, MoveValue, describe_value, evaluate_moves, greedy_evaluation
from .scenes import cards_text, move_text, random_position, table_text

__all__ = ["best_move"]
_FORMAT_TYPED = "a move such as '8H capture 8D 6H 2D', '3C build 8 5S' or '9D trail'"


def _most_now(ev: Evaluation) -> MoveValue:
    """The move a greedy beginner picks: the most points taken right now."""
    return max(ev.values, key=lambda v: (v.gain, str(v.move)))


def _fits(ev: Evaluation, difficulty: int, margin: float) -> bool:
    good = [v for v in ev.values if v.score >= ev.best.score - margin]
    worse = [v for v in ev.values if v.score < ev.best.score - margin]
    if not worse:
        return False
    gap = ev.best.score - worse[0].score
    if difficulty == 1:
        return gap >= 0.6
    if difficulty == 2:
        return gap >= 0.3 and len(good) <= 2
    return len(good) <= 2 and (_most_now(ev) in worse or ev.best.move.is_build)


def best_move(rng: random.Random, rules: RuleSet, difficulty: int, seed: int, margin: float | None = None,
              evaluator: str | None = None) -> Exercise:
    """Choose the best move. Level 1: at most 6 moves, all listed, one clearly best; 2: four
    listed moves from a bigger position; 3: type the move, and the move taking the most now
    is not good enough (or the best is a build). ``evaluator`` forces "greedy" or "expert";
    ``margin`` defaults to the evaluator's own (see :mod:`.evaluation`)."""
    fallback: tuple[GameState, Evaluation, float] | None = None
    searched = 0
    for _ in range(300):
        state = random_position(rng, rules, 2, rng.randrange(0, 40))
        if state is None:
            continue
        n = len(state.legal_moves)
        if not {1: 2 <= n <= 6, 2: 5 <= n <= 14, 3: n >= 6}[difficulty]:
            continue
        quick = greedy_evaluation(state)
        if not _fits(quick, difficulty, margin if margin is not None else quick.margin):
            continue
        ev = quick if evaluator == "greedy" else evaluate_moves(state, evaluator)
        m = margin if margin is not None else ev.margin
        if ev is quick or _fits(ev, difficulty, m):
            return _exercise(state, ev, rng, seed, difficulty, m)
        if fallback is None and any(v.score < ev.best.score - m for v in ev.values):
            fallback = (state, ev, m)
        searched += 1
        if searched >= 4 and fallback is not None:
            break
    if fallback is None:
        raise RuntimeError(f"best_move: no position found for seed {seed}")
    return _exercise(fallback[0], fallback[1], rng, seed, difficulty, fallback[2])


def _exercise(state: GameState, ev: Evaluation, rng: random.Random, seed: int, difficulty: int, margin: float) -> Exercise:
    rules = state.rules
    best = ev.best
    threshold = best.score - margin
    choices: list[Move] | None = None
    if difficulty == 1:
        choices = [v.move for v in ev.values]
        rng.shuffle(choices)
    elif difficulty == 2:
        others = [v.move for v in ev.values if v.score < threshold]
        tempting = _most_now(ev).move
        picked = [best.move] + ([tempting] if tempting in others else [])
        rest = [m for m in others if m not in picked]
        picked += rng.sample(rest, min(4 - len(picked), len(rest)))
        choices = picked
        rng.shuffle(choices)

    def parse(answer: Any) -> Move:
        if choices is not None and not isinstance(answer, Move):
            is_letter = isinstance(answer, str) and len(answer.strip().rstrip(").")) == 1 and not answer.strip()[0].isdigit()
            if isinstance(answer, int) or is_letter or (isinstance(answer, str) and answer.strip().isdigit()):
                picked = parse_choices(answer, len(choices), allow_none=False)
                if len(picked) != 1:
                    raise AnswerError(str(answer), "exactly one choice letter", "Pick exactly one move")
                return choices[next(iter(picked))]
        return parse_move(answer)

    def grade(move: Move) -> Result:
        if move not in state.legal_moves:
            problems = check(state, move)
            return Result(False, False, f"{move} is not allowed here.", details=tuple(str(p) for p in problems))
        mine = ev.value(move)
        why_best = f"Best: {move_text(state, best.move)} — {describe_value(best)}."
        if mine.score >= threshold:
            same = "That is the best move" if mine.move == best.move else f"That is as good as the best (within {margin:g} points)"
            return Result(True, False, f"{same}: {describe_value(mine)}.", details=() if mine.move == best.move else (why_best,))
        partly = mine.score >= best.score - 2 * margin
        return Result(False, partly, f"{'Good, but not the best' if partly else 'There is a better move'}: your move {describe_value(mine)}.",
                      details=(why_best, _reason(state, best, mine)))

    def explanation() -> str:
        lines = [f"Evaluation: {ev.evaluator}. Moves within {margin:g} points of the best are accepted."]
        for v in ev.values[:8]:
            mark = "✔" if v.score >= threshold else " "
            lines.append(f"{mark} {v.move}: {describe_value(v)}")
        if len(ev.values) > 8:
            lines.append(f"... and {len(ev.values) - 8} weaker moves.")
        return "\n".join(lines)

    prompt = (f"{'Royal' if rules.is_royal else 'Classic'} Casino, two players. You hold {cards_text(state.hand)}.\n"
              f"{table_text(state)}\nCards still to be dealt: {len(state.stock)}. What is your best move?")
    hints = (
        "Think about points (10♦ 2, 2♠ 1, aces 1 each, most cards 3, most spades 1)"
        + (" and sweeps (1 each)" if rules.sweeps_enabled else "")
        + ", and about what you leave on the table for the next player.",
        f"The best move is a {best.move.kind}" + (f" with {best.move.card.symbol}." if difficulty > 1 else "."),
        f"Play {best.move.card.symbol}: {'; '.join(best.notes) or 'it scores best'}.",
    )
    labels = tuple(f"{move_text(state, m)}  [{m}]" for m in choices) if choices is not None else None
    answer = f"{letter(choices.index(best.move))} ({best.move})" if choices is not None else str(best.move)
    return ClosureExercise("best_move", seed, rules.variant, difficulty, prompt,
                    "the letter of your choice" if choices is not None else _FORMAT_TYPED,
                    str(best.move) if choices is None else letter(choices.index(best.move)), state, parse, grade, hints,
                    explanation, choices=labels,
                    data={"evaluator": ev.evaluator, "margin": margin, "best": str(best.move), "answer_label": answer,
                          "values": {str(v.move): v.score for v in ev.values},
                          "choices": [str(m) for m in choices] if choices is not None else None})


def _reason(state: GameState, best: MoveValue, mine: MoveValue) -> str:
    """Why the best move beats the learner's, component by component when they are known."""
    if best.gain == best.risk == best.bonus == 0 and mine.gain == mine.risk == mine.bonus == 0:  # expert: scores only
        text = (f"The expert plays many imagined deals to the end: on average the best move ends "
                f"{best.score - mine.score:.2f} points better for you.")
        if best.notes:
            text += f" The best move {'; '.join(best.notes)}."
        if mine.notes:
            text += f" Yours {'; '.join(mine.notes)}."
        return text
    bits = []
    if best.gain > mine.gain + 0.05:
        bits.append(f"it takes {best.gain - mine.gain:.1f} more points now")
    if mine.risk > best.risk + 0.05:
        bits.append(f"it leaves {mine.risk - best.risk:.1f} fewer points for the next player")
    if best.bonus > mine.bonus + 0.05:
        bits.append("its build can be collected next turn")
    if not bits:
        bits.append(f"it is worth {best.score - mine.score:.2f} points more overall")
    return "The best move is better because " + ", and ".join(bits) + "."
