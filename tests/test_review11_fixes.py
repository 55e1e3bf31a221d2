"""What course review 11 (2026-12-03) found in the live table's refusals and exercise feedback."""

from __future__ import annotations

from casino_learn.rules.cards import parse_card
from casino_learn.widgets.stage import StageWidget
from tests.stage_moves import pressed as _pressed
from tests.stage_moves import shown_text as _text


def test_an_addition_names_the_card_in_no_group_not_a_sum_of_everything_clicked() -> None:
    """Stage 8 task 1: 4♠, 5♣, 7♦ and B1 (9) were told "4♠+5♣+7♦ make 16"; 7♦ is the card in no group of 9."""
    said = _pressed("adding-to-a-build", 0, ["4S", "5C", "7D", "B1"])
    assert "7♦ would not be in a group worth exactly 9" in said and "16" not in said
    said = _pressed("adding-to-a-build", 0, ["9D", "5C", "B1"])  # and the last 9 played: R7 too
    assert "5♣ would not be in a group worth exactly 9" in said and "hold no 9" in said


def test_joining_names_the_card_in_no_group_and_the_missing_capturer() -> None:
    said = _pressed("merging-builds", 1, ["9C", "6S", "B1", "B2"])
    assert "6♠ would not be in a group worth exactly 9" in said and "hold no 9" in said and "makes 15" not in said


def test_a_refused_raise_says_what_the_raise_makes_not_a_false_sum() -> None:
    """Lesson 04: 4♠, 4♣, 9♦ and a build of 9 "add up to 13" (they add up to 26)."""
    said = _pressed("owner-may-not-trail", 0, ["4S", "B1"])
    assert "raising B1 (worth 9) with 4♠ would make 13, and no card captures 13" in said
    said = _pressed("owner-may-not-trail", 0, ["4S", "4C", "9D", "B1"])
    assert "add up to" not in said and "13" not in said


def test_builds_of_different_values_are_said_to_differ() -> None:
    """Stage 9 task 2: 6♠, B1 (6) and B2 (4) were told B1 "cannot become 16 (R10)", a value nobody chose."""
    said = _pressed("raising-a-build", 1, ["6S", "B1", "B2"])
    assert "B1 (6) and B2 (4) have different values" in said and "16" not in said


def test_a_pressed_action_says_where_a_later_rule_is_taught() -> None:
    said = _pressed("making-a-build", 1, ["3H", "2S"])
    assert "hold no 5" in said and "R7" not in said
    assert "You will meet this rule in Stage 2: Keep a card to capture it." in said


def test_an_owner_is_told_to_capture_or_build_not_to_add() -> None:
    said = _pressed("owning-a-build", 0, ["4S"], action="trail")
    assert "capture or build instead" in said and "add to a build" not in said


def test_lesson_zero_s_table_names_no_rule_of_lesson_two() -> None:
    import casino_learn as cl
    from casino_learn.widgets.stage import lesson_table

    table = lesson_table(cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D"), 0)
    table.select(parse_card("3C")).select(parse_card("AC"))
    table._press_action("capture")
    said = _text(table.feedback.value)
    assert "A♣ is worth 1, not 3" in said and "R2" not in said and "You will meet this rule in lesson 2." in said


def test_the_build_button_s_label_says_build_not_single_build() -> None:
    widget = StageWidget("capturing-a-build", progress=None)
    labels = str(widget.task.builder.card_table.items)
    assert "B1: build of 7, owner Opponent" in labels and "single" not in labels


def test_a_trail_allowed_under_the_house_rule_does_not_cite_r9() -> None:
    import casino_learn as cl
    from casino_learn.exercises.choosing import why_legal
    from casino_learn.rules.moves import Move

    state = cl.position("classic", hand="3S 9H", table="5D", owner_may_trail=True)
    assert "R9" not in why_legal(state, Move.trail(parse_card("3S")))


def test_a_build_s_group_split_names_the_played_card() -> None:
    """Review 12: "A♠+3♣+6♦ cannot all be split into groups worth 10" (they make 10: the played card was left out)."""
    import casino_learn as cl

    said = [v.message for v in cl.position("classic", hand="4D 10C", table="AS 3C 6D").check("4D build 10 AS 3C 6D")]
    assert said == ["Your 4♦ with A♠, 3♣ and 6♦ cannot all be split into groups worth 10 each: your card must be in one of the "
                    "groups, and a card can be in only one (R3)."]


def test_table_cards_with_a_build_are_read_as_an_addition_not_a_raise_nobody_chose() -> None:
    """Review 12: Stage 11 task 3, after the reply: 9♦ and 7♠ on the own multiple build of 9 said "cannot become 18 (R10)"."""
    widget = StageWidget("build-then-take", progress=None)
    widget.next()
    widget.next()
    task, builder = widget.task, widget.task.builder
    assert task.play_move(task.goal.solutions(builder.state)[0]).ok
    builder.select(parse_card("9D")).select(parse_card("7S")).select("B1")
    builder._press_action("build")
    said = _text(builder.feedback.value)
    assert "18" not in said and "7♠ would not be in a group worth exactly 9" in said and "hold no 9" in said, said
    said = _pressed("royal-not-your-own-build", 0, ["5S", "3S", "B1"])
    assert "add to it at the same value instead" not in said and "3♠ would not be in a group worth exactly 5" in said


def test_a_capture_written_in_wrong_sets_is_right_and_says_which_set_is_not_worth_the_value() -> None:
    """Lesson 02 asks to type the sets: "9♥+8♦+A♦" for a 9 was marked right without a word (reviews 11 and 12)."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("find_captures", 5, "classic", 2)  # 9♦ takes 9♣, 9♥ and 8♦+A♦
    result = ex.check("9C, 9H+8D+AD")
    assert result.correct and "You wrote 9♥+8♦+A♦, which makes 18: each set must be worth 9 on its own." in result.feedback
    result = ex.retry().check("9C, 9H, 8D+AD")
    assert result.correct and "You wrote" not in result.feedback


def test_a_raise_that_puts_in_more_says_what() -> None:
    """Review 12: "Raise B2 … with 2♦" and "… and add more to it" read the same in Stage 9's list of moves."""
    widget = StageWidget("raising-a-build", progress=None)
    widget.next()
    said = _text(widget.task.builder.show_legal_moves())
    assert "Raise B2 from 4 to 6 with 2♦ and put in B1 too" in said and "add more" not in said


def test_raising_an_own_royal_build_does_not_promise_an_addition() -> None:
    """Review 13: "… (R12). You may add to it at the same value instead." where no card adds to it (Royal stage 3)."""
    import casino_learn as cl
    from casino_learn.rules.table import Build

    state = cl.position("royal", hand="2S 5D 7H", table="4C", builds=[Build.of("B1", 5, "3C+2H", owner=0)])
    said = [v.message for v in state.check("2S build 7 B1")]
    assert "B1 (a build of 5) is your own build: in Royal you may raise only another player's build (R12)." in said
    assert not any("add to it" in text for text in said)


def test_a_build_written_inside_a_sum_is_named() -> None:
    """Review 13: "…+AS+B1" was plain "Correct!"; a build is never part of a sum (R4)."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("find_captures", 1, "classic", 3)  # 4♠ takes 4♣, 4♦, 2♥+A♣+A♠ and B1
    result = ex.check("4♣, 4♦, 2H+AC+AS+B1")
    assert result.correct and "You wrote 2H+AC+AS+B1: a build is never part of a sum" in result.feedback


def test_cards_that_make_two_values_name_both_when_no_card_is_kept_for_either() -> None:
    """Review 13: A♠ on a loose A♥ refused only as "no 2" (it is 14 in Royal, 1 in Classic too); trial 22: 3♥ on 3♣
    "no 6" (3 as well)."""
    import casino_learn as cl
    from casino_learn.widgets import MoveBuilder

    for variant, values in (("classic", "1 or 2"), ("royal", "2 or 14")):
        board = MoveBuilder(cl.position(variant, hand="AS 9C 5D", table="AH 7S"))
        board.select(parse_card("AS")).select(parse_card("AH"))
        board._press_action("build")
        assert f"whichever value you announce: {values} (R7)" in _text(board.feedback.value)
