"""The widgets, driven through their Python API and their buttons, without a browser."""

from __future__ import annotations

import json

import pytest

from casino_learn import Game
from casino_learn.rules.positions import state_from_json
from casino_learn.widgets import GameTable, MoveBuilder
from conftest import SHARED_POSITIONS

POSITIONS = {p["id"]: p for p in json.loads(SHARED_POSITIONS.read_text())["positions"]}


def builder_for(position_id: str) -> MoveBuilder:
    return MoveBuilder(state_from_json(POSITIONS[position_id]), names=["You", "Computer", "Left", "Right"][: POSITIONS[position_id]["players"]])


def test_a_legal_capture_is_played_and_described() -> None:
    b = builder_for("S03")  # 8H against AC 2D 3S 5C 6H 8D
    b.select("8H").select("8D").select("6H").select("2D").choose("capture")
    result = b.play()
    assert result.ok and str(result.move) == "8H capture 2D 6H 8D"
    assert "captured" in b.feedback.value and "8♥" in b.feedback.value
    assert [c.code for c in b.state.table.loose] == ["AC", "3S", "5C"]
    assert b.selected_card is None and b.selected_items == []
    assert all(item["label"] and "aria-hidden" in item["svg"] for item in b.card_table.items)  # the button is labelled


def test_an_illegal_move_is_refused_with_the_rule_and_the_selection_is_kept() -> None:
    b = builder_for("S04")  # owns B1 (9): may not trail
    before = b.state
    b.select("3C").choose("trail")
    result = b.play()
    assert not result.ok and result.rules == ["R9"]
    assert "R9" in b.feedback.value and "may not trail" in b.feedback.value
    assert b.state == before
    assert b.selected_card is not None and b.selected_card.code == "3C" and b.action == "trail"
    # fix it: capture the build instead
    b.clear()
    assert b.play_move("9S capture B1").ok


def test_choose_the_declared_value_when_the_cards_allow_several() -> None:
    b = builder_for("S05")  # 3D with AH 2C: single 6 or multiple 3
    b.select("3D").select("AH").select("2C").choose("build")
    assert b.card_table.values == [3, 6] and "3 or 6" in b.value_hint.value  # only legal values (§6.4)
    assert b.value is None  # none chosen for the learner
    assert not b.play().ok and "Choose the value" in b.feedback.value
    b.declare(6)
    result = b.play()
    assert result.ok and str(result.move) == "3D build 6 AH 2C"
    [build] = b.state.table.builds
    assert build.value == 6 and build.shape == "single"


def test_no_impossible_build_value_is_offered_and_play_says_why() -> None:
    """Issue 12: lesson 00, 8♥ + 5♣ + 2♦ offered 15 (pre-chosen) and 8; no build is legal."""
    import casino_learn as cl
    from casino_learn.widgets import MoveBuilder

    b = MoveBuilder(cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D"))
    b.select("8H").select("5C").select("2D").choose("build")
    assert b.card_table.values == [] and "R15" in b.value_hint.value
    result = b.play()
    assert not result.ok and "Build is not possible" in result.message and "(R15)" in result.message
    assert b.value_hint.value == ""  # said once, in the refusal (trial 9 read the same sentence twice)


def test_refusals_for_unfinished_or_wrong_selections() -> None:
    b = builder_for("S01")
    assert not b.play().ok and "click the card from your hand" in b.feedback.value
    b.select("7H")
    assert not b.play().ok and "With 7♥ alone you can only trail: press Trail. To capture" in b.feedback.value
    b.choose("capture")
    assert not b.play().ok and "table cards" in b.feedback.value
    with pytest.raises(ValueError, match="not in your hand or on the table"):
        b.select("KS")
    assert "K♠" in b.feedback.value
    with pytest.raises(ValueError, match="'ZZ'"):
        b.select("ZZ")
    b.select("7C").select("5S")
    result = b.play()
    assert result.rules == ["R2"] and "5♠" in b.feedback.value


def test_clicking_buttons_works_like_the_api() -> None:
    b = builder_for("S01")
    b.card_table.press("toggle", id="7H")  # a click on the 7♥ picture
    b.card_table.press("toggle", id="7C")
    b.card_table.press("action", name="capture")
    b.play_button.click()
    assert b.last_result is not None and b.last_result.ok
    assert b.game.history[-1].move.kind == "capture"
    b.undo_button.click()
    assert not b.game.history and len(b.state.table.loose) == 3


def test_show_all_legal_moves_and_undo() -> None:
    b = builder_for("S10")
    text = b.show_legal_moves()
    for move in b.state.legal_moves:
        assert str(move) in text
    assert b.undo() is None and "no move to undo" in b.feedback.value
    b.play_move(b.state.legal_moves[0])
    assert b.undo() is not None and b.state.legal_moves


def test_builder_on_a_game_waits_for_its_turn() -> None:
    game = Game("classic", 2, seed=3, first_dealer=0)  # seat 1 plays first
    b = MoveBuilder(game, seat=0)
    assert not b.my_turn and b.play_button.disabled and "Waiting" in b.status.value
    assert not b.play().ok


def test_game_table_plays_whole_deals_and_shows_the_score_sheet() -> None:
    t = GameTable("royal", players=2, level="greedy", seed=4)
    assert t.my_turn or t.step() is not None
    while not t.state.deal_over:
        if t.my_turn:
            assert t.play_move(t.legal_moves[-1]).ok
        else:
            t.step()
    assert "Most cards" in t.score_sheet.value and t.deal_chart.value[:4] == b"\x89PNG"
    assert t.match_chart.value[:4] == b"\x89PNG" and t.replay_slider.max > 20
    t.replay_slider.value = 5
    assert "Move 5 of " in t.replay_view.value  # the slider shows 5 too
    if t.game.winner is None:
        t.next_deal_button.click()
        assert not t.state.deal_over and t.events == []


def test_game_table_undo_takes_back_my_move_and_the_replies() -> None:
    t = GameTable("classic", players=3, level="beginner", seed=2)
    t.play_until_my_turn()
    before = t.state
    t.play_move(t.legal_moves[0])
    t.play_until_my_turn()
    t.builder.undo_button.click()
    assert t.state == before


def test_show_all_hands_switch() -> None:
    t = GameTable("royal", players=2, level="beginner", seed=9)
    other = t.state.hands[1]
    hidden = t.picture.value
    t.show_all_box.value = True
    shown = t.picture.value
    assert all(c.name not in hidden for c in other)
    assert all(c.name in shown for c in other)


@pytest.mark.parametrize("level", ["beginner", "greedy", "careful", "expert"])
def test_a_whole_match_against_each_level_through_the_widget(level: str) -> None:
    from casino_learn.agents import ExpertAgent, get_agent

    t = GameTable("royal", players=2, level=level, seed=11)
    assert type(t.opponents[1]) is type(get_agent(level))
    if level == "expert":  # keep the test quick: a smaller search budget, same agent
        t.opponents = {seat: ExpertAgent(iterations=2, time_limit=0.02) for seat in t.opponents}
    winner = t.play_match(choose_for_me=get_agent("greedy"))
    assert winner in (0, 1) and t.game.winner == winner
    assert max(t.game.scores) >= 21 and "won the game" in t.message.value


def test_coach_suggests_a_legal_move_with_reasons() -> None:
    t = GameTable("royal", players=2, level="greedy", seed=6)
    t.play_until_my_turn()
    text = t.coach()
    assert "Coach:" in text and "<details" in text
    import html
    import re

    suggested = html.unescape(re.search(r'data-move="([^"]+)"', text).group(1))
    from casino_learn import Move

    assert Move.parse(suggested) in t.state.legal_moves
    said = re.sub(r"<details.*?</details>", "", text, flags=re.S)  # the numbers are only in the details
    assert not re.search(r"\d+\.\d+", said) and "score" not in said


def test_play_with_no_action_while_trail_is_forbidden_says_the_rule() -> None:
    # lesson 04, "The owner may not trail": all three actions greyed; Play must say why (issue 23, trial C1)
    from casino_learn.course.catalog import get_stage
    task = get_stage("owner-may-not-trail").tasks[0]
    b = MoveBuilder(task.position)
    b.select("4S")
    assert not any(b.selection().actions.values())  # Capture, Build and Trail are all greyed
    result = b.play()
    assert not result.ok and "Choose what to do" not in result.message
    assert "R9" in result.message and "4♠" in result.message and "Capture or Build" in result.message
    b.clear()
    b.select("9H")  # any card: the owner may not trail it either
    assert "R9" in b.play().message and "9♥" in b.play().message
