"""The fonts a language needs on paper and in charts, and a visible fallback when they are missing (issue 25).

A script that the usual fonts (DejaVu Sans, system-ui) do not cover, such as hangul, is named in the
language's ``locale/<lang>/language.json``::

    "fonts": {"families": ["NanumGothic", "Noto Sans CJK KR", ...],
              "debian": "fonts-nanum or fonts-noto-cjk",
              "missing": "<a note in the language itself>"}

:func:`css_families` puts those families first in a page's CSS (worksheets, join cards, the handout), so
a browser that has one prints the script. :func:`chart_font` tells matplotlib to fall back on them (it
finds each missing glyph in the next family of ``font.family``). When none is installed, charts are
drawn with English labels rather than empty boxes, and :func:`missing_note` is the note shown to say why.
Languages without a ``fonts`` entry need nothing.
"""

from __future__ import annotations

import shutil
import subprocess
from functools import lru_cache
from typing import Any

from .. import i18n

__all__ = ["families", "css_families", "css_rule", "installed_family", "missing_note", "chart_font"]


def _fonts(code: str | None) -> dict[str, Any]:
    found = i18n.language_info(code or i18n.get_language()).get("fonts")
    return found if isinstance(found, dict) else {}


def families(code: str | None = None) -> tuple[str, ...]:
    """The font families ``code`` (default: the language in use) needs, best first; () when none."""
    return tuple(str(f) for f in _fonts(code).get("families") or ())


def css_families(code: str | None = None) -> str:
    """The families as the start of a CSS ``font-family`` list (``"'NanumGothic', 'Noto Sans CJK KR', "``),
    or "" for a language that needs none."""
    return "".join(f"'{f}', " for f in families(code))


def css_rule(code: str | None = None) -> str:
    """A CSS rule that puts the language's fonts first on a printed page (worksheets, join cards, the
    handout): "" for a language that needs none."""
    stack = css_families(code)
    if not stack:
        return ""
    return f"\nbody {{ font-family: {stack}system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; }}\n"


@lru_cache(maxsize=None)
def _system_families() -> frozenset[str]:
    """Every font family installed, as matplotlib or fontconfig see it (lower case)."""
    names: set[str] = set()
    try:
        from matplotlib import font_manager

        names.update(f.name.lower() for f in font_manager.fontManager.ttflist)
    except Exception:  # matplotlib missing or its cache unreadable: ask fontconfig
        pass
    if shutil.which("fc-list"):
        try:
            out = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True, timeout=20).stdout
            for line in out.splitlines():
                names.update(part.strip().lower() for part in line.split(",") if part.strip())
        except (OSError, subprocess.SubprocessError):
            pass
    return frozenset(names)


def installed_family(code: str | None = None) -> str | None:
    """The first of the language's families installed on this computer (``None`` if none is, or
    the language needs none: then :func:`families` is empty)."""
    have = _system_families()
    return next((f for f in families(code) if f.lower() in have), None)


def missing_note(code: str | None = None) -> str | None:
    """The language's own note that its fonts are missing (which package to install), or ``None`` when
    the language needs no font or one is installed."""
    if not families(code) or installed_family(code):
        return None
    return str(_fonts(code).get("missing") or "Missing fonts: " + ", ".join(families(code)))


def _known_to_matplotlib(family: str) -> None:
    """Tell matplotlib about ``family``'s files when its font cache predates the font's installation
    (fontconfig knows the font, matplotlib's cached list does not: it would draw empty boxes)."""
    from matplotlib import font_manager

    if any(f.name.lower() == family.lower() for f in font_manager.fontManager.ttflist):
        return
    paths: list[str] = []
    if shutil.which("fc-list"):
        try:
            out = subprocess.run(["fc-list", f":family={family}", "file"], capture_output=True, text=True, timeout=20).stdout
            paths = [line.split(":", 1)[0].strip() for line in out.splitlines() if line.strip()]
        except (OSError, subprocess.SubprocessError):
            paths = []
    squeezed = family.replace(" ", "").lower()
    paths = paths or [p for p in font_manager.findSystemFonts() if squeezed in p.replace(" ", "").lower()]
    for path in paths:
        try:
            font_manager.fontManager.addfont(path)
        except (OSError, RuntimeError, ValueError):
            continue


class _NearestWeightIsFine:
    """A logging filter: matplotlib warns "Failed to find font weight bold for NanumGothic, now using 600"
    when a script's bold face is 600 rather than 700; the 600 face is that font's bold, so the warning
    (shown in red under a Korean chart) only alarms a learner."""

    def filter(self, record: Any) -> bool:
        return "Failed to find font weight" not in record.getMessage()


_QUIET = _NearestWeightIsFine()


def chart_font(code: str | None = None) -> bool:
    """Make matplotlib able to draw ``code``'s script: its installed family goes into ``font.family`` after
    the usual sans-serif (DejaVu Sans), and matplotlib falls back on it glyph by glyph. False when the language needs a font that
    is not installed: the caller then draws the chart in English and shows :func:`missing_note`."""
    if not families(code):
        return True
    family = installed_family(code)
    if family is None:
        return False
    _known_to_matplotlib(family)
    import logging

    from matplotlib import rcParams

    font_log = logging.getLogger("matplotlib.font_manager")
    if _QUIET not in font_log.filters:
        font_log.addFilter(_QUIET)

    current = [rcParams["font.family"]] if isinstance(rcParams["font.family"], str) else list(rcParams["font.family"])
    if family not in current:
        rcParams["font.family"] = [*current, family]  # "sans-serif" (DejaVu Sans) first, then the script's font
    return True
