"""The class's play and practice pages say what a student can do there (issue 22): no "type your
name" beside a name that is set, no notebook cells, the class's level locked, and new cards at
every "New game"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from casino_learn.classroom import ClassRoom
from casino_learn.classroom import page as student_page

pytest.importorskip("ipywidgets")


def texts(widget) -> str:
    """Every HTML text of a widget tree."""
    out = [str(getattr(widget, "value", "")) if type(widget).__name__ == "HTML" else ""]
    for child in getattr(widget, "children", ()):
        out.append(texts(child))
    return "\n".join(out)


@pytest.fixture()
def signed_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[ClassRoom, str]:
    room, _ = ClassRoom.create("7A", ["Ana", "Ben"], home=tmp_path)
    room.set_settings(level=2)
    monkeypatch.setenv(student_page.CLASS_ENV, str(room.folder))
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path / "elsewhere"))  # the page points it at Ana's folder
    return room, "t=" + room.session_token(room.students[0].id)


def test_the_practice_page_of_a_class_locks_the_name_and_level_and_says_so(signed_in: tuple[ClassRoom, str]) -> None:
    room, query = signed_in
    view = student_page.practice_page(query)
    words = texts(view)
    assert "Type your name" not in words and "Your teacher chose the game and the level" in words
    assert "Signed in as <b>Ana</b>" in words
    controls = {type(w).__name__ + ":" + str(getattr(w, "description", "")): w for w in _walk(view)}
    level = next(w for k, w in controls.items() if k.startswith("Dropdown:Level"))
    name = next(w for k, w in controls.items() if k.startswith("Text:Your name"))
    assert level.disabled and level.value == 2 and name.disabled and name.value == "Ana"


def test_the_play_page_of_a_class_speaks_of_no_notebook_and_deals_fresh_cards(signed_in: tuple[ClassRoom, str],
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from casino_learn.widgets import game_table

    room, query = signed_in
    tables: list = []
    made = game_table.GameTable.__init__

    def remembered(self, *args, **kwargs) -> None:  # the tables the pages hold (a class page shows no seed)
        made(self, *args, **kwargs)
        tables.append(self)

    monkeypatch.setattr(game_table.GameTable, "__init__", remembered)
    first = student_page.play_page(query)
    words = texts(first)
    assert not re.search(r"\bcells?\b|notebook", words, re.IGNORECASE), words
    assert "Your game is saved after every move: if you close this page, open it again to resume it." in words
    second = student_page.play_page(query)  # a second visit: another deal
    assert second is not first and len(tables) == 2
    seeds = {table.session.seed for table in tables}
    ana = room.students[0].id
    assert seeds == {room.seed_for(ana, 0), room.seed_for(ana, 1)}  # whole 48-bit seeds, one per deal


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)
