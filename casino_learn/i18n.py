"""The learner's language: every learner- and teacher-facing sentence comes from one gettext
catalog per language (``casino_learn/locale/<lang>/LC_MESSAGES/casino_learn.po``, compiled to
``.mo``; managed with Babel by ``tools/messages.py``).

Which language is used, first found wins:

1. :func:`set_language` (``casino_learn.set_language("es")``), or :func:`language` for a block;
2. the ``CASINO_LEARN_LANG`` environment variable (``es``, ``pt``, ``en``);
3. the system locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``es_DO.UTF-8`` is Spanish);
4. English.

In code, a sentence is written whole, in English, with named placeholders, and worded only
when shown::

    _("You own {build}, so you may not trail {card} (R9).", build=..., card=...)
    ngettext("{n} card", "{n} cards", n)

A module-level text is marked with :func:`N_` and translated where it is used (``_(TITLE)``).
Never build a sentence from pieces (``"a " + word``): a translator cannot reorder pieces.
The runtime uses the standard library only (compiled ``.mo`` files), so the rules core stays
dependency-free.
"""

from __future__ import annotations

import contextlib
import gettext as _gettext
import os
from pathlib import Path
from typing import Any, Iterator

__all__ = [
    "LANGUAGES", "TRANSLATED", "set_language", "get_language", "language", "normalize_language",
    "_", "N_", "ngettext", "pgettext", "translations",
]

DOMAIN = "casino_learn"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The languages the kit speaks, each named in itself.
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "pt": "Português (Brasil)"}
#: The languages translated from English (each has a catalog, a glossary and translated lessons).
TRANSLATED: tuple[str, ...] = tuple(code for code in LANGUAGES if code != "en")
#: The environment variable that chooses the language (issue 16).
ENVIRONMENT_VARIABLE = "CASINO_LEARN_LANG"

_chosen: str | None = None
_cache: dict[str, _gettext.NullTranslations] = {}


def normalize_language(code: str | None) -> str | None:
    """``"es_DO.UTF-8"`` → ``"es"``, ``"pt-BR"`` → ``"pt"``, ``"C"``/unknown → ``None``."""
    if not code:
        return None
    for part in code.split(":"):  # LANGUAGE may list several, best first
        base = part.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
        if base in LANGUAGES:
            return base
    return None


def set_language(code: str | None) -> None:
    """Speak ``code`` (``"en"``, ``"es"``, ``"pt"``; ``"es_DO"`` is read as ``"es"``) from now on.
    ``None`` goes back to the environment's choice."""
    global _chosen
    if code is None:
        _chosen = None
        return
    found = normalize_language(code)
    if found is None:
        known = ", ".join(f"{key} ({name})" for key, name in LANGUAGES.items())
        raise ValueError(f"Unknown language {code!r}: casino_learn speaks {known}.")
    _chosen = found


def get_language() -> str:
    """The language in use now (module doc: chosen, then environment, then system locale)."""
    if _chosen is not None:
        return _chosen
    from_environment = os.environ.get(ENVIRONMENT_VARIABLE)
    if from_environment:
        found = normalize_language(from_environment)
        if found is not None:
            return found
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:  # the first one set decides, as gettext does
            return normalize_language(value) or "en"
    return "en"


@contextlib.contextmanager
def language(code: str | None) -> Iterator[None]:
    """``with language("es"): ...`` speaks Spanish inside the block only."""
    global _chosen
    before = _chosen
    set_language(code)
    try:
        yield
    finally:
        _chosen = before


def translations(code: str | None = None) -> _gettext.NullTranslations:
    """The compiled catalog of ``code`` (default: the language in use); English has none."""
    code = code or get_language()
    found = _cache.get(code)
    if found is None:
        if code == "en":
            found = _gettext.NullTranslations()
        else:
            found = _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True)
        _cache[code] = found
    return found


def _fill(text: str, params: dict[str, Any]) -> str:
    return text.format(**params) if params else text


def _(message: str, /, **params: Any) -> str:
    """``message`` in the language in use, its ``{placeholders}`` filled from ``params``."""
    return _fill(translations().gettext(message), params)


def N_(message: str, /) -> str:
    """Mark a text for the catalog without translating it yet (translate with ``_`` when shown)."""
    return message


def ngettext(singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The singular or plural form for ``n`` in the language in use; ``{n}`` is filled too."""
    return _fill(translations().ngettext(singular, plural, n), {"n": n, **params})


def pgettext(context: str, message: str, /, **params: Any) -> str:
    """``message`` in a ``context`` (``pgettext("card rank", "Q")``) for words that differ by use."""
    return _fill(translations().pgettext(context, message), params)
