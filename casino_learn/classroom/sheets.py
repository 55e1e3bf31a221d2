"""The printable join-code sheet: one card per student to cut out, with their name, their code,
the address of the classroom app and three plain steps. A4 (fits Letter too), eight cards a page,
dashed cut lines, no background ink."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ..display import fonts
from ..i18n import N_, _
from .roster import ClassRoom
from .style import page_html

__all__ = ["SHEET_WORDS", "join_sheet_html"]

#: Cards on one printed page (two columns of four).
PER_PAGE = 8

#: Words on the sheet (translators: keep the {placeholders}).
SHEET_WORDS: dict[str, str] = {
    "title": N_("Join codes: {klass}"),
    "intro": N_("Cut along the dashed lines and give every student their own card. The codes are not kept anywhere "
             "else: keep this sheet safe, or print it and delete the file. A student who loses a card gets a new "
             "code with: casino-learn class codes \"{klass}\" --new \"NAME\""),
    "card_heading": N_("Casino class {klass}"),
    "your_code": N_("Your code"),
    "step1": N_("Open a web browser and go to {url}"),
    "step2": N_("Type your code and press “Sign in”."),
    "step3": N_("Keep this card to yourself: your code opens your own games and progress."),
    "cut": N_("cut here"),
}

SHEET_CSS = """
@page{size:A4;margin:10mm}
.cards{display:grid;grid-template-columns:1fr 1fr;gap:0;border-top:1px dashed var(--line);border-left:1px dashed var(--line);
 margin-bottom:6mm}
.card{border-right:1px dashed var(--line);border-bottom:1px dashed var(--line);padding:5mm 6mm;min-height:64mm;
 break-inside:avoid;page-break-inside:avoid;display:flex;flex-direction:column;gap:2mm}
.card .klass{font-size:.8em;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
.card .who{font-size:1.45em;font-weight:700;line-height:1.2;overflow-wrap:anywhere}
.card .code-label{font-size:.85em;color:var(--muted);margin-top:1mm}
.card .code{font:700 1.9em/1.1 ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;letter-spacing:.08em;
 border:2px solid var(--fg);border-radius:6px;padding:1mm 3mm;align-self:flex-start}
.card ol{margin:1mm 0 0;padding-left:1.3em;font-size:.9em}
.card .url{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-weight:700;overflow-wrap:anywhere}
@media print{body{max-width:none;padding:0;font-size:10pt}h1,.intro{display:none}
 .card{padding:3.5mm 5mm;gap:1mm}.card .who{font-size:1.3em}.card .code{font-size:1.6em}.card ol{font-size:.9em;margin:0}
 .cards{border-color:#000;margin:0;grid-template-rows:repeat(4,64mm);break-after:page;page-break-after:always}
 .cards:last-child{break-after:auto;page-break-after:auto}
 .card{border-color:#000;height:64mm;min-height:0;overflow:hidden}.card .code{border-color:#000}}
"""


def join_sheet_html(classroom: ClassRoom, codes: Mapping[str, str], url: str) -> str:
    """The sheet for the students in ``codes`` (``{student id or name: code}``, as returned by
    :meth:`ClassRoom.create`, :meth:`~ClassRoom.add_students` or :meth:`~ClassRoom.new_code`),
    in class order; ``url`` is the address students type."""
    cards = []
    by_key = dict(codes)
    link = f'<span class="url">{escape(url)}</span>'
    for student in classroom.students:
        code = by_key.get(student.id, by_key.get(student.name))
        if code is None:
            continue
        steps = "".join(f"<li>{text}</li>" for text in (
            _(SHEET_WORDS["step1"], url=link),
            escape(_(SHEET_WORDS["step2"])), escape(_(SHEET_WORDS["step3"]))))
        cards.append(
            f'<section class="card" aria-label="{escape(student.name)}">'
            f'<div class="klass">{escape(_(SHEET_WORDS["card_heading"], klass=classroom.name))}</div>'
            f'<div class="who">{escape(student.name)}</div>'
            f'<div class="code-label">{escape(_(SHEET_WORDS["your_code"]))}</div>'
            f'<div class="code">{escape(code)}</div><ol>{steps}</ol></section>')
    unknown = [k for k in by_key if k not in {s.id for s in classroom.students} | {s.name for s in classroom.students}]
    if unknown:
        raise KeyError(f"not students of {classroom.name}: {', '.join(unknown)}")
    title = _(SHEET_WORDS["title"], klass=classroom.name)
    body = (f"<h1>{escape(title)}</h1>"
            f'<p class="intro panel no-print">{escape(_(SHEET_WORDS["intro"], klass=classroom.name))}</p>'
            + "".join(f'<div class="cards">{"".join(cards[i:i + PER_PAGE])}</div>' for i in range(0, len(cards), PER_PAGE)))
    return page_html(title, body, extra_css=SHEET_CSS + fonts.css_rule())
