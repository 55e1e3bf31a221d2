"""The common shape of every exercise: :class:`Exercise`, :class:`Result` and :class:`KindInfo`.

A generator (one per kind, in the ``gen_*`` modules) fills an :class:`Exercise` with a prompt,
a position, the stored solution (computed by the rules engine), a parser for answers and a
grader. :meth:`Exercise.check` parses first: a malformed answer gives a Result with
``counted=False`` that names the bad token and is not an attempt.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards import Card
from ..state import GameState

__all__ = ["AnswerError", "Exercise", "KindInfo", "Result"]


class AnswerError(ValueError):
    """A typed answer could not be read. ``token`` is the part that failed; ``expected``
    says what the exercise wanted."""

    def __init__(self, token: str, expected: str, problem: str | None = None) -> None:
        self.token = token
        self.expected = expected
        self.problem = problem or f"I could not read {token!r}"
        super().__init__(f"{self.problem}. Expected {expected}.")


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

    @property
    def status(self) -> str:
        """``"correct"``, ``"partly"``, ``"wrong"`` or ``"unreadable"``."""
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
        }[self.status]
        title = {"correct": "Correct!", "partly": "Partly right", "wrong": "Not quite",
                 "unreadable": "I could not read that (not counted)"}[self.status]
        items = "".join(f"<li>{html.escape(d)}</li>" for d in self.details)
        return (
            f'<div class="casino-learn-result" style="border-left: 4px solid {colour}; padding: 4px 10px; '
            f'background: var(--jp-layout-color1, transparent); color: var(--jp-ui-font-color1, inherit); '
            f'font-family: var(--jp-ui-font-family, sans-serif); font-size: var(--jp-ui-font-size1, 14px);">'
            f'<strong style="color: {colour};">{title}</strong> {html.escape(self.feedback)}'
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


Parser = Callable[[Any], Any]
Grader = Callable[[Any], Result]


@dataclass(eq=False)
class Exercise:
    """One generated exercise. Create with :func:`casino_learn.exercises.make_exercise`.

    ``prompt`` is the question; ``state`` the position to draw (or None); ``cards`` the cards
    in question when there is no position; ``choices`` the options of a multiple-choice
    exercise (answer with letters, 1-based numbers, or 0-based indices from clicks);
    ``answer_format`` says what to type. ``answer`` is the stored solution in typed form.
    """

    kind: str
    seed: int
    variant: str
    difficulty: int
    prompt: str
    answer_format: str
    answer: str
    state: GameState | None
    parse: Parser = field(repr=False)
    grade: Grader = field(repr=False)
    hints: tuple[str, ...] = field(repr=False, default=())
    explanation: Callable[[], str] = field(repr=False, default=lambda: "")
    choices: tuple[str, ...] | None = None
    cards: tuple[Card, ...] = ()
    data: dict[str, Any] = field(repr=False, default_factory=dict)
    clock: Callable[[], float] = field(repr=False, default=time.monotonic)
    attempts: int = field(default=0, init=False)
    hints_used: int = field(default=0, init=False)
    solved: bool = field(default=False, init=False)
    first_try: bool = field(default=False, init=False)
    started: float = field(default=0.0, init=False, repr=False)
    finished: float | None = field(default=None, init=False, repr=False)
    history: list[Result] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self) -> None:
        self.started = self.clock()
        if len(self.hints) < 2:
            raise ValueError(f"exercise {self.kind} needs at least two hints")

    # --- answering ------------------------------------------------------------------------
    def check(self, answer: Any) -> Result:
        """Judge an answer (typed text or click data). Malformed answers are not counted."""
        try:
            parsed = self.parse(answer)
        except AnswerError as e:
            result = Result(False, False, f"{e.problem}. Expected {e.expected}. (Not counted as a try.)", counted=False)
            self.history.append(result)
            return result
        result = self.grade(parsed)
        self.attempts += 1
        self.history.append(result)
        if result.correct and not self.solved:
            self.solved = True
            self.first_try = self.attempts == 1
            self.finished = self.clock()
        return result

    def hint(self) -> str | None:
        """The next hint of the ladder (each more specific); None when all are used."""
        if self.hints_used >= len(self.hints):
            return None
        text = self.hints[self.hints_used]
        self.hints_used += 1
        return text

    def retry(self) -> Exercise:
        """The same exercise afresh: no attempts, hints or time yet."""
        return replace(self)

    @property
    def hints_left(self) -> int:
        return len(self.hints) - self.hints_used

    def solution(self) -> str:
        """The full worked solution, computed by the rules engine."""
        return f"Answer: {self.answer}\n{self.explanation()}"

    @property
    def time_spent(self) -> float:
        """Seconds from creation until solved (or until now)."""
        end = self.finished if self.finished is not None else self.clock()
        return max(0.0, end - self.started)

    @property
    def credit(self) -> float:
        """1 for a first-try solve without hints, 0.5 for a later or hinted solve, else 0."""
        if not self.solved:
            return 0.0
        return 1.0 if self.first_try and self.hints_used == 0 else 0.5

    @property
    def title(self) -> str:
        from .registry import EXERCISE_KINDS

        return EXERCISE_KINDS[self.kind].title

    def _repr_html_(self) -> str:
        parts = [f"<p><strong>{html.escape(self.title)}</strong> "
                 f"<small>({self.variant}, level {self.difficulty})</small></p>",
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


def letter(index: int) -> str:
    """0 -> "A"."""
    return "ABCDEFGHIJ"[index]


def count_words(n: int, singular: str, plural: str | None = None) -> str:
    """``(1, "choice")`` -> ``"1 choice"``; ``(3, "choice")`` -> ``"3 choices"``."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def join_words(parts: Sequence[str]) -> str:
    """``["a", "b", "c"]`` -> ``"a, b and c"``."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]
