"""What a learner types, read from one lexicon per language (casino_learn/locale/<lang>/lexicon.json,
issue 21 item 4): every answer the native readers found refused is read, a language's words never
collide with another's, and a card code whose letter means another suit to the learner is asked about."""

from __future__ import annotations

import json

import pytest

import casino_learn as cl
from casino_learn import i18n
from casino_learn.exercises import make_exercise
from casino_learn.exercises.answers import parse_int_list, parse_items, parse_number
from casino_learn.exercises.core import AnswerError
from casino_learn.exercises.scoring_answers import Names
from casino_learn.rules.moves import Move
from casino_learn.rules.variants import get_rules
from casino_learn.texts import lexicon

#: Every language found in casino_learn/locale: a new language's lexicon is checked without an edit here.
LANGS = tuple(i18n.LANGUAGES)


def _first(kind: str, variant: str, difficulty: int, test, seeds: int = 200, **options):
    for seed in range(seeds):
        ex = make_exercise(kind, seed, variant, difficulty, **options)
        if test(ex):
            return ex
    raise AssertionError(f"no {kind} exercise found")


# --- the lexicons themselves -------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_a_lexicon_with_the_groups_the_reader_uses(lang: str) -> None:
    own = lexicon.lexicon(lang)
    for group in ("ranks", "suits", "suit_letters", "card_of", "numbers", "yes", "no", "none", "tie", "joiners", "sides.you",
                  "sides.opponent", "sides.partner", "labels.points", "items.sweep", "results.overtime"):
        assert own.words(group), f"{lang}: {group} is empty"


@pytest.mark.parametrize("lang", LANGS)
def test_numbers_are_read_to_99_in_words(lang: str) -> None:
    numbers, _joiners = lexicon._cached_numbers(lang, str(i18n.locale_dir(lang)))
    assert set(range(100)) <= set(numbers.values())
    said = {"en": ("ninety-nine", "thirty one", "twenty-four"), "es": ("noventa y nueve", "treinta y uno", "veinticuatro"),
            "pt": ("noventa e nove", "trinta e um", "vinte e quatro"),
            "hr": ("devedeset devet", "trideset i jedan", "dvadeset četiri")}.get(lang)
    if said:
        with cl.language(lang):
            assert [parse_number(w) for w in said] == [99, 31, 24]


@pytest.mark.parametrize("lang", LANGS)
def test_a_word_means_one_thing_in_a_language(lang: str) -> None:
    """Within one lexicon, yes is never no, none is never yes, and one player's word is never another's."""
    own = lexicon.lexicon(lang)
    assert not set(own.words("yes")) & set(own.words("no"))
    assert not set(own.words("yes")) & set(own.words("none"))
    seats = ("you", "opponent", "partner", "first", "second", "third", "left", "right", "across")
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            if {a, b} in ({"opponent", "first"}, {"opponent", "second"}, {"opponent", "third"}):
                continue  # never offered together (two players have "opponent", three or four the numbered ones)
            assert not set(own.words("sides." + a)) & set(own.words("sides." + b)), (lang, a, b)


def test_words_of_another_language_do_not_collide() -> None:
    """"y" is "and" to a Spanish learner (never English "yes"); "as" is an ace (never filler); pt words mean
    nothing in Spanish."""
    with cl.language("es"):
        assert lexicon.read_yes_no("y") is None
        assert lexicon.is_word("joiners", "y")
        assert lexicon.read_card("as de picas") == cl.Card.parse("AS")
        assert parse_number("vinte") is None
    with cl.language("pt"):
        assert parse_number("veinte") is None and lexicon.read_yes_no("sí") is None
    with cl.language("en"):
        assert lexicon.read_yes_no("y") is True


# --- the answers the readers found refused ------------------------------------------------------------------------
def test_aces_tu_rival_rival_ninguno() -> None:
    """The prompt's own example: "tu rival" (your opponent) must not swallow "Tú, Rival"."""
    with cl.language("es"):
        names = Names.of_sides(get_rules("classic"), 2)
        assert names.read_sequence("Tú, Rival, Rival, ninguno", 4, "ases", "x") == [0, 1, 1, None]
        ex = _first("score_deal", "classic", 3, lambda e: "ace_S" in e.required)
        assert ex.parse("ases: Tú, Rival, Rival, ninguno")["ace_S"] == 0
        assert names.read_one("tu rival", "x") == 1


@pytest.mark.parametrize(("lang", "answer"), [("es", "1 o 14"), ("pt", "1 ou 14"), ("en", "1 or 14"), ("hr", "1 ili 14")])
def test_one_or_fourteen(lang: str, answer: str) -> None:
    ex = _first("card_values", "royal", 2, lambda e: len(e.cards) == 1 and e.cards[0].is_ace)
    with cl.language(lang):
        assert ex.retry().check(answer).correct, ex.retry().check(answer).feedback


@pytest.mark.parametrize(("lang", "answer"), [("ms", "tiga belas"), ("pt", "treze"), ("es", "trece"), ("en", "thirteen")])
def test_a_value_of_several_words_is_one_value(lang: str, answer: str) -> None:
    """Malay says 13 in two words ("tiga belas"): the card-value reader takes it as one number, not 3 and 10."""
    ex = _first("card_values", "royal", 2, lambda e: len(e.cards) == 1 and e.cards[0].rank == 13)
    with cl.language(lang):
        assert ex.retry().check(answer).correct, ex.retry().check(answer).feedback


@pytest.mark.parametrize(("lang", "words"), [("es", "veinticuatro, veintiocho"), ("pt", "vinte e quatro, vinte e oito"),
                                             ("ro", "douăzeci și patru, douăzeci și opt"), ("en", "twenty-four, twenty eight"),
                                             ("hr", "dvadeset četiri, dvadeset i osam"), ("hr", "dvadeset cetiri, dvadeset osam")])
def test_number_words_above_21(lang: str, words: str) -> None:
    with cl.language(lang):
        names = Names.of_sides(get_rules("classic"), 2)
        assert names.read_values(words, "x", [24, 28]) == [24, 28]
        assert parse_int_list(words, "x") == [24, 28]


@pytest.mark.parametrize(("lang", "word"), [("es", "nada."), ("es", "ninguno!"), ("es", "¡nadie!"), ("pt", "ninguém."),
                                            ("en", "none."), ("hr", "ništa."), ("hr", "nitko!"), ("hr", "nista")])
def test_trailing_punctuation(lang: str, word: str) -> None:
    with cl.language(lang):
        names = Names.of_sides(get_rules("classic"), 2)
        assert names.read_one(word, "x") is None
        assert parse_int_list(word, "x", none_ok=True) == [None]
        ex = _first("the_deal", "classic", 1, lambda e: e.data["question"] == "table_later", question="table_later")
        assert ex.retry().check(word).correct


@pytest.mark.parametrize(("lang", "answer"), [("es", "la 3ra"), ("es", "3ª"), ("es", "tercera"), ("pt", "3ª"), ("pt", "na terceira"),
                                              ("en", "the 3rd"), ("en", "third"),
                                              ("hr", "treći"), ("hr", "u trećem"), ("hr", "3.")])
def test_ordinals(lang: str, answer: str) -> None:
    ex = _first("the_deal", "classic", 2, lambda e: e.expected == 3 and e.data["question"] == "last_round", question="last_round")
    with cl.language(lang):
        assert ex.retry().check(answer).correct, answer


@pytest.mark.parametrize(("lang", "typed", "code"), [("pt", "rainha de copas", "QH"), ("es", "10 de oros", "10D"),
                                                     ("es", "reina de bastos", "QC"), ("pt", "dama de paus", "QC"),
                                                     ("en", "queen of hearts", "QH"),
                                                     ("hr", "herc dama", "QH"), ("hr", "pik as", "AS"), ("hr", "as pik", "AS"),
                                                     ("hr", "karo desetka", "10D"), ("hr", "tref 7", "7C"), ("hr", "kralj herc", "KH"),
                                                     ("hr", "dečko križ", "JC"), ("hr", "decko kriz", "JC"), ("hr", "sedmica pika", "7S")])
def test_card_names_as_players_say_them(lang: str, typed: str, code: str) -> None:
    with cl.language(lang):
        loose, _builds = parse_items(typed)
        assert loose == {cl.Card.parse(code)}


@pytest.mark.parametrize("lang", ["es", "pt", "hr"])
def test_an_unknown_label_is_answered_with_the_learners_labels(lang: str) -> None:
    ex = make_exercise("score_deal", 0, "classic", 1)
    with cl.language(lang), pytest.raises(AnswerError) as error:
        ex.parse("frobs: 7 4; puntos: 7 4")
    problem = error.value.problem
    assert {"es": "cartas", "pt": "cartas", "ms": "kad", "ko": "카드", "ro": "cărți", "hr": "karte"}[lang] in problem and "cards" not in problem and "spades" not in problem


@pytest.mark.parametrize(("lang", "no"), [("es", "no"), ("pt", "não"), ("en", "no"), ("hr", "ne")])
def test_no_to_a_number_question_is_not_zero(lang: str, no: str) -> None:
    ex = _first("the_deal", "classic", 1, lambda e: e.data["question"] == "table_later", question="table_later")
    with cl.language(lang):
        result = ex.retry().check(no)
        assert not result.counted, result.feedback
        zero = {"en": "Not 0", "es": "No es 0", "pt": "Não é 0", "ms": "Bukan 0", "ro": "Nu 0", "hr": "Nije 0"}[lang]
        assert zero not in result.feedback


# --- ambiguous codes ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "question"), [
    ("es", "¿Quisiste decir 7♣ o 7♥? Escribe 7 de tréboles o 7 de corazones"), ("pt", "Você quis dizer 7♣ ou 7♥? Digite 7 de paus ou 7 de copas"),
    ("ro", "Te-ai gândit la 7♣ sau la 7♥? Scrie 7 de treflă sau 7 de cupă")])
def test_a_code_whose_letter_means_two_suits_is_asked_about(lang: str, question: str) -> None:
    with cl.language(lang), pytest.raises(AnswerError) as error:
        parse_items("7C 5D")
    assert question in error.value.problem
    with cl.language(lang):  # the words it suggests are read
        typed = question.split("? ")[1].split(" ")
        first = " ".join(typed[1:4])
        assert parse_items(first)[0] == {cl.Card.parse("7C")}


def test_codes_the_learners_language_reads_one_way_are_read() -> None:
    with cl.language("es"):
        assert parse_items("7S 7H 7P 7T 7♣")[0] == {cl.Card.parse(c) for c in ("7S", "7H", "7C")}
    with cl.language("pt"):
        assert parse_items("7E 7O 7P")[0] == {cl.Card.parse(c) for c in ("7S", "7D", "7C")}
    with cl.language("ro"):
        assert parse_items("7P 7R 7T 7♥")[0] == {cl.Card.parse(c) for c in ("7S", "7D", "7C", "7H")}
    with cl.language("en"):
        assert parse_items("7C")[0] == {cl.Card.parse("7C")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_move_notation_keeps_english_codes(lang: str) -> None:
    with cl.language(lang):
        move = Move.parse("7C capture 5D 2C")
        assert move.card == cl.Card.parse("7C") and move.loose == frozenset(cl.parse_cards("5D 2C"))


def test_the_lexicon_is_data() -> None:
    """Each language's words are a JSON file in its locale folder."""
    for lang in LANGS:
        path = i18n.LOCALE_DIR / lang / lexicon.FILE_NAME
        assert isinstance(json.loads(path.read_text(encoding="utf-8")), dict)


@pytest.mark.parametrize("lang", LANGS)
def test_every_name_shown_is_read_back_as_that_player(lang: str) -> None:
    """The names a prompt shows (players and sides, every table) read back as the same seat: no word of
    the learner's lexicon (a filler, another player's alias) swallows part of a name."""
    with cl.language(lang):
        for variant in ("classic", "royal"):
            rules = get_rules(variant)
            for players in (2, 3, 4):
                for names in (Names.of_seats(rules, players), Names.of_sides(rules, players)):
                    for index, name in enumerate(names.names):
                        assert names.find(name) == index, (lang, variant, players, name)
                        assert names.read_one(name, "x") == index, (lang, variant, players, name)
