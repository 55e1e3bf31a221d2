"""A student's class life on the play page: the deals they were given, the games they played (with
each game's seed and moves, so the teacher can replay it) and their active time.

Kept in the student's own folder, ``students/<id>/class-activity.json`` (written atomically under a
lock, after every move: two tabs of one student never lose a game)::

    {"format": "casino-learn-activity/1",
     "dealt": 7,                      # seeds handed out: game n is dealt with the class's seed_for(student, n)
     "active_seconds": 1260.0, "last_event": 1764590000.0,
     "games": [{"number": 3, "seed": 201915338017, "variant": "classic", "opponent": "beginner",
                "started": ..., "last": ..., "moves": 18, "finished_deals": 1,
                "deals": [["5H trail", "5D capture 5H", ...], [...]],     # every move, deal by deal
                "scores": [7, 4], "over": false}]}

**New game deals new cards**: every "New game" asks :meth:`StudentActivity.next_seed` for the
student's next seed (``ClassSettings.seed_for(student, n)``, 48 bits, kept whole), so no two games
of a student and no two students share a deal. A game is recorded once the student has played in it
(a page opened and left is not a game). **Active time** adds the time between two moves of the
same sitting (gaps longer than :data:`IDLE_GAP` count as a pause, not as play).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..exercises.progress import _locked
from ..play.files import write_atomically

__all__ = ["ACTIVITY_FILE", "IDLE_GAP", "KEEP_MOVES", "GameRecord", "StudentActivity", "attach_to_table", "read_activity"]

ACTIVITY_FILE = "class-activity.json"
FORMAT = "casino-learn-activity/1"
#: A pause longer than this (seconds) between two moves is not counted as active time.
IDLE_GAP = 300.0
#: The moves of this many of the newest games are kept; older games keep their seed, scores and
#: counts (the seed deals their cards again), so the file stays small over a school year.
KEEP_MOVES = 30


@dataclass
class GameRecord:
    """One game (a match) a student played: enough to deal it again and replay every move."""

    number: int
    seed: int
    variant: str
    opponent: str
    started: float
    last: float
    moves: int = 0
    finished_deals: int = 0
    deals: list[list[str]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    over: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "seed": self.seed, "variant": self.variant, "opponent": self.opponent,
                "started": self.started, "last": self.last, "moves": self.moves, "finished_deals": self.finished_deals,
                "deals": self.deals, "scores": self.scores, "over": self.over}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        return cls(int(data["number"]), int(data["seed"]), str(data["variant"]), str(data["opponent"]),
                   float(data["started"]), float(data.get("last", data["started"])), int(data.get("moves", 0)),
                   int(data.get("finished_deals", 0)), [[str(m) for m in deal] for deal in data.get("deals", [])],
                   [int(s) for s in data.get("scores", [])], bool(data.get("over", False)))


@dataclass
class StudentActivity:
    """The activity file of one student (see the module docstring). ``seed_for(n)`` gives the seed
    of the student's n-th deal (:meth:`ClassRoom.seed_for` with the student's id)."""

    path: Path
    seed_for: Callable[[int], int] = lambda n: n + 1
    clock: Callable[[], float] = time.time
    dealt: int = 0
    games: list[GameRecord] = field(default_factory=list)
    active_seconds: float = 0.0
    last_event: float | None = None
    problem: str = ""

    @classmethod
    def load(cls, home: str | Path, seed_for: Callable[[int], int] = lambda n: n + 1,
             clock: Callable[[], float] = time.time) -> StudentActivity:
        activity = cls(Path(home) / ACTIVITY_FILE, seed_for, clock)
        activity._read()
        return activity

    def _read(self) -> None:
        """Read the file (a missing file is no activity; a file that cannot be read is left as it is
        and reported in :attr:`problem`; it is then not written over)."""
        self.problem = ""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError(f'not a class activity file (expected "format": "{FORMAT}")')
            self.dealt = int(data.get("dealt", 0))
            self.games = [GameRecord.from_json(g) for g in data.get("games", [])]
            self.active_seconds = float(data.get("active_seconds", 0.0))
            last = data.get("last_event")
            self.last_event = float(last) if last is not None else None
        except FileNotFoundError:
            pass
        except (OSError, ValueError, TypeError, KeyError, AttributeError) as e:
            self.problem = str(e) or type(e).__name__

    def _write(self) -> None:
        data = {"format": FORMAT, "dealt": self.dealt, "active_seconds": round(self.active_seconds, 1),
                "last_event": self.last_event, "games": [g.to_json() for g in self.games]}
        write_atomically(self.path, json.dumps(data, ensure_ascii=False))

    def _change(self, change: Callable[[], Any]) -> Any:
        """Re-read under the file's lock, change, write (another tab may have written meanwhile)."""
        with _locked(self.path):
            self._read()
            if self.problem:  # never write over a file that could not be read
                return None
            result = change()
            self._write()
        return result

    # --- what the play page asks -----------------------------------------------------------------
    def next_seed(self) -> int:
        """The seed of the student's next deal: a new one at every call (kept whole)."""
        def take() -> int:
            self.dealt += 1
            return self.dealt - 1

        number = self._change(take)
        if number is None:  # an unreadable file: still a fresh deal, from the time
            number = 1_000_000 + int(self.clock())
        return int(self.seed_for(number))

    def game_of(self, seed: int) -> GameRecord | None:
        return next((g for g in self.games if g.seed == seed), None)

    def record(self, session: Any) -> None:
        """After a change of the student's :class:`~casino_learn.play.session.MatchSession` (a move, an
        undo, a new deal): the game's moves, deals and scores, and the active time."""
        history = [str(e.move) for e in session.game.history]
        deal_index = max(0, session.deal_number - 1)
        if not history and deal_index == 0:
            return  # a game dealt but not played yet

        def change() -> None:
            now = self.clock()
            if self.last_event is not None and 0 <= now - self.last_event <= IDLE_GAP:
                self.active_seconds += now - self.last_event
            self.last_event = now
            game = self.game_of(session.seed)
            if game is None:
                game = GameRecord(len(self.games), int(session.seed), str(session.variant), str(session.level), now, now)
                self.games.append(game)
            while len(game.deals) <= deal_index:
                game.deals.append([])
            game.deals[deal_index] = history
            del game.deals[deal_index + 1:]
            game.last = now
            game.moves = sum(len(d) for d in game.deals)
            game.finished_deals = len(session.game.match.deals)
            game.scores = [int(s) for s in session.scores]
            game.over = bool(session.over)
            for old in sorted(self.games, key=lambda g: g.last)[:-KEEP_MOVES]:
                old.deals = []

        self._change(change)

    # --- what the teacher reads -------------------------------------------------------------------
    @property
    def games_played(self) -> int:
        return sum(1 for g in self.games if g.moves)

    @property
    def deals_finished(self) -> int:
        return sum(g.finished_deals for g in self.games)


def read_activity(home: str | Path) -> StudentActivity:
    """A student's activity as the teacher sees it (nothing is written)."""
    return StudentActivity.load(home)


def attach_to_table(table: Any, activity: StudentActivity) -> None:
    """Give a :class:`~casino_learn.widgets.GameTable` the student's fresh deals (every "New game"
    deals the next seed) and record each game it plays. The table knows nothing of classes: it
    calls ``table.next_seed`` for a new game and ``table.session_hooks`` for every session."""
    table.next_seed = activity.next_seed

    def watch(session: Any) -> None:
        session.listeners.append(lambda: activity.record(session))

    table.session_hooks.append(watch)
    watch(table.session)
