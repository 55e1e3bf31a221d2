"""``casino-learn hub accounts`` and ``casino-learn hub values``, against a temporary hub database
(the hub's own tables, made as JupyterHub makes them; no hub started)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import re
from pathlib import Path

import pytest

from casino_learn.hub import classes as hc
from conftest import ROOT

SCHOOL = {"admins": ["it-office"], "classes": {
    "7A": {"teachers": ["ms-lee"], "students": ["ana", "ben", "cy"], "opens": "app"},
    "8B": {"teachers": ["mr-kim"], "students": ["dana"], "opens": "course"}}}



def run_alone(coroutine):  # type: ignore[no-untyped-def]
    """Run a coroutine in a thread of its own: a browser test earlier in the same process
    (Playwright's sync API) leaves an event loop running in this one."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()

def test_first_passwords_have_no_lookalike_signs() -> None:
    from casino_learn.hub.accounts import first_password

    for _ in range(200):
        word = first_password()
        assert len(word) == 10 and not set(word) & set("0O1lI")


def test_accounts_of_a_class_log_in_through_native_authenticator(tmp_path: Path, capsys, monkeypatch) -> None:
    pytest.importorskip("nativeauthenticator")
    # No system users here, even as root (tests/test_hub_isolation.py makes them, and removes them)
    monkeypatch.setattr("casino_learn.hub.useradd_missing", lambda: "not in this test")
    from jupyterhub.orm import new_session_factory
    from nativeauthenticator import NativeAuthenticator
    from nativeauthenticator.orm import UserInfo

    from casino_learn.cli import main

    (tmp_path / "school.json").write_text(json.dumps(SCHOOL))
    db_url = f"sqlite:///{tmp_path / 'jupyterhub.sqlite'}"
    db = new_session_factory(db_url)()
    ben = NativeAuthenticator(db=db).create_user("ben", "Ben-own-password-77")  # ben signed up himself before
    assert ben is not None and not ben.is_authorized
    db.close()

    sheet = tmp_path / "7A.html"
    assert main(["hub", "accounts", "--state", str(tmp_path), "--class", "7A", "--out", str(sheet),
                 "--url", "https://hub.school.example"]) == 0
    out = capsys.readouterr().out
    assert "ben: has an account already (left as it is; their sign-up waits for approval at /hub/authorize)" in out and "2 accounts made for class 7A: ana, cy" in out
    page = sheet.read_text()
    passwords = dict(re.findall(r'aria-label="(\w+)".*?<div class="code">(\w+)</div>', page))
    assert set(passwords) == {"ana", "cy"}
    assert page.count("https://hub.school.example/hub/change-password") == 2
    assert oct(sheet.stat().st_mode & 0o777) == "0o600"

    db = new_session_factory(db_url)()
    auth = NativeAuthenticator(db=db)
    for user, password in passwords.items():
        assert UserInfo.find(db, user).is_authorized
        assert run_alone(auth.authenticate(None, {"username": user, "password": password})) == user
    assert run_alone(auth.authenticate(None, {"username": "ana", "password": "wrong-password"})) is None
    assert not UserInfo.find(db, "ben").is_authorized  # left as it was
    assert run_alone(auth.authenticate(None, {"username": "ben", "password": "Ben-own-password-77"})) is None
    assert UserInfo.find(db, "dana") is None  # another class
    db.close()

    assert main(["hub", "accounts", "--state", str(tmp_path), "--class", "7A", "--out", str(tmp_path / "again.html")]) == 0
    assert "No new accounts for class 7A." in capsys.readouterr().out and not (tmp_path / "again.html").exists()
    assert main(["hub", "accounts", "--state", str(tmp_path), "--class", "9Z"]) == 2
    assert "no class '9Z'" in capsys.readouterr().err
    # --teachers: the class's teachers get their accounts (and cards) too
    assert main(["hub", "accounts", "--state", str(tmp_path), "--class", "7A", "--teachers", "--out", str(tmp_path / "t.html")]) == 0
    assert "1 accounts made for class 7A: " + SCHOOL["classes"]["7A"]["teachers"][0] in capsys.readouterr().out
    teacher_card = (tmp_path / "t.html").read_text()
    assert "it opens your classes&#x27; progress (the teacher view)" in teacher_card and "your own games" not in teacher_card
    assert "it opens your own games and progress" in page  # the students' cards


def test_helm_values_of_the_classes_are_the_groups_of_the_one_machine_hub(tmp_path: Path, capsys) -> None:
    yaml = pytest.importorskip("yaml")
    from casino_learn.cli import main

    school = tmp_path / "school.json"
    school.write_text(json.dumps(SCHOOL))
    assert main(["hub", "values", "--school", str(school)]) == 0
    values = yaml.safe_load(capsys.readouterr().out)
    parsed = hc.parse_school(SCHOOL)
    assert values["hub"]["config"]["JupyterHub"]["load_groups"] == hc.hub_groups(parsed)
    assert values["hub"]["config"]["Authenticator"]["admin_users"] == ["it-office"]
    teacher_role = next(r for r in hc.hub_roles(parsed) if r["name"] == hc.TEACHER_ROLE)
    assert values["hub"]["loadRoles"][hc.TEACHER_ROLE] == {"groups": teacher_role["groups"]}
    # The example school file and the chart's values name the same admin.
    example = hc.load_school(ROOT / "deploy" / "jupyterhub" / "school.example.json")
    chart = yaml.safe_load((ROOT / "deploy" / "kubernetes" / "values.yaml").read_text())
    assert chart["hub"]["config"]["Authenticator"]["admin_users"] == list(example.admins)
