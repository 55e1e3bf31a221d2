"""``progress_report``: mastery per topic and per exercise kind, as HTML and text, with a
suggestion of what to practise next."""

from __future__ import annotations

import html
from dataclasses import dataclass

from .progress import KindStats, Progress
from .registry import EXERCISE_KINDS, TOPICS

__all__ = ["MASTERED", "MIN_EXERCISES", "ProgressReport", "mastery_label", "progress_report"]

MASTERED = 0.8      # mastery at or above this counts as mastered ...
MIN_EXERCISES = 3   # ... once at least this many exercises were done


def mastery_label(stats: KindStats | None) -> str:
    if stats is None or stats.exercises == 0:
        return "not started"
    if stats.mastery >= MASTERED and stats.exercises >= MIN_EXERCISES:
        return "mastered"
    if stats.mastery >= 0.4:
        return "getting there"
    return "needs practice"


@dataclass(frozen=True)
class ProgressReport:
    """Rows per topic, rows per kind, and the suggestion. Displays as HTML in Jupyter."""

    learner: str
    topics: tuple[tuple[str, KindStats], ...]
    kinds: tuple[tuple[str, KindStats], ...]
    suggestion: str
    suggested_kind: str | None

    @property
    def text(self) -> str:
        lines = [f"Progress of {self.learner}", f"{'topic':<12} {'done':>5} {'solved':>6} {'hints':>5} {'min':>5} {'mastery':>8}  status"]
        for topic, s in self.topics:
            lines.append(f"{topic:<12} {s.exercises:>5} {s.correct:>6} {s.hints:>5} {s.seconds / 60:>5.1f} "
                         f"{100 * s.mastery:>7.0f}%  {mastery_label(s)}")
        lines.append(f"Next: {self.suggestion}")
        return "\n".join(lines)

    @property
    def html(self) -> str:
        head = "".join(f"<th style='text-align:left; padding:2px 8px;'>{h}</th>"
                       for h in ("Topic", "Exercises", "Solved", "Hints", "Minutes", "Mastery", ""))
        rows = []
        for topic, s in self.topics:
            pct = round(100 * s.mastery)
            bar = (f"<div style='width:80px; height:8px; background: var(--jp-layout-color3, #ddd);'>"
                   f"<div style='width:{pct}%; height:8px; background: var(--jp-brand-color1, #1976d2);'></div></div>")
            cells = (html.escape(topic), s.exercises, s.correct, s.hints, f"{s.seconds / 60:.1f}", f"{pct}% {bar}", mastery_label(s))
            rows.append("<tr>" + "".join(f"<td style='padding:2px 8px;'>{c}</td>" for c in cells) + "</tr>")
        return (f"<div class='casino-learn-progress' style='color: var(--jp-ui-font-color1, inherit); "
                f"font-family: var(--jp-ui-font-family, sans-serif);'>"
                f"<strong>Progress of {html.escape(self.learner)}</strong>"
                f"<table style='border-collapse: collapse;'><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
                f"<p>Next: {html.escape(self.suggestion)}</p></div>")

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.text


def progress_report(progress: Progress) -> ProgressReport:
    """Mastery per topic (and per kind) and what to practise next: the first kind in course
    order not started, else the kind with the lowest mastery that is not yet mastered."""
    per_topic = progress.topic_stats()
    topics = tuple((t, per_topic.get(t, KindStats())) for t in TOPICS)
    kinds = tuple((k, progress.stats.get(k, KindStats())) for k in EXERCISE_KINDS)
    suggestion, kind = "Everything is mastered. Try level 3, or Royal if you played Classic.", None
    fresh = [k for k, s in kinds if s.exercises == 0]
    weak = sorted((s.mastery, k) for k, s in kinds if s.exercises and mastery_label(s) != "mastered")
    if weak and weak[0][0] < 0.4:
        kind = weak[0][1]
        suggestion = f"Practise “{EXERCISE_KINDS[kind].title}” ({kind}): mastery {round(100 * weak[0][0])}% so far."
    elif fresh:
        kind = fresh[0]
        suggestion = f"Try something new: “{EXERCISE_KINDS[kind].title}” ({kind})."
    elif weak:
        kind = weak[0][1]
        suggestion = f"Keep going with “{EXERCISE_KINDS[kind].title}” ({kind}): mastery {round(100 * weak[0][0])}%."
    return ProgressReport(progress.learner, topics, kinds, suggestion, kind)
