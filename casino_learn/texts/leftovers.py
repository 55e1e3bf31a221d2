"""Where a deal's leftovers went, and why (RULES.md §9): one sentence, said in every place a deal
ends — the lesson's deal view, the last card's note and the game table's end-of-deal panel — each
of which puts its moment's words before it ("The deal is over.", "That was the last card of the
deal."). The facts (the cards, who took them, the seating) come in; the words are made here only.
"""

from __future__ import annotations

from typing import Iterable

from ..i18n import N_, _
from ..rules.cards import Card
from .names import Role, Seating

__all__ = ["DEAL_OVER", "LAST_CARD", "NOT_A_SWEEP", "leftovers_said"]

#: The moments a deal ends in, said before :func:`leftovers_said`.
DEAL_OVER = N_("The deal is over.")
LAST_CARD = N_("That was the last card of the deal.")
#: Said after where the leftovers went, only in a game that scores sweeps (§10).
NOT_A_SWEEP = N_("Taking them is never a sweep (§10).")

LEFTOVERS_NONE = N_("The table was empty at the end, so there were no leftovers.")
LEFTOVERS_NOBODY = N_("Nobody captured anything in this deal, so the leftovers ({cards}) went to nobody (§9).")
# Translators: {taker} is a player, e.g. "Opponent 1".
LEFTOVERS_TAKEN = N_("{taker} made the last capture, so the leftovers on the table ({cards}) went to {taker} (§9).")
LEFTOVERS_TAKEN_BY_YOU = N_("You made the last capture, so the leftovers on the table ({cards}) went to you (§9).")
LEFTOVERS_TO_YOUR_SIDE = N_("You made the last capture, so the leftovers on the table ({cards}) went to your side (§9).")
# Translators: {taker} is the learner's partner ("Partner").
LEFTOVERS_PARTNER_TO_YOUR_SIDE = N_("{taker} made the last capture, so the leftovers on the table ({cards}) went to your "
                                    "side (§9).")
# Translators: {taker} is a player; {side} the partnership they play in ("Opponents", "Ana and Cy").
LEFTOVERS_TO_SIDE = N_("{taker} made the last capture, so the leftovers on the table ({cards}) went to {side} (§9).")


def leftovers_said(cards: Iterable[Card], taker: int | None, seating: Seating, *, sweeps: bool = False) -> str:
    """Where the ``cards`` left at a deal's end went: to the last capturer ``taker`` (None: nobody
    captured), or to their side in a partnership game (§9); ``sweeps``: the game scores sweeps, so
    taking them is said not to be one (§10)."""
    symbols = " ".join(card.symbol for card in cards)
    if not symbols:
        return _(LEFTOVERS_NONE)
    if taker is None:
        return _(LEFTOVERS_NOBODY, cards=symbols)
    you = seating.role(taker) == Role.YOU
    if seating.team and you:
        text = _(LEFTOVERS_TO_YOUR_SIDE, cards=symbols)
    elif seating.team and seating.learner is not None and seating.side_of(taker) == seating.side_of(seating.learner):
        text = _(LEFTOVERS_PARTNER_TO_YOUR_SIDE, cards=symbols, taker=seating.name(taker))
    elif seating.team:
        text = _(LEFTOVERS_TO_SIDE, cards=symbols, taker=seating.name(taker), side=seating.side_name(seating.side_of(taker)))
    elif you:
        text = _(LEFTOVERS_TAKEN_BY_YOU, cards=symbols)
    else:
        text = _(LEFTOVERS_TAKEN, cards=symbols, taker=seating.name(taker))
    return f"{text} {_(NOT_A_SWEEP)}" if sweeps else text
