"""Printable worksheets: ``write_worksheet`` writes a worksheet (HTML, cards drawn as SVG when
:mod:`casino_learn.render` is there, else as text) and a separate answer key with the
worked solutions. The same arguments always give byte-identical files."""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from pathlib import Path

from .core import Exercise
from .registry import EXERCISE_KINDS, kinds_for_topic, make_exercise

__all__ = ["worksheet_exercises", "write_worksheet"]

_CSS = """
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #222; max-width: 52em; margin: 1.5em auto; line-height: 1.4; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
.meta { color: #555; margin-top: 0; }
.item { border-top: 1px solid #bbb; padding: 0.6em 0 0.8em; page-break-inside: avoid; break-inside: avoid; }
.item h2 { font-size: 1.1em; margin: 0.2em 0; }
.prompt, .solution { white-space: pre-wrap; }
.pictures svg { margin: 2px; vertical-align: middle; }
.label { font-size: 0.85em; color: #555; margin: 0.3em 0 0; }
.answer { border: 1px solid #999; border-radius: 4px; min-height: 3.2em; margin-top: 0.4em; padding: 0.3em; color: #999; font-size: 0.85em; }
.answer.tall { min-height: 7em; }
.key { font-weight: 600; }
ol.choices { margin: 0.3em 0; }
@media print { body { margin: 0.5cm; } .item { break-inside: avoid; } }
"""


def _renderer() -> tuple[Callable[..., str], Callable[..., str]] | None:
    """``(card_svg, table_svg)`` from :mod:`casino_learn.render` if it exists, else None."""
    try:
        from .. import render
    except ImportError:
        return None
    card_svg = getattr(render, "card_svg", None)
    table_svg = getattr(render, "table_svg", None)
    if not callable(card_svg) or not callable(table_svg):
        return None
    return card_svg, table_svg


def worksheet_exercises(topic: str, count: int, seed: int, variant: str = "classic", difficulty: int | None = None) -> list[Exercise]:
    """The exercises of a worksheet: the topic's kinds in turn, each with a seed drawn from
    ``random.Random(seed)``; difficulty rises from 1 to 3 over the sheet unless given. The
    "royal" topic always uses Royal rules."""
    if count < 1:
        raise ValueError("A worksheet needs at least one exercise (count >= 1).")
    kinds = kinds_for_topic(topic)
    if topic.strip().lower() == "royal":
        variant = "royal"
    rng = random.Random(seed)
    out = []
    for i in range(count):
        level = difficulty if difficulty is not None else 1 + (3 * i) // count
        out.append(make_exercise(kinds[i % len(kinds)], rng.randrange(1_000_000), variant, level))
    return out


def _pictures(ex: Exercise, render: tuple[Callable[..., str], Callable[..., str]] | None) -> str:
    if render is None:
        return ""
    card_svg, table_svg = render
    parts: list[str] = []
    try:
        state = ex.state
        if state is not None and not state.deal_over:
            if len(state.table):
                parts.append("<p class='label'>Table</p>" + table_svg(state.table, width=48))
            if ex.kind not in ("sweeps_and_leftovers",) or len(state.hand) > 1:
                parts.append("<p class='label'>Your hand</p>" + "".join(card_svg(c, width=48) for c in state.hand))
        elif state is None and ex.cards:
            parts.append("".join(card_svg(c, width=56) for c in ex.cards))
    except Exception:  # a drawing problem must not lose the worksheet: the text is there
        return ""
    return f"<div class='pictures'>{''.join(parts)}</div>" if parts else ""


def _page(title: str, meta: str, body: str) -> str:
    return ("<!DOCTYPE html>\n<html lang='en'>\n<head>\n<meta charset='utf-8'>\n"
            f"<title>{html.escape(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            f"<h1>{html.escape(title)}</h1>\n<p class='meta'>{html.escape(meta)}</p>\n{body}</body>\n</html>\n")


def write_worksheet(topic: str, count: int, seed: int, variant: str = "classic", out_dir: str | Path = ".",
                    difficulty: int | None = None) -> tuple[Path, Path]:
    """Write ``worksheet-<topic>-<variant>-<seed>.html`` and ``answers-...html`` into ``out_dir``;
    returns both paths. Topics: capturing, building, trailing, scoring, strategy, royal, mixed
    (or one exercise kind)."""
    exercises = worksheet_exercises(topic, count, seed, variant, difficulty)
    variant = exercises[0].variant
    render = _renderer()
    sheet, key = [], []
    for n, ex in enumerate(exercises, 1):
        title = f"{n}. {EXERCISE_KINDS[ex.kind].title} <small>(level {ex.difficulty})</small>"
        choices = ""
        if ex.choices:
            choices = "<ol class='choices' type='A'>" + "".join(f"<li>{html.escape(c)}</li>" for c in ex.choices) + "</ol>"
        tall = " tall" if ex.kind in ("score_deal", "royal_count_out") else ""
        sheet.append(f"<section class='item'>\n<h2>{title}</h2>\n<p class='prompt'>{html.escape(ex.prompt)}</p>\n"
                     f"{_pictures(ex, render)}{choices}\n<div class='answer{tall}'>Answer ({html.escape(ex.answer_format)}):</div>\n</section>\n")
        shown = ex.key_text()  # every accepted answer: the key is the checking
        key.append(f"<section class='item'>\n<h2>{title}</h2>\n<p class='key'>Answer: {html.escape(shown)}</p>\n"
                   f"<p class='solution'>{html.escape(ex.explanation())}</p>\n</section>\n")
    name = f"{topic.strip().lower()}-{variant}-{seed}"
    meta = (f"{'Royal' if variant == 'royal' else 'Classic'} Casino · topic: {topic} · {count} exercises · seed {seed}. "
            f"Rule numbers (R1-R15, §) refer to the rules of the course.")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    sheet_path = out / f"worksheet-{name}.html"
    key_path = out / f"answers-{name}.html"
    body = "<p>Name: ____________________ Date: __________</p>\n" + "".join(sheet)
    sheet_path.write_text(_page(f"Casino worksheet: {topic}", meta, body), encoding="utf-8", newline="\n")
    key_path.write_text(_page(f"Answer key: {topic}", meta, "".join(key)), encoding="utf-8", newline="\n")
    return sheet_path, key_path
