"""Responsiveness in a real browser: from a click on "Play" to the updated table and feedback
being visible, in JupyterLab and in the Voilà classroom app (issue 6: median < 300 ms).

    python benchmarks/bench_browser.py [--moves 20]

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
from tests.browser.test_in_jupyterlab import button, click, coach_move, make_move, whose_turn  # noqa: E402

FEEDBACK = ".casino-feedback"


def time_moves(page: Page, area: Locator, moves: int) -> list[float]:
    """Play ``moves`` of the learner's moves; return the Play-to-visible times in seconds."""
    times: list[float] = []
    while len(times) < moves:
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
        make_move(area, move, play=False)
        page.wait_for_timeout(300)  # let every selection reach the kernel first
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
        times.append(time.perf_counter() - start)
        expect(button(area, "Coach: what would you play?")).to_be_disabled(timeout=30_000)
    return times


def report(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return (f"{name}: median {statistics.median(ms):.0f} ms, 90th percentile {ms[int(0.9 * (len(ms) - 1))]:.0f} ms, "
            f"max {ms[-1]:.0f} ms over {len(ms)} moves (target: median < 300 ms)")


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
            print(report("JupyterLab", time_moves(page, area, args.moves)), flush=True)
        finally:
            lab.stop()
        app = start_voila()
        try:
            page.goto(app.url + "/voila/render/play.ipynb")
            area = page.locator("body")
            expect(area).to_contain_text("Match score", timeout=90_000)
            print(report("Voila app", time_moves(page, area, args.moves)), flush=True)
        finally:
            app.stop()
        browser.close()


if __name__ == "__main__":
    main()
