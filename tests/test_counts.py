"""Every count goes through ``ngettext`` (issue 21, item 3).

A message that puts a number beside a countable noun ("{n} cards") must be a plural message:
English says "1 card", Spanish "1 carta", and Croatian or Romanian (three forms) need the language's
own rule to choose. This scanner reads the template ``casino_learn/locale/casino_learn.pot`` and
fails on every such message marked with ``_()`` / ``N_()``, and on a plural message where a noun
stands after any number but the one ``ngettext`` chooses the form by (``{n}``, or ``{number}``): that
noun keeps one form, or follows the wrong number ("{n} of {total} file could not be read").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Message
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "casino_learn" / "locale" / "casino_learn.pot"

#: Countable nouns in their plural form (a count beside the singular form is caught too).
NOUNS = (
    "cards", "points", "spades", "sweeps", "deals", "stars", "tasks", "minutes", "seconds", "hours",
    "days", "games", "matches", "exercises", "hints", "tries", "attempts", "students", "aces", "moves",
    "rounds", "players", "builds", "hands", "pairs", "questions", "answers", "lessons", "stages",
    "worksheets", "items", "captures", "mistakes", "errors", "turns", "times", "steps", "seats",
    "teams", "classes", "sessions", "positions", "ways", "values", "characters", "letters", "digits", "misses",
    "groups", "sets", "piles", "tricks", "cells", "files", "folders", "pages", "codes",
)
#: Words that may stand between the number and its noun ("{n} table cards", "{points} more points").
MODIFIERS = ("table", "sweep", "loose", "more", "fewer", "wrong", "right", "correct", "other", "whole", "extra", "new",
             "separate", "different", "face-down", "face-up")
#: Placeholders that hold a word, not a number ("{card} captures", "{name} deals", "{name} plays"):
#: "captures", "deals", "moves", "plays" are verbs after them.
TEXT_PLACEHOLDERS = frozenset({"card", "capturer", "name", "dealer", "player", "build", "first", "First", "second",
                               "variant", "levels"})
#: The placeholders of a plural message that hold the number its form is chosen by.
PLURAL_COUNTS = frozenset({"n", "number"})



def _singular(plural: str) -> str:
    if plural in ("matches", "classes", "misses"):
        return plural[:-2]
    if plural == "tries":
        return "try"
    return plural[:-1]


_NOUN_WORDS = sorted({word for plural in NOUNS for word in (plural, _singular(plural))}, key=len, reverse=True)
COUNT_BEFORE_NOUN = re.compile(
    # "{n} cards", "{n} table cards", "{games} {variant} matches" (a word placeholder between them)
    r"\{(?P<field>\w+)\} (?:(?:%s|\{\w+\}) )?(?P<noun>%s)\b" % ("|".join(MODIFIERS), "|".join(_NOUN_WORDS))
)

#: Messages where the number is never 1 by construction AND no language can need another form.
#: Each entry says why; prefer converting the message to ``ngettext``.
ALLOWED: dict[str, str] = {}

#: Placeholders that hold a measure with a decimal (an average, a margin, a score: "6.1", "+1.5"), not a
#: count: gettext chooses a plural form by a whole number only, so these are out of ngettext's reach.
#: (In Croatian "6,1 bod" takes the singular; the remedy is wording that keeps the noun away from the
#: number, or CLDR plural rules at run time.) Keyed by message, each with its placeholder and where.
MEASURES: dict[str, str] = {
    # the lab's comparison of two levels (lesson/lab.py): points is an average with one decimal
    "{First} against {second}: {first} scores {points} more points per deal (95% interval {low} to {high}) "
    "and wins {n} deals to {lost}.": "points",
    "{First} against {second}: {first} scores {points} fewer points per deal (95% interval {low} to {high}) "
    "and wins {n} deals to {lost}.": "points",
    # the teacher's page (classroom/teacher.py): COURSE_HELP_STARS is 1.5
    "In the course notebooks, a student also needs help with an average under {stars} stars over at least {n} tasks.":
        "stars",
    # the coach's details (exercises/evaluation.py): a move's value, signed with one decimal
    "{move}: {value} points ({parts})": "value",
}


def counts_beside_nouns(text: str, measure: str | None = None) -> list[tuple[str, str]]:
    """Each ``(placeholder, noun)`` of ``text`` where a number placeholder stands before a noun
    (``measure``: a placeholder that holds a decimal measure, see :data:`MEASURES`)."""
    return [
        (found["field"], found["noun"])
        for found in COUNT_BEFORE_NOUN.finditer(text)
        if found["field"] not in TEXT_PLACEHOLDERS and found["field"] != measure
    ]


def offending_messages() -> list[str]:
    """Every message of the template that puts a count beside a noun without ``ngettext``."""
    with TEMPLATE.open("rb") as handle:
        return offending_messages_in(read_po(handle))


def offending_messages_in(catalog: Iterable[Message | str | tuple[str, str]]) -> list[str]:
    """The messages of ``catalog`` (or texts: a tuple is a plural message) that break the rule."""
    out: list[str] = []
    for message in catalog:
        if not isinstance(message, Message):
            message = Message(message)
        if not message.id:
            continue
        where = ", ".join(sorted({path for path, _ in message.locations}))
        if isinstance(message.id, tuple):
            plural = message.id[1]
            # A noun after another number than the message's own does not follow that number.
            other = [pair for text in message.id for pair in counts_beside_nouns(text, MEASURES.get(plural))
                     if pair[0] not in PLURAL_COUNTS]
            if other:
                out.append(f"{plural!r} ({where}): {other} do not follow the plural message's count")
        elif message.id not in ALLOWED and counts_beside_nouns(message.id, MEASURES.get(message.id)):
            out.append(f"{message.id!r} ({where}): {counts_beside_nouns(message.id, MEASURES.get(message.id))} needs ngettext")
    return out


def test_the_scanner_finds_a_count_beside_a_noun() -> None:
    assert counts_beside_nouns("You hold {n} cards") == [("n", "cards")]
    assert counts_beside_nouns("{n} of {total} students") == [("total", "students")]
    assert counts_beside_nouns("Play {card} and take {groups}: {n} table cards.") == [("n", "cards")]
    assert counts_beside_nouns("{percent}% · {attempts} tries") == [("attempts", "tries")]
    assert counts_beside_nouns("{name} deals") == []
    assert counts_beside_nouns("{card} captures {value}") == []
    assert counts_beside_nouns("{name} holds {hand}") == []
    assert counts_beside_nouns("{games} {variant} matches, {players} players") == [("games", "matches"), ("players", "players")]
    assert counts_beside_nouns("{n} {variant} matches, {players}") == [("n", "matches")]


def test_a_plural_message_may_put_a_noun_only_after_its_own_count() -> None:
    assert offending_messages_in([("{n} card", "{n} cards")]) == []
    assert len(offending_messages_in([("{n} of {total} file could not be read", "{n} of {total} files could not be read")])) == 1
    assert len(offending_messages_in([("{n} answer for {cards} cards", "{n} answers for {cards} cards")])) == 1
    assert len(offending_messages_in(["You hold {n} cards"])) == 1


def test_every_count_beside_a_noun_is_a_plural_message() -> None:
    found = offending_messages()
    assert found == [], f"{len(found)} messages put a count beside a noun without ngettext:\n" + "\n".join(found)


def test_the_allow_list_names_only_messages_that_still_exist() -> None:
    with TEMPLATE.open("rb") as handle:
        catalog = read_po(handle)
    held = {message.id for message in catalog if isinstance(message.id, str)}
    held |= {form for message in catalog if isinstance(message.id, tuple) for form in message.id}
    assert set(ALLOWED) <= held
    assert set(MEASURES) <= held
