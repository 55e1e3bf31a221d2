"""The practice page: a learner types their name, picks a kind of exercise and practises, with
progress kept in their own file and a report of what to practise next."""

from __future__ import annotations

import html
import re

import ipywidgets as widgets

from ..exercises import EXERCISE_KINDS, Progress, progress_report
from .common import message_html
from .exercise import ExerciseWidget

__all__ = ["PracticePage"]

_NAME = re.compile(r"^[\w .'-]{1,40}$")


class PracticePage:
    """Unlimited practice for one learner::

        page = PracticePage(home="/tmp/class")      # progress files go to home (default: per user)
        page.start("Ana", kind="find_captures", variant="royal", difficulty=2)
    """

    def __init__(self, home: str | None = None, seed: int = 1) -> None:
        self.home = home
        self.seed = seed
        self.progress: Progress | None = None
        self.exercise: ExerciseWidget | None = None
        self.name = widgets.Text(description="Your name:", placeholder="e.g. Ana")
        self.kind = widgets.Dropdown(
            options=[(info.title, name) for name, info in EXERCISE_KINDS.items()], description="Practise:",
            layout=widgets.Layout(width="420px"),
        )
        self.variant = widgets.Dropdown(options=[("Classic", "classic"), ("Royal", "royal")], description="Game:")
        self.difficulty = widgets.Dropdown(options=[("Level 1", 1), ("Level 2", 2), ("Level 3", 3)], description="Level:")
        self.start_button = widgets.Button(description="Start", button_style="primary", icon="play")
        self.report_button = widgets.Button(description="My progress", icon="bar-chart")
        self.message = widgets.HTML()
        self.area = widgets.VBox()
        self.report = widgets.HTML()
        self.start_button.on_click(lambda _b: self.start())
        self.report_button.on_click(lambda _b: self.show_report())
        self.view = widgets.VBox([
            widgets.HBox([self.name, self.variant], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.kind, self.difficulty], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.start_button, self.report_button]),
            self.message, self.area, self.report,
        ])

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    def _load(self) -> Progress | None:
        name = self.name.value.strip()
        if not _NAME.match(name):
            self.message.value = message_html("Type your name first (letters, numbers, spaces; up to 40), so your progress is kept in your own file.")
            return None
        if self.progress is None or self.progress.learner != name:
            self.progress = Progress.load(name, home=self.home)
        notes = "".join(f"<p>{html.escape(m)}</p>" for m in self.progress.messages)
        self.message.value = message_html(f"Hello {html.escape(name)}! Your progress is kept in <code>{html.escape(str(self.progress.path))}</code>.{notes}")
        return self.progress

    def start(self, name: str | None = None, kind: str | None = None, variant: str | None = None, difficulty: int | None = None) -> ExerciseWidget | None:
        """Start practising (arguments set the pickers, as the clicks would)."""
        if name is not None:
            self.name.value = name
        if kind is not None:
            self.kind.value = kind
        if variant is not None:
            self.variant.value = variant
        if difficulty is not None:
            self.difficulty.value = difficulty
        progress = self._load()
        if progress is None:
            return None
        self.exercise = ExerciseWidget(self.kind.value, self.seed, self.variant.value, self.difficulty.value, progress=progress)
        self.seed += 1000
        self.area.children = [self.exercise.view]
        return self.exercise

    def show_report(self) -> str:
        progress = self._load()
        if progress is None:
            return ""
        self.report.value = progress_report(progress).html
        return self.report.value
