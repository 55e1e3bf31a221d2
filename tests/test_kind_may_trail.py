"""may_trail (issue 11): natural answers and click data, and a wrong rule is called wrong
without naming the right one."""

from __future__ import annotations

from casino_learn.exercises import make_exercise
from casino_learn.exercises.core import Exercise


def _find(variant: str, level: int, rules: list[str]) -> Exercise:
    for seed in range(200):
        ex = make_exercise("may_trail", seed, variant, level)
        if ex.data["rules"] == rules:
            return ex
    raise AssertionError(f"no may_trail exercise with {rules}")


def test_the_ways_a_learner_says_no_r9_all_read_the_same() -> None:
    ex = _find("classic", 1, ["R9"])
    assert ex.answer == "no R9"
    for answer in ("no R9", "no, R9", "No because R9", "no r 9", "NO rule 9", "no - R9", (False, "R9"), (False, "r9")):
        assert ex.parse(answer) == (False, frozenset({"R9"})), answer
        assert ex.retry().check(answer).correct, answer
    assert ex.parse("yes") == (True, frozenset()) == ex.parse((True, None)) == ex.parse(True)


def test_yes_with_a_rule_is_not_read_as_an_answer() -> None:
    ex = _find("classic", 1, ["R9"])
    result = ex.check("yes R9")
    assert not result.counted and "goes with 'no'" in result.feedback


def test_a_wrong_rule_is_wrong_without_naming_the_right_one() -> None:
    ex = _find("classic", 1, ["R9"])
    result = ex.check("no R14")
    assert result.partly_correct and not result.correct
    text = str(result)
    assert "R14" in text and "R9" not in text and "not the reason" in text
    assert "Classic" in text  # why R14 does not apply: it is a Royal rule


def test_yes_on_a_forbidden_trail_does_not_name_the_rule() -> None:
    ex = _find("royal", 3, ["R14", "R9"])
    result = ex.check("yes")
    assert not result.correct and "R9" not in str(result) and "R14" not in str(result)
    one = ex.retry().check("no R9")
    assert one.partly_correct and "R14" not in str(one) and "another rule" in one.feedback


def test_a_free_trail_explains_why_the_named_rule_does_not_apply() -> None:
    ex = _find("royal", 2, [])
    result = ex.check("no R14")
    assert not result.correct and "R14 does not stop it" in str(result)


def test_hints_never_say_yes_or_no() -> None:
    for variant in ("classic", "royal"):
        for seed in range(20):
            ex = make_exercise("may_trail", seed, variant, 2)
            words = " ".join(ex.hints).lower()
            assert "nothing forbids" not in words and "rule forbids it" not in words and "the answer" not in words


def test_punctuation_around_the_rule_is_read_not_dropped() -> None:
    ex = _find("classic", 1, ["R9"])
    for answer in ("no (R9)", "No. R9.", "no: R9!", "no R-9", "no, rule #9", "R9"):
        assert ex.parse(answer) == (False, frozenset({"R9"})), answer
    result = ex.check("no 9")
    assert not result.counted and "'9'" in result.feedback


def test_a_first_wrong_yes_does_not_point_at_the_rule() -> None:
    """Learner trial: 'Check the builds you own' after a first wrong 'yes' pointed straight at R9."""
    from casino_learn.exercises import make_exercise

    found = 0
    for seed in range(40):
        ex = make_exercise("may_trail", seed, "classic", 1)
        if ex.check("yes").correct:
            continue
        found += 1
        first = ex.history[-1]
        assert "builds you own" not in str(first) and "Hint" in str(first)
        assert "builds you own" in str(ex.check("yes"))  # the second wrong try says where to look
    assert found
