"""The exercise widget, driven like a learner would: typing, clicking, hints, solution."""

from __future__ import annotations

import pytest

from casino_learn.exercises import EXERCISE_KINDS, Progress
from casino_learn.widgets.exercise import ExerciseWidget, exercise_set


@pytest.mark.parametrize("kind", list(EXERCISE_KINDS))
@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_typed_answers_malformed_wrong_and_right(kind: str, variant: str) -> None:
    w = ExerciseWidget(kind, seed=7, variant=variant, difficulty=2)
    bad = w.answer("zzz")
    assert not bad.counted and "'zzz'" in bad.feedback and w.exercise.attempts == 0
    assert "zzz" in w.feedback.value
    right = w.answer(w.exercise.answer)
    assert right.correct and w.exercise.solved and w.exercise.attempts == 1


def test_find_captures_by_clicking_the_table() -> None:
    w = ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=2)
    # the stored solution, as items to click
    for token in w.exercise.answer.replace("+", " ").replace(",", " ").split():
        w.click(token)
    result = w.check()
    assert result.correct, result.feedback
    w.new()
    assert w.clicked == [] and w.seed == 4


def test_multiple_choice_by_clicking() -> None:
    w = ExerciseWidget("which_builds", seed=2, variant="classic", difficulty=1)
    letters = [t for t in w.exercise.answer.replace(",", " ").split() if len(t) == 1]
    for letter in letters:
        w.choose(letter)
    assert w.check().correct


def test_spot_the_illegal_move_with_the_rule_picker() -> None:
    w = ExerciseWidget("spot_illegal", seed=5, variant="royal", difficulty=2)
    letter, rule = w.exercise.answer.split()
    wrong_rule = "R1" if rule != "R1" else "R2"
    w.choose(letter, wrong_rule)
    first = w.check()
    assert not first.correct and first.partly_correct  # the right move, the wrong rule
    w.rule_picker.value = rule
    assert w.check().correct


def test_may_trail_yes_no_buttons() -> None:
    w = ExerciseWidget("may_trail", seed=5, variant="royal", difficulty=2)
    answer = w.exercise.answer.split()
    w.yes_no.value = answer[0] == "yes"
    if answer[0] == "no":
        w.rule_picker.value = answer[1]
    assert w.check().correct


def test_hints_then_solution_and_progress_is_recorded(tmp_path) -> None:
    progress = Progress.load("ana", home=tmp_path)
    w = ExerciseWidget("score_deal", seed=1, variant="classic", progress=progress)
    first = w.hint()
    second = w.hint()
    assert first and second and first != second and "Hints" in w.hints_box.value
    w.answer("cards: 0 0; points: 0 0")
    solution = w.show_solution()
    assert solution and "Solution" in w.solution_box.value
    stats = Progress.load("ana", home=tmp_path).stats["score_deal"]
    assert stats.hints == 2 and stats.attempts == 1


def test_an_empty_answer_asks_for_one() -> None:
    w = ExerciseWidget("card_values", seed=1)
    assert not w.check().counted and "Type an answer" in w.feedback.value


def test_exercise_set_shows_several() -> None:
    box = exercise_set(["card_values", "find_captures", "may_trail"], seed=3)
    assert len(box.children) == 3 and len({w.exercise.kind for w in box.exercises}) == 3


def test_feedback_always_describes_the_latest_answer() -> None:
    """Issue 11: lesson 01's Q♠: 'none' is right, then 'K' must replace 'Correct!'."""
    w = ExerciseWidget("card_values", seed=5, variant="classic", difficulty=2, progress=None)
    assert w.answer("none").correct
    assert "Correct!" in w.feedback.value
    later = w.answer("K")
    assert not later.correct and not later.fault
    assert "Correct!" not in w.feedback.value
    # Solved already: later answers are judged, not counted as tries (trial 7).
    assert "Your answer: <b>K</b>" in w.checked_answer.value and w.exercise.attempts == 1
    w.answer("banana")  # unreadable: said as not counted (once, in the title)
    assert "Your answer: <b>banana</b>" in w.checked_answer.value
    assert w.feedback.value.count("not counted") == 1


def test_tries_are_numbered_until_the_exercise_is_solved() -> None:
    w = ExerciseWidget("card_values", seed=5, variant="classic", difficulty=2, progress=None)
    w.answer("K")
    assert "Your answer (try 1): <b>K</b>" in w.checked_answer.value
    w.answer("banana")  # unreadable: the next try keeps its number
    w.answer("J")
    assert "Your answer (try 2)" in w.checked_answer.value
    assert w.answer("none").correct and "Your answer (try 3)" in w.checked_answer.value


def test_a_fault_in_checking_is_said_plainly_and_not_counted(monkeypatch) -> None:
    w = ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1, progress=None)

    def broken(value):
        raise RuntimeError("boom")

    monkeypatch.setattr(w.exercise, "grade", broken)
    result = w.answer("4")
    assert result.fault and not result.counted and w.exercise.attempts == 0
    assert "could not check" in w.feedback.value and "boom" not in w.feedback.value


def test_exercise_widgets_record_progress_for_the_remembered_learner(tmp_path, monkeypatch) -> None:
    from casino_learn.exercises.progress import progress_path, remember_learner

    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path))
    w = ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1)
    w.answer("4")
    assert not list(tmp_path.glob("progress-*.json"))  # nobody named yet: nothing written
    remember_learner("Ana")
    w2 = ExerciseWidget("card_values", seed=2, variant="classic", difficulty=1)
    w2.answer(w2.exercise.answer)
    assert progress_path("Ana").exists()
    remember_learner("Ben")  # "Change name" in a lesson: the same widget now records for Ben
    w2.hint()
    assert progress_path("Ben").exists()


@pytest.mark.parametrize("kind", ["score_deal", "royal_count_out"])
def test_the_picture_names_the_piles_as_the_question_does(kind: str) -> None:
    """Learner trial: the question said 'You took 31 cards' while the picture said 'You: 21
    cards' (the picture took the last player to move as "You"). A score sheet draws no picture: its piles are in the
    question (trial 33)."""
    import re

    for seed in range(12):
        w = ExerciseWidget(kind, seed=seed, variant="classic", difficulty=1, progress=None)
        said = re.search(r"You took (\d+) cards", w.exercise.prompt)
        if said is None:
            continue
        if not w.exercise.shows_table:
            assert w.picture.value == ""
            continue
        drawn = re.search(r"You: (\d+) cards", re.sub(r"<[^>]+>", " ", w.picture.value))
        assert drawn is not None and drawn.group(1) == said.group(1), (seed, said.group(0))


def test_enter_in_the_answer_box_checks() -> None:
    w = ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1, progress=None)
    w.text.value = w.exercise.answer
    w.text._submission_callbacks(w.text)  # what pressing Enter in the box sends
    assert w.exercise.solved and "Correct!" in w.feedback.value


def test_a_progress_file_damaged_while_saving_is_said_in_the_feedback(tmp_path) -> None:
    """Review: the save-time 'moved aside' message went only to a Python warning."""
    w = ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1, progress=Progress.load("Eve", home=tmp_path))
    w.answer("5")
    w.progress.path.write_text("{ not json", encoding="utf-8")  # damaged by something else meanwhile
    w.answer(w.exercise.answer)
    assert "could not be read" in w.feedback.value and "nothing was deleted" in w.feedback.value
    assert list(tmp_path.glob("*.corrupt-*"))


def test_spot_the_illegal_move_keeps_two_players_before_partners_are_taught() -> None:
    """Course review 5 (O1): lesson 04's level 3 offered builds "owned by Partner" from "New exercise";
    players=2 keeps every new exercise to two players (partners are taught in lesson 06)."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("spot_illegal", seed=10, variant="classic", difficulty=3, players=2)
    for _ in range(12):
        assert widget.exercise.state is not None and widget.exercise.state.players == 2
        widget.new_button.click()
    with pytest.raises(ValueError, match="needs players=4"):
        ExerciseWidget("spot_illegal", seed=1, variant="royal", difficulty=3, players=2, rule="R13")


def test_check_again_after_a_right_answer_is_not_another_try(tmp_path) -> None:
    """Trial 7: pressing Check again after "Correct!" said "try 2" and counted it."""
    progress = Progress.load("ana", home=tmp_path)
    w = ExerciseWidget("card_values", seed=1, progress=progress)
    assert w.answer(w.exercise.answer).correct and "(try 1)" in w.checked_answer.value
    again = w.check()
    assert again.correct and w.exercise.attempts == 1 and "try 2" not in w.checked_answer.value
    assert "already solved" in w.feedback.value
    w.answer("zzz 5")  # another answer after solving: judged, never a try
    assert w.exercise.attempts == 1
    stats = Progress.load("ana", home=tmp_path).stats["card_values"]
    assert stats.attempts == 1 and stats.correct == 1


def test_a_right_answer_after_show_solution_is_solved_without_credit(tmp_path) -> None:
    """Trial 8: after Show solution, a right answer said "try 1 … Correct!" and counted as a first-try solve."""
    progress = Progress.load("ana", home=tmp_path)
    w = ExerciseWidget("card_values", seed=1, progress=progress)
    w.show_solution()
    assert w.answer(w.exercise.answer).correct
    assert "You saw the solution first" in w.feedback.value
    # The explanation is in the solution box already, not said again under the verdict (trial 10).
    explanation = w.result.explanation
    assert explanation and explanation.split(".")[0] not in w.feedback.value.replace("&#x27;", "'")
    assert "Correct" in w.feedback.value
    stats = Progress.load("ana", home=tmp_path).stats["card_values"]
    assert stats.correct == 1 and stats.first_try == 0 and stats.credit == 0.0
    fresh = ExerciseWidget("card_values", seed=2, progress=progress)
    assert fresh.answer(fresh.exercise.answer).correct and "solution first" not in fresh.feedback.value
    assert fresh.show_solution() and fresh.exercise.credit == 1.0  # a solution looked at after solving changes nothing
