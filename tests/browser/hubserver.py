"""Start and stop a throw-away school hub (``casino_learn.hub``) on loopback, for the hub test and
the hub benchmark; sign people up, approve them and log them in through the real pages.

The hub gets free loopback ports and a temporary state folder (database, homes, PID files);
configurable-http-proxy is installed once with ``npm ci`` into ``test-output/hub-proxy`` and kept
for later runs. :meth:`Hub.stop` stops the hub by its PID (it stops the proxy, the teacher service
and the students' servers), then checks every process the hub started, by its PID, and stops any
that is left.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from casino_learn.hub import ensure_proxy, hub_command, hub_env

from .servers import ROOT, free_port, isolated_env

PROXY_FOLDER = ROOT / "test-output" / "hub-proxy"
PASSWORD = "Casino-Table-2718"
ADMIN = "it-office"


def free_run(count: int) -> int:
    """The first of ``count`` consecutive free loopback ports."""
    for _ in range(200):
        start = free_port()
        if start + count > 65535:
            continue
        ok = True
        for port in range(start, start + count):
            with socket.socket() as s:
                try:
                    s.bind(("127.0.0.1", port))
                except OSError:
                    ok = False
                    break
        if ok:
            return start
    raise RuntimeError("no run of free ports found")


def _children() -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        out.setdefault(ppid, []).append(int(entry.name))
    return out


def descendants(pid: int) -> list[int]:
    """Every process started (directly or not) by ``pid`` (Linux /proc)."""
    tree, out, todo = _children(), [], [pid]
    while todo:
        for child in tree.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie is gone for our purposes
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@dataclass
class Hub:
    url: str
    process: subprocess.Popen
    state: Path
    log: Path
    #: Every PID seen under the hub (proxy, teacher service, students' servers, kernels).
    seen: set[int] = field(default_factory=set)
    #: The command lines of the processes :meth:`stop` had to stop itself.
    left_commands: dict[int, str] = field(default_factory=dict)

    @property
    def homes(self) -> Path:
        return self.state / "homes"

    def note_processes(self) -> list[int]:
        pids = descendants(self.process.pid)
        self.seen.update(pids)
        return pids

    def stop(self, keep: bool = False) -> list[int]:
        """Stop the hub by its PID, then every process it started by its PID; returns the PIDs
        that were still running after the hub stopped (and were then stopped here)."""
        self.note_processes()
        proxy_pid = self.state / "jupyterhub-proxy.pid"
        if proxy_pid.exists():
            try:
                self.seen.add(int(proxy_pid.read_text().strip()))
            except ValueError:
                pass
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        left = []
        for pid in sorted(self.seen):
            if alive(pid):
                try:
                    self.left_commands[pid] = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()[:200]
                except OSError:
                    pass
                left.append(pid)
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        deadline = time.monotonic() + 10
        for pid in left:
            while alive(pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        if not keep:
            shutil.rmtree(self.state, ignore_errors=True)
        return left

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def start_hub(school: dict[str, Any], seconds: float = 90) -> Hub:
    """A hub on free loopback ports with ``school`` as its school file."""
    state = Path(tempfile.mkdtemp(prefix="casino-hub-"))
    (state / "school.json").write_text(json.dumps(school))
    proxy = ensure_proxy(PROXY_FOLDER, quiet=True)
    port = free_port()
    env = hub_env(state, ip="127.0.0.1", port=port, proxy=proxy, environ=isolated_env(state / "jupyter"))
    env["CASINO_HUB_PORTS_FROM"] = str(free_run(3))
    log = state / "hub.log"
    process = subprocess.Popen(hub_command(), env=env, cwd=state, stdout=log.open("w"), stderr=subprocess.STDOUT,
                               start_new_session=True)
    hub = Hub(f"http://127.0.0.1:{port}", process, state, log)
    deadline = time.monotonic() + seconds
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"the hub exited early:\n{hub.log_tail()}")
        try:
            urllib.request.urlopen(hub.url + "/hub/login", timeout=2)
            break
        except Exception:
            if time.monotonic() > deadline:
                hub.stop(keep=True)
                raise RuntimeError(f"the hub did not answer within {seconds} s:\n{hub.log_tail()}") from None
            time.sleep(0.2)
    hub.note_processes()
    return hub


# --- the real pages (Playwright, sync API) ----------------------------------------------------------

def sign_up(page: Any, hub: Hub, user: str, password: str = PASSWORD) -> None:
    """Fill in NativeAuthenticator's sign-up page."""
    page.goto(hub.url + "/hub/signup")
    page.fill("#username_input", user)
    page.fill("#password_input", password)
    page.fill("#password_confirmation_input", password)
    page.click("#signup_submit")
    alert = page.wait_for_selector("[role=alert]", timeout=30_000)
    text = alert.inner_text()
    if "alert-danger" in (alert.get_attribute("class") or ""):
        raise AssertionError(f"sign-up of {user} refused: {text}")


def log_in(page: Any, hub: Hub, user: str, password: str = PASSWORD, next_url: str = "", refused: bool = False) -> Any:
    """Log in through the hub's login page (and wait for the page after it, or with ``refused``
    for the login page's error message, which is returned)."""
    page.goto(hub.url + "/hub/login" + (f"?next={next_url}" if next_url else ""))
    page.fill("#username_input", user)
    page.fill("#password_input", password)
    if refused:
        page.click("#login_submit")
        return page.wait_for_selector(".login_error, .alert-danger, p.login_error", timeout=30_000).inner_text()
    with page.expect_navigation(timeout=120_000):
        page.click("#login_submit")
    return page


def approve(page: Any, hub: Hub, users: list[str]) -> None:
    """As a hub admin (already logged in on ``page``): authorize the users' sign-ups."""
    page.goto(hub.url + "/hub/authorize")
    for user in users:
        page.goto(hub.url + f"/hub/authorize/{user}")
    page.goto(hub.url + "/hub/authorize")
