"""Building exercises: ``which_builds`` (R6, R7, R15, R11) and ``raise_or_add`` (R7, R10-R13).

Both are "choose every allowed move" questions over candidate builds; each candidate's
legality and reason come from ``check`` (and are cross-checked against ``generate``).
"""

from __future__ import annotations

import random
from itertools import combinations

from ..cards import Card
from ..moves import BUILD, Move
from ..state import GameState
from ..table import Build
from ..variants import RuleSet
from .choosing import Candidate, candidates, choice_labels, choose_grader, choose_parser, explain_options, pick
from .core import ClosureExercise, Exercise, letter
from .scenes import CardPool, SceneError, cards_text, make_build, make_state, table_text

__all__ = ["build_moves", "build_onto_moves", "raise_or_add", "which_builds"]

_FORMAT = "the letters of every allowed choice, e.g. 'A C' (or 'none')"


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


def _exercise(kind: str, state: GameState, options: list[Candidate], seed: int, difficulty: int, prompt: str,
              hints: tuple[str, ...]) -> Exercise:
    legal = [i for i, c in enumerate(options) if c.legal]
    answer = " ".join(letter(i) for i in legal) or "none"
    return ClosureExercise(
        kind, seed, state.rules.variant, difficulty, prompt, _FORMAT, answer, state,
        choose_parser(options), choose_grader(state, options), hints + (f"{len(legal)} of the {len(options)} choices {'is' if len(legal) == 1 else 'are'} allowed.",),
        lambda: explain_options(state, options), choices=choice_labels(options),
        data={"moves": [c.move.to_json() for c in options], "legal": legal, "rules": [c.rule for c in options]},
    )


def which_builds(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """Which of these builds may you make? Level 1: 3 choices; 2: 4 choices with an R6 or R15
    trap; 3: 5 choices, two allowed, and the trap of building with your only capturing card."""
    total = {1: 3, 2: 4, 3: 5}[difficulty]
    values = list(range(4, 15)) if rules.is_royal else list(range(4, 11))
    for _ in range(400):
        pool = CardPool(rng)
        v = rng.choice(values)
        holder = pool.take_value(rules, v)
        builder = pool.take(lambda c: rules.num(c) is not None and (rules.num(c) or 99) < v and not rules.matches(c, v))
        if holder is None or builder is None:
            continue
        partner = pool.take_rank(v - (rules.num(builder) or 0))
        if partner is None:
            continue
        loose = [partner] + pool.take_many(rng.randint(2, 2 + difficulty), lambda c: rules.num(c) is not None or rng.random() < 0.3)
        hand = [holder, builder] + pool.take_many(1 if difficulty == 1 else 2)
        builds: list[Build] = []
        if difficulty == 3 and rng.random() < 0.5:
            b = make_build(rules, pool, rng.choice(values), 1, "B1")
            if b:
                builds.append(b)
        try:
            state = make_state(rules, pool, loose=loose, builds=builds, hands={0: hand})
        except SceneError:
            continue
        moves = build_moves(state) + (build_onto_moves(state) if builds else [])
        cands = candidates(state, moves)
        legal = [c for c in cands if c.legal]
        r7 = [c for c in cands if c.rule == "R7"]
        trap = [c for c in r7 if rules.matches(c.move.card, c.move.value or 0)]
        r6_15 = [c for c in cands if c.rule in ("R6", "R15")]
        others = [c for c in cands if c.legal or c.rule in ("R6", "R7", "R15", "R11")]
        if difficulty == 1:
            options = pick(rng, [legal, r7], total, others)
        elif difficulty == 2:
            options = pick(rng, [legal, r7, r6_15], total, others)
        else:
            options = pick(rng, [legal, legal, trap, r6_15], total, others)
        if options is None:
            continue
        prompt = (f"You hold {cards_text(state.hand)}.\n{table_text(state)}\n"
                  f"Which of these builds may you make? Choose every one that is allowed.")
        hints = (
            "A build needs the card you play and at least one table card (R6); its value must be one a card can capture "
            f"({'2-14' if rules.is_royal else '2-10'}, R15); and afterwards you must still hold a card that captures it (R7).",
            "For each choice, ask: which card would capture this build, and do I still hold one after playing this card? "
            "The card you play does not count (R7).",
        )
        return _exercise("which_builds", state, options, seed, difficulty, prompt, hints)
    raise RuntimeError(f"which_builds: no position found for seed {seed}")


def raise_or_add(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """May these builds be raised or added to, and by whom? Level 1: an opponent's single build;
    2: also a multiple build and your own build (R10, R12); 3: four players, with your
    partner's build too (R13)."""
    total = {1: 3, 2: 4, 3: 5}[difficulty]
    players = 4 if difficulty == 3 else 2
    top = 11 if rules.is_royal else 8
    for _ in range(400):
        pool = CardPool(rng)
        specs = [(1, 1)]  # (owner, groups)
        if difficulty >= 2:
            specs += [(rng.choice([0, 1]), 2), (0, 1)]
        if difficulty == 3:
            specs += [(2, 1)]
        builds: list[Build] = []
        for owner, groups in specs:
            b = make_build(rules, pool, rng.randint(3, top), owner, f"B{len(builds) + 1}", groups)
            if b is None or any(o.value == b.value for o in builds):
                break
            builds.append(b)
        if len(builds) != len(specs):
            continue
        hand: list[Card] = pool.take_many(2, lambda c: rules.num(c) is not None and (rules.num(c) or 99) <= 4)
        target = builds[0].value + (rules.num(hand[0]) or 0)
        keeper = pool.take_value(rules, target) if rng.random() < 0.7 else None
        hand += [keeper] if keeper else pool.take_many(1)
        if difficulty >= 2:
            adder = pool.take_value(rules, builds[1].value)
            hand += [adder] if adder else []
        loose = pool.take_many(2 + difficulty, lambda c: rules.num(c) is not None)
        try:
            state = make_state(rules, pool, loose=loose, builds=builds, hands={0: hand}, players=players)
        except SceneError:
            continue
        cands = candidates(state, build_onto_moves(state))
        legal = [c for c in cands if c.legal]
        wrong = {r: [c for c in cands if c.rule == r] for r in ("R7", "R8", "R10", "R11", "R12", "R13")}
        allowed = [c for c in cands if c.legal or c.rule in wrong]
        if difficulty == 1:
            options = pick(rng, [legal, wrong["R7"] + wrong["R11"]], total, allowed)
        elif difficulty == 2:
            own = wrong["R12"] if rules.is_royal else [c for c in legal if _touches_own(state, c)]
            options = pick(rng, [legal, wrong["R10"], own], total, allowed)
        else:
            mate = wrong["R13"] if rules.partner_build_restriction else [c for c in legal if _touches(state, c, 2)]
            options = pick(rng, [legal, mate, wrong["R10"] + wrong["R12"] + wrong["R11"]], total, allowed)
        if options is None:
            continue
        who = "You are seat 0; your partner is seat 2. " if players == 4 else ""
        prompt = (f"{who}You hold {cards_text(state.hand)}.\n{table_text(state)}\n"
                  f"Which of these may you do? Choose every one that is allowed.")
        hints = (
            "Raising changes a build's value with the card you play (only a single build, R10; only your card changes "
            "the value, never a table card, R11). Adding keeps the value. Either way you must keep a card that captures it (R7)."
            + (" In Royal you may not raise your own build (R12) and may not raise or add to your partner's (R13)."
               if rules.is_royal else " In Classic you may raise your own build too."),
            "Look at who owns each build and whether it is single or multiple, then check which card you would "
            "still hold to capture the new value.",
        )
        return _exercise("raise_or_add", state, options, seed, difficulty, prompt, hints)
    raise RuntimeError(f"raise_or_add: no position found for seed {seed}")


def _touches(state: GameState, cand: Candidate, owner: int) -> bool:
    return any(state.table.build(b).owner == owner for b in cand.move.builds)


def _touches_own(state: GameState, cand: Candidate) -> bool:
    return any(state.table.build(b).owner == state.to_move and not state.table.build(b).is_multiple and
               (cand.move.value or 0) != state.table.build(b).value for b in cand.move.builds)
