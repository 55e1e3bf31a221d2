"""Every stage of the course, in course order: built from the stage modules' own lists.

A stage module only defines its ``STAGES`` tuple; importing it changes nothing. The course order
is the order below (lesson 2, then 3...), and a stage's number in its lesson is its place there.
"""

from __future__ import annotations

from . import building, capturing, practice, replies, royal, strategy, sweeps, trailing
from .stages import Stage

__all__ = ["STAGES", "MODULES", "get_stage"]

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


def get_stage(name: str) -> Stage:
    """The stage called ``name``, with the list of names when there is none."""
    try:
        return STAGES[name]
    except KeyError:
        raise KeyError(f"no stage called {name!r}; the stages are: {', '.join(STAGES)}") from None
