"""Responsiveness in a real browser, in JupyterLab and in the Voilà classroom app:

* card: from a click on a card picture to the card shown selected (raised, ticked: the kernel has
  answered and the table is redrawn);
* play: from a click on "Play" to the feedback line of the played move being visible.

Targets (issue 12): median <= 100 ms, 90th percentile <= 250 ms.

    PYTHONPATH=$PWD python benchmarks/bench_browser.py [--moves 20]

Needs Chromium (/usr/bin/chromium or $CASINO_CHROMIUM) and Playwright for Python.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Locator, Page, expect, sync_playwright  # noqa: E402

from tests.browser.jupyterlab import open_notebook, run_all  # noqa: E402
from tests.browser.servers import CHROMIUM_ARGS, chromium_path, start_lab, start_voila  # noqa: E402
from tests.browser.test_in_jupyterlab import action, button, card, choose_value, click, coach_move, whose_turn  # noqa: E402

FEEDBACK = ".casino-feedback"


def time_moves(page: Page, area: Locator, moves: int) -> tuple[list[float], list[float]]:
    """Play ``moves`` of the learner's moves; return the click-to-visible times in seconds of the
    first card click of each move and of each Play."""
    card_times: list[float] = []
    play_times: list[float] = []
    while len(play_times) < moves:
        state = whose_turn(page, area)
        if state == "over":
            click(area, "Next deal")
            expect(area.locator("text=Most cards")).to_have_count(0, timeout=30_000)
            continue
        if state == "computer":
            click(area, "Play on to my turn ▶▶")
            expect(button(area, "Play on to my turn ▶▶")).to_be_disabled(timeout=30_000)
            continue
        move = coach_move(area)
        hand_card = card(area, move.card.code)
        hand_card.scroll_into_view_if_needed()
        start = time.perf_counter()
        hand_card.click()
        page.wait_for_function(
            "(id) => { const c = document.querySelector(`button.ct-card[data-id='${id}']`); return c && c.getAttribute('aria-pressed') === 'true'; }",
            arg=move.card.code, polling="raf", timeout=30_000,
        )
        card_times.append(time.perf_counter() - start)
        for item in [c.code for c in sorted(move.loose)] + sorted(move.builds):
            card(area, item).click()
        action(area, move.kind.title()).click()  # waits until the selection allows it
        if move.kind == "build":
            choose_value(area, move)
        expect(action(area, move.kind.title())).to_have_attribute("aria-pressed", "true", timeout=30_000)
        before = page.evaluate("(sel) => Array.from(document.querySelectorAll(sel)).map(e => e.innerText).join('|')", FEEDBACK)
        start = time.perf_counter()
        button(area, "Play").click()
        page.wait_for_function(
            """([sel, before, card]) => {
                const now = Array.from(document.querySelectorAll(sel)).map(e => e.innerText).join('|');
                return now !== before && now.includes('✔') && now.includes(card);
            }""",
            arg=[FEEDBACK, before, move.card.symbol], polling="raf", timeout=30_000,
        )
        play_times.append(time.perf_counter() - start)
        expect(button(area, "Coach: what would you play?")).to_be_disabled(timeout=30_000)
    return card_times, play_times


def report(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return (f"{name}: median {statistics.median(ms):.0f} ms, 90th percentile {ms[int(0.9 * (len(ms) - 1))]:.0f} ms, "
            f"max {ms[-1]:.0f} ms over {len(ms)} clicks (target: median <= 100 ms, p90 <= 250 ms)")


def report_all(where: str, times: tuple[list[float], list[float]]) -> None:
    print(report(f"{where}, card click -> card shown selected", times[0]), flush=True)
    print(report(f"{where}, Play -> feedback", times[1]), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=20)
    args = parser.parse_args()
    if chromium_path() is None:
        raise SystemExit("No Chromium found: apt-get install chromium, or set CASINO_CHROMIUM.")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        lab = start_lab()
        try:
            open_notebook(page, lab.url, "notebooks/07_play_a_full_game.ipynb")
            run_all(page)
            area = page.locator(".jp-OutputArea-output").filter(has_text="Match score").first
            report_all("JupyterLab", time_moves(page, area, args.moves))
        finally:
            lab.stop()
        app = start_voila()
        try:
            page.goto(app.url + "/voila/render/play.ipynb")
            area = page.locator("body")
            expect(area).to_contain_text("Match score", timeout=90_000)
            report_all("Voila app", time_moves(page, area, args.moves))
        finally:
            app.stop()
        browser.close()


if __name__ == "__main__":
    main()
