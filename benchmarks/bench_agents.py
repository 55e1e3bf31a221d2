"""Strength of the computer players: each level against the level below on duplicate deals.

    python benchmarks/bench_agents.py [--pairs 200] [--seed 1] [--levels beginner,greedy,careful,expert]

Each 2-player Royal deal is played twice with the same shuffled pack and the same dealer, the
two players swapping seats, so the luck of the cards cancels out. A deal is scored on its own
from 0-0 with plain addition (no near-21 locks): its ``deal_points``. For one duplicate pair the
difference is (points of the stronger level in both games) - (points of the weaker level in
both games); the table shows it per deal (half the pair difference) with a 95% confidence
interval (normal approximation over the pairs). The expert's time per decision is measured too.
Results are also written to ``benchmarks/out/agents.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from casino_learn import get_rules, new_deal, score_deal, shuffled_deck  # noqa: E402
from casino_learn.agents import LEVELS, get_agent  # noqa: E402
from casino_learn.rules.match import play_deal  # noqa: E402
from casino_learn.rules.moves import Move  # noqa: E402
from casino_learn.rules.state import PlayerView  # noqa: E402

OUT = ROOT / "benchmarks" / "out" / "agents.json"
RULES = get_rules("royal")
PLAIN_SCORING = RULES.with_options(near_target_locks=False)  # a single deal from 0-0: plain addition


class TimedAgent:
    """Wraps an agent and records how long each of its decisions takes."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.seconds: list[float] = []
        self.forced: list[bool] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Move:
        start = time.perf_counter()
        move = self.agent.choose(view, rng)
        self.seconds.append(time.perf_counter() - start)
        self.forced.append(len(view.legal_moves) == 1)
        return move


@dataclass
class PairResult:
    """One duplicate pair: points of the stronger (a) and weaker (b) level in games 1 and 2."""

    comparison: int
    pair: int
    a_points: tuple[int, int]
    b_points: tuple[int, int]
    seconds: dict[str, list[float]]
    forced: dict[str, list[bool]]


def play_pair(task: tuple[int, str, str, int, int]) -> PairResult:
    """Play one duplicate pair: the same pack and dealer twice, seats swapped."""
    comparison, strong, weak, pair, seed = task
    pack = shuffled_deck(random.Random(f"pack-{seed}-{pair}"))
    dealer = pair % 2
    a_points: list[int] = []
    b_points: list[int] = []
    seconds: dict[str, list[float]] = {strong: [], weak: []}
    forced: dict[str, list[bool]] = {strong: [], weak: []}
    for game in range(2):
        agent_a, agent_b = TimedAgent(get_agent(strong)), TimedAgent(get_agent(weak))
        seats = [agent_a, agent_b] if game == 0 else [agent_b, agent_a]
        rng = random.Random(f"agents-{seed}-{comparison}-{pair}-{game}")
        state = play_deal(new_deal(RULES, 2, dealer, stock=pack), seats, rng)
        points = score_deal(PLAIN_SCORING, state.piles, state.sweeps).deal_points
        seat_a = 0 if game == 0 else 1
        a_points.append(points[seat_a])
        b_points.append(points[1 - seat_a])
        for name, agent in ((strong, agent_a), (weak, agent_b)):
            seconds[name] += agent.seconds
            forced[name] += agent.forced
    return PairResult(comparison, pair, (a_points[0], a_points[1]), (b_points[0], b_points[1]), seconds, forced)


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95% normal-approximation confidence interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    position = share * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summarise(strong: str, weak: str, results: list[PairResult]) -> dict[str, Any]:
    a_deals = [p for r in results for p in r.a_points]
    b_deals = [p for r in results for p in r.b_points]
    pair_differences = [sum(r.a_points) - sum(r.b_points) for r in results]
    per_deal = [d / 2 for d in pair_differences]
    mean, low, high = mean_interval(per_deal)
    deals = len(a_deals)
    return {
        "stronger": strong,
        "weaker": weak,
        "pairs": len(results),
        "deals": deals,
        "mean_points_per_deal": {strong: statistics.fmean(a_deals), weak: statistics.fmean(b_deals)},
        "mean_difference_per_deal": mean,
        "difference_per_deal_ci95": [low, high],
        "mean_difference_per_pair": statistics.fmean(pair_differences),
        "difference_per_pair_ci95": [2 * low, 2 * high],
        "deal_win_rate": {
            strong: sum(a > b for a, b in zip(a_deals, b_deals)) / deals,
            weak: sum(b > a for a, b in zip(a_deals, b_deals)) / deals,
            "tie": sum(a == b for a, b in zip(a_deals, b_deals)) / deals,
        },
        "goal_met": low > 0,
    }


def timing(name: str, results: list[PairResult]) -> dict[str, Any]:
    seconds = [s for r in results for s in r.seconds.get(name, [])]
    forced = [f for r in results for f in r.forced.get(name, [])]
    chosen = [s for s, f in zip(seconds, forced) if not f]
    return {
        "level": name,
        "decisions": len(seconds),
        "forced_decisions": sum(forced),
        "median_seconds": statistics.median(seconds) if seconds else float("nan"),
        "p90_seconds": percentile(seconds, 0.9),
        "max_seconds": max(seconds) if seconds else float("nan"),
        "median_seconds_unforced": statistics.median(chosen) if chosen else float("nan"),
        "p90_seconds_unforced": percentile(chosen, 0.9),
    }


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairs", type=int, default=200, help="duplicate pairs per comparison (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the packs and of the players' rng")
    parser.add_argument("--levels", default=",".join(LEVELS), help="levels to compare, weakest first, comma-separated")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--out", default=str(OUT), help="where to write the JSON results")
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    if len(levels) < 2:
        parser.error("--levels needs at least two levels")
    for name in levels:
        get_agent(name)  # fail early on an unknown name
    comparisons = [(levels[k + 1], levels[k]) for k in range(len(levels) - 1)]
    tasks = [(k, strong, weak, pair, args.seed) for k, (strong, weak) in enumerate(comparisons) for pair in range(args.pairs)]
    # The slowest comparisons first, so the two workers finish together.
    tasks.sort(key=lambda t: (-levels.index(t[1]), t[3]))
    start = time.perf_counter()
    results: list[PairResult] = []
    with multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn").Pool(args.workers) as pool:
        for done, result in enumerate(pool.imap_unordered(play_pair, tasks, chunksize=1), 1):
            results.append(result)
            if done % 100 == 0 or done == len(tasks):
                print(f"  {done}/{len(tasks)} pairs played ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start

    summaries = []
    for k, (strong, weak) in enumerate(comparisons):
        summaries.append(summarise(strong, weak, sorted((r for r in results if r.comparison == k), key=lambda r: r.pair)))
    timed_levels = [name for name in levels if name == "expert"] or [levels[-1]]
    timings = [timing(name, results) for name in timed_levels]

    print(f"Duplicate 2-player Royal deals: {args.pairs} pairs ({2 * args.pairs} deals) per comparison, seed {args.seed}, "
          f"{args.workers} workers, {elapsed:.0f} s")
    header = f"{'stronger vs weaker':<22} {'pts/deal':>15} {'diff/deal':>9} {'95% CI':>17} {'deal wins':>15} {'ties':>5}  goal"
    print(header)
    print("-" * len(header))
    for s in summaries:
        strong, weak = s["stronger"], s["weaker"]
        points = f"{s['mean_points_per_deal'][strong]:.2f} v {s['mean_points_per_deal'][weak]:.2f}"
        low, high = s["difference_per_deal_ci95"]
        wins = f"{s['deal_win_rate'][strong]:.0%} v {s['deal_win_rate'][weak]:.0%}"
        print(f"{strong + ' vs ' + weak:<22} {points:>15} {s['mean_difference_per_deal']:>+9.2f} "
              f"{f'[{low:+.2f}, {high:+.2f}]':>17} {wins:>15} {s['deal_win_rate']['tie']:>5.0%}  {'met' if s['goal_met'] else 'NOT met'}")
    print("(diff/deal = half the duplicate pair difference; the pair difference is twice it)")
    for t in timings:
        print(f"{t['level']} decision time: median {t['median_seconds']:.4f} s, 90th percentile {t['p90_seconds']:.4f} s, "
              f"max {t['max_seconds']:.3f} s over {t['decisions']} decisions ({t['forced_decisions']} forced, answered at once); "
              f"unforced only: median {t['median_seconds_unforced']:.3f} s, 90th percentile {t['p90_seconds_unforced']:.3f} s")

    report = {
        "variant": "royal",
        "players": 2,
        "pairs": args.pairs,
        "seed": args.seed,
        "levels": levels,
        "workers": args.workers,
        "elapsed_seconds": elapsed,
        "comparisons": summaries,
        "decision_times": timings,
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(f"Results written to {out}")
    return report


if __name__ == "__main__":
    main()
