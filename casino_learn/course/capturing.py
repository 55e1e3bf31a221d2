"""Lesson 2's stages: capturing, one idea at a time (RULES.md §6.1, R2, R3, R5)."""

from __future__ import annotations

from .goals import TakeCard, TakeCards
from .stages import Example, Stage, Task, register

STAGES = (
    Stage(
        name="pairing",
        lesson=2,
        title="Stage 1: Pairing",
        rule=("Play a card from your hand and take a table card <b>of the same value</b>: an 8 takes an 8. "
              "That is a <b>capture</b>, and the cards you take become your <b>captured cards</b>."),
        rules=("§6.1", "R2"),
        example=Example(hand="8H 3C", table="8D 5S", move="8H capture 8D",
                        caption="You captured 8♦ with 8♥: both cards go to your captured cards."),
        tasks=(
            Task(TakeCard("8D"), hand="8H 3C", table="8D 5S 2C",
                 hints=("Which card in your hand has the same value as 8♦?",), success="An 8 pairs with an 8."),
            Task(TakeCards(1), hand="6S KH", table="6D 9C 4H",
                 hints=("Look for a table card with the same value as a card in your hand.",),
                 success="6♠ pairs with 6♦."),
            Task(TakeCard("AD"), hand="AS 9H", table="AD 7C 10H",
                 hints=("An ace is worth 1 in Classic, and pairs with another ace.",), success="An ace takes an ace."),
        ),
    ),
)

register(STAGES)
