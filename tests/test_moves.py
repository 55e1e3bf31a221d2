from __future__ import annotations

import pytest

from casino_learn import Move, MoveParseError
from casino_learn.rules.cards import parse_card


@pytest.mark.parametrize(
    "text,canonical",
    [
        ("9D trail", "9D trail"),
        ("8H capture 8D 6H+2D", "8H capture 2D 6H 8D"),
        ("8h x 8d, 6h, 2d, b1", "8H capture 2D 6H 8D B1"),
        ("3C build 8 5S B1", "3C build 8 5S B1"),
        ("ten of diamonds capture 10S", "10D capture 10S"),
        ("A♠ build 14 9C 5D", "AS build 14 5D 9C"),
    ],
)
def test_notation_round_trips(text: str, canonical: str) -> None:
    move = Move.parse(text)
    assert str(move) == canonical
    assert Move.parse(str(move)) == move
    assert Move.from_json(move.to_json()) == move


@pytest.mark.parametrize(
    "text,fragment",
    [
        ("", "empty"),
        ("8H 8D", "names no kind"),
        ("8H capture", "must name the table cards"),
        ("3C build 5S", "declared value"),
        ("9D trail 8D", "takes nothing"),
        ("8X capture 8D", "'8X'"),
        ("8H capture 8D 6Q", "'6Q'"),
        ("capture 8H 8D", "played card first"),
    ],
)
def test_parse_errors_say_what_is_wrong(text: str, fragment: str) -> None:
    with pytest.raises(MoveParseError) as info:
        Move.parse(text)
    assert fragment in str(info.value)


def test_identity_ignores_order_and_grouping() -> None:
    a = Move.capture("8H", ["6H", "2D", "8D"])
    b = Move.parse("8H capture 8D 2D+6H")
    assert a == b and hash(a) == hash(b) and a.identity() == b.identity()
    assert Move.trail("8H") != Move.trail("8D")  # two cards of the same rank are different moves
    assert Move.build("AS", 14, "AH") != Move.build("AS", 2, "AH")


def test_json_objects_of_section_15() -> None:
    m = Move.build("3C", 8, "5S B1")
    assert m.to_json(shape="multiple") == {"card": "3C", "kind": "build", "value": 8, "use": ["5S", "B1"], "shape": "multiple"}
    c = Move.from_json({"card": "8H", "kind": "capture", "take": ["2D", "6H", "B1"], "clears_table": False})
    assert c.card is parse_card("8H") and c.builds == {"B1"}
    with pytest.raises(MoveParseError):
        Move.from_json({"card": "8H"})


def test_moves_are_validated_on_construction() -> None:
    with pytest.raises(ValueError):
        Move(parse_card("8H"), "fold")
    with pytest.raises(ValueError):
        Move(parse_card("8H"), "build")
