"""Exercises that check the learner's answers (pure Python: standard library + the rules core).

    >>> from casino_learn.exercises import make_exercise
    >>> ex = make_exercise("find_captures", seed=3, variant="classic", difficulty=2)
    >>> print(ex)                       # doctest: +SKIP  (prompt, choices, what to type)
    >>> ex.check("8D, 6H+2D").feedback  # doctest: +SKIP
    >>> ex.hint(); ex.solution()        # doctest: +SKIP

Ten kinds (:data:`EXERCISE_KINDS`, each with a topic and the rule numbers it teaches), for
Classic and Royal, at levels 1-3. Every stored solution is computed by the rules engine
(``generate`` / ``check`` / ``score_deal`` / ``GameState.apply``), never written by hand.

What each kind expects (typed text, or click data in brackets):

* ``card_values``: the values, ``"1 14"`` or ``"none"``; level 3 asks about three cards:
  ``"1 14; 12; 7"`` [list of ints, or list of lists].
* ``find_captures``: the table items of a legal capture with the given card that takes as
  many table cards as possible (build cards count); any such capture is accepted when
  several tie. ``"8D, 6H+2D, B1"`` [list of cards / ids, or a capture Move].
* ``which_builds``, ``raise_or_add``: every allowed choice, ``"A C"`` (or 1-based numbers, or
  the moves typed out) [0-based indices, or Moves].
* ``may_trail``: ``"yes"`` or ``"no R9"`` [``(False, "R9")``].
* ``spot_illegal``: the illegal choice and its rule, ``"C R7"`` [``(2, "R7")``].
* ``score_deal``, ``royal_count_out``: labelled parts, ``"cards: 27 25; points: 7 4"``
  [a dict]; ``sweeps_and_leftovers``: ``"no, seat 1, 4S 2D"`` [a dict].
* ``best_move``: a move, ``"8H capture 8D"`` (or a letter when choices are shown) [a Move or an
  index]; judged by :func:`.evaluation.evaluate_moves`, accepting moves within a margin.

A malformed answer gives ``Result(counted=False)`` naming the bad token; it is not an attempt.
"""

from __future__ import annotations

from .core import AnswerError, Exercise, KindInfo, Result
from .progress import KindStats, Progress, ProgressWarning, progress_path
from .registry import EXERCISE_KINDS, TOPICS, WORKSHEET_TOPICS, kinds_for_topic, make_exercise
from .report import ProgressReport, progress_report

__all__ = [
    "EXERCISE_KINDS",
    "TOPICS",
    "WORKSHEET_TOPICS",
    "AnswerError",
    "Exercise",
    "KindInfo",
    "KindStats",
    "Progress",
    "ProgressReport",
    "ProgressWarning",
    "Result",
    "kinds_for_topic",
    "make_exercise",
    "progress_path",
    "progress_report",
]
# Not imported here (they pull in more): .charts.progress_chart (matplotlib),
# .worksheet.write_worksheet, .classreport.class_report, .cli.register_cli.
