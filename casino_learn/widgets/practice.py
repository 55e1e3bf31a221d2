"""The practice page: a learner types their name, then either picks a kind of exercise or
presses **Practise my weak spots** (the kit picks each next exercise and its level from the
learner's record, :mod:`casino_learn.exercises.adaptive`), with progress kept in their own
file and a picture of their mastery."""

from __future__ import annotations

import html
import random
from pathlib import Path

import ipywidgets as widgets

from ..exercises import EXERCISE_KINDS, Progress, progress_report
from ..exercises.adaptive import LEVEL_DOWN_AFTER, LEVEL_UP_AFTER, Pick, finish, next_exercise, serve
from ..exercises.progress import check_learner_name, current_learner, hub_learner
from ..i18n import N_, _, ngettext
from .common import LaterClose, fit_text, message_html
from .exercise import ExerciseWidget

__all__ = ["PracticePage"]

# Learner-facing words (English here, worded when shown; translators: keep the {placeholders}).
# Translators: {path} is the progress file's path; keep the <code> tags.
HELLO = N_("Hello {name}! Your progress is kept in <code>{path}</code>.")
HELLO_NO_PATH = N_("Hello {name}! Your progress is kept for you.")
ADAPTIVE_BUTTON = N_("Practise my weak spots")
NEXT_BUTTON = N_("Next exercise")
LEVEL_NOW = N_("Level {level}.")


class PracticePage:
    """Unlimited practice for one learner::

        page = PracticePage(home="/tmp/class")      # progress files go to home (default: per user)
        page.start("Ana", kind="find_captures", variant="royal", difficulty=2)
        page.practise_weak_spots("Ana")             # the kit picks the exercise and its level
        page.next()                                 # the level follows the answers; the next pick
    """

    def __init__(self, home: str | Path | None = None, seed: int = 1, *, remembered_name: bool = True, show_path: bool = True) -> None:
        """``remembered_name=False`` leaves the name box empty instead of showing the learner
        remembered on this computer (the classroom app: many students, one computer);
        ``show_path=False`` does not name the progress file (the app: no server path on a student's page)."""
        self.home = home
        self.show_path = show_path
        self.seed = seed
        self._retired = LaterClose()  # exercises replaced are closed one replacement later
        self.rng = random.Random(seed)
        self.progress: Progress | None = None
        self.exercise: ExerciseWidget | None = None
        self.pick: Pick | None = None
        self.name = widgets.Text(description=_("Your name:"), placeholder=_("e.g. Ana"), value=(current_learner(home) or "") if remembered_name else "")
        if hub_learner():  # the school hub: the learner is the logged-in user, and no other
            self.name.value, self.name.disabled = hub_learner() or "", True
        self.kind = widgets.Dropdown(
            options=[(_(info.title) if info.title else info.title, name) for name, info in EXERCISE_KINDS.items()],
            description=_("Practise:"),
            layout=widgets.Layout(width="100%", max_width="46em"),
        )
        # Translators: the two games in a short menu.
        self.variant = widgets.Dropdown(options=[(_("Classic"), "classic"), (_("Royal"), "royal")], description=_("Game:"))
        self.difficulty = widgets.Dropdown(options=[(_("Level {level}", level=n), n) for n in (1, 2, 3)], description=_("Level:"))
        self.start_button = widgets.Button(description=_("Start"), button_style="primary", icon="play")
        # "primary", not "success": white on JupyterLab's light-theme green is 4.1:1, below the 4.5:1
        # that small text needs (axe colour-contrast, issue 12); its blue passes in both themes.
        self.adaptive_button = widgets.Button(description=_(ADAPTIVE_BUTTON), button_style="primary", icon="magic",
                                              layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(description=_(NEXT_BUTTON), icon="forward", layout=widgets.Layout(display="none"))
        self.report_button = widgets.Button(description=_("My progress"), icon="bar-chart")
        self.message = widgets.HTML()
        self.why = widgets.HTML()
        self.area = widgets.VBox()
        self.report = widgets.HTML()
        self.start_button.on_click(lambda _b: self.start())
        self.adaptive_button.on_click(lambda _b: self.practise_weak_spots())
        self.next_button.on_click(lambda _b: self.next())
        self.report_button.on_click(lambda _b: self.show_report())
        self.view = widgets.VBox([
            widgets.HBox([self.name, self.variant], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.adaptive_button, self.report_button], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.kind, self.difficulty, self.start_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.message, self.why, self.area, self.next_button, self.report,
        ])
        fit_text(self.view)

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    def _load(self) -> Progress | None:
        try:
            name = check_learner_name(self.name.value)
        except ValueError as e:
            self.message.value = message_html(html.escape(str(e)))
            return None
        if self.progress is None or self.progress.learner != name:
            self.progress = Progress.load(name, home=self.home)
        notes = "".join(f"<p>{html.escape(m)}</p>" for m in self.progress.messages)
        hello = HELLO if self.show_path else HELLO_NO_PATH
        self.message.value = message_html(_(hello, name=html.escape(name), path=html.escape(str(self.progress.path))) + notes)
        return self.progress

    def start(self, name: str | None = None, kind: str | None = None, variant: str | None = None, difficulty: int | None = None) -> ExerciseWidget | None:
        """Start practising one kind (arguments set the pickers, as the clicks would)."""
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
        self.pick = None
        self.why.value = ""
        self.next_button.layout.display = "none"
        self._show(ExerciseWidget(self.kind.value, self.seed, self.variant.value, self.difficulty.value, progress=progress))
        self.seed += 1000
        return self.exercise

    # --- practice that adapts --------------------------------------------------------------------------
    def practise_weak_spots(self, name: str | None = None, variant: str | None = None) -> ExerciseWidget | None:
        """Start adaptive practice: the kit chooses each exercise and its level."""
        if name is not None:
            self.name.value = name
        if variant is not None:
            self.variant.value = variant
        if self._load() is None:
            return None
        self.exercise = None
        # Translators: {n} right answers in a row (e.g. 3); {down} is "{n} misses" (its own message).
        return self._serve(ngettext(
            "The kit chooses each exercise for you: your weakest topic first, one level harder after {n} right at the "
            "first try in a row, easier after {down} in a row, and now and then a review of what you have mastered.",
            "The kit chooses each exercise for you: your weakest topic first, one level harder after {n} right at the "
            "first try in a row, easier after {down} in a row, and now and then a review of what you have mastered.",
            LEVEL_UP_AFTER, down=ngettext("{n} miss", "{n} misses", LEVEL_DOWN_AFTER)))

    def next(self) -> ExerciseWidget | None:
        """Finish the current exercise (its level may move) and show the next one."""
        progress = self._load()
        if progress is None:
            return None
        note = ""
        if self.pick is not None and self.exercise is not None:
            seen = bool(self.exercise.solution_box.value)
            note = finish(progress, self.exercise.exercise, solution_seen=seen)
        return self._serve(note)

    def _serve(self, note: str) -> ExerciseWidget | None:
        progress = self.progress
        if progress is None:
            return None
        pick = next_exercise(progress, self.rng)
        serve(progress, pick)
        self.pick = pick
        exercise = ExerciseWidget(pick.kind, pick.seed, self.variant.value, pick.level, progress=progress)
        exercise.new_button.layout.display = "none"  # the next exercise is chosen by the kit
        self._show(exercise)
        lines = [note] if note else []
        lines.append(pick.why(progress) + " " + _(LEVEL_NOW, level=pick.level))
        self.why.value = message_html("<br>".join(html.escape(line) for line in lines))
        self.next_button.layout.display = None
        return self.exercise

    def _show(self, exercise: ExerciseWidget) -> None:
        """Show ``exercise`` in place of the one before, whose widgets are closed (not kept for the page's life)."""
        previous = self.exercise if self.exercise is not exercise else None
        self.exercise = exercise
        self.area.children = [exercise.view]
        self._retired.replaced([previous] if previous is not None else [])  # with what it replaced itself

    def show_report(self) -> str:
        """Mastery per topic as a picture (SVG bars), the numbers, and what to practise next."""
        progress = self._load()
        if progress is None:
            return ""
        self.report.value = progress_report(progress).html
        return self.report.value
