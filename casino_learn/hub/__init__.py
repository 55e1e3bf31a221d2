"""The kit on a school server: JupyterHub with a log-in for every student and teacher (issue 14).

* ``jupyterhub_config.py`` (shipped here; ``deploy/jupyterhub/jupyterhub_config.py`` loads it) —
  the hub: NativeAuthenticator (sign-up, approved by a hub admin), configurable-http-proxy run
  with this machine's Node.js, one server per student, the teacher service.
* :mod:`.classes` — the school file: classes, their students and teachers (JupyterHub groups),
  what each class's servers open, where each student's progress lives.
* :mod:`.teacher_service` — the teacher view as a JupyterHub service (OAuth, minimal scopes).
* :mod:`.singleuser` — a student's server: prepares their home, then runs ``jupyterhub-singleuser``.

``casino-learn hub`` (:func:`run_hub`) installs the proxy with ``npm ci`` into the hub's state
folder on first use (nothing global) and runs ``jupyterhub -f <this folder>/jupyterhub_config.py``.
Everything here but :func:`hub_env` and :func:`ensure_proxy` needs the ``hub`` extra
(``pip install 'casino-learn[hub]'``).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

__all__ = ["CONFIG", "PROXY_FILES", "HubSetupError", "ensure_proxy", "hub_command", "hub_env", "node_missing", "run_hub"]

HERE = Path(__file__).resolve().parent
#: The hub's configuration file, as installed with the kit.
CONFIG = HERE / "jupyterhub_config.py"
#: configurable-http-proxy's package.json and package-lock.json (the same as deploy/jupyterhub's).
PROXY_FILES = (HERE / "package.json", HERE / "package-lock.json")
PROXY_BIN = Path("node_modules") / ".bin" / "configurable-http-proxy"
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


def hub_env(state: str | Path, *, ip: str = "127.0.0.1", port: int = 8000, school: str | Path | None = None,
            homes: str | None = None, proxy: str | Path | None = None, course: str | Path | None = None,
            environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment that ``jupyterhub_config.py`` reads (``CASINO_HUB_*``); see its docstring."""
    env = dict(os.environ if environ is None else environ)
    state = Path(state).expanduser().resolve()
    env.update(CASINO_HUB_STATE=str(state), CASINO_HUB_IP=ip, CASINO_HUB_PORT=str(port))
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


def run_hub(state: str | Path, *, ip: str = "127.0.0.1", port: int = 8000, school: str | Path | None = None,
            homes: str | None = None, course: str | Path | None = None, config: str | Path = CONFIG,
            extra_args: list[str] | None = None) -> int:
    """Install the proxy if needed, then become JupyterHub (``casino-learn hub``)."""
    try:
        import jupyterhub  # noqa: F401
        import nativeauthenticator  # noqa: F401
    except ImportError:
        raise HubSetupError("The school hub needs JupyterHub: pip install 'casino-learn[hub]'") from None
    state = Path(state).expanduser().resolve()
    state.mkdir(parents=True, exist_ok=True, mode=0o700)
    proxy = ensure_proxy(state / "proxy")
    env = hub_env(state, ip=ip, port=port, school=school, homes=homes, proxy=proxy, course=course)
    cmd = hub_command(config) + list(extra_args or [])
    where = "this computer only" if ip in ("127.0.0.1", "localhost") else "every computer that can reach this one"
    print(f"casino_learn school hub on http://{ip}:{port}/ ({where}); state in {state}; press Ctrl+C to stop.", flush=True)
    os.chdir(state)
    os.execve(cmd[0], cmd, env)  # become JupyterHub, so stopping this process stops the hub
    return 0  # pragma: no cover
