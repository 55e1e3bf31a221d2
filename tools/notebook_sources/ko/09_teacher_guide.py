# %% [markdown]
# # 선생님 안내
#
# 이 노트북은 수업을 진행하는 분을 위한 거예요. 노트북마다의 수업 계획, 게임을 프로젝터로 보여 주기, 정답지가
# 있는 학습지, 진도 모으기, 그리고 학생들이 코드 없이 게임과 연습 문제만 보는 교실 웹 앱으로 키트를 쓰는 법을
# 다뤄요.
#
# ## 레슨마다 45분 계획
#
# | 노트북 | 10분: 보여 주기 | 20분: 해 보기 | 15분: 확인하기 |
# |---|---|---|---|
# | 00 여기서 시작하세요 | 테이블, 카드 누르기, 답을 확인하는 방법 | 학생마다 이름을 알려 주고 가져오기를 눌러 봐요 | 카드 값 연습 문제 |
# | 01 카드와 값 | 카드 한 벌과 클래식의 값, 그림 카드(R5) | 움직이는 테이블의 카드 값 단계 | 카드 값 연습 문제 세 개, 학습지 주제 `capturing`, 레벨 1 |
# | 02 가져오기 | 단계 다섯 개를 하나씩: 짝 맞추기, 합, 여러 세트, 절대 두 번 세지 않기, 그림 카드 | 학생들이 단계마다 과제의 별을 받아요 | `find_captures`, 레벨 1을 프로젝터로 반 퀴즈로 |
# | 03 묶기 | 단계 열 개: 묶음 만들기, 가져올 카드 남기기(R7), 묶음 값(R15, R5), 묶음을 통째로 가져오기(R4), 묶음과 더 많이, 복합 묶음(과 에이스 1 묶음), 주인(R8), 더하기, 값 올리기(R10), 내 카드로만 값 올리기(R11) | 단계 과제, 그다음 자유롭게 묶고 값 올리기 | `which_builds`(에이스 1 묶음도), `raise_or_add`, 학습지 주제 `building` |
# | 04 내려놓기, 카드 나누기, 첫 게임 | 내려놓기와 주인 규칙(R9), 카드 나누기 한 단계씩(§3) | 코치와 함께 초급과 한 판 | `the_deal`, `may_trail`, `spot_illegal`, 한 쪽에 담은 규칙 표 |
# | 05 점수와 싹쓸이 | 판의 끝과 남은 카드, 싹쓸이, 끝난 판의 점수를 칠판에서 세기 | 학생들이 보여 준 판의 점수를 세요 | `score_deal`, `sweeps_and_leftovers`, `the_deal`(남은 카드), 학습지 주제 `scoring` |
# | 06 로열 카지노 | 달라지는 것: 값, 에이스, R12-R14, 시간 순서 예시로 보는 18/19/20점 규칙 | 로열 단계 다섯 개, 짝을 지어 예시 판을 순서대로 세기 | `royal_count_out`(점점 어렵게), 로열 묶음, 파트너 점수, 학습지 주제 `royal` |
# | 07 게임 끝까지 해 보기 | 프로젝터로 컴퓨터와 21점까지 경기, *모든 손패 보이기* 켜고 | 학생들이 경기를 해요(초급, 그다음 욕심쟁이) | `spot_illegal`, `score_deal`, 결과 비교 |
# | 08 전략 | 원칙 다섯 개를 말로, 원칙마다 퍼즐 단계 하나 | 학생들이 퍼즐을 풀고, 그다음 가장 좋은 수 문제 | 실험실 이야기하기: 운일까 실력일까? |
#
# ## 게임 테이블을 프로젝터로 보여 주기
#
# * 프로젝터에서는 **네 가지 색 카드** 스위치(♠ 검정, ♥ 빨강, ♦ 파랑, ♣ 초록)를 쓰세요: 색을 구별하기 어려운
#   학생에게도 도움이 돼요.
# * **모든 손패 보이기**는 모든 카드를 앞면으로 보여 줘서, 반 전체가 컴퓨터가 한 일을 이야기할 수 있어요.
#   판이 끝나면 **다시 보기** 슬라이더로 모든 손패가 보이게 수를 하나씩 넘겨 볼 수 있어요.
# * 브라우저 확대(Ctrl과 +)로 카드를 크게 할 수 있어요. 카드는 벡터 그래픽이라 선명하게 남아요.
#
# ## 학습지와 정답지
#
# 학습지는 카드가 그려지고 답을 쓸 자리가 있는 인쇄용 웹 페이지예요. 정답지는 설명이 있는 별도 파일이에요.
# **같은 시드는 언제나 같은 학습지를 만들어서**, 학습지를 나눠 주고 정답지를 보관할 수 있어요. 터미널에서:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --lang ko --out worksheets
# ```
#
# 주제: `capturing`, `building`, `trailing`, `scoring`, `strategy`, `royal`, `mixed`. Python에서도 똑같이 할 수
# 있어요:

# %% [check: worksheet]
import tempfile
from pathlib import Path

import casino_learn as cl
cl.set_language("ko")
from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "/", key.name)

# %% [markdown]
# 두 파일을 브라우저로 열고 인쇄하세요(파일 → 인쇄). 한글을 인쇄하려면 컴퓨터에 한글 글꼴(NanumGothic 또는
# Noto Sans CJK KR)이 있어야 해요. 학습지 윗부분은 이래요:

# %%
from IPython.display import HTML

HTML(sheet.read_text(encoding="utf-8")[:6000])

# %% [markdown]
# ## 진도 모으기와 반 보고서
#
# 레슨 00에서 학생마다 이름을 한 번 입력해요(**내 진도 저장하기**). 그때부터 어느 레슨에서든 답한 연습 문제가 모두
# 기록되고, 레슨마다 연습 문제 위에 *나는 …*과 **내 진도**, (함께 쓰는 컴퓨터를 위한) **이름 바꾸기**가 나와요.
# 어떤 문자로 쓴 이름이든 돼요. 학생마다 진도는 작은 파일 `progress-<이름>-<코드>.json`(코드는 *Ana*와 *ana*처럼
# 비슷한 이름의 두 학생을 구별해요)이고, 학생의 `.casino_learn` 폴더나 `CASINO_LEARN_HOME`이 가리키는 폴더(컴퓨터실에서는
# 공유 폴더로 정하세요)에 있어요. 예전 버전 키트의 파일(`progress-<이름>.json`)도 읽어요. 파일을 모아서 실행하세요:
#
# ```
# casino-learn class-report progress-*.json --out report
# ```
#
# `class-summary.csv`(스프레드시트로 여세요. 학생과 연습 문제 종류마다 한 줄)와 주제마다 차트를 만들어요. `status`
# 칸에는 해 봤지만 어려워하는 학생(익힌 정도 40% 미만, 또는 연습 문제마다 힌트를 한 번 이상)은 **도움 필요**,
# 아직 해 보지 않은 학생은 **시작 안 함**이라고 나와요: 차트에서 *도움 필요*는 옆에 시도, 푼 연습 문제, 힌트 수가
# 적힌 빨간 빗금 막대이고, *시작 안 함*은 막대 없이 회색 글자만 있어요. 읽을 수 없는 파일이 있어도 보고서는 멈추지
# 않아요: 그 파일은 자기 줄을 받고(상태 `unreadable file`, `problem` 칸에 이유), 화면에 나오고, 명령은
# **종료 상태 1**로 끝나서 잃어버린 파일을 절대 놓치지 않아요. 꾸며 낸 학생들의 작은 반이에요: Ana, Ben, Chen은
# 내려놓기 질문 세 개에 답했고(Ana는 세 개 모두, Ben은 하나도, Chen은 두 개를 맞혔어요), Dee는 시작하지 않았고,
# Dan의 파일은 망가졌어요:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # 꾸며 낸 학생들; Dee는 시작하지 않았어요
(class_folder / "progress-Dan.json").write_text("{ 이건 진도 파일이 아니에요")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "줄; 칸:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(파일)':6} {row['kind'] or '-':10} 시도 {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# 내려놓기 차트: Ben은 도움이 필요하고(빨간 빗금), Dee는 시작하지 않았어요(회색 글자, 막대 없음).

# %%
from IPython.display import Image

Image(filename=str(report.charts[2]))

# %% [markdown]
# ## 학생에게 맞춰 주는 연습
#
# 연습 페이지에서 학생은 **약한 부분 연습하기**를 누를 수 있어요: 그러면 키트가 학생 자신의 기록에서 연습 문제를
# 모두 골라요. 가장 약한 주제가 먼저 나오고, (힌트 없이) 처음에 세 번 연속으로 맞히면 그 종류의 연습 문제가 한
# 레벨 올라가고, 두 번 연속으로 놓치면(풀지 못하거나 힌트나 정답을 보고서만 풀면) 한 레벨 내려가요. 그리고
# 다섯 번째 연습 문제마다 이미 익힌 것을 복습해서 잊지 않게 해요. 도달한 레벨은 진도 파일에 저장돼요. Python에서도
# 같은 선택을 쓸 수 있어요:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "레벨", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## 교실 웹 앱
#
# 아무도 코드를 만지지 않고 반 전체에게 게임과 연습 문제를 보여 주려면, 선생님 컴퓨터에서 실행하세요:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866 --lang ko
# ```
#
# Voilà로 페이지 두 개를 제공해요: **게임**(게임 테이블)과 **연습**(학생 자신의 진도 파일로 하는 연습 문제, 그리고
# **약한 부분 연습하기**). 학생들은 같은 네트워크의 브라우저에서 `http://<선생님 컴퓨터>:8866`을 열어요. 위젯만
# 보이고 코드는 실행할 수 없어요. 먼저 내 컴퓨터에서 해 보려면 `--ip 127.0.0.1`(기본값)을 쓰세요. 선생님 컴퓨터는
# 그 포트로 들어오는 연결을 허용해야 해요. 앱을 멈추려면 Ctrl+C를 누르세요.
#
# ### 개인 코드가 있는 반
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1 --lang ko
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt`에는 한 줄에 학생 이름 하나씩 있어요(어떤 문자든 돼요. 두 학생이 같은 이름을 쓸 수는 없어요).
#    `class new`는 반 폴더, **선생님 키**, 그리고 학생마다 코드가 적힌 오려 쓰는 **참여 카드** 종이의 경로를
#    보여 줘요. 코드는 해시로만 저장돼요: 지금 종이를 인쇄하세요. 카드를 잃어버린 학생:
#    `casino-learn class codes "7A" --new "Ana"`, 새 선생님 키: `casino-learn class codes "7A" --teacher`.
# 2. `class start`는 반을 열어요(`app --class "7A"`도 같아요). 학생들은 `http://<선생님 컴퓨터>:8866`을 열고
#    코드를 입력해서 **자기만의** 게임(자기만의 판, 반의 게임과 상대와 레벨)과 **자기만의** 진도를 받아요. 경기는
#    수마다 저장되고, 다른 탭에서도, Ctrl+C 뒤 다시 시작해도, 심지어 멈춘 뒤에도 그대로 돌아와요. **로그아웃**은
#    세션을 끝내요(함께 쓰는 컴퓨터에서는 꼭 하세요). 틀린 코드는 거절되고, 여러 번 틀리면 그 컴퓨터는 1분을
#    기다려야 해요.
# 3. 선생님은 `http://<선생님 컴퓨터>:8866/teacher`를 열고 선생님 키를 입력해요: 학생마다 주제별 익힌 정도, 시도,
#    별, 그리고 **시작 안 함**과 구별한 **도움 필요**(해 봤지만 어려워함)가 나와요. 페이지는 10초마다 저절로
#    새로 고쳐져요. CSV로 내려받거나, 거기서 반의 게임, 상대, 연습 문제 레벨을 바꿀 수 있어요(터미널에서는
#    `casino-learn class settings`).
#
# 게임, 상대, 레벨, 학생 이름, 숨겨진 "모든 손패 보이기" 칸은 선생님 컴퓨터에서 정해요: 학생이 페이지를 건드려도
# 바꾸거나 컴퓨터의 카드를 볼 수 없어요.
#
# **컴퓨터에 필요한 것.** 반 전체가 프로그램 하나로 돌아가요: 학생 한 명에 Python 전체가 아니라 메모리 약 1.8 MB가
# 들어요. 2코어 컴퓨터에서 새 브라우저로 학생 60명이 차례로 들어올 때 잰 결과(`python benchmarks/bench_class60.py
# --students 60`): 60명 모두 테이블을 받았고, 첫 방문에 1.35 MB를 내려받고(모든 파일은 선생님 컴퓨터에서 오고
# 인터넷에서는 아무것도 오지 않아요), 학생마다 시작 페이지를 연 지 약 3초 뒤에 손패를 봤어요(가장 느린 학생은 4초).
# 서버는 쉴 때 79 MB, 60명이 페이지에 있을 때 190 MB를 써요. 1~2초 만에 시작하고 Ctrl+C로 1~3초 만에 멈춰요.
# **2코어에 메모리 4 GB인 노트북으로 30명(서버 약 150 MB)이나 60명(약 200 MB) 반을 돌릴 수 있어요.** 학생 한 명이
# 들어올 때마다 서버 처리 시간이 약 0.9초 들어요: 반 전체가 같은 1분 안에 들어오면 마지막 학생들은 테이블을 몇 초
# 기다려요. 닫힌 탭의 게임은 1분 뒤에 정리돼요.
#
# **문제가 생기면.**
# * *학생에게 "다시 로그인해 주세요"가 보여요*: 페이지를 다른 브라우저에서 열었거나 로그아웃한 뒤예요: 코드로
#   다시 로그인하세요.
# * *"틀린 코드가 너무 많아요"*: 1분 기다리세요. 카드를 확인하세요(코드는 대소문자와 띄어쓰기를 가리지 않아요).
# * *페이지가 느려요*: 다른 프로그램이 코어를 쓰고 있어요. 닫으세요. 페이지는 학생 컴퓨터의 브라우저가 그리고,
#   선생님 컴퓨터는 게임만 돌려요.
# * *학생이 접속할 수 없어요*: 서버를 `--ip 0.0.0.0`으로 실행해야 하고, 컴퓨터의 방화벽이 포트를 허용해야 해요.
# * *학생의 진도 파일이 망가졌어요*: 시간이 붙은 이름으로 옮겨 두고 절대 지우지 않아요. 선생님 화면에는 읽을 수
#   없는 파일로 나와요.
#
# **인쇄.** `casino-learn worksheet ... --paper a4`(또는 `letter`)는 문제 열 개를 배경 잉크 없이 약 세 쪽으로
# 인쇄해요. `casino-learn handout --variant classic --lang ko`는 학생 책상에 둘 한 쪽짜리 규칙 요약을 만들어요.
# 한글을 인쇄하는 컴퓨터에는 한글 글꼴(NanumGothic, Debian/Ubuntu 패키지 `fonts-nanum`, 또는 Noto Sans CJK KR)이
# 있어야 해요.
#
# ## 학교 서버에서
#
# 학교가 자기 서버에서 키트를 돌린다면(JupyterHub, IT 담당이 `casino-learn hub`로 설정), 교실에 설치할 것이 없어요:
#
# * **로그인.** 선생님과 학생들은 학교 허브 관리자가 준 인쇄 카드의 사용자 이름과 첫 비밀번호로
#   `https://<학교 서버>/hub/login`에서 로그인해요(`https://<학교 서버>/hub/change-password`에서 바로 바꾸세요).
#   학교가 선생님 가입을 허용하면 `https://<학교 서버>/hub/signup`에서 가입하고 허브 관리자가 승인할 때까지
#   기다리세요.
# * **선생님 화면.** `https://<학교 서버>/services/casino-teacher/`를 여세요(허브 메뉴의 **Services**에도 있어요).
#   내 반만 보여요: 교실 앱의 선생님 화면과 같은 실시간 페이지(누가 도움이 필요한지, 누가 시작하지 않았는지,
#   주제별 익힌 정도, 코스 별)이고, 10초마다 새로 고쳐지며 CSV로 내려받을 수 있어요. 선생님 키는 필요 없어요:
#   로그인으로 충분해요. 페이지 위에 **허브 홈**과 **로그아웃** 링크가 있어요. 허브의 **Start My Server** 버튼은
#   학생들이 보는 것을 해 볼 수 있게 학생용 서버를 하나 줘요. 선생님 화면은 위 주소에 그대로 있어요.
# * **학생이 보는 것.** 학생마다 자기 진도가 있는 자기 서버를 받아요. *app*으로 설정한 반은 게임과 연습 페이지를
#   열고(이름은 로그인 이름), *course*로 설정한 반은 이 노트북들을 JupyterLab에서 열어요(학생마다 자기 복사본).
#   반의 `"lang": "ko"`로 한국어 코스와 한국어 JupyterLab 메뉴가 열려요. 학교 서버에서는 모든 레슨과 연습 페이지에서
#   학생 이름이 로그인 이름이에요: 아무도 이름을 입력하지 않고, 학생의 진도는 첫 연습 문제부터 선생님 화면에 나와요.
#   학생들은 선생님 화면이나 다른 학생의 작업을 열 수 없어요.
# * **반과 계정**은 학교의 학교 파일에 있어요. 반이나 학생을 추가하거나 잊어버린 비밀번호를 초기화하려면 허브
#   관리자에게 부탁하세요.
#
# ## 연습 문제를 직접 해 보기

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("royal_count_out", seed=3, variant="royal", difficulty=2)

# %%
ExerciseWidget("raise_or_add", seed=4, variant="royal", difficulty=2)

# %%
ExerciseWidget("score_deal", seed=5, variant="classic", difficulty=1)
