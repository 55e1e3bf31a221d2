"""The class server (``casino-learn class start``, one process for the whole class, issue 22):
sign-in with personal codes, each student their own progress, a wrong code refused, hand-made
widget messages refused by the server, the teacher view, nothing from the internet, and a
restart (or a crash) that keeps sign-ins and matches."""

from __future__ import annotations

import os
import re
import signal
import urllib.error
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import screenshot
from .servers import Server, start_class_server
from .test_in_jupyterlab import TIMEOUT, click, type_into

roster = pytest.importorskip("casino_learn.classroom.roster", reason="the class roster (casino_learn/classroom/roster.py) is not here yet")
pytest.importorskip("solara", reason="the class server needs Solara (pip install 'casino-learn[app]')")

NAMES = ["Ana", "Zoë"]
HAND = "button.ct-card[data-zone='hand']"
CLASS = "Test class"


class ClassServer:
    def __init__(self) -> None:
        self.codes: dict[str, str] = {}
        self.teacher_key = ""
        self.folder: Path | None = None

    def make(self, home: Path) -> None:
        room, codes = roster.ClassRoom.create(CLASS, NAMES, home=home)
        self.codes = {s.name: codes[s.id] for s in room.students}
        self.teacher_key = room.teacher_key
        self.folder = Path(room.folder)


@pytest.fixture(scope="module")
def klass(browser) -> Iterator[tuple[Server, ClassServer]]:
    made = ClassServer()
    server = start_class_server(CLASS, prepare=made.make)
    yield server, made
    server.stop()


def sign_in(page: Page, server: Server, code: str) -> None:
    page.goto(server.url + "/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Casino")
    page.get_by_label("Your code").fill(code)
    page.get_by_role("button", name="Sign in").click()


def on_table(page: Page) -> None:
    expect(page.locator(HAND).first).to_be_visible(timeout=90_000)


def practise_once(page: Page) -> None:
    area = page.locator("body")
    page.get_by_role("link", name="Practise").click()
    expect(page.get_by_role("button", name=re.compile("Practise my weak spots"))).to_be_visible(timeout=90_000)
    click(area, "Start")  # the first topic: what a card captures
    box = area.locator("input[placeholder*='value']").first
    expect(box).to_be_visible(timeout=TIMEOUT)
    type_into(page, box, "7")
    click(area, "Check")
    expect(area.locator(".casino-learn-result").first).to_be_visible(timeout=TIMEOUT)


#: Sends widget-protocol "update" messages from the page, as a student's own script could: the
#: models whose description is given get the state given (and "disabled" false).
HAND_MADE = """async (changes) => {
    const models = window.casinoPage.models();
    let sent = 0;
    for (const [description, state] of Object.entries(changes)) {
        for (const model of models.filter(m => m.get('description') === description)) {
            model.set({...state, disabled: false});
            model.save_changes();
            sent += 1;
        }
    }
    return sent;
}"""
#: What the page's copy of the widgets says now: {description: value} of the controls given.
VALUES = """async (descriptions) => {
    const models = window.casinoPage.models();
    const out = {};
    for (const m of models) { if (descriptions.includes(m.get('description'))) out[m.get('description')] = m.get('value'); }
    return out;
}"""


def test_a_wrong_code_is_refused(page: Page, klass: tuple[Server, ClassServer]) -> None:
    server, _ = klass
    sign_in(page, server, "NOPE-0000")
    expect(page.get_by_role("alert")).to_contain_text("That code is not right")
    assert not page.url.endswith("/play")
    screenshot(page, "class-wrong-code")


def test_two_students_each_see_only_their_own_progress(browser: Browser, klass: tuple[Server, ClassServer]) -> None:
    server, made = klass
    pages: dict[str, Page] = {}
    try:
        check_two_students(browser, server, made, pages)
    finally:
        for page in pages.values():
            page.context.close()


def check_two_students(browser: Browser, server: Server, made: ClassServer, pages: dict[str, Page]) -> None:
    outside: list[str] = []
    fetched: list[str] = []
    errors: list[str] = []
    for name in NAMES:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        page.on("request", lambda r: outside.append(r.url) if not r.url.startswith((server.url, "data:", "blob:")) else None)
        page.on("request", lambda r: fetched.append(r.url.split("?")[0].removeprefix(server.url)))
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        sign_in(page, server, made.codes[name].lower())  # small letters are fine
        expect(page).to_have_url(re.compile(r"/play$"), timeout=TIMEOUT)
        on_table(page)
        expect(page.locator("body")).to_contain_text(f"Signed in as {name}")
        pages[name] = page
    assert not outside, outside  # every file of the page comes from the teacher's computer
    # The page's own small front end: no other file (Solara's 4.4 MB bundle is not sent), and no error.
    assert {u for u in fetched if not u.startswith(("data:", "blob:"))} <= {"/", "/signin", "/play", "/casino/page.js",
                                                                           "/casino/page.css", "/favicon.ico"}, fetched
    assert not errors, errors
    practise_once(pages["Ana"])  # Ana answers; Zoë only opens practice
    pages["Zoë"].get_by_role("link", name="Practise").click()
    expect(pages["Zoë"].get_by_role("button", name=re.compile("Practise my weak spots"))).to_be_visible(timeout=90_000)
    for name, page in pages.items():
        area = page.locator("body")
        click(area, "My progress")
        expect(area).to_contain_text(f"Progress of {name}", timeout=TIMEOUT)
        other = [n for n in NAMES if n != name][0]
        assert f"Progress of {other}" not in area.inner_text()
        assert made.folder is not None and str(made.folder) not in page.content()  # no server path on a student's page
        screenshot(page, f"class-progress-{name}")
    assert made.folder is not None
    holders = {p.relative_to(made.folder / "students").parts[0] for p in (made.folder / "students").rglob("progress*.json")
               if '"Ana"' in p.read_text(encoding="utf-8")}
    assert len(holders) == 1, holders
    # Hand-made widget messages from Zoë's page: her name becomes "Ana", her level 3. The server refuses
    # both, puts the page's copy back, and her progress stays hers.
    zoe = pages["Zoë"]
    assert zoe.evaluate(HAND_MADE, {"Your name:": {"value": "Ana"}, "Level:": {"index": 2}}) >= 1
    zoe.wait_for_timeout(1500)
    values = zoe.evaluate(VALUES, ["Your name:"])
    assert values.get("Your name:") == "Zoë", values
    click(zoe.locator("body"), "My progress")
    expect(zoe.locator("body")).to_contain_text("Progress of Zoë", timeout=TIMEOUT)
    # The page address is the same for everyone: the sign-in cookie is the key. A browser that never
    # signed in, and Ana's own browser after Sign out, get the sign-in page.
    stranger = browser.new_context().new_page()
    try:
        stranger.goto(server.url + "/play")
        expect(stranger.get_by_role("alert")).to_contain_text("sign in again", ignore_case=True, timeout=TIMEOUT)
        assert "Signed in as" not in stranger.content()
    finally:
        stranger.context.close()
    ana = pages["Ana"]
    ana.goto(server.url + "/signout")
    ana.goto(server.url + "/play")
    expect(ana.get_by_role("alert")).to_contain_text("sign in again", ignore_case=True, timeout=TIMEOUT)


def test_a_hand_made_message_cannot_show_the_computers_hand(browser: Browser, klass: tuple[Server, ClassServer]) -> None:
    """The class's settings are values on the server, not controls: the page holds no widget model for
    "Show all hands", the opponent or the seed, so a hand-made message has nothing to change (issue 22)."""
    server, made = klass
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        sign_in(page, server, made.codes["Ana"])
        on_table(page)
        table = page.locator(".casino-seats").first
        before = table.inner_html()
        assert "4 cards in hand" in page.inner_text("body")
        fixed = ["Show all hands (teaching)", "Opponent:", "Seed:", "Game:", "Players:"]
        assert page.evaluate(VALUES, fixed) == {}  # no such control on the page at all
        sent = page.evaluate(HAND_MADE, {name: {"value": True} for name in fixed})
        assert sent == 0
        assert page.evaluate(VALUES, ["Four-colour cards"]) == {"Four-colour cards": False}  # the student's own choice
        page.wait_for_timeout(1000)
        assert table.inner_html() == before  # the computer's cards are still face down
        expect(page.locator("body")).to_contain_text("Your opponent is")
        screenshot(page, "class-hand-made-message")
    finally:
        context.close()


def test_the_teacher_view_shows_both_students(page: Page, klass: tuple[Server, ClassServer]) -> None:
    server, made = klass
    page.goto(server.url + "/teacher")
    page.get_by_label("Teacher key").fill("not the key")
    page.get_by_role("button", name="Open").click()
    expect(page.get_by_role("alert")).to_contain_text("not the teacher key")
    page.get_by_label("Teacher key").fill(made.teacher_key)
    page.get_by_role("button", name="Open").click()
    for name in NAMES:
        expect(page.locator("body")).to_contain_text(name, timeout=TIMEOUT)
    screenshot(page, "class-teacher")
    csv = page.request.get(server.url + "/teacher.csv")  # with the teacher's cookie
    assert csv.ok and all(name in csv.text() for name in NAMES)
    request = urllib.request.Request(server.url + "/teacher.csv")
    with urllib.request.urlopen(request) as answer:  # without it: the key page, never the class
        assert not any(name in answer.read().decode() for name in NAMES)
    page.get_by_role("link", name="Projector view").click()  # big cards, every hand shown, step by step
    expect(page.get_by_role("heading", level=1)).to_contain_text("move 0 of", timeout=TIMEOUT)
    page.get_by_role("link", name="Next move").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("move 1 of", timeout=TIMEOUT)
    screenshot(page, "class-projector")


def test_unknown_addresses_answer_404(klass: tuple[Server, ClassServer]) -> None:
    server, _ = klass
    for path in ["/logout", "/login", "/voila/render/play.ipynb", "/voila/tree", "/tree", "/lab", "/resourcez",
                 "/_solara/api/evict/x", "/nothing/here", "/static/nothing.js", "/jupyter/api/kernels"]:
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(server.url + path)
        assert e.value.code == 404, (path, e.value.code)


def _stop(server: Server, how: int) -> None:
    os.killpg(server.process.pid, how)
    server.process.wait(30)


def _hand_after_a_move(page: Page) -> int:
    """Trail the first card of the hand and Play; the number of cards left in the hand."""
    area = page.locator("body")
    before = page.locator(HAND).count()
    page.locator(HAND).first.click()
    page.locator("button.ct-action").filter(has_text=re.compile(r"^\s*Trail\s*$")).first.click()
    click(area, "Play")
    expect(page.locator(HAND)).to_have_count(before - 1, timeout=TIMEOUT)
    return before - 1


# kill -9 right after the page shows the move: the move was saved before the page was told of it
# (GameTable saves through MoveBuilder.on_move_made; it used to save after, a race lost on busy cores).
@pytest.mark.parametrize("how", [pytest.param(signal.SIGTERM, id="restart"), pytest.param(signal.SIGKILL, id="kill-9")])
def test_a_restart_keeps_sign_ins_and_matches(browser: Browser, how: int) -> None:
    made = ClassServer()
    server = start_class_server(CLASS, prepare=made.make)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        sign_in(page, server, made.codes["Zoë"])
        on_table(page)
        left = _hand_after_a_move(page)
        _stop(server, how)  # Ctrl+C (SIGTERM) or a crash (kill -9) just after the move
        # The page says so at the top, kept in view, and its table can no longer be pressed.
        expect(page.locator("#casino-status")).to_contain_text("The connection to the teacher's computer was lost", timeout=TIMEOUT)
        assert page.evaluate("document.getElementById('casino-app').inert")
        server = start_class_server(CLASS, folder=server.folder, port=int(server.url.rsplit(":", 1)[1]))
        # Nobody touches the page: it finds the server again by itself, still signed in, at the table.
        expect(page).to_have_url(re.compile(r"/play$"), timeout=TIMEOUT)
        try:
            expect(page.locator(HAND)).to_have_count(left, timeout=90_000)  # the same match, after the move
        except AssertionError:
            screenshot(page, f"class-after-{signal.Signals(how).name.lower()}-failed")
            saved = sorted(str(p.relative_to(server.folder)) for p in server.folder.rglob("matches/*"))
            raise AssertionError(f"not the saved match; files {saved}; page: {page.inner_text('body')[:1500]}") from None
        expect(page.locator("body")).to_contain_text("Signed in as Zoë")
        screenshot(page, f"class-after-{signal.Signals(how).name.lower()}")
    finally:
        context.close()
        server.stop()


def test_the_server_starts_afresh_when_the_class_has_left(browser: Browser) -> None:
    """Issue 22, memory after a class: once every tab is closed and nothing has come for a while, the
    server starts itself again in the same process on the same port (its memory back at idle). The
    student is still signed in and their match resumes; the teacher's terminal shows one start line.
    (Tabs are freed after 3 s and the quiet time is 3 s here; the kit's own are 60 s and 60 s.)"""
    import time

    made = ClassServer()
    server = start_class_server(CLASS, prepare=made.make,
                                env_extra={"CASINO_CLASS_CULL_AFTER": "3", "CASINO_CLASS_RECYCLE_QUIET": "3"})
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        sign_in(page, server, made.codes["Zoë"])
        on_table(page)
        left = _hand_after_a_move(page)
        environ = Path(f"/proc/{server.process.pid}/environ")
        page.wait_for_timeout(8_000)  # a page left open, unused, longer than both: the server stays as it is
        assert b"CASINO_CLASS_SOCKET_FD=" not in environ.read_bytes()
        page.close()  # the class leaves
        waited = time.monotonic()
        while b"CASINO_CLASS_SOCKET_FD=" not in environ.read_bytes():
            assert server.process.poll() is None, server.log.read_text()[-3000:]
            assert time.monotonic() - waited < 90, f"not started afresh\n{server.log.read_text()[-3000:]}"
            time.sleep(0.5)
        page = context.new_page()  # back after the fresh start: still signed in, the same match
        page.goto(server.url + "/")
        expect(page).to_have_url(re.compile(r"/play$"), timeout=TIMEOUT)
        expect(page.locator(HAND)).to_have_count(left, timeout=90_000)
        expect(page.locator("body")).to_contain_text("Signed in as Zoë")
        log = server.log.read_text()
        assert log.count("press Ctrl+C to stop") == 1 and "Traceback" not in log, log
    finally:
        context.close()
        server.stop()
