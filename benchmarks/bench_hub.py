"""A class arrives at the school hub: N students (30) log in at the same moment and open their page.

Each simulated student is a headless Chromium context: they log in through the hub's login page,
their server starts and they land on their class's page, the practice page ("start page": its
address reached, the server answering), which is usable when its widgets are drawn (its kernel
runs: "practice page"). Reported: median, 95th percentile and slowest time to each usable page, from the
click on "Sign in"; the hub's own measure of each server's start (from its log); and the memory each student's server takes (its Jupyter server and kernel, RSS
and PSS from /proc), besides the hub, proxy and teacher service.

    PYTHONPATH=$PWD python benchmarks/bench_hub.py [--students 30]

Needs Node.js and npm (the hub's proxy), Chromium and Playwright, and the hub extra. Sign-ups
and approvals are done first and not timed. Everything runs on this one machine: the browser's 30
pages compete for the same cores as the 30 servers, so the times are an upper bound for the server.

Measured 2026-11-30 (same machine; app classes landing on the practice page; 30 at once): 0 of 30
failed; start page p95 108 s, practice page p95 115 s, the hub's server start p95 47 s; per student
210 MiB RSS (169 MiB PSS); hub, proxy, teacher service and idle culler 277 MiB; nothing left running
after the hub stopped. With 3 students: start page p95 7.3 s, practice page 7.9 s.

Measured before "app" classes landed on the practice page itself (they opened the app's list of
pages, and the student then opened the practice page; 2026-11, 2 cores, 23 GB,
SimpleLocalProcessSpawner, JupyterHub 5.5.4, all 30 at once; two runs):
start page p95 105 / 121 s, practice page p95 118 / 139 s, the hub's server start p95 46 / 56 s;
per student 204-209 MiB RSS (164-168 MiB PSS) for the server and its practice kernel; hub, proxy
and teacher service 248 MiB. With 3 students: start page p95 13 s, practice page 17 s. In the
second run 2 of 30 start pages (their servers up and answering) never drew their file list in the
overloaded browser; they are listed under "failed".
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.async_api import async_playwright, expect  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.browser.hubserver import ADMIN, PASSWORD, Hub, approve, descendants, log_in, sign_up, start_hub  # noqa: E402
from tests.browser.servers import CHROMIUM_ARGS, chromium_path  # noqa: E402

OUT = Path(__file__).resolve().parent / "out"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]


def memory_kib(pid: int) -> tuple[int, int]:
    """(RSS, PSS) in KiB of one process (0, 0 if it is gone)."""
    try:
        rss = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if line.startswith("VmRSS:"))
    except (OSError, StopIteration):
        return 0, 0
    try:
        pss = next(int(line.split()[1]) for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines() if line.startswith("Pss:"))
    except (OSError, StopIteration):
        pss = rss
    return rss, pss


def user_of(pid: int) -> str | None:
    try:
        env = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    except OSError:
        return None
    for item in env:
        if item.startswith(b"JUPYTERHUB_USER="):
            return item.split(b"=", 1)[1].decode()
    return None


def memory_per_student(hub: Hub) -> dict[str, tuple[int, int]]:
    """Each student's server and everything it started (kernels), in KiB (RSS, PSS)."""
    out: dict[str, tuple[int, int]] = {}
    for pid in descendants(hub.process.pid):
        user = user_of(pid)
        if user is None:
            continue
        rss, pss = memory_kib(pid)
        old = out.get(user, (0, 0))
        out[user] = (old[0] + rss, old[1] + pss)
    return out


def accounts(hub: Hub, students: list[str], chromium: str) -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page()
        for user in [ADMIN, *students]:
            sign_up(page, hub, user)
        log_in(page, hub, ADMIN, next_url="/hub/authorize")
        approve(page, hub, students)
        browser.close()


async def one_student(browser: Any, hub: Hub, user: str, start: asyncio.Event) -> tuple[dict[str, float], Any]:
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(300_000)  # a whole class at once: waits are long, and measured
    context.set_default_navigation_timeout(300_000)
    page = await context.new_page()
    await page.goto(hub.url + "/hub/login")
    await page.fill("#username_input", user)
    await page.fill("#password_input", PASSWORD)
    await start.wait()
    t0 = time.perf_counter()
    try:
        await page.click("#login_submit", no_wait_after=True)
        # An "app" class lands on the practice page itself: its server answered when the page's
        # address is reached, and the page is usable when its widgets are drawn (its kernel runs).
        await page.wait_for_url(f"**/user/{user}/voila/render/practice.ipynb**", timeout=300_000)
        t1 = time.perf_counter()
        await expect(page.get_by_role("button", name="Practise my weak spots")).to_be_visible(timeout=300_000)
        t2 = time.perf_counter()
    except Exception as e:  # counted and reported, with where the page was
        OUT.mkdir(exist_ok=True)
        await page.screenshot(path=str(OUT / f"bench_hub-{user}.png"))
        return {"failed": 1.0, "error": f"{page.url}: {str(e).splitlines()[0]}"}, context  # type: ignore[dict-item]
    return {"start_page": t1 - t0, "practice_page": t2 - t0}, context


async def class_arrives(hub: Hub, students: list[str], chromium: str) -> tuple[list[dict[str, float]], dict[str, tuple[int, int]]]:
    """Times per student, and memory per student measured while every page is open."""
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        start = asyncio.Event()
        tasks = [asyncio.create_task(one_student(browser, hub, u, start)) for u in students]
        await asyncio.sleep(2)  # every login page loaded and filled in
        start.set()
        done = await asyncio.gather(*tasks)
        await asyncio.sleep(3)  # the kernels settle before memory is measured
        memory = {u: m for u, m in memory_per_student(hub).items() if u in students}  # not the teacher service
        for _, context in done:
            await context.close()
        await browser.close()
        return [times for times, _ in done], memory


def summary(values: list[float]) -> dict[str, float] | None:
    """Median, 95th percentile and slowest, or None when nothing was measured (every page failed)."""
    if not values:
        return None
    return {"median": round(statistics.median(values), 2), "p95": round(p95(values), 2), "max": round(max(values), 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--students", type=int, default=30)
    args = parser.parse_args()
    chromium = chromium_path()
    if chromium is None:
        print("needs Chromium (/usr/bin/chromium or $CASINO_CHROMIUM)", file=sys.stderr)
        return 2
    students = [f"student{i:02d}" for i in range(1, args.students + 1)]
    school = {"admins": [ADMIN], "classes": {"7A": {"teachers": ["ms-lee"], "students": students, "opens": "app"}}}
    hub = start_hub(school)
    try:
        base = sum(memory_kib(pid)[0] for pid in [hub.process.pid, *descendants(hub.process.pid)])
        accounts(hub, students, chromium)
        began = time.perf_counter()
        results, memory = asyncio.run(class_arrives(hub, students, chromium))
        wall = time.perf_counter() - began
        # The hub's own measure of each server's start (spawn requested -> server answering).
        OUT.mkdir(exist_ok=True)
        (OUT / "bench_hub-hub.log").write_text(hub.log.read_text(errors="replace"))
        spawns = [float(s) for s in re.findall(r"User \S+ took ([\d.]+) seconds to start", hub.log.read_text(errors="replace"))]
    finally:
        left = hub.stop()
    failed = [r["error"] for r in results if "failed" in r]
    results = [r for r in results if "failed" not in r]
    start_times = [r["start_page"] for r in results]
    practice_times = [r["practice_page"] for r in results]
    rss = [m[0] / 1024 for m in memory.values()]
    pss = [m[1] / 1024 for m in memory.values()]
    report = {
        "students": len(students), "failed": failed, "wall_seconds": round(wall, 1),
        "start_page_seconds": summary(start_times),
        "practice_page_seconds": summary(practice_times),
        "server_start_seconds_by_hub": summary(spawns),
        "memory_per_student_mib": {"servers_measured": len(memory), "rss_mean": round(statistics.mean(rss), 1),
                                   "rss_max": round(max(rss), 1), "pss_mean": round(statistics.mean(pss), 1)} if memory else None,
        "hub_proxy_service_rss_mib_idle": round(base / 1024, 1),
        "processes_left_after_hub_stopped": hub.left_commands or left,
    }
    print(json.dumps(report, indent=2))
    OUT.mkdir(exist_ok=True)
    (OUT / "bench_hub.json").write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
