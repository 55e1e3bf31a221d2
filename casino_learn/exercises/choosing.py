"""Multiple choice over moves: "choose every move that is allowed". Legality and the reasons
come from the rules engine (``generate`` and ``check``); this module only words them."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

from ..describe import describe_move
from ..moves import Move
from ..restrictions import Violation
from ..state import GameState
from ..validation import check
from .answers import parse_choices
from .core import AnswerError, Result, join_words, letter
from .scenes import cards_text, move_text, value_card_name

__all__ = ["Candidate", "candidates", "choice_labels", "choose_grader", "choose_parser", "explain_options", "pick", "why_legal"]


def why_legal(state: GameState, move: Move) -> str:
    """A sentence saying why a legal move is allowed, citing the rules it satisfies."""
    rules = state.rules
    if move.is_trail:
        text = "you own no build, so you may trail (R9)"
        if rules.no_trail_matching_loose:
            text += f", and no loose {move.card.symbol[:-1]} is on the table (R14)"
        elif state.table.builds_of(state.to_move) and rules.owner_may_trail:
            text = "the house rule lets owners trail, and you keep a card for your build (R8)"
        return text + "."
    said = describe_move(state, move).rstrip(".")
    if move.is_capture:
        return f"{said}: every target is worth exactly {rules.capture_value(move.card) or move.card.symbol} (R2)."
    rest = [c for c in state.hand if c is not move.card]
    held = [c for c in rest if rules.matches(c, move.value or 0)]
    return (f"{said}; it uses a table card (R6) and you still hold {cards_text(held)} "
            f"to capture the {value_card_name(rules, move.value or 0)}-build (R7).")


class Candidate:
    """One option: a move, its violations (empty if legal) and its words."""

    __slots__ = ("move", "text", "violations")

    def __init__(self, state: GameState, move: Move) -> None:
        self.move = move
        self.violations: list[Violation] = check(state, move)
        legal = move in state.legal_moves
        if legal != (not self.violations):  # the engine's two halves must agree
            raise AssertionError(f"generate and check disagree on {move}")
        self.text = f"{move_text(state, move)}  [{move}]"

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


def choose_parser(options: Sequence[Candidate]) -> Any:
    n = len(options)

    def parse(answer: Any) -> frozenset[int]:
        if isinstance(answer, Move):
            answer = [answer]
        if isinstance(answer, (list, tuple, set, frozenset)) and answer and all(isinstance(a, Move) for a in answer):
            index = {c.move: i for i, c in enumerate(options)}
            out = set()
            for m in answer:
                if m not in index:
                    raise AnswerError(str(m), "one of the moves listed", f"{m} is not one of the choices")
                out.add(index[m])
            return frozenset(out)
        try:
            return parse_choices(answer, n)
        except AnswerError:
            if not isinstance(answer, str):
                raise
            picked = _typed_moves(answer, options)  # moves typed out: "6C build 8 2D; 8H build 8 5C 3D"
            if picked is None:
                raise
            return picked

    return parse


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


def choose_grader(state: GameState, options: Sequence[Candidate]) -> Any:
    legal = frozenset(i for i, c in enumerate(options) if c.legal)

    def grade(chosen: frozenset[int]) -> Result:
        if chosen == legal:
            names = join_words([letter(i) for i in sorted(legal)])
            return Result(True, False, f"Right! Allowed: {names}.",
                          details=tuple(f"{letter(i)} breaks {options[i].rule}: {options[i].violations[0].message}"
                                        for i in range(len(options)) if i not in legal))
        details: list[str] = []
        for i in sorted(chosen - legal):
            v = options[i].violations[0]
            details.append(f"{letter(i)} is not allowed: {v.message}")
        for i in sorted(legal - chosen):
            details.append(f"{letter(i)} is allowed too: {why_legal(state, options[i].move)}")
        good = sorted(chosen & legal)
        head = (f"Partly right: {join_words([letter(i) for i in good])} {'is' if len(good) == 1 else 'are'} allowed."
                if good else "Not quite." if chosen else "At least one of them is allowed.")
        return Result(False, bool(good), head, details=tuple(details))

    return grade


def explain_options(state: GameState, options: Sequence[Candidate]) -> str:
    lines = []
    for i, c in enumerate(options):
        if c.legal:
            lines.append(f"{letter(i)}) allowed: {why_legal(state, c.move)}")
        else:
            lines.append(f"{letter(i)}) not allowed ({c.rule}): " + " ".join(v.message for v in c.violations))
    return "\n".join(lines)
