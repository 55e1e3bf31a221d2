"""A student's server on the school hub: ``python -m casino_learn.hub.singleuser [options]``.

The hub's spawner runs this (as the student, in the student's home) instead of
``jupyterhub-singleuser``. It prepares the home, then becomes ``jupyterhub-singleuser``:

* ``~/.casino_learn`` (progress and saved matches; ``CASINO_LEARN_HOME``), only the owner may read it;
* the server's root is always the student's own home (never the kit's folders, which would be
  shared by every student);
* when the class chose "app" (``CASINO_LEARN_OPENS``): the kit's play and practice pages are copied
  into the home at every start, opened with Voilà (the practice page, ``/voila/render/practice.ipynb``), as in ``casino-learn app``;
* when it chose "course": the student's own copy of the course in ``~/notebooks`` (from
  ``$CASINO_LEARN_COURSE``: the lessons in the class's language, ``CASINO_LEARN_LANG``, without the
  teacher guide; notebooks already there are never overwritten);
* Voilà's page template of the classroom app, tracebacks hidden; course notebooks saved without outputs;
* kernels that no page is connected to are stopped after ``KERNEL_CULL_AFTER`` s idle (Voila's too);
* JupyterLab's menus in the class's language (its language pack: ``jupyterlab_locale`` in the language's ``language.json``), set once in the
  student's own JupyterLab settings;
* no terminals, ever (a student's code runs in kernels only), and no JupyterLab news prompt (``fetchNews`` false in the student's JupyterLab settings).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

from ..app import APP_DIR, TEMPLATE, voila_env
from ..i18n import language_info
from . import KERNEL_CULL_AFTER, KERNEL_CULL_EVERY
from .classes import COURSE_DIR, LEARNER_DIR

__all__ = ["prepare_home", "singleuser_command", "main"]


#: Notebooks of the course that are for teachers, never copied to a student.
TEACHERS_ONLY = ("09_teacher_guide.ipynb",)
#: JupyterLab's news prompt, switched off in the student's own JupyterLab settings.
NEWS_SETTING = Path("@jupyterlab") / "apputils-extension" / "notification.jupyterlab-settings"
USER_SETTINGS = Path(".jupyter") / "lab" / "user-settings"
#: JupyterLab's language setting, and the language pack (in the ``hub`` extra) of each class language.
LANGUAGE_SETTING = Path("@jupyterlab") / "translation-extension" / "plugin.jupyterlab-settings"


def lab_locale(lang: str) -> str | None:
    """JupyterLab's locale for the kit's language ``lang`` (its ``language.json``), None for English
    or a language with no JupyterLab language pack (its menus stay English)."""
    locale = str(language_info(lang).get("jupyterlab_locale") or "") if lang else ""
    return locale if locale and not locale.startswith("en") else None


def course_notebooks(course: Path, lang: str = "") -> list[Path]:
    """The notebooks a student receives: the course in their class's language (its ``es/`` or
    ``pt/`` folder when the class has "lang", else the English lessons), without the teacher guide."""
    folder = course / lang if lang and (course / lang).is_dir() else course
    return [p for p in sorted(folder.glob("*.ipynb")) if p.name not in TEACHERS_ONLY]


def prepare_home(home: Path, course: str | None = None, lang: str = "", app: bool = False) -> None:
    """Make the student's folders (nothing of the student's that is there is changed); ``app``:
    copy the app's pages into the home, afresh at every start (the kit's, not the student's)."""
    learner = Path(os.environ.get("CASINO_LEARN_HOME") or home / LEARNER_DIR)
    learner.mkdir(parents=True, exist_ok=True, mode=0o700)
    for folder in (home, learner):
        try:
            if folder.stat().st_uid == os.geteuid():
                os.chmod(folder, 0o700)  # students' homes are theirs alone (where the spawner gives each a user)
        except OSError:
            pass
    news = home / USER_SETTINGS / NEWS_SETTING
    if not news.exists():  # no "Would you like to get notified about official Jupyter news?"
        news.parent.mkdir(parents=True, exist_ok=True)
        news.write_text('{"fetchNews": "false"}\n', encoding="utf-8")
    locale = lab_locale(lang)
    menus = home / USER_SETTINGS / LANGUAGE_SETTING
    if locale and not menus.exists():  # JupyterLab's menus in the class's language (its language pack); the student may change it
        menus.parent.mkdir(parents=True, exist_ok=True)
        menus.write_text(json.dumps({"locale": locale}) + "\n", encoding="utf-8")
    if course and Path(course).is_dir():
        mine = home / COURSE_DIR
        mine.mkdir(exist_ok=True)
        for source in course_notebooks(Path(course), lang):
            target = mine / source.relative_to(course)
            if not target.exists():
                target.parent.mkdir(exist_ok=True)
                shutil.copyfile(source, target)
    if app:  # the pages Voila serves, from the student's own root: the kit's folder stays out of reach
        for page in sorted(APP_DIR.glob("*.ipynb")):
            target = home / page.name
            if target.exists():
                os.chmod(target, 0o600)
            shutil.copyfile(page, target)
            os.chmod(target, 0o400)


def singleuser_command(args: list[str], root: Path) -> list[str]:
    """``jupyterhub-singleuser`` serving ``root``, with the kit's settings, then the spawner's own arguments."""
    cmd = [sys.executable, "-m", "jupyterhub.singleuser"]  # this Python (one the student's own user may run), not a script's
    cmd += [f"--ServerApp.root_dir={root}", f"--LabApp.user_settings_dir={root / USER_SETTINGS}", f"--VoilaConfiguration.template={TEMPLATE}",
            "--VoilaConfiguration.show_tracebacks=False",
            "--FileContentsManager.pre_save_hook=casino_learn.play.notebook_saving.keep_course_clean",
            "--ServerApp.terminals_enabled=False",  # never a shell: with a shared Unix user it would reach every home
            "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.handlers.announcements.NeverCheckForUpdate",
            # kernels no page is connected to any more (a tab closed abruptly, a Voila page left) are stopped when idle:
            f"--MappingKernelManager.cull_idle_timeout={KERNEL_CULL_AFTER}", f"--MappingKernelManager.cull_interval={KERNEL_CULL_EVERY}",
            "--MappingKernelManager.cull_connected=False", "--MappingKernelManager.cull_busy=False",
            "--KernelManager.shutdown_wait_time=1"]  # a stopping server waits 1 s (not 5) for each kernel to end
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")  # only where the hub itself runs everyone as root (the one-machine test setup)
    return cmd + list(args)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    home = Path(os.environ.get("HOME") or Path.cwd())
    app = os.environ.get("CASINO_LEARN_OPENS", "app") != "course"
    prepare_home(home, None if app else os.environ.get("CASINO_LEARN_COURSE"), os.environ.get("CASINO_LEARN_LANG", ""), app=app)
    os.chdir(home)
    cmd, env = singleuser_command(args, home), voila_env()
    os.execve(cmd[0], cmd, env)
    return 0  # pragma: no cover


if __name__ == "__main__":
    sys.exit(main())
