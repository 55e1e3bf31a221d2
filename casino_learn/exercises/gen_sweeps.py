"""``sweeps_and_leftovers``: is this capture a sweep (§10), and who takes the cards left on the
table at the end of the deal (§9)? The answers come from playing the move with
``GameState.apply``."""

from __future__ import annotations

import random
import re
from typing import Any

from ..cards import Card, parse_card
from ..errors import CardParseError
from ..moves import Move
from ..state import GameState
from ..variants import RuleSet
from .answers import NONE_WORDS, parse_yes_no, split_tokens
from .capturing import best_captures, capture_groups
from .core import AnswerError, ClosureExercise, Exercise
from .scenes import CardPool, SceneError, cards_text, make_state, move_text, owner_name, random_sum, table_text
from .sheets import Part, grade_parts

__all__ = ["sweeps_and_leftovers"]

_EXPECTED = {1: "'yes' or 'no'", 2: "'yes' or 'no' for the sweep, then who takes the leftovers: 'you', 'seat 1' or 'nobody'",
             3: "sweep yes/no, who takes the leftovers ('you', 'seat 1', 'nobody') and which cards, e.g. 'no, seat 1, 4S 2D'"}


def _reader(state: GameState, difficulty: int) -> Any:
    mover = state.to_move
    expected = _EXPECTED[difficulty]
    others = [s for s in range(state.players) if s != mover]

    def read(answer: Any) -> dict[str, Any]:
        if isinstance(answer, dict):
            out: dict[str, Any] = {}
            if "sweep" in answer:
                out["sweep"] = bool(answer["sweep"])
            if "leftovers" in answer:
                out["leftovers"] = answer["leftovers"]
            if "cards" in answer:
                out["cards"] = frozenset(parse_card(c) for c in answer["cards"])
            return out
        if isinstance(answer, bool):
            return {"sweep": answer}
        if not isinstance(answer, str) or not answer.strip():
            raise AnswerError("", expected, "The answer is empty")
        text = re.sub(r"\bno[\s-]one\b", "nobody", answer.lower())
        text = re.sub(r"[:=]", " ", text)
        out = {}
        cards: set[Card] = set()
        tokens = split_tokens(text)
        i = 0
        while i < len(tokens):
            t = tokens[i].strip().lower()
            i += 1
            if t in ("sweep", "leftovers", "leftover", "who", "cards", "takes", "take", "goes", "go", "to", "the", "it", "is", "a", "and", "them"):
                continue
            verdict = parse_yes_no(t)
            if verdict is not None and "sweep" not in out:
                out["sweep"] = verdict
                continue
            if t in ("you", "me", "i", "mover", "myself"):
                out["leftovers"] = mover
                continue
            if t in ("opponent", "other", "they", "him", "her") and len(others) == 1:
                out["leftovers"] = others[0]
                continue
            if t in NONE_WORDS:
                if "leftovers" in out:
                    out["cards"] = frozenset()  # a second 'none': no cards
                else:
                    out["leftovers"] = None
                continue
            if t in ("seat", "player", "side") and i < len(tokens) and tokens[i].isdigit():
                t = tokens[i]
                i += 1
            if t.isdigit():
                seat = int(t)
                if not 0 <= seat < state.players:
                    raise AnswerError(t, expected, f"There is no seat {seat}")
                out["leftovers"] = seat
                continue
            try:
                cards.add(parse_card(tokens[i - 1]))
            except CardParseError:
                raise AnswerError(tokens[i - 1], expected, f"{tokens[i - 1]!r} is not yes/no, a player or a card") from None
        if cards:
            out["cards"] = frozenset(cards)
        elif "leftovers" in out and out["leftovers"] is None:
            out.setdefault("cards", frozenset())  # nobody takes leftovers: there are none
        if not out:
            raise AnswerError(answer.strip(), expected)
        return out

    return read


def sweeps_and_leftovers(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """Level 1: a capture during the deal: is it a sweep? 2: the last card of the deal: sweep,
    and who takes the leftovers? 3: also name the leftover cards; sometimes three players."""
    players = 3 if difficulty == 3 and rng.random() < 0.4 else 2
    values = list(range(4, 15)) if rules.is_royal else list(range(4, 11))
    for _ in range(300):
        pool = CardPool(rng)
        v = rng.choice(values)
        card = pool.take(lambda c: rules.capture_value(c) == v)
        if card is None:
            continue
        loose: list[Card] = []
        for _k in range(rng.randint(1, 2)):
            group = random_sum(rules, pool, v, rng.choice([1, 2])) if v <= (13 if rules.is_royal else 10) else random_sum(rules, pool, v, 2)
            loose += list(group or ())
        if not loose:
            continue
        if rng.random() < 0.5:
            loose += pool.take_many(rng.randint(1, 2), lambda c: rules.num(c) is None or (rules.num(c) or 0) > v // 2 + 1)
        mover = rng.randrange(players)
        final = difficulty >= 2
        hand = [card] if final else [card] + pool.take_many(rng.randint(1, 3))
        last = rng.choice([s for s in range(players) if s != mover] + ([mover] if rng.random() < 0.3 else []))
        try:
            state = make_state(rules, pool, loose=loose, hands={mover: hand}, players=players, mover=mover,
                               last_capturer=last, final_play=final, sweeps=[0] * (players if players < 4 else 2))
        except SceneError:
            continue
        caps, best = best_captures(state, card)
        if not caps:
            continue
        choices = list(best) + [m for m in caps if m not in best] + ([Move.trail(card)] if final and Move.trail(card) in state.legal_moves else [])
        roll = rng.random()
        move = best[0] if roll < 0.5 else rng.choice(choices)
        return _exercise(state, move, seed, difficulty)
    raise RuntimeError(f"sweeps_and_leftovers: no position found for seed {seed}")


def _exercise(state: GameState, move: Move, seed: int, difficulty: int) -> Exercise:
    rules = state.rules
    after = state.apply(move)
    sweep = after.last_sweep
    who = after.leftovers_to if difficulty >= 2 else None
    left = frozenset(after.leftovers)
    mover = state.to_move
    counts = "; it scores a point" if rules.sweeps_enabled else "; in Classic sweeps score nothing"
    if move.is_capture:
        stay = after.table.cards if not after.deal_over else left
        took = " and ".join(g for g, _ in capture_groups(state, move))
        sweep_why = (f"The capture takes everything on the table, so it is a sweep (§10){counts}." if sweep else
                     f"{cards_text(stay)} {'stays' if len(stay) == 1 else 'stay'} on the table, so it is not a sweep (§10).")
    else:
        took = ""
        sweep_why = "A trail captures nothing, so it is never a sweep (§10)."
    who_name = "nobody" if who is None else owner_name(state, who)
    if who is None:
        who_why = "Nothing is left on the table, so nobody collects leftovers." if not left else "Nobody captured anything this deal (§9)."
    else:
        who_why = (f"The cards left at the end go to the last player who captured: {who_name} (§9). Collecting them is never a sweep.")
    parts = [Part("sweep", "Sweep", sweep, sweep_why, "yes" if sweep else "no")]
    required = ["sweep"]
    if difficulty >= 2:
        parts.append(Part("leftovers", "Who takes the leftovers", who, who_why,
                          "nobody" if who is None else ("you" if who == mover else f"seat {who}")))
        required.append("leftovers")
    if difficulty >= 3:
        parts.append(Part("cards", "Leftover cards", left, f"Left on the table: {cards_text(left)}.", " ".join(c.code for c in sorted(left)) or "none"))
        required.append("cards")
    before = "" if state.last_capturer is None else f"The last capture before this was made by {owner_name(state, state.last_capturer)}. "
    when = "It is the very last card of the deal. " if difficulty >= 2 else ""
    players = f"{state.players} players; you are seat {mover}. " if state.players > 2 or mover else ""
    action = f"You play: {move_text(state, move)}" + (f" (taking {took})" if took else "") + "."
    question = {1: "Is it a sweep?", 2: "Is it a sweep? Who takes the cards left on the table?",
                3: "Is it a sweep? Who takes the cards left on the table, and which cards are they?"}[difficulty]
    prompt = f"{players}{table_text(state)}\n{when}{before}{action}\n{question}"
    hints = (
        "A sweep is a capture that leaves the table completely empty (§10). At the end of the deal, whatever is left "
        "goes to the last player who captured; that is never a sweep (§9).",
        "Picture the table after the move: is anything still lying there?" + (" Who captured last, counting this move?" if difficulty >= 2 else ""),
        f"After the move the table {'is empty' if sweep or (difficulty >= 2 and not left) else 'still has cards'}.",
    )
    answer = ", ".join(p.shown for p in parts)

    def explanation() -> str:
        return "\n".join(f"{p.label}: {p.shown}. {p.why}" for p in parts)

    def grade(given: dict[str, Any]) -> Any:
        return grade_parts(parts, given, required, "Right! " + " ".join(p.why for p in parts))

    return ClosureExercise("sweeps_and_leftovers", seed, rules.variant, difficulty, prompt, _EXPECTED[difficulty], answer, state,
                    _reader(state, difficulty), grade, hints, explanation, cards=(move.card,),
                    data={"move": str(move), "sweep": sweep, "leftovers_to": who, "leftovers": sorted(c.code for c in left)})
