# %% [markdown]
# # Start here: Casino and Royal Casino
#
# **Casino** is a *fishing* card game: you play one card at a time from your hand and use it to
# **capture** cards from the table, to **build** a pile that you will capture later, or you simply
# **trail** it (leave it on the table). At the end of each deal you score points for the cards you
# captured. The first side to reach **21** wins.
#
# **Royal Casino** is the Dominican variant: the jack, queen and king count 11, 12 and 13, the ace
# counts 1 or 14, clearing the table (a *sweep*) scores a point, and near the end the scores 18, 19
# and 20 can only be finished in a special way.
#
# This notebook shows how to use the kit. Run each cell with **Shift + Enter**.

# %%
import casino_learn as cl

cl.__version__

# %% [markdown]
# ## A deal of cards
#
# Every deal is shuffled by a *seeded* random generator, so the same seed always gives the same
# cards. That is how a teacher can give the whole class the same game.

# %%
game = cl.Game("classic", players=2, seed=42, first_dealer=0, names=["You", "Computer"])
print(game.state)

# %% [markdown]
# ## What may I play?
#
# `game.legal_moves` lists every move the rules allow. A move is written as the card you play, what
# you do with it, and the table cards it uses, for example `8H capture 6D 2C` or `3C build 8 5S`.

# %%
for move in game.legal_moves:
    print(move)

# %% [markdown]
# ## When a move is not allowed, the kit tells you why
#
# Every refusal names the rule it breaks (R1 to R15 in the rules) and the cards involved.

# %%
hand = game.state.hand
table_card = game.state.table.loose[0]
wrong = cl.Move.capture(hand[0], [table_card])
for problem in game.state.check(wrong):
    print(problem)

# %% [markdown]
# You can type cards the way you would say them: `10D`, `10♦`, `td` and `ten of diamonds` all mean
# the ten of diamonds. A typing mistake gets a clear message too:

# %%
try:
    cl.parse_card("eleven of hearts")
except ValueError as error:
    print(error)

# %% [markdown]
# ## Playing a move
#
# `game.play(...)` plays a legal move and describes it.

# %%
print(game.play(game.legal_moves[0]))
print(game.state.table.describe())

# %% [markdown]
# ## Where next
#
# The lessons that follow teach capturing, building, trailing and scoring, then Royal Casino, and
# end with whole games against computer opponents.
