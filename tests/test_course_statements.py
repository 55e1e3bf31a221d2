"""Issue 23: the course's statements checked against RULES.md, the exercises paced by the lesson,
and the learner trial's problems with the live table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import casino_learn as cl
from casino_learn.exercises import make_exercise
from casino_learn.i18n import language
from casino_learn.lesson import read_card
from casino_learn.play.selection import MoveSelection
from casino_learn.rules.cards import parse_card
from casino_learn.texts.rulebook import RULES, entries
from casino_learn.texts.rulebook import applies_in as applies_to
from casino_learn.texts.rulebook import rule_short as rule_text
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget


def test_rule_texts_say_their_game_and_name_no_option() -> None:
    assert "Royal" in RULES["R13"] and "Royal" in RULES["R12"] and "Royal" in RULES["R14"]
    assert "Classic" in RULES["R5"]
    assert not any("face_card_capture" in text or "_" in text for text in RULES.values())
    assert rule_text("R15", "classic").count("2 to 10") == 1 and "Royal" not in rule_text("R15", "classic")


def test_rule_menus_hold_only_the_rules_of_their_game() -> None:
    classic = ExerciseWidget("spot_illegal", seed=34, variant="classic", difficulty=1, progress=None)
    codes = [code for _label, code in classic.rule_picker.options if code]
    assert "R13" not in codes and "R12" not in codes and "R14" not in codes and "R5" in codes
    royal = ExerciseWidget("may_trail", seed=7, variant="royal", difficulty=2, progress=None)
    codes = [code for _label, code in royal.rule_picker.options if code]
    assert "R5" not in codes and {"R12", "R13", "R14"} <= set(codes)
    assert all(applies_to(code, "royal") for code in codes)


def test_no_statement_says_a_capture_is_never_forced() -> None:
    """R8 (and in Royal R14 with R7) can leave a capture as the only legal move."""
    assert [str(m) for m in cl.position("royal", hand="7H", table="7C").legal_moves] == ["7H capture 7C"]
    text = " ".join(e.text for e in entries("royal"))
    assert "No rule ever forces you to capture" not in text and "only legal move" in text


def test_a_classic_ace_also_takes_a_build_of_aces() -> None:
    ex = make_exercise("card_values", 1, "classic", 1)
    from casino_learn.exercises.kinds.card_values import value_explanation

    said = value_explanation(ex.rule_set, parse_card("AH"))
    assert "only another ace" not in said and "build of aces" in said


def test_lesson_02_exercises_never_show_a_build_even_after_new_exercise() -> None:
    widget = ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=2, builds=False, progress=None)
    for _ in range(30):
        assert widget.exercise.state is not None and not widget.exercise.state.table.builds
        widget.new()
    with_builds = [make_exercise("find_captures", seed, "classic", 2).state.table.builds for seed in range(1, 31)]
    assert any(with_builds)  # without the option, level 2 does show builds (lesson 03 on)


def test_play_with_a_selection_that_makes_no_move_says_why() -> None:
    board = MoveBuilder(cl.position("classic", hand="3H 10S", table="7D 2S 5C"))
    board.select("3H")
    board.select("2S")
    said = board.play().message
    assert "Choose what to do" not in said and "No move uses exactly these cards" in said
    assert "Capture:" in said and "Build:" in said and "Trail:" in said and "R7" in said


def test_adding_to_a_build_is_not_explained_as_a_raise() -> None:
    state = cl.position("classic", hand="3H 10S", table="7D 2S 5C", builds=[cl.Build.of("B1", 10, "6C+4D", owner=1)])
    move = MoveSelection(state, parse_card("3H"), frozenset([parse_card("2S"), "B1"]), "build").attempted()
    assert move is not None and move.value == 10  # adding keeps the value; nobody chose 15
    from casino_learn.rules.validation import check

    said = " ".join(str(v) for v in check(state, move))
    assert "Raising" not in said and "15" not in said and "7" in said


def test_a_bad_card_is_a_plain_message_without_a_traceback() -> None:
    shown = read_card("banana").html
    assert "banana" in shown and "Traceback" not in shown and "RULES.md" not in shown and "CardParseError" not in shown
    assert "10♦" in read_card("10D").html
    with language("es"):
        assert "banana" in read_card("banana").html and "RULES.md" not in read_card("banana").html


def test_lesson_01_types_a_card_in_a_box_so_the_lesson_itself_is_never_edited() -> None:
    """The second learner trial: lesson 01 invited an edit of its code ("banana"), and JupyterLab saved it
    into the course. The lesson now gives a box and a Show button; the code cell stays as it is."""
    from casino_learn.lesson import type_a_card

    box = type_a_card("10D")
    assert "10♦" in box.result.value
    box.text.value = "banana"
    assert "banana" in box.result.value and "Traceback" not in box.result.value
    box.text.value = "QS"
    box.show_button.click()
    assert "♠" in box.result.value
    source = (Path(__file__).resolve().parents[1] / "tools" / "notebook_sources" / "01_cards_and_values.py").read_text()
    assert "between the quotes" not in source and 'type_a_card("10D")' in source


def test_lesson_03_list_of_builds_does_not_promise_captures_for_later() -> None:
    from casino_learn.lesson import legal_moves

    page = str(legal_moves(cl.position("classic", hand="3D 3S 6C", table="AH 2C"), kinds=("build",)))
    words = re.sub(r"<style>.*?</style>|<[^>]+>", " ", page, flags=re.S)
    assert "later lesson" not in words and "captures" in words


def test_a_first_game_of_one_deal_ends_without_play_another_deal_and_charts_no_sweeps() -> None:
    """Issue 23, learner's 9: lesson 04's one-deal game said "No winner yet: play another deal", and
    its chart's legend had "Sweeps (1 each)" beside a sheet saying sweeps do not score."""
    from casino_learn.widgets.game_table import GameTable

    table = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    table.play_deal()
    sheet = table.score_sheet.value
    assert "play another deal" not in sheet and "This game was one deal" in sheet
    # Sweeps are taught in lesson 05: the first game's sheet says nothing of them (trial 4, C8) ...
    assert "Sweeps" not in sheet and "sweep" not in sheet
    # ... while a later Classic sheet still says they do not score.
    later = GameTable("classic", players=2, level="beginner", seed=11)
    later.play_deal()
    assert "Sweeps do not score in these rules" in later.score_sheet.value

    import matplotlib
    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    from casino_learn.display import plots

    figure, ax = plt.subplots()
    plots.score_breakdown(table.game.deal_score or table.game.match.deals[-1], ax=ax)
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    plt.close(figure)
    assert legend and not any("Sweeps" in t for t in legend)


def test_exercise_pictures_speak_of_the_stock_only_from_lesson_04() -> None:
    """Issue 23, trial 4 (C8): lesson 02's "Take as much as you can" pictures said "Stock: 41 cards
    left to deal"; the stock is taught in lesson 04, where the deal exercises need the line."""
    early = ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=1, progress=None)
    assert early.exercise.lesson == 2 and early.exercise.state is not None
    assert "Stock" not in early.picture.value and "left to deal" not in early.picture.value
    late = ExerciseWidget("spot_illegal", seed=3, variant="classic", difficulty=1, progress=None)
    assert late.exercise.lesson >= 4 and late.exercise.state is not None and "left to deal" in late.picture.value
    for seed in range(1, 8):  # trial 5: lesson 03's pictures said "Round 1 of 6 · Opponent deals"
        building = ExerciseWidget("which_builds", seed=seed, variant="classic", difficulty=2, progress=None)
        assert building.exercise.lesson == 3
        assert "Round " not in building.picture.value and " deals" not in building.picture.value


def test_the_answer_given_last_is_checked_typed_or_clicked() -> None:
    """Issue 23, learner's 6: typed text silently overrode a clicked choice letter."""
    widget = ExerciseWidget("spot_illegal", seed=34, variant="classic", difficulty=1, progress=None)
    bad = widget.exercise.bad
    widget.text.value = "A R1" if bad != 0 else "B R1"  # typed first, then a click changes the mind
    widget._choice_toggles[bad].value = True
    widget.rule_picker.value = widget.exercise.broken[0]
    assert widget.check().correct
    assert "ABCDE"[bad] in widget.checked_answer.value
    widget.text.value = "A R2" if bad != 0 else "B R2"  # typed after the click: the typing is checked
    assert not widget.check().correct


def test_table_items_to_click_are_buttons_only() -> None:
    widget = ExerciseWidget("find_captures", seed=5, variant="classic", difficulty=1, builds=False, progress=None)
    import ipywidgets as widgets

    items = widget.clickables.children[1:]
    assert items and all(isinstance(i, widgets.ToggleButton) for i in items)


def test_a_refused_move_in_a_stage_is_explained_once_and_the_title_once() -> None:
    from casino_learn.widgets.stage import stage

    shown = stage("making-a-build")
    assert not any("Stage 1" in getattr(part, "value", "") for part in shown.view.children)  # the lesson's heading says it
    task = shown.task
    result = task.play_move("5H build 7 4D")  # no 7 in hand: refused (R7)
    assert not result.ok
    said = task.builder.feedback.value + task.feedback.value
    # R7 is Stage 2's rule: its reason here, its number from Stage 2 on (trial 19)
    assert said.count("Not allowed") == 1 and "hold no 7" in said and "R7" not in said


#: The exercises lessons 00-05 embed (Classic), with their options: none may speak of Royal rules.
BEFORE_ROYAL = [("card_values", 1, {}), ("card_values", 3, {}), ("find_captures", 2, {"builds": False}),
                ("which_builds", 2, {}), ("raise_or_add", 2, {}), ("the_deal", 2, {}), ("may_trail", 2, {}),
                ("spot_illegal", 2, {}), ("sweeps_and_leftovers", 2, {}), ("score_deal", 2, {}),
                ("the_deal", 3, {"question": "no_capture"})]


@pytest.mark.parametrize(("kind", "level", "options"), BEFORE_ROYAL, ids=lambda v: str(v))
def test_classic_exercises_before_lesson_06_name_no_royal_rule(kind: str, level: int, options: dict) -> None:
    for seed in range(1, 7):
        ex = make_exercise(kind, seed, "classic", level, **options)
        text = " ".join([ex.prompt, *ex.hints, ex.solution(), *(ex.choices or ())])
        assert not re.search(r"\bRoyal\b|\bR1[234]\b", text), (kind, seed, text)


def test_the_royal_ace_raise_says_an_ace_adds_one_not_that_it_always_counts_one() -> None:
    """§1.3, R15: a lone ace in a build can be a group worth 14; only a raising ace adds 1 (§6.2)."""
    from casino_learn.course import STAGES

    rule = STAGES["royal-ace-raise"].rule
    assert "always counts" not in rule and "adds just" in rule and "14" in rule


def test_the_classic_which_builds_hint_allows_the_build_of_single_aces() -> None:
    """R15: the ace exercise's answer is a build of 1, so its hint must not say only 2-10."""
    classic = make_exercise("which_builds", 1, "classic", 2, focus="ace").hints[0]
    royal = make_exercise("which_builds", 1, "royal", 2).hints[0]
    assert "or 1 for a build made of single aces" in classic and "2-14" in royal and "single aces" not in royal


def test_card_value_and_deal_messages_cite_only_sections_the_rules_reference_has() -> None:
    """The learner can look up every § a card-value or deal message cites (the review's M11)."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    codes = {e.code for e in entries("royal")} | {e.code for e in entries("classic")}
    pot = Path(__file__).resolve().parent.parent / "casino_learn" / "locale" / "casino_learn.pot"
    with pot.open("rb") as handle:
        template = read_po(handle)
    checked = 0
    for message in template:
        files = {where for where, _ in message.locations}
        if not files & {"casino_learn/exercises/kinds/card_values.py", "casino_learn/exercises/kinds/the_deal.py"}:
            continue
        for text in message.id if isinstance(message.id, tuple) else (message.id,):
            for code in re.findall(r"§\d+(?:\.\d+)?", text):
                checked += 1
                assert code in codes, f"{code} is not in the rules reference: {text}"
    assert checked > 10


def test_typing_clears_the_clicks_and_a_click_clears_the_typing() -> None:
    """Issue 23 trial, C3: with the 4♥ chip pressed and "4D" typed, Check judged "4D" and the chip stayed pressed."""
    widget = ExerciseWidget("find_captures", seed=5, variant="classic", difficulty=1, builds=False, progress=None)
    first = next(iter(widget._items))
    widget.click(first.code)
    assert widget._items[first].button.value and widget._items[first].button.button_style == "info"
    widget.text.value = "KS"
    assert not widget._items[first].button.value and widget.clicked == []  # the chip is no longer shown pressed
    assert widget._items[first].button.button_style == ""
    widget.click(first.code)
    assert widget.text.value == "" and widget.clicked == [first]  # the click replaced the typed text
    widget.check()
    assert first.symbol in widget.checked_answer.value
    # the table picture is said to be only a picture, and the choice between clicking and typing is said
    assert "cannot be clicked" in widget.clickables.children[0].value
    assert "typing clears your clicks" in widget.either_note.value


def test_chosen_chips_stand_out_and_rule_buttons_show_the_whole_rule() -> None:
    """Issue 23 trial: chosen chips were barely darker; rule buttons were cut with "…"."""
    from casino_learn.texts.rulebook import rule_short
    from casino_learn.widgets.exercise import EXERCISE_CSS
    widget = ExerciseWidget("spot_illegal", seed=34, variant="classic", difficulty=1, progress=None)
    assert "casino-exercise" in widget.view._dom_classes and "--jp-brand-color1" in EXERCISE_CSS
    assert "mod-active" in EXERCISE_CSS and "white-space: normal" in EXERCISE_CSS
    r2 = next(b for b in widget.rule_buttons if b.description.startswith("R2:"))
    assert "…" not in r2.description and r2.description.endswith(rule_short("R2", widget.exercise.rule_set))
    assert "casino-rule-button" in r2._dom_classes
    widget.choose("B")
    assert widget._choice_toggles[1].icon == "check" and widget._choice_toggles[0].icon == ""


def test_the_score_form_and_the_typed_line_replace_each_other() -> None:
    widget = ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=2, progress=None)
    widget.text.value = "spades: You 7, Opponent 6"
    widget.fill("spades", [7, 6])
    assert widget.text.value == "" and widget._last_input == "click"
    widget.fill("most_cards", widget.form_controls["most_cards"].options[2][0])
    widget.text.value = "points: You 1"
    assert widget.form_controls["most_cards"].value is None and widget.form_controls["spades"][0].value == ""


def test_a_stage_rule_alone_takes_a_reading_width() -> None:
    """Trial 4 (K2): a reply stage's rule (no picture beside it) was squeezed to three words a line."""
    from casino_learn.course.catalog import STAGES
    from casino_learn.widgets.stage import StageWidget

    alone = next(s for s in STAGES.values() if s.example is None)
    beside = next(s for s in STAGES.values() if s.example is not None)
    assert "max-width:48em" in StageWidget(alone, progress=None).rule_box.value
    assert "max-width:26em" in StageWidget(beside, progress=None).rule_box.value


def test_lesson_00_counts_the_stages_of_lessons_02_and_03_as_they_are() -> None:
    """Trial 5: lesson 00 said lesson 03 has ten stages; lesson 03 has thirteen."""
    sources = Path(__file__).resolve().parent.parent / "tools" / "notebook_sources"
    words = {"five": 5, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14}
    start = (sources / "00_start_here.py").read_text(encoding="utf-8")
    for lesson, title in (("02_capturing", "02 Capturing"), ("03_building", "03 Building")):
        said = re.search(rf"\| {title} \| (\w+)(?: small)? stages: ([^|]*)\|", start)
        assert said is not None, title
        stages = (sources / f"{lesson}.py").read_text(encoding="utf-8").count('stage("')
        assert words[said.group(1)] == stages, (title, said.group(1), stages)


def test_typing_two_cards_in_the_card_box_says_one_at_a_time() -> None:
    """Trial 5: "KH, QS" in lesson 01's box was told "'KH, Q' is not a rank"."""
    from casino_learn.lesson.capturing import read_card

    said = re.sub("<[^>]+>", "", read_card("KH, QS").html)
    assert "more than one card" in said and "one card at a time" in said and "KH" in said and "not a rank" not in said
    assert "not a rank" in read_card("11H").html  # one card that cannot be read keeps its own reason


def test_a_made_up_position_shows_no_stock_count_and_my_progress_says_what_minutes_count(tmp_path: Path) -> None:
    """Trial 6: lesson 07's sweep exercise said "Stock: 43 cards left to deal" (a deal has 40, 32, 24 …), and
    My progress showed 13.7 minutes after 26 minutes of use without saying games and reading are not counted."""
    from casino_learn.display.render import _is_dealt
    from casino_learn.exercises import Progress, progress_report

    made_up = 0
    for seed in range(1, 9):
        widget = ExerciseWidget("sweeps_and_leftovers", seed=seed, variant="classic", difficulty=1, progress=None)
        dealt = _is_dealt(widget.exercise.state)
        made_up += not dealt
        assert ("left to deal" in widget.picture.value) == dealt  # a stock count only where a deal could have it
        assert dealt or "Last capture" in widget.picture.value
    assert made_up
    report = progress_report(Progress.load("Maya", home=tmp_path))
    assert "games and reading are not counted" in report.text and "games and reading are not counted" in report.html
