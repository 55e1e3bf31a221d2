"""The course's stages: one idea each, with live-table tasks checked on the spot.

``get_stage("pairing")`` gives a :class:`Stage`; :mod:`.goals` holds what a task can ask for;
:mod:`.coverage` maps every rule and scoring item to the stages and exercises that teach it.
"""

from .catalog import STAGES, get_stage
from .goals import Goal
from .stages import Stage, Task, stars_for

__all__ = ["Goal", "STAGES", "Stage", "Task", "get_stage", "stars_for"]
