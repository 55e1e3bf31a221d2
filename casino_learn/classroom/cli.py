"""``casino-learn class ...``: make a class and look after it from the command line::

    casino-learn class new NAME --students names.txt [--variant royal] [--opponent careful] [--level 2] [--url URL]
                                [--keep-sheet [FILE]]
    casino-learn class show NAME
    casino-learn class add NAME --students more-names.txt [--keep-sheet [FILE]]
    casino-learn class codes NAME --new STUDENT      (a new code for a student who lost theirs)
    casino-learn class codes NAME --teacher          (a new teacher key)
    casino-learn class settings NAME [--variant ...] [--opponent ...] [--level ...]
    casino-learn class start NAME [--port 8866] [--ip 0.0.0.0] [--no-browser]   (the class's web server)

Codes exist in clear only when they are made. The join-code sheet is then shown and **not left on
disk** unless the teacher asks: at a terminal it is written to a private temporary file, opened
in the browser for printing, and deleted when the teacher presses Enter; without a terminal (a
script) the codes are printed instead. ``--keep-sheet`` keeps it (in the class folder, or FILE).
Every command says exactly what it keeps (:data:`KEPT`). Registered on the main command line with
:func:`register_class_cli`.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
import tempfile
import webbrowser
from collections.abc import Mapping
from pathlib import Path

from ..i18n import LANGUAGES, N_, _, language, ngettext
from ..play.files import write_atomically
from .roster import LEVELS, OPPONENTS, VARIANTS, ClassRoom, ClassSettings, RosterError, read_names_file
from .sheets import join_sheet_html

__all__ = ["CLI_WORDS", "default_url", "give_sheet", "register_class_cli", "run_class"]

DEFAULT_PORT = 8866
SHEET_FILE = "join-codes.html"

#: What the commands print (translators: keep the {placeholders}).
CLI_WORDS: dict[str, str] = {
    "kept_sheet": N_("The join-code sheet is kept at {path}, with the codes in clear (only you can read the file): "
                     "delete it once it is printed, or keep it somewhere safe."),
    "temp_sheet": N_("The join-code sheet is open in your browser ({path}): print it now. Press Enter when it is printed, "
                     "and the file will be deleted."),
    "sheet_deleted": N_("The join-code sheet was deleted: the codes in clear are kept nowhere on this computer."),
    "codes_here": N_("No join-code sheet was written (give --keep-sheet to write one). The codes, shown this once:"),
    "code_line": N_("  {name}: {code}"),
    "kept": N_("Kept in {folder}: class.json (the names, the settings, a slow hash and a keyed hash of each code, a hash "
               "of the teacher key, and the secret that signs sign-ins; readable only by you) and students/ (each "
               "student's progress, matches and activity)."),
    "not_kept": N_("The codes in clear are not kept anywhere."),
    "once": N_("A student who loses their code gets a new one with:\n  casino-learn class codes \"{klass}\" --new \"STUDENT\""),
    "teacher_key": N_("Teacher key (for the teacher view; write it down, it is not shown again): {key}"),
    "url": N_("The cards give the address {url}; if that is not where the students will reach this computer, "
           "make the sheet again with --url when you add students or give new codes."),
    "settings": N_("Settings: game {variant}, computer player {opponent}, exercise level {level} (deal seed {seed})"),
    "student": N_("  {name}  (folder students/{id}, {state})"),
    "has_progress": N_("has progress"),
    "no_progress": N_("no progress yet"),
    "no_codes": N_("Codes are not shown: only their hashes are kept. Give a student a new code with: "
                "casino-learn class codes \"{klass}\" --new \"STUDENT\""),
    "new_code": N_("New code for {name}: {code}  (the old code no longer works)"),
    "new_key": N_("New teacher key: {key}  (the old key no longer works)"),
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


def _interactive() -> bool:
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def give_sheet(room: ClassRoom, codes: Mapping[str, str], url: str, keep: str | None, default_name: str,
               interactive: bool | None = None, wait: object = input, open_page: object = webbrowser.open) -> Path | None:
    """Give the teacher the new codes, leaving them on disk only if asked. ``keep``: None (not
    kept), "" (kept in the class folder as ``default_name``) or a file. Returns the kept sheet."""
    w = CLI_WORDS
    if keep is not None:
        target = Path(keep).expanduser() if keep else _free(room.folder / default_name)
        if target.is_dir():
            target = _free(target / default_name)
        sheet = _write_sheet(room, codes, url, target)
        print(_(w["kept_sheet"], path=sheet))
        return sheet
    if interactive if interactive is not None else _interactive():
        folder = Path(tempfile.mkdtemp(prefix="casino-learn-codes-"))  # mode 0700: only the teacher
        sheet = _write_sheet(room, codes, url, folder / default_name)
        try:
            open_page(sheet.as_uri())  # type: ignore[operator]
            print(_(w["temp_sheet"], path=sheet), flush=True)
            try:
                wait()  # type: ignore[operator]
            except (EOFError, KeyboardInterrupt):
                pass
        finally:
            sheet.unlink(missing_ok=True)
            try:
                folder.rmdir()
            except OSError:
                pass
        print(_(w["sheet_deleted"]))
        return None
    print(_(w["codes_here"]))
    by_id = {s.id: s.name for s in room.students}
    for sid, code in codes.items():
        print(_(w["code_line"], name=by_id.get(sid, sid), code=code))
    return None


def _say_kept(room: ClassRoom, sheet: Path | None) -> None:
    """Say exactly what is kept on this computer (the sheet, when kept, was said already)."""
    print(_(CLI_WORDS["kept"], folder=room.folder))
    if sheet is None:
        print(_(CLI_WORDS["not_kept"]))


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
        print(ngettext("Class “{klass}” made with {n} student in {folder}", "Class “{klass}” made with {n} students in {folder}",
                       len(room.students), klass=room.name, folder=room.folder))
        print(_settings_line(room))
        print(_(w["teacher_key"], key=room.teacher_key))
        if not args.url:
            print(_(w["url"], url=url))
        kept = give_sheet(room, codes, url, args.keep_sheet, SHEET_FILE)
        _say_kept(room, kept)
        print(_(w["once"], klass=room.name))
        return 0
    room = ClassRoom.load(args.name)
    if args.action == "show":
        print(f"{room.name}: {room.folder}")
        print(_settings_line(room))
        print(ngettext("{n} student:", "{n} students:", len(room.students)))
        for s in room.students:
            home = room.folder / "students" / s.id
            has = home.is_dir() and any(home.glob("progress-*.json"))
            print(_(w["student"], name=s.name, id=s.id, state=_(w["has_progress" if has else "no_progress"])))
        print(_(w["no_codes"], klass=room.name))
        return 0
    if args.action == "add":
        codes = room.add_students(read_names_file(args.students))
        print(ngettext("Added {n} student to “{klass}”.", "Added {n} students to “{klass}”.", len(codes), klass=room.name))
        _say_kept(room, give_sheet(room, codes, args.url or default_url(), args.keep_sheet, SHEET_FILE))
        return 0
    if args.action == "codes":
        if args.teacher:
            print(_(w["new_key"], key=room.new_teacher_key()))
            return 0
        if not args.new:
            raise RosterError(_(w["codes_what"]))
        student = room.find_student(args.new)
        code = room.new_code(student.id)
        print(_(w["new_code"], name=student.name, code=code))
        if args.keep_sheet is not None:  # a card to print; the code is on the screen anyway
            give_sheet(room, {student.id: code}, args.url or default_url(), args.keep_sheet, f"join-code-{student.id}.html")
        return 0
    if args.action == "start":  # the class's web server, in this process until Ctrl+C (casino_learn/classroom/web.py)
        from . import web

        return web.serve(class_name=args.name, port=args.port, ip=args.ip, open_browser=not args.no_browser,
                         variant=args.variant, opponent=args.opponent, level=args.level, lang=getattr(args, "lang", None),
                         system_malloc=True)
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
        # Translators: {languages} lists the language codes, e.g. "en, es, pt".
        p.add_argument("--lang", choices=list(LANGUAGES), help=_("the language of the messages and the join-code sheet "
                                                                 "({languages}; default: CASINO_LEARN_LANG or the system's)",
                                                                 languages=", ".join(LANGUAGES)))

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
    for p in (new, add, codes):
        p.add_argument("--keep-sheet", nargs="?", const="", default=None, metavar="FILE",
                       help=_("keep the join-code sheet (codes in clear) in the class folder, or in FILE; "
                              "without it the sheet is shown for printing and then deleted"))
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
