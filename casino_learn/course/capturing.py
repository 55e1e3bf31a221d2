"""Lessons 1 and 2's stages, in Classic: what a card is worth, then capturing one idea at a time
(RULES.md §1.2, §6.1, R2, R3, R5). Builds (R4) are lesson 3's.

No task here ends with an empty table: the word for that (a sweep) is taught in lesson 5.
"""

from __future__ import annotations

from typing import Callable

from ..i18n import N_, _
from ..rules.moves import Move
from ..rules.state import GameState
from .goals import Predicate, TakeCard, TakeCards
from .stages import Example, Stage, Task


def _captures_with(code: str) -> Callable[[GameState, Move], bool]:
    def test(_state: GameState, move: Move) -> bool:
        return move.is_capture and move.card.code == code
    return test


def _king_not_used(_state: GameState, move: Move) -> str:
    if move.is_capture:
        return _("That capture is allowed, but the task is to take a card with your K♥.")
    return _("That move is allowed, but it takes nothing. The task is to take a card with your K♥.")


STAGES = (
    # --- lesson 1: what a card is worth ----------------------------------------------------------
    Stage(
        name="card-values",
        lesson=1,
        title=N_("Practice: what is each card worth?"),
        rule=N_("In Classic the <b>ace</b> is worth <b>1</b> and the cards <b>2 to 10</b> are worth their number. "
                "Here a card from your hand takes a table card <b>worth the same</b>: click both, then <b>Capture</b> "
                "and <b>Play</b>."),
        rules=("§1.2",),
        example=Example(hand="7S 4H", table="7D 2C", move="7S capture 7D",
                        caption=N_("You took one card, the 7♦, with your 7♠: both are worth 7.")),
        tasks=(
            Task(TakeCard("AD", text=N_("Take the table card that is worth 1.")), hand="AS 9H", table="AD 7C 10H",
                 hints=(N_("Which card is worth 1 in Classic?"),
                        N_("The ace is worth 1. Your A♠ takes the A♦: click both, then Capture and Play.")),
                 success=N_("An ace is worth 1 in Classic, so your ace takes the other ace.")),
            Task(TakeCard("10D", text=N_("Take the table card that is worth 10.")), hand="10S KH", table="10D KC 7S",
                 hints=(N_("Is a king worth 10? Not in Classic: the king has no number."),
                        N_("The 10♦ is worth 10. Which card in your hand is worth 10 too?")),
                 success=N_("The 10♦ is worth 10, and so is your 10♠. The kings are not worth 10: they have no number.")),
            Task(TakeCard("5D", text=N_("Take the table card that is worth 5.")), hand="5S 3H", table="5D 2C 9H",
                 hints=(N_("Which table card has the number 5 in its corner?"),
                        N_("Your 5♠ takes the 5♦: click both, then Capture and Play.")),
                 success=N_("The 5♦ is worth 5, and so is your 5♠.")),
        ),
    ),
    Stage(
        name="face-card-values",
        lesson=1,
        title=N_("Practice: face cards"),
        rule=N_("In Classic the <b>jack, queen and king</b> have <b>no number</b>, so each takes only a card of its "
                "own rank (the face-card rule, R5)."),
        rules=("R5",),
        example=Example(hand="JS 6H", table="JD 5C 6C", move="JS capture JD",
                        caption=N_("You took one card, the J♦, with your J♠: a jack takes a jack.")),
        tasks=(
            Task(TakeCard("QD"), hand="QH 5S", table="QD 4C 7H",
                 hints=(N_("A queen has no number, so no sum can make a queen."),
                        N_("Only a queen takes a queen: play your Q♥ on the Q♦.")),
                 success=N_("A face card takes a card of its own rank: a queen takes a queen (R5).")),
            Task(Predicate(N_("Take a card with your K♥."), _captures_with("KH"), _king_not_used),
                 hand="KH 8S", table="KC 7D 3H",
                 hints=(N_("7 + 3 is 10. Is a king worth 10 in Classic?"),
                        N_("No: a king has no number, so it cannot take 7 + 3. It takes only another king.")),
                 success=N_("A king has no number in Classic, so it takes only another king, never 7 + 3 (R5).")),
            Task(TakeCard("JC", text=N_("Take the jack on the table.")), hand="9C JH", table="JC 4S 5D",
                 hints=(N_("Which card of yours can take a jack?"),
                        N_("Only a jack takes a jack: your J♥ on the J♣.")),
                 success=N_("Your jack took the other jack: a face card takes only its own rank (R5).")),
        ),
    ),
    # --- lesson 2: capturing -------------------------------------------------------------------------
    Stage(
        name="pairing",
        lesson=2,
        title=N_("Pairing"),
        series="stage",
        rule=N_('Play a card and take a table card <b>of the same value</b> (an 8 takes an 8, an ace takes an ace): '
                'that is a <b>capture</b>. Both cards go to your <b>captured cards</b>, a face-down heap in front of '
                'you that scores points at the end of the deal.'),
        rules=("§6.1", "R2"),
        example=Example(hand="9H 3C", table="9D 5S", move="9H capture 9D",  # not task 1's 8s (learner trial)
                        caption=N_("You took one card, the 9♦, with your 9♥: both go to your captured cards.")),
        tasks=(
            Task(TakeCard("8D"), hand="8H 3C", table="8D 5S 2C",
                 hints=(N_("Which card in your hand has the same value as the 8♦?"),
                        N_("Click your 8♥, then the 8♦, then Capture and Play.")),
                 success=N_("An 8 takes an 8: that is pairing.")),
            Task(TakeCards(1, text=N_("Take a table card that has the same value as one of your cards.")), hand="6S KH", table="6D 9C 4H",
                 hints=(N_("Look for a table card with the same value as one of your cards."),
                        N_("Your 6♠ and the 6♦ have the same value.")),
                 success=N_("Your 6♠ pairs with the 6♦.")),
            Task(TakeCard("3C"), hand="3H 7S 8D", table="7D 3C 9S",
                 hints=(N_("Which of your cards has the same value as the 3♣?"),
                        N_("Your 3♥ is worth 3, like the 3♣.")),
                 # Not "Your 7♠ could have taken the 7♦" to a learner who never thought of it (trial 46).
                 success=N_("Your 3♥ pairs with the 3♣. Your 7♠ and the 7♦ were a pair too, but each move plays one card.")),
            Task(TakeCard("AD"), hand="AS 5H 2C", table="AD 5D 9C",
                 hints=(N_("An ace is worth 1, and it pairs with another ace."),
                        N_("Play your A♠ on the A♦.")),
                 success=N_("An ace takes an ace.")),
        ),
    ),
    Stage(
        name="sums",
        lesson=2,
        title=N_("Taking cards that add up"),  # not "Adding up" beside lesson 03's "Adding to a build" (trial 28)
        series="stage",
        rule=N_("You may also take <b>two or more</b> table cards that <b>add up exactly</b> to your card's value, "
                "an ace counting 1: a 9 takes 5 + 4, or 6 + 2 + 1. Exactly, not more and not less (the exact-value rule, R2)."),
        rules=("§6.1", "R2"),
        example=Example(hand="9H 2S", table="5D 4C 10S", move="9H capture 5D 4C",
                        caption=N_("You took two cards, the 5♦ and the 4♣, with your 9♥: 5 + 4 = 9.")),
        tasks=(
            Task(TakeCards(2), hand="7H 10C", table="3S 4D 9C",
                 hints=(N_("Which two table cards add up to the value of one of your cards?"),
                        N_("3 + 4 = 7: play your 7♥ and take the 3♠ and the 4♦.")),
                 success=N_("3 + 4 = 7, so your 7♥ takes both cards.")),
            Task(TakeCard("6C"), hand="10H 5S", table="6C 4D 3H 8S",
                 hints=(N_("No card in your hand is a 6. Which table card adds to the 6♣ to make one of your values?"),
                        N_("6 + 4 = 10: play your 10♥ on the 6♣ and the 4♦.")),
                 success=N_("6 + 4 = 10: your 10♥ takes the 6♣ and the 4♦.")),
            Task(TakeCards(3), hand="9D 4C", table="5H 3S AC 7D",
                 hints=(N_("Can three table cards add up to 9?"),
                        N_("An ace counts 1 in a sum: 5 + 3 + 1 = 9.")),
                 success=N_("5 + 3 + A = 9: an ace counts 1 in a sum, so your 9♦ takes three cards.")),
            Task(TakeCard("7C"), hand="10S 3H", table="7C 2D AH 6S",
                 hints=(N_("The 7♣ alone is not worth 10. What can you add to it?"),
                        N_("7 + 2 + 1 = 10: the ace counts 1.")),
                 success=N_("7 + 2 + A = 10: your 10♠ takes all three.")),
        ),
    ),
    Stage(
        name="several-sets",
        lesson=2,
        title=N_("Several sets at once"),
        series="stage",
        rule=N_("A <b>set</b> is cards taken together for your card's value: one card of that value, or cards that "
                "add up to it. With one card you may take <b>several sets at once</b>, each worth exactly your "
                "card's value, and you choose which ones to take."),
        rules=("§6.1", "R2"),
        example=Example(hand="8H 3C", table="AC 2D 3S 5C 6H 8D", move="8H capture 8D 6H 2D 5C 3S",
                        caption=N_("You took five table cards in one move with your 8♥: three sets, the 8♦, "
                                   "6♥ + 2♦ and 5♣ + 3♠, each worth 8. The A♣ stays.")),
        tasks=(
            Task(TakeCards(3), hand="7S 2C", table="7D 4H 3C 10S",
                 hints=(N_("Your 7♠ can take more than one set."),
                        N_("The 7♦ is one set of 7; 4 + 3 is another. Take both.")),
                 success=N_("Two sets, the 7♦ and 4 + 3, in one move: three cards.")),
            Task(TakeCards(4), hand="6S JH", table="6C 6D 2H 4S 5C",
                 hints=(N_("Two table cards of the same value are two separate sets."),
                        N_("The 6♣ is a set, the 6♦ is another, and 4 + 2 is a third.")),
                 success=N_("Each 6 on the table is a set of its own, and 4 + 2 is a third: four cards.")),
            Task(TakeCards(5), hand="9C 5H", table="9H 6D 3S 4C 5D KD",
                 hints=(N_("Find every set of 9 on the table."),
                        N_("The 9♥ on its own, 6 + 3 and 5 + 4: take all three sets together.")),
                 success=N_("Three sets of 9 at once: the 9♥, 6♦ + 3♠ and 5♦ + 4♣, five cards.")),
        ),
    ),
    Stage(
        name="never-twice",
        lesson=2,
        title=N_("A card is never counted twice"),
        series="stage",
        rule=N_('Each table card can be in only <b>one</b> set: when a card could belong to two sets, you choose one '
                'of them (the count-each-card-once rule, R3).'),
        rules=("§6.1", "R3"),
        example=Example(hand="8H 3C", table="AC 2D 3S 5C 6H 8D", move="8H capture 8D 5C 2D AC",
                        caption=N_("You took four table cards with your 8♥: the 8♦ and 5♣ + 2♦ + A♣. The 3♠ and the 6♥ "
                                   "stay: 5♣ + 3♠ and 6♥ + 2♦ would use the 5♣ or the 2♦ a second time.")),
        tasks=(
            Task(TakeCards(4), hand="8H 4S", table="5C 3S 2D AC 7H",
                 hints=(N_("Which sets of 8 share a card?"),
                        N_("If the A♣ goes with the 7♥, the 5♣ can go with the 3♠.")),
                 success=N_("7 + A and 5 + 3: four cards, and no card is used twice.")),
            Task(TakeCard("4H"), hand="9D 2C", table="6S 3S 4H 2H 7C",
                 hints=(N_("The 4♥ fits in only one set of 9. Which one?"),
                        N_("4 + 3 + 2 = 9. Then the 3♠ and the 2♥ are used: leave the other sets.")),
                 success=N_("4 + 3 + 2 = 9. The 3♠ and the 2♥ are used now, so 6 + 3 and 7 + 2 cannot be taken too.")),
            Task(TakeCards(3), hand="10S 6D", table="5H 5C 5S 10D",
                 hints=(N_("Two fives make 10. How many pairs of fives can three fives make?"),
                        N_("Take the 10♦ and two of the fives: the third five would need another five.")),
                 success=N_("The 10♦ and 5 + 5: three cards. The third five stays: no set of 10 is left for it.")),
        ),
    ),
    Stage(
        name="face-cards",
        lesson=2,
        title=N_("Face cards"),
        series="stage",
        rule=N_('In Classic the jack, queen and king have no number, so a face card takes <b>exactly one</b> table '
                'card <b>of its own rank</b> (a queen takes one queen), never a sum, even when two of its rank lie '
                'on the table (the face-card rule, R5).'),
        rules=("§6.1", "R5"),
        example=Example(hand="QH 4S", table="QS QD 5C", move="QH capture QS",
                        caption=N_("You took one card, the Q♠, with your Q♥. The Q♦ stays: a queen takes only one queen.")),
        tasks=(
            Task(TakeCard("JD"), hand="JC 7H", table="JD 3S 4C",
                 hints=(N_("A jack has no number. What can take it?"),
                        N_("Only a jack takes a jack: play your J♣ on the J♦.")),
                 success=N_("A jack takes a jack, one card (R5).")),
            Task(TakeCards(2), hand="KS 10H", table="KH KD 6C 4D",
                 hints=(N_("Can your king take both kings?"),
                        N_("No: a king takes exactly one king (R5). Which two cards add up to one of your values?")),
                 success=N_("6 + 4 = 10: two cards. A king would take only one of the kings (R5).")),
            Task(TakeCards(3), hand="QC 9H", table="QH 5S 4D 9D",
                 hints=(N_("The Q♥ can only be taken by a queen, and only on its own."),
                        N_("Use your 9♥: the 9♦ is one set and 5 + 4 another.")),
                 success=N_("The 9♦ and 5 + 4 with your 9♥: three cards. The Q♥ is in no sum: only a queen takes it.")),
        ),
    ),
)
