"""Who is who in an answer, and reading answers about players and sides.

The learner is always "You". The other players are named as everywhere in the kit
(:mod:`casino_learn.texts.names`): "Opponent" (two players), "Opponent 1" and "Opponent 2" in the order
they play after you (three players), and with four players in partnerships "Partner", and the
sides "You and Partner" and "Opponents". "Left"/"right" answers are read too, following the
direction of play of RULES.md §2.
Per-side answers are read labelled in any order ("You 7, Opponent 4", "Opponent 4 You 7") or as
plain numbers in the order the prompt gives ("7 4"). Also the finished deals that the scoring
exercises are about, and the labelled-parts reader ("cards: 27 25; points: 7 4").
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, _, ngettext, pgettext
from ..rules.cards import Card, Suit, full_deck
from ..rules.scoring import DealScore
from ..rules.state import GameState, rounds_per_deal, sides_count
from ..rules.table import Table
from ..rules.variants import RuleSet
from ..texts import lexicon
from ..texts import names as naming
from ..texts.grammar import join_or
from ..texts.scores import ITEM_NAMES
from .answers import cannot_use, empty_answer, is_none_word, parse_number, plain
from .core import AnswerError, join_words

__all__ = [
    "Names",
    "finished_deal",
    "parse_labelled",
    "piles_text",
    "points_why",
    "seat_name",
    "split_cards",
    "table_words",
]

# --- names (learner-facing: the names themselves come from casino_learn.texts.names, in the language in use) -----
YOU = naming.YOU
OPPONENT = naming.OPPONENT
PARTNER = naming.PARTNER
OUR_SIDE = naming.team_name(naming.YOU, naming.PARTNER)
THEIR_SIDE = naming.OPPONENTS

# What a learner may type for each player or side, and the words that may stand around them, come
# from the learner's lexicon (casino_learn/locale/<lang>/lexicon.json, group "sides"), read when used.
def _side(group: str) -> tuple[str, ...]:
    return lexicon.words("sides." + group)


def _filler(group: str) -> frozenset[str]:
    return frozenset(lexicon.words("fillers." + group))


#: The word for nobody in a list of choices ("You, Opponent or none").
NONE_WORD = N_("none")


def _none_word(none: str | None) -> str | None:
    """The learner's word for "nobody": "none" and "nobody" are said in the language in use."""
    if none == "none":
        return _(NONE_WORD)
    if none == "nobody":
        return _("nobody")
    return none


def _as_typed(text: str, token: str) -> str:
    """The learner's own word behind a read ``token`` (read without accents or capitals): an answer is
    quoted as it was typed ("pobjeđuješ", not "pobjeđujes")."""
    for word in text.split():
        if token in _norm(word):  # read the way the answer was read: one rule for both
            return re.sub(r"^[,;:=()!?\[\]{}.]+|[,;:=()!?\[\]{}.]+$", "", word)
    return token


def _norm(text: str) -> list[str]:
    """Lower-case words of ``text`` without accents; punctuation that only separates is dropped."""
    text = plain(text).replace("’", "'")
    text = re.sub(r"(?<=\d)\s*[-/–]\s*(?=\d)", " ", text)  # "7-4", "7/4": two numbers
    text = re.sub(r"[,;:=()!?\[\]{}]", " ", text)
    text = re.sub(r"(?<=\w)'s\b", "", text)  # "opponent's 4" -> "opponent 4"
    return [t.strip(".") for t in text.split() if t.strip(".")]


@dataclass(frozen=True)
class Names:
    """The names of the players (or scoring sides) of one exercise, index 0 being "You"."""

    names: tuple[str, ...]
    aliases: tuple[tuple[str, ...], ...]

    @classmethod
    def of_seats(cls, rules: RuleSet, players: int) -> Names:
        """One name per seat; seat 0 is the learner. Seat 1 plays next: on your left when play
        goes clockwise (Classic), on your right when it goes counter-clockwise (Royal)."""
        shown = naming.seat_names(players, viewer=0, partnerships=rules.four_player_partnerships)
        if players == 2:
            return cls._with_names(tuple(shown), (_side("you"), _side("opponent")))
        clockwise = rules.display_direction == "clockwise"
        # Seat 1 plays next: on your left when play goes clockwise (Classic), on your right otherwise.
        nxt, last = (_side("left"), _side("right")) if clockwise else (_side("right"), _side("left"))
        if players == 3:
            return cls._with_names(tuple(shown), (_side("you"), _side("first") + nxt, _side("second") + last))
        if rules.four_player_partnerships:
            return cls._with_names(tuple(shown), (_side("you"), _side("first") + nxt, _side("partner"), _side("second") + last))
        return cls._with_names(tuple(shown), (_side("you"), _side("first") + nxt, _side("second") + _side("across"), _side("third") + last))

    @classmethod
    def _with_names(cls, names: tuple[str, ...], aliases: tuple[tuple[str, ...], ...]) -> Names:
        """The names as shown (in the language in use), each also read as typed (any case, no accents)."""
        return cls(names, tuple(tuple(dict.fromkeys((*words, " ".join(_norm(name))))) for name, words in zip(names, aliases)))

    @classmethod
    def of_sides(cls, rules: RuleSet, players: int) -> Names:
        """One name per scoring side: the seats' names, or the two partnerships."""
        if sides_count(rules, players) == 2 and players == 4:
            sides = naming.side_names(players, viewer=0, partnerships=True)
            return cls._with_names(tuple(sides), (_side("our_side"), _side("their_side")))
        return cls.of_seats(rules, players)

    def __len__(self) -> int:
        return len(self.names)

    def name(self, index: int | None, none: str = "nobody") -> str:
        return (_none_word(none) or "") if index is None else self.names[index]

    def choices(self, none: str | None = None) -> str:
        """``"You or Opponent"`` (``"You, Opponent or nobody"`` with ``none``), in the language in use."""
        shown = _none_word(none)
        words = list(self.names) + ([shown] if shown else [])
        return join_or(words)

    def labelled(self, values: Sequence[Any]) -> str:
        """``[7, 4]`` -> ``"You 7, Opponent 4"``."""
        return ", ".join(f"{n} {'-' if v is None else v}" for n, v in zip(self.names, values))

    def _match(self, words: list[str], at: int) -> tuple[int, int] | None:
        """(index, number of words) of the longest name starting at ``words[at]``."""
        best: tuple[int, int] | None = None
        for index, aliases in enumerate(self.aliases):
            for alias in aliases:
                size = len(alias.split())
                if " ".join(words[at:at + size]) == alias and (best is None or size > best[1]):
                    best = (index, size)
        return best

    def _split_joiners(self, words: list[str]) -> list[str]:
        """A joiner written onto a name is read as a word of its own: Korean writes "and" as a particle
        on the name before it ("나와 상대": 나 + 와), so the key's own "A and B" is read back."""
        joiners = sorted((plain(j) for j in lexicon.words("joiners")), key=len, reverse=True)
        out: list[str] = []
        for word in words:
            joined = next((j for j in joiners if len(word) > len(j) and word.endswith(j) and self._match([word], 0) is None
                           and self._match([word[:-len(j)]], 0) is not None), None)
            out += [word[:-len(joined)], joined] if joined else [word]
        return out

    def find(self, text: str) -> int | None:
        """The index named by the whole of ``text``, or None."""
        words = _norm(text)
        hit = self._match(words, 0) if words else None
        return hit[0] if hit is not None and hit[1] == len(words) else None

    # --- readers ---------------------------------------------------------------------------------------
    def example(self, values: Sequence[int]) -> str:
        """How to type one value per side: ``"'You 7, Opponent 4' or '7 4'"``."""
        # Translators: two ways to type one value per side, e.g. 'You 7, Opponent 4' or '7 4'.
        return _("'{labelled}' or '{numbers}'", labelled=self.labelled(values), numbers=" ".join(str(v) for v in values))

    def read_values(self, value: Any, what: str, example: Sequence[int]) -> list[int]:
        """One whole number per side: labelled in any order, or plain in the order of the names."""
        # Translators: {what} is what is asked (e.g. "points"); {names} the players; {example} how to type it.
        expected = _("{what} for {names}, e.g. {example}", what=what, names=join_words(list(self.names)),
                     example=self.example(example))
        n = len(self.names)
        if isinstance(value, Mapping):
            out: dict[int, int] = {}
            for label, v in value.items():
                index = self.find(str(label))
                if index is None:
                    raise AnswerError(str(label), expected, self._not_one_of(str(label)))
                out[index] = self._number(v, expected)
            return self._complete(out, expected)
        if isinstance(value, (list, tuple)):
            numbers = [self._number(v, expected) for v in value]
            if len(numbers) != n:
                raise AnswerError(" ".join(map(str, numbers)) or "(nothing)", expected, self._need_numbers(len(numbers)))
            return numbers
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise AnswerError(repr(value), expected)
        if isinstance(value, int):
            raise AnswerError(str(value), expected, self._need_numbers(None))
        words = _norm(value)
        if not words:
            raise AnswerError("", expected, empty_answer())
        items: list[tuple[str, int]] = []  # ("name", index) or ("number", value)
        i = 0
        while i < len(words):
            hit = self._match(words, i)
            if hit is not None:
                items.append(("name", hit[0]))
                i += hit[1]
                continue
            found = lexicon.number_at(words, i)  # "vinte e quatro" is one number
            if found is not None:
                items.append(("number", found[0]))
                i += found[1]
                continue
            if words[i] not in _filler("values"):
                # Translators: {token} is what the learner typed, in quotes; {choices} the players' names.
                typed = _as_typed(value, words[i])
                raise AnswerError(typed, expected, _("{token} is not a number or one of {choices}", token=repr(typed),
                                                     choices=self.choices()))
            i += 1
        names = [x for kind, x in items if kind == "name"]
        numbers = [x for kind, x in items if kind == "number"]
        if not names:
            if len(numbers) != n:
                raise AnswerError(" ".join(map(str, numbers)) or value.strip(), expected, self._need_numbers(len(numbers)))
            return numbers
        # Labelled: "You 7, Opponent 4" (name first) or "7 You, 4 Opponent" (number first).
        name_first = items[0][0] == "name"
        got: dict[int, int] = {}
        pending: int | None = None
        for kind, x in items:
            if (kind == "name") == name_first:
                if pending is not None:
                    raise AnswerError(value.strip(), expected, _("Each name needs one number next to it"))
                pending = x
                continue
            if pending is None:
                raise AnswerError(value.strip(), expected, _("Each name needs one number next to it"))
            index = pending if name_first else x
            number = x if name_first else pending
            if index in got:
                raise AnswerError(self.names[index], expected, _("{name} is given twice", name=self.names[index]),
                                  code="side-twice")
            got[index] = number
            pending = None
        if pending is not None:
            raise AnswerError(value.strip(), expected, _("Each name needs one number next to it"))
        return self._complete(got, expected)

    def _not_one_of(self, token: str, none: str | None = None) -> str:
        # Translators: {token} is what the learner typed, in quotes; {choices} the names they may use.
        return _("{token} is not one of {choices}", token=repr(token), choices=self.choices(none))

    def _need_numbers(self, got: int | None) -> str:
        names = join_words(list(self.names))
        if got is None:
            # Translators: {names} are the players, e.g. "You and Opponent".
            return ngettext("I need {n} number, one for each of {names}", "I need {n} numbers, one for each of {names}",
                            len(self.names), names=names)
        # Translators: {names} are the players; {got} how many numbers the learner gave.
        return ngettext("I need {n} number, one for each of {names}, but got {got}",
                        "I need {n} numbers, one for each of {names}, but got {got}", len(self.names), names=names, got=got)

    def _number(self, value: Any, expected: str) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        number = parse_number(str(value)) if isinstance(value, str) else None
        if number is None:
            raise AnswerError(str(value), expected, _("{token} is not a number", token=repr(str(value))))
        return number

    def _complete(self, got: Mapping[int, int], expected: str) -> list[int]:
        missing = [self.names[i] for i in range(len(self.names)) if i not in got]
        if missing:
            raise AnswerError(", ".join(f"{self.names[i]} {v}" for i, v in sorted(got.items())) or "(nothing)", expected,
                              _("Give a number for {names} too", names=join_words(missing)))
        return [got[i] for i in range(len(self.names))]

    def read_one(self, value: Any, what: str, tie: bool = True) -> int | None:
        """One player or side by name, or None for nobody (a tie, if ``tie``; else nobody at all)."""
        # Translators: {what} is what is asked; {choices} the names, e.g. "You, Opponent or none".
        expected = (_("{what}: {choices} (nobody, for a tie)", what=what, choices=self.choices("nobody")) if tie
                    else _("{what}: {choices}", what=what, choices=self.choices("nobody")))
        if value is None:
            return None
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected, _("Say who by name: {choices}", choices=self.choices("nobody")))
        words = [w for w in _norm(value) if w not in _filler("who")]
        if not words:
            raise AnswerError(value.strip(), expected, empty_answer() if not value.strip()
                              else _("Say who: {choices}", choices=self.choices("nobody")))
        text = " ".join(words)
        if _is_nobody(text):
            return None
        index = self.find(text)
        if index is None:
            raise AnswerError(value.strip(), expected, self._not_one_of(value.strip(), "nobody"))
        return index

    def read_sequence(self, value: Any, count: int, what: str, example: str) -> list[int | None]:
        """``count`` names in order, 'none' for nobody: ``"You, Opponent, none, You"``."""
        expected = _("{what}, e.g. '{example}'", what=what, example=example)
        if isinstance(value, (list, tuple)):
            value = ", ".join("none" if v is None else str(v) for v in value)
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected)
        out: list[int | None] = []
        # A comma ends a name: "Tú, Rival" is two names even where "tu rival" is one ("your opponent").
        for piece in re.split(r"[,;\n]+", value):
            words = _norm(piece)
            i = 0
            while i < len(words):
                hit = self._match(words, i)
                if hit is not None:
                    out.append(hit[0])
                    i += hit[1]
                    continue
                nobody = next((size for size in (2, 1) if _is_nobody(" ".join(words[i:i + size]))), 0)
                if nobody:
                    out.append(None)
                    i += nobody
                    continue
                if words[i] not in _filler("names") and not lexicon.is_word("joiners", words[i]):
                    typed = _as_typed(piece, words[i])
                    raise AnswerError(typed, expected, self._not_one_of(typed, "nobody"))
                i += 1
        if len(out) != count:
            # Translators: {got} is how many names the learner gave.
            raise AnswerError(value.strip() or "(nothing)", expected,
                              ngettext("I need {n} name (or 'none'), but got {got}", "I need {n} names (or 'none'), but got {got}",
                                       count, got=len(out)))
        return out

    def read_many(self, value: Any, what: str) -> frozenset[int]:
        """Several players or sides by name (``"You and Opponent"``, ``"both"``), or none."""
        # Translators: {what} is what is asked; {choices} the names. Learners may type 'both' in any language.
        expected = _("{what}: {choices}, or 'both'", what=what, choices=self.choices("nobody"))
        if isinstance(value, (list, tuple, set, frozenset)):
            value = ", ".join(str(v) for v in value)
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected)
        words = _norm(value)
        if not words:
            raise AnswerError("", expected, empty_answer())
        if lexicon.is_word("both", " ".join(words)):
            return frozenset(range(len(self.names)))
        words = self._split_joiners(words)
        found: set[int] = set()
        i = 0
        while i < len(words):
            hit = self._match(words, i)
            if hit is not None:
                found.add(hit[0])
                i += hit[1]
                continue
            if not _is_nobody(words[i]) and words[i] not in _filler("out") and not lexicon.is_word("joiners", words[i]):
                typed = _as_typed(value, words[i])
                raise AnswerError(typed, expected, self._not_one_of(typed, "nobody"))
            i += 1
        return frozenset(found)


def _is_nobody(text: str) -> bool:
    """'none', 'nobody', 'tie', 'nadie', 'empate', 'ninguém'... in the learner's language."""
    return is_none_word(text) or lexicon.is_word("results.nobody", text)


def seat_name(state: GameState, seat: int) -> str:
    """The name of ``seat`` as the player to move (always "You") sees it: "you" in a sentence,
    else "Opponent", "Partner", "Opponent 1"... (:mod:`casino_learn.texts.names`)."""
    relative = (seat - state.to_move) % state.players
    # Translators: the learner named inside a sentence ("owned by you").
    return pgettext("in a sentence", "you") if relative == 0 else Names.of_seats(state.rules, state.players).names[relative]


def table_words(state: GameState) -> str:
    """The table in words, each build's owner named from the learner's seat (no seat numbers)."""
    from .scenes import table_text

    return table_text(state)


# --- labelled parts: "cards: 27 25; points: You 7, Opponent 4" ---------------------------------------------
FieldReader = Callable[[Any], Any]


def parse_labelled(answer: Any, fields: Mapping[str, tuple[tuple[str, ...], FieldReader]], expected: str,
                   default: str | None, names: Names) -> dict[str, Any]:
    """Parts separated by ';' or new lines, each ``label: value`` (the label may also be
    followed by just a space). One unlabelled part goes to ``default``; a part that starts with a
    player's name ("You: 7, Opponent: 4") is a value, not a label."""
    def key_of(label: str) -> str | None:
        norm = " ".join(plain(label).replace("_", " ").split())
        for key, (aliases, _reader) in fields.items():
            if norm in aliases or (lexicon.lexicon().code == "en" and norm == key.replace("_", " ").lower()):
                return key
        return None

    def asked() -> str:
        return ", ".join(_as_label(fields, key) for key in fields)

    out: dict[str, Any] = {}

    def put(key: str, value: Any, shown: str) -> None:
        if key in out:
            raise AnswerError(shown, expected, _("{name} is given twice", name=repr(shown)))
        out[key] = fields[key][1](value)

    if isinstance(answer, Mapping):
        for label, given in answer.items():
            named = key_of(str(label))
            if named is None:
                raise AnswerError(str(label), expected, _("{label} is not one of the things asked for ({asked})",
                                                          label=repr(str(label)), asked=asked()))
            put(named, given, str(label))
        if not out:
            raise AnswerError("", expected, empty_answer())
        return out
    if not isinstance(answer, str):
        raise AnswerError(repr(answer), expected, cannot_use(answer))
    def starts_with_label(piece: str) -> bool:
        head = re.split(r"[:=]", piece, maxsplit=1)[0] if re.search(r"[:=]", piece) else ""
        words = piece.split()
        return (bool(head) and key_of(head) is not None) or any(
            key_of(" ".join(words[:size])) is not None for size in range(min(4, len(words) - 1), 0, -1))

    parts = []
    # Parts end at ";" or a new line; a comma, a slash or a full stop before a label starts a new part too (trial 44
    # wrote "spades: you 5 opponent 8. points: you 8 opponent 3" and was told "You is given twice"; "7/4" stays a score).
    for chunk in (p.strip() for p in re.split(r"[;\n]+", answer) if p.strip()):
        # "cards 31 21, spades 5 8, points 8 3": a comma before a label starts a new part
        # (a comma inside a part, as in "You 7, Opponent 4", does not).
        pieces = [x.strip() for x in re.split(r",|/|\.(?=\s|$)", chunk)]
        merged: list[str] = []
        for piece in pieces:
            if merged and not starts_with_label(piece):
                merged[-1] += ", " + piece
            else:
                merged.append(piece)
        parts += [m for m in merged if m]
    if not parts:
        raise AnswerError("", expected, empty_answer())
    for part in parts:
        key: str | None = None
        value = part
        if re.search(r"[:=]", part):
            label, rest = re.split(r"[:=]", part, maxsplit=1)
            key = key_of(label)
            if key is not None:
                value = rest
            elif names.find(label) is None and not (default is not None and len(parts) == 1):
                raise AnswerError(label.strip(), expected, _("{label} is not one of the things asked for ({asked})",
                                                             label=repr(label.strip()), asked=asked()))
        if key is None:  # "points You 7, Opponent 4": a label followed by a space
            words = part.split()
            for size in range(min(4, len(words) - 1), 0, -1):
                found = key_of(" ".join(words[:size]))
                if found is not None:
                    key, value = found, " ".join(words[size:])
                    break
        if key is None:
            if default is None or len(parts) != 1:
                # The example of the whole answer follows in ``expected`` (trial 44 was shown "write it like 'cards: ...'"
                # where only spades and points were asked).
                raise AnswerError(part, expected, _("{part} has no label", part=repr(part)))
            key = default
            if len(fields) > 1:
                # Said when it cannot be read as that part either: which part it was read as, and (in ``expected``) the
                # labels of every part (trial 37 typed "24 24 you win" and "5 8 8 3" and was told only of one part).
                try:
                    put(key, str(value).strip(), part)
                except AnswerError as error:
                    if error.code == "side-twice":
                        # A side named twice: several parts typed with no labels ("You 5, Opponent 8 / You 8, Opponent 3",
                        # trial 44, told "You is given twice"); the example of the whole answer follows in ``expected``.
                        typed = answer.strip()  # the one part is the whole answer, as typed (its "/" kept)
                        raise AnswerError(typed, expected, _("{part} has no label", part=repr(typed))) from None
                    # Translators: {problem} says what could not be read; {label} is the part an answer with no label
                    # is read as, e.g. "points".
                    raise AnswerError(error.token, expected, _(
                        "{problem} (an answer written without labels is read as the {label} only)",
                        problem=error.problem, label=_as_label(fields, key))) from None
                continue
        if not str(value).strip():
            raise AnswerError(part, expected, _("{part} has no value", part=repr(part)))
        put(key, str(value).strip(), part)
    return out


def _as_label(fields: Mapping[str, tuple[tuple[str, ...], FieldReader]], key: str) -> str:
    """The label of the part ``key`` as the learner types it ("points")."""
    aliases = fields[key][0]
    return lexicon.as_written(aliases[0]) if aliases else key.replace("_", " ")


# --- finished deals ----------------------------------------------------------------------------------------
def finished_deal(rules: RuleSet, rng: random.Random, players: int, sizes: list[int], sweeps: list[int]) -> GameState:
    """A finished deal whose side piles have the given sizes (all 52 cards, leftovers included)."""
    deck = list(full_deck())
    rng.shuffle(deck)
    piles, at = [], 0
    for n in sizes:
        piles.append(tuple(sorted(deck[at:at + n])))
        at += n
    dealer = rng.randrange(players)
    return GameState(rules, players, dealer, (dealer + 1) % players, ((),) * players, Table(), (), tuple(piles),
                     tuple(sweeps), last_capturer=dealer, round=rounds_per_deal(players), deal_over=True)


def split_cards(rng: random.Random, sides: int, spread: int) -> list[int]:
    """Pile sizes adding up to 52, moved ``spread`` cards away from an even split."""
    base = [52 // sides] * sides
    base[0] += 52 - sum(base)
    for _step in range(spread):
        a, b = rng.sample(range(sides), 2)
        base[a] += 1
        base[b] -= 1
    return base


def cards_by_suit(cards: Iterable[Card]) -> str:
    """A pile suit by suit, spades first, each suit in rank order: "A♠ 7♠ · 2♥ J♥ · 10♦ · 3♣" (trial 30 counted the
    spades of 31 cards sorted by rank)."""
    by_suit = [" ".join(c.symbol for c in sorted(cards) if c.suit == suit) for suit in Suit]
    return " · ".join(group for group in by_suit if group)


def piles_text(state: GameState, names: Names) -> str:
    """One line per side: who took how many cards (and sweeps), and the cards, suit by suit."""
    lines = []
    for side, pile in enumerate(state.piles):
        cards = cards_by_suit(pile)
        if state.rules.sweeps_enabled:
            sweeps = ngettext("{n} sweep", "{n} sweeps", state.sweeps[side])
            # Translators: one side's pile at the end of a deal, e.g. "Opponent took 25 cards, 1 sweep: 7♠ …".
            lines.append(ngettext("{name} took {n} card, {sweeps}: {cards}", "{name} took {n} cards, {sweeps}: {cards}",
                                  len(pile), name=names.names[side], sweeps=sweeps, cards=cards))
        else:
            lines.append(ngettext("{name} took {n} card: {cards}", "{name} took {n} cards: {cards}", len(pile),
                                  name=names.names[side], cards=cards))
    return "\n".join(lines)


def points_why(score: DealScore, side: int, names: Names, total: bool = True) -> str:
    """``"You: 3 (Most cards) + 2 (Big Casino (10♦)) = 5"`` (without the total: the items only)."""
    bits = [f"{a.points} ({_(ITEM_NAMES[a.item])})" for a in score.awards if a.side == side and a.points]
    if score.net_sweeps[side] and score.rules.sweeps_enabled:
        # Translators: points for sweeps in a sum, e.g. "2 (sweeps)".
        bits.append(_("{points} (sweeps)", points=score.net_sweeps[side]))
    text = f"{names.names[side]}: " + (" + ".join(bits) or "0")
    return text + (f" = {score.deal_points[side]}" if total and bits else "")
