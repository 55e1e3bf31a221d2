# %% [markdown]
# # Lesson 4: Trailing, and the fifteen rules
#
# *About 30 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# Sometimes you cannot capture anything and you do not want to build. Then you **trail**: you
# simply lay your card face up on the table. In this lesson:
#
# 1. what trailing is, and the two times it is **forbidden** (R9 and R14),
# 2. a tour of **all fifteen rules, R1 to R15**, each with a real position, a move that breaks it,
#    and what the kit says about it.

# %%
import casino_learn as cl
from casino_learn import render
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from IPython.display import HTML, display

NAMES = ["You", "Opponent"]  # what the pictures call the players
NAMES4 = ["You", "Opponent 1", "Partner", "Opponent 2"]  # ... in a four-player game
gallery = {}  # the examples of the rule tour, collected as we go


def example(rule, state, move):
    """Show a position and a move that breaks `rule`: before picture, played card, and the kit's verdict."""
    gallery[rule] = (state, move)
    names = NAMES if state.players == 2 else NAMES4
    hand = render.hand_html(state.hand, width=40)
    display(HTML(f"<p><b>Your hand</b></p>{hand}{render.move_html(state, move, names=names)}"))


# %% [markdown]
# ## Trailing (§6.3)
#
# To **trail**, you play a card and it just stays on the table as a new loose card. Anyone may
# capture it later (maybe you!). In Classic you may trail even when you could have captured.
#
# You hold 9♥ and 5♠. Nothing on the table adds up to 9 or to 5, and you cannot build anything you
# could capture later. So you trail the 9:

# %%
quiet = cl.position("classic", hand="9H 5S", table="KD 3C 7D")
display(HTML(render.move_html(quiet, "9H trail", names=NAMES)))

# %% [markdown]
# ## When you may NOT trail
#
# **R9: an owner may not trail.** If you own a build (Lesson 3), you must capture, build or add to
# a build. You are never stuck: you can always capture your own build, because R8 made you keep a
# card for it.

# %%
owner = cl.position("classic", hand="8H 6S 4S", table="8D 2C 4C", builds=[cl.Build.of("B1", 8, "5C+3D", owner=0)])
display(HTML(render.move_html(owner, "4S trail", names=NAMES)))

# %% [markdown]
# Here is every move you *may* make in that position. Look: not a single trail!

# %% [check: owner-moves]
for move in owner.legal_moves:
    print(f"{str(move):22} {cl.describe_move(owner, move)}")

# %% [markdown]
# **R14 (Royal only): you may not trail a card while a loose card of the same rank is on the
# table.** A 7 may not be trailed next to a loose 7: capture it or build with it instead. (Cards
# inside builds do not count.)

# %%
royal = cl.position("royal", hand="7H 9S QD", table="7C 3D 5H")
display(HTML(render.move_html(royal, "7H trail", names=NAMES)))

# %% [markdown]
# ## Try it yourself
#
# A Royal table. Try to **trail** each of your three cards: click the card and press **Trail**.
# Where Trail is greyed, pressing it says which rule forbids it; where it is allowed, press
# **Play** and then **Undo**. Which ones are refused, and why? Then find what you *can* do with 7♥
# instead.

# %%
MoveBuilder(cl.position("royal", hand="7H 9S QD", table="7C 3D 5H"), names=NAMES, taught=("capture", "build", "raise", "add", "trail"))

# %% [markdown]
# ## The fifteen rules, one by one
#
# Everything you have learned fits into fifteen rules (RULES.md §7). Here they are, with a live
# example of each: the position, a move that **breaks** the rule, and the kit's explanation.
#
# | Rule | In short |
# |---|---|
# | **R1** | Play exactly one card **from your hand** each turn; no passing. |
# | **R2** | Every set you capture is worth **exactly** your card's value. |
# | **R3** | No card is counted twice: the sets must be separate. |
# | **R4** | A build is taken only whole, and is never part of a sum. |
# | **R5** | Classic: J, Q, K have no number; they take one card of the same rank. |
# | **R6** | A build needs the played card **and** a table card. |
# | **R7** | After building, you still hold a card to capture it. |
# | **R8** | While you own a build, you keep a card to capture it. |
# | **R9** | While you own a build, you may not trail. |
# | **R10** | Only a single build can be raised. |
# | **R11** | Only the played card changes a build's value. |
# | **R12** | Royal: do not raise your own build. |
# | **R13** | Royal partnerships: do not raise or add to your partner's build. |
# | **R14** | Royal: do not trail a card when a loose card of the same rank is on the table. |
# | **R15** | A build's value must be one a card can capture. |

# %% [markdown]
# **R1.** You must play a card **from your own hand**. K♦ is on the table, not in your hand:

# %%
example("R1", cl.position("classic", hand="5S 9H", table="KD 4C 5D"), "KD trail")

# %% [markdown]
# **R2.** Every set must be worth exactly your card. 5 + 2 is 7, not 8:

# %%
example("R2", cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D"), "8H capture 5C 2D")

# %% [markdown]
# **R3.** 5♣ would be needed in two sets (5 + 3 and 5 + 2 + A) at once:

# %%
example("R3", cl.position("classic", hand="8H 3C", table="AC 2D 3S 5C 6H 8D"), "8H capture AC 2D 3S 5C")

# %% [markdown]
# **R4.** The build of 9 is not "9 plus an ace makes 10":

# %%
example("R4", cl.position("classic", hand="10S 9H", table="AC 2H 7D", builds=[cl.Build.of("B1", 9, "5C+4D", owner=1)]), "10S capture AC B1")

# %% [markdown]
# **R5.** In Classic a king has no number, so it cannot take 6 + 7:

# %%
example("R5", cl.position("classic", hand="KH 5S", table="KD 6C 7D"), "KH capture 6C 7D")

# %% [markdown]
# **R6.** A build of 3♦ with nothing from the table is not a build (it would be a trail):

# %%
example("R6", cl.position("classic", hand="3D 3S 6C", table="AH 2C"), cl.Move.build("3D", 3, []))

# %% [markdown]
# **R7.** Building 5 while holding no 5:

# %%
example("R7", cl.position("classic", hand="3D 3S 6C", table="AH 2C"), "3D build 5 2C")

# %% [markdown]
# **R8.** You own a build of 8 and this is your only 8:

# %%
example("R8", cl.position("classic", hand="8H 6S 4S", table="8D 2C 4C", builds=[cl.Build.of("B1", 8, "5C+3D", owner=0)]), "8H capture 8D")

# %% [markdown]
# **R9.** You own a build, so you may not trail:

# %%
example("R9", cl.position("classic", hand="8H 6S 4S", table="8D 2C 4C", builds=[cl.Build.of("B1", 8, "5C+3D", owner=0)]), "4S trail")

# %% [markdown]
# **R10.** B1 is a multiple build (two groups of 5), so its value can never change:

# %%
example("R10", cl.position("classic", hand="2S 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H, 5S", owner=1)]), "2S build 7 B1")

# %% [markdown]
# **R11.** 2♠ raises the 5 to 7; the loose 2♦ cannot push it on to 9:

# %%
example("R11", cl.position("classic", hand="2S 9H", table="2D 4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)]), "2S build 9 B1 2D")

# %% [markdown]
# **R12.** In Royal you may not raise your **own** build:

# %%
example("R12", cl.position("royal", hand="2S 5D 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=0)]), "2S build 7 B1")

# %% [markdown]
# **R13** (Royal only). Four players in two teams: your **partner** owns B1, so you may not raise it:

# %%
example("R13", cl.position("royal", hand="2S 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=2)], players=4), "2S build 7 B1")

# %% [markdown]
# **R14.** Royal: a loose 7♣ is on the table, so 7♥ may not be trailed:

# %%
example("R14", cl.position("royal", hand="7H 9S", table="7C 3D"), "7H trail")

# %% [markdown]
# **R15.** In Royal, single aces built together make **14** (or A + A is a single 2), never 1:

# %%
example("R15", cl.position("royal", hand="AH AS", table="AD 5C"), "AH build 1 AD")

# %% [markdown]
# The whole tour in one list: each example and the rules the kit found broken.

# %% [check: rule-gallery]
for rule, (state, move) in gallery.items():
    broken = ", ".join(dict.fromkeys(problem.rule for problem in state.check(move)))  # each rule once
    print(f"{rule:>3}  {str(move):24} breaks {broken}")

# %% [markdown]
# ## Check yourself
#
# First two trailing questions: answer `yes`, or `no` and the rule, for example `no R9`.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("may_trail", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("may_trail", seed=7, variant="royal", difficulty=2)

# %% [markdown]
# Now **spot the illegal move**: exactly one choice breaks a rule. Click it (or type its letter),
# pick the rule, and press **Check**.

# %%
ExerciseWidget("spot_illegal", seed=10, variant="classic", difficulty=2)

# %%
ExerciseWidget("spot_illegal", seed=9, variant="classic", difficulty=3)

# %%
ExerciseWidget("spot_illegal", seed=1, variant="royal", difficulty=2)

# %% [markdown]
# ## What you learned
#
# * **Trailing** lays a card on the table. It is forbidden when you own a build (**R9**) and, in
#   Royal, when a loose card of the same rank is on the table (**R14**).
# * All fifteen rules, **R1 to R15**, and how the kit names the rule a move breaks.
#
# Next: **Lesson 5, Scoring and sweeps**.
