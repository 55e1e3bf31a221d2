# %% [markdown]
# # 레슨 4: 내려놓기, 카드 나누기, 첫 게임
#
# *약 40분.* 위에서부터 셀을 하나씩 **Shift + Enter**로 실행하세요.
#
# 가져오기(레슨 2)와 묶기(레슨 3)를 할 수 있어요. 카드를 내는 방법이 하나 남았어요: **내려놓기**예요.
# 그러면 진짜 게임을 할 준비가 돼요. 이 레슨에서는:
#
# 1. **내려놓기**: 아무것도 가져오지 않고 카드를 테이블에 놓기,
# 2. **주인은 내려놓을 수 없어요**: 클래식 카지노에서 내려놓기를 막는 유일한 규칙,
# 3. **카드 나누기**: 첫 카드부터 마지막 카드까지, 라운드마다 카드를 어떻게 나누는지,
# 4. **첫 게임**: 컴퓨터와 한 판,
# 5. 지금까지 배운 모든 규칙을 **한 쪽에**, 그리고 스스로 확인하는 질문 몇 개.

# %%
import casino_learn as cl
cl.set_language("ko")
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## 내려놓기
#
# 내 차례에는 손에서 카드를 딱 한 장 내야 해요: 건너뛸 수 없어요(카드 한 장 규칙,
# [R1](10_rules_reference.ipynb#R1)). 그 카드로 가져오거나 묶지 않으면 **내려놓아요**: 카드는 새 낱장
# 카드로 테이블에 남고, 나중에 누구든, 어쩌면 내가 가져갈 수 있어요
# ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# 아래 움직이는 테이블에서 손의 카드를 누르고(테이블 카드는 누르지 말고) **내려놓기**를 누른 다음
# **내기**를 누르세요. 과제마다 무엇을 할지 알려 줘요. 놓친 수는 설명을 듣고 되돌려져요.

# %%
stage("trailing")

# %% [markdown]
# ## 주인은 내려놓을 수 없어요
#
# 레슨 3에서 배운 것을 기억하세요: 묶음을 마지막으로 만들거나, 값을 올리거나, 더한 사람이 그 묶음의
# **주인**이고, 그것을 가져올 카드를 남겨 둬야 해요(주인은 가져올 카드를 남긴다 규칙,
# [R8](10_rules_reference.ipynb#R8)). 주인에게는 규칙이 하나 더 있어요, 주인은 내려놓을 수 없다 규칙
# ([R9](10_rules_reference.ipynb#R9))이에요: **묶음의 주인인 동안에는 카드를 내려놓을 수 없어요.**
# 대신 가져오거나, 묶거나, 값을 올리거나, 묶음에 더해야 해요.
#
# 첫 과제를 풀고 나면 **다시 시작**을 누르고, 카드를 골라 **내려놓기**를 눌러 보세요: 테이블이 왜
# 안 되는지 말해 줘요. (받은 별은 그대로 남아요.)

# %%
stage("owner-may-not-trail")

# %% [markdown]
# ## 카드 나누기, 한 단계씩
#
# 카드는 어떻게 내 손에 올까요? 2명이 하는 클래식 카지노의 실제 한 판을 한 단계씩 보여 줘요. 컴퓨터가
# 두 플레이어의 카드를 모두 냈어요. (카드 나누기 규칙: [§3](10_rules_reference.ipynb#s3).)
#
# **첫 라운드.** 딜러는 상대예요. 딜러는 **플레이어마다 카드 네 장**을 주고 **테이블에 네 장을
# 앞면이 보이게** 놓아요. 나머지 카드는 뒤집힌 채로 남아요: 이것이 **덱**이에요. 딜러 다음 플레이어가
# 먼저 해요: 여기서는 나예요.

# %%
deal = walk_through_deal(seed=2)
deal.dealt()

# %% [markdown]
# 세어 보세요: 카드 한 벌의 모든 카드가 어딘가에 있어요.

# %% [check: deal-counts]
print(deal.counts())

# %% [markdown]
# **다음 라운드.** 플레이어들은 차례마다 한 장씩, 두 손이 모두 빌 때까지 번갈아 내요. 그러면 딜러는
# **플레이어마다 네 장을 더 나눠 주고, 테이블에는 주지 않아요**: 카드는 첫 라운드에만(그리고 누군가
# 내려놓거나 묶을 때만) 테이블에 놓여요. 1라운드에 일어난 일과 2라운드가 어떻게 시작하는지 보여 줘요:

# %%
deal.round(2)

# %% [markdown]
# **"마지막".** 덱이 빌 때까지 계속해요. 딜러는 마지막 라운드를 나눠 줄 때 "마지막"이라고 말해서 모두가
# 이것이 마지막 카드라는 것을 알게 해요. 그림에는 **마지막 라운드**라고 나와요.

# %%
deal.last_round()

# %% [markdown]
# 라운드는 몇 번일까요? 라운드마다 플레이어 한 명에 네 장을 쓰고, 첫 라운드에는 테이블에도 네 장을 놓아요.
# 2명이면 여섯 라운드, 4명이면 세 라운드예요.

# %% [check: deal-rounds]
print(deal.rounds())

# %% [markdown]
# **판의 끝.** 마지막 카드를 내면 테이블에 남은 카드, 즉 **남은 카드**는 마지막으로 가져온 플레이어(파트너가
# 있으면 그 플레이어의 팀)에게 가요(아무도 가져오지 않았으면 아무에게도 가지 않아요): 판의 끝 무렵에
# 가져올 이유가 하나 더 생기죠! (그림의 설명에는 그것을 가져가는 건 절대 *싹쓸이*가 아니라고 나와요:
# 싹쓸이는 가져오기로 테이블을 비우는 것이고, 레슨 5에서 설명해요.)

# %%
deal.end()

# %% [markdown]
# **다음 판.** 딜러는 다음 플레이어에게 넘어가요: 지난번에 먼저 한 플레이어가 이번에는 나눠 주고, 다른
# 플레이어가 먼저 해요.

# %%
deal.next_deal()

# %% [markdown]
# 카드 나누기에 대해 아는 것을 확인하세요: 질문마다 키트가 실제로 나눈 한 판에서 읽어 와요.

# %%
ExerciseWidget("the_deal", seed=1, variant="classic", difficulty=1)

# %%
ExerciseWidget("the_deal", seed=2, variant="classic", difficulty=2)

# %% [markdown]
# ## 첫 게임
#
# 컴퓨터의 **초급**과 한 판을 끝까지 해 볼 시간이에요. 내가 먼저 해요. 차례마다 살펴볼 것:
#
# * **가져올 수 있나요?** 내 카드 중 하나와 값이 같은 테이블 카드나, 합이 그 값이 되는 카드들을 찾으세요.
#   그림 카드는 같은 그림의 카드 한 장만 가져와요.
# * **묶을 수 있나요?** 나중에 그 묶음을 가져올 카드를 남겨 둘 때만이에요. 그리고 묶음의 주인이 되면
#   카드를 내려놓을 수 없어요.
# * **아니면 카드를 내려놓으세요.**
# * **덱**과 **마지막 라운드** 표시를 잘 보세요: 판의 마지막 가져오기는 남은 카드도 가져와요.
#
# 잘 모르겠나요? **코치: 나라면 무엇을 낼까요?**를 누르세요: 수를 추천하고 이유를 말해 줘요. 컴퓨터
# 차례에는 **컴퓨터 차례 ▶**(또는 **내 차례까지 진행 ▶▶**)를 누르세요. 끝나면 점수표가 나와요: 레슨 5에서
# 모든 점수를 설명해요. 게임은 수마다 저장돼요.

# %%
GameTable("classic", players=2, level="beginner", seed=11, save_as="lesson04", one_deal=True)

# %% [markdown]
# ## 한 쪽에 담은 모든 규칙
#
# 허용되지 **않는** 수는 모두 규칙 열다섯 개, R1부터 R15에서 나와요. 대부분 두 게임 모두에 적용돼요.
# 레슨 2에서는 가져오기([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)), 레슨 3에서는 묶기([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)), 이 레슨에서는 차례와
# 내려놓기([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9))를 배웠어요. 세 개는
# 로열 카지노에만 있어요([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): 레슨 6에서 배워요. 키트가 수가 허용되지 않는다고 하면 규칙 번호를
# 말해 줘요: 표에서 번호를 누르면 규칙 전체가 나와요.

# %%
restrictions_reference()

# %% [markdown]
# ## 스스로 확인하기
#
# 먼저 내려놓기 질문 두 개: `네`, 또는 `아니요`와 규칙으로 답하세요. 예: `아니요 R9`.

# %%
learner_line()  # 내가 누구인지, 그리고 내 진도

# %%
ExerciseWidget("may_trail", seed=5, variant="classic", difficulty=1)

# %%
ExerciseWidget("may_trail", seed=2, variant="classic", difficulty=2)

# %% [markdown]
# 이제 **허용되지 않는 수 찾기**: 보기 중 딱 하나가 규칙을 어겨요. 그것을 누르고(또는 글자를 입력하고),
# 그 수가 어긴 규칙의 버튼을 누른 다음 **확인**을 누르세요.

# %%
ExerciseWidget("spot_illegal", seed=34, variant="classic", difficulty=1)

# %%
ExerciseWidget("spot_illegal", seed=10, variant="classic", difficulty=2)

# %%
ExerciseWidget("spot_illegal", seed=10, variant="classic", difficulty=3)

# %% [markdown]
# ## 배운 것
#
# * **내려놓기**는 카드를 낱장 카드로 테이블에 놓아요. 규칙이 막지 않으면 언제나 허용되고, 클래식 카지노에서는
#   하나만 막아요: **묶음의 주인**인 동안에는 내려놓을 수 없어요([R9](10_rules_reference.ipynb#R9)).
# * **카드 나누기**: 각자 네 장, 테이블에는 첫 라운드에만 네 장. 2명이면 여섯 라운드, 4명이면 세 라운드.
#   딜러 다음 플레이어가 먼저 하고, 딜러는 넘어가요. "마지막". 남은 카드는 마지막으로 가져온 플레이어에게
#   가요(아무도 가져오지 않았으면 아무에게도 가지 않아요).
# * **첫 판**을 했고, 규칙은 **한 쪽**에 다 들어가요.
#
# 다음: **레슨 5, 점수와 싹쓸이**: 점수표의 그 많은 점수가 무슨 뜻인지 알아봐요.
