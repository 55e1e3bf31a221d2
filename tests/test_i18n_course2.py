"""The building, Royal and strategy stages in Spanish and Portuguese (issue 16): every text of every
stage of lessons 3, 6 and 8 is in both catalogs, and a stage read in another language says the same
rule numbers, cards and builds as the English, in the glossary's words."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import casino_learn as cl
from casino_learn.course import building, royal, strategy
from casino_learn.course.catalog import heading
from casino_learn.course.goals import OneOfMoves
from casino_learn.course.stages import Stage, english
from casino_learn.rules.moves import Move

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import messages  # noqa: E402  (tools/messages.py)

MINE = (*building.STAGES, *royal.STAGES, *strategy.STAGES)
#: What a translation keeps exactly: rule numbers, sections, cards, build names, HTML tags and links.
KEPT = re.compile(r"R\d+|§[\d.]+|(?:10|[2-9AJQK])[♠♥♦♣]|(?<![A-Za-z0-9])B\d(?![0-9])|<[^>]+>")  # B1 before a Korean particle too


@pytest.fixture(autouse=True)
def _english_after() -> None:
    yield
    cl.set_language(None)


def _stage(name: str) -> Stage:
    return next(s for s in MINE if s.name == name)


def english_texts(stage: Stage) -> list[str]:
    """Every text of ``stage`` as written in English: title, rule, caption, and each task's own
    instruction (a default one is goals.py's), hints, success, and a best-move task's reasons."""
    texts = [english(stage, "title"), english(stage, "rule")]
    if stage.example is not None:
        texts.append(english(stage.example, "caption"))
    for task in stage.tasks:
        goal = task.goal
        texts += [goal.text, *english(task, "hints"), english(task, "success")]
        if isinstance(goal, OneOfMoves):
            texts += [goal.reason, *(sentence for _, sentence in goal.wrong)]
    return [t for t in texts if t]


@pytest.mark.parametrize("lang", messages.TRANSLATED)
def test_every_text_of_the_building_royal_and_strategy_stages_is_translated(lang: str) -> None:
    catalog = messages.read(messages.po_path(lang), lang)
    missing = []
    for stage in MINE:
        for text in english_texts(stage):
            found = catalog.get(text)
            if found is None or not found.string or found.fuzzy:
                missing.append((stage.name, text))
            else:  # the same rule numbers, cards, build names and markup, in any order
                assert sorted(KEPT.findall(found.string)) == sorted(KEPT.findall(text)), (lang, text, found.string)
    assert missing == [], f"{lang}: untranslated (python tools/messages.py add i18n-work/course2.json): {missing}"


@pytest.mark.parametrize(("lang", "words"), [
    ("es", ("Casino Real", "jota", "reina", "rey", "as")),
    ("pt", ("Cassino Real", "valete", "dama", "rei", "ás")),
])
def test_royal_values_in_the_glossary_words(lang: str, words: tuple[str, ...]) -> None:
    stage = _stage("royal-values")
    rule_en = stage.rule
    with cl.language(lang):
        title, rule, hints = heading(stage), stage.rule, stage.tasks[3].hints
    assert title.startswith(words[0]) and words[0] in title
    for word in words:
        assert re.search(rf"\b{word}\b", rule), (lang, word)
    # J = 11, Q = 12, K = 13; the ace 1 or 14; the link to §1.3 unchanged
    for number in ("11", "12", "13", "14"):
        assert number in rule
    assert '<a href="10_rules_reference.ipynb#s1.3">§1.3</a>' in rule
    assert rule != rule_en and hints[0].startswith(("Una reina", "Uma dama"))


@pytest.mark.parametrize(("lang", "build_word", "owner"), [
    ("es", "construcción", "dueño"), ("pt", "construção", "dono")])
def test_owning_a_build_in_spanish_and_portuguese(lang: str, build_word: str, owner: str) -> None:
    stage = _stage("owning-a-build")
    with cl.language(lang):
        assert build_word in stage.title
        assert "(R8)" in stage.rule and "(§4;" in stage.rule and owner in stage.rule
        caption = stage.example.caption
        assert "B1" in caption and "(R8)" in caption
        assert all(card in caption for card in ("9♦", "9♥", "6♣+3♥"))


@pytest.mark.parametrize(("lang", "asked", "expected"), [
    ("es", "Llévate el 7♣ suelto", "Esa captura está permitida, pero también se lleva tu construcción."),
    ("pt", "Leve o 7♣ solto", "Essa captura é permitida, mas ela leva a sua construção também."),
])
def test_a_lesson_3_task_says_why_a_move_misses_in_the_language_in_use(lang: str, asked: str, expected: str) -> None:
    task = _stage("owning-a-build").tasks[1]  # take 7♣ and keep your build of 7
    state = task.position
    takes_build = Move.parse("7H capture 7C B1")
    assert not task.goal.met(state, takes_build)
    english_reason = task.goal.why_not(state, takes_build)
    with cl.language(lang):
        said = task.goal.why_not(state, takes_build)
        instruction = task.instruction
    assert said.startswith(expected) and said != english_reason
    assert instruction.startswith(asked)


@pytest.mark.parametrize(("lang", "little_casino"), [("es", "Casino chico (2♠)"), ("pt", "Cassino pequeno (2♠)"),
                                                        ("ro", "Cazinoul mic (2♠)")])
def test_a_strategy_reason_in_spanish_and_portuguese(lang: str, little_casino: str) -> None:
    task = _stage("points-first").tasks[0]
    state = task.position
    wrong = Move.parse("9S capture 2H 7C")
    with cl.language(lang):
        said = task.goal.why_not(state, wrong)
        instruction = task.instruction
    assert little_casino in said
    assert instruction.startswith(("Haz la mejor jugada", "Faça a melhor jogada", "Fă cea mai bună mutare"))
