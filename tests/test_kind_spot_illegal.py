"""spot_illegal (issue 11): every rule the illegal move breaks is in the key, and a wrong rule
is called wrong without naming the right one (the fuzz found 'C R7' accepted but not in the key)."""

from __future__ import annotations

from casino_learn.exercises import make_exercise
from casino_learn.exercises.core import Exercise


def _two_rules() -> Exercise:
    for seed in range(60):
        ex = make_exercise("spot_illegal", seed, "classic", 2)
        if len(set(ex.data["rules"])) >= 2:
            return ex
    raise AssertionError("no spot_illegal exercise breaking two rules")


def test_every_broken_rule_is_accepted_and_listed() -> None:
    ex = _two_rules()
    mark = "ABCDE"[ex.data["illegal"]]
    key = ex.accepted_answers()
    assert key[0] == ex.answer
    for rule in ex.data["rules"]:
        assert f"{mark} {rule}" in key
        assert ex.retry().check(f"{mark} {rule}").correct
        assert ex.retry().check((ex.data["illegal"], rule)).correct
    both = f"{mark} " + " ".join(ex.data["rules"][:2])
    assert ex.retry().check(both).correct and any(ex.parse(both) == ex.parse(k) for k in key)
    assert "also right:" in ex.solution()
    assert ("naming any of them is right" if len(ex.data["rules"]) > 2 else "naming either of them is right") in ex.explanation()  # the worksheet key shows answer + explanation


def test_a_right_rule_with_a_wrong_one_is_partly_right() -> None:
    ex = _two_rules()
    mark = "ABCDE"[ex.data["illegal"]]
    wrong = next(r for r in ("R1", "R2", "R3") if r not in ex.data["rules"])
    result = ex.check(f"{mark} {ex.data['rules'][0]} {wrong}")
    assert result.partly_correct and not result.correct and f"does not break {wrong}" in result.feedback


def test_a_wrong_rule_does_not_name_the_right_one() -> None:
    for seed in range(20):
        ex = make_exercise("spot_illegal", seed, "royal", 1)
        mark = "ABCDE"[ex.data["illegal"]]
        wrong = next(r for r in ("R1", "R2", "R3") if r not in ex.data["rules"])
        result = ex.check(f"{mark} {wrong}")
        assert result.partly_correct and not any(r in str(result) for r in ex.data["rules"])


def test_natural_spellings() -> None:
    ex = make_exercise("spot_illegal", 4, "classic", 1)
    mark, rule = ex.answer.split()
    for answer in (f"{mark.lower()}, {rule.lower()}", f"{mark} because {rule}", f"{mark}) breaks rule {rule[1:]}",
                   f"move {mark} is illegal, {rule}"):
        assert ex.retry().check(answer).correct, answer


def test_choices_are_plain_words_without_move_codes() -> None:
    for seed in range(20):
        ex = make_exercise("spot_illegal", seed, "classic", 2)
        assert ex.choices and not any("[" in c for c in ex.choices)
        assert len(set(ex.choices)) == len(ex.choices)
