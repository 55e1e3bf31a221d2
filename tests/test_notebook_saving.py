"""The pre-save hook keeps course notebooks free of outputs (issue 12)."""

from __future__ import annotations

import copy

from casino_learn.play.notebook_saving import keep_course_clean

NOTEBOOK = {
    "cells": [
        {"cell_type": "code", "source": "1 + 1", "metadata": {"execution": {"x": 1}}, "execution_count": 3,
         "outputs": [{"output_type": "execute_result", "data": {"text/plain": "2"}}]},
        {"cell_type": "markdown", "source": "Hello", "metadata": {}},
    ],
    "metadata": {"widgets": {"application/vnd.jupyter.widget-state+json": {}}, "kernelspec": {"name": "python3"}},
}


def test_course_notebooks_are_saved_clean_and_others_as_they_are() -> None:
    course = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
    keep_course_clean(course, "notebooks/02_capturing.ipynb")
    cell = course["content"]["cells"][0]
    assert cell["outputs"] == [] and cell["execution_count"] is None and "execution" not in cell["metadata"]
    assert "widgets" not in course["content"]["metadata"] and course["content"]["metadata"]["kernelspec"]
    assert course["content"]["cells"][0]["source"] == "1 + 1"  # the learner's text is kept
    mine = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
    keep_course_clean(mine, "my_work/notes.ipynb")
    assert mine["content"] == NOTEBOOK
    keep_course_clean({"type": "file", "content": "text"}, "notebooks/readme.txt")  # not a notebook: untouched
    for own in ("notebooks/Untitled.ipynb", "notebooks/07_play_a_full_game-Copy1.ipynb"):  # a learner's own, same folder
        theirs = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
        keep_course_clean(theirs, own)
        assert theirs["content"] == NOTEBOOK, own


class _ServedFrom:
    """A contents manager as the server hands it to the hook: only its root matters."""

    def __init__(self, root: str) -> None:
        self.root_dir = root


def test_a_lesson_is_saved_clean_when_the_server_serves_the_notebooks_folder_itself() -> None:
    # `make lab` opens notebooks/00_start_here.ipynb: the server's root is the notebooks folder
    for root, path in (("/home/ana/casino_learn/notebooks", "02_capturing.ipynb"),
                       ("/home/ana/casino_learn/notebooks/es", "02_capturing.ipynb"),
                       ("/home/ana/casino_learn", "notebooks/pt/02_capturing.ipynb")):
        model = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
        model["content"]["metadata"]["language_info"] = {"name": "python", "version": "3.11.7", "codemirror_mode": {"name": "ipython"}}
        keep_course_clean(model, path, contents_manager=_ServedFrom(root))
        assert model["content"]["cells"][0]["outputs"] == [], (root, path)
        assert model["content"]["metadata"]["language_info"] == {"name": "python"}  # as make_notebook writes it
    for root, path in (("/home/ana/work", "02_capturing.ipynb"), ("/home/ana/casino_learn/notebooks", "Untitled.ipynb")):
        theirs = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
        keep_course_clean(theirs, path, contents_manager=_ServedFrom(root))
        assert theirs["content"] == NOTEBOOK, (root, path)


def test_an_empty_cell_is_not_a_learners_edit_but_typed_text_is() -> None:
    # Shift+Enter on a lesson's last cell appends an empty code cell (issue 23, the browser trial)
    model = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
    model["content"]["cells"] += [{"cell_type": "code", "id": "3da1752b", "metadata": {}, "outputs": [], "execution_count": None, "source": []},
                                  {"cell_type": "markdown", "id": "e1", "metadata": {}, "source": "\n"},
                                  {"cell_type": "code", "id": "mine", "metadata": {}, "outputs": [], "execution_count": None, "source": ["x = 1"]}]
    keep_course_clean(model, "notebooks/03_building.ipynb")
    assert [cell["source"] for cell in model["content"]["cells"]] == ["1 + 1", "Hello", ["x = 1"]]
    theirs = {"type": "notebook", "content": copy.deepcopy(NOTEBOOK)}
    theirs["content"]["cells"].append({"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": ""})
    keep_course_clean(theirs, "my_work/notes.ipynb")
    assert len(theirs["content"]["cells"]) == 3  # a learner's own notebook keeps its empty cells


def test_the_course_has_no_empty_cells_of_its_own() -> None:
    # the hook drops empty cells from course notebooks, so a generated lesson must have none
    import json
    from pathlib import Path
    for path in sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("**/[0-9][0-9]_*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            assert "".join(cell["source"]).strip(), path


def test_a_folded_cell_is_not_a_change_to_the_lesson() -> None:
    """Trial 11: every course notebook showed as changed in git, by one cell metadata key each, after the
    learner's clicks folded code cells ("jupyter": {"source_hidden": true})."""
    folded = copy.deepcopy(NOTEBOOK)
    folded["cells"][0]["metadata"] = {"jupyter": {"source_hidden": True, "outputs_hidden": True}, "collapsed": True,
                                      "scrolled": True, "tags": ["nbval-check-output"]}
    folded["cells"][1]["metadata"] = {"jupyter": {"source_hidden": True}}
    course = {"type": "notebook", "content": folded}
    keep_course_clean(course, "notebooks/es/03_building.ipynb")
    assert [cell["metadata"] for cell in course["content"]["cells"]] == [{"tags": ["nbval-check-output"]}, {}]
