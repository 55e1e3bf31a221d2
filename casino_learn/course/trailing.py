"""Lesson 4's stages: trailing (RULES.md §6.3) and the owner may not trail (R9). Classic only:
the Royal rule about trailing (R14) belongs to lesson 6."""

from __future__ import annotations

from ..i18n import N_
from .goals import AddToBuild, MakeBuild, TakeCards, TrailCard
from .stages import Example, Stage, Task

#: Every kind of move is taught by lesson 4 (building was lesson 3).
ALL_KINDS = ("capture", "build", "raise", "add", "trail")

STAGES = (
    Stage(
        name="trailing",
        lesson=4,
        title=N_("Trailing"),
        series="stage",
        rule=N_("To <b>trail</b>, play a card and leave it on the table as a new loose card, taking nothing: you may, "
                "even with a card that could capture, unless a rule forbids it (in Classic only one does: the owner "
                "may not trail, the next stage). Every turn you play exactly one card and may not pass (the one-card rule, "
                "<a href=\"10_rules_reference.ipynb#R1\">R1</a>), so when you can neither capture nor build, you trail."),
        rules=("§6.3", "R1"),
        terms=("trail",),
        taught=ALL_KINDS,
        example=Example(hand="8C 4H", table="QS 2D 5H", move="8C trail",
                        caption=N_("You trailed 8♣: it is now a loose card on the table, and anyone may capture it later.")),
        tasks=(
            Task(TrailCard("9H", text=N_("Trail the 9♥: click it, then press Trail and Play.")),
                 hand="9H 5S", table="KD 3C 7D",
                 hints=(N_("Click 9♥ in your hand. Do not click any table card: a trail uses none."),
                        N_("With only 9♥ chosen, press Trail, then Play.")),
                 success=N_("9♥ is now a loose card on the table.")),
            Task(TrailCard("KH", text=N_("Your king cannot capture anything here. Trail it.")),
                 hand="KH 5S", table="QD 5C 3H",
                 hints=(N_("A king takes only another king (lesson 2), and there is none on the table."),
                        N_("A king cannot build either, so it can only be trailed.")),
                 success=N_("With no king on the table, a king can only be trailed.")),
            Task(TrailCard("8H", text=N_("You may trail a card that could capture. Trail the 8♥, even though it could take the 8♦.")),
                 hand="8H 4C", table="8D 6S 10C",
                 hints=(N_("Trailing is allowed here: you own no build."),
                        N_("Choose 8♥ alone and press Trail.")),
                 success=N_("Allowed: a card that could capture may still be trailed. (Now an 8 could take both eights, though!)")),
        ),
    ),
    Stage(
        name="owner-may-not-trail",
        lesson=4,
        title=N_("The owner may not trail"),
        series="stage",
        rule=N_("While you <b>own a build</b>, you may <b>not trail</b>, but must capture, build, raise or add to a "
                "build (the owner-may-not-trail rule, <a href=\"10_rules_reference.ipynb#R9\">R9</a>). You are never "
                "stuck, since you still hold a card to take it (the owner-keeps-a-capturer rule, <a href=\"10_rules_reference.ipynb#R8\">R8</a>), and a "
                "build your opponent owns does not stop <i>you</i> from trailing."),
        rules=("R9", "R8"),
        taught=ALL_KINDS,
        example=Example(hand="8H 4S", table="2C", move="8H capture B1",
                        builds=(("B1", 8, "5C+3D", 0),),
                        caption=N_("You own the build of 8, so you may not trail. "
                                   "Here you captured your own build with 8♥: 8♥, 5♣ and 3♦ go to your captured cards.")),
        tasks=(
            # Not lesson 03's "Owning a build" task 1 (8♥ 6♠ 4♠ / 8♦ 2♣ 4♣ and a build of 8): trial 11 met it twice.
            Task(TakeCards(3, text=N_("You own the build of 9, so you may not trail. Take your build and the loose 9♦ together.")),
                 hand="9H 6S 4S", table="9D 2C 4C", builds=(("B1", 9, "5C+4D", 0),),
                 hints=(N_("Your 9♥ can take the build of 9 and the 9♦ in one capture."),
                        N_("Click 9♥, then 9♦ and the build, then Capture.")),
                 success=N_("Your 9♥ took the build (5♣ and 4♦) and 9♦: three table cards.")),
            Task(AddToBuild(text=N_("You may not trail the 2♥. Use it instead: add it to your build of 7, with a table card.")),
                 hand="7C 2H", table="5D 10S", builds=(("B1", 7, "4C+3H", 0),),
                 hints=(N_("2♥ and a table card could make another 7."),
                        N_("2♥ + 5♦ = 7: choose 2♥, 5♦ and your build, then Build.")),
                 success=N_("2♥ + 5♦ is another group of 7 in your build, and you still hold 7♣ to capture it.")),
            Task(MakeBuild(8, text=N_("You own the build of 9 and may not trail. Make a new build of 8 with your 3♥.")),
                 hand="9C 3H 8S", table="5D KS", builds=(("B1", 9, "6C+3D", 0),),
                 hints=(N_("3♥ and a table card could make 8, and you hold an 8 to capture it."),
                        N_("Choose 3♥ and 5♦, then Build.")),
                 success=N_("A new build of 8 (3♥ + 5♦): you now own two builds, and hold 9♣ and 8♠ for them.")),
            Task(TrailCard("4C", text=N_("Opponent owns this build, not you. Trail the 4♣: the owner-may-not-trail rule does not stop you.")),
                 hand="4C 7H", table="7S QD", builds=(("B1", 9, "6C+3D", 1),),
                 hints=(N_("The owner-may-not-trail rule is only for the player who owns the build."),
                        N_("Choose 4♣ alone and press Trail.")),
                 success=N_("Only a build's owner may not trail; Opponent's build does not stop you.")),
        ),
    ),
)
