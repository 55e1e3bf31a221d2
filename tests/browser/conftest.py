"""Fixtures for the browser tests: one JupyterLab server and one headless Chromium per session.

Without a browser (a learner's own machine) the tests are skipped with a message saying how to
enable them; `.ci/run` installs Chromium so CI always runs them.
"""

from __future__ import annotations

import os
import shutil
import warnings
from pathlib import Path
from typing import Iterator

import pytest

from .servers import CHROMIUM_ARGS, ROOT, Server, chromium_path, start_lab

OUTPUT = ROOT / "test-output" / "browser"
HOW_TO_ENABLE = (
    "browser tests need Chromium and Playwright for Python: on Debian/Ubuntu `sudo apt-get install chromium` "
    "(or set CASINO_CHROMIUM to a Chrome/Chromium binary) and `pip install playwright` — never `playwright install`"
)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    path = chromium_path()
    if path is None:
        pytest.skip(HOW_TO_ENABLE)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip(HOW_TO_ENABLE)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def lab(browser: object) -> Iterator[Server]:
    server = start_lab()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def no_saved_matches(request: pytest.FixtureRequest) -> None:
    """Each browser test starts without saved matches: lesson 07 saves its match after every
    move (in the server's CASINO_LEARN_HOME/matches, shared by the run's kernels), and a saved
    match makes the next test's table offer Resume instead of a new game."""
    homes = [os.environ.get("CASINO_LEARN_HOME")]
    if "lab" in request.fixturenames:
        homes.append(str(request.getfixturevalue("lab").folder / "learner"))
    for home in filter(None, homes):
        shutil.rmtree(Path(home) / "matches", ignore_errors=True)


@pytest.fixture(scope="session")
def shared_context(browser) -> Iterator[object]:
    """One browser context for the tests' pages, so JupyterLab's static files are fetched once per
    run, not once per test (about 1.5 s a test). Each test still gets its own page, and nothing
    signed in survives it: the ``page`` fixture clears cookies and the page's storage after it.
    A test that measures a first visit opens a context of its own (``browser.new_context()``)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    yield context
    context.close()


@pytest.fixture()
def page(shared_context, request) -> Iterator[object]:
    OUTPUT.mkdir(parents=True, exist_ok=True)
    context = shared_context
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    # Keep a picture of how the test ended, so a failure can be seen.
    try:
        page.screenshot(path=str(OUTPUT / f"{request.node.name}-end.png"))
    except Exception:
        pass
    try:
        page.evaluate("() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }")
    except Exception:
        pass
    page.close()
    context.clear_cookies()
    for other in list(context.pages):  # pages the test opened itself (a second tab)
        other.close()


def screenshot(page, name: str) -> Path:
    """Save a picture of the page for a person to look at after the run.

    The picture is a record, not a check: if the browser is too busy to take it in time (two busy
    cores; CI once waited 30 s for one after a server restart, the test's assertions all passed),
    the test goes on with a warning instead of failing.
    """
    OUTPUT.mkdir(parents=True, exist_ok=True)
    path = OUTPUT / f"{name}.png"
    try:
        page.screenshot(path=str(path))
    except Exception as error:  # playwright's TimeoutError and a page closing under it
        warnings.warn(f"no screenshot {path.name}: {str(error).splitlines()[0]}", stacklevel=2)
    return path
