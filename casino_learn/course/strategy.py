"""Lesson 8's stages: strategy in words, one principle at a time, each with live-table puzzles.

Every puzzle's accepted moves were checked with the computer players (tests/test_strategy_stages.py):
the expert's search over imagined deals accepts exactly these moves, and the careful player's
model (the coach) ranks them among its best. :func:`agent_position` gives the puzzle's position as
the agents see a real deal (the opponent holds as many cards as you; cards that have gone are in
your captured cards).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..i18n import N_
from ..rules.cards import parse_cards
from ..rules.state import GameState
from .goals import OneOfMoves
from .stages import Example, Stage, Task

__all__ = ["STAGES", "CountingTask", "agent_position"]

#: Sweeps score in these puzzles (as in Royal, and in Classic when the players agree to count them).
SWEEPS = (("sweeps_enabled", True),)


@dataclass(frozen=True)
class CountingTask(Task):
    """A task in which some cards have gone already: ``gone`` are in your captured cards."""

    gone: str = ""

    @property
    def position(self) -> GameState:
        state = super().position
        gone = tuple(parse_cards(self.gone))
        piles = list(state.piles)
        piles[state.side_of(state.to_move)] = tuple(sorted(gone))
        return dataclasses.replace(state, piles=tuple(piles), stock=tuple(c for c in state.stock if c not in gone))


def agent_position(task: Task) -> GameState:
    """The task's position as in a real deal: the opponent holds as many (unseen) cards as you."""
    state = task.position
    n = len(state.hands[state.to_move])
    hands = list(state.hands)
    opponent = (state.to_move + 1) % state.players
    hands[opponent] = tuple(sorted(state.stock[-n:]))
    return dataclasses.replace(state, hands=tuple(hands), stock=state.stock[:-n])


def _best(moves: tuple[str, ...], text: str, reason: str, wrong: tuple[tuple[str, str], ...] = ()) -> OneOfMoves:
    return OneOfMoves(moves=moves, text=text, reason=reason, wrong=wrong)


POINTS = Stage(
    name="points-first",
    lesson=8,
    title=N_("Take the points, never give them away"),
    series="principle",
    rule=N_('Only a few cards score on their own, <b>Big Casino (10♦)</b> 2 points, <b>Little Casino (2♠)</b> 1 '
            'and <b>each ace</b> 1: take them when you can, even if another move takes more cards. Never trail one '
            'when you could trail a card that scores nothing instead.'),
    rules=("§11.1",),
    example=Example(hand="10S 7C", table="10D 6H 4C", move="10S capture 10D 6H 4C",
                    caption=N_("10♠ takes Big Casino, 10♦, worth two points, and the set 6♥+4♣ in the same capture.")),
    taught=("capture", "build", "raise", "add", "trail"),
    tasks=(
        Task(_best(("9S capture 2S 7C",), N_("Make the best move: two captures take two cards each."),
                   N_("Little Casino, 2♠, is a point."),
                   (("9S capture 2H 7C", N_("That takes two cards too, but it leaves Little Casino (2♠) on the table, "
                                            "where the opponent's 2 would take a point.")),)),
             hand="JH 9S JC 5S", table="7C 2H 2S",
             hints=(N_("Which table card is worth a point?"), N_("7♣ + 2♠ makes 9.")),
             success=N_("Same number of cards, and a point more: 2♠ is yours.")),
        Task(_best(("10S capture 10D",), N_("Make the best move."),
                   N_("Big Casino, 10♦, is worth 2 points."),
                   (("JC capture JH", N_("Two jacks are two cards, but Big Casino (10♦) stays on the table: "
                                         "2 points for the opponent if they hold a 10.")),)),
             hand="10S 5S JC KD", table="JH 9C 8C 10D",
             hints=(N_("Which card on the table is worth the most points?"),),
             success=N_("Big Casino is 2 points: the most any one card is worth.")),
        Task(_best(("AS capture AC",), N_("Make the best move."),
                   N_("An ace is a point, and your own ace becomes a point only when it is in your captured cards."),
                   (("QC capture QH", N_("The queens are two cards, but they score nothing alone, and the ace of clubs "
                                         "stays out for the opponent.")),
                    ("QD capture QH", N_("The queens are two cards, but they score nothing alone, and the ace of clubs "
                                         "stays out for the opponent.")))),
             hand="AS QD QC", table="3D QH AC",
             hints=(N_("Count the points on the table and in your hand."),),
             success=N_("Two aces, two points: yours, and out of the opponent's reach.")),
        Task(_best(("5H trail",), N_("You cannot capture or build: choose the card to trail."),
                   N_("Trail a card that scores nothing."),
                   (("AD trail", N_("An ace on the table is a point the opponent may take with an ace, or with a sum that includes it.")),
                    ("10D trail", N_("Big Casino on the table is 2 points the opponent may take with a 10.")))),
             hand="AD 10D 5H", table="8S JS KH QC",
             hints=(N_("Which of your cards score points?"),),
             success=N_("5♥ scores nothing: if the opponent takes it, you lose only a card.")),
    ),
)

GUARD = Stage(
    name="guard-your-build",
    lesson=8,
    title=N_("Guard your build"),
    series="principle",
    rule=N_("A build's cards are not yours until you capture it: the opponent may take it, raise it (if it is a single build) or add to it. So when "
            "your build holds points, or you can take it with more cards now, <b>capture it now</b>; leave it "
            "only when it is safe and will gather more."),
    rules=("R7", "R8"),
    example=Example(hand="8H 3D 9S", table="4C", builds=(("B1", 8, "6S+2S", 0),), move="8H capture B1",
                    caption=N_("Your build of 8 holds Little Casino (2♠): 8♥ takes it home.")),
    taught=("capture", "build", "raise", "add", "trail"),
    tasks=(
        Task(_best(("5D capture B1",), N_("Your build of 5 holds Little Casino. Make the best move."),
                   N_("Your build holds a point; take it before the opponent can."),
                   (("4D build 9 B1", N_("Raising your build to 9 leaves it on the table another turn: any 9 the "
                                         "opponent holds takes it, with Little Casino.")),
                    ("4D build 6 2C", N_("A new build leaves your build of 5 on the table: a 5 in the opponent's hand "
                                         "takes it, with Little Casino.")))),
             hand="9C 5D 6D 4D", table="2C 8C", builds=(("B1", 5, "2S+3S", 0),),
             hints=(N_("What is in your build?"), N_("Which card of yours captures a build of 5?")),
             success=N_("Little Casino is safe in your captured cards.")),
        Task(_best(("3C capture B1",), N_("Your build of 3 holds an ace. Make the best move."),
                   N_("Your build holds a point; take it before the opponent can."),
                   (("AD build 6 5H", N_("A new build leaves your build of 3, and its ace, for a 3 in the opponent's "
                                         "hand, and puts your own ace on the table too.")),
                    ("8C capture 8H", N_("Two eights, but your build of 3 stays out, with its ace.")))),
             hand="6S 3C 8C AD", table="5H 10C 8H", builds=(("B1", 3, "2H+AH", 0),),
             hints=(N_("Which card of yours captures your build?"),),
             success=N_("The ace in your build is now yours.")),
        Task(_best(("10H capture AS 3C 6D B1",), N_("You own the build of 10. Make the best move."),
                   N_("Take your build now, together with everything else your card can take."),
                   (("7D capture AS 6D", N_("That takes the ace, but leaves your build of 10 for a 10 in the opponent's "
                                            "hand; your 10♥ can take the ace and the build in one move.")),)),
             hand="10H 7D 8C 2D", table="3C 6D AS QC", builds=(("B1", 10, "3H+7H", 0),),
             hints=(N_("A capture can take your build and table cards that add up to 10."),),
             success=N_("Your build, an ace and two more cards, all in one move.")),
    ),
)

COUNT = Stage(
    name="count-what-has-gone",
    lesson=8,
    title=N_("Count what has gone"),
    series="principle",
    rule=N_('Remember the cards already played: if every other card of a value is gone, nobody else can capture '
            'that value. A <b>multiple</b> build of that value is then <b>safe</b> (nobody may raise a multiple '
            'build) and can gather cards; if some are still out, the opponent may hold one.'),
    rules=("§4",),
    example=Example(hand="8C 2H QD", table="6S 3D 5C", move="2H build 8 6S 3D 5C",
                    caption=N_("A multiple build of 8: 2♥+6♠ and 3♦+5♣. You hold 8♣ to capture it.")),
    taught=("capture", "build", "raise", "add", "trail"),
    tasks=(
        CountingTask(_best(("5H build 9 4D 2S 7C",),
                           N_("Your captured cards already hold 9♦, 9♥ and 9♠: you hold the last 9. Make the best move."),
                           N_("Nobody else can take a build of 9 now."),
                           (("9C capture 2S 7C", N_("That takes two table cards now, but no 9 is left for the opponent: "
                                                    "a multiple build of 9 is safe, and next turn your 9♣ takes four.")),)),
                     hand="9C 5H KD", table="4D 2S 7C", gone="9D 9H 9S",
                     hints=(N_("Which cards could capture a build of 9?"), N_("You can build 9 twice over: 5♥+4♦ and 2♠+7♣.")),
                     success=N_("Safe: every other 9 has gone, so these four cards, Little Casino among them, are yours next turn.")),
        Task(_best(("9C capture 2S 7C",),
                   N_("The same cards, but no 9 has gone yet: three are still out. Make the best move."),
                   N_("With three 9s out, a build of 9 may be taken: take the points now."),
                   (("5H build 9 4D 2S 7C", N_("With three 9s still out, the opponent may hold one and take the whole "
                                               "build, Little Casino too.")),)),
             hand="9C 5H KD", table="4D 2S 7C",
             hints=(N_("How many 9s could the opponent hold?"),),
             success=N_("A bird in the hand: 2♠ and 7♣ are yours.")),
        CountingTask(_best(("2D build 7 3C 4H 5S",),
                           N_("Your captured cards already hold 7♠, 7♦ and 7♣: you hold the last 7. Make the best move."),
                           N_("Nobody else can take a build of 7 now."),
                           (("7H capture 3C 4H", N_("That takes two table cards now, but no other 7 is left: a multiple build "
                                                    "of 7 is safe and next turn takes four.")),)),
                     hand="7H 2D KC", table="5S 3C 4H", gone="7S 7D 7C",
                     hints=(N_("Can you build 7 twice over?"), N_("2♦+5♠ and 3♣+4♥.")),
                     success=N_("Safe, and four cards (one a spade) are yours next turn.")),
    ),
)

SWEEP_RISK = Stage(
    name="sweep-risk",
    lesson=8,
    title=N_("Watch the sweep risk"),
    series="principle",
    # Trial 8: the rule had brackets inside brackets.
    rule=N_("When sweeps score (in Royal, and in Classic when the players agree), clearing the table is worth a point; "
            "in Royal the two sides' sweeps cancel first, and a side on 18 or more scores none outside overtime (§12.2). "
            "Take a sweep when you can, and <b>do not leave a table the opponent can clear with one card</b>: "
            "one lone card, or cards that split into sets of one value (5 and 5, or 4+6 and 3+7)."),
    rules=("§10",),
    example=Example(hand="9D 5C JS", table="5H 4S", move="9D capture 5H 4S",
                    caption=N_("9♦ takes 5♥+4♠: the table is empty, a sweep.")),
    taught=("capture", "build", "raise", "add", "trail"),
    tasks=(
        Task(_best(("6H capture 2H 4D 6S",), N_("Sweeps score here. Make the best move."), N_("Clear the table: a sweep."),
                   (("10C capture 4D 6S", N_("That takes two cards and leaves 2♥ alone on the table: any 2 the opponent "
                                             "holds takes it, and that is a sweep for them.")),)),
             hand="10C 6H QD", table="4D 6S 2H", options=SWEEPS,
             hints=(N_("Can one card take all three?"), N_("4♦ + 2♥ makes 6.")),
             success=N_("A sweep: a point, and the opponent must trail onto an empty table.")),
        Task(_best(("8H trail", "KH trail"), N_("Sweeps score here. You cannot capture or build: choose the card to trail."),
                   N_("Leave a table that no single card clears."),
                   (("3C trail", N_("6♦ + 3♣ make 9: a 9 in the opponent's hand would take both, a sweep.")),)),
             hand="KH 3C 8H", table="6D", options=SWEEPS,
             hints=(N_("After your trail, could one card take everything on the table?"),),
             success=N_("Nothing on the table adds up for one card: no sweep for the opponent.")),
        Task(_best(("7D trail", "JC trail"), N_("Sweeps score here. You cannot capture or build: choose the card to trail."),
                   N_("Leave a table that no single card clears."),
                   (("2H trail", N_("8♣ + 2♥ make 10: a 10 in the opponent's hand would take both, a sweep.")),)),
             hand="JC 2H 7D", table="8C", options=SWEEPS,
             hints=(N_("Add your card to 8♣: could one card capture the sum?"),),
             success=N_("No single card takes both: the table is safe from a sweep.")),
    ),
)

WHEN_TO_BUILD = Stage(
    name="when-to-build",
    lesson=8,
    title=N_("When to build"),
    series="principle",
    rule=N_("Build when you hold the card that captures the build <b>and</b> the build gathers something worth "
            "having: points (10♦, 2♠, aces) or several cards. A build you can capture next turn turns a card you "
            "would have to trail into a capture."),
    rules=("R7", "§6.2"),
    example=Example(hand="AC 7D QS", table="6H 2C", move="AC build 7 6H",
                    caption=N_("A♣+6♥ is a build of 7, and you hold 7♦: an ace, a point, to capture next turn.")),
    taught=("capture", "build", "raise", "add", "trail"),
    tasks=(
        Task(_best(("2S build 3 AS",), N_("Make the best move."), N_("Build with your points and capture them next turn."),
                   (("2S trail", N_("Trailing puts Little Casino on the table for the opponent.")),
                    ("KS trail", N_("A trail gathers nothing: a build of 3 would bring in two points.")))),
             hand="2S 3C KS", table="6C 4D AS 6S",
             hints=(N_("You cannot capture now. What could you build and capture next turn?"), N_("2 + 1 = 3.")),
             success=N_("Little Casino and the ace of spades, ready for your 3♣.")),
        Task(_best(("3D build 10 AH 6S",), N_("Make the best move."), N_("Build a value you hold twice, with an ace in it."),
                   (("10C trail", N_("A trail gathers nothing, and you hold two 10s: build 10 with the ace.")),
                    ("3D trail", N_("A trail gathers nothing: 3♦ + A♥ + 6♠ make 10, and you hold two 10s.")))),
             hand="10D 10C 3D JC", table="6S AH 5C",
             hints=(N_("You hold two 10s. Which table cards and one of your cards make 10?"),),
             success=N_("A build of 10 with an ace, and two 10s to take it.")),
        Task(_best(("7D build 9 AH AC",), N_("Make the best move."), N_("Build to gather both aces."),
                   (("7D build 8 AC", N_("That gathers one ace; another build gathers two.")),
                    ("7D build 8 AH", N_("That gathers one ace; another build gathers two.")))),
             hand="7D 8H 9D", table="10C 2D AH AC",
             hints=(N_("7 + 1 + 1 = ?"),),
             success=N_("Two aces in one build, and your 9♦ takes it next turn.")),
    ),
)

STAGES = (POINTS, GUARD, COUNT, SWEEP_RISK, WHEN_TO_BUILD)
