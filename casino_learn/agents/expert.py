"""The expert player: determinized Monte-Carlo search.

It cannot see the other hands, so it imagines them: many times over, it deals the cards it has
not seen at random to the other hands and the stock (``view.sample_state``), a *determinization*
consistent with everything it knows (a build's owner always holds a card to take it). In each
imagined deal it tries every candidate move and plays on with a fast, sensible policy for every
seat (a *playout*, or rollout) to the end of the round, at least a few turns, then judges the
position: points already captured plus the chances of most cards and most spades. In the last
round the playout goes to the end of the deal and the deal is scored exactly. The move with the
best average points difference for its side is played.

The same imagined deal and the same rollout chances are used for every candidate move (common
random numbers), so the comparison between moves is fair even with few samples.
"""

from __future__ import annotations

import random
import time
from math import erf, exp, sqrt
from typing import Sequence

from ..rules.cards import Card, full_deck
from ..rules.moves import Move
from ..rules.state import GameState, PlayerView
from ..rules.variants import RuleSet
from .careful import CarefulAgent
from .worth import CARD_SHARE, MOST_CARDS_POINTS, MOST_SPADES_POINTS, SPADE_SHARE, SWEEP_POINTS, card_points

__all__ = [
    "ExpertAgent", "rollout_choice", "play_out", "plain_deal_points", "expected_points", "sample_consistent_state",
    "required_values",
]

#: A captured card's worth in the playouts: the shared model of :mod:`.worth`.
_CAPTURE_WORTH: dict[Card, float] = {card: card_points(card.code) + CARD_SHARE + (SPADE_SHARE if card.is_spade else 0.0)
                                     for card in full_deck()}


def plain_deal_points(rules: RuleSet, piles: Sequence[Sequence[Card]], sweeps: Sequence[int]) -> list[int]:
    """Each side's points for one finished deal by plain addition (no near-21 locks): the
    same items as :func:`casino_learn.rules.scoring.score_deal`, computed quickly for searching."""
    sides = len(piles)
    points = [0] * sides
    counts = [len(p) for p in piles]
    spades = [sum(1 for c in p if c.is_spade) for p in piles]
    for totals, reward in ((counts, MOST_CARDS_POINTS), (spades, MOST_SPADES_POINTS)):
        best = max(totals)
        if totals.count(best) == 1:
            points[totals.index(best)] += reward
    for side, pile in enumerate(piles):
        for card in pile:
            points[side] += card_points(card.code)
    if rules.sweeps_enabled:
        if rules.sweeps_cancel:
            ordered = sorted(sweeps, reverse=True)
            second = ordered[1] if sides > 1 else 0
            if ordered[0] > second:
                points[sweeps.index(ordered[0])] += ordered[0] - second
        else:
            for side, count in enumerate(sweeps):
                points[side] += count
    return points


def required_values(view: PlayerView) -> dict[int, set[int]]:
    """For each other player who owns builds: the build values they must hold a card for (R8)."""
    needs: dict[int, set[int]] = {}
    for build in view.table.builds:
        if build.owner != view.seat:
            needs.setdefault(build.owner, set()).add(build.value)
    return needs


def _holds_all(rules: RuleSet, hand: Sequence[Card], values: set[int]) -> bool:
    return all(any(rules.matches(card, value) for card in hand) for value in values)


def sample_consistent_state(view: PlayerView, rng: random.Random, tries: int = 30) -> GameState:
    """A full state consistent with the view in which every build owner holds a card of each of
    their builds' values (R8 guarantees it in the real deal). Rejection sampling with
    ``view.sample_state``; after ``tries`` failures the required cards are dealt first."""
    needs = required_values(view)
    if not needs:
        return view.sample_state(rng)
    rules = view.rules
    for _ in range(tries):
        state = view.sample_state(rng)
        if all(_holds_all(rules, state.hands[seat], values) for seat, values in needs.items()):
            return state
    unseen = list(view.unseen_cards())
    rng.shuffle(unseen)
    hands: list[tuple[Card, ...]] = []
    reserved: dict[int, list[Card]] = {}
    for seat, values in sorted(needs.items()):
        for value in sorted(values):
            card = next((c for c in unseen if rules.matches(c, value)), None)
            if card is not None:
                unseen.remove(card)
                reserved.setdefault(seat, []).append(card)
    top = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand)
            continue
        hand = reserved.get(seat, [])[:size]
        missing = size - len(hand)
        hand = hand + unseen[top:top + missing]
        top += missing
        hands.append(tuple(sorted(hand)))
    return GameState(
        rules, view.players, view.dealer, view.to_move, tuple(hands), view.table, tuple(unseen[top:]),
        view.piles, view.sweeps, view.last_capturer, view.round, view.next_build, view.deal_over,
    )


def rollout_choice(state: GameState, rng: random.Random) -> Move:
    """The fast policy used inside the search for every seat: take the most valuable capture
    (points, then cards, a sweep is worth a point), else build, else trail the least useful card."""
    moves = state.legal_moves
    if len(moves) == 1:
        return moves[0]
    table = state.table
    sweeps_score = state.rules.sweeps_enabled
    loose_count = len(table.loose)
    build_count = len(table.builds)
    best: Move | None = None
    best_value = -1e9
    for move in moves:
        kind = move.kind
        if kind == "capture":
            value = float(card_points(move.card.code))
            for card in move.loose:
                value += _CAPTURE_WORTH[card]
            if move.builds:
                for build in table.builds:
                    if build.id in move.builds:
                        for group in build.groups:
                            for card in group:
                                value += _CAPTURE_WORTH[card]
            if sweeps_score and len(move.loose) == loose_count and len(move.builds) == build_count:
                value += SWEEP_POINTS
            value += 1.0  # any capture beats a build or a trail of equal worth
        elif kind == "build":
            value = 0.6 + 0.1 * len(move.loose)
        else:
            card = move.card
            value = -card_points(card.code) - 0.01 * card.rank - (0.05 if card.is_spade else 0.0)
        value += rng.random() * 0.01  # break ties at random
        if value > best_value:
            best, best_value = move, value
    assert best is not None
    return best


def play_out(state: GameState, rng: random.Random, last_round: int | None = None, min_turns: int = 0) -> GameState:
    """Play on with :func:`rollout_choice` for every seat: to the end of the deal or, with
    ``last_round``, until that round is over (the next round has been dealt), and in any case
    for at least ``min_turns`` turns (unless the deal ends first)."""
    limit = 99 if last_round is None else last_round
    turns = 0
    while not state.deal_over and (state.round <= limit or turns < min_turns):
        state = state.apply(rollout_choice(state, rng))
        turns += 1
    return state


def _normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + erf(x / sqrt(2.0)))


def expected_points(state: GameState) -> list[float]:
    """Each side's expected points for the deal: exact once the deal is over; before that, the
    points already captured plus the chance of winning most cards and most spades, judged
    from the current lead and the cards still to be captured."""
    rules = state.rules
    if state.deal_over:
        return [float(p) for p in plain_deal_points(rules, state.piles, state.sweeps)]
    piles = state.piles
    sides = len(piles)
    points = [0.0] * sides
    for side, pile in enumerate(piles):
        for card in pile:
            points[side] += card_points(card.code)
    if rules.sweeps_enabled:
        raw = state.sweeps
        if rules.sweeps_cancel:
            ordered = sorted(raw, reverse=True)
            if ordered[0] > ordered[1]:
                points[raw.index(ordered[0])] += ordered[0] - ordered[1]
        else:
            for side, count in enumerate(raw):
                points[side] += count
    counts = [len(p) for p in piles]
    spades = [sum(1 for c in p if c.is_spade) for p in piles]
    for totals, in_play, reward in ((counts, 52 - sum(counts), float(MOST_CARDS_POINTS)), (spades, 13 - sum(spades), float(MOST_SPADES_POINTS))):
        spread = 0.5 + 0.6 * sqrt(in_play)
        if sides == 2:
            win = _normal_cdf((totals[0] - totals[1]) / spread)
            points[0] += reward * win
            points[1] += reward * (1.0 - win)
        else:
            weights = [exp((t - max(totals)) / spread) for t in totals]
            total = sum(weights)
            for side in range(sides):
                points[side] += reward * weights[side] / total
    return points


class ExpertAgent:
    """Expert: determinized Monte-Carlo search over imagined deals (see the module docstring).

    * ``iterations``: how many imagined deals are searched; each tries every candidate move.
    * ``time_limit``: seconds after which the search stops early (one imagined deal is always
      finished); ``None`` for no limit.
    * ``candidates``: only this many moves, the careful player's favourites, are searched.
    * ``extra_rounds``: how far each playout goes: 0 stops at the end of the current round,
      1 at the end of the next one, ``None`` plays to the end of the deal. An unfinished deal
      is judged by :func:`expected_points`.
    * ``min_turns``: every playout lasts at least this many turns, so a move at the end of a
      round still sees the replies in the next.

    All chance comes from the rng passed to :meth:`choose`, so a fixed seed gives a fixed move
    as long as the time limit is not reached (pass ``time_limit=None`` for strict reproducibility).
    The defaults take well under a quarter of a second for most decisions.
    """

    name = "expert"

    def __init__(self, iterations: int = 64, time_limit: float | None = 1.0, candidates: int = 8,
                 extra_rounds: int | None = 0, min_turns: int = 8) -> None:
        if iterations < 1:
            raise ValueError("The expert needs at least one iteration.")
        if candidates < 1:
            raise ValueError("The expert needs at least one candidate move.")
        self.iterations = iterations
        self.time_limit = time_limit
        self.candidates = candidates
        self.extra_rounds = extra_rounds
        self.min_turns = min_turns
        self.judge = CarefulAgent()

    def candidate_moves(self, view: PlayerView) -> list[Move]:
        """The moves worth searching: the careful player's favourites, best first."""
        moves = list(view.legal_moves)
        if len(moves) <= 1:
            return moves
        scores = self.judge.scores(view)
        ranked = sorted(moves, key=lambda m: -scores[m])  # stable: legal-move order breaks ties
        return ranked[: self.candidates]

    def move_values(self, view: PlayerView, rng: random.Random, candidates: Sequence[Move] | None = None) -> dict[Move, float]:
        """The average points difference (own side minus the others' average) of each
        candidate move over the imagined deals, in the careful player's order (or of the
        given ``candidates``, legal moves of ``view``, in their order)."""
        candidates = self.candidate_moves(view) if candidates is None else list(candidates)
        if len(candidates) <= 1:
            return {m: 0.0 for m in candidates}
        search_rng = random.Random(rng.getrandbits(64))
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        my_side = view.side_of(view.seat)
        sides = len(view.piles)
        totals = {m: 0.0 for m in candidates}
        last_round = None if self.extra_rounds is None else view.round + self.extra_rounds
        done = 0
        for _ in range(self.iterations):
            imagined = sample_consistent_state(view, search_rng)
            rollout_seed = search_rng.getrandbits(64)
            for move in candidates:
                final = play_out(imagined.apply(move), random.Random(rollout_seed), last_round, self.min_turns)
                points = expected_points(final)
                others = (sum(points) - points[my_side]) / (sides - 1)
                totals[move] += points[my_side] - others
            done += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        return {m: totals[m] / done for m in candidates}

    def choose(self, view: PlayerView, rng: random.Random) -> Move:
        moves = view.legal_moves
        if len(moves) == 1:
            return moves[0]
        values = self.move_values(view, rng)
        best = max(values.values())
        # Candidates come in the careful player's order, so it breaks ties.
        return next(move for move, value in values.items() if value >= best - 1e-9)
