"""The classroom web app: the play and practice pages served with Voilà.

Students see widgets, not code, and cannot run code of their own: Voilà only runs the two
notebooks shipped here. ``casino-learn app --ip 0.0.0.0 --port 8866`` lets other computers on
the classroom network open ``http://<teacher's computer>:8866``; ``--class NAME`` adds sign-in
with personal codes and the teacher view (the server is :mod:`casino_learn.classroom.server`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["APP_DIR", "TEMPLATE", "voila_command", "voila_env"]

APP_DIR = Path(__file__).resolve().parent / "pages"
#: Voilà's "lab" template with the page in a <main> landmark (see share/voila/templates/).
TEMPLATE = "casino-app"
_SHARE = Path(__file__).resolve().parent / "share"


def voila_command(port: int = 8866, ip: str = "127.0.0.1", open_browser: bool = False) -> list[str]:
    """The Voilà command line for the app (a folder of two pages, listed on the start page)."""
    cmd = [
        sys.executable, "-m", "voila", str(APP_DIR), f"--port={port}", f"--Voila.ip={ip}",
        "--VoilaConfiguration.show_tracebacks=False", f"--template={TEMPLATE}",
    ]
    if not open_browser:
        cmd.append("--no-browser")
    return cmd


def voila_env(environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment Voilà runs in: ours plus the app's template folder on JUPYTER_PATH."""
    env = dict(os.environ if environ is None else environ)
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(_SHARE), env.get("JUPYTER_PATH", "")) if p)
    return env
