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
from dataclasses import dataclass
from math import comb
from typing import Mapping, Sequence

from ..rules.cards import Card, Suit
from ..rules.movegen import value_sets
from ..rules.moves import Move
from ..rules.state import PlayerView
from ..rules.table import Build, Table
from ..rules.variants import RuleSet
from .worth import CARD_SHARE, SPADE_SHARE, CardWorth, card_points

__all__ = ["CarefulAgent", "CardValues", "Judgement", "best_capture", "best_capture_value", "expected_best", "chance_none_held",
           "opponents_before_next_turn"]

#: One card of each rank (the suit does not matter for values), for value look-ups by rank.
_CARD_OF_RANK: dict[int, Card] = {rank: Card(rank, Suit.SPADES) for rank in range(1, 14)}

#: The careful player's name for the shared model of card worth (see :mod:`.worth`).
CardValues = CardWorth


def _best_capture(rules: RuleSet, values: CardWorth, table: Table, rank: int) -> tuple[float, int, tuple[Build, ...], bool]:
    """``(worth, loose mask, builds, sweep)`` of the most valuable capture a card of ``rank``
    can make from ``table`` (worth 0 when it captures nothing)."""
    loose = table.loose
    if not rules.is_numeric(_CARD_OF_RANK[rank]):  # Classic face card: pairs only (R5)
        same = [i for i, c in enumerate(loose) if c.rank == rank]
        if not same:
            return 0.0, 0, (), False
        taken = same if rules.face_card_capture == "all" else [max(same, key=lambda i: values.of(loose[i]))]
        sweep = len(taken) == len(loose) and not table.builds
        mask = sum(1 << i for i in taken)
        return values.of_cards(loose[i] for i in taken) + (values.sweep_value if sweep else 0.0), mask, (), sweep
    capture_value = 14 if (rules.is_royal and rank == 1) else rank
    builds_value = 0.0
    builds_left = 0
    builds_taken: list[Build] = []
    for build in table.builds:
        if build.value == capture_value:
            builds_value += values.of_build(build)
            builds_taken.append(build)
        else:
            builds_left += 1
    best_loose = 0.0
    best_mask = 0
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
                best_mask = mask
                took_all_loose = mask == full_mask
    if best_loose == 0.0 and builds_value == 0.0:
        return 0.0, 0, (), False
    sweep = builds_left == 0 and (took_all_loose or not loose)
    return best_loose + builds_value + (values.sweep_value if sweep else 0.0), best_mask, tuple(builds_taken), sweep


def best_capture_value(rules: RuleSet, values: CardWorth, table: Table, rank: int) -> float:
    """The most a card of ``rank`` could capture from ``table`` (table cards only, plus a sweep
    when sweeps score). Zero if it captures nothing. Ownership rules (R8) are ignored."""
    return _best_capture(rules, values, table, rank)[0]


def best_capture(rules: RuleSet, values: CardWorth, table: Table, rank: int) -> tuple[float, tuple[Card, ...], tuple[Build, ...], bool]:
    """The most valuable capture a card of ``rank`` can make from ``table``: ``(worth, loose
    cards taken, builds taken, sweep)``; worth 0 and nothing taken if it captures nothing."""
    worth, mask, builds, sweep = _best_capture(rules, values, table, rank)
    return worth, tuple(c for i, c in enumerate(table.loose) if mask >> i & 1), builds, sweep


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


@dataclass(frozen=True)
class Judgement:
    """Why the careful player values a move as it does: each part of its score, in points.

    ``score = taken - trail_cost + builds_value - reply + leftover``. ``reply`` is what the next
    opponent can expect to capture from the table the move leaves; ``reply_by_rank`` is, per rank
    they might hold, the most a card of that rank captures there (``known_reply``: what they
    surely can take, holding the card of a build they own, R8). ``kept_builds`` are the mover's
    side's builds left on the table with the chance that no opponent can take each first.
    """

    move: Move
    captured: tuple[Card, ...]
    sweep: bool
    taken: float
    trail_cost: float = 0.0
    kept_builds: tuple[tuple[Build, float], ...] = ()
    builds_value: float = 0.0
    reply: float = 0.0
    reply_by_rank: Mapping[int, float] | None = None
    known_reply: float = 0.0
    leftover: float = 0.0
    final_play: bool = False

    @property
    def score(self) -> float:
        return self.taken - self.trail_cost + self.builds_value - self.reply + self.leftover


class CarefulAgent:
    """Careful: greedy's immediate value, minus the best capture the next opponent can expect
    from the table the move leaves, plus the value of its own builds that are likely to survive.

    It avoids leaving sweeps and point cards for the next player, protects its builds and
    prefers builds that no unseen card can steal. Ties are broken with the given rng. Cards are
    valued by the shared model of :mod:`.worth`.
    """

    name = "careful"

    def __init__(self, card_weight: float = CARD_SHARE, spade_weight: float = SPADE_SHARE, build_discount: float = 0.9,
                 trail_penalty: float = 0.3) -> None:
        self.card_weight = card_weight
        self.spade_weight = spade_weight
        self.build_discount = build_discount
        self.trail_penalty = trail_penalty

    def worth(self, rules: RuleSet) -> CardWorth:
        """The model of card worth this player uses."""
        return CardWorth(rules, self.card_weight, self.spade_weight)

    def scores(self, view: PlayerView) -> dict[Move, float]:
        """The careful score of every legal move (higher is better)."""
        return {move: judgement.score for move, judgement in self.judge(view).items()}

    def judge(self, view: PlayerView) -> dict[Move, Judgement]:
        """Every legal move's :class:`Judgement` (its score, part by part)."""
        rules = view.rules
        values = self.worth(rules)
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
        reply_cache: dict[tuple, tuple[float, dict[int, float], float]] = {}
        out: dict[Move, Judgement] = {}
        for move in moves:
            table, captured = view.table_after(move)
            taken = values.of_cards(captured)
            sweep = move.is_capture and table.is_empty and (not final_play or rules.sweep_on_final_play)
            if sweep:
                taken += values.sweep_value
            trail_cost = self.trail_penalty * card_points(move.card.code) if move.is_trail else 0.0
            if final_play:
                # The leftovers go to the last capturer's side (§9).
                last = view.seat if move.is_capture else view.last_capturer
                leftover = 0.0
                if last is not None:
                    leftover = values.of_cards(table.cards)
                    leftover = leftover if view.side_of(last) == my_side else -leftover
                out[move] = Judgement(move, captured, sweep, taken, trail_cost, leftover=leftover, final_play=True)
                continue
            # Its side's builds still on the table: taken later unless an opponent holds their value.
            kept: list[tuple[Build, float]] = []
            builds_value = 0.0
            for build in table.builds:
                if view.side_of(build.owner) != my_side:
                    continue
                matching = sum(count for rank, count in unseen_ranks.items() if rules.matches(_CARD_OF_RANK[rank], build.value))
                safe = chance_none_held(len(unseen), matching, cards_held_by_opponents)
                kept.append((build, safe))
                builds_value += self.build_discount * safe * values.of_build(build)
            reply, by_rank, known = 0.0, None, 0.0
            if next_opponent is not None:
                key = (table.loose, tuple((b.id, b.value, b.owner, b.groups) for b in table.builds))
                cached = reply_cache.get(key)
                if cached is None:
                    cached = self._expected_reply(rules, values, table, unseen, unseen_ranks, next_opponent)
                    reply_cache[key] = cached
                reply, by_rank, known = cached
            out[move] = Judgement(move, captured, sweep, taken, trail_cost, tuple(kept), builds_value, reply, by_rank, known)
        return out

    def _expected_reply(self, rules: RuleSet, values: CardWorth, table: Table, unseen: Sequence[Card],
                        unseen_ranks: dict[int, int], opponent: tuple[int, int]) -> tuple[float, dict[int, float], float]:
        """The expected best capture of the next opponent from ``table``, the best capture of
        each unseen rank, and what the opponent surely can take (a build they own)."""
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
                return known, by_rank, known
        return expected_best(sorted_values, hand_size), by_rank, known

    def choose(self, view: PlayerView, rng: random.Random) -> Move:
        moves = list(view.legal_moves)
        if len(moves) == 1:
            return moves[0]
        scores = self.scores(view)
        best = max(scores.values())
        top = [m for m in moves if scores[m] >= best - 1e-9]
        return top[0] if len(top) == 1 else rng.choice(top)
