"""The move builder's words when Play cannot make a move (second learner trial, issue 23)."""

from __future__ import annotations

import re

import casino_learn as cl
from casino_learn.rules.cards import parse_cards
from casino_learn.rules.table import Build
from casino_learn.widgets.move_builder import MoveBuilder


def test_play_with_no_action_says_a_builds_value_is_the_cards_sum() -> None:
    """The second learner trial: Play with 8♥ and 8♦ said "a build cannot be declared 16", a value the
    learner never chose; it now says the cards add up to 16, more than any card captures."""
    own = Build("B1", 8, (tuple(parse_cards("5C 3D")),), 0)
    builder = MoveBuilder(cl.position("classic", hand="4S 6S 8H", table="2C 4C 8D", builds=(own,)))
    builder.select("8H").select("8D")
    builder.play()
    said = re.sub("<[^>]+>", "", builder.feedback.value)
    assert "(R8)" in said and "add up to 16" in said and "declared 16" not in said
