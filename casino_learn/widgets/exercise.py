"""The exercise widget: a question, its position, an answer box or clickable cards and choices,
Check / Hint / Show solution, and feedback. A thin view over :mod:`casino_learn.exercises`:
checking, hints and solutions all come from the exercise object.
"""

from __future__ import annotations

import html
import warnings
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..display import render
from ..exercises import EXERCISE_KINDS, Exercise, Progress, ProgressWarning, Result, make_exercise
from ..exercises.core import FormField
from ..exercises.evaluation import DETAILS_TITLE
from ..exercises.progress import current_learner
from ..exercises.registry import input_style
from ..i18n import N_, _
from ..rules.cards import Card, parse_card
from ..rules.variants import get_rules
from ..texts.rulebook import rule_codes, rule_short, rules_not_listed
from .common import ItemButton, LaterClose, card_item, close_tree, fit_text, message_html, text_width
from .feedback import Feedback

__all__ = ["ExerciseWidget", "exercise_set"]

#: Words said inside f-strings below, marked here for the catalog (an f-string hides them
#: from the extractor); each is translated with ``_`` where it is shown.
_MARKED = (
    N_('Hints'),
    N_('Solution'),
)

def _whole_words(text: str, limit: int = 600) -> str:
    """An answer echoed back: whole, or cut after a whole word with "…" when very long (never mid-word)."""
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0] + "…"


def _short(text: str, limit: int = 70) -> str:
    """A rule's text for a menu: whole words, with "…" when cut."""
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"


if TYPE_CHECKING:  # pragma: no cover
    from ..rules.variants import RuleSet


def _rule_options(game: "str | RuleSet | None" = None) -> list[tuple[str, str | None]]:
    """The rule menu, worded in the language in use (built with each widget, not at import): only
    the rules of ``game`` (a variant or RuleSet; None: all fifteen), each with its short statement."""
    options: list[tuple[str, str | None]] = [(_("— rule —"), None)]
    return options + [(f"{r}: {_short(rule_short(r, game))}", r) for r in rule_codes(game)]


def _rule_texts(game: "str | RuleSet | None" = None) -> dict[str, str]:
    """Each rule's whole short statement, for the rule buttons (wrapped, never cut: issue 23 trial)."""
    return {r: f"{r}: {rule_short(r, game)}" for r in rule_codes(game)}


def _variant_name(variant: str) -> str:
    return _("Royal Casino") if get_rules(variant).is_royal else _("Classic Casino")


#: Said above a form to click (issue 23: clicks instead of formats; typing still works).
FORM_NOTE = N_("Answer in the form, or type the whole answer in the box below; then press Check.")
RULE_NOTE = N_("Click the rule that forbids it:")
#: Above the table items to click: the table picture is only a picture (issue 23 trial).
ITEMS_NOTE = N_("The picture above cannot be clicked. To choose table cards or builds, click these buttons:")
#: The same, for a table without builds (lessons 00-02 have not taught them: trial 3).
#: Above the lettered choices of an exercise drawn with a table picture (trial 13 clicked the picture of
#: "Which builds may you make?" and nothing happened).
#: The button for the answer "none of the choices" (which_builds, raise_or_add).
NONE_OF_THEM = N_("None of them")
CHOICES_NOTE = N_("The picture above cannot be clicked. To answer, click the letter buttons below:")
ITEMS_NOTE_CARDS = N_("The picture above cannot be clicked. To choose table cards, click these buttons:")
#: Characters of an answer format the answer box shows whole in its placeholder (about 46em at 13px).
LONG_FORMAT = 90
#: Beside the answer box where an answer can also be clicked (issue 23 trial).
EITHER_NOTE = N_("Click your answer or type it, not both: typing clears your clicks, and a click clears the typed text.")
#: The same, above a form whose lines are boxes to fill in (trial 17: "Click your answer" beside nothing to click).
EITHER_NOTE_FORM = N_("Use the form or the box below, not both: typing in the box clears the form, and filling in the "
                      "form clears the box.")

#: Chosen buttons stand out in the light and the dark theme (JupyterLab's own colours), and a
#: rule or choice button shows its whole text on several lines (issue 23 trials).
EXERCISE_CSS = """<style>
.casino-exercise .jupyter-button.mod-active {
  background: var(--jp-brand-color1, #1976d2); color: var(--jp-ui-inverse-font-color0, #fff);
  box-shadow: inset 0 0 0 2px var(--jp-brand-color0, #0d47a1); font-weight: bold; opacity: 1;
}
.casino-exercise .casino-rule-button, .casino-exercise .casino-choice-button {
  white-space: normal; height: auto; min-height: var(--jp-widgets-inline-height, 28px);
  text-align: left; line-height: 1.3; padding-top: 3px; padding-bottom: 3px;
}
</style>"""

_CHOOSING = {"choose_many", "choose_one", "choose_one_rule"}
_ONE_CHOICE = {"choose_one", "choose_one_rule"}
#: Progress of the remembered learner: the default, so every lesson's exercises are kept.
AUTO = "auto"
#: The lesson that teaches the deal (rounds, dealer, stock: §3): an exercise picture from an earlier lesson
#: leaves them out.
DEAL_LESSON = 4


#: Said under an answer checked after the exercise was solved: it is not another try (trial 7).
SOLVED_BEFORE = N_("You have already solved this one, so this answer is not counted as a try. "
                   "Press New exercise for another.")


#: Said under a right answer given after Show solution (trial 8: it read as a first-try solve).
AFTER_SOLUTION = N_("You saw the solution first, so this one earns no credit. Press New exercise to try one on your own.")


class ExerciseWidget:
    """One exercise at a time, with a "New exercise" button for more of the same kind::

        w = ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=2)
        w.answer("8D, 6H+2D")      # the same as typing and pressing Check
        w.hint(); w.show_solution()

    Other keyword arguments are the kind's own options (``question="leftovers"`` for the_deal),
    kept for "New exercise". Progress (attempts, hints, time) is recorded in ``progress``; by default (``"auto"``) in
    the file of the learner remembered on this computer (:func:`remember_learner`), if any.
    ``progress=None`` records nothing.
    """

    def __init__(
        self,
        kind: str | Exercise,
        seed: int = 1,
        variant: str = "classic",
        difficulty: int = 1,
        *,
        progress: Progress | None | str = AUTO,
        four_color: bool = False,
        **options: Any,
    ) -> None:
        self.options = dict(options)  # the kind's own choices, e.g. question="leftovers" (practice_map)
        self._auto_progress = progress == AUTO
        self.progress: Progress | None = progress if isinstance(progress, Progress) else None
        self.four_color = four_color
        self.title = widgets.HTML()
        self.prompt = widgets.HTML()
        self.picture = widgets.HTML()
        self.clickables = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.either_note = widgets.HTML()
        self._quiet = False  # True while one kind of input clears the other
        self.choice_buttons = widgets.VBox()
        self.rule_picker = widgets.Dropdown(options=_rule_options(), value=None, description=_("Rule:"),
                                            layout=widgets.Layout(width="100%", max_width="46em", display="none"))
        # The rule as buttons (issue 23); the menu stays, hidden, as the one value both set.
        self.rule_note = widgets.HTML(html.escape(_(RULE_NOTE)))
        self.rule_buttons: list[widgets.ToggleButton] = []
        self.rule_box = widgets.VBox(layout=widgets.Layout(display="none"))
        self.rule_picker.layout.display = "none"
        self.rule_picker.observe(lambda change: self._rule_picked(change["new"]), names="value")
        self._retired = LaterClose()  # the rule buttons are made with each exercise (_draw), not here as well
        self.form_note = widgets.HTML()
        self.form_box = widgets.VBox()
        self.form_controls: dict[str, Any] = {}
        self.yes_no = widgets.ToggleButtons(options=[(_("Yes"), True), (_("No"), False)], value=None, description=_("Allowed?"),
                                            layout=widgets.Layout(display="none"))
        self.text = widgets.Text(placeholder=_("type your answer here"), layout=widgets.Layout(width="100%", max_width="46em"))
        self.format_note = widgets.HTML()  # a long answer format in full, under the box (its placeholder is cut)
        self.check_button = widgets.Button(description=_("Check"), button_style="primary", icon="check")
        self.hint_button = widgets.Button(description=_("Hint"), icon="lightbulb-o")
        self.solution_button = widgets.Button(description=_("Show solution"), icon="eye")
        self.new_button = widgets.Button(description=_("New exercise"), icon="refresh")
        self.feedback = Feedback()
        self.checked_answer = widgets.HTML()
        self.hints_box = widgets.HTML()
        self.solution_box = widgets.HTML()
        self._last_input = "text"
        self.text.observe(self._typed, names="value")
        self.rule_picker.observe(self._picked, names="value")
        self.yes_no.observe(self._picked, names="value")
        self.check_button.on_click(lambda _b: self.check())
        # Enter in the answer box checks, as in any form (learner trial). ipywidgets 8 marks
        # on_submit deprecated without a replacement that fires on Enter only (observing the
        # value with continuous_update=False fires on leaving the box too), so keep it while it exists.
        if hasattr(self.text, "on_submit"):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                self.text.on_submit(lambda _t: self.check())
        self.hint_button.on_click(lambda _b: self.hint())
        self.solution_button.on_click(lambda _b: self.show_solution())
        self.new_button.on_click(lambda _b: self.new())
        self.view = widgets.VBox([
            self.title, self.prompt, self.picture, self.clickables, self.choice_buttons,
            widgets.HBox([self.yes_no, self.rule_picker], layout=widgets.Layout(flex_flow="row wrap")),
            self.rule_box, self.form_note, self.form_box, self.either_note,
            widgets.HBox([self.text, self.check_button], layout=widgets.Layout(flex_flow="row wrap")), self.format_note,
            widgets.HBox([self.hint_button, self.solution_button, self.new_button]),
            self.checked_answer, self.feedback, self.hints_box, self.solution_box, widgets.HTML(EXERCISE_CSS),
        ], layout=widgets.Layout(border="1px solid var(--jp-border-color2, #ccc)", padding="8px", margin="6px 0"))
        self.view.add_class("casino-exercise")
        fit_text(self.view)
        if isinstance(kind, Exercise):
            self.kind, self.seed, self.variant, self.difficulty = kind.kind, kind.seed, kind.variant, kind.difficulty
            self._show(kind)
        else:
            exercise = make_exercise(kind, seed, variant, difficulty, **self.options)
            # The exercise's own kind ("who_wins" is "royal_count_out" in progress and worksheets: make_exercise says).
            self.kind, self.seed, self.variant, self.difficulty = exercise.kind, seed, variant, difficulty
            self._show(exercise)

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    def close(self) -> int:
        """Close every widget of the exercise, those it replaced and is still keeping too; returns how many."""
        return self._retired.close_now() + close_tree(self.view)

    # --- showing an exercise ------------------------------------------------------------------------
    def _show(self, exercise: Exercise) -> None:
        # The parts made for the exercise before (its table items, choices and form) are closed once
        # replaced: a session of many exercises kept them all (review 9).
        replaced = [*self.clickables.children, *self.choice_buttons.children, *self.form_box.children, *self.rule_buttons]
        self._draw(exercise)
        self._retired.replaced(replaced)

    def _draw(self, exercise: Exercise) -> None:
        self.exercise = exercise
        self.result: Result | None = None
        self.clicked: list[Card | str] = []
        self.chosen: list[int] = []
        info = EXERCISE_KINDS[exercise.kind]
        # The rules a kind practises are not listed here: for "May you trail?" they narrowed the
        # answer to three rules (learner trial).
        # Translators: an exercise's title, e.g. "Exercise: Find the captures".
        heading = _("Exercise: {title}", title=_(info.title) if info.title else info.title)
        # Translators: after the exercise's title, e.g. "— Classic Casino, level 2".
        level = _("— {game}, level {level}", game=_variant_name(exercise.variant), level=exercise.difficulty)
        self.title.value = (
            f'<div style="color:var(--jp-ui-font-color1,#222)"><b>{html.escape(heading)}</b> '
            f'<span style="color:var(--jp-ui-font-color1,#222)">{html.escape(level)}</span></div>'
        )
        self.prompt.value = f'<div style="color:var(--jp-ui-font-color1,#222);white-space:pre-wrap;line-height:1.5">{html.escape(exercise.prompt)}</div>'
        if exercise.state is not None and exercise.shows_table:
            # The question names its game's house rules (may_trail level 3): not the picture's header again (the
            # prompt is also the worksheet's, which has no header).
            self.picture.value = render.state_html(exercise.state, seat=exercise.learner_seat, four_color=self.four_color,
                                                   width=56, deal_facts=exercise.lesson >= DEAL_LESSON, house_rules=False)
        elif exercise.cards:
            self.picture.value = render.hand_html(exercise.cards, four_color=self.four_color, width=56)
        else:
            self.picture.value = ""
        self._items: dict[Card | str, ItemButton] = {}
        style = input_style(exercise.kind)
        # A picture with "Your turn" looks like a live table: it is said not to be one, above the buttons of a kind
        # answered by buttons (ITEMS_NOTE, CHOICES_NOTE), else above the picture (trial 34 clicked lesson 05's sweeps
        # picture; trial 35 read the note under it only after trying to click).
        buttons_say_it = style == "click_items" or (style in _CHOOSING and bool(exercise.choices))
        if self.picture.value and not (buttons_say_it and exercise.state is not None):
            # A card shown alone says so too (trial 41 clicked lesson 0's 4♠ in "What does this card capture?").
            self.picture.value = render.picture_note() + self.picture.value
        if style == "click_items" and exercise.state is not None:
            table = exercise.state.table
            for card in table.loose:
                self._items[card] = card_item(card, self._click, four_color=self.four_color, width=44)
            for b in table.builds:
                # Translators: a build button's tooltip, e.g. "build of 8".
                self._items[b.id] = ItemButton(b.id, f"{b.id}: {b.value}", _("build of {value}", value=b.value), lambda sel: "", self._click)
            # the buttons only: the pictures are the table above, and a picture here could not be clicked (issue 23)
            note = ITEMS_NOTE if table.builds else ITEMS_NOTE_CARDS
            self.clickables.children = [widgets.HTML(html.escape(_(note)))] + [i.button for i in self._items.values()]
        else:
            self.clickables.children = []
        self._choice_toggles: list[widgets.ToggleButton] = []
        self.none_toggle: widgets.ToggleButton | None = None
        if exercise.choices and style in _CHOOSING:
            for i, text in enumerate(exercise.choices):
                # The letter and the words on one button: trial 37 clicked a choice's words and nothing happened.
                toggle = widgets.ToggleButton(description=f"{chr(65 + i)}\u2003{text}", tooltip=text,
                                              layout=widgets.Layout(width="auto", max_width="46em", min_width="44px"))
                toggle.add_class("casino-choice-button")  # wrapped on several lines, left-aligned, as the rule buttons
                toggle.observe(lambda change, index=i: self._choose(index, change["new"]), names="value")
                self._choice_toggles.append(toggle)
            rows = [widgets.HBox([toggle]) for toggle in self._choice_toggles]
            if style == "choose_many":
                # "none" is an answer here: a button for it (trial 24 pressed Check with nothing chosen and was told
                # to type 'none').
                self.none_toggle = widgets.ToggleButton(description=_(NONE_OF_THEM), layout=widgets.Layout(width="auto"))
                self.none_toggle.observe(lambda change: self._choose_none(change["new"]), names="value")
                rows.append(widgets.HBox([self.none_toggle]))
            picture_note = [widgets.HTML(html.escape(_(CHOICES_NOTE)))] if self.picture.value and exercise.state is not None else []
            self.choice_buttons.children = picture_note + rows
        elif exercise.choices:
            self.choice_buttons.children = [widgets.HTML("<ol type='A'>" + "".join(f"<li>{html.escape(c)}</li>" for c in exercise.choices) + "</ol>")]
        else:
            self.choice_buttons.children = []
        needs_rule = style in ("choose_one_rule", "yes_no_rule")
        self.rule_box.layout.display = None if needs_rule else "none"
        self.rule_picker.value = None
        self.rule_picker.options = _rule_options(exercise.rule_set)  # only the rules of this exercise's game
        self._make_rule_buttons()
        self._show_form(exercise.form())
        self.yes_no.layout.display = None if style == "yes_no_rule" else "none"
        self.yes_no.value = None
        self.text.value = ""
        can_click = bool(self._items or self._choice_toggles or needs_rule or self.form_fields)
        either = EITHER_NOTE_FORM if self.form_fields and not (self._items or self._choice_toggles or needs_rule) else EITHER_NOTE
        self.either_note.value = f"<i>{html.escape(_(either))}</i>" if can_click else ""
        self.text.placeholder = exercise.answer_format
        # A format longer than the box shows is said in full under it (trial 34 read "…(numbers alone are rea…").
        self.format_note.value = ""
        if len(exercise.answer_format) > LONG_FORMAT:
            # Translators: {format} says how to type the answer, e.g. "the parts separated by ';', e.g. 'spades: You 7, …'".
            how = _("How to type it: {format}", format=exercise.answer_format)
            self.format_note.value = f'<div class="casino-muted" style="font-size:90%;line-height:1.4">{html.escape(how)}</div>'
        self.feedback.value = ""
        self.checked_answer.value = ""
        self.hints_box.value = ""
        self.solution_box.value = ""
        self.solution_button.disabled = False

    # --- rules as buttons, and the form (issue 23) ----------------------------------------------------
    def _make_rule_buttons(self) -> None:
        self.rule_buttons = []  # those made for the exercise before are closed by _show, a little later
        whole = _rule_texts(getattr(getattr(self, "exercise", None), "rule_set", None))
        for shown, code in self.rule_picker.options:
            if code is None:
                continue
            text = whole.get(code, shown)
            button = widgets.ToggleButton(description=text, tooltip=text,
                                          layout=widgets.Layout(width="auto", max_width="46em"))
            button.add_class("casino-rule-button")
            button.observe(lambda change, code=code: self._rule_button(code, change["new"]), names="value")
            self.rule_buttons.append(button)
        # Trial 31: the buttons went R1-R11, R15 after lesson 00's "fifteen rules": the rulebook says where the others went.
        not_listed = rules_not_listed(self.exercise.rule_set)
        missing = [widgets.HTML(f'<small class="casino-muted">{html.escape(not_listed)}</small>')] if not_listed else []
        self.rule_box.children = [self.rule_note, *self.rule_buttons, *missing]

    def _rule_codes(self) -> list[str]:
        return [code for _shown, code in self.rule_picker.options if code is not None]

    def _rule_button(self, code: str, on: bool) -> None:
        if on:
            self.rule_picker.value = code
        elif self.rule_picker.value == code:
            self.rule_picker.value = None

    def _rule_picked(self, code: str | None) -> None:
        for button, other in zip(self.rule_buttons, self._rule_codes()):
            if button.value != (other == code):
                button.value = other == code

    def click_rule(self, code: str) -> "ExerciseWidget":
        """Click the button of rule ``code`` ("R9")."""
        codes = self._rule_codes()
        if code.upper() not in codes:
            raise ValueError(_("{item} is not one of the rules offered.", item=code))
        self.rule_buttons[codes.index(code.upper())].value = True
        return self

    def _show_form(self, fields: tuple[FormField, ...]) -> None:
        self.form_fields = fields
        self.form_controls = {}
        rows = []
        for field in fields:
            label = widgets.HTML(f"<b>{html.escape(field.label)}</b>", layout=widgets.Layout(width="190px"))
            if field.kind == "numbers":
                # Each box as wide as the others whatever the name before it (trial 36: "Opponent"'s box was narrower).
                control: Any = [widgets.Text(description=name, placeholder="?", style={"description_width": "auto"},
                                             layout=widgets.Layout(width=f"calc({text_width(name)}ch + 84px)"))
                                for name in field.sides]
                for box in control:
                    box.observe(self._filled, names="value")
                rows.append(widgets.HBox([label, *control], layout=widgets.Layout(flex_flow="row wrap")))
            elif field.kind == "one":
                control = widgets.ToggleButtons(options=[(shown, i) for i, (shown, _v) in enumerate(field.options)],
                                                value=None, style={"button_width": "auto"})
                control.observe(self._picked, names="value")
                rows.append(widgets.HBox([label, control], layout=widgets.Layout(flex_flow="row wrap")))
            else:
                control = [widgets.ToggleButton(description=shown, layout=widgets.Layout(width="auto"))
                           for shown, _v in field.options]
                for i, toggle in enumerate(control):
                    toggle.observe(lambda change, key=field.key, i=i: self._many_clicked(key, i, change["new"]), names="value")
                rows.append(widgets.HBox([label, *control], layout=widgets.Layout(flex_flow="row wrap")))
            self.form_controls[field.key] = control
        self.form_box.children = rows
        fit_text(self.form_box)  # a translated label may be longer than the English (issue 21)
        self.form_note.value = f"<i>{html.escape(_(FORM_NOTE))}</i>" if fields else ""

    def _many_clicked(self, key: str, index: int, on: bool) -> None:
        """"None" is on its own: clicking it clears the others, clicking another clears it."""
        if not on:
            return
        self._used_clicks()
        field = next(f for f in self.form_fields if f.key == key)
        for i, toggle in enumerate(self.form_controls[key]):
            if i != index and toggle.value and (field.options[index][1] is None or field.options[i][1] is None):
                toggle.value = False

    def fill(self, key: str, value: Any) -> "ExerciseWidget":
        """Fill one line of the form as a learner would: numbers for a "numbers" line (one per
        name), the shown words of a button for a "one" line, a list of them for a "many" line."""
        field = next((f for f in self.form_fields if f.key == key), None)
        if field is None:
            raise ValueError(_("{item} is not a line of this form.", item=key))
        control = self.form_controls[key]
        if field.kind == "numbers":
            for box, number in zip(control, value):
                box.value = str(number)
        elif field.kind == "one":
            control.value = [shown for shown, _v in field.options].index(value)
        else:
            wanted = set(value)
            for toggle, (shown, _v) in zip(control, field.options):
                toggle.value = shown in wanted
        return self

    def _form_answer(self) -> tuple[dict[str, Any], list[str]] | None:
        """The form's filled lines as the mapping :meth:`Exercise.parse` reads, and in words."""
        answer: dict[str, Any] = {}
        words: list[str] = []
        for field in self.form_fields:
            control = self.form_controls[field.key]
            if field.kind == "numbers":
                given = [box.value.strip() for box in control]
                if not all(given):
                    continue
                answer[field.key] = given
                shown = ", ".join(f"{name} {g}" for name, g in zip(field.sides, given))
            elif field.kind == "one":
                if control.value is None:
                    continue
                shown, answer[field.key] = field.options[control.value]
            else:
                chosen = [option for toggle, option in zip(control, field.options) if toggle.value]
                if not chosen:
                    continue
                values = [v for _shown, v in chosen if v is not None]
                answer[field.key] = values if values else "none"
                shown = ", ".join(s for s, _v in chosen)
            words.append(f"{field.label}: {shown}")
        return (answer, words) if answer else None

    def _half_filled_line(self) -> str | None:
        """The label of the first form line of numbers with some boxes filled and some empty (a learner who typed only
        "You" was told to type the whole answer in the format, as if nothing had been given)."""
        for field in self.form_fields:
            if field.kind == "numbers":
                given = [box.value.strip() for box in self.form_controls[field.key]]
                if any(given) and not all(given):
                    return field.label
        return None

    def _click(self, item: Card | str, on: bool) -> None:
        self.exercise.touch()
        if on:
            self._used_clicks()
        if item in self._items:  # the chosen look also when clicked in the browser
            self._items[item].button.button_style = "info" if on else ""
            self._items[item].button.icon = "check" if on else ""
        if on and item not in self.clicked:
            self.clicked.append(item)
        elif not on and item in self.clicked:
            self.clicked.remove(item)

    def _choose_none(self, on: bool) -> None:
        """"None of them" pressed: the choices are unpressed (and a choice pressed unpresses it)."""
        self.exercise.touch()
        if self.none_toggle is not None:
            self.none_toggle.icon = "check" if on else ""
        if on:
            self._used_clicks()
            for toggle in self._choice_toggles:
                toggle.value = False

    def choose_none(self) -> "ExerciseWidget":
        """Press "None of them" (an exercise whose answer may be that no choice is allowed)."""
        if self.none_toggle is None:
            raise ValueError(_("This exercise has no “None of them” button."))
        self.none_toggle.value = True
        return self

    def _choose(self, index: int, on: bool) -> None:
        self.exercise.touch()
        if on and self.none_toggle is not None:
            self.none_toggle.value = False
        if on:
            self._used_clicks()
        self._choice_toggles[index].icon = "check" if on else ""
        if on and index not in self.chosen:
            if input_style(self.exercise.kind) in _ONE_CHOICE:
                for i, toggle in enumerate(self._choice_toggles):
                    if i != index and toggle.value:
                        toggle.value = False
            self.chosen.append(index)
        elif not on and index in self.chosen:
            self.chosen.remove(index)

    # --- the learner's actions ---------------------------------------------------------------------------
    def click(self, item: str | Card) -> "ExerciseWidget":
        """Click a table card or build of the position (``"8D"``, ``"B1"``)."""
        key: Card | str = item.upper() if isinstance(item, str) and item.upper().startswith("B") and item[1:].isdigit() else parse_card(item)
        if key not in self._items:
            raise ValueError(_("{item} is not a table item of this exercise.", item=item))
        button = self._items[key].button
        button.value = not button.value
        return self

    def choose(self, index_or_letter: int | str, rule: str | None = None) -> "ExerciseWidget":
        """Click a choice (0-based index or letter) and, where asked, pick the rule."""
        index = index_or_letter if isinstance(index_or_letter, int) else ord(index_or_letter.strip().upper()) - 65
        self._choice_toggles[index].value = True
        if rule is not None:
            self.rule_picker.value = rule.upper()
        return self

    def _typed(self, change: dict) -> None:
        """Typing replaces the clicked answer: the clicks are cleared, so what is shown is what is checked."""
        if change.get("new") and not self._quiet:
            self._last_input = "text"
            self._clear_clicks()

    def _picked(self, change: dict) -> None:
        if change.get("new") is not None:
            self._used_clicks()

    def _filled(self, change: dict) -> None:
        """A number typed into a line of the form counts as a click (the form is the clicked answer)."""
        if change.get("new"):
            self._used_clicks()

    def _used_clicks(self) -> None:
        """A click (or a form line filled): it replaces the typed answer, which is cleared."""
        if self._quiet:
            return
        self._last_input = "click"
        if self.text.value:
            self._quiet = True
            try:
                self.text.value = ""
            finally:
                self._quiet = False

    def _clear_clicks(self) -> None:
        """Unpress every clicked item, choice, rule and form line (the typed answer is checked instead)."""
        self._quiet = True
        try:
            for item in self._items.values():
                item.button.value = False
            for toggle in self._choice_toggles:
                toggle.value = False
            if self.none_toggle is not None:
                self.none_toggle.value = False
            self.rule_picker.value = None
            self.yes_no.value = None
            for field in self.form_fields:
                control = self.form_controls[field.key]
                if field.kind == "numbers":
                    for box in control:
                        box.value = ""
                elif field.kind == "one":
                    control.value = None
                else:
                    for toggle in control:
                        toggle.value = False
        finally:
            self._quiet = False

    def _click_answer(self) -> Any:
        style = input_style(self.exercise.kind)
        form = self._form_answer()
        if form is not None:
            return form[0]
        if style == "yes_no_rule" and self.yes_no.value is not None:
            return (True, None) if self.yes_no.value else (False, self.rule_picker.value)
        if self.clicked:
            return list(self.clicked)
        if self.none_toggle is not None and self.none_toggle.value:
            return []
        if self.chosen:
            if style == "choose_one_rule":
                return (self.chosen[0], self.rule_picker.value)
            if style == "choose_one":
                return self.chosen[0]
            return sorted(self.chosen)
        return None

    def _answer_words(self, answer: Any) -> str:
        """The learner's answer as they gave it, for the line above the feedback."""
        if isinstance(answer, str):
            return answer
        form = self._form_answer()
        if isinstance(answer, dict) and form is not None and form[0] == answer:
            return "; ".join(form[1])
        style = input_style(self.exercise.kind)
        letters = "ABCDEFGHIJ"
        if style == "yes_no_rule" and isinstance(answer, tuple):
            return _("Yes") if answer[0] else _("No") + (f", {answer[1]}" if answer[1] else "")
        if style == "choose_one_rule" and isinstance(answer, tuple):
            return letters[answer[0]] + (f", {answer[1]}" if answer[1] else "")
        if isinstance(answer, int):
            return letters[answer] if self.exercise.choices else str(answer)
        if isinstance(answer, list) and style in _CHOOSING and not answer:
            return _(NONE_OF_THEM)
        if isinstance(answer, list) and style in _CHOOSING:
            return " ".join(letters[i] for i in answer if isinstance(i, int) and 0 <= i < len(letters))
        if isinstance(answer, list):
            return ", ".join(a.symbol if isinstance(a, Card) else str(a) for a in answer)
        return str(answer)

    def check(self, answer: Any = None) -> Result:
        """Check the typed answer (or ``answer``), else the clicked cards or choices."""
        if answer is None:
            typed, clicked = self.text.value.strip(), self._click_answer()
            # Both given: the one the learner gave last is checked, and shown as "Your answer" (issue 23:
            # typed text silently overrode a clicked choice).
            answer = clicked if clicked is not None and (not typed or self._last_input == "click") else typed
        if answer is None or answer == "":
            self.checked_answer.value = ""
            half = self._half_filled_line()
            # Translators: {format} shows how to write the answer, e.g. "8D, 6H+2D".
            said = (_("Fill in every box of “{line}” (a number in each), then press Check.", line=half) if half else
                    _("Type an answer ({format}), or click your choice, then press Check.", format=self.exercise.answer_format))
            self.feedback.value = message_html(html.escape(said))
            return Result(False, False, "no answer given", counted=False)
        # Exercise.check never raises for a learner's answer; a fault is reported, not counted.
        solved_before = self.exercise.solved
        self.result = self.exercise.check(answer)
        # An unreadable answer is said to be not counted once, in the verdict's title (learner trial).
        if self.result.counted and not solved_before:
            # Translators: above the feedback, e.g. "Your answer (try 2):" then the answer in bold.
            label = html.escape(_("Your answer (try {number}):", number=self.exercise.attempts))
        else:
            label = html.escape(_("Your answer:"))
        self.checked_answer.value = (f'<div style="color:var(--jp-ui-font-color1,#222)">{label} '
                                     f'<b>{html.escape(_whole_words(self._answer_words(answer)))}</b></div>')
        # After Show solution a right answer is not explained again: the solution above says it (trial 10).
        self.feedback.value = self.result.html(explained=not (self.result.correct and self.exercise.solution_seen))
        if solved_before and self.result.counted:
            self.feedback.value += message_html(html.escape(_(SOLVED_BEFORE)))
        elif self.result.counted:
            if self.result.correct and self.exercise.solution_seen:
                self.feedback.value += message_html(html.escape(_(AFTER_SOLUTION)))
            self._record()
        if self.result.counted and not self.result.correct and input_style(self.exercise.kind) == "choose_one":
            # A wrong letter does not keep its tick (trial 35 read "✔ D" beside "Not quite"): "Your answer: D" says
            # what was checked, and the letters are ready for the next try.
            for toggle in self._choice_toggles:
                toggle.value = False
        return self.result

    def answer(self, text: str) -> Result:
        """Type ``text`` into the answer box and press Check."""
        self.text.value = text
        return self.check()

    def hint(self) -> str | None:
        """Show the next hint (each one more specific)."""
        text = self.exercise.hint()
        shown = self.exercise.hints[: self.exercise.hints_used]
        items = "".join(f"<li>{html.escape(h)}</li>" for h in shown)
        no_more = html.escape(_("No more hints: press Show solution to see the full answer."))
        more = "" if text is not None and self.exercise.hints_left else f"<p><i>{no_more}</i></p>"
        self.hints_box.value = f'<div style="color:var(--jp-ui-font-color1,#222)"><b>{html.escape(_("Hints"))}</b><ol>{items}</ol>{more}</div>'
        self._record()
        return text

    def show_solution(self) -> str:
        """The full answer with its explanation, computed now by the rules engine."""
        text = self.exercise.show_solution()
        details = self.exercise.solution_details()
        if details:  # folded away: the numbers are for whoever wants them (trial 33)
            details = (f'<details class="casino-solution-details"><summary>{html.escape(_(DETAILS_TITLE))}</summary>'
                       f'{html.escape(details)}</details>')
        self.solution_box.value = (
            f'<div style="color:var(--jp-ui-font-color1,#222);white-space:pre-wrap;line-height:1.5;border-left:4px solid var(--jp-brand-color1,#1976d2);padding-left:8px">'
            f"<b>{html.escape(_('Solution'))}</b>\n{html.escape(text)}{details}</div>"
        )
        self._record()
        return text

    def new(self) -> Exercise:
        """A fresh exercise of the same kind (the next seed)."""
        self.seed += 1
        self._show(make_exercise(self.kind, self.seed, self.variant, self.difficulty, **self.options))
        return self.exercise

    def _record(self) -> None:
        if self._auto_progress:
            learner = current_learner()
            if learner is not None and (self.progress is None or self.progress.learner != learner):  # a new or changed name
                try:
                    with warnings.catch_warnings():  # said in the feedback, not as a red warning
                        warnings.simplefilter("ignore", ProgressWarning)
                        self.progress = Progress.load(learner)
                except OSError as e:
                    self.progress = None
                    # Translators: {problem} is the system's error message.
                    said = _("Your progress could not be read: {problem}. Your answers still count here.", problem=str(e))
                    self.feedback.value += message_html(html.escape(said))
                if self.progress is not None and self.progress.messages:
                    self.feedback.value += message_html(" ".join(html.escape(m) for m in self.progress.messages))
        if self.progress is not None:
            try:
                before = len(self.progress.messages)
                with warnings.catch_warnings():  # said in the feedback, not as a red warning
                    warnings.simplefilter("ignore", ProgressWarning)
                    self.progress.record(self.exercise)
                if len(self.progress.messages) > before:  # e.g. the file was found damaged while saving
                    self.feedback.value += message_html(" ".join(html.escape(m) for m in self.progress.messages[before:]))
            except OSError as e:
                # Translators: {problem} is the system's error message.
                said = _("Your progress could not be saved: {problem}. Your answers still count here.", problem=str(e))
                self.feedback.value += message_html(html.escape(said))


def exercise_set(kinds: list[str], seed: int = 1, variant: str = "classic", difficulty: int = 1,
                 progress: Progress | None | str = AUTO) -> widgets.VBox:
    """Several exercises one under the other (the end-of-lesson check)."""
    items = [ExerciseWidget(kind, seed + 10 * i, variant, difficulty, progress=progress) for i, kind in enumerate(kinds)]
    box = widgets.VBox([w.view for w in items])
    box.exercises = items  # type: ignore[attr-defined]
    return box
