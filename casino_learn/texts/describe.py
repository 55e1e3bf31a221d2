"""Moves in words, for feedback lines and move lists, in the language in use (issue 16)."""

from __future__ import annotations

from functools import reduce
from typing import TYPE_CHECKING

from ..i18n import N_, _, pgettext
from ..rules.cards import Card
from ..rules.movegen import capture_sets
from ..rules.moves import BUILD, CAPTURE, Move
from ..rules.table import Build
from .grammar import join_and
from .names import Role, Seating

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.legal import Plan
    from ..rules.state import GameState

__all__ = ["describe_move", "capture_targets", "list_item"]


def list_item(suggestion: str) -> str:
    """A move's suggestion words ("capture 8♦ with 8♥", made to follow "you may") as an item of a list of
    moves, with a capital: "Capture 8♦ with 8♥". A language whose suggestion form cannot stand alone
    frames it (Romanian "Poți captura …", not "Captura …", which reads as the noun)."""
    # Translators: {move} is a move as it follows "you may" ("capture 8♦ with 8♥"); this is that move as an
    # item in a list of moves. Most languages keep "{move}"; Romanian says "poți {move}".
    words = pgettext("a move in a list", "{move}", move=suggestion)
    return words[:1].upper() + words[1:]


def _join(parts: list[str]) -> str:
    return join_and(parts)


def _group(cards: tuple[Card, ...] | list[Card]) -> str:
    return "+".join(c.symbol for c in sorted(cards, reverse=True))


def capture_targets(state: "GameState", move: Move) -> list[str]:
    """The targets of a capture as text, e.g. ``["8♦", "6♥+2♦", "B1 (build of 8)"]``."""
    rules = state.rules
    loose = state.table.loose
    value = rules.capture_value(move.card)
    mask = sum(1 << i for i, c in enumerate(loose) if c in move.loose)
    parts: list[str] = []
    if value is None or any(c not in loose or rules.num(c) is None for c in move.loose):
        # A face card's target, a face card among the targets (never part of a sum, R5: review 23 read "Q♣+J♣ with
        # 7♠"), or a card named that is not on the table (a hand card: review 14 read "you may not capture  with 3♣"):
        # the cards as named, one by one.
        parts = [c.symbol for c in sorted(move.loose)]
    else:
        split = capture_sets(rules, loose, value, mask)
        if split is None:
            parts = [_group(list(move.loose))]
        else:
            parts = sorted((_group(list(group)) for group in split), key=lambda p: ("+" in p, p))
    for b in sorted(move.builds):
        build = state.table.get_build(b)
        # Translators: a build taken in a capture, e.g. "B1 (build of 8)".
        parts.append(_("{build} (build of {value})", build=b, value=build.value) if build else b)
    return parts


#: Every move sentence, whole, in three forms: what the learner did ("You captured ..."), what another
#: player did ("{who} captured ...", {who} is e.g. "Opponent") and advice ("capture ... with ...": an
#: infinitive phrase, translated as one ("capturar ..."), since it follows "you may" and "if you choose"),
#: no subject and no full stop, ready to put in a sentence).
_SENTENCES: dict[str, tuple[str, str, str]] = {
    "capture": (
        N_("You captured {targets} with {card}."),
        N_("{who} captured {targets} with {card}."),
        N_("capture {targets} with {card}"),
    ),
    "capture_sweep": (
        N_("You captured {targets} with {card} (a sweep: the table is empty)."),
        N_("{who} captured {targets} with {card} (a sweep: the table is empty)."),
        N_("capture {targets} with {card} (a sweep: it empties the table)"),
    ),
    "capture_clear": (
        N_("You captured {targets} with {card} and cleared the table."),
        N_("{who} captured {targets} with {card} and cleared the table."),
        N_("capture {targets} with {card} and clear the table"),
    ),
    "capture_last_clear": (
        N_("You captured {targets} with {card} and cleared the table with the last card of the deal (not a sweep with these rules)."),
        N_("{who} captured {targets} with {card} and cleared the table with the last card of the deal (not a sweep with these rules)."),
        N_("capture {targets} with {card} and clear the table with the last card of the deal (not a sweep with these rules)"),
    ),
    "raise": (
        N_("You raised {build} from {old} to {value} with {card}."),
        N_("{who} raised {build} from {old} to {value} with {card}."),
        N_("raise {build} from {old} to {value} with {card}"),
    ),
    # Review 12: "… and add more to it" did not say what (two moves in a list read the same); {more} names it.
    # Translators: {more} lists what else goes into the build, e.g. "B1" or "6♦ and B1".
    "raise_more": (
        N_("You raised {build} from {old} to {value} with {card} and put in {more} too."),
        N_("{who} raised {build} from {old} to {value} with {card} and put in {more} too."),
        N_("raise {build} from {old} to {value} with {card} and put in {more} too"),
    ),
    "raise_loose": (
        N_("You raised {build} from {old} to {value} with {card} and the loose {loose}."),
        N_("{who} raised {build} from {old} to {value} with {card} and the loose {loose}."),
        N_("raise {build} from {old} to {value} with {card} and the loose {loose}"),
    ),
    "multiple": (
        N_("You built {value} with {groups} (a multiple build: each group makes {value})."),
        N_("{who} built {value} with {groups} (a multiple build: each group makes {value})."),
        N_("build {value} with {groups} (a multiple build: each group makes {value})"),
    ),
    "add": (
        N_("You added {groups} to {builds} (a build of {value})."),
        N_("{who} added {groups} to {builds} (a build of {value})."),
        N_("add {groups} to {builds} (a build of {value})"),
    ),
    "join": (
        N_("You joined {builds} with {groups} into one build of {value}."),
        N_("{who} joined {builds} with {groups} into one build of {value}."),
        N_("join {builds} with {groups} into one build of {value}"),
    ),
    "build": (
        N_("You built {value} with {cards}."),
        N_("{who} built {value} with {cards}."),
        N_("build {value} with {cards}"),
    ),
    "build_adding": (
        N_("You built {value} with {cards}, adding to {builds}."),
        N_("{who} built {value} with {cards}, adding to {builds}."),
        N_("build {value} with {cards}, adding to {builds}"),
    ),
    # A build with builds of another value (a move the rules refuse): not "adding to", which keeps a build's value
    # (§6.2; review 21 read "you may not build 9 with 2♠, adding to B1 and B2" above "2♠ can raise B2 …").
    "build_with_builds": (
        N_("You built {value} with {cards} together with {builds}."),
        N_("{who} built {value} with {cards} together with {builds}."),
        N_("build {value} with {cards} together with {builds}"),
    ),
    "trail": (
        N_("You trailed {card}."),
        N_("{who} trailed {card}."),
        N_("trail {card}"),
    ),
}
_TENSES = ("past", "suggestion")


def _say(event: str, who: tuple[Seating, int], tense: str, **params: object) -> str:
    you_form, other_form, advice = _SENTENCES[event]
    if tense == "suggestion":
        return _(advice, **params)
    seating, seat = who
    if seating.role(seat) == Role.YOU:
        return _(you_form, **params)
    return _(other_form, who=seating.name(seat), **params)


def _and_each(parts: list[str]) -> str:
    """"A and B and C": each pair joined (the loose cards of an illegal raise)."""
    return reduce(lambda a, b: join_and([a, b]), parts) if parts else ""


def _made_build(state: "GameState", move: Move) -> Build | None:
    """The build a legal build move leaves on the table (the one holding the played card)."""
    for build in state.apply(move).table.builds:
        if move.card in build.cards:
            return build
    return None


def describe_move(
    state: "GameState", move: Move | str, tense: str = "past", *, seating: Seating | None = None, seat: int | None = None,
    new_name: bool = False,
) -> str:
    """A move in words, in the language in use.

    ``tense="past"`` (default) says what happened, with the player in ``seat`` (by default the one to
    move) as the subject, in the sentence written for their role in ``seating`` (by default the mover
    is the learner) and a full stop: ``"You captured 8♦ and 6♥+2♦ with 8♥."``, ``"Opponent trailed 9♦."``.
    ``tense="suggestion"`` gives advice in the present tense, with no subject and no full stop,
    ready to put in a sentence: ``"capture 8♦ and 6♥+2♦ with 8♥"``, ``"trail 9♦"``.
    ``new_name=True`` (a move being told as it happens: history, a move's picture) adds the new name of a
    build that is raised or added to ("That build is now called B2."), as a sentence of its own.
    """
    if tense not in _TENSES:
        raise ValueError(f"tense must be 'past' or 'suggestion', not {tense!r}")
    if isinstance(move, str):
        move = Move.parse(move)
    mover = state.to_move if seat is None else seat
    who = (seating if seating is not None else Seating.of(state, viewer=mover), mover)
    card = move.card.symbol
    if move.kind == CAPTURE:
        targets = _join(capture_targets(state, move))
        event = "capture"
        # Only what the move really takes off the table: a card named that is not loose there (a refused move, e.g.
        # inside a build) clears nothing (review 22 read "… and clear the table" with a build left).
        taken = [c for c in move.loose if c in state.table.loose] + [b for b in move.builds if state.table.get_build(b)]
        after = len(state.table) - len(taken)
        if after == 0 and move in state.legal_moves:  # a refused move sweeps nothing (review 32: "Not allowed: … (a sweep …)")
            rules = state.rules
            if not rules.sweeps_enabled:
                event = "capture_clear"
            elif rules.sweep_on_final_play or not state.last_play_of_deal:
                event = "capture_sweep"
            else:  # §10, A16
                event = "capture_last_clear"
        return _say(event, who, tense, targets=targets, card=card)
    if move.kind == BUILD:
        plan = state.legal_moves.plan(move) if move in state.legal_moves else None
        said = _describe_build(state, move, plan, who, tense, card)
        if new_name and tense == "past" and plan is not None and (plan.raised is not None or plan.absorbed):
            # A build that is raised or added to becomes a new build with the next free name (the table
            # shows B2 where B1 was): say so, or "take B1" no longer matches the table (learner trial C9).
            renamed = f"B{state.next_build}"
            if len(plan.absorbed) + (plan.raised is not None) > 1:  # two builds made one (trial 38: not "raised or added to")
                said += " " + _("The joined build is now called {build}: builds that are joined get a new name.", build=renamed)
            elif plan.raised is not None:
                said += " " + _("That build is now called {build}: a build that is raised gets a new name.", build=renamed)
            else:  # not "raised" in the adding stage, a stage before raising (trial 39)
                said += " " + _("That build is now called {build}: a build that is added to gets a new name.", build=renamed)
        return said
    return _say("trail", who, tense, card=card)


def _describe_build(state: "GameState", move: Move, plan: "Plan | None", who: tuple[Seating, int], tense: str,
                    card: str) -> str:
    """A build move in words (see :func:`describe_move`); ``plan`` is the legal move's plan, or ``None``."""
    used = [c.symbol for c in sorted(move.loose, reverse=True)]
    if plan is not None and plan.raised is not None:
        if plan.extra_mask or plan.absorbed:
            extra = [c.symbol for i, c in enumerate(state.table.loose) if plan.extra_mask >> i & 1]  # the extra sets
            more = _join(extra + sorted(b.id for b in plan.absorbed))
            return _say("raise_more", who, tense, build=plan.raised.id, old=plan.raised.value, value=move.value, card=card,
                        more=more)
        return _say("raise", who, tense, build=plan.raised.id, old=plan.raised.value, value=move.value, card=card)
    builds = sorted(move.builds)
    parts = [card] + used
    made = _made_build(state, move) if plan is not None else None
    if made is not None and made.shape == "multiple" and not builds:
        # Each group makes the value: "3♦ and 2♣+A♥", never one sum "3♦+2♣+A♥" (learner trial).
        groups = _join([_group(list(g)) for g in sorted(made.groups, key=lambda g: (len(g), [c.rank for c in g]))])
        return _say("multiple", who, tense, value=move.value, groups=groups)
    absorbed = [b for b in (state.table.get_build(i) for i in builds) if b is not None]
    if plan is None and len(absorbed) == 1 and absorbed[0].value != move.value:
        # An illegal raise is still called a raise, so the rule it breaks makes sense.
        old = absorbed[0]
        if used:
            return _say("raise_loose", who, tense, build=old.id, old=old.value, value=move.value, card=card,
                        loose=_and_each(used))
        return _say("raise", who, tense, build=old.id, old=old.value, value=move.value, card=card)
    if made is not None and absorbed:
        # Adding: name the groups that join the build, one by one (never one sum).
        kept = {group for build in absorbed for group in build.groups}
        new = [g for g in made.groups if g not in kept]
        groups = _join([_group(list(g)) for g in new])
        # Two builds made one: "joined" (trial 13 read "You added 8♠ to B1 and B2 (a build of 8)").
        return _say("join" if len(absorbed) > 1 else "add", who, tense, groups=groups, builds=_join(builds), value=move.value)
    if builds and plan is None and any(b.value != move.value for b in absorbed):
        return _say("build_with_builds", who, tense, value=move.value, cards="+".join(parts), builds=_join(builds))
    if builds:
        return _say("build_adding", who, tense, value=move.value, cards="+".join(parts), builds=_join(builds))
    return _say("build", who, tense, value=move.value, cards="+".join(parts))
