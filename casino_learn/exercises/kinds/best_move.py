"""``best_move``: choose the strongest of the listed moves (a letter).

Every legal move is judged by the careful player's model of card worth (what it wins now, what
it leaves the next opponent and how likely they can use it, the builds it keeps: see
:mod:`..evaluation`). By default the expert's search over imagined deals must agree: a position
is used only when both accept the same choices, so the key is confirmed by search and explained
by reasons. Every choice within the margin of the best is accepted, and the key lists them all.
"""

from __future__ import annotations

import random
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...rules.cards import Card, full_deck
from ...rules.moves import Move, MoveParseError
from ...rules.state import GameState
from ...rules.variants import RuleSet
from ...texts.grammar import join_and
from ...texts.numbers import decimal
from ..answers import parse_choices
from ..core import AnswerError, Exercise, Result, letter
from ..evaluation import Evaluation, Judge, MoveValue, card_worth, evaluate_moves, sweep_point_may_be_lost
from ..registry import register
from ..scenes import cards_text, random_position, table_text

__all__ = ["BestMove"]

#: Choices listed per level (level 1 lists every legal move).
_CHOICES = {2: 4, 3: 5}
#: How many confirming searches by the expert are tried before the careful model decides alone.
_EXPERT_TRIES = 6
# Translators: {hand} is a list of cards, {table} the table on its own lines, {stock} a number of cards.
_PROMPT_CLASSIC = N_("Classic Casino, two players. You hold {hand}.\n{table}\nCards still to be dealt: {stock}.\n"
                     "Which of these moves is best? Choose one letter.")
_PROMPT_ROYAL = N_("Royal Casino, two players. You hold {hand}.\n{table}\nCards still to be dealt: {stock}.\n"
                   "Which of these moves is best? Choose one letter.")
# Translators: {last} is the last choice letter, e.g. "D".
_FORMAT = N_("one letter, A to {last}")
# Translators: {to_opponent} is the next player after "for"/"to" (Spanish "al rival", "al siguiente jugador";
# Portuguese "para o adversário", "para o próximo jogador").
_HINT_POINTS = N_("Think about what is at stake: 10♦ is worth 2 points, 2♠ and each ace 1, most cards 3 and most spades 1. "
                  "Then think about what each move leaves on the table for {to_opponent}.")
# Translators: {to_opponent} as above. Royal: sweeps cancel, and a side on 18 or more scores none.
_HINT_POINTS_ROYAL = N_("Think about what is at stake: 10♦ is worth 2 points, 2♠ and each ace 1, most cards 3 and most spades 1"
                        ", and each sweep 1 unless the other side's sweeps cancel it (none at 18 or more, outside overtime). Then think "
                        "about what each move leaves on the table for {to_opponent}.")
# Translators: {to_opponent} as above.
_HINT_POINTS_SWEEPS = N_("Think about what is at stake: 10♦ is worth 2 points, 2♠ and each ace 1, most cards 3 and most spades 1"
                         ", and each sweep 1. Then think about what each move leaves on the table for {to_opponent}.")
#: Hint 2 by the kind of the best move (translated where shown).
_KIND_HINTS = {"capture": N_("The best move is a capture."), "build": N_("The best move is a build."),
               "trail": N_("The best move is a trail.")}


def _letters(n: int) -> str:
    return "ABCDEFGHIJ"[:n]


@register
class BestMove(Exercise):
    """Choose the best move. Level 1: every legal move is listed (at most 6), one clearly
    best; level 2: four moves from a bigger position; level 3: five moves, and the move that
    wins the most now is not good enough (or the best is a build). Options: ``evaluator``
    ("careful" alone, or "expert" to rank by the expert's search; by default the careful model
    ranks and the expert must agree), ``margin`` (points; default the evaluator's own)."""

    kind = "best_move"
    #: The learner's right answer was the best move: its feedback said what that move wins and leaves (see grade()).
    told_best = False
    title = N_("Find the best move")
    topic = "strategy"
    lesson = 8
    taught_rules = ()
    description = N_("Choose the strongest listed move: judged by what each move wins, what it leaves the opponent "
                     "and the builds it keeps (the computer players' own model, confirmed by the expert's search in almost every "
                     "position; the solution's Details say when).")
    input_style = "choose_one"

    def __init__(self, *, moves: list[Move], accepted: list[Move], evaluation: Evaluation, judge: Judge, margin: float,
                 **kwargs: Any) -> None:
        self.moves = moves
        self.accepted = accepted
        self.evaluation = evaluation
        self.judge = judge
        self.margin = margin
        super().__init__(**kwargs)

    # --- generating ------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, margin: float | None = None,
                 evaluator: str | None = None, **options: Any) -> "BestMove":
        if evaluator not in (None, "careful", "expert"):
            raise ValueError(f"evaluator must be 'careful' or 'expert', not {evaluator!r}")
        fallback: tuple[GameState, Judge, Evaluation, list[Move], list[Move], float] | None = None
        confirmations = 0
        for _try in range(400):
            state = random_position(rng, rules, 2, rng.randrange(0, 40))
            if state is None:
                continue
            n = len(state.legal_moves)
            if not {1: 2 <= n <= 6, 2: 5 <= n <= 14, 3: n >= 6}[difficulty]:
                continue
            judge = Judge(state)
            careful = evaluate_moves(state, "careful", judge)
            m = margin if margin is not None else careful.margin
            moves = _pick_choices(careful, difficulty, rng)
            accepted = _accepted(careful, moves, m)
            if not _fits(careful, difficulty, moves, accepted):
                continue
            if evaluator == "careful":
                return cls._make(state, judge, careful, moves, accepted, m, rng, seed, difficulty, margin, evaluator)
            if fallback is None:
                fallback = (state, judge, careful, moves, accepted, m)
            if confirmations >= _EXPERT_TRIES:
                break
            confirmations += 1
            expert = evaluate_moves(state, "expert", judge, candidates=moves)  # "which of these moves is best?"
            em = margin if margin is not None else expert.margin
            if set(_accepted(expert, moves, em)) != set(accepted):
                continue
            if evaluator == "expert":
                return cls._make(state, judge, expert, moves, accepted, em, rng, seed, difficulty, margin, evaluator)
            return cls._make(state, judge, careful, moves, accepted, m, rng, seed, difficulty, margin, evaluator, confirmed=True)
        if fallback is None:
            raise RuntimeError(f"best_move: no fitting position found for seed {seed}")
        state, judge, careful, moves, accepted, m = fallback
        return cls._make(state, judge, careful, moves, accepted, m, rng, seed, difficulty, margin, evaluator)

    @classmethod
    def _make(cls, state: GameState, judge: Judge, ev: Evaluation, moves: list[Move], accepted: list[Move], margin: float,
              rng: random.Random, seed: int, difficulty: int, margin_option: float | None, evaluator: str | None,
              confirmed: bool = False) -> "BestMove":
        rules = state.rules
        labels = [_label(judge, m) for m in moves]
        best = _best_of(ev, moves)
        careful_best = judge.judgements[best.move]
        # Translators: the next player after "for"/"to": Spanish "al siguiente jugador", Portuguese "para o próximo jogador".
        opponent = judge.to_name(1 - state.to_move) if state.players == 2 else pgettext("to a player", "the next player")
        kinds = {m.kind for m in moves}
        second = (_(_KIND_HINTS[best.move.kind]) if len(kinds) > 1
                  else _("Compare what each move leaves behind, not only what it takes."))
        if len(accepted) > 1:
            # (not "equally good": a near-best choice is "nearly as good" in the solution; review 18)
            second += " " + _("More than one choice counts as right.")
        hints = [
            _(_HINT_POINTS_ROYAL if sweep_point_may_be_lost(rules) else _HINT_POINTS_SWEEPS if rules.sweeps_enabled
              else _HINT_POINTS, to_opponent=opponent),
            second,
            _focus_hint(judge, careful_best, [judge.judgements[m] for m in moves if m not in accepted]),
        ]
        # The cards already captured, under the table: the explanation counts them ("Your new build of 10 is safe: no
        # opponent can take it", because the other 10s are captured; the odds) and the prompt did not show them (review 20).
        captured = [card for pile in state.piles for card in pile]
        table = table_text(state)
        if captured:
            table += "\n" + _captured_line(state, captured)
        prompt = _(_PROMPT_ROYAL if rules.is_royal else _PROMPT_CLASSIC, hand=cards_text(state.hand),
                   table=table, stock=len(state.stock))
        options: dict[str, Any] = {}
        if margin_option is not None:
            options["margin"] = margin_option
        if evaluator is not None:
            options["evaluator"] = evaluator
        name = ev.evaluator + ("+expert" if confirmed else "")
        data = {"evaluator": name, "margin": margin, "best": str(best.move),
                "accepted": [str(m) for m in accepted], "choices": [str(m) for m in moves],
                "values": {str(v.move): v.score for v in ev.values}}
        return cls(moves=moves, accepted=accepted, evaluation=ev, judge=judge, margin=margin, seed=seed, rules=rules,
                   difficulty=difficulty, prompt=prompt, answer_format=_(_FORMAT, last=letter(len(moves) - 1)),
                   answer=letter(moves.index(best.move)), hints=hints, state=state, choices=labels, data=data,
                   options=options)

    # --- answering ---------------------------------------------------------------------------------
    def accepted_answers(self) -> tuple[str, ...]:
        best = letter(self.moves.index(self.best.move))
        others = [letter(i) for i, m in enumerate(self.moves) if m in self.accepted and letter(i) != best]
        return (best, *others)

    @property
    def best(self) -> MoveValue:
        return _best_of(self.evaluation, self.moves)

    def parse(self, answer: Any) -> Move:
        n = len(self.moves)
        expected = _(_FORMAT, last=letter(n - 1))
        if isinstance(answer, Move):
            if answer in self.moves:
                return answer
            raise AnswerError(str(answer), expected, _("That move is not one of the choices"))
        if isinstance(answer, str) and answer.strip():
            text = answer.strip()
            label = _normal(text)
            for move, choice in zip(self.moves, self.choices or ()):
                if label == _normal(choice):
                    return move
            words = text.replace(",", " ").split()
            if len(words) > 1 and not all(len(w.strip(").")) == 1 for w in words):
                try:
                    move = Move.parse(text)
                except (MoveParseError, ValueError):
                    raise AnswerError(text, expected, _("{token!r} is not one of the letters", token=text)) from None
                if move in self.moves:
                    return move
                raise AnswerError(text, expected, _("That move is not one of the choices"))
        picked = parse_choices(answer, n, allow_none=False)
        if len(picked) != 1:
            raise AnswerError(str(answer), expected, _("Choose exactly one letter"))
        return self.moves[next(iter(picked))]

    def grade(self, move: Move) -> Result:
        judge = self.judge
        mine = judge.judgements[move]
        best = judge.judgements[self.best.move]
        mine_letter = letter(self.moves.index(move))
        if move in self.accepted:
            others = [m for m in self.accepted if m != move]
            if move == self.best.move:
                # Translators: {move} is a move in words ("Capture 8♦ with 8♥"); {gain} and {leave} are sentences.
                text = _("{move} is the best move here. {gain} {leave}", move=_cap(judge.move_words(move, role="description")),
                         gain=judge.gain_sentence(mine), leave=judge.leave_sentence(mine))
            else:
                # (not "as good as the best" before "… is nearly as good": trial 11 read a contradiction; not "A is right"
                # under "Correct!" and then "C is right too … C is the best move": trial 21 asked "was I right or not?")
                # The best move's letter comes first, before "… is nearly as good" compares with it (trial 25).
                text = _("{letter} counts as right: it is close to the best move, {best}. {why}", letter=mine_letter,
                         best=letter(self.moves.index(self.best.move)), why=judge.why_as_good(best, mine))
            details = tuple(_("{letter} is right too. {why}", letter=letter(self.moves.index(m)),
                              why=judge.why_as_good(best, judge.judgements[m])) if m != self.best.move else
                            _("{letter} is the best move: {move}.", letter=letter(self.moves.index(m)),
                              move=judge.move_words(m, role="description"))
                            for m in others)
            self.told_best = move == self.best.move  # its feedback said what the best move wins and leaves
            return Result(True, False, text, details=details, title="" if move == self.best.move else "close")
        score = self.evaluation.value(move).score
        partly = score >= self.best.score - 2 * self.margin
        diffs = judge.differences(best, mine)
        better = diffs[0][1].split(",")[0] if diffs else _("it is stronger when everything is added up")
        lead = _("A good move, but there is a better one.") if partly else _("There is a better move.")
        # Translators: {lead} is a sentence; {move} a move as a gerund ("Capturing 8♦"); {gain}/{leave} sentences;
        # {better} says how another choice does better (no letter: the answer stays hidden).
        # A good move not close enough to count is titled "Not quite." (as a worse one is) and its text says it is
        # good: "Partly right." above it read as neither a pass nor a fail (trial 27). The orange edge stays.
        return Result(False, partly, _("{lead} {move}: {gain} {leave} Another choice does better: {better}.", lead=lead,
                                       move=_cap(judge.move_words(move, gerund=True)), gain=_lower(judge.gain_sentence(mine)),
                                       leave=judge.leave_sentence(mine), better=better), title="wrong")

    def explanation(self, told_best: bool = False) -> str:
        """Why the best move is best and the others are not (the numbers behind it are :meth:`solution_details`).
        ``told_best``: the learner chose the best move and its feedback said what it wins and leaves, which are not
        said again (trial 31)."""
        judge = self.judge
        best = self.best
        bj = judge.judgements[best.move]
        best_letter = letter(self.moves.index(best.move))
        said = {judge.gain_sentence(bj), judge.leave_sentence(bj)} if told_best else set()
        lines = [_("{letter} is the best move: {move}.", letter=best_letter, move=judge.move_words(best.move, role="description")),
                 " ".join(reason for reason in judge.reasons(bj) if reason not in said)]
        worse: list[str] = []
        dangers: dict[str, str] = {}  # what a choice lets the next player take → the first choice that said it
        same: dict[tuple[str, str], str] = {}  # a choice's reasons → the first choice that said them
        for i, move in enumerate(self.moves):
            if move == best.move:
                continue
            j = judge.judgements[move]
            if move in self.accepted:
                lines.append(_("{letter} is right too. {why}", letter=letter(i), why=judge.why_as_good(bj, j)))
                continue
            why, danger = judge.why_worse(bj, j)
            if (why, danger) in same:
                # Translators: a choice that falls short for the very reasons an earlier one does, e.g. "E (trail 3♣): the
                # same as C." (trial 35 read "it wins less now, and it leaves Opponent more to capture" three times).
                worse.append(_("{letter} ({move}): the same as {other}.", letter=letter(i),
                               move=judge.move_words(move, role="description"), other=same[(why, danger)]))
                continue
            same[(why, danger)] = letter(i)
            # Translators: one choice compared with the best move, e.g. "B (trail 5♣): it wins less now."
            line = _("{letter} ({move}): {why}.", letter=letter(i), move=judge.move_words(move, role="description"), why=why)
            if danger and danger in dangers:
                # Translators: {letter} is an earlier choice whose danger was said in full (trial 33 read it twice).
                line += " " + _("It leaves the same danger as {letter}.", letter=dangers[danger])
            elif danger:
                dangers[danger] = letter(i)
                # Translators: {danger} is what the next player could take after this choice, a sentence without a
                # capital, e.g. "Opponent could capture 10♦ (Big Casino, 2 points) if they hold a 10, which is likely".
                line += " " + _("After it, {danger}.", danger=danger)
            worse.append(line)
        if worse:
            # Translators: before the choices that fall short, each compared with the best move, e.g. "Compared with A:".
            lines.append(_("Compared with {letter}:", letter=best_letter))
            lines += worse
        return "\n".join(lines)

    def solution_details(self) -> str:
        """The numbers behind the advice: how moves are scored and accepted, then each choice's score (shown folded
        away: trial 33 read "+0.50 points" and "the expert's search" as words meant for someone else)."""
        twin = self.in_language()
        assert isinstance(twin, BestMove)
        judge = twin.judge
        shown = f"{self.margin:g}"
        margin = decimal(self.margin, len(shown.partition(".")[2]))  # "0.25" in English, "0,25" in Croatian
        # Translators: {margin} is a score, e.g. "0.25". The scores are decimals of game points. The parts are those in
        # brackets after each move (what it wins, builds kept, what the next player may capture, …).
        # (Not "over the rest of the deal": the quick guess looks at this move and the next player's reply, review 27.)
        # (Trial 35: "after it is taken off" was not read as "minus", and whole points were all lesson 5 had shown.)
        lines = [_("Each move gets a score: a quick guess at how many game points it is worth. The score is the parts in "
                   "brackets after the move added up; a part with a minus sign, such as what the next player may capture, "
                   "takes points away. The parts are averages over the cards the other players might hold, so they are "
                   "decimals, not whole points. Moves that score within {margin} of the best count as right.",
                   margin=margin), card_worth(judge.rules)]  # what "wins" counts, card by card (trial 37)
        if self.evaluation.evaluator == "expert":
            lines.append(_("Here the scores come from the expert computer player, which plays out many possible deals; the "
                           "parts in brackets are still the quick guess's, so they do not add up to the score."))
        elif "+expert" in str(self.data.get("evaluator")):
            # The expert accepts the same choices (within its own margin), not always the same best one (review 27).
            lines.append(_("The expert computer player, which plays out many possible deals, counts the same choices as "
                           "right."))
        elif not self.options.get("evaluator"):
            # The expert disagreed each time it was asked, so the quick guess decided alone (review 29: nothing said so).
            lines.append(_("The expert computer player, which plays out many possible deals, did not confirm this "
                           "position: here the quick guess decides alone."))
        for i, move in enumerate(self.moves):
            mark = "✔" if move in self.accepted else " "
            lines.append(f"  {mark} {letter(i)} {judge.details(judge.judgements[move], self.evaluation.value(move).score)}")
        return "\n".join(lines)

    def solution(self) -> str:
        """The explanation alone when one answer is right: its first line names it ("A is the best move: …"), which
        "Answer: A (…)" said again just above (trial 32); after the best move was chosen, without what its feedback
        said (:attr:`told_best`)."""
        twin = self.in_language()
        assert isinstance(twin, BestMove)
        explanation = twin.explanation(self.told_best)
        return explanation if len(self.accepted_answers()) == 1 else f"{self.answer_line()}\n{explanation}"

    def key_text(self, most: int | None = None) -> str:
        """The answer key line: every accepted letter with its move in words (a handful at most: ``most`` is not
        needed)."""
        letters = "ABCDEFGHIJ"
        parts = [f"{a} ({self.judge.move_words(self.moves[letters.index(a)], role='description')})" for a in self.accepted_answers()]
        if len(parts) == 1:
            return parts[0]
        # Translators: answer key line, e.g. "A (capture 8♦ with 8♥) and C (...): 2 answers, each is right".
        return ngettext("{answers}: {n} answer, each is right", "{answers}: {n} answers, each is right", len(parts),
                        answers=join_and(parts))


# --- helpers ----------------------------------------------------------------------------------------
def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _normal(text: str) -> str:
    t = text.strip().lower()
    if len(t) > 2 and t[1] in ").:" and t[0].isalpha():
        t = t[2:].strip()
    return " ".join(t.rstrip(".").split())


def _label(judge: Judge, move: Move) -> str:
    return _cap(judge.move_words(move, role="description"))


def _best_of(ev: Evaluation, moves: list[Move]) -> MoveValue:
    return max((ev.value(m) for m in moves), key=lambda v: (v.score, -moves.index(v.move)))


def _accepted(ev: Evaluation, moves: list[Move], margin: float) -> list[Move]:
    """The listed moves within ``margin`` of the best listed move (the question asks which of
    these is best; the careful model's best legal move is always listed)."""
    top = max(ev.value(m).score for m in moves)
    return [m for m in moves if ev.value(m).score >= top - margin]


def _most_now(ev: Evaluation) -> MoveValue:
    """The move a greedy beginner picks: the most taken right now."""
    return max(ev.values, key=lambda v: (v.judgement.taken, str(v.move)))


def _pick_choices(ev: Evaluation, difficulty: int, rng: random.Random) -> list[Move]:
    if difficulty == 1:
        moves = [v.move for v in ev.values]
        rng.shuffle(moves)
        return moves
    best = ev.best.move
    tempting = _most_now(ev).move
    picked = [best] + ([tempting] if tempting != best else [])
    rest = [v.move for v in ev.values if v.move not in picked]
    picked += rng.sample(rest, min(_CHOICES[difficulty] - len(picked), len(rest)))
    rng.shuffle(picked)
    return picked


def _fits(ev: Evaluation, difficulty: int, moves: list[Move], accepted: list[Move]) -> bool:
    rejected = [ev.value(m).score for m in moves if m not in accepted]
    if not accepted or not rejected or ev.best.move not in accepted:
        return False
    gap = ev.best.score - max(rejected)
    if difficulty == 1:  # one clearly best, or a few equally good among more that are clearly worse
        return gap >= 0.6 and len(accepted) <= max(1, len(moves) // 2)
    if len(accepted) > 2 or gap < 0.3:
        return False
    if difficulty == 3:
        return _most_now(ev).move not in accepted or ev.best.move.is_build
    return True


def _focus_hint(judge: Judge, best: Any, rejected: list[Any]) -> str:
    """The last hint: the kind of advantage the best move has over the others, without naming it."""
    reasons: dict[str, int] = {}
    for j in rejected:
        diffs = judge.differences(best, j)
        if diffs:
            key = diffs[0][1].split(",")[0]
            reasons[key] = reasons.get(key, 0) + 1
    if not reasons:
        return _("Add up what each move wins now and what it gives away.")
    main = max(reasons, key=lambda k: reasons[k])
    # Translators: {advantage} is a clause from the move judge, e.g. "you take more points now".
    return _("Look for the move that is better in this way: {advantage}. That is what makes it better than the others.",
             advantage=main)


def _captured_line(state: GameState, captured: list[Card]) -> str:
    """The cards out of play, under the table. Once more are captured than not yet seen, the few not seen are listed
    instead (trial 45 read a line of 40 captured cards as hard to take in; the reasons count the cards an opponent
    may hold, and those are the ones not seen)."""
    seen = set(captured) | set(state.hand) | set(state.table.cards)
    unseen = [card for card in full_deck() if card not in seen]
    if unseen and len(captured) <= len(unseen):
        # Translators: {cards} are the cards captured so far in this deal, by every player.
        return _("Already captured (out of play): {cards}.", cards=cards_text(captured))
    # Translators: {n} cards captured so far in this deal, by every player; then the cards nobody has seen yet.
    counted = ngettext("Already captured (out of play): {n} card.", "Already captured (out of play): {n} cards.", len(captured))
    if not unseen:  # every card is in sight (lang47: no empty list)
        return counted
    if state.players == 2:  # one other hand (review 32: "the other hands" with one opponent)
        unseen_words = ngettext("Not seen yet (in the opponent's hand or still to be dealt): {cards}, {n} card.",
                                "Not seen yet (in the opponent's hand or still to be dealt): {cards}, {n} cards.",
                                len(unseen), cards=cards_text(unseen))
    else:
        unseen_words = ngettext("Not seen yet (in the other hands or still to be dealt): {cards}, {n} card.",
                                "Not seen yet (in the other hands or still to be dealt): {cards}, {n} cards.",
                                len(unseen), cards=cards_text(unseen))
    return " ".join([counted, unseen_words])
