"""Every worked position of ../shared/examples/positions.json (RULES.md §15) must pass."""

from __future__ import annotations

import pytest

from casino_learn import Move
from casino_learn.rules.positions import check_position, score_position, state_from_json
from conftest import shared_positions

POSITIONS = shared_positions()
MOVE_POSITIONS = [p for p in POSITIONS if p["kind"] == "move"]
SCORING_POSITIONS = [p for p in POSITIONS if p["kind"] == "scoring"]


def test_the_shared_file_has_every_position() -> None:
    assert len(MOVE_POSITIONS) == 19 and len(SCORING_POSITIONS) == 6


@pytest.mark.parametrize("pos", MOVE_POSITIONS, ids=lambda p: p["id"])
def test_legal_moves_match_exactly(pos: dict) -> None:
    state = state_from_json(pos)
    engine = [m.identity() for m in state.legal_moves]
    assert len(engine) == len(set(engine)), "a move is listed twice"
    expected = {Move.from_json(m).identity() for m in pos["legal_moves"]}
    assert set(engine) == expected


@pytest.mark.parametrize("pos", MOVE_POSITIONS, ids=lambda p: p["id"])
def test_illegal_moves_are_refused_for_the_named_rule_first(pos: dict) -> None:
    state = state_from_json(pos)
    for entry in pos["illegal_moves"]:
        move = Move.from_json(entry["move"])
        assert move not in state.legal_moves
        violations = state.check(move)
        assert violations, f"{move} has no violation"
        assert violations[0].rule == entry["rule"], f"{move}: {[str(v) for v in violations]}"
        assert all(f"({v.rule})" in v.message for v in violations)


@pytest.mark.parametrize("pos", MOVE_POSITIONS, ids=lambda p: p["id"])
def test_every_legal_move_passes_check(pos: dict) -> None:
    state = state_from_json(pos)
    for move in state.legal_moves:
        assert state.check(move) == []


@pytest.mark.parametrize("pos", SCORING_POSITIONS, ids=lambda p: p["id"])
def test_scoring_field_by_field(pos: dict) -> None:
    got = score_position(pos).to_json()
    expected = pos["expected"]
    for key in ("counts", "awards", "net_sweeps", "deal_points", "scores_after"):
        assert got[key] == expected[key], key
    if "count_log" in expected:
        assert got["count_log"] == expected["count_log"]
    assert got["result"]["status"] == expected["result"]["status"]
    assert got["result"].get("winner") == expected["result"].get("winner")


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: p["id"])
def test_check_position_reports_no_failure(pos: dict) -> None:
    assert check_position(pos).failures == []


def test_end_of_deal_outcomes() -> None:
    pos = next(p for p in POSITIONS if p["id"] == "S25")
    state = state_from_json(pos)
    assert state.last_play_of_deal
    for outcome in pos["outcomes"]:
        after = state.apply(Move.from_json(outcome["move"]))
        want = outcome["result"]
        assert after.deal_over
        assert sorted(c.code for c in after.leftovers) == sorted(want["leftover_cards"])
        assert (after.leftovers_to if after.leftovers else None) == want["leftovers_to_player"]
        assert (after.last_sweep and state.rules.sweeps_enabled) == want["sweep_scored"]
