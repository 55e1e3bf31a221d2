"""The exercises' own layer in Spanish and Portuguese (issue 16): answers typed in either language
are read (numbers in words, "empate", yes/no, the players' names), wrong-answer feedback stays
specific without giving the answer away, worksheets and the CLI speak the chosen language, and a
progress file's data never depends on the language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import casino_learn as cl
from casino_learn.exercises import Progress, make_exercise
from casino_learn.exercises.answers import parse_number, parse_yes_no
from casino_learn.exercises.scoring_answers import Names
from casino_learn.exercises.worksheet import write_worksheet
from casino_learn.rules.variants import get_rules


@pytest.fixture(autouse=True)
def _english_after() -> None:
    yield
    cl.set_language(None)


@pytest.mark.parametrize(("lang", "word", "value"), [
    ("es", "catorce", 14), ("es", "Dieciséis", 16), ("es", "dieciseis", 16), ("es", "veintiuno", 21), ("es", "uno", 1),
    ("es", "una", 1), ("es", "cero", 0), ("pt", "catorze", 14), ("pt", "quatorze", 14), ("pt", "dezesseis", 16),
    ("pt", "vinte e um", 21), ("pt", "um", 1), ("pt", "uma", 1), ("pt", "duas", 2), ("pt", "três", 3), ("en", "fourteen", 14),
    ("es", "fourteen", 14), ("pt", "fourteen", 14), ("ms", "empat belas", 14), ("ms", "sebelas", 11), ("ms", "sifar", 0),
    ("ms", "kosong", 0), ("ms", "dua puluh satu", 21), ("ms", "sembilan puluh sembilan", 99), ("ms", "fourteen", 14),
        ("ro", "paisprezece", 14), ("ro", "Șaisprezece", 16), ("ro", "saisprezece", 16), ("ro", "şaisprezece", 16),
    ("ro", "douăzeci și unu", 21), ("ro", "douazeci si unu", 21), ("ro", "unu", 1), ("ro", "zero", 0), ("ro", "optșpe", 18),
])
def test_numbers_in_words_are_read_in_the_learners_language(lang: str, word: str, value: int) -> None:
    """The learner's language, and English (the kit's own) where the learner's language does not use the word."""
    with cl.language(lang):
        assert parse_number(word) == value


@pytest.mark.parametrize(("lang", "word", "value"), [("es", "sí", True), ("es", "Si", True), ("pt", "sim", True),
                                                     ("pt", "não", False), ("pt", "nao", False), ("es", "no", False),
                                                     ("en", "no", False), ("en", "yes", True), ("es", "yes", True),
                                                     ("ms", "ya", True), ("ms", "tidak", False), ("ms", "tak", False),
                                                     ("ms", "bukan", False),

                                                     ("ro", "da", True), ("ro", "Nu", False), ("ro", "nu.", False)])
def test_yes_and_no_in_the_learners_language(lang: str, word: str, value: bool) -> None:
    with cl.language(lang):
        assert parse_yes_no(word) is value


def test_another_languages_words_are_not_read() -> None:
    """A Spanish learner's "y" is "and", never English "yes"; Portuguese words mean nothing to a Spanish learner."""
    with cl.language("es"):
        assert parse_yes_no("y") is None and parse_yes_no("sim") is None and parse_number("catorze") is None
    with cl.language("en"):
        assert parse_yes_no("sí") is None and parse_number("catorce") is None


def test_side_names_and_empate_are_read_in_spanish_and_portuguese() -> None:
    classic = get_rules("classic")
    said = {"es": ("Tú 7, Rival 4", "siete cuatro", "empate", "Rival", "Compañero"),
            "pt": ("Adversário 4 Você 7", "sete quatro", "empate", "Adversário", "parceiro"),
            "en": ("You 7, Opponent 4", "seven four", "tie", "Opponent", "Partner")}
    for lang, (labelled, words, tie, other, partner) in said.items():
        with cl.language(lang):
            two = Names.of_sides(classic, 2)
            assert two.read_values(labelled, "points", [7, 4]) == [7, 4]
            assert two.read_values("You 7, Opponent 4", "points", [7, 4]) == [7, 4]
            assert two.read_values(words, "points", [7, 4]) == [7, 4]
            assert two.read_one(tie, "most cards") is None
            assert two.read_one(other, "most cards") == 1
            seats = Names.of_seats(classic, 4)
            assert seats.read_one(partner, "who") == 2
            assert seats.read_one("Partner", "who") == 2


def test_an_exercise_takes_si_and_nao_with_a_rule() -> None:
    yes = make_exercise("may_trail", 1, "classic", 1)
    no = make_exercise("may_trail", 0, "classic", 1)
    assert yes.answer == "yes" and no.answer == "no R9"
    with cl.language("es"):
        assert yes.check("sí").correct
    with cl.language("pt"):
        assert no.check("não R9").correct


def test_wrong_choice_feedback_in_spanish_names_the_choice_and_rule_without_the_answer() -> None:
    ex = make_exercise("which_builds", 0, "classic", 1)
    assert ex.answer == "C"
    with cl.language("en"):
        english = ex.check("A")
    with cl.language("es"):
        spanish = ex.check("A")
    assert english.feedback == "None of your choices is allowed. One of the others is allowed."  # not "too" (review 5)
    assert spanish.feedback == "Ninguna de tus opciones está permitida. Una de las otras está permitida."
    assert not spanish.correct and spanish.counted
    assert spanish.details[0].startswith("A no está permitida: ") and "(R7)" in spanish.details[0]
    assert "C" not in spanish.feedback  # the allowed choice is not given away
    with cl.language("es"):
        unreadable = ex.check("zz")
    assert not unreadable.counted
    assert unreadable.feedback == ("'zz' no es una de las opciones. Se esperaba: las letras de tus opciones (de A a C), "
                                   "por ejemplo 'A C', o 'ninguna'.")


def test_a_worksheet_in_portuguese(tmp_path: Path) -> None:
    with cl.language("pt"):
        sheet, key = write_worksheet("capturing", 3, 5, out_dir=tmp_path, class_name="7A")
    page = sheet.read_text(encoding="utf-8")
    answers = key.read_text(encoding="utf-8")
    assert "<html lang='pt'>" in page and "<html lang='pt'>" in answers
    assert "<h1>Folha de exercícios de Cassino: capturar</h1>" in page
    assert "Cassino clássico · tema: capturar · 3 perguntas · semente 5." in page
    assert "Nome:" in page and "Turma: 7A" in page and "(nível 1)" in page and "Resposta (" in page
    assert "página \" counter(page) \" de \" counter(pages)" in page
    assert "<h1>Gabarito: capturar</h1>" in answers
    # The same arguments in English give the English sheet, unchanged.
    sheet_en, _key = write_worksheet("capturing", 3, 5, out_dir=tmp_path / "en", class_name="7A")
    english = sheet_en.read_text(encoding="utf-8")
    assert "<html lang='en'>" in english and "<h1>Casino worksheet: capturing</h1>" in english
    assert sheet.name == sheet_en.name  # file names never depend on the language


def test_cli_lang_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from casino_learn.cli import main

    assert main(["worksheet", "--topic", "building", "--count", "2", "--seed", "3", "--out", str(tmp_path), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "hoja de ejercicios: " in out and "solucionario: " in out
    page = next(tmp_path.glob("worksheet-*.html")).read_text(encoding="utf-8")
    assert "<html lang='es'>" in page and "Hoja de ejercicios de Casino: construir" in page
    assert main(["worksheet", "--topic", "building", "--count", "0", "--out", str(tmp_path), "--lang", "pt"]) == 2
    assert "--count deve ser de 1 a 200" in capsys.readouterr().err


def test_progress_data_does_not_depend_on_the_language_and_a_corrupt_file_is_kept(tmp_path: Path) -> None:
    with cl.language("pt"):
        progress = Progress.load("Zoë", home=tmp_path)
        ex = make_exercise("may_trail", 1, "classic", 1)
        ex.check("sim")
        progress.record(ex)
    data = json.loads(progress.path.read_text(encoding="utf-8"))
    assert set(data["kinds"]) == {"may_trail"} and data["kinds"]["may_trail"]["correct"] == 1
    report = cl.exercises.progress_report(progress)
    with cl.language("es"):
        assert "Progreso de Zoë" in report.text and "capturar" in report.text
    progress.path.write_text("{not json", encoding="utf-8")
    with cl.language("es"), pytest.warns(cl.exercises.ProgressWarning):
        again = Progress.load("Zoë", home=tmp_path)
    assert again.messages[0].startswith("No se pudo leer tu archivo de progreso")
    assert "no se borró nada" in again.messages[0]
    kept = [p for p in tmp_path.rglob("*") if p.is_file() and p.read_text(encoding="utf-8", errors="replace") == "{not json"]
    assert kept, "the unreadable file is kept"


def test_the_coach_speaks_spanish_and_portuguese_with_the_same_cards() -> None:
    import random
    import re

    from casino_learn.exercises.evaluation import coach_advice
    from casino_learn.exercises.scenes import random_position

    state = random_position(random.Random(4), get_rules("classic"), 2, 8)
    assert state is not None
    english = coach_advice(state)
    with cl.language("es"):
        spanish = coach_advice(state)
    with cl.language("pt"):
        portuguese = coach_advice(state)
    assert english.text.startswith("Try this: capture 10♦ with 10♠.")
    assert spanish.text.startswith("Prueba esto: captura 10♦ con 10♠. Ganas 2 cartas")
    assert "Casino grande, 2 puntos" in spanish.text
    assert portuguese.text.startswith("Tente isto: capture 10♦ com 10♠.") and "Cassino grande, 2 pontos" in portuguese.text
    cards = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
    assert cards.findall(spanish.text) == cards.findall(english.text) == cards.findall(portuguese.text)
    assert spanish.move == english.move


@pytest.mark.parametrize("topic", ["capturing", "building", "trailing", "scoring", "strategy", "royal", "mixed"])
def test_a_worksheet_of_every_topic_in_romanian(tmp_path: Path, topic: str) -> None:
    """Issue 25: worksheets and keys of every kind in Romanian, in both games where the topic allows."""
    for variant in ("royal",) if topic == "royal" else ("classic", "royal"):
        with cl.language("ro"):
            sheet, key = write_worksheet(topic, 4, 3, variant=variant, out_dir=tmp_path / variant, class_name="7A")
        page = sheet.read_text(encoding="utf-8")
        answers = key.read_text(encoding="utf-8")
        assert "<html lang='ro'>" in page and "<html lang='ro'>" in answers
        assert "<h1>Fișă de lucru Cazino: " in page and "<h1>Barem: " in answers
        assert ("Cazino clasic · subiect: " if variant == "classic" else "Cazino regal · subiect: ") in page
        assert "Nume:" in page and "Clasa: 7A" in page and "Răspuns (" in page
        assert "pagina \" counter(page) \" din \" counter(pages)" in page
        for english in ("Answer (", "Name:", "Casino worksheet", "Answer key", "You hold", "Which "):
            assert english not in page and english not in answers, (topic, variant, english)
