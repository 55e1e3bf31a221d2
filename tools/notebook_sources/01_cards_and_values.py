# %% [markdown]
# # Lesson 1: Cards and their values
#
# *About 15 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# In Casino you win cards by matching **numbers**. So before anything else you need to know what
# number each card is worth. That is the whole lesson:
#
# 1. the pack of cards and how we write a card,
# 2. the values in **Classic** Casino, where J, Q and K have no number,
# 3. the values in **Royal** Casino, where J, Q and K are 11, 12 and 13 and the ace is 1 **or** 14.
#
# Rule numbers like **R5** and section numbers like **§1.3** point into the rules book,
# `RULES.md`, if you ever want the exact wording.

# %%
import casino_learn as cl
from casino_learn import render
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from IPython.display import HTML, display

classic = cl.get_rules("classic")
royal = cl.get_rules("royal")
NAMES = ["You", "Opponent"]  # what the pictures call the two players

# %% [markdown]
# ## The pack
#
# Casino uses one ordinary pack of **52 cards**, no jokers: four suits (♠ spades, ♥ hearts,
# ♦ diamonds, ♣ clubs) and thirteen ranks in each suit (§1.1). Here is the whole pack:

# %%
deck = cl.full_deck()
for suit in "SHDC":
    display(HTML(render.hand_html([card for card in deck if card.code.endswith(suit)], width=44)))

# %% [markdown]
# We write a card as its **rank** and then its **suit letter**: `10D` is the ten of diamonds,
# `AS` the ace of spades, `KH` the king of hearts. Every card is different, so `10D` means exactly
# one card. Ask the kit for any card and it draws it:

# %%
cl.Card.parse("10D")

# %% [markdown]
# ## Values in Classic Casino
#
# In **Classic** Casino:
#
# * the **ace** is worth **1**,
# * the cards **2 to 10** are worth their number,
# * the **jack, queen and king** are *face cards* and have **no number at all**.
#
# A face card can never be added up with other cards and can never be built with. It can only
# take **one** card of the same rank: a queen takes a queen. This is rule **R5**.
#
# Let the kit list the values. `values_alone(card)` gives the numbers a card can stand for on its
# own (none at all for a face card):

# %% [check: classic-values]
for code in ["AS", "2H", "7D", "10C", "JS", "QH", "KD"]:
    card = cl.Card.parse(code)
    values = " or ".join(str(v) for v in sorted(classic.values_alone(card)))
    print(f"{card.symbol:>4}  is worth  {values or 'no number (face card, R5)'}")

# %% [markdown]
# ### Worked example: a king in Classic
#
# You hold K♥. On the table are K♦, 6♣ and 7♦. Six plus seven is thirteen, and in Royal a king
# is 13... but this is **Classic**, where a king has no number. So the king can only take the
# other king. The picture shows the move before and after; the ringed card is the one taken.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 7D")
display(HTML(render.move_html(king, "KH capture KD", names=NAMES)))

# %% [markdown]
# And if you try to take the 6 and the 7 with the king, the kit refuses and names the rule:

# %% [check: king-refused]
for problem in king.check("KH capture 6C 7D"):
    print(problem)

# %% [markdown]
# ## Values in Royal Casino
#
# **Royal** Casino gives every card a number (§1.2):
#
# | Card | Classic | Royal |
# |---|---|---|
# | A | 1 | **1 or 14** |
# | 2 to 10 | its number | its number |
# | J | no number | **11** |
# | Q | no number | **12** |
# | K | no number | **13** |
#
# So in Royal a king takes a king, but it can also take 6 + 7 = 13, or 9 + 4 = 13.
#
# `capture_value(card)` is the value a card captures at when you play it. Look at the ace:

# %% [check: royal-values]
for code in ["AS", "7D", "10C", "JS", "QH", "KD"]:
    card = cl.Card.parse(code)
    values = " or ".join(str(v) for v in sorted(royal.values_alone(card)))
    print(f"{card.symbol:>4}  is worth  {values:8}  and captures at {royal.capture_value(card)}")

# %% [markdown]
# ### The Royal ace: 1 or 14 (§1.3)
#
# The ace is special in Royal. Remember two sentences:
#
# * **An ace on its own counts 1 or 14, whichever you need.** A played ace captures at 14, so it
#   can take cards that add up to 14, and it also takes a lonely ace on the table.
# * **An ace inside a group of two or more cards always counts 1.** (14 plus anything would be more
#   than 14, the biggest value in the game.)
#
# **Worked example.** You hold A♥. The table has 9♣, 5♦, A♦ and 3♠. Your ace counts 14:
# 9 + 5 = 14 is one set, and the lonely A♦ is another (an ace takes an ace). The 3 stays, because
# nothing with it makes exactly 14.

# %%
ace = cl.position("royal", hand="AH 8C", table="9C 5D AD 3S")
display(HTML(render.move_html(ace, "AH capture 9C 5D AD", names=NAMES)))

# %% [markdown]
# Here the ace counts **1** instead: an 8 takes 3 + 4 + A = 8, because inside a group the ace is 1.

# %%
eight = cl.position("royal", hand="8C", table="3S 4H AD 9D")
display(HTML(render.move_html(eight, "8C capture 3S 4H AD", names=NAMES)))

# %% [markdown]
# ## Try it yourself
#
# This is a Royal table. Click the **A♥** card in your hand, then click the table cards you want
# to take, press **Capture** and then **Play**. Try to take as many cards as you can with the ace!
#
# If **Capture** is greyed, press it anyway: the kit tells you which rule your cards break.
# **Undo** takes the move back, and **Show me the legal moves** lists the captures and trails you
# could make.

# %%
MoveBuilder(cl.position("royal", hand="AH QC", table="AD 6S 8C QD 2H 3C"), names=NAMES, taught=("capture", "trail"))

# %% [markdown]
# ## Check yourself
#
# Three short exercises. Type your answer and press **Check**. Stuck? **Hint** gives a clue (each
# hint says a bit more), and **Show solution** tells you the answer with the reason. **New
# exercise** gives you another one of the same kind.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("card_values", seed=5, variant="classic", difficulty=2)

# %%
ExerciseWidget("card_values", seed=6, variant="royal", difficulty=2)

# %%
ExerciseWidget("card_values", seed=1, variant="royal", difficulty=3)

# %% [markdown]
# ## What you learned
#
# * A pack has 52 cards; we write them like `10D`, `AS`, `KH`.
# * **Classic:** A = 1, 2-10 = their number, J Q K have **no number** and only take the same rank,
#   one at a time (**R5**).
# * **Royal:** J = 11, Q = 12, K = 13, and the ace is **1 or 14** on its own but always **1** inside
#   a group (§1.3).
#
# Next: **Lesson 2, Capturing**, where you take several sets of cards with one card.
