"""An optional speed drill for spotting sums (issue 23): timed, with stars, and no penalty.

Each question shows a few Classic number cards and a value; the learner clicks cards that add up to
it (two or more, each card once, RULES.md R2, R3). A right answer wins stars by time (three within
:data:`FAST` seconds, two within :data:`STEADY`, else one); a wrong one only says what the clicked
cards add up to, and the clock runs on. Nothing is recorded: it is practice for speed, not a test.
The clock starts when the learner does: question 1 waits for the Start button (the cards are shown
then), later ones start with Next question (issue 23 trial: it started when the cell ran). The drill says
"question", not "round": a round is part of a deal, taught in lesson 04 (trial 7).
``drill.answer("6H 2D")`` is the same as the clicks; ``clock`` is injectable, so tests need no waiting.
"""

from __future__ import annotations

import html
import itertools
import random
import time
from typing import Callable

import ipywidgets as widgets

from ..i18n import N_, _, ngettext
from ..rules.cards import Card, full_deck, parse_cards
from ..texts.numbers import decimal
from .common import ItemButton, card_item, feedback_html, message_html
from .stage import stars_html

__all__ = ["SumsDrill", "FAST", "STEADY", "drill_round", "stars_for_time"]

FAST = 6.0
STEADY = 12.0

# The pictures themselves do not react: said before the first click (trial 39 clicked one and nothing happened).
INTRO = N_("Optional: a speed drill. Press the button under each card you choose (the pictures themselves do not react), so "
           "that they add up to the value asked, then Check. The quicker you are, the more stars; a wrong answer costs "
           "nothing but time.")
# Translators: {value} is a card value, e.g. 9.
ASK = N_("Question {number} of {count}: which cards add up to {value}?")
RIGHT = N_("Right: {cards} make {value}. Time: {time} s.")
# Translators: {cards} are the clicked cards, e.g. "6♥ + 2♦"; {total} what they add up to.
WRONG = N_("Not yet: {cards} make {total}, not {value}. Try again; the clock runs on.")
TOO_FEW = N_("A sum takes two cards or more: press the buttons under at least two cards (the pictures do not react).")
START = N_("Start again")
FIRST_START = N_("Start")
READY = N_("Press Start when you are ready: the cards are shown and the clock starts then.")
CHECK = N_("Check")
NEXT = N_("Next question")


def stars_for_time(seconds: float) -> int:
    """Three stars within :data:`FAST` seconds, two within :data:`STEADY`, else one."""
    return 3 if seconds <= FAST else 2 if seconds <= STEADY else 1


def drill_round(rng: random.Random, size: int = 5) -> tuple[int, tuple[Card, ...]]:
    """A value from 5 to 10 and ``size`` number cards (A-9), with at least one set of two or more
    that adds up to it and no single card of that value (so it is a sum, not a pair)."""
    numbers = [c for c in full_deck() if c.rank <= 9]
    while True:
        value = rng.randint(5, 10)
        cards = tuple(sorted(rng.sample(numbers, size)))
        if any(c.rank == value for c in cards):
            continue
        if any(sum(c.rank for c in group) == value
               for n in range(2, size + 1) for group in itertools.combinations(cards, n)):
            return value, cards


class SumsDrill:
    """Rounds of "which cards add up to N?" against the clock."""

    def __init__(self, seed: int = 1, rounds: int = 5, clock: Callable[[], float] = time.monotonic) -> None:
        self.rng = random.Random(seed)
        self.rounds = rounds
        self.clock = clock
        self.intro = widgets.HTML(message_html(html.escape(_(INTRO))))
        self.prompt = widgets.HTML()
        self.cards_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.check_button = widgets.Button(description=_(CHECK), button_style="primary", icon="check")
        self.next_button = widgets.Button(description=_(NEXT), icon="arrow-right")
        self.start_button = widgets.Button(description=_(FIRST_START), icon="play", button_style="primary")
        self.feedback = widgets.HTML()
        self.stars_line = widgets.HTML()
        self.check_button.on_click(lambda _b: self.check())
        self.next_button.on_click(lambda _b: self.next_round())
        self.start_button.on_click(lambda _b: self.start())
        self.view = widgets.VBox([self.intro, self.prompt, self.cards_box,
                                  widgets.HBox([self.check_button, self.next_button, self.start_button]),
                                  self.feedback, self.stars_line])
        self._wait_for_start()

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    def _wait_for_start(self) -> None:
        """Before the first round: no cards and no clock until the learner presses Start."""
        self.number = 0
        self.stars: list[int] = []
        self.seconds: list[float] = []
        self.value = 0
        self.cards: tuple[Card, ...] = ()
        self.items: list[ItemButton] = []
        self.clicked: list[Card] = []
        self.solved = False
        self.started: float | None = None
        self.prompt.value = f"<b>{html.escape(_(READY))}</b>"
        self.check_button.disabled = self.next_button.disabled = True

    def start(self) -> None:
        """From round 1 (again, with new cards): the clock starts now."""
        self.start_button.description, self.start_button.icon, self.start_button.button_style = _(START), "refresh", ""
        self.number = 0
        self.stars = []
        self.seconds = []
        self.next_round()

    def next_round(self) -> None:
        """The next round (after the last, the summary stays until Start again)."""
        if self.number >= self.rounds:
            return
        self.number += 1
        self.value, self.cards = drill_round(self.rng)
        self.clicked = []
        self.solved = False
        self.items = [card_item(c, self._click, width=52) for c in self.cards]
        self.cards_box.children = [i.box for i in self.items]
        self.prompt.value = f"<b>{html.escape(_(ASK, number=self.number, count=self.rounds, value=self.value))}</b>"
        self.feedback.value = ""
        self.next_button.disabled = True
        self.check_button.disabled = False
        self.started = self.clock()
        self._show_stars()

    def _click(self, item: Card | str, on: bool) -> None:
        if isinstance(item, Card):
            if on and item not in self.clicked:
                self.clicked.append(item)
            elif not on and item in self.clicked:
                self.clicked.remove(item)

    def answer(self, cards: str) -> bool:
        """Click ``cards`` ("6H 2D") and press Check."""
        wanted = set(parse_cards(cards))
        for item in self.items:
            item.button.value = item.item in wanted
        return self.check()

    def check(self) -> bool:
        if self.solved:
            return True
        if self.started is None:  # not started yet: no cards to click
            self.feedback.value = message_html(html.escape(_(READY)))
            return False
        if len(self.clicked) < 2:
            self.feedback.value = message_html(html.escape(_(TOO_FEW)))
            return False
        total = sum(c.rank for c in self.clicked)
        shown = " + ".join(c.symbol for c in self.clicked)
        if total != self.value:
            self.feedback.value = feedback_html(False, html.escape(_(WRONG, cards=shown, total=total, value=self.value)))
            return False
        seconds = max(0.0, self.clock() - self.started)
        self.solved = True
        self.stars.append(stars_for_time(seconds))
        self.seconds.append(seconds)
        said = _(RIGHT, cards=shown, value=self.value, time=decimal(seconds, 1))
        # The stars are shown once, in the row of every question's stars below (trial 8 saw ★☆☆ twice).
        self.feedback.value = feedback_html(True, html.escape(said))
        self.check_button.disabled = True
        self.next_button.disabled = self.number >= self.rounds
        self._show_stars()
        return True

    def _show_stars(self) -> None:
        row = " ".join(stars_html(s) for s in self.stars)
        done = ""
        if len(self.stars) == self.rounds:
            done = html.escape(ngettext("Drill done: {stars} of {n} star. Time: {time} s. Press Start again to beat it.",
                                        "Drill done: {stars} of {n} stars. Time: {time} s. Press Start again to beat it.",
                                        3 * self.rounds, stars=sum(self.stars), time=decimal(sum(self.seconds), 0)))
        self.stars_line.value = f"<div>{row} {done}</div>"
