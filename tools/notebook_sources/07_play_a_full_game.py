# %% [markdown]
# # Lesson 7: Play a full game
#
# Time to play a whole game of Classic Casino! At the table you are called **You**; the computer plays the other seats.
# The table starts a two-player Classic game; you can choose how strong the computer is, then press
# **New game**. (The same table plays Royal Casino too, once you have done lesson 6.)
#
# * On your turn: click a card from your hand, the table cards it uses, then **Capture**,
#   **Build** or **Trail**, and **Play**. If you are not sure, press **Coach**: it suggests a move
#   and says why (it only looks at your cards, like a friend behind your shoulder).
# * On the computer's turn: press **Computer's move ▶** to see each move, one at a time, or
#   **Play on to my turn ▶▶**.
# * At the end of a deal you get the **score sheet** (who won each point and why), a chart of the
#   points, and the game so far. **Next deal** deals again. A Classic game is won as in lesson 5: after
#   a deal, the side with strictly the highest total, at 21 or more, wins; a tie at the top means
#   another deal. (A Royal game ends with the count-out of lesson 6.)
# * **Show all hands** is a teaching switch: it turns every card face up. After a deal, the
#   replay's **Move** slider steps through the whole deal, move by move, with every hand visible.
# * **Seed** is the number that shuffles the cards: the same seed deals the same cards again (lesson 8 says more).
# * Your game is **saved after every move**. If the notebook restarts (or you close it and come
#   back another day), run the cell again: it offers **Resume your game**, with the same cards
#   and the score where you left it, or **Start a new game**.
#
# The computer players, weakest first:

# %% [check: levels]
from casino_learn.lesson import computer_players

print(computer_players())

# %%
from casino_learn.widgets import GameTable

table = GameTable("classic", players=2, level="greedy", seed=7, save_as="lesson07")
table

# %% [markdown]
# ## Partners: four players
#
# With four players, the players opposite each other are **partners**, one side: **You** and
# **Partner** against **Opponent 1** and **Opponent 2**. Partners put their captured cards together,
# but each player owns their own builds. Change *Players* above to *4 (partners)* and press
# **New game** to try it; lesson 6 says more about partners (and Royal Casino's partner rule).
#
# ## Check yourself
#
# After a game, three questions on what you met in it: a move that is not allowed, a sweep, and the
# score of a deal. (Finding the *best* move comes in lesson 8, after its principles.)

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("spot_illegal", seed=9, variant="classic", difficulty=1)

# %%
ExerciseWidget("sweeps_and_leftovers", seed=8, variant="classic", difficulty=1)

# %%
ExerciseWidget("score_deal", seed=7, variant="classic", difficulty=2)

# %% [markdown]
# ## For the curious: the buttons in code
#
# *Optional.* Every button of the table has a Python method too. This cell lets the computer play
# until it is your turn, then asks the coach, the same as pressing the buttons:

# %%
demo = GameTable("classic", players=2, level="careful", seed=3)
demo.play_until_my_turn()
demo.coach()
demo
