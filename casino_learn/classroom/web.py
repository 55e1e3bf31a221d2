"""The classroom server: a whole class from one Python process (issue 22).

Each student's cost is a *session*, not a process: Solara's server (1.58.2) runs each browser
tab's widgets as a virtual kernel inside this process, and the tab shows the kit's own widgets
(:mod:`.views`), drawn by the kit's own small front end (:mod:`.front_end`: one script and one
stylesheet, 8 kB compressed, instead of Solara's 4.4 MB bundle). Around it, this module adds

* our pages: ``/`` (what to do, and sign-in with a personal code), ``POST /signin``,
  ``/signout``, ``/teacher`` (its own key; the live class view and the class settings),
  ``/teacher.csv``, ``/teacher/settings``, ``/teacher/projector``; the student pages ``/play``
  and ``/practice`` and their files under ``/casino/``; Solara's own addresses only where the
  page needs them (the widget websocket, "this tab is closing"), and 404 for everything else;
* sign-in through the class's gate (:func:`make_gate`): sessions are tokens signed with the
  class secret, kept in cookies, so they last across a restart;
* the page's two files named by their content and kept a year by the browser (:mod:`.front_end`);
* a closed tab's widgets freed after :data:`CULL_AFTER` seconds (Solara keeps them 24 hours), and
  the memory given back (:func:`tidy`; the threads share :data:`MALLOC_ARENAS` malloc arenas); the
  pages' first-time work done at start (:func:`warm_up`), not while the first student waits;
* a quiet start and stop: Ctrl+C stops within :data:`STOP_WITHIN` seconds, no traceback.
"""

from __future__ import annotations

import html
import logging
import os
import secrets
import signal
import socket
import sys
import uuid
from pathlib import Path
from typing import Any

from ..i18n import ENVIRONMENT_VARIABLE, _, get_language, set_language

__all__ = ["CULL_AFTER", "STOP_WITHIN", "SOLARA_SETTINGS", "make_gate", "build_app", "serve", "solara_environment",
           "limit_malloc_arenas", "tidy", "warm_up"]

#: A tab closed (or its computer asleep) for this long gives its widgets back (seconds).
CULL_AFTER = 60
#: How often the server looks for freed tabs, to give their memory back (seconds).
TIDY_EVERY = 15
#: Ctrl+C: open connections are closed after this long (seconds).
STOP_WITHIN = 2
#: After a class has left (no tab, no connection, no request) for this long, the server starts itself
#: afresh in the same process, on the same listening socket (:func:`recycle_when_class_leaves`).
RECYCLE_QUIET = 60
#: The inherited listening socket of a server that started itself afresh (its file descriptor).
SOCKET_VARIABLE = "CASINO_CLASS_SOCKET_FD"
#: Set in a server that started itself afresh: no second browser tab, no second "on http://…" line.
RECYCLED_VARIABLE = "CASINO_CLASS_RECYCLED"
#: Solara's settings (environment variables it reads when imported): our app, offline, quiet.
SOLARA_SETTINGS = {
    "SOLARA_APP": "casino_learn.classroom.solara_app",
    "SOLARA_MODE": "production",
    "SOLARA_TELEMETRY_MIXPANEL_ENABLE": "False",  # Solara's usage statistics would go to the internet
    "SOLARA_KERNEL_CULL_TIMEOUT": f"{CULL_AFTER}s",
    "SOLARA_KERNEL_MAX_PER_SESSION": "100",
}
#: The addresses the page needs from Solara: the widget websocket and "this tab is closing" (the page and
#: its two files are ours, :mod:`.front_end`; Solara's own front end is not served).
SOLARA_PREFIXES = ("/jupyter/api/kernels/", "/_solara/api/close/")
STUDENT_PAGES = ("/play", "/practice")
TEACHER_COOKIE = "casino_teacher"
XSRF_COOKIE = "casino_xsrf"

_log = logging.getLogger(__name__)
#: The server's event loop, and "Solara has started its app" (set by :func:`build_app`'s app).
_LOOP: Any = None
import threading as _threading  # noqa: E402

_STARTED = _threading.Event()


def solara_environment(title: str) -> dict[str, str]:
    """The environment Solara reads at import (see :data:`SOLARA_SETTINGS`), with the page title."""
    return {**SOLARA_SETTINGS, "SOLARA_THEME_TITLE": title}


# --- sign-in --------------------------------------------------------------------------------------

def make_gate(room: Any) -> Any:
    """The class's sign-in gate (:class:`.signin.SignInGate`: one slow hash per attempt, limits before
    hashing, sessions signed with the class secret)."""
    from .signin import SignInGate

    return SignInGate(room)


# --- our pages ------------------------------------------------------------------------------------

def _client(request: Any) -> str | None:
    return request.client.host if request.client else None


def _xsrf(request: Any) -> tuple[str, str]:
    """The form's anti-forgery token (double-submit: the same random value in a cookie and the form)."""
    token = request.cookies.get(XSRF_COOKIE) or secrets.token_urlsafe(24)
    return token, f'<input type="hidden" name="_xsrf" value="{html.escape(token)}">'


async def _form(request: Any, limit: int = 16_384) -> dict[str, str]:
    """A small url-encoded form (our forms have a code, a key or three settings), first values only."""
    from urllib.parse import parse_qs

    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            return {}
    fields = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
    return {key: values[0] for key, values in fields.items()}


#: What our pages may load: their own files only. A student page also runs the card table's module
#: (a blob: address made from the widget's code) and shows charts as blob: pictures.
CSP = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'"
PAGE_CSP = ("default-src 'self'; script-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
            "connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'")
#: Solara's cookie naming the browser (its tabs' virtual kernels belong to it).
SOLARA_SESSION_COOKIE = "solara-session-id"


def _respond(content: str, status: int = 200, xsrf: str | None = None, csp: str = CSP, **headers: str) -> Any:
    from starlette.responses import HTMLResponse

    response = HTMLResponse(content, status_code=status, headers={
        "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Content-Security-Policy": csp, **headers})
    if xsrf:
        response.set_cookie(XSRF_COOKIE, xsrf, httponly=True, samesite="strict")
    return response


def _routes(classroom: Any) -> tuple[list[Any], Any]:
    from starlette.responses import RedirectResponse, Response
    from starlette.routing import Route

    from .server import _START_TITLE, _teacher_key_page, page_html, start_page_html

    room, gate = classroom.room, classroom.gate

    def error(status: int) -> Any:
        words = {404: _("There is no page at this address."), 403: _("This is not allowed.")}
        text = words.get(status, _("Something went wrong on the teacher's computer. Try again in a moment."))
        return _respond(page_html(str(status), f"<h1>{status}</h1><p>{html.escape(text)}</p>"
                                  f'<p><a href="/">' + _("Go to the start page") + "</a></p>"), status)

    async def checked_form(request: Any) -> Any:
        form = await _form(request)
        cookie = request.cookies.get(XSRF_COOKIE, "")
        if not cookie or not secrets.compare_digest(cookie, str(form.get("_xsrf", ""))):
            return None
        return form

    async def start(request: Any) -> Any:
        if gate.student_of(request.cookies.get("casino_student")) is not None:
            return RedirectResponse("/play", status_code=303)  # signed in (also after a restart): back to the table
        token, field = _xsrf(request)
        again = _("You were signed out: please sign in again.") if request.query_params.get("again") else ""
        response = _respond(start_page_html(class_name=room.name, message=again, xsrf_form=field), xsrf=token)
        response.headers["Link"] = prefetch_header()
        return response

    async def signin(request: Any) -> Any:
        form = await checked_form(request)
        token, field = _xsrf(request)
        if form is None:
            return _respond(start_page_html(class_name=room.name, xsrf_form=field,
                                            message=_("You were signed out: please sign in again.")), 403, xsrf=token)
        result = await gate.student_sign_in_async(_client(request), str(form.get("code", "")))
        if not result.ok:
            return _respond(start_page_html(class_name=room.name, xsrf_form=field, message=result.message),
                            result.http_status, xsrf=token)
        response = RedirectResponse("/play", status_code=303)
        response.set_cookie("casino_student", result.token, max_age=12 * 3600, httponly=True, samesite="lax")
        return response

    async def signout(request: Any) -> Any:
        response = RedirectResponse("/", status_code=303)
        response.delete_cookie("casino_student")
        return response

    async def student_page(request: Any) -> Any:
        if gate.student_of(request.cookies.get("casino_student")) is None:
            return RedirectResponse("/?again=1", status_code=303)  # no tab (no widgets) for a stale or made-up cookie
        from .front_end import student_page_html

        response = _respond(student_page_html(request.url.path, _(_START_TITLE)), csp=PAGE_CSP)
        if not request.cookies.get(SOLARA_SESSION_COOKIE):  # the tabs of one browser are one Solara session
            response.set_cookie(SOLARA_SESSION_COOKIE, str(uuid.uuid4()), httponly=True, samesite="lax")
        return response

    async def page_file(request: Any) -> Any:
        from .front_end import asset_response

        found = asset_response(request.path_params["name"], request.headers.get("accept-encoding", ""))
        return found if found is not None else error(404)

    def is_teacher(request: Any) -> bool:
        return bool(gate.is_teacher(request.cookies.get(TEACHER_COOKIE)))

    def teacher_page(request: Any, message: str = "", status: int = 200) -> Any:
        from .teacher import teacher_view_html

        token, _field = _xsrf(request)
        room.reload_if_changed()
        page = teacher_view_html(room, csv_url="/teacher.csv", settings_action="/teacher/settings",
                                 hidden={"_xsrf": token}, projector_url="/teacher/projector",
                                 replay_url="/teacher/replay")
        if message:
            alert = f'<p class="alert" role="alert" style="font-weight:600">{html.escape(message)}</p>'
            at = page.find("</h1>")
            page = page[:at + 5] + alert + page[at + 5:] if at >= 0 else alert + page
        return _respond(page, status, xsrf=token)

    async def teacher(request: Any) -> Any:
        if request.method == "GET":
            if is_teacher(request):
                return teacher_page(request)
            token, field = _xsrf(request)
            return _respond(_teacher_key_page(field, "/"), xsrf=token)
        form = await checked_form(request)
        token, field = _xsrf(request)
        if form is None:
            return _respond(_teacher_key_page(field, "/", _("This is not allowed.")), 403, xsrf=token)
        result = await gate.teacher_sign_in_async(_client(request), str(form.get("key", "")))
        if not result.ok:
            return _respond(_teacher_key_page(field, "/", result.message), result.http_status, xsrf=token)
        response = RedirectResponse("/teacher", status_code=303)
        response.set_cookie(TEACHER_COOKIE, result.token, max_age=12 * 3600, httponly=True, samesite="strict")
        return response

    async def teacher_csv(request: Any) -> Any:
        if not is_teacher(request):
            return RedirectResponse("/teacher", status_code=303)
        from .teacher import class_csv

        room.reload_if_changed()
        return Response(class_csv(room), media_type="text/csv; charset=utf-8", headers={
            "Cache-Control": "no-store", "Content-Disposition": f'attachment; filename="{room.folder.name}.csv"'})

    async def teacher_settings(request: Any) -> Any:
        if not is_teacher(request):
            return RedirectResponse("/teacher", status_code=303)
        form = await checked_form(request)
        if form is None:
            return error(403)
        changes: dict[str, Any] = {k: str(form.get(k)) for k in ("variant", "opponent", "level") if form.get(k)}
        try:
            if "level" in changes:
                try:
                    changes["level"] = int(changes["level"])
                except ValueError:
                    raise ValueError(_("The exercise level is 1, 2 or 3.")) from None
            room.reload_if_changed()
            room.set_settings(**changes)
        except ValueError as e:
            return teacher_page(request, str(e), 400)
        return RedirectResponse("/teacher", status_code=303)

    async def projector(request: Any) -> Any:
        if not is_teacher(request):
            return RedirectResponse("/teacher", status_code=303)
        from .teacher import projector_page

        try:
            step = max(0, int(request.query_params.get("move", "0")))
        except ValueError:
            step = 0
        room.reload_if_changed()
        return _respond(projector_page(room.settings, step, "/"))

    async def replay(request: Any) -> Any:
        """A student's recorded game, move by move (``?student=ID&game=N&deal=D&move=M``): the teacher's replay."""
        if not is_teacher(request):
            return RedirectResponse("/teacher", status_code=303)
        from .teacher import replay_page

        def number(name: str) -> int:
            try:
                return max(0, int(request.query_params.get(name, "0")))
            except ValueError:
                return 0

        room.reload_if_changed()
        try:
            return _respond(replay_page(room, request.query_params.get("student", ""), number("game"), number("move"),
                                        number("deal"), "/"))
        except KeyError:
            return error(404)

    return [
        Route("/", start), Route("/signin", signin, methods=["POST"]), Route("/signout", signout),
        Route("/teacher", teacher, methods=["GET", "POST"]), Route("/teacher.csv", teacher_csv),
        Route("/teacher/settings", teacher_settings, methods=["POST"]), Route("/teacher/projector", projector),
        Route("/teacher/replay", replay),
        Route("/play", student_page), Route("/practice", student_page), Route("/casino/{name}", page_file),
        Route("/favicon.ico", lambda _request: Response(status_code=204)),  # no icon: not a 404 in every browser's console
    ], error


def prefetch_header() -> str:
    """The start page's ``Link`` header: the student page's two files (:mod:`.front_end`), fetched
    while the student types their code (the browser keeps them a year: their addresses name their content)."""
    from .front_end import asset_urls

    return ", ".join(f"<{url}>; rel=prefetch" for url in asset_urls())


def _signed_in_same_site(scope: Any, gate: Any) -> bool:
    """A widget connection is opened only by a signed-in student's page of this server: the session
    cookie is valid and the page's origin is this server (review 9: a page on another site, or a
    script without a sign-in, made a tab's widgets for nobody)."""
    from starlette.requests import HTTPConnection

    connection = HTTPConnection(scope)
    origin = connection.headers.get("origin")
    host = connection.headers.get("host")
    if origin is not None and (host is None or origin.split("://", 1)[-1] != host):
        return False
    return gate.student_of(connection.cookies.get("casino_student")) is not None


def build_app(classroom: Any) -> Any:
    """The whole server as one ASGI app: our pages (the student pages' widgets through Solara's
    websocket), 404 elsewhere."""
    import solara.server.starlette as solara_starlette
    from starlette.applications import Starlette

    routes, error = _routes(classroom)
    ours = Starlette(routes=routes)
    solara_app = solara_starlette.app
    ours_paths = {r.path for r in routes}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            global _LOOP
            import asyncio

            _LOOP = asyncio.get_running_loop()  # the server's own loop: tidy() and warm_up() use its thread pool

            async def send_and_note(message: Any) -> None:
                if message.get("type") == "lifespan.startup.complete":
                    _STARTED.set()
                await send(message)

            await solara_app(scope, receive, send_and_note)  # Solara's start (its apps) and stop (closes every tab)
            return
        path = scope.get("path", "")
        if path in ours_paths or path.startswith("/casino/"):
            await ours(scope, receive, send)
            return
        if path.startswith(SOLARA_PREFIXES):
            if scope["type"] == "websocket" and not _signed_in_same_site(scope, classroom.gate):
                await send({"type": "websocket.close", "code": 1008})  # no widgets (no tab) for a stranger
                return
            await solara_app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        await error(404)(scope, receive, send)

    return app


def serve(*, class_name: str, port: int = 8866, ip: str = "127.0.0.1", open_browser: bool = True,
          variant: str | None = None, opponent: str | None = None, level: int | None = None,
          home: str | Path | None = None, lang: str | None = None,
          cull_after: int = CULL_AFTER, system_malloc: bool = False) -> int:
    """Run the classroom server of class ``class_name`` until Ctrl+C; returns an exit code.
    ``cull_after``: seconds after which a closed tab's widgets are freed. ``system_malloc``: the
    command itself (not a program that calls this) starts again at once with Python's objects in
    the C library's memory (:func:`restart_with_system_malloc`), and starts afresh whenever a class
    has left (:func:`recycle_when_class_leaves`)."""
    import importlib.util

    recycled = os.environ.pop(RECYCLED_VARIABLE, None) == "1"
    if system_malloc:
        restart_with_system_malloc()

    if importlib.util.find_spec("solara") is None or importlib.util.find_spec("uvicorn") is None:
        print(_("The classroom server needs Solara: pip install 'casino-learn[app]'."), file=sys.stderr)
        return 2
    limit_malloc_arenas()  # before Solara, uvicorn and the compression start their threads
    if lang is not None:
        set_language(lang)
        os.environ[ENVIRONMENT_VARIABLE] = get_language()
    from .roster import ClassRoom
    from .server import _START_TITLE
    from .views import Classroom, current, install

    room = ClassRoom.load(class_name, home=home)
    given: dict[str, Any] = {k: v for k, v in {"variant": variant, "opponent": opponent, "level": level}.items() if v is not None}
    if given:
        room.set_settings(**given)
    os.environ.update(solara_environment(_(_START_TITLE)))  # before Solara is imported: it reads them then
    cull_after = int(os.environ.get("CASINO_CLASS_CULL_AFTER", cull_after))  # lowered by the kit's tests only
    os.environ["SOLARA_KERNEL_CULL_TIMEOUT"] = f"{max(1, int(cull_after))}s"
    _quiet_logs()
    import uvicorn
    gate = make_gate(room)
    install(Classroom(room, gate))
    app = build_app(current())
    _preload()
    import threading

    # in the background: the start page answers at once; the first student rarely comes in the first second
    threading.Thread(target=warm_up, args=(room.settings, True), name="casino-warm-up", daemon=True).start()
    _tidy_when_tabs_close()
    where = _("this computer only") if ip in ("127.0.0.1", "localhost") else _("every computer that can reach this one")
    url = f"http://{ip}:{port}/"
    if not recycled:
        print(_("casino_learn classroom app for {who} on {url} ({where}); press Ctrl+C to stop.",
                who=_("class {name}", name=room.name), url=url, where=where), flush=True)
    config = uvicorn.Config(app, host=ip, port=port, log_level="warning", access_log=False, lifespan="on",
                            timeout_graceful_shutdown=STOP_WITHIN, ws_ping_interval=20, ws_ping_timeout=20)
    server = uvicorn.Server(config)
    listening, kept = _listening_socket(config)
    if open_browser and not recycled:
        _open_later(url)
    quiet = float(os.environ.get("CASINO_CLASS_RECYCLE_QUIET", RECYCLE_QUIET))  # lowered by the kit's tests only
    recycle = recycle_when_class_leaves(server, quiet) if system_malloc else _threading.Event()
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:  # ignored across the fresh start (see _start_afresh)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        server.run(sockets=[listening])
    except KeyboardInterrupt:  # a second Ctrl+C during the stop
        recycle.clear()
    finally:
        close = getattr(gate, "close", None)
        if close is not None:
            close()
        install(None)
    if recycle.is_set():
        _start_afresh(kept)
    return 0


def _listening_socket(config: Any) -> tuple[socket.socket, int]:
    """The server's listening socket (the one a server that started itself afresh was given, or a
    new one bound to the configured address) and an inheritable duplicate of its file descriptor,
    kept open so that a fresh start (:func:`_start_afresh`) listens on it without a moment in which
    the port is closed (uvicorn closes the socket itself when it stops)."""
    inherited = os.environ.pop(SOCKET_VARIABLE, None)
    sock = socket.socket(fileno=int(inherited)) if inherited is not None else config.bind_socket()
    kept = os.dup(sock.fileno())
    os.set_inheritable(kept, True)
    return sock, kept


def recycle_when_class_leaves(server: Any, quiet: float = RECYCLE_QUIET, every: float | None = None) -> Any:
    """Watch for a class that came and has left: no tab (virtual kernel; a closed tab's is kept
    :data:`CULL_AFTER` seconds for a student whose connection drops), no open connection, and no
    request for ``quiet`` seconds. Then ask the server to stop, and return the event that says so
    (:func:`serve` then starts the server afresh in the same process: :func:`_start_afresh`).

    Why (issue 22): after a class of 60 left, the server's memory stayed 10-15 % above its idle
    memory however much was freed (:func:`tidy`): a few objects made while the class was there keep
    their blocks of memory. A fresh start is back at idle exactly, as web servers recycle their
    workers (gunicorn's ``max_requests``); sign-ins (signed tokens) and matches (saved after every
    move) are on disk, and the limits on wrong codes count only the last minute (``quiet`` ≥ it)."""
    import threading
    import time

    recycle = threading.Event()
    every = every if every is not None else min(TIDY_EVERY, max(0.5, quiet / 4))

    def run() -> None:
        import solara.server.kernel_context as kernel_context

        came = False
        last = (-1, time.monotonic())
        while not server.should_exit:
            time.sleep(every)
            tabs = len(kernel_context.contexts)
            state = server.server_state
            came = came or tabs > 0
            if state.connections or state.total_requests != last[0]:
                last = (state.total_requests, time.monotonic())  # the last sign of anyone at the door
            elif came and not tabs and time.monotonic() - last[1] >= quiet:
                _log.info("the class has left: starting the server afresh to give its memory back")
                recycle.set()
                server.should_exit = True
                return

    threading.Thread(target=run, name="casino-recycle", daemon=True).start()
    return recycle


def _start_afresh(kept: int) -> None:
    """Start this command again in the same process (same id, arguments and port), listening on the
    kept duplicate ``kept`` of its socket: connections that arrive meanwhile wait in the socket's
    queue. A Ctrl+C in the second it takes is ignored (the new start would otherwise stop with a
    traceback while importing); the new server takes Ctrl+C again as soon as it listens."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.environ[SOCKET_VARIABLE] = str(kept)
    os.environ[RECYCLED_VARIABLE] = "1"
    _run_again()


def _run_again() -> None:
    """Replace this process by the same command (same process id and arguments), with today's
    environment: both the C-allocator restart and the fresh start after a class use it."""
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, list(getattr(sys, "orig_argv", [sys.executable, *sys.argv])))


def _quiet_logs() -> None:
    """No alarming lines at the default level: Solara's and uvicorn's notes go to the debug level."""
    import warnings

    # Solara's advice on cookies for pages inside another site's frame (ours are not): once per start.
    warnings.filterwarnings("ignore", message="Cookies with samesite=none", category=UserWarning)
    for name in ("solara", "reacton", "uvicorn.error"):
        logging.getLogger(name).setLevel(logging.WARNING)
    logging.getLogger("solara.server.kernel_context").setLevel(logging.ERROR)


def forget_file_watchers() -> int:
    """Drop anywidget's "the widget's file changed" callbacks; returns how many signals were cleared.

    anywidget (0.9-0.11) connects every new widget whose front end is a file (the card table's
    ``_esm`` and ``_css``) to its class's file watcher with a strong reference, for live reloading
    while a developer edits the file. In a kernel that dies with its page that costs nothing; in
    this server, where tabs come and go in one process, every card table ever shown (and its game)
    stayed in memory. The files of an installed kit do not change while the server runs, so the
    callbacks are simply dropped (new tables connect again; they are dropped at the next tidy)."""
    try:
        import anywidget
        from anywidget._file_contents import FileContents, VirtualFileContents
    except ImportError:  # pragma: no cover
        return 0
    cleared = 0
    todo = [anywidget.AnyWidget]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        for key in ("_esm", "_css"):
            value = cls.__dict__.get(key)
            changed = getattr(value, "changed", None)
            if isinstance(value, (FileContents, VirtualFileContents)) and changed is not None:
                changed.disconnect()
                cleared += 1
    return cleared


def forget_closed_tabs() -> int:
    """Drop what Solara keeps of a closed tab after its virtual kernel is gone: each reactive value
    (cookies, theme, route, ...) keeps a set of listeners per kernel id (a ``defaultdict``: reading
    it once in a tab makes an entry that is never removed). Each is small, but they were made
    while a class was on its page and outlive it, scattered through memory Python could otherwise
    give back (issue 22). Returns how many entries were dropped."""
    import gc

    try:
        import solara.server.kernel_context as kernel_context
        from solara.toestand import ValueBase
    except ImportError:  # pragma: no cover
        return 0
    alive = set(kernel_context.contexts)
    dropped = 0
    for value in [o for o in gc.get_objects() if isinstance(o, ValueBase)]:
        for table in (value.listeners, value.listeners2):
            for key in [k for k, v in list(table.items()) if k != "global" and k not in alive and not v]:
                table.pop(key, None)
                dropped += 1
    return dropped


def stop_idle_threads(timeout: float = 5.0) -> bool:
    """Stop the server's idle worker threads (AnyIO's pool: one per open tab's widget connection,
    and for file look-ups). AnyIO stops a thread idle for ten seconds only when it next hands work
    to the pool, so after a class left, its threads (and what each holds) stayed until the next
    student came. This hands the pool one small job, which stops every other thread idle that
    long. Returns whether the job ran (False without a running server, or on its own loop)."""
    import asyncio

    loop = _LOOP
    if loop is None or loop.is_closed() or not loop.is_running():
        return False
    try:
        if asyncio.get_running_loop() is loop:
            return False  # called from the loop itself: it cannot wait for its own job
    except RuntimeError:
        pass

    async def one_job() -> None:
        import anyio

        await anyio.to_thread.run_sync(lambda: None)

    try:
        asyncio.run_coroutine_threadsafe(one_job(), loop).result(timeout)
    except Exception:  # noqa: BLE001 - a server stopping meanwhile: nothing to give back
        return False
    return True


#: glibc's M_ARENA_MAX (``mallopt``): how many malloc arenas the server's threads share.
M_ARENA_MAX = -8
#: Two arenas for the whole server (glibc's default is 8 per core): each thread that allocates
#: (Solara's and AnyIO's worker threads, one per busy tab) otherwise gets an arena of its own,
#: whose freed memory stays with the process. Measured with 15 students arriving and leaving
#: (PSS, MB, idle / on page / after they left): 78 / 129 / 119 with glibc's default, 77 / 103 / 94
#: with two arenas (issue 22: back within 10 % of idle after the class leaves).
MALLOC_ARENAS = 2


def _libc() -> Any:
    """glibc, or None (macOS, Windows, musl: nothing to tune)."""
    import ctypes
    import ctypes.util

    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim, libc.mallopt  # noqa: B018 - glibc only
    except (OSError, AttributeError):
        return None
    return libc


#: The environment variable that chooses Python's memory allocator at its start.
PYTHONMALLOC = "PYTHONMALLOC"


def restart_with_system_malloc() -> None:
    """Start this command again (same process id, same arguments) with ``PYTHONMALLOC=malloc``,
    on Linux with glibc, unless that variable is set already: nothing happens otherwise.

    Why (issue 22, measured with a class of 20 arriving and leaving): Python's own allocator keeps
    small objects in 1 MiB blocks and gives a block back only when every object in it is freed.
    A class on its page fills a dozen more blocks with its widgets and games; when the class
    leaves, a few objects made meanwhile that stay (a name in a cache, a thread's lock) are
    enough to keep every block, so the server stayed 15-25 % above its idle memory (for 60
    students, 142 MB against 87). With the C library's allocator, :func:`tidy`'s ``malloc_trim``
    gives back each freed 4 kB page: 86 MB against 80 at idle for the same 20 students."""
    if os.environ.get(PYTHONMALLOC) or _libc() is None:
        return
    os.environ[PYTHONMALLOC] = "malloc"
    _run_again()


def limit_malloc_arenas(arenas: int = MALLOC_ARENAS) -> bool:
    """Make the server's threads share ``arenas`` malloc arenas (see :data:`MALLOC_ARENAS`); call it
    before the server starts its threads. Returns whether it was set (glibc only)."""
    libc = _libc()
    return bool(libc is not None and libc.mallopt(M_ARENA_MAX, int(arenas)) == 1)


def tidy() -> int:
    """Give a closed tab's memory back: drop anywidget's file-watcher ties (:func:`forget_file_watchers`),
    collect the cycles of the tab's widgets and game, then hand the freed memory back to the computer
    (``malloc_trim``: Python and glibc otherwise keep it for themselves). Returns the objects collected."""
    import gc

    forget_file_watchers()
    forget_closed_tabs()
    stop_idle_threads()
    # Python's attribute-lookup cache keeps the last 4096 attribute names looked up (3.11: any
    # name, not only the program's own): names made while the class was on its page, each holding
    # on to a block of freed memory.
    sys._clear_type_cache()
    collected = gc.collect()
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
    return collected


def _tidy_when_tabs_close(every: float = TIDY_EVERY) -> None:
    """:func:`tidy` after closed tabs are freed (a thread, checking every ``every`` seconds): without it
    the server stayed at its peak (180 MB for 60 students) long after the class had left."""
    import threading
    import time

    def run() -> None:
        import solara.server.kernel_context as kernel_context

        seen = 0
        again = False
        while True:
            time.sleep(every)
            now = len(kernel_context.contexts)
            if now < seen or again:
                tidy()
            # once more at the next check: the worker threads stopped by this tidy end meanwhile, and
            # give back what they held (their share of the C library's memory) only then
            again = now < seen
            seen = now

    threading.Thread(target=run, name="casino-tidy", daemon=True).start()


def _preload() -> None:
    """Import the widgets now, not while the first student waits for their page."""
    import ipywidgets  # noqa: F401

    import casino_learn.widgets  # noqa: F401
    import casino_learn.widgets.practice  # noqa: F401


def warm_up(settings: Any, server: bool = False) -> None:
    """Build a play page and a practice page once, in a throwaway virtual kernel, then free them: what
    every page builds the first time (pictures of the cards, words, the widgets' classes) is made now,
    while the server is idle, not while the first student waits; and the server's idle memory is the
    memory it goes back to after a class (issue 22). Nothing is saved: no student's folder is read.
    ``server``: in the running server, also its own first-time work (:func:`_warm_up_server`)."""
    import tempfile

    from solara.server import kernel, kernel_context

    from ..widgets import GameTable
    from ..widgets.practice import PracticePage

    context = kernel_context.VirtualKernelContext(id="casino-warm-up", session_id="casino-warm-up", kernel=kernel.Kernel())
    try:
        with context, tempfile.TemporaryDirectory(prefix="casino-warm-up-") as home:
            table = GameTable(settings.variant, players=2, level=settings.opponent, seed=1, in_app=True)
            table.play_move(table.legal_moves[0])
            PracticePage(home=home, seed=1, remembered_name=False, show_path=False)
    finally:
        context.close(reason="warm-up")
    if server:
        _warm_up_server()
    tidy()


def _warm_up_server(wait: float = 30.0) -> None:
    """The server's own first-time work, done before any student comes (issue 22): the page's two
    files (read and compressed), the thread pool and the "portal" a widget connection uses, and the
    modules the first tab imports. Made while a class is on its page, each stayed for good,
    scattered among the class's freed memory, which Python could then not give back."""
    import asyncio

    import anyio
    import anyio.from_thread
    import anyio.streams.memory  # noqa: F401
    import anyio.streams.stapled  # noqa: F401
    import anyio.streams.tls  # noqa: F401

    from . import activity, guard  # noqa: F401 - the play page's, imported when it is first built

    if not _STARTED.wait(wait) or _LOOP is None:
        return
    from .front_end import student_page_html

    student_page_html(STUDENT_PAGES[0], "")  # the page's two files, read and compressed once

    async def pool() -> None:
        async with anyio.from_thread.BlockingPortal():
            await anyio.to_thread.run_sync(lambda: None)

    try:
        asyncio.run_coroutine_threadsafe(pool(), _LOOP).result(wait)
    except Exception:  # noqa: BLE001
        _log.debug("warm-up: the thread pool", exc_info=True)


def _open_later(url: str) -> None:
    """Open the start page in the teacher's browser once the server listens."""
    import threading
    import webbrowser

    threading.Timer(1.5, lambda: webbrowser.open(url)).start()
