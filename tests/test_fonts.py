"""Hangul on paper and in charts: the fonts a language names, and a visible fallback without them (issue 25)."""

from __future__ import annotations

import warnings

import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")

from casino_learn.display import fonts, plots  # noqa: E402
from casino_learn.i18n import language  # noqa: E402


def test_korean_names_its_fonts_and_spanish_needs_none() -> None:
    assert fonts.families("ko")[:2] == ("NanumGothic", "Noto Sans CJK KR")
    assert "NanumGothic" in fonts.css_rule("ko") and fonts.css_rule("es") == "" and fonts.families("es") == ()
    assert fonts.chart_font("es") is True and fonts.missing_note("es") is None


def test_worksheets_and_handouts_put_the_fonts_first(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from casino_learn.exercises.worksheet import write_worksheet
    from casino_learn.texts.handout import handout_html

    with language("ko"):
        written = write_worksheet("capturing", 2, 1, "classic", out_dir=tmp_path)
        pages = [p.read_text(encoding="utf-8") for p in tmp_path.glob("*.html")]
        assert written and pages and all("'NanumGothic'" in page for page in pages)
        assert "'NanumGothic'" in handout_html("classic")
    with language("es"):
        assert "NanumGothic" not in handout_html("classic")


def _chart_texts(ax) -> list[str]:  # type: ignore[no-untyped-def]
    return [t.get_text() for t in ax.figure.findobj(matplotlib.text.Text) if t.get_text()]


def test_without_a_hangul_font_a_korean_chart_is_drawn_in_english_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fonts, "_system_families", lambda: frozenset({"dejavu sans"}))
    plots._WARNED.clear()
    with language("ko"), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ax = plots.sweep_bars({0: 5, 1: 3}, title="한 판에 싹쓸이는 몇 번?")
    texts = _chart_texts(ax)
    assert texts and not any("\uac00" <= c <= "\ud7a3" for t in texts for c in t), texts  # no hangul to draw as boxes
    assert any("fonts-nanum" in str(w.message) and "한글 글꼴" in str(w.message) for w in caught)


def test_with_a_hangul_font_a_korean_chart_draws_hangul() -> None:
    if fonts.installed_family("ko") is None:
        pytest.skip("no hangul font on this computer (install fonts-nanum or fonts-noto-cjk)")
    with language("ko"), warnings.catch_warnings():
        warnings.simplefilter("error")  # matplotlib warns "Glyph ... missing from font(s)"
        ax = plots.sweep_bars({0: 5, 1: 3})
        ax.figure.canvas.draw()
    assert any("\uac00" <= c <= "\ud7a3" for t in _chart_texts(ax) for c in t)


def test_a_bold_korean_title_draws_without_an_alarming_log_line(caplog: pytest.LogCaptureFixture) -> None:
    """A Korean reader saw "findfont: Failed to find font weight bold for NanumGothic, now using 600." in red
    under lesson 05's chart: the 600 face is the font's bold, so the line is not shown."""
    if fonts.installed_family("ko") is None:
        pytest.skip("no hangul font on this computer (install fonts-nanum or fonts-noto-cjk)")
    import matplotlib.pyplot as plt
    from matplotlib import font_manager

    cached = getattr(font_manager.fontManager, "_findfont_cached", None)
    if cached is not None:
        cached.cache_clear()  # matplotlib warns once per font it looks up: look it up afresh
    with language("ko"):
        assert fonts.chart_font("ko")
        figure, ax = plt.subplots()
        ax.set_title("점수", fontweight="bold")
        with caplog.at_level("WARNING", logger="matplotlib.font_manager"):
            figure.canvas.draw()
        plt.close(figure)
    assert not [r for r in caplog.records if "Failed to find font weight" in r.getMessage()]


def test_korean_join_cards_put_the_fonts_first(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from casino_learn.classroom import ClassRoom, join_sheet_html

    room, codes = ClassRoom.create("7A", ["지민", "서연"], home=tmp_path)
    with language("ko"):
        page = join_sheet_html(room, codes, "http://192.168.1.20:8866/")
    assert "지민" in page and "'NanumGothic'" in page
    with language("es"):
        assert "NanumGothic" not in join_sheet_html(room, codes, "http://192.168.1.20:8866/")
