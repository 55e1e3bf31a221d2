"""``class_report``: read learners' progress files (never changing them) and write a CSV
summary plus one mastery chart per topic (PNG, matplotlib's Agg canvas).

``class_folder_report`` does the same for a whole class made with ``casino-learn class new``
(``casino-learn class-report --class NAME``): every student of the class is in it, "not started"
included, with their games played, deals finished and active time from the play page
(``class-students.csv``). A class lives in ``<home>/classes/<id>/`` (home: ``CASINO_LEARN_HOME``,
else ``~/.casino_learn``; ``casino-learn class show NAME`` prints the folder), each student's files
in its ``students/<id>/`` folder.

The ``status`` column and the charts keep apart a learner who **needs help** (tried, and
struggling: low mastery or many hints) and one who has **not started**. A file that cannot be
read is not fatal: it is listed in the result *and* in the CSV (status ``unreadable file``,
with the reason), and ``casino-learn class-report`` then exits with status 1."""

from __future__ import annotations

import csv
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..i18n import _, ngettext
from .progress import KindStats, ProgressError, read_progress_file
from .registry import EXERCISE_KINDS, TOPICS, topic_name
from .report import class_status, help_rule

__all__ = ["CSV_COLUMNS", "STUDENT_COLUMNS", "UNREADABLE", "ClassReport", "class_folder_report", "class_report", "example_class"]

CSV_COLUMNS = ("learner", "topic", "kind", "exercises", "attempts", "correct", "first_try", "hints", "minutes", "mastery_percent", "status",
               "file", "problem")
#: The status of a CSV row for a file that could not be read (its ``problem`` says why).
UNREADABLE = "unreadable file"
#: ``class-students.csv`` of a class report: one line per student of the class.
STUDENT_COLUMNS = ("student", "student_id", "status", "needs_help_in", "exercises", "games_played", "deals_finished",
                   "active_minutes", "last_active", "folder", "problem")


@dataclass
class ClassReport:
    """What was written, and which files could not be read (with the reason)."""

    csv_path: Path
    charts: list[Path] = field(default_factory=list)
    learners: list[str] = field(default_factory=list)
    unreadable: list[tuple[str, str]] = field(default_factory=list)
    #: (learner, topic) pairs where the learner tried and is struggling.
    needs_help: list[tuple[str, str]] = field(default_factory=list)
    #: (learner, topic) pairs not started yet.
    not_started: list[tuple[str, str]] = field(default_factory=list)
    #: A whole class's report: its name and folder, the per-student CSV, and who has done nothing yet.
    class_name: str = ""
    folder: Path | None = None
    students_csv: Path | None = None
    idle: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        lines = []
        if self.class_name:
            # Translators: the first line of a whole class's report.
            lines.append(ngettext("Class {klass} ({folder}): {n} student", "Class {klass} ({folder}): {n} students",
                                  len(self.learners), klass=self.class_name, folder=self.folder))
        # Translators: the first line of the class report; {path} is the CSV file.
        lines.append(ngettext("{n} learner; summary: {path}", "{n} learners; summary: {path}", len(self.learners),
                              path=self.csv_path))
        if self.students_csv is not None:
            lines.append(_("one line per student (status, games played, active time): {path}", path=self.students_csv))
            lines.append(_("not started yet: {learners}", learners=", ".join(self.idle) or _("nobody")))
        lines += [_("chart: {path}", path=p) for p in self.charts]
        helped: dict[str, list[str]] = {}
        for name, topic in self.needs_help:
            helped.setdefault(name, []).append(topic_name(topic))
        if helped:
            # Translators: {learners} lists learners with their topics, e.g. "Ben (capturing, building); Chen (scoring)".
            lines.append(_("needs help (tried, struggling): {learners}",
                           learners="; ".join(f"{n} ({', '.join(ts)})" for n, ts in helped.items())))
        else:
            lines.append(_("needs help (tried, struggling): nobody"))
        lines.append(help_rule())
        if self.unreadable:
            n = len(self.unreadable)
            lines.append(ngettext("{n} file could not be read (also listed in {csv}):",
                                  "{n} files could not be read (also listed in {csv}):", n, csv=self.csv_path.name))
            # Translators: {file} is a progress file; {problem} why it could not be read.
            lines += ["  " + _("could not read {file}: {problem}", file=f, problem=why) for f, why in self.unreadable]
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
    sources: list[str] = []
    for f in files:
        try:
            name, stats = read_progress_file(f)
        except (OSError, ProgressError, UnicodeDecodeError) as e:
            report.unreadable.append((str(f), str(e)))
            continue
        if name in [n for n, _ in learners]:
            name = f"{name} ({Path(f).name})"
        learners.append((name, stats))
        sources.append(str(f))
    _write(report, learners, sources, out)
    return report


def class_folder_report(name_or_folder: str | Path, out_dir: str | Path, home: str | Path | None = None) -> ClassReport:
    """The report of a whole class (found by its name, or its folder): every student, "not started"
    included, from their own folders (nothing is changed), plus ``class-students.csv`` with each
    student's status, games played, deals finished and active time. A student's progress file that
    cannot be read is listed as unreadable (and the command exits with status 1)."""
    from ..classroom.roster import ClassRoom
    from ..classroom.teacher import class_rows

    room = ClassRoom.load(name_or_folder, home=home)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    report = ClassReport(out / "class-summary.csv", class_name=room.name, folder=room.folder,
                         students_csv=out / "class-students.csv")
    rows = class_rows(room)
    learners = [(row.name, row.kinds) for row in rows]
    sources = [str(room.progress_folder(row.id)) for row in rows]
    report.unreadable = [(str(room.progress_folder(row.id)), row.problem) for row in rows if row.problem]
    report.idle = [row.name for row in rows if row.status == "not started"]
    _write(report, learners, sources, out)
    with report.students_csv.open("w", encoding="utf-8", newline="") as fh:  # type: ignore[union-attr]
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(STUDENT_COLUMNS)
        for row, source in zip(rows, sources):
            exercises = sum(s.exercises for s in row.kinds.values())
            last = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(row.last_active)) if row.last_active else ""
            writer.writerow([_safe(row.name), row.id, row.status, " ".join(row.needs_help_in), exercises, row.games_played,
                             row.deals_finished, f"{row.active_seconds / 60:.1f}", last, source, _safe(row.problem)])
    return report


def _safe(text: str) -> str:
    """A CSV cell that a spreadsheet will not run as a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _write(report: ClassReport, learners: list[tuple[str, dict[str, KindStats]]], sources: list[str], out: Path) -> None:
    report.learners = [n for n, _ in learners]
    for name, stats in learners:
        for topic, t in _topic_totals(stats).items():
            status = class_status(t)
            if status == "needs help":
                report.needs_help.append((name, topic))
            elif status == "not started":
                report.not_started.append((name, topic))
    with report.csv_path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for (name, stats), source in zip(learners, sources):
            for kind, info in EXERCISE_KINDS.items():
                s = stats.get(kind, KindStats())
                writer.writerow([_safe(name), info.topic, kind, s.exercises, s.attempts, s.correct, s.first_try, s.hints,
                                 f"{s.seconds / 60:.1f}", f"{100 * s.mastery:.0f}", class_status(s), source, ""])
        for f, why in report.unreadable:
            writer.writerow(["", "", "", "", "", "", "", "", "", "", UNREADABLE, f, why])
    if learners:
        report.charts = _charts(learners, out)


def _charts(learners: list[tuple[str, dict[str, KindStats]]], out: Path) -> list[Path]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from .charts import mastery_bars

    paths = []
    names = [n for n, _ in learners]
    totals = [_topic_totals(stats) for _, stats in learners]
    for topic in TOPICS:
        fig = Figure(figsize=(7, 1.2 + 0.35 * max(3, len(names))))
        FigureCanvasAgg(fig)
        ax = fig.add_subplot(1, 1, 1)
        rows = [t[topic] for t in totals]
        mastery_bars(ax, names, [r.mastery for r in rows], _("Mastery: {topic}", topic=topic_name(topic)),
                     [class_status(r) for r in rows],
                     [_note(r) for r in rows])
        fig.tight_layout()
        path = out / f"mastery-{topic}.png"
        fig.savefig(path, format="png", metadata={"Software": None})
        paths.append(path)
    return paths


def _note(s: KindStats) -> str:
    """A short note for a chart bar: "3 tries, 0 solved, 3 hints"."""
    if not s.exercises:
        return ""
    # Translators: a note by a learner's bar, e.g. "3 tries, 0 solved, 3 hints" (three pieces joined by commas).
    return ", ".join((ngettext("{n} try", "{n} tries", s.attempts), ngettext("{n} solved", "{n} solved", s.correct),
                      ngettext("{n} hint", "{n} hints", s.hints)))


def example_class(folder: str | Path, learners: Iterable[tuple[str, int]] = (("Ana", 3), ("Ben", 1), ("Chen", 2))) -> list[Path]:
    """Write made-up progress files for a demonstration: each learner answers three
    ``may_trail`` exercises and gets the given number right at the first try; on the others
    they answer wrong and take a hint. A learner with 0 right struggles; use a name without
    exercises (``("Dee", -1)``) for one who has not started. Returns the files."""
    from .progress import Progress
    from .registry import make_exercise

    paths = []
    for name, right in learners:
        progress = Progress.load(name, home=folder)
        for i in range(3 if right >= 0 else 0):
            exercise = make_exercise("may_trail", i, "classic", 1)
            if i < right:
                exercise.check(exercise.answer)
            else:
                exercise.check("yes" if exercise.answer != "yes" else "no R9")
                exercise.hint()
            progress.record(exercise, save=False)
        paths.append(progress.save())
    return paths
