"""The positions of tests/positions/*.json (RULES.md §15 files, one per engine issue found)
pass ``python -m casino_learn positions check``, and each illegal move is refused for its
rule first, as in the shared file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from casino_learn import Move, describe_move
from casino_learn.rules.positions import check_position, load_positions, score_position, state_from_json
from conftest import ROOT

FILES = sorted((ROOT / "tests" / "positions").glob("*.json"))
POSITIONS = [(path.name, pos) for path in FILES for pos in load_positions(path)]


def by_id(position_id: str) -> dict:
    return next(pos for _, pos in POSITIONS if pos["id"] == position_id)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_positions_check_passes_the_file(path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "casino_learn", "positions", "check", str(path)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1].endswith(" passed, 0 failed")


@pytest.mark.parametrize("pos", [pos for _, pos in POSITIONS], ids=lambda p: p["id"])
def test_each_position_passes(pos: dict) -> None:
    assert check_position(pos).failures == []


@pytest.mark.parametrize("pos", [pos for _, pos in POSITIONS if pos["kind"] == "move"], ids=lambda p: p["id"])
def test_illegal_moves_are_refused_for_the_named_rule_first(pos: dict) -> None:
    state = state_from_json(pos)
    for entry in pos.get("illegal_moves", []):
        move = Move.from_json(entry["move"])
        violations = state.check(move)
        assert violations and violations[0].rule == entry["rule"], f"{move}: {[str(v) for v in violations]}"
        assert all(f"({v.rule})" in v.message for v in violations)


def test_the_files_are_well_formed() -> None:
    assert FILES
    for path in FILES:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["schema"] == "casino-positions/1"
    ids = [pos["id"] for _, pos in POSITIONS]
    assert len(ids) == len(set(ids))


def test_face_card_capture_all_refuses_one_queen_with_a_reason() -> None:
    state = state_from_json(by_id("I10-1"))
    [v] = state.check("QS capture QC")
    assert v.rule == "R5" and "Q♦" in v.message  # names the queen left behind


def test_two_builds_are_not_a_sum() -> None:
    state = state_from_json(by_id("I10-3"))
    rules = [v.rule for v in state.check("8S capture B1 B2")]
    assert rules and set(rules) == {"R4"}


def test_a_table_clearing_capture_on_the_final_play_is_no_sweep_when_the_option_says_so() -> None:
    pos = by_id("I10-4")
    state = state_from_json(pos)
    text = describe_move(state, "6C capture 2D 4S 6H")
    assert "sweep" not in text.replace("not a sweep", "") and "cleared the table" in text
    preset = state_from_json({**pos, "ruleset_overrides": {}})
    assert "a sweep" in describe_move(preset, "6C capture 2D 4S 6H")


def test_royal_without_locks_ends_as_royal() -> None:
    score = score_position(by_id("I10-5a"))
    assert score.result.status == "overtime" and "§11.2" not in score.result.reason
