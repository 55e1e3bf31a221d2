"""The course covers the whole rule book: every restriction R1-R15 and every scoring item is
taught in a lesson notebook, every rule is practised by some exercise kind, and each lesson
ends with at least three checked exercises and never gives an answer away in its code."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from casino_learn.exercises import EXERCISE_KINDS

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LESSONS = ["01_cards_and_values", "02_capturing", "03_building", "04_trailing_and_restrictions",
           "05_scoring_and_sweeps", "06_royal_casino"]
RULES = [f"R{i}" for i in range(1, 16)]
CHECK_TAG = "nbval-check-output"

#: Every scoring item (RULES.md §11.1, §10) and the words that must all appear for it.
SCORING_ITEMS = {
    "most cards": [r"most cards"],
    "most spades": [r"most spades"],
    "Big Casino 10♦": [r"Big Casino", r"10♦"],
    "Little Casino 2♠": [r"Little Casino", r"2♠"],
    "the four aces": [r"four aces", r"A♠", r"A♣", r"A♥", r"A♦"],
    "sweeps": [r"sweeps?\b", r"cancel"],
}


def load(name: str) -> dict:
    path = NOTEBOOKS / f"{name}.ipynb"
    assert path.exists(), f"{path.name} is missing: generate it with tools/make_notebook.py {name}"
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def text_of(name: str) -> str:
    """Everything a learner reads in a notebook: markdown and code cells."""
    return "\n".join(source(cell) for cell in load(name)["cells"])


def code_cells(name: str) -> list[str]:
    return [source(cell) for cell in load(name)["cells"] if cell["cell_type"] == "code"]


def mentions(text: str, rule: str) -> bool:
    return re.search(rf"\b{rule}\b", text) is not None


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_is_taught_in_a_lesson(rule: str) -> None:
    where = [name for name in LESSONS if mentions(text_of(name), rule)]
    assert where, f"{rule} does not appear (as a whole word) in any lesson notebook"


@pytest.mark.parametrize("item", SCORING_ITEMS)
def test_every_scoring_item_is_taught_in_lesson_05_or_06(item: str) -> None:
    text = text_of("05_scoring_and_sweeps") + text_of("06_royal_casino")
    missing = [p for p in SCORING_ITEMS[item] if not re.search(p, text, re.IGNORECASE)]
    assert not missing, f"scoring item {item!r}: {missing} not found in lessons 05 and 06"


@pytest.mark.parametrize("rule", RULES)
def test_every_rule_is_practised_by_an_exercise_kind(rule: str) -> None:
    kinds = [name for name, info in EXERCISE_KINDS.items() if rule in info.rules]
    assert kinds, f"no exercise kind teaches {rule} (EXERCISE_KINDS[k].rules)"


def exercise_count(code: str) -> int:
    """ExerciseWidget(...) calls, plus the items of every exercise_set([...]) call."""
    count = 0
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name == "ExerciseWidget":
                count += 1
            elif name == "exercise_set" and node.args and isinstance(node.args[0], (ast.List, ast.Tuple)):
                count += len(node.args[0].elts)
    return count


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_has_at_least_three_exercises(name: str) -> None:
    total = sum(exercise_count(code) for code in code_cells(name))
    assert total >= 3, f"{name} has {total} exercise widgets; a lesson needs at least three"


def answer_leaks(code: str) -> list[str]:
    """Code that would show an exercise's answer: reading ``.answer`` (calling the widget's
    ``answer(...)`` method to type is not reading it), or calling ``.solution()`` or
    ``.show_solution()``."""
    leaks = []
    nodes = list(ast.walk(ast.parse(code)))
    calls = {id(node.func) for node in nodes if isinstance(node, ast.Call)}
    for node in nodes:
        if isinstance(node, ast.Attribute):
            if node.attr == "answer" and id(node) not in calls:
                leaks.append(".answer")
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) in ("solution", "show_solution"):
            leaks.append(f".{node.func.attr}()")
    return leaks


@pytest.mark.parametrize("name", LESSONS)
def test_no_lesson_cell_gives_an_answer_away(name: str) -> None:
    for code in code_cells(name):
        assert not answer_leaks(code), f"{name}: a code cell shows an answer ({answer_leaks(code)}):\n{code}"


def test_the_leak_finder_finds_leaks() -> None:
    assert answer_leaks("print(ex.answer)") == [".answer"]
    assert answer_leaks("w.exercise.solution()") == [".solution()"]
    assert answer_leaks("w.show_solution()") == [".show_solution()"]
    assert answer_leaks("w.answer('8D')") == []
    assert exercise_count("exercise_set(['card_values', 'find_captures'], seed=1)\nExerciseWidget('may_trail')") == 3


@pytest.mark.parametrize("name", LESSONS)
def test_checked_cells_have_reference_outputs(name: str) -> None:
    """Each lesson checks two or more key outputs: the cells tagged "nbval-check-output" have
    their expected text in tests/notebook_outputs/ (the notebooks themselves stay clean)."""
    checked = [cell for cell in load(name)["cells"]
               if cell["cell_type"] == "code" and CHECK_TAG in cell.get("metadata", {}).get("tags", [])]
    assert len(checked) >= 2, f"{name} tags {len(checked)} cells {CHECK_TAG}; check two or three"
    refs_path = Path(__file__).parent / "notebook_outputs" / f"{name}.json"
    refs = json.loads(refs_path.read_text(encoding="utf-8")) if refs_path.exists() else {}
    for cell in checked:
        assert cell.get("id") in refs and refs[cell["id"]].strip(), (
            f"{name} cell {cell.get('id')} is tagged {CHECK_TAG} but has no reference output: "
            f"run  python tools/store_checked_outputs.py notebooks/{name}.ipynb"
        )
    assert all(not cell.get("outputs") for cell in load(name)["cells"] if cell["cell_type"] == "code"), "store notebooks without outputs"


def test_the_check_tag_is_one_nbval_compares() -> None:
    """A tag nbval does not know would make every output check pass silently."""
    from nbval.plugin import metadata_tags

    assert metadata_tags.get(CHECK_TAG) == "check"


# --- the coverage map (issue 15): every item taught, and practised by a stage or an embedded exercise ---

from casino_learn.course import STAGES  # noqa: E402
from casino_learn.course.coverage import STAGE_ITEMS, TAUGHT_IN_TEXT, stages_for  # noqa: E402
from casino_learn.exercises.practice_map import ITEMS, PRACTICE_MAP, Spec  # noqa: E402

COURSE = sorted(p.stem for p in NOTEBOOKS.glob("0[0-8]_*.ipynb"))


def embedded_exercises() -> dict[str, list[Spec]]:
    """Every ExerciseWidget(kind, seed=, variant=, difficulty=, **options) a lesson embeds, as specs."""
    found: dict[str, list[Spec]] = {}
    for name in COURSE:
        for code in code_cells(name):
            for node in ast.walk(ast.parse(code)):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ExerciseWidget":
                    args = [ast.literal_eval(a) for a in node.args]
                    kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
                    kind = args[0] if args else kwargs.pop("kind")
                    variant = kwargs.pop("variant", "classic")
                    difficulty = kwargs.pop("difficulty", 1)
                    kwargs.pop("seed", None)
                    kwargs.pop("progress", None)
                    found.setdefault(name, []).append(Spec(kind, variant, difficulty, kwargs))
    return found


def headings(name: str) -> set[str]:
    out = set()
    for cell in load(name)["cells"]:
        if cell["cell_type"] == "markdown":
            out.update(m.strip() for m in re.findall(r"^#{1,4} (.+)$", source(cell), re.MULTILINE))
    return out


@pytest.mark.parametrize("item", ITEMS)
def test_every_item_is_taught_by_a_stage_or_a_lesson_section(item: str) -> None:
    stages = stages_for(item)
    sections = TAUGHT_IN_TEXT.get(item, ())
    assert stages or sections, f"{item!r} is taught nowhere: give a stage its code or name a lesson section"
    for lesson, heading in sections:
        assert heading in headings(lesson), f"{item!r}: {lesson} has no heading {heading!r}"


@pytest.mark.parametrize("item", ITEMS)
def test_every_item_is_practised_by_a_stage_or_an_embedded_exercise(item: str) -> None:
    embedded = [(lesson, spec) for lesson, specs in embedded_exercises().items()
                for spec in specs if spec in PRACTICE_MAP[item]]
    assert stages_for(item) or embedded, (
        f"{item!r} is practised nowhere: embed one of {PRACTICE_MAP[item]} in a lesson, or add a stage")


def test_the_stage_items_name_real_stages() -> None:
    for item, names in STAGE_ITEMS.items():
        assert item in ITEMS and set(names) <= set(STAGES), item


def test_every_stage_is_shown_in_its_lesson() -> None:
    for stage in STAGES.values():
        lesson = next(n for n in COURSE if n.startswith(f"{stage.lesson:02d}_"))
        assert any(f'stage("{stage.name}")' in code or f"StageWidget(\"{stage.name}\")" in code
                   for code in code_cells(lesson)), f"stage {stage.name!r} is not shown in {lesson}"


def test_the_map_finds_gaps() -> None:
    assert "R12" not in [i for i in ITEMS if not stages_for(i)]
    assert stages_for("no such rule") == []
