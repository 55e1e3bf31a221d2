"""The classroom server's pieces that need no browser: its pages, its Voilà configuration, and
how a page's kernel learns who the student is (tests/browser/test_classroom_server.py runs it)."""

from __future__ import annotations

import json
import re
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from casino_learn.classroom import page as student_page
from casino_learn.classroom import server


def test_the_start_page_says_what_to_do_and_signs_in_with_nothing_from_outside() -> None:
    html = server.start_page_html(class_name="Class 7B", xsrf_form='<input type="hidden" name="_xsrf" value="x">')
    assert '<html lang="en">' in html and "<main>" in html
    assert "Class 7B" in html and "<ol>" in html
    assert re.search(r'<form class="signin" method="post" action="/signin">', html)
    assert '<label for="code">Your code</label>' in html and 'name="_xsrf"' in html
    assert not re.search(r'(src|href)="(https?:)?//', html)  # no font, icon or script from the internet


def test_without_a_class_the_start_page_leads_to_the_two_pages() -> None:
    html = server.start_page_html(class_name=None)
    assert 'href="/voila/render/play.ipynb"' in html and 'href="/voila/render/practice.ipynb"' in html
    assert "<form" not in html


def test_the_server_preheats_pages_culls_idle_kernels_and_waits_for_busy_kernels() -> None:
    args = server.voila_arguments(port=9999, ip="0.0.0.0", open_browser=False, pool=server.pool_for(30), cull_idle=60, cull_interval=15)
    assert "--preheat_kernel=True" in args and "--no-browser" in args
    pools = json.loads(next(a for a in args if a.startswith("--VoilaKernelManager.kernel_pools_config=")).split("=", 1)[1])
    assert pools == {"play.ipynb": {"pool_size": 36}, "practice.ipynb": {"pool_size": 30}}
    assert "--MappingKernelManager.cull_idle_timeout=60" in args and "--MappingKernelManager.cull_connected=False" in args
    assert f"--VoilaExecutor.iopub_timeout={server.IOPUB_TIMEOUT}" in args and server.IOPUB_TIMEOUT > 4
    assert "--VoilaConfiguration.show_tracebacks=False" in args
    cold = server.voila_arguments(port=9999, ip="127.0.0.1", open_browser=True, pool={})
    assert not any("preheat" in a for a in cold) and "--no-browser" not in cold


def test_the_cli_refuses_a_wrong_setting(capsys: pytest.CaptureFixture[str]) -> None:
    from casino_learn.cli import main

    with pytest.raises(SystemExit):
        main(["app", "--variant", "poker"])
    assert "invalid choice" in capsys.readouterr().err


def test_without_a_class_the_pages_use_the_command_line_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(student_page.CLASS_ENV, raising=False)
    monkeypatch.setenv(student_page.SETTINGS_ENV, json.dumps({"variant": "royal", "opponent": "careful", "level": 2}))
    who = student_page.visitor("")
    assert who is not None and (who.variant, who.opponent, who.level, who.class_mode) == ("royal", "careful", 2, False)
    assert 'href="/"' in who.nav("play.ipynb") and "practice.ipynb" in who.nav("play.ipynb")


# --- a minimal stand-in for the roster and tokens (casino_learn/classroom/roster.py, tokens.py) -----------

@dataclass
class _Student:
    id: str
    name: str


@dataclass
class _Settings:
    variant: str = "royal"
    opponent: str = "careful"
    level: int = 2


@dataclass
class _Room:
    folder: Path
    name: str = "7B"
    secret: bytes = b"s" * 32
    settings: _Settings = field(default_factory=_Settings)
    students: list[_Student] = field(default_factory=lambda: [_Student("ana", "Ana"), _Student("zoe", "Zoë")])

    @classmethod
    def load(cls, folder: str) -> _Room:
        return cls(Path(folder))

    def student_home(self, student_id: str) -> Path:
        return self.folder / "students" / student_id

    def seed_for(self, student_id: str) -> int:
        return 1000 + len(student_id)


@pytest.fixture()
def stand_in(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    roster = types.ModuleType("casino_learn.classroom.roster")
    roster.ClassRoom = _Room  # type: ignore[attr-defined]
    tokens = types.ModuleType("casino_learn.classroom.tokens")
    tokens.read_token = lambda secret, token: {"good-ana": "ana", "good-zoe": "zoe"}.get(token)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "casino_learn.classroom.roster", roster)
    monkeypatch.setitem(sys.modules, "casino_learn.classroom.tokens", tokens)
    monkeypatch.setenv(student_page.CLASS_ENV, str(tmp_path))
    return tmp_path


def test_a_signed_token_makes_the_page_that_students_own(stand_in: Path) -> None:
    env: dict[str, str] = {student_page.CLASS_ENV: str(stand_in)}
    who = student_page.visitor("t=good-zoe", env)
    assert who is not None and who.name == "Zoë" and who.class_mode
    assert env["CASINO_LEARN_HOME"] == str(stand_in / "students" / "zoe")  # her progress and match, in her folder
    assert (who.variant, who.opponent, who.level, who.seed) == ("royal", "careful", 2, 1003)
    assert "Signed in as <b>Zoë</b>" in who.nav("play.ipynb") and "practice.ipynb?t=good-zoe" in who.nav("play.ipynb")


@pytest.mark.parametrize("query", ["", "t=", "t=made-up", "t=good-ana-but-edited", "student=ana"])
def test_a_missing_or_wrong_token_is_nobody(stand_in: Path, query: str) -> None:
    env: dict[str, str] = {student_page.CLASS_ENV: str(stand_in)}
    assert student_page.visitor(query, env) is None
    assert "CASINO_LEARN_HOME" not in env


def test_nobody_is_asked_to_sign_in_again_without_a_server_path(stand_in: Path) -> None:
    pytest.importorskip("IPython")
    shown = student_page.play_page("t=made-up")
    text = shown.data
    assert "Please sign in again" in text and 'href="/"' in text and str(stand_in) not in text
