"""The rules reference (casino_learn/texts/rulebook.py): every restriction and every section a learner
meets has a plain entry, the pages are well formed with working anchors, the course notebook 10 is
generated from it, and ``casino-learn rules`` writes the page."""

from __future__ import annotations

import importlib.util
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from casino_learn.cli import main
from casino_learn.rules.variants import CLASSIC, ROYAL
from casino_learn.texts import rulebook
from casino_learn.texts.glossary import TERMS
from casino_learn.texts.rulebook import ENTRIES, RULES, entries, entry, page_entries, rule_href, rule_link, rule_text
from casino_learn.texts.rules_page import rules_html
from conftest import ROOT

RESTRICTIONS = [f"R{i}" for i in range(1, 16)]
SECTIONS = ["§1", "§1.1", "§1.2", "§1.3", "§2", "§3", "§4", "§5", "§6.1", "§6.2", "§6.3", "§7", "§9", "§10",
            "§11.1", "§11.2", "§12.1", "§12.2", "§12.3"]
VOID = {"meta", "br", "hr", "img", "input", "link", "wbr"}


class Page(HTMLParser):
    """Collects ids and links, and checks that every element is closed in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.append(a["id"])
        if tag == "a" and "href" in a:
            self.hrefs.append(a["href"])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(text: str) -> Page:
    page = Page()
    page.feed(text)
    page.close()
    return page


def test_every_restriction_and_section_has_an_entry() -> None:
    codes = [e.code for e in ENTRIES]
    assert [c for c in codes if c.startswith("R")] == RESTRICTIONS
    assert [c for c in codes if c.startswith("§")] == SECTIONS
    assert set(RESTRICTIONS) == set(RULES), "the same fifteen rules as the violation messages"


def test_entries_are_filled_in_and_titled_with_their_code() -> None:
    for e in ENTRIES:
        assert e.title.endswith(f"({e.code})"), e.title
        assert e.title[0].isupper() and not e.title.startswith(e.code), "a name in words comes first"
        assert len(e.text) > 60 and e.variants and set(e.variants) <= {"classic", "royal"}
        assert e.example or e.code == "§7", f"{e.code} has no example"
        assert all(code in {x.code for x in ENTRIES} for code in e.see), e.see
        assert "pile" not in (e.text + e.example).lower(), f"{e.code}: say build or captured cards, not pile"


def test_anchors_are_unique_and_plain() -> None:
    anchors = [e.anchor for e in ENTRIES] + [t.anchor for t in TERMS] + ["glossary", "contents"]
    assert len(anchors) == len(set(anchors))
    assert entry("R9").anchor == "R9" and entry("§12.2").anchor == "s12.2" and entry("§3").anchor == "s3"
    assert all(re.fullmatch(r"[A-Za-z][A-Za-z0-9.\-]*", a) for a in anchors)


def test_variants_follow_the_rule_presets() -> None:
    """Which game a restriction is marked for agrees with the RuleSet presets (RULES.md §14)."""
    assert entry("R5").variants == ("classic",)
    assert (entry("R12").variants == ("royal",)) == (CLASSIC.may_raise_own_build and not ROYAL.may_raise_own_build)
    assert (entry("R13").variants == ("royal",)) == (ROYAL.partner_build_restriction and not CLASSIC.partner_build_restriction)
    assert (entry("R14").variants == ("royal",)) == (ROYAL.no_trail_matching_loose and not CLASSIC.no_trail_matching_loose)
    for code in set(RESTRICTIONS) - {"R5", "R12", "R13", "R14"}:
        assert entry(code).variants == ("classic", "royal"), code
    for code in ("§1.3", "§12.1", "§12.2", "§12.3"):
        assert entry(code).variants == ("royal",)
    assert entry("§11.2").variants == ("classic",)


def test_entries_for_a_variant() -> None:
    classic = [e.code for e in entries("classic")]
    royal = [e.code for e in entries("royal")]
    assert "R14" not in classic and "§12.2" not in classic and "§1.3" not in classic and "R5" in classic
    assert "R5" not in royal and "§11.2" not in royal and "R14" in royal
    assert len(entries()) == len(ENTRIES)
    assert [e.code for e in page_entries("classic") if e.is_restriction] == RESTRICTIONS
    with pytest.raises(ValueError):
        entries("poker")


def test_rule_text_and_links() -> None:
    text = rule_text("R9")
    assert text.startswith("The owner-may-not-trail rule (R9)\nIf you own a build you may not trail.\n") and "Applies to: Classic and Royal." in text
    assert "**" not in text and "`" not in text
    assert rule_text("r9") == rule_text(" R9 ") == text
    assert rule_text("12.2") == rule_text("§12.2") == rule_text("s12.2")
    assert rule_link("R9") == "[R9](10_rules_reference.ipynb#cell-id=R9)"  # JupyterLab opens the notebook at that cell
    assert rule_link("§12.2") == "[§12.2](10_rules_reference.ipynb#cell-id=s12-2)"
    assert rule_href("§3", notebook=None) == "#s3"
    for bad in ("R16", "§8", "§99"):
        with pytest.raises(KeyError):
            rule_text(bad)


@pytest.mark.parametrize("variant", ["classic", "royal", None])
def test_the_page_is_well_formed_and_every_link_lands(variant) -> None:
    text = rules_html(variant)
    assert text.startswith("<!DOCTYPE html>") and "http://" not in text and "https://" not in text
    page = parse(text)
    assert not page.errors and page.stack == [], (page.errors, page.stack)
    assert len(page.ids) == len(set(page.ids)), "duplicate ids"
    for code in RESTRICTIONS:
        assert entry(code).anchor in page.ids
    for e in entries(variant):
        assert e.anchor in page.ids
    for t in TERMS:
        assert t.anchor in page.ids
    missing = [h for h in page.hrefs if h.startswith("#") and h[1:] not in page.ids]
    assert not missing, f"links to nowhere: {missing}"
    assert all(h.startswith("#") for h in page.hrefs), "a standalone page links only within itself"
    assert "var(--jp-" in text and "prefers-color-scheme:dark" in text


def test_the_classic_page_marks_royal_rules_and_leaves_out_royal_scoring() -> None:
    text = rules_html("classic")
    ids = parse(text).ids
    assert "s12.2" not in ids and "s1.3" not in ids and "s11.2" in ids
    r14 = text.split('id="R14"', 1)[1].split("</section>", 1)[0]
    assert "Royal only: not used in this game" in r14
    royal = rules_html("royal")
    assert "s11.2" not in parse(royal).ids and "Classic only: not used in this game" in royal.split('id="R5"', 1)[1].split("</section>")[0]


def test_markdown_of_an_entry_starts_with_its_anchor() -> None:
    md = rulebook.entry_markdown(entry("R7"))
    assert md.startswith('<a id="R7"></a>\n\n### The keep-a-capturer rule (R7)\n\n**After building you must still hold a card that captures the build.**')
    assert "[R8](#R8)" in md
    assert "[R8](10_rules_reference.ipynb#cell-id=R8)" in rulebook.entry_markdown(entry("R7"), notebook=rulebook.NOTEBOOK)


# The notebook ------------------------------------------------------------------------------

def _tool():
    spec = importlib.util.spec_from_file_location("make_rules_reference", ROOT / "tools" / "make_rules_reference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_notebook_source_is_generated_from_the_rulebook() -> None:
    tool = _tool()
    assert tool.SOURCE.read_text(encoding="utf-8") == tool.source_text(), (
        "tools/notebook_sources/10_rules_reference.py is out of date: run  python tools/make_rules_reference.py")


def test_every_link_into_the_notebook_lands() -> None:
    nb = json.loads((ROOT / "notebooks" / rulebook.NOTEBOOK).read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in nb["cells"])
    ids = re.findall(r'<a id="([^"]+)"></a>', text)
    assert len(ids) == len(set(ids))
    cells = {c["id"] for c in nb["cells"]}
    for e in ENTRIES:
        assert e.anchor in ids
        assert rule_link(e.code).endswith(f"#cell-id={rulebook.cell_id(e.anchor)})") and rulebook.cell_id(e.anchor) in cells
    for t in TERMS:
        assert t.anchor in ids
    targets = re.findall(r"\]\(#([^)]+)\)", text)
    assert targets and not [t for t in targets if t not in ids]
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and "for " not in "".join(code[0]["source"]), "the reference shows learners no loops"


# The command line ---------------------------------------------------------------------------

def test_cli_writes_the_page_where_asked(tmp_path: Path, capsys) -> None:
    out = tmp_path / "sub" / "royal.html"
    assert main(["rules", "--variant", "royal", "--no-open", "--output", str(out)]) == 0
    assert capsys.readouterr().out.strip() == str(out.resolve())
    assert out.read_text(encoding="utf-8") == rules_html("royal")


def test_cli_default_is_the_learners_folder_and_a_missing_browser_is_fine(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path))
    opened: list[str] = []

    def no_browser(url: str) -> bool:
        opened.append(url)
        raise RuntimeError("no browser here")

    monkeypatch.setattr("webbrowser.open", no_browser)
    assert main(["rules", "--variant", "classic"]) == 0
    page = tmp_path / "rules-classic.html"
    assert page.exists() and opened == [page.resolve().as_uri()]
    assert "no web browser" in capsys.readouterr().out
    assert main(["rules", "--no-open"]) == 0
    assert (tmp_path / "rules-both.html").read_text(encoding="utf-8") == rules_html(None)


def test_every_link_into_the_reference_from_a_lesson_opens_a_cell_of_it() -> None:
    """Trial 3: a lesson's "R9" opened the reference at its top. Every lesson (every language) links
    to a cell id of its reference notebook, the form JupyterLab scrolls to."""
    for folder in [ROOT / "notebooks", *sorted(p for p in (ROOT / "notebooks").iterdir() if p.is_dir() and len(p.name) == 2)]:
        reference = json.loads((folder / rulebook.NOTEBOOK).read_text(encoding="utf-8"))
        cells = {c["id"] for c in reference["cells"]}
        for lesson in sorted(folder.glob("0*.ipynb")):
            text = "\n".join("".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"])
            assert not re.search(re.escape(rulebook.NOTEBOOK) + r"#(?!cell-id=)", text), lesson
            targets = re.findall(re.escape(rulebook.NOTEBOOK) + r"#cell-id=([A-Za-z0-9_-]+)", text)
            assert set(targets) <= cells, (lesson, set(targets) - cells)
    assert rulebook.lab_links('<a href="10_rules_reference.ipynb#s1.3">§1.3</a>') == '<a href="10_rules_reference.ipynb#cell-id=s1-3">§1.3</a>'


def test_the_reference_source_is_wrapped_and_reads_the_same() -> None:
    """Trial 24: JupyterLab guesses an undrawn cell's height from its source lines, and with each paragraph on one line
    a link into the reference landed two entries above its target. The source is wrapped at about a rendered line's
    width; Markdown joins the lines again, so every cell renders exactly as the unwrapped text (lists nested too)."""
    markdown_it = pytest.importorskip("markdown_it")
    render = markdown_it.MarkdownIt("commonmark").enable("table").render
    tool = _tool()
    texts = [tool.contents(), *(rulebook.entry_markdown(e) for e in rulebook.entries())]
    from casino_learn.texts.glossary import glossary_markdown

    texts.append(glossary_markdown())
    for text in texts:
        cell = tool._markdown_cell(text)
        wrapped = "\n".join(line[2:] if line.startswith("# ") else line[1:] for line in cell.splitlines()[1:])
        assert max(len(line) for line in wrapped.splitlines()) <= tool.WRAP + 40, text[:60]
        assert re.sub(r"\s+", " ", render(wrapped)) == re.sub(r"\s+", " ", render(text)), text[:60]
