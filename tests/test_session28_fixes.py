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


def test_play_after_the_greyed_build_says_why_and_what_to_do() -> None:
    """Trial 35 pressed the greyed Build in a raise task, then Play, and read "No move uses exactly these cards."
    first: the build's value was the problem, and nothing said what to do next."""
    import casino_learn as cl
    from casino_learn.widgets.move_builder import MoveBuilder

    board = MoveBuilder(cl.position("classic", hand="3H 5S", table="2S", builds=[cl.Build.of("B1", 5, "3C+2D", owner=1)]))
    board.select("3H").select("B1")
    board._press_action("build")
    said = board.play().message
    assert said.startswith("✘ Build is not possible:") and "No move uses" not in said, said
    assert said.endswith("Change the cards you picked: click a card again to unselect it, or click others."), said


def test_who_wins_says_the_tie_rule_in_the_question() -> None:
    """Trial 35: the tie rule of §11.2 was only in the answer box's grey example, gone once you type."""
    from casino_learn.exercises import make_exercise

    asked = make_exercise("who_wins", 3, "classic", 2).prompt
    assert asked.endswith("The strictly highest total at 21 or more wins; a tie at the top means another deal (§11.2).")


def test_best_move_says_a_choice_like_an_earlier_one_once() -> None:
    """Trial 35 read "it does not win …, and it leaves Opponent more to capture" for three choices in a row."""
    from casino_learn.exercises import make_exercise

    solution = make_exercise("best_move", 5, "classic", 1).solution()
    assert "C (trail 3♥): the same as A." in solution and "E (trail 3♣): the same as A." in solution
    assert solution.count("it leaves Opponent more to capture") == 3  # A, B and D differ (B's danger, D's build)
    details = make_exercise("best_move", 5, "classic", 1).solution_details()
    assert "taken off" not in details and "a part with a minus sign" in details and "decimals" in details


def test_the_worked_score_sheet_of_lesson_5_has_no_result_line() -> None:
    """Trial 34: lesson 5's worked deal ended "No winner yet: play another deal." a section before "Playing to 21"."""
    from casino_learn.display import render

    cards = cl_pack()
    deal = __import__("casino_learn").score_deal(__import__("casino_learn").get_rules("classic"), [cards[:29], cards[29:]],
                                               sweeps=[0, 0])
    assert "No winner yet" in render.score_sheet_html(deal)
    assert "No winner yet" not in render.score_sheet_html(deal, result=False)


def cl_pack() -> list:
    from casino_learn.rules.cards import full_deck

    return list(full_deck())


def test_a_move_typed_wrong_before_building_shows_no_build_example() -> None:
    """Trial 34: lesson 1's verdict of a mistyped move taught '3C build 8 5S B1' before builds exist."""
    import pytest

    import casino_learn as cl
    from casino_learn.lesson import verdict
    from casino_learn.rules.errors import MoveParseError

    state = cl.position("classic", hand="KH 5S", table="6C 4D")
    with pytest.raises(MoveParseError) as capture:
        verdict(state, "KH grab 6C")
    assert "build 8" not in str(capture.value) and "'8H capture 8D 6H 2D'" in str(capture.value)
    with pytest.raises(MoveParseError) as building:
        verdict(state, "3C build 8 5S B9x")
    assert "'3C build 8 5S B1'" in str(building.value)


def test_a_danger_from_an_empty_hand_speaks_of_the_next_round() -> None:
    """Trial 34: the picture said "Opponent: no cards" and the solution "if they hold an 8": they are dealt it first."""
    from casino_learn.exercises import make_exercise

    exercise = make_exercise("best_move", 2, "royal", 1)
    assert exercise.state is not None and len(exercise.state.hands[1]) == 0
    solution = exercise.solution()
    assert "if they are dealt an 8 in the next round" in solution and "if they hold" not in solution


def test_a_long_answer_format_is_said_whole_under_the_box() -> None:
    """Trial 34: the score box's grey example was cut ("…(numbers alone are rea…"); a short one stays in the box only."""
    long = ExerciseWidget("score_deal", seed=3, variant="classic", difficulty=2, progress=None)
    assert long.format_note.value.count("How to type it: the parts separated by &#x27;;&#x27;") == 1
    assert "who wins each item" in long.format_note.value  # its end, past where the box cut it
    assert ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=1, progress=None).format_note.value == ""


def test_trial_36_words() -> None:
    """Trial 36: R14's advice offered a build that was not possible; a one-deal game's end said "until someone reaches
    21" where lesson 5 says reaching 21 first is not enough; "(the end of a round and of a deal, §9)" read oddly; a
    reply task's "four cards" counted the learner's own cards in the build without saying so."""
    import casino_learn as cl
    from casino_learn.course.replies import PLAY_IT_OUT
    from casino_learn.lesson import verdict
    from casino_learn.texts.leftovers import LEFTOVERS_TAKEN

    # Only a move the card really has is offered: here 7♥ + 2♦ builds 9 for the 9♠ (review 31: R14 says "capture or
    # build"); with no build possible, the capture alone (trial 36: a greyed build was offered).
    said = verdict(cl.position("royal", hand="7H 9S", table="7C 2D"), "7H trail")
    assert "(R14): capture or build with 7♥, or play another card." in said
    said = verdict(cl.position("royal", hand="7H 8S", table="7C 2D"), "7H trail")
    assert "(R14): capture it with 7♥, or play another card." in said and "build" not in said
    assert LEFTOVERS_TAKEN.endswith("went to {taker} (§9).")
    first = str(PLAY_IT_OUT.tasks[0].replies[0].goal.text)
    assert first.endswith("four cards, the two in your build included.")
