"""``score_deal``: score a finished deal (§11.1, §10). Every right value comes from
:func:`casino_learn.rules.scoring.score_deal`; the learner is always "You"."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from ...i18n import N_, _, ngettext, pgettext
from ...rules.cards import Card
from ...rules.scoring import ITEMS, DealScore
from ...rules.scoring import score_deal as engine_score
from ...rules.state import GameState, sides_count
from ...rules.variants import RuleSet
from ...texts import lexicon
from ...texts import names as naming
from ...texts.grammar import join_and
from ...texts.names import Np_
from ...texts.scores import ITEM_NAMES
from ..answers import plain
from ..core import AnswerError, Exercise, FormField, Result, search
from ..registry import register
from ..scoring_answers import FieldReader, Names, cards_by_suit, finished_deal, parse_labelled, piles_text, points_why, split_cards
from ..sheets import Part, grade_parts

__all__ = ["ScoreDeal"]

#: The parts of an answer; how a learner labels each is in their lexicon (group "labels"), and the
#: label shown in the key (below) is always read too.
_FIELD_KEYS = ("cards", "spades", "most_cards", "most_spades", "big_casino", "little_casino", "ace_S", "ace_C", "ace_H",
               "ace_D", "aces", "sweeps", "points")


def _field_aliases(key: str) -> tuple[str, ...]:
    """The shown label, the lexicon's words, and the item's card code where the learner's language reads it
    as that card ("AC" is the ace of clubs to an English learner only)."""
    codes = lexicon.card_codes([Card.parse(_ITEM_CODES[key])]) if key in _ITEM_CODES else ()
    return tuple(dict.fromkeys((plain(_label(key)), *lexicon.words("labels." + key), *codes)))


_ITEM_CODES = {"big_casino": "10D", "little_casino": "2S", "ace_S": "AS", "ace_C": "AC", "ace_H": "AH", "ace_D": "AD"}


#: Each field's label in an answer key, in the language in use (each translation is one of the aliases above).
#: Translators: labels of the score sheet's rows, typed before ":" ("spades: You 7, Opponent 6"): the number of
#: spades taken, not the suit in a card's name (Romanian "pici", not "pică").
_FIELD_LABELS = {
    "cards": Np_("score sheet label", "cards"),
    "spades": Np_("score sheet label", "spades"),
    "most_cards": Np_("score sheet label", "most cards"),
    "most_spades": Np_("score sheet label", "most spades"),
    "big_casino": Np_("score sheet label", "big casino"),
    "little_casino": Np_("score sheet label", "little casino"),
    "ace_S": Np_("score sheet label", "ace of spades"),
    "ace_C": Np_("score sheet label", "ace of clubs"),
    "ace_H": Np_("score sheet label", "ace of hearts"),
    "ace_D": Np_("score sheet label", "ace of diamonds"),
    "aces": Np_("score sheet label", "aces"),
    "sweeps": Np_("score sheet label", "sweeps"),
    "points": Np_("score sheet label", "points"),
}


def _label(key: str) -> str:
    """A score sheet row's label in the language in use."""
    context, word = _FIELD_LABELS[key]
    return pgettext(context, word)


_ITEM_CARD = {"big_casino": "10♦", "little_casino": "2♠", "ace_S": "A♠", "ace_C": "A♣", "ace_H": "A♥", "ace_D": "A♦"}
#: Example values shown in the answer format and in error messages (2 or 3 sides).
_EXAMPLES: dict[int, dict[str, tuple[int, ...]]] = {
    2: {"cards": (27, 25), "spades": (7, 6), "sweeps": (1, 0), "points": (7, 4)},
    3: {"cards": (18, 17, 17), "spades": (5, 4, 4), "sweeps": (1, 0, 0), "points": (5, 4, 2)},
}
_WHAT = {"cards": N_("the number of cards"), "spades": N_("the number of spades"), "sweeps": N_("the sweep points"),
         "points": N_("the points")}
_ITEM_RULE = N_("Only a player with strictly the most scores it; a tie at the top scores nothing (§11.1).")


def _then(labels: list[str]) -> str:
    """The parts in the order asked: "spades, then points"."""
    said = labels[0]
    for label in labels[1:]:
        # Translators: parts of an answer in the order they are typed, e.g. "spades, then points".
        said = _("{first}, then {next}", first=said, next=label)
    return said


def _examples(n: int) -> dict[str, tuple[int, ...]]:
    return _EXAMPLES[n] if n in _EXAMPLES else {k: tuple(v[0] for _ in range(n)) for k, v in _EXAMPLES[2].items()}


#: Sentences about a side, whole per role (the learner, one player, a side of several).
_HAS_MOST_CARDS = {
    naming.Role.YOU: N_("You have the most cards."),
    # Translators: {player} is a partnership, e.g. "Opponents", "You and Partner": the plural verb form.
    naming.Role.SEVERAL: N_("{player} have the most cards."),
    naming.Role.ONE: N_("{player} has the most cards."),
}
_HAS_STRICTLY_MOST = {
    naming.Role.YOU: N_("You have strictly the most ({n})."),
    # Translators: {player} is a partnership, e.g. "Opponents", "You and Partner": the plural verb form.
    naming.Role.SEVERAL: N_("{player} have strictly the most ({n})."),
    naming.Role.ONE: N_("{player} has strictly the most ({n})."),
}
_TOOK_CARD: dict[str, str | tuple[str, str]] = {
    naming.Role.YOU: N_("You took {card}."),
    # Translators: {player} is a partnership, e.g. "Opponents", "You and Partner": the plural verb form.
    naming.Role.SEVERAL: naming.Np_("several players", "{player} took {card}."),
    naming.Role.ONE: N_("{player} took {card}."),
}


def _sides(rules: RuleSet, players: int) -> naming.Seating:
    """The sides as the questions call them: the learner is seat 0 ("You", or "You and Partner")."""
    return naming.Seating(players, 0, rules.four_player_partnerships)


def _most_cards(seating: naming.Seating, most: int | None) -> str:
    """Hint 2's last sentence: who has the most cards (the sentence written for the side's role)."""
    if most is None:
        return _("Nobody has strictly the most cards.")
    return seating.say(_HAS_MOST_CARDS, side=most)


@register
class ScoreDeal(Exercise):
    """Score a finished deal. Level 1: two players, no ties or sweeps; ask cards, spades and
    points. 2: close counts (maybe a tie) and sweeps (Royal); also who wins each item.
    3: three players or two partnerships.

    Option ``partnership=True``: four players in two partnerships at any level, each player's
    captured cards (and sweeps) shown separately, so the learner adds the partners' piles together (§2)."""

    kind = "score_deal"
    title = N_("Score the deal")
    topic = "scoring"
    lesson = 5
    taught_rules = ()
    description = N_("Count cards and spades, award the items, add the points (§11.1, §10); partnership=True: partners' "
                     "piles shown one by one, counted together (§2); three_players=True: three players, sweeps that "
                     "cancel three ways and a tie at the top (§10).")
    input_style = "text"
    # The piles are in the prompt, suit by suit; a picture of the empty table at the deal's end only pushed the form
    # below the screen (trial 33 could not see the cards and the form together at 800 px).
    shows_table = False

    @property
    def learner_seat(self) -> int:
        return 0  # the questions call side 0 "You", whoever played last

    def __init__(self, *, state: GameState, score: DealScore, required: list[str], seed: int, difficulty: int,
                 options: dict[str, Any] | None = None, seat_piles: SeatPiles | None = None) -> None:
        self.score = score
        self.seat_piles = seat_piles
        self.names = Names.of_sides(state.rules, state.players)
        self.required = required
        self.parts = self._make_parts(state, score)
        by_key = {p.key: p for p in self.parts}
        n = state.sides
        ex = _examples(n)
        example = "; ".join(f"{_label(k)}: {self.names.labelled(ex[k])}" for k in ("spades", "points"))
        if self._numbers_only():
            # Translators: the field names before ":" are what the learner types; {example} is an example line,
            # {numbers} the same answer as numbers alone, {order} the parts in the order asked, e.g. "spades, then points".
            fmt = _("the parts separated by ';', e.g. '{example}', or the numbers alone in the order asked ({order}): "
                    "'{numbers}'", example=example, numbers=" ".join(str(v) for k in required for v in ex[k]),
                    order=_then([_label(k) for k in required]))
        else:
            # Translators: the field names before ":" are what the learner types; {example} is an example line.
            fmt = _("the parts separated by ';', e.g. '{example}'", example=example)
        if difficulty >= 2:
            fmt += _("; who wins each item: 'most cards: {you}', 'big casino: {other}', 'aces: {aces}' (♠ ♣ ♥ ♦, 'none' for nobody)",
                     you=self.names.names[0], other=self.names.names[1], aces=self._aces_example())
            if state.rules.sweeps_enabled:
                fmt += f", '{_label('sweeps')}: {self.names.labelled(ex['sweeps'])}'"
        answer = "; ".join(f"{_label(k)}: {by_key[k].shown}" for k in required)
        rules = state.rules
        shown = piles_text(state, self.names) if seat_piles is None else seat_piles.text(rules)
        # Big Casino and Little Casino are names: they keep their capitals (trial 31 read "big casino (10♦)").
        asked = join_and([by_key[k].label if k in ("big_casino", "little_casino") else by_key[k].label.lower()
                          for k in required])
        # Translators: {piles} shows each side's captured cards on its own lines; {parts} the parts to give.
        # Royal: every side starts on 0, so no lock (§12.2) stops an item and every item scores (review 19 read the
        # points as right only while both sides stay at 17 or below, unsaid).
        prompt = (_("The deal is over (Royal Casino). Every side starts this deal on 0 points, so no side is locked and "
                    "every item scores (§12.2).\n{piles}\nScore the deal: give {parts}.", piles=shown, parts=asked)
                  if rules.is_royal else
                  _("The deal is over (Classic Casino).\n{piles}\nScore the deal: give {parts}.", piles=shown, parts=asked))
        most = score.awards[0].side
        first = _("Partners' captured cards and sweeps count together, as one side (§2).") + " " if seat_piles else ""
        # Spades tie only among three sides: 13 is odd (trial 18 read "a tie for … spades" beside lesson 05's "never tie").
        # The items once, then the tie sentence for two or three sides (a review read the items twice in the catalog).
        first += _("The items (§11.1): most cards 3, most spades 1, Big Casino (10♦) 2, Little Casino (2♠) 1, each ace 1.") + " "
        first += (_("A tie for most cards or spades scores nothing.") if n > 2
                  else _("A tie for most cards scores nothing.")) + " "
        # Classic counts sweeps only by agreement, then with no cancelling (§10; review 18: "do not score" read as never).
        first += (_("Sweeps score 1 each after opposing sweeps cancel (§10).") if rules.sweeps_enabled and rules.sweeps_cancel
                  else _("Sweeps score 1 each here, with no cancelling (§10).") if rules.sweeps_enabled
                  else _("Sweeps do not score here: in Classic they count only if the players agree to count them (§10)."))
        if state.players == 4 and len(self.names) == 2:
            second = _("Go item by item: count the cards and the ♠ each side captured, then find 10♦, 2♠ and the four aces, "
                       "then add up each side's items.")
        else:
            second = _("Go item by item: count the cards and the ♠ each side captured, then find 10♦, 2♠ and the four aces, "
                       "then add up each player's items.")
        second += " " + _most_cards(_sides(state.rules, state.players), most)
        hints = (
            first,
            second,
            # Translators: {counts} lists each side with its number of cards, e.g. "You 27, Opponent 25".
            _("Card counts: {counts}. Now count the ♠ and find the special cards.",
              counts=self.names.labelled([c for c, _spades in score.counts])),
        )
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=fmt, answer=answer,
                         hints=hints, state=state, data={"score": score.to_json(), "required": list(required)},
                         options=options)

    # --- generating ---------------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> ScoreDeal:
        partnership = bool(options.get("partnership"))
        three = bool(options.get("three_players"))
        known = {"partnership", "three_players"}
        if set(options) - known:
            raise TypeError(f"score_deal takes only the options 'partnership' and 'three_players', not "
                            f"{', '.join(sorted(set(options) - known))}")
        if partnership and not rules.four_player_partnerships:
            raise ValueError("partnership=True needs rules with four_player_partnerships (RULES.md §2, §14).")
        if three and (partnership or not rules.sweeps_enabled or not rules.sweeps_cancel):
            raise ValueError("three_players=True is three players whose sweeps cancel (RULES.md §10, A19): rules with "
                             "sweeps_enabled and sweeps_cancel (Royal), and not partnership=True.")
        players = 3 if three else 4 if partnership else 2 if difficulty < 3 else rng.choice([3, 4])
        sides = sides_count(rules, players)
        def attempt() -> tuple[GameState, DealScore] | None:
            sweeps = [0] * sides
            if rules.sweeps_enabled and (difficulty >= 2 or three):
                sweeps = [rng.randint(0, 3) for _ in range(sides)]
            spread = rng.randint(0, 1) if three else {1: rng.randint(3, 8), 2: rng.randint(0, 1), 3: rng.randint(0, 4)}[difficulty]
            state = finished_deal(rules, rng, players, split_cards(rng, sides, spread), sweeps)
            score = engine_score(rules, state.piles, state.sweeps)
            ties = [a for a in score.awards[:2] if a.side is None]
            if three:  # A19: sweeps of two or three players cancel; A20: a tie at the top for cards or spades
                cancelled = sum(1 for n in sweeps if n) >= 2 and sum(score.net_sweeps) < sum(sweeps)
                return (state, score) if ties and cancelled else None
            if difficulty == 1 and ties:
                return None
            if difficulty == 2 and rules.sweeps_enabled and sum(sweeps) == 0:
                return None
            if difficulty == 3 and not ties and not (rules.sweeps_enabled and sum(score.net_sweeps) < sum(sweeps)):
                return None
            return state, score

        state, score = search(attempt, what="score_deal", seed=seed, tries=2000 if three else 200)
        # Not the card counts: the deal's text and picture give them (trial 25: "the answer is printed above the
        # question"). A typed "cards: …" is still read and checked.
        required = ["spades", "points"]
        if difficulty >= 2:
            required[1:1] = ["most_cards", "most_spades"] + list(ITEMS[2:]) + (["sweeps"] if rules.sweeps_enabled else [])
        seat_piles = SeatPiles.split(rng, state) if partnership else None
        return cls(state=state, score=score, required=required, seed=seed, difficulty=difficulty, options=options,
                   seat_piles=seat_piles)

    def _make_parts(self, state: GameState, score: DealScore) -> list[Part]:
        names = self.names
        counts = [c for c, _ in score.counts]
        spades = [s for _, s in score.counts]
        count_why = _("Count each side's captured cards: {counts}.", counts=names.labelled(counts))
        spade_why = _("Count the ♠ in each side's captured cards: {counts}.", counts=names.labelled(spades))
        if self.seat_piles is not None:
            # Translators: {sums} is e.g. "You and Partner 14 + 12 = 26; Opponents 13 + 13 = 26".
            count_why = _("Add the partners' captured cards together: {sums}.", sums=self.seat_piles.sums(len))
            spade_why = _("Add the partners' ♠ together: {sums}.", sums=self.seat_piles.sums(lambda p: sum(c.is_spade for c in p)))
        parts = [
            Part("cards", _("Cards"), counts, count_why, names.labelled(counts),
                 _("Count each side's captured cards again, leftovers included.")),
            Part("spades", _("Spades"), spades, spade_why, names.labelled(spades),
                 _("Count the ♠ in each pile again.")),
        ]
        for a in score.awards:
            if a.item in ("cards", "spades"):
                values = counts if a.item == "cards" else spades
                if a.side is None:
                    why = _("The top is tied at {n}, so nobody scores it (§11.1).", n=max(values))
                else:
                    why = _sides(state.rules, state.players).say(_HAS_STRICTLY_MOST, side=a.side, n=max(values))
                rule = _(_ITEM_RULE)
            else:
                why = (_sides(state.rules, state.players).say(_TOOK_CARD, side=a.side, card=_ITEM_CARD[a.item])
                       if a.side is not None
                       else _("Nobody took {card}.", card=_ITEM_CARD[a.item]))
                rule = _("It goes to whoever took {card} (§11.1).", card=_ITEM_CARD[a.item])
            key = {"cards": "most_cards", "spades": "most_spades"}.get(a.item, a.item)
            parts.append(Part(key, _(ITEM_NAMES[a.item]), a.side, why, names.name(a.side, "none"), rule))
        if state.rules.sweeps_enabled:
            net = list(score.net_sweeps)
            why = (_("Sweeps made: {made}; they cancel one for one, so the points are {points} (§10).",
                     made=names.labelled(score.raw_sweeps), points=names.labelled(net)) if state.rules.sweeps_cancel
                   else _("Every sweep scores 1 (§10): {points}.", points=names.labelled(net)))
            rule = (_("Opposing sweeps cancel one for one; only the difference scores (§10).")
                    if state.rules.sweeps_cancel else _("Every sweep scores 1 (§10)."))
            if state.rules.sweeps_cancel and state.sides == 3:
                why = _("Sweeps made: {made}. With three players only the one with the most sweeps scores, its count "
                        "minus the second most, and a tie at the top scores nothing: {points} (§10).",
                        made=names.labelled(score.raw_sweeps), points=names.labelled(net))
                rule = _("With three players only the one with the most sweeps scores, its count minus the second "
                         "most; a tie at the top scores nothing (§10).")
            parts.append(Part("sweeps", _("Sweep points"), net, why, names.labelled(net), rule))
        points = list(score.deal_points)
        parts.append(Part("points", _("Points"), points, "; ".join(points_why(score, s, names) for s in range(state.sides)) + ".",
                          names.labelled(points), _("Add up the items each player won (§11.1).")))
        return parts

    def form(self) -> tuple[FormField, ...]:
        """The score sheet to click: numbers for each side's cards, spades, sweeps and points, and
        for each item the side that wins it (or nobody)."""
        names = tuple(self.names.names)
        whose = tuple((n, n) for n in names) + ((_("nobody"), None),)
        by_key = {p.key: p for p in self.parts}
        return tuple(FormField(k, by_key[k].label, "numbers" if k in _WHAT else "one",
                               options=() if k in _WHAT else whose, sides=names if k in _WHAT else ())
                     for k in self.required)

    def _aces_example(self) -> str:
        n = self.names.names
        return ", ".join([n[0], n[1], n[1], _("none")])

    # --- answering ------------------------------------------------------------------------------------------
    def _fields(self) -> dict[str, tuple[tuple[str, ...], FieldReader]]:
        fields: dict[str, tuple[tuple[str, ...], FieldReader]] = {}
        for key in _FIELD_KEYS:
            aliases = _field_aliases(key)
            reader: FieldReader
            if key in _WHAT:
                reader = self._per_side(key)
            elif key == "aces":
                reader = self._read_aces
            else:
                reader = self._read_winner
            fields[key] = (aliases, reader)
        return fields

    def _per_side(self, key: str) -> FieldReader:
        return _PerSide(self.names, _(_WHAT[key]), _examples(len(self.names))[key])

    def _read_winner(self, value: Any) -> int | None:
        return self.names.read_one(value, _("who wins the item"))

    def _read_aces(self, value: Any) -> list[int | None]:
        return self.names.read_sequence(value, 4, _("who took each ace, in the order ♠ ♣ ♥ ♦"), self._aces_example())

    def _numbers_only(self) -> bool:
        """Whether every part asked is one number per side, so an answer of numbers alone can be read in the order
        the parts are asked (level 1: spades, then points)."""
        return len(self.required) > 1 and all(k in _EXAMPLES[2] for k in self.required)

    def _in_order(self, answer: Any) -> Any:
        """Numbers alone, one per side for each part asked ("5 8 8 3" for spades, then points), as the labelled
        answer they stand for. Trial 40 typed the form's four numbers in the form's order and was refused."""
        if not isinstance(answer, str) or not self._numbers_only():
            return answer
        numbers = [n for n in re.split(r"[\s,;]+", answer.strip()) if n]
        sides = len(self.names)
        if not all(n.isdigit() for n in numbers) or len(numbers) == sides:  # two numbers: the points (parse_labelled)
            return answer
        if len(numbers) != sides * len(self.required):
            # Translators: {n} numbers in all; {order} the parts in the order asked, e.g. "spades, then points";
            # {names} the players, e.g. "You and Opponent"; {got} how many the learner typed.
            raise AnswerError(answer.strip(), self.answer_format, _(
                "I need {n} numbers ({order}, one for each of {names}), but got {got}", n=sides * len(self.required),
                order=_then([_label(k) for k in self.required]), names=join_and(list(self.names.names)), got=len(numbers)))
        return "; ".join(f"{_label(k)}: {' '.join(numbers[i * sides:(i + 1) * sides])}" for i, k in enumerate(self.required))

    def parse(self, answer: Any) -> dict[str, Any]:
        got = parse_labelled(self._in_order(answer), self._fields(), self.answer_format, "points", self.names)
        if "aces" in got:
            for key, side in zip(ITEMS[4:], got.pop("aces")):
                got[key] = side
        return got

    def grade(self, value: dict[str, Any]) -> Result:
        done = "; ".join(points_why(self.score, s, self.names) for s in range(len(self.names))) + "."
        return grade_parts(self.parts, value, self.required, done, self.names)

    def explanation(self) -> str:
        return "\n".join(_("{label}: {shown}. {why}", label=p.label, shown=p.shown, why=p.why) for p in self.parts)


class _PerSide:
    """Reads one number per player (a callable object, so the exercise keeps no closures)."""

    def __init__(self, names: Names, what: str, example: tuple[int, ...]) -> None:
        self.names, self.what, self.example = names, what, example

    def __call__(self, value: Any) -> list[int]:
        return self.names.read_values(value, self.what, self.example)


class SeatPiles:
    """A partnership deal's side piles split into the four players' own piles (and sweeps), as
    they lie in front of each player: partners add theirs together (§2)."""

    def __init__(self, rules: RuleSet, piles: tuple[tuple[Card, ...], ...], sweeps: tuple[int, ...]) -> None:
        self.names = Names.of_seats(rules, 4)
        self.sides = Names.of_sides(rules, 4)
        self.piles, self.sweeps = piles, sweeps

    @classmethod
    def split(cls, rng: random.Random, state: GameState) -> SeatPiles:
        piles: list[tuple[Card, ...]] = [(), (), (), ()]
        sweeps = [0, 0, 0, 0]
        for side, pile in enumerate(state.piles):
            cards = list(pile)
            rng.shuffle(cards)
            cut = rng.randint(len(cards) // 3, len(cards) - len(cards) // 3)
            piles[side], piles[side + 2] = tuple(sorted(cards[:cut])), tuple(sorted(cards[cut:]))
            mine = rng.randint(0, state.sweeps[side])
            sweeps[side], sweeps[side + 2] = mine, state.sweeps[side] - mine
        return cls(state.rules, tuple(piles), tuple(sweeps))

    def text(self, rules: RuleSet) -> str:
        # Translators: the learner's partner and the two opponents, e.g. "Partner", "Opponent 1", "Opponent 2".
        lines = [_("Four players in two partnerships: you and {partner} against {first} and {second}.",
                   partner=self.names.names[2], first=self.names.names[1], second=self.names.names[3])]
        for seat in (0, 2, 1, 3):
            cards = cards_by_suit(self.piles[seat])
            n, player = len(self.piles[seat]), self.names.names[seat]
            sweeps = ngettext("{n} sweep", "{n} sweeps", self.sweeps[seat])
            # Translators: {sweeps} is a count of sweeps, e.g. "1 sweep"; {cards} the cards, e.g. "7♠ 2♦".
            if seat == 0 and rules.sweeps_enabled:  # the learner: a sentence of its own ("Te llevaste", "Você levou")
                lines.append(ngettext("You took {n} card, {sweeps}: {cards}", "You took {n} cards, {sweeps}: {cards}",
                                      n, cards=cards, sweeps=sweeps))
            elif seat == 0:
                lines.append(ngettext("You took {n} card: {cards}", "You took {n} cards: {cards}", n, cards=cards))
            elif rules.sweeps_enabled:
                lines.append(ngettext("{player} took {n} card, {sweeps}: {cards}", "{player} took {n} cards, {sweeps}: {cards}",
                                      n, player=player, cards=cards, sweeps=sweeps))
            else:
                lines.append(ngettext("{player} took {n} card: {cards}", "{player} took {n} cards: {cards}",
                                      n, player=player, cards=cards))
        return "\n".join(lines)

    def sums(self, measure: Callable[[tuple[Card, ...]], int]) -> str:
        """``"You and Partner 14 + 12 = 26; Opponents 13 + 13 = 26"``."""
        return "; ".join(f"{self.sides.names[side]} {measure(self.piles[side])} + {measure(self.piles[side + 2])} = "
                         f"{measure(self.piles[side]) + measure(self.piles[side + 2])}" for side in (0, 1))
