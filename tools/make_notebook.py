"""Write a course notebook from a compact Python description (cells stored without outputs).

Usage inside the repo: ``python tools/make_notebook.py`` rebuilds every notebook whose source
lives in ``tools/notebook_sources/*.py`` (English, into ``notebooks/``) or
``tools/notebook_sources/<lang>/*.py`` (a translation, into ``notebooks/<lang>/``; issue 16).
``python tools/make_notebook.py 02_capturing es/02_capturing`` rebuilds only those. A source file is Python with cells separated by lines
``# %% [markdown]`` or ``# %%`` (the "percent" format understood by Jupytext and VS Code); a cell
whose printed output the tests check is headed ``# %% [check: <name>]`` (tagged, with a stable id).

A translated lesson has the English lesson's cells in the same order; its markdown is its own, and a
code cell that is the same in every language is written once, in the English source: the translation
says only ``# %% [code as in English]`` in its place (a code cell of its own is spelled out where the
code itself is translated: a comment, a caption, a typed answer).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tools" / "notebook_sources"


#: The tag of a cell whose printed output the tests check (conftest.py); such a cell is written
#: ``# %% [check: <name>]`` in a source and gets the stable id ``<lesson number>-<name>``.
CHECK_TAG = "nbval-check-output"
_CHECK = re.compile(r"^# %% \[check: ([a-z0-9-]+)\]$")
#: A translated source's header for "the English lesson's code cell at this place".
AS_IN_ENGLISH = "# %% [code as in English]"


def cells_of(text: str) -> list:
    cells = []
    kind, lines = None, []
    check: str | None = None
    as_in_english = False

    def flush() -> None:
        if kind is None:
            return
        body = "\n".join(lines).strip("\n")
        if kind == "markdown":
            body = "\n".join(line[2:] if line.startswith("# ") else line.lstrip("#") for line in body.splitlines())
            cells.append(nbformat.v4.new_markdown_cell(body))
        else:
            cell = nbformat.v4.new_code_cell(body)
            if as_in_english:
                if body.strip():
                    raise ValueError(f"a '{AS_IN_ENGLISH}' cell has no code of its own, but this one has: {body[:60]!r}")
                cell.metadata["as_in_english"] = True
            if check is not None:
                cell.metadata["tags"] = [CHECK_TAG]
                cell.metadata["check_name"] = check
            cells.append(cell)

    for line in text.splitlines():
        if line.startswith("# %%"):
            flush()
            kind, lines = ("markdown" if "[markdown]" in line else "code"), []
            as_in_english = line.strip() == AS_IN_ENGLISH
            match = _CHECK.match(line)
            check = match.group(1) if match else None
        elif kind is not None:
            lines.append(line)
    flush()
    return cells


def english_source_of(source: Path) -> Path | None:
    """The English source a translated source follows (``None`` for an English source)."""
    return None if source.parent == SOURCES else SOURCES / source.name


def cells_for(source: Path) -> list:
    """A source's cells, a translation's ``[code as in English]`` cells taken from the English source."""
    cells = cells_of(source.read_text(encoding="utf-8"))
    english = english_source_of(source)
    if english is None or not any(cell.metadata.get("as_in_english") for cell in cells):
        return cells
    originals = cells_of(english.read_text(encoding="utf-8"))
    if [c.cell_type for c in originals] != [c.cell_type for c in cells]:
        raise ValueError(f"{source.relative_to(ROOT)} does not have the cells of {english.relative_to(ROOT)} in the same "
                         f"order ({len(cells)} cells against {len(originals)}): a translation keeps the English cells' order")
    return [originals[i] if cell.metadata.get("as_in_english") else cell for i, cell in enumerate(cells)]


def notebook_for(source: Path) -> nbformat.NotebookNode:
    """The notebook a source describes (cells without outputs, stable cell ids)."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = cells_for(source)
    for i, cell in enumerate(nb.cells):
        name = cell.metadata.pop("check_name", None)
        cell["id"] = f"{source.stem[:2]}-{name}" if name else f"{source.stem[:2]}-{i:02d}"
        if cell.cell_type == "markdown":
            anchored = _ANCHOR.match(cell.source)
            if anchored:  # a rules-reference entry: its cell is what a link opens (rulebook.cell_id)
                cell["id"] = cell_id(anchored.group(1))
            cell.source = lab_links(stage_headings(cell.source, language_of(source)))
    return nb


#: A stage's heading in a markdown cell, ``## {stage heading: build-values}``: filled in from the course
#: (``casino_learn.course.catalog.heading``) in the notebook's language, so the heading above a stage and the
#: name My progress gives it are one text (trial 7: they differed in 14 places).
_STAGE_HEADING = re.compile(r"\{stage heading: ([a-z0-9-]+)\}")


def language_of(source: Path) -> str:
    return source.parent.name if source.parent != SOURCES else "en"


def stage_headings(markdown: str, lang: str) -> str:
    """``markdown`` with each ``{stage heading: NAME}`` replaced by that stage's heading in ``lang``."""
    from casino_learn.course.catalog import get_stage, heading
    from casino_learn.i18n import language

    def fill(match: re.Match) -> str:
        with language(lang):
            return heading(get_stage(match.group(1)))

    return _STAGE_HEADING.sub(fill, markdown)


#: The translated courses: ``tools/notebook_sources/<lang>/`` → ``notebooks/<lang>/``.
sys.path.insert(0, str(ROOT))
from casino_learn.i18n import TRANSLATED as LANGUAGES  # noqa: E402
from casino_learn.texts.rulebook import cell_id, lab_links  # noqa: E402

#: A markdown cell that starts with an anchor (``<a id="R9"></a>``): a rules-reference entry.
_ANCHOR = re.compile(r'\A<a id="([^"]+)"></a>')


def target_of(source: Path) -> Path:
    """Where a source's notebook goes: ``notebooks/`` for English, ``notebooks/<lang>/`` for a translation."""
    lang = source.parent.name if source.parent != SOURCES else None
    folder = ROOT / "notebooks" / lang if lang else ROOT / "notebooks"
    return folder / f"{source.stem}.ipynb"


def sources() -> list[Path]:
    found = sorted(SOURCES.glob("*.py"))
    for lang in LANGUAGES:
        found += sorted((SOURCES / lang).glob("*.py"))
    return found


def build(source: Path) -> Path:
    out = target_of(source)
    out.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook_for(source), out)
    return out


def main(names: list[str]) -> None:
    for source in sources():
        name = source.stem if source.parent == SOURCES else f"{source.parent.name}/{source.stem}"
        if not names or name in names:
            print("wrote", build(source).relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
