"""The move builder: click the card pictures (hand card and table items), choose Capture / Build / Trail, play.

A thin controller over :class:`~casino_learn.rules.game.Game`: every decision about legality comes
from the rules core (``Game.play`` and ``check``); this module only keeps the selection and
shows the results. Everything a click does has a Python method too (``select``, ``choose``,
``declare``, ``play``, ``undo``), so the widget is tested without a browser.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Callable, Collection, Mapping, Sequence

import ipywidgets as widgets

from ..display import render
from ..i18n import N_, _
from ..play.selection import ACTIONS, KINDS, MoveSelection, kind_of
from ..rules.cards import Card, parse_card
from ..rules.errors import CardParseError, IllegalMoveError
from ..rules.game import Game
from ..rules.moves import Move
from ..rules.restrictions import Violation
from ..rules.state import GameState
from ..texts import names as naming
from ..texts.describe import describe_move
from ..texts.grammar import after_colon
from ..texts.violations import without_numbers
from .card_table import KEY_HELP, KEY_HELP_NO_BUILD, CardTable
from .common import feedback_html, message_html
from .feedback import Feedback

__all__ = ["MoveBuilder", "PlayResult"]

_BUILD_ID = re.compile(r"^[Bb]\d+$")


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


#: Words on the card table (module-level, for a translator; worded when shown).
TABLE_HEADING = N_("Table — click the cards or builds your card will use:")
#: Before builds are taught (lessons 00-02: fresh45 read "cards or builds" in lesson 00).
TABLE_HEADING_NO_BUILD = N_("Table — click the cards your card will use:")
HAND_HEADING = N_("Your hand — click the card to play:")
NOT_YOUR_TURN = N_("It is not your turn.")
# Translators: <b>…</b> is bold; keep the tags round the Undo button's name.
MOVE_PLAYED = N_("Your move is played. Press <b>Undo</b> to try another one.")
CHOOSE_VALUE = N_("Choose the value you announce for the build.")
#: Why Build is greyed before lesson 3 (the lesson's ``taught`` kinds have no build, issue 23, item 4).
BUILD_LATER = N_("Building comes in lesson 3; here you capture or trail.")
#: What to do when the action pressed is not possible with the cards chosen and no other action is either.
OTHER_CARDS = N_("Change the cards you picked: click a card again to unselect it, or click others.")
#: Why a build on the table cannot be built on before adding and raising are taught (lesson 3, Stages 1-7; trial 19
#: read "to add to B1" in Stage 4, four stages before adding).
BUILD_ON_BUILD_LATER = N_("A new build uses loose table cards only: building on a build that is already on the table "
                          "comes in a later stage.")
#: The kinds of move the Build button makes.
BUILD_KINDS = ("build", "raise", "add")
ACTION_WORDS = {"capture": N_("Capture"), "build": N_("Build"), "trail": N_("Trail")}


def _action_word(action: str) -> str:
    return _(ACTION_WORDS[action]) if action in ACTION_WORDS else action


class MoveBuilder:
    """Build a move by clicking card pictures, as a learner would, or through the same steps in Python::

        builder = MoveBuilder(game)
        builder.select("8H"); builder.select("8D"); builder.choose("capture"); builder.play()

    ``game`` may be a :class:`Game` or a single :class:`GameState` (a lesson position).
    ``seat`` is the learner's seat (default: whoever is to move). ``names`` name the seats;
    by default the learner is "You" and the others "Opponent", "Partner", "Opponent 1/2"
    (:mod:`casino_learn.texts.names`). ``on_played(move, text)`` is called after each legal move,
    ``on_refused(result)`` after each illegal one (and Play pressed on chosen cards that make no move),
    ``on_selection()`` when the cards chosen change.
    ``on_move_made(move, text)`` is called as soon as a legal move is played, before anything on the
    page shows it: whatever it saves is saved before the learner can see the move (a crash just after the move loses nothing the learner saw).
    ``taught`` says which kinds of move the lesson has taught so far (some of
    :data:`casino_learn.play.selection.KINDS`: "capture", "build", "raise", "add", "trail"); the
    list of legal moves shows only those (default: all), and with none of the building kinds the
    Build action is greyed, saying that building comes in lesson 3.

    The table is one component, :class:`~casino_learn.widgets.card_table.CardTable`
    (``card_table``): its card pictures are the controls, and it can be played by keyboard.
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
        on_refused: Callable[[PlayResult], None] | None = None,
        taught: Sequence[str] | None = None,
        on_move_made: Callable[[Move, str], None] | None = None,
        cited: Collection[str] | None = None,
        later: Mapping[str, str] | None = None,
        on_selection: Callable[[], None] | None = None,
        task_cards: Callable[[], Collection[Card] | None] | None = None,
    ) -> None:
        self.game = game if isinstance(game, Game) else Game.from_state(game, list(names) if names else None)
        self.seat = self.game.state.to_move if seat is None else seat
        if names:
            self.game.names = list(names)
        elif self.game.given_names is None:
            self.game.viewer = self.seat  # the learner sits here: "You"
        unknown = set(taught or ()) - set(KINDS)
        if unknown:
            raise ValueError(f"taught: unknown kinds of move {sorted(unknown)}; choose from {', '.join(KINDS)}")
        self.taught: tuple[str, ...] = tuple(k for k in KINDS if taught is None or k in taught)
        #: The rule numbers the lesson has taught (None: all); a refusal gives any other rule's reason
        #: without its number, and ``later`` says where that rule is taught (issue 23, #3).
        self.cited = None if cited is None else frozenset(cited)
        self.later = dict(later or {})
        self.four_color = four_color
        self.show_all = show_all
        self.on_played = on_played
        self.on_refused = on_refused
        self.on_move_made = on_move_made
        self.on_selection = on_selection  # called when the learner changes the cards chosen
        #: The hand cards that can make the move a task asks for now (None: no task), so advice after a refused trail
        #: points to the task's card (fresh48, trial 47).
        self.task_cards = task_cards
        self._on_undo = on_undo
        self.allow_undo = allow_undo
        self.selected_card: Card | None = None
        self.selected_items: list[Card | str] = []
        self.last_result: PlayResult | None = None
        self._syncing = False
        self._value_request = ""  # the feedback that asks for a build value, cleared when one is chosen
        self._asked_action: str | None = None  # a greyed action pressed for this selection (see _no_action_words)
        self._dropped_value: int | None = None  # a build value chosen, then no longer possible (see _dropped_words)

        self.status = widgets.HTML()
        self.card_table = CardTable(on_event=self._on_event, headings={
            "table": _(TABLE_HEADING if self.builds_taught else TABLE_HEADING_NO_BUILD), "hand": _(HAND_HEADING), "table_short": _("Table"), "hand_short": _("Your hand"),
            "table_empty": _("The table is empty."), "hand_empty": _("No cards in hand.")})
        self.card_table.observe(self._on_selected_trait, names="selected")
        self.card_table.key_help = _(KEY_HELP if self.builds_taught else KEY_HELP_NO_BUILD)
        self.value_hint = widgets.HTML()
        self.play_button = widgets.Button(description=_("Play"), button_style="primary", icon="check",
                                          tooltip=_("Play the move you have chosen (key P)"))
        self.clear_button = widgets.Button(description=_("Clear"), icon="eraser", tooltip=_("Unselect everything (key X)"))
        self.undo_button = widgets.Button(description=_("Undo"), icon="undo", tooltip=_("Take back the last move (key U)"))
        self.moves_button = widgets.Button(description=_("Show me the legal moves"), icon="list", layout=widgets.Layout(width="auto"))
        self.feedback = Feedback()  # a refusal and why: brought into view (trial 27)
        self.moves_list = widgets.HTML()
        self.undo_button.layout.display = None if allow_undo else "none"

        self.play_button.on_click(lambda _b: self.play())
        self.clear_button.on_click(lambda _b: self.clear())
        self.undo_button.on_click(lambda _b: self._undo_pressed())
        self.moves_button.on_click(lambda _b: self.show_legal_moves())

        self.view = widgets.VBox(
            [
                self.status,
                self.card_table,
                self.value_hint,
                widgets.HBox([self.play_button, self.clear_button, self.undo_button, self.moves_button],
                             layout=widgets.Layout(flex_flow="row wrap")),
                self.feedback,
                self.moves_list,
            ],
        )
        self.refresh()

    def _seating(self) -> naming.Seating:
        """Who is who from this builder's seat: the game's given names, else "You" here."""
        given = self.game.given_names
        return naming.Seating(self.game.players, self.seat, self.game.rules.four_player_partnerships,
                              tuple(given) if given and len(given) >= self.game.players else None)

    @property
    def builds_taught(self) -> bool:
        """Does the lesson offer the Build action (it has taught building, raising or adding)?"""
        return any(kind in self.taught for kind in BUILD_KINDS)

    def _offered(self, selection: MoveSelection) -> dict[str, bool]:
        """For each action, whether this selection allows it and the lesson offers it."""
        return {a: bool(selection.actions.get(a)) and (a != "build" or self._build_offered(selection)) for a in ACTIONS}

    def _build_offered(self, selection: MoveSelection) -> bool:
        """Build is offered for a selection when one of its legal builds is of a kind the lesson has taught: not
        for an addition before adding is taught (trial 21, lesson 3's Stage 4: "Press Build, then Play" for 4♣ and
        2♠ on a build of 6, four stages before adding)."""
        return self.builds_taught and any(kind_of(self.state, move) in self.taught for move in selection.candidates("build"))

    def _why_not(self, selection: MoveSelection, action: str) -> str:
        """Why ``action`` is not possible with this selection (or not offered yet)."""
        if action == "build" and not self.builds_taught:
            return _(BUILD_LATER)
        if action == "build" and selection.builds and not {"add", "raise"} & set(self.taught):
            return _(BUILD_ON_BUILD_LATER)
        said = selection.why_not(action, raising_taught="raise" in self.taught, builds_taught=self.builds_taught)
        return self._cited_only(said)

    def _cited_only(self, text: str) -> str:
        """``text`` with only the rule numbers the lesson has met, and where the others are taught ("You will meet this
        rule in Stage 2: …"), as a refused Play says (review 11: a pressed action gave the reason without the pointer)."""
        if self.cited is None:
            return text
        hidden = [code for code in re.findall(r"\bR\d+\b", text) if code not in self.cited]
        pointers = [where for where in dict.fromkeys(self.later.get(code, "") for code in hidden) if where]
        return " ".join([without_numbers(text, self.cited), *pointers])

    def _not_now(self) -> str:
        """Why nothing can be played now, in the words the turn line uses: the deal is over, the
        lesson position's one move is played (trial 13 read "Press Undo to try another one" and, on a
        click, "It is not your turn."), or another player is to move."""
        state = self.state
        if state.deal_over:
            return _("The deal is over.")
        if not state.hands[state.to_move]:
            return _strip_tags(_(MOVE_PLAYED))
        return _(NOT_YOUR_TURN)

    def _seat_names(self) -> list[str]:
        """The name of every seat, for labels."""
        return self._seating().names

    # --- display --------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        """The live widget, and for exports without widgets (plain HTML) a picture of the table."""
        bundle = self.view._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle["text/html"] = self.card_table.static_html()
        return bundle

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def my_turn(self) -> bool:
        return not self.state.deal_over and self.state.to_move == self.seat

    @property
    def action(self) -> str | None:
        """The chosen action: "capture", "build", "trail" or None."""
        return self.card_table.action or None

    @property
    def value(self) -> int | None:
        """The declared build value, or None."""
        return self.card_table.value or None

    def refresh(self) -> None:
        """Redraw everything from the game (after a move, an undo, or a new deal)."""
        state = self.state
        seating = self._seating()
        names = seating.names
        who = names[state.to_move] if not state.deal_over else ""
        if state.deal_over:
            turn = html.escape(_("The deal is over."))
        elif self.my_turn:
            if seating.role(self.seat) == naming.Role.YOU:
                turn = html.escape(_("Your turn."))
            else:
                # Translators: {name} is the learner's seat name when it is not "You", e.g. "Ana".
                turn = html.escape(_("Your turn ({name}).", name=names[self.seat]))
        elif not state.hands[state.to_move]:  # a lesson position: nobody else has cards here
            turn = _(MOVE_PLAYED)
        else:
            turn = html.escape(_("Waiting for {name} to play.", name=who))
        self.status.value = message_html(turn)
        with self.card_table.hold_sync():
            self.card_table.items = self._table_items()
            self.card_table.enabled = self.my_turn
        for control in (self.play_button, self.clear_button, self.moves_button):
            control.disabled = not self.my_turn
        self.undo_button.disabled = not self.game.history or state.deal_over
        self._after_selection(announce=False)

    def _table_items(self) -> list[dict]:
        """Every table card, build and hand card as the card table draws it."""
        state = self.state
        seating = self._seating()
        names = seating.names
        items: list[dict] = []
        for card in state.table.loose:
            items.append({"id": card.code, "zone": "table", "kind": "card", "caption": card.symbol,
                          # Translators: a card button's spoken label, e.g. "8 of hearts, on the table".
                          "label": _("{card}, on the table", card=card.name),
                          "svg": _untitled(render.card_svg(card, four_color=self.four_color, width=56))})
        for b in state.table.builds:
            # One build drawn alone: no "Builds (1)" line over each (trial 8 read two "Builds (1)" as a miscount).
            picture = render.table_svg(type(state.table)((), (b,)), four_color=self.four_color, names=names, width=40,
                                       captions=False)
            # No caption: the badge drawn on the picture says "B1: build of 6" already (trial 29 read the name twice).
            items.append({"id": b.id, "zone": "table", "kind": "build", "caption": "",
                          "label": _build_label(b, names[b.owner]),
                          "svg": _untitled(picture)})
        for card in state.hands[self.seat]:
            if seating.role(self.seat) == naming.Role.YOU:
                # Translators: a card button's spoken label, e.g. "8 of hearts, in your hand".
                label = _("{card}, in your hand", card=card.name)
            else:
                # Translators: {owner} is a player after "of" ("de Ana", "del rival"): Spanish "{card}, en la mano {owner}".
                label = _("{card}, in {owner}'s hand", card=card.name, owner=seating.of_name(self.seat))
            items.append({"id": card.code, "zone": "hand", "kind": "card", "caption": card.symbol,
                          "label": label,
                          "svg": _untitled(render.card_svg(card, four_color=self.four_color, width=56))})
        return items

    # --- selection --------------------------------------------------------------------------------
    def _selected_ids(self) -> list[str]:
        ids = [self.selected_card.code] if self.selected_card is not None else []
        return ids + [i if isinstance(i, str) else i.code for i in self.selected_items]

    def _on_selected_trait(self, change: dict) -> None:
        """``card_table.selected`` was set (from Python): take it as the selection."""
        if self._syncing:
            return
        card: Card | None = None
        items: list[Card | str] = []
        for token in change["new"]:
            if _BUILD_ID.match(token) and self.state.table.get_build(token.upper()) is not None:
                items.append(token.upper())
                continue
            try:
                c = parse_card(token)
            except CardParseError:
                continue
            if c in self.state.hands[self.seat]:
                card = c
            elif c in self.state.table.loose and c not in items:
                items.append(c)
        self.selected_card, self.selected_items = card, items
        self._after_selection()

    def _toggle_hand_card(self, card: Card, on: bool) -> None:
        self.selected_card = card if on else (None if self.selected_card is card else self.selected_card)
        self._after_selection()

    def _toggle_item(self, item: Card | str, on: bool) -> None:
        if on and item not in self.selected_items:
            self.selected_items.append(item)
        elif not on and item in self.selected_items:
            self.selected_items.remove(item)
        self._after_selection()

    def _after_selection(self, announce: bool = True) -> None:
        self._asked_action = None  # the selection changed: no greyed action asked about it yet
        selection = self.selection()
        if announce and (('casino-feedback' in self.feedback.value and '✘' in self.feedback.value)
                         or NO_MOVE_NOTE in self.feedback.value):
            self.feedback.value = ""  # a refusal about the old selection no longer applies (learner trial)
        if announce and self.on_selection is not None:
            self.on_selection()
        actions = self._offered(selection)
        no_move = self._no_move_words(actions) if announce else None
        with self.card_table.hold_sync():
            self._syncing = True
            try:
                self.card_table.selected = self._selected_ids()
            finally:
                self._syncing = False
            # Play is blue only when these cards make a move (trial 16: a bright Play beside three greyed actions;
            # trial 5: a Play that cannot be pressed, off your turn, looked pressable in pale blue).
            self.play_button.button_style = "primary" if self.my_turn and (self.action or any(actions.values())) else ""
            self.card_table.actions = {
                a: {"enabled": bool(actions[a]) and self.my_turn,
                    "why": self._why_not(selection, a) if self.my_turn else self._not_now()} for a in ACTIONS}
            self._update_value_picker()
            if announce:
                self.card_table.announce = self._selection_words(selection, actions, no_move)
        if announce and no_move is not None:
            # On screen at once, in the words the screen reader hears (trials 13 and 15: all three actions greyed, and
            # the reason only in tooltips and the live region until a greyed button or Play was pressed).
            self.feedback.value = message_html(f'<span class="{NO_MOVE_NOTE}">' + _reasons_html(*no_move) + "</span>")

    def _no_move_words(self, actions: dict) -> tuple[str, list[str]] | None:
        """Why the selection makes no move, when it is your turn, a hand card is chosen and every action is greyed:
        a sentence and one reason per action; a hand card alone that may not be trailed says why (trial 17, Royal:
        6♥ with a loose 6♣). ``None`` otherwise. Worked out once per selection, for the screen and the live region."""
        if not self.my_turn or self.selected_card is None or any(actions.values()):
            return None
        if not self.selected_items:
            lead = self._no_trail_words()
            return (lead, []) if lead else None
        return self._no_action_words()

    def _selection_words(self, selection: MoveSelection, offered: dict, no_move: tuple[str, list[str]] | None) -> str:
        """What is selected and what it can become, in one or two sentences (the live region)."""
        if self.selected_card is None and not self.selected_items:
            return _("Nothing is selected.")
        picked = [self.selected_card.symbol] if self.selected_card is not None else []
        picked += [i if isinstance(i, str) else i.symbol for i in self.selected_items]
        # Translators: {items} are card symbols and build names, e.g. "8♥, 8♦, B1".
        said = [_("Selected: {items}.", items=", ".join(picked))]
        if self.selected_card is None:
            said.append(_("Now click the card from your hand to play."))
            return " ".join(said)
        possible = [_action_word(a) for a, ok in offered.items() if ok]
        if self.action and not offered.get(self.action):  # chosen earlier, not possible now
            # Translators: {action} is Capture, Build or Trail; {why} a sentence saying why.
            said.append(_("{action} is not possible now: {why}", action=_action_word(self.action),
                          why=self._why_not(selection, self.action)))
        if possible:
            # Translators: {actions} are action names joined with "or", e.g. "Capture or Build".
            said.append(_("You can {actions}.", actions=_join_or_words(possible)))
        elif no_move is not None:
            # The reasons at once, not only when Play is pressed (trial 13 read "No move uses exactly these cards"
            # and no why until it pressed Play).
            lead, reasons = no_move
            said += [lead, *reasons] + ([_("Click a card again to unselect it.")] if self.selected_items else [])
        else:
            said.append(_("No move uses exactly these cards: click a card again to unselect it."))
        return " ".join(said)

    def selection(self) -> MoveSelection:
        """The learner's selection as a pure model (legal actions and build values, reasons)."""
        return MoveSelection(self.state, self.selected_card, frozenset(self.selected_items), self.action)

    def _update_value_picker(self) -> None:
        """Offer only the legal values for exactly the selected cards (RULES.md §6.4): none is
        chosen for the learner when there are several; with none legal, say why."""
        building = self.action == "build" and self.selected_card is not None
        self.value_hint.value = ""
        if not building:
            self.card_table.values = []
            self._dropped_value = None
            return
        selection = self.selection()
        legal = list(selection.values)
        self.card_table.values = legal
        if not legal:
            # A value chosen for an earlier selection is not kept (trial 8: 6 chosen, a card unselected, and
            # Play refused "build 6" while the line above spoke of a build of 4), and the learner is told so
            # (trial 10: "my 6 disappeared without a word").
            if self.card_table.value:
                self._dropped_value = int(self.card_table.value)
            self.card_table.value = 0
            if self.selected_items:
                self.value_hint.value = message_html(html.escape(self._dropped_words() or self._why_not(selection, "build")))
            return
        self._dropped_value = None
        if len(legal) == 1:
            self.card_table.value = legal[0]
            return
        if self.card_table.value not in legal:
            self.card_table.value = 0
        choices = _join_or_words([str(v) for v in legal])
        # Translators: {values} are build values joined with "or", e.g. "6 or 8".
        text = _("These cards can make {values}: choose the value you announce (key V).", values=choices)
        self.value_hint.value = message_html(html.escape(text))

    def _on_event(self, event: str, data: dict) -> None:
        """A press on the card table (a click, a tap or a key)."""
        if event == "undo":
            self._undo_pressed()
            return
        if not self.my_turn:
            self.card_table.announce = self._not_now()
            return
        try:
            if event == "toggle":
                self.select(str(data.get("id", "")))
            elif event == "action":
                self._press_action(str(data.get("name", "")))
            elif event == "value":
                self.declare(int(data.get("value", 0)))
            elif event == "play":
                self.play()
            elif event == "clear":
                self.clear()
        except (ValueError, TypeError):
            pass  # the refusal is already in the feedback

    def _press_action(self, action: str) -> None:
        """Capture / Build / Trail pressed on the table: chosen if some legal move allows it with
        this selection (pressed again: unchosen); otherwise the reason is said and shown."""
        if self.action == action:
            self.card_table.action = ""
            self._after_selection()
            if self._offered(self.selection()).get(action):
                return
            # Chosen earlier, impossible since the selection changed: say why (learner trial).
        selection = self.selection()
        if not self._offered(selection).get(action):
            text = _not_possible(action, self._why_not(selection, action))
            self.feedback.value = feedback_html(False, html.escape(text))
            self.card_table.announce = text
            self._asked_action = action
            return
        self.choose(action)
        self.feedback.value = ""
        if self.selection().needs_value:
            # Translators: {action} is Capture, Build or Trail.
            said = _("{action} chosen. Choose the value you announce.", action=_action_word(action))
        else:
            # Translators: {action} is Capture, Build or Trail; P is the key to press, Play the button.
            said = _("{action} chosen. Press P or Play to play it.", action=_action_word(action))
        self.card_table.announce = said

    def _undo_pressed(self) -> None:
        if not self.allow_undo:
            return
        (self._on_undo or self.undo)()

    def select(self, token: str | Card) -> "MoveBuilder":
        """Click a card or build by name: a hand card (``"8H"``), a table card or a build (``"B1"``).
        Clicking a selected item again unselects it."""
        if isinstance(token, str) and _BUILD_ID.match(token.strip()):
            build_id = token.strip().upper()
            if self.state.table.get_build(build_id) is None:
                return self._refuse(_("There is no build {build} on the table.", build=build_id))
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
            if card in self.state.table.cards:
                return self._refuse(_("{card} is inside a build (take the whole build instead).", card=card.symbol))
            return self._refuse(_("{card} is not in your hand or on the table.", card=card.symbol))
        return self

    def choose(self, action: str) -> "MoveBuilder":
        """Press Capture, Build or Trail (chosen even if this selection does not allow it: Play
        then says which rule it breaks)."""
        key = action.strip().lower()
        if key not in ACTIONS:
            return self._refuse(_("Choose 'capture', 'build' or 'trail', not {action}.", action=repr(action)))
        self.card_table.action = key
        self._after_selection(announce=False)
        return self

    def declare(self, value: int) -> "MoveBuilder":
        """Pick the value to announce for a build."""
        self.card_table.value = int(value)
        self.card_table.announce = _("Value {value} chosen.", value=value)
        if self.feedback.value == self._value_request:  # answered (trial 12: "● 3" beside "✘ Choose the value …")
            self.feedback.value = ""
        return self

    def clear(self) -> None:
        self.selected_card = None
        self.selected_items = []
        self.card_table.action = ""
        self.card_table.value = 0
        self.feedback.value = ""
        self.refresh()
        self.card_table.announce = _("Nothing is selected.")

    def _refuse(self, text: str) -> "MoveBuilder":
        self.feedback.value = feedback_html(False, html.escape(text))
        self.card_table.announce = text
        raise ValueError(text)

    # --- actions ---------------------------------------------------------------------------------------
    def current_move(self) -> Move | None:
        """The move the selection describes, or ``None`` with the reason in the feedback."""
        card = self.selected_card
        action = self.action
        if not self.my_turn:
            self.feedback.value = feedback_html(False, html.escape(self._not_now()))
            return None
        if card is None:
            self.feedback.value = feedback_html(False, html.escape(_("First click the card from your hand that you want to play.")))
            return None
        if action is None:
            no_trail = self._no_trail_words()
            lead, reasons = (no_trail, []) if no_trail else self._no_action_words()
            self.feedback.value = feedback_html(False, _reasons_html(lead, reasons))
            return None
        if action == "trail":
            return Move.trail(card)
        if action == "build" and not self.builds_taught:
            self.feedback.value = feedback_html(False, html.escape(_(BUILD_LATER)))
            return None
        if not self.selected_items:
            if action == "capture":
                text = _("Click the table cards or builds you want to take.")
            else:
                text = _("Click the table cards or builds to build with (R6: a build needs a card from the table).")
            self.feedback.value = feedback_html(False, html.escape(text))
            return None
        if action == "capture":
            return Move.capture(card, self.selected_items)
        value = self.value
        if value is None and not self.selection().values:
            # No legal build with these cards: its rule, said once (trial 9: "Not allowed: build 4 …", a value nobody
            # chose, under the line that had just said the same R7 sentence).
            self.value_hint.value = ""
            said = self._dropped_words() or _not_possible("build", self._why_not(self.selection(), "build"))
            self.feedback.value = feedback_html(False, html.escape(said))
            return None
        if value is None:
            self.feedback.value = self._value_request = feedback_html(False, html.escape(_(CHOOSE_VALUE)))
            return None
        return Move.build(card, int(value), self.selected_items)

    def _dropped_words(self) -> str:
        """"The 6 you chose does not fit these cards any more. " when a chosen build value was dropped, else ""."""
        if not self._dropped_value:
            return ""
        # Not followed by why another value fails (trial 11: "… no 4 to capture the build of 4 (R7)": 4 was never
        # chosen, and R7 comes a stage later).
        # Translators: {value} is the build value the learner had chosen, e.g. 6.
        return _("The {value} you chose does not fit these cards any more: click the cards of your build of {value} "
                 "again, or choose other cards.", value=self._dropped_value)

    def _no_action_words(self) -> tuple[str, list[str]]:
        """Play pressed with no action chosen: the actions this selection allows, or, when it allows
        none (all three greyed), why each is not possible (issue 23): a sentence, and one reason per action."""
        selection = self.selection()
        if not self.selected_items:  # table cards still to click (a forbidden trail is _no_trail_words' case)
            card = self.selected_card.symbol if self.selected_card is not None else ""
            # Trial 4: "Choose what to do with it: Capture, Build or Trail." beside two greyed buttons.
            # Trial 5: "… then press Capture or Build" still read as pointing at two greyed buttons.
            kinds = {m.kind for m in self.state.legal_moves.with_card(self.selected_card)} if self.selected_card else set()
            if not kinds & ({"capture", "build"} if self.builds_taught else {"capture"}):
                # Trial 8: "To capture or build with it, first click …" for a card that can do neither here.
                if self.builds_taught:
                    return _("With {card} you can only trail here: no capture or build uses it. Press Trail.", card=card), []
                return _("With {card} you can only trail here: it captures nothing. Press Trail.", card=card), []
            if self.builds_taught:
                return _("With {card} alone you can only trail: press Trail. To capture or build with it, first click "
                         "the table cards or builds it will use.", card=card), []
            return _("With {card} alone you can only trail: press Trail. To capture with it, first click the table "
                     "cards it will take.", card=card), []
        offered = self._offered(selection)
        possible = [_action_word(a) for a, ok in offered.items() if ok]
        why_asked = self._asked_reason(selection, offered)
        if len(possible) == 1:
            if why_asked:
                # Another action was pressed and refused: the one possible is offered beside changing the cards, not as
                # the way on (trial 41, asked to build, pressed Build on Q♥ and Q♣ and read "Press Capture, then Play.").
                # Translators: {action} is Capture, Build or Trail; Play is the button's name.
                return " ".join([*why_asked, _("Only {action} is possible with these cards (press {action}, then Play); or "
                                               "change the cards you picked.", action=possible[0])]), []
            # Trial 16 read "Choose what to do with it: Build." with one action to choose. With the reasons of the other
            # actions taught but the trail the table cards rule out (trial 43 meant a build of 10 holding no 10, and read
            # only "Press Capture, then Play.").
            others = [a for a in ACTIONS if not offered.get(a) and (a != "build" or self.builds_taught) and a != "trail"]
            # Translators: {action} is Capture, Build or Trail; Play is the button's name.
            return _("Press {action}, then Play.", action=possible[0]), [
                _("{action}: {why}", action=_action_word(a), why=after_colon(self._listed_reason(selection, a))) for a in others]
        if possible:
            # Translators: {actions} are action names joined with "or", e.g. "Capture or Build".
            return " ".join([*why_asked, _("Choose what to do with it: {actions}.", actions=_join_or_words(possible))]), []
        actions = [a for a in ACTIONS if a != "build" or self.builds_taught]  # no Build before lesson 03
        if self._asked_action in actions:
            # Only the action asked for (trial 4 pressed the greyed Build, then Play, and had to find Build's reason among
            # three; trial 11 pressed Capture on 4♣ and a build of 6 and read "Build: … no 10 to capture the build of 10",
            # a raise nobody chose, taught stages later), said first with what to do next (trial 35 read "No move uses
            # exactly these cards." first and thought the wrong cards were picked, when the build's value was the problem).
            if self._asked_action == "trail" and selection.card is not None and Move(selection.card, "trail") in self.state.legal_moves:
                # "unselect them to put 8♥ down on its own" says what to do already (trial 38 read "unselect" twice).
                return " ".join(why_asked), []
            advice = selection.raise_alone_advice() if self._asked_action == "build" else ""
            if advice and any(advice in reason for reason in why_asked):
                return " ".join(why_asked), []  # it says what to do already (trial 41 read the fix twice)
            return " ".join([*why_asked, _(OTHER_CARDS)]), []
        # No action asked for, or Build pressed before it is taught (lessons 01-02; trial 34 read only Capture's and
        # Trail's reasons): every action taught, each with why it is not possible.
        # Translators: {action} is Capture, Build or Trail; {why} says why it is not possible.
        reasons = [*why_asked, *(_("{action}: {why}", action=_action_word(a), why=after_colon(self._listed_reason(selection, a)))
                                 for a in actions)]
        # Followed by one line per action (Capture, Build, Trail) saying why it is not possible.
        return _("No move uses exactly these cards."), reasons

    def _listed_reason(self, selection: MoveSelection, action: str) -> str:
        """Why ``action`` is not possible, in the list of every action after a Play that is no move. A trail not tried,
        with table cards chosen, is not told a rule of a later lesson (trial 42, lesson 3: "Trail: you own the build of 8
        (B2), so you may not trail 8♦ … You will meet this rule in lesson 4."): it uses no table cards, which is enough."""
        if action == "trail" and selection.items and self.cited is not None:
            raw = selection.why_not("trail", raising_taught="raise" in self.taught, builds_taught=self.builds_taught)
            if any(code not in self.cited for code in re.findall(r"\bR\d+\b", raw)):
                return _("A trail uses no table cards.")
        return self._why_not(selection, action)

    def _asked_reason(self, selection: MoveSelection, offered: dict[str, bool]) -> list[str]:
        """Why the greyed action pressed for these cards is not possible, said first when Play is pressed (trial 34
        pressed the greyed Build in "Raise the build to 7", then Play, and read only "Press Capture, then Play."); []
        when none was pressed or it is possible now."""
        asked = self._asked_action
        if not asked or offered.get(asked):
            return []
        if asked == "build" and not self.builds_taught:
            return [_(BUILD_LATER)]
        return [_not_possible(asked, self._why_not(selection, asked))]

    def play(self) -> PlayResult:
        """Press Play: a legal move is played and described; an illegal one is refused with every
        broken rule, and the selection is kept so it can be fixed."""
        move = self.current_move()
        if move is None:
            self.last_result = PlayResult(False, None, _strip_tags(self.feedback.value))
            self.card_table.announce = self.last_result.message
            if self.selected_card is not None and self.on_refused is not None:
                # A card chosen (with table cards or not) that makes no move, and Play pressed: a try that did not work
                # (trial 19 pressed Play on K♥ and 10♦, was told why, and still won three stars "for the first try";
                # trial 21 pressed Play on a card it may not trail, and kept three stars where a refused capture lost one).
                self.on_refused(self.last_result)
            return self.last_result
        try:
            text = self.game.play(move)
        except IllegalMoveError as err:
            # Translators: {move} is the refused move in words, e.g. "capture 8♦ with 8♥".
            refused = _("Not allowed: {move}", move=describe_move(self.state, move, tense="suggestion"))
            self.feedback.value = feedback_html(False, html.escape(refused)) + render.violations_html(
                list(err.violations), builds=self.builds_taught, cited=self.cited, later=self.later)
            self.last_result = PlayResult(False, move, str(err).split("\n")[0], list(err.violations))
            # Translators: said by a screen reader, then every broken rule's sentence.
            self.card_table.announce = _("Not allowed. {reasons}", reasons=" ".join(without_numbers(str(v), self.cited) for v in err.violations))
            if self.on_refused is not None:
                self.on_refused(self.last_result)
            return self.last_result
        if self.on_move_made is not None:  # before the page is shown the move (a table saves it here)
            self.on_move_made(move, text)
        self.selected_card = None
        self.selected_items = []
        self.card_table.action = ""
        self.card_table.value = 0
        self.moves_list.value = ""
        self.feedback.value = feedback_html(True, html.escape(text))
        self.last_result = PlayResult(True, move, text)
        self.refresh()
        self.card_table.announce = text
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
            self.card_table.announce = str(e)
            return None
        words = describe_move(self.state, move, tense="suggestion")
        # Translators: {move} is the move in words, e.g. "capture 8♦ with 8♥".
        self.feedback.value = message_html(html.escape(_("Took back your move ({move}).", move=words)))
        self.selected_card = None
        self.selected_items = []
        self.card_table.action = ""
        self.card_table.value = 0
        self.refresh()
        self.card_table.announce = _("Took back your last move.")
        return move

    def show_legal_moves(self) -> str:
        """List the legal moves of the kinds taught so far, grouped by kind, in words."""
        self.moves_list.value = render.legal_moves_html(self.state, names=self.game.given_names, viewer=self.seat, kinds=self.taught)
        return self.moves_list.value

    def _no_trail_words(self) -> str:
        """Play pressed with a hand card alone and no action while Trail is forbidden (Capture and
        Build wait for table cards, so all three are greyed): the rule and the card, not "choose"
        (issue 23, the browser trial). Empty when this does not apply."""
        selection = self.selection()
        if self.selected_items or self.selected_card is None or selection.actions.get("trail"):
            return ""
        card = self.selected_card.symbol
        why = self._why_not(selection, "trail")  # numbers only of rules met (trial 21 read "(R9)" in lesson 3)
        if self._asked_action == "trail":
            # The greyed Trail was pressed for this card: its very words, then what to do (trial 39 read the R14 sentence
            # twice in a row, worded two ways, at the button and at Play).
            why = _not_possible("trail", why)
        moves = [m for m in self.state.legal_moves.with_card(self.selected_card) if m.kind != "trail"]
        kinds = {m.kind for m in moves if kind_of(self.state, m) in self.taught}  # "raise" and "add" are taught kinds
        # Another card may be the task's way (trial 47: a task to take the build with 9♥, or to trail 10♠, read "Click the
        # table cards 6♠ will take" as the way): the mechanics for this card, then the other way, said once.
        others = any(c != self.selected_card for c in self.state.hands[self.state.to_move])
        wanted = self.task_cards() if self.task_cards is not None else None
        if wanted and self.selected_card not in wanted:
            # The task's move uses another card (fresh48: "To capture with 6♠ …" led to a legal capture that was not the
            # task's): said plainly, not which one.
            # Translators: {why} is a sentence with its rule; {card} is the card chosen, e.g. 6♠.
            return _("{why} For this task, click another card from your hand: {card} is not the one it needs.",
                     card=card, why=why)
        if wanted:
            others = False  # this card is the task's: its way only
        # R14's own sentence already says "or play another card" (not said twice).
        said_other = others and any(v.code == "R14.same-rank-loose" for v in self.state.check(Move(self.selected_card, "trail")))
        # Only a capture: not "or build with … or Build" (trial 38, R14 in lesson 6: 6♥ could build nothing); only builds (a
        # raise or an addition is a build too): not "To capture or build" (review 32, lesson 03 Stage 7).
        what = ("capture" if kinds == {"capture"} else "build" if kinds and "capture" not in kinds
                else "capture or build" if moves else "")
        if not what:
            # Translators: {why} is a sentence with its rule.
            return _("{why} No other move with {card} is possible either, "
                     "so click another card from your hand.", card=card, why=why)
        ending = "said" if said_other else "others" if others else ""
        if what == "capture" and not ending and any(m.builds for m in moves):
            what = "capture builds"
        return _(_NO_TRAIL_ADVICE[(what, ending)], card=card, why=why)


#: After a refused trail, how to go on with the chosen card, by what it can do (capture, build or both) and how another
#: card is said: "said" when the rule's own sentence already says "or play another card" (R14: not said twice),
#: "others" to say it, "" when there is none or the card is the task's. Whole sentences, each worded in one piece.
_NO_TRAIL_ADVICE: dict[tuple[str, str], str] = {
    # Translators: {why} is a sentence with its rule, ending with "or play another card".
    ("capture", "said"): N_("{why} To capture with {card}, click the table cards it will take, then press Capture."),
    # Translators: {why} is a sentence with its rule.
    ("capture", "others"): N_("{why} To capture with {card}, click the table cards it will take, then press Capture; or "
                              "click another card from your hand."),
    # Translators: {why} is a sentence with its rule.
    ("capture", ""): N_("{why} Click the table cards {card} will take, then press Capture."),
    # Translators: {why} is a sentence with its rule.
    ("capture builds", ""): N_("{why} Click the table cards or builds {card} will take, then press Capture."),
    # Translators: {why} is a sentence with its rule, ending with "or play another card".
    ("build", "said"): N_("{why} To build with {card}, click the table cards or builds it will use, then press Build."),
    # Translators: {why} is a sentence with its rule.
    ("build", "others"): N_("{why} To build with {card}, click the table cards or builds it will use, then press Build; "
                            "or click another card from your hand."),
    # Translators: {why} is a sentence with its rule.
    ("build", ""): N_("{why} Click the table cards or builds {card} will build with, then press Build."),
    # Translators: {why} is a sentence with its rule, ending with "or play another card".
    ("capture or build", "said"): N_("{why} To capture or build with {card}, click the table cards or builds it will use, "
                                     "then press Capture or Build."),
    # Translators: {why} is a sentence with its rule, e.g. "You own the 8-build (B1), so you may not trail (R9)."
    ("capture or build", "others"): N_("{why} To capture or build with {card}, click the table cards or builds it will "
                                       "use, then press Capture or Build; or click another card from your hand."),
    # Translators: {why} is a sentence with its rule (which already says "you may not trail": trial 3 read it twice).
    ("capture or build", ""): N_("{why} Click the table cards or builds {card} will take or build with, "
                                 "then press Capture or Build."),
}


def _not_possible(action: str, why: str) -> str:
    """"Build is not possible: after playing 3♦ …": an action and the sentence saying why (one wording for a
    greyed button pressed and for Play refused)."""
    # Translators: {action} is Capture, Build or Trail; {why} a sentence saying why.
    return _("{action} is not possible: {why}", action=_action_word(action), why=after_colon(why))


def _build_label(build: object, owner: str) -> str:
    """A build button's spoken label: "B1: build of 8, owner You" ("single" is left out, as the usual kind: lesson 3
    says what single and multiple builds are in Stage 6, review 11)."""
    if build.shape == "multiple":  # type: ignore[attr-defined]
        return _("{build}: multiple build of {value}, owner {owner}", build=build.id, value=build.value, owner=owner)  # type: ignore[attr-defined]
    return _("{build}: build of {value}, owner {owner}", build=build.id, value=build.value, owner=owner)  # type: ignore[attr-defined]


def _join_or_words(words: list[str]) -> str:
    """Choices joined with "or" (all of them: "Capture or Build or Trail", as the table says)."""
    if len(words) <= 1:
        return "".join(words)
    # Translators: two choices, e.g. "Capture or Build" (a longer list repeats it: "6 or 7 or 8").
    return _("{first} or {second}", first=words[0], second=_join_or_words(words[1:]))


def _untitled(svg: str) -> str:
    """A picture inside a labelled button: its own title and label would be read twice."""
    svg = re.sub(r"<title>.*?</title>", "", svg)
    return re.sub(r' role="img" aria-label="[^"]*"', ' aria-hidden="true"', svg, count=1)


#: The class of the note that says why a selection makes no move (cleared when the selection changes).
NO_MOVE_NOTE = "casino-no-move"


def _reasons_html(lead: str, reasons: Sequence[str]) -> str:
    """``lead``, then one line per action's reason (trial 7: three reasons in one paragraph were a lot to read at 14)."""
    listed = "".join(f"<li>{html.escape(reason)}</li> " for reason in reasons)
    return html.escape(lead) + (f' <ul style="margin:2px 0 0 18px;padding:0">{listed}</ul>' if reasons else "")


def _strip_tags(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()
