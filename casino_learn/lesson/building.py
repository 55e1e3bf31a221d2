"""Lesson 3's helper: whether several builds, raises or adds are allowed, printed as sentences."""

from __future__ import annotations

from ..rules.moves import Move
from ..rules.state import GameState
from .common import verdict


def verdicts(state: GameState, *moves: Move | str) -> None:
    """Print whether each move is allowed and, if not, which rule it breaks (plain text, so a
    lesson can check it)."""
    print("\n".join(verdict(state, move) for move in moves))
