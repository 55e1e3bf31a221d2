"""The ten exercise kinds, their topics and rules, and :func:`make_exercise`."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any, TypeVar

from ..variants import RuleSet, get_rules
from .core import Exercise, KindInfo

__all__ = ["EXERCISE_KINDS", "KIND_MODULES", "TOPICS", "WORKSHEET_TOPICS", "input_style", "kinds_for_topic", "make_exercise", "register",
           "restore_exercise"]

#: The kinds still written as generator functions (module, function), until each becomes a
#: class in ``kinds/``.
_LEGACY: dict[str, tuple[str, KindInfo]] = {k.name: (m, k) for m, k in [
    ("gen_capturing", KindInfo("card_values", "What does this card capture?", "capturing", ("R5",),
     "Card values: Classic face cards, Royal J/Q/K = 11/12/13, the Royal ace 1 or 14 (§1.2-§1.3).")),
    ("gen_capturing", KindInfo("find_captures", "Take as much as you can", "capturing", ("R2", "R3", "R4", "R5"),
     "Every set worth the card's value and every build of that value, in one capture (§6.1).")),
    ("gen_building", KindInfo("which_builds", "Which builds may you make?", "building", ("R6", "R7", "R11", "R15"),
     "A build needs a table card and a card kept in hand to capture it (§6.2).")),
    ("gen_building", KindInfo("raise_or_add", "Raise or add to a build", "building", ("R7", "R10", "R11", "R12", "R13"),
     "Who may raise or add to which build (§6.2).")),
    ("gen_trailing", KindInfo("may_trail", "May you trail this card?", "trailing", ("R8", "R9", "R14"),
     "When trailing is forbidden (§6.3).")),
    ("gen_trailing", KindInfo("spot_illegal", "Spot the illegal move", "trailing", tuple(f"R{i}" for i in range(1, 16)),
     "Find the one illegal move and name the rule it breaks (§7).")),
    ("gen_scoring", KindInfo("score_deal", "Score the deal", "scoring", (),
     "Count cards and spades, award the items, add the points (§11.1, §10).")),
    ("gen_scoring", KindInfo("royal_count_out", "Counting out", "scoring", (),
     "Royal: the 18/19/20 locks and overtime (§12.2-§12.3); Classic: who wins at 21 (§11.2).")),
    ("gen_sweeps", KindInfo("sweeps_and_leftovers", "Sweeps and leftovers", "scoring", (),
     "Is it a sweep? Who takes the cards left at the end (§9, §10)?")),
]}
_LEGACY_INPUT = {"find_captures": "click_items", "which_builds": "choose_many", "raise_or_add": "choose_many",
                 "spot_illegal": "choose_one_rule", "may_trail": "yes_no_rule"}

#: The modules of ``kinds/`` that define exercise classes, in course order. Adding a kind is
#: adding its module here; it registers itself with :func:`register`.
KIND_MODULES: tuple[str, ...] = ("best_move",)

#: The course order of the kinds.
COURSE_ORDER: tuple[str, ...] = ("card_values", "find_captures", "which_builds", "raise_or_add", "may_trail", "spot_illegal",
                                 "score_deal", "royal_count_out", "sweeps_and_leftovers", "best_move")

_CLASSES: dict[str, type[Exercise]] = {}

E = TypeVar("E", bound=type[Exercise])


def register(cls: E) -> E:
    """Class decorator: make an :class:`Exercise` subclass available by its ``kind``."""
    if not cls.kind or cls.kind in _CLASSES:
        raise ValueError(f"exercise kind {cls.kind!r} is empty or registered twice")
    _CLASSES[cls.kind] = cls
    return cls


for _module in KIND_MODULES:
    import_module(f".kinds.{_module}", __package__)

#: Every exercise kind, in course order.
EXERCISE_KINDS: dict[str, KindInfo] = {
    name: _CLASSES[name].info() if name in _CLASSES else _LEGACY[name][1] for name in COURSE_ORDER
}


def input_style(kind: str) -> str:
    """How the widget takes answers for ``kind`` (see :attr:`Exercise.input_style`)."""
    if kind in _CLASSES:
        return _CLASSES[kind].input_style
    return _LEGACY_INPUT.get(kind, "text")


#: Mastery topics in course order.
TOPICS: tuple[str, ...] = ("capturing", "building", "trailing", "scoring", "strategy")

#: Worksheet topics: the mastery topics plus "royal" (Royal-specific rules) and "mixed".
WORKSHEET_TOPICS: dict[str, tuple[str, ...]] = {
    **{t: tuple(k for k, info in EXERCISE_KINDS.items() if info.topic == t) for t in TOPICS},
    "royal": ("card_values", "may_trail", "raise_or_add", "royal_count_out", "sweeps_and_leftovers"),
    "mixed": tuple(EXERCISE_KINDS),
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
    Extra ``options`` go to the generator (``best_move`` takes ``margin`` and ``evaluator``).
    """
    if kind not in EXERCISE_KINDS:
        raise ValueError(f"Unknown exercise kind {kind!r}: expected one of {', '.join(EXERCISE_KINDS)}.")
    if difficulty not in (1, 2, 3):
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}.")
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    if kind in _CLASSES:
        return _CLASSES[kind].generate(random.Random(seed), rules, difficulty, seed, **options)
    generator = getattr(import_module(f".{_LEGACY[kind][0]}", __package__), kind)
    exercise: Exercise = generator(random.Random(seed), rules, difficulty, seed, **options)
    exercise.options = dict(options)
    return exercise


def restore_exercise(data: dict[str, Any]) -> Exercise:
    """An exercise from :meth:`Exercise.to_dict`: generated again from its seed, with its
    attempts, hints and verdict restored. Raises ValueError on data that does not fit."""
    try:
        exercise = make_exercise(str(data["kind"]), int(data["seed"]), str(data["variant"]), int(data["difficulty"]),
                                 **dict(data.get("options") or {}))
    except (KeyError, TypeError) as e:
        raise ValueError(f"not a saved exercise: {e}") from None
    exercise._restore_record(data)
    return exercise
