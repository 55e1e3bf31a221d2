# %% [markdown]
# # Start here: Casino and Royal Casino
#
# **Casino** is a *fishing* card game. On your turn you play **one card** from your hand and do
# one of three things with it:
#
# * **capture** — take table cards that match your card (a 7 takes a 7, or 4 + 3);
# * **build** — put your card on table cards to make a pile you will take on a later turn;
# * **trail** — just leave your card on the table.
#
# At the end of each deal you score points for what you captured. The first side to reach
# **21** wins. **Royal Casino** is the Dominican variant: the jack, queen and king count 11, 12
# and 13, the ace counts 1 or 14, clearing the table (a *sweep*) scores a point, and the scores
# 18, 19 and 20 can only be finished in a special way.
#
# Run each cell with **Shift + Enter** (or the ▶ button). The rules follow the kit's rule book,
# and every message names its rule, such as **R9** (you may not trail while you own a build).

# %%
import casino_learn as cl
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## A table of cards
#
# Here is a position: the cards in the middle are on the **table**, the cards below are **your
# hand**. In this practice position only you hold cards; in a real game (lesson 07) your
# opponent holds four too, face down, so you never see them.

# %%
start = cl.position("classic", hand="8H 3C 5D 10S", table="AC 2D 3S 5C 6H 8D")
start

# %% [markdown]
# ## Clicking cards
#
# This is a **live table**. Try it:
#
# 1. click the **8♥** card in your hand (a selected card rises and gets a tick);
# 2. click the table cards it should take — the **8♦**, or **6♥ and 2♦** (6 + 2 = 8), or both;
# 3. press **Capture**, then **Play**.
#
# Only the actions your selection allows can be chosen; press a greyed one and the kit says why,
# naming the rule. **Undo** takes a move back; **Show me the legal moves** lists the moves you
# have learned so far (capturing and trailing; building comes in lesson 03).
#
# No mouse? Press **Tab** to reach the cards, the arrow keys to move between them and **Space** to
# select; then **C** for Capture, **T** for Trail and **P** to play (the keys are listed under the table).

# %%
MoveBuilder(start, taught=("capture", "trail"))

# %% [markdown]
# ## Your name
#
# The kit keeps your progress: which exercises you tried and solved, and the hints you used. Then
# it can show you what to practise next. Type your name and press **Keep my progress**. You are
# asked only once on this computer: every lesson then shows *You are …* above its exercises, with
# **My progress** to see how you are doing, and **Change name** if someone else uses this computer.
# Any name works — Zoë, 王伟 or Мария too.

# %%
from casino_learn.widgets.learner import LearnerCard

LearnerCard()

# %% [markdown]
# ## Checking answers
#
# Each lesson ends with exercises. Type your answer (or click) and press **Check**. A wrong answer
# gets specific feedback; **Hint** gives a clue (each hint says a little more), and **Show
# solution** explains the full answer. Typing mistakes are not counted against you.

# %%
ExerciseWidget("card_values", seed=1, variant="classic", difficulty=1)

# %% [markdown]
# Cards can be typed the way you say them: `10D`, `10♦`, `td` and `ten of diamonds` all mean the
# ten of diamonds.

# %% [check: card-spellings]
cards = cl.parse_cards("10D, 10♦ + td, ten of diamonds")
print("Four ways of typing it, one card:", " ".join(card.symbol for card in cards))

# %% [markdown]
# ## Classic or Royal?
#
# Most lessons use **Classic** Casino first, then lesson 06 shows what changes in **Royal**.
# The rules of a game are a `RuleSet`; the two presets are `"classic"` and `"royal"`:

# %% [check: variants]
for name in ("classic", "royal"):
    rules = cl.get_rules(name)
    print(f"{name:8} highest value {rules.max_value:2}; sweeps score: {rules.sweeps_enabled}; 18/19/20 locks: {rules.near_target_locks}")

# %% [markdown]
# ## Where your progress is kept
#
# Once you have given your name, every exercise you answer in any lesson is added to a small
# progress file named after you: attempts, correct answers, hints and time for each kind of
# exercise, and the level you have reached in practice. **My progress** (in every lesson) draws your mastery
# of each topic as bars and says what to practise next; **Practise my weak spots** on the practice
# page uses the same file to choose your next exercise. The file is kept in the folder named by
# the `CASINO_LEARN_HOME` environment variable, or in a `.casino_learn` folder in your home
# folder. A damaged file is never thrown away: it is kept as a backup and a fresh one is started.
#
# ## The lessons
#
# | Lesson | What you learn |
# |---|---|
# | 01 Cards and values | what each card is worth, the Royal ace |
# | 02 Capturing | pairing, sums, several sets at once |
# | 03 Building | single and multiple builds, raising, keeping a card to capture |
# | 04 Trailing and the rules | when you may trail, all fifteen rules R1–R15 |
# | 05 Scoring and sweeps | the eleven points, sweeps, the game to 21 |
# | 06 Royal Casino | the count-out and the 18/19/20 rule |
# | 07 Play a full game | a whole match against the computer |
# | 08 Strategy lab | questions answered by simulation |
# | 09 Teacher guide | lessons, worksheets, class reports, the classroom app |
