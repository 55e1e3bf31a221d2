"""the_deal (issue 15): every question of the deal (RULES.md §3, §9) has the right answer,
read in the spellings learners use, and a wrong answer never gives it away."""

from __future__ import annotations

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.kinds.the_deal import LEVELS, NOT_ROYAL, QUESTIONS
from casino_learn.exercises.registry import restore_exercise

#: §3.6, written out by hand (not computed by the engine).
ROUNDS = {2: 6, 3: 4, 4: 3}


def _expected(data: dict) -> object:
    """The answer from RULES.md §3 alone, for the questions that do not depend on the play."""
    players, rnd = data["players"], data["round"]
    return {
        "cards_each": 4, "table_first": 4, "table_later": 0, "rounds": ROUNDS[players], "last_round": ROUNDS[players],
        "is_last": rnd == ROUNDS[players], "no_capture": None, "stock_after": 52 - 4 - 4 * players * rnd, "cards_played": 4 * ROUNDS[players],
        "first_player": (data["dealer"] + 1) % players, "next_dealer": (data["dealer"] + 1) % players,
    }.get(data["question"], data["expected"])


@pytest.mark.parametrize("question", sorted(QUESTIONS))
@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_every_question_has_the_answer_of_the_rules(question: str, variant: str) -> None:
    if variant == "royal" and question in NOT_ROYAL:
        with pytest.raises(ValueError, match="R14"):
            make_exercise("the_deal", 1, variant, 3, question=question)
        return
    for seed in range(8):
        ex = make_exercise("the_deal", seed, variant, 3, question=question)
        assert ex.data["question"] == question
        assert ex.data["expected"] == _expected(ex.data), (question, seed, ex.data)
        assert ex.check(ex.answer).correct
        assert ex.retry().prompt == ex.prompt
        again = restore_exercise(ex.to_dict())
        assert (again.prompt, again.answer, again.options) == (ex.prompt, ex.answer, {"question": question})


def test_levels_ask_their_own_questions() -> None:
    for level, keys in LEVELS.items():
        seen = {make_exercise("the_deal", s, "classic", level).data["question"] for s in range(40)}
        assert seen == set(keys), (level, seen)
        royal = {make_exercise("the_deal", s, "royal", level).data["question"] for s in range(40)}
        assert royal == set(keys) - set(NOT_ROYAL), (level, royal)
    assert {make_exercise("the_deal", s, "royal", 1).data["players"] for s in range(20)} == {2}


def test_without_a_capture_the_leftovers_go_to_nobody() -> None:
    ex = make_exercise("the_deal", 2, "classic", 3, question="no_capture")
    assert ex.expected is None and ex.answer == "nobody"
    for answer in ("nobody", "no one", "None", "noone"):
        assert ex.retry().check(answer).correct, answer
    assert not ex.retry().check("You").correct


def test_leftovers_go_to_the_last_capturer() -> None:
    for seed in range(10):
        ex = make_exercise("the_deal", seed, "classic", 3, question="leftovers")
        assert ex.facts.leftovers > 0 and ex.facts.leftovers_to == ex.facts.last_capturer is not None


@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_with_partners_the_leftovers_go_to_a_side_and_either_partner_is_right(variant: str) -> None:
    """Review 4 M3: §9 gives the leftovers to the last capturer's side, and partners keep one pile
    (§2): naming either partner of that side, or the side, is right; the other side is not, and the
    explanation says the side's pile."""
    seen = set()
    for seed in range(80):
        ex = make_exercise("the_deal", seed, variant, 3, question="leftovers")
        if ex.data["players"] != 4:
            continue
        ours = ex.facts.leftovers_to % 2 == 0
        seen.add(ours)
        right, wrong = (["You", "Partner", "You and Partner"], ["Opponent 1", "Opponent 2", "Opponents"]) if ours else \
            (["Opponent 1", "Opponent 2", "Opponents"], ["You", "Partner", "You and Partner"])
        for answer in right:
            result = ex.retry().check(answer)
            assert result.correct, (seed, answer)
        for answer in wrong + ["nobody"]:
            assert not ex.retry().check(answer).correct, (seed, answer)
        said = str(ex.retry().check(wrong[0]))
        assert "side of the last player who captured" in said and "(§2, §9)" in said
        assert ("Not You and Partner" if not ours else "Not Opponents") in said
        why = ex.explanation()
        assert "side of the last player who captured" in why and ("You and Partner" if ours else "Opponents") in why
        assert ex.answer == ("You and Partner" if ours else "Opponents")
    assert seen == {True, False}, "both sides take the leftovers in some deal"
    # two players: still the player, by name
    two = next(e for e in (make_exercise("the_deal", s, variant, 3, question="leftovers") for s in range(80))
               if e.data["players"] == 2)
    assert "side" not in two.explanation()


@pytest.mark.parametrize(("question", "answers"), [
    ("rounds", ["6", "six", "Six rounds", "6 rounds", " 6 "]),
    ("last_round", ["6", "the sixth", "round 6", "6th", "in round six"]),
    ("cards_each", ["4", "four", "4 cards", "four cards each"]),
    ("table_later", ["0", "none", "zero", "no cards", "nothing"]),
    ("cards_played", ["24", "twenty four", "twenty-four", "24 cards"]),
])
def test_numbers_are_read_as_learners_write_them(question: str, answers: list[str]) -> None:
    ex = make_exercise("the_deal", 1, "classic", 1, question=question)
    assert ex.data["players"] == 2
    for answer in answers:
        assert ex.retry().check(answer).correct, answer
    assert not ex.retry().check("5 or 6").counted


def test_players_by_name_and_yes_no() -> None:
    ex = next(e for s in range(40) if (e := make_exercise("the_deal", s, "classic", 2, question="first_player")).data["players"] == 3)
    name = ex.answer
    assert ex.retry().check(name.lower()).correct
    wrong = ex.retry().check("nobody")
    assert not wrong.correct and wrong.counted and name not in str(wrong)
    last = make_exercise("the_deal", 3, "royal", 2, question="is_last")
    assert last.retry().check("yep" if last.answer == "yes" else "nope").correct


def test_a_wrong_answer_does_not_give_the_answer_away() -> None:
    for question in QUESTIONS:
        for seed in range(6):
            ex = make_exercise("the_deal", seed, "classic" if question in NOT_ROYAL else "royal", 3, question=question)
            wrong = {"number": str(int(ex.data["expected"] or 0) + 1), "yes_no": "no" if ex.answer == "yes" else "yes"}.get(
                ex.question.answer, next(n for n in ex.names.names if n != ex.answer))
            if ex.sides is not None:  # with partners either partner is right: a player of the other side
                wrong = ex.names.names[(ex.data["expected"] + 1) % 4]
            result = ex.retry().check(wrong)
            assert not result.correct and result.counted
            assert ex.why not in str(result) and f" {ex.answer}." not in str(result), (question, seed, str(result))
            for hint in ex.hints:
                assert ex.why not in hint


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="Unknown question"):
        make_exercise("the_deal", 1, "classic", 1, question="nope")
    with pytest.raises(TypeError, match="question"):
        make_exercise("the_deal", 1, "classic", 1, partners=True)
    # most_players=3: no four-player (partnership) deal before lesson 06 teaches partners (trial 25)
    assert all(make_exercise("the_deal", seed, "classic", 2, most_players=3).facts.players <= 3 for seed in range(30))
    # the option's old name, kept in saved worksheets, means the same
    assert all(make_exercise("the_deal", seed, "classic", 2, players=3).facts.players <= 3 for seed in range(10))
