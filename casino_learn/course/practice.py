"""The missing practice of issue 23: merging builds (§6.2, A12), the Royal ace raising by one, and
partners' builds in Classic and in Royal (R13 is Royal's).

Each is one idea with three tasks, like every stage; the coverage map lists them
(:data:`casino_learn.course.coverage.STAGE_ITEMS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _
from ..play.selection import kind_of
from ..rules.moves import Move
from ..rules.state import GameState
from .goals import AddToBuild, Goal, MakeBuild, RaiseBuild, _verb
from .stages import Example, Stage, Task

__all__ = ["MergeBuilds", "STAGES"]

ALL_KINDS = ("capture", "build", "raise", "add", "trail")


@dataclass(frozen=True)
class MergeBuilds(Goal):
    """Join ``count`` builds of the same value into one build, keeping its value (§6.2, A12)."""

    count: int = 2
    text: str = ""

    def _own_instruction(self) -> str:
        return _("Join the builds of the same value into one build, with a card from your hand.")

    def met(self, state: GameState, move: Move) -> bool:
        return kind_of(state, move) == "add" and len(move.builds) >= self.count

    def why_not(self, state: GameState, move: Move) -> str:
        kind = kind_of(state, move)
        if kind == "add":
            return _("That move is allowed, but it adds to one build only: to join them, choose every build of "
                     "that value with your card.")
        if move.is_capture and move.builds:
            return _("That capture is allowed, but it takes the builds away: the task is to join them on the table "
                     "and take them all later.")
        return _("That move is allowed, but it does not join the builds: {you_did}.", you_did=_verb(kind))


MERGING = Stage(
    name="merging-builds",
    lesson=3,
    series="stage",
    title=N_("Joining two builds"),
    rule=N_("Two builds of the <b>same value</b> can become one: play a card that makes that value (alone, or "
            "with loose cards) and put both builds into your move. The new build is multiple and yours, and "
            "you still need a card to take it (the keep-a-capturer rule, R7)."),
    rules=("§6.2",),
    example=Example(hand="9H 9S", table="", builds=(("B1", 9, "5C+4D", 1), ("B2", 9, "6H+3C", 1)),
                    move="9H build 9 B1 B2",
                    caption=N_("You played 9♥ as a group of its own and joined B1 (5♣+4♦) and B2 (6♥+3♣): one "
                               "multiple build of 9, yours, and your 9♠ will take all five cards.")),
    taught=ALL_KINDS,
    tasks=(
        Task(MergeBuilds(), hand="8H 8S 4C", table="KD", builds=(("B1", 8, "5C+3D", 1), ("B2", 8, "6H+2S", 1)),
             hints=(N_("An 8 on its own is a group worth 8."), N_("Click 8♥, then B1 and B2, then Build, and announce 8.")),
             success=N_("One build of 8 with three groups, and your other 8 will take it.")),
        Task(MergeBuilds(), hand="3H 9C 2D", table="6S", builds=(("B1", 9, "4C+5D", 0), ("B2", 9, "7H+2C", 1)),
             hints=(N_("Which of your cards makes 9 with the loose 6♠?"),
                    N_("Play 3♥ onto 6♠ and put B1 and B2 into the same move.")),
             success=N_("3♥+6♠ and both builds are one build of 9 now: six cards for your 9♣.")),
        Task(MergeBuilds(), hand="4S 10D 5H", table="6C", builds=(("B1", 10, "7S+3H", 0), ("B2", 10, "8D+2H", 1)),
             hints=(N_("Make 10 with a card from your hand and a loose card, and put both builds into the same move."),),
             success=N_("4♠+6♣ joined your build and the opponent's: one build of 10, and it is yours.")),
    ),
)

ROYAL_ACE_RAISE = Stage(
    name="royal-ace-raise",
    lesson=6,
    title=N_("Royal: the ace raises by one"),
    rule=N_("When an ace <b>raises</b> a build it adds just <b>1</b> (§6.2): an opponent's single build of 11 becomes 12. "
            "(An ace alone can still be a whole group worth 14, as in a build of 14 made of single aces.) "
            "You must hold a card of the new value (the keep-a-capturer rule, R7)."),
    rules=("R10",),
    example=Example(hand="AC 9D", table="", builds=(("B1", 8, "5S+3H", 1),), move="AC build 9 B1", variant="royal",
                    caption=N_("You played A♣ on the opponent's build of 8 (5♠+3♥): 8 + 1 = 9, the build is yours now, "
                               "and your 9♦ will take it.")),
    taught=ALL_KINDS,
    tasks=(
        Task(RaiseBuild(7), hand="AH 7C", builds=(("B1", 6, "4S+2D", 1),), variant="royal",
             hints=(N_("6 + 1 = 7, and you hold a 7."),), success=N_("A♥ raised the build from 6 to 7, for your 7♣.")),
        Task(RaiseBuild(10), hand="AS 10D 4C", table="5H", builds=(("B1", 9, "6C+3D", 1),), variant="royal",
             hints=(N_("Which card adds exactly one?"),), success=N_("A♠ made the build worth 10: your 10♦ takes it.")),
        Task(RaiseBuild(13), hand="AD KS 3C", builds=(("B1", 12, "7C+5S", 1),), variant="royal",
             hints=(N_("In Royal a king is worth 13."),), success=N_("12 + 1 = 13: your K♠ takes the raised build.")),
    ),
)

PARTNERS = Stage(
    name="partners-builds",
    lesson=6,
    title=N_("Your partner's builds: Classic and Royal"),
    rule=N_("With four players in two partnerships, Classic lets you raise or add to your partner's build. "
            "Royal does not (hands off your partner's build, R13): there you may only take it, or make a build of your own."),
    rules=("R13",),
    taught=ALL_KINDS,
    tasks=(
        Task(RaiseBuild(9, text=N_("Classic: raise your partner's build to 9.")), hand="3S 9H KC",
             builds=(("B1", 6, "4D+2C", 2),), players=4,
             hints=(N_("In Classic your partner's build may be raised, like anyone's."),),
             success=N_("Your partner's build of 6 is now your build of 9 (Classic allows it).")),
        Task(AddToBuild(text=N_("Classic: add a group of 7 to your partner's build.")),
             hand="2H 7C QD", table="5S", builds=(("B1", 7, "4H+3C", 2),), players=4,
             hints=(N_("2♥ and 5♠ make 7: put them into your partner's build."),),
             success=N_("One build of 7 with two groups: you and your partner both hold sevens to take it.")),
        Task(MakeBuild(7, text=N_("Royal: build 7 beside your partner's build.")), hand="2H 7C QD", table="5S",
             builds=(("B1", 7, "4H+3C", 2),), players=4, variant="royal",
             hints=(N_("In Royal you may not add to your partner's build (R13), but a build of your own is allowed."),),
             success=N_("Your own build of 7 beside your partner's: any 7 can capture either of them, or both at once.")),
    ),
)

STAGES = (MERGING, ROYAL_ACE_RAISE, PARTNERS)
