"""How good is each legal move? Used by the ``best_move`` exercise.

:func:`evaluate_moves` asks the expert agent first (``casino_learn.agents.get_agent("expert")``)
if it exists and offers an evaluation method, else uses :func:`greedy_evaluation`. Either way
the result is a list of :class:`MoveValue` in expected points for the mover's side, so the
exercise logic is the same whichever evaluator answered.

An agent offers an evaluation with a method ``evaluate_moves``, ``move_values`` or ``evaluate``,
called as ``method(view, rng)`` (or ``method(view)``), returning ``{move: points}`` for some or
all legal moves of ``view`` (points for the mover's side, e.g. own minus the others'). Moves it
leaves out count as 1 point below its weakest. Its ``time_limit`` (if any) is switched off so
that the same seed always gives the same exercise.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from math import comb
from typing import Any

from ..cards import Card
from ..movegen import generate
from ..moves import Move
from ..state import GameState, PlayerView
from ..table import Table
from .scenes import cards_text

__all__ = ["Evaluation", "MoveValue", "card_worth", "evaluate_moves", "expert_evaluation", "greedy_evaluation"]

CARD = 0.11   # one card's share of "most cards" (3 points over ~27 cards)
SPADE = 0.15  # one spade's share of "most spades" (1 point over ~7 spades)
GREEDY_MARGIN = 0.25  # the greedy evaluation is exact arithmetic: a small margin
EXPERT_MARGIN = 0.5   # the expert's values are averages over imagined deals: allow for their noise
PRUNED_GAP = 1.0
_POINTS = {"10D": 2.0, "2S": 1.0, "AS": 1.0, "AC": 1.0, "AH": 1.0, "AD": 1.0}


def card_worth(card: Card) -> float:
    """What one captured card is worth in points, on average: its item points plus its share
    of most cards and most spades."""
    return _POINTS.get(card.code, 0.0) + CARD + (SPADE if card.is_spade else 0.0)


@dataclass(frozen=True)
class MoveValue:
    """One legal move's value: ``score`` = ``gain`` - ``risk`` + ``bonus`` (points)."""

    move: Move
    score: float
    gain: float = 0.0
    risk: float = 0.0
    bonus: float = 0.0
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Evaluation:
    """Every legal move's value, best first, and the name of the evaluator."""

    evaluator: str
    values: tuple[MoveValue, ...]
    margin: float = 0.25  # a sensible "as good as the best" margin for this evaluator

    def value(self, move: Move) -> MoveValue:
        return next(v for v in self.values if v.move == move)

    @property
    def best(self) -> MoveValue:
        return self.values[0]


def _worth(cards: Any) -> float:
    return sum(card_worth(c) for c in cards)


def _opponent_gain(view: PlayerView, table: Table, card: Card, seat: int) -> float:
    """The most the next player could take from ``table`` by playing ``card`` (their own card excluded)."""
    rules = view.rules
    best = 0.0
    moves = generate(rules, table, (card,), view.players + 1)  # a seat that owns no build
    for m in moves:
        if not m.is_capture:
            continue
        taken = list(m.loose) + [c for b in m.builds for c in table.build(b).cards]
        gain = _worth(taken)
        if rules.sweeps_enabled and len(taken) == len(table.cards):
            gain += 1.0
        best = max(best, gain)
    return best


def greedy_evaluation(state: GameState) -> Evaluation:
    """Points taken now, minus what the next player can expect to take from the table left
    behind (over the cards they might hold), plus most of the value of a build you can
    collect next turn. It sees only the mover's view."""
    view = state.view(state.to_move)
    rules = state.rules
    nxt = (state.to_move + 1) % state.players
    unseen = view.unseen_cards()
    size = view.hand_sizes[nxt] if view.hand_sizes[nxt] else (4 if view.stock_size else 0)
    by_rank: dict[int, list[Card]] = {}
    for c in unseen:
        by_rank.setdefault(c.rank, []).append(c)
    total = comb(len(unseen), size) if size <= len(unseen) else 0

    def holds(rank: int) -> float:
        if not total:
            return 0.0
        k = len(by_rank.get(rank, ()))
        return 1.0 - comb(len(unseen) - k, size) / total

    values = []
    for move in view.legal_moves:
        table, captured = view.table_after(move)
        notes: list[str] = []
        gain = _worth(captured)
        if move.is_capture:
            points = [c.symbol for c in captured if c.code in _POINTS]
            notes.append(f"takes {len(captured)} cards" + (f" including {' '.join(points)}" if points else ""))
            if table.is_empty and rules.sweeps_enabled:
                gain += 1.0
                notes.append("sweeps the table (1 point)")
        risks = []
        if size:
            for rank, cards in by_rank.items():
                g = _opponent_gain(view, table, cards[0], nxt)
                if g > 0:
                    risks.append((g, holds(rank), cards[0]))
        risks.sort(key=lambda t: -t[0])
        risk, none_yet = 0.0, 1.0
        for g, p, _ in risks:
            risk += g * p * none_yet
            none_yet *= 1 - p
        if risks and risks[0][0] >= 0.9:
            g, p, c = risks[0]
            label = c.symbol[:-1]
            notes.append(f"leaves {g:.1f} points for the next player if they hold {'an' if label in ('A', '8') else 'a'} {label} "
                         f"({round(100 * p)}% likely)")
        bonus = 0.0
        if move.is_build:
            new = [b for b in table.builds if b.owner == state.to_move and b.value == move.value]
            if new:
                bonus = 0.9 * _worth(new[-1].cards)
                notes.append(f"builds {move.value}, which you can take next turn")
        elif move.is_trail:
            notes.append(f"trails {move.card.symbol}")
        score = round(gain - risk + bonus, 3)
        values.append(MoveValue(move, score, round(gain, 3), round(risk, 3), round(bonus, 3), tuple(notes)))
    values.sort(key=lambda v: (-v.score, str(v.move)))
    return Evaluation("greedy", tuple(values), GREEDY_MARGIN)


def _expert_method(agent: Any) -> Callable[..., Any] | None:
    for name in ("evaluate_moves", "move_values", "evaluate"):
        method = getattr(agent, name, None)
        if callable(method):
            return method
    return None


def expert_evaluation(state: GameState) -> Evaluation | None:
    """The expert agent's evaluation, or None if there is no expert or it offers none.

    The expert is made reproducible (``time_limit = None`` where it has one) and is given a
    fixed rng. Legal moves it did not search (it may search only its favourites) are valued
    1 point below its weakest searched move."""
    try:
        from ..agents import get_agent

        agent = get_agent("expert")
    except (ImportError, ValueError, KeyError):
        return None
    method = _expert_method(agent)
    if method is None:
        return None
    if hasattr(agent, "time_limit"):
        agent.time_limit = None  # a time limit would make the answer depend on the machine's speed
    view = state.view(state.to_move)
    try:
        try:
            raw = method(view, random.Random(0))
        except TypeError:
            raw = method(view)
        pairs = raw.items() if isinstance(raw, Mapping) else raw
        scores = {m: float(v) for m, v in pairs}
    except Exception:  # an evaluator that fails must not break the exercise: fall back
        return None
    legal = list(view.legal_moves)
    if not scores or any(m not in legal for m in scores):
        return None
    greedy = {v.move: v for v in greedy_evaluation(state).values}
    floor = min(scores.values()) - PRUNED_GAP
    values = []
    for m in legal:
        notes = greedy[m].notes
        if m in scores:
            values.append(MoveValue(m, round(scores[m], 3), notes=notes))
        else:
            values.append(MoveValue(m, round(floor, 3), notes=notes + ("the expert did not find it worth searching",)))
    values.sort(key=lambda v: (-v.score, str(v.move)))
    return Evaluation("expert", tuple(values), EXPERT_MARGIN)


def evaluate_moves(state: GameState, evaluator: str | None = None) -> Evaluation:
    """Every legal move's value: the expert's if there is one (``evaluator=None`` or
    ``"expert"``), else the greedy evaluation (also forced with ``evaluator="greedy"``)."""
    if evaluator not in (None, "expert", "greedy"):
        raise ValueError(f"evaluator must be 'expert' or 'greedy', not {evaluator!r}")
    if evaluator != "greedy":
        found = expert_evaluation(state)
        if found is not None:
            return found
    return greedy_evaluation(state)


def describe_value(value: MoveValue) -> str:
    """``"takes 3 cards including 10♦; leaves ... (score +1.20)"``."""
    notes = "; ".join(value.notes)
    return (notes + " " if notes else "") + f"(score {value.score:+.2f})"


def hand_text(state: GameState) -> str:
    return cards_text(state.hand)
