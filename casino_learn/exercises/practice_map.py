"""Where each rule of the course is practised: pure data for the lessons (issue 15).

:data:`PRACTICE_MAP` maps each coverage item (the restrictions R1-R15 and the other rules the
lessons teach) to exercise specs that **certainly** practise it (an item with no spec is practised by
the live-table stages the coverage map names, :data:`casino_learn.course.coverage.STAGE_ITEMS`): every exercise made from the
spec, whatever its seed, contains the rule (``tests/test_practice_map.py`` checks this by
looking at the generated positions and answers). A lesson embeds a spec as
``make_exercise(spec.kind, seed, spec.variant, spec.difficulty, **spec.options)``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

__all__ = ["ITEMS", "PRACTICE_MAP", "Spec"]


class Spec(NamedTuple):
    """One way to make exercises: kind, variant, difficulty and the generator's options."""

    kind: str
    variant: str
    difficulty: int
    options: dict[str, Any] = {}


def _spot(rule: str, *variants: str) -> list[Spec]:
    """spot_illegal whose illegal move breaks ``rule`` first."""
    return [Spec("spot_illegal", v, 2, {"rule": rule}) for v in variants]


BOTH = ("classic", "royal")

PRACTICE_MAP: dict[str, list[Spec]] = {
    "R1": _spot("R1", *BOTH),
    "R2": _spot("R2", *BOTH),
    "R3": _spot("R3", *BOTH),
    "R4": _spot("R4", *BOTH),
    "R5": _spot("R5", "classic") + [Spec("card_values", "classic", 3)],
    "R6": _spot("R6", *BOTH),
    "R7": _spot("R7", *BOTH) + [Spec("which_builds", "classic", 1), Spec("which_builds", "royal", 1)],
    "R8": _spot("R8", *BOTH),
    "R9": _spot("R9", *BOTH),
    "R10": _spot("R10", *BOTH) + [Spec("raise_or_add", "classic", 2), Spec("raise_or_add", "royal", 2)],
    "R11": _spot("R11", *BOTH),
    "R12": _spot("R12", "royal") + [Spec("raise_or_add", "royal", 2)],
    "R13": _spot("R13", "royal") + [Spec("raise_or_add", "royal", 3)],
    "R14": _spot("R14", "royal"),
    "R15": _spot("R15", *BOTH) + [Spec("which_builds", "classic", 3), Spec("which_builds", "classic", 2, {"focus": "ace"})],
    # most_players=3 in Classic: lessons 04-05 come before partnerships (lesson 06; trial 25)
    "the deal": [Spec("the_deal", "classic", 1, {"most_players": 3}), Spec("the_deal", "classic", 2, {"most_players": 3}),
                 Spec("the_deal", "royal", 2), Spec("the_deal", "classic", 3, {"most_players": 3})],
    "most cards": [Spec("score_deal", "classic", 2), Spec("score_deal", "royal", 2)],
    "most spades": [Spec("score_deal", "classic", 2), Spec("score_deal", "royal", 2)],
    "Big Casino": [Spec("score_deal", "classic", 2), Spec("score_deal", "royal", 2)],
    "Little Casino": [Spec("score_deal", "classic", 2), Spec("score_deal", "royal", 2)],
    "aces": [Spec("score_deal", "classic", 2), Spec("score_deal", "royal", 2)],
    "sweeps": [Spec("sweeps_and_leftovers", "classic", 1), Spec("sweeps_and_leftovers", "royal", 1),
               Spec("score_deal", "royal", 2)],
    "sweep cancellation": [Spec("sweeps_and_leftovers", "royal", level, {"case": "cancel"}) for level in (1, 2, 3)],
    "leftovers": [Spec("the_deal", "classic", 3, {"question": "leftovers", "most_players": 3}),
                  Spec("the_deal", "royal", 3, {"question": "leftovers"})],
    "leftovers to nobody": [Spec("the_deal", "classic", 3, {"question": "no_capture", "most_players": 3})],
    "partnerships": [Spec("score_deal", "classic", 2, {"partnership": True}), Spec("score_deal", "royal", 2, {"partnership": True}),
                     Spec("raise_or_add", "royal", 3)],
    "Royal values": [Spec("card_values", "royal", 3), Spec("which_builds", "royal", 2, {"focus": "high"})],
    "Royal ace": [Spec("card_values", "royal", 3), Spec("which_builds", "royal", 2, {"focus": "ace"})],
    "count-out": [Spec("royal_count_out", "royal", 1), Spec("royal_count_out", "royal", 2)],
    "overtime": [Spec("royal_count_out", "royal", 3, {"overtime": True})],
    # Issue 23: the missing practice. Three players: sweeps cancel three ways (§10, A19), a tie at the top (A20).
    "direction of play": [Spec("the_deal", "royal", 2, {"question": "left_starts"}),
                          Spec("the_deal", "classic", 2, {"question": "left_starts"})],
    "three players": [Spec("score_deal", "royal", 2, {"three_players": True})],
    # Practised by stages only (course/practice.py), so no exercise spec: the coverage map names the stage.
    "merging builds": [],
    "Royal ace raise": [],
    "Classic partners": [],
}

#: The coverage items, in the order above.
ITEMS: tuple[str, ...] = tuple(PRACTICE_MAP)
