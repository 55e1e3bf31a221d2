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

           "show_pack", "values_in_words", "verdict", "captures_with"]

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


# --- lesson 3 (building) ----------------------------------------------------------------------------

#: How a verdict is said (module-level, for a translator).
VERDICT_WORDS = {"allowed": "{move}: allowed.", "refused": "{move}: not allowed."}


def verdict_text(state: GameState, move: Move | str) -> str:
    """Whether ``move`` is allowed, in plain sentences: "Build 4 with 3♦+A♥: not allowed." and
    then each rule it breaks, on its own line, indented."""
    move = Move.parse(move) if isinstance(move, str) else move
    words = _raise_words(state, move) or describe_move(state, move, tense="suggestion")
    words = words[:1].upper() + words[1:]
    problems = state.check(move)
    if not problems:
        return VERDICT_WORDS["allowed"].format(move=words)
    lines = [VERDICT_WORDS["refused"].format(move=words)]
    lines.extend(f"    {problem.message}" for problem in problems)
    return "\n".join(lines)


def _raise_words(state: GameState, move: Move) -> str:
    """A build move onto a build of another value is a raise (allowed or not): say so."""
    if move.kind != "build" or not move.builds:
        return ""
    raised = [b for b in state.table.builds if b.id in move.builds and b.value != move.value]
    if len(raised) != 1:
        return ""
    build = raised[0]
    loose = " and ".join(card.symbol for card in sorted(move.loose))
    extra = f" and the loose {loose}" if loose else ""
    return f"raise {build.id} from {build.value} to {move.value} with {move.card.symbol}{extra}"


def verdicts(state: GameState, *moves: Move | str) -> None:
    """Print whether each move is allowed and, if not, which rule it breaks (plain text, so a
    lesson can check it)."""
    print("\n".join(verdict_text(state, move) for move in moves))

# --- Lesson 4: the deal walked through (§3), and the restrictions on one page (§7) -------------------
# (kept together; other lessons append their own helpers below)

import random as _random  # noqa: E402

from . import names as _naming  # noqa: E402
from .agents import get_agent as _get_agent  # noqa: E402
from .game import Game as _Game  # noqa: E402
from .restrictions import RULES as _RULE_TEXTS  # noqa: E402
from .state import rounds_per_deal as _rounds_per_deal  # noqa: E402

#: The words of the deal walk-through (one place for a translator).
DEAL_WORDS = {
    "dealt": ("{dealer} deals, so {first} {play_verb} first: the player after the dealer always starts (§3). "
              "The dealer gives four cards to each player and puts four cards face up on the table. "
              "The other {stock} cards stay face down in the stock."),
    "round": ("Round {round} of {rounds}. Every hand was empty, so {dealer_verb} four more cards to each player. "
              "No cards go to the table now: only the first round puts cards on the table. The table is "
              "what the last round left. {first} plays first again. {stock_words}"),
    "played": "What happened in round {round}, move by move:",
    "last": ("Round {round} of {rounds} is the <b>last</b>: the stock is empty, and the dealer says "
             "\u201clast\u201d so that everyone knows no more cards will come."),
    "end": ("The last card has been played. The cards still on the table, the <b>leftovers</b>, "
            "go to the player who made the last capture (§9); if nobody captured anything in the "
            "whole deal, they go to nobody. Then the deal is scored (lesson 5)."),
    "next": ("The next deal: the deal passes to the next player, so now {dealer} {deal_verb}, and {first} "
             "{play_verb} first."),
    "stock_some": "The stock still has {stock} cards.",
    "stock_none": "The stock is now empty.",
}


def _seat_verb(name: str, singular: str, plural: str) -> str:
    return _naming.verb(name, singular, plural)


class DealWalk:
    """One real, seeded deal played by the computer for every seat, shown step by step:
    ``dealt()``, ``round(n)``, ``last_round()``, ``end()``, ``next_deal()``; ``counts()`` and
    ``rounds()`` say checkable facts in sentences. You are seat 0; in the first deal Opponent
    deals, so You play first (as in the lessons' games)."""

    def __init__(self, seed: int = 1, variant: str = "classic", players: int = 2, level: str = "beginner") -> None:
        self.players = players
        self.names = _naming.seat_names(players, 0)
        self.game = _Game(variant, players, seed=seed, first_dealer=players - 1, names=self.names)
        rng = _random.Random(seed)
        agents = [_get_agent(level) for _ in range(players)]
        self.starts: list[GameState] = [self.game.state]  # the state at the start of each round
        self.moves: list[list[str]] = [[]]  # each round's moves, in words
        while not self.game.state.deal_over:
            state = self.game.state
            seat = state.to_move
            self.moves[-1].append(self.game.play(agents[seat].choose(state.view(seat), rng)))
            after = self.game.state
            if not after.deal_over and after.round != state.round:
                self.starts.append(after)
                self.moves.append([])
        self.final = self.game.state
        self.following = self.game.next_deal()  # the deal passes on (§3)

    # --- pictures ---------------------------------------------------------------------------------
    def _picture(self, state: GameState) -> str:
        return render.state_html(state, seat=0, names=self.names)

    def _said(self, text: str) -> str:
        return f'<p class="casino-caption">{text}</p>'

    def _moves_html(self, number: int) -> str:
        items = "".join(f"<li>{html.escape(m)}</li>" for m in self.moves[number - 1])
        return self._said(DEAL_WORDS["played"].format(round=number)) + f'<ol class="casino-list">{items}</ol>'

    def dealt(self) -> Shown:
        """The deal as dealt: four cards each, four to the table, the rest in the stock."""
        state = self.starts[0]
        first = self.names[state.to_move]
        words = DEAL_WORDS["dealt"].format(dealer=self.names[state.dealer], first=first, stock=len(state.stock),
                                           play_verb=_seat_verb(first, "plays", "play"))
        return Shown(self._said(html.escape(words)) + self._picture(state))

    def round(self, number: int) -> Shown:
        """Round ``number`` (2 or later) as it starts, after the moves of the round before it."""
        if not 2 <= number <= len(self.starts):
            raise ValueError(f"this deal has rounds 2 to {len(self.starts)} after the first")
        state = self.starts[number - 1]
        dealer = self.names[state.dealer]
        stock = (DEAL_WORDS["stock_some"].format(stock=len(state.stock)) if state.stock
                 else DEAL_WORDS["stock_none"])
        words = DEAL_WORDS["round"].format(round=number, rounds=state.rounds, first=self.names[state.to_move],
                                           dealer_verb=f"{dealer} {_seat_verb(dealer, 'deals', 'deal')}",
                                           stock_words=stock)
        return Shown(self._moves_html(number - 1) + self._said(html.escape(words)) + self._picture(state))

    def last_round(self) -> Shown:
        """The start of the last round: the stock is empty ("last", §3)."""
        state = self.starts[-1]
        return Shown(self._said(DEAL_WORDS["last"].format(round=state.round, rounds=state.rounds)) + self._picture(state))

    def end(self) -> Shown:
        """The end of the deal: the last round's moves, and where the leftovers went (§9)."""
        return Shown(self._moves_html(len(self.starts)) + self._said(DEAL_WORDS["end"]) + self._picture(self.final))

    def next_deal(self) -> Shown:
        """The first round of the next deal: the deal has passed to the next player (§3)."""
        state = self.following
        dealer, first = self.names[state.dealer], self.names[state.to_move]
        words = DEAL_WORDS["next"].format(dealer=dealer, deal_verb=_seat_verb(dealer, "deals", "deal"), first=first,
                                          play_verb=_seat_verb(first, "plays", "play"))
        return Shown(self._said(html.escape(words)) + self._picture(state))

    # --- facts a lesson checks ------------------------------------------------------------------------
    def counts(self) -> str:
        """How the pack is shared out by the first round, in sentences."""
        state = self.starts[0]
        hands = ", ".join(f"{self.names[s]} {_seat_verb(self.names[s], 'holds', 'hold')} {len(state.hands[s])} cards"
                          for s in range(self.players))
        total = sum(len(h) for h in state.hands) + len(state.table.cards) + len(state.stock)
        return (f"After the first round is dealt: {hands}; the table has {len(state.table.cards)} cards; "
                f"the stock has {len(state.stock)} cards.\nAltogether {total} cards: the whole pack.")

    def rounds(self) -> str:
        """How many rounds this deal had, and how many a deal has for each number of players."""
        table = 4
        lines = [f"This deal had {len(self.starts)} rounds, and {self.names[self.starts[-1].dealer]} "
                 f"dealt every one of them."]
        for players in (2, 3, 4):
            n = _rounds_per_deal(players)
            lines.append(f"With {players} players: {n} rounds, because {table} + {n} × {4 * players} = "
                         f"{table + n * 4 * players} cards.")
        return "\n".join(lines)


def walk_through_deal(seed: int = 1, variant: str = "classic", players: int = 2) -> DealWalk:
    """A real deal to walk through step by step (§3); see :class:`DealWalk`."""
    return DealWalk(seed, variant, players)


#: The restrictions by name, as a learner says them (RULES.md §7).
RULE_NAMES = {
    "R1": "One card each turn", "R2": "Exact value", "R3": "Count each card once", "R4": "A build is taken whole",
    "R5": "Face cards pair only", "R6": "A build needs a table card", "R7": "Keep a capturer",
    "R8": "The owner keeps a capturer", "R9": "The owner may not trail", "R10": "Only single builds are raised",
    "R11": "Only your played card changes a value", "R12": "No raising your own build",
    "R13": "Hands off your partner's build", "R14": "No trailing a card that matches a loose card",
    "R15": "Build values a card can capture",
}
#: Which game each restriction belongs to (RULES.md §7, "Applies to").
RULE_GAMES = {"R5": "Classic only", "R12": "Royal only (lesson 6)", "R13": "Royal partners only (lesson 6)",
              "R14": "Royal only (lesson 6)"}
#: Where the kit's one-line text leaves out part of the rule or names an option, the plain sentence used instead.
RULE_SENTENCES = {
    "R2": "Every set you capture, and every build you take, must be worth exactly your card's value.",
    "R5": "J, Q and K have no number: they never build or join a sum, and take only one card of their own rank.",
    "R13": "In a four-player partnership game you may not raise or add to your partner's build.",
    "R15": ("A build's value must be one a card can capture: Classic 2-10 (or 1 for a multiple build of single aces), "
            "Royal 2-14."),
}


def restrictions_reference(link: str = "10_rules_reference.ipynb") -> Shown:
    """The fifteen restrictions on one page: name, number (a link to the rules reference),
    one plain sentence, and the game it belongs to."""
    rows = []
    for code, text in _RULE_TEXTS.items():
        sentence = RULE_SENTENCES.get(code, text)
        number = f'<a href="{html.escape(link)}#{code}">{code}</a>' if link else code
        rows.append(f"<tr><td>{html.escape(RULE_NAMES[code])}</td><td>{number}</td><td>{html.escape(sentence)}</td>"
                    f"<td>{html.escape(RULE_GAMES.get(code, 'Both'))}</td></tr>")
    head = "<tr><th>Rule</th><th>Number</th><th>In one sentence</th><th>Game</th></tr>"
    return Shown(f'<table class="casino-rules-reference">{head}{"".join(rows)}</table>')

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

# --- lessons 00-02 (cards, values, capturing): plain-text results a checked cell prints -----------------

#: Learner-facing words of the helpers below (module-level, for a translator).
CAPTURE_WORDS = {
    "allowed": "Allowed: you may {move}.",
    "refused": "Not allowed: you may not {move}.",
    "face": "has no number: it takes only another {rank}, one at a time (R5).",
    "worth": "is worth {values}.",
    "captures": "With {card} you may capture in {count} ways:",
    "no_captures": "{card} can capture nothing here.",
}

_FACE_RANKS = {11: "jack", 12: "queen", 13: "king"}


def _cards(cards: Iterable[Card | str] | str) -> list[Card]:
    items = cards.split() if isinstance(cards, str) else cards
    return [item if isinstance(item, Card) else parse_card(item) for item in items]


def show_pack() -> Shown:
    """The whole pack of 52 cards, one row per suit (spades, hearts, diamonds, clubs)."""
    from .cards import full_deck

    deck = full_deck()
    rows = [render.hand_html([card for card in deck if card.code.endswith(suit)], width=44) for suit in "SHDC"]
    return Shown('<div class="casino-pack">' + "".join(rows) + "</div>")


def values_in_words(variant: str | RuleSet, cards: Iterable[Card | str] | str) -> str:
    """One sentence per card: what it is worth in ``variant`` (§1.2), e.g. "A♠ is worth 1."."""
    rules = variant if isinstance(variant, RuleSet) else get_rules(variant)
    lines = []
    for card in _cards(cards):
        values = sorted(rules.values_alone(card))
        if values:
            lines.append(f"{card.symbol} " + CAPTURE_WORDS["worth"].format(values=" or ".join(str(v) for v in values)))
        else:
            lines.append(f"{card.symbol} " + CAPTURE_WORDS["face"].format(rank=_FACE_RANKS.get(card.rank, str(card.rank))))
    return "\n".join(lines)


def verdict(state: GameState, move: Move | str) -> str:
    """Whether ``move`` is allowed, as plain sentences: what it does, or each rule it breaks."""
    move = Move.parse(move) if isinstance(move, str) else move
    words = describe_move(state, move, tense="suggestion")
    problems = state.check(move)
    if not problems:
        return CAPTURE_WORDS["allowed"].format(move=words)
    return "\n".join([CAPTURE_WORDS["refused"].format(move=words), *(str(p) for p in problems)])


def captures_with(state: GameState, card: Card | str) -> str:
    """Every capture the card in your hand may make, in words, fewest cards taken first."""
    played = card if isinstance(card, Card) else parse_card(card)
    moves = [m for m in state.legal_moves if m.is_capture and m.card == played]
    if not moves:
        return CAPTURE_WORDS["no_captures"].format(card=played.symbol)
    moves.sort(key=lambda m: (len(m.loose) + len(m.builds), describe_move(state, m, tense="suggestion")))
    lines = [CAPTURE_WORDS["captures"].format(card=played.symbol, count=len(moves))]
    said = [describe_move(state, m, tense="suggestion") for m in moves]
    lines += [f"{i}. {words[0].upper()}{words[1:]}." for i, words in enumerate(said, 1)]
    return "\n".join(lines)
