"""The words of the score sheet (RULES.md §10-§12), made from the rules core's codes in the language
in use when they are read (issue 21): item names, the lines of the Royal ordered count
(:meth:`casino_learn.rules.scoring.CountEntry.explain`) and why a deal ends as it does
(:attr:`casino_learn.rules.scoring.DealResult.reason`).

A count line is data in the core (an item, a side, a note code, the points and the total); here it
becomes a sentence, the whole sentence chosen by the side's role (:class:`~casino_learn.texts.names.Seating`):
"You are locked", "Opponent is locked", "Opponents are locked".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _
from .names import Role, Seating

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.scoring import CountEntry, DealResult

__all__ = ["ITEM_NAMES", "item_name", "count_line", "deal_reason"]

#: The score sheet's name of each item, in English (``N_``): show it with :func:`item_name`.
ITEM_NAMES: dict[str, str] = {
    "cards": N_("Most cards"), "spades": N_("Most spades"), "big_casino": N_("Big Casino (10♦)"),
    "little_casino": N_("Little Casino (2♠)"), "ace_S": N_("Ace of spades"), "ace_C": N_("Ace of clubs"),
    "ace_H": N_("Ace of hearts"), "ace_D": N_("Ace of diamonds"), "sweep": N_("Sweep"),
}


def item_name(item: str) -> str:
    """The score sheet's name of ``item`` in the language in use: "Most cards", "Más cartas", "Mais cartas"."""
    return _(ITEM_NAMES[item])


#: The only item that still scores for a side locked on target-3, -2, -1 (§12.2), as said in a count line.
_LOCK_NEEDS = {3: N_("most cards"), 2: N_("Big Casino"), 1: N_("Little Casino")}

#: The count lines whose verb agrees with the subject, whole per role.
_GOES_OUT = {
    Role.YOU: N_("{item}: You +{points} → {total} and go out! (§12.2)"),
    Role.SEVERAL: N_("{item}: {who} +{points} → {total} and go out! (§12.2)"),
    Role.ONE: N_("{item}: {who} +{points} → {total} and goes out! (§12.2)"),
}
_LOCKED = {
    Role.YOU: N_("{item}: You are locked on {total}: only {need} can score from there, so this is lost (§12.2)."),
    Role.SEVERAL: N_("{item}: {who} are locked on {total}: only {need} can score from there, so this is lost (§12.2)."),
    Role.ONE: N_("{item}: {who} is locked on {total}: only {need} can score from there, so this is lost (§12.2)."),
}
_ALREADY_OUT = {
    Role.YOU: N_("{item}: You have already gone out; nothing more counts (§12.2)."),
    Role.SEVERAL: N_("{item}: {who} have already gone out; nothing more counts (§12.2)."),
    Role.ONE: N_("{item}: {who} has already gone out; nothing more counts (§12.2)."),
}


def count_line(entry: "CountEntry", target: int, seating: Seating) -> str:
    """One line of the count: ``"Ace of hearts: Opponent is locked on 18: only most cards can score from
    there, so this is lost (§12.2)."``; the side is named and its sentence chosen by ``seating``."""
    name = item_name(entry.item)
    if entry.side is None:
        return _("{item}: tied, nobody scores it.", item=name)
    role, who = seating.side_role(entry.side), seating.side_name(entry.side)
    said = {"item": name, "who": who, "points": entry.points_scored, "total": entry.total_after}
    if entry.note == "normal":
        # Translators: a line of the count, e.g. "Most cards: Opponent +3 → 7." ({total} is the new score).
        return _("{item}: {who} +{points} → {total}.", **said)
    if entry.note == "goes out":
        return _(_GOES_OUT[role], **{**said, "total": target})
    if entry.note == "locked":
        need = _LOCK_NEEDS.get(target - (entry.total_after or 0))
        # Translators: {need} is "most cards", "Big Casino", "Little Casino" or this text.
        need_text = _(need) if need is not None else _("its designated item")
        return _(_LOCKED[role], need=need_text, **said)
    if entry.note == "already out":
        return _(_ALREADY_OUT[role], **said)
    if entry.note == "lenient add":
        return _("{item}: {who} +{points} → {total} (lenient mode: stays at {limit} or below).", limit=target - 1, **said)
    if entry.note == "overtime":
        return _("{item}: {who} +{points} → {total} (overtime: no locks, §12.3).", **said)
    return f"{name}: {who} {entry.note}."


#: Why a deal ends as it does (a clause, shown after the result): worded from ``DealResult.code``.
_REASONS: dict[str, str] = {
    "first-out": N_("the first to count out, and in these rules that wins at once (§12.3)"),
    "highest-after-overtime": N_("the highest total after an overtime deal (§12.3)"),
    "overtime-shared": N_("overtime continues: the highest total is shared (§12.3)"),
    "only-one-reached": N_("the only one to reach {target} (§12.3)"),
    "several-reached": N_("more than one reached {target} in the same deal (§12.3)"),
    "classic-highest": N_("the highest total, and {target} or more (§11.2)"),
    "classic-tied": N_("the highest totals are tied at {target} or more (§11.2)"),
}


def deal_reason(result: "DealResult") -> str:
    """Why a deal ends as it does, as a clause: "the only one to reach 21 (§12.3)" ("" when the game goes on)."""
    text = _REASONS.get(result.code)
    return _(text, target=result.target) if text is not None else ""
