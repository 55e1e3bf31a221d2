"""The game table: a whole match against 1-3 computer opponents, one move at a time.

A thin view over a :class:`~casino_learn.play.session.MatchSession`, which holds the match: the
opponents, the turn loop, undo, the log, the replay, saving and resuming. The learner is seat 0.
Computer moves are shown one by one ("Computer's move ▶") so they can be followed at the
learner's pace. At the end of a deal come where the leftovers went, the sweeps, the score
sheet, the charts and the match progress; a replay steps through the last deal with every hand
visible.

``GameTable(..., save_as="lesson07")`` saves the match after every move (see
:func:`casino_learn.play.session.match_path`); building the table again with the same key, after a
kernel restart, offers to resume it.

``GameTable(..., one_deal=True)`` is a first game: one deal of the given game (no game or
player-count pickers, no "Next deal"); the score sheet ends it, and New game deals another.
"""

from __future__ import annotations

import html
import random
import weakref
from pathlib import Path
from typing import Any, Callable, Sequence

import ipywidgets as widgets

from ..agents import LEVEL_DESCRIPTIONS, LEVELS
from ..display import render
from ..i18n import N_, _, ngettext, pgettext
from ..play.session import MatchSession, load_match, match_path
from ..rules.cards import parse_card
from ..rules.errors import CasinoError, whole_number
from ..rules.game import Game
from ..rules.match import Agent
from ..rules.moves import Move
from ..rules.state import GameState
from ..texts import names as naming
from ..texts.describe import describe_move
from ..texts.leftovers import leftovers_said
from .common import feedback_html, figure_png, fit_text, message_html
from .move_builder import MoveBuilder, PlayResult

#: Which table saves to which file (per kernel): the newest table of a key is the one that saves.
_SAVING: dict[Path, weakref.ref[GameTable]] = {}
SUPERSEDED_NOTE = N_("This table is no longer saved: the same game is open in a newer table below or in a "
                     "cell you ran again. Play on there.")

__all__ = ["GameTable", "seat_names", "side_names"]

#: The words of the table (one place for a translator; English here, worded when shown).
RESUME_QUESTION = N_("You have a game that is not finished.")
# Translators: a button; {summary} describes the saved match, e.g. "Royal Casino, deal 2, You 5, Opponent 3".
RESUME_LABEL = N_("Resume your game ({summary})")
START_NEW_LABEL = N_("Start a new game")
#: New game pressed in a match not finished (trial 5: a 2-9 match was replaced without a word).
# Translators: {summary} describes the match, e.g. "Classic Casino, deal 1, You 2, Opponent 9".
NEW_GAME_QUESTION = N_("Your game is not finished ({summary}). A new game replaces it: press “Yes, new game” to "
                       "start one, or play on.")
NEW_GAME_CONFIRM = N_("Yes, new game")
SAVED_NOTE = N_("Your game is saved after every move: if the notebook restarts, run this cell again to resume it.")
#: The same notes on a web page of the app (a student never sees a notebook cell there).
APP_SAVED_NOTE = N_("Your game is saved after every move: if you close this page, open it again to resume it.")
APP_SUPERSEDED_NOTE = N_("This page no longer saves your game: the same game is open in another tab. Play on there.")
#: The largest seed the Seed box takes: the largest whole number a web page holds exactly (a class
#: gives each student 48-bit seeds; a smaller maximum cut them all to the same number).
SEED_MAX = 2 ** 53 - 1
SWEEPS_NONE = N_("Sweeps: none in this deal.")
# Translators: {items} are sides with their sweeps, e.g. "You 1, Opponent 0".
SWEEPS_LINE = N_("Sweeps: {items}.")
END_OF_DEAL_TITLE = N_("End of the deal")
# Translators: {variant} is the game, e.g. "Classic Casino"; keep the <b> tags.
ONE_DEAL_SCOREBOARD = N_("<b>{variant}</b>: one deal against the computer.")
ONE_DEAL_OVER = N_("The deal is over: read where the leftovers went and the score sheet. "
                   "Press <b>New game</b> for another one-deal game, with other cards.")
#: The computer levels as the picker shows them (the key is the level's code).
LEVEL_TITLES = {"beginner": N_("Beginner"), "greedy": N_("Greedy"), "careful": N_("Careful"), "expert": N_("Expert")}


def _level_title(level: str) -> str:
    return _(LEVEL_TITLES[level]) if level in LEVEL_TITLES else level.title()


def _variant_name(royal: bool) -> str:
    return _("Royal Casino") if royal else _("Classic Casino")


def seat_names(players: int, viewer: int = 0) -> list[str]:
    """The seats as the learner at ``viewer`` sees them: "You", "Opponent", "Partner", "Opponent 1/2"
    (see :mod:`casino_learn.texts.names`)."""
    return naming.seat_names(players, viewer)


def side_names(game: Game, viewer: int = 0) -> list[str]:
    """Names of the scoring sides in side order: "You" / "Opponent", "You and Partner" /
    "Opponents", or the game's own names joined ("Ana and Cy")."""
    given = game.given_names
    return naming.Seating(game.players, viewer, game.rules.four_player_partnerships, tuple(given) if given else None).side_names


def end_of_deal_html(session: MatchSession) -> str:
    """Where the leftovers went (§9), then the sweeps, read from the full final state."""
    state = session.state
    seating = session.game.seating
    codes, taker = session.leftovers()
    # Where the leftovers went, in the words every end of a deal uses (texts.leftovers).
    leftovers = leftovers_said([parse_card(code) for code in codes], taker, seating, sweeps=state.rules.sweeps_enabled)
    parts = [f"<p class=\"casino-leftovers\">{html.escape(leftovers)}</p>"]
    if state.rules.sweeps_enabled:
        sides = session.side_names
        if any(state.sweeps):
            items = ", ".join(f"{sides[i]} {n}" for i, n in enumerate(state.sweeps))
            parts.append(f"<p class=\"casino-sweeps\">{html.escape(_(SWEEPS_LINE, items=items))}</p>")
        else:
            parts.append(f"<p class=\"casino-sweeps\">{html.escape(_(SWEEPS_NONE))}</p>")
    return message_html(f"<b>{html.escape(_(END_OF_DEAL_TITLE))}</b>" + "".join(parts))


class FixedSetting:
    """A setting a teacher chose for a class page: a value with no control, so nothing a page sends can
    change it (issue 22, item 1) and the page has no widget model to draw for it. It reads like the
    control it stands for (``.value``; ``observe`` does nothing: it never changes by itself)."""

    disabled = True

    def __init__(self, value: Any) -> None:
        self.value = value

    def observe(self, *_args: Any, **_kwargs: Any) -> None:
        """Nothing to watch: only the kit sets the value."""


#: The computer buttons' tooltips (on your turn they say why they are greyed instead).
STEP_TIP = N_("Show the next computer move")
UNTIL_TIP = N_("Play every computer move until it is your turn")

def check_settings(variant: str | None = None, players: int | None = None, level: str | None = None,
                   seed: int | None = None) -> None:
    """A game's settings as typed in a cell, checked before any control is made: a level, game or number of players not
    offered is said in one sentence (trial 38 typed level="hard" in lesson 7 and read a traceback of ipywidgets)."""
    if variant is not None and variant not in ("royal", "classic"):
        raise CasinoError(code="rules.unknown-preset", name=variant)
    if players is not None and players not in (2, 3, 4):
        raise CasinoError(code="game.players", players=players)
    if level is not None and level not in LEVELS:
        raise CasinoError(code="game.unknown-level", level=level, levels=LEVELS)
    if seed is not None:
        whole_number(seed, "seed")


class GameTable:
    """Play Casino or Royal Casino against the computer::

        table = GameTable("royal", players=2, level="greedy", seed=1)
        table            # shows the widget in a notebook
        table.play_move(table.legal_moves[0]); table.step()   # the same as the clicks

    With ``save_as`` (a key such as "lesson07") the match is saved after every move and offered
    for resuming when the table is built again.
    """

    def __init__(
        self,
        variant: str = "royal",
        players: int = 2,
        level: str = "greedy",
        seed: int = 1,
        *,
        four_color: bool = False,
        show_all: bool = False,
        save_as: str | None = None,
        one_deal: bool = False,
        in_app: bool = False,
        fixed_settings: bool = False,
    ) -> None:
        check_settings(variant, players, level, seed)
        self.one_deal = one_deal
        #: On a web page of the app (no notebook cells to speak of).
        self.in_app = in_app
        #: The game, players, opponent, seed and "show all hands" were chosen by a teacher (a class
        #: page): they are values, not controls, so the page has no widget to change them with.
        self.fixed_settings = fixed_settings
        #: Where "New game" takes its seed (None: the next number after the current seed); a class
        #: page gives each student their own fresh deals this way.
        self.next_seed: Callable[[], int] | None = None
        #: Called with every new session the table shows (e.g. to record a student's games).
        self.session_hooks: list[Callable[[MatchSession], None]] = []
        self.variant_picker: Any
        self.players_picker: Any
        self.level_picker: Any
        self.seed_box: Any
        self.show_all_box: Any
        if fixed_settings:
            # No model to send, draw or guard (issue 22: a class page draws about 20 fewer widget models).
            self.variant_picker, self.players_picker = FixedSetting(variant), FixedSetting(players)
            self.level_picker, self.seed_box = FixedSetting(level), FixedSetting(seed)
            self.show_all_box = FixedSetting(False)
        else:
            self.variant_picker = widgets.Dropdown(options=[(_variant_name(True), "royal"), (_variant_name(False), "classic")],
                                                   value=variant, description=_("Game:"))
            self.players_picker = widgets.Dropdown(options=[(_("2 players"), 2), (_("3 players"), 3), (_("4 (partners)"), 4)],
                                                   value=players, description=_("Players:"))
            self.level_picker = widgets.Dropdown(options=[(_level_title(name), name) for name in LEVELS], value=level,
                                                 description=_("Opponent:"))
            # Translators: the number that chooses the shuffle (the same seed deals the same cards).
            self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=SEED_MAX, description=_("Seed:"),
                                                   layout=widgets.Layout(width="180px"))
            self.show_all_box = widgets.Checkbox(value=show_all, description=_("Show all hands (teaching)"))
        self.level_note = widgets.HTML()
        self.new_game_button = widgets.Button(description=_("New game"), icon="refresh", button_style="primary")
        self._confirming_new = False  # New game asked "your match is not finished …" (see _new_game_pressed)
        self.four_color_box = widgets.Checkbox(value=four_color, description=_("Four-colour cards"))
        self.scoreboard = widgets.HTML()
        self.picture = widgets.HTML()
        self.log = widgets.HTML()
        self.step_button = widgets.Button(description=_("Computer's move ▶"), tooltip=_(STEP_TIP),
                                          layout=widgets.Layout(width="auto"))
        self.until_button = widgets.Button(description=_("Play on to my turn ▶▶"), tooltip=_(UNTIL_TIP),
                                           layout=widgets.Layout(width="auto"))
        self.message = widgets.HTML()
        self.coach_button = widgets.Button(description=_("Coach: what would you play?"), icon="graduation-cap", layout=widgets.Layout(width="auto"),
                                           tooltip=_("Suggests a good move and says why (it sees only your cards)"))
        self.coach_box = widgets.HTML()
        # Shown only at the end of a deal (the score sheet, charts, replay) or when a saved match is
        # offered: built the first time they are needed (:meth:`_end_panel`, :meth:`_offer_panel`), so
        # that a table's first drawing has fewer widgets to send and draw (issue 22).
        self._end: dict[str, Any] | None = None
        self.end_box = widgets.VBox()
        self.builder_box = widgets.VBox()
        self.saved_note = widgets.HTML()
        self.notice = widgets.HTML()  # a saved match that could not be read
        self._offer: dict[str, Any] | None = None
        self.resume_box = widgets.VBox(layout=widgets.Layout(display="none"))

        self.new_game_button.on_click(lambda _b: self._new_game_pressed())
        self.step_button.on_click(lambda _b: self.step())
        self.until_button.on_click(lambda _b: self.play_until_my_turn())
        self.coach_button.on_click(lambda _b: self.coach())
        self.show_all_box.observe(lambda _c: self.refresh(), names="value")
        self.four_color_box.observe(lambda _c: self._rebuild_builder(), names="value")
        self.level_picker.observe(lambda _c: self._describe_level(), names="value")
        self._describe_level()

        if fixed_settings:
            settings: list[widgets.Widget] = [widgets.HBox([self.new_game_button, self.four_color_box]), self.level_note]
        else:
            if one_deal:  # a first game (lesson 04): no seed and no teaching switch before they are explained (trial 8)
                self.seed_box.layout.display = "none"
                self.show_all_box.layout.display = "none"
            settings = [
                widgets.HBox([self.variant_picker, self.players_picker],
                             layout=widgets.Layout(flex_flow="row wrap", display="none" if one_deal else None)),
                widgets.HBox([self.level_picker, self.seed_box, self.new_game_button], layout=widgets.Layout(flex_flow="row wrap")),
                self.level_note,
                widgets.HBox([self.show_all_box, self.four_color_box]),
            ]
        self.play_area = widgets.VBox([
            *settings,
            self.scoreboard,
            self.picture,
            widgets.HBox([self.step_button, self.until_button, self.coach_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.message,
            self.coach_box,
            self.builder_box,
            self.log,
            self.end_box,
            self.saved_note,
        ])
        self.view = fit_text(widgets.VBox([self.notice, self.resume_box, self.play_area]))

        self.save_as = save_as
        self.save_path = match_path(save_as) if save_as else None
        self.saved: MatchSession | None = None
        load_message = None
        if self.save_path is not None:
            found = load_match(self.save_path)
            load_message = found.message
            if found.session is not None and self._unfinished(found.session):
                self.saved = found.session
        # A new match to show; it is not saved while a saved one is offered (nothing is overwritten).
        self._start(MatchSession(variant, players, level, seed), save=self.saved is None)
        if load_message:
            self.notice.value = feedback_html(False, html.escape(load_message))
        if self.saved is not None:
            self.resume_button.description = _(RESUME_LABEL, summary=self.saved.summary())
            self.resume_question.value = message_html(html.escape(_(RESUME_QUESTION)))
            self.resume_box.layout.display = None
            self.play_area.layout.display = "none"

    # --- the panels built when first needed -----------------------------------------------------
    def _end_panel(self) -> dict[str, Any]:
        """The end of a deal's widgets: what happened, the score sheet, two charts, Next deal, and the
        replay of the deal (built once, at the first end of a deal or the first use)."""
        if self._end is None:
            end = {"end_of_deal": widgets.HTML(), "score_sheet": widgets.HTML(),
                   "deal_chart": widgets.Image(format="png", layout=widgets.Layout(max_width="600px", display="none")),
                   "match_chart": widgets.Image(format="png", layout=widgets.Layout(max_width="600px", display="none")),
                   "next_deal_button": widgets.Button(description=_("Next deal"), icon="forward", button_style="primary",
                                                      layout=widgets.Layout(display="none")),
                   # The slider's own number is the move number: 0 is the deal as dealt, N the state after move N.
                   "replay_slider": widgets.IntSlider(value=0, min=0, max=0, description=_("Move:"), continuous_update=False,
                                                      layout=widgets.Layout(width="420px")),
                   "replay_view": widgets.HTML()}
            replay_title = html.escape(_("Replay of the last deal, every hand visible"))
            end["replay_box"] = widgets.VBox([widgets.HTML(f"<b>{replay_title}</b>"), end["replay_slider"], end["replay_view"]],
                                             layout=widgets.Layout(display="none"))
            end["next_deal_button"].on_click(lambda _b: self.next_deal())
            end["replay_slider"].observe(lambda _c: self._show_replay(), names="value")
            self._end = end
            self.end_box.children = [end["end_of_deal"], end["score_sheet"],
                                     widgets.HBox([end["deal_chart"], end["match_chart"]], layout=widgets.Layout(flex_flow="row wrap")),
                                     end["next_deal_button"], end["replay_box"]]
            fit_text(self.end_box)
        return self._end

    @property
    def end_of_deal(self) -> widgets.HTML:
        return self._end_panel()["end_of_deal"]

    @property
    def score_sheet(self) -> widgets.HTML:
        return self._end_panel()["score_sheet"]

    @property
    def deal_chart(self) -> widgets.Image:
        return self._end_panel()["deal_chart"]

    @property
    def match_chart(self) -> widgets.Image:
        return self._end_panel()["match_chart"]

    @property
    def next_deal_button(self) -> widgets.Button:
        return self._end_panel()["next_deal_button"]

    @property
    def replay_slider(self) -> widgets.IntSlider:
        return self._end_panel()["replay_slider"]

    @property
    def replay_view(self) -> widgets.HTML:
        return self._end_panel()["replay_view"]

    @property
    def replay_box(self) -> widgets.VBox:
        return self._end_panel()["replay_box"]

    def _offer_panel(self) -> dict[str, Any]:
        """The offer of a saved match: the question and its two buttons (built once, when first offered)."""
        if self._offer is None:
            offer = {"resume_question": widgets.HTML(),
                     "resume_button": widgets.Button(description=_("Resume your game"), button_style="primary",
                                                     layout=widgets.Layout(width="auto")),
                     "start_new_button": widgets.Button(description=_(START_NEW_LABEL), layout=widgets.Layout(width="auto"))}
            offer["resume_button"].on_click(lambda _b: self.resume())
            offer["start_new_button"].on_click(lambda _b: self.new_game(seed=self.next_seed() if self.next_seed is not None else None))
            self._offer = offer
            self.resume_box.children = [offer["resume_question"],
                                        widgets.HBox([offer["resume_button"], offer["start_new_button"]],
                                                     layout=widgets.Layout(flex_flow="row wrap"))]
            fit_text(self.resume_box)
        return self._offer

    @property
    def resume_question(self) -> widgets.HTML:
        return self._offer_panel()["resume_question"]

    @property
    def resume_button(self) -> widgets.Button:
        return self._offer_panel()["resume_button"]

    @property
    def start_new_button(self) -> widgets.Button:
        return self._offer_panel()["start_new_button"]

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    def _unfinished(self, session: MatchSession) -> bool:
        """A saved match worth resuming: not won, the learner has played in it (a match only dealt is
        not offered: learner trial), and for a one-deal table, its deal not over."""
        started = bool(session.game.match.deals) or any(e.seat == session.human for e in session.game.history)
        return started and not session.over and not (self.one_deal and session.state.deal_over)

    def _describe_level(self) -> None:
        level = self.level_picker.value
        if self.fixed_settings:
            # Translators: a class page; {level} is a computer level ("Greedy"), {description} says how it plays.
            note = _("Your opponent is {level}. {description}", level=_level_title(level),
                     description=_(LEVEL_DESCRIPTIONS[level]))
        else:
            # Translators: {level} is a computer level ("Greedy"), {description} says how it plays.
            note = _("{level}: {description} (applies to the next new game)", level=_level_title(level),
                     description=_(LEVEL_DESCRIPTIONS[level]))
        self.level_note.value = f'<span style="color:var(--jp-ui-font-color2,#666)">{html.escape(note)}</span>'

    # --- the session --------------------------------------------------------------------------------
    def _start(self, session: MatchSession, save: bool = True) -> None:
        self.session = session
        if self.fixed_settings:  # a fixed level has no control whose change would say it again
            self._describe_level()
        session.path = self.save_path if save else None
        if session.path is not None:
            self._claim(session.path)
        session.listeners.append(self._session_changed)
        for hook in getattr(self, "session_hooks", ()):
            hook(session)
        note = APP_SAVED_NOTE if self.in_app else SAVED_NOTE
        self.saved_note.value = (f'<span style="color:var(--jp-ui-font-color2,#666)">{html.escape(_(note))}</span>'
                                 if session.path is not None else "")
        session.save()
        self._rebuild_builder()
        if session.state.deal_over:
            self._end_of_deal()

    def _claim(self, path: Path) -> None:
        """This table saves to ``path`` from now on; an older table of the same key (the cell run
        again) stops saving, so two tables never write over each other's match."""
        key = path.resolve()
        older = _SAVING.get(key)
        table = older() if older is not None else None
        if table is not None and table is not self:
            table.session.path = None
            table.saved_note.value = ""
            table.notice.value = message_html(html.escape(_(APP_SUPERSEDED_NOTE if table.in_app else SUPERSEDED_NOTE)))
        _SAVING[key] = weakref.ref(self)

    def _close_offer(self) -> None:
        self.saved = None
        self.resume_box.layout.display = "none"
        self.play_area.layout.display = None

    def resume(self) -> MatchSession | None:
        """Take up the saved game (the "Resume your game" button)."""
        if self.saved is None:
            return None
        saved = self.saved
        if self.save_path is not None:  # the newest save, not the one read when the table was made
            found = load_match(self.save_path)
            if found.session is not None and self._unfinished(found.session):
                saved = found.session
        self._close_offer()
        self.variant_picker.value = saved.variant
        self.players_picker.value = saved.players
        self.level_picker.value = saved.level
        self.seed_box.value = saved.seed
        self._start(saved)
        return saved

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def human(self) -> int:
        return self.session.human

    @property
    def opponents(self) -> dict[int, Agent]:
        return self.session.opponents

    @opponents.setter
    def opponents(self, value: dict[int, Agent]) -> None:
        self.session.opponents = value

    @property
    def rng(self) -> random.Random:
        return self.session.rng

    @property
    def events(self) -> list[str]:
        return self.session.events

    @property
    def last_deal_states(self) -> list[GameState]:
        return [f.state for f in self.session.last_deal]

    # --- the match ---------------------------------------------------------------------------------
    def new_game(self, variant: str | None = None, players: int | None = None, level: str | None = None, seed: int | None = None) -> Game:
        """Start a new match (arguments default to the pickers' values); it replaces a saved one."""
        check_settings(variant, players, level, seed)
        if variant is not None:
            self.variant_picker.value = variant
        if players is not None:
            self.players_picker.value = players
        if level is not None:
            self.level_picker.value = level
        if seed is not None:
            self.seed_box.value = seed
        self._close_offer()
        self._not_confirming()
        self._start(MatchSession(self.variant_picker.value, int(self.players_picker.value), self.level_picker.value, int(self.seed_box.value)))
        return self.game

    def _not_confirming(self) -> None:
        """New game back to itself (after a new game, or a move: the learner chose to play on)."""
        self._confirming_new = False
        self.new_game_button.description = _("New game")
        self.new_game_button.button_style = "primary"

    def _new_game_pressed(self) -> None:
        """The New game button: a fresh deal each time (the next seed, or :attr:`next_seed`'s),
        unless the learner typed a seed of their own to replay (learner trial: New game dealt the
        same cards again). In a match the learner has played in and not finished, the first press
        asks (the button then says "Yes, new game"); a second press starts the new game."""
        if not self._confirming_new and self.session.path is not None and self._unfinished(self.session):
            self._confirming_new = True
            question = _(NEW_GAME_QUESTION, summary=self.session.summary())
            self.builder.feedback.value = message_html(html.escape(question))
            self.builder.card_table.announce = question
            self.new_game_button.description = _(NEW_GAME_CONFIRM)
            self.new_game_button.button_style = "warning"
            return
        if self.next_seed is not None:
            self.new_game(seed=int(self.next_seed()))
            return
        if int(self.seed_box.value) == self.session.seed:
            self.seed_box.value = self.session.seed + 1
        self.new_game()

    def _rebuild_builder(self) -> None:
        self.builder = MoveBuilder(
            self.game, seat=self.human, names=self.game.given_names, four_color=self.four_color_box.value,
            on_played=self._human_played, allow_undo=True, on_undo=self.undo, on_move_made=self._save_before_shown,
        )
        self.builder.status.layout.display = "none"  # the table's own message line says whose turn it is
        self.builder_box.children = [self.builder.view]
        self.refresh()

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def legal_moves(self) -> list[Move]:
        """The learner's legal moves (empty when it is not their turn)."""
        return self.session.legal_moves

    @property
    def my_turn(self) -> bool:
        return self.session.my_turn

    def refresh(self) -> None:
        state = self.state
        game = self.game
        # After the deal, the empty table and hand with greyed Play / Clear / Undo are gone (trial 27 read Undo as still
        # active there): the end panel below says what comes next.
        self.builder_box.layout.display = "none" if state.deal_over else None
        sides = self.session.side_names
        scores = html.escape(naming.scores_line(sides, game.scores))
        target = game.rules.target_score
        variant = html.escape(_variant_name(game.rules.is_royal))
        if self.one_deal:
            board = _(ONE_DEAL_SCOREBOARD, variant=variant)
        elif game.match.overtime:
            # Translators: the scoreboard; {scores} e.g. "You 9, Opponent 10"; keep the <b> tags.
            board = _("<b>{variant}</b>, deal {deal}. Game score: {scores} (playing to {target}) — <b>overtime</b> (§12.3).",
                      variant=variant, deal=self.session.deal_number, scores=scores, target=target)
        else:
            # Translators: the scoreboard; {scores} e.g. "You 9, Opponent 10"; keep the <b> tags.
            board = _("<b>{variant}</b>, deal {deal}. Game score: {scores} (playing to {target}).",
                      variant=variant, deal=self.session.deal_number, scores=scores, target=target)
        self.scoreboard.value = message_html(board)
        # At the end of the deal every hand is empty: the full state hides nothing, and it knows
        # where the leftovers went (a player's view does not).
        shown = state if self.show_all_box.value or state.deal_over else state.view(self.human)
        self.picture.value = render.state_html(
            shown, seat=self.human, show_all=self.show_all_box.value, names=game.given_names, four_color=self.four_color_box.value,
            table=False, own_hand=False, leftovers=False,  # the end-of-deal panel says where they went
        )
        waiting = self.session.waiting
        self.coach_button.disabled = not self.my_turn
        self.coach_box.value = ""
        self.step_button.disabled = not waiting
        self.until_button.disabled = not waiting
        # On the learner's turn "Play on to my turn ▶▶" is not shown at all: greyed beside "Play" it was pressed for
        # Play and nothing happened (trial 32). The computer's single-step button stays, greyed, with its tooltip.
        self.until_button.layout.display = None if waiting or state.deal_over else "none"
        # A greyed button says why when pointed at (trial 12 pressed it on its own turn and nothing was said).
        yours = _("It is your turn: the computer plays after your move.")
        self.step_button.tooltip = yours if self.my_turn else _(STEP_TIP)
        self.until_button.tooltip = yours if self.my_turn else _(UNTIL_TIP)
        if waiting:
            # Translators: {owner} is a computer player after "of" (Spanish "del rival 1", Portuguese "do adversário 1",
            # "de Ana"): Spanish "Es el turno {owner}: ..."; keep the <b> tags round the button's name.
            self.message.value = message_html(_("{owner} is to play: press <b>Computer's move ▶</b>.",
                                                owner=html.escape(game.seating.of_name(state.to_move))))
        elif self.my_turn:
            self.message.value = message_html(html.escape(
                _("Your turn: click a card from your hand, the table cards it uses, then Capture, Build or Trail.")))
        self.log.value = self._log_html()
        if self._end is None and not state.deal_over:
            return  # no end-of-deal panel yet: nothing of it to hide
        self.next_deal_button.layout.display = None if state.deal_over and game.winner is None and not self.one_deal else "none"
        if not state.deal_over:
            self.end_of_deal.value = ""
            self.score_sheet.value = ""
            self.deal_chart.layout.display = "none"
            self.match_chart.layout.display = "none"
            self.replay_box.layout.display = "none"

    def _log_html(self) -> str:
        events = self.session.events
        if not events:
            return ""
        shown = 8
        old, new = events[-shown:], self._new_moves()  # the others' moves since yours in bold (trial 18)
        items = "".join(f"<li><b>{html.escape(e)}</b></li>" if i >= len(old) - new else f"<li>{html.escape(e)}</li>"
                        for i, e in enumerate(old))
        # Trial 8: "This deal so far" stood over the whole list after the deal had ended.
        title = html.escape(_("This deal, move by move") if self.state.deal_over else _("This deal so far"))
        earlier = ""
        if len(events) > shown:
            # The whole deal, as the heading says (trial 15: the list began at move 41): the earlier moves folded.
            # Translators: a folded list of the deal's moves 1 to {n} (the last 8 are shown below it).
            summary = html.escape(ngettext("Move 1", "Moves 1 to {n}", len(events) - shown))
            first = "".join(f"<li>{html.escape(e)}</li>" for e in events[:-shown])
            earlier = f"<details><summary>{summary}</summary><ol>{first}</ol></details>"
        return (f'<div class="casino-log" style="color:var(--jp-ui-font-color1,#222)"><b>{title}</b>{earlier}'
                f'<ol start="{max(1, len(events) - shown + 1)}">{items}</ol></div>')

    def _new_moves(self) -> int:
        """How many of the deal's last moves the others played since your last move (shown in bold while the deal
        goes on: the line under the buttons points to them instead of saying them again, trial 18)."""
        if self.state.deal_over:
            return 0
        count = 0
        for entry in reversed(self.game.history):
            if entry.seat == self.human:
                break
            count += 1
        return count

    def coach(self) -> str:
        """Suggest a move for the learner and say why, judged from the learner's own view: plain
        sentences, with the numbers behind them in a collapsed "details" part."""
        if not self.my_turn:
            return ""
        from ..exercises.evaluation import coach_advice

        advice = coach_advice(self.state, names=self.game.given_names)  # labels by role ("protivniku"), names only if given
        self.coach_box.value = message_html(advice.to_html())
        return self.coach_box.value

    # --- moves -----------------------------------------------------------------------------------------
    def _save_before_shown(self, move: Move, text: str) -> None:
        """The match is saved before the page shows the learner's move: a server killed just after
        the move (kill -9, a power cut) still resumes it (issue 22)."""
        self.session.save()

    def _human_played(self, move: Move, text: str) -> None:
        self.session.learner_played(text)

    def _session_changed(self) -> None:
        if self._confirming_new:
            self._not_confirming()
        self.builder.refresh()
        if self.state.deal_over:
            self._end_of_deal()
        self.refresh()

    def undo(self) -> Move | None:
        """Take back the learner's last move of this deal, and the computer moves after it."""
        move = self.session.undo()
        if move is None:
            self.builder.feedback.value = feedback_html(False, html.escape(_("There is none of your moves to take back in this deal.")))
            return None
        words = describe_move(self.state, move, tense="suggestion")  # the state is back before the move
        said = _("Took back your move ({move}).", move=words)
        self.builder.feedback.value = message_html(html.escape(said))
        self.builder.card_table.announce = said
        return move

    def play_move(self, move: Move | str) -> PlayResult:
        """The learner plays ``move`` through the move builder's clicks."""
        return self.builder.play_move(move)

    def step(self) -> str | None:
        """Play the next computer move and describe it."""
        text = self.session.step()
        self._say_computer_moves([text] if text else [])
        return text

    def play_until_my_turn(self) -> list[str]:
        """Play computer moves until it is the learner's turn or the deal ends."""
        self.step_button.disabled = self.until_button.disabled = True  # no double clicks while it plays
        texts = self.session.play_until_my_turn()
        self._say_computer_moves(texts)
        return texts

    def _say_computer_moves(self, texts: list[str]) -> None:
        """The computer's moves, said beside the table (learner trial: cards vanished from the
        table while the line under it still showed the learner's own last move)."""
        if not texts:
            return
        said = " ".join(texts)
        # At the end of the deal the moves are in "This deal so far", above the end panel (trial 5 read the
        # last one twice); during it, the line here points to them, in bold in that list (trial 18 read them twice in a
        # row, here and in the list). A screen reader still hears them.
        new = self._new_moves()
        # One move (a two-player game) is said here, where the learner looks (trial 33 scrolled down to learn why their
        # build had gone); several are pointed to in the list.
        # Translators: the other players' moves since yours, shown in bold in the list "This deal so far".
        pointer = texts[-1] if new == 1 else ngettext("The new move is in bold in “This deal so far”, below.",
                                                      "The {n} new moves are in bold in “This deal so far”, below.", new, n=new)
        # Not "Your turn." again: the line over the table says it (a fresh try read two "Your turn" lines at once).
        self.builder.feedback.value = "" if self.state.deal_over or not new else message_html(html.escape(pointer))
        self.builder.card_table.announce = said

    # --- end of a deal ---------------------------------------------------------------------------------
    def _end_of_deal(self) -> None:
        game = self.game
        score = game.deal_score
        if score is None:  # a resumed match whose last deal was scored before saving
            score = game.match.deals[-1]
        names = self.session.side_names
        given = game.given_names
        self.end_of_deal.value = end_of_deal_html(self.session)
        self.builder.feedback.value = ""  # the last move is in "This deal so far" (trial 5 read it twice)
        self.score_sheet.value = render.score_sheet_html(score, names=given, viewer=self.human, players=game.players,
                                                         one_deal=self.one_deal)
        from ..display import plots

        self.deal_chart.value = figure_png(lambda ax: plots.score_breakdown(score, ax=ax, names=given, viewer=self.human,
                                                                                players=game.players))
        self.deal_chart.layout.display = None
        if not self.one_deal:  # one deal is no match to chart
            self.match_chart.value = figure_png(lambda ax: plots.match_progress(game.match.deals, ax=ax, names=given,
                                                                                     viewer=self.human, players=game.players))
            self.match_chart.layout.display = None
        if game.winner is not None:
            seating = self.session.game.seating
            winner = names[game.winner]
            role = seating.side_role(game.winner)
            scores = html.escape(naming.scores_line(names, game.scores))
            if role == naming.Role.SEVERAL and game.state.side_of(self.human) == game.winner:
                # Translators: the learner's own side of two won; {scores} e.g. "You and Partner 11, Opponents 8"; keep the <b> tags.
                said = _("<b>You and Partner won the game</b>: {scores}. Press New game to play again.", scores=scores)
            elif role == naming.Role.YOU:
                # Translators: {scores} e.g. "You 11, Opponent 8"; keep the <b> tags.
                said = _("<b>You won the game</b>: {scores}. Press New game to play again.", scores=scores)
            elif role == naming.Role.SEVERAL:
                # Translators: {name} is a side of two ("Opponents", "You and Partner"); {scores} e.g. "You 11, Opponents 8".
                said = _("<b>{name} won the game</b>: {scores}. Press New game to play again.",
                         name=html.escape(winner), scores=scores)
            else:
                # Translators: {name} is one player ("Opponent", "Ana"); {scores} e.g. "You 8, Opponent 11"; keep the <b> tags.
                said = pgettext("one winner", "<b>{name} won the game</b>: {scores}. Press New game to play again.",
                                name=html.escape(winner), scores=scores)
            self.message.value = feedback_html(game.winner == game.state.side_of(self.human), said)
        elif self.one_deal:
            self.message.value = message_html(_(ONE_DEAL_OVER))
        else:
            self.message.value = message_html(
                _("The deal is over: read where the leftovers went and the score sheet, then press <b>Next deal</b>."))
        frames = self.session.last_deal
        self.replay_slider.max = len(frames) - 1
        self.replay_slider.value = 0
        self.replay_box.layout.display = None
        self._show_replay()

    def _show_replay(self) -> None:
        frames = self.session.last_deal
        if not frames:
            return
        frame = frames[min(self.replay_slider.value, len(frames) - 1)]
        self.replay_view.value = message_html(html.escape(frame.caption)) + render.state_html(
            frame.state, seat=self.human, show_all=True, names=self.game.given_names, four_color=self.four_color_box.value
        )

    def next_deal(self) -> GameState | None:
        """Deal again after a finished deal (the deal passes to the next player, §3.2); a
        one-deal table deals no more (New game starts another)."""
        if self.one_deal:
            return None
        return self.session.next_deal()

    # --- convenience for tests and demonstrations --------------------------------------------------------
    def play_match(self, choose_for_me: "Sequence[object] | object | None" = None, max_moves: int = 5000) -> int:
        """Play the whole match through the widget API: computer moves by ``step``, the learner's
        moves chosen by an agent (default: the first legal move) and made with clicks."""
        if self.one_deal:
            raise ValueError("A one-deal table plays no match: play its deal with play_deal().")
        agent = choose_for_me
        for _turn in range(max_moves):
            if self.game.winner is not None:
                return self.game.winner
            if self.state.deal_over:
                self.next_deal()
            else:
                self._play_one(agent)
        raise RuntimeError("The match did not finish.")

    def play_deal(self, choose_for_me: "object | None" = None) -> GameState:
        """Play the current deal to its end as :meth:`play_match` does; the final state."""
        while not self.state.deal_over:
            self._play_one(choose_for_me)
        return self.state

    def _play_one(self, agent: "object | None") -> None:
        """One move: the computer's by ``step``, or the learner's (chosen by ``agent``, default
        the first legal move) made with clicks."""
        if not self.my_turn:
            self.step()
            return
        if agent is None:
            move = self.legal_moves[0]
        else:
            move = agent.choose(self.state.view(self.human), self.rng)  # type: ignore[attr-defined]
        result = self.play_move(move)
        if not result.ok:
            raise RuntimeError(f"the widget refused a legal move: {result.message}")
