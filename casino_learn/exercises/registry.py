"""The ten exercise kinds, their topics and rules, and :func:`make_exercise`."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any

from ..variants import RuleSet, get_rules
from .core import Exercise, KindInfo

__all__ = ["EXERCISE_KINDS", "TOPICS", "WORKSHEET_TOPICS", "kinds_for_topic", "make_exercise"]

#: Every exercise kind, in course order.
EXERCISE_KINDS: dict[str, KindInfo] = {k.name: k for k in [
    KindInfo("card_values", "What does this card capture?", "capturing", ("R5",),
             "Card values: Classic face cards, Royal J/Q/K = 11/12/13, the Royal ace 1 or 14 (§1.2-§1.3)."),
    KindInfo("find_captures", "Take as much as you can", "capturing", ("R2", "R3", "R4", "R5"),
             "Every set worth the card's value and every build of that value, in one capture (§6.1)."),
    KindInfo("which_builds", "Which builds may you make?", "building", ("R6", "R7", "R11", "R15"),
             "A build needs a table card and a card kept in hand to capture it (§6.2)."),
    KindInfo("raise_or_add", "Raise or add to a build", "building", ("R7", "R10", "R11", "R12", "R13"),
             "Who may raise or add to which build (§6.2)."),
    KindInfo("may_trail", "May you trail this card?", "trailing", ("R8", "R9", "R14"),
             "When trailing is forbidden (§6.3)."),
    KindInfo("spot_illegal", "Spot the illegal move", "trailing", tuple(f"R{i}" for i in range(1, 16)),
             "Find the one illegal move and name the rule it breaks (§7)."),
    KindInfo("score_deal", "Score the deal", "scoring", (),
             "Count cards and spades, award the items, add the points (§11.1, §10)."),
    KindInfo("royal_count_out", "Counting out", "scoring", (),
             "Royal: the 18/19/20 locks and overtime (§12.2-§12.3); Classic: who wins at 21 (§11.2)."),
    KindInfo("sweeps_and_leftovers", "Sweeps and leftovers", "scoring", (),
             "Is it a sweep? Who takes the cards left at the end (§9, §10)?"),
    KindInfo("best_move", "Find the best move", "strategy", (),
             "Choose a strong move: judged by an evaluation of every legal move."),
]}

#: Mastery topics in course order.
TOPICS: tuple[str, ...] = ("capturing", "building", "trailing", "scoring", "strategy")

#: Worksheet topics: the mastery topics plus "royal" (Royal-specific rules) and "mixed".
WORKSHEET_TOPICS: dict[str, tuple[str, ...]] = {
    **{t: tuple(k for k, info in EXERCISE_KINDS.items() if info.topic == t) for t in TOPICS},
    "royal": ("card_values", "may_trail", "raise_or_add", "royal_count_out", "sweeps_and_leftovers"),
    "mixed": tuple(EXERCISE_KINDS),
}

_GENERATORS: dict[str, str] = {
    "card_values": "gen_capturing", "find_captures": "gen_capturing",
    "which_builds": "gen_building", "raise_or_add": "gen_building",
    "may_trail": "gen_trailing", "spot_illegal": "gen_trailing",
    "score_deal": "gen_scoring", "royal_count_out": "gen_scoring", "sweeps_and_leftovers": "gen_sweeps",
    "best_move": "gen_strategy",
}


def kinds_for_topic(topic: str) -> tuple[str, ...]:
    """The exercise kinds of a worksheet topic (or a single kind name)."""
    key = topic.strip().lower()
    if key in WORKSHEET_TOPICS:
        return WORKSHEET_TOPICS[key]
    if key in EXERCISE_KINDS:
        return (key,)
    raise ValueError(f"Unknown topic {topic!r}: expected one of {', '.join(WORKSHEET_TOPICS)} or an exercise kind.")


def make_exercise(kind: str, seed: int, variant: str | RuleSet = "classic", difficulty: int = 1, **options: Any) -> Exercise:
    """A new exercise of ``kind`` (see :data:`EXERCISE_KINDS`), reproducible from ``seed``.

    ``variant`` is ``"classic"`` or ``"royal"`` (or a RuleSet); ``difficulty`` 1-3.
    Extra ``options`` go to the generator (``best_move`` takes ``margin``).
    """
    if kind not in EXERCISE_KINDS:
        raise ValueError(f"Unknown exercise kind {kind!r}: expected one of {', '.join(EXERCISE_KINDS)}.")
    if difficulty not in (1, 2, 3):
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}.")
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    module = import_module(f".{_GENERATORS[kind]}", __package__)
    generator = getattr(module, kind)
    return generator(random.Random(seed), rules, difficulty, seed, **options)
