"""Signing in to a class (issue 22, item 2): one slow hash per attempt, limits counted before any
hashing, a burst of wrong codes slowing nobody else, and sessions that last across a restart."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import threading
import time
from pathlib import Path

import pytest

from casino_learn.classroom import ClassRoom, roster
from casino_learn.classroom.signin import SignInGate, class_limit


def run(coroutine):  # noqa: ANN001, ANN201
    """``asyncio.run`` in a thread of its own: a browser test earlier in the same worker leaves an event
    loop running in this thread (Playwright's sync API), where ``asyncio.run`` refuses to start."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def make(tmp_path: Path, n: int = 6) -> tuple[ClassRoom, dict[str, str]]:
    return ClassRoom.create("7A", [f"Student {i}" for i in range(n)], home=tmp_path)


def wrong_code(codes: dict[str, str], i: int = 0) -> str:
    candidates = (f"{w}-{d}" for w in ("CAKE", "SEAL", "BEAR", "DUCK") for d in range(2222 + i, 9999, 37))
    return next(c for c in candidates if c not in codes.values() and "0" not in c and "1" not in c)


def test_a_right_code_signs_in_and_its_session_names_the_student(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    gate = SignInGate(room)
    student = room.students[2]
    result = gate.student_sign_in("10.0.0.2", codes[student.id].lower())
    assert result.ok and result.student == student and result.hashed and result.http_status == 200
    assert gate.student_of(result.token) == student
    assert gate.student_of(result.token.encode()) == student  # as a cookie library gives it
    for junk in ("", None, "x.y", result.token + "x"):
        assert gate.student_of(junk) is None
    assert not gate.is_teacher(result.token)  # a student's session is not the teacher's


def test_empty_and_wrong_codes_say_what_to_do(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    gate = SignInGate(room)
    empty = gate.student_sign_in("10.0.0.2", "  - ")
    assert empty.status == "empty" and not empty.hashed and "BEAR-4827" in empty.message
    wrong = gate.student_sign_in("10.0.0.2", wrong_code(codes))
    assert wrong.status == "wrong" and wrong.hashed and wrong.http_status == 403 and "not right" in wrong.message
    assert gate.student_sign_in("10.0.0.2", "x" * 10_000).status == "wrong"  # long input: cut, never a crash


def test_sixty_wrong_codes_at_once_from_one_computer_get_five_hashes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    room, codes = make(tmp_path)
    gate = SignInGate(room)
    hashes = []
    real = roster._matches
    monkeypatch.setattr(roster, "_matches", lambda code, record: hashes.append(1) or real(code, record))

    async def burst() -> list:
        return await asyncio.gather(*(gate.student_sign_in_async("10.0.0.66", wrong_code(codes, i)) for i in range(60)))

    results = run(burst())
    assert sum(r.hashed for r in results) == 5 and len(hashes) == 5
    refused = [r for r in results if r.status == "too_many"]
    assert len(refused) == 55 and all(r.retry_after == 60 and "60 seconds" in r.message for r in refused)
    assert refused[0].http_status == 429
    # ... and another computer signs in at once
    other = room.students[0]
    assert gate.student_sign_in("10.0.0.7", codes[other.id]).ok
    # the guesser's own right code is checked no more: the wrong ones are never cleared by a success
    assert gate.student_sign_in("10.0.0.66", codes[room.students[1].id]).status == "too_many"
    gate.close()


def test_a_right_code_never_clears_the_wrong_ones(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    gate = SignInGate(room)
    mine = codes[room.students[0].id]
    checked = 0
    for round_ in range(5):  # [4 wrong + own right code] repeated
        for i in range(4):
            checked += gate.student_sign_in("pc", wrong_code(codes, round_ * 4 + i)).hashed
        checked += gate.student_sign_in("pc", mine).hashed
    assert checked <= 6  # 4 wrong, 1 right, 1 wrong: then nothing more this minute
    # a shared computer where students sign in one after another is not blocked by right codes
    gate2 = SignInGate(ClassRoom.load("7A", home=tmp_path))
    assert all(gate2.student_sign_in("lab-pc", codes[s.id]).ok for s in room.students)


def test_the_class_limit_counts_every_computer(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    gate = SignInGate(room)
    limit = class_limit(len(room.students))
    statuses = [gate.student_sign_in(f"10.1.{i // 200}.{i % 200}", wrong_code(codes, i)).status for i in range(limit + 3)]
    assert statuses.count("wrong") == limit and statuses[-1] == "class_busy"
    busy = gate.student_sign_in("10.9.9.9", codes[room.students[0].id])
    assert busy.status == "class_busy" and "in this class" in busy.message and busy.http_status == 429


def test_no_lock_is_held_while_hashing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A slow hash on one thread does not stop another student's check."""
    room, codes = make(tmp_path)
    gate = SignInGate(room)
    real = roster._matches
    slow = threading.Event()
    release = threading.Event()

    def matches(code: str, record: dict) -> bool:
        if code == "SLOW-2222":
            slow.set()
            release.wait(5)
        return real(code, record)

    monkeypatch.setattr(roster, "_matches", matches)
    blocked = threading.Thread(target=gate.student_sign_in, args=("10.0.0.1", "SLOW-2222"))
    blocked.start()
    assert slow.wait(5)
    started = time.monotonic()
    assert gate.student_sign_in("10.0.0.2", codes[room.students[3].id]).ok
    assert time.monotonic() - started < 4  # it did not wait for the slow one
    release.set()
    blocked.join()


def test_sessions_last_across_a_restart_and_end_with_a_new_code_or_key(tmp_path: Path) -> None:
    room, codes = make(tmp_path)
    key = room.teacher_key or ""
    gate = SignInGate(room)
    ana, ben = room.students[0], room.students[1]
    ana_token = gate.student_sign_in("pc1", codes[ana.id]).token
    ben_token = gate.student_sign_in("pc2", codes[ben.id]).token
    teacher = gate.teacher_sign_in("pc0", key)
    assert teacher.ok and gate.is_teacher(teacher.token) and gate.student_of(teacher.token) is None
    cookie_secret = gate.cookie_secret

    restarted = SignInGate(ClassRoom.load("7A", home=tmp_path))  # a new server process
    assert restarted.cookie_secret == cookie_secret and len(cookie_secret) == 32
    assert restarted.student_of(ana_token) == ana and restarted.is_teacher(teacher.token)

    ClassRoom.load("7A", home=tmp_path).new_code(ana.id)  # from the command line, while the server runs
    assert restarted.student_of(ana_token) is None  # the old card's session ends ...
    assert restarted.student_of(ben_token) == ben  # ... nobody else's
    ClassRoom.load("7A", home=tmp_path).new_teacher_key()
    assert not restarted.is_teacher(teacher.token)
    other, _ = ClassRoom.create("7B", ["Ana"], home=tmp_path)
    assert SignInGate(other).student_of(ben_token) is None and SignInGate(other).cookie_secret != cookie_secret


def test_wrong_teacher_keys_are_limited(tmp_path: Path) -> None:
    room, _ = make(tmp_path)
    gate = SignInGate(room)
    results = [gate.teacher_sign_in("pc", f"WRONG-KEY-{i}") for i in range(7)]
    assert [r.status for r in results] == ["wrong"] * 5 + ["too_many"] * 2
    assert "teacher key" in results[0].message and "Wait" in results[-1].message
    assert gate.teacher_sign_in("other-pc", room.teacher_key or "").ok
    assert gate.teacher_sign_in("pc", "").status == "empty"


def test_a_web_server_keeps_student_and_teacher_cookies_across_a_restart(tmp_path: Path) -> None:
    """The way a server uses the gate: cookies signed with ``gate.cookie_secret`` (from the class
    folder); a second server process (a restart) reads the first one's cookies."""
    import tornado.httpclient
    import tornado.httpserver
    import tornado.testing
    import tornado.web

    room, codes = make(tmp_path)
    key = room.teacher_key or ""

    def app(gate: SignInGate) -> tornado.web.Application:
        class SignIn(tornado.web.RequestHandler):
            async def post(self) -> None:
                result = await gate.student_sign_in_async(self.request.remote_ip, self.get_body_argument("code", ""))
                if result.ok:
                    self.set_signed_cookie("student", result.token)
                self.set_status(200 if result.ok else result.http_status)

        class Teacher(tornado.web.RequestHandler):
            async def post(self) -> None:
                result = await gate.teacher_sign_in_async(self.request.remote_ip, self.get_body_argument("key", ""))
                if result.ok:
                    self.set_signed_cookie("teacher", result.token)
                self.set_status(200 if result.ok else result.http_status)

        class Who(tornado.web.RequestHandler):
            def get(self) -> None:
                student = gate.student_of(self.get_signed_cookie("student"))
                self.finish({"student": student.name if student else None,
                             "teacher": gate.is_teacher(self.get_signed_cookie("teacher"))})

        return tornado.web.Application([("/signin", SignIn), ("/teacher", Teacher), ("/who", Who)],
                                       cookie_secret=gate.cookie_secret)

    async def serve(gate: SignInGate, requests: list[tuple[str, str, str]]) -> list[tuple[int, dict, str]]:
        sock, port = tornado.testing.bind_unused_port()
        server = tornado.httpserver.HTTPServer(app(gate))
        server.add_sockets([sock])
        client = tornado.httpclient.AsyncHTTPClient()
        out = []
        try:
            for method, path, body_or_cookie in requests:
                if method == "POST":
                    response = await client.fetch(f"http://127.0.0.1:{port}{path}", method="POST", body=body_or_cookie,
                                                  raise_error=False)
                    cookies = "; ".join(c.split(";")[0] for c in response.headers.get_list("Set-Cookie"))
                    out.append((response.code, {}, cookies))
                else:
                    response = await client.fetch(f"http://127.0.0.1:{port}{path}", headers={"Cookie": body_or_cookie})
                    out.append((response.code, json.loads(response.body), ""))
        finally:
            server.stop()
        return out

    ana = room.students[0]
    first = run(serve(SignInGate(room), [("POST", "/signin", f"code={codes[ana.id]}"), ("POST", "/teacher", f"key={key}"),
                                                ("POST", "/signin", "code=NOPE-2222")]))
    (ok, _, student_cookie), (teacher_ok, _, teacher_cookie), (wrong, _, none) = first
    assert (ok, teacher_ok, wrong, none) == (200, 200, 403, "")
    both = f"{student_cookie}; {teacher_cookie}"
    restarted = SignInGate(ClassRoom.load("7A", home=tmp_path))  # a new process: the class read again from its folder
    (_, who, _), = run(serve(restarted, [("GET", "/who", both)]))
    assert who == {"student": "Student 0", "teacher": True}
    other, _ = ClassRoom.create("7B", ["Student 0"], home=tmp_path)
    (_, nobody, _), = run(serve(SignInGate(other), [("GET", "/who", both)]))
    assert nobody == {"student": None, "teacher": False}  # another class's server does not take them
