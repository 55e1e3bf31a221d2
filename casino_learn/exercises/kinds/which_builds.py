"""``which_builds``: which of these builds may you make? (R6, R7, R11, R15)

Choose every allowed build among 3-5 candidates. Each candidate's legality and reason come
from the rules engine (``check``, cross-checked against the legal moves).

The option ``focus`` guarantees a kind of build random positions rarely offer:

* ``focus="ace"``: an ace played onto a loose ace, with another ace kept to capture it. In Classic
  the choices include the build of 1 (a multiple build of single aces, R15); in Royal the build of
  14 (§1.3), beside A+A as 2 or the value 1, which Royal never uses (R15).
* ``focus="high"`` (Royal): a build of 11 to 14, captured by a jack, queen, king or ace (§1.2-§1.3).
"""

from __future__ import annotations

import random
from typing import Any

from ...i18n import N_, _
from ...rules.moves import Move
from ...rules.state import GameState
from ...rules.table import Build
from ...rules.variants import RuleSet
from ..building import build_moves, build_onto_moves
from ..choosing import Candidate, ChooseAllowedExercise, candidates, pick
from ..core import search
from ..registry import register
from ..scenes import CardPool, SceneError, cards_text, make_build, make_state, table_text

__all__ = ["WhichBuilds"]

QUESTION = N_("Which of these builds may you make? Choose every one that is allowed.")
# Translators: {hand} is a list of cards, {table} the table described on its own lines, {question} QUESTION.
PROMPT = N_("You hold {hand}.\n{table}\n{question}")

BUILD_HINT_ROYAL = N_("A build needs the card you play and at least one table card (R6); its value must be one a card "
                      "can capture (2-14, R15); and afterwards you must still hold a card that captures it (R7).")
BUILD_HINT_CLASSIC = N_("A build needs the card you play and at least one table card (R6); its value must be one a card "
                        "can capture (2-10, or 1 for a build made of single aces, R15); and afterwards you must "
                        "still hold a card that captures it (R7).")
KEEP_HINT = N_("For each choice, ask: which card would capture this build, and do I still hold one after playing this card? "
               "The card you play does not count (R7).")


def _hints(rules: RuleSet) -> tuple[str, str]:
    return (_(BUILD_HINT_ROYAL if rules.is_royal else BUILD_HINT_CLASSIC), _(KEEP_HINT))


@register
class WhichBuilds(ChooseAllowedExercise):
    """Which of these builds may you make? Level 1: 3 choices; 2: 4 choices with an R6 or R15
    trap; 3: 5 choices, two allowed, and the trap of building with your only capturing card."""

    kind = "which_builds"
    title = N_("Which builds may you make?")
    topic = "building"
    lesson = 3
    taught_rules = ("R6", "R7", "R11", "R15")
    description = N_("A build needs a table card and a card kept in hand to capture it (§6.2); focus='ace' or 'high' for the "
                     "builds of aces (Classic 1, Royal 14) and Royal builds of 11-14.")

    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> WhichBuilds:
        focus = options.get("focus")
        if set(options) - {"focus"} or focus not in (None, *FOCUSES):
            raise TypeError(f"which_builds takes only the option focus ({' or '.join(FOCUSES)}), not {options}")
        if focus == "high" and not rules.is_royal:
            raise ValueError("focus='high' is Royal only: Classic builds go up to 10 (§1.2).")
        attempt = _ace_attempt if focus == "ace" else _attempt
        state, chosen = search(lambda: attempt(rng, rules, difficulty, focus), what="which_builds", seed=seed, tries=400)
        prompt = _(PROMPT, hand=cards_text(state.hand), table=table_text(state), question=_(QUESTION))
        return cls(seed=seed, rules=rules, difficulty=difficulty, state=state, offered=chosen, prompt=prompt,
                   hints=_hints(rules), options=options)


FOCUSES = ("ace", "high")
Found = tuple[GameState, list[Candidate]] | None


def _attempt(rng: random.Random, rules: RuleSet, difficulty: int, focus: str | None = None) -> Found:
    total = {1: 3, 2: 4, 3: 5}[difficulty]
    values = list(range(4, 15)) if rules.is_royal else list(range(4, 11))
    if focus == "high":
        values = list(range(11, 15))
    pool = CardPool(rng)
    v = rng.choice(values)
    holder = pool.take_value(rules, v)
    builder = pool.take(lambda c: rules.num(c) is not None and (rules.num(c) or 99) < v and not rules.matches(c, v))
    if holder is None or builder is None:
        return None
    partner = pool.take_rank(v - (rules.num(builder) or 0))
    if partner is None:
        return None
    loose = [partner] + pool.take_many(rng.randint(2, 2 + difficulty), lambda c: rules.num(c) is not None or rng.random() < 0.3)
    hand = [holder, builder] + pool.take_many(1 if difficulty == 1 else 2)
    builds: list[Build] = []
    if difficulty == 3 and rng.random() < 0.5:
        b = make_build(rules, pool, rng.choice(values), 1, "B1")
        if b:
            builds.append(b)
    try:
        state = make_state(rules, pool, loose=loose, builds=builds, hands={0: hand})
    except SceneError:
        return None
    moves = build_moves(state) + (build_onto_moves(state) if builds else [])
    cands = candidates(state, moves)
    legal = [c for c in cands if c.legal]
    r7 = [c for c in cands if c.rule == "R7"]
    trap = [c for c in r7 if rules.matches(c.move.card, c.move.value or 0)]
    r6_15 = [c for c in cands if c.rule in ("R6", "R15")]
    others = [c for c in cands if c.legal or c.rule in ("R6", "R7", "R15", "R11")]
    if focus == "high":
        legal = [c for c in legal if (c.move.value or 0) >= 11]
    if difficulty == 1:
        options = pick(rng, [legal, r7], total, others)
    elif difficulty == 2:
        options = pick(rng, [legal, r7, r6_15], total, others)
    else:
        options = pick(rng, [legal, legal, trap, r6_15], total, others)
    return None if options is None else (state, options)


def is_ace_build(move: Move) -> bool:
    """An ace played onto loose aces only (the build of 1 in Classic, 14 or 2 in Royal)."""
    return move.card.is_ace and bool(move.loose) and all(c.is_ace for c in move.loose) and not move.builds


def _ace_attempt(rng: random.Random, rules: RuleSet, difficulty: int, focus: str | None = None) -> Found:
    """You hold two aces and a loose ace lies on the table: build the aces together (§1.3, R15)."""
    total = {1: 3, 2: 4, 3: 5}[difficulty]
    pool = CardPool(rng)
    aces = pool.take_many(3, lambda c: c.is_ace)
    loose = aces[:1] + pool.take_many(rng.randint(1, 1 + difficulty), lambda c: rules.num(c) is not None and not c.is_ace)
    hand = aces[1:] + pool.take_many(difficulty, lambda c: not c.is_ace)
    try:
        state = make_state(rules, pool, loose=loose, hands={0: hand})
    except SceneError:
        return None
    cands = candidates(state, build_moves(state))
    ace_value = 14 if rules.is_royal else 1
    right = [c for c in cands if c.legal and is_ace_build(c.move) and c.move.value == ace_value]
    other_aces = [c for c in cands if is_ace_build(c.move) and c not in right]
    others = [c for c in cands if c.legal or c.rule in ("R6", "R7", "R15", "R11")]
    pools = [right] if difficulty == 1 else [right, other_aces]
    options = pick(rng, pools, total, others)
    return None if options is None else (state, options)
