"""Legal-move generation (RULES.md §6-§8): complete, exact, deduplicated by identity (§6.4).

This is the hot path of the engine, so it works on bit masks over the loose cards and
caches, per (loose cards, value), the v-sets and the unions of disjoint v-sets.
The learner-facing explanations of why a move is illegal live in :mod:`.validation`.
"""

from __future__ import annotations

from bisect import bisect_right
from operator import itemgetter
from typing import Iterator, NamedTuple, Sequence

from .cards import Card
from .moves import BUILD, CAPTURE, TRAIL, Move
from .table import Build, Table
from .variants import RuleSet

__all__ = ["LegalMoves", "Plan", "generate", "value_sets", "partition", "capture_sets"]

_CACHE_LIMIT = 200_000
_set_cache: dict[tuple, tuple[tuple[int, ...], tuple[int, ...]]] = {}
_sum_cache: dict[tuple, tuple[int, ...]] = {}


_PICKERS: dict[int, itemgetter] = {}  # mask -> picks the items at its set bits, as a tuple


def _picker(mask: int) -> itemgetter:
    """``_picker(mask)(seq)``: the tuple of ``seq``'s items at the set bits of ``mask``
    (an itemgetter runs in C, several times faster than a comprehension over the bits)."""
    hit = _PICKERS.get(mask)
    if hit is None:
        indices = tuple(_bits(mask))
        hit = itemgetter(*indices) if len(indices) > 1 else itemgetter(slice(mask.bit_length() - 1, mask.bit_length()) if mask else slice(0, 0))
        if len(_PICKERS) > _CACHE_LIMIT:
            _PICKERS.clear()
        _PICKERS[mask] = hit
    return hit


def _bits(mask: int) -> Iterator[int]:
    i = 0
    while mask:
        if mask & 1:
            yield i
        mask >>= 1
        i += 1


def _prefix(values: Sequence[int | None], limit: int) -> int:
    """How many leading values are numbers <= limit (values come in rank order)."""
    p = 0
    for n in values:
        if n is None or n > limit:
            break
        p += 1
    return p


def _sum_subsets(nums: Sequence[int | None], target: int) -> tuple[int, ...]:
    """Masks of the non-empty subsets of numeric cards whose num() values add up to ``target``.
    ``nums`` must be in rank order (as loose cards always are), so only a prefix can take part."""
    if target <= 0:
        return ()
    key = (tuple(nums[:_prefix(nums, target)]), target)
    hit = _sum_cache.get(key)
    if hit is not None:
        return hit
    items: list[tuple[int, int]] = sorted(((n, i) for i, n in enumerate(key[0]) if n is not None), reverse=True)
    out: list[int] = []

    def rec(k: int, remaining: int, mask: int) -> None:
        for j in range(k, len(items)):
            n, i = items[j]
            if n == remaining:
                out.append(mask | (1 << i))
            elif n < remaining:
                rec(j + 1, remaining - n, mask | (1 << i))

    rec(0, target, 0)
    result = tuple(out)
    if len(_sum_cache) > _CACHE_LIMIT:
        _sum_cache.clear()
    _sum_cache[key] = result
    return result


def value_sets(rules: RuleSet, loose: Sequence[Card], value: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(v_sets, unions)`` for the loose cards (in rank order): every v-set (§6.1) as a bit mask
    over ``loose``, and every union of disjoint v-sets (including the empty union 0)."""
    # v-sets depend only on the ranks, and only cards of rank <= value can take part (a Royal
    # ace, rank 1, is always among them), so the cache is keyed by that prefix of ranks.
    royal = rules._royal
    ranks = [c.rank for c in loose]
    key = (royal, value, tuple(ranks[:_prefix(ranks, value if royal else min(value, 10))]))
    hit = _set_cache.get(key)
    return hit if hit is not None else _value_sets(key)


def _value_sets(key: tuple[bool, int, tuple[int, ...]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """value_sets for a cache key (royal, value, ranks of the cards that can take part)."""
    royal, value, ranks = key
    # In that prefix every card is numeric and num() is its rank; a Royal ace also matches 14.
    ace_high = royal and value == 14
    vsets = [1 << i for i, r in enumerate(ranks) if r == value or (ace_high and r == 1)]
    vsets += [m for m in _sum_subsets(ranks, value) if m & (m - 1)]  # two or more cards
    reach = {0}
    for s in vsets:
        for m in list(reach):
            if not m & s:
                reach.add(m | s)
    result = (tuple(vsets), tuple(sorted(reach)))
    if len(_set_cache) > _CACHE_LIMIT:
        _set_cache.clear()
    _set_cache[key] = result
    return result


def partition(mask: int, vsets: Sequence[int]) -> list[int] | None:
    """Split ``mask`` into disjoint v-sets (exact cover), or ``None`` if impossible."""
    if mask == 0:
        return []
    low = mask & -mask
    for s in vsets:
        if s & low and s & mask == s:
            rest = partition(mask & ~s, vsets)
            if rest is not None:
                return [s] + rest
    return None


class Plan(NamedTuple):
    """How a legal move is carried out: for a build, the played card's group (loose mask),
    the raised build, the extra sets and absorbed builds; for a capture, the sets taken
    (``extra_mask``) and the builds taken (``absorbed``)."""

    value: int | None
    group_mask: int = 0
    raised: Build | None = None
    extra_mask: int = 0
    absorbed: tuple[Build, ...] = ()


class LegalMoves:
    """The legal moves of a position: iterate, test with ``in``, take ``len``, index.

    Moves are listed once per identity (§6.4), in a fixed order: by hand card in
    canonical order, then trail, captures, builds.

    Internally each move is kept as a plain key ``(card, kind, value, loose mask, build ids)``
    (the mask over the table's loose cards) with its plan, and a :class:`Move` is made only
    when asked for: picking one move at random out of many makes just that one.
    """

    __slots__ = ("_loose", "_keys", "_order", "_moves", "_bit", "_made")

    _loose: tuple[Card, ...]
    _keys: dict[tuple, tuple]
    _order: list[tuple] | None
    _moves: list[Move] | None
    _bit: dict[Card, int] | None
    _made: tuple[Move, tuple] | None  # the last move handed out by index, and its key

    def __init__(self, loose: tuple[Card, ...] = (), keys: dict[tuple, tuple] | None = None) -> None:
        self._loose = loose
        self._keys = keys if keys is not None else {}
        self._order = self._moves = self._bit = self._made = None

    # --- keys and moves ---------------------------------------------------------------------
    def _move(self, key: tuple) -> Move:
        mask = key[3]
        cards = frozenset((_PICKERS.get(mask) or _picker(mask))(self._loose)) if mask else _EMPTY
        return _new(Move, (key[0], key[1], key[2], cards, key[4]))

    def _key(self, move: Move) -> tuple | None:
        """The key of ``move``, or None if it uses a card that is not loose on the table."""
        made = self._made
        if made is not None and made[0] is move:
            return made[1]
        mask = 0
        if move.loose:
            bit = self._bit
            if bit is None:
                bit = self._bit = {c: 1 << i for i, c in enumerate(self._loose)}
            for c in move.loose:
                b = bit.get(c)
                if b is None:
                    return None
                mask |= b
        return (move.card, move.kind, move.value, mask, move.builds)

    def _all(self) -> list[Move]:
        moves = self._moves
        if moves is None:
            loose = self._loose
            sets: dict[int, frozenset[Card]] = {0: _EMPTY}  # moves share sets of loose cards
            moves = []
            for key in self._keys:
                mask = key[3]
                cards = sets.get(mask)
                if cards is None:
                    cards = sets[mask] = frozenset((_PICKERS.get(mask) or _picker(mask))(loose))
                moves.append(_new(Move, (key[0], key[1], key[2], cards, key[4])))
            self._moves = moves
        return moves

    def _plan(self, move: Move) -> "Plan | None":
        """How ``move`` is carried out, or None if it is not legal here."""
        key = self._key(move)
        raw = self._keys.get(key) if key is not None else None
        return _new(Plan, raw) if raw is not None else None

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
        from .cards import parse_card

        card = parse_card(card)
        return [m for m in self._all() if m.card is card]

    def __repr__(self) -> str:
        moves = self._all()
        shown = ", ".join(str(m) for m in moves[:6])
        more = f", ... ({len(moves)} in all)" if len(moves) > 6 else ""
        return f"<LegalMoves: {shown}{more}>"


_new = tuple.__new__
_EMPTY: frozenset = frozenset()
_TRAIL_PLAN = (None, 0, None, 0, ())  # a trail's plan, as kept by LegalMoves
_NOTHING = (0,)  # the unions of v-sets when there is no v-set: only the empty union


def generate(
    rules: RuleSet,
    table: Table,
    hand: Sequence[Card],
    mover: int,
    partner: int | None = None,
) -> LegalMoves:
    """Every legal move for ``mover`` holding ``hand`` (§8). ``partner`` is the partner's
    seat in a partnership game (for R13), else ``None``.

    Values are handled as bit masks (bit v set: value v), so the build loop visits only the
    values some core can reach: a card of the rest of the hand must be able to capture the
    build (R7), and the played card must make it up alone, with loose cards or by raising.
    """
    loose = table.loose
    builds = table.builds
    royal = rules._royal
    num_by_rank = rules._num
    bits_by_rank = rules._alone_bits
    ranks = tuple([c.rank for c in loose])  # ascending: loose cards are in canonical order
    sums = 1  # bit t set: some subset of the loose numeric cards adds up to t (t <= 14 matters)
    if royal:
        for n in ranks:
            sums |= (sums << n) & 0x7FFF
    else:
        for r in ranks:
            n = num_by_rank[r]
            if n is not None:
                sums |= (sums << n) & 0x7FFF
    sums ^= 1  # a core needs at least one loose card
    # Bit v set: some v-set exists (§6.1), so reach_of(v) is worth looking up; a loose Royal
    # ace also makes a 14 (R4).
    capturable = sums | (1 << 14) if royal and ranks and ranks[0] == 1 else sums
    owns: list[Build] = []
    raisable: dict[int, list[Build]] = {}  # single builds a card may raise, by their value
    raisable_bits = 0
    builds_by_value: dict[int, list[Build]] = {}  # builds a card of that value may capture
    extendable_by_value: dict[int, list[Build]] = {}  # builds that may be added to (R13)
    if builds:
        restrict_partner = partner if rules.partner_build_restriction else None
        may_raise_own = rules.may_raise_own_build
        for b in builds:
            builds_by_value.setdefault(b.value, []).append(b)
            if b.owner == mover:
                owns.append(b)
            if b.owner != restrict_partner:
                extendable_by_value.setdefault(b.value, []).append(b)
                if len(b.groups) == 1 and (b.owner != mover or may_raise_own):
                    raisable.setdefault(b.value, []).append(b)
                    raisable_bits |= 1 << b.value
    may_trail = rules.owner_may_trail or not owns
    matching_ranks = ranks if rules.no_trail_matching_loose else ()  # R14
    build_range = 0x7FFC if royal else 0x7FE  # build values 2..14 (Royal) or 1..10 (Classic)
    plans: dict[tuple, tuple] = {}  # move key (card, kind, value, loose mask, build ids) -> plan
    sets_memo: dict[int, tuple[int, ...]] = {}

    def reach_of(v: int) -> tuple[int, ...]:
        # Unions of disjoint v-sets; the cache key of value_sets, built cheaply from the ranks.
        key = (royal, v, ranks[:bisect_right(ranks, v if royal else (v if v < 10 else 10))])
        hit = _set_cache.get(key)
        reach = sets_memo[v] = (hit if hit is not None else _value_sets(key))[1]
        return reach

    # Values the hand captures alone, as bits. Different ranks never share a bit, so the values
    # the rest of the hand captures are all the hand's bits but the card's own, plus those of
    # its own bits another card of the same rank has too.
    hand_bits = [bits_by_rank[c.rank] for c in hand]
    every = twice = 0
    for b in hand_bits:
        twice |= every & b
        every |= b
    for index, c in enumerate(hand):
        own = hand_bits[index]
        rest = every & ~own | twice & own  # values the rest of the hand can capture
        unheld = [b for b in owns if not rest >> b.value & 1] if owns else owns  # R7/R8

        # --- trail (R9, R14; R8 if owners may trail) -----------------------------------------
        if may_trail and not unheld and c.rank not in matching_ranks:
            plans[(c, TRAIL, None, 0, _EMPTY)] = _TRAIL_PLAN

        # --- capture -------------------------------------------------------------------------------
        nc = num_by_rank[c.rank]
        if nc is None:  # Classic face card (R5): pairs only, never builds
            same = [i for i, x in enumerate(loose) if x.rank == c.rank]
            if same and not unheld:
                face_groups = [[i] for i in same] if rules.face_card_capture == "one" else [same]
                for group in face_groups:
                    mask = sum(1 << i for i in group)
                    plans.setdefault((c, CAPTURE, None, mask, _EMPTY), (None, 0, None, mask, ()))
            continue
        v = 14 if (royal and nc == 1) else nc
        reach = (sets_memo.get(v) or reach_of(v)) if capturable >> v & 1 else _NOTHING
        targets = builds_by_value.get(v) if builds else None
        if targets is None:
            if not unheld:
                for lm in reach[1:]:  # the empty union comes first: capturing nothing is no capture
                    plans.setdefault((c, CAPTURE, None, lm, _EMPTY), (v, 0, None, lm, ()))
        else:
            for bm in range(1 << len(targets)):
                taken = tuple([targets[k] for k in range(len(targets)) if bm >> k & 1])
                if unheld and any(b not in taken for b in unheld):
                    continue
                ids = frozenset([b.id for b in taken])
                for lm in reach if bm else reach[1:]:  # capturing nothing is no capture
                    plans.setdefault((c, CAPTURE, None, lm, ids), (v, 0, None, lm, taken))

        # --- build ---------------------------------------------------------------------------------
        candidates = rest & build_range & (own | (sums << nc) | (raisable_bits << nc))
        while candidates:
            low = candidates & -candidates
            candidates ^= low
            v = low.bit_length() - 1
            t = v - nc
            cores: list[tuple[int, Build | None]] = [(0, None)] if own & low else []
            if t > 0 and sums >> t & 1:
                prefix = ranks[:bisect_right(ranks, t if royal else (t if t < 10 else 10))]
                found = _sum_cache.get((prefix, t))
                cores += [(g, None) for g in (found if found is not None else _sum_subsets(prefix, t))]
            if t > 0 and raisable_bits >> t & 1:
                cores += [(0, raised) for raised in raisable[t]]
            reach = (sets_memo.get(v) or reach_of(v)) if capturable >> v & 1 else _NOTHING
            extendable = extendable_by_value.get(v, ()) if builds else ()
            ne = len(extendable)
            for g, x in cores:  # g: table cards in the played card's group; x: the raised build
                free = [s for s in reach if not s & g] if g else reach
                for em in range(1 << ne):
                    absorbed = tuple([extendable[k] for k in range(ne) if em >> k & 1]) if em else ()
                    if unheld and any(b not in absorbed and b is not x for b in unheld):
                        continue
                    ids = frozenset([b.id for b in absorbed] + ([x.id] if x is not None else [])) if (em or x) else _EMPTY
                    # The card alone, adding nothing (g, s, em, x all empty), would be a trail:
                    # skip the empty union, which comes first.
                    for s in free if (g or em or x is not None) else free[1:]:
                        plans.setdefault((c, BUILD, v, g | s, ids), (v, g, x, s, absorbed))

    if not plans and hand:
        # §7 notes: a player always has a legal move. Reaching here means the position itself
        # breaks R8 (an owner without a card to capture their build).
        raise AssertionError(
            f"No legal move for seat {mover} holding {' '.join(c.code for c in hand)} at table "
            f"{table.describe()}: the position breaks R8 (every build owner holds a matching card)."
        )
    return LegalMoves(loose, plans)


def capture_sets(rules: RuleSet, loose: Sequence[Card], value: int, mask: int) -> list[tuple[Card, ...]] | None:
    """The loose cards of ``mask`` split into v-sets, as cards (for descriptions)."""
    vsets, _ = value_sets(rules, loose, value)
    parts = partition(mask, vsets)
    if parts is None:
        return None
    return [tuple(loose[i] for i in _bits(p)) for p in parts]
