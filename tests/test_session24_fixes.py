"""Review 13 F3, reviews 11-12 (the rule cited for a card in the hand) and trial 22's small findings, each checked
where the learner meets it."""

from __future__ import annotations

import re

from casino_learn.course.catalog import get_stage
from casino_learn.exercises.scenes import table_text
from casino_learn.widgets.stage import StageWidget
from test_rules import build, position


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<style.*?</style>|<[^>]+>", " ", html, flags=re.S)).strip()


def test_the_opponent_raises_only_a_single_build() -> None:
    """Review 13 F3: Stage 11 asks for a multiple build, and its rule said the opponent may raise it (R10: only a
    single build can be raised)."""
    for name in ("build-then-take", "raise-then-answer", "guard-your-build"):
        rule = get_stage(name).rule
        assert "raise" in rule
        assert "single build" in rule, name


def test_a_hand_card_named_as_a_target_cites_where_targets_are_not_r2() -> None:
    """Reviews 11-13: "8♥ is in your hand, not on the table (R2)": R2 is about a target's value; §6.1 says a capture
    takes table items."""
    state = position("classic", "8H 3C", "8D 5S")
    said = " ".join(v.message for v in state.check("8H capture 3C"))
    assert "3♣ is in your hand, not on the table (§6.1)" in said
    assert "R2" not in said


def test_a_build_in_an_exercise_names_its_owner_as_the_picture_does() -> None:
    """Trial 22: "owned by Opponent" beside "owned by you" in one list; the picture's badge says "owner: You"."""
    state = position("classic", "8H 7C", "5S", (build("B1", 8, 1, "6S 2S"), build("B2", 7, 0, "4D 3D")))
    text = table_text(state)
    assert "B1: single build of 8 (6♠+2♠), owner: Opponent" in text
    assert "B2: single build of 7 (4♦+3♦), owner: You" in text
    assert "owned by" not in text


def test_a_task_not_solved_is_skipped_by_name_and_named_where_the_stage_ends() -> None:
    """Trial 22 skipped a task by accident with "Next task" and learnt it was open only by going round again."""
    widget = StageWidget("merging-builds", progress=None)
    assert widget.next_button.description == "Skip this task"
    widget.next()
    task = widget.task
    task.play_move(task.task.solutions()[0])
    assert widget.next_button.description == "Next task"
    widget.next()
    last = widget.task
    last.play_move(last.task.solutions()[0])
    assert widget.next_button.description == "Back to task 1"
    assert "Not solved yet: task 1." in _text(widget.summary.value)
    widget.next()
    first = widget.task
    first.play_move(first.task.solutions()[0])
    assert "Not solved yet" not in _text(widget.summary.value)
    assert "Stage complete" in _text(widget.summary.value)


def test_adding_to_one_build_of_two_says_what_to_choose() -> None:
    """Trial 22, Stage 13: "it leaves a build of that value apart"."""
    widget = StageWidget("merging-builds", progress=None)
    widget.task.play_move("8H build 8 B1")
    said = _text(widget.task.feedback.value)
    assert "adds to one build only" in said, said
    assert "apart" not in said


def test_a_capture_of_a_hand_card_names_it_in_the_verdict() -> None:
    """Review 14: "Not allowed: you may not capture  with 3♣." (the hand card named as the target was left out)."""
    from casino_learn.lesson import verdict

    state = position("classic", "8H 3C", "8D 5S")
    said = verdict(state, "3C capture 8H")
    assert said.startswith("Not allowed: you may not capture 8♥ with 3♣."), said
    assert "  with" not in said


def test_none_of_them_is_a_button_where_none_is_an_answer() -> None:
    """Trial 24, lesson 03: which_builds' answer "none" had to be typed (Check with nothing chosen said "Type an answer
    … or 'none'")."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=1, progress=None)
    assert widget.none_toggle is not None and widget.none_toggle.description == "None of them"
    widget.choose("A")
    widget.choose_none()
    assert not any(t.value for t in widget._choice_toggles)
    result = widget.check()
    assert result.counted and "You chose none, but at least one of them is allowed." in result.feedback
    assert "None of them" in widget.checked_answer.value
    widget.choose("A")
    assert widget.none_toggle.value is False
    assert ExerciseWidget("best_move", seed=5, variant="classic", difficulty=2, progress=None).none_toggle is None


def test_a_royal_ace_valued_1_is_told_it_captures_higher_not_that_1_is_part_of_the_answer() -> None:
    """Trial 24, lesson 06: "A♦: 1 is right, but it is not the whole answer" beside buttons that take one value."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("card_values", 2, "royal", 2)
    assert [c.symbol for c in ex.chosen] == ["A♥"]
    said = ex.check({"card0": 1}).feedback
    assert "not the whole answer" not in said and "captures at its other, higher value" in said and "14" not in said
    assert ex.check({"card0": 14}).correct


def test_the_deals_small_counts_are_clicked() -> None:
    """Trial 24, lesson 04: "how many cards…", "how many rounds…", "which round…" had to be typed, where lessons 00-01
    gave number buttons."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("the_deal", seed=1, variant="classic", difficulty=1, progress=None)
    exercise = widget.exercise
    [field] = exercise.form()
    assert field.key == "number" and [value for _shown, value in field.options] == list(range(9))
    control = widget.form_controls["number"]
    control.value = [value for _shown, value in field.options].index(int(exercise.answer))
    assert widget.check().correct
    stock = next(e for e in (ExerciseWidget("the_deal", seed=s, variant="classic", difficulty=3, progress=None).exercise
                             for s in range(20)) if e.question.key == "stock_after")
    assert stock.form() == ()  # a count up to 40 is typed


def test_the_coach_says_they_owned_the_build_until_your_move() -> None:
    """Review 15 F2: after the learner's move took the opponent's build over, the text said "they own a build of that
    value (R8)" beside "your build of 6"."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("best_move", 32, "classic", 2)
    said = str(ex.check("D"))
    assert "together with Opponent's build of 6" in ex.choices[3]
    assert "until your move they owned a build of that value, so they kept one (the owner-keeps-a-capturer rule, R8)" in said
    assert "they own a build of that value" not in said


def test_spot_the_illegal_move_offers_a_card_by_itself_only_where_it_breaks_r6_alone() -> None:
    """Review 15 F1: "Play 9♠ by itself as a build of 9" with no 9 kept was refused for "B R7" ("it does not break R7")."""
    from casino_learn.exercises import make_exercise
    from casino_learn.exercises.kinds.spot_illegal import _only_r6

    for variant in ("classic", "royal"):
        for seed in range(1, 80):
            ex = make_exercise("spot_illegal", seed, variant, 2)
            move = ex.moves[ord(ex.answer[0]) - 65].move
            if move.kind == "build" and not move.loose and not move.builds:
                assert _only_r6(ex.state, move), (variant, seed)
                # review 16: not a Royal trail onto a loose card of its rank (R14), not a "build of 1" (R15)
                assert move.value != 1 and not (variant == "royal" and any(
                    card.rank == move.card.rank for card in ex.state.table.loose)), (variant, seed)


def test_on_the_last_two_cards_the_coach_does_not_say_keeping_a_point_card_helps() -> None:
    """Review 15 F3: "Trailing 3♦ is better than trailing A♣, because it keeps your point cards" with two cards left
    and the stock empty: the card kept is the final play, trailed too, and the leftovers go to the last capturer (§9)."""
    import dataclasses

    from casino_learn.exercises.evaluation import coach_advice
    from casino_learn.rules.cards import parse_cards

    state = position("classic", "AC 3D", "5C")
    state = dataclasses.replace(state, hands=(state.hands[0], tuple(parse_cards("5S"))), last_capturer=1)
    assert "keeps your point cards" not in str(coach_advice(state))


def test_lesson_1_value_practice_gives_r2s_reason_without_sending_the_learner_to_lesson_2() -> None:
    """Trial 25: "10♥ is worth 10, not 9, so 9♥ cannot take it. You will meet this rule in lesson 2." in the stage whose
    point is that a card takes a card of its own value."""

    widget = StageWidget("card-values", progress=None)
    builder = widget.task.builder
    hand = [c.symbol for c in builder.state.hands[0]]
    table = [c.symbol for c in builder.state.table.loose]
    state = builder.state
    for mine in state.hands[0]:
        for theirs in state.table.loose:
            if mine.rank <= 10 and theirs.rank <= 10 and mine.rank != theirs.rank:
                builder.select(mine)
                builder.select(theirs)
                builder._press_action("capture")
                said = _text(builder.feedback.value)
                assert "cannot take it" in said and "You will meet this rule" not in said and "(R2)" not in said, said
                return
    raise AssertionError((hand, table))


def test_count_out_items_after_going_out_are_not_lost_to_a_lock_but_naming_them_is_no_mistake() -> None:
    """Review 16: "lost: spades, little casino, AC" was told "Ace of clubs and Little Casino (2♠) should not be there"
    with only the lock rule as the reason, though You had gone out before them (§12.2: nothing more scores)."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("royal_count_out", 1, "royal", 2)
    assert "lost: spades;" in ex.answer
    result = ex.check(ex.answer.replace("lost: spades", "lost: spades, little casino, AC"))
    assert result.correct
    assert any("did not score either, but not because of a lock" in d for d in result.details), result.details
    assert "should not be there" not in str(result)
    assert "the side that took them had already gone out" in make_exercise("royal_count_out", 58, "royal", 3).explanation()


def test_only_items_after_going_out_under_lost_is_told_something_is_missing() -> None:
    """Review 17: "lost: little casino, AC" (both after You went out) was told "'none' is not right"."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("royal_count_out", 1, "royal", 2)
    result = ex.check(ex.answer.replace("lost: spades", "lost: little casino, AC"))
    assert not result.correct and "'none' is not right" not in str(result)
    assert any("Points lost to the locks: something is missing." in d for d in result.details)


def test_a_near_best_answer_has_a_title_of_its_own() -> None:
    """Trials 24-26: "Correct!" above "C is the best move" read as a contradiction."""
    from casino_learn.exercises import make_exercise

    for seed in range(1, 60):
        ex = make_exercise("best_move", seed, "classic", 2)
        near = [m for m in ex.accepted if m != ex.best.move]
        if near:
            result = ex.check(ex.moves.index(near[0]))
            assert result.correct and result.verdict == "Right: nearly the best move.", result.verdict
            assert ex.retry().check(ex.moves.index(ex.best.move)).verdict == "Correct!"
            return
    raise AssertionError("no near-best answer in seeds 1-59")
