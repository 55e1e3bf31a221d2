"""Trial 35's and trial 34's last points (session of 2026-12-03): each test says what the learner met."""

from __future__ import annotations

from casino_learn.widgets.exercise import ExerciseWidget


def test_a_wrong_best_move_letter_loses_its_tick() -> None:
    """Trial 35: "✔ D" stayed on the letter after "Not quite"; "Your answer: D" says what was checked."""
    widget = ExerciseWidget("best_move", seed=5, variant="classic", difficulty=1)
    letters = "ABCDEFGH"[: len(widget._choice_toggles)]
    right = widget.exercise.answer.split()[0]
    wrong = next(letter for letter in letters if letter != right)
    widget.choose(wrong)
    result = widget.check()
    assert result.counted and not result.correct
    assert not any(toggle.value for toggle in widget._choice_toggles)
    assert all(toggle.icon != "check" for toggle in widget._choice_toggles)
    assert f"<b>{wrong}</b>" in widget.checked_answer.value
    widget.choose(right)
    assert widget.check().correct
    assert widget._choice_toggles[letters.index(right)].value  # a right letter keeps its tick
