"""card_values, find_captures, which_builds and raise_or_add are classes (issue 11): parsing and
grading are methods, the data they need is on the instance, and an exercise restored from
to_dict() is the same exercise with the same record."""

from __future__ import annotations

import json

import pytest

from casino_learn.exercises import Exercise, make_exercise
from casino_learn.exercises.registry import input_style, restore_exercise

KINDS = ("card_values", "find_captures", "which_builds", "raise_or_add")
CASES = [(k, v, lv) for k in KINDS for v in ("classic", "royal") for lv in (1, 2, 3)]


def _view(ex: Exercise) -> tuple:
    return (ex.prompt, ex.answer, ex.accepted_answers(), ex.choices, ex.hints, ex.answer_format, ex.explanation(),
            ex.cards, ex.state)


@pytest.mark.parametrize("kind", KINDS)
def test_kinds_are_classes_with_methods(kind: str) -> None:
    ex = make_exercise(kind, 3, "classic", 2)
    assert type(ex) is not Exercise and type(ex).kind == kind
    for method in ("parse", "grade", "explanation"):
        assert getattr(type(ex), method) is not getattr(Exercise, method), method
    assert "generate" in vars(type(ex))
    assert input_style(kind) == type(ex).input_style
    assert input_style("find_captures") == "click_items" and input_style("which_builds") == "choose_many"


@pytest.mark.parametrize(("kind", "variant", "level"), CASES)
def test_restore_gives_the_same_exercise_and_record(kind: str, variant: str, level: int) -> None:
    for seed in range(5):
        ex = make_exercise(kind, seed, variant, level)
        ex.hint()
        wrong = {"card_values": "; ".join("99" for _ in ex.cards), "find_captures": ex.state and ex.state.table.loose[0].code}
        result = ex.check(wrong.get(kind, "none"))
        assert result.counted and not result.correct
        saved = json.loads(json.dumps(ex.to_dict()))
        back = restore_exercise(saved)
        assert type(back) is type(ex) and _view(back) == _view(ex)
        assert (back.attempts, back.hints_used, back.solved) == (ex.attempts, ex.hints_used, ex.solved)
        assert back.check(ex.answer).correct and not back.first_try
