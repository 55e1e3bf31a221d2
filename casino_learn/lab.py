"""The strategy lab: questions about Casino answered by simulation (for notebook 08).

Each study plays seeded deals with computer players and returns plain data (lists and
dicts) that a chart or a table can show. ``progress(done, total)`` is called as deals finish,
so a notebook can drive a progress bar.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .agents import get_agent
from .cards import shuffled_deck
from .match import play_deal
from .scoring import score_deal
from .state import GameState, new_deal
from .variants import RuleSet, get_rules

__all__ = ["DealRecord", "simulate_deals", "sweep_study", "ace_study", "summarise", "DuplicateResult", "duplicate_deals", "progress_bar"]

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
    if len(levels) == 1:
        levels = list(levels) * players
    agents = [get_agent(level) for level in levels]
    rng = random.Random(seed)
    records = []
    for i in range(deals):
        start = new_deal(rules, players, i % players, rng)
        end = play_deal(start, agents, rng)
        score = score_deal(rules, end.piles, end.sweeps)
        records.append(DealRecord(start, end, score.deal_points, end.sweeps))
        if progress is not None:
            progress(i + 1, deals)
    return records


def sweep_study(records: Sequence[DealRecord]) -> dict[int, int]:
    """How many deals had 0, 1, 2, ... sweeps in all: ``{sweeps: number of deals}``."""
    counts: dict[int, int] = {}
    for r in records:
        total = sum(r.sweeps)
        counts[total] = counts.get(total, 0) + 1
    return dict(sorted(counts.items()))


def ace_study(records: Sequence[DealRecord]) -> dict[int, float]:
    """Average points of seat 0's side by the number of aces in seat 0's first hand
    (in Royal an ace captures as 14, §1.3): ``{aces held: average points}``."""
    totals: dict[int, list[int]] = {}
    for r in records:
        aces = sum(1 for c in r.start.hands[0] if c.is_ace)
        totals.setdefault(aces, []).append(r.points[r.start.side_of(0)])
    return {aces: sum(p) / len(p) for aces, p in sorted(totals.items())}


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


def progress_bar(description: str = "Simulating") -> tuple[object, Progress]:
    """An ipywidgets progress bar and the callback that moves it (for notebooks)."""
    import ipywidgets as widgets

    bar = widgets.IntProgress(value=0, min=0, max=1, description=description, bar_style="info")

    def update(done: int, total: int) -> None:
        bar.max = total
        bar.value = done
        if done >= total:
            bar.bar_style = "success"

    return bar, update
