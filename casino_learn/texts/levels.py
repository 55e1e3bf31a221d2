"""The computer levels' names as a sentence or a chart says them ("greedy against beginner").

The capitalised labels of the level menus live with the agents (:data:`casino_learn.agents.LEVEL_NAMES`);
these are the words inside a sentence, translated when shown.
"""

from __future__ import annotations

from ..i18n import N_, _

__all__ = ["LEVEL_NAMES", "level_name"]

LEVEL_NAMES = {"beginner": N_("beginner"), "greedy": N_("greedy"), "careful": N_("careful"), "expert": N_("expert")}


def level_name(name: str) -> str:
    """A computer level's name in the language in use (an unknown one as it is)."""
    return _(LEVEL_NAMES[name]) if name in LEVEL_NAMES else name
