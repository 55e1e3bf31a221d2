"""``MatchSession``: a whole match against computer opponents, as a plain model.

Everything a game table has to remember lives here, not in widgets: the game, the learner's
seat, the computer opponents and their random generator, the log of this deal in words, undo,
the replay of the last deal, and saving and resuming. A widget (``widgets.GameTable``) only
shows a session and passes clicks on to it; tests drive it in plain pytest::

    session = MatchSession("royal", players=2, level="greedy", seed=1)
    session.play_until_my_turn()
    session.play(session.legal_moves[0])
    session.undo()

A session given a ``path`` saves itself after every move (an atomic write: a temporary file,
then ``os.replace``), so a restarted kernel can resume it exactly: the same cards to come and
the same computer choices. :func:`match_path` says where a table's match is kept, and
:func:`load_match` reads it back, moving a file it cannot read aside (never deleting it).
"""

from __future__ import annotations

import json
import random
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

from ..agents import LEVELS, get_agent
from ..exercises.progress import current_learner, default_home, progress_path
from ..i18n import N_, _
from ..rules.game import Game, HistoryEntry
from ..rules.match import Agent
from ..rules.moves import Move
from ..rules.state import GameState
from .files import move_aside, write_atomically
from .saving import game_from_dict, game_to_dict

__all__ = ["MatchSession", "Frame", "LoadResult", "match_path", "load_match", "SAVE_FORMAT"]

SAVE_FORMAT = "casino-match/1"

#: Words for the replay and the summary (one place for a translator).
DEALT_CAPTION = N_("The deal as it was dealt.")
# Translators: under a picture of the replay; {text} says the move, e.g. "You trailed 9♦.".
MOVE_CAPTION = N_("Move {number} of {total}: {text}")
# Translators: a "resume" button, e.g. "Royal, deal 2, You 7 – Opponent 4".
SUMMARY = N_("{variant}, deal {deal}, {scores}")
VARIANT_TITLES = {"royal": N_("Royal"), "classic": N_("Classic")}
# Translators: {path} and {backup} are file paths; {reason} is a technical reason (not translated).
CORRUPT_MESSAGE = N_("Your saved game {path} could not be read ({reason}). It was kept as {backup}; "
                     "nothing was deleted. A new game was started.")


@dataclass(frozen=True)
class Frame:
    """One picture of the replay: a state and the words under it (:attr:`caption`, in the
    language in use): the deal as dealt, or move ``number`` of ``total`` (``entry``)."""

    state: GameState
    entry: HistoryEntry | None = None
    number: int = 0
    total: int = 0

    @property
    def caption(self) -> str:
        if self.entry is None:
            return _(DEALT_CAPTION)
        return _(MOVE_CAPTION, number=self.number, total=self.total, text=self.entry.description)


@dataclass(frozen=True)
class LoadResult:
    """What :func:`load_match` found: a session, or nothing (no file, or a corrupt file moved
    aside: then ``message`` says where it was kept)."""

    session: "MatchSession | None"
    message: str | None = None
    backup: Path | None = None


class MatchSession:
    """A match: the learner (seat ``human``) against computer players of one ``level``.

    ``seed`` fixes the deals and the computer's choices. ``on_change`` callbacks are called after
    every change (a move, an undo, a new deal), so a view can redraw.
    """

    def __init__(
        self,
        variant: str = "royal",
        players: int = 2,
        level: str = "greedy",
        seed: int = 1,
        *,
        human: int = 0,
        path: str | Path | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"Unknown computer level {level!r}; choose one of {', '.join(LEVELS)}.")
        self.variant = variant
        self.level = level
        self.seed = int(seed)
        self.human = human
        self.path = Path(path) if path is not None else None
        self.listeners: list[Callable[[], None]] = []
        self.game = Game(variant, players, seed=self.seed, first_dealer=players - 1, viewer=human)
        self.opponents: dict[int, Agent] = {seat: get_agent(level) for seat in range(players) if seat != human}
        self.rng = random.Random(self.seed * 7919 + 17)  # the computer players' choices
        self.last_deal: list[Frame] = []
        self._written: tuple[Path, str] | None = None  # the last save (path, text): the same save is not written twice

    # --- what there is to see ------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def players(self) -> int:
        return self.game.players

    @property
    def my_turn(self) -> bool:
        return not self.state.deal_over and self.state.to_move == self.human

    @property
    def waiting(self) -> bool:
        """True while a computer player is to move."""
        return not self.state.deal_over and self.state.to_move != self.human

    @property
    def legal_moves(self) -> list[Move]:
        """The learner's legal moves (empty when it is not their turn)."""
        return list(self.state.legal_moves) if self.my_turn else []

    @property
    def side_names(self) -> list[str]:
        """The sides' labels in the language in use, in side order."""
        return self.game.seating.side_names

    @property
    def scores(self) -> list[int]:
        return self.game.scores

    @property
    def winner(self) -> int | None:
        return self.game.winner

    @property
    def deal_number(self) -> int:
        """1 for the first deal; a finished deal keeps its number until the next is dealt."""
        return len(self.game.match.deals) + (0 if self.state.deal_over else 1)

    @property
    def over(self) -> bool:
        return self.game.winner is not None

    @property
    def events(self) -> list[str]:
        """The moves of this deal in words, in the language in use ("You trailed 9♦.")."""
        return [e.description for e in self.game.history]

    def summary(self) -> str:
        """One line for a "resume" button: "Royal, deal 2, You 7 – Opponent 4"."""
        scores = " – ".join(f"{n} {s}" for n, s in zip(self.side_names, self.scores))
        variant = self.game.rules.variant
        return _(SUMMARY, variant=_(VARIANT_TITLES[variant]) if variant in VARIANT_TITLES else self.game.rules.name,
                 deal=self.deal_number, scores=scores)

    # --- the turn loop ---------------------------------------------------------------------------
    def step(self) -> str | None:
        """Play the next computer move and return its description (None on the learner's turn
        or after the deal)."""
        if not self.waiting:
            return None
        seat = self.state.to_move
        move = self.opponents[seat].choose(self.state.view(seat), self.rng)
        return self._record(self.game.play(move))

    def play_until_my_turn(self) -> list[str]:
        """Play computer moves until it is the learner's turn or the deal ends."""
        texts = []
        while self.waiting:
            text = self.step()
            if text is None:
                break
            texts.append(text)
        return texts

    def play(self, move: Move | str) -> str:
        """The learner plays ``move``; an illegal move raises
        :class:`~casino_learn.rules.errors.IllegalMoveError` and changes nothing."""
        if not self.my_turn:
            raise ValueError(_("It is not your turn.") if not self.state.deal_over else _("The deal is over."))
        return self._record(self.game.play(move))

    def learner_played(self, text: str) -> str:
        """Record a learner's move that a view (a move builder) has already played on
        :attr:`game`."""
        return self._record(text)

    def _record(self, text: str) -> str:
        if self.state.deal_over:
            self.last_deal = self._frames()
        self._changed()
        return text

    def can_undo(self) -> bool:
        return not self.state.deal_over and any(e.seat == self.human for e in self.game.history)

    def undo(self) -> Move | None:
        """Take back the learner's last move of this deal and the computer moves after it
        (None if there is none). The computer's generator is not rewound: replies may differ."""
        if not self.can_undo():
            return None
        while True:
            entry = self.game.history[-1]
            self.game.undo()
            if entry.seat == self.human:
                break
        self._changed()
        return entry.move

    def next_deal(self) -> GameState | None:
        """Deal again after a finished deal, unless the match is over (§3.2)."""
        if not self.state.deal_over or self.over:
            return None
        self.game.next_deal()
        self._changed()
        return self.state

    # --- the end of a deal -----------------------------------------------------------------------
    def _frames(self) -> list[Frame]:
        history = self.game.history
        total = len(history)
        frames = [Frame(history[0].before if history else self.state)]
        for i, entry in enumerate(history, start=1):
            after = history[i].before if i < total else self.state
            frames.append(Frame(after, entry, i, total))
        return frames

    def leftovers(self) -> tuple[tuple[str, ...], int | None]:
        """At the end of a deal: the leftover cards (codes) and the seat that took them (None
        if nobody captured, §9). Read from the full state: a player's view does not have them."""
        state = self.state
        return tuple(c.code for c in state.leftovers), state.leftovers_to

    # --- saving and resuming ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        return {
            "format": SAVE_FORMAT,
            "variant": self.variant,
            "level": self.level,
            "seed": self.seed,
            "human": self.human,
            "game": game_to_dict(self.game),
            "opponents_rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], path: str | Path | None = None) -> "MatchSession":
        """A session exactly as saved; bad data raises ``ValueError`` (or a subclass)."""
        if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
            raise ValueError(f'not a saved match (expected "format": "{SAVE_FORMAT}")')
        try:
            game = game_from_dict(data["game"])
            session = cls.__new__(cls)
            session.variant = str(data["variant"])
            session.level = str(data["level"])
            if session.level not in LEVELS:
                raise ValueError(f"unknown computer level {session.level!r}")
            session.seed = int(data["seed"])
            session.human = int(data["human"])
            version, internal, gauss = data["opponents_rng"]
            rng = random.Random()
            rng.setstate((version, tuple(internal), gauss))
            if not 0 <= session.human < game.players:
                raise ValueError(f"no seat {session.human} in a {game.players}-player game")
        except (KeyError, TypeError, IndexError, OverflowError, RecursionError) as e:
            raise ValueError(f"a field is missing or wrong: {type(e).__name__}: {e}") from None
        session.path = Path(path) if path is not None else None
        session.listeners = []
        session._written = None
        session.game = game
        session.opponents = {seat: get_agent(session.level) for seat in range(game.players) if seat != session.human}
        session.rng = rng
        session.last_deal = session._frames() if game.state.deal_over else []
        return session

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the session atomically to ``path`` (default: its own path; nothing without one)."""
        target = Path(path) if path is not None else self.path
        if target is None:
            return None
        text = json.dumps(self.to_dict())
        if self._written == (target, text) and target.exists():
            return target  # saved already (a move is saved before it is shown, then again after)
        write_atomically(target, text)
        self._written = (target, text)
        return target

    def _changed(self) -> None:
        self.save()
        for listener in list(self.listeners):
            listener()


def match_path(key: str, learner: str | None = None, home: str | Path | None = None) -> Path:
    """Where the match of table ``key`` (e.g. "lesson07") is kept for ``learner`` (default: the
    remembered learner of this computer, else "guest"): ``<home>/matches/<learner>-<key>.json``
    beside the progress files."""
    folder = Path(home) if home is not None else default_home()
    who = learner or current_learner(folder) or "guest"
    stem = progress_path(who, folder).stem.removeprefix("progress-")  # the learner's name, file-safe and unique
    safe_key = re.sub(r"[^\w-]+", "_", key) or "table"
    return folder / "matches" / f"{stem}-{safe_key}.json"


def load_match(path: str | Path, clock: Callable[[], float] = time.time) -> LoadResult:
    """Read a saved match. No file: an empty result. A file that cannot be read is renamed to
    ``<name>.corrupt-<time>`` beside it and the result's ``message`` says so."""
    path = Path(path)
    if not path.exists():
        return LoadResult(None)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return LoadResult(MatchSession.from_dict(data, path=path))
    except (ValueError, OSError, OverflowError, RecursionError) as e:  # JSON, format, illegal moves, bad cards, huge numbers
        reason = str(e).splitlines()[0] if str(e) else type(e).__name__
        backup = move_aside(path, clock)
        return LoadResult(None, _(CORRUPT_MESSAGE, path=path, reason=reason, backup=backup), backup)
