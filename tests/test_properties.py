"""Property tests over seeds, both presets and 2/3/4 players (hypothesis)."""

from __future__ import annotations

import itertools
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from casino_learn import Game, GameState, Match, Move, check, get_rules, new_deal
from casino_learn.agents import GreedyAgent, RandomAgent
from casino_learn.play.saving import game_from_dict, game_to_dict, state_from_dict, state_to_dict
from casino_learn.rules.positions import state_from_json, state_to_json

VARIANTS = st.sampled_from(["classic", "royal"])
PLAYERS = st.sampled_from([2, 3, 4])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_through(state: GameState, rng: random.Random, agents) -> list[GameState]:
    states = [state]
    while not state.deal_over:
        state = state.apply(agents[state.to_move].choose(state.view(state.to_move), rng))
        states.append(state)
    return states


@SETTINGS
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS)
def test_whole_matches_finish_with_a_winner(seed: int, variant: str, players: int) -> None:
    rng = random.Random(seed)
    agents = [GreedyAgent() if i % 2 else RandomAgent() for i in range(players)]
    match = Match(variant, players, rng=rng)
    winner = match.play(agents, rng)
    assert match.over and winner == match.winner
    assert match.scores[winner] == max(match.scores)
    assert match.scores.count(max(match.scores)) == 1
    assert max(match.scores) >= match.rules.target_score
    rules = match.rules
    in_overtime = False
    for deal in match.deals:
        tied = sum(3 if a.item == "cards" else 1 for a in deal.awards if a.side is None)
        # non-sweep points available are 11 minus the tied items (§11.1)
        assert sum(a.points for a in deal.awards) == 11 - tied
        if rules.near_target_locks and not in_overtime:
            assert max(deal.scores_after) <= rules.target_score  # Royal never passes 21 outside overtime
        in_overtime = deal.in_overtime_next or (in_overtime and deal.result.status != "winner")


@SETTINGS
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS)
def test_every_step_of_a_deal(seed: int, variant: str, players: int) -> None:
    rng = random.Random(seed)
    state = new_deal(get_rules(variant), players, rng.randrange(players), rng)
    for s in play_through(state, rng, [RandomAgent()] * players):
        assert s.cards_accounted() == 52
        cards = [c for h in s.hands for c in h] + list(s.stock) + list(s.table.cards) + [c for p in s.piles for c in p]
        assert len(set(cards)) == len(cards)
        if s.deal_over:
            continue
        legal = s.legal_moves
        assert len(legal) >= 1  # a player always has a legal move (§7 notes)
        assert len({m.identity() for m in legal}) == len(legal)
        for move in itertools.islice(legal, 0, None, max(1, len(legal) // 6)):
            assert check(s, move) == []


def candidate_moves(state: GameState, rng: random.Random, count: int) -> list[Move]:
    """Random moves, legal or not, built from the hand, the table and plausible values."""
    items = list(state.table.loose) + [b.id for b in state.table.builds]
    out = []
    for _ in range(count):
        card = rng.choice(state.hand)
        kind = rng.choice(["trail", "capture", "build"])
        chosen = rng.sample(items, rng.randint(0, min(4, len(items)))) if items else []
        if kind == "trail":
            out.append(Move.trail(card))
        elif chosen and kind == "capture":
            out.append(Move.capture(card, chosen))
        elif chosen:
            out.append(Move.build(card, rng.randint(1, 15), chosen))
    return out


def near_misses(state: GameState, rng: random.Random, count: int) -> list[Move]:
    """Legal moves changed slightly: an item dropped or added, the value or the card changed."""
    legal = list(state.legal_moves)
    items = list(state.table.loose) + [b.id for b in state.table.builds]
    out = []
    for _ in range(count):
        m = rng.choice(legal)
        if m.kind == "trail":
            continue
        taken = list(m.loose) + list(m.builds)
        change = rng.randrange(4)
        if change == 0 and len(taken) > 1:
            taken.remove(rng.choice(taken))
        elif change == 1 and items:
            taken.append(rng.choice(items))
        card = rng.choice(state.hand) if change == 2 else m.card
        if m.kind == "capture":
            out.append(Move.capture(card, taken))
        else:
            out.append(Move.build(card, m.value + (rng.choice([-1, 1]) if change == 3 else 0), taken))
    return out


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS)
def test_check_agrees_exactly_with_the_generator(seed: int, variant: str, players: int) -> None:
    """A move is legal if and only if check() finds nothing wrong with it."""
    rng = random.Random(seed)
    state = new_deal(get_rules(variant), players, 0, rng)
    agents = [GreedyAgent() if i % 2 else RandomAgent() for i in range(players)]
    verdicts = set()
    for s in play_through(state, rng, agents)[:-1:3]:
        legal = s.legal_moves
        for move in candidate_moves(s, rng, 30) + near_misses(s, rng, 30):
            verdicts.add(move in legal)
            problems = check(s, move)
            assert (move in legal) == (not problems), (str(move), [str(p) for p in problems], str(s))
            for p in problems:
                assert p.rule in {f"R{i}" for i in range(1, 16)} and f"({p.rule})" in p.message
    assert verdicts == {True, False}  # both legal and illegal candidates were tried


@SETTINGS
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS)
def test_positions_and_games_survive_json(seed: int, variant: str, players: int) -> None:
    rng = random.Random(seed)
    game = Game(variant, players, rng=rng)
    agent = RandomAgent()
    for _ in range(rng.randrange(1, 60)):
        if game.deal_over:
            if game.winner is not None:
                break
            game.next_deal()
        game.play_agent(agent, rng)
    if not game.deal_over:
        position = json.loads(json.dumps(state_to_json(game.state)))
        replay = state_from_json(position)
        assert {m.identity() for m in replay.legal_moves} == {m.identity() for m in game.state.legal_moves}
    saved = json.loads(json.dumps(state_to_dict(game.state)))
    assert state_from_dict(saved) == game.state
    restored = game_from_dict(json.loads(json.dumps(game_to_dict(game))))
    assert restored.state == game.state and restored.scores == game.scores
    assert [str(e.move) for e in restored.history] == [str(e.move) for e in game.history]
    # the restored game goes on exactly like the original
    if not game.deal_over:
        a, b = random.Random(1), random.Random(1)
        for _ in range(5):
            if game.deal_over:
                break
            game.play_agent(agent, a)
            restored.play_agent(agent, b)
        assert restored.state == game.state
