"""Record the reference outputs of the cells tagged ``nbval-check-output`` in course notebooks (headed ``# %% [check: <name>]`` in their sources).

The notebooks stay stored without outputs; the expected printed text of each marked cell goes to
``tests/notebook_outputs/<notebook>.json`` (cell id -> text), which the repository's
``conftest.py`` hands to nbval at test time. After changing a lesson::

    python tools/make_notebook.py 02_capturing
    python tools/store_checked_outputs.py notebooks/02_capturing.ipynb

Review the diff of the JSON file before committing: it is what the tests will demand. A marked
cell must only print (stdout), so that what is compared is plain, deterministic text.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
REFERENCES = ROOT / "tests" / "notebook_outputs"
TAG = "nbval-check-output"


def is_checked(cell: nbformat.NotebookNode) -> bool:
    return cell.cell_type == "code" and TAG in cell.get("metadata", {}).get("tags", [])


def store(path: Path) -> int:
    nb = nbformat.read(path, as_version=4)
    ran = copy.deepcopy(nb)
    NotebookClient(ran, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    refs: dict[str, str] = {}
    for cell, done in zip(nb.cells, ran.cells):
        if not is_checked(cell):
            continue
        other = [o.output_type for o in done.outputs if not (o.output_type == "stream" and o.name == "stdout")]
        if other or not done.outputs:
            raise SystemExit(f"{path} cell {cell.get('id')}: a checked cell must print text only (got {other or 'no output'}).")
        refs[cell["id"]] = "".join(o.text for o in done.outputs)
    lang = path.resolve().parent.name
    folder = REFERENCES / lang if path.resolve().parent.parent.name == "notebooks" and len(lang) == 2 else REFERENCES
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{path.stem}.json"
    if refs:
        target.write_text(json.dumps(refs, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    elif target.exists():
        target.unlink()
    return len(refs)


def main(paths: list[str]) -> None:
    if not paths:
        raise SystemExit(__doc__)
    for name in paths:
        print(f"{name}: recorded the output of {store(Path(name))} checked cells")


if __name__ == "__main__":
    main(sys.argv[1:])
