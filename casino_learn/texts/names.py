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
them in one place. The constants are English (marked with ``N_``); the functions speak the
language in use (issue 16): ``you()`` is "You", "Tú", "Você". Sentences about a name are written
whole for the learner ("You" form) and for anyone else (``is_you``), never with ``verb``.
"""

from __future__ import annotations

from typing import Sequence

from ..i18n import N_, _

__all__ = [
    "YOU", "OPPONENT", "OPPONENTS", "PARTNER", "seat_names", "side_names", "side_of_seat", "is_partnership",
    "verb", "is_plural", "possessive", "deals_line", "turn_line", "wins_line", "team_name", "scores_line",
    "you", "opponent", "opponents", "partner", "is_you", "is_us", "is_several", "shown", "is_default_names", "english_seat_names",
]

YOU = N_("You")
OPPONENT = N_("Opponent")
OPPONENTS = N_("Opponents")
PARTNER = N_("Partner")
#: An opponent when there are several, numbered in the order of play after the learner.
NUMBERED_OPPONENT = N_("Opponent {n}")
#: A seat when there is no learner, numbered from 1 in seat order.
NUMBERED_PLAYER = N_("Player {n}")
#: Two partners named together.
# Translators: two partners named together, e.g. "You and Partner", "Ana and Cy".
TEAM = N_("{first} and {second}")


def you() -> str:
    """The learner: "You" ("Tú", "Você")."""
    return _(YOU)


def opponent() -> str:
    return _(OPPONENT)


def opponents() -> str:
    return _(OPPONENTS)


def partner() -> str:
    return _(PARTNER)


def shown(name: str) -> str:
    """A default English name ("Opponent", "Opponent 2", "Player 1", "You and Partner") in the
    language in use; any other name (given by the caller, or already translated) as it is."""
    import re

    if name in (YOU, OPPONENT, OPPONENTS, PARTNER):
        return _(name)
    found = re.fullmatch(r"(Opponent|Player) (\d+)", name)
    if found:
        return _(NUMBERED_OPPONENT if found.group(1) == "Opponent" else NUMBERED_PLAYER, n=int(found.group(2)))
    if name == TEAM.format(first=YOU, second=PARTNER):
        return team_name(you(), partner())
    return name


def is_you(name: str) -> bool:
    """Is ``name`` the learner ("You" in English or in the language in use)?"""
    return name == YOU or name == _(YOU)


def is_us(name: str) -> bool:
    """Is ``name`` the learner's side ("You" or "You and Partner", in any language in use)?"""
    return is_you(name) or name in (TEAM.format(first=YOU, second=PARTNER), team_name(you(), partner()))


def is_partnership(players: int, partnerships: bool = True) -> bool:
    """Four players in two partnerships (the default for both variants, RULES.md §2)."""
    return players == 4 and partnerships


def side_of_seat(seat: int, players: int, partnerships: bool = True) -> int:
    """The side of a seat: seats 0+2 and 1+3 in a partnership game, else the seat itself."""
    return seat % 2 if is_partnership(players, partnerships) else seat


def _default_seat_names(players: int, viewer: int | None, partnerships: bool) -> list[str]:
    if viewer is None or not 0 <= viewer < players:
        return [_(NUMBERED_PLAYER, n=s + 1) for s in range(players)]
    if players == 2:
        return [you() if s == viewer else opponent() for s in range(2)]
    out = [""] * players
    out[viewer] = you()
    n = 0
    for step in range(1, players):
        seat = (viewer + step) % players
        if is_partnership(players, partnerships) and step == 2:
            out[seat] = partner()
        else:
            n += 1
            out[seat] = _(NUMBERED_OPPONENT, n=n)
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


def is_default_names(names: Sequence[str] | None, players: int, viewer: int | None, partnerships: bool = True) -> bool:
    """Are ``names`` the default seat names for ``viewer``, in English or in the language in use?"""
    if names is None:
        return False
    from ..i18n import language

    given = [str(n) for n in names]
    if given == _default_seat_names(players, viewer, partnerships):
        return True
    with language("en"):
        return given == _default_seat_names(players, viewer, partnerships)


def english_seat_names(players: int, viewer: int | None = 0, partnerships: bool = True) -> list[str]:
    """The default seat names in English (kept in records, said with :func:`shown` when read)."""
    from ..i18n import language

    with language("en"):
        return _default_seat_names(players, viewer, partnerships)


def team_name(first: str, second: str) -> str:
    """Two partners together: "You and Partner", "Ana and Cy"."""
    return _(TEAM, first=first, second=second)


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
            return [team_name(you(), partner()) if s == mine else opponents() for s in range(2)]
    seats = seat_names(players, viewer, names, partnerships)
    return [team_name(seats[s], seats[s + 2]) for s in range(2)]


# --- English agreement: "You are" / "Opponent is" (English only; new code writes whole sentences) ----


def is_plural(name: str) -> bool:
    """True for "You" and for two or more people ("You and Partner", "Opponents"). English grammar:
    a translated sentence is written whole per case instead (``is_you``)."""
    return name == YOU or name == OPPONENTS or " and " in name or is_you(name) or name == opponents()


def verb(name: str, singular: str, plural: str) -> str:
    """The English verb form that agrees with ``name``: ``verb("You", "is", "are") == "are"``."""
    return plural if is_plural(name) else singular


def possessive(name: str) -> str:
    """"Your", "Opponent's", "Opponents'" (English only)."""
    if name == YOU:
        return "Your"
    return name + ("'" if name.endswith("s") and is_plural(name) else "'s")


def is_several(name: str) -> bool:
    """A side of more than one player: "Opponents", "You and Partner", "Ana and Cy"."""
    return name in (OPPONENTS, opponents()) or " and " in name or (not is_you(name) and is_us(name))


# --- short sentences -----------------------------------------------------------------------------------


def deals_line(name: str) -> str:
    """Who dealt this deal: "You deal", "Opponent deals"."""
    if is_you(name):
        return _("You deal")
    # Translators: {name} is a player, e.g. "Opponent", "Ana".
    return _("{name} deals", name=name)


def turn_line(name: str) -> str:
    """Whose move it is: "Your turn", "Opponent to move"."""
    if is_you(name):
        return _("Your turn")
    # Translators: {name} is a player, e.g. "Opponent 1"; shown above the table.
    return _("{name} to move", name=name)


def wins_line(name: str) -> str:
    """"You win the game!", "Opponents win the game!", "Ana wins the game!"."""
    if is_you(name):
        return _("You win the game!")
    if is_several(name):
        # Translators: {name} is a side of two players, e.g. "Opponents", "You and Partner", "Ana and Cy".
        return _("{name} win the game!", name=name)
    # Translators: {name} is one player, e.g. "Opponent", "Ana".
    return _("{name} wins the game!", name=name)


def scores_line(names: Sequence[str], scores: Sequence[int]) -> str:
    """Scores labelled by name, in the order given: "You 7, Opponent 4"."""
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))
