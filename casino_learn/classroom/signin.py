"""Signing in to a class: one slow hash per attempt, limits counted before any hashing, and
sessions that last across a server restart. Any web server calls this; nothing here knows which
server shows the pages::

    gate = SignInGate(room)
    result = await gate.student_sign_in_async(request_address, typed_code)
    if result.ok:
        set_cookie("casino_student", result.token)      # signed with the class secret
    ...
    student = gate.student_of(cookie)                   # None: show the sign-in page again

How an attempt goes (issue 22, item 2):

1. An empty code is refused at once (nothing counted, nothing hashed).
2. :meth:`RateLimiter.reserve` counts the attempt as wrong *before* hashing: at most
   :data:`PER_COMPUTER` wrong codes per computer (IPv4 address, or IPv6 /64) and
   :func:`class_limit` for the whole class in :data:`WINDOW` seconds. Sixty codes sent at once
   from one computer: five are checked, the others are refused without a hash.
3. :meth:`ClassRoom.check_code` hashes the code once (the keyed hash finds the one student to
   verify), on a worker thread of a small pool (:data:`WORKERS`), holding no lock: a burst of
   wrong codes from one computer costs five hashes, so it cannot hold up anybody else.
4. A right code gives back its own reservation; the wrong ones before it stay counted.

The session is a token signed with the class secret (``class.json``), so neither students nor
the teacher sign in again after a restart; a new code (or teacher key) ends the older sessions.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..i18n import N_, _, ngettext
from .roster import ClassRoom, RateLimiter, Student, client_key

__all__ = ["PER_COMPUTER", "SIGNIN_WORDS", "WINDOW", "WORKERS", "SignInGate", "SignInResult", "class_limit"]

#: Wrong codes a computer may send in :data:`WINDOW` seconds.
PER_COMPUTER = 5
WINDOW = 60.0
#: Threads that hash codes (hashlib lets go of the interpreter lock: they run beside the server).
WORKERS = 2

#: What a student or the teacher reads (translators: keep the {placeholders}).
SIGNIN_WORDS: dict[str, str] = {
    "wrong": N_("That code is not right. Check the card from your teacher and type it again."),
    "empty": N_("Type the code from your card, for example BEAR-4827."),
    "wrong_key": N_("That is not the teacher key of this class."),
}


def class_limit(students: int) -> int:
    """Wrong codes the whole class may send in :data:`WINDOW` seconds: twice the class, at least
    30 (a class arriving together makes typing mistakes; a guesser using many computers is held
    to a few guesses a second)."""
    return max(30, 2 * students)


@dataclass(frozen=True)
class SignInResult:
    """What became of an attempt: ``status`` is "ok", "wrong", "empty", "too_many" (this computer)
    or "class_busy" (the whole class); ``message`` is the sentence to show (empty when ok);
    ``token`` the session token to keep in a cookie (when ok); ``hashed`` whether a slow hash
    was spent on it."""

    status: str
    student: Student | None = None
    token: str = ""
    message: str = ""
    retry_after: int = 0
    hashed: bool = False

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def http_status(self) -> int:
        return {"ok": 200, "empty": 400, "wrong": 403}.get(self.status, 429)


class SignInGate:
    """The sign-in of one class (students with their codes, the teacher with the key), its limits
    and its sessions. Thread-safe; the ``*_async`` methods hash on the gate's own worker pool."""

    def __init__(self, room: ClassRoom, *, limiter: RateLimiter | None = None, teacher_limiter: RateLimiter | None = None,
                 workers: int = WORKERS) -> None:
        self.room = room
        self.limiter = limiter or RateLimiter(PER_COMPUTER, WINDOW, class_failures=class_limit(len(room.students)))
        self.teacher_limiter = teacher_limiter or RateLimiter(PER_COMPUTER, WINDOW, class_failures=20)
        self._workers = workers
        self._pool: ThreadPoolExecutor | None = None

    # --- students ---------------------------------------------------------------------------------
    def _refused(self, limiter: RateLimiter, client: str, own: str, whole: str) -> SignInResult:
        wait = limiter.retry_after(client)
        own_full = limiter.blocked_by(client) != "class"
        status = "too_many" if own_full else "class_busy"
        if own_full:  # this computer ("own") or the whole class ("whole") typed too many wrong codes
            message = ngettext("Too many wrong codes from this computer. Wait {n} second, then try again; "
                               "ask your teacher if you lost your card.",
                               "Too many wrong codes from this computer. Wait {n} seconds, then try again; "
                               "ask your teacher if you lost your card.", wait)
        else:
            message = ngettext("Too many wrong codes were typed in this class in the last minute. Wait {n} second, "
                               "then try again.",
                               "Too many wrong codes were typed in this class in the last minute. Wait {n} seconds, "
                               "then try again.", wait)
        return SignInResult(status, message=message, retry_after=wait)

    def student_sign_in(self, address: str | None, code: str) -> SignInResult:
        """Check a typed code from the computer at ``address`` (hashing on this thread)."""
        return self._finish_student(*self._begin(address, code))

    async def student_sign_in_async(self, address: str | None, code: str) -> SignInResult:
        """:meth:`student_sign_in` with the limits read on the caller's event loop and the slow hash
        on a worker thread: refused attempts never wait in the hashing queue."""
        client, code, stamp, early = self._begin(address, code)
        if early is not None:
            return early
        student = await asyncio.get_running_loop().run_in_executor(self._executor(), self.room.check_code, code)
        return self._end_student(client, stamp, student)

    def _begin(self, address: str | None, code: str) -> tuple[str, str, float, SignInResult | None]:
        client = client_key(address)
        code = str(code or "")[:100]
        from .roster import normalise_code

        if not normalise_code(code):
            return client, code, 0.0, SignInResult("empty", message=_(SIGNIN_WORDS["empty"]))
        stamp = self.limiter.reserve(client)
        if stamp is None:
            return client, code, 0.0, self._refused(self.limiter, client, "too_many", "class_busy")
        return client, code, stamp, None

    def _finish_student(self, client: str, code: str, stamp: float, early: SignInResult | None) -> SignInResult:
        if early is not None:
            return early
        return self._end_student(client, stamp, self.room.check_code(code))

    def _end_student(self, client: str, stamp: float, student: Student | None) -> SignInResult:
        if student is None:
            return SignInResult("wrong", message=_(SIGNIN_WORDS["wrong"]), hashed=True)
        self.limiter.release(client, stamp)
        return SignInResult("ok", student=student, token=self.room.session_token(student.id), hashed=True)

    def student_of(self, token: str | bytes | None) -> Student | None:
        """The signed-in student of a session token (from the cookie or the page address), or None."""
        if isinstance(token, bytes):
            token = token.decode("utf-8", "replace")
        if not token:
            return None
        self.room.reload_if_changed()  # a code renewed from the command line ends the old session
        return self.room.token_student(token)

    # --- the teacher ------------------------------------------------------------------------------
    def teacher_sign_in(self, address: str | None, key: str) -> SignInResult:
        """Check the teacher key (hashing on this thread); ``token`` is the teacher's session."""
        client, stamp, early = self._begin_teacher(address, key)
        if early is not None:
            return early
        return self._end_teacher(client, stamp, self.room.check_teacher_key(key))

    async def teacher_sign_in_async(self, address: str | None, key: str) -> SignInResult:
        client, stamp, early = self._begin_teacher(address, key)
        if early is not None:
            return early
        right = await asyncio.get_running_loop().run_in_executor(self._executor(), self.room.check_teacher_key, key)
        return self._end_teacher(client, stamp, right)

    def _begin_teacher(self, address: str | None, key: str) -> tuple[str, float, SignInResult | None]:
        client = client_key(address)
        from .roster import normalise_code

        if not normalise_code(str(key or "")):
            return client, 0.0, SignInResult("empty", message=_(SIGNIN_WORDS["wrong_key"]))
        stamp = self.teacher_limiter.reserve(client)
        if stamp is None:
            wait = self.teacher_limiter.retry_after(client)
            return client, 0.0, SignInResult("too_many", message=ngettext("Too many wrong keys. Wait {n} second, then try again.",
                                                                                  "Too many wrong keys. Wait {n} seconds, then try again.", wait), retry_after=wait)
        return client, stamp, None

    def _end_teacher(self, client: str, stamp: float, right: bool) -> SignInResult:
        if not right:
            return SignInResult("wrong", message=_(SIGNIN_WORDS["wrong_key"]), hashed=True)
        self.teacher_limiter.release(client, stamp)
        return SignInResult("ok", token=self.room.teacher_token(), hashed=True)

    def is_teacher(self, token: str | bytes | None) -> bool:
        """Is this the teacher's session token (made since the key was last renewed)?"""
        if isinstance(token, bytes):
            token = token.decode("utf-8", "replace")
        if not token:
            return False
        self.room.reload_if_changed()
        return self.room.is_teacher_token(token)

    # --- the server -------------------------------------------------------------------------------
    @property
    def cookie_secret(self) -> bytes:
        """What a web server signs its own cookies with (the same after a restart)."""
        return self.room.cookie_secret

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=self._workers, thread_name_prefix="casino-codes")
        return self._pool

    def close(self) -> None:
        """Stop the hashing threads (at server shutdown)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> SignInGate:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
