"""The one-process classroom server's pieces, without a browser (issue 22): locked controls refuse
hand-made widget messages, a student's page is their own and resumes their match, static files
are compressed and cacheable, and the server's own pages (sign-in, teacher) answer as they should."""

from __future__ import annotations

import asyncio
import concurrent.futures
import gzip
import re
from pathlib import Path
from typing import Any

import pytest

ipywidgets = pytest.importorskip("ipywidgets")

from casino_learn.classroom import guard, views  # noqa: E402
from casino_learn.classroom.roster import ClassRoom  # noqa: E402


def _run(coroutine: Any) -> Any:
    """``asyncio.run`` in a thread of its own: a browser test earlier in the same worker leaves an event
    loop running in this thread (Playwright's sync API), where ``asyncio.run`` refuses to start."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()

def update(widget: Any, **state: Any) -> None:
    """What a page sends when a control changes: a widget-protocol "update" on the widget's comm."""
    widget.comm.handle_msg({"content": {"comm_id": widget.comm.comm_id,
                                        "data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []})


@pytest.fixture()
def klass(tmp_path: Path) -> tuple[views.Classroom, dict[str, str]]:
    from casino_learn.classroom.web import make_gate

    room, codes = ClassRoom.create("7A", ["Ana", "Zoë"], home=tmp_path)
    by_name = {s.name: codes[s.id] for s in room.students}
    return views.Classroom(room, make_gate(room)), by_name


def token_of(classroom: views.Classroom, name: str) -> str:
    room = classroom.room
    student = next(s for s in room.students if s.name == name)
    maker = getattr(room, "session_token", None)
    if maker is not None:
        return str(maker(student.id))
    from casino_learn.classroom.tokens import make_token

    secret = room.secret if isinstance(room.secret, bytes) else str(room.secret).encode()
    return make_token(secret, student.id)


# --- guard ------------------------------------------------------------------------------------------

def test_a_locked_control_refuses_a_change_from_the_page_and_an_unlocked_one_takes_it() -> None:
    free, locked = ipywidgets.Checkbox(False), guard.lock(ipywidgets.Checkbox(False))
    update(free, value=True)
    update(locked, value=True)
    assert free.value is True
    assert locked.value is False and locked.disabled and guard.is_locked(locked)
    locked.value = True  # the kit itself may still change it
    assert locked.value is True


def test_a_locked_text_keeps_its_value_and_a_locked_button_still_clicks() -> None:
    name = guard.lock(ipywidgets.Text("Ana"))
    update(name, value="Zoë", disabled=False)
    assert name.value == "Ana" and name.disabled
    pressed: list[int] = []
    button = ipywidgets.Button()
    button.on_click(lambda _b: pressed.append(1))
    guard.lock(button, disable=False)
    button.comm.handle_msg({"content": {"data": {"method": "custom", "content": {"event": "click"}}}, "buffers": []})
    assert pressed == [1]


# --- a student's page -------------------------------------------------------------------------------

def widgets_in(view: Any) -> list[Any]:
    """Every widget a page draws, from its top box down."""
    found, todo = [], [view]
    while todo:
        item = todo.pop()
        found.append(item)
        todo += [c for c in getattr(item, "children", ()) if isinstance(c, ipywidgets.Widget)]
    return found


def test_the_play_page_is_the_students_own_with_the_class_settings_fixed(klass) -> None:
    """The class's game, opponent, seed and "show all hands" are values, not controls: the page has no
    widget that could change them (issue 22), and says who the opponent is."""
    classroom, _codes = klass
    shown = views.student_view("/play", token_of(classroom, "Ana"), classroom)
    table = shown.table
    assert table is not None and shown.student_id
    settings = classroom.room.settings
    assert table.variant_picker.value == settings.variant and table.level_picker.value == settings.opponent
    for setting in (table.variant_picker, table.players_picker, table.level_picker, table.seed_box, table.show_all_box):
        assert not isinstance(setting, ipywidgets.Widget)
    drawn = widgets_in(shown.view)
    assert not [w for w in drawn if isinstance(w, (ipywidgets.Dropdown, ipywidgets.IntText, ipywidgets.BoundedIntText))]
    assert [w for w in drawn if isinstance(w, ipywidgets.Checkbox)] == [table.four_color_box]  # the student's own choice
    assert "Your opponent is" in table.level_note.value and "next new game" not in table.level_note.value
    assert "Ana" in shown.view.children[0].value and "signout" in shown.view.children[0].value


def test_a_hand_made_message_cannot_reveal_the_computers_hand(klass) -> None:
    classroom, _codes = klass
    table = views.student_view("/play", token_of(classroom, "Ana"), classroom).table
    computer = [c.symbol for c in table.state.hands[1 - table.human]]
    hidden = table.picture.value
    assert computer and not any(card in hidden for card in computer)
    for widget in widgets_in(table.view):  # every value the page could send, to every widget it draws
        if isinstance(widget, ipywidgets.ValueWidget) and widget is not table.four_color_box:
            update(widget, value=True)
    update(table.four_color_box, value=True)  # a free choice: the cards change colour, never face
    assert not any(card in table.picture.value for card in computer)
    assert table.level_picker.value == classroom.room.settings.opponent and table.show_all_box.value is False


def test_the_practice_page_names_the_student_and_locks_name_game_and_level(klass) -> None:
    classroom, _codes = klass
    shown = views.student_view("/practice", token_of(classroom, "Zoë"), classroom)
    page = shown.practice
    assert page.name.value == "Zoë"
    update(page.name, value="Ana")
    update(page.difficulty, value=3)
    update(page.variant, value="royal" if page.variant.value == "classic" else "classic")
    assert page.name.value == "Zoë" and page.difficulty.value == classroom.room.settings.level
    assert page.variant.value == classroom.room.settings.variant
    assert str(page.home).startswith(str(classroom.room.folder))
    assert "Type your name" not in shown.view.children[0].value  # the name is the sign-in's


@pytest.mark.parametrize("token", [None, "", "made.up", "x" * 3000])
def test_no_or_a_made_up_token_gets_sign_in_again(klass, token) -> None:
    classroom, _codes = klass
    shown = views.student_view("/play", token, classroom)
    assert shown.table is None and "casino-learn-signin-again" in shown.view.value


def test_a_second_tab_and_a_restart_resume_the_same_match(klass) -> None:
    classroom, _codes = klass
    token = token_of(classroom, "Ana")
    first = views.student_view("/play", token, classroom).table
    move = first.legal_moves[0]
    first.play_move(move)
    moves_before = len(first.session.game.history) if hasattr(first.session.game, "history") else None
    saved = first.save_path
    assert saved is not None and saved.exists() and str(saved).startswith(str(classroom.room.folder))
    again = views.student_view("/play", token, classroom).table  # a new tab, or the page after a restart
    assert again.save_path == saved
    assert again.session.to_dict() == first.session.to_dict()
    if moves_before is not None:
        assert len(again.session.game.history) == moves_before
    other = views.student_view("/play", token_of(classroom, "Zoë"), classroom).table
    assert other.save_path != saved


def test_a_move_is_saved_before_the_page_is_shown_it(klass) -> None:
    """kill -9 just after a student sees their move must not lose it: when the page is first told of
    the move (the card table changes), the match file already holds it."""
    import json

    classroom, _codes = klass
    table = views.student_view("/play", token_of(classroom, "Ana"), classroom).table
    table_widget = table.builder.card_table
    hand = lambda: sum(1 for i in table_widget.items if i.get("zone") == "hand")  # noqa: E731
    in_hand = hand()
    on_disk: list[dict] = []  # the match file each time the page is told that the hand is smaller

    def told(_change: Any) -> None:
        if hand() < in_hand:
            on_disk.append(json.loads(table.save_path.read_text(encoding="utf-8")))

    table_widget.observe(told, names=["items", "selected", "action", "value", "announce"])
    before = table.session.to_dict()
    table.play_move(table.legal_moves[0])
    after = table.session.to_dict()
    assert after != before and on_disk
    assert on_disk[0] == after  # saved before the first change the page receives


# --- the student page's own front end (issue 22: a first visit is small) ----------------------------------

def test_the_student_page_is_small_its_files_named_by_content_and_sent_compressed() -> None:
    pytest.importorskip("starlette")
    from casino_learn.classroom.front_end import asset, asset_response, student_page_html

    page = student_page_html("/play", "Casino")
    script, style = asset("page.js"), asset("page.css")
    assert script.url in page and style.url in page and '"path": "/play"' in page
    assert "Loading your page" in page and "https://" not in page  # nothing from the internet
    assert len(page.encode()) + len(script.gzip) + len(style.gzip) < 20_000  # Solara's front end: 1.35 MB compressed
    answer = asset_response("page.js", "gzip, deflate, br")
    assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert answer.headers["content-encoding"] == "gzip" and answer.headers["vary"] == "Accept-Encoding"
    assert gzip.decompress(asset_response("page.js", "gzip").body) == script.data
    assert asset_response("page.js", "").body == script.data
    assert asset_response("../web.py", "gzip") is None


# --- the server's own pages -------------------------------------------------------------------------

@pytest.fixture()
def client(klass, tmp_path: Path):
    pytest.importorskip("solara")
    from starlette.testclient import TestClient

    from casino_learn.classroom.web import build_app

    classroom, codes = klass
    app = build_app(classroom)
    return TestClient(app, base_url="http://127.0.0.1", follow_redirects=False), classroom, codes


def _xsrf(client: Any, path: str = "/") -> str:
    page = client.get(path)
    return re.search(r'name="_xsrf" value="([^"]+)"', page.text).group(1)


def test_sign_in_with_a_right_code_sets_the_session_and_opens_the_play_page(client) -> None:
    http, classroom, codes = client
    assert http.get("/").status_code == 200
    token = _xsrf(http)
    wrong = http.post("/signin", data={"_xsrf": token, "code": "NOPE-0000"})
    assert wrong.status_code == 403 and "not right" in wrong.text
    forged = http.post("/signin", data={"_xsrf": "forged", "code": codes["Ana"]})
    assert forged.status_code == 403 and "casino_student" not in forged.cookies
    ok = http.post("/signin", data={"_xsrf": token, "code": codes["Ana"].lower()})
    assert ok.status_code == 303 and ok.headers["location"] == "/play"
    session = ok.cookies["casino_student"]
    assert classroom.gate.student_of(session).name == "Ana"
    assert http.get("/").headers.get("location") == "/play"  # signed in (also after a restart): back to the table


def test_a_student_page_without_a_session_goes_back_to_sign_in_and_other_addresses_are_404(client) -> None:
    http, _classroom, _codes = client
    assert http.get("/play").headers["location"] == "/?again=1"
    http.cookies.set("casino_student", "made.up")
    assert http.get("/practice").headers["location"] == "/?again=1"
    for path in ("/resourcez", "/readyz", "/_solara/api/evict/x", "/voila/render/play.ipynb", "/anything", "/static/../x"):
        assert http.get(path).status_code == 404, path


def test_the_teacher_view_needs_the_key(client) -> None:
    http, classroom, _codes = client
    assert "Teacher key" in http.get("/teacher").text
    assert http.get("/teacher.csv").status_code == 303
    token = _xsrf(http, "/teacher")
    assert http.post("/teacher", data={"_xsrf": token, "key": "WRONG-KEY"}).status_code == 403
    ok = http.post("/teacher", data={"_xsrf": token, "key": classroom.room.teacher_key})
    assert ok.status_code == 303
    view = http.get("/teacher")
    assert view.status_code == 200 and "Ana" in view.text and "Zoë" in view.text
    assert "Ana" in http.get("/teacher.csv").text
    changed = http.post("/teacher/settings", data={"_xsrf": token, "variant": "royal"})
    assert changed.status_code == 303
    classroom.room.reload_if_changed()
    assert classroom.room.settings.variant == "royal"


# --- the command line -------------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [["class", "start", "7A", "--port", "9001", "--no-browser", "--lang", "es"],
                                  ["app", "--class", "7A", "--port", "9001", "--no-browser", "--lang", "es"]])
def test_class_start_and_app_with_a_class_run_the_one_process_server(monkeypatch, tmp_path: Path, argv) -> None:
    from casino_learn import cli

    ClassRoom.create("7A", ["Ana"], home=tmp_path)
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path))
    from casino_learn.classroom import server, web

    given: dict[str, Any] = {}
    monkeypatch.setattr(web, "serve", lambda **kw: given.update(kw) or 0)
    monkeypatch.setattr(server, "serve", lambda **kw: pytest.fail("the Voilà server is only for the app without a class"))
    assert cli.main(argv) == 0
    assert given["class_name"] == "7A" and given["port"] == 9001 and given["open_browser"] is False and given["lang"] == "es"


def test_a_closed_tabs_table_is_freed(klass) -> None:
    """anywidget ties every card table to its file watcher; the server drops those ties so that a
    closed tab's game does not stay in memory for the whole lesson."""
    import gc
    import weakref

    from casino_learn.classroom.web import forget_file_watchers

    classroom, _codes = klass
    shown = views.student_view("/play", token_of(classroom, "Ana"), classroom)
    table = weakref.ref(shown.table)
    owners = [shown.table, shown.table.builder, shown.view]
    todo = [v for owner in owners for v in vars(owner).values() if isinstance(v, ipywidgets.Widget)] + [shown.view]
    closed: set[int] = set()
    while todo:  # what Solara does when a tab's kernel is closed: every widget of the tab closed
        widget = todo.pop()
        if id(widget) in closed:
            continue
        closed.add(id(widget))
        todo.extend(getattr(widget, "children", ()))
        widget.close()
    del owners, todo
    del shown
    gc.collect()
    assert forget_file_watchers() >= 1
    gc.collect()
    assert table() is None


def test_the_start_page_prefetches_the_student_pages_files_and_the_page_is_ours(client) -> None:
    """While a student types their code, the browser fetches the play page's two files (issue 22: page-ready);
    the play page is the kit's own (its script draws the widgets), and Solara's front end is not served."""
    from casino_learn.classroom.front_end import asset_urls

    http, _classroom, codes = client
    link = http.get("/").headers["link"]
    assert link == ", ".join(f"<{url}>; rel=prefetch" for url in asset_urls())
    for url in asset_urls():
        assert http.get(url).status_code == 200
    token = _xsrf(http)
    http.post("/signin", data={"_xsrf": token, "code": codes["Ana"]})
    page = http.get("/play")
    assert page.status_code == 200 and asset_urls()[1] in page.text and "solara-session-id" in page.cookies
    assert "blob:" in page.headers["content-security-policy"]  # the card table's module, the charts
    for path in ("/static/main-vuetify.js", "/_solara/cdn/requirejs@2.3.6/require.js", "/jupyter/nbextensions/anywidget/index.js"):
        assert http.get(path).status_code == 404, path


def test_the_widget_connection_is_only_for_a_signed_in_students_own_page(client) -> None:
    """Review 9: a websocket with no sign-in, or from another site's page, was given a tab's widgets."""
    from starlette.websockets import WebSocketDisconnect

    http, _classroom, codes = client
    address = "/jupyter/api/kernels/0123abcd/channels?session_id=page1"
    with pytest.raises(WebSocketDisconnect) as refused:
        with http.websocket_connect(address) as socket:
            socket.receive_text()
    assert refused.value.code == 1008
    http.post("/signin", data={"_xsrf": _xsrf(http), "code": codes["Ana"]})
    with pytest.raises(WebSocketDisconnect) as foreign:
        with http.websocket_connect(address, headers={"Origin": "http://elsewhere.example"}) as socket:
            socket.receive_text()
    assert foreign.value.code == 1008
    from casino_learn.classroom.web import _signed_in_same_site

    scope = {"type": "websocket", "headers": [(b"host", b"127.0.0.1"), (b"origin", b"http://127.0.0.1"),
                                              (b"cookie", f"casino_student={http.cookies['casino_student']}".encode())]}
    assert _signed_in_same_site(scope, _classroom.gate)  # the student's own page: let through to Solara
