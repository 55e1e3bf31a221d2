"""Lesson 3's helper: whether several builds, raises or adds are allowed, printed as sentences."""

from __future__ import annotations

from ..rules.errors import CasinoError
from ..rules.moves import Move
from ..rules.state import GameState
from .common import verdict


def verdicts(state: GameState, *moves: Move | str) -> None:
    """Print whether each move is allowed and, if not, which rule it breaks (plain text, so a
    lesson can check it)."""
    lines = []
    for move in moves:
        try:
            lines.append(verdict(state, move))
        except CasinoError as error:  # a mistyped move is said on its line, and the others are still judged (trial 39)
            lines.append(f"\u2718 {error}")
    print("\n".join(lines))
