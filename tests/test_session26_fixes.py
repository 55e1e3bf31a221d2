"""Trial 29's small points (lesson 03, 04 and 08), each checked where the learner meets it."""

from __future__ import annotations

import json
from pathlib import Path

import casino_learn as cl
from casino_learn.course.catalog import get_stage
from casino_learn.play.selection import MoveSelection
from casino_learn.texts.describe import describe_move
from casino_learn.widgets.move_builder import MoveBuilder

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def test_a_raise_with_a_table_card_starts_from_the_cards_chosen() -> None:
    """Trial 29 (lesson 03, raise-then-answer task 1): B1 (6) + 3♣ + 2♠ was told "to raise B1 to 8, play 2♠ on it",
    read as a value guessed from the task; it now says what was chosen and what the played card alone makes."""
    task = get_stage("raise-then-answer").tasks[0]
    said = MoveSelection(task.position).toggle("2S").toggle("B1").toggle("3C").why_not("build")
    assert said.startswith("3♣ cannot join B1: only the card you play changes a build's value. "
                           "2♠ raises B1 from 6 to 8; table cards could join it only as a group worth exactly 8 (R11)."), said
    assert said.endswith("To raise it, unselect 3♣ and play 2♠ alone.")


def test_a_build_on_the_clickable_table_is_named_once() -> None:
    """Trial 29: "B1: build of 9 / owner: You" on the picture and "B1: 9" under it."""
    board = MoveBuilder(cl.position("classic", hand="2D 6S 8C", table="5C",
                                    builds=[cl.Build.of("B1", 6, "4H+2C", owner=1)]))
    build = next(item for item in board.card_table.items if item["kind"] == "build")
    card = next(item for item in board.card_table.items if item["id"] == "5C")
    assert build["caption"] == "" and "B1: build of 6" in build["svg"] and build["label"].startswith("B1: build of 6")
    assert card["caption"] == "5♣"
    script = (Path(cl.__file__).parent / "widgets" / "assets" / "card_table.js").read_text(encoding="utf-8")
    assert 'if (item.caption !== "")' in script


def _headings(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [line for cell in cells if cell["cell_type"] == "markdown"
            for line in "".join(cell["source"]).splitlines() if line.startswith("## ")]


def test_lesson_three_opens_with_stage_one_in_every_language() -> None:
    """Trial 29: lesson 03's first stage was headed "Your first build" while My progress lists "Stage 1: Making a
    build"; the heading now opens the section with the first table, once."""
    for folder in ["", "es", "pt", "ro", "hr", "ko", "ms"]:
        headings = _headings(NOTEBOOKS / folder / "03_building.ipynb")
        assert len(headings) == len(set(headings)), folder
        assert headings[0].startswith("## ") and ("1" in headings[0]), (folder, headings[0])
        assert headings[1].count("2") >= 1, (folder, headings[1])
    assert _headings(NOTEBOOKS / "03_building.ipynb")[:2] == ["## Stage 1: Making a build",
                                                                 "## Stage 2: Keep a card to capture it"]


def test_two_moves_ahead_counts_table_cards_in_every_sentence() -> None:
    """Trial 29: "it takes one card" (the played card not counted) beside best_move's "wins 3 cards for you (your 6♥
    included)": the stage says table cards everywhere."""
    stage = get_stage("two-moves-ahead")
    task = stage.tasks[0]
    assert "take as many table cards" in task.goal.instruction
    assert all("table cards" in t.success for t in stage.tasks)
    said = task.goal.why_not(task.position, cl.Move.parse("6C capture 6H"))
    assert "one table card" in said and "four table cards" in said, said
    reply = get_stage("raise-then-answer").tasks[1]
    assert "three table cards, your 2♥ back among them and their 3♣ with it" in reply.success
    # Why the opponent surely holds a 9: they raised to 9 (R7), said with the rule's name.
    assert "(the keep-a-capturer rule, R7)" in reply.replies[0].said


def test_a_build_renamed_by_a_raise_says_why() -> None:
    """Trial 29: "That build is now called B2." with nothing saying why a raise renames a build."""
    state = cl.position("classic", hand="2S 8D", table="3C", builds=[cl.Build.of("B1", 6, "4C+2H", owner=1)])
    said = describe_move(state, "2S build 8 B1", new_name=True)
    assert said.endswith("That build is now called B2: a build that is raised gets a new name.")


def test_section_and_rule_codes_carry_their_names() -> None:
    """Trial 29: "(§9)" after lesson 04's one-deal game and "(R8)" in best_move's feedback, without the name."""
    from casino_learn.texts.leftovers import LEFTOVERS_TAKEN, LEFTOVERS_TAKEN_BY_YOU

    assert LEFTOVERS_TAKEN.endswith("went to {taker} (§9).")
    assert LEFTOVERS_TAKEN_BY_YOU.endswith("went to you (§9).")
    source = (Path(cl.__file__).parent / "exercises" / "evaluation.py").read_text(encoding="utf-8")
    assert "(R8)" not in source and source.count("(the owner-keeps-a-capturer rule, R8)") == 6


def test_lesson_zero_s_name_examples_need_no_chinese_font() -> None:
    """Trial 29: "王伟" showed as an empty box in a browser without a CJK font."""
    for folder in ["", "es", "pt", "ro", "hr", "ko", "ms"]:
        text = (NOTEBOOKS / folder / "00_start_here.ipynb").read_text(encoding="utf-8")
        assert "王" not in text and "Zoë" in text, folder


def test_lesson_five_s_classic_cell_does_not_say_royal() -> None:
    """Trial 28: `ExerciseWidget("royal_count_out", …, variant="classic")` in a Classic lesson. The cell says
    "who_wins"; the exercise, progress and worksheets keep the kind's own name."""
    from casino_learn.exercises import make_exercise
    from casino_learn.widgets.exercise import ExerciseWidget

    text = (NOTEBOOKS / "05_scoring_and_sweeps.ipynb").read_text(encoding="utf-8")
    assert "royal_count_out" not in text and 'ExerciseWidget(\\"who_wins\\"' in text
    widget = ExerciseWidget("who_wins", seed=3, variant="classic", difficulty=2, progress=None)
    assert widget.kind == widget.exercise.kind == "royal_count_out"
    assert make_exercise("who_wins", 3, "classic", 2).to_dict() == make_exercise("royal_count_out", 3, "classic", 2).to_dict()


def test_a_face_card_refusal_names_the_cards_one_by_one() -> None:
    """Review 23 (M1): "J♦+Q♣ cannot be taken with K♥ (R5)", "10♣+J♣", "7♥+7♣" (a 14 nobody chose), and the headline
    "you may not capture Q♣+J♣ with 7♠": a face card is never part of a sum, and the cards were listed."""
    from casino_learn.exercises import make_exercise
    from casino_learn.lesson import verdict

    said = str(verdict(cl.position("classic", hand="KH 5S", table="KD QC JD"), "KH capture QC JD"))
    assert "so K♥ cannot take J♦ and Q♣ (R5)" in said and "+" not in said, said
    said = str(verdict(cl.position("classic", hand="7S 5S", table="QC JC AD"), "7S capture QC JC"))
    assert "you may not capture J♣ and Q♣ with 7♠" in said and "+" not in said, said
    for seed in (38, 44, 49, 57):
        explanation = make_exercise("spot_illegal", seed, "classic", 1).explanation()
        faces = [line for line in explanation.splitlines() if "captures only another" in line]
        assert faces and all("+" not in line for line in faces), (seed, faces)
    said = str(verdict(cl.position("classic", hand="KH 5S", table="KD 4D 6C"), "KH capture 4D 6C"))
    assert "so K♥ cannot take 4♦ and 6♣ (R5)" in said, said


def test_the_coach_says_certain_only_when_it_is() -> None:
    """Review 23 (M2): the last round with two players, every unseen card in the opponent's hand, was "almost
    certain"; 0.25-0.28 was "about 1 in 3"; each card's worth was "its share of the 3 points for cards"."""
    from casino_learn.exercises.evaluation import chance_words

    assert chance_words(1.0) == "certain" and chance_words(0.97) == "almost certain"
    assert chance_words(0.26) == "unlikely (about 1 in 4)" and chance_words(0.3) == "quite possible (about 1 in 3)"
    # every chance said "about 1 in 3" is called "quite possible" (review 25: 0.2857-0.29 was "unlikely (about 1 in 3)")
    assert all("1 in 3" not in chance_words(p / 1000) or chance_words(p / 1000).startswith("quite possible")
               for p in range(200, 400))
    source = (Path(cl.__file__).parent / "exercises" / "evaluation.py").read_text(encoding="utf-8")
    assert "its share of" not in source and "a guess at how much it helps towards the 3 points for most cards" in source


def test_pictures_of_moves_in_stages_say_they_cannot_be_clicked() -> None:
    """Trial 30: the stage's example and "What the opponent did" pictures, gold-edged, looked clickable."""
    from casino_learn.widgets.stage import StageWidget, TaskWidget

    widget = StageWidget("making-a-build", progress=None)
    assert widget.example_html and "This picture cannot be clicked." in widget.example_html
    task = TaskWidget(get_stage("raise-then-answer").tasks[1], key="t:1", progress=None,
                      taught=("capture", "build", "raise", "add", "trail"))
    assert task.play_move("2H build 6 4C").ok
    assert "This picture cannot be clicked." in task.reply_box.value


def test_the_coach_s_details_carry_no_move_notation() -> None:
    """Trial 30: "✔ A [6H capture B1] … (wins +0.55, next player's expected reply -0.05)"."""
    import re

    from casino_learn.exercises import make_exercise

    for seed in (2, 5, 11):
        explanation = make_exercise("best_move", seed, "classic", 2).explanation()
        details = explanation.split("Details")[-1]
        assert "[" not in details and "expected reply" not in details and "take back" not in details, details
        assert not re.search(r"\b[0-9AJQK]{1,2}[SHDC] (capture|build|trail)\b", details), details


def test_a_score_sheet_lists_each_pile_suit_by_suit() -> None:
    """Trial 30: the spades had to be counted in 31 cards sorted by rank."""
    from casino_learn.exercises import make_exercise

    prompt = make_exercise("score_deal", 1, "classic", 2).prompt
    line = next(line for line in prompt.splitlines() if line.startswith("You took"))
    groups = line.split(": ", 1)[1].split(" · ")
    assert len(groups) == 4 and all(card.endswith("♠") for card in groups[0].split())
    assert all(card.endswith("♣") for card in groups[3].split())


def test_lesson_eight_says_how_the_best_move_counts_cards() -> None:
    """Trial 30 (and 29): the stages count table cards, best_move the cards for your pile, the played card included."""
    for folder in ["", "es", "pt", "ro", "hr", "ko", "ms"]:
        text = (NOTEBOOKS / folder / "08_strategy_lab.ipynb").read_text(encoding="utf-8")
        assert "**" in text and text.count("**") >= 2, folder
    text = (NOTEBOOKS / "08_strategy_lab.ipynb").read_text(encoding="utf-8")
    assert "**the card you play included**" in text and "the stages above counted the table cards you take" in text
    assert "pile" not in text.split("Check yourself")[1].split("%%")[0]


def test_the_build_then_take_stage_does_not_open_with_stage_one_s_task() -> None:
    """Trials 5 and 30: 5♥ 9♣ K♠ / 4♦ 7♠ 10♣ (build 9) and 6♥ 9♣ K♠ / 3♦ 7♠ 10♣ (build 9) read as the same task."""
    first = get_stage("making-a-build").tasks[0].position
    reply = get_stage("build-then-take").tasks[0].position
    shared = {c.code for c in first.hands[0] + first.table.loose} & {c.code for c in reply.hands[0] + reply.table.loose}
    assert len(shared) <= 1, shared


def test_a_refused_split_names_the_table_cards_one_by_one() -> None:
    """Review 24: "With 3♥, 3♣+6♣ cannot all be split into groups worth 9 each …" (3♣+6♣ is 9)."""
    from casino_learn.lesson import verdict

    state = cl.position("classic", hand="3H 9S 9D", table="3C 6C KD", builds=[cl.Build.of("B1", 9, "5H+4S", owner=1)])
    said = MoveSelection(state).toggle("3H").toggle("3C").toggle("6C").toggle("B1").why_not("build")
    assert said.startswith("Your 3♥ with 3♣ and 6♣ cannot all be split into groups worth 9 each"), said
    said = str(verdict(state, "3H build 9 3C 6C B1"))
    assert "3♣+6♣" not in said, said


def test_small_wordings_of_trial_31() -> None:
    """Trial 31: "4♠: 3 is not what it captures.", "naming any of them" for two rules, "big casino (10♦)"."""
    from casino_learn.exercises import make_exercise

    ex = make_exercise("card_values", 1, "classic", 1)
    said = str(ex.check("99"))
    assert "is not what it captures" not in said and "is not worth 99" in said, said
    prompt = make_exercise("score_deal", 1, "classic", 2).prompt
    assert "Big Casino (10♦)" in prompt and "big casino" not in prompt and "most cards" in prompt
    for seed in range(1, 60):
        ex = make_exercise("spot_illegal", seed, "classic", 2)
        if len(ex.data["rules"]) == 2:
            assert "naming either of them is right" in ex.explanation()
            break
    else:
        raise AssertionError("no move breaking two rules in seeds 1-59")


def test_the_rule_buttons_say_which_rules_are_not_listed() -> None:
    """Trial 31: lesson 00 said "fifteen rules … R1 to R15" and the Classic buttons went R1-R11, R15."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("spot_illegal", seed=3, variant="classic", difficulty=1, progress=None)
    said = " ".join(child.value for child in widget.rule_box.children if isinstance(child.value, str))
    assert "R12, R13 and R14 are not rules of Classic Casino, so they are not listed here." in said
    widget = ExerciseWidget("spot_illegal", seed=3, variant="royal", difficulty=1, progress=None)
    said = " ".join(child.value for child in widget.rule_box.children if isinstance(child.value, str))
    assert "R5 is not a rule of Royal Casino, so it is not listed here." in said


def test_a_solution_after_a_right_answer_does_not_repeat_its_feedback() -> None:
    """Trial 31: after "Correct! … It wins 3 cards for you …", Show solution said the same sentences again."""
    from casino_learn.exercises import make_exercise
    from casino_learn.widgets.exercise import ExerciseWidget

    assert "It wins 3 cards for you" in make_exercise("best_move", 5, "classic", 2).show_solution()
    widget = ExerciseWidget("best_move", seed=5, variant="classic", difficulty=2, progress=None)
    widget.answer(widget.exercise.accepted_answers()[0])
    assert "It wins 3 cards for you" in widget.feedback.value
    shown = widget.show_solution()
    assert "It wins 3 cards for you" not in shown and "It takes Opponent's build of 6 before they can." in shown
    assert "It wins 3 cards for you" not in widget.solution_box.value and "B (trail 2♦): it wins less now" in shown


def test_a_rule_switched_off_by_a_house_rule_is_not_called_another_game_s() -> None:
    """Review 26: may_trail at level 3 (owners may trail) said "R9, R12, R13 and R14 are not rules of Classic Casino"."""
    from casino_learn.widgets.exercise import ExerciseWidget

    widget = ExerciseWidget("may_trail", seed=5, variant="classic", difficulty=3, progress=None)
    assert widget.exercise.rule_set.owner_may_trail
    said = " ".join(child.value for child in widget.rule_box.children if isinstance(child.value, str))
    assert "R12, R13 and R14 are not rules of Classic Casino, so they are not listed here." in said
    assert "R9 is switched off here by a house rule, so it is not listed." in said and "R9, R12" not in said


def test_a_close_answer_s_solution_keeps_the_line_that_names_the_best_move() -> None:
    """Review 26: after a close (accepted, not best) answer the solution jumped from "Answer: …" to "It takes …"."""
    import re

    from casino_learn.exercises import make_exercise
    from casino_learn.widgets.exercise import ExerciseWidget

    best = re.search(r"^([A-J]) is the best move", make_exercise("best_move", 1, "classic", 1).explanation(), re.M)
    assert best is not None
    widget = ExerciseWidget("best_move", seed=1, variant="classic", difficulty=1, progress=None)
    close = [a for a in widget.exercise.accepted_answers() if a != best.group(1)]
    assert close, "seed 1 (review 26's case) has a close answer"
    widget.answer(close[0])
    assert f"{best.group(1)} is the best move" in widget.feedback.value
    lines = widget.show_solution().splitlines()
    assert lines[1].startswith(f"{best.group(1)} is the best move"), lines[:3]


def test_about_one_in_three_starts_at_two_sevenths() -> None:
    """Review 26: 0.28-0.2857 is nearer 1 in 4."""
    from casino_learn.exercises.evaluation import chance_words

    assert chance_words(0.284) == "unlikely (about 1 in 4)" and chance_words(0.286) == "quite possible (about 1 in 3)"


def test_trial_32_s_points() -> None:
    """Trial 32: "Play on to my turn ▶▶" greyed beside Play on the learner's turn did nothing when pressed; best_move's
    solution said "Answer: A (capture …)" and then "A is the best move: capture …"; "Good." praised the raise that
    the opponent then captured."""
    from casino_learn.exercises import make_exercise
    from casino_learn.widgets import GameTable
    from casino_learn.widgets.stage import TaskWidget

    table = GameTable("classic", players=2, level="beginner", seed=3, save_as=None, one_deal=True)
    if not table.my_turn:
        table.play_until_my_turn()
    assert table.my_turn and table.until_button.layout.display == "none"
    table.play_move(table.state.legal_moves.with_card(table.state.hands[table.human][0])[0])
    assert not table.my_turn and table.until_button.layout.display is None
    solution = make_exercise("best_move", 5, "classic", 2).solution()
    assert solution.startswith("A is the best move: capture Opponent's build of 6 with 6♥.") and "Answer:" not in solution
    task = TaskWidget(get_stage("raise-then-answer").tasks[2], key="t:3", progress=None,
                      taught=("capture", "build", "raise", "add", "trail"))
    assert task.play_move(task.goal.solutions(task.builder.state)[0]).ok
    assert "Good." not in task.feedback.value and "That is the move this step asks for." in task.feedback.value


def test_a_miss_goes_when_new_cards_are_chosen() -> None:
    """Trial 32 (lesson 08, two-moves-ahead): "✘ That move is allowed, but … taken back" stayed under "Build chosen"."""
    from casino_learn.widgets.stage import TaskWidget

    task = TaskWidget(get_stage("two-moves-ahead").tasks[0], key="t:1", progress=None,
                      taught=("capture", "build", "raise", "add", "trail"))
    assert task.play_move("6C capture 6H").ok
    assert "✘" in task.feedback.value and "taken back" in task.feedback.value  # the miss is said
    task.builder.select(task.builder.state.hands[0][0])
    assert task.feedback.value == ""  # gone with the new choice: it was about the move taken back
    assert task.play_move("2H build 9 7D").ok and task.step == 1
    assert task.play_move("6C capture 6H").ok  # allowed, but not the most: a miss
    assert "✘" in task.feedback.value
    task.builder.select(task.builder.state.hands[0][0])
    assert "✘" not in task.feedback.value and "<b>Your goal</b><br>" in task.feedback.value


def test_may_trail_s_format_names_a_rule_of_the_game_asked_about() -> None:
    """Trying a wrong input at may_trail level 3 (owners may trail): "e.g. 'no R9'" under a note saying R9 is switched
    off here; and (trial 35) the example is never the answer: "e.g. 'no R8'" was the answer of the exercise it was in."""
    from casino_learn.exercises import make_exercise

    house = make_exercise("may_trail", 5, "classic", 3)
    example = "e.g. 'no R1' if R1 forbade it"
    assert house.rule_set.owner_may_trail and house.answer_format.endswith(example)
    result = house.check("banana")
    assert not result.counted and example in str(result)
    for seed in range(1, 30):
        for level in (1, 2, 3):
            assert "R1" not in make_exercise("may_trail", seed, "classic", level).answer, (seed, level)
