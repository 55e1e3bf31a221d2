"""A learner's progress, kept in one JSON file per learner.

Location: ``$CASINO_LEARN_HOME/progress-<name>-<code>.json``, else
``~/.casino_learn/progress-<name>-<code>.json`` (or pass ``home=``). ``<name>`` is the learner's
name with its letters kept (Unicode too: "Zoë", "王伟", "Мария") and other signs replaced by
``_``; ``<code>`` is the first 8 hex digits of the SHA-256 of the exact name, so two learners
never share a file, even on a file system that ignores case. A file written by an older kit
(``progress-<ascii name>.json``) is still used by the learner named inside it.

Besides totals per exercise kind the file keeps the state of adaptive practice (the level
reached in each kind and the streaks that move it; see :mod:`.adaptive`) under
``"practice"``; files without it load as "level 1 everywhere". Writes are atomic: a temporary
file in the same folder is written, flushed, fsync'ed and then ``os.replace``'d over the old
one, so a crash half-way leaves the previous file intact. A file that cannot be read (corrupt
or hand-edited into nonsense) is never overwritten: it is renamed to a timestamped backup
beside it, a fresh record is started, and :attr:`Progress.messages` says where the backup is.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import re
import time
import unicodedata
import warnings
import weakref
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..i18n import N_, _, ngettext
from ..play.files import move_aside, write_atomically
from .core import Exercise
from .registry import EXERCISE_KINDS

__all__ = ["KindStats", "LevelState", "Progress", "ProgressError", "ProgressWarning", "check_learner_name", "current_learner", "hub_learner",
           "default_home", "legacy_progress_path", "progress_path", "read_progress_data", "read_progress_file", "remember_learner"]

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
            raise ProgressError(_("{where} should be an object, not {kind}", where=where, kind=type(data).__name__))
        out = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            whole = f.type in ("int", int)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ProgressError(_("{where} should be a number of at least 0, not {value}", where=where + "." + f.name, value=repr(value)))
            if isinstance(value, float) and not math.isfinite(value):
                raise ProgressError(_("{where} should be a finite number, not {value}", where=where + "." + f.name, value=repr(value)))
            if value > 10**9:
                raise ProgressError(_("{where} is too large to be a real count: {value}", where=where + "." + f.name, value=repr(value)))
            if value < 0:
                raise ProgressError(_("{where} should be a number of at least 0, not {value}", where=where + "." + f.name, value=repr(value)))
            if whole and isinstance(value, float) and not value.is_integer():
                raise ProgressError(_("{where} should be a whole number, not {value}", where=where + "." + f.name, value=repr(value)))
            try:
                number = int(value) if whole else float(value)
            except OverflowError:
                raise ProgressError(_("{where} is too large: {value}", where=where + "." + f.name, value=repr(value))) from None
            setattr(out, f.name, number)
        if out.correct > out.exercises or out.first_try > out.correct:
            raise ProgressError(_("{where}: the numbers do not add up (more solved than exercises)", where=where))
        return out


def default_home() -> Path:
    """``$CASINO_LEARN_HOME`` if set, else ``~/.casino_learn``."""
    env = os.environ.get("CASINO_LEARN_HOME")
    return Path(env).expanduser() if env else Path.home() / ".casino_learn"


#: The longest name accepted (in characters).
MAX_NAME = 40
#: Signs allowed in a name besides letters, digits and spaces (O'Brien, Jean-Luc, St. John).
NAME_SIGNS = ".'’-"

# Learner-facing messages (translators: keep the {placeholders}).
NAME_EMPTY = N_("Type your name first, so that your progress is kept in your own file.")
NAME_BAD_SIGN = N_("Your name can have letters, numbers, spaces, dots, hyphens and apostrophes, but not “{sign}”.")
NAME_NO_LETTER = N_("Your name needs at least one letter.")
NAME_HIDDEN_SIGN = N_("Your name has a hidden sign in it (perhaps copied with the name): please type it again.")
#: What the learner reads when their progress file could not be read (it is kept, never deleted).
FILE_UNREADABLE_NEW = N_("Your progress file {path} could not be read: {problem}. It was kept as {backup} "
                         "and a fresh progress file was started; nothing was deleted.")
FILE_UNREADABLE_KEPT = N_("Your progress file {path} could not be read: {problem}. It was kept as {backup}; "
                          "nothing was deleted.")


def check_learner_name(name: str) -> str:
    """The name as it is kept (spaces trimmed, Unicode in composed form, so "Zoë" typed two
    ways is one learner), or ValueError with a message for the learner (in the language in use)."""
    clean = _exact(name)
    if not clean:
        raise ValueError(_(NAME_EMPTY))
    if len(clean) > MAX_NAME:
        raise ValueError(ngettext("Your name can be at most {n} character long.",
                                  "Your name can be at most {n} characters long.", MAX_NAME))
    for ch in clean:
        if not (ch == " " or ch in NAME_SIGNS or unicodedata.category(ch)[0] in "LMN"):
            raise ValueError(_(NAME_HIDDEN_SIGN) if not ch.isprintable() else _(NAME_BAD_SIGN, sign=ch))
    if not any(unicodedata.category(ch)[0] == "L" for ch in clean):
        raise ValueError(_(NAME_NO_LETTER))
    return clean


def _exact(learner: str) -> str:
    """The name as it identifies a learner: in composed Unicode form, spaces trimmed and runs
    of spaces made one (the same name typed a little differently is the same learner)."""
    return " ".join(unicodedata.normalize("NFC", learner).split())


def _safe(learner: str) -> str:
    """The file-name part of older kits (ASCII only; lossy: kept to find their files)."""
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", learner.strip()).strip("._")
    return name or "default"


def _slug(learner: str) -> str:
    """A readable file-name part: letters and digits of any script kept, other signs ``_``."""
    name = re.sub(r"[^\w-]+", "_", _exact(learner)).strip("_-")
    return name[:MAX_NAME] or "learner"


def _code(learner: str) -> str:
    return hashlib.sha256(_exact(learner).encode("utf-8")).hexdigest()[:8]


LEARNER_FILE = "learner.json"


def _folder(home: str | Path | None) -> Path:
    return Path(home).expanduser() if home is not None else default_home()


#: The masteries where a topic's word changes ("getting there" from 40%, "mastered" from 80%: exercises.report).
THRESHOLDS = (0.4, 0.8)


def shown_percent(mastery: float) -> int:
    """A mastery as the whole percent shown: rounded (2 of 3 is 67%), but never up to a threshold it has not reached
    (trial 41 read "80% getting there" for 79.5% beside "80% mastered", mastered being 80% or more)."""
    shown = round(100 * mastery)
    if any(mastery < threshold <= shown / 100 for threshold in THRESHOLDS):
        return math.floor(100 * mastery)
    return shown


#: What was won before any name was given (a stage's stars), each a function that saves it once there is a learner
#: (trial 40 won stars in lesson 3 before giving a name and lost them without a word).
_WAITING: list[Callable[[], None]] = []


def wait_for_learner(save: Callable[[], None]) -> None:
    """Call ``save`` as soon as a learner is remembered in this kernel (or :func:`save_waiting` is called)."""
    if save not in _WAITING:
        _WAITING.append(save)


def save_waiting(skip: Callable[[], None] | None = None) -> int:
    """Save everything won before a name was given (see :func:`wait_for_learner`), but ``skip`` (a saver saving now);
    how many were waiting."""
    waiting = [save for save in _WAITING if save != skip]
    _WAITING.clear()
    for save in waiting:
        save()
    return len(waiting)


def remember_learner(name: str, home: str | Path | None = None) -> Path:
    """Remember ``name`` as this computer's learner (asked once, used by every lesson).
    Raises ValueError (with a message for the learner) for a name that cannot be used."""
    clean = check_learner_name(name)
    folder = _folder(home)
    return write_atomically(folder / LEARNER_FILE, json.dumps({"learner": clean}, ensure_ascii=False))


def hub_learner() -> str | None:
    """On the school hub, the student's hub user name (JupyterHub sets ``JUPYTERHUB_USER`` in their
    server and its kernels): there the learner is who logged in, and no other name is asked."""
    user = os.environ.get("JUPYTERHUB_USER", "").strip()
    return _exact(user) if user else None


def current_learner(home: str | Path | None = None) -> str | None:
    """The learner: on the school hub the logged-in user (:func:`hub_learner`), else the one
    remembered on this computer, or None if no name was given yet (or the file cannot be read:
    the learner is then simply asked again)."""
    hub = hub_learner()
    if hub:
        return hub
    try:
        data = json.loads((_folder(home) / LEARNER_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    name = data.get("learner") if isinstance(data, dict) else None
    return _exact(name) if isinstance(name, str) and name.strip() else None


def progress_path(learner: str, home: str | Path | None = None) -> Path:
    """The file where ``learner``'s progress is kept (``home`` overrides the folder):
    ``progress-<name>-<code>.json``, unique to the exact name."""
    return _folder(home) / f"progress-{_slug(learner)}-{_code(learner)}.json"


def legacy_progress_path(learner: str, home: str | Path | None = None) -> Path:
    """Where an older kit kept ``learner``'s progress (``progress-<ascii name>.json``). Such a
    file may hold another learner whose name mapped to the same file name: it is used only
    by the learner named inside it."""
    return _folder(home) / f"progress-{_safe(learner)}.json"


@dataclass
class LevelState:
    """Adaptive practice in one exercise kind: the level (1-3), the first-try solves and the
    misses in a row at that level, and when the kind was last served (the practice counter)."""

    level: int = 1
    streak: int = 0
    misses: int = 0
    last: int = 0

    @classmethod
    def from_json(cls, data: Any, where: str) -> LevelState:
        if not isinstance(data, dict):
            raise ProgressError(_("{where} should be an object, not {kind}", where=where, kind=type(data).__name__))
        out = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ProgressError(_("{where} should be a whole number of at least 0, not {value}", where=where + "." + f.name, value=repr(value)))
            setattr(out, f.name, value)
        if out.level not in (1, 2, 3):
            raise ProgressError(_("{where} should be 1, 2 or 3, not {value}", where=where + ".level", value=repr(out.level)))
        return out


def _practice_from_json(data: Any) -> tuple[int, dict[str, LevelState]]:
    if data is None:
        return 0, {}
    if not isinstance(data, dict):
        raise ProgressError(_("{where} should be an object, not {kind}", where="\"practice\"", kind=type(data).__name__))
    served = data.get("served", 0)
    if isinstance(served, bool) or not isinstance(served, int) or served < 0:
        raise ProgressError(_("{where} should be a whole number of at least 0, not {value}", where="practice.served", value=repr(served)))
    kinds = data.get("kinds", {})
    if not isinstance(kinds, dict):
        raise ProgressError(_("{where} should be an object", where="practice.kinds"))
    return served, {str(k): LevelState.from_json(v, f"practice.kinds.{k}") for k, v in kinds.items()}


@dataclass
class ProgressData:
    """Everything a progress file holds."""

    learner: str
    stats: dict[str, KindStats]
    served: int = 0
    levels: dict[str, LevelState] = field(default_factory=dict)
    stars: dict[str, int] = field(default_factory=dict)
    stage_seconds: dict[str, float] = field(default_factory=dict)
    stage_hints: dict[str, int] = field(default_factory=dict)


#: The per-course-task records that add up across saves (on :class:`ProgressData` and :class:`Progress`).
ADDED_PER_TASK = ("stage_seconds", "stage_hints")


def _per_task(data: Any, key: str, what: str, valid: Callable[[Any], bool], wrong: str, convert: Callable[[Any], Any]) -> dict:
    """A progress file's record per course task (``"pairing:1": …``) under ``key``; absent in older files.
    ``what`` and ``wrong`` are the messages for a record that is not an object and for one bad value."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        quoted = f'"{key}"'
        raise ProgressError(_(what, where=quoted))
    out = {}
    for task, value in data.items():
        if isinstance(value, bool) or not valid(value):
            place = f"{key}.{task}"
            raise ProgressError(_(wrong, where=place, value=repr(value)))
        out[str(task)] = convert(value)
    return out


def _stage_seconds_from_json(data: Any) -> dict[str, float]:
    """The active seconds spent on each course task (``"pairing:1": 42.0``)."""
    return _per_task(data, "stage_seconds", N_("{where} must be an object of task names and seconds"),
                     lambda v: isinstance(v, (int, float)) and 0 <= v < 1e7,
                     N_("{where} must be a number of seconds, not {value}"), float)


def _stage_hints_from_json(data: Any) -> dict[str, int]:
    """The hints asked for on each course task (``"pairing:1": 2``; trial 5: they counted nowhere)."""
    return _per_task(data, "stage_hints", N_("{where} must be an object of task names and hints"),
                     lambda v: isinstance(v, int) and 0 <= v < 1e7, N_("{where} must be a whole number of hints, not {value}"), int)


def _stars_from_json(data: Any) -> dict[str, int]:
    """The best stars per course task (``"pairing:1": 3``)."""
    return _per_task(data, "stars", N_("{where} must be an object of task names and stars"),
                     lambda v: isinstance(v, int) and 0 <= v <= 3, N_("{where} must be a whole number from 0 to 3, not {value}"), int)


def read_progress_data(path: str | Path) -> ProgressData:
    """Read and validate a progress file, adaptive practice state included. Raises
    :class:`ProgressError` (or OSError, UnicodeDecodeError) without touching the file."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        # Translators: why a progress file cannot be read; {problem} is Python's own (English) words.
        raise ProgressError(_("it is not valid JSON (line {line}, column {column}: {problem})", line=e.lineno,
                              column=e.colno, problem=e.msg)) from None
    except RecursionError:
        raise ProgressError(_("it is nested too deeply to be a progress file")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        expected = '"format": "' + FORMAT + '"'
        # Translators: {expected} is the JSON text "format": "..." and stays as it is.
        raise ProgressError(_("it is not a casino_learn progress file (expected {expected})", expected=expected))
    learner = data.get("learner")
    kinds = data.get("kinds", {})
    if not isinstance(learner, str) or not isinstance(kinds, dict):
        # Translators: "learner" and "kinds" are the file's JSON keys and stay in English.
        raise ProgressError(_("it needs a \"learner\" name and a \"kinds\" object"))
    stats = {str(k): KindStats.from_json(v, f"kinds.{k}") for k, v in kinds.items()}
    served, levels = _practice_from_json(data.get("practice"))
    return ProgressData(learner, stats, served, levels, _stars_from_json(data.get("stars")),
                        _stage_seconds_from_json(data.get("stage_seconds")), _stage_hints_from_json(data.get("stage_hints")))


def read_progress_file(path: str | Path) -> tuple[str, dict[str, KindStats]]:
    """Read and validate a progress file: ``(learner, stats per kind)``. Raises
    :class:`ProgressError` (or OSError) without touching the file."""
    data = read_progress_data(path)
    return data.learner, data.stats


def _add(total: KindStats, delta: KindStats) -> None:
    for f in fields(KindStats):
        setattr(total, f.name, getattr(total, f.name) + getattr(delta, f.name))


def _owner(path: Path) -> str | None:
    """The learner named in a progress file, or None if it cannot be read."""
    try:
        return _exact(read_progress_data(path).learner)
    except (OSError, ProgressError, UnicodeDecodeError):
        return None


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``<path>.lock`` (where the platform has ``fcntl``) while a
    progress file is read, merged and replaced."""
    try:
        import fcntl
    except ImportError:  # Windows: no advisory lock; the merge still keeps what it can
        yield
        return
    with open(path.with_name(path.name + ".lock"), "a+") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


class Progress:
    """One learner's record. ``Progress.load("ana")`` reads (or starts) it; ``record(ex)``
    adds an exercise's attempts, hints and time and saves at once."""

    def __init__(self, learner: str, path: Path, stats: dict[str, KindStats] | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.learner = learner
        self.path = path
        self.stats: dict[str, KindStats] = stats or {}
        #: Adaptive practice: how many exercises it served, and the level state per kind.
        self.served = 0
        self.levels: dict[str, LevelState] = {}
        #: The best stars won on each course task (``"pairing:1"``), kept as the best ever.
        self.stars: dict[str, int] = {}
        #: Active seconds spent on each course task (issue 23: a stage's minutes counted nowhere).
        self.stage_seconds: dict[str, float] = {}
        #: Hints asked for on each course task (trial 5: they counted nowhere).
        self.stage_hints: dict[str, int] = {}
        # What was added to each record of ADDED_PER_TASK since the last save: ``{record: {task: amount}}``.
        self._pending_per_task: dict[str, dict[str, float]] = {}
        self.messages: list[str] = []
        # What this object added since it last saved: merged into the file's newest content on
        # save, so two widgets (or two lessons open at once) for one learner lose nothing.
        self._pending: dict[str, KindStats] = {}
        self._pending_served = 0
        # Level changes since the last save, as operations: on save they are applied again to the
        # file's newest state, so two lessons of one learner never undo each other's level-ups.
        self._level_ops: list[tuple[str, Callable[[LevelState, int], LevelState], int]] = []
        self.clock = clock
        # What was already recorded of each exercise (weak keys: a finished exercise may go away).
        self._recorded: weakref.WeakKeyDictionary[Exercise, tuple[int, int, float, bool]] = weakref.WeakKeyDictionary()

    # --- loading ------------------------------------------------------------------------------
    @classmethod
    def load(cls, learner: str, home: str | Path | None = None, clock: Callable[[], float] = time.time) -> Progress:
        """Read ``learner``'s file, or start a new record. An unreadable file is moved aside
        to a timestamped backup (never deleted) and reported in :attr:`messages` and as a
        :class:`ProgressWarning`."""
        learner = _exact(learner)
        path = progress_path(learner, home)
        if not path.exists():
            legacy = legacy_progress_path(learner, home)
            if legacy.exists() and _owner(legacy) == learner:
                path = legacy  # written by an older kit: keep using it where it is
        progress = cls(learner, path, clock=clock)
        if not path.exists():
            return progress
        try:
            data = read_progress_data(path)
            progress.stats, progress.served, progress.levels = data.stats, data.served, data.levels
            progress.stars, progress.stage_seconds, progress.stage_hints = data.stars, data.stage_seconds, data.stage_hints
        except (ProgressError, UnicodeDecodeError) as e:
            backup = progress._move_aside(str(e))
            message = _(FILE_UNREADABLE_NEW, path=path, problem=e, backup=backup)
            progress.messages.append(message)
            warnings.warn(message, ProgressWarning, stacklevel=2)
        return progress

    def _move_aside(self, reason: str) -> Path:
        return move_aside(self.path, self.clock)

    # --- recording ------------------------------------------------------------------------------
    def record(self, exercise: Exercise, save: bool = True) -> KindStats:
        """Add what happened in ``exercise`` since it was last recorded (so recording the same
        exercise again after more tries adds only the new tries)."""
        delta = KindStats()
        attempts, hints, seconds, solved = self._recorded.get(exercise, (0, 0, 0.0, False))
        if exercise not in self._recorded:
            delta.exercises = 1
        delta.attempts = max(0, exercise.attempts - attempts)
        delta.hints = max(0, exercise.hints_used - hints)
        delta.seconds = max(0.0, exercise.time_spent - seconds)
        if exercise.solved and not solved:
            delta.correct = 1
            delta.credit = exercise.credit
            delta.first_try = 1 if exercise.credit == 1.0 else 0
        self._recorded[exercise] = (exercise.attempts, exercise.hints_used, exercise.time_spent, exercise.solved)
        _add(self.stats.setdefault(exercise.kind, KindStats()), delta)
        _add(self._pending.setdefault(exercise.kind, KindStats()), delta)
        if save:
            self.save()
        return self.stats[exercise.kind]

    def record_stars(self, task: str, stars: int, save: bool = True) -> int:
        """Keep the best of ``stars`` and what ``task`` already had; returns the best."""
        self.stars[task] = max(stars, self.stars.get(task, 0))
        if save:
            self.save()
        return self.stars[task]

    def record_stage_time(self, task: str, seconds: float, save: bool = True) -> float:
        """Add ``seconds`` of active time on the course task ``task``; returns its total."""
        return self._add_per_task("stage_seconds", task, max(0.0, float(seconds)), save)

    def record_stage_hints(self, task: str, hints: int, save: bool = True) -> int:
        """Add ``hints`` asked for on the course task ``task``; returns its total."""
        return int(self._add_per_task("stage_hints", task, max(0, int(hints)), save))

    def _add_per_task(self, record: str, task: str, amount: float, save: bool) -> float:
        """Add ``amount`` to ``task`` in the per-task record ``record`` (one of ADDED_PER_TASK), and to
        what the next save adds to the file's newest content; returns the task's total."""
        totals = getattr(self, record)
        totals[task] = totals.get(task, 0) + amount
        pending = self._pending_per_task.setdefault(record, {})
        pending[task] = pending.get(task, 0) + amount
        if save:
            self.save()
        return totals[task]

    def set_level(self, kind: str, state: LevelState) -> None:
        """Set the adaptive-practice state of ``kind`` (saved with the next :meth:`save`)."""
        self.change_level(kind, lambda _old, _served: state)

    def change_level(self, kind: str, change: Callable[[LevelState, int], LevelState]) -> LevelState:
        """Change the adaptive-practice state of ``kind`` with ``change(state, served)``. On save
        the change is made again on the file's newest state (``served`` then counts from the
        file's own count), so it adds to what another lesson saved meanwhile."""
        self.levels[kind] = change(self.level_state(kind), self.served)
        self._level_ops.append((kind, change, self._pending_served))
        return self.levels[kind]

    def note_served(self) -> int:
        """Count one more exercise served by adaptive practice; returns the new count."""
        self.served += 1
        self._pending_served += 1
        return self.served

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "learner": self.learner,
            "updated": time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(self.clock())),
            "kinds": {k: asdict(v) for k, v in sorted(self.stats.items())},
            "practice": {"served": self.served, "kinds": {k: asdict(v) for k, v in sorted(self.levels.items())}},
            "stars": dict(sorted(self.stars.items())),
            "stage_seconds": {k: round(v, 1) for k, v in sorted(self.stage_seconds.items())},
            "stage_hints": dict(sorted(self.stage_hints.items())),
        }

    def _merge_with_file(self) -> None:
        """Take the file's newest content (another widget or lesson of this learner may have
        saved since this object loaded it) and add what this object recorded since."""
        if not self.path.exists():
            return
        try:
            disk = read_progress_data(self.path)
        except (ProgressError, UnicodeDecodeError) as e:
            backup = self._move_aside(str(e))
            message = _(FILE_UNREADABLE_KEPT, path=self.path, problem=e, backup=backup)
            self.messages.append(message)
            warnings.warn(message, ProgressWarning, stacklevel=3)
            return
        if _exact(disk.learner) != self.learner:
            return
        stats = disk.stats
        for kind, delta in self._pending.items():
            _add(stats.setdefault(kind, KindStats()), delta)
        levels = disk.levels
        for kind, change, served_before in self._level_ops:
            levels[kind] = change(levels.get(kind) or LevelState(), disk.served + served_before)
        stars = disk.stars
        for task, best in self.stars.items():  # the best ever: a merge can only keep or raise stars
            stars[task] = max(best, stars.get(task, 0))
        for record in ADDED_PER_TASK:  # time and hints add up, like the exercises' records
            totals = getattr(disk, record)
            for task, added in self._pending_per_task.get(record, {}).items():
                totals[task] = totals.get(task, 0) + added
            setattr(self, record, totals)
        self.stats, self.levels, self.served, self.stars = stats, levels, disk.served + self._pending_served, stars

    def save(self) -> Path:
        """Write atomically: temporary file, flush, fsync, ``os.replace``. On any failure the
        previous file is left as it was and the temporary file is removed. What this object
        recorded is added to the file's newest content, never written over it."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(self.path):  # two kernels saving at once must not drop each other's records
            return self._save_locked()

    def _save_locked(self) -> Path:
        self._merge_with_file()
        write_atomically(self.path, json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n")
        self._pending, self._pending_served, self._level_ops = {}, 0, []
        self._pending_per_task = {}
        return self.path

    # --- summaries ---------------------------------------------------------------------------------
    def level_state(self, kind: str) -> LevelState:
        """The adaptive-practice state of ``kind`` (level 1 for a kind not practised yet)."""
        return self.levels.get(kind) or LevelState()

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
