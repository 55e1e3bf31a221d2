"""``the_deal``: how a deal goes (§3, §9): four cards each per round, four to the table in the
first round only, how many rounds, who plays first, who deals next, the dealer's "last", and
who takes the cards left on the table at the end.

Every right answer is read off a real deal played with the rules engine (``new_deal``, random
legal moves, ``Match.finish_deal`` for the next dealer), never written by hand. One question per
exercise, answered by a number, a player's name, or yes/no. The option ``question`` picks the
question (one of :data:`QUESTIONS`); without it the level picks one at random.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any, Mapping

from ...i18n import N_, _, ngettext, pgettext
from ...rules.cards import full_deck
from ...rules.match import Match
from ...rules.state import GameState, rounds_per_deal
from ...rules.table import Table
from ...rules.variants import RuleSet
from ...texts import lexicon
from ...texts import names as naming
from ..answers import is_none_word, parse_yes_no
from ..core import AnswerError, Exercise, FormField, Result
from ..registry import register
from ..scoring_answers import Names

__all__ = ["NOT_ROYAL", "QUESTIONS", "DealFacts", "TheDeal", "capture_free_end", "deal_facts"]


@dataclass(frozen=True)
class DealFacts:
    """What happened in one deal, as the engine dealt and played it."""

    players: int
    dealer: int
    first_player: int
    hand_sizes: tuple[int, ...]   # cards each player received at the start of round 1, 2, ...
    table_dealt: tuple[int, ...]  # cards dealt face up to the table at the start of each round
    stock_left: tuple[int, ...]   # cards left in the stock after each round was dealt
    last_round: int               # the round during which the engine shows "last" (§3.7)
    played_by_you: int            # cards you (seat 0) played in the whole deal
    last_capturer: int | None
    leftovers: int
    leftovers_to: int | None
    next_dealer: int

    @property
    def rounds(self) -> int:
        return len(self.hand_sizes)


def deal_facts(rules: RuleSet, players: int, dealer: int, rng: random.Random) -> DealFacts:
    """Deal with ``dealer`` and play the deal to its end with random legal moves, recording each round."""
    match = Match(rules, players, rng=rng, first_dealer=dealer)
    state = match.new_deal()
    hands: list[int] = []
    table: list[int] = []
    stock: list[int] = []
    last = 0
    before = 52

    def start_of_round(s: GameState) -> None:
        nonlocal before, last
        sizes = {len(h) for h in s.hands}
        assert len(sizes) == 1, "every player gets the same number of cards"
        hands.append(sizes.pop())
        table.append(before - len(s.stock) - hands[-1] * players)
        stock.append(len(s.stock))
        before = len(s.stock)
        if s.last_round and not last:
            last = s.round

    start_of_round(state)
    first = state.to_move
    played = 0
    capturer = None
    while not state.deal_over:
        played += state.to_move == 0
        round_before = state.round
        state = state.apply(rng.choice(list(state.legal_moves)))
        capturer = state.last_capturer
        if not state.deal_over and state.round != round_before:
            start_of_round(state)
    match.finish_deal(state)
    return DealFacts(players, dealer, first, tuple(hands), tuple(table), tuple(stock), last, played, capturer,
                     len(state.leftovers), state.leftovers_to, match.dealer)


def capture_free_end(rules: RuleSet, players: int, dealer: int) -> GameState:
    """The end of a deal in which nobody captured (Classic): every card was trailed, so all 52 lie
    on the table when the last hand is empty; the engine then hands out the leftovers (§9)."""
    last_hands = GameState(rules, players, dealer, (dealer + 1) % players, ((),) * players, Table(tuple(full_deck())),
                           round=rounds_per_deal(players))
    return last_hands._end_of_deal()


# --- the questions (learner-facing words kept together for translators) -------------------------------
@dataclass(frozen=True)
class Question:
    """One question: its words, what kind of answer it takes, a first hint, and the rule to
    apply when wrong (neither states the answer)."""

    key: str
    answer: str  # "number", "player" or "yes_no"
    text: str
    hint: str
    rule: str


_ROUNDS_HINT = N_("A deal uses the whole pack: 52 cards, 4 of them go to the table at the start (§3).")
_ROUNDS_RULE = N_("After the table cards, the other 48 cards go to the players four at a time each, so count how many rounds "
                "that takes with this many players (§3).")
_LAST_RULE = N_("The dealer says \"last\" when dealing the final round of the deal; count the rounds first (§3).")
QUESTIONS: dict[str, Question] = {q.key: q for q in (
    Question("cards_each", "number", N_("At the start of each round, how many cards does each player get?"),
             N_("Each round, every player gets the same number of cards and plays them one per turn (§3)."),
             N_("Count the cards in your hand at the start of a round (§3).")),
    Question("table_first", "number", N_("In the first round, how many cards does the dealer put face up on the table?"),
             N_("In the first round the table gets as many cards as each player (§3)."),
             N_("In the first round the dealer deals to the table as if it were one more player (§3).")),
    Question("table_later", "number", N_("The dealer is dealing round {round}. How many cards go face up to the table this time?"),
             N_("Cards reach the table only when the deal starts or when a player trails or builds (§3, §6.2, §6.3)."),
             N_("What does the dealer deal in the rounds after the first one (§3)?")),
    Question("first_player", "player", N_("{dealer} is the dealer. Who plays first?"),
             N_("The dealer does not play first (§3)."),
             N_("The first player is the one after the dealer in playing order (§3).")),
    Question("rounds", "number", N_("How many rounds of four cards each are there in one deal?"), _ROUNDS_HINT, _ROUNDS_RULE),
    Question("last_round", "number", N_("In which round does the dealer say \"last\"?"), _ROUNDS_HINT, _LAST_RULE),
    Question("is_last", "yes_no", N_("The dealer is about to deal round {round}. Does the dealer say \"last\"?"), _ROUNDS_HINT,
             _LAST_RULE),
    Question("next_dealer", "player", N_("{dealer} is the dealer of this deal. Who deals the next deal?"),
             N_("After every deal the deal moves on by one player, the same way as play goes (§3)."),
             N_("The deal passes to the next player in playing order: the one who played first in this deal (§3).")),
    Question("stock_after", "number", N_("How many cards are left in the stock once round {round} has been dealt?"),
             N_("Count the cards dealt so far: the table's cards once, then four for every player in each round (§3)."),
             N_("The first round deals four cards to the table and four to each player; every later round four to each "
                "player (§3). Take them away from 52.")),
    Question("cards_played", "number", N_("How many cards do you play yourself in one whole deal?"),
             N_("First work out how many rounds a deal has with this many players (§3)."),
             N_("You play one card per turn and four per round; count the rounds (§3).")),
    Question("no_capture", "player", N_("Nobody captured a single card in this whole deal: every card was trailed, so all 52 "
                                        "cards lie on the table when the deal ends. Who takes them?"),
             N_("At the end of a deal the cards left on the table go to one particular player, if there is one (§9)."),
             N_("The cards left at the end of a deal go to the last player who captured. Who is that here (§9)?")),
    # Translators: the text of this question is chosen in TheDeal._question_text (one message per case).
    # Issue 23: the direction of play, asked only on request (question="left_starts"), not in LEVELS.
    Question("left_starts", "yes_no", N_("{dealer} is the dealer. Does the player on the dealer's left play first?"),
             N_("Play starts next to the dealer and goes round the table; Classic and Royal go opposite ways (§2)."),
             N_("Classic: left of the dealer, then clockwise. Royal: right of the dealer, then counter-clockwise (§2).")),
    Question("leftovers", "player", "",  # worded with its count in TheDeal._question_text
             N_("The cards left on the table at the end of a deal do not stay there, and taking them is never a sweep (§9)."),
             N_("The cards left at the end of a deal go to the last player who captured (§9).")),
)}
#: The leftovers' rule with partners: they go to the last capturer's side, into its one pile (§2, §9).
_SIDE_LEFTOVERS_RULE = N_("The cards left at the end of a deal go to the side of the last player who captured, into "
                          "that side's one pile (§2, §9).")
#: Which questions each level asks (level 1: the deal itself; 2: rounds and turns; 3: counting it through).
LEVELS: dict[int, tuple[str, ...]] = {
    1: ("cards_each", "table_first", "table_later", "first_player"),
    2: ("rounds", "last_round", "is_last", "first_player", "next_dealer"),
    3: ("stock_after", "cards_played", "next_dealer", "leftovers", "no_capture"),
}
#: Questions whose answer is a small count (0-8: a round's cards, the rounds of a deal), answered with buttons.
SMALL_NUMBERS = frozenset({"cards_each", "table_first", "table_later", "rounds", "last_round"})
#: Questions that cannot be asked in Royal: without a capture every card would have to be trailed,
#: and R14 forbids trailing a card onto a loose card of its own rank.
NOT_ROYAL = ("no_capture",)
# Translators: the players at the table, completed with "." in the prompt.
_PLAYER_WORDS = {2: N_("Two players"), 3: N_("Three players"), 4: N_("Four players, you and your partner against two opponents")}


def _after(names: Names, before: int, after: int, first_played: bool = False, partnerships: bool = True) -> str:
    """"After Opponent comes you." (one whole message per case: the learner is seat 0, and the
    verb agrees with "you" differently in each language)."""
    seating = naming.Seating(len(names.names), 0, partnerships)
    if before == 0:
        return _("After you comes {player}.", player=names.names[after])
    # Translators: {of_player} is a player after "of"/"after": Spanish "del rival 1" ("Después del rival 1 vas tú"),
    # Portuguese "do adversário 1" ("Depois do adversário 1 vem você"), "de Ana".
    if after == 0:
        return _("After {of_player} comes you.", of_player=seating.of_name(before))
    return _("After {of_player} comes {next}.", of_player=seating.of_name(before), next=names.names[after])


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


#: A form answer without its line (not from the widget).
_NOT_GIVEN = object()


@register
class TheDeal(Exercise):
    """How a deal goes. Level 1: cards per round, table cards, who plays first (two players);
    2: rounds per deal, "last", who plays first and who deals next (2-4 players); 3: the stock
    after a round, the cards you play in a deal, who deals next, who takes the leftovers."""

    kind = "the_deal"
    title = N_("The deal")
    topic = "scoring"
    lesson = 4
    taught_rules = ()
    description = N_("Four cards each per round, four to the table in round 1 only, rounds per deal, who plays first and deals next, \"last\" (§3, §9).")
    input_style = "text"

    def __init__(self, *, rules: RuleSet, facts: DealFacts, question: str, round_asked: int, seed: int, difficulty: int,
                 options: dict[str, Any] | None = None) -> None:
        self.facts = facts
        self.question = QUESTIONS[question]
        self.partnerships = rules.four_player_partnerships
        self.names = Names.of_seats(rules, facts.players)
        #: With partners the leftovers go to a side (§2, §9): naming either partner, or the side, is right.
        self.sides: Names | None = (Names.of_sides(rules, facts.players)
                                    if question == "leftovers" and facts.players == 4 and self.partnerships else None)
        self.expected: int | bool | None = self._expected(rules, question, round_asked)
        self.why = self._why(question, round_asked)
        names = self.names
        players = _(_PLAYER_WORDS[facts.players])
        if facts.players > 2:
            # Translators: {others} are the other players, joined by ", then ".
            order = " " + _("In playing order: you, then {others}.", others=_(", then ").join(names.names[1:]))
        else:
            order = ""
        text = self._question_text(question, round_asked)
        # Translators: {players} is e.g. "Two players"; {order} the playing order sentence or nothing; {question} the question.
        prompt = (_("Royal Casino. {players}.{order}\n{question}", players=players, order=order, question=text) if rules.is_royal
                  else _("Classic Casino. {players}.{order}\n{question}", players=players, order=order, question=text))
        if self.question.answer == "number":
            fmt = _("a number, e.g. '7' or 'seven'")
        elif self.question.answer == "player":
            # Translators: {choices} lists the players to choose from, e.g. "You, Opponent or nobody".
            fmt = _("who: {choices}", choices=names.choices('nobody' if question in ('leftovers', 'no_capture') else None))
        else:
            fmt = _("'yes' or 'no'")
        answer = self._shown(self.expected)
        if self.sides is not None and isinstance(self.expected, int):
            answer = self.sides.names[self.expected % 2]
        hints = (_(self.question.hint), self._rule())
        super().__init__(seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=fmt, answer=answer,
                         hints=hints, options=options,
                         data={"question": question, "players": facts.players, "round": round_asked, "expected": self.expected,
                               "dealer": facts.dealer})

    def _question_text(self, key: str, round_asked: int) -> str:
        """The question in the language in use (the learner's own seat is a message of its own)."""
        f, names = self.facts, self.names
        if key in ("first_player", "next_dealer") and f.dealer == 0:
            return (_("You are the dealer. Who plays first?") if key == "first_player"
                    else _("You are the dealer of this deal. Who deals the next deal?"))
        if key == "left_starts" and f.dealer == 0:
            return _("You are the dealer. Does the player on your left play first?")
        if key in ("first_player", "next_dealer", "left_starts"):
            return _(self.question.text, dealer=names.names[f.dealer])
        if key == "leftovers":
            if f.last_capturer == 0:
                return ngettext("The deal is over and {n} card is still on the table. You made the last capture of the deal. "
                                "Who takes the cards left on the table?",
                                "The deal is over and {n} cards are still on the table. You made the last capture of the deal. "
                                "Who takes the cards left on the table?", f.leftovers)
            if f.last_capturer is None:
                return ngettext("The deal is over and {n} card is still on the table. Nobody made the last capture of the deal. "
                                "Who takes the cards left on the table?",
                                "The deal is over and {n} cards are still on the table. Nobody made the last capture of the deal. "
                                "Who takes the cards left on the table?", f.leftovers)
            # Translators: {capturer} is a player's name, e.g. "Opponent 1".
            return ngettext("The deal is over and {n} card is still on the table. {capturer} made the last capture of the "
                            "deal. Who takes the cards left on the table?",
                            "The deal is over and {n} cards are still on the table. {capturer} made the last capture of the "
                            "deal. Who takes the cards left on the table?", f.leftovers, capturer=names.names[f.last_capturer])
        if "{round}" in self.question.text:
            return _(self.question.text, round=round_asked)
        return _(self.question.text)

    # --- generating -----------------------------------------------------------------------------------------
    @classmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> TheDeal:
        unknown = set(options) - {"question", "most_players", "players"}
        if unknown:
            raise TypeError(f"the_deal takes only the options 'question' and 'most_players', not {', '.join(sorted(unknown))}")
        # most_players=3: two or three players, none of them a partner (lesson 04; partnerships come in lesson 06: trial
        # 25). Named "most_players", not "players": "players=3" above "Two players." read as a mistake (trial 27).
        # "players" is still read (the same meaning) for worksheets and progress saved before.
        most = int(options.get("most_players", options.get("players", 4)))
        question = options.get("question") or rng.choice([q for q in LEVELS[difficulty] if not (rules.is_royal and q in NOT_ROYAL)])
        if question not in QUESTIONS:
            raise ValueError(f"Unknown question {question!r}: expected one of {', '.join(QUESTIONS)}.")
        if rules.is_royal and question in NOT_ROYAL:
            raise ValueError(f"The question {question!r} is Classic only: in Royal a deal without a capture is impossible (R14).")
        if question == "left_starts":  # left and right mean something with three or four round the table
            players = rng.choice([n for n in (3, 4) if n <= max(most, 3)])
        else:
            players = 2 if difficulty == 1 else rng.choice([n for n in (2, 3, 4) if n <= max(most, 2)])
        facts = deal_facts(rules, players, rng.randrange(players), rng)
        while question == "leftovers" and facts.leftovers_to is None:  # a deal that ends with cards on the table
            facts = deal_facts(rules, players, rng.randrange(players), rng)
        if question == "is_last":
            round_asked = facts.rounds if rng.random() < 0.4 else rng.randint(2, facts.rounds)
        elif question == "table_later":
            round_asked = rng.randint(2, facts.rounds)
        else:
            round_asked = rng.randint(1, facts.rounds - 1)
        return cls(rules=rules, facts=facts, question=question, round_asked=round_asked, seed=seed, difficulty=difficulty,
                   options=options)

    def _expected(self, rules: RuleSet, key: str, round_asked: int) -> int | bool | None:
        f = self.facts
        return {
            "cards_each": f.hand_sizes[0],
            "table_first": f.table_dealt[0],
            "table_later": f.table_dealt[round_asked - 1],
            "first_player": f.first_player,
            "rounds": f.rounds,
            "last_round": f.last_round,
            "is_last": round_asked == f.last_round,
            "next_dealer": f.next_dealer,
            "left_starts": not rules.is_royal,
            "stock_after": f.stock_left[round_asked - 1],
            "cards_played": f.played_by_you,
            "leftovers": f.leftovers_to,
            "no_capture": capture_free_end(rules, f.players, f.dealer).leftovers_to,
        }[key]

    def _why(self, key: str, round_asked: int) -> str:
        f, names = self.facts, self.names
        # Translators: the rounds of one deal; {players} is "{n} players" (2-4), {n} rounds.
        counted = dict(players=ngettext("{n} player", "{n} players", f.players))
        if key == "cards_each":
            return _("Every round each player gets four cards, and plays them one per turn (§3).")
        if key == "table_first":
            return _("The first round puts four cards face up on the table as loose cards (§3).")
        if key == "table_later":
            return _("Only the first round puts cards on the table; later rounds give cards to the players only (§3).")
        if key == "first_player":
            return (_("The player after the dealer in playing order plays first, in every round of the deal (§3).") + " "
                    + _after(names, f.dealer, f.first_player, partnerships=self.partnerships))
        if key == "rounds":
            return ngettext("After the four table cards, 48 cards, four to each of {players}, make {n} round (§3).",
                            "After the four table cards, 48 cards, four to each of {players}, make {n} rounds (§3).",
                            f.rounds, **counted)
        if key == "last_round":
            return ngettext("48 cards, four to each of {players}, make {n} round (§3); the dealer says \"last\" when "
                            "dealing the final one (§3).",
                            "48 cards, four to each of {players}, make {n} rounds (§3); the dealer says \"last\" when "
                            "dealing the final one (§3).", f.rounds, **counted)
        if key == "is_last":
            if round_asked == f.last_round:
                return ngettext("Yes: 48 cards, four to each of {players}, make {n} round (§3), so round {round} is "
                                "the final round, and the dealer says \"last\" (§3).",
                                "Yes: 48 cards, four to each of {players}, make {n} rounds (§3), so round {round} is "
                                "the final round, and the dealer says \"last\" (§3).", f.rounds, round=round_asked, **counted)
            return ngettext("No: 48 cards, four to each of {players}, make {n} round (§3), so round {round} is not "
                            "the final round; \"last\" comes with round {last} (§3).",
                            "No: 48 cards, four to each of {players}, make {n} rounds (§3), so round {round} is not "
                            "the final round; \"last\" comes with round {last} (§3).", f.rounds, round=round_asked,
                            last=f.last_round, **counted)
        if key == "next_dealer":
            return (_("The deal passes to the next player in playing order, the one who played first in this deal (§3):")
                    + " " + _lower_first(_after(names, f.dealer, f.next_dealer, partnerships=self.partnerships)))
        if key == "left_starts":
            return (_("Yes: in Classic the player on the dealer's left plays first, and play goes clockwise (§2).")
                    if self.expected else
                    _("No: in Royal the player on the dealer's right plays first, and play goes counter-clockwise; "
                      "the deal moves the same way (§2, §3)."))
        if key == "stock_after":
            # Translators: {dealt} = 4 + {round} × {each} cards dealt; {left} cards left in the stock.
            return ngettext("Round 1 deals 4 cards to the table and {each} to the players, each later round {each} to the players "
                            "(§3). By the end of round {round}, 4 + {round} × {each} = {n} card has been dealt, "
                            "so {left} are left.",
                            "Round 1 deals 4 cards to the table and {each} to the players, each later round {each} to the players "
                            "(§3). By the end of round {round}, 4 + {round} × {each} = {n} cards have been dealt, "
                            "so {left} are left.", 52 - f.stock_left[round_asked - 1], each=4 * f.players, round=round_asked,
                            left=f.stock_left[round_asked - 1])
        if key == "cards_played":
            return ngettext("48 cards, four to each of {players}, make {n} round (§3), and you play four cards in "
                            "each: 4 × {n} = {played}.",
                            "48 cards, four to each of {players}, make {n} rounds (§3), and you play four cards in "
                            "each: 4 × {n} = {played}.", f.rounds, played=f.played_by_you, **counted)
        if key == "no_capture":
            return _("Nobody captured anything in this deal, so there is no last capturer, and the cards left on the table "
                     "go to nobody (§9).")
        if f.leftovers_to is not None and self.sides is not None:
            # Translators: {side} is a side of two partners, "You and Partner" or "Opponents".
            return _("The cards left at the end go to the side of the last player who captured, into that side's one "
                     "pile: {side}. Collecting them is never a sweep (§2, §9).",
                     side=self.sides.names[f.leftovers_to % 2])
        if f.leftovers_to == 0:  # "…: you", not "…: You" mid-sentence (trial 25); the sentence sweeps_and_leftovers says
            return _("The cards left at the end go to the last player who captured: you (§9). Collecting them is never a sweep.")
        if f.leftovers_to is not None:
            return _("The cards left at the end go to the last player who captured: {player}. "
                     "Collecting them is never a sweep (§9).", player=names.name(f.leftovers_to))
        return _("Nobody captured anything in this deal, so the cards left go to nobody (§9).")

    def _shown(self, value: int | bool | None) -> str:
        if self.question.answer == "player":
            return self.names.name(value if isinstance(value, int) else None)
        if isinstance(value, bool):
            return pgettext("typed answer", "yes") if value else pgettext("typed answer", "no")
        return str(value)

    # --- answering --------------------------------------------------------------------------------------------
    def form(self) -> tuple[FormField, ...]:
        """Who, or yes or no, as buttons to click (trial 21 had to type "You, Opponent or nobody" in lesson 05, two
        cells after the sweeps exercise gave the same choice as buttons; and "yes" or "no" in lesson 06). A number
        is still typed."""
        if self.question.answer == "player":
            nobody = ((_("nobody"), None),) if self.question.key in ("leftovers", "no_capture") else ()
            return (FormField("who", _("Who"), "one",
                              options=tuple((name, seat) for seat, name in enumerate(self.names.names)) + nobody),)
        if self.question.answer == "yes_no":
            return (FormField("yes_no", _("Yes or no"), "one",
                              options=((pgettext("typed answer", "yes"), True), (pgettext("typed answer", "no"), False))),)
        if self.question.key in SMALL_NUMBERS:
            # A count of a round's cards or of rounds, 0 to 8, as buttons (trial 24: lessons 00-01 gave number buttons,
            # lesson 04 had them typed). Larger counts (the stock, the cards of a deal) are still typed.
            return (FormField("number", _("Number"), "one", options=tuple((str(n), n) for n in range(9))),)
        return ()

    def parse(self, answer: Any) -> int | bool | None:
        kind = self.question.answer
        if isinstance(answer, Mapping):  # the form: {"who": seat or None} or {"yes_no": True or False}
            given = answer.get({"player": "who", "yes_no": "yes_no"}.get(kind, "number"), _NOT_GIVEN)
            if given is _NOT_GIVEN:
                return self._bad(answer)
            return given
        if kind == "player":
            if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(self.names):
                return answer
            if self.sides is not None and isinstance(answer, str):
                side = self.sides.find(answer)  # "You and Partner", "Opponents": side 0 holds seat 0, side 1 seat 1
                if side is not None:
                    return side
            # Translators: what a learner names in answer to "who gets ...?" (a player, or nobody).
            return self.names.read_one(answer, pgettext("asked", "who"), tie=False) if isinstance(answer, str) else self._bad(answer)
        if kind == "yes_no":
            if isinstance(answer, bool):
                return answer
            said = parse_yes_no(str(answer)) if isinstance(answer, str) else None
            return said if said is not None else self._bad(answer)
        if isinstance(answer, int) and not isinstance(answer, bool):
            return answer
        if not isinstance(answer, str):
            return self._bad(answer)
        return self._number(answer)

    def _number(self, text: str) -> int:
        """One number in the learner's words: "24", "veinticuatro", "vinte e quatro", "the 3rd", "3ra",
        "none" (0). "No" is not a number: the question asks how many."""
        words = [w for w in re.split(r"[\s,;!?:()\"'¡¿]+", text.lower().replace("-", " ")) if w.strip(".")]
        words = [w if re.fullmatch(r"\d+\.", w) is None else w[:-1] for w in words]
        found: list[int] = []
        i = 0
        while i < len(words):
            word = words[i]
            number = lexicon.number_at(words, i)
            if number is not None:
                found.append(number[0])
                i += number[1]
                continue
            ordinal = lexicon.read_ordinal(word)
            if ordinal is not None:
                found.append(ordinal)
            elif is_none_word(word):
                found.append(0)
            elif lexicon.read_yes_no(word) is False and i + 1 < len(words) and lexicon.is_word("fillers.deal", words[i + 1]):
                found.append(0)  # "no cards", "no hay cartas": none
            elif lexicon.read_yes_no(word) is not None and not lexicon.is_word("fillers.deal", word):
                # Translators: {token} is the learner's "yes" or "no", in quotes, given where a number is asked.
                raise AnswerError(word, self.answer_format, _("{token} is not a number: the question asks how many",
                                                              token=repr(word.strip("."))))
            elif not (lexicon.is_word("fillers.deal", word) or lexicon.is_word("joiners", word)):
                raise AnswerError(word, self.answer_format, _("{token!r} is not a number", token=word))
            i += 1
        if len(found) != 1:
            raise AnswerError(text.strip(), self.answer_format, _("I need a number") if not found else _("Give one number only"))
        return found[0]

    def _bad(self, answer: Any) -> Any:
        raise AnswerError(str(answer) if isinstance(answer, str) else repr(answer), self.answer_format)

    def _rule(self) -> str:
        """The rule to apply, in the language in use (with partners, the leftovers' side rule)."""
        return _(_SIDE_LEFTOVERS_RULE) if self.sides is not None else _(self.question.rule)

    def _same_side(self, value: int | bool | None) -> bool:
        """With partners, does ``value`` (a seat) sit on the side that takes the leftovers (seats 0+2, 1+3, §2)?"""
        return (self.sides is not None and isinstance(value, int) and not isinstance(value, bool)
                and isinstance(self.expected, int) and value % 2 == self.expected % 2)

    def grade(self, value: int | bool | None) -> Result:
        if (value == self.expected and type(value) is type(self.expected)) or self._same_side(value):
            return Result(True, False, self.why)
        if self.question.answer == "yes_no":
            return Result(False, False, _(self.question.rule))
        said = self.names.name(value if isinstance(value, int) else None) if self.question.answer == "player" else str(value)
        if self.sides is not None and isinstance(value, int) and not isinstance(value, bool):
            said = self.sides.names[value % 2]  # the wrong side, by its name ("Not Opponents.")
        # Translators: {answer} is the learner's wrong answer (a number or a player); {rule} the rule to apply.
        return Result(False, False, _("Not {answer}. {rule}", answer=said, rule=self._rule()))

    def explanation(self) -> str:
        return self.why
