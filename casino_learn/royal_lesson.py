"""Display helpers of lesson 6 (Royal Casino), so the lesson's cells are one short call each.

The ``tell_*`` helpers print plain sentences (the lesson's checked cells compare that text);
the others return pictures that Jupyter shows. Scores come from :func:`casino_learn.scoring.score_deal`
and moves from the rules engine, so every sentence is the kit's own answer, never typed by hand.
Sides are "You" and "Opponent" (two players) or "You and Partner" and "Opponents" (four players).
"""

from __future__ import annotations

import html
from typing import Iterable, Sequence

from . import render
from .cards import Card, full_deck, parse_cards
from .describe import describe_move
from .lesson import Shown
from .moves import Move
from .names import side_names
from .scoring import DealScore, score_deal
from .state import GameState
from .variants import get_rules

__all__ = ["TWO", "TEAMS", "deal", "captured", "tell_count", "tell_result", "tell", "tell_values",
           "tell_sweeps", "tell_partners", "count_out_explorer"]

#: The two sides of a two-player lesson position, and of a partnership game.
TWO = ["You", "Opponent"]
TEAMS = side_names(4, viewer=0, partnerships=True)

#: Results in words (module-level, for a translator).
RESULT_WORDS = {
    "winner": "Result: {who} {verb} the game: {reason}.",
    "overtime": "Result: overtime, because {reason}.",
    "continue": "Result: nobody has won yet; the game goes on with another deal.",
}


def _cards(cards: str | Iterable[Card]) -> list[Card]:
    return parse_cards(cards) if isinstance(cards, str) else list(cards)


def deal(opponent: str | Iterable[Card] | None = None, *, you: str | Iterable[Card] | None = None,
         before: Sequence[int] = (0, 0), sweeps: Sequence[int] = (0, 0), overtime: bool = False) -> DealScore:
    """A Royal deal scored in order (§12): the Opponent captured ``opponent`` and You the rest of
    the pack, or You captured ``you`` and the Opponent the rest."""
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


def captured(score: DealScore, names: Sequence[str] = TWO) -> Shown:
    """Each side's captured cards as pictures, with how many cards and spades."""
    rows = []
    for side, pile in enumerate(score.piles):
        cards, spades = score.counts[side]
        head = f"{html.escape(names[side])}: {cards} cards, {spades} spades"
        rows.append(f"<p><b>{head}</b></p>{render.hand_html(sorted(pile), width=34)}")
    return Shown("".join(rows))


def _result_line(score: DealScore, names: Sequence[str]) -> str:
    result = score.result
    if result.status == "winner" and result.winner is not None:
        who = names[result.winner]
        return RESULT_WORDS["winner"].format(who=who, verb="win" if who == "You" else "wins",
                                             reason=result.reason)
    if result.status == "overtime":
        return RESULT_WORDS["overtime"].format(reason=result.reason)
    return RESULT_WORDS["continue"]


def tell_count(score: DealScore, names: Sequence[str] = TWO) -> None:
    """Print the ordered count item by item (§12.1), then the scores and the result."""
    print(f"Before the deal: {names[0]} {score.scores_before[0]}, {names[1]} {score.scores_before[1]}.")
    for step in score.count_log:
        print(step.explain(names=list(names)))
    print(f"After the deal: {names[0]} {score.scores_after[0]}, {names[1]} {score.scores_after[1]}.")
    print(_result_line(score, names))


def tell_result(score: DealScore, names: Sequence[str] = TWO) -> None:
    """Print only the scores after the deal and the result."""
    print(f"After the deal: {names[0]} {score.scores_after[0]}, {names[1]} {score.scores_after[1]}.")
    print(_result_line(score, names))


def tell(state: GameState, move: Move | str) -> None:
    """Print whether ``move`` is allowed, in words, and the reason when it is not."""
    move = Move.parse(move) if isinstance(move, str) else move
    words = describe_move(state, move, tense="suggestion")
    problems = state.check(move)
    if not problems:
        print(f"Allowed: you may {words}.")
        return
    print(f"Not allowed: you may not {words}.")
    for problem in problems:
        print(f"  {problem}")


def tell_values(cards: str) -> None:
    """Print what each card is worth in Royal on its own, and what it captures at (§1.2, §1.3)."""
    rules = get_rules("royal")
    for card in parse_cards(cards):
        alone = sorted(rules.values_alone(card))
        worth = " or ".join(str(v) for v in alone)
        print(f"{card.symbol}: worth {worth} on its own; played, it captures at {rules.capture_value(card)}.")


def tell_sweeps(you: int, opponent: int) -> None:
    """Print how the two sides' sweeps cancel in Royal (§10)."""
    score = score_deal(get_rules("royal"), [list(full_deck())[:26], list(full_deck())[26:]], sweeps=[you, opponent])
    net = score.net_sweeps
    print(f"You made {you} sweep{'' if you == 1 else 's'} and Opponent made {opponent}: they cancel one for one.")
    if net[0] == net[1] == 0:
        print("Nobody scores a sweep point.")
    else:
        side = 0 if net[0] else 1
        print(f"{TWO[side]} {'score' if side == 0 else 'scores'} {net[side]} sweep point"
              f"{'' if net[side] == 1 else 's'}, the other side none.")


def tell_partners(you: int, partner: int, opponent_1: int, opponent_2: int) -> None:
    """Print how partners' captured cards count together for most cards (§2, §11.1)."""
    mine, theirs = you + partner, opponent_1 + opponent_2
    if mine + theirs != 52:
        raise ValueError("the four players' captured cards must make the whole pack of 52")
    print(f"You took {you} cards and Partner {partner}: together {mine} cards for your side.")
    print(f"Opponent 1 took {opponent_1} and Opponent 2 {opponent_2}: together {theirs} for theirs.")
    deck = list(full_deck())
    score = score_deal(get_rules("royal"), [deck[:mine], deck[mine:]], sweeps=[0, 0])
    side = score.awards[0].side
    if side is None:
        print("The sides are tied, so nobody scores most cards.")
        return
    print(f"Most cards (3 points) goes to {TEAMS[side]}: partners' captured cards count together.")
    counts = {"You": you, "Partner": partner, "Opponent 1": opponent_1, "Opponent 2": opponent_2}
    best = max(counts, key=lambda name: counts[name])
    members = ("You", "Partner") if side == 0 else ("Opponent 1", "Opponent 2")
    if best not in members and list(counts.values()).count(counts[best]) == 1:
        print(f"{best} took the most cards alone ({counts[best]}), but players are not counted alone: sides are.")


def count_out_explorer(opponent: str, names: Sequence[str] = TWO):  # pragma: no cover - a widget to play with
    """Sliders for the scores before a deal (the Opponent captured ``opponent``) and the score sheet."""
    import ipywidgets as widgets
    from IPython.display import HTML, display

    wide = {"description_width": "initial"}

    def show_count(you_before: int, opponent_before: int, your_sweeps: int) -> None:
        score = deal(opponent, before=(you_before, opponent_before), sweeps=(your_sweeps, 0))
        display(HTML(render.score_sheet_html(score, names=list(names))))

    return widgets.interactive(
        show_count,
        you_before=widgets.IntSlider(value=17, min=0, max=20, description="Your score before", style=wide),
        opponent_before=widgets.IntSlider(value=13, min=0, max=20, description="Opponent's score before", style=wide),
        your_sweeps=widgets.IntSlider(value=0, min=0, max=3, description="Your sweeps", style=wide),
    )
