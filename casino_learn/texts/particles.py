"""Particles that follow the sound of the word before them, chosen after a sentence is filled (issue 25).

Korean picks 이/가, 을/를, 은/는, 과/와, (으)로 by the last sound of the word in front: a card name or
a player's name is only known at run time, so a translation writes both forms, ``{card}을(를)``, and
:func:`choose_particles` picks one once ``{card}`` is filled ("7♥을", "9♦를"). The step is the
language's, not Korean code: ``locale/<lang>/language.json`` lists its ``particles`` (marker → the form
after a consonant, the form after a vowel, and optionally the form after ㄹ) and how digits and Latin
letters are read (``readings``: "7" is read 칠, "J" 잭), so another language with such particles adds
only data. Standard library only (the rules core formats its messages through :mod:`casino_learn.i18n`).

A marker whose word cannot be judged (a symbol, an unknown script) is left as written, "X을(를)", which
a reader still understands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

__all__ = ["ParticleRules", "choose_particles", "final_sound", "rules_from"]

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL = 8  # the final consonant ㄹ (jongseong index)
_TAG = re.compile(r"<[^<>]*>$")


@dataclass(frozen=True)
class ParticleRules:
    """A language's particle markers and how it reads digits and letters (from its language.json)."""

    #: marker → (after a consonant, after a vowel, after ㄹ: the consonant form unless given, as (으)로 does)
    particles: Mapping[str, tuple[str, str, str]]
    #: a digit or letter → the word it is read as ("7" → "칠", "J" → "잭")
    readings: Mapping[str, str] = field(default_factory=dict)
    #: how a number ending in one, two, three, four zeros is read at its end (십, 백, 천, 만)
    zero_readings: tuple[str, ...] = ()
    #: characters not pronounced after a word (suit symbols, closing brackets and quotes)
    silent: str = ""
    #: a whole word and marker read irregularly: {"나": {"이(가)": "내가"}}
    exceptions: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    pattern: "re.Pattern[str]" = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        markers = sorted(self.particles, key=len, reverse=True)
        object.__setattr__(self, "pattern", re.compile("|".join(re.escape(m) for m in markers)) if markers else None)


def rules_from(info: Mapping[str, Any]) -> ParticleRules | None:
    """The particle rules in a language.json (``None`` when the language has none)."""
    raw = info.get("particles")
    if not isinstance(raw, Mapping) or not raw:
        return None
    particles: dict[str, tuple[str, str, str]] = {}
    for marker, forms in raw.items():
        if isinstance(forms, (list, tuple)) and len(forms) in (2, 3) and all(isinstance(f, str) for f in forms):
            particles[str(marker)] = (forms[0], forms[1], forms[2] if len(forms) == 3 else forms[0])
    readings = {str(k): str(v) for k, v in dict(info.get("readings") or {}).items()}
    exceptions = {str(w): {str(m): str(r) for m, r in dict(v).items()} for w, v in dict(info.get("particle_exceptions") or {}).items()}
    return ParticleRules(particles, readings, tuple(str(z) for z in info.get("zero_readings") or ()),
                         str(info.get("silent") or ""), exceptions)


def _syllable_sound(char: str) -> str | None:
    """"vowel", "rieul" or "consonant" for a hangul syllable, else ``None``."""
    code = ord(char)
    if not _HANGUL_FIRST <= code <= _HANGUL_LAST:
        return None
    final = (code - _HANGUL_FIRST) % 28
    return "vowel" if final == 0 else "rieul" if final == _RIEUL else "consonant"


def _reading_sound(word: str) -> str | None:
    return _syllable_sound(word[-1]) if word else None


_WORD_END = "♠♥♦♣'\"”’»"  # a word may end in a suit sign or a closing quote before its parenthesis


def _before_aside(text: str) -> str | None:
    """The text before a closing parenthesis that follows a word ("빅 카지노 (10♦)" → "빅 카지노"),
    or ``None`` when ``text`` does not end so (or the parenthesis stands alone)."""
    if not text.endswith(")"):
        return None
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(text[i], 0)
        if depth == 0:
            word = text[:i].rstrip(" ")
            if word and (word[-1].isalnum() or word[-1] in _WORD_END):
                return word
            return None
    return None


def final_sound(text: str, rules: ParticleRules) -> str | None:
    """How ``text`` ends when read aloud: "vowel", "consonant", "rieul" (ㄹ), or ``None`` (unknown).

    Trailing tags and silent signs are skipped ("<b>7♥</b>" ends in 7, read 칠), but a silent sign
    standing alone is read by its reading (a lone "♠" is 스페이드); a number is read by
    its last digit, or by its trailing zeros (10 십, 100 백); a Latin word by its last letter.
    A parenthesis that follows a word only adds to it, so the particle after it agrees with that word, as
    Korean writes it ("빅 카지노(10♦)로", "A♥(에이스, 1점)와", "B2(8 묶음)는"); a text that is all
    parenthesis is read inside ("(5♣+3♦)").
    """
    before = _before_aside(_TAG.sub("", text) if text.endswith(">") else text)
    if before is not None:
        return final_sound(before, rules)
    end = text
    while end:
        end = _TAG.sub("", end)
        if not end or end[-1] not in rules.silent:
            break
        if end[-1] in rules.readings and (len(end) == 1 or not end[-2].isalnum()):
            return _reading_sound(rules.readings[end[-1]])  # a lone suit sign is read as its name: "♠" 스페이드
        end = end[:-1]
    if not end:
        return None
    last = end[-1]
    sound = _syllable_sound(last)
    if sound is not None:
        return sound
    if last.isdigit():
        digits = re.search(r"\d+$", end).group(0)  # type: ignore[union-attr]
        zeros = len(digits) - len(digits.rstrip("0"))
        if zeros == 0 or digits.strip("0") == "":
            return _reading_sound(rules.readings.get(last, ""))
        if zeros <= len(rules.zero_readings):
            return _reading_sound(rules.zero_readings[zeros - 1])
        return None
    reading = rules.readings.get(last) or rules.readings.get(last.upper())
    return _reading_sound(reading) if reading else None


def choose_particles(text: str, rules: ParticleRules | None) -> str:
    """Replace each particle marker of ``text`` by the form the word before it needs."""
    if rules is None or rules.pattern is None:
        return text
    pieces: list[str] = []
    position = 0
    for match in rules.pattern.finditer(text):
        before = text[position:match.start()]
        pieces.append(before)
        marker = match.group(0)
        written = "".join(pieces)
        replaced = False
        for word, by_marker in rules.exceptions.items():
            if marker in by_marker and written.endswith(word):
                start = len(written) - len(word)
                if start == 0 or _syllable_sound(written[start - 1]) is None:
                    pieces = [written[:start], by_marker[marker]]
                    replaced = True
                    break
        if not replaced:
            sound = final_sound(written, rules)
            consonant, vowel, rieul = rules.particles[marker]
            pieces.append(marker if sound is None else {"consonant": consonant, "vowel": vowel, "rieul": rieul}[sound])
        position = match.end()
    pieces.append(text[position:])
    return "".join(pieces)
