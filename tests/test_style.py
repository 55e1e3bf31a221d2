"""The code follows the linter's rules, import order included (pyproject.toml [tool.ruff])."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT


def test_ruff_finds_nothing() -> None:
    pytest.importorskip("ruff", reason="ruff is part of the test extras: pip install -e '.[test]'")
    out = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
