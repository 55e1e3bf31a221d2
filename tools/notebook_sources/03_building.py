# %% [markdown]
# # Lesson 3: Building
#
# *About 25 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# A **build** is a little pile you make on the table now, so that you can capture it **on a
# later turn**. You play a card onto table cards and **announce a value**: "building eight!".
# Nobody can take cards out of the pile; it can only be captured whole, by a card of that value
# (R4, Lesson 2).
#
# In this lesson:
#
# 1. making a **single** build and a **multiple** build,
# 2. the card you **must keep** to capture it (R6, R7, R8, R15),
# 3. who **owns** a build (§4),
# 4. **raising** a build and **adding** to it (R10, R11, R12, R13).

# %%
import casino_learn as cl
from casino_learn import render
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from IPython.display import HTML, display

NAMES = ["You", "Opponent"]  # what the pictures call the two players


def explain(label, state, move):
    """Print what the kit says about a move: the rules it breaks, if any."""
    print(label)
    for problem in state.check(move) or ["legal"]:
        print("   ", problem)


def show(state):
    """Draw the table and your hand: all that matters in a lesson position."""
    display(HTML(render.position_html(state, names=NAMES)))

# %% [markdown]
# ## Your first build
#
# You hold 3♦, 3♠ and 6♣. On the table are A♥ and 2♣ (this example comes from RULES.md §6.2).

# %%
start = cl.position("classic", hand="3D 3S 6C", table="AH 2C")
show(start)

# %% [markdown]
# Play 3♦ onto A♥ + 2♣. Now the pile is A + 2 + 3 = **6**, and you announce **"building six"**.
# Next turn you will take the whole pile with your 6♣, unless your opponent takes it first with a 6!

# %%
display(HTML(render.move_html(start, "3D build 6 AH 2C", names=NAMES)))

# %% [markdown]
# Here is every move the rules allow from this position. Notice the two builds with each 3:
#
# * **build 6**: A + 2 + 3 is one group worth 6; you keep 6♣ to capture it;
# * **build 3**: your 3 and A + 2 are **two** groups worth 3 each, a **multiple build** of 3; you
#   keep the other 3 to capture it.

# %% [check: legal-builds]
for move in start.legal_moves:
    print(f"{str(move):18} {cl.describe_move(start, move)}")

# %% [markdown]
# Try it: click the **3♦** card, then **A♥** and **2♣**, and press **Build**. These cards make 3
# *or* 6, so the table asks which value you announce (click it, or press **V**). Press **Play**,
# then **Undo**, and build the other value.

# %%
MoveBuilder(start, names=NAMES, taught=("capture", "build", "raise", "add", "trail"))

# %% [markdown]
# ## The card you must keep
#
# Four rules stop builds that make no sense:
#
# * **R6**: a build needs the card you play **and** at least one card from the table. Playing a
#   card on its own is just a trail (Lesson 4).
# * **R7**: after building, you must **still hold a card that captures it**. The card you just
#   played does not count. You hold no 4 and no 5, so you may not build 4 (3 + A) or 5 (3 + 2).
# * **R15**: the value must be one a card can capture: 2 to 10 in Classic (2 to 14 in Royal).
#   There is no 12 in Classic.
# * **R8**: while you **own** a build, you must keep a card that captures it. You may not spend your
#   last capturing card on something else.
#
# The kit explains each one:

# %% [check: builds-explained]
explain("Play 3♦ alone as a build of 3:", start, cl.Move.build("3D", 3, []))
explain("Build 4 with 3♦ + A♥:", start, "3D build 4 AH")
explain("Build 5 with 3♦ + 2♣:", start, "3D build 5 2C")
too_big = cl.position("classic", hand="9H 3S", table="3C")
explain("Build 12 with 9♥ + 3♣:", too_big, "9H build 12 3C")

# %% [markdown]
# ## Multiple builds
#
# A build can hold **several groups of the same value**. You hold 8♠ and 8♣. Play 8♠ and gather
# 5♦ + 3♣ **and** 8♦: three groups, each worth 8. That is a **multiple build** of 8, and your 8♣
# will capture all of it later.

# %%
multi = cl.position("classic", hand="8S 8C 2H", table="5D 3C 8D")
display(HTML(render.move_html(multi, "8S build 8 3C 5D 8D", names=NAMES)))

# %% [markdown]
# ## Who owns a build? (§4)
#
# The **owner** of a build is the player who made it, or who most recently raised it or added to
# it. Owning a build comes with two duties:
#
# * keep a card that captures it (**R8**, above), and
# * do **not trail** while you own it (**R9**, Lesson 4).
#
# Here **you** own B1, a build of 8, and you hold just **one** 8. You may not use that 8 to take
# the loose 8♦ alone, because then nothing could capture your build:

# %%
owner = cl.position("classic", hand="8H 6S 4S", table="8D 2C 4C", builds=[cl.Build.of("B1", 8, "5C+3D", owner=0)])
display(HTML(render.move_html(owner, "8H capture 8D", names=NAMES)))

# %% [markdown]
# ## Adding to a build
#
# You can **add** more groups of the **same value** to a build. In the same position, play 6♠ with
# the loose 2♣: 6 + 2 = 8, and it joins your build of 8. The value stays 8, but now it is a
# multiple build with more cards in it.

# %%
display(HTML(render.move_html(owner, "6S build 8 2C B1", names=NAMES)))

# %% [markdown]
# ## Raising a build
#
# **Raising** changes a build's value by adding **one card from your hand**. Your opponent built
# 3♣ + 2♥ = 5. You play 2♠ on it: now it is a build of **7**, and because you changed it, **you**
# own it (§4). You must hold a 7 to capture it (R7): you have 7♥.

# %%
raise_it = cl.position("classic", hand="2S 7H 5D", table="4C 9D", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
display(HTML(render.move_html(raise_it, "2S build 7 B1", names=NAMES)))

# %% [markdown]
# Raising has its own rules:
#
# * **R10**: only a **single** build (one group) can be raised. A multiple build keeps its value for ever.
# * **R11**: only the **card you play** changes the value. Table cards can join a build only as whole
#   groups worth its value; they never raise it.
# * **R12** (Royal only): you may **not raise your own** build; you may only add to it at the same value.
# * **R13** (Royal partnership games): you may not raise or add to your **partner's** build
#   (Lesson 6). Classic Casino has no such rule.

# %% [check: multiple-raise]
multiple = cl.position("classic", hand="2S 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H, 5S", owner=1)])
explain("Raise the multiple build 3♣+2♥, 5♠ to 7 with 2♠:", multiple, "2S build 7 B1")
table_card = cl.position("classic", hand="2S 9H", table="2D 4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
explain("Raise B1 from 5 to 9 with 2♠ and the loose 2♦:", table_card, "2S build 9 B1 2D")
mine = cl.position("royal", hand="2S 5D 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=0)])
explain("Royal: raise your own build of 5 to 7:", mine, "2S build 7 B1")

# %% [markdown]
# ## Try it yourself
#
# Your opponent owns B1, a build of 5. You hold 2♠, 3♥, 5♦ and 7♥. Try these, pressing **Undo**
# after each one:
#
# 1. **Raise** B1 to 7 with 2♠ (click the 2♠ card, click B1, press **Build**, then **Play**; when
#    your cards can make more than one value, the table asks you to choose one).
# 2. **Add** to B1: play 3♥ with the loose 2♦ and B1 as a build of 5.
# 3. Try to raise B1 to 7 with 2♠ **and** sweep the loose 2♦ into it too: **Build** turns grey;
#    press it to read why it is refused.
#
# **Show me the legal moves** lists everything you may do, now with building, raising and adding.

# %%
practice = cl.position("classic", hand="2S 3H 5D 7H", table="4C 9D 2D", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
MoveBuilder(practice, names=NAMES, taught=("capture", "build", "raise", "add", "trail"))

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
# ## What you learned
#
# * A build uses the card you play **and** table cards (**R6**), at a value a card can capture
#   (**R15**), and you must **keep a card to capture it** (**R7**).
# * A **single** build has one group; a **multiple** build has several groups of the same value.
# * The **owner** is whoever last made, raised or added to it (§4); an owner keeps a capturing
#   card (**R8**) and may not trail (**R9**).
# * **Raise** only a single build (**R10**), only with the card you play (**R11**); in Royal never
#   your own (**R12**), and never your partner's (**R13**).
#
# Next: **Lesson 4, Trailing and the fifteen rules**.
