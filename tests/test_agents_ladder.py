"""The ladder of computer players: legal play, reproducibility, no peeking at hidden cards."""

from __future__ import annotations

import random

import pytest

from casino_learn import GameState, get_rules, new_deal, score_deal
from casino_learn.agents import AGENTS, LEVEL_DESCRIPTIONS, LEVELS, CarefulAgent, ExpertAgent, GreedyAgent, RandomAgent, get_agent
from casino_learn.agents.expert import expected_points, plain_deal_points, sample_consistent_state
from casino_learn.rules.positions import state_from_json


def cheap_expert() -> ExpertAgent:
    """An expert with a tiny search budget and no time limit, so tests are quick and exact."""
    return ExpertAgent(iterations=2, time_limit=None, candidates=3)


def ladder() -> list[tuple[str, object]]:
    return [("beginner", RandomAgent()), ("greedy", GreedyAgent()), ("careful", CarefulAgent()), ("expert", cheap_expert())]


def other_cards_swapped(state: GameState) -> GameState:
    """The same position for the mover, but the other hands hold different cards: every other
    hand is swapped with cards from the stock (or, in the last round, with another hand)."""
    mover = state.to_move
    hands = [list(h) for h in state.hands]
    stock = list(state.stock)
    others = [s for s in range(state.players) if s != mover and hands[s]]
    if stock:
        for seat in others:
            size = len(hands[seat])
            hands[seat], stock[:size] = stock[:size], hands[seat]
    elif len(others) >= 2:
        pool = [c for s in others for c in hands[s]]
        pool = pool[1:] + pool[:1]  # move every card one place along
        top = 0
        for seat in others:
            size = len(hands[seat])
            hands[seat], top = pool[top:top + size], top + size
    return GameState(
        state.rules, state.players, state.dealer, state.to_move, tuple(tuple(sorted(h)) for h in hands), state.table,
        tuple(stock), state.piles, state.sweeps, state.last_capturer, state.round, state.next_build, state.deal_over,
    )


@pytest.mark.parametrize("variant", ["classic", "royal"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_only_legal_moves(variant: str, players: int) -> None:
    rules = get_rules(variant)
    for index, (name, agent) in enumerate(ladder()):
        rng = random.Random(100 * players + index)
        # Each level plays every seat against the next level up, so it meets other styles too.
        opponent = ladder()[(index + 1) % len(LEVELS)][1]
        seats = [agent if seat % 2 == 0 else opponent for seat in range(players)]
        state = new_deal(rules, players, index % players, rng)
        while not state.deal_over:
            move = seats[state.to_move].choose(state.view(state.to_move), rng)
            assert move in state.legal_moves, f"{name} played an illegal move: {move}"
            state = state.apply(move)
        assert state.cards_accounted() == 52


def positions_along_a_deal(variant: str, players: int, seed: int, every: int = 3) -> list[GameState]:
    """Some positions of a greedy deal, with builds and later rounds among them."""
    rng = random.Random(seed)
    state = new_deal(get_rules(variant), players, 0, rng)
    found = []
    turn = 0
    while not state.deal_over:
        if turn % every == 0 and len(state.legal_moves) > 1:
            found.append(state)
        state = state.apply(CarefulAgent().choose(state.view(state.to_move), rng))
        turn += 1
    return found


@pytest.mark.parametrize("name, agent", ladder(), ids=[name for name, _ in ladder()])
def test_levels_are_deterministic_for_a_seed(name: str, agent: object) -> None:
    for state in positions_along_a_deal("royal", 2, seed=5, every=6):
        view = state.view(state.to_move)
        first = agent.choose(view, random.Random(42))
        again = agent.choose(view, random.Random(42))
        assert first == again


@pytest.mark.parametrize("variant, players", [("royal", 2), ("classic", 2), ("royal", 4), ("classic", 3)])
def test_levels_never_look_at_hidden_cards(variant: str, players: int) -> None:
    checked = 0
    for state in positions_along_a_deal(variant, players, seed=11, every=5):
        twin = other_cards_swapped(state)
        seat = state.to_move
        assert twin.hands != state.hands or players == 2 and not state.stock  # something hidden differs
        assert twin.view(seat) == state.view(seat)
        for name, agent in ladder():
            assert agent.choose(state.view(seat), random.Random(9)) == agent.choose(twin.view(seat), random.Random(9)), name
        checked += 1
    assert checked >= 3


def test_get_agent_knows_every_level() -> None:
    assert LEVELS == ("beginner", "greedy", "careful", "expert")
    assert list(AGENTS)[:2] == ["beginner", "random"]
    assert [name for name in AGENTS if name in LEVELS] == list(LEVELS)  # weakest first
    expected = {"beginner": RandomAgent, "random": RandomAgent, "greedy": GreedyAgent, "careful": CarefulAgent, "expert": ExpertAgent}
    for name, kind in expected.items():
        assert isinstance(get_agent(name), kind)
        assert isinstance(get_agent(f" {name.upper()} "), kind)
    assert set(LEVEL_DESCRIPTIONS) == set(LEVELS) and all(LEVEL_DESCRIPTIONS.values())


def test_careful_does_not_leave_a_sweep() -> None:
    """Trailing the 3 would let a 9 sweep 3+6; trailing the queen leaves nothing to sweep."""
    state = state_from_json({
        "variant": "royal", "players": 2, "mover": 0,
        "hands": {"0": ["3C", "QD"], "1": ["5S", "7S"]},
        "table": {"loose": ["6H"], "builds": []},
    })
    assert str(CarefulAgent().choose(state.view(0), random.Random(0))) == "QD trail"


def test_careful_protects_a_point_card() -> None:
    """With nothing to capture, it trails a plain card rather than Big Casino."""
    state = state_from_json({
        "variant": "classic", "players": 2, "mover": 0,
        "hands": {"0": ["10D", "9C"], "1": ["5S", "7S"]},
        "table": {"loose": ["KH"], "builds": []},
    })
    assert str(CarefulAgent().choose(state.view(0), random.Random(0))) == "9C trail"


def test_expert_answers_a_forced_move_at_once() -> None:
    state = state_from_json({
        "variant": "royal", "players": 2, "mover": 0,
        "hands": {"0": ["KC"], "1": ["5S"]},
        "table": {"loose": ["6H"], "builds": []},
    })
    rng = random.Random(1)
    before = rng.getstate()
    assert str(ExpertAgent().choose(state.view(0), rng)) == "KC trail"
    assert rng.getstate() == before  # no search was run


def test_imagined_deals_respect_the_build_owners_card() -> None:
    """An opponent who owns a build of 9 must hold a 9 in every imagined deal (R8)."""
    state = state_from_json({
        "variant": "royal", "players": 2, "mover": 0,
        "hands": {"0": ["2C", "KD", "5H"], "1": ["9S", "3D"]},
        "table": {"loose": ["AH"], "builds": [{"id": "B1", "owner": 1, "value": 9, "groups": [["4C", "5D"]]}]},
        "stock": [],
    })
    view = state.view(0)
    rng = random.Random(3)
    for _ in range(30):
        imagined = sample_consistent_state(view, rng)
        assert any(card.rank == 9 for card in imagined.hands[1])
        assert imagined.view(0) == view


@pytest.mark.parametrize("variant", ["classic", "royal"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_quick_scoring_matches_the_score_sheet(variant: str, players: int) -> None:
    rules = get_rules(variant)
    plain = rules.with_options(near_target_locks=False)
    rng = random.Random(players)
    for _ in range(5):
        state = new_deal(rules, players, 0, rng)
        while not state.deal_over:
            state = state.apply(GreedyAgent().choose(state.view(state.to_move), rng))
        exact = score_deal(plain, state.piles, state.sweeps).deal_points
        assert plain_deal_points(rules, state.piles, state.sweeps) == list(exact)
        assert expected_points(state) == [float(p) for p in exact]
