"""The kit in Spanish in a real JupyterLab (issue 16): JupyterLab's own menus in Spanish (its
language pack), a Spanish lesson where a learner is refused an illegal capture with the rule
named, plays a legal one, and answers an exercise typed in Spanish words.

The expected words come from the Spanish catalog (``cl.language("es")``), so the test checks
that the page shows the catalog's sentences, whatever their wording."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

import casino_learn as cl
from casino_learn.i18n import _
from casino_learn.widgets.move_builder import TABLE_HEADING_NO_BUILD

from .conftest import screenshot
from .jupyterlab import IDLE, KERNEL_READY
from .servers import Server, start_lab
from .test_in_jupyterlab import TIMEOUT, action, card, click, type_into


def es(message: str, **params: object) -> str:
    with cl.language("es"):
        return _(message, **params)


@pytest.fixture(scope="module")
def lab_es(browser: object) -> Iterator[Server]:
    server = start_lab(locale="es_ES")
    yield server
    server.stop()


def open_and_run(page: Page, lab: Server, path: str) -> None:
    """Open a lesson and run every cell from the Spanish menus (the language pack leaves the "Run"
    menu's own name in English): Run → Ejecutar todas las celdas."""
    page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)
    page.locator("#jp-MainMenu").get_by_text(re.compile(r"^(Run|Ejecutar)$")).click()
    page.locator(".lm-Menu-content").get_by_text(re.compile(r"^(Ejecutar todas las celdas|Run All Cells)$")).first.click()
    page.wait_for_timeout(500)
    page.locator(IDLE).wait_for(timeout=120_000)
    expect(page.locator(".jp-InputArea-prompt").filter(has_text="[*]")).to_have_count(0, timeout=120_000)


def test_a_capture_refused_then_played_in_spanish(page: Page, lab_es: Server) -> None:
    """Lesson 02 in Spanish, first task: 8♥ with 8♦ and 5♠ is refused, the reason in Spanish
    naming R2; then 8♥ takes 8♦ and the task is solved, all said in Spanish."""
    open_and_run(page, lab_es, "notebooks/es/02_capturing.ipynb")
    expect(page.locator("#jp-MainMenu")).to_contain_text("Archivo")  # JupyterLab's own menus in Spanish
    area = page.locator(".jp-OutputArea-output").filter(has_text=es(TABLE_HEADING_NO_BUILD)).first
    area.scroll_into_view_if_needed()
    expect(area).to_contain_text("Toma el 8♦ de la mesa.")
    for item in ("8H", "8D", "5S"):
        card(area, item).click()
    expect(card(area, "5S")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    expect(card(area, "8H")).to_have_attribute("aria-label", re.compile("8 de corazones"))  # the card named in Spanish
    capture = action(area, es("Capture"))
    expect(capture).to_have_attribute("aria-disabled", "true", timeout=TIMEOUT)
    capture.click(force=True)  # a greyed action still says why not
    feedback = area.locator(".casino-feedback").first
    expect(feedback).to_contain_text("(R2)", timeout=TIMEOUT)
    said = feedback.inner_text()
    assert "5♠" in said and re.search(r"\b(no|ningún|exactamente)\b", said), said
    assert not re.search(r"\b(the|cannot|not part of)\b", said), f"English left in the refusal: {said!r}"
    screenshot(page, "es-lesson02-illegal-capture-explained")
    card(area, "5S").click()
    capture.click()
    expect(capture).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    click(area, es("Play"))
    expect(feedback).to_contain_text("Capturaste 8♦ con 8♥", timeout=TIMEOUT)
    expect(area).to_contain_text(es("Solved!"), timeout=TIMEOUT)
    screenshot(page, "es-lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def test_an_exercise_answered_in_spanish_words(page: Page, lab_es: Server) -> None:
    """Lesson 00 in Spanish: the card-value exercise (4♠, seed 1) answered "trece" is refused
    without giving the answer away; "cuatro", typed in Spanish, is right."""
    open_and_run(page, lab_es, "notebooks/es/00_start_here.ipynb")
    title = es("Exercise: {title}", title=es("What does this card capture?"))
    area = page.locator(".jp-OutputArea-output").filter(has_text=title).first
    area.scroll_into_view_if_needed()
    box = area.locator("input[type='text']").first
    type_into(page, box, "trece")
    click(area, es("Check"))
    result = area.locator(".casino-learn-result").first
    expect(result).to_contain_text(es("Not quite.").rstrip("."), timeout=TIMEOUT)
    assert not re.search(r"(?<![♠\w])4(?!\w)", result.inner_text().replace("4♠", "")), result.inner_text()
    type_into(page, box, "cuatro")
    click(area, es("Check"))
    expect(result).to_contain_text(es("Correct!"), timeout=TIMEOUT)
    screenshot(page, "es-lesson00-exercise-in-spanish")
    assert not page.errors  # type: ignore[attr-defined]
