"""What the learner reads for each player and side: one naming scheme for every page.

Pure functions, standard library only. The learner (the "viewer") is always "You"; the others
are named by where they sit relative to the learner, never by seat or side numbers:

* 2 players: "You" and "Opponent".
* 3 players: "You", "Opponent 1" and "Opponent 2". The opponents are numbered in the order of
  play after the learner: Opponent 1 plays right after you, Opponent 2 after them. (Left and right
  would be wrong for one variant: Classic plays clockwise, Royal counter-clockwise, RULES.md §2.)
* 4 players in partnerships (seats 0+2 against 1+3, §2): "You", "Partner" opposite you, and
  "Opponent 1" / "Opponent 2" in the order of play after you. The sides are "You and Partner" and
  "Opponents".
* 4 players each on their own: "You", "Opponent 1", "Opponent 2", "Opponent 3" in order of play.

Names given by the caller (e.g. ``["Ana", "Ben"]``) are used as they are. With no learner
(``viewer=None``, e.g. two computers playing) the seats are "Player 1", "Player 2", ... in seat
order. Sides are listed in side order (side 0 first): a score is always shown next to its name.

Every learner-facing word is a module constant or a small function here, so a translator finds
them in one place.
"""

from __future__ import annotations

from typing import Sequence

__all__ = [
    "YOU", "OPPONENT", "OPPONENTS", "PARTNER", "seat_names", "side_names", "side_of_seat", "is_partnership",
    "verb", "is_plural", "possessive", "deals_line", "turn_line", "wins_line", "team_name", "scores_line",
]

YOU = "You"
OPPONENT = "Opponent"
OPPONENTS = "Opponents"
PARTNER = "Partner"
#: An opponent when there are several, numbered in the order of play after the learner.
NUMBERED_OPPONENT = "Opponent {n}"
#: A seat when there is no learner, numbered from 1 in seat order.
NUMBERED_PLAYER = "Player {n}"
#: Two partners named together.
TEAM = "{first} and {second}"


def is_partnership(players: int, partnerships: bool = True) -> bool:
    """Four players in two partnerships (the default for both variants, RULES.md §2)."""
    return players == 4 and partnerships


def side_of_seat(seat: int, players: int, partnerships: bool = True) -> int:
    """The side of a seat: seats 0+2 and 1+3 in a partnership game, else the seat itself."""
    return seat % 2 if is_partnership(players, partnerships) else seat


def _default_seat_names(players: int, viewer: int | None, partnerships: bool) -> list[str]:
    if viewer is None or not 0 <= viewer < players:
        return [NUMBERED_PLAYER.format(n=s + 1) for s in range(players)]
    if players == 2:
        return [YOU if s == viewer else OPPONENT for s in range(2)]
    out = [""] * players
    out[viewer] = YOU
    n = 0
    for step in range(1, players):
        seat = (viewer + step) % players
        if is_partnership(players, partnerships) and step == 2:
            out[seat] = PARTNER
        else:
            n += 1
            out[seat] = NUMBERED_OPPONENT.format(n=n)
    return out


def seat_names(
    players: int,
    viewer: int | None = 0,
    names: Sequence[str] | None = None,
    partnerships: bool = True,
) -> list[str]:
    """One name per seat. ``names`` (one per seat) are used as given; otherwise the learner at
    ``viewer`` is "You" and the others "Opponent", "Partner" or "Opponent 1/2/3" (module doc)."""
    if names is not None and len(names) >= players:
        return [str(n) for n in names[:players]]
    return _default_seat_names(players, viewer, partnerships)


def team_name(first: str, second: str) -> str:
    """Two partners together: "You and Partner", "Ana and Cy"."""
    return TEAM.format(first=first, second=second)


def side_names(
    players: int,
    viewer: int | None = 0,
    names: Sequence[str] | None = None,
    partnerships: bool = True,
) -> list[str]:
    """One name per scoring side, in side order. ``names`` may name the sides (one per side) or
    the seats (one per seat; partners are then joined: "Ana and Cy"). Without names the learner's
    side is "You" (or "You and Partner") and the other "Opponent" (or "Opponents")."""
    team = is_partnership(players, partnerships)
    sides = 2 if team else players
    if names is not None and list(names[:players]) == _default_seat_names(players, viewer, partnerships):
        names = None  # the default seat names: the sides get their own defaults ("Opponents")
    if names is not None and len(names) == sides:
        return [str(n) for n in names]
    if not team:
        return seat_names(players, viewer, names, partnerships)
    if names is None or len(names) < players:
        if viewer is not None and 0 <= viewer < players:
            mine = side_of_seat(viewer, players, partnerships)
            return [team_name(YOU, PARTNER) if s == mine else OPPONENTS for s in range(2)]
    seats = seat_names(players, viewer, names, partnerships)
    return [team_name(seats[s], seats[s + 2]) for s in range(2)]


# --- agreement: "You are" / "Opponent is" ------------------------------------------------------------


def is_plural(name: str) -> bool:
    """True for "You" and for two or more people ("You and Partner", "Opponents")."""
    return name == YOU or name == OPPONENTS or " and " in name


def verb(name: str, singular: str, plural: str) -> str:
    """The verb form that agrees with ``name``: ``verb("You", "is", "are") == "are"``."""
    return plural if is_plural(name) else singular


def possessive(name: str) -> str:
    """"Your", "Opponent's", "Opponents'"."""
    if name == YOU:
        return "Your"
    return name + ("'" if name.endswith("s") and is_plural(name) else "'s")


# --- short sentences -----------------------------------------------------------------------------------


def deals_line(name: str) -> str:
    """Who dealt this deal: "You deal", "Opponent deals"."""
    return f"{name} {verb(name, 'deals', 'deal')}"


def turn_line(name: str) -> str:
    """Whose move it is: "Your turn", "Opponent to move"."""
    return "Your turn" if name == YOU else f"{name} to move"


def wins_line(name: str) -> str:
    """"You win the game!", "Opponents win the game!", "Ana wins the game!"."""
    return f"{name} {verb(name, 'wins', 'win')} the game!"


def scores_line(names: Sequence[str], scores: Sequence[int]) -> str:
    """Scores labelled by name, in the order given: "You 7, Opponent 4"."""
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))
