"""Small display helpers the lessons call, so a learner reads pictures and sentences, not Python loops.

Each helper returns an object that Jupyter shows as HTML (the last line of a cell), built by the
pure functions of :mod:`casino_learn.render`. The lessons speak from the learner's seat: "You"
and "Opponent".
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterable, Sequence

from . import render
from .cards import Card, parse_card
from .describe import describe_move
from .moves import Move
from .state import GameState
from .variants import RuleSet, get_rules

__all__ = ["Shown", "show", "show_move", "explain", "legal_moves", "card_values", "NAMES",
           "leftovers_after", "score_items", "game_end", "computer_players"]

#: What the pictures call the two players of a lesson position.
NAMES = ["You", "Opponent"]


@dataclass(frozen=True)
class Shown:
    """HTML that Jupyter displays (``str(shown)`` is the HTML too)."""

    html: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html


def _names(state: GameState, names: Sequence[str] | None) -> list[str] | None:
    return list(names) if names else (NAMES if state.players == 2 else None)


def show(state: GameState, names: Sequence[str] | None = None) -> Shown:
    """The table and your hand: all that matters in a lesson position."""
    return Shown(render.position_html(state, names=_names(state, names)))


def show_move(state: GameState, move: Move | str, caption: str = "", names: Sequence[str] | None = None) -> Shown:
    """A move before and after, described in words (``caption`` adds a sentence under it)."""
    picture = render.move_html(state, move, names=_names(state, names), notation=False)
    extra = f'<p class="casino-caption">{html.escape(caption)}</p>' if caption else ""
    return Shown(picture + extra)


def explain(state: GameState, move: Move | str) -> Shown:
    """Whether ``move`` is allowed, in words: the rules it breaks and why, or what it does."""
    move = Move.parse(move) if isinstance(move, str) else move
    problems = state.check(move)
    words = describe_move(state, move, tense="suggestion")
    if not problems:
        return Shown(f'<div class="casino-explain"><p>Allowed: you may {html.escape(words)}.</p></div>')
    return Shown(f'<div class="casino-explain"><p>Not allowed: you may not {html.escape(words)}.</p>'
                 f"{render.violations_html(problems)}</div>")


def legal_moves(state: GameState, kinds: Sequence[str] = ("capture", "build", "raise", "add", "trail")) -> Shown:
    """Every move you may make, of the kinds taught so far, grouped by kind, in words."""
    return Shown(render.legal_moves_html(state, names=_names(state, None), kinds=kinds))


def card_values(variant: str | RuleSet, cards: Iterable[Card | str]) -> Shown:
    """A small table: each card's picture, its name and the values it may stand for (§1.2)."""
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    rows = []
    for item in cards:
        card = item if isinstance(item, Card) else parse_card(item)
        values = sorted(rules.values_alone(card))
        worth = " or ".join(str(v) for v in values) if values else "no number: it only takes a card of its own rank (R5)"
        rows.append(f"<tr><td>{render.card_svg(card, width=40)}</td><td>{html.escape(card.name)}</td>"
                    f"<td>{html.escape(worth)}</td></tr>")
    head = "<tr><th>Card</th><th>Name</th><th>Worth</th></tr>"
    return Shown(f'<table class="casino-values">{head}{"".join(rows)}</table>')


# --- lessons 05 and 07: the end of a deal, scoring and the game end, in sentences (issue 15) ---------------------
#: Learner-facing words of the scoring helpers (module-level, for a translator).
ITEM_WORDS = {"cards": "Most cards (3)", "spades": "Most spades (1)", "big_casino": "Big Casino, 10♦ (2)",
              "little_casino": "Little Casino, 2♠ (1)", "ace_S": "A♠ (1)", "ace_C": "A♣ (1)", "ace_H": "A♥ (1)",
              "ace_D": "A♦ (1)"}
NOBODY = "nobody"


def leftovers_after(state: GameState, names: Sequence[str] | None = None) -> str:
    """For the last card of a deal: each legal move in words, the cards left on the table and the
    side they go to (RULES.md §9), one line each. ``print`` it."""
    who = _names(state, names) or [f"Player {s + 1}" for s in range(state.players)]
    lines = []
    for move in state.legal_moves:
        after = state.apply(move)
        words = describe_move(state, move, tense="suggestion")
        if not after.leftovers:
            sweep = (" It is a sweep: 1 point." if state.rules.sweeps_enabled else
                     " It is a sweep (a point only when sweeps are counted).") if after.last_sweep else ""
            lines.append(f"If you {words}: nothing is left over.{sweep}")
            continue
        left = " ".join(card.symbol for card in after.leftovers)
        to = NOBODY if after.leftovers_to is None else who[after.leftovers_to]
        lines.append(f"If you {words}: {left} left over, to {to}.")
    return "\n".join(lines)


def _side_name(side: int | None, names: Sequence[str]) -> str:
    return NOBODY + " (a tie)" if side is None else names[side]


def score_items(variant: str | RuleSet, piles: Sequence[Sequence[Card | str]], sweeps: Sequence[int] = (0, 0),
                names: Sequence[str] = NAMES) -> str:
    """Who wins each scoring item of a deal (RULES.md §11.1), the counts, the sweeps and the points, as lines."""
    from .scoring import score_deal

    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    cards = [[c if isinstance(c, Card) else parse_card(c) for c in pile] for pile in piles]
    deal = score_deal(rules, cards, list(sweeps))
    lines = [f"Cards: {', '.join(f'{n} {c[0]}' for n, c in zip(names, deal.counts))}. "
             f"Spades: {', '.join(f'{n} {c[1]}' for n, c in zip(names, deal.counts))}."]
    lines += [f"{ITEM_WORDS[a.item]}: {_side_name(a.side, names)}" for a in deal.awards]
    if rules.sweeps_enabled:
        lines.append("Sweep points: " + ", ".join(f"{n} {s}" for n, s in zip(names, deal.net_sweeps)))
    lines.append("Points this deal: " + ", ".join(f"{n} {p}" for n, p in zip(names, deal.deal_points))
                 + f" ({sum(deal.deal_points)} in all)")
    return "\n".join(lines)


def game_end(variant: str | RuleSet, before: Sequence[int], deal_points: Sequence[int], names: Sequence[str] = NAMES) -> str:
    """The totals after a deal and what happens next (RULES.md §11.2, Classic): a winner, or another deal."""
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    after = [b + p for b, p in zip(before, deal_points)]
    top = max(after)
    leaders = [n for n, t in zip(names, after) if t == top]
    if top < rules.target_score:
        verdict = f"nobody has {rules.target_score} yet: another deal"
    elif len(leaders) > 1:
        verdict = f"tied at the top with {top}: another deal"
    else:
        verb = "win" if leaders[0] == "You" else "wins"
        verdict = f"{leaders[0]} {verb} ({top} is the highest total, and at least {rules.target_score})"
    totals = ", ".join(f"{n} {b} + {p} = {a}" for n, b, p, a in zip(names, before, deal_points, after))
    return f"{totals}: {verdict}."


def computer_players() -> str:
    """The computer players, weakest first, one line each."""
    from .agents import LEVEL_DESCRIPTIONS, LEVELS

    return "\n".join(f"{level:9} {LEVEL_DESCRIPTIONS[level]}" for level in LEVELS)
