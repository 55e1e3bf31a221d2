# %% [markdown]
# # 레슨 2: 가져오기
#
# *약 25분.* 위에서부터 셀을 하나씩 **Shift + Enter**로 실행하세요.
#
# 가져오기로 카드를 얻어요. 손에서 카드 한 장을 내고, 내 카드 값과 **정확히** 같은 테이블 카드를
# 가져와요. 이 레슨에는 작은 단계가 다섯 개 있고, 단계마다 생각이 하나예요:
#
# 1. **짝 맞추기**: 값이 같은 카드 가져오기,
# 2. **더하기**: 합이 내 카드가 되는 카드들 가져오기,
# 3. **여러 세트를 한 번에**,
# 4. 카드는 **절대 두 번 세지 않아요**,
# 5. **그림 카드**.
#
# 단계마다 규칙을 말로 설명하고, 예시 수를 두기 전과 후로 보여 준 다음, 움직이는 테이블에서 과제를
# 3~4개 줘요. 손에서 카드를 누르고, 그 카드로 가져올 테이블 카드를 누른 다음 **가져오기**와 **내기**를
# 누르세요. 맞는 수는 별을 세 개까지 받아요(힌트 없이 처음에 맞히면 세 개). **내기**를 누를 때마다 한 번의 시도예요. 그 전에 나오는 설명은 별을 깎지 않아요. 목표를 놓친 수는 설명을
# 듣고 되돌려져요. **힌트**는 누를 때마다 조금씩 더 알려 주고, **다음 과제**로 넘어가요.
#
# 여기는 모두 **클래식** 카지노예요. 그 뒤의 규칙은 규칙 안내에 있어요:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
cl.set_language("ko")
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sums}
#
# 정확한 값 규칙은 규칙 안내의 <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>예요.

# %% [code as in English]

# %% [markdown]
# 합이 내 카드가 되지 않는 카드를 말하면, 키트가 어떤 규칙을 어겼는지 말해 줘요. 여기서는 8♥을
# 들고 합이 7밖에 안 되는 5♣ + 2♦를 가져오려고 해요:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: several-sets}
#
# 가져오기에서 가장 좋은 부분이에요. (규칙 안내: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: never-twice}
#
# 2단계 아래 그림의 테이블(A♣ 2♦ 3♠ 5♣ 6♥ 8♦, 손에는 8♥)로 돌아가요: 5♣를 보세요. 5♣는 8이 되는
# 세트 **두 개**에 들어 있어요: 5♣ + 3♠과 5♣ + 2♦ + A♣. 하지만 카드는 한 장뿐이라서 골라야 해요:
# 5 + 3이나 5 + 2 + A 중 하나예요. 가져오는 세트는 **따로따로**여야 해요: 어떤 카드도 두 번 쓰지 않아요.
# 이것이 규칙 <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>예요.
# 그래서 이 8로는 에이스와 3을 절대 함께 가져올 수 없어요. 그렇게 하면 키트가 거절해요:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# 그 테이블에서 8♥로 할 수 있는 가져오기를 모두 보여 줘요. 그중 두 개는 더 크게 만들 수 없어요:
# 8♦과 5♣ + 3♠과 6♥ + 2♦(테이블 카드 다섯 장), 그리고 8♦과 5♣ + 2♦ + A♣(네 장)이에요. 어느 것이든
# 허용돼요: 내가 골라요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-cards}
#
# 레슨 01을 기억하세요: 클래식에서 잭, 퀸, 킹은 숫자가 없어요. 그림 카드 규칙은 규칙 안내의
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>예요.

# %% [code as in English]

# %% [markdown]
# 테이블에 퀸이 두 장 있어도 내 퀸은 그중 한 장만 가져와요:

# %% [code as in English]

# %% [markdown]
# ## 스스로 확인하기
#
# 연습 문제마다: 내는 카드로 **테이블 카드를 최대한 많이** 가져오세요. 세트를 입력하거나(예: `8D, 6H+2D`)
# 카드를 누른 다음 **확인**을 누르세요. 막히면 **힌트**를 쓰세요.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # 내가 누구인지, 그리고 내 진도

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## 첫 판: 가져오기와 내려놓기
#
# 이제 컴퓨터와 한 라운드뿐인 짧은 판을 해요(진짜 판은 카드 한 벌을 다 쓸 때까지 라운드가 이어져요: 레슨 4). 각자 카드 네 장, 테이블에 네 장이에요. 이번 판에서는 어떤
# 카드로도 묶음을 만들 수 없어서, 내 차례에는 **가져오기**나 **내려놓기**(아무것도 가져오지 않고 카드를
# 테이블에 놓기)만 해요. 내가 수를 둘 때마다 컴퓨터가 바로 대응하고, 그 수는 테이블 아래에 적혀요.
# 끝나면 각자 몇 장을 가져왔는지, 테이블에 남은 카드는 누가 받았는지 보여 줘요. **한 판 더**를 누르면
# 새 판을 해요.

# %% [code as in English]

# %% [markdown]
# ## 선택: 스피드 연습
#
# 합을 빨리 찾으면 모든 게임에 도움이 돼요. 시간을 재는 다섯 문제: 주어진 값이 되는 카드 아래의 버튼을 누르세요(그림은 카드를 보여 주기만 해요).
# 빠를수록 별이 많아요. 틀려도 시간만 잃고, 아무것도 기록되지 않아요.

# %% [code as in English]

# %% [markdown]
# ## 배운 것
#
# * 가져오기는 **정확히** 내 카드 값이 되는 테이블 카드를 가져와요: 값이 같은 카드 한 장(짝 맞추기),
#   또는 합이 그 값인 카드들(정확한 값 규칙, **R2**).
# * **여러 세트를 한 번에** 가져올 수 있고, 세트마다 내 카드 값이어야 해요.
# * 세트는 따로따로여야 해요: 카드는 절대 두 번 세지 않아요(**R3**).
# * 클래식에서 그림 카드는 같은 그림의 카드를 딱 **한 장**만 가져와요(그림 카드 규칙, **R5**).
#
# 다음: **레슨 3, 묶기**. 테이블에 카드를 모아 두었다가 나중 차례에 가져와요.
