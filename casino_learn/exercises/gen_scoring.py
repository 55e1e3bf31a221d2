"""Scoring exercises: ``score_deal`` (§11.1, §10) and ``royal_count_out`` (Royal §12.2-§12.3;
in Classic the end of game of §11.2). Every right answer comes from :func:`score_deal`."""

from __future__ import annotations

import random
from typing import Any

from ..cards import format_cards, full_deck
from ..scoring import ITEM_NAMES, ITEMS, DealScore
from ..scoring import score_deal as engine_score
from ..state import GameState, rounds_per_deal, sides_count
from ..table import Table
from ..variants import RuleSet
from .answers import parse_fields
from .core import AnswerError, ClosureExercise, Exercise, count_words
from .sheets import Part, format_sides, grade_parts, item_codes, read_items, read_side, read_sides

__all__ = ["finished_deal", "royal_count_out", "score_deal"]

_LABELS = {"cards": "cards", "spades": "spades", "most_cards": "most cards", "most_spades": "most spades",
           "big_casino": "big casino", "little_casino": "little casino", "ace_S": "AS", "ace_C": "AC", "ace_H": "AH",
           "ace_D": "AD", "sweeps": "sweeps", "points": "points"}
_ITEM_CARD = {"big_casino": "10♦", "little_casino": "2♠", "ace_S": "A♠", "ace_C": "A♣", "ace_H": "A♥", "ace_D": "A♦"}


def finished_deal(rules: RuleSet, rng: random.Random, players: int, sizes: list[int], sweeps: list[int]) -> GameState:
    """A finished deal whose side piles have the given sizes (all 52 cards, leftovers included)."""
    deck = list(full_deck())
    rng.shuffle(deck)
    piles, at = [], 0
    for n in sizes:
        piles.append(tuple(sorted(deck[at:at + n])))
        at += n
    dealer = rng.randrange(players)
    return GameState(rules, players, dealer, (dealer + 1) % players, ((),) * players, Table(), (), tuple(piles),
                     tuple(sweeps), last_capturer=dealer, round=rounds_per_deal(players), deal_over=True)


def _split(rng: random.Random, sides: int, spread: int) -> list[int]:
    base = [52 // sides] * sides
    base[0] += 52 - sum(base)
    for _ in range(spread):
        a, b = rng.sample(range(sides), 2)
        base[a] += 1
        base[b] -= 1
    return base


def _side_name(state: GameState, side: int) -> str:
    seats = state.seats_of_side(side)
    return f"side {side}" + (f" (seats {'+'.join(map(str, seats))})" if len(seats) > 1 else "")


def _piles_text(state: GameState, score: DealScore | None = None) -> str:
    lines = []
    for side, pile in enumerate(state.piles):
        spades = sum(1 for c in pile if c.is_spade)
        sweep = f", {count_words(state.sweeps[side], 'sweep')}" if state.rules.sweeps_enabled else ""
        lines.append(f"{_side_name(state, side).capitalize()} took {len(pile)} cards{sweep}: {format_cards(pile, symbols=True)}"
                     + (f"  [{spades} spades]" if score is not None else ""))
    return "\n".join(lines)


def _points_why(score: DealScore, side: int) -> str:
    bits = [f"{a.points} ({ITEM_NAMES[a.item]})" for a in score.awards if a.side == side and a.points]
    if score.net_sweeps[side] and score.rules.sweeps_enabled:
        bits.append(f"{score.net_sweeps[side]} (sweeps)")
    return f"side {side}: " + (" + ".join(bits) or "0") + f" = {score.deal_points[side]}"


def _sheet_parts(state: GameState, score: DealScore) -> list[Part]:
    n = state.sides
    counts = [c for c, _ in score.counts]
    spades = [s for _, s in score.counts]
    parts = [
        Part("cards", "Cards", counts, "Count each pile: " + ", ".join(f"side {i} has {c}" for i, c in enumerate(counts)) + ".", format_sides(counts),
             "Count the cards in each pile again, leftovers included."),
        Part("spades", "Spades", spades, "Count the ♠ in each pile: " + ", ".join(f"side {i} has {s}" for i, s in enumerate(spades)) + ".", format_sides(spades),
             "Count the ♠ in each pile again."),
    ]
    for a in score.awards:
        if a.item in ("cards", "spades"):
            values = counts if a.item == "cards" else spades
            why = (f"Side {a.side} has strictly the most ({max(values)})." if a.side is not None
                   else f"The top is tied at {max(values)}, so nobody scores it (§11.1).")
        else:
            why = f"{_ITEM_CARD[a.item]} is in side {a.side}'s pile."
        key = {"cards": "most_cards", "spades": "most_spades"}.get(a.item, a.item)
        rule = ("Only a side with strictly the most scores it; a tie at the top scores nothing (§11.1)."
                if a.item in ("cards", "spades") else f"It goes to the side whose pile holds {_ITEM_CARD[a.item]} (§11.1).")
        parts.append(Part(key, ITEM_NAMES[a.item], a.side, why, "none" if a.side is None else str(a.side), rule))
    if state.rules.sweeps_enabled:
        net = list(score.net_sweeps)
        why = (f"Raw sweeps {format_sides(score.raw_sweeps)}; they cancel one for one, so the net is {format_sides(net)} (§10)."
               if state.rules.sweeps_cancel else f"Every sweep scores 1 (§10): {format_sides(net)}.")
        rule = ("Opposing sweeps cancel one for one; only the difference scores (§10)."
                if state.rules.sweeps_cancel else "Every sweep scores 1 (§10).")
        parts.append(Part("sweeps", "Sweep points", net, why, format_sides(net), rule))
    points = list(score.deal_points)
    parts.append(Part("points", "Points", points, "; ".join(_points_why(score, s) for s in range(n)) + ".", format_sides(points),
                      "Add up the items each side won (§11.1)."))
    return parts


def _sheet_fields(n: int) -> dict[str, tuple[tuple[str, ...], Any]]:
    side = read_side(n)
    fields: dict[str, tuple[tuple[str, ...], Any]] = {
        "cards": (("card count", "number of cards", "cards count", "count"), read_sides(n, "card counts")),
        "spades": (("spade count", "number of spades", "spades count"), read_sides(n, "spade counts")),
        "most_cards": (("most cards", "3 points"), side),
        "most_spades": (("most spades",), side),
        "big_casino": (("big casino", "10d", "10♦", "big"), side),
        "little_casino": (("little casino", "2s", "2♠", "little"), side),
        "ace_S": (("as", "ace of spades", "a♠"), side),
        "ace_C": (("ac", "ace of clubs", "a♣"), side),
        "ace_H": (("ah", "ace of hearts", "a♥"), side),
        "ace_D": (("ad", "ace of diamonds", "a♦"), side),
        "aces": (("aces", "the aces"), read_sides(4, "winners", none_ok=True)),
        "sweeps": (("sweep", "sweep points", "net sweeps"), read_sides(n, "sweep points")),
        "points": (("point", "score", "scores", "total", "totals", "deal points"), read_sides(n, "points")),
    }
    return fields


def score_deal(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """Score a finished deal. Level 1: two players, no ties or sweeps; ask counts and points.
    2: close counts (maybe a tie) and sweeps (Royal); also who wins each item. 3: three
    players or two partnerships."""
    players = 2 if difficulty < 3 else rng.choice([3, 4])
    sides = sides_count(rules, players)
    for _ in range(200):
        sweeps = [0] * sides
        if rules.sweeps_enabled and difficulty >= 2:
            sweeps = [rng.randint(0, 3) for _ in range(sides)]
        spread = {1: rng.randint(3, 8), 2: rng.randint(0, 1), 3: rng.randint(0, 4)}[difficulty]
        state = finished_deal(rules, rng, players, _split(rng, sides, spread), sweeps)
        score = engine_score(rules, state.piles, state.sweeps)
        ties = [a for a in score.awards[:2] if a.side is None]
        if difficulty == 1 and ties:
            continue
        if difficulty == 2 and rules.sweeps_enabled and sum(sweeps) == 0:
            continue
        if difficulty == 3 and not ties and not (rules.sweeps_enabled and sum(score.net_sweeps) < sum(sweeps)):
            continue
        break
    parts = _sheet_parts(state, score)
    required = ["cards", "spades", "points"]
    if difficulty >= 2:
        required[2:2] = ["most_cards", "most_spades"] + list(ITEMS[2:]) + (["sweeps"] if rules.sweeps_enabled else [])
    fields = _sheet_fields(sides)
    expected_text = "one line per part, e.g. 'cards: 27 25; spades: 7 6; points: 7 4'" + (
        "; items: 'most cards: 0', 'big casino: 1', 'aces: 0 1 1 -' (side numbers, '-' for nobody)" if difficulty >= 2 else "")

    def parse(answer: Any) -> dict[str, Any]:
        got = parse_fields(answer, fields, expected_text, default="points")
        if "aces" in got:
            for key, side in zip(ITEMS[4:], got.pop("aces")):
                got[key] = side
        return got

    by_key = {p.key: p for p in parts}
    answer = "; ".join(f"{_LABELS[k]}: {by_key[k].shown}" for k in required)

    def grade(given: dict[str, Any]) -> Any:
        return grade_parts(parts, given, required, "Right! " + "; ".join(_points_why(score, s) for s in range(sides)) + ".",
                           reveal=False)

    names = "; ".join(_side_name(state, s) for s in range(sides))
    prompt = (f"The deal is over ({'Royal' if rules.is_royal else 'Classic'} Casino; {names}).\n{_piles_text(state)}\n"
              f"Score the deal: give {', '.join(by_key[k].label.lower() for k in required)}.")
    hints = (
        "The items (§11.1): most cards 3, most spades 1, Big Casino (10♦) 2, Little Casino (2♠) 1, each ace 1. "
        "A tie for most cards or spades scores nothing." + (" Sweeps score 1 each after opposing sweeps cancel (§10)." if rules.sweeps_enabled else " In Classic sweeps do not score."),
        f"Card counts: {format_sides([c for c, _ in score.counts])}. Now find the spades, 10♦, 2♠ and the aces.",
        "Points: " + "; ".join(_points_why(score, s) for s in range(sides)) + ".",
    )

    def explanation() -> str:
        return "\n".join(f"{p.label}: {p.shown}. {p.why}" for p in parts)

    return ClosureExercise("score_deal", seed, rules.variant, difficulty, prompt, expected_text, answer, state, parse, grade,
                    hints, explanation, data={"score": score.to_json(), "required": required})


# --- royal_count_out --------------------------------------------------------------------------------------
_RESULT_EXPECTED = "'winner 0' (a side number), 'overtime', or 'next deal'"


def _read_result(value: Any) -> tuple[str, int | None]:
    text = " ".join(str(value).lower().replace(",", " ").split())
    if not text:
        raise AnswerError("", _RESULT_EXPECTED, "The result is empty")
    if "overtime" in text or "over time" in text:
        return ("overtime", None)
    if any(w in text for w in ("next deal", "another deal", "continue", "no winner", "nobody", "play on", "another round", "none")):
        return ("continue", None)
    digits = [t for t in text.split() if t.isdigit()]
    if len(digits) == 1 and any(w in text for w in ("win", "side", "winner", "won")) or text.isdigit():
        return ("winner", int(digits[0]))
    raise AnswerError(str(value), _RESULT_EXPECTED, f"I could not read the result {str(value)!r}")


def _result_why(score: DealScore) -> str:
    section = "§12.3" if score.rules.near_target_locks else "§11.2"
    reason = score.result.reason or f"nobody has reached {score.rules.target_score} yet: play another deal"
    return reason[0].upper() + reason[1:] + ("" if section in reason else f" ({section}).")


def _result_rule(rules: RuleSet, overtime: bool) -> str:
    t = rules.target_score
    if not rules.near_target_locks:
        return f"The strictly highest total at {t} or more wins; a tie at the top means another deal (§11.2)."
    if overtime:
        return "In overtime the strictly highest total wins; a tie means another overtime deal (§12.3)."
    return (f"A side that reaches {t} goes out and wins; if both go out in the same deal, the game goes to overtime; "
            f"otherwise play another deal (§12.3).")


def _result_text(status: str, winner: int | None) -> str:
    return {"winner": f"winner {winner}", "overtime": "overtime", "continue": "next deal"}[status]


def royal_count_out(rng: random.Random, rules: RuleSet, difficulty: int, seed: int) -> Exercise:
    """Royal: who goes out, which points are lost to the 18/19/20 locks, is there overtime?
    Level 1: one side on 18-20; 2: a side locks during the count (lost items asked);
    3: both sides near 21, or an overtime deal. Classic: who wins at 21 (§11.2), level 3
    being a tie at the top."""
    for _ in range(400):
        sweeps = [rng.randint(0, 2), rng.randint(0, 2)] if rules.sweeps_enabled and difficulty >= 2 else [0, 0]
        state = finished_deal(rules, rng, 2, _split(rng, 2, rng.randint(0, 6)), sweeps)
        overtime = False
        plain = engine_score(rules, state.piles, sweeps)
        if rules.is_royal:
            if difficulty == 1:
                before = [rng.randint(18, 20), rng.randint(4, 14)]
            elif difficulty == 2:
                before = [rng.randint(15, 19), rng.randint(6, 16)]
            else:
                overtime = rng.random() < 0.3
                if overtime:  # overtime only ever continues from a tie at 21 or more (§12.3)
                    tie = rng.randint(21, 23)
                    before = [tie, tie]
                else:
                    before = [rng.randint(17, 20), rng.randint(17, 20)]
        else:
            if difficulty == 1:
                before = [rng.randint(14, 20), rng.randint(4, 12)]
            elif difficulty == 2:
                before = [rng.randint(15, 20), rng.randint(15, 20)]
            else:
                top = rng.randint(21, 23)
                before = [top - p for p in plain.deal_points]
        if rng.random() < 0.5 and difficulty < 3:
            before.reverse()
        if any(b < 0 or (b >= 21 and not overtime) for b in before):
            continue
        score = engine_score(rules, state.piles, sweeps, before, overtime)
        notes = {e.note for e in score.count_log}
        if rules.is_royal:
            if difficulty == 1 and not notes & {"goes out", "locked"}:
                continue
            if difficulty == 2 and "locked" not in notes:
                continue
            if difficulty == 3 and not overtime and not (score.result.status == "overtime" or {"goes out", "locked"} <= notes):
                continue
        else:
            if difficulty == 1 and max(score.scores_after) < 21:
                continue
            if difficulty == 2 and min(score.scores_after) < 21:
                continue
            if difficulty == 3 and score.result.status != "continue":
                continue
        return _count_out_exercise(state, score, plain, seed, difficulty)
    raise RuntimeError(f"royal_count_out: no position found for seed {seed}")


def _count_out_exercise(state: GameState, score: DealScore, plain: DealScore, seed: int, difficulty: int) -> Exercise:
    rules = state.rules
    target = rules.target_score
    after = list(score.scores_after)
    out = sorted(s for s in range(2) if after[s] >= target) if not score.overtime else []
    lost = frozenset(e.item for e in score.count_log if e.note == "locked")
    result = (score.result.status, score.result.winner)
    log = "\n".join(e.explain(target) for e in score.count_log) if rules.near_target_locks else ""
    parts = [
        Part("scores", "Scores after the deal", after, "The count: " + ("\n" + log if log else
             "; ".join(_points_why(plain, s) for s in range(2)) + f", added to {format_sides(score.scores_before)}."),
             format_sides(after),
             ("In overtime there are no locks: add every point to the score before (§12.3)." if score.overtime else
              "Count item by item in order (§12.1); a side on 18, 19 or 20 scores only its designated item (§12.2)."
              if rules.near_target_locks else "Add the points of this deal to the scores before it (§11.2).")),
        Part("out", "Sides that go out", out, f"A side goes out when it reaches exactly {target} with its designated item (§12.2).",
             format_sides(out) or "none", f"A side goes out when it reaches exactly {target} with its designated item (§12.2)."),
        Part("lost", "Points lost to the locks", lost, "A side on 18, 19 or 20 scores only most cards, Big Casino or Little "
             "Casino respectively; every other item it wins is lost, and it never scores sweeps (§12.2).", item_codes(lost),
             "A side on 18, 19 or 20 loses every item except its designated one, and all its sweeps (§12.2)."),
        Part("result", "Result", result, _result_why(score), _result_text(*result), _result_rule(rules, score.overtime)),
    ]
    if rules.is_royal:
        required = {1: ["scores", "result"], 2: ["scores", "lost", "result"], 3: ["scores", "out", "lost", "result"]}[difficulty]
        if score.overtime:
            required = ["scores", "result"]
    else:
        required = ["scores", "result"]
    fields: dict[str, tuple[tuple[str, ...], Any]] = {
        "scores": (("score", "totals", "total", "new scores", "scores after", "points"), read_sides(2, "scores")),
        "out": (("goes out", "go out", "gone out", "out sides"), _read_out),
        "lost": (("frozen", "locked", "lost points", "lost items"), read_items),
        "result": (("winner", "who wins", "outcome", "game"), _read_result),
    }
    expected = "one line per part, e.g. 'scores: 21 17; result: winner 0'" + (
        "; 'lost: spades, AS' and 'out: 0' where asked" if rules.is_royal else "")
    by_key = {p.key: p for p in parts}
    answer = "; ".join(f"{k}: {by_key[k].shown}" for k in required)
    lock = rules.near_target_locks and not score.overtime
    prompt = (f"{'Royal' if rules.is_royal else 'Classic'} Casino. Scores before this deal: side 0 has {score.scores_before[0]}, "
              f"side 1 has {score.scores_before[1]}{' (the game is in overtime)' if score.overtime else ''}.\n"
              f"{_piles_text(state)}\nCount the deal{' item by item, in order' if lock else ''}: give "
              f"{', '.join(by_key[k].label.lower() for k in required)}.")
    if rules.is_royal:
        h1 = ("Royal counts the items in order: cards, spades, Big Casino, Little Casino, aces ♠ ♣ ♥ ♦, then sweeps (§12.1). "
              "On 18 only most cards scores, on 19 only Big Casino, on 20 only Little Casino (§12.2).")
        if score.overtime:
            h1 = "In overtime there are no locks: just add the points; the strictly highest total wins (§12.3)."
    else:
        h1 = "Classic adds all the points at the end of the deal. The strictly highest total at 21 or more wins; a tie at the top means another deal (§11.2)."
    hints = (h1, f"Points won this deal{', before any locks' if lock else ''}: " + "; ".join(_points_why(plain, s) for s in range(2)) + ".",
             f"Scores after the deal: {format_sides(after)}.")

    def explanation() -> str:
        return "\n".join(f"{by_key[k].label}: {by_key[k].shown}. {by_key[k].why}" for k in ("scores", "out", "lost", "result")
                         if k in required or k == "scores")

    def grade(given: dict[str, Any]) -> Any:
        return grade_parts(parts, given, required, f"Right! {_result_why(score)}", reveal=False)

    return ClosureExercise("royal_count_out", seed, rules.variant, difficulty, prompt, expected, answer, state,
                    lambda a: parse_fields(a, fields, expected, default="scores"), grade, hints, explanation,
                    data={"score": score.to_json(), "required": required, "overtime": score.overtime,
                          "before": list(score.scores_before)})


def _read_out(value: Any) -> list[int]:
    from .answers import parse_int_list

    got = parse_int_list(value, "the sides that go out, e.g. '0', or 'none'", none_ok=True)
    return sorted({g for g in got if g is not None})
