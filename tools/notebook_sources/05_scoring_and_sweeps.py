# %% [markdown]
# # Lesson 5: Scoring and sweeps
#
# *About 25 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# You have captured lots of cards. Now: what are they worth? In this lesson:
#
# 1. how a **deal ends**, and who gets the cards **left on the table** ([§9](10_rules_reference.ipynb#s9)),
# 2. **sweeps**: clearing the table ([§10](10_rules_reference.ipynb#s10)),
# 3. the **eleven points** of every deal, and what happens on a **tie** ([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. playing deal after deal until a side wins with **21 or more** ([§11.2](10_rules_reference.ipynb#s11.2)).
#
# A **side** is a player, or two partners who put their captured cards together (with four
# players). In this lesson there are two players, so each side is one player: **You** and
# **Opponent**.

# %%
import casino_learn as cl
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## The end of a deal
#
# A **deal** uses the whole pack. With two players you each get 4 cards, six times over; when the
# last card has been played, the deal is over.
#
# Often some cards are still on the table then. They all go to the **side of the last player who
# made a capture**. If nobody captured anything in the whole deal, they go to **nobody**. Taking
# them this way is **never a sweep** (more on sweeps below).
#
# **Worked example.** You have the very last card of the deal, 6♣. The table holds 6♥, 4♠ and 2♦,
# and Opponent made the last capture before this.

# %%
last = cl.position("classic", hand="6C", table="6H 4S 2D", last_capturer=1, last_play_of_deal=True)
show(last)

# %% [markdown]
# Here is what happens after each of your four possible moves. If you trail, Opponent made the last
# capture, so the leftovers go to Opponent. If you capture, **you** are the last capturer, so you
# also get what is left over.

# %% [check: last-play]
print(leftovers_after(last))

# %% [markdown]
# And if **nobody** captured anything in the whole deal (rare, but possible), the cards left over
# go to nobody: they are not counted for either side.

# %% [check: leftovers-to-nobody]
print(leftovers_after(cl.position("classic", hand="6C", table="6H 4S 2D", last_play_of_deal=True)))

# %% [markdown]
# ## {stage heading: sweep}
#
# A **sweep** is a capture that leaves the table **completely empty**: no loose cards and no
# builds. The next player has nothing to capture, so they can only trail.
#
# * Collecting the leftovers at the end of a deal is **never** a sweep, but a capture that empties
#   the table on the very last card (the last line above) **is**.
# * In **Classic** Casino sweeps score **nothing**, unless the players agree before the game to
#   count them: then each sweep is worth **1 point** (in the kit, a teacher switches them on).
#
# Try it: clear the table.

# %%
stage("sweep")

# %% [markdown]
# When sweeps are counted in Classic, each one scores 1 point, and the two sides' sweeps do not
# cancel each other ([§10](10_rules_reference.ipynb#s10)). Royal Casino counts them differently:
# lesson 6 shows how.

# %%
opponent_cards = cl.parse_cards("2S 3S 4S 5S 6S 7S 8S AC AD 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C 2D 3D 4D")
your_cards = rest_of_pack(opponent_cards)

# %% [markdown]
# ## The eleven points
#
# When the deal is over, each side counts its **captured cards**. There are **11 points** in every
# deal:
#
# | Item | Points | Who gets it |
# |---|---|---|
# | **Most cards** | 3 | the side with the most cards: with two players, 27 or more of the 52 (26 each is a tie: nobody) |
# | **Most spades** | 1 | the side with the most spades: with two players, 7 or more of the 13 |
# | **Big Casino**, the 10♦ | 2 | the side that captured it |
# | **Little Casino**, the 2♠ | 1 | the side that captured it |
# | **The four aces**, A♠ A♣ A♥ A♦ | 1 each | the side that captured each one |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (Sweeps, when you count them, come on top.)
#
# **Worked example.** At the end of a deal Opponent's captured cards are these 23; you have the
# other 29.

# %%
HTML(render.hand_html(opponent_cards, width=40))

# %% [markdown]
# You have more cards (3 points), Big Casino (2) and two aces (2): **7 points**. Opponent has more
# spades (1), Little Casino (1) and two aces (2): **4 points**. The score sheet agrees:

# %%
deal = cl.score_deal(cl.get_rules("classic"), [your_cards, opponent_cards], sweeps=[0, 0])
HTML(render.score_sheet_html(deal, result=False))

# %% [markdown]
# The same points as a picture:

# %%
plots.score_breakdown(deal);

# %% [markdown]
# ### Ties
#
# If both sides have **26 cards**, nobody scores the 3 points for cards, so only 8 points are
# given out. (Spades can never tie between two sides: there are 13 of them, an odd number.)
# Move three nines from your cards to Opponent's, and the cards are tied:

# %% [check: tied-items]
nines = cl.parse_cards("9H 9D 9C")
print(score_items("classic", [rest_of_pack(opponent_cards + nines), opponent_cards + nines]))

# %% [markdown]
# ## Playing to 21
#
# One deal is not a game. The points of each deal are **added up**, and after each deal you look
# at the totals:
#
# * if no side has 21 yet, you play **another deal**;
# * if one side has **strictly the highest total** and it is **21 or more**, that side **wins**
#   (even if both sides passed 21 in the same deal: the higher total wins);
# * if the highest totals are **tied**, for example 23 to 23, you play **another deal**, and look
#   again after it.
#
# So reaching 21 first is not enough: what counts is the highest total at the end of a deal.
# Here is our deal (you 7 points, Opponent 4) again, starting from three different scores:

# %% [check: game-end]
print(game_end("classic", before=[10, 12], deal_points=[7, 4]))
print(game_end("classic", before=[17, 19], deal_points=[7, 4]))
print(game_end("classic", before=[16, 19], deal_points=[7, 4]))

# %% [markdown]
# A whole game between two computer players, deal by deal: neither is you, so the chart calls them Player 1 and
# Player 2. The dashed line is 21.

# %%
match = cl.play_match("classic", [GreedyAgent(), GreedyAgent()], seed=4)
plots.match_progress(match.deals, viewer=None);

# %% [markdown]
# ## Check yourself
#
# Answer the way each box asks; the hints remind you of the point values.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("sweeps_and_leftovers", seed=3, variant="classic", difficulty=2)

# %% [markdown]
# To score a deal, fill in its **score sheet**: type the number of spades (and the points) for each side in
# its boxes, and in the harder one click, for each item, whose it is. Typing the whole answer in the box works too.

# %%
ExerciseWidget("score_deal", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=2)

# %% [markdown]
# Two questions on the end of a deal: who takes the leftovers, and what happens to them when nobody
# captured anything at all.

# %%
ExerciseWidget("the_deal", seed=1, variant="classic", difficulty=3, question="leftovers", most_players=3)

# %%
ExerciseWidget("the_deal", seed=2, variant="classic", difficulty=3, question="no_capture", most_players=3)

# %% [markdown]
# The last box counts a whole deal and asks how the game stands after it: a winner, or another deal.

# %%
ExerciseWidget("who_wins", seed=3, variant="classic", difficulty=2)

# %% [markdown]
# ## What you learned
#
# * At the end of a deal the cards left on the table go to the **side of the last capturer**, or
#   to nobody if nobody captured; that is never a sweep.
# * A **sweep** empties the table by a capture. In Classic it scores only if you agree to count
#   sweeps: then each sweep is 1 point, and sweeps never cancel (in Royal they do: lesson 6).
# * Each deal has **11 points**: most cards 3, most spades 1, Big Casino (10♦) 2, Little Casino
#   (2♠) 1, and 1 for each of the four aces. A tie for most cards scores nothing.
# * The game goes to **21**: after a deal, the strictly highest total of 21 or more wins; a tie at
#   the top means another deal.
#
# Next: **Lesson 6, Royal Casino**.
