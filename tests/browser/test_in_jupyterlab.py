"""What a learner sees and does in a real JupyterLab (headless Chromium, Playwright).

Each scenario opens a course notebook, runs all cells, clicks like a person and checks what is
visible on the page; a screenshot of each is saved under test-output/browser/.
"""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

from casino_learn import Move
from casino_learn.exercises import make_exercise

from .conftest import screenshot
from .jupyterlab import open_notebook, run_all

TIMEOUT = 30_000


def exact(text: str) -> re.Pattern:
    return re.compile(rf"^\s*{re.escape(text)}\s*$")


def button(area: Locator, label: str) -> Locator:
    return area.locator("button").filter(has_text=exact(label)).first


def click(area: Locator, label: str) -> None:
    b = button(area, label)
    b.scroll_into_view_if_needed()
    b.click()


def coach_move(area: Locator) -> Move:
    """Press Coach and read the move it suggests (a legal move for the learner)."""
    click(area, "Coach: what would you play?")
    coach = area.locator(".casino-message").filter(has_text="Coach:").first
    expect(coach).to_be_visible(timeout=TIMEOUT)
    return Move.parse(coach.locator(".casino-coach").first.get_attribute("data-move"))  # words on screen, the move as data


def notebook_area(page: Page, lab, path: str, marker: str) -> Locator:
    """Open a notebook, run all cells and return the output that contains ``marker``."""
    open_notebook(page, lab.url, path)
    run_all(page)
    area = page.locator(".jp-OutputArea-output").filter(has_text=marker).first
    area.scroll_into_view_if_needed()
    return area


def type_into(page: Page, box: Locator, text: str) -> None:
    """Type an answer and pause as a person does before pressing a button (the text reaches the
    kernel before the click)."""
    box.fill(text)
    box.blur()
    page.wait_for_timeout(300)


def whose_turn(page: Page, area: Locator, seconds: float = 20) -> str:
    """Wait until the table settles: "me", "computer" or "over" (the score sheet is shown)."""
    for _ in range(int(seconds * 10)):
        if area.locator("text=Most cards").count():
            return "over"
        if button(area, "Coach: what would you play?").is_enabled():
            return "me"
        if button(area, "Play on to my turn ▶▶").is_enabled():
            return "computer"
        page.wait_for_timeout(100)
    raise AssertionError("the game table did not settle")


def make_move(area: Locator, move: Move, play: bool = True) -> None:
    """The clicks a learner makes for ``move`` in a move builder (all but "Play" if not ``play``)."""
    click(area, move.card.symbol)
    for card in sorted(move.loose):
        click(area, card.symbol)
    for build in sorted(move.builds):
        area.locator("button").filter(has_text=re.compile(rf"^\s*{build}:")).first.click()
    click(area, move.kind.title())
    if move.kind == "build":
        picker = area.locator(".widget-dropdown").filter(has_text="Value:").locator("select").first
        expect(picker).to_be_visible(timeout=TIMEOUT)
        picker.select_option(label=str(move.value))
    if play:
        click(area, "Play")


def test_first_wrong_answer_gives_nothing_away_then_hint_then_solution(page: Page, lab) -> None:
    """Lesson 00 (issue 11): a first wrong answer shows no solution; a hint narrows it; the
    solution appears only when asked for; then the right answer is accepted."""
    area = notebook_area(page, lab, "notebooks/00_start_here.ipynb", "Exercise: What does this card capture?")
    exercise = make_exercise("card_values", seed=1, variant="classic", difficulty=1)  # same seed as the notebook
    card, answer = exercise.cards[0], exercise.answer
    wrong_answer = "13" if answer != "13" else "12"
    box = area.locator("input[type='text']").first
    type_into(page, box, wrong_answer)
    click(area, "Check")
    feedback = area.locator(".casino-learn-result").first
    expect(feedback).to_contain_text("Not quite", timeout=TIMEOUT)
    said = feedback.inner_text().replace(card.symbol, "")
    assert not re.search(rf"(?<!\w){re.escape(answer)}(?!\w)", said), f"the first wrong answer gave the answer away: {said!r}"
    expect(area).not_to_contain_text("Solution")
    click(area, "Hint")
    expect(area).to_contain_text("Hints", timeout=TIMEOUT)
    expect(area).not_to_contain_text("Solution")
    click(area, "Show solution")
    expect(area).to_contain_text("Solution", timeout=TIMEOUT)
    expect(area).to_contain_text(f"Answer: {answer}", timeout=TIMEOUT)
    type_into(page, box, answer)
    click(area, "Check")
    expect(area.locator(".casino-learn-result").first).to_contain_text("Correct!", timeout=TIMEOUT)
    screenshot(page, "exercise-wrong-hint-solution-right")
    assert not page.errors  # type: ignore[attr-defined]


def test_a_later_wrong_answer_replaces_correct_in_lesson_01(page: Page, lab) -> None:
    """Lesson 01, Classic Q♠ (issue 11): 'none' is right; then 'K' must not leave 'Correct!'
    standing: the feedback changes to a specific wrong-answer message about the king."""
    area = notebook_area(page, lab, "notebooks/01_cards_and_values.ipynb", "Exercise: What does this card capture?")
    exercise = make_exercise("card_values", seed=5, variant="classic", difficulty=2)  # the lesson's first exercise
    assert exercise.cards[0].symbol == "Q♠", exercise.cards
    box = area.locator("input[type='text']").first
    type_into(page, box, "none")
    click(area, "Check")
    feedback = area.locator(".casino-learn-result").first
    expect(feedback).to_contain_text("Correct!", timeout=TIMEOUT)
    type_into(page, box, "K")
    click(area, "Check")
    expect(feedback).not_to_contain_text("Correct!", timeout=TIMEOUT)
    expect(feedback).to_contain_text("Not quite", timeout=TIMEOUT)
    expect(area).to_contain_text("Your answer (try 2): K", timeout=TIMEOUT)
    text = feedback.inner_text()
    assert re.search(r"king|K\b", text, re.I), text
    screenshot(page, "lesson01-none-then-K")
    assert not page.errors  # type: ignore[attr-defined]


def test_play_a_whole_deal_against_the_beginner(page: Page, lab) -> None:
    area = notebook_area(page, lab, "notebooks/07_play_a_full_game.ipynb", "Match score")
    area.locator("select").nth(2).select_option(label="Beginner")
    click(area, "New game")
    expect(area).to_contain_text("deal 1", timeout=TIMEOUT)
    for _ in range(80):
        state = whose_turn(page, area)
        if state == "over":
            break
        if state == "computer":
            click(area, "Play on to my turn ▶▶")
            expect(button(area, "Play on to my turn ▶▶")).to_be_disabled(timeout=TIMEOUT)
            continue
        make_move(area, coach_move(area))
        expect(area.locator(".casino-feedback").first).to_contain_text("✔", timeout=TIMEOUT)
        expect(button(area, "Coach: what would you play?")).to_be_disabled(timeout=TIMEOUT)
    expect(area).to_contain_text("Most cards", timeout=TIMEOUT)
    expect(area).to_contain_text("The deal is over", timeout=TIMEOUT)
    area.locator("img").first.scroll_into_view_if_needed()
    screenshot(page, "whole-deal-score-sheet")
    assert not page.errors  # type: ignore[attr-defined]


def test_capture_and_an_illegal_move_in_lesson_02(page: Page, lab) -> None:
    area = notebook_area(page, lab, "notebooks/02_capturing.ipynb", "click the cards or builds your card will use")
    table_before = area.inner_text()
    # An illegal capture first: the 3 is no set worth 8 (R2); the selection is kept.
    for label in ("8♥", "8♦", "3♠", "Capture"):
        click(area, label)
    click(area, "Play")
    refusal = area.locator(".casino-feedback").first
    expect(refusal).to_contain_text("Not allowed", timeout=TIMEOUT)
    expect(area).to_contain_text("(R2)", timeout=TIMEOUT)
    expect(button(area, "8♥")).to_have_class(re.compile("mod-active"))
    screenshot(page, "lesson02-illegal-move-refused")
    # Fix it: take the 8 and 6 + 2 instead.
    click(area, "3♠")
    for label in ("6♥", "2♦"):
        click(area, label)
    click(area, "Play")
    expect(area.locator(".casino-feedback").first).to_contain_text("captured", timeout=TIMEOUT)
    expect(area.locator(".casino-feedback").first).to_contain_text("✔")
    expect(button(area, "8♦")).to_have_count(0, timeout=TIMEOUT)  # gone from the table
    assert area.inner_text() != table_before
    screenshot(page, "lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def test_saving_a_course_notebook_keeps_the_tracked_file_clean(page: Page, lab) -> None:
    """Issue 12: opening, running and saving a lesson never changes the tracked notebook."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "notebooks" / "01_cards_and_values.ipynb"
    before = path.read_bytes()
    try:
        notebook_area(page, lab, "notebooks/01_cards_and_values.ipynb", "Exercise: What does this card capture?")
        page.locator(".jp-Notebook").first.click()
        page.keyboard.press("Control+s")
        expect(page.locator(".jp-mod-dirty")).to_have_count(0, timeout=TIMEOUT)  # saved
        page.wait_for_timeout(500)
        import json

        saved = json.loads(path.read_text(encoding="utf-8"))
        assert all(not c.get("outputs") for c in saved["cells"] if c["cell_type"] == "code"), "outputs were saved"
        assert "widgets" not in saved.get("metadata", {})
    finally:
        path.write_bytes(before)  # whatever happened, leave the tracked file as it was
