"""The simple computer players only ever play legal moves and see only their own view."""

from __future__ import annotations

import dataclasses
import random

import pytest

from casino_learn import Move, get_rules, new_deal
from casino_learn.agents import GreedyAgent, RandomAgent, get_agent
from casino_learn.agents.simple import immediate_gain
from casino_learn.rules.positions import state_from_json


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


def test_greedy_takes_the_most_points_then_the_most_cards() -> None:
    pos = {
        "variant": "classic", "players": 2, "mover": 0,
        "hands": {"0": ["10H", "2C"]},
        "table": {"loose": ["10D", "5H", "5C", "2S"], "builds": []},
    }
    state = state_from_json(pos)
    view = state.view(0)
    # Big Casino (2 points) beats Little Casino (1 point). Taking it alone or with 5+5 is worth
    # the same 2 points and no spade, so only the tie-break on cards decides: 4 cards, not 2.
    assert immediate_gain(view, Move.parse("10H capture 10D")) == (2.0, 2, 0)
    assert immediate_gain(view, Move.parse("10H capture 5H 5C 10D")) == (2.0, 4, 0)
    assert immediate_gain(view, Move.parse("2C capture 2S")) == (1.0, 2, 1)
    for seed in range(10):
        assert str(GreedyAgent().choose(view, random.Random(seed))) == "10H capture 5H 5C 10D"


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
