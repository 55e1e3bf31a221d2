"""Lesson 3's stages: building, one idea at a time (RULES.md §4, §6.2, R4, R6-R8, R10, R11, R15); each
stage's rule in one or two sentences, naming the rule before its number (issue 23).

Classic only. Royal's building rules (R12 no raising your own build, R13 partners' builds, R14,
the Royal build values up to 14) are lesson 6's; the owner-may-not-trail rule (R9) is lesson 4's.
"""

from __future__ import annotations

from ..i18n import N_, _
from ..play.selection import kind_of
from ..rules.cards import parse_card
from ..rules.moves import Move
from ..rules.state import GameState
from .goals import (
    AddToBuild,
    BuildWithGroups,
    CaptureBothBuilds,
    CaptureBuild,
    MakeBuild,
    Predicate,
    RaiseBuild,
    TakeCard,
    TakeCards,
    cards_taken,
)
from .stages import Example, Stage, Task

#: The kinds of move the live table lists once building is taught.
ALL_KINDS = ("capture", "build", "raise", "add", "trail")
#: Stages 1-7 come before adding (Stage 8) and raising (Stage 9): their tables list no such move.
BEFORE_ADDING: tuple[str, ...] = ("capture", "build", "trail")
#: Stage 8 teaches adding; raising comes in Stage 9.
BEFORE_RAISING: tuple[str, ...] = ("capture", "build", "add", "trail")


# --- goals written for one task (the general ones live in goals.py) ---------------------------------

def _takes_7c_and_keeps_build(state: GameState, move: Move) -> bool:
    return parse_card("7C") in cards_taken(state, move) and "B1" not in move.builds


def _why_not_7c(state: GameState, move: Move) -> str:
    """What the move did instead: a capture that takes the build too, or a move that adds to the
    build (it stays on the table, §6.2 step 3), with or without 7♣ in it, or any other move."""
    if move.is_capture and "B1" in move.builds:
        return _("That capture is allowed, but it takes your build too. The task is to keep your build on the table.")
    if kind_of(state, move) == "add":
        if parse_card("7C") in move.loose:
            return _("That move adds to your build and is allowed, but it puts 7♣ into the build instead of taking it.")
        return _("That move adds to your build and is allowed, but 7♣ is still on the table afterwards.")
    return _("That move is allowed, but 7♣ is still on the table afterwards.")


def _raise_with_set(state: GameState, move: Move) -> bool:
    return kind_of(state, move) == "raise" and move.value == 9 and len(move.loose) == 2


def _why_not_raise_with_set(state: GameState, move: Move) -> str:
    if kind_of(state, move) == "raise":
        return _("That raise is allowed, but 6♣ and 3♠ are still loose. They make 9 together: put them in as a group.")
    return _("That move is allowed, but it does not raise the build to 9.")


STAGES = (
    Stage(
        name="making-a-build",
        lesson=3,
        title=N_("Making a build"),
        series="stage",
        rule=N_("To <b>build</b>, play a card onto table cards and <b>announce its value</b>: what your card and the table "
                "cards add up to (“building nine!”); "
                "they stay together as one build, to be taken on a later turn by a card of that value. A build "
                "needs your card <b>and</b> at least one table card (the table-card rule, R6). "
                # Trial 43: "(… several groups …: Stage 6.)" named a kind of build not met yet; plain words instead.
                "(Other ways to announce a build come later in this lesson.)"),
        rules=("§6.2", "R6"),
        terms=("build",),
        example=Example(hand="6D 10H 2C", table="4S 8C", move="6D build 10 4S",
                        caption=N_("You played 6♦ onto the loose 4♠ and announced ten: 6♦+4♠ is 6 + 4 = 10. The "
                                   "two cards are now one build of 10, B1, and it is yours. Next turn your 10♥ "
                                   "can capture it, unless your opponent takes it first with a 10.")),
        taught=BEFORE_ADDING,
        tasks=(
            Task(MakeBuild(9), hand="5H 9C KS", table="4D 7S 10C",
                 hints=(N_("Which table card makes 9 with one of your cards?"),
                        N_("5 + 4 = 9: click 5♥, then 4♦, then Build.")),
                 success=N_("5♥ + 4♦ = 9, and your 9♣ will capture it.")),
            Task(MakeBuild(8), hand="3H 8C QD", table="2S 3C 7D",
                 hints=(N_("A build may use more than one table card."),
                        N_("3 + 2 + 3 = 8: play 3♥ onto 2♠ and 3♣.")),
                 success=N_("3♥ + 2♠ + 3♣ = 8, and 8♣ stays in your hand to capture it.")),
            Task(MakeBuild(10), hand="4H 10D 7C", table="6S 3D",
                 hints=(N_("You hold a 10: which of your other cards makes 10 with a table card?"),),
                 success=N_("A build of 10, and your 10♦ will capture it.")),
            Task(MakeBuild(7), hand="2H 5S 7C", table="AD 4C",
                 hints=(N_("An ace is worth 1."), N_("2 + 1 + 4 = 7: play 2♥ onto A♦ and 4♣, and announce 7.")),
                 success=N_("2♥ + A♦ + 4♣ = 7, and your 7♣ will capture it.")),
        ),
    ),
    Stage(
        name="keeping-a-capturer",
        lesson=3,
        title=N_("Keep a card to capture it"),
        series="stage",
        rule=N_("After building you must <b>still hold a card of the build's value</b>, to take it on a later turn "
                "(the keep-a-capturer rule, R7). The card you just played does not count."),
        rules=("R7",),
        example=Example(hand="4H 9C", table="5D 3C", move="4H build 9 5D",
                        caption=N_("You built B1, a build of 9, with 4♥+5♦, and you still hold 9♣ to take it. With the "
                                   "same 4♥ you may not build 7 with 3♣: you hold no 7.")),
        taught=BEFORE_ADDING,
        tasks=(
            Task(MakeBuild(), hand="3S 8H KD", table="5C 4D 9S",
                 hints=(N_("Only one build is allowed here: which value do you hold a card for?"),
                        N_("The 9♠ is on the table, not in your hand. You hold 8♥: make 8.")),
                 success=N_("3♠ + 5♣ = 8, and you keep 8♥ to capture it.")),
            Task(MakeBuild(), hand="6H 3S", table="3D 9C",
                 hints=(N_("The card you play does not count as your capturing card."),
                        N_("3♠ + 3♦ = 6, and you keep 6♥.")),
                 success=N_("A build of 6, and 6♥ stays in your hand to capture it.")),
            Task(MakeBuild(), hand="2C 7D 9H", table="5S 4H",
                 hints=(N_("Which value do you hold a card for, besides the card you play?"),
                        N_("2♣ + 5♠ = 7, and you keep 7♦.")),
                 success=N_("2♣ + 5♠ = 7, and 7♦ stays in your hand to capture it.")),
        ),
    ),
    Stage(
        name="build-values",
        lesson=3,
        title=N_("Values a build may have"),
        series="stage",
        rule=N_("In Classic the build values a card can capture are 2 to 10 (R15), and 1, but only for a build "
                "made of single aces, which you will meet later in this lesson. "
                "Jacks, queens and kings have no number, so they are never part of a build (the face-card rule, R5)."),
        rules=("R15", "R5"),
        example=Example(hand="6S 10C", table="4D 3H", move="6S build 10 4D",
                        caption=N_("You built B1, a build of 10: 6♠+4♦, and you keep 10♣ to take it. With 3♥ as well "
                                   "it would make 13, and no card captures 13 in Classic.")),
        taught=BEFORE_ADDING,
        tasks=(
            Task(MakeBuild(), hand="9H 3S 5C", table="3C 2D",
                 hints=(N_("9 + 3 = 12, and no card captures 12 in Classic."),
                        N_("Which of your cards makes a value with 2♦ that you hold?")),
                 success=N_("3♠ + 2♦ = 5, and your 5♣ will capture it.")),
            Task(MakeBuild(6), hand="QH 4S 6D", table="QC 2D",
                 hints=(N_("A queen has no number, so it can never be part of a build (R5)."),
                        N_("4♠ + 2♦ = 6, and you keep 6♦.")),
                 success=N_("4♠ + 2♦ = 6: a build of number cards, and 6♦ will capture it.")),
            Task(MakeBuild(), hand="9S 4D 10H", table="6C 3H",
                 hints=(N_("9 with any table card makes more than 10."),
                        N_("4♦ + 6♣ = 10, and you keep 10♥.")),
                 success=N_("4♦ + 6♣ = 10, the highest build in Classic, and 10♥ will capture it.")),
        ),
    ),
    Stage(
        name="capturing-a-build",
        lesson=3,
        title=N_("Capturing a build"),
        series="stage",
        rule=N_("A build is taken only <b>whole</b>, by a card of its value (the whole-build rule, R4). Nobody may "
                "take a card out of a build, and a build never counts in a sum."),
        rules=("R4",),
        example=Example(hand="9C 4H", table="3S 7D", builds=(("B1", 9, "5C+4D", 1),), move="9C capture B1",
                        caption=N_("9♣ takes the whole build of 9, 5♣+4♦: two table cards. Your 4♥ could not take the 4♦ "
                                   "out of it.")),
        taught=BEFORE_ADDING,
        tasks=(
            Task(CaptureBuild("B1", text=N_("Capture your opponent's build.")), hand="7D 4S 2C", table="3D 5S",
                 builds=(("B1", 7, "4H+3C", 1),),
                 hints=(N_("What is the build worth? Which card of yours has that value?"),),
                 success=N_("7♦ takes the whole build of 7.")),
            Task(TakeCards(2, text=N_("Take two table cards with one card.")), hand="5H 9S", table="5S 2D",
                 builds=(("B1", 9, "5C+4D", 1),),
                 hints=(N_("5♥ cannot take the 5♣ out of the build: a build goes only whole (the whole-build rule, R4)."),
                        N_("Which card takes the whole build?")),
                 success=N_("9♠ takes both cards of the build of 9.")),
            Task(CaptureBuild("B1", text=N_("Capture the build.")), hand="6H 4C", table="2S",
                 builds=(("B1", 6, "4D+2H", 1),),
                 hints=(N_("The build is worth 6: which card of yours is worth 6?"),
                        N_("4♣ cannot take the 4♦ out of the build: only a 6 takes it, whole.")),
                 success=N_("6♥ takes the whole build of 6.")),
        ),
    ),
    Stage(
        name="capturing-more-at-once",
        lesson=3,
        title=N_("A build and more in one capture"),
        series="stage",
        rule=N_("The card that takes a build may take more in the same capture: loose sets worth that value, and "
                "other builds of that value."),
        rules=("§6.1",),
        example=Example(hand="9C 2H", table="6D 3S", builds=(("B1", 9, "5C+4D", 1),), move="9C capture 3S 6D B1",
                        caption=N_("9♣ takes the whole build of 9 (5♣+4♦) and, in the same capture, the set "
                                   "6♦+3♠, also worth 9: four table cards.")),
        taught=BEFORE_ADDING,
        tasks=(
            Task(TakeCards(4, text=N_("Take four table cards with one card.")), hand="8S 6C", table="6D 2H",
                 builds=(("B1", 8, "5C+3D", 1),),
                 hints=(N_("A card that takes the build may take loose sets of the same value too."),
                        N_("6♦ + 2♥ = 8: take them with the build of 8.")),
                 success=N_("8♠ takes the build of 8 and the set 6♦+2♥.")),
            Task(CaptureBothBuilds("B1", "B2"), hand="10H 3S", table="",
                 builds=(("B1", 10, "6D+4S", 1), ("B2", 10, "7H+3C", 1)),
                 hints=(N_("Both builds are worth 10."), N_("Click 10♥, then B1 and B2, then Capture.")),
                 success=N_("One 10 takes both builds of 10.")),
            Task(TakeCards(5, text=N_("Take five table cards with one card.")), hand="7S 3D", table="4H 3C 7C",
                 builds=(("B1", 7, "5D+2S", 1),),
                 hints=(N_("Your 7 may take the build, the loose 7 and a set worth 7, all at once."),
                        N_("Click 7♠, then B1, 7♣, 4♥ and 3♣, then Capture.")),
                 success=N_("7♠ takes the build of 7, the loose 7♣ and the set 4♥+3♣: five table cards.")),
        ),
    ),
    Stage(
        name="multiple-builds",
        lesson=3,
        title=N_("Multiple builds"),
        series="stage",
        rule=N_("A <b>multiple build</b> holds several groups, each worth the build's value on its own: one card of that "
                "value, or cards adding up to it. One card of that value captures all its groups at once; a build with "
                "one group is a <b>single build</b>."),
        rules=("§4", "§6.2"),
        terms=("group",),
        example=Example(hand="8S 8C 2H", table="5D 3C 8D", move="8S build 8 3C 5D 8D",
                        caption=N_("You played 8♠ and announced eight. The build has three groups, each worth 8: "
                                   "8♠ alone, 5♦+3♣, and 8♦ alone. It is one multiple build of 8, B1, and your "
                                   "8♣ will capture all of it on a later turn.")),
        taught=BEFORE_ADDING,
        tasks=(
            Task(MakeBuild(6, multiple=True), hand="6H 6C 9S", table="6D 4S 2C",
                 hints=(N_("Your 6 is a group of 6 on its own. Which table cards are worth 6 too?"),),
                 success=N_("A multiple build of 6: every group is worth 6, and your other 6 will capture it.")),
            Task(MakeBuild(7, multiple=True), hand="3S 7H 10C", table="4D 7C",
                 hints=(N_("3♠ + 4♦ = 7 is one group. Is there another group of 7 on the table?"),
                        N_("Play 3♠ onto 4♦ and 7♣, and announce 7.")),
                 success=N_("Two groups of 7: 3♠+4♦ and 7♣, and 7♥ will capture them.")),
            Task(BuildWithGroups(3, 9), hand="5H 9C 2S", table="4S 9H 6C 3D",
                 hints=(N_("Find three groups worth 9: one with your card, two from the table."),
                        N_("9♥ alone, 6♣ + 3♦, and 5♥ + 4♠.")),
                 success=N_("Three groups of 9 in one build, and 9♣ will capture it all.")),
            Task(MakeBuild(1, text=N_("Make a build of 1.")), hand="AS AC 7H", table="AD 4C",
                 hints=(N_("Play an ace onto the loose ace and announce 1."),
                        N_("You need another ace in your hand to capture it: you have two.")),
                 success=N_("A multiple build of 1: two groups, one single ace each, and your other ace will capture "
                            "them. A build of 1 is always made of single aces like this (R15).")),
            Task(CaptureBuild("B1", text=N_("Capture the multiple build.")), hand="8C 5S", table="5D",
                 builds=(("B1", 8, "8D, 5H+3C", 1),),
                 hints=(N_("One 8 takes the whole multiple build, all its groups together."),),
                 success=N_("8♣ takes both groups of the build of 8.")),
        ),
    ),
    Stage(
        name="owning-a-build",
        lesson=3,
        title=N_("Owning a build"),
        series="stage",
        rule=N_("The player who last made, raised or added to a build is its <b>owner</b>, as the label under it "
                "says (§4; adding and raising come next, in Stages 8 and 9). While you own a build, your last card of its value may only take it, by the "
                "owner-keeps-a-capturer rule (R8)."),
        rules=("§4", "R8"),
        terms=("owner",),
        example=Example(hand="9H 4S 2D", table="9D 5C", builds=(("B1", 9, "6C+3H", 0),), move="9H capture 9D B1",
                        caption=N_("You own B1, a build of 9 (6♣+3♥), and hold only one 9. Taking the loose 9♦ "
                                   "alone with 9♥ is not allowed: your build would have no 9 left to capture it "
                                   "(R8). Here 9♥ takes 9♦ and your build together: three table cards.")),
        taught=BEFORE_ADDING,
        tasks=(
            # A sum of loose cards, not a loose card of the build's value as in the worked example (trial 34 solved
            # "take the loose 8♦" by copying the example's 9♥ taking 9♦ and the build).
            Task(TakeCard("5C", text=N_("Take 5♣ and 3♦. Careful: you own a build of 8.")), hand="8H 6S 4S",
                 table="5C 3D 2C", builds=(("B1", 8, "6C+2D", 0),),
                 hints=(N_("You have only one 8, and your build needs it."),
                        N_("Take 5♣ + 3♦ and your build together.")),
                 success=N_("Your 8 took the build it was kept for, and 5♣ + 3♦ with it.")),
            Task(Predicate(N_("Take the loose 7♣ and keep your build of 7 on the table."), _takes_7c_and_keeps_build,
                           _why_not_7c), hand="7H 7D 5S", table="7C 2D", builds=(("B1", 7, "4C+3S", 0),),
                 hints=(N_("You hold two 7s: one may go, as long as the other stays for your build."),),
                 success=N_("One 7 took 7♣, and the other still guards your build.")),
            Task(MakeBuild(9), hand="6C 5H 9D", table="4C 3S", builds=(("B1", 6, "4D+2S", 0),),
                 hints=(N_("You own a build of 6 and hold only one 6: do not play it."),
                        N_("5♥ + 4♣ = 9, and you keep both 9♦ and 6♣.")),
                 success=N_("Now you own two builds, and you hold a card for each: 9♦ and 6♣.")),
        ),
    ),
    Stage(
        name="adding-to-a-build",
        lesson=3,
        title=N_("Adding to a build"),
        series="stage",
        rule=N_("To <b>add</b> to a build, yours or your opponent's, play a card that makes a new group of its value "
                "(alone or with loose cards) and put that group on it: the value stays, and the build is <b>yours</b> "
                "and the table gives it a new label (B1 becomes B2). You must still hold a card to take it (the keep-a-capturer rule, R7)."),
        rules=("§6.2", "§4"),
        example=Example(hand="8H 6S", table="2C", builds=(("B1", 8, "5C+3D", 1),), move="6S build 8 2C B1",
                        caption=N_("Your opponent owned B1, a build of 8 (5♣+3♦). You played 6♠ with the loose 2♣ "
                                   "(6 + 2 = 8) and put that group on it. The build now has two groups, 6♠+2♣ and "
                                   "5♣+3♦, and is still worth 8. It is yours now, and the table names it B2. Your "
                                   "8♥ will capture it.")),
        taught=BEFORE_RAISING,
        tasks=(
            Task(AddToBuild(text=N_("Add a group to your opponent's build of 9.")), hand="4S 9D 2H", table="5C 7D",
                 builds=(("B1", 9, "6H+3C", 1),),
                 hints=(N_("Make a group of 9 with your card and a loose card, and click the build too."),
                        N_("4♠ + 5♣ = 9: click 4♠, 5♣ and B1, then Build.")),
                 success=N_("The build of 9 has two groups now, and it is yours.")),
            Task(AddToBuild(text=N_("Add to the build of 5 with one card from your hand.")), hand="5H 5C 8S",
                 table="KD", builds=(("B1", 5, "3S+2D", 1),),
                 hints=(N_("A 5 is a group of 5 on its own."), N_("Click a 5, then B1, then Build.")),
                 success=N_("Your 5 is a second group of 5; your other 5 will capture the build.")),
            Task(AddToBuild(text=N_("Make your opponent's build of 6 yours without changing its value.")),
                 hand="4D 6C", table="2H", builds=(("B1", 6, "5S+AC", 1),),
                 hints=(N_("A build becomes yours when you add to it."),
                        N_("4♦ + 2♥ = 6: put that group on B1.")),
                 success=N_("The build of 6 is yours now, and 6♣ will capture it.")),
            Task(AddToBuild(text=N_("Add to the build of 10.")), hand="3H 10S", table="7D 2S 5C",
                 builds=(("B1", 10, "6C+4D", 1),),
                 hints=(N_("Your 3♥ must make a group of exactly 10 with loose cards."),
                        N_("3 + 7 = 10, or 3 + 2 + 5 = 10.")),
                 success=N_("A second group of 10 on the build, and your 10♠ will capture it.")),
        ),
    ),
    Stage(
        name="raising-a-build",
        lesson=3,
        title=N_("Raising a build"),
        series="stage",
        rule=N_("To <b>raise</b> a build, play one card onto it and announce the new value (a build of 5 plus your 3 "
                "makes 8); it is then yours, and you must still hold a card to take it (the keep-a-capturer rule, R7). <b>Only single builds "
                "are raised</b> (R10)."),
        # R11 too: a raise adds only the played card, and a refusal here says so (trial 18 read R11 before its stage).
        rules=("R10", "R11", "§6.2"),
        example=Example(hand="3D 8S 6C", table="9H", builds=(("B1", 5, "4C+AH", 1),), move="3D build 8 B1",
                        caption=N_("Your opponent's build of 5 (4♣+A♥) plus your 3♦ makes 8. You announced eight: "
                                   "the build is now one group, 4♣+A♥+3♦, worth 8 and named B2, and it is yours. 8♠ in "
                                   "your hand will capture it.")),
        taught=ALL_KINDS,
        tasks=(
            Task(RaiseBuild(7), hand="2S 3H 5D 7H", table="4C 9D 2D", builds=(("B1", 5, "3C+2H", 1),),
                 hints=(N_("5 + 2 = 7, and you hold a 7."), N_("Click 2♠, then B1, then Build, and announce 7.")),
                 success=N_("The build is worth 7 now, it is yours, and 7♥ will capture it.")),
            Task(RaiseBuild(text=N_("Raise one of the builds (only one of them can be raised).")), hand="2D 8C 6S",
                 table="", builds=(("B1", 6, "4H+2C, 6D", 1), ("B2", 4, "3S+AC", 1)),
                 hints=(N_("A multiple build keeps its value (only single builds are raised, R10). Which build has one group?"),
                        N_("B2 is 3♠+A♣ = 4; your 2♦ makes it 6, and you hold 6♠.")),
                 success=N_("Only the single build B2 could be raised: 4 + 2 = 6.")),
            Task(RaiseBuild(9, text=N_("Raise your own build to 9.")), hand="3S 9D 6H", table="10C",
                 builds=(("B1", 6, "4H+2C", 0),),
                 hints=(N_("6 + 3 = 9, and you hold a 9."),),
                 success=N_("In Classic you may raise your own build: now it is worth 9.")),
        ),
    ),
    Stage(
        name="raising-with-your-card-only",
        lesson=3,
        title=N_("Only your card changes the value"),
        series="stage",
        rule=N_("Only your played card changes a value (R11): loose cards may go into a raised build only as whole "
                "groups worth the new value."),
        rules=("R11",),
        example=Example(hand="3C 8H", table="5D 3S", builds=(("B1", 5, "3H+2D", 1),), move="3C build 8 B1 3S 5D",
                        caption=N_("3♣ raises your opponent's build of 5 (3♥+2♦) to 8: one group, 3♥+2♦+3♣. The loose "
                                   "5♦+3♠, worth 8 too, goes in as a second group: two groups, one build of 8 named B2, "
                                   "and 8♥ will capture it.")),
        taught=ALL_KINDS,
        tasks=(
            # Not Stage 9's first task again (trial 12: the same build of 5, 2♠ and loose 2♦ 4♣ in both).
            Task(RaiseBuild(8, text=N_("Raise the build to 8.")), hand="3S 8D", table="3D 6C",
                 builds=(("B1", 5, "3C+2H", 1),),
                 hints=(N_("Only your 3♠ changes the value: 5 + 3 = 8."),
                        N_("The loose 3♦ cannot go in to make the build bigger (R11).")),
                 success=N_("5 + 3 = 8: only the card you played changed the value.")),
            Task(Predicate(N_("Raise the build to 9 and put 6♣ and 3♠ into it too."), _raise_with_set,
                           _why_not_raise_with_set), hand="4D 9S", table="6C 3S", builds=(("B1", 5, "3C+2H", 1),),
                 hints=(N_("4♦ raises the build from 5 to 9."),
                        N_("6♣ + 3♠ = 9 is a whole group of the new value: click them too.")),
                 success=N_("Raised to 9, with the group 6♣+3♠ in it: two groups of 9.")),
            Task(RaiseBuild(10, text=N_("Raise the build to 10.")), hand="4S 10C", table="AD 5H",
                 builds=(("B1", 6, "4H+2C", 1),),
                 hints=(N_("Which card of yours makes 6 into 10?"),
                        N_("4♠ makes it 10. A♦ and 5♥ cannot change the value: they are not a group of 10.")),
                 success=N_("6 + 4 = 10, raised with your card alone.")),
        ),
    ),
)
