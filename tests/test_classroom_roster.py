"""A class: names and ids, join codes kept hashed, settings, the rate limiter, sign-in tokens,
the class file (never deleted when it cannot be read) and private student folders."""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import unicodedata
from pathlib import Path

import pytest

from casino_learn.classroom import (
    ClassFileError,
    ClassRoom,
    ClassSettings,
    RateLimiter,
    RosterError,
    make_token,
    name_id,
    read_names,
    read_names_file,
    read_token,
    roster,
)
from casino_learn.exercises.progress import Progress, read_progress_data
from casino_learn.exercises.registry import make_exercise

CODE = re.compile(r"^[A-Z]+-[2-9]{4}$")
NAMES = ["Zoë", "Zoé", "zoë", "ZOË", "王伟", "李娜", "Мария", "O'Brien", "Jean-Luc"]


def make(tmp_path: Path, names: list[str] | None = None, **settings) -> tuple[ClassRoom, dict[str, str]]:
    return ClassRoom.create("7A", names or ["Ana", "Ben", "Chen"], home=tmp_path,
                            settings=ClassSettings(**settings) if settings else None)


# --- names -----------------------------------------------------------------------------------------

def test_names_list_ignores_blank_lines_and_comments_and_a_bom() -> None:
    text = "\ufeff# class 7A\n\nAna\n   \n  Ben  \n# Chen is away\nZo\u0065\u0308\n"
    assert read_names(text) == ["Ana", "Ben", "Zoë"]


def test_a_name_given_twice_is_refused_naming_the_lines() -> None:
    with pytest.raises(RosterError, match=r"Line 4: “Ana” is already on line 2"):
        read_names("# list\nAna\nBen\nAna\n")
    # the same name typed in two Unicode forms is the same student
    with pytest.raises(RosterError, match="Line 2"):
        read_names("Zo\u00eb\nZo\u0065\u0308\n")


def test_a_name_that_cannot_be_used_names_its_line(tmp_path: Path) -> None:
    with pytest.raises(RosterError, match=r"Line 2: “Ana/\.\.” cannot be used"):
        read_names("Ben\nAna/..\n")
    with pytest.raises(RosterError, match="empty"):
        read_names("# nobody\n\n")
    bad = tmp_path / "names.txt"
    bad.write_bytes(b"\xff\xfeA\x00")
    with pytest.raises(RosterError, match="not a UTF-8 text file"):
        read_names_file(bad)


def test_every_name_gets_a_distinct_safe_id_even_on_case_insensitive_file_systems() -> None:
    ids = [name_id(n) for n in NAMES]
    assert len({i.casefold() for i in ids}) == len(NAMES)  # Zoë / zoë / ZOË differ on macOS and Windows too
    for i in ids:
        assert re.fullmatch(r"[\w]+-[0-9a-f]{8}", i), i
        assert not set(i) & set('/\\:*?"<>|. ')
        assert unicodedata.normalize("NFC", i) == i
    assert name_id("Zo\u0065\u0308") == name_id("Zo\u00eb")  # one name, whichever way it was typed
    assert name_id("王伟") != name_id("李娜")
    assert name_id("王伟").startswith("王伟-")  # readable


# --- codes kept hashed ------------------------------------------------------------------------------

def test_codes_are_easy_to_type_and_stored_only_hashed(tmp_path: Path) -> None:
    room, codes = make(tmp_path, NAMES)
    assert set(codes) == {s.id for s in room.students}
    assert len(set(codes.values())) == len(codes)
    for code in codes.values():
        assert CODE.match(code), code
        assert not set(code) & set("0O1I")
    text = (room.folder / "class.json").read_text(encoding="utf-8")
    data = json.loads(text)
    for code in codes.values():
        assert code not in text and code.replace("-", "") not in text
    salts = [s["code"]["salt"] for s in data["students"]] + [data["teacher"]["salt"]]
    assert len(set(salts)) == len(salts)  # one salt per code
    assert {s["code"]["scheme"] for s in data["students"]} == {"scrypt"}
    assert room.teacher_key and room.teacher_key not in text
    if os.name == "posix":
        assert stat.S_IMODE((room.folder / "class.json").stat().st_mode) == 0o600


def test_codes_are_checked_in_any_case_with_or_without_the_hyphen(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    ben = room.students[1]
    code = codes[ben.id]
    for typed in (code, code.lower(), code.replace("-", ""), " " + code.replace("-", " ").lower() + " ", code.replace("-", "–")):
        assert room.check_code(typed) == ben, typed
    assert room.check_code("") is None
    assert room.check_code("   ") is None
    word, digits = code.split("-")
    wrong = f"{word}-{'2' if digits[0] != '2' else '3'}{digits[1:]}"
    assert room.check_code(wrong) is None
    assert ClassRoom.load("7A", home=tmp_path).check_code(code.lower()) == ben


def test_one_slow_hash_per_code_right_or_wrong(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The keyed hash names the one student to verify; a code naming nobody verifies a decoy."""
    room, codes = make(tmp_path, NAMES)
    calls = []
    real = roster._matches
    monkeypatch.setattr(roster, "_matches", lambda secret, record: calls.append(1) or real(secret, record))
    for student in (room.students[0], room.students[-1]):
        calls.clear()
        assert room.check_code(codes[student.id]) == student
        assert len(calls) == 1
    wrong = next(c for c in ("CAKE-9999", "BEAR-2222", "SEAL-3456") if c not in codes.values())
    calls.clear()
    assert room.check_code(wrong) is None
    assert len(calls) == 1
    data = json.loads((room.folder / "class.json").read_text(encoding="utf-8"))
    assert len(data["lookup_key"]) == 64 and all(len(s["code"]["lookup"]) == 64 for s in data["students"])


def test_a_class_made_before_keyed_hashes_still_signs_in_and_is_indexed(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    path = room.folder / "class.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["lookup_key"]
    for s in data["students"]:
        del s["code"]["lookup"]
    path.write_text(json.dumps(data), encoding="utf-8")
    old = ClassRoom.load("7A", home=tmp_path)
    assert old.lookup_key is None
    ben = old.students[1]
    assert old.check_code(codes[ben.id]) == ben
    assert old.check_code("CAKE-9999" if "CAKE-9999" not in codes.values() else "SEAL-3456") is None
    again = json.loads(path.read_text(encoding="utf-8"))
    assert again["lookup_key"] and "lookup" in again["students"][1]["code"]
    assert "lookup" not in again["students"][0]["code"]  # the others are indexed at their own first sign-in
    fresh = ClassRoom.load("7A", home=tmp_path)
    assert fresh.check_code(codes[ben.id]) == ben and fresh.check_code(codes[old.students[0].id]) == old.students[0]
    added = fresh.add_students(["Dee"])  # a new student in an old class gets a keyed hash at once
    assert fresh.check_code(next(iter(added.values()))).name == "Dee"  # type: ignore[union-attr]


def test_pbkdf2_when_this_python_has_no_scrypt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(hashlib, "scrypt")
    room, codes = make(tmp_path)
    data = json.loads((room.folder / "class.json").read_text(encoding="utf-8"))
    assert {s["code"]["scheme"] for s in data["students"]} == {"pbkdf2"}
    assert room.check_code(codes[room.students[2].id]) == room.students[2]
    assert room.check_teacher_key(room.teacher_key or "")


def test_a_new_code_replaces_the_lost_one(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    ana = room.students[0]
    assert room.check_code(codes[ana.id]) == ana  # remembered as right ...
    new = room.new_code(ana.id)
    assert CODE.match(new)
    assert room.check_code(codes[ana.id]) is None  # ... and forgotten when replaced
    assert room.check_code(new) == ana
    # a server holding the class sees the change made from the command line
    server = ClassRoom.load("7A", home=tmp_path)
    newer = ClassRoom.load("7A", home=tmp_path).new_code(ana.id)
    assert server.reload_if_changed()
    assert server.check_code(new) is None and server.check_code(newer) == ana
    assert not server.reload_if_changed()


def test_teacher_key(tmp_path: Path) -> None:
    room, _ = make(tmp_path)
    key = room.teacher_key
    assert key and re.fullmatch(r"[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}", key)
    assert room.check_teacher_key(key.lower())
    assert not room.check_teacher_key("")
    assert not room.check_teacher_key(key[:-1] + ("2" if key[-1] != "2" else "3"))
    new = room.new_teacher_key()
    loaded = ClassRoom.load("7A", home=tmp_path)
    assert loaded.check_teacher_key(new) and not loaded.check_teacher_key(key)
    assert loaded.teacher_key is None  # never read back from the file


def test_adding_students(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    more = room.add_students(["Dee", "Émile"])
    assert len(room.students) == 5
    loaded = ClassRoom.load("7A", home=tmp_path)
    assert [s.name for s in loaded.students] == ["Ana", "Ben", "Chen", "Dee", "Émile"]
    for sid, code in {**codes, **more}.items():
        assert loaded.check_code(code) == loaded.student(sid)
    with pytest.raises(RosterError, match="“Ana” is already in the class"):
        room.add_students(["Ana"])
    assert (room.folder / "students" / name_id("Émile")).is_dir()


# --- the class file ------------------------------------------------------------------------------------

def test_a_class_is_found_by_its_name_in_any_case_or_by_its_folder(tmp_path: Path) -> None:
    room, _ = make(tmp_path)
    assert ClassRoom.load("7a", home=tmp_path).folder == room.folder
    assert ClassRoom.load(room.folder).name == "7A"
    assert ClassRoom.load(str(room.folder / "class.json")).name == "7A"
    with pytest.raises(RosterError, match="There is no class “7B”"):
        ClassRoom.load("7B", home=tmp_path)
    with pytest.raises(RosterError, match="already a class “7A”"):
        make(tmp_path)


def test_classes_named_alike_get_their_own_folders(tmp_path: Path) -> None:
    a, _ = ClassRoom.create("Zoë's class", ["Ana"], home=tmp_path)
    b, _ = ClassRoom.create("zoë's class", ["Ana"], home=tmp_path)
    assert a.folder != b.folder and a.folder.name.casefold() != b.folder.name.casefold()
    assert ClassRoom.load("Zoë's class", home=tmp_path).folder == a.folder
    with pytest.raises(RosterError):
        ClassRoom.create("  --  ", ["Ana"], home=tmp_path)


@pytest.mark.parametrize("content", [b"{bad json", b"\xff\xfe", b"[]", b'{"format": "casino-learn-class/1", "students": 3}'])
def test_a_class_file_that_cannot_be_read_is_reported_and_left_alone(tmp_path: Path, content: bytes) -> None:
    room, _ = make(tmp_path)
    path = room.folder / "class.json"
    path.write_bytes(content)
    before = sorted(p.name for p in room.folder.iterdir())
    with pytest.raises(ClassFileError) as info:
        ClassRoom.load("7A", home=tmp_path)
    message = str(info.value)
    assert str(path) in message and "nothing was deleted" in message
    with pytest.raises(ClassFileError):
        room.new_code(room.students[0].id)  # a change is not written over it either
    assert path.read_bytes() == content
    assert sorted(p.name for p in room.folder.iterdir()) == before


def test_a_class_file_with_a_forged_student_id_is_refused(tmp_path: Path) -> None:
    room, _ = make(tmp_path)
    path = room.folder / "class.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["students"][0]["id"] = "../../elsewhere"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ClassFileError, match="wrong or repeated id"):
        ClassRoom.load(room.folder)


# --- private folders -------------------------------------------------------------------------------------

def test_each_student_has_a_folder_of_their_own(tmp_path: Path) -> None:
    room, _ = make(tmp_path, NAMES)
    homes = {room.student_home(s.id) for s in room.students}
    assert len(homes) == len(NAMES)
    for s in room.students:
        home = room.student_home(s.id)
        assert home.parent == room.folder / "students" and home.is_dir()
    for forged in ("../x", "..", "", "Ana", room.students[0].id + "/.."):
        with pytest.raises(KeyError):
            room.student_home(forged)


def test_students_whose_names_differ_only_in_case_or_accents_keep_separate_progress(tmp_path: Path) -> None:
    room, _ = make(tmp_path, ["Zoë", "Zoé", "zoë"])
    for i, s in enumerate(room.students):
        p = Progress.load(s.name, home=room.student_home(s.id))
        for seed in range(i + 1):
            ex = make_exercise("card_values", seed, "classic", 1)
            ex.check(ex.answer)
            p.record(ex)
    for i, s in enumerate(room.students):
        files = list(room.student_home(s.id).glob("progress-*.json"))
        assert len(files) == 1
        assert read_progress_data(files[0]).stats["card_values"].exercises == i + 1


def _two_tabs(home: str, name: str, count: int) -> None:
    p = Progress.load(name, home=home)
    for seed in range(count):
        ex = make_exercise("card_values", seed, "classic", 1)
        ex.check(ex.answer)
        p.record(ex)


def test_two_tabs_of_one_student_never_lose_a_record(tmp_path: Path) -> None:
    """Two pages (two kernels) of one student save into the student's folder at once."""
    import multiprocessing

    room, _ = make(tmp_path, ["Мария"])
    student = room.students[0]
    home = str(room.student_home(student.id))
    # two tabs in one process, interleaved
    tab1, tab2 = Progress.load(student.name, home=home), Progress.load(student.name, home=home)
    for seed in range(5):
        for tab in (tab1, tab2):
            ex = make_exercise("card_values", seed, "classic", 1)
            ex.check(ex.answer)
            tab.record(ex)
    # two tabs in two processes, at the same time
    workers = [multiprocessing.get_context("fork").Process(target=_two_tabs, args=(home, student.name, 40)) for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    assert all(w.exitcode == 0 for w in workers)
    files = list(Path(home).glob("progress-*.json"))
    assert len(files) == 1
    assert read_progress_data(files[0]).stats["card_values"].exercises == 10 + 80


# --- settings ------------------------------------------------------------------------------------------

def test_settings_are_checked_with_clear_messages() -> None:
    assert ClassSettings("Royal", "Careful", 2) == ClassSettings("royal", "careful", 2)
    assert ClassSettings(opponent="random").opponent == "beginner"
    assert ClassSettings(level="3").level == 3  # type: ignore[arg-type]
    with pytest.raises(RosterError, match="The game must be one of classic or royal, not “poker”"):
        ClassSettings(variant="poker")
    with pytest.raises(RosterError, match="computer player must be one of beginner, greedy, careful, expert"):
        ClassSettings(opponent="genius")
    for level in (0, 4, True, "two", 2.0):
        with pytest.raises(RosterError, match="exercise level must be 1, 2 or 3"):
            ClassSettings(level=level)  # type: ignore[arg-type]


def test_the_opponents_are_the_kits_computer_players() -> None:
    from casino_learn.agents import LEVELS

    assert roster.OPPONENTS == LEVELS


def test_each_student_gets_their_own_reproducible_deals(tmp_path: Path) -> None:
    room, _ = make(tmp_path, NAMES, variant="royal", opponent="careful", level=2)
    assert room.settings.seed > 0
    seeds = {room.seed_for(s.id) for s in room.students}
    assert len(seeds) == len(NAMES)
    sid = room.students[0].id
    assert room.seed_for(sid, 1) != room.seed_for(sid, 0)
    loaded = ClassRoom.load("7A", home=tmp_path)
    assert loaded.seed_for(sid) == room.seed_for(sid)  # the teacher can replay it
    other, _ = ClassRoom.create("7B", NAMES, home=tmp_path)
    assert other.seed_for(name_id("Zoë")) != room.seed_for(name_id("Zoë"))


def test_changing_the_settings_keeps_the_seed(tmp_path: Path) -> None:
    room, _ = make(tmp_path)
    seed = room.settings.seed
    room.set_settings(variant="royal", level=3)
    loaded = ClassRoom.load("7A", home=tmp_path)
    assert (loaded.settings.variant, loaded.settings.opponent, loaded.settings.level, loaded.settings.seed) == ("royal", "beginner", 3, seed)
    with pytest.raises(RosterError):
        room.set_settings(level=5)
    assert ClassRoom.load("7A", home=tmp_path).settings.level == 3


# --- rate limiting and tokens -------------------------------------------------------------------------------

def test_the_rate_limiter_slows_down_guessing() -> None:
    now = [1000.0]
    limiter = RateLimiter(max_failures=5, per_seconds=60, clock=lambda: now[0], class_failures=None)
    for _ in range(5):
        assert limiter.allowed("10.0.0.7")
        limiter.failed("10.0.0.7")
    assert not limiter.allowed("10.0.0.7")
    assert limiter.allowed("10.0.0.8")  # another computer is not held up
    assert limiter.retry_after("10.0.0.7") == 60
    assert "Wait 60 seconds" in limiter.message("10.0.0.7")
    now[0] += 30
    assert not limiter.allowed("10.0.0.7")
    now[0] += 31
    assert limiter.allowed("10.0.0.7") and limiter.retry_after("10.0.0.7") == 0


def test_attempts_are_counted_before_hashing_and_a_right_code_clears_nothing() -> None:
    now = [0.0]
    limiter = RateLimiter(max_failures=5, per_seconds=60, clock=lambda: now[0], class_failures=None)
    stamps = [limiter.reserve("10.0.0.7") for _ in range(8)]  # eight codes sent at once, none checked yet
    assert sum(s is not None for s in stamps) == 5
    limiter.release("10.0.0.7", stamps[0])  # the first was right: only its own reservation comes back
    assert limiter.reserve("10.0.0.7") is not None and limiter.reserve("10.0.0.7") is None
    # [4 wrong + 1 right] repeated: the fifth wrong code is the last one checked in the minute
    limiter = RateLimiter(max_failures=5, per_seconds=60, clock=lambda: now[0], class_failures=None)
    checked = 0
    for round_ in range(10):
        for i in range(5):
            stamp = limiter.reserve("pc")
            if stamp is None:
                continue
            checked += 1
            if i == 4:
                limiter.release("pc", stamp)
    assert checked <= 6


def test_the_class_limit_holds_a_guesser_with_many_computers() -> None:
    now = [0.0]
    limiter = RateLimiter(max_failures=5, per_seconds=60, clock=lambda: now[0], class_failures=12)
    allowed = sum(limiter.reserve(f"10.0.0.{i}") is not None for i in range(40))
    assert allowed == 12
    assert limiter.blocked_by("10.0.1.1") == "class" and limiter.retry_after("10.0.1.1") == 60
    now[0] += 61
    assert limiter.blocked_by("10.0.1.1") is None


def test_the_rate_limiter_forgets_old_clients() -> None:
    now = [0.0]
    limiter = RateLimiter(max_failures=2, per_seconds=10, clock=lambda: now[0], max_clients=3, class_failures=None)
    for i in range(3):
        limiter.failed(f"c{i}")
    now[0] = 100.0
    limiter.failed("new")
    assert set(limiter._failures) == {"new"}


def test_one_computer_is_its_address_or_its_ipv6_network() -> None:
    assert roster.client_key("10.0.0.7") == "10.0.0.7"
    assert roster.client_key("::ffff:10.0.0.7") == "10.0.0.7"
    assert roster.client_key("2001:db8:1:2:aaaa::1") == roster.client_key("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64"
    assert roster.client_key("::1") == "::1" and roster.client_key(None) == "?"


def test_tokens_name_the_student_only_when_signed_and_fresh() -> None:
    secret = os.urandom(32)
    sid = name_id("王伟")
    token = make_token(secret, sid, now=1_000_000)
    assert re.fullmatch(r"[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+", token)  # safe in a URL
    assert read_token(secret, token, now=1_000_000 + 3600) == sid
    assert read_token(secret, token, now=1_000_000 + 12 * 3600 + 1) is None  # too old
    assert read_token(secret, token, max_age=60, now=1_000_100) is None
    assert read_token(secret, token, now=1_000_000 - 3600) is None  # from the future
    assert read_token(os.urandom(32), token, now=1_000_000) is None  # another class
    payload, sig = token.split(".")
    other = make_token(secret, name_id("李娜"), now=1_000_000).split(".")[0]
    assert read_token(secret, f"{other}.{sig}", now=1_000_000) is None  # edited to become another student
    for junk in ("", ".", "a.b", token + ".x", "é." + sig, payload, "x" * 5000, f"{payload}.{sig[:-1]}"):
        assert read_token(secret, junk, now=1_000_000) is None
    assert read_token(secret, make_token(secret, sid)) == sid
