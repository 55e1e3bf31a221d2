"""Charts of progress (matplotlib is imported only inside these functions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .progress import Progress
from .registry import TOPICS

__all__ = ["mastery_bars", "progress_chart"]


def mastery_bars(ax: Any, labels: Sequence[str], values: Sequence[float], title: str) -> Any:
    """Horizontal bars of mastery (0-100 %) on ``ax``; returns ``ax``."""
    ys = list(range(len(labels)))
    ax.barh(ys, [100 * v for v in values], color="#1976d2")
    ax.set_yticks(ys)
    ax.set_yticklabels(list(labels))
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("mastery (%)")
    ax.axvline(80, color="#388e3c", linestyle="--", linewidth=1)
    ax.set_title(title)
    return ax


def progress_chart(progress: Progress, ax: Any = None) -> Any:
    """Mastery per topic as a bar chart. Draws on ``ax`` (or a new figure) and returns the Axes;
    never calls ``show()``."""
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=(6, 2.8))
    per_topic = progress.topic_stats()
    values = [per_topic[t].mastery if t in per_topic else 0.0 for t in TOPICS]
    return mastery_bars(ax, TOPICS, values, f"Progress of {progress.learner}")
