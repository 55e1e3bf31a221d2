"""Answers made of several named parts ("cards: 27 25; points: 7 4"): reading the values of
each part and grading part by part, so a partly right answer says which parts were right."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..scoring import ITEM_NAMES, ITEMS
from .answers import NONE_WORDS, parse_int_list
from .core import AnswerError, Result, join_words

__all__ = ["ITEM_ALIASES", "Part", "format_sides", "grade_parts", "item_codes", "item_list", "read_items", "read_side", "read_sides"]

#: How learners write the scoring items (lower case).
ITEM_ALIASES: dict[str, tuple[str, ...]] = {
    "cards": ("cards", "most cards", "card"),
    "spades": ("spades", "most spades", "spade"),
    "big_casino": ("big casino", "big", "10d", "10♦", "td", "ten of diamonds"),
    "little_casino": ("little casino", "little", "2s", "2♠", "two of spades"),
    "ace_S": ("ace of spades", "as", "a♠", "ace s"),
    "ace_C": ("ace of clubs", "ac", "a♣", "ace c"),
    "ace_H": ("ace of hearts", "ah", "a♥", "ace h"),
    "ace_D": ("ace of diamonds", "ad", "a♦", "ace d"),
    "sweep": ("sweep", "sweeps"),
}


@dataclass(frozen=True)
class Part:
    """One named part of an answer: its key, how it is shown, the right value, and a
    sentence explaining the right value."""

    key: str
    label: str
    expected: Any
    why: str
    shown: str
    #: What to say on a wrong answer without giving the right value away (used by
    #: ``grade_parts(..., reveal=False)``): the rule to apply, never the result.
    rule: str = ""


def format_sides(values: Sequence[Any]) -> str:
    return " ".join("-" if v is None else str(v) for v in values)


def read_side(sides: int) -> Callable[[Any], int | None]:
    """A side number or 'none' (a tie: nobody)."""
    expected = f"a side number from 0 to {sides - 1}, or 'none' for a tie"

    def read(value: Any) -> int | None:
        got = parse_int_list(value, expected, count=1, none_ok=True)[0]
        if got is not None and not 0 <= got < sides:
            raise AnswerError(str(got), expected, f"There is no side {got}")
        return got

    return read


def read_sides(sides: int, what: str, none_ok: bool = False) -> Callable[[Any], list[Any]]:
    """One value per side, in side order: ``"27 25"``."""
    expected = f"{sides} {what}, one per side in order (side 0 first), e.g. '{format_sides(range(sides, 0, -1))}'"

    def read(value: Any) -> list[Any]:
        return parse_int_list(value, expected, count=sides, none_ok=none_ok)

    return read


def read_items(value: Any) -> frozenset[str]:
    """Scoring items named in words: ``"spades, ace of hearts, sweep"`` or ``"none"``."""
    expected = "scoring items such as 'spades, big casino, AH, sweep', or 'none'"
    if isinstance(value, (list, tuple, set, frozenset)):
        value = ", ".join(str(v) for v in value)
    if not isinstance(value, str):
        raise AnswerError(repr(value), expected)
    text = " " + " ".join(value.lower().replace("_", " ").split()) + " "
    found: set[str] = set()
    pairs = sorted(((alias, key) for key, aliases in ITEM_ALIASES.items() for alias in aliases), key=lambda p: -len(p[0]))
    for alias, key in pairs:
        pattern = r"(?<![\w♠♥♦♣])" + re.escape(alias) + r"(?![\w♠♥♦♣])"
        if re.search(pattern, text):
            found.add(key)
            text = re.sub(pattern, " ", text)
    for key in ITEMS:
        if re.search(r"(?<![\w])" + re.escape(key.lower().replace("_", " ")) + r"(?![\w])", text):
            found.add(key)
    left = [t for t in re.split(r"[\s,;+&]+", text) if t and t not in NONE_WORDS and t not in ("and", "lost", "the", "for", "side", "of")]
    if left:
        raise AnswerError(left[0], expected, f"{left[0]!r} is not a scoring item")
    return frozenset(found)


_SHORT = {"cards": "cards", "spades": "spades", "big_casino": "big casino", "little_casino": "little casino",
          "ace_S": "AS", "ace_C": "AC", "ace_H": "AH", "ace_D": "AD", "sweep": "sweep"}


def item_codes(items: Sequence[str] | frozenset[str]) -> str:
    """Items as a learner would type them: ``"spades, AS, sweep"`` (``"none"`` if empty)."""
    return ", ".join(_SHORT[i] for i in list(ITEMS) + ["sweep"] if i in items) or "none"


def item_list(items: Sequence[str] | frozenset[str]) -> str:
    ordered = [i for i in list(ITEMS) + ["sweep"] if i in items]
    return ", ".join(ITEM_NAMES[i] for i in ordered) or "none"


def _sides(indices: Sequence[int]) -> str:
    return ("side " if len(indices) == 1 else "sides ") + join_words([str(i) for i in indices])


def _wrong_note(part: Part, given: Any) -> str:
    """Which bits of a wrong part are wrong, without the right values."""
    want = part.expected
    if isinstance(want, list) and isinstance(given, list) and len(want) == len(given) and len(want) > 1:
        bad = [i for i, (g, w) in enumerate(zip(given, want)) if g != w]
        good = [i for i in range(len(want)) if i not in bad]
        label = part.label.lower()
        text = f"{part.label}: the {label} for {_sides(bad)} " + ("is" if len(bad) == 1 else "are") + " not right"
        if good:
            text += f"; {_sides(good)} " + ("is" if len(good) == 1 else "are") + " right"
        text += "."
    else:
        text = f"{part.label}: {_show(given)} is not right."
    return text + (f" {part.rule}" if part.rule else "")


def grade_parts(parts: Sequence[Part], given: Mapping[str, Any], required: Sequence[str], done: str,
                reveal: bool = True) -> Result:
    """Compare each given part with the right value. Correct when every required part is
    given and every given part is right. With ``reveal=False`` a wrong part is named (and,
    for per-side values, which sides are wrong) but its right value is not shown: that is
    left to the hints and the solution."""
    by_key = {p.key: p for p in parts}
    right = [by_key[k].label for k in given if k in by_key and given[k] == by_key[k].expected]
    wrong = [by_key[k] for k in given if k in by_key and given[k] != by_key[k].expected]
    missing = [by_key[k].label for k in required if k not in given]
    if reveal:
        details = [f"{p.label}: not {_show(given[p.key])}. {p.why}" for p in wrong]
    else:
        details = [_wrong_note(p, given[p.key]) for p in wrong]
    if not wrong and not missing:
        return Result(True, False, done)
    if missing:
        details.append(f"Still to give: {join_words(missing)}.")
    head = f"Right so far: {join_words(right)}." if right else "Not quite."
    return Result(False, bool(right), head, details=tuple(details))


def _show(value: Any) -> str:
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):  # a game result
        status, winner = value
        return {"winner": f"winner {winner}", "overtime": "overtime"}.get(status, "next deal")
    if isinstance(value, (list, tuple)):
        return format_sides(value)
    if isinstance(value, frozenset):
        return item_list(value)
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
