"""Every language of the kit plays a lesson in a real JupyterLab (issue 25): lesson 02 in that
language, first task: an illegal capture is refused with the rule named and the reason in that
language, then the right capture is played and the task is solved; and lesson 00's first exercise
is answered in that language's number words (from its lexicon): a wrong one refused, the right one accepted.

The languages are the kit's own (discovered from ``casino_learn/locale/``); Spanish and Korean have
their own tests of the same two things (``test_in_spanish.py``, ``test_in_korean.py``, with JupyterLab's
menus in that language). The expected words come from
each language's catalog, so the test checks that the page shows the catalog's sentences."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

import casino_learn as cl
from casino_learn import Card
from casino_learn.i18n import TRANSLATED, _
from casino_learn.texts.cards import card_name
from casino_learn.widgets.move_builder import TABLE_HEADING_NO_BUILD

from .conftest import screenshot
from .jupyterlab import open_notebook, run_all
from .servers import ROOT, Server
from .test_in_jupyterlab import TIMEOUT, action, card, click, type_into

LANGUAGES = [lang for lang in TRANSLATED if lang not in ("es", "ko") and (ROOT / "notebooks" / lang / "02_capturing.ipynb").exists()]
#: Words of the English refusal that no translation keeps.
ENGLISH = re.compile(r"\b(the|cannot|is not|only|with|your)\b", re.IGNORECASE)


def said(lang: str, message: str, **params: object) -> str:
    with cl.language(lang):
        return _(message, **params)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_capture_refused_then_played(page: Page, lab: Server, lang: str) -> None:
    open_notebook(page, lab.url, f"notebooks/{lang}/02_capturing.ipynb")
    run_all(page)
    area = page.locator(".jp-OutputArea-output").filter(has_text=said(lang, TABLE_HEADING_NO_BUILD)).first
    area.scroll_into_view_if_needed()
    for item in ("8H", "8D", "5S"):
        card(area, item).click()
    expect(card(area, "5S")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    with cl.language(lang):
        name = card_name(Card.parse("8H"))
    expect(card(area, "8H")).to_have_attribute("aria-label", re.compile(re.escape(name)))  # the card named in the language
    capture = action(area, said(lang, "Capture"))
    expect(capture).to_have_attribute("aria-disabled", "true", timeout=TIMEOUT)
    capture.click(force=True)  # a greyed action still says why not
    feedback = area.locator(".casino-feedback").first
    expect(feedback).to_contain_text("(R2)", timeout=TIMEOUT)
    refusal = feedback.inner_text()
    assert "5♠" in refusal, refusal
    assert not ENGLISH.search(refusal), f"{lang}: English left in the refusal: {refusal!r}"
    screenshot(page, f"{lang}-lesson02-illegal-capture-explained")
    card(area, "5S").click()
    capture.click()
    expect(capture).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT)
    click(area, said(lang, "Play"))
    expect(area).to_contain_text(said(lang, "Solved!"), timeout=TIMEOUT)
    played = feedback.inner_text()
    assert "8♦" in played and "8♥" in played and not ENGLISH.search(played), played
    screenshot(page, f"{lang}-lesson02-capture-played")
    assert not page.errors  # type: ignore[attr-defined]


def number_word(lang: str, value: int) -> str:
    """The first word the language's lexicon gives for ``value`` (what a learner of it would type)."""
    numbers = json.loads((ROOT / "casino_learn" / "locale" / lang / "lexicon.json").read_text(encoding="utf-8"))["numbers"]
    return next(word for word, number in numbers.items() if number == value)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if (ROOT / "notebooks" / lang / "00_start_here.ipynb").exists()])
def test_an_exercise_answered_in_the_languages_number_words(page: Page, lab: Server, lang: str) -> None:
    """Lesson 00, the card-value exercise (4♠, seed 1): thirteen in words is refused without giving the
    answer away, four in words is right."""
    open_notebook(page, lab.url, f"notebooks/{lang}/00_start_here.ipynb")
    run_all(page)
    title = said(lang, "Exercise: {title}", title=said(lang, "What does this card capture?"))
    area = page.locator(".jp-OutputArea-output").filter(has_text=title).first
    area.scroll_into_view_if_needed()
    box = area.locator("input[type='text']").first
    type_into(page, box, number_word(lang, 13))
    click(area, said(lang, "Check"))
    result = area.locator(".casino-learn-result").first
    expect(result).to_contain_text(said(lang, "Not quite.").rstrip("."), timeout=TIMEOUT)
    assert not re.search(r"(?<![♠\w])4(?!\w)", result.inner_text().replace("4♠", "")), result.inner_text()
    type_into(page, box, number_word(lang, 4))
    click(area, said(lang, "Check"))
    expect(result).to_contain_text(said(lang, "Correct!"), timeout=TIMEOUT)
    screenshot(page, f"{lang}-lesson00-exercise-in-its-words")
    assert not page.errors  # type: ignore[attr-defined]
