"""The matplotlib helpers (casino_learn.display.plots): each returns its Axes, draws the expected
artists, and never calls plt.show()."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.axes import Axes  # noqa: E402

from casino_learn import Table, play_match  # noqa: E402
from casino_learn.agents.simple import RandomAgent  # noqa: E402
from casino_learn.display.plots import SEGMENTS, match_progress, score_breakdown, table_figure  # noqa: E402
from casino_learn.rules.positions import score_position, state_from_json  # noqa: E402


@pytest.fixture(autouse=True)
def no_show(monkeypatch: pytest.MonkeyPatch):
    def fail(*_: object, **__: object) -> None:
        raise AssertionError("plot helpers must not call plt.show()")

    monkeypatch.setattr(plt, "show", fail)
    yield
    plt.close("all")


def by_id(positions: list[dict], pid: str) -> dict:
    return next(p for p in positions if p["id"] == pid)


def card_patches(ax: Axes) -> list[str]:
    return [p.get_gid()[5:] for p in ax.patches if (p.get_gid() or "").startswith("card:")]


def test_table_figure_draws_every_card_and_build(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S18"))
    ax = table_figure(state)
    assert isinstance(ax, Axes)
    assert sorted(card_patches(ax)) == sorted(c.code for c in state.table.cards)
    assert sorted(p.get_gid() for p in ax.patches if (p.get_gid() or "").startswith("build:")) == ["build:B1", "build:B2"]
    assert any("B2: build of 5" in t.get_text() for t in ax.texts)


def test_table_figure_on_given_axes_with_hand(positions: list[dict]) -> None:
    state = state_from_json(by_id(positions, "S15"))
    _, given = plt.subplots()
    ax = table_figure(state, ax=given, seat=state.to_move, four_color=True)
    assert ax is given
    assert len(card_patches(ax)) == len(state.table.cards) + len(state.hands[state.to_move])
    assert "round 1 of 3" in ax.get_title()


def test_table_figure_empty_table() -> None:
    ax = table_figure(Table())
    assert card_patches(ax) == [] and any(t.get_text() == "The table is empty" for t in ax.texts)


@pytest.mark.parametrize("pid", ["S19", "S23"])
def test_score_breakdown_stacks_points_actually_scored(positions: list[dict], pid: str) -> None:
    score = score_position(by_id(positions, pid))
    ax = score_breakdown(score, names=["Ana", "Ben"])
    # no "Sweeps (1 each)" segment where sweeps score nothing (Classic by default, issue 23)
    shown = [label for label, items, _ in SEGMENTS if items != ("sweep",) or score.rules.sweeps_enabled]
    assert len(ax.containers) == len(shown)
    assert all(len(c.patches) == score.sides for c in ax.containers)
    totals = [sum(c.patches[s].get_height() for c in ax.containers) for s in range(score.sides)]
    assert totals == list(score.deal_points)  # locked items (S23: side 0 on 18) count nothing
    assert [t.get_text() for t in ax.get_legend().get_texts()] == shown
    assert [t.get_text() for t in ax.get_xticklabels()] == ["Ana", "Ben"] and ax.get_title()


def test_match_progress_royal_has_lock_zone() -> None:
    match = play_match("royal", [RandomAgent(), RandomAgent()], seed=5)
    ax = match_progress(match.deals, names=["Ana", "Ben"])
    assert len(ax.lines) == 3  # one per side and the target line
    first = ax.lines[0].get_ydata()
    assert first[0] == match.deals[0].scores_before[0] and first[-1] == match.deals[-1].scores_after[0]
    assert len(first) == len(match.deals) + 1
    assert list(ax.lines[2].get_ydata()) == [21, 21]
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert "lock zone (§12.2): 18, 19, 20" in labels and "target 21" in labels
    assert not ax.texts or all("lock zone" not in t.get_text() for t in ax.texts)  # not over the lines (trial 38)


def test_match_progress_classic_and_custom_target() -> None:
    match = play_match("classic", [RandomAgent(), RandomAgent()], seed=5)
    ax = match_progress(match.deals, target=15)
    assert len(ax.lines) == 3 and list(ax.lines[2].get_ydata()) == [15, 15]
    assert not any("lock zone" in t.get_text() for t in ax.get_legend().get_texts())
    assert match_progress([]).get_title() == "No deals scored yet"
