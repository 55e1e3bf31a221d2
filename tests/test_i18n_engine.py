"""The engine in Spanish and Portuguese (issue 16): violations, results, move descriptions and
score lines carry a code and plain parameters and are worded only when read, so the same
check explains itself in the language in use, naming the same rule numbers and cards."""

from __future__ import annotations

import re

import pytest

import casino_learn as cl
from casino_learn import IllegalMoveError, Move, describe_move
from casino_learn.exercises.scenes import value_card_name as value_name
from casino_learn.rules.errors import CardParseError, MoveParseError
from casino_learn.rules.game import Game
from casino_learn.rules.restrictions import CODES, Violation
from casino_learn.rules.scoring import CountEntry, DealResult
from casino_learn.texts.names import Seating
from casino_learn.texts.rulebook import RULES
from casino_learn.texts.rulebook import rule_short as rule_title
from casino_learn.texts.violations import WORDINGS


@pytest.fixture(autouse=True)
def _english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CASINO_LEARN_LANG", raising=False)
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    cl.set_language(None)


#: Rule and section numbers and card symbols: the same in every language.
NUMBERS = re.compile(r"R\d+|§[\d.]+|(?:10|[2-9AJQK])[♠♥♦♣]")


def owner_position() -> cl.GameState:
    """The learner owns B1 (a single build of 8) and holds 8♥ and 4♣; 9♦ is loose."""
    return cl.position("classic", hand="8H 4C", table="9D", builds=[cl.Build.of("B1", 8, "5C+3D", owner=0)])


def summary(violations: list[Violation]) -> list[tuple[str, str, dict]]:
    return [(v.rule, v.code, v.params) for v in violations]


# --- codes and parameters (what the tests assert, whatever the language) -----------------------------


def test_owner_may_not_trail_has_a_code_and_plain_params() -> None:
    [v] = owner_position().check("4C trail")
    assert (v.rule, v.code) == ("R9", "R9.owner-may-not-trail")
    assert v.params == {"card": "4♣", "builds": ("B1",), "values": (8,), "last_card": False}
    assert v.items == ("B1",) and [c.code for c in v.cards] == ["4C"]


def test_several_violations_by_code_and_params() -> None:
    s = cl.position("classic", hand="2S 9C", table="4C",
                    builds=[cl.Build.of("B1", 6, "3H+3D", owner=1), cl.Build.of("B2", 9, "5D+4S", owner=0)])
    got = summary(s.check("2S build 12 4C B1"))
    assert [code for _, code, _ in got] == ["R11.raise-wrong-sum", "R11.stray-in-build", "R15.no-such-value", "R7.no-capturer-kept"]
    assert got[0][2] == {"card": "2♠", "build": "B1", "shape": "single", "build_value": 6, "total": 8, "value": 12}
    assert got[2][2] == {"card": "2♠", "value": 12, "royal": False}
    assert got[3][2] == {"card": "2♠", "value": 12, "royal": False}
    # What a learner reads leaves out R7's "you would hold no 12" once R15 refuses 12 (review 3, W3).
    from casino_learn.texts.violations import said
    assert [v.code for v in said(s.check("2S build 12 4C B1"))] == ["R11.raise-wrong-sum", "R11.stray-in-build", "R15.no-such-value"]
    assert [v.code for v in said(s.check("2S build 10 4C"))] == ["R11.card-needs-table", "R7.no-capturer-kept"]
    from casino_learn.lesson import verdict
    assert "R7" not in verdict(s, "2S build 12 4C B1") and "R7" in verdict(s, "2S build 10 4C")
    assert summary(s.check("9C capture 4C")) == [
        ("R2", "R2.stray-cards", {"card": "9♣", "cards": ("4♣",), "value": 9, "worth": 4}),
        ("R8", "R8.no-capturer-left", {"card": "9♣", "build": "B2", "shape": "single", "build_value": 9, "royal": False,
                 "along": True}),  # 9♣ itself could take B2 in the same capture (trial 37)
    ]


def test_r14_and_r1_codes() -> None:
    s = cl.position("royal", hand="9H 4C KS", table="9S 5H QD")
    [v] = s.check("9H trail")
    assert (v.code, v.params) == ("R14.same-rank-loose", {"card": "9♥", "cards": ("9♠",), "last_card": False,
                                    "may_build": False})
    [r1] = cl.position("classic", hand="8H", table="8D").check("8D capture 8H")[:1]
    assert r1.code == "R1.not-in-hand" and r1.params == {"card": "8♦", "hand": ("8♥",), "on_table": True}


def test_every_code_is_worded_in_every_language() -> None:
    """Each code's sentence in all three languages, from made-up but complete parameters: the
    same rule and section numbers and the same cards in each, no placeholder left."""
    base = {"card": "7♠", "cards": ("6♥", "2♦"), "hand": ("8♦",), "on_table": False, "items": ("B7",), "rule": "R2",
            "builds": ("B1", "B2"), "values": (8, 9), "build": "B1", "shape": "single", "build_value": 8,
            "royal": True, "value": 12, "rank": 12, "have": 7, "total": 9}
    assert set(WORDINGS) == CODES  # every code the rules core gives is worded, and nothing else
    for code, word in WORDINGS.items():
        rule = code.split(".")[0]
        params = {**base, "rule": rule}
        english = word(params)
        # A capture's target not on the table cites where targets lie (§6.1), not R2's value (reviews 11-13).
        cited = "§6.1" if code == "R2.not-on-table" else rule
        assert rule == "R1" or f"({cited})" in english, (code, english)
        for lang in [code for code in cl.i18n.LANGUAGES if code != "en"]:
            with cl.language(lang):
                text = word(params)
            assert text != english and "{" not in text, (code, lang, text)
            assert sorted(NUMBERS.findall(text)) == sorted(NUMBERS.findall(english)), (code, lang, text)


def test_a_ready_message_still_makes_a_violation() -> None:
    v = Violation("R4", "B1 is a build: take it whole.")
    assert (v.rule, v.code, v.message, v.params) == ("R4", "R4", "B1 is a build: take it whole.", {})
    with pytest.raises(TypeError):
        Violation("R4")


def test_a_violation_copies_and_pickles_with_its_code() -> None:
    import copy
    import pickle

    [v] = owner_position().check("4C trail")
    for twin in (copy.deepcopy(v), pickle.loads(pickle.dumps(v)), copy.copy(v)):
        assert twin == v and twin.code == v.code and twin.params == v.params
        with cl.language("es"):
            assert twin.message == v.message != RULES["R9"]
    ready = Violation("R4", "B1 is a build: take it whole.")
    assert pickle.loads(pickle.dumps(ready)).message == ready.message


def test_to_json_carries_rule_code_params_and_message() -> None:
    [v] = owner_position().check("4C trail")
    data = v.to_json()
    assert data["rule"] == "R9" and data["code"] == "R9.owner-may-not-trail"
    assert data["params"] == {"card": "4♣", "builds": ["B1"], "values": [8], "last_card": False} and data["items"] == ["B1"]
    assert data["message"].startswith("You own the build of 8 (B1)")
    with cl.language("es"):
        assert v.to_json()["message"].startswith("Eres dueño de la construcción de 8 (B1)")


# --- the same check, in Spanish and Portuguese -------------------------------------------------------


def test_check_explains_in_spanish_and_portuguese_with_the_same_rules_and_cards() -> None:
    s = owner_position()
    english = s.check("4C trail")
    with cl.language("es"):
        spanish = s.check("4C trail")
    with cl.language("pt"):
        portuguese = s.check("4C trail")
    assert summary(english) == summary(spanish) == summary(portuguese)
    with cl.language("es"):
        text = spanish[0].message
    assert "no puedes tirar 4♣ (R9)" in text and "B1" in text and "construcción" in text
    with cl.language("pt"):
        text = portuguese[0].message
    assert "não pode descartar 4♣ (R9)" in text and "B1" in text and "construção" in text


def test_a_violation_made_in_english_speaks_the_language_it_is_read_in() -> None:
    s = cl.position("royal", hand="2D 9S JH", table="2C 7H", builds=[cl.Build.of("B2", 10, "6D+4S", owner=1)])
    [v] = s.check("2D build 12 B2")
    assert v.rule == "R7" and "no queen" in v.message
    with cl.language("es"):
        assert "ninguna reina" in v.message and "2♦" in v.message and "(R7)" in v.message
        assert v.title == rule_title("R7") != RULES["R7"]
    with cl.language("pt"):
        assert "nenhuma dama" in v.message and "2♦" in v.message and "(R7)" in v.message


def test_build_of_the_wrong_value_names_the_capturing_card_with_its_article() -> None:
    s = cl.position("royal", hand="9H 5C", table="2D", builds=[cl.Build.of("B1", 12, "7S+5D", owner=1)])
    [v] = s.check("9H capture B1")
    assert v.code == "R2.build-wrong-value" and "only a queen can capture it (R2)" in v.message
    with cl.language("es"):
        assert "solo una reina puede capturarla (R2)" in v.message
    with cl.language("pt"):
        assert "só uma dama pode capturá-la (R2)" in v.message


def test_classic_face_card_rules_in_spanish() -> None:
    s = cl.position("classic", hand="QH 5C", table="QS 5D")
    [v] = s.check("QH capture 5D")
    assert v.code == "R5.face-only-same-rank" and v.params["rank"] == 12
    with cl.language("es"):
        assert v.message == "En el Casino clásico una reina solo captura otra reina, así que Q♥ no puede tomar 5♦ (R5)."


def test_environment_variable_makes_check_explain_in_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CASINO_LEARN_LANG", "es")
    cl.set_language(None)
    [v] = owner_position().check("4C trail")
    assert v.rule == "R9" and v.message.startswith("Eres dueño de la construcción de 8 (B1)")
    assert rule_title("R9") == "Si eres dueño de una construcción, no puedes tirar una carta."


def test_illegal_move_error_words_its_reasons_and_keeps_the_violations() -> None:
    s = cl.position("royal", hand="9H 4C KS", table="9S 5H QD")
    with cl.language("pt"), pytest.raises(IllegalMoveError) as info:
        s.apply("9H trail")
    err = info.value
    with cl.language("pt"):  # worded when read (issue 21), in the language in use then
        assert str(err).startswith("Jogada não permitida '9H trail': A carta 9♠ está solta na mesa")
    assert str(err).startswith("Illegal move '9H trail'")
    assert err.rules == ("R14",) and err.violations[0].code == "R14.same-rank-loose"
    assert err.worded().startswith("Illegal move '9H trail': A loose 9♠ is on the table")


def test_bad_card_and_move_are_explained_in_spanish() -> None:
    with cl.language("es"):
        with pytest.raises(CardParseError) as card:
            cl.parse_card("1X")
        with pytest.raises(MoveParseError) as move:
            Move.parse("8H capture")
        said_card, said_move = str(card.value), str(move.value)
    assert card.value.code == "card.unreadable" and move.value.problem == "move.capture-needs-items"
    assert str(card.value).startswith("Cannot read '1X' as a card")  # worded when read, in the language in use
    assert said_card.startswith("No se puede leer '1X' como carta")
    assert said_move == ("No se puede leer la jugada '8H capture': una captura debe nombrar las cartas o "
                               "construcciones de la mesa que toma. Ejemplos de jugadas: '9D trail', "
                               "'8H capture 8D 6H 2D'.")


def test_value_name_speaks_the_language() -> None:
    royal = cl.position("royal", hand="2D", table="3C").rules
    assert [value_name(royal, v) for v in (14, 12, 8)] == ["ace", "queen", "8"]
    with cl.language("es"):
        assert [value_name(royal, v) for v in (14, 12, 8)] == ["as", "reina", "8"]


# --- move descriptions, names, score lines ----------------------------------------------------------


def test_describe_move_in_spanish() -> None:
    s = cl.position("classic", hand="8H 3S", table="8D 6H 2D 9C")
    move = "8H capture 8D 6H 2D"
    assert describe_move(s, move) == "You captured 8♦ and 6♥+2♦ with 8♥."
    with cl.language("es"):
        assert describe_move(s, move) == "Capturaste 8♦ y 6♥+2♦ con 8♥."
        assert describe_move(s, move, seating=Seating(2, viewer=1)) == "Rival capturó 8♦ y 6♥+2♦ con 8♥."
        assert describe_move(s, move, tense="suggestion") == "capturar 8♦ y 6♥+2♦ con 8♥"  # an infinitive: "no puedes capturar …"
        assert describe_move(s, "3S trail") == "Tiraste 3♠."
    with cl.language("pt"):
        assert describe_move(s, move) == "Você capturou 8♦ e 6♥+2♦ com 8♥."


def test_game_history_is_worded_when_read() -> None:
    game = Game("classic", seed=3)
    game.play(game.legal_moves[0])
    entry = game.history[0]
    english = entry.description
    with cl.language("es"):
        spanish = entry.description
        assert game.names == ["Tú", "Rival"]
    assert english.startswith(("You ", "Opponent ")) and spanish != english and game.names == ["You", "Opponent"]
    assert spanish.startswith(("Rival ", "Tiraste", "Capturaste", "Construiste"))


def test_score_line_in_portuguese() -> None:
    assert CountEntry("ace_H", 0, 0, "locked", 18).explain(21) == (
        "Ace of hearts: You are locked on 18: only most cards can score from there, so this is lost (§12.2).")
    with cl.language("pt"):
        assert CountEntry("ace_H", 0, 0, "locked", 18).explain(21) == (
            "Ás de copas: Você está travado em 18: a partir daí só o item mais cartas pode pontuar, então isto se perde (§12.2).")
        assert CountEntry("cards", 1, 3, "normal", 3).explain(21) == "Mais cartas: Adversário +3 → 3."
        assert CountEntry("big_casino", 1, 2, "goes out", 21).explain(21) == "Cassino grande (10♦): Adversário +2 → 21 e sai! (§12.2)"


def test_deal_result_reason_is_a_code_worded_when_read() -> None:
    result = DealResult("winner", 0, "only-one-reached", 21)
    assert result.reason == "the only one to reach 21 (§12.3)"
    assert result.to_json() == {"status": "winner", "winner": "0", "code": "only-one-reached",
                                "reason": "the only one to reach 21 (§12.3)"}
    with cl.language("es"):
        assert result.reason == "el único que llegó a 21 (§12.3)"
    assert DealResult("continue").reason == ""


def test_names_in_the_language_in_use() -> None:
    from casino_learn.texts import names as naming

    with cl.language("es"):
        assert naming.seat_names(4, 0) == ["Tú", "Rival 1", "Compañero", "Rival 2"]
        assert naming.side_names(4, 0) == ["Tú y tu compañero", "Rivales"]
        assert naming.wins_line(naming.Seating(2, 0), 0) == "¡Ganaste la partida!"
        assert naming.wins_line(naming.Seating(4, 0), 1) == "¡Los rivales ganan la partida!"
    with cl.language("pt"):
        two = naming.Seating(2, 0)
        assert naming.turn_line(two, 0) == "Sua vez" and naming.turn_line(two, 1) == "Vez do adversário"
        assert naming.side_names(4, 0) == ["Você e seu parceiro", "Adversários"]


def test_a_match_session_log_and_replay_speak_the_language_in_use() -> None:
    from casino_learn.play.session import MatchSession

    s = MatchSession("classic", players=2, level="greedy", seed=1)
    s.play_until_my_turn()
    s.play(s.legal_moves[0])
    assert s.events[-1].startswith("You ")
    with cl.language("es"):
        assert s.events[-1].startswith(("Tiraste", "Capturaste", "Construiste", "Subiste", "Añadiste"))
        assert s.summary().startswith("Clásico, reparto 1, Tú ")
    while not s.state.deal_over:
        s.play_until_my_turn() if s.waiting else s.play(s.legal_moves[0])
    with cl.language("pt"):
        assert s.last_deal[0].caption == "A rodada como foi distribuída."
        assert s.last_deal[1].caption.startswith(f"Jogada 1 de {len(s.last_deal) - 1}: ")
    assert s.last_deal[0].caption == "The deal as it was dealt."
