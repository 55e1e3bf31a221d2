"""Computer opponents. Each has ``choose(view, rng) -> Move`` and sees only its player's
:class:`~casino_learn.rules.state.PlayerView`. Agents use the public API only; the rules core never
imports them.

The ladder of levels, weakest first, is :data:`LEVELS`; :data:`LEVEL_DESCRIPTIONS` says in one
sentence how each level plays (for the UI).
"""

from __future__ import annotations

from ..i18n import N_, _
from ..rules.match import Agent
from .careful import CarefulAgent
from .expert import ExpertAgent
from .simple import GreedyAgent, RandomAgent, immediate_gain

__all__ = [
    "RandomAgent", "GreedyAgent", "CarefulAgent", "ExpertAgent", "immediate_gain",
    "AGENTS", "LEVELS", "LEVEL_DESCRIPTIONS", "LEVEL_NAMES", "level_description", "level_name", "get_agent",
]

#: Agent classes by level name, weakest first ("random" is another name for "beginner").
AGENTS: dict[str, type] = {
    "beginner": RandomAgent,
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "careful": CarefulAgent,
    "expert": ExpertAgent,
}

#: The levels of play, weakest first.
LEVELS: tuple[str, ...] = ("beginner", "greedy", "careful", "expert")

#: One sentence per level, for menus, in English (``N_``): show it with :func:`level_description`.
LEVEL_DESCRIPTIONS: dict[str, str] = {
    "beginner": N_("Plays any legal card at random: good for learning the moves."),
    "greedy": N_("Grabs the capture worth the most points right now, with no thought for what it leaves behind."),
    "careful": N_("Weighs each capture against what it leaves the next player, guards its builds and avoids giving away sweeps."),
    "expert": N_("Imagines the hidden cards many times over and plays each round out to its end (the whole deal in the last round) to find the best move."),
}
#: The name of each level, for menus.
LEVEL_NAMES: dict[str, str] = {"beginner": N_("Beginner"), "greedy": N_("Greedy"), "careful": N_("Careful"), "expert": N_("Expert")}


def level_description(level: str) -> str:
    """What a computer level does, in the language in use."""
    return _(LEVEL_DESCRIPTIONS[level])


def level_name(level: str) -> str:
    """A computer level's name for a menu ("Greedy", "Codicioso"), in the language in use."""
    return _(LEVEL_NAMES[level])


def get_agent(name: str) -> Agent:
    """An agent by level name: ``get_agent("greedy")``."""
    key = name.strip().lower()
    if key not in AGENTS:
        raise ValueError(f"Unknown computer player {name!r}: expected one of {', '.join(AGENTS)}.")
    return AGENTS[key]()
