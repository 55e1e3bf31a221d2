"""``card_values``: what does this card capture when you play it? (§1.2-§1.4, R5)

The answer for one card is its capture value (§1.4): a number card its number, a Classic ace
1, a Royal J/Q/K 11/12/13, and a played Royal ace 14 (§1.3: alone an ace counts 1 or 14,
and played it captures at 14, which also takes a loose ace). A Classic J, Q or K has no
number (R5): "none" is right, and so is naming the rank it pairs with ("Q", "queen",
"another queen"). Level 3 asks about three cards at once, answered in order.
"""

from __future__ import annotations

import itertools
import random
import re
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...rules.cards import Card
from ...rules.errors import CardParseError
from ...rules.variants import RuleSet
from ...texts import lexicon
from ...texts.grammar import join_and
from ..answers import is_joiner, is_none_word, parse_number, plain, split_tokens
from ..core import AnswerError, Exercise, FormField, Result, search
from ..registry import register
from ..scenes import CardPool

__all__ = ["CardValues"]

_LETTER = {11: "J", 12: "Q", 13: "K"}
_SPLIT_PARTS = re.compile(r"[;\n|]+")


# --- words (kept together for translators) ---------------------------------------------------------
def answer_format(rules: RuleSet, cards: tuple[Card, ...]) -> str:
    """What to type; the example is never the answer."""
    if len(cards) == 1:
        example = "9" if rules.capture_value(cards[0]) == 5 else "5"
        if rules.is_royal:
            return _("the value as a number, e.g. '{example}'", example=example)
        return _("the value as a number, e.g. '{example}', or 'none'", example=example)
    if rules.is_royal:
        return ngettext("{n} value as a number, one per card in order, separated by ';', e.g. '5; 9; 2'",
                        "{n} values as numbers, one per card in order, separated by ';', e.g. '5; 9; 2'", len(cards))
    return ngettext("{n} value, one per card in order, separated by ';', e.g. '5; none; 2'",
                    "{n} values, one per card in order, separated by ';', e.g. '5; none; 2'", len(cards))


def prompt_text(rules: RuleSet, cards: tuple[Card, ...]) -> str:
    if len(cards) == 1:
        if rules.is_royal:
            # Answered with number buttons, or typed (trial 25 read "Write the number" above the buttons).
            return _("In Royal Casino, you play {card}. What value does it capture? Choose the number.", card=cards[0].symbol)
        return _("In Classic Casino, you play {card}. What value does it capture? Choose the number, "
                 "or 'none' for a card that has no number.", card=cards[0].symbol)
    names = ", ".join(c.symbol for c in cards)
    if rules.is_royal:
        return _("In Royal Casino, what value does each of these cards capture when you play it: {cards}?", cards=names)
    return _("In Classic Casino, what value does each of these cards capture when you play it: {cards}? "
             "Answer 'none' for a card that has no number.", cards=names)


def why_not(rules: RuleSet, card: Card) -> str:
    """The rule a wrong value for ``card`` breaks, without the value itself."""
    if not rules.is_royal and card.is_face:
        return _("A Classic face card has no number: it captures only a card of its own rank (R5).")
    if card.is_ace and rules.is_royal:
        return _("Played, a Royal ace captures at its high value (§1.3).")
    if card.is_ace:
        return _("In Classic an ace is the lowest number card, with a single value (§1.2).")
    if card.is_face:
        return _("In Royal the face cards count on from 10: jack, then queen, then king (§1.2).")
    return _("A number card counts its own number (§1.2).")


def value_explanation(rules: RuleSet, card: Card, builds: bool = True) -> str:
    """The worked answer for one card (shown once solved, or on request); ``builds=False`` (lessons
    before building, 00-02) leaves out the build of aces (R15), a lesson-3 idea."""
    v = rules.capture_value(card)
    sym = card.symbol
    if v is None:
        if card.rank == 11:
            return _("In Classic a jack has no number: {card} captures only another jack, one per capture (R5).", card=sym)
        if card.rank == 12:
            return _("In Classic a queen has no number: {card} captures only another queen, one per capture (R5).", card=sym)
        return _("In Classic a king has no number: {card} captures only another king, one per capture (R5).", card=sym)
    if rules.is_royal and card.is_ace:
        return _("A Royal ace alone counts 1 or 14, whichever you need (§1.3); played, {card} captures at 14 "
                 "(cards adding up to 14, builds of 14), and it also takes a loose ace, because a lone ace counts 14 too (§1.3).",
                 card=sym)
    if rules.is_royal and card.is_face:
        if card.rank == 11:
            return _("In Royal a jack counts {value} (§1.2), so {card} captures {value}: another jack or cards adding up to "
                     "{value}.", card=sym, value=v)
        if card.rank == 12:
            return _("In Royal a queen counts {value} (§1.2), so {card} captures {value}: another queen or cards adding up to "
                     "{value}.", card=sym, value=v)
        return _("In Royal a king counts {value} (§1.2), so {card} captures {value}: another king or cards adding up to "
                 "{value}.", card=sym, value=v)
    if card.is_ace and not builds:
        return _("In Classic an ace is always 1 (§1.2): {card} captures another ace.", card=sym)
    if card.is_ace:
        return _("In Classic an ace is always 1 (§1.2): {card} captures another ace, or a build of aces worth 1 (R15).", card=sym)
    # Translators: "a card worth {value}" is a card of that value (review 30 read "captures a 8").
    return _("{card} counts {value} (§1.2): it captures a card worth {value}, or loose cards adding up to {value}.",
             card=sym, value=v)


def card_hints(rules: RuleSet, card: Card) -> tuple[str, str]:
    """Two hints for one card, the second narrower; neither states the value."""
    if not rules.is_royal and card.is_face:
        return (_("A card with no number pairs only with a card of its own rank (R5)."),
                _("Which table card could it take? Only one with the same letter in its corner (R5)."))
    if rules.is_royal and card.is_ace:
        return (_("An ace alone counts 1 or 14, whichever you need (§1.3)."),
                _("Played, a Royal ace captures at its high value, so it also takes a loose ace (§1.3)."))
    if card.is_ace:
        return (_("In Classic an ace is a number card, the lowest of all (§1.2)."),
                _("It is worth less than a 2 (§1.2)."))
    if card.is_face:
        return (_("A Royal face card's number comes after 10, in the order of the ranks (§1.2)."),
                _("Count on from 10: jack, then queen, then king (§1.2)."))
    # Not R2 by number: lessons 00 and 01 show this exercise, and R2 is lesson 2's (review 10).
    return (_("A number card captures cards worth its own number (§1.2)."),
            _("Look at the number in the card's corner."))


def _show(values: frozenset[str]) -> str:
    """``{"14", "1"}`` -> ``"1 and 14"``."""
    if not values:
        # Translators: no value at all, in feedback on a value answer (the word the prompt offers: "or 'none'").
        return pgettext("no value", "none")
    return join_and(sorted(values, key=lambda v: (not v.lstrip("-").isdigit(), int(v) if v.lstrip("-").isdigit() else 0, v)))




@register
class CardValues(Exercise):
    """What value does this card capture? Level 1: a number card; 2: an ace or a face card;
    3: three cards (ace, face, number) at once."""

    kind = "card_values"
    title = N_("What does this card capture?")
    topic = "capturing"
    lesson = 1
    taught_rules = ("R5",)
    description = N_("Card values: Classic face cards, Royal J/Q/K = 11/12/13, a played Royal ace captures at 14 (§1.2-§1.3).")

    def __init__(self, *, seed: int, rules: RuleSet, difficulty: int, cards: tuple[Card, ...],
                 options: dict[str, Any] | None = None) -> None:
        self.chosen = cards
        #: Has building been taught? Lessons 00-02 pass ``builds=False``: no build in the answers.
        self.builds = bool((options or {}).get("builds", True))
        #: Per card, every right answer in typed form (the first is the stored one).
        self.right: tuple[tuple[str, ...], ...] = tuple(self._right_answers(rules, c) for c in cards)
        hints = self._hints(rules, cards)
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt_text(rules, cards),
                         answer_format=answer_format(rules, cards), answer="; ".join(r[0] for r in self.right),
                         hints=hints, cards=cards, options=options,
                         data={"values": [sorted(rules.values_alone(c)) for c in cards],
                               "captures": [r[0] for r in self.right]})

    @staticmethod
    def _right_answers(rules: RuleSet, card: Card) -> tuple[str, ...]:
        v = rules.capture_value(card)
        if v is None:
            # Translators: typed answers, read back in every language ("otra reina", "outra dama").
            another = {11: _("another jack"), 12: _("another queen"), 13: _("another king")}[card.rank]
            return (pgettext("no value", "none"), _LETTER[card.rank], another)
        if rules.is_royal and card.is_ace:
            # §1.3: alone (played included) an ace counts 1 or 14; played, it captures at 14 and
            # takes loose aces by pairing. Both "14" and "1 14" are true answers.
            return (str(v), "1 14")
        return (str(v),)

    @staticmethod
    def _hints(rules: RuleSet, cards: tuple[Card, ...]) -> tuple[str, ...]:
        if rules.is_royal:
            first = _("In Royal every card has a number: 2-10 count the number printed on them, and the face cards have numbers too (card values, §1.2).")
        elif any(rules.num(card) is None for card in cards):
            # The rules' names before their numbers (trial 34 read "(§1.2, R5)" in lesson 0's first hint).
            first = _("In Classic, A-10 are number cards; J, Q and K have no number at all (card values, §1.2; "
                      "the face-card rule, R5).")
        else:
            # No face card asked about: not the face-card rule, a lesson ahead (trial 42 read R5 in lesson 0's 4♠).
            first = _("In Classic, A-10 are number cards; J, Q and K have no number at all (card values, §1.2).")
        steps: list[list[str]] = [[], []]
        for card in cards:
            for level, text in enumerate(card_hints(rules, card)):
                text = text if len(cards) == 1 else _("{card}: {text}", card=card.symbol, text=text)
                if text not in steps[level]:
                    steps[level].append(text)
        return (first, " ".join(steps[0]), " ".join(steps[1]))

    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> CardValues:
        unknown = set(options) - {"builds"}
        if unknown:
            raise TypeError(f"card_values takes only the option builds, not {', '.join(sorted(unknown))}")

        def attempt() -> tuple[Card, ...] | None:
            pool = CardPool(rng)
            if difficulty == 1:
                drawn = [pool.take(lambda c: 2 <= c.rank <= 10)]
            elif difficulty == 2:
                drawn = [pool.take(lambda c: c.rank in (1, 11, 12, 13))]
            else:
                drawn = [pool.take(lambda c: c.rank == 1), pool.take(lambda c: c.rank >= 11),
                         pool.take(lambda c: 2 <= c.rank <= 10)]
                rng.shuffle(drawn)
            cards = tuple(c for c in drawn if c is not None)
            return cards if len(cards) == len(drawn) else None

        cards = search(attempt, what="card_values", seed=seed)
        return cls(seed=seed, rules=rules, difficulty=difficulty, cards=cards, options=options)

    # --- reading answers ------------------------------------------------------------------------------
    def _expected(self) -> str:
        return self.answer_format

    def _token_value(self, token: str, words: int) -> str | None:
        """One word of an answer as a value: a number, a rank letter (Classic face cards), or
        None for a word that adds nothing ("another", "none")."""
        rules = self.rule_set
        low = token.strip().lower()
        number = parse_number(low)
        if number is not None:
            return str(number)
        if is_none_word(low) or lexicon.read_yes_no(low) is False:
            return None
        if low == "a" and words > 1:
            return None  # an article: "a queen"
        if (lexicon.is_word("fillers.values_of_cards", low) or is_joiner(low)) and low != "a":
            return None  # "1 o 14", "1 ou 14", "another", "otra"
        key = plain(lexicon.strip_punctuation(low))
        rank: int | None = lexicon.mapping("rank_plurals").get(key) or lexicon.mapping("ranks").get(key)
        if rank is None and low == "a":
            rank = 1
        if rank is None and key in ("j", "q", "k"):
            rank = {"j": 11, "q": 12, "k": 13}[key]
        if rank is None:
            try:
                rank = lexicon.read_card(token).rank
            except lexicon.AmbiguousCard as error:
                raise AnswerError(token, self._expected(), str(error)) from None
            except (CardParseError, ValueError):
                raise AnswerError(token, self._expected(), _("{token!r} is not a value", token=token)) from None
        if rules.is_royal and (rank == 1 or rank >= 11):
            raise AnswerError(token, self._expected(),
                              _("{token!r} names a card; in Royal Casino write the number it counts", token=token))
        if rank >= 11:
            return _LETTER[rank]
        return str(rank)

    def _parse_one(self, part: Any) -> frozenset[str]:
        if isinstance(part, int) and not isinstance(part, bool):
            return frozenset({str(part)})
        if isinstance(part, (list, tuple, set, frozenset)):
            out: set[str] = set()
            for p in part:
                if isinstance(p, bool) or not isinstance(p, int):
                    raise AnswerError(repr(p), self._expected())
                out.add(str(p))
            return frozenset(out)
        if not isinstance(part, str):
            raise AnswerError(repr(part), self._expected(), _("I cannot use {answer!r} as an answer here", answer=part))
        if not part.strip():
            raise AnswerError("", self._expected(), _("The answer is empty"))
        tokens = split_tokens(part)
        if not tokens:
            raise AnswerError(part, self._expected(), _("{token!r} is not a value", token=part.strip()))
        values: set[str | None] = set()
        i = 0
        while i < len(tokens):  # a number of several words is one value: "tiga belas", "vinte e quatro"
            found = lexicon.number_at(tokens, i)
            if found is not None and found[1] > 1:
                values.add(str(found[0]))
                i += found[1]
                continue
            values.add(self._token_value(tokens[i], len(tokens)))
            i += 1
        return frozenset(v for v in values if v is not None)

    def form(self) -> tuple[FormField, ...]:
        """One row of value buttons per card (trial 13 could only type "5; none; 2"; trial 22 had to type the one card's
        number in lessons 00-01 while the three-card question had buttons)."""
        top = 14 if self.rule_set.is_royal else 10
        options: tuple[tuple[str, Any], ...] = tuple((str(v), v) for v in range(1, top + 1))
        if not self.rule_set.is_royal:
            options += ((pgettext("no value", "none"), pgettext("no value", "none")),)
        return tuple(FormField(f"card{i}", card.symbol, "one", options=options) for i, card in enumerate(self.chosen))

    def _parts(self, answer: Any) -> list[Any]:
        n = len(self.chosen)
        if isinstance(answer, dict):  # the form: {"card0": 5, "card2": "none"}
            unknown = [key for key in answer if key not in {f"card{i}" for i in range(n)}]
            if unknown:
                raise AnswerError(str(unknown[0]), self._expected(), _("I cannot use {answer!r} as an answer here", answer=unknown[0]))
            missing = [card.symbol for i, card in enumerate(self.chosen) if f"card{i}" not in answer]
            if missing:
                # Translators: {cards} are the cards with no value clicked yet, e.g. "A♠ and 7♦".
                # Not the typed format after clicks (trial 16 read "Expected 3 values … separated by ';'").
                raise AnswerError("", _("a value for each card"), _("Choose a value for {cards} too", cards=join_and(missing)))
            return [answer[f"card{i}"] for i in range(n)]
        if n == 1:
            return [answer]
        if isinstance(answer, str):
            parts = [p for p in _SPLIT_PARTS.split(answer) if p.strip()]
            if len(parts) == 1:
                parts = [p for p in parts[0].split(",") if p.strip()]
            if len(parts) == 1:  # "7 14 none": one word per card
                words = [t for t in split_tokens(parts[0]) if not (lexicon.is_word("fillers.values_of_cards", t) or is_joiner(t))]
                parts = words if len(words) == n else parts
        elif isinstance(answer, (list, tuple)):
            parts = list(answer)
        else:
            raise AnswerError(repr(answer), self._expected(), _("I cannot use {answer!r} as an answer here", answer=answer))
        if not parts:
            raise AnswerError("", self._expected(), _("The answer is empty"))
        for p in parts:  # a word that is no value is named first, before counting
            self._parse_one(p)
        if len(parts) != n:
            raise AnswerError(str(answer), self._expected(),
                              # Translators: {n} answers were typed for {cards} ("{n} cards", always 2 or more).
                              ngettext("I found {n} answer for {cards}", "I found {n} answers for {cards}",
                                       len(parts), cards=ngettext("{n} card", "{n} cards", n)))
        return parts

    def parse(self, answer: Any) -> tuple[frozenset[str], ...]:
        return tuple(self._parse_one(p) for p in self._parts(answer))

    # --- grading ------------------------------------------------------------------------------------------
    def _meanings(self, index: int) -> list[frozenset[str]]:
        return [self._parse_one(a) for a in self.right[index]]

    def _judge(self, index: int, given: frozenset[str]) -> tuple[str, str]:
        """(``"right"``, ``"partly"`` or ``"wrong"``, a note on this card that never states
        a value the learner did not write)."""
        rules = self.rule_set
        card = self.chosen[index]
        sym = card.symbol
        meanings = self._meanings(index)
        if given in meanings:
            return "right", _("{card}: right. {why}", card=sym, why=value_explanation(rules, card, self.builds))
        # The rule behind a wrong value comes from the second try on: a first wrong try is told
        # only what is wrong (Hint gives the clues), so it never reads like the answer.
        rule = why_not(rules, card) if self.attempts >= 1 else _("Press Hint for a clue.")
        good = given & frozenset().union(*meanings)
        if rules.is_royal and card.is_ace and given == frozenset({"1"}):
            # Not "1 is right, but it is not the whole answer" beside buttons that take one value (trial 24): a played
            # Royal ace captures at 14, and 1 is its value inside a group (§1.3, §1.4).
            # Translators: {rule} is a whole sentence: the rule, or "Press Hint for a clue."
            return "partly", _("{card}: an ace on its own may count 1, but a played ace captures at its other, higher "
                               "value. {rule}", card=sym, rule=rule)
        if good:
            extra = given - good
            if not extra:  # part of a right answer: "1" for a Royal ace
                # Translators: {rule} is a whole sentence: the rule, or "Press Hint for a clue."
                return "partly", _("{card}: {values} is right, but it is not the whole answer. {rule}",
                                   card=sym, values=_show(good), rule=rule)
            return "partly", ngettext("{card}: {values} is right, but {extra} is not. {rule}",
                                      "{card}: {values} is right, but {extra} are not. {rule}",
                                      len(extra), card=sym, values=_show(good), extra=_show(extra), rule=rule)
        if not given:
            return "wrong", _("{card} does have a number. {rule}", card=sym, rule=rule)
        # Trial 31 read "4♠: 3 is not what it captures." as clumsy.
        note = ngettext("{card} is not worth {values}. {rule}", "{card} is worth none of {values}. {rule}",
                        len(given), card=sym, values=_show(given), rule=rule)
        if "14" in given and not rules.is_royal:
            note += " " + _("14 is a Royal Casino value (§1.3).")
        return "wrong", note

    def grade(self, value: tuple[frozenset[str], ...]) -> Result:
        verdicts = [self._judge(i, given) for i, given in enumerate(value)]
        right = sum(1 for status, _note in verdicts if status == "right")
        n = len(self.chosen)
        if n == 1:
            status, note = verdicts[0]
            if status == "right":  # the verdict already says "Correct!": the note says why, not "right" again
                note = value_explanation(self.rule_set, self.chosen[0], self.builds)
            return Result(status == "right", status == "partly", note)
        notes = tuple(note for _, note in verdicts)
        if right == n:
            return Result(True, False, _("All the values are right."), details=notes)
        partly = right > 0 or any(status == "partly" for status, _note in verdicts)
        # Translators: {right} of {n} cards have the right value ({n} is 2 or more).
        return Result(False, partly, ngettext("{right} of {n} card right.", "{right} of {n} cards right.", n, right=right),
                      details=notes)

    def explanation(self) -> str:
        return "\n".join(value_explanation(self.rule_set, c, self.builds) for c in self.chosen)

    def accepted_answers(self) -> tuple[str, ...]:
        return tuple("; ".join(combo) for combo in itertools.product(*self.right))
