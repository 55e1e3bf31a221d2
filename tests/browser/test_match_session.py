"""Lesson 07's match survives a kernel restart (issue 12), in a real JupyterLab.

Play a few moves, restart the kernel from the Kernel menu, run the cells again, press "Resume
your match": the same hand, table, log and score are back. Then finish the deal: the end-of-deal
panel says where the leftovers went and lists the sweeps, before the score sheet.
"""

from __future__ import annotations

import re
import shutil

from playwright.sync_api import Locator, Page, expect

from .conftest import screenshot
from .jupyterlab import IDLE, KERNEL_READY, run_all
from .test_in_jupyterlab import TIMEOUT, button, click, coach_move, make_move, notebook_area, whose_turn

CARD = re.compile(r"^\s*(A|[2-9]|10|J|Q|K)[♠♥♦♣]\s*$")


def table_area(page: Page) -> Locator:
    """The lesson's own table: the first output with a match score (the demo table comes later)."""
    area = page.locator(".jp-OutputArea-output").filter(has_text="Game score").first
    area.scroll_into_view_if_needed()
    return area


def snapshot(area: Locator) -> dict[str, object]:
    """What the learner sees of the match: the score line, the log of the deal, the cards."""
    # The card table's pictures are buttons labelled for screen readers ("8 of hearts, in your hand").
    cards = sorted((b.get_attribute("aria-label") or "").replace(", selected", "") for b in area.locator(".ct-card").all()
                   if b.is_visible())
    return {
        "score": area.locator(".casino-message").filter(has_text="Game score").first.inner_text(),
        "log": area.locator(".casino-log").first.inner_text(),
        "cards": cards,
    }


def play_my_turns(page: Page, area: Locator, turns: int) -> None:
    played = 0
    while played < turns:
        state = whose_turn(page, area)
        assert state != "over"
        if state == "computer":
            click(area, "Play on to my turn ▶▶")
            expect(button(area, "Play on to my turn ▶▶")).to_be_disabled(timeout=TIMEOUT)
            continue
        make_move(area, coach_move(area))
        expect(area.locator(".casino-feedback").first).to_contain_text("✔", timeout=TIMEOUT)
        expect(button(area, "Coach: what would you play?")).to_be_disabled(timeout=TIMEOUT)
        played += 1
    if whose_turn(page, area) == "computer":
        click(area, "Play on to my turn ▶▶")
    expect(button(area, "Coach: what would you play?")).to_be_enabled(timeout=TIMEOUT)


def restart_kernel(page: Page) -> None:
    page.locator("#jp-MainMenu").get_by_text("Kernel", exact=True).click()
    page.locator(".lm-Menu-content").get_by_text(re.compile(r"^Restart Kernel…$")).click()
    page.locator(".jp-Dialog").get_by_role("button", name="Confirm Kernel Restart").click()
    expect(page.locator(".jp-Dialog")).to_have_count(0, timeout=TIMEOUT)
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)


def test_restart_the_kernel_and_resume_the_match_then_finish_the_deal(page: Page, lab) -> None:
    matches = lab.folder / "learner" / "matches"
    shutil.rmtree(matches, ignore_errors=True)  # no match saved by another test
    try:
        notebook_area(page, lab, "notebooks/07_play_a_full_game.ipynb", "Game score")
        area = table_area(page)
        expect(area).to_contain_text("saved after every move", timeout=TIMEOUT)
        play_my_turns(page, area, 2)
        before = snapshot(area)
        assert len(before["cards"]) > 0 and before["log"]  # type: ignore[arg-type]

        restart_kernel(page)
        run_all(page)
        offer = page.locator(".jp-OutputArea-output").filter(has_text="You have a game that is not finished.").first
        expect(offer).to_be_visible(timeout=TIMEOUT)
        resume = offer.locator("button").filter(has_text=re.compile(r"^\s*Resume your game \(Classic, deal 1, You \d+ – Opponent \d+\)\s*$")).first
        expect(resume).to_be_visible(timeout=TIMEOUT)
        expect(offer.locator("button").filter(has_text="Start a new game")).to_be_visible()
        offer.scroll_into_view_if_needed()
        screenshot(page, "lesson07-resume-offer")
        resume.click()
        area = table_area(page)
        expect(area.locator(".casino-log").first).to_contain_text(str(before["log"]).splitlines()[-1], timeout=TIMEOUT)
        assert whose_turn(page, area) == "me"
        assert snapshot(area) == before
        screenshot(page, "lesson07-resumed")

        # Finish the deal: the end-of-deal panel names the leftovers, then the score sheet follows. Lesson 7
        # plays Classic, where sweeps score nothing, so the panel says nothing about them.
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
        panel = area.locator(".casino-message").filter(has_text="End of the deal").first
        expect(panel).to_be_visible(timeout=TIMEOUT)
        text = panel.inner_text()
        assert re.search(r"leftovers", text) and "Sweeps" not in text, text
        assert "no leftovers" in text or re.search(r"(You|Opponent) made the last capture, so the leftovers", text), text
        full = area.inner_text()
        assert full.index("End of the deal") < full.index("Most cards")
        panel.scroll_into_view_if_needed()
        screenshot(page, "lesson07-end-of-deal-panel")
        slider = area.locator(".widget-slider").filter(has_text="Move:").first
        slider.scroll_into_view_if_needed()
        expect(area).to_contain_text("The deal as it was dealt.", timeout=TIMEOUT)
        readout = slider.locator(".widget-readout").first
        expect(readout).to_have_text("0")
    finally:
        shutil.rmtree(matches, ignore_errors=True)
