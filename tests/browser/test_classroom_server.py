"""The app served to a class (``casino-learn app --class``): sign-in with personal codes, each
student their own progress, a wrong code refused, the teacher view, and kernels given back."""

from __future__ import annotations

import re
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import screenshot
from .servers import Server, kernels_of, start_voila
from .test_in_jupyterlab import TIMEOUT, click, type_into

roster = pytest.importorskip("casino_learn.classroom.roster", reason="the class roster (casino_learn/classroom/roster.py) is not here yet")

NAMES = ["Ana", "Zoë"]
CULL = 6  # seconds: a closed page's kernel is shut down this long after (short for the test)
POOL = 1  # pre-heated pages of each kind


class ClassServer:
    def __init__(self) -> None:
        self.codes: dict[str, str] = {}
        self.teacher_key = ""
        self.folder: Path | None = None

    def make(self, home: Path) -> None:
        room, codes = roster.ClassRoom.create("Test class", NAMES, home=home)
        self.codes = {s.name: codes[s.id] for s in room.students}
        self.teacher_key = room.teacher_key
        self.folder = Path(room.folder)


@pytest.fixture(scope="module")
def klass(browser) -> Iterator[tuple[Server, ClassServer]]:
    made = ClassServer()
    server = start_voila(args=["--class", "Test class", "--pool", str(POOL), "--cull-after", str(CULL)], prepare=made.make)
    yield server, made
    server.stop()


def sign_in(page: Page, server: Server, code: str) -> None:
    page.goto(server.url + "/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Casino")
    page.get_by_label("Your code").fill(code)
    page.get_by_role("button", name="Sign in").click()


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


def test_a_wrong_code_is_refused(page: Page, klass: tuple[Server, ClassServer]) -> None:
    server, _ = klass
    sign_in(page, server, "NOPE-0000")
    expect(page.get_by_role("alert")).to_contain_text("That code is not right")
    assert "/voila/render/" not in page.url
    screenshot(page, "class-wrong-code")


def test_two_students_each_see_only_their_own_progress(browser: Browser, klass: tuple[Server, ClassServer]) -> None:
    server, made = klass
    pages: dict[str, Page] = {}
    try:
        check_two_students(browser, server, made, pages)
    finally:  # the students leave (the next test waits for their kernels to go)
        for page in pages.values():
            page.context.close()


def check_two_students(browser: Browser, server: Server, made: ClassServer, pages: dict[str, Page]) -> None:
    for name in NAMES:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        sign_in(page, server, made.codes[name].lower())  # small letters are fine
        expect(page).to_have_url(re.compile(r"/voila/render/play\.ipynb\?t="), timeout=TIMEOUT)
        expect(page.locator("body")).to_contain_text("Match score", timeout=90_000)
        expect(page.locator("body")).to_contain_text(f"Signed in as {name}")
        pages[name] = page
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
    # Ana's answer is kept in Ana's own folder, and only there
    assert made.folder is not None
    holders = {p.relative_to(made.folder / "students").parts[0] for p in (made.folder / "students").rglob("progress*.json")
               if '"Ana"' in p.read_text(encoding="utf-8")}
    assert len(holders) == 1, holders
    # a student who edits the address is not someone else: the token is checked in the kernel
    page = pages["Zoë"]
    ana_address = pages["Ana"].url
    page.goto(server.url + "/voila/render/practice.ipynb?t=made-up")
    expect(page.get_by_role("alert")).to_contain_text("sign in again", ignore_case=True, timeout=TIMEOUT)
    # the address is not a key (teacher trial): Ana's page address opens neither in Zoë's browser nor in a
    # browser that never signed in, and after Sign out Ana's own browser needs her code again
    page.goto(ana_address)
    expect(page.get_by_role("alert")).to_contain_text("sign in again", ignore_case=True, timeout=TIMEOUT)
    stranger = browser.new_context().new_page()
    try:
        stranger.goto(ana_address)
        expect(stranger.get_by_role("alert")).to_contain_text("sign in again", ignore_case=True, timeout=TIMEOUT)
        assert "Signed in as" not in stranger.content()
    finally:
        stranger.context.close()
    ana = pages["Ana"]
    ana.goto(server.url + "/signout")
    ana.goto(ana_address)
    expect(ana.get_by_role("alert")).to_contain_text("sign in again", ignore_case=True, timeout=TIMEOUT)


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
    with pytest.raises(urllib.error.HTTPError) as e:  # without it
        urllib.request.urlopen(server.url + "/teacher.csv")
    assert e.value.code == 403
    page.get_by_role("link", name="Projector view").click()  # big cards, every hand shown, step by step
    expect(page.get_by_role("heading", level=1)).to_contain_text("move 0 of", timeout=TIMEOUT)
    page.get_by_role("link", name="Next move").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("move 1 of", timeout=TIMEOUT)
    screenshot(page, "class-projector")
    with pytest.raises(urllib.error.HTTPError) as e:  # not for students
        urllib.request.urlopen(server.url + "/teacher/projector")
    assert e.value.code == 403


def test_unknown_addresses_answer_404(klass: tuple[Server, ClassServer]) -> None:
    server, _ = klass
    for path in ["/logout", "/login", "/voila/templates/..%2f..", "/voila/tree", "/voila/api/contents", "/tree", "/lab",
                 "/voila/render/other.ipynb", "/nothing/here", "/voila/static/nothing.js"]:
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(server.url + path)
        assert e.value.code == 404, (path, e.value.code)


def test_kernels_are_culled_after_the_students_leave(klass: tuple[Server, ClassServer]) -> None:
    """Runs after the students' pages are closed: only the pre-heated pages remain."""
    server, _ = klass
    from casino_learn.classroom.server import pool_for

    ready = sum(pool_for(POOL).values())  # the pre-heated pages `--pool POOL` keeps
    deadline = time.monotonic() + 60 + 3 * CULL
    while time.monotonic() < deadline and kernels_of(server) > ready:
        time.sleep(1)
    assert kernels_of(server) <= ready, server.log_tail()
