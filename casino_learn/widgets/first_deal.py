"""A first short deal against the computer with captures and trails only (issue 23, after lesson 2).

Each of :data:`DEALS` is a Classic deal of four cards each and four on the table, with no stock,
chosen so that no build is ever possible, whatever either player does (``tests/test_first_deal.py``
walks every move to check it): the learner practises pairing, adding up and trailing on the live
table before building is taught. The computer (the greedy player) answers each move at once, and
its move is said in words; at the end come the cards each side took and where the leftovers went.
``deal.play_move("6H capture 3H 3C")`` is the same as the clicks, so it is tested without a browser.
"""

from __future__ import annotations

import html
import random
import re

import ipywidgets as widgets

from ..agents import get_agent
from ..i18n import N_, _, ngettext
from ..rules.cards import parse_cards
from ..rules.game import Game
from ..rules.moves import Move
from ..rules.state import GameState
from ..rules.table import Table
from ..rules.variants import get_rules
from ..texts import names as naming
from ..texts.leftovers import DEAL_OVER
from .common import message_html
from .feedback import Feedback
from .move_builder import MoveBuilder, PlayResult

__all__ = ["DEALS", "CaptureTrailDeal", "deal_state"]

#: (your hand, the computer's hand, the table): no build is possible in any of them, ever.
DEALS: tuple[tuple[str, str, str], ...] = (
    ("QC JS 6H 7S", "10H 5S JC KH", "3H 3C 4C 8D"),
    ("KH 7D JS 10D", "2C 6D 5S JC", "7S 8D 2H 10H"),
    ("8S 10H 9D JS", "5D 7C 6C KD", "8C 10D 4S 6D"),
)

INTRO = N_("A short deal against the computer: four cards each, four on the table. In this deal no card "
           "can make a build, so every move is a capture or a trail. You play first.")
# Translators: {move} is the computer's move in words, e.g. "Opponent captured 8♦ with 8♥".
COMPUTER_MOVE = N_("The computer's answer: {move}")
# Translators: {yours} and {theirs} are counted cards, e.g. "six cards", "four cards".
# "Opponent" as a name, as in "went to Opponent" on the next line (trial 25 read "the opponent" beside "Opponent").
# The played card counted with the cards it took (trial 41 took 3♣+3♥ with 6♥, read "You took 3 cards" and thought 2).
# After where the cards left on the table went, so the totals are read as including them (review 31 read "Opponent took 9
# cards", then "the cards still on the table (7 cards) went to Opponent", as 16).
TAKEN = N_("In all, you took {yours}; Opponent took {theirs} (the card you capture with goes to your pile too).")
NEW_DEAL = N_("Another deal")
#: Lesson 2's own end words: "leftovers" is taught in lesson 4 and "sweep" in lesson 5, so neither is said here.
LEFT_NONE = N_("The table was empty at the end.")
# Translators: {cards} are the cards left on the table, e.g. "3♠ 8♦".
LEFT_NOBODY = N_("Nobody captured anything in this deal, so the cards still on the table ({cards}) went to nobody "
                 "(lesson 4 explains why).")
# Translators: {cards} are the cards left on the table; {taker} is a player, e.g. "Opponent".
LEFT_TAKEN = N_("The cards still on the table ({cards}) went to {taker}, who captured last (lesson 4 explains why).")
LEFT_TAKEN_BY_YOU = N_("The cards still on the table ({cards}) went to you, who captured last (lesson 4 explains why).")


def deal_state(number: int) -> GameState:
    """Deal ``number`` of :data:`DEALS` as a Classic state: you (seat 0) to play, no stock."""
    yours, theirs, table = DEALS[number % len(DEALS)]
    return GameState(get_rules("classic"), 2, dealer=1, to_move=0,
                     hands=(tuple(sorted(parse_cards(yours))), tuple(sorted(parse_cards(theirs)))),
                     table=Table(tuple(sorted(parse_cards(table))), ()), stock=())


class CaptureTrailDeal:
    """The live table for one of :data:`DEALS`; ``new_deal()`` goes on to the next one."""

    def __init__(self, deal: int = 0, level: str = "greedy") -> None:
        self.number = deal % len(DEALS)
        self.computer = get_agent(level)
        self.rng = random.Random(0)
        self.said: list[str] = []
        self.intro = widgets.HTML(message_html(html.escape(_(INTRO))))
        self.log = widgets.HTML()
        self.result = Feedback()  # the deal's end, brought into view (below the log)
        self.new_button = widgets.Button(description=_(NEW_DEAL), icon="refresh")
        self.new_button.on_click(lambda _b: self.new_deal())
        self.builder = self._builder()
        self.holder = widgets.VBox([self.builder.view])
        self.view = widgets.VBox([self.intro, self.holder, self.log, self.result, self.new_button])

    def _builder(self) -> MoveBuilder:
        # No names given: seat 0 is the learner ("You", with the sentences written for "You"); names given
        # would be names like any other ("Tú capturó", "Your turn (You)"; found by a Romanian reader).
        return MoveBuilder(Game.from_state(deal_state(self.number), viewer=0), seat=0,
                           taught=("capture", "trail"), allow_undo=False, on_played=self._played)

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    @property
    def state(self) -> GameState:
        return self.builder.state

    def play_move(self, move: Move | str) -> PlayResult:
        """Make ``move`` through the table's own clicks; the computer answers at once."""
        return self.builder.play_move(move)

    def _played(self, _move: Move, text: str) -> None:
        self.said.append(text)
        game = self.builder.game
        while not game.state.deal_over and game.state.to_move != 0:
            state = game.state
            reply = self.computer.choose(state.view(state.to_move), self.rng)
            self.said.append(_(COMPUTER_MOVE, move=game.play(reply)))
        self.builder.refresh()
        self.builder.feedback.value = ""  # said once, in the table's own line and in the moves below (learner trial)
        heading = html.escape(_("This deal so far"))
        self.log.value = f"<b>{heading}</b><ul>" + "".join(f"<li>{html.escape(s)}</li>" for s in self.said) + "</ul>"
        if game.state.deal_over:
            self.builder.status.layout.display = "none"  # "The deal is over." is said once, in the result (trial 5)
            self.result.value = message_html(self._end_words())
            self.builder.card_table.announce = f"{self.said[-1]} {_strip(self.result.value)}"
        else:
            self.builder.card_table.announce = " ".join(self.said[-2:])

    def _end_words(self) -> str:
        state = self.state
        # both counts in digits: "three cards ... 9 cards" mixed words and digits (issue 23 trial)
        yours, theirs = len(state.piles[0]), len(state.piles[1])
        taken = _(TAKEN, yours=ngettext("{n} card", "{n} cards", yours), theirs=ngettext("{n} card", "{n} cards", theirs))
        cards = " ".join(c.symbol for c in state.leftovers)
        if not state.leftovers:
            leftovers = _(LEFT_NONE)
        elif state.leftovers_to is None:
            leftovers = _(LEFT_NOBODY, cards=cards)
        elif state.leftovers_to == 0:
            leftovers = _(LEFT_TAKEN_BY_YOU, cards=cards)
        else:
            leftovers = _(LEFT_TAKEN, cards=cards, taker=naming.seat_names(2, 0)[state.leftovers_to])
        return f"<p>{html.escape(_(DEAL_OVER))} {html.escape(leftovers)}</p><p>{html.escape(taken)}</p>"

    def new_deal(self) -> GameState:
        """The next deal of :data:`DEALS` (after the last, the first again)."""
        self.number = (self.number + 1) % len(DEALS)
        self.said = []
        self.log.value = self.result.value = ""
        self.builder = self._builder()
        self.holder.children = (self.builder.view,)
        return self.state


def _strip(text: str) -> str:
    return re.sub(r"<[^>]+>", " ", text).strip()

