# %% [markdown]
# # Lesson 1: Cards and their values
#
# *About 15 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# In Casino you win cards by matching **numbers**. So before anything else you need to know what
# number each card is worth. That is the whole lesson:
#
# 1. the pack of cards,
# 2. how to type a card when the kit asks for one,
# 3. what each card is worth in **Classic** Casino,
# 4. the face cards (jack, queen and king), which have no number.
#
# Everything in this lesson is **Classic** Casino. (Royal Casino gives the face cards numbers:
# lesson 6 shows how.)

# %%
import casino_learn as cl
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## The pack
#
# Casino uses one ordinary pack of **52 cards**, no jokers: four suits (♠ spades, ♥ hearts,
# ♦ diamonds, ♣ clubs) and thirteen ranks in each suit: ace, 2 to 10, jack, queen and king
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). Here is the whole pack, one suit to a row:

# %%
show_pack()

# %% [markdown]
# ## Typing a card
#
# The pictures show the cards. When an exercise asks you to **type** a card, write its **rank** and
# then its **suit letter** (S, H, D or C): `10D` is the ten of diamonds, `AS` the ace of spades, `KH`
# the king of hearts. You may also type `10♦` or `ten of diamonds`. Try it: type another card
# in the box (even one that does not exist, such as `banana`) and press **Show the card**.

# %%
type_a_card("10D")

# %% [markdown]
# ## Values in Classic Casino
#
# In **Classic** Casino (<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * the **ace** is worth **1**,
# * the cards **2 to 10** are worth their number,
# * the **jack, queen and king** are the *face cards* and have **no number at all**.
#
# Here they are as a table:

# %%
card_values("classic", ["AS", "2H", "7D", "10C", "JS", "QH", "KD"])

# %% [markdown]
# And the same in sentences, as the kit checks them:

# %% [check: classic-values]
print(values_in_words("classic", "AS 2H 7D 10C JS QH KD"))

# %% [markdown]
# ## Face cards: the face-card rule (R5)
#
# A face card has no number, so it can never be added up with other cards. It can only take
# **one** card of its own rank: a queen takes a queen, a king takes a king. This is the
# face-card rule, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.
#
# **Worked example.** You hold K♥. On the table are K♦, 6♣ and 4♦. Six plus four is ten, but a king
# is not worth 10: in Classic it has no number. So the king can only take the other king. The
# picture shows the move before and after; the ringed card is the one taken.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="One card taken: the K♦. The 6♣ and the 4♦ stay on the table.")

# %% [markdown]
# And if you try to take the 6 and the 4 with the king, the kit refuses and names the rule:

# %% [check: king-refused]
print(verdict(king, "KH capture 6C 4D"))

# %% [markdown]
# ## {stage heading: card-values}
#
# Each task below is a live table with a goal. Click a card in your hand, then the table card it
# should take, press **Capture** and then **Play**. A right move wins up to three stars (three for
# the first try without a hint). Each press of **Play** is a try; a reason shown before you press it costs nothing. A move that misses the goal is explained and taken back, so you
# can try again. **Next task** shows the next one.

# %%
stage("card-values")

# %% [markdown]
# ## {stage heading: face-card-values}
#
# And the face cards: a jack, queen or king takes only a card of its own rank.

# %%
stage("face-card-values")

# %% [markdown]
# ## Check yourself
#
# Three short exercises. Click your answer (or type it) and press **Check**. Stuck? **Hint** gives a clue (each
# hint says a bit more), and **Show solution** tells you the answer with the reason. **New
# exercise** gives you another one of the same kind.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("card_values", seed=5, variant="classic", difficulty=2, builds=False)

# %%
ExerciseWidget("card_values", seed=2, variant="classic", difficulty=2, builds=False)

# %%
ExerciseWidget("card_values", seed=3, variant="classic", difficulty=3, builds=False)

# %% [markdown]
# ## What you learned
#
# * A pack has 52 cards: four suits of thirteen ranks. You may type a card as `10D`, `AS`, `KH`.
# * **Classic:** the ace is worth 1, the cards 2 to 10 their number, and the jack, queen and king
#   have **no number**.
# * A face card takes only **one** card of its own rank: the face-card rule (**R5**).
#
# Next: **Lesson 2, Capturing**, where one card takes several cards at once.
