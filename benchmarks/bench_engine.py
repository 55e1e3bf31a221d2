"""Engine speed (issue 2 targets): random-vs-random Royal deals per second, legal moves for a
4-card hand against a 16-item table, and the time to import casino_learn.

    python benchmarks/bench_engine.py [--deals 1000] [--repeats 5] [--seed 1]

The machine is a shared VM whose speed varies by tens of percent from run to run, so each
figure is a median over several runs (the best run is shown too).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from casino_learn import Build, Card, GameState, Table, get_rules, new_deal  # noqa: E402
from casino_learn.rules import legal, movegen  # noqa: E402
from casino_learn.rules.cards import parse_cards  # noqa: E402


def random_deals(n: int, seed: int) -> float:
    rules = get_rules("royal")
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(n):
        state = new_deal(rules, 2, i % 2, rng)
        while not state.deal_over:
            state = state.apply(rng.choice(state.legal_moves))
    return n / (time.perf_counter() - start)


def clear_caches() -> None:
    """Empty every cache the generator keeps between calls (v-sets, subset sums, pickers)."""
    movegen.clear_caches()
    legal.clear_caches()


def big_table_ms(repeats: int) -> tuple[float, float, int]:
    """Median milliseconds, with every cache cleared, to find all legal moves of a 4-card hand
    against a 16-item table (12 loose cards, 4 builds), and to find them and list them all
    as Move objects; and how many there are."""
    found, listed = [], []
    count = 0
    for _ in range(repeats):
        clear_caches()
        state = big_table_state()
        t = time.perf_counter()
        count = len(state.legal_moves)  # every legal move found, deduplicated, with its plan
        found.append((time.perf_counter() - t) * 1000)
        clear_caches()
        state = big_table_state()
        t = time.perf_counter()
        count = len(list(state.legal_moves))  # ... and every one made as a Move object
        listed.append((time.perf_counter() - t) * 1000)
    return statistics.median(found), statistics.median(listed), count


def big_table_state() -> GameState:
    """Seat 0 to move with 7C 9H 10H 5H against 12 loose cards and 4 builds (2,413 legal moves)."""
    rules = get_rules("classic")
    loose = parse_cards("AC 2D 3S 4H 5C 6D 7S 8H 9C 10S AD 2H")
    builds = (
        Build("B1", 9, ((Card.parse("5S"), Card.parse("4C")),), 1),
        Build("B2", 8, ((Card.parse("8S"),), (Card.parse("6S"), Card.parse("2C"))), 1),
        Build("B3", 7, ((Card.parse("3D"), Card.parse("4D")),), 0),
        Build("B4", 10, ((Card.parse("7D"), Card.parse("3H")),), 1),
    )
    table = Table(tuple(sorted(loose)), builds)
    hand = tuple(sorted(parse_cards("7C 9H 10H 5H")))
    return GameState(rules, 2, 1, 0, (hand, ()), table)


def import_ms(repeats: int = 5, cached: bool = True) -> float:
    """Median time of ``import casino_learn`` in a fresh interpreter. With ``cached`` the
    bytecode cache is used (as on a learner's machine; a first run fills a private cache), else
    every module is compiled from source (as with PYTHONDONTWRITEBYTECODE=1 on this VM)."""
    import os
    import tempfile

    code = "import time; t=time.perf_counter(); import casino_learn; print((time.perf_counter()-t)*1000)"
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ)
    if cached:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="casino-pycache-")
        subprocess.check_output([sys.executable, "-c", code], cwd=root, env=env)  # fill the cache
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="casino-nocache-")
    runs = [float(subprocess.check_output([sys.executable, "-c", code], cwd=root, env=env)) for _ in range(repeats)]
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    random_deals(200, args.seed + 1000)  # warm-up (caches, imports)
    rates = [random_deals(args.deals, args.seed + k) for k in range(args.repeats)]
    print(
        f"random-vs-random Royal deals, 2 players: median {statistics.median(rates):.0f} deals/s, "
        f"best {max(rates):.0f} ({args.repeats} runs of {args.deals} deals, seeds {args.seed}..{args.seed + args.repeats - 1}); target >= 500"
    )
    found, listed, count = big_table_ms(50)
    print(f"legal moves, 4-card hand vs 16-item table (cold caches): median {found:.2f} ms to find all {count}, "
          f"{listed:.2f} ms to find and list them as Move objects; target < 5 ms")
    print(f"import casino_learn: median {import_ms(cached=True):.1f} ms with bytecode cached, "
          f"{import_ms(cached=False):.1f} ms compiling from source; target < 100 ms")


if __name__ == "__main__":
    main()
