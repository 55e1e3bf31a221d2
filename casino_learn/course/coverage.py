"""The course's coverage map: for every rule and scoring item, where it is taught and how it is practised.

Each item of :data:`casino_learn.exercises.practice_map.ITEMS` (R1-R15, the deal, each scoring
item, sweeps and their cancellation, leftovers, partnerships, the Royal values, count-out and
overtime) is **taught** by stages (their ``rules``) or by a lesson section (:data:`TAUGHT_IN_TEXT`),
and **practised** by stage tasks or by exercises a lesson embeds with a spec from
:data:`~casino_learn.exercises.practice_map.PRACTICE_MAP`. ``tests/test_course_coverage.py``
keeps the map true: a gap, a missing heading or an exercise no lesson embeds fails it.
"""

from __future__ import annotations

import re

from ..i18n import _
from .catalog import STAGES, get_stage, heading
from .stages import Stage

__all__ = ["STAGE_ITEMS", "TAUGHT_IN_TEXT", "TAUGHT_BEFORE_STAGE", "REASON_BEFORE_NAME", "stages_for", "rules_met", "where_met", "rules_met_before", "where_met_after"]

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


#: Rules a lesson's section teaches with their number just before a stage of the same lesson: (the stage, the
#: section's heading). From that stage on a refusal names them (review 14: lesson 1's "Face cards: the face-card rule
#: (R5)" prints an R5 refusal, and the value practice below it said "You will meet this rule in Practice: face cards").
TAUGHT_BEFORE_STAGE: dict[str, tuple[str, str]] = {
    "R5": ("card-values", "Face cards: the face-card rule (R5)"),
}


def stages_for(item: str) -> list[str]:
    """The stages that teach ``item`` and practise it with their tasks."""
    named = set(STAGE_ITEMS.get(item, ()))
    return [name for name, stage in STAGES.items() if item in stage.rules or name in named]


_RULE_NUMBER = re.compile(r"R\d+")


def _lesson_of(notebook: str) -> int:
    return int(notebook.split("_", 1)[0])


def _course_order() -> list[Stage]:
    """The stages in the order a learner meets them: by lesson, then as the catalog lists them."""
    return sorted(STAGES.values(), key=lambda stage: stage.lesson)  # sorted() is stable


def rules_met(stage: Stage | str) -> frozenset[str]:
    """The rule numbers (R1-R15) a learner has met by ``stage``: its own, every earlier stage's and
    those an earlier lesson's text teaches (R1, lesson 00). A refusal in the stage names only these by
    number (issue 23, trial 19: lesson 3's Stage 1 refused a build "(R7)", Stage 2's rule)."""
    stage = get_stage(stage) if isinstance(stage, str) else stage
    met: set[str] = set()
    for earlier in _course_order():
        met.update(code for code in earlier.rules if _RULE_NUMBER.fullmatch(code))
        met.update(rule for rule, (first, _heading) in TAUGHT_BEFORE_STAGE.items() if earlier.name == first)
        if earlier is stage:
            break
    met.update(item for item, places in TAUGHT_IN_TEXT.items()
               if _RULE_NUMBER.fullmatch(item) and min(_lesson_of(notebook) for notebook, _heading in places) < stage.lesson)
    return frozenset(met)


#: Rules whose reason a stage teaches before the stage that names them: from the stage given here on, a
#: refusal under the rule gives its reason with no pointer to a later stage. R11's groups ("5♥ needs table
#: cards adding up to 2 to make 7") are how lesson 3's Stage 1 makes a build; its name and number come
#: with raising (Stage 9), and "You will meet this rule in Stage 9" under a plain build read wrong.
#: R2's reason (a card takes only what is worth exactly its value) is lesson 1's value practice itself: "You will meet
#: this rule in lesson 2" under it read as if it were still to come (trial 25).
REASON_BEFORE_NAME: dict[str, str] = {"R11": "making-a-build", "R2": "card-values"}


def where_met(rule: str, stage: Stage | str) -> str:
    """Where a learner in ``stage`` will meet ``rule`` ("R7"), in the language in use: "You will meet
    this rule in Stage 2: Keep a card to capture it." in the same lesson, else the lesson's number
    ("" for a rule whose reason the learner has already met, :data:`REASON_BEFORE_NAME`)."""
    stage = get_stage(stage) if isinstance(stage, str) else stage
    order = _course_order()
    first = REASON_BEFORE_NAME.get(rule)
    if first is not None and order.index(stage) >= order.index(get_stage(first)):
        return ""
    for later in order[order.index(stage) + 1:]:
        if rule in later.rules:
            if later.lesson == stage.lesson:
                return _("You will meet this rule in {stage}.", stage=heading(later))
            return _("You will meet this rule in lesson {number}.", number=later.lesson)
    return _("You will meet this rule in a later lesson.")


def rules_met_before(lesson: int) -> frozenset[str]:
    """The rule numbers a learner has met at the start of ``lesson``, outside a stage: every earlier lesson's stages
    and those a lesson's text teaches up to this one (R1 in lesson 00; lesson 00's live table, review 11)."""
    met = {code for stage in STAGES.values() if stage.lesson < lesson for code in stage.rules if _RULE_NUMBER.fullmatch(code)}
    met.update(item for item, places in TAUGHT_IN_TEXT.items()
               if _RULE_NUMBER.fullmatch(item) and min(_lesson_of(notebook) for notebook, _heading in places) <= lesson)
    return frozenset(met)


def where_met_after(rule: str, lesson: int) -> str:
    """Where a learner at the start of ``lesson`` will meet ``rule``: "You will meet this rule in lesson 2." (a
    stage of this lesson is named by its heading, as :func:`where_met` does)."""
    for later in _course_order():
        if rule in later.rules and later.lesson >= lesson:
            if later.lesson == lesson:
                return _("You will meet this rule in {stage}.", stage=heading(later))
            return _("You will meet this rule in lesson {number}.", number=later.lesson)
    return _("You will meet this rule in a later lesson.")
