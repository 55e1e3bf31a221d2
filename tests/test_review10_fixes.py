"""What course review 10 (2026-12-03) found in the live table's refusals, each checked where the learner meets it."""

from __future__ import annotations

import re

from casino_learn.rules.cards import parse_card
from casino_learn.widgets.stage import StageWidget
from tests.stage_moves import pressed


def _refused_build(stage: str, task: int, items: list[str]) -> str:
    return pressed(stage, task, items, "build")


def test_joining_builds_with_the_last_card_of_their_value_says_the_card_is_missing() -> None:
    """Stage 13 task 2: 9♣ joining two builds of 9 (the stage's own example) was told "9♣ makes 9" (a false rule)."""
    said = _refused_build("merging-builds", 1, ["9C", "B1", "B2"])
    assert "after playing 9♣ you would hold no 9 to capture the build of 9 (R7)" in said
    assert "makes 9" not in said


def test_adding_a_lone_card_to_an_own_build_in_royal_is_not_called_a_raise() -> None:
    """Royal stage 3 task 1 ("Add to it, keeping its value 5"): 5♠ on the own build of 5 was told "you may raise only
    another player's build (R12). You may add to it at the same value instead." — the learner was adding."""
    said = _refused_build("royal-not-your-own-build", 0, ["5S", "B1"])
    assert "you would hold no 5 to capture the build of 5 (R7)" in said
    assert "R12" not in said and "raise" not in said


def test_a_build_on_a_build_before_adding_is_taught_names_no_rule_of_raising() -> None:
    """Stage 6 task 5: 8♣ on a multiple build of 8 was told "it cannot become 16 (R10)", three stages before R10."""
    said = _refused_build("multiple-builds", 4, ["8C", "B1"])
    assert "R10" not in said and "16" not in said
    assert "building on a build that is already on the table comes in a later stage" in said


def test_an_addition_that_cannot_be_grouped_says_every_table_card_must_be_in_a_group() -> None:
    from casino_learn import position
    from casino_learn.rules.table import Build
    from casino_learn.widgets import MoveBuilder

    state = position("classic", hand="8H 8S 4C", table="2D 5C", builds=[Build.of("B1", 8, "5D+3C", owner=0)])
    board = MoveBuilder(state)
    board.select(parse_card("8H")).select("B1").select(parse_card("5C"))
    board._press_action("build")
    said = re.sub("<[^>]+>", "", board.feedback.value)
    assert "5♣ would not be in a group worth exactly 8" in said, said  # the card in no group, by name (review 11)


def test_the_two_player_royal_raise_hint_does_not_speak_of_partners() -> None:
    """R13 (partners) is Royal stage 5's; the two-player exercise comes before it."""
    from casino_learn.exercises import make_exercise

    two = make_exercise("raise_or_add", seed=1, variant="royal", difficulty=2)
    four = make_exercise("raise_or_add", seed=1, variant="royal", difficulty=3)
    assert "R12" in two.hints[0] and "R13" not in two.hints[0]
    assert "R13" in four.hints[0]


def test_the_card_values_hint_cites_no_rule_of_lesson_two() -> None:
    from casino_learn.exercises import make_exercise

    for seed in range(1, 30):
        hints = " ".join(make_exercise("card_values", seed=seed, variant="classic", difficulty=1).hints)
        assert "R2" not in hints, hints


def test_the_teacher_guide_counts_the_stages_and_principles_there_are() -> None:
    from pathlib import Path

    from casino_learn.course.catalog import STAGES

    guide = (Path(__file__).resolve().parent.parent / "tools/notebook_sources/09_teacher_guide.py").read_text(encoding="utf-8")
    words = {13: "thirteen stages", 6: "six principles"}
    assert words[sum(1 for s in STAGES.values() if s.lesson == 3 and s.series == "stage")] in guide
    assert words[sum(1 for s in STAGES.values() if s.lesson == 8)] in guide


def test_before_building_the_table_asks_for_table_cards_not_builds() -> None:
    widget = StageWidget("pairing", progress=None)
    builder = widget.task.builder
    card = next(c for c in builder.state.hands[0]
                if any(m.kind == "capture" for m in builder.state.legal_moves.with_card(c)))
    builder.select(card)
    builder._press_action("capture")
    said = re.sub("<[^>]+>", "", builder.feedback.value)
    assert f"click the table cards your {card.symbol} will take." in said and "builds" not in said, said


def test_spot_illegal_says_r3_when_it_accepts_r3_for_a_table_card_in_no_group() -> None:
    """"D breaks R3, R7 and R11: naming any of them is right" with no sentence about R3."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("spot_illegal", seed=1, variant="classic", difficulty=3)
    text = ex.explanation()
    assert "breaks R3, R7 and R11" in text
    assert "R3 says: A table card can be counted only once" in text
