"""Engine work in CPU instructions, a measure that does not swing with the VM's load.

    python benchmarks/bench_instructions.py [--deals 100]

Wall-clock figures from bench_engine.py vary by tens of percent between runs on a shared
machine; instruction counts from valgrind's callgrind vary by well under 1%. This script runs
the same workloads as bench_engine.py under callgrind and subtracts a run that only imports
and sets up, so the figures are instructions per random Royal deal, and per finding (and per
listing as Move objects) of every legal move for the 4-card hand against the 16-item table,
with every cache cleared.
It needs valgrind (Debian package ``valgrind``) and takes a minute or two.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

DEALS = """
import random, sys
sys.path.insert(0, {root!r})
from casino_learn import get_rules, new_deal
rules = get_rules("royal")
rng = random.Random(1)
for i in range({n}):
    state = new_deal(rules, 2, i % 2, rng)
    while not state.deal_over:
        state = state.apply(rng.choice(state.legal_moves))
"""

BIG_TABLE = """
import sys
sys.path.insert(0, {root!r})
sys.path.insert(0, {benchmarks!r})
import bench_engine
for _ in range({n}):
    bench_engine.clear_caches()
    {action}(bench_engine.big_table_state().legal_moves)
"""


def instructions(script: str) -> int:
    """Instructions executed by a Python process running ``script``, counted by callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "work.py"
        path.write_text(script)
        out = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/callgrind.out", real_python(), str(path)],
            capture_output=True, text=True, check=True,
        )
    found = re.search(r"refs:\s+([\d,]+)", out.stderr)
    if not found:
        raise SystemExit("callgrind printed no instruction count:\n" + out.stderr[-2000:])
    return int(found.group(1).replace(",", ""))


def real_python() -> str:
    """The interpreter binary itself (valgrind cannot follow a pyenv shim script)."""
    return os.path.realpath(sys.executable)


def per_item(template: str, count: int, **fields: object) -> float:
    base = instructions(template.format(n=0, **fields))
    full = instructions(template.format(n=count, **fields))
    return (full - base) / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--listings", type=int, default=20)
    args = parser.parse_args()
    if not shutil.which("valgrind"):
        raise SystemExit("valgrind is not installed (apt-get install valgrind); bench_engine.py measures wall-clock time.")
    deal = per_item(DEALS, args.deals, root=str(ROOT))
    print(f"random-vs-random Royal deal, 2 players: {deal / 1e6:.2f} M instructions per deal ({args.deals} deals)")
    where = dict(root=str(ROOT), benchmarks=str(ROOT / "benchmarks"))
    found = per_item(BIG_TABLE, args.listings, action="len", **where)
    listed = per_item(BIG_TABLE, args.listings, action="list", **where)
    print(f"every legal move, 4-card hand vs 16-item table (cold caches): {found / 1e6:.1f} M instructions to "
          f"find them, {listed / 1e6:.1f} M to find and list them as Move objects ({args.listings} times each)")


if __name__ == "__main__":
    main()
