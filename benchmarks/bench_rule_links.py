"""Where a link into the rules reference lands, in the course's JupyterLab, page after page.

A lesson's link (lesson 00's "glossary", lesson 01's "R5") opens 10_rules_reference.ipynb at that entry's cell.
JupyterLab scrolls before it has drawn the cells above, guessing their heights from their source lines, so the
entry can land lower than the top of the page, or out of view. For each round this opens each lesson in a fresh
browser context (cold cache), clicks the link, waits 4 s and reports the heading's distance from the top of the
page (in view: 0-900 px; about 120 px is the top of the notebook).

    PYTHONPATH=$PWD python benchmarks/bench_rule_links.py --rounds 3 [--windowing defer|none|full]

Figures (2-core machine, 2026-12-03, a learner trial beside it; 3 rounds, 6 clicks):

========================================  =============  ========================================
reference source                          in view        glossary heading's top (px)
========================================  =============  ========================================
one source line per paragraph (2eede8e)   4 of 6         889, 1143 (out of view), 126
wrapped at 100 characters                 6 of 6         126, 126, 126
windowing "none" (either source)          0 of 6         no scroll at all: the reference opens at its top
========================================  =============  ========================================

Needs Chromium (/usr/bin/chromium or $CASINO_CHROMIUM) and Playwright for Python.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CASES = [("notebooks/00_start_here.ipynb", "#cell-id=glossary", "Glossary: the words of the game"),
         ("notebooks/01_cards_and_values.ipynb", "#cell-id=R5", "(R5)")]
ACTIVE = ".jp-NotebookPanel:not(.lm-mod-hidden)"


def main() -> None:
    from playwright.sync_api import sync_playwright

    from tests.browser.jupyterlab import open_notebook
    from tests.browser.servers import CHROMIUM_ARGS, chromium_path, start_lab

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--windowing", choices=("defer", "none", "full"), default=None,
                        help="JupyterLab's notebook windowing mode (default: the course's, tools/lab_settings)")
    args = parser.parse_args()
    server = start_lab(notebook_settings={"windowingMode": args.windowing} if args.windowing else None)
    landed: list[tuple[str, float | None]] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for _round in range(args.rounds):
                for notebook, href, heading_text in CASES:
                    context = browser.new_context(viewport={"width": 1366, "height": 900})
                    page = context.new_page()
                    open_notebook(page, server.url, notebook)
                    link = page.locator(f'{ACTIVE} a[href$="{href}"]').first
                    link.scroll_into_view_if_needed(timeout=60_000)
                    link.click()
                    page.locator(".lm-TabBar-tab.lm-mod-current").filter(has_text="10_rules_reference").wait_for(timeout=60_000)
                    page.wait_for_timeout(4000)
                    heading = page.locator(f"{ACTIVE} .jp-MarkdownOutput").locator("h2, h3").filter(has_text=heading_text).first
                    box = heading.bounding_box()
                    landed.append((href, None if box is None else box["y"]))
                    context.close()
            browser.close()
    finally:
        server.stop()
    for href, top in landed:
        print(f"{href:22} {'not drawn' if top is None else f'{top:6.0f} px'}  {'in view' if top is not None and 0 <= top <= 900 else 'OUT OF VIEW'}")
    shown = sum(1 for _href, top in landed if top is not None and 0 <= top <= 900)
    print(f"in view: {shown} of {len(landed)}")


if __name__ == "__main__":
    main()
