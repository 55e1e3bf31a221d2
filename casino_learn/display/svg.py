"""Card faces and backs as SVG (pure strings, standard library only).

Also :func:`table_svg`, the whole table as one picture.

Every card is drawn in a 100 x 140 box: the rank and a suit shape in the top-left corner and,
turned round, in the bottom-right corner, and a big suit shape in the middle. Suits are drawn as
paths, not font glyphs, so their colours are exact everywhere (no emoji hearts).

:func:`card_svg` gives a standalone ``<svg>``; :func:`card_group` the same picture as a labelled
``<g>`` to place inside a bigger picture such as the table.
"""

from __future__ import annotations

from typing import Iterable, Sequence
from xml.sax.saxutils import escape, quoteattr

from ..i18n import N_, _, ngettext
from ..rules.cards import Card, Suit, parse_card, rank_symbol
from ..rules.table import Build, Table

__all__ = [
    "SVG_NS", "FONT", "FACE_DOWN_LABEL", "HIGHLIGHT", "card_label", "suit_color",
    "suit_path", "card_body", "card_group", "card_svg", "table_svg",
]

SVG_NS = "http://www.w3.org/2000/svg"
FONT = "'DejaVu Sans', 'Segoe UI', Roboto, Arial, Helvetica, sans-serif"
#: Spoken for a card you may not see (translated where it is used).
FACE_DOWN_LABEL = N_("face-down card")
#: The colour of the ring round a selected card or build (visible on white cards and green felt).
HIGHLIGHT = "#ffb300"

CARD_W = 100.0
CARD_H = 140.0
# The standalone SVG leaves room round the card for the highlight ring, keeping height = 1.4 x width.
_PAD_X = 4.0
_PAD_Y = 5.6
_VIEWBOX = f"{-_PAD_X:g} {-_PAD_Y:g} {CARD_W + 2 * _PAD_X:g} {CARD_H + 2 * _PAD_Y:g}"

_TWO_COLOR = {Suit.SPADES: "#1b1b1b", Suit.CLUBS: "#1b1b1b", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e"}
_FOUR_COLOR = {Suit.SPADES: "#1b1b1b", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#0a58ca", Suit.CLUBS: "#17803d"}

# Suit shapes in a 100 x 100 box.
_SUIT_PATHS = {
    Suit.DIAMONDS: "M50 0 L88 50 L50 100 L12 50 Z",
    Suit.HEARTS: (
        "M50 96 C22 72 0 54 0 30 C0 12 13 0 29 0 C40 0 47 7 50 17 C53 7 60 0 71 0 "
        "C87 0 100 12 100 30 C100 54 78 72 50 96 Z"
    ),
    Suit.SPADES: (
        "M50 0 C78 26 100 42 100 62 C100 77 89 86 76 86 C66 86 58 81 54 73 "
        "C55 85 60 93 68 100 L32 100 C40 93 45 85 46 73 C42 81 34 86 24 86 "
        "C11 86 0 77 0 62 C0 42 22 26 50 0 Z"
    ),
    Suit.CLUBS: (
        "M50 4 a22 22 0 1 1 -0.01 0 Z "
        "M25 40 a22 22 0 1 1 -0.01 0 Z "
        "M75 40 a22 22 0 1 1 -0.01 0 Z "
        "M50 44 a14 14 0 1 1 -0.01 0 Z "
        "M47 55 C47 78 41 90 31 100 L69 100 C59 90 53 78 53 55 Z"
    ),
}


def card_label(card: Card | str | None) -> str:
    """The words for a card, for ``aria-label`` and ``<title>``: ``"10 of diamonds"``.

    ``None`` (a card you may not see) is ``"face-down card"``.
    """
    if card is None:
        return _(FACE_DOWN_LABEL)
    if not isinstance(card, Card):
        card = parse_card(card)
    return card.name


def suit_color(suit: Suit, four_color: bool = False) -> str:
    """Ink colour of a suit: red/black, or with ``four_color`` ♠ black, ♥ red, ♦ blue, ♣ green."""
    return (_FOUR_COLOR if four_color else _TWO_COLOR)[suit]


def _num(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


def suit_path(suit: Suit, x: float, y: float, size: float, fill: str, *, flip: bool = False) -> str:
    """A suit shape ``size`` wide with its top-left corner at ``(x, y)``; ``flip`` turns it upside down."""
    s = size / 100.0
    if flip:
        transform = f"translate({_num(x + size)} {_num(y + size)}) rotate(180) scale({_num(s)})"
    else:
        transform = f"translate({_num(x)} {_num(y)}) scale({_num(s)})"
    return f'<path d="{_SUIT_PATHS[suit]}" fill="{fill}" transform="{transform}"/>'


def _index(card: Card, ink: str) -> str:
    """Rank and small suit for the top-left corner (the caller rotates a copy for bottom-right)."""
    rank = rank_symbol(card.rank)
    squeeze = ' textLength="30" lengthAdjust="spacingAndGlyphs"' if len(rank) > 1 else ""
    return (
        f'<text x="17" y="33" font-family="{FONT}" font-size="31" font-weight="bold" fill="{ink}" '
        f'text-anchor="middle"{squeeze}>{rank}</text>'
        + suit_path(card.suit, 8, 38, 18, ink)
    )


def card_body(card: Card | None, *, face_down: bool = False, four_color: bool = False) -> str:
    """The drawing of one card in a 100 x 140 box, without a label or highlight."""
    border = '<rect x="0.75" y="0.75" width="98.5" height="138.5" rx="8" ry="8" fill="#ffffff" stroke="#6b6b6b" stroke-width="1.5"/>'
    if face_down or card is None:
        return (
            border
            + '<rect x="7" y="7" width="86" height="126" rx="5" ry="5" fill="#1f4e9c"/>'
            '<path d="M7 28 L28 7 M7 56 L56 7 M7 84 L84 7 M7 112 L93 26 M21 133 L93 61 M49 133 L93 89 M77 133 L93 117 '
            'M28 133 L7 112 M56 133 L7 84 M84 133 L7 56 M93 126 L7 40 M93 98 L23 7 M93 70 L51 7 M93 42 L79 7" '
            'stroke="#8fb0e8" stroke-width="2" fill="none"/>'
            '<rect x="7" y="7" width="86" height="126" rx="5" ry="5" fill="none" stroke="#ffffff" stroke-width="2"/>'
        )
    ink = suit_color(card.suit, four_color)
    index = _index(card, ink)
    parts = [border, index, f'<g transform="rotate(180 50 70)">{index}</g>']
    if card.is_face:
        # A framed court panel between the corner indexes: the letter above and below a suit.
        letter = rank_symbol(card.rank)
        parts.append(f'<rect x="33" y="10" width="34" height="120" rx="4" ry="4" fill="#f7efd9" stroke="{ink}" stroke-width="1.5"/>')
        text = (
            f'<text x="50" y="44" font-family="{FONT}" font-size="26" font-weight="bold" fill="{ink}" '
            f'text-anchor="middle">{letter}</text>'
        )
        parts += [text, f'<g transform="rotate(180 50 70)">{text}</g>', suit_path(card.suit, 38, 58, 24, ink)]
    else:
        parts.append(suit_path(card.suit, 28, 48, 44, ink))
    return "".join(parts)


def _ring(marked: bool = False) -> str:
    """The ring round a chosen card; ``marked``: dashed, round a card a picture points at (the card played, a card
    taken), which a learner should not read as chosen (trial 33 read a solid ring in a picture as "selected")."""
    if marked:
        return (f'<rect x="-2.5" y="-2.5" width="105" height="145" rx="10" ry="10" fill="none" '
                f'stroke="{HIGHLIGHT}" stroke-width="5" stroke-dasharray="14 8" class="casino-marked"/>')
    return (
        f'<rect x="-2.5" y="-2.5" width="105" height="145" rx="10" ry="10" fill="none" '
        f'stroke="{HIGHLIGHT}" stroke-width="5" class="casino-selected"/>'
    )


def card_group(
    card: Card | None,
    *,
    x: float = 0.0,
    y: float = 0.0,
    width: float = 64.0,
    face_down: bool = False,
    four_color: bool = False,
    selected: bool = False,
    dimmed: bool = False,
    rotate: float = 0.0,
    marked: bool = False,
) -> str:
    """One labelled card as an SVG ``<g>`` (with ``<title>`` and ``aria-label``), its top-left
    corner at ``(x, y)`` and ``width`` wide, for placing inside a bigger SVG."""
    hidden = face_down or card is None
    label = card_label(None if hidden else card)
    transform = f"translate({_num(x)} {_num(y)}) scale({_num(width / CARD_W)})"
    if rotate:
        transform += f" rotate({_num(rotate)} 50 70)"
    opacity = ' opacity="0.4"' if dimmed else ""
    code = "" if hidden else f' data-card="{card.code}"'  # type: ignore[union-attr]
    return (
        f'<g class="casino-card" role="img" aria-label={quoteattr(label)}{code} transform="{transform}"{opacity}>'
        f"<title>{escape(label)}</title>"
        + card_body(card, face_down=hidden, four_color=four_color)
        + (_ring() if selected else _ring(marked=True) if marked else "")
        + "</g>"
    )


def card_svg(
    card: Card | str | None,
    *,
    face_down: bool = False,
    four_color: bool = False,
    width: int = 64,
    selected: bool = False,
    dimmed: bool = False,
    marked: bool = False,
) -> str:
    """One card as a standalone ``<svg>`` ``width`` pixels wide and 1.4 x ``width`` high.

    ``face_down=True`` (or ``card=None``) draws the back, labelled "face-down card", and tells
    nothing about the card. ``selected`` adds a highlight ring; ``dimmed`` fades the card.
    """
    if isinstance(card, str):
        card = parse_card(card)
    hidden = face_down or card is None
    label = card_label(None if hidden else card)
    classes = "casino-card" + (" casino-card-selected" if selected else "") + (" casino-card-dimmed" if dimmed else "")
    opacity = ' opacity="0.4"' if dimmed else ""
    code = "" if hidden else f' data-card="{card.code}"'  # type: ignore[union-attr]
    return (
        f'<svg xmlns="{SVG_NS}" width="{_num(width)}" height="{_num(width * 1.4)}" viewBox="{_VIEWBOX}" '
        f'role="img" aria-label={quoteattr(label)} class="{classes}"{code}>'
        f"<title>{escape(label)}</title>"
        f"<g{opacity}>{card_body(card, face_down=hidden, four_color=four_color)}</g>"
        + (_ring() if selected else _ring(marked=True) if marked else "")
        + "</svg>"
    )


# --- the table ------------------------------------------------------------------------------------


def _text_width(text: str, size: float) -> float:
    """A generous estimate of rendered text width in pixels (no font metrics in pure Python)."""
    return len(text) * size * 0.6


_FELT = "#256b3c"
_FELT_EDGE = "#174a28"
_ON_FELT = "#f3f1e4"

#: Colours of the table picture: green felt on screen; on paper (``table_svg(paper=True)``) no
#: background ink at all, only a thin grey outline and dark text, so a printed sheet costs no toner
#: for the felt and reads on any printer.
_SCREEN = {"felt": _FELT, "edge": _FELT_EDGE, "text": _ON_FELT, "badge_text": "#ffffff",
           "badge": 'fill="#0b2a16" fill-opacity="0.85"', "pile": 'fill="#000000" fill-opacity="0.14"',
           "pile_edge": 'stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.5" stroke-dasharray="5 4"'}
_PAPER = {"felt": "none", "edge": "#9a9a9a", "text": "#333333", "badge_text": "#111111",
          "badge": 'fill="none" stroke="#9a9a9a" stroke-width="1"', "pile": 'fill="none"',
          "pile_edge": 'stroke="#9a9a9a" stroke-width="1.2" stroke-dasharray="5 4"'}


def _build_badge(build: Build, names: Sequence[str] | None) -> tuple[str, str]:
    if names is not None and build.owner < len(names):
        owner = names[build.owner]
    else:
        # Translators: a seat with no name, e.g. "seat 1".
        owner = _("seat {number}", number=build.owner)
    # Translators: the badge under a build on the table, e.g. "B1: build of 8".
    line1 = _("{build}: build of {value}", build=build.id, value=build.value)
    if build.shape == "multiple":
        # Translators: second line of a build's badge, e.g. "multiple, owner: You".
        line2 = _("multiple, owner: {owner}", owner=owner)
    else:
        # A single build says only its owner: "single" is taught with multiple builds, in lesson 03's Stage 6
        # (trial 11 read "single, owner: You" from Stage 1 on).
        # Translators: second line of a single build's badge, e.g. "owner: You".
        line2 = _("owner: {owner}", owner=owner)
    return line1, line2


def _build_offsets(build: Build, w: float) -> list[tuple[Card, float]]:
    """x offset of each card of a build: overlapped within a group, and each group of a multiple
    build apart from the next (a clear gap), so the picture shows the groups, not one pile."""
    out: list[tuple[Card, float]] = []
    x = 0.0
    for g, group in enumerate(build.groups):
        for i, card in enumerate(sorted(group, reverse=True)):
            if out:
                x += w * (1.15 if i == 0 and g > 0 else 0.34)
            out.append((card, x))
    return out


def table_svg(
    table: Table,
    *,
    four_color: bool = False,
    names: list[str] | None = None,
    width: int = 64,
    highlight: Iterable[Card | str] = (),
    per_row: int = 8,
    paper: bool = False,
    captions: bool = True,
) -> str:
    """The table as one SVG picture: loose cards in rows, builds as overlapped piles with a badge
    such as "B1: build of 8, multiple, owner: North" (``names[owner]``, else "seat N").
    ``captions=False`` leaves out the "Loose cards (n)" and "Builds (n)" lines (one build drawn alone).

    ``highlight`` rings cards (``Card`` or code) and builds (id such as "B1"). Every card carries
    a ``<title>`` and ``aria-label``. ``paper=True`` draws it for printing: no felt, no filled
    badges, dark text on white, and a build's badge on one line ("B1: build of 8"; its shape and
    owner stay in the title, and a printed question names them in words).
    """
    ink = _PAPER if paper else _SCREEN
    marked_cards: set[Card] = set()
    marked_builds: set[str] = set()
    for item in highlight:
        if isinstance(item, Card):
            marked_cards.add(item)
        elif isinstance(item, str) and item[:1] in "Bb" and item[1:].isdigit():
            marked_builds.add(item.upper())
        else:
            marked_cards.add(parse_card(item))
    w = float(width)
    h = w * 1.4
    gap = max(8.0, round(w * 0.22))
    pad = 10.0 if paper else 14.0
    caption = 20.0
    badge_h = 20.0 if paper else 36.0
    row_limit = per_row * w + (per_row - 1) * gap
    min_inner = 4 * w + 3 * gap

    def caption_text(x: float, y: float, text: str) -> str:
        return (f'<text x="{_num(x)}" y="{_num(y)}" font-family="{FONT}" font-size="12" fill="{ink["text"]}" '
                f'opacity="0.85">{escape(text)}</text>')

    body: list[str] = []
    y = pad
    inner_w = 0.0
    loose = list(table.loose)
    if loose:
        if captions:
            body.append(caption_text(pad, y + 12, _("Loose cards ({n})", n=len(loose))))
            y += caption
        for start in range(0, len(loose), per_row):
            row = loose[start:start + per_row]
            for i, card in enumerate(row):
                body.append(card_group(card, x=pad + i * (w + gap), y=y, width=w, four_color=four_color,
                                       marked=card in marked_cards))
            inner_w = max(inner_w, len(row) * w + (len(row) - 1) * gap)
            y += h + gap
    if table.builds:
        if loose:
            y += 2
        if captions:
            body.append(caption_text(pad, y + 12, _("Builds ({n})", n=len(table.builds))))
            y += caption
        slots = []
        for b in table.builds:
            offsets = _build_offsets(b, w)
            pile_w = offsets[-1][1] + w
            line1, line2 = _build_badge(b, names)
            text_w = _text_width(line1, 12) + 12 if paper else max(_text_width(line1, 13), _text_width(line2, 12)) + 14
            slots.append((b, offsets, pile_w, line1, line2, max(pile_w + 8, text_w)))
        build_rows: list[list[tuple[Build, list[tuple[Card, float]], float, str, str, float]]] = [[]]
        used = 0.0
        for slot in slots:
            if build_rows[-1] and used + gap + slot[5] > max(row_limit, slot[5]):
                build_rows.append([])
                used = 0.0
            used += (gap if build_rows[-1] else 0.0) + slot[5]
            build_rows[-1].append(slot)
        for build_row in build_rows:
            x = pad
            for b, offsets, pile_w, line1, line2, slot_w in build_row:
                badge = f"{line1}, {line2}"
                marked = b.id in marked_builds
                px = x + (slot_w - pile_w) / 2
                outline = (f'stroke="{HIGHLIGHT}" stroke-width="3" stroke-dasharray="12 6"' if marked
                           else ink["pile_edge"])
                parts = [
                    f'<g class="casino-build" role="group" aria-label={quoteattr(badge)} data-build="{b.id}">',
                    f"<title>{escape(badge)}</title>",
                    (f'<rect x="{_num(px - 5)}" y="{_num(y - 5)}" width="{_num(pile_w + 10)}" height="{_num(h + 10)}" '
                     f'rx="9" {ink["pile"]} {outline}/>'),
                ]
                for card, dx in offsets:
                    parts.append(card_group(card, x=px + dx, y=y, width=w, four_color=four_color,
                                            marked=card in marked_cards))
                by = y + h + 10
                bw = slot_w - 4
                if paper:  # one line: the printed question names the build's shape and owner
                    parts.append(
                        f'<rect x="{_num(x + 2)}" y="{_num(by)}" width="{_num(bw)}" height="{_num(badge_h)}" rx="5" '
                        f'{ink["badge"]}/>'
                        f'<text x="{_num(x + slot_w / 2)}" y="{_num(by + 14)}" font-family="{FONT}" font-size="12" '
                        f'font-weight="bold" fill="{ink["badge_text"]}" text-anchor="middle">{escape(line1)}</text>'
                    )
                else:
                    parts.append(
                        f'<rect x="{_num(x + 2)}" y="{_num(by)}" width="{_num(bw)}" height="36" rx="7" '
                        f'{ink["badge"]}/>'
                        f'<text x="{_num(x + slot_w / 2)}" y="{_num(by + 15)}" font-family="{FONT}" font-size="13" '
                        f'font-weight="bold" fill="{ink["badge_text"]}" text-anchor="middle">{escape(line1)}</text>'
                        f'<text x="{_num(x + slot_w / 2)}" y="{_num(by + 30)}" font-family="{FONT}" font-size="12" '
                        f'fill="{ink["text"]}" text-anchor="middle">{escape(line2)}</text>'
                    )
                parts.append("</g>")
                body.append("".join(parts))
                x += slot_w + gap
            inner_w = max(inner_w, x - gap - pad)
            y += h + 10 + badge_h + gap
    if table.is_empty:
        inner_w = min_inner
        height = pad * 2 + h * 0.6
        title = _("The table is empty")
        body.append(
            f'<text x="{_num(pad + inner_w / 2)}" y="{_num(height / 2 + 5)}" font-family="{FONT}" font-size="15" '
            f'fill="{ink["text"]}" text-anchor="middle">{escape(title)}</text>'
        )
    else:
        height = y - gap + pad
        loose_words = ngettext("{n} loose card", "{n} loose cards", len(loose))
        if table.builds:
            # Translators: the table picture's title, e.g. "The table: 3 loose cards, 1 build".
            title = _("The table: {loose}, {builds}", loose=loose_words,
                      builds=ngettext("{n} build", "{n} builds", len(table.builds)))
        else:
            # Translators: the table picture's title, e.g. "The table: 3 loose cards".
            title = _("The table: {loose}", loose=loose_words)
    total_w = pad * 2 + max(inner_w, min_inner)
    return (
        f'<svg xmlns="{SVG_NS}" width="{_num(total_w)}" height="{_num(height)}" '
        f'viewBox="0 0 {_num(total_w)} {_num(height)}" role="img" aria-label={quoteattr(title)} class="casino-table">'
        f"<title>{escape(title)}</title>"
        f'<rect x="1" y="1" width="{_num(total_w - 2)}" height="{_num(height - 2)}" rx="14" fill="{ink["felt"]}" '
        f'stroke="{ink["edge"]}" stroke-width="{1 if paper else 2}"/>'
        + "".join(body)
        + "</svg>"
    )
