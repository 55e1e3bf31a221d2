"""Pictures and pages of a game as strings: SVG for cards and the table, HTML for the rest.

Pure functions, standard library only, no widgets: the same strings serve notebooks
(``_repr_html_``), widgets and saved pages. The HTML is styled by a small ``<style>`` scoped to
``casino-`` classes that uses JupyterLab's theme variables (with fallbacks), so it reads in light
and dark themes. Cards themselves are white with dark ink, like real cards.
"""

from __future__ import annotations

from typing import Collection, Iterable, Mapping, Sequence, Union
from xml.sax.saxutils import escape, quoteattr

from ..i18n import N_, _, ngettext, pgettext
from ..rules.cards import Card
from ..rules.errors import IllegalMoveError
from ..rules.moves import BUILD, CAPTURE, TRAIL, Move
from ..rules.restrictions import Violation
from ..rules.scoring import DealScore
from ..rules.state import GameState, PlayerView, play_on_table
from ..texts import names as naming
from ..texts.describe import describe_move, list_item
from ..texts.grammar import after_colon
from ..texts.house_rules import house_rules_line
from ..texts.leftovers import DEAL_OVER, LAST_CARD, leftovers_said
from ..texts.rulebook import rule_name
from ..texts.scores import ITEM_NAMES, count_line
from ..texts.violations import said, without_numbers
from .svg import card_label, card_svg, table_svg

__all__ = [
    "card_label", "card_svg", "hand_html", "table_svg", "state_html", "move_html", "violations_html",
    "legal_moves_html", "score_sheet_html", "side_names", "STYLE",
]

#: Words said inside f-strings below, marked here for the catalog (an f-string hides them
#: from the extractor); each is translated with ``_`` where it is shown.
_MARKED = (
    N_('The deal is over.'),
    N_('your cards are below'),
    N_('Captured'),
    N_('no cards'),
    N_('Last round'),
    N_('Table'),
    N_('Your hand'),
    N_('Played'),
    N_('Before'),
    N_('No rule is broken: this move is legal.'),
    N_('Move'),
    N_('In words'),
    N_('overtime deal'),
    N_('Item'),
    N_('Won by'),
    N_('Points'),
    N_('Scored'),
    N_('tied'),
    N_('not counted'),
    N_('(locked)'),
    N_('(already out)'),
    N_('(goes out)'),
    N_('Sweeps do not score in these rules (§10).'),
    N_('Cards'),
    N_('Spades'),
    N_('Sweeps'),
    N_('Net sweeps'),
    N_('Cards and spades'),
    N_('The count, item by item'),
    N_('Starting from: {scores}.'),
    N_('Totals'),
    N_('This deal'),
    N_('After'),
)

#: The stylesheet every HTML fragment carries. Only ``casino-`` classes, only theme variables.
STYLE = """<style>
.casino-view{font-family:var(--jp-ui-font-family,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);
 font-size:var(--jp-ui-font-size1,13px);line-height:1.45;color:var(--jp-ui-font-color1,#222);
 background:var(--jp-layout-color1,#fff);border:1px solid var(--jp-border-color2,#ccc);border-radius:8px;
 padding:10px 14px;margin:4px 0;box-sizing:border-box;max-width:100%;overflow-x:auto}
.casino-view h3,.casino-view h4{margin:8px 0 6px;color:var(--jp-ui-font-color0,#111);line-height:1.3}
.casino-view h3{font-size:1.25em}.casino-view h4{font-size:1.05em}
.casino-view .casino-label{margin:8px 0 6px;font-size:1.05em;font-weight:700;line-height:1.3;color:var(--jp-ui-font-color0,#111)}
.casino-view p{margin:4px 0}
/* Secondary text keeps the main text colour: --jp-ui-font-color2 is below 4.5:1 on --jp-layout-color2
   in both themes (axe colour-contrast, issue 12). */
.casino-view .casino-muted{color:var(--jp-ui-font-color1,#222)}
.casino-view .casino-header{font-size:1.15em;font-weight:600;display:flex;flex-wrap:wrap;gap:6px 10px;align-items:center}
.casino-view .casino-pill{display:inline-block;padding:1px 9px;border-radius:10px;font-size:.85em;font-weight:600;
 background:#9c3a00;color:#fff}
.casino-view .casino-turn{margin:4px 0 8px;font-weight:600;color:var(--jp-brand-color1,#1976d2)}
.casino-view .casino-seats{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}
.casino-view .casino-seat{border:1px solid var(--jp-border-color2,#ccc);border-radius:6px;padding:6px 8px;
 background:var(--jp-layout-color2,#f3f3f3)}
.casino-view .casino-seat.casino-to-move{border:2px solid var(--jp-brand-color1,#1976d2)}
.casino-view .casino-seat-name{font-weight:600;margin-bottom:4px}
.casino-view ul.casino-list,.casino-view ol.casino-list{margin:4px 0;padding-left:1.6em}
.casino-view .casino-list li{margin:2px 0}
.casino-view .casino-note{border-left:4px solid var(--jp-brand-color1,#1976d2);padding:4px 10px;margin:8px 0;
 background:var(--jp-layout-color2,#f3f3f3)}
.casino-view .casino-ok{border-left-color:var(--jp-success-color1,#388e3c)}
.casino-view .casino-bad{border-left-color:var(--jp-error-color1,#d32f2f)}
.casino-view table.casino-grid{border-collapse:collapse;margin:4px 0 8px;color:inherit;font-size:inherit}
.casino-view table.casino-grid th,.casino-view table.casino-grid td{border:0;border-bottom:1px solid var(--jp-border-color2,#ccc);
 padding:3px 10px;text-align:left;vertical-align:top;background:transparent;color:inherit}
.casino-view table.casino-grid th{background:var(--jp-layout-color2,#eee);font-weight:600}
.casino-view table.casino-grid td.casino-num,.casino-view table.casino-grid th.casino-num{text-align:right;
 font-variant-numeric:tabular-nums}
.casino-view table.casino-grid code,.casino-view code{font-family:var(--jp-code-font-family,monospace);font-size:.95em}
.casino-view .casino-rule{font-weight:700;margin-right:6px}
.casino-view .casino-locked{color:var(--jp-error-color1,#c62828)}
.casino-view .casino-out{font-weight:700;color:var(--jp-success-color1,#2e7d32)}
.casino-view .casino-result{font-size:1.1em;font-weight:600}
.casino-view figure{margin:0}
.casino-view figcaption{font-weight:600;margin-bottom:4px}
.casino-view svg{max-width:none}
</style>"""

_HAND_STYLE = "display:flex;flex-wrap:wrap;gap:6px;align-items:flex-end"
_STACK_STYLE = "display:flex;align-items:flex-end"

StateLike = Union[GameState, PlayerView]

# --- small helpers ------------------------------------------------------------------------------



def _cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n)


def _legal_moves(n: int) -> str:
    return ngettext("{n} legal move", "{n} legal moves", n)


def _variant_title(rules: object) -> str:
    variant = getattr(rules, "variant", "classic")
    return _("Royal Casino") if variant == "royal" else _("Classic Casino")


def _options_note(rules: object) -> str:
    """The game's house rules in words, or "" (trial 33 read "options: owner_may_trail=True" above an exercise)."""
    if not hasattr(rules, "overrides"):
        return ""
    words = house_rules_line(rules)  # type: ignore[arg-type]
    return f'<span class="casino-muted" style="font-weight:400;font-size:.85em">{escape(words)}</span>' if words else ""


def _teams(state: StateLike) -> bool:
    """True in a four-player partnership game (two sides of two)."""
    return state.players == 4 and len(state.piles) == 2


def _seating(state: StateLike, names: Sequence[str] | None, viewer: int | None) -> naming.Seating:
    """Who is who (see :mod:`casino_learn.texts.names`): ``names`` if given (then nobody is "You"),
    else "You" for ``viewer`` and "Opponent", "Partner", "Opponent 1/2" for the others."""
    return naming.Seating(state.players, viewer, _teams(state), tuple(names) if names else None)


def _sides_seating(names: Sequence[str] | None, sides: int, viewer: int | None, players: int | None) -> naming.Seating:
    if players is None:
        players = 4 if sides == 2 and names is not None and len(names) == 4 else sides
    return naming.Seating(players, viewer, players == 4 and sides == 2, tuple(names) if names else None)


def side_names(
    names: Sequence[str] | None, sides: int, *, viewer: int | None = 0, players: int | None = None
) -> list[str]:
    """Labels for the scoring sides, in side order: "You" / "Opponent", "You and Partner" /
    "Opponents", or the names given. ``names`` may name the sides, or the four seats of a
    partnership game (seats 0+2 are one side, 1+3 the other). ``viewer`` is the learner's seat;
    ``players`` defaults to four when four seat names are given for two sides, else to ``sides``."""
    return _sides_seating(names, sides, viewer, players).side_names


def _part_label(text: str) -> str:
    """The name of a part of a picture ("Table", "Captured"): bold words, not a heading, because a
    fragment cannot know the page's heading levels (an <h4> after a notebook's <h2> or Voilà's <h1>
    skips levels: axe heading-order) and JupyterLab would list it in the notebook's contents."""
    return f'<p class="casino-label">{escape(text)}</p>'


def _wrap(body: str, extra_class: str = "", label: str | None = None) -> str:
    aria = f' role="group" aria-label={quoteattr(label)}' if label else ""
    return f'<div class="casino-view {extra_class}"{aria}>{STYLE}{body}</div>'


# --- hands ----------------------------------------------------------------------------------------


def hand_html(
    cards: Iterable[Card | None],
    *,
    four_color: bool = False,
    face_down: bool = False,
    width: int = 64,
    selected: Iterable[Card] = (),
    stacked: bool = False,
) -> str:
    """A row of cards (inline SVGs) in a flex ``<div>``; ``stacked`` overlaps them like a held pile."""
    chosen = set(selected)
    cards = list(cards)
    label = escape(ngettext("hand of {n} card", "hand of {n} cards", len(cards)))
    parts = []
    for i, card in enumerate(cards):
        svg = card_svg(card, face_down=face_down, four_color=four_color, width=width, selected=card in chosen)
        if stacked and i:
            svg = svg.replace("<svg ", f'<svg style="margin-left:{-round(width * 0.62)}px" ', 1)
        parts.append(svg)
    style = _STACK_STYLE if stacked else _HAND_STYLE
    return f'<div class="casino-hand" role="group" aria-label="{label}" style="{style}">{"".join(parts)}</div>'


# --- the whole situation --------------------------------------------------------------------------


def _is_view(state: StateLike) -> bool:
    return not hasattr(state, "hands")


def state_html(
    state: StateLike,
    *,
    seat: int | None = None,
    show_all: bool = False,
    names: list[str] | None = None,
    four_color: bool = False,
    width: int = 64,
    table: bool = True,
    own_hand: bool = True,
    deal_facts: bool = True,
    leftovers: bool = True,
    house_rules: bool = True,
) -> str:
    """The whole situation as HTML: variant and round, whose turn, the table, the hands, the
    captured piles, and at the end of a deal where the leftovers went.

    ``table=False`` / ``own_hand=False`` leave out the table picture and the face-up hand (when
    a move builder below already shows them as clickable cards). ``deal_facts=False`` leaves out the
    round, the dealer, the stock and the last capture (an exercise from before lesson 04, where the deal
    is taught, asks nothing about them: trial 4 read "Stock: 41 cards left" in lesson 02, trial 5
    "Round 1 of 6 · Opponent deals" in lesson 03).
    ``leftovers=False`` leaves out where the leftovers went at the end of a deal (a game table says it
    in its own end-of-deal panel: trial 5 read it twice). ``house_rules=False`` leaves out the header's house rules
    (an exercise's question names them: trial 33's check read them twice).

    The hand of ``seat`` is face up (default: the player to move, or the view's own seat); the
    other hands are drawn face down with their size, unless ``show_all`` and ``state`` is a
    full :class:`GameState`. A :class:`PlayerView` only ever shows its own hand.
    """
    view = _is_view(state)
    if view:
        seat = state.seat  # type: ignore[union-attr]
        show_all = False
    # Seats and piles are listed from the learner's own (a learner in seat 1 read "Opponent" first:
    # issue 23's trial 4); a picture for nobody in particular keeps seat order.
    first = seat if seat is not None else 0
    if seat is None:
        seat = state.to_move
    players = state.players
    seating = _seating(state, names, seat)
    who = seating.names
    side_label = seating.side_names
    rules = state.rules
    sides = len(state.piles)

    header, label = _state_header(state, seating, deal_facts, house_rules)
    parts = [header]
    if state.deal_over and not leftovers:
        # (with leftovers, their note below begins "The deal is over.": said once, trial 10)
        parts.append(f'<div class="casino-turn">{escape(_("The deal is over."))}</div>')
    elif not state.deal_over:
        turn = escape(naming.turn_line(seating, state.to_move))
        parts.append(f'<div class="casino-turn">{turn}</div>')

    if table:
        parts.append(table_svg(state.table, four_color=four_color, names=who, width=width))

    seat_blocks = []
    for s in [(first + k) % players for k in range(players)]:
        size = len(state.hand) if view and s == seat else (state.hand_sizes[s] if view else len(state.hands[s]))  # type: ignore[union-attr]
        title = escape(who[s])
        if s == seat and not own_hand and size:
            hand = f'<span class="casino-muted">{escape(_("your cards are below"))}</span>'
        elif s == seat and not own_hand:
            hand = _no_cards()  # the deal is over: nothing "below" (issue 23's trial)
        elif s == seat or show_all:
            cards = state.hand if view else state.hands[s]  # type: ignore[union-attr]
            hand = hand_html(cards, four_color=four_color, width=width) if cards else _no_cards()
        else:
            hand = (hand_html([None] * size, face_down=True, width=40, stacked=True) if size
                    else _no_cards())
        in_hand = ngettext("{n} card in hand", "{n} cards in hand", size)
        count = f'<div class="casino-muted">{escape(in_hand)}</div>' if size else ""
        cls = "casino-seat casino-to-move" if s == state.to_move and not state.deal_over else "casino-seat"
        seat_blocks.append(f'<div class="{cls}"><div class="casino-seat-name">{title}</div>{hand}{count}</div>')
    parts.append(f'<div class="casino-seats">{"".join(seat_blocks)}</div>')

    labels = []
    for side in [(first % sides + k) % sides for k in range(sides)]:
        cards_words = _cards(len(state.piles[side]))
        if rules.sweeps_enabled:
            # Translators: one side's captured pile, e.g. "You: 12 cards, 1 sweep".
            text = _("{side}: {cards}, {sweeps}", side=side_label[side], cards=cards_words,
                     sweeps=ngettext("{n} sweep", "{n} sweeps", state.sweeps[side]))
        else:
            # Translators: one side's captured pile, e.g. "You: 12 cards".
            text = _("{side}: {cards}", side=side_label[side], cards=cards_words)
        labels.append(f"<li>{escape(text)}</li>")
    left = state.stock_size if view else len(state.stock)  # type: ignore[union-attr]
    stock_words = ngettext("Stock: {n} card left to deal", "Stock: {n} cards left to deal", left)
    if not deal_facts:
        facts = ""
    elif not _is_dealt(state):  # a made-up position: no stock count a deal could not have (trial 6: "43 cards left")
        facts = _("Last capture: {name}.", name=who[state.last_capturer]) if state.last_capturer is not None else ""
    elif state.last_capturer is not None:
        # Translators: under the captured piles, e.g. "Stock: 24 cards left to deal; last capture: You."
        facts = _("{stock}; last capture: {name}.", stock=stock_words, name=who[state.last_capturer])
    else:
        facts = _("{stock}.", stock=stock_words)
    parts.append(
        f'{_part_label(_("Captured"))}<ul class="casino-list">{"".join(labels)}</ul>'
        + (f'<p class="casino-muted">{escape(facts)}</p>' if facts else "")
    )
    if state.deal_over and leftovers:
        parts.append(_leftovers_note(state, seating))
    return _wrap("".join(parts), "casino-state", label)


def _no_cards() -> str:
    return f'<span class="casino-muted">{escape(_("no cards"))}</span>'


def _is_dealt(state: StateLike) -> bool:
    """True for a state of a dealt game, False for a lesson position (``cl.position``): only a
    deal leaves exactly 48 - 4 x players x round cards in the stock (§3.6), and gives every seat
    that has not played yet this round as many cards as the player to move."""
    view = _is_view(state)
    players = state.players
    stock = state.stock_size if view else len(state.stock)  # type: ignore[union-attr]
    if stock != 48 - 4 * players * state.round:
        return False
    if state.deal_over:
        return True
    sizes = list(state.hand_sizes) if view else [len(h) for h in state.hands]  # type: ignore[union-attr]
    mover = state.to_move
    first = (state.dealer + 1) % players
    played = {(first + i) % players for i in range((mover - first) % players)}  # already played this round
    return all(sizes[s] == sizes[mover] - (1 if s in played else 0) for s in range(players))


def _state_header(state: StateLike, seating: naming.Seating, deal_facts: bool = True,
                  house_rules: bool = True) -> tuple[str, str]:
    """The header line of :func:`state_html` and the picture's label: the game, and for a dealt
    game the round and the dealer (unless ``deal_facts`` is False); a lesson position has no deal
    behind it, so no rounds."""
    rules = state.rules
    dealt = deal_facts and _is_dealt(state)
    head = [f"<span>{_variant_title(rules)}</span>"]
    label = _variant_title(rules)
    if dealt:
        rounds = 48 // (4 * state.players)
        round_words = _("Round {round} of {rounds}", round=state.round, rounds=rounds)
        head += ['<span class="casino-muted">·</span>', f"<span>{escape(round_words)}</span>",
                 '<span class="casino-muted">·</span>', f"<span>{escape(naming.deals_line(seating, state.dealer))}</span>"]
        # Translators: the picture's label, e.g. "Classic Casino, round 2 of 6".
        label = _("{game}, round {round} of {rounds}", game=label, round=state.round, rounds=rounds)
    if deal_facts and state.last_round:
        why = _('The dealer said "last": no cards are left to deal (§3)')
        head.append(f'<span class="casino-pill" title="{escape(why, {chr(34): "&quot;"})}">{escape(_("Last round"))}</span>')
    opts = _options_note(rules) if house_rules else ""
    if opts:
        head.append(opts)
    return f'<div class="casino-header">{"".join(head)}</div>', label


def position_html(state: StateLike, *, names: list[str] | None = None, four_color: bool = False, width: int = 64,
                  viewer: int | None = None) -> str:
    """Just the table and the hand of the player to move: all that matters in a lesson position
    (no other seats, piles or stock)."""
    hand = state.hand
    mine = hand_html(hand, four_color=four_color, width=width) if hand else _no_cards()
    who = _seating(state, names, state.to_move if viewer is None else viewer).names
    body = (f"{_part_label(_('Table'))}{table_svg(state.table, four_color=four_color, names=who, width=width)}"
            f"{_part_label(_('Your hand'))}{mine}")
    return _wrap(body, "casino-position", _("A lesson position: the table and your hand"))


#: Under a picture of a position or a move: its cards look like the live tables' (trials 22 and 30 clicked them).
PICTURE_NOTE = N_("This picture cannot be clicked.")


def picture_note() -> str:
    """The line above a picture that cannot be clicked (:data:`PICTURE_NOTE`), as HTML."""
    return f'<p class="casino-caption casino-muted">{escape(_(PICTURE_NOTE))}</p>'


def _leftovers_note(state: StateLike, seating: naming.Seating) -> str:
    text = leftovers_said(getattr(state, "leftovers", ()), getattr(state, "leftovers_to", None), seating,
                          sweeps=getattr(getattr(state, "rules", None), "sweeps_enabled", False))
    return f'<div class="casino-note">{escape(_(DEAL_OVER))} {escape(text)}</div>'


# --- one move ---------------------------------------------------------------------------------------


def move_html(
    before: "GameState",
    move: Move | str,
    *,
    names: list[str] | None = None,
    four_color: bool = False,
    width: int = 56,
    viewer: int | None = None,
    notation: bool = True,
) -> str:
    """A move as before/after pictures of the table with a one-line description.

    ``notation=False`` leaves out the move's code (``8H capture 8D``): the lessons show a
    learner only words they can read.

    The players are called by ``names`` if given, else from the learner's point of view
    (``viewer``, by default the player who makes the move, so "You captured ...").

    The table items the move takes or uses are ringed before; the trailed card or new build is
    ringed after. If the move ends the deal, the note says where the leftovers went. An illegal
    move shows the rules it breaks instead.
    """
    if isinstance(move, str):
        move = Move.parse(move)
    seating = _seating(before, names, before.to_move if viewer is None else viewer)
    who = seating.names
    mover = who[before.to_move]
    mover_is_you = seating.role(before.to_move) == naming.Role.YOU
    items: list[Card | str] = [*move.loose, *move.builds]
    played = (
        f'<figure style="text-align:center"><figcaption>{escape(_("Played"))}</figcaption>'
        f"{card_svg(move.card, four_color=four_color, width=width, marked=True)}</figure>"
    )
    table_before = (f"<figure><figcaption>{escape(_('Before'))}</figcaption>"
                    f"{table_svg(before.table, four_color=four_color, names=who, width=width, highlight=items)}</figure>")
    try:
        after = before.apply(move)
    except IllegalMoveError as e:
        if notation:
            if mover_is_you:
                # Translators: after a move's code in bold, e.g. "8H capture 8D: You may not play this."
                words = _("You may not play this.")
            else:
                # Translators: after a move's code in bold, e.g. "8H capture 8D: Opponent may not play this."
                words = _("{name} may not play this.", name=mover)
            line = f'<p><b><code>{escape(str(move))}</code></b>: {escape(words)}</p>'
        else:
            said = describe_move(before, move, tense="suggestion")
            if mover_is_you:
                # Translators: {move} is a move in words, e.g. "capture 8♦ with 8♥".
                words = _("You may not {move}.", move=said)
            else:
                # Translators: {name} is a player ("Opponent"); {move} a move in words, e.g. "capture 8♦ with 8♥".
                words = _("{name} may not {move}.", name=mover, move=said)
            line = f'<p>{escape(words)}</p>'
        pics = f'<div style="display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start">{table_before}{played}</div>'
        return _wrap(line + pics + _violations_list(e.violations), "casino-move", _("Illegal move {move}", move=str(move)))
    text = describe_move(before, move, seating=seating, new_name=True)
    line = f'<p><b><code>{escape(str(move))}</code></b> — {escape(text)}</p>' if notation else f"<p>{escape(text)}</p>"
    notes = []
    if after.last_sweep and before.rules.sweeps_enabled:
        if mover_is_you:
            notes.append(escape(_("Sweep! You emptied the table with a capture (§10).")))
        else:
            notes.append(escape(_("Sweep! {name} emptied the table with a capture (§10).", name=mover)))
    elif move.kind == CAPTURE and after.last_sweep:
        notes.append(escape(_("The table is now empty.")))
    if after.deal_over:
        table_after, _unused_plan, _unused_next = play_on_table(before.rules, before.table, before.to_move, move,
                                          before.legal_moves.plan(move), before.next_build)
        caption = _("After (then the deal ends)")
        # Where the leftovers went, in the words every end of a deal uses (texts.leftovers).
        notes.append(escape(f"{_(LAST_CARD)} " + leftovers_said(after.leftovers, after.leftovers_to, seating,
                                                                sweeps=before.rules.sweeps_enabled)))
    else:
        table_after = after.table
        caption = _("After")
    if move.kind == TRAIL:
        marks: list[Card | str] = [move.card]
    elif move.kind == BUILD:
        marks = [f"B{before.next_build}"]
    else:
        marks = []
    table_after_pic = (f"<figure><figcaption>{escape(caption)}</figcaption>"
                       f"{table_svg(table_after, four_color=four_color, names=who, width=width, highlight=marks)}</figure>")
    pics = (f'<div style="display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start">'
            f"{table_before}{played}{table_after_pic}</div>")
    note_html = "".join(f'<div class="casino-note">{n}</div>' for n in notes)
    return _wrap(line + pics + note_html, "casino-move", text)


# --- rules broken, legal moves ----------------------------------------------------------------------


def _violations_list(violations: Sequence[Violation], builds: bool = True, cited: Collection[str] | None = None,
                     later: Mapping[str, str] | None = None) -> str:
    if not violations:
        return f'<div class="casino-note casino-ok">{escape(_("No rule is broken: this move is legal."))}</div>'
    items = []
    for v in said(violations):
        if cited is not None and v.rule.startswith("R") and v.rule not in cited:
            # A rule the lesson has not taught yet: its reason without its number, and where it comes (issue 23, #3).
            where = (later or {}).get(v.rule, "")
            items.append(f'<li>{escape(without_numbers(v.message, cited))}'
                         + (f'<br/><small class="casino-muted">{escape(where)}</small>' if where else "") + "</li>")
            continue
        # the rule's statement, from its entry (texts.rulebook); without builds before they are taught
        title = v.statement(builds=builds) if v.rule.startswith("R") else ""
        items.append(
            f'<li><span class="casino-rule">{escape(v.rule)}</span>{escape(without_numbers(v.message, cited))}'
            # the rule's name, not its number a third time (trial 11 read "R5 … (R5). R5: …")
            + (f'<br/><small class="casino-muted">{escape(rule_name(v.rule))}: {escape(after_colon(title))}</small>'
               if title else "")
            + "</li>"
        )
    return f'<div class="casino-note casino-bad"><ul class="casino-list" style="padding-left:1.1em">{"".join(items)}</ul></div>'


def violations_html(violations: Iterable[Violation], builds: bool = True, cited: Collection[str] | None = None,
                    later: Mapping[str, str] | None = None) -> str:
    """The rules a move breaks: the rule number in bold, the message about these cards, and the
    rule's general statement in smaller text (``builds=False``: as said before building is taught,
    lessons 00-02). An empty list says the move is legal.

    ``cited`` are the rule numbers the lesson has taught (None: all): a rule not among them is given
    its reason without its number, and ``later[rule]`` says where it is taught."""
    violations = list(violations)
    numbers = [v.rule for v in violations if cited is None or not v.rule.startswith("R") or v.rule in cited]
    if not violations:
        label = _("No rule is broken")
    elif numbers:
        # Translators: {rules} are rule numbers, e.g. "R2, R9".
        label = _("Rules broken: {rules}", rules=", ".join(numbers))
    else:
        label = _("Why this move is not allowed")
    return _wrap(_violations_list(violations, builds, cited, later), "casino-violations", label)


#: Headings of the legal-move list, one per kind of move (:data:`casino_learn.play.selection.KINDS`).
LEGAL_MOVE_HEADINGS = {
    "capture": N_("Captures"), "build": N_("New builds"), "raise": N_("Raising a build"),
    "add": N_("Adding to a build"), "trail": N_("Trails"),
}
#: Said under a paced list when the moves left out are building moves the lesson has not taught yet.
LEGAL_MOVES_LATER = N_("Other kinds of move are possible too; you will meet them in a later lesson.")
#: The kinds of move a lesson may leave out of a list that are taught before building (lessons 00-02).
_TAUGHT_FIRST = {"capture", "trail"}


def _left_out(hidden: dict[str, int]) -> str:
    """What a paced list leaves out: building moves not taught yet ("later lesson"), or, when it
    leaves out captures or trails (lesson 03 lists only new builds), those kinds by name."""
    if not _TAUGHT_FIRST & set(hidden):
        return _(LEGAL_MOVES_LATER)
    n = sum(hidden.values())
    kinds = ", ".join(_(LEGAL_MOVE_HEADINGS[k]).lower() for k in LEGAL_MOVE_HEADINGS if k in hidden)
    return ngettext("Not listed here: {n} more legal move ({kinds}).", "Not listed here: {n} more legal moves ({kinds}).",
                    n, kinds=kinds)


def legal_moves_html(
    state: StateLike, names: list[str] | None = None, viewer: int | None = None, kinds: Sequence[str] | None = None,
) -> str:
    """The legal moves of the player to move (the mover is "You" unless ``names`` or ``viewer``
    say otherwise).

    Without ``kinds``: one table of every move, its notation and its words. With ``kinds`` (some
    of "capture", "build", "raise", "add", "trail": what a lesson has taught so far), only moves
    of those kinds, grouped by kind and in words only; each keeps its notation as ``data-move``
    for scripts and tests, never on screen."""
    from ..play.selection import KINDS, kind_of

    moves = list(state.legal_moves)
    seating = _seating(state, names, state.to_move if viewer is None else viewer)
    if not moves:
        if state.deal_over:
            text = _("No legal moves: the deal is over.")
        else:
            text = _("No legal moves: it is not this player's turn.")
        return _wrap(f'<p class="casino-muted">{escape(text)}</p>', "casino-legal")
    if kinds is None:
        rows = []
        for i, m in enumerate(moves, 1):
            rows.append(f'<tr><td class="casino-num">{i}</td><td><code>{escape(str(m))}</code></td>'
                        f"<td>{escape(describe_move(state, m, seating=seating))}</td></tr>")  # type: ignore[arg-type]
        body = (f'<h4>{escape(_legal_moves(len(moves)))}</h4><table class="casino-grid">'
                f'<thead><tr><th class="casino-num">#</th><th>{escape(_("Move"))}</th><th>{escape(_("In words"))}</th></tr></thead>'
                f'<tbody>{"".join(rows)}</tbody></table>')
        return _wrap(body, "casino-legal", _legal_moves(len(moves)))
    unknown = set(kinds) - set(KINDS)
    if unknown:
        raise ValueError(f"unknown kinds of move {sorted(unknown)}: choose from {', '.join(KINDS)}")
    groups: dict[str, list[str]] = {k: [] for k in KINDS if k in kinds}
    hidden: dict[str, int] = {}
    for m in moves:
        kind = kind_of(state, m)  # type: ignore[arg-type]
        if kind not in groups:
            hidden[kind] = hidden.get(kind, 0) + 1
            continue
        words = list_item(describe_move(state, m, tense="suggestion"))  # type: ignore[arg-type]
        groups[kind].append(f'<li data-move="{escape(str(m))}">{escape(words)}</li>')
    shown = sum(len(items) for items in groups.values())
    if hidden and _TAUGHT_FIRST & set(hidden):
        heading = ngettext("{n} legal move shown", "{n} legal moves shown", shown)
    elif hidden:
        # Trial 39 read "23 legal moves you know so far" in lesson 00 as if it were meant to know them all.
        heading = ngettext("{n} legal move of the kinds met so far", "{n} legal moves of the kinds met so far", shown)
    else:
        heading = _legal_moves(shown)
    parts = [f"<h4>{escape(heading)}</h4>"]
    for kind, items in groups.items():
        if items:
            parts.append(f'<h5>{escape(_(LEGAL_MOVE_HEADINGS[kind]))} ({len(items)})</h5><ul class="casino-legal-{kind}">{"".join(items)}</ul>')
    if hidden:
        parts.append(f'<p class="casino-muted">{escape(_left_out(hidden))}</p>')
    return _wrap("".join(parts), "casino-legal", _legal_moves(shown))


# --- the score sheet ----------------------------------------------------------------------------------


def _lock_intro(target: int) -> str:
    return _(
        "Royal counts the items one at a time, in this order. A side on {three} can score only with "
        "most cards, on {two} only with Big Casino, on {one} only with Little Casino, and that "
        "item takes it to exactly {target}: it goes out. Anything else it wins is lost, and a side on "
        "{three} or more never scores sweeps (§12.2).", three=target - 3, two=target - 2, one=target - 1, target=target,
    )


def score_sheet_html(
    score: DealScore, *, names: list[str] | None = None, viewer: int | None = 0, players: int | None = None,
    one_deal: bool = False, result: bool = True,
) -> str:
    """The score sheet of a deal: who won each item and its points, cards and spades per side,
    sweeps, the ordered count with the locks explained (Royal), the totals and the result.

    Every score is labelled by name, in side order: ``names`` (of the sides, or of the four seats
    of a partnership game), else "You" for the learner's side (``viewer`` is the learner's seat)
    and "Opponent" / "Opponents" for the others. ``players`` is needed only to tell a
    four-player partnership game from two players when no names are given. ``one_deal``: the deal
    was a game of its own (lesson 04's first game), so the sheet does not end "play another deal". ``result=False``: no
    result line (lesson 05's worked deal, before "Playing to 21" is taught; trial 34 read "No winner yet: play another
    deal." a section early)."""
    rules = score.rules
    sides = score.sides
    seating = _sides_seating(names, sides, viewer, players)
    players = seating.players
    label = seating.side_names
    who_heading = escape(_("Team") if players == 4 and sides == 2 else _("Player"))
    locks = rules.near_target_locks or rules.is_royal  # an ordered count to show (§12.1)
    target = rules.target_score
    log = list(score.count_log)

    sheet_title = _("Score sheet: {game}", game=_variant_title(rules))
    title = escape(sheet_title)
    if score.overtime:
        title += f' <span class="casino-pill">{escape(_("overtime deal"))}</span>'
    parts = [f"<h3>{title}</h3>"]

    # Items.
    head = (f'<tr><th>{escape(_("Item"))}</th><th>{escape(_("Won by"))}</th>'
            f'<th class="casino-num">{escape(_("Points"))}</th>')
    head += f'<th class="casino-num">{escape(_("Scored"))}</th></tr>' if locks else "</tr>"
    rows = []
    for i, award in enumerate(score.awards):
        won = escape(label[award.side]) if award.side is not None else f'<span class="casino-muted">{escape(_("tied"))}</span>'
        row = f"<tr><td>{escape(_(ITEM_NAMES[award.item]))}</td><td>{won}</td><td class=\"casino-num\">{award.points}</td>"
        if locks:
            entry = log[i] if i < len(log) and log[i].item == award.item else None
            if award.side is None:
                scored = "–"
            elif entry is None:
                scored = f'<span class="casino-muted">{escape(_("not counted"))}</span>'
            elif entry.note == "locked":
                scored = f'0 <span class="casino-locked">{escape(_("(locked)"))}</span>'
            elif entry.note == "already out":
                scored = f'0 <span class="casino-muted">{escape(_("(already out)"))}</span>'
            elif entry.note == "goes out":
                scored = f'{entry.points_scored} <span class="casino-out">{escape(_("(goes out)"))}</span>'
            else:
                scored = str(entry.points_scored)
            row += f'<td class="casino-num">{scored}</td>'
        rows.append(row + "</tr>")
    if rules.sweeps_enabled:
        winners = [f"{escape(label[s])}: {n}" for s, n in enumerate(score.net_sweeps) if n]
        nobody = _("none (after cancelling)") if rules.sweeps_cancel else pgettext("no sweeps", "none")
        won = ", ".join(winners) if winners else f'<span class="casino-muted">{escape(nobody)}</span>'
        sweeps_item = _("Sweeps (net)") if rules.sweeps_cancel else _("Sweeps")
        row = (f'<tr><td>{escape(sweeps_item)}</td><td>{won}</td>'
               f'<td class="casino-num">{sum(score.net_sweeps)}</td>')
        if locks:
            sweep_points = sum(e.points_scored for e in log if e.item == "sweep")
            row += f'<td class="casino-num">{sweep_points}</td>'
        rows.append(row + "</tr>")
    parts.append(f'<table class="casino-grid"><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table>')
    if not rules.sweeps_enabled and not one_deal:
        # Lesson 04's first game comes before sweeps are taught (lesson 05): no word of them there.
        parts.append(f'<p class="casino-muted">{escape(_("Sweeps do not score in these rules (§10)."))}</p>')

    # Counts per side.
    head = (f'<tr><th>{who_heading}</th><th class="casino-num">{escape(_("Cards"))}</th>'
            f'<th class="casino-num">{escape(_("Spades"))}</th>')
    if rules.sweeps_enabled:
        head += f'<th class="casino-num">{escape(_("Sweeps"))}</th>' + (
            f'<th class="casino-num">{escape(_("Net sweeps"))}</th>' if rules.sweeps_cancel else "")
    rows = []
    for s in range(sides):
        cards, spades = score.counts[s]
        row = f'<tr><td>{escape(label[s])}</td><td class="casino-num">{cards}</td><td class="casino-num">{spades}</td>'
        if rules.sweeps_enabled:
            row += f'<td class="casino-num">{score.raw_sweeps[s]}</td>'
            if rules.sweeps_cancel:
                row += f'<td class="casino-num">{score.net_sweeps[s]}</td>'
        rows.append(row + "</tr>")
    parts.append(f'<h4>{escape(_("Cards and spades"))}</h4><table class="casino-grid"><thead>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    if rules.sweeps_enabled and rules.sweeps_cancel and any(score.raw_sweeps):
        text = (_("Sweeps cancel one for one: only the side with strictly the most scores, the difference (§10).") if sides == 2
                else _("Sweeps cancel one for one: only the side with strictly the most scores, its count minus the next highest "
                       "count (§10)."))
        parts.append(f'<p class="casino-muted">{escape(text)}</p>')

    # The ordered count (Royal).
    if locks:
        if score.overtime:
            intro = _("Overtime: the items are simply added, with no locks, and sweeps score (§12.3).")
        elif rules.near_target_locks:
            intro = _lock_intro(target)
        else:
            intro = _("Without the {three}/{two}/{one} locks the items are simply added in order; "
                      "a side that reaches {target} goes out and scores nothing more in this count (§12.3, A32).",
                      three=target - 3, two=target - 2, one=target - 1, target=target)
        lines = []
        for e in log:
            cls = ' class="casino-locked"' if e.note == "locked" else ' class="casino-out"' if e.note == "goes out" else ""
            lines.append(f"<li{cls}>{escape(count_line(e, target, seating))}</li>")
        start = ", ".join(f"{escape(label[s])} {score.scores_before[s]}" for s in range(sides))
        parts.append(
            f'<h4>{escape(_("The count, item by item"))}</h4><p class="casino-muted">{escape(intro)}</p>'
            f"<p>{_('Starting from: {scores}.', scores=start)}</p>"
            f'<ol class="casino-list">{"".join(lines)}</ol>'
        )

    # Totals.
    rows = [
        f'<tr><td>{escape(label[s])}</td><td class="casino-num">{score.scores_before[s]}</td>'
        f'<td class="casino-num">+{score.deal_points[s]}</td><td class="casino-num"><b>{score.scores_after[s]}</b></td></tr>'
        for s in range(sides)
    ]
    parts.append(
        f'<h4>{escape(_("Totals"))}</h4><table class="casino-grid"><thead><tr><th>{who_heading}</th>'
        f'<th class="casino-num">{escape(_("Before"))}</th>'
        f'<th class="casino-num">{escape(_("This deal"))}</th><th class="casino-num">{escape(_("After"))}</th></tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table>'
    )
    if result:
        parts.append(_result_html(score, seating, one_deal))
    return _wrap("".join(parts), "casino-score", sheet_title)


def _result_html(score: DealScore, seating: naming.Seating, one_deal: bool = False) -> str:
    result = score.result
    if one_deal and result.status != "winner":
        if score.rules.is_royal:  # Royal's end is the count-out, taught in lesson 6 (review 32: "lesson 5" is Classic's)
            text = _("This game was one deal. A whole game goes on deal after deal until a side reaches {target} in the "
                     "count-out (lesson 6).", target=score.rules.target_score)
        else:
            text = _("This game was one deal. A whole game adds up deal after deal until one side has the highest total, "
                     "{target} or more (lesson 5).", target=score.rules.target_score)
        return f'<div class="casino-note casino-result">{escape(text)}</div>'

    why = result.reason[:1].upper() + result.reason[1:].rstrip(".") + "." if result.reason else ""
    reason = f' <span class="casino-muted" style="font-weight:400">{escape(why)}</span>' if why else ""
    if result.status == "winner" and result.winner is not None:
        text, cls = f"{escape(naming.wins_line(seating, result.winner))}{reason}", "casino-ok"
    elif result.status == "overtime":
        text = escape(_("Overtime! The next deal is scored by plain addition with no locks; "
                        "then the strictly highest total wins (§12.3).")) + reason
        cls = ""
    else:
        text, cls = escape(_("No winner yet: play another deal.")) + reason, ""
    return f'<div class="casino-note casino-result {cls}">{text}</div>'
