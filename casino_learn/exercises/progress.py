"""A learner's progress, kept in one JSON file per learner.

Location: ``$CASINO_LEARN_HOME/progress-<learner>.json``, else
``~/.casino_learn/progress-<learner>.json`` (or pass ``home=``). Writes are atomic: a temporary
file in the same folder is written, flushed, fsync'ed and then ``os.replace``'d over the old
one, so a crash half-way leaves the previous file intact. A file that cannot be read (corrupt
or hand-edited into nonsense) is never overwritten: it is renamed to a timestamped backup
beside it, a fresh record is started, and :attr:`Progress.messages` says where the backup is.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
import time
import warnings
import weakref
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from .core import Exercise
from .registry import EXERCISE_KINDS

__all__ = ["KindStats", "Progress", "ProgressError", "ProgressWarning", "current_learner", "default_home", "progress_path",
           "read_progress_file", "remember_learner"]

FORMAT = "casino-learn-progress/1"


class ProgressWarning(UserWarning):
    """A progress file could not be read and was moved aside (nothing is deleted)."""


class ProgressError(ValueError):
    """A progress file's content is not valid progress data."""


@dataclass
class KindStats:
    """Totals for one exercise kind."""

    exercises: int = 0     # exercises recorded
    attempts: int = 0      # counted answers (malformed ones are not counted)
    correct: int = 0       # exercises solved
    first_try: int = 0     # solved at the first attempt without hints
    hints: int = 0         # hints used
    seconds: float = 0.0   # time spent
    credit: float = 0.0    # 1 per first-try solve without hints, 0.5 per other solve

    @property
    def mastery(self) -> float:
        """Average credit per exercise, 0 to 1."""
        return self.credit / self.exercises if self.exercises else 0.0

    @classmethod
    def from_json(cls, data: Any, where: str) -> KindStats:
        if not isinstance(data, dict):
            raise ProgressError(f"{where} should be an object, not {type(data).__name__}")
        out = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            whole = f.type in ("int", int)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ProgressError(f"{where}.{f.name} should be a number of at least 0, not {value!r}")
            if isinstance(value, float) and not math.isfinite(value):
                raise ProgressError(f"{where}.{f.name} should be a finite number, not {value!r}")
            if value < 0:
                raise ProgressError(f"{where}.{f.name} should be a number of at least 0, not {value!r}")
            if whole and isinstance(value, float) and not value.is_integer():
                raise ProgressError(f"{where}.{f.name} should be a whole number, not {value!r}")
            try:
                number = int(value) if whole else float(value)
            except OverflowError:
                raise ProgressError(f"{where}.{f.name} is too large: {value!r}") from None
            setattr(out, f.name, number)
        if out.correct > out.exercises or out.first_try > out.correct:
            raise ProgressError(f"{where}: the numbers do not add up (more solved than exercises)")
        return out


def default_home() -> Path:
    """``$CASINO_LEARN_HOME`` if set, else ``~/.casino_learn``."""
    env = os.environ.get("CASINO_LEARN_HOME")
    return Path(env).expanduser() if env else Path.home() / ".casino_learn"


def _safe(learner: str) -> str:
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", learner.strip()).strip("._")
    return name or "default"


LEARNER_FILE = "learner.json"


def remember_learner(name: str, home: str | Path | None = None) -> Path:
    """Remember ``name`` as this computer's learner (asked once, used by every lesson)."""
    if not name.strip():
        raise ValueError("A learner name cannot be empty.")
    folder = Path(home).expanduser() if home is not None else default_home()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LEARNER_FILE
    fd, tmp = tempfile.mkstemp(prefix=".learner.", suffix=".tmp", dir=folder)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"learner": name.strip()}, fh, ensure_ascii=False)
    os.replace(tmp, path)
    return path


def current_learner(home: str | Path | None = None) -> str | None:
    """The remembered learner of this computer, or None if no name was given yet (or the
    file cannot be read: the learner is then simply asked again)."""
    folder = Path(home).expanduser() if home is not None else default_home()
    try:
        data = json.loads((folder / LEARNER_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    name = data.get("learner") if isinstance(data, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else None


def progress_path(learner: str, home: str | Path | None = None) -> Path:
    """The file where ``learner``'s progress is kept (``home`` overrides the folder)."""
    folder = Path(home).expanduser() if home is not None else default_home()
    return folder / f"progress-{_safe(learner)}.json"


def read_progress_file(path: str | Path) -> tuple[str, dict[str, KindStats]]:
    """Read and validate a progress file: ``(learner, stats per kind)``. Raises
    :class:`ProgressError` (or OSError) without touching the file."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ProgressError(f"it is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressError(f"it is not a casino_learn progress file (expected \"format\": \"{FORMAT}\")")
    learner = data.get("learner")
    kinds = data.get("kinds", {})
    if not isinstance(learner, str) or not isinstance(kinds, dict):
        raise ProgressError("it needs a \"learner\" name and a \"kinds\" object")
    return learner, {str(k): KindStats.from_json(v, f"kinds.{k}") for k, v in kinds.items()}


class Progress:
    """One learner's record. ``Progress.load("ana")`` reads (or starts) it; ``record(ex)``
    adds an exercise's attempts, hints and time and saves at once."""

    def __init__(self, learner: str, path: Path, stats: dict[str, KindStats] | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.learner = learner
        self.path = path
        self.stats: dict[str, KindStats] = stats or {}
        self.messages: list[str] = []
        self.clock = clock
        # What was already recorded of each exercise (weak keys: a finished exercise may go away).
        self._recorded: weakref.WeakKeyDictionary[Exercise, tuple[int, int, float, bool]] = weakref.WeakKeyDictionary()

    # --- loading ------------------------------------------------------------------------------
    @classmethod
    def load(cls, learner: str, home: str | Path | None = None, clock: Callable[[], float] = time.time) -> Progress:
        """Read ``learner``'s file, or start a new record. An unreadable file is moved aside
        to a timestamped backup (never deleted) and reported in :attr:`messages` and as a
        :class:`ProgressWarning`."""
        path = progress_path(learner, home)
        progress = cls(learner, path, clock=clock)
        if not path.exists():
            return progress
        try:
            _, progress.stats = read_progress_file(path)
        except (ProgressError, UnicodeDecodeError) as e:
            backup = progress._move_aside(str(e))
            message = (f"Your progress file {path} could not be read: {e}. It was kept as {backup} "
                       f"and a fresh progress file was started; nothing was deleted.")
            progress.messages.append(message)
            warnings.warn(message, ProgressWarning, stacklevel=2)
        return progress

    def _move_aside(self, reason: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self.clock()))
        backup = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while backup.exists():
            n += 1
            backup = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        os.replace(self.path, backup)
        return backup

    # --- recording ------------------------------------------------------------------------------
    def record(self, exercise: Exercise, save: bool = True) -> KindStats:
        """Add what happened in ``exercise`` since it was last recorded (so recording the same
        exercise again after more tries adds only the new tries)."""
        stats = self.stats.setdefault(exercise.kind, KindStats())
        attempts, hints, seconds, solved = self._recorded.get(exercise, (0, 0, 0.0, False))
        if exercise not in self._recorded:
            stats.exercises += 1
        stats.attempts += max(0, exercise.attempts - attempts)
        stats.hints += max(0, exercise.hints_used - hints)
        stats.seconds += max(0.0, exercise.time_spent - seconds)
        if exercise.solved and not solved:
            stats.correct += 1
            stats.credit += exercise.credit
            if exercise.credit == 1.0:
                stats.first_try += 1
        self._recorded[exercise] = (exercise.attempts, exercise.hints_used, exercise.time_spent, exercise.solved)
        if save:
            self.save()
        return stats

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "learner": self.learner,
            "updated": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(self.clock())),
            "kinds": {k: asdict(v) for k, v in sorted(self.stats.items())},
        }

    def save(self) -> Path:
        """Write atomically: temporary file, flush, fsync, ``os.replace``. On any failure the
        previous file is left as it was and the temporary file is removed."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        try:  # make the rename itself durable (not possible on every platform)
            dir_fd = os.open(self.path.parent, os.O_RDONLY)
        except OSError:
            return self.path
        try:
            os.fsync(dir_fd)
        except OSError:
            pass
        finally:
            os.close(dir_fd)
        return self.path

    # --- summaries ---------------------------------------------------------------------------------
    def topic_stats(self) -> dict[str, KindStats]:
        """Totals per topic (capturing, building, ...)."""
        out: dict[str, KindStats] = {}
        for kind, s in self.stats.items():
            topic = EXERCISE_KINDS[kind].topic if kind in EXERCISE_KINDS else "other"
            t = out.setdefault(topic, KindStats())
            for f in fields(KindStats):
                setattr(t, f.name, getattr(t, f.name) + getattr(s, f.name))
        return out

    def __repr__(self) -> str:
        done = sum(s.exercises for s in self.stats.values())
        return f"<Progress of {self.learner!r}: {done} exercises, file {self.path}>"
