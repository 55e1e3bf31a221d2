"""Whole states and games as JSON, so a deal or a match can be saved and resumed exactly:
``state_to_dict``/``state_from_dict`` for a :class:`GameState`, ``game_to_dict``/``game_from_dict``
for a :class:`Game` (the engine's classes know nothing of JSON)."""

from __future__ import annotations

import random
from typing import Any

from ..i18n import language
from ..rules.cards import Card, parse_card
from ..rules.errors import PositionError
from ..rules.game import Game
from ..rules.match import Match
from ..rules.moves import Move
from ..rules.scoring import score_deal
from ..rules.state import GameState
from ..rules.table import Build, Table
from ..rules.variants import get_rules
from ..texts.names import Seating

__all__ = ["state_to_dict", "state_from_dict", "game_to_dict", "game_from_dict"]

FORMAT = "casino-state/1"


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def _cards(codes: list[str]) -> tuple[Card, ...]:
    return tuple(parse_card(c) for c in codes)


def state_to_dict(state: GameState) -> dict[str, Any]:
    """Every field of a :class:`GameState` (all hands and the stock included) as JSON data."""
    return {
        "format": FORMAT,
        "variant": state.rules.variant,
        "ruleset_overrides": state.rules.overrides(),
        "players": state.players,
        "dealer": state.dealer,
        "to_move": state.to_move,
        "hands": [_codes(h) for h in state.hands],
        "table": state.table.to_json(),
        "stock": _codes(state.stock),
        "piles": [_codes(p) for p in state.piles],
        "sweeps": list(state.sweeps),
        "last_capturer": state.last_capturer,
        "round": state.round,
        "next_build": state.next_build,
        "deal_over": state.deal_over,
        "leftovers": _codes(state.leftovers),
        "leftovers_to": state.leftovers_to,
        "last_move": str(state.last_move) if state.last_move else None,
        "last_sweep": state.last_sweep,
    }


def state_from_dict(data: dict[str, Any]) -> GameState:
    """The inverse of :func:`state_to_dict`; a malformed object gives a :class:`PositionError`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PositionError(f"Not a saved casino_learn state: expected an object with \"format\": \"{FORMAT}\".")
    try:
        rules = get_rules(data["variant"], **data.get("ruleset_overrides", {}))
        table = Table(
            _cards(data["table"]["loose"]),
            tuple(
                Build(b["id"], int(b["value"]), tuple(_cards(g) for g in b["groups"]), int(b["owner"]))
                for b in data["table"]["builds"]
            ),
        )
        return GameState(
            rules,
            int(data["players"]),
            int(data["dealer"]),
            int(data["to_move"]),
            tuple(_cards(h) for h in data["hands"]),
            table,
            _cards(data["stock"]),
            tuple(_cards(p) for p in data["piles"]),
            tuple(int(s) for s in data["sweeps"]),
            data["last_capturer"],
            int(data["round"]),
            int(data["next_build"]),
            bool(data["deal_over"]),
            _cards(data["leftovers"]),
            data["leftovers_to"],
            Move.parse(data["last_move"]) if data.get("last_move") else None,
            bool(data["last_sweep"]),
        )
    except (KeyError, TypeError) as e:
        raise PositionError(f"Saved state is missing or has a bad field: {e}") from None


def game_to_dict(game: Game) -> dict[str, Any]:
    """A whole :class:`Game`: the finished deals (their piles and sweeps, from which the score
    sheets are recomputed), the current deal from its start with its moves, and the shuffling
    generator's state, so the resumed game deals the same cards."""
    match = game.match
    finished = list(match.deals)
    if game.state.deal_over and finished:
        finished = finished[:-1]  # replaying the moves scores the current deal again
    current_start = finished[-1].scores_after if finished else tuple(0 for _ in match.scores)
    overtime = finished[-1].in_overtime_next if finished else False
    version, internal, gauss = match.rng.getstate()
    return {
        "format": GAME_FORMAT,
        "viewer": game.seating.viewer,
        "names": game.given_names,
        "deals": [
            {"piles": [_codes(p) for p in d.piles], "sweeps": list(d.raw_sweeps),
             "scores_before": list(d.scores_before), "overtime": d.overtime}
            for d in finished
        ],
        "scores_before_deal": list(current_start),
        "overtime": overtime,
        "deal_start": state_to_dict(game.start_of_deal),
        "moves": [str(e.move) for e in game.history],
        "rng": [version, list(internal), gauss],
    }


GAME_FORMAT = "casino-game/1"


def game_from_dict(data: dict[str, Any]) -> Game:
    """Resume a game saved with :func:`game_to_dict`, replaying the current deal's moves."""
    if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
        raise PositionError(f'Not a saved casino_learn game: expected "format": "{GAME_FORMAT}".')
    start = state_from_dict(data["deal_start"])
    version, internal, gauss = data["rng"]
    rng = random.Random()
    match = Match(start.rules, start.players, rng=rng, first_dealer=start.dealer)
    for d in data["deals"]:
        score = score_deal(start.rules, [_cards(p) for p in d["piles"]], d["sweeps"], d["scores_before"], d["overtime"])
        match.deals.append(score)
        if score.result.status == "winner":
            match.winner = score.result.winner
    match.scores = [int(s) for s in data["scores_before_deal"]]
    match.overtime = bool(data["overtime"])
    if "viewer" in data:
        viewer, names = data["viewer"], data.get("names")
    else:  # saved before seats: the names were kept, the learner's as "You"
        viewer, names = _legacy_seats(data.get("names"), start.players, start.rules.four_player_partnerships)
    game = Game.resume(match, start, names=names, viewer=None if viewer is None else int(viewer))
    for text in data["moves"]:
        game.play(text)
    rng.setstate((version, tuple(internal), gauss))
    return game


def _legacy_seats(names: list[str] | None, players: int, partnerships: bool) -> tuple[int | None, list[str] | None]:
    """The learner's seat and the given names of a game saved with names only (before seats were
    kept): the English default names of some learner's seat ("You", "Opponent", ...; "Player 1", ...
    with no learner; "Seat 0", ... before the naming scheme) mean that seat; other names were given."""
    if not names or names == [f"Seat {i}" for i in range(players)]:
        return 0, None
    with language("en"):
        for viewer in [*range(players), None]:
            if list(names) == Seating(players, viewer, partnerships).names:
                return viewer, None
    return 0, list(names)
