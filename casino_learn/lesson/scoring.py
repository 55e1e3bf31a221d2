"""Lessons 5 and 7's helpers: the end of a deal, the scoring items and the game end, in sentences."""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from ..i18n import N_, _, ngettext
from ..rules.cards import Card, full_deck, parse_card
from ..rules.errors import CasinoError
from ..rules.state import GameState
from ..rules.variants import RuleSet, get_rules
from ..texts.describe import describe_move
from ..texts.names import Role, Seating
from .common import default_names

#: Learner-facing words of the scoring helpers (module-level, for a translator).
ITEM_WORDS = {"cards": N_("Most cards (3)"), "spades": N_("Most spades (1)"), "big_casino": N_("Big Casino, 10♦ (2)"),
              "little_casino": N_("Little Casino, 2♠ (1)"), "ace_S": "A♠ (1)", "ace_C": "A♣ (1)", "ace_H": "A♥ (1)",
              "ace_D": "A♦ (1)"}
NOBODY = N_("nobody")
#: The end of a deal's last move, one whole sentence per case ({move} is the move in words).
LEFTOVER_WORDS = {
    "none": N_("If you {move}: nothing is left over."),
    "sweep": N_("If you {move}: nothing is left over. It is a sweep: 1 point."),
    "sweep_off": N_("If you {move}: nothing is left over. It is a sweep (a point only when sweeps are counted)."),
    # Translators: {cards} are card symbols ("4♠ 2♦"), {side} who gets them ("Opponent", "nobody").
    "some": N_("If you {move}: {cards} left over, to {side}."),
}


def leftovers_after(state: GameState, names: Sequence[str] | None = None) -> str:
    """For the last card of a deal: each legal move in words, the cards left on the table and the
    side they go to (RULES.md §9), one line each. ``print`` it."""
    seating = Seating.of(state, viewer=0 if state.players == 2 else None, names=names)
    who = seating.side_names
    lines = []
    for move in state.legal_moves:
        after = state.apply(move)
        words = describe_move(state, move, tense="suggestion")
        if not after.leftovers:
            case = ("sweep" if state.rules.sweeps_enabled else "sweep_off") if after.last_sweep else "none"
            lines.append(_(LEFTOVER_WORDS[case], move=words))
            continue
        left = " ".join(card.symbol for card in after.leftovers)
        if after.leftovers_to is not None and seating.viewer == 0 and state.players == 2 and not names \
                and state.side_of(after.leftovers_to) == state.side_of(0):
            # The learner's own case, whole (trial 21 read "6♥ left over, to You.", a capital mid-sentence; trial 22
            # read "6♥ … they"). Translators: {cards} are card symbols ("6♥" or "2♦ 4♠").
            lines.append(ngettext("If you {move}: {cards} is left over, and it goes to you.",
                                  "If you {move}: {cards} are left over, and they go to you.", len(after.leftovers),
                                  move=words, cards=left))
            continue
        to = _(NOBODY) if after.leftovers_to is None else who[state.side_of(after.leftovers_to)]
        lines.append(_(LEFTOVER_WORDS["some"], move=words, cards=left, side=to))
    return "\n".join(lines)


def _side_name(side: int | None, names: Sequence[str]) -> str:
    return _("nobody (a tie)") if side is None else names[side]


def score_items(variant: str | RuleSet, piles: Sequence[Sequence[Card | str]], sweeps: Sequence[int] = (0, 0),
                names: Sequence[str] | None = None) -> str:
    """Who wins each scoring item of a deal (RULES.md §11.1), the counts, the sweeps and the points, as lines."""
    names = list(names) if names else default_names()
    from ..rules.scoring import score_deal

    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    cards = [[c if isinstance(c, Card) else parse_card(c) for c in pile] for pile in piles]
    twice = sorted(c for c, n in Counter(c for pile in cards for c in pile).items() if n > 1)
    if twice:  # trial 39 moved 2♠, which Opponent had already, and read 53 cards counted without a word
        raise CasinoError(code="deal.card-twice", cards=tuple(c.symbol for c in twice))
    deal = score_deal(rules, cards, list(sweeps))
    # Translators: {cards} and {spades} list each side with its count, e.g. "You 28, Opponent 24".
    lines = [_("Cards: {cards}. Spades: {spades}.", cards=", ".join(f"{n} {c[0]}" for n, c in zip(names, deal.counts)),
               spades=", ".join(f"{n} {c[1]}" for n, c in zip(names, deal.counts)))]
    lines += [f"{_(ITEM_WORDS[a.item])}: {_side_name(a.side, names)}" for a in deal.awards]
    if rules.sweeps_enabled:
        lines.append(_("Sweep points: {points}", points=", ".join(f"{n} {s}" for n, s in zip(names, deal.net_sweeps))))
    lines.append(_("Points this deal: {points} ({total} in all)",
                   points=", ".join(f"{n} {p}" for n, p in zip(names, deal.deal_points)), total=sum(deal.deal_points)))
    return "\n".join(lines)


#: Who wins after a deal, whole per role (the clause after the totals).
_WINS_WITH = {
    Role.YOU: N_("You win ({top} is the highest total, and at least {target})"),
    # Translators: {name} is a side of two players, e.g. "Opponents".
    Role.SEVERAL: N_("{name} win ({top} is the highest total, and at least {target})"),
    # The learner's own side of two, with its own verb form (Croatian "Ti i suigrač pobjeđujete").
    Role.US: N_("You and Partner win ({top} is the highest total, and at least {target})"),
    # Translators: {name} is one player, e.g. "Opponent", "Ana".
    Role.ONE: N_("{name} wins ({top} is the highest total, and at least {target})"),
}


def game_end(variant: str | RuleSet, before: Sequence[int], deal_points: Sequence[int],
             names: Sequence[str] | None = None) -> str:
    """The totals after a deal and what happens next (RULES.md §11.2, Classic): a winner, or another deal."""
    seating = Seating(len(before), 0, False, tuple(names) if names else None)
    names = seating.side_names
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    after = [b + p for b, p in zip(before, deal_points)]
    top = max(after)
    leaders = [side for side, t in enumerate(after) if t == top]
    if top < rules.target_score:
        verdict = _("nobody has {target} yet: another deal", target=rules.target_score)
    elif len(leaders) > 1:
        verdict = _("tied at the top with {top}: another deal", top=top)
    else:
        verdict = seating.say(_WINS_WITH, side=leaders[0], top=top, target=rules.target_score)
    totals = ", ".join(f"{n} {b} + {p} = {a}" for n, b, p, a in zip(names, before, deal_points, after))
    # Translators: {totals} are the sides' sums ("You 15 + 7 = 22, Opponent 18 + 4 = 22"), {verdict} what happens next.
    return _("{totals}: {verdict}.", totals=totals, verdict=verdict)


def computer_players() -> str:
    """The computer players, weakest first, one line each."""
    import textwrap

    from ..agents import LEVELS, level_description, level_name

    names = {level: level_name(level) for level in LEVELS}
    width = max(len(name) for name in names.values()) + 1
    # Wrapped under its own column: a long line wrapped in the output area mid-word ("the last ro / und", trial 24).
    return "\n".join(textwrap.fill(level_description(level), 76, initial_indent=f"{names[level]:{width}} ",
                                    subsequent_indent=" " * (width + 1), break_long_words=False) for level in LEVELS)



def rest_of_pack(cards: Iterable[Card | str] | str) -> list[Card]:
    """The cards of the pack that are not among ``cards`` (e.g. your captured cards when the
    opponent's are known: every card is in the pack once)."""
    items = cards.split() if isinstance(cards, str) else cards
    taken = {item if isinstance(item, Card) else parse_card(item) for item in items}
    return [card for card in full_deck() if card not in taken]
