"""The immutable state of one deal: hands, table, stock, capture piles, sweeps (RULES.md §3-§10).

``GameState.apply(move)`` returns a new state; dealing the next round and collecting the
leftovers at the end of the deal happen inside ``apply``. ``state.view(seat)`` is what one
player may see: the other hands are hidden.
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, Sequence

from .cards import Card, full_deck, shuffled_deck
from .errors import CasinoError, IllegalMoveError
from .legal import LegalMoves, Plan, picker
from .movegen import generate, partition, value_sets
from .moves import BUILD, CAPTURE, TRAIL, Move
from .position_json import position_code, state_to_json
from .restrictions import Violation
from .scoring import DealScore, score_deal
from .table import Build, Table, make_table
from .validation import check
from .variants import RuleSet

__all__ = ["GameState", "PlayerView", "new_deal", "rounds_per_deal", "seat_side", "side_of", "sides_count", "partner_of"]


def rounds_per_deal(players: int) -> int:
    """6, 4 or 3 rounds for 2, 3 or 4 players (§3.6)."""
    return 48 // (4 * players)


def partnerships(rules: RuleSet, players: int) -> bool:
    return players == 4 and rules.four_player_partnerships


def seat_side(seat: int, players: int, partnerships: bool = True) -> int:
    """The scoring side of a seat: seats 0+2 and 1+3 when four play in partnerships (§2), else the
    seat itself. The one place that says it: states, views and the texts' seatings all ask here."""
    return seat % 2 if players == 4 and partnerships else seat


def side_of(rules: RuleSet, players: int, seat: int) -> int:
    """The scoring side of a seat under ``rules`` (:func:`seat_side`)."""
    return seat_side(seat, players, rules.four_player_partnerships)


class _Sides:
    """Who sits on which side, for a state and a player's view alike (both have rules and players)."""

    __slots__ = ()
    rules: RuleSet
    players: int

    @property
    def sides(self) -> int:
        """Number of scoring sides."""
        return sides_count(self.rules, self.players)

    def side_of(self, seat: int) -> int:
        return side_of(self.rules, self.players, seat)

    def partner_of(self, seat: int) -> int | None:
        return partner_of(self.rules, self.players, seat)

    def seats_of_side(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.side_of(s) == side)


def sides_count(rules: RuleSet, players: int) -> int:
    return 2 if partnerships(rules, players) else players


def partner_of(rules: RuleSet, players: int, seat: int) -> int | None:
    return (seat + 2) % 4 if partnerships(rules, players) else None


@dataclass(frozen=True)
class GameState(_Sides):
    """One moment of a deal. Build it with :func:`new_deal` or from a position."""

    rules: RuleSet
    players: int
    dealer: int
    to_move: int
    hands: tuple[tuple[Card, ...], ...]
    table: Table
    stock: tuple[Card, ...] = ()
    piles: tuple[tuple[Card, ...], ...] = ()
    sweeps: tuple[int, ...] = ()
    last_capturer: int | None = None
    round: int = 1
    next_build: int = 1
    deal_over: bool = False
    leftovers: tuple[Card, ...] = ()
    leftovers_to: int | None = None
    last_move: Move | None = None
    last_sweep: bool = False
    # The legal moves, computed once. Not an __init__ argument, so dataclasses.replace()
    # gives a changed state a fresh cache instead of the old position's moves.
    _legal: Any = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.players not in (2, 3, 4):
            raise CasinoError(code="game.players", players=self.players)
        n_sides = sides_count(self.rules, self.players)
        if not self.piles:
            object.__setattr__(self, "piles", ((),) * n_sides)
        if not self.sweeps:
            object.__setattr__(self, "sweeps", (0,) * n_sides)

    # --- public facts -----------------------------------------------------------------------------
    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the player to move."""
        return self.hands[self.to_move]

    @property
    def last_round(self) -> bool:
        """True while the final round of the deal is being played: the dealer's "last" (§3.7)."""
        return not self.stock

    @property
    def rounds(self) -> int:
        return rounds_per_deal(self.players)

    @property
    def last_play_of_deal(self) -> bool:
        """True if the next card played is the final card of the deal."""
        return not self.stock and sum(len(h) for h in self.hands) == 1

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves of the player to move (empty once the deal is over)."""
        cached = self._legal
        if cached is None:
            if self.deal_over:
                cached = LegalMoves()
            else:
                cached = generate(
                    self.rules, self.table, self.hands[self.to_move], self.to_move, self.partner_of(self.to_move)
                )
            object.__setattr__(self, "_legal", cached)
        return cached

    def is_legal(self, move: Move | str) -> bool:
        return move in self.legal_moves

    def check(self, move: Move | str) -> list[Violation]:
        """Every rule the move breaks (empty if legal). See :func:`casino_learn.rules.validation.check`."""
        return check(self, move)

    def _evolve(self, **changes: Any) -> "GameState":
        """A copy with some fields changed (a fast ``dataclasses.replace`` without re-validation)."""
        values = self.__dict__.copy()
        values.update(changes)
        return _state_from(values)

    # --- playing ------------------------------------------------------------------------------------
    def apply(self, move: Move | str) -> "GameState":
        """The state after ``move``. Raises :class:`IllegalMoveError` (with every broken rule
        and a replayable position) if the move is not legal."""
        if isinstance(move, str):
            move = Move.parse(move)
        plan = (self._legal or self.legal_moves)._plan(move)
        if plan is None:
            position = state_to_json(self)
            raise IllegalMoveError(move, check(self, move), position, position_code(position))
        return self._carry_out(move, plan)

    def _carry_out(self, move: Move, plan: Plan) -> "GameState":
        values = self.__dict__.copy()  # the next state's fields (a fast dataclasses.replace)
        mover = self.to_move
        card = move.card
        kind = move.kind
        new_hands = list(self.hands)
        hand = new_hands[mover]
        at = hand.index(card)
        new_hands[mover] = hand[:at] + hand[at + 1:]
        hands = values["hands"] = tuple(new_hands)
        table, captured, _ = play_on_table(self.rules, self.table, mover, move, plan, self.next_build)
        values["table"] = table
        sweep = False
        if kind == CAPTURE:
            side = mover % 2 if self.players == 4 and self.rules.four_player_partnerships else mover  # side_of
            values["piles"] = _add_to(self.piles, side, captured)
            values["last_capturer"] = mover
            if not table.loose and not table.builds and (self.rules.sweep_on_final_play or not self.last_play_of_deal):
                sweep = True
                sweeps = self.sweeps
                values["sweeps"] = sweeps[:side] + (sweeps[side] + 1,) + sweeps[side + 1:]
        elif kind == BUILD:
            values["next_build"] = self.next_build + 1
        values["to_move"] = (mover + 1) % self.players
        values["last_move"] = move
        values["last_sweep"] = sweep
        state = _state_from(values)
        if any(hands):
            return state
        if state.stock:
            return state._next_round()
        return state._end_of_deal()

    def _next_round(self) -> "GameState":
        hands, _table, stock = _deal_round(self.stock, self.players, self.dealer, False, self.rules.deal_in_twos)
        return self._evolve(hands=hands, stock=stock, round=self.round + 1, to_move=(self.dealer + 1) % self.players)

    def _end_of_deal(self) -> "GameState":
        """§9: leftovers go to the last capturer's side (never a sweep); nobody if no capture."""
        left = tuple(sorted(self.table.cards))
        piles = self.piles
        if self.last_capturer is not None and left:
            piles = _add_to(piles, self.side_of(self.last_capturer), left)
        return self._evolve(
            table=Table(),
            piles=piles,
            deal_over=True,
            leftovers=left,
            leftovers_to=self.last_capturer if left else None,
        )

    # --- scoring ------------------------------------------------------------------------------------
    def score(self, scores_before: Sequence[int] | None = None, overtime: bool = False) -> DealScore:
        """Score the finished deal (§11, §12)."""
        if not self.deal_over:
            raise CasinoError(code="deal.not-over")
        return score_deal(self.rules, self.piles, self.sweeps, scores_before, overtime)

    # --- views ----------------------------------------------------------------------------------------
    def view(self, seat: int) -> "PlayerView":
        """What ``seat`` may see: its own hand, the table, the piles, the other hands' sizes only."""
        return PlayerView(
            seat=seat,
            rules=self.rules,
            players=self.players,
            dealer=self.dealer,
            to_move=self.to_move,
            hand=self.hands[seat],
            hand_sizes=tuple(len(h) for h in self.hands),
            table=self.table,
            stock_size=len(self.stock),
            piles=self.piles,
            sweeps=self.sweeps,
            last_capturer=self.last_capturer,
            round=self.round,
            next_build=self.next_build,
            deal_over=self.deal_over,
            _legal=self.legal_moves if seat == self.to_move else None,
        )

    def _repr_html_(self) -> str:
        from ..display.render import state_html

        return state_html(self)

    def cards_accounted(self) -> int:
        """Cards in hands, stock, table and piles (52 during a real deal)."""
        return (
            sum(len(h) for h in self.hands)
            + len(self.stock)
            + len(self.table.cards)
            + sum(len(p) for p in self.piles)
            + (len(self.leftovers) if self.leftovers_to is None else 0)
        )

    def __str__(self) -> str:
        lines = [
            f"{self.rules.name}, {self.players} players, dealer seat {self.dealer}, round {self.round}/{self.rounds}"
            + (" (last)" if self.last_round else ""),
            f"Table: {self.table.describe()}",
        ]
        for s, h in enumerate(self.hands):
            marker = " <- to move" if s == self.to_move and not self.deal_over else ""
            lines.append(f"Seat {s}: {' '.join(c.code for c in h) or '-'}{marker}")
        return "\n".join(lines)


_INDEX = attrgetter("index")


def _state_from(values: dict[str, Any]) -> GameState:
    """A GameState with these fields and a fresh legal-move cache, without re-validation."""
    values["_legal"] = None
    state = object.__new__(GameState)
    object.__setattr__(state, "__dict__", values)
    return state


def _add_to(piles: tuple[tuple[Card, ...], ...], side: int, cards: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    return piles[:side] + (piles[side] + tuple(cards),) + piles[side + 1:]


def play_on_table(
    rules: RuleSet, table: Table, mover: int, move: Move, plan: Plan, next_build: int
) -> tuple[Table, tuple[Card, ...], Build | None]:
    """Apply a legal move to the table alone: ``(new table, cards captured, new build)``."""
    loose = table.loose
    card = move.card
    if move.kind == TRAIL:
        cards = list(loose)
        insort(cards, card, key=_INDEX)
        return make_table(tuple(cards), table.builds), (), None
    used = plan.group_mask | plan.extra_mask
    remaining = picker(((1 << len(loose)) - 1) & ~used)(loose) if used else loose
    if plan.absorbed or plan.raised is not None:
        gone = {id(b) for b in plan.absorbed}  # by identity: hashing a Build hashes all its cards
        if plan.raised is not None:
            gone.add(id(plan.raised))
        builds = tuple([b for b in table.builds if id(b) not in gone])
    else:
        builds = table.builds
    if move.kind == CAPTURE:
        captured = (card,) + picker(plan.extra_mask)(loose)
        if plan.absorbed:
            captured += tuple(c for b in plan.absorbed for g in b.groups for c in g)
        return make_table(remaining, builds), captured, None
    # build
    value = plan.value
    assert value is not None
    if plan.raised is not None:
        first = plan.raised.groups[0] + (card,)
    else:
        first = picker(plan.group_mask)(loose) + (card,)
    extra = (partition(plan.extra_mask, value_sets(rules, loose, value)[0]) or []) if plan.extra_mask else []
    groups = (first,) + tuple(picker(s)(loose) for s in extra)
    groups += tuple(g for b in plan.absorbed for g in b.groups)
    new = Build(f"B{next_build}", value, groups, mover)
    return make_table(remaining, builds + (new,)), (), new


def _deal_round(
    stock: Sequence[Card], players: int, dealer: int, with_table: bool, in_twos: bool
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """§3.8: starting with the first player, cards to each non-dealer, then the table
    (first round only), then the dealer; in twos (two passes) or singly (four passes)."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    table: list[Card] = []
    order = [(dealer + 1 + k) % players for k in range(players - 1)]
    step = 2 if in_twos else 1
    top = 0
    for _round in range(4 // step):
        for seat in order:
            hands[seat] += stock[top:top + step]
            top += step
        if with_table:
            table += stock[top:top + step]
            top += step
        hands[dealer] += stock[top:top + step]
        top += step
    return tuple(tuple(sorted(h)) for h in hands), tuple(sorted(table)), tuple(stock[top:])


def new_deal(
    rules: RuleSet,
    players: int = 2,
    dealer: int = 0,
    rng: random.Random | None = None,
    stock: Sequence[Card] | None = None,
) -> GameState:
    """Shuffle (with the injected ``rng``) and deal the first round (§3).

    Pass ``stock`` instead of ``rng`` to deal a prepared pack (its first card is the top).
    """
    if stock is None:
        if rng is None:
            raise ValueError("new_deal needs an injected random.Random (rng) or a prepared stock, so deals are reproducible.")
        stock = shuffled_deck(rng)
    stock = tuple(stock)
    if len(stock) != 52 or len({c.index for c in stock}) != 52:
        raise ValueError("A deal needs the whole 52-card pack, each card once (§1.1).")
    if not 0 <= dealer < players:
        raise ValueError(f"The dealer must be a seat from 0 to {players - 1}, not {dealer}.")
    hands, table, rest = _deal_round(stock, players, dealer, True, rules.deal_in_twos)
    return GameState(rules, players, dealer, (dealer + 1) % players, hands, Table(table), rest)


@dataclass(frozen=True, slots=True)
class PlayerView(_Sides):
    """What one player knows: own hand, the table, captured piles (they were played face up),
    how many cards the others hold. Other hands are not here at all (OpenSpiel style)."""

    seat: int
    rules: RuleSet
    players: int
    dealer: int
    to_move: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: Table
    stock_size: int
    piles: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    last_capturer: int | None
    round: int
    next_build: int
    deal_over: bool
    _legal: Any = field(default=None, compare=False, repr=False)

    @property
    def legal_moves(self) -> LegalMoves:
        """This player's legal moves (empty when it is not their turn)."""
        if self._legal is not None:
            return self._legal
        if self.deal_over or self.seat != self.to_move:
            return LegalMoves()
        return generate(self.rules, self.table, self.hand, self.seat, partner_of(self.rules, self.players, self.seat))

    @property
    def last_round(self) -> bool:
        return self.stock_size == 0

    def _repr_html_(self) -> str:
        from ..display.render import state_html

        return state_html(self)

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards this player has not seen: in other hands or still in the stock."""
        seen = set(self.hand) | set(self.table.cards) | {c for p in self.piles for c in p}
        return tuple(c for c in full_deck() if c not in seen)

    def table_after(self, move: Move) -> tuple[Table, tuple[Card, ...]]:
        """The table after one of this player's legal moves, and the cards it captures."""
        table, captured, _ = play_on_table(self.rules, self.table, self.seat, move, self.legal_moves.plan(move), self.next_build)
        return table, captured

    def sample_state(self, rng: random.Random) -> GameState:
        """A full state consistent with this view: the unseen cards dealt at random to the other
        hands and the stock (a *determinization*, for search-based players)."""
        unseen = list(self.unseen_cards())
        rng.shuffle(unseen)
        hands: list[tuple[Card, ...]] = []
        top = 0
        for seat, size in enumerate(self.hand_sizes):
            if seat == self.seat:
                hands.append(self.hand)
            else:
                hands.append(tuple(sorted(unseen[top:top + size])))
                top += size
        return GameState(
            self.rules, self.players, self.dealer, self.to_move, tuple(hands), self.table, tuple(unseen[top:]),
            self.piles, self.sweeps, self.last_capturer, self.round, self.next_build, self.deal_over,
        )
