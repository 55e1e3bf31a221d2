# %% [markdown]
# # 레슨 5: 점수와 싹쓸이
#
# *약 25분.* 위에서부터 셀을 하나씩 **Shift + Enter**로 실행하세요.
#
# 카드를 많이 가져왔어요. 이제: 그 카드는 몇 점일까요? 이 레슨에서는:
#
# 1. **판이 어떻게 끝나는지**, 그리고 **테이블에 남은 카드**는 누가 받는지([§9](10_rules_reference.ipynb#s9)),
# 2. **싹쓸이**: 테이블 비우기([§10](10_rules_reference.ipynb#s10)),
# 3. 판마다 있는 **11점**, 그리고 **동점**이면 어떻게 되는지([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. 한 편이 **21점 이상**으로 이길 때까지 판을 계속하기([§11.2](10_rules_reference.ipynb#s11.2)).
#
# **편**은 플레이어 한 명이거나, 가져온 카드를 합치는 파트너 두 명이에요(4명일 때). 이 레슨에서는 2명이라서
# 편마다 플레이어가 한 명이에요: **나**와 **상대**.

# %%
import casino_learn as cl
cl.set_language("ko")
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## 판의 끝
#
# **판**에서는 카드 한 벌을 전부 써요. 2명이면 각자 4장씩 여섯 번 받아요. 마지막 카드를 내면 판이 끝나요.
#
# 그때 테이블에 카드가 남아 있을 때가 많아요. 그 카드는 모두 **마지막으로 가져온 플레이어의 편**에게 가요.
# 판 전체에서 아무도 가져오지 않았으면 **아무에게도** 가지 않아요. 이렇게 가져가는 건 **절대 싹쓸이가
# 아니에요**(싹쓸이는 아래에서 더 알아봐요).
#
# **풀어 본 예.** 판의 맨 마지막 카드 6♣을 내가 들고 있어요. 테이블에는 6♥, 4♠, 2♦가 있고, 그 전에
# 마지막으로 가져온 건 상대예요.

# %%
last = cl.position("classic", hand="6C", table="6H 4S 2D", last_capturer=1, last_play_of_deal=True)
show(last)

# %% [markdown]
# 내가 둘 수 있는 네 가지 수마다 어떻게 되는지 보여 줘요. 내려놓으면 마지막으로 가져온 건 상대라서 남은
# 카드는 상대에게 가요. 가져오면 **내가** 마지막으로 가져온 사람이 되어서 남은 것도 받아요.

# %% [check: last-play]
print(leftovers_after(last))

# %% [markdown]
# 그리고 판 전체에서 **아무도** 가져오지 않았다면(드물지만 그럴 수 있어요) 남은 카드는 아무에게도 가지
# 않아요: 어느 편의 점수에도 들어가지 않아요.

# %% [check: leftovers-to-nobody]
print(leftovers_after(cl.position("classic", hand="6C", table="6H 4S 2D", last_play_of_deal=True)))

# %% [markdown]
# ## 싹쓸이
#
# **싹쓸이**는 테이블을 **완전히 비우는** 가져오기예요: 낱장 카드도 묶음도 남지 않아요. 다음 플레이어는
# 가져올 것이 없어서 카드를 내려놓을 수밖에 없어요.
#
# * 판이 끝날 때 남은 카드를 모으는 것은 **절대** 싹쓸이가 아니지만, 맨 마지막 카드로 테이블을 비우는
#   가져오기(위의 마지막 줄)는 싹쓸이**예요**.
# * **클래식** 카지노에서 싹쓸이는 **점수가 없어요**. 게임 전에 플레이어들이 세기로 합의하면 싹쓸이마다
#   **1점**이에요(이 키트에서는 선생님이 켜요).
#
# 해 보세요: 테이블을 비우세요.

# %%
stage("sweep")

# %% [markdown]
# 클래식에서 싹쓸이를 세면 싹쓸이마다 1점이고, 두 편의 싹쓸이는 서로 지워지지 않아요
# ([§10](10_rules_reference.ipynb#s10)). 로열 카지노는 다르게 세요: 레슨 6에서 보여 줘요.

# %%
opponent_cards = cl.parse_cards("2S 3S 4S 5S 6S 7S 8S AC AD 2H 3H 4H 5H 6H 2C 3C 4C 5C 6C 7C 2D 3D 4D")
your_cards = rest_of_pack(opponent_cards)

# %% [markdown]
# ## 11점
#
# 판이 끝나면 각 편은 **가져온 카드**를 세요. 판마다 **11점**이 있어요:
#
# | 항목 | 점수 | 누가 받나요 |
# |---|---|---|
# | **가장 많은 카드** | 3 | 카드가 가장 많은 편: 2명이면 52장 중 27장 이상(26장씩이면 동점: 아무도 없음) |
# | **가장 많은 스페이드** | 1 | 스페이드가 가장 많은 편: 2명이면 13장 중 7장 이상 |
# | **빅 카지노**, 10♦ | 2 | 그 카드를 가져온 편 |
# | **리틀 카지노**, 2♠ | 1 | 그 카드를 가져온 편 |
# | **에이스 네 장**, A♠ A♣ A♥ A♦ | 하나에 1 | 각 에이스를 가져온 편 |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (싹쓸이를 세면 그만큼 더해요.)
#
# **풀어 본 예.** 판이 끝났을 때 상대가 가져온 카드는 이 23장이고, 나머지 29장은 내 거예요.

# %%
HTML(render.hand_html(opponent_cards, width=40))

# %% [markdown]
# 나는 카드가 더 많고(3점), 빅 카지노(2)와 에이스 두 장(2)이 있어요: **7점**. 상대는 스페이드가 더 많고(1),
# 리틀 카지노(1)와 에이스 두 장(2)이 있어요: **4점**. 점수표도 같아요:

# %%
deal = cl.score_deal(cl.get_rules("classic"), [your_cards, opponent_cards], sweeps=[0, 0])
HTML(render.score_sheet_html(deal))

# %% [markdown]
# 같은 점수를 그림으로 보면:

# %%
plots.score_breakdown(deal);

# %% [markdown]
# ### 동점
#
# 두 편 모두 **26장**이면 아무도 카드 3점을 얻지 않아서 8점만 나눠요. (스페이드는 두 편 사이에서 절대
# 동점이 될 수 없어요: 13장, 홀수니까요.) 내 카드에서 9 세 장을 상대 카드로 옮기면 카드 수가 동점이 돼요:

# %% [check: tied-items]
nines = cl.parse_cards("9H 9D 9C")
print(score_items("classic", [rest_of_pack(opponent_cards + nines), opponent_cards + nines]))

# %% [markdown]
# ## 21점까지
#
# 한 판은 게임이 아니에요. 판마다 점수를 **더하고**, 판이 끝날 때마다 합계를 봐요:
#
# * 아직 21점인 편이 없으면 **한 판 더** 해요;
# * 한 편이 **동점 없이 가장 높은 합계**이고 그것이 **21점 이상**이면 그 편이 **이겨요**
#   (같은 판에 두 편 모두 21점을 넘어도: 합계가 더 높은 편이 이겨요);
# * 가장 높은 합계가 **동점**이면, 예를 들어 23 대 23이면 **한 판 더** 하고, 그다음에 다시 봐요.
#
# 그러니 21점에 먼저 닿는 것만으로는 부족해요: 판이 끝날 때 가장 높은 합계가 중요해요.
# 우리 판(나 7점, 상대 4점)을 서로 다른 세 가지 점수에서 시작해 다시 보여 줘요:

# %% [check: game-end]
print(game_end("classic", before=[10, 12], deal_points=[7, 4]))
print(game_end("classic", before=[17, 19], deal_points=[7, 4]))
print(game_end("classic", before=[16, 19], deal_points=[7, 4]))

# %% [markdown]
# 컴퓨터 플레이어 둘이 한 게임 전체, 판마다 보여 줘요. 점선이 21점이에요.

# %%
match = cl.play_match("classic", [GreedyAgent(), GreedyAgent()], seed=4)
plots.match_progress(match.deals, viewer=None);

# %% [markdown]
# ## 스스로 확인하기
#
# 칸마다 묻는 대로 답하세요. 힌트가 점수를 다시 알려 줘요.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # 내가 누구인지, 그리고 내 진도

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("sweeps_and_leftovers", seed=3, variant="classic", difficulty=2)

# %% [markdown]
# 판의 점수를 세려면 **점수표**를 눌러서 채우세요: 편마다 카드와 스페이드 수, 그리고 더 어려운 문제에서는
# 항목마다 누구 것인지요. 칸에 답을 입력해도 돼요.

# %%
ExerciseWidget("score_deal", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("score_deal", seed=1, variant="classic", difficulty=2)

# %% [markdown]
# 판의 끝에 대한 질문 두 개: 남은 카드를 누가 가져가는지, 그리고 아무도 가져오지 않았을 때 그 카드는 어떻게
# 되는지.

# %%
ExerciseWidget("the_deal", seed=1, variant="classic", difficulty=3, question="leftovers")

# %%
ExerciseWidget("the_deal", seed=2, variant="classic", difficulty=3, question="no_capture")

# %% [markdown]
# 마지막 칸은 판 하나를 모두 세고, 그다음 게임이 어떻게 되는지 물어요: 이긴 사람, 아니면 한 판 더.

# %%
ExerciseWidget("royal_count_out", seed=3, variant="classic", difficulty=2)

# %% [markdown]
# ## 배운 것
#
# * 판이 끝날 때 테이블에 남은 카드는 **마지막으로 가져온 사람의 편**에게 가고, 아무도 가져오지 않았으면
#   아무에게도 가지 않아요. 그건 절대 싹쓸이가 아니에요.
# * **싹쓸이**는 가져오기로 테이블을 비워요. 클래식에서는 싹쓸이를 세기로 합의할 때만 점수가 돼요: 그러면
#   싹쓸이마다 1점이고, 싹쓸이는 절대 서로 지워지지 않아요(로열에서는 지워져요: 레슨 6).
# * 판마다 **11점**이 있어요: 가장 많은 카드 3, 가장 많은 스페이드 1, 빅 카지노(10♦) 2, 리틀 카지노(2♠) 1,
#   에이스 네 장 하나에 1. 가장 많은 카드가 동점이면 점수가 없어요.
# * 게임은 **21점**까지예요: 판이 끝난 뒤 21점 이상에서 동점 없이 가장 높은 합계가 이기고, 1등이 동점이면
#   한 판 더 해요.
#
# 다음: **레슨 6, 로열 카지노**.
