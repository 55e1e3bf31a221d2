"""A stage's refusals name by number only the rules the course has taught by then (issue 23, #3; trial 19:
lesson 3's Stage 1 refused a build "(R7)" and "(R15)", Stages 2 and 3's rules, and lesson 1 cited R2, lesson 2's)."""

from __future__ import annotations

import re

import pytest

from casino_learn.course.catalog import STAGES
from casino_learn.course.coverage import REASON_BEFORE_NAME, rules_met, where_met
from casino_learn.i18n import language
from casino_learn.rules.cards import parse_card
from casino_learn.texts.violations import without_numbers
from casino_learn.widgets.stage import StageWidget


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<style.*?</style>|<[^>]+>", " ", html, flags=re.S)).strip()


def _refusal(stage: str, move: str) -> str:
    task = StageWidget(stage, progress=None).task
    result = task.play_move(move)
    assert not result.ok, move
    return _text(task.builder.feedback.value)


def test_a_rule_of_a_later_stage_is_given_its_reason_without_its_number() -> None:
    said = _refusal("making-a-build", "5H build 7 4D")  # hand 5H 9C KS, table 4D 7S 10C: no 7 kept (R7)
    assert "After playing 5♥ you would hold no 7 to capture the build of 7." in said
    assert "R7" not in said and "R11" not in said
    assert "This rule comes later" not in said
    assert "You will meet this rule in Stage 2: Keep a card to capture it." in said
    said = _refusal("making-a-build", "9C build 13 4D")
    assert "No card captures 13 in Classic" in said and "R15" not in said
    assert "You will meet this rule in Stage 3: Values a build may have." in said


def test_a_rule_taught_in_its_own_stage_or_before_keeps_its_number() -> None:
    said = _refusal("keeping-a-capturer", "3S build 7 4D")  # hand 3S 8H KD: no 7 kept
    assert "(R7)" in said and "R7" in said.split("(R7)")[0]  # the bold number and the citation
    said = _refusal("making-a-build", "KS build 17 4D")  # a king never builds: R5, lesson 1's rule
    assert "so it cannot be used to build (R5)." in said and said.count("R5") == 2


def test_lesson_one_does_not_cite_lesson_two_s_rule() -> None:
    stage = StageWidget("card-values", progress=None)
    task = stage.task
    hand = task.builder.state.hands[0]
    table = task.builder.state.table.loose
    for card in hand:
        for target in table:
            values = task.builder.state.rules.values_alone(card)
            if task.builder.state.rules.num(card) is not None and target not in hand and not (
                    task.builder.state.rules.values_alone(target) & values):
                result = task.play_move(f"{card} capture {target}")
                if not result.ok and result.violations[0].rule == "R2":
                    said = _text(task.builder.feedback.value)
                    assert "(R2)" not in said and "You will meet this rule" not in said  # its reason is this stage (trial 25)
                    return
    pytest.fail("no capture of the wrong value in the stage's first task")


def test_in_spanish_too() -> None:
    with language("es"):
        said = _refusal("making-a-build", "5H build 7 4D")
    assert "R7" not in said and "(Etapa 2:" in said


def test_a_build_on_a_build_before_adding_is_taught_says_it_comes_later() -> None:
    task = StageWidget("capturing-a-build", progress=None).task  # hand 7D 4S 2C, table 3D 5S, B1 of 7
    builder = task.builder
    for item in ("7D", "B1", "5S"):
        builder.select(parse_card(item) if item != "B1" else item)
    said = _text(builder.feedback.value)
    assert "building on a build that is already on the table comes in a later stage" in said
    assert "add to" not in said


def test_every_stage_meets_its_own_rules_and_points_to_the_others() -> None:
    for name, stage in STAGES.items():
        met = rules_met(stage)
        assert {code for code in stage.rules if re.fullmatch(r"R\d+", code)} <= met, name
        for number in range(1, 16):
            rule = f"R{number}"
            if rule in met:
                continue
            where = where_met(rule, stage)
            first = REASON_BEFORE_NAME.get(rule)
            assert where or first is not None, (name, rule)
    assert "R1" in rules_met("card-values")  # lesson 00's text teaches R1


def test_without_numbers_keeps_the_rules_met() -> None:
    assert without_numbers("x (R6, R7).", {"R6"}) == "x (R6)."
    assert without_numbers("x (R7).", {"R6"}) == "x."
    assert without_numbers("x (R7): y", set()) == "x: y"
    assert without_numbers("x (R7).", None) == "x (R7)."


def test_lesson_three_s_first_table_speaks_as_stage_one() -> None:
    """The free table of "Your first build" (before Stage 1) refused 3♦ on A♥ "(R7)", Stage 2's rule."""
    import casino_learn as cl
    from casino_learn.widgets.stage import stage_table

    table = stage_table(cl.position("classic", hand="3D 3S 6C", table="AH 2C"), "making-a-build")
    result = table.play_move("3D build 4 AH")
    said = _text(table.feedback.value)
    assert not result.ok and "hold no 4" in said and "R7" not in said
    assert "You will meet this rule in Stage 2: Keep a card to capture it." in said


def test_a_rule_taught_by_a_section_just_above_a_stage_is_named_there() -> None:
    """Review 14: lesson 1 teaches R5 with its number (and prints an R5 refusal) above its value practice, whose table
    then said "You will meet this rule in Practice: face cards" and hid the number."""
    from pathlib import Path

    from casino_learn.course.catalog import get_stage
    from casino_learn.course.coverage import TAUGHT_BEFORE_STAGE

    for rule, (name, section) in TAUGHT_BEFORE_STAGE.items():
        stage = get_stage(name)
        source = next((Path(__file__).resolve().parents[1] / "tools" / "notebook_sources").glob(f"{stage.lesson:02d}_*.py"))
        text = source.read_text(encoding="utf-8")
        assert text.index(f"# ## {section}") < text.index(f"{{stage heading: {name}}}"), (rule, name)
        assert rule in rules_met(name)
    from casino_learn.rules.cards import parse_card
    from casino_learn.widgets.stage import StageWidget

    widget = StageWidget("card-values", progress=None)
    widget.next()
    builder = widget.task.builder  # hand 10♠ K♥, table 10♦ K♣ 7♠
    builder.select(parse_card("KH"))
    builder.select(parse_card("10D"))
    builder._press_action("capture")
    said = builder.feedback.value
    assert "(R5)" in said and "You will meet this rule" not in said, said
