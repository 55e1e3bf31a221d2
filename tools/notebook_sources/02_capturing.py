# %% [markdown]
# # Lesson 2: Capturing
#
# *About 20 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# Capturing is how you win cards. You play one card from your hand and take table cards that are
# worth **exactly** the value of your card. In this lesson you will learn:
#
# 1. **pairing**: taking a card of the same value,
# 2. **sums**: taking cards that add up to your card,
# 3. taking **several sets at once**,
# 4. why a card can **never be counted twice**,
# 5. how builds and face cards fit in.
#
# The rules behind it are **R2, R3, R4** and **R5** (RULES.md §6.1 and §7).

# %%
import casino_learn as cl
from casino_learn import render
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from IPython.display import HTML, display

NAMES = ["You", "Opponent"]  # what the pictures call the two players


def show(state):
    """Draw the table and your hand: all that matters in a lesson position."""
    display(HTML(render.position_html(state, names=NAMES)))

# %% [markdown]
# ## Pairing and sums
#
# Your card has a value (Lesson 1). A **set** is either
#
# * **one** table card worth the same (an 8 takes an 8): this is **pairing**, or
# * **two or more** table cards that **add up** to it (an 8 takes 6 + 2, or 5 + 2 + 1).
#
# Each set must be worth *exactly* your card's value: not more, not less. That is rule **R2**.
#
# Here is our table for the whole lesson. You hold 8♥ and 3♣.

# %%
table = cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D")
show(table)

# %% [markdown]
# With 8♥ you can see these sets of 8 on the table:
#
# * 8♦ on its own (pairing),
# * 6♥ + 2♦,
# * 5♣ + 3♠,
# * 5♣ + 2♦ + A♣.
#
# If you name cards that do not make 8, the kit says which rule you broke. 5 + 2 is only 7:

# %%
for problem in table.check("8H capture 5C 2D"):
    print(problem)

# %% [markdown]
# ## Several sets in one go
#
# The best part: with **one** card you may take **every** set you like, all at once, as long as the
# sets do not share a card. Here 8♥ can take 8♦, **and** 6♥ + 2♦, **and** 5♣ + 3♠: six table cards
# in one move!

# %%
display(HTML(render.move_html(table, "8H capture 8D 6H 2D 5C 3S", names=NAMES)))

# %% [markdown]
# ## A card is never counted twice (R3)
#
# Look again at 5♣. It is in **two** of our sets: 5♣ + 3♠ and 5♣ + 2♦ + A♣. But it is only one card,
# so you must choose: either 5 + 3, or 5 + 2 + A. The sets you take must be **separate**; no card
# may be used twice. That is rule **R3**.
#
# So the ace and the 3 can never both be taken with this 8. If you try to take them together, the
# kit complains:

# %% [check: capture-refused]
for problem in table.check("8H capture AC 2D 3S 5C 8D"):
    print(problem)

# %% [markdown]
# Every legal capture with 8♥, as the kit lists them. Count them: there are nine! Two of them cannot
# be made any bigger: 8 + (6 + 2) + (5 + 3), which takes five table cards, and 8 + (5 + 2 + A),
# which takes four.
#
# You do **not** have to take everything you could: any of these is allowed (§6.1).

# %% [check: eight-captures]
for move in table.legal_moves:
    if str(move).startswith("8H capture"):
        print(f"{str(move):28} {cl.describe_move(table, move)}")

# %% [markdown]
# ## Try it yourself
#
# Same table. Click the **8♥** card, click the table cards you want, press **Capture**, then
# **Play**. Can you take **five** cards? Try a wrong one too (say 8♥ with 8♦ and 3♠): **Capture**
# turns grey, and pressing it tells you which rule the cards break.
# **Undo** puts everything back.

# %%
MoveBuilder(cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D"), names=NAMES, taught=("capture", "trail"))

# %% [markdown]
# ## Builds are taken whole (R4)
#
# Sometimes the table has a **build**: a little pile that a player made to take later (Lesson 3
# is all about them). Here, your opponent built 5♣ + 4♦ into a **build of 9**, called B1.
#
# A build counts only as **one whole 9**. You can take it with a 9, together with other sets of 9,
# but you can never take a card out of it, and it is never part of a sum. That is rule **R4**.

# %%
build = cl.position("classic", hand="9H 10S", table="AC 2H 7D", builds=[cl.Build.of("B1", 9, "5C+4D", owner=1)])
display(HTML(render.move_html(build, "9H capture B1 2H 7D", names=NAMES)))

# %% [markdown]
# But the 10 cannot take the build of 9 plus the ace, even though 9 + 1 = 10:

# %% [check: build-capture-refused]
for problem in build.check("10S capture B1 AC"):
    print(problem)

# %% [markdown]
# ## Face cards in Classic (R5)
#
# Remember Lesson 1: in Classic, J, Q and K have no number. A face card takes **one** card of the
# same rank, and nothing else. Even if two queens lie on the table, your queen takes only one of
# them (R5):

# %%
queens = cl.position("classic", hand="QH", table="QS QD 5C")
display(HTML(render.violations_html(queens.check("QH capture QS QD"))))

# %% [markdown]
# ## Check yourself
#
# For each exercise: take **as many table cards as you can** with the card you play. Type the sets
# (for example `8D, 6H+2D`) or click the cards, then press **Check**. Use **Hint** if you are stuck.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("find_captures", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("find_captures", seed=3, variant="classic", difficulty=2)

# %%
ExerciseWidget("find_captures", seed=1, variant="classic", difficulty=3)

# %% [markdown]
# One more in **Royal** Casino: there J, Q and K have numbers (11, 12, 13), so they can be part of
# a sum too, and a played ace captures at 14 (Lesson 1).

# %%
ExerciseWidget("find_captures", seed=12, variant="royal", difficulty=1)

# %% [markdown]
# ## What you learned
#
# * A capture takes table cards worth **exactly** your card's value: one card (pairing) or a group
#   that adds up (**R2**).
# * You may take **several sets at once**, but they must be separate: no card counts twice (**R3**).
# * A build is taken only **whole**, by a card equal to its value (**R4**).
# * In Classic, a face card takes just **one** card of the same rank (**R5**).
#
# Next: **Lesson 3, Building**, where you make piles to capture later.
