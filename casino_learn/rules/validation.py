"""Why a move is illegal: ``check(state, move)`` lists *every* rule it breaks (RULES.md §7),
each with its number and a sentence that names the cards.

``check`` agrees exactly with :func:`casino_learn.rules.movegen.generate`: a move is legal if and
only if ``check`` returns an empty list (property tests keep the two honest, under every
RuleSet option). The general statements of the rules are in :mod:`.restrictions`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .cards import Card
from .movegen import partition, sum_subsets, value_sets
from .moves import BUILD, CAPTURE, TRAIL, Move
from .restrictions import Violation
from .table import Build
from .variants import RuleSet

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

__all__ = ["check"]

# Whose build it is (R12, R13) before how its sum works (R10, R11): no sum makes adding to a partner's Royal build legal
# (trial 11 read "5♦+3♠ make 8 (R11)" as if the right sum would do).
_ORDER = ["R1", "R5", "R4", "R12", "R13", "R10", "R11", "R2", "R3", "R6", "R15", "R7", "R9", "R8", "R14"]


def _symbols(cards: Sequence[Card]) -> list[str]:
    return [c.symbol for c in sorted(cards)]


def _build_params(b: Build) -> dict:
    return {"build": b.id, "shape": b.shape, "build_value": b.value}


def check(state: "GameState", move: Move | str) -> list[Violation]:
    """Every rule ``move`` breaks in ``state``, most fundamental first; ``[]`` if it is legal."""
    if isinstance(move, str):
        move = Move.parse(move)
    if state.deal_over:
        return [Violation("R1", code="R1.deal-over")]
    rules = state.rules
    mover = state.to_move
    hand = state.hands[mover]
    out: list[Violation] = []
    card = move.card
    if card not in hand:
        out.append(Violation("R1", cards=(card,), code="R1.not-in-hand", params={
            "card": card.symbol, "hand": [c.symbol for c in hand], "on_table": card in state.table.cards}))
        rest = list(hand)
    else:
        rest = [c for c in hand if c is not card]
    rest_values: set[int] = set()
    for c in rest:
        rest_values |= rules.values_alone(c)

    # Items that are not on the table at all.
    table = state.table
    missing = [c for c in move.loose if c not in table.loose]
    missing_builds = [b for b in move.builds if table.get_build(b) is None]
    for b in table.builds:  # cards named from inside a build (R4)
        inside = sorted(c for c in missing if any(c in g for g in b.groups))
        if inside:
            out.append(Violation("R4", cards=tuple(inside), items=(b.id,), code="R4.inside-build", params={
                "cards": _symbols(inside), **_build_params(b), "royal": rules.is_royal}))
            missing = [c for c in missing if c not in inside]
    if missing or missing_builds:
        rule = "R6" if move.kind == BUILD else "R2"
        names = [c.symbol for c in sorted(missing)] + sorted(missing_builds)
        out.append(Violation(rule, cards=tuple(missing), items=tuple(names), code=f"{rule}.not-on-table",
                             params={"items": names, "rule": rule, "builds": bool(missing_builds),
                                     "in_hand": [c.symbol for c in sorted(missing) if c in hand]}))
    loose = [c for c in move.loose if c in table.loose]
    builds = [table.build(b) for b in sorted(move.builds) if table.get_build(b) is not None]
    owned = [b for b in table.builds if b.owner == mover]
    consumed: list[Build] = []

    if move.kind == TRAIL:
        if owned and not rules.owner_may_trail:
            out.append(Violation("R9", cards=(card,), items=tuple(b.id for b in owned), code="R9.owner-may-not-trail", params={
                "card": card.symbol, "builds": [b.id for b in owned], "values": [b.value for b in owned],
                "last_card": len(hand) == 1}))  # no build is left to make with a last card (review 30)
        if rules.no_trail_matching_loose:
            # Not the played card itself: a card on the table named as the one trailed breaks R1 (not in hand), and
            # "a loose 3♣ is on the table, so you may not trail 3♣" was R14 against itself (review 20).
            same = [c for c in table.loose if c.rank == card.rank and c != card]
            if same:
                # ``last_card``: nothing else in hand to play (review 30 read "or play another card" of a last card).
                # ``may_build``: the card may build instead (R14 "must capture or build"; review 31: a task to build
                # with it was told only "capture it").
                may_build = card in hand and any(m.kind == BUILD for m in state.legal_moves.with_card(card))
                out.append(Violation("R14", cards=(card, *same), code="R14.same-rank-loose",
                                     params={"card": card.symbol, "cards": _symbols(same), "last_card": len(hand) == 1,
                                             "may_build": may_build}))
    elif move.kind == CAPTURE:
        consumed = _check_capture(rules, card, loose, builds, table.loose, out)
    else:
        consumed = _check_build(state, card, move.value or 0, loose, builds, rest_values, out)

    # R8: every build the mover still owns after the move needs a matching card in hand.
    for b in owned:
        if b not in consumed and b.value not in rest_values:
            # ``along``: the card played could take the build in the same capture (trial 37 was told the rule, not that).
            along = move.kind == CAPTURE and rules.matches(card, b.value)
            out.append(Violation("R8", cards=(card,), items=(b.id,), code="R8.no-capturer-left",
                                 params={"card": card.symbol, **_build_params(b), "royal": rules.is_royal, "along": along}))
    out.sort(key=lambda v: _ORDER.index(v.rule))
    return out


def _check_capture(
    rules: RuleSet, card: Card, loose: list[Card], builds: list[Build], on_table: Sequence[Card], out: list[Violation]
) -> list[Build]:
    if not loose and not builds:
        if not any(v.rule in ("R2", "R4") for v in out):  # else the items named are not loose on the table
            out.append(Violation("R2", cards=(card,), code="R2.nothing-taken", params={"card": card.symbol}))
        return []
    value = rules.capture_value(card)
    if value is None:  # Classic face card (R5)
        face = {"card": card.symbol, "rank": card.rank}
        if builds:
            out.append(Violation("R5", cards=(card,), items=tuple(b.id for b in builds), code="R5.face-captures-build",
                                 params={**face, "builds": [b.id for b in builds]}))
        others = [c for c in loose if c.rank != card.rank]
        same = [c for c in loose if c.rank == card.rank]
        if others:
            out.append(Violation("R5", cards=(card, *others), code="R5.face-only-same-rank", params={**face, "cards": _symbols(others)}))
        if rules.face_card_capture == "one" and len(same) > 1:
            out.append(Violation("R5", cards=(card, *same), code="R5.face-one-at-a-time", params={**face, "cards": _symbols(same)}))
        left = [c for c in on_table if c.rank == card.rank and c not in same]
        if rules.face_card_capture == "all" and same and left:
            out.append(Violation("R5", cards=(card, *left), code="R5.face-takes-all", params={**face, "cards": _symbols(left)}))
        return []
    # Builds of another value: part of a sum (R4) or simply the wrong value (R2).
    good_builds = []
    loose_nums = [n for n in (rules.num(c) for c in loose) if n is not None]
    for b in builds:
        if b.value == value:
            good_builds.append(b)
        elif b.value < value and _sums_to(loose_nums, value - b.value):
            out.append(Violation("R4", cards=(card,), items=(b.id,), code="R4.build-in-sum-cards",
                                 params={"card": card.symbol, **_build_params(b), "value": value}))
        elif b.value < value and _sums_to(loose_nums + [o.value for o in builds if o is not b and o.value != value], value - b.value):
            out.append(Violation("R4", cards=(card,), items=(b.id,), code="R4.build-in-sum-builds",
                                 params={"card": card.symbol, **_build_params(b), "value": value}))
        else:
            out.append(Violation("R2", cards=(card,), items=(b.id,), code="R2.build-wrong-value",
                                 params={"card": card.symbol, **_build_params(b), "value": value, "royal": rules.is_royal}))
    faces = [c for c in loose if rules.num(c) is None]
    if faces:
        out.append(Violation("R5", cards=(card, *faces), code="R5.face-in-sum", params={"card": card.symbol, "cards": _symbols(faces)}))
    numeric = sorted(c for c in loose if rules.num(c) is not None)
    _check_sets(rules, numeric, value, card, out)
    return good_builds


def _sums_to(numbers: list[int], target: int) -> bool:
    """Do some of ``numbers`` (at least one) add up to ``target`` (> 0)?"""
    reach = 1  # bit t set: some subset adds up to t
    for n in numbers:
        reach |= reach << n
    return bool(reach >> target & 1)


def _needed_twice(cards: list[Card], sets: list[int]) -> Card | None:
    """The card that two of ``cards`` can only be grouped with, in sets that cannot be the same one (``sets`` are
    bitmasks over ``cards``): "5♣" when A♣+2♦ and 3♠ each need it to make 8. None when no one card is the reason."""
    alone: dict[int, int] = {}  # card index -> the cards every set of it contains
    for i in range(len(cards)):
        mine = [s for s in sets if s >> i & 1]
        if not mine:
            return None
        common = mine[0]
        for s in mine[1:]:
            common &= s
        alone[i] = common
    for c in range(len(cards)):
        needing = [i for i in range(len(cards)) if i != c and alone[i] >> c & 1]
        for a in needing:
            for b in needing:
                if a < b and not any(s >> a & 1 and s >> b & 1 for s in sets):
                    return cards[c]
    return None


def _check_sets(rules: RuleSet, cards: list[Card], value: int, card: Card, out: list[Violation], groups: list[int] | None = None,
                builds_chosen: int = 0) -> bool:
    """Can ``cards`` be split into disjoint sets worth ``value``? For a capture (``groups`` is
    None) a stray card breaks R2 and an impossible split R3. For a build, ``groups`` are the
    possible table parts of the played card's group (0 = the card stands alone); a stray card
    breaks R11 and an impossible split R3. ``builds_chosen`` counts the builds of ``value`` the build adds to (said in
    the reason: trial 27 chose two builds and was told "the cards you chose")."""
    vsets, reach = value_sets(rules, cards, value)
    full = (1 << len(cards)) - 1
    if groups is None:
        if full in reach:
            return True
    else:
        if not groups:
            have = rules.num(card) or 0
            code = "R11.card-too-big" if have > value else "R11.card-needs-table"
            params = {"card": card.symbol, "have": have, "value": value}
            if builds_chosen:
                params.update(builds_chosen=builds_chosen, loose_chosen=len(cards))
            if rules.is_royal and (card.rank == 1 or any(c.rank == 1 for c in cards)):
                params["ace_counts_1"] = True  # a Royal ace is 14 only alone (§1.3): say so
            out.append(Violation("R11", cards=(card,), code=code, params=params))
            return False
        if any(partition(full & ~g, vsets) is not None for g in groups):
            return True
    covered = 0
    for s in list(vsets) + (groups or []):
        covered |= s
    strays = [cards[i] for i in range(len(cards)) if not covered >> i & 1]
    rest = [c for c in cards if c not in strays]
    if strays:
        if groups is None:
            params = {"card": card.symbol, "cards": _symbols(strays), "value": value}
            numbers = [rules.num(c) for c in strays]
            if len(strays) > 1 and None not in numbers:  # what they make instead, said in words (trial 3)
                params["total"] = sum(n for n in numbers if n is not None)
            elif len(cards) == 1 and len(rules.values_alone(strays[0])) == 1:  # one card chosen: its own value
                params["worth"] = next(iter(rules.values_alone(strays[0])))
            out.append(Violation("R2", cards=(card, *strays), code="R2.stray-cards", params=params))
        else:
            params = {"card": card.symbol, "cards": _symbols(strays), "value": value}
            if rules.is_royal and (card.rank == 1 or any(c.rank == 1 for c in cards)):
                params["ace_counts_1"] = True  # a Royal ace is 14 only alone (§1.3): say so
            out.append(Violation("R11", cards=(card, *strays), code="R11.stray-in-build", params=params))
        split_ok = not rest or (1 << len(rest)) - 1 in value_sets(rules, rest, value)[1] or groups is not None
    else:
        split_ok = False
    if not split_ok:
        code = "R3.no-split-sets" if groups is None else "R3.no-split-groups"
        params = {"cards": _symbols(rest), "value": value}
        if groups is not None:  # a build: the played card must be in one of the groups too (review 12: "A♠+3♣+6♦
            params["card"] = card.symbol  # cannot all be split into groups worth 10", though they make 10 without it)
        else:
            twice = _needed_twice(cards, list(vsets)) if not strays else None
            numbers = [rules.num(c) for c in rest]
            if twice is not None:  # the card two sets both need (trial 39 used A♣ in two sets and was not told which)
                params["twice"] = twice.symbol
            elif None not in numbers and not (rules.is_royal and any(c.rank == 1 for c in rest)):
                total = sum(n for n in numbers if n is not None)
                if total % value:  # not a whole number of sets: their sum is said too (trial 36 chose 11 for an 8)
                    params["total"] = total
        out.append(Violation("R3", cards=tuple(rest), code=code, params=params))
    return False


def _check_build(state: "GameState", card: Card, value: int, loose: list[Card], builds: list[Build], rest_values: set[int], out: list[Violation]) -> list[Build]:
    rules = state.rules
    mover = state.to_move
    partner = state.partner_of(mover) if rules.partner_build_restriction else None
    nc = rules.num(card)
    if nc is None:
        out.append(Violation("R5", cards=(card,), code="R5.face-cannot-build", params={"card": card.symbol}))
        return []
    if value not in rules.build_values():
        if rules.is_royal and value == 1:
            out.append(Violation("R15", cards=(card,), code="R15.royal-no-1", params={"card": card.symbol, "royal": True}))
        else:
            out.append(Violation("R15", cards=(card,), code="R15.no-such-value",
                                 params={"card": card.symbol, "value": value, "royal": rules.is_royal}))
    if not loose and not builds:
        if not any(v.rule in ("R4", "R6") for v in out):  # else the items named are not loose on the table
            out.append(Violation("R6", cards=(card,), code="R6.build-alone", params={"card": card.symbol}))
        return []
    faces = [c for c in loose if rules.num(c) is None]
    if faces:
        out.append(Violation("R5", cards=tuple(faces), code="R5.face-not-in-build", params={"cards": _symbols(faces)}))
    loose = [c for c in loose if rules.num(c) is not None]
    absorbed: list[Build] = []
    raises: list[Build] = []
    wrong_build = False  # the card was evidently meant to change a build's value
    # A build this card does raise to ``value``: another build chosen with it is told it cannot join that raise
    # (review 20: "2♠ build 9 B1 B2" with B2 a 7 was told only "raising B1 (5) with 2♠ gives 7, not 9").
    raisable = [b for b in builds if b.value != value and not b.is_multiple and b.value + nc == value]
    for b in builds:
        if b.value == value:
            absorbed.append(b)
            if partner is not None and b.owner == partner:
                out.append(Violation("R13", cards=(card,), items=(b.id,), code="R13.partner-add",
                                     params={"card": card.symbol, **_build_params(b)}))
            continue
        # Any other build is one the move tries to raise: the ownership rules apply whatever the sum.
        if b.is_multiple:
            wrong_build = True
            out.append(Violation("R10", cards=(card,), items=(b.id,), code="R10.multiple-fixed",
                                 params={"card": card.symbol, **_build_params(b), "value": value}))
        elif b.value + nc == value:
            raises.append(b)
        else:
            wrong_build = True
            joined = {"raised": raisable[0].id, "raised_value": raisable[0].value} if raisable else {}
            out.append(Violation("R11", cards=(card,), items=(b.id,), code="R11.raise-wrong-sum",
                                 params={"card": card.symbol, **_build_params(b), "total": b.value + nc, "value": value,
                                         **joined}))
        if b.owner == mover and not rules.may_raise_own_build and not b.is_multiple:
            out.append(Violation("R12", cards=(card,), items=(b.id,), code="R12.own-raise", params={"card": card.symbol, **_build_params(b)}))
        if partner is not None and b.owner == partner:
            out.append(Violation("R13", cards=(card,), items=(b.id,), code="R13.partner-raise",
                                 params={"card": card.symbol, **_build_params(b)}))
    if len(raises) > 1:
        out.append(Violation("R11", cards=(card,), items=tuple(b.id for b in raises), code="R11.one-build-per-card",
                             params={"card": card.symbol, "builds": [b.id for b in raises]}))
    numeric = sorted(loose)
    if raises or wrong_build:
        groups = [0]  # the played card joins the raised build; table cards only as whole sets
    else:
        groups = [0] if rules.matches(card, value) else []
        if value - nc >= 1:
            groups += list(sum_subsets([rules.num(c) for c in numeric], value - nc))
    structure_ok = _check_sets(rules, numeric, value, card, out, groups, builds_chosen=len(absorbed))
    if structure_ok and value == 1 and not rules.is_royal:
        # Classic value 1 is only for a multiple build of single aces (R15).
        if numeric and any(c.rank != 1 for c in numeric):
            out.append(Violation("R15", cards=(card,), code="R15.one-only-aces", params={"card": card.symbol}))
    if value not in rest_values:
        out.append(Violation("R7", cards=(card,), code="R7.no-capturer-kept",
                             params={"card": card.symbol, "value": value, "royal": rules.is_royal}))
    return absorbed + raises[:1]


def candidate_build_values(state: "GameState", card: Card, items: Sequence[Card | str]) -> list[int]:
    """The values a learner may mean when building with ``card`` and the table ``items``:
    first the values that make a legal build, then the other values these cards add up to
    (so an illegal attempt can still be checked and explained). For a value picker."""
    rules = state.rules
    loose = [i for i in items if isinstance(i, Card)]
    build_ids = {i for i in items if isinstance(i, str)}
    legal = sorted(
        {m.value for m in state.legal_moves if m.kind == BUILD and m.card is card and m.loose == frozenset(loose) and m.builds == build_ids if m.value is not None}
    )
    values: set[int] = set()
    nc = rules.num(card)
    total = None
    if nc is not None:
        total = nc + sum(rules.num(c) or 0 for c in loose)
        if loose:
            values.add(total)
        values |= set(rules.values_alone(card))
        for b in (state.table.get_build(i) for i in build_ids):
            if b is not None:
                values.add(b.value)
                values.add(b.value + nc)
    others = sorted((v for v in values if v not in legal and 1 <= v <= 15), key=lambda v: (v != total, v))
    return legal + others
