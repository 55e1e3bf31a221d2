"""Accessibility fixes that need no browser (issue 12; the axe audits are tests/browser/test_accessibility.py)."""

from __future__ import annotations

import json
import os
import re

import pytest

from casino_learn import app
from casino_learn.display import render
from conftest import ROOT

# JupyterLab's --jp-ui-font-color2/3 are 54 % / 38 % ink: under 4.5:1 on --jp-layout-color2 in both
# themes, so our text never uses them (axe measured 4.45:1 light and 4.22:1 dark).
FAINT_TEXT = re.compile(r"(?<![-\w])color\s*:\s*var\(\s*--jp-(?:ui|content)-font-color[23]")
OUR_STYLED_FILES = ["casino_learn/display/render.py", "casino_learn/display/svg.py", "casino_learn/widgets/exercise.py",
                    "casino_learn/widgets/learner.py", "casino_learn/widgets/practice.py"]


def test_the_stylesheet_gives_text_enough_contrast() -> None:
    assert not FAINT_TEXT.search(render.STYLE)
    assert re.search(r"\.casino-muted\{color:var\(--jp-ui-font-color1", render.STYLE)


@pytest.mark.parametrize("path", OUR_STYLED_FILES)
def test_inline_styles_give_text_enough_contrast(path: str) -> None:
    text = (ROOT / path).read_text()
    assert not FAINT_TEXT.search(text), FAINT_TEXT.search(text)


def test_the_faint_text_pattern_catches_what_it_should() -> None:
    assert FAINT_TEXT.search('<span style="color: var(--jp-ui-font-color2, #666)">')
    assert FAINT_TEXT.search("color:var(--jp-content-font-color3)")
    assert not FAINT_TEXT.search("border-color:var(--jp-ui-font-color2)")  # a border, not text
    assert not FAINT_TEXT.search("color:var(--jp-ui-font-color1,#222)")


def test_practice_buttons_avoid_the_light_themes_low_contrast_green() -> None:
    pytest.importorskip("ipywidgets")
    from casino_learn.widgets.practice import PracticePage

    page = PracticePage(remembered_name=False)
    assert page.adaptive_button.button_style != "success"


def test_the_app_uses_its_template_with_a_main_landmark() -> None:
    cmd = app.voila_command()
    assert f"--template={app.TEMPLATE}" in cmd
    folder = ROOT / "casino_learn" / "app" / "share" / "voila" / "templates" / app.TEMPLATE
    assert json.loads((folder / "conf.json").read_text())["base_template"] == "lab"
    page = (folder / "index.html.j2").read_text()
    assert "<main>" in page and "</main>" in page
    frame = (folder / "page.html").read_text()  # the start page's and error pages' frame
    assert '<html lang="{{ page_language | default(\'en\') }}">' in frame and "<main>" in frame and "</main>" in frame
    env = app.voila_env({"JUPYTER_PATH": "/somewhere"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(folder.parents[2]), "/somewhere"]


@pytest.mark.parametrize("page", ["play", "practice"])
def test_app_pages_have_a_title(page: str) -> None:
    nb = json.loads((app.APP_DIR / f"{page}.ipynb").read_text())
    assert nb["metadata"]["title"].strip()  # Voilà's <title>; without it the tab says "play"


def test_parts_of_a_picture_are_labels_not_headings() -> None:
    """A fragment cannot know the page's heading levels: "Table", "Captured" … are bold labels."""
    from casino_learn import Game
    from casino_learn.display.render import position_html, state_html

    state = Game("classic", seed=1).state
    for html in (state_html(state), position_html(state)):
        assert not re.search(r"<h[1-6][ >]", html)
        assert re.match(r'<div class="casino-view [\w-]+" role="group" aria-label="[^"]+">', html)
    assert '<p class="casino-label">Captured</p>' in state_html(state)
