"""Start and stop a throw-away school hub (``casino_learn.hub``) on loopback, for the hub test and
the hub benchmark; sign people up, approve them and log them in through the real pages.

The hub gets free loopback ports, a temporary state folder (database, PID files) and a temporary
homes folder (as root each student's server runs as their own system user, removed by :meth:`Hub.stop`);
configurable-http-proxy is installed once with ``npm ci`` into ``test-output/hub-proxy`` and kept
for later runs. :meth:`Hub.stop` stops the hub by its PID (it stops the proxy, the teacher service
and the students' servers), then checks every process the hub started, by its PID, and stops any
that is left.
"""

from __future__ import annotations

import fcntl
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from casino_learn.hub import ensure_proxy, hub_command, hub_env, useradd_missing

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
    #: The students' homes (each student's own system user's, unless ``shared``).
    homes: Path = Path()
    #: True: every server as this process's user (``--unsafe-shared-user``); False: a system user per student.
    shared: bool = True
    #: Hub user names whose system users this hub made (removed by :meth:`stop`).
    users: list[str] = field(default_factory=list)
    #: Seconds from SIGTERM to the hub's exit, measured by :meth:`stop`.
    stop_seconds: float = 0.0
    #: The copy of the kit and course students' servers run (a checkout closed to them), else None.
    kit: Path | None = None

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
            asked = time.monotonic()
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
            self.stop_seconds = time.monotonic() - asked
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
        if not self.shared:
            from casino_learn.hub.spawner import remove_system_user

            for user in self.users:
                remove_system_user(user, remove_home=not keep)
        logs = ROOT / "test-output" / "hub-logs"  # kept for a failed run's reader (the state folder goes)
        logs.mkdir(parents=True, exist_ok=True)
        shutil.copy(self.log, logs / f"{self.state.name}.log") if self.log.exists() else None
        if not keep:
            shutil.rmtree(self.state, ignore_errors=True)
            if self.homes != Path() and not self.homes.is_relative_to(self.state):
                shutil.rmtree(self.homes, ignore_errors=True)
            if self.kit is not None:
                shutil.rmtree(self.kit, ignore_errors=True)
        return left

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


@dataclass(frozen=True)
class StudentEnvironment:
    """What students' system users run: a Python, and where the kit and the course are when this
    checkout lies behind a folder closed to them (``pythonpath``/``course`` empty: the checkout's own)."""
    python: str
    pythonpath: str = ""
    course: str = ""


def _link_or_copy(source: str, target: str) -> None:
    try:
        os.link(source, target)  # same file system: instant, and the file keeps its own (readable) mode
    except OSError:
        shutil.copy2(source, target)


def _open_to_others(folder: Path) -> None:
    """Readable (and folders passable) by every user, whatever the umask it was made under (the hub's is 077)."""
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod(mode | (0o055 if path.is_dir() or mode & 0o100 else 0o044))


def _reachable_copy(system: Path, packages: Path, version: str) -> StudentEnvironment:
    """A Python in the system's temporary folder with a copy of this environment's packages (kept for
    later runs while the packages are unchanged), and a fresh copy of the kit and the course: what the
    deployment guide asks of a school (a virtual environment outside any private folder), made for a
    checkout that lies behind a closed folder (CI's clone, a kit in /root)."""
    import fcntl

    base = Path(tempfile.gettempdir()) / "casino-student-environment"
    base.mkdir(exist_ok=True)
    base.chmod(0o755)
    folder = base / "python"
    python = folder / "bin" / "python"
    stamp = f"{packages} {packages.stat().st_mtime_ns} {len(list(packages.iterdir()))}"
    with open(base / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the two test workers may both need it at once
        if not python.exists() or not (folder / ".stamp").exists() or (folder / ".stamp").read_text() != stamp:
            shutil.rmtree(folder, ignore_errors=True)
            subprocess.run([str(system), "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
            own = folder / "lib" / version / "site-packages"
            shutil.rmtree(own)
            skip = shutil.ignore_patterns("__editable__*", "playwright", "__pycache__")  # the kit comes from its own copy
            shutil.copytree(packages, own, symlinks=True, ignore=skip, copy_function=_link_or_copy)
            for name in ("jupyter", "jupyterhub", "solara"):  # JupyterLab's, Voila's and the server extensions' files
                if (Path(sys.prefix) / "share" / name).is_dir():
                    shutil.copytree(Path(sys.prefix) / "share" / name, folder / "share" / name, symlinks=True,
                                    copy_function=_link_or_copy, dirs_exist_ok=True)
            if (Path(sys.prefix) / "etc").is_dir():
                shutil.copytree(Path(sys.prefix) / "etc", folder / "etc", symlinks=True, dirs_exist_ok=True)
            _open_to_others(folder)
            (folder / ".stamp").write_text(stamp)
    kit = Path(tempfile.mkdtemp(prefix="kit-", dir=base))
    shutil.copytree(ROOT / "casino_learn", kit / "casino_learn", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "notebooks", kit / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    _open_to_others(kit)
    return StudentEnvironment(str(python), pythonpath=str(kit), course=str(kit / "notebooks"))


def student_environment() -> StudentEnvironment | None:
    """A Python that students' system users may run, with this environment's packages: this one, or
    where it lies in a private folder (a Python installed in /root), a small virtual environment in
    test-output made from the system's Python of the same version, seeing this one's packages; and
    where this checkout or its packages lie behind a closed folder too, a copy of both that students
    can reach (:func:`_reachable_copy`). None when there is no Python they may run."""
    import sysconfig

    from casino_learn.hub import closed_to_others

    packages = Path(sysconfig.get_paths()["purelib"])
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    system = Path("/usr/bin") / version
    checkout_open = closed_to_others(ROOT / "casino_learn" / "__init__.py") is None and closed_to_others(packages) is None
    if not checkout_open and os.environ.get("CASINO_TEST_STUDENT_COPY") != "0":
        if not system.exists() or closed_to_others(system) is not None:
            return None
        return _reachable_copy(system, packages, version)
    if closed_to_others(sys.executable) is None and closed_to_others(os.path.realpath(sys.executable)) is None:
        return StudentEnvironment(sys.executable)
    if not system.exists() or closed_to_others(system) is not None:
        return None
    folder = ROOT / "test-output" / "student-python"
    python = folder / "bin" / "python"
    folder.parent.mkdir(parents=True, exist_ok=True)
    # One maker at a time: the suite's two hub tests start together, one per worker, and both made this folder
    # on a fresh clone (FileExistsError on the "share" link).
    with open(folder.parent / ".student-python.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not python.exists():
            subprocess.run([str(system), "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
            own = folder / "lib" / version / "site-packages"
            own.mkdir(parents=True, exist_ok=True)
            (own / "casino-test-packages.pth").write_text(f"import site; site.addsitedir({str(packages)!r})\n")
            for name in ("share", "etc"):  # JupyterLab's, Voila's and the server extensions' files
                if (Path(sys.prefix) / name).exists() and not (folder / name).exists():
                    (folder / name).symlink_to(Path(sys.prefix) / name)
    _open_to_others(folder)
    return StudentEnvironment(str(python))


def school_users(school: dict[str, Any]) -> list[str]:
    """Everyone the school file names (admins, teachers, students)."""
    out = list(school.get("admins", []))
    for spec in school.get("classes", {}).values():
        out += list(spec.get("teachers", [])) + list(spec.get("students", []))
    return list(dict.fromkeys(out))


def start_hub(school: dict[str, Any], seconds: float = 90, shared: bool | None = None, cull_after: int | None = None,
              env_extra: dict[str, str] | None = None) -> Hub:
    """A hub on free loopback ports with ``school`` as its school file. ``shared``: every server as this
    process's user (``--unsafe-shared-user``); by default a system user per student where this process
    may make them (root with useradd), else shared. The homes are in a folder of their own (0711)."""
    shared = useradd_missing() is not None if shared is None else shared
    state = Path(tempfile.mkdtemp(prefix="casino-hub-"))
    (state / "school.json").write_text(json.dumps(school))
    homes = Path(tempfile.mkdtemp(prefix="casino-homes-"))
    os.chmod(homes, 0o711)  # each student may pass through to their own home, and list none
    proxy = ensure_proxy(PROXY_FOLDER, quiet=True)
    port = free_port()
    env = hub_env(state, ip="127.0.0.1", port=port, proxy=proxy, environ=isolated_env(state / "jupyter"),
                  homes=str(homes / "{username}"), shared_user=shared, cull_after=cull_after)
    env["CASINO_HUB_PORTS_FROM"] = str(free_run(3))
    env["CASINO_LEARN_PRACTICE_SEED"] = "1"  # the tests know the practice page's first exercise (else new at each visit)
    kit = None
    if not shared:
        students = student_environment()
        if students is None:
            raise RuntimeError("no Python that students' system users may run (this one is in a private folder "
                               "and /usr/bin has no Python of the same version)")
        env["CASINO_HUB_PYTHON"] = students.python
        if students.pythonpath:  # this checkout is closed to students' users: the kit and course from a copy
            kit = Path(students.pythonpath)
            env["PYTHONPATH"] = students.pythonpath
            env["CASINO_LEARN_COURSE"] = students.course
    env.update(env_extra or {})
    log = state / "hub.log"
    process = subprocess.Popen(hub_command(), env=env, cwd=state, stdout=log.open("w"), stderr=subprocess.STDOUT,
                               start_new_session=True)
    hub = Hub(f"http://127.0.0.1:{port}", process, state, log, homes=homes, shared=shared,
              users=[] if shared else school_users(school), kit=kit)
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


def arrive(page: Any, hub: Hub, url: Any, timeout: int = 120_000) -> None:
    """Wait until ``page`` is at ``url`` (a pattern for ``wait_for_url``), as a student waits for their
    page after log-in. A page still elsewhere after ``timeout`` is reloaded once, as a student would
    press reload, and what it showed (its address, its words, the end of the hub's log) is printed; if
    it is not there after the reload either, the test fails with those facts (CI once timed out with
    only "navigated to /user/idle-ben/" to go on)."""
    import warnings

    from playwright.sync_api import Error as PlaywrightError

    def seen() -> str:
        try:
            words = page.locator("body").inner_text(timeout=5_000)[:600]
        except PlaywrightError as error:
            words = f"(no words: {error.message.splitlines()[0]})"
        return f"page at {page.url}, showing:\n{words}\n--- the hub's log, its end:\n{hub.log_tail(3000)}"

    try:
        page.wait_for_url(url, timeout=timeout)
        return
    except PlaywrightError:
        first = seen()
    warnings.warn(f"not there after {timeout // 1000} s; reloading once. {first}", stacklevel=2)
    print(f"arrive: reloading once. {first}")
    try:
        page.reload(timeout=timeout)
        page.wait_for_url(url, timeout=timeout)
    except PlaywrightError as error:
        raise AssertionError(f"{error.message.splitlines()[0]}\nbefore the reload: {first}\nafter it: {seen()}") from None


def approve(page: Any, hub: Hub, users: list[str]) -> None:
    """As a hub admin (already logged in on ``page``): authorize the users' sign-ups."""
    page.goto(hub.url + "/hub/authorize")
    for user in users:
        page.goto(hub.url + f"/hub/authorize/{user}")
    page.goto(hub.url + "/hub/authorize")
