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
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..agents.careful import CarefulAgent, Judgement, best_capture, chance_none_held, opponents_before_next_turn
from ..agents.worth import CARD_SHARE, SPADE_SHARE, CardWorth, card_points, point_item
from ..i18n import N_, _, ngettext, pgettext
from ..rules.cards import Card, Suit
from ..rules.movegen import capture_sets
from ..rules.moves import Move
from ..rules.state import GameState, PlayerView
from ..rules.table import Build, Table
from ..rules.variants import RuleSet
from ..texts.names import Seating
from ..texts.numbers import decimal
from .core import join_words

__all__ = ["CoachAdvice", "Evaluation", "Judge", "MoveValue", "chance_words", "coach_advice", "evaluate_moves",
           "move_words", "sweep_point_may_be_lost"]

CAREFUL_MARGIN = 0.25  # the careful model is exact arithmetic: a small margin
EXPERT_MARGIN = 0.5    # the expert's values are averages over imagined deals: allow for their noise
PRUNED_GAP = 1.0       # a move the expert did not search counts this far below its weakest

# --- learner-facing words (kept together for translators) -------------------------------------------------------
YOU = N_("You")
_RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
_ITEM_WORDS = {"big_casino": N_("Big Casino"), "little_casino": N_("Little Casino")}
COACH_TITLE = N_("Coach")
DETAILS_TITLE = N_("Details (the numbers behind the advice)")


def _number_word(n: int) -> str:
    """How many builds, in words: "two", "three", "four" (else the digits)."""
    # Translators: a number of builds ("your two builds of 13"); "construcción"/"construção" are feminine.
    words = {2: pgettext("number of builds", "two"), 3: pgettext("number of builds", "three"),
             4: pgettext("number of builds", "four")}
    return words.get(n, str(n))


#: The roles a move's words can play in a sentence (each its own msgid, in its own gettext context).
MOVE_ROLES = ("instruction", "description", "gerund")


def _move_sentence(kind: str, role: str, together: bool, params: dict[str, Any]) -> str:
    """The words of a move in the role the sentence needs, in the language in use:

    * ``"instruction"``: telling the learner what to do ("Try this: capture 8♦ with 8♥.": Spanish "captura");
    * ``"description"``: naming the move, as a choice in a list or the subject of a sentence
      ("B) Trail 9♦", "Capture 8♦ with 8♥ is the best move": Spanish "tirar", "capturar");
    * ``"gerund"``: a move in a comparison ("Trailing 10♦ is better than capturing 7♠ …")."""
    if role == "instruction":
        # Translators: a move as an instruction to the learner ("Try this: capture 8♦ and 6♥+2♦ with 8♥."): an imperative.
        table = {
            ("trail", False): lambda: pgettext("instruction", "trail {card}", **params),
            ("capture", False): lambda: pgettext("instruction", "capture {items} with {card}", **params),
            ("build", False): lambda: pgettext("instruction", "build {value} with {cards}", **params),
            ("build", True): lambda: pgettext("instruction", "build {value} with {cards}, together with {joined}", **params),
            ("raise", False): lambda: pgettext("instruction", "raise {build} to {value} with {card}", **params),
            ("raise", True): lambda: pgettext("instruction", "raise {build} to {value} with {card}, together with {joined}",
                                              **params),
        }
    elif role == "description":
        # Translators: a move named, not ordered: a choice in a list ("B) Trail 9♦") or the subject of a sentence
        # ("Capture 8♦ with 8♥ is the best move."). Spanish and Portuguese: the infinitive ("Tirar 9♦", "Descartar 9♦").
        table = {
            ("trail", False): lambda: pgettext("description", "trail {card}", **params),
            ("capture", False): lambda: pgettext("description", "capture {items} with {card}", **params),
            ("build", False): lambda: pgettext("description", "build {value} with {cards}", **params),
            ("build", True): lambda: pgettext("description", "build {value} with {cards}, together with {joined}", **params),
            ("raise", False): lambda: pgettext("description", "raise {build} to {value} with {card}", **params),
            ("raise", True): lambda: pgettext("description", "raise {build} to {value} with {card}, together with {joined}",
                                              **params),
        }
    elif role == "gerund":
        # Translators: a move named as the subject or object of a comparison
        # ("Trailing 10♦ is better than capturing 7♠ with 7♦, because …").
        table = {
            ("trail", False): lambda: _("trailing {card}", **params),
            ("capture", False): lambda: _("capturing {items} with {card}", **params),
            ("build", False): lambda: _("building {value} with {cards}", **params),
            ("build", True): lambda: _("building {value} with {cards}, together with {joined}", **params),
            ("raise", False): lambda: _("raising {build} to {value} with {card}", **params),
            ("raise", True): lambda: _("raising {build} to {value} with {card}, together with {joined}", **params),
        }
    else:
        raise ValueError(f"a move's role is one of {MOVE_ROLES}, not {role!r}")
    return table[(kind, together)]()


def _signed(x: float) -> str:
    """``+0.49``, ``-0.16``; a value that rounds to zero is ``0.00`` (never ``-0.00``)."""
    if abs(x) < 0.005:
        return decimal(0.0, 2)
    return ("+" if x > 0 else "-") + decimal(abs(x), 2)  # the language's decimal sign: "+0,49" in Croatian


def chance_words(p: float) -> str:
    """A chance in words: ``"very unlikely"``, ``"unlikely (about 1 in 5)"``, ``"quite possible
    (about 1 in 3)"``, ``"likely (about 2 in 3)"``."""
    # Translators: how likely the next opponent holds the card they need.
    if p <= 0.0:
        return _("impossible")
    if p >= 0.9999:
        # Review 23: the last round with two players, every card you have not seen in their hand, was "almost certain".
        return _("certain")
    if p < 0.08:
        return _("very unlikely")
    if p < 2 / 7:  # below 2/7, 1/p rounds to 4 (reviews 23, 26); from 2/7 on "quite possible (about 1 in 3)"
        return _("unlikely (about 1 in {n})", n=round(1 / p))
    if p < 0.45:
        return _("quite possible (about 1 in 3)") if p < 0.37 else _("quite possible (about 2 in 5)")
    if p < 0.6:
        return _("about an even chance")
    if p < 0.95:
        n, d = min(((2, 3), (3, 4), (4, 5), (9, 10)), key=lambda f: abs(f[0] / f[1] - p))
        return _("likely (about {n} in {d})", n=n, d=d)
    return _("almost certain")


def rank_word(rank: int, article: bool = True) -> str:
    """``"an 8"``, ``"a queen"``, ``"an ace"`` (or without the article), in the language in use."""
    if not article:
        return _RANK_WORDS.get(rank, str(rank)) if rank in _RANK_WORDS else str(rank)
    # Translators: the card the next opponent needs, with its article ("if they hold a queen").
    if rank == 1:
        return pgettext("card to capture with", "an ace")
    if rank == 11:
        return pgettext("card to capture with", "a jack")
    if rank == 12:
        return pgettext("card to capture with", "a queen")
    if rank == 13:
        return pgettext("card to capture with", "a king")
    if rank == 8:
        return pgettext("card to capture with", "an 8")
    # Translators: a number card with its article, e.g. "a 7" ("un 7", "um 7").
    return pgettext("card to capture with", "a {value}", value=rank)


def _group(cards: Sequence[Card]) -> str:
    return "+".join(c.symbol for c in sorted(cards, reverse=True))


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def _point_words(card: Card) -> str:
    """``"10♦ (Big Casino, 2 points)"``, ``"A♥ (an ace, 1 point)"``."""
    item = point_item(card)
    points = ngettext("{n} point", "{n} points", card_points(card.code))
    # Translators: a point card that is not a Casino: "A♥ (an ace, 1 point)".
    name = _(_ITEM_WORDS[item]) if item in _ITEM_WORDS else pgettext("point card", "an ace")
    # Translators: a point card in a sentence, e.g. "10♦ (Big Casino, 2 points)".
    return _("{card} ({name}, {points})", card=card.symbol, name=name, points=points)


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
        return self.text + ("\n" + _(DETAILS_TITLE) + ":\n" + "\n".join(f"  {d}" for d in self.details) if self.details else "")

    def to_html(self) -> str:
        """The suggestion, then each reason on a line of its own (one paragraph of about 90 words was
        too long for a 14-year-old: issue 23's trial 4), and the details in a collapsed ``<details>``."""
        first, *reasons = self.sentences
        body = f"<div><b>{html.escape(_(COACH_TITLE))}:</b> {html.escape(first)}</div>"
        if reasons:
            lines = "".join(f"<li>{html.escape(s)}</li>" for s in reasons)
            body += f'<ul class="casino-coach-reasons" style="margin:2px 0 2px 18px;padding:0">{lines}</ul>'
        if self.details:
            items = "".join(f"<li>{html.escape(d)}</li>" for d in self.details)
            body += (f'<details class="casino-coach-details"><summary>{html.escape(_(DETAILS_TITLE))}</summary>'
                     f'<ul style="font-size:0.9em">{items}</ul></details>')
        # The move in notation only as data (for tests and tools), never as text the learner reads.
        return f'<div class="casino-coach" data-move="{html.escape(str(self.move))}">{body}</div>'

    def _repr_html_(self) -> str:
        return self.to_html()



def sweep_point_may_be_lost(rules: RuleSet) -> bool:
    """Whether a sweep scores but its point is not sure: cancelled by the other side's sweeps, or lost to a side
    on 18 or more outside overtime (Royal, §10, §12.2). Advice then says so (review 6)."""
    return rules.sweeps_enabled and (rules.sweeps_cancel or rules.near_target_locks)

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
        self.given_names = names is not None
        # The table's own labels ("Opponent 1", "Partner", "Opponent 2"), not "Opponent" for every other seat (review 32:
        # "Opponent could capture Opponent's build of 12" read as one player who might not hold their build's card, R8).
        self.seating = Seating.of(view, viewer=view.seat)
        self.names = list(names) if names is not None else self.seating.names
        unseen = view.unseen_cards()
        self.unseen = len(unseen)
        self.unseen_ranks: dict[int, int] = {}
        for card in unseen:
            self.unseen_ranks[card.rank] = self.unseen_ranks.get(card.rank, 0) + 1
        self.opponents = opponents_before_next_turn(view)
        self.next_opponent: int | None = self.opponents[0][0] if self.opponents else None

    # --- who ----------------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        return _(YOU) if seat == self.view.seat else self.names[seat]

    def build_words(self, build: Build) -> str:
        """``"your build of 8"``, ``"Opponent's build of 9"``."""
        return self._builds_of(build.owner, build.value, 1)

    def _builds_of(self, owner: int, value: int, n: int) -> str:
        if owner == self.view.seat:
            # Translators: the learner's build(s) in a sentence: "your build of 8", "your two builds of 13".
            return (_("your build of {value}", value=value) if n == 1
                    else ngettext("your {number} build of {value}", "your {number} builds of {value}", n,
                                  number=_number_word(n), value=value))
        # Translators: another player's build(s): "Opponent's build of 9", "Partner's two builds of 13"; {owner} is
        # the player after "of" ("del rival", "do adversário", "de Ana"): Spanish "la construcción de {value} {owner}".
        return (_("{owner}'s build of {value}", owner=self.of_name(owner), value=value) if n == 1
                else ngettext("{owner}'s {number} build of {value}", "{owner}'s {number} builds of {value}", n,
                              owner=self.of_name(owner), number=_number_word(n), value=value))

    def to_name(self, seat: int | None) -> str:
        """Another player after "to", in the language in use: "al rival", "para o adversário", "a Ana"
        (the next opponent when ``seat`` is None and nobody is known)."""
        if seat is not None and self.given_names:
            return pgettext("to a player", "{name}", name=self.names[seat])
        if seat is not None and self.view.side_of(seat) == self.view.side_of(self.view.seat):
            return pgettext("to a player", "Partner")
        number = self.seating.opponent_number(seat) if seat is not None else None
        if number is not None:
            # Translators: after "to", one of several opponents: Spanish "al rival {n}", Portuguese "para o adversário {n}".
            return pgettext("to a player", "Opponent {n}", n=number)
        return pgettext("to a player", "Opponent")

    def of_name(self, seat: int) -> str:
        """Another player after "of", in the language in use: "del rival", "de tu compañero", "de Ana"."""
        if self.given_names:
            return pgettext("of a player", "{name}", name=self.names[seat])
        return self.seating.of_name(seat)

    def builds_words(self, builds: Sequence[Build]) -> list[str]:
        """Builds in words, the same owner and value told once: ``["your two builds of 13"]``."""
        counts: dict[tuple[int, int], int] = {}
        for b in builds:
            counts[(b.owner, b.value)] = counts.get((b.owner, b.value), 0) + 1
        return [self._builds_of(owner, value, n) for (owner, value), n in counts.items()]

    # --- moves in words -----------------------------------------------------------------------------
    def move_words(self, move: Move, gerund: bool = False, role: str = "instruction") -> str:
        """The move in the ``role`` its sentence needs (:func:`_move_sentence`): an instruction
        ``"capture 8♦ and 6♥+2♦ with 8♥"``, ``"raise Opponent's build of 6 to 9 with 3♣"``, ``"trail 9♦"``; a
        ``"description"`` (a choice, a subject: the same in English); with ``gerund``: ``"capturing 8♦ …"``."""
        kind, params = self._move_parts(move)
        return _move_sentence(kind, "gerund" if gerund else role, "joined" in params, params)

    def _move_parts(self, move: Move) -> tuple[str, dict[str, Any]]:
        """The move's kind ("trail", "capture", "build", "raise") and the words that fill it."""
        view, rules = self.view, self.rules
        table = view.table
        card = move.card.symbol
        if move.is_trail:
            return "trail", {"card": card}
        loose = table.loose
        plan = view.legal_moves.plan(move) if move in view.legal_moves else None
        if move.is_capture:
            value = rules.capture_value(move.card)
            mask = sum(1 << i for i, c in enumerate(loose) if c in move.loose)
            split = capture_sets(rules, loose, value, mask) if value is not None and mask else None
            parts = [_group(g) for g in split] if split is not None else [c.symbol for c in sorted(move.loose)]
            parts = sorted(parts, key=lambda p: ("+" in p, p))
            parts += self.builds_words([b for b in (table.get_build(i) for i in sorted(move.builds)) if b is not None])
            return "capture", {"items": join_words(parts), "card": card}
        value = move.value
        if plan is None:  # not a legal move: plain words
            return "build", {"value": value, "cards": _group([move.card, *move.loose])}
        extra = capture_sets(rules, loose, value, plan.extra_mask) if plan.extra_mask and value is not None else None
        extras = [_group(g) for g in extra] if extra is not None else ([_group([c for i, c in enumerate(loose) if plan.extra_mask >> i & 1])]
                                                                        if plan.extra_mask else [])
        if plan.raised is not None:
            kind, params = "raise", {"build": self.build_words(plan.raised), "value": value, "card": card}
        else:
            group = [c for i, c in enumerate(loose) if plan.group_mask >> i & 1]
            kind, params = "build", {"value": value, "cards": _group([move.card, *group])}
        joined = extras + self.builds_words(plan.absorbed)
        if joined:
            params["joined"] = join_words(joined)
        return kind, params

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
            n, card = len(cards), move.card.symbol
            spade_words = ngettext("{n} spade", "{n} spades", spades)
            point_words = join_words([_point_words(c) for c in points])
            # Translators: what a capture wins; {card} is the capturing card, {spades} e.g. "2 spades",
            # {points} the point cards, e.g. "10♦ (Big Casino, 2 points)".
            if spades and points:
                text = ngettext("It wins {n} card for you (your {card} included), {spades} among them, and {points}.",
                                "It wins {n} cards for you (your {card} included), {spades} among them, and {points}.", n,
                                card=card, spades=spade_words, points=point_words)
            elif spades:
                text = ngettext("It wins {n} card for you (your {card} included), {spades} among them.",
                                "It wins {n} cards for you (your {card} included), {spades} among them.", n,
                                card=card, spades=spade_words)
            elif points:
                text = ngettext("It wins {n} card for you (your {card} included), and {points}.",
                                "It wins {n} cards for you (your {card} included), and {points}.", n,
                                card=card, points=point_words)
            else:
                text = ngettext("It wins {n} card for you (your {card} included).",
                                "It wins {n} cards for you (your {card} included).", n, card=card)
            if j.sweep and sweep_point_may_be_lost(self.rules):
                # Royal: a sweep's point is not sure (review 6: "worth 1 point" whatever the score).
                text += " " + _("It clears the table: a sweep. At the count it is worth 1 point, unless the other side's "
                                "sweeps cancel it or, outside overtime, your side is on 18 or more.")
            elif j.sweep and self.rules.sweeps_enabled:
                text += " " + _("It clears the table: a sweep, worth 1 point.")
            elif j.sweep:
                text += " " + _("It clears the table.")  # no "sweep" where sweeps do not score (taught in lesson 5; review 7)
            return text
        if move.is_build:
            new = self._new_build(move)
            value = move.value
            holder = next((c for c in self.view.hand if c != move.card and value is not None and self.rules.matches(c, value)), None)
            # Translators: {build} is e.g. "your build of 8".
            what = self.build_words(new) if new is not None else _("a build of {value}", value=value)
            if holder is not None:
                return _("It takes nothing now, but it makes {build}, to take with your {card} next turn.", build=what,
                         card=holder.symbol)
            return _("It takes nothing now, but it makes {build}.", build=what)
        if card_points(move.card.code):
            return _("It takes nothing, and it puts {card} on the table for anyone to take.", card=_point_words(move.card))
        return _("It takes nothing, and it gives away no point card.")

    def _new_build(self, move: Move) -> Build | None:
        table = self.table_after(move)
        mine = [b for b in table.builds if b.owner == self.view.seat and b.value == move.value]
        return mine[-1] if mine else None

    def leave_sentence(self, j: Judgement) -> str:
        """What the move leaves the next opponent, and how likely they can use it."""
        if j.final_play:
            table = self.table_after(j.move)
            if not table.cards:
                return _("It is the last card of the deal, and the table is empty after it.")
            last = self.view.seat if j.move.is_capture else self.view.last_capturer
            if last is None:
                return _("It is the last card of the deal; nobody has captured yet, so the cards on the table stay unclaimed (§9).")
            n = len(table.cards)
            if self.view.side_of(last) == self.view.side_of(self.view.seat):
                return ngettext("It is the last card of the deal: the {n} card left on the table goes to your side, the last "
                                "to capture (§9).",
                                "It is the last card of the deal: the {n} cards left on the table go to your side, the last "
                                "to capture (§9).", n)
            # Translators: {name} is the player who captured last, e.g. "Opponent".
            return ngettext("It is the last card of the deal: the {n} card left on the table goes to {name}'s side, the last "
                            "to capture (§9).",
                            "It is the last card of the deal: the {n} cards left on the table go to {name}'s side, the last "
                            "to capture (§9).", n, name=self.who(last))
        if self.next_opponent is None:
            return _("Nobody plays before your next turn.")
        to_player = self.to_name(self.next_opponent)
        threat = self.threat_words(j)
        if not threat:
            table = self.table_after(j.move)
            # Translators: {to_player} is the next player after "to" / "leaves": Spanish "al rival" ("Le deja al rival
            # la mesa vacía"), Portuguese "para o adversário" ("Deixa a mesa vazia para o adversário").
            if not table.cards:
                return _("It leaves {to_player} an empty table: nothing to capture.", to_player=to_player)
            return _("It leaves {to_player} nothing to capture with any card they might hold.", to_player=to_player)
        # Translators: {threat} is what the next opponent could capture, e.g. "Opponent could capture 7♠ with a 7 …".
        return _("Then {threat}.", threat=threat)

    def _raisable(self, value: int) -> bool:
        """Could an opponent still raise a single build of ``value`` before the learner's next turn? Only with a number
        card the learner has not seen that makes an allowed value (§6.2(b), R15; a Classic face card never builds, R5),
        kept together with another such card to capture the new value (R7): so an opponent holding two cards or more
        (review 19: "could still raise it" where no card left could)."""
        if not any(size >= 2 for _seat, size in self.opponents):
            return False
        rules = self.rules
        for rank, count in self.unseen_ranks.items():
            number = rules.num_by_rank[rank]  # the rule set's own table by rank (no card made up to ask it)
            if not count or number is None or value + number not in rules.build_values():
                continue
            raised = value + number
            if self._capturers_unseen(raised) - (raised in rules.alone_by_rank[rank]) > 0:  # the raising card itself is not kept
                return True
        return False

    def _capturers_unseen(self, value: int) -> int:
        """How many cards the learner has not seen could capture a build of ``value``."""
        return sum(count for rank, count in self.unseen_ranks.items() if self.rules.matches(Card(rank, Suit.SPADES), value))

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
                out.append(_("It collects {builds}.", builds=join_words(self.builds_words(ours))))
            if theirs:
                out.append(_("It takes {builds} before they can.", builds=join_words(self.builds_words(theirs))))
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
                subject = _("Your new build of {value}", value=build.value)
            else:
                subject = label
            # Raisable only if a card left could raise it to an allowed value and another could take that (review 18: a
            # build of 14; review 19: a build of 12 with no ace, 2, queen or king left).
            single = not build.is_multiple
            raisable = single and self._raisable(build.value)
            if risk <= 0.0 and raisable:
                # A single build can still be raised away (R10, R12): never "safe" (review 7; lesson 08's Principle 3).
                # Translators: {build} is e.g. "Your build of 8" or "Your new build of 9".
                out.append(_("{build} cannot be taken before your next turn, but an opponent could still raise it: "
                             "it is a single build.", build=subject))
            elif risk <= 0.0 and single:
                # Translators: {build} is e.g. "Your new build of 12": a single build no opponent can take or raise.
                out.append(_("{build} is safe: no opponent can take it or raise it before your next turn.", build=subject))
            elif risk <= 0.0:
                # Translators: {build} is e.g. "Your build of 8" or "Opponent's build of 9".
                if self._capturers_unseen(build.value):
                    # Translators: {build} is e.g. "Your build of 8" or "Opponent's build of 9".
                    out.append(_("{build} is safe: no opponent can take it before your next turn.", build=subject))
                else:
                    # Translators: safe because every card that could capture it is in a pile already or in the learner's hand.
                    # (not "in a pile or in your hand": a capturer may be inside a build on the table; review 19)
                    out.append(_("{build} is safe: every card that could take it has been played or is in your hand, "
                                 "so no opponent can take it before your next turn.", build=subject))
            else:
                out.append(_("{build} stays on the table: an opponent could take it first with {card}, which is {chance}.",
                             build=subject, card=rank_word_for_value(self.rules, build.value), chance=chance_words(risk)))
        return out

    def reasons(self, j: Judgement) -> list[str]:
        """Every sentence about one move: what it wins, builds, what it leaves."""
        return [self.gain_sentence(j), *self.build_sentences(j, skip=self._threatened_build(j)), self.leave_sentence(j)]

    def _threatened_build(self, j: Judgement) -> int | None:
        """The value of your side's build the main threat takes (told once, by the threat)."""
        threat = self.main_threat(j)
        if threat is None:
            return None
        builds = best_capture(self.rules, self.worth, self.table_after(j.move), threat[0])[2]
        mine = [b for b in builds if self._ours(b)]
        return mine[0].value if mine else None

    def _ours(self, build: Any) -> bool:
        """Whether ``build`` belongs to the side of the player judged (a partner's counts)."""
        return build.owner is not None and self.view.side_of(build.owner) == self.view.side_of(self.view.seat)

    # --- comparing two moves ---------------------------------------------------------------------------
    def differences(self, a: Judgement, b: Judgement) -> list[tuple[float, str, str]]:
        """Where move ``a`` beats move ``b``: ``(points, what a does, what b does)`` per part of
        the judgement, biggest first (only the parts where ``a`` is better)."""
        out: list[tuple[float, str, str]] = []
        # On the deal's last play, leftovers that go to your side are cards won now too: taking them in the capture
        # or as leftovers is the same (review 7: a capture of the whole table was said to lose the leftovers).
        a_won, b_won = a.taken + max(a.leftover, 0.0), b.taken + max(b.leftover, 0.0)
        if a_won - b_won > 0.01:
            extra = [c for c in a.captured if c not in b.captured and card_points(c.code)]
            including = join_words([_point_words(c) for c in extra])
            sweeps = a.sweep and not b.sweep and self.rules.sweeps_enabled
            # Taking no more cards than the other move, it wins more by what its cards are worth: "it wins more now" read
            # as more cards (review 27: "B (capture your build of 8 with 8♠): it wins less now", and B takes 3 to 2).
            worth = len(a.captured) <= len(b.captured)
            # Translators: reasons in a comparison of two moves ("… is better than …, because it wins more now").
            if extra and sweeps:
                more = (_("what it takes now is worth more, including {cards}, and it sweeps the table", cards=including) if worth
                        else _("it wins more now, including {cards}, and it sweeps the table", cards=including))
            elif extra:
                more = (_("what it takes now is worth more, including {cards}", cards=including) if worth
                        else _("it wins more now, including {cards}", cards=including))
            elif sweeps:
                more = (_("what it takes now is worth more, and it sweeps the table") if worth
                        else _("it wins more now, and it sweeps the table"))
            else:
                more = _("what it takes now is worth more") if worth else _("it wins more now")
            # Said of the other move alone (Judge.why_worse): the point cards it leaves on the table, else how it falls
            # short. Not the card the better move plays: the other move keeps it in hand (review 28: "A (trail J♥): it
            # does not win 10♦", with 10♦ still yours to play).
            left = [c for c in extra if c != a.move.card]
            # Translators: {cards} are point cards the better move takes, e.g. "10♦ (Big Casino, 2 points)".
            less = (_("it does not win {cards}", cards=join_words([_point_words(c) for c in left])) if left
                    else _("what it takes now is worth less") if worth else _("it wins less now"))
            out.append((a_won - b_won, more, less))
        if b.reply - a.reply > 0.01:
            to_player = self.to_name(self.next_opponent)
            # Translators: {to_player} is the next player after "to": Spanish "al rival", Portuguese "para o adversário".
            out.append((b.reply - a.reply, _("it leaves {to_player} less to capture", to_player=to_player),
                        _("it leaves {to_player} more to capture", to_player=to_player)))
        if a.builds_value - b.builds_value > 0.01:
            if b.kept_builds:  # both keep a build: say which is worth more, not that one keeps a build
                # Safer, richer or both: two builds as safe were told "less sure to be yours" (review 18).
                safer = min(safe for _build, safe in a.kept_builds) - min(safe for _build, safe in b.kept_builds) > 0.01
                richer = (sum(self.worth.of_build(build) for build, _safe in a.kept_builds)
                          - sum(self.worth.of_build(build) for build, _safe in b.kept_builds)) > 0.01
                if safer and richer:
                    better = _("the build it keeps is safer and worth more to you next turn")
                    worse = _("its build is less sure to be yours next turn, and worth less")
                elif safer:
                    better = _("the build it keeps is safer")
                    worse = _("its build is less sure to be yours next turn")
                else:
                    better = _("the build it keeps is worth more to you next turn")
                    worse = _("its build is worth less to you next turn")
            else:
                # A partner's build is your side's, not yours (§2: builds are owned per player; review 32 read "your
                # build" of Partner's).
                mine = all(build.owner == self.view.seat for build, _safe in a.kept_builds)
                better = (_("it keeps a build you can take next turn") if mine
                          else _("it keeps a build your side can take next turn"))
                # A capture of your own build does make one now (review 27 read "it makes no build to take next turn"
                # of a move taking the learner's build of 3 that the best move keeps).
                taken = [build for build in self.view.table.builds
                         if build.id in b.move.builds and self._ours(build)] if b.move.kind == "capture" else []
                if taken and all(build.owner == self.view.seat for build in taken):
                    worse = _("it takes your build now instead of keeping it for next turn")
                elif taken:
                    # Translators: {builds} names a partner's build, e.g. "Partner's build of 9".
                    worse = _("it takes {builds} now instead of leaving it for your side to take later",
                              builds=join_words(self.builds_words(taken)))
                else:
                    worse = _("it makes no build to take next turn")
            out.append((a.builds_value - b.builds_value, better, worse))
        # On the last two cards of a deal a card kept back is itself the final play: the reason "it keeps your point
        # cards" is not said there (review 15: both cards ended on the table, for the last capturer, §9).
        last_two = self.view.stock_size == 0 and len(self.view.hand) <= 2
        if b.trail_cost - a.trail_cost > 0.01 and not last_two:
            out.append((b.trail_cost - a.trail_cost, _("it keeps your point cards"),
                        _("it gives away {card}", card=_point_words(b.move.card))))
        a_lost, b_lost = min(a.leftover, 0.0), min(b.leftover, 0.0)  # leftovers that go to another side
        if a_lost - b_lost > 0.01:
            better = (_("the cards left at the end go to your side") if a.leftover > 0.0
                      else _("it leaves no cards on the table for the end"))
            out.append((a_lost - b_lost, better, _("the cards left at the end do not go to your side")))
        out.sort(key=lambda t: -t[0])
        return out

    def why_better(self, a: Judgement, b: Judgement) -> str:
        """``"Trailing 10♦ is better than capturing 7♠ with 7♦, because …"`` and, when the other
        move leaves the next opponent more, what they could take."""
        diffs = self.differences(a, b)
        first = _capitalize(self.move_words(a.move, gerund=True))
        second = self.move_words(b.move, gerund=True)
        if not diffs:
            # Translators: {first} and {second} are moves, e.g. "Trailing 10♦", "capturing 7♠ with 7♦".
            return _("{first} is better than {second} when everything is added up.", first=first, second=second)
        reasons = diffs[0][1]
        if len(diffs) > 1:
            # Translators: two reasons joined, e.g. "it wins more now, and it keeps your point cards".
            reasons = _("{reason}, and {other}", reason=reasons, other=diffs[1][1])
        costs = self.differences(b, a)
        if costs:
            # Translators: {reasons} why the first move is better; {cost} what it loses.
            text = _("{first} is better than {second}, because {reasons}, even though {cost}.", first=first, second=second,
                     reasons=reasons, cost=costs[0][2])
        else:
            text = _("{first} is better than {second}, because {reasons}.", first=first, second=second, reasons=reasons)
        if b.reply - a.reply > 0.01:
            threat = self.threat_words(b)
            if threat and threat != self.threat_words(a):  # the same threat after both moves is told once (trial 3)
                text += " " + _("After {move}, {threat}.", move=second, threat=threat)
        return text

    def why_worse(self, a: Judgement, b: Judgement) -> tuple[str, str]:
        """Why ``b`` falls short of the best move ``a``, said of ``b`` alone ("it wins less now, and it leaves Opponent
        more to capture"), and what ``b`` lets the next player take that ``a`` does not ("" if nothing). A list of
        choices compared with the best one names the best move once, not in every line (trial 33 read "Capturing
        Opponent's build of 6 with 6♥ is better than …" three times)."""
        diffs = self.differences(a, b)
        if not diffs:
            return _("it is weaker when everything is added up"), ""
        reasons = diffs[0][2]
        if len(diffs) > 1:
            reasons = _("{reason}, and {other}", reason=reasons, other=diffs[1][2])
        costs = self.differences(b, a)
        if costs:
            # Translators: {reasons} why a move falls short of the best; {gain} what it does better all the same.
            reasons = _("{reasons}, even though {gain}", reasons=reasons, gain=costs[0][1])
        threat = ""
        if b.reply - a.reply > 0.01:
            words = self.threat_words(b)
            if words and words != self.threat_words(a):
                threat = words
        return reasons, threat

    def why_as_good(self, a: Judgement, b: Judgement) -> str:
        """Why ``b`` is accepted as about as good as the best move ``a``."""
        first = _capitalize(self.move_words(b.move, gerund=True))
        gains = self.differences(b, a)
        costs = self.differences(a, b)
        # Translators: {move} is a move named in a comparison, e.g. "Trailing 10♦".
        if not gains and not costs:
            # Translators: {to_player} is the next player after "to": Spanish "al rival", Portuguese "para o adversário".
            return _("{move} is just as good: it wins the same and leaves {to_player} the same.", move=first,
                     to_player=self.to_name(self.next_opponent))
        if gains and costs:
            return _("{move} is about as good: {gain}, but {cost}; the two roughly balance.", move=first, gain=gains[0][1],
                     cost=costs[0][2])
        if costs:
            return _("{move} is nearly as good: the difference is small ({cost}).", move=first, cost=costs[0][2])
        # Not "just as good" beside a gain (review 32: "Trailing A♦ is just as good: it leaves Opponent less to capture").
        return _("{move} is about as good: {gain}.", move=first, gain=gains[0][1])

    def threat_words(self, j: Judgement) -> str:
        """``"Opponent could capture 10♦ (Big Casino, 2 points) if they hold a 10, which is likely
        (about 2 in 3)"``; empty when nothing can be taken."""
        threat = self.main_threat(j)
        if threat is None or self.next_opponent is None:
            return ""
        rank, _worth, chance = threat
        name = self.who(self.next_opponent)
        _best, taken, builds, sweep = best_capture(self.rules, self.worth, self.table_after(j.move), rank)
        parts = [_point_words(c) if card_points(c.code) else c.symbol for c in sorted(taken)]
        # Translators: the next opponent's own build in a list of what they could capture.
        # Builds of one owner and one value are named together: "your two builds of 13" (review 31 read "your build of 13
        # and your build of 13").
        for (owner, value), n in Counter((b.owner, b.value) for b in builds).items():
            # Translators: the next opponent's own build in a list of what they could capture.
            parts += ([_("their own build of {value}", value=value)] * n if owner == self.next_opponent
                      else [self._builds_of(owner, value, n)])
        items, card = join_words(parts), rank_word(rank)
        sweeping = sweep and self.rules.sweeps_enabled
        if chance >= 1.0 and any(b.owner == self.next_opponent and self.rules.matches(Card(rank, Suit.SPADES), b.value)
                                 for b in self.view.table.builds):
            if not taken and all(b.owner == self.next_opponent for b in builds):
                # Translators: {values} are build values, e.g. "9"; {card} e.g. "a 9". Two builds of one value are
                # "their own builds of 13" (review 19 read "their own build of 13 and 13: they own it").
                values = join_words([str(v) for v in sorted({b.value for b in builds})])
                return ngettext("{name} can collect their own build of {values}: they own it, so they surely hold {card} (the owner-keeps-a-capturer rule, R8)",
                                "{name} can collect their own builds of {values}: they own them, so they surely hold {card} "
                                "(the owner-keeps-a-capturer rule, R8)", len(builds), name=name, values=values, card=card)
            still = any(b.owner == self.next_opponent and self.rules.matches(Card(rank, Suit.SPADES), b.value)
                        for b in self.table_after(j.move).builds)
            if not still:
                # The move took their build over or away: they owned it until now (review 15: "they own a build of
                # that value" beside "your build of 6").
                if sweeping:
                    return _("{name} could capture {items} with {card}, sweeping the table, and they surely hold {card}: "
                             "until your move they owned a build of that value, so they kept one (the owner-keeps-a-capturer rule, R8)",
                             name=name, items=items, card=card)
                return _("{name} could capture {items} with {card}, and they surely hold {card}: until your move they "
                         "owned a build of that value, so they kept one (the owner-keeps-a-capturer rule, R8)", name=name, items=items, card=card)
            if sweeping:
                return _("{name} could capture {items} with {card}, sweeping the table, and they surely hold {card}: they own "
                         "a build of that value (the owner-keeps-a-capturer rule, R8)", name=name, items=items, card=card)
            return _("{name} could capture {items} with {card}, and they surely hold {card}: they own a build of that value (the owner-keeps-a-capturer rule, R8)",
                     name=name, items=items, card=card)
        if self.view.hand_sizes[self.next_opponent] == 0:
            # Their hand is empty now and the next round is dealt before they play (trial 34 read "Opponent: no cards"
            # beside "if they hold an 8").
            # Translators: {items} what they could capture, {card} e.g. "a 10", {chance} e.g. "likely (about 2 in 3)".
            if sweeping:
                return _("{name} could capture {items}, sweeping the table, if they are dealt {card} in the next round, "
                         "which is {chance}", name=name, items=items, card=card, chance=chance_words(chance))
            return _("{name} could capture {items} if they are dealt {card} in the next round, which is {chance}", name=name,
                     items=items, card=card, chance=chance_words(chance))
        # Translators: {items} what they could capture, {card} e.g. "a 10", {chance} e.g. "likely (about 2 in 3)".
        if sweeping:
            return _("{name} could capture {items}, sweeping the table, if they hold {card}, which is {chance}", name=name,
                     items=items, card=card, chance=chance_words(chance))
        return _("{name} could capture {items} if they hold {card}, which is {chance}", name=name, items=items, card=card,
                 chance=chance_words(chance))

    def details(self, j: Judgement, score: float | None = None) -> str:
        """One line of numbers for a move: its words and the parts of its score."""
        # Translators: the parts of a move's value in the coach's details; {value} is a signed number (+0.49).
        parts = [_("wins {value}", value=_signed(j.taken))]
        if abs(j.builds_value) >= 0.005:
            parts.append(_("builds kept {value}", value=_signed(j.builds_value)))
        if abs(j.reply) >= 0.005:
            parts.append(_("what the next player may capture {value}", value=_signed(-j.reply)))
        if abs(j.trail_cost) >= 0.005:
            parts.append(_("point card trailed {value}", value=_signed(-j.trail_cost)))
        if abs(j.leftover) >= 0.005:
            parts.append(_("leftovers {value}", value=_signed(j.leftover)))
        if score is None or abs(score - j.score) < 0.001:  # the quick guess (kept to 3 decimals), not the expert
            # The parts as shown, added up: each is rounded to hundredths, and their exact sum rounded once could differ
            # by 0.01 (trial 40 added +1.55 and -0.57 and read +0.97).
            shown = sum(round(x, 2) for x in (j.taken, j.builds_value, -j.reply, -j.trail_cost, j.leftover) if abs(x) >= 0.005)
        else:
            shown = score
        # Translators: one line of the coach's details: the move in words, its value and its parts. (No move notation:
        # "[6H capture B1]" is a code the learner never typed, trial 30.)
        return _("{move}: {value} points ({parts})", move=self.move_words(j.move), value=_signed(shown),
                 parts=", ".join(parts))


def rank_word_for_value(rules: Any, value: int) -> str:
    """The card that takes a build of ``value``: ``"an 8"``, ``"an ace"`` (Royal 14), ``"a king"``."""
    if rules.is_royal and value == 14:
        return pgettext("card to capture with", "an ace")
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
def card_worth(rules: RuleSet) -> str:
    """How a move's "wins" is counted, card by card (the coach's details and best_move's: trial 37 could not tell why
    three cards and a spade were "+0.55")."""
    card_share, spade_share = decimal(CARD_SHARE, 2), decimal(SPADE_SHARE, 2)
    if rules.sweeps_enabled:
        return _("Card worth: each card {card} of a point (a guess at how much it helps towards the 3 points for most cards), each spade {spade} more "
                 "(a guess at how much it helps towards the 1 point for most spades), 10♦ 2, 2♠ 1, each ace 1, a sweep 1.", card=card_share, spade=spade_share)
    return _("Card worth: each card {card} of a point (a guess at how much it helps towards the 3 points for most cards), each spade {spade} more "
             "(a guess at how much it helps towards the 1 point for most spades), 10♦ 2, 2♠ 1, each ace 1.", card=card_share, spade=spade_share)


def coach_advice(state: GameState, names: Sequence[str] | None = None) -> CoachAdvice:
    """What a teacher would suggest to the player to move, from their own view only: the move in
    words, what it wins, the builds it keeps or risks, what it leaves the next opponent and how
    likely they can use it, and why it beats the tempting alternative. Numbers only in details."""
    judge = Judge(state, names)
    ranked = _careful_values(judge)
    best = ranked[0]
    j = best.judgement
    # Translators: the coach's suggestion; {move} is an instruction, e.g. "capture 8♦ and 6♥+2♦ with 8♥".
    sentences = [_("Try this: {move}.", move=judge.move_words(best.move))]
    if len(ranked) == 1:
        sentences.append(_("It is your only legal move."))
    sentences += judge.reasons(j)
    others = [v for v in ranked[1:]]
    tempting = max(ranked, key=lambda v: (v.judgement.taken, -ranked.index(v)))
    rival = tempting if tempting.move != best.move and tempting.judgement.taken > j.taken else (others[0] if others else None)
    if rival is not None:
        if best.score - rival.score <= CAREFUL_MARGIN:
            sentences.append(judge.why_as_good(j, rival.judgement))
        else:
            sentences.append(judge.why_better(j, rival.judgement))
    details = [card_worth(judge.rules)]
    details += [judge.details(v.judgement) for v in ranked[:4]]
    if len(ranked) > 4:
        details.append(ngettext("... and {n} weaker move.", "... and {n} weaker moves.", len(ranked) - 4))
    return CoachAdvice(best.move, tuple(sentences), tuple(details))
