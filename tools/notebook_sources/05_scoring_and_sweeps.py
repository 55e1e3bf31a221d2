# %% [markdown]
# # Lesson 5: Scoring and sweeps
#
# *About 25 minutes.* Run each cell with **Shift + Enter**, from the top.
#
# You have captured lots of cards. Now: what are they worth? In this lesson:
#
# 1. how a **deal ends**, and who gets the cards **left on the table** (§9),
# 2. the **eleven points** of every deal (§11.1), and what happens on a **tie**,
# 3. **sweeps**: clearing the table, and how sweeps **cancel** (§10),
# 4. playing deal after deal until someone reaches **21** (§11.2).

# %%
import casino_learn as cl
import ipywidgets as widgets
from casino_learn import plots, render
from casino_learn.agents import GreedyAgent
from casino_learn.widgets.exercise import ExerciseWidget
from IPython.display import HTML, display

NAMES = ["Ana", "Ben"]  # our two players: Ana is seat 0, Ben is seat 1
classic = cl.get_rules("classic")
royal = cl.get_rules("royal")

# %% [markdown]
# ## The end of a deal (§9)
#
# A **deal** uses the whole pack. With two players you each get 4 cards, six times over; when the
# last card has been played, the deal is over.
#
# Often some cards are still lying on the table then. They all go to the **last player who made a
# capture**. Taking them this way is **never a sweep** (more on sweeps below).
#
# **Worked example** (RULES.md §9). Ben has the very last card, 6♣. The table holds 6♥, 4♠ and 2♦,
# and Ana made the last capture before this. Here are three of Ben's choices; look at where the
# leftovers go each time.

# %%
last = cl.position("classic", hand="6C", table="6H 4S 2D", mover=1, last_capturer=0, last_play_of_deal=True)
for move in ["6C trail", "6C capture 6H", "6C capture 6H 4S 2D"]:
    display(HTML(render.move_html(last, move, names=NAMES)))

# %% [markdown]
# All of Ben's possible moves in words (the kit plays each one and reports the leftovers):

# %% [check: last-play]
for move in last.legal_moves:
    after = last.apply(move)
    left = " ".join(card.symbol for card in after.leftovers) or "nothing"
    who = NAMES[after.leftovers_to] if after.leftovers_to is not None else "nobody"
    print(f"{str(move):22} leftovers: {left:12} go to: {who}")

# %% [markdown]
# ### Try it yourself
#
# Pick each of Ben's moves below and watch the picture change. Which move gives Ben the most cards?

# %%
choice = widgets.ToggleButtons(options=[str(move) for move in last.legal_moves], value=None,
                               description="Ben plays:", style={"button_width": "190px"})
picture = widgets.HTML("<i>Choose a move above.</i>")


def show(change):
    picture.value = render.move_html(last, change["new"], names=NAMES)


choice.observe(show, names="value")
widgets.VBox([choice, picture])

# %% [markdown]
# ## The eleven points (§11.1)
#
# When the deal is over, each side counts its pile. There are **11 points** in every deal:
#
# | Item | Points | Who gets it |
# |---|---|---|
# | **Most cards** | 3 | the side with the most cards: with two players, 27 or more (a tie: nobody) |
# | **Most spades** | 1 | the side with the most spades: with two players, 7 or more of the 13 |
# | **Big Casino**, the 10♦ | 2 | whoever has it |
# | **Little Casino**, the 2♠ | 1 | whoever has it |
# | **The four aces**, A♠ A♣ A♥ A♦ | 1 each | whoever has each one |
#
# 3 + 1 + 2 + 1 + 4 = **11**. In Classic, sweeps score nothing unless you agree to play with them
# (see below).
#
# **Worked example.** At the end of a deal Ben's pile is the cards below; Ana has all the others.

# %%
ben = cl.parse_cards("2S 3S 4S 5S 6S 7S 8S AC AD 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C 2D 3D 4D")
ana = [card for card in cl.full_deck() if card not in ben]
display(HTML(render.hand_html(ben, width=40)))

# %% [markdown]
# Ana has more cards (3 points), Big Casino (2) and two aces (2): **7 points**. Ben has more
# spades (1), Little Casino (1) and two aces (2): **4 points**. The score sheet agrees:

# %%
deal = cl.score_deal(classic, [ana, ben], sweeps=[0, 0], scores_before=[0, 0])
display(HTML(render.score_sheet_html(deal, names=NAMES)))

# %% [markdown]
# The same points as a picture:

# %%
plots.score_breakdown(deal, names=NAMES);

# %% [markdown]
# ### Ties
#
# If both sides have **26 cards**, nobody scores the 3 points for cards, so only 8 points are
# given out. (Spades can never tie between two sides: there are 13 of them, an odd number.)
# Give Ben three more nines, and the cards are tied:

# %% [check: tied-items]
nines = cl.parse_cards("9H 9D 9C")
tied = cl.score_deal(classic, [[c for c in ana if c not in nines], ben + nines], sweeps=[0, 0])
print("Cards:     Ana", tied.counts[0][0], " Ben", tied.counts[1][0])
most_cards = tied.awards[0]
print("Most cards won by:", "nobody (a tie)" if most_cards.side is None else NAMES[most_cards.side])
print("Points:    Ana", tied.deal_points[0], " Ben", tied.deal_points[1], " (8 in all, not 11)")

# %% [markdown]
# ## Sweeps (§10)
#
# A **sweep** is a capture that leaves the table **completely empty**: no loose cards and no builds.
# The player after a sweep has nothing to capture, so they must trail.
#
# * In **Royal** Casino each sweep is worth **1 point**, but the two sides' sweeps **cancel** one
#   for one: if Ana made 3 sweeps and Ben 1, only Ana scores, and only 3 − 1 = **2** points.
# * In **Classic** Casino sweeps normally score nothing. Some people play them as an extra rule:
#   then every sweep is worth 1 point, with no cancelling.
# * Collecting the leftovers at the end of a deal is **never** a sweep, but a capture that empties
#   the table on the very last card **is**.
#
# Here is the last move of the worked example above, in Royal: Ben's 6♣ takes 6♥ **and** 4♠ + 2♦,
# and the table is empty. A sweep!

# %%
royal_last = cl.position("royal", hand="6C", table="6H 4S 2D", mover=1, last_capturer=0, last_play_of_deal=True)
display(HTML(render.move_html(royal_last, "6C capture 6H 4S 2D", names=NAMES)))

# %% [markdown]
# Ana made 3 sweeps and Ben 1. How many sweep points does each side get?

# %%
with_sweeps = cl.get_rules("classic", sweeps_enabled=True)
for name, rules in [("Royal (sweeps cancel)", royal), ("Classic with sweeps (no cancelling)", with_sweeps)]:
    sweeps = cl.score_deal(rules, [ana, ben], sweeps=[3, 1])
    print(f"{name:36} Ana {sweeps.net_sweeps[0]}, Ben {sweeps.net_sweeps[1]}")

# %% [markdown]
# ## Playing to 21 (§11.2)
#
# One deal is not a game. The points of each deal are **added up**, and you play more deals until
# a side has **21 or more**:
#
# * if one side has reached 21 and has **strictly the most** points, it **wins** (even if both
#   passed 21 in the same deal, the higher total wins);
# * if the top totals are **tied**, for example 23 to 23, you play **another deal**.
#
# Here is our deal again, starting from three different scores:

# %% [check: game-end]
for before in [[10, 12], [17, 19], [16, 19]]:
    game_end = cl.score_deal(classic, [ana, ben], sweeps=[0, 0], scores_before=before)
    after = game_end.scores_after
    result = game_end.result
    verdict = f"{NAMES[result.winner]} wins" if result.status == "winner" else "play another deal"
    print(f"before {before[0]:>2}-{before[1]:<2}  after {after[0]:>2}-{after[1]:<2}  {verdict}")

# %% [markdown]
# A whole game between two computer players, deal by deal. The dashed line is the target, 21.

# %%
match = cl.play_match("classic", [GreedyAgent(), GreedyAgent()], seed=4)
plots.match_progress(match.deals, names=NAMES);

# %% [markdown]
# ## Check yourself
#
# Answer the way each box asks; the hints remind you of the point values.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # who you are, and My progress

# %%
ExerciseWidget("sweeps_and_leftovers", seed=3, variant="classic", difficulty=2)

# %%
ExerciseWidget("score_deal", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=2)

# %%
ExerciseWidget("royal_count_out", seed=3, variant="classic", difficulty=2)

# %% [markdown]
# ## What you learned
#
# * At the end of a deal the cards left on the table go to the **last capturer**, and that is
#   never a sweep (§9).
# * Each deal has **11 points**: most cards 3, most spades 1, Big Casino (10♦) 2, Little Casino
#   (2♠) 1, and 1 for each of the four aces. A tie scores nothing (§11.1).
# * A **sweep** empties the table; in Royal it scores 1, and the sides' sweeps cancel (§10).
# * The game goes to **21**: the strictly highest total at 21 or more wins; a tie at the top
#   means another deal (§11.2).
#
# Next: **Lesson 6, Royal Casino**, where the last points before 21 follow special rules.
