"""Each student's server as that student's own system user, on one machine (issue 24).

:class:`StudentSpawner` is JupyterHub's own ``LocalProcessSpawner`` (the hub runs as root and
starts each server with the student's user id), with two changes:

* the system user of hub user ``ana`` is ``cl-ana`` (:func:`system_user`): a hub account can never
  be mapped onto a system account of the machine (``root``, ``www-data``, an IT person's own), and
  names that are not valid system names (``ana@school.org``) still get one;
* that system user is made with ``useradd`` the first time it is needed (:func:`ensure_system_user`,
  also run by ``casino-learn hub accounts``), with the home from the hub's home template, owned by the
  student and private (0700). A system user of that name that the kit did not make (its comment is
  not :data:`MARK`) is refused, never used.

So a student's code (kernels, the server itself) runs as their own user: it cannot open another
student's home, the hub's database, its cookie secret or the accounts sheets (the hub's, 0600 in a
0700 folder), nor read the environment of the hub or its services (their tokens).
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import pwd
import re
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Any

from jupyterhub.spawner import LocalProcessSpawner, set_user_setuid
from traitlets import Unicode

from . import ISOLATED_HOMES as DEFAULT_HOMES
from . import useradd_missing

__all__ = ["MARK", "PREFIX", "StudentSpawner", "SystemUserError", "ensure_system_user", "remove_system_user", "system_user"]

#: The start of every student's system user name, and the comment (GECOS) the kit gives them.
PREFIX = "cl-"
MARK = "casino_learn hub user"
#: Linux's limit for a user name that every tool (ps, ls, utmp) shows whole.
NAME_MAX = 32


class SystemUserError(RuntimeError):
    """A student's system user cannot be made or used; the message says why."""


def system_user(hub_name: str) -> str:
    """The system user of hub user ``hub_name``: ``cl-<name>``; a name with signs a system name
    may not hold (``@``), or too long, gets a short digest of the hub name so two never meet."""
    plain = re.sub(r"[^a-z0-9_.-]", "-", hub_name.lower())
    name = PREFIX + plain
    if plain != hub_name or len(name) > NAME_MAX:
        digest = hashlib.sha256(hub_name.encode()).hexdigest()[:8]
        name = f"{PREFIX}{plain[:NAME_MAX - len(PREFIX) - 9]}-{digest}"
    return name


def _ours(entry: pwd.struct_passwd) -> bool:
    return entry.pw_gecos.split(",")[0] == MARK and entry.pw_uid != 0


def ensure_system_user(hub_name: str, home: str | Path) -> pwd.struct_passwd:
    """The system user of ``hub_name`` with ``home`` as its private home (made now if missing).
    :class:`SystemUserError` if a user of that name exists that the kit did not make."""
    name = system_user(hub_name)
    home = Path(home)
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        why = useradd_missing()
        if why:
            raise SystemUserError(f"{why} (for {hub_name})") from None
        if not home.parent.exists():  # the homes' folder: each student may pass through to their own, and list none
            home.parent.mkdir(parents=True)
            os.chmod(home.parent, 0o711)
        done = subprocess.run(["useradd", "--system", "--user-group", "--no-create-home", "--home-dir", str(home),
                               "--shell", "/usr/sbin/nologin", "--comment", MARK, name],
                              capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise SystemUserError(f"useradd {name} failed: {done.stderr.strip() or done.returncode}")
        entry = pwd.getpwnam(name)
    if not _ours(entry):
        raise SystemUserError(f"the system user {name} exists but was not made by casino_learn (comment "
                              f"{entry.pw_gecos!r}): it is not used for hub user {hub_name}; rename or remove it")
    if Path(entry.pw_dir) != home:
        raise SystemUserError(f"the system user {name} has the home {entry.pw_dir}, not {home} (the hub's --homes): "
                              f"usermod --home {home} --move-home {name}")
    home.mkdir(parents=True, exist_ok=True)
    if home.stat().st_uid != entry.pw_uid:
        os.chown(home, entry.pw_uid, entry.pw_gid)
    os.chmod(home, 0o700)  # the student's alone (the hub and the teacher service run as root)
    return entry


def remove_system_user(hub_name: str, remove_home: bool = True) -> bool:
    """Remove ``hub_name``'s system user (only one the kit made); True if one was removed."""
    name = system_user(hub_name)
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        return False
    if not _ours(entry):
        return False
    subprocess.run(["userdel", name], capture_output=True, timeout=60, check=True)
    if remove_home:
        shutil.rmtree(entry.pw_dir, ignore_errors=True)
    return True


class StudentSpawner(LocalProcessSpawner):
    """``LocalProcessSpawner`` with each hub user's own system user ``cl-<name>`` (made when missing)
    and the home of the hub's home template (``CASINO_HUB_HOMES``)."""

    homes = Unicode(DEFAULT_HOMES, help="Students' homes, with {username} (the hub user name)").tag(config=True)

    @property
    def system_name(self) -> str:
        return system_user(self.user.name)

    def home(self) -> Path:
        return Path(self.homes.format(username=self.user.name))

    def make_preexec_fn(self, name: str) -> Any:
        return set_user_setuid(system_user(name))

    def user_env(self, env: dict[str, str]) -> dict[str, str]:
        entry = pwd.getpwnam(self.system_name)
        env.update(USER=entry.pw_name, LOGNAME=entry.pw_name, HOME=entry.pw_dir, SHELL="/bin/sh")
        return env

    async def start(self) -> Any:
        await asyncio.to_thread(ensure_system_user, self.user.name, self.home())
        return await super().start()

    def student_pids(self) -> list[int]:
        """Every process running as this student's system user (their server, its kernels, anything
        their code started): with a user per student, all of them are this server's."""
        try:
            uid = pwd.getpwnam(self.system_name).pw_uid
        except KeyError:
            return []
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    if entry.stat().st_uid == uid:
                        found.append(int(entry.name))
                except OSError:
                    pass
        return found

    def _signal_all(self, signum: int, but: int = 0) -> None:
        for pid in self.student_pids():
            if pid != but:
                try:
                    os.kill(pid, signum)
                except (ProcessLookupError, PermissionError):
                    pass

    async def stop(self, now: bool = False) -> None:
        """SIGTERM at once to the server and to every process of the student (its kernels end at
        once, in parallel), SIGKILL after ``term_timeout``; then nothing of the student's is left
        running. (A Jupyter server without a terminal answers SIGINT by waiting 5 s for a "y" that
        never comes, so the hub's and the culler's stops would wait for nothing.)"""
        self._signal_all(signal.SIGTERM, but=self.pid)
        await super().stop(now=True)
        self._signal_all(signal.SIGKILL)  # whatever the student's code left behind
