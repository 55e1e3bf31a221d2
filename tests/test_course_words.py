"""The course's words: one vocabulary, no Python loops or move codes a learner did not type, and
captions that count what their pictures show (issue 15)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from casino_learn.course import (
    STAGES,
    catalog,  # noqa: F401  (registers every stage)
)
from casino_learn.course.goals import NUMBER_WORDS, cards_taken
from casino_learn.rules.moves import Move

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LESSONS = sorted(p.stem for p in NOTEBOOKS.glob("0[0-8]_*.ipynb"))
WORD_NUMBERS = {word: n for n, word in NUMBER_WORDS.items()}
MOVE_CODE = re.compile(r"\b(?:[2-9]|10|[AJQK])[SHDC] (?:capture|build|trail)\b")


def cells(name: str, kind: str) -> list[str]:
    notebook = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in notebook["cells"] if c["cell_type"] == kind]


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_shows_no_python_loops(name: str) -> None:
    for code in cells(name, "code"):
        loops = [node for node in ast.walk(ast.parse(code)) if isinstance(node, (ast.For, ast.While, ast.comprehension))]
        assert not loops, f"{name}: a learner reads a Python loop; call a display helper instead:\n{code}"


@pytest.mark.parametrize("name", LESSONS)
def test_a_build_is_never_called_a_pile(name: str) -> None:
    for text in cells(name, "markdown"):
        assert not re.search(r"\bpiles?\b", text, re.IGNORECASE), \
            f"{name}: 'pile' is ambiguous (a build? captured cards?); say 'build' or 'captured cards':\n{text[:300]}"


@pytest.mark.parametrize("name", LESSONS)
def test_lesson_text_shows_no_move_codes(name: str) -> None:
    for text in cells(name, "markdown"):
        assert not MOVE_CODE.search(text), f"{name}: a move code in the text a learner reads: {MOVE_CODE.search(text)}"


def _stage_texts() -> list[tuple[str, str]]:
    out = []
    for stage in STAGES.values():
        out.append((stage.name, stage.rule))
        if stage.example is not None:
            out.append((stage.name, stage.example.caption))
        for task in stage.tasks:
            out.extend((stage.name, t) for t in (task.instruction, task.success, *task.hints))
    return out


@pytest.mark.parametrize(("stage", "text"), _stage_texts())
def test_stage_words_use_the_course_vocabulary(stage: str, text: str) -> None:
    assert not re.search(r"\bpiles?\b", text, re.IGNORECASE), f"{stage}: 'pile' in {text!r}"
    assert not MOVE_CODE.search(text), f"{stage}: a move code in {text!r}"


@pytest.mark.parametrize("stage", [s for s in STAGES.values() if s.example and s.example.caption
                                   and Move.parse(s.example.move).is_capture], ids=lambda s: s.name)
def test_an_example_caption_counts_the_cards_its_picture_takes(stage) -> None:  # type: ignore[no-untyped-def]
    example = stage.example
    state, move = example.position, Move.parse(example.move)
    taken = len(cards_taken(state, move))
    for word, noun in re.findall(r"\b(one|two|three|four|five|six|seven|eight)\s+(table cards?|cards?)\b", example.caption):
        said = WORD_NUMBERS[word]
        allowed = {taken} if noun.startswith("table") else {taken, taken + 1}  # "cards" may count your own card
        assert said in allowed, f"{stage.name}: the caption says {word} {noun}, the move takes {taken} table cards"
