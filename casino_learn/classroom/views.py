"""A signed-in student's two pages, built on the server for one browser tab (issue 22).

:func:`student_view` builds the play page (the student's own :class:`~casino_learn.widgets.GameTable`,
their saved match resumed) or the practice page (their own
:class:`~casino_learn.widgets.practice.PracticePage`), with the class settings applied and
**locked** on the server (:mod:`.guard`): name, game, opponent, level, seed and the hidden
"Show all hands" box refuse every change a page sends. The widgets are the kit's own, unchanged:
they do not know which server shows them. The Solara component that shows it for each tab is in
:mod:`.solara_app`.
"""

from __future__ import annotations

import html
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..i18n import _
from .page import HUB_PRACTICE_WORDS, NAV, NAV_WORDS, PAGE_WORDS, SIGN_IN_AGAIN, SIGN_IN_WORDS, _seed

__all__ = ["PAGES", "STUDENT_COOKIE", "Classroom", "StudentView", "current", "install", "student_view", "nav_html"]

#: The pages a student may open, by address, and the page words (casino_learn/classroom/page.py) they use.
PAGES = {"/play": "play.ipynb", "/practice": "practice.ipynb"}
#: The cookie that carries a student's session token (made at sign-in, signed with the class secret).
STUDENT_COOKIE = "casino_student"
#: The home folder is read from the environment while a table is built (GameTable finds its saved
#: match there): one table at a time, so that two students' tables never swap folders.
_HOME_LOCK = threading.Lock()


@dataclass
class Classroom:
    """What every tab of the server needs: the class and its sign-in gate (set once at start)."""

    room: Any
    gate: Any
    base: str = "/"


_CURRENT: Classroom | None = None


def install(classroom: Classroom | None) -> None:
    """Set the class the pages of this process serve (the server does this before it starts)."""
    global _CURRENT
    _CURRENT = classroom


def current() -> Classroom | None:
    return _CURRENT


@dataclass
class StudentView:
    """One tab's content: ``view`` is the widget shown; ``table`` or ``practice`` the kit's widget."""

    view: Any
    student_id: str | None = None
    table: Any = None
    practice: Any = None


@contextmanager
def _home(folder: str) -> Iterator[None]:
    """``$CASINO_LEARN_HOME`` set to ``folder`` while a widget finds its files (under a lock)."""
    with _HOME_LOCK:
        before = os.environ.get("CASINO_LEARN_HOME")
        os.environ["CASINO_LEARN_HOME"] = folder
        try:
            yield
        finally:
            if before is None:
                os.environ.pop("CASINO_LEARN_HOME", None)
            else:
                os.environ["CASINO_LEARN_HOME"] = before


def nav_html(name: str, here: str, base: str = "/") -> str:
    """The line above a student's page: who is signed in, the other page, and "Sign out"."""
    links = "".join(f'<a href="{html.escape(base + path.lstrip("/"))}">{html.escape(_(NAV_WORDS[page]))}</a>'
                    for path, page in PAGES.items() if page != here)
    links += f'<a href="{html.escape(base)}signout">{html.escape(_(NAV_WORDS["signout"]))}</a>'
    # Translators: HTML; {name} is the student's name.
    who = "<span>" + _("Signed in as <b>{name}</b>", name=html.escape(name)) + "</span>"
    return NAV.format(who=who, links=links, pages=html.escape(_(NAV_WORDS["pages"])))


def intro_html(here: str, name: str) -> str:
    """The page's title and what to do (the practice page names the signed-in student: no name to type)."""
    title, text = PAGE_WORDS[here]
    words = _(HUB_PRACTICE_WORDS, name=html.escape(name)) if here == "practice.ipynb" else _(text)
    return f"<h1>{html.escape(_(title))}</h1><p>{words}</p>"


def sign_in_again_html(base: str = "/") -> str:
    link = '<a href="' + html.escape(base) + '">'
    text = _(SIGN_IN_WORDS["text"], start=link, end="</a>")
    return SIGN_IN_AGAIN.format(heading=html.escape(_(SIGN_IN_WORDS["heading"])), text=text)


def student_view(path: str, token: str | None, classroom: Classroom | None = None) -> StudentView:
    """The content of the page at ``path`` ("/play" or "/practice") for the session ``token``:
    the student's own table or practice, or "please sign in again" (no, old or changed token)."""
    import ipywidgets as widgets

    classroom = classroom or current()
    here = PAGES.get(path.rstrip("/") or "/play")
    student = classroom.gate.student_of(token) if classroom is not None and token else None
    if classroom is None or student is None or here is None:
        return StudentView(widgets.HTML(sign_in_again_html(classroom.base if classroom else "/")))
    room = classroom.room
    settings = room.settings
    home = str(room.student_home(student.id))
    seed = int(_seed(room, student.id))
    header = widgets.HTML(intro_html(here, student.name) + nav_html(student.name, here, classroom.base))
    if here == "play.ipynb":
        from ..widgets import GameTable
        from .activity import StudentActivity, attach_to_table

        # The student's own first deal (their match resumes below); every "New game" deals their next seed,
        # and every game played is recorded for the teacher.
        activity = StudentActivity.load(home, lambda n: room.seed_for(student.id, n))
        # The class's settings are values, not controls: the page has nothing to change them with, and the
        # computer's cards stay hidden (issue 22, item 1).
        with _home(home):
            table = GameTable(settings.variant, players=2, level=settings.opponent, seed=seed, save_as="app-play", in_app=True,
                              fixed_settings=True)
        attach_to_table(table, activity)
        if table.saved is not None:
            table.resume()  # the student's match, where it was (after a restart, a crash or in a new tab)
        return StudentView(widgets.VBox([header, table.view]), student.id, table=table)
    from ..widgets.practice import PracticePage
    from .guard import lock_all

    page = PracticePage(home=home, seed=seed, remembered_name=False, show_path=False)
    page.name.value = student.name
    page.variant.value = settings.variant
    page.difficulty.value = int(settings.level)
    lock_all([page.name, page.variant, page.difficulty])
    return StudentView(widgets.VBox([header, page.view]), student.id, practice=page)
