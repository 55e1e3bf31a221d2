"""The rules reference as one standalone web page (``casino-learn rules``): every entry of the
rulebook for a game, and the glossary of the game's words. It sits above both
(:mod:`.rulebook` and :mod:`.glossary`), so that neither imports the other back."""

from __future__ import annotations

import html

from ..i18n import _, get_language
from .glossary import glossary_html
from .rulebook import _VARIANT_TITLE, CSS, entry_html, page_entries

__all__ = ["rules_html"]


def rules_html(variant: str | None = None, glossary: bool = True) -> str:
    """A complete, standalone HTML page of the rules for ``variant`` ("classic", "royal" or None
    for both): a table of contents, every entry with its anchor (``R9``, ``s12.2``) and, with
    ``glossary``, the glossary of the game's words (anchors ``g-build`` ...). No internet needed."""
    shown = page_entries(variant)
    game = _(_VARIANT_TITLE[variant])
    toc = []
    for e in shown:
        if e.is_restriction:
            continue
        sub = ""
        if e.code == "§7":
            sub = "<ol>" + "".join(f'<li><a href="#{x.anchor}">{html.escape(x.shown_title)}</a></li>' for x in shown if x.is_restriction) + "</ol>"
        toc.append(f'<li><a href="#{e.anchor}">{html.escape(e.shown_title)}</a>{sub}</li>')
    present = frozenset(e.code for e in shown)
    body = [entry_html(e, variant, None, present) for e in shown]
    if glossary:
        toc.append('<li><a href="#glossary">' + html.escape(_("Glossary: the words of the game")) + "</a></li>")
        body.append(glossary_html(notebook=None, style=False, present=present))
    # Translators: HTML, keep the <strong> marks.
    intro = _("These are the rules the kit follows, in plain words. Lessons and messages cite them by "
              "number: <strong>R1</strong> to <strong>R15</strong> are the fifteen restrictions, and "
              "<strong>§</strong> numbers are sections of the rule book.")
    if variant == "classic":
        # Translators: {game} is "Classic Casino".
        intro += " " + _("This page is for {game}: all fifteen restrictions are here, those of Royal only "
                         "marked as such; sections for Royal only are left out.", game=game)
    elif variant == "royal":
        # Translators: {game} is "Royal Casino".
        intro += " " + _("This page is for {game}: all fifteen restrictions are here, those of Classic only "
                         "marked as such; sections for Classic only are left out.", game=game)
    contents = html.escape(_("Contents"))
    return "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{get_language()}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="color-scheme" content="light dark">',
        "<title>" + html.escape(_("Rules reference: {game}", game=game)) + "</title>",
        f"<style>\nbody{{margin:0}}\n{CSS}</style>",
        "</head>",
        "<body>",
        '<main class="cl-rulebook">',
        "<h1>" + html.escape(_("Rules reference: {game}", game=game)) + "</h1>",
        f"<p>{intro}</p>",
        f'<nav aria-label="{contents}"><h2 id="contents">{contents}</h2><ol>' + "".join(toc) + "</ol></nav>",
        *body,
        "</main>",
        "</body>",
        "</html>",
        "",
    ])
