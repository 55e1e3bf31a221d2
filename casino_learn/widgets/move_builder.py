"""The move builder: click a hand card and table items, choose Capture / Build / Trail, play.

A thin controller over :class:`~casino_learn.game.Game`: every decision about legality comes
from the rules core (``Game.play`` and ``check``); this module only keeps the selection and
shows the results. Everything a click does has a Python method too (``select``, ``choose``,
``declare``, ``play``, ``undo``), so the widget is tested without a browser.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Callable, Sequence

import ipywidgets as widgets

from .. import names as naming
from .. import render
from ..cards import Card, parse_card
from ..errors import CardParseError, IllegalMoveError
from ..game import Game
from ..moves import Move
from ..restrictions import Violation
from ..selection import MoveSelection
from ..state import GameState
from .common import ItemButton, card_item, feedback_html, message_html

__all__ = ["MoveBuilder", "PlayResult"]

_BUILD_ID = re.compile(r"^[Bb]\d+$")
_ACTIONS = [("Capture", "capture"), ("Build", "build"), ("Trail", "trail")]


@dataclass
class PlayResult:
    """What happened when "Play" was pressed."""

    ok: bool
    move: Move | None
    message: str
    violations: list[Violation] = field(default_factory=list)

    @property
    def rules(self) -> list[str]:
        return [v.rule for v in self.violations]


class MoveBuilder:
    """Build a move by clicking, as a learner would, or through the same steps in Python::

        builder = MoveBuilder(game)
        builder.select("8H"); builder.select("8D"); builder.choose("capture"); builder.play()

    ``game`` may be a :class:`Game` or a single :class:`GameState` (a lesson position).
    ``seat`` is the learner's seat (default: whoever is to move). ``names`` name the seats;
    by default the learner is "You" and the others "Opponent", "Partner", "Opponent 1/2"
    (:mod:`casino_learn.names`). ``on_played(move, text)`` is called after each legal move.
    """

    def __init__(
        self,
        game: Game | GameState,
        *,
        seat: int | None = None,
        names: Sequence[str] | None = None,
        four_color: bool = False,
        show_all: bool = False,
        on_played: Callable[[Move, str], None] | None = None,
        allow_undo: bool = True,
        on_undo: Callable[[], object] | None = None,
    ) -> None:
        self.game = game if isinstance(game, Game) else Game.from_state(game, list(names) if names else None)
        self.seat = self.game.state.to_move if seat is None else seat
        if names:
            self.game.names = list(names)
        elif self.game.names == self._default_names(0):  # the game's default names see seat 0 as "You"
            self.game.names = self._default_names(self.seat)
        self.four_color = four_color
        self.show_all = show_all
        self.on_played = on_played
        self.selected_card: Card | None = None
        self.selected_items: list[Card | str] = []
        self.last_result: PlayResult | None = None
        self._items: dict[Card | str, ItemButton] = {}
        self._hand: dict[Card, ItemButton] = {}

        self.status = widgets.HTML()
        self.table_items = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.hand_items = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.action_buttons = widgets.ToggleButtons(
            options=_ACTIONS, value=None, description="Action:", tooltips=["Take cards with your card", "Make a pile to take later", "Leave your card on the table"]
        )
        self.value_picker = widgets.Dropdown(options=[], description="Value:", layout=widgets.Layout(width="160px", display="none"))
        self.value_hint = widgets.HTML()
        self.play_button = widgets.Button(description="Play", button_style="success", icon="check", tooltip="Play the move you have chosen")
        self.clear_button = widgets.Button(description="Clear", icon="eraser", tooltip="Unselect everything")
        self.undo_button = widgets.Button(description="Undo", icon="undo", tooltip="Take back the last move")
        self.moves_button = widgets.Button(description="Show me all legal moves", icon="list", layout=widgets.Layout(width="auto"))
        self.feedback = widgets.HTML()
        self.moves_list = widgets.HTML()
        self.undo_button.layout.display = None if allow_undo else "none"

        self.action_buttons.observe(self._on_action, names="value")
        self.value_picker.observe(lambda _change: None, names="value")
        self.play_button.on_click(lambda _b: self.play())
        self.clear_button.on_click(lambda _b: self.clear())
        self.undo_button.on_click(lambda _b: (on_undo or self.undo)())
        self.moves_button.on_click(lambda _b: self.show_legal_moves())

        self.view = widgets.VBox(
            [
                self.status,
                widgets.HTML("<b>Table</b> — click the cards or builds your card will use:"),
                self.table_items,
                widgets.HTML("<b>Your hand</b> — click the card to play:"),
                self.hand_items,
                widgets.HBox([self.action_buttons]),
                widgets.HBox([self.value_picker, self.value_hint]),
                widgets.HBox([self.play_button, self.clear_button, self.undo_button, self.moves_button]),
                self.feedback,
                self.moves_list,
            ],

        )
        self.refresh()

    def _default_names(self, viewer: int) -> list[str]:
        return naming.seat_names(self.game.players, viewer, partnerships=self.game.rules.four_player_partnerships)

    def _seat_names(self) -> list[str]:
        """The name of every seat, for labels (the game's names, completed if too short)."""
        return naming.seat_names(self.game.players, self.seat, self.game.names,
                                 partnerships=self.game.rules.four_player_partnerships)

    # --- display --------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def my_turn(self) -> bool:
        return not self.state.deal_over and self.state.to_move == self.seat

    def refresh(self) -> None:
        """Redraw everything from the game (after a move, an undo, or a new deal)."""
        state = self.state
        names = self._seat_names()
        who = names[state.to_move] if not state.deal_over else ""
        if state.deal_over:
            turn = "The deal is over."
        elif self.my_turn:
            turn = "Your turn." if names[self.seat] == naming.YOU else f"Your turn ({html.escape(names[self.seat])})."
        elif not state.hands[state.to_move]:  # a lesson position: nobody else has cards here
            turn = "Your move is played. Press <b>Undo</b> to try another one."
        else:
            turn = f"Waiting for {html.escape(who)} to play."
        self.status.value = message_html(turn)
        self._build_item_buttons()
        for control in (self.action_buttons, self.value_picker, self.play_button, self.clear_button, self.moves_button):
            control.disabled = not self.my_turn
        self.undo_button.disabled = not self.game.history or state.deal_over
        self._update_value_picker()

    def _build_item_buttons(self) -> None:
        """Make one picture-and-button per table item and hand card (after the state changed)."""
        state = self.state
        self._items = {}
        for card in state.table.loose:
            self._items[card] = card_item(card, self._toggle_item, selected=card in self.selected_items,
                                          disabled=not self.my_turn, four_color=self.four_color)
        names = self._seat_names()
        for b in state.table.builds:
            owner = names[b.owner]
            picture = render.table_svg(type(state.table)((), (b,)), four_color=self.four_color, names=names, width=40)
            self._items[b.id] = ItemButton(
                b.id, f"{b.id}: {b.value}", f"{b.id}: {b.shape} build of {b.value}, owner {owner}",
                _same_picture(picture),
                self._toggle_item, selected=b.id in self.selected_items, disabled=not self.my_turn,
            )
        self.table_items.children = [i.box for i in self._items.values()] or [widgets.HTML("<i>The table is empty.</i>")]
        hand = state.hands[self.seat]
        self._hand = {
            c: card_item(c, self._toggle_hand_card, selected=c is self.selected_card, disabled=not self.my_turn, four_color=self.four_color)
            for c in hand
        }
        self.hand_items.children = [i.box for i in self._hand.values()] or [widgets.HTML("<i>No cards in hand.</i>")]

    def _show_selection(self) -> None:
        for item, button in self._items.items():
            button.set_selected(item in self.selected_items)
        for card, button in self._hand.items():
            button.set_selected(card is self.selected_card)

    # --- selection --------------------------------------------------------------------------------
    def _toggle_hand_card(self, card: Card | str, on: bool) -> None:
        assert isinstance(card, Card)
        self.selected_card = card if on else (None if self.selected_card is card else self.selected_card)
        self._after_selection()

    def _toggle_item(self, item: Card | str, on: bool) -> None:
        if on and item not in self.selected_items:
            self.selected_items.append(item)
        elif not on and item in self.selected_items:
            self.selected_items.remove(item)
        self._after_selection()

    def _after_selection(self) -> None:
        self._show_selection()
        self._update_value_picker()

    def _on_action(self, _change: dict) -> None:
        self._update_value_picker()

    def selection(self) -> MoveSelection:
        """The learner's selection as a pure model (legal actions and build values, reasons)."""
        return MoveSelection(self.state, self.selected_card, frozenset(self.selected_items), self.action_buttons.value)

    def _update_value_picker(self) -> None:
        """Offer only the legal values for exactly the selected cards (RULES.md §6.4): none is
        chosen for the learner when there are several; with none legal, say why."""
        building = self.action_buttons.value == "build" and self.selected_card is not None
        self.value_hint.value = ""
        if not building:
            self.value_picker.layout.display = "none"
            return
        selection = self.selection()
        legal = list(selection.values)
        current = self.value_picker.value
        if not legal:
            self.value_picker.layout.display = "none"
            self.value_picker.options = []
            if self.selected_items:
                self.value_hint.value = message_html(html.escape(selection.why_not("build")))
            return
        self.value_picker.layout.display = None
        if len(legal) == 1:
            self.value_picker.options = [(str(legal[0]), legal[0])]
            self.value_picker.value = legal[0]
            return
        self.value_picker.options = [("— choose —", None)] + [(str(v), v) for v in legal]
        self.value_picker.value = current if current in legal else None
        choices = " or ".join(str(v) for v in legal)
        self.value_hint.value = message_html(f"These cards can make {choices}: choose the value you announce.")

    def select(self, token: str | Card) -> "MoveBuilder":
        """Click a card or build by name: a hand card (``"8H"``), a table card or a build (``"B1"``).
        Clicking a selected item again unselects it."""
        if isinstance(token, str) and _BUILD_ID.match(token.strip()):
            build_id = token.strip().upper()
            if self.state.table.get_build(build_id) is None:
                return self._refuse(f"There is no build {build_id} on the table.")
            self._toggle_item(build_id, build_id not in self.selected_items)
            return self
        try:
            card = parse_card(token)
        except CardParseError as e:
            return self._refuse(str(e))
        if card in self.state.hands[self.seat]:
            self._toggle_hand_card(card, card is not self.selected_card)
        elif card in self.state.table.loose:
            self._toggle_item(card, card not in self.selected_items)
        else:
            where = "inside a build (take the whole build instead)" if card in self.state.table.cards else "not in your hand or on the table"
            return self._refuse(f"{card.symbol} is {where}.")
        return self

    def choose(self, action: str) -> "MoveBuilder":
        """Press Capture, Build or Trail."""
        key = action.strip().lower()
        if key not in dict((v, v) for _, v in _ACTIONS):
            return self._refuse(f"Choose 'capture', 'build' or 'trail', not {action!r}.")
        self.action_buttons.value = key
        return self

    def declare(self, value: int) -> "MoveBuilder":
        """Pick the value to announce for a build."""
        self._update_value_picker()
        options = [v for _, v in self.value_picker.options]
        if value not in options:
            self.value_picker.options = list(self.value_picker.options) + [(str(value), value)]
        self.value_picker.value = value
        return self

    def clear(self) -> None:
        self.selected_card = None
        self.selected_items = []
        self.action_buttons.value = None
        self.feedback.value = ""
        self.refresh()

    def _refuse(self, text: str) -> "MoveBuilder":
        self.feedback.value = feedback_html(False, text)
        raise ValueError(text)

    # --- actions ---------------------------------------------------------------------------------------
    def current_move(self) -> Move | None:
        """The move the selection describes, or ``None`` with the reason in the feedback."""
        card = self.selected_card
        action = self.action_buttons.value
        if not self.my_turn:
            self.feedback.value = feedback_html(False, "It is not your turn.")
            return None
        if card is None:
            self.feedback.value = feedback_html(False, "First click the card from your hand that you want to play.")
            return None
        if action is None:
            self.feedback.value = feedback_html(False, "Choose what to do with it: Capture, Build or Trail.")
            return None
        if action == "trail":
            return Move.trail(card)
        if not self.selected_items:
            if action == "capture":
                text = "Click the table cards or builds you want to take."
            else:
                text = "Click the table cards or builds to build with (R6: a build needs a card from the table)."
            self.feedback.value = feedback_html(False, text)
            return None
        if action == "capture":
            return Move.capture(card, self.selected_items)
        value = self.value_picker.value
        if value is None and not self.selection().values:
            return self.selection().attempted()  # no legal build with these cards: refused with its rule
        if value is None:
            self.feedback.value = feedback_html(False, "Choose the value you announce for the build.")
            return None
        return Move.build(card, int(value), self.selected_items)

    def play(self) -> PlayResult:
        """Press Play: a legal move is played and described; an illegal one is refused with every
        broken rule, and the selection is kept so it can be fixed."""
        move = self.current_move()
        if move is None:
            self.last_result = PlayResult(False, None, _strip_tags(self.feedback.value))
            return self.last_result
        try:
            text = self.game.play(move)
        except IllegalMoveError as err:
            self.feedback.value = feedback_html(False, f"Not allowed: {html.escape(str(move))}") + render.violations_html(list(err.violations))
            self.last_result = PlayResult(False, move, str(err).split("\n")[0], list(err.violations))
            return self.last_result
        self.selected_card = None
        self.selected_items = []
        self.action_buttons.value = None
        self.moves_list.value = ""
        self.feedback.value = feedback_html(True, html.escape(text))
        self.last_result = PlayResult(True, move, text)
        self.refresh()
        if self.on_played is not None:
            self.on_played(move, text)
        return self.last_result

    def play_move(self, move: Move | str) -> PlayResult:
        """Make ``move`` through the same clicks a learner would use."""
        move = Move.parse(move) if isinstance(move, str) else move
        self.clear()
        self.select(move.card)
        for item in list(move.loose) + sorted(move.builds):
            self.select(item)
        self.choose(move.kind)
        if move.kind == "build":
            assert move.value is not None
            self.declare(move.value)
        return self.play()

    def undo(self) -> Move | None:
        """Take back the last move of this deal."""
        try:
            move = self.game.undo()
        except ValueError as e:
            self.feedback.value = feedback_html(False, html.escape(str(e)))
            return None
        self.feedback.value = message_html(f"Took back {html.escape(str(move))}.")
        self.selected_card = None
        self.selected_items = []
        self.refresh()
        return move

    def show_legal_moves(self) -> str:
        """List every legal move in words and notation."""
        self.moves_list.value = render.legal_moves_html(self.state, names=self._seat_names())
        return self.moves_list.value


def _same_picture(svg: str) -> Callable[[bool], str]:
    """A build's picture does not change with selection (the button shows it)."""
    return lambda _selected: svg


def _strip_tags(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()
