"""The card table component (issue 12): card pictures are the controls; driven here exactly as the
browser drives it (``press`` events and the synced ``selected`` trait), without a browser."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import casino_learn as cl
from casino_learn.display.render import legal_moves_html
from casino_learn.play.selection import KINDS, kind_of
from casino_learn.widgets import MoveBuilder, card_table
from casino_learn.widgets.card_table import CardTable

LESSON_00 = dict(hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D")


def lesson00(**kwargs) -> MoveBuilder:
    return MoveBuilder(cl.position("classic", **LESSON_00), **kwargs)


def test_every_card_and_build_is_a_labelled_picture() -> None:
    b = MoveBuilder(cl.position("classic", hand="9S 3C", table="4C 9D", builds=[cl.Build.of("B1", 5, "3H+2H", owner=1)]))
    items = {i["id"]: i for i in b.card_table.items}
    assert list(items) == ["4C", "9D", "B1", "3C", "9S"]  # table, builds, then the hand (sorted)
    assert items["9S"]["zone"] == "hand" and items["9S"]["label"] == "9 of spades, in your hand"
    assert items["4C"]["label"] == "4 of clubs, on the table" and items["4C"]["caption"] == "4♣"
    assert items["B1"]["kind"] == "build" and "build of 5, owner Opponent" in items["B1"]["label"]
    for item in items.values():
        assert "<svg" in item["svg"] and "<title>" not in item["svg"]  # the button's label is read once


def test_clicking_pictures_selects_and_offers_only_possible_actions() -> None:
    b = lesson00()
    table = b.card_table
    assert table.actions == {a: {"enabled": False, "why": "Choose a card from your hand first."} for a in ("capture", "build", "trail")}
    table.press("toggle", id="8H")
    assert table.selected == ["8H"] and b.selected_card == cl.Card.parse("8H")
    assert table.actions["trail"]["enabled"] and not table.actions["capture"]["enabled"]
    assert "You can Trail" in table.announce
    table.press("toggle", id="8D")
    assert table.selected == ["8H", "8D"]
    assert table.actions["capture"]["enabled"] and not table.actions["trail"]["enabled"]
    table.press("toggle", id="8D")  # pressed again: unselected
    assert table.selected == ["8H"]


def test_an_unavailable_action_says_why_and_is_not_chosen() -> None:
    """Lesson 02's illegal capture: 8♥ with 8♦ and 3♠ is no capture (R2); pressing Capture says so."""
    b = lesson00()
    for card in ("8H", "8D", "3S"):
        b.card_table.press("toggle", id=card)
    assert not b.card_table.actions["capture"]["enabled"]
    assert "(R2)" in b.card_table.actions["capture"]["why"]
    b.card_table.press("action", name="capture")
    assert b.action is None and "(R2)" in b.card_table.announce and "(R2)" in b.feedback.value
    b.card_table.press("toggle", id="3S")
    b.card_table.press("action", name="capture")
    assert b.action == "capture" and b.card_table.action == "capture"
    b.card_table.press("play")
    assert b.last_result is not None and b.last_result.ok
    assert "captured" in b.card_table.announce and b.card_table.selected == []
    assert "8D" not in [i["id"] for i in b.card_table.items]


def test_a_build_with_a_value_choice_through_the_table() -> None:
    b = MoveBuilder(cl.position("classic", hand="3D 6C 3H", table="AH 2C"))  # 3 + A + 2: build 6 or 3
    for card in ("3D", "AH", "2C"):
        b.card_table.press("toggle", id=card)
    b.card_table.press("action", name="build")
    assert b.card_table.values == [3, 6] and b.card_table.value == 0 and "3 or 6" in b.value_hint.value
    assert b.card_table.actions["capture"]["enabled"]  # still possible after choosing Build: 3 takes A + 2
    b.card_table.press("play")
    assert not b.last_result.ok and "Choose the value" in b.feedback.value  # type: ignore[union-attr]
    b.card_table.press("value", value=6)
    b.card_table.press("play")
    assert b.last_result.ok and str(b.last_result.move) == "3D build 6 AH 2C"  # type: ignore[union-attr]


def test_every_possible_action_stays_offered_after_choosing_one() -> None:
    from casino_learn.play.selection import MoveSelection

    s = MoveSelection(cl.position("classic", hand="3D 6C 3H", table="AH 2C")).toggle("3D").toggle("AH").toggle("2C")
    assert s.choose("build").actions == s.actions == {"capture": True, "build": True, "trail": False}


def test_selected_can_be_set_from_python() -> None:
    b = lesson00()
    b.card_table.selected = ["8H", "6H", "2D", "KS", "nonsense"]  # unknown ids are ignored
    assert b.selected_card == cl.Card.parse("8H") and b.selected_items == [cl.Card.parse("6H"), cl.Card.parse("2D")]
    assert b.card_table.selected == ["8H", "6H", "2D"] and b.card_table.actions["capture"]["enabled"]
    b.card_table.press("action", name="capture")
    b.card_table.press("play")
    assert b.last_result is not None and b.last_result.ok


def test_undo_and_clear_and_not_my_turn() -> None:
    b = lesson00()
    assert b.play_move("8H trail").ok
    b.card_table.press("toggle", id="3C")  # a lesson position: nobody else plays; the click says to press Undo (trial 13)
    assert b.card_table.selected == [] and b.card_table.announce == "Your move is played. Press Undo to try another one." and not b.card_table.enabled
    b.card_table.press("undo")
    assert not b.game.history and b.card_table.enabled and "Took back" in b.card_table.announce
    b.card_table.press("toggle", id="3C")
    b.card_table.press("clear")
    assert b.card_table.selected == [] and b.selected_card is None
    with pytest.raises(ValueError, match="unknown event"):
        b.card_table.press("shuffle")


def test_no_undo_event_when_undo_is_not_allowed() -> None:
    b = lesson00(allow_undo=False)
    assert b.play_move("8H trail").ok
    b.card_table.press("undo")
    assert len(b.game.history) == 1


def test_legal_moves_are_paced_by_the_lesson() -> None:
    """Issue 12: lesson 00 listed 50 moves with six-card builds before building was taught."""
    b = lesson00(taught=("capture", "trail"))
    page = b.show_legal_moves()
    state = b.state
    kinds = [kind_of(state, m) for m in state.legal_moves]
    assert len(kinds) == 50 and "build" in kinds
    shown = re.findall(r'data-move="([^"]+)"', page)
    assert len(shown) == kinds.count("capture") + kinds.count("trail") == 23
    assert all(" build " not in m for m in shown)
    assert "Captures (19)" in page and "Trails (4)" in page and "later lesson" in page
    words = re.sub(r"<style>.*?</style>|<[^>]+>", " ", page, flags=re.S)
    assert "capture 8D" not in words and "trail" not in words.replace("Trails", "")  # words only, no move codes
    assert "Capture 8♦ with 8♥" in words
    everything = lesson00().show_legal_moves()
    assert len(re.findall(r"data-move=", everything)) == 50 and "later lesson" not in everything


def test_kinds_of_build_moves() -> None:
    state = cl.position("classic", hand="2S 7H 5D 9C", table="4C 9D", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
    found = {str(m): kind_of(state, m) for m in state.legal_moves}
    assert found["2S build 7 B1"] == "raise"
    assert found["5D capture B1"] == "capture" and found["7H trail"] == "trail"
    assert "build" in found.values()
    add = cl.position("classic", hand="5D 5S", table="4C AD", builds=[cl.Build.of("B1", 5, "3C+2H", owner=0)])
    assert any(kind_of(add, m) == "add" for m in add.legal_moves)
    assert set(KINDS) == {"capture", "build", "raise", "add", "trail"}
    with pytest.raises(ValueError, match="unknown kinds"):
        MoveBuilder(cl.position("classic", **LESSON_00), taught=("captures",))
    with pytest.raises(ValueError, match="unknown kinds"):
        legal_moves_html(cl.position("classic", **LESSON_00), kinds=("sweep",))


def test_a_static_export_shows_the_table_as_pictures() -> None:
    b = lesson00()
    exported = b._repr_mimebundle_()
    assert exported is not None and "application/vnd.jupyter.widget-view+json" in exported
    assert exported["text/html"].count("<svg") == 10
    bundle = b.card_table._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/html"].count("<svg") == 10 and "Your hand" in data["text/html"]
    assert "click" not in data["text/html"] and 'aria-label="8 of hearts, in your hand"' in data["text/html"]


def test_the_front_end_ships_in_the_package() -> None:
    """No CDN: the component's script and style are package files, listed as package data."""
    assets = Path(card_table.__file__).with_name("assets")
    assert "export default" in str(CardTable._esm)  # what the browser gets
    js, css = (assets / "card_table.js").read_text(), (assets / "card_table.css").read_text()
    assert "export default" in js and "http" not in js and "aria-live" in js
    assert "var(--jp-" in css and "prefers-reduced-motion" in css and "http" not in css
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert '"widgets/assets/*.js"' in pyproject and '"widgets/assets/*.css"' in pyproject


def test_a_malformed_message_from_the_page_is_ignored() -> None:
    """Review: a message key named 'self' collided with press()'s own argument and raised."""
    import casino_learn as cl
    from casino_learn.widgets import MoveBuilder

    b = MoveBuilder(cl.position("classic", hand="8H 3C", table="8D 5C"))
    for content in ({"event": "toggle", "self": 1}, {"event": "toggle", "id": {"x": 1}}, {"event": "value", "value": "1e999"},
                    {"event": "action", "name": ["capture"]}, {"event": "toggle", "id": "KD"}):
        b.card_table._message(None, content, None)  # must not raise
    assert b.selected_card is None and not b.selected_items


def test_an_action_chosen_earlier_then_made_impossible_says_why() -> None:
    """Learner trial (lesson 03): Build chosen, then another card clicked: Build turned grey and
    pressing it only unpressed it, with no reason."""
    import casino_learn as cl
    from casino_learn.widgets import MoveBuilder

    b = MoveBuilder(cl.position("classic", hand="2S 7H 5C", table="2D", builds=[cl.Build.of("B1", 5, "3C+2H", owner=0)]))
    b.select("2S").select("B1")
    b.card_table.press("action", name="build")
    assert b.action == "build"
    b.select("2D")
    assert "not possible now" in b.card_table.announce
    b.card_table.press("action", name="build")
    assert b.action != "build" and "not possible" in b.feedback.value


def test_a_list_of_builds_only_names_the_captures_and_trails_it_leaves_out() -> None:
    """Issue 23: lesson 03 lists only new builds and said the other moves came "in a later lesson"
    (they are captures and trails, taught in lessons 00-02)."""
    from casino_learn.display.render import legal_moves_html
    from casino_learn.rules.positions import position

    state = position("classic", hand="3D 3S 6C", table="AH 2C")
    page = legal_moves_html(state, kinds=("build",))
    words = re.sub(r"<style>.*?</style>|<[^>]+>", " ", page, flags=re.S)
    assert "later lesson" not in words and "you know so far" not in words
    assert re.search(r"Not listed here: \d+ more legal moves \(captures, trails\)", words), words
