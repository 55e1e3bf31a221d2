# %% [markdown]
# # Lesson 7: Play a full game
#
# Time to play! You are **You**; the computer plays the other seats. Choose the game, the number
# of players and how strong the computer is, then press **New game**.
#
# * On your turn: click a card from your hand, the table cards it uses, then **Capture**,
#   **Build** or **Trail**, and **Play**. If you are not sure, press **Coach**: it suggests a move
#   and says why (it only looks at your cards, like a friend behind your shoulder).
# * On the computer's turn: press **Computer's move ▶** to see each move, one at a time, or
#   **Play on to my turn ▶▶**.
# * At the end of a deal you get the **score sheet** (who won each point and why), a chart of the
#   points, and the match so far. **Next deal** deals again; the first to 21 wins the match.
# * **Show all hands** is a teaching switch: it turns every card face up. After a deal, the
#   replay's **Move** slider steps through the whole deal, move by move, with every hand visible.
# * Your match is **saved after every move**. If the notebook restarts (or you close it and come
#   back another day), run the cell again: it offers **Resume your match**, with the same cards
#   and the score where you left it, or **Start a new game**.
#
# The computer players, weakest first:

# %% [check: levels]
from casino_learn.agents import LEVELS, LEVEL_DESCRIPTIONS

for level in LEVELS:
    print(f"{level:9} {LEVEL_DESCRIPTIONS[level]}")

# %%
from casino_learn.widgets import GameTable

table = GameTable("royal", players=2, level="greedy", seed=7, save_as="lesson07")
table

# %% [markdown]
# ## Partners: four players
#
# With four players, the players opposite each other are partners: **You** and **Partner**
# against **Opponent 1** and **Opponent 2** (numbered in the order they play after you).
# Partners put their captures together, but each player owns their own builds — and in Royal you may not raise or add to your partner's build (R13).
# Change *Players* above to *4 (partners)* and press **New game** to try it.
#
# ## What the widget does for you, in code
#
# Every button has a Python method too. This cell lets the computer play until it is your turn,
# then asks the coach — the same as pressing the buttons:

# %%
demo = GameTable("classic", players=2, level="careful", seed=3)
demo.play_until_my_turn()
demo.coach()
demo.coach_box

# %% [markdown]
# ## Check yourself: the best move
#
# In these positions, choose the strongest of the listed moves. The answer is judged by the
# computer players' own idea of what cards are worth, and checked by the expert's search. Every
# choice as good as the best is right; a wrong choice is told what its move wins and leaves, and
# **Show solution** explains why the best is better.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("best_move", seed=2, variant="royal", difficulty=1)

# %%
ExerciseWidget("best_move", seed=5, variant="classic", difficulty=2)

# %%
ExerciseWidget("spot_illegal", seed=9, variant="royal", difficulty=2)
