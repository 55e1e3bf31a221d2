"""check(state, move): every broken rule, with its number and the cards, in words a learner reads."""

from __future__ import annotations

import pytest

from casino_learn import IllegalMoveError, Move
from casino_learn.rules.positions import state_from_json
from test_rules import build, position


def rules_of(state, text: str) -> list[str]:
    return [v.rule for v in state.check(text)]


def test_owner_may_not_trail_message_names_the_build() -> None:
    s = position("classic", "8H 4C", "9D", (build("B1", 8, 0, "5C 3D"),))
    [v] = s.check("4C trail")
    assert v.rule == "R9"
    assert "You own the build of 8 (B1), so you may not trail 4♣ (R9)" in v.message


def test_card_not_in_hand_is_r1() -> None:
    s = position("classic", "8H", "8D")
    v = s.check("7C trail")
    assert v[0].rule == "R1" and "You do not hold 7♣" in v[0].message
    assert s.check("8D capture 8H")[0].rule == "R1"


def test_missing_table_items_are_named() -> None:
    s = position("classic", "8H", "8D")
    v = s.check("8H capture 8C")
    assert "8♣ is not on the table (§6.1)" in v[0].message
    assert "8♥ is in your hand, not on the table (§6.1)" in s.check("8H capture 8H")[0].message
    assert "B7" in s.check("8H capture B7")[0].message


def test_every_broken_rule_is_listed() -> None:
    s = position("classic", "2S 9C", "4C", (build("B1", 6, 1, "3H 3D"), build("B2", 9, 0, "5D 4S")))
    assert rules_of(s, "2S build 12 4C B1") == ["R11", "R11", "R15", "R7"]
    assert rules_of(s, "9C capture 4C") == ["R2", "R8"]


def test_illegal_move_error_carries_move_violations_and_a_replayable_position() -> None:
    s = position("royal", "9H 4C KS", "9S 5H QD")
    with pytest.raises(IllegalMoveError) as info:
        s.apply("9H trail")
    err = info.value
    assert isinstance(err, ValueError)
    assert str(err.move) == "9H trail" and err.rules == ("R14",)
    assert "9H trail" in str(err) and "R14" in str(err)
    replay = state_from_json(err.position)
    assert {str(m) for m in replay.legal_moves} == {str(m) for m in s.legal_moves}


def test_build_messages_name_value_holders() -> None:
    s = position("royal", "2D 9S JH", "2C 7H", (build("B2", 10, 1, "6D 4S"),))
    [v] = s.check("2D build 12 B2")
    assert v.rule == "R7" and "no queen" in v.message
    r15 = position("royal", "AS AH", "AD").check("AS build 1 AD")
    assert r15[0].rule == "R15" and "declared 14" not in r15[0].message or "14" in r15[0].message


def test_check_accepts_text_and_move_objects() -> None:
    s = position("classic", "8H", "8D")
    assert s.check("8H capture 8D") == [] == s.check(Move.parse("8H capture 8D"))
