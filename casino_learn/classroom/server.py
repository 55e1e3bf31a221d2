"""The classroom web server: the play and practice pages for a class, from the teacher's computer.

Voilà 0.5 serves the two pages (casino_learn/app/pages/), each student's page with its own
kernel. This module is a small subclass of Voilà's application that

* keeps **pre-heated kernels** ready for each page (Voilà's ``preheat_kernel``): a kernel is
  started and has loaded the kit before a student asks for the page, and waits in
  :func:`voila.utils.get_query_string` for the page's address, which carries the student's
  signed token (see :mod:`casino_learn.classroom.page`). Measured on a 2-core computer
  (benchmarks/bench_classroom.py), a page then arrives in well under a second instead of
  several seconds of kernel start under load;
* gives kernels back: the page's "I am leaving" beacon now carries the ``_xsrf`` cookie that
  Voilà's shutdown handler asks for (Voilà never set that cookie, so every beacon was refused
  with 403), and kernels whose page is closed without a beacon are culled after
  :data:`CULL_IDLE` seconds without a connection;
* adds our own pages: ``/`` (what to do, and sign-in with a personal code), ``POST /signin``
  (rate-limited), ``/signout``, ``/teacher`` (its own key; the live class view and the class
  settings form), ``/teacher.csv``; and answers 404 for every other address (Voilà's file
  list, its contents API, ``/login``, ``/logout``, odd template paths), never 500;
* serves every asset itself (no font or icon from the internet).
"""

from __future__ import annotations

import hmac
import html
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import tornado.web

from ..i18n import ENVIRONMENT_VARIABLE, N_, _, get_language, set_language

__all__ = [
    "PAGES", "POOL", "pool_for", "CULL_IDLE", "CULL_INTERVAL", "FILL_DELAY", "IOPUB_TIMEOUT",
    "voila_arguments", "serve", "start_page_html", "class_folder", "server_environment",
]

#: The pages a student may open (everything else under /voila/render/ is 404).
PAGES = ("play.ipynb", "practice.ipynb")
#: Pre-heated pages kept ready without a class (with a class: one play page per student, see
#: :func:`pool_for`): students arrive on the play page together and reach practice later.
POOL = {"play.ipynb": 4, "practice.ipynb": 2}
#: A kernel with no page connected for this long is shut down (seconds), checked every CULL_INTERVAL.
CULL_IDLE = 60
CULL_INTERVAL = 15
#: Seconds before a used pre-heated kernel is replaced (Voilà's default: 1), and the least time
#: between two replacements: Voilà starts every replacement at once, so 30 students arriving
#: together made 30 kernels start together and the students' own moves waited seconds for the CPU.
FILL_DELAY = 1.0
REFILL_GAP = 1.5
QUIET = 3.0
#: ...but a pool with fewer than LOW pages left is refilled even while pages are being asked for.
LOW = 2
#: At start-up, one kernel every STARTUP_GAP seconds: 45 kernels started at once drew the same free
#: TCP port now and then ("Address already in use"), and the kernel that lost restarted in a loop.
STARTUP_GAP = 0.3
#: How long the page's execution waits for a busy kernel's output (nbclient's default of 4 s lost
#: whole games under load: "Timeout waiting for IOPub output").
IOPUB_TIMEOUT = 60

_COOKIE_TEACHER = "casino_teacher"
_COOKIE_STUDENT = "casino_student"
_START_TITLE = N_("casino_learn — Play and practise Casino")


# --- pieces that need no Voilà (tested directly) -------------------------------------------------------

def class_folder(name: str, home: str | Path | None = None) -> Path:
    """The folder of the class ``name`` (or ``name`` itself when it is a class folder)."""
    from .roster import ClassRoom

    return Path(ClassRoom.load(name, home=home).folder)


_STYLE = """
:root{color-scheme:light dark;--ink:#1b1b1b;--paper:#fff;--accent:#0b5cad;--soft:#eef3f8;--bad:#a4000f}
@media (prefers-color-scheme:dark){:root{--ink:#f2f2f2;--paper:#141414;--accent:#8cc4ff;--soft:#1f2a36;--bad:#ff9ea6}}
body{margin:0;font:18px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:var(--paper)}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.8rem;margin:.2rem 0 1rem}
ol li{margin:.3rem 0}
form.signin{background:var(--soft);padding:1rem 1.2rem;border-radius:.6rem;margin:1.2rem 0}
label{display:block;font-weight:600;margin-bottom:.3rem}
input[type=text],input[type=password],select{font:inherit;padding:.4rem .6rem;border:2px solid var(--ink);border-radius:.3rem;background:var(--paper);color:var(--ink)}
input[name=code]{text-transform:uppercase;letter-spacing:.08em;width:12rem}
button{font:inherit;font-weight:600;padding:.4rem 1.1rem;margin-left:.4rem;border:0;border-radius:.3rem;background:var(--accent);color:var(--paper);cursor:pointer}
.alert{border-left:.35rem solid var(--bad);padding:.4rem .8rem;margin:1rem 0;font-weight:600}
a{color:var(--accent)}
.links a{margin-right:1.2rem;font-weight:600}
small{display:block;margin-top:2rem}
"""


def page_html(title: str, body: str) -> str:
    """A whole page of ours: a language, a title, the content in a <main> landmark, no outside assets."""
    return (f'<!DOCTYPE html><html lang="{get_language()}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
            f"<style>{_STYLE}</style></head><body><main>{body}</main></body></html>")


def start_page_html(*, class_name: str | None, message: str = "", xsrf_form: str = "", base: str = "/") -> str:
    """The start page: the kit's title, what to do, and the sign-in form (or, without a class, the two pages)."""
    alert = f'<p class="alert" role="alert">{html.escape(message)}</p>' if message else ""
    title = _(_START_TITLE)
    teacher_link = f'<a href="{base}teacher">'
    if class_name is None:
        body = ("<h1>" + html.escape(title) + "</h1>" + alert
                + "<p>" + _("Play Casino against the computer, or practise one skill at a time.") + "</p>"
                + f'<p class="links"><a href="{base}voila/render/play.ipynb">' + _("Play a game") + "</a>"
                + f'<a href="{base}voila/render/practice.ipynb">' + _("Practise") + "</a></p>")
        return page_html(title, body)
    body = (
        "<h1>" + html.escape(title) + "</h1><p>"
        # Translators: HTML; {klass} is the class's name, e.g. "7A".
        + _("Class: <b>{klass}</b>", klass=html.escape(class_name)) + "</p><ol><li>"
        # Translators: HTML; TIGER-4821 is an example of a code: keep it.
        + _("Find your code on the card your teacher gave you (it looks like <b>TIGER-4821</b>).") + "</li><li>"
        # Translators: HTML; "Sign in" is the button's label, translate it as the button.
        + _("Type it below and press <b>Sign in</b>.") + "</li><li>"
        + _("Play against the computer, then practise. Your progress is kept for you alone: "
            "nobody else sees it, and you find it again next time with the same code.") + "</li></ol>"
        + alert
        + f'<form class="signin" method="post" action="{base}signin">{xsrf_form}'
        + '<label for="code">' + _("Your code") + "</label>"
        + '<input type="text" id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" '
        'required maxlength="40" aria-describedby="code-help">'
        + '<button type="submit">' + _("Sign in") + "</button>"
        + '<p id="code-help">' + _("Capital or small letters are both fine.") + "</p></form><small>"
        # Translators: HTML; {start} and {end} surround the link to the teacher view.
        + _("Teacher? {start}Open the teacher view{end}.", start=teacher_link, end="</a>")
        + "</small>"
    )
    return page_html(title, body)


def server_environment(lang: str | None = None, environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment the app's server runs in, and so its kernels (they inherit it): Voilà's
    (:func:`casino_learn.app.voila_env`) and, with ``lang``, ``CASINO_LEARN_LANG`` so that every
    page speaks the language of the app (``casino-learn app --lang es``)."""
    from ..app import voila_env

    env = voila_env(environ)
    if lang is not None:
        from ..i18n import LANGUAGES, normalize_language

        found = normalize_language(lang)
        if found is None:
            raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
        env[ENVIRONMENT_VARIABLE] = found
    return env


def pool_for(pages: int) -> dict[str, int]:
    """Pre-heated pages to keep for a class of ``pages``: one play page each and a fifth more (for
    reloads and late-comers), and one practice page each (a class that moves on together finds
    it ready too). Measured with 30 students on 2 cores: with 30 play pages, the 15 reloads came
    after the pool was used up and waited up to 6.5 s for new kernels."""
    pages = max(0, pages)
    return {"play.ipynb": pages + (max(2, pages // 5) if pages else 0), "practice.ipynb": pages}


def voila_arguments(*, port: int, ip: str, open_browser: bool, pool: dict[str, int] | None = None,
                    cull_idle: int = CULL_IDLE, cull_interval: int = CULL_INTERVAL, fill_delay: float = FILL_DELAY,
                    iopub_timeout: int = IOPUB_TIMEOUT) -> list[str]:
    """The Voilà configuration of the classroom server, as command-line arguments."""
    from ..app import APP_DIR, TEMPLATE

    pool = dict(POOL if pool is None else pool)
    args = [
        str(APP_DIR), f"--port={port}", f"--Voila.ip={ip}", f"--template={TEMPLATE}",
        "--VoilaConfiguration.show_tracebacks=False", "--Voila.port_retries=0",
        f"--VoilaExecutor.iopub_timeout={iopub_timeout}",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle}", f"--MappingKernelManager.cull_interval={cull_interval}",
        "--MappingKernelManager.cull_connected=False",  # a student with the page open keeps their game
        f"--HTMLExporter.language_code={get_language()}",  # <html lang> of the play and practice pages
    ]
    if any(pool.values()):
        config = {page: {"pool_size": int(pool.get(page, 0))} for page in PAGES}
        args += ["--preheat_kernel=True", f"--VoilaKernelManager.kernel_pools_config={json.dumps(config)}",
                 f"--VoilaKernelManager.fill_delay={fill_delay}"]
    if not open_browser:
        args.append("--no-browser")
    return args


# --- the server ---------------------------------------------------------------------------------------

def _make_app_class() -> type:
    """Voilà's application with our handlers (built on demand: Voilà is an optional dependency)."""
    from voila.app import Voila
    from voila.request_info_handler import RequestInfoSocketHandler
    from voila.static_file_handler import MultiStaticFileHandler, TemplateStaticFileHandler
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler, WebsocketHandler
    from voila.tornado.treehandler import TornadoVoilaTreeHandler

    class Base(tornado.web.RequestHandler):
        """Our own pages: plain HTML, no outside assets, and a readable error page."""

        @property
        def app(self) -> Any:
            return self.settings["casino_classroom"]

        @property
        def base(self) -> str:
            return str(self.settings.get("base_url", "/"))

        def set_default_headers(self) -> None:
            self.set_header("Cache-Control", "no-store")
            self.set_header("X-Content-Type-Options", "nosniff")
            self.set_header("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'")

        def write_error(self, status_code: int, **kwargs: Any) -> None:
            words = {404: N_("There is no page at this address."), 403: N_("This is not allowed."), 429: N_("Too many tries: wait a minute.")}
            other = N_("Something went wrong on the teacher's computer. Try again in a moment.")
            text = _(words.get(status_code, other))
            self.finish(page_html(f"{status_code}", f"<h1>{status_code}</h1><p>{html.escape(text)}</p>"
                                                    f'<p><a href="{self.base}">' + _("Go to the start page") + "</a></p>"))

        def student_token(self) -> str | None:
            token = self.get_signed_cookie(_COOKIE_STUDENT)
            return token.decode() if token else None

        def teacher(self) -> bool:
            return self.app.room is not None and self.app.gate.is_teacher(self.get_signed_cookie(_COOKIE_TEACHER))

    class NotFound(Base):
        def prepare(self) -> None:
            raise tornado.web.HTTPError(404)

    class Start(Base):
        def get(self) -> None:
            room = self.app.room
            if room is None:
                self.finish(start_page_html(class_name=None, base=self.base))
                return
            again = _("You were signed out: please sign in again.") if self.get_argument("again", "") else ""
            self.finish(start_page_html(class_name=room.name, message=again, xsrf_form=self.xsrf_form_html(), base=self.base))

    class SignIn(Base):
        async def post(self) -> None:
            room = self.app.room
            if room is None:
                raise tornado.web.HTTPError(404)
            self.check_xsrf_cookie()
            # Limits counted before the one slow hash, which runs off the event loop (signin.SignInGate).
            result = await self.app.gate.student_sign_in_async(self.request.remote_ip, self.get_body_argument("code", ""))
            if not result.ok:
                self.set_status(result.http_status)
                self.finish(start_page_html(class_name=room.name, base=self.base, xsrf_form=self.xsrf_form_html(),
                                            message=result.message))
                return
            token = result.token
            self.set_signed_cookie(_COOKIE_STUDENT, token, expires_days=1, httponly=True, samesite="Lax")
            self.redirect(f"{self.base}voila/render/play.ipynb?t={token}", status=303)

    class SignOut(Base):
        def get(self) -> None:
            self.clear_cookie(_COOKIE_STUDENT)
            self.clear_cookie(_COOKIE_TEACHER)
            self.redirect(self.base)

    class Teacher(Base):
        def get(self) -> None:
            room = self.app.room
            if room is None:
                raise tornado.web.HTTPError(404)
            if not self.teacher():
                self.finish(_teacher_key_page(self.xsrf_form_html(), self.base))
                return
            self.finish(self.app.teacher_page(self.xsrf_token.decode(), self.base))

        async def post(self) -> None:
            room = self.app.room
            if room is None:
                raise tornado.web.HTTPError(404)
            self.check_xsrf_cookie()
            result = await self.app.gate.teacher_sign_in_async(self.request.remote_ip, self.get_body_argument("key", ""))
            if not result.ok:
                self.set_status(result.http_status)
                self.finish(_teacher_key_page(self.xsrf_form_html(), self.base, result.message))
                return
            self.set_signed_cookie(_COOKIE_TEACHER, result.token, expires_days=1, httponly=True, samesite="Strict")
            self.redirect(f"{self.base}teacher", status=303)

    class TeacherCsv(Base):
        def get(self) -> None:
            if not self.teacher():
                raise tornado.web.HTTPError(403)
            from .teacher import class_csv

            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.set_header("Content-Disposition", 'attachment; filename="class.csv"')
            self.finish(class_csv(self.app.load_room()))

    class Projector(Base):
        """The teacher's projector view: a deal of the class's game between two computer players,
        move by move (``?move=N``), big cards, every hand face up, the four-colour deck."""

        def get(self) -> None:
            if not self.teacher():
                raise tornado.web.HTTPError(403)
            from .teacher import projector_page

            try:
                step = max(0, int(self.get_argument("move", "0")))
            except ValueError:
                step = 0
            self.finish(projector_page(self.app.load_room().settings, step, self.base))

    class Replay(Base):
        """A student's recorded game, move by move (``?student=ID&game=N&deal=D&move=M``): the teacher's replay."""

        def get(self) -> None:
            if not self.teacher():
                raise tornado.web.HTTPError(403)
            from .teacher import replay_page

            def number(name: str) -> int:
                try:
                    return max(0, int(self.get_argument(name, "0")))
                except ValueError:
                    return 0

            try:
                self.finish(replay_page(self.app.load_room(), self.get_argument("student", ""), number("game"), number("move"),
                                        number("deal"), self.base))
            except KeyError:
                raise tornado.web.HTTPError(404) from None

    class TeacherSettings(Base):
        def post(self) -> None:
            if not self.teacher():
                raise tornado.web.HTTPError(403)
            self.check_xsrf_cookie()
            try:
                self.app.save_settings(variant=self.get_body_argument("variant", None), opponent=self.get_body_argument("opponent", None),
                                       level=self.get_body_argument("level", None))
            except ValueError as e:
                self.set_status(400)
                self.finish(self.app.teacher_page(self.xsrf_token.decode(), self.base, str(e)))
                return
            self.redirect(f"{self.base}teacher", status=303)

    class Page(TornadoVoilaHandler):
        """A student's page: only ours, only signed in (in class mode), and with the _xsrf cookie set."""

        @tornado.web.authenticated
        async def get(self, path: str | None = None) -> None:
            name = (path or "").strip("/")
            if name not in PAGES:
                raise tornado.web.HTTPError(404)
            app = self.settings["casino_classroom"]
            if app.room is not None:
                token = self.get_argument("t", "")
                signed = self.get_signed_cookie(_COOKIE_STUDENT)
                cookie = signed.decode() if signed else ""
                if not token and cookie:  # from a link without the token (e.g. typed): the signed-in student's cookie
                    self.redirect(f"{self.base_url}voila/render/{name}?t={cookie}")
                    return
                # The address alone is not a key (teacher trial): the page opens only in the browser that
                # signed in as that student (its sign-in cookie carries the same token), so a copied link,
                # another student's browser or the history after Sign out leads back to the sign-in page.
                if not token or not cookie or not hmac.compare_digest(token, cookie) or app.student_of(token) is None:
                    self.redirect(f"{self.base_url}?again=1")  # no kernel spent on a stale, copied or made-up link
                    return
            # Voilà's page sends "shut down my kernel" when it is closed, with this cookie's value;
            # Voilà never sets the cookie, so without this every kernel stayed until culled.
            _ = self.xsrf_token
            await super().get(path)

    class TemplateStatic(TemplateStaticFileHandler):
        """Voilà's template assets; a malformed path is 404 (Voilà's own handler raised 500)."""

        def parse_url_path(self, path: str) -> str:
            if not re.fullmatch(r"[\w.-]+/static/[\w./-]+", path) or ".." in path.split("/"):
                raise tornado.web.HTTPError(404)
            return str(super().parse_url_path(path))

    class Static(MultiStaticFileHandler):
        """Voilà's static files; a file that is not there is 404 (Voilà's handler said 403)."""

        def validate_absolute_path(self, root: str, absolute_path: str) -> str | None:
            try:
                return super().validate_absolute_path(root, absolute_path)  # type: ignore[no-any-return]
            except tornado.web.HTTPError as e:
                raise tornado.web.HTTPError(404) if e.status_code == 403 else e

    class LocalRequestInfo(RequestInfoSocketHandler):
        """Voilà's "here is your page's address" socket, for the kernels on this computer only."""

        def open(self, kernel_id: str) -> None:  # type: ignore[override]
            if self.request.remote_ip not in ("127.0.0.1", "::1"):
                self.close()
                return
            super().open(kernel_id)

    class KernelSocket(VoilaKernelWebsocketHandler):
        """Voilà's kernel websocket, safe with the older (pre-v1) protocol: Voilà reads every binary
        frame as a v1 frame, and an older frame's first bytes then ask for billions of offsets (the
        server grew by 40 MB a second until it stopped answering: one page could stop the class)."""

        def write_message(self, message: Any, binary: bool = False) -> Any:
            if isinstance(message, bytes) and self.selected_subprotocol != "v1.kernel.websocket.jupyter.org":
                return WebsocketHandler.write_message(self, message, binary)  # a frame with buffers: never execute_input
            return super().write_message(message, binary)

    class ClassroomVoila(Voila):  # type: ignore[misc]
        """Voilà with the classroom's pages, sign-in and teacher view (see the module docstring)."""

        name = "casino-learn-app"
        room: Any = None
        secret: bytes = b""
        gate: Any = None

        def init_settings(self) -> dict:
            import voila.app

            original = voila.app.voila_kernel_manager_factory
            voila.app.voila_kernel_manager_factory = _staggered(original)  # Voilà builds its kernel manager class here
            try:
                settings = dict(super().init_settings())
            finally:
                voila.app.voila_kernel_manager_factory = original
            settings["casino_classroom"] = self
            if self.gate is not None:  # cookies signed with the class's own secret: sign-ins last across a restart
                settings["cookie_secret"] = self.gate.cookie_secret
            settings["voila_jinja2_env"].globals["page_language"] = get_language()  # <html lang> of page.html
            return settings

        def init_handlers(self) -> list:
            base = self.server_url
            dropped = (TornadoVoilaTreeHandler,)
            kept = []
            for spec in super().init_handlers():
                pattern, handler = spec[0], spec[1]
                if handler in dropped or pattern.endswith(("/login", "/logout")) or "/voila/api/contents" in pattern:
                    continue
                if handler is TornadoVoilaHandler:
                    spec = (pattern, Page, *spec[2:])
                elif handler is TemplateStaticFileHandler:
                    spec = (pattern, TemplateStatic, *spec[2:])
                elif handler is MultiStaticFileHandler:
                    spec = (pattern, Static, *spec[2:])
                elif handler is RequestInfoSocketHandler:
                    spec = (pattern, LocalRequestInfo, *spec[2:])
                elif handler is VoilaKernelWebsocketHandler:
                    spec = (pattern, KernelSocket, *spec[2:])
                kept.append(spec)
            ours = [
                (base, Start), (base + "signin", SignIn), (base + "signout", SignOut), (base + "teacher", Teacher),
                (base + "teacher.csv", TeacherCsv), (base + "teacher/settings", TeacherSettings),
                (base + "teacher/projector", Projector), (base + "teacher/replay", Replay),
            ]
            return ours + kept + [(base + ".*", NotFound)]

        # -- the class ---------------------------------------------------------------------------
        def load_room(self) -> Any:
            self.room.reload_if_changed()  # the class file may have changed (a code renewed, settings saved)
            return self.room

        def student_of(self, token: str) -> str | None:
            student = self.gate.student_of(token)
            return student.id if student is not None else None

        def save_settings(self, **given: Any) -> None:
            changes = {k: v for k, v in given.items() if v not in (None, "")}
            if "level" in changes:
                try:
                    changes["level"] = int(changes["level"])
                except ValueError:
                    raise ValueError("The exercise level is 1, 2 or 3.") from None
            self.load_room().set_settings(**changes)  # checked by ClassSettings: a clear message for a wrong value

        def teacher_page(self, xsrf_token: str, base: str, message: str = "") -> str:
            from .teacher import teacher_view_html

            page = teacher_view_html(self.load_room(), csv_url=f"{base}teacher.csv", settings_action=f"{base}teacher/settings",
                                     hidden={"_xsrf": xsrf_token}, projector_url=f"{base}teacher/projector",
                                     replay_url=f"{base}teacher/replay")
            if message:  # a refused setting: said at the top of the page
                alert = f'<p class="alert" role="alert" style="font-weight:600">{html.escape(message)}</p>'
                at = page.find("</h1>")
                page = page[:at + 5] + alert + page[at + 5:] if at >= 0 else alert + page
            return page

    return ClassroomVoila


def _staggered(factory: Any) -> Any:
    """Voilà's kernel-manager factory, with used pre-heated kernels replaced gently: one at a time,
    at least REFILL_GAP seconds apart, and only when no page has been asked for in the last
    QUIET seconds. Voilà replaces each used kernel a second later, so 30 students arriving
    together started 30 kernels together, and the pages of those still arriving (and every
    student's moves) waited seconds for the CPU: page-ready p95 went from 1.0 s to 8.2 s."""

    def make(base_class: type, preheat_kernel: bool, default_pool_size: int, page_config_hook: Any = None) -> type:
        manager = factory(base_class, preheat_kernel, default_pool_size, page_config_hook=page_config_hook)
        if not preheat_kernel:
            return manager

        class GentleRefillKernelManager(manager):  # type: ignore[misc, valid-type]
            _last_request = 0.0
            _refilling: Any = None
            _started = 0

            def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
                if delay is not None:  # at start-up: a kernel every STARTUP_GAP seconds (no student is waiting yet)
                    missing = self._missing(notebook_name or "")
                    config = self.kernel_pools_config.setdefault(notebook_name, {})
                    size = config.get("pool_size", 0)
                    for i in range(max(0, missing)):
                        config["pool_size"] = len(self._pools.get(notebook_name, [])) + 1
                        super().fill_if_needed(delay + STARTUP_GAP * (i + self._started), notebook_name, **kwargs)
                    type(self)._started += max(0, missing)
                    config["pool_size"] = size
                    return None
                import asyncio
                import time

                self._last_request = time.monotonic()  # a page was just taken from the pool
                if self._refilling is None or self._refilling.done():
                    self._refilling = asyncio.ensure_future(self._refill(kwargs))
                return None

            def _missing(self, notebook_name: str) -> int:
                config = self.kernel_pools_config.get(notebook_name, self.kernel_pools_config.get("default", {}))
                return int(config.get("pool_size", 0)) - len(self._pools.get(notebook_name, []))

            async def _refill(self, kwargs: dict[str, Any]) -> None:
                import asyncio
                import time

                while True:
                    await asyncio.sleep(REFILL_GAP)
                    wanting = [name for name in self._pools if self._missing(name) > 0]
                    if not wanting:
                        return
                    running_low = any(len(self._pools[name]) < LOW for name in wanting)
                    if time.monotonic() - self._last_request < QUIET and not running_low:
                        continue
                    name = max(wanting, key=self._missing)
                    config = self.kernel_pools_config.setdefault(name, {})
                    size = config.get("pool_size", 0)
                    config["pool_size"] = len(self._pools[name]) + 1  # Voilà starts every missing kernel: ask for one
                    try:
                        super().fill_if_needed(0, name, **kwargs)
                    finally:
                        config["pool_size"] = size

        return GentleRefillKernelManager

    return make


def _teacher_key_page(xsrf_form: str, base: str, message: str = "") -> str:
    alert = f'<p class="alert" role="alert">{html.escape(message)}</p>' if message else ""
    body = ("<h1>" + _("Teacher view") + "</h1><p>"
            + _("Type the teacher key of this class (it was shown when the class was made).") + "</p>"
            + f'{alert}<form class="signin" method="post" action="{base}teacher">{xsrf_form}'
            + '<label for="key">' + _("Teacher key") + "</label>"
            + '<input type="password" id="key" name="key" autocomplete="off" required>'
            + '<button type="submit">' + _("Open") + f'</button></form><p><a href="{base}">'
            + _("Back to the start page") + "</a></p>")
    return page_html(_("Teacher view — casino_learn"), body)


def serve(*, class_name: str | None = None, port: int = 8866, ip: str = "127.0.0.1", open_browser: bool = True,
          variant: str | None = None, opponent: str | None = None, level: int | None = None,
          pool: dict[str, int] | None = None, cull_idle: int = CULL_IDLE, cull_interval: int = CULL_INTERVAL,
          home: str | Path | None = None, lang: str | None = None) -> int:
    """Run the classroom server until interrupted (Ctrl+C). Returns an exit code. ``lang`` ("en",
    "es", "pt"; None: the environment's) is the language of our pages and, through
    ``CASINO_LEARN_LANG`` (:func:`server_environment`), of every student's page."""
    try:
        import voila  # noqa: F401
    except ImportError:
        print(_("The classroom app needs Voilà: pip install 'casino-learn[app]' (or pip install voila)."), file=sys.stderr)
        return 2
    from .page import CLASS_ENV, SETTINGS_ENV

    # Our template folder on JUPYTER_PATH, and the language: kernels inherit this environment.
    os.environ.update(server_environment(lang))
    if lang is not None:
        set_language(lang)
    # A pre-heated kernel asks the server for its page's address on this address:
    os.environ["VOILA_APP_IP"] = "127.0.0.1" if ip in ("0.0.0.0", "", "::", "localhost") else ip
    given = {"variant": variant, "opponent": opponent, "level": level}
    room = None
    if class_name is not None:
        from .roster import ClassRoom

        room = ClassRoom.load(class_name, home=home)
        if any(v is not None for v in given.values()):  # saved as the class's settings (the teacher page shows them)
            changes: dict[str, Any] = {k: v for k, v in given.items() if v is not None}
            room.set_settings(**changes)
        os.environ[CLASS_ENV] = str(Path(room.folder).resolve())
    else:
        from ..agents import LEVELS

        if variant not in (None, "classic", "royal") or opponent not in (None, *LEVELS) or level not in (None, 1, 2, 3):
            raise ValueError("--variant is classic or royal, --opponent one of " + ", ".join(LEVELS) + ", --level 1, 2 or 3")
        os.environ.pop(CLASS_ENV, None)
        os.environ[SETTINGS_ENV] = json.dumps({k: v for k, v in given.items() if v is not None})
    if pool is None and room is not None:
        pool = pool_for(len(room.students))
    app_class = _make_app_class()
    app = app_class()
    if room is not None:
        from .page import _secret
        from .signin import SignInGate

        app.room, app.secret, app.gate = room, _secret(room), SignInGate(room)
    where = _("this computer only") if ip in ("127.0.0.1", "localhost") else _("every computer that can reach this one")
    who = _("class {name}", name=room.name) if room is not None else _("one learner (no class)")
    # Translators: {who} is "class 7A" or "one learner (no class)", {where} who can connect.
    url = f"http://{ip}:{port}/"
    print(_("casino_learn classroom app for {who} on {url} ({where}); press Ctrl+C to stop.", who=who, url=url,
            where=where), flush=True)
    app.initialize(voila_arguments(port=port, ip=ip, open_browser=open_browser, pool=pool, cull_idle=cull_idle, cull_interval=cull_interval))
    try:
        app.start()
    finally:
        if app.gate is not None:
            app.gate.close()  # the sign-in's hashing threads
    return 0
