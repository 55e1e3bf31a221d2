"""Open notebooks in a real JupyterLab (headless Chromium), run all cells and save screenshots
of every output, for a person to look at. Usage:

    python tools/screenshot_notebook.py notebooks/02_capturing.ipynb [--dark] [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.jupyterlab import open_notebook, run_all  # noqa: E402
from tests.browser.servers import CHROMIUM_ARGS, chromium_path, start_lab  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("notebooks", nargs="+")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--out", default="test-output/screens")
    parser.add_argument("--width", type=int, default=1280)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    server = start_lab()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": args.width, "height": 1000})
            for nb in args.notebooks:
                stem = Path(nb).stem + ("-dark" if args.dark else "")
                open_notebook(page, server.url, nb, theme="dark" if args.dark else None)
                run_all(page)
                page.wait_for_timeout(1500)
                outputs = page.locator(".jp-Cell-outputWrapper .jp-OutputArea-output")
                for i in range(outputs.count()):
                    item = outputs.nth(i)
                    item.scroll_into_view_if_needed()
                    item.screenshot(path=str(out / f"{stem}-out{i:02d}.png"))
                errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
                print(f"{nb}: {outputs.count()} outputs, {errors.count()} stderr outputs -> {out}/{stem}-*.png")
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
