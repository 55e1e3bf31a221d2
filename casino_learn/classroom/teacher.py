"""The teacher's view of a class: per student and topic, mastery and attempts; stars from the
course's stages; who **needs help** (tried, and struggling) kept apart from who has **not
started**; a page that refreshes itself, a CSV export and a projector page.

Progress is read from each student's own folder (``<class>/students/<id>/progress-*.json``, or
the student's home on a school hub: :meth:`ClassRoom.progress_folder`)
without changing anything: a file that cannot be read is shown as such ("unreadable file", with
the reason), never moved or deleted from here. The statuses are those of
:func:`casino_learn.exercises.report.class_status`.
"""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from html import escape
from pathlib import Path
from typing import Any

from ..exercises.progress import KindStats, ProgressError, read_progress_data
from ..exercises.registry import EXERCISE_KINDS, TOPICS
from ..exercises.report import class_status
from ..i18n import N_, _
from .roster import LEVELS, OPPONENTS, VARIANTS, ClassRoom
from .style import page_html

__all__ = ["CSV_COLUMNS", "DOING_WELL", "NEEDS_HELP", "NOT_STARTED", "TEACHER_WORDS", "UNREADABLE", "StudentRow", "TopicCell",
           "class_csv", "class_rows", "projector_html", "settings_form_html", "stage_tasks", "teacher_view_html"]

NEEDS_HELP = "needs help"
NOT_STARTED = "not started"
DOING_WELL = "doing well"
UNREADABLE = "unreadable file"
#: A student whose course tasks average fewer stars than this (over at least COURSE_MIN_TASKS
#: tasks) is struggling in the course: mostly shown the move, or got there after many tries.
COURSE_HELP_STARS = 1.5
COURSE_MIN_TASKS = 3

#: Teacher-facing words (translators: keep the {placeholders}).
TEACHER_WORDS: dict[str, str] = {
    "title": N_("Class {klass}: teacher view"),
    "settings": N_("Game: {variant} · Computer player: {opponent} · Exercise level: {level}"),
    "refresh": N_("Updated at {time}. This page updates itself every {seconds} seconds."),
    "needs_help": N_("Needs help (tried, and struggling)"),
    "not_started": N_("Not started yet"),
    "doing_well": N_("Doing well"),
    "nobody": N_("nobody"),
    "count": N_("{n} of {total} students"),
    "csv": N_("Download as a spreadsheet (CSV)"),
    "projector": N_("Projector view"),
    "student": N_("Student"),
    "status": N_("Status"),
    "stars": N_("Course stars"),
    "last": N_("Last active"),
    "never": N_("not yet"),
    "just_now": N_("just now"),
    "minutes_ago": N_("{n} min ago"),
    "hours_ago": N_("{n} h ago"),
    "cell": N_("{percent}% · {attempts} tries"),
    "cell_one": N_("{percent}% · 1 try"),
    "cell_empty": N_("–"),
    "stars_cell": N_("{earned} of {possible} ★"),
    "course": N_("course"),
    "unreadable": N_("The progress file could not be read ({why}); it was left as it is."),
    "legend": N_("Mastery is the average credit per exercise (1 for right first time without hints, ½ for right later). "
              "“Needs help” means the student tried and is struggling (low mastery or many hints); "
              "“not started” means nothing was tried yet."),
    "settings_title": N_("Class settings"),
    "variant": N_("Game"),
    "opponent": N_("Computer player"),
    "level": N_("Exercise level"),
    "save": N_("Save the settings"),
    "projector_title": N_("Casino on the projector"),
    "projector_note": N_("All hands are shown, so the class can follow every move."),
    "no_students": N_("This class has no students yet."),
}
VARIANT_WORDS = {"classic": N_("Classic Casino"), "royal": N_("Royal Casino")}
STATUS_CLASS = {NEEDS_HELP: "s-help", NOT_STARTED: "s-idle", "getting there": "s-mid", "mastered": "s-ok",
                DOING_WELL: "s-ok", UNREADABLE: "s-help"}

CSV_COLUMNS = ("student", "student_id", "part", "name", "exercises", "attempts", "correct", "first_try", "hints", "minutes",
               "mastery_percent", "stars", "stars_possible", "status", "last_active", "problem")


@dataclass
class TopicCell:
    """A student's totals in one topic, and the teacher's word for them."""

    topic: str
    stats: KindStats
    status: str

    @property
    def mastery(self) -> float:
        return self.stats.mastery

    @property
    def attempts(self) -> int:
        return self.stats.attempts

    @property
    def exercises(self) -> int:
        return self.stats.exercises


@dataclass
class StudentRow:
    """One student's line of the teacher view."""

    id: str
    name: str
    topics: dict[str, TopicCell]
    #: Per course stage: (stars earned, stars possible), in course order.
    stages: dict[str, tuple[int, int]]
    #: "needs help", "not started", "doing well" or "unreadable file".
    status: str
    #: The topics (and "course") where the student tried and is struggling.
    needs_help_in: list[str] = field(default_factory=list)
    #: When the student's progress was last saved (seconds since the epoch), or None.
    last_active: float | None = None
    problem: str = ""

    @property
    def stars(self) -> int:
        return sum(e for e, _ in self.stages.values())

    @property
    def stars_possible(self) -> int:
        return sum(p for _, p in self.stages.values())

    @property
    def attempts(self) -> int:
        return sum(c.attempts for c in self.topics.values())


def stage_tasks() -> dict[str, int]:
    """The course's stages in course order, with their number of tasks."""
    from ..course.catalog import STAGES

    return {name: len(stage.tasks) for name, stage in STAGES.items()}


def _sum(into: KindStats, more: KindStats) -> None:
    for f in fields(KindStats):
        setattr(into, f.name, getattr(into, f.name) + getattr(more, f.name))


def _read_student(folder: Path) -> tuple[dict[str, KindStats], dict[str, int], float | None, str]:
    """Totals per kind, best stars per task, last save time and any problem, from every progress
    file in a student's folder (nothing is written)."""
    stats: dict[str, KindStats] = {}
    stars: dict[str, int] = {}
    last: float | None = None
    problems = []
    files = sorted(folder.glob("progress-*.json")) if folder.is_dir() else []
    for path in files:
        try:
            data = read_progress_data(path)
            mtime = path.stat().st_mtime
        except (OSError, ProgressError, UnicodeDecodeError) as e:
            problems.append(str(e))
            continue
        for kind, s in data.stats.items():
            _sum(stats.setdefault(kind, KindStats()), s)
        for task, n in data.stars.items():
            stars[task] = max(n, stars.get(task, 0))
        last = mtime if last is None else max(last, mtime)
    return stats, stars, last, "; ".join(problems)


def class_rows(classroom: ClassRoom) -> list[StudentRow]:
    """Every student's line, in class order."""
    tasks = stage_tasks()
    rows = []
    for student in classroom.students:
        stats, stars, last, problem = _read_student(classroom.progress_folder(student.id))
        totals = {t: KindStats() for t in TOPICS}
        for kind, s in stats.items():
            topic = EXERCISE_KINDS[kind].topic if kind in EXERCISE_KINDS else None
            if topic in totals:
                _sum(totals[topic], s)
        topics = {t: TopicCell(t, s, class_status(s)) for t, s in totals.items()}
        stages = {}
        for name, count in tasks.items():
            earned = sum(stars.get(f"{name}:{i + 1}", 0) for i in range(count))
            stages[name] = (earned, 3 * count)
        helped = [t for t, c in topics.items() if c.status == NEEDS_HELP]
        done = [n for task, n in stars.items() if task.split(":")[0] in tasks]
        if len(done) >= COURSE_MIN_TASKS and sum(done) / len(done) < COURSE_HELP_STARS:
            helped.append("course")
        started = any(c.exercises for c in topics.values()) or bool(done)
        if problem and not started:
            status = UNREADABLE
        elif helped:
            status = NEEDS_HELP
        elif not started:
            status = NOT_STARTED
        else:
            status = DOING_WELL
        rows.append(StudentRow(student.id, student.name, topics, stages, status, helped, last, problem))
    return rows


def _cell_text(value: Any) -> str:
    """A CSV cell that a spreadsheet will not run as a formula."""
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _stamp(when: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when)) if when else ""


def class_csv(classroom: ClassRoom) -> str:
    """The teacher view as CSV: one line per student and topic, then one per student and course
    stage (stars). Cells that a spreadsheet could take for a formula are quoted with ``'``."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in class_rows(classroom):
        last = _stamp(row.last_active)
        for topic, cell in row.topics.items():
            s = cell.stats
            status = UNREADABLE if row.status == UNREADABLE else cell.status
            writer.writerow([_cell_text(row.name), row.id, "topic", topic, s.exercises, s.attempts, s.correct, s.first_try, s.hints,
                             f"{s.seconds / 60:.1f}", f"{100 * s.mastery:.0f}", "", "", status, last, _cell_text(row.problem)])
        for stage, (earned, possible) in row.stages.items():
            writer.writerow([_cell_text(row.name), row.id, "stage", stage, "", "", "", "", "", "", "", earned, possible,
                             "", last, ""])
    return out.getvalue()


#: The statuses as the teacher reads them (the statuses themselves are English codes).
STATUS_WORDS = {NEEDS_HELP: N_("needs help"), NOT_STARTED: N_("not started"), DOING_WELL: N_("doing well"),
                UNREADABLE: N_("unreadable file"), "getting there": N_("getting there"), "mastered": N_("mastered")}
#: The topics as column headings and in "needs help (...)"; "course" is the course's stages.
TOPIC_WORDS = {"capturing": N_("capturing"), "building": N_("building"), "trailing": N_("trailing"),
               "scoring": N_("scoring"), "strategy": N_("strategy"), "course": N_("course")}


def _status_word(status: str) -> str:
    return _(STATUS_WORDS[status]) if status in STATUS_WORDS else status


def _topic_word(topic: str) -> str:
    return _(TOPIC_WORDS[topic]) if topic in TOPIC_WORDS else topic


def _pill(status: str) -> str:
    return f'<span class="status {STATUS_CLASS.get(status, "s-idle")}">{escape(_status_word(status))}</span>'


def _ago(when: float | None, now: float) -> str:
    if when is None:
        return _(TEACHER_WORDS["never"])
    minutes = int(max(0.0, now - when) // 60)
    if minutes < 1:
        return _(TEACHER_WORDS["just_now"])
    if minutes < 120:
        return _(TEACHER_WORDS["minutes_ago"], n=minutes)
    return _(TEACHER_WORDS["hours_ago"], n=minutes // 60)


def settings_form_html(classroom: ClassRoom, action: str, hidden: Mapping[str, str] | None = None) -> str:
    """A form that posts ``variant``, ``opponent`` and ``level`` to ``action`` (plus ``hidden``
    fields, e.g. Tornado's ``_xsrf``)."""
    s = classroom.settings

    def select(name: str, options: Sequence[Any], current: Any, words: Mapping[Any, str] | None = None) -> str:
        opts = "".join(f'<option value="{escape(str(o))}"{" selected" if o == current else ""}>'
                       f'{escape(_((words or {})[o]) if o in (words or {}) else str(o))}</option>' for o in options)
        return (f'<label for="set-{name}">{escape(_(TEACHER_WORDS[name]))}</label> '
                f'<select id="set-{name}" name="{name}">{opts}</select>')

    extra = "".join(f'<input type="hidden" name="{escape(k)}" value="{escape(v)}">' for k, v in (hidden or {}).items())
    return (f'<form method="post" action="{escape(action)}" class="panel actions no-print">'
            f'<strong>{escape(_(TEACHER_WORDS["settings_title"]))}</strong>{extra}'
            f'{select("variant", VARIANTS, s.variant, VARIANT_WORDS)}{select("opponent", OPPONENTS, s.opponent)}'
            f'{select("level", LEVELS, s.level)}<button class="button" type="submit">{escape(_(TEACHER_WORDS["save"]))}</button></form>')


def teacher_view_html(classroom: ClassRoom, refresh_seconds: int = 10, *, now: float | None = None,
                      csv_url: str | None = "teacher.csv", projector_url: str | None = None,
                      settings_action: str | None = None, hidden: Mapping[str, str] | None = None,
                      show_settings: bool = True) -> str:
    """The teacher's page: a summary (who needs help, who has not started), the settings, and a
    table of every student and topic. It reloads itself every ``refresh_seconds`` (a meta
    refresh; 0 or None: never). ``csv_url``/``projector_url`` add links; ``settings_action``
    adds a settings form posting there (with ``hidden`` fields). ``show_settings=False`` leaves
    out the game/computer player/level line (a school hub's classes have no such settings)."""
    now = time.time() if now is None else now
    rows = class_rows(classroom)
    words = TEACHER_WORDS
    s = classroom.settings
    title = _(words["title"], klass=classroom.name)
    parts = [f"<h1>{escape(title)}</h1>"]
    if show_settings:
        parts.append(f'<p>{escape(_(words["settings"], variant=_(VARIANT_WORDS[s.variant]) if s.variant in VARIANT_WORDS else s.variant, opponent=s.opponent, level=s.level))}</p>')
    if refresh_seconds:
        parts.append(f'<p class="muted">{escape(_(words["refresh"], time=time.strftime("%H:%M:%S", time.localtime(now)), seconds=refresh_seconds))}</p>')
    links = []
    if csv_url:
        links.append(f'<a class="button" href="{escape(csv_url)}" download>{escape(_(words["csv"]))}</a>')
    if projector_url:
        links.append(f'<a class="button" href="{escape(projector_url)}">{escape(_(words["projector"]))}</a>')
    if links:
        parts.append(f'<div class="actions no-print">{"".join(links)}</div>')
    if settings_action:
        parts.append(settings_form_html(classroom, settings_action, hidden))

    total = len(rows)
    helped = [r for r in rows if r.status in (NEEDS_HELP, UNREADABLE)]
    idle = [r for r in rows if r.status == NOT_STARTED]
    well = [r for r in rows if r.status == DOING_WELL]

    def who(group: list[StudentRow], with_topics: bool = False) -> str:
        if not group:
            return escape(_(words["nobody"]))
        names = []
        for r in group:
            extra = f" ({', '.join(_topic_word(t) for t in r.needs_help_in) or _status_word(r.status)})" if with_topics else ""
            names.append(f"<strong>{escape(r.name)}</strong>{escape(extra)}")
        return ", ".join(names)

    parts.append(
        '<section class="panel" aria-label="' + escape(_("summary")) + '">'
        f'<p>{_pill(NEEDS_HELP)} {escape(_(words["needs_help"]))}: {escape(_(words["count"], n=len(helped), total=total))} — {who(helped, True)}</p>'
        f'<p>{_pill(NOT_STARTED)} {escape(_(words["not_started"]))}: {escape(_(words["count"], n=len(idle), total=total))} — {who(idle)}</p>'
        f'<p>{_pill(DOING_WELL)} {escape(_(words["doing_well"]))}: {escape(_(words["count"], n=len(well), total=total))}</p>'
        "</section>")
    if not rows:
        parts.append(f"<p>{escape(_(words['no_students']))}</p>")
    else:
        head = "".join(f'<th scope="col">{escape(_topic_word(t).capitalize())}</th>' for t in TOPICS)
        body = []
        for r in rows:
            cells = []
            for t in TOPICS:
                c = r.topics[t]
                if c.exercises:
                    text = _(words["cell_one" if c.attempts == 1 else "cell"], percent=round(100 * c.mastery),
                                                                                  attempts=c.attempts)
                    cells.append(f'<td>{escape(text)}<br>{_pill(c.status)}</td>')
                else:
                    cells.append(f'<td><span class="muted">{escape(_(words["cell_empty"]))}</span></td>')
            status = _pill(r.status)
            if r.problem:
                status += f'<br><span class="muted">{escape(_(words["unreadable"], why=r.problem))}</span>'
            stars = _(words["stars_cell"], earned=r.stars, possible=r.stars_possible)
            body.append(f'<tr><th scope="row">{escape(r.name)}</th><td>{status}</td>{"".join(cells)}'
                        f'<td class="num">{escape(stars)}</td><td>{escape(_ago(r.last_active, now))}</td></tr>')
        parts.append(f'<table class="grid"><thead><tr><th scope="col">{escape(_(words["student"]))}</th>'
                     f'<th scope="col">{escape(_(words["status"]))}</th>{head}<th scope="col" class="num">{escape(_(words["stars"]))}</th>'
                     f'<th scope="col">{escape(_(words["last"]))}</th></tr></thead><tbody>{"".join(body)}</tbody></table>')
    parts.append(f'<p class="muted">{escape(_(words["legend"]))}</p>')
    return page_html(title, "".join(parts), refresh_seconds=refresh_seconds or None)


PROJECTOR_CSS = """
body{max-width:none;font-size:22px}
.casino-view{background:var(--panel) !important;color:var(--fg) !important;border-color:var(--line) !important;font-size:22px !important}
.casino-view h3,.casino-view h4,.casino-view .casino-label,.casino-view .casino-muted,.casino-view .casino-seat-name,
.casino-view p,.casino-view li{color:var(--fg) !important}
.casino-view .casino-turn{color:var(--accent) !important}
.casino-view .casino-seat,.casino-view .casino-note,.casino-view table.casino-grid th{background:var(--bg) !important;
 border-color:var(--line) !important}
"""


def projector_html(state: Any, *, names: list[str] | None = None, title: str | None = None, width: int = 120,
                   refresh_seconds: int | None = None) -> str:
    """A whole page for the projector: big cards, every hand face up, the four-colour deck
    (♠ black, ♥ red, ♦ blue, ♣ green), so the class can follow a game from the back of the room.
    ``state`` is a :class:`~casino_learn.rules.state.GameState`; ``names`` name the seats (default
    "Player 1", "Player 2", ...)."""
    from ..display.render import STYLE, state_html

    if names is None and hasattr(state, "hands"):
        names = [_(PROJECTOR_WORDS["player"], n=i + 1) for i in range(state.players)]
    heading = title or _(TEACHER_WORDS["projector_title"])
    body = (f"<h1>{escape(heading)}</h1><p>{escape(_(TEACHER_WORDS['projector_note']))}</p>"
            f"{STYLE}{state_html(state, show_all=True, names=names, four_color=True, width=width)}")
    return page_html(heading, body, refresh_seconds=refresh_seconds, extra_css=PROJECTOR_CSS)


#: Words of the projector page's steps (module-level, for a translator).
PROJECTOR_WORDS = {"title": N_("{game}: a deal between two computer players, move {step} of {total}"),
                   "next": N_("Next move"), "previous": N_("Previous move"), "start": N_("From the start"), "back": N_("Back to the class"),
                   "player": N_("Player {n}")}


def projector_page(settings: Any, step: int, base: str = "/") -> str:
    """The projector view of the class's game: a deal between two computer players of the class's
    level (seeded by the class, so the same every time), shown after ``step`` moves with every hand
    face up, and links to step through it."""
    import random as _random

    from ..agents import get_agent
    from ..rules.state import new_deal
    from ..rules.variants import get_rules

    rules = get_rules(settings.variant)
    rng = _random.Random(settings.seed)
    state = new_deal(rules, players=2, rng=rng)
    agents = [get_agent(settings.opponent), get_agent(settings.opponent)]
    states = [state]
    while not state.deal_over and len(states) < 200:
        state = state.apply(agents[state.to_move].choose(state.view(state.to_move), rng))
        states.append(state)
    step = min(step, len(states) - 1)
    words = PROJECTOR_WORDS
    game = _(VARIANT_WORDS["royal" if rules.is_royal else "classic"])
    title = _(words["title"], game=game, step=step, total=len(states) - 1)
    page = projector_html(states[step], names=[_(PROJECTOR_WORDS["player"], n=1), _(PROJECTOR_WORDS["player"], n=2)], title=title)
    links = [f'<a class="button" href="{escape(base)}teacher">{escape(_(words["back"]))}</a>',
             f'<a class="button" href="?move=0">{escape(_(words["start"]))}</a>']
    if step > 0:
        links.append(f'<a class="button" href="?move={step - 1}">{escape(_(words["previous"]))}</a>')
    if step < len(states) - 1:
        links.append(f'<a class="button" href="?move={step + 1}">{escape(_(words["next"]))}</a>')
    nav = f'<div class="actions no-print">{"".join(links)}</div>'
    at = page.find("<body>")
    return page[:at + 6] + nav + page[at + 6:] if at >= 0 else nav + page
