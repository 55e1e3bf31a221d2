"""How long the school hub takes to stop (issue 24: at most 5 s), with N students' servers running.

Starts a real hub on loopback (as root: each student their own system user; else
``--unsafe-shared-user``), makes N students' accounts, logs each in (their server starts) and
starts a kernel in each server, as an open page would. Then sends SIGTERM to the hub and reports:
the seconds until the hub's process ended, the hub's own cleanup (its log, from "Received signal" to
"...done": services, students' servers, proxy) and the machine's load average (the machine is
shared: under load, Python's own start and exit take seconds).

    PYTHONPATH=$PWD python benchmarks/bench_hub_stop.py [--students 2] [--runs 3]

Measured 2026-12-01 (2 cores shared with other work; as root, 2 students' servers with a kernel each;
3 runs): hub process gone after 2.72 / 2.87 / 4.13 s (load average 10.6 / 13.1 / 15.2), its own
cleanup 2.5-3.5 s, services 0.1-0.2 s. Before the changes of issue 24 (same machine, load 19-36):
services 3.4-20 s, gone 7-9.5 s; the issue's report: 21-25 s.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import requests  # noqa: E402

from tests.browser.hubserver import start_hub  # noqa: E402


def _stamp(line: str) -> float:
    found = re.search(r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3})", line)
    return datetime.strptime(found.group(1), "%Y-%m-%d %H:%M:%S.%f").timestamp() if found else float("nan")


def one_run(students: int) -> dict[str, float]:
    from casino_learn.hub.accounts import db_url_for, make_accounts
    from casino_learn.hub.classes import parse_school
    from test_hub_isolation import _log_in, _token

    tag = os.urandom(2).hex()
    names = [f"stop{tag}{i}" for i in range(students)]
    school = {"admins": [f"office{tag}"], "classes": {"7A": {"teachers": [], "students": names, "opens": "app"}}}
    hub = start_hub(school)
    try:
        made = make_accounts(db_url_for(hub.state), parse_school(school), "7A").created
        for user in names:
            token = _token(hub, _log_in(hub, user, made[user]), user)
            reply = requests.post(hub.url + f"/user/{user}/api/kernels", json={"name": "python3"},
                                  headers={"Authorization": f"token {token}"}, timeout=120)
            reply.raise_for_status()
        time.sleep(3)
    finally:
        load = os.getloadavg()[0]
        hub.stop(keep=True)
    log = hub.log.read_text().splitlines()
    signal = next(_stamp(line) for line in log if "Received signal" in line)
    done = next(_stamp(line) for line in log if "JupyterHub app" in line and "...done" in line)
    servers = next(_stamp(line) for line in log if "Cleaning up single-user servers" in line)
    shutil.rmtree(hub.state, ignore_errors=True)
    shutil.rmtree(hub.homes, ignore_errors=True)
    return {"gone_s": round(hub.stop_seconds, 2), "cleanup_s": round(done - signal, 2), "services_s": round(servers - signal, 2),
            "load": round(load, 1), "isolated": not hub.shared}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    runs = [one_run(args.students) for _ in range(args.runs)]
    for run in runs:
        print(json.dumps(run))
    gone = sorted(r["gone_s"] for r in runs)
    print(f"{args.students} students' servers: hub process gone after median {gone[len(gone) // 2]} s "
          f"(slowest {gone[-1]} s); the hub's own cleanup median {sorted(r['cleanup_s'] for r in runs)[len(runs) // 2]} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
