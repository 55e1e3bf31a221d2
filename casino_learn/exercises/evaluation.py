"""How good is each legal move, and why: the coach and the ``best_move`` exercise.

Every move is judged by the careful player's model (:meth:`CarefulAgent.judge
<casino_learn.agents.careful.CarefulAgent.judge>`), which values cards with the one shared model
of :mod:`casino_learn.agents.worth`: what the move wins now, what it leaves the next opponent
(and how likely they hold the card to use it), and the builds it keeps. :func:`evaluate_moves`
ranks the moves by that model (``evaluator="careful"``) or by the expert's search over imagined
deals (``evaluator="expert"``); the reasons always come from the careful judgement.

:func:`coach_advice` turns this into what a teacher would say: plain present-tense sentences,
moves in words ("capture 8♦ and 6♥+2♦ with 8♥"), chances in words ("unlikely, about 1 in 5"),
and the numbers only in :attr:`CoachAdvice.details`.
"""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..agents.careful import CarefulAgent, Judgement, best_capture, chance_none_held, opponents_before_next_turn
from ..agents.worth import CARD_SHARE, SPADE_SHARE, CardWorth, card_points, point_item
from ..cards import Card, Suit
from ..movegen import capture_sets
from ..moves import Move
from ..state import GameState, PlayerView
from ..table import Build, Table
from .core import count_words, join_words

__all__ = ["CoachAdvice", "Evaluation", "Judge", "MoveValue", "chance_words", "coach_advice", "evaluate_moves",
           "move_words"]

CAREFUL_MARGIN = 0.25  # the careful model is exact arithmetic: a small margin
EXPERT_MARGIN = 0.5    # the expert's values are averages over imagined deals: allow for their noise
PRUNED_GAP = 1.0       # a move the expert did not search counts this far below its weakest

# --- learner-facing words (kept together for translators) -------------------------------------------------------
YOU = "You"
OPPONENT = "Opponent"
PARTNER = "Partner"
_RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
_ITEM_WORDS = {"big_casino": "Big Casino", "little_casino": "Little Casino"}
_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}
_GERUNDS = {"trail": "trailing", "capture": "capturing", "build": "building", "raise": "raising"}
COACH_TITLE = "Coach"
DETAILS_TITLE = "Details (the numbers behind the advice)"


def _signed(x: float) -> str:
    """``+0.49``, ``-0.16``; a value that rounds to zero is ``0.00`` (never ``-0.00``)."""
    return "0.00" if abs(x) < 0.005 else f"{x:+.2f}"


def chance_words(p: float) -> str:
    """A chance in words: ``"very unlikely"``, ``"unlikely (about 1 in 5)"``, ``"quite possible
    (about 1 in 3)"``, ``"likely (about 2 in 3)"``."""
    if p <= 0.0:
        return "impossible"
    if p < 0.08:
        return "very unlikely"
    if p < 0.25:
        return f"unlikely (about 1 in {round(1 / p)})"
    if p < 0.45:
        return f"quite possible (about {'1 in 3' if p < 0.37 else '2 in 5'})"
    if p < 0.6:
        return "about an even chance"
    if p < 0.95:
        n, d = min(((2, 3), (3, 4), (4, 5), (9, 10)), key=lambda f: abs(f[0] / f[1] - p))
        return f"likely (about {n} in {d})"
    return "almost certain"


def rank_word(rank: int, article: bool = True) -> str:
    """``"an 8"``, ``"a queen"``, ``"an ace"`` (or without the article)."""
    word = _RANK_WORDS.get(rank, str(rank))
    if not article:
        return word
    return ("an " if word[0] in "a8" or word in ("11",) else "a ") + word


def _group(cards: Sequence[Card]) -> str:
    return "+".join(c.symbol for c in sorted(cards, reverse=True))


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def _point_words(card: Card) -> str:
    """``"10♦ (Big Casino, 2 points)"``, ``"A♥ (an ace, 1 point)"``."""
    item = point_item(card)
    points = count_words(card_points(card.code), "point")
    name = _ITEM_WORDS.get(item or "", "an ace")
    return f"{card.symbol} ({name}, {points})"


@dataclass(frozen=True)
class MoveValue:
    """One legal move's value (``score``, points for the mover's side) and the careful judgement
    that explains it."""

    move: Move
    score: float
    judgement: Judgement


@dataclass(frozen=True)
class Evaluation:
    """Every legal move's value, best first, the evaluator's name and its "as good" margin."""

    evaluator: str
    values: tuple[MoveValue, ...]
    margin: float

    def value(self, move: Move) -> MoveValue:
        return next(v for v in self.values if v.move == move)

    @property
    def best(self) -> MoveValue:
        return self.values[0]


@dataclass(frozen=True)
class CoachAdvice:
    """What the coach says about a position: the suggested ``move``, plain ``sentences`` (no
    numbers beyond counts, no move codes) and the numbers behind them in ``details``."""

    move: Move
    sentences: tuple[str, ...]
    details: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.sentences)

    def __str__(self) -> str:
        return self.text + ("\n" + DETAILS_TITLE + ":\n" + "\n".join(f"  {d}" for d in self.details) if self.details else "")

    def to_html(self) -> str:
        """The sentences, and the details in a collapsed ``<details>`` element."""
        body = f"<b>{html.escape(COACH_TITLE)}:</b> " + " ".join(html.escape(s) for s in self.sentences)
        if self.details:
            items = "".join(f"<li>{html.escape(d)}</li>" for d in self.details)
            body += (f'<details class="casino-coach-details"><summary>{html.escape(DETAILS_TITLE)}</summary>'
                     f'<ul style="font-size:0.9em">{items}</ul></details>')
        # The move in notation only as data (for tests and tools), never as text the learner reads.
        return f'<div class="casino-coach" data-move="{html.escape(str(self.move))}">{body}</div>'

    def _repr_html_(self) -> str:
        return self.to_html()


class Judge:
    """The careful judgement of one position, seen by the player to move, and the words for it.

    ``names`` are the seats' names (default: "You" for the mover, "Partner", "Opponent")."""

    def __init__(self, state: GameState | PlayerView, names: Sequence[str] | None = None) -> None:
        self.view = state.view(state.to_move) if isinstance(state, GameState) else state
        view = self.view
        self.rules = view.rules
        self.agent = CarefulAgent()
        self.worth: CardWorth = self.agent.worth(self.rules)
        self.judgements: dict[Move, Judgement] = self.agent.judge(view)
        self.names = list(names) if names is not None else self._default_names()
        unseen = view.unseen_cards()
        self.unseen = len(unseen)
        self.unseen_ranks: dict[int, int] = {}
        for card in unseen:
            self.unseen_ranks[card.rank] = self.unseen_ranks.get(card.rank, 0) + 1
        self.opponents = opponents_before_next_turn(view)
        self.next_opponent: int | None = self.opponents[0][0] if self.opponents else None

    def _default_names(self) -> list[str]:
        view = self.view
        names = []
        for seat in range(view.players):
            if seat == view.seat:
                names.append(YOU)
            elif view.side_of(seat) == view.side_of(view.seat):
                names.append(PARTNER)
            else:
                names.append(OPPONENT)
        return names

    # --- who ----------------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        return YOU if seat == self.view.seat else self.names[seat]

    def whose(self, seat: int) -> str:
        """``"your"``, ``"Opponent's"``."""
        return "your" if seat == self.view.seat else f"{self.names[seat]}'s"

    def build_words(self, build: Build) -> str:
        """``"your build of 8"``, ``"Opponent's build of 9"``."""
        return f"{self.whose(build.owner)} build of {build.value}"

    def builds_words(self, builds: Sequence[Build]) -> list[str]:
        """Builds in words, the same owner and value told once: ``["your two builds of 13"]``."""
        counts: dict[tuple[int, int], int] = {}
        for b in builds:
            counts[(b.owner, b.value)] = counts.get((b.owner, b.value), 0) + 1
        return [f"{self.whose(owner)} build of {value}" if n == 1 else f"{self.whose(owner)} {_NUMBER_WORDS.get(n, str(n))} builds of {value}"
                for (owner, value), n in counts.items()]

    # --- moves in words -----------------------------------------------------------------------------
    def move_words(self, move: Move, gerund: bool = False) -> str:
        """The move as an instruction: ``"capture 8♦ and 6♥+2♦ with 8♥"``, ``"build 8 with 3♦+5♣"``,
        ``"raise Opponent's build of 6 to 9 with 3♣"``, ``"trail 9♦"``; with ``gerund``:
        ``"capturing 8♦ …"``, ``"trailing 9♦"``."""
        text = self._move_words(move)
        if gerund:
            verb, _, rest = text.partition(" ")
            text = _GERUNDS.get(verb, verb) + " " + rest
        return text

    def _move_words(self, move: Move) -> str:
        view, rules = self.view, self.rules
        table = view.table
        card = move.card.symbol
        if move.is_trail:
            return f"trail {card}"
        loose = table.loose
        plan = view.legal_moves.plan(move) if move in view.legal_moves else None
        if move.is_capture:
            value = rules.capture_value(move.card)
            mask = sum(1 << i for i, c in enumerate(loose) if c in move.loose)
            split = capture_sets(rules, loose, value, mask) if value is not None and mask else None
            parts = [_group(g) for g in split] if split is not None else [c.symbol for c in sorted(move.loose)]
            parts = sorted(parts, key=lambda p: ("+" in p, p))
            parts += self.builds_words([b for b in (table.get_build(i) for i in sorted(move.builds)) if b is not None])
            return f"capture {join_words(parts)} with {card}"
        value = move.value
        if plan is None:  # not a legal move: plain words
            return f"build {value} with {_group([move.card, *move.loose])}"
        extra = capture_sets(rules, loose, value, plan.extra_mask) if plan.extra_mask and value is not None else None
        extras = [_group(g) for g in extra] if extra is not None else ([_group([c for i, c in enumerate(loose) if plan.extra_mask >> i & 1])]
                                                                        if plan.extra_mask else [])
        if plan.raised is not None:
            text = f"raise {self.build_words(plan.raised)} to {value} with {card}"
        else:
            group = [c for i, c in enumerate(loose) if plan.group_mask >> i & 1]
            text = f"build {value} with {_group([move.card, *group])}"
        joined = extras + self.builds_words(plan.absorbed)
        if joined:
            text += f", together with {join_words(joined)}"
        return text

    # --- chances ------------------------------------------------------------------------------------
    def chance_next_holds(self, rank: int) -> float:
        """The chance that the next opponent holds a card of ``rank`` (certain for a build they own)."""
        if self.next_opponent is None:
            return 0.0
        seat, size = self.opponents[0]
        for build in self.view.table.builds:
            if build.owner == seat and self.rules.matches(Card(rank, Suit.SPADES), build.value):
                return 1.0
        return 1.0 - chance_none_held(self.unseen, self.unseen_ranks.get(rank, 0), size)

    def main_threat(self, j: Judgement) -> tuple[int, float, float] | None:
        """The next opponent's most dangerous reply to the table ``j`` leaves: ``(rank, worth,
        chance)`` with the largest worth times chance, or None when nothing can be taken."""
        if not j.reply_by_rank or self.next_opponent is None:
            return None
        threats = [(rank, worth, self.chance_next_holds(rank)) for rank, worth in j.reply_by_rank.items() if worth > 0]
        threats = [t for t in threats if t[2] > 0]
        if not threats:
            return None
        return max(threats, key=lambda t: (t[1] * t[2], t[1], -t[0]))

    def table_after(self, move: Move) -> Table:
        return self.view.table_after(move)[0]

    # --- sentences ---------------------------------------------------------------------------------
    def gain_sentence(self, j: Judgement) -> str:
        """What the move wins now."""
        move = j.move
        if move.is_capture:
            cards = j.captured
            spades = sum(1 for c in cards if c.is_spade)
            points = [c for c in cards if card_points(c.code)]
            text = f"It wins {count_words(len(cards), 'card')} for you (your {move.card.symbol} included)"
            if spades:
                text += f", {count_words(spades, 'spade')} among them"
            if points:
                text += f", and {join_words([_point_words(c) for c in points])}"
            text += "."
            if j.sweep and self.rules.sweeps_enabled:
                text += " It clears the table: a sweep, worth 1 point."
            elif j.sweep:
                text += " It clears the table, though a sweep earns no point in this game."
            return text
        if move.is_build:
            new = self._new_build(move)
            value = move.value
            holder = next((c for c in self.view.hand if c != move.card and value is not None and self.rules.matches(c, value)), None)
            keep = f", to take with your {holder.symbol} next turn" if holder is not None else ""
            what = f"{self.build_words(new)}" if new is not None else f"a build of {value}"
            return f"It takes nothing now, but it makes {what}{keep}."
        if card_points(move.card.code):
            return f"It takes nothing, and it puts {_point_words(move.card)} on the table for anyone to take."
        return "It takes nothing, and it gives away no point card."

    def _new_build(self, move: Move) -> Build | None:
        table = self.table_after(move)
        mine = [b for b in table.builds if b.owner == self.view.seat and b.value == move.value]
        return mine[-1] if mine else None

    def leave_sentence(self, j: Judgement) -> str:
        """What the move leaves the next opponent, and how likely they can use it."""
        if j.final_play:
            table = self.table_after(j.move)
            if not table.cards:
                return "It is the last card of the deal, and the table is empty after it."
            last = self.view.seat if j.move.is_capture else self.view.last_capturer
            if last is None:
                return "It is the last card of the deal; nobody has captured yet, so the cards on the table stay unclaimed (§9)."
            side = "your side" if self.view.side_of(last) == self.view.side_of(self.view.seat) else f"{self.who(last)}'s side"
            return (f"It is the last card of the deal: the {count_words(len(table.cards), 'card')} left on the table go to "
                    f"{side}, the last to capture (§9).")
        if self.next_opponent is None:
            return "Nobody plays before your next turn."
        name = self.who(self.next_opponent)
        threat = self.threat_words(j)
        if not threat:
            table = self.table_after(j.move)
            if not table.cards:
                return f"It leaves {name} an empty table: nothing to capture."
            return f"It leaves {name} nothing to capture with any card they might hold."
        return f"Then {threat}."

    def build_sentences(self, j: Judgement, skip: int | None = None) -> list[str]:
        """Builds the move takes, keeps or puts at risk (not a build of value ``skip``)."""
        view = self.view
        out: list[str] = []
        move = j.move
        if move.is_capture:
            taken = [b for b in (view.table.get_build(i) for i in sorted(move.builds)) if b is not None]
            ours = [b for b in taken if view.side_of(b.owner) == view.side_of(view.seat)]
            theirs = [b for b in taken if b not in ours]
            if ours:
                out.append(f"It collects {join_words(self.builds_words(ours))}.")
            if theirs:
                out.append(f"It takes {join_words(self.builds_words(theirs))} before they can.")
        if j.final_play:
            return out
        for build, safe in j.kept_builds:
            risk = 1.0 - safe
            if risk > 0.0 and build.value == skip:
                continue
            mine = build.owner == view.seat
            label = self.build_words(build)
            label = label[:1].upper() + label[1:]
            if move.is_build and mine and build.value == move.value and build == self._new_build(move):
                subject = f"Your new build of {build.value}"
            else:
                subject = label
            if risk <= 0.0:
                out.append(f"{subject} is safe: no opponent can take it before your next turn.")
            else:
                out.append(f"{subject} stays on the table: an opponent could take it first with "
                           f"{rank_word_for_value(self.rules, build.value)}, which is {chance_words(risk)}.")
        return out

    def reasons(self, j: Judgement) -> list[str]:
        """Every sentence about one move: what it wins, builds, what it leaves."""
        return [self.gain_sentence(j), *self.build_sentences(j, skip=self._threatened_build(j)), self.leave_sentence(j)]

    def _threatened_build(self, j: Judgement) -> int | None:
        """The value of your side's build the main threat takes (told once, by the threat)."""
        threat = self.main_threat(j)
        if threat is None:
            return None
        _, _, builds, _ = best_capture(self.rules, self.worth, self.table_after(j.move), threat[0])
        mine = [b for b in builds if self.view.side_of(b.owner) == self.view.side_of(self.view.seat)]
        return mine[0].value if mine else None

    # --- comparing two moves ---------------------------------------------------------------------------
    def differences(self, a: Judgement, b: Judgement) -> list[tuple[float, str, str]]:
        """Where move ``a`` beats move ``b``: ``(points, what a does, what b does)`` per part of
        the judgement, biggest first (only the parts where ``a`` is better)."""
        name = self._next_name()
        out: list[tuple[float, str, str]] = []
        if a.taken - b.taken > 0.01:
            extra = [c for c in a.captured if c not in b.captured and card_points(c.code)]
            what = f", including {join_words([_point_words(c) for c in extra])}" if extra else ""
            sweep = ", and it sweeps the table" if a.sweep and not b.sweep and self.rules.sweeps_enabled else ""
            out.append((a.taken - b.taken, f"it wins more now{what}{sweep}", "it wins less now"))
        if b.reply - a.reply > 0.01:
            out.append((b.reply - a.reply, f"it leaves {name} less to capture", f"it leaves {name} more to capture"))
        if a.builds_value - b.builds_value > 0.01:
            if b.kept_builds:  # both keep a build: say which is worth more, not that one keeps a build
                better, worse = "the build it keeps is safer and worth more to you next turn", "its build is less sure to be yours next turn"
            else:
                better, worse = "it keeps a build you can take next turn", "it makes no build to take next turn"
            out.append((a.builds_value - b.builds_value, better, worse))
        if b.trail_cost - a.trail_cost > 0.01:
            out.append((b.trail_cost - a.trail_cost, "it keeps your point cards", f"it gives away {_point_words(b.move.card)}"))
        if a.leftover - b.leftover > 0.01:
            out.append((a.leftover - b.leftover, "the cards left at the end go to your side", "the cards left at the end do not go to your side"))
        out.sort(key=lambda t: -t[0])
        return out

    def why_better(self, a: Judgement, b: Judgement) -> str:
        """``"Trailing 10♦ is better than capturing 7♠ with 7♦, because …"`` and, when the other
        move leaves the next opponent more, what they could take."""
        diffs = self.differences(a, b)
        first = _capitalize(self.move_words(a.move, gerund=True))
        second = self.move_words(b.move, gerund=True)
        if not diffs:
            return f"{first} is better than {second} when everything is added up."
        text = f"{first} is better than {second}, because {', and '.join(d[1] for d in diffs[:2])}"
        costs = self.differences(b, a)
        if costs:
            text += f", even though {costs[0][2]}"
        text += "."
        if b.reply - a.reply > 0.01:
            threat = self.threat_words(b)
            if threat:
                text += f" After {second}, {threat}."
        return text

    def why_as_good(self, a: Judgement, b: Judgement) -> str:
        """Why ``b`` is accepted as about as good as the best move ``a``."""
        first = _capitalize(self.move_words(b.move, gerund=True))
        gains = self.differences(b, a)
        costs = self.differences(a, b)
        if not gains and not costs:
            return f"{first} is just as good: it wins the same and leaves {self._next_name()} the same."
        if gains and costs:
            return f"{first} is about as good: {gains[0][1]}, but {costs[0][2]}; the two roughly balance."
        if costs:
            return f"{first} is nearly as good: the difference is small ({costs[0][2]})."
        return f"{first} is just as good: {gains[0][1]}."

    def threat_words(self, j: Judgement) -> str:
        """``"Opponent could capture 10♦ (Big Casino, 2 points) if they hold a 10, which is likely
        (about 2 in 3)"``; empty when nothing can be taken."""
        threat = self.main_threat(j)
        if threat is None or self.next_opponent is None:
            return ""
        rank, _worth, chance = threat
        name = self.who(self.next_opponent)
        _, taken, builds, sweep = best_capture(self.rules, self.worth, self.table_after(j.move), rank)
        parts = [_point_words(c) if card_points(c.code) else c.symbol for c in sorted(taken)]
        parts += ["their own " + f"build of {b.value}" if b.owner == self.next_opponent else self.build_words(b) for b in builds]
        base = f"{name} could capture {join_words(parts)}"
        sweeping = ", sweeping the table" if sweep and self.rules.sweeps_enabled else ""
        text = f"{base} with {rank_word(rank)}{sweeping}"
        if chance >= 1.0 and any(b.owner == self.next_opponent and self.rules.matches(Card(rank, Suit.SPADES), b.value)
                                 for b in self.view.table.builds):
            if not taken and all(b.owner == self.next_opponent for b in builds):
                return (f"{name} can collect their own build of {join_words([str(b.value) for b in builds])}: they own it, "
                        f"so they surely hold {rank_word(rank)} (R8)")
            return text + f", and they surely hold {rank_word(rank)}: they own a build of that value (R8)"
        return f"{base}{sweeping} if they hold {rank_word(rank)}, which is {chance_words(chance)}"

    def _next_name(self) -> str:
        return self.who(self.next_opponent) if self.next_opponent is not None else OPPONENT

    def details(self, j: Judgement, score: float | None = None) -> str:
        """One line of numbers for a move: its code, words and the parts of its score."""
        parts = [f"wins {_signed(j.taken)}"]
        if abs(j.builds_value) >= 0.005:
            parts.append(f"builds kept {_signed(j.builds_value)}")
        if abs(j.reply) >= 0.005:
            parts.append(f"next player's expected reply {_signed(-j.reply)}")
        if abs(j.trail_cost) >= 0.005:
            parts.append(f"point card trailed {_signed(-j.trail_cost)}")
        if abs(j.leftover) >= 0.005:
            parts.append(f"leftovers {_signed(j.leftover)}")
        shown = j.score if score is None else score
        return f"[{j.move}] {self.move_words(j.move)}: {_signed(shown)} points ({', '.join(parts)})"


def rank_word_for_value(rules: Any, value: int) -> str:
    """The card that takes a build of ``value``: ``"an 8"``, ``"an ace"`` (Royal 14), ``"a king"``."""
    if rules.is_royal and value == 14:
        return "an ace"
    return rank_word(value)


def move_words(state: GameState | PlayerView, move: Move) -> str:
    """A move as an instruction in words, for the player to move: ``"capture 8♦ and 6♥+2♦ with 8♥"``."""
    return Judge(state).move_words(move)


# --- evaluations ----------------------------------------------------------------------------------------------
def _careful_values(judge: Judge) -> list[MoveValue]:
    values = [MoveValue(m, round(j.score, 3), j) for m, j in judge.judgements.items()]
    values.sort(key=lambda v: (-v.score, str(v.move)))
    return values


def evaluate_moves(state: GameState, evaluator: str | None = None, judge: Judge | None = None,
                   candidates: Sequence[Move] | None = None) -> Evaluation:
    """Every legal move's value, best first: by the careful model (``evaluator="careful"``, the
    default) or by the expert's search (``"expert"``: reproducible, no time limit; it searches
    ``candidates`` if given, else its own favourites, and moves it does not search count
    :data:`PRUNED_GAP` below its weakest). Each value carries the careful judgement that
    explains it."""
    if evaluator not in (None, "careful", "expert"):
        raise ValueError(f"evaluator must be 'careful' or 'expert', not {evaluator!r}")
    judge = judge or Judge(state)
    if evaluator in (None, "careful"):
        return Evaluation("careful", tuple(_careful_values(judge)), CAREFUL_MARGIN)
    from ..agents.expert import ExpertAgent

    expert = ExpertAgent(time_limit=None)  # a time limit would make the answer depend on the machine's speed
    scores = expert.move_values(judge.view, random.Random(0), candidates)
    floor = min(scores.values()) - PRUNED_GAP if scores else 0.0
    values = [MoveValue(m, round(scores.get(m, floor), 3), j) for m, j in judge.judgements.items()]
    values.sort(key=lambda v: (-v.score, str(v.move)))
    return Evaluation("expert", tuple(values), EXPERT_MARGIN)


# --- the coach ------------------------------------------------------------------------------------------------
def coach_advice(state: GameState, names: Sequence[str] | None = None) -> CoachAdvice:
    """What a teacher would suggest to the player to move, from their own view only: the move in
    words, what it wins, the builds it keeps or risks, what it leaves the next opponent and how
    likely they can use it, and why it beats the tempting alternative. Numbers only in details."""
    judge = Judge(state, names)
    ranked = _careful_values(judge)
    best = ranked[0]
    j = best.judgement
    sentences = [f"Try this: {judge.move_words(best.move)}."]
    if len(ranked) == 1:
        sentences.append("It is your only legal move.")
    sentences += judge.reasons(j)
    others = [v for v in ranked[1:]]
    tempting = max(ranked, key=lambda v: (v.judgement.taken, -ranked.index(v)))
    rival = tempting if tempting.move != best.move and tempting.judgement.taken > j.taken else (others[0] if others else None)
    if rival is not None:
        if best.score - rival.score <= CAREFUL_MARGIN:
            sentences.append(judge.why_as_good(j, rival.judgement))
        else:
            sentences.append(judge.why_better(j, rival.judgement))
    details = [f"Card worth: each card {CARD_SHARE:.2f} of a point (its share of the 3 points for cards), each spade "
               f"{SPADE_SHARE:.2f} more (its share of the 1 point for spades), 10♦ 2, 2♠ 1, each ace 1"
               + (", a sweep 1" if judge.rules.sweeps_enabled else "") + "."]
    details += [judge.details(v.judgement) for v in ranked[:4]]
    if len(ranked) > 4:
        details.append(f"... and {count_words(len(ranked) - 4, 'weaker move')}.")
    return CoachAdvice(best.move, tuple(sentences), tuple(details))
