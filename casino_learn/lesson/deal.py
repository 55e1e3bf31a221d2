"""Lesson 4's helpers: the deal walked through (§3) and the restrictions on one page (§7)."""

from __future__ import annotations

import html
import random as _random

from ..agents import get_agent as _get_agent
from ..display import render
from ..i18n import N_, _, ngettext, pgettext
from ..rules.game import Game as _Game
from ..rules.game import HistoryEntry
from ..rules.state import GameState
from ..rules.state import rounds_per_deal as _rounds_per_deal
from ..texts import names as _naming
from ..texts.grammar import sentence_case
from .common import Shown

#: The words of the deal walk-through (one place for a translator). {dealer_deals} and
#: {first_plays} are whole clauses from _clause ("Opponent deals", "You play").
DEAL_WORDS = {
    "dealt": N_("{dealer_deals}, so {first_plays} first: the player after the dealer always starts (§3). "
                "The dealer gives four cards to each player and puts four cards face up on the table. "
                "{stock_words}"),
    "round": N_("Round {round} of {rounds}. Every hand was empty, so {dealer_deals} four more cards to each player. "
                "No cards go to the table now: only the first round puts cards on the table. The table is "
                "what the last round left. {first_plays} first again. {stock_words}"),
    "played": N_("What happened in round {round}, move by move:"),
    "last": N_("Round {round} of {rounds} is the <b>last</b>: the stock is empty, and the dealer says "
               "\u201clast\u201d so that everyone knows no more cards will come."),
    "end": N_("The last card has been played. The cards still on the table, the <b>leftovers</b>, "
              "go to the player who made the last capture, or that player's team with partners (§9); if nobody "
              "captured anything in the "
              "whole deal, they go to nobody. Then the deal is scored (lesson 5)."),
    "next": N_("The next deal: the deal passes to the next player, so now {dealer_deals}, and {first_plays} "
               "first."),
    "stock_none": N_("The stock is now empty."),
    # Translators: {hands} lists "holds" clauses ("You hold 4 cards, Opponent holds 4 cards"); {table} and
    # {stock} are the clauses "the table has 4 cards", "the stock has 40 cards".
    "counts": N_("After the first round is dealt: {hands}; {table}; {stock}."),
}
def _clause(kind: str, seating: _naming.Seating, seat: int, **params: object) -> str:
    """"You play" for the learner, "Opponent plays" for anyone else (in the language in use): a
    clause inside a sentence, so Spanish and Portuguese write "tú"/"você" in lower case there
    (:func:`casino_learn.texts.grammar.sentence_case` capitalises a sentence's start)."""
    you = seating.role(seat) == _naming.Role.YOU
    name = seating.name(seat)
    if kind == "deals":
        return pgettext("clause", "you deal") if you else pgettext("clause", "{name} deals", name=name)
    if kind == "plays":
        return pgettext("clause", "you play") if you else pgettext("clause", "{name} plays", name=name)
    count = int(params.pop("n"))  # type: ignore[call-overload]
    if you:
        # Translators: a clause inside a sentence ("tú"/"você" in lower case).
        return ngettext("you hold {n} card", "you hold {n} cards", count, **params)
    # Translators: a clause inside a sentence.
    return ngettext("{name} holds {n} card", "{name} holds {n} cards", count, name=name, **params)


class DealWalk:
    """One real, seeded deal played by the computer for every seat, shown step by step:
    ``dealt()``, ``round(n)``, ``last_round()``, ``end()``, ``next_deal()``; ``counts()`` and
    ``rounds()`` say checkable facts in sentences. You are seat 0; in the first deal Opponent
    deals, so You play first (as in the lessons' games)."""

    def __init__(self, seed: int = 1, variant: str = "classic", players: int = 2, level: str = "beginner") -> None:
        self.players = players
        self.game = _Game(variant, players, seed=seed, first_dealer=players - 1, viewer=0)
        self.seating = self.game.seating
        rng = _random.Random(seed)
        agents = [_get_agent(level) for _ in range(players)]
        self.starts: list[GameState] = [self.game.state]  # the state at the start of each round
        self.moves: list[list[HistoryEntry]] = [[]]  # each round's moves (worded when shown)
        while not self.game.state.deal_over:
            state = self.game.state
            seat = state.to_move
            self.game.play(agents[seat].choose(state.view(seat), rng))
            self.moves[-1].append(self.game.history[-1])
            after = self.game.state
            if not after.deal_over and after.round != state.round:
                self.starts.append(after)
                self.moves.append([])
        self.final = self.game.state
        self.following = self.game.next_deal()  # the deal passes on (§3)

    # --- pictures ---------------------------------------------------------------------------------
    def _picture(self, state: GameState) -> str:
        # Said under each picture, as under a lesson's other pictures (trial 25: "Your turn" and a highlighted hand
        # looked playable).
        return render.state_html(state, seat=0) + render.picture_note()

    def _said(self, text: str) -> str:
        return f'<p class="casino-caption">{text}</p>'

    def _moves_html(self, number: int) -> str:
        items = "".join(f"<li>{html.escape(m.description)}</li>" for m in self.moves[number - 1])
        return self._said(_(DEAL_WORDS["played"], round=number)) + f'<ol class="casino-list">{items}</ol>'

    def dealt(self) -> Shown:
        """The deal as dealt: four cards each, four to the table, the rest in the stock."""
        state = self.starts[0]
        words = sentence_case(_(DEAL_WORDS["dealt"], dealer_deals=_clause("deals", self.seating, state.dealer),
                                first_plays=_clause("plays", self.seating, state.to_move),
                                stock_words=ngettext("The other {n} card stays face down in the stock.",
                                                     "The other {n} cards stay face down in the stock.", len(state.stock))))
        return Shown(self._said(html.escape(words)) + self._picture(state))

    def round(self, number: int) -> Shown:
        """Round ``number`` (2 or later) as it starts, after the moves of the round before it."""
        if not 2 <= number <= len(self.starts):
            raise ValueError(f"this deal has rounds 2 to {len(self.starts)} after the first")
        state = self.starts[number - 1]
        stock = (ngettext("The stock still has {n} card.", "The stock still has {n} cards.", len(state.stock)) if state.stock
                 else _(DEAL_WORDS["stock_none"]))
        words = sentence_case(_(DEAL_WORDS["round"], round=number, rounds=state.rounds, dealer_deals=_clause("deals", self.seating, state.dealer),
                                first_plays=_clause("plays", self.seating, state.to_move), stock_words=stock))
        return Shown(self._moves_html(number - 1) + self._said(html.escape(words)) + self._picture(state))

    def last_round(self) -> Shown:
        """The start of the last round: the stock is empty ("last", §3)."""
        state = self.starts[-1]
        return Shown(self._said(_(DEAL_WORDS["last"], round=state.round, rounds=state.rounds)) + self._picture(state))

    def end(self) -> Shown:
        """The end of the deal: the last round's moves, and where the leftovers went (§9)."""
        return Shown(self._moves_html(len(self.starts)) + self._said(_(DEAL_WORDS["end"])) + self._picture(self.final))

    def next_deal(self) -> Shown:
        """The first round of the next deal: the deal has passed to the next player (§3)."""
        state = self.following
        words = sentence_case(_(DEAL_WORDS["next"], dealer_deals=_clause("deals", self.seating, state.dealer),
                                first_plays=_clause("plays", self.seating, state.to_move)))
        return Shown(self._said(html.escape(words)) + self._picture(state))

    # --- facts a lesson checks ------------------------------------------------------------------------
    def counts(self) -> str:
        """How the pack is shared out by the first round, in sentences."""
        state = self.starts[0]
        hands = ", ".join(_clause("holds", self.seating, s, n=len(state.hands[s])) for s in range(self.players))
        total = sum(len(h) for h in state.hands) + len(state.table.cards) + len(state.stock)
        # Translators: clauses inside "After the first round is dealt: {hands}; {table}; {stock}."
        table = ngettext("the table has {n} card", "the table has {n} cards", len(state.table.cards))
        stock = ngettext("the stock has {n} card", "the stock has {n} cards", len(state.stock))
        return sentence_case(_(DEAL_WORDS["counts"], hands=hands, table=table, stock=stock) + "\n"
                             + ngettext("Altogether {n} card: the whole pack.", "Altogether {n} cards: the whole pack.", total))

    def rounds(self) -> str:
        """How many rounds this deal had, and how many a deal has for each number of players."""
        table = 4
        lines = [ngettext("This deal had {n} round, and {dealer} dealt it.", "This deal had {n} rounds, and {dealer} dealt every one of them.",
                          len(self.starts), dealer=self.seating.name(self.starts[-1].dealer))]
        for players in (2, 3, 4):
            n = _rounds_per_deal(players)
            # Translators: {players} is "2 players", {total} is "52 cards".
            lines.append(ngettext("With {players}: {n} round, because {table} + {n} × {per_round} = {total}.",
                                  "With {players}: {n} rounds, because {table} + {n} × {per_round} = {total}.", n,
                                  players=ngettext("{n} player", "{n} players", players), table=table,
                                  per_round=4 * players, total=ngettext("{n} card", "{n} cards", table + n * 4 * players)))
        return "\n".join(lines)


def walk_through_deal(seed: int = 1, variant: str = "classic", players: int = 2) -> DealWalk:
    """A real deal to walk through step by step (§3); see :class:`DealWalk`."""
    return DealWalk(seed, variant, players)


def restrictions_reference(link: str = "10_rules_reference.ipynb", game: str | None = None) -> Shown:
    """The fifteen restrictions on one page: name, number (a link to the rules reference),
    one plain sentence, and the game it belongs to; with ``game`` ("classic", "royal" or a RuleSet)
    only the rules of that game. Each row is read from the rule's entry (texts.rulebook)."""
    from ..texts.rulebook import applies_label, entry, rule_codes, rule_href

    rows = []
    for code in rule_codes(game):
        rule = entry(code)  # name, statement and games: the rule's one entry (texts.rulebook)
        number = f'<a href="{html.escape(rule_href(code, link))}">{code}</a>' if link else code
        rows.append(f"<tr><td>{html.escape(rule.shown_name)}</td><td>{number}</td><td>{html.escape(rule.statement(game))}</td>"
                    f"<td>{html.escape(applies_label(rule))}</td></tr>")
    # Translators: the column headings of lesson 4's table of the fifteen restrictions.
    head = ("<tr><th>" + _("Rule") + "</th><th>" + _("Number") + "</th><th>" + _("In one sentence") + "</th><th>"
            + _("Game") + "</th></tr>")
    return Shown(f'<table class="casino-rules-reference">{head}{"".join(rows)}</table>')

