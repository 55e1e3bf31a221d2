"""Reading learners' answers: typed text (cards in any notation, rule numbers, letters,
numbers, yes/no, labelled fields) or structured click data. Every reader raises
:class:`~.core.AnswerError` naming the bad token and what was expected."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..cards import Card, parse_card, tokenize_cards
from ..errors import CardParseError, MoveParseError
from ..moves import Move
from .core import AnswerError

__all__ = [
    "NO",
    "NONE_WORDS",
    "NUMBER_WORDS",
    "TIE_WORDS",
    "YES",
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

YES = {"yes", "y", "yep", "yeah", "true", "allowed", "ok", "may", "can"}
NO = {"no", "n", "nope", "false", "not", "forbidden", "cannot", "can't", "mustn't", "illegal"}
NONE_WORDS = {"none", "nothing", "nobody", "noone", "no-one", "-", "—", "tie", "tied", "neither", "draw", "drawn", "even", "equal",
              "empate", "ninguno", "nadie", "nenhum", "ninguém"}
#: Words for a tie / draw (a subset of :data:`NONE_WORDS`), for result answers.
TIE_WORDS = {"tie", "tied", "draw", "drawn", "even", "equal", "neither", "empate"}
#: Whole numbers written as words, as learners type them (0-21 and the tens up to 100).
NUMBER_WORDS: dict[str, int] = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty twenty-one".split())}
NUMBER_WORDS.update({"twentyone": 21, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
                     "ninety": 90, "hundred": 100, "a hundred": 100, "one hundred": 100, "nil": 0, "nought": 0})
_BUILD_ID = re.compile(r"^b\d+$", re.IGNORECASE)
_RULE = re.compile(r"^r(\d{1,2})$", re.IGNORECASE)
_SPLIT = re.compile(r"[\s,;+&/|]+")
CHOICE_WORDS = "ABCDEFGHIJ"


def split_tokens(text: str) -> list[str]:
    """Words of an answer; card phrases such as 'ten of diamonds' stay one token."""
    return [t for t in tokenize_cards(text.replace(";", " ").replace("|", " ")) if t.strip()]


def _text(answer: Any, expected: str) -> str:
    if not isinstance(answer, str):
        raise AnswerError(repr(answer), expected, f"I cannot use {answer!r} as an answer here")
    if not answer.strip():
        raise AnswerError("", expected, "The answer is empty")
    return answer


# --- cards and table items ----------------------------------------------------------------------
ITEMS_EXPECTED = "table cards such as 8D or 6♥ and build ids such as B1, separated by spaces, commas or +"


def parse_items(answer: Any, played: Card | None = None) -> tuple[frozenset[Card], frozenset[str]]:
    """Loose cards and build ids named by the learner: ``"8D 6H+2D B1"``, a list of cards or
    ids, or a capture :class:`Move` (its table items)."""
    if isinstance(answer, Move):
        return frozenset(answer.loose), frozenset(answer.builds)
    if isinstance(answer, str):
        tokens: list[Any] = split_tokens(_text(answer, ITEMS_EXPECTED))
        if tokens and played is not None and tokens[0].lower() in ("capture", "take", "takes", "captures"):
            tokens = tokens[1:]
    elif isinstance(answer, Iterable):
        tokens = list(answer)
    else:
        raise AnswerError(repr(answer), ITEMS_EXPECTED)
    loose: set[Card] = set()
    builds: set[str] = set()
    for t in tokens:
        if isinstance(t, Card):
            loose.add(t)
            continue
        if not isinstance(t, str):
            raise AnswerError(repr(t), ITEMS_EXPECTED)
        word = t.strip()
        if _BUILD_ID.match(word):
            builds.add(word.upper())
            continue
        try:
            loose.add(parse_card(word))
        except CardParseError as e:
            raise AnswerError(e.token, ITEMS_EXPECTED, f"{word!r} is not a card or a build id") from None
    if not loose and not builds:
        raise AnswerError("", ITEMS_EXPECTED, "No cards or builds were named")
    return frozenset(loose), frozenset(builds)


def parse_move(answer: Any) -> Move:
    """A move in text notation (``"8H capture 8D 6H+2D"``) or a :class:`Move`."""
    if isinstance(answer, Move):
        return answer
    expected = "a move such as '9D trail', '8H capture 8D 6H 2D' or '3C build 8 5S B1'"
    text = _text(answer, expected)
    try:
        return Move.parse(text)
    except MoveParseError as e:
        raise AnswerError(text, expected, f"I could not read the move {text!r}: {e.problem}") from None


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
    expected = f"the letters of your choices (A to {CHOICE_WORDS[n - 1]}), e.g. 'A C'" + (", or 'none'" if allow_none else "")
    if isinstance(answer, bool):
        raise AnswerError(repr(answer), expected)
    if isinstance(answer, int):
        answer = [answer]
    if isinstance(answer, (list, tuple, set, frozenset)):
        out = set()
        for a in answer:
            if isinstance(a, bool) or not isinstance(a, int) or not 0 <= a < n:
                raise AnswerError(repr(a), f"choice indices from 0 to {n - 1}")
            out.add(a)
        return frozenset(out)
    text = _text(answer, expected)
    picked: set[int] = set()
    for token in _SPLIT.split(text.strip()):
        if not token or token.lower() in ("and", "or"):
            continue
        if allow_none and token.lower() in NONE_WORDS:
            continue
        index = _choice_index(token, n)
        if index is None:
            raise AnswerError(token, expected, f"{token!r} is not one of the choices")
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
        if low in ("r", "rule") and i + 1 < len(tokens) and tokens[i + 1].isdigit():
            t, i = "R" + tokens[i + 1], i + 1
        rule = rule_of(t)
        if rule is not None:
            if not 1 <= int(rule[1:]) <= 15:
                raise AnswerError(t, expected, f"{t} is not a rule: the rules are R1 to R15")
            rules.add(rule)
        else:
            rest.append(tokens[i])
        i += 1
    return rules, rest


def parse_number(token: str) -> int | None:
    """A whole number written in digits (``"14"``, ``"+3"``) or words (``"four"``, ``"Twenty one"``);
    None when ``token`` is not one. Numbers longer than 6 digits are not numbers a learner means."""
    t = token.strip().lower().replace("\u2212", "-")
    if re.fullmatch(r"[+-]?\d{1,6}", t):
        return int(t)
    t = " ".join(t.replace("-", " ").split())
    if t in NUMBER_WORDS:
        return NUMBER_WORDS[t]
    return NUMBER_WORDS.get(t.replace(" ", "-"))


def parse_yes_no(token: str) -> bool | None:
    low = token.strip().lower().rstrip("!.")
    if low in YES:
        return True
    if low in NO:
        return False
    return None


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
        for token in _SPLIT.split(text.strip()):
            if not token:
                continue
            low = token.lower()
            if none_ok and low in NONE_WORDS:
                values.append(None)
            elif parse_number(token) is not None:
                values.append(parse_number(token))
            elif low in ("side", "seat", "and", "to", "points", "pts", "point"):
                continue
            else:
                raise AnswerError(token, expected, f"{token!r} is not a number")
    if count is not None and len(values) != count:
        raise AnswerError(" ".join("-" if v is None else str(v) for v in values) or "(nothing)", expected,
                          f"I need {count} value{'s' if count != 1 else ''}, one per side, but got {len(values)}")
    return values


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
        for key, (aliases, _) in fields.items():
            if norm == key.replace("_", " ") or norm in aliases:
                return key
        raise AnswerError(label, expected, f"{label!r} is not one of the things asked for "
                          f"({', '.join(k.replace('_', ' ') for k in fields)})")

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
            raise AnswerError(part, expected, f"{part!r} has no label; write it like 'points: 7 4'")
        if not value.strip():
            raise AnswerError(part, expected, f"{label.strip()!r} has no value")
        out[key] = fields[key][1](value.strip())
    return out
