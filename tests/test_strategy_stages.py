"""Lesson 8's strategy puzzles: each accepted move is really best, by the principle and by the
computer players. The expert's search accepts exactly the puzzle's moves (within its margin of
noise), and the careful player's model (the coach) ranks them among its best moves; every other
move is explained in a sentence."""

from __future__ import annotations

import pytest

from casino_learn.course.goals import OneOfMoves
from casino_learn.course.stages import Task
from casino_learn.course.strategy import STAGES, agent_position
from casino_learn.exercises.evaluation import Evaluation, Judge, evaluate_moves
from casino_learn.rules.moves import Move

TASKS = [(stage.name, i, task) for stage in STAGES for i, task in enumerate(stage.tasks, 1)]


def accepted(ev: Evaluation) -> set[Move]:
    return {v.move for v in ev.values if v.score >= ev.best.score - ev.margin}


@pytest.mark.parametrize(("stage", "number", "task"), TASKS, ids=[f"{s}-{i}" for s, i, _ in TASKS])
def test_the_puzzle_answer_is_best_by_the_expert_and_the_coach(stage: str, number: int, task: Task) -> None:
    goal = task.goal
    assert isinstance(goal, OneOfMoves)
    wanted = {Move.parse(m) for m in goal.moves}
    state = agent_position(task)
    assert wanted <= set(state.legal_moves) and set(task.solutions()) == wanted
    judge = Judge(state)
    careful = evaluate_moves(state, "careful", judge)
    expert = evaluate_moves(state, "expert", judge, candidates=[v.move for v in careful.values])
    assert accepted(expert) == wanted, f"{stage} {number}: the expert accepts {sorted(map(str, accepted(expert)))}"
    assert careful.best.move in wanted and wanted <= accepted(careful), (
        f"{stage} {number}: the coach ranks {careful.best.move} first")


@pytest.mark.parametrize(("stage", "number", "task"), TASKS, ids=[f"{s}-{i}" for s, i, _ in TASKS])
def test_every_wrong_move_named_is_legal_and_explained(stage: str, number: int, task: Task) -> None:
    goal = task.goal
    assert isinstance(goal, OneOfMoves) and goal.reason and goal.wrong
    state = task.position
    for notation, sentence in goal.wrong:
        move = Move.parse(notation)
        assert state.is_legal(move) and not goal.met(state, move), (stage, number, notation)
        assert goal.why_not(state, move) == sentence
    for move in state.legal_moves:
        if not goal.met(state, move):
            assert "8H" not in goal.why_not(state, move)  # words, not move codes


def test_counting_puzzles_put_the_gone_cards_in_your_captured_cards() -> None:
    task = next(t for s in STAGES for t in s.tasks if getattr(t, "gone", ""))
    state = task.position
    gone = {c.code for c in state.piles[0]}
    assert gone == set(task.gone.split()) and not gone & {c.code for c in state.stock}


@pytest.mark.parametrize("stage", STAGES, ids=lambda s: s.name)
def test_each_stage_plays_on_the_live_table(stage) -> None:
    from casino_learn.widgets.stage import StageWidget

    widget = StageWidget(stage, progress=None)
    for task in widget.tasks:
        wrong = next(m for m in task.task.position.legal_moves if not task.task.goal.met(task.task.position, m))
        task.play_move(wrong)
        assert not task.solved and "." in task.feedback.value
        task.play_move(task.task.solutions()[0])
        assert task.solved
