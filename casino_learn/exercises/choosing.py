"""Multiple choice over moves: "choose every move that is allowed". Legality and the reasons
come from the rules engine (``generate`` and ``check``); this module only words them.

:class:`ChooseAllowedExercise` is the base class of the kinds that ask for every allowed choice
(``which_builds``, ``raise_or_add``). A wrong try is told which of *its* choices are allowed,
which rule each wrongly chosen one breaks, and how many allowed ones are still missing, never
which ones: the solution comes only with :meth:`~.core.Exercise.explanation`."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

from ..i18n import N_, _, ngettext
from ..rules.moves import Move
from ..rules.restrictions import Violation
from ..rules.state import GameState
from ..rules.validation import check
from ..rules.variants import RuleSet
from ..texts.describe import describe_move
from ..texts.grammar import after_colon
from ..texts.violations import said
from .answers import parse_choices
from .core import AnswerError, Exercise, Result, join_words, letter
from .scenes import cards_text, move_text

__all__ = ["Candidate", "ChooseAllowedExercise", "candidates", "choice_labels", "choose_grader", "choose_parser", "explain_options",
           "judge_choices", "pick", "read_choices", "why_legal"]


def why_legal(state: GameState, move: Move) -> str:
    """A sentence saying why a legal move is allowed, citing the rules it satisfies."""
    rules = state.rules
    if move.is_trail:
        if rules.no_trail_matching_loose:
            # Translators: why trailing is allowed; {rank} is a rank as on the card (7, Q).
            return _("you own no build, so you may trail (R9), and no loose {rank} is on the table (R14).",
                     rank=move.card.symbol[:-1])
        if state.table.builds_of(state.to_move) and rules.owner_may_trail:
            return _("the house rule lets owners trail, and you keep a card for your build (R8).")
        if rules.owner_may_trail:  # R9 is off here: not cited as the reason (review 11)
            # (not "would let you trail even if you did": an owner must still keep a card for each build, R8; review 20)
            return _("no rule forbids this trail: you own no build. (With the house rule an owner may trail too, while "
                     "keeping a card to take each build they own: R8.)")
        return _("you own no build, so you may trail (R9).")
    said = describe_move(state, move, tense="suggestion").rstrip(".")  # a move nobody played: not "You captured" (trial 3)
    if move.is_capture:
        value = rules.capture_value(move.card)
        if value is None:  # a Classic face card has no value: R5, not R2, says what it takes
            # Translators: {move} describes the capture of a face card by a face card of the same rank.
            return _("{move}: in Classic a face card takes a loose card of its own rank (R5).", move=said)
        # Translators: {move} describes the capture; {value} is the capturing card's value.
        return _("{move}: every target is worth exactly {value} (R2).", move=said, value=value)
    rest = [c for c in state.hand if c is not move.card]
    held = [c for c in rest if rules.matches(c, move.value or 0)]
    # Translators: why a build is allowed; {move} describes it, {cards} the cards kept, {value} the build's value (8, 12).
    return _("{move}; it uses a table card (R6) and you still hold {cards} to capture the build of {value} (R7).", move=said,
             cards=cards_text(held), value=move.value or 0)


class Candidate:
    """One option: a move, its violations (empty if legal) and its words (plain words only: no
    move notation, so nothing is shown that the learner would have to decode)."""

    __slots__ = ("move", "text", "violations")

    def __init__(self, state: GameState, move: Move) -> None:
        self.move = move
        self.violations: list[Violation] = check(state, move)
        legal = move in state.legal_moves
        if legal != (not self.violations):  # the engine's two halves must agree
            raise AssertionError(f"generate and check disagree on {move}")
        self.text = move_text(state, move)

    @property
    def legal(self) -> bool:
        return not self.violations

    @property
    def rule(self) -> str | None:
        return self.violations[0].rule if self.violations else None


def candidates(state: GameState, moves: Sequence[Move]) -> list[Candidate]:
    seen: set[Move] = set()
    out = []
    for m in moves:
        if m not in seen:
            seen.add(m)
            out.append(Candidate(state, m))
    return out


def pick(rng: random.Random, pools: Sequence[Sequence[Candidate]], total: int, rest: Sequence[Candidate]) -> list[Candidate] | None:
    """One candidate from each of ``pools`` (distinct), topped up from ``rest`` to ``total``;
    shuffled. None if a pool is empty or there are too few."""
    chosen: list[Candidate] = []
    for pool in pools:
        options = [c for c in pool if c not in chosen]
        if not options:
            return None
        chosen.append(rng.choice(options))
    others = [c for c in rest if c not in chosen]
    if len(chosen) + len(others) < total:
        return None
    chosen += rng.sample(others, total - len(chosen))
    rng.shuffle(chosen)
    return chosen


def choice_labels(options: Sequence[Candidate]) -> tuple[str, ...]:
    return tuple(c.text for c in options)


def read_choices(answer: Any, options: Sequence[Candidate]) -> frozenset[int]:
    """The chosen options (0-based) from letters (``"A C"``), 1-based numbers, click indices,
    :class:`Move` objects or moves typed in notation (``"6C build 8 2D; 8H build 8 5C 3D"``)."""
    if isinstance(answer, Move):
        answer = [answer]
    if isinstance(answer, (list, tuple, set, frozenset)) and answer and all(isinstance(a, Move) for a in answer):
        index = {c.move: i for i, c in enumerate(options)}
        out = set()
        for m in answer:
            if m not in index:
                raise AnswerError(str(m), _("one of the moves listed"), _("{token} is not one of the choices", token=str(m)))
            out.add(index[m])
        return frozenset(out)
    try:
        return parse_choices(answer, len(options))
    except AnswerError:
        if not isinstance(answer, str):
            raise
        picked = _typed_moves(answer, options)
        if picked is None:
            raise
        return picked


def choose_parser(options: Sequence[Candidate]) -> Any:
    """A parser for :func:`read_choices` over ``options``."""
    return lambda answer: read_choices(answer, options)


def _typed_moves(text: str, options: Sequence[Candidate]) -> frozenset[int] | None:
    index = {c.move: i for i, c in enumerate(options)}
    out = set()
    for part in re.split(r"[;\n]+", text):
        if not part.strip():
            continue
        try:
            move = Move.parse(part)
        except ValueError:
            return None
        if move not in index:
            return None
        out.add(index[move])
    return frozenset(out) or None


# --- words of the verdict (kept together for translators) -------------------------------------------
def violation_text(violation: Violation) -> str:
    """A violation's message as exercises word it (the engine names players without seat numbers)."""
    return violation.message


def _letters(indices: Sequence[int]) -> str:
    return join_words([letter(i) for i in sorted(indices)])


def allowed_text(good: Sequence[int]) -> str:
    # Translators: {letters} are choice letters, e.g. "A and C".
    return ngettext("{letters} is allowed.", "{letters} are allowed.", len(good), letters=_letters(good))


def missing_text(n: int, too: bool = True) -> str:
    """How many allowed choices the learner left out (``too``: after some they got right)."""
    if too:
        return ngettext("One more choice is allowed too.", "{n} more choices are allowed too.", n)
    # Translators: said after "None of your choices is allowed.": the allowed ones the learner did not choose.
    return ngettext("One of the others is allowed.", "{n} of the others are allowed.", n)


def not_allowed_text(index: int, violation: Violation) -> str:
    # Translators: {letter} is a choice letter; {why} the rule it breaks, in a sentence.
    return _("{letter} is not allowed: {why}", letter=letter(index), why=after_colon(violation_text(violation)))


NONE_OF_YOURS_TEXT = N_("None of your choices is allowed.")
NONE_CHOSEN_TEXT = N_("You chose none, but at least one of them is allowed.")
ALL_RIGHT_TEXT = N_("You chose exactly the allowed ones: {letters}.")
NONE_ALLOWED_TEXT = N_("None of them is allowed.")


def judge_choices(state: GameState, options: Sequence[Candidate], chosen: frozenset[int]) -> Result:
    """The verdict on ``chosen``: which of them are allowed, which rule each wrong one breaks,
    and how many allowed ones are missing (never which: that would give the answer away)."""
    legal = frozenset(i for i, c in enumerate(options) if c.legal)
    if chosen == legal:
        text = _(ALL_RIGHT_TEXT, letters=_letters(list(legal))) if legal else _(NONE_ALLOWED_TEXT)
        return Result(True, False, text,
                      details=tuple(not_allowed_text(i, options[i].violations[0]) for i in range(len(options)) if i not in legal))
    good = sorted(chosen & legal)
    bad = sorted(chosen - legal)
    missing = len(legal - chosen)
    if not chosen:
        return Result(False, False, _(NONE_CHOSEN_TEXT))
    parts = [allowed_text(good) if good else _(NONE_OF_YOURS_TEXT)]  # each wrong one is explained below
    if missing:
        parts.append(missing_text(missing, too=bool(good)))
    details = tuple(not_allowed_text(i, options[i].violations[0]) for i in bad)
    return Result(False, bool(good), " ".join(parts), details=details)


def choose_grader(state: GameState, options: Sequence[Candidate]) -> Any:
    """A grader for :func:`judge_choices` over ``options``."""
    return lambda chosen: judge_choices(state, options, chosen)


def explain_options(state: GameState, options: Sequence[Candidate]) -> str:
    lines = []
    for i, c in enumerate(options):
        if c.legal:
            # Translators: a line of the worked solution; {why} is a sentence.
            lines.append(_("{letter}) allowed: {why}", letter=letter(i), why=why_legal(state, c.move)))
        else:
            # Translators: a line of the worked solution; {why} says the broken rule with its number (trial 8 read
            # "C) not allowed (R9): You own …" with R9 twice and a capital after the colon).
            lines.append(_("{letter}) not allowed: {why}", letter=letter(i),
                           why=after_colon(" ".join(violation_text(v) for v in said(c.violations)))))
    return "\n".join(lines)


CHOOSE_ALLOWED_FORMAT = N_("the letters of every allowed choice, e.g. 'A C', or 'none'")


class ChooseAllowedExercise(Exercise):
    """Choose every allowed move among ``candidates`` (a base class for kinds). The answer is
    the letters of the legal candidates; it is the only right answer (any order, letters or
    numbers or clicks all mean the same set)."""

    input_style = "choose_many"

    def __init__(self, *, seed: int, rules: RuleSet, difficulty: int, state: GameState, offered: Sequence[Candidate],
                 prompt: str, hints: Sequence[str], options: dict[str, Any] | None = None) -> None:
        self.candidates: tuple[Candidate, ...] = tuple(offered)
        legal = [i for i, c in enumerate(self.candidates) if c.legal]
        n = len(legal)
        # Translators: a hint; {total} is how many choices there are.
        count_hint = ngettext("{n} of the {total} choices is allowed.", "{n} of the {total} choices are allowed.", n,
                              total=len(self.candidates))
        super().__init__(
            seed=seed, rules=rules, difficulty=difficulty, prompt=prompt, answer_format=_(CHOOSE_ALLOWED_FORMAT),
            answer=" ".join(letter(i) for i in legal) or "none", hints=tuple(hints) + (count_hint,), state=state,
            choices=choice_labels(self.candidates), options=options,
            data={"moves": [c.move.to_json() for c in self.candidates], "legal": legal, "rules": [c.rule for c in self.candidates]},
        )

    def parse(self, answer: Any) -> frozenset[int]:
        return read_choices(answer, self.candidates)

    def grade(self, value: frozenset[int]) -> Result:
        assert self.state is not None
        return judge_choices(self.state, self.candidates, value)

    def explanation(self) -> str:
        assert self.state is not None
        return explain_options(self.state, self.candidates)
