"""Start and stop throw-away JupyterLab and Voilà servers for browser tests.

Each server gets a free loopback port and its own temporary config/data/runtime folders, so the
tests leave nothing in the home folder; it is stopped by its own PID.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def chromium_path() -> str | None:
    """The browser to drive: $CASINO_CHROMIUM, else Debian's /usr/bin/chromium."""
    for candidate in (os.environ.get("CASINO_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def isolated_env(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("config", "data", "runtime", "ipython", "mpl"):
        (folder / name).mkdir(parents=True, exist_ok=True)
    env.update(
        JUPYTER_CONFIG_DIR=str(folder / "config"), JUPYTER_DATA_DIR=str(folder / "data"),
        JUPYTER_RUNTIME_DIR=str(folder / "runtime"), IPYTHONDIR=str(folder / "ipython"),
        MPLCONFIGDIR=str(folder / "mpl"), JUPYTER_PLATFORM_DIRS="1",
        CASINO_LEARN_HOME=str(folder / "learner"),
    )
    return env


@dataclass
class Server:
    url: str
    process: subprocess.Popen
    folder: Path
    log: Path

    def stop(self) -> None:
        """Stop the server by its own PID (and anything it started, such as kernels)."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        shutil.rmtree(self.folder, ignore_errors=True)

    def log_tail(self, chars: int = 3000) -> str:
        try:
            return self.log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def _wait_for(url: str, process: subprocess.Popen, log: Path, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except Exception:
            time.sleep(0.2)
    raise RuntimeError(f"server did not answer at {url} within {seconds} s:\n{log.read_text(errors='replace')[-3000:]}")


def start_lab(locale: str | None = None, notebook_settings: dict | None = None) -> Server:
    """JupyterLab on the repository, with the kernel auto-started and news prompts off. With
    ``locale`` ("es_ES", "pt_BR") its menus are in that language (its language pack, as
    ``make lab LANG=es`` sets it) and the kit speaks it (CASINO_LEARN_LANG).
    ``notebook_settings`` replace some of the course's notebook settings (benchmarks compare them)."""
    folder = Path(tempfile.mkdtemp(prefix="casino-lab-"))
    env = isolated_env(folder)
    settings = folder / "settings"
    settings.mkdir()
    course = json.loads((ROOT / "tools" / "lab_settings" / "overrides.json").read_text(encoding="utf-8"))  # as `make lab`
    overrides: dict = {
        "@jupyterlab/notebook-extension:tracker": {
            **course["@jupyterlab/notebook-extension:tracker"], "autoStartDefaultKernel": True, **(notebook_settings or {})},
        "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    }
    if locale:
        overrides["@jupyterlab/translation-extension:plugin"] = {"locale": locale}
        env["CASINO_LEARN_LANG"] = locale.split("_")[0]
    (settings / "overrides.json").write_text(json.dumps(overrides))
    port = free_port()
    log = folder / "server.log"
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip", "127.0.0.1", f"--port={port}",
        "--ServerApp.token=", "--ServerApp.password=", "--allow-root", f"--ServerApp.root_dir={ROOT}",
        f"--LabApp.app_settings_dir={settings}", f"--LabApp.workspaces_dir={folder / 'workspaces'}",
        f"--config={ROOT / 'tools' / 'jupyter_course_config.py'}",  # as `make lab`: course notebooks stay clean
    ]
    process = subprocess.Popen(cmd, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    _wait_for(url + "/api", process, log)
    return Server(url, process, folder, log)


def start_voila(notebook: str | None = None, port: int | None = None, args: list[str] | None = None,
                prepare: Callable[[Path], object] | None = None) -> Server:
    """The classroom app (``casino-learn app``) on a free port; ``args`` are more options for it
    (e.g. ``--class``), and ``prepare(home)`` runs first with the server's CASINO_LEARN_HOME."""
    folder = Path(tempfile.mkdtemp(prefix="casino-voila-"))
    env = isolated_env(folder)
    if prepare is not None:
        prepare(Path(env["CASINO_LEARN_HOME"]))
    port = port or free_port()
    log = folder / "server.log"
    cmd = [sys.executable, "-m", "casino_learn", "app", "--port", str(port), "--ip", "127.0.0.1", "--no-browser", *(args or [])]
    process = subprocess.Popen(cmd, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    _wait_for(url, process, log)
    return Server(url, process, folder, log)


def start_class_server(class_name: str, prepare: Callable[[Path], object] | None = None, folder: Path | None = None,
                       port: int | None = None, env_extra: dict[str, str] | None = None) -> Server:
    """The one-process classroom server (``casino-learn class start NAME``) on a free port;
    ``prepare(home)`` runs first with the server's CASINO_LEARN_HOME. Given the ``folder`` (and
    ``port``) of a stopped server, starts it again on the same class (a restart)."""
    fresh = folder is None
    folder = folder or Path(tempfile.mkdtemp(prefix="casino-class-"))
    env = isolated_env(folder)
    env["XDG_CACHE_HOME"] = str(folder / "cache")
    env.update(env_extra or {})
    if prepare is not None and fresh:
        prepare(Path(env["CASINO_LEARN_HOME"]))
    port = port or free_port()
    log = folder / "server.log"
    cmd = [sys.executable, "-m", "casino_learn", "class", "start", class_name, "--port", str(port), "--ip", "127.0.0.1", "--no-browser"]
    process = subprocess.Popen(cmd, env=env, stdout=log.open("a"), stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    _wait_for(url, process, log)
    return Server(url, process, folder, log)


def kernels_of(server: Server) -> int:
    """How many kernels the server is running now (its child processes, from /proc)."""
    parent: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    found, todo = [], [server.process.pid]
    while todo:
        pid = todo.pop()
        kids = [c for c, p in parent.items() if p == pid]
        found += kids
        todo += kids
    count = 0
    for pid in found:
        try:
            count += b"ipykernel" in Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            pass
    return count
