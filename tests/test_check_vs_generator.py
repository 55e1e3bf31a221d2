"""check() agrees with the move generator under every combination of RuleSet options (RULES.md
§14), not only the presets, for 2, 3 and 4 players: every listed move passes, every other
candidate gets at least one violation that cites its rule number (issue 10, departure 6).

Positions come from two sources: random play from a fresh deal, and random tables with builds
(single and multiple, owned by anyone, including the mover's partner), face cards and cards
inside builds, which random play reaches only rarely.
"""

from __future__ import annotations

import dataclasses
import random
import typing

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from casino_learn import Build, Card, GameState, Move, RuleSet, Table, check, full_deck, new_deal
from casino_learn.agents import RandomAgent
from test_properties import candidate_moves, near_misses, play_through

RULE_NUMBERS = {f"R{i}" for i in range(1, 16)}


def option_strategy(f: dataclasses.Field, hint: object) -> st.SearchStrategy:
    if hint is bool:
        return st.booleans()
    if typing.get_origin(hint) is typing.Literal:
        return st.sampled_from(typing.get_args(hint))
    if hint is int:
        return st.integers(min_value=5, max_value=30)
    raise AssertionError(f"RuleSet option {f.name} has a type the test does not know: {hint!r}")


def every_option() -> st.SearchStrategy[RuleSet]:
    """Any RuleSet: every option of §14 drawn independently (a new option is picked up here)."""
    hints = typing.get_type_hints(RuleSet)
    options = {f.name: option_strategy(f, hints[f.name]) for f in dataclasses.fields(RuleSet) if f.init}
    return st.fixed_dictionaries(options).map(lambda o: RuleSet(**o))


def group_of(rules: RuleSet, value: int, deck: list[Card], rng: random.Random) -> tuple[Card, ...] | None:
    """A group worth ``value`` (§4): one card matching it, or two numeral cards adding up to it."""
    if rng.random() < 0.4:
        alone = [c for c in deck if rules.matches(c, value)]
        if alone:
            return (rng.choice(alone),)
    pairs = [(a, b) for a in deck for b in deck if a.index < b.index
             and rules.num(a) is not None and rules.num(b) is not None and rules.num(a) + rules.num(b) == value]
    return rng.choice(pairs) if pairs else None


def random_position(rules: RuleSet, players: int, rng: random.Random) -> GameState | None:
    deck = list(full_deck())
    rng.shuffle(deck)
    mover = rng.randrange(players)
    hand = [deck.pop() for _ in range(rng.randint(1, 4))]
    loose = [deck.pop() for _ in range(rng.randint(0, 6))]
    builds: list[Build] = []
    for number in range(1, rng.randint(0, 3) + 1):
        value = rng.choice(list(rules.build_values())[1:])  # 2..10 or 2..14
        groups: list[tuple[Card, ...]] = []
        for _ in range(rng.choice([1, 1, 2])):
            group = group_of(rules, value, deck, rng)
            if group is not None:
                groups.append(group)
                for c in group:
                    deck.remove(c)
        if len(groups) == 1 and len(groups[0]) == 1:
            continue  # a lone card is never a build
        if groups:
            owner = rng.randrange(players)
            if owner == mover and not any(rules.matches(c, value) for c in hand):
                catcher = [c for c in deck if rules.matches(c, value)]
                if not catcher:
                    continue
                hand.append(catcher[0])
                deck.remove(catcher[0])
            builds.append(Build(f"B{number}", value, tuple(groups), owner))
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    hands[mover] = tuple(sorted(hand))
    table = Table(tuple(sorted(loose)), tuple(builds))
    return GameState(rules, players, (mover - 1) % players, mover, tuple(hands), table, tuple(deck))


def inside_build_moves(state: GameState, rng: random.Random, count: int) -> list[Move]:
    """Moves naming cards from inside builds, alone or with loose cards (R4)."""
    inside = [c for b in state.table.builds for g in b.groups for c in g]
    if not inside:
        return []
    out = []
    for _ in range(count):
        items: list[Card | str] = rng.sample(inside, rng.randint(1, min(2, len(inside))))
        items += rng.sample(list(state.table.loose), rng.randint(0, min(2, len(state.table.loose))))
        card = rng.choice(state.hand)
        out.append(Move.capture(card, items) if rng.random() < 0.5 else Move.build(card, rng.randint(2, 14), items))
    return out


def assert_agreement(state: GameState, moves: list[Move]) -> tuple[int, int]:
    legal = state.legal_moves
    for move in legal:
        assert check(state, move) == [], (str(move), str(state))
    refused = 0
    for move in moves:
        problems = check(state, move)
        if move in legal:
            assert problems == [], (str(move), [str(p) for p in problems], str(state))
            continue
        refused += 1
        assert problems, f"{move} is not legal but check() finds nothing wrong:\n{state}\n{state.rules.name}"
        for p in problems:
            assert p.rule in RULE_NUMBERS and f"({p.rule})" in p.message, (str(move), p.rule, p.message)
    return len(legal), refused


SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(rules=every_option(), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1))
def test_check_agrees_with_the_generator_on_random_tables(rules: RuleSet, players: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(6):
        state = random_position(rules, players, rng)
        if state is None:
            continue
        moves = candidate_moves(state, rng, 25) + near_misses(state, rng, 25) + inside_build_moves(state, rng, 6)
        assert_agreement(state, moves)


@SETTINGS
@given(rules=every_option(), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32 - 1))
def test_check_agrees_with_the_generator_in_play(rules: RuleSet, players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_deal(rules, players, rng.randrange(players), rng)
    for s in play_through(state, rng, [RandomAgent()] * players)[:-1:4]:
        assert_agreement(s, candidate_moves(s, rng, 20) + near_misses(s, rng, 20))


def test_the_strategy_reaches_every_option_value() -> None:
    """The option strategy is not stuck on the presets: each option takes each of its values."""
    seen: dict[str, set] = {}

    @settings(max_examples=200, deadline=None)
    @given(rules=every_option())
    def collect(rules: RuleSet) -> None:
        for name, value in rules.options().items():
            seen.setdefault(name, set()).add(value)

    collect()
    hints = typing.get_type_hints(RuleSet)
    for name, values in seen.items():
        if hints[name] is bool:
            assert values == {True, False}, name
        elif typing.get_origin(hints[name]) is typing.Literal:
            assert values == set(typing.get_args(hints[name])), name
