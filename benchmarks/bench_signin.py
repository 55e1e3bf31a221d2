"""Signing in to a class of 60 (issue 22, item 2): the sign-in of casino_learn.classroom.signin
behind a small Tornado server in its own process, as the classroom server uses it (limits read on
the event loop, the one slow hash on the gate's worker threads, the session cookie set).

Three measures, each against a fresh server:

1. **60 sign-ins at once**: 60 students, each from their own computer (their own source address,
   127.0.0.10 ... 127.0.0.69), post their right code at the same moment; the time of each answer
   (target: p95 <= 1 s; before this work, every code was hashed against every student's hash:
   p95 34.7 s for 60).
2. **60 wrong codes in parallel from one computer**: how many were checked (answered 403, not 429;
   target: at most 5; before: 60).
3. **A valid sign-in during that burst**, from another computer, sent while the 60 are in flight
   (target: <= 1 s; before: up to 30 s).

    PYTHONPATH=$PWD python benchmarks/bench_signin.py [--students 60] [--runs 3]

Measured 2026-12-01 on the shared 2-core machine, scrypt n=2**11, 5 runs each:

* load average 4.8 (other engineers' work): 60 sign-ins at once p50 0.24-0.56 s, p95 0.55-0.80 s;
  60 wrong codes from one computer: 5 checked (55 refused at once, the burst answered in
  0.10-0.16 s); a valid sign-in from another computer during the burst 0.06-0.14 s;
* load average 16: p95 1.9-3.7 s; 5 checked; the valid sign-in during the burst 0.04-1.3 s. The
  hash is what costs: with a near-free hash (scrypt n=2**6) the same load gave p95 0.44 s.
* With scrypt n=2**12 (the cost before) the p95 of 60 at once was 1.4-1.9 s at load 5.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]


# --- the server (run in a child process) ------------------------------------------------------------

def serve(folder: str, port: int) -> None:
    import asyncio
    import logging

    import tornado.web

    logging.getLogger("tornado.access").setLevel(logging.ERROR)  # 429 and 403 are expected here
    from casino_learn.classroom.roster import ClassRoom
    from casino_learn.classroom.signin import SignInGate

    gate = SignInGate(ClassRoom.load(Path(folder)))

    class SignIn(tornado.web.RequestHandler):
        async def post(self) -> None:
            result = await gate.student_sign_in_async(self.request.remote_ip, self.get_body_argument("code", ""))
            self.set_status(result.http_status if not result.ok else 303)
            if result.ok:
                self.set_signed_cookie("casino_student", result.token, httponly=True)
                self.set_header("Location", "/play")
            self.finish(result.message)

    async def main() -> None:
        app = tornado.web.Application([(r"/signin", SignIn)], cookie_secret=gate.cookie_secret)
        app.listen(port, address="127.0.0.1")  # each client binds its own 127.0.0.x: its own "computer"
        print("ready", flush=True)
        await asyncio.Event().wait()

    asyncio.run(main())


# --- the clients -------------------------------------------------------------------------------------

def post(port: int, code: str, source: str) -> tuple[int, float]:
    """Post a code from the source address ``source``; (HTTP status, seconds)."""
    body = urlencode({"code": code})
    started = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=(source, 0))
    conn.request("POST", "/signin", body=body, headers={"Content-Type": "application/x-www-form-urlencoded"})
    status = conn.getresponse().status
    conn.close()
    return status, time.perf_counter() - started


def at_once(port: int, jobs: list[tuple[str, str]]) -> list[tuple[int, float]]:
    """Send every (code, source) at the same moment, one thread each."""
    results: list[tuple[int, float]] = [(0, 0.0)] * len(jobs)
    barrier = threading.Barrier(len(jobs))

    def run(i: int, code: str, source: str) -> None:
        barrier.wait()
        results[i] = post(port, code, source)

    threads = [threading.Thread(target=run, args=(i, c, s)) for i, (c, s) in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(folder: Path) -> tuple[subprocess.Popen, int]:
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    proc = subprocess.Popen([sys.executable, __file__, "--serve", str(folder), str(port)], stdout=subprocess.PIPE, env=env, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    return proc, port


def wrong_codes(codes: dict[str, str], n: int) -> list[str]:
    out = []
    for word in ("CAKE", "SEAL", "DUCK", "WAVE", "REEF"):
        for digits in range(2222, 9999, 7):
            code = f"{word}-{digits}"
            if "0" not in code and "1" not in code and code not in codes.values():
                out.append(code)
                if len(out) == n:
                    return out
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", type=int, default=60)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--serve", nargs=2, metavar=("FOLDER", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve[0], int(args.serve[1]))
        return 0
    from casino_learn.classroom.roster import ClassRoom

    n = args.students
    figures: dict[str, list[float]] = {"signin_p50": [], "signin_p95": [], "signin_max": [], "burst_checked": [],
                                       "during_burst": [], "burst_all_answered": []}
    with tempfile.TemporaryDirectory() as home:
        room, codes = ClassRoom.create("Bench", [f"Student {i:02d}" for i in range(n)], home=home)
        ordered = [codes[s.id] for s in room.students]
        for run in range(args.runs):
            proc, port = start_server(room.folder)
            try:
                post(port, "WARM-2222", "127.0.0.250")  # the first request of a fresh process (imports, thread pool)
                # 1. the whole class signs in at once, each from their own computer
                answers = at_once(port, [(code, f"127.0.0.{10 + i}") for i, code in enumerate(ordered)])
                assert all(status == 303 for status, _ in answers), [s for s, _ in answers]
                times = [t for _, t in answers]
                figures["signin_p50"].append(statistics.median(times))
                figures["signin_p95"].append(p95(times))
                figures["signin_max"].append(max(times))
                # 2 and 3. sixty wrong codes from one computer, and a right code from another during the burst
                during: list[tuple[int, float]] = []

                def valid() -> None:
                    time.sleep(0.02)  # sent once the burst is in flight
                    during.append(post(port, ordered[0], "127.0.0.200"))

                helper = threading.Thread(target=valid)
                helper.start()
                started = time.perf_counter()
                burst = at_once(port, [(code, "127.0.0.100") for code in wrong_codes(codes, 60)])
                figures["burst_all_answered"].append(time.perf_counter() - started)
                helper.join()
                statuses = [s for s, _ in burst]
                assert set(statuses) <= {403, 429}, statuses
                figures["burst_checked"].append(statuses.count(403))
                assert during[0][0] == 303, during
                figures["during_burst"].append(during[0][1])
            finally:
                proc.terminate()
                proc.wait(10)
    print(json.dumps({k: [round(v, 3) for v in vs] for k, vs in figures.items()}, indent=1))
    print(f"{n} sign-ins at once: p95 {max(figures['signin_p95']):.2f} s (worst of {args.runs} runs; target <= 1 s)")
    print(f"60 wrong codes in parallel from one computer: at most {max(figures['burst_checked']):.0f} checked (target <= 5)")
    print(f"a valid sign-in during the burst: at most {max(figures['during_burst']):.2f} s (target <= 1 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
