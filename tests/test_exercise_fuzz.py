"""Every exercise kind against silly and plausible answers (issue 11).

For every kind x both variants x levels 1-3 x 20 seeds, about 50 answers (empty, words, other
kinds' formats, emoji, huge numbers, click data): the kit never fails to check an answer
(no fault, no exception), every answer in the key is accepted, and an answer judged correct
means the same as one in the key (the engine's own solution).

The same runs in Spanish and Portuguese (issue 16), with fewer seeds (``CASINO_FUZZ_SEEDS_I18N``,
default 3): nothing breaks in another language, every text is filled (no ``{placeholder}``
left), and the key (worded in the language in use) is accepted.
"""

from __future__ import annotations

import copy
import os
import re
from typing import Any

import pytest

import casino_learn as cl
from casino_learn.exercises import EXERCISE_KINDS, Exercise, make_exercise

SEEDS = range(int(os.environ.get("CASINO_FUZZ_SEEDS", "20")))
#: Fewer seeds in Spanish and Portuguese: the words differ, the rules engine does not.
SEEDS_OTHER_LANGUAGES = range(int(os.environ.get("CASINO_FUZZ_SEEDS_I18N", "3")))

ANSWERS: list[Any] = [
    "", "   ", "\n", ";;;", "banana", "K", "J", "Q", "A", "none", "nothing", "tie", "draw", "four", "fourteen",
    "11 of hearts", "ten of diamonds", "10♦", "-3", "0", "1", "14", "99", "1" * 23, "R99", "R1", "rule 9",
    "🂡", "😀", "A C", "C R7", "A B C D E F G H", "yes", "no", "no R9", "yes R9", "8D, 6H+2D, B1", "B1",
    "8H capture 8D", "9D trail", "AS build 5 4D", "[6H build 6]", "1 14", "7; 1 14; none",
    "cards: 27 25; points: 7 4", "points: 7 4", "0 0", "You 7, Opponent 4", "no, seat 1, 4S 2D",
    "winner 0", "overtime", "next deal", 0, 5, -1, [0], [0, 2], (0, "R7"), (False, "R9"), (True, None),
    {"cards": [1, 2]}, 3.5, None,
    # the same kinds of answers in Spanish and Portuguese (read in every language)
    "sí", "não R9", "ninguno", "ninguém", "empate", "siete", "catorze", "Tú", "Você", "reina de picas", "C y R7",
]


def _same(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:  # pragma: no cover - values that cannot be compared are not the same
        return False


def _meaning(exercise: Exercise, answer: Any) -> Any:
    return exercise.parse(answer)


def _fresh(exercise: Exercise) -> Exercise:
    """The same exercise before any answer (cheaper than generating it again): feedback differs
    between a first try and later ones, so both must be fuzzed (found by a review)."""
    clone = copy.copy(exercise)
    clone.history = []
    clone.attempts = clone.hints_used = 0
    clone.solved = clone.first_try = False
    clone.finished = None
    return clone


CASES = [(kind, variant, level, lang) for lang in cl.i18n.LANGUAGES for kind in EXERCISE_KINDS
         for variant in ("classic", "royal") for level in (1, 2, 3)]


def _texts(exercise: Exercise) -> list[str]:
    return [exercise.prompt, exercise.answer_format or "", *exercise.hints, exercise.explanation(), exercise.key_text(),
            *(exercise.choices or ())]


def _filled(text: str) -> bool:
    """No placeholder left unfilled ("{card}") in a text shown to a learner."""
    return not re.search(r"\{[a-z_]+(![rsa])?\}", text)


@pytest.mark.parametrize(("kind", "variant", "level", "lang"), CASES, ids=[f"{k}-{v}-{lv}-{la}" for k, v, lv, la in CASES])
def test_no_answer_breaks_checking_and_the_key_is_the_checking(kind: str, variant: str, level: int, lang: str) -> None:
    with cl.language(lang):
        _fuzz(kind, variant, level, SEEDS if lang == "en" else SEEDS_OTHER_LANGUAGES)


def _fuzz(kind: str, variant: str, level: int, seeds: range) -> None:
    for seed in seeds:
        exercise = make_exercise(kind, seed, variant, level)
        for text in _texts(exercise):
            assert _filled(text), (kind, variant, level, seed, text)
        key = exercise.accepted_answers()
        assert exercise.answer in key, (kind, seed, exercise.answer, key)
        for accepted in key:
            result = exercise.check(accepted)
            assert result.correct and result.counted, (kind, variant, level, seed, accepted, str(result))
        meanings = [_meaning(exercise, a) for a in key]
        for answer in ANSWERS:
            attempt = _fresh(exercise)
            for _try in (1, 2):  # a first try on an unsolved exercise, then the same answer again
                result = attempt.check(answer)
                assert not result.fault, (kind, variant, level, seed, answer, _try, str(result))
                assert result.feedback.strip() or result.details, (kind, seed, answer)
                assert all(_filled(t) for t in (result.feedback, *result.details)), (kind, seed, answer, str(result))
                if result.correct:
                    parsed = attempt.parse(answer)
                    assert any(_same(parsed, m) for m in meanings), (
                        f"{kind} {variant} level {level} seed {seed}: {answer!r} was judged correct but is not in the key {key}")
