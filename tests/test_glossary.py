"""The glossary: one meaning per word, each tied to the rules and to the lesson that teaches it."""

from __future__ import annotations

import re

import pytest

from casino_learn.texts.glossary import TERMS, glossary_html, glossary_markdown, term
from casino_learn.texts.rulebook import ENTRIES, entry
from casino_learn.texts.rules_page import rules_html
from conftest import ROOT
from test_rulebook import parse

#: The words the course uses (issue 15); each must be in the glossary.
REQUIRED = ["build", "group", "set", "captured cards", "loose card", "trail", "capture", "raise", "add", "owner",
            "side", "partner", "sweep", "round", "deal", "dealer", "last", "count-out", "overtime", "Big Casino",
            "Little Casino", "face card"]


@pytest.mark.parametrize("word", REQUIRED)
def test_every_course_word_is_defined(word: str) -> None:
    t = term(word)
    assert t.definition.strip().endswith((".", ".)")) and len(t.definition) > 20
    assert t.refs, f"{word} cites no rule"


def test_terms_are_unique_and_cite_existing_rules() -> None:
    names = [t.term.lower() for t in TERMS]
    assert len(names) == len(set(names))
    codes = {e.code for e in ENTRIES}
    for t in TERMS:
        assert set(t.refs) <= codes, f"{t.term}: {set(t.refs) - codes} are not in the rules reference"
        assert all(entry(code) for code in t.refs)


def test_first_taught_in_a_course_notebook() -> None:
    numbers = {int(p.name[:2]) for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
    for t in TERMS:
        assert t.lesson in numbers, f"{t.term}: lesson {t.lesson} does not exist"


def test_pile_means_only_captured_cards() -> None:
    for t in TERMS:
        if re.search(r"\bpiles?\b", t.definition, re.I):
            assert t.term in ("captured cards", "build"), f"{t.term} uses the word pile"
    assert "not pile" in term("build").definition


def test_unknown_word() -> None:
    with pytest.raises(KeyError):
        term("pile")


def test_glossary_html_is_well_formed_and_links_into_the_notebook() -> None:
    page = parse(glossary_html())
    assert not page.errors and page.stack == []
    assert {t.anchor for t in TERMS} <= set(page.ids)
    assert page.hrefs and all(h.startswith("10_rules_reference.ipynb#") for h in page.hrefs)
    assert "var(--jp-" in glossary_html() and "<style>" not in glossary_html(style=False)


def test_the_glossary_is_part_of_the_reference() -> None:
    assert 'id="glossary"' in rules_html("royal") and 'id="g-count-out"' in rules_html("royal")
    md = glossary_markdown()
    assert md.startswith('<a id="glossary"></a>') and '<a id="g-build"></a>**build**' in md
    source = (ROOT / "tools" / "notebook_sources" / "10_rules_reference.py").read_text(encoding="utf-8")
    assert '# <a id="g-sweep"></a>**sweep**' in source
