"""The class report shows who struggles: "needs help" (tried, struggling) apart from "not
started", in the CSV and the charts; unreadable files are in the CSV and make the command fail."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import matplotlib
import pytest

matplotlib.use("Agg")

from casino_learn.exercises import KindStats, Progress, make_exercise
from casino_learn.exercises.charts import HELP_COLOUR, mastery_bars
from casino_learn.exercises.classreport import UNREADABLE, class_report, example_class
from casino_learn.exercises.report import class_status, needs_help

ROOT = Path(__file__).resolve().parent.parent


def _struggler(home: Path) -> Path:
    """Three tries at one exercise, none right, three hints."""
    p = Progress.load("Struggling Sam", home=home)
    ex = make_exercise("find_captures", 2, "classic", 1)
    for _ in range(3):
        ex.hint()
    for _ in range(3):
        result = ex.check("10D")  # takes too little: 5♦ + 5♣ is missing
        assert result.counted and not result.correct
    p.record(ex)
    return p.path


def _starter(home: Path) -> Path:
    """A learner who opened a lesson and solved nothing yet: an empty record."""
    return Progress.load("New Nia", home=home).save()


def _good(home: Path) -> Path:
    p = Progress.load("Able Abe", home=home)
    for seed in range(3):
        ex = make_exercise("card_values", seed, "classic", 1)
        ex.check(ex.answer)
        p.record(ex)
    return p.path


def test_status_words() -> None:
    assert class_status(None) == "not started" and class_status(KindStats()) == "not started"
    sam = KindStats(exercises=1, attempts=3, correct=0, hints=3)
    assert needs_help(sam) and class_status(sam) == "needs help"
    hints_only = KindStats(exercises=2, attempts=2, correct=2, first_try=0, hints=4, credit=1.0)  # solved both, with hints
    assert class_status(hints_only) == "getting there"
    stuck = KindStats(exercises=3, attempts=6, correct=3, first_try=0, hints=3, credit=1.5)  # 50 %, 3 wrong, a hint each
    assert class_status(stuck) == "needs help"
    # issue 22: "needs help" at 100% mastery after one hint; one slip or one hint is never enough
    assert class_status(KindStats(exercises=1, attempts=1, correct=1, first_try=1, hints=1, credit=1.0)) == "getting there"
    assert class_status(KindStats(exercises=1, attempts=2, correct=0, hints=1, credit=0.0)) == "getting there"
    fine = KindStats(exercises=4, attempts=5, correct=3, first_try=2, hints=1, credit=2.5)
    assert class_status(fine) == "getting there"
    assert class_status(KindStats(exercises=3, attempts=3, correct=3, first_try=3, credit=3.0)) == "mastered"


def test_needs_help_and_not_started_are_told_apart(tmp_path: Path) -> None:
    files = [_struggler(tmp_path), _starter(tmp_path), _good(tmp_path)]
    report = class_report(files, tmp_path / "out")
    rows = list(csv.DictReader(report.csv_path.open(encoding="utf-8")))
    sam = {r["kind"]: r for r in rows if r["learner"] == "Struggling Sam"}
    nia = {r["kind"]: r for r in rows if r["learner"] == "New Nia"}
    assert (sam["find_captures"]["attempts"], sam["find_captures"]["correct"], sam["find_captures"]["hints"]) == ("3", "0", "3")
    assert sam["find_captures"]["status"] == "needs help" and nia["find_captures"]["status"] == "not started"
    assert sam["find_captures"]["mastery_percent"] == nia["find_captures"]["mastery_percent"] == "0"
    assert ("Struggling Sam", "capturing") in report.needs_help
    assert ("New Nia", "capturing") in report.not_started and ("New Nia", "capturing") not in report.needs_help
    assert "needs help (tried, struggling): Struggling Sam (capturing)" in str(report)
    assert report.unreadable == [] and all(r["problem"] == "" for r in rows)


def test_the_chart_draws_needs_help_and_not_started_differently() -> None:
    from matplotlib.figure import Figure

    ax = Figure().subplots()
    mastery_bars(ax, ["Sam", "Nia", "Abe"], [0.0, 0.0, 1.0], "Mastery: capturing",
                 ["needs help", "not started", "mastered"], ["3 tries, 0 solved, 3 hints", "", "3 tries, 3 solved, 0 hints"])
    sam, nia, abe = ax.patches[:3]
    assert sam.get_hatch() == "///" and sam.get_width() > 0 and matplotlib.colors.to_hex(sam.get_facecolor()) == HELP_COLOUR
    assert nia.get_width() == 0 and not nia.get_hatch()
    assert abe.get_width() == 100 and not abe.get_hatch()
    texts = [t.get_text() for t in ax.texts]
    assert "not started" in texts and "needs help: 3 tries, 0 solved, 3 hints" in texts
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend == ["mastery", "needs help (tried, struggling)", "not started"]


def test_class_report_charts_are_written(tmp_path: Path) -> None:
    report = class_report([_struggler(tmp_path), _starter(tmp_path)], tmp_path / "out")
    assert len(report.charts) == 5 and all(p.read_bytes().startswith(b"\x89PNG") for p in report.charts)


def test_unreadable_files_are_in_the_csv_and_the_command_fails(tmp_path: Path) -> None:
    good = _good(tmp_path)
    broken = tmp_path / "progress-Dan.json"
    broken.write_text("{ this is not a progress file", encoding="utf-8")
    out = tmp_path / "report"
    run = subprocess.run([sys.executable, "-m", "casino_learn", "class-report", str(good), str(broken), "--out", str(out)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert run.returncode == 1, run.stderr
    assert "could not read" in run.stdout and str(broken) in run.stdout
    assert "exit status 1" in run.stderr
    rows = list(csv.DictReader((out / "class-summary.csv").open(encoding="utf-8")))
    bad = [r for r in rows if r["status"] == UNREADABLE]
    assert len(bad) == 1 and bad[0]["file"] == str(broken) and "not valid JSON" in bad[0]["problem"]
    assert broken.read_text(encoding="utf-8") == "{ this is not a progress file"
    ok = subprocess.run([sys.executable, "-m", "casino_learn", "class-report", str(good), "--out", str(out)],
                        capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert ok.returncode == 0, ok.stderr


def test_a_whole_class_is_reported_by_its_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22: the report of a class sees every student ("not started" included), games and time."""
    from casino_learn.classroom import ClassRoom
    from casino_learn.classroom.activity import StudentActivity
    from casino_learn.cli import main
    from casino_learn.exercises.classreport import STUDENT_COLUMNS
    from casino_learn.play.session import MatchSession

    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path / "home"))
    names = [f"Student {i:02d}" for i in range(30)]
    room, _ = ClassRoom.create("7A", names, home=tmp_path / "home")
    for student, right in zip(room.students[:3], (3, 0, 2)):
        example_class(room.student_home(student.id), [(student.name, right)])
    player = room.students[3]
    activity = StudentActivity.load(room.student_home(player.id), lambda n: room.seed_for(player.id, n))
    session = MatchSession("classic", 2, "beginner", activity.next_seed())
    session.play_until_my_turn()
    session.play(session.legal_moves[0])
    activity.record(session)
    out = tmp_path / "out"
    assert main(["class-report", "--class", "7a", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert f"Class 7A ({room.folder}): 30 students" in printed
    assert "Student 01 (trailing)" in printed and "not started yet: Student 04, Student 05" in printed
    rows = list(csv.DictReader((out / "class-summary.csv").open(encoding="utf-8")))
    assert len({r["learner"] for r in rows}) == 30
    students = list(csv.DictReader((out / "class-students.csv").open(encoding="utf-8")))
    assert tuple(students[0]) == STUDENT_COLUMNS and [s["student"] for s in students] == names
    by_name = {s["student"]: s for s in students}
    assert by_name["Student 01"]["status"] == "needs help" and by_name["Student 01"]["needs_help_in"] == "trailing"
    assert by_name["Student 03"]["games_played"] == "1" and by_name["Student 03"]["status"] == "doing well"
    assert by_name["Student 29"]["status"] == "not started" and by_name["Student 29"]["games_played"] == "0"
    from casino_learn.exercises.registry import TOPICS

    assert len(list(out.glob("mastery-*.png"))) == len(TOPICS)

    assert main(["class-report", "--class", "9Z", "--out", str(out)]) == 2
    assert "There is no class “9Z”" in capsys.readouterr().err
    assert main(["class-report", "--out", str(out)]) == 2
    assert "either progress files or --class" in capsys.readouterr().err
