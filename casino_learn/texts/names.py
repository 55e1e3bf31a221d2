"""Who is who, seen by the learner: seats are integers, names and roles are made from them.

A player is a **seat** (0, 1, ...). What a sentence needs to know about a seat is its **role**
relative to the learner (the "viewer"), never its name compared as text:

* :attr:`Role.YOU`: the learner ("You captured ...");
* :attr:`Role.ONE`: another single player ("{player} captured ...");
* :attr:`Role.SEVERAL`: a side of several players, the learner's side with a partner included
  ("{player} win the game!": "Opponents", "You and Partner", "Ana and Cy").

A :class:`Seating` (players, viewer, partnerships, and names given by the caller) answers a seat's
role, its label and its side, and chooses the whole sentence written for that role
(:meth:`Seating.say`). Labels from the learner's point of view:

* 2 players: "You" and "Opponent".
* 3 players: "You", "Opponent 1" and "Opponent 2", numbered in the order of play after the learner
  (left and right would be wrong for one variant: Classic plays clockwise, Royal counter-clockwise, §2).
* 4 players in partnerships (seats 0+2 against 1+3, §2): "You", "Partner" opposite, and "Opponent 1"
  / "Opponent 2" in the order of play after you. The sides are "You and Partner" and "Opponents".
* 4 players each on their own: "You", "Opponent 1", "Opponent 2", "Opponent 3" in order of play.

Names given by the caller (e.g. ``["Ana", "Ben"]``) are used as they are, and then nobody is "You".
With no learner (``viewer=None``) the seats are "Player 1", "Player 2", ... Sides are listed in side
order (side 0 first): a score is always shown next to its name.

A name in the middle of a sentence after "of" takes its own form in each language ("del rival",
"do adversário", "de Ana"): :meth:`Seating.of_name`, chosen by a gettext context.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..i18n import N_, _, pgettext
from ..rules.state import seat_side

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.state import GameState, PlayerView

__all__ = [
    "Np_", "Role", "Seating", "YOU", "OPPONENT", "OPPONENTS", "PARTNER", "seat_names", "side_names", "deals_line", "turn_line", "wins_line",
    "scores_line", "you", "opponent", "opponents", "partner", "team_name",
]

def Np_(context: str, message: str, /) -> tuple[str, str]:  # noqa: N802 (the gettext marker style)
    """Mark a text with a context for the catalog without translating it yet: a form of
    :meth:`Seating.say` that shares its English with another role ("{player} took ..." for one player
    and for a side of several) but not its translation."""
    return (context, message)


class Role:
    """The roles of a seat or side in a sentence (see the module doc)."""

    YOU = "you"
    ONE = "one"
    SEVERAL = "several"
    #: Finer forms of SEVERAL a sentence may give (else its SEVERAL form is used): the learner with
    #: their partner ("You and Partner win": "Tú y tu compañero ganan"), and the opponents' side
    #: ("Opponents win": "Los rivales ganan", with the article the label does not have).
    US = "us"
    THEM = "them"


#: The default labels in English (msgids): say them with :func:`you`, :func:`opponent`, ...
YOU = N_("You")
OPPONENT = N_("Opponent")
OPPONENTS = N_("Opponents")
PARTNER = N_("Partner")
#: An opponent when there are several, numbered in the order of play after the learner.
_NUMBERED_OPPONENT = N_("Opponent {n}")
#: A seat when there is no learner, numbered from 1 in seat order.
_NUMBERED_PLAYER = N_("Player {n}")
# Translators: two partners named together, e.g. "Ana and Cy".
_TEAM = N_("{first} and {second}")


def you() -> str:
    """The learner: "You" ("Tú", "Você")."""
    return _(YOU)


def opponent() -> str:
    return _(OPPONENT)


def opponents() -> str:
    return _(OPPONENTS)


def partner() -> str:
    return _(PARTNER)


def team_name(first: str, second: str) -> str:
    """Two partners together: "Ana and Cy"."""
    return _(_TEAM, first=first, second=second)


def _our_side() -> str:
    # Translators: the learner's side in a partnership game, as a label and as the subject of a sentence
    # whose verb is plural: "You and Partner win the game!" ("Tú y tu compañero ganan ...").
    return pgettext("side", "You and Partner")


@dataclass(frozen=True)
class Seating:
    """The seats of one game seen from ``viewer`` (None: no learner), with the names the caller gave
    (one per seat, or one per side), if any. Everything a sentence needs about a seat comes from here."""

    players: int
    viewer: int | None = 0
    partnerships: bool = True
    given: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.given is not None:
            object.__setattr__(self, "given", tuple(str(n) for n in self.given))

    @classmethod
    def of(cls, state: "GameState | PlayerView", viewer: int | None = 0, names: Sequence[str] | None = None) -> Seating:
        """The seating of ``state`` (its players and partnerships) seen from ``viewer``."""
        return cls(state.players, viewer, state.rules.four_player_partnerships, tuple(names) if names else None)

    # --- seats and sides ---------------------------------------------------------------------------
    @property
    def team(self) -> bool:
        """Four players in two partnerships (the default for both variants, §2)."""
        return self.players == 4 and self.partnerships

    @property
    def sides(self) -> int:
        return 2 if self.team else self.players

    def side_of(self, seat: int) -> int:
        return seat_side(seat, self.players, self.partnerships)

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.side_of(s) == side)

    @property
    def learner(self) -> int | None:
        """The learner's seat, called "You" (None when names are given or nobody is the learner)."""
        if self.given is not None or self.viewer is None or not 0 <= self.viewer < self.players:
            return None
        return self.viewer

    def _seat_names_given(self) -> bool:
        return self.given is not None and len(self.given) >= self.players

    # --- roles -------------------------------------------------------------------------------------
    def role(self, seat: int) -> str:
        """:attr:`Role.YOU` for the learner's seat, else :attr:`Role.ONE`."""
        return Role.YOU if seat == self.learner else Role.ONE

    def side_role(self, side: int) -> str:
        """:attr:`Role.YOU` for the learner alone, :attr:`Role.SEVERAL` for a side of two players (the learner's
        side with a partner too), else :attr:`Role.ONE`."""
        if len(self.seats_of(side)) > 1:
            return Role.SEVERAL
        return Role.YOU if self.learner is not None and self.side_of(self.learner) == side else Role.ONE

    # --- labels ------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        """The seat's label in the language in use: "You", "Opponent 2", "Partner", "Ana"."""
        if self._seat_names_given():
            return self.given[seat]  # type: ignore[index]
        learner = self.learner if self.given is None else None
        if learner is None:
            return _(_NUMBERED_PLAYER, n=seat + 1)
        if seat == learner:
            return you()
        if self.players == 2:
            return opponent()
        number = self.opponent_number(seat)
        return partner() if number is None else _(_NUMBERED_OPPONENT, n=number)

    def opponent_number(self, seat: int) -> int | None:
        """The number in "Opponent 2", counted from the learner in playing order; None for the learner, the partner,
        the only opponent of a two-player game, or when nobody is the learner."""
        learner = self.learner
        if learner is None or seat == learner or self.players == 2:
            return None
        step = (seat - learner) % self.players
        if self.team and step == 2:
            return None
        return step if not self.team or step < 2 else step - 1

    @property
    def names(self) -> list[str]:
        return [self.name(s) for s in range(self.players)]

    def side_name(self, side: int) -> str:
        """The side's label: a seat's label, or "You and Partner", "Opponents", "Ana and Cy", or the
        side's given name."""
        if self.given is not None and len(self.given) == self.sides and not self._seat_names_given():
            return self.given[side]
        if not self.team:
            return self.name(side)
        if not self._seat_names_given() and self.learner is not None:
            return _our_side() if self.side_of(self.learner) == side else opponents()
        first, second = self.seats_of(side)
        return team_name(self.name(first), self.name(second))

    @property
    def side_names(self) -> list[str]:
        return [self.side_name(s) for s in range(self.sides)]

    def of_name(self, seat: int) -> str:
        """A player after "of" in the language in use, article and contraction included: "Opponent"
        ("del rival", "do adversário"), "Ana" ("de Ana"). Used by sentences such as
        "{owner}'s build of {value}" (never for the learner: their sentences say "your")."""
        if self._seat_names_given() or self.learner is None and self.given is not None:
            # Translators: a player's given name after "of": Spanish "de {name}", Portuguese "de {name}".
            return pgettext("of a player", "{name}", name=self.name(seat))
        if self.learner is None:
            # Translators: after "of": "del jugador {n}", "do jogador {n}".
            return pgettext("of a player", "Player {n}", n=seat + 1)
        if seat == self.learner:
            # Translators: the learner after "of" (rare: sentences about the learner say "your"): "de ti", "de você".
            return pgettext("of a player", "You")
        if self.players == 2:
            # Translators: after "of": "del rival", "do adversário".
            return pgettext("of a player", "Opponent")
        number = self.opponent_number(seat)
        if number is None:
            # Translators: after "of": "de tu compañero", "do seu parceiro".
            return pgettext("of a player", "Partner")
        # Translators: after "of": "del rival {n}", "do adversário {n}".
        return pgettext("of a player", "Opponent {n}", n=number)

    # --- sentences ---------------------------------------------------------------------------------
    def say(self, forms: Mapping[str, str | tuple[str, str]], *, seat: int | None = None, side: int | None = None, **params: Any) -> str:
        """The sentence written for the role of ``seat`` (or of ``side``), in the language in use.

        ``forms`` maps roles to msgids marked with ``N_`` (or ``Np_`` with a context): :attr:`Role.YOU` (no name in it), :attr:`Role.ONE`
        (``{player}`` or ``{name}`` is the name) and, for sides, :attr:`Role.SEVERAL` (a plural subject)."""
        if (seat is None) == (side is None):
            raise ValueError("say() needs a seat or a side")
        if seat is not None:
            role, name = self.role(seat), self.name(seat)
        else:
            assert side is not None
            role, name = self.side_role(side), self.side_name(side)
            if role == Role.SEVERAL and self.learner is not None:
                finer = Role.US if side == self.side_of(self.learner) else Role.THEM
                role = finer if finer in forms else role
        text = forms.get(role) or forms[Role.SEVERAL if role in (Role.US, Role.THEM) else Role.ONE]
        filled = {**({} if role in (Role.YOU, Role.US, Role.THEM) else {"player": name, "name": name}), **params}
        if isinstance(text, tuple):
            return pgettext(text[0], text[1], **filled)
        return _(text, **filled)


def seat_names(
    players: int,
    viewer: int | None = 0,
    names: Sequence[str] | None = None,
    partnerships: bool = True,
) -> list[str]:
    """One label per seat: ``names`` (one per seat) as given, else from the learner at ``viewer``."""
    given = tuple(names) if names is not None and len(names) >= players else None
    return Seating(players, viewer, partnerships, given).names


def side_names(
    players: int,
    viewer: int | None = 0,
    names: Sequence[str] | None = None,
    partnerships: bool = True,
) -> list[str]:
    """One label per scoring side, in side order. ``names`` may name the sides (one per side) or the
    seats (one per seat; partners are then joined: "Ana and Cy")."""
    return Seating(players, viewer, partnerships, tuple(names) if names else None).side_names


# --- short sentences, whole per role -------------------------------------------------------------------

_DEALS = {Role.YOU: N_("You deal"),
          # Translators: {name} is a player, e.g. "Opponent", "Ana".
          Role.ONE: N_("{name} deals")}
_TURN = {Role.YOU: N_("Your turn"),
         # Translators: {owner} is a player after "of" (Spanish "del rival 1", "de Ana"): Spanish "Turno {owner}".
         Role.ONE: N_("{owner} to move")}
_WINS = {Role.YOU: N_("You win the game!"),
         # Translators: {name} is one player, e.g. "Opponent", "Ana".
         Role.ONE: N_("{name} wins the game!"),
         # Translators: {name} is a side of two players, e.g. "Opponents", "You and Partner", "Ana and Cy".
         Role.SEVERAL: N_("{name} win the game!"),
         Role.US: N_("You and Partner win the game!"),
         Role.THEM: N_("Opponents win the game!")}


def deals_line(seating: Seating, seat: int) -> str:
    """Who dealt this deal: "You deal", "Opponent deals"."""
    return seating.say(_DEALS, seat=seat)


def turn_line(seating: Seating, seat: int) -> str:
    """Whose move it is: "Your turn", "Opponent to move" ("Turno del rival", "Vez do adversário")."""
    return seating.say(_TURN, seat=seat, owner=seating.of_name(seat))


def wins_line(seating: Seating, side: int) -> str:
    """"You win the game!", "Opponents win the game!", "Ana wins the game!"."""
    return seating.say(_WINS, side=side)


def scores_line(names: Sequence[str], scores: Sequence[int]) -> str:
    """Scores labelled by name, in the order given: "You 7, Opponent 4"."""
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores))
