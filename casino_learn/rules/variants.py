"""RuleSet: every option of RULES.md §14, the presets ``classic`` and ``royal``, and the
card values of §1.2-§1.4 that depend on the variant."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from .cards import Card
from .errors import RuleSetError

__all__ = ["RuleSet", "CLASSIC", "ROYAL", "PRESETS", "get_rules"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "variant": ("classic", "royal"),
    "face_card_capture": ("one", "all"),
    "royal_lock_mode": ("strict", "lenient"),
    "display_direction": ("clockwise", "counterclockwise"),
}


@dataclass(frozen=True)
class RuleSet:
    """The rules of one game (RULES.md §14). Use :func:`get_rules` or the presets
    :data:`CLASSIC` and :data:`ROYAL`; change options with :meth:`with_options`."""

    variant: Literal["classic", "royal"] = "classic"
    four_player_partnerships: bool = True
    face_card_capture: Literal["one", "all"] = "one"
    owner_may_trail: bool = False
    no_trail_matching_loose: bool = False
    may_raise_own_build: bool = True
    partner_build_restriction: bool = False
    sweeps_enabled: bool = False
    sweeps_cancel: bool = False
    sweep_on_final_play: bool = True
    target_score: int = 21
    near_target_locks: bool = False
    royal_lock_mode: Literal["strict", "lenient"] = "strict"
    first_out_wins: bool = False
    deal_in_twos: bool = True
    display_direction: Literal["clockwise", "counterclockwise"] = "clockwise"
    # Value tables by rank (index 0 unused), derived in __post_init__: not options. The move
    # generator reads them directly; everyone else asks num(), values_alone() and matches().
    #: num(c) of §1.4 for a card of each rank; None for a Classic face card.
    num_by_rank: tuple[int | None, ...] = field(default=(), init=False, repr=False, compare=False)
    #: The values a card of each rank counts as when standing alone (matches(c, v)).
    alone_by_rank: tuple[frozenset[int], ...] = field(default=(), init=False, repr=False, compare=False)
    #: The same as bit masks: bit v set when the card counts as v alone.
    alone_bits_by_rank: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for f in fields(self):
            if not f.init:
                continue
            value = getattr(self, f.name)
            if f.name in _CHOICES:
                if value not in _CHOICES[f.name]:
                    raise RuleSetError(code="rules.bad-choice", option=f.name, choices=tuple(_CHOICES[f.name]), value=value)
            elif f.name == "target_score":
                if not isinstance(value, int) or isinstance(value, bool) or value < 5:
                    raise RuleSetError(code="rules.bad-target", value=value)
            elif not isinstance(value, bool):
                raise RuleSetError(code="rules.not-a-bool", option=f.name, value=value)
        royal = self.variant == "royal"
        # num(c) of §1.4, indexed by rank (0 unused). None = Classic face card.
        num: tuple[int | None, ...] = tuple([None] + [r if (r <= 10 or royal) else None for r in range(1, 14)])
        # Values a card counts as when standing alone (matches(c, v)), by rank.
        alone: list[frozenset[int]] = [frozenset()]
        for r in range(1, 14):
            if royal and r == 1:
                alone.append(frozenset({1, 14}))
            else:
                alone.append(frozenset({r}) if (r <= 10 or royal) else frozenset())
        object.__setattr__(self, "num_by_rank", num)
        object.__setattr__(self, "alone_by_rank", tuple(alone))
        object.__setattr__(self, "alone_bits_by_rank", tuple(sum(1 << v for v in values) for values in alone))

    # --- construction -------------------------------------------------------------
    def with_options(self, **options: Any) -> "RuleSet":
        """A copy with some options changed: ``ROYAL.with_options(sweeps_enabled=False)``."""
        _check_names(options)
        return replace(self, **options)

    def options(self) -> dict[str, Any]:
        """Every option as a plain dict (JSON-ready)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.init}

    def overrides(self) -> dict[str, Any]:
        """Options that differ from this variant's preset (the ``ruleset_overrides`` of §15)."""
        base = PRESETS[self.variant].options()
        return {k: v for k, v in self.options().items() if base[k] != v}

    def option_matters(self, option: str) -> bool:
        """Whether ``option`` changes anything in a game of these rules: §14 marks ``face_card_capture`` "(ignored)"
        in Royal (R5 is Classic's) and ``royal_lock_mode`` in Classic; the engine reads ``royal_lock_mode`` only with
        the locks on, ``first_out_wins`` only in Royal (Classic ends as §11.2 says), and ``sweeps_cancel`` and
        ``sweep_on_final_play`` only when sweeps score (§10)."""
        if option == "face_card_capture":
            return not self.is_royal
        if option == "first_out_wins":
            return self.is_royal
        if option == "royal_lock_mode":
            return self.near_target_locks
        if option in ("sweeps_cancel", "sweep_on_final_play"):
            return self.sweeps_enabled
        return True

    @property
    def name(self) -> str:
        extra = self.overrides()
        return self.variant if not extra else f"{self.variant} ({', '.join(f'{k}={v}' for k, v in extra.items())})"

    # --- card values (§1.2-§1.4) -------------------------------------------------------
    @property
    def is_royal(self) -> bool:
        return self.variant == "royal"

    @property
    def max_value(self) -> int:
        """Highest capture or build value: 10 in Classic, 14 in Royal."""
        return 14 if self.is_royal else 10

    def num(self, card: Card) -> int | None:
        """num(c): the card's value inside a group of two or more (ace = 1);
        ``None`` for a Classic face card."""
        return self.num_by_rank[card.rank]

    def values_alone(self, card: Card) -> frozenset[int]:
        """Every v with matches(card, v): ``{1, 14}`` for a Royal ace, ``{}`` for a Classic face card."""
        return self.alone_by_rank[card.rank]

    def matches(self, card: Card, value: int) -> bool:
        return value in self.alone_by_rank[card.rank]

    def capture_value(self, card: Card) -> int | None:
        """The value a played card captures at: a Royal ace captures at 14. ``None`` for a Classic
        face card, which captures only by pairing (R5)."""
        if self.is_royal and card.rank == 1:
            return 14
        return self.num_by_rank[card.rank]

    def is_numeric(self, card: Card) -> bool:
        """True unless the card is a Classic face card (R5)."""
        return self.num_by_rank[card.rank] is not None

    def build_values(self) -> range:
        """Declared build values allowed by R15 (Classic 1 only for all-ace multiple builds)."""
        return range(2, 15) if self.is_royal else range(1, 11)


def _check_names(options: dict[str, Any]) -> None:
    names = [f.name for f in fields(RuleSet) if f.init]
    for key in options:
        if key not in names:
            close = difflib.get_close_matches(key, names, n=1)
            raise RuleSetError(code="rules.unknown-option", option=key, close=close[0] if close else None, options=tuple(names))


CLASSIC = RuleSet()
ROYAL = RuleSet(
    variant="royal",
    no_trail_matching_loose=True,
    may_raise_own_build=False,
    partner_build_restriction=True,
    sweeps_enabled=True,
    sweeps_cancel=True,
    near_target_locks=True,
    display_direction="counterclockwise",
)
PRESETS: dict[str, RuleSet] = {"classic": CLASSIC, "royal": ROYAL}


def get_rules(name: "str | RuleSet" = "classic", **overrides: Any) -> RuleSet:
    """The preset called ``name`` (``"classic"`` or ``"royal"``, any case), with overrides.

    ``get_rules("royal", royal_lock_mode="lenient")``. Unknown names or options raise
    :class:`~casino_learn.rules.errors.RuleSetError` with the valid choices.
    """
    if isinstance(name, RuleSet):
        base = name
    else:
        key = str(name).strip().lower()
        if key in ("casino", "classic casino"):
            key = "classic"
        if key in ("royal casino", "dominican"):
            key = "royal"
        if key not in PRESETS:
            raise RuleSetError(code="rules.unknown-preset", name=name)
        base = PRESETS[key]
    return base.with_options(**overrides) if overrides else base
