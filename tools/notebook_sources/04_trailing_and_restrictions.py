# %% [markdown]
# # Lesson 4: Trailing, the deal, and your first game
#
# *About 40 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# You can capture (lesson 2) and build (lesson 3). One way to play a card is left: the **trail**.
# Then you are ready for a real game. In this lesson:
#
# 1. **trailing**: putting a card on the table without taking anything,
# 2. **the owner may not trail**: the one rule in Classic Casino that forbids a trail,
# 3. **the deal**: how the cards are dealt, round by round, from the first card to the last,
# 4. **your first game**: one deal against the computer,
# 5. all the rules you have learned **on one page**, and a few questions to check yourself.

# %%
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: trailing}
#
# On your turn you must play exactly one card from your hand: you may not pass (the one-card rule,
# [R1](10_rules_reference.ipynb#R1)). If you do not capture or build with it, you **trail** it: the
# card stays on the table as a new loose card, and anyone may capture it later, maybe you
# ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# On the live table below, click a card in your hand (and no table card), press **Trail**, then
# **Play**. Each task says what to do; a move that misses it is explained and taken back.

# %%
stage("trailing")

# %% [markdown]
# ## {stage heading: owner-may-not-trail}
#
# Remember from lesson 3: you **own** a build when you were the last to make, raise or add to it,
# and you must keep a card that captures it (the owner-keeps-a-capturer rule,
# [R8](10_rules_reference.ipynb#R8)). There is one more rule for owners, the owner-may-not-trail
# rule ([R9](10_rules_reference.ipynb#R9)): **while you own a build, you may not trail.** You must
# capture, build, raise or add to a build instead.
#
# Once you have solved the first task, press **Start again**, choose a card and press **Trail**:
# the table says why not. (The stars you won are kept.)

# %%
stage("owner-may-not-trail")

# %% [markdown]
# ## The deal, walked through
#
# How do the cards get into your hand? Here is a real deal of Classic Casino for two players, step
# by step. The computer played every card, for both players. (The rules of the deal:
# [§3](10_rules_reference.ipynb#s3).)
#
# **The first round.** Opponent is the dealer. The dealer gives **four cards to each player** and
# puts **four cards face up on the table**. The rest of the pack stays face down: the **stock**.
# The player after the dealer plays first, so here you play first.

# %%
deal = walk_through_deal(seed=2)
deal.dealt()

# %% [markdown]
# Count them: every card of the pack is somewhere.

# %% [check: deal-counts]
print(deal.counts())

# %% [markdown]
# **The next rounds.** The players take turns, one card each turn, until both hands are empty.
# Then the dealer deals **four more cards to each player, and none to the table**: cards reach
# the table only in the first round (and when someone trails or builds). Here is what happened in
# round 1, and how round 2 starts:

# %%
deal.round(2)

# %% [markdown]
# **"Last".** This goes on until the stock is empty. When the dealer deals the final round, they
# say "last", so everyone knows these are the last cards. The picture shows it as **Last round**.

# %%
deal.last_round()

# %% [markdown]
# How many rounds? Each round uses four cards per player, and the first round also puts four on
# the table. With two players that makes six rounds; with four players, three.

# %% [check: deal-rounds]
print(deal.rounds())

# %% [markdown]
# **The end of the deal.** When the last card has been played, the cards still on the table, the
# **leftovers**, go to the player who made the last capture, or that player's team with partners (to
# nobody, if nobody captured at all): one more reason to capture late in the deal!

# %%
deal.end()

# %% [markdown]
# **The next deal.** The deal passes to the next player: the one who played first last time now
# deals, and the other player plays first.

# %%
deal.next_deal()

# %% [markdown]
# Check what you know about the deal: each question is read off a real deal the kit dealt.

# %%
ExerciseWidget("the_deal", seed=1, variant="classic", difficulty=1, most_players=3)

# %%
ExerciseWidget("the_deal", seed=2, variant="classic", difficulty=2, most_players=3)

# %% [markdown]
# ## Your first game
#
# Time to play one whole deal against the computer's **Beginner**. You play first. What to look
# for on each turn:
#
# * **Can I capture?** Look for a table card of the same value as one of yours, or cards that add
#   up to it. A face card only takes one card of its own rank.
# * **Can I build?** Only if you keep a card that can capture the build later; and once you own a
#   build, you may not trail.
# * **Otherwise, trail** a card.
# * Watch the **stock** and the **Last round** sign: the last capture of the deal also takes the
#   leftovers.
#
# Not sure? Press **Coach: what would you play?**: it suggests a move and says why. It may speak of
# **points**: at the end of a deal the aces, 10♦ (Big Casino) and 2♠ (Little Casino) score points, and so do
# the most cards and the most spades; points add up from deal to deal until someone wins, at 21 or more (lesson 5). On the
# computer's turn press **Computer's move ▶** (or **Play on to my turn ▶▶**). At the end you get
# the score sheet: lesson 5 explains every point on it. Your game is saved after every move.

# %%
GameTable("classic", players=2, level="beginner", seed=11, save_as="lesson04", one_deal=True)

# %% [markdown]
# ## All the rules on one page
#
# Every move that is **not** allowed comes from fifteen rules, R1 to R15. Most are for both games. Lesson 2 taught
# capturing ([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)); lesson 3 building ([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)); this lesson the turn
# and trailing ([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9)). Three are
# for Royal Casino only ([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): lesson 6 teaches them. When the kit says a move is not
# allowed, it names the rule's number: click it in the table for the whole rule.

# %%
restrictions_reference()

# %% [markdown]
# ## Check yourself
#
# First two trailing questions: click **Yes**, or **No** and the rule (or type `no` and the rule's number).

# %%
learner_line()  # who you are, and My progress

# %%
ExerciseWidget("may_trail", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("may_trail", seed=2, variant="classic", difficulty=2)

# %% [markdown]
# Now **spot the illegal move**: exactly one choice breaks a rule. Click it (or type its letter),
# click the button of the rule it breaks, and press **Check**.

# %%
ExerciseWidget("spot_illegal", seed=34, variant="classic", difficulty=1)

# %%
ExerciseWidget("spot_illegal", seed=10, variant="classic", difficulty=2)

# %%
ExerciseWidget("spot_illegal", seed=10, variant="classic", difficulty=3, players=2)

# %% [markdown]
# ## What you learned
#
# * **Trailing** puts a card on the table as a loose card. It is always allowed unless a rule
#   forbids it, and in Classic Casino only one does: while you **own a build** you may not trail
#   ([R9](10_rules_reference.ipynb#R9)).
# * **The deal**: four cards each, four to the table in the first round only; six rounds with two
#   players, three with four; the player after the dealer plays first; the deal passes on; "last";
#   the leftovers go to the last player who captured (to nobody, if nobody captured).
# * You played your **first deal**, and the rules fit on **one page**.
#
# Next: **Lesson 5, Scoring and sweeps**: what all those points on the score sheet mean.
