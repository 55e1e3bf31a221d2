"""casino_learn: learn Casino and Royal Casino in Jupyter.

The rules core (``casino_learn.rules``) uses the standard library only and returns codes, never
sentences; the words are made in ``casino_learn.texts`` and the pictures in ``casino_learn.display``,
imported only when used.

    >>> from casino_learn import Game, Move
    >>> game = Game("royal", players=2, seed=1)
    >>> len(game.legal_moves) > 0
    True
"""

from __future__ import annotations

from .i18n import get_language, language, set_language
from .notebook_errors import install as _install_one_line_errors
from .rules.cards import Card, Suit, format_cards, full_deck, parse_card, parse_cards, shuffled_deck
from .rules.errors import CardParseError, CasinoError, IllegalMoveError, MoveParseError, PositionError, RuleSetError
from .rules.game import Game
from .rules.legal import LegalMoves
from .rules.match import Match, play_deal, play_match
from .rules.moves import Move
from .rules.positions import position
from .rules.restrictions import Violation
from .rules.scoring import DealScore, score_deal
from .rules.state import GameState, PlayerView, new_deal
from .rules.table import Build, Table
from .rules.validation import check
from .rules.variants import CLASSIC, ROYAL, RuleSet, get_rules
from .texts.describe import describe_move
from .texts.lexicon import read_cards  # cards as a learner types them, in the language in use
from .texts.rulebook import RULES

_install_one_line_errors()  # in a notebook, a malformed card or an illegal move is one line, not a traceback

__version__ = "0.1.0"

__all__ = [
    "Card", "Suit", "parse_card", "parse_cards", "read_cards", "format_cards", "full_deck", "shuffled_deck",
    "RuleSet", "CLASSIC", "ROYAL", "get_rules",
    "Build", "Table", "Move", "LegalMoves", "check", "describe_move",
    "GameState", "PlayerView", "new_deal", "position", "Game", "Match", "play_deal", "play_match",
    "DealScore", "score_deal", "Violation", "RULES",
    "set_language", "get_language", "language",
    "CasinoError", "CardParseError", "MoveParseError", "RuleSetError", "PositionError", "IllegalMoveError",
]
