"""No exercise shows a hand the game never deals: at most four cards (§3), the learner's and
everyone else's (a lesson 03 exercise held five, found in a new learner's trial, issue 23)."""

from __future__ import annotations

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.registry import KIND_MODULES
from casino_learn.rules.state import GameState


@pytest.mark.parametrize("kind", KIND_MODULES)
def test_no_hand_holds_more_than_four_cards(kind: str) -> None:
    for variant in ("classic", "royal"):
        for difficulty in (1, 2, 3):
            for seed in range(6):
                ex = make_exercise(kind, seed=seed, variant=variant, difficulty=difficulty)
                state = getattr(ex, "state", None)
                if isinstance(state, GameState):
                    sizes = [len(hand) for hand in state.hands]
                    assert max(sizes) <= 4, (kind, variant, difficulty, seed, sizes)
