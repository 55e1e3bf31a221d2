"""Write the rules reference notebook from the rule book, so the two never drift apart.

Usage inside the repo: ``python tools/make_rules_reference.py`` writes
``tools/notebook_sources/10_rules_reference.py`` from :mod:`casino_learn.texts.rulebook` and
:mod:`casino_learn.texts.glossary`, then ``notebooks/10_rules_reference.ipynb`` from that source (as
``tools/make_notebook.py`` does). tests/test_rulebook.py checks the source is up to date.

``python tools/make_rules_reference.py --lang es`` (or ``pt``) writes the translated reference,
``tools/notebook_sources/es/10_rules_reference.py`` and ``notebooks/es/10_rules_reference.ipynb``,
from the same rule book in the language's catalog (issue 16); the notebook's own words are below.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from casino_learn.i18n import LANGUAGES, _, language  # noqa: E402
from casino_learn.texts.glossary import glossary_markdown  # noqa: E402
from casino_learn.texts.rulebook import NOTEBOOK, entries, entry_markdown  # noqa: E402

SOURCE = ROOT / "tools" / "notebook_sources" / (Path(NOTEBOOK).stem + ".py")


def source_path(lang: str = "en") -> Path:
    """``tools/notebook_sources/10_rules_reference.py``, or ``.../<lang>/10_rules_reference.py``."""
    return SOURCE if lang == "en" else SOURCE.parent / lang / SOURCE.name

INTRO = """\
# Rules reference and glossary

This notebook is the rule book of the course in plain words. Lessons and the kit's messages cite
rules by number: **R1** to **R15** are the fifteen restrictions (moves that are not allowed), and
**§** numbers such as §6.2 are sections of the rule book. Click a number in a lesson, or in the
contents below, to jump to it. Nothing here needs to be run: just read.

Each entry says whether it applies to **Classic** Casino, **Royal** Casino or both, and gives a
small example. The words of the game are explained in the [glossary](#glossary) at the end.

**Contents**
"""

OUTRO = """\
## Looking a rule up from Python

The same texts are in the kit. `rule_text` prints one entry; in a terminal,
`casino-learn rules --variant royal` (or `--variant classic`) writes this reference as a web
page for one game and opens it in your browser."""

LOOKUP = """\
from casino_learn.texts.rulebook import rule_text

print(rule_text("R9"))"""

def _words_file(lang: str) -> dict[str, str] | None:
    """A language's own words for the notebook, beside its lessons (adding a language adds a folder):
    ``tools/notebook_sources/<lang>/10_rules_reference.json`` with "intro", "outro" and "lookup"."""
    import json

    path = source_path(lang).with_suffix(".json")
    if lang == "en" or not path.is_file():
        return None
    words = json.loads(path.read_text(encoding="utf-8"))
    return {key: "\n".join(value) if isinstance(value, list) else str(value) for key, value in words.items()}


#: Source lines of a paragraph are wrapped at about the width of a rendered line. JupyterLab guesses the height of a
#: cell it has not drawn yet from its number of source lines: with each paragraph on one source line it guessed every
#: entry far too short, and a link into the reference (lesson 00's "glossary") landed two entries above its target
#: (trial 24). Markdown joins the lines of a paragraph again, so the page reads the same.
WRAP = 100
_MARKER = re.compile(r"([-+*>#|]|\d+[.)])$")  # a word that would start a list, quote, heading or table on a line of its own


def _wrapped(line: str) -> list[str]:
    """``line`` (a paragraph or list item) as lines of about :data:`WRAP` characters; headings, table rows and HTML tags
    stay whole, and no line starts with a word Markdown would read as the start of a list, quote or heading."""
    plain = line.strip()
    if len(line) <= WRAP or plain.startswith(("#", "|")) or (plain.startswith("<") and plain.endswith(">")):
        return [line]
    item = re.match(r"\s*([-*]|\d+\.) ", line)  # a list item's lines go on under its text, nested items too
    indent = " " * len(item.group(0)) if item else ""
    first, *words = plain.split(" ")
    lines: list[str] = []
    current = line[:len(line) - len(line.lstrip())] + first
    for word in words:
        if len(current) + 1 + len(word) > WRAP and not _MARKER.fullmatch(word):
            lines.append(current)
            current = indent + word
        else:
            current = f"{current} {word}"
    lines.append(current)
    return lines


def _markdown_cell(text: str) -> str:
    lines = [wrapped for line in text.splitlines() for wrapped in _wrapped(line)]
    return "# %% [markdown]\n" + "\n".join(("# " + line) if line else "#" for line in lines)


def contents() -> str:
    lines = []
    for e in entries():
        if e.is_restriction:
            continue
        indent = "  " if e.parent else ""
        lines.append(f"{indent}* [{e.shown_title}](#{e.anchor})")
        if e.code == "§7":
            lines.append("  * " + ", ".join(f"[{r.code}](#{r.anchor})" for r in entries() if r.is_restriction))
    lines.append("* [" + _("Glossary: the words of the game") + "](#glossary)")
    return "\n".join(lines)


def source_text(lang: str = "en") -> str:
    """The whole notebook source (percent format), generated from the rule book, in ``lang``."""
    words = _words_file(lang) or {"intro": INTRO, "outro": OUTRO, "lookup": LOOKUP}
    with language(lang):
        cells = [_markdown_cell(words["intro"] + "\n" + contents())]
        cells += [_markdown_cell(entry_markdown(e)) for e in entries()]
        cells.append(_markdown_cell(glossary_markdown()))
    cells.append(_markdown_cell(words["outro"]))
    cells.append("# %%\n" + words["lookup"])
    option = "" if lang == "en" else f" --lang {lang}"
    header = ("# Generated by tools/make_rules_reference.py from casino_learn/texts/rulebook.py and casino_learn/texts/glossary.py:\n"
              f"# edit those and run  python tools/make_rules_reference.py{option}  (not this file).\n\n")
    return header + "\n\n".join(cells) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write the rules reference notebook from the rule book.")
    parser.add_argument("--lang", choices=list(LANGUAGES), default="en",
                        help="the course's language: en (notebooks/), or one found in casino_learn/locale (notebooks/<lang>/)")
    lang = parser.parse_args(argv).lang
    source = source_path(lang)
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(source_text(lang), encoding="utf-8")
    print("wrote", source.relative_to(ROOT))
    sys.path.insert(0, str(ROOT / "tools"))
    import make_notebook

    print("wrote", make_notebook.build(source).relative_to(ROOT))


if __name__ == "__main__":
    main()
