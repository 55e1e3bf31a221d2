"""Why a move is illegal: ``check(state, move)`` lists *every* rule it breaks (RULES.md §7),
each with its number and a sentence that names the cards.

``check`` agrees exactly with :func:`casino_learn.movegen.generate`: a move is legal if and
only if ``check`` returns an empty list (property tests keep the two honest, under every
RuleSet option). The general statements of the rules are in :mod:`.restrictions`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .cards import Card
from .describe import describe_move
from .movegen import partition, sum_subsets, value_sets
from .moves import BUILD, CAPTURE, TRAIL, Move
from .restrictions import Violation
from .table import Build
from .variants import RuleSet

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

__all__ = ["check", "value_name", "explain"]

_ORDER = ["R1", "R5", "R4", "R10", "R11", "R2", "R3", "R6", "R12", "R13", "R15", "R7", "R9", "R8", "R14"]
_FACE_WORDS = {11: "jack", 12: "queen", 13: "king"}


def value_name(rules: RuleSet, value: int) -> str:
    """How a learner names the card that captures ``value``: ``"8"``, ``"queen"``, ``"ace"``."""
    if (value == 14 and rules.is_royal) or (value == 1 and not rules.is_royal):
        return "ace"
    if rules.is_royal and value in _FACE_WORDS:
        return _FACE_WORDS[value]
    return str(value)


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou8" or word in ("11",) else "a ") + word


def _cards(cards: Sequence[Card]) -> str:
    return "+".join(c.symbol for c in sorted(cards))


def _build_label(b: Build) -> str:
    return f"{b.id} (a {b.shape} build of {b.value})"


def check(state: "GameState", move: Move | str) -> list[Violation]:
    """Every rule ``move`` breaks in ``state``, most fundamental first; ``[]`` if it is legal."""
    if isinstance(move, str):
        move = Move.parse(move)
    if state.deal_over:
        return [Violation("R1", "The deal is over: every card has been played, so no more moves are made (§9).")]
    rules = state.rules
    mover = state.to_move
    hand = state.hands[mover]
    out: list[Violation] = []
    card = move.card
    if card not in hand:
        where = " It is on the table." if card in state.table.cards else ""
        held = " ".join(c.symbol for c in hand) or "nothing"
        out.append(Violation("R1", f"You do not hold {card.symbol}; you must play one card from your own hand ({held}).{where}", (card,)))
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
            use = "paired or built with" if len(inside) == 1 else "taken or built with"
            out.append(Violation(
                "R4", f"{_cards(inside)} {'is' if len(inside) == 1 else 'are'} inside {_build_label(b)}: its cards are never "
                f"{use} on their own, only the whole build is captured, by {_a(value_name(rules, b.value))} (R4).", tuple(inside), (b.id,),
            ))
            missing = [c for c in missing if c not in inside]
    if missing or missing_builds:
        rule = "R6" if move.kind == BUILD else "R2"
        names = [c.symbol for c in sorted(missing)] + sorted(missing_builds)
        out.append(Violation(rule, f"{', '.join(names)} {'is' if len(names) == 1 else 'are'} not a loose card or build on the table ({rule}).", tuple(missing), tuple(names)))
    loose = [c for c in move.loose if c in table.loose]
    builds = [table.build(b) for b in sorted(move.builds) if table.get_build(b) is not None]
    owned = [b for b in table.builds if b.owner == mover]
    consumed: list[Build] = []

    if move.kind == TRAIL:
        if owned and not rules.owner_may_trail:
            owned_text = ", ".join(f"the {b.value}-build ({b.id})" for b in owned)
            out.append(Violation("R9", f"You own {owned_text}, so you may not trail {card.symbol} (R9): capture, build or add to a build instead.", (card,), tuple(b.id for b in owned)))
        if rules.no_trail_matching_loose:
            same = [c for c in table.loose if c.rank == card.rank]
            if same:
                out.append(Violation("R14", f"A loose {_cards(same)} is on the table, so you may not trail {card.symbol} (R14): capture it or build with it instead.", (card, *same)))
    elif move.kind == CAPTURE:
        consumed = _check_capture(rules, card, loose, builds, table.loose, out)
    else:
        consumed = _check_build(state, card, move.value or 0, loose, builds, rest_values, out)

    # R8: every build the mover still owns after the move needs a matching card in hand.
    for b in owned:
        if b not in consumed and b.value not in rest_values:
            out.append(Violation("R8", f"You own {_build_label(b)} and would have no {value_name(rules, b.value)} left in your hand to capture it (R8).", (card,), (b.id,)))
    out.sort(key=lambda v: _ORDER.index(v.rule))
    return out


def _check_capture(
    rules: RuleSet, card: Card, loose: list[Card], builds: list[Build], on_table: Sequence[Card], out: list[Violation]
) -> list[Build]:
    if not loose and not builds:
        if not any(v.rule in ("R2", "R4") for v in out):  # else the items named are not loose on the table
            out.append(Violation("R2", f"A capture must take at least one card or build with {card.symbol} (R2).", (card,)))
        return []
    value = rules.capture_value(card)
    if value is None:  # Classic face card (R5)
        word = _FACE_WORDS[card.rank]
        if builds:
            out.append(Violation("R5", f"In Classic a {word} has no number, so {card.symbol} cannot capture a build ({', '.join(b.id for b in builds)}) (R5).", (card,), tuple(b.id for b in builds)))
        others = [c for c in loose if c.rank != card.rank]
        same = [c for c in loose if c.rank == card.rank]
        if others:
            out.append(Violation("R5", f"In Classic a {word} captures only another {word}: {_cards(others)} cannot be taken with {card.symbol} (R5).", (card, *others)))
        if rules.face_card_capture == "one" and len(same) > 1:
            out.append(Violation("R5", f"A {word} captures exactly one {word} at a time, so {card.symbol} cannot take {_cards(same)} together (R5).", (card, *same)))
        left = [c for c in on_table if c.rank == card.rank and c not in same]
        if rules.face_card_capture == "all" and same and left:
            out.append(Violation("R5", f"With face_card_capture = all a {word} takes every loose {word} together, so {card.symbol} must take {_cards(left)} too (R5).", (card, *left)))
        return []
    # Builds of another value: part of a sum (R4) or simply the wrong value (R2).
    good_builds = []
    loose_nums = [n for n in (rules.num(c) for c in loose) if n is not None]
    for b in builds:
        if b.value == value:
            good_builds.append(b)
        elif b.value < value and _sums_to(loose_nums, value - b.value):
            out.append(Violation("R4", f"{_build_label(b)} counts only as a whole {b.value}; it cannot be added to other cards to make {value} (R4).", (card,), (b.id,)))
        elif b.value < value and _sums_to(loose_nums + [o.value for o in builds if o is not b and o.value != value], value - b.value):
            out.append(Violation("R4", f"{_build_label(b)} counts only as a whole {b.value}; it cannot be added to other builds to make {value} (R4).", (card,), (b.id,)))
        else:
            out.append(Violation("R2", f"{_build_label(b)} is worth {b.value}, not {value}: only {_a(value_name(rules, b.value))} can capture it (R2).", (card,), (b.id,)))
    faces = [c for c in loose if rules.num(c) is None]
    if faces:
        out.append(Violation("R5", f"In Classic {_cards(faces)} has no number; only a card of the same rank can capture it, not {card.symbol} (R5).", (card, *faces)))
    numeric = sorted(c for c in loose if rules.num(c) is not None)
    _check_sets(rules, numeric, value, card, out)
    return good_builds


def _sums_to(numbers: list[int], target: int) -> bool:
    """Do some of ``numbers`` (at least one) add up to ``target`` (> 0)?"""
    reach = 1  # bit t set: some subset adds up to t
    for n in numbers:
        reach |= reach << n
    return bool(reach >> target & 1)


def _check_sets(rules: RuleSet, cards: list[Card], value: int, card: Card, out: list[Violation], groups: list[int] | None = None) -> bool:
    """Can ``cards`` be split into disjoint sets worth ``value``? For a capture (``groups`` is
    None) a stray card breaks R2 and an impossible split R3. For a build, ``groups`` are the
    possible table parts of the played card's group (0 = the card stands alone); a stray card
    breaks R11 and an impossible split R3."""
    vsets, reach = value_sets(rules, cards, value)
    full = (1 << len(cards)) - 1
    if groups is None:
        if full in reach:
            return True
    else:
        if not groups:
            have = rules.num(card) or 0
            if have > value:
                msg = f"{card.symbol} is worth {have}, more than {value}, so it cannot be in a build of {value} (R11)."
            else:
                msg = f"{card.symbol} ({have}) needs table cards adding up to {value - have} to make {value}, and the cards you chose do not (R11)."
            out.append(Violation("R11", msg, (card,)))
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
            out.append(Violation("R2", f"{_cards(strays)} {'is' if len(strays) == 1 else 'are'} not part of any set worth exactly {value} among the cards you chose, so {card.symbol} cannot take {'it' if len(strays) == 1 else 'them'} (R2).", (card, *strays)))
        else:
            out.append(Violation("R11", f"{_cards(strays)} would not be in a group worth exactly {value}: every table card in a build must be in such a group (R11).", (card, *strays)))
        split_ok = not rest or (1 << len(rest)) - 1 in value_sets(rules, rest, value)[1] or groups is not None
    else:
        split_ok = False
    if not split_ok:
        kind = "sets" if groups is None else "groups"
        out.append(Violation("R3", f"{_cards(rest)} cannot be split into separate {kind} of {value} without counting a card twice (R3).", tuple(rest)))
    return False


def _check_build(state: "GameState", card: Card, value: int, loose: list[Card], builds: list[Build], rest_values: set[int], out: list[Violation]) -> list[Build]:
    rules = state.rules
    mover = state.to_move
    partner = state.partner_of(mover) if rules.partner_build_restriction else None
    nc = rules.num(card)
    if nc is None:
        out.append(Violation("R5", f"In Classic {card.symbol} is a face card with no number, so it cannot be used to build (R5).", (card,)))
        return []
    if value not in rules.build_values():
        if rules.is_royal and value == 1:
            msg = "In Royal the value 1 is never declared: a build of single aces is 14, and A+A may be a single 2 (R15)."
        else:
            allowed = "2-14" if rules.is_royal else "2-10 (1 only for a multiple build of single aces)"
            msg = f"No card captures {value} in {rules.variant.title()}, so a build cannot be declared {value}: use {allowed} (R15)."
        out.append(Violation("R15", msg, (card,)))
    if not loose and not builds:
        if not any(v.rule in ("R4", "R6") for v in out):  # else the items named are not loose on the table
            out.append(Violation("R6", f"A build needs {card.symbol} and at least one card or build from the table; playing it alone is a trail (R6).", (card,)))
        return []
    faces = [c for c in loose if rules.num(c) is None]
    if faces:
        out.append(Violation("R5", f"In Classic {_cards(faces)} has no number and can never be part of a build (R5).", tuple(faces)))
    loose = [c for c in loose if rules.num(c) is not None]
    absorbed: list[Build] = []
    raises: list[Build] = []
    wrong_build = False  # the card was evidently meant to change a build's value
    for b in builds:
        if b.value == value:
            absorbed.append(b)
            if partner is not None and b.owner == partner:
                out.append(Violation("R13", f"{_build_label(b)} belongs to your partner; you may capture it but not add to it (R13).", (card,), (b.id,)))
            continue
        # Any other build is one the move tries to raise: the ownership rules apply whatever the sum.
        if b.is_multiple:
            wrong_build = True
            out.append(Violation("R10", f"{_build_label(b)} is a multiple build: its value {b.value} can never change, so it cannot become {value} (R10).", (card,), (b.id,)))
        elif b.value + nc == value:
            raises.append(b)
        else:
            wrong_build = True
            out.append(Violation("R11", f"Raising {_build_label(b)} with {card.symbol} gives {b.value + nc}, not {value}: only the played card changes a build's value, never table cards (R11).", (card,), (b.id,)))
        if b.owner == mover and not rules.may_raise_own_build and not b.is_multiple:
            out.append(Violation("R12", f"{_build_label(b)} is your own build: in Royal you may raise only another player's build (R12). You may add to it at the same value instead.", (card,), (b.id,)))
        if partner is not None and b.owner == partner:
            out.append(Violation("R13", f"{_build_label(b)} belongs to your partner; you may not raise it (R13).", (card,), (b.id,)))
    if len(raises) > 1:
        out.append(Violation("R11", f"One card raises one build: {card.symbol} cannot raise {', '.join(b.id for b in raises)} together (R11).", (card,), tuple(b.id for b in raises)))
    numeric = sorted(loose)
    if raises or wrong_build:
        groups = [0]  # the played card joins the raised build; table cards only as whole sets
    else:
        groups = [0] if rules.matches(card, value) else []
        if value - nc >= 1:
            groups += list(sum_subsets([rules.num(c) for c in numeric], value - nc))
    structure_ok = _check_sets(rules, numeric, value, card, out, groups)
    if structure_ok and value == 1 and not rules.is_royal:
        # Classic value 1 is only for a multiple build of single aces (R15).
        if numeric and any(c.rank != 1 for c in numeric):
            out.append(Violation("R15", "A build of 1 is allowed only as single aces laid together (R15).", (card,)))
    if value not in rest_values:
        out.append(Violation("R7", f"After playing {card.symbol} you would hold no {value_name(rules, value)} to capture the build of {value} (R7).", (card,)))
    return absorbed + raises[:1]


def explain(state: "GameState", move: Move | str) -> str:
    """One learner-facing sentence for a legal move, e.g.
    ``"You captured 8♦ and 6♥+2♦ with 8♥."``"""
    return describe_move(state, move)


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
