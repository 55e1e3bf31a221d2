"""Printable worksheets: ``write_worksheet`` writes a worksheet (HTML, cards drawn as SVG when
:mod:`casino_learn.display.render` is there, else as text) and a separate answer key with the
worked solutions. The same arguments always give byte-identical files.

Both pages are made for paper: an ``@page`` rule sets the sheet (``paper="a4"`` or ``"letter"``)
and its margins, questions sit several to a page and never split across pages, nothing has a
background colour (the table is drawn as an outline, not green felt) and cards are about 1 cm
wide. Ten questions take about three pages; the answer key, in two columns, fewer.

File names are safe on every system: a negative seed is written ``minus1``, and a class or
learner name keeps its letters (any script) with other signs made ``_``, followed by a short code
of the exact name, so "Zoë" and "Zoé", or "Ana" and "ana" on a file system that ignores case,
never share a file.
"""

from __future__ import annotations

import hashlib
import html
import random
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path

from ..display import fonts
from ..i18n import _, get_language, ngettext
from ..texts.names import seat_names
from .core import Exercise
from .registry import kind_title, kinds_for_topic, make_exercise, topic_name

__all__ = ["MAX_COUNT", "PAPER_SIZES", "file_part", "worksheet_exercises", "worksheet_variant", "write_worksheet"]

#: The most questions one worksheet may have: a bigger sheet is a mistake (and a long wait);
#: several sheets with different seeds serve a big class better.
MAX_COUNT = 200

#: ``paper`` values and their CSS ``@page`` size.
PAPER_SIZES = {"a4": "A4", "letter": "letter"}

#: ``progress(done, total)``: called after each question is made.
ProgressFn = Callable[[int, int], None]

#: Card width in CSS pixels (96 to the inch): 40 px is about 1 cm on paper, the corner index
#: about 3 mm high, readable at arm's length.
CARD_WIDTH = 40

_CSS = """
@page { size: %(size)s; margin: 10mm 12mm 12mm; @bottom-center { content: %(footer)s; font: 8pt system-ui, sans-serif; color: #666; } }
html { -webkit-print-color-adjust: economy; print-color-adjust: economy; }
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; font-size: 10pt; color: #111; background: #fff; max-width: 186mm; margin: 1em auto; padding: 0 1em; line-height: 1.3; }
header { border-bottom: 1.5pt solid #111; margin-bottom: 2mm; padding-bottom: 1.5mm; }
h1 { font-size: 15pt; margin: 0; }
.meta { color: #444; font-size: 8pt; margin: 0.5mm 0 0; }
.who { display: flex; gap: 6mm; margin: 2.5mm 0 0; font-size: 10.5pt; }
.who span { flex: 1; border-bottom: 0.6pt solid #555; padding: 0 0 0.5mm; white-space: nowrap; overflow: hidden; }
.who span.short { flex: 0 0 30mm; }
.item { border-bottom: 0.5pt solid #bbb; padding: 1.6mm 0 2mm; break-inside: avoid; page-break-inside: avoid; }
.item:last-child { border-bottom: none; }
.item h2 { font-size: 10.5pt; margin: 0 0 1mm; }
.item h2 small { font-weight: normal; color: #555; font-size: 8pt; }
.prompt, .solution { white-space: pre-wrap; margin: 0; }
.body { display: flex; flex-wrap: wrap; gap: 1mm 5mm; align-items: flex-start; }
.words { flex: 1 1 70mm; }
.body figure { flex: 0 0 auto; margin: 0; }
.body figcaption { font-size: 7.5pt; color: #444; text-transform: uppercase; letter-spacing: 0.04em; margin: 0 0 0.5mm; }
.body svg { vertical-align: top; }
.body .hand svg { margin-right: 1px; }
ol.choices { margin: 1mm 0 0; padding-left: 6mm; }
ol.choices.two { columns: 2; column-gap: 6mm; }
ol.choices li { break-inside: avoid; }
.answer { border: 0.6pt solid #777; border-radius: 1.5mm; min-height: 8.5mm; margin-top: 1.2mm; padding: 0.7mm 1.5mm; color: #777; font-size: 7.5pt; }
.answer.tall { min-height: 22mm; }
.key-list { columns: 2; column-gap: 7mm; column-rule: 0.5pt solid #ccc; }
.key-list .item { padding: 1.5mm 0 2mm; break-inside: auto; page-break-inside: auto; }
.key-list h2 { break-after: avoid; page-break-after: avoid; }
.key { font-weight: 600; font-size: 9.5pt; margin: 0 0 0.5mm; break-after: avoid; page-break-after: avoid; }
.solution { font-size: 9pt; color: #222; }
@media print { body { max-width: none; margin: 0; padding: 0; } }
"""


def worksheet_variant(topic: str, variant: str | None = None) -> str:
    """The variant a worksheet on ``topic`` is made for: ``variant``, or by default Royal for the
    "royal" topic and Classic otherwise. Raises ValueError for an unknown variant and for the
    "royal" topic with the classic variant (it practises rules Classic Casino does not have)."""
    if variant is not None and variant not in ("classic", "royal"):
        # Translators: {variant} is what the teacher typed; 'classic' and 'royal' stay as they are (they are typed).
        raise ValueError(_("Unknown variant {variant}: expected 'classic' or 'royal'.", variant=repr(variant)))
    if topic.strip().lower() == "royal":
        if variant == "classic":
            raise ValueError(_("The 'royal' topic practises Royal Casino's own rules, so it cannot be made for Classic Casino: "
                               "use the variant 'royal' (--variant royal), or leave the variant out."))
        return "royal"
    return variant or "classic"


def _check_count(count: int) -> None:
    if not 1 <= count <= MAX_COUNT:
        raise ValueError(ngettext("A worksheet has 1 to {n} question, not {count}: "
                                  "for more, make several worksheets with different seeds.",
                                  "A worksheet has 1 to {n} questions, not {count}: "
                                  "for more, make several worksheets with different seeds.", MAX_COUNT, count=count))


def file_part(text: str) -> str:
    """A file-name part for a class or learner name: its letters and digits (any script) with
    other signs ``_``, at most 40 of them, then ``-`` and the first 8 hex digits of the SHA-256 of
    the exact (NFC) name, so different names never give the same part, even where the file
    system ignores case. Never empty, never ``.`` or ``..``, no path separators."""
    exact = unicodedata.normalize("NFC", text.strip())
    readable = re.sub(r"\W+", "_", exact).strip("_")[:40].rstrip("_")
    code = hashlib.sha256(exact.encode("utf-8")).hexdigest()[:8]
    return f"{readable}-{code}" if readable else code


def _seed_part(seed: int) -> str:
    return str(seed) if seed >= 0 else f"minus{-seed}"


def _renderer() -> tuple[Callable[..., str], Callable[..., str]] | None:
    """``(card_svg, table_svg)`` from :mod:`casino_learn.display.render` if it exists, else None."""
    try:
        from ..display import render
    except ImportError:
        return None
    card_svg = getattr(render, "card_svg", None)
    table_svg = getattr(render, "table_svg", None)
    if not callable(card_svg) or not callable(table_svg):
        return None
    return card_svg, table_svg


def worksheet_exercises(topic: str, count: int, seed: int, variant: str | None = None, difficulty: int | None = None,
                        progress: ProgressFn | None = None) -> list[Exercise]:
    """The exercises of a worksheet: the topic's kinds in turn, each with a seed drawn from
    ``random.Random(seed)``; difficulty rises from 1 to 3 over the sheet unless given. The
    variant is checked by :func:`worksheet_variant`; ``count`` is 1 to :data:`MAX_COUNT`.
    ``progress(done, count)`` is called after each exercise is made."""
    _check_count(count)
    kinds = kinds_for_topic(topic)
    variant = worksheet_variant(topic, variant)
    rng = random.Random(seed)
    out = []
    for i in range(count):
        level = difficulty if difficulty is not None else 1 + (3 * i) // count
        out.append(make_exercise(kinds[i % len(kinds)], rng.randrange(1_000_000), variant, level))
        if progress is not None:
            progress(i + 1, count)
    return out


def _pictures(ex: Exercise, render: tuple[Callable[..., str], Callable[..., str]] | None) -> str:
    """The hand, then the table, as figures that sit beside the question's words when there is
    room (the hand, small, usually does; a big table goes below, full width)."""
    if render is None:
        return ""
    card_svg, table_svg = render
    parts: list[str] = []
    try:
        state = ex.state
        if state is not None and not state.deal_over:
            if ex.kind not in ("sweeps_and_leftovers",) or len(state.hand) > 1:
                cards = "".join(card_svg(c, width=CARD_WIDTH) for c in state.hand)
                caption = html.escape(_("Your hand"))
                parts.append(f"<figure class='hand'><figcaption>{caption}</figcaption>{cards}</figure>")
            if len(state.table):
                who = seat_names(state.players, ex.learner_seat, None, partnerships=state.players == 4 and len(state.piles) == 2)
                caption = html.escape(_("Table"))
                parts.append(f"<figure class='table'><figcaption>{caption}</figcaption>"
                             f"{table_svg(state.table, names=who, width=CARD_WIDTH, per_row=12, paper=True)}</figure>")
        elif state is None and ex.cards:
            parts.append("<figure class='hand'>" + "".join(card_svg(c, width=CARD_WIDTH + 8) for c in ex.cards) + "</figure>")
    except Exception:  # a drawing problem must not lose the worksheet: the text is there
        return ""
    return "".join(parts)


def _footer(title: str) -> str:
    """The CSS ``content`` of the page footer: "<title> · page 2 of 3" in the language in use."""
    def quoted(text: str) -> str:
        return '"' + text.replace("\\", "").replace('"', "'") + '"'
    # Translators: the footer of a printed page; {page} and {pages} are filled in by the browser.
    words = _("{title} · page {page} of {pages}", title="\x00", page="\x01", pages="\x02")
    out = quoted(words).replace("\x00", title.replace("\\", "").replace('"', "'"))
    out = out.replace("\x01", '" counter(page) "').replace("\x02", '" counter(pages) "')
    return out.removeprefix('"" ').removesuffix(' ""')


def _page(title: str, meta: str, head_extra: str, body: str, paper: str) -> str:
    css = _CSS % {"size": PAPER_SIZES[paper], "footer": _footer(title)} + fonts.css_rule()
    return (f"<!DOCTYPE html>\n<html lang='{get_language()}'>\n<head>\n<meta charset='utf-8'>\n"
            f"<title>{html.escape(title)}</title>\n<style>{css}</style>\n</head>\n<body>\n"
            f"<header>\n<h1>{html.escape(title)}</h1>\n<p class='meta'>{html.escape(meta)}</p>\n{head_extra}</header>\n"
            f"{body}</body>\n</html>\n")


def _who_line(class_name: str | None, student: str | None) -> str:
    """The lines a learner fills in (or already filled in with the names given)."""
    def field(label: str, value: str | None, extra: str = "") -> str:
        return f"<span{extra}>{label}: {html.escape(value) if value else ''}</span>"
    # Translators: the lines at the top of a worksheet where a learner writes their name, class and the date.
    return ("<p class='who'>" + field(html.escape(_("Name")), student) + field(html.escape(_("Class")), class_name, " class='short'")
            + field(html.escape(_("Date")), None, " class='short'") + "</p>\n")


def write_worksheet(topic: str, count: int, seed: int, variant: str | None = None, out_dir: str | Path = ".",
                    difficulty: int | None = None, *, paper: str = "a4", class_name: str | None = None,
                    student: str | None = None, progress: ProgressFn | None = None) -> tuple[Path, Path]:
    """Write ``worksheet-<topic>-<variant>-<seed>[-<class>][-<student>].html`` and
    ``answers-...html`` into ``out_dir``; returns both paths. Topics: capturing, building,
    trailing, scoring, strategy, royal, mixed (or one exercise kind). ``paper`` is "a4" or
    "letter"; ``class_name`` and ``student`` are printed in the header and put in the file name
    (see :func:`file_part`). Raises ValueError for a count outside 1 to :data:`MAX_COUNT`, an
    unknown topic, variant or paper, or the "royal" topic with the classic variant."""
    if paper not in PAPER_SIZES:
        raise ValueError(_("Unknown paper {paper}: expected {sizes}.", paper=repr(paper),
                           sizes=" or ".join(repr(p) for p in PAPER_SIZES)))
    exercises = worksheet_exercises(topic, count, seed, variant, difficulty, progress)
    variant = exercises[0].variant
    render = _renderer()
    sheet, key = [], []
    for n, ex in enumerate(exercises, 1):
        # Translators: after a question's title on a worksheet.
        level = html.escape(_("(level {level})", level=ex.difficulty))
        title = f"{n}. {html.escape(kind_title(ex.kind))} <small>{level}</small>"
        choices = ""
        pictures = _pictures(ex, render)
        if ex.choices:
            two = " two" if not pictures and len(ex.choices) > 2 and max(len(c) for c in ex.choices) <= 36 else ""
            choices = f"<ol class='choices{two}' type='A'>" + "".join(f"<li>{html.escape(c)}</li>" for c in ex.choices) + "</ol>"
        tall = " tall" if ex.kind in ("score_deal", "royal_count_out") else ""
        # Translators: the box where a learner writes the answer; {format} says what to write.
        box = html.escape(_("Answer ({format}):", format=ex.answer_format))
        sheet.append(f"<section class='item'>\n<h2>{title}</h2>\n<div class='body'><div class='words'><p class='prompt'>{html.escape(ex.prompt)}</p>"
                     f"{choices}</div>{pictures}</div>\n<div class='answer{tall}'>{box}</div>\n</section>\n")
        shown = ex.key_text()  # every accepted answer: the key is the checking
        key_line = html.escape(_("Answer: {answer}", answer=shown))
        key.append(f"<section class='item'>\n<h2>{title}</h2>\n<p class='key'>{key_line}</p>\n"
                   f"<p class='solution'>{html.escape(ex.explanation())}</p>\n</section>\n")
    labels = [file_part(x) for x in (class_name, student) if x and x.strip()]
    name = "-".join([topic.strip().lower(), variant, _seed_part(seed), *labels])
    shown_topic = topic_name(topic)
    if variant == "royal":
        # Translators: under a worksheet's title; {topic} is the topic, {seed} makes the same sheet again.
        meta = ngettext("Royal Casino · topic: {topic} · {n} question · seed {seed}.",
                        "Royal Casino · topic: {topic} · {n} questions · seed {seed}.", count, topic=shown_topic, seed=seed)
    else:
        meta = ngettext("Classic Casino · topic: {topic} · {n} question · seed {seed}.",
                        "Classic Casino · topic: {topic} · {n} questions · seed {seed}.", count, topic=shown_topic, seed=seed)
    meta += " " + _("Rule numbers (R1-R15, §) refer to the rules of the course.")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    sheet_path = out / f"worksheet-{name}.html"
    key_path = out / f"answers-{name}.html"
    who = _who_line(class_name, student)
    sheet_path.write_text(_page(_("Casino worksheet: {topic}", topic=shown_topic), meta, who, "<main>\n" + "".join(sheet) + "</main>\n", paper),
                          encoding="utf-8", newline="\n")
    key_meta = (meta + (" " + _("Class: {name}.", name=class_name) if class_name else "")
                + (" " + _("Learner: {name}.", name=student) if student else ""))
    key_path.write_text(_page(_("Answer key: {topic}", topic=shown_topic), key_meta, "", "<main class='key-list'>\n" + "".join(key) + "</main>\n", paper),
                        encoding="utf-8", newline="\n")
    return sheet_path, key_path
