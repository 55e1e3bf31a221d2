"""Lesson 3's stages say what their pictures show and what RULES.md says: each example's caption
names the build's groups as drawn (never several groups as one sum), its name on the table, the
number of cards a capture takes; the rules in words match the engine (values 1-10, a build that
is added to or raised gets a new name); and the lesson stays Classic (Royal is lesson 6's)."""

from __future__ import annotations

import re

import pytest

import casino_learn as cl
from casino_learn.course import STAGES
from casino_learn.course.building import ALL_KINDS as BUILDING_ALL
from casino_learn.course.building import STAGES as BUILDING
from casino_learn.course.goals import NUMBER_WORDS, BuildWithGroups, cards_taken
from casino_learn.lesson import verdict
from casino_learn.rules.cards import Card, parse_card
from casino_learn.rules.moves import Move

SYMBOL = r"(?:10|[2-9AJQK])[♠♥♦♣]"
GROUP = re.compile(rf"{SYMBOL}(?:\+{SYMBOL})*")
NAMES = ["making-a-build", "keeping-a-capturer", "build-values", "capturing-a-build", "capturing-more-at-once",
         "multiple-builds", "owning-a-build", "adding-to-a-build", "raising-a-build", "raising-with-your-card-only"]


def card_of(symbol: str) -> Card:
    rank, suit = symbol[:-1], {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}[symbol[-1]]
    return parse_card(rank + suit)


def named_groups(caption: str) -> list[frozenset[Card]]:
    """Every card or "5♦+3♣" sum the caption names, as sets of cards."""
    return [frozenset(card_of(s) for s in token.split("+")) for token in GROUP.findall(caption)]


def test_the_ten_stages_of_lesson_3_in_order() -> None:
    assert [s.name for s in BUILDING] == NAMES
    # then the stage played out against a reply (course/replies.py) and joining builds (course/practice.py)
    assert [name for name, s in STAGES.items() if s.lesson == 3] == NAMES + ["build-then-take", "raise-then-answer", "merging-builds"]


@pytest.mark.parametrize("stage", [s for s in BUILDING if s.example and " build " in s.example.move], ids=lambda s: s.name)
def test_a_build_example_names_each_group_as_drawn_and_the_build_it_makes(stage) -> None:
    example = stage.example
    assert example is not None and example.caption
    before = example.position
    move = Move.parse(example.move)
    after = before.apply(move)
    made = [b for b in after.table.builds if b.id not in {x.id for x in before.table.builds}]
    assert len(made) == 1
    build = made[0]
    groups = {frozenset(g) for g in build.groups}
    old_groups = {frozenset(g) for b in before.table.builds for g in b.groups}
    for named in named_groups(example.caption):
        if named <= frozenset(build.cards) and len(named) > 1:
            # a sum the caption names is one group as drawn (or a group of the build before the move)
            assert named in groups or named in old_groups, f"{stage.name}: {sorted(named)} is not one group of {build}"
    for group in build.groups:  # every group the picture draws is named, the played card's group included
        if len(build.groups) > 1 or len(group) > 1:
            assert any(frozenset(group) <= named for named in named_groups(example.caption)), (stage.name, group)
    assert build.id in example.caption, f"{stage.name}: the caption does not name the build {build.id} as drawn"
    count = NUMBER_WORDS.get(len(build.groups))
    if build.is_multiple:
        assert f"{count} groups" in example.caption
    assert f"build of {build.value}" in example.caption or f"worth {build.value}" in example.caption


@pytest.mark.parametrize("stage", [s for s in BUILDING if s.example and " capture " in s.example.move], ids=lambda s: s.name)
def test_a_capture_example_says_how_many_table_cards_it_takes(stage) -> None:
    example = stage.example
    taken = cards_taken(example.position, Move.parse(example.move))
    assert f"{NUMBER_WORDS[len(taken)]} table cards" in example.caption
    for build_id in Move.parse(example.move).builds:  # the build's cards, as the caption names them
        build = example.position.table.build(build_id)
        assert frozenset(build.cards) in named_groups(example.caption)


def test_the_multiple_build_example_is_drawn_as_separate_groups() -> None:
    from casino_learn.display.svg import _build_offsets

    build = cl.Build.of("B1", 8, "8S, 5D+3C, 8D", owner=0)
    offsets = _build_offsets(build, 50.0)
    steps = [b - a for (_, a), (_, b) in zip(offsets, offsets[1:])]
    assert steps[0] > 50 and steps[2] > 50, "each group stands apart from the next: no card covers another group"
    assert steps[1] < 50, "the cards of one group overlap"


def test_build_values_are_2_to_10_and_1_for_single_aces_in_classic() -> None:
    """Stage 3's words (R15): 2 to 10; the build of 1, a multiple build of single aces, comes with
    multiple builds (stage 6), never before them (issue 23)."""
    aces = cl.position("classic", hand="AS AC 7H", table="AD 4C")
    assert aces.is_legal("AS build 1 AD")
    assert "R15" in verdict(cl.position("classic", hand="9H 3S", table="3C"), "9H build 12 3C")
    values = {m.value for m in cl.position("classic", hand="AS AC 2H 5D 9S 10H", table="AD 4C 3S 6H").legal_moves
              if m.kind == "build"}
    assert values and values <= set(range(1, 11))
    rule = STAGES["build-values"].rule
    assert "2 to 10" in rule and "<b>1</b>" not in rule
    aces = [t for t in STAGES["multiple-builds"].tasks if getattr(t.goal, "value", None) == 1]
    assert aces and "single aces" in aces[0].success and "R15" in aces[0].success
    assert not any(getattr(t.goal, "value", None) == 1 for s in BUILDING[:5] for t in s.tasks)


@pytest.mark.parametrize(("stage", "move"), [("adding-to-a-build", "6S build 8 2C B1"), ("raising-a-build", "3D build 8 B1")])
def test_an_added_or_raised_build_gets_the_next_free_name_as_the_stage_says(stage: str, move: str) -> None:
    example = STAGES[stage].example
    assert example is not None
    after = example.position.apply(move)
    assert [b.id for b in after.table.builds] == ["B2"] and after.table.builds[0].owner == 0
    assert "new label (B1 becomes B2)" in STAGES[stage].rule or "named B2" in example.caption


def test_an_owner_may_not_spend_the_last_capturing_card() -> None:
    """Stage 7's example caption: 9♥ may not take 9♦ alone while you own a build of 9 (R8)."""
    state = STAGES["owning-a-build"].example.position
    assert "R8" in verdict(state, "9H capture 9D")
    assert state.is_legal("9H capture 9D B1")


def test_raising_rules_in_the_stage_hold() -> None:
    task = STAGES["raising-a-build"].tasks[1]
    assert "R10" in verdict(task.position, "2D build 8 B1")
    assert task.position.is_legal("2D build 6 B2")
    with_set = STAGES["raising-with-your-card-only"].tasks[1]
    assert "R11" in verdict(with_set.position, "4D build 9 B1 3S")


@pytest.mark.parametrize("stage", BUILDING, ids=lambda s: s.name)
def test_lesson_3_is_classic_and_leaves_r9_r12_r13_r14_to_later_lessons(stage) -> None:
    words = " ".join([stage.rule, stage.example.caption if stage.example else ""]
                     + [t.instruction + " " + " ".join(t.hints) + " " + t.success for t in stage.tasks])
    assert not re.search(r"\b(R12|R13|R14|Royal)\b", words), stage.name
    assert "R9" not in words
    if "trail" in stage.rule and stage.name == "owning-a-build":
        assert "lesson 4" in stage.rule


def test_rules_are_named_in_words_first() -> None:
    """The rule's name before its number: "keep a card to take your build (R7)" (issue 23), the
    names of lesson 04's table of the fifteen rules."""
    from casino_learn.course.stages import english
    from casino_learn.texts.rulebook import rule_name

    for stage in BUILDING:
        rule = english(stage, "rule")
        for found in re.finditer(r"\bR\d+\b", rule):
            before = rule[max(0, found.start() - 60):found.start()].lower()
            assert rule_name(found.group()).lower() in before, (stage.name, found.group())


def test_each_stage_rule_is_one_or_two_sentences() -> None:
    from casino_learn.course.stages import english

    for stage in BUILDING:
        text = re.sub(r"<[^>]+>|“[^”]*”", "", english(stage, "rule"))
        sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.strip()]
        assert len(sentences) <= 2, (stage.name, len(sentences))


def test_three_group_goal() -> None:
    state = cl.position("classic", hand="5H 9C 2S", table="4S 9H 6C 3D")
    goal = BuildWithGroups(3, 9)
    assert goal.met(state, Move.parse("5H build 9 3D 4S 6C 9H"))
    assert not goal.met(state, Move.parse("5H build 9 4S 9H"))
    assert goal.why_not(state, Move.parse("5H build 9 4S 9H")).endswith("two groups, not three.")
    assert "no build" in goal.why_not(state, Move.parse("9C capture 9H"))


@pytest.mark.parametrize("stage", NAMES)
def test_the_legal_moves_list_shows_adding_and_raising_only_once_taught(stage: str) -> None:
    """Adding is taught in Stage 8 and raising in Stage 9: before them, "Show me the legal moves"
    lists neither, even where the engine allows one (the review's O3)."""
    from casino_learn.display import render

    index = NAMES.index(stage)
    taught = STAGES[stage].taught
    assert ("add" in taught) == (index >= NAMES.index("adding-to-a-build"))
    assert ("raise" in taught) == (index >= NAMES.index("raising-a-build"))
    for task in STAGES[stage].tasks:
        listed = render.legal_moves_html(task.position, kinds=taught)
        assert "add" in taught or "Adding to a build" not in listed
        assert "raise" in taught or "Raising" not in listed
    if stage == "capturing-a-build":  # the engine does allow adding there: the list leaves it out
        everything = render.legal_moves_html(STAGES[stage].tasks[0].position, kinds=BUILDING_ALL)
        assert "Add 5♠+2♣ to B1" in everything
        assert "Add 5♠+2♣ to B1" not in render.legal_moves_html(STAGES[stage].tasks[0].position, kinds=taught)


def test_an_add_in_the_owning_stage_is_explained_as_an_add_not_a_capture() -> None:
    """Stage 7 task 2 (review 4 W1): adding a group to your own build captures nothing and leaves
    the build on the table (§6.2 step 3), so its miss says it adds (and where 7♣ went); only a
    capture that takes B1 says the build is taken."""
    from casino_learn.play.selection import kind_of

    task = STAGES["owning-a-build"].tasks[1]
    state = task.position
    adds = [m for m in state.legal_moves if kind_of(state, m) == "add"]
    assert len(adds) >= 5 and not any(task.goal.met(state, m) for m in adds)
    for move in adds:
        why = task.goal.why_not(state, move)
        assert "adds to your build" in why and "capture" not in why and "takes your build" not in why, (str(move), why)
        if parse_card("7C") in move.loose:
            assert "puts 7♣ into the build" in why, (str(move), why)
        else:
            assert "7♣ is still on the table" in why, (str(move), why)
    takes_build = [m for m in state.legal_moves if m.is_capture and "B1" in m.builds]
    assert takes_build and all("takes your build too" in task.goal.why_not(state, m) for m in takes_build)


def test_taking_both_builds_misses_speak_of_builds_not_of_four_cards() -> None:
    """Review 4 Wd2: the task says "Take both builds with one card.", so a miss names the builds."""
    task = STAGES["capturing-more-at-once"].tasks[1]
    state = task.position
    assert task.instruction == "Take both builds with one card."
    assert [str(m) for m in task.goal.solutions(state)] == ["10H capture B1 B2"]
    misses = [m for m in state.legal_moves if not task.goal.met(state, m)]
    assert misses
    for move in misses:
        why = task.goal.why_not(state, move)
        assert "four" not in why and "build" in why, (str(move), why)
    assert "takes one build" in task.goal.why_not(state, Move.parse("10H capture B1"))
