"""What new-learner trial 15 (2026-12-02, on 9b12070) still met, each checked where the learner meets it."""

from __future__ import annotations

import casino_learn as cl
from casino_learn.rules.moves import Move
from casino_learn.rules.validation import check
from casino_learn.widgets.game_table import GameTable
from casino_learn.widgets.move_builder import MoveBuilder


def test_a_selection_that_makes_no_move_is_explained_on_screen_at_once() -> None:
    """10♣ + 3♠ + 4♦: all three actions greyed and the reason only in tooltips and the screen reader's text."""
    board = MoveBuilder(cl.position("classic", hand="10C 2H", table="3S 4D 9H"), taught=("capture", "trail"))
    board.select("10C").select("3S").select("4D")
    shown = board.feedback.value
    assert "No move uses exactly these cards." in shown and "Capture:" in shown and "Trail:" in shown
    assert "✘" not in shown  # a note, not a refusal: nothing was pressed
    board.select("4D")  # 10♣ + 3♠: still no move, a new reason
    assert "3♠" in board.feedback.value and "4♦" not in board.feedback.value.split("Capture:")[1].split("</li>")[0]
    board.select("3S").select("9H")  # 10♣ + 9♥: still none
    board.select("9H")  # 10♣ alone: a trail is possible, the note goes
    assert board.feedback.value == ""


def test_the_adding_stage_cites_the_rule_of_adding_not_raising() -> None:
    """Trial 15: the Adding stage's reasons cited R11, the raising rule taught two stages later."""
    state = cl.position("classic", hand="4S 9C", table="", builds=[cl.Build.of("B1", 9, "5C+4D", owner=1)])
    board = MoveBuilder(state, taught=("capture", "trail", "build", "add"))
    board.select("4S").select("B1")
    board._press_action("build")
    assert "(§6.2)" in board.feedback.value and "R11" not in board.feedback.value


def test_stage_3_does_not_speak_of_multiple_builds() -> None:
    """Trial 15: 'use 2-10 (1 only for a multiple build of single aces)' came three stages before multiple builds."""
    state = cl.position("classic", hand="9S 3C 10H", table="2D")
    said = " ".join(str(v) for v in check(state, Move.parse("9S build 11 2D")))
    assert "use 2-10 (1 only for aces built on aces) (R15)" in said and "multiple" not in said


def test_the_move_list_shows_the_whole_deal() -> None:
    """Trial 15: "This deal so far" began at move 41; the earlier moves are now folded above the last eight."""
    table = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    for _ in range(12):
        if table.my_turn:
            table.play_move(table.legal_moves[0])
        else:
            table.step()
    log = table.log.value
    assert "<details><summary>Moves 1 to 4</summary>" in log and '<ol start="5">' in log and log.count("<li>") == 12
