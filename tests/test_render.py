"""The display layer (casino_learn.display.render, casino_learn.display.svg): well-formed SVG/HTML, every card
labelled, colours, hidden hands kept hidden, and the score sheet explaining the Royal locks."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from casino_learn import Game, Move, get_rules, new_deal
from casino_learn.display.render import (
    card_label,
    card_svg,
    hand_html,
    legal_moves_html,
    move_html,
    score_sheet_html,
    state_html,
    table_svg,
    violations_html,
)
from casino_learn.rules.cards import Card, Suit, full_deck, parse_card
from casino_learn.rules.positions import score_position, state_from_json
from casino_learn.rules.restrictions import Violation
from casino_learn.rules.table import Build, Table
from casino_learn.texts.rulebook import RULES, rule_name
from conftest import ROOT

SVG = "{http://www.w3.org/2000/svg}"


def by_id(positions: list[dict], pid: str) -> dict:
    return next(p for p in positions if p["id"] == pid)


def parse(markup: str) -> ET.Element:
    """Parse an SVG or HTML fragment as XML (the display layer writes well-formed markup)."""
    return ET.fromstring(markup)


def svgs_in(html: str) -> list[ET.Element]:
    return [el for el in parse(html).iter() if el.tag == SVG + "svg"]


def card_groups(root: ET.Element) -> list[ET.Element]:
    return [el for el in root.iter() if "casino-card" in el.get("class", "").split()]


def fills(el: ET.Element) -> set[str]:
    return {p.get("fill") for p in el.iter(SVG + "path")} - {"none", None}


def title_of(el: ET.Element) -> str | None:
    title = el.find(SVG + "title")
    return None if title is None else title.text


# --- cards --------------------------------------------------------------------------------------


@pytest.mark.parametrize("four_color", [False, True])
def test_all_52_cards_parse_and_carry_their_name(four_color: bool) -> None:
    for card in full_deck():
        root = parse(card_svg(card, four_color=four_color, width=40))
        assert root.tag == SVG + "svg"
        assert root.get("role") == "img"
        assert root.get("aria-label") == card.name == card_label(card)
        assert title_of(root) == card.name
        assert float(root.get("height")) == pytest.approx(1.4 * float(root.get("width")))
        texts = [t.text for t in root.iter(SVG + "text")]
        assert texts.count(card.symbol[:-1]) >= 2  # the rank in both corners
        assert len(list(root.iter(SVG + "path"))) >= 3  # two corner suits and the big central one


def test_card_label_words() -> None:
    assert card_label(parse_card("10D")) == "10 of diamonds"
    assert card_label("AS") == "ace of spades"
    assert card_label(None) == "face-down card"


@pytest.mark.parametrize("card", [None, parse_card("QH")])
def test_face_down_card_tells_nothing(card: Card | None) -> None:
    markup = card_svg(card, face_down=True)
    root = parse(markup)
    assert root.get("aria-label") == "face-down card" and title_of(root) == "face-down card"
    assert "QH" not in markup and "queen" not in markup and not list(root.iter(SVG + "text"))


def test_four_colour_gives_each_red_suit_its_own_ink() -> None:
    two = {s: fills(parse(card_svg(Card(5, s)))) for s in Suit}
    four = {s: fills(parse(card_svg(Card(5, s), four_color=True))) for s in Suit}
    assert two[Suit.HEARTS] == two[Suit.DIAMONDS] and two[Suit.SPADES] == two[Suit.CLUBS]
    assert two[Suit.HEARTS] != two[Suit.SPADES]
    assert len({frozenset(f) for f in four.values()}) == 4
    assert four[Suit.DIAMONDS] != four[Suit.HEARTS]


def test_selected_and_dimmed_cards_look_different() -> None:
    plain = card_svg("7C")
    assert "casino-selected" in card_svg("7C", selected=True) and "casino-selected" not in plain
    assert 'opacity="0.4"' in card_svg("7C", dimmed=True) and "opacity" not in plain
    assert parse(card_svg("7C", width=48)).get("width") == "48"


def test_hand_html_is_a_flex_row_of_labelled_cards() -> None:
    cards = [parse_card(c) for c in ("AS", "10D", "KH")]
    root = parse(hand_html(cards, four_color=True, width=48))
    assert "display:flex" in root.get("style", "")
    assert [s.get("aria-label") for s in svgs_in(hand_html(cards))] == [c.name for c in cards]
    hidden = hand_html(cards, face_down=True)
    assert all(c.name not in hidden for c in cards)


# --- the table ------------------------------------------------------------------------------------


def test_table_svg_with_builds_labels_every_card_and_build(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S18"))  # 2 loose cards, a single and a multiple build
    markup = table_svg(state.table, names=["North", "East", "South"], four_color=True)
    root = parse(markup)
    cards = card_groups(root)
    assert sorted(g.get("aria-label") for g in cards) == sorted(c.name for c in state.table.cards)
    assert all(title_of(g) == g.get("aria-label") for g in cards)
    builds = [el for el in root.iter() if el.get("class") == "casino-build"]
    labels = [b.get("aria-label") for b in builds]
    assert labels == ["B1: build of 10, owner: North", "B2: build of 5, multiple, owner: South"]
    assert "seat 0" in table_svg(state.table)  # no names: "owner: seat N"


def test_table_svg_empty_and_wrapping() -> None:
    empty = parse(table_svg(Table()))
    assert "The table is empty" in [t.text for t in empty.iter(SVG + "text")]
    few = parse(table_svg(Table.of(full_deck()[:4])))
    many = parse(table_svg(Table.of(full_deck()[:12])))
    assert float(many.get("height")) > float(few.get("height")) * 1.5  # a second row
    assert len(card_groups(many)) == 12


def test_table_svg_highlights_cards_and_builds() -> None:
    build = Build("B1", 8, ((parse_card("5C"), parse_card("3D")),), 0)
    table = Table.of([parse_card("8S"), parse_card("2H")], [build])
    root = parse(table_svg(table, highlight=["8S", "B1"]))
    # A dashed ring: a picture points at a card, it does not choose it (trial 33 read a solid ring as "selected").
    ringed = [g.get("aria-label") for g in card_groups(root) if g.find(f"{SVG}rect[@class='casino-marked']") is not None]
    assert ringed == ["8 of spades"]
    assert not [g for g in card_groups(root) if g.find(f"{SVG}rect[@class='casino-selected']") is not None]
    assert "#ffb300" in ET.tostring(next(el for el in root.iter() if el.get("class") == "casino-build"), encoding="unicode")


# --- the whole situation ---------------------------------------------------------------------------


def test_state_html_hides_the_other_hands() -> None:
    state = new_deal(get_rules("classic"), 3, dealer=0, rng=random.Random(4))
    html = state_html(state, seat=1)
    for s in (0, 2):
        for card in state.hands[s]:
            assert card.name not in html and f'data-card="{card.code}"' not in html
    for card in state.hands[1]:
        assert card.name in html
    for svg in svgs_in(html):  # every picture is well formed and every card labelled
        assert svg.get("aria-label")
    assert html.count('aria-label="face-down card"') == 8
    shown = state_html(state, seat=1, show_all=True)
    assert all(card.name in shown for hand in state.hands for card in hand)


def test_player_view_shows_only_its_own_hand() -> None:
    state = new_deal(get_rules("royal"), 2, dealer=1, rng=random.Random(9))
    html = state_html(state.view(0), show_all=True, seat=1)
    assert all(c.name in html for c in state.hands[0])
    assert all(c.name not in html for c in state.hands[1])
    assert "Round 1 of 6" in html and "Royal Casino" in html and "Your turn" in html
    assert "You: 0 cards, 0 sweeps" in html and "Opponent: 0 cards" in html and "Last round" not in html


def test_state_html_last_round_and_end_of_deal() -> None:
    game = Game("classic", players=2, seed=11, names=["Ana", "Ben"])
    rng = random.Random(2)
    while not game.state.last_round:
        game.play(rng.choice(list(game.legal_moves)))
    html = state_html(game.state, names=game.names)
    assert "Last round" in html and "Round 6 of 6" in html
    while not game.deal_over:
        before = game.state
        move = rng.choice(list(game.legal_moves))
        game.play(move)
    end = state_html(game.state, names=game.names)
    assert "The deal is over" in end and "The table is empty" in end
    assert end.count("The deal is over") == 1  # once: the leftovers note says it, not the turn line too (trial 10)
    assert "The deal is over" in state_html(game.state, names=game.names, leftovers=False)
    # Under a move builder (own_hand=False) an empty hand is not "below" (issue 23's trial).
    assert "your cards are below" not in state_html(game.state, names=game.names, seat=0, own_hand=False)
    if game.state.leftovers:
        assert "leftovers" in end and game.names[game.state.leftovers_to] in end
    parse(end)
    last = move_html(before, move, names=game.names)
    assert "last card of the deal" in last
    parse(last)


def test_state_html_is_styled_with_theme_variables_only() -> None:
    html = state_html(new_deal(get_rules("classic"), 2, rng=random.Random(1)))
    parse(html)
    classes = {c for attr in re.findall(r'class="([^"]*)"', html) for c in attr.split()}
    assert classes and all(c.startswith("casino-") for c in classes)
    style = re.search(r"<style>(.*?)</style>", html, re.DOTALL).group(1)
    assert "var(--jp-ui-font-color1" in style and "var(--jp-layout-color1" in style and "var(--jp-border-color2" in style
    assert "<script" not in html and "http" not in html.replace("http://www.w3.org/2000/svg", "")


# --- moves and rules ------------------------------------------------------------------------------------


def test_move_html_before_and_after(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S10"))
    for move in state.legal_moves:
        html = move_html(state, move, names=["Ana", "Ben"])
        pictures = svgs_in(html)
        assert len(pictures) == 3  # before, the played card, after
        assert str(move) in html and "Ana " in html
        for pic in pictures:
            assert all(g.get("aria-label") for g in card_groups(pic))
    illegal = move_html(state, Move.parse("8S trail"))
    assert "R9" in illegal and "may not play" in illegal


def test_violations_html(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S10"))
    found = state.check("8S trail")
    html = violations_html(found)
    parse(html)
    for v in found:
        assert f'<span class="casino-rule">{v.rule}</span>' in html and RULES[v.rule][1:] in html
        # the statement under the rule's name, not its number a third time (trial 11: "R5 … (R5). R5: …")
        assert f"{rule_name(v.rule)}: " in html and f"{v.rule}: " not in html
    assert "No rule is broken: this move is legal." in violations_html([])
    assert "R4" in violations_html([Violation("R4", "B1 is a build: take it whole.")])


def test_legal_moves_html_lists_every_move(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S18"))
    html = legal_moves_html(state, names=["Ana", "Ben", "Cy"])
    parse(html)
    assert html.count("<tr>") == len(state.legal_moves) + 1
    assert all(str(m) in html for m in state.legal_moves) and "Ben " in html


# --- score sheets ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("pid", ["S22", "S23", "S24"])
def test_royal_score_sheet_explains_the_locks(positions: list[dict], pid: str) -> None:
    score = score_position(by_id(positions, pid))
    html = score_sheet_html(score, names=["Ana", "Ben"])
    parse(html)
    for entry in score.count_log:
        assert entry.explain(score.rules.target_score, names=["Ana", "Ben"]) in html
    assert "only with most cards" in html and "<td>Ana</td>" in html and "Side" not in html
    expected = {"S22": "wins the game", "S23": "No winner yet", "S24": "Overtime"}[pid]
    assert expected in html
    if pid == "S23":
        assert "is locked on 18" in html and "(locked)" in html


def test_classic_score_sheet(positions: list[dict]) -> None:
    html = score_sheet_html(score_position(by_id(positions, "S20")))
    parse(html)
    assert "Classic Casino" in html and "tied" in html and "The count, item by item" not in html
    assert "Most cards" in html and "Big Casino (10♦)" in html and "Totals" in html


def test_rendering_does_not_import_heavy_modules() -> None:
    code = ("import sys, casino_learn.display.render, casino_learn.display.svg; "
            "print(','.join(m for m in ('matplotlib', 'ipywidgets', 'IPython') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
