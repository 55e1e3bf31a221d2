"""The school hub (issue 14): a real JupyterHub on loopback with 3 students and a teacher.

Everyone signs up and logs in through the hub's real pages in headless Chromium; the hub admin
approves the sign-ups. Student A solves an exercise on their own server and it appears in the
teacher's view; A gets 403 on student B's server and on the teacher service; the teacher sees
only her own class. Run as root, each student's server runs as their own system user (made by the
hub at the first start, removed at the end); otherwise as this user (``--unsafe-shared-user``).
Every process is stopped by its PID at the end. Skipped (with the reason)
only where Node.js and npm, which the hub's proxy needs, cannot be found.
"""

from __future__ import annotations

import re
import time
from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from casino_learn.exercises import make_exercise
from casino_learn.hub import node_missing

from .conftest import screenshot
from .hubserver import ADMIN, Hub, approve, arrive, log_in, sign_up, start_hub
from .test_in_jupyterlab import TIMEOUT, click, type_into

SCHOOL = {
    "admins": [ADMIN],
    "classes": {
        "7A": {"teachers": ["ms-lee"], "students": ["ana", "ben"], "opens": "app"},
        "8B": {"teachers": ["mr-kim"], "students": ["cy"], "opens": "course"},
    },
}
STUDENTS = ["ana", "ben", "cy"]
TEACHER = "ms-lee"


@pytest.fixture(scope="module")
def hub(browser: Browser) -> Iterator[Hub]:
    why = node_missing()
    if why:
        pytest.skip(f"school hub test skipped: {why}")
    server = start_hub(SCHOOL)
    yield server
    left = server.stop()
    print(f"hub stopped; processes still running after the hub stopped, then stopped by PID: {left}")


def new_page(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    # A Voila page loads only when its notebook has run; on CI's two busy cores that took over
    # Playwright's 30 s default once (stop 36), so navigations get the waits the test uses elsewhere.
    context.set_default_navigation_timeout(120_000)
    return context.new_page()


def shot(page: Page, name: str) -> None:
    screenshot(page, f"hub-{name}")


def test_school_hub(browser: Browser, hub: Hub) -> None:
    started = time.monotonic()
    # Sign-ups through the real page; the hub admin approves them in NativeAuthenticator's page.
    desk = new_page(browser)
    for user in [ADMIN, TEACHER, *STUDENTS]:
        sign_up(desk, hub, user)
    refusal = log_in(desk, hub, STUDENTS[0], refused=True)  # not approved yet
    assert "has not been authorized" in refusal, refusal
    log_in(desk, hub, ADMIN, next_url="/hub/authorize")
    approve(desk, hub, [TEACHER, *STUDENTS])
    expect(desk.locator("body")).to_contain_text(TEACHER)
    desk.context.close()

    # Each student logs in through the login page and lands on what their class chose.
    pages = {user: new_page(browser) for user in STUDENTS}
    for user in STUDENTS:
        log_in(pages[user], hub, user)
    ana, ben, cy = (pages[u] for u in STUDENTS)
    for page in (ana, ben):  # the practice page, with their log-in as their name (not to be changed)
        arrive(page, hub, re.compile(r"/user/[a-z]+/voila/render/practice.ipynb"))
        expect(page.get_by_text("Your name:")).to_be_visible(timeout=90_000)
        name_box = page.locator(".widget-text").filter(has_text="Your name:").locator("input")
        expect(name_box).to_have_value(page.url.split("/user/")[1].split("/")[0])
        expect(name_box).to_be_disabled()
    arrive(cy, hub, re.compile(r"/user/cy/lab/tree/notebooks/00_start_here.ipynb"))
    expect(cy.locator(".jp-Notebook").first).to_be_visible(timeout=90_000)
    shot(cy, "course")

    # A solves an exercise on the practice page of the app, on A's own server.
    ana.goto(hub.url + "/user/ana/voila/render/practice.ipynb")
    area = ana.locator("body")
    expect(area.get_by_text("Your name:")).to_be_visible(timeout=90_000)
    expect(area).to_contain_text("You are logged in as ana.")  # not "Type your name" beside a locked box
    # Her server's root is her home (the pages copied in), not the kit's shared page folder:
    assert (hub.homes / "ana" / "practice.ipynb").is_file()
    # The course class got its own copy, without the teacher guide:
    assert (hub.homes / "cy" / "notebooks" / "00_start_here.ipynb").is_file()
    assert not (hub.homes / "cy" / "notebooks" / "09_teacher_guide.ipynb").exists()
    click(area, "Start")
    expect(area).to_contain_text("Exercise: What does this card capture?", timeout=TIMEOUT)
    type_into(ana, area.locator("input[placeholder*='value']").first, make_exercise("card_values", 1, "classic", 1).answer)
    click(area, "Check")
    expect(area).to_contain_text(re.compile("Correct|Right|Well done", re.I), timeout=TIMEOUT)
    shot(ana, "practice")
    saved = list((hub.homes / "ana" / ".casino_learn").glob("progress-*.json"))
    assert saved, "A's progress is kept in A's own home"
    assert not list((hub.homes / "ben").rglob("progress-*.json"))
    hub.note_processes()

    # A cannot open B's server nor the teacher service.
    reply = ana.goto(hub.url + "/user/ben/voila/tree")
    assert reply is not None and reply.status == 403, (reply.status if reply else None, ana.url)
    reply = ana.goto(hub.url + "/user/ben/api/contents")
    assert reply is not None and reply.status == 403
    reply = ana.goto(hub.url + "/services/casino-teacher/")
    assert reply is not None and reply.status == 403, (reply.status if reply else None, ana.url)

    # No terminal on a student's server (with one shared Unix user it would reach every home).
    reply = ana.goto(hub.url + "/user/ana/api/terminals")
    assert reply is not None and reply.status == 404, (reply.status if reply else None, ana.url)

    # The teacher logs in and lands on the teacher service (no server of her own): her one class, with A's exercise.
    lee = new_page(browser)
    log_in(lee, hub, TEACHER)
    lee.wait_for_url(re.compile(r"/services/casino-teacher/class/7A$"), timeout=TIMEOUT)
    assert not (hub.homes / TEACHER).exists(), "no server was started for the teacher"
    view = lee.locator("body")
    expect(view).to_contain_text("Class 7A: teacher view")
    row = lee.locator("tr", has=lee.locator("th", has_text="ana"))
    expect(row).to_contain_text("100% · 1 try")
    expect(lee.locator("tr", has=lee.locator("th", has_text="ben"))).to_contain_text("not started")
    expect(view).not_to_contain_text("cy")
    expect(lee.get_by_role("link", name="Log out")).to_have_attribute("href", "/hub/logout")
    expect(lee.get_by_role("link", name="Hub home")).to_have_attribute("href", "/hub/home")
    shot(lee, "teacher")
    csv = lee.request.get(hub.url + "/services/casino-teacher/class/7A.csv")
    assert csv.status == 200 and "ana,ana,topic,capturing,1,1,1,1" in csv.text(), csv.text()[:500]
    # Only her classes: 8B is Mr Kim's.
    reply = lee.goto(hub.url + "/services/casino-teacher/class/8B")
    assert reply is not None and reply.status == 403
    # The teacher is not an admin: she cannot open a student's server either.
    reply = lee.goto(hub.url + "/user/ana/voila/tree")
    assert reply is not None and reply.status == 403
    hub.note_processes()
    print(f"school hub test body: {time.monotonic() - started:.1f} s")
