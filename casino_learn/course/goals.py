"""Goals of live-table tasks: what a move must do, checked on the spot, said in plain words.

A goal looks at the position before a move and the (legal) move the learner made: ``met`` says
whether it reaches the goal and ``why_not`` says, in a sentence, what the move did instead.
Goals use the rules core only (no widgets), so every task is tested without a browser.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Callable

from ..cards import Card, parse_card
from ..describe import describe_move
from ..moves import Move
from ..selection import kind_of
from ..state import GameState

__all__ = [
    "Goal", "TakeCards", "TakeCard", "Sweep", "MakeBuild", "RaiseBuild", "AddToBuild", "TrailCard",
    "CaptureBuild", "AnyOf", "OneOfMoves", "Predicate", "cards_taken",
]

#: Words for numbers of cards a learner reads (module-level, for a translator).
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def count_words(n: int, thing: str = "card") -> str:
    """``count_words(5)`` → "five cards"; ``count_words(1)`` → "one card"."""
    return f"{NUMBER_WORDS.get(n, str(n))} {thing}{'' if n == 1 else 's'}"


def cards_taken(state: GameState, move: Move) -> tuple[Card, ...]:
    """The table cards a capture takes (loose cards and every card of the captured builds)."""
    if not move.is_capture:
        return ()
    taken = list(move.loose)
    for build_id in sorted(move.builds):
        taken.extend(state.table.build(build_id).cards)
    return tuple(taken)


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)


class Goal(ABC):
    """What a task asks for. ``text`` is the instruction the learner reads."""

    text: str

    @abstractmethod
    def met(self, state: GameState, move: Move) -> bool:
        """Does the legal ``move`` in ``state`` reach the goal?"""

    def why_not(self, state: GameState, move: Move) -> str:
        """Why ``move`` does not reach the goal, in a sentence (the move was legal)."""
        return f"That move is allowed, but it is not what this task asks: {self.text[0].lower()}{self.text[1:]}"

    def solutions(self, state: GameState) -> list[Move]:
        """Every legal move that reaches the goal (a task must have at least one)."""
        return [move for move in state.legal_moves if self.met(state, move)]


@dataclass(frozen=True)
class TakeCards(Goal):
    """Capture at least ``count`` table cards with one card."""

    count: int
    text: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            object.__setattr__(self, "text", f"Take {count_words(self.count, 'table card')} with one card.")

    def met(self, state: GameState, move: Move) -> bool:
        return len(cards_taken(state, move)) >= self.count

    def why_not(self, state: GameState, move: Move) -> str:
        if not move.is_capture:
            return f"That move is allowed, but it takes no cards. The task is to take {count_words(self.count)}."
        got = len(cards_taken(state, move))
        return f"That capture is allowed, but it takes {count_words(got)}. Can you find one that takes {count_words(self.count)}?"


@dataclass(frozen=True)
class TakeCard(Goal):
    """Capture a move that takes this one table card."""

    card: str
    text: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            object.__setattr__(self, "text", f"Take the {_card(self.card).symbol} from the table.")

    def met(self, state: GameState, move: Move) -> bool:
        return _card(self.card) in cards_taken(state, move)

    def why_not(self, state: GameState, move: Move) -> str:
        return f"That move is allowed, but the {_card(self.card).symbol} is still on the table afterwards."


@dataclass(frozen=True)
class Sweep(Goal):
    """Take every card and build on the table (a sweep, RULES.md §10)."""

    text: str = "Clear the whole table in one move: a sweep."

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_capture and len(move.loose) == len(state.table.loose) and len(move.builds) == len(state.table.builds)

    def why_not(self, state: GameState, move: Move) -> str:
        if not move.is_capture:
            return "That move is allowed, but it takes nothing, so the table is not cleared."
        left = len(state.table.loose) - len(move.loose) + len(state.table.builds) - len(move.builds)
        return f"That capture is allowed, but {count_words(left, 'item')} would stay on the table."


@dataclass(frozen=True)
class MakeBuild(Goal):
    """Make a new build (a build move that uses no build already on the table).

    ``value``: of that value; ``multiple``: True for a build of two or more groups, False for one.
    """

    value: int | None = None
    multiple: bool | None = None
    text: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            what = "a multiple build" if self.multiple else "a build"
            value = f" of {self.value}" if self.value is not None else ""
            object.__setattr__(self, "text", f"Make {what}{value}, keeping a card that captures it.")

    def met(self, state: GameState, move: Move) -> bool:
        if kind_of(state, move) != "build" or (self.value is not None and move.value != self.value):
            return False
        if self.multiple is None:
            return True
        after = state.apply(move)
        made = [b for b in after.table.builds if b.id not in {x.id for x in state.table.builds}]
        return bool(made) and made[0].is_multiple == self.multiple

    def why_not(self, state: GameState, move: Move) -> str:
        kind = kind_of(state, move)
        if kind != "build":
            return f"That move is allowed, but it does not make a new build: you {_verb(kind)}."
        if self.value is not None and move.value != self.value:
            return f"That build is allowed, but it is worth {move.value}, not {self.value}."
        return ("That build is allowed, but it has only one group: a multiple build has two or more."
                if self.multiple else "That build is allowed, but it has more than one group.")


@dataclass(frozen=True)
class RaiseBuild(Goal):
    """Raise a build (change its value with the card you play), to ``to`` if given."""

    to: int | None = None
    text: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            to = f" to {self.to}" if self.to is not None else ""
            object.__setattr__(self, "text", f"Raise the build{to}.")

    def met(self, state: GameState, move: Move) -> bool:
        return kind_of(state, move) == "raise" and (self.to is None or move.value == self.to)

    def why_not(self, state: GameState, move: Move) -> str:
        kind = kind_of(state, move)
        if kind == "raise":
            return f"That raise is allowed, but it makes the build worth {move.value}, not {self.to}."
        return f"That move is allowed, but it does not raise a build: you {_verb(kind)}."


@dataclass(frozen=True)
class AddToBuild(Goal):
    """Add a group to a build, keeping its value."""

    text: str = "Add to the build: keep its value and put more cards in it."

    def met(self, state: GameState, move: Move) -> bool:
        return kind_of(state, move) == "add"

    def why_not(self, state: GameState, move: Move) -> str:
        return f"That move is allowed, but it does not add to a build: you {_verb(kind_of(state, move))}."


@dataclass(frozen=True)
class CaptureBuild(Goal):
    """Capture a build (any, or the one named ``build``)."""

    build: str | None = None
    text: str = "Capture the build."

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_capture and (self.build in move.builds if self.build else bool(move.builds))

    def why_not(self, state: GameState, move: Move) -> str:
        return "That move is allowed, but the build is still on the table afterwards."


@dataclass(frozen=True)
class TrailCard(Goal):
    """Trail (``card``: that card)."""

    card: str | None = None
    text: str = "Trail a card: put it on the table without taking anything."

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_trail and (self.card is None or move.card == _card(self.card))

    def why_not(self, state: GameState, move: Move) -> str:
        if move.is_trail:
            return f"That trail is allowed, but the task asks you to trail the {_card(self.card or '').symbol}."
        return f"That move is allowed, but it is not a trail: you {_verb(kind_of(state, move))}."


@dataclass(frozen=True)
class AnyOf(Goal):
    """Any of several goals (e.g. "capture or build, but do not trail")."""

    goals: tuple[Goal, ...]
    text: str = ""

    def met(self, state: GameState, move: Move) -> bool:
        return any(goal.met(state, move) for goal in self.goals)

    def why_not(self, state: GameState, move: Move) -> str:
        return self.goals[0].why_not(state, move)


@dataclass(frozen=True)
class OneOfMoves(Goal):
    """One of the listed moves (compact notation, e.g. ``"8H capture 8D 6H 2D"``); ``reason``
    says why a learner should prefer them, ``wrong`` maps other moves to a sentence about them."""

    moves: tuple[str, ...]
    text: str = ""
    reason: str = ""
    wrong: tuple[tuple[str, str], ...] = field(default=())

    def _wanted(self) -> set[Move]:
        return {Move.parse(m) for m in self.moves}

    def met(self, state: GameState, move: Move) -> bool:
        return move in self._wanted()

    def why_not(self, state: GameState, move: Move) -> str:
        for notation, sentence in self.wrong:
            if Move.parse(notation) == move:
                return sentence
        words = describe_move(state, move, tense="suggestion")
        return f"You may {words}, but there is a better move here. {self.reason}".strip()


@dataclass(frozen=True)
class Predicate(Goal):
    """A goal given by a function ``test(state, move)`` and a sentence ``explain(state, move)``."""

    text: str
    test: Callable[[GameState, Move], bool]
    explain: Callable[[GameState, Move], str] | None = None

    def met(self, state: GameState, move: Move) -> bool:
        return self.test(state, move)

    def why_not(self, state: GameState, move: Move) -> str:
        return self.explain(state, move) if self.explain else super().why_not(state, move)


_VERB = {"capture": "captured", "build": "made a new build", "raise": "raised a build",
         "add": "added to a build", "trail": "trailed"}


def _verb(kind: str) -> str:
    return _VERB.get(kind, kind)


# --- lesson 3 (building): goals about the build a move leaves on the table -------------------------

from ..table import Build  # noqa: E402  (kept with the goals that use it: this block is appended)


def build_made(state: GameState, move: Move) -> Build | None:
    """The build a legal build move leaves on the table (new, raised or added to), else None."""
    if move.kind != "build":
        return None
    before = {b.id for b in state.table.builds}
    made = [b for b in state.apply(move).table.builds if b.id not in before]
    return made[0] if made else None


@dataclass(frozen=True)
class BuildWithGroups(Goal):
    """Make (or add to) a build so that it has exactly ``groups`` groups (of ``value``, if given)."""

    groups: int
    value: int | None = None
    text: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            value = f" of {self.value}" if self.value is not None else ""
            object.__setattr__(self, "text", f"Make a build{value} with {count_words(self.groups, 'group')}.")

    def met(self, state: GameState, move: Move) -> bool:
        build = build_made(state, move)
        return (build is not None and len(build.groups) == self.groups
                and (self.value is None or build.value == self.value))

    def why_not(self, state: GameState, move: Move) -> str:
        build = build_made(state, move)
        if build is None:
            return f"That move is allowed, but it makes no build: you {_verb(kind_of(state, move))}."
        if self.value is not None and build.value != self.value:
            return f"That build is allowed, but it is worth {build.value}, not {self.value}."
        return (f"That build is allowed, but it has {count_words(len(build.groups), 'group')}, "
                f"not {NUMBER_WORDS.get(self.groups, str(self.groups))}.")
