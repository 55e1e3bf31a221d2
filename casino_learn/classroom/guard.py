"""Controls a page may show but never change: the server is the authority (issue 22, item 1).

A disabled control is only a hint to the browser: a hand-made widget message (``comm_msg`` with
``method: "update"``) would still set its value on the server, and a student could tick the
hidden "Show all hands" box and receive the computer's hand, or type another name. :func:`lock`
puts a guard in front of a widget's own message handler: every change the page sends is dropped
and the page is sent the server's state again. Everything else (a button's click, a request for
the state) passes. Nothing here knows which web server shows the widgets.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

__all__ = ["CHANGES", "lock", "lock_all", "is_locked"]

#: The widget-protocol messages that change a value (ipywidgets 7 and 8).
CHANGES = frozenset({"update", "backbone"})

_log = logging.getLogger(__name__)
_LOCKED = "_casino_locked"


def lock(widget: Any, *, disable: bool = True) -> Any:
    """Refuse every change the page sends to ``widget`` (and show it disabled); returns the widget.

    The widget's value can still be changed on the server (by the kit itself)."""
    if disable and hasattr(widget, "disabled"):
        widget.disabled = True
    if getattr(widget, _LOCKED, False):
        return widget
    comm = getattr(widget, "comm", None)
    if comm is None:  # no page yet: lock when the comm opens (ipywidgets opens it on creation)
        widget.open()
        comm = widget.comm
    handler = widget._handle_msg

    def guarded(msg: dict) -> None:
        data = (msg.get("content") or {}).get("data") or {}
        if data.get("method") in CHANGES:
            _log.info("refused a change to a locked control: %s", sorted((data.get("state") or {}).keys()))
            widget.send_state()  # the page shows the server's value again
            return
        handler(msg)

    comm.on_msg(guarded)
    setattr(widget, _LOCKED, True)
    return widget


def lock_all(widgets: Iterable[Any], *, disable: bool = True) -> list[Any]:
    """:func:`lock` each widget."""
    return [lock(w, disable=disable) for w in widgets]


def is_locked(widget: Any) -> bool:
    return bool(getattr(widget, _LOCKED, False))
