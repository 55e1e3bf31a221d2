"""The message layer (issue 16): choosing the language, and catalogs that are complete,
compiled and in step with the code."""

from __future__ import annotations

import gettext
import io
import sys
from pathlib import Path

import pytest

import casino_learn as cl

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import messages  # noqa: E402  (tools/messages.py)


@pytest.fixture(autouse=True)
def _english_after() -> None:
    yield
    cl.set_language(None)


@pytest.mark.parametrize("lang", messages.TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang: str) -> None:
    assert messages.problems(lang) == []


def test_the_catalogs_hold_exactly_the_texts_the_code_marks() -> None:
    marked = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in messages.extract() if m.id}
    for lang in messages.TRANSLATED:
        catalog = messages.read(messages.po_path(lang), lang)
        held = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}
        assert marked - held == set(), f"{lang}: run python tools/messages.py update, then translate"
        assert held - marked == set(), f"{lang}: texts the code no longer uses; run python tools/messages.py update"


@pytest.mark.parametrize("lang", messages.TRANSLATED)
def test_the_compiled_catalog_is_the_translated_one(lang: str) -> None:
    catalog = messages.read(messages.po_path(lang), lang)
    shipped = gettext.GNUTranslations(io.BytesIO(messages.mo_path(lang).read_bytes()))
    fresh = gettext.GNUTranslations(io.BytesIO(messages.compiled(catalog)))
    assert shipped._catalog == fresh._catalog, "run python tools/messages.py update"


def test_language_choice_order(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "CASINO_LEARN_LANG"):
        monkeypatch.delenv(variable, raising=False)
    assert cl.get_language() == "en"
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert cl.get_language() == "pt"
    monkeypatch.setenv("CASINO_LEARN_LANG", "es")
    assert cl.get_language() == "es"
    cl.set_language("pt-BR")
    assert cl.get_language() == "pt"
    with cl.language("en"):
        assert cl.get_language() == "en"
    assert cl.get_language() == "pt"
    cl.set_language(None)
    assert cl.get_language() == "es"
    monkeypatch.setenv("CASINO_LEARN_LANG", "C")
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert cl.get_language() == "en"


def test_unknown_language_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match=r"'fr'.*es \(Español\).*pt \(Português"):
        cl.set_language("fr")


@pytest.mark.parametrize(
    ("lang", "name"), [("en", "queen of spades"), ("es", "reina de picas"), ("pt", "dama de espadas")]
)
def test_card_names_as_players_say_them(lang: str, name: str) -> None:
    with cl.language(lang):
        assert cl.Card.parse("QS").name == name


@pytest.mark.parametrize(
    ("lang", "text"),
    [("es", "7 de picas, as de corazones y reina de tréboles"), ("pt", "sete de espadas, ás de copas e dama de paus"),
     ("en", "seven of spades, ace of hearts and queen of clubs"), ("es", "7S AH QT"), ("en", "7S AH QC"),
     ("hr", "7 pik, herc as i tref dama"), ("hr", "pik sedmica, as herc, dama tref"), ("hr", "7P AH QT")],
)
def test_cards_typed_in_the_learners_language(lang: str, text: str) -> None:
    from casino_learn.texts.lexicon import read_cards

    with cl.language(lang):
        assert [c.code for c in read_cards(text)] == ["7S", "AH", "QC"]


def test_the_card_notation_is_the_same_in_every_language() -> None:
    """Codes in the move notation and the engine are English: 7C is the seven of clubs whatever the language."""
    for lang in cl.i18n.LANGUAGES:
        with cl.language(lang):
            assert cl.parse_cards("7S AH QC 10D") == [cl.Card.parse(c) for c in ("7S", "AH", "QC", "10D")]


@pytest.mark.parametrize(("lang", "word"), [("es", "palo"), ("pt", "naipe"), ("ro", "culoare")])
def test_a_card_that_cannot_be_read_is_explained_in_the_language(lang: str, word: str) -> None:
    from casino_learn.texts.lexicon import read_card

    with cl.language(lang), pytest.raises(cl.CardParseError) as error:
        read_card({"es": "diez de rombos", "pt": "dez de rombos", "ms": "sepuluh rombos", "ro": "zece de rombos"}[lang])
    with cl.language(lang):  # worded when read, in the language in use then (issue 21)
        said = str(error.value)
    assert "'rombos'" in said and word in said
