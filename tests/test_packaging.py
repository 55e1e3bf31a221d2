"""Project files agree with each other, and the core stays light."""

from __future__ import annotations

import re
import subprocess
import sys

import tomllib

from conftest import ROOT


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[;]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def test_environment_yml_lists_the_same_dependencies_as_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = {_name(r): r.replace(" ", "") for r in project["dependencies"]}
    for extra in project["optional-dependencies"].values():
        wanted.update({_name(r): r.replace(" ", "") for r in extra})
    conda = {}
    text = (ROOT / "environment.yml").read_text()
    for line in text.split("dependencies:", 1)[1].splitlines():
        m = re.match(r"^\s*-\s+([A-Za-z0-9_.\-]+[^#]*?)\s*$", line)
        if m and not m.group(1).startswith(("pip", "-e", "python")):
            conda[_name(m.group(1))] = m.group(1).replace(" ", "")
    assert conda == wanted


def test_import_is_light_and_standard_library_only() -> None:
    code = (
        "import sys, casino_learn; "
        "heavy = [m for m in ('matplotlib', 'ipywidgets', 'numpy', 'IPython') if m in sys.modules]; "
        "print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_typed_package() -> None:
    assert (ROOT / "casino_learn" / "py.typed").exists()


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"^```(?:sh|bash|console)?\n(.*?)```", readme, flags=re.S | re.M)
    assert commands and commands[0].split() == ["make", "lab"] and commands[1].split() == ["make", "test"]
    assert "make test" in (ROOT / ".ci" / "run").read_text()


def test_xdist_keeps_each_notebook_on_one_worker() -> None:
    """pytest -n N must not spread a notebook's cells over workers: they depend on each other."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extras = [_name(r) for extra in project["project"]["optional-dependencies"].values() for r in extra]
    if "pytest-xdist" in extras:
        assert "--dist loadfile" in project["tool"]["pytest"]["ini_options"]["addopts"]
