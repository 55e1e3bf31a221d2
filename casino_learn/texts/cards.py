"""Cards as players say them, in the language in use: ranks, suits and card names (the rules
core, :mod:`casino_learn.rules.cards`, keeps codes and symbols only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _, pgettext

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.cards import Card, Suit

__all__ = ["rank_word", "suit_word", "card_name"]

#: Suit names as players say them (Translators: Portuguese (Brazil): espadas, copas, ouros, paus).
_SUIT_SPOKEN = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}


def rank_word(rank: int) -> str:
    """A rank as players say it in a card's name, in the language in use: ``"ace"``, ``"7"``,
    ``"queen"`` (``"as"``, ``"reina"`` in Spanish; ``"ás"``, ``"dama"`` in Portuguese)."""
    if rank == 1:
        return pgettext("card rank", "ace")
    if rank == 11:
        return pgettext("card rank", "jack")
    if rank == 12:
        return pgettext("card rank", "queen")
    if rank == 13:
        return pgettext("card rank", "king")
    return str(rank)


def suit_word(suit: "Suit") -> str:
    """The suit as players say it: ``"diamonds"``, ``"diamantes"``, ``"ouros"``."""
    return _(_SUIT_SPOKEN[suit.value])


def card_name(card: "Card") -> str:
    """The spoken name of a card: ``"10 of diamonds"``, ``"ace of spades"`` (``"as de picas"``)."""
    return _("{rank} of {suit}", rank=rank_word(card.rank), suit=suit_word(card.suit))
