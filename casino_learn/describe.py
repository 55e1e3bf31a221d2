"""Plain-English descriptions of moves, for feedback lines and move lists."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .movegen import capture_sets
from .moves import BUILD, CAPTURE, Move
from .table import Build

if TYPE_CHECKING:  # pragma: no cover
    from .state import GameState

__all__ = ["describe_move", "capture_targets"]


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _group(cards: tuple[Card, ...] | list[Card]) -> str:
    return "+".join(c.symbol for c in sorted(cards, reverse=True))


def capture_targets(state: "GameState", move: Move) -> list[str]:
    """The targets of a capture as text, e.g. ``["8♦", "6♥+2♦", "B1 (build of 8)"]``."""
    rules = state.rules
    loose = state.table.loose
    value = rules.capture_value(move.card)
    mask = sum(1 << i for i, c in enumerate(loose) if c in move.loose)
    parts: list[str] = []
    if value is None:
        parts = [c.symbol for c in sorted(move.loose)]
    else:
        split = capture_sets(rules, loose, value, mask)
        if split is None:
            parts = [_group(list(move.loose))]
        else:
            parts = sorted((_group(list(group)) for group in split), key=lambda p: ("+" in p, p))
    for b in sorted(move.builds):
        build = state.table.get_build(b)
        parts.append(f"{b} (build of {build.value})" if build else b)
    return parts


#: Verb forms by tense: what happened ("You captured ...") or advice ("capture ... with ...").
_VERBS: dict[str, dict[str, str]] = {
    "past": {"capture": "captured", "raise": "raised", "build": "built", "trail": "trailed", "add": "added",
             "sweep": " (a sweep: the table is empty)", "clear": " and cleared the table",
             "more": " and added more to it",
             "last_clear": " and cleared the table with the last card of the deal (not a sweep with these rules)"},
    "suggestion": {"capture": "capture", "raise": "raise", "build": "build", "trail": "trail", "add": "add",
                   "sweep": " (a sweep: it empties the table)", "clear": " and clear the table",
                   "more": " and add more to it",
                   "last_clear": " and clear the table with the last card of the deal (not a sweep with these rules)"},
}


def _made_build(state: "GameState", move: Move) -> Build | None:
    """The build a legal build move leaves on the table (the one holding the played card)."""
    for build in state.apply(move).table.builds:
        if move.card in build.cards:
            return build
    return None


def describe_move(state: "GameState", move: Move | str, who: str = "You", tense: str = "past") -> str:
    """A move in words.

    ``tense="past"`` (default) says what happened, with ``who`` as the subject and a full stop:
    ``"You captured 8♦ and 6♥+2♦ with 8♥."``, ``"Opponent trailed 9♦."``.
    ``tense="suggestion"`` gives advice in the present tense, with no subject and no full stop,
    ready to put in a sentence: ``"capture 8♦ and 6♥+2♦ with 8♥"``, ``"trail 9♦"``.
    """
    if tense not in _VERBS:
        raise ValueError(f"tense must be 'past' or 'suggestion', not {tense!r}")
    if isinstance(move, str):
        move = Move.parse(move)
    words = _VERBS[tense]
    lead = "" if tense == "suggestion" else f"{who} "
    end = "" if tense == "suggestion" else "."
    card = move.card.symbol
    if move.kind == CAPTURE:
        text = f"{lead}{words['capture']} {_join(capture_targets(state, move))} with {card}"
        after = len(state.table) - len(move.loose) - len(move.builds)
        if after == 0:
            rules = state.rules
            if not rules.sweeps_enabled:
                text += words["clear"]
            elif rules.sweep_on_final_play or not state.last_play_of_deal:
                text += words["sweep"]
            else:  # §10, A16
                text += words["last_clear"]
        return text + end
    if move.kind == BUILD:
        plan = state.legal_moves.plan(move) if move in state.legal_moves else None
        used = [c.symbol for c in sorted(move.loose, reverse=True)]
        if plan is not None and plan.raised is not None:
            text = f"{lead}{words['raise']} {plan.raised.id} from {plan.raised.value} to {move.value} with {card}"
            if plan.extra_mask or plan.absorbed:
                text += words["more"]
            return text + end
        builds = sorted(move.builds)
        parts = [card] + used
        made = _made_build(state, move) if plan is not None else None
        if made is not None and made.shape == "multiple" and not builds:
            # Each group makes the value: "3♦ and 2♣+A♥", never one sum "3♦+2♣+A♥" (learner trial).
            groups = _join([_group(list(g)) for g in sorted(made.groups, key=lambda g: (len(g), [c.rank for c in g]))])
            return f"{lead}{words['build']} {move.value} with {groups} (a multiple build: each group makes {move.value}){end}"
        absorbed = [b for b in (state.table.get_build(i) for i in builds) if b is not None]
        if plan is None and len(absorbed) == 1 and absorbed[0].value != move.value:
            # An illegal raise is still called a raise, so the rule it breaks makes sense.
            old = absorbed[0]
            loose = f" and the loose {' and '.join(used)}" if used else ""
            return f"{lead}{words['raise']} {old.id} from {old.value} to {move.value} with {card}{loose}{end}"
        if made is not None and absorbed:
            # Adding: name the groups that join the build, one by one (never one sum).
            kept = {group for build in absorbed for group in build.groups}
            new = [g for g in made.groups if g not in kept]
            groups = _join([_group(list(g)) for g in new])
            return f"{lead}{words['add']} {groups} to {_join(builds)} (a build of {move.value}){end}"
        text = f"{lead}{words['build']} {move.value} with {'+'.join(parts)}"
        if builds:
            text += f", adding to {_join(builds)}"
        return text + end
    return f"{lead}{words['trail']} {card}{end}"
