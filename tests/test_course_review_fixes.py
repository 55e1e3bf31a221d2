"""Statements course reviews 6 and 7 (fresh reviewers with RULES.md, 2026-12-02) found misleading or wrong,
each checked where a learner reads it."""

from __future__ import annotations

import casino_learn as cl
from casino_learn.exercises import make_exercise
from casino_learn.exercises.evaluation import Judge, _careful_values, coach_advice
from casino_learn.texts.rulebook import entry, rule_short
from test_coach import sampled_positions


def test_a_stray_table_card_in_a_new_build_breaks_r3_too() -> None:
    """R3: "In a build, every table card belongs to exactly one group." 7♦ on 8♠ as a build of 7 was refused
    for "B R3" ("it does not break R3")."""
    ex = make_exercise("spot_illegal", 1, "classic", 3, players=2)
    assert ex.choices[2] == "Play 7♥ on 3♥ as a build of 7"
    assert ex.answer == "C R7"  # the rule a learner sees first: no 7 kept (not R11, about raising)
    for answer in ("C R3", "C R7", "C R11"):
        assert ex.retry().check(answer).correct, answer
    # A table card worth more than the build ("7♦ on 8♠ as a build of 7") is not offered at all (trial 24).
    assert "Play 7♦ on 8♠ as a build of 7" not in make_exercise("spot_illegal", 10, "classic", 3, players=2).choices
    assert "exactly one group" in rule_short("R3")
    assert "build" not in entry("R3").statement(builds=False)  # lesson 02's stages do not speak of builds


def test_the_coach_never_calls_a_single_build_safe() -> None:
    """A single build can be raised away (R10, R12) even when no opponent can capture it: the coach said
    "Your new build of 9 is safe"; a multiple build (never raised) or a build of the top value may be called safe."""
    single = multiple = 0
    for variant in ("classic", "royal"):
        for state in sampled_positions(variant, 25, 2026):
            judge = Judge(state)
            for valued in _careful_values(judge):
                j = valued.judgement
                if j.final_play:
                    continue
                sure = [build for build, safe in j.kept_builds if safe >= 1.0]
                text = " ".join(judge.reasons(j))
                # raisable only if a card left could raise it and another take the new value (reviews 18-19)
                raisable = sum(not build.is_multiple and judge._raisable(build.value) for build in sure)
                single += raisable
                multiple += len(sure) - raisable
                assert text.count("could still raise it: it is a single build") == raisable, text
                assert text.count(" is safe") == len(sure) - raisable, text
    assert single and multiple  # the sample holds both kinds


def test_capturing_the_whole_table_on_the_last_play_loses_no_leftovers() -> None:
    """6♣ against 6♥ 4♠ 2♦ on the deal's last play: every capture wins all four cards for you."""
    advice = str(coach_advice(cl.position("classic", hand="6C", table="6H 4S 2D", last_capturer=1,
                                          last_play_of_deal=True)))
    assert "do not go to your side" not in advice and "just as good" in advice


def test_royal_sweep_advice_names_overtime_and_classic_advice_no_sweep() -> None:
    royal = str(coach_advice(cl.position("royal", hand="6C", table="6H 4S 2D", last_capturer=1, last_play_of_deal=True)))
    assert "outside overtime" in royal
    classic = str(coach_advice(cl.position("classic", hand="9H 4S", table="5C 4D")))
    assert "sweep" not in classic.split("Details")[0].lower(), classic


def test_the_rules_reference_does_not_list_only_two_forced_captures() -> None:
    text = entry("§7").text
    assert "if none of their cards can build or add to a build, they must capture" in text
    assert "you may still trail 9♠" in text


def test_show_solution_names_at_most_two_other_answers_and_keeps_lists_apart() -> None:
    """Trial 12: "also right: B R3; B R11; B R7 R3; B R7 R11; B R3 R11; B R7 R3 R11", and "10; none; 1 (also right:
    10; K; 1; 10; another king; 1)" read as one six-item answer. The answer key still lists every answer."""
    illegal = make_exercise("spot_illegal", 10, "classic", 3, players=2)
    first = illegal.solution().splitlines()[0]
    assert first == "Answer: B R7 (also right: B R3; B R11; other ways of writing it are accepted too)", first
    assert "B R7 R3 R11" in illegal.key_text()
    values = make_exercise("card_values", 3, "classic", 3)
    assert values.solution().splitlines()[0] == "Answer: 10; none; 1 (also right: 10; K; 1 | 10; another king; 1)"


def test_an_unreadable_move_is_said_with_one_full_stop() -> None:
    """Trial 13 (an edited lesson 01 cell): "… a build id such as B1.. Examples of moves: …"."""
    import pytest

    with pytest.raises(cl.MoveParseError) as caught:
        cl.Move.parse("KH capture banana")
    assert ".." not in str(caught.value) and "builds come in lesson 3). Examples of moves" in str(caught.value)
