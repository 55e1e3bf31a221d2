"""Issue 15: every rule the course teaches is practised by some exercise spec, and each spec in
casino_learn.exercises.practice_map certainly practises its item: for several seeds the
generated exercise is inspected (its position, its choices as the rules engine judges them, its
answer), not just its wording. Every spec also round-trips through to_dict/restore and retry()."""

from __future__ import annotations

from typing import Any

import pytest

from casino_learn.exercises import make_exercise
from casino_learn.exercises.core import Exercise
from casino_learn.exercises.kinds.the_deal import QUESTIONS, capture_free_end
from casino_learn.exercises.kinds.which_builds import is_ace_build
from casino_learn.exercises.practice_map import ITEMS, PRACTICE_MAP, Spec
from casino_learn.exercises.registry import restore_exercise

SEEDS = range(5)
REQUIRED_ITEMS = [f"R{i}" for i in range(1, 16)] + [
    "the deal", "most cards", "most spades", "Big Casino", "Little Casino", "aces", "sweeps", "sweep cancellation",
    "leftovers", "leftovers to nobody", "partnerships", "Royal values", "Royal ace", "count-out", "overtime",
    "direction of play", "three players", "merging builds", "Royal ace raise", "Classic partners"]
CASES = [(item, spec) for item in ITEMS for spec in PRACTICE_MAP[item]]


def _broken(ex: Exercise, move: Any) -> set[str]:
    assert ex.state is not None
    return {v.rule for v in ex.state.check(move)}


def _offered(ex: Exercise) -> list[Any]:
    return [c.move for c in getattr(ex, "candidates", ())]


def _raises(ex: Exercise, owner: int, multiple: bool | None = None) -> list[Any]:
    """Offered moves that change the value of a build owned by ``owner`` (seat)."""
    assert ex.state is not None
    out = []
    for m in _offered(ex):
        for bid in m.builds:
            b = ex.state.table.build(bid)
            if b.owner == owner and m.value != b.value and (multiple is None or b.is_multiple == multiple):
                out.append(m)
    return out


def practises_rule(rule: str, ex: Exercise) -> bool:
    rules = ex.rule_set
    if ex.kind == "spot_illegal":
        bad = ex.moves[ex.data["illegal"]].move  # type: ignore[attr-defined]
        return ex.data["rules"][0] == rule and rule in _broken(ex, bad)
    if ex.kind == "card_values":  # R5: a Classic face card, which has no number
        return rule == "R5" and not rules.is_royal and any(c.is_face for c in ex.cards)
    if ex.kind == "raise_or_add" and rule in ("R10", "R12"):
        assert ex.state is not None
        me = ex.state.to_move
        raised = _raises(ex, me, multiple=False) if rule == "R12" else [
            m for s in range(ex.state.players) for m in _raises(ex, s, multiple=True)]
        return any(rule in _broken(ex, m) for m in raised)
    if ex.kind == "raise_or_add" and rule == "R13":
        assert ex.state is not None
        partner = ex.state.partner_of(ex.state.to_move)
        return any(ex.state.table.build(b).owner == partner and "R13" in _broken(ex, m) for m in _offered(ex) for b in m.builds)
    if ex.kind == "which_builds" and ex.options.get("focus") == "ace":  # R15: the Classic build of 1, of single aces
        return any(is_ace_build(m) and m.value == 1 and not _broken(ex, m) for m in _offered(ex))
    return any(rule in _broken(ex, m) for m in _offered(ex))


def practises(item: str, ex: Exercise) -> bool:
    if item.startswith("R") and item[1:].isdigit():
        return practises_rule(item, ex)
    data: dict[str, Any] = ex.data
    required = getattr(ex, "required", ())
    if item == "the deal":
        return ex.kind == "the_deal" and data["question"] in QUESTIONS and ex.check(ex.answer).correct
    score_items = {"most cards": ("most_cards",), "most spades": ("most_spades",), "Big Casino": ("big_casino",),
                   "Little Casino": ("little_casino",), "aces": ("ace_S", "ace_C", "ace_H", "ace_D")}
    if item in score_items:
        cards = {c.code for pile in ex.state.piles for c in pile} if ex.state is not None else set()
        return ex.kind == "score_deal" and all(k in required for k in score_items[item]) and len(cards) == 52
    if item == "sweeps":
        if ex.kind == "score_deal":
            return "sweeps" in required and ex.state is not None and sum(ex.state.sweeps) > 0
        return ex.kind == "sweeps_and_leftovers" and "sweep" in required and ex.move.is_capture in (True, False)  # type: ignore[attr-defined]
    if item == "sweep cancellation":
        score = ex.after.score()  # type: ignore[attr-defined]
        return "sweep_points" in required and min(score.raw_sweeps) >= 1 and sum(score.net_sweeps) < sum(score.raw_sweeps)
    if item == "leftovers":
        facts = ex.facts  # type: ignore[attr-defined]
        return facts.leftovers > 0 and facts.last_capturer is not None and data["expected"] == facts.last_capturer
    if item == "leftovers to nobody":
        facts = ex.facts  # type: ignore[attr-defined]
        end = capture_free_end(ex.rule_set, facts.players, facts.dealer)
        return (data["expected"] is None and len(end.leftovers) == 52 and end.leftovers_to is None
                and not any(end.piles) and end.last_capturer is None)
    if item == "partnerships":
        assert ex.state is not None
        if ex.kind == "raise_or_add":
            partner = ex.state.partner_of(ex.state.to_move)
            return ex.state.players == 4 and any(ex.state.table.build(b).owner == partner for m in _offered(ex) for b in m.builds)
        seats = ex.seat_piles  # type: ignore[attr-defined]
        return ex.state.players == 4 and all(seats.piles) and all(
            ex.score.counts[side][0] == len(seats.piles[side]) + len(seats.piles[side + 2]) for side in (0, 1))  # type: ignore[attr-defined]
    if item in ("Royal values", "Royal ace"):
        if not ex.rule_set.is_royal:
            return False
        if ex.kind == "card_values":
            want = (lambda c: c.rank >= 11) if item == "Royal values" else (lambda c: c.is_ace)
            return any(want(c) and str(ex.rule_set.capture_value(c)) in right
                       for c, right in zip(ex.cards, ex.right))  # type: ignore[attr-defined]
        if item == "Royal values":
            return any((m.value or 0) >= 11 and not _broken(ex, m) for m in _offered(ex))
        return any(is_ace_build(m) and m.value == 14 and not _broken(ex, m) for m in _offered(ex))
    if item == "count-out":
        score = ex.score  # type: ignore[attr-defined]
        return ex.rule_set.is_royal and not score.overtime and bool({e.note for e in score.count_log} & {"goes out", "locked"})
    if item == "direction of play":  # §2: Classic starts left of the dealer, Royal right
        return ex.kind == "the_deal" and data["question"] == "left_starts" and data["expected"] is (not ex.rule_set.is_royal)
    if item == "three players":  # A19: sweeps of two players or more cancel; A20: a tie at the top
        score = ex.score  # type: ignore[attr-defined]
        raw = score.raw_sweeps
        return (ex.state is not None and ex.state.players == 3 and sum(1 for n in raw if n) >= 2
                and sum(score.net_sweeps) < sum(raw) and any(a.side is None for a in score.awards[:2])
                and "sweeps" in required)
    if item == "overtime":
        score = ex.score  # type: ignore[attr-defined]
        return score.overtime and all(e.note == "overtime" for e in score.count_log if e.side is not None) and "result" in required
    raise AssertionError(f"no check for {item!r}")


def test_every_taught_item_has_specs() -> None:
    assert set(REQUIRED_ITEMS) <= set(ITEMS)
    from casino_learn.course.coverage import stages_for

    assert all(PRACTICE_MAP[item] or stages_for(item) for item in ITEMS), "an item with no spec needs a stage"
    assert all(isinstance(spec, Spec) and 1 <= spec.difficulty <= 3 for specs in PRACTICE_MAP.values() for spec in specs)


@pytest.mark.parametrize(("item", "spec"), CASES, ids=[f"{i}-{s.kind}-{s.variant}-{s.difficulty}-{s.options}" for i, s in CASES])
def test_the_spec_certainly_practises_the_item(item: str, spec: Spec) -> None:
    for seed in SEEDS:
        ex = make_exercise(spec.kind, seed, spec.variant, spec.difficulty, **spec.options)
        assert practises(item, ex), (item, spec, seed, ex.prompt)
        assert ex.check(ex.answer).correct, (spec, seed)
        again = restore_exercise(ex.to_dict())
        fresh = ex.retry()
        for other in (again, fresh):
            assert (other.prompt, other.answer, other.choices, other.hints, other.options) == (
                ex.prompt, ex.answer, ex.choices, ex.hints, dict(spec.options))
        for answer in ("", "banana", "yes", "no", "none", "A C", "4", "You", "1 0", "no; You 1, Opponent 0", 0, None):
            result = fresh.check(answer)
            assert not result.fault, (spec, seed, answer)


@pytest.mark.parametrize(("item", "spec"), [
    ("R12", Spec("raise_or_add", "royal", 1)), ("R12", Spec("raise_or_add", "classic", 2)),
    ("R5", Spec("card_values", "royal", 3)), ("R9", Spec("spot_illegal", "classic", 2, {"rule": "R7"})),
    ("sweep cancellation", Spec("sweeps_and_leftovers", "royal", 2)), ("overtime", Spec("royal_count_out", "royal", 1)),
    ("partnerships", Spec("raise_or_add", "royal", 2)), ("Royal ace", Spec("which_builds", "classic", 2, {"focus": "ace"})),
    ("R15", Spec("which_builds", "royal", 1, {"focus": "ace"})), ("count-out", Spec("royal_count_out", "royal", 3, {"overtime": True})),
])
def test_the_checks_tell_a_spec_that_does_not_practise_the_item(item: str, spec: Spec) -> None:
    made = [make_exercise(spec.kind, seed, spec.variant, spec.difficulty, **spec.options) for seed in SEEDS]
    assert not all(practises(item, ex) for ex in made), (item, spec)


def test_options_are_refused_where_the_rule_cannot_happen() -> None:
    for kind, variant, options in (("the_deal", "royal", {"question": "no_capture"}), ("spot_illegal", "classic", {"rule": "R12"}),
                                   ("spot_illegal", "royal", {"rule": "R5"}), ("which_builds", "classic", {"focus": "high"}),
                                   ("sweeps_and_leftovers", "classic", {"case": "cancel"}),
                                   ("royal_count_out", "classic", {"overtime": True})):
        with pytest.raises(ValueError):
            make_exercise(kind, 1, variant, 2, **options)
    for kind in ("which_builds", "raise_or_add", "spot_illegal", "score_deal", "royal_count_out", "sweeps_and_leftovers", "the_deal"):
        with pytest.raises(TypeError):
            make_exercise(kind, 1, "royal", 2, nonsense=True)
