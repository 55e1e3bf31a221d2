# %% [markdown]
# # Lesson 6: Royal Casino
#
# *About 40 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# **Royal Casino** is the version played in the Dominican Republic. It uses the same pack, the same
# deal and the same three moves (capture, build, trail) as the Classic game you know. This lesson is
# the only place in the course where Royal rules are taught. It goes from the small changes to the big ones:
#
# 1. what changes in Royal: the whole list on one page,
# 2. the direction of play,
# 3. Royal card values and the ace (stage 1), and building up to 14 (stage 2),
# 4. two Royal move rules: not raising your own build (stage 3) and not trailing a matched card (stage 4),
# 5. sweeps that score and cancel,
# 6. the **count-out**, the **locks** on 18, 19 and 20, and **overtime**: how a Royal game is won,
# 7. four players in two **partnerships** (stage 5),
# 8. three more things to practise: the Royal ace raise, your partner's builds in Classic and in Royal, and three players (sweeps and ties).
#
# Each stage has a rule in plain words, a picture, and tasks on a live table: click your card, then
# the table cards, then the move. A move that is allowed but misses the task is explained and taken
# back. You win up to three stars per task (first try, no hints).

# %%
from casino_learn.display import plots
from casino_learn.lesson import card_values
from casino_learn.lesson.royal import captured, count_out_explorer, deal, tell, tell_count, tell_partners, tell_result, tell_sweeps, tell_values
from casino_learn.rules.positions import position
from casino_learn.rules.table import Build
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## What changes in Royal
#
# Everything not in this table is the same as in Classic: the deal ([§3](10_rules_reference.ipynb#s3)),
# capturing, building, raising and adding, the keep-a-capturer rule ([R7](10_rules_reference.ipynb#R7)),
# the owner-may-not-trail rule ([R9](10_rules_reference.ipynb#R9)), the leftovers at the end of a
# deal ([§9](10_rules_reference.ipynb#s9)), and the eleven points of each deal.
#
# | | Classic | Royal |
# |---|---|---|
# | J, Q, K | no number: each takes only a card of its own rank (R5) | **11, 12, 13**: they add up and build like any card ([§1.2](10_rules_reference.ipynb#s1.2)) |
# | Ace | 1 | **1 or 14** when it stands alone; always **1** inside a group of two or more cards ([§1.3](10_rules_reference.ipynb#s1.3)) |
# | Build values | 2 to 10 (and 1 for a multiple build of single aces) | **2 to 14**; two single aces make **14**, or one group A+A makes **2**, never 1 ([R15](10_rules_reference.ipynb#R15)) |
# | Direction of play | the player on the dealer's left starts, play goes clockwise | the player on the dealer's **right** starts, play goes **counter-clockwise** ([§2](10_rules_reference.ipynb#s2)) |
# | Raising your own build | allowed | **not allowed**: no raising your own build ([R12](10_rules_reference.ipynb#R12)) |
# | Trailing a card while a loose card of the same rank is on the table | allowed | **not allowed**: no trailing a card that matches a loose card ([R14](10_rules_reference.ipynb#R14)) |
# | Four players | two partnerships (or each for themselves, if the players agree); you may raise or add to your partner's build | always two **partnerships**; you may **not** raise or add to your partner's build: hands off your partner's build ([R13](10_rules_reference.ipynb#R13)) |
# | Sweeps | score nothing (some players agree to score them, 1 point each, with no cancelling) | **1 point each**, and the two sides' sweeps **cancel** ([§10](10_rules_reference.ipynb#s10)) |
# | Counting the points | add up the deal's points | **counted out** one item at a time in a fixed order ([§12.1](10_rules_reference.ipynb#s12.1)) |
# | Near 21 | nothing special | **locked** on 18, 19 and 20: only one item can still score for you ([§12.2](10_rules_reference.ipynb#s12.2)) |
# | Both sides reach 21 in one deal | the strictly higher total wins; a tie plays another deal | **overtime**: further deals are added up with no locks until one side is strictly ahead ([§12.3](10_rules_reference.ipynb#s12.3)) |
#
# The rest of the lesson takes these rows one at a time.

# %% [markdown]
# ## The direction of play (§2)
#
# In Royal the player on the dealer's **right** plays first, and play goes round the table
# **counter-clockwise**. The next deal is dealt by the player who played first in this one, so the
# deal moves the same way. In Classic it is the other way round: the player on the dealer's left
# starts and play goes clockwise.
#
# The direction changes nothing else: everyone still plays one card per turn, in turn. That is why,
# at the kit's tables, the others are named by **when they play**, not by where they sit. With
# two players there is just **Opponent**. With four, **Opponent 1** plays just after you, then your
# **Partner** (who sits opposite you), then **Opponent 2**.

# %%
ExerciseWidget("the_deal", seed=1, variant="royal", difficulty=2, question="left_starts")

# %% [markdown]
# ## {stage heading: royal-values} (§1.2, §1.3)
#
# In Royal every card has a number. The jack is 11, the queen 12 and the king 13, so a king can take
# 6 + 7 and a queen can take J + A. The ace is the special card: **on its own** it counts 1 or 14,
# whichever you need, so a played ace captures at **14** and also takes a loose ace. **Inside a group**
# of two or more cards an ace always counts **1** (14 plus anything would be more than 14, the highest
# value in the game).

# %%
card_values("royal", ["AS", "7D", "JS", "QH", "KD"])

# %% [markdown]
# The same in sentences. "Played, it captures at" is the value a card takes when you play it:

# %% [check: royal-values]
tell_values("AS 7D JS QH KD")

# %% [markdown]
# Now try it on the table. The picture shows an ace capturing at 14; the tasks get a little harder
# each time, and the last one uses a jack and an ace (counted 1) in one set.

# %%
stage("royal-values")

# %% [markdown]
# ## {stage heading: royal-builds} (R15)
#
# Because every card has a number, Royal builds go up to **14**: a jack captures a build of 11, a
# queen 12, a king 13 and an ace 14. The keep-a-capturer rule ([R7](10_rules_reference.ipynb#R7))
# still holds: you must keep in your hand a card that will capture your build.
#
# Two aces need care ([§1.3](10_rules_reference.ipynb#s1.3)). An ace played onto a loose ace can be:
#
# * a build of **14** with two groups, one ace each (each ace alone counts 14), or
# * a build of **2**, one group A + A = 1 + 1.
#
# It is never a build of 1 in Royal, because no Royal card captures at 1. Here the kit is asked
# about a build of 1 with two aces:

# %% [check: ace-builds]
tell(position("royal", hand="AH AS", table="AD 5C"), "AH build 1 AD")
tell(position("royal", hand="AH AS", table="AD 5C"), "AH build 14 AD")

# %%
stage("royal-builds")

# %% [markdown]
# Practise: which of these builds may you make? The first question always offers a build of 11 to
# 14; the second always has aces in it (an ace on an ace: 14, or 2, never 1).

# %%
ExerciseWidget("which_builds", seed=1, variant="royal", difficulty=2, focus="high")

# %%
ExerciseWidget("which_builds", seed=2, variant="royal", difficulty=2, focus="ace")

# %% [markdown]
# ## {stage heading: royal-not-your-own-build} (R12)
#
# In Classic you may raise any single build, your own too. In Royal the rule **No raising your own
# build** ([R12](10_rules_reference.ipynb#R12)) says: you may raise only an **opponent's** build
# (your partner's is off-limits too, stage 5). You may not change your own build's value yourself (your opponent still
# may, if it is a single build). You may still add a group of the same value to it, capture it, or make a new build with
# your card and loose cards.
#
# Your build of 5 (3♣ + 2♥) is on the table and you hold 2♠, 5♦ and 7♥. Could you raise it to 7?

# %% [check: own-build]
tell(position("royal", hand="2S 5D 7H", table="4C", builds=[Build.of("B1", 5, "3C+2H", owner=0)]), "2S build 7 B1")

# %%
stage("royal-not-your-own-build")

# %% [markdown]
# Practise: raise or add? One of the moves offered here always raises your own build.

# %%
ExerciseWidget("raise_or_add", seed=1, variant="royal", difficulty=2)

# %% [markdown]
# ## {stage heading: royal-no-trailing-a-matched-card} (R14)
#
# The rule **No trailing a card that matches a loose card** ([R14](10_rules_reference.ipynb#R14)): in Royal you may
# not trail a card while a **loose** card of the same rank lies on the table. An ace is stopped by a
# loose ace. Such a card must capture or build instead. Two things do **not** stop a trail: a card of
# the same rank inside a build, and being able to capture a sum. No rule says "you must capture"
# ([§6.3](10_rules_reference.ipynb#s6.3)), yet this one can leave a capture as your only move: with
# only 7♥ in your hand and 7♣ loose, 7♥ may not trail, and it cannot build either, because you
# would keep no card to take the build (R7). So it must capture 7♣.

# %% [check: matched-card]
tell(position("royal", hand="7H 9S", table="7C 3D"), "7H trail")
tell(position("royal", hand="7H 9S", table="7C 3D"), "9S trail")

# %%
stage("royal-no-trailing-a-matched-card")

# %% [markdown]
# ## Sweeps score, and cancel (§10)
#
# A **sweep** is a capture that leaves the table completely empty: no loose cards and no builds.
# In Royal each sweep is worth **1 point**, but the two sides' sweeps **cancel** one for one: only
# the side with more sweeps scores, and only the difference. Collecting the leftovers at the end of a
# deal is never a sweep.

# %% [check: sweeps]
tell_sweeps(3, 1)
tell_sweeps(2, 2)

# %% [markdown]
# Practise: both players already have sweeps here. Does your capture sweep, and after cancelling,
# who scores how many sweep points?

# %%
ExerciseWidget("sweeps_and_leftovers", seed=1, variant="royal", difficulty=1, case="cancel")

# %% [markdown]
# ## The count-out (§12.1)
#
# A Royal deal has the same eleven points as a Classic one, plus the sweeps. But they are counted
# **one at a time, in this order**, and each side's total goes up step by step:
#
# 1. most cards (3 points),
# 2. most spades (1),
# 3. Big Casino, the 10♦ (2),
# 4. Little Casino, the 2♠ (1),
# 5. the four aces, in the order A♠, A♣, A♥, A♦ (1 each),
# 6. sweeps, one point at a time.
#
# Counting this way is called the **count-out**. Why does the order matter? Because of the next rule.
#
# ## The locks on 18, 19 and 20 (§12.2)
#
# You cannot creep up to 21 one point at a time. When your running total is
#
# * **18**, only **most cards** (3 points) can score for you: 18 + 3 = 21,
# * **19**, only **Big Casino** (2 points) can score for you: 19 + 2 = 21,
# * **20**, only **Little Casino** (1 point) can score for you: 20 + 1 = 21.
#
# We say you are **locked**. Anything else you win while locked is **lost**: nobody gets it. So a
# side on 18 or more never scores sweeps, **but its sweeps still cancel the opponent's**
# ([§10](10_rules_reference.ipynb#s10)): if you are on 19 with 2 sweeps and the opponent, on 10, has
# 3, the opponent scores 1 sweep point, not 3 (and you score none). When your own item comes up, you reach exactly 21: you
# **go out**. The lock is checked **at the moment each item is counted**, so a side on 17 that wins
# most cards jumps to 20, and from then on only Little Casino can help it.

# %% [markdown]
# ### Worked example 1: 18 against 13
#
# You have 18 points, Opponent has 13. Here is what each side captured in this deal:

# %%
first = deal(opponent="2S 3S 4S 5S 6S 7S 8S 10D AC AH AD 2H 3H 4H", before=(18, 13))
captured(first)

# %% [markdown]
# You have more cards, so the **very first item** takes you from 18 to 21: you go out and win. The
# Opponent's items are still counted: 13 → 14 (spades) → 16 (Big Casino) → 17 (Little Casino) →
# 18 (A♣). Now Opponent is locked on 18, so A♥ and A♦ are **lost**. The count in the kit's words:

# %% [check: count-out]
tell_count(first)

# %% [markdown]
# The same count on the score sheet (the **Scored** column shows what the locks let through):

# %%
first

# %% [markdown]
# ### Worked example 2: 19 against 20
#
# Now you have 19 and Opponent has 20:

# %%
second = deal(you="AS 3S 4S 5S 6S 7S 8S 9S 10D 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C", before=(19, 20))
captured(second)

# %% [markdown]
# Count it yourself first (cover what is below with your hand): then open the fold to see the count step
# by step, and compare it with the kit's own count printed under it.
#
# <details><summary>The count, step by step</summary>
#
# * **Most cards**: Opponent. But Opponent is on 20, where only Little Casino counts: **lost**.
# * **Most spades**: you. You are on 19, where only Big Casino counts: **lost**.
# * **Big Casino**: you! 19 + 2 = **21**, you go out.
# * **Little Casino**: Opponent! 20 + 1 = **21**, and Opponent goes out too.
# * The aces come too late: both sides are already out.
#
# **Both** sides reached 21 in the same deal.
#
# </details>

# %% [check: overtime]
tell_count(second)

# %% [markdown]
# ## Overtime (§12.3)
#
# When two sides go out in the same deal, the game goes into **overtime**. Overtime deals have **no
# locks**: every item is simply added, sweeps too. After each overtime deal, the side with **strictly
# the most** points wins. If the totals are still equal, another overtime deal is played.
#
# Suppose the overtime deal is the one from example 1 (you captured most cards), and you also made one sweep:

# %% [check: overtime-deal]
third = deal(opponent="2S 3S 4S 5S 6S 7S 8S 10D AC AH AD 2H 3H 4H", before=second.scores_after, sweeps=(1, 0), overtime=True)
tell_result(third)

# %% [markdown]
# Most cards did not decide it: you scored 3 (most cards) + 1 (A♠) + 1 (the sweep) = 5, and
# Opponent scored 1 (spades) + 2 (Big Casino) + 1 (Little Casino) + 3 (A♣, A♥, A♦) = 7. With no locks, every
# point counts.
#
# The whole story as a timeline. The orange band is the **lock zone** (18, 19, 20): both sides reach
# 21 in the same deal, overtime starts, and the overtime deal decides the game.

# %%
plots.match_progress([second, third]);

# %% [markdown]
# ### Try it yourself
#
# Move the sliders to choose the scores **before** the deal of example 1 (Opponent's cards are
# those of example 1, you have the rest, and you made the sweeps you choose). Try these:
#
# * you on **17**: most cards takes you to 20... and then?
# * you on **19** with 2 sweeps: do your sweeps help you?
# * Opponent on **16**: how far does Opponent get?

# %%
count_out_explorer("2S 3S 4S 5S 6S 7S 8S 10D AC AH AD 2H 3H 4H")

# %% [markdown]
# ### Practise the count-out
#
# Four count-outs, from easy to hard. Count the items **in order** and watch for locks. In the first
# one side is already near 21 and you say only who wins; in the second a side becomes locked during
# the count; in the third both sides are near 21; the fourth is an overtime deal, where nothing locks.

# %%
ExerciseWidget("royal_count_out", seed=5, variant="royal", difficulty=1)

# %%
ExerciseWidget("royal_count_out", seed=3, variant="royal", difficulty=2)

# %%
ExerciseWidget("royal_count_out", seed=13, variant="royal", difficulty=3)

# %%
ExerciseWidget("royal_count_out", seed=1, variant="royal", difficulty=3, overtime=True)

# %% [markdown]
# ## Four players: two partnerships (§2, R13)
#
# With four players, Royal is always played in two **partnerships**: partners sit **opposite** each
# other. In order of play you meet Opponent 1, then your Partner, then Opponent 2. The two partners'
# **captured cards count together**: one side, one score.

# %% [check: partners]
tell_partners(13, 14, 17, 8)

# %% [markdown]
# Practise: score a four-player deal. Each partner's captured cards are listed on their own; add
# them up per side before you compare.

# %%
ExerciseWidget("score_deal", seed=1, variant="royal", difficulty=2, partnership=True)

# %% [markdown]
# But each **build** still belongs to one player. The rule **Hands off your partner's build**
# ([R13](10_rules_reference.ipynb#R13)): you may **not raise or add to** your partner's build. You
# **may capture** it, and you may make a separate build of the same value. Builds of the opponents
# you may raise or add to as usual (and your own you may add to, but not raise, R12).

# %% [markdown]
# ### {stage heading: royal-partners}

# %%
stage("royal-partners")

# %% [markdown]
# ## {stage heading: royal-ace-raise}
#
# When an ace **raises** a build it adds just **1** ([§6.2](10_rules_reference.ipynb#s6.2)): a build of 11 becomes 12.
# (An ace alone can still be a whole group worth 14, as in a build of 14 made of single aces.)

# %%
stage("royal-ace-raise")

# %% [markdown]
# ## {stage heading: partners-builds}
#
# Similar tables, two games: Classic lets you build on your partner's build, Royal does not.

# %%
stage("partners-builds")

# %% [markdown]
# ## Three players: sweeps and ties (§10, §11.1)
#
# With three players, sweeps cancel three ways: only the player with the most sweeps scores, and
# only their count minus the second most; two players tied at the top score no sweeps at all. A tie
# at the top for most cards or most spades scores nothing, even if the third player has fewer.
# Score this three-player deal.

# %%
ExerciseWidget("score_deal", seed=1, variant="royal", difficulty=2, three_players=True)

# %% [markdown]
# ## Check yourself
#
# Four questions on Royal moves, from easy to hard: an ace's value, the most an ace can take, a trail
# that may be forbidden, and a four-player table with your own, your partner's and an opponent's builds.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("card_values", seed=6, variant="royal", difficulty=2)

# %%
ExerciseWidget("find_captures", seed=12, variant="royal", difficulty=1)

# %%
ExerciseWidget("may_trail", seed=7, variant="royal", difficulty=2)

# %%
ExerciseWidget("raise_or_add", seed=2, variant="royal", difficulty=3)

# %% [markdown]
# ## What you learned
#
# * Royal plays counter-clockwise: the player on the dealer's right starts (§2).
# * J, Q, K are 11, 12, 13; an ace is 1 or 14 on its own and 1 inside a group (§1.3). Builds go up to
#   14; two single aces build 14, or A + A makes 2 (R15).
# * You may not raise your own build (R12), nor trail a card while a loose card of its rank is on the
#   table (R14).
# * Sweeps are worth 1 point each, and the two sides' sweeps cancel (§10).
# * A deal is **counted out** item by item: most cards, most spades, Big Casino (10♦), Little Casino
#   (2♠), the aces ♠ ♣ ♥ ♦, then sweeps (§12.1).
# * On **18** only most cards scores, on **19** only Big Casino, on **20** only Little Casino; the rest
#   is lost (§12.2).
# * If two sides go out in the same deal: **overtime**, added up with no locks until one side is
#   strictly ahead (§12.3).
# * With four players, partners' captured cards count together, but you may not raise or add to your
#   partner's build (R13).
#
# That is the whole game. Next: play a full game against the computer!
