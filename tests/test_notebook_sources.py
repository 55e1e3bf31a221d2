"""The course notebooks are exactly what their sources in tools/notebook_sources describe, and
are stored without outputs (issue 12: a notebook edited by hand, or saved with outputs after a
run, is caught here)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "tools" / "notebook_sources").glob("*.py"))
#: Translated lessons (issue 16): tools/notebook_sources/<lang>/X.py → notebooks/<lang>/X.ipynb.
TRANSLATED = sorted((ROOT / "tools" / "notebook_sources").glob("*/*.py"))


def _maker():
    spec = importlib.util.spec_from_file_location("make_notebook", ROOT / "tools" / "make_notebook.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _name(source: Path) -> str:
    return source.stem if source.parent.name == "notebook_sources" else f"{source.parent.name}/{source.stem}"


@pytest.mark.parametrize("source", SOURCES + TRANSLATED, ids=[_name(s) for s in SOURCES + TRANSLATED])
def test_notebook_matches_its_source(source: Path) -> None:
    maker = _maker()
    stored = nbformat.read(maker.target_of(source), as_version=4)
    built = maker.notebook_for(source)
    assert [(c.cell_type, c.get("id"), c.source) for c in stored.cells] == [(c.cell_type, c.get("id"), c.source) for c in built.cells], (
        f"notebooks/{_name(source)}.ipynb differs from its source: run  python tools/make_notebook.py {_name(source)}")
    for cell in stored.cells:
        if cell.cell_type == "code":
            assert not cell.outputs and cell.execution_count is None, f"{source.stem} cell {cell.get('id')} was saved with outputs"


def test_every_notebook_has_a_source() -> None:
    notebooks = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert notebooks == {s.stem for s in SOURCES}
    translated = {p.relative_to(ROOT / "notebooks").with_suffix("").as_posix() for p in (ROOT / "notebooks").glob("[a-z][a-z]/*.ipynb")}
    assert translated == {_name(s) for s in TRANSLATED}


@pytest.mark.parametrize("source", TRANSLATED, ids=[_name(s) for s in TRANSLATED])
def test_a_translation_keeps_the_english_cells_and_writes_shared_code_once(source: Path) -> None:
    """A translated lesson has the English lesson's cells in the same order (markdown where it has
    markdown, code where it has code), and a code cell that is the same in English is not written out
    again: ``# %% [code as in English]`` takes it from the English source, so code lives in one place."""
    maker = _maker()
    own = maker.cells_of(source.read_text(encoding="utf-8"))
    english = maker.cells_of((ROOT / "tools" / "notebook_sources" / source.name).read_text(encoding="utf-8"))
    assert [c.cell_type for c in own] == [c.cell_type for c in english], (
        f"{_name(source)} does not have the English lesson's cells in the same order")
    repeated = [i for i, (mine, theirs) in enumerate(zip(own, english))
                if mine.cell_type == "code" and not mine.metadata.get("as_in_english") and mine.source == theirs.source
                and not source.stem.startswith("10_")]  # the rules reference is generated whole by its tool
    assert not repeated, (f"{_name(source)} repeats the English code of cells {repeated}: write "
                          f"'{maker.AS_IN_ENGLISH}' in their place")


def test_a_code_cell_as_in_english_comes_from_the_english_source(tmp_path: Path) -> None:
    maker = _maker()
    english = maker.cells_of("# %% [markdown]\n# Hello\n\n# %% [check: sum]\nprint(1 + 1)\n")
    translated = maker.cells_of("# %% [markdown]\n# Hola\n\n# %% [code as in English]\n")
    assert translated[1].metadata.get("as_in_english") and translated[1].source == ""
    assert english[1].source == "print(1 + 1)"
    with pytest.raises(ValueError, match="no code of its own"):
        maker.cells_of("# %% [code as in English]\nprint(2)\n")
