"""A course stage on screen: its rule in plain words, an example, and live-table tasks with stars.

:class:`TaskWidget` is one task: a :class:`MoveBuilder` table whose moves are checked against the
task's goal on the spot. A move that is allowed but misses the goal is explained and taken back;
a refused move is explained by the table itself. :class:`StageWidget` shows a stage's tasks one
after another. Both have a Python API (``play_move``, ``hint``, ``show_solution``, ``next``) so
they are tested without a browser; the rules and goals live in :mod:`casino_learn.course`.
"""

from __future__ import annotations

import html
import time
import warnings
from typing import Callable, Collection, Iterable, Mapping

import ipywidgets as widgets

from ..course.catalog import get_stage, heading
from ..course.coverage import rules_met, rules_met_before, where_met, where_met_after
from ..course.stages import Stage, Task, star_words, stars_for
from ..display import render
from ..exercises.core import active_gap, note_action
from ..exercises.progress import Progress, ProgressWarning, current_learner, save_waiting, wait_for_learner
from ..exercises.report import NOT_STARTED, STATUS_WORDS
from ..i18n import N_, _, ngettext, pgettext
from ..rules.cards import Card
from ..rules.game import Game
from ..rules.moves import Move
from ..rules.state import GameState
from ..texts.describe import describe_move
from ..texts.grammar import join_and
from ..texts.rulebook import lab_links
from .common import feedback_html, fit_text, message_html
from .feedback import Feedback
from .move_builder import MoveBuilder, PlayResult

__all__ = ["TaskWidget", "StageWidget", "stage", "stage_table", "lesson_table", "stars_html"]

#: Words said inside f-strings below, marked here for the catalog (an f-string hides them
#: from the extractor); each is translated with ``_`` where it is shown.
_MARKED = (
    N_('not solved yet'),
)

#: The learner's seat in a stage's example: "You" (the other is "Opponent"); in a task the learner is the player to move.
LEARNER = 0


#: Learner-facing words (module-level, for a translator; English here, worded when shown).
WORDS = {
    "task": N_("Task {number} of {count}."),
    "hint": N_("Hint"),
    "show": N_("Show me a solution"),
    "again": N_("Start again"),
    "next": N_("Next task"),
    # Translators: the way on beside a task not solved yet (trial 22 skipped a task by accident with "Next task").
    "skip": N_("Skip this task"),
    "first": N_("Back to task 1"),
    "solved": N_("Solved!"),
    "solved_shown": N_("Done, with the solution shown (no stars)."),
    # Translators: after the stars of a task solved with fewer than three; {what} says the tries and hints, e.g.
    # "2 tries and 1 hint" (trial 40: nothing said why a star was missing).
    "fewer_stars": N_("({what}: three stars are for the first try with no hint)"),
    # Trial 40 won stars in lesson 3 before giving a name and lost them without a word.
    # Not "at the top of this lesson": lesson 1's box is under "Check yourself" (trial 41).
    # Translators: “What is your name?” is the name box's question (the same words as there).
    "stars_waiting": N_("Your stars are not kept yet: give your name in this lesson's “What is your name?” box, and they "
                        "will be kept."),
    "taken_back": N_("Your move was taken back: try again."),
    "no_hints": N_("No more hints. Press “Show me a solution” if you are stuck."),
    # Translators: {move} is a move in words, e.g. "capture 8♦ with 8♥".
    "solution": N_("One solution: {move}. Play it on the table to go on (no stars this time)."),
    "last_task": N_("That was the last task of this stage."),
    # Translators: a task played over several moves; {number} is the learner's move now, e.g. "Move 2 of 2."
    "move": N_("Move {number} of {count}."),
    # Translators: said after the learner's move that reached one step of a longer task; the opponent's
    # move is shown above the table (in words and as a picture).
    # The next goal is said here too: in the task's title only, it was off screen after the first move (trial 28).
    # Translators: {goal} is the goal of the learner's next move, a whole sentence.
    # Not "Good.": in raise-then-answer task 3 the opponent then takes the raised build (trial 32).
    # The goal follows on its own line under "Your next goal" (trial 44 read "Your next goal: Now take …" as odd).
    "step_done": N_("That is the move this step asks for. The opponent has answered: see above the table."),
    # Translators: a label on its own line, above the goal of the learner's next move (a whole sentence).
    "next_goal": N_("Your next goal"),
    # Translators: in a task's title after its first move, beside "Move 2 of 2."; the goal itself is under the table.
    "goal_below": N_("Your goal for this move is written below the table."),
    # Translators: a label on its own line, above the goal of the learner's move now, said again under a refusal or a
    # miss after the first move of a task with replies.
    "your_goal": N_("Your goal"),
    # Translators: {move} is the opponent's move in words, e.g. "Opponent raised your build to 9 with 3♣".
    # Not "The opponent's reply: Opponent trailed 2♣." (trial 25: "the opponent" beside the name "Opponent").
    "reply": N_("Reply: {move}"),
    "reply_heading": N_("What the opponent did"),
    # Translators: before a task's instruction that another task of the stage shares; {cards} e.g. "3♠, 8♥ and K♦".
    "you_hold": N_("You hold {cards}."),
    "restarted": N_("Undo takes the task back to its start: the opponent's reply was part of it."),
    # Translators: on the table once a task is solved; "Next task" and "Start again" are the buttons' names.
    "done": N_("This task is done: nothing more happens on this table. Press “Next task” to go on, or “Start again” to play it again."),
    # Translators: on the table once the stage's last task is solved; "Start again" is the button's name.
    "done_last": N_("This task is done, and it was the last task of this stage. Press “Start again” to play it again, "
                      "or “Back to task 1” to go through the stage again."),
}


def _w(key: str, **params: object) -> str:
    """One of :data:`WORDS` in the language in use."""
    return _(WORDS[key], **params)


def stars_html(stars: int | None, total: int = 3) -> str:
    """Stars as pictures with words for a screen reader (``None``: not solved yet)."""
    if stars is None:
        return f'<span class="casino-stars casino-muted" title="{html.escape(_("not solved yet"))}">☆☆☆</span>'
    label = html.escape(star_words(stars))
    return (f'<span class="casino-stars" role="img" aria-label="{label}" title="{label}" '
            f'style="color:var(--jp-warn-color1,#b8860b);letter-spacing:2px">'
            f'{"★" * stars}{"☆" * (total - stars)}</span>')


class TaskWidget:
    """One task of a stage on a live table: ``play_move("8H capture 8D")``, ``hint()``,
    ``show_solution()``, ``start_again()``. ``stars`` is ``None`` until solved."""

    def __init__(self, task: Task, *, key: str, number: int = 1, count: int = 1,
                 taught: tuple[str, ...] = ("capture", "trail"), progress: Progress | None | str = "auto",
                 on_solved: Callable[["TaskWidget"], None] | None = None, clock: Callable[[], float] = time.monotonic,
                 name_hand: bool = False, cited: Collection[str] | None = None,
                 later: Mapping[str, str] | None = None) -> None:
        self.task = task
        self.key = key
        #: Say the hand before the instruction: another task of the stage has the same instruction (trial 8:
        #: "Next task" seemed to do nothing when the title stayed the same).
        self.name_hand = name_hand
        # Active time on the task, counted as for exercises (exercises.core.active_gap).
        self.clock = clock
        self.shown_at = clock()
        self._last_action: float | None = None
        self.seconds = 0.0  # not yet recorded in the learner's progress
        self._hints_recorded = 0
        self.tries = 0
        self.hints = 0
        self.step_hints = 0  # hints asked for the move now (a task with replies has hints per move)
        self.shown = False
        self.stars: int | None = None
        self.best: int | None = None
        self.on_solved = on_solved
        self._auto_progress = progress == "auto"
        self.progress: Progress | None = None if isinstance(progress, str) else progress
        self.number, self.count = number, count
        self.step = 0  # the learner's move now (0 first); a task with replies has several
        self.replies: list[str] = []  # the opponent's replies so far, in words
        self.reply_box = widgets.HTML()
        self.heading = widgets.HTML(self._heading(number, count))
        self.builder = MoveBuilder(task.position, taught=taught, cited=cited, later=later,
                                   on_played=self._played, on_refused=self._refused, on_undo=self._undo_pressed,
                                   on_selection=self._selection_changed, task_cards=self._task_cards)
        self.feedback = Feedback()
        self.builder.feedback.observe(self._table_refused, names="value")
        self.hint_button = widgets.Button(description=_w("hint"), icon="lightbulb-o")
        self.show_button = widgets.Button(description=_w("show"), icon="eye", layout=widgets.Layout(width="auto"))
        self.again_button = widgets.Button(description=_w("again"), icon="refresh")
        self.hint_button.on_click(lambda _b: self.hint())
        self.show_button.on_click(lambda _b: self.show_solution())
        self.again_button.on_click(lambda _b: self.start_again())
        buttons = widgets.HBox([self.hint_button, self.show_button, self.again_button],
                               layout=widgets.Layout(flex_flow="row wrap"))
        self.view = fit_text(widgets.VBox([self.heading, self.reply_box, self.builder.view, buttons, self.feedback]))

    @property
    def goal(self):  # noqa: ANN201  (a Goal)
        """The goal of the learner's move now (a task with replies has one per move)."""
        return self.task.goal_of(self.step)

    def _heading(self, number: int, count: int) -> str:
        words = _w("task", number=number, count=count)
        instruction = self.goal.instruction
        if self.name_hand and self.step == 0:
            hand = self.task.position.hands[self.task.position.to_move]
            instruction = f"{_w('you_hold', cards=join_and([card.symbol for card in hand]))} {instruction}"
        if self.task.steps > 1 and self.step > 0 and not self.solved:
            # After the first move the goal is said under the table, where the reply and the learner are (trial 28: the
            # title was off screen there); the title says where it is, not the goal a second time (trial 46), and never
            # "Move 2 of 2." alone (trial 33).
            instruction = f"{_w('move', number=self.step + 1, count=self.task.steps)} {_w('goal_below')}"
        elif self.task.steps > 1:
            instruction = f"{_w('move', number=self.step + 1, count=self.task.steps)} {instruction}"
        return (f'<div class="casino-task-goal" style="font-size:1.05em"><b>{html.escape(words)}</b> '
                f'{html.escape(instruction)} {stars_html(self.best)}</div>')

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    @property
    def solved(self) -> bool:
        return self.stars is not None

    # --- what the learner does ------------------------------------------------------------------
    def play_move(self, move: Move | str) -> PlayResult:
        """Make ``move`` through the table's own clicks (as a learner would)."""
        return self.builder.play_move(move)

    def touch(self) -> None:
        """The learner did something on this task: the time since their last action counts."""
        if self.solved:
            return
        now = self.clock()
        self.seconds += active_gap(now, self.shown_at, self._last_action, self.clock)
        self._last_action = now

    def _played(self, move: Move, _text: str) -> None:
        self.touch()
        if self.solved:
            return
        state = self.builder.game.history[-1].before
        self.tries += 1
        if self.goal.met(state, move) and self.step < len(self.task.replies):
            self._answer(_text)
            return
        if self.goal.met(state, move):
            self.stars = stars_for(self.tries - self.step, self.hints, self.shown)
            self.best = self.stars if self.best is None else max(self.best, self.stars)
            success = self.task.success
            # Not "Solved! ☆☆☆" after the solution was shown (trial 16). The stars at the end, not in the middle of the
            # sentence (trial 40), with why they are fewer than three.
            said = " ".join(filter(None, [html.escape(_w("solved") if self.stars else _w("solved_shown")), html.escape(success),
                                          f"{stars_html(self.stars)}{self._why_fewer()}" if self.stars else ""]))
            self.builder.feedback.value = ""  # said once, here, not three times (learner trial)
            self.feedback.value = feedback_html(True, f"{html.escape(_text)} {said}")
            self.builder.card_table.announce = f"{_text} {_w('solved')} {success}"
            self._record()
            self.heading.value = self._heading(self.number, self.count)
            self._show_done()
            if self.on_solved is not None:
                self.on_solved(self)
            return
        why = self.goal.why_not(state, move)
        self.builder.game.undo()
        self.builder.refresh()
        self.builder.feedback.value = ""
        self.builder.card_table.announce = f"{why} {_w('taken_back')}"  # the table's own words are stale now
        # A miss says what to look for ("Can you find one that takes four table cards?"), then, after the first move of a
        # task with replies, the goal once on its own line (the title points here: trial 46; trial 33 read it twice in one
        # sentence).
        self.feedback.value = feedback_html(False, f"{html.escape(why)} {html.escape(_w('taken_back'))}{self._goal_again()}")

    def _answer(self, your_move: str) -> None:
        """The learner's move reached this step's goal: the opponent replies on the table, in words
        and as a before/after picture, and the next step's goal is shown."""
        from ..course.replies import reply_move

        reply = self.task.replies[self.step]
        before = self.builder.state
        move = reply_move(before, reply)
        text = self.builder.game.play(move)
        self.step += 1
        self.step_hints = 0
        self.builder.feedback.value = ""
        self.builder.refresh()
        words = _w("reply", move=text)
        self.replies.append(words)
        picture = render.move_html(before, move, viewer=0, notation=False)
        said = f"<p><b>{html.escape(reply.said)}</b></p>" if reply.said else ""
        # The picture says the move in words above it: said once, not twice (learner trial).
        self.reply_box.value = (f'<div class="casino-task-reply"><b>{html.escape(_w("reply_heading"))}</b>'
                                f'{picture}{render.picture_note()}{said}</div>')
        self.heading.value = self._heading(self.number, self.count)
        self.feedback.value = feedback_html(True, f"{html.escape(your_move)} {html.escape(_w('step_done'))}"
                                                  f"{self._goal_html('next_goal')}")
        self.builder.card_table.announce = f"{your_move} {words} {reply.said} {self.goal.instruction}"

    def _selection_changed(self) -> None:
        """New cards chosen: a miss about the move taken back no longer applies (trial 32 read it under "Build chosen");
        after the first move of a task with replies the goal stays."""
        if not self.solved and "✘" in self.feedback.value:
            self._show_goal_only()

    def _goal_again(self) -> str:
        """After the first move of a task with replies, its goal to say again under a hint or a refusal (under "Your goal",
        as HTML: the title may be off screen by then, trial 28); else ""."""
        return self._goal_html("your_goal") if self.step and not self.solved else ""

    def _goal_html(self, label: str) -> str:
        """The goal of the learner's move now on its own line, under its label ("Your goal", "Your next goal")."""
        return (f'<div class="casino-goal"><b>{html.escape(_w(label))}</b><br>'
                f'{html.escape(self.goal.instruction)}</div>')

    def _show_goal_only(self) -> None:
        """The feedback box with nothing but the goal said again (see :meth:`_goal_again`), or empty."""
        goal = self._goal_again()
        self.feedback.value = message_html(goal) if goal else ""

    def _show_done(self) -> None:
        """A solved task's table waits for nothing more: it says so, and Undo and Play are off (the
        trial of issue 23: a solved reply task said "Waiting for Opponent to play." with Undo on)."""
        builder = self.builder
        said = _w("done_last") if self.number == self.count else _w("done")
        builder.status.value = message_html(html.escape(said))
        for control in (builder.play_button, builder.clear_button, builder.undo_button, builder.moves_button):
            control.disabled = True
        builder.card_table.enabled = False

    def _task_cards(self) -> set[Card] | None:
        """The hand cards that can make the move this task asks for now (None once it is solved)."""
        if self.solved:
            return None
        return {move.card for move in self.goal.solutions(self.builder.state)} or None

    def _undo_pressed(self) -> None:
        """Undo: in the middle of a task with replies, back to its start (the reply was part of it);
        a solved task is not taken back (Start again plays it again)."""
        if self.solved:
            return
        if self.step > 0:
            self.start_again()
            self.feedback.value = message_html(html.escape(_w("restarted")))
        else:
            self.builder.undo()

    def _table_refused(self, change: dict) -> None:
        """The table refused a selection (it says why, above): the stage's last message, about an
        earlier move, no longer applies (trial 3: a green "Good." stayed under a new refusal)."""
        if "✘" in str(change.get("new", "")):
            self.touch()
            self.feedback.value = ""

    def _refused(self, _result: PlayResult) -> None:
        self.touch()
        if not self.solved:
            self.tries += 1
            # the table says "Not allowed" and why, just above: said once (issue 23, messages shown twice); after the
            # first move of a task with replies the goal stays in view (it is no longer in the title)
            self._show_goal_only()

    def hint(self) -> str:
        """The next hint (each says more); asking counts for the stars."""
        self.touch()
        hints = self.task.hints_of(self.step)
        if self.step_hints < len(hints):
            text = hints[self.step_hints]
            self.hints += 1
            self.step_hints += 1
        else:
            text = _w("no_hints")
        # Translators: before a hint's text, e.g. "Hint: look for an 8."
        label = _("{label}:", label=_w("hint"))
        self.feedback.value = message_html(f"<b>{html.escape(label)}</b> {html.escape(text)} {self._goal_again()}")
        return text

    def show_solution(self) -> str:
        """Say one move that reaches the goal (solving it afterwards wins no stars). In a task with
        replies, the move for the step the learner is at (the replies so far stay on the table)."""
        self.touch()
        state = self.task.position if self.step == 0 else self.builder.state
        solutions = self.goal.solutions(state)
        self.shown = True
        words = describe_move(state, solutions[0], tense="suggestion") if solutions else pgettext("no move", "none")
        text = _w("solution", move=words)
        if self.step == 0:
            self.start_again(keep_feedback=True)
        else:
            self.builder.clear()
        self.feedback.value = message_html(html.escape(text))
        return text

    def start_again(self, keep_feedback: bool = False) -> None:
        """Put the position back as it was (stars already won are kept)."""
        self.builder.game = Game.from_state(self.task.position)
        self.step, self.step_hints, self.replies, self.reply_box.value = 0, 0, [], ""
        self.heading.value = self._heading(self.number, self.count)
        self.builder.clear()
        self.builder.feedback.value = ""
        self.builder.moves_list.value = ""
        self.builder.refresh()
        if self.solved:  # a fresh go: stars can be won again (the best is kept)
            self.stars, self.tries, self.hints, self.shown = None, 0, 0, False
        if not keep_feedback:
            self.feedback.value = ""

    def _why_fewer(self) -> str:
        """" (2 tries: three stars are for the first try with no hint)" for fewer than three stars, else ""."""
        if self.stars is None or self.stars >= 3:
            return ""
        tries = self.tries - self.step
        what = [ngettext("{n} try", "{n} tries", tries)] if tries > 1 else []
        what += [ngettext("{n} hint", "{n} hints", self.hints)] if self.hints else []
        return f' <span class="casino-muted">{html.escape(_w("fewer_stars", what=join_and(what)))}</span>' if what else ""

    def _record(self) -> None:
        if self._auto_progress and self.progress is None:
            learner = current_learner()
            if learner is None and self.stars:
                wait_for_learner(self._record)  # kept as soon as a name is given
                self.feedback.value += message_html(html.escape(_w("stars_waiting")))
            if learner is not None:
                save_waiting(skip=self._record)  # stars won here before the name was given in another lesson
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", ProgressWarning)
                        self.progress = Progress.load(learner)
                except OSError:
                    self.progress = None
        if self.progress is not None and self.stars is not None:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", ProgressWarning)
                    if self.seconds:  # saved with the stars (issue 23 trial 4: a stage's minutes counted nowhere)
                        self.progress.record_stage_time(self.key, self.seconds, save=False)
                        self.seconds = 0.0
                    if self.hints > self._hints_recorded:  # and its hints (trial 5: they counted nowhere)
                        self.progress.record_stage_hints(self.key, self.hints - self._hints_recorded, save=False)
                        self._hints_recorded = self.hints
                    self.best = self.progress.record_stars(self.key, self.stars)
            except OSError as e:
                # Translators: {problem} is the system's error message.
                said = _("Your stars could not be saved: {problem}. They still count here.", problem=str(e))
                self.feedback.value += message_html(html.escape(said))


def _statements_html(stage: Stage) -> str:
    """The rules the stage teaches, one line each from the rule's entry: "R9 · The owner may not
    trail: If you own a build you may not trail." (the number links to the rules reference)."""
    from ..texts.rulebook import rule_href

    lines = [f'<li><a href="{html.escape(rule_href(code))}">{code}</a> · <b>{html.escape(name)}</b>: {html.escape(text)}</li>'
             for code, name, text in stage.rule_statements()]
    return f'<ul class="casino-stage-rules" style="margin:4px 0">{"".join(lines)}</ul>' if lines else ""


def _rules_said(stage: Stage) -> tuple[frozenset[str], dict[str, str]]:
    """The rule numbers a refusal in ``stage`` may name (those met so far), and for every other rule where it is
    taught (issue 23, #3: lesson 3's Stage 1 refused a build "(R7)", Stage 2's rule)."""
    cited = rules_met(stage)
    return cited, {f"R{n}": where_met(f"R{n}", stage) for n in range(1, 16) if f"R{n}" not in cited}


def stage_table(position: GameState, name: str) -> MoveBuilder:
    """A live table that speaks as the stage called ``name`` does: it offers the kinds of move taught by then and
    names by number only the rules met by then (lesson 3's first build, just before Stage 1)."""
    chosen = get_stage(name)
    cited, later = _rules_said(chosen)
    return MoveBuilder(position, taught=chosen.taught, cited=cited, later=later)


def lesson_table(position: GameState, lesson: int, taught: tuple[str, ...] = ("capture", "trail")) -> MoveBuilder:
    """A live table at the start of ``lesson``, outside any stage: it offers the kinds of move ``taught`` and names by
    number only the rules met before (lesson 00's first table cited R2 and R3, lesson 02's rules: review 11)."""
    cited = rules_met_before(lesson)
    later = {f"R{n}": where_met_after(f"R{n}", lesson) for n in range(1, 16) if f"R{n}" not in cited}
    return MoveBuilder(position, taught=taught, cited=cited, later=later)


class StageWidget:
    """A stage: its title, its rule in plain words, the example, then its tasks one at a time.

    ``stage.task`` is the task on screen; ``next()`` goes on; ``stars`` lists each task's stars.
    """

    def __init__(self, stage: Stage | str, *, progress: Progress | None | str = "auto", show_rule: bool = True,
                 show_title: bool = True, rule_outside: bool = False) -> None:
        self.stage = get_stage(stage) if isinstance(stage, str) else stage
        count = len(self.stage.tasks)
        shared = [task.goal_of(0).instruction for task in self.stage.tasks]
        cited, later = _rules_said(self.stage)
        self.tasks = [TaskWidget(task, key=f"{self.stage.name}:{i + 1}", number=i + 1, count=count,
                                 taught=self.stage.taught, progress=progress, on_solved=self._solved,
                                 name_hand=shared.count(shared[i]) > 1, cited=cited, later=later)
                      for i, task in enumerate(self.stage.tasks)]
        self._show_stars_won_before(progress)
        self.index = 0
        self.title = widgets.HTML(f'<h3 style="margin:4px 0">{html.escape(heading(self.stage))}</h3>')
        parts: list[widgets.Widget] = [self.title] if show_title else []
        beside: list[widgets.Widget] = []  # the rule beside its picture, wrapping under it on a narrow screen (issue 23)
        # Beside a picture the rule keeps to a column; alone (the reply stages) it takes a reading width
        # (trial 4: three words a line); ipywidgets' HTML lines are a widget's height apart unless set.
        width = "26em" if self.stage.example is not None else "48em"
        self.rule_box = widgets.HTML(f'<div class="casino-stage-rule" style="max-width:{width};margin-right:16px;'
                                     f'line-height:1.45">'
                                     f'{lab_links(self.stage.rule)}{_statements_html(self.stage)}</div>')
        self.example_html = ""
        if self.stage.example is not None:
            example = self.stage.example
            picture = render.move_html(example.position, example.move, viewer=LEARNER, notation=False)
            caption = html.escape(example.caption)
            self.example_html = (f'<div class="casino-stage-example">{picture}{f"<p>{caption}</p>" if caption else ""}'
                                 f'{render.picture_note()}</div>')
        #: The rule and its example as a page's own HTML (``rule_outside``: :func:`stage` shows it as a cell output, where
        #: JupyterLab follows the rule links to their cell; in a widget a link reloaded the whole page, trial 22).
        self.rule_outside = rule_outside
        if not rule_outside:
            if show_rule:
                beside.append(self.rule_box)
            if self.example_html:
                beside.append(widgets.HTML(self.example_html))
        if beside:
            parts.append(widgets.HBox(beside, layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start")))
        self.summary = widgets.HTML()
        self.next_button = widgets.Button(description=_w("next"), icon="arrow-right", button_style="primary")
        self.next_button.on_click(lambda _b: self.next())
        self.holder = widgets.VBox([self.tasks[0].view])
        self.view = fit_text(widgets.VBox(parts + [self.holder, widgets.HBox([self.next_button]), self.summary]))
        self._update()

    def rule_and_example_html(self) -> str:
        """The stage's rule (with its rule links) beside its example picture, as one piece of HTML."""
        # Links underlined: told apart from the text by more than colour (axe "link-in-text-block").
        return ('<style>.casino-view-stage .casino-stage-rule a{text-decoration:underline}</style>'
                f'<div class="casino-view-stage" style="display:flex;flex-wrap:wrap;align-items:flex-start">'
                f'{self.rule_box.value}{self.example_html}</div>')

    def _show_stars_won_before(self, progress: Progress | None | str) -> None:
        """Each task shows the stars the learner won before (kept in their progress): running a stage's
        cell again showed ☆☆☆ on tasks already won (trial 3)."""
        if progress == "auto":
            learner = current_learner()
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", ProgressWarning)
                    progress = Progress.load(learner) if learner is not None else None
            except OSError:
                progress = None
        if not isinstance(progress, Progress):
            return
        for task in self.tasks:
            won = progress.stars.get(task.key)
            if won:
                task.best = won
                task.heading.value = task._heading(task.number, task.count)

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    @property
    def task(self) -> TaskWidget:
        return self.tasks[self.index]

    @property
    def stars(self) -> list[int | None]:
        return [t.best for t in self.tasks]

    def next(self) -> TaskWidget:
        """Go to the next task (after the last, back to the first)."""
        note_action(self.task.clock)  # the next task's time starts now, not when the lesson ran
        self.index = (self.index + 1) % len(self.tasks)
        self.holder.children = (self.task.view,)
        self._update()
        return self.task

    def _solved(self, _task: TaskWidget) -> None:
        self._update()

    def _update(self) -> None:
        won = sum(s or 0 for s in self.stars)
        row = " ".join(stars_html(s) for s in self.stars)
        done = all(s is not None for s in self.stars)
        words = (ngettext("Stage complete: {stars} of {n} star.", "Stage complete: {stars} of {n} stars.", 3 * len(self.tasks),
                          stars=won) if done else "")
        last = self.index == len(self.tasks) - 1
        open_tasks = [t.number for t in self.tasks if t.best is None]
        if last and self.task.best is not None and open_tasks:
            # A task skipped earlier is named where the stage ends (trial 22 met it only by going round again).
            words = ngettext("Not solved yet: task {numbers}.", "Not solved yet: tasks {numbers}.", len(open_tasks),
                             numbers=join_and([str(n) for n in open_tasks]))
        self.summary.value = f'<div class="casino-stage-summary">{row} {html.escape(words)}</div>'
        self.next_button.description = _w("first") if last else _w("next") if self.task.best is not None else _w("skip")
        # The way on is the thing to press once the task is solved; before that it stays plain, so it does
        # not invite skipping the task (trial 4).
        self.next_button.button_style = "primary" if self.task.best is not None else ""
        # "Back to task 1" only once the last task is solved (trial 5 read it beside an unsolved last task;
        # a stage of one task has nowhere to go at all).
        self.next_button.layout.display = None if not last or (self.task.best is not None and len(self.tasks) > 1) else "none"


def stage(name: str) -> StageWidget:
    """The stage called ``name`` on screen (what a lesson cell calls). The lesson's own heading names
    the stage just above the cell, so the widget does not say its title a second time (issue 23). Its rule and
    example are shown first as the cell's own HTML output: JupyterLab opens a rule link from there at its cell in
    the rules reference, where a link inside a widget made the browser load the whole page again (trial 22)."""
    from IPython.display import HTML, display

    shown = StageWidget(name, show_title=False, rule_outside=True)
    display(HTML(shown.rule_and_example_html()))
    return shown


#: How the stars summary is said (module-level, for a translator).
STARS_HEADING = N_("Stars in the course's stages")
STARS_NONE = N_("No stage tasks solved yet: each stage in lessons 1 to 8 has tasks with up to three stars.")


def _begun(stars: dict[str, int], stages: Iterable[Stage]) -> bool:
    """Has any task of ``stages`` a record in ``stars`` (keys "stage:task")?"""
    return any(stars.get(f"{s.name}:{i}") is not None for s in stages for i in range(1, len(s.tasks) + 1))


def stars_summary_html(stars: dict[str, int]) -> str:
    """The stars won per lesson and per stage (``stars`` as kept in a progress file)."""
    from ..course.catalog import STAGES

    lessons: dict[int, list[Stage]] = {}
    for item in STAGES.values():
        lessons.setdefault(item.lesson, []).append(item)
    if not _begun(stars, STAGES.values()):
        return f"<p>{html.escape(_(STARS_NONE))}</p>"
    rows = []
    for lesson, stages in sorted(lessons.items()):
        won = sum(stars.get(f"{s.name}:{i}", 0) for s in stages for i in range(1, len(s.tasks) + 1))
        total = 3 * sum(len(s.tasks) for s in stages)
        line = ngettext("Lesson {lesson}: {won} of {n} star", "Lesson {lesson}: {won} of {n} stars", total, lesson=lesson, won=won)
        if not _begun(stars, stages):
            # A lesson not begun: no stage names yet (trial 38, in lesson 3, read Royal stages and partners here); the
            # progress bars' own words.
            rows.append(f"<li><b>{html.escape(line)}</b>: {html.escape(_(STATUS_WORDS[NOT_STARTED]))}</li>")
            continue
        parts = ", ".join(
            f"{html.escape(heading(s))} " + " ".join(stars_html(stars.get(f'{s.name}:{i}')) for i in range(1, len(s.tasks) + 1))
            for s in stages)
        rows.append(f"<li><b>{html.escape(line)}</b>: {parts}</li>")
    return f"<h4>{html.escape(_(STARS_HEADING))}</h4><ul>{''.join(rows)}</ul>"
