"""The course's Jupyter contents manager: a course notebook opens unchanged.

A course notebook stores only ``{"name": "python"}`` as its language (:func:`..notebook_saving.strip_outputs`). When
its kernel starts, JupyterLab writes the kernel's full language details into the notebook and marks it changed, so
closing the rules reference, which a learner only reads, asked "Save changes before closing?" (trials 24 and 25).
:class:`CourseContentsManager` (``make lab`` sets it through ``tools/jupyter_course_config.py``) hands JupyterLab a
course notebook with the language details this server's Python kernel will report, so nothing changes when the
kernel starts; the pre-save hook still stores only the name, so the tracked files stay as they are.
"""

from __future__ import annotations

from typing import Any

from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager

from .notebook_saving import is_course_notebook, served_path

__all__ = ["CourseContentsManager", "kernel_language_info", "with_kernel_language"]


def kernel_language_info() -> dict[str, Any]:
    """The language details the Python kernel (ipykernel, in this environment) reports when it starts."""
    from ipykernel.ipkernel import IPythonKernel

    return dict(IPythonKernel.language_info)


def with_kernel_language(notebook: dict[str, Any]) -> dict[str, Any]:
    """``notebook`` (a dict, changed in place) with the kernel's full language details where it stores only
    ``{"name": "python"}`` for the Python kernel; any other notebook is left as it is."""
    metadata = notebook.get("metadata")
    if not isinstance(metadata, dict):
        return notebook
    spec = metadata.get("kernelspec")
    if metadata.get("language_info") == {"name": "python"} and isinstance(spec, dict) and spec.get("name") == "python3":
        metadata["language_info"] = kernel_language_info()
    return notebook


class CourseContentsManager(AsyncLargeFileManager):
    """JupyterLab's usual file contents, with a course notebook's language details filled in on opening."""

    async def get(self, path: str, content: bool = True, type: str | None = None, format: str | None = None,
                  require_hash: bool = False) -> dict[str, Any]:
        model: dict[str, Any] = await super().get(path, content=content, type=type, format=format, require_hash=require_hash)
        if (content and model.get("type") == "notebook" and isinstance(model.get("content"), dict)
                and is_course_notebook(served_path(path, self))):
            with_kernel_language(model["content"])
        return model
