"""Numbers as the learner's language writes them: "0.15" in English, "0,15" in Spanish and Portuguese.

Decimals and percentages go through Babel's locale data (CLDR), the standard tool, so a new language
needs no code here. Whole numbers are written as they are.
"""

from __future__ import annotations

from babel.core import Locale, UnknownLocaleError
from babel.numbers import format_decimal, format_percent

from ..i18n import get_language

__all__ = ["decimal", "percent"]


def _locale() -> Locale:
    """The language in use as Babel knows it; a language CLDR does not know writes numbers as English does."""
    try:
        return Locale.parse(get_language())
    except (UnknownLocaleError, ValueError):
        return Locale.parse("en")


def decimal(value: float, places: int = 1) -> str:
    """``value`` with exactly ``places`` decimals: ``decimal(0.153, 2)`` is "0.15" (en), "0,15" (es, pt)."""
    pattern = "0." + "0" * places if places > 0 else "0"
    # Rounded by Python first (as an f-string rounds), so every language shows the same digits.
    return format_decimal(round(value, places), format=pattern, locale=_locale())


def percent(share: float) -> str:
    """A share as a whole percentage: ``percent(0.35)`` is "35%" (en), "35 %" (es), "35%" (pt)."""
    return format_percent(share, format="#,##0%", locale=_locale())
