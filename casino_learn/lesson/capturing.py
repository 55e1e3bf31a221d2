"""Lessons 0-2's helpers: the pack, card values and captures, in plain sentences a checked cell prints."""

from __future__ import annotations

from typing import Iterable

from .. import render
from ..cards import Card, parse_card
from ..describe import describe_move
from ..state import GameState
from ..variants import RuleSet, get_rules
from .common import Shown

#: Learner-facing words of the helpers below (module-level, for a translator).
CAPTURE_WORDS = {
    "face": "has no number: it takes only another {rank}, one at a time (R5).",
    "worth": "is worth {values}.",
    "captures": "With {card} you may capture in {count} ways:",
    "no_captures": "{card} can capture nothing here.",
}

_FACE_RANKS = {11: "jack", 12: "queen", 13: "king"}


def _cards(cards: Iterable[Card | str] | str) -> list[Card]:
    items = cards.split() if isinstance(cards, str) else cards
    return [item if isinstance(item, Card) else parse_card(item) for item in items]


def show_pack() -> Shown:
    """The whole pack of 52 cards, one row per suit (spades, hearts, diamonds, clubs)."""
    from ..cards import full_deck

    deck = full_deck()
    rows = [render.hand_html([card for card in deck if card.code.endswith(suit)], width=44) for suit in "SHDC"]
    return Shown('<div class="casino-pack">' + "".join(rows) + "</div>")


def values_in_words(variant: str | RuleSet, cards: Iterable[Card | str] | str) -> str:
    """One sentence per card: what it is worth in ``variant`` (§1.2), e.g. "A♠ is worth 1."."""
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    lines = []
    for card in _cards(cards):
        values = sorted(rules.values_alone(card))
        if values:
            lines.append(f"{card.symbol} " + CAPTURE_WORDS["worth"].format(values=" or ".join(str(v) for v in values)))
        else:
            lines.append(f"{card.symbol} " + CAPTURE_WORDS["face"].format(rank=_FACE_RANKS.get(card.rank, str(card.rank))))
    return "\n".join(lines)


def captures_with(state: GameState, card: Card | str) -> str:
    """Every capture the card in your hand may make, in words, fewest cards taken first."""
    played = card if isinstance(card, Card) else parse_card(card)
    moves = [m for m in state.legal_moves if m.is_capture and m.card == played]
    if not moves:
        return CAPTURE_WORDS["no_captures"].format(card=played.symbol)
    moves.sort(key=lambda m: (len(m.loose) + len(m.builds), describe_move(state, m, tense="suggestion")))
    lines = [CAPTURE_WORDS["captures"].format(card=played.symbol, count=len(moves))]
    said = [describe_move(state, m, tense="suggestion") for m in moves]
    lines += [f"{i}. {words[0].upper()}{words[1:]}." for i, words in enumerate(said, 1)]
    return "\n".join(lines)
