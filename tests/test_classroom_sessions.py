"""A class's tabs come and go in one process (issue 22): when a tab's virtual kernel is closed (the page
closed, then Solara's cull), everything it held goes with it, so the server goes back to where it was
after the class leaves. Counts, not timings: virtual kernels, widgets, tables and practice pages."""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("solara")
ipywidgets = pytest.importorskip("ipywidgets")

from casino_learn.classroom import views, web  # noqa: E402
from casino_learn.classroom.roster import ClassRoom  # noqa: E402

os.environ.update({k: v for k, v in web.solara_environment("test").items() if k not in os.environ})
import solara  # noqa: E402
import solara.lab  # noqa: E402
import solara.server.app  # noqa: E402,F401 - Solara's patches: each virtual kernel its own widgets
import solara.server.starlette  # noqa: E402,F401 - as in the server: reactive values are kept per virtual kernel
from solara.server import kernel, kernel_context  # noqa: E402

from casino_learn.widgets import GameTable  # noqa: E402
from casino_learn.widgets.practice import PracticePage  # noqa: E402


def _alive(cls: type) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, cls))


def _closed_kernels_in_reactive_values() -> int:
    """Entries Solara's reactive values (the cookies, the route, ...) keep for kernels that are closed."""
    from solara.toestand import ValueBase

    gc.collect()
    return sum(1 for value in gc.get_objects() if isinstance(value, ValueBase)
               for table in (value.listeners, value.listeners2) for key in table
               if key != "global" and key not in kernel_context.contexts)


def _counts() -> dict[str, int]:
    return {"virtual kernels": len(kernel_context.contexts), "widgets": _alive(ipywidgets.Widget),
            "tables": _alive(GameTable), "practice pages": _alive(PracticePage),
            "closed kernels in reactive values": _closed_kernels_in_reactive_values()}


def _open_and_close(classroom: views.Classroom, number: int, path: str, token: str) -> int:
    """One tab, the way the server runs it: a virtual kernel, the student's page built in it, then the
    kernel closed (what Solara does when the page closes or is culled). Returns the tab's widgets."""
    context = kernel_context.VirtualKernelContext(id=f"tab-{number}", session_id=f"browser-{number}", kernel=kernel.Kernel())
    kernel_context.contexts[context.id] = context
    with context:
        # what the tab's Solara page does with the sign-in cookie: it reads it, and is told of changes
        stop = solara.lab.cookies.subscribe(lambda _cookies: None)  # type: ignore[attr-defined]
        solara.lab.cookies.value = {views.STUDENT_COOKIE: token}  # type: ignore[attr-defined]
        shown = views.student_view(path, token, classroom)
        stop()
        assert shown.student_id is not None  # the student's own page, not "sign in again"
        widgets = len(context.widgets) if hasattr(context, "widgets") else _alive(ipywidgets.Widget)
    del shown
    context.close(reason="page-close")
    return widgets


@pytest.mark.parametrize("path", ["/play", "/practice"])
def test_closed_tabs_leave_nothing_behind(tmp_path: Path, path: str) -> None:
    room, _codes = ClassRoom.create("7A", [f"Student {i}" for i in range(6)], home=tmp_path)
    classroom = views.Classroom(room, web.make_gate(room))
    tokens = [str(room.session_token(s.id)) for s in room.students]
    _open_and_close(classroom, 0, path, tokens[0])  # the first tab imports and caches what every tab uses
    web.tidy()
    before = _counts()
    sizes = [_open_and_close(classroom, n, path, token) for n, token in enumerate(tokens[1:], 1)]
    assert min(sizes) > 20  # each tab really had its widgets
    web.tidy()
    assert _counts() == before


def test_a_tab_still_open_keeps_its_page(tmp_path: Path) -> None:
    """The tidy frees closed tabs only: an open tab's table stays (and still plays)."""
    room, _codes = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    classroom = views.Classroom(room, web.make_gate(room))
    context = kernel_context.VirtualKernelContext(id="tab-open", session_id="browser-open", kernel=kernel.Kernel())
    kernel_context.contexts[context.id] = context
    try:
        with context:
            shown: Any = views.student_view("/play", str(room.session_token(room.students[0].id)), classroom)
        web.tidy()
        assert _alive(GameTable) >= 1
        with context:
            shown.table.play_move(shown.table.legal_moves[0])
        assert any(e.seat == shown.table.human for e in shown.table.game.history)
    finally:
        context.close(reason="page-close")


def test_the_warm_up_leaves_nothing_behind_and_writes_nothing(tmp_path: Path) -> None:
    room, _codes = ClassRoom.create("7A", ["Ana"], home=tmp_path)
    files = sorted(p for p in tmp_path.rglob("*"))
    web.warm_up(room.settings)
    before = _counts()
    web.warm_up(room.settings)
    assert _counts() == before
    assert sorted(p for p in tmp_path.rglob("*")) == files
