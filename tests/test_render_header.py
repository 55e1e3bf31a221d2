"""The header line of a state picture: rounds only for a dealt game (issue 12: lesson positions
made by cl.position said "Round 1 of 6")."""

from __future__ import annotations

import random

import casino_learn as cl
from casino_learn.agents import get_agent
from casino_learn.display.render import state_html
from casino_learn.rules.game import Game


def header(html: str) -> str:
    return html.split('<div class="casino-header">', 1)[1].split("</div>", 1)[0]


def test_a_lesson_position_says_nothing_about_rounds() -> None:
    for state in (cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D"),
                  cl.position("royal", hand="9S 3C", table="2D 4S", players=3),
                  cl.position("classic", hand="8H", table="AC 2D", last_play_of_deal=True)):
        for shown in (state, state.view(state.to_move)):
            text = state_html(shown)
            assert "Round" not in header(text) and "round" not in text.split(">", 1)[0], header(text)
            assert "deals" not in header(text).lower()  # a position has no dealer either
            assert ("Royal" if state.rules.is_royal else "Classic") in header(text)


def test_every_state_of_dealt_games_names_its_round() -> None:
    for variant in ("classic", "royal"):
        for players in (2, 3, 4):
            game, agent, rng = Game(variant, players, seed=players), get_agent("greedy"), random.Random(1)
            while True:
                state = game.state
                for shown in (state, state.view(0)):
                    text = state_html(shown)
                    assert f"Round {state.round} of {48 // (4 * players)}" in header(text)
                    assert f"round {state.round} of" in text.split(">", 1)[0]  # the picture's label
                if state.deal_over:
                    break
                game.play_agent(agent, rng)
