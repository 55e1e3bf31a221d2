"""Practice that adapts (casino_learn.exercises.adaptive): weakest topic first, levels that
follow the learner, a spaced review of what is mastered, and the level kept in the progress file."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from casino_learn.exercises import KindStats, Progress, make_exercise, progress_path
from casino_learn.exercises.adaptive import (
    LEVEL_DOWN_AFTER,
    LEVEL_UP_AFTER,
    REVIEW_EVERY,
    finish,
    next_exercise,
    outcome,
    serve,
    update_level,
)
from casino_learn.exercises.progress import LevelState


def _stats(exercises: int, credit: float, attempts: int | None = None, hints: int = 0) -> KindStats:
    correct = int(credit) if credit == int(credit) else int(credit) + 1
    correct = min(exercises, correct)
    return KindStats(exercises=exercises, attempts=exercises if attempts is None else attempts, correct=correct,
                     first_try=min(correct, int(credit)), hints=hints, credit=credit)


def _progress(tmp_path: Path, **stats: KindStats) -> Progress:
    return Progress("Ana", tmp_path / "p.json", stats=dict(stats))


def _wrong(ex) -> None:
    ex.check("yes" if ex.answer != "yes" else "no R9") if ex.kind == "may_trail" else ex.check("none")
    assert not ex.solved


def test_a_new_learner_starts_with_the_first_topic_at_level_1(tmp_path: Path) -> None:
    pick = next_exercise(_progress(tmp_path), random.Random(1))
    assert (pick.kind, pick.level, pick.reason) == ("card_values", 1, "new")
    assert "not tried" in pick.why(_progress(tmp_path))


def test_the_weakest_tried_topic_comes_first(tmp_path: Path) -> None:
    p = _progress(tmp_path, card_values=_stats(4, 3.0), find_captures=_stats(4, 3.5),   # capturing 81 %
                  may_trail=_stats(4, 1.0),                                             # trailing 25 %
                  score_deal=_stats(4, 2.0))                                            # scoring 50 %
    pick = next_exercise(p, random.Random(2))
    assert pick.topic == "trailing" and pick.reason == "weakest"
    # In the topic, the weakest kind: spot_illegal was never tried but may_trail was (tried first).
    assert pick.kind == "may_trail"
    assert "25%" in pick.why(p) and "weakest" in pick.why(p)
    p.stats["spot_illegal"] = _stats(2, 0.0, attempts=4)
    assert next_exercise(p, random.Random(2)).kind == "spot_illegal"


def test_when_everything_tried_is_mastered_a_new_topic_is_started(tmp_path: Path) -> None:
    p = _progress(tmp_path, card_values=_stats(5, 5.0), find_captures=_stats(5, 4.5))
    pick = next_exercise(p, random.Random(3))
    assert pick.topic == "building" and pick.reason == "new" and pick.kind == "which_builds"


def test_every_fifth_exercise_reviews_the_mastered_kind_practised_longest_ago(tmp_path: Path) -> None:
    p = _progress(tmp_path, card_values=_stats(5, 5.0), find_captures=_stats(5, 5.0), may_trail=_stats(3, 0.5))
    p.levels = {"card_values": LevelState(level=2, last=7), "find_captures": LevelState(level=3, last=2)}
    rng = random.Random(4)
    reasons = []
    for served in range(10):
        p.served = served
        reasons.append(next_exercise(p, rng).reason)
    assert [i + 1 for i, r in enumerate(reasons) if r == "review"] == [REVIEW_EVERY, 2 * REVIEW_EVERY]
    assert all(r == "weakest" for r in reasons if r != "review")
    p.served = REVIEW_EVERY - 1
    review = next_exercise(p, rng)
    assert (review.kind, review.level) == ("find_captures", 3)  # served longest ago, at its own level
    serve(p, review, save=False)
    assert p.served == REVIEW_EVERY and p.levels["find_captures"].last == REVIEW_EVERY
    # Nothing mastered: no review, the weakest spot every time.
    q = _progress(tmp_path, may_trail=_stats(3, 0.5))
    q.served = REVIEW_EVERY - 1
    assert next_exercise(q, rng).reason == "weakest"


def test_level_up_after_first_try_solves_in_a_row() -> None:
    state = LevelState()
    for _ in range(LEVEL_UP_AFTER - 1):
        state = update_level(state, "first try")
    assert state.level == 1 and state.streak == LEVEL_UP_AFTER - 1
    state = update_level(state, "first try")
    assert (state.level, state.streak) == (2, 0)
    # A solve after a wrong try breaks the run.
    state = update_level(update_level(update_level(state, "first try"), "first try"), "solved")
    state = update_level(state, "first try")
    assert state.level == 2
    top = LevelState(level=3, streak=LEVEL_UP_AFTER - 1)
    assert update_level(top, "first try").level == 3


def test_level_down_after_misses_in_a_row() -> None:
    state = LevelState(level=3, streak=2)
    state = update_level(state, "missed")
    assert (state.level, state.streak, state.misses) == (3, 0, 1)
    state = update_level(state, "missed")
    assert (state.level, state.misses) == (3 - 1, 0) and LEVEL_DOWN_AFTER == 2
    state = update_level(update_level(state, "missed"), "first try")
    assert state.misses == 0 and state.level == 2   # a good answer breaks the run of misses
    bottom = LevelState(level=1, misses=LEVEL_DOWN_AFTER - 1)
    assert update_level(bottom, "missed").level == 1
    assert update_level(state, "untouched") == state


def test_outcome_of_real_exercises() -> None:
    ex = make_exercise("may_trail", 1, "classic", 1)
    assert outcome(ex) == "untouched"
    assert outcome(ex, solution_seen=True) == "missed"
    ex.check(ex.answer)
    assert outcome(ex) == "first try"
    hinted = make_exercise("may_trail", 2, "classic", 1)
    hinted.hint()
    hinted.check(hinted.answer)
    assert outcome(hinted) == "missed"
    later = make_exercise("may_trail", 3, "classic", 1)
    _wrong(later)
    assert outcome(later) == "missed"
    later.check(later.answer)
    assert outcome(later) == "solved"


def test_finish_moves_the_level_and_the_file_keeps_it(tmp_path: Path) -> None:
    p = Progress.load("Zoë", home=tmp_path)
    messages = []
    for seed in range(LEVEL_UP_AFTER):
        ex = make_exercise("card_values", seed, "classic", 1)
        ex.check(ex.answer)
        p.record(ex)
        messages.append(finish(p, ex))
    assert messages[:-1] == ["", ""] and "level 2" in messages[-1]
    again = Progress.load("Zoë", home=tmp_path)
    assert again.levels["card_values"].level == 2
    assert next_exercise(again, random.Random(0)).level in (1, 2)
    data = json.loads(progress_path("Zoë", tmp_path).read_text(encoding="utf-8"))
    assert data["practice"]["kinds"]["card_values"]["level"] == 2
    for seed in range(LEVEL_DOWN_AFTER):
        ex = make_exercise("card_values", 10 + seed, "classic", 2)
        ex.hint()  # helped, and not solved
        p.record(ex)
        message = finish(p, ex)
    assert "level 1" in message and Progress.load("Zoë", home=tmp_path).levels["card_values"].level == 1


@pytest.mark.parametrize("practice", [
    '{"served": -1}', '{"served": 2, "kinds": {"card_values": {"level": 4}}}', '{"kinds": {"card_values": {"streak": "x"}}}',
    '"level 2"', '{"kinds": []}',
])
def test_bad_practice_state_is_moved_aside_never_lost(tmp_path: Path, practice: str) -> None:
    path = progress_path("ed", tmp_path)
    body = ('{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"exercises": 1}}, '
            f'"practice": {practice}}}')
    path.write_text(body, encoding="utf-8")
    with pytest.warns(UserWarning, match="could not be read"):
        p = Progress.load("ed", home=tmp_path)
    assert p.levels == {} and p.stats == {}
    backups = list(tmp_path.glob(f"{path.name}.corrupt-*"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8") == body


def test_a_file_without_practice_state_loads_at_level_1(tmp_path: Path) -> None:
    path = progress_path("ed", tmp_path)
    path.write_text('{"format": "casino-learn-progress/1", "learner": "ed", "kinds": {"card_values": {"exercises": 2, '
                    '"attempts": 2, "correct": 2, "first_try": 2, "credit": 2.0}}}', encoding="utf-8")
    p = Progress.load("ed", home=tmp_path)
    assert p.messages == [] and p.levels == {} and p.served == 0 and p.stats["card_values"].correct == 2
    assert next_exercise(p, random.Random(1)).level == 1


def test_a_topic_is_finished_only_when_each_of_its_kinds_is_tried(tmp_path: Path) -> None:
    p = _progress(tmp_path, card_values=_stats(5, 5.0))
    pick = next_exercise(p, random.Random(5))
    assert (pick.kind, pick.reason) == ("find_captures", "new")


def test_when_everything_is_mastered_the_weakest_topic_comes_back(tmp_path: Path) -> None:
    from casino_learn.exercises import EXERCISE_KINDS

    p = _progress(tmp_path, **{k: _stats(5, 5.0) for k in EXERCISE_KINDS})
    p.stats["score_deal"] = _stats(5, 4.0)  # 80 %: mastered, but the weakest
    pick = next_exercise(p, random.Random(6))
    assert (pick.kind, pick.reason) == ("score_deal", "all mastered") and "mastered every topic" in pick.why(p)
