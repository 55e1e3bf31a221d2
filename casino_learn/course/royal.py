"""Lesson 6's stages: what changes in Royal Casino, one rule at a time (RULES.md §1.2, §1.3, §2,
R12, R13, R14, R15). Lesson 6 is the only lesson with Royal positions; the stages run from the
card values to the partnership rule, each a little harder than the one before."""

from __future__ import annotations

from ..i18n import N_
from .goals import AddToBuild, CaptureBuild, MakeBuild, RaiseBuild, TakeCard, TakeCards, TrailCard
from .stages import Example, Stage, Task

ROYAL = "royal"
#: The kinds of move the live tables list as legal: lesson 6 comes after every kind is taught.
ALL_KINDS = ("capture", "build", "raise", "add", "trail")


STAGES = (
    Stage(
        name="royal-values",
        lesson=6,
        title=N_("Royal values and the ace"),
        series="royal",
        rule=N_('In Royal every card has a number, <b>J = 11, Q = 12, K = 13</b> (a king can take 6 + 7), and an '
                '<b>ace on its own</b> counts <b>1 or 14</b>, whichever you need: played, it captures at 14 and also '
                'takes a loose ace. <b>Inside a group</b> of two or more cards an ace always counts <b>1</b>, since '
                '14 plus anything would pass 14, the highest value (<a '
                'href="10_rules_reference.ipynb#s1.3">§1.3</a>).'),
        rules=("§1.2", "§1.3"),
        example=Example(hand="AH 8C", table="9C 5D AD 3S", move="AH capture 9C 5D AD", variant=ROYAL,
                        caption=N_("Your A♥ counted 14: it took 9♣ + 5♦ (9 + 5 = 14) and the lone A♦ (an ace takes an ace). "
                                   "The 3♠ stayed on the table: nothing with it makes exactly 14.")),
        taught=ALL_KINDS,
        tasks=(
            Task(TakeCards(2), hand="KH 4C", table="6C 7D 2S", variant=ROYAL,
                 hints=(N_("In Royal a king is worth 13."), N_("Which two table cards add up to 13?")),
                 success=N_("K♥ counts 13, and 6 + 7 = 13.")),
            Task(TakeCards(4, text=N_("Take four table cards with your ace.")), hand="AH 5C", table="9C 5D 8S 6H 2D",
                 variant=ROYAL,
                 hints=(N_("A played ace captures at 14."), N_("Look for two pairs of table cards that each add up to 14.")),
                 success=N_("Your ace counted 14: 9 + 5 and 8 + 6 are two sets of 14.")),
            Task(TakeCard("AD"), hand="8C 2H", table="3S 4H AD 9D", variant=ROYAL,
                 hints=(N_("Inside a group of two or more cards, an ace counts 1."),
                        N_("Which table cards make 8 together with an ace counted as 1?")),
                 success=N_("3 + 4 + 1 = 8: inside a group the ace counts 1.")),
            Task(TakeCards(4), hand="QS 3C", table="7H 5D JC AD 10S", variant=ROYAL,
                 hints=(N_("A queen is worth 12, a jack 11."), N_("A jack and an ace make one set of 12 (inside a group the ace is 1).")),
                 success=N_("Q♠ counts 12: 7 + 5 = 12 and J + A = 11 + 1 = 12.")),
        ),
    ),
    Stage(
        name="royal-builds",
        lesson=6,
        title=N_("Building with J, Q, K and the ace"),
        series="royal",
        rule=N_('In Royal the build values a card can capture are <b>2 to 14</b> (<a '
                'href="10_rules_reference.ipynb#R15">R15</a>): a jack takes a build of 11, a queen 12, a king 13, an '
                '<b>ace</b> 14, and you must still hold a card to take it (the keep-a-capturer rule, <a '
                'href="10_rules_reference.ipynb#R7">R7</a>). An ace played onto a loose ace is a build of <b>14</b> '
                '(two groups, one ace each) or of <b>2</b> (1 + 1), never of 1.'),
        rules=("R15", "§1.3"),
        example=Example(hand="5H KS", table="8D 2C", move="5H build 13 8D", variant=ROYAL,
                        caption=N_("You built 13 with 5♥ + 8♦. You keep K♠ to capture it on your next turn, unless the opponent first "
                                   "takes it or raises it. (If they add to it, it becomes theirs, but your K♠ still takes "
                                   "it, with the cards they added.)")),
        taught=ALL_KINDS,
        tasks=(
            Task(MakeBuild(11), hand="4C JD", table="7S 3H", variant=ROYAL,
                 hints=(N_("A jack captures a build of 11."), N_("Which table card makes 11 with your 4♣?")),
                 success=N_("4 + 7 = 11, and your jack will capture it.")),
            Task(MakeBuild(14), hand="6S AC", table="8H 3D", variant=ROYAL,
                 hints=(N_("An ace you keep in your hand captures a build of 14."), N_("Which table card makes 14 with your 6♠?")),
                 success=N_("6 + 8 = 14, and your A♣ captures at 14.")),
            Task(MakeBuild(12, multiple=True), hand="5C QH", table="7D 9S 3H", variant=ROYAL,
                 hints=(N_("A multiple build has two or more groups, each worth the build's value."),
                        N_("5 + 7 = 12 is one group; which two table cards are another 12?")),
                 success=N_("5 + 7 and 9 + 3: two groups of 12, and your queen captures them all.")),
            Task(MakeBuild(14, text=N_("Make a build of 14 with an ace from your hand and the ace on the table.")),
                 hand="AC AD", table="AS 8H", variant=ROYAL,
                 hints=(N_("Play one ace onto the A♠ and keep the other one."),
                        N_("Two single aces build 14 (each ace alone counts 14); your other ace captures it.")),
                 success=N_("A build of 14 with two groups of one ace each; your other ace captures it.")),
            Task(MakeBuild(2, text=N_("Make a build of 2 with the two aces.")), hand="AS 2C", table="AH 9D", variant=ROYAL,
                 hints=(N_("Inside one group the aces count 1 each."), N_("Play A♠ onto A♥: 1 + 1 = 2, and you keep 2♣.")),
                 success=N_("A + A as one group is 1 + 1 = 2, and your 2♣ captures it.")),
        ),
    ),
    Stage(
        name="royal-not-your-own-build",
        lesson=6,
        title=N_("Not your own build"),
        series="royal",
        rule=N_('In Royal you may <b>raise</b> only an <b>opponent\'s</b> build: no raising your own build (<a '
                'href="10_rules_reference.ipynb#R12">R12</a>), and your partner\'s is off-limits too (Royal stage 5). You may not change '
                'your own build\'s value yourself (your opponent still may, if it is a single build), though you may add '
                'a group of that value, capture it or make a new build (in Classic you may raise your own build).'),
        rules=("R12",),
        example=Example(hand="2S 7H", table="4C", move="2S build 7 B1", builds=(("B1", 5, "3C+2H", 1),), variant=ROYAL,
                        caption=N_("You raised Opponent's build of 5 to 7 with 2♠: allowed, because it is not yours. "
                                   "You keep 7♥ to capture it. Now the build is yours, so you may not raise it again.")),
        taught=ALL_KINDS,
        tasks=(
            Task(AddToBuild(text=N_("Your build of 5 is on the table. Add to it, keeping its value 5.")),
                 hand="2D 5S 7H", table="3S", builds=(("B1", 5, "3C+2H", 0),), variant=ROYAL,
                 hints=(N_("You may not raise your own build to 7 (R12)."), N_("2♦ and the loose 3♠ make another group of 5.")),
                 success=N_("2 + 3 = 5 joins your build: it stays a build of 5, now with two groups.")),
            Task(RaiseBuild(to=8, text=N_("Raise a build to 8.")), hand="3H 2S 8D 5C", table="",
                 builds=(("B1", 5, "4S+AH", 0), ("B2", 6, "4C+2H", 1)), variant=ROYAL,
                 hints=(N_("One build is yours and one is Opponent's. Which may you raise?"),
                        N_("Opponent's build of 6 plus 2♠ makes 8, and you keep 8♦ (and 5♣ for your own build).")),
                 success=N_("You raised Opponent's build: 6 + 2 = 8. Your own build of 5 could not be raised (R12).")),
            Task(MakeBuild(10, text=N_("Make a build of 10 that you can capture next turn.")), hand="7C 3D 10S", table="7H",
                 builds=(("B1", 7, "4S+3H", 0),), variant=ROYAL,
                 hints=(N_("Your build of 7 may not become 10 (R12)."), N_("A new build with your card and a loose card is fine: 3♦ + 7♥ = 10.")),
                 success=N_("3 + 7 = 10 is a new build; your build of 7 stays as it is, and you keep 7♣ for it.")),
        ),
    ),
    Stage(
        name="royal-no-trailing-a-matched-card",
        lesson=6,
        title=N_("No trailing a matched card"),
        series="royal",
        rule=N_("In Royal there is <b>no trailing a card that matches a loose card</b> "
                '(<a href="10_rules_reference.ipynb#R14">R14</a>), a loose card of the same rank (an ace is stopped by a '
                "loose ace). Capture or build with it instead; cards inside a build, or a sum the card could capture, "
                "do not stop a trail."),
        rules=("R14", "§6.3"),
        # Not task 1's cards (trial 11: the same hand and table, and the same answer, right above it).
        example=Example(hand="5H 8S", table="5C 2D", move="8S trail", variant=ROYAL,
                        caption=N_("You trailed 8♠: no loose 8 is on the table. You could not have trailed 5♥, "
                                   "because 5♣ lies loose on the table.")),
        taught=ALL_KINDS,
        tasks=(
            # Not the lesson's own 7♥ 9♠ / 7♣ 3♦ illustration with a queen added (trial 11).
            Task(TrailCard(), hand="6H 10S JD", table="6C 2D JS", variant=ROYAL,
                 hints=(N_("Which of your cards has no loose card of the same rank on the table?"),),
                 success=N_("10♠ may be trailed; 6♥ and J♦ each have a loose card of their rank on the table.")),
            Task(MakeBuild(8, text=N_("Your 4♥ may not be trailed here. Use it to make a build of 8.")), hand="4H 8C",
                 table="4S 2D", variant=ROYAL,
                 hints=(N_("A loose 4♠ is on the table, so 4♥ must capture or build."), N_("4 + 4 = 8, and you keep 8♣.")),
                 success=N_("4♥ may not be trailed, but it need not capture: it may build.")),
            Task(TrailCard(), hand="6S 9D", table="9C 2H", builds=(("B1", 9, "6H+3C", 1),), variant=ROYAL,
                 hints=(N_("Only loose cards stop a trail."), N_("The 6♥ is inside a build, so it does not stop 6♠.")),
                 success=N_("6♠ may be trailed: the 6♥ is inside a build, not loose. 9♦ could not be (9♣ is loose).")),
            Task(TrailCard(), hand="AS 4D 10H", table="AD 4C 6S", variant=ROYAL,
                 hints=(N_("An ace is stopped by a loose ace, a 4 by a loose 4."),
                        N_("10♥ could capture 4 + 6, but it may be trailed instead.")),
                 success=N_("10♥ may be trailed: no loose 10 is on the table, and a sum it could capture does not stop a trail.")),
        ),
    ),
    Stage(
        name="royal-partners",
        lesson=6,
        title=N_("Partners"),
        series="royal",
        rule=N_('With four players, partners sit <b>opposite</b> each other and count their captured cards together, '
                'but each build belongs to one player. Hands off your partner\'s build (<a '
                'href="10_rules_reference.ipynb#R13">R13</a>): you may <b>not raise or add to</b> it, though you '
                '<b>may capture</b> it or make a separate build of the same value.'),
        rules=("R13", "§2"),
        example=Example(hand="2S 9C", table="4C", move="2S build 9 B2", players=4, variant=ROYAL,
                             builds=(("B1", 5, "3C+2H", 2), ("B2", 7, "4S+3H", 1)),
                             caption=N_("You raised Opponent 1's build of 7 to 9 with 2♠, keeping 9♣ to capture it. "
                                        "Partner's build of 5 you may not raise or add to.")),
        taught=ALL_KINDS,
        tasks=(
            Task(CaptureBuild("B1", text=N_("Capture your partner's build.")), hand="5D 8C", table="3S",
                 builds=(("B1", 5, "3C+2H", 2),), players=4, variant=ROYAL,
                 hints=(N_("Capturing a partner's build is allowed."), N_("Which card of yours is worth 5?")),
                 success=N_("Capturing your partner's build is allowed (R13); the cards go to your side's captured cards.")),
            Task(RaiseBuild(to=9, text=N_("Raise a build of 7 to 9.")), hand="2S 9C", table="",
                 builds=(("B1", 7, "4S+3H", 2), ("B2", 7, "5C+2D", 1)), players=4, variant=ROYAL,
                 hints=(N_("One build of 7 is Partner's, the other Opponent 1's."), N_("Raise Opponent 1's build with 2♠.")),
                 success=N_("You raised Opponent 1's build; Partner's build may not be raised (R13).")),
            Task(MakeBuild(8, text=N_("Make a build of 8 of your own.")), hand="6H 8S", table="2C",
                 builds=(("B1", 8, "5C+3D", 2),), players=4, variant=ROYAL,
                 hints=(N_("You may not add to Partner's build of 8, but you may make a separate one."), N_("6 + 2 = 8.")),
                 success=N_("A separate build of 8 next to Partner's: allowed, and you keep 8♠ to capture it.")),
            Task(AddToBuild(text=N_("Add 4♦ and 5♠ to a build of 9.")), hand="4D 9H", table="5S",
                 builds=(("B1", 9, "6C+3H", 2), ("B2", 9, "7D+2S", 3)), players=4, variant=ROYAL,
                 hints=(N_("Which build of 9 is not your partner's?"), N_("Add to Opponent 2's build: 4 + 5 = 9.")),
                 success=N_("You added a group of 9 to Opponent 2's build, which is now yours. Partner's build stays as it is.")),
        ),
    ),
)
