"""Clicks instead of formats (issue 23): the score sheet and the count-out as forms to click, the
rule as buttons; a typed answer is still read, and never needed."""

from __future__ import annotations

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.core import FormField
from casino_learn.widgets.exercise import ExerciseWidget

SCORE_KEYS = {"cards": "cards", "spades": "spades", "most cards": "most_cards", "most spades": "most_spades",
              "big casino": "big_casino", "little casino": "little_casino", "ace of spades": "ace_S",
              "ace of clubs": "ace_C", "ace of hearts": "ace_H", "ace of diamonds": "ace_D", "sweeps": "sweeps",
              "points": "points"}


def _fill_from_key(w: ExerciseWidget) -> None:
    """Fill the score sheet from the exercise's own answer key, by clicks only."""
    for part in w.exercise.answer.split("; "):
        label, value = part.split(": ")
        key = SCORE_KEYS[label]
        if key in ("cards", "spades", "sweeps", "points"):
            w.fill(key, [int(x.split()[-1]) for x in value.split(", ")])
        else:
            w.fill(key, "nobody" if value == "none" else value)


@pytest.mark.parametrize(("variant", "difficulty", "seed"), [("classic", 1, 1), ("royal", 2, 3), ("classic", 2, 4), ("royal", 3, 2)])
def test_the_score_sheet_clicked_from_the_key_is_right(variant: str, difficulty: int, seed: int) -> None:
    w = ExerciseWidget("score_deal", seed=seed, variant=variant, difficulty=difficulty, progress=None)
    fields = w.exercise.form()
    assert [f.key for f in fields] == w.exercise.required
    assert all(f.kind == "numbers" or ("nobody", None) in f.options for f in fields)
    assert w.text.value == "" and "form" in w.form_note.value
    _fill_from_key(w)
    result = w.check()
    assert result.correct, result.feedback
    assert "Spades: " in w.checked_answer.value and "{" not in w.checked_answer.value
    assert "cards" not in w.exercise.required  # the deal's text and picture give the counts (trial 25)


def test_a_wrong_click_is_explained_by_item_and_one_empty_line_is_missing() -> None:
    w = ExerciseWidget("score_deal", seed=3, variant="royal", difficulty=2, progress=None)
    _fill_from_key(w)
    right = w.exercise.score.awards[0].side
    w.fill("most_cards", w.exercise.names.names[1 - right] if right is not None else "You")
    result = w.check()
    assert not result.correct and "Most cards" not in result.feedback and "§11.1" in " ".join(result.details)
    w.fill("most_cards", w.exercise.names.name(right, "nobody") if right is not None else "nobody")
    w.form_controls["points"][0].value = ""  # a line left half empty is not given
    result = w.check()
    assert not result.correct and "Points" not in result.feedback and "Spades" in result.feedback


def test_typing_still_works_and_wins_over_nothing_clicked() -> None:
    w = ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=1, progress=None)
    assert w.answer(w.exercise.answer).correct


def test_nothing_filled_asks_for_an_answer() -> None:
    w = ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=1, progress=None)
    result = w.check()
    assert not result.counted and "click" in w.feedback.value


@pytest.mark.parametrize(("variant", "difficulty", "seed"), [("royal", 3, 3), ("royal", 2, 1), ("classic", 1, 2), ("royal", 1, 4)])
def test_the_count_out_by_clicking(variant: str, difficulty: int, seed: int) -> None:
    w = ExerciseWidget("royal_count_out", seed=seed, variant=variant, difficulty=difficulty, progress=None)
    ex = w.exercise
    by_key = {p.key: p for p in ex.parts}
    for field in ex.form():
        part = by_key[field.key]
        if field.key == "scores":
            w.fill("scores", part.expected)
        elif field.key == "result":
            w.fill("result", next(shown for shown, value in field.options if value == ex.result))
        elif field.key == "out":
            w.fill("out", [ex.names.names[s] for s in sorted(part.expected)] or ["nobody"])
        else:
            w.fill("lost", [shown for shown, value in field.options if value in part.expected] or ["none"])
    result = w.check()
    assert result.correct, (ex.answer, result.feedback)


def test_none_is_on_its_own_in_a_many_line() -> None:
    w = ExerciseWidget("royal_count_out", seed=3, variant="royal", difficulty=3, progress=None)
    w.fill("lost", ["Most cards"])
    w.fill("lost", ["Most cards", "none"])
    toggles = {t.description: t.value for t in w.form_controls["lost"]}
    assert toggles["none"] and not toggles["Most cards"]


def test_kinds_answered_otherwise_have_no_form() -> None:
    assert make_exercise("find_captures", 1, "classic", 1).form() == ()
    with pytest.raises(ValueError):
        FormField("x", "X", "slider")


def test_the_rule_by_buttons() -> None:
    w = ExerciseWidget("spot_illegal", seed=3, variant="classic", difficulty=1, progress=None)
    assert w.rule_box.layout.display is None and w.rule_picker.layout.display == "none"
    letter, rule = w.exercise.answer.split()
    w.choose(letter)
    w.click_rule(rule)
    assert w.rule_picker.value == rule and sum(b.value for b in w.rule_buttons) == 1
    other = next(c for c in w._rule_codes() if c != rule)
    w.click_rule(other)
    assert w.rule_picker.value == other and sum(b.value for b in w.rule_buttons) == 1
    w.click_rule(rule)
    assert w.check().correct
    w.rule_picker.value = other  # the menu and the buttons say the same
    assert [b.value for b in w.rule_buttons].index(True) == w._rule_codes().index(other)


def test_the_form_in_spanish() -> None:
    import casino_learn as cl

    with cl.language("es"):
        w = ExerciseWidget("score_deal", seed=3, variant="royal", difficulty=2, progress=None)
        assert "formulario" in w.form_note.value
        field = next(f for f in w.form_fields if f.key == "most_cards")
        assert ("nadie", None) in field.options and field.label != "Most cards"


def test_the_answer_echo_is_never_cut_mid_word() -> None:
    # issue 23 trial: "Your answer (try 2): Cards: You 26, … Ace of clubs: You; Ace of hea"
    from casino_learn.widgets.exercise import _whole_words
    line = "; ".join(f"Item {i}: You" for i in range(60))  # a long score-sheet answer
    assert len(line) > 200 and _whole_words(line[:500]) == line[:500]  # as long as a whole score sheet: whole
    cut = _whole_words(line * 3)
    assert cut.endswith("…") and (line * 3).startswith(cut[:-1]) and (line * 3)[len(cut) - 1] == " "


@pytest.mark.parametrize(("variant", "difficulty", "seed", "options"), [
    ("classic", 1, 3, {}), ("classic", 2, 3, {}), ("classic", 3, 3, {}), ("classic", 3, 5, {}),
    ("royal", 2, 3, {"case": "cancel"}), ("royal", 2, 6, {"case": "cancel"})])
def test_sweeps_and_leftovers_is_clicked_not_typed(variant: str, difficulty: int, seed: int, options: dict) -> None:
    """Trial 11 had to type "no; You 0, Opponent 5" in lessons 05 and 06, and "no, nobody gets points" was refused."""
    w = ExerciseWidget("sweeps_and_leftovers", seed=seed, variant=variant, difficulty=difficulty, progress=None, **options)
    ex = w.exercise
    assert [f.key for f in ex.form()] == ex.required and w.text.value == ""
    parts = {p.key: p for p in ex.parts}
    w.fill("sweep", "yes" if parts["sweep"].expected else "no")
    if "leftovers" in parts:
        w.fill("leftovers", ex.names.name(parts["leftovers"].expected, "nobody"))
    if "cards" in parts:
        w.fill("cards", sorted(c.symbol for c in parts["cards"].expected) or ["none"])
    if "sweep_points" in parts:
        w.fill("sweep_points", parts["sweep_points"].expected)
    result = w.check()
    assert result.correct, (result.feedback, ex.answer)
    w.fill("sweep", "no" if parts["sweep"].expected else "yes")  # one wrong click: not right, and said which line
    assert not w.check().correct
