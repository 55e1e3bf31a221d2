"""Test positions in the JSON format of RULES.md §15: load, save, check, sample."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from .cards import Card, full_deck, parse_card, parse_cards
from .errors import CardParseError, PositionError
from .legal import LegalMoves
from .moves import BUILD, CAPTURE, Move
from .position_json import position_code, state_to_json
from .scoring import DealScore, score_deal
from .state import GameState, new_deal, play_on_table, sides_count
from .table import Build, Table
from .variants import RuleSet, get_rules

__all__ = [
    "SCHEMA", "position", "position_code", "load_positions", "save_positions", "state_from_json", "state_to_json",
    "legal_moves_json", "check_position", "check_files", "sample_positions", "CheckResult",
]

SCHEMA = "casino-positions/1"


#: The id of a position made in a lesson's cell by :func:`position`: it has no name of its own to say.
LESSON_ID = "lesson"

def load_positions(path: str | Path) -> list[dict[str, Any]]:
    """The positions of a §15 file, with a clear error for a file that is not one."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise PositionError(f"{path} is not valid JSON: {e}") from None
    if not isinstance(data, dict) or not isinstance(data.get("positions"), list):
        raise PositionError(f"{path} is not a positions file: expected an object with a 'positions' list (RULES.md §15).")
    return data["positions"]


def save_positions(path: str | Path, positions: Iterable[dict[str, Any]], **header: Any) -> None:
    """Write a §15 positions file."""
    Path(path).write_text(json.dumps(positions_document(list(positions), **header), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def positions_document(positions: list[dict[str, Any]], **header: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "schema": SCHEMA,
        "spec": "RULES.md (section 15 describes this format)",
        "card_notation": "rank then suit: ranks A 2-10 J Q K, suits S H D C, e.g. 10D, AS, KH",
    }
    doc.update(header)
    doc["positions"] = positions
    return doc


def _cards(values: Any, where: str) -> list[Card]:
    if not isinstance(values, list):
        raise PositionError(f"{where} must be a list of card codes, not {values!r}.")
    try:
        return [parse_card(v) for v in values]
    except CardParseError as e:
        raise PositionError(f"{where}: {e}") from None


def rules_of(pos: dict[str, Any]) -> RuleSet:
    return get_rules(pos.get("variant", "classic"), **(pos.get("ruleset_overrides") or {}))


def state_from_json(pos: dict[str, Any]) -> GameState:
    """The :class:`GameState` of a ``kind: "move"`` position. Hands not given are empty;
    unless ``last_play_of_deal`` is true, the cards not in view form the stock."""
    pid = pos.get("id", "?")
    rules = rules_of(pos)
    players = int(pos.get("players", 2))
    _check_sides(pos, rules, players)
    mover = int(pos["mover"])
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    for seat, cards in (pos.get("hands") or {}).items():
        hands[int(seat)] = tuple(sorted(_cards(cards, f"position {pid} hand of seat {seat}")))
    table_obj = pos.get("table") or {}
    loose = _cards(table_obj.get("loose", []), f"position {pid} table.loose")
    builds = []
    for b in table_obj.get("builds", []):
        groups = tuple(tuple(_cards(g, f"position {pid} build {b.get('id')}")) for g in b["groups"])
        builds.append(Build(str(b["id"]), int(b["value"]), groups, int(b["owner"])))
    table = Table(tuple(sorted(loose)), tuple(builds))
    seen = [c for h in hands for c in h] + list(table.cards)
    if len(set(seen)) != len(seen):
        dup = sorted({c.code for c in seen if seen.count(c) > 1})
        # A position typed in a lesson's cell has no name of its own (trial 39 read "Position lesson has …").
        raise PositionError(code="position.card-twice", id=None if pid == LESSON_ID else pid, cards=tuple(dup))
    stock: tuple[Card, ...] = ()
    if not pos.get("last_play_of_deal"):
        stock = tuple(c for c in full_deck() if c not in set(seen))
    for b in builds:
        held = hands[b.owner] if 0 <= b.owner < players else ()
        if (str(b.owner) in (pos.get("hands") or {})) and not any(rules.matches(c, b.value) for c in held):
            raise PositionError(code="position.owner-without-capturer", id=pid, seat=b.owner, build=b.id, value=b.value)
    numbers = [int(b.id[1:]) for b in builds if b.id[1:].isdigit()]
    last = pos.get("last_capturer")
    return GameState(
        rules, players, dealer=(mover - 1) % players, to_move=mover, hands=tuple(hands), table=table,
        stock=stock, last_capturer=None if last is None else int(last), next_build=max(numbers, default=0) + 1,
    )


def _check_sides(pos: dict[str, Any], rules: RuleSet, players: int) -> None:
    sides = pos.get("sides")
    if sides is None:
        return
    n = sides_count(rules, players)
    expected = {str(s): [seat for seat in range(players) if (seat % 2 if n == 2 and players == 4 else seat) == s] for s in range(n)}
    got = {str(k): sorted(int(x) for x in v) for k, v in sides.items()}
    if got != expected:
        raise PositionError(code="position.sides", id=pos.get("id", "?"), got=got, players=players, expected=expected)


def position(
    variant: str = "classic",
    hand: str = "",
    table: str = "",
    builds: Iterable[Build] = (),
    *,
    players: int = 2,
    mover: int = 0,
    last_capturer: int | None = None,
    last_play_of_deal: bool = False,
    **options: Any,
) -> GameState:
    """A lesson position in one line: ``position("classic", hand="8H 3C", table="AC 2D 6H 8D")``.

    ``builds`` are :class:`Build` objects (``Build.of("B1", 9, "5C+4D", owner=1)``); ``options``
    change RuleSet options (§14). Other players' hands are unknown, as in RULES.md §15.
    """
    doc: dict[str, Any] = {
        "id": LESSON_ID, "variant": variant, "ruleset_overrides": options, "players": players, "mover": mover,
        "hands": {str(mover): [c.code for c in parse_cards(hand)]},
        "table": {"loose": [c.code for c in parse_cards(table)], "builds": [b.to_json() for b in builds]},
        "last_capturer": last_capturer, "last_play_of_deal": last_play_of_deal,
    }
    return state_from_json(doc)


def legal_moves_json(state: GameState) -> list[dict[str, Any]]:
    """The engine's legal moves as §15 move objects, with the informative fields filled in."""
    legal = state.legal_moves
    out = []
    for m in legal:
        table, _, new = play_on_table(state.rules, state.table, state.to_move, m, legal.plan(m), state.next_build)
        if m.kind == CAPTURE:
            out.append(m.to_json(table_after_empty=table.is_empty))
        elif m.kind == BUILD:
            out.append(m.to_json(shape=new.shape if new else None))
        else:
            out.append(m.to_json())
    return out


@dataclass
class CheckResult:
    """The outcome of checking one position: ``failures`` is empty when it passes."""

    position_id: str
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


def _identity(obj: dict[str, Any]) -> tuple:
    return Move.from_json(obj).identity()


def check_position(pos: dict[str, Any]) -> CheckResult:
    """Check one position against the engine (§15): legal-move sets, illegal moves rejected for
    the rule named, end-of-deal outcomes, and scoring field by field."""
    result = CheckResult(str(pos.get("id", "?")))
    fail = result.failures.append
    try:
        if pos.get("kind") == "scoring":
            _check_scoring(pos, fail)
        elif pos.get("kind") == "move":
            _check_move(pos, fail)
        else:
            fail(f"unknown kind {pos.get('kind')!r}; expected 'move' or 'scoring'")
    except (ValueError, KeyError, AssertionError) as e:
        fail(f"{type(e).__name__}: {e}")
    return result


def _check_move(pos: dict[str, Any], fail: Any) -> None:
    state = state_from_json(pos)
    legal: LegalMoves = state.legal_moves
    engine = {m.identity(): str(m) for m in legal}
    if len(engine) != len(legal):
        fail("the engine listed a move twice")
    if "legal_moves" in pos:
        expected = {_identity(m): str(Move.from_json(m)) for m in pos["legal_moves"]}
        for key in sorted(set(expected) - set(engine), key=str):
            fail(f"legal move missing from the engine: {expected[key]}")
        for key in sorted(set(engine) - set(expected), key=str):
            fail(f"engine lists a move the position does not: {engine[key]}")
    for entry in pos.get("illegal_moves", []):
        move = Move.from_json(entry["move"])
        rule = entry["rule"]
        if move in legal:
            fail(f"illegal move accepted: {move} (should break {rule})")
            continue
        found = [v.rule for v in state.check(move)]
        if rule not in found:
            fail(f"{move} rejected for {', '.join(found) or 'no reason'}, not for {rule}")
    for outcome in pos.get("outcomes", []):
        move = Move.from_json(outcome["move"])
        after = state.apply(move)
        want = outcome["result"]
        if not after.deal_over:
            fail(f"after {move} the deal should be over")
            continue
        got_seat = after.leftovers_to if after.leftovers else None
        if "leftovers_to_player" in want and got_seat != want["leftovers_to_player"]:
            fail(f"after {move} leftovers go to {got_seat}, expected {want['leftovers_to_player']}")
        if "leftover_cards" in want and sorted(c.code for c in after.leftovers) != sorted(want["leftover_cards"]):
            fail(f"after {move} leftovers are {[c.code for c in after.leftovers]}, expected {want['leftover_cards']}")
        scored = after.last_sweep and state.rules.sweeps_enabled
        if "sweep_scored" in want and scored != want["sweep_scored"]:
            fail(f"after {move} sweep_scored is {scored}, expected {want['sweep_scored']}")


def score_position(pos: dict[str, Any]) -> DealScore:
    """Score a ``kind: "scoring"`` position."""
    rules = rules_of(pos)
    players = int(pos.get("players", 2))
    _check_sides(pos, rules, players)
    n = sides_count(rules, players)
    piles = [_cards(pos["piles"][str(s)], f"position {pos.get('id')} pile {s}") for s in range(n)]
    allc = [c for p in piles for c in p]
    if sorted(allc) != list(full_deck()):
        raise PositionError(f"Position {pos.get('id')}: the piles must hold all 52 cards exactly once (§15).")
    sweeps = [int(pos.get("sweeps", {}).get(str(s), 0)) for s in range(n)]
    before = [int(pos.get("scores_before", {}).get(str(s), 0)) for s in range(n)]
    return score_deal(rules, piles, sweeps, before, bool(pos.get("in_overtime", False)))


def _check_scoring(pos: dict[str, Any], fail: Any) -> None:
    got = score_position(pos).to_json()
    expected = pos.get("expected", {})
    for key in ("counts", "awards", "net_sweeps", "count_log", "deal_points", "scores_after"):
        if key in expected and expected[key] != got[key]:
            fail(f"{key}: engine {json.dumps(got[key])} != expected {json.dumps(expected[key])}")
    if "result" in expected:
        for key in ("status", "winner"):
            if expected["result"].get(key) != got["result"].get(key):
                fail(f"result.{key}: engine {got['result'].get(key)!r} != expected {expected['result'].get(key)!r}")


def check_files(paths: Iterable[str | Path]) -> list[CheckResult]:
    results = []
    for path in paths:
        try:
            positions = load_positions(path)
        except (OSError, PositionError) as e:
            results.append(CheckResult(str(path), [str(e)]))
            continue
        results.extend(check_position(p) for p in positions)
    return results


def with_engine_moves(doc: dict[str, Any]) -> dict[str, Any]:
    """The same positions document with every move position's ``legal_moves`` from the engine."""
    out = dict(doc)
    out["positions"] = []
    for pos in doc.get("positions", []):
        pos = dict(pos)
        if pos.get("kind") == "move":
            pos["legal_moves"] = legal_moves_json(state_from_json(pos))
        out["positions"].append(pos)
    return out


def sample_positions(seed: int, count: int, variant: str = "classic", players: int = 2) -> dict[str, Any]:
    """``count`` positions reached by random play, as a §15 document (every hand included)."""
    rng = random.Random(seed)
    rules = get_rules(variant)
    positions = []
    for i in range(count):
        state = new_deal(rules, players, rng.randrange(players), rng)
        for _ in range(rng.randrange(4 * players * (48 // (4 * players)))):
            state = state.apply(rng.choice(list(state.legal_moves)))
        pos = state_to_json(state, f"R{seed}-{i + 1}", all_hands=True)
        pos["title"] = f"Random {variant} position {i + 1} (seed {seed})"
        pos["concepts"] = ["random play"]
        pos["legal_moves"] = legal_moves_json(state)
        pos["illegal_moves"] = []
        positions.append(pos)
    return positions_document(positions)
