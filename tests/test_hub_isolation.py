"""Students kept apart by the operating system on one machine (issue 24).

A real hub, run as root, with two students of one class, each their own system user
(``casino-learn hub accounts`` makes them). From student A's own kernel (started through A's own
server's API, as code in A's notebook would run), A tries to read B's progress file, write into
B's home, open the hub's database, its cookie secret and the accounts sheet, and read the teacher
service's environment (its API token): the operating system refuses each one, while the same
probes on A's own files succeed. Skipped, saying why, only where system users cannot be made
(not root, or no useradd) or the hub's proxy cannot be installed (no Node.js/npm).
"""

from __future__ import annotations

import json
import os
import pwd
import secrets
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any, Iterator

import pytest

from casino_learn.hub import node_missing, useradd_missing

ROOT = Path(__file__).resolve().parents[1]


def _why_skip() -> str | None:
    why = useradd_missing() or node_missing()
    if why:
        return f"isolation test skipped: {why}"
    try:
        import requests  # noqa: F401
        import websocket  # noqa: F401
    except ImportError as e:
        return f"isolation test skipped: {e.name} is not installed (pip install requests websocket-client)"
    return None


pytestmark = pytest.mark.skipif(_why_skip() is not None, reason=_why_skip() or "")

TAG = secrets.token_hex(2)  # several copies of this test may run on one machine at once
ANA, BEN, ADMIN = f"ana{TAG}", f"ben{TAG}", f"office{TAG}"
SCHOOL = {"admins": [ADMIN], "classes": {"7A": {"teachers": [], "students": [ANA, BEN], "opens": "app"}}}


@pytest.fixture(scope="module")
def hub() -> Iterator[Any]:
    from browser.hubserver import start_hub

    server = start_hub(SCHOOL, shared=False)
    try:
        yield server
    finally:
        server.stop()
        for user in (ANA, BEN):
            with pytest.raises(KeyError):  # stop() removed the system users it made
                pwd.getpwnam(f"cl-{user}")


def _accounts(hub: Any) -> dict[str, str]:
    """``casino-learn hub accounts`` for class 7A, as root: accounts, system users, the sheet (in the state folder)."""
    sheet = hub.state / "accounts-7A.html"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "casino_learn", "hub", "accounts", "--state", str(hub.state), "--class", "7A",
                           "--homes", str(hub.homes / "{username}"), "--out", str(sheet)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"system user cl-{ANA}" in done.stdout, done.stdout
    passwords = {}
    for user in (ANA, BEN):  # the sheet's cards: user name, then first password
        text = sheet.read_text()
        cut = text.index(f'<div class="who">{user}</div>')
        passwords[user] = text[cut:].split('<div class="code">', 1)[1].split("<", 1)[0]
    return passwords


def _log_in(hub: Any, user: str, password: str) -> Any:
    import requests

    s = requests.Session()
    s.get(hub.url + "/hub/login", timeout=30)
    reply = s.post(hub.url + "/hub/login", data={"username": user, "password": password, "_xsrf": s.cookies.get("_xsrf", path="/hub/")},
                   timeout=180)
    assert reply.ok, f"log-in of {user}: {reply.status_code}\n{hub.log_tail()}"
    return s


def _token(hub: Any, s: Any, user: str) -> str:
    """A token of ``user``'s own (their log-in's rights), once their server (started at log-in) answers."""
    import requests

    reply = s.post(hub.url + f"/hub/api/users/{user}/tokens", json={"note": "isolation test", "expires_in": 600},
                   headers={"X-XSRFToken": s.cookies.get("_xsrf", path="/hub/")}, timeout=30)
    assert reply.ok, reply.text[:500]
    token = reply.json()["token"]
    deadline = time.monotonic() + 180
    while True:
        status = requests.get(hub.url + f"/user/{user}/api/status", headers={"Authorization": f"token {token}"}, timeout=30)
        if status.ok and status.headers.get("content-type", "").startswith("application/json"):
            return token
        assert time.monotonic() < deadline, f"{user}'s server did not start:\n{hub.log_tail()}"
        time.sleep(1)


def run_in_kernel(hub: Any, user: str, token: str, code: str) -> str:
    """Run ``code`` in a new kernel of ``user``'s own server (its API and websocket); its printed output."""
    import requests
    import websocket

    auth = {"Authorization": f"token {token}"}
    kernel = requests.post(hub.url + f"/user/{user}/api/kernels", json={"name": "python3"}, headers=auth, timeout=60)
    assert kernel.ok, kernel.text[:500]
    kid = kernel.json()["id"]
    ws = websocket.create_connection(hub.url.replace("http", "ws", 1) + f"/user/{user}/api/kernels/{kid}/channels",
                                     header=[f"Authorization: token {token}"], timeout=120)
    try:
        msg_id = uuid.uuid4().hex
        ws.send(json.dumps({"header": {"msg_id": msg_id, "username": user, "session": uuid.uuid4().hex, "msg_type": "execute_request",
                                       "version": "5.3", "date": ""},
                            "parent_header": {}, "metadata": {}, "channel": "shell",
                            "content": {"code": code, "silent": False, "store_history": False, "user_expressions": {},
                                        "allow_stdin": False, "stop_on_error": True}}))
        out, deadline = [], time.monotonic() + 120
        while time.monotonic() < deadline:
            msg = json.loads(ws.recv())
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = msg["header"]["msg_type"]
            if kind == "stream":
                out.append(msg["content"]["text"])
            elif kind == "error":
                raise AssertionError("\n".join(msg["content"]["traceback"]))
            elif kind == "status" and msg["content"]["execution_state"] == "idle":
                return "".join(out)
        raise AssertionError("the kernel did not answer within 120 s")
    finally:
        ws.close()
        requests.delete(hub.url + f"/user/{user}/api/kernels/{kid}", headers=auth, timeout=30)


PROBES = r'''
import json, os
def probe(action):
    try:
        action()
        return "allowed"
    except PermissionError:
        return "refused"
    except Exception as e:
        return f"{type(e).__name__}: {e}"
def read(path):
    return lambda: open(path, "rb").read(64)
def write(path):
    return lambda: open(path, "w").write("written by " + str(os.getuid()))
paths = json.loads(PATHS)
out = {name: probe(read(path) if how == "read" else write(path)) for name, (how, path) in paths.items()}
out["uid"] = os.getuid()
out["tokens"] = sorted(v for k, v in os.environ.items() if "TOKEN" in k)
print(json.dumps(out))
'''


def test_a_students_code_reaches_only_their_own_files(hub: Any) -> None:
    passwords = _accounts(hub)
    a_home, b_home = hub.homes / ANA, hub.homes / BEN
    for user, home in ((ANA, a_home), (BEN, b_home)):
        entry = pwd.getpwnam(f"cl-{user}")
        assert Path(entry.pw_dir) == home and home.stat().st_uid == entry.pw_uid
        assert home.stat().st_mode & 0o777 == 0o700, oct(home.stat().st_mode)
    assert hub.state.stat().st_mode & 0o777 == 0o700
    # B has progress (as B's own server writes it: a file readable by anyone, in B's private home).
    b_progress = b_home / ".casino_learn" / f"progress-{BEN}.json"
    b_progress.parent.mkdir(parents=True, exist_ok=True)
    b_progress.write_text('{"learner": "%s"}' % BEN)
    b_entry = pwd.getpwnam(f"cl-{BEN}")
    for p in (b_progress.parent, b_progress):
        os.chown(p, b_entry.pw_uid, b_entry.pw_gid)
    os.chmod(b_progress, 0o644)

    session = _log_in(hub, ANA, passwords[ANA])
    token = _token(hub, session, ANA)
    teacher_pid = next(pid for pid in hub.note_processes()
                       if b"casino_learn.hub.teacher_service" in Path(f"/proc/{pid}/cmdline").read_bytes())
    teacher_env = dict(line.split("=", 1) for line in Path(f"/proc/{teacher_pid}/environ").read_text().split("\0") if "=" in line)
    service_token = teacher_env["JUPYTERHUB_API_TOKEN"]

    paths = {
        "B's progress file": ("read", str(b_progress)),
        "B's home (write)": ("write", str(b_home / "from-ana.txt")),
        "hub database": ("read", str(hub.state / "jupyterhub.sqlite")),
        "cookie secret": ("read", str(hub.state / "jupyterhub_cookie_secret")),
        "accounts sheet": ("read", str(hub.state / "accounts-7A.html")),
        "teacher service's environment": ("read", f"/proc/{teacher_pid}/environ"),
        "A's own progress (write)": ("write", str(a_home / ".casino_learn" / "probe.json")),
        "A's own progress (read)": ("read", str(a_home / ".casino_learn" / "probe.json")),
        "A's home (write)": ("write", str(a_home / "mine.txt")),
    }
    code = f"PATHS = {json.dumps(json.dumps(paths))}\n" + PROBES
    result = json.loads(run_in_kernel(hub, ANA, token, code).strip().splitlines()[-1])
    print(json.dumps(result, indent=1))
    assert result["uid"] == pwd.getpwnam(f"cl-{ANA}").pw_uid, "A's kernel runs as A's own system user"
    for name in list(paths)[:6]:
        assert result[name] == "refused", (name, result[name])
    for name in list(paths)[6:]:
        assert result[name] == "allowed", (name, result[name])
    assert not (b_home / "from-ana.txt").exists()
    assert service_token not in result["tokens"], "no service token in a student's environment"
    hub_secret = (hub.state / "jupyterhub_cookie_secret").read_bytes()
    assert hub_secret and all(t.encode() not in hub_secret for t in result["tokens"])
    for name in ("jupyterhub.sqlite", "jupyterhub_cookie_secret", "accounts-7A.html"):
        assert (hub.state / name).stat().st_mode & 0o077 == 0, f"{name} is the hub's alone"
