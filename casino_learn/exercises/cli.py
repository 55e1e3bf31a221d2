"""Teacher commands, added to the main command line with :func:`register_cli`::

    casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --paper letter --out DIR
                           [--class NAME] [--student NAME] [--progress | --no-progress] [--lang es]
    casino-learn class-report FILES... --out DIR [--lang pt]   (exit status 1 when a file could not be read)
    casino-learn class-report --class NAME --out DIR       (every student of a class made with "class new")

``--lang`` (``en``, ``es``, ``pt``) chooses the language of the pages and messages
(:func:`casino_learn.set_language`); without it the ``CASINO_LEARN_LANG`` variable or the system
locale decides.

Each subcommand sets ``func`` on the parsed arguments: ``args.func(args)`` runs it and
returns the exit code.
"""

from __future__ import annotations

import argparse
import sys
from typing import IO, Any

from ..i18n import LANGUAGES, _, ngettext, set_language
from .registry import EXERCISE_KINDS, WORKSHEET_TOPICS

__all__ = ["register_cli", "run_class_report", "run_worksheet"]


class ProgressLine:
    """``Making worksheet: 37/120`` on ``stream``: rewritten in place on a terminal; elsewhere
    (``--progress`` into a log file) a line at every tenth or so, and the last one."""

    def __init__(self, stream: IO[str], label: str | None = None) -> None:
        self.stream = stream
        # Translators: shown while a worksheet is made, as "Making worksheet: 37/120".
        self.label = label if label is not None else _("Making worksheet")
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


def _use_language(args: argparse.Namespace) -> None:
    """``--lang``: speak that language from now on (pages, messages)."""
    lang = getattr(args, "lang", None)
    if lang:
        set_language(lang)


def run_worksheet(args: argparse.Namespace) -> int:
    from .worksheet import MAX_COUNT, write_worksheet

    _use_language(args)
    if not 1 <= args.count <= MAX_COUNT:
        # Translators: --count and --seed are the command's options and stay as they are.
        print("worksheet: " + _("--count must be 1 to {limit} (the limit for one worksheet), not {count}; "
                                "for more questions make several worksheets with different --seed values",
                                limit=MAX_COUNT, count=args.count), file=sys.stderr)
        return 2
    show = args.progress if args.progress is not None else _is_terminal(sys.stderr)
    try:
        sheet, key = write_worksheet(args.topic, args.count, args.seed, args.variant, args.out, args.difficulty,
                                     paper=args.paper, class_name=args.class_name, student=args.student,
                                     progress=ProgressLine(sys.stderr) if show else None)
    except ValueError as e:
        print(f"worksheet: {e}", file=sys.stderr)
        return 2
    # Translators: where the two files were written.
    print(_("worksheet: {path}", path=sheet))
    print(_("answer key: {path}", path=key))
    return 0


def run_class_report(args: argparse.Namespace) -> int:
    from .classreport import class_folder_report, class_report

    _use_language(args)
    if bool(args.files) == bool(args.class_name):
        print("class-report: " + _("give either progress files or --class NAME (a class made with casino-learn class new)"),
              file=sys.stderr)
        return 2
    if args.class_name:
        from ..classroom.roster import RosterError

        try:
            report = class_folder_report(args.class_name, args.out)
        except RosterError as e:
            print(f"class-report: {e}", file=sys.stderr)
            return 2
    else:
        report = class_report(args.files, args.out)
    print(report)
    if report.unreadable:
        # A teacher (or a script) must not miss a learner whose file was lost: not a success.
        total = len(report.unreadable) + len(report.learners)
        # Translators: {total} is "{n} files" (its own message): "2 of 30 files could not be read".
        print("class-report: " + ngettext("{n} of {total} could not be read; exit status 1",
                                          "{n} of {total} could not be read; exit status 1", len(report.unreadable),
                                          total=ngettext("{n} file", "{n} files", total)), file=sys.stderr)
        return 1
    return 0


def register_cli(subparsers: Any) -> None:
    """Add the ``worksheet`` and ``class-report`` subcommands to an argparse subparsers object."""
    # The help texts are in the language of the environment (CASINO_LEARN_LANG or the system locale):
    # they are written before --lang is read. The option values (topics, variants) stay English codes.
    ws = subparsers.add_parser("worksheet", help=_("write a printable worksheet and its answer key (HTML)"))
    ws.add_argument("--topic", required=True, choices=sorted(set(WORKSHEET_TOPICS) | set(EXERCISE_KINDS)),
                    help=_("capturing, building, trailing, scoring, strategy, royal, mixed, or one exercise kind"))
    ws.add_argument("--count", type=int, default=10, help=_("number of questions, 1 to 200 (default 10: about 3 pages)"))
    ws.add_argument("--seed", type=int, default=0, help=_("the same seed gives the same files"))
    ws.add_argument("--variant", choices=["classic", "royal"], default=None,
                    help=_("default: royal for the royal topic (which cannot be classic), else classic"))
    ws.add_argument("--difficulty", type=int, choices=[1, 2, 3], default=None, help=_("fixed level (default: rising 1 to 3)"))
    ws.add_argument("--paper", choices=["a4", "letter"], default="a4", help=_("page size for printing (default a4)"))
    ws.add_argument("--class", dest="class_name", default=None, metavar="NAME",
                    help=_("class name, printed on the sheet and in the file name"))
    ws.add_argument("--student", default=None, metavar="NAME", help=_("learner's name, printed on the sheet and in the file name"))
    ws.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                    help=_("show 'Making worksheet: N/M' on stderr (default: only when stderr is a terminal)"))
    ws.add_argument("--out", default=".", help=_("folder for the two HTML files"))
    _add_lang(ws)
    ws.set_defaults(func=run_worksheet)
    cr = subparsers.add_parser("class-report", help=_("summarise learners' progress files (CSV and charts); "
                                                      "exits with status 1 if a file could not be read"))
    cr.add_argument("files", nargs="*", help=_("progress-<learner>.json files"))
    cr.add_argument("--class", dest="class_name", default=None, metavar="NAME",
                    help=_("a class made with 'casino-learn class new': every student, from the class folder "
                           "(<home>/classes/, home being CASINO_LEARN_HOME or ~/.casino_learn)"))
    cr.add_argument("--out", default=".", help=_("folder for class-summary.csv and mastery-<topic>.png"))
    _add_lang(cr)
    cr.set_defaults(func=run_class_report)


def _add_lang(parser: argparse.ArgumentParser) -> None:
    # Only add --lang when the main command line has not already got one (it may be a global option).
    try:
        parser.add_argument("--lang", choices=sorted(LANGUAGES), default=None,
                            help=_("language of the pages and messages: {choices} (default: CASINO_LEARN_LANG or the "
                                   "system's language)", choices=", ".join(f"{k} = {v}" for k, v in LANGUAGES.items())))
    except argparse.ArgumentError:
        pass
