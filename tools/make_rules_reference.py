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

#: The notebook's own words in the translated courses (the entries come from the catalog).
TRANSLATED = {
    "es": {
        "intro": """\
# Referencia de las reglas y glosario

Este cuaderno es el libro de reglas del curso en palabras sencillas. Las lecciones y los mensajes del
kit citan las reglas por número: **R1** a **R15** son las quince restricciones (jugadas que no están
permitidas), y los números con **§**, como §6.2, son secciones del libro de reglas. Haz clic en un número
en una lección, o en el índice de abajo, para saltar a él. Aquí no hay nada que ejecutar: solo lee.

Cada entrada dice si se aplica al Casino **clásico**, al Casino **Real** o a los dos, y trae un ejemplo
pequeño. Las palabras del juego se explican en el [glosario](#glossary) al final.

**Índice**
""",
        "outro": """\
## Buscar una regla desde Python

Los mismos textos están en el kit. `rule_text` imprime una entrada; en una terminal,
`casino-learn rules --variant royal --lang es` (o `--variant classic`) escribe esta referencia como
una página web para un juego y la abre en tu navegador.""",
        "lookup": """\
import casino_learn as cl
cl.set_language("es")
from casino_learn.texts.rulebook import rule_text

print(rule_text("R9"))""",
    },
    "pt": {
        "intro": """\
# Referência das regras e glossário

Este caderno é o livro de regras do curso em palavras simples. As lições e as mensagens do kit citam
as regras pelo número: **R1** a **R15** são as quinze restrições (jogadas que não são permitidas), e os
números com **§**, como §6.2, são seções do livro de regras. Clique em um número numa lição, ou no
sumário abaixo, para ir até ele. Nada aqui precisa ser executado: é só ler.

Cada entrada diz se vale para o Cassino **clássico**, para o Cassino **Real** ou para os dois, e traz um
pequeno exemplo. As palavras do jogo são explicadas no [glossário](#glossary) no final.

**Sumário**
""",
        "outro": """\
## Procurar uma regra pelo Python

Os mesmos textos estão no kit. `rule_text` mostra uma entrada; num terminal,
`casino-learn rules --variant royal --lang pt` (ou `--variant classic`) escreve esta referência como
uma página web para um jogo e a abre no seu navegador.""",
        "lookup": """\
import casino_learn as cl
cl.set_language("pt")
from casino_learn.texts.rulebook import rule_text

print(rule_text("R9"))""",
    },
    "ms": {
        "intro": """\
# Rujukan peraturan dan glosari

Buku nota ini ialah buku peraturan kursus dalam bahasa mudah. Pelajaran dan mesej kit merujuk
peraturan dengan nombor: **R1** hingga **R15** ialah lima belas sekatan (langkah yang tidak
dibenarkan), dan nombor **§** seperti §6.2 ialah bahagian buku peraturan. Klik nombor dalam pelajaran,
atau dalam kandungan di bawah, untuk pergi ke situ. Tiada apa-apa yang perlu dijalankan di sini: baca sahaja.

Setiap entri menyatakan sama ada ia terpakai untuk Casino **Klasik**, Casino **Diraja** atau kedua-duanya,
dan memberi satu contoh kecil. Perkataan dalam permainan diterangkan dalam [glosari](#glossary) di hujung.

**Kandungan**
""",
        "outro": """\
## Mencari peraturan dari Python

Teks yang sama ada dalam kit. `rule_text` mencetak satu entri; dalam terminal,
`casino-learn rules --variant royal --lang ms` (atau `--variant classic`) menulis rujukan ini sebagai
halaman web untuk satu permainan dan membukanya dalam pelayar anda.""",
        "lookup": """\
import casino_learn as cl
cl.set_language("ms")
from casino_learn.texts.rulebook import rule_text

print(rule_text("R9"))""",
    },
    "ro": {
        "intro": """\
# Ghidul regulilor și glosarul

Acest notebook este cartea de reguli a cursului, în cuvinte simple. Lecțiile și mesajele kitului citează
regulile după număr: **R1** până la **R15** sunt cele cincisprezece restricții (mutări care nu sunt
permise), iar numerele cu **§**, ca §6.2, sunt secțiuni ale cărții de reguli. Dă clic pe un număr
dintr-o lecție sau din cuprinsul de mai jos ca să sari la el. Aici nu trebuie rulat nimic: doar citește.

Fiecare intrare spune dacă se aplică la Cazinoul **clasic**, la Cazinoul **regal** sau la amândouă și dă un
mic exemplu. Cuvintele jocului sunt explicate în [glosar](#glossary), la sfârșit.

**Cuprins**
""",
        "outro": """\
## Cauți o regulă din Python

Aceleași texte sunt în kit. `rule_text` afișează o intrare; într-un terminal,
`casino-learn rules --variant royal --lang ro` (sau `--variant classic`) scrie acest ghid ca
pagină web pentru un joc și îl deschide în browser.""",
        "lookup": """\
import casino_learn as cl
cl.set_language("ro")
from casino_learn.texts.rulebook import rule_text

print(rule_text("R9"))""",
    },
    "hr": {
        "intro": """\
# Pregled pravila i pojmovnik

Ova bilježnica je pravilnik tečaja jednostavnim riječima. Lekcije i poruke kompleta navode pravila po
broju: **R1** do **R15** su petnaest ograničenja (potezi koji nisu dopušteni), a brojevi sa **§**, poput
§6.2, odjeljci su pravilnika. Klikni broj u lekciji ili u sadržaju ispod da skočiš na njega. Ovdje ništa
ne treba pokretati: samo čitaj.

Svaki unos kaže vrijedi li za **Klasični** kazino, **Kraljevski** kazino ili oba i daje mali primjer.
Riječi igre objašnjene su u [pojmovniku](#glossary) na kraju.

**Sadržaj**
""",
        "outro": """\
## Kako potražiti pravilo iz Pythona

Isti su tekstovi u kompletu. `rule_text` ispisuje jedan unos; u terminalu
`casino-learn rules --variant royal --lang hr` (ili `--variant classic`) zapisuje ovaj pregled kao
web-stranicu za jednu igru i otvara je u tvom pregledniku.""",
        "lookup": """\
import casino_learn as cl
cl.set_language("hr")
from casino_learn.texts.rulebook import rule_text

print(rule_text("R9"))""",
    },
}


def _words_file(lang: str) -> dict[str, str] | None:
    """A language's own words for the notebook, beside its lessons (adding a language adds a folder):
    ``tools/notebook_sources/<lang>/10_rules_reference.json`` with "intro", "outro" and "lookup"."""
    import json

    path = source_path(lang).with_suffix(".json")
    if lang == "en" or not path.is_file():
        return None
    words = json.loads(path.read_text(encoding="utf-8"))
    return {key: "\n".join(value) if isinstance(value, list) else str(value) for key, value in words.items()}


def _markdown_cell(text: str) -> str:
    return "# %% [markdown]\n" + "\n".join(("# " + line) if line else "#" for line in text.splitlines())


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
    words = TRANSLATED.get(lang) or _words_file(lang) or {"intro": INTRO, "outro": OUTRO, "lookup": LOOKUP}
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
