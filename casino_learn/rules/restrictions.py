"""The restrictions R1-R15 (RULES.md §7) as data: :class:`Violation`, one broken rule with a
stable code and plain parameters (card symbols, build ids, numbers). Which rules a move breaks is
worked out by :func:`casino_learn.rules.validation.check`.

The rules core never words a sentence (issue 21): a violation's sentence is made from its code
when it is read, by :func:`casino_learn.texts.violations.violation_text`, and each rule's title
and statement are its entry in :mod:`casino_learn.texts.rulebook`. :attr:`Violation.message` and
:attr:`Violation.title` are lazy display hooks that import those texts only when read."""

from __future__ import annotations

from typing import Any, Mapping

from .cards import Card

__all__ = ["CODES", "RULE_CODES", "Violation"]

#: The fifteen restrictions, in order (RULES.md §7).
RULE_CODES: tuple[str, ...] = tuple(f"R{i}" for i in range(1, 16))

#: Every violation code the engine gives: the rule, a dot, and what exactly went wrong.
CODES: frozenset[str] = frozenset({
    "R1.deal-over", "R1.not-in-hand", "R2.build-wrong-value", "R2.not-on-table", "R2.nothing-taken", "R2.stray-cards",
    "R3.no-split-groups", "R3.no-split-sets", "R4.build-in-sum-builds", "R4.build-in-sum-cards", "R4.inside-build",
    "R5.face-cannot-build", "R5.face-captures-build", "R5.face-in-sum", "R5.face-not-in-build", "R5.face-one-at-a-time",
    "R5.face-only-same-rank", "R5.face-takes-all", "R6.build-alone", "R6.not-on-table", "R7.no-capturer-kept",
    "R8.no-capturer-left", "R9.owner-may-not-trail", "R10.multiple-fixed", "R11.card-needs-table", "R11.card-too-big",
    "R11.one-build-per-card", "R11.raise-wrong-sum", "R11.stray-in-build", "R12.own-raise", "R13.partner-add",
    "R13.partner-raise", "R14.same-rank-loose", "R15.no-such-value", "R15.one-only-aces", "R15.royal-no-1",
})


def _frozen(value: Any) -> Any:
    """Parameters are kept hashable: lists become tuples."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    return value


class Violation:
    """One broken rule: its number, a stable ``code`` (``"R9.owner-may-not-trail"``) with plain
    ``params`` (card symbols, build ids, numbers), the cards and table items it names, and its
    sentence (:attr:`message`), worded in the language in use whenever it is read.

    ``Violation("R9", code="R9.owner-may-not-trail", params={...})`` is how the engine makes one;
    ``Violation("R4", "B1 is a build: take it whole.")`` (a ready sentence, code ``"R4"``) still works.
    """

    __slots__ = ("rule", "code", "_params", "cards", "items", "_text")

    rule: str
    code: str
    _params: tuple[tuple[str, Any], ...]
    cards: tuple[Card, ...]
    items: tuple[str, ...]
    _text: str | None

    def __init__(
        self,
        rule: str,
        message: str | None = None,
        cards: tuple[Card, ...] = (),
        items: tuple[str, ...] = (),
        *,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        if message is None and code is None:
            raise TypeError("A Violation needs a code (with params) or a message.")
        if code is not None and code not in CODES and message is None:
            raise ValueError(f"Unknown violation code {code!r}.")
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "code", code if code is not None else rule)
        object.__setattr__(self, "_params", tuple(sorted((k, _frozen(v)) for k, v in (params or {}).items())))
        object.__setattr__(self, "cards", tuple(cards))
        object.__setattr__(self, "items", tuple(items))
        object.__setattr__(self, "_text", message)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("A Violation cannot be changed.")

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled as it was made (code and params, or a ready message)."""
        return (_rebuilt, (self.rule, self.code, self._params, self.cards, self.items, self._text))

    @property
    def params(self) -> dict[str, Any]:
        """The plain values the sentence is worded from (a fresh dict)."""
        return dict(self._params)

    @property
    def text(self) -> str | None:
        """The ready sentence the violation was made with, if any (None: worded from its code)."""
        return self._text

    @property
    def message(self) -> str:
        """The sentence naming the cards, in the language in use now; it cites its rule, e.g. "... (R9).".
        A display hook: worded by :func:`casino_learn.texts.violations.violation_text`."""
        from ..texts.violations import violation_text

        return violation_text(self)

    def _key(self) -> tuple:
        return (self.rule, self.code, self._params, self.cards, self.items, self._text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Violation) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Violation(rule={self.rule!r}, code={self.code!r}, params={self.params!r})"

    def __str__(self) -> str:
        return self.message  # the message already cites its rule, e.g. "... (R9)."

    @property
    def title(self) -> str:
        """The general statement of the rule broken, in the language in use (a display hook:
        the short statement of the rule's entry in :mod:`casino_learn.texts.rulebook`, for the
        violation's game when its parameters say which)."""
        return self.statement()

    def statement(self, *, builds: bool = True) -> str:
        """:attr:`title` as a lesson may show it: ``builds=False`` (building not taught yet, lessons
        00-02) gives the rule's statement without builds where the rulebook has one (R2, R5)."""
        from ..texts.rulebook import entry

        royal = self.params.get("royal")
        try:
            return entry(self.rule).statement(None if royal is None else "royal" if royal else "classic", builds=builds)
        except KeyError:
            return self.rule

    def to_json(self) -> dict:
        params = {k: list(v) if isinstance(v, tuple) else v for k, v in self._params}
        return {"rule": self.rule, "code": self.code, "params": params, "message": self.message, "items": list(self.items)}

    def _repr_html_(self) -> str:
        from ..display.render import violations_html

        return violations_html([self])


def _rebuilt(rule: str, code: str, params: tuple, cards: tuple, items: tuple, text: str | None) -> Violation:
    violation = Violation.__new__(Violation)
    for name, value in (("rule", rule), ("code", code), ("_params", params), ("cards", cards), ("items", items), ("_text", text)):
        object.__setattr__(violation, name, value)
    return violation
