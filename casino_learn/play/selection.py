"""What a learner has selected on the table, and what it can become: :class:`MoveSelection`.

A pure model (standard library and the rules core only) under the card-table widgets: the
widgets show it and forward clicks to it, and never decide legality themselves. From the
selected hand card and table items it answers which actions (capture, build, trail) some legal
move allows, which build values are legal for exactly these cards (RULES.md §6.4: the learner
must be asked whenever more than one is possible, and offered only legal ones), why an action
is not possible, and the one move the selection stands for once it is complete.

    >>> import casino_learn as cl
    >>> s = MoveSelection(cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D"))
    >>> s = s.toggle("8H").toggle("5C").toggle("2D")       # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..i18n import _, ngettext
from ..rules.cards import Card, parse_card
from ..rules.moves import BUILD, CAPTURE, TRAIL, Move
from ..rules.restrictions import Violation
from ..rules.state import GameState
from ..rules.validation import check
from ..texts.grammar import join_and, join_or
from ..texts.violations import said

__all__ = ["ACTIONS", "KINDS", "MoveSelection", "kind_of"]

#: The three kinds of move, in the order a table shows them.
ACTIONS: tuple[str, ...] = (CAPTURE, BUILD, TRAIL)

#: The kinds of move a lesson teaches, in teaching order: a capture, a new build, raising a
#: build, adding to a build (keeping its value), a trail. :func:`kind_of` sorts a move into one.
KINDS: tuple[str, ...] = ("capture", "build", "raise", "add", "trail")

Item = Card | str


def kind_of(state: GameState, move: Move) -> str:
    """Which of :data:`KINDS` a legal ``move`` in ``state`` is: a build that changes a build's
    value is a "raise", one that uses a build at its value is an "add" (RULES.md §6.2)."""
    if move.kind != BUILD:
        return move.kind
    if not move.builds:
        return "build"
    plan = state.legal_moves.plan(move) if move in state.legal_moves else None
    if plan is not None and plan.raised is not None:
        return "raise"
    return "add"


@dataclass(frozen=True)
class MoveSelection:
    """The learner's selection in ``state``: one hand card (``card``), table items (loose cards
    and build ids, ``items``), the chosen ``action`` and, for a build, the declared ``value``.
    Every change returns a new selection; nothing here changes the game."""

    state: GameState
    card: Card | None = None
    items: frozenset[Item] = frozenset()
    action: str | None = None
    value: int | None = None

    # --- changing the selection ------------------------------------------------------------------
    def _item(self, item: Item | str) -> Item:
        if isinstance(item, Card):
            return item
        text = item.strip()
        if text.upper().startswith("B") and text[1:].isdigit():
            build_id = text.upper()
            if self.state.table.get_build(build_id) is None:
                raise ValueError(_("There is no build {build} on the table.", build=build_id))
            return build_id
        return parse_card(text)

    def toggle(self, item: Item | str) -> MoveSelection:
        """Select or unselect a hand card (one at a time) or a table item. Choosing another hand
        card keeps the table items; the declared value is forgotten when the cards change."""
        thing = self._item(item)
        if isinstance(thing, Card) and thing in self.state.hand:
            card = None if thing is self.card or thing == self.card else thing
            return replace(self, card=card, value=None)
        if isinstance(thing, Card) and thing not in self.state.table.loose:
            raise ValueError(f"{thing.symbol} is neither in your hand nor loose on the table.")
        items = self.items - {thing} if thing in self.items else self.items | {thing}
        return replace(self, items=frozenset(items), value=None)

    def choose(self, action: str | None) -> MoveSelection:
        """Pick capture, build or trail (None unpicks)."""
        if action is not None and action not in ACTIONS:
            raise ValueError(f"{action!r} is not an action: choose capture, build or trail.")
        return replace(self, action=action, value=None if action != BUILD else self.value)

    def declare(self, value: int | None) -> MoveSelection:
        """Declare the value of a build (one of :attr:`values`)."""
        return replace(self, value=value)

    def clear(self) -> MoveSelection:
        return MoveSelection(self.state)

    # --- what the selection can become ----------------------------------------------------------
    @property
    def loose(self) -> frozenset[Card]:
        return frozenset(i for i in self.items if isinstance(i, Card))

    @property
    def builds(self) -> frozenset[str]:
        return frozenset(i for i in self.items if isinstance(i, str))

    def candidates(self, action: str | None = None) -> list[Move]:
        """The legal moves with exactly these cards (and ``action``, default the chosen one)."""
        if self.card is None:
            return []
        kind = action or self.action
        loose, builds = self.loose, self.builds
        return [m for m in self.state.legal_moves.with_card(self.card)
                if m.loose == loose and m.builds == builds and (kind is None or m.kind == kind)]

    @property
    def actions(self) -> dict[str, bool]:
        """For each action, whether some legal move with this selection allows it."""
        # Every kind, whichever action is chosen now (the learner may change their mind).
        possible = {m.kind for m in replace(self, action=None).candidates()} if self.card is not None else set()
        return {a: a in possible for a in ACTIONS}

    @property
    def values(self) -> tuple[int, ...]:
        """The legal build values for exactly these cards, smallest first (empty if none)."""
        return tuple(sorted({m.value for m in self.candidates(BUILD) if m.value is not None}))

    @property
    def needs_value(self) -> bool:
        """A build whose value the learner must still choose (more than one is legal, §6.4)."""
        return self.action == BUILD and self.value is None and len(self.values) > 1

    @property
    def move(self) -> Move | None:
        """The one legal move this selection stands for, or None while it is incomplete or illegal."""
        if self.card is None or self.action is None:
            return None
        moves = self.candidates()
        if self.action == BUILD:
            if self.value is not None:
                moves = [m for m in moves if m.value == self.value]
            elif len(self.values) > 1:
                return None
        return moves[0] if len(moves) == 1 else None

    def attempted(self) -> Move | None:
        """The move the learner is trying to make, legal or not (for explaining a refusal)."""
        if self.card is None or self.action is None:
            return None
        if self.action == TRAIL:
            return Move(self.card, TRAIL)
        if self.action == CAPTURE:
            return Move(self.card, CAPTURE, None, self.loose, self.builds)
        value = self.value
        if value is None:
            values = self.values or self._sums()
            value = values[0] if values else None
        if value is None:
            return None
        return Move(self.card, BUILD, value, self.loose, self.builds)

    def _sums(self) -> tuple[int, ...]:
        """Values the selected cards could stand for (legal or not), to explain a refused build.

        With one build selected the learner means either to add to it (the value stays) or to raise it
        (its value plus the played card's): never the sum of everything, a value nobody chose (issue 23:
        adding 3♥+2♠ to a build of 10 was explained as a raise to 15)."""
        rules = self.state.rules
        if len(self.builds) == 1 and self.card is not None:
            build = self.state.table.get_build(next(iter(self.builds)))
            played = rules.num(self.card)
            loose = [rules.num(c) for c in self.loose]
            if build is not None and played is not None and None not in loose:
                group = played + sum(n for n in loose if n is not None)
                return (build.value,) if self.loose and group <= build.value else (build.value + played,)
        total = 0
        for c in [self.card, *self.loose]:
            if c is None:
                continue
            number = rules.num(c)
            if number is None:
                return ()
            total += number
        for b in self.builds:
            build = self.state.table.get_build(b)
            total += build.value if build is not None else 0
        return (total,) if total else ()

    def _builds_value(self) -> int | None:
        """The value every chosen build has (None with no build, or builds of different values)."""
        values = {b.value for b in self.state.table.builds if b.id in self.builds}
        return values.pop() if len(values) == 1 else None

    def _problems_at(self, value: int) -> list[Violation]:
        """What the engine says of a build of ``value`` with exactly these cards (empty: it is legal)."""
        assert self.card is not None
        return check(self.state, Move(self.card, BUILD, value, self.loose, self.builds))

    def _only_a_capturer_missing(self) -> str | None:
        """An addition or a joining at the chosen builds' own value that only R7 or R8 refuses (no card left to
        take the build): that reason, not a guess at a raise or at how the cards add up (review 10: 9♣ joining two
        builds of 9, the stage's own example with the learner's last 9, was told "9♣ makes 9"; 5♠ added to an own
        build of 5 in Royal was told "you may add to it at the same value instead")."""
        value = self._builds_value()
        problems = self._problems_at(value) if value is not None else []
        return str(problems[0]) if problems and all(p.rule in ("R7", "R8") for p in problems) else None

    def _reasons_at_value(self) -> str:
        """Why these cards cannot go onto the chosen builds at their value (all of one value): the engine's own
        sentences, which name the card in no group and a capturer missing (review 11: "4♠+5♣+7♦ make 16" summed
        everything clicked and never named 7♦, the card in no group of 9). "" if the builds differ in value."""
        value = self._builds_value()
        return "" if value is None else " ".join(str(problem) for problem in said(self._problems_at(value)))

    def _group(self) -> tuple[str, int] | None:
        """The played card with the loose cards chosen, in symbols ("3♥+2♠"), and what they add up to; None
        when one of them has no number (a Classic face card)."""
        assert self.card is not None
        numbers = [self.state.rules.num(c) for c in (self.card, *sorted(self.loose))]
        if None in numbers:
            return None
        return "+".join(c.symbol for c in (self.card, *sorted(self.loose))), sum(n for n in numbers if n is not None)

    def raise_alone_advice(self) -> str:
        """"To raise it, unselect 3♣ and play 2♠ alone.": for a card, one build and loose table cards chosen, when the
        card alone may raise the build (said in :meth:`why_not`; a table that adds its own "change the cards you picked"
        leaves it out then: trial 41 read the fix twice). "" otherwise."""
        if self.card is None or len(self.builds) != 1 or not self.loose:
            return ""
        build = self.state.table.build(next(iter(self.builds)))
        played = self.state.rules.num(self.card)
        if played is None or build.is_multiple:
            return ""
        value = build.value + played
        if check(self.state, Move(self.card, BUILD, value, frozenset(), frozenset({build.id}))):
            return ""
        cards, card = join_and([c.symbol for c in sorted(self.loose)]), self.card.symbol
        if self._raise_completable(build.id, value):
            # More table cards would make the chosen ones a group of the new value (trial 44, lesson 03 Stage 10 task 2:
            # "raise to 9 and put 6♣ and 3♠ into it" was told only to unselect 6♣, away from the task's goal).
            # Translators: {cards} are the chosen table cards; {value} the raised build's value; {card} the played card.
            return _("To raise it with {cards} too, also pick the table cards that complete a group worth exactly {value}; "
                     "or unselect {cards} and play {card} alone.", cards=cards, value=value, card=card)
        # Translators: {cards} are the chosen table cards; {card} the played card.
        return ngettext("To raise it, unselect {cards} and play {card} alone.", "To raise it, unselect {cards} and play {card} alone.",
                        len(self.loose), cards=cards, card=card)

    def _raise_completable(self, build_id: str, value: int) -> bool:
        """Would more table cards make the chosen ones a group worth ``value`` in a legal raise of ``build_id``?"""
        return self.card is not None and any(
            m.kind == BUILD and m.value == value and build_id in m.builds and self.loose <= m.loose
            for m in self.state.legal_moves.with_card(self.card))

    def why_not(self, action: str, *, raising_taught: bool = True, builds_taught: bool = True) -> str:
        """Why ``action`` is not possible with this selection: a sentence citing the rule. Before raising is
        taught (``raising_taught=False``, lesson 03's Adding stage) a card on one build is read as an addition."""
        if self.card is None:
            return _("Choose a card from your hand first.")
        card = self.card.symbol
        if self.actions.get(action):
            return ""
        if action == TRAIL and self.items:
            # A card that may not be trailed at all is told that rule, not how to trail it (trial 37, "Owning a
            # build": "unselect them to put 8♥ down on its own" nudged toward a trail R9 forbids).
            refused = check(self.state, Move(self.card, TRAIL))
            if refused:
                return str(refused[0])
            return _("A trail uses no table cards: unselect them to put {card} down on its own.", card=card)
        if not self.items and action in (CAPTURE, BUILD):
            # Not sent to click table cards when no move of this kind uses the card (trial 12).
            possible = any(m.kind == action for m in self.state.legal_moves.with_card(self.card))
            if action == CAPTURE:
                if not possible:
                    return _("{card} can capture nothing on this table.", card=card)
                # Not "or builds" before lesson 3 (review 10).
                return (_("Click the table cards or builds your {card} will take.", card=card) if builds_taught
                        else _("Click the table cards your {card} will take.", card=card))
            return (_("Click the table cards or builds your {card} will build with.", card=card) if possible
                    else _("{card} can make no build on this table.", card=card))
        group = self._group()
        if action == BUILD and self.builds and self.value is None:
            if self._builds_value() is None and not self.values:
                # Review 11: B1 (6) and B2 (4) with 6♠ were told "B1 … cannot become 16 (R10)", 6 + 6 + 4, a value
                # nobody chose. Translators: {builds} are build names with their values, e.g. "B1 (6) and B2 (4)".
                return _("{builds} have different values: one move joins builds only if they end up with the same value, "
                         "and a build is never part of a sum (§6.2, R4).",
                         builds=join_and([f"{b.id} ({b.value})" for b in self.state.table.builds if b.id in self.builds]))
            kept = self._only_a_capturer_missing()
            if kept is not None:
                return kept
        if action == BUILD and not raising_taught and not self.loose and len(self.builds) == 1 and group is not None:
            build = self.state.table.get_build(next(iter(self.builds)))
            if build is not None and group[1] != build.value:
                # An addition, not a raise to a value nobody chose (trial 12, Adding stage: 4♦ on a build of 6 was
                # told "no 10 to capture the build of 10").
                # Translators: {build} is a build's name (B1) worth {value}; {card} the played card, worth {total}.
                return _("To add to {build} (worth {value}), your card must make {value}, alone or with table cards: "
                         "{card} alone makes {total} (§6.2).", build=build.id, value=build.value, card=card,
                         total=group[1])
        attempt = replace(self, action=action, value=None).attempted()
        if attempt is None and action == BUILD:
            # The played card, else a table card, with no number (trial 4: "(R6)" was cited for a king on the table).
            face = (self.card if not self.state.rules.values_alone(self.card)
                    else next((c for c in self.loose if self.state.rules.num(c) is None), None))
            if face is not None:
                return _("{card} is a face card: in Classic a face card never builds and is never part of a build (R5).",
                         card=face.symbol)
        if attempt is None:
            return _("These cards make no build with {card} (R6).", card=card)
        problems = check(self.state, attempt)
        if (action == BUILD and self.value is None and not self.values and problems
                and all(problem.code == "R7.no-capturer-kept" for problem in problems)):
            # The cards make more than one value and no card is kept for any (review 13: A♠ on a loose A♥ was refused
            # only as "no 2", though the lesson had just taught it is also 14 in Royal, 1 in Classic).
            values = [value for value in range(1, 15)
                      if (refused := self._problems_at(value)) and all(p.code == "R7.no-capturer-kept" for p in refused)]
            if len(values) > 1:
                # Translators: {values} are build values joined with "or", e.g. "2 or 14".
                return _("After playing {card} you would hold no card to capture the build, whichever value you announce: "
                         "{values} (R7).", card=card, values=join_or([str(v) for v in values]))
        if (problems and action == BUILD and self.value is None and not self.values and len(self.builds) == 1
                and not self.loose and all(problem.code == "R7.no-capturer-kept" for problem in problems)):
            # The card alone on one build is read as a raise: say so before the R7 reason (trial 38, asked to add 2♥ to a
            # build of 7 with a table card, chose no table card and read "no 9 to capture the build of 9", never chosen).
            build = self.state.table.build(next(iter(self.builds)))
            if attempt.value is not None and attempt.value != build.value:
                # Translators: {card} is the played card; {build} a build's name (B1) worth {old}; {value} = {old} + the card.
                raised = _("{card} alone on {build} ({old}) raises it to {value}.", card=card, build=build.id, old=build.value,
                           value=attempt.value)
                return f"{raised} {problems[0]}"
        if problems and action == BUILD and self.value is None and not self.values and len(self.builds) == 1 and self.loose:
            # One build and table cards: a value the learner never chose was guessed (a raise by the card's value), so not
            # that guess's refusal (review 12: 9♦ and 7♠ on an own build of 9, "it cannot become 18 (R10)").
            build = self.state.table.build(next(iter(self.builds)))
            played = self.state.rules.num(self.card)
            # The raise may itself be refused only for want of a card to take it (trial 37: 3♥ and a loose 4♣ on a build
            # of 5 with no 8 in hand was told how to add to the 5): the sentence, then that reason.
            raise_refused = (check(self.state, Move(self.card, BUILD, build.value + played, frozenset(), frozenset({build.id})))
                             if played is not None and not build.is_multiple else None)
            if group is not None and problems[0].rule in ("R11", "R3") and raise_refused is not None and \
                    all(p.rule in ("R7", "R8") for p in raise_refused):
                # The card alone raises it: table cards cannot change the value (issue 23 trial: 2♠ with a loose 2♦ on a
                # build of 5 was told "2♠ needs table cards adding up to 3 to make 5"; trial 4 read "a group worth exactly 6").
                # Trial 29 read "to raise B1 to 8" (6 + 2♠) as a value guessed from the task: the sentence starts from the
                # cards chosen and their sum, then says what the played card alone makes.
                # Trial 40 read it as one long sentence that never said plainly that the table card cannot come along:
                # the cards that cannot join first, then what the played card alone does, then what to do.
                assert played is not None
                loose = join_and([c.symbol for c in sorted(self.loose)])
                # Translators: {cards} are the chosen table cards ("2♦", "3♣ and 4♦"); {build} a build's name (B1).
                cannot = ngettext("{cards} cannot join {build}: only the card you play changes a build's value.",
                                  "{cards} cannot join {build}: only the card you play changes a build's value.",
                                  len(self.loose), cards=loose, build=build.id)
                # Translators: {card} is the played card; {build} a build's name (B1) worth {old}; {value} = {old} + the
                # card's value.
                raises = _("{card} raises {build} from {old} to {value}; table cards could join it only as a group worth "
                           "exactly {value} (R11).", card=card, build=build.id, old=build.value, value=build.value + played)
                if not raise_refused and self._raise_completable(build.id, build.value + played):
                    # More table cards would make a group of the new value: not "cannot join", which read as never
                    # (fresh46, lesson 03 Stage 10 task 2: 6♣ joins the raise to 9 with 3♠).
                    # Translators: {card} is the played card; {build} a build's name (B1) worth {old}; {value} = {old} + the
                    # card's value; {cards} the chosen table cards ("6♣", "3♣ and 4♦").
                    short = ngettext("{card} raises {build} from {old} to {value}; table cards join it only as a group worth "
                                     "exactly {value} (R11), and {cards} on its own is not one.",
                                     "{card} raises {build} from {old} to {value}; table cards join it only as a group worth "
                                     "exactly {value} (R11), and {cards} on their own are not one.",
                                     len(self.loose), card=card, build=build.id, old=build.value, value=build.value + played,
                                     cards=loose)
                    return " ".join([short, self.raise_alone_advice()])
                if not raise_refused:
                    return " ".join([cannot, raises, self.raise_alone_advice()])
                return " ".join([cannot, raises, *(str(problem) for problem in said(raise_refused))])
            at_value = self._reasons_at_value()  # else an addition at the build's own value, with its reasons
            if at_value:
                return at_value
        if problems and action == BUILD and self.value is None and problems[0].code == "R15.no-such-value":
            # The cards may still group into a build of one value (8♥ on 8♦: a multiple build of 8) refused only for
            # want of a card to take it: that is the reason, not their sum (trial 9 read "add up to 16 … (R15)").
            for value in range(1, 15):
                refused = self._problems_at(value)
                if refused and all(problem.rule in ("R7", "R8") for problem in refused):
                    return str(refused[0])
            if len(self.builds) == 1:
                # The value tried is a raise of the build (its value and the card's), not the sum of what was clicked
                # (review 11: 4♠, 4♣, 9♦ and a build of 9 "add up to 13").
                build = self.state.table.build(next(iter(self.builds)))
                # Translators: {build} is a build's name (B1) worth {value}; {card} the played card; {total} their sum.
                return _("Raising {build} (worth {value}) with {card} would make {total}, and no card captures {total} (R15).",
                         build=build.id, value=build.value, card=card, total=attempt.value)
            # The value was not chosen by the learner but is the cards' sum: say so, not "cannot be declared 16".
            # Translators: {card} is the played card; {total} the sum of it and the chosen table cards, e.g. 16.
            return _("{card} and these cards add up to {total}, more than any card can capture, so they make no build (R15).",
                     card=card, total=attempt.value)
        if problems and action == BUILD and self.value is None and not self.values and problems[0].rule in ("R11", "R3"):
            at_value = self._reasons_at_value()
            if at_value:
                return at_value
            # The same, without one build to name: any value said would be one nobody chose ("a group worth exactly 16").
            return _("No build with {card} uses exactly these cards.", card=card)
        if problems:
            return str(problems[0])
        if action == CAPTURE:
            return _("No capture with {card} uses exactly these cards.", card=card)
        if action == BUILD:
            return _("No build with {card} uses exactly these cards.", card=card)
        return _("No trail with {card} uses exactly these cards.", card=card)
