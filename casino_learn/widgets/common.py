"""Small pieces shared by the widgets: card buttons, feedback boxes, figures as PNG bytes."""

from __future__ import annotations

import html
import io
import unicodedata
from typing import Any, Callable, Iterable

import ipywidgets as widgets

from ..display import render
from ..rules.cards import Card

__all__ = ["ItemButton", "feedback_html", "message_html", "figure_png", "fit_text"]

_BOX = (
    "padding:6px 10px;border-radius:6px;border:1px solid var(--jp-border-color2,#ccc);"
    "color:var(--jp-ui-font-color1,#222);background:var(--jp-layout-color2,#f4f4f4);"
)


def message_html(text: str) -> str:
    """A neutral one-line message (``text`` is already HTML-safe)."""
    return f'<div class="casino-message" style="{_BOX}">{text}</div>'


def feedback_html(ok: bool, text: str) -> str:
    """Green-edged for success, red-edged for a refusal; the words say it too, not only the colour."""
    colour = "var(--jp-success-color1,#388e3c)" if ok else "var(--jp-error-color1,#d32f2f)"
    mark = "✔" if ok else "✘"
    return (
        f'<div class="casino-feedback" role="status" style="{_BOX}border-left:5px solid {colour};">'
        f'<span aria-hidden="true" style="color:{colour};font-weight:bold">{mark}</span> {text}</div>'
    )


class ItemButton:
    """A card (or build) picture with a focusable toggle button under it, labelled in words."""

    def __init__(
        self,
        item: Card | str,
        label: str,
        tooltip: str,
        picture: Callable[[bool], str],
        on_toggle: Callable[[Card | str, bool], None],
        *,
        selected: bool = False,
        disabled: bool = False,
    ) -> None:
        self.item = item
        self._picture = picture
        self.picture = widgets.HTML(picture(selected))
        self.button = widgets.ToggleButton(
            value=selected, description=label, tooltip=tooltip, disabled=disabled,
            layout=widgets.Layout(width="auto", min_width="48px"),
        )
        self._quiet = False
        self.button.observe(self._changed, names="value")
        self._on_toggle = on_toggle
        self.box = widgets.VBox([self.picture, self.button], layout=widgets.Layout(align_items="center"))
        self.set_selected(selected)

    def _changed(self, change: dict) -> None:
        if not self._quiet:
            self._on_toggle(self.item, bool(change["new"]))

    def set_selected(self, selected: bool) -> None:
        """Show the selection without firing the callback."""
        self._quiet = True
        try:
            self.button.value = selected
        finally:
            self._quiet = False
        self.button.button_style = "info" if selected else ""
        self.button.icon = "check" if selected else ""
        self.picture.value = self._picture(selected)


def card_item(card: Card, on_toggle: Callable[[Card | str, bool], None], *, selected: bool = False,
              disabled: bool = False, four_color: bool = False, width: int = 56) -> ItemButton:
    return ItemButton(
        card, card.symbol, card.name,
        lambda sel: render.card_svg(card, four_color=four_color, width=width, selected=sel),
        on_toggle, selected=selected, disabled=disabled,
    )


def figure_png(draw: Callable[[Any], object], size: tuple[float, float] = (6.0, 3.2)) -> bytes:
    """Draw with ``draw(ax)`` on an off-screen matplotlib figure and return PNG bytes
    (for an ``ipywidgets.Image``; works without a browser)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=size, dpi=100)
    ax = fig.subplots()
    draw(ax)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def escape(text: str) -> str:
    return html.escape(text)


def text_width(text: str) -> int:
    """How many ``ch`` (digit widths) ``text`` takes: a wide character (Korean, Chinese) counts two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def fit_text(root: widgets.Widget) -> widgets.Widget:
    """Let every label in ``root``'s widgets take the width its words need: a translation may be 40%
    longer than the English (issue 21), and ipywidgets cuts a description at 80px and a button's words at
    148px. Descriptions get their own width, buttons without a set width fit their words. Returns ``root``."""
    seen: set[int] = set()

    def walk(w: Any) -> None:
        if id(w) in seen or not isinstance(w, widgets.Widget):
            return
        seen.add(id(w))
        if isinstance(w, (widgets.Button, widgets.ToggleButton)):
            if not w.layout.width:
                w.layout.width = "auto"
        elif getattr(w, "description", "") and hasattr(getattr(w, "style", None), "description_width"):
            w.style.description_width = "initial"
        for child in getattr(w, "children", ()) or ():
            walk(child)

    walk(root)
    return root


class LaterClose:
    """Closes the widgets a page replaced one replacement later, not at once.

    A browser still making the part that showed them (a box whose children were just changed) asks for
    each child by its id; a child closed in the meantime is "widget model not found", and in JupyterLab
    that stalled Run All with cells left at [*] (``benchmarks/bench_run_all.py``: lesson 06, where every
    exercise made its rule buttons twice and closed the first ones at once). Closed one replacement
    later, the widgets are long out of the page when they go, and memory stays level all the same."""

    def __init__(self) -> None:
        self._waiting: list[Any] = []

    def replaced(self, old: "Iterable[Any]") -> int:
        """``old`` (widgets, or parts with a ``close()`` of their own, like an exercise) just left the page: close
        what left it the time before; returns how many widgets were closed."""
        closed = self.close_now()
        self._waiting = list(old)
        return closed

    def close_now(self) -> int:
        """Close what is waiting (the page itself is being closed)."""
        closed = sum(close_tree(part) if isinstance(part, widgets.Widget) else part.close() for part in self._waiting)
        self._waiting = []
        return closed


def close_tree(root: widgets.Widget) -> int:
    """Close ``root`` and every widget under it (children, layouts, styles); returns how many.

    A page that replaces a part of itself (practice: one exercise after another) closes the old part:
    its widgets otherwise live as long as the page, in the kernel or the class server and in the
    browser (review 9: about 150 per exercise in a long practice session)."""
    closed = 0
    todo: list[Any] = [root]
    seen: set[int] = set()
    while todo:
        widget = todo.pop()
        if not isinstance(widget, widgets.Widget) or id(widget) in seen:
            continue
        seen.add(id(widget))
        todo.extend(getattr(widget, "children", ()) or ())
        todo.extend(getattr(widget, name, None) for name in ("layout", "style"))
        widget.close()
        closed += 1
    return closed
