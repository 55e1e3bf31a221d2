"""Score lines in words: one line of the ordered count (§11-§12), worded when shown.

The rules core records each line as data (:class:`~casino_learn.rules.scoring.CountEntry`: an item,
a side, a note code, the points and the total); here it becomes a sentence in the language in use,
the whole sentence chosen by the side's role (:class:`~casino_learn.texts.names.Seating`): "You are
locked", "Opponent is locked", "Opponents are locked".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _
from .names import Role, Seating

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.scoring import CountEntry

__all__ = ["count_line"]

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
    from ..rules.scoring import item_name

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
