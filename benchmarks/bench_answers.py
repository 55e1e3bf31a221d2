"""Reading and checking typed answers (the lexicon reader, issue 21): milliseconds per check.

    python benchmarks/bench_answers.py [--lang es] [--rounds 10]

Checks the key and a wrong answer of 30 exercises (six text kinds, five seeds, level 3) ``rounds``
times in the learner's language. Wall-clock on a shared machine: compare runs made one after the other.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import casino_learn as cl  # noqa: E402
from casino_learn.exercises import make_exercise  # noqa: E402

KINDS = ("score_deal", "royal_count_out", "the_deal", "sweeps_and_leftovers", "find_captures", "card_values")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="es")
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    with cl.language(args.lang):
        exercises = [make_exercise(kind, seed, "royal" if kind == "royal_count_out" else "classic", 3)
                     for kind in KINDS for seed in range(5)]
        start, checks = time.perf_counter(), 0
        for _round in range(args.rounds):
            for ex in exercises:
                ex.retry().check(ex.answer)
                ex.retry().check("R1 A 1 none")
                checks += 2
        elapsed = time.perf_counter() - start
    print(f"{args.lang}: {elapsed / checks * 1000:.2f} ms per check ({checks} checks)")


if __name__ == "__main__":
    main()
