"""Every stage of the course, in course order: built from the stage modules' own lists.

A stage module only defines its ``STAGES`` tuple; importing it changes nothing. The course order
is the order below (lesson 2, then 3...), and a stage's number in its lesson is its place there.
"""

from __future__ import annotations

from ..i18n import _
from . import building, capturing, practice, replies, royal, strategy, sweeps, trailing
from .stages import SERIES_HEADINGS, Stage

__all__ = ["STAGES", "MODULES", "get_stage", "number", "heading"]

#: The stage modules in course order (not alphabetical: the order of STAGES is the course's).
MODULES = (capturing, building, trailing, sweeps, royal, strategy, replies, practice)


def _by_name() -> dict[str, Stage]:
    stages: dict[str, Stage] = {}
    for module in MODULES:
        for stage in module.STAGES:
            if stage.name in stages:
                raise ValueError(f"two stages are called {stage.name!r}")
            stages[stage.name] = stage
    return stages


#: Every stage, by name, in course order.
STAGES: dict[str, Stage] = _by_name()


def _numbers() -> dict[str, int]:
    """Each numbered stage's place in its series within its lesson, in course order (lesson 3's stages
    from building, then its reply stages, then joining builds: 1 to 13)."""
    numbers: dict[str, int] = {}
    counts: dict[tuple[int, str], int] = {}
    for stage in STAGES.values():
        if stage.series:
            key = (stage.lesson, stage.series)
            counts[key] = numbers[stage.name] = counts.get(key, 0) + 1
    return numbers


_NUMBERS = _numbers()


def number(stage: Stage | str) -> int | None:
    """The stage's place in its series within its lesson (1, 2, ...), None if it has no series."""
    return _NUMBERS.get(stage if isinstance(stage, str) else stage.name)


def heading(stage: Stage | str) -> str:
    """The stage's heading in the language in use: "Stage 3: Several sets at once", numbered by its place."""
    stage = get_stage(stage) if isinstance(stage, str) else stage
    place = number(stage)
    if place is None:
        return stage.title
    return _(SERIES_HEADINGS[stage.series], number=place, title=stage.title)


def get_stage(name: str) -> Stage:
    """The stage called ``name``, with the list of names when there is none."""
    try:
        return STAGES[name]
    except KeyError:
        raise KeyError(f"no stage called {name!r}; the stages are: {', '.join(STAGES)}") from None
