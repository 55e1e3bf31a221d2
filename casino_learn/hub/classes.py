"""Which hub users are the students and teachers of which class, and where their progress lives.

A school lists its classes in one JSON file (``school.json``, see ``deploy/jupyterhub/school.example.json``)::

    {"admins": ["it-office"],
     "classes": {"7A": {"teachers": ["ms-lee"], "students": ["ana", "ben"], "opens": "app"},
                 "8B": {"teachers": ["mr-kim"], "students": ["cy"], "opens": "course"}}}

Each class becomes two JupyterHub groups: ``class-<name>`` (its students; the group's property
``opens`` says what their server opens) and ``teachers-<name>`` (its teachers). The teachers'
groups get the role that lets them reach the teacher service; nothing else. Membership can be
changed later in the hub's admin page (Groups); a new class needs a line here and a restart.

A student's progress and saved matches live in their own home: ``<home>/.casino_learn`` (the
``CASINO_LEARN_HOME`` of their server), where ``<home>`` is the spawner's home folder template
with ``{username}`` filled in. :class:`HubClass` is a class of the classroom package whose
teacher view (``casino_learn.classroom.teacher``) reads those folders.
"""

from __future__ import annotations

import json
import os
import re
import socket
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..classroom.roster import ClassRoom, ClassSettings, Student
from ..i18n import LANGUAGES, SOURCE_LANGUAGE, _, normalize_language

__all__ = ["CLASS_GROUP", "COURSE_URL", "APP_URL", "LEARNER_DIR", "OPENS", "SERVICE_NAME", "SERVICE_ROLE", "TEACHER_GROUP",
           "TEACHER_ROLE", "CULLER_NAME", "CULLER_SCOPES", "HubClass", "School", "SchoolClass", "SchoolError", "default_url", "home_folder", "hub_groups",
           "hub_roles", "culler_role", "landing_url", "load_school", "lang_for", "opens_for", "progress_folder", "taught_classes"]

#: What a class's students see when their server starts: the course in JupyterLab, or the app pages.
OPENS: tuple[str, ...] = ("app", "course")
#: The group of a class's students and the group of its teachers.
CLASS_GROUP = "class-{name}"
TEACHER_GROUP = "teachers-{name}"
#: The teacher service (``python -m casino_learn.hub.teacher_service``) and its roles.
SERVICE_NAME = "casino-teacher"
SERVICE_ROLE = "casino-teacher-service"
TEACHER_ROLE = "casino-teacher"
#: jupyterhub-idle-culler, run by the hub as a service, and its role's scopes (only what it needs).
CULLER_NAME = "idle-culler"
CULLER_SCOPES = ["list:users", "read:users:activity", "read:servers", "delete:servers"]
#: Folders in a student's home: progress (``CASINO_LEARN_HOME``) and the student's copy of the course.
LEARNER_DIR = ".casino_learn"
COURSE_DIR = "notebooks"
#: Where a student's server opens (relative to the server's own URL), per ``opens``: the app's
#: practice page, which links to the play page (the server's root is then the app's folder).
APP_URL = "/voila/render/practice.ipynb"
COURSE_URL = f"/lab/tree/{COURSE_DIR}/00_start_here.ipynb"

_CLASS_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
_USER_NAME = re.compile(r"^[a-z0-9][a-z0-9_.@-]{0,63}$")


class SchoolError(ValueError):
    """The school file cannot be used; the message says what to change."""


@dataclass(frozen=True)
class SchoolClass:
    name: str
    teachers: tuple[str, ...]
    students: tuple[str, ...]
    opens: str = "app"
    #: The language of the class's pages and course (one of :data:`casino_learn.i18n.LANGUAGES`; "" = the server's own).
    lang: str = ""

    @property
    def group(self) -> str:
        return CLASS_GROUP.format(name=self.name)

    @property
    def teacher_group(self) -> str:
        return TEACHER_GROUP.format(name=self.name)


@dataclass(frozen=True)
class School:
    admins: tuple[str, ...] = ()
    classes: dict[str, SchoolClass] = field(default_factory=dict)

    @property
    def users(self) -> set[str]:
        out = set(self.admins)
        for k in self.classes.values():
            out.update(k.teachers, k.students)
        return out


def _users(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SchoolError(_("{where} must be a list of user names, e.g. {example}", where=where, example='["ana", "ben"]'))
    out = []
    for raw in value:
        name = raw.strip().lower()  # JupyterHub keeps user names in lower case
        if not _USER_NAME.match(name):
            raise SchoolError(_("{where}: “{name}” cannot be a user name: use lower-case letters, digits and . _ - @ "
                                "(no spaces, commas or slashes), at most 64 signs", where=where, name=raw))
        out.append(name)
    return tuple(dict.fromkeys(out))


def parse_school(data: Any) -> School:
    """A :class:`School` from the parsed JSON; :class:`SchoolError` says what is wrong."""
    if not isinstance(data, dict):
        raise SchoolError(_("the school file must hold an object with \"classes\" (and optionally \"admins\")"))
    unknown = set(data) - {"admins", "classes", "comment"}
    if unknown:
        raise SchoolError(_("unknown keys {keys}: the school file has \"admins\" and \"classes\"", keys=sorted(unknown)))
    admins = _users(data.get("admins", []), "\"admins\"")
    raw_classes = data.get("classes", {})
    if not isinstance(raw_classes, dict):
        raise SchoolError(_("\"classes\" must be an object: {example}",
                            example='{"7A": {"teachers": [...], "students": [...]}}'))
    classes = {}
    for name, spec in raw_classes.items():
        if not _CLASS_NAME.match(name):
            raise SchoolError(_("the class name “{name}” must be letters, digits, '.', '_' or '-' (at most 40), e.g. \"7A\"",
                                name=name))
        if not isinstance(spec, dict):
            raise SchoolError(_("class {name} must be an object with \"teachers\" and \"students\"", name=name))
        extra = set(spec) - {"teachers", "students", "opens", "lang"}
        if extra:
            raise SchoolError(_("class {name}: unknown keys {keys} (a class has \"teachers\", \"students\", \"opens\", \"lang\")",
                                name=name, keys=sorted(extra)))
        lang = spec.get("lang", "")
        if lang and normalize_language(str(lang)) != lang:
            # Translators: {languages} lists the language codes the kit speaks, e.g. "en", "es", "pt".
            raise SchoolError(_("class {name}: \"lang\" must be one of {languages}, not {value}", name=name,
                                languages=", ".join(f'"{code}"' for code in LANGUAGES), value=repr(lang)))
        opens = spec.get("opens", "app")
        if opens not in OPENS:
            raise SchoolError(_("class {name}: \"opens\" must be \"app\" (the play and practice pages) or "
                                "\"course\" (the course in JupyterLab), not {value}", name=name, value=repr(opens)))
        teachers = _users(spec.get("teachers", []), f"class {name} \"teachers\"")
        students = _users(spec.get("students", []), f"class {name} \"students\"")
        both = set(teachers) & set(students)
        if both:
            raise SchoolError(_("class {name}: {users} cannot be both teacher and student of the class", name=name,
                                users=sorted(both)))
        classes[name] = SchoolClass(name, teachers, students, opens, lang)
    lower = [n.lower() for n in classes]
    if len(set(lower)) != len(lower):
        raise SchoolError(_("two classes have the same name in different case"))
    return School(admins, classes)


def load_school(path: str | Path | None) -> School:
    """The school file at ``path`` (no file, or None: a school without classes yet)."""
    if path is None or not Path(path).exists():
        return School()
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise SchoolError(_("the school file {path} could not be read: {error}", path=path, error=e)) from None
    try:
        return parse_school(data)
    except SchoolError as e:
        raise SchoolError(f"{path}: {e}") from None


def hub_groups(school: School) -> dict[str, dict[str, Any]]:
    """``c.JupyterHub.load_groups``: two groups per class."""
    groups: dict[str, dict[str, Any]] = {}
    for k in school.classes.values():
        properties = {"class": k.name, "opens": k.opens, **({"lang": k.lang} if k.lang else {})}
        groups[k.group] = {"users": list(k.students), "properties": properties}
        groups[k.teacher_group] = {"users": list(k.teachers), "properties": {"class": k.name}}
    return groups


def hub_roles(school: School) -> list[dict[str, Any]]:
    """``c.JupyterHub.load_roles``: the teacher service may read groups (who is in which class)
    and nothing else; teachers may open the teacher service and nothing more than any user."""
    return [
        {"name": SERVICE_ROLE, "description": "Read which users are in which class (group); nothing else",
         "scopes": ["read:groups"], "services": [SERVICE_NAME]},
        {"name": TEACHER_ROLE, "description": "Open the casino_learn teacher service",
         "scopes": [f"access:services!service={SERVICE_NAME}"],
         "groups": [k.teacher_group for k in school.classes.values()]},
    ]


def culler_role() -> dict[str, Any]:
    """The idle culler's role: list users, see their servers' activity, stop idle servers; nothing else."""
    return {"name": CULLER_NAME, "description": "Stop servers that have been idle (jupyterhub-idle-culler)",
            "scopes": list(CULLER_SCOPES), "services": [CULLER_NAME]}


def landing_url(handler: Any) -> str:
    """``c.JupyterHub.default_url``: where a user lands after log-in (or at ``/``) when no ``next`` is
    asked for. Teachers: the teacher view; hub admins in no class: the approval page; students and
    everyone else: "" (JupyterHub's default: their own server)."""
    user = getattr(handler, "current_user", None)
    if user is None:
        return ""
    base = str(getattr(handler, "base_url", "/") or "/")
    groups = [g.name for g in getattr(user, "groups", [])]
    if taught_classes(groups):
        return f"{base.rstrip('/')}/services/{SERVICE_NAME}/"
    if getattr(user, "admin", False) and not any(g.startswith(CLASS_GROUP.format(name="")) for g in groups):
        return f"{base.rstrip('/')}/hub/authorize"
    return ""


def taught_classes(groups: Iterable[str]) -> list[str]:
    """The classes a user teaches, from the names of their groups (``teachers-<class>``)."""
    prefix = TEACHER_GROUP.format(name="")
    return sorted(g[len(prefix):] for g in groups if g.startswith(prefix) and len(g) > len(prefix))


def opens_for(groups: Mapping[str, Mapping[str, Any]]) -> str:
    """What a user's server opens, from their groups (name → properties): "course" if any of
    their classes chose the course, else "app" (also for users in no class)."""
    prefix = CLASS_GROUP.format(name="")
    chosen = {str(props.get("opens", "app")) for name, props in groups.items() if name.startswith(prefix)}
    return "course" if "course" in chosen else "app"


def lang_for(groups: Mapping[str, Mapping[str, Any]]) -> str:
    """The language a user's classes chose ("" if none did; the first class by name wins)."""
    prefix = CLASS_GROUP.format(name="")
    chosen = [str(props["lang"]) for name, props in sorted(groups.items()) if name.startswith(prefix) and props.get("lang")]
    return chosen[0] if chosen else ""


def default_url(opens: str, lang: str = "") -> str:
    """Where a server opens: the practice page, or the course's first lesson in the class's language."""
    if opens != "course":
        return APP_URL
    return COURSE_URL.replace("/00_start_here", f"/{lang}/00_start_here") if lang in LANGUAGES and lang != SOURCE_LANGUAGE else COURSE_URL


def home_folder(template: str, username: str) -> Path:
    """A user's home from the spawner's template (``/home/{username}``)."""
    return Path(template.format(username=username)).expanduser()


#: systemd's DynamicUser keeps a service's StateDirectory in /var/lib/private/<name> (root's alone)
#: and shows it to the service, while it runs, as /var/lib/<name>.
DYNAMIC_PRIVATE = Path("/var/lib/private")


def server_home(home: Path) -> Path:
    """``home`` as the student's own server sees it: ``/var/lib/private/<name>`` (where the hub and
    the teacher service read it, SystemdSpawner with dynamic users) is ``/var/lib/<name>`` there."""
    return DYNAMIC_PRIVATE.parent / home.relative_to(DYNAMIC_PRIVATE) if home.is_relative_to(DYNAMIC_PRIVATE) else home


def progress_folder(template: str, username: str) -> Path:
    """Where a student's progress is kept: ``<their home>/.casino_learn``."""
    return home_folder(template, username) / LEARNER_DIR


class HubClass(ClassRoom):
    """A class of the school hub for the teacher view: its students are hub users (their user
    name is their id and name) and each one's progress is read from their own home."""

    def __init__(self, name: str, students: Iterable[str], homes: str) -> None:
        people = [Student(u, u) for u in sorted(set(students))]
        super().__init__(Path(os.devnull), name, ClassSettings(), people, {}, b"")
        self.homes = homes
        #: The class's language ("" = the hub's own), set by the teacher service from the class's group.
        self.lang = ""

    def progress_folder(self, student_id: str) -> Path:
        self.student(student_id)  # only this class's students
        return progress_folder(self.homes, student_id)

    def student_home(self, student_id: str) -> Path:  # the teacher view never makes folders
        raise PermissionError("a hub class does not make students' folders: each student's server does")


#: Ports for students' servers on one machine (local process spawners): below Linux's ephemeral
#: range (32768-60999), from which every kernel takes its own random ports. JupyterHub's default
#: picks a free ephemeral port and the server binds it only once started (40 s when a whole class
#: arrives), so a kernel starting meanwhile could take it and the student's server fail.
SERVER_PORTS = range(20000, 30000)
#: A second hub on the same computer (``--internal-ports-from``) starts in another block of the range,
#: so two hubs never hand the same port to two students while neither server has bound it yet.
SERVER_PORT_BLOCK = 100
_server_ports: dict[str, int] = {}


def hub_server_ports(ports_from: int, default_from: int = 8081) -> list[int]:
    """:data:`SERVER_PORTS` for the hub whose internal ports start at ``ports_from``: the hub with the
    default internal ports begins at 20000, another in a block of its own, then wraps round."""
    blocks = len(SERVER_PORTS) // SERVER_PORT_BLOCK
    start = SERVER_PORTS.start + ((ports_from - default_from) * 37 % blocks) * SERVER_PORT_BLOCK
    return [*range(start, SERVER_PORTS.stop), *range(SERVER_PORTS.start, start)]


def server_port(username: str, ports: Sequence[int] = SERVER_PORTS) -> int:
    """A port for ``username``'s server that no other student's server was given and that is free now."""
    taken = {port for user, port in _server_ports.items() if user != username}
    mine = _server_ports.get(username)
    for port in ([mine] if mine else []) + [p for p in ports if p != mine]:
        if port in taken:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        _server_ports[username] = port
        return port
    raise RuntimeError(f"no free port left for students' servers in {SERVER_PORTS}")


def prepare_spawner(spawner: Any, homes: str, course: str | None = None, ports: Sequence[int] | None = None) -> None:
    """The hub's ``pre_spawn_hook``: the student's server keeps progress in their own home and
    opens what their class chose (``default_url``); ``course`` is the folder of the course's
    notebooks, copied into a new home by :mod:`casino_learn.hub.singleuser`. ``ports``: give the
    server a port from this range (:func:`server_port`; for spawners that run local processes)."""
    groups = {g.name: dict(g.properties or {}) for g in spawner.user.groups}
    opens = opens_for(groups)
    lang = lang_for(groups)
    home = home_folder(homes, spawner.user.name)
    spawner.default_url = default_url(opens, lang)
    env = {"CASINO_LEARN_HOME": str(server_home(home) / LEARNER_DIR), "CASINO_LEARN_OPENS": opens}
    if lang:
        env["CASINO_LEARN_LANG"] = lang  # the kit's words in the student's server and its kernels
    if course:
        env["CASINO_LEARN_COURSE"] = course
    spawner.environment = {**dict(spawner.environment or {}), **env}
    if ports is not None:
        spawner.port = server_port(spawner.user.name, ports)
