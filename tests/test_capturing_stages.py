"""Lessons 1 and 2's stages (casino_learn/course/capturing.py) say true things: each example's
caption counts the cards its move takes, names the cards that stay, and every success sentence
fits every move that solves its task. Also the lesson helpers that print plain sentences."""

from __future__ import annotations

import re

import pytest

import casino_learn as cl
from casino_learn.course import STAGES
from casino_learn.course.goals import NUMBER_WORDS, cards_taken
from casino_learn.course.stages import Stage
from casino_learn.lesson import captures_with, values_in_words, verdict
from casino_learn.rules.cards import parse_card
from casino_learn.rules.moves import Move

OURS = [stage for stage in STAGES.values() if stage.lesson in (1, 2)]
WORD_NUMBERS = {word: n for n, word in NUMBER_WORDS.items()}
SYMBOL = r"(?:10|[2-9AJQK])[♠♥♦♣]"


def test_lesson_2_has_the_five_capturing_stages_in_order() -> None:
    assert [s.name for s in STAGES.values() if s.lesson == 2] == ["pairing", "sums", "several-sets", "never-twice", "face-cards"]
    assert [s.name for s in STAGES.values() if s.lesson == 1] == ["card-values", "face-card-values"]


@pytest.mark.parametrize("stage", OURS, ids=lambda s: s.name)
def test_the_caption_counts_the_cards_the_move_takes(stage: Stage) -> None:
    example = stage.example
    assert example is not None and example.caption
    state, move = example.position, Move.parse(example.move)
    said = re.search(r"took (\w+) (?:table )?cards?", example.caption)
    assert said, f"{stage.name}: the caption does not say how many cards were taken: {example.caption!r}"
    assert WORD_NUMBERS[said.group(1)] == len(cards_taken(state, move)), example.caption


@pytest.mark.parametrize("stage", OURS, ids=lambda s: s.name)
def test_the_cards_a_caption_says_stay_are_still_on_the_table(stage: Stage) -> None:
    example = stage.example
    assert example is not None
    state, move = example.position, Move.parse(example.move)
    after = set(state.apply(move).table.loose)
    for sentence in re.findall(r"The [^.:]*? stays?\b", example.caption):
        named = [parse_card(s) for s in re.findall(SYMBOL, sentence)]
        assert named and all(card in after for card in named), (stage.name, sentence)
    taken = set(cards_taken(state, move))
    before_stay = example.caption.split(" stay")[0] if " stay" in example.caption else example.caption
    for symbol in re.findall(SYMBOL, before_stay.split(". The ")[0]):
        card = parse_card(symbol)
        assert card in taken or card == move.card, f"{stage.name}: the caption says {symbol} was taken"


@pytest.mark.parametrize("stage", OURS, ids=lambda s: s.name)
def test_tasks_use_no_builds_and_never_clear_the_table(stage: Stage) -> None:
    """Builds are lesson 3's, and an emptied table (a sweep) is a word lesson 5 teaches."""
    for number, task in enumerate(stage.tasks, 1):
        assert not task.builds and task.variant == "classic" and task.players == 2
        state = task.position
        for move in task.solutions():
            assert state.apply(move).table.loose, f"{stage.name} task {number}: the solution empties the table"
    if stage.example is not None:
        assert stage.example.position.apply(Move.parse(stage.example.move)).table.loose


@pytest.mark.parametrize("stage", OURS, ids=lambda s: s.name)
def test_hints_say_more_each_time_and_success_fits_every_solution(stage: Stage) -> None:
    for number, task in enumerate(stage.tasks, 1):
        assert len(task.hints) >= 2 and len(set(task.hints)) == len(task.hints), f"{stage.name} task {number}"
        assert task.success.strip().endswith((".", "!"))
        yours = {parse_card(s) for s in re.findall(rf"your ({SYMBOL})", task.success)}
        for move in task.solutions():
            if yours:
                assert move.card in yours, f"{stage.name} task {number}: success names {yours}, solved with {move.card}"
            first = task.success.split(". ")[0]  # what the move did; later sentences may name what stayed
            for symbol in re.findall(SYMBOL, first):
                card = parse_card(symbol)
                if card not in task.position.hand and "could" not in first:
                    assert card in cards_taken(task.position, move), f"{stage.name} task {number}: {symbol} not taken"
            count = re.search(r"\b(\w+) cards?\b", first)
            if count and count.group(1) in WORD_NUMBERS:
                assert WORD_NUMBERS[count.group(1)] == len(cards_taken(task.position, move)), (stage.name, number, first)


def test_no_move_code_in_what_the_stages_say() -> None:
    code = re.compile(r"\b(?:10|[2-9AJQK])[SHDC]\b|\bcapture [0-9AJQK]")
    for stage in OURS:
        texts = [stage.rule, stage.title, stage.example.caption if stage.example else ""]
        texts += [t for task in stage.tasks for t in (task.instruction, task.success, *task.hints)]
        for text in texts:
            assert not code.search(text), f"{stage.name}: {text!r}"
            assert "sweep" not in text.lower() and "pile" not in text.lower(), f"{stage.name}: {text!r}"


def test_values_in_words_is_classic() -> None:
    assert values_in_words("classic", "AS 10C QH").splitlines() == [
        "A♠ is worth 1.", "10♣ is worth 10.", "Q♥ has no number: it takes only another queen, one per capture (R5)."]


def test_verdict_says_allowed_or_the_rule_broken() -> None:
    table = cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D")
    assert verdict(table, "8H capture 8D") == "Allowed: you may capture 8♦ with 8♥."
    refused = verdict(table, "8H capture AC 2D 3S 5C 8D").splitlines()
    assert refused[0].startswith("Not allowed") and refused[1].endswith("(R3).")


def test_captures_with_lists_every_capture_in_words() -> None:
    table = cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D")
    lines = captures_with(table, "8H").splitlines()
    assert lines[0] == "With 8♥ you may capture in 9 ways:" and len(lines) == 10
    assert not any(re.search(r"\b8H\b", line) for line in lines)
    assert captures_with(cl.position("classic", hand="KH", table="5C 3S"), "KH") == "K♥ can capture nothing here."


def test_build_is_greyed_and_refused_before_lesson_3() -> None:
    """Review 3, O1: before lesson 3 teaches building, the Build action is greyed with a sentence
    saying so, the prompt offers only Capture or Trail, and a build played anyway is not made."""
    from casino_learn.widgets.stage import TaskWidget

    task = STAGES["pairing"].tasks[0]  # hand 8♥ 3♣, table 8♦ 5♠ 2♣: 3♣ on 5♠ would build 8
    widget = TaskWidget(task, key="t:1", progress=None, taught=STAGES["pairing"].taught)
    builder = widget.builder
    builder.select("3C")
    builder.select("5S")
    assert builder.card_table.actions["build"] == {"enabled": False, "why": "Building comes in lesson 3; here you capture or trail."}
    assert builder.card_table.actions["trail"]["enabled"] is False and builder.card_table.actions["capture"]["enabled"] is False
    builder.clear()
    builder.select("3C")
    said = builder.play().message  # 3♣ captures nothing here: only Trail, said plainly (trial 8)
    assert said.endswith("With 3♣ you can only trail here: it captures nothing. Press Trail.")
    builder.clear()
    builder.select("8H")
    said = builder.play().message  # what the greyed buttons wait for (trials 4 and 5: not as choices to press now)
    assert said.endswith("With 8♥ alone you can only trail: press Trail. To capture with it, first click the table cards "
                         "it will take.")
    assert "Build" not in said and "press Capture" not in said
    result = widget.play_move("3C build 8 5S")
    assert not result.ok and "lesson 3" in result.message
    assert builder.state == task.position and not widget.solved
    later = TaskWidget(STAGES["making-a-build"].tasks[0], key="t:2", progress=None, taught=STAGES["making-a-build"].taught)
    assert later.builder.builds_taught


@pytest.mark.parametrize("stage", OURS, ids=lambda s: s.name)
def test_rule_boxes_before_lesson_3_do_not_mention_builds(stage: Stage) -> None:
    """Review 3, O3: R2's and R5's statements in lessons 1 and 2 say nothing of builds, which come in lesson 3."""
    for code, _name, statement in stage.rule_statements():
        assert "build" not in statement.lower(), (stage.name, code, statement)
    assert "build" in STAGES["capturing-a-build"].rule_statements()[0][2] or any(
        "build" in s for _c, _n, s in STAGES["capturing-a-build"].rule_statements())
