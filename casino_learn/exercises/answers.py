"""Reading learners' answers: typed text (cards in any notation, rule numbers, letters,
numbers, yes/no, labelled fields) or structured click data. Every reader raises
:class:`~.core.AnswerError` naming the bad token and what was expected."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..i18n import N_, _, ngettext
from ..rules.cards import Card
from ..rules.errors import CardParseError, MoveParseError
from ..rules.moves import Move
from ..rules.table import Table
from ..texts import lexicon
from .core import AnswerError

__all__ = [
    "is_joiner",
    "is_none_word",
    "is_tie_word",
    "plain",
    "parse_choices",
    "parse_fields",
    "parse_int_list",
    "parse_items",
    "parse_move",
    "parse_number",
    "parse_rules",
    "parse_yes_no",
    "split_tokens",
]

# The words a learner may type live in one lexicon per language (casino_learn/locale/<lang>/lexicon.json),
# read by casino_learn.texts.lexicon: the learner's language first, then English words it does not use
# for anything else; compared without accents ("si" is "sí", "nao" is "não").
plain = lexicon.plain


def is_none_word(token: str) -> bool:
    """True for 'none', 'nobody', 'tie', 'nadie', 'nada.', 'ninguém'... in the learner's language."""
    return lexicon.is_word("none", token) or lexicon.is_word("tie", token)


def is_tie_word(token: str) -> bool:
    """True for 'tie', 'draw', 'empate'... in the learner's language."""
    return lexicon.is_word("tie", token)


def is_joiner(token: str) -> bool:
    """True for words that join choices or numbers and mean nothing by themselves ("y", "ou", "and", "o")."""
    return lexicon.is_word("joiners", token)


_BUILD_ID = re.compile(r"^b\d+$", re.IGNORECASE)
_RULE = re.compile(r"^r(\d{1,2})$", re.IGNORECASE)
_SPLIT = re.compile(r"[\s,;+&/|]+")
CHOICE_WORDS = "ABCDEFGHIJ"


def split_tokens(text: str) -> list[str]:
    """Words of an answer; card phrases such as 'ten of diamonds' stay one token. A capital ``E``
    standing alone is the choice letter E (the card reader takes a lone "e" as Portuguese "and")."""
    text = _LONE_E.sub(_E_MARK, text.replace(";", " ").replace("|", " "))
    return [t.replace(_E_MARK, "E") for t in lexicon.tokenize_cards(text) if t.strip()]


_LONE_E = re.compile(r"(?<![\w♠♥♦♣])E(?![\w♠♥♦♣])")
_E_MARK = "\ue000"


def _text(answer: Any, expected: str) -> str:
    if not isinstance(answer, str):
        raise AnswerError(repr(answer), expected, cannot_use(answer))
    if not answer.strip():
        raise AnswerError("", expected, empty_answer())
    return answer


def cannot_use(answer: Any) -> str:
    """The problem for click data of the wrong shape."""
    # Translators: {answer} is what the page sent as an answer, e.g. [1, 2].
    return _("I cannot use {answer} as an answer here", answer=repr(answer))


def empty_answer() -> str:
    return _("The answer is empty")


# --- cards and table items ----------------------------------------------------------------------
# Translators: {one} is a table card as typed (e.g. 8D), {other} another as shown (e.g. 6♥).
ITEMS_EXPECTED = N_("table cards such as {one} or {other}, separated by spaces, commas or +")
# Translators: as above; {build} is a build's name on the table, e.g. B1.
ITEMS_AND_BUILDS_EXPECTED = N_("table cards such as {one} or {other} and build ids such as {build}, "
                               "separated by spaces, commas or +")


def items_expected(table: Table | None) -> str:
    """What a list of table items looks like, with this table's own cards as examples; build ids
    only when the table has a build (trial 7: lesson 02, which has none, spoke of "build ids")."""
    if table is None:
        return _(ITEMS_AND_BUILDS_EXPECTED, one="8D", other="6♥", build="B1")
    cards = table.loose or table.cards or (Card.parse("8D"), Card.parse("6H"))
    one, other = cards[0], cards[-1]
    if table.builds:
        return _(ITEMS_AND_BUILDS_EXPECTED, one=one.code, other=other.symbol, build=table.builds[0].id)
    return _(ITEMS_EXPECTED, one=one.code, other=other.symbol)


def parse_items(answer: Any, played: Card | None = None,
                table: Table | None = None) -> tuple[frozenset[Card], frozenset[str]]:
    """Loose cards and build ids named by the learner: ``"8D 6H+2D B1"``, a list of cards or
    ids, or a capture :class:`Move` (its table items). ``table``, when given, supplies the examples
    of a message about an answer that cannot be read."""
    if isinstance(answer, Move):
        return frozenset(answer.loose), frozenset(answer.builds)
    items = read_items(answer, played, table)
    loose = frozenset(item for item in items if isinstance(item, Card))
    builds = frozenset(item for item in items if isinstance(item, str))
    if not loose and not builds:
        with_builds = table is None or bool(table.builds)
        raise AnswerError("", items_expected(table), _("No cards or builds were named") if with_builds
                          else _("No cards were named"))
    return loose, builds


def read_items(answer: Any, played: Card | None = None, table: Table | None = None) -> list[Card | str]:
    """The cards and build ids of an answer in the order written, one entry per mention (a card
    written twice is there twice: ``find_captures`` says so); see :func:`parse_items`."""
    if isinstance(answer, Move):
        return [*answer.loose, *sorted(answer.builds)]
    expected = items_expected(table)
    with_builds = table is None or bool(table.builds)
    if isinstance(answer, str):
        tokens: list[Any] = split_tokens(_text(answer, expected))
        if tokens and played is not None and lexicon.is_word("capture", tokens[0]):
            tokens = tokens[1:]
        tokens = [t for t in tokens if not is_joiner(t)]
    elif isinstance(answer, Iterable):
        tokens = list(answer)
    else:
        raise AnswerError(repr(answer), expected)
    items: list[Card | str] = []
    for t in tokens:
        if isinstance(t, Card):
            items.append(t)
            continue
        if not isinstance(t, str):
            raise AnswerError(repr(t), expected)
        word = t.strip()
        if _BUILD_ID.match(word):
            items.append(word.upper())
            continue
        try:
            items.append(lexicon.read_card(word))
        except lexicon.AmbiguousCard as e:
            raise AnswerError(e.token, expected, str(e)) from None
        except CardParseError as e:
            # Translators: {word} is what the learner typed, in quotes.
            problem = (_("{word} is not a card or a build id", word=repr(word)) if with_builds
                       else _("{word} is not a card", word=repr(word)))
            raise AnswerError(e.token, expected, problem) from None
    return items


def parse_move(answer: Any) -> Move:
    """A move in text notation (``"8H capture 8D 6H+2D"``) or a :class:`Move`."""
    if isinstance(answer, Move):
        return answer
    # Translators: the move notation stays in English (trail, capture, build).
    expected = _("a move such as '9D trail', '8H capture 8D 6H 2D' or '3C build 8 5S B1'")
    text = _text(answer, expected)
    try:
        return Move.parse(text)
    except MoveParseError as e:
        # Translators: {move} is the move the learner typed, in quotes; {problem} says what is wrong with it.
        raise AnswerError(text, expected, _("I could not read the move {move}: {problem}", move=repr(text),
                                            problem=e.problem)) from None


# --- choices, rules, yes/no, numbers -----------------------------------------------------------------
def _choice_index(token: str, n: int) -> int | None:
    t = token.strip().rstrip(")").rstrip(".").upper()
    if len(t) == 1 and t in CHOICE_WORDS[:n]:
        return CHOICE_WORDS.index(t)
    if t.isdigit() and 1 <= int(t) <= n:
        return int(t) - 1
    return None


def parse_choices(answer: Any, n: int, *, allow_none: bool = True) -> frozenset[int]:
    """Chosen options as 0-based indices. Text: letters ``"A C"`` or 1-based numbers ``"1 3"``;
    click data: an int or a list of ints (0-based)."""
    if allow_none:
        # Translators: {last} is the last choice letter, e.g. D. Learners may type 'none' in any language.
        expected = _("the letters of your choices (A to {last}), e.g. 'A C', or 'none'", last=CHOICE_WORDS[n - 1])
    else:
        expected = _("the letters of your choices (A to {last}), e.g. 'A C'", last=CHOICE_WORDS[n - 1])
    if isinstance(answer, bool):
        raise AnswerError(repr(answer), expected)
    if isinstance(answer, int):
        answer = [answer]
    if isinstance(answer, (list, tuple, set, frozenset)):
        out = set()
        for a in answer:
            if isinstance(a, bool) or not isinstance(a, int) or not 0 <= a < n:
                raise AnswerError(repr(a), _("choice indices from 0 to {last}", last=n - 1))
            out.add(a)
        return frozenset(out)
    text = _text(answer, expected)
    picked: set[int] = set()
    for token in _SPLIT.split(text.strip()):
        low = plain(token)
        # "A e C" (Portuguese "and"): "e" joins only when E is not one of the choices.
        if not token or (is_joiner(token) and low != "e") or (low == "e" and n < 5 and token == "e"):
            continue
        if allow_none and is_none_word(token):
            continue
        index = _choice_index(token, n)
        if index is None:
            # Translators: {token} is what the learner typed, in quotes.
            raise AnswerError(token, expected, _("{token} is not one of the choices", token=repr(token)))
        picked.add(index)
    return frozenset(picked)


def rule_of(token: str) -> str | None:
    """``"r9"`` -> ``"R9"``; None if the token is not written like a rule number."""
    m = _RULE.match(token.strip())
    return f"R{int(m.group(1))}" if m else None


def parse_rules(tokens: list[str], expected: str) -> tuple[set[str], list[str]]:
    """Pull rule numbers (``R9``, ``r 9``, ``rule 9``) out of ``tokens``; returns the rules and
    the tokens left. A rule outside R1-R15 is an error naming it."""
    rules: set[str] = set()
    rest: list[str] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        low = t.lower()
        if lexicon.is_word("rule", low) and i + 1 < len(tokens) and tokens[i + 1].isdigit():
            t, i = "R" + tokens[i + 1], i + 1
        rule = rule_of(t)
        if rule is not None:
            if not 1 <= int(rule[1:]) <= 15:
                raise AnswerError(t, expected, _("{rule} is not a rule: the rules are R1 to R15", rule=t))
            rules.add(rule)
        else:
            rest.append(tokens[i])
        i += 1
    return rules, rest


def parse_number(token: str) -> int | None:
    """A whole number written in digits (``"14"``, ``"+3"``) or in words in the learner's language
    (``"veinticuatro"``, ``"vinte e quatro"``, ``"Twenty one"``); None when ``token`` is not one."""
    return lexicon.read_number(token)


def parse_yes_no(token: str) -> bool | None:
    """True for yes (``"yes"``, ``"sí"``, ``"sim"``), False for no (``"no"``, ``"não"``), in the
    learner's language; else None."""
    return lexicon.read_yes_no(token)


def parse_int_list(answer: Any, expected: str, *, count: int | None = None, none_ok: bool = False) -> list[int | None]:
    """Whole numbers from text (``"7 4"``) or a list of ints. With ``none_ok``, 'none'/'-'
    gives None. With ``count``, exactly that many are needed."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        answer = [answer]
    if isinstance(answer, (list, tuple)):
        values: list[int | None] = []
        for a in answer:
            if a is None and none_ok:
                values.append(None)
            elif isinstance(a, int) and not isinstance(a, bool):
                values.append(a)
            elif isinstance(a, str):
                values.extend(parse_int_list(a, expected, none_ok=none_ok))
            else:
                raise AnswerError(repr(a), expected)
    else:
        text = _text(answer, expected)
        values = []
        tokens = [t for t in _SPLIT.split(text.strip()) if t]
        i = 0
        while i < len(tokens):
            token = tokens[i]
            found = lexicon.number_at(tokens, i)
            if found is not None:
                values.append(found[0])
                i += found[1]
                continue
            if none_ok and is_none_word(token):
                values.append(None)
            elif not (lexicon.is_word("fillers.numbers", token) or is_joiner(token)):
                raise AnswerError(token, expected, not_a_number(token))
            i += 1
    if count is not None and len(values) != count:
        raise AnswerError(" ".join("-" if v is None else str(v) for v in values) or "(nothing)", expected,
                          # Translators: {got} is how many values the learner gave.
                          ngettext("I need {n} value, one per side, but got {got}",
                                   "I need {n} values, one per side, but got {got}", count, got=len(values)))
    return values


def not_a_number(token: str) -> str:
    # Translators: {token} is what the learner typed, in quotes.
    return _("{token} is not a number", token=repr(token))


# --- labelled fields -------------------------------------------------------------------------------------
FieldReader = Callable[[Any], Any]


def parse_fields(
    answer: Any,
    fields: Mapping[str, tuple[tuple[str, ...], FieldReader]],
    expected: str,
    default: str | None = None,
) -> dict[str, Any]:
    """Labelled answers, one per line or separated by ';': ``"cards: 27 25; points: 7 4"``.

    ``fields`` maps a canonical key to (aliases, reader). Without labels the whole answer
    goes to ``default``. Click data may be a dict keyed by canonical keys or aliases.
    """
    def key_of(label: str) -> str:
        norm = " ".join(label.lower().replace("_", " ").split())
        for key, (aliases, _reader) in fields.items():
            if norm == key.replace("_", " ") or norm in aliases:
                return key
        # Translators: {label} is the label the learner typed; {asked} lists the labels asked for.
        raise AnswerError(label, expected, _("{label} is not one of the things asked for ({asked})", label=repr(label),
                                             asked=", ".join(k.replace("_", " ") for k in fields)))

    out: dict[str, Any] = {}
    if isinstance(answer, Mapping):
        for label, value in answer.items():
            key = key_of(str(label))
            out[key] = fields[key][1](value)
        return out
    text = _text(answer, expected)
    parts = [p.strip() for p in re.split(r"[;\n]+", text) if p.strip()]
    for part in parts:
        if ":" in part or "=" in part:
            label, value = re.split(r"[:=]", part, maxsplit=1)
            key = key_of(label)
        elif default is not None and len(parts) == 1:
            key, value = default, part
        else:
            raise AnswerError(part, expected, _("{part} has no label; write it like {example}", part=repr(part),
                                                example="'points: 7 4'"))
        if not value.strip():
            raise AnswerError(part, expected, _("{part} has no value", part=repr(label.strip())))
        out[key] = fields[key][1](value.strip())
    return out
