"""Captures in words, for exercises: the biggest captures a played card can make
(:func:`best_captures`), the groups a capture takes (:func:`capture_groups`) and why the
cards it leaves behind stay (:func:`leftover_reasons`). The captures themselves come from the
rules engine (``legal_moves``); this module only measures and words them."""

from __future__ import annotations

from typing import Any

from ..i18n import N_, _, pgettext
from ..rules.cards import Card
from ..rules.movegen import capture_sets, value_sets
from ..rules.moves import CAPTURE, Move
from ..rules.state import GameState

__all__ = ["FACE_WORD", "a_capturing_card", "best_captures", "capture_answer_text", "capture_groups", "capture_size", "leftover_reasons"]

#: Classic face cards by rank, as a learner names them.
#: Translate with ``_()`` where shown; typed answers are read in English by ``card_values``.
FACE_WORD = {11: N_("jack"), 12: N_("queen"), 13: N_("king")}


def a_capturing_card(rules: Any, value: int) -> str:
    """The card that captures ``value``, with its article, in the language in use:
    ``"an 8"``, ``"a queen"``, ``"an ace"`` (a whole message each: articles differ by language)."""
    if (value == 14 and rules.is_royal) or (value == 1 and not rules.is_royal):
        return pgettext("capturing card", "an ace")
    if rules.is_royal and value == 11:
        return pgettext("capturing card", "a jack")
    if rules.is_royal and value == 12:
        return pgettext("capturing card", "a queen")
    if rules.is_royal and value == 13:
        return pgettext("capturing card", "a king")
    if value in (8, 11, 18):
        # Translators: a number card by its value, e.g. "an 8" (English article before a vowel sound).
        return pgettext("capturing card", "an {value}", value=value)
    # Translators: a number card by its value, e.g. "a 7".
    return pgettext("capturing card", "a {value}", value=value)


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
        # Translators: a build among the groups a capture takes, e.g. "B1 (build of 8)"; keep the id first.
        out.append((_("{build} (build of {value})", build=b, value=state.table.build(b).value), frozenset({b})))
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
                reasons.append(_face_stays(c.symbol, best.card.rank))
        return reasons
    vsets, _unused = value_sets(rules, loose, v)
    for i, c in enumerate(loose):
        if c in best.loose:
            continue
        if rules.num(c) is None:
            reasons.append(_only_face_takes(c.symbol, c.rank))
        elif any(s >> i & 1 for s in vsets):
            reasons.append(_("{card} stays: the only sets of {value} it fits in need a card already taken (R3).",
                             card=c.symbol, value=v))
        else:
            reasons.append(_("{card} stays: no set worth exactly {value} contains it (R2).", card=c.symbol, value=v))
    for b in state.table.builds:
        if b.id not in best.builds:
            # Translators: {capturer} is a card with its article, e.g. "an 8", "a queen".
            reasons.append(_("{build} stays: it is a build of {value}, and only {capturer} captures it whole (R4).",
                             build=b.id, value=b.value, capturer=a_capturing_card(rules, b.value)))
    return reasons


def _face_stays(card: str, rank: int) -> str:
    """Why a card stays when a Classic face card of ``rank`` captures (R5), one message per face."""
    if rank == 11:
        return _("{card} stays: a jack takes exactly one card of its own rank (R5).", card=card)
    if rank == 12:
        return _("{card} stays: a queen takes exactly one card of its own rank (R5).", card=card)
    return _("{card} stays: a king takes exactly one card of its own rank (R5).", card=card)


def _only_face_takes(card: str, rank: int) -> str:
    """Why a Classic face card stays: only a card of its rank takes it (R5)."""
    if rank == 11:
        return _("{card} stays: it is a face card and only a jack takes it (R5).", card=card)
    if rank == 12:
        return _("{card} stays: it is a face card and only a queen takes it (R5).", card=card)
    return _("{card} stays: it is a face card and only a king takes it (R5).", card=card)
