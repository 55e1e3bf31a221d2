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
import json
import os
from pathlib import Path
from typing import Any, Iterator

_chosen: str | None = None
_cache: dict[str, _gettext.NullTranslations] = {}

__all__ = [
    "LANGUAGES", "TRANSLATED", "discover_languages", "language_info", "refresh_languages", "set_language", "get_language", "language", "normalize_language",
    "_", "N_", "ngettext", "pgettext", "translations",
]

DOMAIN = "casino_learn"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: Where languages are looked for, first found wins (a test may add a folder of its own in front).
LOCALE_DIRS: list[Path] = [LOCALE_DIR]
#: The language the kit is written in: it needs no catalog.
SOURCE_LANGUAGE = "en"


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def discover_languages(folders: "list[Path] | None" = None) -> dict[str, str]:
    """Every language the kit speaks, each named in itself: English, then each folder
    ``locale/<lang>/`` with a compiled catalog (``LC_MESSAGES/casino_learn.mo``); its name comes from
    ``locale/<lang>/language.json`` (``{"name": "Español", "jupyterlab_locale": "es_ES"}``).
    Adding a language is adding that folder (and ``tools/notebook_sources/<lang>/`` for its lessons)."""
    found: dict[str, str] = {}
    for folder in reversed(folders if folders is not None else LOCALE_DIRS):
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            code = path.name
            if code == SOURCE_LANGUAGE or not (path / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file():
                continue
            found[code] = str(_read_json(path / "language.json").get("name") or code)
    source = _read_json(LOCALE_DIR / SOURCE_LANGUAGE / "language.json").get("name") or "English"
    return {SOURCE_LANGUAGE: str(source), **dict(sorted(found.items()))}


def language_info(code: str) -> dict[str, Any]:
    """What ``locale/<code>/language.json`` says about a language (its name, JupyterLab's locale)."""
    for folder in LOCALE_DIRS:
        data = _read_json(folder / code / "language.json")
        if data:
            return data
    return {}


_folders: dict[tuple[str, tuple[Path, ...]], Path] = {}


def locale_dir(code: str) -> Path:
    """The folder that holds ``code``'s catalog and lexicon (the first of :data:`LOCALE_DIRS` that has it)."""
    key = (code, tuple(LOCALE_DIRS))
    found = _folders.get(key)
    if found is None:
        found = next((folder for folder in LOCALE_DIRS if (folder / code).is_dir()), LOCALE_DIR)
        _folders[key] = found
    return found


#: The languages the kit speaks, each named in itself (found in the locale folders: see :func:`discover_languages`).
LANGUAGES: dict[str, str] = discover_languages()
#: The languages translated from English (each has a catalog, a glossary and translated lessons).
TRANSLATED: tuple[str, ...] = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def refresh_languages() -> dict[str, str]:
    """Look for languages again (after a folder was added to :data:`LOCALE_DIRS`); updates
    :data:`LANGUAGES` and :data:`TRANSLATED` in place and forgets loaded catalogs."""
    global TRANSLATED
    LANGUAGES.clear()
    LANGUAGES.update(discover_languages())
    TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
    _cache.clear()
    _folders.clear()
    _particle_rules.clear()
    return LANGUAGES
#: The environment variable that chooses the language (issue 16).
ENVIRONMENT_VARIABLE = "CASINO_LEARN_LANG"



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
            found = _gettext.translation(DOMAIN, localedir=str(locale_dir(code)), languages=[code], fallback=True)
        _cache[code] = found
    return found


_particle_rules: dict[str, Any] = {}


def _particles(code: str) -> Any:
    """The language's particle rules (``"particles"`` in its language.json), or ``None``."""
    if code not in _particle_rules:
        rules = None
        if code != SOURCE_LANGUAGE:
            info = language_info(code)
            if info.get("particles"):
                from .texts.particles import rules_from  # standard library only; loaded for such languages

                rules = rules_from(info)
        _particle_rules[code] = rules
    return _particle_rules[code]


def _fill(text: str, params: dict[str, Any], code: str) -> str:
    """Fill the placeholders, then let the language ``code`` choose the particles that follow them (Korean
    ``{card}을(를)`` → "7♥을", "9♦를": :mod:`casino_learn.texts.particles`)."""
    filled = text.format(**params) if params else text
    rules = _particles(code)
    if rules is None:
        return filled
    from .texts.particles import choose_particles

    return choose_particles(filled, rules)


def _(message: str, /, **params: Any) -> str:
    """``message`` in the language in use, its ``{placeholders}`` filled from ``params``."""
    code = get_language()  # read once: it looks at the environment
    return _fill(translations(code).gettext(message), params, code)


def N_(message: str, /) -> str:
    """Mark a text for the catalog without translating it yet (translate with ``_`` when shown)."""
    return message


def ngettext(singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The singular or plural form for ``n`` in the language in use; ``{n}`` is filled too."""
    code = get_language()
    return _fill(translations(code).ngettext(singular, plural, n), {"n": n, **params}, code)


def pgettext(context: str, message: str, /, **params: Any) -> str:
    """``message`` in a ``context`` (``pgettext("card rank", "Q")``) for words that differ by use."""
    code = get_language()
    return _fill(translations(code).pgettext(context, message), params, code)
