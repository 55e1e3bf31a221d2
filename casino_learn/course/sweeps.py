"""Lesson 5's stage: the sweep, a capture that leaves the table empty (RULES.md §10)."""

from __future__ import annotations

from ..i18n import N_
from .goals import Sweep
from .stages import Example, Stage, Task

STAGES = (
    Stage(
        name="sweep",
        lesson=5,
        title=N_("A sweep: clear the table"),
        rule=N_('A <b>sweep</b> is a capture that leaves the table <b>empty</b>, with no loose cards and no builds, '
                'so the next player can only trail. Taking the leftovers at the end of a deal is never a sweep.'),
        rules=("§10",),
        terms=("sweep",),
        example=Example(hand="6C 9D", table="6H 4S 2D", move="6C capture 6H 4S 2D",
                        caption=N_("6♣ takes 6♥ and 4♠+2♦: nothing is left on the table. That is a sweep.")),
        taught=("capture", "build", "raise", "add", "trail"),
        tasks=(
            Task(Sweep(), hand="9H 4C", table="5D 4S",
                 hints=(N_("Which of your cards is worth 5 + 4?"),), success=N_("9♥ took both cards: a sweep.")),
            Task(Sweep(), hand="7C KD 2H", table="7S 3D 4H",
                 hints=(N_("A capture may take several sets, each worth the card you play."), N_("3 + 4 = 7.")),
                 success=N_("7♣ took 7♠ and 3♦+4♥: a sweep.")),
            Task(Sweep(), hand="9C 3H", table="AC 8C", builds=(("B1", 9, "5D+4S", 1),),
                 hints=(N_("A sweep must take the build too."), N_("1 + 8 = 9, and the build is worth 9.")),
                 success=N_("9♣ took the build and A♣+8♣: the table is empty, a sweep.")),
        ),
    ),
)
