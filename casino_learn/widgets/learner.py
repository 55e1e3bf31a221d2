"""Who is learning: the name asked once (lesson 00) and remembered on this computer, a one-line
card at the top of each later lesson's exercises, and the learner's progress from any lesson.

    LearnerCard()            # lesson 00: "What is your name?" (or "You are Ana ..." once known)
    learner_line()           # later lessons: "You are Ana — your progress is kept (Change name)"
    my_progress()            # mastery per topic as a picture (SVG bars) and what to practise next

Every exercise widget records to the remembered learner's progress file
(:func:`casino_learn.exercises.progress.current_learner`); nothing is kept before a name is given.
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as widgets

from ..exercises.progress import Progress, check_learner_name, current_learner, hub_learner, remember_learner, save_waiting
from ..exercises.report import progress_report
from ..i18n import N_, _
from .common import fit_text, message_html

__all__ = ["LearnerCard", "learner_line", "my_progress"]

# Learner-facing words (English here, worded when shown; translators: keep the {placeholders}).
ASK_NAME = N_("What is your name?")
# Translators: an example name in the name box; any common first name.
NAME_PLACEHOLDER = N_("e.g. Ana")
KEEP_BUTTON = N_("Keep my progress")
# Translators: keep the <b> tags round the name.
YOU_ARE = N_("You are <b>{name}</b> — your progress is kept.")
# Translators: on the school server (JupyterHub); keep the <b> tags round the name.
HUB_YOU_ARE = N_("You are <b>{name}</b>: on the school server your name is your log-in, so there is nothing to type "
                 "here. Your progress is kept.")
NOBODY_YET = N_("Your progress is not kept yet: give your name in lesson 00 (or here) first.")
SAVED_NAME = N_("Hello {name}! From now on every lesson keeps your progress.")
STARS_KEPT = N_("The stars you won in this lesson before giving your name are kept too.")
CHANGE_BUTTON = N_("Change name")
PROGRESS_BUTTON = N_("My progress")
HIDE_PROGRESS_BUTTON = N_("Hide my progress")
# Translators: {problem} is the system's error message.
CANNOT_SAVE = N_("Your name could not be kept on this computer: {problem}. Your answers still count here.")
NO_NAME_FOR_PROGRESS = N_("Give your name first: then the kit keeps your progress and shows it here.")


class LearnerCard:
    """Asks "What is your name?" once, then shows "You are <name> — your progress is kept"
    with **Change name** and **My progress** buttons. The name is remembered on this computer
    (in ``home``, default ``$CASINO_LEARN_HOME`` or ``~/.casino_learn``)::

        card = LearnerCard()
        card.set_name("Zoë")      # as typing the name and pressing Keep my progress
        card.show_progress()      # as pressing My progress (returns the HTML shown)
        card.change_name()        # as pressing Change name: the question again
    """

    def __init__(self, home: str | Path | None = None, *, compact: bool = False) -> None:
        self.home = home
        self.compact = compact
        self._stars_kept = False  # stars won before the name was given were kept when it was
        self.name_box = widgets.Text(placeholder=_(NAME_PLACEHOLDER), continuous_update=False, layout=widgets.Layout(width="240px"))
        self.question = widgets.HTML(f"<b>{html.escape(_(ASK_NAME))}</b>")
        self.keep_button = widgets.Button(description=_(KEEP_BUTTON), button_style="primary", icon="check", layout=widgets.Layout(width="auto"))
        self.change_button = widgets.Button(description=_(CHANGE_BUTTON), icon="pencil",
                                            layout=widgets.Layout(width="auto"))
        self.progress_button = widgets.Button(description=_(PROGRESS_BUTTON), icon="bar-chart", layout=widgets.Layout(width="auto"))
        self.line = widgets.HTML()
        self.message = widgets.HTML()
        self.report = widgets.HTML()
        self.keep_button.on_click(lambda _b: self.set_name())
        # Enter (or leaving the box) keeps the name too.
        self._typing = True
        self.name_box.observe(lambda change: self.set_name() if self._typing and change["new"].strip() else None, names="value")
        self.change_button.on_click(lambda _b: self.change_name())
        self.progress_button.on_click(lambda _b: self.toggle_progress())
        self.ask_row = widgets.HBox([self.question, self.name_box, self.keep_button], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.known_row = widgets.HBox([self.line, self.change_button, self.progress_button],
                                      layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.view = widgets.VBox([self.ask_row, self.known_row, self.message, self.report],
                                 layout=widgets.Layout(border="1px solid var(--jp-border-color2, #ccc)", padding="4px 8px", margin="4px 0"))
        fit_text(self.view)
        if hub_learner():  # the school hub: the learner is the logged-in user, and no other
            self.change_button.layout.display = "none"
        self._show(current_learner(home))

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    @property
    def learner(self) -> str | None:
        """The remembered learner (read afresh: another lesson may have changed it)."""
        return current_learner(self.home)

    def _show(self, name: str | None) -> None:
        asking = name is None
        self.ask_row.layout.display = None if asking else "none"
        self.known_row.layout.display = "none" if asking else None
        if name is not None:
            words = HUB_YOU_ARE if hub_learner() and not self.compact else YOU_ARE  # lesson 00 on the hub: no name to type
            self.line.value = f'<span style="color: var(--jp-ui-font-color1, #222);">{_(words, name=html.escape(name))}</span>'
        elif self.compact:
            self.question.value = f"<b>{html.escape(_(ASK_NAME))}</b> <span style='color: var(--jp-ui-font-color1, #222);'>" \
                                  f"({html.escape(_(NOBODY_YET))})</span>"

    def set_name(self, name: str | None = None) -> bool:
        """Remember ``name`` (or the typed one). On a name that cannot be used, says why and
        returns False."""
        if name is not None:
            self._typing = False
            try:
                self.name_box.value = name
            finally:
                self._typing = True
        try:
            clean = check_learner_name(self.name_box.value)
            remember_learner(clean, home=self.home)
        except ValueError as e:
            self.message.value = message_html(html.escape(str(e)))
            return False
        except OSError as e:
            self.message.value = message_html(html.escape(_(CANNOT_SAVE, problem=e.strerror or e)))
            return False
        said = _(SAVED_NAME, name=clean)
        # Said again when the name is kept twice (Enter, then the button: trial 41 saw the second message only).
        self._stars_kept = bool(save_waiting()) or self._stars_kept
        if self._stars_kept:
            said += " " + _(STARS_KEPT)
        self.message.value = message_html(html.escape(said))
        self.report.value = ""
        self._show(clean)
        return True

    def change_name(self) -> None:
        """Ask the name again (the old name's progress stays in its own file)."""
        self._typing = False
        try:
            self.name_box.value = ""
        finally:
            self._typing = True
        self.message.value = ""
        self.report.value = ""
        self.progress_button.description = _(PROGRESS_BUTTON)
        self._show(None)

    def show_progress(self) -> str:
        """Show the learner's mastery per topic and what to practise next; returns the HTML."""
        self.report.value = my_progress_html(self.home)
        self.progress_button.description = _(HIDE_PROGRESS_BUTTON)
        return self.report.value

    def toggle_progress(self) -> None:
        if self.report.value:
            self.report.value = ""
            self.progress_button.description = _(PROGRESS_BUTTON)
        else:
            self.show_progress()


def my_progress_html(home: str | Path | None = None) -> str:
    """The remembered learner's progress report as HTML (a message if no name was given)."""
    name = current_learner(home)
    if name is None:
        return message_html(html.escape(_(NO_NAME_FOR_PROGRESS)))
    progress = Progress.load(name, home=home)
    notes = "".join(f"<p>{html.escape(m)}</p>" for m in progress.messages)
    from .stage import stars_summary_html

    return progress_report(progress).html + stars_summary_html(progress.stars) + (message_html(notes) if notes else "")


def learner_line(home: str | Path | None = None) -> LearnerCard:
    """The one-line card for the top of a lesson's exercises: "You are <name> — your
    progress is kept", with Change name and My progress (asks the name if none is known)."""
    return LearnerCard(home, compact=True)


def my_progress(home: str | Path | None = None) -> widgets.HTML:
    """The learner's progress from any lesson: mastery per topic as a picture (SVG bars),
    the numbers, and what to practise next."""
    return widgets.HTML(my_progress_html(home))
