"""Build moves an exercise offers as choices, right and wrong: every build a hand could try
(:func:`build_moves`) and every raise or addition onto the table's builds
(:func:`build_onto_moves`). Whether each is allowed is decided by the rules engine
(:mod:`..validation`), never here."""

from __future__ import annotations

from itertools import combinations

from ..rules.moves import BUILD, Move
from ..rules.state import GameState

__all__ = ["build_moves", "build_onto_moves"]


def build_moves(state: GameState) -> list[Move]:
    """Builds one could try from the hand with at most two loose cards: each value the cards
    add up to, the played card's own value (a multiple build), and bare builds (R6)."""
    rules = state.rules
    numeric = [c for c in state.table.loose if rules.num(c) is not None]
    out: list[Move] = []
    for c in state.hand:
        nc = rules.num(c)
        if nc is None:
            continue
        for v in rules.values_alone(c):
            out.append(Move(c, BUILD, v))  # table untouched: R6
        for k in (1, 2):
            for group in combinations(numeric, k):
                total = nc + sum(rules.num(x) or 0 for x in group)
                for v in {total} | set(rules.values_alone(c)):
                    out.append(Move(c, BUILD, v, frozenset(group)))
    return out


def build_onto_moves(state: GameState) -> list[Move]:
    """Raises and additions onto every build with each hand card, including wrong ones
    (a table card changing the value, R11; raising a multiple build, R10)."""
    rules = state.rules
    out: list[Move] = []
    for b in state.table.builds:
        for c in state.hand:
            nc = rules.num(c)
            if nc is None:
                continue
            if b.value + nc <= rules.max_value:
                out.append(Move(c, BUILD, b.value + nc, frozenset(), frozenset({b.id})))
            if rules.matches(c, b.value):
                out.append(Move(c, BUILD, b.value, frozenset(), frozenset({b.id})))
            for x in state.table.loose:
                nx = rules.num(x)
                if nx is None:
                    continue
                if nc + nx == b.value:
                    out.append(Move(c, BUILD, b.value, frozenset({x}), frozenset({b.id})))
                elif b.value + nc + nx <= rules.max_value:
                    out.append(Move(c, BUILD, b.value + nc + nx, frozenset({x}), frozenset({b.id})))
    return out
