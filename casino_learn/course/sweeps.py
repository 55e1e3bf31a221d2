"""Lesson 5's stage: the sweep, a capture that leaves the table empty (RULES.md §10)."""

from __future__ import annotations

from .goals import Sweep
from .stages import Example, Stage, Task, register

STAGES = (
    Stage(
        name="sweep",
        lesson=5,
        title="A sweep: clear the table",
        rule=("A <b>sweep</b> is a capture that leaves the table <b>empty</b>: no loose cards and no builds. "
              "The next player can only trail. Taking the leftovers at the end of a deal is never a sweep."),
        rules=("§10",),
        terms=("sweep",),
        example=Example(hand="6C 9D", table="6H 4S 2D", move="6C capture 6H 4S 2D",
                        caption="6♣ takes 6♥ and 4♠+2♦: nothing is left on the table. That is a sweep."),
        taught=("capture", "build", "raise", "add", "trail"),
        tasks=(
            Task(Sweep(), hand="9H 4C", table="5D 4S",
                 hints=("Which of your cards is worth 5 + 4?",), success="9♥ took both cards: a sweep."),
            Task(Sweep(), hand="7C KD 2H", table="7S 3D 4H",
                 hints=("A capture may take several sets, each worth the card you play.", "3 + 4 = 7."),
                 success="7♣ took 7♠ and 3♦+4♥: a sweep."),
            Task(Sweep(), hand="9C 3H", table="AC 8C", builds=(("B1", 9, "5D+4S", 1),),
                 hints=("A sweep must take the build too.", "1 + 8 = 9, and the build is worth 9."),
                 success="9♣ took the build and A♣+8♣: the table is empty, a sweep."),
        ),
    ),
)

register(STAGES)
