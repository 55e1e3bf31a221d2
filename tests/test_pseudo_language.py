"""A pseudo-language added as folders only (issue 21 item 5): every catalog message marked ⟦…⟧ and 40%
longer (placeholders kept), in a temporary locale folder the kit finds by itself. Under it, every page,
widget, exercise kind (both games, wrong and right answers, keys), the coach, worksheets, handout, rules
page and the classroom and teacher pages are rendered: visible text that is not marked is a leak (an
English word no catalog carries), and a widget whose fixed width cannot hold its longer label breaks.

Visible text = the text of the page without tags, styles and scripts, card symbols and codes, build ids,
numbers, rule codes (R9, §12.2), punctuation, single letters (choice letters) and the data a user typed
(learners' names). Each leak is listed with the words around it.
"""

from __future__ import annotations

import html
import json
import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import casino_learn as cl
from casino_learn import i18n

PSEUDO = "qx"
#: A wrong answer typed in every exercise (what the learner typed may be shown back: it is data).
TYPED = "R1 A 1 none"
OPEN, CLOSE = "⟦", "⟧"
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def mark(message: str) -> str:
    """``"You own {build}"`` -> ``"⟦You own {build}·······⟧"``: marked, 40% longer, placeholders kept."""
    if not message:
        return message
    return OPEN + message + "·" * math.ceil(0.4 * len(message)) + CLOSE


def write_pseudo_language(folder: Path) -> Path:
    """``folder/qx/``: a compiled catalog of every message of the template, marked, and its language.json."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with (i18n.LOCALE_DIR / "casino_learn.pot").open("rb") as f:
        catalog = read_po(f, locale="es")  # any locale with two plural forms; the messages are what count
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            message.string = (mark(message.id[0]),) + (mark(message.id[1]),) * (catalog.num_plurals - 1)
        else:
            message.string = mark(message.id)
    target = folder / PSEUDO / "LC_MESSAGES"
    target.mkdir(parents=True)
    with (target / "casino_learn.mo").open("wb") as f:
        write_mo(f, catalog)
    english = json.loads((i18n.LOCALE_DIR / "en" / "lexicon.json").read_text(encoding="utf-8"))
    (folder / PSEUDO / "lexicon.json").write_text(json.dumps(_marked_words(english), ensure_ascii=False), encoding="utf-8")
    (folder / PSEUDO / "language.json").write_text(json.dumps({"name": mark("Pseudo"), "jupyterlab_locale": "en_US"}),
                                                    encoding="utf-8")
    return folder / PSEUDO


def _marked_words(value: Any, key: str = "") -> Any:
    """The English lexicon with every word marked (what a pseudo-language learner types), letters kept."""
    if isinstance(value, dict):
        keep = key in ("suit_letters",)
        words = key in ("ranks", "rank_plurals", "suits", "numbers", "ordinals")
        return {(f"{OPEN}{k}{CLOSE}" if words and not keep else k): _marked_words(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [f"{OPEN}{w}{CLOSE}" if isinstance(w, str) and key not in ("number_joiners",) else w for w in value]
    return value


@pytest.fixture(scope="module")
def pseudo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("locale")
    write_pseudo_language(folder)
    i18n.LOCALE_DIRS.insert(0, folder)
    i18n.refresh_languages()
    cl.set_language(PSEUDO)
    try:
        yield folder
    finally:
        cl.set_language(None)
        i18n.LOCALE_DIRS.remove(folder)
        i18n.refresh_languages()


# --- what is visible -----------------------------------------------------------------------------------------
_HIDDEN = re.compile(r"<(style|script)\b.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_MARKED = re.compile(OPEN + "[^" + OPEN + CLOSE + "]*" + CLOSE)
_NOT_WORDS = [
    re.compile(r"\b(?:10|[2-9AJQKT])[SHDC]\b"),  # card codes
    re.compile(r"\bB\d+\b"),  # build ids
    re.compile(r"\bR\d+\b|§\s?\d+(?:\.\d+)*"),  # rule codes
    re.compile(r"[♠♥♦♣♤♡♢♧]"),
]


def visible_words(page: str, data: tuple[str, ...] = ()) -> list[str]:
    """The words of ``page`` (HTML or text) that are not marked: each with the text around it."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", _HIDDEN.sub(" ", page)))
    while True:  # marked texts may hold marked texts: remove the innermost first
        shorter = _MARKED.sub(" ", text)
        if shorter == text:
            break
        text = shorter
    # A marked text shortened for a tooltip or a table cell ("⟦A build with one gro…") lost its end mark.
    text = re.sub(OPEN + "[^" + OPEN + CLOSE + "]*", " ", text)
    for word in data:
        text = text.replace(word, " ")
    for pattern in _NOT_WORDS:
        text = pattern.sub(" ", text)
    leaks = []
    for m in re.finditer(r"[^\W\d_]{2,}", text):
        leaks.append(m.group(0) + "  «" + " ".join(text[max(0, m.start() - 25):m.end() + 25].split()) + "»")
    return leaks


def widget_texts(widget: Any) -> Iterator[str]:
    """Every text a widget tree shows: values of HTML/Label widgets, descriptions, placeholders,
    tooltips, dropdown labels, the card table's labels, headings and words."""
    import ipywidgets as widgets

    seen: set[int] = set()

    def walk(w: Any) -> Iterator[str]:
        if id(w) in seen:
            return
        seen.add(id(w))
        view = getattr(w, "view", None) or getattr(w, "widget", None)
        if view is not None and not isinstance(w, widgets.Widget):
            yield from walk(view)
            return
        if not isinstance(w, widgets.Widget):
            return
        if isinstance(w, widgets.Image):
            return
        for name in ("description", "placeholder", "tooltip", "announce", "key_help"):
            value = getattr(w, name, None)
            if isinstance(value, str) and value:
                yield value
        value = getattr(w, "value", None)
        if isinstance(value, str) and isinstance(w, (widgets.HTML, widgets.Label, widgets.HTMLMath, widgets.Textarea)):
            yield value
        if isinstance(w, (widgets.Dropdown, widgets.ToggleButtons, widgets.RadioButtons, widgets.Select, widgets.SelectMultiple)):
            yield from (str(label) for label in getattr(w, "_options_labels", ()))
        items = getattr(w, "items", None)
        if isinstance(items, list):
            for item in items:
                if isinstance(item, dict):
                    yield from (str(item.get(k)) for k in ("label", "svg", "title") if item.get(k))
        for name in ("headings", "words", "actions"):
            found = getattr(w, name, None)
            if isinstance(found, dict):
                yield from (str(v) for v in found.values() if isinstance(v, str))
        for child in getattr(w, "children", ()) or ():
            yield from walk(child)

    yield from walk(widget)


# --- layout: a longer label still fits ------------------------------------------------------------------------
_CHAR_PX = 7.5  # an average character of the widgets' 13px font
_LABEL_PX = 80  # ipywidgets' default description width
_BUTTON_PX = 148  # ipywidgets' default button width (--jp-widgets-inline-width-short)


def layout_problems(widget: Any) -> list[str]:
    """Widgets whose fixed pixel width cannot hold their (longer) text, or whose description is cut at
    ipywidgets' fixed description width."""
    import ipywidgets as widgets

    problems = []
    seen: set[int] = set()

    def px(value: Any) -> float | None:
        m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)px\s*", str(value or ""))
        return float(m.group(1)) if m else None

    def walk(w: Any) -> None:
        if id(w) in seen:
            return
        seen.add(id(w))
        view = getattr(w, "view", None) or getattr(w, "widget", None)
        if view is not None and not isinstance(w, widgets.Widget):
            walk(view)
            return
        if not isinstance(w, widgets.Widget):
            return
        width = px(getattr(getattr(w, "layout", None), "width", None))
        description = getattr(w, "description", "") or ""
        if isinstance(w, widgets.ButtonStyle) or not isinstance(description, str):
            description = ""
        if isinstance(w, (widgets.Button, widgets.ToggleButton)):
            if width is None and not getattr(getattr(w, "layout", None), "width", None):
                width = _BUTTON_PX  # ipywidgets' default button width
            if width is not None and len(description) * _CHAR_PX + 24 + (16 if getattr(w, "icon", "") else 0) > width:
                problems.append(f"{type(w).__name__} {description!r} in {width:.0f}px")
        elif description and OPEN in description and not isinstance(w, widgets.Checkbox):  # a checkbox's label is beside it
            label = getattr(getattr(w, "style", None), "description_width", "") or ""
            if label != "initial" and len(description) * _CHAR_PX > (px(label) or _LABEL_PX):
                problems.append(f"{type(w).__name__} description {description!r} cut at {px(label) or _LABEL_PX:.0f}px")
        placeholder = getattr(w, "placeholder", "") or ""
        if width is not None and isinstance(placeholder, str) and len(placeholder) * _CHAR_PX > width:
            problems.append(f"{type(w).__name__} placeholder {placeholder!r} in {width:.0f}px")
        for child in getattr(w, "children", ()) or ():
            walk(child)

    walk(widget)
    return problems


# --- the surfaces -----------------------------------------------------------------------------------------------
def _exercise_texts(kind: str, variant: str, level: int) -> list[str]:
    from casino_learn.exercises import make_exercise

    with cl.language("en"):
        english = make_exercise(kind, 3, variant, level)
        key = english.answer
    ex = make_exercise(kind, 3, variant, level)
    texts = [ex.prompt, ex.answer_format, *ex.hints, ex.key_text(), ex.solution(), ex.explanation()]
    wrong = ex.retry().check(TYPED)
    texts += [wrong.feedback.replace(TYPED, " "), *wrong.details]
    right = ex.retry().check(key)
    assert right.correct or not right.counted, (kind, key, right.feedback)
    texts += [right.feedback, *right.details]
    return texts


def _kinds() -> list[tuple[str, str, int]]:
    from casino_learn.exercises import EXERCISE_KINDS

    found = []
    for kind in EXERCISE_KINDS:
        for variant in ("classic", "royal"):
            for level in (1, 3):
                found.append((kind, variant, level))
    return found


def _check(surface: str, texts: list[str], data: tuple[str, ...] = ()) -> None:
    leaks = sorted({leak for text in texts for leak in visible_words(text, data)})
    assert not leaks, f"{surface}: {len(leaks)} unmarked words, e.g.\n" + "\n".join(f"  {w}" for w in leaks[:25])


def test_the_check_finds_an_english_word() -> None:
    """The check itself: a marked text passes, an English word beside it is found, data and codes are not words."""
    assert visible_words("<p>⟦Vale ⟦Tú⟧ 7··⟧ R9 §12.2 10♦ 7C B1 (A)</p>") == []
    assert [w.split()[0] for w in visible_words("<b>⟦Sí⟧</b> points <style>p{color:red}</style>")] == ["points"]
    assert visible_words("Ana: ⟦gana⟧", data=("Ana",)) == []


@pytest.mark.parametrize(("kind", "variant", "level"), _kinds())
def test_exercises_are_marked(pseudo: Path, kind: str, variant: str, level: int) -> None:
    if kind == "royal_count_out" and variant == "classic":
        pytest.skip("a Royal-only kind")
    try:
        texts = _exercise_texts(kind, variant, level)
    except ValueError as error:  # a kind that has no such level or game says so
        pytest.skip(str(error))
    _check(f"exercise {kind} {variant} {level}", texts)


@pytest.mark.parametrize("topic", ["capturing", "building", "trailing", "scoring", "strategy", "royal"])
def test_worksheets_and_keys_are_marked(pseudo: Path, tmp_path: Path, topic: str) -> None:
    from casino_learn.exercises.worksheet import write_worksheet

    variant = "royal" if topic == "royal" else "classic"
    sheet, key = write_worksheet(topic, 4, 5, variant, tmp_path)
    _check(f"worksheet {topic}", [sheet.read_text(encoding="utf-8"), key.read_text(encoding="utf-8")])


@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_handout_is_marked(pseudo: Path, variant: str) -> None:
    from casino_learn.texts.handout import handout_html

    _check(f"handout {variant}", [handout_html(variant)])


def test_rules_page_and_glossary_are_marked(pseudo: Path) -> None:
    from casino_learn.texts.glossary import glossary_html
    from casino_learn.texts.rules_page import rules_html

    _check("rules page", [rules_html(), glossary_html()])


def test_classroom_and_teacher_pages_are_marked(pseudo: Path, tmp_path: Path) -> None:
    from casino_learn.classroom import server
    from casino_learn.classroom.roster import ClassRoom
    from casino_learn.classroom.sheets import join_sheet_html
    from casino_learn.classroom.teacher import teacher_view_html

    room, codes = ClassRoom.create("7A", ["Ana", "Luis"], home=tmp_path)
    pages = [server.start_page_html(class_name="7A", message=""), server.start_page_html(class_name=None),
             teacher_view_html(room, now=0), join_sheet_html(room, codes, "http://192.168.1.20:8866/")]
    _check("classroom pages", pages, data=("Ana", "Luis", "7A", "http", *codes.values()))


def test_position_pictures_are_marked(pseudo: Path) -> None:
    from casino_learn.display import render

    state = cl.position("classic", hand="8H 3C", table="AC 8D")
    _check("pictures", [render.position_html(state), render.card_svg("QS"), render.card_svg(None)])


def test_move_builder_is_marked_and_fits(pseudo: Path) -> None:
    from casino_learn.widgets import MoveBuilder

    b = MoveBuilder(cl.position("classic", hand="8H 3C", table="AC 8D 5S"))
    b.select("8H").select("8D")
    b.play()
    _check("move builder", list(widget_texts(b)))
    assert not layout_problems(b)


@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_game_table_and_coach_are_marked_and_fit(pseudo: Path, variant: str) -> None:
    from casino_learn.widgets import GameTable

    t = GameTable(variant, players=2, level="beginner", seed=3, one_deal=True)
    texts = list(widget_texts(t)) + [t.coach()]
    t.play_deal()
    texts += list(widget_texts(t))
    _check(f"game table {variant}", texts)
    assert not layout_problems(t), layout_problems(t)


@pytest.mark.parametrize("kind", ["find_captures", "best_move", "score_deal", "the_deal"])
def test_exercise_widget_is_marked_and_fits(pseudo: Path, kind: str) -> None:
    from casino_learn.widgets.exercise import ExerciseWidget

    w = ExerciseWidget(kind, seed=3, variant="classic", difficulty=2, progress=None)
    w.check("")
    w.check(TYPED)
    _check(f"exercise widget {kind}", list(widget_texts(w)), data=(TYPED,))
    assert not layout_problems(w), layout_problems(w)


def test_practice_page_and_learner_card_are_marked_and_fit(pseudo: Path, tmp_path: Path) -> None:
    from casino_learn.widgets.learner import LearnerCard, my_progress_html
    from casino_learn.widgets.practice import PracticePage

    page = PracticePage(home=tmp_path)
    page.start(name="Ana", kind="find_captures")
    card = LearnerCard(home=tmp_path)
    _check("practice page", list(widget_texts(page)) + list(widget_texts(card)) + [my_progress_html(tmp_path)], data=("Ana",))
    assert not layout_problems(page) and not layout_problems(card), layout_problems(page) + layout_problems(card)


def _stage_names() -> list[str]:
    from casino_learn.course import STAGES

    return list(STAGES)


def test_classroom_app_pages_are_marked_and_fit(pseudo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from casino_learn.classroom.page import play_page, practice_page

    monkeypatch.delenv("CASINO_LEARN_CLASS", raising=False)
    for page in (play_page(""), practice_page("")):
        _check("classroom app page", list(widget_texts(page)))
        assert not layout_problems(page), layout_problems(page)


@pytest.mark.parametrize("name", _stage_names())
def test_stage_widget_is_marked_and_fits(pseudo: Path, name: str) -> None:
    from casino_learn.widgets.stage import StageWidget

    s = StageWidget(name, progress=None)
    texts = list(widget_texts(s))
    task = s.tasks[0]
    task.hint() if hasattr(task, "hint") else None
    task.show_solution() if hasattr(task, "show_solution") else None
    texts += list(widget_texts(s))
    _check(f"stage {name}", texts)
    assert not layout_problems(s), layout_problems(s)


def test_the_pseudo_language_is_found_from_its_folder(pseudo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Adding a language is adding a folder: no list in the code names it (the CLI, the hub's classes)."""
    from casino_learn import cli
    from casino_learn.hub.classes import default_url

    assert PSEUDO in i18n.LANGUAGES and i18n.LANGUAGES[PSEUDO] == mark("Pseudo")
    assert cl.get_language() == PSEUDO and i18n._("Classic") == mark("Classic")
    seen: dict[str, str] = {}

    def fake_run(args: Any) -> int:
        seen["lang"] = args.lang
        return 0

    monkeypatch.setattr(cli, "_run", fake_run)
    assert cli.main(["rules", "--lang", PSEUDO]) == 0 and seen["lang"] == PSEUDO
    assert f"/{PSEUDO}/00_start_here" in default_url("course", PSEUDO)


def test_no_text_container_has_a_fixed_pixel_width() -> None:
    """Statically: no style sheet or inline style of the kit gives a fixed pixel width to something that holds
    words (a translation is longer); a badge whose content is a symbol may have one."""
    package = Path(cl.__file__).resolve().parent
    problems = []
    for path in [*package.rglob("*.css"), *package.rglob("*.py"), *package.rglob("*.js")]:
        text = path.read_text(encoding="utf-8")
        for rule in re.finditer(r"([^{}]*)\{([^{}]*)\}", text):
            body = rule.group(2)
            if not re.search(r"(?<![-\w])width\s*:\s*\d+(?:\.\d+)?px", body):
                continue
            symbol = re.search(r"content\s*:\s*[\"']([^\"']*)[\"']", body)
            if symbol and not re.search(r"[^\W\d_]", symbol.group(1)):
                continue  # a badge showing a symbol such as ✓
            problems.append(f"{path.relative_to(package)}: {rule.group(1).strip()[-60:]} {{{body.strip()[:80]}}}")
        for m in re.finditer(r"style=[\"'][^\"']*(?<![-\w])width\s*:\s*\d+px", text):
            problems.append(f"{path.relative_to(package)}: {m.group(0)[:80]}")
    assert not problems, "\n".join(problems)
