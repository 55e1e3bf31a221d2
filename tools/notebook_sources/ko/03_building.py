# %% [markdown]
# # 레슨 3: 묶기
#
# *약 30분.* 위에서부터 셀을 하나씩 **Shift + Enter**로 실행하세요.
#
# **묶음**은 지금 테이블에 모아 두고 **나중 차례에** 가져오려는 카드예요. 테이블 카드 위에 카드를
# 내고 **값을 말해요**: "8 묶음!". 그때부터 그 묶음은 그 값의 카드로 통째로만 가져와요.
#
# 이 레슨에는 짧은 단계가 열세 개 있고, 단계마다 생각이 하나예요. 단계마다 규칙을 쉬운 말과 예시로
# 보여 준 다음, 움직이는 테이블에서 과제를 3~5개 줘요: 카드를 누르고 **묶기**(또는 **가져오기**)를
# 누른 다음 **내기**를 누르세요. 과제를 놓친 수는 설명을 듣고 되돌려져요. 과제마다 별을 세 개까지
# 받아요: 힌트 없이 처음에 맞히면요. 단계는 이래요:
#
# 1. 묶음 만들기
# 2. 가져올 카드 남기기
# 3. 묶음이 가질 수 있는 값
# 4. 묶음 가져오기
# 5. 묶음과 다른 카드를 한 번에 가져오기
# 6. 복합 묶음
# 7. 묶음의 주인
# 8. 묶음에 더하기
# 9. 묶음 값 올리기
# 10. 내 카드만 값을 바꿔요
# 11. 지금 묶고, 다음 차례에 가져오기
# 12. 값 올리기와 대응
# 13. 묶음 두 개 합치기

# %%
import casino_learn as cl
cl.set_language("ko")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# 3♦, 3♠, 6♣을 들고 있어요. 테이블에는 A♥와 2♣가 있어요(규칙의
# [§6.2 예시](10_rules_reference.ipynb#s6.2)). 3♦을 A♥와 2♣ 위에 내요: 1 + 2 + 3 = **6**, 그리고
# "**6 묶음**"이라고 말해요. 상대가 먼저 6으로 그 묶음을 가져가거나 값을 올리지 않으면
# 다음 차례에 6♣으로 세 장을 모두 가져올 수 있어요. (상대가 묶음에 더하면 묶음은 상대 것이 되지만,
# 내 6♣은 상대가 더한 카드까지 함께 가져와요. 더하기는 8단계, 값 올리기는 9단계에서 배워요.)
#
# 해 보세요: **3♦**, 그다음 <strong>A♥</strong>과 <strong>2♣</strong>을 누르고 **묶기**를 누르세요. 이 카드들은 3 *또는* 6이
# 되니까, 테이블이 어떤 값을 말할지 물어봐요: **6**을 고르고(누르거나 **V**를 눌러요) **내기**를 누르세요.
# **되돌리기**를 누르고 **허용되는 수 보여 주기**도 해 보세요.

# %% [code as in English]

# %% [markdown]
# 왜 3♦과 A♥, 2♣를 **3**이라고도 말할 수 있을까요? 3♦은 그 자체로 3이고, A♥ + 2♣도 3이에요: 3
# **그룹**이 두 개이고, 다른 3♠으로 가져올 수 있어요. 그룹이 여러 개인 묶음은 **복합 묶음**이에요(6단계).
# 만들 수 있는 묶음을 모두 보여 줘요:

# %% [code as in English]

# %% [markdown]
# 과제마다 묻는 값을 묶으세요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# 첫 상황(손에 3♦, 3♠, 6♣, 테이블에 A♥와 2♣)에서 묶음 세 개에 대해 테이블이 하는 말이에요:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-values}
#
# 어떤 카드로도 가져올 수 없는 묶음은 테이블이 거절해요:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# 이제 묶음을 하나씩 통째로 가져와 보세요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# 카드 한 장으로 묶음과 그 밖의 것도 가져올 수 있어요: 가져오기마다 테이블 카드를 몇 장 가져오는지 세어 보세요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# 테이블은 묶음의 그룹을 하나씩 떨어뜨려 그려서, 그룹을 하나씩 확인할 수 있어요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# 묶음마다 아래 표시를 보세요: "주인: 나" 또는 "주인: 상대"라고 적혀 있어요. 주인은 카드를 내려놓을
# 수도 없어요: 그 규칙은 레슨 4에서 나와요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# 묶음의 표시를 보세요: 묶음에 더하고 나면 "주인: 나"가 되고, 새 이름이 붙어요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# 묶음의 **값을 올리려면** 그 위에 카드 한 장을 내요. 그러면 묶음 값이 그 카드의 값만큼 올라가요: 5 묶음에 2♠를 내서 올리면 7이 돼요. 복합 묶음은 절대 값을 올릴 수
# 없어요. 올리려고 하면 테이블이 이렇게 말해요:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# 그리고 여기서는 낱장 카드가 값을 바꾸게 되어서 테이블이 거절하는 값 올리기예요:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-then-take}
#
# 지금까지 과제는 한 수였어요. 이제부터는 내 두 수 사이에 상대가 대응해요. 상대의 수는 테이블 위에 적히고, 두기 전과 후가 그려져요. 놓친 수는 저절로 되돌려지고 상대의 대응은
# 남아요. **되돌리기**는 과제를 처음부터 다시 시작해요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: merging-builds}
#
# 테이블의 두 묶음이 값이 같으면 한 수로 합칠 수 있어요: 그 값을 만드는 카드를 내고 두 묶음을 모두
# 같은 수에 넣으세요.

# %% [code as in English]

# %% [markdown]
# ## 스스로 확인하기
#
# 허용되는 수를 **모두** 고르고(둘 이상일 수 있어요) **확인**을 누르세요. 그다음에 어떤 카드가 손에
# 남을지 생각해 보세요!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # 내가 누구인지, 그리고 내 진도

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# 에이스로 하나 더. 클래식에서 값이 **1**인 묶음은 언제나 그룹이 모두 에이스 한 장씩인 복합 묶음이에요
# (*카드로 가져올 수 있는 묶음 값* 규칙, [R15](10_rules_reference.ipynb#R15)): 예를 들어 낱장 에이스 위에 에이스를 내고, 그것을
# 가져올 세 번째 에이스를 남겨 둬요.

# %% [code as in English]

# %% [markdown]
# ## 배운 것
#
# * 묶음에는 내가 내는 카드 **그리고** 테이블 카드를 써요(테이블 카드 규칙, **R6**). 값은 카드로 가져올 수
#   있는 값이어야 하고(**R15**: 2부터 10까지, 또는 에이스 낱장들로 만든
#   복합 묶음이면 1), 그것을 가져올 카드를 계속 들고 있어야 해요(가져올 카드 남기기 규칙, **R7**).
# * 묶음은 그 값의 카드로 통째로만 가져와요(통째 규칙, **R4**). 원하면 같은 값의 다른 세트와 묶음도 함께 가져와요.
# * **단일** 묶음은 그룹이 하나, **복합** 묶음은 같은 값의 그룹이 여러 개예요.
# * **주인**은 마지막으로 묶음을 만들거나, 값을 올리거나, 더한 사람이에요(§4). 주인은 그것을 가져올 카드를
#   남겨 둬요(주인은 가져올 카드를 남긴다 규칙, **R8**).
# * 어떤 묶음이든 그 값으로 **더할** 수 있어요. **값 올리기**는 단일 묶음만(**R10**), 그리고 내가 내는
#   카드로만 할 수 있어요(**R11**).
#
# 다음: **레슨 4, 내려놓기, 카드 나누기, 첫 게임**. 주인은 카드를 내려놓을 수 없다는 규칙도 만나요.
