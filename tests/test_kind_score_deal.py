"""score_deal (issue 11): scores labelled by name and read in any order; the prompt, the answer
format, the error examples and the grading agree."""

from __future__ import annotations

import re

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.core import AnswerError


def test_points_by_name_in_any_order_or_plain_in_prompt_order() -> None:
    ex = make_exercise("score_deal", 1, "classic", 1)
    you, opp = ex.score.deal_points
    same = {f"points: {you} {opp}", f"points: You {you}, Opponent {opp}", f"points: Opponent {opp} You {you}",
            f"You {you}, Opponent {opp}", f"you: {you}, opponent: {opp}", f"points = {opp} opponent, {you} you",
            f"{you} {opp}", f"Opponent's {opp}, mine {you}"}
    for answer in same:
        assert ex.parse(answer) == {"points": [you, opp]}, answer


def test_the_format_example_parses_and_the_error_example_is_the_same() -> None:
    for variant in ("classic", "royal"):
        for level in (1, 2, 3):
            ex = make_exercise("score_deal", 2, variant, level)
            example = re.search(r"e\.g\. '([^']+)'", ex.answer_format)
            assert example, ex.answer_format
            parsed = ex.parse(example.group(1))
            assert set(parsed) == {"spades", "points"}  # the card counts are given, not asked (trial 25)
            try:
                ex.parse("points: lots")
            except AnswerError as e:
                shown = re.search(r"e\.g\. '([^']+)'", e.expected)
                assert shown and f"points: {shown.group(1)}" in ex.answer_format, (e.expected, ex.answer_format)
            else:
                raise AssertionError("'lots' was read as points")
            assert "side 0" not in ex.answer_format.lower() and "27 25;" not in ex.answer_format


def test_the_learner_is_you_in_every_player_count() -> None:
    seen = set()
    for seed in range(30):
        ex = make_exercise("score_deal", seed, "classic", 3)
        seen.add(ex.names.names)
        assert ex.prompt.count("You") >= 1 and ex.names.names[0] in ("You", "You and Partner")
    assert ("You and Partner", "Opponents") in seen
    assert ("You", "Opponent 1", "Opponent 2") in seen


def test_partnership_answers_by_name() -> None:
    ex = next(e for s in range(30) if (e := make_exercise("score_deal", s, "royal", 3)).state.players == 4)
    us, them = ex.score.deal_points
    assert ex.parse(f"points: Opponents {them}, You and your partner {us}") == {"points": [us, them]}
    assert ex.parse(f"points: us {us} them {them}") == {"points": [us, them]}


def test_item_winners_by_name_and_aces_in_order() -> None:
    ex = make_exercise("score_deal", 3, "royal", 2)
    assert ex.retry().check(ex.answer).correct
    aces = [ex.parts[[p.key for p in ex.parts].index(k)].expected for k in ("ace_S", "ace_C", "ace_H", "ace_D")]
    words = ", ".join("none" if a is None else ex.names.names[a] for a in aces)
    aces_part = r"; ace of spades: [^;]+; ace of clubs: [^;]+; ace of hearts: [^;]+; ace of diamonds: [^;]+"
    rest = re.sub(aces_part, f"; aces: {words}", ex.answer)
    assert rest != ex.answer and ex.retry().check(rest).correct
    most = re.search(r"most cards: ([^;]+);", ex.answer)
    assert most
    other = "Opponent" if most.group(1) != "Opponent" else "You"
    result = ex.retry().check(ex.answer.replace(most.group(0), f"most cards: {other};"))
    assert result.partly_correct and f"Most cards: not {other}." in str(result)
    assert "side" not in str(result).lower() and most.group(1) not in str(result).split("Most cards:")[1].split("\n")[0]


def test_scores_with_a_dash_or_slash() -> None:
    ex = make_exercise("score_deal", 1, "classic", 1)
    assert ex.parse("points: 7-4") == ex.parse("points: 7/4") == ex.parse("points: 7 – 4") == {"points": [7, 4]}


def test_parts_separated_by_commas_are_read() -> None:
    """Learner trial: 'cards 31 21, spades 5 8, points 8 3' was refused (only ';' separated parts)."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("score_deal", 5, "classic", 1)
    assert ex.check(ex.answer.replace(";", ",")).correct
    assert ex.retry().check("cards 31 21, spades 5 8, points 8 3").correct


# --- issue 15: partners' captured cards count together (partnership=True) ------------------------------
@pytest.mark.parametrize("variant", ["classic", "royal"])
@pytest.mark.parametrize("level", [1, 2, 3])
def test_partnership_shows_each_partner_and_counts_them_together(variant: str, level: int) -> None:
    from casino_learn.exercises.registry import restore_exercise

    for seed in range(6):
        ex = make_exercise("score_deal", seed, variant, level, partnership=True)
        seats = ex.seat_piles
        assert ex.state.players == 4 and seats is not None and all(seats.piles)
        for side in (0, 1):
            assert sorted(seats.piles[side] + seats.piles[side + 2]) == sorted(ex.state.piles[side])
            assert seats.sweeps[side] + seats.sweeps[side + 2] == ex.state.sweeps[side]
            assert ex.score.counts[side][0] == len(seats.piles[side]) + len(seats.piles[side + 2])
        assert "Partner took" in ex.prompt and "You and Partner" in ex.answer
        assert ex.check(ex.answer).correct
        assert restore_exercise(ex.to_dict()).prompt == ex.prompt == ex.retry().prompt
