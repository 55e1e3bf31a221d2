"""Computer opponents. Each has ``choose(view, rng) -> Move`` and sees only its player's
:class:`~casino_learn.state.PlayerView`. Agents use the public API only; the rules core never
imports them."""

from __future__ import annotations

from .simple import GreedyAgent, RandomAgent, immediate_gain

__all__ = ["RandomAgent", "GreedyAgent", "immediate_gain", "AGENTS", "get_agent"]

#: Agent classes by level name, weakest first.
AGENTS: dict[str, type] = {
    "random": RandomAgent,
    "beginner": RandomAgent,
    "greedy": GreedyAgent,
}


def get_agent(name: str) -> object:
    """An agent by level name: ``get_agent("greedy")``."""
    key = name.strip().lower()
    if key not in AGENTS:
        raise ValueError(f"Unknown computer player {name!r}: expected one of {', '.join(AGENTS)}.")
    return AGENTS[key]()
