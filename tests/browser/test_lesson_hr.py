"""The kit in Croatian in a real JupyterLab (issue 25): a Croatian lesson where a learner is refused an
illegal capture with the rule named, plays a legal one, and answers an exercise typed in Croatian words.

JupyterLab has no official Croatian language pack, so its own menus stay English (``language.json``
names ``en_US``); everything the kit says is Croatian. The expected words come from the Croatian catalog
(``cl.language("hr")``), so the test checks that the page shows the catalog's sentences."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

import casino_learn as cl
from casino_learn.i18n import _, language_info
from casino_learn.widgets.move_builder import TABLE_HEADING

from .conftest import screenshot
from .jupyterlab import IDLE, KERNEL_READY
from .servers import Server, start_lab
from .test_in_jupyterlab import TIMEOUT, action, card, click, type_into


def hr(message: str, **params: object) -> str:
    with cl.language("hr"):
        return _(message, **params)


@pytest.fixture(scope="module")
def lab_hr(browser: object) -> Iterator[Server]:
    server = start_lab(locale=language_info("hr")["jupyterlab_locale"])  # no Croatian pack: JupyterLab's own
    yield server
    server.stop()


def open_and_run(page: Page, lab: Server, path: str) -> None:
    """Open a lesson and run every cell: Run → Run All Cells (JupyterLab's menus stay English)."""
    page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)
    page.locator("#jp-MainMenu").get_by_text(re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-content").get_by_text(re.compile(r"^Run All Cells$")).first.click()
    page.wait_for_timeout(500)
    page.locator(IDLE).wait_for(timeout=120_000)
    expect(page.locator(".jp-InputArea-prompt").filter(has_text="[*]")).to_have_count(0, timeout=120_000)


def test_a_capture_refused_then_played_in_croatian(page: Page, lab_hr: Server) -> None:
    """Lesson 02 in Croatian, first task: 8♥ with 8♦ and 5♠ is refused, the reason in Croatian
    naming R2; then 8♥ takes 8♦ and the task is solved, all said in Croatian."""
    open_and_run(page, lab_hr, "notebooks/hr/02_capturing.ipynb")
    area = page.locator(".jp-OutputArea-output").filter(has_text=hr(TABLE_HEADING)).first
    area.scroll_into_view_if_needed()
    expect(area).to_contain_text(hr("Take the {card} from the table.", card="8♦"))
    for item in ("8H", "8D", "5S"):
        card(area, item).click()
    expect(card(area, "5S")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    expect(card(area, "8H")).to_have_attribute("aria-label", re.compile("herc 8"))  # the card named in Croatian
    capture = action(area, hr("Capture"))
    expect(capture).to_have_attribute("aria-disabled", "true", timeout=TIMEOUT)
    capture.click(force=True)  # a greyed action still says why not
    feedback = area.locator(".casino-feedback").first
    expect(feedback).to_contain_text("(R2)", timeout=TIMEOUT)
    said = feedback.inner_text()
    assert "5♠" in said and re.search(r"\b(nije|nijedn\w*|točno)\b", said), said
    assert not re.search(r"\b(the|cannot|not part of)\b", said), f"English left in the refusal: {said!r}"
    screenshot(page, "hr-lesson02-illegal-capture-explained")
    card(area, "5S").click()
    capture.click()
    expect(capture).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    click(area, hr("Play"))
    expect(feedback).to_contain_text(hr("You captured {targets} with {card}.", targets="8♦", card="8♥").rstrip("."),
                                     timeout=TIMEOUT)
    expect(area).to_contain_text(hr("Solved!"), timeout=TIMEOUT)
    screenshot(page, "hr-lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def test_an_exercise_answered_in_croatian_words(page: Page, lab_hr: Server) -> None:
    """Lesson 00 in Croatian: the card-value exercise (4♠, seed 1) answered "trinaest" is refused
    without giving the answer away; "četiri", typed in Croatian, is right."""
    open_and_run(page, lab_hr, "notebooks/hr/00_start_here.ipynb")
    title = hr("Exercise: {title}", title=hr("What does this card capture?"))
    area = page.locator(".jp-OutputArea-output").filter(has_text=title).first
    area.scroll_into_view_if_needed()
    box = area.locator("input[type='text']").first
    type_into(page, box, "trinaest")
    click(area, hr("Check"))
    result = area.locator(".casino-learn-result").first
    expect(result).to_contain_text(hr("Not quite.").rstrip("."), timeout=TIMEOUT)
    assert not re.search(r"(?<![♠\w])4(?!\w)", result.inner_text().replace("4♠", "")), result.inner_text()
    type_into(page, box, "četiri")
    click(area, hr("Check"))
    expect(result).to_contain_text(hr("Correct!"), timeout=TIMEOUT)
    screenshot(page, "hr-lesson00-exercise-in-croatian")
    assert not page.errors  # type: ignore[attr-defined]
