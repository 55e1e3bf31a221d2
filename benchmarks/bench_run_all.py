"""Run All in the course's JupyterLab, again and again: does any Run All stop with cells left at [*]?

A learner (and the browser tests) sometimes saw Run All stop: some cells kept their [*] prompt
while the kernel said "Idle", and Shift+Enter ran them at once. This loop opens the given lessons in
pages of one Chromium, presses Run All in all of them at once, and watches. A Run All that keeps
cells at [*] while the kernel is idle for ``--stall`` seconds is a hang. For each hang it says
whether the stuck cells' requests ever left the browser: it counts the execute requests the page
sent on the kernel's websocket and the replies it received, so "not sent" (JupyterLab never asked
the kernel) is told apart from "no reply" (the kernel never answered).

    PYTHONPATH=$PWD python benchmarks/bench_run_all.py --rounds 10 [--windowing defer|none|full]

The figures depend on the machine's load; compare settings in the same conditions (same load,
alternating runs). Needs Chromium (/usr/bin/chromium or $CASINO_CHROMIUM) and Playwright for Python.
Screenshots of hangs go to /tmp/bench_run_all.

Figures (2-core machine, 2026-12-03, lessons 03 and 06, load 1-6 with a learner trial or a second loop
beside it):

=====================================  ==========================  =====================================
code                                   Run Alls that hung          what the page said
=====================================  ==========================  =====================================
d534b77, windowing "defer" (course)    2 of 32                     lesson 06, "widget model not found"
d534b77, windowing "none"              6 of 52                     lesson 06, "widget model not found"
0ea31ee (widgets closed one            1 of 80 (40 + 40, the       lesson 03, no error; kernel "Busy"
replacement later), "defer"            second 40 beside a trial)
=====================================  ==========================  =====================================

Every hung Run All had all its execute requests answered by the kernel: the front end had stopped
handling the kernel's messages, and in lesson 06 it had failed to make a widget whose child the kernel
had already closed (an exercise made its rule buttons twice and closed the first set at once). The
windowing mode made no difference. One hang of another kind (no error on the page) is left.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from tests.browser.jupyterlab import open_notebook  # noqa: E402
from tests.browser.servers import CHROMIUM_ARGS, chromium_path, start_lab  # noqa: E402

LESSONS = ["notebooks/03_building.ipynb", "notebooks/06_royal_casino.ipynb"]
SHOTS = Path("/tmp/bench_run_all")
STATUS = ".jp-Notebook-ExecutionIndicator"


@dataclass
class Watch:
    """What one page sent and received on its kernel's websocket."""

    sent: int = 0
    replies: int = 0
    errors: list[str] = field(default_factory=list)

    def on_console(self, message: object) -> None:
        if message.type == "error":  # type: ignore[attr-defined]
            self.errors.append(message.text[:300])  # type: ignore[attr-defined]

    def on_socket(self, socket: object) -> None:
        socket.on("framesent", self._sent)  # type: ignore[attr-defined]
        socket.on("framereceived", self._received)  # type: ignore[attr-defined]

    def _sent(self, payload: str | bytes) -> None:
        text = payload if isinstance(payload, str) else payload.decode("utf-8", "replace")
        if '"msg_type":"execute_request"' in text.replace(" ", ""):
            self.sent += 1

    def _received(self, payload: str | bytes) -> None:
        text = payload if isinstance(payload, str) else payload.decode("utf-8", "replace")
        if '"msg_type":"execute_reply"' in text.replace(" ", ""):
            self.replies += 1


def press_run_all(page: Page) -> None:
    page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
    page.locator(".lm-Menu-content").get_by_text("Run All Cells", exact=True).click()


def stuck_cells(page: Page) -> int:
    return page.locator(".jp-InputArea-prompt").filter(has_text="[*]").count()


def kernel_idle(page: Page) -> bool:
    return page.locator(f"{STATUS}[data-status='idle']").count() > 0


def shut_down_sessions(page: Page) -> None:
    """End the round's kernels (as closing the lessons and shutting their kernels down would)."""
    page.evaluate(
        """async () => {
            const xsrf = (document.cookie.match(/_xsrf=([^;]+)/) || [])[1] || '';
            const headers = {'X-XSRFToken': decodeURIComponent(xsrf)};
            const sessions = await (await fetch('/api/sessions', {headers})).json();
            for (const s of sessions) await fetch('/api/sessions/' + s.id, {method: 'DELETE', headers});
        }"""
    )


def one_round(browser: object, url: str, lessons: list[str], stall: float, limit: float, number: int) -> list[dict]:
    context = browser.new_context(viewport={"width": 1366, "height": 900})  # type: ignore[attr-defined]
    pages: list[tuple[str, Page, Watch]] = []
    for lesson in lessons:
        page = context.new_page()
        watch = Watch()
        page.on("websocket", watch.on_socket)
        page.on("console", watch.on_console)
        page.on("pageerror", lambda error, watch=watch: watch.errors.append("page error: " + str(error)[:300]))
        open_notebook(page, url, lesson)
        pages.append((lesson, page, watch))
    started = time.monotonic()
    for _, page, _ in pages:
        press_run_all(page)
    results: dict[str, dict] = {}
    idle_since: dict[str, float | None] = {lesson: None for lesson in lessons}
    last_reply: dict[str, tuple[int, float]] = {lesson: (0, time.monotonic()) for lesson in lessons}
    time.sleep(1.0)
    while len(results) < len(pages):
        now = time.monotonic()
        for lesson, page, watch in pages:
            if lesson in results:
                continue
            stuck, idle = stuck_cells(page), kernel_idle(page)
            if stuck == 0 and idle:
                results[lesson] = {"lesson": lesson, "seconds": round(now - started, 1), "hang": False,
                                   "sent": watch.sent, "replies": watch.replies}
                continue
            if watch.replies != last_reply[lesson][0]:
                last_reply[lesson] = (watch.replies, now)
            answered = watch.sent == watch.replies  # the kernel has answered every request it was sent
            idle_since[lesson] = (idle_since[lesson] or last_reply[lesson][1]) if (idle or answered) else None
            since = idle_since[lesson]
            if (since is not None and now - since >= stall) or now - started >= limit:
                SHOTS.mkdir(exist_ok=True)
                shot = SHOTS / f"hang-{Path(lesson).stem}-round{number}.png"
                page.screenshot(path=str(shot))
                if watch.sent > watch.replies:
                    where = "sent, no reply" if idle else "busy, no reply"
                else:
                    where = "not sent (JupyterLab never asked the kernel)"
                shown_errors = []
                for view in page.get_by_text("Click to show javascript error").all()[:3]:
                    try:
                        view.click(timeout=3000)
                        shown_errors.append(view.locator("xpath=..").inner_text(timeout=3000)[:400])
                    except Exception as problem:  # noqa: BLE001 - a report, not a test
                        shown_errors.append(f"(could not open: {problem})"[:200])
                results[lesson] = {
                    "widget_errors": shown_errors, "console_errors": watch.errors[-6:],
                    "lesson": lesson, "seconds": round(now - started, 1), "hang": True, "stuck": stuck,
                    "kernel": "idle" if idle else "busy", "sent": watch.sent, "replies": watch.replies,
                    "where": where, "screenshot": str(shot),
                }
        time.sleep(0.5)
    shut_down_sessions(pages[0][1])
    context.close()
    return [results[lesson] for lesson in lessons]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--notebooks", nargs="+", default=LESSONS)
    parser.add_argument("--windowing", choices=["defer", "none", "full", "course"], default="course",
                        help="JupyterLab's notebook windowing mode (course: as tools/lab_settings sets it)")
    parser.add_argument("--stall", type=float, default=45.0, help="seconds idle with cells at [*] that count as a hang")
    parser.add_argument("--limit", type=float, default=240.0, help="seconds after which a Run All counts as a hang")
    args = parser.parse_args()
    settings = None if args.windowing == "course" else {"windowingMode": args.windowing}
    path = chromium_path()
    if path is None:
        sys.exit("needs Chromium: /usr/bin/chromium or $CASINO_CHROMIUM")
    server = start_lab(notebook_settings=settings)
    hangs = runs = 0
    times: list[float] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
            for number in range(1, args.rounds + 1):
                for result in one_round(browser, server.url, args.notebooks, args.stall, args.limit, number):
                    runs += 1
                    hangs += result["hang"]
                    if not result["hang"]:
                        times.append(result["seconds"])
                    print(f"round {number}: " + json.dumps(result), flush=True)
            browser.close()
    finally:
        server.stop()
    times.sort()
    median = times[len(times) // 2] if times else float("nan")
    print(f"windowing {args.windowing}: {hangs} hang(s) in {runs} Run Alls; "
          f"finished ones: median {median:.1f} s, slowest {max(times, default=float('nan')):.1f} s")


if __name__ == "__main__":
    main()
