"""Display helpers of lesson 6 (Royal Casino), so the lesson's cells are one short call each.

The ``tell_*`` helpers print plain sentences (the lesson's checked cells compare that text);
the others return pictures that Jupyter shows. Scores come from :func:`casino_learn.rules.scoring.score_deal`
and moves from the rules engine, so every sentence is the kit's own answer, never typed by hand.
Sides are "You" and "Opponent" (two players) or "You and Partner" and "Opponents" (four players).
"""

from __future__ import annotations

import html
from typing import Iterable, Sequence

from ..display import render
from ..i18n import N_, _, ngettext
from ..rules.cards import Card, full_deck, parse_cards
from ..rules.moves import Move
from ..rules.scoring import DealScore, score_deal
from ..rules.state import GameState
from ..rules.variants import get_rules
from ..texts.describe import describe_move
from ..texts.grammar import join_or
from ..texts.names import Np_, Role, Seating, side_names
from ..texts.scores import count_line
from . import Shown

__all__ = ["TWO", "TEAMS", "deal", "captured", "tell_count", "tell_result", "tell", "tell_values",
           "tell_sweeps", "tell_partners", "count_out_explorer"]

#: The two sides of a two-player lesson position, and of a partnership game.
TWO = [N_("You"), N_("Opponent")]
TEAMS = side_names(4, viewer=0, partnerships=True)

#: Results in words (module-level, for a translator).
RESULT_WORDS = {
    # Translators: {reason} is the engine's reason, e.g. "they reached 21 first".
    "you_win": N_("Result: You win the game: {reason}."),
    "winner": N_("Result: {who} wins the game: {reason}."),
    "overtime": N_("Result: overtime, because {reason}."),
    "continue": N_("Result: nobody has won yet; the game goes on with another deal."),
}



#: Who won, whole per role.
_WINNER: dict[str, str | tuple[str, str]] = {
    Role.YOU: RESULT_WORDS["you_win"],
    Role.ONE: RESULT_WORDS["winner"],
    Role.SEVERAL: Np_("a side of several players", "Result: {who} win the game: {reason}."),
    # The learner's own side of two, with its own verb form (Croatian "Ti i suigrač pobjeđujete").
    Role.US: N_("Result: You and Partner win the game: {reason}."),
}


def _two(names: Sequence[str] | None) -> Seating:
    """The two sides of a lesson deal: the names given, or "You" and "Opponent" in the language in use."""
    return Seating(2, 0, False, tuple(names) if names else None)


#: The four players of a partnership lesson, by name.
PLAYER_WORDS = {"You": N_("You"), "Partner": N_("Partner"), "Opponent 1": N_("Opponent 1"), "Opponent 2": N_("Opponent 2")}


def _cards(cards: str | Iterable[Card]) -> list[Card]:
    return parse_cards(cards) if isinstance(cards, str) else list(cards)


def deal(opponent: str | Iterable[Card] | None = None, *, you: str | Iterable[Card] | None = None,
         before: Sequence[int] = (0, 0), sweeps: Sequence[int] = (0, 0), overtime: bool = False) -> DealScore:
    """A Royal deal scored in order (§12): Opponent captured ``opponent`` and You the rest of
    the pack, or You captured ``you`` and Opponent the rest."""
    if (opponent is None) == (you is None):
        raise ValueError("give the captured cards of one side: opponent=... or you=...")
    if you is not None:
        yours = _cards(you)
        theirs = [card for card in full_deck() if card not in yours]
    else:
        theirs = _cards(opponent or ())
        yours = [card for card in full_deck() if card not in theirs]
    return score_deal(get_rules("royal"), [yours, theirs], sweeps=list(sweeps), scores_before=list(before),
                      overtime=overtime)


def captured(score: DealScore, names: Sequence[str] | None = None) -> Shown:
    """Each side's captured cards as pictures, with how many cards and spades."""
    names = _two(names).names
    rows = []
    for side, pile in enumerate(score.piles):
        cards, spades = score.counts[side]
        # Translators: {spades} is "{n} spade(s)" (the message below).
        head = ngettext("{name}: {n} card, {spades}", "{name}: {n} cards, {spades}", cards, name=html.escape(names[side]),
                        spades=ngettext("{n} spade", "{n} spades", spades))
        rows.append(f"<p><b>{head}</b></p>{render.hand_html(sorted(pile), width=34)}")
    return Shown("".join(rows))


def _result_line(score: DealScore, seating: Seating) -> str:
    result = score.result
    if result.status == "winner" and result.winner is not None:
        return seating.say(_WINNER, side=result.winner, who=seating.side_name(result.winner), reason=result.reason)
    if result.status == "overtime":
        return _(RESULT_WORDS["overtime"], reason=result.reason)
    return _(RESULT_WORDS["continue"])


def _scores_line(kind: str, names: Sequence[str], scores: Sequence[int]) -> str:
    if kind == "before":
        # Translators: e.g. "Before the deal: You 17, Opponent 13."
        return _("Before the deal: {first} {first_score}, {second} {second_score}.", first=names[0],
                 first_score=scores[0], second=names[1], second_score=scores[1])
    return _("After the deal: {first} {first_score}, {second} {second_score}.", first=names[0],
             first_score=scores[0], second=names[1], second_score=scores[1])


def tell_count(score: DealScore, names: Sequence[str] | None = None) -> None:
    """Print the ordered count item by item (§12.1), then the scores and the result."""
    seating = _two(names)
    print(_scores_line("before", seating.names, score.scores_before))
    for step in score.count_log:
        print(count_line(step, score.rules.target_score, seating))
    print(_scores_line("after", seating.names, score.scores_after))
    print(_result_line(score, seating))


def tell_result(score: DealScore, names: Sequence[str] | None = None) -> None:
    """Print only the scores after the deal and the result."""
    seating = _two(names)
    print(_scores_line("after", seating.names, score.scores_after))
    print(_result_line(score, seating))


def tell(state: GameState, move: Move | str) -> None:
    """Print whether ``move`` is allowed, in words, and the reason when it is not."""
    move = Move.parse(move) if isinstance(move, str) else move
    words = describe_move(state, move, tense="suggestion")
    problems = state.check(move)
    if not problems:
        print(_("Allowed: you may {move}.", move=words))
        return
    print(_("Not allowed: you may not {move}.", move=words))
    for problem in problems:
        print(f"  {problem}")


def tell_values(cards: str) -> None:
    """Print what each card is worth in Royal on its own, and what it captures at (§1.2, §1.3)."""
    rules = get_rules("royal")
    for card in parse_cards(cards):
        alone = sorted(rules.values_alone(card))
        worth = join_or([str(v) for v in alone])
        print(_("{card}: worth {worth} on its own; played, it captures at {value}.", card=card.symbol, worth=worth,
                value=rules.capture_value(card)))


def tell_sweeps(you: int, opponent: int) -> None:
    """Print how the two sides' sweeps cancel in Royal (§10)."""
    score = score_deal(get_rules("royal"), [list(full_deck())[:26], list(full_deck())[26:]], sweeps=[you, opponent])
    net = score.net_sweeps
    print(ngettext("You made {n} sweep and Opponent made {opponent}: they cancel one for one.",
                   "You made {n} sweeps and Opponent made {opponent}: they cancel one for one.", you, opponent=opponent))
    if net[0] == net[1] == 0:
        print(_("Nobody scores a sweep point."))
    elif net[0]:
        print(ngettext("You score {n} sweep point, the other side none.",
                       "You score {n} sweep points, the other side none.", net[0]))
    else:
        print(ngettext("Opponent scores {n} sweep point, the other side none.",
                       "Opponent scores {n} sweep points, the other side none.", net[1]))


def tell_partners(you: int, partner: int, opponent_1: int, opponent_2: int) -> None:
    """Print how partners' captured cards count together for most cards (§2, §11.1)."""
    mine, theirs = you + partner, opponent_1 + opponent_2
    if mine + theirs != 52:
        raise ValueError("the four players' captured cards must make the whole pack of 52")
    # Translators: {mine} is "{n} card(s)" (its own message).
    print(ngettext("You took {n} card and Partner {partner}: together {mine} for your side.",
                   "You took {n} cards and Partner {partner}: together {mine} for your side.", you, partner=partner,
                   mine=ngettext("{n} card", "{n} cards", mine)))
    print(_("Opponent 1 took {first} and Opponent 2 {second}: together {theirs} for theirs.", first=opponent_1,
            second=opponent_2, theirs=theirs))
    deck = list(full_deck())
    score = score_deal(get_rules("royal"), [deck[:mine], deck[mine:]], sweeps=[0, 0])
    side = score.awards[0].side
    if side is None:
        print(_("The sides are tied, so nobody scores most cards."))
        return
    if side == 0:
        print(_("Most cards (3 points) goes to You and Partner: partners' captured cards count together."))
    else:
        print(_("Most cards (3 points) goes to Opponents: partners' captured cards count together."))
    counts = {"You": you, "Partner": partner, "Opponent 1": opponent_1, "Opponent 2": opponent_2}
    best = max(counts, key=lambda name: counts[name])
    members = ("You", "Partner") if side == 0 else ("Opponent 1", "Opponent 2")
    if best not in members and list(counts.values()).count(counts[best]) == 1:
        # Translators: {name} is "Opponent 1" or "Opponent 2" (or "Partner").
        print(_("{name} took the most cards alone ({n}), but players are not counted alone: sides are.",
                name=_(PLAYER_WORDS[best]), n=counts[best]))


def count_out_explorer(opponent: str, names: Sequence[str] | None = None):  # pragma: no cover - a widget to play with
    """Sliders for the scores before a deal (Opponent captured ``opponent``) and the score sheet."""
    import ipywidgets as widgets
    from IPython.display import HTML, display

    wide = {"description_width": "initial"}
    given = list(names) if names else None

    def show_count(you_before: int, opponent_before: int, your_sweeps: int) -> None:
        score = deal(opponent, before=(you_before, opponent_before), sweeps=(your_sweeps, 0))
        display(HTML(render.score_sheet_html(score, names=given)))

    return widgets.interactive(
        show_count,
        you_before=widgets.IntSlider(value=17, min=0, max=20, description=_("Your score before"), style=wide),
        opponent_before=widgets.IntSlider(value=13, min=0, max=20, description=_("Opponent's score before"), style=wide),
        your_sweeps=widgets.IntSlider(value=0, min=0, max=3, description=_("Your sweeps"), style=wide),
    )
