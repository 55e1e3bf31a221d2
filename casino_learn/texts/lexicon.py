"""What a learner may type, per language, and the one reader of it.

Each language keeps its learners' words in ``casino_learn/locale/<lang>/lexicon.json`` (data, not
code): card ranks and suits as that language's players say them and the letters they abbreviate
suits with, numbers in words (with the word that joins tens and units: "treinta y uno", "trinta e
um", "thirty-one", so every number to 99 is read), ordinals, yes/no, none, a tie, the players and
sides, the labels of an answer's parts, scoring items, outcomes, joiners and the words that may
stand around an answer without meaning anything.

A learner's words are read in the language in use, then in English (the language of the card
codes and the kit's own), but an English word is read only when the learner's language does not use
it for something else: "y" is "and" to a Spanish learner, never "yes"; "as" is an ace, never filler.
Other languages' words are not read, so they never collide. A card code whose suit letter means
another suit in the learner's language ("7C": C is corazones to a Spanish learner, copas to a
Portuguese one, clubs in the codes) is asked about, never guessed (:class:`AmbiguousCard`).

Words are compared in lower case without accents (:func:`plain`), so "si" is "sí" and "nao" is "não".
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from .. import i18n
from ..i18n import _
from ..rules.cards import Card, Suit, parse_card
from ..rules.errors import CardParseError

__all__ = [
    "AmbiguousCard", "Lexicon", "lexicon", "plain", "words", "is_word", "mapping", "read_number", "number_at",
    "read_ordinal", "read_yes_no", "read_card", "read_cards", "tokenize_cards", "strip_punctuation", "card_codes",
]

#: The file of a language's words, in ``casino_learn/locale/<lang>/``.
FILE_NAME = "lexicon.json"
#: The card codes' suit letters (the notation is English: S, H, D, C).
NOTATION_SUIT_LETTERS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
_SUIT_SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
                 "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_NOTATION_RANKS = {"a": 1, "t": 10, "j": 11, "q": 12, "k": 13, **{str(r): r for r in range(2, 11)}}
_PUNCTUATION = ".,;:!?¡¿\"'«»()[]…"


@lru_cache(maxsize=4096)
def plain(text: str) -> str:
    """``text`` in lower case without accents (``"Sí"`` -> ``"si"``, ``"Você"`` -> ``"voce"``), to
    compare words a learner typed; "º" and "ª" stay (they mark ordinals)."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def strip_punctuation(token: str) -> str:
    """A word without the punctuation a sentence puts around it: ``"nada."`` -> ``"nada"``,
    ``"¡ninguno!"`` -> ``"ninguno"`` (a lone "-" or "—" stays: it means none)."""
    stripped = token.strip().strip(_PUNCTUATION).strip()
    return stripped or token.strip()


def _phrase(text: str) -> str:
    return " ".join(plain(text).replace("’", "'").split())


@dataclass(frozen=True)
class Lexicon:
    """One language's words (already :func:`plain`), read from its ``lexicon.json``."""

    code: str
    data: dict[str, Any]
    #: Every word or phrase the language uses, in any group: an English word it uses is not read as English.
    claimed: frozenset[str] = field(default=frozenset())

    @classmethod
    def load(cls, code: str, path: Path) -> Lexicon:
        raw = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        data = _normalised(raw)
        return cls(code, data, frozenset(_all_words(data)))

    def group(self, name: str) -> Any:
        """The group at a dotted path (``"sides.you"``, ``"labels.points"``), or None."""
        found: Any = self.data
        for part in name.split("."):
            if not isinstance(found, dict) or part not in found:
                return None
            found = found[part]
        return found

    def words(self, name: str) -> tuple[str, ...]:
        found = self.group(name)
        if isinstance(found, dict):
            return tuple(found)
        return tuple(found) if isinstance(found, list) else ()


#: The groups whose keys are words (their values are ranks, suits, numbers); every other group is a
#: list of words, or a group of groups.
_WORD_MAPS = {"ranks", "rank_plurals", "suits", "suit_letters", "numbers", "ordinals"}


def _normalised(value: Any, words_as_keys: bool = False) -> Any:
    if isinstance(value, dict):
        return {(_phrase(k) if words_as_keys else k): _normalised(v, k in _WORD_MAPS)
                for k, v in value.items() if not k.startswith("_")}
    if isinstance(value, list):
        return [_phrase(v) if isinstance(v, str) else v for v in value]
    return value


def _all_words(data: Any, words_as_keys: bool = False) -> Iterable[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if words_as_keys:
                yield key
            else:
                yield from _all_words(value, key in _WORD_MAPS)
    elif isinstance(data, list):
        yield from (w for w in data if isinstance(w, str))


_lexicons: dict[tuple[str, tuple[Path, ...]], Lexicon] = {}


def lexicon(code: str | None = None) -> Lexicon:
    """The words of ``code`` (default: the language in use); a language without a lexicon has none."""
    code = code or i18n.get_language()
    key = (code, tuple(i18n.LOCALE_DIRS))
    found = _lexicons.get(key)
    if found is None:
        found = _lexicons[key] = _load(code, str(i18n.locale_dir(code) / code / FILE_NAME))
    return found


@lru_cache(maxsize=None)
def _load(code: str, path: str) -> Lexicon:
    return Lexicon.load(code, Path(path))


def _pair(code: str | None) -> tuple[Lexicon, Lexicon | None]:
    own = lexicon(code)
    return own, (None if own.code == i18n.SOURCE_LANGUAGE else lexicon(i18n.SOURCE_LANGUAGE))


_words: dict[tuple[str, str, tuple[Path, ...]], tuple[str, ...]] = {}


def words(group: str, code: str | None = None) -> tuple[str, ...]:
    """The words of ``group`` the learner may type: their language's, then the English ones their
    language does not use for anything else (longest first is up to the caller)."""
    code = code or i18n.get_language()
    key = (group, code, tuple(i18n.LOCALE_DIRS))
    found = _words.get(key)
    if found is None:
        own, english = _pair(code)
        listed = list(own.words(group))
        if english is not None:
            listed += [w for w in english.words(group) if w not in own.claimed and w not in listed]
        found = _words[key] = tuple(listed)
    return found


def is_word(group: str, token: str, code: str | None = None) -> bool:
    """True when ``token`` (any case and accents, sentence punctuation around it) is a word of ``group``."""
    return _phrase(strip_punctuation(token)) in _word_set(group, code or i18n.get_language())


@lru_cache(maxsize=None)
def _cached_set(group: str, code: str, path: str) -> frozenset[str]:
    return frozenset(words(group, code))


def _word_set(group: str, code: str) -> frozenset[str]:
    return _cached_set(group, code, str(i18n.locale_dir(code)))


_mappings: dict[tuple[str, str, tuple[Path, ...]], dict[str, Any]] = {}


def mapping(group: str, code: str | None = None) -> dict[str, Any]:
    """A group of words with values (``"ranks"``, ``"numbers"``): the learner's language's, then the
    English ones their language does not use. (The same dict each time: read it, do not change it.)"""
    code = code or i18n.get_language()
    key = (group, code, tuple(i18n.LOCALE_DIRS))
    found = _mappings.get(key)
    if found is None:
        own, english = _pair(code)
        found = dict(own.group(group) or {})
        if english is not None:
            for word, value in (english.group(group) or {}).items():
                if word not in own.claimed and word not in found:
                    found[word] = value
        _mappings[key] = found
    return found


# --- numbers ----------------------------------------------------------------------------------------------
_DIGITS = re.compile(r"[+-]?\d{1,6}")


def _number_words(code: str | None) -> tuple[dict[str, int], tuple[str, ...]]:
    code = code or i18n.get_language()
    return _cached_numbers(code, str(i18n.locale_dir(code)))


@lru_cache(maxsize=None)
def _cached_numbers(code: str, _path: str) -> tuple[dict[str, int], tuple[str, ...]]:
    numbers = {k: int(v) for k, v in mapping("numbers", code).items()}
    joiners = words("number_joiners", code)
    # Tens and units: "treinta y uno", "trinta e um", "thirty-one"/"thirty one" (every number to 99).
    tens = {w: v for w, v in numbers.items() if 20 <= v <= 90 and v % 10 == 0 and " " not in w}
    units = {w: v for w, v in numbers.items() if 1 <= v <= 9 and " " not in w}
    for ten_word, ten in tens.items():
        for unit_word, unit in units.items():
            for joiner in joiners:
                phrase = f"{ten_word} {joiner} {unit_word}" if joiner else f"{ten_word} {unit_word}"
                numbers.setdefault(phrase, ten + unit)
    return numbers, joiners


def read_number(text: str, code: str | None = None) -> int | None:
    """A whole number in digits (``"14"``, ``"+3"``) or words in the learner's language
    (``"veinticuatro"``, ``"vinte e quatro"``, ``"twenty-four"``); None when ``text`` is not one.
    Numbers longer than 6 digits are not numbers a learner means."""
    t = strip_punctuation(plain(text.strip()).replace("\u2212", "-"))
    if _DIGITS.fullmatch(t):
        return int(t)
    numbers, _joiners = _number_words(code)
    t = " ".join(t.replace("-", " ").split())
    return numbers.get(t)


def number_at(tokens: Sequence[str], at: int, code: str | None = None) -> tuple[int, int] | None:
    """The number whose words start at ``tokens[at]`` and how many words it takes (the longest:
    "vinte e quatro" is one number, 24, not three), or None."""
    for size in (3, 2, 1):
        if at + size > len(tokens):
            continue
        found = read_number(" ".join(tokens[at:at + size]), code)
        if found is not None and (size == 1 or not any(_DIGITS.fullmatch(strip_punctuation(t)) for t in tokens[at:at + size])):
            return found, size
    return None


def read_ordinal(token: str, code: str | None = None) -> int | None:
    """An ordinal: ``"third"``, ``"tercera"``, ``"3rd"``, ``"3ra"``, ``"3ª"``, ``"3º"``; None otherwise."""
    t = plain(strip_punctuation(token))
    found = mapping("ordinals", code).get(t)
    if isinstance(found, int) and found > 0:
        return found
    m = re.fullmatch(r"(\d{1,2})\.?\s*([^\d\s]+)", t)
    if m and m.group(2) in _word_set("ordinal_suffixes", code or i18n.get_language()):
        return int(m.group(1))
    return None


def read_yes_no(token: str, code: str | None = None) -> bool | None:
    """True for yes (``"sí"``, ``"sim"``, ``"yes"``), False for no, else None."""
    t = _phrase(strip_punctuation(token))
    lang = code or i18n.get_language()
    if t in _word_set("yes", lang):
        return True
    if t in _word_set("no", lang):
        return False
    return None


# --- cards ------------------------------------------------------------------------------------------------
class AmbiguousCard(CardParseError):
    """A card code whose letter means one suit in the learner's language and another in the codes:
    the learner is asked which card they mean. ``cards`` are the two readings."""

    def __init__(self, token: str, cards: tuple[Card, Card]) -> None:
        self.cards = cards
        first, second = cards
        # Translators: a card code such as "7C" means two different cards to the learner (C is corazones in
        # Spanish, clubs in the card codes). {one} and {other} are the two cards as symbols; {one_name} and
        # {other_name} the same cards as they may be typed in words.
        super().__init__(token, _("Did you mean {one} or {other}? Type {one_name} or {other_name}", one=first.symbol,
                                  other=second.symbol, one_name=first.name, other_name=second.name))


def _suit_words(code: str | None) -> dict[str, Suit]:
    return {w: Suit(v) for w, v in mapping("suits", code).items()}


def _rank_words(code: str | None) -> dict[str, int]:
    return {w: int(v) for w, v in mapping("ranks", code).items()}


def _suit_of_letter(letter: str, token: str, rank: int, code: str | None) -> Suit:
    letter = letter.lower()
    if letter in _SUIT_SYMBOLS:
        return _SUIT_SYMBOLS[letter]
    own, _english = _pair(code)
    spoken = own.group("suit_letters") or {}
    mine = Suit(spoken[letter]) if letter in spoken else None
    notation = NOTATION_SUIT_LETTERS.get(letter)
    if mine is not None and notation is not None and mine is not notation:
        raise AmbiguousCard(token, (Card(rank, notation), Card(rank, mine)))
    suit = mine or notation
    if suit is None:
        return parse_card(token).suit  # the notation's own message names the token and the suits
    return suit


_COMPACT = re.compile(r"^(10|[2-9]|[atjqk])\s*([a-z♠♥♦♣♤♡♢♧])$", re.IGNORECASE)


def read_card(token: str | Card, code: str | None = None) -> Card:
    """One card as a learner of ``code`` (default: the language in use) writes it: a code (``10D``,
    ``10♦``), or words (``"10 de oros"``, ``"rainha de copas"``, ``"ten of diamonds"``). Raises
    :class:`AmbiguousCard` for a code whose letter means two suits to this learner, else
    :class:`~casino_learn.rules.errors.CardParseError` naming the token."""
    if isinstance(token, Card):
        return token
    text = strip_punctuation(str(token))
    m = _COMPACT.match(text)
    if m:
        rank = _NOTATION_RANKS[m.group(1).lower()]
        return Card(rank, _suit_of_letter(m.group(2), text, rank, code))
    parts = _phrase(text).split()
    if len(parts) == 2 and _suit_first(parts, code):
        parts.reverse()  # the suit said first, as players of some languages do ("pik as", "herc 7")
    of_words = set(words("card_of", code))
    if len(parts) in (2, 3) and (len(parts) == 2 or parts[1] in of_words):
        ranks, suits = _rank_words(code), _suit_words(code)
        named: int | None = _NOTATION_RANKS.get(parts[0]) if parts[0].isdigit() else ranks.get(parts[0])
        suit = _SUIT_SYMBOLS.get(parts[-1]) or suits.get(parts[-1])
        if named is not None and suit is not None:
            return Card(named, suit)
        if named is None and parts[0] not in _NOTATION_RANKS:
            raise CardParseError(text, _("Cannot read {token} as a card: {word} is not a rank; expected {ranks}.",
                                         token=repr(text), word=repr(parts[0]), ranks=_rank_list(code)))
        if suit is None:
            raise CardParseError(text, _("Cannot read {token} as a card: {text} is not a suit; expected {suits}.",
                                         token=repr(text), text=repr(parts[-1]), suits=_suit_list(code)))
    return parse_card(text)


def _suit_first(parts: Sequence[str], code: str | None) -> bool:
    """Whether two words name a card suit first: a suit word (or symbol), then a rank word or number."""
    suit, rank = parts
    suits, ranks = _suit_words(code), _rank_words(code)
    is_suit = suit in _SUIT_SYMBOLS or suit in suits
    is_rank = rank in ranks or rank in _NOTATION_RANKS
    return is_suit and is_rank and suit not in ranks


def _rank_list(code: str | None) -> str:
    shown = [w for w, r in _rank_words(code).items() if r == 1 or r >= 11]
    return ", ".join([*shown[:1], "2-10", *shown[1:]])


def _suit_list(code: str | None) -> str:
    own = lexicon(code)
    return ", ".join([*own.words("suits"), "♠ ♥ ♦ ♣"])


def _alternatives(items: Iterable[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(set(items), key=len, reverse=True) if w)


def _same_length_plain(text: str) -> str:
    """:func:`plain` letter by letter, so positions in it are positions in ``text``."""
    if text.isascii():
        return text.lower()
    out = []
    for c in text:
        p = plain(c)
        out.append(p if len(p) == 1 else c)
    return "".join(out)


@lru_cache(maxsize=None)
def _card_phrase(code: str, _folders: tuple[Path, ...]) -> re.Pattern[str]:
    """A card named in words in ``code``'s words: "10 de oros", "rainha de copas", "ten of clubs"."""
    ranks = _alternatives([*_rank_words(code), "10", *"23456789", "a", "t", "j", "q", "k"])
    suits = _alternatives(_suit_words(code))
    of = _alternatives(words("card_of", code))
    # Rank first ("10 de oros"), or suit first as some languages say it ("pik as", "herc 7").
    return re.compile(rf"(?<!\w)(?:(?:{ranks})\s+(?:(?:{of})\s+)?(?:{suits})|(?:{suits})\s+(?:{ranks}))(?!\w)")


def tokenize_cards(text: str, code: str | None = None) -> list[str]:
    """Split an answer such as ``"8D 6H+2D, 10 de oros y rainha de copas"`` into tokens; a card
    named in words stays one token (as typed)."""
    pattern = _card_phrase(code or i18n.get_language(), tuple(i18n.LOCALE_DIRS))
    chars = list(text)
    for m in pattern.finditer(_same_length_plain(text)):
        for i in range(m.start(), m.end()):
            if chars[i].isspace():
                chars[i] = "\ue001"
    return [t.replace("\ue001", " ") for t in re.split(r"[\s,;+&]+", "".join(chars)) if t.strip()]


def read_cards(text: str | Iterable[str | Card], code: str | None = None) -> list[Card]:
    """Several cards as a learner writes them (see :func:`tokenize_cards`)."""
    if not isinstance(text, str):
        return [read_card(t, code) for t in text]
    joiners = set(words("joiners", code))
    return [read_card(t, code) for t in tokenize_cards(text, code) if _phrase(t) not in joiners]


def card_codes(cards: Iterable[Card], code: str | None = None) -> tuple[str, ...]:
    """The codes of ``cards`` a learner of ``code`` may type and mean those cards (``"ac"`` for the ace of
    clubs to an English learner, not to a Spanish one, for whom C is corazones), without accents."""
    found = []
    for card in cards:
        for text in (card.code, card.code.replace("10", "T")):
            try:
                if read_card(text, code) is card:
                    found.append(text.lower())
            except CardParseError:
                pass
    return tuple(dict.fromkeys(found))
