"""The classroom web app (Voilà): students see widgets, not code; a move and an exercise work."""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

from casino_learn.exercises import make_exercise

from .conftest import screenshot
from .servers import Server, start_voila
from .test_in_jupyterlab import TIMEOUT, button, click, coach_move, make_move, type_into


@pytest.fixture(scope="module")
def app(browser) -> Iterator[Server]:
    server = start_voila()
    yield server
    server.stop()


def test_the_start_page_leads_to_play_and_practice(page: Page, app: Server) -> None:
    """Without a class: the kit's start page (not Voilà's file list) with the two pages."""
    page.goto(app.url + "/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Play and practise Casino")
    expect(page.get_by_role("link", name="Play a game")).to_have_attribute("href", "/voila/render/play.ipynb")
    expect(page.get_by_role("link", name="Practise")).to_have_attribute("href", "/voila/render/practice.ipynb")
    assert "play.ipynb" not in page.inner_text("body")


def test_nothing_is_loaded_from_the_internet(page: Page, app: Server) -> None:
    """Every asset is served by the app itself: a classroom without internet gets whole pages."""
    outside: list[str] = []
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith((app.url, "data:", "blob:")) else None)
    page.goto(app.url + "/voila/render/play.ipynb")
    expect(page.locator("body")).to_contain_text("Game score", timeout=90_000)
    page.goto(app.url + "/")
    assert not outside, outside


def test_play_a_move_in_the_app(page: Page, app: Server) -> None:
    page.goto(app.url + "/voila/render/play.ipynb")
    area = page.locator("body")
    expect(area).to_contain_text("Game score", timeout=90_000)
    assert "import GameTable" not in page.inner_text("body")  # students see widgets, not code
    if button(area, "Play on to my turn ▶▶").is_enabled():
        click(area, "Play on to my turn ▶▶")
    expect(button(area, "Coach: what would you play?")).to_be_enabled(timeout=TIMEOUT)
    make_move(area, coach_move(area))
    expect(area.locator(".casino-feedback").first).to_contain_text("✔", timeout=TIMEOUT)
    screenshot(page, "app-play")
    assert not page.errors  # type: ignore[attr-defined]


def test_answer_an_exercise_in_the_app(page: Page, app: Server) -> None:
    page.goto(app.url + "/voila/render/practice.ipynb")
    area = page.locator("body")
    expect(area.get_by_text("Your name:")).to_be_visible(timeout=90_000)
    area.locator(".widget-text").filter(has_text="Your name:").locator("input").fill("Ana")
    click(area, "Start")
    expect(area).to_contain_text("Hello Ana", timeout=TIMEOUT)
    expect(area).to_contain_text("Exercise: What does this card capture?", timeout=TIMEOUT)
    box = area.locator("input[placeholder*='value']").first
    type_into(page, box, "13")
    click(area, "Check")
    expect(area.locator(".casino-learn-result").first).to_be_visible(timeout=TIMEOUT)
    type_into(page, box, make_exercise("card_values", 1, "classic", 1).answer)  # the page's first exercise
    click(area, "Check")
    expect(area).to_contain_text(re.compile("Correct|Right|Well done", re.I), timeout=TIMEOUT)
    click(area, "My progress")
    expect(area).to_contain_text("Progress of Ana", timeout=TIMEOUT)
    screenshot(page, "app-practice")
    assert not page.errors  # type: ignore[attr-defined]
