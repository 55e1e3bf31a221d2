"""Teacher commands, added to the main command line with :func:`register_cli`::

    casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out DIR
    casino-learn class-report FILES... --out DIR    (exit status 1 when a file could not be read)

Each subcommand sets ``func`` on the parsed arguments: ``args.func(args)`` runs it and
returns the exit code.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .registry import EXERCISE_KINDS, WORKSHEET_TOPICS

__all__ = ["register_cli", "run_class_report", "run_worksheet"]


def run_worksheet(args: argparse.Namespace) -> int:
    from .worksheet import write_worksheet

    if args.count < 1:
        print("worksheet: --count must be at least 1", file=sys.stderr)
        return 2
    sheet, key = write_worksheet(args.topic, args.count, args.seed, args.variant, args.out, args.difficulty)
    print(f"worksheet: {sheet}")
    print(f"answer key: {key}")
    return 0


def run_class_report(args: argparse.Namespace) -> int:
    from .classreport import class_report

    report = class_report(args.files, args.out)
    print(report)
    if report.unreadable:
        # A teacher (or a script) must not miss a learner whose file was lost: not a success.
        print(f"class-report: {len(report.unreadable)} of {len(report.unreadable) + len(report.learners)} files could not be read; "
              "exit status 1", file=sys.stderr)
        return 1
    return 0


def register_cli(subparsers: Any) -> None:
    """Add the ``worksheet`` and ``class-report`` subcommands to an argparse subparsers object."""
    ws = subparsers.add_parser("worksheet", help="write a printable worksheet and its answer key (HTML)")
    ws.add_argument("--topic", required=True, choices=sorted(set(WORKSHEET_TOPICS) | set(EXERCISE_KINDS)),
                    help="capturing, building, trailing, scoring, strategy, royal, mixed, or one exercise kind")
    ws.add_argument("--count", type=int, default=10, help="number of exercises (default 10)")
    ws.add_argument("--seed", type=int, default=0, help="the same seed gives the same files")
    ws.add_argument("--variant", choices=["classic", "royal"], default="classic")
    ws.add_argument("--difficulty", type=int, choices=[1, 2, 3], default=None, help="fixed level (default: rising 1 to 3)")
    ws.add_argument("--out", default=".", help="folder for the two HTML files")
    ws.set_defaults(func=run_worksheet)
    cr = subparsers.add_parser("class-report", help="summarise learners' progress files (CSV and charts); "
                               "exits with status 1 if a file could not be read")
    cr.add_argument("files", nargs="+", help="progress-<learner>.json files")
    cr.add_argument("--out", default=".", help="folder for class-summary.csv and mastery-<topic>.png")
    cr.set_defaults(func=run_class_report)
