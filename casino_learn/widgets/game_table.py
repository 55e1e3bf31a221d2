"""The game table: a whole match against 1-3 computer opponents, one move at a time.

The learner is seat 0. Computer moves are shown one by one ("Computer's move ▶") so they can be
followed at the learner's pace. At the end of a deal come the score sheet, the charts and the
match progress; a replay steps through the last deal with every hand visible.
"""

from __future__ import annotations

import html
import random
from typing import Sequence

import ipywidgets as widgets

from .. import names as naming
from .. import render
from ..agents import LEVEL_DESCRIPTIONS, LEVELS, get_agent
from ..game import Game
from ..moves import Move
from ..state import GameState
from .common import feedback_html, figure_png, message_html
from .move_builder import MoveBuilder, PlayResult

__all__ = ["GameTable", "seat_names", "side_names"]

def seat_names(players: int, viewer: int = 0) -> list[str]:
    """The seats as the learner at ``viewer`` sees them: "You", "Opponent", "Partner", "Opponent 1/2"
    (see :mod:`casino_learn.names`)."""
    return naming.seat_names(players, viewer)


def side_names(game: Game, viewer: int = 0) -> list[str]:
    """Names of the scoring sides in side order: "You" / "Opponent", "You and Partner" /
    "Opponents", or the game's own names joined ("Ana and Cy")."""
    state = game.state
    return naming.side_names(state.players, viewer, game.names, partnerships=state.sides != state.players)


class GameTable:
    """Play Casino or Royal Casino against the computer::

        table = GameTable("royal", players=2, level="greedy", seed=1)
        table            # shows the widget in a notebook
        table.play_move(table.legal_moves[0]); table.step()   # the same as the clicks
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
    ) -> None:
        self.variant_picker = widgets.Dropdown(options=[("Royal Casino", "royal"), ("Classic Casino", "classic")], value=variant, description="Game:")
        self.players_picker = widgets.Dropdown(options=[("2 players", 2), ("3 players", 3), ("4 (partners)", 4)], value=players, description="Players:")
        self.level_picker = widgets.Dropdown(options=[(name.title(), name) for name in LEVELS], value=level, description="Opponent:")
        self.level_note = widgets.HTML()
        self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=10**9, description="Seed:", layout=widgets.Layout(width="180px"))
        self.new_game_button = widgets.Button(description="New game", icon="refresh", button_style="primary")
        self.show_all_box = widgets.Checkbox(value=show_all, description="Show all hands (teaching)")
        self.four_color_box = widgets.Checkbox(value=four_color, description="Four-colour cards")
        self.scoreboard = widgets.HTML()
        self.picture = widgets.HTML()
        self.log = widgets.HTML()
        self.step_button = widgets.Button(description="Computer's move ▶", tooltip="Show the next computer move", layout=widgets.Layout(width="auto"))
        self.until_button = widgets.Button(description="Play on to my turn ▶▶", tooltip="Play every computer move until it is your turn", layout=widgets.Layout(width="auto"))
        self.message = widgets.HTML()
        self.coach_button = widgets.Button(description="Coach: what would you play?", icon="graduation-cap", layout=widgets.Layout(width="auto"),
                                           tooltip="Suggests a good move and says why (it sees only your cards)")
        self.coach_box = widgets.HTML()
        self.score_sheet = widgets.HTML()
        self.deal_chart = widgets.Image(format="png", layout=widgets.Layout(max_width="600px", display="none"))
        self.match_chart = widgets.Image(format="png", layout=widgets.Layout(max_width="600px", display="none"))
        self.next_deal_button = widgets.Button(description="Next deal", icon="forward", button_style="success")
        self.replay_slider = widgets.IntSlider(value=0, min=0, max=0, description="Replay:", continuous_update=False, layout=widgets.Layout(width="420px"))
        self.replay_view = widgets.HTML()
        self.replay_box = widgets.VBox([widgets.HTML("<b>Replay of the last deal, every hand visible</b>"), self.replay_slider, self.replay_view], layout=widgets.Layout(display="none"))
        self.builder_box = widgets.VBox()

        self.new_game_button.on_click(lambda _b: self.new_game())
        self.step_button.on_click(lambda _b: self.step())
        self.until_button.on_click(lambda _b: self.play_until_my_turn())
        self.coach_button.on_click(lambda _b: self.coach())
        self.next_deal_button.on_click(lambda _b: self.next_deal())
        self.show_all_box.observe(lambda _c: self.refresh(), names="value")
        self.four_color_box.observe(lambda _c: self._rebuild_builder(), names="value")
        self.replay_slider.observe(lambda _c: self._show_replay(), names="value")
        self.level_picker.observe(lambda _c: self._describe_level(), names="value")
        self._describe_level()

        self.view = widgets.VBox([
            widgets.HBox([self.variant_picker, self.players_picker], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.level_picker, self.seed_box, self.new_game_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.level_note,
            widgets.HBox([self.show_all_box, self.four_color_box]),
            self.scoreboard,
            self.picture,
            widgets.HBox([self.step_button, self.until_button, self.coach_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.message,
            self.coach_box,
            self.builder_box,
            self.log,
            self.score_sheet,
            widgets.HBox([self.deal_chart, self.match_chart], layout=widgets.Layout(flex_flow="row wrap")),
            self.next_deal_button,
            self.replay_box,
        ])
        self.new_game()

    def _repr_mimebundle_(self, **kwargs: object) -> dict | None:
        return self.view._repr_mimebundle_(**kwargs)

    def _describe_level(self) -> None:
        level = self.level_picker.value
        self.level_note.value = f'<span style="color:var(--jp-ui-font-color2,#666)">{html.escape(level.title())}: {html.escape(LEVEL_DESCRIPTIONS[level])} (applies to the next new game)</span>'

    # --- the match ---------------------------------------------------------------------------------
    def new_game(self, variant: str | None = None, players: int | None = None, level: str | None = None, seed: int | None = None) -> Game:
        """Start a new match (arguments default to the pickers' values)."""
        if variant is not None:
            self.variant_picker.value = variant
        if players is not None:
            self.players_picker.value = players
        if level is not None:
            self.level_picker.value = level
        if seed is not None:
            self.seed_box.value = seed
        n = int(self.players_picker.value)
        seed_value = int(self.seed_box.value)
        self.human = 0
        self.game = Game(self.variant_picker.value, n, seed=seed_value, first_dealer=n - 1, names=seat_names(n, self.human))
        self.opponents = {seat: get_agent(self.level_picker.value) for seat in range(1, n)}
        self.rng = random.Random(seed_value * 7919 + 17)
        self.events: list[str] = []
        self.last_deal_states: list[GameState] = []
        self.last_deal_texts: list[str] = []
        self._rebuild_builder()
        return self.game

    def _rebuild_builder(self) -> None:
        self.builder = MoveBuilder(
            self.game, seat=self.human, names=self.game.names, four_color=self.four_color_box.value,
            on_played=self._human_played, allow_undo=True, on_undo=self.undo,
        )
        self.builder.status.layout.display = "none"  # the table's own message line says whose turn it is
        self.builder_box.children = [self.builder.view]
        self.refresh()

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def legal_moves(self) -> list[Move]:
        """The learner's legal moves (empty when it is not their turn)."""
        return list(self.state.legal_moves) if self.my_turn else []

    @property
    def my_turn(self) -> bool:
        return not self.state.deal_over and self.state.to_move == self.human

    def refresh(self) -> None:
        state = self.state
        game = self.game
        sides = side_names(game, self.human)
        scores = html.escape(naming.scores_line(sides, game.scores))
        target = game.rules.target_score
        overtime = " — <b>overtime</b> (§12.3)" if game.match.overtime else ""
        self.scoreboard.value = message_html(
            f"<b>{'Royal Casino' if game.rules.is_royal else 'Classic Casino'}</b>, deal {len(game.match.deals) + (0 if state.deal_over else 1)}. "
            f"Match score: {scores} (first to {target}){overtime}."
        )
        self.picture.value = render.state_html(
            state if self.show_all_box.value else state.view(self.human),
            seat=self.human, show_all=self.show_all_box.value, names=game.names, four_color=self.four_color_box.value,
            table=False, own_hand=False,
        )
        waiting = not state.deal_over and state.to_move != self.human
        self.coach_button.disabled = not self.my_turn
        self.coach_box.value = ""
        self.step_button.disabled = not waiting
        self.until_button.disabled = not waiting
        if waiting:
            self.message.value = message_html(f"{html.escape(game.names[state.to_move])} is to play: press <b>Computer's move ▶</b>.")
        elif self.my_turn:
            self.message.value = message_html("Your turn: click a card from your hand, the table cards it uses, then Capture, Build or Trail.")
        self.log.value = self._log_html()
        self.next_deal_button.layout.display = None if state.deal_over and game.winner is None else "none"
        if not state.deal_over:
            self.score_sheet.value = ""
            self.deal_chart.layout.display = "none"
            self.match_chart.layout.display = "none"

    def _log_html(self) -> str:
        if not self.events:
            return ""
        items = "".join(f"<li>{html.escape(e)}</li>" for e in self.events[-8:])
        return f'<div class="casino-log" style="color:var(--jp-ui-font-color1,#222)"><b>This deal so far</b><ol start="{max(1, len(self.events) - 7)}">{items}</ol></div>'

    def coach(self) -> str:
        """Suggest a move for the learner and say why, judged from the learner's own view: plain
        sentences, with the numbers behind them in a collapsed "details" part."""
        if not self.my_turn:
            return ""
        from ..exercises.evaluation import coach_advice

        advice = coach_advice(self.state, names=self.game.names)
        self.coach_box.value = message_html(advice.to_html())
        return self.coach_box.value

    # --- moves -----------------------------------------------------------------------------------------
    def _human_played(self, move: Move, text: str) -> None:
        self.events.append(text)
        self._after_move()

    def undo(self) -> Move | None:
        """Take back the learner's last move of this deal, and the computer moves after it."""
        if self.state.deal_over or not any(e.seat == self.human for e in self.game.history):
            self.builder.feedback.value = feedback_html(False, "There is none of your moves to take back in this deal.")
            return None
        while True:
            entry = self.game.history[-1]
            self.game.undo()
            if entry.seat == self.human:
                break
        self.events = [e.description for e in self.game.history]
        self.builder.feedback.value = message_html(f"Took back {html.escape(str(entry.move))}.")
        self.builder.refresh()
        self.refresh()
        return entry.move

    def play_move(self, move: Move | str) -> PlayResult:
        """The learner plays ``move`` through the move builder's clicks."""
        return self.builder.play_move(move)

    def step(self) -> str | None:
        """Play the next computer move and describe it."""
        state = self.state
        if state.deal_over or state.to_move == self.human:
            return None
        seat = state.to_move
        move = self.opponents[seat].choose(state.view(seat), self.rng)
        text = self.game.play(move)
        self.events.append(text)
        self._after_move()
        return text

    def play_until_my_turn(self) -> list[str]:
        """Play computer moves until it is the learner's turn or the deal ends."""
        texts = []
        self.step_button.disabled = self.until_button.disabled = True  # no double clicks while it plays
        while not self.state.deal_over and self.state.to_move != self.human:
            text = self.step()
            if text is None:
                break
            texts.append(text)
        return texts

    def _after_move(self) -> None:
        self.builder.refresh()
        if self.state.deal_over:
            self._end_of_deal()
        self.refresh()

    # --- end of a deal ---------------------------------------------------------------------------------
    def _end_of_deal(self) -> None:
        game = self.game
        score = game.deal_score
        assert score is not None
        names = side_names(game, self.human)
        self.last_deal_states = [e.before for e in game.history] + [game.state]
        self.last_deal_texts = [e.description for e in game.history]
        self.score_sheet.value = render.score_sheet_html(score, names=names, viewer=self.human, players=game.players)
        from .. import plots

        self.deal_chart.value = figure_png(lambda ax: plots.score_breakdown(score, ax=ax, names=names, players=game.players))
        self.match_chart.value = figure_png(lambda ax: plots.match_progress(game.match.deals, ax=ax, names=names, players=game.players))
        self.deal_chart.layout.display = None
        self.match_chart.layout.display = None
        if game.winner is not None:
            self.message.value = feedback_html(
                game.winner == game.state.side_of(self.human),
                f"<b>{html.escape(names[game.winner])} won the match</b>: {html.escape(naming.scores_line(names, game.scores))}. "
                "Press New game to play again.")
        else:
            self.message.value = message_html("The deal is over: read the score sheet, then press <b>Next deal</b>.")
        self.replay_slider.max = len(self.last_deal_states) - 1
        self.replay_slider.value = 0
        self.replay_box.layout.display = None
        self._show_replay()

    def _show_replay(self) -> None:
        if not self.last_deal_states:
            return
        i = self.replay_slider.value
        state = self.last_deal_states[i]
        text = self.last_deal_texts[i] if i < len(self.last_deal_texts) else "End of the deal."
        self.replay_view.value = message_html(f"Move {i + 1}: {html.escape(text)}") + render.state_html(
            state, seat=self.human, show_all=True, names=self.game.names, four_color=self.four_color_box.value
        )

    def next_deal(self) -> GameState | None:
        """Deal again after a finished deal (the deal passes to the next player, §3.2)."""
        if not self.state.deal_over or self.game.winner is not None:
            return None
        self.game.next_deal()
        self.events = []
        self.replay_box.layout.display = "none"
        self.builder.refresh()
        self.refresh()
        return self.state

    # --- convenience for tests and demonstrations --------------------------------------------------------
    def play_match(self, choose_for_me: "Sequence[object] | object | None" = None, max_moves: int = 5000) -> int:
        """Play the whole match through the widget API: computer moves by ``step``, the learner's
        moves chosen by an agent (default: the first legal move) and made with clicks."""
        agent = choose_for_me
        for _ in range(max_moves):
            if self.game.winner is not None:
                return self.game.winner
            if self.state.deal_over:
                self.next_deal()
            elif self.my_turn:
                if agent is None:
                    move = self.legal_moves[0]
                else:
                    move = agent.choose(self.state.view(self.human), self.rng)  # type: ignore[attr-defined]
                result = self.play_move(move)
                if not result.ok:
                    raise RuntimeError(f"the widget refused a legal move: {result.message}")
            else:
                self.step()
        raise RuntimeError("The match did not finish.")
