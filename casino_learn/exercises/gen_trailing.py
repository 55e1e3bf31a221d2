"""Trailing and rule-spotting: ``may_trail`` (R9, R14; R8 under ``owner_may_trail``) and
``spot_illegal`` (one illegal move among several; name the rule, §7)."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ..cards import Card
from ..movegen import value_sets
from ..moves import Move
from ..restrictions import RULES
from ..state import GameState
from ..table import Build
from ..variants import RuleSet
from .answers import CHOICE_WORDS, parse_rules, parse_yes_no, split_tokens
from .building import build_moves, build_onto_moves
from .choosing import Candidate, candidates, explain_options, why_legal
from .core import AnswerError, ClosureExercise, Exercise, Result, join_words, letter
from .scenes import CardPool, SceneError, cards_text, make_build, make_state, random_position, table_text

__all__ = ["may_trail", "near_moves", "spot_illegal"]

_TRAIL_FORMAT = "'yes', or 'no' and the rule number that forbids it, e.g. 'no R9'"


def _parse_verdict(answer: Any) -> tuple[bool | None, frozenset[str]]:
    """``"no R9"`` -> (False, {"R9"}); ``"yes"`` -> (True, {}); a bool or (bool, rules) from clicks."""
    if isinstance(answer, bool):
        return answer, frozenset()
    if isinstance(answer, (tuple, list)) and answer and isinstance(answer[0], bool):
        return answer[0], frozenset(str(r).upper() for r in answer[1:] if r)
    if not isinstance(answer, str) or not answer.strip():
        raise AnswerError(repr(answer) if not isinstance(answer, str) else "", _TRAIL_FORMAT, "The answer is empty")
    rules, rest = parse_rules(split_tokens(answer), _TRAIL_FORMAT)
    verdicts = {v for v in (parse_yes_no(t) for t in rest) if v is not None}
    if not verdicts and not rules:
        raise AnswerError(rest[0] if rest else answer, _TRAIL_FORMAT, f"{rest[0] if rest else answer!r} is not yes, no or a rule number")
    if len(verdicts) > 1 or (True in verdicts and rules):
        raise AnswerError(answer.strip(), _TRAIL_FORMAT, "The answer says both yes and no")
    verdict = verdicts.pop() if verdicts else False
    return verdict, frozenset(rules)


def may_trail(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """May you trail this card? Level 1: a plain case; 2: with look-alike distractors (an
    opponent's build, a matching card inside a build, Classic same rank); 3: Royal R9+R14
    together, or Classic with the house rule ``owner_may_trail`` (R8)."""
    if difficulty == 3 and not rules.is_royal:
        rules = rules.with_options(owner_may_trail=True)
    if rules.is_royal:
        scenarios = {1: ["free", "match", "owner"], 2: ["free", "match", "owner"], 3: ["both", "owner", "free"]}[difficulty]
    else:
        scenarios = {1: ["free", "owner"], 2: ["free", "owner"], 3: ["last", "owner", "free"]}[difficulty]
    scenario = rng.choice(scenarios)
    top = rules.max_value - 1
    for _ in range(300):
        pool = CardPool(rng)
        card = pool.take(lambda c: rules.num(c) is not None and not c.is_ace)
        assert card is not None
        loose: list[Card] = []
        builds: list[Build] = []
        hand = [card]
        if scenario in ("owner", "both", "last"):
            value = (rules.num(card) or 0) if scenario == "last" else rng.randint(4, top)
            b = make_build(rules, pool, value, 0, "B1")
            if b is None or (scenario != "last" and rules.matches(card, value)):
                continue
            builds.append(b)
            if scenario != "last":
                keep = pool.take_value(rules, value)
                if keep is None:
                    continue
                hand.append(keep)
        if scenario in ("match", "both") or (not rules.is_royal and difficulty == 2 and rng.random() < 0.6):
            same = pool.take_rank(card.rank)
            if same is None:
                continue
            loose.append(same)
        if difficulty >= 2 and scenario in ("free", "owner"):
            other = pool.take_rank(card.rank) if rules.is_royal else None
            filler = pool.take(lambda c: rules.num(c) is not None and c.rank != card.rank)
            if other is not None and filler is not None and (rules.num(other) or 0) + (rules.num(filler) or 0) <= rules.max_value:
                builds.append(Build(f"B{len(builds) + 1}", (rules.num(other) or 0) + (rules.num(filler) or 0), ((other, filler),), 1))
            else:
                b = make_build(rules, pool, rng.randint(4, top), 1, f"B{len(builds) + 1}")
                if b is not None:
                    builds.append(b)
        loose += pool.take_many(rng.randint(2, 3), lambda c: c.rank != card.rank and not any(c.rank == h.rank for h in hand))
        hand += pool.take_many(rng.randint(1, 2), lambda c: not any(rules.matches(c, b.value) for b in builds if b.owner == 0))
        try:
            state = make_state(rules, pool, loose=loose, builds=builds, hands={0: hand})
        except SceneError:
            continue
        cand = Candidate(state, Move.trail(card))
        broken = frozenset(v.rule for v in cand.violations)
        wanted = {"free": frozenset(), "match": frozenset({"R14"}), "owner": frozenset({"R9"}) if not rules.owner_may_trail else frozenset(),
                  "both": frozenset({"R9", "R14"}), "last": frozenset({"R8"})}[scenario]
        if broken != wanted:
            continue
        return _may_trail_exercise(state, card, cand, seed, difficulty)
    raise RuntimeError(f"may_trail: no position found for seed {seed}")


def _may_trail_exercise(state: GameState, card: Card, cand: Candidate, seed: int, difficulty: int) -> Exercise:
    rules = state.rules
    broken = frozenset(v.rule for v in cand.violations)
    answer = "yes" if not broken else "no " + " ".join(sorted(broken, key=lambda r: int(r[1:])))

    def grade(parsed: tuple[bool | None, frozenset[str]]) -> Result:
        verdict, named = parsed
        if not broken:
            if verdict:
                return Result(True, False, f"Right: you may trail {card.symbol}: {why_legal(state, cand.move)}")
            wrong = join_words(sorted(named)) or "any rule"
            return Result(False, False, f"You may trail {card.symbol}: {wrong} does not stop it here. {why_legal(state, cand.move)}",
                          details=tuple(f"{r}: {RULES[r]}" for r in sorted(named)))
        reasons = tuple(str(v) for v in cand.violations)
        if verdict:
            return Result(False, False, f"No, {card.symbol} may not be trailed.", details=reasons)
        if named == broken:
            return Result(True, False, f"Right: {card.symbol} may not be trailed.", details=reasons)
        good = named & broken
        if good:
            missing = broken - named
            return Result(False, True, f"{join_words(sorted(good))} is right, but {join_words(sorted(missing))} forbids it too.",
                          details=reasons)
        if not named:
            return Result(False, True, f"Right, {card.symbol} may not be trailed. Which rule forbids it?")
        return Result(False, True, f"Right that you may not trail {card.symbol}, but not because of {join_words(sorted(named))}.",
                      details=reasons)

    house = " (House rule here: a build owner may trail, as long as they keep a card for each build they own — R8.)" if rules.owner_may_trail else ""
    prompt = (f"{'Royal' if rules.is_royal else 'Classic'} Casino.{house}\nYou hold {cards_text(state.hand)}.\n{table_text(state)}\n"
              f"May you trail {card.symbol}? If not, which rule forbids it?")
    # From general to specific: where to look, what can stop a trail (and how many things do
    # here), and only then the rule numbers.
    order = sorted(broken, key=lambda r: int(r[1:]))
    count = {0: "Here nothing forbids it.", 1: "Here one rule forbids it."}.get(len(broken), f"Here {len(broken)} rules forbid it.")
    hints = (
        "Trailing is allowed unless a restriction forbids it. Look at who owns each build on the table"
        + (", and whether a loose card has the same rank as the card (cards inside builds do not count)." if rules.is_royal else "."),
        ("A build owner may trail only if they still keep a card to capture each build they own (house rule)"
         if rules.owner_may_trail else "A player who owns a build may not trail")
        + (", and a card whose rank matches a loose card on the table may not be trailed" if rules.is_royal else "")
        + f". {count}",
        "The answer: you may trail it." if not broken else
        "The answer: no, because of " + join_words(order) + ": " + " ".join(f"{r}: {RULES[r]}" for r in order),
    )

    def explanation() -> str:
        if not broken:
            return f"You may trail {card.symbol}: {why_legal(state, cand.move)}"
        return "\n".join(str(v) for v in cand.violations)

    return ClosureExercise("may_trail", seed, rules.variant, difficulty, prompt, _TRAIL_FORMAT, answer, state,
                    _parse_verdict, grade, hints, explanation, cards=(card,),
                    data={"card": card.code, "rules": sorted(broken), "options": rules.overrides()})


# --- spot_illegal ---------------------------------------------------------------------------------------------
_TIERS = {1: {"R1", "R2", "R5", "R9", "R14"}, 2: {"R4", "R6", "R7", "R8", "R15"}, 3: {"R3", "R4", "R8", "R10", "R11", "R12", "R13"}}
_COMMON = {"R1": 0.12, "R11": 0.2, "R2": 0.4, "R5": 0.6}
_SPOT_FORMAT = "the letter of the illegal move and the rule it breaks, e.g. 'C R7'"


def near_moves(state: GameState) -> list[Move]:
    """Plausible moves, many of them illegal: every trail, captures of up to three table items,
    and the build attempts of :mod:`.gen_building`."""
    rules = state.rules
    loose = state.table.loose
    items: list[Any] = list(loose) + [b.id for b in state.table.builds]
    out: list[Move] = []
    for c in state.hand:
        out.append(Move.trail(c))
        for k in (1, 2, 3):
            for combo in combinations(items, k):
                out.append(Move.capture(c, combo))
        v = rules.capture_value(c)
        if v is not None:  # two overlapping sets of v taken together (R3)
            vsets, _ = value_sets(rules, loose, v)
            for a, b in combinations(vsets, 2):
                if a & b and a | b not in (a, b):
                    out.append(Move.capture(c, [x for i, x in enumerate(loose) if (a | b) >> i & 1]))
    # R1: a card that is not in the hand (a table card, as a learner might misread the picture)
    out += [Move.trail(c) for c in loose[:1]]
    # Build attempts stay believable: a declared value at most 2 above the highest value
    # (Classic 12, Royal 16), so an R15 example is a near miss, not "a build of 31".
    limit = rules.max_value + 2
    builds = [m for m in build_moves(state) + build_onto_moves(state) if m.value is None or m.value <= limit]
    return out + builds


def spot_illegal(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """Exactly one of these moves is illegal: which, and which rule does it break? Level 1:
    3 moves, plain rules (R1, R2, R5, R9, R14); 2: 4 moves (R4, R6-R8, R15); 3: 5 moves,
    subtle rules (R3, R4, R8, R10-R13), sometimes four players."""
    total = {1: 3, 2: 4, 3: 5}[difficulty]
    for _ in range(300):
        players = 4 if difficulty == 3 and rng.random() < 0.4 else 2
        state = random_position(rng, rules, players, rng.randrange(2, 30))
        if state is None or len(state.hand) < 2 or len(state.legal_moves) < total - 1:
            continue
        bad = [c for c in candidates(state, near_moves(state)) if not c.legal and c.rule in _TIERS[difficulty]]
        if not bad:
            continue
        by_rule: dict[str, list[Candidate]] = {}
        for c in bad:
            by_rule.setdefault(c.rule or "", []).append(c)
        rule = rng.choice(sorted(by_rule))
        if rng.random() > _COMMON.get(rule, 1.0):
            continue  # common rules are kept only sometimes, so the rarer ones get their turn
        pool = by_rule[rule]
        if rule == "R11":  # prefer a table card changing a build's value to a nonsense sum
            pool = [c for c in pool if c.move.builds] or pool
        wrong = rng.choice(pool)
        legal = list(state.legal_moves)
        rng.shuffle(legal)
        legal.sort(key=lambda m: (m.kind != wrong.move.kind, m.card != wrong.move.card))  # look-alikes first
        options = candidates(state, legal[:total - 1]) + [wrong]
        rng.shuffle(options)
        return _spot_exercise(state, options, seed, difficulty)
    raise RuntimeError(f"spot_illegal: no position found for seed {seed}")


def _spot_exercise(state: GameState, options: list[Candidate], seed: int, difficulty: int) -> Exercise:
    rules = state.rules
    bad = next(i for i, c in enumerate(options) if not c.legal)
    broken = [v.rule for v in options[bad].violations]
    n = len(options)

    def parse(answer: Any) -> tuple[int, frozenset[str]]:
        if isinstance(answer, dict):
            answer = (answer.get("choice"), answer.get("rule"))
        if isinstance(answer, int) and not isinstance(answer, bool):
            answer = (answer, None)
        if isinstance(answer, Move):
            answer = (answer, None)
        if isinstance(answer, tuple) and len(answer) == 2:
            choice, rule = answer
            if isinstance(choice, Move):
                index = [c.move for c in options].index(choice) if choice in [c.move for c in options] else None
            else:
                index = choice if isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < n else None
            if index is None:
                raise AnswerError(repr(choice), f"a choice index from 0 to {n - 1}")
            named, _ = parse_rules([str(rule)], _SPOT_FORMAT) if rule else (set(), [])
            return index, frozenset(named)
        if not isinstance(answer, str) or not answer.strip():
            raise AnswerError("", _SPOT_FORMAT, "The answer is empty")
        named, rest = parse_rules(split_tokens(answer), _SPOT_FORMAT)
        picks = []
        for t in rest:
            word = t.strip().rstrip(").").upper()
            if len(word) == 1 and word in CHOICE_WORDS[:n]:
                picks.append(CHOICE_WORDS.index(word))
            elif word.isdigit() and 1 <= int(word) <= n:
                picks.append(int(word) - 1)
            elif word.lower() not in ("and", "breaks", "because", "rule", "move", "is", "illegal", "it"):
                raise AnswerError(t, _SPOT_FORMAT, f"{t!r} is not a choice letter or a rule number")
        if len(set(picks)) != 1:
            raise AnswerError(answer.strip(), _SPOT_FORMAT, "Name exactly one move by its letter" if picks else "Say which move, by its letter")
        return picks[0], frozenset(named)

    def grade(parsed: tuple[int, frozenset[str]]) -> Result:
        index, named = parsed
        message = options[bad].violations[0].message
        if index != bad:
            return Result(False, False, f"{letter(index)} is allowed: {why_legal(state, options[index].move)}")
        if named & set(broken):
            return Result(True, False, f"Right! {letter(bad)} is illegal: {message}")
        if not named:
            return Result(False, True, f"Yes, {letter(bad)} is the illegal move. Which rule does it break?")
        return Result(False, True, f"Yes, {letter(bad)} is the illegal move, but it breaks {broken[0]}, not {join_words(sorted(named))}: {message}")

    prompt = (f"You hold {cards_text(state.hand)}.\n{table_text(state)}\n"
              f"Exactly one of these moves is illegal. Which one, and which rule does it break?")
    hints = (
        "Check each move against the rules: captures take sets worth exactly the card's value (R2), builds need a "
        "table card and a capturing card kept in hand (R6, R7), owners may not trail (R9)"
        + (", and in Royal a card matching a loose card may not be trailed (R14)." if rules.is_royal else "."),
        f"The illegal move is a {options[bad].move.kind}.",
        f"It breaks {broken[0]}: {RULES[broken[0]]}",
    )
    answer = f"{letter(bad)} {broken[0]}"
    return ClosureExercise("spot_illegal", seed, rules.variant, difficulty, prompt, _SPOT_FORMAT, answer, state, parse, grade,
                    hints, lambda: explain_options(state, options), choices=tuple(c.text for c in options),
                    data={"moves": [c.move.to_json() for c in options], "illegal": bad, "rules": broken})
