"""The package shows its layers (docs/architecture.md): few top-level modules, no import circles.

A circle is two modules that import each other, directly or through others, at any depth and at any
place in the code (a function-level import counts: it is a circle the moment that function runs).
The one exception is the rules core's lazy display hooks (``_repr_svg_`` importing ``display`` inside
the method, ``Violation.message`` importing the words of ``texts``), as python-chess does; imports under ``if TYPE_CHECKING:`` never run and do not count.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "casino_learn"


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _absolute(current: str, is_package: bool, level: int, module: str | None) -> str:
    base = current.split(".")
    if not is_package:
        base = base[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def import_graph() -> dict[str, set[tuple[str, bool]]]:
    """module -> {(imported module, lazy?)}: every import in casino_learn, lazy ones (inside a function) marked."""
    modules = _modules()
    graph: dict[str, set[tuple[str, bool]]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        type_only = {id(node) for top in tree.body if isinstance(top, ast.If) and "TYPE_CHECKING" in ast.unparse(top.test)
                     for node in ast.walk(top)}
        top_level = {id(node) for node in tree.body}
        edges: set[tuple[str, bool]] = set()
        for node in ast.walk(tree):
            if id(node) in type_only:
                continue
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                base = _absolute(name, path.name == "__init__.py", node.level, node.module) if node.level else (node.module or "")
                for alias in node.names:
                    targets.append(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            for target in targets:
                if target in modules and target != name:
                    edges.add((target, id(node) not in top_level))
        graph[name] = edges
    return graph


def is_display_hook(source: str, target: str, lazy: bool) -> bool:
    """A rules object shown on demand: ``_repr_svg_`` (display) or a fact worded when read,
    ``Violation.message``, ``CountEntry.explain`` (texts). Only inside a function, only from the core."""
    return lazy and source.startswith("casino_learn.rules.") and target.startswith(("casino_learn.display.", "casino_learn.texts."))


def circles(graph: dict[str, set[tuple[str, bool]]]) -> list[list[str]]:
    """Strongly connected groups of two or more modules, display hooks left out."""
    edges = {name: sorted({t for t, lazy in targets if not is_display_hook(name, t, lazy)}) for name, targets in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in edges.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_at_most_twelve_modules_at_the_top():
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= 12, top


def test_no_import_circles_but_the_display_hooks():
    assert circles(import_graph()) == []


def test_the_circle_finder_finds_a_circle():
    graph = {"casino_learn.a": {("casino_learn.b", True)}, "casino_learn.b": {("casino_learn.a", False)},
             "casino_learn.rules.state": {("casino_learn.display.render", True)},
             "casino_learn.display.render": {("casino_learn.rules.state", False)}}
    assert circles(graph) == [["casino_learn.a", "casino_learn.b"]]


def test_the_course_is_complete_on_first_import():
    """Stages are listed by the catalog, not registered as a side effect of importing their modules."""
    code = "from casino_learn.course import STAGES; from casino_learn.course import capturing; print(len(STAGES))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert int(out) >= 26
    source = (PACKAGE / "course" / "stages.py").read_text(encoding="utf-8")
    assert "def register" not in source
