"""The teacher's side of a class: the view's rows, the CSV, the page, the projector page, the
join-code sheet and the ``casino-learn class`` commands."""

from __future__ import annotations

import csv
import io
import random
import re
import stat
from pathlib import Path

import pytest

from casino_learn.classroom import ClassRoom, class_csv, class_rows, join_sheet_html, projector_html, teacher_view_html
from casino_learn.classroom.style import PAGE_CSS
from casino_learn.classroom.teacher import DOING_WELL, NEEDS_HELP, NOT_STARTED, UNREADABLE, stage_tasks
from casino_learn.cli import main
from casino_learn.exercises.classreport import example_class
from casino_learn.exercises.progress import Progress
from casino_learn.exercises.registry import TOPICS


@pytest.fixture
def room(tmp_path: Path) -> ClassRoom:
    """Ana solves everything, Ben tries and struggles, Chen is half-way with some stars, Dee has
    not started, Zoë's file is damaged."""
    room, _ = ClassRoom.create("7A", ["Ana", "Ben", "Chen", "Dee", "Zoë"], home=tmp_path)
    for student, right in zip(room.students[:3], (3, 0, 2)):
        example_class(room.student_home(student.id), [(student.name, right)])
    chen = room.students[2]
    p = Progress.load(chen.name, home=room.student_home(chen.id))
    p.record_stars("pairing:1", 3, save=False)
    p.record_stars("pairing:2", 2, save=False)
    p.record_stars("sums:1", 3)
    zoe = room.students[4]
    (room.student_home(zoe.id) / "progress-Zoë-00000000.json").write_text("{damaged", encoding="utf-8")
    return room


def test_rows_keep_needs_help_apart_from_not_started(room: ClassRoom) -> None:
    rows = {r.name: r for r in class_rows(room)}
    assert [r.name for r in class_rows(room)] == ["Ana", "Ben", "Chen", "Dee", "Zoë"]
    assert rows["Ana"].status == DOING_WELL
    assert rows["Ben"].status == NEEDS_HELP and rows["Ben"].needs_help_in == ["trailing"]
    assert rows["Chen"].status == DOING_WELL
    assert rows["Dee"].status == NOT_STARTED and rows["Dee"].last_active is None
    assert rows["Zoë"].status == UNREADABLE and "not valid JSON" in rows["Zoë"].problem
    trailing = rows["Ben"].topics["trailing"]
    assert (trailing.exercises, trailing.attempts, trailing.mastery) == (3, 3, 0.0)
    assert rows["Ana"].topics["trailing"].mastery == 1.0 and rows["Ana"].topics["trailing"].status == "mastered"
    assert set(rows["Ana"].topics) == set(TOPICS)
    assert rows["Dee"].topics["capturing"].status == NOT_STARTED


def test_stars_come_from_the_course_stages(room: ClassRoom) -> None:
    chen = {r.name: r for r in class_rows(room)}["Chen"]
    tasks = stage_tasks()
    assert list(chen.stages) == list(tasks)  # course order
    assert chen.stages["pairing"] == (5, 3 * tasks["pairing"])
    assert chen.stages["sums"] == (3, 3 * tasks["sums"])
    assert chen.stars == 8 and chen.stars_possible == 3 * sum(tasks.values())


def test_struggling_in_the_course_counts_as_needing_help(room: ClassRoom) -> None:
    dee = room.students[3]
    p = Progress.load(dee.name, home=room.student_home(dee.id))
    for task in ("pairing:1", "pairing:2", "pairing:3"):
        p.record_stars(task, 0 if task != "pairing:3" else 1, save=False)
    p.save()
    row = {r.name: r for r in class_rows(room)}["Dee"]
    assert row.status == NEEDS_HELP and row.needs_help_in == ["course"]


def test_reading_the_class_changes_no_file(room: ClassRoom) -> None:
    before = {p: p.read_bytes() for p in room.folder.rglob("*") if p.is_file()}
    class_rows(room)
    class_csv(room)
    teacher_view_html(room)
    after = {p: p.read_bytes() for p in room.folder.rglob("*") if p.is_file()}
    assert after == before  # the damaged file is reported, not moved


def test_the_csv_has_a_line_per_student_and_topic_and_stage(room: ClassRoom) -> None:
    lines = list(csv.DictReader(io.StringIO(class_csv(room))))
    topics = [line for line in lines if line["part"] == "topic"]
    stages = [line for line in lines if line["part"] == "stage"]
    assert len(topics) == 5 * len(TOPICS)
    assert len(stages) == 5 * len(stage_tasks())
    ben = next(line for line in topics if line["student"] == "Ben" and line["name"] == "trailing")
    assert (ben["attempts"], ben["mastery_percent"], ben["status"]) == ("3", "0", NEEDS_HELP)
    chen = next(line for line in stages if line["student"] == "Chen" and line["name"] == "pairing")
    assert (chen["stars"], chen["stars_possible"]) == ("5", "12")
    assert {line["status"] for line in topics if line["student"] == "Zoë"} == {UNREADABLE}


def test_a_name_a_spreadsheet_could_run_is_quoted(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("8B", ["-Ana", "Ben"], home=tmp_path)
    first = list(csv.DictReader(io.StringIO(class_csv(room))))[0]
    assert first["student"] == "'-Ana"


def test_the_teacher_page_refreshes_itself_and_needs_nothing_from_the_internet(room: ClassRoom) -> None:
    page = teacher_view_html(room, refresh_seconds=7, csv_url="/teacher.csv", projector_url="/projector",
                             settings_action="/teacher/settings", hidden={"_xsrf": "abc"})
    assert '<meta http-equiv="refresh" content="7">' in page
    assert "every 7 seconds" in page
    assert not re.search(r"(src|href)=\"(https?:)?//", page)
    assert "<script src" not in page and "<link" not in page
    assert "--jp-" not in page
    assert "prefers-color-scheme:dark" in page
    assert str(room.folder) not in page
    for name in ("Ana", "Ben", "Chen", "Dee", "Zoë"):
        assert f">{name}<" in page
    assert re.search(r"Needs help \(tried, and struggling\): 2 of 5 students — <strong>Ben</strong> \(trailing\), <strong>Zoë</strong>", page)
    assert "Not started yet: 1 of 5 students — <strong>Dee</strong>" in page
    assert 'href="/teacher.csv"' in page and 'href="/projector"' in page
    assert 'action="/teacher/settings"' in page and 'name="_xsrf" value="abc"' in page
    assert "67% · 3 tries" in page  # Chen in trailing
    assert "3 tasks, 2.7 ★ on average" in page  # Chen's course stars (the column shows only when the course is used)
    assert "Course stars" not in page and " of 282" not in page
    assert "at least 3 wrong answers in a topic, and a mastery under 40%" in page  # the rule, stated
    assert "Games played" in page and "Active time" in page and "none yet" in page
    assert "http-equiv" not in teacher_view_html(room, refresh_seconds=0)


def test_names_are_escaped_on_every_page(tmp_path: Path) -> None:
    room, codes = ClassRoom.create("<b>7A</b>", ["O'Brien", "Zoë"], home=tmp_path)
    for page in (teacher_view_html(room), join_sheet_html(room, codes, "http://10.0.0.2:8866/?a=1&b=2")):
        assert "<b>7A</b>" not in page and "&lt;b&gt;7A&lt;/b&gt;" in page
        assert "O&#x27;Brien" in page
    assert "?a=1&amp;b=2" in join_sheet_html(room, codes, "http://10.0.0.2:8866/?a=1&b=2")


def test_the_page_style_is_standalone_and_reads_in_light_and_dark() -> None:
    assert "--jp-" not in PAGE_CSS
    assert "@media (prefers-color-scheme:dark)" in PAGE_CSS
    assert "color-scheme:light dark" in PAGE_CSS
    assert "@media print" in PAGE_CSS and "url(" not in PAGE_CSS


def test_the_join_code_sheet(tmp_path: Path) -> None:
    room, codes = ClassRoom.create("7A", ["Ana", "王伟", "Мария"], home=tmp_path)
    page = join_sheet_html(room, codes, "http://192.168.1.20:8866/")
    assert page.count('class="card"') == 3
    for s in room.students:
        assert f">{s.name}<" in page and f">{codes[s.id]}<" in page
    assert page.count("http://192.168.1.20:8866/") == 3
    assert "@page{size:A4" in page and "dashed" in page
    assert page.count("<li>") == 9  # three steps a card
    assert str(tmp_path) not in page
    one = join_sheet_html(room, {room.students[1].id: "BEAR-2345"}, "http://x/")
    assert one.count('class="card"') == 1 and "BEAR-2345" in one
    assert "BEAR-2345" in join_sheet_html(room, {"王伟": "BEAR-2345"}, "http://x/")  # by name too
    with pytest.raises(KeyError):
        join_sheet_html(room, {"Nobody": "BEAR-2345"}, "http://x/")


def test_the_projector_shows_every_hand_in_big_four_colour_cards() -> None:
    from casino_learn.display.svg import card_label
    from casino_learn.rules.state import new_deal
    from casino_learn.rules.variants import get_rules

    state = new_deal(get_rules("royal"), 2, rng=random.Random(3))
    page = projector_html(state)
    for hand in state.hands:
        for card in hand:
            assert card_label(card) in page  # face up
    assert "face down" not in page.lower()
    assert "#0a58ca" in page and "#17803d" in page  # blue diamonds, green clubs
    assert 'width="120"' in page
    assert "Player 1" in page and "Player 2" in page and ">You<" not in page
    assert "<script src" not in page and "<link" not in page
    assert "http-equiv" not in page and "http-equiv" in projector_html(state, refresh_seconds=3)


# --- the command line ---------------------------------------------------------------------------------------

def test_class_commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path / "home"))
    names = tmp_path / "names.txt"
    names.write_text("# 7A\nZoë\n\nZoé\n王伟\n", encoding="utf-8")
    assert main(["class", "new", "7A", "--students", str(names), "--variant", "royal", "--level", "2", "--url", "http://10.0.0.5:8866/",
                 "--keep-sheet"]) == 0
    out = capsys.readouterr().out
    assert "made with 3 students" in out and "Kept in " in out and "The codes in clear are not kept" not in out
    sheet = Path(re.search(r"The join-code sheet is kept at (.+?), with the codes in clear", out).group(1))  # type: ignore[union-attr]
    assert sheet.is_file() and sheet.parent == ClassRoom.load("7A").folder
    assert stat.S_IMODE(sheet.stat().st_mode) == 0o600
    codes = re.findall(r'class="code">([A-Z]+-[2-9]{4})<', sheet.read_text(encoding="utf-8"))
    assert len(codes) == 3
    room = ClassRoom.load("7A")
    assert room.settings.variant == "royal" and room.settings.level == 2
    key = re.search(r"Teacher key .*: (\S+)", out).group(1)  # type: ignore[union-attr]
    assert room.check_teacher_key(key)

    assert main(["class", "show", "7a"]) == 0
    out = capsys.readouterr().out
    assert "Zoë" in out and "Zoé" in out and "王伟" in out and "game royal" in out
    assert not any(code in out for code in codes)

    assert main(["class", "codes", "7A", "--new", "Zoé"]) == 0
    out = capsys.readouterr().out
    new = re.search(r"New code for Zoé: ([A-Z]+-[2-9]{4})", out).group(1)  # type: ignore[union-attr]
    assert not list(room.folder.glob("join-code-*"))  # no card left on disk unless asked
    room = ClassRoom.load("7A")
    assert room.check_code(new).name == "Zoé"  # type: ignore[union-attr]
    assert room.check_code(codes[1]) is None

    assert main(["class", "settings", "7A", "--opponent", "careful"]) == 0
    assert "computer player careful" in capsys.readouterr().out
    assert ClassRoom.load("7A").settings.level == 2

    assert main(["class", "codes", "7A", "--new", "Nobody"]) == 2
    assert "There is no student “Nobody”" in capsys.readouterr().err
    assert main(["class", "settings", "7A"]) == 2
    assert "Nothing to change" in capsys.readouterr().err

    dup = tmp_path / "dup.txt"
    dup.write_text("Ana\nBen\n# x\nAna\n", encoding="utf-8")
    assert main(["class", "new", "7B", "--students", str(dup)]) == 2
    assert "Line 4: “Ana” is already on line 1" in capsys.readouterr().err
    assert main(["class", "show", "7B"]) == 2
    assert "There is no class “7B”" in capsys.readouterr().err

    (room.folder / "class.json").write_text("{", encoding="utf-8")
    assert main(["class", "show", "7A"]) == 2
    err = capsys.readouterr().err
    assert "could not be read" in err and "nothing was deleted" in err
    assert (room.folder / "class.json").read_text(encoding="utf-8") == "{"


def test_the_join_sheet_is_not_left_on_disk_unless_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from casino_learn.classroom.cli import give_sheet

    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path / "home"))
    names = tmp_path / "names.txt"
    names.write_text("Ana\nBen\n", encoding="utf-8")
    assert main(["class", "new", "7C", "--students", str(names), "--url", "http://10.0.0.5:8866/"]) == 0  # no terminal: a script
    out = capsys.readouterr().out
    room = ClassRoom.load("7C")
    printed = re.findall(r"  (Ana|Ben): ([A-Z]+-[2-9]{4})", out)
    assert [n for n, _ in printed] == ["Ana", "Ben"] and "No join-code sheet was written" in out
    assert room.check_code(printed[0][1]).name == "Ana"  # type: ignore[union-attr]
    assert not list(room.folder.glob("*.html")) and "The codes in clear are not kept anywhere." in out
    # at a terminal: a private temporary sheet, opened for printing, deleted after Enter
    seen: list[Path] = []

    def opened(uri: str) -> None:
        path = Path(uri.removeprefix("file://"))
        assert path.is_file() and stat.S_IMODE(path.stat().st_mode) == 0o600 and "BEN" not in path.name
        assert "Chen" in path.read_text(encoding="utf-8")
        seen.append(path)

    codes = room.add_students(["Chen"])
    assert give_sheet(room, codes, "http://x/", None, "join-codes.html", interactive=True, wait=lambda: None, open_page=opened) is None
    assert len(seen) == 1 and not seen[0].exists() and not seen[0].parent.exists()
    assert "was deleted" in capsys.readouterr().out
    kept = give_sheet(room, codes, "http://x/", str(tmp_path), "join-codes.html")  # --keep-sheet DIR
    assert kept is not None and kept.parent == tmp_path and "Chen" in kept.read_text(encoding="utf-8")


def test_thirty_cards_print_on_four_pages(tmp_path: Path) -> None:
    """Printed to PDF by headless Chromium: eight cards a page, even with the longest names."""
    from tests.printing import pdf_pages, print_to_pdf

    names = [f"Maximilian-Alexander Featherstone {i:02d}" if i % 3 == 0 else f"Ana {i}" for i in range(30)]
    room, codes = ClassRoom.create("Year 7 Blue", names, home=tmp_path / "home")
    page = tmp_path / "sheet.html"
    page.write_text(join_sheet_html(room, codes, "http://192.168.100.200:8866/"), encoding="utf-8")
    assert page.read_text(encoding="utf-8").count('<div class="cards">') == 4
    assert pdf_pages(print_to_pdf(page, tmp_path, "the join-code sheet")) == 4


def test_games_active_time_and_a_replay_of_any_students_game(tmp_path: Path) -> None:
    from casino_learn.classroom.activity import StudentActivity
    from casino_learn.classroom.teacher import replay_page
    from casino_learn.play.session import MatchSession

    room, _ = ClassRoom.create("7A", ["Ana", "Ben"], home=tmp_path)
    ana = room.students[0]
    now = [1_000_000.0]
    activity = StudentActivity.load(room.student_home(ana.id), lambda n: room.seed_for(ana.id, n), clock=lambda: now[0])
    session = MatchSession("classic", 2, "beginner", activity.next_seed())
    while not session.state.deal_over:  # a whole deal, a move every 30 s
        session.play_until_my_turn()
        if session.legal_moves:
            session.play(session.legal_moves[-1])
        now[0] += 30
        activity.record(session)
    rows = {r.name: r for r in class_rows(room)}
    assert (rows["Ana"].games_played, rows["Ana"].deals_finished) == (1, 1)
    assert rows["Ana"].active_seconds > 0 and rows["Ana"].status == DOING_WELL  # playing is starting
    assert rows["Ben"].status == NOT_STARTED and rows["Ben"].games_played == 0
    page = teacher_view_html(room, replay_url="/teacher/replay", now=now[0])
    assert "1 game<br>1 deal finished" in page
    assert f'href="/teacher/replay?student={ana.id}&amp;game=0"' in page and "Replay the last game" in page
    play = next(line for line in csv.DictReader(io.StringIO(class_csv(room))) if line["part"] == "play" and line["student"] == "Ana")
    assert (play["games_played"], play["deals_finished"]) == ("1", "1") and float(play["active_minutes"]) > 0

    history = session.game.history
    first = replay_page(room, ana.id, 0, 0)
    assert "Ana&#x27;s game 1, deal 1: move 0 of" in first and "The deal as it was dealt." in first
    assert str(room.seed_for(ana.id, 0)) in first  # the seed is said: the same cards can be dealt again
    second = replay_page(room, ana.id, 0, 1)
    from casino_learn.texts.describe import describe_move
    from casino_learn.texts.names import Seating

    seating = Seating(2, None, False, ("Ana", "Computer"))  # the replay names both players: nobody is "You"
    said = describe_move(history[0].before, history[0].move, seating=seating, seat=history[0].seat)
    assert escape_text(f"Move 1 of {len(history)}: {said}") in second  # the student's own move, said with their name
    end = replay_page(room, ana.id, 0, 10_000)
    assert "End of the deal. Points in this deal: Ana" in end and "Computer" in end and "Score sheet" in end
    with pytest.raises(KeyError):
        replay_page(room, ana.id, 5)
    with pytest.raises(KeyError):
        replay_page(room, "nobody-00000000", 0)


def escape_text(text: str) -> str:
    from html import escape

    return escape(text)


def test_the_projector_steps_through_a_deal_of_the_class_game() -> None:
    from casino_learn.classroom.roster import ClassSettings
    from casino_learn.classroom.teacher import projector_page

    royal = projector_page(ClassSettings(variant="royal", opponent="greedy"), 0, "/")
    assert "Royal Casino: a deal between two computer players, move 0 of" in royal
    assert "Next move" in royal and "Previous move" not in royal
    later = projector_page(ClassSettings(), 5, "/")
    assert "move 5 of" in later and "?move=4" in later and "?move=6" in later
    assert "Move 5 of" in later and re.search(r"Move 5 of \d+: Player [12] (captured|trailed|built|added|made)", later)  # said in words
    end = projector_page(ClassSettings(), 10_000, "/")  # past the end: the last move, no "Next"
    assert "Next move" not in end
    assert re.search(r"End of the deal\. Points in this deal: Player 1 \d+, Player 2 \d+\. Game score:", end)
    assert projector_page(ClassSettings(), 5, "/") == later, "the same class, the same deal"


def test_the_replay_links_every_game_of_the_student(tmp_path: Path) -> None:
    from casino_learn.classroom.activity import StudentActivity
    from casino_learn.classroom.teacher import replay_page
    from casino_learn.play.session import MatchSession

    room, _ = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    ana = room.students[0]
    activity = StudentActivity.load(room.student_home(ana.id), lambda n: room.seed_for(ana.id, n))
    for _game in range(3):
        session = MatchSession("classic", 2, "beginner", activity.next_seed())
        session.play_until_my_turn()
        session.play(session.legal_moves[0])
        activity.record(session)
    page = replay_page(room, ana.id, 1)
    assert "Ana&#x27;s games:" in page
    for n in range(3):
        assert f'href="?student={ana.id}&amp;game={n}"' in page and f">Game {n + 1}</a>" in page
    assert 'aria-current="page">Game 2<' in page
    assert str(room.seed_for(ana.id, 1)) in page
