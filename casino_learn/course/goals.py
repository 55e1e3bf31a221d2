"""Goals of live-table tasks: what a move must do, checked on the spot, said in plain words.

A goal looks at the position before a move and the (legal) move the learner made: ``met`` says
whether it reaches the goal and ``why_not`` says, in a sentence, what the move did instead.
Goals use the rules core only (no widgets), so every task is tested without a browser.

Languages (issue 16): a goal's ``text`` is the English instruction a stage module gave it, marked
with ``N_()`` (or ``""`` for the goal's own wording); ``instruction`` and ``why_not`` are said in the
language in use, as whole sentences, with number words that agree with what they count.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Callable

from ..i18n import N_, _, ngettext, pgettext
from ..play.selection import kind_of
from ..rules.cards import Card, parse_card
from ..rules.moves import Move
from ..rules.state import GameState
from ..texts.describe import describe_move
from ..texts.grammar import join_and

__all__ = [
    "Goal", "TakeCards", "TakeCard", "Sweep", "MakeBuild", "RaiseBuild", "AddToBuild", "TrailCard",
    "CaptureBuild", "CaptureBothBuilds", "AnyOf", "OneOfMoves", "Predicate", "cards_taken", "number_word", "count_words",
]

#: Words for numbers of cards a learner reads, in English (the tests read captions with it). In the
#: language in use they come from :func:`number_word`, which agrees with the noun counted.
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def _numbers_of_cards() -> dict[int, str]:
    # Translators: how many cards, written before the word "card(s)" (Spanish "una carta, dos cartas";
    # Portuguese "uma carta, duas cartas").
    return {1: pgettext("number of cards", "one"), 2: pgettext("number of cards", "two"),
            3: pgettext("number of cards", "three"), 4: pgettext("number of cards", "four"),
            5: pgettext("number of cards", "five"), 6: pgettext("number of cards", "six"),
            7: pgettext("number of cards", "seven"), 8: pgettext("number of cards", "eight")}


def _numbers_of_groups() -> dict[int, str]:
    # Translators: how many groups of a build, written before the word "group(s)" (Spanish "un grupo,
    # dos grupos"; Portuguese "um grupo, dois grupos").
    return {1: pgettext("number of groups", "one"), 2: pgettext("number of groups", "two"),
            3: pgettext("number of groups", "three"), 4: pgettext("number of groups", "four"),
            5: pgettext("number of groups", "five"), 6: pgettext("number of groups", "six"),
            7: pgettext("number of groups", "seven"), 8: pgettext("number of groups", "eight")}


_NUMBERS = {"card": _numbers_of_cards, "table card": _numbers_of_cards, "group": _numbers_of_groups}


def number_word(n: int, thing: str = "card") -> str:
    """``n`` in words, in the language in use, agreeing with the ``thing`` counted ("card", "table
    card", "group"): ``number_word(2)`` → "two" ("dos", "duas"); above eight, digits."""
    return _NUMBERS[thing]().get(n, str(n))


def count_words(n: int, thing: str = "card") -> str:
    """``count_words(5)`` → "five cards"; ``count_words(1)`` → "one card"; in the language in use.
    ``thing`` is "card", "table card" or "group"."""
    number = number_word(n, thing)
    if thing == "card":
        return ngettext("{number} card", "{number} cards", n, number=number)
    if thing == "table card":
        return ngettext("{number} table card", "{number} table cards", n, number=number)
    if thing == "group":
        return ngettext("{number} group", "{number} groups", n, number=number)
    raise ValueError(f"no words for counting {thing!r}")


def _lower_first(text: str) -> str:
    return f"{text[0].lower()}{text[1:]}" if text else text


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
    """What a task asks for. ``text`` is the instruction as a stage module wrote it (English, marked
    with ``N_()``; ``""`` for the goal's own wording); ``instruction`` is what the learner reads."""

    text: str

    @property
    def instruction(self) -> str:
        """The instruction the learner reads, in the language in use."""
        return _(self.text) if self.text else self._own_instruction()

    def _own_instruction(self) -> str:
        """The goal's own wording when a stage gives none."""
        return ""

    @abstractmethod
    def met(self, state: GameState, move: Move) -> bool:
        """Does the legal ``move`` in ``state`` reach the goal?"""

    def why_not(self, state: GameState, move: Move) -> str:
        """Why ``move`` does not reach the goal, in a sentence (the move was legal)."""
        # Translators: {task} is the task's instruction, e.g. "take a card with your K♥."
        return _("That move is allowed, but it is not what this task asks: {task}", task=_lower_first(self.instruction))

    def solutions(self, state: GameState) -> list[Move]:
        """Every legal move that reaches the goal (a task must have at least one)."""
        return [move for move in state.legal_moves if self.met(state, move)]


@dataclass(frozen=True)
class TakeCards(Goal):
    """Capture at least ``count`` table cards with one card."""

    count: int
    text: str = ""
    #: What the misses count, as the task's text does: "table card", or "card" where the learner's own build holds a
    #: card they played (a reply task: "four cards, the two in your build included"; trial 47, review 33).
    counting: str = "table card"

    def _own_instruction(self) -> str:
        return ngettext("Take {number} table card with one card.", "Take {number} table cards with one card.",
                        self.count, number=number_word(self.count, "table card"))

    def met(self, state: GameState, move: Move) -> bool:
        return len(cards_taken(state, move)) >= self.count

    def why_not(self, state: GameState, move: Move) -> str:
        if not move.is_capture:
            if self.counting == "card":
                return ngettext("That move is allowed, but it takes no cards. The task is to take {number} card.",
                                "That move is allowed, but it takes no cards. The task is to take {number} cards.",
                                self.count, number=number_word(self.count))
            # "table cards", as the instruction says (review 31).
            return ngettext("That move is allowed, but it takes no cards. The task is to take {number} table card.",
                            "That move is allowed, but it takes no cards. The task is to take {number} table cards.",
                            self.count, number=number_word(self.count, "table card"))
        taken = cards_taken(state, move)
        got, wanted = count_words(len(taken), self.counting), count_words(self.count, self.counting)
        if move.builds:
            # The cards are named when a build is taken (fresh46 read "two table cards" for one build of two cards; trial
            # 47 read "three table cards: 2♠, 2♥ and 4♣" with its own 2♠ among them: a reply task counts "cards").
            # Translators: {got} and {wanted} are counted cards ("three table cards"); {cards} names them ("6♥ and 2♦").
            return _("That capture is allowed, but it takes {got}: {cards}. Can you find one that takes {wanted}?",
                     got=got, cards=join_and([card.symbol for card in taken]), wanted=wanted)
        # Translators: {got} and {wanted} are counted cards, e.g. "two cards", "three cards".
        return _("That capture is allowed, but it takes {got}. Can you find one that takes {wanted}?", got=got, wanted=wanted)


@dataclass(frozen=True)
class TakeCard(Goal):
    """Capture a move that takes this one table card."""

    card: str
    text: str = ""

    def _own_instruction(self) -> str:
        # Translators: {card} is a card symbol such as 8♦.
        return _("Take the {card} from the table.", card=_card(self.card).symbol)

    def met(self, state: GameState, move: Move) -> bool:
        return _card(self.card) in cards_taken(state, move)

    def why_not(self, state: GameState, move: Move) -> str:
        return _("That move is allowed, but the {card} is still on the table afterwards.", card=_card(self.card).symbol)


@dataclass(frozen=True)
class Sweep(Goal):
    """Take every card and build on the table (a sweep, RULES.md §10)."""

    text: str = N_("Clear the whole table in one move: a sweep.")

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_capture and len(move.loose) == len(state.table.loose) and len(move.builds) == len(state.table.builds)

    def why_not(self, state: GameState, move: Move) -> str:
        if not move.is_capture:
            return _("That move is allowed, but it takes nothing, so the table is not cleared.")
        cards = [card.symbol for card in state.table.loose if card not in move.loose]
        # Translators: what a capture leaves on the table, named ("the build of 9"; trial 10 read "one item").
        builds = [_("the build of {value}", value=build.value) for build in state.table.builds if build.id not in move.builds]
        # Translators: {left} names the cards and builds left ("7♣ and the build of 9"); the plural is
        # chosen by how many there are.
        return ngettext("That capture is allowed, but {left} would stay on the table.",
                        "That capture is allowed, but {left} would stay on the table.",
                        len(cards) + len(builds), left=join_and(cards + builds))


@dataclass(frozen=True)
class MakeBuild(Goal):
    """Make a new build (a build move that uses no build already on the table).

    ``value``: of that value; ``multiple``: True for a build of two or more groups, False for one.
    """

    value: int | None = None
    multiple: bool | None = None
    text: str = ""

    def _own_instruction(self) -> str:
        if self.multiple:
            if self.value is None:
                return _("Make a multiple build, keeping a card that captures it.")
            return _("Make a multiple build of {value}, keeping a card that captures it.", value=self.value)
        if self.value is None:
            return _("Make a build, keeping a card that captures it.")
        return _("Make a build of {value}, keeping a card that captures it.", value=self.value)

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
            return _("That move is allowed, but it does not make a new build: {you_did}.", you_did=_verb(kind))
        if self.value is not None and move.value != self.value:
            return _("That build is allowed, but it is worth {value}, not {wanted}.", value=move.value, wanted=self.value)
        return (_("That build is allowed, but it has only one group: a multiple build has two or more.")
                if self.multiple else _("That build is allowed, but it has more than one group."))


@dataclass(frozen=True)
class RaiseBuild(Goal):
    """Raise a build (change its value with the card you play), to ``to`` if given."""

    to: int | None = None
    text: str = ""

    def _own_instruction(self) -> str:
        if self.to is None:
            return _("Raise the build.")
        return _("Raise the build to {value}.", value=self.to)

    def met(self, state: GameState, move: Move) -> bool:
        return kind_of(state, move) == "raise" and (self.to is None or move.value == self.to)

    def why_not(self, state: GameState, move: Move) -> str:
        kind = kind_of(state, move)
        if kind == "raise":
            return _("That raise is allowed, but it makes the build worth {value}, not {wanted}.",
                     value=move.value, wanted=self.to)
        return _("That move is allowed, but it does not raise a build: {you_did}.", you_did=_verb(kind))


@dataclass(frozen=True)
class AddToBuild(Goal):
    """Add a group to a build, keeping its value."""

    text: str = N_("Add to the build: keep its value and put more cards in it.")

    def met(self, state: GameState, move: Move) -> bool:
        return kind_of(state, move) == "add"

    def why_not(self, state: GameState, move: Move) -> str:
        return _("That move is allowed, but it does not add to a build: {you_did}.", you_did=_verb(kind_of(state, move)))


@dataclass(frozen=True)
class CaptureBuild(Goal):
    """Capture a build (any, or the one named ``build``)."""

    build: str | None = None
    text: str = N_("Capture the build.")

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_capture and (self.build in move.builds if self.build else bool(move.builds))

    def why_not(self, state: GameState, move: Move) -> str:
        return _("That move is allowed, but the build is still on the table afterwards.")


@dataclass(frozen=True)
class CaptureBothBuilds(Goal):
    """Capture the two builds ``first`` and ``second`` with one card (§6.1, A14)."""

    first: str
    second: str
    text: str = N_("Take both builds with one card.")

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_capture and {self.first, self.second} <= set(move.builds)

    def why_not(self, state: GameState, move: Move) -> str:
        if move.is_capture and {self.first, self.second} & set(move.builds):
            return _("That capture is allowed, but it takes one build; the task is to take both.")
        return _("That move is allowed, but both builds are still on the table afterwards.")


@dataclass(frozen=True)
class TrailCard(Goal):
    """Trail (``card``: that card)."""

    card: str | None = None
    text: str = N_("Trail a card: put it on the table without taking anything.")

    def met(self, state: GameState, move: Move) -> bool:
        return move.is_trail and (self.card is None or move.card == _card(self.card))

    def why_not(self, state: GameState, move: Move) -> str:
        if move.is_trail:
            return _("That trail is allowed, but the task asks you to trail the {card}.", card=_card(self.card or '').symbol)
        return _("That move is allowed, but it is not a trail: {you_did}.", you_did=_verb(kind_of(state, move)))


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
    says why a learner should prefer them, ``wrong`` maps other moves to a sentence about them
    (``text``, ``reason`` and each sentence in English marked with ``N_()``, said in the language in use)."""

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
                return _(sentence)
        words = describe_move(state, move, tense="suggestion")
        # Translators: {move} is advice without a subject, e.g. "capture 8♦ with 8♥"; {reason} is a
        # sentence saying why another move is better (it may be empty).
        return _("You may {move}, but there is a better move here. {reason}", move=words,
                 reason=_(self.reason) if self.reason else "").strip()


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


#: What a learner's move did, said after a colon ("it does not make a new build: you captured").
_VERB = {"capture": N_("you captured"), "build": N_("you made a new build"), "raise": N_("you raised a build"),
         "add": N_("you added to a build"), "trail": N_("you trailed")}


def _verb(kind: str) -> str:
    """What a move of ``kind`` did, in the language in use ("you captured")."""
    return _(_VERB[kind]) if kind in _VERB else kind


# --- lesson 3 (building): goals about the build a move leaves on the table -------------------------

from ..rules.table import Build  # noqa: E402  (kept with the goals that use it: this block is appended)


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

    def _own_instruction(self) -> str:
        number = number_word(self.groups, "group")
        if self.value is None:
            return ngettext("Make a build with {number} group.", "Make a build with {number} groups.",
                            self.groups, number=number)
        return ngettext("Make a build of {value} with {number} group.", "Make a build of {value} with {number} groups.",
                        self.groups, number=number, value=self.value)

    def met(self, state: GameState, move: Move) -> bool:
        build = build_made(state, move)
        return (build is not None and len(build.groups) == self.groups
                and (self.value is None or build.value == self.value))

    def why_not(self, state: GameState, move: Move) -> str:
        build = build_made(state, move)
        if build is None:
            return _("That move is allowed, but it makes no build: {you_did}.", you_did=_verb(kind_of(state, move)))
        if self.value is not None and build.value != self.value:
            return _("That build is allowed, but it is worth {value}, not {wanted}.", value=build.value, wanted=self.value)
        # Translators: {groups} is how many groups the build has ("two groups"); {number} how many the
        # task asks for, a number word on its own ("three").
        return ngettext("That build is allowed, but it has {groups}, not {number}.",
                        "That build is allowed, but it has {groups}, not {number}.",
                        self.groups, groups=count_words(len(build.groups), "group"),
                        number=number_word(self.groups, "group"))
