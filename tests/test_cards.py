from __future__ import annotations

import random

import pytest

from casino_learn import Card, CardParseError, Suit, full_deck, parse_card, parse_cards, shuffled_deck


@pytest.mark.parametrize(
    "text",
    ["10D", "10♦", "T♦", "td", "TD", "10 of diamonds", "ten of diamonds", "Ten Of Diamonds", " 10d ", "10♢", "10 diamond"],
)
def test_every_way_of_writing_the_ten_of_diamonds(text: str) -> None:
    assert parse_card(text) is Card(10, Suit.DIAMONDS)


@pytest.mark.parametrize(
    "text,code",
    [("AS", "AS"), ("Ace of Spades", "AS"), ("a♠", "AS"), ("KH", "KH"), ("king of hearts", "KH"), ("qc", "QC"),
     ("j♦", "JD"), ("2s", "2S"), ("two of spades", "2S"), ("9 of clubs", "9C")],
)
def test_parse_names(text: str, code: str) -> None:
    assert parse_card(text).code == code


@pytest.mark.parametrize(
    "bad,fragment",
    [("11D", "'11' is not a rank"), ("ZZ", "'ZZ'"), ("10X", "'10X'"), ("", "nothing"), ("eleven of hearts", "'eleven' is not a rank"),
     ("ten of swords", "'swords' is not a suit"), ("1D", "'1' is not a rank")],
)
def test_bad_tokens_name_the_token_and_what_was_expected(bad: str, fragment: str) -> None:
    with pytest.raises(CardParseError) as info:
        parse_card(bad)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_parse_several_with_any_separator() -> None:
    cards = parse_cards("8D 6H+2D, ten of clubs; AS")
    assert [c.code for c in cards] == ["8D", "6H", "2D", "10C", "AS"]
    with pytest.raises(CardParseError) as info:
        parse_cards("8D 6X 2D")
    assert info.value.token == "6X"


def test_canonical_order_rank_then_suit() -> None:
    deck = full_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert [c.code for c in deck[:5]] == ["AS", "AH", "AD", "AC", "2S"]
    assert deck[-1].code == "KC"
    assert sorted(parse_cards("KC 2S AH 10D 10S")) == parse_cards("AH 2S 10S 10D KC")


def test_cards_are_interned_immutable_values() -> None:
    c = parse_card("10D")
    assert c is Card.parse("ten of diamonds") and c == Card(10, "D")
    assert str(c) == "10D" and c.symbol == "10♦" and c.name == "10 of diamonds"
    assert parse_card(repr(c).split("'")[1]) is c
    with pytest.raises(AttributeError):
        c.rank = 3  # type: ignore[misc]
    import copy
    import pickle

    assert pickle.loads(pickle.dumps(c)) is c and copy.deepcopy(c) is c


def test_shuffle_comes_only_from_the_injected_rng() -> None:
    a = shuffled_deck(random.Random(42))
    b = shuffled_deck(random.Random(42))
    c = shuffled_deck(random.Random(43))
    assert a == b and a != c and sorted(a) == list(full_deck())
