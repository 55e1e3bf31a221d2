"""The course framework and the stages of lessons 1, 2, 4 and 5 in Spanish and Portuguese (issue 16):
what a learner reads on a stage (title, rule, example, prompt, hints, success) and what a goal says
about a legal move that misses it, with the same cards and rule numbers as the English."""

from __future__ import annotations

import re

import pytest

import casino_learn as cl
from casino_learn.course import capturing, get_stage, sweeps, trailing
from casino_learn.course.catalog import heading
from casino_learn.course.goals import BuildWithGroups, MakeBuild, RaiseBuild, TakeCards
from casino_learn.course.stages import Stage, english, star_words
from casino_learn.rules.moves import Move

MY_STAGES = (*capturing.STAGES, *trailing.STAGES, *sweeps.STAGES)
#: Every translated language the kit finds (adding a language is adding folders).
LANGS = tuple(code for code in cl.i18n.LANGUAGES if code != "en")
RULE_NUMBER = re.compile(r"R\d+|§\d+(?:\.\d+)?")
CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")


@pytest.fixture(autouse=True)
def _english_after() -> None:
    yield
    cl.set_language(None)


def why_not(stage: str, task: int, move: str, lang: str) -> str:
    goal_task = get_stage(stage).tasks[task]
    state, played = goal_task.position, Move.parse(move)
    assert played in state.legal_moves and not goal_task.goal.met(state, played)
    with cl.language(lang):
        return goal_task.goal.why_not(state, played)


@pytest.mark.parametrize(("lang", "title", "capture", "prompt", "click"), [
    ("es", "Etapa 1: Hacer parejas", "<b>captura</b>", "Toma el 8♦ de la mesa.", "Capturar y Jugar"),
    ("pt", "Etapa 1: Fazer pares", "<b>captura</b>", "Pegue o 8♦ da mesa.", "Capturar e Jogar"),
])
def test_the_pairing_stage_in_spanish_and_portuguese(lang: str, title: str, capture: str, prompt: str, click: str) -> None:
    stage = get_stage("pairing")
    with cl.language(lang):
        assert heading(stage) == title
        assert capture in stage.rule
        task = stage.tasks[0]
        assert task.instruction == prompt
        assert click in task.hints[1] and "8♥" in task.hints[1] and "8♦" in task.hints[1]
        assert CARD.findall(stage.example.caption) == ["9♦", "9♥"]  # not task 1's cards
    # English is as written, and English again after the block
    assert stage.title == english(stage, "title") == "Pairing" and heading(stage) == "Stage 1: Pairing"
    assert stage.tasks[0].instruction == "Take the 8♦ from the table."


def test_a_rule_keeps_its_rule_numbers_and_links() -> None:
    stage = get_stage("owner-may-not-trail")
    for lang, words, opponent in (("es", "no puedes tirar", "Rival"), ("pt", "não pode descartar", "Adversário")):
        with cl.language(lang):
            assert words in stage.rule
            assert RULE_NUMBER.findall(stage.rule) == RULE_NUMBER.findall(english(stage, "rule")) == ["R9", "R9", "R8", "R8"]
            assert '<a href="10_rules_reference.ipynb#R9">R9</a>' in stage.rule
            assert opponent in stage.tasks[3].instruction


@pytest.mark.parametrize(("lang", "still_there", "counted", "left"), [
    ("es", "Esa jugada está permitida, pero después el 8♦ sigue en la mesa.",
     "Esa captura está permitida, pero toma una carta de la mesa. ¿Puedes encontrar una que tome tres cartas de la mesa?",
     "Esa captura está permitida, pero quedarían en la mesa A♣ y 8♣."),
    ("pt", "Essa jogada é permitida, mas depois o 8♦ continua na mesa.",
     "Essa captura é permitida, mas pega uma carta da mesa. Você consegue achar uma que pegue três cartas da mesa?",
     "Essa captura é permitida, mas ficariam na mesa A♣ e 8♣."),
])
def test_why_a_legal_move_misses_the_goal(lang: str, still_there: str, counted: str, left: str) -> None:
    assert why_not("pairing", 0, "3C trail", lang) == still_there
    assert why_not("several-sets", 0, "7S capture 7D", lang) == counted
    assert why_not("sweep", 2, "9C capture B1", lang) == left
    assert why_not("sweep", 2, "9C capture B1", "en") == "That capture is allowed, but A♣ and 8♣ would stay on the table."
    # What stays is named, builds too ("one item" told the learner nothing: trial 10).
    assert why_not("sweep", 2, "9C capture AC 8C", "en") == "That capture is allowed, but the build of 9 would stay on the table."


def test_a_predicate_task_explains_in_the_language_in_use() -> None:
    assert why_not("face-card-values", 1, "8S trail", "es") == \
        "Esa jugada está permitida, pero no toma nada. La tarea es tomar una carta con tu K♥."
    assert why_not("face-card-values", 1, "8S trail", "pt") == \
        "Essa jogada é permitida, mas não pega nada. A tarefa é pegar uma carta com o seu K♥."


def test_goals_say_their_own_instructions_with_number_words_that_agree() -> None:
    with cl.language("es"):
        assert TakeCards(1).instruction == "Toma una carta de la mesa con una sola carta."
        assert BuildWithGroups(2, 9).instruction == "Haz una construcción de 9 con dos grupos."
        assert MakeBuild(8).instruction == "Haz una construcción de 8 y quédate con una carta que la capture."
        assert RaiseBuild(9).instruction == "Sube la construcción a 9."
    with cl.language("pt"):
        assert TakeCards(2).instruction == "Pegue duas cartas da mesa com uma só carta."
        assert BuildWithGroups(2).instruction == "Faça uma construção com dois grupos."
        assert RaiseBuild().instruction == "Aumente a construção."
    assert TakeCards(2).instruction == "Take two table cards with one card."


def test_a_move_of_the_wrong_kind_is_named() -> None:
    stage = get_stage("owner-may-not-trail")
    task = stage.tasks[2]  # MakeBuild(8): capturing the build of 9 misses it
    state, move = task.position, Move.parse("9C capture B1")
    with cl.language("es"):
        assert task.goal.why_not(state, move) == \
            "Esa jugada está permitida, pero no hace una construcción nueva: capturaste."
    with cl.language("pt"):
        assert task.goal.why_not(state, move) == \
            "Essa jogada é permitida, mas não faz uma construção nova: você capturou."


def test_stars_are_said_in_the_language_in_use() -> None:
    with cl.language("es"):
        assert star_words(3) == "tres estrellas: bien a la primera, sin pistas"
    with cl.language("pt"):
        assert star_words(0) == "nenhuma estrela: o kit mostrou a jogada para você"
    assert star_words(1) == "one star: you got there"


def _texts(stage: Stage) -> list[str]:
    """Everything a learner reads on a stage, in the language in use, with every goal-miss reason."""
    out = [stage.title, stage.rule]
    if stage.example is not None:
        out.append(stage.example.caption)
    for task in stage.tasks:
        out.extend((task.instruction, task.success, *task.hints))
        state = task.position
        out.extend(task.goal.why_not(state, move) for move in state.legal_moves if not task.goal.met(state, move))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stage", MY_STAGES, ids=lambda s: s.name)
def test_every_text_of_a_stage_is_translated(stage: Stage, lang: str) -> None:
    english_texts = _texts(stage)
    with cl.language(lang):
        translated = _texts(stage)
    assert len(translated) == len(english_texts)
    for en, text in zip(english_texts, translated):
        if re.search(r"[a-z]{2,}", en):  # words: must be translated (only symbols and sums may stay as they are)
            assert text != en, f"{stage.name}: not translated into {lang}: {en!r}"
        assert sorted(CARD.findall(text)) == sorted(CARD.findall(en)), f"{stage.name} ({lang}): cards differ in {text!r}"
        assert RULE_NUMBER.findall(text) == RULE_NUMBER.findall(en), f"{stage.name} ({lang}): rule numbers in {text!r}"
