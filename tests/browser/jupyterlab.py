"""Steps a person takes in JupyterLab, for Playwright: open a notebook, run all, find widgets."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

KERNEL_READY = ".jp-DebuggerBugButton[aria-disabled='false']"
IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']"


def open_notebook(page: Page, base_url: str, path: str, theme: str | None = None) -> None:
    """Open ``notebooks/…`` in a fresh workspace and wait until its kernel really is connected."""
    page.goto(f"{base_url}/lab/tree/{path}?reset")
    page.locator(KERNEL_READY).wait_for(timeout=90_000)
    page.locator(IDLE).wait_for(timeout=90_000)
    if theme == "dark":
        page.locator("#jp-MainMenu").get_by_text("Settings", exact=True).click()
        page.locator(".lm-Menu-content").get_by_text("Theme", exact=True).hover()
        page.locator(".lm-Menu-content").get_by_text("JupyterLab Dark", exact=True).click()
        page.locator("body[data-jp-theme-light='false']").wait_for(state="attached", timeout=30_000)


def run_all(page: Page, timeout: float = 120_000) -> None:
    page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
    page.locator(".lm-Menu-content").get_by_text("Run All Cells", exact=True).click()
    page.wait_for_timeout(500)
    page.locator(IDLE).wait_for(timeout=timeout)
    expect(page.locator(".jp-InputArea-prompt").filter(has_text="[*]")).to_have_count(0, timeout=timeout)


def widget_area(page: Page, marker: str) -> Locator:
    """The outputs of the cell whose output contains ``marker`` text (a stage's rule is one output, its tasks the next)."""
    return page.locator(".jp-OutputArea").filter(has_text=marker).first


def click_button(area: Locator, label: str) -> None:
    button = area.locator("button", has_text=label).first
    button.scroll_into_view_if_needed()
    button.click()
