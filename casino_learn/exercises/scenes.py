"""Building real positions for exercises, and describing them in words a learner reads.

Positions are ordinary :class:`~casino_learn.rules.state.GameState` objects: the cards not placed
on purpose are dealt to the other hands and the stock (or, for a finished deal, the piles),
so all 52 cards are accounted for. Every random choice comes from the injected ``rng``.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Sequence

from ..i18n import _
from ..rules.cards import Card, full_deck
from ..rules.moves import Move
from ..rules.state import GameState, new_deal
from ..rules.table import Build, Table
from ..rules.variants import RuleSet
from ..texts import names as naming
from .core import join_words

__all__ = [
    "CardPool",
    "SceneError",
    "build_text",
    "cards_text",
    "make_build",
    "make_state",
    "move_text",
    "owner_name",
    "player_names",
    "random_sum",
    "table_text",
    "value_card_name",
]


class SceneError(ValueError):
    """The random cards did not allow the wanted position; the generator tries again."""


class CardPool:
    """The cards not yet placed, drawn at random with the injected ``rng``."""

    def __init__(self, rng: random.Random, used: Iterable[Card] = ()) -> None:
        self.rng = rng
        taken = set(used)
        self.free: list[Card] = [c for c in full_deck() if c not in taken]

    def take(self, pred: Callable[[Card], bool] = lambda c: True) -> Card | None:
        options = [c for c in self.free if pred(c)]
        if not options:
            return None
        card = self.rng.choice(options)
        self.free.remove(card)
        return card

    def take_rank(self, rank: int) -> Card | None:
        return self.take(lambda c: c.rank == rank)

    def take_value(self, rules: RuleSet, value: int) -> Card | None:
        """A card that counts as ``value`` on its own (an ace for a Royal 14)."""
        return self.take(lambda c: rules.matches(c, value))

    def take_many(self, n: int, pred: Callable[[Card], bool] = lambda c: True) -> list[Card]:
        out = []
        for _i in range(n):
            c = self.take(pred)
            if c is None:
                break
            out.append(c)
        return out

    def give_back(self, cards: Iterable[Card]) -> None:
        for c in cards:
            if c not in self.free:
                self.free.append(c)
        self.free.sort()


def random_sum(rules: RuleSet, pool: CardPool, value: int, parts: int) -> tuple[Card, ...] | None:
    """``parts`` loose cards (numbers, aces count 1) adding up to ``value``, or None."""
    top = 13 if rules.is_royal else 10
    rng = pool.rng
    if parts < 1 or value < parts:
        return None
    for _try in range(30):
        cuts = sorted(rng.sample(range(1, value), parts - 1))
        nums = [b - a for a, b in zip([0] + cuts, cuts + [value])]
        if any(n > top for n in nums):
            continue
        cards = []
        for n in nums:
            c = pool.take_rank(n)
            if c is None:
                break
            cards.append(c)
        if len(cards) == parts:
            return tuple(cards)
        pool.give_back(cards)
    return None


def make_build(rules: RuleSet, pool: CardPool, value: int, owner: int, build_id: str, groups: int = 1) -> Build | None:
    """A build of ``value`` made of ``groups`` groups (the first a sum of two cards, the others
    a single matching card or a pair), or None if the pool cannot supply one."""
    made: list[tuple[Card, ...]] = []
    first = random_sum(rules, pool, value, 2)
    if first is None:
        return None
    made.append(first)
    for _group in range(groups - 1):
        group: tuple[Card, ...] | None
        if pool.rng.random() < 0.5 and value <= (13 if rules.is_royal else 10):
            c = pool.take_value(rules, value)
            group = (c,) if c is not None else None
        else:
            group = random_sum(rules, pool, value, 2)
        if group is None:
            pool.give_back(c for g in made for c in g)
            return None
        made.append(group)
    return Build(build_id, value, tuple(tuple(sorted(g)) for g in made), owner)


def make_state(
    rules: RuleSet,
    pool: CardPool,
    *,
    loose: Sequence[Card],
    builds: Sequence[Build] = (),
    hands: dict[int, Sequence[Card]],
    players: int = 2,
    mover: int = 0,
    last_capturer: int | None = None,
    final_play: bool = False,
    piles: Sequence[Sequence[Card]] | None = None,
    sweeps: Sequence[int] | None = None,
) -> GameState:
    """A position with these cards placed; ``pool`` must not contain them. Every build owner is
    given a card that captures their build (R8); other hands are filled to the mover's hand
    size; the rest go to the stock, or with ``final_play`` (no stock) to the piles."""
    full: list[list[Card]] = [list(hands.get(s, ())) for s in range(players)]
    for b in builds:
        if not any(rules.matches(c, b.value) for c in full[b.owner]):
            c = pool.take_value(rules, b.value)
            if c is None:
                raise SceneError("no card left to capture a build")
            full[b.owner].append(c)
    size = max(1, len(full[mover]))
    if not final_play:
        for s in range(players):
            if s != mover and len(full[s]) < size:
                full[s] += pool.take_many(size - len(full[s]))
    rest = list(pool.free)
    pool.rng.shuffle(rest)
    pool.free = []
    state_piles: tuple[tuple[Card, ...], ...] = ()
    stock: tuple[Card, ...] = ()
    n_sides = 2 if players == 4 and rules.four_player_partnerships else players
    if final_play:
        given = [list(p) for p in piles] if piles is not None else [[] for _ in range(n_sides)]
        for i, c in enumerate(rest):
            given[i % n_sides].append(c)
        state_piles = tuple(tuple(sorted(p)) for p in given)
    else:
        given = [list(p) for p in piles] if piles is not None else [[] for _ in range(n_sides)]
        if last_capturer is not None and not given[last_capturer % n_sides]:
            # Whoever made the last capture took two cards at least (trial 41 read "Last capture: Opponent" beside
            # "Opponent: 0 cards"); taken from the stock's cards, with no draw of the generator's random numbers.
            given[last_capturer % n_sides] += rest[:2]
            rest = rest[2:]
        state_piles = tuple(tuple(sorted(p)) for p in given)
        stock = tuple(rest)
    numbers = [int(b.id[1:]) for b in builds if b.id[1:].isdigit()]
    return GameState(
        rules, players, dealer=(mover - 1) % players, to_move=mover,
        hands=tuple(tuple(sorted(h)) for h in full), table=Table(tuple(sorted(loose)), tuple(builds)),
        stock=stock, piles=state_piles, sweeps=tuple(sweeps) if sweeps is not None else (),
        last_capturer=last_capturer, next_build=max(numbers, default=0) + 1,
    )


# --- words -----------------------------------------------------------------------------------------
def cards_text(cards: Iterable[Card], joiner: str = " ") -> str:
    # Translators: shown instead of a list of cards when there is none.
    return joiner.join(c.symbol for c in sorted(cards)) or _("(none)")


def value_card_name(rules: RuleSet, value: int) -> str:
    """How a learner names the card that captures ``value``: "8", "queen", "ace" (in the language in use)."""
    from ..texts.violations import capturer_name

    return capturer_name(value, rules.is_royal)


#: How exercises name the players: the learner is always "You" (casino_learn.texts.names).
YOU, OPPONENT, PARTNER = naming.YOU, naming.OPPONENT, naming.PARTNER


def player_names(state: GameState, viewer: int | None = None) -> list[str]:
    """One name per seat as the learner reads it, as everywhere in the kit
    (:mod:`casino_learn.texts.names`): "You", "Partner", "Opponent", or "Opponent 1/2" in the order
    they play after you. No seat numbers."""
    viewer = state.to_move if viewer is None else viewer
    return naming.seat_names(state.players, viewer=viewer, partnerships=state.rules.four_player_partnerships)


def owner_name(state: GameState, seat: int, viewer: int | None = None) -> str:
    """The player in ``seat`` as the learner reads it: ``"You"``, ``"Partner"``, ``"Opponent"``
    (see :func:`player_names`)."""
    return player_names(state, viewer)[seat]


def build_text(state: GameState, build: Build) -> str:
    """``"B1: single build of 8 (5♠+3♦), owner: Opponent"`` in the language in use: the owner's
    name as the picture's badge writes it ("owner: You"), not "owned by you" beside "owned by
    Opponent" (trial 22)."""
    groups = ", ".join("+".join(c.symbol for c in g) for g in build.groups)
    params = {"id": build.id, "value": build.value, "groups": groups, "owner": owner_name(state, build.owner)}
    # Translators: one build on the table; {groups} are its cards, {owner} a player's name ("You", "Opponent").
    if build.shape == "single":
        return _("{id}: single build of {value} ({groups}), owner: {owner}", **params)
    if build.shape == "multiple":
        return _("{id}: multiple build of {value} ({groups}), owner: {owner}", **params)
    return "{id}: {shape} build of {value} ({groups}), owner: {owner}".format(shape=build.shape, **params)


def table_text(state: GameState) -> str:
    lines = [_("Table: {cards}", cards=cards_text(state.table.loose)) if state.table.loose else _("Table: no loose cards")]
    lines += [f"  {build_text(state, b)}" for b in state.table.builds]
    return "\n".join(lines)


def move_text(state: GameState, move: Move) -> str:
    """Plain words for any move, legal or not, with no code notation: ``"Play 3♦ on 5♣ as a
    build of 8"``, ``"Play 2♣ onto B1 (build of 6) as a build of 8"``, ``"Trail 9♦"``."""
    card = move.card.symbol
    loose = [c.symbol for c in sorted(move.loose)]
    builds = []
    for bid in sorted(move.builds):
        b = state.table.get_build(bid)
        # Translators: a build named in a move, e.g. "B1 (build of 6)".
        builds.append(_("{id} (build of {value})", id=bid, value=b.value) if b is not None else bid)
    if move.is_trail:
        # Translators: the moves of a multiple-choice question, in plain words; {card} is a card symbol (9♦).
        return _("Trail {card}", card=card)
    if move.is_capture:
        return _("Play {card} and take {items}", card=card, items=join_words(loose + builds))
    if builds and loose:
        return _("Play {card} onto {builds}, with {cards} from the table, as a build of {value}", card=card,
                 builds=join_words(builds), cards=join_words(loose), value=move.value)
    if builds:
        return _("Play {card} onto {builds} as a build of {value}", card=card, builds=join_words(builds), value=move.value)
    if loose:
        return _("Play {card} on {cards} as a build of {value}", card=card, cards=join_words(loose), value=move.value)
    return _("Play {card} by itself as a build of {value}", card=card, value=move.value)


def random_position(rng: random.Random, rules: RuleSet, players: int, plies: int) -> GameState | None:
    """A position reached by random play that likes building (so builds appear on the table)."""
    state = new_deal(rules, players, rng.randrange(players), rng)
    for _ply in range(plies):
        moves = list(state.legal_moves)
        builds = [m for m in moves if m.is_build]
        move = rng.choice(builds) if builds and rng.random() < 0.5 else rng.choice(moves)
        state = state.apply(move)
        if state.deal_over:
            return None
    numbered = tuple(dataclasses.replace(b, id=f"B{i}") for i, b in enumerate(state.table.builds, 1))
    if numbered == state.table.builds:
        return state
    # Numbered from B1 as the table shows them (trial 41 read a lone "B3" in lesson 4: builds taken earlier in the
    # random play had used B1 and B2).
    return dataclasses.replace(state, table=dataclasses.replace(state.table, builds=numbered), next_build=len(numbered) + 1)
