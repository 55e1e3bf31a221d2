"""Small, cacheable static files for the classroom server (issue 22: a first visit ≤ 1.5 MB).

:class:`Compressed` is ASGI middleware for the static files of the page (the front end shipped
with the kit, nothing from the internet): it asks the app below for the plain file, sends it
Brotli-compressed (gzip for a browser without Brotli) and says how long the browser may keep it.
A file's compressed form is kept in memory and on disk by the SHA-256 of its content, so it is
compressed once per kit version, at the best quality (Brotli 11: the page's 3.6 MB script
becomes 0.8 MB instead of gzip's 1.05 MB); until that is done (a few seconds, in a thread) a
quick Brotli 5 is sent. Standard library plus ``brotli`` (when it is missing: gzip only).
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import os
import queue
import re
import threading
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from pathlib import Path
from typing import Any

__all__ = ["Compressed", "cache_control", "default_cache_dir", "compress_file", "BEST", "QUICK"]

#: Brotli qualities: the one kept (slow, once) and the one sent until it is ready.
BEST = 11
QUICK = 5
#: Content types worth compressing (fonts in woff2 and pictures in png are compressed already).
COMPRESSIBLE = re.compile(r"^(text/|application/(javascript|json|x-javascript|ecmascript|xml)|image/svg)")
#: A path that names its version or content (…@5.1.1/…, ?v=<hash>): the browser may keep it for a year.
VERSIONED = re.compile(r"@\d+\.\d+|[?&]v=[0-9a-f]{6,}")
YEAR = 365 * 24 * 3600
#: Other static files: kept an hour, then checked again (a 304 answer costs a few hundred bytes).
HOUR = 3600

_log = logging.getLogger(__name__)

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]

try:  # pragma: no cover - the kit's app extra installs it
    import brotli as _brotli
except ImportError:  # pragma: no cover
    _brotli = None


def default_cache_dir() -> Path:
    """Where compressed files are kept between runs: ``$XDG_CACHE_HOME/casino_learn/web``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "casino_learn" / "web"


def cache_control(path: str, query: str = "") -> str:
    """The Cache-Control header of a static file at ``path`` (with its ``query``)."""
    where = path + ("?" + query if query else "")
    return f"public, max-age={YEAR}, immutable" if VERSIONED.search(where) else f"public, max-age={HOUR}"


def compress_file(data: bytes, quality: int = BEST) -> bytes:
    """``data`` in Brotli (gzip level 9 when Brotli is missing)."""
    if _brotli is None:
        return gzip.compress(data, 9)
    return bytes(_brotli.compress(data, quality=quality))


class Compressed:
    """ASGI middleware: static files under ``prefixes`` sent compressed, with cache headers."""

    def __init__(self, app: Callable[..., Awaitable[None]], prefixes: Iterable[str], cache_dir: Path | None = None,
                 *, workers: int = 1) -> None:
        self.app = app
        self.prefixes = tuple(prefixes)
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self._memory: dict[tuple[str, str], bytes] = {}  # (sha256, "br"|"gzip") -> body
        self._pending: set[str] = set()
        self._lock = threading.Lock()
        # Daemon threads: a stop (Ctrl+C) never waits for a compression (it is done again next time).
        self._work: queue.Queue[tuple[str, bytes] | None] = queue.Queue()
        for n in range(max(1, workers)):
            threading.Thread(target=self._worker, name=f"casino-compress-{n}", daemon=True).start()

    def _worker(self) -> None:
        while True:
            job = self._work.get()
            if job is None:
                return
            self._best(*job)

    # --- the cache ---------------------------------------------------------------------------------
    def _disk(self, key: str) -> Path:
        return self.cache_dir / f"{key}.br"

    def encoded(self, data: bytes, encoding: str) -> bytes:
        """``data`` compressed with ``encoding`` ("br" or "gzip"), from the cache when it is there."""
        key = hashlib.sha256(data).hexdigest()
        found = self._memory.get((key, encoding))
        if found is not None:
            return found
        if encoding == "gzip" or _brotli is None:
            body = gzip.compress(data, 6)
            self._memory[(key, "gzip")] = body
            return body
        disk = self._disk(key)
        try:
            body = disk.read_bytes()
            self._memory[(key, "br")] = body
            return body
        except OSError:
            pass
        with self._lock:
            if key not in self._pending:
                self._pending.add(key)
                self._work.put((key, data))
        return bytes(_brotli.compress(data, quality=QUICK))

    def _best(self, key: str, data: bytes) -> None:
        try:
            body = compress_file(data, BEST)
            self._memory[(key, "br")] = body
            try:
                self.cache_dir.mkdir(parents=True, exist_ok=True)
                tmp = self._disk(key).with_suffix(f".tmp{os.getpid()}")
                tmp.write_bytes(body)
                os.replace(tmp, self._disk(key))
            except OSError as e:  # a read-only home: kept in memory only
                _log.debug("compressed file not kept on disk: %s", e)
        finally:
            with self._lock:
                self._pending.discard(key)

    def warm(self, files: Iterable[Path]) -> None:
        """Compress these files now, in the background (at start: the page's big scripts)."""
        for file in files:
            try:
                data = Path(file).read_bytes()
            except OSError:
                continue
            key = hashlib.sha256(data).hexdigest()
            if (key, "br") in self._memory or _brotli is None:
                continue
            if self._disk(key).exists():
                try:
                    self._memory[(key, "br")] = self._disk(key).read_bytes()
                    continue
                except OSError:
                    pass
            with self._lock:
                if key in self._pending:
                    continue
                self._pending.add(key)
            self._work.put((key, data))

    def close(self) -> None:
        self._work.put(None)

    # --- ASGI --------------------------------------------------------------------------------------
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") not in ("GET", "HEAD") or not scope["path"].startswith(self.prefixes):
            await self.app(scope, receive, send)
            return
        headers = [(k, v.replace(b'-br"', b'"').replace(b'-gzip"', b'"') if k.lower() == b"if-none-match" else v)
                   for k, v in scope.get("headers", []) if k.lower() != b"accept-encoding"]
        accepted = b",".join(v for k, v in scope.get("headers", []) if k.lower() == b"accept-encoding").decode("latin-1")
        encoding = "br" if "br" in accepted and _brotli is not None else "gzip" if "gzip" in accepted else ""
        inner = dict(scope, headers=headers)  # the plain file from the app below (its gzip stays out of the way)
        start: dict[str, Any] = {}
        chunks: list[bytes] = []

        async def keep(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(inner, receive, keep)
        status = int(start.get("status", 500))
        out = [(k, v) for k, v in start.get("headers", []) if k.lower() not in (b"content-length", b"cache-control", b"vary")]
        body = b"".join(chunks)
        query = scope.get("query_string", b"").decode("latin-1")
        if status in (200, 304):
            out.append((b"cache-control", cache_control(scope["path"], query).encode()))
        kind = next((v.decode("latin-1") for k, v in out if k.lower() == b"content-type"), "")
        already = any(k.lower() == b"content-encoding" for k, _v in out)
        if status == 200 and encoding and not already and len(body) > 1000 and COMPRESSIBLE.match(kind):
            body = self.encoded(body, encoding)
            out.append((b"content-encoding", encoding.encode()))
            out = [(k, (v[:-1] + b"-" + encoding.encode() + b'"') if k.lower() == b"etag" and v.endswith(b'"') else v)
                   for k, v in out]
        out.append((b"vary", b"Accept-Encoding"))
        if status != 304:
            out.append((b"content-length", str(len(body)).encode()))
        await send({"type": "http.response.start", "status": status, "headers": out})
        await send({"type": "http.response.body", "body": b"" if scope.get("method") == "HEAD" else body})
