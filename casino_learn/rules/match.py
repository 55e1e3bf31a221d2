"""A match: deals played until a side wins (§11.2, §12.3), with dealer rotation (§3.2)."""

from __future__ import annotations

import random
from typing import Protocol, Sequence

from .errors import CasinoError
from .moves import Move
from .scoring import DealScore
from .state import GameState, PlayerView, new_deal, sides_count
from .variants import RuleSet, get_rules

__all__ = ["Match", "Agent", "play_deal", "play_match"]


class Agent(Protocol):
    """Anything with ``choose(view, rng) -> Move``: a computer player."""

    def choose(self, view: PlayerView, rng: random.Random) -> Move: ...


class Match:
    """Scores across deals until there is a winner.

    Chance comes from the injected ``rng`` (or ``seed``): the first dealer, if not given, and
    every shuffle. ``match.new_deal()`` deals; ``match.finish_deal(state)`` scores it.
    """

    def __init__(
        self,
        rules: RuleSet | str = "classic",
        players: int = 2,
        rng: random.Random | None = None,
        seed: int | None = None,
        first_dealer: int | None = None,
        max_deals: int = 200,
    ) -> None:
        self.rules = get_rules(rules) if isinstance(rules, str) else rules
        if players not in (2, 3, 4):
            raise CasinoError(code="game.players", players=players)
        self.players = players
        self.rng = rng if rng is not None else random.Random(seed)
        self.dealer = first_dealer if first_dealer is not None else self.rng.randrange(players)
        self.scores: list[int] = [0] * sides_count(self.rules, players)
        self.overtime = False
        self.deals: list[DealScore] = []
        self.winner: int | None = None
        self.max_deals = max_deals

    @property
    def over(self) -> bool:
        return self.winner is not None

    def new_deal(self) -> GameState:
        if self.over:
            raise ValueError(f"The match is over: side {self.winner} has won.")
        return new_deal(self.rules, self.players, self.dealer, self.rng)

    def finish_deal(self, state: GameState) -> DealScore:
        """Score a finished deal, update the totals, and pass the deal on (§3.2)."""
        score = state.score(self.scores, self.overtime)
        self.deals.append(score)
        self.scores = list(score.scores_after)
        if score.result.status == "winner":
            self.winner = score.result.winner
        self.overtime = score.result.status == "overtime"
        self.dealer = (self.dealer + 1) % self.players
        if not self.over and len(self.deals) >= self.max_deals:
            raise RuntimeError(f"No winner after {self.max_deals} deals; scores {self.scores}.")
        return score

    def play(self, agents: Sequence[Agent], rng: random.Random | None = None) -> int:
        """Play deals with one agent per seat until a side wins; return the winning side."""
        agent_rng = rng if rng is not None else self.rng
        while not self.over:
            state = play_deal(self.new_deal(), agents, agent_rng)
            self.finish_deal(state)
        assert self.winner is not None
        return self.winner


def play_deal(state: GameState, agents: Sequence[Agent], rng: random.Random) -> GameState:
    """Play a deal to its end with one agent per seat; return the final state."""
    while not state.deal_over:
        seat = state.to_move
        move = agents[seat].choose(state.view(seat), rng)
        state = state.apply(move)
    return state


def play_match(
    rules: RuleSet | str, agents: Sequence[Agent], seed: int = 0, players: int | None = None
) -> Match:
    """Play a whole seeded match and return it (scores, deals, winner)."""
    rng = random.Random(seed)
    match = Match(rules, players or len(agents), rng=rng)
    match.play(agents, rng)
    return match
