"""The teacher's view of a class: per student and topic, mastery and attempts; games played and
active time (from the play page's record, :mod:`.activity`); who **needs help** (by the rule stated
on the page, :func:`casino_learn.exercises.report.help_rule`) kept apart from who has **not
started**; a page that refreshes itself, a CSV export, a projector page that says every move in
words and the deal's score, and a replay of any student's game (the seed and moves are recorded).

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
from urllib.parse import urlencode

from ..exercises.progress import KindStats, ProgressError, read_progress_data, shown_percent
from ..exercises.registry import EXERCISE_KINDS, TOPICS
from ..exercises.report import class_status, help_rule
from ..i18n import N_, _, ngettext
from .activity import GameRecord, read_activity
from .roster import LEVELS, OPPONENTS, VARIANTS, ClassRoom
from .style import page_html

__all__ = ["CSV_COLUMNS", "DOING_WELL", "NEEDS_HELP", "NOT_STARTED", "TEACHER_WORDS", "UNREADABLE", "StudentRow", "TopicCell",
           "class_csv", "class_rows", "deal_frames", "projector_html", "projector_page", "replay_page", "settings_form_html",
           "stage_tasks", "teacher_view_html"]

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
    "needs_help": N_("Needs help (tried, and struggling)"),
    "not_started": N_("Not started yet"),
    "doing_well": N_("Doing well"),
    "nobody": N_("nobody"),
    "csv": N_("Download as a spreadsheet (CSV)"),
    "projector": N_("Projector view"),
    "student": N_("Student"),
    "status": N_("Status"),
    "stars": N_("Course"),
    "games": N_("Games played"),
    "active": N_("Active time"),
    "no_games": N_("none yet"),
    "minutes": N_("{n} min"),
    "under_minute": N_("under 1 min"),
    "replay": N_("Replay the last game"),
    "activity_problem": N_("The record of games could not be read ({why}); it was left as it is."),
    "last": N_("Last active"),
    "never": N_("not yet"),
    "just_now": N_("just now"),
    "minutes_ago": N_("{n} min ago"),
    "hours_ago": N_("{n} h ago"),
    "cell_empty": N_("–"),
    "stars_cell": N_("{earned} of {possible} ★"),
    "course": N_("course"),
    "unreadable": N_("The progress file could not be read ({why}); it was left as it is."),
    "legend": N_("Mastery is the average credit per exercise (1 for right first time without hints, ½ for right later). "
              "“Not started” means nothing was tried yet. Active time adds the time between a student's moves and "
              "answers, leaving out pauses of more than 5 minutes."),
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
               "mastery_percent", "stars", "stars_possible", "status", "last_active", "problem", "games_played",
               "deals_finished", "active_minutes")


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
    #: When the student last answered or moved (seconds since the epoch), or None.
    last_active: float | None = None
    problem: str = ""
    #: Totals per exercise kind (for the class report).
    kinds: dict[str, KindStats] = field(default_factory=dict)
    #: The games played on the play page (each with its seed and moves: the teacher can replay it).
    games: list[GameRecord] = field(default_factory=list)
    #: Seconds of play (moves close together) and of exercises.
    active_seconds: float = 0.0
    #: Course tasks done in the notebooks, and their average stars (0 to 3).
    course_done: int = 0
    course_average: float = 0.0
    #: Why the record of games could not be read ("" if it could).
    activity_problem: str = ""

    @property
    def games_played(self) -> int:
        return sum(1 for g in self.games if g.moves)

    @property
    def deals_finished(self) -> int:
        return sum(g.finished_deals for g in self.games)

    @property
    def last_game(self) -> GameRecord | None:
        played = [g for g in self.games if g.moves]
        return max(played, key=lambda g: g.last) if played else None

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
    """Every student's line, in class order (a student who has done nothing is "not started")."""
    tasks = stage_tasks()
    rows = []
    for student in classroom.students:
        folder = classroom.progress_folder(student.id)
        stats, stars, last, problem = _read_student(folder)
        activity = read_activity(folder)
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
        games = activity.games
        played = any(g.moves for g in games)
        started = any(c.exercises for c in topics.values()) or bool(done) or played
        if activity.last_event is not None:
            last = activity.last_event if last is None else max(last, activity.last_event)
        if problem and not started:
            status = UNREADABLE
        elif helped:
            status = NEEDS_HELP
        elif not started:
            status = NOT_STARTED
        else:
            status = DOING_WELL
        practice = sum(s.seconds for s in stats.values())
        rows.append(StudentRow(student.id, student.name, topics, stages, status, helped, last, problem, kinds=stats,
                               games=games, active_seconds=activity.active_seconds + practice, course_done=len(done),
                               course_average=sum(done) / len(done) if done else 0.0, activity_problem=activity.problem))
    return rows


def _cell_text(value: Any) -> str:
    """A CSV cell that a spreadsheet will not run as a formula."""
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _stamp(when: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when)) if when else ""


def class_csv(classroom: ClassRoom) -> str:
    """The teacher view as CSV: one line per student and topic, one per student and course stage
    (stars), and one per student for the play page ("play": games played, deals finished, active
    minutes). Cells that a spreadsheet could take for a formula are quoted with ``'``."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for row in class_rows(classroom):
        last = _stamp(row.last_active)
        for topic, cell in row.topics.items():
            s = cell.stats
            status = UNREADABLE if row.status == UNREADABLE else cell.status
            writer.writerow([_cell_text(row.name), row.id, "topic", topic, s.exercises, s.attempts, s.correct, s.first_try, s.hints,
                             f"{s.seconds / 60:.1f}", f"{100 * s.mastery:.0f}", "", "", status, last, _cell_text(row.problem),
                             "", "", ""])
        for stage, (earned, possible) in row.stages.items():
            writer.writerow([_cell_text(row.name), row.id, "stage", stage, "", "", "", "", "", "", "", earned, possible,
                             "", last, "", "", "", ""])
        writer.writerow([_cell_text(row.name), row.id, "play", "games", "", "", "", "", "", "", "", "", "", row.status, last,
                         _cell_text(row.problem), row.games_played, row.deals_finished, f"{row.active_seconds / 60:.1f}"])
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


def _students_of(count: int, total: int) -> str:
    """"3 of 25 students": the noun follows the class size."""
    return ngettext("{count} of {n} student", "{count} of {n} students", total, count=count)


def teacher_view_html(classroom: ClassRoom, refresh_seconds: int = 10, *, now: float | None = None,
                      csv_url: str | None = "teacher.csv", projector_url: str | None = None,
                      settings_action: str | None = None, hidden: Mapping[str, str] | None = None,
                      show_settings: bool = True, replay_url: str | None = None) -> str:
    """The teacher's page: a summary (who needs help, who has not started), the settings, and a
    table of every student and topic. It reloads itself every ``refresh_seconds`` (a meta
    refresh; 0 or None: never). ``csv_url``/``projector_url`` add links; ``settings_action``
    adds a settings form posting there (with ``hidden`` fields). ``show_settings=False`` leaves
    out the game/computer player/level line (a school hub's classes have no such settings).
    ``replay_url`` (e.g. ``"/teacher/replay"``) adds, per student, a link to replay their last game
    (``?student=<id>&game=<n>``)."""
    now = time.time() if now is None else now
    rows = class_rows(classroom)
    words = TEACHER_WORDS
    s = classroom.settings
    title = _(words["title"], klass=classroom.name)
    parts = [f"<h1>{escape(title)}</h1>"]
    if show_settings:
        parts.append(f'<p>{escape(_(words["settings"], variant=_(VARIANT_WORDS[s.variant]) if s.variant in VARIANT_WORDS else s.variant, opponent=s.opponent, level=s.level))}</p>')
    if refresh_seconds:
        updated = ngettext("Updated at {time}. This page updates itself every {n} second.",
                           "Updated at {time}. This page updates itself every {n} seconds.", refresh_seconds,
                           time=time.strftime("%H:%M:%S", time.localtime(now)))
        parts.append(f'<p class="muted">{escape(updated)}</p>')
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
        f'<p>{_pill(NEEDS_HELP)} {escape(_(words["needs_help"]))}: {escape(_students_of(len(helped), total))} — {who(helped, True)}</p>'
        f'<p>{_pill(NOT_STARTED)} {escape(_(words["not_started"]))}: {escape(_students_of(len(idle), total))} — {who(idle)}</p>'
        f'<p>{_pill(DOING_WELL)} {escape(_(words["doing_well"]))}: {escape(_students_of(len(well), total))}</p>'
        "</section>")
    if not rows:
        parts.append(f"<p>{escape(_(words['no_students']))}</p>")
    else:
        head = "".join(f'<th scope="col">{escape(_topic_word(t).capitalize())}</th>' for t in TOPICS)
        with_course = any(r.course_done for r in rows)  # the course's stars mean something only where it is used
        body = []
        for r in rows:
            cells = []
            for t in TOPICS:
                c = r.topics[t]
                if c.exercises:
                    text = ngettext("{percent}% · {n} try", "{percent}% · {n} tries", c.attempts, percent=shown_percent(c.mastery))
                    cells.append(f'<td>{escape(text)}<br>{_pill(c.status)}</td>')
                else:
                    cells.append(f'<td><span class="muted">{escape(_(words["cell_empty"]))}</span></td>')
            status = _pill(r.status)
            if r.problem:
                status += f'<br><span class="muted">{escape(_(words["unreadable"], why=r.problem))}</span>'
            if r.games_played:
                game_cell = (escape(ngettext("{n} game", "{n} games", r.games_played)) + "<br>"
                             + escape(ngettext("{n} deal finished", "{n} deals finished", r.deals_finished)))
            else:
                game_cell = f'<span class="muted">{escape(_(words["no_games"]))}</span>'
            if r.activity_problem:
                game_cell += f'<br><span class="muted">{escape(_(words["activity_problem"], why=r.activity_problem))}</span>'
            last_game = r.last_game
            if replay_url and last_game is not None:
                href = f"{replay_url}?{urlencode({'student': r.id, 'game': last_game.number})}"
                game_cell += f'<br><a href="{escape(href)}">{escape(_(words["replay"]))}</a>'
            if not r.active_seconds:
                active = _(words["cell_empty"])
            elif r.active_seconds < 60:
                active = _(words["under_minute"])
            else:
                active = _(words["minutes"], n=round(r.active_seconds / 60))
            course = ""
            if with_course:
                average = f"{r.course_average:.1f}"
                course = (ngettext("{n} task, {average} ★ on average", "{n} tasks, {average} ★ on average", r.course_done, average=average) if r.course_done
                          else _(words["cell_empty"]))
                course = f'<td class="num">{escape(course)}</td>'
            body.append(f'<tr><th scope="row">{escape(r.name)}</th><td>{status}</td>{"".join(cells)}'
                        f'<td>{game_cell}</td><td class="num">{escape(active)}</td>{course}<td>{escape(_ago(r.last_active, now))}</td></tr>')
        course_head = f'<th scope="col" class="num">{escape(_(words["stars"]))}</th>' if with_course else ""
        parts.append(f'<table class="grid"><thead><tr><th scope="col">{escape(_(words["student"]))}</th>'
                     f'<th scope="col">{escape(_(words["status"]))}</th>{head}<th scope="col">{escape(_(words["games"]))}</th>'
                     f'<th scope="col" class="num">{escape(_(words["active"]))}</th>{course_head}'
                     f'<th scope="col">{escape(_(words["last"]))}</th></tr></thead><tbody>{"".join(body)}</tbody></table>')
    rule = help_rule()
    if with_course:
        # {stars} is an average (1.5): a measure, not a count (tests/test_counts.py MEASURES).
        rule += " " + ngettext("In the course notebooks, a student also needs help with an average under {stars} stars over "
                               "at least {n} task.",
                               "In the course notebooks, a student also needs help with an average under {stars} stars over "
                               "at least {n} tasks.", COURSE_MIN_TASKS, stars=COURSE_HELP_STARS)
    parts.append(f'<p class="help-rule"><strong>{escape(rule)}</strong></p>')
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
                   "player": N_("Player {n}"),
                   "replay_title": N_("{name}'s game {game}, deal {deal}: move {step} of {total}"),
                   "computer": N_("Computer"),
                   "previous_deal": N_("Previous deal"), "next_deal": N_("Next deal"),
                   "deal_score": N_("End of the deal. Points in this deal: {points}. Game score: {scores}."),
                   "seed": N_("Seed {seed} ({game}, computer player {opponent}): the same seed deals the same cards."),
                   "not_replayable": N_("This record could not be replayed from move {step} ({why}): it is shown up to there."),
                   "no_game": N_("There is no game {game} recorded for {name}."),
                   "unfinished": N_("The deal is not finished yet."),
                   "games": N_("{name}'s games:"), "game_link": N_("Game {n}"),
                   "moves_dropped": N_("Only the cards of this game are kept (the moves of older games are not): "
                                       "this is the deal as it was dealt.")}


def deal_frames(variant: str, seed: int, names: list[str], moves: list[list[str]] | None = None, deal: int = 0,
                opponent: str | None = None) -> tuple[list[tuple[Any, str]], Any, str]:
    """The pictures of one deal of a game dealt with ``seed``: ``[(state, words), ...]`` (the deal as
    dealt, then after each move, the words saying the move), the deal's :class:`DealScore` when it
    is finished (else None) and a problem ("" if none). ``moves`` replays recorded moves, deal by deal
    (a student's game: :class:`.activity.GameRecord`); without them two computer players of level
    ``opponent`` play (the rng seeded by ``seed``, so the same every time). Same deal as the
    student's table: the same seed, two players, the second player deals first (as in
    :class:`~casino_learn.play.session.MatchSession`)."""
    import random as _random

    from ..agents import get_agent
    from ..play.session import DEALT_CAPTION, MOVE_CAPTION
    from ..rules.game import Game

    game = Game(variant, 2, seed=seed, first_dealer=1, names=list(names))
    problem = ""
    if moves is None:
        rng = _random.Random(seed)
        agent = get_agent(opponent or "greedy")
        while not game.state.deal_over and len(game.history) < 200:
            game.play_agent(agent, rng)
    else:
        for index, deal_moves in enumerate(moves[:deal + 1]):
            if index > 0:
                if not game.state.deal_over:
                    return [(game.state, _(DEALT_CAPTION))], None, _(PROJECTOR_WORDS["unfinished"])
                game.next_deal()
            for number, move in enumerate(deal_moves, start=1):
                try:
                    game.play(move)
                except (ValueError, KeyError) as e:  # a record that does not fit the deal: say so, show what fits
                    if index == deal:
                        problem = _(PROJECTOR_WORDS["not_replayable"], step=number, why=str(e).splitlines()[0] if str(e) else move)
                    break
    history = game.history
    total = len(history)
    frames = [(history[0].before if history else game.state, _(DEALT_CAPTION))]
    for i, entry in enumerate(history, start=1):
        after = history[i].before if i < total else game.state
        frames.append((after, _(MOVE_CAPTION, number=i, total=total, text=entry.description)))
    return frames, game.deal_score if game.state.deal_over else None, problem


def _score_html(score: Any, names: list[str]) -> str:
    from ..display.render import score_sheet_html
    from ..texts.names import scores_line

    words = _(PROJECTOR_WORDS["deal_score"], points=scores_line(names, score.deal_points), scores=scores_line(names, score.scores_after))
    return f'<p class="said"><strong>{escape(words)}</strong></p>' + score_sheet_html(score, names=names, viewer=None)


def _frame_page(frames: list[tuple[Any, str]], score: Any, step: int, names: list[str], title: str, links: list[str],
                extra: str = "") -> str:
    state, said = frames[step]
    page = projector_html(state, names=names, title=title)
    words = f'<p class="said" aria-live="polite"><strong>{escape(said)}</strong></p>{extra}'
    if step == len(frames) - 1 and score is not None:
        words += _score_html(score, names)
    nav = f'<div class="actions no-print">{"".join(links)}</div>'
    at = page.find("<body>")
    page = page[:at + 6] + nav + page[at + 6:] if at >= 0 else nav + page
    at = page.find("</h1>")
    return page[:at + 5] + words + page[at + 5:] if at >= 0 else page + words


def _steps(step: int, total: int, href: Any, words: Mapping[str, str]) -> list[str]:
    links = [f'<a class="button" href="{escape(href(0))}">{escape(_(words["start"]))}</a>']
    if step > 0:
        links.append(f'<a class="button" href="{escape(href(step - 1))}">{escape(_(words["previous"]))}</a>')
    if step < total:
        links.append(f'<a class="button" href="{escape(href(step + 1))}">{escape(_(words["next"]))}</a>')
    return links


def projector_page(settings: Any, step: int, base: str = "/") -> str:
    """The projector view of the class's game: a deal between two computer players of the class's
    level (seeded by the class, so the same every time), shown after ``step`` moves with every hand
    face up, the move said in words, the deal's score at the end, and links to step through it."""
    names = [_(PROJECTOR_WORDS["player"], n=1), _(PROJECTOR_WORDS["player"], n=2)]
    frames, score, _problem = deal_frames(settings.variant, settings.seed, names, opponent=settings.opponent)
    step = max(0, min(step, len(frames) - 1))
    words = PROJECTOR_WORDS
    game = _(VARIANT_WORDS.get(settings.variant, VARIANT_WORDS["classic"]))
    title = _(words["title"], game=game, step=step, total=len(frames) - 1)
    links = [f'<a class="button" href="{escape(base)}teacher">{escape(_(words["back"]))}</a>']
    links += _steps(step, len(frames) - 1, lambda n: f"?move={n}", words)
    return _frame_page(frames, score, step, names, title, links)


def replay_page(classroom: ClassRoom, student_id: str, game_number: int, step: int = 0, deal: int = 0, base: str = "/") -> str:
    """The replay of a student's recorded game (their cards and every move, said in words, with the
    deal's score at the end), move by move, for the teacher or the projector. ``KeyError`` for a
    student or game that does not exist."""
    student = classroom.student(student_id)
    activity = read_activity(classroom.progress_folder(student.id))
    record = next((g for g in activity.games if g.number == game_number), None)
    if record is None:
        raise KeyError(_(PROJECTOR_WORDS["no_game"], game=game_number, name=student.name))
    deal = max(0, min(deal, len(record.deals) - 1))
    names = [student.name, _(PROJECTOR_WORDS["computer"])]
    frames, score, problem = deal_frames(record.variant, record.seed, names, record.deals, deal)
    step = max(0, min(step, len(frames) - 1))
    words = PROJECTOR_WORDS
    title = _(words["replay_title"], name=student.name, game=game_number + 1, deal=deal + 1, step=step, total=len(frames) - 1)

    def href(move: int, deal_index: int = deal) -> str:
        return "?" + urlencode({"student": student.id, "game": game_number, "deal": deal_index, "move": move})

    links = [f'<a class="button" href="{escape(base)}teacher">{escape(_(words["back"]))}</a>']
    links += _steps(step, len(frames) - 1, href, words)
    if deal > 0:
        links.append(f'<a class="button" href="{escape(href(0, deal - 1))}">{escape(_(words["previous_deal"]))}</a>')
    if deal < len(record.deals) - 1:
        links.append(f'<a class="button" href="{escape(href(0, deal + 1))}">{escape(_(words["next_deal"]))}</a>')
    variant = _(VARIANT_WORDS.get(record.variant, VARIANT_WORDS["classic"]))
    extra = f'<p class="muted">{escape(_(words["seed"], seed=record.seed, game=variant, opponent=record.opponent))}</p>'
    played = [g for g in activity.games if g.moves]
    if len(played) > 1:  # any of the student's games, not only the last
        links_to_games = []
        for g in played:
            current = ' aria-current="page"' if g.number == game_number else ""
            query = escape(urlencode({"student": student.id, "game": g.number}))
            links_to_games.append(f'<a href="?{query}"{current}>{escape(_(words["game_link"], n=g.number + 1))}</a>')
        extra += f'<p class="no-print">{escape(_(words["games"], name=student.name))} {" ".join(links_to_games)}</p>'
    if problem:
        extra += f'<p class="alert" role="alert">{escape(problem)}</p>'
    if record.moves and not record.deals:
        extra += f'<p class="alert" role="status">{escape(_(words["moves_dropped"]))}</p>'
    return _frame_page(frames, score, step, names, title, links, extra)
