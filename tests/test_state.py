"""Dealing (§3), turns, rounds, the end of a deal (§9), views and the mutable Game."""

from __future__ import annotations

import random

import pytest

from casino_learn import Game, IllegalMoveError, full_deck, get_rules, new_deal
from casino_learn.agents import RandomAgent
from casino_learn.rules.state import rounds_per_deal


def test_canonical_deal_in_twos() -> None:
    stock = list(full_deck())
    s = new_deal(get_rules("classic"), 2, dealer=0, stock=stock)
    # pass 1: 2 to player 1, 2 to the table, 2 to the dealer; pass 2 the same
    assert s.hands[1] == tuple(sorted(stock[0:2] + stock[6:8]))
    assert s.table.loose == tuple(sorted(stock[2:4] + stock[8:10]))
    assert s.hands[0] == tuple(sorted(stock[4:6] + stock[10:12]))
    assert s.stock == tuple(stock[12:]) and s.to_move == 1


def test_deal_singly_when_asked() -> None:
    stock = list(full_deck())
    s = new_deal(get_rules("classic", deal_in_twos=False), 3, dealer=2, stock=stock)
    # order: seat 0, seat 1, table, dealer (seat 2), four times
    assert s.hands[0] == tuple(sorted(stock[0::4][:4]))
    assert s.table.loose == tuple(sorted(stock[2::4][:4]))
    assert s.hands[2] == tuple(sorted(stock[3::4][:4]))


@pytest.mark.parametrize("players,rounds", [(2, 6), (3, 4), (4, 3)])
def test_rounds_and_last_round_flag(players: int, rounds: int) -> None:
    assert rounds_per_deal(players) == rounds
    rng = random.Random(players)
    s = new_deal(get_rules("royal"), players, 0, rng)
    seen_rounds = []
    agent = RandomAgent()
    while not s.deal_over:
        seen_rounds.append((s.round, s.last_round))
        assert len(s.table.cards) + sum(map(len, s.hands)) + len(s.stock) + sum(map(len, s.piles)) == 52
        s = s.apply(agent.choose(s.view(s.to_move), rng))
    assert max(r for r, _ in seen_rounds) == rounds
    assert all(last == (r == rounds) for r, last in seen_rounds)
    assert s.cards_accounted() == 52


def test_every_round_starts_with_the_player_after_the_dealer() -> None:
    rng = random.Random(5)
    s = new_deal(get_rules("classic"), 3, dealer=1, rng=rng)
    agent = RandomAgent()
    while not s.deal_over:
        if sum(map(len, s.hands)) == 12:
            assert s.to_move == 2
        s = s.apply(agent.choose(s.view(s.to_move), rng))


def test_view_hides_other_hands() -> None:
    s = new_deal(get_rules("royal"), 3, 0, random.Random(1))
    v = s.view(2)
    assert v.hand == s.hands[2] and v.hand_sizes == (4, 4, 4)
    other = set(s.hands[0]) | set(s.hands[1])
    for name in v.__dataclass_fields__:
        value = getattr(v, name)
        if isinstance(value, tuple):
            flat = {c for x in value for c in (x if isinstance(x, tuple) else (x,))}
            assert not (flat & other), name
    assert set(v.unseen_cards()) >= other
    assert s.to_move == 1 and not v.legal_moves  # seat 2 is not to move
    assert s.view(s.to_move).legal_moves
    sampled = v.sample_state(random.Random(2))
    assert sampled.hands[2] == s.hands[2] and sampled.cards_accounted() == 52


def test_game_play_undo_history_and_scoring() -> None:
    game = Game("classic", players=2, seed=11, first_dealer=0)
    first = game.state
    played = game.legal_moves[0]
    text = game.play(played)
    assert text.startswith("Opponent ") and len(game.history) == 1 and game.history[0].move == played
    assert game.undo() == played
    assert game.state == first and game.history == []
    with pytest.raises(IllegalMoveError):
        game.play("KD capture 2C 3C 4C 5C")
    assert game.state == first
    rng = random.Random(3)
    agent = RandomAgent()
    while not game.deal_over:
        game.play_agent(agent, rng)
    assert game.deal_score is not None and sum(game.scores) > 0
    with pytest.raises(ValueError, match="scored"):
        game.undo()
    game.next_deal()
    assert game.state.dealer == 1 and not game.history


def test_leftovers_go_to_the_last_capturer_or_nobody() -> None:
    s = new_deal(get_rules("classic"), 2, 0, random.Random(9))
    while not s.deal_over:
        # trail while the table is small (a table never captured from grows without bound,
        # and its number of legal captures grows exponentially)
        trails = s.legal_moves.trails()
        s = s.apply(trails[0] if trails and len(s.table) < 8 else s.legal_moves[-1])
    if s.last_capturer is None:
        assert s.leftovers_to is None and sum(map(len, s.piles)) + len(s.leftovers) == 52
    else:
        assert s.leftovers_to == s.last_capturer


def test_replacing_the_table_gives_fresh_legal_moves() -> None:
    import dataclasses

    from casino_learn import Table, parse_card, parse_cards

    state = new_deal(get_rules("royal"), 2, 0, random.Random(3))
    before = list(state.legal_moves)
    other = dataclasses.replace(state, table=Table(tuple(sorted(parse_cards("KS")))))
    assert [str(m) for m in other.legal_moves] != [str(m) for m in before] or not before
    assert all(not m.loose or m.loose <= {parse_card("KS")} for m in other.legal_moves)
