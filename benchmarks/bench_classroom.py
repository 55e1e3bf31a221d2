"""A class of N students on the classroom app, simulated with plain HTTP and websocket clients.

    python benchmarks/bench_classroom.py --students 30 --spread 5
    python benchmarks/bench_classroom.py --students 30 --pool 0          # Voilà's cold start, for comparison
    python benchmarks/bench_classroom.py --no-class --students 30        # the app without a class

It makes a class of N students in a throw-away folder, starts ``casino-learn app --class`` on a
free port and waits until its pre-heated pages are ready. Then the students arrive, one every
``spread/N`` seconds; each, as a browser would:

1. opens the start page and signs in with their code (``POST /signin``), following the redirect
   to the play page; **page-ready** is the time from asking for the page until the game widget's
   model has arrived over the kernel's websocket (the Jupyter widget protocol's
   ``request_states`` answered with the table among the states): what a browser needs to draw;
2. makes ``--moves`` moves (a card from the hand, Trail, Play, then "Play on to my turn"), with
   ``--think`` seconds between; **move latency** is the time from the click's message until the
   kernel is idle again after handling it (every widget update it caused has been sent);
3. leaves for the practice page (closing the play page as a browser does: the "shut my kernel
   down" beacon with the ``_xsrf`` cookie), presses "Practise my weak spots" and answers
   ``--exercises`` exercises (type an answer, Check, Next exercise), timed like moves;
4. leaves: half of them with the beacon, half by just closing the connection (a browser that
   crashed or a laptop lid shut), which only culling cleans up.

Kernels and memory (RSS of the server and all its child processes, from /proc) are sampled
before, during and for ``--after`` seconds after the students have left. Reloads: ``--reloads``
students reload their play page a few times; the kernel count must not grow with them.

Measured on the 2-core development computer (24 GB), load average about 1 before the class,
``python benchmarks/bench_classroom.py --students 30`` (students arrive over 5 s; 5 moves, 3
exercises, 5 students reload 3 times; half leave without the beacon):

=====================================  ==================  ==================  ==================
                                       cold start          Voilà pool 8/4      this server
                                       (``--pool 0``)      (refill after 1 s)  (36 play, 30 prac.)
=====================================  ==================  ==================  ==================
page-ready p50 / p95 (s)               17.5 / 23.6         22.4 / 27.4         0.34 / 2.1
move p50 / p95 (s)                     0.07 / 1.08         0.19 / 2.5          0.05 / 0.20
exercise click p95 (s)                 2.8                 3.7                 0.49
sign-in p50 / p95 (s)                  (no class)          (no class)          0.22 / 1.7
kernels idle / peak / 2 min after      0 / 30 / 15*        12 / 42 / 27*       66 / 66 / 66
memory idle / peak / 2 min after (MB)  83 / 2006 / 1091*   849 / 2817 / 1860*  4247 / 4331 / 4301
=====================================  ==================  ==================  ==================

(* after 10 s, not 2 min.) Memory is back within 20 % of idle 0.8 s after the students leave
(their kernels go with the page's beacon, or are culled after 60 s); reloads add no kernels.
Each kernel is about 62 MB: the price of page-ready ≤ 5 s on 2 cores is keeping a page ready per
student (a kernel costs about 0.7 s of CPU to start, so 30 at once take 10-20 s).

Needs only what the app needs (Tornado comes with Voilà). Prints a report and writes it as JSON
(``--json PATH``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tornado.httpclient import AsyncHTTPClient, HTTPRequest, HTTPResponse  # noqa: E402
from tornado.websocket import WebSocketClientConnection, websocket_connect  # noqa: E402

AsyncHTTPClient.configure(None, max_clients=200)


# --- the server's processes and memory -------------------------------------------------------------------

def children(pid: int) -> list[int]:
    """All processes descended from pid (from /proc: kernels run in their own process groups)."""
    parent: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                parent[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        kids = [c for c, pp in parent.items() if pp == p]
        found += kids
        todo += kids
    return found


def cpu_seconds(pids: list[int]) -> float:
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
    return total


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def is_kernel(pid: int) -> bool:
    try:
        return b"ipykernel" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


@dataclass
class Sample:
    t: float
    kernels: int
    rss_mb: float
    server_mb: float


def sample(pid: int, t0: float) -> Sample:
    kids = children(pid)
    return Sample(round(time.monotonic() - t0, 1), sum(map(is_kernel, kids)), round(rss_mb(pid) + sum(map(rss_mb, kids)), 1), round(rss_mb(pid), 1))


# --- the Jupyter kernel protocol over Voilà's websocket -------------------------------------------------

V1 = "v1.kernel.websocket.jupyter.org"  # the kernel protocol over websockets that browsers use


def _encode(channel: str, msg: dict[str, Any]) -> bytes:
    parts = [json.dumps(msg[k]).encode() for k in ("header", "parent_header", "metadata", "content")]
    offsets = [8 * (1 + 1 + len(parts) + 1)]
    offsets.append(offsets[-1] + len(channel.encode()))
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    return b"".join([len(offsets).to_bytes(8, "little"), *(o.to_bytes(8, "little") for o in offsets), channel.encode(), *parts])


def _decode(message: str | bytes) -> dict[str, Any]:
    if isinstance(message, str):
        return json.loads(message)
    n = int.from_bytes(message[:8], "little")
    offsets = [int.from_bytes(message[8 * (i + 1):8 * (i + 2)], "little") for i in range(n)]
    channel = message[offsets[0]:offsets[1]].decode()
    header, parent, metadata, content = (json.loads(message[offsets[i]:offsets[i + 1]]) for i in range(1, 5))
    return {"channel": channel, "header": header, "msg_type": header.get("msg_type"), "parent_header": parent,
            "metadata": metadata, "content": content}


class Kernel:
    """One page's kernel connection: widget states and timed clicks."""

    def __init__(self, ws: WebSocketClientConnection, session: str) -> None:
        self.ws, self.session = ws, session
        self.states: dict[str, dict[str, Any]] = {}
        self.idle: dict[str, asyncio.Future[float]] = {}
        self.control = str(uuid.uuid4())
        self.states_arrived: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self.reader = asyncio.ensure_future(self._read())

    def _send(self, msg_type: str, content: dict[str, Any], metadata: dict[str, Any] | None = None) -> str:
        msg_id = uuid.uuid4().hex
        self.ws.write_message(_encode("shell", {
            "header": {"msg_id": msg_id, "username": "bench", "session": self.session, "msg_type": msg_type, "version": "5.3",
                       "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())},
            "parent_header": {}, "metadata": metadata or {}, "content": content,
        }), binary=True)
        self.idle[msg_id] = asyncio.get_running_loop().create_future()
        return msg_id

    async def _read(self) -> None:
        while True:
            raw = await self.ws.read_message()
            if raw is None:
                return
            msg = _decode(raw)
            kind, content = msg.get("msg_type") or msg["header"]["msg_type"], msg.get("content", {})
            if kind == "comm_open" and content.get("target_name") == "jupyter.widget":
                self.states[content["comm_id"]] = dict(content.get("data", {}).get("state", {}))
            elif kind == "comm_msg":
                data = content.get("data", {})
                if data.get("method") == "update_states":
                    for model, entry in data.get("states", {}).items():
                        self.states[model] = dict(entry.get("state", {}), _model_name=entry.get("model_name"))
                    if not self.states_arrived.done():
                        self.states_arrived.set_result(time.monotonic())
                elif data.get("method") == "update" and content.get("comm_id") in self.states:
                    self.states[content["comm_id"]].update(data.get("state", {}))
            elif kind == "status" and content.get("execution_state") == "idle":
                parent = msg.get("parent_header", {}).get("msg_id")
                future = self.idle.pop(parent, None)
                if future is not None and not future.done():
                    future.set_result(time.monotonic())

    def request_states(self) -> None:
        """What the page's widget manager does first: open the control comm and ask for every model."""
        self._send("comm_open", {"comm_id": self.control, "target_name": "jupyter.widget.control", "data": {}}, {"version": "1.0.0"})
        self._send("comm_msg", {"comm_id": self.control, "data": {"method": "request_states"}})

    def find(self, **match: Any) -> str | None:
        for model, state in self.states.items():
            if all(state.get(k) == v for k, v in match.items()):
                return model
        return None

    async def message(self, model: str, data: dict[str, Any], timeout: float = 60) -> float:
        """Send one widget message; seconds until the kernel is idle after handling it."""
        start = time.monotonic()
        msg_id = self._send("comm_msg", {"comm_id": model, "data": data})
        done = await asyncio.wait_for(self.idle[msg_id], timeout)
        return done - start

    async def click(self, model: str) -> float:
        return await self.message(model, {"method": "custom", "content": {"event": "click"}})

    async def set_value(self, model: str, value: Any) -> float:
        return await self.message(model, {"method": "update", "state": {"value": value}, "buffer_paths": []})

    def close(self) -> None:
        self.reader.cancel()
        self.ws.close()


# --- a student ---------------------------------------------------------------------------------------------

@dataclass
class Result:
    page_ready: list[float] = field(default_factory=list)
    sign_in: list[float] = field(default_factory=list)
    by_page: dict[str, list[float]] = field(default_factory=dict)
    timeline: list[tuple[float, str, float]] = field(default_factory=list)
    t0: float = field(default_factory=time.monotonic)
    moves: list[float] = field(default_factory=list)
    exercises: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    without_game: int = 0


class Student:
    def __init__(self, base: str, code: str | None, result: Result, rng: random.Random) -> None:
        self.base, self.code, self.result, self.rng = base, code, result, rng
        self.http = AsyncHTTPClient()
        self.cookies: dict[str, str] = {}
        self.token = ""

    async def fetch(self, path: str, **kw: Any) -> HTTPResponse:
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}
        response = await self.http.fetch(HTTPRequest(self.base + path, headers=headers, follow_redirects=False, request_timeout=180, **kw),
                                         raise_error=False)
        for header in response.headers.get_list("Set-Cookie"):
            name, _, rest = header.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        return response

    async def sign_in(self) -> None:
        await self.fetch("/")
        if self.code is None:
            return
        body = urlencode({"code": self.code, "_xsrf": self.cookies.get("_xsrf", "")})
        start = time.monotonic()
        response = await self.fetch("/signin", method="POST", body=body)
        self.result.sign_in.append(time.monotonic() - start)
        location = response.headers.get("Location", "")
        match = re.search(r"[?&]t=([^&]+)", location)
        if response.code != 303 or not match:
            raise RuntimeError(f"sign-in refused: {response.code}")
        self.token = match.group(1)

    async def open_page(self, page: str, wanted: dict[str, Any]) -> tuple[Kernel, str]:
        """Ask for the page, connect to its kernel, wait for the widget named by ``wanted``."""
        start = time.monotonic()
        query = f"?t={self.token}" if self.token else ""
        response = await self.fetch(f"/voila/render/{page}{query}")
        if response.code != 200:
            raise RuntimeError(f"{page}: HTTP {response.code}")
        text = response.body.decode()
        kernel_id = re.search(r'"kernelId": "([0-9a-f-]+)"', text)
        if kernel_id is None or "widget-view+json" not in text:
            self.result.without_game += 1
            raise RuntimeError(f"{page}: the page came without its game")
        ws_url = self.base.replace("http", "ws", 1) + f"/api/kernels/{kernel_id.group(1)}/channels?session_id={uuid.uuid4()}"
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        ws = await websocket_connect(HTTPRequest(ws_url, headers=headers), max_message_size=64 * 2**20, subprotocols=[V1])
        kernel = Kernel(ws, uuid.uuid4().hex)
        kernel.request_states()
        await asyncio.wait_for(kernel.states_arrived, 120)
        if kernel.find(**wanted) is None:
            if os.environ.get("BENCH_DEBUG"):
                print(sorted({(s.get("_model_module"), s.get("_model_name")) for s in kernel.states.values()}, key=str), file=sys.stderr)
            self.result.without_game += 1
            raise RuntimeError(f"{page}: no {wanted} among the widgets")
        self.result.page_ready.append(time.monotonic() - start)
        self.result.by_page.setdefault(page, []).append(time.monotonic() - start)
        self.result.timeline.append((round(start - self.result.t0, 2), page, round(time.monotonic() - start, 2)))
        return kernel, kernel_id.group(1)

    async def leave(self, kernel: Kernel, kernel_id: str, beacon: bool) -> None:
        kernel.close()
        if beacon:  # the page's beforeunload: POST /voila/api/shutdown/<id> with the _xsrf cookie's value
            await self.fetch(f"/voila/api/shutdown/{kernel_id}", method="POST", body=urlencode({"_xsrf": self.cookies.get("_xsrf", "")}))

    async def play(self, moves: int, think: float) -> tuple[Kernel, str]:
        kernel, kid = await self.open_page("play.ipynb", {"_model_name": "AnyModel"})
        until = kernel.find(description="Play on to my turn ▶▶")
        for _ in range(moves):
            await asyncio.sleep(self.rng.uniform(0.5, 1.5) * think)
            table = kernel.find(_model_name="AnyModel")
            state = kernel.states.get(table or "", {})
            if not state.get("enabled", True) and until:
                self.result.moves.append(await kernel.click(until))
                state = kernel.states.get(table or "", {})
            hand = [i["id"] for i in state.get("items", []) if i.get("zone") == "hand"]
            if table is None or not hand:
                new_game = kernel.find(description="New game")
                if new_game:
                    self.result.moves.append(await kernel.click(new_game))
                continue
            card = self.rng.choice(hand)
            for data in ({"event": "toggle", "id": card}, {"event": "action", "name": "trail"}, {"event": "play"}):
                self.result.moves.append(await kernel.message(table, {"method": "custom", "content": data}))
            if until:
                self.result.moves.append(await kernel.click(until))
        return kernel, kid

    async def practise(self, exercises: int, think: float) -> tuple[Kernel, str]:
        kernel, kid = await self.open_page("practice.ipynb", {"description": "Practise my weak spots"})
        if self.code is None:  # the app without a class: type a name first
            name = kernel.find(_model_name="TextModel", description="Your name:")
            if name:
                await kernel.set_value(name, f"Bench {self.rng.randrange(10**6)}")
        self.result.exercises.append(await kernel.click(kernel.find(description="Practise my weak spots") or ""))
        for _ in range(exercises):
            await asyncio.sleep(self.rng.uniform(0.5, 1.5) * think)
            box = kernel.find(_model_name="TextModel", placeholder="type your answer here")
            check = [m for m, s in kernel.states.items() if s.get("description") == "Check" and s.get("_model_name") == "ButtonModel"]
            if box:
                self.result.exercises.append(await kernel.set_value(box, str(self.rng.randrange(1, 15))))
            if check:
                self.result.exercises.append(await kernel.click(check[-1]))  # the newest exercise's Check
            following = kernel.find(description="Next exercise")
            if following:
                self.result.exercises.append(await kernel.click(following))
        return kernel, kid

    async def run(self, args: argparse.Namespace, index: int) -> None:
        try:
            await self.sign_in()
            kernel, kid = await self.play(args.moves, args.think)
            for _ in range(args.reloads if index < args.reloaders else 0):  # a reload: the old page says goodbye
                await self.leave(kernel, kid, beacon=True)
                kernel, kid = await self.open_page("play.ipynb", {"_model_name": "AnyModel"})
            await self.leave(kernel, kid, beacon=True)
            kernel, kid = await self.practise(args.exercises, args.think)
            await self.leave(kernel, kid, beacon=index % 2 == 0)
        except Exception as e:  # noqa: BLE001 - every failure is counted and reported
            self.result.errors.append(f"{type(e).__name__}: {e}"[:200])


# --- the run ----------------------------------------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def make_class(home: Path, students: int) -> tuple[str, list[str]]:
    from casino_learn.classroom.roster import ClassRoom

    names = [f"Student {i + 1:02d}" for i in range(students)]
    room, codes = ClassRoom.create("Bench class", names, home=home)
    by_id = {s.id: codes.get(s.id) or codes.get(s.name) for s in room.students}
    return str(room.folder), [c for c in by_id.values() if c]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def summary(values: list[float]) -> dict[str, float]:
    return {"n": len(values), "p50": round(percentile(values, 50), 3), "p95": round(percentile(values, 95), 3),
            "max": round(max(values), 3) if values else float("nan")}


async def wait_ready(base: str, log: Path, process: subprocess.Popen, pooled: bool, kernels: int = 0, seconds: float = 300) -> None:
    deadline = time.monotonic() + seconds
    http = AsyncHTTPClient()
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("server exited:\n" + log.read_text(errors="replace")[-3000:])
        try:
            await http.fetch(base + "/", request_timeout=2)
            text = log.read_text(errors="replace")
            if not pooled or text.count("Kernel pool of") >= 2:
                break
        except Exception:  # noqa: BLE001
            pass
        await asyncio.sleep(0.5)
    # The pools are "filled" when their kernels have started; they are ready when the pages have run
    # up to the point where they wait for a student: when the server and its kernels are quiet.
    quiet = 0
    while time.monotonic() < deadline:
        tree = [process.pid, *children(process.pid)]
        before = cpu_seconds(tree)
        await asyncio.sleep(2)
        started = sum(map(is_kernel, tree))
        quiet = quiet + 1 if started >= kernels and cpu_seconds(tree) - before < 0.2 else 0
        if quiet >= 2:
            return
    raise RuntimeError("server not ready in time:\n" + log.read_text(errors="replace")[-3000:])


async def monitor(pid: int, t0: float, samples: list[Sample], stop: asyncio.Event, every: float = 1.0) -> None:
    while not stop.is_set():
        samples.append(sample(pid, t0))
        try:
            await asyncio.wait_for(stop.wait(), every)
        except asyncio.TimeoutError:
            pass


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="casino-bench-"))
    env = dict(os.environ, CASINO_LEARN_HOME=str(folder / "home"), JUPYTER_RUNTIME_DIR=str(folder / "runtime"),
               JUPYTER_CONFIG_DIR=str(folder / "config"), JUPYTER_DATA_DIR=str(folder / "data"), IPYTHONDIR=str(folder / "ipython"),
               MPLCONFIGDIR=str(folder / "mpl"), PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    codes: list[str | None]
    cmd = [sys.executable, "-m", "casino_learn", "app", "--no-browser", "--ip", "127.0.0.1", "--port", str(port := free_port())]
    if args.no_class:
        codes = [None] * args.students
    else:
        os.environ["CASINO_LEARN_HOME"] = env["CASINO_LEARN_HOME"]
        class_path, made = make_class(folder / "home", args.students)
        codes = list(made)
        cmd += ["--class", class_path]
    if args.pool is not None:
        cmd += ["--pool", str(args.pool)]
    cmd += ["--cull-after", str(args.cull_after)] + args.server_args
    log = folder / "server.log"
    process = subprocess.Popen(cmd, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    t_start = time.monotonic()
    samples: list[Sample] = []
    try:
        pages = args.students if args.pool is None and not args.no_class else (args.pool if args.pool is not None else 0)
        from casino_learn.classroom.server import POOL, pool_for

        expected = sum(pool_for(pages).values()) if pages else (sum(POOL.values()) if args.pool is None else 0)
        await wait_ready(base, log, process, pooled=args.pool != 0, kernels=expected)
        startup = time.monotonic() - t_start
        await asyncio.sleep(3)
        idle = sample(process.pid, t_start)
        stop = asyncio.Event()
        watcher = asyncio.ensure_future(monitor(process.pid, t_start, samples, stop))
        result = Result()
        rng = random.Random(args.seed)
        students = [Student(base, codes[i], result, random.Random(rng.random())) for i in range(args.students)]

        async def arrive(i: int) -> None:
            await asyncio.sleep(args.spread * i / max(1, args.students))
            await students[i].run(args, i)

        load_before = os.getloadavg()[0]  # other work on the computer skews every number: say how busy it was
        t_class = result.t0 = time.monotonic()
        await asyncio.gather(*(arrive(i) for i in range(args.students)))
        class_seconds = time.monotonic() - t_class
        left = time.monotonic() - t_start
        during = [s for s in samples if s.t <= left]
        await asyncio.sleep(args.after)
        stop.set()
        await watcher
        after = sample(process.pid, t_start)
        back_at = next((s.t - left for s in samples if s.t > left and s.rss_mb <= idle.rss_mb * 1.2), None)
        report = {
            "command": " ".join(["python", "benchmarks/bench_classroom.py", *sys.argv[1:]]),
            "server": " ".join(cmd[2:]), "cpus": os.cpu_count(), "students": args.students, "spread_s": args.spread,
            "load_average_before": round(load_before, 2),
            "startup_s": round(startup, 1), "class_s": round(class_seconds, 1),
            "sign_in_s": summary(result.sign_in), "page_ready_s": summary(result.page_ready), "page_ready_by_page_s": {k: summary(v) for k, v in result.by_page.items()},
            "move_s": summary(result.moves), "exercise_s": summary(result.exercises),
            "pages_without_game": result.without_game, "errors": result.errors[:10], "error_count": len(result.errors),
            "timeline": sorted(result.timeline) if args.timeline else None,
            "idle": idle.__dict__, "peak": max(samples, key=lambda s: s.rss_mb).__dict__ if samples else None,
            "peak_kernels": max((s.kernels for s in during), default=0),
            "after": after.__dict__, "after_s": args.after,
            "memory_back_within_20pct_after_s": None if back_at is None else round(back_at, 1),
        }
        return report
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
        if args.keep:
            print(f"kept: {folder}", file=sys.stderr)
        else:
            shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--spread", type=float, default=5.0, help="seconds over which the students arrive (0: all at once)")
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--exercises", type=int, default=3)
    parser.add_argument("--think", type=float, default=2.0, help="seconds a student thinks between clicks (on average)")
    parser.add_argument("--reloaders", type=int, default=5, help="how many students reload their play page")
    parser.add_argument("--reloads", type=int, default=3)
    parser.add_argument("--after", type=float, default=120, help="seconds to watch memory after the students left")
    parser.add_argument("--pool", type=int, help="pre-heated pages per page (default: the app's; 0: Voilà's cold start)")
    parser.add_argument("--cull-after", type=int, default=60)
    parser.add_argument("--no-class", action="store_true", help="the app without a class (no sign-in)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="also write the report here")
    parser.add_argument("--timeline", action="store_true", help="list every page: when it was asked for, and how long it took")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (server log)")
    parser.add_argument("server_args", nargs="*", help="more arguments for casino-learn app (after --)")
    args = parser.parse_args(argv)
    report = asyncio.run(main_async(args))
    text = json.dumps(report, indent=1, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")
    ok = (report["page_ready_s"]["p95"] <= 5 and report["move_s"]["p95"] <= 1 and not report["error_count"]
          and report["memory_back_within_20pct_after_s"] is not None)
    print("targets met" if ok else "targets NOT met", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
