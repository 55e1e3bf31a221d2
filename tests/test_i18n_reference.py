"""The reference area in Spanish and Portuguese (issue 16): the rule book, the glossary, the
handout, ``casino-learn rules``, the classroom's pages and the ``--lang`` options."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import casino_learn as cl
from casino_learn import cli
from casino_learn.classroom import server
from casino_learn.classroom.roster import ClassRoom
from casino_learn.classroom.teacher import teacher_view_html
from casino_learn.i18n import ENVIRONMENT_VARIABLE, get_language
from casino_learn.texts.glossary import glossary_html, term
from casino_learn.texts.handout import handout_html
from casino_learn.texts.rulebook import ENTRIES, entry, rule_text
from casino_learn.texts.rules_page import rules_html

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang, words", [
    ("es", ("dueño", "construcción", "tirar", "Se aplica a", "Ejemplo")),
    ("pt", ("dono", "construção", "descartar", "Vale para", "Exemplo")),
    ("hr", ("vlasnik", "gradnj", "odbaci", "Vrijedi za", "Primjer")),
])
def test_rule_r9_in_spanish_and_portuguese_names_r9_and_keeps_its_cards(lang, words):
    english = rule_text("R9")
    with cl.language(lang):
        text = rule_text("R9")
    assert text != english
    assert text.splitlines()[0].endswith("(R9)")
    for word in words:
        assert word in text, word
    # the same rule numbers and cards as the English
    assert re.findall(r"R\d+", text) == re.findall(r"R\d+", english)
    assert sorted(re.findall(r"\d+[♠♥♦♣]", text)) == sorted(re.findall(r"\d+[♠♥♦♣]", english))
    assert rule_text("R9") == english  # the language goes back after the block


@pytest.mark.parametrize("lang", [code for code in cl.i18n.LANGUAGES if code != "en"])
def test_every_rulebook_entry_is_translated_with_its_rule_numbers(lang):
    for e in ENTRIES:
        with cl.language(lang):
            title, text, example = e.shown_title, e.shown_text, e.shown_example
        assert title != e.title and text != e.text, e.code
        assert title.endswith(f"({e.code})"), (e.code, title)
        for source, shown in ((e.text, text), (e.example, example)):
            assert sorted(re.findall(r"R\d+|§[\d.]*\d", shown)) == sorted(re.findall(r"R\d+|§[\d.]*\d", source)), e.code
            assert sorted(re.findall(r"[AJQK\d]+[♠♥♦♣]", shown)) == sorted(re.findall(r"[AJQK\d]+[♠♥♦♣]", source)), e.code


def test_glossary_words_follow_the_glossaries():
    with cl.language("es"):
        assert term("trail").shown_term == "tirar una carta"
        assert term("sweep").shown_term == "barrida"
        page = glossary_html()
    assert 'id="g-trail"' in page  # anchors stay English
    assert "Glosario: las palabras del juego" in page
    with cl.language("pt"):
        assert term("leftovers").shown_term == "cartas que sobram"
        assert term("Big Casino").shown_term == "Cassino grande"


def test_handout_in_portuguese_carries_lang_pt():
    with cl.language("pt"):
        page = handout_html("royal")
    assert "<html lang='pt'>" in page
    assert "Cassino Real: as regras em uma página" in page
    assert "Sua vez" in page and "Quem ganha" in page
    assert "(R14)" in page
    assert "<html lang='en'>" in handout_html("royal")  # English is unchanged


def test_rules_command_with_lang_es_writes_a_spanish_page(tmp_path, capsys):
    out = tmp_path / "reglas.html"
    before = get_language()
    assert cli.main(["rules", "--variant", "royal", "--lang", "es", "--output", str(out), "--no-open"]) == 0
    page = out.read_text(encoding="utf-8")
    assert '<html lang="es">' in page
    assert "Referencia de las reglas: Casino Real" in page
    assert "La regla de que el dueño no puede tirar (R9)" in page and "Si eres dueño de una construcción, no puedes tirar una carta." in page
    assert 'id="R9"' in page
    assert get_language() == before  # the command's language does not stay
    assert rules_html("royal").count('<html lang="en">') == 1


def test_handout_command_with_lang_pt(tmp_path):
    out = tmp_path / "folha.html"
    assert cli.main(["handout", "--variant", "classic", "--lang", "pt", "--output", str(out), "--no-open"]) == 0
    page = out.read_text(encoding="utf-8")
    assert "<html lang='pt'>" in page and "Cassino clássico: as regras em uma página" in page


def test_teacher_view_headings_in_spanish(tmp_path):
    room, _codes = ClassRoom.create("7A", ["Ana", "Luis"], home=tmp_path)
    with cl.language("es"):
        page = teacher_view_html(room, now=0)
    assert '<html lang="es">' in page
    assert "Clase 7A: vista del profesor" in page
    for heading in ("Estudiante", "Estado", "Partidas jugadas", "Última actividad", "Necesita ayuda"):
        assert heading in page, heading
    assert "Student" not in page


def test_start_page_and_sign_in_messages_speak_the_language():
    with cl.language("es"):
        page = server.start_page_html(class_name="7A", message="")
        assert '<html lang="es">' in page and "Tu código" in page and "Entrar" in page
    with cl.language("pt"):
        page = server.start_page_html(class_name="7A")
        assert '<html lang="pt">' in page and "O seu código" in page
        assert cl.i18n._("That code is not right. Check the card from your teacher and type it again.").startswith("Esse código")


@pytest.mark.parametrize("command", [
    ["rules", "--lang", "es"],
    ["handout", "--variant", "royal", "--lang", "pt"],
    ["app", "--lang", "es"],
    ["class", "show", "7A", "--lang", "pt"],
])
def test_cli_lang_options_parse(command, monkeypatch):
    seen = {}

    def fake_run(args):
        seen["lang"], seen["now"] = args.lang, get_language()
        return 0

    monkeypatch.setattr(cli, "_run", fake_run)
    assert cli.main(command) == 0
    assert seen["lang"] == command[-1] and seen["now"] == command[-1]


def test_cli_rejects_an_unknown_language():
    with pytest.raises(SystemExit):
        cli.main(["rules", "--lang", "fr"])


def test_app_passes_its_language_to_the_server(monkeypatch):
    given = {}
    monkeypatch.setattr(server, "serve", lambda **kw: given.update(kw) or 0)
    assert cli.main(["app", "--lang", "pt", "--no-browser"]) == 0
    assert given["lang"] == "pt"


def test_the_server_environment_gives_kernels_the_language():
    env = server.server_environment("es", environ={"PATH": "/bin"})
    assert env[ENVIRONMENT_VARIABLE] == "es"
    assert env["PATH"] == "/bin" and "JUPYTER_PATH" in env
    assert server.server_environment("pt-BR", environ={})[ENVIRONMENT_VARIABLE] == "pt"
    assert ENVIRONMENT_VARIABLE not in server.server_environment(None, environ={})
    with pytest.raises(ValueError):
        server.server_environment("fr", environ={})


def test_rules_reference_notebook_in_spanish_keeps_the_anchors():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_rules_reference", ROOT / "tools" / "make_rules_reference.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    english, spanish = tool.source_text(), tool.source_text("es")
    assert english == tool.SOURCE.read_text(encoding="utf-8")  # English unchanged
    assert "# Referencia de las reglas y glosario" in spanish
    assert 'cl.set_language("es")' in spanish
    assert re.findall(r'<a id="[^"]+"></a>', spanish) == re.findall(r'<a id="[^"]+"></a>', english)
    assert spanish.count("# %%") == english.count("# %%")
    assert tool.source_path("pt") == tool.SOURCE.parent / "pt" / tool.SOURCE.name
    assert entry("R9").title in english


@pytest.mark.parametrize("lang", [code for code in cl.i18n.LANGUAGES if code != "en"])
def test_translated_rules_reference_notebook_is_up_to_date(lang):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_rules_reference", ROOT / "tools" / "make_rules_reference.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.source_path(lang).read_text(encoding="utf-8") == tool.source_text(lang), (
        f"run: python tools/make_rules_reference.py --lang {lang}")


def test_lesson_helpers_speak_spanish_and_portuguese():
    from casino_learn.lesson import scoring
    from casino_learn.lesson.capturing import values_in_words

    with cl.language("es"):
        assert scoring.game_end("classic", [15, 18], [7, 3]).endswith("Tú ganas (22 es el total más alto, y es al menos 21).")
        assert values_in_words("classic", "QH") == "Q♥ no tiene número: solo toma otra reina, una por captura (R5)."
        assert values_in_words("classic", "KH") == "K♥ no tiene número: solo toma otro rey, uno por captura (R5)."
    with cl.language("pt"):
        assert values_in_words("royal", "AS") == "A♠ vale 1 ou 14."
        assert "empate no topo com 22" in scoring.game_end("classic", [15, 18], [7, 4])


def test_royal_lesson_sweeps_in_portuguese(capsys):
    from casino_learn.lesson import royal as royal_lesson

    with cl.language("pt"):
        royal_lesson.tell_sweeps(3, 1)
    out = capsys.readouterr().out.splitlines()
    assert out == ["Você fez 3 varridas e o Adversário fez 1: elas se cancelam uma por uma.",
                   "Você marca 2 pontos de varrida, o outro lado nenhum."]


def test_app_pages_speak_the_language():
    from casino_learn.classroom.page import Visitor, intro_html

    with cl.language("es"):
        who = Visitor(name="Zoë", variant="classic", opponent="greedy", level=1, seed=1, home=None, class_mode=True, token="t")
        nav = who.nav("play.ipynb")
        assert "Has entrado como <b>Zoë</b>" in nav and "Practicar" in nav and "Salir" in nav
        assert intro_html("play.ipynb").startswith("<h1>Juega Casino</h1>")
    with cl.language("pt"):
        assert "Praticar meus pontos fracos" in intro_html("practice.ipynb")


def test_the_app_pages_say_their_language_on_html() -> None:
    """Voilà's play/practice pages (nbconvert's lang attribute) and our page frame carry the language."""
    with cl.language("es"):
        args = server.voila_arguments(port=9999, ip="127.0.0.1", open_browser=False, pool={})
    assert "--HTMLExporter.language_code=es" in args
    frame = (Path(server.__file__).resolve().parents[1] / "app/share/voila/templates/casino-app/page.html").read_text()
    assert '<html lang="{{ page_language | default(\'en\') }}">' in frame
