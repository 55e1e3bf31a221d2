"""``casino-learn hub`` and its sub-commands (``accounts``, ``values``): options and what they run.

``casino_learn/cli.py`` only routes ``hub`` here (:func:`register`). Nothing here imports
JupyterHub until a command runs, so ``casino-learn --help`` works without the hub extra.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``hub`` (run the school server), ``hub accounts`` and ``hub values`` to ``sub``."""
    from . import CULL_AFTER, ISOLATED_HOMES, MIN_CULL_AFTER, PORTS_FROM

    hub = sub.add_parser("hub", help="run the school server: JupyterHub with a log-in for every student and teacher",
                         description="Run the school server (deploy/jupyterhub/README.md). Sub-commands: "
                                     "'hub accounts' makes a class's accounts, 'hub values' prints Kubernetes values.")
    hub.add_argument("--state", metavar="DIR", help="the hub's folder: database, secrets, proxy, school file "
                     "(default: hub in your casino_learn folder; e.g. /srv/casino-hub on a server)")
    hub.add_argument("--school", metavar="FILE", help="the school file: classes, teachers, students (default: DIR/school.json)")
    hub.add_argument("--ip", default="127.0.0.1", help="0.0.0.0 to let other computers connect (then use --ssl-cert/--ssl-key)")
    hub.add_argument("--port", type=int, default=8000)
    hub.add_argument("--homes", metavar="TEMPLATE", help="students' home folders, with {username} (default: "
                     f"{ISOLATED_HOMES}; with --unsafe-shared-user DIR/homes/{{username}})")
    hub.add_argument("--course", metavar="PATH", help="the course's notebooks to copy into each new home "
                     "(default: the installed kit's course, or a checkout's notebooks/)")
    hub.add_argument("--ssl-cert", metavar="FILE", help="HTTPS certificate (needed whenever passwords cross a network)")
    hub.add_argument("--ssl-key", metavar="FILE")
    hub.add_argument("--config", metavar="FILE", help="a jupyterhub_config.py of your own (e.g. deploy/jupyterhub/jupyterhub_config.py)")
    hub.add_argument("--internal-ports-from", metavar="PORT", type=int, default=PORTS_FROM,
                     help=f"the first of the three internal ports on 127.0.0.1 (hub API, proxy API, teacher service; "
                          f"default {PORTS_FROM}): change it to run a second hub on this computer")
    hub.add_argument("--cull-after", metavar="SECONDS", type=int, default=CULL_AFTER,
                     help=f"stop a student's server idle this long (default {CULL_AFTER}; at least {MIN_CULL_AFTER}; 0: never)")
    hub.add_argument("--unsafe-shared-user", action="store_true",
                     help="run every student's server as your own user, without root: a one-person trial only "
                          "(each student's code could read every other student's files)")
    hub.set_defaults(func=run)
    more = hub.add_subparsers(dest="hub_command", metavar="{accounts,values}")
    acc = more.add_parser("accounts", help="make the accounts of a class's students and a printable sheet of first passwords")
    acc.add_argument("--state", metavar="DIR", required=True, help="the hub's folder (its jupyterhub.sqlite)")
    acc.add_argument("--school", metavar="FILE", help="the school file (default: DIR/school.json)")
    acc.add_argument("--class", dest="klass", metavar="NAME", required=True, help="the class, as in the school file")
    acc.add_argument("--teachers", action="store_true", help="make the class's teachers' accounts too (on the same sheet)")
    acc.add_argument("--out", metavar="FILE", help="the sheet to print (default: accounts-<class>.html here)")
    acc.add_argument("--url", default="https://<school server>", help="the hub's address, printed on the sheet")
    acc.add_argument("--homes", metavar="TEMPLATE", default=ISOLATED_HOMES,
                     help=f"as root: also make each new account's system user cl-<name> with this home (default {ISOLATED_HOMES}; "
                          "the hub's --homes); otherwise the hub makes it when the student's server first starts")
    acc.set_defaults(func=accounts)
    val = more.add_parser("values", help="print the Helm values (Kubernetes) of the school file's classes")
    val.add_argument("--school", metavar="FILE", required=True)
    val.set_defaults(func=values)


def run(args: argparse.Namespace) -> int:
    from ..exercises.progress import default_home
    from . import CONFIG, HubSetupError, run_hub

    if args.ssl_cert:
        os.environ["CASINO_HUB_SSL_CERT"] = str(Path(args.ssl_cert).expanduser().resolve())
        os.environ["CASINO_HUB_SSL_KEY"] = str(Path(args.ssl_key).expanduser().resolve()) if args.ssl_key else ""
    try:
        return run_hub(args.state or default_home() / "hub", ip=args.ip, port=args.port, school=args.school, homes=args.homes,
                       course=args.course, config=args.config or CONFIG, ports_from=args.internal_ports_from,
                       cull_after=args.cull_after, shared_user=args.unsafe_shared_user)
    except HubSetupError as e:
        print(f"casino-learn hub: {e}", file=sys.stderr)
        return 2


def accounts(args: argparse.Namespace) -> int:
    from . import missing_packages
    from .accounts import accounts_sheet_html, db_url_for, make_accounts
    from .classes import SchoolError, load_school

    missing = [p for p in missing_packages() if p in ("jupyterhub", "jupyterhub-nativeauthenticator")]
    if missing:
        print(f"casino-learn hub accounts: needs {', '.join(missing)}: pip install 'casino-learn[hub]'", file=sys.stderr)
        return 2
    state = Path(args.state).expanduser().resolve()
    school_file = Path(args.school).expanduser() if args.school else state / "school.json"
    if not school_file.is_file():
        print(f"casino-learn hub accounts: no school file at {school_file} (pass --school FILE)", file=sys.stderr)
        return 2
    try:
        made = make_accounts(db_url_for(state), load_school(school_file), args.klass, teachers=args.teachers)
    except SchoolError as e:
        print(f"casino-learn hub accounts: {e}", file=sys.stderr)
        return 2
    for user in made.existing:
        note = "; their sign-up waits for approval at /hub/authorize" if user in made.waiting else ""
        print(f"{user}: has an account already (left as it is{note})")
    if not made.created:
        print(f"No new accounts for class {args.klass}.")
        return 0
    from . import useradd_missing

    if useradd_missing() is None:  # root: each student's own system user and private home, now
        from .classes import home_folder
        from .spawner import SystemUserError, ensure_system_user, system_user

        for user in made.created:
            try:
                ensure_system_user(user, home_folder(args.homes, user))
                print(f"{user}: system user {system_user(user)}, home {home_folder(args.homes, user)} (0700)")
            except SystemUserError as e:
                print(f"casino-learn hub accounts: {e}", file=sys.stderr)
    out = Path(args.out or f"accounts-{args.klass}.html").expanduser().resolve()
    old = os.umask(0o077)
    try:  # it holds passwords: its maker's alone from the first byte
        out.write_text(accounts_sheet_html(made, args.url), encoding="utf-8")
    finally:
        os.umask(old)
    os.chmod(out, 0o600)
    print(f"{len(made.created)} accounts made for class {args.klass}: {', '.join(made.created)}")
    print(f"Print the sheet, then delete it: {out}")
    return 0


def values(args: argparse.Namespace) -> int:
    from .classes import SchoolError, load_school
    from .values import helm_values

    if not Path(args.school).is_file():
        print(f"casino-learn hub values: no school file at {args.school}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(helm_values(load_school(args.school)))
    except SchoolError as e:
        print(f"casino-learn hub values: {e}", file=sys.stderr)
        return 2
    return 0
