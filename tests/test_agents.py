"""The simple computer players only ever play legal moves and see only their own view."""

from __future__ import annotations

import dataclasses
import random

import pytest

from casino_learn import get_rules, new_deal
from casino_learn.agents import GreedyAgent, RandomAgent, get_agent
from casino_learn.positions import state_from_json


@pytest.mark.parametrize("agent", [RandomAgent(), GreedyAgent()], ids=["random", "greedy"])
@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_agents_play_only_legal_moves(agent, variant: str) -> None:
    rng = random.Random(7)
    for deal in range(3):
        state = new_deal(get_rules(variant), 2 + deal, 0, rng)
        while not state.deal_over:
            move = agent.choose(state.view(state.to_move), rng)
            assert move in state.legal_moves
            state = state.apply(move)


def test_greedy_takes_the_most_points() -> None:
    pos = {
        "variant": "classic", "players": 2, "mover": 0,
        "hands": {"0": ["10H", "2C"]},
        "table": {"loose": ["10D", "5S", "5C", "2S"], "builds": []},
    }
    state = state_from_json(pos)
    move = GreedyAgent().choose(state.view(0), random.Random(0))
    assert str(move) == "10H capture 5S 10D 5C" or str(move) == "10H capture 5S 5C 10D" or move.loose >= {c for c in state.table.loose if c.code == "10D"}


def test_agents_do_not_depend_on_hidden_cards() -> None:
    """The same view gives the same choice whatever the other hands hold."""
    rng = random.Random(3)
    state = new_deal(get_rules("royal"), 2, 0, rng)
    for _ in range(10):
        seat = state.to_move
        other = 1 - seat
        swapped_hands = list(state.hands)
        swapped_hands[other] = tuple(sorted(state.stock[:len(state.hands[other])]))
        twin = dataclasses.replace(state, hands=tuple(swapped_hands), stock=state.stock[len(state.hands[other]):] + state.hands[other])
        for agent in (RandomAgent(), GreedyAgent()):
            assert agent.choose(state.view(seat), random.Random(1)) == agent.choose(twin.view(seat), random.Random(1))
        state = state.apply(GreedyAgent().choose(state.view(seat), rng))


def test_agent_lookup() -> None:
    assert isinstance(get_agent("Greedy"), GreedyAgent)
    with pytest.raises(ValueError, match="Unknown computer player"):
        get_agent("grandmaster")
