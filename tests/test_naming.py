"""One naming scheme (issue 11): the learner is always "You", the others "Opponent", "Partner" or
"Opponent 1/2" (or the names given), and no seat or side number reaches learner-facing HTML."""

from __future__ import annotations

import html as htmllib
import random
import re

import pytest

from casino_learn import Game, describe_move
from casino_learn.display.render import legal_moves_html, move_html, position_html, score_sheet_html, state_html
from casino_learn.rules.positions import score_position, state_from_json
from casino_learn.rules.scoring import CountEntry, DealScore
from casino_learn.rules.state import GameState
from casino_learn.texts import names as naming

#: "Seat 1", "side 0", "Player 2", "seat 3" ... anywhere in the words or labels of the page.
NUMBERED = re.compile(r"\b(seat|side|player)s?\s*\d", re.IGNORECASE)
#: A row of the totals table: name, before, +this deal.
TOTALS = re.compile(r'<tr><td>([^<]*)</td><td class="casino-num">(\d+)</td><td class="casino-num">\+(\d+)</td>')


def by_id(positions: list[dict], pid: str) -> dict:
    return next(p for p in positions if p["id"] == pid)


def words(page: str) -> str:
    """The learner-facing text of a page: the words, the titles and the aria-labels (not the CSS)."""
    page = re.sub(r"<style>.*?</style>", "", page, flags=re.DOTALL)
    labels = " ".join(re.findall(r'(?:aria-label|title)="([^"]*)"', page))
    return htmllib.unescape(re.sub(r"<[^>]+>", " ", page) + " " + labels)


def assert_no_numbers(page: str) -> None:
    found = NUMBERED.findall(words(page))
    assert not found, f"seat/side numbers in learner-facing text: {found}"


def finished_game(players: int, seed: int) -> Game:
    game = Game("royal", players, seed=seed)
    rng = random.Random(seed)
    while not game.deal_over:
        game.play(rng.choice(list(game.legal_moves)))
    return game


def game_with_builds(players: int, seed: int) -> GameState:
    """A position of a random deal with at least one build on the table, owned by someone."""
    rng = random.Random(seed)
    for _ in range(50):
        game = Game("classic", players, seed=rng.randrange(10**6))
        while not game.deal_over:
            if len(game.state.table.builds) >= 1 and game.state.to_move in (0, 1):
                return game.state
            moves = list(game.legal_moves)
            builds = [m for m in moves if m.kind == "build"]
            game.play(rng.choice(builds or moves))
    raise AssertionError("no build made")


# --- the names module ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "viewer", "seats", "sides"),
    [
        (2, 0, ["You", "Opponent"], ["You", "Opponent"]),
        (2, 1, ["Opponent", "You"], ["Opponent", "You"]),
        (3, 0, ["You", "Opponent 1", "Opponent 2"], ["You", "Opponent 1", "Opponent 2"]),
        (3, 1, ["Opponent 2", "You", "Opponent 1"], ["Opponent 2", "You", "Opponent 1"]),
        (4, 0, ["You", "Opponent 1", "Partner", "Opponent 2"], ["You and Partner", "Opponents"]),
        (4, 1, ["Opponent 2", "You", "Opponent 1", "Partner"], ["Opponents", "You and Partner"]),
        (4, 3, ["Opponent 1", "Partner", "Opponent 2", "You"], ["Opponents", "You and Partner"]),
    ],
)
def test_default_names_seen_by_the_learner(players: int, viewer: int, seats: list[str], sides: list[str]) -> None:
    assert naming.seat_names(players, viewer) == seats
    assert naming.side_names(players, viewer) == sides
    seating = naming.Seating(players, viewer)
    assert seating.names == seats and seating.side_names == sides
    assert [seating.role(s) for s in range(players)] == ["you" if s == viewer else "one" for s in range(players)]
    side_roles = [seating.side_role(side) for side in range(seating.sides)]
    assert side_roles == (["several", "several"] if players == 4 else ["you" if s == viewer else "one" for s in range(players)])


def test_opponents_are_numbered_in_the_order_of_play_after_the_learner() -> None:
    for players in (3, 4):
        for viewer in range(players):
            seats = naming.seat_names(players, viewer, partnerships=False)
            after = [seats[(viewer + k) % players] for k in range(1, players)]
            assert after == [f"Opponent {n}" for n in range(1, players)]


def test_given_names_and_no_learner() -> None:
    assert naming.seat_names(2, 1, ["Ana", "Ben"]) == ["Ana", "Ben"]
    assert naming.side_names(4, 0, ["Ana", "Ben", "Cy", "Dan"]) == ["Ana and Cy", "Ben and Dan"]
    assert naming.side_names(4, 0, ["Reds", "Blues"]) == ["Reds", "Blues"]
    assert naming.seat_names(3, None) == ["Player 1", "Player 2", "Player 3"]
    assert naming.side_names(4, 2, partnerships=False) == ["Opponent 2", "Opponent 3", "You", "Opponent 1"]


def test_sentences_are_chosen_by_the_seat_s_role_not_its_name() -> None:
    two, team, three = naming.Seating(2, 0), naming.Seating(4, 0), naming.Seating(3, 0)
    assert naming.deals_line(two, 0) == "You deal" and naming.deals_line(two, 1) == "Opponent deals"
    assert naming.wins_line(team, 0) == "You and Partner win the game!" and naming.wins_line(team, 1) == "Opponents win the game!"
    assert naming.wins_line(naming.Seating(2, 0, given=("Ana", "Ben")), 0) == "Ana wins the game!"
    assert naming.turn_line(two, 0) == "Your turn" and naming.turn_line(three, 2) == "Opponent 2 to move"
    assert naming.scores_line(["You", "Opponent"], [7, 4]) == "You 7, Opponent 4"
    # a given name that happens to read "You" is a name, not the learner: no text is compared
    assert naming.deals_line(naming.Seating(2, 0, given=("You", "Ben")), 0) == "You deals"
    assert naming.deals_line(naming.Seating(2, None), 0) == "Player 1 deals"


def test_no_name_is_compared_as_text() -> None:
    import inspect

    for gone in ("is_you", "is_us", "is_plural", "is_several", "verb", "possessive", "shown", "side_of_seat"):
        assert not hasattr(naming, gone), gone
    import casino_learn.rules.state as state_module

    # one function says which side a seat is on: the states, the views and the seatings all ask it
    assert "seat % 2" in inspect.getsource(state_module.seat_side)
    for source in (inspect.getsource(state_module.GameState), inspect.getsource(state_module.PlayerView),
                   inspect.getsource(naming)):
        assert "seat % 2" not in source


# --- pages of a game ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("learner", [0, 1])
def test_state_html_calls_the_learner_you_and_numbers_nobody(players: int, learner: int) -> None:
    state = game_with_builds(players, seed=players * 10 + learner)
    for page in (state_html(state, seat=learner), state_html(state.view(learner)), state_html(state, seat=learner, show_all=True)):
        text = words(page)
        assert_no_numbers(page)
        blocks = re.findall(r'<div class="casino-seat-name">([^<]*)', page)
        names = naming.seat_names(players, learner)
        assert blocks == names[learner:] + names[:learner]  # from the learner's own seat (trial 4)
        assert blocks[0] == "You"
        assert ("Your turn" in text) == (state.to_move == learner)
        assert "owner: " in text  # builds are owned by someone with a name
        side = naming.side_names(players, learner)[state.side_of(learner)]
        assert f"{side}: " in text  # the captured pile of the learner's side, by name
    given = ["Ana", "Ben", "Cy", "Dan"][:players]
    page = state_html(state, seat=learner, names=given)
    assert_no_numbers(page)
    assert "You" not in re.findall(r'<div class="casino-seat-name">([^<]*)', page)
    assert all(name in words(page) for name in given)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("learner", [0, 1])
def test_score_sheet_labels_every_score_by_name(players: int, learner: int) -> None:
    game = finished_game(players, seed=players + 7 * learner)
    score = game.deal_score
    assert score is not None
    page = score_sheet_html(score, viewer=learner, players=players)
    assert_no_numbers(page)
    text = words(page)
    sides = naming.side_names(players, learner)
    mine = sides[game.state.side_of(learner)]
    assert mine in ("You", "You and Partner")
    totals = TOTALS.findall(page)
    assert [name for name, _, _ in totals] == sides
    assert [int(p) for _, _, p in totals] == list(score.deal_points)
    assert "Starting from: " + ", ".join(f"{n} {b}" for n, b in zip(sides, score.scores_before)) in text
    named = score_sheet_html(score, names=["Ana", "Ben", "Cy", "Dan"][:players])
    assert_no_numbers(named)
    expected = ["Ana and Cy", "Ben and Dan"] if players == 4 else ["Ana", "Ben", "Cy"][:players]
    assert [n for n, _, _ in TOTALS.findall(named)] == expected


@pytest.mark.parametrize("pid", ["S22", "S23", "S24"])
def test_royal_count_lines_name_the_sides_and_agree(positions: list[dict], pid: str) -> None:
    score = score_position(by_id(positions, pid))
    page = score_sheet_html(score)
    assert_no_numbers(page)
    for entry in score.count_log:
        line = entry.explain(score.rules.target_score)
        assert line in htmllib.unescape(page)
        if entry.side == 0 and entry.note in ("locked", "already out", "goes out"):
            assert re.search(r"You (are|have|\+\d+ → \d+ and go) ", line), line
        if entry.side == 1 and entry.note == "locked":
            assert "Opponent is locked" in line
    if score.result.status == "winner":
        assert ("You win the game!" in page) == (score.result.winner == 0)
        assert ("Opponent wins the game!" in page) == (score.result.winner == 1)
        assert "The only one to reach 21 (§12.3)." in page


def test_count_line_defaults_and_plural_teams() -> None:
    locked = CountEntry("ace_H", 0, 0, "locked", 18)
    assert locked.explain(21) == ("Ace of hearts: You are locked on 18: only most cards can score from there, "
                                  "so this is lost (§12.2).")
    assert locked.explain(21, names=["Ana", "Ben"]).startswith("Ace of hearts: Ana is locked on 18")
    assert CountEntry("cards", 1, 0, "already out", 21).explain(21, players=4).startswith(
        "Most cards: Opponents have already gone out")
    assert CountEntry("cards", 0, 3, "goes out", 21).explain(21, players=4) == (
        "Most cards: You and Partner +3 → 21 and go out! (§12.2)")
    assert CountEntry("spades", 2, 1, "normal", 5).explain(21, sides=3) == "Most spades: Opponent 2 +1 → 5."
    assert CountEntry("cards", 1, 3, "normal", 3).explain(21) == "Most cards: Opponent +3 → 3."


def test_result_reasons_name_no_side(positions: list[dict]) -> None:
    for pid in ("S19", "S20", "S21", "S22", "S23", "S24"):
        score: DealScore = score_position(by_id(positions, pid))
        assert not NUMBERED.search(score.result.reason), score.result.reason


def test_moves_and_lessons_speak_to_you(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S18"))  # 3 players, seat 1 to move, builds of seats 0 and 2
    assert state.to_move == 1
    for page in (position_html(state), legal_moves_html(state), move_html(state, state.legal_moves[0])):
        assert_no_numbers(page)
    assert "You " in words(move_html(state, state.legal_moves[0]))
    owners = re.findall(r"owner: ([^\"<]*)", position_html(state))
    assert owners and set(owners) <= {"Opponent 1", "Opponent 2"}
    seen_by_seat_0 = move_html(state, state.legal_moves[0], viewer=0)
    assert "Opponent 1 " in words(seen_by_seat_0) and "owner: You" in seen_by_seat_0
    assert "Ben " in words(move_html(state, state.legal_moves[0], names=["Ana", "Ben", "Cy"]))


def test_describe_move_past_and_suggestion(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S03"))  # 8H against AC 2D 3S 5C 6H 8D
    move = "8H capture 2D 6H 8D"
    assert describe_move(state, move) == "You captured 8♦ and 6♥+2♦ with 8♥."
    assert describe_move(state, move, seating=naming.Seating(2, viewer=1)) == "Opponent captured 8♦ and 6♥+2♦ with 8♥."
    assert describe_move(state, move, tense="suggestion") == "capture 8♦ and 6♥+2♦ with 8♥"
    trail = next(m for m in state.legal_moves if m.kind == "trail")
    assert describe_move(state, trail, tense="suggestion") == f"trail {trail.card.symbol}"
    builds = [m for m in state.legal_moves if m.kind == "build"]
    for m in builds:
        said = describe_move(state, m, tense="suggestion")
        assert said.startswith(("build ", "raise ")) and not said.endswith(".")
    with pytest.raises(ValueError):
        describe_move(state, move, tense="future")


def test_game_names_default_to_you_and_opponent() -> None:
    game = Game("classic", 2, seed=11, first_dealer=0)
    assert game.names == ["You", "Opponent"]
    assert game.play(game.legal_moves[0]).startswith("Opponent ")
    assert Game("royal", 4, seed=1).names == ["You", "Opponent 1", "Partner", "Opponent 2"]
    lesson = Game.from_state(game.state)  # the learner is the player to move
    assert lesson.names[game.state.to_move] == "You"
    assert_no_numbers(game._repr_html_())


# --- the widgets ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_game_table_names_and_scores(players: int) -> None:
    from casino_learn.widgets import GameTable

    t = GameTable("classic", players=players, level="beginner", seed=5)
    assert t.game.names == naming.seat_names(players, 0)
    sides = naming.side_names(players, 0)
    assert "Game score: " + naming.scores_line(sides, [0] * len(sides)) in t.scoreboard.value
    while not t.state.deal_over:
        if t.my_turn:
            assert t.play_move(t.legal_moves[0]).ok
        else:
            t.step()
    for page in (t.scoreboard.value, t.picture.value, t.score_sheet.value, t.message.value, t.log.value, t.replay_view.value):
        assert_no_numbers(page)
    assert sides[0] in words(t.score_sheet.value)
    assert ("<th>Team</th>" in t.score_sheet.value) == (players == 4)
    assert any(e.startswith("You ") for e in t.events) and any(e.startswith("Opponent 1 ") for e in t.events)


def test_move_builder_for_a_learner_at_seat_1(positions: list[dict]) -> None:
    from casino_learn.widgets import MoveBuilder

    state = state_from_json(by_id(positions, "S07"))  # seat 0 to move, B1 owned by seat 1
    b = MoveBuilder(state)
    assert b.game.names == ["You", "Opponent"] and "Your turn." in b.status.value
    tooltips = [i["label"] for i in b.card_table.items if i["kind"] == "build"]
    assert tooltips and all(tip.endswith("owner Opponent") for tip in tooltips)
    assert_no_numbers(b.show_legal_moves())

    game = Game("classic", 2, seed=3, first_dealer=1)  # seat 0 plays first; the learner is seat 1
    watcher = MoveBuilder(game, seat=1)
    assert game.names == ["Opponent", "You"] and "Waiting for Opponent to play." in watcher.status.value
    game.play(game.legal_moves[0])
    watcher.refresh()
    assert "Your turn." in watcher.status.value and game.history[0].description.startswith("Opponent ")


# --- the charts ------------------------------------------------------------------------------------------


def test_charts_label_by_name(positions: list[dict]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    from casino_learn.display.plots import match_progress, score_breakdown, table_figure

    try:
        state = state_from_json(by_id(positions, "S18"))  # 3 players, seat 1 to move
        ax = table_figure(state, seat=state.to_move)
        texts = " ".join(t.get_text() for t in ax.texts)
        assert "Your hand" in texts and "owner: Opponent 1" in texts and not NUMBERED.search(texts)
        score = score_position(by_id(positions, "S23"))
        ax = score_breakdown(score)
        assert [t.get_text() for t in ax.get_xticklabels()] == ["You", "Opponent"]
        ax = score_breakdown(score, viewer=1)
        assert [t.get_text() for t in ax.get_xticklabels()] == ["Opponent", "You"]
        game = finished_game(4, seed=3)
        assert game.deal_score is not None
        ax = match_progress([game.deal_score], players=4)
        legend = [t.get_text() for t in ax.get_legend().get_texts()]
        assert legend[:2] == ["You and Partner", "Opponents"]
    finally:
        plt.close("all")


def test_a_game_saved_with_the_old_seat_names_loads_with_the_new_ones() -> None:
    from casino_learn.play.saving import game_from_dict, game_to_dict

    game = Game("classic", 2, seed=4)
    data = game_to_dict(game)
    assert data["viewer"] == 0 and data["names"] is None  # seats are saved, not English names
    del data["viewer"]  # a file saved before seats were kept: names only
    data["names"] = ["Seat 0", "Seat 1"]
    assert game_from_dict(data).names == ["You", "Opponent"]
    data["names"] = ["Opponent", "You"]  # saved with the learner at seat 1
    old = game_from_dict(data)
    assert old.names == ["Opponent", "You"] and old.seating.learner == 1
    data["names"] = ["Ana", "Ben"]
    assert game_from_dict(data).names == ["Ana", "Ben"] and game_from_dict(data).seating.learner is None


def test_history_stores_seats_and_is_worded_when_read() -> None:
    from casino_learn.i18n import language
    from casino_learn.play.saving import game_from_dict, game_to_dict

    game = Game("classic", 2, seed=11, first_dealer=1)  # seat 0 plays first
    game.play(game.legal_moves[0])
    game.play(game.legal_moves[0])
    first, second = game.history
    assert (first.seat, second.seat) == (0, 1) and first.viewer == 0
    assert first.description.startswith("You ") and second.description.startswith("Opponent ")
    with language("es"):
        assert not first.description.startswith("You ") and second.description.startswith("Rival ")
    resumed = game_from_dict(game_to_dict(game))
    assert [e.description for e in resumed.history] == [e.description for e in game.history]


def test_a_multiple_build_is_described_group_by_group() -> None:
    """Learner trial: 'You built 3 with 3♦+2♣+A♥' reads as one sum of 6."""
    import casino_learn as cl

    state = cl.position("classic", hand="3D 3S 6C", table="AH 2C")
    assert cl.describe_move(state, "3D build 3 AH 2C") == "You built 3 with 3♦ and 2♣+A♥ (a multiple build: each group makes 3)."
    assert cl.describe_move(state, "3D build 6 AH 2C") == "You built 6 with 3♦+2♣+A♥."
