"""Lesson 06 (Royal Casino): every checkable claim of its text is the rules engine's own answer.

The worked count-outs (who goes out, what is lost, overtime and who wins it), the sweep and
partnership sentences, the stage examples' captions (which cards a move takes or leaves), and
the order of the count-out exercises (easy to hard)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from casino_learn.course import STAGES
from casino_learn.course.goals import cards_taken
from casino_learn.exercises import make_exercise
from casino_learn.lesson.royal import deal, tell_partners, tell_sweeps
from casino_learn.rules.moves import Move

ROOT = Path(__file__).resolve().parent.parent
SOURCE = (ROOT / "tools" / "notebook_sources" / "06_royal_casino.py").read_text(encoding="utf-8")
EXAMPLE_1 = "2S 3S 4S 5S 6S 7S 8S 10D AC AH AD 2H 3H 4H"
EXAMPLE_2_YOU = "AS 3S 4S 5S 6S 7S 8S 9S 10D 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C"
# Lesson 6's Royal stages (partners-builds, course/practice.py, sets Classic beside Royal on purpose).
ROYAL_STAGES = [s for s in STAGES.values() if s.lesson == 6 and s.name.startswith("royal-")]


def test_the_worked_examples_use_the_cards_the_lesson_shows() -> None:
    assert f'deal(opponent="{EXAMPLE_1}", before=(18, 13))' in SOURCE
    assert f'deal(you="{EXAMPLE_2_YOU}", before=(19, 20))' in SOURCE


def test_worked_example_1_you_go_out_and_the_opponent_locks_on_18() -> None:
    first = deal(opponent=EXAMPLE_1, before=(18, 13))
    log = {e.item: e for e in first.count_log}
    assert log["cards"].side == 0 and log["cards"].note == "goes out"  # "the very first item takes you to 21"
    assert [log[i].total_after for i in ("spades", "big_casino", "little_casino", "ace_C")] == [14, 16, 17, 18]
    assert log["ace_H"].note == log["ace_D"].note == "locked"  # "A♥ and A♦ are lost"
    assert first.result.status == "winner" and first.result.winner == 0
    assert first.scores_after == (21, 18)


def test_worked_example_2_both_go_out_and_overtime_begins() -> None:
    second = deal(you=EXAMPLE_2_YOU, before=(19, 20))
    log = {e.item: e for e in second.count_log}
    assert (log["cards"].side, log["cards"].note) == (1, "locked")
    assert (log["spades"].side, log["spades"].note) == (0, "locked")
    assert (log["big_casino"].side, log["big_casino"].note) == (0, "goes out")
    assert (log["little_casino"].side, log["little_casino"].note) == (1, "goes out")
    assert all(log[a].note == "already out" for a in ("ace_S", "ace_C", "ace_H", "ace_D"))  # "too late"
    assert second.result.status == "overtime"


def test_the_overtime_deal_adds_everything_and_the_opponent_wins() -> None:
    second = deal(you=EXAMPLE_2_YOU, before=(19, 20))
    third = deal(opponent=EXAMPLE_1, before=second.scores_after, sweeps=(1, 0), overtime=True)
    assert third.deal_points == (5, 7)  # the lesson: 3 + 1 + 1 = 5 against 1 + 2 + 1 + 3 = 7
    assert third.result.status == "winner" and third.result.winner == 1
    assert "you scored 3 (most cards) + 1 (A♠) + 1 (the sweep) = 5" in SOURCE.replace("\n# ", " ")


def test_sweep_and_partner_sentences(capsys: pytest.CaptureFixture[str]) -> None:
    tell_sweeps(3, 1)
    assert "You score 2 sweep points" in capsys.readouterr().out
    tell_sweeps(2, 2)
    assert "Nobody scores" in capsys.readouterr().out
    tell_partners(13, 14, 17, 8)
    out = capsys.readouterr().out
    assert "together 27" in out and "goes to You and Partner" in out
    with pytest.raises(ValueError):
        tell_partners(13, 13, 13, 12)


def _symbols(text: str) -> set[str]:
    return set(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", text))


@pytest.mark.parametrize("stage", ROYAL_STAGES, ids=lambda s: s.name)
def test_royal_stages_use_royal_positions(stage) -> None:
    assert {t.variant for t in stage.tasks} == {"royal"} and stage.example.variant == "royal"


def test_the_ace_example_takes_what_its_caption_says() -> None:
    example = STAGES["royal-values"].example
    state = example.position
    taken = {c.symbol for c in cards_taken(state, Move.parse(example.move))}
    assert taken == {"9♣", "5♦", "A♦"}
    left = {c.symbol for c in state.apply(example.move).table.loose}
    assert left == {"3♠"} and "3♠ stayed" in example.caption


def test_the_partner_example_has_four_players_and_raises_the_opponents_build() -> None:
    example = STAGES["royal-partners"].example
    state = example.position
    assert state.players == 4
    assert state.table.build("B1").owner == 2 and state.table.build("B2").owner == 1  # Partner, Opponent 1
    after = state.apply(example.move)
    assert {b.value for b in after.table.builds} == {5, 9}
    assert not state.is_legal("2S build 7 B1")  # Partner's build may not be raised (R13)


def test_the_example_captions_name_only_cards_of_their_picture() -> None:
    for stage in ROYAL_STAGES:
        example = stage.example
        state = example.position
        shown = {c.symbol for c in state.hand} | {c.symbol for c in state.table.loose}
        shown |= {c.symbol for b in state.table.builds for c in b.cards}
        assert _symbols(example.caption) <= shown, (stage.name, _symbols(example.caption) - shown)


def _count_out_cells() -> list[tuple[int, int]]:
    return [(int(seed), int(level)) for seed, level in
            re.findall(r'ExerciseWidget\("royal_count_out", seed=(\d+), variant="royal", difficulty=(\d)\)', SOURCE)]


def test_the_count_out_exercises_rise_in_difficulty() -> None:
    """Easy to hard: level 1 has no lock that starts during the count, the number of parts asked
    grows, and the last has both sides near 21 (not an overtime deal, which is plain addition)."""
    cells = _count_out_cells()
    assert [level for _, level in cells] == [1, 2, 3]
    exercises = [make_exercise("royal_count_out", seed=seed, variant="royal", difficulty=level) for seed, level in cells]
    parts = [len(e.required) for e in exercises]
    assert parts == sorted(parts) and parts[0] < parts[-1], parts
    easy = exercises[0].score
    assert not any(e.note == "locked" and easy.scores_before[e.side] < 18 for e in easy.count_log), \
        "the first count-out has a lock that starts during the count"
    hard = exercises[-1].score
    assert not hard.overtime and min(hard.scores_before) >= 17


def test_the_checked_outputs_are_stored() -> None:
    refs = json.loads((ROOT / "tests" / "notebook_outputs" / "06_royal_casino.json").read_text(encoding="utf-8"))
    assert "06-count-out" in refs and "You win the game" in refs["06-count-out"]
    assert "overtime" in refs["06-overtime"]
