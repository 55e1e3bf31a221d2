"""Adding a language is adding folders (issue 21 item 5): the languages are found in casino_learn/locale/
(a folder with a compiled catalog, named in its language.json), and the CLI, the hub's classes, the
Makefile and the packaged course take their list from there."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from casino_learn import cli, i18n
from casino_learn.hub import classes as hc

ROOT = Path(__file__).resolve().parent.parent
#: A language the kit does not speak (the kit's own languages are whatever casino_learn/locale/ holds).
NEW, NEW_NAME, NEW_LOCALE = "fi", "Suomi", "fi_FI"


def _language_folder(root: Path, code: str, name: str, compiled: bool = True) -> Path:
    folder = root / code / "LC_MESSAGES"
    folder.mkdir(parents=True)
    if compiled:
        shutil.copy(i18n.LOCALE_DIR / "es" / "LC_MESSAGES" / "casino_learn.mo", folder / "casino_learn.mo")
    (root / code / "language.json").write_text(json.dumps({"name": name, "jupyterlab_locale": NEW_LOCALE}), encoding="utf-8")
    return root / code


def test_the_languages_are_the_folders_with_a_compiled_catalog(tmp_path: Path) -> None:
    assert NEW not in i18n.LANGUAGES and "sv" not in i18n.LANGUAGES
    _language_folder(tmp_path, NEW, NEW_NAME)
    _language_folder(tmp_path, "sv", "Svenska", compiled=False)  # not translated yet: not offered
    found = i18n.discover_languages([tmp_path, i18n.LOCALE_DIR])
    shipped = i18n.discover_languages([i18n.LOCALE_DIR])  # en, es, pt, ko, ro... whatever the kit ships
    assert {"en": "English", "es": "Español", "pt": "Português (Brasil)", "ko": "한국어", "hr": "Hrvatski"}.items() <= shipped.items()
    assert found == {**shipped, NEW: NEW_NAME}  # a folder in front adds its language; an uncompiled one is not offered
    assert i18n.discover_languages() == i18n.LANGUAGES


def test_a_new_folder_is_offered_everywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _language_folder(tmp_path, NEW, NEW_NAME)
    i18n.LOCALE_DIRS.insert(0, tmp_path)
    try:
        i18n.refresh_languages()
        assert NEW in i18n.LANGUAGES and i18n.language_info(NEW)["jupyterlab_locale"] == NEW_LOCALE
        assert i18n.normalize_language(f"{NEW_LOCALE}.UTF-8") == NEW
        school = hc.parse_school({"admins": ["it"], "classes": {"9C": {"teachers": ["t"], "students": ["ana"], "lang": NEW}}})
        assert school.classes["9C"].lang == NEW
        assert hc.default_url("course", NEW).endswith(f"/{NEW}/00_start_here.ipynb")
        seen: dict[str, str] = {}
        monkeypatch.setattr(cli, "_run", lambda args: seen.setdefault("lang", args.lang) and 0)
        cli.main(["handout", "--variant", "royal", "--lang", NEW])
        assert seen["lang"] == NEW
    finally:
        i18n.LOCALE_DIRS.remove(tmp_path)
        i18n.refresh_languages()
    assert NEW not in i18n.LANGUAGES


def test_an_unknown_class_language_is_refused_with_the_list() -> None:
    with pytest.raises(hc.SchoolError) as error:
        hc.parse_school({"admins": ["it"], "classes": {"9C": {"teachers": ["t"], "students": ["ana"], "lang": "fr"}}})
    for code in i18n.LANGUAGES:
        assert f'"{code}"' in str(error.value)


def test_the_lang_option_lists_the_languages(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["handout", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert ", ".join(i18n.LANGUAGES) in shown


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
@pytest.mark.parametrize(("lang", "folder", "locale"), [("es_DO.UTF-8", "notebooks/es/", "es_ES"), ("pt_BR.UTF-8", "notebooks/pt/", "pt_BR"),
                                                        ("ms_MY.UTF-8", "notebooks/ms/", "en_US"), ("hr_HR.UTF-8", "notebooks/hr/", "en_US"),
                                                        ("fr_FR.UTF-8", "notebooks/00", None)])
def test_make_lab_takes_the_languages_and_their_lab_locale_from_the_folders(lang: str, folder: str, locale: str | None) -> None:
    # -o: the install stamp is taken as made (not "STAMP=Makefile": that made the Makefile a target, and make remakes
    # its makefile even under -n, so a checkout with pyproject.toml newer than the Makefile installed a venv).
    out = subprocess.run(["make", "-n", "-o", ".venv/.installed-stamp", "lab", f"LANG={lang}"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    assert folder in out
    if locale:
        assert f"'{{\"locale\": \"%s\"}}\\n' {locale}" in out
    else:
        assert "translation-extension" not in out


def test_every_language_folder_says_its_name_and_lab_locale() -> None:
    for code in i18n.LANGUAGES:
        info = json.loads((i18n.LOCALE_DIR / code / "language.json").read_text(encoding="utf-8"))
        assert info["name"] == i18n.LANGUAGES[code] and info["jupyterlab_locale"]
