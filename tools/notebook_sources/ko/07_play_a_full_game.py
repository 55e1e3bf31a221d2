# %% [markdown]
# # 레슨 7: 게임 끝까지 해 보기
#
# 클래식 카지노 게임 하나를 끝까지 해 볼 시간이에요! 나는 **나**이고, 나머지 자리는 컴퓨터가 해요.
# 테이블은 2명 클래식 게임으로 시작해요. 컴퓨터가 얼마나 강할지 고른 다음 **새 게임**을 누르세요.
# (레슨 6을 마쳤다면 같은 테이블로 로열 카지노도 할 수 있어요.)
#
# * 내 차례: 손에서 카드를 누르고, 그 카드가 쓸 테이블 카드를 누른 다음 **가져오기**, **묶기**, **내려놓기**
#   중 하나를 누르고 **내기**를 누르세요. 잘 모르겠으면 **코치**를 누르세요: 수를 추천하고 이유를 말해
#   줘요(어깨 너머로 보는 친구처럼 내 카드만 봐요).
# * 컴퓨터 차례: **컴퓨터 차례 ▶**를 누르면 수를 하나씩 볼 수 있고, **내 차례까지 진행 ▶▶**도 있어요.
# * 판이 끝나면 **점수표**(누가 어떤 점수를 왜 얻었는지), 점수 차트, 지금까지의 경기가 나와요. **다음 판**으로
#   다시 나눠 줘요. 경기는 레슨 5처럼 이겨요: 판이 끝난 뒤 21점 이상에서 동점 없이 가장 높은 합계인 편이
#   이기고, 1등이 동점이면 한 판 더 해요.
# * **모든 손패 보이기**는 가르칠 때 쓰는 스위치예요: 모든 카드를 앞면으로 보여 줘요. 판이 끝나면 다시
#   보기의 **수** 슬라이더로 판 전체를 수마다, 모든 손패가 보이게 넘겨 볼 수 있어요.
# * 경기는 **수마다 저장돼요**. 노트북이 다시 시작되면(또는 닫았다가 다른 날 돌아오면) 셀을 다시 실행하세요:
#   같은 카드와 멈춘 곳의 점수로 **경기 이어서 하기**, 또는 **새 게임 시작**을 고를 수 있어요.
#
# 컴퓨터 플레이어, 약한 순서대로:

# %% [check: levels]
import casino_learn as cl
cl.set_language("ko")
from casino_learn.lesson import computer_players

print(computer_players())

# %%
from casino_learn.widgets import GameTable

table = GameTable("classic", players=2, level="greedy", seed=7, save_as="lesson07")
table

# %% [markdown]
# ## 파트너: 4명
#
# 4명이면 서로 마주 보는 플레이어가 **파트너**, 한 편이에요: **나**와 **파트너** 대 **상대 1**과 **상대 2**.
# 파트너끼리 가져온 카드를 합치지만, 묶음은 각자 자기 것이에요. 위의 *플레이어*를 *4명 (파트너)*로 바꾸고
# **새 게임**을 눌러 해 보세요. 레슨 6에서 파트너(그리고 로열 카지노의 파트너 규칙)를 더 설명해요.
#
# ## 스스로 확인하기
#
# 게임이 끝나면 게임에서 만난 것에 대한 질문 세 개: 허용되지 않는 수, 판의 마지막 카드, 판의 점수.
# (*가장 좋은* 수 찾기는 원칙을 배운 뒤 레슨 8에서 나와요.)

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # 내가 누구인지, 그리고 내 진도

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("spot_illegal", seed=9, variant="classic", difficulty=1)

# %%
ExerciseWidget("sweeps_and_leftovers", seed=8, variant="classic", difficulty=1)

# %%
ExerciseWidget("score_deal", seed=7, variant="classic", difficulty=2)

# %% [markdown]
# ## 궁금한 사람을 위해: 코드로 누르는 버튼
#
# *선택.* 테이블의 버튼마다 Python 메서드도 있어요. 이 셀은 내 차례가 될 때까지 컴퓨터가 두게 한 다음
# 코치에게 물어봐요. 버튼을 누르는 것과 똑같아요:

# %%
demo = GameTable("classic", players=2, level="careful", seed=3)
demo.play_until_my_turn()
demo.coach()
demo.coach_box
