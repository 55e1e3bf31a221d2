"""Scoring a deal (RULES.md §10-§12): the line items, sweep cancellation, the Classic total,
and the Royal ordered count with the 18/19/20 locks and overtime."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .cards import Card
from .variants import RuleSet

__all__ = ["ITEMS", "POINTS", "Award", "CountEntry", "DealResult", "DealScore", "score_deal", "net_sweeps"]

#: The eight non-sweep items in counting order (§11.1, §12.1).
ITEMS: tuple[str, ...] = ("cards", "spades", "big_casino", "little_casino", "ace_S", "ace_C", "ace_H", "ace_D")
POINTS: dict[str, int] = {"cards": 3, "spades": 1, "big_casino": 2, "little_casino": 1,
                          "ace_S": 1, "ace_C": 1, "ace_H": 1, "ace_D": 1, "sweep": 1}
_ITEM_CARD = {"big_casino": "10D", "little_casino": "2S", "ace_S": "AS", "ace_C": "AC", "ace_H": "AH", "ace_D": "AD"}


@dataclass(frozen=True, slots=True)
class Award:
    """One scoring item: who won it (``None`` on a tie), its points and the cards that earned it."""

    item: str
    side: int | None
    points: int
    cards: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"item": self.item, "side": None if self.side is None else str(self.side), "points": self.points}


@dataclass(frozen=True, slots=True)
class CountEntry:
    """One line of the ordered count: the item, the side, what it scored, why, and the total after."""

    item: str
    side: int | None
    points_scored: int
    note: str
    total_after: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"item": self.item, "side": None if self.side is None else str(self.side),
                "points_scored": self.points_scored, "note": self.note}

    def explain(self, target: int = 21, names: Sequence[str] | None = None, sides: int | None = None,
                viewer: int | None = 0, players: int | None = None, partnerships: bool = True) -> str:
        """This line in words, in the language in use (a lazy hook into :mod:`casino_learn.texts.scores`):
        ``"Ace of hearts: Opponent is locked on 18: only most cards can score from there, so this is lost
        (§12.2)."``. The learner is seat ``viewer`` (side 0 by default: "You"); ``names`` name the sides
        (or the seats) instead, and then nobody is "You"; ``sides`` (or ``players``) says how many there are."""
        from ..texts.names import Seating
        from ..texts.scores import count_line

        count = max(sides or 2, (self.side or 0) + 1, len(names) if names else 0)
        seating = Seating(players or count, viewer, partnerships, tuple(names) if names else None)
        return count_line(self, target, seating)


@dataclass(frozen=True, slots=True)
class DealResult:
    """``status`` is ``"continue"``, ``"winner"`` or ``"overtime"``; ``code`` (with ``target``) says
    why, and :attr:`reason` words it in the language in use when it is read (issue 21)."""

    status: str
    winner: int | None = None
    code: str = ""
    target: int = 21

    @property
    def reason(self) -> str:
        """Why, as a clause: "the only one to reach 21 (§12.3)" ("" when the game simply goes on);
        a display hook: :func:`casino_learn.texts.scores.deal_reason`."""
        from ..texts.scores import deal_reason

        return deal_reason(self)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"status": self.status}
        if self.winner is not None:
            out["winner"] = str(self.winner)
        if self.code:
            out["code"] = self.code
            out["reason"] = self.reason
        return out


@dataclass(frozen=True, slots=True)
class DealScore:
    """The full score sheet of one deal."""

    rules: RuleSet
    counts: tuple[tuple[int, int], ...]  # per side: (cards, spades)
    awards: tuple[Award, ...]
    raw_sweeps: tuple[int, ...]
    net_sweeps: tuple[int, ...]
    count_log: tuple[CountEntry, ...]
    scores_before: tuple[int, ...]
    deal_points: tuple[int, ...]
    scores_after: tuple[int, ...]
    result: DealResult
    overtime: bool = False
    piles: tuple[tuple[Card, ...], ...] = ()

    @property
    def sides(self) -> int:
        return len(self.counts)

    @property
    def in_overtime_next(self) -> bool:
        """True if the next deal is an overtime deal (§12.3)."""
        return self.result.status == "overtime"

    def to_json(self) -> dict[str, Any]:
        s = [str(i) for i in range(self.sides)]
        return {
            "counts": {k: {"cards": c, "spades": sp} for k, (c, sp) in zip(s, self.counts)},
            "awards": [a.to_json() for a in self.awards],
            "net_sweeps": dict(zip(s, self.net_sweeps)),
            "count_log": [e.to_json() for e in self.count_log],
            "deal_points": dict(zip(s, self.deal_points)),
            "scores_after": dict(zip(s, self.scores_after)),
            "result": self.result.to_json(),
        }

    def _repr_html_(self) -> str:
        from ..display.render import score_sheet_html

        return score_sheet_html(self)


def net_sweeps(raw: Sequence[int], cancel: bool) -> tuple[int, ...]:
    """§10: without cancellation every sweep counts; with it, the side with strictly the most
    scores its count minus the second-highest, a tie at the top scores nothing."""
    if not cancel:
        return tuple(raw)
    ordered = sorted(raw, reverse=True)
    top = ordered[0]
    second = ordered[1] if len(ordered) > 1 else 0
    if top == second:
        return tuple(0 for _ in raw)
    return tuple(top - second if r == top else 0 for r in raw)


def _strict_max(values: Sequence[int]) -> int | None:
    best = max(values)
    winners = [i for i, v in enumerate(values) if v == best]
    return winners[0] if len(winners) == 1 else None


def score_deal(
    rules: RuleSet,
    piles: Sequence[Sequence[Card]],
    sweeps: Sequence[int],
    scores_before: Sequence[int] | None = None,
    overtime: bool = False,
) -> DealScore:
    """Score one finished deal from each side's capture pile (leftovers included) and raw sweeps."""
    n = len(piles)
    before = tuple(scores_before) if scores_before is not None else (0,) * n
    if len(before) != n or len(sweeps) != n:
        raise ValueError(f"Expected {n} scores and sweep counts, one per side.")
    counts = tuple((len(p), sum(1 for c in p if c.is_spade)) for p in piles)
    holder = {c.code: side for side, p in enumerate(piles) for c in p}
    awards: list[Award] = []
    most = _strict_max([c for c, _ in counts])
    awards.append(Award("cards", most, 3 if most is not None else 0))
    spade_side = _strict_max([s for _, s in counts])
    spades = tuple(c for c in piles[spade_side] if c.is_spade) if spade_side is not None else ()
    awards.append(Award("spades", spade_side, 1 if spade_side is not None else 0, tuple(sorted(spades))))
    for item in ITEMS[2:]:
        code = _ITEM_CARD[item]
        side = holder.get(code)
        card = next(c for p in piles for c in p if c.code == code) if side is not None else None
        awards.append(Award(item, side, POINTS[item] if side is not None else 0, (card,) if card else ()))
    net = net_sweeps(sweeps, rules.sweeps_cancel) if rules.sweeps_enabled else (0,) * n

    # The ordered count of §12.1-§12.3. The game end follows the variant (A32): Royal counts
    # sides out (and stops at the first with first_out_wins) with or without the 18/19/20 locks.
    royal = rules.is_royal
    locks = rules.near_target_locks and not overtime
    target = rules.target_score
    designated = {target - 3: "cards", target - 2: "big_casino", target - 1: "little_casino"}
    run = list(before)
    log: list[CountEntry] = []
    first_out: int | None = None
    sequence = [(a.item, a.side, a.points) for a in awards]
    for side, count in enumerate(net):
        sequence += [("sweep", side, 1)] * count
    for item, side, points in sequence:
        if side is None:
            log.append(CountEntry(item, None, 0, "unawarded"))
            continue
        s = run[side]
        if overtime:
            run[side] = s + points
            log.append(CountEntry(item, side, points, "overtime", run[side]))
        elif not (locks or royal):  # Classic: plain addition, order irrelevant (§11.2)
            run[side] = s + points
            log.append(CountEntry(item, side, points, "normal", run[side]))
        elif s >= target:
            log.append(CountEntry(item, side, 0, "already out", s))
        elif s <= target - 4 or not locks:  # no lock below target-3, nor with the locks off (A32)
            run[side] = s + points
            out = royal and run[side] >= target
            log.append(CountEntry(item, side, points, "goes out" if out else "normal", run[side]))
            if out and rules.first_out_wins:
                first_out = side
                break
        elif designated.get(s) == item:
            run[side] = target
            log.append(CountEntry(item, side, target - s, "goes out", target))
            if royal and rules.first_out_wins:
                first_out = side
                break
        elif rules.royal_lock_mode == "lenient" and item != "sweep" and s + points <= target - 1:
            run[side] = s + points
            log.append(CountEntry(item, side, points, "lenient add", run[side]))
        else:
            log.append(CountEntry(item, side, 0, "locked", s))

    after = tuple(run)
    points_scored = tuple(a - b for a, b in zip(after, before))
    result = _result(rules, after, overtime, first_out)
    return DealScore(
        rules, counts, tuple(awards), tuple(sweeps), net, tuple(log), before, points_scored, after, result, overtime,
        tuple(tuple(p) for p in piles),
    )


def _result(rules: RuleSet, totals: tuple[int, ...], overtime: bool, first_out: int | None) -> DealResult:
    """The game end (A32, A33): Royal's §12.3 with or without the locks, and Classic's too when the
    locks are on (sides out together start overtime); Classic without the locks ends as in §11.2."""
    target = rules.target_score
    if first_out is not None:
        return DealResult("winner", first_out, "first-out", target)
    if rules.is_royal or rules.near_target_locks:
        if overtime:
            best = _strict_max(totals)
            if best is not None:
                return DealResult("winner", best, "highest-after-overtime", target)
            return DealResult("overtime", None, "overtime-shared", target)
        out = [i for i, t in enumerate(totals) if t >= target]
        if len(out) == 1:
            return DealResult("winner", out[0], "only-one-reached", target)
        if len(out) >= 2:
            return DealResult("overtime", None, "several-reached", target)
        return DealResult("continue")
    if max(totals) >= target:
        best = _strict_max(totals)
        if best is not None:
            return DealResult("winner", best, "classic-highest", target)
        return DealResult("continue", None, "classic-tied", target)
    return DealResult("continue")
