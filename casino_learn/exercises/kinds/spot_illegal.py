"""``spot_illegal``: exactly one of several moves is illegal: which, and which rule does it
break (§7)? Legality and the broken rules come from the rules engine (``check``)."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ...i18n import N_, _
from ...rules.movegen import value_sets
from ...rules.moves import Move
from ...rules.state import GameState
from ...rules.variants import RuleSet
from ...texts import lexicon
from ...texts.grammar import after_colon, join_and
from ...texts.rulebook import applies_in, rule_codes, rule_short
from ...texts.violations import said
from ..answers import CHOICE_WORDS, parse_rules, split_tokens
from ..building import build_moves, build_onto_moves
from ..choosing import Candidate, candidates, explain_options, why_legal
from ..core import AnswerError, Exercise, Result, letter, search
from ..registry import register
from ..scenes import cards_text, move_text, random_position
from ..scoring_answers import table_words
from .may_trail import plain_rules

__all__ = ["SpotIllegal", "near_moves"]

FORMAT = N_("the letter of the illegal move and the rule it breaks, e.g. 'C R7'")
#: The engine's codes for a build taken by a card of another value (R2 for a number card, R5 for a Classic face card).
_BUILD_BY_ANOTHER_VALUE = frozenset({"R2.build-wrong-value", "R5.face-captures-build"})
_TIERS = {1: {"R1", "R2", "R5", "R9", "R14"}, 2: {"R4", "R6", "R7", "R8", "R15"}, 3: {"R3", "R4", "R8", "R10", "R11", "R12", "R13"}}
_COMMON = {"R1": 0.12, "R11": 0.2, "R2": 0.4, "R5": 0.6}
#: Hint 2 by the kind of the illegal move (translated where shown).
_KIND_HINTS = {"capture": N_("The illegal move is a capture."), "build": N_("The illegal move is a build."),
               "trail": N_("The illegal move is a trail.")}


def _wanted_rule(rules: RuleSet, options: dict[str, Any]) -> str | None:
    """The option ``rule="R9"``: the illegal move breaks this rule (first), whatever the level."""
    if set(options) - {"rule", "players"}:
        raise TypeError(f"spot_illegal takes only the options 'rule' and 'players', not "
                        f"{', '.join(sorted(set(options) - {'rule', 'players'}))}")
    if options.get("players", 4) not in (2, 4):
        raise ValueError(f"players={options['players']!r}: 2 (no partners yet) or 4 (partners may appear at level 3)")
    wanted = options.get("rule")
    if wanted == "R13" and options.get("players") == 2:
        raise ValueError("rule='R13' is about partners: it needs players=4")
    if wanted is None:
        return None
    if wanted not in rule_codes() or (wanted != "R9" and not applies_in(wanted, rules)):
        raise ValueError(f"rule={wanted!r} cannot be broken in {rules.variant.title()}: choose another rule or variant.")
    return str(wanted)


def _order(rules: set[str] | frozenset[str]) -> list[str]:
    return sorted(rules, key=lambda r: int(r[1:]))


def near_moves(state: GameState) -> list[Move]:
    """Plausible moves, many of them illegal: every trail, captures of up to three table items,
    and the build attempts of :mod:`..building`."""
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
    # Nor a table card worth more than the build it would be in: "Play 7♦ on 8♠ as a build of 7" is a move no
    # learner makes, and its rule was anyone's guess (trial 24).
    builds = [m for m in build_moves(state) + build_onto_moves(state)
              if m.value is None or (m.value <= limit and all((rules.num(c) or 0) <= m.value for c in m.loose))]
    return out + builds


def _only_r6(state: GameState, move: Move) -> bool:
    """A card played "by itself as a build" that breaks R6 alone: another card of the value stays in the hand (R7), the
    mover owns no build (R9) and, in Royal, no loose card has its rank (R14): each read as the trail it really is (reviews
    15-16); and its value is not 1, which R15 allows only for a multiple build of aces."""
    rules = state.rules
    kept = any(move.value is not None and rules.matches(card, move.value) for card in state.hand if card != move.card)
    owns = any(build.owner == state.to_move for build in state.table.builds)
    matched = rules.is_royal and any(card.rank == move.card.rank for card in state.table.loose)
    return kept and not owns and not matched and move.value != 1


@register
class SpotIllegal(Exercise):
    """Exactly one of these moves is illegal: which, and which rule does it break? Level 1:
    3 moves, plain rules (R1, R2, R5, R9, R14); 2: 4 moves (R4, R6-R8, R15); 3: 5 moves,
    subtle rules (R3, R4, R8, R10-R13), sometimes four players (``players=2``: never, as before partners are
    taught in lesson 06). The option ``rule="R9"`` makes the illegal move break that rule, at any level (R5 is
    Classic only; R12-R14 Royal only)."""

    kind = "spot_illegal"
    title = N_("Spot the illegal move")
    topic = "trailing"
    lesson = 4
    taught_rules = tuple(f"R{i}" for i in range(1, 16))
    description = N_("Find the one illegal move and name the rule it breaks (§7); rule='R9' picks the rule.")
    @property
    def _game(self) -> str:
        """The game whose wording of a rule is shown ("classic" or "royal": R15 by game, issue 23)."""
        return "royal" if self.rule_set.is_royal else "classic"

    input_style = "choose_one_rule"

    def __init__(self, *, state: GameState, moves: list[Candidate], seed: int, difficulty: int,
                 options: dict[str, Any] | None = None) -> None:
        self.moves = moves
        self.bad = next(i for i, c in enumerate(moves) if not c.legal)
        self.broken: list[str] = [v.rule for v in moves[self.bad].violations]
        if "R4" not in self.broken and any(v.code in _BUILD_BY_ANOTHER_VALUE for v in moves[self.bad].violations):
            # R4: a build is captured only whole, "by a card equal to the build's declared value" — a card of another
            # value taking it breaks R4 too (review 32: "C R4" was told "it does not break R4" beside R4's own words).
            self.broken.append("R4")
        bad_move = moves[self.bad].move
        asked = (options or {}).get("rule")  # rule="R11" practises R11: it stays first
        stray = any(v.code == "R11.stray-in-build" for v in moves[self.bad].violations)
        if bad_move.is_build and not bad_move.builds and "R11" in self.broken and asked != "R11":
            # A new build: R11 begins "Only the played card changes a build's value", which points a learner at
            # raising, so any other rule it breaks comes first (review 6: 7♦ on 8♠ as a build of 7), and a table
            # card in no group breaks R3 too ("in a build, every table card belongs to exactly one group": review 7).
            others = [rule for rule in self.broken if rule not in ("R3", "R11")]
            self.broken = others + (["R3"] if stray or "R3" in self.broken else []) + ["R11"]
        rules = state.rules
        # Translators: {hand} is a list of cards, {table} the table described on its own lines.
        prompt = _("You hold {hand}.\n{table}\nExactly one of these moves is illegal. Which one, and which rule does it break?",
                   hand=cards_text(state.hand), table=table_words(state))
        if rules.is_royal:
            first = _("Check each move against the rules: captures take sets worth exactly the card's value (R2), builds need a "
                      "table card and a capturing card kept in hand (R6, R7), owners may not trail (R9), and in Royal a card "
                      "matching a loose card may not be trailed (R14).")
        else:
            first = _("Check each move against the rules: captures take sets worth exactly the card's value (R2), builds need a "
                      "table card and a capturing card kept in hand (R6, R7), owners may not trail (R9).")
        hints = (
            first,
            _(_KIND_HINTS[moves[self.bad].move.kind]),
            # Translators: {text} is the rule's own sentence (its number is not given: the learner finds it).
            _("The rule it breaks says: {text} Which move does that, and what is the rule's number?",
              text=rule_short(self.broken[0], rules)),
        )
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=_(FORMAT),
                         answer=f"{letter(self.bad)} {self.broken[0]}", hints=hints, state=state,
                         choices=[move_text(state, c.move) for c in moves], options=options,
                         data={"moves": [c.move.to_json() for c in moves], "illegal": self.bad, "rules": list(self.broken)})

    # --- generating -------------------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> SpotIllegal:
        total = {1: 3, 2: 4, 3: 5}[difficulty]
        wanted = _wanted_rule(rules, options)
        tiers = {wanted} if wanted else _TIERS[difficulty]
        def attempt() -> SpotIllegal | None:
            four = wanted == "R13" or (not wanted and difficulty == 3 and rng.random() < 0.4)
            players = 4 if four and options.get("players", 4) == 4 else 2  # players=2: before partners are taught
            state = random_position(rng, rules, players, rng.randrange(2, 30))
            if state is None or len(state.hand) < 2 or len(state.legal_moves) < total - 1:
                return None
            bad = [c for c in candidates(state, near_moves(state)) if not c.legal and c.rule in tiers]
            if not bad:
                return None
            by_rule: dict[str, list[Candidate]] = {}
            for c in bad:
                by_rule.setdefault(c.rule or "", []).append(c)
            rule = rng.choice(sorted(by_rule))
            if not wanted and rng.random() > _COMMON.get(rule, 1.0):
                return None  # common rules are kept only sometimes, so the rarer ones get their turn
            pool = by_rule[rule]
            if rule == "R6":  # "by itself as a build" only where R6 is all it breaks (review 15: naming R7 or R9 was
                # told "it does not break R7" when no card of the value was kept, or "R9" when the mover owned a build)
                pool = [c for c in pool if c.move.loose or c.move.builds or _only_r6(state, c.move)]
                if not pool:
                    return None
            if rule == "R11":  # prefer a table card changing a build's value to a nonsense sum
                pool = [c for c in pool if c.move.builds] or pool
            wrong = rng.choice(pool)
            legal = list(state.legal_moves)
            rng.shuffle(legal)
            legal.sort(key=lambda m: (m.kind != wrong.move.kind, m.card != wrong.move.card))  # look-alikes first
            chosen = candidates(state, legal[:total - 1]) + [wrong]
            rng.shuffle(chosen)
            if len({move_text(state, c.move) for c in chosen}) < len(chosen):
                return None  # two choices would read the same
            return cls(state=state, moves=chosen, seed=seed, difficulty=difficulty, options=options)
        return search(attempt, what="spot_illegal", seed=seed, tries=3000 if wanted else 300)

    # --- answering --------------------------------------------------------------------------------------------
    def parse(self, answer: Any) -> tuple[int, frozenset[str]]:
        """``"C R7"``, ``"c, r 7"``, ``"C because R7"`` -> (2, {"R7"}); click data ``(2, "R7")``,
        an index, a Move, or ``{"choice": 2, "rule": "R7"}``."""
        n = len(self.moves)
        if isinstance(answer, dict):
            answer = (answer.get("choice"), answer.get("rule"))
        if isinstance(answer, (int, Move)) and not isinstance(answer, bool):
            answer = (answer, None)
        if isinstance(answer, tuple) and len(answer) == 2:
            choice, rule = answer
            index: int | None = None
            if isinstance(choice, Move):
                listed = [c.move for c in self.moves]
                index = listed.index(choice) if choice in listed else None
            elif isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < n:
                index = choice
            if index is None:
                raise AnswerError(repr(choice), _("a choice index from 0 to {last}", last=n - 1))
            named: set[str] = set()
            if rule:
                named, rest = parse_rules(split_tokens(str(rule)), FORMAT)
                if rest or not named:
                    raise AnswerError(str(rule), _(FORMAT), _("{token!r} is not a rule number", token=str(rule)))
            return index, frozenset(named)
        if not isinstance(answer, str) or not answer.strip():
            raise AnswerError("" if isinstance(answer, str) else repr(answer), _(FORMAT),
                              _("The answer is empty") if isinstance(answer, str)
                              else _("I cannot use {answer!r} as an answer here", answer=answer))
        named, rest = parse_rules(split_tokens(plain_rules(answer)), FORMAT)
        picks = []
        for t in rest:
            word = t.strip().strip("().:").upper()
            if len(word) == 1 and word in CHOICE_WORDS[:n]:
                picks.append(CHOICE_WORDS.index(word))
            elif word.isdigit() and 1 <= int(word) <= n:
                picks.append(int(word) - 1)
            elif word and not (lexicon.is_word("fillers.illegal", word) or lexicon.is_word("joiners", word)):
                raise AnswerError(t, _(FORMAT), _("{token!r} is not a choice letter or a rule number", token=t))
        if len(set(picks)) != 1:
            raise AnswerError(answer.strip(), _(FORMAT),
                              _("Name exactly one move by its letter") if picks else _("Say which move, by its letter"))
        return picks[0], frozenset(named)

    def grade(self, value: tuple[int, frozenset[str]]) -> Result:
        index, named = value
        state = self.state
        assert state is not None
        mark = letter(self.bad)
        if index != self.bad:
            # Translators: {letter} is a choice letter, {why} says why that move is allowed (citing rules).
            return Result(False, False, _("{letter} is allowed: {why} Look for the move that breaks a rule.",
                                          letter=letter(index), why=after_colon(why_legal(state, self.moves[index].move))))
        broken = set(self.broken)
        good, wrong = named & broken, named - broken
        if named and not wrong:
            # The rule the learner named first, then the others, and that any of them was right (trial 18 named R7 and read
            # "Correct! … (R11). … (R7)": R11 first, a rule it had not named, for a move that breaks two).
            violations = sorted(said(self.moves[self.bad].violations), key=lambda v: v.rule not in named)
            # Translators: {why} is the engine's explanation of the broken rule(s).
            text = _("{letter} is illegal: {why}", letter=mark, why=after_colon(" ".join(v.message for v in violations)))
            return Result(True, False, " ".join(filter(None, (text, self._any_rule_is_right()))))
        if not named:
            return Result(False, True, _("{letter} is the illegal move. Which rule does it break?", letter=mark))
        if good:
            text = _("{letter} is the illegal move, and it does break {good}. But it does not break {wrong}.",
                     letter=mark, good=join_and(_order(good)), wrong=join_and(_order(wrong)))
        else:
            text = _("{letter} is the illegal move. But it does not break {wrong}.", letter=mark, wrong=join_and(_order(wrong)))
        return Result(False, True, text, details=tuple(_("{rule}: {text}", rule=r, text=rule_short(r, self.rule_set)) for r in _order(wrong)))

    def explanation(self) -> str:
        state = self.state
        assert state is not None
        return "\n".join(filter(None, (explain_options(state, self.moves), self._any_rule_is_right())))

    def _any_rule_is_right(self) -> str:
        """For a move that breaks several rules, that naming any of them is right ("" for one rule)."""
        rules = _order(set(self.broken))
        if len(rules) < 2:
            return ""
        text = (_("{letter} breaks {rules}: naming either of them is right.", letter=letter(self.bad), rules=join_and(rules))
                if len(rules) == 2 else  # not "any of them" for two (trial 31)
                _("{letter} breaks {rules}: naming any of them is right.", letter=letter(self.bad), rules=join_and(rules)))
        # R7's "no 12 kept" is left out of the reasons where R15 refuses 12; named here, it gets its reason (review 19
        # read "D breaks R7, R8 and R15" above reasons for R15 and R8 only).
        violations = self.moves[self.bad].violations
        shown = said(violations)
        for v in violations:
            if v.rule == "R7" and v not in shown:
                # Translators: {value} is a build value no card captures (12 in Classic).
                text += " " + _("It breaks R7 because no card captures {value}: you could not keep a card to take the build.",
                                value=v.params.get("value"))
                break
        for rule in ("R3", "R4"):
            if rule in rules and all(v.rule != rule for v in self.moves[self.bad].violations):
                # R3 is accepted for a table card in no group, R4 for a build taken by a card of another value, but no
                # sentence above says it (review 10, review 32): its rule here.
                # Translators: {rule} is a rule number ("R3"), {text} its short statement (a whole sentence).
                # Said right after "B breaks R3, R7 and R11": R3's own words, since no reason above names it (trials 25,
                # 39; lang31 read "It breaks R3 too" as odd just after R3 was named).
                text += " " + _("{rule} says: {text}", rule=rule, text=rule_short(rule, self.rule_set))
        return text

    def accepted_answers(self) -> tuple[str, ...]:
        """The letter with any of the rules the move breaks (or several of them)."""
        mark = letter(self.bad)
        rules = list(dict.fromkeys(self.broken))
        out = [f"{mark} {rules[0]}"] + [f"{mark} {r}" for r in rules[1:]]
        for size in range(2, len(rules) + 1):
            out += [f"{mark} " + " ".join(combo) for combo in combinations(rules, size)]
        return tuple(out)
