"""What the app's two pages run in their kernel: who the student is, then their table or practice.

The classroom server (:mod:`casino_learn.classroom.server`) starts each page's kernel with the
class folder in ``$CASINO_LEARN_CLASS``. The page's address carries a signed token
(``/voila/render/play.ipynb?t=<token>``, made at sign-in by :mod:`casino_learn.classroom.tokens`);
the kernel reads the token from the address (a pre-heated kernel waits here for its page to be
asked for, :func:`voila.utils.get_query_string`), checks it with the class secret, and only then
points ``$CASINO_LEARN_HOME`` at that student's own folder and applies the class settings. A
student who edits the address gets "please sign in again", never someone else's progress.

Without a class (``casino-learn app`` alone) the pages work as before for one learner, with the
settings given on the command line (``$CASINO_LEARN_APP_SETTINGS``).
"""

from __future__ import annotations

import asyncio
import html
import json
import os
import threading
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs

from ..i18n import N_, _

__all__ = ["CLASS_ENV", "SETTINGS_ENV", "Visitor", "visitor", "play_page", "practice_page", "SIGN_IN_AGAIN"]

#: The class folder (set by the server for its kernels; absent without a class).
CLASS_ENV = "CASINO_LEARN_CLASS"
#: Settings for the app without a class, as JSON: {"variant": .., "opponent": .., "level": ..}.
SETTINGS_ENV = "CASINO_LEARN_APP_SETTINGS"
#: The page's answer to a missing, wrong or expired token: plain words and the way back.
SIGN_IN_AGAIN = ('<div class="casino-learn-signin-again" role="alert"><h2>{heading}</h2>'
                 "<p>{text}</p></div>")
#: Its words (whole sentences; {start} and {end} surround the link to the start page).
SIGN_IN_WORDS = {
    "heading": N_("Please sign in again"),
    "text": N_("This page does not know who you are any more (the link is old, or it was changed). "
               "{start}Go to the start page and type your code{end}."),
}
#: The title and instructions at the top of each page (HTML; the buttons are named as the page labels them).
PAGE_WORDS = {
    "play.ipynb": (N_("Play Casino"),
                   N_("Click a card from your hand, the table cards it uses, then <b>Capture</b>, <b>Build</b> or "
                      "<b>Trail</b>, and <b>Play</b>. Press <b>Computer's move ▶</b> to see what the computer does, "
                      "and <b>New game</b> to deal again.")),
    "practice.ipynb": (N_("Practise"),
                       N_("Type your name, then press <b>Practise my weak spots</b>: the kit chooses each exercise for "
                          "you, from your weakest topic, and makes it harder or easier as you go. Or choose what to "
                          "practise and press <b>Start</b>. Answer, press <b>Check</b>, and use <b>Hint</b> when you "
                          "are stuck. <b>My progress</b> shows how you are doing and what to practise next.")),
}
#: The practice page's instructions in a class: the name, the game and the level are the class's
#: (shown, not typed or chosen; translators: keep the tags).
CLASS_PRACTICE_WORDS = N_("Press <b>Practise my weak spots</b>: the kit chooses each exercise for you, from your weakest "
                          "topic. Or choose what to practise and press <b>Start</b>. Answer, press <b>Check</b>, and use "
                          "<b>Hint</b> when you are stuck. <b>My progress</b> shows how you are doing and what to practise "
                          "next. Your teacher chose the game and the level for the class.")
#: The play page's instructions in a class: the game and the computer player are the class's.
CLASS_PLAY_WORDS = N_("Click a card from your hand, the table cards it uses, then <b>Capture</b>, <b>Build</b> or "
                      "<b>Trail</b>, and <b>Play</b>. Press <b>Computer's move ▶</b> to see what the computer does, "
                      "and <b>New game</b> for new cards. Your teacher chose the game and the computer player.")
#: The practice page's instructions on the school hub, where the name is the log-in's (translators: keep the tags).
HUB_PRACTICE_WORDS = N_("You are logged in as <b>{name}</b>. Press <b>Practise my weak spots</b>: the kit chooses each "
                        "exercise for you, from your weakest topic, and makes it harder or easier as you go. Or choose "
                        "what to practise and press <b>Start</b>. Answer, press <b>Check</b>, and use <b>Hint</b> when "
                        "you are stuck. <b>My progress</b> shows how you are doing and what to practise next.")
#: The links above a student's page.
NAV_WORDS = {"play.ipynb": N_("Play a game"), "practice.ipynb": N_("Practise"), "signout": N_("Sign out"),
             "start": N_("Start page"), "pages": N_("Pages")}
#: What the app uses when nothing is set: both pages the same game (Classic, which the course
#: teaches first), against the "greedy" opponent, exercises at level 1.
DEFAULTS = {"variant": "classic", "opponent": "greedy", "level": 1}


#: The links above a student's page (the token keeps them signed in from page to page).
NAV = ('<nav class="casino-learn-nav" aria-label="{pages}" style="display:flex;gap:1.5em;flex-wrap:wrap;margin:0 0 .8em">'
       "{who}{links}</nav>")


@dataclass(frozen=True)
class Visitor:
    """Who opened the page, and what to give them."""

    name: str | None  # the student's name (None: the app without a class)
    variant: str
    opponent: str
    level: int
    seed: int
    home: str | None  # the student's own folder (None: the default home)
    class_mode: bool = False
    token: str = ""
    student_id: str = ""

    def nav(self, here: str) -> str:
        """Links to the other page (and, signed in, the student's name and "Sign out")."""
        query = f"?t={self.token}" if self.token else ""
        pages = ("play.ipynb", "practice.ipynb")
        links = "".join(f'<a href="{page}{html.escape(query)}">{_(NAV_WORDS[page])}</a>' for page in pages if page != here)
        start = os.environ.get("VOILA_BASE_URL") or "/"
        if self.class_mode:
            links += f'<a href="{html.escape(start)}signout">{_(NAV_WORDS["signout"])}</a>'
            # Translators: HTML; {name} is the student's name.
            who = "<span>" + _("Signed in as <b>{name}</b>", name=html.escape(self.name or "")) + "</span>"
        else:
            links += f'<a href="{html.escape(start)}">{_(NAV_WORDS["start"])}</a>'
            who = ""
        return NAV.format(who=who, links=links, pages=html.escape(_(NAV_WORDS["pages"])))


def _query_string() -> str:
    """The page's query string: a pre-heated kernel waits here until its page is requested.

    What :func:`voila.utils.get_query_string` does, without importing Voilà into the kernel:
    ``import voila.utils`` brings Voilà's server, Jupyter Server and nbconvert along, about 5 s of
    CPU and 50 MB for every student's kernel (measured on the classroom server, issue 13).
    """
    if os.environ.get("VOILA_PREHEAT") == "True":
        os.environ.update(_request_info())
    return os.environ.get("QUERY_STRING", "")


def _request_info() -> dict[str, str]:
    """Ask the server (Voilà's ``/voila/query/<kernel id>`` socket) for this page's request."""
    protocol = os.environ.get("VOILA_WS_PROTOCOL", "ws")
    host = os.environ.get("VOILA_APP_IP", "127.0.0.1")
    port = os.environ.get("VOILA_APP_PORT", "8866")
    base = os.environ.get("VOILA_WS_BASE_URL") or os.environ.get("VOILA_SERVER_URL", "/")
    url = f"{protocol}://{host}:{port}{base}voila/query/{os.environ.get('VOILA_KERNEL_ID', '')}"
    answer: dict[str, str] = {}

    async def receive() -> None:
        from tornado.websocket import websocket_connect

        socket = await websocket_connect(url, connect_timeout=10)
        message = await socket.read_message()  # sent when a student asks for the page: wait as long as it takes
        socket.close()
        info = json.loads(message or "{}")
        answer.update({str(k): str(v) for k, v in info.items()} if isinstance(info, dict) else {})

    def run() -> None:  # the kernel's own event loop is busy running this cell
        try:
            asyncio.run(receive())
        except Exception:  # noqa: BLE001 - no request info: the page asks the student to sign in again
            pass

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join()
    return answer


def _solo_settings() -> dict[str, Any]:
    settings = dict(DEFAULTS)
    try:
        given = json.loads(os.environ.get(SETTINGS_ENV) or "{}")
    except ValueError:
        given = {}
    if isinstance(given, dict):
        settings.update({k: v for k, v in given.items() if k in DEFAULTS and v is not None})
    return settings


def visitor(query: str | None = None, environ: dict[str, str] | None = None) -> Visitor | None:
    """Who the page is for, from the token in its address; ``None`` when the token does not hold.

    In class mode this sets ``CASINO_LEARN_HOME`` (in ``environ``, default ``os.environ``) to the
    student's folder, so everything the page saves goes there.
    """
    env = os.environ if environ is None else environ
    query = _query_string() if query is None else query
    folder = env.get(CLASS_ENV)
    if not folder:
        s = _solo_settings()
        return Visitor(None, str(s["variant"]), str(s["opponent"]), int(s["level"]), 1, None)
    from .roster import ClassRoom
    from .tokens import read_token

    token = (parse_qs(query).get("t") or [""])[0]
    try:
        room = ClassRoom.load(folder)
    except (OSError, ValueError):
        return None
    student_id = read_token(_secret(room), token) if token else None
    student = next((s for s in room.students if s.id == student_id), None) if student_id else None
    if student is None:
        return None
    home = str(room.student_home(student.id))
    env["CASINO_LEARN_HOME"] = home
    settings = room.settings
    return Visitor(student.name, settings.variant, settings.opponent, int(settings.level), int(_seed(room, student.id)), home, True,
                   token, student.id)


def _secret(room: Any) -> bytes:
    secret = room.secret
    return secret if isinstance(secret, bytes) else str(secret).encode()


def _seed(room: Any, student_id: str) -> int:
    for owner in (room, room.settings):
        seed_for = getattr(owner, "seed_for", None)
        if seed_for is not None:
            return int(seed_for(student_id))
    return 1


def _session_seed() -> int:
    """The practice page's first exercise: on the school hub a new one at each visit (its own seed),
    unless ``CASINO_LEARN_PRACTICE_SEED`` fixes it (the kit's tests); elsewhere seed 1, as before."""
    fixed = os.environ.get("CASINO_LEARN_PRACTICE_SEED")
    if fixed:
        return int(fixed)
    if os.environ.get("JUPYTERHUB_USER"):
        import secrets

        return 1 + secrets.randbelow(1_000_000)
    return 1


def _sign_in_again() -> Any:
    from IPython.display import HTML

    start = os.environ.get("VOILA_BASE_URL") or "/"
    link = f'<a href="{html.escape(start)}">'
    text = _(SIGN_IN_WORDS["text"], start=link, end="</a>")
    return HTML(SIGN_IN_AGAIN.format(heading=html.escape(_(SIGN_IN_WORDS["heading"])), text=text))


def intro_html(here: str, class_mode: bool = False) -> str:
    """The page's title and what to do, in the language in use (``here``: "play.ipynb" or
    "practice.ipynb"); in a class, words for the name, game and level that are set (not typed)."""
    title, text = PAGE_WORDS[here]
    if class_mode:
        words = CLASS_PLAY_WORDS if here == "play.ipynb" else CLASS_PRACTICE_WORDS
        return f"<h1>{html.escape(_(title))}</h1><p>{_(words)}</p>"
    hub_user = os.environ.get("JUPYTERHUB_USER")
    if here == "practice.ipynb" and hub_user:  # the school hub: the name is the log-in's, not typed
        from ..hub.notice import stopped_notice_html

        return (f"<h1>{html.escape(_(title))}</h1><p>{_(HUB_PRACTICE_WORDS, name=html.escape(hub_user))}</p>"
                + stopped_notice_html())
    if hub_user:
        from ..hub.notice import stopped_notice_html

        return f"<h1>{html.escape(_(title))}</h1><p>{_(text)}</p>" + stopped_notice_html()
    return f"<h1>{html.escape(_(title))}</h1><p>{_(text)}</p>"


def _with_nav(who: Visitor, here: str, content: Any) -> Any:
    import ipywidgets as widgets

    view = getattr(content, "view", content)
    return widgets.VBox([widgets.HTML(intro_html(here, who.class_mode) + who.nav(here)), view])


def play_page(query: str | None = None) -> Any:
    """The play page's content: the student's own table, or "please sign in again"."""
    from ..widgets import GameTable

    who = visitor(query)
    if who is None:
        return _sign_in_again()
    if not who.class_mode:
        return _with_nav(who, "play.ipynb", GameTable(who.variant, players=2, level=who.opponent, seed=who.seed))
    activity = _activity(who)
    seed = activity.next_seed() if activity is not None else who.seed
    # The class settings, chosen by the teacher, are values and not controls (no "show all hands" box: the
    # computer's cards stay hidden from a student); each student gets their own deals.
    table = GameTable(who.variant, players=2, level=who.opponent, seed=seed, save_as="app-play", in_app=True,
                      fixed_settings=True)
    if activity is not None:  # every New game deals the student's next seed; every game played is recorded
        from .activity import attach_to_table

        attach_to_table(table, activity)
    return _with_nav(who, "play.ipynb", table)


def _activity(who: Visitor) -> Any:
    """The student's class activity (fresh deals, games played), or None without a class folder."""
    folder = os.environ.get(CLASS_ENV)
    if not folder or not who.student_id or who.home is None:
        return None
    from .activity import StudentActivity
    from .roster import ClassRoom

    try:
        room = ClassRoom.load(folder)
    except (OSError, ValueError):
        return None
    return StudentActivity.load(who.home, lambda n: room.seed_for(who.student_id, n))


def practice_page(query: str | None = None) -> Any:
    """The practice page's content: the student's own progress, or "please sign in again"."""
    from ..widgets.practice import PracticePage

    who = visitor(query)
    if who is None:
        return _sign_in_again()
    if not who.class_mode:
        page = PracticePage(seed=_session_seed(), remembered_name=False, show_path=False)  # many students share the app's computer
        if os.environ.get("JUPYTERHUB_USER"):  # the school hub: the student's log-in is their name, and no other
            page.name.value = os.environ["JUPYTERHUB_USER"]
            page.name.disabled = True
        page.variant.value = who.variant
        page.difficulty.value = who.level
        return _with_nav(who, "practice.ipynb", page)
    page = PracticePage(home=who.home, seed=who.seed, remembered_name=False, show_path=False)
    page.name.value = who.name or ""
    page.name.disabled = True  # signed in: the progress is this student's and nobody else's
    page.variant.value = who.variant
    page.variant.disabled = True
    page.difficulty.value = who.level
    page.difficulty.disabled = True  # the class's exercise level, chosen by the teacher
    return _with_nav(who, "practice.ipynb", page)
