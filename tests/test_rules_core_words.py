"""The rules core returns codes and never words a sentence (issue 21): ``casino_learn/rules/`` imports
only the standard library and its own modules; the words (``casino_learn.texts``) and the pictures
(``casino_learn.display``) are reached only through lazy display hooks, inside functions."""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

import casino_learn as cl
from casino_learn.texts import rulebook, rules_page

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT / "casino_learn" / "rules"
MODULES = sorted(p.stem for p in RULES_DIR.glob("*.py") if p.stem != "__init__")

#: Run in a fresh interpreter: the parent package is a bare stand-in (its __init__ imports the whole
#: kit), so what gets imported is what the rules modules themselves import. Then a whole deal is
#: played, a move refused, a deal scored and bad input read, without reading any sentence.
PROBE = """
import json, random, sys, types
before = set(sys.modules)
package = types.ModuleType("casino_learn")
package.__path__ = [sys.argv[1]]
sys.modules["casino_learn"] = package
import importlib
for name in sys.argv[2].split(","):
    importlib.import_module("casino_learn.rules." + name)
from casino_learn.rules.errors import CasinoError, IllegalMoveError
from casino_learn.rules.moves import Move
from casino_learn.rules.positions import position
from casino_learn.rules.state import new_deal
from casino_learn.rules.variants import get_rules
codes = []
state = new_deal(get_rules("royal"), players=2, rng=random.Random(3))
rng = random.Random(4)
while not state.deal_over:
    state = state.apply(rng.choice(list(state.legal_moves)))
score = state.score([19, 20])
codes.append(score.result.code)
try:
    position("royal", hand="9H 4C", table="9S 5H").apply("9H trail")
except IllegalMoveError as e:
    codes += [v.code for v in e.violations]
for bad in (lambda: Move.parse("8H capture"), lambda: get_rules("poker"), lambda: get_rules("classic", colour=1)):
    try:
        bad()
    except CasinoError as e:
        codes.append(e.code)
loaded = sorted(m for m in sys.modules if m.startswith("casino_learn"))
outside = sorted({m.split(".")[0] for m in set(sys.modules) - before} - set(sys.stdlib_module_names) - {"casino_learn"})
print(json.dumps({"loaded": loaded, "outside": outside, "codes": codes}))
"""


def test_the_rules_core_imports_no_words_and_only_the_standard_library() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE, str(ROOT / "casino_learn"), ",".join(MODULES)],
                         capture_output=True, text=True, check=True, cwd=ROOT)
    found = json.loads(out.stdout)
    words = [m for m in found["loaded"] if not m.startswith("casino_learn.rules") and m != "casino_learn"]
    assert words == [], f"the rules core imported {words}"
    assert found["outside"] == [], f"not the standard library: {found['outside']}"
    assert found["codes"][0] in ("", "only-one-reached", "several-reached")  # the deal's result, as a code
    assert found["codes"][1:] == ["R14.same-rank-loose", "move.unreadable", "rules.unknown-preset", "rules.unknown-option"]


def _imports(tree: ast.AST) -> list[tuple[ast.AST, bool]]:
    """Every import with whether it sits inside a function (a lazy hook); imports for type checkers
    only (under ``if TYPE_CHECKING:``) never run and are left out."""
    found: list[tuple[ast.AST, bool]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append((child, in_function))
            walk(child, inside)

    walk(tree, False)
    return found


@pytest.mark.parametrize("name", MODULES)
def test_a_rules_module_imports_the_standard_library_and_reaches_texts_only_lazily(name: str) -> None:
    tree = ast.parse((RULES_DIR / f"{name}.py").read_text(encoding="utf-8"))
    for node, lazy in _imports(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            target = (node.module or "").split(".")[0]
            if node.level == 1:
                continue  # another rules module
            assert node.level == 2 and lazy and target in ("texts", "display"), (
                f"rules/{name}.py line {node.lineno}: only a lazy display hook may reach ..{target}")
        else:
            roots = [a.name.split(".")[0] for a in node.names] if isinstance(node, ast.Import) else [node.module.split(".")[0]]
            for root in roots:
                assert root in sys.stdlib_module_names, f"rules/{name}.py line {node.lineno}: {root} is not the standard library"
    assert "i18n" not in (RULES_DIR / f"{name}.py").read_text(encoding="utf-8").replace("casino_learn.i18n", "")


def test_changing_r9_is_one_edit(monkeypatch: pytest.MonkeyPatch) -> None:
    """R9's entry is the one place its wording lives: a changed entry shows in the refusal, the rules
    reference (notebook 10 and the rules page), the handout, lesson 4's table, the rule menu and the stage."""
    from dataclasses import replace

    from casino_learn.display.render import violations_html
    from casino_learn.lesson.deal import restrictions_reference
    from casino_learn.texts.handout import handout_html
    from casino_learn.widgets.exercise import _rule_options
    spec = importlib.util.spec_from_file_location("make_rules_reference", ROOT / "tools" / "make_rules_reference.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    source_text = tool.source_text

    said = "An owner holds on: no trailing while a build is yours."
    monkeypatch.setitem(rulebook._BY_CODE, "R9", replace(rulebook.entry("R9"), name="Owners hold on", short=said))
    [v] = cl.position("classic", hand="8H 6S 4S", table="2C", builds=[cl.Build.of("B1", 8, "5C+3D", owner=0)]).check("4S trail")
    # the refusal's small line: the rule's name, then its statement (after a colon, in lower case)
    assert v.rule == "R9" and v.title == said and "Owners hold on: a" + said[1:] in violations_html([v])
    assert said in source_text("en") and "Owners hold on (R9)" in source_text("en")
    assert said in rules_page.rules_html("classic") and said in rulebook.rule_text("R9")
    for variant in ("classic", "royal"):
        assert said in handout_html(variant)
    assert said in str(restrictions_reference()) and "Owners hold on" in str(restrictions_reference())
    assert any(said in label for label, code in _rule_options(cl.get_rules("classic")) if code == "R9")
    from casino_learn.course import get_stage
    from casino_learn.widgets.stage import StageWidget

    assert said in StageWidget(get_stage("owner-may-not-trail")).rule_box.value


def test_rule_menus_list_only_the_rules_of_the_game() -> None:
    from casino_learn.widgets.exercise import _rule_options

    classic = [code for _, code in _rule_options(cl.get_rules("classic")) if code]
    royal = [code for _, code in _rule_options(cl.get_rules("royal")) if code]
    assert classic == [f"R{i}" for i in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15)]
    assert "R5" not in royal and {"R12", "R13", "R14"} <= set(royal)
    assert rulebook.rule_codes("classic") == classic


def test_every_title_keeps_its_number_in_every_language() -> None:
    for lang in cl.i18n.LANGUAGES:
        with cl.language(lang):
            for e in rulebook.entries():
                assert e.shown_title.endswith(f"({e.code})") and e.shown_name and "(" + e.code not in e.shown_name
                if e.is_restriction:
                    assert e.short and e.statement().endswith("."), (lang, e.code)
                    assert lang == "en" or e.statement() != e.short, (lang, e.code, "untranslated")


def test_errors_carry_codes_and_are_worded_when_read_even_after_pickling() -> None:
    import pickle

    raised = []
    for bad in (lambda: cl.parse_card("1X"), lambda: cl.Move.parse("8H capture"), lambda: cl.get_rules("poker"),
                lambda: cl.position("royal", hand="9H 4C", table="9S 5H").apply("9H trail")):
        with pytest.raises(cl.CasinoError) as info:
            bad()
        raised.append(info.value)
    assert [e.code for e in raised] == ["card.unreadable", "move.unreadable", "rules.unknown-preset", "move.illegal"]
    for error in raised:
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error) and copy.code == error.code and str(copy) == str(error)
        with cl.language("es"):
            spanish = str(copy)
        assert spanish != str(error), spanish
