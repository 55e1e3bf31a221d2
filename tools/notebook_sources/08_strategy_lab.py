# %% [markdown]
# # Lesson 8: Strategy
#
# You know every rule. Now: how do you play **well**? This lesson first says six principles in
# plain words, each with puzzles on a live table. Then you find the best move in whole positions,
# and last, in the **lab**, the computer plays thousands of deals so we can count what works.
#
# A puzzle is solved when you play a best move; a weaker move is taken back, with a sentence that
# says why it is weaker. Every puzzle's answer was checked by the kit's strongest computer player, the
# *expert*, which imagines the hidden cards many times over and plays each one out.

# %%
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

learner_line()  # who you are, and My progress

# %% [markdown]
# ## {stage heading: points-first}
#
# Of the 11 points of a deal (not counting sweeps), 7 sit on single cards: Big Casino (10♦) 2, Little Casino (2♠) 1 and
# the four aces 1 each. The other 4 (most cards, most spades) are shared out over the whole deal.
# So a capture that takes a point card is usually worth more than one that takes an extra card, and
# trailing a point card is a gift to the opponent.

# %%
stage("points-first")

# %% [markdown]
# ## {stage heading: guard-your-build}
#
# Your build sits on the table where the opponent can see it. If they hold a card of its value they
# capture it, points and all. Leave a build out only when it is safe and will gather more; otherwise
# take it home now.

# %%
stage("guard-your-build")

# %% [markdown]
# ## {stage heading: count-what-has-gone}
#
# Every card is in the pack once. If the other three 9s are already in the captured cards, the 9 in
# your hand is the only card that can take a build of 9. Make it a multiple build, which nobody may
# raise, and it cannot be lost. Good players keep count of the aces, the 10s, the 2s and the values
# of their builds.

# %%
stage("count-what-has-gone")

# %% [markdown]
# ## {stage heading: sweep-risk}
#
# A **sweep** (a capture that empties the table, [§10](10_rules_reference.ipynb#s10)) scores a point
# in Royal (after the two sides' sweeps cancel, and, outside overtime, not for a side on 18 or more), and in Classic when
# the players agree to count sweeps. After you play, look at the table
# you leave: can one card take all of it?

# %%
stage("sweep-risk")

# %% [markdown]
# ## {stage heading: when-to-build}
#
# A build costs you a card now and pays next turn. It is worth it when you hold the card that
# captures it (you must, by the keep-a-capturer rule, [R7](10_rules_reference.ipynb#R7)) and the
# build gathers points or several cards. Holding two cards of the build's value makes it safer.

# %%
stage("when-to-build")

# %% [markdown]
# ## {stage heading: two-moves-ahead}
#
# Here the computer answers your move on the table. Count what you take now **and** what you can
# take on your next turn, after its answer: the task accepts every move that gives you the most
# table cards over your two turns, and then asks you to collect.

# %%
stage("two-moves-ahead")

# %% [markdown]
# ## Check yourself: the best move
#
# Now whole positions, with all six principles at once. Choose the strongest of the listed moves.
# A choice close to the best counts as right too, and the answer then names the best move; a wrong
# choice is told what its move wins and leaves, and **Show solution** explains why the best is better.
#
# Here the cards a move wins are all the cards it captures for you, **the card you play included** (the
# score's "most cards" counts them so); the stages above counted the table cards you take.

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("best_move", seed=5, variant="classic", difficulty=2)

# %%
ExerciseWidget("best_move", seed=2, variant="royal", difficulty=1)

# %%
ExerciseWidget("best_move", seed=11, variant="royal", difficulty=2)

# %% [markdown]
# ## The lab: counting what works
#
# Some questions are hard to answer by thinking alone: *How often does anyone sweep the table? How
# much is an ace worth to you? Do clever players really score more, or is it all luck?* A computer
# can play thousands of deals in a few seconds, so we can **count**.
#
# Each experiment below uses a fixed *seed* (the number that decides how the packs are shuffled),
# so everybody gets the same numbers. Change the seed
# or the number of deals and run the cells again to see how much the answers wobble.

# %%
from casino_learn.lesson import lab

# %% [markdown]
# ### 1. How often are there sweeps in Royal Casino?
#
# In Royal each sweep scores a point, but the two players' sweeps cancel one for one
# ([§10](10_rules_reference.ipynb#s10)). Let two *greedy* computer players play 300
# deals and count the sweeps in each deal.

# %%
records = lab.simulate_deals("royal", levels=["greedy"], deals=300, seed=1, progress=lab.show_progress())

# %% [check: sweeps]
print(lab.sweep_sentence(records))

# %%
lab.sweeps_chart(records)

# %% [markdown]
# Sweeps are common: most deals have several. In Royal the two sides' sweeps cancel one for one,
# so only the difference scores.
#
# ### 2. How much is an ace worth?
#
# In Royal an ace is a strong card: played alone it counts as 1 or **14**, whichever you need
# ([§1.3](10_rules_reference.ipynb#s1.3)), and each ace is also worth a point at the end. Do players who start a deal with aces in their first hand score more?

# %% [check: aces]
print(lab.ace_sentence(records))

# %%
lab.ace_worth_chart(records)

# %% [markdown]
# Compare the bars: does a first hand with an ace score more than one without? Each ace is a
# point in itself and can capture as 14, but the bars wobble with only 300 deals (few hands hold
# two aces): run the experiment with more deals and see whether the pattern holds.
#
# ### 3. Do better players really score more?
#
# To compare two computer players fairly, we use **duplicate deals**: every shuffled pack is
# dealt twice, and the players swap seats the second time, so both get the same cards. Most of
# the luck of the cards cancels out. The bars show how many more points per deal the stronger
# player scores. The thin line on each bar, and the sentence under the next cell, give a **95%
# interval**: the range the true answer is very likely in (it would be, 95 times out of 100).

# %%
results = lab.compare_levels([("greedy", "beginner"), ("careful", "greedy")], pairs=40, seed=3, progress=lab.show_progress())

# %% [check: levels]
print(lab.levels_sentence(results))

# %%
lab.levels_chart(results)

# %% [markdown]
# Greedy play beats random play by a lot, and careful play — which also thinks about what it
# leaves for the next player — beats greedy play. The *expert* searches even further ahead: it is
# too slow for this quick experiment, but you can play against it in lesson 7.
#
# ## What you learned
#
# * Take the points (10♦, 2♠, aces) and never trail them when another card will do.
# * Guard your build: take it home unless it is safe and will gather more.
# * Count what has gone: when every other card of a value is gone, your multiple build of that value is safe.
# * Watch the sweep risk: do not leave a table one card can clear.
# * Build when you hold the capturer and the build gathers points or several cards.
# * Plan two moves ahead: count what you take now and what you can take on your next turn, after the answer.
