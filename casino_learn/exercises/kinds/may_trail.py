"""``may_trail``: may you trail this card? R9 and R14; R8 under the house rule
``owner_may_trail``. The verdict and the rules come from the rules engine (``check``)."""

from __future__ import annotations

import random
import re
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...rules.cards import Card
from ...rules.moves import Move
from ...rules.state import GameState
from ...rules.table import Build
from ...rules.variants import RuleSet
from ...texts.grammar import join_and
from ...texts.house_rules import house_rules_line
from ...texts.rulebook import rule_short
from ..answers import parse_rules, parse_yes_no, split_tokens
from ..choosing import Candidate, why_legal
from ..core import AnswerError, Exercise, Result, search
from ..registry import register
from ..scenes import CardPool, SceneError, cards_text, make_build, make_state
from ..scoring_answers import table_words

__all__ = ["MayTrail"]

# The example is a rule of every game that never forbids a trail: an example naming R9 (or R8) was the answer itself
# whenever the answer was "no" (trial 35 copied it), and one naming a rule switched off here misled (review 26).
FORMAT = N_("'yes', or 'no' and the rule number that forbids it, e.g. 'no R1' if R1 forbade it")


def plain_rules(text: str) -> str:
    """Punctuation around rule numbers dropped: ``"no (R-9)."`` -> ``"no  R9 "``, ``"rule #9"`` -> ``"R9"``."""
    text = re.sub(r"\b(?:r|rule)\s*[-#.]?\s*(\d{1,3})\b", r" R\1 ", text, flags=re.IGNORECASE)
    return re.sub(r"[()\[\]{}.,:;!?]", " ", text)


def _rule_order(rules: set[str] | frozenset[str]) -> list[str]:
    return sorted(rules, key=lambda r: int(r[1:]))


@register
class MayTrail(Exercise):
    """May you trail this card? Level 1: a plain case; 2: with look-alike distractors (an
    opponent's build, a matching card inside a build, Classic same rank); 3: Royal R9+R14
    together, or Classic with the house rule ``owner_may_trail`` (R8)."""

    kind = "may_trail"
    title = N_("May you trail this card?")
    topic = "trailing"
    lesson = 4
    taught_rules = ("R8", "R9", "R14")
    description = N_("When trailing is forbidden (§6.3).")
    @property
    def _game(self) -> str:
        """The game whose wording of a rule is shown ("classic" or "royal": R15 by game, issue 23)."""
        return "royal" if self.rule_set.is_royal else "classic"

    input_style = "yes_no_rule"

    def __init__(self, *, state: GameState, card: Card, seed: int, difficulty: int, options: dict[str, Any] | None = None) -> None:
        rules = state.rules
        self.card = card
        self.candidate = Candidate(state, Move.trail(card))
        self.broken = frozenset(v.rule for v in self.candidate.violations)
        order = _rule_order(self.broken)
        # Translators: typed answers, read back in every language ("sí"/"sim", "no"/"não").
        answer = pgettext("typed answer", "yes") if not self.broken else pgettext("typed answer", "no") + " " + " ".join(order)
        game = _("Royal Casino.") if rules.is_royal else _("Classic Casino.")
        house = house_rules_line(rules, here=True)  # worded where every house rule is (level 3: owners may trail)
        if house:
            game += " " + house
        # Translators: {game} is e.g. "Classic Casino.", {hand} a list of cards, {table} the table on its own lines.
        prompt = _("{game}\nYou hold {hand}.\n{table}\nMay you trail {card}? If not, which rule forbids it?",
                   game=game, hand=cards_text(state.hand), table=table_words(state), card=card.symbol)
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=_(FORMAT), answer=answer,
                         hints=self._hints(state), state=state, cards=(card,), options=options,
                         data={"card": card.code, "rules": sorted(self.broken), "options": rules.overrides()})

    def _candidate_rules(self, state: GameState) -> list[str]:
        """The rules that can stop a trail under these rules."""
        rules = state.rules
        out = ["R8"] if rules.owner_may_trail else ["R9"]
        if rules.no_trail_matching_loose:
            out.append("R14")
        return out

    def _hints(self, state: GameState) -> tuple[str, ...]:
        rules = state.rules
        royal = rules.no_trail_matching_loose
        if royal:
            first = _("Trailing is allowed unless a restriction forbids it. Look at who owns each build on the table, "
                      "and whether a loose card has the same rank as the card (cards inside builds do not count).")
        else:
            first = _("Trailing is allowed unless a restriction forbids it. Look at who owns each build on the table.")
        if rules.owner_may_trail and royal:
            second = _("A build owner may trail only if they still keep a card to capture each build they own (house rule), "
                       "and a card whose rank matches a loose card on the table may not be trailed. Does anything here forbid it?")
        elif rules.owner_may_trail:
            second = _("A build owner may trail only if they still keep a card to capture each build they own (house rule). "
                       "Does anything here forbid it?")
        elif royal:
            second = _("A player who owns a build may not trail, and a card whose rank matches a loose card on the table "
                       "may not be trailed. Does anything here forbid it?")
        else:
            second = _("A player who owns a build may not trail. Does anything here forbid it?")
        # Translators: {rules} lists rules as "R9: <the rule's text>", {card} is the card to trail.
        third = _("The rules that can forbid a trail here: {rules} Check each one against this table and {card}.",
                  rules=" ".join(_("{rule}: {text}", rule=r, text=rule_short(r, state.rules)) for r in self._candidate_rules(state)),
                  card=self.card.symbol)
        return (first, second, third)

    # --- generating -------------------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> MayTrail:
        if difficulty == 3 and not rules.is_royal:
            rules = rules.with_options(owner_may_trail=True)
        if rules.is_royal:
            scenarios = {1: ["free", "match", "owner"], 2: ["free", "match", "owner"], 3: ["both", "owner", "free"]}[difficulty]
        else:
            scenarios = {1: ["free", "owner"], 2: ["free", "owner"], 3: ["last", "owner", "free"]}[difficulty]
        scenario = rng.choice(scenarios)
        top = rules.max_value - 1
        state, card = search(lambda: cls._attempt(rng, rules, difficulty, scenario, top), what="may_trail", seed=seed, tries=300)
        return cls(state=state, card=card, seed=seed, difficulty=difficulty, options=options)

    @staticmethod
    def _attempt(rng: random.Random, rules: RuleSet, difficulty: int, scenario: str, top: int) -> tuple[GameState, Card] | None:
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
                return None
            builds.append(b)
            if scenario != "last":
                keep = pool.take_value(rules, value)
                if keep is None:
                    return None
                hand.append(keep)
        if scenario in ("match", "both") or (not rules.is_royal and difficulty == 2 and rng.random() < 0.6):
            same = pool.take_rank(card.rank)
            if same is None:
                return None
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
            return None
        broken = frozenset(v.rule for v in Candidate(state, Move.trail(card)).violations)
        wanted = {"free": frozenset(), "match": frozenset({"R14"}),
                  "owner": frozenset({"R9"}) if not rules.owner_may_trail else frozenset(),
                  "both": frozenset({"R9", "R14"}), "last": frozenset({"R8"})}[scenario]
        return (state, card) if broken == wanted else None

    # --- answering --------------------------------------------------------------------------------------------
    def parse(self, answer: Any) -> tuple[bool, frozenset[str]]:
        """``"no R9"``, ``"no, R9"``, ``"No because R9"``, ``"no r 9"`` -> (False, {"R9"});
        ``"yes"`` -> (True, {}); click data: a bool, or ``(False, "R9")`` / ``(True, None)``."""
        if isinstance(answer, bool):
            return answer, frozenset()
        if isinstance(answer, (tuple, list)) and answer and isinstance(answer[0], bool):
            named: set[str] = set()
            for r in answer[1:]:
                if r is None or r == "":
                    continue
                got, rest = parse_rules(split_tokens(str(r)), self.answer_format)
                if rest or not got:
                    raise AnswerError(str(r), self.answer_format, _("{token!r} is not a rule number", token=str(r)))
                named |= got
            if answer[0] and named:
                raise AnswerError(f"yes {' '.join(_rule_order(named))}", self.answer_format,
                                  _("A rule number goes with 'no', not with 'yes'"))
            return answer[0], frozenset(named)
        if not isinstance(answer, str) or not answer.strip():
            raise AnswerError("" if isinstance(answer, str) else repr(answer), self.answer_format,
                              _("The answer is empty") if isinstance(answer, str)
                              else _("I cannot use {answer!r} as an answer here", answer=answer))
        rules, rest = parse_rules(split_tokens(plain_rules(answer)), self.answer_format)
        for t in rest:
            if any(ch.isdigit() for ch in t):
                raise AnswerError(t, self.answer_format, _("{token!r} is not a rule number: write a rule like R9", token=t))
        verdicts = {v for v in (parse_yes_no(t) for t in rest) if v is not None}
        if not verdicts and not rules:
            word = rest[0] if rest else answer.strip()
            raise AnswerError(word, self.answer_format, _("{token!r} is not yes, no or a rule number", token=word))
        if len(verdicts) > 1:
            raise AnswerError(answer.strip(), self.answer_format, _("The answer says both yes and no"))
        if True in verdicts and rules:
            raise AnswerError(answer.strip(), self.answer_format, _("A rule number goes with 'no', not with 'yes'"))
        verdict = verdicts.pop() if verdicts else False
        return verdict, frozenset(rules)

    def _why_not(self, rule: str) -> str:
        """Why ``rule`` does not stop this trail (never naming the rule that does)."""
        state = self.state
        assert state is not None
        rules = state.rules
        owned = state.table.builds_of(state.to_move)
        if rule == "R9":
            if not owned:
                return _("R9 does not stop it: you own no build on the table.")
            return _("R9 does not stop it: the house rule here lets a build owner trail.")
        if rule == "R14":
            if not rules.no_trail_matching_loose:
                return _("R14 does not stop it: R14 is a Royal rule, and this is Classic.")
            inside = any(c.rank == self.card.rank for b in state.table.builds for c in b.cards)
            if inside:
                return _("R14 does not stop it: no loose card on the table has the rank of {card} "
                         "(a card inside a build does not count).", card=self.card.symbol)
            return _("R14 does not stop it: no loose card on the table has the rank of {card}.", card=self.card.symbol)
        if rule == "R8":
            if not owned:
                return _("R8 does not stop it: you own no build, so there is no build to keep a card for.")
            return _("R8 does not stop it: you still keep a card to capture each build you own.")
        # Translators: {text} is the rule's own sentence.
        return _("{rule} does not stop a trail here: {text}", rule=rule, text=rule_short(rule, self.rule_set))

    def grade(self, value: tuple[bool, frozenset[str]]) -> Result:
        verdict, named = value
        card = self.card.symbol
        state = self.state
        assert state is not None
        if not self.broken:
            if verdict:
                # Translators: {why} says why the trail is allowed, citing rules.
                return Result(True, False, _("You may trail {card}: {why}", card=card, why=why_legal(state, self.candidate.move)))
            if named:
                return Result(False, False, _("Look again at why you think {card} may not be trailed.", card=card),
                              details=tuple(self._why_not(r) for r in _rule_order(named)))
            return Result(False, False, _("Which rule would forbid trailing {card}? Check each rule that can stop a trail "
                                          "against this table.", card=card))
        if verdict:
            text = _("Look again: something on this table forbids trailing {card}.", card=card)
            if self.attempts >= 1:  # from the second try on, where to look (the first try is told only that)
                text += " " + (_("Check the builds you own and the loose cards.") if state.rules.no_trail_matching_loose
                               else _("Check the builds you own."))
            else:
                text += " " + _("Press Hint for a clue.")
            return Result(False, False, text)
        reasons = tuple(str(v) for v in self.candidate.violations)
        if named == self.broken:
            return Result(True, False, _("You may not trail {card}.", card=card), details=reasons)
        good, bad = named & self.broken, named - self.broken
        if not named:
            return Result(False, True, _("'No' is right: you may not trail {card}. Which rule forbids it?", card=card))
        details = tuple(self._why_not(r) for r in _rule_order(bad))
        if good and not bad:
            return Result(False, True, ngettext("'No' is right, and so is {rules}; another rule forbids it too.",
                                                "'No' is right, and so are {rules}; another rule forbids it too.",
                                                len(good), rules=join_and(_rule_order(good))))
        head = _("'No' is right: you may not trail {card}.", card=card)
        if good:
            head += " " + ngettext("{rules} is right too.", "{rules} are right too.", len(good), rules=join_and(_rule_order(good)))
        return Result(False, True, head + " " + ngettext("But {rules} is not the reason.", "But {rules} are not the reason.",
                                                          len(bad), rules=join_and(_rule_order(bad))),
                      details=details)

    def explanation(self) -> str:
        state = self.state
        assert state is not None
        if not self.broken:
            return _("You may trail {card}: {why}", card=self.card.symbol, why=why_legal(state, self.candidate.move))
        return "\n".join(str(v) for v in self.candidate.violations)
