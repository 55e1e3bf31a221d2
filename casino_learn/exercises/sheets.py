"""Answers made of several named parts ("cards: You 27, Opponent 25; points: 7 4"): grading part by
part, so a partly right answer says which parts (and which players) are right, never the right values."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, _
from ..rules.cards import Card
from ..rules.scoring import ITEMS
from ..texts import lexicon
from ..texts.scores import ITEM_NAMES
from .answers import is_none_word, plain
from .core import AnswerError, Result, join_words
from .scoring_answers import Names

__all__ = ["ITEM_KEYS", "item_aliases", "Part", "format_sides", "grade_parts", "item_codes", "item_list", "read_items"]

#: The scoring items a learner may name (how, in each language: the lexicon's group "items").
ITEM_KEYS: tuple[str, ...] = ("cards", "spades", "big_casino", "little_casino", "ace_S", "ace_C", "ace_H", "ace_D", "sweep")


_ITEM_CARDS = {"big_casino": "10D", "little_casino": "2S", "ace_S": "AS", "ace_C": "AC", "ace_H": "AH", "ace_D": "AD"}


def item_aliases() -> dict[str, tuple[str, ...]]:
    """How the learner writes each scoring item (their language, then English, and the card's code where
    their language reads it as that card), without accents."""
    return {key: (*lexicon.words("items." + key),
                  *(lexicon.card_codes([Card.parse(_ITEM_CARDS[key])]) if key in _ITEM_CARDS else ()))
            for key in ITEM_KEYS}


@dataclass(frozen=True)
class Part:
    """One named part of an answer: its key, how it is shown, the right value, and a
    sentence explaining the right value."""

    key: str
    label: str
    expected: Any
    why: str
    shown: str
    #: What to say on a wrong answer without giving the right value away: the rule to
    #: apply, never the result.
    rule: str = ""
    #: How a learner says "nobody" for this part (shown when they said it wrongly).
    none: str = "none"


def format_sides(values: Sequence[Any]) -> str:
    return " ".join("-" if v is None else str(v) for v in values)


def read_items(value: Any) -> frozenset[str]:
    """Scoring items named in words: ``"spades, ace of hearts, sweep"`` or ``"none"``."""
    # Translators: the item words stay as learners may type them (English words are always read).
    expected = _("scoring items such as 'spades, big casino, AH, sweep', or 'none'")
    if isinstance(value, (list, tuple, set, frozenset)):
        value = ", ".join(str(v) for v in value)
    if not isinstance(value, str):
        raise AnswerError(repr(value), expected)
    text = " " + " ".join(plain(value).replace("_", " ").split()) + " "
    found: set[str] = set()
    pairs = sorted(((alias, key) for key, aliases in item_aliases().items() for alias in aliases), key=lambda p: -len(p[0]))
    for alias, key in pairs:
        pattern = r"(?<![\w♠♥♦♣])" + re.escape(alias) + r"(?![\w♠♥♦♣])"
        if re.search(pattern, text):
            found.add(key)
            text = re.sub(pattern, " ", text)
    for key in ITEMS:
        if re.search(r"(?<![\w])" + re.escape(key.lower().replace("_", " ")) + r"(?![\w])", text):
            found.add(key)
    left = [t for t in re.split(r"[\s,;+&]+", text)
            if t and not is_none_word(t) and not lexicon.is_word("fillers.items", t) and not lexicon.is_word("joiners", t)]
    if left:
        # Translators: {token} is what the learner typed, in quotes.
        raise AnswerError(left[0], expected, _("{token} is not a scoring item", token=repr(left[0])))
    return frozenset(found)


_SHORT_CARDS = {"ace_S": "A♠", "ace_C": "A♣", "ace_H": "A♥", "ace_D": "A♦"}


def item_codes(items: Sequence[str] | frozenset[str]) -> str:
    """Items as a learner would type them, in the language in use: ``"spades, A♠, sweep"`` (``"none"``
    if empty); each is read back by :func:`read_items`."""
    def short(key: str) -> str:
        return _SHORT_CARDS.get(key) or lexicon.as_written(lexicon.words("items." + key)[0])

    return ", ".join(short(i) for i in list(ITEMS) + ["sweep"] if i in items) or lexicon.as_written(lexicon.words("none")[0])


def item_list(items: Sequence[str] | frozenset[str]) -> str:
    """The items' names in the language in use: ``"Most spades, Sweep"`` (``"none"`` if empty)."""
    ordered = [i for i in list(ITEMS) + ["sweep"] if i in items]
    return ", ".join(_(ITEM_NAMES[i]) for i in ordered) or _(NONE)


def _side(i: int) -> str:
    # Translators: a scoring side without a name, numbered from 0.
    return _("side {number}", number=i)


def _who(names: Names | None, indices: Sequence[int]) -> str:
    return join_words([names.names[i] if names is not None else _side(i) for i in indices])


#: Learner-facing words of a wrong part (kept here for translators).
WRONG_HEAD = N_("No part is right yet.")
SOME_RIGHT_HEAD = N_("Some of it is right already: see each part below.")
RIGHT_SO_FAR = N_("Already right: {parts}.")
STILL_TO_GIVE = N_("Still to give: {parts}.")
#: "nobody"/"nothing" as a value ("'none' is not right").
NONE = N_("none")


def _element(x: Any, names: Names | None) -> str:
    """A player (by name), a card (by symbol) or a scoring item (by name)."""
    if isinstance(x, int) and not isinstance(x, bool):
        return names.names[x] if names is not None else _side(x)
    if isinstance(x, Card):
        return x.symbol
    return item_list([x])


def _wrong_note(part: Part, given: Any, names: Names | None) -> str:
    """Which bits of a wrong part are wrong, without the right values."""
    want = part.expected
    if isinstance(want, list) and isinstance(given, list) and len(want) == len(given) and len(want) > 1:
        bad = [i for i, (g, w) in enumerate(zip(given, want)) if g != w]
        good = [i for i in range(len(want)) if i not in bad]
        if good:
            # Translators: {part} is a part of the answer (e.g. "points"); {right} and {wrong} name players.
            text = _("{part}: right for {right}, not right for {wrong}.", part=part.label, right=_who(names, good),
                     wrong=_who(names, bad))
        else:
            text = _("{part}: not right for anyone.", part=part.label)
    elif isinstance(want, frozenset) and isinstance(given, frozenset):
        extra = sorted(given - want, key=lambda x: (str(type(x)), str(x)))
        if extra:
            shown = join_words([_element(i, names) for i in extra])
            # Translators: {extra} lists the players, cards or scoring items given that are wrong.
            text = (_("{part}: {extra} should not be there; something is missing too.", part=part.label, extra=shown)
                    if want - given else _("{part}: {extra} should not be there.", part=part.label, extra=shown))
        else:
            text = (_("{part}: something is missing.", part=part.label) if given
                    else _("{part}: '{none}' is not right.", part=part.label, none=_(NONE)))
    elif part.key != "sweep" and (isinstance(want, int) or want is None) and not isinstance(want, bool) \
            and (isinstance(given, int) or given is None) and not isinstance(given, bool):
        # Translators: {none} is how the learner said "nobody"; {value} the player or number they gave.
        text = (_("{part}: '{none}' is not right.", part=part.label, none=_show_none(part.none)) if given is None else
                _("{part}: not {value}.", part=part.label, value=names.names[given] if names is not None else _show(given)))
    else:
        text = _("{part}: '{value}' is not right.", part=part.label, value=_show(given))
    return text + (f" {part.rule}" if part.rule else "")


def _show_none(word: str) -> str:
    """A part's word for "nobody" ("none", "nobody"), in the language in use."""
    if word == "none":
        return _(NONE)
    if word == "nobody":
        return _("nobody")
    return word


def grade_parts(parts: Sequence[Part], given: Mapping[str, Any], required: Sequence[str], done: str,
                names: Names | None = None, notes: Mapping[str, str] | None = None) -> Result:
    """Compare each given part with the right value. Correct when every required part is
    given and every given part is right. A wrong part is named (and, for per-side values,
    which players are wrong and which right) but its right value is never shown: that is left
    to the hints and the solution. ``notes`` replaces the words for a wrong part."""
    by_key = {p.key: p for p in parts}
    notes = notes or {}
    right = [by_key[k].label for k in given if k in by_key and given[k] == by_key[k].expected]
    wrong = [by_key[k] for k in given if k in by_key and given[k] != by_key[k].expected]
    missing = [by_key[k].label for k in required if k not in given]
    details = [notes.get(p.key) or _wrong_note(p, given[p.key], names) for p in wrong]
    if not wrong and not missing:
        return Result(True, False, done)
    if missing:
        details.append(_(STILL_TO_GIVE, parts=join_words(missing)))
    if len(required) == 1 and len(details) == 1:
        return Result(False, False, details[0])
    # A per-side part right for some sides is partly right: "No part is right yet" above "right for You"
    # read as a contradiction (trial 4).
    partly = [p for p in wrong if _some_sides_right(p.expected, given[p.key])]
    head = _(RIGHT_SO_FAR, parts=join_words(right)) if right else _(SOME_RIGHT_HEAD) if partly else _(WRONG_HEAD)
    return Result(False, bool(right or partly), head, details=tuple(details))


def _some_sides_right(want: Any, given: Any) -> bool:
    return (isinstance(want, list) and isinstance(given, list) and len(want) == len(given) > 1
            and any(g == w for g, w in zip(given, want)))


def _show(value: Any) -> str:
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):  # a game result
        status, winner = value
        if status == "winner":
            # Translators: a game result the learner gave, e.g. "winner Opponent".
            return _("winner {name}", name=winner)
        # Translators: game results the learner gave (Royal count-out).
        return _("overtime") if status == "overtime" else _("next deal")
    if isinstance(value, (list, tuple)):
        return format_sides(value)
    if isinstance(value, frozenset):
        return item_list(value)
    if value is None:
        return _(NONE)
    if isinstance(value, bool):
        # Translators: a yes/no answer the learner gave, quoted back.
        return _("yes") if value else _("no")
    return str(value)
