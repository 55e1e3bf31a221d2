"""The course's stages: every task can be solved, not every move solves it, the words and the
stars behave, and Classic lessons use Classic positions only (Royal is lesson 6's alone)."""

from __future__ import annotations

import pytest

from casino_learn.course import (
    STAGES,
    catalog,  # noqa: F401  (registers every stage)
    get_stage,
    stars_for,
)
from casino_learn.course.goals import TakeCards
from casino_learn.course.stages import Stage, Task
from casino_learn.exercises import Progress
from casino_learn.widgets.stage import StageWidget, TaskWidget

TASKS = [(stage.name, i, task) for stage in STAGES.values() for i, task in enumerate(stage.tasks, 1)]


def test_there_are_stages() -> None:
    assert STAGES


@pytest.mark.parametrize("stage", STAGES.values(), ids=lambda s: s.name)
def test_a_stage_has_three_to_five_tasks_and_a_rule_in_words(stage: Stage) -> None:
    assert 3 <= len(stage.tasks) <= 5, f"{stage.name}: {len(stage.tasks)} tasks"
    assert stage.rule.strip() and stage.title.strip()


@pytest.mark.parametrize("stage", STAGES.values(), ids=lambda s: s.name)
def test_classic_comes_before_royal(stage: Stage) -> None:
    variants = {t.variant for t in stage.tasks} | ({stage.example.variant} if stage.example else set())
    if stage.lesson < 6:
        assert variants == {"classic"}, f"{stage.name} (lesson {stage.lesson}) uses {variants}: Royal belongs to lesson 6"


@pytest.mark.parametrize("stage", STAGES.values(), ids=lambda s: s.name)
def test_the_example_is_a_legal_move(stage: Stage) -> None:
    if stage.example is not None:
        state = stage.example.position
        assert state.is_legal(stage.example.move), (stage.name, state.check(stage.example.move))


@pytest.mark.parametrize(("stage", "number", "task"), TASKS, ids=[f"{s}-{i}" for s, i, _ in TASKS])
def test_every_task_can_be_solved_but_not_by_any_move(stage: str, number: int, task: Task) -> None:
    state = task.position
    solutions = task.solutions()
    assert solutions, f"{stage} task {number}: no legal move reaches the goal {task.instruction!r}"
    others = [m for m in state.legal_moves if m not in solutions]
    assert others, f"{stage} task {number}: every legal move reaches the goal, so it checks nothing"
    for move in others:  # every miss is explained in a sentence
        assert task.goal.why_not(state, move).strip().endswith((".", "?", "!"))
    assert task.hints, f"{stage} task {number} has no hint"


def test_stars() -> None:
    assert stars_for(1, 0, False) == 3
    assert stars_for(2, 0, False) == 2
    assert stars_for(1, 1, False) == 2
    assert stars_for(4, 0, False) == 1
    assert stars_for(1, 2, False) == 1
    assert stars_for(1, 0, True) == 0


def _task(goal_count: int = 5) -> Task:
    return Task(TakeCards(goal_count), hand="8H 3C", table="AC 2D 3S 5C 6H 8D", hints=("Look for 6 + 2.",))


def test_a_task_widget_takes_back_a_move_that_misses_the_goal(tmp_path) -> None:
    widget = TaskWidget(_task(), key="t:1", progress=None)
    assert widget.play_move("8H capture 8D").ok
    assert not widget.solved
    assert "takes one table card" in widget.feedback.value and "five table cards" in widget.feedback.value
    assert widget.builder.state.table == _task().position.table, "the move was taken back"
    assert not widget.play_move("8H capture AC 2D 3S 5C 8D").ok  # refused: 5♣ counted twice
    assert widget.tries == 2 and not widget.solved
    assert widget.play_move("8H capture 8D 6H 2D 5C 3S").ok
    assert widget.stars == 2 and "Solved" in widget.feedback.value


def test_first_try_without_hint_wins_three_stars_and_is_saved(tmp_path) -> None:
    progress = Progress.load("ana", home=tmp_path)
    widget = TaskWidget(_task(), key="sums:2", progress=progress)
    widget.play_move("8H capture 8D 6H 2D 5C 3S")
    assert widget.stars == 3
    again = Progress.load("ana", home=tmp_path)
    assert again.stars == {"sums:2": 3}
    widget.start_again()
    widget.hint()
    widget.hint()  # no second hint to give: asking again costs nothing
    widget.play_move("8H capture 8D 6H 2D 5C 3S")
    assert widget.hints == 1 and widget.stars == 2 and widget.best == 3
    assert Progress.load("ana", home=tmp_path).stars == {"sums:2": 3}, "the best stars are kept"


def test_show_solution_names_a_move_in_words_and_wins_no_stars() -> None:
    widget = TaskWidget(_task(), key="t:1", progress=None)
    text = widget.show_solution()
    assert "8♥" in text and "capture" in text and "8H" not in text
    widget.play_move("8H capture 8D 6H 2D 5C 3S")
    assert widget.stars == 0


def test_a_stage_widget_goes_through_its_tasks() -> None:
    name = next(iter(STAGES))
    widget = StageWidget(name, progress=None)
    seen = [widget.task.task]
    for _ in range(len(widget.tasks) - 1):
        seen.append(widget.next().task)
    assert seen == list(get_stage(name).tasks)
    for task in widget.tasks:
        task.play_move(task.task.solutions()[0])
    assert all(s == 3 for s in widget.stars)
    assert "Stage complete" in widget.summary.value


def test_an_unknown_stage_lists_the_stages() -> None:
    with pytest.raises(KeyError, match="pairing"):
        get_stage("no such stage")


def test_my_progress_shows_the_stars_won(tmp_path) -> None:
    from casino_learn.exercises.progress import remember_learner
    from casino_learn.widgets.learner import my_progress_html

    remember_learner("ana", home=tmp_path)
    assert "No stage tasks solved yet" in my_progress_html(tmp_path)
    progress = Progress.load("ana", home=tmp_path)
    widget = TaskWidget(get_stage("pairing").tasks[0], key="pairing:1", progress=progress)
    widget.play_move(widget.task.solutions()[0])
    text = my_progress_html(tmp_path)
    assert "Lesson 2: 3 of" in text and "★★★" in text


@pytest.mark.parametrize("stage", list(STAGES.values()), ids=lambda s: s.name)
def test_the_worked_example_is_not_one_of_the_tasks(stage: Stage) -> None:
    """Issue 23: a worked example identical to a task gave the task away."""
    if stage.example is None:
        return
    shown = stage.example.position
    seen = (sorted(c.code for c in shown.hands[0]), sorted(c.code for c in shown.table.cards))
    for number, task in enumerate(stage.tasks, 1):
        asked = task.position
        assert (sorted(c.code for c in asked.hands[0]), sorted(c.code for c in asked.table.cards)) != seen, (stage.name, number)
        assert sorted(c.code for c in asked.table.cards) != seen[1], (stage.name, number)


@pytest.mark.parametrize("stage", list(STAGES.values()), ids=lambda s: s.name)
def test_a_stage_rule_is_one_or_two_sentences_naming_each_rule_before_its_number(stage: Stage) -> None:
    """Issue 23: stage rules ran 3-6 sentences full of codes; now one or two, and the rule's name
    (as lesson 04's table of the fifteen rules calls it) comes before its number."""
    import re

    from casino_learn.course.stages import english
    from casino_learn.texts.rulebook import rule_name

    rule = english(stage, "rule")
    plain = re.sub(r"<[^>]+>", "", rule)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", re.sub(r"“[^”]*”", "", plain)) if s.strip()]
    assert len(sentences) <= 2, (stage.name, sentences)
    for found in re.finditer(r"\bR\d+\b", plain):
        before = plain[max(0, found.start() - 70):found.start()].lower()
        assert rule_name(found.group()).lower() in before, (stage.name, found.group(), before)


def test_numbered_stages_take_their_number_from_their_place() -> None:
    from casino_learn.course.catalog import STAGES, heading, number

    # Numbered in course order within each lesson (trial 8: lesson 03 numbered 1-10 and then three stages
    # without a number, lesson 08 five principles and an unnumbered sixth).
    for lesson, series in {(s.lesson, s.series) for s in STAGES.values() if s.series}:
        places = [number(s) for s in STAGES.values() if (s.lesson, s.series) == (lesson, series)]
        assert places == list(range(1, len(places) + 1)), (lesson, series)
    assert heading("sums") == "Stage 2: Taking cards that add up" and get_stage("sums").title == "Taking cards that add up"
    assert heading("royal-partners") == "Royal stage 5: Partners"
    assert heading("build-then-take") == "Stage 11: Build now, take it next turn"
    assert heading("merging-builds") == "Stage 13: Joining two builds"
    assert heading("two-moves-ahead") == "Principle 6: Plan two moves ahead"
    assert [s.name for s in STAGES.values() if s.lesson == 3 and not s.series] == []
    import casino_learn as cl

    with cl.language("es"):
        assert heading("sums") == "Etapa 2: " + get_stage("sums").title


# A lesson's heading above a stage is now the stage's own heading, numbered by its place, filled in from the
# course in every language: tests/test_stage_headings.py.


def test_a_refusal_before_building_states_its_rule_without_builds() -> None:
    """Review 4 O2: lessons 00-02 teach no builds, so a refused move's rule statement is the
    rulebook's wording without builds (R2, R5), as the stage rule boxes say it; from lesson 03 on
    the full statement."""
    from casino_learn.texts.rulebook import entry

    pairing = STAGES["pairing"]
    assert "build" not in " ".join(pairing.taught)
    widget = TaskWidget(pairing.tasks[1], key="t:o2", progress=None, taught=pairing.taught)
    assert not widget.play_move("KH capture 6D").ok  # a Classic king takes only a king (R5)
    said = entry("R5").statement(builds=False)
    assert "The face-card rule: " + said[0].lower() + said[1:] in widget.builder.feedback.value
    assert "build" not in widget.builder.feedback.value.split("The face-card rule: ")[1]
    sums = STAGES["sums"]
    widget = TaskWidget(sums.tasks[0], key="t:o2b", progress=None, taught=sums.taught)
    assert not widget.play_move("7H capture 3S 9C").ok  # 3 + 9 is not 7 (R2)
    said = widget.builder.feedback.value.replace("&#x27;", "'").replace("&#39;", "'")
    early = entry("R2").statement(builds=False)
    assert "The exact-value rule: " + early[0].lower() + early[1:] in said
    assert "build" not in said.split("The exact-value rule: ")[1]
    # once building is taught, the full statement
    built = TaskWidget(sums.tasks[0], key="t:o2c", progress=None, taught=("capture", "build", "trail"))
    assert not built.play_move("7H capture 3S 9C").ok
    full = entry("R2").statement()
    assert "The exact-value rule: " + full[0].lower() + full[1:] in built.builder.feedback.value.replace("&#x27;", "'")


def test_no_two_tasks_of_a_stage_read_the_same() -> None:
    """Trial 8: after "Next task" the same title ("Make the best move.") made the button seem to do nothing;
    tasks sharing an instruction say the hand first."""
    import re

    from casino_learn.course.catalog import STAGES
    from casino_learn.widgets.stage import StageWidget

    shared = 0
    for name, stage in STAGES.items():
        widget = StageWidget(name, progress=None)
        titles = [re.sub(r"<[^>]+>|Task \d+ of \d+\.|[★☆]", "", task.heading.value).strip() for task in widget.tasks]
        assert len(set(titles)) == len(titles), (name, titles)
        shared += sum("You hold" in t for t in titles)
    assert shared >= 10


def test_the_stars_summary_keeps_each_tasks_stars_apart() -> None:
    """Trial 9: "★★☆★★★★★★★★★" in My progress: which task lost a star?"""
    import re

    from casino_learn.widgets.stage import stars_summary_html

    said = re.sub(r"<[^>]+>", "", stars_summary_html({"sums:1": 2, "sums:2": 3, "sums:3": 3, "sums:4": 3}))
    assert "★★☆ ★★★ ★★★ ★★★" in said
