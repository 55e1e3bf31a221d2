"""What new-learner trial 16 (2026-12-02, on 57bc886) still met, each checked where the learner meets it."""

from __future__ import annotations

from pathlib import Path

import casino_learn as cl
from casino_learn.widgets.exercise import FORM_NOTE
from casino_learn.widgets.move_builder import MoveBuilder
from casino_learn.widgets.stage import TaskWidget
from test_stages import _task

ROOT = Path(__file__).resolve().parent.parent


def test_lesson_06_no_longer_says_the_kit_never_says_left_or_right() -> None:
    """Its own exercise just below asks about "the player on the dealer's left"."""
    for source in (ROOT / "tools" / "notebook_sources").rglob("06_royal_casino.py"):
        text = source.read_text(encoding="utf-8")
        assert "never calls a player" not in text and "nunca dice" not in text and '"오른쪽"이라고 부르지' not in text, source


def test_one_action_possible_is_named_as_the_button_to_press() -> None:
    """"✘ Choose what to do with it: Build." with one action to choose."""
    board = MoveBuilder(cl.position("classic", hand="3H 5S", table="7D 2S"))
    board.select("3H").select("2S")  # only a build of 5 uses 3♥ and 2♠ (5♠ kept to take it)
    # With why the other action is not possible (trial 43 read only "Press Capture, then Play." when it meant a build).
    assert board.play().message == "✘ Press Build, then Play. Capture: 2♠ is worth 2, not 3, so 3♥ cannot take it (R2)."


def test_play_is_blue_only_when_the_cards_make_a_move() -> None:
    board = MoveBuilder(cl.position("classic", hand="10C 2H", table="3S 4D 9H"), taught=("capture", "trail"))
    assert board.play_button.button_style == ""  # nothing chosen yet
    board.select("10C")
    assert board.play_button.button_style == "primary"  # a trail
    board.select("3S").select("4D")
    assert board.play_button.button_style == ""  # no move uses 10♣, 3♠ and 4♦


def test_a_task_solved_after_the_solution_is_shown_is_not_called_solved_with_no_stars() -> None:
    widget = TaskWidget(_task(), key="t:1", progress=None)
    widget.show_solution()
    widget.play_move("8H capture 8D 6H 2D 5C 3S")
    assert "Done, with the solution shown (no stars)." in widget.feedback.value and "Solved!" not in widget.feedback.value


def test_the_form_note_does_not_say_click_for_boxes_to_fill_in() -> None:
    assert not FORM_NOTE.startswith("Click")


def test_a_form_with_a_card_left_out_asks_for_it_in_words_of_the_form() -> None:
    """Trial 16 clicked two of three values and read "Expected 3 values, one per card in order, separated by ';'"."""
    from casino_learn.exercises import make_exercise

    result = make_exercise("card_values", 3, "classic", 3, builds=False).check({"card0": 5})
    assert not result.counted and "Choose a value for" in result.feedback and "separated by" not in result.feedback


def test_a_hand_card_that_may_not_be_trailed_says_why_at_once() -> None:
    """Trial 17, lesson 06 (Royal): 6♥ alone with a loose 6♣ greyed all three actions and said nothing on screen."""
    board = MoveBuilder(cl.position("royal", hand="6H 9S", table="6C 3D"))
    board.select("6H")
    assert not any(a["enabled"] for a in board.card_table.actions.values())
    shown = board.feedback.value
    assert "6♥" in shown and "(R14)" in shown and "✘" not in shown, shown
    board.select("6C")  # now a capture: the note goes
    assert board.feedback.value == ""


def test_a_form_of_boxes_to_fill_in_is_not_called_clicking() -> None:
    """Trial 17, lesson 05's score sheet: "Click your answer or type it" beside boxes to type numbers into."""
    from casino_learn.widgets.exercise import ExerciseWidget

    boxes = ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=2)
    assert "Use the form or the box below" in boxes.either_note.value
    clicks = ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=1)
    assert "Click your answer or type it" in clicks.either_note.value
