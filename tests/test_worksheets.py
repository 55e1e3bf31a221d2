"""Teacher tools: worksheets (byte-identical for the same seed, with an answer key computed by
the engine) and the class report (CSV + a chart per topic; unreadable files listed)."""

from __future__ import annotations

import argparse
import csv
import html
from pathlib import Path

import pytest

from casino_learn.exercises import EXERCISE_KINDS, Progress, make_exercise
from casino_learn.exercises.classreport import CSV_COLUMNS, class_report
from casino_learn.exercises.cli import register_cli
from casino_learn.exercises.registry import TOPICS, WORKSHEET_TOPICS
from casino_learn.exercises.worksheet import worksheet_exercises, write_worksheet


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="casino-learn")
    register_cli(parser.add_subparsers(dest="command", required=True))
    return parser


@pytest.mark.parametrize("topic", ["building", "scoring", "royal"])
def test_same_seed_gives_byte_identical_files(tmp_path: Path, topic: str) -> None:
    a = write_worksheet(topic, 6, 42, "classic", tmp_path / "a")
    b = write_worksheet(topic, 6, 42, "classic", tmp_path / "b")
    for x, y in zip(a, b):
        assert x.name == y.name and x.read_bytes() == y.read_bytes()
    c = write_worksheet(topic, 6, 43, "classic", tmp_path / "c")
    assert c[0].read_bytes() != a[0].read_bytes()


def test_worksheet_content_and_answer_key(tmp_path: Path) -> None:
    sheet, key = write_worksheet("trailing", 4, 7, "royal", tmp_path)
    assert sheet.name == "worksheet-trailing-royal-7.html" and key.name == "answers-trailing-royal-7.html"
    text, answers = sheet.read_text(encoding="utf-8"), key.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and "class='answer" in text and "Answer:" not in text
    assert text.count("<section class='item'>") == 4 == answers.count("<section class='item'>")
    for ex in worksheet_exercises("trailing", 4, 7, "royal"):
        assert ex.answer.replace("'", "&#x27;") in answers
        assert ex.check(ex.answer).correct
    # Cards are drawn as SVG when casino_learn.render is available, else listed as text.
    try:
        import casino_learn.render  # noqa: F401
        assert "<svg" in text
    except ImportError:
        assert "Table:" in text


def test_difficulty_rises_over_the_sheet_and_topics_map_to_kinds() -> None:
    exercises = worksheet_exercises("mixed", 10, 1, "classic")
    assert [e.difficulty for e in exercises] == sorted(e.difficulty for e in exercises)
    assert {e.difficulty for e in exercises} == {1, 2, 3}
    assert len({e.kind for e in exercises}) == 10
    assert all(e.variant == "royal" for e in worksheet_exercises("royal", 3, 1, "classic"))
    assert set(WORKSHEET_TOPICS) >= {"capturing", "building", "trailing", "scoring", "royal", "mixed"}
    with pytest.raises(ValueError, match="Unknown topic"):
        worksheet_exercises("juggling", 3, 1)


def test_worksheet_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = _parser().parse_args(["worksheet", "--topic", "building", "--count", "3", "--seed", "42", "--variant", "royal", "--out", str(tmp_path)])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "worksheet-building-royal-42.html" in out and (tmp_path / "answers-building-royal-42.html").exists()


def _progress_file(home: Path, learner: str, solved: int) -> Path:
    p = Progress.load(learner, home=home)
    for seed in range(solved):
        ex = make_exercise("card_values", seed, "classic", 1)
        ex.check(ex.answer)
        p.record(ex)
    ex = make_exercise("may_trail", 1, "royal", 1)
    ex.check("yes" if ex.answer != "yes" else "no R9")
    p.record(ex)
    return p.path


def test_class_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = [_progress_file(tmp_path, "ana", 3), _progress_file(tmp_path, "bo", 1)]
    broken = tmp_path / "progress-cy.json"
    broken.write_text("{oops", encoding="utf-8")
    missing = tmp_path / "progress-nobody.json"
    report = class_report(files + [broken, missing], tmp_path / "out")
    assert report.learners == ["ana", "bo"]
    assert [f for f, _ in report.unreadable] == [str(broken), str(missing)]
    assert broken.read_text() == "{oops"  # a teacher's report never changes a learner's file
    rows = list(csv.DictReader(report.csv_path.open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_COLUMNS and len(rows) == 2 * len(EXERCISE_KINDS) + 2
    ana = {r["kind"]: r for r in rows if r["learner"] == "ana"}
    assert ana["card_values"]["correct"] == "3" and ana["card_values"]["mastery_percent"] == "100"
    assert ana["may_trail"]["status"] == "needs help" and ana["which_builds"]["status"] == "not started"
    unreadable = [r for r in rows if r["status"] == "unreadable file"]
    assert [r["file"] for r in unreadable] == [str(broken), str(missing)]
    assert "not valid JSON" in unreadable[0]["problem"] and unreadable[1]["problem"]
    assert [p.name for p in report.charts] == [f"mastery-{t}.png" for t in TOPICS]
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in report.charts)
    args = _parser().parse_args(["class-report", *map(str, files + [broken]), "--out", str(tmp_path / "cli")])
    assert args.func(args) == 1  # a lost learner file is not a success
    out, err = capsys.readouterr()
    assert "could not read" in out and "exit status 1" in err
    args = _parser().parse_args(["class-report", *map(str, files), "--out", str(tmp_path / "cli")])
    assert args.func(args) == 0


def test_class_report_lists_files_with_impossible_numbers(tmp_path: Path) -> None:
    good = _progress_file(tmp_path, "ana", 1)
    bad = []
    for i, value in enumerate(["1e400", "NaN", "-2", "1.5"]):
        f = tmp_path / f"progress-bad{i}.json"
        body = '{"format": "casino-learn-progress/1", "learner": "bI", "kinds": {"may_trail": {"attempts": VALUE}}}'
        f.write_text(body.replace("bI", f"b{i}").replace("VALUE", value), encoding="utf-8")
        bad.append(f)
    report = class_report([good, *bad], tmp_path / "out")
    assert report.learners == ["ana"]
    assert [f for f, _ in report.unreadable] == [str(f) for f in bad]
    assert all("attempts" in why for _, why in report.unreadable)


def test_the_key_lists_every_answer_the_checking_accepts(tmp_path) -> None:
    """Issue 11: keys = checking, for every kind (not only best_move)."""
    from casino_learn.exercises import EXERCISE_KINDS
    from casino_learn.exercises.worksheet import write_worksheet

    for kind in EXERCISE_KINDS:
        for variant in ("classic", "royal"):
            _, key_path = write_worksheet(kind, 6, 11, variant, out_dir=tmp_path)
            key = key_path.read_text(encoding="utf-8")
            for ex in worksheet_exercises(kind, 6, 11, variant):
                for accepted in ex.accepted_answers():
                    assert ex.retry().check(accepted).correct, (kind, accepted)
                    if kind != "best_move":  # its key names each letter with its move in words
                        assert html.escape(accepted) in key, (kind, variant, accepted)
