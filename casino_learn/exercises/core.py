"""The common shape of every exercise: :class:`Exercise`, :class:`Result` and :class:`KindInfo`.

Each kind is a subclass of :class:`Exercise` in ``kinds/``: its ``generate`` fills in a prompt,
a position and the stored solution (computed by the rules engine); ``parse`` reads answers and
``grade`` judges them. :meth:`Exercise.check` parses first: a malformed answer gives a Result with
``counted=False`` that names the bad token and is not an attempt.
"""

from __future__ import annotations

import html
import logging
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from ..cards import Card
from ..grammar import join_and
from ..i18n import N_, _
from ..state import GameState
from ..variants import RuleSet

__all__ = ["AnswerError", "Exercise", "KindInfo", "Result", "search"]

#: The longest pause between two actions on one exercise that still counts as working on it (seconds).
ACTIVE_GAP = 120.0
_log = logging.getLogger("casino_learn.exercises")
_log.addHandler(logging.NullHandler())  # a library never prints on its own: the learner sees the Result

#: Verdict words the widget already shows as a title; feedback must not repeat them (in English
#: and in the language in use).
_VERDICT_PREFIXES = ("Correct!", "Right!", "Not quite.", "Not quite", "Partly right.", "Partly right", "Wrong.")
#: The verdict shown as a title above the feedback, per :attr:`Result.status`.
VERDICT_TITLES = {
    "correct": N_("Correct!"),
    "partly": N_("Partly right."),
    "wrong": N_("Not quite."),
    "unreadable": N_("I could not read that (not counted)."),
    "fault": N_("Not checked."),
}


def _verdict_prefixes() -> tuple[str, ...]:
    translated = tuple(_(VERDICT_TITLES[k]) for k in ("correct", "partly", "wrong"))
    # "¡Correcto!" starts with "¡": the translated titles are stripped too, with and without the final sign.
    more = tuple(t.rstrip(".!") for t in translated)
    return tuple(dict.fromkeys(_VERDICT_PREFIXES + translated + more))


class AnswerError(ValueError):
    """A typed answer could not be read. ``token`` is the part that failed; ``expected``
    says what the exercise wanted."""

    def __init__(self, token: str, expected: str, problem: str | None = None) -> None:
        self.token = token
        self.expected = expected
        # Translators: {token} is the bit of the learner's answer that could not be read, in quotes.
        self.problem = problem or _("I could not read {token}", token=repr(token))
        super().__init__(_("{problem}. Expected {expected}.", problem=self.problem, expected=expected))


@dataclass(frozen=True)
class Result:
    """The verdict on one answer.

    ``counted`` is False for a malformed answer (it is not an attempt); ``feedback`` is
    specific: what was right, what was wrong, and the rule number that decides it.
    """

    correct: bool
    partly_correct: bool
    feedback: str
    counted: bool = True
    details: tuple[str, ...] = ()
    #: True when the kit itself failed to check the answer (never counted).
    fault: bool = False

    def __post_init__(self) -> None:
        # The verdict is shown as a title ("Correct!", "Not quite"); the feedback says why.
        text = self.feedback.strip()
        changed = True
        while changed:
            changed = False
            for word in _verdict_prefixes():
                if text.startswith(word) and (len(text) == len(word) or not text[len(word)].isalpha()):
                    text = text[len(word):].lstrip(" .!")
                    changed = True
        object.__setattr__(self, "feedback", text)

    @property
    def status(self) -> str:
        """``"correct"``, ``"partly"``, ``"wrong"``, ``"unreadable"`` or ``"fault"``."""
        if self.fault:
            return "fault"
        if not self.counted:
            return "unreadable"
        return "correct" if self.correct else "partly" if self.partly_correct else "wrong"

    def __str__(self) -> str:
        lines = [self.feedback] + [f"  - {d}" for d in self.details]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        colour = {
            "correct": "var(--jp-success-color1, #388e3c)",
            "partly": "var(--jp-warn-color1, #f57c00)",
            "wrong": "var(--jp-error-color1, #d32f2f)",
            "unreadable": "var(--jp-info-color1, #0288d1)",
            "fault": "var(--jp-info-color1, #0288d1)",
        }[self.status]
        title = html.escape(_(VERDICT_TITLES[self.status]))
        items = "".join(f"<li>{html.escape(d)}</li>" for d in self.details)
        return (
            f'<div class="casino-learn-result" style="border-left: 4px solid {colour}; padding: 4px 10px; '
            f'background: var(--jp-layout-color1, transparent); color: var(--jp-ui-font-color1, inherit); '
            f'font-family: var(--jp-ui-font-family, sans-serif); font-size: var(--jp-ui-font-size1, 14px);">'
            f'<strong>{title}</strong> {html.escape(self.feedback)}'
            f'{"<ul>" + items + "</ul>" if items else ""}</div>'
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
    """

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
    #: How the widget takes answers: "text", "click_items" (table cards and builds),
    #: "choose_many", "choose_one", "choose_one_rule" (a choice and a rule),
    #: "yes_no_rule" (yes, or no and a rule).
    input_style: ClassVar[str] = "text"

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
        self.prompt = prompt
        self.answer_format = answer_format
        self.answer = answer
        self.hints: tuple[str, ...] = tuple(hints)
        self.state = state
        self.choices: tuple[str, ...] | None = tuple(choices) if choices is not None else None
        self.cards: tuple[Card, ...] = tuple(cards)
        self.data: dict[str, Any] = dict(data or {})
        self.options: dict[str, Any] = dict(options or {})
        self.clock = clock
        self.attempts = 0
        self.hints_used = 0
        self.solved = False
        self.first_try = False
        self.started = clock()
        self.finished: float | None = None
        self.active_seconds = 0.0  # see time_spent
        self._last_action: float | None = None
        self.history: list[Result] = []
        if len(self.hints) < 2:
            raise ValueError(f"exercise {self.kind} needs at least two hints")

    @property
    def learner_seat(self) -> int:
        """The learner's seat, "You" in every picture: the player to move, unless the kind says
        otherwise (the scoring kinds: seat 0, whose side their questions call "You")."""
        return self.state.to_move if self.state is not None else 0

    @classmethod
    def info(cls) -> KindInfo:
        """The kind's name, title, topic, rules and description."""
        return KindInfo(cls.kind, cls.title, cls.topic, cls.taught_rules, cls.description)

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
        last = self.started if self._last_action is None else self._last_action
        self.active_seconds += min(max(0.0, now - last), ACTIVE_GAP)
        self._last_action = now

    def check(self, answer: Any) -> Result:
        """Judge an answer (typed text or click data). Malformed answers are not counted, and
        neither is an answer the kit fails to check (it says so plainly)."""
        self.touch()
        try:
            parsed = self.parse(answer)
        except AnswerError as e:
            # Translators: {problem} says what could not be read; {expected} what the exercise wants.
            result = Result(False, False, _("{problem}. Expected {expected}.", problem=e.problem, expected=e.expected),
                            counted=False)
            self.history.append(result)
            return result
        except Exception:  # a fault in the kit, never the learner's
            return self._fault(answer)
        try:
            result = self.grade(parsed)
        except Exception:
            return self._fault(answer)
        self.attempts += 1
        self.history.append(result)
        if result.correct and not self.solved:
            self.solved = True
            self.first_try = self.attempts == 1
            self.finished = self.clock()
        return result

    def _fault(self, answer: Any) -> Result:
        _log.exception("casino_learn could not check answer %r to %s (seed %s)", answer, self.kind, self.seed)
        result = Result(False, False, _("Sorry: the kit could not check this answer. That is a fault in the kit, not in "
                                        "your answer, and it was not counted as a try. Try writing it another way, or ask "
                                        "your teacher."),
                        counted=False, fault=True)
        self.history.append(result)
        return result

    def hint(self) -> str | None:
        """The next hint of the ladder (each more specific); None when all are used."""
        if self.hints_used >= len(self.hints):
            return None
        text = self.hints[self.hints_used]
        self.touch()
        self.hints_used += 1
        return text

    def retry(self) -> Exercise:
        """The same exercise afresh: no attempts, hints or time yet."""
        return type(self).generate(random.Random(self.seed), self.rule_set, self.difficulty, self.seed, **self.options)

    @property
    def hints_left(self) -> int:
        return len(self.hints) - self.hints_used

    def key_text(self) -> str:
        """The answer as the key prints it: the stored answer and every other accepted one."""
        others = [a for a in self.accepted_answers() if a != self.answer]
        if not others:
            return self.answer
        # Translators: in an answer key: the stored answer, then every other accepted answer.
        return _("{answer} (also right: {others})", answer=self.answer, others="; ".join(others))

    def solution(self) -> str:
        """The full worked solution, computed by the rules engine."""
        return _("Answer: {answer}", answer=self.key_text()) + f"\n{self.explanation()}"

    @property
    def time_spent(self) -> float:
        """Active seconds: the time between the learner's actions on this exercise (from when it was
        shown to its first answer or hint, then from action to action), each gap counted at most
        :data:`ACTIVE_GAP`, until it is solved. A lesson's "Run All" shows every exercise at once, so
        counting from creation made one lesson's minutes several times the real time (issue 23)."""
        return self.active_seconds

    @property
    def credit(self) -> float:
        """1 for a first-try solve without hints, 0.5 for a later or hinted solve, else 0."""
        if not self.solved:
            return 0.0
        return 1.0 if self.first_try and self.hints_used == 0 else 0.5

    # --- saving and restoring -------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """What is needed to restore this exercise with its attempt record (JSON-ready)."""
        return {"kind": self.kind, "seed": self.seed, "variant": self.variant, "difficulty": self.difficulty,
                "options": dict(self.options), "attempts": self.attempts, "hints_used": self.hints_used,
                "solved": self.solved, "first_try": self.first_try}

    def _restore_record(self, data: dict[str, Any]) -> None:
        self.attempts = int(data.get("attempts", 0))
        self.hints_used = min(len(self.hints), int(data.get("hints_used", 0)))
        self.solved = bool(data.get("solved", False))
        self.first_try = bool(data.get("first_try", False)) and self.solved

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
    """``["a", "b", "c"]`` -> ``"a, b and c"`` ("a, b y c" in Spanish): :func:`casino_learn.grammar.join_and`."""
    return join_and(parts)


#: The variants' names in a sentence, as a learner reads them (lower case in English).
VARIANT_NAMES = {"classic": N_("classic"), "royal": N_("royal")}


def variant_name(variant: str) -> str:
    """``"classic"`` -> ``"classic"`` ("clásico") in the language in use (an unknown code is kept)."""
    return _(VARIANT_NAMES[variant]) if variant in VARIANT_NAMES else variant
