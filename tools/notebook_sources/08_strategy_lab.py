# %% [markdown]
# # Lesson 8: Strategy lab
#
# Some questions about Casino are hard to answer by thinking alone: *How often does anyone sweep
# the table? How much is an ace worth to you? Do clever players really score more, or is it all
# luck?* A computer can play thousands of deals in a few seconds, so we can **count**.
#
# Each experiment below uses a fixed *seed*, so everybody gets the same numbers. Change the seed
# or the number of deals and run the cell again to see how much the answers wobble.

# %%
import matplotlib.pyplot as plt
from IPython.display import display

from casino_learn import lab

# %% [markdown]
# ## 1. How often are there sweeps in Royal Casino?
#
# A **sweep** is a capture that empties the table (§10); in Royal each sweep scores a point,
# but the two players' sweeps cancel each other out. Let two *greedy* computer players play 300
# deals and count the sweeps in each deal.

# %%
bar, update = lab.progress_bar("300 deals")
display(bar)
records = lab.simulate_deals("royal", players=2, levels=["greedy"], deals=300, seed=1, progress=update)
sweeps = lab.sweep_study(records)
summary = lab.summarise(records)
print(f"sweeps per deal: {summary['sweeps per deal']:.2f}; deals with at least one sweep: {summary['deals with a sweep']:.0%}")

# %%
fig, ax = plt.subplots(figsize=(6, 3))
ax.bar(list(sweeps), list(sweeps.values()), color="#4c72b0")
ax.set_xlabel("sweeps in the deal (both players together)")
ax.set_ylabel("number of deals")
ax.set_title("How many sweeps in a Royal deal? (300 deals, greedy players)");

# %% [markdown]
# Sweeps are common: most deals have several. That is why Royal makes them cancel — otherwise
# they would decide too many games.
#
# ## 2. How much is an ace worth?
#
# In Royal an ace is a strong card: it captures as **14** (§1.3), and each ace is also worth a
# point at the end. Do players who start a deal with aces in their first hand score more?

# %%
aces = lab.ace_study(records)
fig, ax = plt.subplots(figsize=(6, 3))
ax.bar([str(a) for a in aces], list(aces.values()), color="#dd8452")
ax.set_xlabel("aces in your first four cards")
ax.set_ylabel("average points in the deal")
ax.set_title("Aces in your first hand and your score");

# %% [markdown]
# Compare the bars: does a first hand with an ace score more than one without? Each ace is a
# point in itself and captures as 14, but the bars wobble with only 300 deals (few hands hold
# two aces): run the experiment with more deals and see whether the pattern holds.
#
# ## 3. Do better players really score more?
#
# To compare two computer players fairly, we use **duplicate deals**: every shuffled pack is
# dealt twice, and the players swap seats the second time, so both get the same cards. Luck
# cancels out and only skill is left. The bars show how many more points per deal the stronger
# player scores, with a 95% confidence interval (the range the true answer is very likely in).

# %%
pairs = [("greedy", "beginner"), ("careful", "greedy")]
bar, update = lab.progress_bar("comparing")
display(bar)
results = []
for i, (strong, weak) in enumerate(pairs):
    results.append(lab.duplicate_deals(strong, weak, pairs=40, seed=3, progress=lambda d, t, i=i: update(i * t + d, len(pairs) * t)))
for r in results:
    low, high = r.confidence_interval()
    print(f"{r.level_a} vs {r.level_b}: {r.mean_difference:+.2f} points per deal (95% interval {low:+.2f} to {high:+.2f}); "
          f"deals won {r.deals_won_a} to {r.deals_won_b}")

# %%
fig, ax = plt.subplots(figsize=(6, 3))
labels = [f"{r.level_a}\nvs {r.level_b}" for r in results]
means = [r.mean_difference for r in results]
errors = [[m - r.confidence_interval()[0] for m, r in zip(means, results)], [r.confidence_interval()[1] - m for m, r in zip(means, results)]]
ax.bar(labels, means, yerr=errors, capsize=6, color="#55a868")
ax.axhline(0, color="grey", linewidth=1)
ax.set_ylabel("extra points per deal")
ax.set_title("Skill on duplicate deals (40 pairs each)");

# %% [markdown]
# Greedy play beats random play by a lot, and careful play — which also thinks about what it
# leaves for the next player — beats greedy play. The *expert* searches even further ahead; the
# kit's benchmark (`benchmarks/bench_agents.py`) measures it over hundreds of duplicate deals.
#
# ## Check yourself

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("sweeps_and_leftovers", seed=4, variant="royal", difficulty=2)

# %%
ExerciseWidget("best_move", seed=11, variant="royal", difficulty=2)

# %%
ExerciseWidget("find_captures", seed=21, variant="royal", difficulty=3)
