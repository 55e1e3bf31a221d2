"""Memory of one student's single-user server, for the cluster sizing (deploy/kubernetes/).

Lays out a student's folder: the course in ``notebooks/``, the classroom app's pages in ``app/``;
starts ``jupyter lab`` on it with a student server's settings (tools/jupyter_course_config.py, the
app's Voilà template, progress in ``work/.casino_learn``), then in headless Chromium:

1. waits with nothing open (the server alone);
2. opens a lesson in JupyterLab and runs all its cells (the "course" default URL);
3. opens the play page through the Voilà server extension (the "app" default URL).

After each step it reads the CPU time used so far and the resident memory of the server and of each kernel it started from
/proc (VmRSS, and PSS, which shares common library pages fairly between processes).

    PYTHONPATH=$PWD python benchmarks/bench_singleuser_memory.py [--lesson 07_play_a_full_game.ipynb]

Linux only (/proc). Needs Chromium (/usr/bin/chromium or $CASINO_CHROMIUM) and Playwright for Python.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import expect, sync_playwright  # noqa: E402

from casino_learn.app import APP_DIR, TEMPLATE, voila_env  # noqa: E402
from tests.browser.jupyterlab import open_notebook, run_all  # noqa: E402
from tests.browser.servers import CHROMIUM_ARGS, ROOT, _wait_for, chromium_path, free_port, isolated_env  # noqa: E402


def _kb(path: Path, field: str) -> int:
    try:
        for line in path.read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, PSS) of one process in MB."""
    proc = Path("/proc") / str(pid)
    return _kb(proc / "status", "VmRSS") / 1024, _kb(proc / "smaps_rollup", "Pss") / 1024


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    try:
        fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def report(step: str, server: int) -> None:
    rss, pss = memory_mb(server)
    kernels = [memory_mb(k) for k in children(server)]
    line = f"{step:<32} server RSS {rss:6.1f} MB  PSS {pss:6.1f} MB"
    for i, (k_rss, k_pss) in enumerate(kernels, 1):
        line += f" | kernel {i} RSS {k_rss:6.1f} MB  PSS {k_pss:6.1f} MB"
    total = rss + sum(k for k, _ in kernels)
    cpu = cpu_seconds(server) + sum(cpu_seconds(k) for k in children(server))
    print(f"{line} | total RSS {total:6.1f} MB, CPU so far {cpu:5.1f} s", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lesson", default="07_play_a_full_game.ipynb")
    parser.add_argument("--settle", type=float, default=5.0, help="seconds to wait before each reading")
    args = parser.parse_args()
    browser_path = chromium_path()
    if browser_path is None:
        print("needs Chromium: apt-get install chromium, or set CASINO_CHROMIUM", file=sys.stderr)
        return 2

    folder = Path(tempfile.mkdtemp(prefix="casino-singleuser-"))
    root = folder / "home"
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    shutil.copytree(APP_DIR, root / "app")
    (root / "work").mkdir()
    env = voila_env(isolated_env(folder))
    env["CASINO_LEARN_HOME"] = str(root / "work" / ".casino_learn")
    port = free_port()
    log = folder / "server.log"
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip", "127.0.0.1", f"--port={port}",
        "--ServerApp.token=", "--ServerApp.password=", "--allow-root", f"--ServerApp.root_dir={root}",
        f"--config={ROOT / 'tools' / 'jupyter_course_config.py'}",
        f"--VoilaConfiguration.template={TEMPLATE}", "--VoilaConfiguration.show_tracebacks=False",
    ]
    process = subprocess.Popen(cmd, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, cwd=root, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_for(url + "/api", process, log)
        print(f"python {sys.version.split()[0]}, lesson {args.lesson}", flush=True)
        time.sleep(args.settle)
        report("server, nothing open", process.pid)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=browser_path, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            open_notebook(page, url, f"notebooks/{args.lesson}")
            time.sleep(args.settle)
            report("lesson open, kernel started", process.pid)
            run_all(page, timeout=240_000)
            time.sleep(args.settle)
            report("lesson run top to bottom", process.pid)
            app = browser.new_page(viewport={"width": 1280, "height": 1000})
            app.goto(f"{url}/voila/render/app/play.ipynb")
            expect(app.locator("body")).to_contain_text("Match score", timeout=120_000)
            time.sleep(args.settle)
            report("+ app play page (Voila)", process.pid)
            browser.close()
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(15)
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
