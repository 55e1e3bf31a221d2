"""Teacher commands, added to the main command line with :func:`register_cli`::

    casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --paper letter --out DIR
                           [--class NAME] [--student NAME] [--progress | --no-progress]
    casino-learn class-report FILES... --out DIR    (exit status 1 when a file could not be read)

Each subcommand sets ``func`` on the parsed arguments: ``args.func(args)`` runs it and
returns the exit code.
"""

from __future__ import annotations

import argparse
import sys
from typing import IO, Any

from .registry import EXERCISE_KINDS, WORKSHEET_TOPICS

__all__ = ["register_cli", "run_class_report", "run_worksheet"]


class ProgressLine:
    """``Making worksheet: 37/120`` on ``stream``: rewritten in place on a terminal; elsewhere
    (``--progress`` into a log file) a line at every tenth or so, and the last one."""

    def __init__(self, stream: IO[str], label: str = "Making worksheet") -> None:
        self.stream = stream
        self.label = label
        self.live = _is_terminal(stream)

    def __call__(self, done: int, total: int) -> None:
        text = f"{self.label}: {done}/{total}"
        if self.live:
            self.stream.write("\r" + text + ("\n" if done == total else ""))
        elif done == total or done % max(1, total // 10) == 0:
            self.stream.write(text + "\n")
        else:
            return
        self.stream.flush()


def _is_terminal(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def run_worksheet(args: argparse.Namespace) -> int:
    from .worksheet import MAX_COUNT, write_worksheet

    if not 1 <= args.count <= MAX_COUNT:
        print(f"worksheet: --count must be 1 to {MAX_COUNT} (the limit for one worksheet), not {args.count}; "
              f"for more questions make several worksheets with different --seed values", file=sys.stderr)
        return 2
    show = args.progress if args.progress is not None else _is_terminal(sys.stderr)
    try:
        sheet, key = write_worksheet(args.topic, args.count, args.seed, args.variant, args.out, args.difficulty,
                                     paper=args.paper, class_name=args.class_name, student=args.student,
                                     progress=ProgressLine(sys.stderr) if show else None)
    except ValueError as e:
        print(f"worksheet: {e}", file=sys.stderr)
        return 2
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
    ws.add_argument("--count", type=int, default=10, help="number of questions, 1 to 200 (default 10: about 3 pages)")
    ws.add_argument("--seed", type=int, default=0, help="the same seed gives the same files")
    ws.add_argument("--variant", choices=["classic", "royal"], default=None,
                    help="default: royal for the royal topic (which cannot be classic), else classic")
    ws.add_argument("--difficulty", type=int, choices=[1, 2, 3], default=None, help="fixed level (default: rising 1 to 3)")
    ws.add_argument("--paper", choices=["a4", "letter"], default="a4", help="page size for printing (default a4)")
    ws.add_argument("--class", dest="class_name", default=None, metavar="NAME", help="class name, printed on the sheet and in the file name")
    ws.add_argument("--student", default=None, metavar="NAME", help="learner's name, printed on the sheet and in the file name")
    ws.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                    help="show 'Making worksheet: N/M' on stderr (default: only when stderr is a terminal)")
    ws.add_argument("--out", default=".", help="folder for the two HTML files")
    ws.set_defaults(func=run_worksheet)
    cr = subparsers.add_parser("class-report", help="summarise learners' progress files (CSV and charts); "
                               "exits with status 1 if a file could not be read")
    cr.add_argument("files", nargs="+", help="progress-<learner>.json files")
    cr.add_argument("--out", default=".", help="folder for class-summary.csv and mastery-<topic>.png")
    cr.set_defaults(func=run_class_report)
