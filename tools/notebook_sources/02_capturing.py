# %% [markdown]
# # Lesson 2: Capturing
#
# *About 25 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# Capturing is how you win cards. You play one card from your hand and take table cards that are
# worth **exactly** the value of your card. The lesson has five small stages, one idea each:
#
# 1. **pairing**: taking a card of the same value,
# 2. **adding up**: taking cards that add up to your card,
# 3. **several sets at once**,
# 4. a card is **never counted twice**,
# 5. **face cards**.
#
# Each stage gives its rule in words, shows an example move before and after, and then gives you
# 3 or 4 tasks on a live table. Click a card in your hand, click the table cards it should take,
# press **Capture** and then **Play**. A right move wins up to three stars (three for the first try
# without a hint). Each press of **Play** is a try; a reason shown before you press it costs nothing. A move that misses the goal is explained and taken back. **Hint** says a little
# more each time; **Next task** shows the next one.
#
# Everything here is **Classic** Casino. The rules behind it are in the rules reference:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a> and <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %%
stage("pairing")

# %% [markdown]
# ## {stage heading: sums}
#
# The exact-value rule is <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a> in the rules reference.

# %%
stage("sums")

# %% [markdown]
# If you name cards that do not add up to your card, the kit says which rule you broke. Here you
# hold 8♥ and try to take 5♣ + 2♦, which is only 7:

# %%
table = cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D")
show(table)

# %% [check: not-exact]
print(verdict(table, "8H capture 5C 2D"))

# %% [markdown]
# ## {stage heading: several-sets}
#
# The best part of capturing. (In the rules reference: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>.)

# %%
stage("several-sets")

# %% [markdown]
# ## {stage heading: never-twice}
#
# Back to the table pictured under stage 2 (A♣ 2♦ 3♠ 5♣ 6♥ 8♦, with 8♥ in your hand): look at
# the 5♣. It is in **two** sets of 8: 5♣ + 3♠ and
# 5♣ + 2♦ + A♣. But it is only one card, so you must choose: either 5 + 3, or 5 + 2 + A. The sets you
# take must be **separate**: no card is used twice. This is rule <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>.
# So this 8 can never take the ace and the 3 together. If you try, the kit refuses:

# %% [check: counted-twice]
print(verdict(table, "8H capture AC 2D 3S 5C 8D"))

# %%
stage("never-twice")

# %% [markdown]
# Here is every capture your 8♥ may make on that table. Two of them cannot be made any bigger: the
# 8♦ with 5♣ + 3♠ and 6♥ + 2♦, which takes five table cards, and the 8♦ with 5♣ + 2♦ + A♣, which
# takes four. Any of them is allowed: you choose.

# %% [check: eight-captures]
print(captures_with(table, "8H"))

# %% [markdown]
# ## {stage heading: face-cards}
#
# Remember lesson 1: in Classic, the jack, queen and king have no number. The face-card rule is
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a> in the rules reference.

# %%
stage("face-cards")

# %% [markdown]
# Even with two queens on the table, your queen takes only one of them:

# %% [check: two-queens]
queens = cl.position("classic", hand="QH 4S", table="QS QD 5C")
print(verdict(queens, "QH capture QS QD"))

# %% [markdown]
# ## Check yourself
#
# For each exercise: take **as many table cards as you can** with the card you play. Type the sets
# (for example `8D, 6H+2D`) or click the cards, then press **Check**. Use **Hint** if you are stuck.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("find_captures", seed=5, variant="classic", difficulty=1, builds=False)

# %%
ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=2, builds=False)

# %%
ExerciseWidget("find_captures", seed=7, variant="classic", difficulty=2, builds=False)

# %% [markdown]
# ## Your first deal: captures and trails
#
# Now a short deal against the computer, of just one round (a real deal goes on round after round until the whole pack is used: lesson 4). You each have four cards, and four lie on the table.
# In this deal no card can make a build, so on your turn you either **capture** or **trail** (put a
# card on the table and take nothing). After each of your moves the computer answers at once; its
# move is written under the table. At the end you see how many cards each of you took, and who got
# the cards still on the table. **Another deal** gives you a new one.

# %%
from casino_learn.widgets.first_deal import CaptureTrailDeal

CaptureTrailDeal()

# %% [markdown]
# ## Optional: a speed drill
#
# Spotting sums quickly helps in every game. Five questions against the clock: press the buttons under
# the cards that add up to the value asked (the pictures only show them). The quicker you are, the more stars; a wrong answer only costs time, and
# nothing is recorded.

# %%
from casino_learn.widgets.speed_drill import SumsDrill

SumsDrill()

# %% [markdown]
# ## What you learned
#
# * A capture takes table cards worth **exactly** your card's value: one card of the same value
#   (pairing) or cards that add up to it (the exact-value rule, **R2**).
# * You may take **several sets at once**, each worth your card's value.
# * The sets must be separate: a card is never counted twice (**R3**).
# * In Classic, a face card takes just **one** card of its own rank (the face-card rule, **R5**).
#
# Next: **Lesson 3, Building**, where you put cards together on the table to take them on a later turn.
