"""``progress_report``: mastery per topic and per exercise kind, as HTML (with a bar picture
drawn in SVG: no matplotlib needed) and text, with a suggestion of what to practise next.
``class_status`` is the teacher's word for a learner in a kind or topic: "needs help" (tried
and struggling) is kept apart from "not started"."""

from __future__ import annotations

import html
from dataclasses import dataclass, fields
from typing import Mapping, Sequence

from ..i18n import N_, _, ngettext, pgettext
from .progress import THRESHOLDS, KindStats, Progress, shown_percent
from .registry import EXERCISE_KINDS, TOPICS, kind_title, topic_name

__all__ = ["HELP_HINTED_MASTERY", "HELP_HINTS", "HELP_MASTERY", "HELP_WRONG", "MASTERED", "MIN_EXERCISES", "STATUS_WORDS", "ProgressReport", "class_status",
           "help_rule", "mastery_label", "mastery_svg", "needs_help", "progress_report", "stage_stats", "stage_topic", "status_words"]

MASTERED = THRESHOLDS[1]  # mastery at or above this counts as mastered ...
MIN_EXERCISES = 3   # ... once at least this many exercises were done
#: "Needs help" (issue 22: it was said at 100% mastery after one hint): a learner with at least
#: HELP_WRONG wrong answers in a kind or topic, and a mastery below HELP_MASTERY, or below
#: HELP_HINTED_MASTERY with HELP_HINTS hints per exercise or more. One slip or one hint never is.
HELP_WRONG = 3
HELP_MASTERY = 0.4
HELP_HINTED_MASTERY = 0.6
HELP_HINTS = 1.0

# Learner-facing words (translators: keep the {placeholders}).
NEXT_ALL_MASTERED = N_("Everything is mastered. Try level 3, or Royal if you played Classic.")
NEXT_PRACTISE = N_("Practise “{title}”: your mastery of this exercise is {percent}% so far.")
NEXT_NEW = N_("Try something new: “{title}”, from lesson {lesson}.")
#: An untried exercise lies lessons ahead of where the learner is (trial 21: lesson 05 suggested lesson 8's exercise).
NEXT_COURSE = N_("Go on with the course: lesson {lesson} is next.")
NEXT_KEEP_GOING = N_("Keep going with “{title}”: your mastery of this exercise is {percent}%.")  # not its topic's (trial 19)
PICTURE_TITLE = N_("Mastery per topic (the dashed line is “mastered”, 80%)")
#: What the numbers count (trial 6: "13.7 minutes" after 26 minutes of use, and "100% getting there").
NUMBERS_NOTE = N_("Minutes count the time you worked on exercises and stage tasks; games and reading are not counted. "
                  "A topic is mastered at {percent}% or more once you have done at least {n} of its exercises or tasks.")
NOT_STARTED = "not started"
#: The status codes (kept in English in files and CSV) as a learner or teacher reads them.
STATUS_WORDS: dict[str, str] = {
    "not started": N_("not started"),
    "mastered": N_("mastered"),
    "getting there": N_("getting there"),
    "needs practice": N_("needs practice"),
    "needs help": N_("needs help"),
}


#: Trial 9: "Solved 1" beside a "0% needs practice" bar, after Show solution, with nothing saying why.
NUMBERS_SOLUTION = N_("An exercise or task solved after seeing its solution counts as solved, but adds nothing to mastery.")


def numbers_note() -> str:
    """What the progress table's minutes count and when a topic is mastered, in the language in use."""
    return _(NUMBERS_NOTE, percent=round(100 * MASTERED), n=MIN_EXERCISES) + " " + _(NUMBERS_SOLUTION)


def status_words(status: str) -> str:
    """A status code (``"needs help"``) in the language in use."""
    return _(STATUS_WORDS[status]) if status in STATUS_WORDS else status


def mastery_label(stats: KindStats | None) -> str:
    if stats is None or stats.exercises == 0:
        return "not started"
    if stats.mastery >= MASTERED and stats.exercises >= MIN_EXERCISES:
        return "mastered"
    if stats.mastery >= THRESHOLDS[0]:
        return "getting there"
    return "needs practice"


def needs_help(stats: KindStats | None) -> bool:
    """Tried and struggling (:func:`help_rule`): at least :data:`HELP_WRONG` wrong answers, and a
    low mastery, or a middling one with a hint on every exercise."""
    if stats is None or stats.exercises == 0 or mastery_label(stats) == "mastered":
        return False
    if stats.attempts - stats.correct < HELP_WRONG:
        return False
    return stats.mastery < HELP_MASTERY or (stats.mastery < HELP_HINTED_MASTERY and stats.hints >= HELP_HINTS * stats.exercises)


def help_rule() -> str:
    """The "needs help" rule in words, in the language in use, with its numbers."""
    return ngettext("“Needs help” means: at least {n} wrong answer in a topic, and a mastery under {low}% "
                    "(or under {hinted}% with a hint on every exercise). One slip or one hint is never enough.",
                    "“Needs help” means: at least {n} wrong answers in a topic, and a mastery under {low}% "
                    "(or under {hinted}% with a hint on every exercise). One slip or one hint is never enough.",
                    HELP_WRONG, low=round(100 * HELP_MASTERY), hinted=round(100 * HELP_HINTED_MASTERY))


def class_status(stats: KindStats | None) -> str:
    """The teacher's status: "not started", "needs help", "getting there" or "mastered"."""
    if needs_help(stats):
        return "needs help"
    label = mastery_label(stats)
    return "getting there" if label == "needs practice" else label


def mastery_svg(rows: tuple[tuple[str, KindStats], ...], width: int = 520) -> str:
    """Mastery per row as horizontal bars in inline SVG (theme colours, a text label on every
    bar, so the picture does not rely on colour alone). Rows not started are drawn as an empty
    dashed outline marked "not started"."""
    label_w, bar_w, row_h = 90, width - 250, 22  # 160 px on the right for "100% getting there"
    height = row_h * len(rows) + 8
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
              f'viewBox="0 0 {width} {height}" style="font-family: var(--jp-ui-font-family, sans-serif); font-size: 12px;">'),
             f"<title>{html.escape(_(PICTURE_TITLE))}</title>"]
    for i, (name, s) in enumerate(rows):
        y = 4 + i * row_h
        parts.append(f'<text x="{label_w - 6}" y="{y + 14}" text-anchor="end" '
                     f'style="fill: var(--jp-ui-font-color1, #222);">{html.escape(topic_name(name).capitalize())}</text>')
        parts.append(f'<rect x="{label_w}" y="{y + 3}" width="{bar_w}" height="14" rx="2" '
                     f'style="fill: var(--jp-layout-color3, #e0e0e0);{" stroke: var(--jp-ui-font-color2, #888); stroke-dasharray: 3 2;" if s.exercises == 0 else ""}"/>')
        if s.exercises == 0:
            words = status_words(NOT_STARTED)
        else:
            pct = shown_percent(s.mastery)
            colour = "var(--jp-success-color1, #388e3c)" if mastery_label(s) == "mastered" else "var(--jp-brand-color1, #1976d2)"
            parts.append(f'<rect x="{label_w}" y="{y + 3}" width="{bar_w * s.mastery:.1f}" height="14" rx="2" style="fill: {colour};"/>')
            if s.mastery >= MASTERED and s.exercises < MIN_EXERCISES:
                # Trial 8: a full bar "100% getting there" beside "95% mastered" read as a mistake.
                # Translators: {done} of {needed} exercises or tasks done, e.g. "100% so far (1 of 3 done)".
                words = _("{percent}% so far ({done} of {needed} done)", percent=pct, done=s.exercises, needed=MIN_EXERCISES)
            else:
                words = f"{pct}% {status_words(mastery_label(s))}"
        parts.append(f'<text x="{label_w + bar_w + 6}" y="{y + 14}" style="fill: var(--jp-ui-font-color1, #222);">{html.escape(words)}</text>')
    line_x = label_w + bar_w * MASTERED
    parts.append(f'<line x1="{line_x:.1f}" y1="2" x2="{line_x:.1f}" y2="{height - 2}" '
                 f'style="stroke: var(--jp-success-color1, #388e3c); stroke-width: 1; stroke-dasharray: 4 3;"/>')
    parts.append("</svg>")
    return "".join(parts)


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
        # Translators: the columns of the learner's progress table in plain text (keep them short).
        topic_, done, solved, hints = (pgettext("progress table column", "topic"), pgettext("progress table column", "done"),
                                       pgettext("progress table column", "solved"), pgettext("progress table column", "hints"))
        minutes, mastery, status = (pgettext("progress table column", "min"), pgettext("progress table column", "mastery"),
                                    pgettext("progress table column", "status"))
        lines = [_("Progress of {learner}", learner=self.learner),
                 f"{topic_:<12} {done:>5} {solved:>6} {hints:>5} {minutes:>5} {mastery:>8}  {status}"]
        for topic, s in self.topics:
            lines.append(f"{topic_name(topic):<12} {s.exercises:>5} {s.correct:>6} {s.hints:>5} {s.seconds / 60:>5.1f} "
                         f"{100 * s.mastery:>7.0f}%  {status_words(mastery_label(s))}")
        lines.append(numbers_note())
        lines.append(_("Next: {suggestion}", suggestion=self.suggestion))
        return "\n".join(lines)

    @property
    def html(self) -> str:
        """The picture (SVG bars per topic), a table with the numbers, and what to do next."""
        head = "".join(f"<th style='text-align:left; padding:2px 8px;'>{h}</th>"
                       for h in (_("Topic"), _("Exercises and tasks"), _("Solved"), _("Hints"), _("Minutes"), _("Mastery"), ""))
        rows = []
        for topic, s in self.topics:
            cells = (html.escape(topic_name(topic).capitalize()), s.exercises, s.correct, s.hints, f"{s.seconds / 60:.1f}",
                     f"{shown_percent(s.mastery)}%", html.escape(status_words(mastery_label(s))))
            rows.append("<tr>" + "".join(f"<td style='padding:2px 8px;'>{c}</td>" for c in cells) + "</tr>")
        title = _("Progress of {learner}", learner=self.learner)
        numbers, next_ = _("The numbers"), _("Next:")
        return (f"<div class='casino-learn-progress' style='color: var(--jp-ui-font-color1, inherit); "
                f"font-family: var(--jp-ui-font-family, sans-serif);'>"
                f"<strong>{html.escape(title)}</strong>"
                f"<div>{mastery_svg(self.topics)}</div>"
                f"<details><summary>{html.escape(numbers)}</summary>"
                f"<table style='border-collapse: collapse;'><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
                f"<p style='font-size:0.9em;line-height:1.45'>{html.escape(numbers_note())}</p>"
                f"</details><p><b>{html.escape(next_)}</b> {html.escape(self.suggestion)}</p></div>")

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.text


#: The mastery topic a lesson's stages count for (issue 23 trial: 24 stars in lesson 3's stages left
#: "Building: not started"). Lesson 6 (Royal Casino) has stages of several topics: see below.
LESSON_TOPICS: dict[int, str] = {1: "capturing", 2: "capturing", 3: "building", 4: "trailing", 5: "scoring",
                                 6: "capturing", 7: "strategy", 8: "strategy"}
STAGE_TOPICS: dict[str, str] = {"royal-builds": "building", "royal-not-your-own-build": "building",
                                "royal-ace-raise": "building", "partners-builds": "building", "royal-partners": "building",
                                "royal-no-trailing-a-matched-card": "trailing"}


def stage_topic(name: str) -> str | None:
    """The mastery topic of the course stage ``name`` (None for an unknown stage)."""
    from ..course import STAGES

    stage = STAGES.get(name)
    if stage is None:
        return None
    return STAGE_TOPICS.get(name) or LESSON_TOPICS.get(stage.lesson)


def stage_stats(stars: Mapping[str, int], seconds: Mapping[str, float] | None = None,
                hints: Mapping[str, int] | None = None) -> dict[str, KindStats]:
    """The stage tasks solved, per topic, as exercises: each solved task (``"pairing:1": 3``) is one
    exercise done and solved, with credit stars/3 (three stars: right first time, no hints); and the
    active time spent on each task (``seconds``) and the hints asked for (``hints``), solved or not."""
    out: dict[str, KindStats] = {}
    for field_name, per_task in (("seconds", seconds or {}), ("hints", hints or {})):
        for task, amount in per_task.items():
            topic = stage_topic(task.rsplit(":", 1)[0])
            if topic is not None:
                s = out.setdefault(topic, KindStats())
                setattr(s, field_name, getattr(s, field_name) + amount)
    for task, won in stars.items():
        topic = stage_topic(task.rsplit(":", 1)[0])
        if topic is None:
            continue
        s = out.setdefault(topic, KindStats())
        s.exercises += 1
        s.attempts += 1
        s.correct += 1
        s.first_try += won == 3
        s.credit += won / 3
    return out


def _added(a: KindStats, b: KindStats) -> KindStats:
    return KindStats(**{f.name: getattr(a, f.name) + getattr(b, f.name) for f in fields(KindStats)})


def _lesson_reached(progress: Progress, kinds: Sequence[tuple[str, KindStats]]) -> int:
    """The furthest lesson the learner has worked in: its stages' stars and its exercises tried."""
    from ..course import STAGES

    lessons = [STAGES[task.rsplit(":", 1)[0]].lesson for task in progress.stars if task.rsplit(":", 1)[0] in STAGES]
    lessons += [EXERCISE_KINDS[k].lesson for k, s in kinds if s.exercises]
    return max(lessons, default=0)


def progress_report(progress: Progress) -> ProgressReport:
    """Mastery per topic (and per kind) and what to practise next: the first kind in course
    order not started, else the kind with the lowest mastery that is not yet mastered. A topic
    counts its exercises and its stage tasks (:func:`stage_stats`)."""
    per_topic = progress.topic_stats()
    for topic, s in stage_stats(progress.stars, progress.stage_seconds, progress.stage_hints).items():
        per_topic[topic] = _added(per_topic.get(topic, KindStats()), s)
    topics = tuple((t, per_topic.get(t, KindStats())) for t in TOPICS)
    kinds = tuple((k, progress.stats.get(k, KindStats())) for k in EXERCISE_KINDS)
    suggestion, kind = _(NEXT_ALL_MASTERED), None
    fresh = [k for k, s in kinds if s.exercises == 0]
    weak = sorted((s.mastery, k) for k, s in kinds if s.exercises and mastery_label(s) != "mastered")
    if weak and weak[0][0] < 0.4:
        kind = weak[0][1]
        suggestion = _(NEXT_PRACTISE, title=kind_title(kind), percent=shown_percent(weak[0][0]))
    elif fresh and EXERCISE_KINDS[fresh[0]].lesson > _lesson_reached(progress, kinds) + 1:
        suggestion = _(NEXT_COURSE, lesson=_lesson_reached(progress, kinds) + 1)
    elif fresh:
        kind = fresh[0]
        suggestion = _(NEXT_NEW, title=kind_title(kind), lesson=EXERCISE_KINDS[kind].lesson)
    elif weak:
        kind = weak[0][1]
        suggestion = _(NEXT_KEEP_GOING, title=kind_title(kind), percent=shown_percent(weak[0][0]))
    return ProgressReport(progress.learner, topics, kinds, suggestion, kind)
