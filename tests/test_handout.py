"""The one-page rules handout (``casino-learn handout``, issue 13 item 6): one printed page for
each game on A4 and Letter, laid out for paper, only the restrictions of its own game, examples
the engine agrees with, and a command that writes the file."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from casino_learn.cli import main
from casino_learn.rules.cards import parse_cards
from casino_learn.rules.positions import position
from casino_learn.rules.scoring import score_deal
from casino_learn.rules.variants import get_rules
from casino_learn.texts.handout import EXAMPLES, PAPER_SIZES, default_name, handout_html, restriction_codes
from casino_learn.texts.rulebook import entry
from tests.printing import paper_width_mm, pdf_pages, print_to_pdf

CASES = [(v, p) for v in ("classic", "royal") for p in ("a4", "letter")]


def _text(page: str) -> str:
    """The words a reader sees: no style, no tags, entities decoded (SVG titles dropped too)."""
    page = re.sub(r"<(style|title)>.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_every_rule_number_shown_belongs_to_the_game(variant: str) -> None:
    text = _text(handout_html(variant))
    shown = set(re.findall(r"\bR(1[0-5]|[1-9])\b", text))
    codes = {f"R{n}" for n in shown}
    assert codes, "no rule numbers on the sheet"
    for code in codes:
        assert entry(code).applies_to(variant), f"{code} is shown on the {variant} sheet but is not a {variant} rule"
    # and every restriction of the game is there, with its short name before its number
    assert set(restriction_codes(variant)) <= codes
    assert "The one-card rule (R1)" in re.sub(r"\s+", " ", text)


def test_each_game_has_its_own_rules_and_ending() -> None:
    classic, royal = (re.sub(r"\s+", " ", _text(handout_html(v))) for v in ("classic", "royal"))
    assert restriction_codes("classic") == [f"R{i}" for i in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15)]
    assert restriction_codes("royal") == [f"R{i}" for i in range(1, 16) if i != 5]
    assert "strictly the highest" in classic and "locked" not in classic and "overtime" not in classic
    assert "score nothing in Classic" in classic
    for words in ("one item at a time", "locked", "at 18 most cards, at 19 Big Casino, at 20 Little Casino",
                  "going out", "overtime", "1 or 14"):
        assert words in royal, words
    assert "6 rounds with 2, 4 with 3, 3 with 4" in classic and "6 rounds with 2, 4 with 3, 3 with 4" in royal
    assert "dealer's left" in classic and "dealer's right" in royal


@pytest.mark.parametrize("variant, paper", CASES)
def test_laid_out_for_paper_without_background_ink(variant: str, paper: str) -> None:
    page = handout_html(variant, paper)
    assert f"@page {{ size: {PAPER_SIZES[paper]};" in page
    assert "print-color-adjust: economy" in page
    backgrounds = re.findall(r"background(?:-color)?\s*:\s*([^;}]+)", page)
    assert all(b.strip() in ("#fff", "#ffffff", "none", "transparent") for b in backgrounds), backgrounds
    assert "#256b3c" not in page  # no green felt
    widths = [float(w) for w in re.findall(r'<svg[^>]*class="casino-card[^"]*"[^>]*', page)
              for w in re.findall(r'width="([\d.]+)"', w)[:1]]
    assert widths and all(14 <= w <= 28 for w in widths), widths  # cards drawn small: 4-7 mm


def test_unknown_variant_or_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="variant"):
        handout_html("both")
    with pytest.raises(ValueError, match="paper"):
        handout_html("royal", "a3")
    assert default_name("royal", "letter") == "handout-royal-letter.html"


@pytest.mark.parametrize("variant", ["classic", "royal"])
def test_examples_are_right_by_the_engine(variant: str) -> None:
    for ex in EXAMPLES[variant]:
        state = position(variant, hand=ex.hand, table=ex.table)
        assert state.check(ex.move) == [], (ex.kind, ex.move)
        assert ex.move.kind == ex.kind
        for move, rule in ex.checks:
            broken = [v.rule for v in state.check(move)]
            assert (rule in broken) if rule else not broken, (move, broken)


def test_royal_count_out_example() -> None:
    """"You are on 17 and take most cards and Big Casino: 17 + 3 = 20, then Big Casino is lost"."""
    mine = parse_cards("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD "
                       "2C 3C 4C 5C 6C 7C")
    rest = [c for c in parse_cards(" ".join(f"{r}{s}" for s in "SHDC" for r in
                                            ("A", *map(str, range(2, 11)), "J", "Q", "K"))) if c not in mine]
    score = score_deal(get_rules("royal"), [mine, rest], [0, 0], scores_before=[17, 0])
    assert score.scores_after[0] == 20 and "locked" in _text(handout_html("royal"))


def test_cli_writes_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "sheets" / "royal.html"
    assert main(["handout", "--variant", "royal", "--paper", "letter", "--output", str(out), "--no-open"]) == 0
    assert capsys.readouterr().out.strip() == str(out.resolve())
    assert out.read_text(encoding="utf-8") == handout_html("royal", "letter")
    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path / "home"))
    assert main(["handout", "--variant", "classic", "--no-open"]) == 0
    made = tmp_path / "home" / "handout-classic-a4.html"
    assert capsys.readouterr().out.strip() == str(made.resolve()) and "Classic Casino" in made.read_text(encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["handout", "--variant", "both", "--no-open"])


# --- printed with a real browser --------------------------------------------------------------------


@pytest.mark.parametrize("variant, paper", CASES)
def test_prints_on_one_page(tmp_path: Path, variant: str, paper: str) -> None:
    page = tmp_path / default_name(variant, paper)
    page.write_text(handout_html(variant, paper), encoding="utf-8")
    pdf = print_to_pdf(page, tmp_path, "the handout")
    assert pdf_pages(pdf) == 1, f"the {variant} handout takes {pdf_pages(pdf)} pages on {paper}"
    assert abs(paper_width_mm(pdf) - {"a4": 210, "letter": 216}[paper]) < 2
