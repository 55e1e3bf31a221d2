"""Session 35: trial 47's and fresh48's last points on lesson 03's reply stages and refused trails in a task."""

from __future__ import annotations

import re

import casino_learn as cl
from casino_learn.course import STAGES
from casino_learn.widgets.stage import StageWidget


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_a_miss_that_takes_your_own_build_counts_cards_not_table_cards() -> None:
    """Trial 47 (lesson 03, Stage 12 task 1, move 2): "it takes three table cards: 2♠, 2♥ and 4♣" counted the 2♠ the
    learner had just played into the build as a table card; the goal said "five cards" with no word of the build."""
    widget = StageWidget("raise-then-answer", progress=None)
    task = widget.task
    assert task.play_move("2S build 8 B1").ok  # the raise; the opponent trails 5♦
    goal = task.goal
    assert goal.instruction == ("Take your raised build and every set worth 8 with it: five cards, the three in your "
                                "build included.")
    build = task.builder.state.table.builds[0]
    assert cl.Card.parse("2S") in build.cards
    assert task.play_move(f"8D capture {build.id}").ok and not task.solved
    said = _text(task.feedback.value)
    assert "That capture is allowed, but it takes three cards: " in said and "table cards" not in said.split("Your goal")[0], said
    assert "Can you find one that takes five cards?" in said, said
    # and the right answer still solves it
    assert task.play_move(f"8D capture {build.id} 3C+5D").ok and task.solved


def test_a_refused_trail_in_a_task_points_to_the_tasks_card() -> None:
    """Fresh48 and trial 47 (lesson 04 Stage 2 task 1; lesson 06 Royal stage 4 task 1): a refused trail of a card the
    task does not use told how to capture with it; in a task it says the task needs another card (not which one), and
    for the task's own card it gives that card's way only."""
    board = StageWidget("owner-may-not-trail", progress=None).task.builder
    board.select("6S")
    said = board.play().message
    assert said == ("✘ You own the build of 9 (B1), so you may not trail 6♠ (R9): capture or build instead. For this "
                    "task, click another card from your hand: 6♠ is not the one it needs."), said
    board.clear()
    board.select("9H")
    own = _text(board.feedback.value)
    assert "9♥" in own and "another card" not in own and "Capture" in own, own
    royal = StageWidget("royal-no-trailing-a-matched-card", progress=None).task.builder
    royal.select("6H")
    said = _text(royal.feedback.value)
    assert "(R14)" in said and said.endswith("For this task, click another card from your hand: 6♥ is not the one it "
                                             "needs."), said
    assert "click the table cards 6♥ will take" not in said.lower()


def test_the_risky_raise_success_says_what_happened_not_that_you_saw_it() -> None:
    """Fresh48: "saw the risk the task warned of" gave credit for something only watched."""
    success = STAGES["raise-then-answer"].tasks[2].success
    assert "saw the risk" not in success
    assert success.startswith("You answered with the best capture left. The opponent held an 8: that was the risk the "
                              "task warned of.")
