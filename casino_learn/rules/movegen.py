"""The move generator: every legal move of a position (RULES.md §6-§8), complete, exact,
deduplicated by identity (§6.4). A change to what is legal starts here.

This is the hot path of the engine, so it works on bit masks over the loose cards and
caches, per (loose cards, value), the v-sets and the unions of disjoint v-sets. The moves
are handed over packed in a :class:`~.legal.LegalMoves` view. Why a move is illegal, in words,
is :mod:`.validation` (``check``), which must agree with this module; the rule texts are in
:mod:`.restrictions`.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Sequence

from .cards import Card
from .legal import Layout, LegalMoves, picker
from .table import Table
from .variants import RuleSet

__all__ = ["generate", "value_sets", "partition", "capture_sets", "sum_subsets", "disjoint_unions", "clear_caches"]

_CACHE_LIMIT = 200_000
_set_cache: dict[tuple, tuple[tuple[int, ...], tuple[int, ...]]] = {}
_sum_cache: dict[tuple, tuple[int, ...]] = {}


def clear_caches() -> None:
    """Forget the cached v-sets and subset sums (for benchmarks that measure a cold start)."""
    _set_cache.clear()
    _sum_cache.clear()


def _prefix(values: Sequence[int | None], limit: int) -> int:
    """How many leading values are numbers <= limit (values come in rank order)."""
    p = 0
    for n in values:
        if n is None or n > limit:
            break
        p += 1
    return p


def sum_subsets(nums: Sequence[int | None], target: int) -> tuple[int, ...]:
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
    royal = rules.is_royal
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
    vsets += [m for m in sum_subsets(ranks, value) if m & (m - 1)]  # two or more cards
    if not 6 <= len(ranks) <= _UNIONS_AS_BITS_UP_TO:  # the bit map has 2**len(ranks) bits
        reach = {0}
        for s in vsets:
            for m in list(reach):
                if not m & s:
                    reach.add(m | s)
        result = (tuple(vsets), tuple(sorted(reach)))
    else:
        result = (tuple(vsets), disjoint_unions(vsets, len(ranks)))
    if len(_set_cache) > _CACHE_LIMIT:
        _set_cache.clear()
    _set_cache[key] = result
    return result


_WITHOUT_BIT: dict[int, list[int]] = {}
_UNIONS_AS_BITS_UP_TO = 14  # cards; beyond, 2**n-bit integers cost more than the set method


def disjoint_unions(vsets: Sequence[int], n: int) -> tuple[int, ...]:
    """Every union of disjoint ``vsets`` (masks over ``n`` cards), ascending.

    The set of unions is kept as one big integer with bit ``m`` set when mask ``m`` is a union,
    so adding a v-set ``s`` to every union it is disjoint from is a single shift:
    ``unions |= (unions & disjoint_from[s]) << s`` (for disjoint masks ``m | s == m + s``).
    """
    without = _WITHOUT_BIT.get(n)
    if without is None:  # without[b]: bit m set for every mask m (< 2**n) not containing bit b
        without = []
        for b in range(n):
            pattern = (1 << (1 << b)) - 1  # 2**b ones (masks without bit b), then 2**b zeros
            length = 1 << (b + 1)
            while length < 1 << n:  # repeat by doubling
                pattern |= pattern << length
                length <<= 1
            without.append(pattern)
        _WITHOUT_BIT[n] = without
    unions = 1  # the empty union
    for s in vsets:
        disjoint = -1
        m = s
        while m:
            low = m & -m
            disjoint &= without[low.bit_length() - 1]
            m ^= low
        unions |= (unions & disjoint) << s
    text = bin(unions)[:1:-1]  # bit m of unions at text[m]
    out = []
    i = text.find("1")
    while i >= 0:
        out.append(i)
        i = text.find("1", i + 1)
    return tuple(out)


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
    Builds on the table are bits too (bit i: the i-th build), and each move is packed into one
    integer key as :mod:`.legal` describes.
    """
    loose = table.loose
    builds = table.builds
    royal = rules.is_royal
    num_by_rank = rules.num_by_rank
    bits_by_rank = rules.alone_bits_by_rank
    ranks = tuple([c.rank for c in loose])  # ascending: loose cards are in canonical order
    sums = 1  # bit t set: some subset of the loose numeric cards adds up to t (t <= 14 matters)
    if royal:
        for rank in ranks:
            sums |= (sums << rank) & 0x7FFF
    else:
        for rank in ranks:
            n = num_by_rank[rank]
            if n is not None:
                sums |= (sums << n) & 0x7FFF
    sums ^= 1  # a core needs at least one loose card
    # Bit v set: some v-set exists (§6.1), so reach_of(v) is worth looking up; a loose Royal
    # ace also makes a 14 (R4).
    capturable = sums | (1 << 14) if royal and ranks and ranks[0] == 1 else sums
    shape = (len(hand), len(builds), len(loose))
    layout = Layout.of(*shape)
    KIND, VALUE, BUILDS, LOOSE, RAISED, ABSORBED, EXTRA, GROUP = layout
    owned: list[tuple[int, int]] = []  # (bit, value) of the mover's builds
    raisable: dict[int, list[int]] = {}  # value -> indices of single builds a card may raise
    raisable_bits = 0
    capture_targets: dict[int, int] = {}  # value -> bits of the builds of that value
    extendable: dict[int, int] = {}  # value -> bits of the builds that may be added to (R13)
    if builds:
        restrict_partner = partner if rules.partner_build_restriction else None
        may_raise_own = rules.may_raise_own_build
        for i, b in enumerate(builds):
            bit = 1 << i
            value = b.value
            capture_targets[value] = capture_targets.get(value, 0) | bit
            if b.owner == mover:
                owned.append((bit, value))
            if b.owner != restrict_partner:
                extendable[value] = extendable.get(value, 0) | bit
                if len(b.groups) == 1 and (b.owner != mover or may_raise_own):
                    raisable.setdefault(value, []).append(i)
                    raisable_bits |= 1 << value
    may_trail = rules.owner_may_trail or not owned
    matching_ranks = ranks if rules.no_trail_matching_loose else ()  # R14
    build_range = 0x7FFC if royal else 0x7FE  # build values 2..14 (Royal) or 1..10 (Classic)
    plans: dict[int, int] = {}  # packed move key -> packed plan
    sets_memo: dict[int, tuple[int, ...]] = {}

    def reach_of(v: int) -> tuple[int, ...]:
        # Unions of disjoint v-sets; the cache key of value_sets, built cheaply from the ranks
        # (values here never pass 10 in Classic, so its face cards fall outside the prefix).
        key = (royal, v, ranks[:bisect_right(ranks, v)])
        hit = _set_cache.get(key)
        reach = sets_memo[v] = (hit if hit is not None else _value_sets(key))[1]
        return reach

    # Values the hand captures alone, as bits. Different ranks never share a bit, so the values
    # the rest of the hand captures are all the hand's bits but the card's own, plus those of
    # its own bits another card of the same rank has too.
    hand_bits = [bits_by_rank[c.rank] for c in hand]
    every = twice = 0
    for bits in hand_bits:
        twice |= every & bits
        every |= bits
    for index, c in enumerate(hand):
        own = hand_bits[index]
        rest = every & ~own | twice & own  # values the rest of the hand can capture
        unheld = 0  # R7/R8: the mover's builds no other card of the hand can capture
        for bit, value in owned:
            if not rest >> value & 1:
                unheld |= bit

        # --- trail (R9, R14; R8 if owners may trail) -----------------------------------------
        if may_trail and not unheld and c.rank not in matching_ranks:
            plans[index] = 0

        # --- capture -------------------------------------------------------------------------------
        head = index | 1 << KIND
        nc = num_by_rank[c.rank]
        if nc is None:  # Classic face card (R5): pairs only, never builds
            same = [i for i, x in enumerate(loose) if x.rank == c.rank]
            if same and not unheld:
                face_groups = [[i] for i in same] if rules.face_card_capture == "one" else [same]
                for group in face_groups:
                    mask = sum(1 << i for i in group)
                    plans.setdefault(head | mask << LOOSE, mask << EXTRA)
            continue
        v = 14 if (royal and nc == 1) else nc
        reach = (sets_memo.get(v) or reach_of(v)) if capturable >> v & 1 else _NOTHING
        targets = capture_targets.get(v, 0) if builds else 0
        if not targets:
            if not unheld:
                for lm in reach[1:]:  # the empty union comes first: capturing nothing is no capture
                    plans.setdefault(head | lm << LOOSE, v | lm << EXTRA)
        else:
            taken = 0  # every subset of the target builds, in increasing order
            while True:
                if not unheld & ~taken:
                    h = head | taken << BUILDS
                    p = v | taken << ABSORBED
                    for lm in reach if taken else reach[1:]:  # capturing nothing is no capture
                        plans.setdefault(h | lm << LOOSE, p | lm << EXTRA)
                if taken == targets:
                    break
                taken = (taken - targets) & targets

        # --- build ---------------------------------------------------------------------------------
        candidates = rest & build_range & (own | (sums << nc) | (raisable_bits << nc))
        head = index | 2 << KIND
        while candidates:
            low = candidates & -candidates
            candidates ^= low
            v = low.bit_length() - 1
            t = v - nc
            cores: list[tuple[int, int]] = [(0, 0)] if own & low else []  # (group, raised index + 1)
            if t > 0 and sums >> t & 1:
                prefix = ranks[:bisect_right(ranks, t)]
                found = _sum_cache.get((prefix, t))
                cores += [(g, 0) for g in (found if found is not None else sum_subsets(prefix, t))]
            if t > 0 and raisable_bits >> t & 1:
                cores += [(0, i + 1) for i in raisable[t]]
            reach = (sets_memo.get(v) or reach_of(v)) if capturable >> v & 1 else _NOTHING
            addable = extendable.get(v, 0) if builds else 0
            head_v = head | v << VALUE
            for g, x in cores:  # g: table cards in the played card's group; x: the raised build
                free = [s for s in reach if not s & g] if g else reach
                raised = 1 << (x - 1) if x else 0
                absorbed = 0  # every subset of the builds of value v, in increasing order
                while True:
                    if not unheld & ~(absorbed | raised):
                        h = head_v | (absorbed | raised) << BUILDS
                        p = v | x << RAISED | absorbed << ABSORBED | g << GROUP
                        # The card alone, adding nothing (g, s, absorbed, raised all empty),
                        # would be a trail: skip the empty union, which comes first.
                        for s in free if (g or absorbed or x) else free[1:]:
                            plans.setdefault(h | (g | s) << LOOSE, p | s << EXTRA)
                    if absorbed == addable:
                        break
                    absorbed = (absorbed - addable) & addable

    if not plans and hand:
        # §7 notes: a player always has a legal move. Reaching here means the position itself
        # breaks R8 (an owner without a card to capture their build).
        raise AssertionError(
            f"No legal move for seat {mover} holding {' '.join(c.code for c in hand)} at table "
            f"{table.describe()}: the position breaks R8 (every build owner holds a matching card)."
        )
    return LegalMoves(hand, loose, builds, plans, layout)


def capture_sets(rules: RuleSet, loose: Sequence[Card], value: int, mask: int) -> list[tuple[Card, ...]] | None:
    """The loose cards of ``mask`` split into v-sets, as cards (for descriptions)."""
    vsets, _ = value_sets(rules, loose, value)
    parts = partition(mask, vsets)
    if parts is None:
        return None
    return [picker(p)(loose) for p in parts]
