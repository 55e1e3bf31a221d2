"""Captures in words, for exercises: the biggest captures a played card can make
(:func:`best_captures`), the groups a capture takes (:func:`capture_groups`) and why the
cards it leaves behind stay (:func:`leftover_reasons`). The captures themselves come from the
rules engine (``legal_moves``); this module only measures and words them."""

from __future__ import annotations

from ..cards import Card
from ..movegen import capture_sets, value_sets
from ..moves import CAPTURE, Move
from ..state import GameState
from .scenes import value_card_name

__all__ = ["FACE_WORD", "best_captures", "capture_answer_text", "capture_groups", "capture_size", "leftover_reasons"]

#: Classic face cards by rank, as a learner names them.
FACE_WORD = {11: "jack", 12: "queen", 13: "king"}


def _a(word: str) -> str:
    """``"8"`` -> ``"an 8"``, ``"queen"`` -> ``"a queen"``."""
    return ("an " if word[0] in "aeiou8" or word in ("11", "18") else "a ") + word


def capture_size(state: GameState, move: Move) -> int:
    """Table cards a capture takes (cards inside builds count)."""
    return len(move.loose) + sum(len(state.table.build(b).cards) for b in move.builds)


def capture_groups(state: GameState, move: Move) -> list[tuple[str, frozenset[str]]]:
    """The targets of a legal capture: (label, item codes), e.g. ``("6♥+2♦", {"6H", "2D"})``."""
    rules = state.rules
    loose = state.table.loose
    value = rules.capture_value(move.card)
    out: list[tuple[str, frozenset[str]]] = []
    if value is None:
        out = [(c.symbol, frozenset({c.code})) for c in sorted(move.loose)]
    else:
        mask = sum(1 << i for i, c in enumerate(loose) if c in move.loose)
        for group in capture_sets(rules, loose, value, mask) or [tuple(sorted(move.loose))]:
            g = sorted(group, reverse=True)
            out.append(("+".join(c.symbol for c in g), frozenset(c.code for c in g)))
        out.sort(key=lambda t: (len(t[1]), t[0]))
    for b in sorted(move.builds):
        out.append((f"{b} (build of {state.table.build(b).value})", frozenset({b})))
    return out


def best_captures(state: GameState, card: Card) -> tuple[list[Move], list[Move]]:
    """``(all captures with card, the ones taking the most table cards)``."""
    caps = [m for m in state.legal_moves.with_card(card) if m.kind == CAPTURE]
    if not caps:
        return [], []
    top = max(capture_size(state, m) for m in caps)
    return caps, [m for m in caps if capture_size(state, m) == top]


def capture_answer_text(state: GameState, move: Move) -> str:
    """A capture's table items as a learner types them: ``"8♦, 6♥+2♦, B1"``."""
    parts = []
    for label, items in capture_groups(state, move):
        if label.startswith("B"):
            parts.append(label.split(" ")[0])
        else:
            parts.append(label)
    return ", ".join(parts)


def leftover_reasons(state: GameState, best: Move) -> list[str]:
    """Why each table item that ``best`` (a capture) leaves behind stays, with the rule."""
    rules = state.rules
    v = rules.capture_value(best.card)
    reasons = []
    loose = state.table.loose
    if v is None:  # a Classic face card takes one card of its rank (R5)
        for c in loose:
            if c not in best.loose:
                reasons.append(f"{c.symbol} stays: a {FACE_WORD[best.card.rank]} takes exactly one card of its own rank (R5).")
        return reasons
    vsets, _ = value_sets(rules, loose, v)
    for i, c in enumerate(loose):
        if c in best.loose:
            continue
        if rules.num(c) is None:
            reasons.append(f"{c.symbol} stays: it is a face card and only a {FACE_WORD[c.rank]} takes it (R5).")
        elif any(s >> i & 1 for s in vsets):
            reasons.append(f"{c.symbol} stays: the only sets of {v} it fits in need a card already taken (R3).")
        else:
            reasons.append(f"{c.symbol} stays: no set worth exactly {v} contains it (R2).")
    for b in state.table.builds:
        if b.id not in best.builds:
            reasons.append(f"{b.id} stays: it is a build of {b.value}, and only {_a(value_card_name(rules, b.value))} captures it whole (R4).")
    return reasons
