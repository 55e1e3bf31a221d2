"""Exceptions raised by casino_learn. All are ``ValueError`` subclasses, so callers that
only care about "bad input" can catch ``ValueError``.

The rules core never words a sentence (issue 21): an error it raises carries a ``code`` and plain
``params`` (the text that failed, an option's name), and its message is worded when it is read,
in the language in use then, by :func:`casino_learn.texts.errors.error_text` (``str(error)`` is
that lazy display hook). An error made with a ready message (``PositionError("...")``) keeps it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from .moves import Move
    from .restrictions import Violation


class CasinoError(ValueError):
    """Base class of every casino_learn error: ``code`` (e.g. ``"card.not-a-suit"``) and ``params``,
    or a ready ``message``."""

    def __init__(self, message: str = "", *, code: str = "", **params: Any) -> None:
        super().__init__(message or code)
        self.code = code
        self.params = params
        self.message = message

    def __str__(self) -> str:
        if not self.code:
            return self.message
        from ..texts.errors import error_text

        return error_text(self)

    def worded(self) -> str:
        """The message in the language in use now."""
        return str(self)

    def __reduce__(self) -> tuple:
        """Copied and pickled with its code and parameters (every subclass alike)."""
        return (_rebuilt, (type(self), self.args, dict(self.__dict__)))


def _rebuilt(cls: type[CasinoError], args: tuple, state: dict) -> CasinoError:
    error: CasinoError = Exception.__new__(cls)
    error.args = args
    error.__dict__.update(state)
    return error


class CardParseError(CasinoError):
    """A card token could not be read. ``token`` is the text that failed; ``code`` says why
    (``"card.unreadable"`` when nothing more precise is known)."""

    def __init__(self, token: str, message: str = "", *, code: str = "", **params: Any) -> None:
        self.token = token
        if not message and not code:
            code = "card.unreadable"
        super().__init__(message, code=code, token=token, **params)


class MoveParseError(CasinoError):
    """A move in text notation could not be read: ``problem`` is the code of what is wrong
    (``"move.empty"``, ``"move.bad-card"`` ...), with its ``params``."""

    def __init__(self, text: str, problem: str, **params: Any) -> None:
        self.text = text
        self.problem = problem
        super().__init__(code="move.unreadable", text=text, problem=problem, **params)


class RuleSetError(CasinoError):
    """An unknown RuleSet preset or option, or a bad option value."""


class PositionError(CasinoError):
    """A position (RULES.md §15 JSON) is malformed or inconsistent."""


class IllegalMoveError(CasinoError):
    """A move was refused. Carries the move, every rule it breaks and a replayable position.

    ``position`` is the position as a RULES.md §15 JSON object, so the situation can be
    reloaded with :func:`casino_learn.rules.positions.state_from_json`; ``replay`` is the same
    position as a ``cl.position(...)`` call that can be pasted into a notebook, shown in the
    message (see :mod:`casino_learn.rules.position_json`).
    """

    def __init__(
        self,
        move: "Move | str",
        violations: "Sequence[Violation]",
        position: dict | None = None,
        replay: str | None = None,
    ) -> None:
        self.move = move
        self.violations = tuple(violations)
        self.position = position
        self.replay = replay
        super().__init__(code="move.illegal")

    def worded(self) -> str:
        """The message in the language in use now: the move and the sentence of every rule it breaks."""
        return str(self)

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers broken, e.g. ``('R9',)``."""
        return tuple(v.rule for v in self.violations)


#: The kit's arguments that take a whole number, each with the example said when a word is given instead
#: (``seed="hello"`` in a call, ``seed=hello`` in a cell: notebook_errors), in one place.
NUMBER_EXAMPLES: dict[str, int] = {"seed": 7, "deals": 300, "pairs": 100, "players": 2, "difficulty": 1}


def not_a_number(name: str, value: Any) -> CasinoError:
    """The error for argument ``name`` given ``value``, which is not a whole number."""
    return CasinoError(code="value.not-a-number", name=name, example=NUMBER_EXAMPLES[name], value=value)


def whole_number(value: Any, name: str) -> int:
    """``value`` if it is a whole number; else an error naming the argument ``name`` with an example (trial 40 wrote
    ``seed="hello"`` in lesson 8's lab and it ran, although the lesson says a seed is written in digits)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise not_a_number(name, value)
