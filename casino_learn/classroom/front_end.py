"""The student pages' own front end (issue 22): one small script and one stylesheet instead of
Solara's 4.4 MB bundle.

The server still builds every tab's widgets as a Solara virtual kernel in its one process; the
page it sends is :func:`student_page_html`, whose script (``assets/page.js``, about 30 kB) speaks
the Jupyter widget messages over Solara's websocket and draws the kit's widgets. Measured on the
2-core laptop (benchmarks/bench_class60.py), Chromium spent about 1.1 s of a student's 1.8 s
running Solara's front end; this one is read in milliseconds.

The files are served by :func:`asset_response` under ``/casino/`` with their content's hash in the
address (kept a year by the browser) and compressed (gzip: Brotli would save 1 kB).
"""

from __future__ import annotations

import gzip
import hashlib
import html
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..i18n import N_, _, get_language

__all__ = ["ASSET_PREFIX", "Asset", "asset", "asset_urls", "student_page_html", "asset_response"]

ASSET_PREFIX = "/casino/"
_FOLDER = Path(__file__).with_name("assets")
_TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}
YEAR = 365 * 24 * 3600

#: The page's words (shown while it connects, when the connection is lost, when a part fails).
WORDS = {
    "loading": N_("Loading your page…"),
    "lost": N_("The connection to the teacher's computer was lost. Trying again…"),
    "broken": N_("This part of the page could not be shown: reload the page."),
    "blocked": N_("The live connection to the teacher's computer keeps breaking: tell your teacher (the school "
                  "network may be blocking it). Trying again…"),
}


@dataclass(frozen=True)
class Asset:
    """A file of the page: its bytes, compressed, its type and version (the start of its SHA-256)."""

    name: str
    data: bytes
    gzip: bytes
    content_type: str
    version: str

    @property
    def url(self) -> str:
        return f"{ASSET_PREFIX}{self.name}?v={self.version}"


@lru_cache(maxsize=None)
def asset(name: str) -> Asset:
    """The page's file ``name`` ("page.js" or "page.css"), read and compressed once."""
    if name not in ("page.js", "page.css"):
        raise KeyError(name)
    data = (_FOLDER / name).read_bytes()
    return Asset(name, data, gzip.compress(data, 9, mtime=0), _TYPES[Path(name).suffix],
                 hashlib.sha256(data).hexdigest()[:16])


def asset_urls() -> list[str]:
    """The addresses of the page's files (for the start page's prefetch)."""
    return [asset("page.css").url, asset("page.js").url]


def student_page_html(path: str, title: str) -> str:
    """The HTML of a student page (``path`` "/play" or "/practice"): its content arrives over the
    websocket and is drawn by ``page.js``."""
    config = {"path": path, "words": {key: _(text) for key, text in WORDS.items()}}
    data = json.dumps(config, ensure_ascii=False).replace("</", "<\\/")
    return (f'<!DOCTYPE html>\n<html lang="{html.escape(get_language())}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">'
            f'<title>{html.escape(title)}</title><link rel="stylesheet" href="{html.escape(asset("page.css").url)}">'
            f'<script type="application/json" id="casino-page">{data}</script>'
            f'<script src="{html.escape(asset("page.js").url)}" defer></script></head>\n'
            f'<body><p id="casino-status" role="status" aria-live="polite">{html.escape(_(WORDS["loading"]))}</p>'
            '<main id="casino-app" aria-busy="true"></main></body></html>\n')


def asset_response(name: str, accept_encoding: str) -> Any:
    """The response for ``/casino/<name>``: compressed as the browser accepts, kept a year."""
    from starlette.responses import Response

    try:
        found = asset(name)
    except KeyError:
        return None
    headers = {"Cache-Control": f"public, max-age={YEAR}, immutable", "X-Content-Type-Options": "nosniff",
               "Vary": "Accept-Encoding"}
    accepted = {part.split(";")[0].strip() for part in accept_encoding.lower().split(",")}
    if "gzip" in accepted:
        return Response(found.gzip, media_type=found.content_type, headers={**headers, "Content-Encoding": "gzip"})
    return Response(found.data, media_type=found.content_type, headers=headers)
