"""The look of the classroom's own pages (join-code sheet, teacher view, projector, start page):
one standalone stylesheet, no Jupyter variables (these pages are outside Jupyter), nothing
loaded from the internet, readable in light and dark (``prefers-color-scheme``), and black on
white without background ink when printed."""

from __future__ import annotations

from html import escape

__all__ = ["PAGE_CSS", "page_html"]

PAGE_CSS = """
:root{color-scheme:light dark;--bg:#ffffff;--fg:#1b1b1b;--muted:#4a4a4a;--line:#b8b8b8;--panel:#f2f4f7;
 --accent:#1457b8;--help-bg:#fde8e6;--help-fg:#8a1c12;--ok-bg:#e5f4e8;--ok-fg:#1d5e2b;--idle-bg:#f0f0f0;--idle-fg:#3d3d3d;
 --mid-bg:#fff4d6;--mid-fg:#6b4a00}
@media (prefers-color-scheme:dark){:root{--bg:#16181c;--fg:#ececec;--muted:#c4c4c4;--line:#5a5f66;--panel:#23262c;
 --accent:#8ab4ff;--help-bg:#4a1d19;--help-fg:#ffd2cc;--ok-bg:#183a22;--ok-fg:#c8f0d2;--idle-bg:#2a2d33;--idle-fg:#dddddd;
 --mid-bg:#3d3214;--mid-fg:#ffe9a8}}
*{box-sizing:border-box}
html{background:var(--bg);color:var(--fg)}
body{margin:0 auto;max-width:1200px;padding:16px 20px;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,
 "Noto Sans","Helvetica Neue",Arial,sans-serif;background:var(--bg);color:var(--fg)}
h1{font-size:1.6em;margin:.2em 0 .4em}h2{font-size:1.25em;margin:1em 0 .4em}
p{margin:.4em 0}a{color:var(--accent)}
.muted{color:var(--muted)}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:10px 14px;margin:10px 0}
table.grid{border-collapse:collapse;width:100%;margin:8px 0}
table.grid th,table.grid td{border-bottom:1px solid var(--line);padding:6px 8px;text-align:left;vertical-align:top}
table.grid thead th{background:var(--panel);position:sticky;top:0}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.status{display:inline-block;border-radius:10px;padding:1px 8px;font-size:.85em;font-weight:600;white-space:nowrap}
.s-help{background:var(--help-bg);color:var(--help-fg)}
.s-idle{background:var(--idle-bg);color:var(--idle-fg)}
.s-mid{background:var(--mid-bg);color:var(--mid-fg)}
.s-ok{background:var(--ok-bg);color:var(--ok-fg)}
.actions{display:flex;flex-wrap:wrap;gap:10px;align-items:center}
.button{display:inline-block;border:1px solid var(--accent);color:var(--accent);border-radius:6px;padding:4px 12px;
 text-decoration:none;background:transparent;font:inherit;cursor:pointer}
label{font-weight:600}select,input{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);
 border-radius:4px;padding:3px 6px}
@media print{:root{--bg:#fff;--fg:#000;--muted:#333;--line:#000;--panel:#fff;--accent:#000}
 html,body{background:#fff !important;color:#000 !important}a{color:#000}
 .panel,table.grid th{background:none !important}.no-print{display:none !important}
 .status{border:1px solid #000;background:none !important;color:#000 !important}}
"""


def page_html(title: str, body: str, *, refresh_seconds: int | None = None, extra_css: str = "", lang: str | None = None) -> str:
    """A whole HTML page: ``body`` is trusted HTML, ``title`` is plain text. With
    ``refresh_seconds`` the page reloads itself (a meta refresh: works without scripts).
    ``lang`` (default: the language in use) is the page's ``<html lang>``."""
    if lang is None:
        from ..i18n import get_language

        lang = get_language()
    refresh = f'<meta http-equiv="refresh" content="{int(refresh_seconds)}">' if refresh_seconds else ""
    return (f'<!DOCTYPE html>\n<html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">{refresh}'
            f'<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">'
            f"<title>{escape(title)}</title><style>{PAGE_CSS}{extra_css}</style></head>\n"
            f"<body>{body}</body></html>\n")
