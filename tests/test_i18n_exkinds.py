"""The exercise kinds in Spanish and Portuguese (issue 16): one exercise of several kinds,
generated with a seed, is asked in the language in use, its key is accepted, and a wrong answer
is refused with a sentence in that language naming the card and the rule number, as in English,
without giving the answer away."""

from __future__ import annotations

import re

import pytest

import casino_learn as cl
from casino_learn.exercises import make_exercise

#: Every translated language the kit finds (adding a language is adding folders).
LANGS = tuple(code for code in cl.i18n.LANGUAGES if code != "en")
#: A word of the language that the prompt of each kind uses (never an English one).
PROMPT_WORDS = {
    "may_trail": {"es": "Puedes tirar", "pt": "Você pode descartar", "ms": "Bolehkah anda membuang", "ko": "내려놓을 수 있을까요", "ro": "Poți lăsa", "hr": "Smiješ li odbaciti"},
    "spot_illegal": {"es": "no está permitida", "pt": "não é permitida", "ms": "tidak dibenarkan", "ko": "허용되지 않는 수", "ro": "nepermisă", "hr": "nije dopušten"},
    "find_captures": {"es": "Juegas", "pt": "Você joga", "ms": "Anda memainkan", "ko": "내요", "ro": "Joci", "hr": "Igraš"},
    "which_builds": {"es": "construcciones", "pt": "construções", "ms": "Binaan mana", "ko": "묶음", "ro": "construcții", "hr": "gradnji"},
    "card_values": {"es": "captura", "pt": "captura", "ms": "ditangkap", "ko": "가져올까요", "ro": "capturează", "hr": "uzima"},
    "the_deal": {"es": "Casino", "pt": "Cassino", "ms": "Casino", "ko": "카지노", "ro": "Cazino", "hr": "kazino"},
    "sweeps_and_leftovers": {"es": "barrida", "pt": "varrida", "ms": "sapu bersih", "ko": "싹쓸이", "ro": "măturare", "hr": "tabla"},
}
ENGLISH = re.compile(r"\b(You hold|You play|Which|How many|may you|is not|the table)\b")


def _rules(text: str) -> set[str]:
    return set(re.findall(r"(?<![A-Za-z0-9])R\d{1,2}(?!\d)", text))  # "R14는": a particle may follow


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(PROMPT_WORDS))
def test_a_kind_is_asked_in_the_language_and_its_key_is_accepted(kind: str, lang: str) -> None:
    with cl.language(lang):
        ex = make_exercise(kind, 3, "royal" if kind != "the_deal" else "classic", 2)
        assert PROMPT_WORDS[kind][lang] in ex.prompt, ex.prompt
        assert not ENGLISH.search(ex.prompt), ex.prompt
        assert all(not ENGLISH.search(h) for h in ex.hints), ex.hints
        for answer in ex.accepted_answers():
            result = ex.check(answer)
            assert result.correct, (answer, str(result))


@pytest.mark.parametrize("lang", LANGS)
def test_may_trail_wrong_rule_is_refused_naming_the_rule_in_the_language(lang: str) -> None:
    seed = next(s for s in range(60) if make_exercise("may_trail", s, "royal", 1).broken == {"R9"})
    with cl.language("en"):
        english = make_exercise("may_trail", seed, "royal", 1).check("no R14")
    with cl.language(lang):
        ex = make_exercise("may_trail", seed, "royal", 1)
        assert ex.answer.endswith("R9") and ex.check(ex.answer).correct
        result = ex.check("no R14")
    assert not result.correct and result.partly_correct
    text = result.feedback + " " + " ".join(result.details)
    assert "R14" in text and _rules(text) == _rules(str(english.feedback) + " " + " ".join(english.details))
    assert {"es": "no es la razón", "pt": "não é o motivo", "ms": "bukan sebabnya", "ko": "이유가 아니에요", "ro": "nu este motivul", "hr": "nije razlog"}[lang] in result.feedback
    assert "R9" not in result.feedback  # the rule that forbids it stays hidden
    assert ex.card.symbol in text


@pytest.mark.parametrize("lang", LANGS)
def test_spot_illegal_wrong_rule_is_refused_in_the_language(lang: str) -> None:
    with cl.language(lang):
        ex = make_exercise("spot_illegal", 7, "classic", 1)
        letter = ex.answer.split()[0]
        assert ex.check(ex.answer).correct
        wrong_rule = next(r for r in ("R2", "R5", "R9", "R14", "R1") if r not in ex.broken)
        result = ex.check(f"{letter} {wrong_rule}")
    assert not result.correct and result.partly_correct
    assert {"es": "no rompe", "pt": "não quebra", "ms": "tidak melanggar", "ko": "어기지 않아요", "ro": "nu încalcă", "hr": "ne krši"}[lang] in result.feedback
    assert wrong_rule in result.feedback and letter in result.feedback
    assert not any(r in result.feedback for r in ex.broken)  # the right rule is not given away


@pytest.mark.parametrize("lang", LANGS)
def test_card_values_wrong_value_names_the_card_and_rule_on_the_second_try(lang: str) -> None:
    with cl.language(lang):
        ex = make_exercise("card_values", 4, "classic", 1)
        card = ex.chosen[0].symbol
        right = ex.answer
        wrong = "2" if right != "2" else "3"
        first = ex.check(wrong)
        second = ex.check(wrong)
    assert not first.correct and card in first.feedback and right not in first.feedback.replace(card, "")
    assert {"es": "Pista", "pt": "Dica", "ms": "Petunjuk", "ko": "힌트", "ro": "Indiciu", "hr": "Savjet"}[lang] in first.feedback
    assert "§1.2" in second.feedback and card in second.feedback


@pytest.mark.parametrize("lang", LANGS)
def test_find_captures_leftover_reasons_keep_rule_numbers(lang: str) -> None:
    with cl.language("en"):
        english = make_exercise("find_captures", 2, "classic", 3).explanation()
    with cl.language(lang):
        ex = make_exercise("find_captures", 2, "classic", 3)
        text = ex.explanation()
        assert ex.check(ex.answer).correct
    assert _rules(text) == _rules(english)
    assert {"es": "se queda", "pt": "fica", "ms": "kekal", "ko": "남아요", "ro": "rămâne", "hr": "ostaje"}[lang] in text or "(R" not in english.split("\n", 1)[-1]
    assert "stays" not in text
