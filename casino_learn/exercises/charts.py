"""Charts of progress (matplotlib is imported only inside these functions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import N_, _
from .progress import Progress
from .registry import TOPICS, topic_name

__all__ = ["HELP_COLOUR", "MASTERY_COLOUR", "mastery_bars", "progress_chart"]

MASTERY_COLOUR = "#1976d2"
HELP_COLOUR = "#d32f2f"
NOT_STARTED_COLOUR = "#757575"

# Words on the charts (translators: keep the {placeholders}).
LEGEND_MASTERY = N_("mastery")
LEGEND_HELP = N_("needs help (tried, struggling)")
LEGEND_NOT_STARTED = N_("not started")
LEGEND_MASTERED = N_("mastered (80%)")
AXIS_LABEL = N_("mastery (%)")


def mastery_bars(ax: Any, labels: Sequence[str], values: Sequence[float], title: str,
                 statuses: Sequence[str] | None = None, notes: Sequence[str] | None = None) -> Any:
    """Horizontal bars of mastery (0-100 %) on ``ax``; returns ``ax``.

    With ``statuses`` (from :func:`.report.class_status`), a learner who "needs help" gets a red
    hatched bar (at least a sliver, even at 0 %) and one "not started" gets no bar but the words
    "not started" in grey, so the two never look alike; a legend explains the marks. ``notes``
    are written at the end of each bar (e.g. "3 tries, 0 solved, 3 hints")."""
    from matplotlib.patches import Patch

    ys = list(range(len(labels)))
    statuses = list(statuses) if statuses is not None else ["" for _label in labels]
    widths = [100 * v for v in values]
    colours = [HELP_COLOUR if st == "needs help" else MASTERY_COLOUR for st in statuses]
    hatches = ["///" if st == "needs help" else "" for st in statuses]
    for y, w, colour, hatch, st in zip(ys, widths, colours, hatches, statuses):
        shown = max(w, 2.0) if st == "needs help" else (0.0 if st == "not started" else w)
        ax.barh(y, shown, color=colour, hatch=hatch, edgecolor="white" if hatch else colour, linewidth=0)
    for y, w, st, note in zip(ys, widths, statuses, list(notes) if notes is not None else ["" for _label in labels]):
        if st == "not started":
            ax.text(1, y, _(LEGEND_NOT_STARTED), va="center", ha="left", color=NOT_STARTED_COLOUR, fontsize=8, style="italic")
        elif st == "needs help":
            # Translators: by a struggling learner's bar; {note} is e.g. "3 tries, 0 solved, 3 hints".
            words = _("needs help: {note}", note=note) if note else _("needs help")
            ax.text(max(w, 2.0) + 1, y, words, va="center", ha="left",
                    color=HELP_COLOUR, fontsize=8, fontweight="bold")
        elif note:
            ax.text(w + 1, y, note, va="center", ha="left", color=NOT_STARTED_COLOUR, fontsize=8)
    ax.set_yticks(ys)
    ax.set_yticklabels(list(labels))
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel(_(AXIS_LABEL))
    ax.axvline(80, color="#388e3c", linestyle="--", linewidth=1)
    ax.set_title(title)
    if any(statuses):
        handles = [Patch(facecolor=MASTERY_COLOUR, label=_(LEGEND_MASTERY))]
        if "needs help" in statuses:
            handles.append(Patch(facecolor=HELP_COLOUR, hatch="///", edgecolor="white", label=_(LEGEND_HELP)))
        if "not started" in statuses:
            handles.append(Patch(facecolor="white", edgecolor=NOT_STARTED_COLOUR, linestyle="--", label=_(LEGEND_NOT_STARTED)))
        ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.32), ncol=len(handles), fontsize=8, frameon=False)
    return ax


def progress_chart(progress: Progress, ax: Any = None) -> Any:
    """Mastery per topic as a bar chart. Draws on ``ax`` (or a new figure) and returns the Axes;
    never calls ``show()``."""
    if ax is None:
        import matplotlib.pyplot as plt

        _figure, ax = plt.subplots(figsize=(6, 2.8))
    per_topic = progress.topic_stats()
    values = [per_topic[t].mastery if t in per_topic else 0.0 for t in TOPICS]
    # The learner's own chart marks only what is not started (the teacher's adds "needs help").
    statuses = ["not started" if t not in per_topic or per_topic[t].exercises == 0 else "" for t in TOPICS]
    return mastery_bars(ax, [topic_name(t) for t in TOPICS], values, _("Progress of {learner}", learner=progress.learner),
                        statuses)
