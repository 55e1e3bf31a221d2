"""Learner names: any script works, two learners never share a file, older files still load."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from casino_learn.exercises import Progress, make_exercise, progress_path
from casino_learn.exercises.progress import check_learner_name, current_learner, legacy_progress_path, remember_learner

NAMES = ["Zoë", "Zoe", "zoë", "ZOË", "王伟", "李娜", "Мария", "Марина", "Ana María", "Ana Maria", "Ana_María", "ana", "Ana",
         "O'Brien", "Jean-Luc", "St. John", "default", "learner", "محمد", "יעל"]


def test_names_in_any_script_never_share_a_file(tmp_path: Path) -> None:
    paths = [progress_path(n, tmp_path) for n in NAMES]
    # Distinct even where the file system ignores case (macOS, Windows).
    assert len({p.name.casefold() for p in paths}) == len(NAMES)
    assert progress_path("王伟", tmp_path).name.startswith("progress-王伟-")
    assert progress_path("Мария", tmp_path).name.startswith("progress-Мария-")
    for name in NAMES:
        p = Progress.load(name, home=tmp_path)
        ex = make_exercise("card_values", 1, "classic", 1)
        ex.check(ex.answer)
        p.record(ex)
    assert len(list(tmp_path.glob("progress-*.json"))) == len(NAMES)
    for name in NAMES:
        again = Progress.load(name, home=tmp_path)
        assert again.learner == name and again.stats["card_values"].exercises == 1


def test_a_name_typed_in_decomposed_form_is_the_same_learner(tmp_path: Path) -> None:
    composed, decomposed = "Zoë", unicodedata.normalize("NFD", "Zoë")
    assert composed != decomposed
    assert progress_path(composed, tmp_path) == progress_path(decomposed + " ", tmp_path)
    assert progress_path("Ana María", tmp_path) == progress_path(" Ana  María", tmp_path)
    remember_learner(decomposed, home=tmp_path)
    assert current_learner(home=tmp_path) == composed


def test_an_older_kits_file_is_still_used_by_its_learner_only(tmp_path: Path) -> None:
    # Older kits kept "王伟" and "李娜" both in progress-default.json: the file is used only
    # by the learner named inside it, and never by the other one.
    old = legacy_progress_path("王伟", tmp_path)
    assert old.name == "progress-default.json"
    old.write_text(json.dumps({"format": "casino-learn-progress/1", "learner": "王伟", "kinds": {
        "card_values": {"exercises": 2, "attempts": 2, "correct": 2, "first_try": 2, "credit": 2.0}}}), encoding="utf-8")
    wang = Progress.load("王伟", home=tmp_path)
    assert wang.path == old and wang.stats["card_values"].exercises == 2
    li = Progress.load("李娜", home=tmp_path)
    assert li.path != old and li.stats == {}
    ex = make_exercise("card_values", 1, "classic", 1)
    ex.check(ex.answer)
    li.record(ex)
    assert json.loads(old.read_text(encoding="utf-8"))["learner"] == "王伟"  # untouched
    wang.record(ex)
    assert Progress.load("王伟", home=tmp_path).stats["card_values"].exercises == 3


@pytest.mark.parametrize("name, words", [
    ("", "Type your name"), ("   ", "Type your name"), ("x" * 41, "at most 40"), ("Ana/Ben", "not “/”"),
    ("../etc", "not “/”"), ("a\u200bb", "hidden sign"), ("Ana\x07", "hidden sign"), ("1234", "at least one letter"), ("<script>", "not “<”"),
])
def test_names_that_cannot_be_used_get_a_clear_message(tmp_path: Path, name: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_learner_name(name)
    with pytest.raises(ValueError):
        remember_learner(name, home=tmp_path)
    assert current_learner(home=tmp_path) is None


@pytest.mark.parametrize("name", ["Zoë", "王伟", "Мария", "O'Brien", "Jean-Luc", "Ana  María ", "Nguyễn Thị Minh Khai"])
def test_names_in_many_scripts_are_accepted(tmp_path: Path, name: str) -> None:
    remember_learner(name, home=tmp_path)
    assert current_learner(home=tmp_path) == " ".join(name.split())
