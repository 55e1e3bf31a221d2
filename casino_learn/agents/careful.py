"""The careful player: greedy's immediate value, minus what the move leaves to the next opponent.

For every legal move it looks at the table the move leaves (``view.table_after``) and asks:
"if the next opponent holds a random hand made of the cards I have not seen, what is the best
capture they can expect to make from this table?" That expectation is exact for a hand dealt
uniformly from the unseen cards (the chance that the best card for them is in their hand).
It also values its own builds by the chance that no opponent can take them before its next turn.

It uses public information only: its own view, the table, the captured piles, hand sizes.
"""

from __future__ import annotations

import random
from math import comb
from typing import Sequence

from ..cards import Card, Suit
from ..movegen import value_sets
from ..moves import Move
from ..state import PlayerView
from ..table import Build, Table
from ..variants import RuleSet
from .simple import card_points

__all__ = ["CarefulAgent", "CardValues", "best_capture_value", "expected_best", "chance_none_held", "opponents_before_next_turn"]

#: One card of each rank (the suit does not matter for values), for value look-ups by rank.
_CARD_OF_RANK: dict[int, Card] = {rank: Card(rank, Suit.SPADES) for rank in range(1, 14)}


class CardValues:
    """How much a card is worth to the side that captures it, in expected deal points.

    Point cards are worth their points (Big Casino 2, Little Casino and aces 1). Every card also
    counts towards "most cards" (3 points) and every spade towards "most spades" (1 point), so
    each card carries a small share of those majorities.
    """

    def __init__(self, rules: RuleSet, card_weight: float = 0.15, spade_weight: float = 0.1) -> None:
        self.rules = rules
        self.card_weight = card_weight
        self.spade_weight = spade_weight
        self.sweep_value = 1.0 if rules.sweeps_enabled else 0.0
        self._by_card: dict[Card, float] = {}

    def of(self, card: Card) -> float:
        """The value of one captured card."""
        value = self._by_card.get(card)
        if value is None:
            value = card_points(card.code) + self.card_weight + (self.spade_weight if card.is_spade else 0.0)
            self._by_card[card] = value
        return value

    def of_cards(self, cards: Sequence[Card]) -> float:
        return sum(self.of(c) for c in cards)

    def of_build(self, build: Build) -> float:
        return sum(self.of(c) for group in build.groups for c in group)


def best_capture_value(rules: RuleSet, values: CardValues, table: Table, rank: int) -> float:
    """The most a card of ``rank`` could capture from ``table`` (table cards only, plus a sweep
    when sweeps score). Zero if it captures nothing. Ownership rules (R8) are ignored."""
    loose = table.loose
    if not rules.is_numeric(_CARD_OF_RANK[rank]):  # Classic face card: pairs only (R5)
        same = [c for c in loose if c.rank == rank]
        if not same:
            return 0.0
        taken = same if rules.face_card_capture == "all" else [max(same, key=values.of)]
        sweep = len(taken) == len(loose) and not table.builds
        return values.of_cards(taken) + (values.sweep_value if sweep else 0.0)
    capture_value = 14 if (rules.is_royal and rank == 1) else rank
    builds_value = 0.0
    builds_left = 0
    for build in table.builds:
        if build.value == capture_value:
            builds_value += values.of_build(build)
        else:
            builds_left += 1
    best_loose = 0.0
    full_mask = (1 << len(loose)) - 1
    took_all_loose = False
    if loose:
        _, unions = value_sets(rules, loose, capture_value)
        for mask in unions:
            if not mask:
                continue
            total = 0.0
            index = 0
            bits = mask
            while bits:
                if bits & 1:
                    total += values.of(loose[index])
                bits >>= 1
                index += 1
            if total > best_loose or (total == best_loose and mask == full_mask):
                best_loose = total
                took_all_loose = mask == full_mask
    if best_loose == 0.0 and builds_value == 0.0:
        return 0.0
    sweep = builds_left == 0 and (took_all_loose or not loose)
    return best_loose + builds_value + (values.sweep_value if sweep else 0.0)


def expected_best(sorted_values: Sequence[float], hand_size: int) -> float:
    """The expected maximum of ``hand_size`` values drawn without replacement from
    ``sorted_values`` (sorted from highest to lowest): hypergeometric weights."""
    total = len(sorted_values)
    if hand_size <= 0 or total == 0:
        return 0.0
    hand_size = min(hand_size, total)
    hands = comb(total, hand_size)
    expected = 0.0
    for position, value in enumerate(sorted_values):
        if value <= 0.0:
            break
        # The best card is this one: it is held, and the other cards come from the lower ones.
        expected += value * comb(total - position - 1, hand_size - 1) / hands
    return expected


def chance_none_held(unseen: int, matching: int, held: int) -> float:
    """The chance that ``held`` cards drawn from ``unseen`` include none of ``matching`` cards."""
    if matching <= 0 or held <= 0:
        return 1.0
    if held > unseen - matching:
        return 0.0
    return comb(unseen - matching, held) / comb(unseen, held)


def opponents_before_next_turn(view: PlayerView) -> list[tuple[int, int]]:
    """``(seat, cards they will hold)`` for each opponent who plays before this player's next turn."""
    players = view.players
    my_side = view.side_of(view.seat)
    out: list[tuple[int, int]] = []
    for step in range(1, players):
        seat = (view.seat + step) % players
        if view.side_of(seat) == my_side:
            continue
        size = view.hand_sizes[seat]
        if size == 0 and view.stock_size > 0:
            size = 4  # a new round is dealt before they play
        out.append((seat, size))
    return out


class CarefulAgent:
    """Careful: greedy's immediate value, minus the best capture the next opponent can expect
    from the table the move leaves, plus the value of its own builds that are likely to survive.

    It avoids leaving sweeps and point cards for the next player, protects its builds and
    prefers builds that no unseen card can steal. Ties are broken with the given rng.
    """

    name = "careful"

    def __init__(self, card_weight: float = 0.15, spade_weight: float = 0.1, build_discount: float = 0.9,
                 trail_penalty: float = 0.3) -> None:
        self.card_weight = card_weight
        self.spade_weight = spade_weight
        self.build_discount = build_discount
        self.trail_penalty = trail_penalty

    def scores(self, view: PlayerView) -> dict[Move, float]:
        """The careful score of every legal move (higher is better)."""
        rules = view.rules
        values = CardValues(rules, self.card_weight, self.spade_weight)
        moves = list(view.legal_moves)
        unseen = view.unseen_cards()
        unseen_ranks: dict[int, int] = {}
        for card in unseen:
            unseen_ranks[card.rank] = unseen_ranks.get(card.rank, 0) + 1
        opponents = opponents_before_next_turn(view)
        next_opponent = opponents[0] if opponents else None
        cards_held_by_opponents = sum(size for _, size in opponents)
        final_play = view.stock_size == 0 and sum(view.hand_sizes) == 1
        my_side = view.side_of(view.seat)
        reply_cache: dict[tuple, float] = {}
        out: dict[Move, float] = {}
        for move in moves:
            table, captured = view.table_after(move)
            score = values.of_cards(captured)
            if move.is_capture and table.is_empty and (not final_play or rules.sweep_on_final_play):
                score += values.sweep_value
            if move.is_trail:
                score -= self.trail_penalty * card_points(move.card.code)
            if final_play:
                # The leftovers go to the last capturer's side (§9).
                last = view.seat if move.is_capture else view.last_capturer
                if last is not None:
                    leftover = values.of_cards(table.cards)
                    score += leftover if view.side_of(last) == my_side else -leftover
                out[move] = score
                continue
            # Its side's builds still on the table: taken later unless an opponent holds their value.
            for build in table.builds:
                if view.side_of(build.owner) != my_side:
                    continue
                matching = sum(count for rank, count in unseen_ranks.items() if rules.matches(_CARD_OF_RANK[rank], build.value))
                safe = chance_none_held(len(unseen), matching, cards_held_by_opponents)
                score += self.build_discount * safe * values.of_build(build)
            if next_opponent is not None:
                key = (table.loose, tuple((b.id, b.value, b.owner, b.groups) for b in table.builds))
                reply = reply_cache.get(key)
                if reply is None:
                    reply = self._expected_reply(rules, values, table, unseen, unseen_ranks, next_opponent)
                    reply_cache[key] = reply
                score -= reply
            out[move] = score
        return out

    def _expected_reply(self, rules: RuleSet, values: CardValues, table: Table, unseen: Sequence[Card],
                        unseen_ranks: dict[int, int], opponent: tuple[int, int]) -> float:
        """The expected best capture of the next opponent from ``table``."""
        seat, hand_size = opponent
        by_rank = {rank: best_capture_value(rules, values, table, rank) for rank in unseen_ranks}
        sorted_values = sorted((by_rank[c.rank] for c in unseen), reverse=True)
        # An owner of a build surely holds a card of its value (R8).
        known = 0.0
        for build in table.builds:
            if build.owner == seat:
                for rank in range(1, 14):
                    if rules.matches(_CARD_OF_RANK[rank], build.value):
                        known = max(known, best_capture_value(rules, values, table, rank))
        if known > 0.0:
            hand_size -= 1
            sorted_values = [max(v, known) for v in sorted_values]
            if hand_size <= 0:
                return known
        return expected_best(sorted_values, hand_size)

    def choose(self, view: PlayerView, rng: random.Random) -> Move:
        moves = list(view.legal_moves)
        if len(moves) == 1:
            return moves[0]
        scores = self.scores(view)
        best = max(scores.values())
        top = [m for m in moves if scores[m] >= best - 1e-9]
        return top[0] if len(top) == 1 else rng.choice(top)
