"""What a captured card is worth: the one model shared by the computer players and the coach.

A deal scores these items (RULES.md §10-§12, taken from :mod:`casino_learn.rules.scoring`, the one
table of scoring items): most cards 3, most spades 1, Big Casino (10♦) 2, Little Casino (2♠)
1, each ace 1, and in Royal each sweep 1. A point card is worth its points to the side that
captures it. "Most cards" and "most spades" are won by a majority, so no single card wins them;
every card carries a share of them instead:

* a card is worth :data:`CARD_SHARE` of a point (3 points for most cards, usually decided by
  a few cards either side of 26);
* a spade is worth :data:`SPADE_SHARE` more (1 point for most spades, 13 spades);
* a sweep is worth its point where sweeps score.

These shares are the ones the careful and expert players were tuned with (see
``benchmarks/bench_agents.py``); the coach and the ``best_move`` exercise use the same numbers,
so the advice and the computer's play never disagree about what a card is worth.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.cards import Card
from ..rules.scoring import _ITEM_CARD, POINTS
from ..rules.table import Build
from ..rules.variants import RuleSet
from ..texts.scores import ITEM_NAMES

__all__ = [
    "CARD_SHARE", "SPADE_SHARE", "POINT_CARDS", "MOST_CARDS_POINTS", "MOST_SPADES_POINTS", "SWEEP_POINTS",
    "CardWorth", "card_points", "card_share", "point_item", "point_item_name",
]

#: One card's share of "most cards" (3 points), in points.
CARD_SHARE = 0.15
#: One spade's extra share of "most spades" (1 point), in points.
SPADE_SHARE = 0.10
#: The points of the majority items and of a sweep (from the score sheet's table).
MOST_CARDS_POINTS: int = POINTS["cards"]
MOST_SPADES_POINTS: int = POINTS["spades"]
SWEEP_POINTS: int = POINTS["sweep"]

#: Point cards by code, with their points: ``{"10D": 2, "2S": 1, "AS": 1, ...}``.
POINT_CARDS: dict[str, int] = {code: POINTS[item] for item, code in _ITEM_CARD.items()}
_ITEM_OF_CARD: dict[str, str] = {code: item for item, code in _ITEM_CARD.items()}


def card_points(code: str) -> int:
    """Points a single card scores on its own: Big Casino 2, Little Casino and aces 1, else 0."""
    return POINT_CARDS.get(code, 0)


def card_share(card: Card) -> float:
    """A card's share of most cards and most spades (no item points)."""
    return CARD_SHARE + (SPADE_SHARE if card.is_spade else 0.0)


def point_item(card: Card) -> str | None:
    """The scoring item a card wins on its own (``"big_casino"``, ``"ace_S"``...), or None."""
    return _ITEM_OF_CARD.get(card.code)


def point_item_name(card: Card) -> str | None:
    """The score sheet's name of the item a card wins on its own, e.g. ``"Big Casino (10♦)"``."""
    item = point_item(card)
    return ITEM_NAMES[item] if item is not None else None


class CardWorth:
    """How much a captured card is worth to the side that captures it, in expected deal points:
    its own points plus its share of most cards and most spades (see the module docstring).
    ``sweep_value`` is a sweep's point where sweeps score (else 0)."""

    def __init__(self, rules: RuleSet, card_weight: float = CARD_SHARE, spade_weight: float = SPADE_SHARE) -> None:
        self.rules = rules
        self.card_weight = card_weight
        self.spade_weight = spade_weight
        self.sweep_value = float(SWEEP_POINTS) if rules.sweeps_enabled else 0.0
        self._by_card: dict[Card, float] = {}

    def of(self, card: Card) -> float:
        """The worth of one captured card."""
        value = self._by_card.get(card)
        if value is None:
            value = card_points(card.code) + self.card_weight + (self.spade_weight if card.is_spade else 0.0)
            self._by_card[card] = value
        return value

    def of_cards(self, cards: Iterable[Card]) -> float:
        return sum(self.of(c) for c in cards)

    def of_build(self, build: Build) -> float:
        return sum(self.of(c) for group in build.groups for c in group)
