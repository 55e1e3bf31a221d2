"""which_builds and raise_or_add (issue 11): choices in words (no move notation), a wrong try
names the rule each wrong choice breaks and how many right ones are missing, never which;
players are You / Opponent / Partner, never seat numbers."""

from __future__ import annotations

import re

import pytest

from casino_learn import Move
from casino_learn.exercises import make_exercise
from casino_learn.exercises.choosing import allowed_text, missing_text
from casino_learn.exercises.core import letter

KINDS = ("which_builds", "raise_or_add")
VARIANTS = ("classic", "royal")
LEVELS = (1, 2, 3)
SEEDS = range(20)
CASES = [(k, v, lv) for k in KINDS for v in VARIANTS for lv in LEVELS]
CODE = re.compile(r"\b(10|[2-9AJQK])[SHDC]\b|\[|\bbuild \d")


@pytest.mark.parametrize(("kind", "variant", "level"), CASES)
def test_choices_are_words_and_every_notation_shown_parses(kind: str, variant: str, level: int) -> None:
    for seed in SEEDS:
        ex = make_exercise(kind, seed, variant, level)
        assert ex.choices
        for text in ex.choices:
            assert not CODE.search(text), text  # "[6H build 6]" was shown but not accepted
            assert text.startswith("Play ") and " as a build of " in text
        example = re.search(r"e\.g\. '([^']*)'", ex.answer_format)
        assert example and ex.check(example.group(1)).counted
        # a move typed in notation is still understood
        moves = [Move.from_json(m) for m in ex.data["moves"]]
        legal = [str(m) for m, rule in zip(moves, ex.data["rules"]) if rule is None]
        assert ex.retry().check("; ".join(legal)).correct


@pytest.mark.parametrize(("kind", "variant", "level"), CASES)
def test_a_wrong_try_names_no_unchosen_right_choice(kind: str, variant: str, level: int) -> None:
    for seed in SEEDS:
        ex = make_exercise(kind, seed, variant, level)
        legal = [i for i, r in enumerate(ex.data["rules"]) if r is None]
        wrong = [i for i, r in enumerate(ex.data["rules"]) if r is not None]
        tries = [[legal[0]], [wrong[0]], [legal[0], wrong[0]]]
        for chosen in tries:
            result = ex.retry().check(" ".join(letter(i) for i in chosen))
            if set(chosen) == set(legal):
                assert result.correct
                continue
            good = [i for i in chosen if i in legal]
            bad = [i for i in chosen if i not in legal]
            missing = len(legal) - len(good)
            assert not result.correct and result.partly_correct == bool(good)
            head = (allowed_text(good) if good else "None of your choices is allowed.") + (
                " " + missing_text(missing, too=bool(good)) if missing else "")
            assert result.feedback == head, result.feedback
            # one line per wrong choice, naming the rule it breaks; nothing about the others
            assert [d[:1] for d in result.details] == [letter(i) for i in bad]
            for i, line in zip(bad, result.details):
                assert line.startswith(f"{letter(i)} is not allowed: ") and f"({ex.data['rules'][i]})" in line


def test_one_right_of_two_says_one_more_is_allowed() -> None:
    ex = next(e for s in range(40) if (e := make_exercise("which_builds", s, "classic", 3)).data["rules"].count(None) == 2)
    first = ex.answer.split()[0]
    other = ex.answer.split()[1]
    result = ex.check(first)
    assert result.feedback == f"{first} is allowed. One more choice is allowed too."
    assert other not in str(result).replace("allowed", "")


@pytest.mark.parametrize(("kind", "variant", "level"), CASES)
def test_players_are_named_without_seat_numbers(kind: str, variant: str, level: int) -> None:
    for seed in range(10):
        ex = make_exercise(kind, seed, variant, level)
        text = ex.prompt + " ".join(ex.choices or ()) + ex.explanation() + " ".join(ex.hints)
        assert "seat" not in text.lower(), text
        for line in ex.prompt.splitlines():
            if "owner:" in line:
                assert re.search(r"owner: (You|Opponent|Partner|Opponent [123])$", line), line
