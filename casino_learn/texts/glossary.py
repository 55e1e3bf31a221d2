"""The words of the game, one meaning each: the course's vocabulary.

Each :class:`Term` has a plain definition, the lesson where it is first taught (10 is the rules
reference itself, for words no lesson teaches) and the rules it comes from (codes of
:mod:`casino_learn.texts.rulebook`, e.g. "R4", "§6.2").

A few words are kept apart on purpose: a **build** is never called a pile (the only pile is a
side's **captured cards**); a **set** is what one capture takes for one value; a **group** is a
part of a build.

    >>> term("build").lesson
    3
    >>> term("Big Casino").refs
    ('§11.1',)
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from ..i18n import N_, _, pgettext
from .rulebook import CSS, NOTEBOOK, entry, markup_html, rule_href, rule_link

__all__ = ["Term", "TERMS", "term", "glossary_html", "glossary_markdown", "lesson_label"]


@dataclass(frozen=True, slots=True)
class Term:
    term: str
    definition: str
    lesson: int
    refs: tuple[str, ...]

    @property
    def shown_term(self) -> str:
        """The word in the language in use (``term`` stays the English word the anchor is made of)."""
        return pgettext("glossary term", self.term)

    @property
    def shown_definition(self) -> str:
        return _(self.definition)

    @property
    def anchor(self) -> str:
        """The HTML id: "g-build", "g-count-out", "g-big-casino"."""
        return "g-" + re.sub(r"[^a-z0-9]+", "-", self.term.lower()).strip("-")


TERMS: tuple[Term, ...] = (
    Term("card value", N_("What a card counts for when it captures or builds. An ace is 1 and 2 to 10 are "
         "worth their number; in Royal J is 11, Q 12, K 13, and an ace on its own is 1 or 14."), 1, ("§1.2", "§1.3")),
    Term("face card", N_("In Classic, a J, Q or K. It has no number: it never builds and never joins a sum, "
         "and it captures only one loose card of the same rank. (In Royal they have the numbers 11, 12 and 13.)"),
         1, ("§1.2", "R5")),
    Term("hand", N_("The cards you hold, which nobody else sees. Each turn you play exactly one of them."), 0, ("§4", "R1")),
    Term("table", N_("The face-up cards in the middle that everybody sees: loose cards and builds."), 0, ("§4",)),
    Term("loose card", N_("A single face-up card on the table that is not part of a build."), 0, ("§4",)),
    Term("capture", N_("Playing a card to take table cards worth exactly its value: loose cards that match "
         "it or add up to it, and builds of that value. They go to your side's captured cards."), 0, ("§6.1", "R2")),
    Term("pairing", N_("Capturing a loose card that matches your card on its own, for example a 7 taking a 7."),
         2, ("§6.1",)),
    Term("set", N_("What one capture takes for one value: a single loose card that matches your card, or two "
         "or more loose cards that add up to its value. One capture may take several sets at once if no "
         "card is in two of them."), 0, ("§6.1", "R2", "R3")),
    Term("captured cards", N_("The cards a side has won, kept face down in one pile per side (partners share "
         "theirs). This is the only thing called a pile. They are counted when the deal is scored."),
         0, ("§4", "§11.1")),
    Term("build", N_("Cards put together on the table under an announced value, to be captured whole, on a "
         "later turn, by a card of that value. Say build, not pile."), 3, ("§4", "§6.2", "R4")),
    Term("announce", N_("To say the value of a build as you make it (\"building eight\"). The announced value "
         "stays fixed unless the build is raised."), 3, ("§6.2", "R15")),
    Term("group", N_("One part of a build, worth exactly the build's value: one card, or cards that add up to it."),
         3, ("§4", "R3")),
    Term("single build", N_("A build with one group, for example 5 + 3 announced as 8. Only a single build can be "
         "raised."), 3, ("§4", "R10")),
    Term("multiple build", N_("A build with two or more groups of the same value, for example 5 + 3 and 8 as a "
         "build of 8. Its value never changes."), 3, ("§4", "R10")),
    Term("owner", N_("The player who most recently made, raised or added to a build. The owner must keep a card "
         "that captures it and may not trail."), 3, ("§4", "R8", "R9")),
    Term("raise", N_("To play a card on a single build so that its value goes up by the card's value, for "
         "example a 2 on a build of 5 makes a build of 7."), 3, ("§6.2", "R10", "R11", "R12")),
    Term("add", N_("To put another group of the same value into a build (or two builds of the same value "
         "together) with the card you play. The value stays the same."), 3, ("§6.2", "R10", "R13")),
    Term("trail", N_("To put your card on the table as a new loose card, capturing nothing."), 0,
         ("§6.3", "R9", "R14")),
    Term("restriction", N_("One of the fifteen rules R1 to R15 that say which moves are not allowed."), 4, ("§7",)),
    Term("side", N_("One player playing alone, or two partners together. A side's captured cards and points "
         "are counted together."), 5, ("§2", "§11.1")),
    Term("partner", N_("In a four-player game, the player opposite you. Partners form one side; each still owns "
         "their own builds."), 4, ("§2", "R13")),
    Term("sweep", N_("A capture that leaves the table empty. In Royal each sweep scores 1 point, after the "
         "sides' sweeps cancel each other, and, outside overtime, never for a side on 18 or more (§12.2, §12.3); in Classic sweeps score nothing unless the players agree to count them (in the kit, a teacher switches them on), and then 1 point each, with no cancelling."),
         5, ("§10",)),
    Term("leftovers", N_("The cards still on the table when a deal ends. They go to the side of the last player "
         "who captured, or to nobody if no one captured. Taking them is never a sweep."), 4, ("§9",)),
    Term("round", N_("Four cards dealt to each player and played out, one card per turn."), 4, ("§3",)),
    Term("deal", N_("One shuffle of the whole pack, played out in several rounds and then scored."), 0,
         ("§3", "§11.1")),
    Term("dealer", N_("The player who deals the cards. The player after the dealer plays first; the next deal "
         "is dealt by that player."), 4, ("§3",)),
    Term("last", N_("What the dealer says when dealing the final round of a deal."), 4, ("§3",)),
    Term("most cards", N_("3 points for the side that captured strictly the most cards in a deal (a tie: "
         "nobody)."), 5, ("§11.1",)),
    Term("most spades", N_("1 point for the side that captured strictly the most spades (a tie: nobody)."), 5,
         ("§11.1",)),
    Term("Big Casino", N_("The 10♦. It scores 2 points for the side that captures it."), 5, ("§11.1",)),
    Term("Little Casino", N_("The 2♠. It scores 1 point for the side that captures it."), 5, ("§11.1",)),
    Term("count-out", N_("Royal: adding up a deal's points one item at a time in a fixed order (cards, spades, "
         "Big Casino, Little Casino, the aces, sweeps), so that the 18 / 19 / 20 locks can apply."), 6,
         ("§12.1", "§12.2")),
    Term("lock", N_("Royal: a side on 18, 19 or 20 can score only the one item that brings it to exactly 21 "
         "(most cards at 18, Big Casino at 19, Little Casino at 20)."), 6, ("§12.2",)),
    Term("go out", N_("Royal: to reach exactly 21 in the count-out. If only one side goes out in a deal, it wins the game."), 6,
         ("§12.2", "§12.3")),
    Term("overtime", N_("Royal: what happens when two or more sides go out in the same deal. Further deals "
         "are added up with no locks until one side has strictly the highest total."), 6, ("§12.3",)),
)

#: The glossary's first paragraph (HTML; in Markdown the <strong> marks become **).
INTRO = N_("Each word has one meaning in this course. A <strong>build</strong> is never called a pile: "
           "the only pile is a side's <strong>captured cards</strong>.")


def _catalog() -> None:  # pragma: no cover - never called: marks the words for the catalog
    """The glossary's words, each with the context "glossary term" (a word such as "deal" or "set"
    is a noun here, and may be translated otherwise elsewhere)."""
    pgettext("glossary term", "card value")
    pgettext("glossary term", "face card")
    pgettext("glossary term", "hand")
    pgettext("glossary term", "table")
    pgettext("glossary term", "loose card")
    pgettext("glossary term", "capture")
    pgettext("glossary term", "pairing")
    pgettext("glossary term", "set")
    pgettext("glossary term", "captured cards")
    pgettext("glossary term", "build")
    pgettext("glossary term", "announce")
    pgettext("glossary term", "group")
    pgettext("glossary term", "single build")
    pgettext("glossary term", "multiple build")
    pgettext("glossary term", "owner")
    pgettext("glossary term", "raise")
    pgettext("glossary term", "add")
    pgettext("glossary term", "trail")
    pgettext("glossary term", "restriction")
    pgettext("glossary term", "side")
    pgettext("glossary term", "partner")
    pgettext("glossary term", "sweep")
    pgettext("glossary term", "leftovers")
    pgettext("glossary term", "round")
    pgettext("glossary term", "deal")
    pgettext("glossary term", "dealer")
    pgettext("glossary term", "last")
    pgettext("glossary term", "most cards")
    pgettext("glossary term", "most spades")
    pgettext("glossary term", "Big Casino")
    pgettext("glossary term", "Little Casino")
    pgettext("glossary term", "count-out")
    pgettext("glossary term", "lock")
    pgettext("glossary term", "go out")
    pgettext("glossary term", "overtime")


_BY_NAME = {t.term.lower(): t for t in TERMS}


def term(name: str) -> Term:
    """The glossary entry for ``name`` (any case); KeyError if the word is not in the glossary."""
    try:
        return _BY_NAME[name.strip().lower()]
    except KeyError:
        raise KeyError(f"{name!r} is not in the glossary") from None


def lesson_label(lesson: int) -> str:
    if lesson == 0:
        # Translators: the course's first notebook ("00_start_here").
        return _("Start here")
    if lesson == 10:
        return _("rules reference")
    return _("Lesson {number}", number=lesson)


def glossary_markdown(notebook: str | None = None) -> str:
    """The glossary as one Markdown cell: each term in bold, with its anchor, the lesson that
    teaches it and links to its rules (into ``notebook``; None: the same notebook)."""
    lines = ['<a id="glossary"></a>', "", "## " + _("Glossary: the words of the game"), "",
             _(INTRO).replace("<strong>", "**").replace("</strong>", "**")]
    for t in TERMS:
        refs = ", ".join(rule_link(code, notebook) for code in t.refs)
        lines += ["", f'<a id="{t.anchor}"></a>**{t.shown_term}**: {t.shown_definition} *({lesson_label(t.lesson)}; {refs})*']
    return "\n".join(lines)


def glossary_html(notebook: str | None = NOTEBOOK, style: bool = True, present: frozenset[str] | None = None) -> str:
    """The glossary as HTML, e.g. for a notebook cell: ``HTML(glossary_html())``. Rule references
    link into ``notebook`` (None: the same page; ``present``: only to the codes on that page).
    ``style`` adds the styling and a wrapper, for showing the glossary on its own."""
    items = []
    for t in TERMS:
        refs = ", ".join(
            f'<a href="{html.escape(rule_href(code, notebook))}">{html.escape(code)}</a>'
            if present is None or entry(code).code in present else html.escape(code)
            for code in t.refs)
        items.append(f'<dt id="{t.anchor}">{html.escape(t.shown_term)}</dt>'
                     f'<dd>{markup_html(t.shown_definition)} <span class="cl-where">({html.escape(lesson_label(t.lesson))}; {refs})</span></dd>')
    section = "\n".join([
        '<section id="glossary" aria-labelledby="glossary-t">',
        '<h2 id="glossary-t">' + html.escape(_("Glossary: the words of the game")) + "</h2>",
        "<p>" + _(INTRO) + "</p>",
        '<dl class="cl-glossary">', *items, "</dl>", "</section>"])
    if not style:
        return section
    return f'<div class="cl-rulebook"><style>{CSS}</style>\n{section}\n</div>'
