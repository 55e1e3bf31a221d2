"""``class_report``: read learners' progress files (never changing them) and write a CSV
summary plus one mastery chart per topic (PNG, matplotlib's Agg canvas). Unreadable files
are listed in the result, not fatal."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .progress import KindStats, ProgressError, read_progress_file
from .registry import EXERCISE_KINDS, TOPICS
from .report import mastery_label

__all__ = ["CSV_COLUMNS", "ClassReport", "class_report"]

CSV_COLUMNS = ("learner", "topic", "kind", "exercises", "attempts", "correct", "first_try", "hints", "minutes", "mastery_percent", "status")


@dataclass
class ClassReport:
    """What was written, and which files could not be read (with the reason)."""

    csv_path: Path
    charts: list[Path] = field(default_factory=list)
    learners: list[str] = field(default_factory=list)
    unreadable: list[tuple[str, str]] = field(default_factory=list)

    def __str__(self) -> str:
        lines = [f"{len(self.learners)} learner{'' if len(self.learners) == 1 else 's'}; summary: {self.csv_path}"]
        lines += [f"chart: {p}" for p in self.charts]
        lines += [f"could not read {f}: {why}" for f, why in self.unreadable]
        return "\n".join(lines)


def _topic_totals(stats: dict[str, KindStats]) -> dict[str, KindStats]:
    out: dict[str, KindStats] = {t: KindStats() for t in TOPICS}
    for kind, s in stats.items():
        topic = EXERCISE_KINDS[kind].topic if kind in EXERCISE_KINDS else None
        if topic is None:
            continue
        t = out[topic]
        for name in ("exercises", "attempts", "correct", "first_try", "hints", "seconds", "credit"):
            setattr(t, name, getattr(t, name) + getattr(s, name))
    return out


def class_report(files: Iterable[str | Path], out_dir: str | Path) -> ClassReport:
    """Write ``class-summary.csv`` (one row per learner and exercise kind) and
    ``mastery-<topic>.png`` per topic into ``out_dir``."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    report = ClassReport(out / "class-summary.csv")
    learners: list[tuple[str, dict[str, KindStats]]] = []
    for f in files:
        try:
            name, stats = read_progress_file(f)
        except (OSError, ProgressError, UnicodeDecodeError) as e:
            report.unreadable.append((str(f), str(e)))
            continue
        if name in [n for n, _ in learners]:
            name = f"{name} ({Path(f).name})"
        learners.append((name, stats))
    report.learners = [n for n, _ in learners]
    with report.csv_path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for name, stats in learners:
            for kind, info in EXERCISE_KINDS.items():
                s = stats.get(kind, KindStats())
                writer.writerow([name, info.topic, kind, s.exercises, s.attempts, s.correct, s.first_try, s.hints,
                                 f"{s.seconds / 60:.1f}", f"{100 * s.mastery:.0f}", mastery_label(s)])
    if learners:
        report.charts = _charts(learners, out)
    return report


def _charts(learners: list[tuple[str, dict[str, KindStats]]], out: Path) -> list[Path]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from .charts import mastery_bars

    paths = []
    names = [n for n, _ in learners]
    totals = [_topic_totals(stats) for _, stats in learners]
    for topic in TOPICS:
        fig = Figure(figsize=(6, 0.5 + 0.35 * max(3, len(names))))
        FigureCanvasAgg(fig)
        ax = fig.add_subplot(1, 1, 1)
        mastery_bars(ax, names, [t[topic].mastery for t in totals], f"Mastery: {topic}")
        fig.tight_layout()
        path = out / f"mastery-{topic}.png"
        fig.savefig(path, format="png", metadata={"Software": None})
        paths.append(path)
    return paths


def example_class(folder: str | Path, learners: Iterable[tuple[str, int]] = (("Ana", 3), ("Ben", 1), ("Chen", 2))) -> list[Path]:
    """Write made-up progress files for a demonstration: each learner answers three
    ``find_captures`` exercises and gets the given number right. Returns the files."""
    from .progress import Progress
    from .registry import make_exercise

    paths = []
    for name, right in learners:
        progress = Progress.load(name, home=folder)
        for i in range(3):
            exercise = make_exercise("find_captures", seed=i, variant="classic")
            exercise.check(exercise.answer if i < right else "none")
            progress.record(exercise, save=False)
        paths.append(progress.save())
    return paths
