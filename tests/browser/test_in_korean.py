"""The kit in Korean in a real JupyterLab (issue 25): JupyterLab's own menus in Korean (its official
language pack), a Korean lesson where a learner is refused an illegal capture with the rule named,
plays a legal one (the particles after the cards chosen by their sound), and answers an exercise
typed in Korean number words.

The expected words come from the Korean catalog (``cl.language("ko")``), so the test checks that the
page shows the catalog's sentences, whatever their wording."""

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


def ko(message: str, **params: object) -> str:
    with cl.language("ko"):
        return _(message, **params)


@pytest.fixture(scope="module")
def lab_ko(browser: object) -> Iterator[Server]:
    server = start_lab(locale="ko_KR")
    yield server
    server.stop()


def open_and_run(page: Page, lab: Server, path: str) -> None:
    """Open a lesson and run every cell from the menus (the pack may leave "Run" in English)."""
    page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)
    page.locator("#jp-MainMenu").get_by_text(re.compile(r"^(Run|실행)$")).click()
    page.locator(".lm-Menu-content").get_by_text(re.compile(r"^(모든 셀 실행|Run All Cells)$")).first.click()
    page.wait_for_timeout(500)
    page.locator(IDLE).wait_for(timeout=120_000)
    expect(page.locator(".jp-InputArea-prompt").filter(has_text="[*]")).to_have_count(0, timeout=120_000)


def test_a_capture_refused_then_played_in_korean(page: Page, lab_ko: Server) -> None:
    """Lesson 02 in Korean, first task: 8♥ with 8♦ and 5♠ is refused, the reason in Korean naming
    R2; then 8♥ takes 8♦ and the task is solved: "8♥로 8♦을 가져왔어요" (팔로, 팔을)."""
    open_and_run(page, lab_ko, "notebooks/ko/02_capturing.ipynb")
    expect(page.locator("#jp-MainMenu")).to_contain_text("파일")  # JupyterLab's own menus in Korean
    area = page.locator(".jp-OutputArea-output").filter(has_text=ko(TABLE_HEADING_NO_BUILD)).first
    area.scroll_into_view_if_needed()
    expect(area).to_contain_text("테이블에서 8♦을 가져오세요.")
    for item in ("8H", "8D", "5S"):
        card(area, item).click()
    expect(card(area, "5S")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    expect(card(area, "8H")).to_have_attribute("aria-label", re.compile("하트 8"))  # suit first, as Korean says it
    capture = action(area, ko("Capture"))
    expect(capture).to_have_attribute("aria-disabled", "true", timeout=TIMEOUT)
    capture.click(force=True)  # a greyed action still says why not
    feedback = area.locator(".casino-feedback").first
    expect(feedback).to_contain_text("(R2)", timeout=TIMEOUT)
    said = feedback.inner_text()
    assert "5♠" in said and re.search(r"정확히|없어요|않아", said), said
    assert not re.search(r"\b(the|cannot|not part of)\b", said), f"English left in the refusal: {said!r}"
    assert not re.search(r"을\(를\)|이\(가\)|\(으\)로", said), f"a particle marker left: {said!r}"
    screenshot(page, "ko-lesson02-illegal-capture-explained")
    card(area, "5S").click()
    capture.click()
    expect(capture).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    click(area, ko("Play"))
    expect(feedback).to_contain_text("8♥로 8♦을 가져왔어요", timeout=TIMEOUT)
    expect(area).to_contain_text(ko("Solved!"), timeout=TIMEOUT)
    screenshot(page, "ko-lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def test_an_exercise_answered_in_korean_words(page: Page, lab_ko: Server) -> None:
    """Lesson 00 in Korean: the card-value exercise (4♠, seed 1) answered "십삼" is refused without
    giving the answer away; "사", typed as a Sino-Korean number word, is right."""
    open_and_run(page, lab_ko, "notebooks/ko/00_start_here.ipynb")
    title = ko("Exercise: {title}", title=ko("What does this card capture?"))
    area = page.locator(".jp-OutputArea-output").filter(has_text=title).first
    area.scroll_into_view_if_needed()
    box = area.locator("input[type='text']").first
    type_into(page, box, "십삼")
    click(area, ko("Check"))
    result = area.locator(".casino-learn-result").first
    expect(result).to_contain_text(ko("Not quite.").rstrip("."), timeout=TIMEOUT)
    assert not re.search(r"(?<![♠\w])4(?![\w♠])", result.inner_text().replace("4♠", "")), result.inner_text()
    type_into(page, box, "사")
    click(area, ko("Check"))
    expect(result).to_contain_text(ko("Correct!"), timeout=TIMEOUT)
    screenshot(page, "ko-lesson00-exercise-in-korean")
    assert not page.errors  # type: ignore[attr-defined]
