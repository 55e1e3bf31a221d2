"""The legal moves of a position as a view: iterate, test with ``in``, take ``len``, index.

The generator (:mod:`.movegen`) finds moves as bit masks, so it hands them over packed into
integers, and :class:`LegalMoves` makes :class:`~casino_learn.rules.moves.Move` objects only when
they are asked for: picking one move at random out of a thousand makes just that one.

A move key packs, from the lowest bit up: the index of the played card in the hand, the kind
(0 trail, 1 capture, 2 build), the declared build value (0 for none), the set of table builds
used (one bit per build, in table order) and the set of loose cards used (one bit per loose
card). Two moves have the same key exactly when they have the same §6.4 identity.
A plan packs how the move is carried out (see :class:`Plan`) the same way.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Iterator, NamedTuple, Sequence

from .cards import Card, parse_card
from .moves import BUILD, CAPTURE, TRAIL, Move
from .table import Build

__all__ = ["LegalMoves", "Plan", "Layout", "picker", "clear_caches"]

_CACHE_LIMIT = 200_000
_KINDS = (TRAIL, CAPTURE, BUILD)
_KIND_CODES = {TRAIL: 0, CAPTURE: 1, BUILD: 2}
_EMPTY: frozenset = frozenset()
_new = tuple.__new__


def _bits(mask: int) -> Iterator[int]:
    i = 0
    while mask:
        if mask & 1:
            yield i
        mask >>= 1
        i += 1


_PICKERS: dict[int, itemgetter] = {}  # mask -> picks the items at its set bits, as a tuple


def picker(mask: int) -> itemgetter:
    """``picker(mask)(seq)``: the tuple of ``seq``'s items at the set bits of ``mask``
    (an itemgetter runs in C, several times faster than a comprehension over the bits)."""
    hit = _PICKERS.get(mask)
    if hit is None:
        indices = tuple(_bits(mask))
        if len(indices) > 1:
            hit = itemgetter(*indices)
        else:  # a slice, so that one item (or none) still comes back as a tuple
            top = mask.bit_length()
            hit = itemgetter(slice(top - 1, top) if mask else slice(0, 0))
        if len(_PICKERS) > _CACHE_LIMIT:
            _PICKERS.clear()
        _PICKERS[mask] = hit
    return hit


class Plan(NamedTuple):
    """How a legal move is carried out: for a build, the played card's group (loose mask),
    the raised build, the extra sets and absorbed builds; for a capture, the sets taken
    (``extra_mask``) and the builds taken (``absorbed``)."""

    value: int | None
    group_mask: int = 0
    raised: Build | None = None
    extra_mask: int = 0
    absorbed: tuple[Build, ...] = ()


class Layout(NamedTuple):
    """Bit positions of the fields of packed move keys and plans for one position.

    Key: hand index | kind << KIND | value << VALUE | builds << BUILDS | loose << LOOSE.
    Plan: value | (raised build index + 1) << RAISED | absorbed builds << ABSORBED
    | extra loose cards << EXTRA | group loose cards << GROUP.
    """

    KIND: int
    VALUE: int
    BUILDS: int
    LOOSE: int
    RAISED: int
    ABSORBED: int
    EXTRA: int
    GROUP: int

    @classmethod
    def of(cls, hand_size: int, builds: int, loose: int) -> "Layout":
        key = (hand_size, builds, loose)
        hit = _LAYOUTS.get(key)
        if hit is None:
            kind = max(1, hand_size.bit_length())
            absorbed = 4 + (builds + 1).bit_length()
            hit = _LAYOUTS[key] = cls(
                kind, kind + 2, kind + 6, kind + 6 + builds, 4, absorbed, absorbed + builds, absorbed + builds + loose
            )
        return hit


_LAYOUTS: dict[tuple[int, int, int], Layout] = {}
_NO_LAYOUT = Layout.of(0, 0, 0)


def clear_caches() -> None:
    """Forget the cached pickers and layouts (for benchmarks that measure a cold start)."""
    _PICKERS.clear()
    _LAYOUTS.clear()
_TRAIL_PLAN = Plan(None)


class LegalMoves:
    """The legal moves of a position: iterate, test with ``in``, take ``len``, index.

    Moves are listed once per identity (§6.4), in a fixed order: by hand card in
    canonical order, then trail, captures, builds.
    """

    __slots__ = ("_hand", "_loose", "_builds", "_keys", "_layout", "_order", "_moves", "_bit", "_made")

    _hand: tuple[Card, ...]
    _loose: tuple[Card, ...]
    _builds: tuple[Build, ...]
    _keys: dict[int, int]  # packed move key -> packed plan, in the listing order
    _layout: Layout
    _order: list[int] | None
    _moves: list[Move] | None
    _bit: dict[object, int] | None  # loose card or build id -> its bit in a key
    _made: tuple[Move, int] | None  # the last move handed out by index, and its key

    def __init__(
        self,
        hand: Sequence[Card] = (),
        loose: Sequence[Card] = (),
        builds: Sequence[Build] = (),
        keys: dict[int, int] | None = None,
        layout: Layout = _NO_LAYOUT,
    ) -> None:
        self._hand = hand if type(hand) is tuple else tuple(hand)
        self._loose = loose if type(loose) is tuple else tuple(loose)
        self._builds = builds if type(builds) is tuple else tuple(builds)
        self._keys = keys if keys is not None else {}
        self._layout = layout
        self._order = self._moves = self._bit = self._made = None

    # --- packing and unpacking --------------------------------------------------------------
    def _head(self, key: int) -> tuple[Card, str, int | None, frozenset[str]]:
        """The fields of a key below its loose cards: played card, kind, value, build ids."""
        KIND, VALUE, BUILDS = self._layout[:3]
        used = key >> BUILDS & ((1 << len(self._builds)) - 1)
        return (
            self._hand[key & ((1 << KIND) - 1)],
            _KINDS[key >> KIND & 3],
            (key >> VALUE & 15) or None,
            frozenset([b.id for b in picker(used)(self._builds)]) if used else _EMPTY,
        )

    def _move(self, key: int) -> Move:
        mask = key >> self._layout[3]
        card, kind, value, ids = self._head(key)
        cards = frozenset((_PICKERS.get(mask) or picker(mask))(self._loose)) if mask else _EMPTY
        return _new(Move, (card, kind, value, cards, ids))

    def _key(self, move: Move) -> int | None:
        """The key of ``move``, or None if it cannot be a move of this position at all."""
        made = self._made
        if made is not None and made[0] is move:
            return made[1]
        try:
            index = self._hand.index(move.card)
        except ValueError:
            return None
        kind = _KIND_CODES.get(move.kind)
        value = move.value
        if kind == 2:  # a build declares a whole-number value (the generator's are 1..14)
            if type(value) is not int or not 0 < value < 16:
                return None
        elif kind is None or value is not None:
            return None
        else:
            value = 0
        bit = self._bit
        if bit is None:
            bit = {c: 1 << i for i, c in enumerate(self._loose)}
            bit.update((b.id, 1 << i) for i, b in enumerate(self._builds))
            self._bit = bit
        mask = used = 0
        for c in move.loose:
            b = bit.get(c)
            if b is None or isinstance(c, str):
                return None
            mask |= b
        for build_id in move.builds:
            b = bit.get(build_id)
            if b is None or not isinstance(build_id, str):
                return None
            used |= b
        KIND, VALUE, BUILDS, LOOSE = self._layout[:4]
        return index | kind << KIND | value << VALUE | used << BUILDS | mask << LOOSE

    def _plan(self, move: Move) -> Plan | None:
        """How ``move`` is carried out, or None if it is not legal here."""
        key = self._key(move)
        packed = self._keys.get(key) if key is not None else None
        if not packed:
            return None if packed is None else _TRAIL_PLAN
        _, _, _, _, RAISED, ABSORBED, EXTRA, GROUP = self._layout
        builds = self._builds
        raised = packed >> RAISED & ((1 << (ABSORBED - RAISED)) - 1)
        absorbed = packed >> ABSORBED & ((1 << len(builds)) - 1)
        return _new(Plan, (
            (packed & 15) or None,
            packed >> GROUP,
            builds[raised - 1] if raised else None,
            packed >> EXTRA & ((1 << (GROUP - EXTRA)) - 1),
            picker(absorbed)(builds) if absorbed else (),
        ))

    def _all(self) -> list[Move]:
        moves = self._moves
        if moves is None:
            LOOSE = self._layout[3]
            # The fields below the loose cards (card, kind, value, builds) repeat a lot, and so
            # do sets of loose cards: make each once.
            heads: dict[int, tuple] = {}
            sets: dict[int, frozenset] = {0: _EMPTY}
            singles = [frozenset((c,)) for c in self._loose]

            def head_of(low: int) -> tuple:
                head = heads[low] = self._head(low)
                return head

            def cards_of(mask: int) -> frozenset:
                # Copying a smaller set and adding one card is cheaper than hashing them all.
                if not mask:
                    return _EMPTY
                top = mask.bit_length() - 1
                rest = mask ^ (1 << top)
                cards = sets[mask] = (sets.get(rest) or cards_of(rest)) | singles[top] if rest else singles[top]
                return cards

            low_bits = (1 << LOOSE) - 1
            get_head = heads.get
            get_cards = sets.get
            moves = self._moves = [
                _new(Move, (h[0], h[1], h[2], get_cards(key >> LOOSE) or cards_of(key >> LOOSE), h[3]))
                for key in self._keys
                for h in (get_head(key & low_bits) or head_of(key & low_bits),)
            ]
        return moves

    # --- the view ------------------------------------------------------------------------------
    def __iter__(self) -> Iterator[Move]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._keys)

    def __bool__(self) -> bool:
        return bool(self._keys)

    def __getitem__(self, index: int) -> Move:
        if self._moves is not None or not isinstance(index, int):
            return self._all()[index]
        order = self._order
        if order is None:
            order = self._order = list(self._keys)
        key = order[index]
        move = self._move(key)
        self._made = (move, key)
        return move

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            try:
                move = Move.parse(move)
            except ValueError:
                return False
        if not isinstance(move, Move):
            return False
        key = self._key(move)
        return key is not None and key in self._keys

    def count(self) -> int:
        return len(self._keys)

    def plan(self, move: Move) -> Plan:
        """How a legal ``move`` is carried out (KeyError if it is not legal here)."""
        plan = self._plan(move)
        if plan is None:
            raise KeyError(move)
        return plan

    def of_kind(self, kind: str) -> list[Move]:
        return [m for m in self._all() if m.kind == kind]

    def captures(self) -> list[Move]:
        return self.of_kind(CAPTURE)

    def builds(self) -> list[Move]:
        return self.of_kind(BUILD)

    def trails(self) -> list[Move]:
        return self.of_kind(TRAIL)

    def with_card(self, card: Card | str) -> list[Move]:
        card = parse_card(card)
        return [m for m in self._all() if m.card is card]

    def __repr__(self) -> str:
        moves = self._all()
        shown = ", ".join(str(m) for m in moves[:6])
        more = f", ... ({len(moves)} in all)" if len(moves) > 6 else ""
        return f"<LegalMoves: {shown}{more}>"
