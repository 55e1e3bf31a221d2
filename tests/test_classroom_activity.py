"""A student's class life on the play page (issue 22, item 7): new cards at every "New game", seeds
kept whole and recorded, games played and active time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from casino_learn.classroom import ClassRoom
from casino_learn.classroom.activity import ACTIVITY_FILE, IDLE_GAP, StudentActivity, attach_to_table

pytest.importorskip("ipywidgets")

from casino_learn.widgets import GameTable  # noqa: E402


def class_table(room: ClassRoom, index: int, clock=None) -> tuple[GameTable, StudentActivity]:
    student = room.students[index]
    home = room.student_home(student.id)
    activity = StudentActivity.load(home, lambda n: room.seed_for(student.id, n), **({"clock": clock} if clock else {}))
    table = GameTable(room.settings.variant, players=2, level=room.settings.opponent, seed=activity.next_seed(),
                      save_as="app-play", in_app=True)
    attach_to_table(table, activity)
    return table, activity


def play_some(table: GameTable, moves: int) -> None:
    for _ in range(moves):
        table.session.play_until_my_turn()
        if not table.legal_moves:
            return
        table.session.play(table.legal_moves[0])


def first_cards(table: GameTable) -> tuple:
    return tuple(c.code for c in table.state.hands[0]) + tuple(c.code for c in table.state.table.loose)


def test_new_game_deals_new_cards_to_every_student_with_whole_seeds(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("7A", [f"S{i}" for i in range(6)], home=tmp_path)
    deals = set()
    seeds = set()
    for i in range(6):
        table, _activity = class_table(room, i)
        for _press in range(3):
            assert int(table.seed_box.value) == table.session.seed  # the Seed box holds the whole seed
            seeds.add(table.session.seed)
            deals.add(first_cards(table))
            table._new_game_pressed()
    assert len(seeds) == 18 and max(seeds) > 10 ** 9  # 48-bit seeds, none cut to the box's old maximum
    assert len(deals) == 18
    # "Start a new game" instead of resuming also deals new cards
    table, _activity = class_table(room, 0)
    before = table.session.seed
    table.start_new_button.click()
    assert table.session.seed != before


def test_a_game_is_recorded_with_its_seed_and_moves_once_played(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("7A", ["Ana", "Ben"], home=tmp_path)
    ana = room.students[0]
    table, activity = class_table(room, 0)
    assert activity.games == []  # a page opened is not a game
    play_some(table, 3)
    saved = StudentActivity.load(room.student_home(ana.id))
    assert saved.games_played == 1
    game = saved.games[0]
    assert game.seed == table.session.seed and game.variant == "classic" and game.opponent == "beginner"
    assert game.deals[0] == [str(e.move) for e in table.session.game.history]
    table.session.undo()
    assert StudentActivity.load(room.student_home(ana.id)).games[0].deals[0] == [str(e.move) for e in table.session.game.history]
    table._new_game_pressed()  # the match is not finished: New game asks first …
    assert table.new_game_button.description == "Yes, new game"
    table._new_game_pressed()  # … and a second press starts it
    assert StudentActivity.load(room.student_home(ana.id)).games_played == 1  # dealt, not played yet
    play_some(table, 1)
    again = StudentActivity.load(room.student_home(ana.id))
    assert again.games_played == 2 and again.games[1].seed == table.session.seed != again.games[0].seed
    assert not (room.student_home(room.students[1].id) / ACTIVITY_FILE).exists()  # Ben's folder untouched


def test_a_whole_game_is_recorded_deal_by_deal(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    table, _activity = class_table(room, 0)
    while not table.state.deal_over:
        play_some(table, 1)
    table.session.next_deal()
    play_some(table, 1)
    game = StudentActivity.load(room.student_home(room.students[0].id)).games[0]
    assert game.finished_deals == 1 and len(game.deals) == 2 and len(game.deals[0]) >= 12
    assert game.scores == list(table.session.scores)


def test_active_time_counts_moves_close_together_only(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    now = [1_000_000.0]
    table, activity = class_table(room, 0, clock=lambda: now[0])
    for gap in (0, 20, 40, IDLE_GAP + 600, 10):  # a long pause (a break) is not active time
        now[0] += gap
        play_some(table, 1)
    assert activity.active_seconds == pytest.approx(20 + 40 + 10)


def test_an_unreadable_activity_file_is_left_alone(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    path = room.student_home(room.students[0].id) / ACTIVITY_FILE
    path.write_text("{not json", encoding="utf-8")
    table, activity = class_table(room, 0)
    play_some(table, 2)
    assert path.read_text(encoding="utf-8") == "{not json" and activity.problem
    table._new_game_pressed()  # still new cards
    assert table.session.seed > 0


def test_two_tabs_of_one_student_keep_both_games(tmp_path: Path) -> None:
    room, _ = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    first, _a = class_table(room, 0)
    second, _b = class_table(room, 0)
    assert first.session.seed != second.session.seed
    play_some(first, 1)
    play_some(second, 1)
    data = json.loads((room.student_home(room.students[0].id) / ACTIVITY_FILE).read_text(encoding="utf-8"))
    assert {g["seed"] for g in data["games"]} == {first.session.seed, second.session.seed}


def test_only_the_newest_games_keep_their_moves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from casino_learn.classroom import activity as activity_module
    from casino_learn.classroom.teacher import replay_page

    monkeypatch.setattr(activity_module, "KEEP_MOVES", 2)
    room, _ = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    now = [1_000_000.0]
    table, activity = class_table(room, 0, clock=lambda: now[0])
    for _game in range(4):
        play_some(table, 1)
        now[0] += 10
        table._new_game_pressed()
        table._new_game_pressed()  # "Yes, new game": the match played in is not finished
    games = StudentActivity.load(room.student_home(room.students[0].id)).games
    assert [bool(g.deals) for g in games] == [False, False, True, True]
    assert all(g.moves and g.seed for g in games)  # the seed and the counts stay
    old = replay_page(room, room.students[0].id, 0)
    assert "Only the cards of this game are kept" in old and "The deal as it was dealt." in old
