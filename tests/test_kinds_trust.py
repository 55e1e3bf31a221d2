"""Issue 11 for the kinds may_trail, spot_illegal, score_deal, royal_count_out and
sweeps_and_leftovers: a wrong answer never gives the solution away, an exercise restored from
its saved record is the same exercise, feedback does not repeat the verdict, and the learner is
always "You" (no side or seat numbers in what the learner reads)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.core import Exercise, Result
from casino_learn.exercises.registry import restore_exercise

KINDS = ("may_trail", "spot_illegal", "score_deal", "royal_count_out", "sweeps_and_leftovers")
VARIANTS = ("classic", "royal")
LEVELS = (1, 2, 3)
SEEDS = range(20)
RULE = re.compile(r"\bR\d{1,2}\b")


def _text(result: Result) -> str:
    return result.feedback + "\n" + "\n".join(result.details)


def _wrong_answers(ex: Exercise) -> list[Any]:
    """Plausible wrong answers, each in the exercise's own format."""
    kind = ex.kind
    if kind == "may_trail":
        if ex.answer == "yes":
            return ["no", "no R9", "no R14", "no R8"]
        return ["yes", "no R1", "no R2 R3"]
    if kind == "spot_illegal":
        bad = ex.data["illegal"]
        rule = ex.data["rules"][0]
        wrong_rule = next(r for r in ("R1", "R2", "R3") if r not in ex.data["rules"])
        others = [f"{'ABCDE'[i]} {rule}" for i in range(len(ex.choices or ())) if i != bad]
        return others + [f"{'ABCDE'[bad]} {wrong_rule}", f"{'ABCDE'[bad]}"]
    if kind in ("score_deal", "royal_count_out"):
        # every number one too high: each part is wrong, the format is right
        bumped = re.sub(r"\d+", lambda m: str(int(m.group()) + 1), ex.answer)
        flipped = re.sub(r"\b(You|Opponent)\b", lambda m: "Opponent" if m.group() == "You" else "You", ex.answer)
        return [bumped, flipped]
    if kind == "sweeps_and_leftovers":
        sweep = "yes" if ex.data["sweep"] else "no"
        other = "no" if sweep == "yes" else "yes"
        names = {"You", "Opponent", "Opponent 1", "Opponent 2", "nobody"}
        parts = ex.answer.split(", ")
        out = [", ".join([other] + parts[1:])]
        if len(parts) >= 2:
            for name in sorted(names - {parts[1]}):
                if ex.state is not None and ex.state.players == 2 and "opponent" in name.lower() and name != "Opponent":
                    continue
                out.append(", ".join([sweep, name] + parts[2:]))
        if len(parts) >= 3:
            out.append(", ".join(parts[:2] + ["2♣ 3♥"]))
        return out
    raise AssertionError(kind)


def _solution_bits(ex: Exercise) -> list[str]:
    """Strings that state (part of) the solution; a wrong try's feedback contains none of them,
    unless the learner typed them."""
    bits = list(ex.accepted_answers()) + [line for line in ex.explanation().splitlines() if len(line) > 12]
    for part in getattr(ex, "parts", ()):
        if part.key in getattr(ex, "required", ()):
            bits.append(part.why)
    return [b for b in bits if len(b.strip()) > 3]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_wrong_answer_does_not_state_the_solution(kind: str, variant: str) -> None:
    checked = 0
    for level in LEVELS:
        for seed in SEEDS:
            ex = make_exercise(kind, seed, variant, level)
            for wrong in _wrong_answers(ex):
                fresh = ex.retry()
                result = fresh.check(wrong)
                if result.correct or not result.counted:
                    continue
                checked += 1
                text = _text(result)
                for bit in _solution_bits(ex):
                    if bit not in str(wrong):
                        assert bit not in text, (kind, variant, level, seed, wrong, bit, text)
                right_letter = kind == "spot_illegal" and str(wrong).startswith("ABCDE"[ex.data["illegal"]])
                if kind == "may_trail" or right_letter:
                    named = set(RULE.findall(str(wrong)))
                    for rule in ex.data["rules"]:
                        if rule not in named:
                            assert rule not in text, (kind, variant, level, seed, wrong, text)
                if kind == "spot_illegal":
                    bad = "ABCDE"[ex.data["illegal"]]
                    if not str(wrong).startswith(bad):
                        assert f"{bad} is" not in text and f"{bad} breaks" not in text, (seed, wrong, text)
                if kind in ("score_deal", "royal_count_out"):
                    for part in ex.parts:
                        if isinstance(part.expected, list) and part.key in ex.required and part.shown not in str(wrong):
                            for name, value in zip(ex.names.names, part.expected):
                                assert f"{name} {value}" not in text, (kind, seed, wrong, text)
    assert checked > 50


@pytest.mark.parametrize("kind", KINDS)
def test_restored_exercise_is_the_same(kind: str) -> None:
    for variant in VARIANTS:
        for level in LEVELS:
            for seed in (0, 3, 11):
                ex = make_exercise(kind, seed, variant, level)
                ex.check("???")
                ex.check(_wrong_answers(ex)[0])
                ex.hint()
                again = restore_exercise(ex.to_dict())
                assert type(again) is type(ex)
                assert (again.prompt, again.answer, again.accepted_answers(), again.hints, again.choices, again.answer_format) == \
                       (ex.prompt, ex.answer, ex.accepted_answers(), ex.hints, ex.choices, ex.answer_format)
                assert again.attempts == ex.attempts and again.hints_used == ex.hints_used
                assert again.check(ex.answer).correct


@pytest.mark.parametrize("kind", KINDS)
def test_grading_and_parsing_are_methods_of_the_class(kind: str) -> None:
    ex = make_exercise(kind, 2, "royal", 2)
    cls = type(ex)
    for name in ("parse", "grade", "explanation", "generate"):
        assert name in vars(cls), (kind, name)
    assert cls.__module__ == f"casino_learn.exercises.kinds.{kind}"
    assert not any(callable(v) and getattr(v, "__name__", "") == "<lambda>" for v in vars(ex).values())


_VERDICT = re.compile(r"^(Right|Correct|Not quite|Partly right|Wrong)\b")


@pytest.mark.parametrize("kind", KINDS)
def test_feedback_does_not_repeat_the_verdict(kind: str) -> None:
    for variant in VARIANTS:
        for level in LEVELS:
            for seed in range(6):
                ex = make_exercise(kind, seed, variant, level)
                results = [ex.retry().check(a) for a in _wrong_answers(ex)] + [ex.retry().check(ex.answer)]
                for result in results:
                    assert not _VERDICT.match(result.feedback), (kind, seed, result.feedback)
                    assert "Not quite" not in result.feedback and "Right!" not in result.feedback
                    assert result.feedback.strip(), (kind, seed, str(result))


@pytest.mark.parametrize("kind", KINDS)
def test_the_learner_is_you_and_no_seat_or_side_numbers_are_shown(kind: str) -> None:
    pattern = re.compile(r"\b(side|seat|Side|Seat) \d")
    for variant in VARIANTS:
        for level in LEVELS:
            for seed in range(20):
                ex = make_exercise(kind, seed, variant, level)
                words = "\n".join([ex.prompt, ex.answer_format, ex.explanation(), ex.solution(), *ex.hints, *(ex.choices or ())])
                assert not pattern.search(words), (kind, variant, level, seed, pattern.search(words))
                for wrong in _wrong_answers(ex):
                    assert not pattern.search(str(ex.retry().check(wrong))), (kind, seed, wrong)


@pytest.mark.parametrize("kind", KINDS)
def test_the_last_hint_is_not_the_answer(kind: str) -> None:
    for variant in VARIANTS:
        for level in LEVELS:
            for seed in range(20):
                ex = make_exercise(kind, seed, variant, level)
                for hint in ex.hints:
                    for answer in ex.accepted_answers():
                        if len(answer) > 3:
                            assert answer not in hint, (kind, seed, hint)
                last = ex.hints[-1].lower()
                assert not last.startswith("the answer"), (kind, seed, last)
                if kind == "sweeps_and_leftovers":
                    assert "is empty" not in last and "still has cards" not in last
                if kind == "may_trail":
                    assert "no, because" not in last and "you may trail it" not in last


NATURAL: list[Any] = [
    "You 7, Opponent 4", "Opponent 4 You 7", "points: 7-4", "points: seven four", "Opponent's 4, mine 7",
    "scores: You 21, Opponent 17; result: tie", "result: draw", "result: play on", "result: You win", "winner: Opponent",
    "scores: 21 21; who goes out: both; lost: spades, sweep; result: overtime", "lost: none; result: nobody",
    "aces: You, none, Opponent, You", "most cards: nobody; big casino: Left opponent", "cards: us 26 them 26",
    "no, Left opponent, 2♣", "yes, nobody, none", "no, opponent, ten of hearts", "yes it is a sweep", "not a sweep",
    "no (R9)", "No because R9", "no r 9", "yes", "C (R7)", "b because rule 14", "A R1 R2", (False, "R14"), (1, "R4"),
    {"sweep": True, "leftovers": "Opponent"}, {"points": "You 7, Opponent 4"}, {"result": "tie"},
]


@pytest.mark.parametrize("kind", KINDS)
def test_natural_answers_never_fault_and_a_correct_one_is_in_the_key(kind: str) -> None:
    for variant in VARIANTS:
        for level in LEVELS:
            for seed in SEEDS:
                ex = make_exercise(kind, seed, variant, level)
                meanings = [ex.parse(a) for a in ex.accepted_answers()]
                for answer in NATURAL:
                    result = ex.check(answer)  # checking never changes how the next answer is judged
                    assert not result.fault, (kind, variant, level, seed, answer)
                    if result.correct:
                        assert ex.parse(answer) in meanings, (kind, variant, level, seed, answer)
