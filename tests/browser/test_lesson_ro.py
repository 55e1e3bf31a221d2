"""The kit in Romanian in a real JupyterLab (issue 25): JupyterLab's own menus in Romanian (its
official ro-RO language pack), the Romanian lesson 02 where a learner is refused an illegal capture with
the rule named and then plays a legal one, and lesson 00's exercise answered in Romanian words.

The expected words come from the Romanian catalog (``cl.language("ro")``), so the test checks that the
page shows the catalog's sentences, whatever their wording."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

import casino_learn as cl
from casino_learn.i18n import _
from casino_learn.widgets.move_builder import TABLE_HEADING

from .conftest import screenshot
from .jupyterlab import IDLE, KERNEL_READY
from .servers import Server, start_lab
from .test_in_jupyterlab import TIMEOUT, action, card, click, type_into


def ro(message: str, **params: object) -> str:
    with cl.language("ro"):
        return _(message, **params)


@pytest.fixture(scope="module")
def lab_ro(browser: object) -> Iterator[Server]:
    server = start_lab(locale="ro_RO")
    yield server
    server.stop()


#: "Run All Cells" in JupyterLab's Romanian language pack (and in English, should the pack leave it).
RUN_ALL = re.compile(r"^(Execută Toate Celulele|Run All Cells)$")


def open_and_run(page: Page, lab: Server, path: str) -> None:
    """Open a lesson and run every cell from the menus: Run → Execută Toate Celulele."""
    page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)
    page.locator("#jp-MainMenu").get_by_text(re.compile(r"^(Run|Rulează|Rulare|Execută|Execuție)$")).click()
    page.locator(".lm-Menu-content").get_by_text(RUN_ALL).first.click()
    page.wait_for_timeout(500)
    page.locator(IDLE).wait_for(timeout=120_000)
    expect(page.locator(".jp-InputArea-prompt").filter(has_text="[*]")).to_have_count(0, timeout=120_000)


def test_a_capture_refused_then_played_in_romanian(page: Page, lab_ro: Server) -> None:
    """Lesson 02 in Romanian, first task: 8♥ with 8♦ and 5♠ is refused, the reason in Romanian naming
    R2; then 8♥ takes 8♦ and the task is solved, all said in Romanian."""
    open_and_run(page, lab_ro, "notebooks/ro/02_capturing.ipynb")
    page.locator("#jp-MainMenu").get_by_text(re.compile(r"^(Run|Rulează|Rulare|Execută|Execuție)$")).click()
    expect(page.locator(".lm-Menu-content").get_by_text("Execută Toate Celulele").first).to_be_visible()  # the ro-RO pack
    page.keyboard.press("Escape")
    area = page.locator(".jp-OutputArea-output").filter(has_text=ro(TABLE_HEADING)).first
    area.scroll_into_view_if_needed()
    expect(area).to_contain_text(ro("Take the {card} from the table.", card="8♦"))
    for item in ("8H", "8D", "5S"):
        card(area, item).click()
    expect(card(area, "5S")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    expect(card(area, "8H")).to_have_attribute("aria-label", re.compile("8 de cupă"))  # the card named in Romanian
    capture = action(area, ro("Capture"))
    expect(capture).to_have_attribute("aria-disabled", "true", timeout=TIMEOUT)
    capture.click(force=True)  # a greyed action still says why not
    feedback = area.locator(".casino-feedback").first
    expect(feedback).to_contain_text("(R2)", timeout=TIMEOUT)
    said = feedback.inner_text()
    assert "5♠" in said and re.search(r"\b(nu|niciun|exact)\b", said), said
    assert not re.search(r"\b(the|cannot|not part of)\b", said), f"English left in the refusal: {said!r}"
    screenshot(page, "ro-lesson02-illegal-capture-explained")
    card(area, "5S").click()
    capture.click()
    expect(capture).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    click(area, ro("Play"))
    expect(feedback).to_contain_text("Ai capturat 8♦ cu 8♥", timeout=TIMEOUT)
    expect(area).to_contain_text(ro("Solved!"), timeout=TIMEOUT)
    screenshot(page, "ro-lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def test_an_exercise_answered_in_romanian_words(page: Page, lab_ro: Server) -> None:
    """Lesson 00 in Romanian: the card-value exercise (4♠, seed 1) answered "treisprezece" is refused
    without giving the answer away; "patru", typed in Romanian, is right."""
    open_and_run(page, lab_ro, "notebooks/ro/00_start_here.ipynb")
    title = ro("Exercise: {title}", title=ro("What does this card capture?"))
    area = page.locator(".jp-OutputArea-output").filter(has_text=title).first
    area.scroll_into_view_if_needed()
    box = area.locator("input[type='text']").first
    type_into(page, box, "treisprezece")
    click(area, ro("Check"))
    result = area.locator(".casino-learn-result").first
    expect(result).to_contain_text(ro("Not quite.").rstrip("."), timeout=TIMEOUT)
    assert not re.search(r"(?<![♠\w])4(?!\w)", result.inner_text().replace("4♠", "")), result.inner_text()
    type_into(page, box, "patru")
    click(area, ro("Check"))
    expect(result).to_contain_text(ro("Correct!"), timeout=TIMEOUT)
    screenshot(page, "ro-lesson00-exercise-in-romanian")
    assert not page.errors  # type: ignore[attr-defined]
