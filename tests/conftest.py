"""Shared fixtures: the shared positions file is loaded from ../shared, as the project brief requires."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED_POSITIONS = ROOT.parent / "shared" / "examples" / "positions.json"


def shared_positions() -> list[dict]:
    if not SHARED_POSITIONS.exists():
        raise FileNotFoundError(
            f"The shared worked positions are expected at {SHARED_POSITIONS} (../shared beside the repository)."
        )
    return json.loads(SHARED_POSITIONS.read_text(encoding="utf-8"))["positions"]


@pytest.fixture(scope="session")
def positions() -> list[dict]:
    return shared_positions()
