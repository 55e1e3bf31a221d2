"""What new-learner trial 21 (2026-12-03) met, each checked where the learner meets it."""

from __future__ import annotations

import re

from casino_learn.rules.cards import parse_card
from casino_learn.widgets.stage import StageWidget


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<style.*?</style>|<[^>]+>", " ", html, flags=re.S)).strip()


def _select(builder, items: list[str]) -> None:
    for item in items:
        builder.select(item if item.startswith("B") else parse_card(item))


def test_play_on_a_card_an_owner_may_not_trail_cites_no_later_rule_and_counts_as_a_try() -> None:
    """Lesson 3, Stage 11, after the reply: Play on 9♣ alone (8♣ since the task builds 8) said "… you may not trail 9♣ (R9)", lesson 4's rule."""
    widget = StageWidget("build-then-take", progress=None)
    task, builder = widget.task, widget.task.builder
    assert task.play_move(task.goal.solutions(builder.state)[0]).ok  # the build; the opponent replies
    tries = task.tries
    builder.select(builder.state.hands[0][0])
    builder.play()
    said = _text(builder.feedback.value)
    assert "you may not trail 8♣" in said and "R9" not in said
    assert task.tries == tries + 1


def test_before_adding_is_taught_build_is_not_offered_for_an_addition() -> None:
    """Lesson 3, Stage 4, task 3: 4♣ and 2♠ with the opponent's build of 6 said "Press Build, then Play" (an addition,
    Stage 8) and the learner lost a star following it."""
    widget = StageWidget("capturing-a-build", progress=None)
    widget.next()
    widget.next()
    builder = widget.task.builder
    _select(builder, ["4C", "B1", "2S"])
    said = _text(builder.feedback.value)
    assert "Press Build" not in said and "comes in a later stage" in said


def test_a_single_build_is_called_a_build() -> None:
    """"B1 (a single build of 7)" in Stage 4, before Stage 6 says what single and multiple builds are."""
    widget = StageWidget("capturing-a-build", progress=None)
    builder = widget.task.builder
    _select(builder, ["4S", "B1"])
    said = _text(builder.feedback.value)
    assert "B1 (a build of 7) is worth 7, not 4" in said, said
    assert "single" not in said


def test_who_and_yes_or_no_in_the_deal_are_clicked() -> None:
    """Lesson 05's leftover questions had to be typed ("who: You, Opponent or nobody") two cells after the sweeps
    exercise gave the same choice as buttons; lesson 06's "Does the player on the dealer's left play first?" too."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("the_deal", seed=2, variant="classic", difficulty=3, question="no_capture")
    widget.fill("who", "nobody")
    assert widget.check().correct and widget.text.value == ""
    widget = ExerciseWidget("the_deal", seed=1, variant="royal", difficulty=2, question="left_starts")
    widget.fill("yes_no", "yes")
    assert not widget.check().correct
    widget = ExerciseWidget("the_deal", seed=1, variant="classic", difficulty=1, question="cards_each")
    assert [f.key for f in widget.form_fields] == ["number"]  # a small count is clicked too (trial 24)


def test_leftovers_to_you_are_said_without_a_capital_mid_sentence() -> None:
    import casino_learn as cl
    from casino_learn.lesson.scoring import leftovers_after

    last = cl.position("classic", hand="6C", table="6H 4S 2D", last_capturer=1, last_play_of_deal=True)
    said = leftovers_after(last)
    assert "to You" not in said and "6♥ is left over, and it goes to you." in said and "2♦ 4♠ are left over, and they go" in said


def test_a_near_best_move_counts_as_right_and_the_best_is_named_the_best() -> None:
    """Lesson 08: "Correct! A is right. … • C is right too. … C is the best move." read as "was I right or not?"."""
    from casino_learn.exercises import make_exercise

    for seed in range(40):
        ex = make_exercise("best_move", seed, "classic", 1, evaluator="careful")
        key = ex.accepted_answers()
        if len(key) >= 2:
            result = ex.check(key[1])
            assert "counts as right: it is close to the best move" in result.feedback
            assert not any("right too" in d and "best move" in d for d in result.details)
            return
    raise AssertionError("no seed with two accepted answers")


def test_my_progress_does_not_send_a_learner_in_lesson_five_to_lesson_eight(tmp_path) -> None:
    """Lessons 05-07 suggested "Try something new: “Find the best move”, from lesson 8"."""
    from casino_learn.exercises import make_exercise
    from casino_learn.exercises.progress import Progress
    from casino_learn.exercises.registry import EXERCISE_KINDS
    from casino_learn.exercises.report import progress_report

    progress = Progress("Sam", path=tmp_path / "sam.json")
    for kind, info in EXERCISE_KINDS.items():
        if info.lesson <= 5:
            ex = make_exercise(kind, 1, "classic", 1)
            progress.record(ex, ex.check(ex.answer))
    said = progress_report(progress).suggestion
    assert "lesson 8" not in said and "lesson 6 is next" in said, said


def test_one_card_s_value_is_clicked_too() -> None:
    """Trial 22: lessons 00-01's one-card value questions had only a text box; the three-card one had buttons."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1)
    assert [field.label for field in widget.exercise.form()] == ["4♠"]
    widget.fill("card0", "4")
    assert widget.check().correct
