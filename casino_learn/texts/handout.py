"""A one-page rules summary to print and hand out, one per game (``casino-learn handout``).

:func:`handout_html` writes a standalone HTML page laid out for paper (``paper="a4"`` or
``"letter"``: an ``@page`` rule sets the sheet and its margins), with no background ink, cards
drawn small with the kit's own SVG (:mod:`casino_learn.display.svg`, the table with ``paper=True``) and
plain sentences. It holds, for one variant: the card values, the turn (capture, build, trail: one
line each and a tiny example), the restrictions of that game (short name first, then the rule
number), the deal, the scoring items and how the game is won (Classic: strictly the highest total
at 21 or more; Royal: the count-out with the 18 / 19 / 20 locks and overtime).

Everything comes from the kit's own texts and values, so the sheet cannot drift from the rules:
the restriction names and sentences of lesson 4 (:mod:`casino_learn.lesson.deal`,
:mod:`casino_learn.rules.restrictions`) for the rules :func:`casino_learn.texts.rulebook.entries` says apply,
card values, rounds and target from :mod:`casino_learn.rules.variants` and :mod:`casino_learn.rules.state`,
items and points from :mod:`casino_learn.rules.scoring`, a few words from :mod:`casino_learn.texts.glossary`.
The examples are real positions (:data:`EXAMPLES`), checked by the engine in the tests.

    >>> "R14" in handout_html("royal") and "R14" not in handout_html("classic")
    True
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from ..display import fonts
from ..display.svg import FONT, SVG_NS, card_group, card_svg
from ..i18n import N_, _, get_language, ngettext, pgettext
from ..rules.cards import Card, parse_card, parse_cards
from ..rules.moves import Move
from ..rules.scoring import ITEMS, POINTS
from ..rules.state import GameState, rounds_per_deal
from ..rules.table import Build
from ..rules.variants import RuleSet, get_rules
from .glossary import term
from .grammar import join_or
from .rulebook import applies_in, entries, entry, rule_short

__all__ = ["PAPER_SIZES", "VARIANTS", "Example", "EXAMPLES", "restriction_codes", "handout_html", "default_name"]

#: ``paper`` values and their CSS ``@page`` size (the same as the worksheets').
PAPER_SIZES = {"a4": "A4", "letter": "letter"}
VARIANTS = ("classic", "royal")
_GAME = {"classic": N_("Classic Casino"), "royal": N_("Royal Casino")}

#: Card width in CSS pixels (96 to the inch): 22 px is about 6 mm, small but readable.
CARD = 22
#: The cards beside the scoring items: about 4 mm.
SMALL = 15
#: The words of the sheet that are not taken from the rulebook (one place for a translator).
WORDS = {
    "title": N_("{game}: the rules on one page"),
    "values_classic": N_("An ace is 1 and 2 to 10 are worth their number. J, Q and K have no number."),
    "values_royal": (N_("An ace on its own is 1 or 14, whichever you need: a played ace captures at 14, and it can also "
                     "take loose aces. In a group of two or more cards (a sum, or part of a build) an ace is always 1.")),
    "turn": N_("On your turn you play exactly one card from your hand, in one of three ways. You may not pass."),
    "capture": (N_("Take table cards worth <b>exactly</b> your card's value: a card that matches it, cards that add up "
                "to it, or a build of that value. You may take several of them at once if no card is counted twice.")),
    "build": (N_("Put your card on table cards and <b>announce</b> its value: the total they make (5 on 3: 8), or, "
              "when each group makes the value on its own, that value (4 on 4: 4). That is a build, and you own it. You must "
              "still hold a card of that value, to capture the build later. You can also raise a build or add to one.")),
    "trail": N_("Put your card on the table by itself, capturing nothing."),
    "deal": (N_("The dealer gives each player 4 cards and puts 4 cards face up on the table. When every hand is empty, "
             "each player gets 4 more, but no more go to the table: {rounds}. The dealer says \u201clast\u201d "
             "when dealing the final round.")),
    "first_classic": (N_("The player on the dealer's left plays first; play goes clockwise. That player deals next "
                      "time. The first dealer is chosen at random.")),
    "first_royal": (N_("The player on the dealer's right plays first; play goes counter-clockwise. That player deals "
                    "next time. The first dealer is chosen at random.")),
    "partners": N_("With 4 players, partners sit opposite each other and put their captured cards together: one side."),
    "leftovers": (N_("At the end of a deal, the cards left on the table go to the side of the last player who "
                  "captured, if anyone did; that is never a sweep.")),
    "score_intro": N_("Then every side counts its captured cards:"),
    "tie": N_("Most cards and most spades go to the side with strictly the most (a tie: nobody)."),
    # Classic counts sweeps only by agreement (§10; review 18 read "score nothing in Classic" as a rule without exception).
    "sweep_classic": N_("Sweeps (captures that leave the table empty) score nothing in Classic unless the players agree "
                        "to count them (then 1 point each, with no cancelling)."),
    "sweep_counted": N_("<b>Sweeps</b> (captures that leave the table empty): 1 point each, with no cancelling (the "
                        "players agreed to count them)."),
    "sweep_royal": (N_("<b>Sweeps</b> (captures that leave the table empty): 1 point each, but sweeps cancel one for "
                    "one: the side with the most scores how many more it has than the next (a tie at the top: nobody).")),
    "win_classic": (N_("Scores add up from deal to deal. After a deal, if one side has <b>strictly the highest</b> total "
                    "and it is {target} or more, that side wins. If two or more sides are tied for the highest total "
                    "at {target} or more, play another deal. If nobody has {target} yet, play the next deal.")),
    "win_classic_example": N_("23 against 22: 23 wins. 22 against 22: play another deal."),
    "count_royal": (N_("Points are counted <b>one item at a time</b> in this order: {order}, then sweep points one by "
                    "one. Each side's total starts at its score before the deal.")),
    "open_royal": N_("At {low} or less, every item you take is added."),
    "lock_royal": (N_("At {locks} you are <b>locked</b>: only the item that makes exactly {target} counts ({which}). "
                   "Any other item you take is lost, sweeps too (your sweeps still cancel the others').")),
    "out_royal": N_("Reaching {target} is <b>going out</b>: you score nothing more, but the count goes on to the end."),
    "end_royal": (N_("Then: if exactly one side went out, it wins. If two or more went out in the same deal, it is "
                  "<b>overtime</b>: the next deals are simply added up (no locks, sweeps score), and after each one a "
                  "side with strictly the highest total wins, or you play on. If nobody went out, play the next deal.")),
    "win_royal_example": (N_("You are on 17 and take most cards and Big Casino: 17 + 3 = 20, then Big Casino is lost, "
                          "because at 20 only Little Casino counts.")),
    "words": N_("Words"),
    "footer": (N_("Rule numbers R1-R15 are those of the course's rules reference (casino-learn rules). "
               "These are the standard rules; a teacher can change some of them.")),
}

#: The three ways to play, as headings of the handout.
KINDS = {"capture": N_("Capture"), "build": N_("Build"), "trail": N_("Trail")}
#: The scoring items inside a sentence ("at 18 most cards"; Royal's count-out order).
ITEMS_IN_SENTENCE = {"cards": N_("most cards"), "spades": N_("most spades"), "big_casino": N_("Big Casino"),
                     "little_casino": N_("Little Casino")}
#: The scoring items as the handout lists them, with the four aces as one.
ITEMS_LISTED = {"cards": N_("Most cards"), "spades": N_("Most spades"), "big_casino": N_("Big Casino"),
                "little_casino": N_("Little Casino"), "aces": N_("Each ace")}

#: What a locked side can still score (RULES.md §12.2), by how far it is below the target.
_DESIGNATED = {3: "cards", 2: "big_casino", 1: "little_casino"}
#: Glossary words printed at the foot of the sheet (their first sentence).
_TERMS = ("loose card", "single build", "multiple build", "raise")


@dataclass(frozen=True)
class Example:
    """A tiny example: a hand, a table and an allowed ``move`` (the one drawn); ``words`` say
    what happens, and ``checks`` are further moves they speak of. The tests check every one with
    the engine."""

    kind: str
    hand: str
    table: str
    move: Move
    words: str
    #: Every move the words speak of, with the rule that refuses it ("" when it is allowed).
    checks: tuple[tuple[Move, str], ...] = ()


#: The examples of the turn, per variant: each is checked by the engine in tests/test_handout.py.
EXAMPLES: dict[str, tuple[Example, ...]] = {
    "classic": (
        Example("capture", "8H", "8D 5C 3S KD", Move.capture("8H", "8D 5C 3S"),
                N_("You play 8♥: take 8♦ and 5♣ + 3♠ together. K♦ stays: only a K takes a K.")),
        Example("build", "3H 8S", "5D", Move.build("3H", 8, "5D"),
                N_("You hold 3♥ and 8♠. Put 3♥ on the 5♦ and say \u201cbuilding 8\u201d; later take it with 8♠.")),
        Example("trail", "7H", "7C 3D", Move.trail("7H"),
                N_("You may trail 7♥, even though it could take 7♣.")),
    ),
    "royal": (
        Example("capture", "QH", "7C 5D QS 4H", Move.capture("QH", "7C 5D QS"),
                N_("You play Q♥ (12): take 7♣ + 5♦ and Q♠ together. 4♥ stays.")),
        Example("build", "4H KS", "9D", Move.build("4H", 13, "9D"),
                N_("You hold 4♥ and K♠. Put 4♥ on the 9♦ and say \u201cbuilding 13\u201d; later take it with K♠.")),
        Example("trail", "7H 9S", "7C 3D", Move.trail("9S"),
                N_("You may trail 9♠, but not 7♥: a loose 7 lies on the table (R14)."),
                ((Move.trail("9S"), ""), (Move.trail("7H"), "R14"), (Move.capture("7H", "7C"), ""))),
    ),
}


def _check(variant: str, paper: str) -> None:
    if variant not in VARIANTS:
        raise ValueError(f"Unknown variant {variant!r}: expected 'classic' or 'royal'.")
    if paper not in PAPER_SIZES:
        raise ValueError(f"Unknown paper {paper!r}: expected {' or '.join(repr(p) for p in PAPER_SIZES)}.")


def restriction_codes(variant: str) -> list[str]:
    """The restrictions that apply to ``variant`` ("R1" ... "R15"), as the rulebook says."""
    return [e.code for e in entries(variant) if e.is_restriction]


def default_name(variant: str, paper: str = "a4") -> str:
    """``handout-royal-a4.html``."""
    _check(variant, paper)
    return f"handout-{variant}-{paper}.html"


def _cards(cards: str | list[Card], width: int = CARD) -> str:
    items = parse_cards(cards) if isinstance(cards, str) else cards
    return "<span class='cards'>" + "".join(card_svg(c, width=width) for c in items) + "</span>"


def _first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip(), maxsplit=1)[0]


def _plain(text: str) -> str:
    return text.replace("**", "").replace("`", "")


def _short(definition: str) -> str:
    """A glossary definition cut to its first sentence, without the example in it:
    "A build with one group." for "A build with one group, for example 5 + 3 announced as 8."."""
    # Translators: where a glossary definition's example starts ("A build with one group, for example 5 + 3 ...");
    # the handout cuts the definition there. Write it as it appears in your glossary's definitions.
    marker = pgettext("glossary definition", ", for example")
    return _first_sentence(_plain(definition)).split(marker)[0].rstrip(".") + "."


def _values(rules: RuleSet) -> str:
    shown = ["AS", "2H", "7D", "10C", "JS", "QH", "KD"]
    groups: list[tuple[str, list[Card]]] = []  # cards of the same worth side by side share one caption
    for code in shown:
        card = parse_card(code)
        values = sorted(rules.values_alone(card))
        # Translators: under a card on the handout: its value(s), e.g. "1 or 14", or "no number" (a Classic face card).
        worth = join_or([str(v) for v in values]) if values else _("no number")
        if groups and worth == groups[-1][0] and not values:
            groups[-1][1].append(card)
        else:
            groups.append((worth, [card]))
    cells = [f"<figure>{''.join(card_svg(c, width=CARD + 4) for c in cards)}<figcaption>{html.escape(worth)}</figcaption></figure>"
             for worth, cards in groups]
    note = _(WORDS[f"values_{rules.variant}"])
    top = _("Highest value: {value}.", value=rules.max_value)
    return f"<div class='values'>{''.join(cells)}</div><p>{html.escape(note)} {top}</p>"


def _turn(rules: RuleSet) -> str:
    v = rules.variant

    def rules_said(*codes: str) -> str:  # the statements of the rules that limit a kind of move, from their entries
        return "".join(" " + html.escape(rule_short(c, rules)) for c in codes if applies_in(c, rules))

    text = {"capture": _(WORDS["capture"]) + rules_said("R5"),
            "build": _(WORDS["build"]),
            "trail": _(WORDS["trail"]) + rules_said("R9", "R14")}
    rows = []
    for ex in EXAMPLES[v]:
        # Translators: the small labels before the cards of a handout example.
        hand, table = html.escape(pgettext("handout example", "hand")), html.escape(pgettext("handout example", "table"))
        picture = f"<span class='on'>{hand}</span>{_cards(ex.hand)}<span class='on'>{table}</span>{_cards(ex.table)}"
        if ex.kind == "build":
            state = _example_state(v, ex)
            after = state.apply(ex.move).table
            after_label = html.escape(pgettext("handout example", "after"))
            picture += f"<span class='on' aria-label='{after_label}'>→</span>" + "".join(_build_svg(b) for b in after.builds)
        rows.append(f"<div class='move'><h3>{html.escape(_(KINDS[ex.kind]))}</h3><p>{text[ex.kind]}</p>"
                    f"<div class='ex'><div class='pics'>{picture}</div><p>{html.escape(_(ex.words))}</p></div></div>")
    return "".join(rows)


def _build_svg(build: Build, width: int = CARD) -> str:
    """A build drawn small for paper, as the kit's paper table draws one (``table_svg(paper=True)``:
    its cards overlapped inside a dashed grey outline, no fill), with its value beside it."""
    cards = [c for g in build.groups for c in sorted(g, reverse=True)]
    step, pad = width * 0.42, 3.0
    pile_w = width + step * (len(cards) - 1)
    h = width * 1.4
    # Translators: beside a build drawn on the handout.
    label = _("build of {value}", value=build.value)
    text_w = len(label) * 6.2
    total_w = pile_w + 2 * pad + 4 + text_w
    body = [f'<rect x="1" y="1" width="{pile_w + 2 * pad - 2:g}" height="{h + 2 * pad - 2:g}" rx="4" fill="none" '
            'stroke="#9a9a9a" stroke-width="1" stroke-dasharray="3 2"/>']
    body += [card_group(c, x=pad + i * step, y=pad, width=width) for i, c in enumerate(cards)]
    body.append(f'<text x="{pile_w + 2 * pad + 4:g}" y="{pad + h / 2 + 4:g}" font-family="{FONT}" font-size="11" '
                f'font-weight="bold" fill="#111">{html.escape(label)}</text>')
    return (f'<svg xmlns="{SVG_NS}" width="{total_w:g}" height="{h + 2 * pad:g}" viewBox="0 0 {total_w:g} {h + 2 * pad:g}" '
            f'role="img" aria-label="{html.escape(label)}: {html.escape(", ".join(c.name for c in cards))}" '
            f'class="casino-build">{"".join(body)}</svg>')


def _example_state(variant: str, ex: Example) -> GameState:
    from ..rules.positions import position

    return position(variant, hand=ex.hand, table=ex.table)


def _restrictions(rules: RuleSet) -> str:
    """The game's restrictions: name, number and short statement, each from the rule's entry."""
    items = []
    for code in restriction_codes(rules.variant):
        rule = entry(code)
        items.append(f"<li><b>{html.escape(rule.shown_name)}</b> <span class='code'>({code})</span>: "
                     f"{html.escape(rule.statement(rules))}</li>")
    return f"<ul class='rules'>{''.join(items)}</ul>"


def _deal(rules: RuleSet) -> str:
    # Translators: how many rounds a deal has with 2, 3 and 4 players, inside the "deal" sentence.
    said = ngettext("{n} round with 2, {three} with 3, {four} with 4", "{n} rounds with 2, {three} with 3, {four} with 4",
                    rounds_per_deal(2), three=rounds_per_deal(3), four=rounds_per_deal(4))
    return (f"<p>{html.escape(_(WORDS['deal'], rounds=said))} {html.escape(_(WORDS['first_' + rules.variant]))}</p>"
            f"<p>{html.escape(_(WORDS['partners']))}</p>")


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n)


def _item(item: str) -> str:
    """Name, card pictures and points of one scoring item (the four aces as one: "Each ace")."""
    if item.startswith("ace_"):
        name, codes = _(ITEMS_LISTED["aces"]), " ".join(i.replace("ace_", "A") for i in ITEMS if i.startswith("ace_"))
    else:
        name, codes = _(ITEMS_LISTED[item]), {"big_casino": "10D", "little_casino": "2S"}.get(item, "")
    pictures = _cards(codes, SMALL) if codes else ""
    return f"<div><b>{html.escape(name)}</b>{pictures}<span>{_points(POINTS[item])}</span></div>"


def _scoring(rules: RuleSet) -> str:
    """The items two by two: most cards and spades beside Big and Little Casino, then the aces."""
    items = "".join(_item(i) for i in ("cards", "big_casino", "spades", "little_casino", "ace_S"))
    total = sum(POINTS[i] for i in ITEMS)
    sweep = (_(WORDS["sweep_royal"]) if rules.sweeps_enabled and rules.sweeps_cancel
             else _(WORDS["sweep_counted"]) if rules.sweeps_enabled else html.escape(_(WORDS["sweep_classic"])))
    said = ngettext("Without sweeps that is {n} point a deal (fewer after a tie).",
                    "Without sweeps that is {n} points a deal (fewer after a tie).", total)
    return (f"<p>{html.escape(_(WORDS['leftovers']))} {_(WORDS['score_intro'])}</p><div class='items'>{items}</div>"
            f"<p>{_(WORDS['tie'])} {said} {sweep}</p>")


def _winning(rules: RuleSet) -> str:
    target = rules.target_score
    if not rules.is_royal:
        return (f"<p>{_(WORDS['win_classic'], target=target)}</p>"
                f"<p class='eg'>{_('Example: {example}', example=html.escape(_(WORDS['win_classic_example'])))}</p>")
    order = [_item_name(i) for i in ITEMS if not i.startswith("ace_")]
    # Translators: the last item of Royal's count-out order; {suits} is "♠ ♣ ♥ ♦".
    order.append(_("the aces {suits}", suits=" ".join(_ace_symbols())))
    # Translators: what a locked side can still score, e.g. "at 18 most cards".
    which = ", ".join(_("at {score} {item}", score=target - k, item=_item_name(item))
                      for k, item in sorted(_DESIGNATED.items(), reverse=True))
    locks = join_or([str(target - 3), str(target - 2), str(target - 1)])
    parts = [f"<p>{_(WORDS['count_royal'], order=', '.join(order))}</p><ul class='count'>",
             f"<li>{_(WORDS['open_royal'], low=target - 4)}</li>",
             f"<li>{_(WORDS['lock_royal'], locks=locks, target=target, which=which)}</li>",
             f"<li>{_(WORDS['out_royal'], target=target)}</li></ul>",
             f"<p>{_(WORDS['end_royal'])}</p>",
             f"<p class='eg'>{_('Example: {example}', example=html.escape(_(WORDS['win_royal_example'])))}</p>"]
    return "".join(parts)


def _item_name(item: str) -> str:
    """"most cards", "Big Casino": the item's name inside a sentence."""
    return _(ITEMS_IN_SENTENCE[item])


def _ace_symbols() -> list[str]:
    return [parse_card(i.replace("ace_", "A")).suit.symbol for i in ITEMS if i.startswith("ace_")]


def _words() -> str:
    items = [f"<b>{html.escape(term(t).shown_term)}</b>: {html.escape(_short(term(t).shown_definition))}" for t in _TERMS]
    return f"<section class='box words'><h2>{_(WORDS['words'])}</h2><p>" + " · ".join(items) + "</p></section>"


_CSS = """
@page { size: %(size)s; margin: 8mm 11mm; }
html { -webkit-print-color-adjust: economy; print-color-adjust: economy; }
* { box-sizing: border-box; }
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; font-size: 8pt;
  line-height: 1.22; color: #111; background: #fff; max-width: 190mm; margin: 1em auto; padding: 0 1em; }
header { display: flex; align-items: flex-end; gap: 6mm; border-bottom: 1.4pt solid #111; padding-bottom: 0.8mm; }
h1 { font-size: 14pt; margin: 0; flex: 1; }
header .name { font-size: 9pt; border-bottom: 0.6pt solid #555; width: 55mm; padding-bottom: 0.3mm; }
.aim { margin: 1mm 0 1.2mm; font-size: 8.6pt; }
h2 { font-size: 8.6pt; margin: 0 0 0.6mm; text-transform: uppercase; letter-spacing: 0.05em; }
h2 span { text-transform: none; letter-spacing: 0; font-weight: normal; font-size: 8pt; margin-left: 1.5mm; }
h3 { font-size: 8.4pt; margin: 0; }
p { margin: 0 0 0.7mm; }
p:last-child { margin-bottom: 0; }
.box { border: 0.6pt solid #888; border-radius: 2mm; padding: 1.1mm 2.2mm 1.1mm; margin-bottom: 1.4mm;
  break-inside: avoid; page-break-inside: avoid; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 2.2mm; align-items: start; }
.row.top { grid-template-columns: 0.8fr 1.2fr; align-items: stretch; }
.values { display: flex; gap: 1.4mm; margin-bottom: 0.6mm; }
.values figure svg + svg { margin-left: 1px; }
.values figure { margin: 0; text-align: center; font-size: 7.4pt; font-weight: 600; }
.values figcaption { white-space: nowrap; }
svg { vertical-align: middle; }
.cards svg { margin-right: 1px; }
.move { display: grid; grid-template-columns: 12mm 1.25fr 1fr; gap: 2mm; border-top: 0.4pt solid #ccc;
  padding: 0.6mm 0; align-items: center; }
.move p { margin: 0; }
.ex { display: flex; flex-direction: column; gap: 0.3mm; font-size: 7.6pt; }
.pics { display: flex; align-items: center; flex-wrap: wrap; gap: 0.4mm 1.2mm; }
.pics > svg.casino-table { height: 15mm; width: auto; }
.on { font-size: 6.6pt; color: #444; text-transform: uppercase; letter-spacing: 0.03em; }
ul { margin: 0; padding-left: 3.5mm; }
ul.rules { columns: 3; column-gap: 4mm; font-size: 7.8pt; }
ul.rules li { break-inside: avoid; margin-bottom: 0.3mm; }
.code { color: #333; }
.items { display: grid; grid-template-columns: 1fr 1fr; gap: 0.3mm 3mm; margin: 0.3mm 0 0.8mm; }
.items > div { display: flex; align-items: center; gap: 1.2mm; white-space: nowrap; min-height: 5.6mm; }
.items > div:last-child { grid-column: 1 / 3; }
.items b { min-width: 21mm; }
.note { color: #444; font-style: italic; }
.eg { font-size: 7.6pt; font-style: italic; }
ul.count li { margin-bottom: 0.3mm; }
.words p { font-size: 7.6pt; }
footer { font-size: 7pt; color: #444; border-top: 0.5pt solid #999; padding-top: 0.5mm; }
@media print { body { max-width: none; margin: 0; padding: 0; } }
"""


def _bottom(rules: RuleSet) -> list[str]:
    """Scoring and who wins side by side, the words under the shorter of the two (scoring in
    Royal, whose count-out takes room; who wins in Classic)."""
    scoring = "<section class='box'><h2>" + _("Scoring a deal") + f"</h2>{_scoring(rules)}</section>"
    winning = "<section class='box'><h2>" + _("Who wins") + f"</h2>{_winning(rules)}</section>"
    if rules.is_royal:
        return [f"<div>{scoring}{_words()}</div>", winning]
    return [scoring, f"<div>{winning}{_words()}</div>"]


def handout_html(variant: str, paper: str = "a4") -> str:
    """The one-page rules summary for ``variant`` ("classic" or "royal") as a standalone HTML
    page laid out for ``paper`` ("a4" or "letter"). ValueError for anything else."""
    _check(variant, paper)
    rules = get_rules(variant)
    game = _(_GAME[variant])
    title = _(WORDS["title"], game=game)
    aim = ngettext("2, 3 or 4 players, one pack of 52 cards (no jokers). Capture cards from the table; what you capture "
                   "scores points at the end of each deal. Deals are played until one side wins: the target is {n} point.",
                   "2, 3 or 4 players, one pack of 52 cards (no jokers). Capture cards from the table; what you capture "
                   "scores points at the end of each deal. Deals are played until one side wins: the target is {n} points.",
                   rules.target_score)
    body = [
        # Translators: on the printed sheet, where a student writes their name.
        f"<header><h1>{html.escape(title)}</h1><span class='name'>" + _("Name:") + "</span></header>",
        f"<p class='aim'>{html.escape(aim)}</p>",
        "<div class='row top'>",
        "<section class='box'><h2>" + _("Card values") + f"</h2>{_values(rules)}</section>",
        "<section class='box'><h2>" + _("The deal") + f"</h2>{_deal(rules)}</section>",
        "</div>",
        "<section class='box'><h2>" + _("Your turn") + f" <span>{_(WORDS['turn'])}</span></h2>{_turn(rules)}</section>",
        "<section class='box'><h2>" + _("The rules of play") + f"</h2>{_restrictions(rules)}</section>",
        "<div class='row'>",
        *_bottom(rules),
        "</div>",
        f"<footer>{html.escape(_(WORDS['footer']))}</footer>",
    ]
    css = _CSS % {"size": PAPER_SIZES[paper]} + fonts.css_rule()
    return (f"<!DOCTYPE html>\n<html lang='{get_language()}'>\n<head>\n<meta charset='utf-8'>\n"
            f"<title>{html.escape(title)}</title>\n<style>{css}</style>\n</head>\n<body>\n<main>\n"
            + "\n".join(body) + "\n</main>\n</body>\n</html>\n")

