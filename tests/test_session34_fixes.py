"""Session 34: fresh46's and trial 45's points on lesson 03's raising and reply stages."""

from __future__ import annotations

import casino_learn as cl
from casino_learn.course import STAGES
from casino_learn.course.building import ALL_KINDS
from casino_learn.i18n import language
from casino_learn.play.selection import MoveSelection
from casino_learn.widgets.stage import StageWidget, TaskWidget


def test_a_table_card_that_can_join_a_raise_with_more_cards_is_not_told_it_cannot_join() -> None:
    """Fresh46 (lesson 03, Stage 10 task 2): 4♦ + B1 + 6♣ was told "6♣ cannot join B1: only the card you play changes a
    build's value", which read as never; with 3♠, 6♣ joins the raise to 9 as a group of 9."""
    task = TaskWidget(STAGES["raising-with-your-card-only"].tasks[1], key="t:2", progress=None, taught=ALL_KINDS)
    selection = MoveSelection(task.builder.state)
    for item in ("4D", "B1", "6C"):
        selection = selection.toggle(item)
    said = selection.why_not("build")
    assert said.startswith("4♦ raises B1 from 5 to 9; table cards join it only as a group worth exactly 9 (R11), "
                           "and 6♣ on its own is not one. "), said
    assert "cannot join" not in said and "only the card you play" not in said
    assert said.endswith("To raise it with 6♣ too, also pick the table cards that complete a group worth exactly 9; "
                         "or unselect 6♣ and play 4♦ alone.")
    # A table card that no group of the new value can hold is still told plainly that it cannot join.
    state = cl.position("classic", hand="2S 8C 10D", table="6H 4C", builds=[cl.Build.of("B1", 6, "4D+2H", owner=1)])
    alone = MoveSelection(state).toggle("2S").toggle("B1").toggle("6H").why_not("build")
    assert alone.startswith("6♥ cannot join B1: only the card you play changes a build's value."), alone


def test_a_capture_of_a_build_that_takes_too_few_cards_names_them() -> None:
    """Fresh46 (lesson 03, Stage 11 task 1): taking only the build was told "it takes two table cards" — one build, read
    as one thing; the two cards in it are named now."""
    widget = StageWidget("build-then-take", progress=None)
    task = widget.task
    assert task.play_move(task.goal.solutions(task.builder.state)[0]).ok  # the build; the opponent replies
    build = task.builder.state.table.builds[0]
    assert task.play_move(f"8C capture {build.id}").ok and not task.solved
    said = task.feedback.value
    cards = " and ".join(card.symbol for card in build.cards)
    assert f"it takes two cards: {cards}. Can you find one that takes four cards?" in said, said
    # A capture of loose cards alone keeps its short sentence (the cards are the ones the learner clicked).
    loose = STAGES["two-moves-ahead"].tasks[0]
    short = loose.goal.why_not(loose.position, cl.Move.parse("6C capture 6H"))
    assert "one table card" in short and ":" not in short.split("Can you")[0].split("but")[1], short


def test_the_risky_raise_is_named_a_risk_before_it_is_played() -> None:
    """Trial 45 (lesson 03, Stage 12 task 3): told to raise, then the opponent took the build and the success line said
    "Raise only when you hope the opponent cannot take it": the task now says the raise is a risk before it."""
    task = STAGES["raise-then-answer"].tasks[2]
    assert english_instruction(task).startswith("Raise the opponent's build of 5 to 8 (a risk: they may hold an 8 too)")
    with language("es"):
        assert "riesgo" in task.goal.instruction


def english_instruction(task) -> str:  # noqa: ANN001
    with language("en"):
        return task.goal.instruction


def test_every_end_of_a_deal_says_where_the_leftovers_went_in_one_sentence() -> None:
    """The leftovers sentence lived in three places, each worded apart (the lesson's deal view, the last card's note, the
    game table); one function says it now, after each place's own first words, and a partnership says "your side"."""
    import html
    import random

    from casino_learn.display import render
    from casino_learn.rules.cards import parse_cards
    from casino_learn.rules.state import new_deal
    from casino_learn.texts.leftovers import leftovers_said
    from casino_learn.texts.names import Seating

    state = new_deal(cl.get_rules("classic"), rng=random.Random(2))
    while not state.deal_over:  # each player plays its first move in notation order: a whole deal
        before, move = state, sorted(state.legal_moves, key=str)[0]
        state = state.apply(move)
    assert state.leftovers and state.leftovers_to is not None
    sentence = leftovers_said(state.leftovers, state.leftovers_to, Seating.of(state))
    assert f"The deal is over. {sentence}" in html.unescape(render.state_html(state, seat=0))
    assert f"That was the last card of the deal. {sentence}" in html.unescape(render.move_html(before, move, viewer=0))
    # A partnership: the leftovers go to a side (§9), said as such.
    team = Seating(4, 0, True)
    assert leftovers_said(parse_cards("5C 7D"), 2, team) == ("Partner made the last capture, so the leftovers on the "
                                                             "table (5♣ 7♦) went to your side (§9).")
    assert leftovers_said(parse_cards("5C"), 1, team).endswith("went to Opponents (§9).")
    assert leftovers_said((), None, team) == "The table was empty at the end, so there were no leftovers."


def test_best_move_lists_the_cards_not_seen_once_most_are_captured() -> None:
    """Trial 45 (lesson 08, best_move, Royal, seed 2): a line of 40 captured cards was hard to take in; once more cards
    are captured than not seen, the prompt counts the captured and lists the unseen, which the reasons are about."""
    from casino_learn.exercises import make_exercise
    from casino_learn.rules.cards import full_deck

    late = make_exercise("best_move", 2, "royal", 1)
    assert "Already captured (out of play): 40 cards." in late.prompt
    listed = late.prompt.split("Not seen yet (in the opponent's hand or still to be dealt): ")[1].split(",")[0].split()
    state = late.state
    seen = [*state.hand, *state.table.loose, *(c for b in state.table.builds for c in b.cards),
            *(c for pile in state.piles for c in pile)]
    assert sorted(listed) == sorted(c.symbol for c in full_deck() if c not in seen)
    early = make_exercise("best_move", 1, "royal", 2)  # few captured: listed as before
    assert "Already captured (out of play): " in early.prompt and "Not seen yet" not in early.prompt


def test_find_captures_says_not_together_only_when_no_biggest_capture_holds_them_all() -> None:
    """Review 31 (WRONG): 5♦ and 4♣ are together in both biggest captures of 5♠ (with A♥ or A♦), but "5D, 4C" was told
    "not all of them together"; only a card is missing."""
    from casino_learn.exercises import make_exercise

    exercise = make_exercise("find_captures", 1, "classic", 1)
    assert "Table: A♥ A♦ 4♣ 5♦" in exercise.prompt
    for answer in ("5D, 4C", "5D, AH"):
        said = exercise.check(answer).feedback
        assert "not all of them together" not in said and "belong in the answer" in said, said
    assert "not all of them together" in exercise.check("5D, 4C+AD, AH").feedback


def test_r14_says_the_card_may_build_where_it_may() -> None:
    """Review 31: Royal R14 stage task 4 ("make a build of 14 with an ace from your hand and the ace on the table") was
    told "capture it with A♦, or play another card" on its first click; R14 says "must capture or build"."""
    state = cl.position("royal", hand="AD 5C 9H", table="AS 3C")
    said = str(cl.check(state, cl.Move.parse("AD trail"))[0])
    assert said.endswith("(R14): capture or build with A♦, or play another card."), said
    no_build = cl.position("royal", hand="7H 2C", table="7C")
    assert str(cl.check(no_build, cl.Move.parse("7H trail"))[0]).endswith("(R14): capture it with 7♥, or play another card.")


def test_reply_stages_give_no_false_reason_and_say_when_the_raise_was_worse() -> None:
    """Review 31: "The opponent holds no 8, so your build is still there" (as if an 8 forced a capture: §7 forces none);
    Stage 12 task 3's raise was worse than 5♣ taking the build and 5♦, and the success line never said so."""
    take = STAGES["build-then-take"].tasks[0].replies[0].said
    raised = STAGES["raise-then-answer"].tasks[0].replies[0].said
    for said in (take, raised):
        assert "left it alone (this time they held no 8)" in said and "so your build" not in said
    success = STAGES["raise-then-answer"].tasks[2].success
    assert "that was the risk the task warned of" in success and "could have taken" not in success
    # No safe capture of the build was there instead (trials 46, 47: the success judged the move the task ordered).
    task = STAGES["raise-then-answer"].tasks[2]
    assert not any(m.kind == "capture" and m.builds for m in task.position.legal_moves)


def test_review_31_style_points() -> None:
    """Review 31's style points taken: two builds of one owner and value named together; a lock message that does not
    say a locked side never wins; lesson 2's deal end says where the table's cards went before the totals ("In all")."""
    from casino_learn.exercises import make_exercise
    from casino_learn.exercises.kinds.royal_count_out import _already_out
    from casino_learn.widgets.first_deal import CaptureTrailDeal

    explanation = make_exercise("best_move", 0, "royal", 2).explanation()
    assert "your two builds of 13" in explanation and "your build of 13 and your build of 13" not in explanation
    assert "took it had already gone out" in _already_out(["Ace of clubs"])
    assert "took them had already gone out" in _already_out(["Ace of clubs", "Big Casino (10♦)"])
    deal = CaptureTrailDeal()
    while not deal.state.deal_over:
        assert deal.play_move(next(iter(deal.state.legal_moves))).ok
    said = deal.result.value
    assert said.index("The deal is over.") < said.index("In all, you took")


def test_a_refused_trail_names_the_other_way_too() -> None:
    """Trial 47: lesson 04 Stage 2 task 1 ("Take your build and the loose 9♦ together"), trailing 6♠ as the build's owner,
    ended "Click the table cards 6♠ will take, then press Capture." — away from the goal (9♥ takes them): the mechanics
    are said for that card, then another card of the hand."""
    from casino_learn.widgets.move_builder import MoveBuilder

    widget = StageWidget("owner-may-not-trail", progress=None)
    board = MoveBuilder(widget.task.task.position)  # a table with no task (a stage's own words: test_session35_fixes)
    board.select("6S")
    said = board.play().message
    assert "(R9)" in said and said.endswith("; or click another card from your hand."), said
    assert "To capture or build with 6♠" in said or "To capture with 6♠" in said
