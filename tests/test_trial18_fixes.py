"""What the learner trials of 2026-12-03 (and trial 17's leftovers) met, each checked where the learner meets it."""

from __future__ import annotations

import casino_learn as cl
from casino_learn.widgets.move_builder import MoveBuilder


def test_a_lone_table_card_of_another_value_is_refused_by_its_own_value() -> None:
    """Lessons 01-02: 5♥ on a lone 9♣ said "9♣ is not part of any set worth exactly 5 among the cards you chose"."""
    board = MoveBuilder(cl.position("classic", hand="5H 2C", table="9C 5D"), taught=("capture", "trail"))
    board.select("5H").select("9C")
    note = board.feedback.value
    assert "9♣ is worth 9, not 5, so 5♥ cannot take it (R2)." in note
    assert "set" not in note


def test_several_stray_cards_still_say_what_they_make() -> None:
    board = MoveBuilder(cl.position("classic", hand="5H 2C", table="9C 8D 5D"), taught=("capture", "trail"))
    board.select("5H").select("9C").select("8D")
    assert "8♦+9♣ make 17, not 5" in board.feedback.value


def test_making_an_exercise_closes_no_widget_it_just_made() -> None:
    """Lesson 06's Run All stalled with cells at [*] (benchmarks/bench_run_all.py): every exercise made its rule
    buttons twice and closed the first ones at once, while the browser was still making the box that showed them
    ("widget model not found"). Nothing is closed while an exercise is made; a new exercise closes the one before
    the last, not the last."""
    from ipywidgets import Widget

    from casino_learn.widgets.exercise import ExerciseWidget

    closed: list[str] = []
    original = Widget.close

    def spy(self: Widget) -> None:
        if self.comm is not None:
            closed.append(type(self).__name__)
        original(self)

    Widget.close = spy  # type: ignore[method-assign]
    try:
        exercise = ExerciseWidget("spot_illegal", seed=3, variant="classic", difficulty=2)
        assert closed == []
        first_buttons = list(exercise.rule_buttons)
        exercise.new()
        assert all(button.comm is not None for button in first_buttons)  # left the page, not closed yet
        exercise.new()
        assert all(button.comm is None for button in first_buttons)
    finally:
        Widget.close = original  # type: ignore[method-assign]


def test_a_move_breaking_two_rules_explains_the_named_rule_first_and_says_either_was_right() -> None:
    """Trial 18 named R7 for a build that breaks R7 and R11 and read "Correct! … (R11). … (R7).", R11 first."""
    from casino_learn.exercises import make_exercise

    exercise = next(e for seed in range(1, 200) for e in [make_exercise("spot_illegal", seed, "classic", 3)]
                    if len(e.accepted_answers()[-1].split()) == 3)  # a move that breaks two rules
    letter, first, second = exercise.accepted_answers()[-1].split()  # the illegal move's letter and the two rules
    result = exercise.check(f"{letter} {second}")
    said = str(result)
    assert result.correct
    # the named rule's reason first; the other rule after it, as its reason "(R7)" or its short text "R3: …"
    other = said.find(f"({first})") if f"({first})" in said else said.index(f"{first} says: ")
    assert said.index(f"({second})") < other
    low, high = sorted((first, second), key=lambda rule: int(rule[1:]))
    assert f"{letter} breaks {low} and {high}: naming either of them is right." in said


def test_the_computers_moves_are_said_once_on_screen_and_marked_in_the_list() -> None:
    """Trial 18: after "Play on to my turn" the three moves of the others were in the box under the buttons and again,
    right below, in "This deal so far"."""
    import re

    from casino_learn.widgets import GameTable

    table = GameTable("classic", players=4, level="beginner", seed=5)
    table.play_until_my_turn()
    table.play_move(table.legal_moves[0])
    texts = table.play_until_my_turn()
    assert len(texts) == 3 and table.my_turn
    box = re.sub("<[^>]+>", " ", table.builder.feedback.value)
    assert "The 3 new moves are in bold in “This deal so far”, below." in box
    assert "Your turn" not in box and "Your turn" in table.message.value  # said once, over the table (fresh try 20)
    assert all(text not in box for text in texts)
    assert all(f"<li><b>{text}</b></li>" in table.log.value for text in texts)
    assert table.log.value.count("<b>") == 4  # the three moves and the list's title; your own move is not bold


def test_practice_closes_an_exercise_with_what_it_replaced_itself() -> None:
    """An exercise keeps the parts its own New exercise replaced until the next one: when practice closes the
    exercise, those go too (else they stayed for the page's life)."""
    from casino_learn.widgets.exercise import ExerciseWidget

    exercise = ExerciseWidget("spot_illegal", seed=3, variant="classic", difficulty=2)
    first_buttons = list(exercise.rule_buttons)
    exercise.new()
    assert all(button.comm is not None for button in first_buttons)
    closed = exercise.close()
    assert closed > len(first_buttons) and all(button.comm is None for button in first_buttons)
    assert exercise.view.comm is None
