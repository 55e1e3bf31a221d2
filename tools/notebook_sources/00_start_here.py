# %% [markdown]
# # Start here: Casino
#
# Welcome! **Casino** is a card game for two, three or four players. You play against an
# **opponent**, and the cards you win score points.
#
# At the start, four cards lie face up on the **table**, and you and your opponent each hold four
# cards in your **hand**. You take turns. On your turn you play **one card** from your hand and do
# one of three things with it:
#
# * **capture**: take table cards worth the same as your card (a 7 takes a 7, or 4 + 3: each of these is a **set**). The cards
#   you take become your **captured cards**;
# * **build**: put your card on table cards to make a **build**, which you plan to take on a later turn;
# * **trail**: just leave your card on the table.
#
# When all the cards have been played, that **deal** is over and points are counted from the
# captured cards. Points add up from deal to deal. When a deal ends with someone at **21 or more**,
# the player with the **highest total** wins; if two players share the highest total, you play
# another deal.
# (Four players can also play as two teams of partners: you will meet them later.)
#
# You will learn each of these words in its own lesson. **Royal Casino**, a version played in the
# Dominican Republic, changes a few rules: lesson 6 shows what changes. Until then every lesson
# is **Classic** Casino.
#
# Every rule has a **name** and a **number**, so that you can look it up: the fifteen rules that
# forbid a move are numbered R1 to R15, and the other parts of the rules are sections numbered
# with §, such as §1.2. When the kit explains a move or an answer, it says what the rule asks,
# then gives its number in brackets, such as ([R5](10_rules_reference.ipynb#R5)): click a number in a lesson to read the whole rule.
#
# Two places to look things up, at any time: the <a href="10_rules_reference.ipynb" style="text-decoration:underline">rules reference</a>, which
# gives every rule of the game (when a lesson names a rule, such as the face-card rule (R5), the
# link goes there), and its <a href="10_rules_reference.ipynb#glossary" style="text-decoration:underline">glossary</a>, which says what each
# word of the game means.
#
# Run each cell with **Shift + Enter** (or the ▶ button), from the top.

# %%
import casino_learn as cl
from casino_learn.lesson import show, typed_as
from casino_learn.widgets.stage import lesson_table
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## A table of cards
#
# Here is a position: the cards in the middle are on the **table**, the cards below are **your
# hand**. A card lying on its own on the table is a **loose card** (lesson 3 shows the other thing
# a table can hold: builds, cards that stay together). In this practice position only you hold cards; in a real game your
# opponent holds four too, face down, so you never see them.

# %%
start = cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D")
show(start)

# %% [markdown]
# ## Clicking cards
#
# This is a **live table**. Try a capture:
#
# 1. click the **8♥** card in your hand (a selected card rises and gets a tick);
# 2. click the **8♦** on the table: it is worth 8 too;
# 3. press **Capture**, then **Play**.
#
# Only the actions your cards allow can be chosen; press a greyed one and the kit says why. **Undo**
# takes a move back. **Show me the legal moves** lists the captures and trails you may make
# (building comes in lesson 3). Some captures in it take several sets at once: lesson 2 shows how.
#
# No mouse? Press **Tab** to reach the cards, the arrow keys to move between them and **Space** to
# select; then **C** for Capture, **T** for Trail and **P** to play (the keys are listed under the table).

# %%
lesson_table(start, 0)

# %% [markdown]
# ## Your name
#
# The kit keeps your progress: which exercises you tried and solved, and the hints you used. Then
# it can show you what to practise next. Type your name and press **Keep my progress**. You are
# asked only once on this computer: every lesson then shows *You are …* above its exercises, with
# **My progress** to see how you are doing, and **Change name** if someone else uses this computer.
# Any name works — Zoë, Łukasz or Мария too. On a school server your name is your log-in, so there is
# nothing to type: the box below says so.

# %%
from casino_learn.widgets.learner import LearnerCard

LearnerCard()

# %% [markdown]
# ## Checking answers
#
# Each lesson has exercises. Type your answer (or click) and press **Check**. A wrong answer
# gets feedback that says what went wrong; **Hint** gives a clue (each hint says a little more),
# and **Show solution** explains the full answer. Typing mistakes are not counted against you.
# Try this one: it asks what a card is worth, which lesson 1 explains.

# %%
ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1, builds=False)

# %% [markdown]
# When the kit asks you to type a card, write it the way you say it: `10D`, `10♦` and
# `ten of diamonds` all mean the ten of diamonds. The kit reads them all as the same card:

# %% [check: card-spellings]
print(typed_as("10D", "10♦", "ten of diamonds"))

# %% [markdown]
# ## Where your progress is kept
#
# Once you have given your name, every exercise you answer in any lesson is added to a small
# progress file named after you. **My progress** (in every lesson) shows how well you know each
# topic and says what to practise next. The file stays on this computer, with your own files (your
# teacher can tell you where).
# A damaged file is never thrown away: it is kept as a backup and a fresh one is started.
# When you come back to a lesson later, its tables are empty until you run its cells again (**Shift + Enter**,
# from the top): your stars and your progress are kept.
#
# ## The lessons
#
# | Lesson | What you learn |
# |---|---|
# | 01 Cards and values | the pack, how to type a card, what each card is worth |
# | 02 Capturing | five small stages: pairing, sums, several sets at once, never twice, face cards |
# | 03 Building | thirteen stages: making a build, keeping a card to take it, build values, capturing a build, a build and more, multiple builds, owning a build, adding, raising, raising with your card only, build now and take it next turn, a raise and the answer (both played against the opponent), joining two builds |
# | 04 Trailing, the deal and your first game | when you may trail; how the cards are dealt; one deal against the computer; all the rules on one page |
# | 05 Scoring and sweeps | the end of a deal, clearing the table, the points of a deal, the game to 21 |
# | 06 Royal Casino | what changes in the Royal version |
# | 07 Play a full game | a whole game against the computer |
# | 08 Strategy | six principles as puzzles, then best moves, then questions answered by simulation |
# | 09 Teacher guide | lessons, worksheets, class reports, the classroom app |
# | 10 Rules reference | every rule, and the glossary |
