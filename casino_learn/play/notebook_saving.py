"""Keep the course notebooks clean when JupyterLab saves them.

The course's notebooks are tracked files that learners open and run. JupyterLab saves (and
autosaves) them with their outputs and widget state, which would change the tracked files and
store one learner's session in them. :func:`keep_course_clean` is a Jupyter server pre-save hook
(``make lab`` sets it through ``tools/jupyter_course_config.py``): a course notebook under
``notebooks/`` is saved without outputs, execution counts or widget state, so opening the course
never changes it. A learner's own edits to the text are kept; their progress lives in their
progress file, not in the notebook. Other notebooks are saved as they are.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import TRANSLATED

__all__ = ["COURSE_FOLDER", "is_course_notebook", "keep_course_clean", "strip_outputs"]

#: The folder (relative to the server's root) whose notebooks are kept clean.
COURSE_FOLDER = "notebooks"
#: The translated courses' folders inside it (issue 16).
_LANGUAGE_FOLDERS = TRANSLATED
#: The course's own notebooks: "00_start_here.ipynb" ... (a learner's "Untitled.ipynb" or
#: "07_play_a_full_game-Copy1.ipynb" in the same folder is theirs and keeps its outputs).
_COURSE_NAME = re.compile(r"^\d\d_[a-z0-9_]+\.ipynb$")


def is_course_notebook(path: str) -> bool:
    """Whether ``path`` (relative to the server's root) is one of the course's notebooks, English
    (``notebooks/02_capturing.ipynb``) or translated (``notebooks/es/02_capturing.ipynb``)."""
    parts = path.replace("\\", "/").strip("/").split("/")
    if len(parts) == 3 and parts[1] in _LANGUAGE_FOLDERS:
        parts = [parts[0], parts[2]]
    return len(parts) == 2 and parts[0] == COURSE_FOLDER and bool(_COURSE_NAME.match(parts[1]))


def strip_outputs(notebook: dict[str, Any]) -> dict[str, Any]:
    """Remove outputs, execution counts and saved widget state from a notebook dict, in place."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        metadata = cell.get("metadata")
        if isinstance(metadata, dict):
            metadata.pop("execution", None)
    metadata = notebook.get("metadata")
    if isinstance(metadata, dict):
        metadata.pop("widgets", None)
    return notebook


def keep_course_clean(model: dict[str, Any], path: str, contents_manager: Any = None, **kwargs: Any) -> None:
    """Jupyter pre-save hook: a course notebook is saved without outputs (see the module doc)."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    if is_course_notebook(path):
        strip_outputs(model["content"])
