"""Imports every stage module, so that :data:`casino_learn.course.stages.STAGES` is complete."""

from . import (
    capturing,  # noqa: F401
    strategy,  # noqa: F401
    sweeps,  # noqa: F401
)
