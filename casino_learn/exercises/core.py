"""The common shape of every exercise: :class:`Exercise`, :class:`Result` and :class:`KindInfo`.

Each kind is a subclass of :class:`Exercise` in ``kinds/``: its ``generate`` fills in a prompt,
a position and the stored solution (computed by the rules engine); ``parse`` reads answers and
``grade`` judges them. :meth:`Exercise.check` parses first: a malformed answer gives a Result with
``counted=False`` that names the bad token and is not an attempt.
"""

from __future__ import annotations

import functools
import html
import logging
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from ..i18n import N_, _, get_language, language
from ..rules.cards import Card
from ..rules.state import GameState
from ..rules.variants import RuleSet
from ..texts.grammar import join_and

__all__ = ["AnswerError", "Exercise", "FormField", "KindInfo", "Result", "search"]

#: The longest pause between two actions on one exercise that still counts as working on it (seconds).
ACTIVE_GAP = 120.0
#: The most the time before the learner's first action on an exercise counts (seconds): enough to read
#: the question. A lesson run from the top shows every exercise long before the learner reaches it; the
#: first gap counted up to ACTIVE_GAP made 43 minutes of a new learner's trial 62.6 (issue 23).
FIRST_LOOK = 30.0


#: The learner's last action anywhere (an exercise, a course task, a Next button), per clock: time is
#: counted once, for what the learner is working on now (trial 5: a lesson's exercises and tasks each
#: counted the same minutes, 47.6 minutes for 31).
_LAST_ACTION_ANYWHERE: dict[Any, float] = {}


def note_action(clock: Any, now: float | None = None) -> None:
    """The learner did something (with ``clock``, at ``now``) that belongs to no exercise or task
    (a stage's Next button): the time before it is not counted for what comes next."""
    _LAST_ACTION_ANYWHERE[clock] = clock() if now is None else now


def active_gap(now: float, shown: float, last_action: float | None, clock: Any = None) -> float:
    """The seconds up to ``now`` that count as working on something shown at ``shown`` whose last
    action was at ``last_action`` (None: none yet), for exercises here and course tasks in
    widgets.stage: at most FIRST_LOOK before the first action; between two actions the pause, or
    FIRST_LOOK (a re-read) after a pause longer than ACTIVE_GAP (time away). Time since the
    learner's last action elsewhere with the same ``clock`` (see :func:`note_action`) counts there,
    not here: nothing is counted twice."""
    since = shown if last_action is None else last_action
    if clock is not None:
        elsewhere = _LAST_ACTION_ANYWHERE.get(clock)
        if elsewhere is not None and elsewhere > since:
            since = elsewhere
        _LAST_ACTION_ANYWHERE[clock] = now
    gap = max(0.0, now - since)
    if last_action is None:
        return min(gap, FIRST_LOOK)
    return gap if gap <= ACTIVE_GAP else FIRST_LOOK


_log = logging.getLogger("casino_learn.exercises")
_log.addHandler(logging.NullHandler())  # a library never prints on its own: the learner sees the Result

#: The verdict shown as a title above the feedback, per :attr:`Result.status`.
VERDICT_TITLES = {
    "correct": N_("Correct!"),
    "partly": N_("Partly right."),
    "wrong": N_("Not quite."),
    "unreadable": N_("I could not read that (not counted)."),
    "fault": N_("Not checked."),
    # A right answer that is not the best one (best_move's near-best moves): not "Correct!" beside "C is the best
    # move" (trials 24-26).
    "close": N_("Right: nearly the best move."),
}


@dataclass(frozen=True)
class FormField:
    """One line of an answer given by clicking instead of typing (issue 23): the score sheet's
    items, the count-out. ``key`` is the answer's field (what :meth:`Exercise.parse` reads in a
    mapping); ``label`` is shown in the language in use; ``kind`` is "numbers" (one whole number
    per name of ``sides``), "one" (one of ``options``) or "many" (some of ``options``; an option
    whose value is ``None`` means none of them). ``options`` are ``(shown, value)`` pairs: the value
    is what the exercise's reader takes for that click.
    """

    key: str
    label: str
    kind: str
    options: tuple[tuple[str, Any], ...] = ()
    sides: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in ("numbers", "one", "many"):
            raise ValueError(f"a form field is 'numbers', 'one' or 'many', not {self.kind!r}")


class AnswerError(ValueError):
    """A typed answer could not be read. ``token`` is the part that failed; ``expected``
    says what the exercise wanted; ``code`` names the kind of problem where a caller acts on it
    (``"side-twice"``: a player's number given twice), "" otherwise."""

    def __init__(self, token: str, expected: str, problem: str | None = None, *, code: str = "") -> None:
        self.token = token
        self.expected = expected
        self.code = code
        # Translators: {token} is the bit of the learner's answer that could not be read, in quotes.
        self.problem = problem or _("I could not read {token}", token=repr(token))
        super().__init__(_("{problem}. Expected {expected}.", problem=self.problem, expected=expected))


@dataclass(frozen=True)
class Result:
    """The judgement of one answer: the **verdict** as data (``correct``, ``partly_correct``,
    ``counted``, ``fault``: see :attr:`status`, shown as a title worded when shown) and the
    **explanation** apart (``feedback`` and ``details``: what was right, what was wrong, and the rule
    number that decides it; never the verdict's words).

    ``counted`` is False for a malformed answer (it is not an attempt). A result made by
    :meth:`Exercise.check` remembers how to judge the same answer again, so :meth:`in_language`
    (and the printed and HTML forms) speak the language in use even after it changed.
    """

    correct: bool
    partly_correct: bool
    feedback: str
    counted: bool = True
    details: tuple[str, ...] = ()
    #: True when the kit itself failed to check the answer (never counted).
    fault: bool = False
    #: The language the explanation was worded in.
    language: str = field(default_factory=get_language, compare=False)
    #: Judges the same answer again in the language in use (set by :meth:`Exercise.check`).
    again: Callable[[], Result] | None = field(default=None, compare=False, repr=False)
    #: A title of its own for this verdict (a key of VERDICT_TITLES, e.g. "close"); "" for the status's title.
    title: str = field(default="", compare=False)

    def in_language(self) -> Result:
        """This result worded in the language in use (the same verdict)."""
        if self.again is None or get_language() == self.language:
            return self
        return self.again()

    @property
    def verdict(self) -> str:
        """The verdict title in the language in use: "Correct!", "¡Correcto!"."""
        return _(VERDICT_TITLES[self.title or self.status])

    @property
    def explanation(self) -> str:
        """Why, in the language in use (the feedback without the verdict)."""
        return self.in_language().feedback

    @property
    def status(self) -> str:
        """``"correct"``, ``"partly"``, ``"wrong"``, ``"unreadable"`` or ``"fault"``."""
        if self.fault:
            return "fault"
        if not self.counted:
            return "unreadable"
        return "correct" if self.correct else "partly" if self.partly_correct else "wrong"

    def __str__(self) -> str:
        said = self.in_language()
        lines = [said.feedback] + [f"  - {d}" for d in said.details]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return self.html()

    def html(self, *, explained: bool = True) -> str:
        """The verdict in colour, then the explanation (left out with ``explained=False``: an answer
        given after Show solution, whose explanation is already on the page)."""
        colour = {
            "correct": "var(--jp-success-color1, #388e3c)",
            "partly": "var(--jp-warn-color1, #f57c00)",
            "wrong": "var(--jp-error-color1, #d32f2f)",
            "unreadable": "var(--jp-info-color1, #0288d1)",
            "fault": "var(--jp-info-color1, #0288d1)",
        }[self.status]
        said = self.in_language()
        title = html.escape(self.verdict)
        items = "".join(f"<li>{html.escape(d)}</li>" for d in said.details)
        return (
            f'<div class="casino-learn-result" style="border-left: 4px solid {colour}; padding: 4px 10px; '
            f'background: var(--jp-layout-color1, transparent); color: var(--jp-ui-font-color1, inherit); '
            f'font-family: var(--jp-ui-font-family, sans-serif); font-size: var(--jp-ui-font-size1, 14px);">'
            f'<strong>{title}</strong> {html.escape(said.feedback) if explained else ""}'
            f'{"<ul>" + items + "</ul>" if items and explained else ""}</div>'
        )


@dataclass(frozen=True)
class KindInfo:
    """One exercise kind: its name, title, topic (for progress and worksheets) and the
    rules it teaches."""

    name: str
    title: str
    topic: str
    rules: tuple[str, ...]
    description: str
    lesson: int = 0


class Exercise(ABC):
    """One generated exercise: the base class of every exercise kind.

    Each kind is a subclass in its own module (``casino_learn/exercises/kinds/``), registered
    with :func:`casino_learn.exercises.registry.register`. A kind sets the class attributes
    ``kind``, ``title``, ``topic``, ``taught_rules``, ``description`` and ``input_style`` and
    implements:

    * ``generate(rng, rules, difficulty, seed, **options)`` (a classmethod) -> the exercise;
    * ``parse(answer)``: typed text or click data -> a value, or :class:`AnswerError`;
    * ``grade(value)`` -> :class:`Result`, which must never reveal the solution on a wrong
      try: it says what is right and what is wrong with *this* answer;
    * ``explanation()``: the worked solution, shown only on request;
    * ``accepted_answers()`` when more than one answer is right (answer keys list them all).

    Create exercises with :func:`casino_learn.exercises.make_exercise`. ``prompt`` is the
    question; ``state`` the position to draw (or None); ``cards`` the cards in question when
    there is no position; ``choices`` the options of a multiple-choice exercise (answer with
    letters, 1-based numbers, or 0-based indices from clicks); ``answer_format`` says what to
    type. ``answer`` is the stored solution in typed form (one of :meth:`accepted_answers`).
    An exercise is restored from :meth:`to_dict` by :meth:`from_dict`: the same seed always
    generates the same exercise, so only the attempt record is stored.

    An exercise is its data (kind, position, solution); its words are made when shown. Its texts
    (prompt, hints, choices, answer format, key, feedback) are those of :meth:`in_language`: the same
    exercise made again from the same data in the language in use, so switching the language
    re-words the prompt and the feedback alike; the attempt record stays with this object.
    """

    #: The constructor's arguments, and the generator's state and arguments when ``generate`` made it.
    _made_with: tuple[tuple[Any, ...], dict[str, Any]]
    _generated: tuple[Any, ...] | None

    def __new__(cls, *args: Any, **kwargs: Any) -> Exercise:
        made = super().__new__(cls)
        made._made_with = (args, kwargs)  # the data it is made from: made again to word it in another language
        made._generated = None
        return made

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each kind's ``generate`` remembers the generator's state and arguments on the exercise it
        makes, so the same exercise can be generated again in another language (:meth:`in_language`)."""
        super().__init_subclass__(**kwargs)
        found = cls.__dict__.get("generate")
        if not isinstance(found, classmethod) or getattr(found.__func__, "_remembers", False):
            return
        original = found.__func__

        @functools.wraps(original)
        def generate(kind: type[Exercise], rng: random.Random, rules: RuleSet, difficulty: int, seed: int,
                     **options: Any) -> Exercise:
            start = rng.getstate()
            made = original(kind, rng, rules, difficulty, seed, **options)
            if isinstance(made, Exercise):  # the outermost call is the one a learner made
                made._generated = (kind, start, rules, difficulty, seed, dict(options))
            return made

        generate._remembers = True  # type: ignore[attr-defined]
        cls.generate = classmethod(generate)  # type: ignore[assignment]

    #: The kind's name (a key of ``EXERCISE_KINDS``).
    kind: ClassVar[str] = ""
    #: The kind's title, e.g. "What does this card capture?".
    title: ClassVar[str] = ""
    #: Mastery topic: capturing, building, trailing, scoring or strategy.
    topic: ClassVar[str] = ""
    #: The rule numbers the kind teaches.
    taught_rules: ClassVar[tuple[str, ...]] = ()
    #: One sentence for teachers.
    description: ClassVar[str] = ""
    #: The course lesson that first gives this kind's exercises (a learner told to try the kind is
    #: told where: issue 23's trial read "Try something new" without a lesson to find it in).
    lesson: ClassVar[int] = 0
    #: How the widget takes answers: "text", "click_items" (table cards and builds),
    #: "choose_many", "choose_one", "choose_one_rule" (a choice and a rule),
    #: "yes_no_rule" (yes, or no and a rule).
    input_style: ClassVar[str] = "text"
    #: Whether the widget draws :attr:`state` as a picture; a kind whose prompt says all there is to see (a score
    #: sheet's piles) leaves it out, so the question and its form fit on one screen (trial 33).
    shows_table: ClassVar[bool] = True

    def __init__(
        self,
        *,
        seed: int,
        rules: RuleSet,
        difficulty: int,
        prompt: str,
        answer_format: str,
        answer: str,
        hints: Sequence[str],
        state: GameState | None = None,
        choices: Sequence[str] | None = None,
        cards: Sequence[Card] = (),
        data: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.seed = seed
        self.rule_set = rules
        self.variant: str = rules.variant
        self.difficulty = difficulty
        self.language = get_language()
        self._twins: dict[str, Exercise] = {self.language: self}
        #: The texts in this object's language (read them through the properties, in the language in use).
        self._words: dict[str, Any] = {"prompt": prompt, "answer_format": answer_format, "answer": answer,
                                       "hints": tuple(hints), "choices": tuple(choices) if choices is not None else None}
        self.state = state
        self.cards: tuple[Card, ...] = tuple(cards)
        self.data: dict[str, Any] = dict(data or {})
        self.options: dict[str, Any] = dict(options or {})
        self.clock = clock
        self.attempts = 0
        self.hints_used = 0
        self.solved = False
        self.first_try = False
        #: The learner was shown the solution before solving it (:meth:`show_solution`): a right answer
        #: afterwards is solved, but earns no credit (trial 8: it said "try 1", as a first-try solve).
        self.solution_seen = False
        self.started = clock()
        self.finished: float | None = None
        self.active_seconds = 0.0  # see time_spent
        self._last_action: float | None = None
        self.history: list[Result] = []
        if len(self._words["hints"]) < 2:
            raise ValueError(f"exercise {self.kind} needs at least two hints")

    # --- words, made in the language in use ---------------------------------------------------------
    def in_language(self, code: str | None = None) -> Exercise:
        """This exercise worded in ``code`` (default: the language in use): the same position and
        solution, made again from the same data (kept, so each language is made once)."""
        code = code or get_language()
        twin = self._twins.get(code)
        if twin is None:
            with language(code):
                if self._generated is not None:
                    kind, start, rules, difficulty, seed, options = self._generated
                    rng = random.Random()
                    rng.setstate(start)
                    twin = kind.generate(rng, rules, difficulty, seed, **options)
                else:
                    args, kwargs = self._made_with
                    twin = type(self)(*args, **kwargs)
            twin._twins = self._twins
            self._twins[code] = twin
        return twin

    @property
    def prompt(self) -> str:
        """The question, in the language in use."""
        return self.in_language()._words["prompt"]

    @property
    def answer_format(self) -> str:
        """What to type, in the language in use."""
        return self.in_language()._words["answer_format"]

    @property
    def answer(self) -> str:
        """The stored solution in typed form, in the language in use."""
        return self.in_language()._words["answer"]

    @property
    def hints(self) -> tuple[str, ...]:
        """The hint ladder, in the language in use."""
        return self.in_language()._words["hints"]

    @property
    def choices(self) -> tuple[str, ...] | None:
        """The options of a multiple-choice exercise, in the language in use."""
        return self.in_language()._words["choices"]

    @property
    def learner_seat(self) -> int:
        """The learner's seat, "You" in every picture: the player to move, unless the kind says
        otherwise (the scoring kinds: seat 0, whose side their questions call "You")."""
        return self.state.to_move if self.state is not None else 0

    @classmethod
    def info(cls) -> KindInfo:
        """The kind's name, title, topic, rules and description."""
        return KindInfo(cls.kind, cls.title, cls.topic, cls.taught_rules, cls.description, cls.lesson)

    # --- what each kind implements (abstract: a kind without them cannot be made) -----------------
    @classmethod
    @abstractmethod
    def generate(cls, rng: random.Random, rules: RuleSet, difficulty: int, seed: int, **options: Any) -> Exercise:
        """A new exercise of this kind from ``rng`` (seeded with ``seed``)."""

    @abstractmethod
    def parse(self, answer: Any) -> Any:
        """Read an answer; raise :class:`AnswerError` naming the bad token."""

    @abstractmethod
    def grade(self, value: Any) -> Result:
        """Judge a parsed answer without giving the solution away."""

    def explanation(self) -> str:
        """The worked solution (shown only on request)."""
        return ""

    def form(self) -> tuple[FormField, ...]:
        """The answer as a form to click (issue 23): one :class:`FormField` per part asked; none
        for a kind answered by typing or by clicking the table. What the form gives is a mapping
        ``{key: value}`` that :meth:`parse` reads like a typed answer."""
        return ()

    def accepted_answers(self) -> tuple[str, ...]:
        """Every answer that is judged correct, in typed form (the key lists them all)."""
        return (self.answer,)

    # --- answering ------------------------------------------------------------------------
    def touch(self) -> None:
        """The learner did something with this exercise (an answer, a hint, a click): the time since
        their last action here counts, at most :data:`ACTIVE_GAP` (a longer pause is time away)."""
        if self.finished is not None:
            return
        now = self.clock()
        self.active_seconds += active_gap(now, self.started, self._last_action, self.clock)
        self._last_action = now

    def check(self, answer: Any) -> Result:
        """Judge an answer (typed text or click data). Malformed answers are not counted, and
        neither is an answer the kit fails to check (it says so plainly). The result is worded in the
        language in use, and again in another language if it changes (:meth:`Result.in_language`)."""
        self.touch()
        result = self._judged(answer)
        # Once solved, an answer is still judged but is not another try (trial 7: Check pressed again
        # after "Correct!" said "try 2" and counted it).
        if not result.counted or self.solved:
            self.history.append(result)
            return result
        self.attempts += 1
        self.history.append(result)
        if result.correct and not self.solved:
            self.solved = True
            self.first_try = self.attempts == 1 and not self.solution_seen
            self.finished = self.clock()
        return result

    def _judged(self, answer: Any) -> Result:
        """The result for ``answer`` in the language in use, able to judge it again in another."""
        worker = self.in_language()
        if worker is not self:  # a kind may judge by the record so far ("from the second try on ...")
            for name in ("attempts", "hints_used", "solved", "first_try"):
                setattr(worker, name, getattr(self, name))
        again = lambda: self._judged(answer)  # noqa: E731
        try:
            parsed = worker.parse(answer)
        except AnswerError as e:
            # Translators: {problem} says what could not be read; {expected} what the exercise wants.
            return Result(False, False, _("{problem}. Expected {expected}.", problem=e.problem, expected=e.expected),
                          counted=False, again=again)
        except Exception:  # a fault in the kit, never the learner's
            _log.exception("casino_learn could not check answer %r to %s (seed %s)", answer, self.kind, self.seed)
            return self._fault(again)
        try:
            result = worker.grade(parsed)
        except Exception:
            _log.exception("casino_learn could not check answer %r to %s (seed %s)", answer, self.kind, self.seed)
            return self._fault(again)
        return Result(result.correct, result.partly_correct, result.feedback, result.counted, result.details,
                      result.fault, result.language, again, result.title)

    @staticmethod
    def _fault(again: Callable[[], Result]) -> Result:
        return Result(False, False, _("Sorry: the kit could not check this answer. That is a fault in the kit, not in "
                                      "your answer, and it was not counted as a try. Try writing it another way, or ask "
                                      "your teacher."),
                      counted=False, fault=True, again=again)

    def hint(self) -> str | None:
        """The next hint of the ladder (each more specific), in the language in use; None when all are used."""
        hints = self.hints
        if self.hints_used >= len(hints):
            return None
        text = hints[self.hints_used]
        self.touch()
        self.hints_used += 1
        return text

    def retry(self) -> Exercise:
        """The same exercise afresh: no attempts, hints or time yet. Made again from the data it was
        made from (no second search for a position: a spot-the-illegal-move exercise took 0.1-1 s)."""
        args, kwargs = self._made_with
        with language(self.language):
            fresh = type(self)(*args, **kwargs)
        fresh._generated = self._generated
        return fresh

    @property
    def hints_left(self) -> int:
        return len(self.hints) - self.hints_used

    def key_text(self, most: int | None = None) -> str:
        """The answer with the other accepted ones (in the language in use): every one for the answer key, at most
        ``most`` under Show solution (trial 12 read "also right: B R3; B R11; B R7 R3; …" seven ways long). Answers
        that are lists themselves ("10; none; 1") are set apart by " | ", not run together by "; "."""
        worker = self.in_language()
        others = [a for a in worker.accepted_answers() if a != worker.answer]
        if not others or most == 0:
            return worker.answer
        between = " | " if any(";" in a for a in [worker.answer, *others]) else "; "
        if most is not None and len(others) > most:
            # Translators: the answer shown under Show solution, two other accepted answers, and a note that more
            # ways of writing it are accepted.
            return _("{answer} (also right: {others}; other ways of writing it are accepted too)",
                     answer=worker.answer, others=between.join(others[:most]))
        # Translators: in an answer key: the stored answer, then every other accepted answer.
        return _("{answer} (also right: {others})", answer=worker.answer, others=between.join(others))

    def show_solution(self) -> str:
        """The solution as shown to the learner: from now on a right answer earns no credit."""
        self.touch()
        if not self.solved:
            self.solution_seen = True
        return self.solution()

    def solution(self) -> str:
        """The full worked solution, computed by the rules engine (in the language in use), naming at most two
        other accepted answers (the answer key, :meth:`key_text`, lists them all)."""
        return f"{self.answer_line()}\n{self.in_language().explanation()}"

    def solution_details(self) -> str:
        """The numbers behind a solution, for whoever wants them (shown folded away under it); "" for most kinds."""
        return ""

    def answer_line(self, others: int = 2) -> str:
        """The solution's first line: "Answer: …", with at most ``others`` other accepted answers."""
        return _("Answer: {answer}", answer=self.key_text(most=others))

    @property
    def time_spent(self) -> float:
        """Active seconds: the time between the learner's actions on this exercise (from when it was
        shown to its first answer, hint or click, at most :data:`FIRST_LOOK`; then from action to
        action, each gap at most :data:`ACTIVE_GAP`), until it is solved. A lesson's "Run All" shows every exercise at once, so
        counting from creation made one lesson's minutes several times the real time (issue 23)."""
        return self.active_seconds

    @property
    def credit(self) -> float:
        """1 for a first-try solve without hints, 0.5 for a later or hinted solve, 0 after the solution was
        shown or when not solved."""
        if not self.solved or self.solution_seen:
            return 0.0
        return 1.0 if self.first_try and self.hints_used == 0 else 0.5

    # --- saving and restoring -------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """What is needed to restore this exercise with its attempt record (JSON-ready)."""
        return {"kind": self.kind, "seed": self.seed, "variant": self.variant, "difficulty": self.difficulty,
                "options": dict(self.options), "attempts": self.attempts, "hints_used": self.hints_used,
                "solved": self.solved, "first_try": self.first_try, "solution_seen": self.solution_seen}

    def _restore_record(self, data: dict[str, Any]) -> None:
        self.attempts = int(data.get("attempts", 0))
        self.hints_used = min(len(self.hints), int(data.get("hints_used", 0)))
        self.solved = bool(data.get("solved", False))
        self.first_try = bool(data.get("first_try", False)) and self.solved
        self.solution_seen = bool(data.get("solution_seen", False))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.kind} seed={self.seed} {self.variant} level {self.difficulty}>"

    def _repr_html_(self) -> str:
        # Translators: under an exercise's title: its variant (Classic or Royal) and level 1-3.
        level = _("({variant}, level {level})", variant=variant_name(self.variant), level=self.difficulty)
        parts = [f"<p><strong>{html.escape(_(self.title))}</strong> "
                 f"<small>{html.escape(level)}</small></p>",
                 f"<p style='white-space: pre-wrap'>{html.escape(self.prompt)}</p>"]
        if self.choices:
            parts.append("<ol type='A'>" + "".join(f"<li>{html.escape(c)}</li>" for c in self.choices) + "</ol>")
        parts.append(f"<p><small>{html.escape(self.answer_format)}</small></p>")
        return ("<div class='casino-learn-exercise' style='color: var(--jp-ui-font-color1, inherit); "
                "font-family: var(--jp-ui-font-family, sans-serif);'>" + "".join(parts) + "</div>")

    def __str__(self) -> str:
        text = self.prompt
        if self.choices:
            text += "\n" + "\n".join(f"  {letter(i)}) {c}" for i, c in enumerate(self.choices))
        return text + f"\n({self.answer_format})"


T = TypeVar("T")


def search(attempt: Callable[[], T | None], *, what: str, seed: int, tries: int = 500) -> T:
    """Call ``attempt`` (which draws from the generator's seeded rng) until it returns a
    position that fits, at most ``tries`` times: the one retry loop every generator shares."""
    for _attempt in range(tries):
        found = attempt()
        if found is not None:
            return found
    raise RuntimeError(f"{what}: no fitting position found for seed {seed} in {tries} tries")


def letter(index: int) -> str:
    """0 -> "A"."""
    return "ABCDEFGHIJ"[index]


def count_words(n: int, singular: str, plural: str | None = None) -> str:
    """``(1, "choice")`` -> ``"1 choice"``; ``(3, "choice")`` -> ``"3 choices"``.

    English only (it adds an "s"): a translated sentence uses :func:`casino_learn.i18n.ngettext`."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def join_words(parts: Sequence[str]) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"`` ("a, b y c" in Spanish): :func:`casino_learn.texts.grammar.join_and`."""
    return join_and(parts)


#: The variants' names in a sentence, as a learner reads them (lower case in English).
VARIANT_NAMES = {"classic": N_("classic"), "royal": N_("royal")}


def variant_name(variant: str) -> str:
    """``"classic"`` -> ``"classic"`` ("clásico") in the language in use (an unknown code is kept)."""
    return _(VARIANT_NAMES[variant]) if variant in VARIANT_NAMES else variant
