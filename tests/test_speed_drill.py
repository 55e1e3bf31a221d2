"""The optional speed drill for spotting sums (issue 23): timed, stars by time, no penalty."""

from __future__ import annotations

import itertools
import random

from casino_learn.widgets.speed_drill import FAST, STEADY, SumsDrill, drill_round, stars_for_time


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _a_sum(drill: SumsDrill) -> str:
    for n in range(2, len(drill.cards) + 1):
        for group in itertools.combinations(drill.cards, n):
            if sum(c.rank for c in group) == drill.value:
                return " ".join(c.code for c in group)
    raise AssertionError("no sum")


def test_every_round_has_a_sum_and_no_pair() -> None:
    rng = random.Random(3)
    for _ in range(200):
        value, cards = drill_round(rng)
        assert 5 <= value <= 10 and all(c.rank <= 9 for c in cards) and all(c.rank != value for c in cards)


def test_stars_by_time() -> None:
    assert [stars_for_time(t) for t in (1, FAST, FAST + 0.1, STEADY, STEADY + 1)] == [3, 3, 2, 2, 1]


def test_a_wrong_answer_costs_only_time_and_the_drill_sums_up() -> None:
    clock = Clock()
    drill = SumsDrill(seed=2, rounds=3, clock=clock)
    drill.start()
    assert "Question 1 of 3" in drill.prompt.value and drill.next_button.disabled
    wrong = " ".join(c.code for c in drill.cards[:2])
    if sum(c.rank for c in drill.cards[:2]) != drill.value:
        assert not drill.answer(wrong) and "Not yet" in drill.feedback.value and drill.stars == []
    assert not drill.answer(drill.cards[0].code) and "two cards or more" in drill.feedback.value
    clock.now += 2
    assert drill.answer(_a_sum(drill)) and drill.stars == [3] and not drill.next_button.disabled
    for seconds, stars in ((8, 2), (30, 1)):
        drill.next_round()
        clock.now += seconds
        assert drill.answer(_a_sum(drill)) and drill.stars[-1] == stars
    assert "Drill done: 6 of 9 stars. Time: 40 s." in drill.stars_line.value and drill.next_button.disabled
    drill.start()
    assert drill.number == 1 and drill.stars == []


def test_the_clock_starts_when_the_learner_presses_start_not_when_the_cell_runs() -> None:
    # issue 23 trial, C8: a learner who ran the lesson first got 73.8 s and one star for an instant answer
    clock = Clock()
    drill = SumsDrill(seed=2, rounds=3, clock=clock)
    assert "Press Start" in drill.prompt.value and drill.cards_box.children == () and drill.check_button.disabled
    assert not drill.check() and "Press Start" in drill.feedback.value
    clock.now += 70  # the learner reads on, scrolls down
    drill.start_button.click()
    assert "Question 1 of 3" in drill.prompt.value and drill.start_button.description == "Start again"
    clock.now += 2
    assert drill.answer(_a_sum(drill)) and drill.stars == [3] and drill.seconds == [2]
