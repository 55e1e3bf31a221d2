"""A class on the teacher's computer: its students, their join codes and the class settings.

A class lives in ``<home>/classes/<id>/`` (home = ``CASINO_LEARN_HOME`` or ``~/.casino_learn``):

* ``class.json`` (file mode 0600) holds the class name, the settings, the students
  ``[{"id", "name", "code": {"scheme", "salt", "hash", "lookup", ...}}]``, the teacher key (hashed
  the same way), a random ``secret`` for signing sign-in tokens and session cookies (:mod:`.tokens`;
  kept on disk, so sign-ins last across a server restart) and a random ``lookup_key``.
* ``students/<id>/`` is each student's own folder: the ``CASINO_LEARN_HOME`` of that student's
  progress, saved matches and class activity (games played, their seeds, active time).
  One student's page never opens another's files.

Join codes look like ``BEAR-4827``: a short word and four digits, without the easily confused
0/O and 1/I, typed in any case, with or without the hyphen. The codes in clear are returned once,
when they are made, for the join-code sheet; the class file keeps a salted slow hash of each code
(``hashlib.scrypt``, else ``pbkdf2_hmac``) and a keyed hash (HMAC-SHA256 with the class's
``lookup_key``) that finds whose code it would be. A sign-in costs **one** slow hash, right or
wrong: the keyed hash names the one student to verify (a wrong code verifies a decoy record), so
60 students signing in at once cost 60 hashes, not 60 × 60. The keyed hash does not make the codes
safer from someone who can read ``class.json`` (codes are short: anyone who can read the class
folder can also read the progress in it); it is there for speed. :class:`RateLimiter` counts
attempts *before* any hashing (per computer and per class), and a right code never clears the
wrong ones (:mod:`.signin` puts it together).

Every name maps to a distinct, safe id: a readable slug (letters of any script kept, other signs
``_``) and 8 hex digits of the SHA-256 of the exact name (Unicode composed form), so "Zoë",
"Zoé" and "zoë" get three folders even on a file system that ignores case or accents.
A class file that cannot be read is never changed or deleted: loading it raises
:class:`ClassFileError` with a message saying what to do.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
import threading
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..exercises.progress import _locked, check_learner_name, default_home
from ..i18n import N_, _, ngettext
from ..play.files import write_atomically
from ..texts.grammar import join_or

__all__ = ["CLASS_FILE", "CODE_WORDS", "MESSAGES", "OPPONENTS", "VARIANTS", "ClassFileError", "ClassRoom", "ClassSettings",
           "RateLimiter", "RosterError", "Student", "class_folder", "list_classes", "name_id", "normalise_code",
           "read_names", "read_names_file"]

FORMAT = "casino-learn-class/1"
CLASS_FILE = "class.json"
STUDENTS_DIR = "students"
VARIANTS: tuple[str, ...] = ("classic", "royal")
#: The computer players a class can face, weakest first (as in :data:`casino_learn.agents.LEVELS`).
OPPONENTS: tuple[str, ...] = ("beginner", "greedy", "careful", "expert")
LEVELS: tuple[int, ...] = (1, 2, 3)

#: Words of join codes: short, common, easy to read aloud and to type, none with an O or an I
#: (so that no code has a letter that looks like 0 or 1).
CODE_WORDS: tuple[str, ...] = (
    "BEAR", "BELL", "BEE", "CAKE", "CAMEL", "CAT", "CHAMP", "CLAM", "CRAB", "CUBE", "DEER", "DESK", "DRUM", "DUCK",
    "EAGLE", "EARTH", "ELK", "FERN", "FLAME", "FLUTE", "FUDGE", "GRAPE", "HARP", "HAWK", "HEART", "JADE", "JAM", "JET",
    "KELP", "LAKE", "LAMB", "LAMP", "LARK", "LEAF", "LEMUR", "LUNA", "MANGA", "MAPLE", "MARSH", "MELT", "MARBLE", "MULE",
    "NEST", "NUT", "PANDA", "PARK", "PEACH", "PEAR", "PECAN", "PLUM", "PUMA", "QUAKE", "RAVEN", "REEF", "SAGE", "SAND",
    "SEAL", "SHARK", "SHELL", "SKATE", "SNAKE", "SPARK", "STAR", "SWAN", "TABLE", "TAPE", "THUMB", "TRUCK", "TURTLE",
    "TUNA", "TURKEY", "VALE", "WAVE", "WHALE", "WHEAT", "YAK", "ZEBRA", "ZEST", "BAKER", "BEACH", "CANDLE", "CEDAR",
    "DAWN", "DUNE", "FABLE", "GLADE", "HAZEL", "LATTE", "MAGMA", "MESA", "NAVY", "PEARL", "CACTUS", "QUEST", "RUBY", "STEAM",
    "SUGAR", "TEMPLE", "UNCLE", "VELVET", "WALRUS", "YEAST", "BUGLE", "CAPE", "DUSK", "EMBER", "FEAST", "GAZELLE",
    "HUSKY", "JUMBLE", "KETTLE", "LLAMA", "MEMBER", "NECTAR", "PAPER", "RAFT", "SALSA", "SPRUCE", "TREK", "UMBER",
    "WREN", "ZEBU",
)
#: The subject of the teacher's session token (no student id starts like this: ids are slugs).
TEACHER_SUBJECT = "!teacher"
#: Digits of join codes (no 0 or 1).
CODE_DIGITS = "23456789"
#: Letters of the teacher key (no 0/O, 1/I).
KEY_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

#: Learner- and teacher-facing messages (translators: keep the {placeholders}).
MESSAGES: dict[str, str] = {
    "wrong_code": N_("That code is not right. Check the code on your card and type it again."),
    "empty_code": N_("Type the code from your card, for example BEAR-4827."),
    "wrong_key": N_("That teacher key is not right."),
    "bad_variant": N_("The game must be one of {choices}, not “{value}”."),
    "bad_opponent": N_("The computer player must be one of {choices}, not “{value}”."),
    "bad_level": N_("The exercise level must be 1, 2 or 3, not “{value}”."),
    "bad_name": N_("Line {line}: “{name}” cannot be used as a name: {why}"),
    "duplicate": N_("Line {line}: “{name}” is already on line {first}. Two students need two different names "
                 "(add an initial, for example “{name} B.”)."),
    "no_names": N_("The list of students is empty: write one name per line (lines starting with # are ignored)."),
    "already_in_class": N_("“{name}” is already in the class."),
    "no_student": N_("There is no student “{name}” in the class {klass}. The students are: {names}."),
    "no_class": N_("There is no class “{name}” (looked in {folder}). Create it with: casino-learn class new \"{name}\" --students names.txt"),
    "class_exists": N_("There is already a class “{name}” in {folder}. Choose another name, or use casino-learn class show \"{name}\"."),
    "class_name": N_("The class needs a name with at least one letter or digit."),
    "corrupt": N_("The class file {path} could not be read: {why}. It was left exactly as it is (nothing was deleted or "
               "changed). Restore it from a backup, or create the class again under another name."),
    "names_file": N_("Could not read the list of students {path}: {why}"),
}


class RosterError(ValueError):
    """A problem with a class or a list of names, with a message for the teacher."""


class ClassFileError(RosterError):
    """``class.json`` cannot be read; the file was left as it is."""


# --- names and ids --------------------------------------------------------------------------------

def _exact(name: str) -> str:
    """The name as it identifies a person: composed Unicode, spaces trimmed and runs made one."""
    return " ".join(unicodedata.normalize("NFC", name).split())


def _slug(name: str, limit: int = 24) -> str:
    slug = re.sub(r"[^\w]+", "_", _exact(name)).strip("_")
    return slug[:limit].rstrip("_") or "x"


def name_id(name: str) -> str:
    """The stable, safe folder name of ``name``: ``<slug>-<8 hex>`` (hash of the exact name), so
    names differing only in case or accents get different ids on any file system."""
    return f"{_slug(name)}-{hashlib.sha256(_exact(name).encode('utf-8')).hexdigest()[:8]}"


def read_names(text: str) -> list[str]:
    """The names of a list, one per line: blank lines and lines starting with ``#`` are ignored.
    A name that cannot be used or a name given twice raises :class:`RosterError` naming the line."""
    names: list[str] = []
    first: dict[str, int] = {}
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            name = check_learner_name(line)
        except ValueError as e:
            raise RosterError(_(MESSAGES["bad_name"], line=number, name=line, why=e)) from None
        if name in first:
            raise RosterError(_(MESSAGES["duplicate"], line=number, name=name, first=first[name]))
        first[name] = number
        names.append(name)
    if not names:
        raise RosterError(_(MESSAGES["no_names"]))
    return names


def read_names_file(path: str | Path) -> list[str]:
    """:func:`read_names` of a UTF-8 text file."""
    try:
        text = Path(path).expanduser().read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        why = "it is not a UTF-8 text file" if isinstance(e, UnicodeDecodeError) else (e.strerror or str(e))
        raise RosterError(_(MESSAGES["names_file"], path=path, why=why)) from None
    return read_names(text)


# --- codes and their hashes -----------------------------------------------------------------------

#: scrypt's cost: about 3 ms a code on an idle laptop core, 12 ms on the loaded 2-core test machine, one
#: per sign-in. 2**12 made 60 sign-ins at once p95 1.4-1.9 s there (benchmarks/bench_signin.py), over
#: the 1 s target; a costlier hash would not protect the short codes anyway from someone who can read
#: class.json, whose keyed hashes find a code at once. Older records keep the cost they were made with.
SCRYPT = {"n": 2 ** 11, "r": 8, "p": 1}
PBKDF2_ROUNDS = 60_000


def normalise_code(code: str) -> str:
    """A typed code as it is hashed: capitals, no spaces or hyphens (``bear 4827`` = ``BEAR-4827``)."""
    text = unicodedata.normalize("NFKC", code or "").upper()
    return re.sub(r"[\s\-‐‑‒–—_.]+", "", text)


def _new_code() -> str:
    return f"{secrets.choice(CODE_WORDS)}-{''.join(secrets.choice(CODE_DIGITS) for _digit in range(4))}"


def _new_key() -> str:
    raw = "".join(secrets.choice(KEY_ALPHABET) for _char in range(16))
    return "-".join(raw[i:i + 4] for i in range(0, 16, 4))


def _derive(secret: str, record: dict[str, Any]) -> bytes:
    salt = bytes.fromhex(str(record["salt"]))
    data = normalise_code(secret).encode("utf-8")
    if record.get("scheme") == "scrypt":
        return hashlib.scrypt(data, salt=salt, n=int(record["n"]), r=int(record["r"]), p=int(record["p"]), dklen=32)
    return hashlib.pbkdf2_hmac("sha256", data, salt, int(record.get("rounds", PBKDF2_ROUNDS)), dklen=32)


def hash_code(secret: str) -> dict[str, Any]:
    """A salted slow hash of a code or key: scrypt where this Python has it, else PBKDF2."""
    salt = secrets.token_hex(16)
    record: dict[str, Any]
    if hasattr(hashlib, "scrypt"):
        record = {"scheme": "scrypt", "salt": salt, **SCRYPT}
        try:
            record["hash"] = _derive(secret, record).hex()
            return record
        except (ValueError, MemoryError):  # an OpenSSL without scrypt support
            pass
    record = {"scheme": "pbkdf2", "salt": salt, "rounds": PBKDF2_ROUNDS}
    record["hash"] = _derive(secret, record).hex()
    return record


def lookup_hash(lookup_key: bytes, code: str) -> str:
    """The keyed hash that finds the student of a code: HMAC-SHA256 of the normalised code."""
    return hmac.new(lookup_key, b"casino-learn-code:" + normalise_code(code).encode("utf-8"), hashlib.sha256).hexdigest()


_DECOY: dict[str, Any] = {}


def _decoy() -> dict[str, Any]:
    """A hash record of a random code, verified when a code names nobody, so that a wrong code
    costs the same one slow hash as a right one."""
    if not _DECOY:
        _DECOY.update(hash_code(secrets.token_hex(8)))
    return _DECOY


def _matches(secret: str, record: dict[str, Any]) -> bool:
    try:
        expected = bytes.fromhex(str(record["hash"]))
        return hmac.compare_digest(_derive(secret, record), expected)
    except (KeyError, TypeError, ValueError):
        return False


# --- settings ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ClassSettings:
    """What the whole class plays: the game, the computer player and the exercise level. ``seed``
    (chosen at random when the class is made) gives every student their own deals, and the
    teacher can replay any of them (:meth:`seed_for`)."""

    variant: str = "classic"
    opponent: str = "beginner"
    level: int = 1
    seed: int = 0

    def __post_init__(self) -> None:
        variant = str(self.variant).strip().lower()
        opponent = str(self.opponent).strip().lower()
        if opponent == "random":
            opponent = "beginner"
        if variant not in VARIANTS:
            raise RosterError(_(MESSAGES["bad_variant"], choices=join_or(list(VARIANTS)), value=self.variant))
        if opponent not in OPPONENTS:
            raise RosterError(_(MESSAGES["bad_opponent"], choices=", ".join(OPPONENTS), value=self.opponent))
        level = self.level
        if isinstance(level, str) and level.strip().isdigit():
            level = int(level.strip())
        if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
            raise RosterError(_(MESSAGES["bad_level"], value=self.level))
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise RosterError(f"The class seed must be a whole number, not {self.seed!r}.")
        object.__setattr__(self, "variant", variant)
        object.__setattr__(self, "opponent", opponent)
        object.__setattr__(self, "level", level)

    def seed_for(self, student_id: str, game: int = 0) -> int:
        """The deal seed of ``student_id``'s ``game``-th game: different for every student and
        every class, the same every time (so the teacher can replay it)."""
        digest = hashlib.sha256(f"{self.seed}:{student_id}:{game}".encode()).digest()
        return int.from_bytes(digest[:6], "big")

    def changed(self, **changes: Any) -> ClassSettings:
        """A copy with some settings changed (None means unchanged), validated."""
        return replace(self, **{k: v for k, v in changes.items() if v is not None})

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "opponent": self.opponent, "level": self.level, "seed": self.seed}

    @classmethod
    def from_json(cls, data: Any) -> ClassSettings:
        if not isinstance(data, dict):
            raise RosterError("\"settings\" should be an object")
        return cls(**{k: data[k] for k in ("variant", "opponent", "level", "seed") if k in data})


# --- students and the class ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Student:
    """One student: a stable id (also the name of their folder) and their name as written."""

    id: str
    name: str
    code: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "code": self.code}


def class_folder(name: str, home: str | Path | None = None) -> Path:
    """Where the class called ``name`` is (or would be) kept."""
    base = Path(home).expanduser() if home is not None else default_home()
    return base / "classes" / name_id(name)


def list_classes(home: str | Path | None = None) -> list[Path]:
    """The folders of the classes kept under ``home``."""
    base = (Path(home).expanduser() if home is not None else default_home()) / "classes"
    if not base.is_dir():
        return []
    return sorted(p for p in base.iterdir() if (p / CLASS_FILE).is_file())


class ClassRoom:
    """A class: ``ClassRoom.create(...)`` once, then ``ClassRoom.load(name)`` anywhere."""

    def __init__(self, folder: Path, name: str, settings: ClassSettings, students: list[Student],
                 teacher: dict[str, Any], secret: bytes, created: str = "", lookup_key: bytes | None = None) -> None:
        self.folder = folder
        self.name = name
        self.settings = settings
        self.students = students
        self.teacher = teacher
        self.secret = secret
        self.created = created
        #: The key of the codes' keyed hashes (None in a class made before it existed: then codes
        #: are checked the old way, against every student, until each student signs in once).
        self.lookup_key = lookup_key
        #: The teacher key in clear: only right after :meth:`create` or :meth:`new_teacher_key`.
        self.teacher_key: str | None = None
        self._mtime = self._stamp()
        self._lock = threading.Lock()
        self._index = self._make_index()

    # --- making and reading ---------------------------------------------------------------------
    @classmethod
    def create(cls, name: str, student_names: Iterable[str], home: str | Path | None = None,
               settings: ClassSettings | None = None) -> tuple[ClassRoom, dict[str, str]]:
        """Make a new class with its students. Returns the class and the join codes in clear,
        ``{student id: code}``: shown this once, only their hashes are kept."""
        clean = _exact(name)
        if not re.search(r"\w", clean):
            raise RosterError(_(MESSAGES["class_name"]))
        names = read_names("\n".join(student_names))
        folder = class_folder(clean, home)
        if (folder / CLASS_FILE).exists():
            raise RosterError(_(MESSAGES["class_exists"], name=clean, folder=folder))
        if settings is None:
            settings = ClassSettings()
        if settings.seed == 0:
            settings = replace(settings, seed=secrets.randbelow(10 ** 9) + 1)
        room = cls(folder, clean, settings, [], {}, secrets.token_bytes(32), time.strftime("%Y-%m-%dT%H:%M:%S"),
                   secrets.token_bytes(32))
        room.teacher_key = _new_key()
        room.teacher = hash_code(room.teacher_key)
        codes = room._add(names, set())
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        with _locked(folder / CLASS_FILE):
            if (folder / CLASS_FILE).exists():
                raise RosterError(_(MESSAGES["class_exists"], name=clean, folder=folder))
            room._write()
        for student in room.students:
            room.student_home(student.id)
        return room, codes

    @classmethod
    def load(cls, folder_or_name: str | Path, home: str | Path | None = None) -> ClassRoom:
        """The class in a folder, or the class called ``folder_or_name`` (a name typed in another
        case also finds it, when only one class has it)."""
        folder = cls._find(folder_or_name, home)
        return cls._read(folder)

    @classmethod
    def _find(cls, folder_or_name: str | Path, home: str | Path | None) -> Path:
        given = Path(folder_or_name).expanduser()
        if isinstance(folder_or_name, Path) or (given.is_absolute() or os.sep in str(folder_or_name)):
            if (given / CLASS_FILE).is_file():
                return given
            if given.name == CLASS_FILE and given.is_file():
                return given.parent
        name = _exact(str(folder_or_name))
        folder = class_folder(name, home)
        if (folder / CLASS_FILE).is_file():
            return folder
        matches = []
        for other in list_classes(home):
            try:
                data = json.loads((other / CLASS_FILE).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and str(data.get("name", "")).casefold() == name.casefold():
                matches.append(other)
        if len(matches) == 1:
            return matches[0]
        raise RosterError(_(MESSAGES["no_class"], name=name, folder=folder.parent))

    @classmethod
    def _read(cls, folder: Path) -> ClassRoom:
        path = folder / CLASS_FILE
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise ClassFileError(_(MESSAGES["corrupt"], path=path, why=_("it is not UTF-8 text"))) from None
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise RosterError(f"it is not a casino_learn class file (expected \"format\": \"{FORMAT}\")")
            settings = ClassSettings.from_json(data.get("settings", {}))
            students = []
            seen = set()
            raw_students = data.get("students")
            if not isinstance(raw_students, list):
                raise RosterError("\"students\" should be a list")
            for i, s in enumerate(raw_students):
                if not (isinstance(s, dict) and isinstance(s.get("id"), str) and isinstance(s.get("name"), str)
                        and isinstance(s.get("code"), dict)):
                    raise RosterError(f"student {i + 1} needs an \"id\", a \"name\" and a \"code\"")
                if s["id"] != name_id(s["name"]) or s["id"] in seen:
                    raise RosterError(f"student {i + 1} ({s['name']!r}) has a wrong or repeated id {s['id']!r}")
                seen.add(s["id"])
                students.append(Student(s["id"], s["name"], dict(s["code"])))
            teacher, secret = data.get("teacher"), data.get("secret")
            if not isinstance(teacher, dict) or not isinstance(secret, str) or len(secret) < 32:
                raise RosterError("it needs a \"teacher\" key record and a \"secret\"")
            lookup_key = data.get("lookup_key")
            if lookup_key is not None and (not isinstance(lookup_key, str) or len(lookup_key) < 32):
                raise RosterError("\"lookup_key\" should be a long hexadecimal string")
            room = cls(folder, str(data.get("name", folder.name)), settings, students, teacher, bytes.fromhex(secret),
                       str(data.get("created", "")), bytes.fromhex(lookup_key) if lookup_key else None)
        except json.JSONDecodeError as e:
            why = _("it is not valid JSON (line {line}, column {column}: {error})", line=e.lineno, column=e.colno,
                    error=e.msg)
            raise ClassFileError(_(MESSAGES["corrupt"], path=path, why=why)) from None
        except (RosterError, ValueError, TypeError, RecursionError) as e:
            raise ClassFileError(_(MESSAGES["corrupt"], path=path, why=e)) from None
        return room

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "name": self.name, "created": self.created, "settings": self.settings.to_json(),
                "students": [s.to_json() for s in self.students], "teacher": self.teacher, "secret": self.secret.hex(),
                **({"lookup_key": self.lookup_key.hex()} if self.lookup_key else {})}

    def _write(self) -> None:
        path = self.folder / CLASS_FILE
        write_atomically(path, json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n")
        try:
            os.chmod(path, 0o600)
        except OSError:  # pragma: no cover - file systems without modes
            pass
        self._mtime = self._stamp()

    def _stamp(self) -> tuple[int, int]:
        try:
            st = (self.folder / CLASS_FILE).stat()
            return (st.st_mtime_ns, st.st_size)
        except OSError:
            return (0, 0)

    def _update(self, change: Callable[[ClassRoom], Any]) -> Any:
        """Change the class on disk: read the newest file under its lock, change, write."""
        with _locked(self.folder / CLASS_FILE):
            fresh = self._read(self.folder)
            result = change(fresh)
            fresh._write()
        self._take(fresh)
        return result

    def _take(self, other: ClassRoom) -> None:
        with self._lock:
            self.name, self.settings, self.students = other.name, other.settings, other.students
            self.teacher, self.secret, self.created, self._mtime = other.teacher, other.secret, other.created, other._mtime
            self.lookup_key = other.lookup_key
            self._index = self._make_index()

    def _make_index(self) -> dict[str, Student]:
        """{keyed hash of a code: its student}, for the students whose record has one."""
        return {str(s.code["lookup"]): s for s in self.students if self.lookup_key and isinstance(s.code.get("lookup"), str)}

    def reload_if_changed(self) -> bool:
        """Read ``class.json`` again if it changed on disk (a new code given from the command
        line while the server runs); True if it did."""
        if self._stamp() == self._mtime:
            return False
        self._take(self._read(self.folder))
        return True

    # --- students -------------------------------------------------------------------------------
    def student(self, student_id: str) -> Student:
        """The student with this id (KeyError if there is none)."""
        for s in self.students:
            if s.id == student_id:
                return s
        raise KeyError(student_id)

    def find_student(self, name_or_id: str) -> Student:
        """The student called ``name_or_id`` (exact name, id, or a name in another case when only
        one student has it); :class:`RosterError` listing the students otherwise."""
        wanted = _exact(name_or_id)
        for s in self.students:
            if s.name == wanted or s.id == wanted:
                return s
        folded = [s for s in self.students if s.name.casefold() == wanted.casefold()]
        if len(folded) == 1:
            return folded[0]
        raise RosterError(_(MESSAGES["no_student"], name=wanted, klass=self.name,
                                                        names=", ".join(s.name for s in self.students)))

    def progress_folder(self, student_id: str) -> Path:
        """Where the teacher view reads the student's progress (nothing is made or changed):
        ``students/<id>/`` here; a school hub's classes (:class:`casino_learn.hub.classes.HubClass`)
        read each student's own home instead."""
        return self.folder / STUDENTS_DIR / student_id

    def student_home(self, student_id: str) -> Path:
        """The student's own folder (their ``CASINO_LEARN_HOME``), made if missing. Only ids of
        this class are accepted, so a forged id cannot reach another folder."""
        student = self.student(student_id)
        home = self.folder / STUDENTS_DIR / student.id
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
        return home

    def seed_for(self, student_id: str, game: int = 0) -> int:
        """See :meth:`ClassSettings.seed_for`."""
        return self.settings.seed_for(student_id, game)

    def _add(self, names: Iterable[str], taken: set[str]) -> dict[str, str]:
        codes: dict[str, str] = {}
        known = {s.id for s in self.students}
        for name in names:
            clean = check_learner_name(name)
            sid = name_id(clean)
            if sid in known:
                raise RosterError(_(MESSAGES["already_in_class"], name=clean))
            code = _new_code()
            while normalise_code(code) in taken:
                code = _new_code()
            taken.add(normalise_code(code))
            codes[sid] = code
            known.add(sid)
            self.students.append(Student(sid, clean, self._record(code)))
        self._index = self._make_index()
        return codes

    def _record(self, code: str) -> dict[str, Any]:
        """The stored record of a new code: its slow hash and its keyed hash."""
        if self.lookup_key is None:  # a class made before keyed hashes: it gets its key now
            self.lookup_key = secrets.token_bytes(32)
        return {**hash_code(code), "lookup": lookup_hash(self.lookup_key, code)}

    def add_students(self, names: Iterable[str]) -> dict[str, str]:
        """Add students; returns their codes in clear, ``{student id: code}`` (shown this once)."""
        names = read_names("\n".join(names))

        def change(room: ClassRoom) -> dict[str, str]:
            codes = room._add(names, set())
            clash = [sid for sid, code in codes.items() if room._holder(code, skip=set(codes)) is not None]
            for sid in clash:  # a new code equal to an older student's code: draw again
                codes[sid] = room._replace_code(sid)
            return codes

        codes: dict[str, str] = self._update(change)
        for sid in codes:
            self.student_home(sid)
        return codes

    def _holder(self, code: str, skip: Iterable[str] = ()) -> Student | None:
        """The student (not in ``skip``) who has this code already, if any."""
        skip = set(skip)
        if self.lookup_key is not None:
            found = self._make_index().get(lookup_hash(self.lookup_key, code))
            if found is not None and found.id not in skip:
                return found
        for s in self._unindexed():  # records from before keyed hashes: the slow way
            if s.id not in skip and _matches(code, s.code):
                return s
        return None

    def _unindexed(self) -> list[Student]:
        return [s for s in self.students if not (self.lookup_key and isinstance(s.code.get("lookup"), str))]

    def _replace_code(self, student_id: str) -> str:
        student = self.student(student_id)
        code = _new_code()
        while self._holder(code, skip={student_id}) is not None:
            code = _new_code()
        record = self._record(code)
        self.students = [replace(s, code=record) if s.id == student.id else s for s in self.students]
        self._index = self._make_index()
        return code

    def new_code(self, student_id: str) -> str:
        """A new join code for a student who lost theirs (the old one stops working)."""
        self.student(student_id)
        code: str = self._update(lambda room: room._replace_code(student_id))
        return code

    def new_teacher_key(self) -> str:
        """A new teacher key (the old one stops working); kept in :attr:`teacher_key` too."""
        key = _new_key()

        def change(room: ClassRoom) -> None:
            room.teacher = hash_code(key)

        self._update(change)
        self.teacher_key = key
        return key

    def set_settings(self, settings: ClassSettings | None = None, **changes: Any) -> ClassSettings:
        """Change the class settings (``set_settings(variant="royal", level=2)``); the seed is kept."""
        base = settings or self.settings

        def change(room: ClassRoom) -> ClassSettings:
            room.settings = replace(base.changed(**changes), seed=room.settings.seed)
            return room.settings

        result: ClassSettings = self._update(change)
        return result

    # --- checking -------------------------------------------------------------------------------
    def check_code(self, code: str) -> Student | None:
        """The student whose join code this is, or None. One slow hash, right or wrong: the keyed
        hash of the code names the one student whose record is verified (a code that names
        nobody verifies a decoy record), so the time taken says nothing about the code; about
        6 ms: call it from a worker thread. No lock is held while hashing. A class made before
        keyed hashes checks its older records one by one, and indexes each student at their first
        right sign-in."""
        canonical = normalise_code(code)
        if not canonical:
            return None
        with self._lock:
            key, index, unindexed = self.lookup_key, self._index, self._unindexed()
        candidate = index.get(lookup_hash(key, canonical)) if key is not None else None
        if candidate is not None:
            return candidate if _matches(code, candidate.code) else None
        if not unindexed:
            _matches(code, _decoy())  # the same cost as a right code
            return None
        found = None
        for s in unindexed:  # an older class file: every record without a keyed hash is tried
            if _matches(code, s.code) and found is None:
                found = s
        if found is not None:
            self._add_lookup(found.id, code)
        return found

    def _add_lookup(self, student_id: str, code: str) -> None:
        """Give a record from before keyed hashes its keyed hash (the code was just found right)."""
        def change(room: ClassRoom) -> None:
            student = room.student(student_id)
            if "lookup" in student.code and room.lookup_key is not None:
                return
            if room.lookup_key is None:
                room.lookup_key = secrets.token_bytes(32)
            if not _matches(code, student.code):  # the code was changed meanwhile
                return
            record = {**student.code, "lookup": lookup_hash(room.lookup_key, code)}
            room.students = [replace(s, code=record) if s.id == student_id else s for s in room.students]

        try:
            self._update(change)
        except (OSError, RosterError, KeyError):  # indexing is only for speed: the sign-in stands
            pass

    # --- sessions (signed tokens in cookies; the secret is in class.json: they last across restarts)
    def _stamp_of(self, record: dict[str, Any]) -> str:
        """A short keyed fingerprint of a code record: a new code or teacher key gives a new one, so
        it ends the sessions opened with the old one."""
        return hmac.new(self.secret, str(record.get("salt", "")).encode(), hashlib.sha256).hexdigest()[:12]

    def session_token(self, student_id: str, now: float | None = None) -> str:
        """A signed token saying "this is ``student_id``" (for the address and the cookie); it
        stops working after a new code for that student (:meth:`new_code`) or after a day."""
        from .tokens import make_token

        student = self.student(student_id)
        return make_token(self.secret, student.id, now=now, stamp=self._stamp_of(student.code))

    def token_student(self, token: str, now: float | None = None) -> Student | None:
        """The student of a token made by :meth:`session_token`, or None (bad, old, another class,
        or made before the student's code was renewed)."""
        from .tokens import read_token_parts

        parts = read_token_parts(self.secret, token, now=now)
        if parts is None or parts[0].startswith(TEACHER_SUBJECT):
            return None
        try:
            student = self.student(parts[0])
        except KeyError:
            return None
        return student if hmac.compare_digest(parts[1], self._stamp_of(student.code)) else None

    def teacher_token(self, now: float | None = None) -> str:
        """A signed token for the teacher's cookie (no retyping the key after a restart); a new
        teacher key ends it."""
        from .tokens import make_token

        return make_token(self.secret, TEACHER_SUBJECT, now=now, stamp=self._stamp_of(self.teacher))

    def is_teacher_token(self, token: str, now: float | None = None) -> bool:
        from .tokens import read_token_parts

        parts = read_token_parts(self.secret, token, now=now)
        return (parts is not None and parts[0] == TEACHER_SUBJECT
                and hmac.compare_digest(parts[1], self._stamp_of(self.teacher)))

    @property
    def cookie_secret(self) -> bytes:
        """The secret a web server signs its cookies with: derived from the class secret, so it is
        the same after a restart (a new random one each start signed everyone out)."""
        return hmac.new(self.secret, b"casino-learn-cookies", hashlib.sha256).digest()

    def check_teacher_key(self, key: str) -> bool:
        """True if ``key`` is the teacher key (compared in constant time)."""
        return bool(normalise_code(key)) and _matches(key, self.teacher)

    def __repr__(self) -> str:
        return f"<ClassRoom {self.name!r}: {len(self.students)} students, {self.settings.variant}>"


# --- slowing down guessing ------------------------------------------------------------------------------

CLASS_KEY = "\0class"


def client_key(address: str | None) -> str:
    """Whose attempts count together: an IPv4 address, or an IPv6 address's /64 network (one
    computer can take any address of its network)."""
    import ipaddress

    text = (address or "?").strip()
    try:
        ip = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        return text[:100]
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    if isinstance(ip, ipaddress.IPv6Address) and not ip.is_loopback:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class RateLimiter:
    """At most ``max_failures`` wrong codes per client, and ``class_failures`` for the whole
    class, in any ``per_seconds`` window. An attempt is counted **before** its code is hashed
    (:meth:`reserve`), so 60 codes sent at once from one computer get 5 hashes, not 60; a right
    code gives back only its own reservation (:meth:`release`) and never clears the wrong ones
    (``4 wrong + 1 right`` repeated stops after the fifth wrong). Thread-safe; no lock is held
    while hashing."""

    def __init__(self, max_failures: int = 5, per_seconds: float = 60, clock: Callable[[], float] = time.monotonic,
                 max_clients: int = 10_000, class_failures: int | None = 60) -> None:
        self.max_failures = max_failures
        self.per_seconds = per_seconds
        self.clock = clock
        self.max_clients = max_clients
        self.class_failures = class_failures
        self._failures: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, client: str, now: float) -> deque[float]:
        times = self._failures.get(client)
        if times is None:
            return deque()
        while times and times[0] <= now - self.per_seconds:
            times.popleft()
        if not times:
            del self._failures[client]
        return times

    def _full(self, client: str, now: float) -> bool:
        if len(self._recent(client, now)) >= self.max_failures:
            return True
        return self.class_failures is not None and len(self._recent(CLASS_KEY, now)) >= self.class_failures

    def _count(self, client: str, now: float) -> None:
        if client not in self._failures and len(self._failures) >= self.max_clients:
            for other in list(self._failures):  # forget clients with only old failures
                self._recent(other, now)
        for key in (client, CLASS_KEY) if self.class_failures is not None else (client,):
            limit = self.class_failures if key == CLASS_KEY else self.max_failures
            self._failures.setdefault(key, deque(maxlen=2 * max(1, limit or 1))).append(now)  # bounded memory

    def blocked_by(self, client: str) -> str | None:
        """Why this client may not try now: "client" (its own wrong codes), "class" (the whole
        class's), or None."""
        with self._lock:
            now = self.clock()
            if len(self._recent(client, now)) >= self.max_failures:
                return "client"
            return "class" if self._full(client, now) else None

    def allowed(self, client: str) -> bool:
        """May this client try a code now?"""
        with self._lock:
            return not self._full(client, self.clock())

    def reserve(self, client: str) -> float | None:
        """Count an attempt as wrong *before* checking its code; None if the client (or the class)
        has no attempts left. Give the returned stamp to :meth:`release` if the code was right."""
        with self._lock:
            now = self.clock()
            if self._full(client, now):
                return None
            self._count(client, now)
            return now

    def release(self, client: str, stamp: float) -> None:
        """The reserved attempt was a right code: it is not a wrong one (the others stay)."""
        with self._lock:
            for key in (client, CLASS_KEY):
                times = self._failures.get(key)
                if times is not None and stamp in times:
                    times.remove(stamp)
                    if not times:
                        del self._failures[key]

    def retry_after(self, client: str) -> int:
        """Whole seconds until this client may try again (0 if now)."""
        with self._lock:
            now = self.clock()
            waits = [0.0]
            times = self._recent(client, now)
            if len(times) >= self.max_failures:
                waits.append(times[-self.max_failures] + self.per_seconds - now)
            if self.class_failures is not None:
                whole = self._recent(CLASS_KEY, now)
                if len(whole) >= self.class_failures:
                    waits.append(whole[-self.class_failures] + self.per_seconds - now)
            wait = max(waits)
            return max(1, int(wait + 0.999)) if wait > 0 else 0

    def failed(self, client: str) -> None:
        """Count a wrong code from this client (one not reserved beforehand)."""
        with self._lock:
            self._count(client, self.clock())

    def message(self, client: str) -> str:
        """What to show a client who may not try now."""
        return ngettext("Too many wrong codes. Wait {n} second, then try again; ask your teacher if you lost your card.",
                        "Too many wrong codes. Wait {n} seconds, then try again; ask your teacher if you lost your card.",
                        self.retry_after(client))
