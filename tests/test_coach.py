"""The coach reasons like a teacher, and it values cards exactly as the computer players do (issue 11).

The advice is plain present-tense sentences: moves in words, chances in words, the scoring items at
stake; decimals, scores and move codes only in the collapsed details part.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from casino_learn import GameState, get_rules, new_deal
from casino_learn.agents import CarefulAgent, ExpertAgent
from casino_learn.agents import worth as worth_module
from casino_learn.agents.worth import CARD_SHARE, POINT_CARDS, SPADE_SHARE, CardWorth
from casino_learn.exercises.evaluation import Judge, chance_words, coach_advice, evaluate_moves
from casino_learn.rules.cards import full_deck
from casino_learn.rules.positions import state_from_json
from casino_learn.rules.scoring import ITEMS, POINTS

DECIMAL = re.compile(r"\d+\.\d+")
MOVE_CODE = re.compile(r"\b(?:[AJQK2-9]|10)[SHDC]\b")
CODE_AFTER_VERB = re.compile(r"\b(?:capture|build|trail)\s+(?:\d+\s+)?(?:[AJQK2-9]|10)[SHDC]", re.IGNORECASE)
PAST_TENSE = re.compile(r"\b(?:captured|built|trailed|took|swept|raised|was|were|left for)\b", re.IGNORECASE)
ROOT = Path(__file__).resolve().parent.parent


def sampled_positions(variant: str, count: int, seed: int) -> list[GameState]:
    """``count`` positions of careful-vs-careful deals (early and late, with builds), seeded."""
    rng = random.Random(seed)
    rules = get_rules(variant)
    out: list[GameState] = []
    while len(out) < count:
        state = new_deal(rules, 2, rng.randrange(2), rng)
        stop = rng.randrange(0, 44)
        for _ in range(stop):
            if state.deal_over:
                break
            moves = list(state.legal_moves)
            builds = [m for m in moves if m.is_build]
            move = rng.choice(builds) if builds and rng.random() < 0.4 else CarefulAgent().choose(state.view(state.to_move), rng)
            state = state.apply(move)
        if not state.deal_over and len(state.legal_moves) > 1:
            out.append(state)
    return out


POSITIONS = [(variant, i, state) for variant in ("classic", "royal") for i, state in enumerate(sampled_positions(variant, 25, 2026))]


def check_plain(text: str, where: str) -> None:
    assert not DECIMAL.search(text), f"{where}: a decimal number outside details: {text}"
    assert not MOVE_CODE.search(text), f"{where}: a move code outside details: {text}"
    assert not CODE_AFTER_VERB.search(text), f"{where}: a move code outside details: {text}"
    assert not PAST_TENSE.search(text), f"{where}: past tense in advice: {text}"
    for code_like in ("score", "[", "]", "B1", "B2"):
        assert code_like not in text, f"{where}: {code_like!r} in {text}"


@pytest.mark.parametrize("variant, index, state", POSITIONS, ids=[f"{v}-{i}" for v, i, _ in POSITIONS])
def test_advice_is_plain_present_tense_with_numbers_only_in_details(variant: str, index: int, state: GameState) -> None:
    advice = coach_advice(state)
    assert advice.move in state.legal_moves
    check_plain(advice.text, f"{variant} position {index}")
    assert advice.sentences[0].startswith("Try this: ")
    assert any(DECIMAL.search(d) for d in advice.details)  # the numbers are there, behind "details"
    page = advice.to_html()
    outside = re.sub(r"<details.*?</details>", "", page, flags=re.S)
    outside = re.sub(r"<[^>]+>", " ", outside)  # tags (the data-move attribute is not text)
    check_plain(outside, f"{variant} position {index} (HTML)")
    assert "<details" in page and "<details open" not in page  # collapsed


@pytest.mark.parametrize("variant, index, state", POSITIONS[::5], ids=[f"{v}-{i}" for v, i, _ in POSITIONS[::5]])
def test_the_coach_suggests_what_the_careful_player_plays(variant: str, index: int, state: GameState) -> None:
    """One model: the coach's best move has the careful player's best score."""
    scores = CarefulAgent().scores(state.view(state.to_move))
    advice = coach_advice(state)
    assert scores[advice.move] == pytest.approx(max(scores.values()))


def test_one_model_of_card_worth() -> None:
    """The coach, careful and expert use one table of point cards (the score sheet's) and the
    same shares of most cards and most spades."""
    assert POINT_CARDS == {"10D": 2, "2S": 1, "AS": 1, "AC": 1, "AH": 1, "AD": 1}
    assert sum(POINT_CARDS.values()) == sum(POINTS[i] for i in ITEMS[2:])
    for variant in ("classic", "royal"):
        rules = get_rules(variant)
        shared = CardWorth(rules)
        careful = CarefulAgent().worth(rules)
        coach = Judge(sampled_positions(variant, 1, 1)[0]).worth
        for card in full_deck():
            expected = POINT_CARDS.get(card.code, 0) + CARD_SHARE + (SPADE_SHARE if card.is_spade else 0.0)
            assert shared.of(card) == careful.of(card) == coach.of(card) == expected
        assert shared.sweep_value == (1.0 if rules.sweeps_enabled else 0.0)
    from casino_learn.agents import expert

    assert all(expert._CAPTURE_WORTH[c] == CardWorth(get_rules("royal")).of(c) for c in full_deck())
    assert isinstance(ExpertAgent().judge, CarefulAgent)


def test_no_other_table_of_point_cards() -> None:
    """The point cards are listed once (scoring.py); the agents and the coach import them."""
    pattern = re.compile(r"""["']10D["']\s*:\s*2""")
    found = [p.relative_to(ROOT).as_posix() for p in (ROOT / "casino_learn").rglob("*.py")
             if pattern.search(p.read_text(encoding="utf-8")) and p.name != "worth.py"]
    assert found == [], found
    assert "_ITEM_CARD" in Path(worth_module.__file__).read_text(encoding="utf-8")


def test_chance_in_words() -> None:
    assert chance_words(0.0) == "impossible"
    assert chance_words(0.03) == "very unlikely"
    assert chance_words(0.2) == "unlikely (about 1 in 5)"
    assert chance_words(0.5) == "about an even chance"
    assert chance_words(0.66) == "likely (about 2 in 3)"
    assert chance_words(0.99) == "almost certain"
    for p in range(0, 101):
        assert not DECIMAL.search(chance_words(p / 100))


def test_moves_in_words() -> None:
    state = state_from_json({
        "variant": "classic", "players": 2, "mover": 0,
        "hands": {"0": ["8H", "3C", "5S"], "1": ["9S", "KD"]},
        "table": {"loose": ["8D", "6H", "2D", "5C"], "builds": []},
    })
    judge = Judge(state)
    words = {str(m): judge.move_words(m) for m in state.legal_moves}
    assert words["8H capture 2D 6H 8D"] == "capture 8♦ and 6♥+2♦ with 8♥"
    assert words["3C trail"] == "trail 3♣"
    assert words["3C build 8 5C"] == "build 8 with 5♣+3♣"
    assert judge.move_words(next(m for m in state.legal_moves if m.is_trail), gerund=True).startswith("trailing ")


def test_a_build_suggestion_is_present_tense_and_names_the_risk() -> None:
    """The learner trial: "AS build 5 4D — you built 5 ... leaves 1.4 points ... (score +0.90)"."""
    state = state_from_json({
        "variant": "royal", "players": 2, "mover": 0,
        "hands": {"0": ["AS", "5H", "KC"], "1": ["9S", "QD", "7C"]},
        "table": {"loose": ["4D", "JC"], "builds": []},
    })
    judge = Judge(state)
    build = next(m for m in state.legal_moves if m.is_build and m.value == 5)
    sentences = " ".join(judge.reasons(judge.judgements[build]))
    check_plain(sentences, "build")
    assert "your build of 5" in sentences and "5♥ next turn" in sentences
    assert "if they hold a 5, which is" in sentences  # the chance that the opponent can take it, in words


def test_what_it_leaves_names_the_items_at_stake() -> None:
    """Trailing Big Casino onto a table where a 10 takes it: the coach says what is at stake."""
    state = state_from_json({
        "variant": "classic", "players": 2, "mover": 0,
        "hands": {"0": ["10D", "7D"], "1": ["10S", "QD"]},
        "table": {"loose": ["7S", "KH"], "builds": []},
    })
    advice = coach_advice(state)
    assert str(advice.move) == "7D capture 7S"
    text = advice.text
    assert "Try this: capture 7♠ with 7♦." in text
    assert "1 spade" in text
    # The alternative, trailing 10♦, puts Big Casino on the table.
    judge = Judge(state)
    trail = next(m for m in state.legal_moves if str(m) == "10D trail")
    said = judge.gain_sentence(judge.judgements[trail])
    assert "10♦ (Big Casino, 2 points)" in said


def test_names_are_used() -> None:
    state = sampled_positions("royal", 1, 5)[0]
    advice = coach_advice(state, names=["You", "Computer"] if state.to_move == 0 else ["Computer", "You"])
    assert "Opponent" not in advice.text
    assert "Computer" in advice.text or "nothing to capture" in advice.text or "last card" in advice.text


def test_expert_evaluation_is_reproducible_and_explained() -> None:
    state = sampled_positions("royal", 1, 9)[0]
    a = evaluate_moves(state, "expert")
    b = evaluate_moves(state, "expert")
    assert [(v.move, v.score) for v in a.values] == [(v.move, v.score) for v in b.values]
    assert {v.move for v in a.values} == set(state.legal_moves)
    assert all(v.judgement.move == v.move for v in a.values)


def test_the_coach_gives_each_reason_a_line_of_its_own() -> None:
    """Trial 4 (K1): the coach's advice was one paragraph of about 90 words."""
    import re

    import casino_learn as cl
    from casino_learn.exercises.evaluation import coach_advice

    state = cl.position("classic", hand="10D 7S 2H", table="10C 3C 5H")
    advice = coach_advice(state)
    page = advice.to_html()
    assert len(advice.sentences) >= 2
    first = re.sub("<[^>]+>", "", page.split("</div>")[0])
    assert advice.sentences[0] in first and advice.sentences[1] not in first
    assert page.count("<li>") >= len(advice.sentences) - 1
