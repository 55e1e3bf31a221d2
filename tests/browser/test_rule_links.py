"""A rule number in a lesson opens the rules reference at that rule (trial 3: it opened at the top).

Links into the reference are ``10_rules_reference.ipynb#cell-id=R5`` (``rulebook.rule_href``), the form
JupyterLab 4 scrolls to; the course's JupyterLab draws off-screen cells while idle
(``tools/lab_settings/overrides.json``), so the scroll lands on the cell, not near it."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import screenshot
from .jupyterlab import open_notebook

ACTIVE = ".jp-NotebookPanel:not(.lm-mod-hidden)"


def test_a_rule_number_in_a_lesson_opens_the_reference_at_that_rule(page: Page, lab) -> None:
    open_notebook(page, lab.url, "notebooks/01_cards_and_values.ipynb")
    link = page.locator(f'{ACTIVE} a[href*="10_rules_reference.ipynb"][href$="#cell-id=R5"]').first
    link.scroll_into_view_if_needed(timeout=60_000)
    link.click()
    expect(page.locator(".lm-TabBar-tab.lm-mod-current").filter(has_text="10_rules_reference")).to_have_count(1, timeout=60_000)
    heading = page.locator(f"{ACTIVE} .jp-MarkdownOutput").locator("h2, h3").filter(has_text="(R5)").first
    expect(heading).to_be_in_viewport(timeout=60_000)
    screenshot(page, "rule-link-opens-R5")
    assert not page.errors  # type: ignore[attr-defined]


def test_a_rule_number_beside_a_stage_opens_the_reference_without_reloading_the_page(page: Page, lab) -> None:
    """Trial 22: R6 in lesson 03's Stage 1 rule box (then inside a widget) made the browser load the whole page again:
    every open lesson lost its tables. The stage's rule is now the cell's own output, whose links JupyterLab follows."""
    from .jupyterlab import run_all

    open_notebook(page, lab.url, "notebooks/03_building.ipynb")
    run_all(page)
    page.evaluate("window.__casino_marker = 'still here'")
    link = page.locator(f'{ACTIVE} .casino-stage-rule a[href*="10_rules_reference.ipynb"][href$="#cell-id=R6"]').first
    link.scroll_into_view_if_needed(timeout=60_000)
    link.click()
    expect(page.locator(".lm-TabBar-tab.lm-mod-current").filter(has_text="10_rules_reference")).to_have_count(1, timeout=60_000)
    # The same page: nothing was loaded again (where the scroll lands is the test above's; under load it can miss).
    assert page.evaluate("window.__casino_marker") == "still here"
    expect(page.locator(".lm-TabBar-tab").filter(has_text="03_building")).to_have_count(1)  # the lesson is still open
    screenshot(page, "stage-rule-link-opens-R6")
