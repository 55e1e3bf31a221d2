"""The command line: positions check / moves / sample, and simulate."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from casino_learn.cli import main
from casino_learn.rules.moves import Move
from conftest import ROOT, SHARED_POSITIONS


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "casino_learn", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_positions_check_on_the_shared_file() -> None:
    out = run("positions", "check", str(SHARED_POSITIONS))
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1] == "25 passed, 0 failed"


def test_positions_check_reports_each_failure(tmp_path: Path) -> None:
    doc = json.loads(SHARED_POSITIONS.read_text())
    doc["positions"][0]["legal_moves"].pop()  # drop "9D trail" from S01
    doc["positions"][3]["illegal_moves"][0]["rule"] = "R3"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    out = run("positions", "check", str(bad))
    assert out.returncode == 1
    lines = out.stdout.strip().splitlines()
    assert lines[-1] == "23 passed, 2 failed"
    assert any(line.startswith("FAIL S01:") and "9D trail" in line for line in lines)
    assert any(line.startswith("FAIL S04:") and "not for R3" in line for line in lines)


def test_positions_check_on_a_broken_file(tmp_path: Path, capsys) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert main(["positions", "check", str(broken)]) == 1
    assert "not valid JSON" in capsys.readouterr().out


def test_positions_moves_replaces_legal_moves_with_the_engines(capsys) -> None:
    assert main(["positions", "moves", str(SHARED_POSITIONS)]) == 0
    doc = json.loads(capsys.readouterr().out)
    original = json.loads(SHARED_POSITIONS.read_text())
    for mine, theirs in zip(doc["positions"], original["positions"]):
        assert mine["id"] == theirs["id"]
        if mine["kind"] == "move":
            assert {Move.from_json(m).identity() for m in mine["legal_moves"]} == {Move.from_json(m).identity() for m in theirs["legal_moves"]}
            assert all("clears_table" in m for m in mine["legal_moves"] if m["kind"] == "capture")


def test_positions_sample_is_reproducible_and_checks(tmp_path: Path, capsys) -> None:
    assert main(["positions", "sample", "--seed", "4", "--count", "6", "--variant", "royal", "--players", "3"]) == 0
    first = capsys.readouterr().out
    assert main(["positions", "sample", "--seed", "4", "--count", "6", "--variant", "royal", "--players", "3"]) == 0
    assert capsys.readouterr().out == first
    doc = json.loads(first)
    ids = [p["id"] for p in doc["positions"]]
    assert len(ids) == 6 == len(set(ids))
    assert all(len(p["hands"]) == 3 for p in doc["positions"])
    path = tmp_path / "sample.json"
    path.write_text(first)
    assert main(["positions", "check", str(path)]) == 0
    assert capsys.readouterr().out.strip().endswith("6 passed, 0 failed")


def test_simulate_prints_a_summary(capsys) -> None:
    assert main(["simulate", "--variant", "royal", "--players", "2", "--games", "4", "--seed", "1", "--agents", "random,greedy"]) == 0
    out = capsys.readouterr().out
    assert "4 royal matches" in out and "wins" in out and "sweeps per deal" in out and "deals per game" in out
    assert main(["simulate", "--agents", "random,nobody", "--games", "1"]) == 2
