"""Small display helpers the lessons call, so a learner reads pictures and sentences, not Python loops.

Each helper returns an object that Jupyter shows as HTML (the last line of a cell), built by the
pure functions of :mod:`casino_learn.display.render`. The lessons speak from the learner's seat: "You"
and "Opponent".
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..display import render
from ..i18n import N_, _
from ..rules.cards import Card, parse_card
from ..rules.moves import Move
from ..rules.state import GameState
from ..rules.variants import RuleSet, get_rules
from ..texts.describe import describe_move
from ..texts.grammar import join_or
from ..texts.violations import said

#: What the pictures call the two players of a lesson position.
NAMES = [N_("You"), N_("Opponent")]


@dataclass(frozen=True)
class Shown:
    """HTML that Jupyter displays (``str(shown)`` is the HTML too)."""

    html: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html


def _seats(state: GameState, names: Sequence[str] | None) -> tuple[list[str] | None, int]:
    """How a lesson's picture names the seats: the ``names`` given, and the learner's seat (seat 0 of a
    two-player position, else the player to move): "You", "Opponent"."""
    return (list(names) if names else None), (0 if state.players == 2 else state.to_move)


def default_names() -> list[str]:
    """"You" and "Opponent" in the language in use."""
    return [_(name) for name in NAMES]


def show(state: GameState, names: Sequence[str] | None = None) -> Shown:
    """The table and your hand: all that matters in a lesson position."""
    return Shown(render.position_html(state, names=_seats(state, names)[0], viewer=_seats(state, names)[1]) + render.picture_note())


def show_move(state: GameState, move: Move | str, caption: str = "", names: Sequence[str] | None = None) -> Shown:
    """A move before and after, described in words (``caption`` adds a sentence under it)."""
    picture = render.move_html(state, move, notation=False, names=_seats(state, names)[0], viewer=_seats(state, names)[1])
    extra = f'<p class="casino-caption">{html.escape(caption)}</p>' if caption else ""
    return Shown(picture + extra + render.picture_note())


def explain(state: GameState, move: Move | str) -> Shown:
    """Whether ``move`` is allowed, in words: the rules it breaks and why, or what it does."""
    move = Move.parse(move) if isinstance(move, str) else move
    problems = state.check(move)
    words = describe_move(state, move, tense="suggestion")
    if not problems:
        return Shown('<div class="casino-explain"><p>' + _(VERDICT_WORDS["allowed"], move=html.escape(words)) + "</p></div>")
    return Shown('<div class="casino-explain"><p>' + _(VERDICT_WORDS["refused"], move=html.escape(words)) + "</p>"
                 f"{render.violations_html(problems)}</div>")


def legal_moves(state: GameState, kinds: Sequence[str] = ("capture", "build", "raise", "add", "trail")) -> Shown:
    """Every move you may make, of the kinds taught so far, grouped by kind, in words."""
    return Shown(render.legal_moves_html(state, kinds=kinds, viewer=_seats(state, None)[1]))


def card_values(variant: str | RuleSet, cards: Iterable[Card | str]) -> Shown:
    """A small table: each card's picture, its name and the values it may stand for (§1.2)."""
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    rows = []
    for item in cards:
        card = item if isinstance(item, Card) else parse_card(item)
        values = sorted(rules.values_alone(card))
        worth = join_or([str(v) for v in values]) if values else _("no number: it only takes a card of its own rank (R5)")
        rows.append(f"<tr><td>{render.card_svg(card, width=40)}</td><td>{html.escape(card.name)}</td>"
                    f"<td>{html.escape(worth)}</td></tr>")
    # Translators: the column headings of lesson 1's table of card values.
    head = "<tr><th>" + _("Card") + "</th><th>" + _("Name") + "</th><th>" + _("Worth") + "</th></tr>"
    return Shown(f'<table class="casino-values">{head}{"".join(rows)}</table>')




#: How a verdict is said (module-level, for a translator).
VERDICT_WORDS = {"allowed": N_("Allowed: you may {move}."), "refused": N_("Not allowed: you may not {move}.")}


def verdict(state: GameState, move: Move | str) -> str:
    """Whether ``move`` is allowed, as plain sentences: what it does, or each rule it breaks on
    its own indented line."""
    move = Move.parse(move) if isinstance(move, str) else move
    words = describe_move(state, move, tense="suggestion")
    problems = state.check(move)
    if not problems:
        return _(VERDICT_WORDS["allowed"], move=words)
    return "\n".join([_(VERDICT_WORDS["refused"], move=words), *(f"    {p}" for p in said(problems))])
