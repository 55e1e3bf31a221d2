"""The teacher view on the school hub: a JupyterHub service, ``python -m casino_learn.hub.teacher_service``.

The hub starts it (``c.JupyterHub.services``, see ``casino_learn/hub/jupyterhub_config.py``) and
it is reached at ``/services/casino-teacher/``. Everyone signs in through the hub (OAuth): the
hub lets in only users with the scope ``access:services!service=casino-teacher`` (the
``casino-teacher`` role of the teachers' groups), so a student gets "403 Forbidden" from the hub
and this service checks the scope again. A teacher sees only the classes whose
``teachers-<class>`` group they are in, each in the class's language (the group's ``lang``,
from the school file). The service's own token has one scope, ``read:groups``:
it asks the hub who is in ``class-<class>`` and reads each student's progress from their home
(``<home>/.casino_learn``, read only) — the same live page and CSV as the classroom app
(:func:`casino_learn.classroom.teacher.teacher_view_html`, :func:`~casino_learn.classroom.teacher.class_csv`).

Settings come from the environment the hub gives a service, plus ``CASINO_HUB_HOMES`` (the
spawner's home folder template, e.g. ``/home/{username}``).
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import sys
from html import escape
from typing import Any
from urllib.parse import quote

from jupyterhub.services.auth import HubOAuthCallbackHandler, HubOAuthenticated
from jupyterhub.utils import url_path_join
from tornado import ioloop, web
from tornado.httpclient import AsyncHTTPClient, HTTPClientError

from ..classroom.style import page_html
from ..classroom.teacher import class_csv, teacher_view_html
from ..i18n import N_, _, language
from .classes import CLASS_GROUP, HubClass, taught_classes

__all__ = ["SERVICE_WORDS", "class_page", "hub_links", "make_app", "main"]

#: Teacher-facing words (translators: keep the {placeholders}).
SERVICE_WORDS: dict[str, str] = {
    "title": N_("Your classes"),
    "intro": N_("Choose a class to see its students' progress (the page updates itself)."),
    "none": N_("You are not the teacher of any class yet. The school's hub admin adds you to a class "
            "(the group “teachers-<class>”)."),
    "not_yours": N_("This is not one of your classes."),
    "no_group": N_("The class {klass} has no students' group “{group}” on the hub."),
    "back": N_("All your classes"),
    "hub_home": N_("Hub home"),
    "logout": N_("Log out"),
}


def hub_links(base_url: str = "/") -> str:
    """The hub's own pages above the teacher view: its home (servers, token, admin) and log-out."""
    hub = url_path_join(base_url, "hub")
    return (f'<nav class="no-print" aria-label="JupyterHub"><a href="{escape(url_path_join(hub, "home"))}">'
            f'{escape(_(SERVICE_WORDS["hub_home"]))}</a> · <a href="{escape(url_path_join(hub, "logout"))}">'
            f'{escape(_(SERVICE_WORDS["logout"]))}</a></nav>')


def with_hub_links(page: str) -> str:
    return page.replace("<h1>", hub_links(os.environ.get("JUPYTERHUB_BASE_URL", "/")) + "<h1>", 1)


def class_page(room: HubClass, several: bool = False) -> str:
    """A class's teacher view in the class's language ("lang" in the school file; else the hub's),
    with the hub's links (``several``: and a link back to all the teacher's classes)."""
    with language(room.lang or None):
        page = teacher_view_html(room, refresh_seconds=10, csv_url=f"{quote(room.name)}.csv", show_settings=False)
        if several:
            back = f'<p class="no-print"><a href="../">{escape(_(SERVICE_WORDS["back"]))}</a></p>'
            page = page.replace("<h1>", back + "<h1>", 1)
        return with_hub_links(page)


class TeacherHandler(HubOAuthenticated, web.RequestHandler):
    """Base: the signed-in teacher and the classes they teach."""

    def homes(self) -> str:
        return str(self.settings["casino_homes"])

    def teacher_classes(self) -> list[str]:
        user = self.current_user
        return taught_classes(user.get("groups") or []) if isinstance(user, dict) else []

    async def hub_class(self, name: str) -> HubClass:
        if name not in self.teacher_classes():
            raise web.HTTPError(403, _(SERVICE_WORDS["not_yours"]))
        group = CLASS_GROUP.format(name=name)
        url = url_path_join(self.hub_auth.api_url, "groups", quote(group, safe=""))
        try:
            reply = await AsyncHTTPClient().fetch(url, headers={"Authorization": f"token {self.hub_auth.api_token}"})
        except HTTPClientError as e:
            if e.code == 404:
                raise web.HTTPError(404, _(SERVICE_WORDS["no_group"], klass=name, group=group)) from None
            raise
        model = json.loads(reply.body)
        room = HubClass(name, model.get("users", []), self.homes())
        room.lang = str((model.get("properties") or {}).get("lang") or "")  # the class's language, from the school file
        return room

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        reason = self._reason
        exc = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(exc, web.HTTPError) and exc.log_message:
            reason = exc.log_message
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page_html(f"{status_code} {self._reason}", f"<h1>{status_code} {escape(self._reason)}</h1><p>{escape(reason)}</p>"))


class ClassesHandler(TeacherHandler):
    @web.authenticated
    async def get(self) -> None:
        classes = self.teacher_classes()
        if len(classes) == 1:
            self.redirect(url_path_join(self.settings["casino_prefix"], "class", quote(classes[0])))
            return
        w = SERVICE_WORDS
        if classes:
            items = "".join(f'<li><a href="class/{quote(k)}">{escape(k)}</a></li>' for k in classes)
            body = f"<h1>{escape(_(w['title']))}</h1><p>{escape(_(w['intro']))}</p><ul>{items}</ul>"
        else:
            body = f"<h1>{escape(_(w['title']))}</h1><p>{escape(_(w['none']))}</p>"
        self.finish(with_hub_links(page_html(_(w["title"]), body)))


class ClassHandler(TeacherHandler):
    @web.authenticated
    async def get(self, name: str) -> None:
        room = await self.hub_class(name)
        self.finish(class_page(room, several=len(self.teacher_classes()) > 1))


class CsvHandler(TeacherHandler):
    @web.authenticated
    async def get(self, name: str) -> None:
        room = await self.hub_class(name)
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="class-{quote(name)}.csv"')
        with language(room.lang or None):
            text = class_csv(room)
        self.finish(text)


def make_app(prefix: str | None = None, homes: str | None = None) -> web.Application:
    prefix = prefix or os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/services/casino-teacher/")
    homes = homes or os.environ.get("CASINO_HUB_HOMES") or "/home/{username}"
    name = r"([A-Za-z0-9][A-Za-z0-9_.-]*)"
    return web.Application([
        (prefix, ClassesHandler),
        (url_path_join(prefix, "class", name + r"\.csv"), CsvHandler),
        (url_path_join(prefix, "class", name), ClassHandler),
        (url_path_join(prefix, "oauth_callback"), HubOAuthCallbackHandler),
    ], cookie_secret=secrets.token_bytes(32), casino_prefix=prefix, casino_homes=homes, xsrf_cookies=False)


def main() -> int:
    url = os.environ.get("JUPYTERHUB_SERVICE_URL")
    if not url or not os.environ.get("JUPYTERHUB_API_TOKEN"):
        print("The teacher service is started by JupyterHub (casino-learn hub), not by hand.", file=sys.stderr)
        return 2
    from urllib.parse import urlparse

    where = urlparse(url)
    app = make_app()
    app.listen(where.port or 80, where.hostname or "127.0.0.1")
    print(f"casino_learn teacher service on {url}", flush=True)
    for signum in (signal.SIGINT, signal.SIGTERM):  # the hub stops its services with SIGINT: at once, quietly
        signal.signal(signum, _stop_now)
    ioloop.IOLoop.current().start()
    return 0


def _stop_now(signum: int, frame: object) -> None:
    """Stop at once: the service keeps nothing to save (it only reads), so no slow interpreter shutdown
    holds up the hub's own stop (a few seconds on a busy machine)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
