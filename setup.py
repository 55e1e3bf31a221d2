"""A build hook for what pyproject.toml cannot say: the course travels with the kit (a non-editable install
has no checkout) as data files in ``<prefix>/share/casino_learn/notebooks``, where
``casino_learn.hub.course_folder`` finds it, with every translation in ``notebooks/<lang>/``. The language
folders are found, not listed: adding a language is adding folders (issue 21)."""

from __future__ import annotations

from pathlib import Path

from setuptools import setup

TARGET = "share/casino_learn/notebooks"


def course_data_files(root: Path) -> list[tuple[str, list[str]]]:
    """``[(target folder, [notebook paths relative to root])]``: the English course, then each language's."""
    notebooks = root / "notebooks"
    found = [(TARGET, sorted(p.relative_to(root).as_posix() for p in notebooks.glob("*.ipynb")))]
    for folder in sorted(p for p in notebooks.iterdir() if p.is_dir() and any(p.glob("*.ipynb"))):
        found.append((f"{TARGET}/{folder.name}", sorted(p.relative_to(root).as_posix() for p in folder.glob("*.ipynb"))))
    return found


if __name__ == "__main__":
    setup(data_files=course_data_files(Path(__file__).resolve().parent))
