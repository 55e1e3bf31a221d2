"""Imports every stage module, so that :data:`casino_learn.course.stages.STAGES` is complete."""

from . import capturing  # noqa: F401
from . import strategy  # noqa: F401
