"""Session 33: trial 43's flagged forward pointers and odd phrases, and lang44's reading of the new texts."""

from __future__ import annotations

import json
from pathlib import Path

from casino_learn.course import STAGES
from casino_learn.course.stages import english
from casino_learn.lesson import walk_through_deal
from casino_learn.texts.rulebook import rule_short

ROOT = Path(__file__).resolve().parent.parent


def test_lesson_3_names_no_kind_of_build_before_the_stage_that_teaches_it() -> None:
    """Trial 43: Stage 1 said "(A build with several groups …: Stage 6.)", Stage 3 "a multiple build … in Stage 6", and the
    R15 box under Stage 3 "a multiple build of single aces" (lang44)."""
    for name in ("making-a-build", "build-values"):
        rule = english(STAGES[name], "rule")
        assert "multiple" not in rule and "Stage 6" not in rule and "groups" not in rule, rule
        assert "later in this lesson" in rule
    assert "multiple" not in rule_short("R15", "classic") and "1 for a build made of single aces" in rule_short("R15", "classic")


def test_the_leftovers_say_who_made_the_last_capture_first() -> None:
    """Trial 43: "The leftovers … went to you, who made the last capture." read oddly; the reason comes first now."""
    end = walk_through_deal(seed=2).end().html
    assert "You made the last capture, so the leftovers" in end and "went to you, who made" not in end


def _markdown(path: str) -> str:
    cells = json.loads((ROOT / "notebooks" / path).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def test_lesson_0_and_5_say_what_their_lists_and_charts_show() -> None:
    """Trial 43: lesson 0's legal-move list showed captures of several sets unannounced; lesson 5's chart said
    "Player 1 / Player 2" where the course says "You"/"Opponent"."""
    assert "Some captures in it take several sets at once: lesson 2 shows how." in _markdown("00_start_here.ipynb")
    assert "neither is you, so the chart calls them Player 1 and\nPlayer 2" in _markdown("05_scoring_and_sweeps.ipynb")


def test_a_raise_with_a_table_card_that_could_complete_a_group_says_so() -> None:
    """Trial 44 (lesson 03, Stage 10 task 2, "Raise the build to 9 and put 6♣ and 3♠ into it too"): 4♦ + B1 + 6♣ was told
    only "To raise it, unselect 6♣ and play 4♦ alone.", away from the task's goal; 3♠ would complete the group of 9."""
    from casino_learn.course.building import ALL_KINDS
    from casino_learn.widgets.stage import TaskWidget

    task = TaskWidget(STAGES["raising-with-your-card-only"].tasks[1], key="t:2", progress=None, taught=ALL_KINDS)
    board = task.builder
    for item in ("4D", "B1", "6C"):
        board.select(item)
    board._press_action("build")
    said = board.play().message
    assert said.endswith("To raise it with 6♣ too, also pick the table cards that complete a group worth exactly 9; "
                         "or unselect 6♣ and play 4♦ alone."), said
    board.select("3S")
    board._press_action("build")
    assert board.play().ok and task.solved


def test_a_score_answer_may_end_its_parts_with_a_full_stop_or_a_slash() -> None:
    """Trial 44 typed "spades: you 5 opponent 8. points: you 8 opponent 3" (told "You is given twice") and
    "You 5, Opponent 8 / You 8, Opponent 3" (told of "'/'"); a part with no label is told so, with the whole example."""
    import re

    from casino_learn.exercises import make_exercise

    exercise = make_exercise("score_deal", 3, "classic", 1)
    first = exercise.solution().splitlines()[0]
    spades = re.search(r"spades: You (\d+), Opponent (\d+)", first).groups()
    points = re.search(r"points: You (\d+), Opponent (\d+)", first).groups()
    assert exercise.check(f"spades: you {spades[0]} opponent {spades[1]}. points: you {points[0]} opponent {points[1]}").correct
    assert exercise.check(f"spades: You {spades[0]}, Opponent {spades[1]} / points: You {points[0]}, Opponent {points[1]}").correct
    unlabelled = exercise.check(f"You {spades[0]}, Opponent {spades[1]} / You {points[0]}, Opponent {points[1]}")
    assert not unlabelled.counted and unlabelled.feedback.startswith("'You ") and \
        " has no label. Expected the parts separated by ';'" in unlabelled.feedback, unlabelled.feedback
    assert "'cards: ...'" not in unlabelled.feedback


def test_a_table_before_building_asks_for_cards_only() -> None:
    """fresh45: lesson 00's table said "click the cards or builds your card will use" two lessons before builds."""
    import casino_learn as cl
    from casino_learn.widgets.stage import lesson_table

    start = cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D")
    assert lesson_table(start, 0).card_table.headings["table"] == "Table — click the cards your card will use:"
    building = STAGES["making-a-build"]
    from casino_learn.course.building import ALL_KINDS
    from casino_learn.widgets.stage import TaskWidget

    task = TaskWidget(building.tasks[0], key="t:1", progress=None, taught=ALL_KINDS)
    assert task.builder.card_table.headings["table"] == "Table — click the cards or builds your card will use:"
