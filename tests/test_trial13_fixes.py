"""The small things new-learner trial 13 (2026-12-02) still met, each checked where the learner meets it."""

from __future__ import annotations

import casino_learn as cl
from casino_learn.exercises import make_exercise
from casino_learn.rules.moves import Move
from casino_learn.texts.describe import describe_move
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.game_table import GameTable
from casino_learn.widgets.move_builder import MoveBuilder


def test_a_click_after_a_lesson_positions_move_says_undo_not_turn() -> None:
    """Lesson 00's table: "Your move is played. Press Undo to try another one." and a card click then said
    "It is not your turn."; the click now says the same as the turn line."""
    board = MoveBuilder(cl.position("classic", hand="8H 3C", table="8D 5S"))
    board.select("8H").select("8D").choose("capture")
    assert board.play().ok
    assert "Undo" in board.status.value
    board._on_event("toggle", {"id": "3C"})
    assert board.card_table.announce == "Your move is played. Press Undo to try another one."
    assert all("Undo" in a["why"] for a in board.card_table.actions.values())
    assert "not your turn" not in board.play().message


def test_a_selection_that_makes_no_move_is_told_why_at_once() -> None:
    """Trial 13: 7♥ + 9♣ was told only "No move uses exactly these cards: click a card again to unselect it"
    until Play was pressed; the reasons now come with the selection."""
    board = MoveBuilder(cl.position("classic", hand="7H 3S", table="9C 5D"), taught=("capture", "trail"))
    board.select("7H").select("9C")
    said = board.card_table.announce
    assert "No move uses exactly these cards." in said
    assert "Capture: " in said and "Trail: " in said and "Build" not in said
    assert said.endswith("Click a card again to unselect it.")


def test_two_builds_made_one_are_joined_not_added() -> None:
    """Trial 13 read "You added 8♠ to B1 and B2 (a build of 8)" after merging two builds."""
    state = cl.position("classic", hand="8S 8C", table="", builds=[cl.Build.of("B1", 8, "5C+3D", owner=1),
                                                                   cl.Build.of("B2", 8, "6H+2D", owner=1)])
    move = Move.parse("8S build 8 B1 B2")
    assert move in state.legal_moves
    said = describe_move(state, move)
    assert said == "You joined B1 and B2 with 8♠ into one build of 8."
    assert describe_move(state, move, tense="suggestion") == "join B1 and B2 with 8♠ into one build of 8"


def test_a_choice_exercise_with_a_table_picture_says_the_picture_is_not_clicked() -> None:
    """Trial 13 clicked the table picture of "Which builds may you make?" and nothing happened."""
    shown = ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=1)
    assert "cannot be clicked" in shown.choice_buttons.children[0].value
    hand_only = ExerciseWidget("card_values", seed=3, variant="classic", difficulty=3)
    assert not hand_only.choice_buttons.children


def test_three_card_values_are_clicked() -> None:
    """Lesson 01's level 3 could only be typed ("5; none; 2"); each card now has a row of value buttons,
    and typing still works."""
    widget = ExerciseWidget("card_values", seed=3, variant="classic", difficulty=3, builds=False)
    ex = widget.exercise
    assert [f.label for f in ex.form()] == [c.symbol for c in ex.chosen]
    assert "separated by" not in ex.prompt
    right = ex.answer.split("; ")
    for field, value in zip(ex.form(), right):
        widget.fill(field.key, value if value in {shown for shown, _v in field.options} else "none")
    assert widget.check().correct
    again = make_exercise("card_values", 3, "classic", 3, builds=False)
    assert again.check(ex.answer).correct  # typed, as before
    partial = make_exercise("card_values", 3, "classic", 3, builds=False)
    result = partial.check({"card0": 5})
    assert not result.counted and "Choose a value for" in result.feedback
    royal = make_exercise("card_values", 3, "royal", 3)
    assert [v for _s, v in royal.form()[0].options] == list(range(1, 15))


def test_the_computer_buttons_say_why_they_are_grey_on_your_turn() -> None:
    """Trial 12 pressed the greyed "Computer's move ▶" on its own turn and nothing was said."""
    table = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    assert table.my_turn and table.step_button.disabled
    assert table.step_button.tooltip == "It is your turn: the computer plays after your move."
    assert table.until_button.tooltip == table.step_button.tooltip
