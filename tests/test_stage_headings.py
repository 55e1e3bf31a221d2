"""The heading above each stage in a lesson is the stage's own name, the one My progress gives it
(trial 7: My progress said "Practice: face cards" and "Stage 3: Values a build may have" where the lesson
said "Try it yourself" and "Stage 3: The values a build may have"), in every language of the course."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from casino_learn.course.catalog import get_stage, heading
from casino_learn.i18n import TRANSLATED, language

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
STAGE_CALL = re.compile(r'\bstage\("([a-z0-9-]+)"\)')
HEADING = re.compile(r"^#{2,4} (.+)$", re.M)


def stage_headings(notebook: Path) -> list[tuple[str, str | None]]:
    """Each stage a lesson shows, with the last heading above its cell."""
    found, last = [], None
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            headings = HEADING.findall(source)
            last = headings[-1].strip() if headings else last
        else:
            found += [(name, last) for name in STAGE_CALL.findall(source)]
    return found


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_the_heading_above_a_stage_is_the_name_my_progress_gives_it(lang: str) -> None:
    folder = NOTEBOOKS if lang == "en" else NOTEBOOKS / lang
    seen = 0
    for notebook in sorted(folder.glob("0*.ipynb")):
        for name, above in stage_headings(notebook):
            with language(lang):
                name_in_progress = heading(get_stage(name))
            # A heading may add the rules it is about: "Royal stage 3: Not your own build (R12)".
            assert above is not None and re.sub(r"\s*\([^)]*\)$", "", above) == name_in_progress, (notebook.name, name, above)
            seen += 1
    assert seen >= 35
