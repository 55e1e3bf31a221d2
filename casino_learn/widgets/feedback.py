"""The feedback under an exercise or a stage's table: HTML set from Python, shown where the learner looks.

It is an HTML box like ``ipywidgets.HTML`` (set :attr:`Feedback.value`), with one thing more in
the browser: when the value changes it scrolls itself into view, as far as needed and no further.
Feedback is drawn below the table and the buttons; pressed at the bottom of a window, Check seemed
to do nothing (trial 27). Its front end is a few lines shipped with the package (no CDN).
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

__all__ = ["Feedback"]


class Feedback(anywidget.AnyWidget):
    """An HTML box that brings itself into view when its ``value`` changes."""

    _esm = Path(__file__).with_name("assets") / "feedback.js"

    value = traitlets.Unicode("").tag(sync=True)

    def __init__(self, value: str = "", **kwargs: object) -> None:
        super().__init__(value=value, **kwargs)
