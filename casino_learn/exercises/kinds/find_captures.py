"""``find_captures``: play this card and take as many table cards as you can (§6.1, R2-R5).

The answer, precisely: the table items (loose cards and build ids) of a legal capture with the
given card that takes as many table cards as possible (cards inside builds count). When
several captures tie for the most cards, each of them is right and the key lists them all.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...i18n import N_, _, ngettext
from ...rules.cards import Card, parse_card
from ...rules.moves import CAPTURE, Move
from ...rules.state import GameState
from ...rules.validation import check
from ...rules.variants import RuleSet
from ...texts.grammar import join_and, join_or
from ..answers import items_expected, parse_items, read_items
from ..capturing import best_captures, capture_answer_text, capture_groups, capture_size, leftover_reasons
from ..core import AnswerError, Exercise, Result, search
from ..registry import register
from ..scenes import CardPool, SceneError, cards_text, make_build, make_state, random_sum, table_text

__all__ = ["FindCaptures"]

ANSWER_FORMAT = N_("the table cards and builds you take, e.g. '8D, 6H+2D, B1'")
#: The same without builds, for a table that has none (builds come in lesson 3).
ANSWER_FORMAT_LOOSE = N_("the table cards you take, e.g. '8D, 6H+2D'")


# --- words (kept together for translators) ---------------------------------------------------------
def prompt_text(state: GameState, played: Card) -> str:
    if state.table.builds:  # builds come in lesson 3 (learner trial)
        # Translators: {table} is the table described on its own lines, {hand} a list of cards.
        return _("You play {card}. Take as many table cards as you can with it: name every card and build you take.\n"
                 "{table}\nYour hand: {hand}", card=played.symbol, table=table_text(state), hand=cards_text(state.hand))
    return _("You play {card}. Take as many table cards as you can with it: name every card you take.\n"
             "{table}\nYour hand: {hand}", card=played.symbol, table=table_text(state), hand=cards_text(state.hand))


def rule_hint(played: Card, v: int, builds: bool = True) -> str:
    if builds:
        # Translators: "you may take": a capture need not take everything (§6.1; review 6 read "captures every set").
        return _("{card} captures {value}: you may take every loose card worth {value}, every set of loose cards adding up "
                 "to {value} and every build of {value}, all in one move, as long as no card is used twice (§6.1, R2, R3).",
                 card=played.symbol, value=v)
    return _("{card} captures {value}: you may take every loose card worth {value} and every set of loose cards adding up "
             "to {value}, all in one move, as long as no card is used twice (§6.1, R2, R3).", card=played.symbol, value=v)


def _is_build(part: tuple[str, frozenset[str]]) -> bool:
    """Is this target of a capture a build (its item is a build id, "B1")?"""
    return any(code.startswith("B") for code in part[1])


def _parts(sets: list, builds: list, separate: bool) -> str:
    """ "3 separate sets and 1 build": what a capture takes, its sets and builds counted apart."""
    words = []
    if sets:
        words.append(ngettext("{n} separate set", "{n} separate sets", len(sets)) if separate
                     else ngettext("{n} set", "{n} sets", len(sets)))
    if builds:
        words.append(ngettext("{n} build", "{n} builds", len(builds)))
    return join_and(words)


@dataclass(frozen=True)
class WrittenCapture:
    """A capture as the learner wrote it: the move, and each set written with "+" that is not worth the capture value,
    with what it makes (-1 for a build written inside a sum), so that :meth:`FindCaptures.grade` can name it."""

    move: Move
    miswritten: tuple[tuple[str, int], ...] = ()
    #: Cards and builds written more than once ("6S, 6H, 6S"), as symbols: a card is taken once (R3; trial 48 read
    #: "Correct!" for an answer naming 6♠ twice, in the lesson that teaches "a card is never counted twice").
    twice: tuple[str, ...] = ()


@register
class FindCaptures(Exercise):
    """Play this card: take as many table cards as you can. Level 1: 4-5 loose cards, two
    groups; 2: 5-6 cards, three groups or a build; 3: 6-8 cards and builds, with a trap
    (a capture that cannot grow but is not the biggest). With the option ``builds=False`` no build is on
    the table at any level: lesson 02 comes before building (issue 23), and "New exercise" keeps it."""

    kind = "find_captures"
    title = N_("Take as much as you can")
    topic = "capturing"
    lesson = 2
    taught_rules = ("R2", "R3", "R4", "R5")
    description = N_("Every set worth the card's value and every build of that value, in one capture (§6.1).")
    input_style = "click_items"

    def __init__(self, *, seed: int, rules: RuleSet, difficulty: int, state: GameState, played: Card,
                 options: dict[str, Any] | None = None) -> None:
        self.played = played
        self.value = rules.capture_value(played)
        best = best_captures(state, played)[1]
        self.best: tuple[Move, ...] = tuple(best)
        self.top = capture_size(state, best[0])
        # the one shown first: the capture in the most groups (the richest to explain)
        self.main = max(best, key=lambda m: (len(capture_groups(state, m)), str(m)))
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt_text(state, played),
                         answer_format=_(ANSWER_FORMAT if state.table.builds else ANSWER_FORMAT_LOOSE), answer=capture_answer_text(state, self.main), hints=self._hints(state),
                         state=state, cards=(played,), options=options,
                         data={"card": played.code, "best": [str(m) for m in best], "size": self.top})

    def _hints(self, state: GameState) -> tuple[str, ...]:
        """The rule, how many cards in how many sets (and builds, counted apart: a build is no set),
        and one set to start from (lesson 2's word is "set"; a "group" is part of a build)."""
        v = self.value if self.value is not None else self.played.symbol
        groups = capture_groups(state, self.main)
        builds = [g for g in groups if _is_build(g)]
        sets = [g for g in groups if not _is_build(g)]
        if len(self.best) == 1:
            # Translators: {parts} is "{n} separate sets", or that and "{n} builds" (their own messages).
            count = ngettext("The biggest capture takes {n} table card in {parts}.",
                             "The biggest capture takes {n} table cards in {parts}.", self.top,
                             parts=_parts(sets, builds, separate=True))
        else:
            # Translators: {ways} is "{n} ways", {parts} is "{n} sets", or that and "{n} builds" (their own messages).
            count = ngettext("The biggest capture takes {n} table card; there are {ways} to take that many, "
                             "for example in {parts}.",
                             "The biggest capture takes {n} table cards; there are {ways} to take that many, "
                             "for example in {parts}.", self.top, ways=ngettext("{n} way", "{n} ways", len(self.best)),
                             parts=_parts(sets, builds, separate=False))
        sums = sorted((g for g in sets if len(g[1]) > 1), key=lambda g: -len(g[1]))
        if len(groups) >= 2:
            if sums or sets:
                # Translators: {part} is a set of loose cards, e.g. "6♥+2♠".
                third = _("One of the sets is {part}; find the others.", part=(sums or sets)[0][0])
            else:
                # Translators: {part} is a build, e.g. "B1 (build of 8)".
                third = _("One of them is {part}; find the others.", part=groups[0][0])
        elif builds:
            third = ngettext("All {n} card is in one build of {value}.", "All {n} cards are in one build of {value}.",
                             self.top, value=v)
        else:
            third = ngettext("All {n} card goes in one set adding up to {value}.",
                             "All {n} cards go in one set adding up to {value}.", self.top, value=v)
        return (rule_hint(self.played, self.value or 0, bool(state.table.builds)), count, third)

    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> FindCaptures:
        unknown = set(options) - {"builds"}
        if unknown:
            raise TypeError(f"find_captures takes only the option builds, not {', '.join(sorted(unknown))}")
        with_builds = bool(options.get("builds", True))
        state, played = search(lambda: _attempt(rng, rules, difficulty, with_builds), what="find_captures", seed=seed)
        return cls(seed=seed, rules=rules, difficulty=difficulty, state=state, played=played, options=options)

    # --- answers ----------------------------------------------------------------------------------
    def parse(self, answer: Any) -> WrittenCapture:
        played = self.played
        if isinstance(answer, Move) and answer.card != played:
            raise AnswerError(str(answer), _("a capture with {card}", card=played.symbol),
                              _("The question is about playing {card}, not {other}", card=played.symbol, other=answer.card.symbol))
        table = self.state.table if self.state is not None else None
        items = read_items(answer, played, table)
        loose, builds = parse_items(items, played, table)
        miswritten = tuple(self._sets_not_worth_the_value(answer))
        if played in loose:
            loose = loose - {played}
            if not loose and not builds:
                raise AnswerError(played.code, items_expected(table),
                                  _("{card} is the card you play; name the table cards it takes", card=played.symbol))
        return WrittenCapture(Move(played, CAPTURE, None, loose, builds), miswritten, self._written_twice(items))

    def _written_twice(self, items: list[Card | str]) -> tuple[str, ...]:
        """The table cards and builds named more than once, as symbols, in the order written (the card played aside)."""
        names = [item.symbol if isinstance(item, Card) else item for item in items if item != self.played]
        return tuple(name for name, n in Counter(names).items() if n > 1)

    def _sets_not_worth_the_value(self, answer: Any) -> list[tuple[str, int]]:
        """The sets the learner wrote with "+" that are not worth the capture value ("10S+10H+10D" for a 10), with
        what they make: the cards are judged, and such a set is named (review 11: it was marked right without a word)."""
        if not isinstance(answer, str) or self.value is None:
            return []
        wrong = []
        joined = re.findall(r"[^\s,;]+(?:\s*\+\s*[^\s,;+]+)+", answer)
        if joined:  # sets are being written: a card written alone is a set of its own too
            for single in re.split(r"[\s,;]+", re.sub(r"[^\s,;]+(?:\s*\+\s*[^\s,;+]+)+", " ", answer)):
                try:
                    card = parse_card(single.strip())
                except ValueError:
                    continue
                number = self.rule_set.num(card)
                if number is not None and not self.rule_set.matches(card, self.value):
                    wrong.append((card.symbol, number))
        for written in joined:
            parts = [part.strip() for part in written.split("+")]
            builds = [part.upper() for part in parts if re.fullmatch(r"[Bb]\d+", part)]
            if builds:  # a build written inside a sum (review 13): it is taken on its own, whole (R4)
                wrong.append((written.replace(" ", ""), -1))
                continue
            try:
                cards = [parse_card(part) for part in parts]
            except ValueError:
                continue
            numbers = [self.rule_set.num(card) for card in cards]
            if None not in numbers and sum(n for n in numbers if n is not None) != self.value:
                wrong.append(("+".join(card.symbol for card in cards), sum(n for n in numbers if n is not None)))
        return wrong

    def _miswritten_words(self, written: WrittenCapture) -> list[str]:
        """A sentence for each set written with "+" that is not worth the capture value (or holds a build)."""
        said = []
        for as_written, total in written.miswritten:
            if total < 0:
                # Translators: {written} is what the learner wrote with a build in it, e.g. "4C+B1".
                said.append(_("You wrote {written}: a build is never part of a sum; it is taken on its own, whole (R4).",
                              written=as_written))
                continue
            # Translators: {written} is a set as the learner wrote it ("10♠+10♥+10♦"), worth {total}, not {value}.
            said.append(_("You wrote {written}, which makes {total}: each set must be worth {value} on its own.",
                          written=as_written, total=total, value=self.value))
        return said

    def grade(self, answer: WrittenCapture | Move) -> Result:
        written = answer if isinstance(answer, WrittenCapture) else WrittenCapture(answer)
        if written.twice:
            if any(re.fullmatch(r"B\d+", item) for item in written.twice):  # a build is not "a card" (review 33)
                # Translators: {items} are cards or builds the learner wrote twice, e.g. "B1" or "6♠ and B1".
                said = ngettext("You named {items} more than once: a card or a build is taken only once (R3).",
                                "You named {items} more than once: a card or a build is taken only once (R3).",
                                len(written.twice), items=join_and(list(written.twice)))
            else:
                # Translators: {cards} are cards the learner wrote twice, e.g. "6♠" or "6♠ and 3♦".
                # Not "twice" (trial 49 wrote 4♥ three times).
                said = ngettext("You named {cards} more than once: a card is taken only once, in one set (R3).",
                                "You named {cards} more than once: a card is taken only once, in one set (R3).",
                                len(written.twice), cards=join_and(list(written.twice)))
            if written.move in self.best:
                if written.miswritten:  # a set not worth the value is said too, and the answer is not "right" (review 33)
                    return Result(False, True, " ".join([said, *self._miswritten_words(written), _(
                        "The cards you named are the biggest capture: write each once, in sets worth {value}.",
                        value=self.value)]))
                return Result(False, True, " ".join([said, _("Name each card once, and your answer is right.")]))
            rest = self.grade(WrittenCapture(written.move, written.miswritten))
            return Result(False, rest.partly_correct, " ".join([said, rest.feedback]), details=rest.details)
        move = written.move
        state = self.state
        assert state is not None
        played, v, top = self.played, self.value, self.top
        if move in self.best:
            others = [m for m in self.best if m != move]
            text = ngettext("{card} takes {groups}: {n} card.", "{card} takes {groups}: {n} cards.", top, card=played.symbol,
                            groups=join_and([g for g, _items in capture_groups(state, move)]))
            text = " ".join([text, *self._miswritten_words(written)])
            if others:
                # Translators: {captures} are other captures as typed, e.g. "8♦, B1 or 6♥+2♦, B1".
                text += " " + _("Another capture is just as big: {captures}.",
                                captures=join_or([capture_answer_text(state, m) for m in others]))
            return Result(True, False, text)
        named = {c.code for c in move.loose} | set(move.builds)
        problems = check(state, move)
        if problems:
            closest = max(self.best, key=lambda m: len(named & set(m.items)))
            right = [_item_name(state, i) for i in sorted(named & set(closest.items))]
            text = _("That capture is not allowed.")
            anywhere = set().union(*(set(m.items) for m in self.best))
            if len(self.best) > 1 and named <= anywhere and not any(named <= set(m.items) for m in self.best):
                # Every card named is in one of the biggest captures, just not all in the same one (review 30: "4♣, 5♦ and
                # A♥ belong in the answer" for 5D, 4C+AD, AH read as if A♦ were wrong, when either ace is right). Only when
                # no biggest capture holds them all (review 31: "5D, 4C" are together in both, and only a card is missing).
                text = _("Each card you named is in one of the biggest captures, but not all of them together: this "
                         "capture is not allowed as it stands:")
            elif right:  # "right" beside a reason naming one of them read as a contradiction (trial 5)
                # Partly right, and why not allowed, in one sentence (trial 18 read "Partly right. That capture is not
                # allowed. These cards belong in the answer: …" as two verdicts). The reason follows it.
                # Translators: {items} are table cards or builds, e.g. "6♥, 7♠ and A♣".
                text = ngettext("{items} belongs in the answer, but this capture is not allowed as it stands:",
                                "{items} belong in the answer, but this capture is not allowed as it stands:",
                                len(right), items=join_and(right))
            return Result(False, bool(right), text, details=tuple(str(p) for p in problems))
        size = capture_size(state, move)
        supersets = [m for m in self.best if named <= set(m.items)]
        if supersets:
            missing = min(sum(1 for _label, items in capture_groups(state, m) if not items <= named) for m in supersets)
            # Translators: {cards} is a count of cards, e.g. "3 cards"; {n} more sets are missing.
            cards = ngettext("{n} card", "{n} cards", size)
            split = all(any(items & named and not items <= named for _label, items in capture_groups(state, m))
                        for m in supersets)
            if split:  # a card taken belongs in a set with cards left on the table (trial 5: A♣ and K♥ in Royal, "missed 1 more set")
                text = _("Your capture is allowed and takes {cards}, but you can take {top}: grouped another way, some of "
                         "your cards make sets worth {value} with cards you left on the table.", cards=cards, top=top, value=v)
            elif state.table.builds:
                text = ngettext("Your capture is allowed and takes {cards}, but you can take {top}: you missed {n} more set worth "
                                "{value} (a card, or cards adding up to {value}, or a build).",
                                "Your capture is allowed and takes {cards}, but you can take {top}: you missed {n} more sets worth "
                                "{value} (a card, or cards adding up to {value}, or a build).",
                                missing, cards=cards, top=top, value=v)
            else:
                text = ngettext("Your capture is allowed and takes {cards}, but you can take {top}: you missed {n} more set worth "
                                "{value} (a card, or cards adding up to {value}).",
                                "Your capture is allowed and takes {cards}, but you can take {top}: you missed {n} more sets worth "
                                "{value} (a card, or cards adding up to {value}).",
                                missing, cards=cards, top=top, value=v)
            return Result(False, True, text,
                          details=(_("{card} may take every set worth {value} at once, as long as no card is used twice "
                                     "(§6.1, R3).", card=played.symbol, value=v),))
        best_groups = {items for m in self.best for _label, items in capture_groups(state, m)}
        mine = capture_groups(state, move)
        blocking = [label for label, items in mine if items not in best_groups] or [label for label, _items in mine]
        return Result(False, True,
                      ngettext("Your capture is allowed and takes {n} card, but it is not the biggest: taking "
                               "{groups} uses up cards that a bigger capture needs (R3: each card counts once). "
                               "The biggest takes {top}.",
                               "Your capture is allowed and takes {n} cards, but it is not the biggest: taking "
                               "{groups} uses up cards that a bigger capture needs (R3: each card counts once). "
                               "The biggest takes {top}.", size, groups=join_and(blocking),
                               top=ngettext("{n} card", "{n} cards", top)))

    def explanation(self) -> str:
        state = self.state
        assert state is not None
        took = join_and([g for g, _items in capture_groups(state, self.main)])
        if self.value is not None:
            head = ngettext("Play {card} (it captures {value}) and take {groups}: {n} table card.",
                            "Play {card} (it captures {value}) and take {groups}: {n} table cards.", self.top,
                            card=self.played.symbol, value=self.value, groups=took)
        else:
            # Translators: {rank} is a rank letter, e.g. "Q".
            head = ngettext("Play {card} (it captures only another {rank}) and take {groups}: {n} table card.",
                            "Play {card} (it captures only another {rank}) and take {groups}: {n} table cards.", self.top,
                            card=self.played.symbol, rank=self.played.symbol[:-1], groups=took)
        lines = [head]
        for m in self.best:
            if m != self.main:
                lines.append(_("Just as big: {groups}.", groups=join_and([g for g, _items in capture_groups(state, m)])))
        lines += leftover_reasons(state, self.main)
        return "\n".join(lines)

    def accepted_answers(self) -> tuple[str, ...]:
        state = self.state
        assert state is not None
        return (self.answer,) + tuple(capture_answer_text(state, m) for m in self.best if m != self.main)


def _item_name(state: GameState, item: str) -> str:
    build = state.table.get_build(item)
    if build is not None:
        return item
    return next(c.symbol for c in state.table.loose if c.code == item)


def _attempt(rng: random.Random, rules: RuleSet, difficulty: int, with_builds: bool = True) -> tuple[GameState, Card] | None:
    values = list(range(5, 15)) if rules.is_royal else list(range(4, 11))
    pool = CardPool(rng)
    v = rng.choice(values)
    played = pool.take(lambda c: rules.capture_value(c) == v)
    if played is None:
        return None
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
    if with_builds and difficulty >= 2 and rng.random() < (0.5 if difficulty == 2 else 0.9):
        b = make_build(rules, pool, v, 1, "B1", 1 + (difficulty == 3 and rng.random() < 0.5))
        if b:
            builds.append(b)
    if with_builds and difficulty == 3:
        other = rng.choice([x for x in values if x != v])
        b = make_build(rules, pool, other, 1, f"B{len(builds) + 1}")
        if b:
            builds.append(b)
    extra = {1: rng.randint(1, 2), 2: 2, 3: rng.randint(2, 3)}[difficulty]
    loose += pool.take_many(extra)
    lo, hi = {1: (4, 5), 2: (5, 6), 3: (6, 8)}[difficulty]
    if not lo <= len(loose) <= hi:
        return None
    hand = [played] + pool.take_many(2 if difficulty == 1 else 3)
    try:
        state = make_state(rules, pool, loose=loose, builds=builds, hands={0: hand})
    except SceneError:
        return None
    caps, best = best_captures(state, played)
    if not best or len(caps) < 2:
        return None
    groups = max(len(capture_groups(state, m)) for m in best)
    taken = set().union(*(m.loose for m in best))
    if difficulty == 1 and groups < 2:
        return None
    if difficulty == 2 and (groups < 3 and not any(m.builds for m in best) or len(taken) == len(state.table.loose)):
        return None
    if difficulty == 3:
        items = [frozenset(m.items) for m in caps]
        top = capture_size(state, best[0])
        trap = [m for m, s in zip(caps, items) if not any(s < t for t in items) and capture_size(state, m) < top]
        # Builds only where they are taught (review 30: with builds=False, level 3 found no position for any seed).
        if groups < 3 or not trap or (with_builds and not state.table.builds):
            return None
    return state, played
