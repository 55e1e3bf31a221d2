"""The card table, the pages and the widgets in Spanish and Portuguese (issue 16): every label is
worded when the widget is built, in the language in use; rule numbers and card symbols stay."""

from __future__ import annotations

import json

import pytest

import casino_learn as cl
from casino_learn.display import render
from casino_learn.rules.positions import state_from_json
from casino_learn.widgets import GameTable, MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import StageWidget
from conftest import SHARED_POSITIONS

POSITIONS = {p["id"]: p for p in json.loads(SHARED_POSITIONS.read_text())["positions"]}


def _labels(picker: object) -> list[str]:
    """What a dropdown shows (its options are (label, value) pairs)."""
    return [label for label, _value in picker.options]  # type: ignore[attr-defined]


def _builder(position_id: str) -> MoveBuilder:
    return MoveBuilder(state_from_json(POSITIONS[position_id]))


def test_move_builder_in_spanish_labels_buttons_status_and_cards() -> None:
    with cl.language("es"):
        b = _builder("S03")  # 8H against AC 2D 3S 5C 6H 8D
        assert [b.play_button.description, b.clear_button.description, b.undo_button.description] == \
            ["Jugar", "Borrar", "Deshacer"]
        assert b.moves_button.description == "Muéstrame las jugadas permitidas"
        assert "Es tu turno." in b.status.value
        assert b.card_table.headings["hand_short"] == "Tu mano"
        assert b.card_table.words["capture"] == "Capturar" and b.card_table.words["trail"] == "Tirar"
        assert "C Capturar" in b.card_table.key_help
        labels = {item["id"]: item["label"] for item in b.card_table.items}
        assert labels["8D"] == "8 de diamantes, en la mesa"
        assert labels["8H"] == "8 de corazones, en tu mano"
        b.select("8H").select("8D")
        assert "Seleccionado: 8♥, 8♦." in b.card_table.announce and "Capturar" in b.card_table.announce
    # built in Spanish, the widget keeps its words; a new one is English again
    assert b.play_button.description == "Jugar"
    assert _builder("S03").play_button.description == "Play"


def test_a_refused_move_is_explained_in_spanish_with_the_same_rule_number() -> None:
    with cl.language("es"):
        b = _builder("S04")  # owns B1 (9): may not trail
        b.select("3C").choose("trail")
        result = b.play()
    assert not result.ok and result.rules == ["R9"]
    assert "No se permite:" in b.feedback.value
    assert 'aria-label="Reglas que se rompen: R9"' in b.feedback.value
    assert "R9" in b.feedback.value and "3♣" in b.feedback.value
    assert b.card_table.announce.startswith("No se permite.")


def test_move_builder_in_portuguese() -> None:
    with cl.language("pt"):
        b = _builder("S05")  # 3D with AH 2C: single 6 or multiple 3
        assert [b.play_button.description, b.clear_button.description, b.undo_button.description] == \
            ["Jogar", "Limpar", "Desfazer"]
        assert "É a sua vez." in b.status.value
        b.select("3D").select("AH").select("2C").choose("build")
        assert "3 ou 6" in b.value_hint.value and "tecla V" in b.value_hint.value
        labels = {item["id"]: item["label"] for item in b.card_table.items}
        assert labels["3D"] == "3 de ouros, na sua mão"


def test_card_and_table_pictures_say_their_names_in_the_language() -> None:
    state = cl.position("classic", hand="8H 3C", table="AC 8D")
    with cl.language("es"):
        card = render.card_svg("QS")
        back = render.card_svg(None)
        table = render.table_svg(state.table)
        empty = render.table_svg(type(state.table)((), ()))
        page = render.position_html(state)
    assert "<title>reina de picas</title>" in card and 'aria-label="reina de picas"' in card
    assert "<title>carta boca abajo</title>" in back
    assert "<title>La mesa: 2 cartas sueltas</title>" in table and "Cartas sueltas (2)" in table
    assert "La mesa está vacía" in empty
    assert "Tu mano" in page and "Mesa" in page
    with cl.language("pt"):
        assert "<title>dama de espadas</title>" in render.card_svg("QS")
        assert "<title>A mesa: 2 cartas soltas</title>" in render.table_svg(state.table)


def test_build_badges_in_spanish() -> None:
    with cl.language("es"):
        b = _builder("S04")  # B1 (9) owned by the learner
        picture = render.table_svg(b.state.table, names=b._seat_names())
        labels = {item["id"]: item["label"] for item in b.card_table.items}
    assert "B1: construcción de 9" in picture
    assert "dueño: Tú" in picture or "dueño: You" in picture  # the seat's name is the engine's (names.py)
    assert labels["B1"].startswith("B1: construcción ") and "de 9, dueño" in labels["B1"]


def test_game_table_in_spanish_and_portuguese() -> None:
    with cl.language("es"):
        t = GameTable("royal", players=2, level="greedy", seed=4)
    assert t.new_game_button.description == "Nueva partida"
    assert _labels(t.variant_picker) == ["Casino Real", "Casino clásico"]
    assert t.players_picker.description == "Jugadores:" and "2 jugadores" in _labels(t.players_picker)
    assert "Codicioso" in _labels(t.level_picker)
    assert t.step_button.description == "Jugada de la computadora ▶"
    assert "Casino Real</b>, reparto 1. Puntuación de la partida:" in t.scoreboard.value
    assert "Mazo: quedan" in t.picture.value
    with cl.language("pt"):
        t = GameTable("classic", players=3, level="beginner", seed=2)
    assert t.new_game_button.description == "Nova partida"
    assert _labels(t.variant_picker) == ["Cassino Real", "Cassino clássico"]
    assert "Iniciante" in _labels(t.level_picker)
    assert "Cassino clássico</b>, rodada 1. Placar da partida:" in t.scoreboard.value


def test_game_table_score_sheet_in_spanish() -> None:
    with cl.language("es"):
        t = GameTable("classic", players=2, level="beginner", seed=3, one_deal=True)
        t.play_deal()
    assert "Hoja de puntuación: Casino clásico" in t.score_sheet.value
    assert "Cartas y picas" in t.score_sheet.value and "Totales" in t.score_sheet.value
    assert "Fin del reparto" in t.end_of_deal.value
    assert "El reparto terminó" in t.message.value


def test_exercise_widget_in_spanish() -> None:
    with cl.language("es"):
        w = ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=2, progress=None)
        w.check("")  # no answer: said how to answer
    assert [w.check_button.description, w.hint_button.description, w.new_button.description] == \
        ["Comprobar", "Pista", "Nuevo ejercicio"]
    assert w.solution_button.description == "Ver la solución"
    assert w.text.placeholder != "type your answer here"
    assert "Ejercicio:" in w.title.value and "Casino clásico, nivel 2" in w.title.value
    assert _labels(w.rule_picker)[0] == "— regla —" and _labels(w.yes_no) == ["Sí", "No"]
    assert "pulsa Comprobar" in w.feedback.value


def test_stage_widget_in_spanish_and_portuguese() -> None:
    with cl.language("es"):
        s = StageWidget("pairing", progress=None)
        task = s.task
    assert task.hint_button.description == "Pista"
    assert task.show_button.description == "Muéstrame una solución"
    assert task.again_button.description == "Empezar de nuevo"
    assert s.next_button.description == "Saltar esta tarea"  # the task is not solved yet (trial 22)
    assert "Tarea 1 de" in task.heading.value and "todavía sin resolver" in task.heading.value
    assert task.builder.play_button.description == "Jugar"
    with cl.language("pt"):
        s = StageWidget("pairing", progress=None)
    assert s.task.hint_button.description == "Dica" and s.task.again_button.description == "Recomeçar"
    assert "Tarefa 1 de" in s.task.heading.value


@pytest.mark.parametrize("lang, words", [("es", ("Puntos por concepto", "puntos ganados en este reparto")),
                                         ("pt", ("Pontos por item", "pontos marcados nesta rodada"))])
def test_charts_are_labelled_in_the_language(lang: str, words: tuple[str, str]) -> None:
    from matplotlib.figure import Figure

    from casino_learn.display import plots

    t = GameTable("classic", players=2, level="beginner", seed=3, one_deal=True)
    t.play_deal()
    score = t.game.deal_score or t.game.match.deals[-1]
    with cl.language(lang):
        ax = Figure().subplots()
        plots.score_breakdown(score, ax=ax)
    assert ax.get_title().startswith(words[0])
    assert ax.get_ylabel() == words[1]
    legend = [text.get_text() for text in ax.get_legend().get_texts()]
    assert legend[0] == ("Más cartas (3)" if lang == "es" else "Mais cartas (3)")


def test_numbers_are_written_as_the_language_writes_them():
    """Decimals through Babel's locale data: "0,15 de ponto", never "0.15" in Spanish or Portuguese (issue 21)."""
    from casino_learn.texts.numbers import decimal, percent

    with cl.language("pt"):
        assert decimal(0.153, 2) == "0,15" and percent(0.35).replace("\xa0", " ").startswith("35")
    with cl.language("es"):
        assert decimal(3.14) == "3,1"
    with cl.language("en"):
        assert decimal(0.153, 2) == "0.15" and percent(0.35) == "35%"


def test_sentence_case_knows_every_alphabet():
    from casino_learn.texts.grammar import sentence_case

    assert sentence_case("čak je. ștefan! ăla? đak; žuti. 스페이드 7.") == "Čak je. Ștefan! Ăla? Đak; žuti. 스페이드 7."
    assert sentence_case("2. krug od 6. dijeli ti.") == "2. krug od 6. Dijeli ti."  # an ordinal opening the text


def test_sides_that_are_pairs_are_listed_apart() -> None:
    """The fourth Croatian reader found "Ti i suigrač i Protivnici": a list whose items are themselves
    "A and B" is set apart with semicolons, in every language (Korean writes "and" as a particle: 나와)."""
    import casino_learn as cl
    from casino_learn.texts import names as naming
    from casino_learn.texts.grammar import join_and

    for lang in cl.i18n.LANGUAGES:
        with cl.language(lang):
            team = naming.Seating(4, 0)
            ours, theirs = team.side_name(0), team.side_name(1)
            assert join_and([ours, theirs]) == f"{ours}; {theirs}", lang
            assert ";" not in join_and(["Ana", "Ben"]) and ";" not in join_and(["8♦", "6♥", "2♦"]), lang
