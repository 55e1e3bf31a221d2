"""A student's server on the school hub: ``python -m casino_learn.hub.singleuser [options]``.

The hub's spawner runs this (as the student, in the student's home) instead of
``jupyterhub-singleuser``. It prepares the home, then becomes ``jupyterhub-singleuser``:

* ``~/.casino_learn`` (progress and saved matches; ``CASINO_LEARN_HOME``), only the owner may read it;
* when the class chose "app" (``CASINO_LEARN_OPENS``): the server's root is the kit's folder of
  play and practice pages, opened with Voilà (the practice page, ``/voila/render/practice.ipynb``), as in ``casino-learn app``;
* when it chose "course": the root is the home, with the student's own copy of the course in
  ``~/notebooks`` (from ``$CASINO_LEARN_COURSE``; notebooks already there are never overwritten);
* Voilà's page template of the classroom app, tracebacks hidden; course notebooks saved without outputs;
* no terminals, ever (a student's code runs in kernels only), and no JupyterLab news prompt.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from ..app import APP_DIR, TEMPLATE, voila_env
from .classes import COURSE_DIR, LEARNER_DIR

__all__ = ["prepare_home", "singleuser_command", "main"]


def prepare_home(home: Path, course: str | None = None) -> None:
    """Make the student's folders (nothing that is there is changed)."""
    learner = Path(os.environ.get("CASINO_LEARN_HOME") or home / LEARNER_DIR)
    learner.mkdir(parents=True, exist_ok=True, mode=0o700)
    for folder in (home, learner):
        try:
            if folder.stat().st_uid == os.geteuid():
                os.chmod(folder, 0o700)  # students' homes are theirs alone (where the spawner gives each a user)
        except OSError:
            pass
    if course and Path(course).is_dir():
        mine = home / COURSE_DIR
        mine.mkdir(exist_ok=True)
        sources = sorted(Path(course).glob("*.ipynb")) + sorted(Path(course).glob("*/*.ipynb"))  # and es/, pt/
        for source in sources:
            target = mine / source.relative_to(course)
            if not target.exists():
                target.parent.mkdir(exist_ok=True)
                shutil.copyfile(source, target)


def singleuser_command(args: list[str], root: Path) -> list[str]:
    """``jupyterhub-singleuser`` serving ``root``, with the kit's settings, then the spawner's own arguments."""
    exe = shutil.which("jupyterhub-singleuser", path=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    cmd = [exe] if exe else [sys.executable, "-m", "jupyterhub.singleuser"]
    cmd += [f"--ServerApp.root_dir={root}", f"--VoilaConfiguration.template={TEMPLATE}",
            "--VoilaConfiguration.show_tracebacks=False",
            "--FileContentsManager.pre_save_hook=casino_learn.notebook_saving.keep_course_clean",
            "--ServerApp.terminals_enabled=False",  # never a shell: with a shared Unix user it would reach every home
            "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")  # only where the hub itself runs everyone as root (the one-machine test setup)
    return cmd + list(args)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    home = Path(os.environ.get("HOME") or Path.cwd())
    app = os.environ.get("CASINO_LEARN_OPENS", "app") != "course"
    prepare_home(home, None if app else os.environ.get("CASINO_LEARN_COURSE"))
    os.chdir(home)
    cmd, env = singleuser_command(args, APP_DIR if app else home), voila_env()
    os.execve(cmd[0], cmd, env)
    return 0  # pragma: no cover


if __name__ == "__main__":
    sys.exit(main())
