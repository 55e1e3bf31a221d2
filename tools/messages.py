"""Keep the message catalogs (issue 16) in step with the code, with Babel.

    python tools/messages.py update            # extract the template, update every language, compile
    python tools/messages.py merge FILE.po LANG  # copy the translations of a partial catalog in
    python tools/messages.py check             # untranslated, fuzzy or placeholder-changed messages
    python tools/messages.py add FILE.json     # translations as {"es": {english: spanish}, "pt": {...}}

``update`` extracts every ``_``, ``N_``, ``ngettext`` and ``pgettext`` text under
``casino_learn/`` into ``casino_learn/locale/casino_learn.pot``, brings each
``casino_learn/locale/<lang>/LC_MESSAGES/casino_learn.po`` up to date (a new text is
untranslated, a changed one fuzzy) and compiles the ``.mo`` files the kit reads at run time.
Adding a language: ``python tools/messages.py init <lang>`` (the kit finds the folder it makes), translate
its ``.po``, then ``update``.
"""

from __future__ import annotations

import datetime
import io
import string
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "casino_learn"
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "casino_learn.pot"
DOMAIN = "casino_learn"
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "Np_": ((1, "c"), 2)}
sys.path.insert(0, str(ROOT))
#: The languages with a catalog: every folder ``casino_learn/locale/<lang>/LC_MESSAGES/`` with a ``.po`` (``init`` makes one).
TRANSLATED: tuple[str, ...] = tuple(sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po")))


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """The template: every marked text in the package, with where it is used."""
    # A fixed date and no line numbers, sorted by text: the catalogs change only where a text changes,
    # so two branches that each add texts merge without conflicts.
    catalog = Catalog(project="casino_learn", domain=DOMAIN, charset="utf-8", creation_date=FIXED_DATE)
    found = extract_from_dir(
        str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        catalog.add(message, None, [(f"casino_learn/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


#: Plural rules that differ from Babel's (CLDR's), or written in their standard gettext form: Brazilian
#: speakers say "0 cartas", so in Portuguese only 1 takes the singular.
PLURAL_FORMS = {"pt": (2, "(n != 1)"),
                # Romanian: the standard gettext rule (one; 0 and 2-19 of each hundred; "20 de cărți" and up).
                "ro": (3, "(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2)")}


def write(catalog: Catalog, path: Path) -> None:
    lang = str(catalog.locale) if catalog.locale else ""
    if lang in PLURAL_FORMS:
        catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[lang]
        for message in catalog:
            if isinstance(message.string, tuple) and len(message.string) > catalog._num_plurals:
                message.string = message.string[: catalog._num_plurals]
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True, omit_header=False, include_previous=False, include_lineno=False)
    path.write_bytes(buffer.getvalue())


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def update() -> None:
    template = extract()
    write(template, TEMPLATE)
    for lang in TRANSLATED:
        path = po_path(lang)
        catalog = read(path, lang) if path.exists() else Catalog(locale=lang, domain=DOMAIN, project="casino_learn")
        catalog.update(template, update_header_comment=False)
        catalog.obsolete.clear()
        write(catalog, path)
        mo_path(lang).write_bytes(compiled(catalog))
    print(f"{len(template)} messages; " + ", ".join(f"{lang}: {len(problems(lang))} to do" for lang in TRANSLATED))


def merge(fragment: Path, lang: str) -> None:
    """Copy each translated message of ``fragment`` into ``lang``'s catalog (same text and context)."""
    source = read(fragment, lang)
    catalog = read(po_path(lang), lang)
    copied = 0
    for message in source:
        if not message.id or not message.string or (isinstance(message.string, tuple) and not all(message.string)):
            continue
        target = catalog.get(message.id, message.context)
        if target is None:
            continue
        target.string = message.string
        target.flags.discard("fuzzy")
        copied += 1
    write(catalog, po_path(lang))
    mo_path(lang).write_bytes(compiled(catalog))
    print(f"{lang}: {copied} translations copied from {fragment}; {len(problems(lang))} to do")


def add(path: Path) -> None:
    """Copy translations written as JSON: ``{"es": {"English": "Español", "singular": ["uno", "{n} varios"],
    "context\u0004English": "..."}, "pt": {...}}`` (a plural takes a list, a context is joined by U+0004)."""
    import json

    data = json.loads(path.read_text(encoding="utf-8"))
    for lang, table in data.items():
        catalog = read(po_path(lang), lang)
        copied, unknown = 0, []
        for key, text in table.items():
            context, _, message_id = key.rpartition("\u0004")
            target = catalog.get(message_id, context or None)
            if target is None:
                unknown.append(message_id)
                continue
            if isinstance(target.id, tuple):
                if not isinstance(text, list) or len(text) != 2:
                    unknown.append(f"{message_id} (needs [singular, plural])")
                    continue
                # CLDR gives Spanish and Portuguese a third form (for exact millions): it takes the plural.
                target.string = (text[0],) + (text[1],) * (catalog.num_plurals - 1)
            else:
                target.string = text
            target.flags.discard("fuzzy")
            copied += 1
        write(catalog, po_path(lang))
        mo_path(lang).write_bytes(compiled(catalog))
        print(f"{lang}: {copied} translations added from {path}; {len(problems(lang))} to do")
        for message_id in unknown[:20]:
            print(f"  not in the catalog: {message_id!r}")


def fields(text: str) -> set[str]:
    """The ``{placeholders}`` of a text (``{n}``, ``{card}``...)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<unbalanced braces>"}


def problems(lang: str) -> list[str]:
    """Every message of ``lang`` that is untranslated, fuzzy, or whose placeholders differ."""
    catalog = read(po_path(lang), lang)
    out: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        where = f"{lang}: {ids[0]!r}"
        if not all(strings):
            out.append(f"{where} is not translated")
        elif message.fuzzy:
            out.append(f"{where} is fuzzy (the English changed): check it and remove the flag")
        else:
            wanted = set().union(*(fields(text) for text in ids))
            for text in strings:
                if fields(text) - wanted or (fields(text) != wanted and len(ids) == 1):
                    out.append(f"{where}: placeholders {sorted(fields(text))} differ from {sorted(wanted)}")
    return out


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "merge", "check", "init", "add"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        update()
    elif argv[0] == "merge":
        merge(Path(argv[1]), argv[2])
    elif argv[0] == "add":
        for name in argv[1:]:
            add(Path(name))
    elif argv[0] == "init":
        global TRANSLATED
        po_path(argv[1]).parent.mkdir(parents=True, exist_ok=True)
        write(Catalog(locale=argv[1], domain=DOMAIN, project="casino_learn"), po_path(argv[1]))
        TRANSLATED = tuple(sorted({*TRANSLATED, argv[1]}))
        update()
    else:
        found = [line for lang in TRANSLATED for line in problems(lang)]
        print("\n".join(found) or "every message is translated")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
