"""What new-learner trial 19 (2026-12-03) still met, each checked where the learner meets it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_you_is_not_capitalised_in_the_middle_of_a_sentence() -> None:
    """"The leftovers … went to You, who made the last capture" (lesson 04)."""
    for name in ("casino_learn/display/render.py", "casino_learn/widgets/first_deal.py", "casino_learn/widgets/game_table.py"):
        assert "went to You" not in (ROOT / name).read_text(encoding="utf-8")


def test_an_empty_number_box_does_not_look_filled_in() -> None:
    """A grey "0" in the Sweep-points boxes read as an answer already given."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("score_deal", seed=1, variant="royal", difficulty=3)
    from ipywidgets import Text

    boxes = [box for row in widget.form_box.children for box in getattr(row, "children", ()) if isinstance(box, Text)]
    assert boxes and all(box.placeholder == "?" for box in boxes)


def test_the_played_card_is_not_counted_as_a_table_card() -> None:
    """Lesson 08: "these four table cards" were three table cards and the learner's own card."""
    for name in ("casino_learn/course/strategy.py", "casino_learn/course/replies.py"):
        text = (ROOT / name).read_text(encoding="utf-8")
        assert "these four table cards" not in text and "four table cards (one a spade)" not in text
        assert "three table cards instead of one" not in text


def test_the_next_step_speaks_of_the_exercise_not_the_topic() -> None:
    """"Keep going with … your mastery is 60%" stood under "Building 97% mastered"."""
    from casino_learn.exercises import report

    assert "of this exercise" in report.NEXT_KEEP_GOING and "of this exercise" in report.NEXT_PRACTISE


def test_a_half_filled_line_of_the_form_is_named_not_answered_with_the_typed_format() -> None:
    """Tried on purpose in JupyterLab: "lots" in Cards/You only, then Check, said "Type an answer (one line per part …)"."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=2)
    first = widget.form_fields[0]
    widget.form_controls[first.key][0].value = "lots"
    result = widget.check()
    assert not result.counted
    assert f"Fill in every box of “{first.label}” (a number in each), then press Check." in widget.feedback.value


def test_play_pressed_on_cards_that_make_no_move_is_a_try() -> None:
    """Trial 19 pressed Play on cards that make no move, was told why, and still won three stars "for the first try"."""
    from casino_learn.widgets.stage import StageWidget

    task = StageWidget("pairing", progress=None).task
    state = task.builder.state
    hand, table = state.hands[0], state.table.loose
    wrong = next((c, t) for c in hand for t in table
                 if not state.rules.values_alone(c) & state.rules.values_alone(t) and state.rules.num(c) is not None)
    task.builder.select(wrong[0])
    task.builder.select(wrong[1])
    task.builder.play()  # no move uses these cards: said, and counted
    assert task.tries == 1 and task.stars is None
    task.builder.clear()
    task.builder.play()  # nothing chosen: not a try
    assert task.tries == 1
    solution = task.goal.solutions(state)[0]
    assert task.play_move(solution).ok
    assert task.stars == 2
