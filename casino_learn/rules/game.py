"""``Game``: a thin mutable wrapper for notebooks and widgets — play, undo, history, and
the match score across deals. All rules live in the immutable :class:`GameState`."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import CasinoError, MoveParseError
from .legal import LegalMoves
from .match import Agent, Match
from .moves import Move
from .scoring import DealScore
from .state import GameState
from .variants import RuleSet

if TYPE_CHECKING:  # pragma: no cover
    from ..texts.names import Seating

__all__ = ["Game", "HistoryEntry"]


@dataclass(frozen=True)
class HistoryEntry:
    """One move of the current deal, as data: the state before it, the move, and the seat that
    played it; ``viewer`` is the learner's seat (None: nobody) and ``names`` the names the caller gave,
    if any. :attr:`description` words it when read, in the language in use."""

    before: GameState
    move: Move
    seat: int
    viewer: int | None = 0
    names: tuple[str, ...] | None = None

    @property
    def seating(self) -> "Seating":
        from ..texts.names import Seating

        return Seating.of(self.before, self.viewer, self.names)

    @property
    def description(self) -> str:
        """"You captured 8♦ with 8♥." ("Capturaste 8♦ con 8♥."), "Opponent trailed 9♦." in the language in use."""
        from ..texts.describe import describe_move

        return describe_move(self.before, self.move, seating=self.seating, seat=self.seat, new_name=True)


class Game:
    """A whole match you can play move by move::

        game = Game("royal", players=2, seed=7)
        game.play(game.legal_moves[0])
        game.undo()

    ``history`` holds every move of the current deal; ``deal_score`` the score sheet once
    the deal is over; ``next_deal()`` deals again until the match has a winner.

    Players are seats. By default the learner is seat 0 (``viewer``), called "You", the others
    "Opponent" (or "Partner", "Opponent 1/2", see :mod:`casino_learn.texts.names`); ``names`` (one per
    seat) name every seat instead, and then nobody is "You".
    """

    def __init__(
        self,
        rules: RuleSet | str = "classic",
        players: int = 2,
        seed: int | None = None,
        rng: random.Random | None = None,
        first_dealer: int | None = None,
        names: list[str] | None = None,
        viewer: int | None = 0,
    ) -> None:
        self.match = Match(rules, players, rng=rng, seed=seed, first_dealer=first_dealer)
        self._viewer: int | None = viewer
        self._names: tuple[str, ...] | None = tuple(names) if names else None
        self.state: GameState = self.match.new_deal()
        self.history: list[HistoryEntry] = []
        self.deal_score: DealScore | None = None
        self.past_deals: list[tuple[GameState, list[HistoryEntry], DealScore]] = []

    @classmethod
    def resume(cls, match: Match, state: GameState, names: list[str] | None = None, viewer: int | None = 0) -> "Game":
        """A game continuing ``match`` from ``state`` (used when loading a saved game); without
        ``names`` the learner is seat ``viewer``."""
        game = cls.__new__(cls)
        game.match = match
        game._viewer, game._names = viewer, tuple(names) if names else None
        game.state = state
        game.history = []
        game.deal_score = None
        game.past_deals = []
        return game

    @classmethod
    def from_state(cls, state: GameState, names: list[str] | None = None, viewer: int | None = None) -> "Game":
        """A game that starts from a given position (scores 0-0), e.g. a lesson's example. Without
        ``names`` the learner is the player to move."""
        match = Match(state.rules, state.players, rng=random.Random(0), first_dealer=state.dealer)
        return cls.resume(match, state, names, viewer=state.to_move if viewer is None else viewer)

    # --- who is who --------------------------------------------------------------------------------
    @property
    def seating(self) -> "Seating":
        """The seats seen by the learner (:class:`~casino_learn.texts.names.Seating`): roles and names."""
        from ..texts.names import Seating

        return Seating(self.players, self._viewer, self.rules.four_player_partnerships, self._names)

    @property
    def names(self) -> list[str]:
        """One label per seat in the language in use ("You", "Opponent", ... or the names given)."""
        return self.seating.names

    @names.setter
    def names(self, value: list[str] | None) -> None:
        """Name every seat (then nobody is "You"); None goes back to the learner's point of view."""
        self._names = tuple(value) if value else None

    @property
    def viewer(self) -> int | None:
        """The learner's seat, "You" (None when the seats have given names, or nobody is the learner)."""
        return self._viewer if self._names is None else None

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._viewer = seat

    @property
    def given_names(self) -> list[str] | None:
        """The names given by the caller, or None for the learner's point of view (for saving)."""
        return None if self._names is None else list(self._names)

    # --- read-only views ------------------------------------------------------------------------
    @property
    def rules(self) -> RuleSet:
        return self.match.rules

    @property
    def players(self) -> int:
        return self.match.players

    @property
    def legal_moves(self) -> LegalMoves:
        return self.state.legal_moves

    @property
    def to_move(self) -> int:
        return self.state.to_move

    @property
    def scores(self) -> list[int]:
        return list(self.match.scores)

    @property
    def winner(self) -> int | None:
        return self.match.winner

    @property
    def deal_over(self) -> bool:
        return self.state.deal_over

    @property
    def start_of_deal(self) -> GameState:
        return self.history[0].before if self.history else self.state

    # --- actions -------------------------------------------------------------------------------------
    def play(self, move: Move | str) -> str:
        """Play a move for the seat to move; return its description. Illegal moves raise
        :class:`~casino_learn.rules.errors.IllegalMoveError` and change nothing."""
        if isinstance(move, str):
            move = Move.parse(move)
        elif not isinstance(move, Move):
            raise MoveParseError(repr(move), "move.not-a-move")
        before = self.state
        after = before.apply(move)
        entry = HistoryEntry(before, move, before.to_move, self._viewer, self._names)
        text = entry.description
        self.history.append(entry)
        self.state = after
        if after.deal_over:
            self.deal_score = self.match.finish_deal(after)
        return text

    def play_agent(self, agent: Agent, rng: random.Random | None = None) -> str:
        """Let ``agent`` choose and play the move for the seat to move."""
        seat = self.state.to_move
        move = agent.choose(self.state.view(seat), rng or self.match.rng)
        return self.play(move)

    def undo(self) -> Move:
        """Take back the last move of the current deal (not once the deal has been scored)."""
        if not self.history:
            raise CasinoError(code="game.nothing-to-undo")
        if self.state.deal_over:
            raise CasinoError(code="game.deal-scored")
        entry = self.history.pop()
        self.state = entry.before
        return entry.move

    def next_deal(self) -> GameState:
        """Start the next deal once the current one is over (the deal passes on, §3.2)."""
        if not self.state.deal_over:
            raise CasinoError(code="game.deal-not-finished")
        assert self.deal_score is not None
        self.past_deals.append((self.start_of_deal, self.history, self.deal_score))
        self.state = self.match.new_deal()
        self.history = []
        self.deal_score = None
        return self.state

    def __repr__(self) -> str:
        return f"<Game {self.rules.name}, {self.players} players, scores {self.scores}, deal {len(self.match.deals) + 1}>"

    def _repr_html_(self) -> str:
        from ..display.render import state_html

        return state_html(self.state, names=self.given_names, seat=self._viewer)
