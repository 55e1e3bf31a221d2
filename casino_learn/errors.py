"""Exceptions raised by casino_learn. All are ``ValueError`` subclasses, so callers that
only care about "bad input" can catch ``ValueError``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .i18n import _

if TYPE_CHECKING:  # pragma: no cover
    from .moves import Move
    from .restrictions import Violation


class CasinoError(ValueError):
    """Base class of every casino_learn error."""


class CardParseError(CasinoError):
    """A card token could not be read. ``token`` is the text that failed."""

    def __init__(self, token: str, message: str | None = None) -> None:
        self.token = token
        super().__init__(
            message
            # Translators: {token} is what the learner typed, in quotes, e.g. '1X'. Keep the card codes.
            or _("Cannot read {token} as a card: expected a rank (A, 2-10, J, Q, K; also T for ten) followed by a suit "
                 "(S, H, D, C or ♠ ♥ ♦ ♣), for example 10D, AS, K♥ or 'ten of diamonds' (§1.1).", token=repr(token))
        )


class MoveParseError(CasinoError):
    """A move in text notation could not be read."""

    def __init__(self, text: str, problem: str) -> None:
        self.text = text
        self.problem = problem
        super().__init__(
            # Translators: {text} is the move the learner typed, in quotes; {problem} says what is wrong.
            # Keep the example moves as they are (the notation is the same in every language).
            _("Cannot read the move {text}: {problem}. Examples of moves: '9D trail', '8H capture 8D 6H 2D', '3C build 8 5S B1'.",
              text=repr(text), problem=problem)
        )


class RuleSetError(CasinoError):
    """An unknown RuleSet preset or option, or a bad option value."""


class PositionError(CasinoError):
    """A position (RULES.md §15 JSON) is malformed or inconsistent."""


class IllegalMoveError(CasinoError):
    """A move was refused. Carries the move, every rule it breaks and a replayable position.

    ``position`` is the position as a RULES.md §15 JSON object, so the situation can be
    reloaded with :func:`casino_learn.positions.state_from_json`; ``replay`` is the same
    position as a ``cl.position(...)`` call that can be pasted into a notebook, shown in the
    message (see :mod:`casino_learn.position_json`).
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
        super().__init__(self.worded())

    def worded(self) -> str:
        """The message in the language in use now (the exception's own text was worded when it was raised)."""
        reasons = " ".join(v.message for v in self.violations) or _("no reason given")
        # Translators: {move} is the move in notation, in quotes, e.g. '9D trail'; {reasons} the rules it breaks.
        text = _("Illegal move {move}: {reasons}", move=repr(str(self.move)), reasons=reasons)
        if self.replay is not None:
            # Translators: {replay} is Python code that rebuilds the position; do not translate it.
            text += "\n" + _("Replay it with: {replay}", replay=self.replay)
        return text

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers broken, e.g. ``('R9',)``."""
        return tuple(v.rule for v in self.violations)
