"""The strategy lab's one-call helpers (notebook 08): sentences in plain words, and charts that
come back as a closed matplotlib Figure (shown once by Jupyter, never by plt.show())."""

from __future__ import annotations

import subprocess
import sys

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from casino_learn.display.plots import ace_bars, skill_bars, sweep_bars  # noqa: E402
from casino_learn.lesson import lab  # noqa: E402


@pytest.fixture(autouse=True)
def no_show(monkeypatch: pytest.MonkeyPatch):
    def fail(*_: object, **__: object) -> None:
        raise AssertionError("lab charts must not call plt.show()")

    monkeypatch.setattr(plt, "show", fail)
    yield
    plt.close("all")


@pytest.fixture(scope="module")
def records() -> list[lab.DealRecord]:
    return lab.simulate_deals("royal", levels=["greedy"], deals=30, seed=1)


@pytest.fixture(scope="module")
def results() -> list[lab.DuplicateResult]:
    return lab.compare_levels([("greedy", "beginner"), ("careful", "greedy")], pairs=4, seed=3)


def test_sweeps_chart_counts_every_deal(records: list[lab.DealRecord]) -> None:
    fig = lab.sweeps_chart(records)
    assert isinstance(fig, Figure) and plt.get_fignums() == []  # closed: Jupyter shows the returned figure once
    ax = fig.axes[0]
    counts = lab.sweep_study(records)
    assert [round(p.get_height()) for p in ax.patches] == list(counts.values())
    assert sum(counts.values()) == 30
    assert ax.get_title() == "How many sweeps in a Royal deal? (30 deals, greedy players)"


def test_ace_worth_chart_says_how_many_hands(records: list[lab.DealRecord]) -> None:
    ax = lab.ace_worth_chart(records).axes[0]
    averages, hands = lab.ace_study(records), lab.ace_hands(records)
    assert [p.get_height() for p in ax.patches] == pytest.approx(list(averages.values()))
    assert [t.get_text() for t in ax.get_xticklabels()] == [str(a) for a in averages]
    assert sum(hands.values()) == 60  # both players' first hands of 30 deals
    assert all(any(f"({n} hand" in t.get_text() for t in ax.texts) for n in hands.values())


def test_levels_chart_has_a_bar_and_interval_per_comparison(results: list[lab.DuplicateResult]) -> None:
    ax = lab.levels_chart(results).axes[0]
    assert [p.get_height() for p in ax.patches] == pytest.approx([r.mean_difference for r in results])
    assert [t.get_text() for t in ax.get_xticklabels()] == ["greedy\nvs beginner", "careful\nvs greedy"]
    assert ax.get_title() == "Skill on duplicate deals (4 pairs each)"


def test_compare_levels_is_duplicate_deals_with_one_seed_and_one_progress() -> None:
    seen: list[tuple[int, int]] = []
    results = lab.compare_levels([("greedy", "beginner"), ("careful", "greedy")], pairs=3, seed=3,
                                 progress=lambda done, total: seen.append((done, total)))
    assert [r.differences for r in results] == [lab.duplicate_deals("greedy", "beginner", pairs=3, seed=3).differences,
                                                lab.duplicate_deals("careful", "greedy", pairs=3, seed=3).differences]
    assert seen == [(d, 6) for d in range(1, 7)]


def test_sentences_are_plain_words(records: list[lab.DealRecord], results: list[lab.DuplicateResult]) -> None:
    summary = lab.summarise(records)
    sweeps = lab.sweep_sentence(records)
    assert sweeps.startswith(f"Sweeps per deal: {summary['sweeps per deal']:.1f}. Deals with at least one sweep: "
                             f"{summary['deals with a sweep']:.0%}; with two or more: ")
    aces = lab.ace_sentence(records)
    assert aces.startswith("Average points of a player's side in the deal, by the aces in that player's first hand: no ace ")
    lines = lab.levels_sentence(results).splitlines()
    assert len(lines) == 2 and lines[0].startswith("Greedy against beginner: greedy scores ")
    assert all(" points per deal (95% interval " in line and " wins " in line for line in lines)
    for text in (sweeps, aces, *lines):
        assert "{" not in text and "_" not in text and "side 0" not in text


def test_a_weaker_level_scores_fewer_points() -> None:
    worse = lab.compare_levels([("beginner", "greedy")], pairs=6, seed=3)
    low, high = worse[0].confidence_interval()
    text = lab.levels_sentence(worse)
    assert "beginner scores" in text and " fewer points per deal " in text
    assert f"(95% interval {-high:.1f} to {-low:.1f})" in text


def test_plot_helpers_draw_on_a_given_axes(results: list[lab.DuplicateResult]) -> None:
    _, ax = plt.subplots()
    assert sweep_bars({0: 2, 1: 5}, ax=ax) is ax and len(ax.patches) == 2
    _, ax = plt.subplots()
    assert ace_bars({0: 6.0, 1: 7.5}, {0: 9, 1: 1}, ax=ax) is ax and any("(1 hand)" in t.get_text() for t in ax.texts)
    _, ax = plt.subplots()
    assert skill_bars([], ax=ax) is ax and ax.get_title() == "Skill on duplicate deals"


def test_importing_the_lab_does_not_import_matplotlib() -> None:
    code = "import sys, casino_learn.lesson.lab; print([m for m in ('matplotlib', 'IPython', 'ipywidgets') if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"
