# %% [markdown]
# # 레슨 1: 카드와 카드의 값
#
# *약 15분.* 위에서부터 셀을 하나씩 **Shift + Enter**로 실행하세요.
#
# 카지노에서는 **숫자**를 맞춰서 카드를 얻어요. 그래서 먼저 카드마다 어떤 숫자인지 알아야 해요.
# 이 레슨은 그게 전부예요:
#
# 1. 카드 한 벌,
# 2. 키트가 카드를 물어볼 때 카드를 입력하는 법,
# 3. **클래식** 카지노에서 카드마다의 값,
# 4. 숫자가 없는 그림 카드(잭, 퀸, 킹).
#
# 이 레슨은 모두 **클래식** 카지노예요. (로열 카지노에서는 그림 카드에도 숫자가 있어요:
# 레슨 06에서 보여 줘요.)

# %%
import casino_learn as cl
cl.set_language("ko")
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## 카드 한 벌
#
# 카지노는 조커 없는 보통 카드 한 벌 **52장**을 써요: 무늬 네 가지(♠ 스페이드, ♥ 하트,
# ♦ 다이아몬드, ♣ 클로버)와 무늬마다 숫자나 그림 열세 가지: 에이스, 2부터 10, 잭, 퀸, 킹이에요
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). 한 줄에 한 무늬씩, 카드 한 벌 전체예요:

# %% [code as in English]

# %% [markdown]
# ## 카드 입력하기
#
# 그림이 카드를 보여 줘요. 연습 문제에서 카드를 **입력**하라고 하면 **숫자나 그림**을 쓰고 그다음
# **무늬 글자**(S, H, D, C)를 쓰세요: `10D`는 다이아몬드 10, `AS`는 스페이드 에이스, `KH`는 하트
# 킹이에요. 우리가 말하는 대로 `다이아몬드 10`(무늬를 먼저)이나 `10♦`라고 써도 돼요. 해 보세요:
# 칸에 다른 카드를 입력하고(`banana`처럼 없는 카드도 괜찮아요) **카드 보기**를 누르세요.

# %% [code as in English]

# %% [markdown]
# ## 클래식 카지노의 값
#
# **클래식** 카지노에서는(<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * **에이스**는 **1**이에요,
# * **2부터 10까지**는 적힌 숫자예요,
# * **잭, 퀸, 킹**은 *그림 카드*이고 **숫자가 아예 없어요**.
#
# 표로 보면 이래요:

# %% [code as in English]

# %% [markdown]
# 키트가 확인하는 대로 문장으로 쓰면 이래요:

# %% [code as in English]

# %% [markdown]
# ## 그림 카드: 그림 카드 규칙(R5)
#
# 그림 카드는 숫자가 없어서 절대 다른 카드와 더할 수 없어요. 같은 그림의 카드 **한 장**만 가져올 수
# 있어요: 퀸은 퀸을, 킹은 킹을 가져와요. 이것이 그림 카드 규칙,
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>예요.
#
# **풀어 본 예.** K♥을 들고 있어요. 테이블에는 K♦, 6♣, 4♦가 있어요. 6 더하기 4는 10이지만, 킹은
# 10이 아니에요: 클래식에서 킹은 숫자가 없어요. 그래서 킹은 다른 킹만 가져올 수 있어요. 그림은 수를
# 두기 전과 후를 보여 줘요. 동그라미 친 카드가 가져온 카드예요.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="카드 한 장을 가져와요: K♦. 6♣과 4♦는 테이블에 남아요.")

# %% [markdown]
# 킹으로 6과 4를 가져오려고 하면 키트가 거절하고 규칙 이름을 말해요:

# %% [code as in English]

# %% [markdown]
# ## {stage heading: card-values}
#
# 아래 과제는 각각 목표가 있는 움직이는 테이블이에요. 손에서 카드를 누르고, 그 카드로 가져올 테이블
# 카드를 누른 다음 **가져오기**와 **내기**를 누르세요. 맞는 수는 별을 세 개까지 받아요(힌트 없이
# 처음에 맞히면 세 개). **내기**를 누를 때마다 한 번의 시도예요. 그 전에 나오는 설명은 별을 깎지 않아요. 목표를 놓친 수는 설명을 듣고 되돌려지니 다시 해 볼 수 있어요. **다음 과제**로
# 넘어가요.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-card-values}
#
# 그리고 그림 카드: 잭, 퀸, 킹은 같은 그림의 카드만 가져와요.

# %% [code as in English]

# %% [markdown]
# ## 스스로 확인하기
#
# 짧은 연습 문제 세 개예요. 답을 누르거나 입력하고 **확인**을 누르세요. 막혔나요? **힌트**가 실마리를 주고(힌트마다
# 조금씩 더 알려 줘요), **정답 보기**가 이유와 함께 답을 알려 줘요. **새 연습 문제**는 같은 종류의 다른
# 문제를 줘요.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # 내가 누구인지, 그리고 내 진도

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## 배운 것
#
# * 카드 한 벌은 52장이에요: 무늬 네 가지에 숫자나 그림이 열세 가지씩. 카드는 `10D`, `AS`, `KH`처럼 입력할 수 있어요.
# * **클래식:** 에이스는 1, 2부터 10까지는 적힌 숫자, 잭, 퀸, 킹은 **숫자가 없어요**.
# * 그림 카드는 같은 그림의 카드 **한 장**만 가져와요: 그림 카드 규칙(**R5**).
#
# 다음: **레슨 2, 가져오기**. 카드 한 장으로 여러 장을 한 번에 가져와요.
