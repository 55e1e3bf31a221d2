# %% [markdown]
# # Lesson 3: Building
#
# *About 30 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# A **build** is a set of cards you put together on the table now, so that you can capture them
# **on a later turn**. You play a card onto table cards and **announce a value**: "building
# eight!". From then on the build is taken only whole, by a card of that value.
#
# This lesson has seven short stages, one idea each. Each stage shows its rule in plain words and
# an example, then gives you 3 to 5 tasks on a live table: click the cards, press **Build** (or
# **Capture**), then **Play**. A move that misses the task is explained and taken back. You win
# up to three stars per task: right first time and with no hint.
#
# 1. making a build, 2. keeping a card to capture it, 3. capturing a build, 4. multiple builds,
# 5. owning a build, 6. adding to a build, 7. raising a build.

# %%
import casino_learn as cl
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Your first build
#
# You hold 3♦, 3♠ and 6♣. On the table are A♥ and 2♣ (the rules'
# [example in §6.2](10_rules_reference.ipynb#s6.2)). Play 3♦ onto A♥ and 2♣: 1 + 2 + 3 = **6**, and
# you announce **"building six"**. Next turn you can take all three cards with your 6♣, unless
# your opponent takes them first with a 6.
#
# Try it: click **3♦**, then **A♥** and **2♣**, and press **Build**. These cards make 3 *or* 6, so
# the table asks which value you announce: choose **6** (click it, or press **V**), then **Play**.
# Press **Undo** and try **Show me the legal moves**.

# %%
start = cl.position("classic", hand="3D 3S 6C", table="AH 2C")
MoveBuilder(start, names=["You", "Opponent"], taught=("capture", "build", "trail"))

# %% [markdown]
# Why could 3♦ with A♥ and 2♣ also be announced as **3**? Your 3♦ is worth 3 on its own, and
# A♥ + 2♣ is worth 3 too: two **groups** of 3, which you would capture with your other 3♠. A build
# with several groups is a **multiple build** (Stage 4). Here are all the builds you may make:

# %%
legal_moves(start, kinds=("build",))

# %% [markdown]
# ## Stage 1: Making a build
#
# A build needs the card you play **and** at least one card from the table: the table-card rule
# ([R6](10_rules_reference.ipynb#R6)). Build the value your tasks ask for.

# %%
stage("making-a-build")

# %% [markdown]
# ## Stage 2: Keep a card to capture it
#
# You may only build a value you can capture later: the keep-a-capturer rule
# ([R7](10_rules_reference.ipynb#R7)). The value itself must be one a card can capture: the
# build-value rule ([R15](10_rules_reference.ipynb#R15)), 2 to 10 in Classic (one more value, a
# build of aces worth 1, comes at the end of the lesson). Here is what the table says about three builds from the first position (3♦, 3♠ and 6♣ in
# your hand; A♥ and 2♣ on the table), and about a build of 12:

# %% [check: builds-explained]
verdicts(start, "3D build 4 AH", "3D build 5 2C", "3D build 6 AH 2C")
verdicts(cl.position("classic", hand="9H 3S", table="3C"), "9H build 12 3C")

# %%
stage("keeping-a-capturer")

# %% [markdown]
# ## Stage 3: Capturing a build
#
# A build goes only whole, by a card of its value: the whole-build rule
# ([R4](10_rules_reference.ipynb#R4)). Now capture some builds.

# %%
stage("capturing-a-build")

# %% [markdown]
# ## Stage 4: Multiple builds
#
# In a multiple build every **group** is worth the build's value. The table draws each group
# apart from the next, so you can check them one by one.

# %%
stage("multiple-builds")

# %% [markdown]
# ## Stage 5: Owning a build
#
# Who owns a build is part of the table ([§4](10_rules_reference.ipynb#s4)): the label under each
# build says "owner: You" or "owner: Opponent". An owner keeps a card to capture it: the
# owner-keeps-a-capturer rule ([R8](10_rules_reference.ipynb#R8)). An owner may not trail either:
# that rule is coming in lesson 4.

# %%
stage("owning-a-build")

# %% [markdown]
# ## Stage 6: Adding to a build
#
# Adding keeps a build's value and gives it one more group. Watch the build's label: after you
# add to it, it says "owner: You", and it has a new name.

# %%
stage("adding-to-a-build")

# %% [markdown]
# ## Stage 7: Raising a build
#
# Raising changes a build's value, with the card you play and nothing else: the single-build rule
# ([R10](10_rules_reference.ipynb#R10)) and the played-card rule
# ([R11](10_rules_reference.ipynb#R11)). Here is what the table says about two raises it refuses:

# %% [check: raising-explained]
multiple = cl.position("classic", hand="2S 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H, 5S", owner=1)])
verdicts(multiple, "2S build 7 B1")
single = cl.position("classic", hand="2S 9H", table="2D 4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
verdicts(single, "2S build 9 B1 2D")

# %%
stage("raising-a-build")

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
# all single aces (the build-value rule, [R15](10_rules_reference.ipynb#R15)): for example an ace
# played on a loose ace, while you keep a third ace to take them.

# %%
ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=2, focus="ace")

# %% [markdown]
# ## What you learned
#
# * A build uses the card you play **and** table cards (the table-card rule, **R6**), at a value a
#   card can capture (the build-value rule, **R15**: 2 to 10, or 1 for single aces), and you must
#   keep a card to capture it (the keep-a-capturer rule, **R7**).
# * A build is captured only whole, by a card of its value (**R4**), together with other sets of
#   that value if you like.
# * A **single** build has one group; a **multiple** build has several groups of the same value.
# * The **owner** is whoever last made, raised or added to it (§4); an owner keeps a capturing
#   card (the owner-keeps-a-capturer rule, **R8**).
# * **Add** to any build at its value; **raise** only a single build (**R10**), and only with the
#   card you play (**R11**).
#
# Next: **Lesson 4, Trailing, the deal, and your first game**, where you also meet the rule that an owner
# may not trail.
