# %% [markdown]
# # Lesson 6: Royal Casino
#
# *About 30 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# **Royal Casino** is the version played in the Dominican Republic. You already know most of it.
# This lesson collects what is **different**, and then spends most of its time on the exciting
# part: the **race to 21**, where the scores 18, 19 and 20 follow special rules.
#
# 1. what changes in Royal (a quick recap),
# 2. the **count-out**: scoring item by item, in a fixed order (§12.1),
# 3. the **18 / 19 / 20 rule** (§12.2), with the two worked examples of RULES.md §12.3,
# 4. **overtime** (§12.3),
# 5. four players in two **partnerships**, and your partner's builds (**R13**).

# %%
import casino_learn as cl
import ipywidgets as widgets
from casino_learn import plots, render
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from IPython.display import HTML, display

NAMES = ["Ana", "Ben"]  # the two players of these examples
royal = cl.get_rules("royal")

# %% [markdown]
# ## What changes in Royal
#
# | | Classic | Royal |
# |---|---|---|
# | J, Q, K | no number, pair only (R5) | **11, 12, 13**: they add up and build like any card |
# | Ace | 1 | **1 or 14** on its own, 1 inside a group (§1.3) |
# | Raise your own build | allowed | **not allowed (R12)** |
# | Trail next to a loose card of the same rank | allowed | **not allowed (R14)** |
# | Partner's builds (4 players) | no limit | **hands off (R13)** |
# | Sweeps | score nothing | **1 point each, and they cancel** (§10) |
# | Reaching 21 | just add up the points | **counted out item by item, with locks at 18, 19, 20** (§12) |
#
# A quick reminder of two Royal-only rules in action, R12 and R14:

# %% [check: royal-restrictions]
own_build = cl.position("royal", hand="2S 5D 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=0)])
same_rank = cl.position("royal", hand="7H 9S", table="7C 3D")
for state, move in [(own_build, "2S build 7 B1"), (same_rank, "7H trail")]:
    print(move)
    for problem in state.check(move):
        print("   ", problem)

# %% [markdown]
# ## The count-out (§12.1)
#
# The items are the same eleven points as in Lesson 5, plus sweeps. But in Royal they are counted
# **one at a time, in this order**, and each side's total goes up step by step:
#
# 1. most cards (3 points),
# 2. most spades (1),
# 3. Big Casino, the 10♦ (2),
# 4. Little Casino, the 2♠ (1),
# 5. the aces, in the order A♠, A♣, A♥, A♦ (1 each),
# 6. sweeps, one point at a time.
#
# Why does the order matter? Because of the next rule.
#
# ## The 18 / 19 / 20 rule (§12.2)
#
# You cannot creep up to 21 one point at a time. When your running total is
#
# * **18**, only **most cards** (3 points) can score for you: 18 + 3 = 21,
# * **19**, only **Big Casino** (2 points) can score for you: 19 + 2 = 21,
# * **20**, only **Little Casino** (1 point) can score for you: 20 + 1 = 21.
#
# We say you are **locked**. Anything else you win while locked is **lost** (nobody gets it), and
# a side on 18 or more never scores sweeps. When your special item comes up, you reach exactly
# 21: you **go out**. The lock is checked **at the moment each item is counted**, so a side on 17
# that wins most cards jumps to 20, and from then on only Little Casino can help it.

# %% [markdown]
# ### Worked example 1: 18 against 13
#
# Ana has 18 points, Ben has 13. In this deal Ben captured the cards below; Ana has all the others.

# %%
ben1 = cl.parse_cards("2S 3S 4S 5S 6S 7S 8S 10D AC AH AD 2H 3H 4H")
ana1 = [card for card in cl.full_deck() if card not in ben1]
display(HTML(render.hand_html(ben1, width=40)))

# %% [markdown]
# Ana has more cards, so the **very first item** takes her from 18 to 21: she goes out and wins.
# Ben's items are still counted, for the record: 13 → 14 (spades) → 16 (Big Casino) → 17 (Little
# Casino) → 18 (A♣). Now Ben is locked on 18, so A♥ and A♦ are **lost**.
#
# Here is the count in the kit's words:

# %% [check: count-out]
first = cl.score_deal(royal, [ana1, ben1], sweeps=[0, 0], scores_before=[18, 13])
for step in first.count_log:
    print(step.explain(names=NAMES))
print(f"Result: {NAMES[first.result.winner]} wins, {first.result.reason}")

# %% [markdown]
# The same count on the score sheet (the **Scored** column shows what the locks let through):

# %%
display(HTML(render.score_sheet_html(first, names=NAMES)))

# %% [markdown]
# ### Worked example 2: 19 against 20, and overtime
#
# Now Ana has 19 and Ben has 20. Ana has these cards; Ben has all the others.

# %%
ana2 = cl.parse_cards("AS 3S 4S 5S 6S 7S 8S 9S 10D 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C")
ben2 = [card for card in cl.full_deck() if card not in ana2]
display(HTML(render.hand_html(ana2, width=40)))

# %% [markdown]
# Step by step:
#
# * **Most cards**: Ben. But Ben is on 20, where only Little Casino counts: **lost**.
# * **Most spades**: Ana. Ana is on 19, where only Big Casino counts: **lost**.
# * **Big Casino**: Ana! 19 + 2 = **21**, Ana goes out.
# * **Little Casino**: Ben! 20 + 1 = **21**, Ben goes out too.
# * The aces come too late: both sides are already out.
#
# **Both** sides reached 21 in the same deal. That means **overtime** (§12.3).

# %% [check: overtime]
second = cl.score_deal(royal, [ana2, ben2], sweeps=[0, 0], scores_before=[19, 20])
for step in second.count_log:
    print(step.explain(names=NAMES))
print(f"Result: {second.result.status}, because {second.result.reason}")

# %% [markdown]
# ## Overtime (§12.3)
#
# In overtime there are **no locks**: the next deal is scored by simply adding every item,
# sweeps included. Afterwards, the side with **strictly the most** points wins. If the totals are
# still equal, overtime goes on for another deal.
#
# Suppose the overtime deal is the one from example 1, and Ana also made one sweep:

# %%
overtime = cl.score_deal(royal, [ana1, ben1], sweeps=[1, 0], scores_before=second.scores_after, overtime=True)
display(HTML(render.score_sheet_html(overtime, names=NAMES)))

# %% [markdown]
# The whole story as a timeline. The orange band is the **lock zone** (18, 19, 20): both sides
# reach 21 in the same deal, overtime starts, and the overtime deal decides the game.

# %%
plots.match_progress([second, overtime], names=NAMES);

# %% [markdown]
# ### Try it yourself
#
# Move the sliders to choose the scores **before** the deal of example 1 (Ben's cards above, Ana
# has the rest, and Ana made the sweeps you choose). Watch the count. Try these:
#
# * Ana on **17**: most cards takes her to 20... and then?
# * Ana on **19** with 2 sweeps: do her sweeps help her?
# * Ben on **16**: how far does he get?

# %%
def count_from(ana_before, ben_before, ana_sweeps):
    deal = cl.score_deal(royal, [ana1, ben1], sweeps=[ana_sweeps, 0], scores_before=[ana_before, ben_before])
    display(HTML(render.score_sheet_html(deal, names=NAMES)))


WIDE = {"description_width": "initial"}  # show the whole slider label
widgets.interact(
    count_from,
    ana_before=widgets.IntSlider(value=17, min=0, max=20, description="Ana before", style=WIDE),
    ben_before=widgets.IntSlider(value=13, min=0, max=20, description="Ben before", style=WIDE),
    ana_sweeps=widgets.IntSlider(value=0, min=0, max=3, description="Ana's sweeps", style=WIDE),
);

# %% [markdown]
# ## Four players: two partnerships
#
# With four players, partners sit **opposite** each other: seats 0 and 2 are one side, seats 1
# and 3 the other (§2). Partners put their captures in **one pile** and score together.
#
# But each **build** still belongs to one player. Rule **R13**: you may **not** raise your
# partner's build, and you may not add to it either. You **may** capture it, and you may make a
# separate build of the same value.
#
# B1 (a build of 5) belongs to your **partner**; B2 (a build of 7) belongs to an **opponent**
# (Opponent 1: the opponents are numbered in the order they play after you).

# %%
team = cl.position(
    "royal", hand="2S 5D 7H 9C", table="4C 3D", players=4,
    builds=[cl.Build.of("B1", 5, "3C+2H", owner=2), cl.Build.of("B2", 7, "4S+3H", owner=1)],
)
display(HTML(render.move_html(team, "2S build 7 B1")))

# %% [markdown]
# ### Try it yourself
#
# Same table. Try to raise your **partner's** build B1 with 2♠: click the 2♠ card and B1, and
# **Build** turns grey; press it to read why (R13). Then raise the **opponent's** build B2 from 7
# to 9 with 2♠: that is allowed, because you hold 9♣. Press **Show me the legal moves** to see
# everything you may do.

# %%
MoveBuilder(team, taught=("capture", "build", "raise", "add", "trail"))

# %% [markdown]
# ## Check yourself
#
# Three count-outs, from easy to hard, then a partnership question. For the count-outs, count the
# items **in order** and watch for locks.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("royal_count_out", seed=1, variant="royal", difficulty=1)

# %%
ExerciseWidget("royal_count_out", seed=1, variant="royal", difficulty=2)

# %%
ExerciseWidget("royal_count_out", seed=7, variant="royal", difficulty=3)

# %%
ExerciseWidget("raise_or_add", seed=2, variant="royal", difficulty=3)

# %% [markdown]
# ## What you learned
#
# * Royal gives J, Q, K the values 11, 12, 13, the ace 1 or 14, and adds **R12**, **R13**, **R14**
#   and scoring sweeps that cancel.
# * Royal is **counted out** item by item: cards, spades, Big Casino (10♦), Little Casino (2♠),
#   the aces ♠ ♣ ♥ ♦, then sweeps (§12.1).
# * On **18** only most cards scores, on **19** only Big Casino, on **20** only Little Casino; the
#   rest is lost, and sides on 18 or more never score sweeps (§12.2).
# * If two sides go out in the same deal: **overtime**, scored by plain addition until one side is
#   strictly ahead (§12.3).
# * With four players, partners share a pile, but you may not raise or add to your partner's
#   build (**R13**).
#
# That is the whole game. Next: play a full game against the computer!
