"""The capture-and-trail deal after lesson 2 (issue 23): no build is ever possible in any deal,
whatever either player does; the computer answers each move in words; the deal ends with the
cards each side took and where the leftovers went."""

from __future__ import annotations

import pytest

from casino_learn.rules.state import GameState
from casino_learn.widgets.first_deal import DEALS, CaptureTrailDeal, deal_state


def _never_a_build(state: GameState, seen: set) -> int:
    """How many states were walked; fails on the first legal build."""
    if state.deal_over:
        return 0
    key = (state.hands, state.table, state.to_move)
    if key in seen:
        return 0
    seen.add(key)
    walked = 1
    for move in state.legal_moves:
        assert move.kind != "build", f"a build is possible: {move} in\n{state}"
        walked += _never_a_build(state.apply(move), seen)
    return walked


@pytest.mark.parametrize("number", range(len(DEALS)))
def test_no_build_is_ever_possible_and_there_is_something_to_capture(number: int) -> None:
    state = deal_state(number)
    assert len(state.hands[0]) == len(state.hands[1]) == 4 and not state.stock
    assert any(m.is_capture for m in state.legal_moves)
    assert any(m.is_capture and len(m.loose) >= 2 for m in state.legal_moves), "a sum or two sets to find"
    assert _never_a_build(state, set()) > 10


def test_the_computer_answers_in_words_and_the_deal_ends_with_the_cards_taken() -> None:
    deal = CaptureTrailDeal(0)
    assert "no card can make a build" in deal.intro.value
    assert not deal.builder.selection().actions.get("build")
    result = deal.play_move("6H capture 3H 3C")
    assert result.ok and deal.state.to_move == 0
    assert "computer's answer" in deal.said[1] and "Opponent" in deal.log.value and len(deal.said) == 2
    while not deal.state.deal_over:
        move = next(iter(deal.state.legal_moves))
        assert deal.play_move(move).ok
    assert "The deal is over. " in deal.result.value and "In all, you took" in deal.result.value
    import re
    said = re.search(r"you took (\S+) cards?; Opponent took (\S+) card", deal.result.value)
    assert said and said[1].isdigit() and said[2].isdigit(), deal.result.value  # one style: digits (issue 23 trial)
    total = len(deal.state.piles[0]) + len(deal.state.piles[1])
    assert total == 12, "every card ends in a pile (leftovers to the last capturer)"
    assert "still on the table" in deal.result.value or "table was empty" in deal.result.value
    # Lesson 2 comes before leftovers (lesson 4) and sweeps (lesson 5): its end words use neither (review O2).
    assert "leftover" not in deal.result.value and "sweep" not in deal.result.value


def test_another_deal_goes_round_the_deals() -> None:
    deal = CaptureTrailDeal(len(DEALS) - 1)
    deal.play_move(next(iter(deal.state.legal_moves)))
    state = deal.new_deal()
    assert deal.number == 0 and state == deal_state(0) and deal.log.value == "" and deal.said == []


def test_the_learner_is_you_in_every_language() -> None:
    """A Romanian reader found "Tu a capturat" (Spanish "Tú capturó"): the deal named its seats, so the
    learner was a name like any other; now seat 0 is the learner and speaks in the "You" sentences."""
    import casino_learn as cl
    from casino_learn.widgets.first_deal import CaptureTrailDeal

    with cl.language("es"):
        deal = CaptureTrailDeal()
        trail = next(m for m in deal.state.legal_moves if m.is_trail)
        deal.play_move(trail)
        assert f"Tiraste {trail.card.symbol}" in deal.log.value and "Tú tiró" not in deal.log.value
