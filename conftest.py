"""Notebook output checks without outputs stored in the notebooks.

The course notebooks are kept clean (no outputs), yet key outputs must be checked. Cells whose
tag is ``nbval-check-output`` (a source cell headed ``# %% [check: <name>]``) have their expected printed text in
``tests/notebook_outputs/<notebook>.json`` (cell id -> text), written by
``tools/store_checked_outputs.py``. At collection this hook hands each reference to nbval as if
it were stored in the notebook, so nbval compares it; a marked cell without a reference is an
error, never a silent skip.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest

REFERENCES = Path(__file__).resolve().parent / "tests" / "notebook_outputs"
TAG = "nbval-check-output"  # tools/make_notebook.py tags a source cell headed "# %% [check: <name>]"


def pytest_configure(config: pytest.Config) -> None:
    """Nothing a test or a notebook run writes goes to the real home: learners' progress and the
    remembered name go to a fresh temporary folder. Set here, before any nbval kernel starts,
    so the kernels inherit it (each xdist worker gets its own folder)."""
    folder = tempfile.mkdtemp(prefix="casino-learn-home-")
    os.environ["CASINO_LEARN_HOME"] = folder
    # Tests speak English unless they choose a language (issue 16); a Spanish notebook calls
    # cl.set_language("es") itself. Kernels inherit this too.
    os.environ["CASINO_LEARN_LANG"] = "en"
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))


def reference_path(notebook: Path) -> Path:
    """``notebooks/02_capturing.ipynb`` → ``tests/notebook_outputs/02_capturing.json``; a translated
    lesson ``notebooks/es/02_capturing.ipynb`` → ``tests/notebook_outputs/es/02_capturing.json``."""
    lang = notebook.parent.name
    folder = REFERENCES / lang if notebook.parent.parent.name == "notebooks" and len(lang) == 2 else REFERENCES
    return folder / f"{notebook.stem}.json"


def _references(notebook: Path) -> dict[str, str]:
    path = reference_path(notebook)
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


#: Test files that mostly wait (a hub culling its idle servers after minutes): handed out first, so that
#: with two workers (``-n 2 --dist loadfile --no-loadscope-reorder``) their waiting overlaps the rest
#: instead of ending the run (xdist's own reordering puts the files with most tests first, these last).
WAIT_FIRST = ("test_hub_culling.py", "test_hub.py", "test_hub_isolation.py")


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    count: dict[str, int] = {}
    first: dict[str, int] = {}
    for i, item in enumerate(items):
        count[item.nodeid.split("::")[0]] = count.get(item.nodeid.split("::")[0], 0) + 1
        first.setdefault(item.nodeid.split("::")[0], i)
    order = {id(item): i for i, item in enumerate(items)}

    def key(item: pytest.Item) -> tuple[int, int, int, int]:
        file = item.nodeid.split("::")[0]
        waits = 0 if Path(file).name in WAIT_FIRST else 1
        return (waits, -count[file], first[file], order[id(item)])  # then the biggest files, each kept whole

    items.sort(key=key)
    cache: dict[Path, dict[str, str]] = {}
    for item in items:
        cell = getattr(item, "cell", None)
        if cell is None or getattr(cell, "cell_type", None) != "code" or TAG not in cell.get("metadata", {}).get("tags", []):
            continue
        notebook = Path(str(item.fspath))
        refs = cache.setdefault(notebook, _references(notebook))
        cell_id = cell.get("id")
        if cell_id not in refs:
            raise pytest.UsageError(
                f"{notebook.name} cell {cell_id} is tagged {TAG} but has no reference output in "
                f"{reference_path(notebook).relative_to(REFERENCES.parent.parent)}: run  python tools/store_checked_outputs.py {notebook}"
            )
        import nbformat

        cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=refs[cell_id])]
        cell.execution_count = 1
