"""``Game``: a thin mutable wrapper for notebooks and widgets — play, undo, history, and
the match score across deals. All rules live in the immutable :class:`GameState`."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .errors import CasinoError, MoveParseError
from .legal import LegalMoves
from .match import Agent, Match
from .moves import Move
from .scoring import DealScore
from .state import GameState
from .variants import RuleSet

__all__ = ["Game", "HistoryEntry"]


@dataclass(frozen=True)
class HistoryEntry:
    """One move of the current deal: the state before it, the move, and who played it
    (``who``, the seat's name); :attr:`description` says it in the language in use."""

    before: GameState
    move: Move
    seat: int
    who: str

    @property
    def description(self) -> str:
        """"You captured 8♦ with 8♥." ("Capturaste 8♦ con 8♥.") in the language in use (a display
        hook: :func:`casino_learn.texts.describe.describe_move`)."""
        from ..texts.describe import describe_move

        return describe_move(self.before, self.move, who=self.who)


class Game:
    """A whole match you can play move by move::

        game = Game("royal", players=2, seed=7)
        game.play(game.legal_moves[0])
        game.undo()

    ``history`` holds every move of the current deal; ``deal_score`` the score sheet once
    the deal is over; ``next_deal()`` deals again until the match has a winner.

    ``names`` name the seats in everything the game writes; by default the learner is seat 0:
    "You" and "Opponent" (or "Partner", "Opponent 1/2", see :mod:`casino_learn.texts.names`).
    """

    def __init__(
        self,
        rules: RuleSet | str = "classic",
        players: int = 2,
        seed: int | None = None,
        rng: random.Random | None = None,
        first_dealer: int | None = None,
        names: list[str] | None = None,
    ) -> None:
        self.match = Match(rules, players, rng=rng, seed=seed, first_dealer=first_dealer)
        self._viewer: int | None = 0
        self._names: list[str] | None = None
        self.names = names or _default_names(self.match, viewer=0)
        self.state: GameState = self.match.new_deal()
        self.history: list[HistoryEntry] = []
        self.deal_score: DealScore | None = None
        self.past_deals: list[tuple[GameState, list[HistoryEntry], DealScore]] = []

    @classmethod
    def resume(cls, match: Match, state: GameState, names: list[str] | None = None, viewer: int = 0) -> "Game":
        """A game continuing ``match`` from ``state`` (used when loading a saved game); without
        ``names`` the learner is seat ``viewer``."""
        game = cls.__new__(cls)
        game.match = match
        if names == [f"Seat {i}" for i in range(match.players)]:
            names = None  # the old default names, kept in games saved before the naming scheme
        game._viewer, game._names = viewer, None
        game.names = names or _default_names(match, viewer)
        game.state = state
        game.history = []
        game.deal_score = None
        game.past_deals = []
        return game

    @classmethod
    def from_state(cls, state: GameState, names: list[str] | None = None) -> "Game":
        """A game that starts from a given position (scores 0-0), e.g. a lesson's example. Without
        ``names`` the learner is the player to move."""
        match = Match(state.rules, state.players, rng=random.Random(0), first_dealer=state.dealer)
        return cls.resume(match, state, names, viewer=state.to_move)

    # --- names ---------------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """One name per seat. The default names ("You", "Opponent", ...) are said in the language
        in use whenever they are read; names given by the caller are kept as given."""
        if self._names is not None:
            return list(self._names)
        return _default_names(self.match, self._viewer)

    @names.setter
    def names(self, value: list[str]) -> None:
        from ..texts.names import is_default_names

        players, partnerships = self.match.players, self.match.rules.four_player_partnerships
        for viewer in [*range(players), None]:
            if is_default_names(value, players, viewer, partnerships):
                self._viewer, self._names = viewer, None
                return
        self._names = list(value)

    @property
    def viewer(self) -> int | None:
        """The learner's seat when the names are the default ones (None: "Player 1", ... or given names)."""
        return self._viewer if self._names is None else None

    @property
    def given_names(self) -> list[str] | None:
        """The names given by the caller, or None for the default names (for saving)."""
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
        seat = before.to_move
        from ..texts.names import english_seat_names

        names = self._names or english_seat_names(self.players, self._viewer, self.rules.four_player_partnerships)
        entry = HistoryEntry(before, move, seat, names[seat])
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

        return state_html(self.state, names=self.names)


def _default_names(match: Match, viewer: int | None) -> list[str]:
    """The seats seen by the learner at ``viewer``: "You", "Opponent", "Partner", ..."""
    from ..texts.names import seat_names

    return seat_names(match.players, viewer, partnerships=match.rules.four_player_partnerships)
