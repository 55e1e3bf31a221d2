"""The progress store: per-learner JSON, atomic writes that survive a crash half-way, corrupt
files backed up and reported (never lost), the mastery report and the chart."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from casino_learn.exercises import Progress, ProgressWarning, make_exercise, progress_path, progress_report
from casino_learn.exercises.progress import ProgressError, read_progress_data, read_progress_file


def _solve(kind: str, seed: int, *, wrong_first: bool = False, hints: int = 0):
    ex = make_exercise(kind, seed, "classic", 1)
    for _ in range(hints):
        ex.hint()
    if wrong_first:
        ex.check("yes" if ex.answer != "yes" else "no R9") if kind == "may_trail" else ex.check("none")
    ex.check(ex.answer)
    return ex


def test_default_location_uses_casino_learn_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path / "home"))
    assert progress_path("Ana María").parent == tmp_path / "home"
    assert progress_path("Ana María").name.startswith("progress-Ana_María-")
    monkeypatch.delenv("CASINO_LEARN_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    assert progress_path("ana").parent == tmp_path / "user" / ".casino_learn"
    assert progress_path("ana", home=tmp_path / "x").parent == tmp_path / "x"
    assert progress_path("ana", home=tmp_path / "x").name == progress_path("ana").name


def test_record_and_reload(tmp_path: Path) -> None:
    p = Progress.load("ana", home=tmp_path)
    assert p.stats == {} and p.messages == []
    ex = _solve("may_trail", 1, wrong_first=True, hints=1)
    p.record(ex)
    p.record(_solve("may_trail", 2))
    p.record(ex)  # recording again adds nothing new
    again = Progress.load("ana", home=tmp_path)
    s = again.stats["may_trail"]
    assert (s.exercises, s.attempts, s.correct, s.first_try, s.hints) == (2, 3, 2, 1, 1)
    assert s.credit == 1.5 and s.mastery == 0.75 and s.seconds >= 0
    data = json.loads(progress_path("ana", tmp_path).read_text())
    assert data["format"] == "casino-learn-progress/1" and data["learner"] == "ana"
    assert not list(tmp_path.glob(".*.tmp"))  # no temporary files left behind


def test_later_attempts_on_the_same_exercise_are_added(tmp_path: Path) -> None:
    p = Progress.load("bo", home=tmp_path)
    ex = make_exercise("which_builds", 3, "royal", 1)
    ex.check("A B C" if ex.answer != "A B C" else "A")
    p.record(ex)
    ex.check(ex.answer)
    p.record(ex)
    s = Progress.load("bo", home=tmp_path).stats["which_builds"]
    assert (s.exercises, s.attempts, s.correct) == (1, 2, 1)


def test_a_crash_while_writing_leaves_the_previous_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = Progress.load("cy", home=tmp_path)
    p.record(_solve("card_values", 1))
    path = progress_path("cy", tmp_path)
    before = path.read_bytes()

    def crash(src: str, dst: str) -> None:
        raise OSError("power failure")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power failure"):
        p.record(_solve("card_values", 2))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert not [f for f in tmp_path.iterdir() if f.name != path.name and not f.name.endswith(".lock")]  # the temporary file was removed
    assert Progress.load("cy", home=tmp_path).stats["card_values"].exercises == 1


def test_a_crash_while_flushing_leaves_the_previous_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = Progress.load("di", home=tmp_path)
    p.record(_solve("card_values", 1))
    path = progress_path("di", tmp_path)
    before = path.read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(OSError, match="disk full"):
        p.save()
    monkeypatch.undo()
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [
    b"{not json", b'{"format": "something else"}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"attempts": -3}}}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"attempts": "many"}}}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"exercises": 1, "correct": 5}}}',
    b"\xff\xfe\x00 not text",
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"attempts": 1e400}}}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"attempts": NaN}}}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"seconds": -Infinity}}}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"attempts": 2.5}}}',
    b'{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"credit": 1' + b"0" * 400 + b'}}}',
], ids=["not-json", "other-format", "negative", "not-a-number", "inconsistent", "binary", "overflow", "nan",
        "minus-infinity", "not-whole", "huge-int-as-float"])
def test_corrupt_file_is_backed_up_and_reported(tmp_path: Path, content: bytes) -> None:
    path = progress_path("ed", tmp_path)
    path.write_bytes(content)
    original = path.read_bytes()
    with pytest.warns(ProgressWarning, match="could not be read"):
        p = Progress.load("ed", home=tmp_path, clock=lambda: 1_700_000_000.0)
    assert p.stats == {} and len(p.messages) == 1
    backups = list(tmp_path.glob(f"{path.name}.corrupt-*"))
    assert len(backups) == 1 and backups[0].read_bytes() == original
    assert str(backups[0]) in p.messages[0] and "nothing was deleted" in p.messages[0]
    assert not path.exists()  # not overwritten until something new is recorded
    p.record(_solve("card_values", 1))
    assert path.exists() and backups[0].read_bytes() == original
    # A second corrupt file in the same second gets its own backup name.
    path.write_text("garbage", encoding="utf-8")
    with pytest.warns(ProgressWarning):
        Progress.load("ed", home=tmp_path, clock=lambda: 1_700_000_000.0)
    assert len(list(tmp_path.glob(f"{path.name}.corrupt-*"))) == 2


def test_report_and_suggestion(tmp_path: Path) -> None:
    p = Progress.load("fa", home=tmp_path)
    report = progress_report(p)
    assert report.suggested_kind == "card_values" and "Try something new" in report.suggestion
    assert "from lesson 1" in report.suggestion  # where to find it (issue 23's trial)
    for seed in range(3):
        p.record(_solve("card_values", seed))
    weak = make_exercise("may_trail", 1, "classic", 1)
    weak.check("yes" if weak.answer != "yes" else "no R9")
    p.record(weak)
    report = progress_report(p)
    assert report.suggested_kind == "may_trail" and "Practise" in report.suggestion
    assert "capturing" in report.text and "mastered" not in report.text.split("capturing")[0]
    rows = dict(report.topics)
    assert rows["capturing"].exercises == 3 and rows["trailing"].mastery == 0.0
    html = report._repr_html_()
    assert "--jp-" in html and "Capturing" in html and "<table" in html and "<svg" in html
    assert "not started" in html and "may_trail" not in report.suggestion  # no code names for the learner


def test_progress_chart_returns_axes(tmp_path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from casino_learn.exercises.charts import progress_chart

    p = Progress.load("gu", home=tmp_path)
    p.record(_solve("card_values", 1))
    ax = progress_chart(p)
    assert ax.get_title() == "Progress of gu" and len(ax.patches) == 5
    import matplotlib.pyplot as plt

    fig, ax2 = plt.subplots()
    assert progress_chart(p, ax=ax2) is ax2
    plt.close("all")


def test_read_progress_file_does_not_touch_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "progress-x.json"
    bad.write_text("[1, 2", encoding="utf-8")
    with pytest.raises(ValueError, match="not valid JSON"):
        read_progress_file(bad)
    assert bad.read_text() == "[1, 2"


@pytest.mark.parametrize(("value", "words"), [
    ("1e400", "finite"), ("NaN", "finite"), ("Infinity", "finite"), ("-1", "at least 0"), ("2.5", "whole number"),
])
def test_bad_counts_are_rejected_with_the_field_name(tmp_path: Path, value: str, words: str) -> None:
    bad = tmp_path / "progress-x.json"
    body = '{"format": "casino-learn-progress/1", "learner": "x", "kinds": {"card_values": {"attempts": VALUE}}}'
    bad.write_text(body.replace("VALUE", value), encoding="utf-8")
    with pytest.raises(ValueError, match=rf"kinds\.card_values\.attempts .*{words}"):
        read_progress_file(bad)
    ok = tmp_path / "progress-y.json"
    ok.write_text('{"format": "casino-learn-progress/1", "learner": "y", "kinds": {"card_values": {"exercises": 3.0, "seconds": 2.5}}}',
                  encoding="utf-8")
    stats = read_progress_file(ok)[1]["card_values"]
    assert stats.exercises == 3 and isinstance(stats.exercises, int) and stats.seconds == 2.5


def test_two_writers_for_one_learner_lose_nothing(tmp_path: Path) -> None:
    # Two lesson widgets (or two lessons open at once) each hold their own Progress object.
    a = Progress.load("hu", home=tmp_path)
    b = Progress.load("hu", home=tmp_path)
    first = make_exercise("may_trail", 1, "classic", 1)
    first.check("yes" if first.answer != "yes" else "no R9")
    a.record(first)
    b.record(_solve("card_values", 2))
    first.check(first.answer)
    a.record(first)
    b.record(_solve("card_values", 3))
    s = Progress.load("hu", home=tmp_path).stats
    assert (s["may_trail"].exercises, s["may_trail"].attempts, s["may_trail"].correct) == (1, 2, 1)
    assert (s["card_values"].exercises, s["card_values"].first_try) == (2, 2)
    assert a.stats["card_values"].exercises == 1  # each object sees the file's newest totals after saving


def test_a_count_too_large_to_be_real_is_refused(tmp_path) -> None:
    """Review: a 400-digit count loaded, then mastery raised OverflowError."""
    import json

    from casino_learn.exercises.progress import ProgressError, read_progress_file

    path = tmp_path / "progress-x.json"
    path.write_text(json.dumps({"format": "casino-learn-progress/1", "learner": "x",
                                "kinds": {"card_values": {"exercises": int("9" * 400)}}}), encoding="utf-8")
    with pytest.raises(ProgressError, match="too large"):
        read_progress_file(path)


def test_two_lessons_never_undo_each_others_level_up(tmp_path: Path) -> None:
    """Review: a Progress loaded earlier wrote its old level state over a level-up saved by another."""
    from casino_learn.exercises.adaptive import Pick, finish, serve
    from casino_learn.exercises.progress import read_progress_data

    a = Progress.load("Ana", home=tmp_path)
    b = Progress.load("Ana", home=tmp_path)
    for seed in range(10):
        ex = make_exercise("card_values", seed, "classic", 1)
        ex.check(ex.answer)
        b.record(ex)
        if finish(b, ex):
            break
    assert read_progress_data(b.path).levels["card_values"].level == 2
    serve(a, Pick("card_values", 1, 1, "new"))
    on_disk = read_progress_data(a.path)
    assert on_disk.levels["card_values"].level == 2 and a.levels["card_values"].level == 2
    assert on_disk.levels["card_values"].last == on_disk.served


def _record_many(home: str, count: int) -> None:
    p = Progress.load("Ana", home=home)
    for seed in range(count):
        ex = make_exercise("card_values", seed, "classic", 1)
        ex.check(ex.answer)
        p.record(ex)


def test_two_kernels_saving_at_once_lose_nothing(tmp_path: Path) -> None:
    """Review: without a lock, two processes saving at once kept 171 of 300 records."""
    import multiprocessing

    from casino_learn.exercises.progress import read_progress_data

    workers = [multiprocessing.get_context("fork").Process(target=_record_many, args=(str(tmp_path), 60)) for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    assert all(w.exitcode == 0 for w in workers)
    assert read_progress_data(progress_path("Ana", tmp_path)).stats["card_values"].exercises == 120


def test_stage_stars_count_for_their_lessons_topic(tmp_path) -> None:
    """Issue 23 trial, C6: 24 stars in lesson 3's stages and My progress said Building "not started", 0%."""
    from casino_learn.course import STAGES
    from casino_learn.exercises.registry import TOPICS
    from casino_learn.exercises.report import progress_report, stage_topic

    assert all(stage_topic(name) in TOPICS for name in STAGES), "every stage counts for a topic"
    progress = Progress.load("ben", home=tmp_path)
    before = dict(progress_report(progress).topics)
    assert before["building"].exercises == 0
    progress.record_stars("build-then-take:1", 3)
    progress.record_stars("build-then-take:2", 3)
    progress.record_stars("raising-a-build:1", 2)
    progress.record_stars("pairing:1", 1)
    report = progress_report(progress)
    topics = dict(report.topics)
    assert topics["building"].exercises == 3 and topics["building"].correct == 3
    assert round(100 * topics["building"].mastery) == 89  # (1 + 1 + 2/3) / 3
    assert topics["capturing"].exercises == 1 and topics["trailing"].exercises == 0
    assert "not started" not in report.html.split("Building")[1].split("</text>")[1]


def test_each_kind_names_the_first_lesson_that_gives_its_exercises() -> None:
    """A kind's ``lesson`` is the first lesson (after lesson 00's sampler) whose source makes its exercises."""
    import re

    from casino_learn.exercises.registry import EXERCISE_KINDS, KIND_ALIASES

    sources = sorted((Path(__file__).parent.parent / "tools" / "notebook_sources").glob("0[1-8]_*.py"))
    first: dict[str, int] = {}
    for source in sources:
        for kind in re.findall(r'ExerciseWidget\("([a-z_]+)"', source.read_text(encoding="utf-8")):
            first.setdefault(KIND_ALIASES.get(kind, kind), int(source.name[:2]))
    assert {kind: info.lesson for kind, info in EXERCISE_KINDS.items()} == first


def test_a_stage_task_counts_its_active_minutes(tmp_path: Path) -> None:
    """Issue 23, trial 4: after an hour of stages My progress said "Building 0.0 minutes". A task's time
    counts like an exercise's (at most FIRST_LOOK before the first action, ACTIVE_GAP between actions),
    is saved with its stars, adds up across saves, and shows in its topic's minutes."""
    from casino_learn.course import STAGES
    from casino_learn.exercises.core import FIRST_LOOK
    from casino_learn.exercises.report import progress_report
    from casino_learn.widgets.stage import TaskWidget

    now = [0.0]
    progress = Progress.load("Maya", home=tmp_path)
    task = STAGES["making-a-build"].tasks[0]
    widget = TaskWidget(task, key="making-a-build:1", progress=progress, taught=("capture", "build", "trail"),
                        clock=lambda: now[0])
    now[0] = 600.0  # shown at Run All, reached ten minutes later
    widget.hint()
    now[0] = 640.0
    assert widget.play_move(widget.goal.solutions(widget.builder.state)[0]).ok and widget.solved
    assert progress.stage_seconds == {"making-a-build:1": FIRST_LOOK + 40.0}
    again = Progress.load("Maya", home=tmp_path)
    assert again.stage_seconds == {"making-a-build:1": FIRST_LOOK + 40.0}
    again.record_stage_time("making-a-build:1", 5.0)
    assert Progress.load("Maya", home=tmp_path).stage_seconds["making-a-build:1"] == FIRST_LOOK + 45.0
    building = dict(progress_report(Progress.load("Maya", home=tmp_path)).topics)["building"]
    assert building.seconds == FIRST_LOOK + 45.0 and building.correct == 1


def test_a_corrupt_stage_time_is_refused_with_its_place(tmp_path: Path) -> None:
    path = Progress.load("Ed", home=tmp_path).save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["stage_seconds"] = {"pairing:1": "ten"}
    path.write_text(json.dumps(data), encoding="utf-8")
    from casino_learn.exercises.progress import ProgressError, read_progress_data

    with pytest.raises(ProgressError, match="stage_seconds.pairing:1"):
        read_progress_data(path)


def test_stage_hints_count_in_my_progress(tmp_path: Path) -> None:
    """Trial 5: three hints asked on course tasks cost stars but counted nowhere in My progress."""
    from casino_learn.course import STAGES
    from casino_learn.exercises.report import progress_report
    from casino_learn.widgets.stage import TaskWidget

    progress = Progress.load("Maya", home=tmp_path)
    task = STAGES["making-a-build"].tasks[0]
    widget = TaskWidget(task, key="making-a-build:1", progress=progress, taught=("capture", "build", "trail"))
    widget.hint()
    widget.hint()
    assert widget.play_move(widget.goal.solutions(widget.builder.state)[0]).ok and widget.solved
    again = Progress.load("Maya", home=tmp_path)
    assert again.stage_hints == {"making-a-build:1": 2}
    assert dict(progress_report(again).topics)["building"].hints == 2
    assert json.loads(again.path.read_text(encoding="utf-8"))["stage_hints"] == {"making-a-build:1": 2}
    again.path.write_text(again.path.read_text(encoding="utf-8").replace('"making-a-build:1": 2', '"making-a-build:1": "two"'),
                          encoding="utf-8")
    with pytest.raises(ProgressError, match="stage_hints.making-a-build:1"):
        read_progress_data(again.path)  # a corrupt record is named, and the file is left as it was


def test_time_is_counted_once_for_what_the_learner_works_on() -> None:
    """Trial 5: 47.6 minutes shown for 31. Exercises and tasks shown together each counted the same
    minutes; a task left for another lesson counted up to two minutes of the time away."""
    from casino_learn.exercises.core import FIRST_LOOK

    now = [0.0]

    def clock() -> float:
        return now[0]

    first = make_exercise("may_trail", 3, "royal", 1)
    second = make_exercise("may_trail", 4, "royal", 1)
    for ex in (first, second):
        ex.clock, ex.started = clock, 0.0
    now[0] = 10.0
    first.hint()  # 10 s of reading (within FIRST_LOOK)
    now[0] = 20.0
    second.hint()  # 10 s since the learner's last action, on the first exercise
    now[0] = 25.0
    first.hint()  # 5 s since the hint on the second: the 15 s since first's own hint are not counted twice
    assert first.time_spent == 10.0 + 5.0 and second.time_spent == 10.0
    now[0] = 25.0 + 900.0  # fifteen minutes in another lesson, then back
    first.hint()
    assert first.time_spent == 10.0 + 5.0 + FIRST_LOOK


def test_a_full_bar_from_too_few_exercises_says_so_rather_than_getting_there() -> None:
    """Trial 8: "100% getting there" beside "95% mastered" read as a mistake."""
    from casino_learn.exercises.progress import KindStats
    from casino_learn.exercises.report import mastery_svg

    picture = mastery_svg((("trailing", KindStats(exercises=1, attempts=1, correct=1, first_try=1, credit=1.0)),
                           ("capturing", KindStats(exercises=24, attempts=25, correct=24, first_try=22, credit=23.0))))
    assert "100% so far (1 of 3 done)" in picture and "getting there" not in picture
