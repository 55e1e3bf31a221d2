"""Shared grammar for sentences built from a list, in the language in use (issue 16).

A message is always written whole with named placeholders (:mod:`casino_learn.i18n`); only a
list of items is joined here, because "A, B and C" is "A, B y C" in Spanish and "A, B e C" in
Portuguese. Standard library only (the rules core uses it).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from ..i18n import _, get_language

__all__ = ["after_colon", "join_and", "join_or", "sentence_case"]

#: A sentence starts the text or follows . ! or ?, except the period of a number opening the text: an
#: ordinal ("2. krug od 6", Croatian's "2nd round of 6") goes on the same sentence.
_SENTENCE_START = re.compile(r"(^|(?<!^\d)(?<!^\d\d)[.!?]\s+)(\w)")


def _is_a_pair(part: str) -> bool:
    """Whether ``part`` is itself two items joined by "and" in the language in use ("You and Partner",
    "Tú y tu compañero", Korean's "나와 파트너", where "and" is a particle on the first word)."""
    return " " in part and _is_a_pair_in(part, get_language())


@lru_cache(maxsize=4096)
def _is_a_pair_in(part: str, code: str) -> bool:  # noqa: ARG001 - the language is part of the cache key
    for space in (i for i, ch in enumerate(part) if ch == " "):
        left, right = part[:space], part[space + 1:]
        for cut in range(1, len(left) + 1):
            if _("{items} and {last}", items=left[:cut], last=right) == part:
                return True
    return False


def join_and(parts: Sequence[str]) -> str:
    """``["A"]`` → ``"A"``; ``["A", "B", "C"]`` → ``"A, B and C"`` (``"A, B y C"``, ``"A, B e C"``).
    Items that hold the joining word themselves (sides such as "You and Partner") are set apart with
    semicolons, "You and Partner; Opponents", never "You and Partner and Opponents"."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    # Translators: the last two items of a list, e.g. "8♦, 6♥ and 2♦".
    if any(_is_a_pair(part) for part in parts):
        return "; ".join(parts)
    return _("{items} and {last}", items=", ".join(parts[:-1]), last=parts[-1])


def join_or(parts: Sequence[str]) -> str:
    """``["A", "B", "C"]`` → ``"A, B or C"`` (``"A, B o C"``, ``"A, B ou C"``)."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    # Translators: the last two choices of a list, e.g. "an 8, a 9 or a 10".
    return _("{items} or {last}", items=", ".join(parts[:-1]), last=parts[-1])


def sentence_case(text: str) -> str:
    """Each sentence starts with a capital: a clause such as "tú juegas" (lower case, since it
    sits inside sentences in Spanish) may open one. English is unchanged ("You play"). Every alphabet
    with capitals is covered (č → Č, ș → Ș, ă → Ă); one without (hangul) is left as it is."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + (m.group(2).upper() if m.group(2).islower() else m.group(2)), text)


def after_colon(text: str) -> str:
    """A sentence set after a colon ("A is not allowed: after playing …"): its first letter in lower
    case when it opens a plain word ("After" → "after", "You" → "you", "A trail" → "a trail"), left as
    it is for a name or a code ("B1 …", "K♥ …", "A♥ …", "I") and in alphabets without capitals
    (trials 5 and 7: "…: After playing", "Trail: A trail …")."""
    word = text.split(" ", 1)[0]
    plain = word.isalpha() and word[:1].isupper() and (word[1:].islower() if len(word) > 1 else word != "I")
    return text[0].lower() + text[1:] if plain else text
