"""The package is type-checked: hints everywhere, and mypy finds nothing wrong with them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT


def test_mypy_finds_no_errors() -> None:
    pytest.importorskip("mypy", reason="mypy is part of the test extras: pip install -e '.[test]'")
    out = subprocess.run([sys.executable, "-m", "mypy", "casino_learn"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
