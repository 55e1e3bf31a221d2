"""Keep the course notebooks clean when JupyterLab saves them.

The course's notebooks are tracked files that learners open and run. JupyterLab saves (and
autosaves) them with their outputs and widget state, which would change the tracked files and
store one learner's session in them. :func:`keep_course_clean` is a Jupyter server pre-save hook
(``make lab`` sets it through ``tools/jupyter_course_config.py``): a course notebook under
``notebooks/`` is saved without outputs, execution counts or widget state, so opening the course
never changes it. Empty cells are dropped too: Shift+Enter on a lesson's last cell adds one, and a
cell nobody typed into is not an edit (issue 23). A learner's own edits to the text are kept; their progress lives in their
progress file, not in the notebook. Other notebooks are saved as they are.
"""

from __future__ import annotations

import os
import re
from typing import Any

from ..i18n import TRANSLATED

__all__ = ["COURSE_FOLDER", "drop_empty_cells", "is_course_notebook", "keep_course_clean", "served_path", "strip_outputs"]

#: The folder (relative to the server's root) whose notebooks are kept clean.
COURSE_FOLDER = "notebooks"
#: The translated courses' folders inside it (issue 16).
_LANGUAGE_FOLDERS = TRANSLATED
#: The course's own notebooks: "00_start_here.ipynb" ... (a learner's "Untitled.ipynb" or
#: "07_play_a_full_game-Copy1.ipynb" in the same folder is theirs and keeps its outputs).
_COURSE_NAME = re.compile(r"^\d\d_[a-z0-9_]+\.ipynb$")


def is_course_notebook(path: str) -> bool:
    """Whether ``path`` is one of the course's notebooks, English (``notebooks/02_capturing.ipynb``)
    or translated (``notebooks/es/02_capturing.ipynb``). ``path`` is relative to the repository or
    absolute (``/home/ana/casino_learn/notebooks/02_capturing.ipynb``): what counts is that the
    notebook sits in a folder called ``notebooks`` (or a language folder inside it)."""
    parts = [part for part in path.replace("\\", "/").split("/") if part]
    if len(parts) >= 3 and parts[-2] in _LANGUAGE_FOLDERS:
        parts = [*parts[:-2], parts[-1]]
    return len(parts) >= 2 and parts[-2] == COURSE_FOLDER and bool(_COURSE_NAME.match(parts[-1]))


def served_path(path: str, contents_manager: Any = None) -> str:
    """The notebook's path on disk: the server's root joined with ``path``. ``make lab`` opens
    ``notebooks/00_start_here.ipynb``, so JupyterLab serves from the ``notebooks`` folder itself and
    hands the hook only ``02_capturing.ipynb``; the root says where that is (issue 23)."""
    root = getattr(contents_manager, "root_dir", None)
    if not isinstance(root, str) or not root:
        return path
    return os.path.join(root, path.replace("\\", "/").lstrip("/"))


def strip_outputs(notebook: dict[str, Any]) -> dict[str, Any]:
    """Remove outputs, execution counts, saved widget state, folded cells and the running kernel's
    details from a notebook dict, in place."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        metadata = cell.get("metadata")
        if isinstance(metadata, dict):
            # the view's state, not the lesson: a cell's code or output folded away by a click on its blue bar
            # (trial 11 found every course notebook changed by "jupyter": {"source_hidden": true} alone)
            for key in ("execution", "jupyter", "collapsed", "scrolled"):
                metadata.pop(key, None)
    metadata = notebook.get("metadata")
    if isinstance(metadata, dict):
        metadata.pop("widgets", None)
        language = metadata.get("language_info")
        if isinstance(language, dict) and "name" in language:
            # the kernel fills in its version and editor mode when it starts; the course stores only the name
            metadata["language_info"] = {"name": language["name"]}
    return notebook


def _source_text(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return source if isinstance(source, str) else "".join(str(line) for line in source)


def drop_empty_cells(notebook: dict[str, Any]) -> dict[str, Any]:
    """Remove cells with no source (or only blank lines) from a notebook dict, in place: JupyterLab
    appends an empty code cell when Shift+Enter runs the last cell, and the course has no empty
    cells of its own, so such a cell is never a learner's edit."""
    cells = notebook.get("cells")
    if isinstance(cells, list):
        notebook["cells"] = [cell for cell in cells
                             if not (isinstance(cell, dict) and not _source_text(cell).strip())]
    return notebook


def keep_course_clean(model: dict[str, Any], path: str, contents_manager: Any = None, **kwargs: Any) -> None:
    """Jupyter pre-save hook: a course notebook is saved without outputs (see the module doc)."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    if is_course_notebook(served_path(path, contents_manager)):
        strip_outputs(model["content"])
        drop_empty_cells(model["content"])
