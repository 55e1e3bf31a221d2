"""The rules of Casino and Royal Casino in plain words: one entry per rule, the one place each
rule is worded (issue 21).

Every restriction R1-R15 and every section a learner meets has one :class:`RuleEntry`: its title
(the rule's name and number), its short statement (``short``, one sentence: what a refused move,
a rule menu, the handout and the lesson tables say), its full text in plain words with a tiny
example (the rules reference, notebook 10; :attr:`RuleEntry.plain` is that text without its
``**`` marks), and the games it applies to. Everything that states a
rule reads it here: the violation messages (:attr:`casino_learn.rules.restrictions.Violation.title`),
the rule menus (:func:`rule_codes` lists only the rules of the game in use), the handout, the
stages and notebook 10 (``tools/make_rules_reference.py``). Changing R9's wording is one edit here
(and the catalogs).

The kit's messages and lessons cite rules as "R9" or "§12.2" (the numbers of the rule book the
kit follows). This module explains each of them in a few plain sentences with a tiny example:
one :class:`RuleEntry` per restriction R1-R15 and per section a learner meets. Every function is pure.

    >>> rule_text("R9").splitlines()[:2]
    ['The owner-may-not-trail rule (R9)', 'If you own a build you may not trail.']
    >>> rule_link("§12.2")
    '[§12.2](10_rules_reference.ipynb#cell-id=s12-2)'
    >>> [e.code for e in entries("classic")][:3]
    ['§1', '§1.1', '§1.2']

Variants: :func:`entries` gives only the entries that apply to a variant. A rules **page**
(:func:`casino_learn.texts.rules_page.rules_html`) for one variant shows all fifteen restrictions, so that a number cited
anywhere can always be looked up, with those of the other variant marked "Royal only" or
"Classic only"; sections of the other variant only (Royal scoring, §12, on the Classic page;
Classic game end, §11.2, on the Royal page) are left out. The page for both variants
(``variant=None``, the course notebook ``10_rules_reference.ipynb``) shows everything.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator

from ..i18n import N_, _, ngettext
from .grammar import join_and

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.variants import RuleSet

__all__ = [
    "NOTEBOOK", "RuleEntry", "ENTRIES", "entries", "entry", "anchor_of", "rule_text", "rule_link", "rule_href", "cell_id", "lab_links",
    "applies_label", "markup_html", "entry_markdown", "entry_html", "page_entries",
    "RULES", "rule_short", "rule_name", "rule_codes", "applies_in",
]

#: The course notebook that holds the reference (links from other notebooks point into it).
NOTEBOOK = "10_rules_reference.ipynb"

BOTH = ("classic", "royal")
CLASSIC_ONLY = ("classic",)
ROYAL_ONLY = ("royal",)


@dataclass(frozen=True, slots=True)
class RuleEntry:
    """One rule (``code`` "R1".."R15") or section (``code`` "§3", "§12.2") in plain words.

    ``name`` is what the rule or section is called, "The owner-may-not-trail rule" (its title adds
    the number: "The owner-may-not-trail rule (R9)"); ``short`` the
    one-sentence statement of a restriction, and ``per_game`` the statement for one game where it
    differs (R15: ``{top}`` is the game's highest value); ``text`` the full text in plain words.
    ``text`` and ``example`` may use ``**bold**`` and ```code``` marks (the same in Markdown and,
    through :func:`markup_html`, in HTML); ``see`` lists related codes. ``variants`` are the games
    the entry applies to. The fields are the English catalog texts; the ``shown_*`` properties and
    :meth:`statement` give them in the language in use (issue 16)."""

    code: str
    name: str
    text: str
    variants: tuple[str, ...]
    example: str = ""
    see: tuple[str, ...] = ()
    short: str = ""
    per_game: tuple[tuple[str, str], ...] = ()
    #: The short statement before building is taught (lessons 1 and 2), where ``short`` names builds.
    before_builds: str = ""

    @property
    def shown_name(self) -> str:
        """The name in the language in use: "The owner-may-not-trail rule"."""
        return _(self.name)

    @property
    def title(self) -> str:
        """The English title: the name and the number, "The owner-may-not-trail rule (R9)"."""
        return f"{self.name} ({self.code})"

    def statement(self, game: "str | RuleSet | None" = None, *, builds: bool = True) -> str:
        """The short statement in the language in use; for ``game`` ("classic", "royal" or a
        RuleSet) the one for that game where it differs. Without a short statement: the name.
        ``builds=False`` (a lesson before building is taught): the statement without builds."""
        if not builds and self.before_builds:
            return _(self.before_builds)
        variant = getattr(game, "variant", game)
        for where, text in self.per_game:
            if where == variant:
                return _(text, top=14 if variant == "royal" else 10)
        return _(self.short) if self.short else self.shown_name

    @property
    def shown_title(self) -> str:
        """The title in the language in use: "The owner-may-not-trail rule (R9)"."""
        # Translators: a rule's or section's title: its name and its number, e.g. "The owner-may-not-trail rule (R9)".
        return _("{name} ({code})", name=self.shown_name, code=self.code)

    @property
    def shown_text(self) -> str:
        return _(self.text)

    @property
    def shown_example(self) -> str:
        return _(self.example) if self.example else ""

    @property
    def plain(self) -> str:
        """The full text in plain words without its marks, in the language in use (for a terminal,
        a tooltip or a plain-text page)."""
        return _plain(self.shown_text)

    @property
    def anchor(self) -> str:
        """The HTML id of the entry: "R9", "s3", "s12.2"."""
        return anchor_of(self.code)

    @property
    def is_restriction(self) -> bool:
        return self.code.startswith("R")

    @property
    def parent(self) -> str | None:
        """The code of the entry this one sits under: "§1" for "§1.2", "§7" for "R9"; None at the
        top (also for "§6.1": no entry "§6")."""
        if self.is_restriction:
            return "§7"
        head = self.code.split(".")[0]
        return head if head != self.code and head in _BY_CODE else None

    def applies_to(self, variant: str | None) -> bool:
        return variant is None or variant in self.variants


def anchor_of(code: str) -> str:
    """"R9" -> "R9", "§12.2" -> "s12.2" (ids stay plain ASCII, so links are easy to type)."""
    return "s" + code[1:] if code.startswith("§") else code


_R = "R"
ENTRIES: tuple[RuleEntry, ...] = (
    # §1 ------------------------------------------------------------------------------------
    RuleEntry(
        "§1", N_("Cards and values"),
        N_("The game uses one ordinary pack of 52 cards, with no jokers. Every card has a **value**, and "
        "the value decides what the card can capture and build. Classic and Royal give the picture "
        "cards and the ace different values."),
        BOTH, N_("A 7 captures cards worth 7, in both games."), ("§1.1", "§1.2", "§1.3")),
    RuleEntry(
        "§1.1", N_("The pack and how cards are written"),
        N_("A card is written as its rank and then its suit. The ranks are A 2 3 4 5 6 7 8 9 10 J Q K and "
        "the suits are ♠ spades (`S`), ♥ hearts (`H`), ♦ diamonds (`D`) and ♣ clubs (`C`). Every card "
        "in the pack is different, so a name like `10D` means one card. The order in which cards are "
        "sorted on screen means nothing in the rules."),
        BOTH, N_("`10D` is the ten of diamonds (10♦), `AS` the ace of spades (A♠), `KH` the king of hearts (K♥).")),
    RuleEntry(
        "§1.2", N_("Card values"),
        N_("**Classic**: an ace is 1 and the cards 2 to 10 are worth their number. J, Q and K are **face "
        "cards** with no number at all (R5), so the highest value in Classic is 10. **Royal**: the ace "
        "is 1 or 14 (§1.3), 2 to 10 are worth their number, J is 11, Q is 12 and K is 13, so the highest "
        "value is 14."),
        BOTH, N_("In Royal a king (13) can capture 6 + 7; in Classic a king can only take another king."),
        ("R5", "§1.3")),
    RuleEntry(
        "§1.3", N_("The Royal ace: 1 or 14"),
        N_("An ace **on its own** counts 1 or 14, whichever you need. So an ace you play captures at 14, and "
        "it can also take loose aces, because an ace pairs with an ace. An ace **inside a group of two or "
        "more cards** (a sum, or a group in a build) always counts 1, because 14 plus anything would go "
        "over 14. Holding an ace is enough to capture a build of 14 later (R7, R8)."),
        ROYAL_ONLY,
        N_("With A♥ you can take 9♣ + 5♦ (14) and a loose A♦ together. With 8♠ you can take 3♣ + 4♥ + A♠, "
        "where the ace counts 1."),
        ("§1.2", "R15")),
    # §2 ------------------------------------------------------------------------------------
    RuleEntry(
        "§2", N_("Players, sides and seat order"),
        N_("Two, three or four people play. With two or three players everyone plays alone. With four, "
        "the usual game is two **partnerships**: partners sit opposite each other, so turns go "
        "you, opponent, partner, opponent. A **side** is one player alone, or one partnership: partners "
        "put their captured cards together and score as one side. A build still belongs to the one "
        "player who owns it, not to the side (R8, R9, R13). In **Classic** the player on the dealer's "
        "left plays first and play goes **clockwise**; in **Royal** the player on the dealer's right "
        "plays first and play goes **counter-clockwise**. Which way round you draw the seats changes "
        "nothing else in the rules."),
        BOTH, N_("Four players, seats 0 to 3 in playing order: seats 0 and 2 are one side, seats 1 and 3 the other."),
        ("§3", "R13")),
    # §3 ------------------------------------------------------------------------------------
    RuleEntry(
        "§3", N_("The deal"),
        N_("A game is a series of **deals**, and each deal uses the whole pack in several **rounds**. In "
        "the first round each player gets four cards, and four more go face up to the table as loose "
        "cards. When every hand is empty, each player gets four more cards, but **no more cards go to "
        "the table**. That makes 6 rounds with 2 players, 4 rounds with 3 players and 3 rounds with 4 "
        "players. The first dealer is chosen at random. The player after the dealer (on the dealer's "
        "left in Classic, on the right in Royal) plays first in every round of the deal. For the next "
        "deal, the job of dealer moves on to that player. When dealing the final round, the dealer "
        "says **\"last\"** so that everyone knows these are the last cards of the deal."),
        BOTH,
        N_("Two players: 4 cards to the table, then 6 rounds of 4 cards each: 4 + 6 × 2 × 4 = 52 cards."),
        ("§2", "§9")),
    # §4 ------------------------------------------------------------------------------------
    RuleEntry(
        "§4", N_("The table: loose cards and builds"),
        N_("A **loose card** is a single face-up card on the table that is not part of a build. A "
        "**build** is cards put together on the table under an announced **value**; it can only be "
        "captured as a whole (R4). It is made of **groups**, each worth exactly the value: a **single "
        "build** has one group, a **multiple build** has two or more. The **owner** of a build is the "
        "player who most recently made it, raised it or added to it. Each side also keeps its captured "
        "cards face down and counts its sweeps. Your hand is secret; the table is seen by everyone."),
        BOTH,
        N_("A build of 8 with the groups 5♦ + 3♣ and 8♦ is a multiple build; the player who made it owns it."),
        ("R4", "§6.2")),
    # §5 ------------------------------------------------------------------------------------
    RuleEntry(
        "§5", N_("Your turn"),
        N_("On your turn you play **exactly one card** from your hand, face up, in one of three ways: you "
        "**capture** (§6.1), **build** (§6.2) or **trail** (§6.3). You may not pass (R1). Then it is the "
        "next player's turn."),
        BOTH, N_("You hold 5♠ and 9♥: you must play one of them, even if you would rather wait."),
        ("R1", "§6.1", "§6.2", "§6.3")),
    # §6 ------------------------------------------------------------------------------------
    RuleEntry(
        "§6.1", N_("Capturing"),
        N_("Play a card and take table cards worth **exactly** its value (R2). You can take one loose card "
        "that matches it (**pairing**), two or more loose cards that add up to it (**a sum**), or a "
        "build of that value. In one capture you may take several such **sets** and builds at once, as "
        "long as no card is in two of them (R3). You choose what to take: nothing makes you take "
        "everything you could. In Classic a J, Q or K takes exactly one loose card of the same rank (R5). "
        "The cards you take, and your own card, go to your side's captured cards, and you become the "
        "last player who captured. If the table is then empty, that is a **sweep** (§10)."),
        BOTH,
        N_("Table A♣ 2♦ 3♠ 5♣ 6♥ 8♦, you play 8♥: you can take 8♦, 6♥ + 2♦ and 5♣ + 3♠ all at once. "
        "The ace and the 3 can never both be taken, because both sums would need the 5♣."),
        ("R2", "R3", "R4", "R5", "§10")),
    RuleEntry(
        "§6.2", N_("Building"),
        N_("Play a card with a number (never a Classic face card) onto the table and **announce a value**; "
        "the result is one build of that value, and you own it. Your card either starts a new group, "
        "alone or with loose cards that add up to the value together with it (**make** a build), or goes "
        "on top of a single build, whose value goes up by your card's value, an ace adding 1 (**raise** "
        "it, R10 to R13). You may also put in further sets of loose cards worth the value, and builds "
        "already on the table with that value: this is how you **add** to a build, whose value stays "
        "the same. A build with more than one group is a multiple build. At least one card from the "
        "table must be used (R6), and afterwards you must still hold a card of the value (R7, R8), "
        "because you will want to capture the build on a later turn."),
        BOTH,
        N_("Table A♥ 2♣, you hold 3♦ 3♠ 6♣. Playing 3♦ you may build 6 (A + 2 + 3, and you keep 6♣) or a "
        "multiple build of 3 (the 3 and A + 2, and you keep 3♠). You may not build 4 or 5: you hold no "
        "4 and no 5."),
        ("§4", "R6", "R7", "R8", "R10", "R11", "R12", "R13", "R15")),
    RuleEntry(
        "§6.3", N_("Trailing"),
        N_("To **trail** is to put your card face up on the table as a new loose card, capturing nothing. "
        "You may trail any card, even one that could capture, except in two cases: while you own a "
        "build (R9), and, in Royal, while a loose card of the same rank is on the table (R14)."),
        BOTH,
        N_("Classic, table 7♣ 3♦: you may trail 7♥ even though it could take 7♣. In Royal you could not."),
        ("R9", "R14")),
    # §7 ------------------------------------------------------------------------------------
    RuleEntry(
        "§7", N_("The fifteen restrictions R1 to R15"),
        N_("Fifteen rules, R1 to R15, say which moves are **not** allowed. When the kit refuses a move it "
        "names the rule the move breaks, for example \"(R9)\". Most apply to both games; R5 is for "
        "Classic only, and R12, R13 and R14 are for Royal only. No rule says \"you must capture\", but the "
        "rules can leave a capture as your only legal move. A build's owner may not trail (R9): if none of their cards "
        "can build or add to a build, they must capture, for example with their last card, the one that captures "
        "the build (R8). In Royal the same happens when every card you hold matches a loose card, so that none may "
        "be trailed (R14), and none can build because you would keep no card to take the build (R7). With 7♥ and "
        "9♠ and a loose 7♣ on the table, you may still trail 9♠."),
        BOTH, "", tuple(f"R{i}" for i in range(1, 16))),
    # R1-R15 --------------------------------------------------------------------------------
    RuleEntry(
        "R1", N_("The one-card rule"),
        N_("Every turn you play exactly one card from **your own hand**. You may not pass, and you may not "
        "play a card that is on the table."),
        BOTH, N_("K♦ lies on the table: you cannot play it; play one of the cards in your hand."), ("§5",),
        short=N_("Play exactly one card from your hand each turn; you may not pass.")),
    RuleEntry(
        "R2", N_("The exact-value rule"),
        N_("Everything you capture must be worth **exactly** your card's value: a loose card that matches "
        "it, two or more loose cards that add up to it, or a build announced at that value. Not more, "
        "not less."),
        BOTH, N_("With 8♥ you may take 5♣ + 3♠ (8), but not 5♣ + 2♦ (7)."), ("§6.1",),
        short=N_("Every set you capture, and every build you take, must be worth exactly your card's value."),
        before_builds=N_("Every set you capture must be worth exactly your card's value.")),
    RuleEntry(
        "R3", N_("The count-each-card-once rule"),
        N_("A table card can be counted only once. The cards you capture must split into separate sets, "
        "each worth your card's value; in a build, every table card is in exactly one group."),
        BOTH,
        N_("Table A♣ 2♦ 3♠ 5♣ 6♥ 8♦, you play 8♥: you may take 5♣ + 3♠ or 5♣ + 2♦ + A♣, but not both, "
        "because there is only one 5♣."),
        ("§6.1",),
        short=N_("A table card can be counted only once: the cards must split into separate sets, and in a build "
                 "every table card is in exactly one group."),
        before_builds=N_("A table card can be counted only once: the cards must split into separate sets.")),
    RuleEntry(
        "R4", N_("The whole-build rule"),
        N_("A build is captured only **whole**, by a card equal to its announced value. It is never part "
        "of a sum, it is never split, and its cards are never taken one by one."),
        BOTH,
        N_("A build of 9 (5♣ + 4♦) is taken by a 9. A 10 cannot take it with a loose ace (\"9 + 1\"), and "
        "a 5 cannot take the 5♣ out of it."),
        ("§4", "§6.1"),
        short=N_("A build is taken only whole, by a card equal to its value; it is never part of a sum.")),
    RuleEntry(
        "R5", N_("The face-card rule"),
        N_("In Classic, J, Q and K have **no number**. They cannot build, cannot be part of a build or a "
        "sum, and a played face card captures exactly **one** loose card of the same rank, nothing else."),
        CLASSIC_ONLY,
        N_("Table K♦ 6♣ 7♦, you play K♥: you may take K♦, but not 6 + 7. With two loose kings you take only "
        "one of them."),
        ("§1.2",),
        short=N_("In Classic, J, Q and K have no number: they never build or join a sum, and take only one card of their own rank."),
        before_builds=N_("In Classic, J, Q and K have no number: they never join a sum, and take only one card of their own rank.")),
    RuleEntry(
        "R6", N_("The table-card rule"),
        N_("A build needs the card you play **and** at least one card from the table (a loose card or a "
        "build already there). Table cards alone never make a build, and your card alone is a trail, "
        "not a build."),
        BOTH,
        N_("Table A♥ 2♣: putting 3♦ on A♥ + 2♣ makes a build of 6; laying 3♦ down alone is not a build of 3."),
        ("§6.2",),
        short=N_("A build needs the card you play and at least one card from the table.")),
    RuleEntry(
        "R7", N_("The keep-a-capturer rule"),
        N_("After you make, raise or add to a build, you must still hold a card of its value, so that you "
        "can capture it later. The card you have just played does not count."),
        BOTH,
        N_("Table A♥ 2♣, you hold 3♦ 3♠ 6♣: with 3♦ you may build 6 (you keep 6♣), but not 5 (3 + 2), "
        "because you hold no 5."),
        ("R8", "§6.2"),
        short=N_("After building you must still hold a card that captures the build.")),
    RuleEntry(
        "R8", N_("The owner-keeps-a-capturer rule"),
        N_("While you own a build, every move you make must leave you holding a card that captures it. So "
        "your last card of that value may be used only to capture that build, and your last card in "
        "hand must capture your build."),
        BOTH,
        N_("You own a build of 8 (5♣ + 3♦) and hold 8♥ 6♠ 4♠, with a loose 8♦ on the table. Taking only the "
        "8♦ with 8♥ is not allowed: your build would be left with no 8 to capture it. Taking 8♦ and your "
        "build together is fine."),
        ("R7", "R9"),
        short=N_("While you own a build you must keep a card that captures it.")),
    RuleEntry(
        "R9", N_("The owner-may-not-trail rule"),
        N_("If you own a build you may not trail: you must capture, build or add to a build. If nothing "
        "else is possible you capture your own build, and R8 makes sure you can. Some Classic players "
        "allow the owner to trail as a house rule; the kit does not, unless a teacher switches it on."),
        BOTH,
        N_("You own a build of 8 and hold 8♥ 6♠ 4♠: trailing 4♠ is not allowed."),
        ("R8", "§6.3"),
        short=N_("If you own a build you may not trail.")),
    RuleEntry(
        "R10", N_("Only single builds are raised"),
        N_("You can raise (change the value of) only a **single** build, one with one group. A **multiple** "
        "build keeps its value for ever: it can only get more groups of the same value."),
        BOTH,
        N_("A multiple build of 5 (3♣ + 2♥ and 5♠): you may not play 2♠ on it to make 7, but with 4♣ and a "
        "loose A♦ you may add a new group of 5 to it (while still holding a 5)."),
        ("R11", "§6.2"),
        short=N_("Only a single build can be raised; a multiple build never changes value.")),
    RuleEntry(
        "R11", N_("Only your played card changes a value"),
        N_("When you raise a build, the only card that changes its value is the one you play from your "
        "hand. Loose table cards can join a build only as complete groups worth exactly its (new) "
        "value; they never push its value up."),
        BOTH,
        N_("A single build of 5 (3♣ + 2♥): 2♠ raises it to 7, but the loose 2♦ cannot go in as well to make "
        "9. A loose 7♦ could join it as a whole group of 7 (if you still hold a 7)."),
        ("R10", "§6.2"),
        short=N_("Only the played card changes a build's value; table cards join only as whole groups of that value.")),
    RuleEntry(
        "R12", N_("No raising your own build"),
        N_("In Royal you may raise only a single build that **another** player owns, never your own. You may "
        "still add groups of the same value to your own build. In Classic raising your own build is "
        "allowed."),
        ROYAL_ONLY,
        N_("Royal: you own a build of 5 (3♣ + 2♥); playing 2♠ on it to make 7 is not allowed."),
        ("R10", "§6.2"),
        short=N_("In Royal you may not raise your own build.")),
    RuleEntry(
        "R13", N_("Hands off your partner's build"),
        N_("In a Royal partnership game you may not raise a build your **partner** owns, and may not add to "
        "it or put it into your own build. You may capture it, and you may make a separate build of the "
        "same value."),
        ROYAL_ONLY,
        N_("Royal, four players: your partner owns a build of 5. You may not play 2♠ on it to make 7; you "
        "may take it with a 5."),
        ("§2", "§6.2"),
        short=N_("In a Royal partnership game you may not raise or add to your partner's build.")),
    RuleEntry(
        "R14", N_("No trailing a card that matches a loose card"),
        N_("In Royal you may not trail a card while a loose card of the **same rank** is on the table (an ace "
        "is blocked by a loose ace). Capture or build with it instead. Cards inside builds do not count."),
        ROYAL_ONLY,
        N_("Royal, table 7♣ 3♦: you may not trail 7♥. You may take 7♣ with it, or build with it."),
        ("§6.3",),
        short=N_("In Royal you may not trail a card while a loose card of the same rank is on the table.")),
    RuleEntry(
        "R15", N_("Build values a card can capture"),
        N_("The value you announce for a build must be one that some card could capture. Classic: 2 to 10, "
        "or 1 only for a multiple build made of single aces. Royal: 2 to 14, and never 1: single aces "
        "built together make 14, and A + A may instead be a single build of 2."),
        BOTH,
        N_("Royal: A♥ played onto a loose A♦ can be announced as 14 (two aces, each 14) or 2 (A + A), never "
        "as 1. In Classic the same move can be announced as 1 or 2. (Either way you must still hold a "
        "card of the value: another ace, or a 2.)"),
        ("§1.2", "§1.3", "§6.2"),
        short=N_("A build's value must be one a card can capture: Classic 2-10 (or 1 for a build made of single aces), Royal 2-14."),
        per_game=(("classic", N_("A build's value must be one a card can capture: 2 to {top} (or 1 for a build "
                                 "made of single aces).")),
                  ("royal", N_("A build's value must be one a card can capture: 2 to {top}, never 1.")))),
    # §9 ------------------------------------------------------------------------------------
    RuleEntry(
        "§9", N_("The end of a round and of a deal"),
        N_("When every hand is empty and cards are left in the pack, the dealer deals the next round; the "
        "table stays as it is. When the pack is used up too, the deal ends: the cards still on the "
        "table (the **leftovers**) go to the side of the **last player who captured**. Taking the "
        "leftovers is **never** a sweep. If nobody captured anything in the whole deal, the leftovers go "
        "to nobody. Then the deal is scored (§11 or §12)."),
        BOTH,
        N_("Last turn of the deal: you hold 6♣, the table is 6♥ 4♠ 2♦ and player 0 made the last capture. "
        "If you trail, all four cards go to player 0's side. If you take 6♥, you are now the last "
        "player who captured and you also get 4♠ 2♦ (not a sweep). If you take 6♥ and 4♠ + 2♦, the "
        "table is empty after your capture: that is a sweep."),
        ("§3", "§10", "§11.1")),
    # §10 -----------------------------------------------------------------------------------
    RuleEntry(
        "§10", N_("Sweeps"),
        N_("A **sweep** is a capture that leaves the table empty: no loose cards and no builds. A capture "
        "that empties the table on the very last play of a deal is a sweep too, but taking the "
        "leftovers at the end never is. After a sweep the next player has to trail, since there is "
        "nothing to take. **Royal**: each sweep is worth 1 point, but the sides' sweeps **cancel** one "
        "for one: the side with more sweeps scores the difference. With three sides, only the side with "
        "strictly the most sweeps scores, its count minus the second-highest count; if the top is tied, "
        "nobody scores sweeps. **Classic**: sweeps score nothing, unless a teacher switches them on "
        "(then 1 point each, with no cancelling)."),
        BOTH,
        N_("Royal: you made 3 sweeps and your opponent 1, so you score 2 sweep points and your opponent none."),
        ("§6.1", "§11.1", "§12.2")),
    # §11 -----------------------------------------------------------------------------------
    RuleEntry(
        "§11.1", N_("Scoring a deal"),
        N_("At the end of a deal, after the leftovers are handed out, each side looks at its captured "
        "cards. **Most cards**: 3 points, to the side with strictly the most (a tie: nobody). **Most "
        "spades**: 1 point, the same way. **Big Casino** (10♦): 2 points. **Little Casino** (2♠): 1 "
        "point. **Each ace** (A♠, A♣, A♥, A♦): 1 point. Sweeps: 1 point each where they score (§10). "
        "Without sweeps there are 11 points in every deal, fewer if the cards (or, with three sides, the "
        "spades) are tied. With two sides the spades can never tie, because there are 13."),
        BOTH,
        N_("Two players. You took 28 cards with 6 spades, 10♦, A♠ and A♥: cards 3 + Big Casino 2 + two aces "
        "2 = 7 points. Your opponent has 7 spades, 2♠, A♣ and A♦: 1 + 1 + 2 = 4. Together: 11."),
        ("§9", "§10", "§11.2", "§12.1")),
    RuleEntry(
        "§11.2", N_("Winning a Classic game"),
        N_("Scores add up from deal to deal, and the target is 21. At the end of each deal: if one side has "
        "**strictly the highest** total and it is 21 or more, that side wins (even if several sides "
        "passed 21 in that deal). If two or more sides are tied for the highest total at 21 or more, "
        "another deal is played and the same test is made after it. If nobody has 21 yet, the next "
        "deal is played. (If a teacher switches on Royal's 18, 19 and 20 locks, §12.2, Classic ends as "
        "Royal does: nobody passes 21, and two or more sides out in the same deal play overtime, §12.3.)"),
        CLASSIC_ONLY,
        N_("23 against 22: the side with 23 wins. 22 against 22: play another deal."),
        ("§11.1",)),
    # §12 -----------------------------------------------------------------------------------
    RuleEntry(
        "§12.1", N_("The Royal count-out"),
        N_("Royal scores the same items as Classic (§11.1), but counts them **one at a time, in a fixed "
        "order**: most cards, most spades, Big Casino, Little Casino, the aces ♠ ♣ ♥ ♦, and then sweeps, "
        "one sweep point at a time. Each side keeps a **running total** that starts at its score before "
        "the deal. The order matters because of the 18, 19 and 20 locks (§12.2)."),
        ROYAL_ONLY,
        N_("A side on 15 that takes most cards and Big Casino counts 15 → 18 (cards) → locked at 18, so "
        "Big Casino adds nothing."),
        ("§11.1", "§12.2")),
    RuleEntry(
        "§12.2", N_("The 18 / 19 / 20 locks"),
        N_("While a side's running total is **17 or less**, everything it takes is added. At **18, 19 or "
        "20** the side is **locked**: only one item can still score for it, the one that brings it to "
        "exactly 21. At 18 that is most cards (18 + 3), at 19 Big Casino (19 + 2), at 20 Little Casino "
        "(20 + 1). Taking that item, the side **goes out** at 21. Any other item a locked side takes "
        "scores nothing and is lost: nobody gets it. A side on 18 or more never scores sweeps, but its "
        "sweeps still cancel the other sides' sweeps. A side that has gone out scores nothing more in "
        "that count. The lock is judged on the running total at the moment each item is counted. There "
        "are no locks in overtime (§12.3). (This is the kit's standard, strict reading; a teacher can "
        "switch on a gentler one.)"),
        ROYAL_ONLY,
        N_("Scores 18 and 13. Side 0 takes most cards: 18 + 3 = 21, out. Side 1 counts 13 → 14 (spades) → "
        "16 (Big Casino) → 17 (Little Casino) → 18 (A♣), and then its A♥ and A♦ are lost."),
        ("§12.1", "§12.3", "§10")),
    RuleEntry(
        "§12.3", N_("The end of a Royal game, and overtime"),
        N_("The count of a deal is not stopped when a side goes out: every item is counted. Then: if "
        "exactly one side has reached 21, it wins. If two or more sides reached 21 in the same deal, "
        "the game goes into **overtime**: further deals are scored by plain adding up, with no locks "
        "and with sweeps scoring (after cancelling), and after each of them a side with strictly the "
        "highest total wins; otherwise overtime goes on. If nobody reached 21, the next deal is played "
        "normally."),
        ROYAL_ONLY,
        N_("Scores 19 and 20. Side 0 takes Big Casino (19 + 2 = 21) and side 1 takes Little Casino (20 + 1 "
        "= 21): both are out in the same deal, so overtime begins."),
        ("§12.1", "§12.2")),
)

#: The entries by code: every look-up goes through here (a test may put a changed entry in).
_BY_CODE = {e.code: e for e in ENTRIES}


def _normalise(code: str) -> str:
    """"R9", "r9", "§12.2", "12.2", "s12.2" and "#s12.2" all name one entry."""
    c = code.strip().lstrip("#").replace(" ", "")
    if c[:1] in ("R", "r") and c[1:].isdigit():
        return "R" + c[1:]
    if c.startswith("§"):
        c = c[1:]
    elif c[:1] == "s" and c[1:2].isdigit():
        c = c[1:]
    return "§" + c


def entry(code: str) -> RuleEntry:
    """The entry for "R9", "§12.2" (also "r9", "12.2", "s12.2"); KeyError for an unknown code."""
    key = _normalise(code)
    if key not in _BY_CODE:
        raise KeyError(f"no rule or section {code!r} in the rules reference; known: {', '.join(_BY_CODE)}")
    return _BY_CODE[key]


def entries(variant: str | None = None) -> list[RuleEntry]:
    """The entries that apply to ``variant`` ("classic" or "royal"; None: all), in reading order."""
    if variant not in (None, *BOTH):
        raise ValueError(f"unknown variant {variant!r}: use 'classic' or 'royal'")
    return [e for e in _BY_CODE.values() if e.applies_to(variant)]


def page_entries(variant: str | None = None) -> list[RuleEntry]:
    """What a rules page shows: every restriction R1-R15 (so any cited number can be looked up),
    and the sections that apply to ``variant``."""
    if variant not in (None, *BOTH):
        raise ValueError(f"unknown variant {variant!r}: use 'classic' or 'royal'")
    return [e for e in _BY_CODE.values() if e.is_restriction or e.applies_to(variant)]


def rule_short(code: str, game: "str | RuleSet | None" = None) -> str:
    """The short statement of a rule in the language in use ("If you own a build you may not
    trail."), for ``game`` where it differs; an unknown code is returned as it is."""
    try:
        return entry(code).statement(game)
    except KeyError:
        return code


def rule_name(code: str) -> str:
    """The name of a rule in the language in use, without its number: "The owner-may-not-trail rule"."""
    return entry(code).shown_name


def applies_in(code: str, game: "str | RuleSet") -> bool:
    """Whether a restriction is a rule of ``game``: a variant ("classic", "royal") by the entry's
    games, or a RuleSet by its options (R5 Classic; R9 unless ``owner_may_trail``; R12 without
    ``may_raise_own_build``; R13 with ``partner_build_restriction``; R14 with ``no_trail_matching_loose``)."""
    if isinstance(game, str):
        return entry(code).applies_to(game)
    by_option = {"R5": not game.is_royal, "R9": not game.owner_may_trail, "R12": not game.may_raise_own_build,
                 "R13": game.partner_build_restriction, "R14": game.no_trail_matching_loose}
    return by_option.get(code, True)


def rule_codes(game: "str | RuleSet | None" = None) -> list[str]:
    """The restrictions R1-R15 in order, or only those of ``game`` (for rule menus and lists: no
    R12-R14 in Classic)."""
    codes = [e.code for e in _BY_CODE.values() if e.is_restriction]
    return codes if game is None else [c for c in codes if applies_in(c, game)]


def rules_not_listed(game: "RuleSet") -> str:
    """Why the rule menu of ``game`` (:func:`rule_codes`) skips some of R1-R15, in the language in use; "" when it
    lists them all. A rule of the other game only (R12-R14 in Classic, R5 in Royal) is said apart from one a house
    rule switches off here (R9 when owners may trail: review 26 read "R9 is not a rule of Classic Casino")."""
    listed = set(rule_codes(game))
    variant = "royal" if game.is_royal else "classic"
    left_out = [code for code in rule_codes() if code not in listed]
    other_game = [code for code in left_out if not applies_in(code, variant)]
    switched_off = [code for code in left_out if applies_in(code, variant)]
    notes = []
    if other_game:
        # Translators: {rules} are rule numbers, e.g. "R12, R13 and R14"; {game} e.g. "Classic Casino".
        notes.append(ngettext("{rules} is not a rule of {game}, so it is not listed here.",
                              "{rules} are not rules of {game}, so they are not listed here.", len(other_game),
                              rules=join_and(other_game), game=_(_VARIANT_TITLE[variant])))
    if switched_off:
        # Translators: {rules} are rule numbers, e.g. "R9".
        notes.append(ngettext("{rules} is switched off here by a house rule, so it is not listed.",
                              "{rules} are switched off here by house rules, so they are not listed.", len(switched_off),
                              rules=join_and(switched_off)))
    return " ".join(notes)


class _ShortStatements(Mapping):
    """``RULES["R9"]``: the English short statement of each restriction, read from its entry when
    asked (``_(RULES[code])`` is :func:`rule_short`)."""

    def __getitem__(self, code: str) -> str:
        e = _BY_CODE.get(code) if isinstance(code, str) and code.startswith("R") else None
        if e is None:
            raise KeyError(code)
        return e.short

    def __iter__(self) -> Iterator[str]:
        return iter(rule_codes())

    def __len__(self) -> int:
        return len(rule_codes())


#: The short statement of every restriction, by code, in English (as marked for the catalog).
RULES: Mapping[str, str] = _ShortStatements()


#: Where an entry applies (one place for a translator).
APPLIES = {"both": N_("Classic and Royal"), "royal": N_("Royal only"), "classic": N_("Classic only")}


def applies_label(e: RuleEntry) -> str:
    if set(e.variants) == set(BOTH):
        return _(APPLIES["both"])
    return _(APPLIES["royal"]) if e.variants == ROYAL_ONLY else _(APPLIES["classic"])


def _plain(text: str) -> str:
    return text.replace("**", "").replace("`", "")


def rule_text(code: str) -> str:
    """One entry as plain text: its title, the text, where it applies and the example."""
    e = entry(code)
    # Translators: under a rule's text, e.g. "Applies to: Royal only."
    lines = [e.shown_title, *([e.statement()] if e.short else []), e.plain,
             _("Applies to: {where}.", where=applies_label(e))]
    if e.example:
        # Translators: {example} is the example of a rule, in plain text.
        lines.append(_("Example: {example}", example=_plain(e.shown_example)))
    return "\n".join(lines)


def cell_id(anchor: str) -> str:
    """The notebook cell id of the reference cell that starts with ``anchor`` ("s12.2" → "s12-2": a
    cell id has only letters, digits, "-" and "_"); every glossary term is in the "glossary" cell."""
    return "glossary" if anchor.startswith("g-") else re.sub(r"[^A-Za-z0-9_-]", "-", anchor)


def rule_href(code: str, notebook: str | None = NOTEBOOK) -> str:
    """Where an entry is: "10_rules_reference.ipynb#cell-id=R9" (JupyterLab opens the notebook at
    that cell: a plain "#R9" opened it at the top, trial 3), or "#R9" within a page (``notebook=None``)."""
    if notebook:
        return f"{notebook}#cell-id={cell_id(entry(code).anchor)}"
    return f"#{entry(code).anchor}"


_NOTEBOOK_ANCHOR = re.compile(re.escape(NOTEBOOK) + r"#(?!cell-id=)([A-Za-z0-9_.-]+)")


def lab_links(text: str) -> str:
    """Links written as "10_rules_reference.ipynb#R9" (course texts, lesson sources) in the form
    JupyterLab follows to the cell: "10_rules_reference.ipynb#cell-id=R9" (see :func:`rule_href`)."""
    return _NOTEBOOK_ANCHOR.sub(lambda m: f"{NOTEBOOK}#cell-id={cell_id(m.group(1))}", text)


def rule_link(code: str, notebook: str | None = NOTEBOOK) -> str:
    """A Markdown link for a notebook cell: ``[R9](10_rules_reference.ipynb#cell-id=R9)``."""
    e = entry(code)
    return f"[{e.code}]({rule_href(e.code, notebook)})"


# Rendering ------------------------------------------------------------------------------------

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")
_REF = re.compile(r"\b(R1[0-5]|R[1-9])\b|§(\d+(?:\.\d+)?)")


def markup_html(text: str, link_refs: bool = False, notebook: str | None = None,
                present: frozenset[str] | None = None) -> str:
    """The ``**bold**`` / ```code``` marks of an entry as HTML (the rest escaped). With
    ``link_refs``, every cited rule ("R8", "§6.2") that has an entry (in ``present``, when given:
    the codes shown on the page) becomes a link."""
    out = html.escape(text, quote=False)
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _BOLD.sub(r"<strong>\1</strong>", out)
    if link_refs:
        def link(m: re.Match) -> str:
            code = m.group(0)
            key = _normalise(code)
            if key not in _BY_CODE or (present is not None and key not in present):
                return code
            return f'<a href="{html.escape(rule_href(code, notebook))}">{code}</a>'
        out = _REF.sub(link, out)
    return out


def _see_md(e: RuleEntry, notebook: str | None) -> str:
    return ", ".join(rule_link(code, notebook) for code in e.see)


def entry_markdown(e: RuleEntry, notebook: str | None = None) -> str:
    """One entry as a Markdown cell, starting with its anchor ``<a id="R9"></a>``. Links to other
    entries point into ``notebook`` (None: the same notebook)."""
    level = "###" if e.parent else "##"
    parts = [f'<a id="{e.anchor}"></a>', "", f"{level} {e.shown_title}", ""]
    if e.short:
        parts += [f"**{e.statement()}**", ""]
    parts.append(f"*{applies_label(e)}.* {e.shown_text}")
    if e.code == "§7":
        parts += [""] + [f"* {rule_link(c, notebook)}: {entry(c).shown_name} "
                         f"({applies_label(entry(c))})" for c in e.see]
    else:
        if e.example:
            # Translators: Markdown; keep the ** marks. {example} is the example of a rule.
            parts += ["", _("**Example.** {example}", example=e.shown_example)]
        if e.see:
            # Translators: {links} are links to other rules, e.g. "R8, §6.3".
            parts += ["", _("See also: {links}.", links=_see_md(e, notebook))]
    return "\n".join(parts)


def entry_html(e: RuleEntry, variant: str | None = None, notebook: str | None = None,
               present: frozenset[str] | None = None) -> str:
    """One entry as an HTML ``<section>`` with ``id`` = its anchor. Links go only to the entries
    in ``present`` (the codes shown on the same page; None: all)."""
    see = [c for c in e.see if present is None or c in present]
    level = "h3" if e.parent else "h2"
    other = not e.applies_to(variant)
    cls = "cl-entry cl-other" if other else "cl-entry"
    # Translators: {where} is "Royal only" or "Classic only", on a rules page for the other game.
    label = _("{where}: not used in this game", where=applies_label(e)) if other else applies_label(e)
    parts = [f'<section class="{cls}" id="{html.escape(e.anchor)}" aria-labelledby="{html.escape(e.anchor)}-t">',
             f'<{level} id="{html.escape(e.anchor)}-t">{html.escape(e.shown_title)}</{level}>',
             f'<p class="cl-applies">{html.escape(label)}</p>']
    if e.short:
        parts.append(f'<p class="cl-short"><strong>{html.escape(e.statement(variant))}</strong></p>')
    parts.append(f"<p>{markup_html(e.shown_text, True, notebook, present)}</p>")
    if e.code == "§7":
        items = "".join(
            f'<li><a href="{html.escape(rule_href(c, notebook))}">{html.escape(entry(c).shown_title)}</a>'
            f' <span class="cl-tag">{html.escape(applies_label(entry(c)))}</span></li>' for c in see)
        parts.append(f'<ul class="cl-list">{items}</ul>')
    else:
        if e.example:
            # Translators: HTML; keep the <strong> marks. {example} is the example of a rule.
            parts.append('<p class="cl-example">' + _("<strong>Example.</strong> {example}",
                         example=markup_html(e.shown_example, True, notebook, present)) + "</p>")
        if see:
            links = ", ".join(f'<a href="{html.escape(rule_href(c, notebook))}">{html.escape(c)}</a>' for c in see)
            parts.append('<p class="cl-see">' + _("See also: {links}.", links=links) + "</p>")
    parts.append("</section>")
    return "\n".join(parts)


#: Colours come from JupyterLab's theme variables when the page is shown inside JupyterLab, with
#: light fallbacks, and dark ones when the browser prefers a dark scheme (a page opened on its own).
CSS = """
.cl-rulebook{--cl-fg:var(--jp-content-font-color1,#1b1b1b);--cl-bg:var(--jp-layout-color0,#fff);
 --cl-soft:var(--jp-layout-color2,#f1f3f5);--cl-line:var(--jp-border-color2,#c8ccd0);
 --cl-link:var(--jp-content-link-color,#0b57d0);--cl-accent:var(--jp-brand-color1,#1565c0);
 font-family:var(--jp-content-font-family,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);
 font-size:var(--jp-content-font-size1,15px);line-height:1.55;color:var(--cl-fg);background:var(--cl-bg);
 max-width:52em;margin:0 auto;padding:12px 18px}
@media (prefers-color-scheme:dark){.cl-rulebook{--cl-fg:var(--jp-content-font-color1,#e6e6e6);
 --cl-bg:var(--jp-layout-color0,#121417);--cl-soft:var(--jp-layout-color2,#23272c);
 --cl-line:var(--jp-border-color2,#4a4f55);--cl-link:var(--jp-content-link-color,#8ab4f8);
 --cl-accent:var(--jp-brand-color1,#64b5f6)}}
.cl-rulebook a{color:var(--cl-link)}
.cl-rulebook h1,.cl-rulebook h2,.cl-rulebook h3{line-height:1.3;margin:1.2em 0 .4em}
.cl-rulebook code{font-family:var(--jp-code-font-family,ui-monospace,monospace);background:var(--cl-soft);
 padding:0 .25em;border-radius:3px}
.cl-rulebook nav{border:1px solid var(--cl-line);border-radius:8px;padding:4px 14px;background:var(--cl-soft)}
.cl-rulebook nav ol{columns:2 18em;margin:.4em 0}
.cl-rulebook nav ol ol{columns:auto}
.cl-rulebook .cl-entry{border-left:4px solid var(--cl-accent);padding:2px 12px;margin:12px 0;scroll-margin-top:8px}
.cl-rulebook .cl-entry.cl-other{border-left-style:dashed;opacity:.85}
.cl-rulebook .cl-applies{margin:0;font-size:.9em;font-style:italic}
.cl-rulebook .cl-example{background:var(--cl-soft);padding:6px 10px;border-radius:6px}
.cl-rulebook .cl-tag{font-size:.85em;font-style:italic}
.cl-rulebook dl.cl-glossary dt{font-weight:700;margin-top:.7em;scroll-margin-top:8px}
.cl-rulebook dl.cl-glossary dd{margin-left:1.2em}
.cl-rulebook .cl-where{font-size:.9em}
"""

_VARIANT_TITLE = {None: N_("Casino and Royal Casino"), "classic": N_("Classic Casino"), "royal": N_("Royal Casino")}


