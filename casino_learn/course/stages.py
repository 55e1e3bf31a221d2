"""Stages of the course: one idea each, its rule in plain words, an example, and 3-5 tasks.

A :class:`Task` is a lesson position on a live table with a :class:`~casino_learn.course.goals.Goal`
("take five cards"); the learner plays a move and it is checked on the spot. A :class:`Stage`
groups the tasks of one idea ("pairing", "the owner may not trail"). Stages are data: the
lesson notebooks show them with :class:`casino_learn.widgets.StageWidget`, the tests check that
every task can be solved and that not every move solves it, and the coverage map
(:mod:`casino_learn.course.coverage`) says which stage teaches which rule.

Languages (issue 16): a stage module writes every learner text in English marked with ``N_()``
(``title=N_("Pairing")``, ``hints=(N_("..."), N_("..."))``); the fields that hold them are
:class:`Translated`, so ``stage.title``, ``stage.rule``, ``example.caption``, ``task.hints`` and
``task.success`` are read in the language in use, and :func:`english` gives the text as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..i18n import N_, _, ngettext
from ..rules.moves import Move
from ..rules.positions import position
from ..rules.state import GameState
from ..rules.table import Build
from .goals import Goal

__all__ = ["Example", "Task", "Reply", "Stage", "SERIES_HEADINGS", "stars_for", "STAR_WORDS", "star_words",
           "Translated", "english"]

_NO_DEFAULT = object()


class Translated:
    """A dataclass field of learner text: it keeps the English it was given (marked with ``N_()``
    where written) and is read in the language in use; a tuple of texts (hints) is read item by item.

    A descriptor, so a stage module still writes ``Stage(title=N_("..."))`` and a widget still reads
    ``stage.title``; the English is ``english(stage, "title")``.
    """

    def __init__(self, default: Any = _NO_DEFAULT) -> None:
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.slot = f"_english_{name}"

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:  # the dataclass asks the class for the field's default
            if self.default is _NO_DEFAULT:
                raise AttributeError(self.name)
            return self.default
        return _translated(obj.__dict__[self.slot])

    def __set__(self, obj: Any, value: Any) -> None:  # the frozen dataclass's __init__ sets it once
        obj.__dict__[self.slot] = value


def _translated(value: Any) -> Any:
    if isinstance(value, str):
        return _(value) if value else value  # _("") would be the catalog's header
    if isinstance(value, tuple):
        return tuple(_translated(v) for v in value)
    return value


def english(obj: Any, name: str) -> Any:
    """The English a :class:`Translated` field was given (``english(stage, "rule")``)."""
    return obj.__dict__[f"_english_{name}"]



def _position(variant: str, hand: str, table: str, builds: tuple[tuple[str, int, str, int], ...],
              players: int, options: tuple[tuple[str, Any], ...] = ()) -> GameState:
    """A lesson position from a task's or an example's compact fields."""
    made = [Build.of(i, v, groups, owner=owner) for i, v, groups, owner in builds]
    return position(variant, hand=hand, table=table, builds=made, players=players, **dict(options))


@dataclass(frozen=True)
class Reply:
    """The opponent's answer to the learner's move, then what the learner must do next (issue 23).

    ``moves`` are the scripted answers in compact notation, tried in order (the first legal one is
    played, so a reply fits every way of solving the step before); with none, or none legal, the
    computer player ``computer`` ("greedy") chooses. ``said`` tells the learner what the reply
    means ("Your build is now worth 9, and it is the opponent's."); ``goal`` and ``hints`` are the
    learner's next step, checked on the table as the reply left it.
    """

    goal: Goal
    moves: tuple[str, ...] = ()
    said: str = Translated("")  # type: ignore[assignment]
    hints: tuple[str, ...] = Translated(())  # type: ignore[assignment]
    computer: str = "greedy"


@dataclass(frozen=True)
class Task:
    """A position and a goal. ``builds`` are ``(id, value, groups, owner)`` like
    ``("B1", 9, "5C+4D", 1)``; ``hints`` say more each time; ``success`` is said when solved.

    A task with ``replies`` is played out over two or three moves: after the learner's move
    reaches ``goal``, the opponent (holding ``opponent``) answers with the first reply and the
    learner plays on to that reply's goal, and so on (:mod:`casino_learn.course.replies`).
    """

    goal: Goal
    hand: str
    table: str = ""
    builds: tuple[tuple[str, int, str, int], ...] = ()
    variant: str = "classic"
    hints: tuple[str, ...] = Translated(())  # type: ignore[assignment]
    success: str = Translated("")  # type: ignore[assignment]
    players: int = 2
    options: tuple[tuple[str, Any], ...] = ()
    opponent: str = ""
    replies: tuple[Reply, ...] = ()

    @property
    def position(self) -> GameState:
        """The task's position (built fresh each time: a task never changes)."""
        state = _position(self.variant, self.hand, self.table, self.builds, self.players, self.options)
        return _with_opponent(state, self.opponent) if self.opponent else state

    @property
    def steps(self) -> int:
        """How many moves the learner makes (1, or more with replies)."""
        return 1 + len(self.replies)

    def goal_of(self, step: int) -> Goal:
        """The goal of the learner's move number ``step`` (0 first)."""
        return self.goal if step == 0 else self.replies[step - 1].goal

    def hints_of(self, step: int) -> tuple[str, ...]:
        """The hints of the learner's move number ``step`` (0 first), in the language in use."""
        return self.hints if step == 0 else self.replies[step - 1].hints

    @property
    def instruction(self) -> str:
        """What the task asks, in the language in use."""
        return self.goal.instruction

    def solutions(self) -> list[Move]:
        return self.goal.solutions(self.position)


def _with_opponent(state: GameState, cards: str) -> GameState:
    """``state`` with the opponent (seat 1) holding ``cards``, taken out of the stock."""
    from dataclasses import replace

    from ..rules.cards import parse_cards

    held = tuple(sorted(parse_cards(cards)))
    seen = set(state.hands[0]) | set(state.table.cards)
    twice = sorted(c.code for c in held if c in seen)
    if twice:
        raise ValueError(f"the opponent's hand repeats {', '.join(twice)}: every card is unique (§1.1)")
    hands = list(state.hands)
    hands[1] = held
    return replace(state, hands=tuple(hands), stock=tuple(c for c in state.stock if c not in set(held)))


@dataclass(frozen=True)
class Example:
    """A move shown before and after, with a caption that is true to the picture."""

    hand: str
    table: str
    move: str
    caption: str = Translated("")  # type: ignore[assignment]
    builds: tuple[tuple[str, int, str, int], ...] = ()
    variant: str = "classic"
    players: int = 2

    @property
    def position(self) -> GameState:
        return _position(self.variant, self.hand, self.table, self.builds, self.players)


@dataclass(frozen=True)
class Stage:
    """One idea of the course.

    ``title`` and ``rule`` are read in the language in use (:class:`Translated`).
    ``rule`` is the rule in plain words (simple HTML allowed: ``<b>``, ``<i>``); ``rules`` the
    rule numbers and sections it teaches (for the coverage map and the rules reference);
    ``example`` a move shown before and after; ``taught`` the kinds of move the table lists as legal so far.
    """

    name: str
    lesson: int
    title: str = Translated()  # type: ignore[assignment]
    rule: str = Translated()  # type: ignore[assignment]
    tasks: tuple[Task, ...]  # type: ignore[misc]  # a Translated field has no default (it reads MISSING)
    rules: tuple[str, ...] = ()
    example: Example | None = None
    taught: tuple[str, ...] = ("capture", "trail")
    terms: tuple[str, ...] = field(default=())
    #: The numbered series the stage belongs to ("stage", "royal", "principle"; "" for none): its
    #: number is its place in that series within its lesson (:func:`casino_learn.course.catalog.heading`).
    series: str = ""

    def __post_init__(self) -> None:
        if not self.tasks:
            raise ValueError(f"stage {self.name!r} has no tasks")

    @property
    def variant(self) -> str:
        """The game the stage is played in ("classic" or "royal": that of its tasks)."""
        return self.tasks[0].variant

    def rule_statements(self) -> list[tuple[str, str, str]]:
        """The restrictions the stage teaches, as (code, name, short statement) in the language in
        use, each read from the rule's one entry (:mod:`casino_learn.texts.rulebook`); only the
        rules of the stage's game, and before building is taught (lessons 1 and 2) without builds."""
        from ..texts.rulebook import applies_in, entry

        builds = any(kind in self.taught for kind in ("build", "raise", "add"))
        return [(c, entry(c).shown_name, entry(c).statement(self.variant, builds=builds)) for c in self.rules
                if c.startswith("R") and applies_in(c, self.variant)]


#: A numbered stage's heading, by series: the title never carries the number, its place does.
SERIES_HEADINGS = {
    "stage": N_("Stage {number}: {title}"),
    "royal": N_("Royal stage {number}: {title}"),
    "principle": N_("Principle {number}: {title}"),
}


#: How the stars are said (module-level, for a translator; in English: show them with :func:`star_words`).
STAR_WORDS = {
    3: N_("three stars: right first time, no hints"),
    2: N_("two stars: right with one hint or by the third try"),
    1: N_("one star: you got there"),
    0: N_("no stars: the kit showed you the move"),
}


def star_words(stars: int) -> str:
    """How ``stars`` stars are said, in the language in use."""
    if stars in STAR_WORDS:
        return _(STAR_WORDS[stars])
    return ngettext("{n} star", "{n} stars", stars)


def stars_for(tries: int, hints: int, shown: bool) -> int:
    """Stars for a solved task: 3 on the first try with no hint, 2 by the third try with at
    most one hint, 1 otherwise; 0 when the solution was shown."""
    if shown:
        return 0
    if tries <= 1 and hints == 0:
        return 3
    if tries <= 3 and hints <= 1:
        return 2
    return 1
