"""card_values (issue 11): natural answers are graded, never crash; a wrong try says which rule
without the value; the played Royal ace is asked and graded one way (§1.3, §1.4)."""

from __future__ import annotations

import re

import pytest

from casino_learn import get_rules
from casino_learn.exercises import Exercise, make_exercise

VARIANTS = ("classic", "royal")
LEVELS = (1, 2, 3)
SEEDS = range(20)


def _find(variant: str, level: int, pred) -> Exercise:  # type: ignore[no-untyped-def]
    return next(ex for s in range(200) if pred(ex := make_exercise("card_values", s, variant, level)))


@pytest.mark.parametrize("rank", [11, 12, 13])
def test_classic_face_card_accepts_none_and_its_own_rank(rank: int) -> None:
    ex = _find("classic", 2, lambda e: e.cards[0].rank == rank)
    letter, word = "JQK"[rank - 11], {11: "jack", 12: "queen", 13: "king"}[rank]
    assert set(ex.accepted_answers()) == {"none", letter, f"another {word}"}
    suit = ex.cards[0].code[-1]
    for answer in ("none", letter, letter.lower(), word, f"another {word}", f"a {word}", f"{word} of hearts",
                   ex.cards[0].symbol, letter + suit, "nothing", f"only another {word}"):
        result = ex.retry().check(answer)
        assert result.correct, (answer, str(result))
    for other in "JQK".replace(letter, ""):
        fresh = ex.retry()
        first = fresh.check(other)  # once crashed with "invalid literal for int()"
        assert first.counted and not first.fault and not first.correct, str(first)
        assert "Hint" in first.feedback and "R5" not in first.feedback  # the first wrong try: what is wrong only
        second = fresh.check(other)
        assert "R5" in second.feedback and "own rank" in second.feedback  # then the rule
    fresh = ex.retry()
    fresh.check("12")
    twelve = fresh.check("12")
    assert not twelve.correct and "no number" in twelve.feedback


def test_the_learner_trial_sequence_none_then_k() -> None:
    ex = _find("classic", 2, lambda e: e.cards[0].rank == 12)
    assert ex.check("none").correct
    after = ex.check("K")
    assert not after.fault and after.counted and not after.correct


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_rank_words_never_crash(variant: str, level: int) -> None:
    for seed in range(10):
        ex = make_exercise("card_values", seed, variant, level)
        for answer in ("K", "J", "Q", "A", "king", "ace", "Q♠", "queen of spades", "10♦", "K; Q; J", "A, K, 2"):
            result = ex.check(answer)
            assert not result.fault, (seed, answer, str(result))
            assert result.counted or "Expected" in result.feedback


def test_numbers_in_words() -> None:
    ex = _find("classic", 1, lambda e: e.cards[0].rank == 4)
    assert ex.check("four").correct
    assert _find("royal", 2, lambda e: e.cards[0].rank == 13).check("thirteen").correct
    assert _find("royal", 2, lambda e: e.cards[0].is_ace).check("fourteen").correct


def test_a_wrong_value_is_not_answered_with_the_value() -> None:
    ex = _find("classic", 1, lambda e: e.cards[0].rank == 4)
    result = ex.check("5")
    text = str(result)
    assert not result.correct and not result.partly_correct and "5" in text and ex.cards[0].symbol in text
    assert "own number" not in text and "Hint" in text  # the first wrong try: what is wrong, not the rule that solves it
    assert not re.search(r"\b4\b", _strip(text, ex)), text  # "4♠ counts 4" gave it away
    again = str(ex.check("5"))
    assert "§1.2" in again and "own number" in again


def test_the_played_royal_ace_prompt_and_grading_agree() -> None:
    ex = _find("royal", 2, lambda e: e.cards[0].is_ace)
    assert "give them all" not in ex.prompt and "you play" in ex.prompt.lower()
    assert ex.accepted_answers() == ("14", "1 14") and ex.answer == "14"  # §1.3: alone, played included, 1 or 14
    assert ex.check("14").correct
    assert ex.retry().check("1 or 14").correct  # what lesson 01 teaches is right (found by a learner trial)
    one = ex.retry().check("1")
    assert not one.correct and one.partly_correct and "14" not in str(one) and "captures at its other, higher value" in str(one)  # trial 24, review 15
    classic = _find("classic", 2, lambda e: e.cards[0].is_ace)
    assert classic.accepted_answers() == ("1",) and not classic.check("14").correct


def test_three_cards_can_be_answered_with_spaces_or_commas() -> None:
    ex = make_exercise("card_values", 1, "royal", 3)
    assert ex.check(ex.answer.replace("; ", " ")).correct
    assert ex.retry().check(ex.answer.replace("; ", ", ")).correct
    short = ex.retry().check("7; 8")
    assert not short.counted and "2 answers for 3 cards" in short.feedback
    bad = ex.retry().check("7; banana; 3")
    assert not bad.counted and "'banana'" in bad.feedback


def test_the_answer_format_example_is_never_the_answer() -> None:
    for variant in VARIANTS:
        for level in LEVELS:
            for seed in SEEDS:
                ex = make_exercise("card_values", seed, variant, level)
                example = re.search(r"e\.g\. '([^']*)'", ex.answer_format)
                assert example and example.group(1) not in ex.accepted_answers()
                assert ex.check(example.group(1)).counted  # and the example can be read


def _strip(text: str, ex: Exercise) -> str:
    """The text without rule references and card names (whose ranks are not values given away)."""
    text = re.sub(r"§\d+(\.\d+)*|\bR\d+\b", "", text)
    for card in ex.cards:
        text = text.replace(card.symbol, "")
    return text


def _wrong(rules, card) -> str:  # type: ignore[no-untyped-def]
    v = rules.capture_value(card)
    return "5" if v is None or v != 5 else "6"


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_no_giveaway_in_a_wrong_try(variant: str, level: int) -> None:
    rules = get_rules(variant)
    for seed in SEEDS:
        ex = make_exercise("card_values", seed, variant, level)
        wrong = [_wrong(rules, c) for c in ex.cards]
        result = ex.check("; ".join(wrong))
        assert not result.correct and result.counted
        lines = [result.feedback] if len(ex.cards) == 1 else list(result.details)
        assert len(lines) == len(ex.cards)
        for card, given, line in zip(ex.cards, wrong, lines):
            assert card.symbol in line
            text = _strip(line, ex).replace(given, "")
            v = rules.capture_value(card)
            if v is None:
                word = {11: "jack", 12: "queen", 13: "king"}[card.rank]
                assert "none" not in text and word not in text and not re.search(rf"\b{'JQK'[card.rank - 11]}\b", text), line
            else:
                assert not re.search(rf"\b{v}\b", text), (seed, line)
        # the last hint narrows but does not state the value either (each card's part of it)
        last = ex.hints[-1]
        for card in ex.cards:
            part = last
            if len(ex.cards) > 1:
                part = last.split(card.symbol + ": ", 1)[1]
                for other in ex.cards:
                    part = part.split(other.symbol + ": ", 1)[0]
            v = rules.capture_value(card)
            if v is not None:
                assert not re.search(rf"\b{v}\b", _strip(part, ex)), last


def test_before_building_the_ace_answer_names_no_build() -> None:
    """Review 4 O1: lessons 00-01 pass builds=False (builds and R15 are lesson 03's); New exercise keeps it."""
    ex = make_exercise("card_values", 3, "classic", 3, builds=False)
    assert any(c.is_ace for c in ex.chosen)
    words = ex.explanation() + " " + " ".join(ex.hints) + " " + str(ex.check(ex.answer))
    assert "build" not in words and "R15" not in words
    assert "captures another ace." in ex.explanation()
    assert "build" not in ex.retry().explanation()
    assert ex.options == {"builds": False}
    later = make_exercise("card_values", 3, "classic", 3)
    assert "a build of aces worth 1 (R15)" in later.explanation()
    with pytest.raises(TypeError, match="builds"):
        make_exercise("card_values", 3, "classic", 3, level=2)
