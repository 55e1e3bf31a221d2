"""Who is who in an answer, and reading answers about players and sides.

The learner is always "You". The other players are named as everywhere in the kit
(:mod:`casino_learn.names`): "Opponent" (two players), "Opponent 1" and "Opponent 2" in the order
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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import names as naming
from ..cards import format_cards, full_deck
from ..scoring import ITEM_NAMES, DealScore
from ..state import GameState, rounds_per_deal, sides_count
from ..table import Table
from ..variants import RuleSet
from .answers import NONE_WORDS, TIE_WORDS, parse_number
from .core import AnswerError, count_words, join_words

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

# --- names (learner-facing: a translator finds them here) ------------------------------------------
YOU = naming.YOU
OPPONENT = naming.OPPONENT
PARTNER = naming.PARTNER
OUR_SIDE = naming.team_name(naming.YOU, naming.PARTNER)
THEIR_SIDE = naming.OPPONENTS

_YOU_WORDS = ("you", "me", "i", "myself", "mine", "yours", "your side", "my side")
_OPPONENT_WORDS = ("opponent", "the opponent", "your opponent", "opp", "them", "they", "other", "the other",
                   "other player", "the other player", "him", "her", "opponents")
_FIRST_WORDS = ("opponent 1", "opponent one", "first opponent", "opp 1", "1st opponent", "next player", "next opponent")
_SECOND_WORDS = ("opponent 2", "opponent two", "second opponent", "opp 2", "2nd opponent")
_THIRD_WORDS = ("opponent 3", "opponent three", "third opponent", "opp 3", "3rd opponent")
_LEFT_WORDS = ("left opponent", "left", "the left opponent", "opponent on the left", "opponent on your left",
               "player on the left", "player on your left", "left player")
_RIGHT_WORDS = ("right opponent", "right", "the right opponent", "opponent on the right", "opponent on your right",
                "player on the right", "player on your right", "right player")
_ACROSS_WORDS = ("opponent across", "across", "opposite", "opponent opposite", "the opponent across")
_PARTNER_WORDS = ("partner", "your partner", "my partner")
_OUR_WORDS = ("you and partner", "you and your partner", "you and partner", "you + partner", "you & partner", "you and your team",
              "your partner and you", "me and my partner", "my partner and me", "partner and you", "us", "we", "our side",
              "your side", "your team", "our team", "you", "me", "i")
_THEIR_WORDS = ("opponents", "the opponents", "your opponents", "opponent", "them", "they", "their side", "other side",
                "the other side", "others", "the others")

#: Words that may stand between names and numbers without meaning anything.
_FILLER = {"and", "has", "have", "had", "gets", "get", "got", "scores", "score", "scored", "with", "on", "is", "are", "at",
           "points", "point", "pts", "pt", "cards", "card", "spades", "spade", "sweeps", "sweep", "the", "of", "for", "to",
           "=", "-", "–", "total", "totals", "each", "sides", "side"}


def _norm(text: str) -> list[str]:
    """Lower-case words of ``text``; punctuation that only separates is dropped."""
    text = text.lower().replace("’", "'")
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
        if players == 2:
            return cls((YOU, OPPONENT), (_YOU_WORDS, _OPPONENT_WORDS))
        shown = naming.seat_names(players, viewer=0, partnerships=rules.four_player_partnerships)
        clockwise = rules.display_direction == "clockwise"
        # Seat 1 plays next: on your left when play goes clockwise (Classic), on your right otherwise.
        nxt, last = (_LEFT_WORDS, _RIGHT_WORDS) if clockwise else (_RIGHT_WORDS, _LEFT_WORDS)
        if players == 3:
            return cls(tuple(shown), (_YOU_WORDS, _FIRST_WORDS + nxt, _SECOND_WORDS + last))
        if rules.four_player_partnerships:
            return cls(tuple(shown), (_YOU_WORDS, _FIRST_WORDS + nxt, _PARTNER_WORDS, _SECOND_WORDS + last))
        return cls(tuple(shown), (_YOU_WORDS, _FIRST_WORDS + nxt, _SECOND_WORDS + _ACROSS_WORDS, _THIRD_WORDS + last))

    @classmethod
    def of_sides(cls, rules: RuleSet, players: int) -> Names:
        """One name per scoring side: the seats' names, or the two partnerships."""
        if sides_count(rules, players) == 2 and players == 4:
            return cls((OUR_SIDE, THEIR_SIDE), (_OUR_WORDS, _THEIR_WORDS))
        return cls.of_seats(rules, players)

    def __len__(self) -> int:
        return len(self.names)

    def name(self, index: int | None, none: str = "nobody") -> str:
        return none if index is None else self.names[index]

    def choices(self, none: str | None = None) -> str:
        """``"You or Opponent"`` (``"You, Opponent or nobody"`` with ``none``)."""
        words = list(self.names) + ([none] if none else [])
        return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]

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

    def find(self, text: str) -> int | None:
        """The index named by the whole of ``text``, or None."""
        words = _norm(text)
        hit = self._match(words, 0) if words else None
        return hit[0] if hit is not None and hit[1] == len(words) else None

    # --- readers ---------------------------------------------------------------------------------------
    def example(self, values: Sequence[int]) -> str:
        """How to type one value per side: ``"'You 7, Opponent 4' or '7 4'"``."""
        return f"'{self.labelled(values)}' or '{' '.join(str(v) for v in values)}'"

    def read_values(self, value: Any, what: str, example: Sequence[int]) -> list[int]:
        """One whole number per side: labelled in any order, or plain in the order of the names."""
        expected = f"{what} for {join_words(list(self.names))}, e.g. {self.example(example)}"
        n = len(self.names)
        if isinstance(value, Mapping):
            out: dict[int, int] = {}
            for label, v in value.items():
                index = self.find(str(label))
                if index is None:
                    raise AnswerError(str(label), expected, f"{str(label)!r} is not one of {self.choices()}")
                out[index] = self._number(v, expected)
            return self._complete(out, expected)
        if isinstance(value, (list, tuple)):
            numbers = [self._number(v, expected) for v in value]
            if len(numbers) != n:
                raise AnswerError(" ".join(map(str, numbers)) or "(nothing)", expected,
                                  f"I need {n} numbers, one for each of {join_words(list(self.names))}, but got {len(numbers)}")
            return numbers
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise AnswerError(repr(value), expected)
        if isinstance(value, int):
            raise AnswerError(str(value), expected, f"I need {n} numbers, one for each of {join_words(list(self.names))}")
        words = _norm(value)
        if not words:
            raise AnswerError("", expected, "The answer is empty")
        items: list[tuple[str, int]] = []  # ("name", index) or ("number", value)
        i = 0
        while i < len(words):
            hit = self._match(words, i)
            if hit is not None:
                items.append(("name", hit[0]))
                i += hit[1]
                continue
            pair = parse_number(" ".join(words[i:i + 2])) if i + 1 < len(words) else None
            if pair is not None:
                items.append(("number", pair))
                i += 2
                continue
            single = parse_number(words[i])
            if single is not None:
                items.append(("number", single))
            elif words[i] not in _FILLER:
                raise AnswerError(words[i], expected, f"{words[i]!r} is not a number or one of {self.choices()}")
            i += 1
        names = [x for kind, x in items if kind == "name"]
        numbers = [x for kind, x in items if kind == "number"]
        if not names:
            if len(numbers) != n:
                raise AnswerError(" ".join(map(str, numbers)) or value.strip(), expected,
                                  f"I need {n} numbers, one for each of {join_words(list(self.names))}, but got {len(numbers)}")
            return numbers
        # Labelled: "You 7, Opponent 4" (name first) or "7 You, 4 Opponent" (number first).
        name_first = items[0][0] == "name"
        got: dict[int, int] = {}
        pending: int | None = None
        for kind, x in items:
            if (kind == "name") == name_first:
                if pending is not None:
                    raise AnswerError(value.strip(), expected, "Each name needs one number next to it")
                pending = x
                continue
            if pending is None:
                raise AnswerError(value.strip(), expected, "Each name needs one number next to it")
            index = pending if name_first else x
            number = x if name_first else pending
            if index in got:
                raise AnswerError(self.names[index], expected, f"{self.names[index]} is given twice")
            got[index] = number
            pending = None
        if pending is not None:
            raise AnswerError(value.strip(), expected, "Each name needs one number next to it")
        return self._complete(got, expected)

    def _number(self, value: Any, expected: str) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        number = parse_number(str(value)) if isinstance(value, str) else None
        if number is None:
            raise AnswerError(str(value), expected, f"{str(value)!r} is not a number")
        return number

    def _complete(self, got: Mapping[int, int], expected: str) -> list[int]:
        missing = [self.names[i] for i in range(len(self.names)) if i not in got]
        if missing:
            raise AnswerError(", ".join(f"{self.names[i]} {v}" for i, v in sorted(got.items())) or "(nothing)", expected,
                              f"Give a number for {join_words(missing)} too")
        return [got[i] for i in range(len(self.names))]

    def read_one(self, value: Any, what: str) -> int | None:
        """One player or side by name, or None for nobody (a tie)."""
        expected = f"{what}: {self.choices('none')} (nobody, for a tie)"
        if value is None:
            return None
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected, f"Say who by name: {self.choices('none')}")
        words = [w for w in _norm(value) if w not in ("has", "have", "gets", "got", "wins", "won", "win", "it", "the", "it's")]
        if not words:
            raise AnswerError(value.strip(), expected, "The answer is empty" if not value.strip() else f"Say who: {self.choices('none')}")
        text = " ".join(words)
        if text in NONE_WORDS or text in TIE_WORDS or text in ("no one", "noone", "nobody"):
            return None
        index = self.find(text)
        if index is None:
            raise AnswerError(value.strip(), expected, f"{value.strip()!r} is not one of {self.choices('none')}")
        return index

    def read_sequence(self, value: Any, count: int, what: str, example: str) -> list[int | None]:
        """``count`` names in order, 'none' for nobody: ``"You, Opponent, none, You"``."""
        expected = f"{what}, e.g. '{example}'"
        if isinstance(value, (list, tuple)):
            value = ", ".join("none" if v is None else str(v) for v in value)
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected)
        words = _norm(value)
        out: list[int | None] = []
        i = 0
        while i < len(words):
            hit = self._match(words, i)
            if hit is not None:
                out.append(hit[0])
                i += hit[1]
                continue
            if words[i] in NONE_WORDS or words[i] in TIE_WORDS or words[i] in ("nobody", "noone"):
                out.append(None)
            elif words[i] == "no" and i + 1 < len(words) and words[i + 1] == "one":
                out.append(None)
                i += 1
            elif words[i] not in ("and", "the"):
                raise AnswerError(words[i], expected, f"{words[i]!r} is not one of {self.choices('none')}")
            i += 1
        if len(out) != count:
            raise AnswerError(value.strip() or "(nothing)", expected, f"I need {count} names (or 'none'), but got {len(out)}")
        return out

    def read_many(self, value: Any, what: str) -> frozenset[int]:
        """Several players or sides by name (``"You and Opponent"``, ``"both"``), or none."""
        expected = f"{what}: {self.choices('none')}, or 'both'"
        if isinstance(value, (list, tuple, set, frozenset)):
            value = ", ".join(str(v) for v in value)
        if not isinstance(value, str):
            raise AnswerError(repr(value), expected)
        words = _norm(value)
        if not words:
            raise AnswerError("", expected, "The answer is empty")
        if " ".join(words) in ("both", "all", "everyone", "both sides", "both of us", "all of them"):
            return frozenset(range(len(self.names)))
        found: set[int] = set()
        i = 0
        while i < len(words):
            hit = self._match(words, i)
            if hit is not None:
                found.add(hit[0])
                i += hit[1]
                continue
            if words[i] not in NONE_WORDS and words[i] not in ("and", "go", "goes", "out", "no", "one", "nobody"):
                raise AnswerError(words[i], expected, f"{words[i]!r} is not one of {self.choices('none')}")
            i += 1
        return frozenset(found)


def seat_name(state: GameState, seat: int) -> str:
    """The name of ``seat`` as the player to move (always "You") sees it: "you" in a sentence,
    else "Opponent", "Partner", "Opponent 1"... (:mod:`casino_learn.names`)."""
    relative = (seat - state.to_move) % state.players
    return "you" if relative == 0 else Names.of_seats(state.rules, state.players).names[relative]


def table_words(state: GameState) -> str:
    """The table in words, each build's owner named from the learner's seat (no seat numbers)."""
    from .scenes import cards_text

    lines = [f"Table: {cards_text(state.table.loose)}" if state.table.loose else "Table: no loose cards"]
    for b in state.table.builds:
        groups = ", ".join("+".join(c.symbol for c in g) for g in b.groups)
        lines.append(f"  {b.id}: {b.shape} build of {b.value} ({groups}), owned by {seat_name(state, b.owner)}")
    return "\n".join(lines)


# --- labelled parts: "cards: 27 25; points: You 7, Opponent 4" ---------------------------------------------
FieldReader = Callable[[Any], Any]


def parse_labelled(answer: Any, fields: Mapping[str, tuple[tuple[str, ...], FieldReader]], expected: str,
                   default: str | None, names: Names) -> dict[str, Any]:
    """Parts separated by ';' or new lines, each ``label: value`` (the label may also be
    followed by just a space). One unlabelled part goes to ``default``; a part that starts with a
    player's name ("You: 7, Opponent: 4") is a value, not a label."""
    def key_of(label: str) -> str | None:
        norm = " ".join(label.lower().replace("_", " ").split())
        for key, (aliases, _) in fields.items():
            if norm == key.replace("_", " ").lower() or norm in aliases:
                return key
        return None

    def asked() -> str:
        return ", ".join(aliases[0] if aliases else k.replace("_", " ") for k, (aliases, _) in fields.items())

    out: dict[str, Any] = {}

    def put(key: str, value: Any, shown: str) -> None:
        if key in out:
            raise AnswerError(shown, expected, f"{shown!r} is given twice")
        out[key] = fields[key][1](value)

    if isinstance(answer, Mapping):
        for label, given in answer.items():
            named = key_of(str(label))
            if named is None:
                raise AnswerError(str(label), expected, f"{str(label)!r} is not one of the things asked for ({asked()})")
            put(named, given, str(label))
        if not out:
            raise AnswerError("", expected, "The answer is empty")
        return out
    if not isinstance(answer, str):
        raise AnswerError(repr(answer), expected, f"I cannot use {answer!r} as an answer here")
    def starts_with_label(piece: str) -> bool:
        head = re.split(r"[:=]", piece, maxsplit=1)[0] if re.search(r"[:=]", piece) else ""
        words = piece.split()
        return (bool(head) and key_of(head) is not None) or any(
            key_of(" ".join(words[:size])) is not None for size in range(min(4, len(words) - 1), 0, -1))

    parts = []
    for chunk in (p.strip() for p in re.split(r"[;\n]+", answer) if p.strip()):
        # "cards 31 21, spades 5 8, points 8 3": a comma before a label starts a new part
        # (a comma inside a part, as in "You 7, Opponent 4", does not).
        pieces = [x.strip() for x in chunk.split(",")]
        merged: list[str] = []
        for piece in pieces:
            if merged and not starts_with_label(piece):
                merged[-1] += ", " + piece
            else:
                merged.append(piece)
        parts += [m for m in merged if m]
    if not parts:
        raise AnswerError("", expected, "The answer is empty")
    for part in parts:
        key: str | None = None
        value = part
        if re.search(r"[:=]", part):
            label, rest = re.split(r"[:=]", part, maxsplit=1)
            key = key_of(label)
            if key is not None:
                value = rest
            elif names.find(label) is None and not (default is not None and len(parts) == 1):
                raise AnswerError(label.strip(), expected, f"{label.strip()!r} is not one of the things asked for ({asked()})")
        if key is None:  # "points You 7, Opponent 4": a label followed by a space
            words = part.split()
            for size in range(min(4, len(words) - 1), 0, -1):
                found = key_of(" ".join(words[:size]))
                if found is not None:
                    key, value = found, " ".join(words[size:])
                    break
        if key is None:
            if default is None or len(parts) != 1:
                raise AnswerError(part, expected, f"{part!r} has no label; write it like '{expected_label_example(fields)}'")
            key = default
        if not str(value).strip():
            raise AnswerError(part, expected, f"{part!r} has no value")
        put(key, str(value).strip(), part)
    return out


def expected_label_example(fields: Mapping[str, tuple[tuple[str, ...], FieldReader]]) -> str:
    first = next(iter(fields))
    return f"{fields[first][0][0] if fields[first][0] else first}: ..."


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
    for _ in range(spread):
        a, b = rng.sample(range(sides), 2)
        base[a] += 1
        base[b] -= 1
    return base


def piles_text(state: GameState, names: Names) -> str:
    """One line per side: who took how many cards (and sweeps), and the cards."""
    lines = []
    for side, pile in enumerate(state.piles):
        sweep = f", {count_words(state.sweeps[side], 'sweep')}" if state.rules.sweeps_enabled else ""
        lines.append(f"{names.names[side]} took {len(pile)} cards{sweep}: {format_cards(pile, symbols=True)}")
    return "\n".join(lines)


def points_why(score: DealScore, side: int, names: Names, total: bool = True) -> str:
    """``"You: 3 (Most cards) + 2 (Big Casino (10♦)) = 5"`` (without the total: the items only)."""
    bits = [f"{a.points} ({ITEM_NAMES[a.item]})" for a in score.awards if a.side == side and a.points]
    if score.net_sweeps[side] and score.rules.sweeps_enabled:
        bits.append(f"{score.net_sweeps[side]} (sweeps)")
    text = f"{names.names[side]}: " + (" + ".join(bits) or "0")
    return text + (f" = {score.deal_points[side]}" if total and bits else "")
