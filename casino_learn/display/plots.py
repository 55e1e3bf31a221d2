"""Matplotlib pictures: the table, one deal's points by item, a match's running totals, and the
strategy lab's bar charts (sweeps per deal, points by aces held, skill on duplicate deals).

matplotlib is imported here only, never when ``casino_learn`` itself is imported. Every helper
draws on ``ax`` (a new figure if ``None``), returns the Axes and never calls ``plt.show()``.
"""

from __future__ import annotations

import functools
import warnings
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol, Sequence, TypeVar

from matplotlib.axes import Axes
from matplotlib.patches import FancyBboxPatch, Rectangle
from matplotlib.ticker import MaxNLocator

from .. import i18n
from ..i18n import N_, _, ngettext, pgettext
from ..rules.cards import Card
from ..rules.scoring import DealScore
from ..rules.table import Table
from ..texts import names as naming
from . import fonts
from .render import _sides_seating
from .svg import _build_badge, suit_color

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.state import GameState, PlayerView



class Comparison(Protocol):
    """Two computer levels compared on duplicate deals (``casino_learn.lesson.lab.DuplicateResult``):
    what :func:`skill_bars` draws, named here so that display does not import the lesson layer."""

    level_a: str
    level_b: str

    @property
    def mean_difference(self) -> float: ...

    @property
    def pairs(self) -> int: ...

    def confidence_interval(self) -> tuple[float, float]: ...


__all__ = ["table_figure", "score_breakdown", "match_progress", "sweep_bars", "ace_bars", "skill_bars", "SEGMENTS"]

#: The bar segments of :func:`score_breakdown`, in counting order: (label, items, colour).
#: The labels are English here and translated when drawn.
SEGMENTS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (N_("Most cards (3)"), ("cards",), "#4e79a7"),
    (N_("Most spades (1)"), ("spades",), "#59a14f"),
    (N_("Big Casino 10♦ (2)"), ("big_casino",), "#e15759"),
    (N_("Little Casino 2♠ (1)"), ("little_casino",), "#f28e2b"),
    (N_("Aces (1 each)"), ("ace_S", "ace_C", "ace_H", "ace_D"), "#b07aa1"),
    (N_("Sweeps (1 each)"), ("sweep",), "#76b7b2"),
)


_FELT = "#256b3c"
_Chart = TypeVar("_Chart", bound=Callable[..., Any])


def _undrawable(value: object) -> bool:
    """A label (or list of labels) with letters a chart without the language's font would draw as boxes."""
    texts = [value] if isinstance(value, str) else list(value) if isinstance(value, (list, tuple)) else []
    return any(isinstance(t, str) and not t.isascii() and any(ord(c) > 0x2FFF for c in t) for t in texts)


def _drawable(chart: _Chart) -> _Chart:
    """Draw ``chart`` in a font that has the language's script (:func:`casino_learn.display.fonts.chart_font`);
    when the language needs a font this computer lacks (hangul without NanumGothic or Noto Sans CJK), draw it
    in English instead of empty boxes, and say so once in the language's own words."""

    @functools.wraps(chart)
    def draw(*args: Any, **kwargs: Any) -> Any:
        code = i18n.get_language()
        if fonts.chart_font(code):
            return chart(*args, **kwargs)
        note = fonts.missing_note(code)
        if note and code not in _WARNED:
            _WARNED.add(code)
            warnings.warn(note, UserWarning, stacklevel=2)
        kept = {k: (None if k in ("title", "names") and _undrawable(v) else v) for k, v in kwargs.items()}
        with i18n.language(i18n.SOURCE_LANGUAGE):
            return chart(*args, **kept)

    return draw  # type: ignore[return-value]


_WARNED: set[str] = set()


def _axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    """``ax``, or the Axes of a new pyplot figure (pyplot is imported only then)."""
    if ax is None:
        from matplotlib import pyplot as plt

        _figure, ax = plt.subplots(figsize=size)
    return ax


#: The mark on the chart where a side wins, whole per role.
_WIN_MARKS = {
    naming.Role.YOU: N_("You win"),
    # Translators: {name} is one player, e.g. "Opponent", "Ana".
    naming.Role.ONE: N_("{name} wins"),
    # Translators: {name} is a side of two players, e.g. "Opponents", "You and Partner".
    naming.Role.SEVERAL: N_("{name} win"),
    # The learner's own side of two, with its own verb form (Croatian "Ti i suigrač pobjeđujete").
    naming.Role.US: N_("You and Partner win"),
}


def _seating(names: Sequence[str] | None, sides: int, viewer: int | None, players: int | None) -> naming.Seating:
    """The sides of the legend: the given names, else "You" / "Opponent" (:mod:`casino_learn.texts.names`)."""
    return _sides_seating(names, sides, viewer, players)


_INCH_PER_UNIT = 0.62  # figure inches per card width when the helper makes its own figure


def _draw_card(ax: Axes, card: Card | None, x: float, y: float, four_color: bool, zorder: float = 2.0) -> None:
    """A card 1 wide and 1.4 high with its bottom-left corner at (x, y); rank and suit in the
    top-left corner (so an overlapped card still shows them) and a suit in the middle."""
    face = FancyBboxPatch((x, y), 1.0, 1.4, boxstyle="round,pad=0,rounding_size=0.08",
                          facecolor="#1f4e9c" if card is None else "white", edgecolor="#555555",
                          linewidth=0.8, zorder=zorder)
    face.set_gid("card:" + ("face-down" if card is None else card.code))
    ax.add_patch(face)
    if card is None:
        return
    ink = suit_color(card.suit, four_color)
    rank = card.symbol[:-1]
    ax.text(x + 0.07, y + 1.33, f"{rank}\n{card.suit.symbol}", ha="left", va="top", color=ink, fontsize=9,
            fontweight="bold", linespacing=0.95, zorder=zorder + 0.1)
    ax.text(x + 0.6, y + 0.5, card.suit.symbol, ha="center", va="center", color=ink, fontsize=16, zorder=zorder + 0.1)


@_drawable
def table_figure(
    state: "GameState | PlayerView | Table",
    *,
    ax: Axes | None = None,
    seat: int | None = None,
    four_color: bool = False,
    names: Sequence[str] | None = None,
) -> Axes:
    """The table drawn with patches: loose cards in rows, each build as an overlapped pile with
    its label. With ``seat`` (the learner's seat), that player's hand is drawn below the table.
    Build owners are called by ``names``, else from the learner's point of view ("You",
    "Opponent"; the learner is ``seat``, or the player to move)."""
    table: Table = state if isinstance(state, Table) else state.table
    loose = list(table.loose)
    per_row, step, row_h = 8, 1.25, 1.7
    loose_rows = -(-len(loose) // per_row)
    piles = [1.0 + 0.4 * (len(b.cards) - 1) + 0.2 * (len(b.groups) - 1) for b in table.builds]
    if isinstance(state, Table):
        players = max([2] + [b.owner + 1 for b in table.builds] + ([seat + 1] if seat is not None else []))
        seating = naming.Seating(players, seat if seat is not None else 0, True, tuple(names) if names else None)
    else:
        seating = naming.Seating(state.players, state.to_move if seat is None else seat,
                                 state.players == 4 and len(state.piles) == 2, tuple(names) if names else None)
    who = seating.names
    labels = ["\n".join(_build_badge(b, who)) for b in table.builds]
    slots = [max(p, 0.095 * max(len(t) for t in lab.split("\n"))) for p, lab in zip(piles, labels)]
    width = max(min(len(loose), per_row) * step, sum(w + 0.4 for w in slots), 5.0) + 0.4
    build_h = 2.6 if table.builds else 0.0
    felt_h = max(loose_rows * row_h + build_h, 1.6) + 0.4
    hand: tuple[Card, ...] = ()
    if seat is not None and not isinstance(state, Table):
        hand = state.hand if hasattr(state, "seat") else state.hands[seat]  # type: ignore[union-attr]
    hand_h = 2.2 if seat is not None else 0.0
    ax = _axes(ax, (width * _INCH_PER_UNIT + 0.4, (felt_h + hand_h) * _INCH_PER_UNIT + 0.6))

    felt = FancyBboxPatch((0, 0), width, felt_h, boxstyle="round,pad=0,rounding_size=0.3",
                          facecolor=_FELT, edgecolor="#174a28", zorder=0)
    felt.set_gid("felt")
    ax.add_patch(felt)
    top = felt_h - 0.2
    for i, card in enumerate(loose):
        r, c = divmod(i, per_row)
        _draw_card(ax, card, 0.3 + c * step, top - (r + 1) * row_h + 0.3, four_color)
    x, y = 0.3, 0.9
    for b, pile, slot, label in zip(table.builds, piles, slots, labels):
        px = x + (slot - pile) / 2
        dx = 0.0
        for g, group in enumerate(b.groups):
            for i, card in enumerate(sorted(group, reverse=True)):
                if g and not i:
                    dx += 0.2
                _draw_card(ax, card, px + dx, y, four_color, zorder=2.0 + dx)
                dx += 0.4
        outline = Rectangle((px - 0.1, y - 0.1), pile + 0.2, 1.6, fill=False, edgecolor="white",
                            linestyle="--", linewidth=1.0, zorder=1.5)
        outline.set_gid(f"build:{b.id}")
        ax.add_patch(outline)
        ax.text(x + slot / 2, y - 0.2, label, ha="center", va="top", color="white", fontsize=8, zorder=3)
        x += slot + 0.4
    if table.is_empty:
        ax.text(width / 2, felt_h / 2, _("The table is empty"), ha="center", va="center", color="white", fontsize=12)
    bottom = 0.0
    if seat is not None:
        # Translators: {owner} is a player after "of" ("del rival", "de Ana"): Spanish "Mano {owner}".
        hand_title = _("Your hand") if seating.role(seat) == naming.Role.YOU else _("{owner}'s hand", owner=seating.of_name(seat))
        ax.text(0.0, -0.25, hand_title, ha="left", va="top", fontsize=9)
        for i, card in enumerate(hand):
            _draw_card(ax, card, 0.3 + i * step, -2.05, four_color)
        bottom = -hand_h
    ax.set_xlim(-0.1, width + 0.1)
    ax.set_ylim(bottom - 0.1, felt_h + 0.1)
    ax.set_aspect("equal")
    ax.axis("off")
    if isinstance(state, Table):
        ax.set_title(_("The table"))
    else:
        rounds = 48 // (4 * state.players)
        game = _("Royal Casino") if state.rules.is_royal else _("Classic Casino")
        if state.last_round:
            # Translators: a figure's title, e.g. "Classic Casino: round 6 of 6 (last round)".
            title = _("{game}: round {round} of {rounds} (last round)", game=game, round=state.round, rounds=rounds)
        else:
            # Translators: a figure's title, e.g. "Classic Casino: round 2 of 6".
            title = _("{game}: round {round} of {rounds}", game=game, round=state.round, rounds=rounds)
        ax.set_title(title)
    return ax


def _scored_by_item(score: DealScore) -> list[dict[str, int]]:
    """Points actually scored per side and item, from the ordered count (locks included)."""
    out: list[dict[str, int]] = [{} for _side in range(score.sides)]
    for entry in score.count_log:
        if entry.side is not None:
            out[entry.side][entry.item] = out[entry.side].get(entry.item, 0) + entry.points_scored
    return out


@_drawable
def score_breakdown(
    score: DealScore,
    *,
    ax: Axes | None = None,
    names: Sequence[str] | None = None,
    viewer: int | None = 0,
    players: int | None = None,
) -> Axes:
    """Stacked bars, one per side, of the points actually scored this deal by item (cards,
    spades, Big and Little Casino, aces, sweeps). Points lost to a Royal lock are not counted.
    The bars are labelled by ``names``, else "You" (the side of seat ``viewer``) and "Opponent"."""
    ax = _axes(ax, (6.0, 4.0))
    sides = score.sides
    labels = _seating(names, sides, viewer, players).side_names
    scored = _scored_by_item(score)
    xs = list(range(sides))
    bottoms = [0] * sides
    for label, items, color in SEGMENTS:
        if items == ("sweep",) and not score.rules.sweeps_enabled:
            continue  # sweeps score nothing in this game: no "Sweeps (1 each)" beside a sheet saying so (issue 23)
        heights = [sum(scored[s].get(i, 0) for i in items) for s in range(sides)]
        ax.bar(xs, heights, bottom=bottoms, color=color, edgecolor="white", linewidth=0.8, label=_(label), width=0.6)
        bottoms = [b + h for b, h in zip(bottoms, heights)]
    for s, total in enumerate(bottoms):
        ax.text(s, total + 0.15, str(total), ha="center", va="bottom", fontweight="bold")
    ax.set_xticks(xs, labels)
    ax.set_ylabel(_("points scored this deal"))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_ylim(0, max(max(bottoms) + 1.5, 4))
    lost = sum(1 for e in score.count_log if e.note == "locked")
    if lost:
        title = ngettext("Points by item this deal ({n} item lost to a lock)",
                         "Points by item this deal ({n} items lost to a lock)", lost)
    else:
        title = _("Points by item this deal")
    ax.set_title(title)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return ax


@_drawable
def match_progress(
    deals: Sequence[DealScore],
    *,
    ax: Axes | None = None,
    names: Sequence[str] | None = None,
    target: int | None = None,
    viewer: int | None = 0,
    players: int | None = None,
) -> Axes:
    """One line per side of the running total after each deal (the first point, "start", is before any), the target
    as a horizontal line, and for Royal the lock zone (target-3 to target-1) shaded. The lines
    are labelled by ``names``, else "You" (the side of seat ``viewer``) and "Opponent"."""
    ax = _axes(ax, (7.0, 4.0))
    if not deals:
        ax.set_title(_("No deals scored yet"))
        return ax
    rules = deals[0].rules
    goal = rules.target_score if target is None else target
    sides = deals[0].sides
    seating = _seating(names, sides, viewer, players)
    labels = seating.side_names
    xs = list(range(len(deals) + 1))
    for s in range(sides):
        ys = [deals[0].scores_before[s]] + [d.scores_after[s] for d in deals]
        ax.plot(xs, ys, marker="o", linewidth=2, label=labels[s])
    ax.axhline(goal, color="#444444", linestyle="--", linewidth=1.2, label=_("target {score}", score=goal))
    if rules.near_target_locks:
        # Its totals said in the legend, not drawn on the band (trial 38: the words lay over the start dot).
        zone = _("lock zone (§12.2): {three}, {two}, {one}", three=goal - 3, two=goal - 2, one=goal - 1)
        ax.axhspan(goal - 3.5, goal - 0.5, color="#f28e2b", alpha=0.18, label=zone)
    for i, d in enumerate(deals, 1):
        if d.result.status == "overtime":
            ax.annotate(_("overtime"), (i, max(d.scores_after)), textcoords="offset points", xytext=(0, 8),
                        ha="center", fontsize=8)
        elif d.result.status == "winner" and d.result.winner is not None:
            said = seating.say(_WIN_MARKS, side=d.result.winner)
            ax.annotate(said, (i, d.scores_after[d.result.winner]),
                        textcoords="offset points", xytext=(0, 8), ha="center", fontsize=8, fontweight="bold")
    # The first point is the score before any deal: named so (trial 36 read a "deal 0").
    ax.set_xticks(xs, [pgettext("chart: before the first deal", "start"), *(str(x) for x in xs[1:])])
    ax.set_xlim(-0.3, len(deals) + 0.6)
    ax.set_xlabel(_("deal"))
    ax.set_ylabel(_("total score"))
    top = max(goal, max(max(d.scores_after) for d in deals))
    ax.set_ylim(0, top + 3)
    ax.set_title(_("Scores after each deal"))
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return ax


def _bar_labels(ax: Axes, xs: Sequence[float], heights: Sequence[float], texts: Sequence[str]) -> None:
    """Small words above (or below, for a negative bar) each bar."""
    for x, h, text in zip(xs, heights, texts):
        ax.annotate(text, (x, h), textcoords="offset points", xytext=(0, 3 if h >= 0 else -3),
                    ha="center", va="bottom" if h >= 0 else "top", fontsize=8)


@_drawable
def sweep_bars(counts: Mapping[int, int], *, ax: Axes | None = None, title: str | None = None) -> Axes:
    """Bars of how many deals had 0, 1, 2, ... sweeps (``{sweeps: deals}``, as from
    :func:`casino_learn.lesson.lab.sweep_study`), each labelled with its number of deals."""
    ax = _axes(ax, (6.0, 3.0))
    xs = list(counts)
    heights = list(counts.values())
    ax.bar(xs, heights, color="#4c72b0")
    _bar_labels(ax, xs, heights, [str(h) for h in heights])
    ax.set_xticks(xs)
    ax.set_xlabel(_("sweeps in the deal (both players together)"))
    ax.set_ylabel(_("number of deals"))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_ylim(0, max(heights + [1]) * 1.15)
    ax.set_title(title if title is not None else _("How many sweeps in a deal?"))
    ax.spines[["top", "right"]].set_visible(False)
    return ax


@_drawable
def ace_bars(averages: Mapping[int, float], hands: Mapping[int, int], *, ax: Axes | None = None,
             title: str | None = None) -> Axes:
    """One bar per number of aces in a first hand: the average points of that player's side in
    the deal (``{aces: points}``, as from :func:`casino_learn.lesson.lab.ace_study`), each labelled
    with how many hands it averages (``hands``: ``{aces: hands}``), since a bar of few hands wobbles."""
    ax = _axes(ax, (6.0, 3.0))
    xs = list(range(len(averages)))
    heights = list(averages.values())
    ax.bar(xs, heights, color="#dd8452")
    # Translators: above a bar: average points, then how many hands it averages, e.g. "3.2 (40 hands)".
    _bar_labels(ax, xs, heights, [ngettext("{points} ({n} hand)", "{points} ({n} hands)", hands.get(a, 0), points=format(h, ".1f"))
                                  for a, h in averages.items()])
    ax.set_xticks(xs, [str(a) for a in averages])
    ax.set_xlabel(_("aces in the player's first four cards"))
    ax.set_ylabel(_("average points in the deal"))
    ax.set_ylim(0, max(heights + [1]) * 1.2)
    ax.set_title(title if title is not None else _("Aces in a player's first hand and their side's score"))
    ax.spines[["top", "right"]].set_visible(False)
    return ax


@_drawable
def skill_bars(results: Sequence[Comparison], *, ax: Axes | None = None, title: str | None = None) -> Axes:
    """One bar per comparison on duplicate deals (:func:`casino_learn.lesson.lab.duplicate_deals`): the
    first level's extra points per deal, with its 95% confidence interval as an error bar."""
    ax = _axes(ax, (6.0, 3.0))
    xs = list(range(len(results)))
    means = [r.mean_difference for r in results]
    intervals = [r.confidence_interval() for r in results]
    errors = [[m - low for m, (low, _high) in zip(means, intervals)], [high - m for m, (_low, high) in zip(means, intervals)]]
    ax.bar(xs, means, yerr=errors, capsize=6, color="#55a868")
    ax.axhline(0, color="grey", linewidth=1)
    from ..texts.levels import level_name as _level

    # Translators: under a bar, two computer levels compared, e.g. "greedy\nvs beginner".
    ax.set_xticks(xs, [_("{first}\nvs {second}", first=_level(r.level_a), second=_level(r.level_b)) for r in results])
    ax.set_ylabel(_("extra points per deal"))
    if title is None:
        pairs = sorted({r.pairs for r in results})
        if len(pairs) == 1:
            title = ngettext("Skill on duplicate deals ({n} pair each)", "Skill on duplicate deals ({n} pairs each)", pairs[0])
        elif pairs:
            title = _("Skill on duplicate deals (pairs: {counts})", counts=", ".join(map(str, pairs)))
        else:
            title = _("Skill on duplicate deals")
    ax.set_title(title)
    ax.spines[["top", "right"]].set_visible(False)
    return ax

