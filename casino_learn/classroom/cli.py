"""``casino-learn class ...``: make a class and look after it from the command line::

    casino-learn class new NAME --students names.txt [--variant royal] [--opponent careful] [--level 2] [--url URL]
    casino-learn class show NAME
    casino-learn class add NAME --students more-names.txt
    casino-learn class codes NAME --new STUDENT      (a new code for a student who lost theirs)
    casino-learn class codes NAME --teacher          (a new teacher key)
    casino-learn class settings NAME [--variant ...] [--opponent ...] [--level ...]
    casino-learn class start NAME [--port 8866] [--ip 0.0.0.0] [--no-browser]   (the class's web server)

Codes are printed (and written on a join-code sheet) only when they are made: only their hashes
are kept. Registered on the main command line with :func:`register_class_cli`.
"""

from __future__ import annotations

import argparse
import os
import socket
from collections.abc import Mapping
from pathlib import Path

from ..files import write_atomically
from ..i18n import LANGUAGES, N_, _, language
from .roster import LEVELS, OPPONENTS, VARIANTS, ClassRoom, ClassSettings, RosterError, read_names_file
from .sheets import join_sheet_html

__all__ = ["CLI_WORDS", "default_url", "register_class_cli", "run_class"]

DEFAULT_PORT = 8866
SHEET_FILE = "join-codes.html"

#: What the commands print (translators: keep the {placeholders}).
CLI_WORDS: dict[str, str] = {
    "made": N_("Class “{klass}” made with {n} students in {folder}"),
    "sheet": N_("Join-code sheet (print it and cut out the cards): {path}"),
    "once": N_("The codes are shown this once: only their hashes are kept, so this sheet is the only copy. "
            "Print it, then keep it safe or delete it. A student who loses their code gets a new one with:\n"
            "  casino-learn class codes \"{klass}\" --new \"STUDENT\""),
    "teacher_key": N_("Teacher key (for the teacher view; write it down, it is not shown again): {key}"),
    "url": N_("The cards give the address {url}; if that is not where the students will reach this computer, "
           "make the sheet again with --url when you add students or give new codes."),
    "settings": N_("Settings: game {variant}, computer player {opponent}, exercise level {level} (deal seed {seed})"),
    "students": N_("{n} students:"),
    "student": N_("  {name}  (folder students/{id}, {state})"),
    "has_progress": N_("has progress"),
    "no_progress": N_("no progress yet"),
    "no_codes": N_("Codes are not shown: only their hashes are kept. Give a student a new code with: "
                "casino-learn class codes \"{klass}\" --new \"STUDENT\""),
    "new_code": N_("New code for {name}: {code}  (the old code no longer works)"),
    "one_sheet": N_("A card to print for {name}: {path}"),
    "new_key": N_("New teacher key: {key}  (the old key no longer works)"),
    "added": N_("Added {n} students to “{klass}”."),
    "codes_what": N_("Say what to renew: --new STUDENT (a student's code) or --teacher (the teacher key)."),
    "changed": N_("Class “{klass}” settings changed."),
    "nothing": N_("Nothing to change: give --variant, --opponent or --level."),
}


def default_url(port: int = DEFAULT_PORT) -> str:
    """This computer's address on the local network (best guess; nothing is sent)."""
    host = ""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # a documentation address: connecting a UDP socket sends nothing
            host = s.getsockname()[0]
    except OSError:
        pass
    if not host or host.startswith("0."):
        host = socket.gethostname() or "localhost"
    return f"http://{host}:{port}/"


def _write_sheet(room: ClassRoom, codes: Mapping[str, str], url: str, path: Path) -> Path:
    write_atomically(path, join_sheet_html(room, codes, url))
    try:
        os.chmod(path, 0o600)
    except OSError:  # pragma: no cover
        pass
    return path


def _free(path: Path) -> Path:
    n = 1
    out = path
    while out.exists():
        n += 1
        out = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return out


def _settings_line(room: ClassRoom) -> str:
    s = room.settings
    return _(CLI_WORDS["settings"], variant=s.variant, opponent=s.opponent, level=s.level, seed=s.seed)


def run_class(args: argparse.Namespace) -> int:
    if getattr(args, "lang", None):  # what the command prints and the sheets it writes
        with language(args.lang):
            return _run_class(args)
    return _run_class(args)


def _run_class(args: argparse.Namespace) -> int:
    w = CLI_WORDS
    if args.action == "new":
        names = read_names_file(args.students)
        settings = ClassSettings(variant=args.variant or "classic", opponent=args.opponent or "beginner", level=args.level or 1)
        room, codes = ClassRoom.create(args.name, names, settings=settings)
        url = args.url or default_url()
        sheet = _write_sheet(room, codes, url, room.folder / SHEET_FILE)
        print(_(w["made"], klass=room.name, n=len(room.students), folder=room.folder))
        print(_settings_line(room))
        print(_(w["sheet"], path=sheet))
        print(_(w["once"], klass=room.name))
        print(_(w["teacher_key"], key=room.teacher_key))
        if not args.url:
            print(_(w["url"], url=url))
        return 0
    room = ClassRoom.load(args.name)
    if args.action == "show":
        print(f"{room.name}: {room.folder}")
        print(_settings_line(room))
        print(_(w["students"], n=len(room.students)))
        for s in room.students:
            home = room.folder / "students" / s.id
            has = home.is_dir() and any(home.glob("progress-*.json"))
            print(_(w["student"], name=s.name, id=s.id, state=_(w["has_progress" if has else "no_progress"])))
        print(_(w["no_codes"], klass=room.name))
        return 0
    if args.action == "add":
        codes = room.add_students(read_names_file(args.students))
        sheet = _write_sheet(room, codes, args.url or default_url(), _free(room.folder / SHEET_FILE))
        print(_(w["added"], n=len(codes), klass=room.name))
        print(_(w["sheet"], path=sheet))
        print(_(w["once"], klass=room.name))
        return 0
    if args.action == "codes":
        if args.teacher:
            print(_(w["new_key"], key=room.new_teacher_key()))
            return 0
        if not args.new:
            raise RosterError(_(w["codes_what"]))
        student = room.find_student(args.new)
        code = room.new_code(student.id)
        sheet = _write_sheet(room, {student.id: code}, args.url or default_url(), _free(room.folder / f"join-code-{student.id}.html"))
        print(_(w["new_code"], name=student.name, code=code))
        print(_(w["one_sheet"], name=student.name, path=sheet))
        return 0
    if args.action == "start":  # the class's web server, in this process until Ctrl+C (casino_learn/classroom/web.py)
        from . import web

        return web.serve(class_name=args.name, port=args.port, ip=args.ip, open_browser=not args.no_browser,
                         variant=args.variant, opponent=args.opponent, level=args.level, lang=getattr(args, "lang", None))
    # settings
    if args.variant is None and args.opponent is None and args.level is None:
        raise RosterError(_(w["nothing"]))
    room.set_settings(variant=args.variant, opponent=args.opponent, level=args.level)
    print(_(w["changed"], klass=room.name))
    print(_settings_line(room))
    return 0


def register_class_cli(subparsers: argparse._SubParsersAction) -> None:
    """Add ``class new|show|add|codes|settings`` to the main command line."""
    cls = subparsers.add_parser("class", help=_("make a class with personal join codes, and look after it"))
    actions = cls.add_subparsers(dest="action", required=True)

    def lang_option(p: argparse.ArgumentParser) -> None:
        p.add_argument("--lang", choices=list(LANGUAGES), help=_("the language of the messages and the join-code sheet "
                                                                 "(en, es, pt; default: CASINO_LEARN_LANG or the system's)"))

    def settings_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--variant", choices=VARIANTS, help=_("the game the class plays (default classic)"))
        p.add_argument("--opponent", choices=OPPONENTS, help=_("the computer player (default beginner)"))
        p.add_argument("--level", type=int, choices=LEVELS, help=_("the exercise level, 1 to 3 (default 1)"))

    new = actions.add_parser("new", help=_("make a class from a list of names and write the join-code sheet"))
    new.add_argument("name", help=_("the class name, e.g. \"7A\""))
    new.add_argument("--students", required=True, metavar="FILE", help=_("a text file with one name per line (# starts a comment)"))
    new.add_argument("--url", help=_("the address students type (default: this computer, port {port})", port=DEFAULT_PORT))
    settings_options(new)
    show = actions.add_parser("show", help=_("the students and settings of a class (never the codes)"))
    show.add_argument("name")
    add = actions.add_parser("add", help=_("add students to a class and write their join-code sheet"))
    add.add_argument("name")
    add.add_argument("--students", required=True, metavar="FILE")
    add.add_argument("--url")
    codes = actions.add_parser("codes", help=_("a new code for a student who lost theirs, or a new teacher key"))
    codes.add_argument("name")
    codes.add_argument("--new", metavar="STUDENT", help=_("the student's name (as on the list)"))
    codes.add_argument("--teacher", action="store_true", help=_("make a new teacher key"))
    codes.add_argument("--url")
    st = actions.add_parser("settings", help=_("change the game, computer player or exercise level of a class"))
    st.add_argument("name")
    settings_options(st)
    start = actions.add_parser("start", help=_("serve the class's play and practice pages on this computer until Ctrl+C"))
    start.add_argument("name")
    start.add_argument("--port", type=int, default=DEFAULT_PORT)
    start.add_argument("--ip", default="127.0.0.1", help=_("0.0.0.0 to let other computers on the classroom network connect"))
    start.add_argument("--no-browser", action="store_true")
    settings_options(start)
    for p in (new, show, add, codes, st, start):
        lang_option(p)
    cls.set_defaults(func=run_class)
