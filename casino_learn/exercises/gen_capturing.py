"""Capturing exercises: ``card_values`` (what a card captures, §1.2-§1.3, R5) and
``find_captures`` (the biggest capture a played card can make, §6.1, R2-R4).

``find_captures`` answer, precisely: the table items (loose cards and build ids) of a legal
capture with the given card that takes as many table cards as possible (build cards count).
When several captures tie for the most cards, each of them is accepted.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card, parse_card
from ..movegen import capture_sets, value_sets
from ..moves import CAPTURE, Move
from ..state import GameState
from ..validation import check
from ..variants import RuleSet
from .answers import NONE_WORDS, parse_items, split_tokens
from .core import AnswerError, ClosureExercise, Exercise, Result, count_words, join_words
from .scenes import CardPool, SceneError, cards_text, make_build, make_state, random_sum, table_text, value_card_name

__all__ = ["best_captures", "capture_groups", "capture_size", "card_values", "find_captures"]

_FACE_WORD = {11: "jack", 12: "queen", 13: "king"}


# --- card_values -------------------------------------------------------------------------------------
def _values_expected(n: int) -> str:
    if n == 1:
        return "the value(s) as numbers, e.g. '7' or '1 14', or 'none'"
    return f"{n} answers, one per card in order, separated by ';', e.g. '7; 1 14; none'"


def _value_explanation(rules: RuleSet, card: Card) -> str:
    values = sorted(rules.values_alone(card))
    if not values:
        word = _FACE_WORD[card.rank]
        return f"In Classic a {word} has no number: {card.symbol} captures only another {word}, one at a time (R5)."
    if rules.is_royal and card.is_ace:
        return (f"A Royal ace alone counts 1 or 14, whichever you need (§1.3); played, {card.symbol} captures at 14 "
                f"(cards adding up to 14, builds of 14) and also takes a loose ace.")
    if rules.is_royal and card.is_face:
        return f"In Royal a {_FACE_WORD[card.rank]} counts {values[0]} (§1.2), so {card.symbol} captures {values[0]}: another {_FACE_WORD[card.rank]} or cards adding up to {values[0]}."
    if card.is_ace:
        return f"In Classic an ace is always 1 (§1.2): {card.symbol} captures only another ace."
    return f"{card.symbol} counts {values[0]} (§1.2): it captures a {values[0]}, or loose cards adding up to {values[0]}."


def card_values(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """What values does this card capture? Level 1: a number card; 2: an ace or a face card;
    3: three cards (ace, face, number) at once."""
    pool = CardPool(rng)
    if difficulty == 1:
        cards = [pool.take(lambda c: 2 <= c.rank <= 10)]
    elif difficulty == 2:
        cards = [pool.take(lambda c: c.rank in (1, 11, 12, 13))]
    else:
        cards = [pool.take(lambda c: c.rank == 1), pool.take(lambda c: c.rank >= 11), pool.take(lambda c: 2 <= c.rank <= 10)]
        rng.shuffle(cards)
    chosen: list[Card] = [c for c in cards if c is not None]
    solution = [frozenset(str(v) for v in rules.values_alone(c)) for c in chosen]
    n = len(chosen)

    def show(values: frozenset[str]) -> str:
        return " ".join(sorted(values, key=int)) if values else "none"

    def parse_one(part: Any) -> frozenset[str]:
        if isinstance(part, int) and not isinstance(part, bool):
            return frozenset({str(part)})
        if isinstance(part, (list, tuple, set, frozenset)):
            out = set()
            for p in part:
                if isinstance(p, bool) or not isinstance(p, int):
                    raise AnswerError(repr(p), _values_expected(1))
                out.add(str(p))
            return frozenset(out)
        if not isinstance(part, str):
            raise AnswerError(repr(part), _values_expected(1))
        out = set()
        for token in split_tokens(part):
            low = token.lower()
            if low.isdigit():
                out.add(str(int(low)))
            elif low in NONE_WORDS or low == "no":
                continue
            elif not rules.is_royal and low in ("j", "jack", "jacks", "q", "queen", "queens", "k", "king", "kings"):
                out.add(low[0].upper())
            elif low in ("or", "and", "only", "another", "a", "an"):
                continue
            else:
                raise AnswerError(token, _values_expected(n), f"{token!r} is not a value")
        return frozenset(out)

    def parse(answer: Any) -> list[frozenset[str]]:
        if n == 1:
            if isinstance(answer, str) and not answer.strip():
                raise AnswerError("", _values_expected(1), "The answer is empty")
            return [parse_one(answer)]
        if isinstance(answer, str):
            parts = [p for p in answer.replace("\n", ";").replace("|", ";").split(";") if p.strip()]
        elif isinstance(answer, (list, tuple)):
            parts = list(answer)
        else:
            raise AnswerError(repr(answer), _values_expected(n))
        if len(parts) != n:
            raise AnswerError(str(answer), _values_expected(n), f"I found {count_words(len(parts), 'answer')} for {n} cards")
        return [parse_one(p) for p in parts]

    def ok(given: frozenset[str], want: frozenset[str], card: Card) -> bool:
        if not want and not rules.is_royal and card.is_face:
            return not given or given == {"JQK"[card.rank - 11]}
        if rules.is_royal and card.is_ace:
            # §1.3/§1.4: a played Royal ace captures at 14 (and so takes loose aces too).
            return given in ({"14"}, want)
        return given == want

    def right_note(card: Card, want: frozenset[str]) -> str:
        if rules.is_royal and card.is_ace:
            return (f"{card.symbol}: right. Played, it captures at 14 (§1.4); alone an ace also counts 1 "
                    f"(§1.3), so it also takes a loose ace.")
        return f"{card.symbol}: {show(want)} is right."

    def grade(answers: list[frozenset[str]]) -> Result:
        right, notes = 0, []
        partial = False
        for card, given, want in zip(chosen, answers, solution):
            if ok(given, want, card):
                right += 1
                notes.append(right_note(card, want))
            else:
                good = given & want
                if good:
                    partial = True
                    missing = want - given
                    extra = given - want
                    bit = f"{card.symbol}: {show(frozenset(good))} is right"
                    bit += f", but it can also be {show(frozenset(missing))}" if missing else ""
                    bit += f"; it can never be {show(frozenset(extra))}" if extra else ""
                    notes.append(bit + ". " + _value_explanation(rules, card))
                else:
                    notes.append(f"{card.symbol}: not {show(given)}. " + _value_explanation(rules, card))
        if right == n:
            return Result(True, False, "Right! " + " ".join(notes[:1] if n == 1 else ["All values are right."]))
        partly = partial or right > 0
        head = f"{right} of {n} cards right." if n > 1 else ("Partly right." if partly else "Not quite.")
        return Result(False, partly, head, details=tuple(notes))

    def explanation() -> str:
        return "\n".join(_value_explanation(rules, c) for c in chosen)

    names = ", ".join(c.symbol for c in chosen)
    variant = "Royal Casino" if rules.is_royal else "Classic Casino"
    if n == 1:
        prompt = f"In {variant}, what value does {names} capture? If it can be more than one value, give them all."
    else:
        prompt = (f"In {variant}, what values do these cards capture: {names}? Answer for each card in order, "
                  f"separated by ';'. Write 'none' if a card has no number.")
    if rules.is_royal:
        h1 = "In Royal every card has a number: J = 11, Q = 12, K = 13 (§1.2)."
    else:
        h1 = "In Classic, A = 1 and 2-10 are their number; J, Q and K have no number at all (R5)."
    h2 = ("One card here can be two different values when it stands alone (§1.3)."
          if any(len(s) > 1 for s in solution) else
          "Think of what the card is worth on its own; a card with no number only pairs with its own rank (R5)."
          if any(not s for s in solution) else "Each card here has exactly one value.")
    h3 = "Answer: " + "; ".join(show(s) for s in solution[:1]) + (" for the first card." if n > 1 else "")
    return ClosureExercise(
        "card_values", seed, rules.variant, difficulty, prompt, _values_expected(n),
        "; ".join(show(s) for s in solution), None, parse, grade, (h1, h2, h3), explanation,
        cards=tuple(chosen), data={"values": [sorted(int(v) for v in s) for s in solution]},
    )


# --- find_captures ---------------------------------------------------------------------------------------
def capture_size(state: GameState, move: Move) -> int:
    """Table cards a capture takes (cards inside builds count)."""
    return len(move.loose) + sum(len(state.table.build(b).cards) for b in move.builds)


def capture_groups(state: GameState, move: Move) -> list[tuple[str, frozenset[str]]]:
    """The targets of a legal capture: (label, item codes), e.g. ``("6♥+2♦", {"6H", "2D"})``."""
    rules = state.rules
    loose = state.table.loose
    value = rules.capture_value(move.card)
    out: list[tuple[str, frozenset[str]]] = []
    if value is None:
        out = [(c.symbol, frozenset({c.code})) for c in sorted(move.loose)]
    else:
        mask = sum(1 << i for i, c in enumerate(loose) if c in move.loose)
        for group in capture_sets(rules, loose, value, mask) or [tuple(sorted(move.loose))]:
            g = sorted(group, reverse=True)
            out.append(("+".join(c.symbol for c in g), frozenset(c.code for c in g)))
        out.sort(key=lambda t: (len(t[1]), t[0]))
    for b in sorted(move.builds):
        out.append((f"{b} (build of {state.table.build(b).value})", frozenset({b})))
    return out


def best_captures(state: GameState, card: Card) -> tuple[list[Move], list[Move]]:
    """``(all captures with card, the ones taking the most table cards)``."""
    caps = [m for m in state.legal_moves.with_card(card) if m.kind == CAPTURE]
    if not caps:
        return [], []
    top = max(capture_size(state, m) for m in caps)
    return caps, [m for m in caps if capture_size(state, m) == top]


def _answer_text(state: GameState, move: Move) -> str:
    parts = []
    for label, items in capture_groups(state, move):
        parts.append(label.split(" ")[0] if label.startswith("B") else "+".join(sorted(items, key=lambda c: -parse_card(c).rank)))
    return ", ".join(parts)


def _leftover_reasons(state: GameState, best: Move) -> list[str]:
    rules = state.rules
    v = rules.capture_value(best.card)
    assert v is not None
    reasons = []
    loose = state.table.loose
    vsets, _ = value_sets(rules, loose, v)
    for i, c in enumerate(loose):
        if c in best.loose:
            continue
        if rules.num(c) is None:
            reasons.append(f"{c.symbol} stays: it is a face card and only a {_FACE_WORD[c.rank]} takes it (R5).")
        elif any(s >> i & 1 for s in vsets):
            reasons.append(f"{c.symbol} stays: the only sets of {v} it fits in need a card already taken (R3).")
        else:
            reasons.append(f"{c.symbol} stays: no set worth exactly {v} contains it (R2).")
    for b in state.table.builds:
        if b.id not in best.builds:
            reasons.append(f"{b.id} stays: it is a build of {b.value}, and only {value_card_name(rules, b.value)} captures it whole (R4).")
    return reasons


def find_captures(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """Play this card: take as many table cards as you can. Level 1: 4-5 loose cards, two
    groups; 2: 5-6 cards, three groups or a build; 3: 6-8 cards and builds, with a trap
    (a capture that cannot grow but is not the biggest)."""
    values = list(range(5, 15)) if rules.is_royal else list(range(4, 11))
    for _ in range(500):
        pool = CardPool(rng)
        v = rng.choice(values)
        played = pool.take(lambda c: rules.capture_value(c) == v)
        if played is None:
            continue
        loose: list[Card] = []
        for _k in range({1: 2, 2: 3, 3: 3}[difficulty]):
            if rng.random() < 0.35:
                c = pool.take(lambda c: rules.matches(c, v) and c.rank != 1)
                group: tuple[Card, ...] | None = (c,) if c else None
            else:
                group = random_sum(rules, pool, v, 3 if difficulty > 1 and rng.random() < 0.3 else 2)
            if group:
                loose.extend(group)
        builds = []
        if difficulty >= 2 and rng.random() < (0.5 if difficulty == 2 else 0.9):
            b = make_build(rules, pool, v, 1, "B1", 1 + (difficulty == 3 and rng.random() < 0.5))
            if b:
                builds.append(b)
        if difficulty == 3:
            other = rng.choice([x for x in values if x != v])
            b = make_build(rules, pool, other, 1, f"B{len(builds) + 1}")
            if b:
                builds.append(b)
        extra = {1: rng.randint(1, 2), 2: 2, 3: rng.randint(2, 3)}[difficulty]
        loose += pool.take_many(extra)
        lo, hi = {1: (4, 5), 2: (5, 6), 3: (6, 8)}[difficulty]
        if not lo <= len(loose) <= hi:
            continue
        hand = [played] + pool.take_many(2 if difficulty == 1 else 3)
        try:
            state = make_state(rules, pool, loose=loose, builds=builds, hands={0: hand})
        except SceneError:
            continue
        caps, best = best_captures(state, played)
        if not best or len(caps) < 2:
            continue
        groups = max(len(capture_groups(state, m)) for m in best)
        taken = set().union(*(m.loose for m in best))
        if difficulty == 1 and groups < 2:
            continue
        if difficulty == 2 and (groups < 3 and not any(m.builds for m in best) or len(taken) == len(state.table.loose)):
            continue
        if difficulty == 3:
            items = [frozenset(m.items) for m in caps]
            top = capture_size(state, best[0])
            trap = [m for m, s in zip(caps, items) if not any(s < t for t in items) and capture_size(state, m) < top]
            if groups < 3 or not trap or not state.table.builds:
                continue
        return _find_captures_exercise(state, played, best, seed, difficulty)
    raise RuntimeError(f"find_captures: no position found for seed {seed}")


def _find_captures_exercise(state: GameState, played: Card, best: list[Move], seed: int, difficulty: int) -> Exercise:
    rules = state.rules
    v = rules.capture_value(played)
    top = capture_size(state, best[0])
    main = max(best, key=lambda m: (len(capture_groups(state, m)), str(m)))
    expected = ("the table cards and builds you take, e.g. '8D, 6H+2D, B1'")

    def parse(answer: Any) -> Move:
        if isinstance(answer, Move) and answer.card is not played:
            raise AnswerError(str(answer), f"a capture with {played.symbol}", f"The question is about playing {played.symbol}, not {answer.card.symbol}")
        loose, builds = parse_items(answer, played)
        if played in loose:
            loose = loose - {played}
            if not loose and not builds:
                raise AnswerError(played.code, expected, f"{played.symbol} is the card you play; name the table cards it takes")
        return Move(played, CAPTURE, None, loose, builds)

    def grade(move: Move) -> Result:
        named = set(c.code for c in move.loose) | set(move.builds)
        if move in best:
            others = [m for m in best if m != move]
            extra = f" Another capture just as big: {_answer_text(state, others[0])}." if others else ""
            return Result(True, False, f"Right! {played.symbol} takes {join_words([g for g, _ in capture_groups(state, move)])}: {top} cards.{extra}")
        problems = check(state, move)
        closest = max(best, key=lambda m: len(named & set(m.items)))
        right = sorted(named & set(closest.items))
        if problems:
            details = tuple(str(p) for p in problems)
            good = f" These are right: {', '.join(right)}." if right else ""
            return Result(False, bool(right), f"That capture is not allowed.{good}", details=details)
        size = capture_size(state, move)
        supersets = [m for m in best if named <= set(m.items)]
        if supersets:
            target = supersets[0]
            missed = [label for label, items in capture_groups(state, target) if not items <= named]
            return Result(False, True, f"Your capture is allowed and takes {size} cards, but you can take {top}: you missed {join_words(missed)}.",
                          details=(f"{played.symbol} may take every set worth {v} at once, as long as no card is used twice (§6.1, R3).",))
        blocked = join_words([label for label, _ in capture_groups(state, move)])
        return Result(False, True, f"Your capture is allowed and takes {size} cards, but it is not the biggest: "
                      f"taking {blocked} uses cards that a bigger capture needs (R3: each card counts once). "
                      f"The biggest takes {top} cards.")

    def explanation() -> str:
        lines = [f"Play {played.symbol} (it captures {v}) and take {join_words([g for g, _ in capture_groups(state, main)])}: {top} table cards."]
        for m in best:
            if m != main:
                lines.append(f"Just as big: {join_words([g for g, _ in capture_groups(state, m)])}.")
        lines += _leftover_reasons(state, main)
        return "\n".join(lines)

    groups = capture_groups(state, main)
    sums = [g for g, items in groups if len(items) > 1] or [g for g, _ in groups]
    prompt = (f"You play {played.symbol}. Take as many table cards as you can with it: name every card and build you take.\n"
              f"{table_text(state)}\nYour hand: {cards_text(state.hand)}")
    hints = (
        f"{played.symbol} captures {v}: every loose card worth {v}, every group of loose cards adding up to {v}, and every build of {v}, "
        f"all in one move, as long as no card is used twice (§6.1, R2, R3).",
        f"The biggest capture takes {top} table cards in {len(groups)} separate groups.",
        f"One of the groups is {sums[0]}.",
    )
    return ClosureExercise("find_captures", seed, rules.variant, difficulty, prompt, expected, _answer_text(state, main),
                    state, parse, grade, hints, explanation, cards=(played,),
                    data={"card": played.code, "best": [str(m) for m in best], "size": top})
