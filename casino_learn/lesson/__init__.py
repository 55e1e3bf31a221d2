"""Small display helpers the lessons call, so a learner reads pictures and sentences, not Python loops.

Each helper returns an object Jupyter shows as HTML (the last line of a cell), or a plain-text
sentence a checked cell prints; all are built from the rules core and :mod:`casino_learn.display.render`.
The lessons speak from the learner's seat: "You" and "Opponent".

* :mod:`.common`: ``show``, ``show_move``, ``explain``, ``verdict``, ``legal_moves``, ``card_values``;
* :mod:`.capturing` (lessons 0-2), :mod:`.building` (3), :mod:`.deal` (4), :mod:`.scoring` (5, 7).
"""

from .building import verdicts
from .capturing import captures_with, read_card, show_pack, type_a_card, typed_as, values_in_words
from .common import NAMES, Shown, card_values, explain, legal_moves, show, show_move, verdict
from .deal import DealWalk, restrictions_reference, walk_through_deal
from .scoring import computer_players, game_end, leftovers_after, rest_of_pack, score_items

__all__ = [
    "NAMES", "Shown", "show", "show_move", "explain", "verdict", "verdicts", "legal_moves", "card_values",
    "show_pack", "read_card", "type_a_card", "typed_as", "values_in_words", "captures_with", "DealWalk", "walk_through_deal", "restrictions_reference",
    "leftovers_after", "rest_of_pack", "score_items", "game_end", "computer_players",
]
