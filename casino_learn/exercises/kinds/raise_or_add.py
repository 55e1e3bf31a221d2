"""``raise_or_add``: who may raise or add to which build? (R7, R10-R13)

Choose every allowed raise or addition among 3-5 candidates. Each candidate's legality and
reason come from the rules engine (``check``, cross-checked against the legal moves).
"""

from __future__ import annotations

import random
from typing import Any

from ...i18n import N_, _
from ...rules.cards import Card
from ...rules.state import GameState
from ...rules.table import Build
from ...rules.variants import RuleSet
from ..building import build_onto_moves
from ..choosing import Candidate, ChooseAllowedExercise, candidates, pick
from ..core import search
from ..registry import register
from ..scenes import CardPool, SceneError, cards_text, make_build, make_state, table_text

__all__ = ["RaiseOrAdd"]

QUESTION = N_("Which of these may you do? Choose every one that is allowed.")
# Translators: {hand} is a list of cards, {table} the table described on its own lines, {question} QUESTION.
PROMPT = N_("You hold {hand}.\n{table}\n{question}")
# Translators: the same prompt with four players.
PROMPT_FOUR = N_("Four players: you and your partner play against two opponents. You hold {hand}.\n{table}\n{question}")

RAISE_HINT_ROYAL = N_(
    "Raising changes a build's value with the card you play (only a single build, R10; only your card changes "
    "the value, never a table card, R11). Adding keeps the value. Either way you must keep a card that captures it (R7). "
    "In Royal you may not raise your own build (R12) and may not raise or add to your partner's (R13).")
#: The same with two players: partners (R13) are Royal stage 5's, after this exercise's first lesson-06 use (review 10).
RAISE_HINT_ROYAL_TWO = N_(
    "Raising changes a build's value with the card you play (only a single build, R10; only your card changes "
    "the value, never a table card, R11). Adding keeps the value. Either way you must keep a card that captures it (R7). "
    "In Royal you may not raise your own build (R12).")
RAISE_HINT_CLASSIC = N_(
    "Raising changes a build's value with the card you play (only a single build, R10; only your card changes "
    "the value, never a table card, R11). Adding keeps the value. Either way you must keep a card that captures it (R7). "
    "In Classic you may raise your own build too.")
OWNER_HINT = N_("Look at who owns each build and whether it is single or multiple, then check which card you would "
                "still hold to capture the new value.")


def _hints(rules: RuleSet, players: int) -> tuple[str, str]:
    royal = RAISE_HINT_ROYAL if players == 4 else RAISE_HINT_ROYAL_TWO
    return (_(royal if rules.is_royal else RAISE_HINT_CLASSIC), _(OWNER_HINT))


@register
class RaiseOrAdd(ChooseAllowedExercise):
    """May these builds be raised or added to, and by whom? Level 1: an opponent's single build;
    2: also a multiple build and your own build (R10, R12); 3: four players, with your
    partner's build too (R13)."""

    kind = "raise_or_add"
    title = N_("Raise or add to a build")
    topic = "building"
    lesson = 3
    taught_rules = ("R7", "R10", "R11", "R12", "R13")
    description = N_("Who may raise or add to which build (§6.2).")

    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> RaiseOrAdd:
        if options:
            raise TypeError(f"raise_or_add takes no options, not {', '.join(options)}")
        state, chosen = search(lambda: _attempt(rng, rules, difficulty), what="raise_or_add", seed=seed, tries=400)
        prompt = _(PROMPT_FOUR if state.players == 4 else PROMPT, hand=cards_text(state.hand), table=table_text(state),
                   question=_(QUESTION))
        return cls(seed=seed, rules=rules, difficulty=difficulty, state=state, offered=chosen, prompt=prompt,
                   hints=_hints(rules, state.players))


def _attempt(rng: random.Random, rules: RuleSet, difficulty: int) -> tuple[GameState, list[Candidate]] | None:
    total = {1: 3, 2: 4, 3: 5}[difficulty]
    players = 4 if difficulty == 3 else 2
    top = 11 if rules.is_royal else 8
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
        return None
    # A hand holds at most four cards (§3): from level 2 one small card makes room for the adder and
    # for the card that captures your own build (``make_state`` adds it, R8).
    small = 2 if difficulty == 1 else 1
    hand: list[Card] = pool.take_many(small, lambda c: rules.num(c) is not None and (rules.num(c) or 99) <= 4)
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
        return None
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
    return None if options is None else (state, options)


def _touches(state: GameState, cand: Candidate, owner: int) -> bool:
    return any(state.table.build(b).owner == owner for b in cand.move.builds)


def _touches_own(state: GameState, cand: Candidate) -> bool:
    return any(state.table.build(b).owner == state.to_move and not state.table.build(b).is_multiple and
               (cand.move.value or 0) != state.table.build(b).value for b in cand.move.builds)
