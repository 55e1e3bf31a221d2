"""Command line: ``python -m casino_learn`` (also installed as ``casino-learn``).

    casino-learn positions check FILE...
    casino-learn positions moves FILE
    casino-learn positions sample --seed S --count N --variant V --players P
    casino-learn simulate --variant royal --players 2 --games 200 --seed 1 --agents random,greedy
    casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out DIR
    casino-learn class-report FILES... --out DIR   (or --class NAME: every student of a class)
    casino-learn app [--class NAME] [--variant royal] [--opponent careful] [--level 2] [--port 8866] [--ip 0.0.0.0]
    casino-learn rules [--variant classic|royal|both] [--output PATH] [--no-open]
    casino-learn handout --variant classic|royal [--paper a4|letter] [--output PATH] [--no-open]
    casino-learn class new NAME --students names.txt [--variant --opponent --level --url]
    casino-learn class show NAME | add NAME --students F | codes NAME --new STUDENT | settings NAME --variant ...
    casino-learn hub [--state DIR] [--school FILE] [--ip 0.0.0.0] [--port 8000] [--homes TEMPLATE]
    casino-learn hub accounts --state DIR --class NAME [--out sheet.html] | hub values --school FILE
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import webbrowser
from pathlib import Path
from typing import Sequence

from .agents import get_agent
from .exercises.cli import register_cli
from .i18n import LANGUAGES, N_, _, language, ngettext
from .rules.match import Match
from .rules.positions import check_files, load_positions, sample_positions, with_engine_moves
from .rules.variants import get_rules

__all__ = ["main", "add_lang_option"]


#: The ``--lang`` option's help, per command (whole sentences, for a translator).
LANG_HELP = {
    # Translators: {languages} lists the language codes, e.g. "en, es, pt".
    "page": N_("the language of the page: {languages} (default: CASINO_LEARN_LANG or the system's)"),
    "sheet": N_("the language of the sheet: {languages} (default: CASINO_LEARN_LANG or the system's)"),
    "app": N_("the language of the pages and the students' games: {languages} (default: CASINO_LEARN_LANG or the system's)"),
}


def add_lang_option(parser: argparse.ArgumentParser, what: str = "page") -> None:
    """``--lang en|es|pt|…``: the language of the command's output (default: CASINO_LEARN_LANG or the
    system's), one of the languages found in ``casino_learn/locale/``; ``what`` is a key of :data:`LANG_HELP`."""
    parser.add_argument("--lang", choices=list(LANGUAGES), help=_(LANG_HELP[what], languages=", ".join(LANGUAGES)))


def _positions(args: argparse.Namespace) -> int:
    if args.action == "check":
        results = check_files(args.files)
        passed = failed = 0
        for r in results:
            if r.ok:
                passed += 1
            else:
                failed += 1
                for f in r.failures:
                    print(_("FAIL {position}: {failure}", position=r.position_id, failure=f))
        print(_("{passed} passed, {failed} failed", passed=passed, failed=failed))
        return 1 if failed or not results else 0
    if args.action == "moves":
        if len(args.files) != 1:
            print(_("positions moves takes exactly one FILE"), file=sys.stderr)
            return 2
        load_positions(args.files[0])  # validates the file
        with open(args.files[0], encoding="utf-8") as fh:
            doc = json.load(fh)
        json.dump(with_engine_moves(doc), sys.stdout, indent=2, ensure_ascii=False)
        print()
        return 0
    doc = sample_positions(args.seed, args.count, args.variant, args.players)
    json.dump(doc, sys.stdout, indent=2, ensure_ascii=False)
    print()
    return 0


def _simulate(args: argparse.Namespace) -> int:
    if args.games < 1:
        print(_("--games must be at least 1"), file=sys.stderr)
        return 2
    names = [n.strip() for n in args.agents.split(",") if n.strip()]
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        print(_("--agents needs one name per player ({players}), or one name for all", players=args.players), file=sys.stderr)
        return 2
    rules = get_rules(args.variant)
    rng = random.Random(args.seed)
    agents = [get_agent(n) for n in names]
    n_sides = 2 if args.players == 4 and rules.four_player_partnerships else args.players
    wins = [0] * n_sides
    points = [0] * n_sides
    deals = sweeps = 0
    for _game in range(args.games):
        match = Match(rules, args.players, rng=rng)
        winner = match.play(agents, rng)
        wins[winner] += 1
        deals += len(match.deals)
        for d in match.deals:
            for s in range(n_sides):
                points[s] += d.deal_points[s]
            sweeps += sum(d.raw_sweeps)
    # Translators: {players} is "{n} players" (its own message).
    print(ngettext("{n} {variant} match, {players}, seed {seed}", "{n} {variant} matches, {players}, seed {seed}", args.games,
                   variant=args.variant, players=ngettext("{n} player", "{n} players", args.players), seed=args.seed))
    for s in range(n_sides):
        seats = [i for i in range(args.players) if (i % 2 if n_sides == 2 and args.players == 4 else i) == s]
        who = "+".join(f"{names[i]}@{i}" for i in seats)
        percent, average = f"{100 * wins[s] / args.games:.1f}", f"{points[s] / max(deals, 1):.2f}"
        print(_("side {side} ({who}): wins {wins} ({percent}%), average points per deal {average}", side=s, who=who,
                wins=wins[s], percent=percent, average=average))
    per_deal, per_game = f"{sweeps / max(deals, 1):.2f}", f"{deals / args.games:.2f}"
    print(_("sweeps per deal {sweeps}; deals per game {deals}", sweeps=per_deal, deals=per_game))
    return 0


def _write_page(html_text: str, output: str | None, default_name: str, no_open: bool, to_print: bool = False) -> int:
    """Write a page (to ``output`` or the kit's folder), print where, and open it in the browser
    unless ``no_open``; a missing or broken browser never makes the command fail."""
    from .exercises.progress import default_home
    from .play.files import write_atomically

    path = Path(output).expanduser() if output else default_home() / default_name
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, html_text)
    print(path.resolve())
    if not no_open:
        try:
            opened = webbrowser.open(path.resolve().as_uri())
        except Exception:
            opened = False
        if not opened:
            if to_print:
                print(_("(no web browser could be opened: open the file above yourself, then print it)"))
            else:
                print(_("(no web browser could be opened: open the file above yourself)"))
    return 0


def _rules(args: argparse.Namespace) -> int:
    """Write the rules reference page for one game (or both), print where, and open it."""
    from .texts.rules_page import rules_html

    variant = None if args.variant == "both" else args.variant
    return _write_page(rules_html(variant), args.output, f"rules-{args.variant}.html", args.no_open)


def _handout(args: argparse.Namespace) -> int:
    """Write the one-page rules summary of one game, ready to print; print where, and open it."""
    from .texts.handout import default_name, handout_html

    return _write_page(handout_html(args.variant, args.paper), args.output, default_name(args.variant, args.paper),
                       args.no_open, to_print=True)


def register_hub_cli(sub: argparse._SubParsersAction) -> None:
    """``casino-learn hub`` (and ``hub accounts``, ``hub values``): the school server, see casino_learn/hub/cli.py."""
    from .hub.cli import register

    register(sub)


def _app(args: argparse.Namespace) -> int:
    from .classroom import server

    if args.class_name:  # a class: the one-process classroom server (casino_learn/classroom/web.py, issue 22)
        from .classroom import web

        return web.serve(class_name=args.class_name, port=args.port, ip=args.ip, open_browser=not args.no_browser,
                         variant=args.variant, opponent=args.opponent, level=args.level, lang=args.lang,
                         cull_after=web.CULL_AFTER if args.cull_after is None else args.cull_after, system_malloc=True)
    pool = None if args.pool is None else server.pool_for(args.pool)
    cull = server.CULL_IDLE if args.cull_after is None else args.cull_after
    return server.serve(class_name=args.class_name, port=args.port, ip=args.ip, open_browser=not args.no_browser,
                        variant=args.variant, opponent=args.opponent, level=args.level, pool=pool,
                        cull_idle=cull, cull_interval=max(1, min(server.CULL_INTERVAL, cull // 2 or 1)), lang=args.lang)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="casino-learn", description=_("casino_learn: Casino and Royal Casino for learners."))
    sub = parser.add_subparsers(dest="command", required=True)
    pos = sub.add_parser("positions", help=_("check, list or sample RULES.md §15 positions"))
    pos.add_argument("action", choices=["check", "moves", "sample"])
    pos.add_argument("files", nargs="*")
    pos.add_argument("--seed", type=int, default=0)
    pos.add_argument("--count", type=int, default=10)
    pos.add_argument("--variant", choices=["classic", "royal"], default="classic")
    pos.add_argument("--players", type=int, choices=[2, 3, 4], default=2)
    sim = sub.add_parser("simulate", help=_("play whole matches between computer players"))
    sim.add_argument("--variant", choices=["classic", "royal"], default="royal")
    sim.add_argument("--players", type=int, choices=[2, 3, 4], default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--agents", default="random,greedy")
    register_cli(sub)
    # --- classroom: casino-learn class new|show|add|codes|settings (casino_learn/classroom/cli.py) ---
    from .classroom.cli import register_class_cli
    register_class_cli(sub)
    # --- end classroom ---
    # --- school hub: casino-learn hub (casino_learn/hub/) ---
    register_hub_cli(sub)
    # --- end school hub ---
    from .agents import LEVELS

    app = sub.add_parser("app", help=_("serve the play and practice pages to a class as a web app (Voila)"))
    app.add_argument("--port", type=int, default=8866)
    app.add_argument("--ip", default="127.0.0.1", help=_("0.0.0.0 to let other computers on the classroom network connect"))
    app.add_argument("--no-browser", action="store_true")
    app.add_argument("--class", dest="class_name", metavar="NAME", help=_("serve this class: students sign in with their codes (see: casino-learn class new)"))
    app.add_argument("--variant", choices=["classic", "royal"], help=_("the game on both pages (with --class: saved as the class setting)"))
    app.add_argument("--opponent", choices=list(LEVELS), help=_("the computer opponent's level"))
    app.add_argument("--level", type=int, choices=[1, 2, 3], help=_("the exercise level"))
    app.add_argument("--pool", type=int, metavar="N", help=_("pre-heated pages for N students arriving together: N play pages and a fifth more, and N practice pages (default: the class size; 0: none)"))
    app.add_argument("--cull-after", type=int, metavar="SECONDS", default=None, help=_("shut a closed page's game down after this long (default 60)"))
    add_lang_option(app, "app")
    rules = sub.add_parser("rules", help=_("write the rules reference and glossary as a web page, and open it"))
    rules.add_argument("--variant", choices=["classic", "royal", "both"], default="both")
    rules.add_argument("--output", "-o", metavar="PATH", help=_("where to write the page (default: rules-VARIANT.html in your casino_learn folder)"))
    rules.add_argument("--no-open", action="store_true", help=_("do not open the page in a web browser"))
    add_lang_option(rules)
    handout = sub.add_parser("handout", help=_("write a one-page rules summary of one game to print and hand out"))
    handout.add_argument("--variant", choices=["classic", "royal"], required=True)
    handout.add_argument("--paper", choices=["a4", "letter"], default="a4", help=_("the paper it is laid out for (default: a4)"))
    handout.add_argument("--output", "-o", metavar="PATH",
                         help=_("where to write the page (default: handout-VARIANT-PAPER.html in your casino_learn folder)"))
    handout.add_argument("--no-open", action="store_true", help=_("do not open the page in a web browser"))
    add_lang_option(handout, "sheet")
    args = parser.parse_args(argv)
    if getattr(args, "lang", None):
        with language(args.lang):  # every page and message of this command
            return _run(args)
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    try:
        if args.command == "positions":
            return _positions(args)
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "app":
            return _app(args)
        if args.command == "rules":
            return _rules(args)
        if args.command == "handout":
            return _handout(args)
        return int(args.func(args))
    except (OSError, ValueError) as e:
        print(_("casino-learn: {error}", error=e), file=sys.stderr)
        return 2
