"""The course's coverage map: for every rule and scoring item, where it is taught and how it is practised.

Each item of :data:`casino_learn.exercises.practice_map.ITEMS` (R1-R15, the deal, each scoring
item, sweeps and their cancellation, leftovers, partnerships, the Royal values, count-out and
overtime) is **taught** by stages (their ``rules``) or by a lesson section (:data:`TAUGHT_IN_TEXT`),
and **practised** by stage tasks or by exercises a lesson embeds with a spec from
:data:`~casino_learn.exercises.practice_map.PRACTICE_MAP`. ``tests/test_course_coverage.py``
keeps the map true: a gap, a missing heading or an exercise no lesson embeds fails it.
"""

from __future__ import annotations

from .catalog import STAGES

__all__ = ["STAGE_ITEMS", "TAUGHT_IN_TEXT", "stages_for"]

#: Items a stage teaches and practises besides the rule numbers in its ``rules``.
STAGE_ITEMS: dict[str, tuple[str, ...]] = {
    "sweeps": ("sweep", "royal-no-trailing-a-matched-card", "sweep-risk"),
    "Royal values": ("royal-values", "royal-builds"),
    "Royal ace": ("royal-values", "royal-builds"),
    "partnerships": ("royal-partners",),
    "Big Casino": ("points-first",),
    "Little Casino": ("points-first",),
    "aces": ("points-first",),
    "merging builds": ("merging-builds",),
    "Royal ace raise": ("royal-ace-raise",),
    "Classic partners": ("partners-builds",),
}

#: Items taught in a lesson's text: (lesson notebook, the heading of the section that teaches it).
TAUGHT_IN_TEXT: dict[str, tuple[tuple[str, str], ...]] = {
    "R1": (("00_start_here", "Clicking cards"), ("04_trailing_and_restrictions", "Stage 1: Trailing")),
    "the deal": (("04_trailing_and_restrictions", "The deal, walked through"),),
    "most cards": (("05_scoring_and_sweeps", "The eleven points"),),
    "most spades": (("05_scoring_and_sweeps", "The eleven points"),),
    "Big Casino": (("05_scoring_and_sweeps", "The eleven points"),),
    "Little Casino": (("05_scoring_and_sweeps", "The eleven points"),),
    "aces": (("05_scoring_and_sweeps", "The eleven points"),),
    "sweeps": (("05_scoring_and_sweeps", "A sweep: clear the table"), ("06_royal_casino", "Sweeps score, and cancel (§10)")),
    "sweep cancellation": (("06_royal_casino", "Sweeps score, and cancel (§10)"),),
    "leftovers": (("05_scoring_and_sweeps", "The end of a deal"),),
    "leftovers to nobody": (("05_scoring_and_sweeps", "The end of a deal"),),
    "partnerships": (("06_royal_casino", "Four players: two partnerships (§2, R13)"),),
    "Royal values": (("06_royal_casino", "Royal stage 1: Royal values and the ace (§1.2, §1.3)"),),
    "Royal ace": (("06_royal_casino", "Royal stage 1: Royal values and the ace (§1.2, §1.3)"),),
    "count-out": (("06_royal_casino", "The count-out (§12.1)"), ("06_royal_casino", "The locks on 18, 19 and 20 (§12.2)")),
    "overtime": (("06_royal_casino", "Overtime (§12.3)"),),
    "direction of play": (("06_royal_casino", "The direction of play (§2)"),),
    "three players": (("06_royal_casino", "Three players: sweeps and ties (§10, §11.1)"),),
}


def stages_for(item: str) -> list[str]:
    """The stages that teach ``item`` and practise it with their tasks."""
    named = set(STAGE_ITEMS.get(item, ()))
    return [name for name, stage in STAGES.items() if item in stage.rules or name in named]
