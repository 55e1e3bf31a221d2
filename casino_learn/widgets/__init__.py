"""ipywidgets views and controllers over the rules core: the move builder and the game table.

Widgets hold no rules logic; each has a Python API that mirrors its clicks, so it is tested
in plain pytest without a browser.
"""

from __future__ import annotations

from .game_table import GameTable
from .learner import LearnerCard, learner_line, my_progress
from .move_builder import MoveBuilder, PlayResult

__all__ = ["MoveBuilder", "GameTable", "LearnerCard", "PlayResult", "learner_line", "my_progress"]
