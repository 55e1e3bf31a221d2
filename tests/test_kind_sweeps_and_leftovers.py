"""sweeps_and_leftovers (issue 11): parts that are not asked are refused (not silently
ignored, which accepted answers outside the key), click data never breaks checking, the
learner is 'You' and the others are named."""

from __future__ import annotations

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.registry import restore_exercise


def test_parts_not_asked_are_refused_not_ignored() -> None:
    ex = make_exercise("sweeps_and_leftovers", 0, "classic", 1)
    result = ex.check(ex.answer + ", Opponent, 4S 2D")
    assert not result.counted and "only whether it is a sweep" in result.feedback
    two = make_exercise("sweeps_and_leftovers", 0, "classic", 2)
    result = two.check(two.answer + ", 4S 2D")
    assert not result.counted and "does not ask which cards" in result.feedback


def test_seat_numbers_are_not_answers() -> None:
    ex = make_exercise("sweeps_and_leftovers", 0, "classic", 2)
    result = ex.check("no, seat 1")
    assert not result.counted and "by name" in result.feedback


def test_click_data_never_faults() -> None:
    for level in (1, 2, 3):
        ex = make_exercise("sweeps_and_leftovers", 0, "royal", level)
        for data in ({"cards": [1, 2]}, {"sweep": "maybe"}, {"leftovers": 7}, [True], (True, None), 3.5, None):
            result = ex.check(data)
            assert not result.fault and not result.counted, (level, data, str(result))
        assert ex.retry().check({"sweep": ex.data["sweep"], **({"leftovers": ex.data["leftovers_to"]} if level >= 2 else {}),
                                 **({"cards": ex.data["leftovers"]} if level >= 3 else {})}).correct


def test_the_learner_makes_the_move_and_others_are_named() -> None:
    three = 0
    for seed in range(40):
        ex = make_exercise("sweeps_and_leftovers", seed, "classic", 3)
        assert ex.state.to_move == 0 and "seat" not in ex.prompt
        if ex.state.players == 3:
            three += 1
            assert "Opponent 1" in ex.answer_format and "Opponent 2" in ex.answer_format
            who = ex.data["leftovers_to"]
            if who not in (None, 0):
                name = ex.names.names[who]
                assert ex.retry().check(ex.answer).correct and name in ex.answer
    assert three


def test_natural_sentences() -> None:
    ex = next(e for s in range(40) if (e := make_exercise("sweeps_and_leftovers", s, "classic", 2)).data["leftovers_to"] == 1)
    sweep = "yes" if ex.data["sweep"] else "no"
    for answer in (f"{sweep}, Opponent", f"{sweep}, the opponent takes them", f"{sweep} opponent", f"{sweep}; opponent"):
        assert ex.retry().check(answer).correct, answer
    wrong = ex.retry().check(f"{sweep}, you")
    assert not wrong.correct and "not You" in str(wrong)


# --- issue 15: sweep cancellation, guaranteed by case="cancel" ------------------------------------------
def test_case_cancel_guarantees_that_sweeps_of_both_players_cancel() -> None:
    for level in (1, 2, 3):
        for seed in range(10):
            ex = make_exercise("sweeps_and_leftovers", seed, "royal", level, case="cancel")
            score = ex.after.score()
            assert ex.after.deal_over and min(score.raw_sweeps) >= 1
            assert list(score.net_sweeps) == [max(0, score.raw_sweeps[0] - score.raw_sweeps[1]),
                                              max(0, score.raw_sweeps[1] - score.raw_sweeps[0])]
            assert ex.check(ex.answer).correct
            sweep, points = ex.answer.split("; ")
            assert ex.retry().check(f"{sweep}, {' '.join(str(n) for n in score.net_sweeps)}").correct
            assert ex.retry().check(f"sweep: {sweep}; points: {points}").correct
            assert not ex.retry().check(f"{sweep}; {score.raw_sweeps[0]} {score.raw_sweeps[1]}").correct
            again = restore_exercise(ex.to_dict())
            assert (again.prompt, again.answer) == (ex.prompt, ex.answer) and ex.retry().prompt == ex.prompt


def test_case_cancel_is_royal_only_and_options_are_checked() -> None:
    with pytest.raises(ValueError, match="Royal"):
        make_exercise("sweeps_and_leftovers", 1, "classic", 1, case="cancel")
    with pytest.raises(TypeError):
        make_exercise("sweeps_and_leftovers", 1, "royal", 1, case="nobody")
