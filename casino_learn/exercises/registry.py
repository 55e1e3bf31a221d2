"""The eleven exercise kinds, their topics and rules, and :func:`make_exercise`."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any, TypeVar

from ..i18n import N_, _
from ..rules.variants import RuleSet, get_rules
from .core import Exercise, KindInfo

__all__ = ["EXERCISE_KINDS", "KIND_ALIASES", "KIND_MODULES", "TOPICS", "TOPIC_NAMES", "WORKSHEET_TOPICS", "input_style", "kind_title",
           "kinds_for_topic", "make_exercise", "register", "restore_exercise", "topic_name"]

#: The modules of ``kinds/``, one per exercise kind, in course order. Adding a kind is writing
#: its module (an :class:`Exercise` subclass decorated with :func:`register`) and adding it here.
KIND_MODULES: tuple[str, ...] = ("card_values", "find_captures", "which_builds", "raise_or_add",
                                 "may_trail", "spot_illegal", "the_deal", "score_deal", "royal_count_out", "sweeps_and_leftovers",
                                 "best_move")

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
EXERCISE_KINDS: dict[str, KindInfo] = {name: _CLASSES[name].info() for name in KIND_MODULES}

#: Other names a lesson may use for a kind; the exercise, progress and worksheets keep the kind's own name.
#: "who_wins": lesson 05's Classic cell (trial 28 read "royal_count_out" in a Classic lesson).
KIND_ALIASES: dict[str, str] = {"who_wins": "royal_count_out"}


def input_style(kind: str) -> str:
    """How the widget takes answers for ``kind`` (see :attr:`Exercise.input_style`)."""
    return _CLASSES[kind].input_style


#: Mastery topics in course order.
TOPICS: tuple[str, ...] = ("capturing", "building", "trailing", "scoring", "strategy")

#: Worksheet topics: the mastery topics plus "royal" (Royal-specific rules) and "mixed".
WORKSHEET_TOPICS: dict[str, tuple[str, ...]] = {
    **{t: tuple(k for k, info in EXERCISE_KINDS.items() if info.topic == t) for t in TOPICS},
    "royal": ("card_values", "may_trail", "raise_or_add", "royal_count_out", "sweeps_and_leftovers"),
    "mixed": tuple(EXERCISE_KINDS),
}

#: The topics as a learner or teacher reads them (the keys stay English codes in files).
TOPIC_NAMES: dict[str, str] = {
    "capturing": N_("capturing"),
    "building": N_("building"),
    "trailing": N_("trailing"),
    "scoring": N_("scoring"),
    "strategy": N_("strategy"),
    # Translators: the worksheet topic of Royal Casino's own rules.
    "royal": N_("royal"),
    # Translators: the worksheet topic with every kind of exercise.
    "mixed": N_("mixed"),
}


def topic_name(topic: str) -> str:
    """A topic code (``"capturing"``) in the language in use; another text is shown as it is."""
    key = topic.strip().lower()
    return _(TOPIC_NAMES[key]) if key in TOPIC_NAMES else topic


def kind_title(kind: str) -> str:
    """The title of an exercise kind in the language in use."""
    return _(EXERCISE_KINDS[kind].title) if kind in EXERCISE_KINDS else kind


def kinds_for_topic(topic: str) -> tuple[str, ...]:
    """The exercise kinds of a worksheet topic (or a single kind name)."""
    key = topic.strip().lower()
    if key in WORKSHEET_TOPICS:
        return WORKSHEET_TOPICS[key]
    if key in EXERCISE_KINDS:
        return (key,)
    # Translators: {topic} is what the teacher typed; {topics} the topic codes (they stay in English).
    raise ValueError(_("Unknown topic {topic}: expected one of {topics} or an exercise kind.", topic=repr(topic),
                       topics=", ".join(WORKSHEET_TOPICS)))


def make_exercise(kind: str, seed: int, variant: str | RuleSet = "classic", difficulty: int = 1, **options: Any) -> Exercise:
    """A new exercise of ``kind`` (see :data:`EXERCISE_KINDS`), reproducible from ``seed``.

    ``variant`` is ``"classic"`` or ``"royal"`` (or a RuleSet); ``difficulty`` 1-3.
    Extra ``options`` go to the generator (``best_move`` takes ``margin`` and ``evaluator``; the options
    that make sure a rule occurs are listed in :mod:`casino_learn.exercises` and used by
    :mod:`.practice_map`). They are kept on the exercise, so ``retry()``, ``to_dict()`` and
    :func:`restore_exercise` give the same exercise.
    """
    kind = KIND_ALIASES.get(kind, kind)
    if kind not in EXERCISE_KINDS:
        raise ValueError(f"Unknown exercise kind {kind!r}: expected one of {', '.join(EXERCISE_KINDS)}.")
    if difficulty not in (1, 2, 3):
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}.")
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    exercise = _CLASSES[kind].generate(random.Random(seed), rules, difficulty, seed, **options)
    exercise.options = dict(options)  # so retry() and to_dict() give the same exercise
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
