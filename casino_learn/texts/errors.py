"""The messages of the rules core's errors, worded from their codes in the language in use when
they are read (issue 21: the rules core raises codes, texts are made here).

``str(error)`` for a :class:`~casino_learn.rules.errors.CasinoError` with a ``code`` calls
:func:`error_text`; every message is in :data:`ERROR_WORDS`, one function per code."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from ..i18n import N_, _, ngettext
from .grammar import join_and, join_or

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.errors import CasinoError, MoveParseError

__all__ = ["ERROR_WORDS", "MOVE_PROBLEMS", "error_text", "move_problem"]

_EXPECTED_SUITS = N_("S, H, D, C (or ♠ ♥ ♦ ♣, or spades/hearts/diamonds/clubs)")

#: What is wrong with a typed move (a clause inside "Cannot read the move ...: {problem}.").
MOVE_PROBLEMS: dict[str, str] = {
    "move.empty": N_("it is empty"),
    # Translators: what is wrong with a typed move; keep 'trail', 'capture', 'build' (the notation's words).
    "move.no-kind": N_("it names no kind of move; expected 'trail', 'capture' or 'build'"),
    "move.card-first": N_("expected the played card first, then the kind of move"),
    "move.trail-takes-nothing": N_("a trail takes nothing from the table"),
    "move.build-needs-value": N_("a build needs its declared value after 'build', e.g. '3C build 8 5S'"),
    "move.capture-needs-items": N_("a capture must name the table cards or builds it takes"),
    "move.build-needs-items": N_("a build must name the table cards or builds it uses"),
    "move.not-a-move": N_("expected a Move or move text such as '9D trail'"),
}


def _unreadable_move(e: "MoveParseError") -> str:
    """A typed move that cannot be read: what is wrong, then example moves. A card that cannot be read says so itself
    ("Cannot read 'banana' as a table item: …"), so it is not put inside "Cannot read the move …" (trial 44 read
    "Cannot read the move …: Cannot read 'banana' …")."""
    examples = _move_examples(e.text)
    if e.problem == "move.bad-card":
        # Translators: {problem} is a whole sentence about a card in the move; keep the example moves as they are.
        return _("{problem} Examples of moves: {examples}.", problem=move_problem(e), examples=examples)
    # Translators: {text} is the move the learner typed, in quotes; {problem} says what is wrong.
    # Keep the example moves as they are (the notation is the same in every language).
    return _("Cannot read the move {text}: {problem}. Examples of moves: {examples}.", text=repr(e.text),
             problem=move_problem(e).rstrip("."), examples=examples)  # one full stop (trial 13 read "B1.. Examples")


def move_problem(e: "MoveParseError") -> str:
    """What is wrong with a typed move, as a clause: "it is empty", or the card's own message."""
    if e.problem == "move.bad-card":
        return str(e.params["error"])
    return _(MOVE_PROBLEMS[e.problem])


def _illegal(e: Any) -> str:
    from .violations import said

    reasons = " ".join(v.message for v in said(e.violations)) or _("no reason given")
    # Translators: {move} is the move in notation, in quotes, e.g. '9D trail'; {reasons} the rules it breaks.
    text = _("Illegal move {move}: {reasons}", move=repr(str(e.move)), reasons=reasons)
    if e.replay is not None:
        # Translators: {replay} is Python code that rebuilds the position; do not translate it.
        text += "\n" + _("Replay it with: {replay}", replay=e.replay)
    return text


def _bad_choice(p: Mapping[str, Any]) -> str:
    # Translators: {option} is an option's name in code, {choices} its values in quotes; keep both.
    return _("RuleSet option {option} must be one of {choices}, not {value} (RULES.md §14).", option=p["option"],
             choices=", ".join(map(repr, p["choices"])), value=repr(p["value"]))


def _unknown_option(p: Mapping[str, Any]) -> str:
    if p.get("close"):
        # Translators: {option} is what was typed, {close} the nearest option name, {options} every option name.
        return _("Unknown RuleSet option {option}. Did you mean {close}? The options are: {options} (RULES.md §14).",
                 option=repr(p["option"]), close=repr(p["close"]), options=", ".join(p["options"]))
    return _("Unknown RuleSet option {option}. The options are: {options} (RULES.md §14).",
             option=repr(p["option"]), options=", ".join(p["options"]))


#: The message of every error code, worded from the error's parameters in the language in use.
def _move_examples(text: object) -> str:
    """Example moves for a move that could not be read: a build's only for a move that speaks of building (trial 34
    met '3C build 8 5S B1' in lesson 1, before builds are taught)."""
    examples = ["'9D trail'", "'8H capture 8D 6H 2D'"]
    if "build" in str(text).lower():
        examples.append("'3C build 8 5S B1'")
    return ", ".join(examples)


ERROR_WORDS: dict[str, Callable[[Any], str]] = {
    # Translators: {token} is what the learner typed, in quotes, e.g. '1X'. Keep the card codes.
    "card.unreadable": lambda p: _(
        "Cannot read {token} as a card: expected a rank (A, 2-10, J, Q, K; also T for ten) followed by a suit "
        "(S, H, D, C or ♠ ♥ ♦ ♣), for example 10D, AS, K♥ or 'ten of diamonds' (§1.1).", token=repr(p["token"])),
    "card.not-a-suit": lambda p: _("Cannot read {token} as a card: {text} is not a suit; expected {suits}.",
                                   token=repr(p["token"]), text=repr(p["text"]), suits=_(_EXPECTED_SUITS)),
    "card.not-text": lambda p: _("Expected a card written as text, such as '10D', not {value}.", value=p["token"]),
    "card.not-a-rank-word": lambda p: _(
        "Cannot read {token} as a card: {word} is not a rank; expected ace, 2-10, two...ten, jack, queen or king.",
        token=repr(p["token"]), word=repr(p["word"])),
    "card.empty": lambda p: _("Expected a card such as '10D' but got nothing."),
    "card.not-a-rank": lambda p: _(
        "Cannot read {token} as a card: {word} is not a rank; expected A, 2-10, J, Q or K (T also means ten), "
        "e.g. 10D or QS.", token=repr(p["token"]), word=repr(p["word"])),
    # Translators: {item} is what the learner typed, in quotes.
    "card.not-a-table-item": lambda p: _(
        # Trial 36 read "a build id such as B1" in lesson 1, two lessons before builds.
        "Cannot read {item} as a table item: expected a card such as 8D (or a build's name such as B1: builds come in "
        "lesson 3).", item=repr(p["token"])),
    "move.unreadable": _unreadable_move,
    "move.illegal": _illegal,
    "rules.bad-choice": _bad_choice,
    "rules.bad-target": lambda p: _("RuleSet option target_score must be a whole number of at least 5, not {value}.",
                                    value=repr(p["value"])),
    "rules.not-a-bool": lambda p: _("RuleSet option {option} must be true or false, not {value} (RULES.md §14).",
                                    option=p["option"], value=repr(p["value"])),
    "rules.unknown-option": _unknown_option,
    "rules.unknown-preset": lambda p: _("Unknown rules preset {name}: expected 'classic' or 'royal' (RULES.md §14).",
                                        name=repr(p["name"])),
    # Translators: {cards} are cards, e.g. "2♠".
    "deal.card-twice": lambda p: _("The captured cards have {cards} twice: every card of the pack is captured by one "
                                   "side only (§1.1).", cards=join_and(list(p["cards"]))),
    "game.nothing-to-undo": lambda p: _("There is no move to undo in this deal."),
    "game.deal-scored": lambda p: _("The deal is over and has been scored; start the next deal instead."),
    "game.deal-not-finished": lambda p: _("Finish the current deal first: every card must be played (§9)."),
    "game.players": lambda p: _("Casino is played by 2, 3 or 4 players, not {players} (§2).", players=p["players"]),
    # Translators: {level} is what the learner typed; {levels} the level names to type, in quotes, kept in English
    # (they are written in code): 'beginner', 'greedy', 'careful' or 'expert'.
    "game.unknown-level": lambda p: _("There is no computer level {level}: write {levels}.", level=repr(p["level"]),
                                      levels=join_or([repr(level) for level in p["levels"]])),
    # Translators: {id} names a position of a positions file or a lesson; {cards} are card codes, e.g. "8D, 2S".
    "position.card-twice": lambda p: _("Position {id} has the same card twice: {cards} (every card is unique, §1.1).",
                                       id=p["id"], cards=", ".join(p["cards"])) if p["id"] is not None else _(
        "This position has the same card twice: {cards} (every card is unique, §1.1).", cards=", ".join(p["cards"])),
    "position.owner-without-capturer": lambda p: _(
        "Position {id}: seat {seat} owns {build} (a build of {value}) but holds no card that captures it, which R8 never "
        "allows; give that seat a matching card.", id=p["id"], seat=p["seat"], build=p["build"], value=p["value"]),
    # Translators: {got} and {expected} map each side to its seats, e.g. {'0': [0, 2], '1': [1, 3]}.
    "position.sides": lambda p: ngettext("Position {id}: sides {got} do not match {n} player with these rules "
                                         "(expected {expected}, §2).",
                                         "Position {id}: sides {got} do not match {n} players with these rules "
                                         "(expected {expected}, §2).", int(p["players"]), id=p["id"], got=p["got"],
                                         expected=p["expected"]),
    "table.build-id-twice": lambda p: _("Two builds on the table have the id {ids}: every build needs its own id (§4), "
                                        "or a move could not say which build it takes.", ids=", ".join(p["ids"])),
    # Translators: {name} is an argument's name in a lesson's cell (seed, deals, pairs: keep it), {example} an example
    # number for it, {value} what the learner wrote, in quotes. Trial 40 wrote seed=hello, then seed="hello".
    "value.not-a-number": lambda p: _("{name}= takes a whole number written in digits, e.g. {name}={example}: \u201c{value}\u201d "
                                      "is not one.", name=p["name"], example=p["example"], value=p["value"]),
    "deal.not-over": lambda p: _("The deal is not over yet: it is scored only when every card has been played (§9)."),
}

#: The codes whose wording reads the error itself (its move and violations), not only its params.
_WHOLE = {"move.unreadable", "move.illegal"}


def error_text(e: "CasinoError") -> str:
    """The message of ``e`` in the language in use now (its ready message if it was made with one)."""
    if not e.code:
        return e.message
    word = ERROR_WORDS[e.code]
    return word(e) if e.code in _WHOLE else word(e.params)
