"""Progress from every lesson: the name asked once (LearnerCard) and remembered, lesson
exercise widgets recording to that learner's file, "My progress" from any lesson, and the
practice page's "Practise my weak spots" mode. Every test uses a temporary CASINO_LEARN_HOME."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from casino_learn.exercises import Progress, progress_path
from casino_learn.exercises.adaptive import LEVEL_UP_AFTER
from casino_learn.exercises.progress import current_learner, default_home
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import LearnerCard, learner_line, my_progress
from casino_learn.widgets.practice import PracticePage

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "learner-home"
    monkeypatch.setenv("CASINO_LEARN_HOME", str(folder))
    return folder


def test_the_test_run_never_uses_the_real_home() -> None:
    # Set by the repository's conftest.py before any test or notebook kernel starts.
    assert os.environ.get("CASINO_LEARN_HOME")
    assert not default_home().resolve().is_relative_to((Path.home() / ".casino_learn").resolve())


def test_lesson_exercises_record_for_the_remembered_learner(home: Path) -> None:
    before = ExerciseWidget("card_values", seed=1)
    before.answer(before.exercise.answer)
    assert not home.exists() or not list(home.glob("progress-*.json"))  # no name yet: nothing kept
    card = LearnerCard()
    assert card.ask_row.layout.display is None and card.known_row.layout.display == "none"
    assert card.set_name("  Zoë ") and current_learner() == "Zoë"
    assert card.ask_row.layout.display == "none" and "You are <b>Zoë</b>" in card.line.value
    # Lesson style: several exercise widgets, answered in turns, all with the default progress="auto".
    first = ExerciseWidget("may_trail", seed=5, variant="classic", difficulty=1)
    second = ExerciseWidget("card_values", seed=6, variant="royal", difficulty=2)
    first.hint()
    second.answer(second.exercise.answer)
    first.answer(first.exercise.answer)
    stats = Progress.load("Zoë").stats
    assert set(stats) == {"may_trail", "card_values"}
    assert (stats["may_trail"].exercises, stats["may_trail"].hints, stats["may_trail"].correct) == (1, 1, 1)
    assert stats["card_values"].first_try == 1
    data = json.loads(progress_path("Zoë").read_text(encoding="utf-8"))
    assert data["learner"] == "Zoë" and progress_path("Zoë").parent == home


def test_names_that_cannot_be_used_are_refused_with_a_message(home: Path) -> None:
    card = LearnerCard()
    assert not card.set_name("   ")
    assert "Type your name" in card.message.value and current_learner() is None
    assert not card.set_name("Ana/Ben")
    assert "“/”" in card.message.value and card.ask_row.layout.display is None
    for name in ("王伟", "Мария"):
        assert card.set_name(name) and current_learner() == name


def test_later_lessons_show_one_line_and_my_progress(home: Path) -> None:
    LearnerCard().set_name("Мария")
    ex = ExerciseWidget("find_captures", seed=5)
    ex.answer(ex.exercise.answer)
    line = learner_line()
    assert "You are <b>Мария</b>" in line.line.value and line.known_row.layout.display is None
    shown = line.show_progress()
    assert "Progress of Мария" in shown and "<svg" in shown and "Next:" in shown
    assert line.progress_button.description == "Hide my progress"
    line.toggle_progress()
    assert line.report.value == ""
    assert "<svg" in my_progress().value
    line.change_name()
    assert line.ask_row.layout.display is None and line.name_box.value == ""
    assert line.set_name("Ana") and current_learner() == "Ana"
    assert Progress.load("Мария").stats["find_captures"].correct == 1  # the old name's file stays


def test_my_progress_without_a_name_says_what_to_do(home: Path) -> None:
    assert "Give your name first" in my_progress().value
    assert "give your name" in learner_line().question.value


def test_practice_page_adapts(home: Path) -> None:
    page = PracticePage(seed=3)
    assert page.practise_weak_spots("") is None and "Type your name" in page.message.value
    widget = page.practise_weak_spots("Ana")
    assert widget is not None and page.pick is not None
    assert (widget.kind, widget.difficulty) == ("card_values", 1) and "not tried" in page.why.value
    assert widget.new_button.layout.display == "none" and page.next_button.layout.display is None
    for _ in range(LEVEL_UP_AFTER):
        assert page.exercise is not None and page.pick.kind == "card_values"
        page.exercise.answer(page.exercise.exercise.answer)
        page.next()
    assert "level 2" in page.why.value
    saved = Progress.load("Ana")
    assert saved.levels["card_values"].level == 2 and saved.served == LEVEL_UP_AFTER + 1
    assert saved.stats["card_values"].first_try == LEVEL_UP_AFTER
    assert "<svg" in page.show_report()
    # Card values is mastered: the 4th exercise starts capturing; looking at the solution is a miss.
    assert page.pick.reason == "new" and (page.pick.kind, page.pick.level) == ("find_captures", 1)
    page.exercise.show_solution()
    page.next()
    assert Progress.load("Ana").levels["find_captures"].misses == 1
    # The 5th exercise reviews the mastered kind, at its own level.
    assert page.pick.reason == "review" and (page.pick.kind, page.pick.level) == ("card_values", 2)
    assert "review" in page.why.value


def test_practice_page_fixed_kind_still_works(home: Path) -> None:
    page = PracticePage(seed=1)
    w = page.start("Ana", kind="may_trail", variant="royal", difficulty=2)
    assert w is not None and w.kind == "may_trail" and page.next_button.layout.display == "none"
    w.answer(w.exercise.answer)
    assert Progress.load("Ana").stats["may_trail"].correct == 1


def test_the_classroom_app_never_offers_the_computers_remembered_name(home: Path) -> None:
    LearnerCard().set_name("Teacher")
    assert PracticePage().name.value == "Teacher"
    assert PracticePage(remembered_name=False).name.value == ""
    page = (ROOT / "casino_learn" / "classroom" / "page.py").read_text(encoding="utf-8")  # what the app's practice page runs
    assert page.count("remembered_name=False") == 2  # with a class and without


def test_practice_closes_each_exercise_it_replaces(home: Path) -> None:
    """Review 9: a long practice session kept every exercise's widgets (about 150 each), in the kernel or the
    class server and in the browser; the exercise replaced is now closed, and the open widgets stay level."""
    from ipywidgets.widgets.widget import _instances

    page = PracticePage(seed=3)
    first = page.practise_weak_spots("Ana")
    assert first is not None and first.view.comm is not None
    counts = []
    page.next()
    assert first.view.comm is not None  # replaced, and closed one replacement later (widget model not found)
    for _ in range(6):
        page.next()
        counts.append(len(_instances))
    assert first.view.comm is None and first.check_button.comm is None  # closed, its layout and style too
    assert page.exercise is not None and page.exercise.view.comm is not None
    assert max(counts[2:]) - min(counts[2:]) < 60, counts  # no longer about 150 more per exercise
