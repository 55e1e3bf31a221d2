"""The kit in Malay in a real JupyterLab (issue 25): JupyterLab has no official Malay language pack,
so its menus stay English (language.json names en_US), while a Malay lesson refuses an illegal capture
with the rule named, plays a legal one, and reads an exercise answered in Malay number words.

The expected words come from the Malay catalog (``cl.language("ms")``), so the test checks that the
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


def ms(message: str, **params: object) -> str:
    with cl.language("ms"):
        return _(message, **params)


@pytest.fixture(scope="module")
def lab_ms(browser: object) -> Iterator[Server]:
    server = start_lab()  # no Malay pack: JupyterLab's own menus stay English; the lessons set "ms" themselves
    yield server
    server.stop()


def open_and_run(page: Page, lab: Server, path: str) -> None:
    page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)
    page.locator("#jp-MainMenu").get_by_text(re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-content").get_by_text(re.compile(r"^Run All Cells$")).first.click()
    page.wait_for_timeout(500)
    page.locator(IDLE).wait_for(timeout=120_000)
    expect(page.locator(".jp-InputArea-prompt").filter(has_text="[*]")).to_have_count(0, timeout=120_000)


def test_a_capture_refused_then_played_in_malay(page: Page, lab_ms: Server) -> None:
    """Lesson 02 in Malay, first task: 8♥ with 8♦ and 5♠ is refused, the reason in Malay naming R2;
    then 8♥ takes 8♦ and the task is solved, all said in Malay."""
    open_and_run(page, lab_ms, "notebooks/ms/02_capturing.ipynb")
    expect(page.locator("#jp-MainMenu")).to_contain_text("File")  # no Malay pack: JupyterLab's menus stay English
    area = page.locator(".jp-OutputArea-output").filter(has_text=ms(TABLE_HEADING)).first
    area.scroll_into_view_if_needed()
    expect(area).to_contain_text(ms("Take the {card} from the table.", card="8♦"))
    for item in ("8H", "8D", "5S"):
        card(area, item).click()
    expect(card(area, "5S")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    expect(card(area, "8H")).to_have_attribute("aria-label", re.compile("8 lekuk"))  # the card named in Malay
    capture = action(area, ms("Capture"))
    expect(capture).to_have_attribute("aria-disabled", "true", timeout=TIMEOUT)
    capture.click(force=True)  # a greyed action still says why not
    feedback = area.locator(".casino-feedback").first
    expect(feedback).to_contain_text("(R2)", timeout=TIMEOUT)
    said = feedback.inner_text()
    assert "5♠" in said and re.search(r"\b(tidak|tiada|tepat|bukan)\b", said), said
    assert not re.search(r"\b(the|cannot|not part of)\b", said), f"English left in the refusal: {said!r}"
    screenshot(page, "ms-lesson02-illegal-capture-explained")
    card(area, "5S").click()
    capture.click()
    expect(capture).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    click(area, ms("Play"))
    expect(feedback).to_contain_text(ms("You captured {targets} with {card}.", targets="8♦", card="8♥").rstrip("."), timeout=TIMEOUT)
    expect(area).to_contain_text(ms("Solved!"), timeout=TIMEOUT)
    screenshot(page, "ms-lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def test_an_exercise_answered_in_malay_words(page: Page, lab_ms: Server) -> None:
    """Lesson 00 in Malay: the card-value exercise (4♠, seed 1) answered "tiga belas" is refused
    without giving the answer away; "empat", typed in Malay, is right."""
    open_and_run(page, lab_ms, "notebooks/ms/00_start_here.ipynb")
    title = ms("Exercise: {title}", title=ms("What does this card capture?"))
    area = page.locator(".jp-OutputArea-output").filter(has_text=title).first
    area.scroll_into_view_if_needed()
    box = area.locator("input[type='text']").first
    type_into(page, box, "tiga belas")
    click(area, ms("Check"))
    result = area.locator(".casino-learn-result").first
    expect(result).to_contain_text(ms("Not quite.").rstrip("."), timeout=TIMEOUT)
    assert not re.search(r"(?<![♠\w])4(?!\w)", result.inner_text().replace("4♠", "")), result.inner_text()
    type_into(page, box, "empat")
    click(area, ms("Check"))
    expect(result).to_contain_text(ms("Correct!"), timeout=TIMEOUT)
    screenshot(page, "ms-lesson00-exercise-in-malay")
    assert not page.errors  # type: ignore[attr-defined]
