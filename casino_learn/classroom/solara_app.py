"""The Solara app of the classroom server: one page per browser tab, inside the server's one
Python process (Solara's virtual kernels). The page is :func:`.views.student_view`; the student is
read from the sign-in cookie when the tab connects, and never from anything the page sends later.
Imported by Solara's server only (``SOLARA_APP``, set by :mod:`.web`).
"""

from __future__ import annotations

import solara

from .views import STUDENT_COOKIE, student_view

__all__ = ["Layout", "routes"]


def _tab(path: str) -> None:
    token = (solara.lab.cookies.value or {}).get(STUDENT_COOKIE)  # type: ignore[attr-defined]
    built = solara.use_memo(lambda: student_view(path, token), [token])
    solara.display(built.view)


@solara.component
def Play() -> None:
    _tab("/play")


@solara.component
def Practice() -> None:
    _tab("/practice")


@solara.component
def Layout(children: list | None = None) -> None:
    """No app bar and no title bar: the page is the student's own table or practice."""
    solara.Column(children=children or [], style={"max-width": "72rem", "margin": "0 auto", "padding": "0 1rem"})


routes = [solara.Route("play", component=Play, layout=Layout), solara.Route("practice", component=Practice, layout=Layout)]
