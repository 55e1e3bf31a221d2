"""The strategy lab: questions about Casino answered by simulation (for notebook 08).

Each study plays seeded deals with computer players and returns plain data (lists and
dicts) that a chart or a table can show. ``progress(done, total)`` is called as deals finish,
so a notebook can drive a progress bar (:func:`show_progress`).

A notebook cell is one call: the ``*_sentence`` helpers say a result in plain words, and the
``*_chart`` helpers return a matplotlib Figure that Jupyter shows once (it is closed in pyplot,
so it is neither shown twice nor kept open). matplotlib is imported only inside the chart
helpers, never when this module is imported.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..agents import get_agent
from ..i18n import N_, _, ngettext
from ..rules.cards import shuffled_deck
from ..rules.errors import CasinoError, whole_number
from ..rules.match import play_deal
from ..rules.scoring import score_deal
from ..rules.state import GameState, new_deal
from ..rules.variants import RuleSet, get_rules
from ..texts.grammar import join_and
from ..texts.levels import LEVEL_NAMES, level_name  # noqa: F401  (the lab's sentences and charts say these)
from ..texts.numbers import decimal, percent

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "DealRecord", "simulate_deals", "sweep_study", "ace_study", "ace_hands", "summarise",
    "DuplicateResult", "duplicate_deals", "compare_levels", "progress_bar", "show_progress",
    "sweep_sentence", "ace_sentence", "levels_sentence", "sweeps_chart", "ace_worth_chart", "levels_chart",
]

Progress = Callable[[int, int], None]


@dataclass
class DealRecord:
    """One simulated deal: the start, the end, points per side and sweeps per side."""

    start: GameState
    end: GameState
    points: tuple[int, ...]
    sweeps: tuple[int, ...]
    extra: dict = field(default_factory=dict)


def simulate_deals(
    rules: RuleSet | str = "royal",
    players: int = 2,
    levels: Sequence[str] = ("greedy", "greedy"),
    deals: int = 100,
    seed: int = 1,
    progress: Progress | None = None,
) -> list[DealRecord]:
    """Play ``deals`` independent deals (scores start at 0-0) with one agent level per seat."""
    rules = get_rules(rules) if isinstance(rules, str) else rules
    _whole(seed, "seed")
    _at_least_one(_whole(deals, "deals"))
    if len(levels) == 1:
        levels = list(levels) * players
    agents = [get_agent(level) for level in levels]
    rng = random.Random(seed)
    records = []
    for i in range(deals):
        start = new_deal(rules, players, i % players, rng)
        end = play_deal(start, agents, rng)
        score = score_deal(rules, end.piles, end.sweeps)
        records.append(DealRecord(start, end, score.deal_points, end.sweeps, {"levels": tuple(levels)}))
        if progress is not None:
            progress(i + 1, deals)
    return records


#: A run refused since the last one that played: ``{"deals": 0}`` after ``simulate_deals(deals=0)``. The cells below
#: still hold the run before it, so their sentences say so (trial 26 read the old numbers as the new run's).
_REFUSED: dict[str, int] = {}


def _whole(value: Any, name: str) -> int:
    return whole_number(value, name)


def _at_least_one(count: int, name: str = "deals") -> None:
    """A lab run plays at least one deal (trial 24 set ``deals=0`` and read "0%" as a result). Said in one line in a
    notebook (:mod:`casino_learn.notebook_errors`). ``name`` is the argument's name: "deals" or "pairs"."""
    if count >= 1:
        _REFUSED.pop(name, None)
        return
    _REFUSED[name] = count
    if name == "pairs":
        # Translators: {pairs} is the number the learner wrote in the lesson's cell (pairs=0); keep "pairs=".
        raise CasinoError(_("With pairs={pairs} no pair of deals is played, so there is nothing to compare: "
                            "choose 1 or more.", pairs=count))
    # Translators: {deals} is the number the learner wrote in the lesson's cell (deals=0); keep "deals=".
    raise CasinoError(_("With deals={deals} no deal is played, so there is nothing to count: choose 1 or more.",
                        deals=count))


def _earlier_run(name: str, played: int) -> str:
    """"" when the last run asked for played; else a sentence (with a space after it) saying that the numbers
    come from the run before the refused one."""
    if name not in _REFUSED:
        return ""
    if name == "pairs":
        # Translators: {asked} is the refused number (pairs=0); {n} how many pairs of deals the earlier run played.
        return ngettext("Your last run (pairs={asked}) played nothing, so these numbers are still those of the run "
                        "before it, with {n} pair of deals.",
                        "Your last run (pairs={asked}) played nothing, so these numbers are still those of the run "
                        "before it, with {n} pairs of deals.", played, asked=_REFUSED[name]) + " "
    # Translators: {asked} is the refused number (deals=0); {n} how many deals the earlier run played.
    return ngettext("Your last run (deals={asked}) played nothing, so these numbers are still those of the run "
                    "before it, with {n} deal.",
                    "Your last run (deals={asked}) played nothing, so these numbers are still those of the run "
                    "before it, with {n} deals.", played, asked=_REFUSED[name]) + " "


def sweep_study(records: Sequence[DealRecord]) -> dict[int, int]:
    """How many deals had 0, 1, 2, ... sweeps in all: ``{sweeps: number of deals}``."""
    counts: dict[int, int] = {}
    for r in records:
        total = sum(r.sweeps)
        counts[total] = counts.get(total, 0) + 1
    return dict(sorted(counts.items()))


def ace_study(records: Sequence[DealRecord]) -> dict[int, float]:
    """Average points of a player's side by the number of aces in that player's first hand, over every
    player of every deal (in Royal an ace captures as 14, §1.3): ``{aces held: average points}``."""
    return {aces: sum(p) / len(p) for aces, p in _points_by_aces(records).items()}


def ace_hands(records: Sequence[DealRecord]) -> dict[int, int]:
    """How many players' first hands held 0, 1, 2, ... aces (every player of every deal): ``{aces held: hands}``."""
    return {aces: len(p) for aces, p in _points_by_aces(records).items()}


def _points_by_aces(records: Sequence[DealRecord]) -> dict[int, list[int]]:
    totals: dict[int, list[int]] = {}
    for r in records:  # every player's first hand (a trial asked whose hand seat 0's was)
        for seat, hand in enumerate(r.start.hands):
            aces = sum(1 for c in hand if c.is_ace)
            totals.setdefault(aces, []).append(r.points[r.start.side_of(seat)])
    return dict(sorted(totals.items()))


def summarise(records: Sequence[DealRecord]) -> dict[str, float]:
    """Average points per side per deal, sweeps per deal and the share of deals with a sweep."""
    n = max(len(records), 1)
    sides = len(records[0].points) if records else 0
    out = {f"points side {s}": sum(r.points[s] for r in records) / n for s in range(sides)}
    out["sweeps per deal"] = sum(sum(r.sweeps) for r in records) / n
    out["deals with a sweep"] = sum(1 for r in records if sum(r.sweeps)) / n
    return out


@dataclass
class DuplicateResult:
    """Level A against level B on duplicate deals: each pack is played twice, seats swapped."""

    level_a: str
    level_b: str
    differences: list[int]  # per pair: A's points minus B's points over both deals
    points_a: int
    points_b: int
    deals_won_a: int
    deals_won_b: int

    @property
    def pairs(self) -> int:
        return len(self.differences)

    @property
    def mean_difference(self) -> float:
        """A's advantage in points per deal."""
        return sum(self.differences) / (2 * max(self.pairs, 1))

    def confidence_interval(self, z: float = 1.96) -> tuple[float, float]:
        """95% interval of A's advantage per deal (normal approximation over the pairs)."""
        n = self.pairs
        if n < 2:
            return (float("-inf"), float("inf"))
        per_deal = [d / 2 for d in self.differences]
        mean = sum(per_deal) / n
        var = sum((x - mean) ** 2 for x in per_deal) / (n - 1)
        half = z * (var / n) ** 0.5
        return (mean - half, mean + half)


def duplicate_deals(
    level_a: str,
    level_b: str,
    pairs: int = 100,
    seed: int = 1,
    variant: str = "royal",
    progress: Progress | None = None,
) -> DuplicateResult:
    """Compare two levels fairly: the same shuffled pack is dealt twice, with the seats swapped,
    so luck of the cards cancels out (two players, scores from 0-0 each deal)."""
    rules = get_rules(variant)
    _whole(seed, "seed")
    _at_least_one(_whole(pairs, "pairs"), "pairs")
    rng = random.Random(seed)
    a, b = get_agent(level_a), get_agent(level_b)
    diffs: list[int] = []
    points_a = points_b = won_a = won_b = 0
    for i in range(pairs):
        pack = shuffled_deck(rng)
        dealer = i % 2
        total_a = total_b = 0
        for seats in ((a, b), (b, a)):
            agent_rng = random.Random(rng.random())
            end = play_deal(new_deal(rules, 2, dealer, stock=pack), list(seats), agent_rng)
            score = score_deal(rules, end.piles, end.sweeps)
            pa, pb = (score.deal_points[0], score.deal_points[1]) if seats[0] is a else (score.deal_points[1], score.deal_points[0])
            total_a += pa
            total_b += pb
            won_a += pa > pb
            won_b += pb > pa
        diffs.append(total_a - total_b)
        points_a += total_a
        points_b += total_b
        if progress is not None:
            progress(i + 1, pairs)
    return DuplicateResult(level_a, level_b, diffs, points_a, points_b, won_a, won_b)


def progress_bar(description: str | None = None) -> tuple[object, Progress]:
    """An ipywidgets progress bar and the callback that moves it (for notebooks)."""
    import ipywidgets as widgets

    if description is None:
        # Translators: the label of a progress bar while the computer plays many deals.
        description = _("Simulating")
    bar = widgets.IntProgress(value=0, min=0, max=1, description=description, bar_style="info")
    # How far, in numbers, and the time left: the label follows the run, so a lesson's "deals=300" edited to
    # 300000 is not still called "300 deals" while it runs for many minutes (trial 24).
    label = widgets.Label()
    started = time.monotonic()

    def update(done: int, total: int) -> None:
        bar.max = total
        bar.value = done
        if done >= total:
            bar.bar_style = "success"
            label.value = ngettext("{done} of {total} done", "{done} of {total} done", total, done=done, total=total)
            return
        left = (time.monotonic() - started) / max(done, 1) * (total - done)
        minutes = round(left / 60)
        label.value = (ngettext("{done} of {total}: about {n} minute left", "{done} of {total}: about {n} minutes left",
                                minutes, done=done, total=total, n=minutes) if minutes >= 1
                       else _("{done} of {total}: less than a minute left", done=done, total=total))

    return widgets.HBox([bar, label]), update


def show_progress(description: str | None = None) -> Progress:
    """Show an ipywidgets progress bar in the notebook and return the callback that moves it:
    ``lab.simulate_deals(..., progress=lab.show_progress())``."""
    from IPython.display import display

    bar, update = progress_bar(description)
    shown = False

    def show_and_update(done: int, total: int) -> None:
        # Shown with the first deal played, not before: a refused run (deals=0) left an empty bar above its
        # one-line refusal (trial 27).
        nonlocal shown
        if not shown:
            display(bar)
            shown = True
        update(done, total)

    return show_and_update


def compare_levels(
    matches: Sequence[tuple[str, str]],
    pairs: int = 100,
    seed: int = 1,
    variant: str = "royal",
    progress: Progress | None = None,
) -> list[DuplicateResult]:
    """:func:`duplicate_deals` for each (stronger, weaker) pair of levels, each with the same
    ``seed``; ``progress`` counts the pairs of deals of all the comparisons together."""
    results = []
    total = len(matches) * pairs
    for i, (level_a, level_b) in enumerate(matches):
        step = None if progress is None else _offset(progress, i * pairs, total)
        results.append(duplicate_deals(level_a, level_b, pairs=pairs, seed=seed, variant=variant, progress=step))
    return results


def _offset(progress: Progress, before: int, total: int) -> Progress:
    return lambda done, _total: progress(before + done, total)


# ---------------------------------------------------------------------------------------------
# Results in words


_ACES = {0: N_("no ace"), 1: N_("one ace"), 2: N_("two aces"), 3: N_("three aces"), 4: N_("four aces")}



def _number(x: float) -> str:
    """One decimal, as the language in use writes it (3.14 -> "3.1", "3,1")."""
    return decimal(x, 1)


def sweep_sentence(records: Sequence[DealRecord]) -> str:
    """Sweeps per deal and the share of deals with one or more, and with two or more, sweeps."""
    n = max(len(records), 1)
    summary = summarise(records)
    several = sum(1 for r in records if sum(r.sweeps) >= 2) / n
    sweeps = _number(summary["sweeps per deal"])
    one = percent(summary["deals with a sweep"])
    two = percent(several)
    # Translators: {one} and {two} are percentages such as "35%".
    return _earlier_run("deals", len(records)) + _("Sweeps per deal: {sweeps}. Deals with at least one sweep: {one}; with two or more: {two}.",
             sweeps=sweeps, one=one, two=two)


def ace_sentence(records: Sequence[DealRecord]) -> str:
    """Average points of a player's side by the aces in that player's first hand, with how many hands each is."""
    hands = ace_hands(records)
    parts = [
        # Translators: e.g. "two aces 4.1 (37 hands)": aces held, average points, how many hands.
        ngettext("{aces} {points} ({n} hand)", "{aces} {points} ({n} hands)", hands[a],
                 aces=_(_ACES[a]) if a in _ACES else ngettext("{n} ace", "{n} aces", a), points=_number(points))
        for a, points in ace_study(records).items()]
    return _earlier_run("deals", len(records)) + _("Average points of a player's side in the deal, by the aces in that player's first hand: {items}.",
             items=", ".join(parts))


def levels_sentence(results: Sequence[DuplicateResult]) -> str:
    """One line per comparison: the first level's extra points per deal, its 95% interval and
    the deals each level won (the other deals were drawn)."""
    lines = []
    for r in results:
        low, high = r.confidence_interval()
        if r.mean_difference < 0:  # the interval of how many fewer
            low, high = -high, -low
        first, second = level_name(r.level_a), level_name(r.level_b)
        values = dict(First=first[:1].upper() + first[1:], first=first, second=second,
                      points=_number(abs(r.mean_difference)), low=_number(low), high=_number(high),
                      won=r.deals_won_a, lost=r.deals_won_b)
        if r.mean_difference >= 0:
            # Translators: {First}/{first} are the same computer level (capitalised or not), e.g. "Greedy".
            line = ngettext("{First} against {second}: {first} scores {points} more points per deal "
                            "(95% interval {low} to {high}) and wins {n} deal to {lost}.",
                            "{First} against {second}: {first} scores {points} more points per deal "
                            "(95% interval {low} to {high}) and wins {n} deals to {lost}.", r.deals_won_a, **values)
        else:
            # Translators: {First}/{first} are the same computer level (capitalised or not), e.g. "Greedy".
            line = ngettext("{First} against {second}: {first} scores {points} fewer points per deal "
                            "(95% interval {low} to {high}) and wins {n} deal to {lost}.",
                            "{First} against {second}: {first} scores {points} fewer points per deal "
                            "(95% interval {low} to {high}) and wins {n} deals to {lost}.", r.deals_won_a, **values)
        lines.append(line)
    played = results[0].pairs if results else 0
    return _earlier_run("pairs", played) + "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Charts (matplotlib is imported here only)


def _chart(draw: Callable[["Axes"], Any], size: tuple[float, float] = (6.0, 3.0)) -> "Figure":
    """A new figure drawn by ``draw(ax)``, closed in pyplot and returned: Jupyter shows the
    returned Figure once, and no window or open figure is left behind."""
    from matplotlib import pyplot as plt

    fig, ax = plt.subplots(figsize=size)
    draw(ax)
    fig.tight_layout()
    plt.close(fig)
    return fig


def _who(records: Sequence[DealRecord]) -> str:
    """ "300 deals, greedy players" (the levels, if :func:`simulate_deals` recorded them)."""
    levels = sorted(set(records[0].extra.get("levels", ()))) if records else []
    deals = ngettext("{n} deal", "{n} deals", len(records))
    if not levels:
        return deals
    # Translators: e.g. "300 deals, greedy players" or "300 deals, careful and greedy players".
    return _("{deals}, {levels} players", deals=deals, levels=join_and([level_name(x) for x in levels]))


def sweeps_chart(records: Sequence[DealRecord]) -> "Figure":
    """Bars of how many deals had 0, 1, 2, ... sweeps (both players together)."""
    from ..display import plots

    if records and records[0].start.rules.is_royal:
        title = _("How many sweeps in a Royal deal? ({who})", who=_who(records))
    else:
        title = _("How many sweeps in a Classic deal? ({who})", who=_who(records))
    return _chart(lambda ax: plots.sweep_bars(sweep_study(records), ax=ax, title=title))


def ace_worth_chart(records: Sequence[DealRecord]) -> "Figure":
    """Bars of the average points of a side by the aces in its first hand, with how many hands."""
    from ..display import plots

    title = _("Aces in a player's first hand and their side's score ({who})", who=_who(records))
    return _chart(lambda ax: plots.ace_bars(ace_study(records), ace_hands(records), ax=ax, title=title))


def levels_chart(results: Sequence[DuplicateResult]) -> "Figure":
    """Bars of the stronger level's extra points per deal, with 95% intervals."""
    from ..display import plots

    return _chart(lambda ax: plots.skill_bars(results, ax=ax))
