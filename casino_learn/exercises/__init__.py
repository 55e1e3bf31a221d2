"""Exercises that check the learner's answers (pure Python: standard library + the rules core).

    >>> from casino_learn.exercises import make_exercise
    >>> ex = make_exercise("find_captures", seed=3, variant="classic", difficulty=2)
    >>> print(ex)                       # doctest: +SKIP  (prompt, choices, what to type)
    >>> ex.check("8D, 6H+2D").feedback  # doctest: +SKIP
    >>> ex.hint(); ex.solution()        # doctest: +SKIP

Eleven kinds (:data:`EXERCISE_KINDS`, each with a topic and the rule numbers it teaches), for
Classic and Royal, at levels 1-3. Every stored solution is computed by the rules engine
(``generate`` / ``check`` / ``score_deal`` / ``GameState.apply``), never written by hand.

Each kind is a class in ``kinds/`` (registered in :mod:`.registry`). Its ``answer_format``
says what to type; ``accepted_answers()`` lists every answer judged right (the keys print
them all). Typical answers (typed text, or click data in brackets):

* ``card_values``: the value, ``"7"``, ``"seven"``, or ``"none"`` / ``"Q"`` for a Classic face
  card; level 3 asks about three cards: ``"1; Q; 7"`` [an int, or a list].
* ``find_captures``: the table items of a biggest legal capture, ``"8D, 6H+2D, B1"`` (every
  tied biggest capture is right) [list of cards / ids, or a capture Move].
* ``which_builds``, ``raise_or_add``: every allowed choice, ``"A C"`` or ``"none"`` [0-based indices].
* ``may_trail``: ``"yes"`` or ``"no R9"`` [``(False, "R9")``].
* ``spot_illegal``: the illegal choice and a rule it breaks, ``"C R7"`` [``(2, "R7")``].
* ``score_deal``, ``royal_count_out``: labelled parts with names in any order,
  ``"points: You 7, Opponent 4"`` or ``"points: 7 4"`` [a dict]; results ``"You win"``,
  ``"overtime"``, ``"next deal"``, ``"tie"``.
* ``the_deal``: a number (``"6"``, ``"six"``, ``"round 6"``), a player (``"Opponent"``, ``"nobody"``)
  or ``"yes"``/``"no"``, as the question asks [an int, a seat index or a bool].
* ``sweeps_and_leftovers``: ``"no, Opponent"`` [a dict]; with ``case="cancel"``:
  ``"no; You 1, Opponent 0"``.
* ``best_move``: a letter [an index]; every move as good as the best is right.

A malformed answer gives ``Result(counted=False)`` naming the bad token; it is not an attempt.

Options that make sure a rule occurs (``make_exercise(kind, seed, variant, level, **options)``):
``the_deal`` question=..., ``which_builds`` focus="ace"/"high", ``spot_illegal`` rule="R9",
``score_deal`` partnership=True, ``sweeps_and_leftovers`` case="cancel", ``royal_count_out``
overtime=True. :mod:`.practice_map` lists, for every rule the course teaches, the specs that
certainly practise it.
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
