"""Practice that adapts: which exercise comes next, at which level (pure Python, no widgets).

The rules, in order:

1. **Spaced review.** Every :data:`REVIEW_EVERY`-th exercise reviews a kind already mastered
   (the one practised longest ago), so what was learnt is not forgotten. Without a mastered
   kind, this step is skipped.
2. **Weakest topic first.** Among the topics with a kind the learner has tried and not
   mastered, the one with the lowest mastery; in it, the weakest kind tried (kinds served
   longer ago first on a tie). When nothing tried is left to master, the next kind not tried
   yet (course order); when everything is mastered, the weakest topic.
3. **The level follows the learner** (kept per kind in the progress file,
   :class:`~.progress.LevelState`): :data:`LEVEL_UP_AFTER` first-try solves in a row without
   hints move a kind one level up (to at most 3); :data:`LEVEL_DOWN_AFTER` misses in a row (not
   solved, or solved with hints or after seeing the solution) move it one level down (to at
   least 1). A solve after a wrong try breaks both runs; an exercise left untouched changes
   nothing.

``next_exercise(progress, rng)`` only reads; ``serve(progress, pick)`` counts the exercise as
served and ``finish(progress, exercise)`` updates the level after it; both save the file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..i18n import N_, _
from .core import Exercise
from .progress import KindStats, LevelState, Progress, shown_percent
from .registry import EXERCISE_KINDS, TOPICS, kind_title
from .report import mastery_label

__all__ = ["LEVEL_DOWN_AFTER", "LEVEL_UP_AFTER", "REVIEW_EVERY", "Pick", "finish", "next_exercise", "outcome", "serve",
           "update_level"]

LEVEL_UP_AFTER = 3     # first-try solves in a row to go one level up
LEVEL_DOWN_AFTER = 2   # misses in a row to go one level down
REVIEW_EVERY = 5       # every 5th exercise reviews a mastered kind

# Learner-facing reasons (translators: keep the {placeholders}).
WHY_REVIEW = N_("A quick review of “{title}”, which you have mastered, so that you keep it.")
WHY_WEAKEST = N_("“{title}” is your weakest spot so far ({percent}% mastery), so you practise it now.")
WHY_NEW = N_("You have not tried “{title}” yet: time for something new.")
WHY_ALL_MASTERED = N_("You have mastered every topic. Here is “{title}” again, at level {level}.")
LEVEL_UP = N_("{count} right at the first try in a row: “{title}” moves up to level {level}.")
LEVEL_DOWN = N_("That one was hard: “{title}” goes back to level {level} for now.")


@dataclass(frozen=True)
class Pick:
    """The next exercise: its kind, level and seed, and why it was chosen
    (``reason`` is ``"review"``, ``"weakest"``, ``"new"`` or ``"all mastered"``)."""

    kind: str
    level: int
    seed: int
    reason: str

    @property
    def topic(self) -> str:
        return EXERCISE_KINDS[self.kind].topic

    def why(self, progress: Progress) -> str:
        """The reason in words for the learner."""
        title = kind_title(self.kind)
        stats = progress.stats.get(self.kind, KindStats())
        template = {"review": WHY_REVIEW, "weakest": WHY_WEAKEST, "new": WHY_NEW, "all mastered": WHY_ALL_MASTERED}[self.reason]
        return _(template, title=title, percent=shown_percent(stats.mastery), level=self.level)


def outcome(exercise: Exercise, *, solution_seen: bool = False) -> str:
    """How an exercise went, for the level: ``"first try"`` (solved at the first try without
    hints or the solution), ``"solved"`` (after a wrong try), ``"missed"`` (not solved, or
    helped by hints or the solution) or ``"untouched"`` (no answer, hint or solution)."""
    if exercise.attempts == 0 and exercise.hints_used == 0 and not solution_seen:
        return "untouched"
    if not exercise.solved or exercise.hints_used > 0 or solution_seen:
        return "missed"
    return "first try" if exercise.first_try else "solved"


def update_level(state: LevelState, result: str) -> LevelState:
    """The level state after one exercise with ``result`` (from :func:`outcome`)."""
    if result == "first try":
        streak = state.streak + 1
        if streak >= LEVEL_UP_AFTER and state.level < 3:
            return replace(state, level=state.level + 1, streak=0, misses=0)
        return replace(state, streak=streak, misses=0)
    if result == "missed":
        misses = state.misses + 1
        if misses >= LEVEL_DOWN_AFTER and state.level > 1:
            return replace(state, level=state.level - 1, streak=0, misses=0)
        return replace(state, streak=0, misses=misses)
    if result == "solved":
        return replace(state, streak=0, misses=0)
    return state


def _topic_totals(progress: Progress) -> dict[str, KindStats]:
    totals = progress.topic_stats()
    return {t: totals.get(t, KindStats()) for t in TOPICS}


def _level(progress: Progress, kind: str) -> int:
    state = progress.levels.get(kind)
    return state.level if state is not None else 1


def _last(progress: Progress, kind: str) -> int:
    state = progress.levels.get(kind)
    return state.last if state is not None else 0


def next_exercise(progress: Progress, rng: random.Random) -> Pick:
    """The next exercise for ``progress``'s learner (reads only; see the module's rules)."""
    order = list(EXERCISE_KINDS)
    seed = rng.randrange(1, 1_000_000)
    mastered = [k for k in order if mastery_label(progress.stats.get(k)) == "mastered"]
    if mastered and (progress.served + 1) % REVIEW_EVERY == 0:
        kind = min(mastered, key=lambda k: (_last(progress, k), order.index(k)))
        return Pick(kind, _level(progress, kind), seed, "review")
    topics = _topic_totals(progress)

    def weakest_kind(topic: str, *, skip_mastered: bool) -> str:
        kinds = [k for k in order if EXERCISE_KINDS[k].topic == topic]
        if skip_mastered:
            kinds = [k for k in kinds if mastery_label(progress.stats.get(k)) != "mastered"] or kinds
        stats = {k: progress.stats.get(k, KindStats()) for k in kinds}
        # A weak spot the learner knows comes before a kind not tried yet; then the lowest
        # mastery; then the kind served longest ago (so equal kinds take turns).
        return min(kinds, key=lambda k: (stats[k].exercises == 0, stats[k].mastery, _last(progress, k), order.index(k)))

    def struggling(kind: str) -> bool:
        stats = progress.stats.get(kind)
        return stats is not None and stats.exercises > 0 and mastery_label(stats) != "mastered"

    tried = [t for t in TOPICS if any(struggling(k) for k in order if EXERCISE_KINDS[k].topic == t)]
    if tried:
        topic = min(tried, key=lambda t: (topics[t].mastery, TOPICS.index(t)))
        kind = weakest_kind(topic, skip_mastered=True)
        return Pick(kind, _level(progress, kind), seed, "weakest")
    fresh = [k for k in order if k not in progress.stats or progress.stats[k].exercises == 0]
    if fresh:
        return Pick(fresh[0], _level(progress, fresh[0]), seed, "new")
    topic = min(TOPICS, key=lambda t: (topics[t].mastery, TOPICS.index(t)))
    kind = weakest_kind(topic, skip_mastered=False)
    return Pick(kind, _level(progress, kind), seed, "all mastered")


def serve(progress: Progress, pick: Pick, *, save: bool = True) -> None:
    """Count ``pick`` as served (for the review rhythm and "practised longest ago")."""
    progress.note_served()
    progress.change_level(pick.kind, lambda state, served: replace(state, last=served))
    if save:
        progress.save()


def finish(progress: Progress, exercise: Exercise, *, solution_seen: bool = False, save: bool = True) -> str:
    """Update the level of ``exercise``'s kind after it; returns a sentence for the learner
    when the level changed, else ``""``."""
    before = progress.level_state(exercise.kind)
    result = outcome(exercise, solution_seen=solution_seen)
    after = progress.change_level(exercise.kind, lambda state, _served: update_level(state, result))
    if save:
        progress.save()
    title = kind_title(exercise.kind)
    if after.level > before.level:
        return _(LEVEL_UP, count=LEVEL_UP_AFTER, title=title, level=after.level)
    if after.level < before.level:
        return _(LEVEL_DOWN, title=title, level=after.level)
    return ""
