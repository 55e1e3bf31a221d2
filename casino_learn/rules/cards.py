"""Cards, ranks, suits and the ways people write them (RULES.md §1.1).

A :class:`Card` is a small frozen value. The 52 cards are interned, so ``Card.parse("10D")``
always returns the same object, and cards hash and compare fast.
"""

from __future__ import annotations

import random
import re
from enum import Enum
from typing import Iterable, Iterator, Sequence

from .errors import CardParseError

__all__ = [
    "Suit",
    "Card",
    "RANKS",
    "rank_symbol",
    "full_deck",
    "shuffled_deck",
    "parse_card",
    "parse_cards",
    "format_cards",
]


class Suit(Enum):
    """The four suits, in the canonical sort order S, H, D, C (§1.1)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self.value]

    @property
    def word(self) -> str:
        """Plural English name: ``"diamonds"`` (the key of :attr:`spoken`)."""
        return self.name.lower()

    @property
    def spoken(self) -> str:
        """The suit as players say it in the language in use: ``"diamonds"``, ``"diamantes"``, ``"ouros"``
        (a display hook: :func:`casino_learn.texts.cards.suit_word`)."""
        from ..texts.cards import suit_word

        return suit_word(self)

    @property
    def order(self) -> int:
        return _SUIT_ORDER[self.value]

    @property
    def is_red(self) -> bool:
        return self.value in "HD"


_SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SUIT_ORDER = {"S": 0, "H": 1, "D": 2, "C": 3}
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

#: Ranks as integers: 1 = ace, 11 = jack, 12 = queen, 13 = king.
RANKS: tuple[int, ...] = tuple(range(1, 14))
_RANK_SYMBOLS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_WORDS = {
    1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
}


def rank_symbol(rank: int) -> str:
    """``1 -> "A"``, ``10 -> "10"``, ``12 -> "Q"``."""
    return _RANK_SYMBOLS.get(rank, str(rank))


class Card:
    """One physical card, such as ``Card.parse("10D")`` (the ten of diamonds).

    ``rank`` is 1 (ace) to 13 (king); ``suit`` a :class:`Suit`. Cards are immutable and
    interned: ``Card(10, Suit.DIAMONDS) is Card.parse("10D")``.
    """

    __slots__ = ("rank", "suit", "index", "code")
    rank: int
    suit: Suit
    index: int
    code: str

    _interned: dict[tuple[int, Suit], "Card"] = {}

    def __new__(cls, rank: int, suit: Suit | str) -> "Card":
        if isinstance(suit, str):
            suit = _suit_from_text(suit, str(suit))
        try:
            return cls._interned[(rank, suit)]
        except KeyError:
            pass
        if not isinstance(rank, int) or not 1 <= rank <= 13:
            raise CardParseError(f"{rank!r}{suit.value}", f"Card rank must be 1 (ace) to 13 (king), not {rank!r}.")
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        # Sort index of §1.1: by rank (A low ... K), then suit S, H, D, C.
        object.__setattr__(card, "index", (rank - 1) * 4 + suit.order)
        object.__setattr__(card, "code", rank_symbol(rank) + suit.value)
        cls._interned[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple:
        return (Card, (self.rank, self.suit.value))

    def __copy__(self) -> "Card":
        return self

    def __deepcopy__(self, memo: dict) -> "Card":
        return self

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read a card written any common way: ``10D``, ``10♦``, ``T♦``, ``td``,
        ``10 of diamonds``, ``ten of diamonds``, ``Ace of Spades``."""
        return parse_card(text)

    # --- descriptions -------------------------------------------------------------
    @property
    def symbol(self) -> str:
        """Rank and suit symbol: ``"10♦"``."""
        return rank_symbol(self.rank) + self.suit.symbol

    @property
    def name(self) -> str:
        """The spoken name in the language in use: ``"10 of diamonds"``, ``"ace of spades"``
        (``"as de picas"``, ``"ás de espadas"``); a display hook: :func:`casino_learn.texts.cards.card_name`."""
        from ..texts.cards import card_name

        return card_name(self)

    @property
    def is_face(self) -> bool:
        """J, Q or K (face cards; in Classic they have no numeric value, R5)."""
        return self.rank >= 11

    @property
    def is_ace(self) -> bool:
        return self.rank == 1

    @property
    def is_spade(self) -> bool:
        return self.suit is Suit.SPADES

    # --- value semantics ------------------------------------------------------------
    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code

    # Cards are interned (one object per card), so identity is equality and the default
    # identity hash is right. Never rely on the iteration order of a set of cards: sort.

    def __lt__(self, other: "Card") -> bool:
        return self.index < other.index

    def __le__(self, other: "Card") -> bool:
        return self.index <= other.index

    def __gt__(self, other: "Card") -> bool:
        return self.index > other.index

    def __ge__(self, other: "Card") -> bool:
        return self.index >= other.index

    def _repr_svg_(self) -> str:
        from ..display.render import card_svg

        return card_svg(self)


# --- parsing ----------------------------------------------------------------------------
_RANK_TEXT: dict[str, int] = {"a": 1, "ace": 1, "t": 10, "j": 11, "jack": 11, "q": 12, "queen": 12, "k": 13, "king": 13}
for _r, _w in _RANK_WORDS.items():
    _RANK_TEXT[_w] = _r
for _r in range(2, 11):
    _RANK_TEXT[str(_r)] = _r

# The notation is English (codes such as 10D, and names such as "ten of diamonds"). What a learner types
# in their own language is read by casino_learn.texts.lexicon, from casino_learn/locale/<lang>/lexicon.json.
_SUIT_TEXT: dict[str, Suit] = {}
for _s in _SUITS:
    _SUIT_TEXT[_s.value.lower()] = _s
    _SUIT_TEXT[_s.symbol] = _s
    _SUIT_TEXT[_s.word] = _s
    _SUIT_TEXT[_s.word[:-1]] = _s  # "diamond"
# The outlined symbols that some keyboards produce.
_SUIT_TEXT.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})

_COMPACT = re.compile(r"^(10|[2-9]|[atjqk])\s*([shdc♠♥♦♣♤♡♢♧])$", re.IGNORECASE)
_WORDS = re.compile(r"^(\w+)\s+(?:of\s+)?(\w+|[♠♥♦♣♤♡♢♧])$", re.IGNORECASE)


def _suit_from_text(text: str, token: str) -> Suit:
    suit = _SUIT_TEXT.get(text.strip().lower())
    if suit is None:
        raise CardParseError(token, code="card.not-a-suit", text=text)
    return suit


def parse_card(text: "str | Card") -> Card:
    """Parse one card token; raise :class:`CardParseError` naming the token if it is not a card."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardParseError(repr(text), code="card.not-text")
    token = text.strip()
    m = _COMPACT.match(token)
    if m:
        return Card(_RANK_TEXT[m.group(1).lower()], _SUIT_TEXT[m.group(2).lower()])
    m = _WORDS.match(token)
    if m:
        rank = _RANK_TEXT.get(m.group(1).lower())
        if rank is None:
            raise CardParseError(token, code="card.not-a-rank-word", word=m.group(1))
        return Card(rank, _suit_from_text(m.group(2), token))
    if not token:
        raise CardParseError(text, code="card.empty")
    # Give a more specific hint where we can.
    if token[-1].lower() in _SUIT_TEXT and token[:-1].strip():
        raise CardParseError(token, code="card.not-a-rank", word=token[:-1])
    return _raise_generic(token)


def _raise_generic(token: str) -> Card:
    raise CardParseError(token)


_RANK_ALTERNATIVES = "|".join(sorted(
    {"ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"},
    key=len, reverse=True,
))
_SUIT_ALTERNATIVES = "|".join(sorted({"spades?", "hearts?", "diamonds?", "clubs?"}, key=len, reverse=True))
_PHRASE = re.compile(
    rf"\b({_RANK_ALTERNATIVES}|10|[2-9]|[atjqk])\s+of\s+({_SUIT_ALTERNATIVES})(?!\w)",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"[\s,;+&]+|\band\b", re.IGNORECASE)


def tokenize_cards(text: str) -> list[str]:
    """Split text in the card notation such as ``"8D 6H+2D, ten of clubs"`` into card tokens (a learner's
    own words: :func:`casino_learn.texts.lexicon.tokenize_cards`)."""
    text = _PHRASE.sub(lambda m: f"{m.group(1)}_of_{m.group(2)}", text)
    return [t.replace("_of_", " of ") for t in _SEPARATORS.split(text) if t and t.strip()]


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Parse several cards separated by spaces, commas or ``+``: ``"8D 6H+2D"``.

    Also accepts an iterable of tokens or cards. Raises :class:`CardParseError` on the
    first bad token, naming it.
    """
    tokens = tokenize_cards(text) if isinstance(text, str) else list(text)
    return [parse_card(t) for t in tokens]


def format_cards(cards: Iterable[Card], symbols: bool = False) -> str:
    """Cards in canonical order as text: ``"2D 6H 8D"`` (or with suit symbols)."""
    return " ".join(c.symbol if symbols else c.code for c in sorted(cards))


def full_deck() -> tuple[Card, ...]:
    """The 52 cards in canonical order (§1.1)."""
    return _DECK


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A freshly shuffled pack. The shuffle comes only from the injected ``rng``,
    so a seed reproduces the deal."""
    cards = list(_DECK)
    rng.shuffle(cards)
    return cards


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards))


def iter_codes(cards: Sequence[Card]) -> Iterator[str]:
    for c in cards:
        yield c.code


_DECK: tuple[Card, ...] = tuple(Card(r, s) for r in RANKS for s in _SUITS)
#: Look-up by canonical code, e.g. ``CARDS_BY_CODE["10D"]``.
CARDS_BY_CODE: dict[str, Card] = {c.code: c for c in _DECK}
