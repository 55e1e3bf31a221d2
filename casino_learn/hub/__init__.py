"""The kit on a school server: JupyterHub with a log-in for every student and teacher (issue 14).

* ``jupyterhub_config.py`` (shipped here; ``deploy/jupyterhub/jupyterhub_config.py`` loads it) —
  the hub: NativeAuthenticator (sign-up, approved by a hub admin), configurable-http-proxy run
  with this machine's Node.js, one server per student, the teacher service.
* :mod:`.classes` — the school file: classes, their students and teachers (JupyterHub groups),
  what each class's servers open, where each student's progress lives.
* :mod:`.teacher_service` — the teacher view as a JupyterHub service (OAuth, minimal scopes).
* :mod:`.singleuser` — a student's server: prepares their home, then runs ``jupyterhub-singleuser``.
* :mod:`.spawner` — each student's server as their own system user ``cl-<name>`` (issue 24).
* :mod:`.notice` and :mod:`.culler` — culling that follows the student: the culled page's notice,
  and jupyterhub-idle-culler stopping at once with the hub.

``casino-learn hub`` (:func:`run_hub`) first checks what the hub needs (:func:`preflight`: the
packages of the ``hub`` extra, a school file with an admin, the course, free ports, root to keep
students apart unless ``--unsafe-shared-user``, a Python students' users can run, a safe
``--cull-after``, not root with the shared user on a network), installs the proxy with ``npm ci`` into the hub's state folder on
first use (nothing global) and runs ``jupyterhub -f <this folder>/jupyterhub_config.py``.
``casino-learn hub accounts`` (:mod:`.accounts`) makes a class's accounts and their printed sheet;
``casino-learn hub values`` (:mod:`.values`) prints the Kubernetes (Helm) values of the classes.
Everything here but :func:`hub_env`, :func:`preflight` and :func:`ensure_proxy` needs the ``hub``
extra (``pip install 'casino-learn[hub]'``).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["CONFIG", "CULL_AFTER", "ISOLATED_HOMES", "KERNEL_CULL_AFTER", "MIN_CULL_AFTER", "PORTS_FROM", "PROXY_FILES",
           "HubSetupError", "activity_settings", "check_cull_after", "check_isolation", "course_folder", "default_homes",
           "ensure_proxy", "hub_command", "hub_env", "internal_ports", "lock_state", "missing_packages", "node_missing",
           "preflight", "run_hub", "useradd_missing"]

HERE = Path(__file__).resolve().parent
#: The hub's configuration file, as installed with the kit.
CONFIG = HERE / "jupyterhub_config.py"
#: configurable-http-proxy's package.json and package-lock.json (the same as deploy/jupyterhub's).
PROXY_FILES = (HERE / "package.json", HERE / "package-lock.json")
PROXY_BIN = Path("node_modules") / ".bin" / "configurable-http-proxy"
#: The first of the three internal ports (hub API, proxy API, teacher service) and the idle culler's default.
PORTS_FROM = 8081
CULL_AFTER = 1200
#: The shortest --cull-after that never stops a server whose page is in use: activity reaches the hub
#: within ACTIVITY_INTERVAL (the server's report) + 30 s (the proxy's routes), and the culler looks every
#: cull_after/4; 300 s leaves a page a student reads for 3 minutes without a click running.
#: ``CASINO_HUB_CULL_MINIMUM`` lowers it, for the kit's own tests only.
MIN_CULL_AFTER = 300
#: How often a student's server tells the hub it is in use (JupyterHub's default: 300 s).
ACTIVITY_INTERVAL = 30
#: A kernel inside a student's server with no page connected and idle this long is stopped (its
#: page was closed, perhaps abruptly); checked every KERNEL_CULL_EVERY seconds.
KERNEL_CULL_AFTER = 600
KERNEL_CULL_EVERY = 60
#: Students' homes when each has their own system user: outside the hub's private state folder.
ISOLATED_HOMES = "/home/casino-hub/{username}"
#: What the hub's server side needs: (module, pip name); all in the ``hub`` extra.
HUB_PACKAGES = (("jupyterhub", "jupyterhub"), ("nativeauthenticator", "jupyterhub-nativeauthenticator"),
                ("voila", "voila"), ("jupyterhub_idle_culler", "jupyterhub-idle-culler"))
INSTALL_HINT = "pip install 'casino-learn[hub]' (from a checkout: pip install -e '.[hub]')"
#: The first lesson of the course: a course folder without it is not the course.
COURSE_START = "00_start_here.ipynb"
SCHOOL_EXAMPLE = ('{"admins": ["it-office"], "classes": {"7A": {"teachers": ["ms-lee"], "students": ["ana", "ben"], '
                  '"opens": "app"}}}')
NODE_HELP = ("The school hub needs Node.js (version 20 or newer) and npm for its proxy (configurable-http-proxy): "
             "on Debian/Ubuntu `sudo apt-get install nodejs npm`, or see https://nodejs.org.")


class HubSetupError(RuntimeError):
    """Something the hub needs is missing; the message says how to get it."""


def node_missing() -> str | None:
    """Why the proxy cannot be installed here (no Node.js or npm), or None."""
    if not shutil.which("node") or not shutil.which("npm"):
        return NODE_HELP
    return None


def ensure_proxy(folder: str | Path, quiet: bool = False) -> Path:
    """configurable-http-proxy installed with ``npm ci`` in ``folder`` (once: again only when the
    lock file changes), from the kit's own package.json and package-lock.json. Returns its program."""
    why = node_missing()
    if why:
        raise HubSetupError(why)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    lock = PROXY_FILES[1].read_bytes()
    stamp = folder / "node_modules" / ".casino-learn-lock-sha256"
    program = folder / PROXY_BIN
    digest = hashlib.sha256(lock).hexdigest()
    if program.exists() and stamp.exists() and stamp.read_text().strip() == digest:
        return program
    # One install at a time: two hubs started at once (the test suite's two workers on a fresh clone)
    # each ran `npm ci` in the same folder and one failed ("ENOENT … mkdir node_modules/logform").
    import fcntl  # the school hub runs on Linux (system users per student); imported only here

    with open(folder / ".install-lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        if program.exists() and stamp.exists() and stamp.read_text().strip() == digest:
            return program  # the other one installed it meanwhile
        return _install_proxy(folder, program, stamp, digest, quiet)


def _install_proxy(folder: Path, program: Path, stamp: Path, digest: str, quiet: bool) -> Path:
    for source in PROXY_FILES:
        shutil.copyfile(source, folder / source.name)
    if not quiet:
        print(f"Installing configurable-http-proxy into {folder} (npm ci, once)...", flush=True)
    npm = shutil.which("npm") or "npm"
    done = subprocess.run([npm, "ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder,
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0 or not program.exists():
        raise HubSetupError(f"npm ci failed in {folder}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    stamp.write_text(digest + "\n")
    return program


def useradd_missing() -> str | None:
    """Why a system user per student cannot be made here (not root, or no useradd), or None."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "making a system user per student needs root"
    if not shutil.which("useradd"):
        return "making a system user per student needs useradd (Debian/Ubuntu: apt-get install passwd)"
    return None


def check_isolation(shared: bool) -> None:
    """:class:`HubSetupError` unless students can be kept apart (root and useradd), or the one shared
    user was asked for (``--unsafe-shared-user``)."""
    if shared:
        return
    why = useradd_missing()
    if why:
        raise HubSetupError(f"each student's server runs as their own system user, and {why}: start the hub as root "
                            "(sudo casino-learn hub ...), or for a one-person trial only, where nobody else's files are "
                            "at stake, add --unsafe-shared-user (then every student's code can read every other student's files)")


def student_python(environ: Mapping[str, str] | None = None) -> str:
    """The Python that runs each student's server: ``CASINO_HUB_PYTHON``, else the hub's own."""
    return (os.environ if environ is None else environ).get("CASINO_HUB_PYTHON") or sys.executable


def closed_to_others(path: str | Path) -> Path | None:
    """The first folder on the way to ``path`` (or the file itself) that other users cannot pass or
    read, e.g. ``/root`` (0700) for a kit installed in root's home; None when all are open."""
    path = Path(path).absolute()
    for part in [*reversed(path.parents), path]:
        try:
            mode = part.stat().st_mode
        except OSError:
            return part
        need = 0o001 if part.is_dir() else 0o004
        if part == path and not part.is_dir():
            need = 0o005 if os.access(part, os.X_OK) else 0o004
        if not mode & need:
            return part
    return None


def check_reachable(environ: Mapping[str, str] | None = None) -> None:
    """:class:`HubSetupError` when students' system users could not run the kit: its Python, the kit
    itself or the course lie behind a folder closed to them (such as root's home)."""
    env = os.environ if environ is None else environ
    python = student_python(env)
    needed: list[tuple[str, str | Path]] = [("the Python of students' servers", python), ("the kit", HERE)]
    if env.get("CASINO_LEARN_COURSE"):
        needed.append(("the course", env["CASINO_LEARN_COURSE"]))
    for entry in (env.get("PYTHONPATH") or "").split(os.pathsep):
        if entry:
            needed.append(("PYTHONPATH", entry))
    real = os.path.realpath(python)
    if real != python:
        needed.append(("the Python of students' servers", real))
    for what, path in needed:
        closed = closed_to_others(path)
        if closed is not None:
            raise HubSetupError(f"students' servers run as their own system users, who cannot reach {what} ({path}): "
                                f"{closed} is closed to other users. Install the kit in a virtual environment outside "
                                "any private home, e.g. python3 -m venv /opt/casino-hub (deploy/jupyterhub/README.md), "
                                "or name a Python they can run with CASINO_HUB_PYTHON=/path/to/python")


def check_cull_after(seconds: int, environ: Mapping[str, str] | None = None) -> None:
    """:class:`HubSetupError` when ``--cull-after`` is shorter than :data:`MIN_CULL_AFTER` (0 is "never")."""
    env = os.environ if environ is None else environ
    least = int(env.get("CASINO_HUB_CULL_MINIMUM") or MIN_CULL_AFTER)
    if seconds < 0 or 0 < seconds < least:
        raise HubSetupError(f"--cull-after {seconds} is too short: a server whose page is in use could be stopped; "
                            f"use at least {least} seconds (or 0: never)")


def default_homes(state: str | Path, shared: bool) -> str:
    """The students' home template when none is given: in the state folder for the shared user,
    else :data:`ISOLATED_HOMES` (students cannot enter the hub's 0700 state folder)."""
    return str(Path(state) / "homes" / "{username}") if shared else ISOLATED_HOMES


#: The hub's files that only its own user may read: accounts and password hashes, the log-in signing key.
PRIVATE_FILES = ("jupyterhub.sqlite", "jupyterhub.sqlite-journal", "jupyterhub_cookie_secret", "school.json",
                 "jupyterhub_config.py")


def lock_state(state: str | Path) -> Path:
    """The hub's state folder, made if needed, 0700, with its private files 0600 (an older hub's too)."""
    state = Path(state)
    state.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(state, 0o700)
    for name in PRIVATE_FILES + tuple(p.name for p in state.glob("accounts-*.html")):
        try:
            os.chmod(state / name, 0o600)
        except FileNotFoundError:
            pass
    return state


def activity_settings() -> dict[str, str]:
    """What each student's server is told: report activity to the hub every :data:`ACTIVITY_INTERVAL` s."""
    return {"JUPYTERHUB_ACTIVITY_INTERVAL": str(ACTIVITY_INTERVAL)}


def course_folder(explicit: str | Path | None = None) -> Path | None:
    """The course's notebooks: ``explicit`` (``--course``), else the checkout's ``notebooks/`` next
    to the package, else the installed kit's ``<prefix>/share/casino_learn/notebooks`` (pyproject's
    data-files); None when none of them has the course's first lesson."""
    if explicit:
        return Path(explicit).expanduser().resolve()
    import sysconfig

    candidates = [HERE.parents[1] / "notebooks", Path(sys.prefix) / "share" / "casino_learn" / "notebooks",
                  Path(sysconfig.get_path("data")) / "share" / "casino_learn" / "notebooks"]
    user_data = sysconfig.get_path("data", f"{os.name}_user") if os.name == "posix" else None
    if user_data:
        candidates.append(Path(user_data) / "share" / "casino_learn" / "notebooks")
    for folder in candidates:
        if (folder / COURSE_START).is_file():
            return folder.resolve()
    return None


def internal_ports(first: int = PORTS_FROM) -> dict[int, str]:
    """The hub's three internal ports (on 127.0.0.1) and what each is for."""
    return {first: "the hub's internal API", first + 1: "the proxy's API", first + 2: "the teacher service"}


def hub_env(state: str | Path, *, ip: str = "127.0.0.1", port: int = 8000, school: str | Path | None = None,
            homes: str | None = None, proxy: str | Path | None = None, course: str | Path | None = None,
            ports_from: int | None = None, cull_after: int | None = None, shared_user: bool = False,
            environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment that ``jupyterhub_config.py`` reads (``CASINO_HUB_*``); see its docstring."""
    env = dict(os.environ if environ is None else environ)
    state = Path(state).expanduser().resolve()
    env.update(CASINO_HUB_STATE=str(state), CASINO_HUB_IP=ip, CASINO_HUB_PORT=str(port))
    env.pop("CASINO_HUB_SHARED_USER", None)
    if shared_user:
        env["CASINO_HUB_SHARED_USER"] = "1"
    if ports_from is not None:
        env["CASINO_HUB_PORTS_FROM"] = str(ports_from)
    if cull_after is not None:
        env["CASINO_HUB_CULL_AFTER"] = str(cull_after)
    if school is not None:
        env["CASINO_HUB_SCHOOL"] = str(Path(school).expanduser().resolve())
    if homes is not None:
        env["CASINO_HUB_HOMES"] = homes
    if proxy is not None:
        env["CASINO_HUB_PROXY"] = str(proxy)
    if course is not None:
        env["CASINO_LEARN_COURSE"] = str(Path(course).expanduser().resolve())
    return env


def hub_command(config: str | Path = CONFIG) -> list[str]:
    """``jupyterhub -f <config>`` with this Python's JupyterHub."""
    return [sys.executable, "-m", "jupyterhub", "-f", str(config)]


def missing_packages() -> list[str]:
    """The pip names of the hub extra's packages that are not installed here."""
    import importlib.util

    return [pip for module, pip in HUB_PACKAGES if importlib.util.find_spec(module) is None]


def _port_taken(host: str, port: int) -> bool:
    import socket

    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the hub and the proxy bind: TIME_WAIT is no clash
        try:
            s.bind((host, port))
        except OSError:
            return True
    return False


def check_ports(ip: str, port: int, ports_from: int = PORTS_FROM) -> None:
    """:class:`HubSetupError` naming the first port the hub needs that is already in use."""
    if port in internal_ports(ports_from):
        raise HubSetupError(f"--port {port} is one of the hub's internal ports ({ports_from}-{ports_from + 2}): "
                            f"choose another --port or --internal-ports-from")
    if _port_taken("" if ip in ("0.0.0.0", "*") else ip, port):
        raise HubSetupError(f"port {port} on {ip} is already in use (another hub or program?): stop it or choose another --port")
    for internal, what in internal_ports(ports_from).items():
        if _port_taken("127.0.0.1", internal):
            raise HubSetupError(f"port {internal} ({what}) is already in use (another hub?): start this hub with "
                                f"--internal-ports-from PORT, a port where it and the next two are free (e.g. {ports_from + 100})")


def check_school(path: str | Path) -> None:
    """:class:`HubSetupError` unless ``path`` is a school file that names at least one admin."""
    from .classes import SchoolError, load_school

    path = Path(path)
    example = Path(__file__).resolve().parents[2] / "deploy" / "jupyterhub" / "school.example.json"
    where = f"start from {example}" if example.exists() else f"e.g. {SCHOOL_EXAMPLE}"
    if not path.is_file():
        raise HubSetupError(f"no school file at {path}: write it (or pass --school FILE) with at least one admin, {where}")
    try:
        school = load_school(path)
    except SchoolError as e:
        raise HubSetupError(str(e)) from None
    if not school.admins:
        raise HubSetupError(f"the school file {path} names no admin, so nobody could approve anyone: add "
                            f"\"admins\": [\"it-office\"] (your user name), {where}")


def check_course(course: str | Path | None) -> Path:
    """The course folder, or :class:`HubSetupError` saying how to name it (``--course PATH``)."""
    folder = course_folder(course)
    if folder is None:
        raise HubSetupError("the course's notebooks were not found in this installation: pass --course PATH "
                            f"(a folder with {COURSE_START}, e.g. the notebooks/ folder of a casino_learn checkout)")
    if not (folder / COURSE_START).is_file():
        raise HubSetupError(f"the course folder {folder} has no {COURSE_START}: pass --course PATH, the folder of the course's notebooks")
    return folder


SIMPLE_SPAWNERS = {"simple", "jupyterhub.spawner.SimpleLocalProcessSpawner", "SimpleLocalProcessSpawner"}


def _spawner_name(config: str | Path, env: dict[str, str]) -> str:
    """The spawner ``config`` chooses, read with JupyterHub's own config loader under ``env``."""
    from traitlets.config.loader import PyFileConfigLoader

    saved = dict(os.environ)
    os.environ.update(env)
    try:
        c = PyFileConfigLoader(Path(config).name, str(Path(config).resolve().parent)).load_config()
    except HubSetupError:
        raise
    except Exception as e:  # a school's own config: say which file, in one line
        raise HubSetupError(f"the configuration {config} could not be read: {type(e).__name__}: {e}".splitlines()[0]) from None
    finally:
        os.environ.clear()
        os.environ.update(saved)
    spawner = c.JupyterHub.get("spawner_class", "simple") if "JupyterHub" in c else "simple"
    return spawner if isinstance(spawner, str) else f"{spawner.__module__}.{spawner.__name__}"


def check_root(ip: str, spawner: str, euid: int | None = None) -> None:
    """:class:`HubSetupError` when root would run every student's server as root on a network."""
    euid = (os.geteuid() if hasattr(os, "geteuid") else 1) if euid is None else euid
    if euid == 0 and spawner in SIMPLE_SPAWNERS and ip not in ("127.0.0.1", "localhost", "::1"):
        raise HubSetupError("--unsafe-shared-user as root would run every student's server as root on a network "
                            "(any student could read everyone's files and take over the hub): leave it out, so each "
                            "student's server runs as their own system user (deploy/jupyterhub/README.md \"Keeping students apart\")")


def root_warning(spawner: str, euid: int | None = None) -> str | None:
    """One line for the trial that check_root lets through: root, the simple spawner, this computer only."""
    euid = (os.geteuid() if hasattr(os, "geteuid") else 1) if euid is None else euid
    if euid == 0 and spawner in SIMPLE_SPAWNERS:
        return ("Warning: --unsafe-shared-user as root: every student's code runs as root on this computer "
                "(a one-person trial only; without that option each student gets their own system user).")
    return None


def preflight(state: str | Path, *, ip: str = "127.0.0.1", port: int = 8000, school: str | Path | None = None,
              course: str | Path | None = None, config: str | Path = CONFIG, ports_from: int = PORTS_FROM,
              env: dict[str, str] | None = None, euid: int | None = None, shared_user: bool = False,
              cull_after: int = CULL_AFTER) -> Path:
    """Everything ``casino-learn hub`` checks before it starts anything; returns the course folder.
    :class:`HubSetupError` with a one-line reason when the hub would not work."""
    missing = missing_packages()
    if missing:
        raise HubSetupError(f"the school hub needs {', '.join(missing)}: {INSTALL_HINT}")
    state = Path(state).expanduser().resolve()
    check_school(Path(school).expanduser() if school else state / "school.json")
    folder = check_course(course)
    check_cull_after(cull_after)
    check_isolation(shared_user)
    if not shared_user:
        check_reachable(env if env is not None else {**os.environ, "CASINO_LEARN_COURSE": str(folder)})
    spawner = _spawner_name(config, env if env is not None else hub_env(state, ip=ip, port=port, school=school, course=folder,
                                                                        ports_from=ports_from, shared_user=shared_user))
    if spawner in SIMPLE_SPAWNERS and not shared_user:
        raise HubSetupError("the configuration runs every student's server as one shared user (the simple spawner), "
                            "so any student's code could read every other student's files: use the kit's spawner "
                            "(each student their own system user) or SystemdSpawner, or add --unsafe-shared-user for a one-person trial")
    module = spawner.rpartition(".")[0]
    if module:
        import importlib.util

        try:
            found = importlib.util.find_spec(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            raise HubSetupError(f"the spawner {spawner} is not installed: pip install {module.split('.')[0].replace('_', '-')} "
                                "(SystemdSpawner: pip install jupyterhub-systemdspawner)")
    check_root(ip, spawner, euid)
    check_ports(ip, port, ports_from)
    return folder


def run_hub(state: str | Path, *, ip: str = "127.0.0.1", port: int = 8000, school: str | Path | None = None,
            homes: str | None = None, course: str | Path | None = None, config: str | Path = CONFIG,
            ports_from: int = PORTS_FROM, cull_after: int = CULL_AFTER, shared_user: bool = False,
            extra_args: list[str] | None = None) -> int:
    """Check, install the proxy if needed, then become JupyterHub (``casino-learn hub``)."""
    state = lock_state(Path(state).expanduser().resolve())
    env = hub_env(state, ip=ip, port=port, school=school, homes=homes, course=course_folder(course), ports_from=ports_from,
                  cull_after=cull_after, shared_user=shared_user)
    folder = preflight(state, ip=ip, port=port, school=school, course=course, config=config, ports_from=ports_from, env=env,
                       shared_user=shared_user, cull_after=cull_after)
    env["CASINO_LEARN_COURSE"] = str(folder)
    given = os.environ.get("CASINO_HUB_PROXY")  # a configurable-http-proxy installed otherwise (no npm registry here)
    proxy = Path(given) if given and os.access(given, os.X_OK) else ensure_proxy(state / "proxy")
    env["CASINO_HUB_PROXY"] = str(proxy)
    cmd = hub_command(config) + list(extra_args or [])
    where = "this computer only" if ip in ("127.0.0.1", "localhost") else "every computer that can reach this one"
    scheme = "https" if env.get("CASINO_HUB_SSL_CERT") else "http"
    print(f"casino_learn school hub on {scheme}://{ip}:{port}/ ({where}); state in {state}; press Ctrl+C to stop.", flush=True)
    warning = root_warning(_spawner_name(config, env))
    if warning:
        print(warning, flush=True)
    elif shared_user:
        print("Warning: --unsafe-shared-user: every student's server runs as your own user, so each student's code can "
              "read every other student's files (a one-person trial only).", flush=True)
    os.chdir(state)
    os.execve(cmd[0], cmd, env)  # become JupyterHub, so stopping this process stops the hub
    return 0  # pragma: no cover
