"""Legal-move generation on hand-made positions that the shared file does not cover."""

from __future__ import annotations

from casino_learn import Build, GameState, Move, Table, get_rules, parse_card, parse_cards


def position(variant: str, hand: str, loose: str, builds: tuple[Build, ...] = (), players: int = 2, mover: int = 0, **options: object) -> GameState:
    rules = get_rules(variant, **options)
    hands = [()] * players
    hands[mover] = tuple(sorted(parse_cards(hand)))
    return GameState(rules, players, (mover - 1) % players, mover, tuple(hands), Table(tuple(sorted(parse_cards(loose))), builds))


def build(bid: str, value: int, owner: int, *groups: str) -> Build:
    return Build(bid, value, tuple(tuple(parse_cards(g)) for g in groups), owner)


def moves(state: GameState) -> set[str]:
    return {str(m) for m in state.legal_moves}


def test_royal_ace_on_ace_may_be_14_or_2() -> None:
    s = position("royal", "AS AD 2C", "AH")
    got = moves(s)
    assert {"AS capture AH", "AS build 14 AH", "AS build 2 AH"} <= got
    assert not any(m.startswith("AS build 1 ") for m in got)  # R15: 1 is never declared in Royal
    assert "AS trail" not in got  # R14: a loose ace is on the table


def test_classic_ace_on_ace_may_be_1_multiple_or_2() -> None:
    s = position("classic", "AS AD 2C", "AH")
    assert {"AS capture AH", "AS build 1 AH", "AS build 2 AH", "AS trail"} <= moves(s)


def test_face_card_capture_all_option_takes_every_match() -> None:
    one = position("classic", "QS", "QC QD 5H")
    assert moves(one) == {"QS capture QC", "QS capture QD", "QS trail"}
    every = position("classic", "QS", "QC QD 5H", face_card_capture="all")
    assert moves(every) == {"QS capture QD QC", "QS trail"}


def test_owner_may_trail_relaxes_r9_but_not_r8() -> None:
    b = (build("B1", 8, 0, "5C 3D"),)
    s = position("classic", "8H 4C", "9D", b, owner_may_trail=True)
    got = moves(s)
    assert "4C trail" in got and "8H trail" not in got  # the 8 is the last card that captures B1
    assert "4C trail" not in moves(position("classic", "8H 4C", "9D", b))


def test_partner_build_may_be_captured_and_matched_but_not_extended() -> None:
    b = (build("B1", 9, 2, "5H 4C"),)
    s = position("royal", "9S 9D 5D", "4S", b, players=4)
    got = moves(s)
    assert "9S capture B1" in got  # capturing a partner's build is allowed (R13)
    assert "5D build 9 4S" in got  # a separate build of the same value is allowed (A13)
    assert "5D build 9 4S B1" not in got  # but not absorbing the partner's build (R13)
    opponent = (build("B1", 9, 1, "5H 4C"),)
    assert "5D build 9 4S B1" in moves(position("royal", "9S 9D 5D", "4S", opponent, players=4))


def test_one_card_captures_several_builds_and_sets() -> None:
    b = (build("B1", 7, 1, "4C 3D"), build("B2", 7, 1, "7S", "5D 2C"))
    s = position("classic", "7H", "7C 6S AD", b)
    got = moves(s)
    assert "7H capture AD 6S 7C B1 B2" in got and "7H capture B1 B2" in got and "7H capture B2" in got


def test_raise_with_extra_sets_of_the_new_value() -> None:
    b = (build("B1", 6, 1, "4C 2D"),)
    s = position("classic", "2S 8H", "8D 5C 3H", b)
    got = moves(s)
    assert "2S build 8 B1" in got and "2S build 8 8D B1" in got and "2S build 8 3H 5C 8D B1" in got
    assert "2S build 8 3H B1" not in got  # R11: the 3 alone is not a set of 8


def test_classic_face_cards_never_build_and_royal_faces_do() -> None:
    assert not any(" build " in m for m in moves(position("classic", "JH 5C", "JD 5S")))
    assert "2C build 13 JD" in moves(position("royal", "2C KS", "JD"))


def test_generator_is_deterministic_and_deduplicated() -> None:
    s = position("classic", "8H 8S 3C 5D", "AC 2D 3S 5C 6H 8D")
    first = [str(m) for m in s.legal_moves]
    again = [str(m) for m in position("classic", "8H 8S 3C 5D", "AC 2D 3S 5C 6H 8D").legal_moves]
    assert first == again and len(first) == len(set(first))
    legal = s.legal_moves
    assert Move.parse("8H capture 8D") in legal and "8H capture 8D" in legal and len(legal) == legal.count()
    assert legal.with_card("8H") and all(m.card is parse_card("8H") for m in legal.with_card("8H"))


def test_sweep_counts_and_final_play_option() -> None:
    s = position("royal", "9S", "5D 4C")
    after = s.apply("9S capture 4C 5D")
    # the position has no other cards: this was the last play of the deal, and by default a sweep
    assert after.deal_over and after.sweeps == (1, 0)
    off = position("royal", "9S", "5D 4C", sweep_on_final_play=False).apply("9S capture 4C 5D")
    assert off.sweeps == (0, 0)


def test_one_line_lesson_positions() -> None:
    import casino_learn as cl

    s = cl.position("classic", hand="9S 3C", table="4S 5H 2D", builds=[cl.Build.of("B1", 9, "5C+4D", owner=0)])
    assert moves(s) == {"3C build 9 2D 4S", "3C build 9 2D 4S B1", "9S capture B1", "9S capture 4S 5H B1"}
    multiple = cl.Build.of("B2", 8, "8S, 5D+3C", owner=1)
    assert multiple.shape == "multiple" and [len(g) for g in multiple.groups] == [1, 2]


def test_a_position_that_breaks_r8_is_refused_clearly() -> None:
    import pytest

    import casino_learn as cl

    with pytest.raises(cl.PositionError, match="owns B1 .* R8"):
        cl.position("classic", hand="2C 3D", table="4S", builds=[cl.Build.of("B1", 9, "5C+4D", owner=0)])


def test_legal_moves_view_made_lazily_agrees_with_itself() -> None:
    """Moves handed out by index (as random.choice does) equal the listed ones, every listed
    move is found again by ``in`` and has a plan, and slices work."""
    import random

    s = position("classic", "8H 3C 5D", "AC 2D 3S 5C 6H", (build("B1", 8, 1, "6S 2C"), build("B2", 5, 0, "4D AH")))
    fresh = s.legal_moves
    picked = [fresh[i] for i in range(len(fresh))]  # before the whole list is ever made
    listed = list(s.legal_moves)
    assert picked == listed and len(listed) == len(set(listed)) > 10
    assert all(m in fresh and fresh.plan(m) is not None for m in listed)
    assert fresh[1:3] == listed[1:3] and fresh[-1] == listed[-1]
    assert random.Random(4).choice(fresh) == random.Random(4).choice(listed)
    copy = Move.parse(str(listed[-1]))  # an equal move made elsewhere is found too
    assert copy in fresh and fresh.plan(copy) == fresh.plan(listed[-1])


def test_moves_that_cannot_be_keyed_are_simply_not_legal() -> None:
    s = position("classic", "8H 3C 5D", "AC 2D 3S 5C 6H", (build("B1", 8, 1, "6S 2C"),))
    legal = s.legal_moves
    assert "8H capture 6S 2C" not in legal  # cards of a build are not loose cards
    assert "8H capture B7" not in legal  # no such build
    assert "9S trail" not in legal  # not in the hand
    assert "3C build 99 5C" not in legal and "3C build 0 5C" not in legal  # impossible values
    assert "3C build 8 5C" in legal and "8H capture B1" in legal
    assert Move(parse_card("8H"), "capture", None, frozenset(), frozenset({"B1"})) in legal
    assert 42 not in legal and "not a move" not in legal


def test_a_table_with_two_builds_of_the_same_id_is_refused() -> None:
    import pytest

    from casino_learn import PositionError

    with pytest.raises(PositionError, match=r"B1.*own id \(§4\)"):
        Table(tuple(parse_cards("AC")), (build("B1", 8, 1, "6H 2H"), build("B1", 8, 1, "4S 4C")))


def test_unions_of_v_sets_as_bits_match_the_set_method() -> None:
    import random

    from casino_learn.rules.movegen import disjoint_unions

    rng = random.Random(5)
    for n in range(6, 11):
        for _ in range(20):
            vsets = sorted({rng.randrange(1, 1 << n) for _ in range(rng.randrange(1, 12))})
            unions = {0}
            for s in vsets:
                unions |= {m | s for m in unions if not m & s}
            assert disjoint_unions(vsets, n) == tuple(sorted(unions))


def test_big_tables_keep_the_set_method_for_unions(monkeypatch) -> None:
    """The bit-map method needs 2**n-bit integers, so 20 cards that can take part must not use it."""
    from casino_learn.rules import movegen

    def refuse(vsets: object, n: int) -> tuple[int, ...]:
        raise AssertionError(f"disjoint_unions called for {n} cards")

    monkeypatch.setattr(movegen, "disjoint_unions", refuse)
    loose = sorted(parse_cards("6S 6H 6D 6C 7S 7H 7D 7C 8S 8H 8D 8C 9S 9H 9D 9C 10S 10H 10D 5S"))
    movegen.clear_caches()
    _, unions = movegen.value_sets(get_rules("classic"), loose, 10)
    assert len(unions) > 1


def test_odd_moves_made_around_the_constructor_are_not_legal() -> None:
    s = position("classic", "8H 3C 5D", "AC 2D 3S 5C 6H")
    trail = Move.parse("8H trail")
    build8 = Move.parse("3C build 8 5C")
    assert trail in s.legal_moves and build8 in s.legal_moves
    assert trail._replace(value=0) not in s.legal_moves  # a trail declares no value
    assert build8._replace(value=8.0) not in s.legal_moves and build8._replace(value=True) not in s.legal_moves
