"""The simplest opponents: uniformly random, and greedy (most immediate points, then cards)."""

from __future__ import annotations

import random

from ..rules.moves import Move
from ..rules.state import PlayerView
from .worth import SWEEP_POINTS, card_points

__all__ = ["RandomAgent", "GreedyAgent", "immediate_gain", "card_points"]


def immediate_gain(view: PlayerView, move: Move) -> tuple[float, int, int]:
    """``(points, cards, spades)`` that ``move`` captures at once (a sweep counts a point
    when sweeps score). Builds and trails capture nothing."""
    if not move.is_capture:
        return (0.0, 0, 0)
    table, captured = view.table_after(move)
    points = float(sum(card_points(c.code) for c in captured))
    if table.is_empty and view.rules.sweeps_enabled:
        points += SWEEP_POINTS
    return (points, len(captured), sum(1 for c in captured if c.is_spade))


class RandomAgent:
    """Beginner: plays a uniformly random legal move."""

    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Move:
        return rng.choice(list(view.legal_moves))


class GreedyAgent:
    """Greedy: the capture worth the most points now, then the most cards; with nothing to
    capture, a build (it secures a later capture), else trails its least valuable card."""

    name = "greedy"

    def choose(self, view: PlayerView, rng: random.Random) -> Move:
        best: list[Move] = []
        best_key: tuple | None = None
        for move in view.legal_moves:
            points, cards, spades = immediate_gain(view, move)
            trail_cost = 0 if not move.is_trail else -(card_points(move.card.code) * 10 + move.card.rank)
            key = (points, cards, spades, move.is_build, trail_cost)
            if best_key is None or key > best_key:
                best, best_key = [move], key
            elif key == best_key:
                best.append(move)
        return best[0] if len(best) == 1 else rng.choice(best)
