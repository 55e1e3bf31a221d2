"""A position as RULES.md §15 JSON and as the ``cl.position(...)`` call that rebuilds it.

Reading and checking whole position files is :mod:`.positions`; this module only writes a
state out, so the engine can name a refused move's position (:class:`~.errors.IllegalMoveError`)
without depending on the position-file tools.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

__all__ = ["state_to_json", "position_code"]


def state_to_json(state: GameState, position_id: str = "replay", all_hands: bool = False) -> dict[str, Any]:
    """A replayable §15 move position for the player to move (other hands only if ``all_hands``)."""
    rules = state.rules
    seats = range(state.players) if all_hands else [state.to_move]
    n = state.sides
    return {
        "id": position_id,
        "kind": "move",
        "variant": rules.variant,
        "ruleset_overrides": rules.overrides(),
        "players": state.players,
        "sides": {str(s): list(state.seats_of_side(s)) for s in range(n)},
        "mover": state.to_move,
        "hands": {str(s): [c.code for c in state.hands[s]] for s in seats},
        "table": state.table.to_json(),
        "last_play_of_deal": state.last_play_of_deal,
        "last_capturer": state.last_capturer,
    }


def position_code(pos: dict[str, Any]) -> str:
    """A move position as the Python call that rebuilds it, e.g.
    ``cl.position("classic", hand="9S 3C", table="2D 4S", builds=[cl.Build.of("B1", 9, "5C+4D", owner=0)])``."""
    mover = int(pos.get("mover", 0))
    hand = " ".join((pos.get("hands") or {}).get(str(mover), []))
    table = pos.get("table") or {}
    args = [repr(pos.get("variant", "classic")), f"hand={hand!r}", f"table={' '.join(table.get('loose', []))!r}"]
    builds = [
        f"cl.Build.of({b['id']!r}, {b['value']}, {', '.join('+'.join(g) for g in b['groups'])!r}, owner={b['owner']})"
        for b in table.get("builds", [])
    ]
    if builds:
        args.append(f"builds=[{', '.join(builds)}]")
    if int(pos.get("players", 2)) != 2:
        args.append(f"players={pos['players']}")
    if mover:
        args.append(f"mover={mover}")
    if pos.get("last_capturer") is not None:
        args.append(f"last_capturer={pos['last_capturer']}")
    if pos.get("last_play_of_deal"):
        args.append("last_play_of_deal=True")
    args += [f"{k}={v!r}" for k, v in (pos.get("ruleset_overrides") or {}).items()]
    return f"cl.position({', '.join(args)})"
