"""The table: loose cards and builds (RULES.md §4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator

from .cards import Card, format_cards, parse_cards
from .errors import PositionError

__all__ = ["Build", "Table"]


@dataclass(frozen=True, slots=True)
class Build:
    """A pile that can only be captured as a whole (§4).

    ``groups`` are the card groups, each worth exactly ``value``; one group makes a
    *single* build, two or more a *multiple* build. ``owner`` is the seat that last
    made or added to it.
    """

    id: str
    value: int
    groups: tuple[tuple[Card, ...], ...]
    owner: int

    @classmethod
    def of(cls, build_id: str, value: int, groups: str, owner: int) -> "Build":
        """``Build.of("B1", 8, "8S, 5D+3C", owner=1)``: groups separated by commas, cards by ``+``
        or spaces."""
        parsed = tuple(tuple(parse_cards(g)) for g in groups.split(",") if g.strip())
        return cls(build_id, int(value), parsed, int(owner))

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(sorted(c for g in self.groups for c in g))

    @property
    def is_multiple(self) -> bool:
        return len(self.groups) > 1

    @property
    def shape(self) -> str:
        """``"single"`` or ``"multiple"``."""
        return "multiple" if len(self.groups) > 1 else "single"

    def describe(self) -> str:
        """``"B1: multiple build of 8 (5C+3D, 8S), owner seat 0"``."""
        groups = ", ".join("+".join(c.code for c in g) for g in self.groups)
        return f"{self.id}: {self.shape} build of {self.value} ({groups}), owner seat {self.owner}"

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "owner": self.owner,
            "value": self.value,
            "groups": [[c.code for c in g] for g in self.groups],
        }


@dataclass(frozen=True, slots=True)
class Table:
    """Face-up loose cards and builds. Loose cards are kept in canonical order."""

    loose: tuple[Card, ...] = ()
    builds: tuple[Build, ...] = ()

    def __post_init__(self) -> None:
        loose = tuple(self.loose)
        if any(a.index > b.index for a, b in zip(loose, loose[1:])):
            loose = tuple(sorted(loose))
        if loose is not self.loose:
            object.__setattr__(self, "loose", loose)
        if not isinstance(self.builds, tuple):
            object.__setattr__(self, "builds", tuple(self.builds))
        ids = [b.id for b in self.builds]
        if len(set(ids)) != len(ids):
            twice = sorted({i for i in ids if ids.count(i) > 1})
            raise PositionError(code="table.build-id-twice", ids=tuple(twice))

    @classmethod
    def of(cls, loose: Iterable[Card] = (), builds: Iterable[Build] = ()) -> "Table":
        return cls(tuple(sorted(loose)), tuple(builds))

    @property
    def is_empty(self) -> bool:
        return not self.loose and not self.builds

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card on the table, loose or in a build."""
        return self.loose + tuple(c for b in self.builds for g in b.groups for c in g)

    def build(self, build_id: str) -> Build:
        for b in self.builds:
            if b.id == build_id:
                return b
        raise KeyError(build_id)

    def get_build(self, build_id: str) -> Build | None:
        for b in self.builds:
            if b.id == build_id:
                return b
        return None

    def builds_of(self, seat: int) -> tuple[Build, ...]:
        return tuple(b for b in self.builds if b.owner == seat)

    def __iter__(self) -> Iterator[Card | Build]:
        yield from self.loose
        yield from self.builds

    def __len__(self) -> int:
        return len(self.loose) + len(self.builds)

    def describe(self) -> str:
        parts = [format_cards(self.loose)] if self.loose else []
        parts += [b.describe() for b in self.builds]
        return "; ".join(parts) if parts else "(empty table)"

    def to_json(self) -> dict:
        return {"loose": [c.code for c in self.loose], "builds": [b.to_json() for b in self.builds]}

    def _repr_svg_(self) -> str:
        from ..display.render import table_svg

        return table_svg(self)


_set_loose = Table.__dict__["loose"].__set__  # the slots themselves, past the frozen __setattr__
_set_builds = Table.__dict__["builds"].__set__


def make_table(loose: tuple[Card, ...], builds: tuple[Build, ...]) -> Table:
    """A Table of loose cards already in canonical order (engine use: no checks)."""
    table = object.__new__(Table)
    _set_loose(table, loose)
    _set_builds(table, builds)
    return table
