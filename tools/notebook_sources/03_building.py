# %% [markdown]
# # Lesson 3: Building
#
# *About 30 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# A **build** is cards you put together on the table now, so that you can capture them
# **on a later turn**. You play a card onto table cards and **announce a value**: "building
# eight!". From then on the build is taken only whole, by a card of that value.
#
# This lesson has thirteen short stages, one idea each. Each stage shows its rule in plain words and
# an example, then gives you 3 to 5 tasks on a live table: click the cards, press **Build** (or
# **Capture**), then **Play**. A move that misses the task is explained and taken back. You win
# up to three stars per task: right first time and with no hint. The stages:
#
# 1. making a build
# 2. keeping a card to capture it
# 3. the values a build may have
# 4. capturing a build
# 5. a build and more in one capture
# 6. multiple builds
# 7. owning a build
# 8. adding to a build
# 9. raising a build
# 10. only your card changes the value
# 11. build now, take it next turn
# 12. a raise, and the answer
# 13. joining two builds

# %%
import casino_learn as cl
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# You hold 3♦, 3♠ and 6♣. On the table are A♥ and 2♣ (the rules'
# [example in §6.2](10_rules_reference.ipynb#s6.2)). Play 3♦ onto A♥ and 2♣: 1 + 2 + 3 = **6**, and
# you announce **"building six"**. Next turn you can take all three cards with your 6♣, unless
# your opponent first takes the build with a 6 or raises it. (If they add to it, it becomes theirs,
# but your 6♣ still takes it, with the cards they added. Adding comes in Stage 8, raising in Stage 9.)
#
# Try it: click **3♦**, then **A♥** and **2♣**, and press **Build**. These cards make 3 *or* 6, so
# the table asks which value you announce: choose **6** (click it, or press **V**), then **Play**.
# Press **Undo** and try **Show me the legal moves**.

# %%
start = cl.position("classic", hand="3D 3S 6C", table="AH 2C")
stage_table(start, "making-a-build")

# %% [markdown]
# Why could 3♦ with A♥ and 2♣ also be announced as **3**? Your 3♦ is worth 3 on its own, and
# A♥ + 2♣ is worth 3 too: two **groups** of 3, which you would capture with your other 3♠. A build
# with several groups is a **multiple build** (Stage 6). Here are all the builds you may make:

# %%
legal_moves(start, kinds=("build",))

# %% [markdown]
# Build the value each task asks for.

# %%
stage("making-a-build")

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# Here is what the table says about three builds from the first position (3♦, 3♠ and 6♣ in your
# hand; A♥ and 2♣ on the table):

# %% [check: builds-explained]
verdicts(start, "3D build 4 AH", "3D build 5 2C", "3D build 6 AH 2C")

# %%
stage("keeping-a-capturer")

# %% [markdown]
# ## {stage heading: build-values}
#
# The table refuses a build that no card could capture:

# %% [check: build-values-explained]
verdicts(cl.position("classic", hand="9H 3S", table="3C"), "9H build 12 3C")

# %%
stage("build-values")

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# Now capture some builds, each one whole.

# %%
stage("capturing-a-build")

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# One card can take a build and more: count the table cards each capture takes.

# %%
stage("capturing-more-at-once")

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# The table draws each group of a build apart from the next, so you can check them one by one.

# %%
stage("multiple-builds")

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# Watch the label under each build: it says "owner: You" or "owner: Opponent". An owner may not
# trail either: that rule comes in lesson 4.

# %%
stage("owning-a-build")

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# Watch the build's label: after you add to it, it says "owner: You", and it has a new name.

# %%
stage("adding-to-a-build")

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# To **raise** a build, you play one card on it and its value goes up by that card's value: a build of
# 5 raised with 2♠ is worth 7. A multiple build can never be raised; here is what the table says when
# you try:

# %% [check: raising-explained]
multiple = cl.position("classic", hand="2S 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H, 5S", owner=1)])
verdicts(multiple, "2S build 7 B1")

# %%
stage("raising-a-build")

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# And here a raise the table refuses because a loose card would change the value:

# %% [check: raise-card-only-explained]
single = cl.position("classic", hand="2S 9H", table="2D 4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
verdicts(single, "2S build 9 B1 2D")

# %%
stage("raising-with-your-card-only")

# %% [markdown]
# ## {stage heading: build-then-take}
#
# Until now each task was one move. From here on the opponent answers between your two moves: its move
# is written above the table and drawn before and after. A move that misses is taken back on its own,
# and the opponent's answer stays; **Undo** starts the task again from the beginning.

# %%
stage("build-then-take")

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %%
stage("raise-then-answer")

# %% [markdown]
# ## {stage heading: merging-builds}
#
# When two builds on the table have the same value, one move can join them: play a card that makes
# that value and put both builds into the same move.

# %%
stage("merging-builds")

# %% [markdown]
# ## Check yourself
#
# Choose **every** allowed move (there can be more than one), then press **Check**. Think about
# which card you would still hold afterwards!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=1)

# %%
ExerciseWidget("which_builds", seed=2, variant="classic", difficulty=2)

# %%
ExerciseWidget("raise_or_add", seed=3, variant="classic", difficulty=1)

# %%
ExerciseWidget("raise_or_add", seed=1, variant="classic", difficulty=2)

# %% [markdown]
# One more, with aces. In Classic a build worth **1** is always a multiple build whose groups are
# all single aces, because a build's value must be one a card can capture
# ([R15](10_rules_reference.ipynb#R15)): for example an ace played on a loose ace, while you keep a
# third ace to take them.

# %%
ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=2, focus="ace")

# %% [markdown]
# ## What you learned
#
# * A build uses the card you play **and** table cards (the table-card rule, **R6**), at a
#   value a card can capture (**R15**: 2 to 10, or 1 for a
#   multiple build of single aces), and you must still hold a card to take it (the keep-a-capturer rule, **R7**).
# * A build is taken only whole, by a card of its value (the whole-build rule, **R4**), together with other sets and
#   builds of that value if you like.
# * A **single** build has one group; a **multiple** build has several groups of the same value.
# * The **owner** is whoever last made, raised or added to it (§4); the owner keeps a card to take
#   it (the owner-keeps-a-capturer rule, **R8**).
# * **Add** to any build at its value; **raise** only a single build (**R10**), and only with the
#   card you play (**R11**).
#
# Next: **Lesson 4, Trailing, the deal, and your first game**, where you also meet the rule that an owner
# may not trail.
