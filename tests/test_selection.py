"""MoveSelection: what a selection can become, without widgets (issue 12's session model)."""

from __future__ import annotations

import pytest

import casino_learn as cl
from casino_learn.play.selection import MoveSelection

LESSON_00 = dict(hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D")


def test_no_build_value_is_offered_when_no_build_is_legal() -> None:
    s = MoveSelection(cl.position("classic", **LESSON_00)).toggle("8H").toggle("5C").toggle("2D")
    assert s.values == () and not any(s.actions.values())
    assert "R15" in s.why_not("build") and "R2" in s.why_not("capture")
    assert "unselect" in s.why_not("trail")


def test_a_single_legal_value_needs_no_question() -> None:
    s = MoveSelection(cl.position("classic", **LESSON_00)).toggle("3C").toggle("5C")
    assert s.actions == {"capture": False, "build": True, "trail": False}
    assert s.values == (8,)
    s = s.choose("build")
    assert not s.needs_value and str(s.move) == "3C build 8 5C"


def test_several_legal_values_are_all_offered_and_none_is_chosen() -> None:
    s = MoveSelection(cl.position("classic", hand="5D 5S 10H", table="5C")).toggle("5D").toggle("5C").choose("build")
    assert s.values == (5, 10)
    assert s.needs_value and s.move is None  # §6.4: ask, never guess
    assert str(s.declare(10).move) == "5D build 10 5C"
    assert str(s.declare(5).move) == "5D build 5 5C"


def test_partner_and_opponent_builds_in_royal() -> None:
    team = cl.position("royal", hand="2S 5D 7H 9C", table="4C 3D", players=4,
                       builds=[cl.Build.of("B1", 5, "3C+2H", owner=2), cl.Build.of("B2", 7, "4S+3H", owner=1)])
    partner = MoveSelection(team).toggle("2S").toggle("B1")
    assert not partner.actions["build"] and "R13" in partner.why_not("build")
    opponent = MoveSelection(team).toggle("2S").toggle("B2").choose("build")
    assert opponent.values == (9,) and str(opponent.move) == "2S build 9 B2"


def test_trail_capture_and_bad_items() -> None:
    s = MoveSelection(cl.position("classic", **LESSON_00))
    assert s.why_not("capture") == "Choose a card from your hand first."
    s = s.toggle("10S")
    assert s.actions["trail"] and str(s.choose("trail").move) == "10S trail"
    s = s.toggle("8H")  # another hand card replaces the first
    assert s.card == cl.Card.parse("8H")
    s = s.toggle("8D").choose("capture")
    assert str(s.move) == "8H capture 8D"
    with pytest.raises(ValueError, match="B7"):
        s.toggle("B7")
    with pytest.raises(ValueError, match="neither in your hand"):
        s.toggle("KD")


def test_a_raise_with_table_cards_is_explained_without_a_value_nobody_chose() -> None:
    """Issue 23's trial: raising a build of 5 with 2♠ and a loose 2♦ (meaning 9) was explained as
    "2♠ needs table cards adding up to 3 to make 5 (R11)": a value the learner never chose."""
    state = cl.position("classic", hand="2S 7C 10D", table="2D 6H", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
    s = MoveSelection(state).toggle("2S").toggle("B1").toggle("2D")
    assert not any(s.actions.values())
    why = s.why_not("build")
    assert "(R11)" in why and "2♠ raises B1 from 5 to 7" in why and "a group worth exactly 7" in why and why.startswith("2♦ cannot join B1")
    # trial 29: the sentence starts from the cards chosen, not a value that looks guessed; trial 40: it says first, and
    # plainly, that the table card cannot join
    assert "adding up to 3" not in why
    # trial 4: a loose card worth the build's old value is no help either: the groups must be worth the new one
    state = cl.position("classic", hand="2S 8C 10D", table="6H 4C", builds=[cl.Build.of("B1", 6, "4D+2H", owner=1)])
    s = MoveSelection(state).toggle("2S").toggle("B1").toggle("6H")
    assert "2♠ raises B1 from 6 to 8" in s.why_not("build") and "worth exactly 8" in s.why_not("build")
    assert s.why_not("build").startswith("6♥ cannot join B1: only the card you play changes a build's value.")


def test_a_face_card_among_the_table_cards_is_r5_not_r6() -> None:
    s = MoveSelection(cl.position("classic", hand="6C 9H", table="KD 3S")).toggle("6C").toggle("KD")
    assert "K♦ is a face card" in s.why_not("build") and "(R5)" in s.why_not("build")
