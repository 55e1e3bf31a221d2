"""Korean particles chosen by the sound of the word before them, once a sentence is filled (issue 25).

The step is generic (:mod:`casino_learn.texts.particles`, data in ``locale/ko/language.json``); these
tests check it on hangul words, digits, card names and letters, and on sentences the kit assembles at
run time in Korean (the roles tests in ``test_roles.py`` are the model)."""

from __future__ import annotations

import random
import re

import pytest

import casino_learn as cl
from casino_learn.exercises import make_exercise
from casino_learn.i18n import _, language, language_info
from casino_learn.texts.particles import ParticleRules, choose_particles, final_sound, rules_from

KO = rules_from(language_info("ko"))


def test_korean_declares_its_particles() -> None:
    assert KO is not None and "을(를)" in KO.particles and "(으)로" in KO.particles
    assert rules_from(language_info("es")) is None  # a language without particles is left alone
    with language("es"):
        assert _("You may not trail {card}.", card="7♥") == "No puedes tirar 7♥."


@pytest.mark.parametrize(("word", "sound"), [
    ("카드", "vowel"), ("잭", "consonant"), ("퀸", "consonant"), ("킹", "consonant"), ("에이스", "vowel"),
    ("스페이드", "vowel"), ("하트", "vowel"), ("다이아몬드", "vowel"), ("클로버", "vowel"), ("상대", "vowel"),
    ("파트너", "vowel"), ("지민", "consonant"), ("별", "rieul"), ("묶음", "consonant"),
    ("0", "consonant"), ("1", "rieul"), ("2", "vowel"), ("3", "consonant"), ("4", "vowel"), ("5", "vowel"),
    ("6", "consonant"), ("7", "rieul"), ("8", "rieul"), ("9", "vowel"), ("10", "consonant"), ("11", "rieul"),
    ("12", "vowel"), ("13", "consonant"), ("14", "vowel"), ("20", "consonant"), ("21", "rieul"), ("100", "consonant"),
    ("1000", "consonant"),
    ("7♥", "rieul"), ("9♦", "vowel"), ("10♠", "consonant"), ("A♣", "vowel"), ("J♠", "consonant"), ("Q♥", "consonant"),
    ("K♦", "consonant"), ("2♠", "vowel"), ("<b>8♦</b>", "rieul"), ("B1", "rieul"), ("B2", "vowel"), ("R9", "vowel"),
    ("(5♣+3♦)", "consonant"), ("(5♣+4♦)", "vowel"), ("“카지노”", "vowel"), ("80%", "vowel"), ("♠", "vowel"), ("카드와 ♠", "vowel"),
])
def test_the_final_sound_of_words_numbers_and_cards(word: str, sound: str) -> None:
    assert final_sound(word, KO) == sound


@pytest.mark.parametrize(("text", "expected"), [
    ("7♥을(를) 내요", "7♥을 내요"),
    ("9♦을(를) 내요", "9♦를 내요"),
    ("10♦이(가) 남아요", "10♦이 남아요"),
    ("A♠이(가) 남아요", "A♠가 남아요"),
    ("J♣은(는) 잭이에요", "J♣은 잭이에요"),
    ("2♣은(는) 2예요", "2♣는 2예요"),
    ("3♥와(과) 5♦", "3♥과 5♦"),
    ("5♦와(과) 3♥", "5♦와 3♥"),
    ("8♥(으)로 가져와요", "8♥로 가져와요"),
    ("10♠(으)로 가져와요", "10♠으로 가져와요"),
    ("K♠(으)로 가져와요", "K♠으로 가져와요"),
    ("묶음을 9(으)로 올려요", "묶음을 9로 올려요"),
    ("값은 13(이)에요", "값은 13이에요"),
    ("값은 14(이)에요", "값은 14예요"),
    ("지민이(가) 이겼어요", "지민이 이겼어요"),
    ("상대이(가) 이겼어요", "상대가 이겼어요"),
    ("나이(가) 이겼어요", "내가 이겼어요"),
    ("하나이(가)", "하나가"),
    ("B1(8 묶음)을(를)", "B1(8 묶음)을"),
    # a parenthesis after a word adds to it: the particle agrees with the word before it
    ("빅 카지노 (10♦)(으)로 나요", "빅 카지노 (10♦)로 나요"),
    ("A♥ (에이스, 1점)와(과) 2♥", "A♥ (에이스, 1점)와 2♥"),
    ("B2 (8 복합 묶음)은(는)", "B2 (8 복합 묶음)는"),
    ("<b>B3 (9 묶음)</b>은(는)", "<b>B3 (9 묶음)</b>은"),
    ("목록: (5♣+4♦)을(를)", "목록: (5♣+4♦)를"),
])
def test_markers_become_the_right_particle(text: str, expected: str) -> None:
    assert choose_particles(text, KO) == expected


def test_an_unknown_word_keeps_the_marker_a_reader_still_understands() -> None:
    assert choose_particles("★★을(를)", ParticleRules({"을(를)": ("을", "를", "을")})) == "★★을(를)"
    assert choose_particles("—을(를)", KO) == "—을(를)"


def test_sentences_the_kit_fills_take_the_right_particles() -> None:
    with language("ko"):
        assert _("You may not trail {card}.", card="7♥") == "7♥을 내려놓을 수 없어요."
        assert _("You may not trail {card}.", card="9♦") == "9♦를 내려놓을 수 없어요."
        assert _("Raise the build to {value}.", value=10) == "묶음을 10으로 올리세요."
        assert _("Raise the build to {value}.", value=9) == "묶음을 9로 올리세요."
        assert _("Result: {who} wins the game: {reason}.", who="상대", reason="...").startswith("결과: 상대가 게임에서")
        assert cl.i18n.ngettext("{card} takes {groups}: {n} card.", "{card} takes {groups}: {n} cards.", 2,
                                card="9♥", groups="5♦+4♣") == "9♥가 5♦+4♣를 가져와요: 2장."


#: A marker left in a sentence after filling (the word before it could not be judged), or a particle
#: that does not match the sound before it.
LEFT = re.compile(r"을\(를\)|이\(가\)|은\(는\)|와\(과\)|\(으\)로|\(이\)에요")


@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_no_korean_exercise_leaves_a_marker_or_a_wrong_particle(variant: str) -> None:
    """Every kind of exercise, its prompt, hints, feedback and solution, read in Korean."""
    from casino_learn.exercises.registry import EXERCISE_KINDS

    options = {"score_deal": {"partnership": True}}
    with language("ko"):
        for kind in EXERCISE_KINDS:
            for level in (1, 2, 3):
                ex = make_exercise(kind, 11 * level, variant, level, **options.get(kind, {}))
                said = [ex.prompt, ex.answer_format, *ex.hints, *(ex.choices or ()), ex.solution()]
                for answer in (ex.answer, "7", "아니요"):
                    result = ex.check(answer)
                    said += [result.feedback, *result.details]
                for text in said:
                    assert not LEFT.search(text), (kind, level, text)
                    found = [m.group(0) for m in re.finditer(r"(?<![\d])(?:10|[1-9]|[AJQK])[♠♥♦♣](?:을|를|이|가|은|는|과|와)(?=\s)", text)]
                    for piece in found:
                        assert choose_particles(piece[:-1] + _marker(piece[-1]), cl.i18n._particles("ko")) == piece, (kind, piece, text)


def _marker(particle: str) -> str:
    return {"을": "을(를)", "를": "을(를)", "이": "이(가)", "가": "이(가)", "은": "은(는)", "는": "은(는)", "과": "와(과)", "와": "와(과)"}[particle]


def test_a_korean_game_table_speaks_in_whole_sentences() -> None:
    from casino_learn.widgets import GameTable

    with language("ko"):
        table = GameTable("classic", players=2, level="beginner", seed=2)
        rng = random.Random(1)
        seen = []
        for _step in range(40):
            if table.state.is_over if hasattr(table.state, "is_over") else False:
                break
            if table.my_turn:
                if not table.legal_moves:
                    break
                table.play_move(rng.choice(table.legal_moves))
            else:
                table.play_until_my_turn()
            seen.append(table.message.value)
            seen.append(table.coach())
        for text in seen:
            assert not LEFT.search(text), text
        assert any("차례" in text for text in seen)
