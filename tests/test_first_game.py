"""Lesson 4's first game and helpers: a one-deal GameTable, the deal walked through (§3) and
the restrictions on one page (§7)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.play.session import load_match, match_path
from casino_learn.texts.rulebook import RULES
from casino_learn.widgets import GameTable


def test_a_one_deal_table_plays_one_classic_deal_and_stops() -> None:
    t = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    assert t.play_area.children[0].layout.display == "none", "no game or player pickers: the game is given"
    assert "one deal against the computer" in t.scoreboard.value and "playing to" not in t.scoreboard.value
    assert t.my_turn, "Opponent deals the first deal, so You play first"
    final = t.play_deal()
    assert final.deal_over and t.game.deal_score is not None
    assert t.next_deal_button.layout.display == "none" and t.next_deal() is None and t.state is final
    assert "New game" in t.message.value and "Next deal" not in t.message.value
    assert "Most cards" in t.score_sheet.value
    assert t.match_chart.layout.display == "none" and t.deal_chart.layout.display is None
    with pytest.raises(ValueError, match="one-deal"):
        t.play_match()
    t.new_game_button.click()  # another deal, with the next seed
    assert not t.state.deal_over and t.session.seed == 12 and t.game.rules.variant == "classic"


def test_a_match_table_still_offers_the_next_deal() -> None:
    t = GameTable("classic", players=2, level="beginner", seed=11)
    t.play_deal()
    assert t.next_deal_button.layout.display is None and "Game score" in t.scoreboard.value
    assert t.next_deal() is not None and not t.state.deal_over


def test_a_one_deal_table_resumes_an_unfinished_deal_but_not_a_finished_one(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path))
    first = GameTable("classic", players=2, level="beginner", seed=11, save_as="lesson04", one_deal=True)
    first.play_move(first.legal_moves[0])
    again = GameTable("classic", players=2, level="beginner", seed=11, save_as="lesson04", one_deal=True)
    assert again.saved is not None and again.resume_box.layout.display is None
    again.resume()
    assert again.state == first.state
    again.play_deal()
    assert load_match(match_path("lesson04")).session.state.deal_over
    third = GameTable("classic", players=2, level="beginner", seed=11, save_as="lesson04", one_deal=True)
    assert third.saved is None and third.resume_box.layout.display == "none" and not third.game.history


def test_the_deal_walked_through_follows_section_3() -> None:
    walk = walk_through_deal(seed=2)
    first = walk.starts[0]
    assert [len(h) for h in first.hands] == [4, 4] and len(first.table.cards) == 4 and len(first.stock) == 40
    assert first.dealer == 1 and first.to_move == 0
    assert len(walk.starts) == 6 and [len(m) for m in walk.moves] == [8] * 6
    for later in walk.starts[1:]:  # later rounds: four cards each, none to the table, the same first player
        assert [len(h) for h in later.hands] == [4, 4] and later.to_move == 0 and later.dealer == 1
    assert [s.last_round for s in walk.starts] == [False] * 5 + [True]
    assert walk.final.deal_over and not walk.final.table.cards
    assert walk.following.dealer == 0 and walk.following.to_move == 1, "the deal passes on"
    assert "Altogether 52 cards" in walk.counts()
    assert "With 2 players: 6 rounds" in walk.rounds() and "With 4 players: 3 rounds" in walk.rounds()
    said = str(walk.dealt()) + str(walk.round(2)) + str(walk.last_round()) + str(walk.end()) + str(walk.next_deal())
    assert "Opponent deals, so you play first" in said and "now you deal, and Opponent plays first" in said
    assert "Last round" in str(walk.last_round()) and "leftovers" in str(walk.end())
    assert not re.search(r"\b(?:[2-9]|10|[AJQK])[SHDC]\b", re.sub(r"<[^>]+>", " ", said)), "no card codes"
    with pytest.raises(ValueError):
        walk.round(7)


def test_four_players_deal_three_rounds() -> None:
    walk = walk_through_deal(seed=3, players=4)
    assert len(walk.starts) == 3 and len(walk.starts[0].stock) == 52 - 4 - 16


def test_the_restrictions_fit_on_one_page_with_links() -> None:
    page = str(restrictions_reference())
    assert page.count("<tr>") == 16 and len(RULES) == 15
    for code in RULES:
        assert f'href="10_rules_reference.ipynb#cell-id={code}">{code}</a>' in page
    assert "face_card_capture" not in page and "1 for a build made of single aces" in page
    assert page.count("Royal only") == 3 and "Classic only" in page  # R12-R14, R5: from the entries
    classic = str(restrictions_reference(game="classic"))
    assert classic.count("<tr>") == 13 and "=R12" not in classic and "=R14" not in classic and "Royal only" not in classic


def test_the_end_of_a_deal_says_each_thing_once() -> None:
    """Trial 5: where the leftovers went was said in the picture and in "End of the deal", and the last
    move under the buttons and in "This deal so far"."""
    import re

    t = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    t.play_deal()
    words = re.sub("<[^>]+>", " ", t.picture.value + t.end_of_deal.value + t.builder.feedback.value)
    assert words.count("the leftovers on the table") == 1 and words.count("never a sweep") <= 1, words
    assert t.builder.feedback.value == ""


def test_a_game_without_sweeps_does_not_speak_of_them_at_the_end() -> None:
    """Trial 7: lesson 04's Classic deal (no sweeps scored) ended with "Taking them is never a sweep"; a Royal
    game, which scores sweeps, still says it."""
    import re

    classic = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    classic.play_deal()
    words = re.sub("<[^>]+>", " ", classic.picture.value + classic.end_of_deal.value)
    assert "the leftovers on the table" in words and "sweep" not in words.lower(), words
    royal = GameTable("royal", players=2, level="beginner", seed=11, one_deal=True)
    royal.play_deal()
    if royal.session.leftovers()[1] is not None:
        assert "Taking them is never a sweep (§10)." in royal.end_of_deal.value


def test_a_first_game_shows_no_seed_and_no_show_all_switch() -> None:
    """Trial 8: lesson 04's first game showed "Seed:" and "Show all hands (teaching)", explained only later."""
    first = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    assert first.seed_box.layout.display == "none" and first.show_all_box.layout.display == "none"
    match = GameTable("classic", players=2, level="greedy", seed=7)  # lesson 07 explains both
    assert match.seed_box.layout.display != "none" and match.show_all_box.layout.display != "none"


def test_the_list_of_moves_is_not_called_so_far_once_the_deal_is_over() -> None:
    """Trial 8: "This deal so far" stood over the list after the deal had ended."""
    t = GameTable("classic", players=2, level="beginner", seed=11, one_deal=True)
    t.play_until_my_turn()
    t.builder.play_move(t.legal_moves[0])
    assert "This deal so far" in t.log.value
    t.play_deal()
    assert "This deal, move by move" in t.log.value and "so far" not in t.log.value


def test_the_leftovers_note_of_a_picture_speaks_of_sweeps_only_where_they_score() -> None:
    """Trial 9: lesson 04's deal walk-through (Classic) ended "Taking the leftovers is never a sweep (§9)"."""
    from casino_learn.display import render

    for variant, says in (("classic", False), ("royal", True)):
        table = GameTable(variant, players=2, level="beginner", seed=11, one_deal=True)
        table.play_deal()
        state = table.state
        note = render.state_html(state, seat=0, leftovers=True)
        assert ("never a sweep" in note) == (says and state.leftovers_to is not None), (variant, note[-300:])
    end = walk_through_deal(seed=2).end().html  # lesson 04's walk-through, Classic
    assert "You made the last capture, so the leftovers" in end and "sweep" not in end.lower()
