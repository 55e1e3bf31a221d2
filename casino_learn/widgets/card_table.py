"""The card table as one component whose card pictures are the controls (an anywidget).

The learner clicks (or taps) a card picture to select it, or plays by keyboard: Tab into the
table, arrow keys between cards, Space or Enter to select, C / B / T for Capture / Build / Trail,
V for the next build value, P to play, U to undo, X to clear. Selected cards are raised, outlined
and ticked (not colour alone); every card and build has a spoken label; a polite live region
says what happened.

The component holds no game logic and decides nothing: it draws what its traits say (computed
by :class:`~casino_learn.widgets.move_builder.MoveBuilder` from the pure
:class:`~casino_learn.play.selection.MoveSelection`) and reports each press to Python as an event.
Its front end is a plain ES module and a style sheet shipped in this package (no CDN, no build
step), so it works offline in JupyterLab, Notebook and Voilà. In a static HTML export the
``text/html`` fallback shows the table as a picture.

Everything a press does can be done from Python: :meth:`CardTable.press` (what the browser
sends), or set ``selected`` directly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import anywidget
import traitlets

from ..i18n import N_, _

__all__ = ["CardTable", "EVENTS", "KEY_HELP", "KEY_HELP_NO_BUILD", "WORDS"]

_ASSETS = Path(__file__).with_name("assets")

#: The keys, said on screen under the table (English here; worded when a table is built).
# Translators: the key letters C, B, T, V, P, U, X stay as they are (they are the keys to press).
KEY_HELP = N_(
    "Keys: Tab into the cards, arrows to move, Space to select; "
    "C Capture, B Build, T Trail, V next value, P Play, U Undo, X Clear."
)
#: The same before building is taught (lessons 00-02: no Build key, no build value; trial 5).
# Translators: the key letters C, T, P, U, X stay as they are (they are the keys to press).
KEY_HELP_NO_BUILD = N_("Keys: Tab into the cards, arrows to move, Space to select; C Capture, T Trail, P Play, U Undo, X Clear.")

#: Every other word the table shows or speaks (English here; worded when a table is built).
WORDS = {
    "capture": N_("Capture"), "build": N_("Build"), "trail": N_("Trail"), "actions": N_("Actions"),
    "value": N_("Value:"), "build_value": N_("Build value"),
    # Translators: said after an action's name by a screen reader, e.g. "Capture, chosen".
    "chosen": N_("chosen"),
    # Translators: said after a card's name by a screen reader, e.g. "8 of hearts, selected".
    "selected": N_("selected"),
    # Translators: said after an action's name, e.g. "Build is not possible now."
    "not_possible": N_("is not possible now."),
}


def table_words() -> dict[str, str]:
    """:data:`WORDS` in the language in use."""
    return {key: _(text) for key, text in WORDS.items()}

#: What the browser may report: a card or build pressed, an action, a value, play/clear/undo.
EVENTS = ("toggle", "action", "value", "play", "clear", "undo")


class CardTable(anywidget.AnyWidget):
    """The table and the learner's hand as pressable card pictures, with the action bar.

    Synced traits (Python → browser unless said otherwise):

    * ``items``: every card and build, in order: dicts with ``id`` ("8H", "B1"), ``zone``
      ("table" or "hand"), ``svg`` (the picture), ``label`` (its spoken name) and ``caption``.
    * ``selected``: the ids now selected (settable from Python; the owner is told, see
      ``on_selected``).
    * ``action``: the chosen action ("capture", "build", "trail" or "").
    * ``actions``: for each action, ``{"enabled": bool, "why": str}`` (why it is not possible).
    * ``values`` and ``value``: the legal build values for the selection, and the chosen one.
    * ``enabled``: whether the learner may press anything (their turn).
    * ``announce`` (the live-region text); ``headings`` (the two row titles).
    """

    _esm = _ASSETS / "card_table.js"
    _css = _ASSETS / "card_table.css"

    items = traitlets.List(traitlets.Dict()).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode()).tag(sync=True)
    action = traitlets.Unicode("").tag(sync=True)
    actions = traitlets.Dict().tag(sync=True)
    values = traitlets.List(traitlets.Int()).tag(sync=True)
    value = traitlets.Int(0).tag(sync=True)  # 0: none chosen (no card is worth 0)
    enabled = traitlets.Bool(True).tag(sync=True)
    announce = traitlets.Unicode("").tag(sync=True)
    headings = traitlets.Dict().tag(sync=True)
    key_help = traitlets.Unicode(KEY_HELP).tag(sync=True)
    words = traitlets.Dict(WORDS).tag(sync=True)

    def __init__(self, on_event: Callable[[str, dict[str, Any]], None] | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("key_help", _(KEY_HELP))
        kwargs.setdefault("words", table_words())
        super().__init__(**kwargs)
        self._on_event = on_event
        self.on_msg(self._message)

    def _message(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("event") in EVENTS:
            data = {str(k): v for k, v in content.items() if k != "event" and str(k).isidentifier() and k != "self"}
            try:
                self.press(str(content["event"]), **data)
            except (TypeError, ValueError):  # a stale or malformed message from the page: ignored, never raised
                pass

    def press(self, event: str, **data: Any) -> None:
        """Do what a press in the browser does: ``press("toggle", id="8H")``,
        ``press("action", name="capture")``, ``press("value", value=6)``, ``press("play")``…"""
        if event not in EVENTS:
            raise ValueError(f"unknown event {event!r}: one of {', '.join(EVENTS)}")
        if self._on_event is not None:
            self._on_event(event, data)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live component, plus a picture of the table for exports without widgets."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["text/html"] = self.static_html()
        return bundle

    def static_html(self) -> str:
        """The table and hand as plain HTML pictures (no controls): for HTML exports."""
        import html

        rows = []
        for zone in ("table", "hand"):
            cards = "".join(
                f'<figure role="img" aria-label="{html.escape(str(i.get("label", "")))}" '
                f'style="display:inline-block;margin:2px 4px;text-align:center">{i["svg"]}'
                f'<figcaption aria-hidden="true">{html.escape(str(i.get("caption", "")))}</figcaption></figure>'
                for i in self.items if i.get("zone") == zone)
            fallback = _("Table") if zone == "table" else _("Hand")
            title = self.headings.get(f"{zone}_short", fallback)  # a picture: nothing to click
            rows.append(f"<p><b>{html.escape(str(title))}</b></p><div>{cards}</div>")
        return f'<div class="casino-card-table-static">{"".join(rows)}</div>'
