"""The classroom web app: the play and practice pages served with Voilà.

Students see widgets, not code, and cannot run code of their own: Voilà only runs the two
notebooks shipped here. ``casino-learn app --ip 0.0.0.0 --port 8866`` lets other computers on
the classroom network open ``http://<teacher's computer>:8866``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

__all__ = ["APP_DIR", "voila_command", "serve"]

APP_DIR = Path(__file__).resolve().parent / "pages"


def voila_command(port: int = 8866, ip: str = "127.0.0.1", open_browser: bool = False) -> list[str]:
    """The Voilà command line for the app (a folder of two pages, listed on the start page)."""
    cmd = [
        sys.executable, "-m", "voila", str(APP_DIR), f"--port={port}", f"--Voila.ip={ip}",
        "--VoilaConfiguration.show_tracebacks=False",
    ]
    if not open_browser:
        cmd.append("--no-browser")
    return cmd


def serve(port: int = 8866, ip: str = "127.0.0.1", open_browser: bool = True) -> int:
    """Run the app until interrupted (Ctrl+C). Returns Voilà's exit code."""
    try:
        import voila  # noqa: F401
    except ImportError:
        print("The classroom app needs Voilà: pip install 'casino-learn[app]' (or pip install voila).", file=sys.stderr)
        return 2
    where = "this computer only" if ip in ("127.0.0.1", "localhost") else "every computer that can reach this one"
    print(f"casino_learn classroom app on http://{ip}:{port}/ ({where}); press Ctrl+C to stop.", flush=True)
    cmd = voila_command(port, ip, open_browser)
    if hasattr(os, "execv"):
        os.execv(cmd[0], cmd)  # become Voilà, so stopping this process stops the server
    try:  # pragma: no cover - platforms without exec
        return subprocess.call(cmd)
    except KeyboardInterrupt:  # pragma: no cover
        return 0
