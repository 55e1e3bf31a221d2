"""Moves: trail, capture and build (RULES.md §6) as small frozen values.

A move is identified by (played card, kind, declared value for builds, set of table items
taken or used) (§6.4). Its text notation round-trips::

    >>> m = Move.parse("8H capture 8D 6H+2D")
    >>> str(m)
    '8H capture 2D 6H 8D'
    >>> Move.parse(str(m)) == m
    True
"""

from __future__ import annotations

import html
import re
from typing import Any, Iterable, Literal, NamedTuple

from .cards import Card, parse_card, tokenize_cards
from .errors import CardParseError, MoveParseError

__all__ = ["Move", "TRAIL", "CAPTURE", "BUILD", "build_sort_key"]

TRAIL: Literal["trail"] = "trail"
CAPTURE: Literal["capture"] = "capture"
BUILD: Literal["build"] = "build"
_KINDS = (TRAIL, CAPTURE, BUILD)
_KIND_WORDS = {
    "trail": TRAIL, "trails": TRAIL, "t": TRAIL,
    "capture": CAPTURE, "captures": CAPTURE, "take": CAPTURE, "takes": CAPTURE, "x": CAPTURE,
    "build": BUILD, "builds": BUILD, "b": BUILD,
}
_BUILD_ID = re.compile(r"^[Bb]\d+$")


def build_sort_key(build_id: str) -> tuple[int, str]:
    digits = build_id[1:]
    return (int(digits) if digits.isdigit() else 10**9, build_id)


class _MoveFields(NamedTuple):
    card: Card
    kind: str
    value: int | None
    loose: frozenset[Card]
    builds: frozenset[str]


class Move(_MoveFields):
    """One turn: play ``card`` as a ``trail``, ``capture`` or ``build``.

    ``loose`` is the set of loose table cards taken (capture) or used (build) and
    ``builds`` the set of build ids; ``value`` is the declared value of a build.
    Moves are immutable and hashable; two moves are equal when their §6.4 identities are.
    """

    __slots__ = ()

    def __new__(
        cls,
        card: Card,
        kind: str,
        value: int | None = None,
        loose: frozenset[Card] = frozenset(),
        builds: frozenset[str] = frozenset(),
    ) -> "Move":
        if not isinstance(card, Card):
            card = parse_card(card)
        if kind not in _KINDS:
            raise ValueError(f"Move kind must be 'trail', 'capture' or 'build', not {kind!r}.")
        if kind == BUILD and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError("A build move needs a declared value (§6.2, A28).")
        if kind != BUILD and value is not None:
            raise ValueError(f"Only a build declares a value; a {kind} does not.")
        if kind == TRAIL and (loose or builds):
            raise ValueError("A trail takes nothing from the table.")
        return tuple.__new__(cls, (card, kind, value, frozenset(loose), frozenset(builds)))

    # --- constructors ---------------------------------------------------------------
    @classmethod
    def trail(cls, card: Card | str) -> "Move":
        return cls(parse_card(card), TRAIL)

    @classmethod
    def capture(cls, card: Card | str, items: Iterable[Card | str] | str) -> "Move":
        """``Move.capture("8H", "8D 6H 2D B1")``."""
        loose, builds = _split_items(items)
        return cls(parse_card(card), CAPTURE, None, loose, builds)

    @classmethod
    def build(cls, card: Card | str, value: int, items: Iterable[Card | str] | str) -> "Move":
        """``Move.build("3C", 8, "5S B1")``."""
        loose, builds = _split_items(items)
        return cls(parse_card(card), BUILD, int(value), loose, builds)

    # --- views -------------------------------------------------------------------------
    @property
    def items(self) -> tuple[str, ...]:
        """Table items as codes in canonical order: cards first, then build ids."""
        return tuple(c.code for c in sorted(self.loose)) + tuple(sorted(self.builds, key=build_sort_key))

    @property
    def is_trail(self) -> bool:
        return self.kind == TRAIL

    @property
    def is_capture(self) -> bool:
        return self.kind == CAPTURE

    @property
    def is_build(self) -> bool:
        return self.kind == BUILD

    def identity(self) -> tuple:
        """The §6.4 identity (card, kind, value, set of items)."""
        return (self.card.code, self.kind, self.value, frozenset(self.items))

    def __str__(self) -> str:
        head = f"{self.card.code} {self.kind}"
        if self.kind == BUILD:
            head += f" {self.value}"
        items = self.items
        return head + (" " + " ".join(items) if items else "")

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def __reduce__(self) -> tuple:
        return (Move, tuple(self))

    def _repr_html_(self) -> str:
        from ..display.render import card_svg

        return f"<code>{html.escape(str(self))}</code> " + card_svg(self.card, width=40)

    # --- parsing and JSON -----------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read a move: ``"9D trail"``, ``"8H capture 8D 6H+2D"``, ``"3C build 8 5S B1"``.
        Cards may be written any way :func:`~casino_learn.rules.cards.parse_card` accepts."""
        if isinstance(text, Move):
            return text
        if not isinstance(text, str) or not text.strip():
            raise MoveParseError(str(text), "move.empty")
        tokens = tokenize_cards(text)
        kind_at = next((i for i, t in enumerate(tokens) if t.lower() in _KIND_WORDS), None)
        if kind_at is None:
            raise MoveParseError(text, "move.no-kind")
        if kind_at != 1:
            raise MoveParseError(text, "move.card-first")
        try:
            card = parse_card(tokens[0])
        except CardParseError as e:
            raise MoveParseError(text, "move.bad-card", error=e) from None
        kind = _KIND_WORDS[tokens[kind_at].lower()]
        rest = tokens[kind_at + 1:]
        if kind == TRAIL:
            if rest:
                raise MoveParseError(text, "move.trail-takes-nothing")
            return cls(card, TRAIL)
        value = None
        if kind == BUILD:
            if not rest or not rest[0].isdigit():
                raise MoveParseError(text, "move.build-needs-value")
            value = int(rest[0])
            rest = rest[1:]
        if not rest:
            if kind == CAPTURE:
                raise MoveParseError(text, "move.capture-needs-items")
            raise MoveParseError(text, "move.build-needs-items")
        try:
            loose, builds = _split_items(rest)
        except CardParseError as e:
            raise MoveParseError(text, "move.bad-card", error=e) from None
        return cls(card, kind, value, loose, builds)

    def to_json(self, table_after_empty: bool | None = None, shape: str | None = None) -> dict[str, Any]:
        """The §15 move object. ``clears_table``/``shape`` are informative extras."""
        out: dict[str, Any] = {"card": self.card.code, "kind": self.kind}
        if self.kind == CAPTURE:
            out["take"] = list(self.items)
            if table_after_empty is not None:
                out["clears_table"] = table_after_empty
        elif self.kind == BUILD:
            out["value"] = self.value
            out["use"] = list(self.items)
            if shape is not None:
                out["shape"] = shape
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> "Move":
        """Read a §15 move object (extra informative fields are ignored)."""
        try:
            kind = obj["kind"]
            card = obj["card"]
        except (KeyError, TypeError):
            raise MoveParseError(repr(obj), "a move object needs 'card' and 'kind'") from None
        if kind == TRAIL:
            return cls.trail(card)
        if kind == CAPTURE:
            return cls.capture(card, obj.get("take", []))
        if kind == BUILD:
            if "value" not in obj:
                raise MoveParseError(repr(obj), "a build move object needs 'value'")
            return cls.build(card, obj["value"], obj.get("use", []))
        raise MoveParseError(repr(obj), f"unknown kind {kind!r}; expected 'trail', 'capture' or 'build'")


def _split_items(items: Iterable[Card | str] | str) -> tuple[frozenset[Card], frozenset[str]]:
    if isinstance(items, str):
        items = tokenize_cards(items)
    loose: set[Card] = set()
    builds: set[str] = set()
    for item in items:
        if isinstance(item, Card):
            loose.add(item)
        elif isinstance(item, str) and _BUILD_ID.match(item.strip()):
            builds.add(item.strip().upper())
        else:
            try:
                loose.add(parse_card(item))
            except CardParseError as e:
                raise CardParseError(str(item), code="card.not-a-table-item") from e
    return frozenset(loose), frozenset(builds)
