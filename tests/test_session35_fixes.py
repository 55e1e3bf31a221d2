"""Session 35: trial 47's and fresh48's last points on lesson 03's reply stages and refused trails in a task."""

from __future__ import annotations

import re

import casino_learn as cl
from casino_learn.course import STAGES
from casino_learn.widgets.stage import StageWidget


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_a_miss_that_takes_your_own_build_counts_cards_not_table_cards() -> None:
    """Trial 47 (lesson 03, Stage 12 task 1, move 2): "it takes three table cards: 2♠, 2♥ and 4♣" counted the 2♠ the
    learner had just played into the build as a table card; the goal said "five cards" with no word of the build."""
    widget = StageWidget("raise-then-answer", progress=None)
    task = widget.task
    assert task.play_move("2S build 8 B1").ok  # the raise; the opponent trails 5♦
    goal = task.goal
    assert goal.instruction == ("Take your raised build and every set worth 8 with it: five cards, the three in your "
                                "build included.")
    build = task.builder.state.table.builds[0]
    assert cl.Card.parse("2S") in build.cards
    assert task.play_move(f"8D capture {build.id}").ok and not task.solved
    said = _text(task.feedback.value)
    assert "That capture is allowed, but it takes three cards: " in said and "table cards" not in said.split("Your goal")[0], said
    assert "Can you find one that takes five cards?" in said, said
    # and the right answer still solves it
    assert task.play_move(f"8D capture {build.id} 3C+5D").ok and task.solved


def test_a_refused_trail_in_a_task_points_to_the_tasks_card() -> None:
    """Fresh48 and trial 47 (lesson 04 Stage 2 task 1; lesson 06 Royal stage 4 task 1): a refused trail of a card the
    task does not use told how to capture with it; in a task it says the task needs another card (not which one), and
    for the task's own card it gives that card's way only."""
    board = StageWidget("owner-may-not-trail", progress=None).task.builder
    board.select("6S")
    said = board.play().message
    assert said == ("✘ You own the build of 9 (B1), so you may not trail 6♠ (R9): capture or build instead. For this "
                    "task, click another card from your hand: 6♠ is not the one it needs."), said
    board.clear()
    board.select("9H")
    own = _text(board.feedback.value)
    assert "9♥" in own and "another card" not in own and "Capture" in own, own
    royal = StageWidget("royal-no-trailing-a-matched-card", progress=None).task.builder
    royal.select("6H")
    said = _text(royal.feedback.value)
    assert "(R14)" in said and said.endswith("For this task, click another card from your hand: 6♥ is not the one it "
                                             "needs."), said
    assert "click the table cards 6♥ will take" not in said.lower()


def test_the_risky_raise_success_says_what_happened_not_that_you_saw_it() -> None:
    """Fresh48: "saw the risk the task warned of" gave credit for something only watched."""
    success = STAGES["raise-then-answer"].tasks[2].success
    assert "saw the risk" not in success
    assert success.startswith("You answered with the best capture left. The opponent held an 8: that was the risk the "
                              "task warned of.")


def test_spot_illegal_counts_r4_for_a_build_taken_by_a_card_of_another_value() -> None:
    """Review 32 (WRONG): "C R4" for 6♠ taking a build of 4 was told "it does not break R4", beside R4's own words ("by a
    card equal to the build's declared value")."""
    from casino_learn.exercises import make_exercise

    number = make_exercise("spot_illegal", seed=3, variant="classic", difficulty=1)
    assert "C R4" in number.accepted_answers() and "C R2" in number.accepted_answers()
    result = number.check("C R4")
    assert result.correct, result
    assert "does not break R4" not in result.feedback and "naming either of them is right" in result.feedback
    assert "R4 says: " in result.feedback  # R4's own words, as no reason above names it
    face = make_exercise("spot_illegal", seed=1, variant="classic", difficulty=1)  # K♥ takes a build (R5)
    assert {"B R5", "B R4"} <= set(face.accepted_answers())
    assert face.check("B R4").correct


def test_the_coach_names_each_opponent_as_the_table_does() -> None:
    """Review 32 (MISLEADING): with three or four players the Coach called every other player "Opponent" ("Then
    Opponent could capture Opponent's build of 12 …", as if the owner might not hold its card, R8)."""
    from casino_learn.exercises.evaluation import coach_advice

    state = cl.position("royal", hand="2C 10H KH 5D", table="9S", builds=[cl.Build.of("B1", 12, "7S+5S", owner=3)],
                        players=4)
    said = _text(coach_advice(state).to_html())
    assert "Opponent 1 could capture Opponent 2&#x27;s build of 12" in said or "Opponent 1 could capture Opponent 2's build of 12" in said, said
    assert "Opponent could capture Opponent" not in said
    two = cl.position("classic", hand="9D 5C", table="6H 3S")
    assert "Opponent 1" not in _text(coach_advice(two).to_html())  # two players: "Opponent", as the table says


def test_the_coach_calls_a_partners_build_your_sides_not_yours() -> None:
    """Review 32 (MISLEADING): "… even though it takes your build now" of Partner's build (§2: builds are owned per
    player)."""
    from casino_learn.exercises.evaluation import coach_advice

    state = cl.position("royal", hand="9D 5C", table="", builds=[cl.Build.of("B1", 9, "AS+8H", owner=2)], players=4)
    said = _text(coach_advice(state).to_html()).replace("&#x27;", "'")
    assert "it takes Partner's build of 9 now instead of leaving it for your side to take later" in said, said
    assert "takes your build" not in said


def test_review_32_style_points() -> None:
    """Review 32: R3's sentence read as a list of three; a refused capture headed "(a sweep …)"; R14 is about loose
    cards; a one-deal Royal table pointed to lesson 5 (Classic's end)."""
    from casino_learn.texts.describe import describe_move

    said = [v.message for v in cl.position("classic", hand="AS 3H", table="AC 2D").check("AS build 3 AC 2D")]
    assert said[0].startswith("Your A♠ with A♣ and 2♦ cannot all be split into groups worth 3 each"), said
    refused = cl.position("classic", hand="KS 5H", table="7D 6C AC")
    assert describe_move(refused, "KS capture 7D 6C AC", tense="suggestion") == "capture A♣, 6♣ and 7♦ with K♠"
    legal = cl.position("royal", hand="KS 5H", table="KD")
    assert "(a sweep: it empties the table)" in describe_move(legal, "KS capture KD", tense="suggestion")
    from casino_learn.texts.handout import handout_html

    assert "a loose 7 lies on the table (R14)" in handout_html("royal")
    from casino_learn.widgets.game_table import GameTable

    for seed in range(11, 20):  # a deal with no winner (a Royal side may reach 21 in one deal)
        table = GameTable("royal", players=2, level="beginner", seed=seed, one_deal=True)
        table.play_deal()
        sheet = table.score_sheet.value
        if "This game was one deal" in sheet:
            break
    assert "until a side reaches 21 in the count-out (lesson 6)" in sheet and "lesson 5" not in sheet, sheet


def test_a_card_that_can_only_build_is_told_to_build() -> None:
    """Review 32: a refused trail of a card whose only moves are builds said "To capture or build with 4♠ …"."""
    from casino_learn.widgets.move_builder import MoveBuilder

    state = STAGES["owning-a-build"].tasks[0].position
    board = MoveBuilder(state)
    board.select("4S")
    said = _text(board.feedback.value)
    assert said.endswith("To build with 4♠, click the table cards or builds it will use, then press Build; or click "
                         "another card from your hand."), said
    assert "To capture or build" not in said


def test_best_move_with_one_opponent_says_the_opponents_hand() -> None:
    """Review 32: two players, and the cards not seen were "in the other hands"."""
    from casino_learn.exercises.kinds.best_move import _captured_line

    state = cl.position("classic", hand="9D 5C", table="6H 3S")
    deck = [c for c in cl.full_deck() if c not in set(state.hand) | set(state.table.cards)]
    line = _captured_line(state, deck[:30])
    assert "Not seen yet (in the opponent's hand or still to be dealt):" in line, line


def test_a_capture_answer_that_names_a_card_twice_is_not_correct() -> None:
    """Trial 48 (lesson 02, "Take as much as you can"): "4H, 4D, 3D+AD, 3d" (3♦ twice) was "Correct!" beside a
    correction, and "6S, 6H, 6D, 4H+2D, 6S" was "Correct!" — in the lesson whose Stage 4 teaches that a card is never
    counted twice (R3)."""
    from casino_learn.exercises import make_exercise

    exercise = make_exercise("find_captures", seed=7, variant="classic", difficulty=2, builds=False)
    assert exercise.check("4H 4D 3D+AD").correct  # the answer, each card once
    result = exercise.retry().check("4H, 4D, 3D+AD, 4H")
    assert not result.correct and result.partly_correct and result.counted
    assert result.feedback == ("You named 4♥ more than once: a card is taken only once, in one set (R3). Name each card once, "
                               "and your answer is right."), result.feedback
    result = exercise.retry().check("4H, 4D, 3D+AD, 3d")  # 3♦ twice, once as a "set" worth 3
    assert not result.correct and result.partly_correct and "Correct" not in result.feedback
    assert result.feedback == ("You named 3♦ more than once: a card is taken only once, in one set (R3). You wrote 3♦, which "
                               "makes 3: each set must be worth 4 on its own. The cards you named are the biggest capture: "
                               "write each once, in sets worth 4."), result.feedback
    wrong = exercise.retry().check("4H, 4H, 9D")
    assert not wrong.correct and wrong.feedback.startswith("You named 4♥ more than once"), wrong.feedback
    assert "Correct" not in wrong.feedback
    # the card played, written too, is not a card named twice (it is dropped, as before)
    assert exercise.retry().check("4C, 4H 4D 3D+AD").correct


def test_review_33_a_card_named_twice_with_a_wrong_set_is_not_told_right() -> None:
    """Review 33 (MISLEADING): "6♥+A♣, 6♥+2♠, 7♠+A♣" was told "Name each card once, and your answer is right." though
    6♥+A♣ makes 7 (R2); "B1 twice" was told "a card is taken only once"."""
    from casino_learn.exercises import make_exercise

    exercise = make_exercise("find_captures", 5, "classic", 1)  # 8♦; the answer 6♥+2♠, 7♠+A♣
    result = exercise.check("6H+AC, 6H+2S, 7S+AC")
    assert not result.correct and "your answer is right" not in result.feedback
    assert "You wrote 6♥+A♣, which makes 7: each set must be worth 8 on its own." in result.feedback, result.feedback
    assert result.feedback.endswith("The cards you named are the biggest capture: write each once, in sets worth 8.")
    builds = make_exercise("find_captures", 1, "classic", 3)
    assert builds.state.table.builds
    said = builds.check("B1, B1").feedback
    assert said.startswith("You named B1 more than once: a card or a build is taken only once (R3)."), said


def test_a_build_stage_miss_counts_table_cards_as_its_task_does() -> None:
    """Review 33: lesson 03 Stage 5 asks "Take four table cards"; its miss now said "four cards" (the reply tasks'
    word). Each task's misses count as its own text does."""
    stage = STAGES["capturing-more-at-once"]
    task = next(t for t in stage.tasks if getattr(t.goal, "count", 0) == 4)
    short = next(m for m in task.position.legal_moves if m.is_capture and m.builds and not task.goal.met(task.position, m))
    said = task.goal.why_not(task.position, short)
    assert "table cards:" in said and said.endswith("Can you find one that takes four table cards?"), said


def test_a_card_named_three_times_is_not_said_twice() -> None:
    """Trial 49: "4H, 4D, 3D+AD, 4H, 4H" (4♥ three times) was told "You named 4♥ twice"."""
    from casino_learn.exercises import make_exercise

    exercise = make_exercise("find_captures", seed=7, variant="classic", difficulty=2, builds=False)
    said = exercise.check("4H, 4D, 3D+AD, 4H, 4H").feedback
    assert said.startswith("You named 4♥ more than once: a card is taken only once, in one set (R3)."), said
