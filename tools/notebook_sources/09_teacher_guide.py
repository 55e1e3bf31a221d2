# %% [markdown]
# # Teacher guide
#
# This notebook is for the person running the class. It covers a lesson plan for each notebook,
# projecting the game, worksheets with answer keys, collecting progress, and running the kit as a
# classroom web app where students see the games and exercises but no code.
#
# ## A 45-minute plan for each lesson
#
# | Notebook | 10 min: show | 20 min: try | 15 min: check |
# |---|---|---|---|
# | 00 Start here | the table, clicking cards, how answers are checked | every student gives their name and clicks a capture | the card-values exercise |
# | 01 Cards and values | the pack and the Classic values; face cards (R5) | the card-values stage on the live table | three card-value exercises; worksheet topic `card_values`, level 1 |
# | 02 Capturing | the five stages one at a time: pairing, sums, several sets, never twice, face cards | students earn the stars of each stage's tasks | `find_captures`, level 1 as a class quiz on the projector; worksheet topic `capturing`, level 1 |
# | 03 Building | thirteen stages: making a build, keeping a capturer (R7), build values (R15, R5), capturing a build whole (R4), a build and more in one capture, multiple builds (and the ace build of 1), owning (R8), adding, raising (R10), raising with your card only (R11), then two played out against a reply (build now and take it next turn; a raise and the answer) and joining two builds | the stage tasks, then build and raise freely | `which_builds` (also the ace build of 1), `raise_or_add`; worksheet topic `building` |
# | 04 Trailing, the deal, first game | trailing and the owner rule (R9); the deal walked through (§3) | one deal against the beginner, with the Coach | `the_deal`, `may_trail`, `spot_illegal`; the rules-on-one-page table |
# | 05 Scoring and sweeps | the end of a deal and its leftovers; sweeps; score a finished deal on the board | students score the shown deals | `score_deal`, `sweeps_and_leftovers`, `the_deal` (leftovers); worksheet topic `scoring` |
# | 06 Royal Casino | what changes: values, the ace, R12-R14, the 18/19/20 rule with the worked timelines | the seven stages; count out the example deals in pairs | `royal_count_out` (rising), Royal builds, partners' scoring; worksheet topic `royal` |
# | 07 Play a full game | a match to 21 against the computer on the projector, *Show all hands* on | students play matches (beginner, then greedy) | `spot_illegal`, `score_deal`; compare results |
# | 08 Strategy | the six principles in words, one puzzle stage each (the sixth, planning two moves ahead, played out against a reply) | students solve the puzzles, then the best-move questions | discuss the lab: luck or skill? |
#
# ## Projecting the game table
#
# * Use the **four-colour cards** switch (♠ black, ♥ red, ♦ blue, ♣ green) on a projector: it
#   also helps colour-blind students.
# * **Show all hands** turns every card face up, so the class can discuss what the computer did.
#   After a deal, the **Replay** slider steps through every move with all hands visible.
# * The browser's zoom (Ctrl and +) makes cards bigger; the cards are drawn as vector graphics
#   and stay sharp.
#
# ## Worksheets and answer keys
#
# A worksheet is a printable web page with the cards drawn and space to answer; the answer key
# is a separate file with the explanations. The **same seed always gives the same sheet**, so you
# can hand out a sheet and keep its key. From a terminal:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out worksheets
# ```
#
# Topics: `capturing`, `building`, `trailing`, `scoring`, `strategy`, `royal`, `mixed`. The same
# from Python:

# %% [check: worksheet]
import tempfile
from pathlib import Path

from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "and", key.name)

# %% [markdown]
# Open the two files in a browser and print them (File → Print). Here is the top of the sheet:

# %%
from IPython.display import HTML

HTML(sheet.read_text(encoding="utf-8")[:6000])

# %% [markdown]
# ## Collecting progress and the class report
#
# In lesson 00 each student types their name once (**Keep my progress**); from then on every
# exercise they answer in any lesson is recorded, and each lesson shows *You are …* with **My
# progress** and **Change name** (for a shared computer) above its exercises. Names in any script
# work. Each student's progress is a small file, `progress-<name>-<code>.json` (the code keeps
# two students with similar names apart, e.g. *Ana* and *ana*), in their `.casino_learn` folder, or
# in the folder named by `CASINO_LEARN_HOME` (set it to a shared folder in a computer room).
# Files from older versions of the kit (`progress-<name>.json`) are still read. Collect the files
# and run:
#
# ```
# casino-learn class-report progress-*.json --out report
# ```
#
# It writes `class-summary.csv` (open it in a spreadsheet; one row per student and kind of
# exercise) and a chart per topic. The `status` column says **needs help** for a student who
# tried and is struggling (mastery under 40%, or a hint per exercise or more) and **not started**
# for one who has not tried yet: on the charts, *needs help* is a red hatched bar with the tries,
# solved exercises and hints written beside it, and *not started* has no bar but the words in
# grey. A file that cannot be read does not stop the report: it gets its own row (status
# `unreadable file`, with the reason in the `problem` column), it is listed on the screen, and the
# command ends with **exit status 1**, so a lost file is never missed. Here is a small class of
# made-up students: Ana, Ben and Chen answered three trailing questions (Ana got all three, Ben
# none, Chen two), Dee has not started, and Dan's file is damaged:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # made-up students; Dee has not started
(class_folder / "progress-Dan.json").write_text("{ this is not a progress file")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "rows; columns:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(file)':6} {row['kind'] or '-':10} tries {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# The trailing chart: Ben needs help (red, hatched), Dee has not started (grey words, no bar).

# %%
from IPython.display import Image

Image(filename=str(report.charts[2]))

# %% [markdown]
# ## Practice that adapts
#
# On the practice page a student can press **Practise my weak spots**: the kit then chooses every
# exercise from the student's own record. Their weakest topic comes first; three right at the
# first try in a row (without hints) moves that kind of exercise one level up, two misses in a row
# (not solved, or only with hints or the solution) one level down; and every fifth exercise
# reviews something already mastered, so it is not forgotten. The level reached is kept in the
# progress file. The same choice is available in Python:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "at level", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## The classroom web app
#
# To put the game and the exercises in front of a class without anyone touching code, run on
# the teacher's computer:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866
# ```
#
# It serves two pages with Voilà: **play** (the game table) and **practice** (exercises with the
# student's own progress file, and **Practise my weak spots**). Students open
# `http://<teacher's computer>:8866` in a browser on the same network; they see widgets only and cannot run code. Use `--ip 127.0.0.1` (the default)
# to try it on your own computer first. The teacher's computer must allow incoming connections
# on that port; press Ctrl+C to stop the app.
#
# ### A class with personal codes
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt` has one student's name per line (any alphabet; two students may not share a name).
#    `class new` prints the class folder, a **teacher key**, and the path of a sheet of cut-out
#    **join cards**, one per student with their code. The codes are kept only as hashes: print the
#    sheet now. A student who lost their card: `casino-learn class codes "7A" --new "Ana"`; a new
#    teacher key: `casino-learn class codes "7A" --teacher`.
# 2. `class start` serves the class (`app --class "7A"` does the same). Students open
#    `http://<teacher's computer>:8866`, type their code and get **their own** game (their own
#    deals; the class's game, opponent and level) and **their own** progress. Their match is saved
#    after every move and comes back where it was: in another tab, after Ctrl+C and a new start,
#    even after a crash. **Sign out** ends the session (do that on shared computers). Wrong codes
#    are refused, and after a few a computer must wait a minute.
# 3. You open `http://<teacher's computer>:8866/teacher` and type the teacher key: every student's
#    mastery, attempts and stars per topic, who **needs help** (tried and struggling) apart from who
#    has **not started**; the page refreshes itself every 10 seconds. Download it as a CSV, or
#    change the class's game, opponent and exercise level there (`casino-learn class settings`
#    does the same from a terminal).
#
# The game, the opponent, the level, the student's name and the hidden "Show all hands" box are
# decided on your computer: a student who tampers with the page cannot change them or see the
# computer's cards.
#
# **What the computer needs.** The whole class runs in one program: each student costs about
# 1 MB of memory, not a whole Python. Measured on a 2-core computer with 60 students arriving one
# after another in fresh browsers (`python benchmarks/bench_class60.py --students 60`): all 60 got
# their table; a first visit downloads 12 kB (every file comes from your computer, nothing from
# the internet); each student saw their hand about 1 s after opening the start page (under 2 s
# for the slowest); the server holds 85 MB idle and 147 MB with the 60 on their page; it starts in 1–2 s
# and stops on Ctrl+C in 1–3 s. **A laptop with 2 cores
# and 4 GB of memory runs a class of 30 (about 150 MB for the server) or of 60 (about 200 MB).**
# Each student arriving costs the server about 0.13 s of processor time: when the whole class
# arrives in the same minute, the last ones wait a few seconds for their table. A closed tab's
# game is freed after a minute; a minute after the last tab has closed, the server starts itself
# afresh (same address, nobody signed out, every match kept) and is back at its idle memory (79 MB
# two minutes after the 60 left).
#
# **When something goes wrong.**
# * *A student sees "Please sign in again"*: the page was opened in another browser, or after
#   Sign out: sign in with the code again.
# * *"Too many wrong codes"*: wait a minute; check the card (codes ignore small/capital letters and spaces).
# * *Pages are slow*: other programs are using the cores; close them. The students' browsers draw
#   the pages on their own computers; yours only runs the games.
# * *Students cannot connect*: the server must run with `--ip 0.0.0.0`, and the computer's firewall
#   must allow the port.
# * *A student's progress file is damaged*: it is moved aside with a timestamp, never deleted; the
#   teacher view lists it as an unreadable file.
#
# **Printing.** `casino-learn worksheet ... --paper a4` (or `letter`) prints about three pages for
# ten questions with no background ink; `casino-learn handout --variant classic` writes a one-page
# rules summary for each student's desk.
#
# ## On the school server
#
# If your school runs the kit on its own server (JupyterHub, set up by the IT office with
# `casino-learn hub`), there is nothing to install in the classroom:
#
# * **Log in.** You and your students log in at `https://<school server>/hub/login` with the user
#   name and first password the school's hub admin gave you on a printed card (change it at once at
#   `https://<school server>/hub/change-password`). If your school lets teachers sign up instead, sign
#   up at `https://<school server>/hub/signup` and wait until the hub admin approves you.
# * **Your teacher view.** Open `https://<school server>/services/casino-teacher/` (it is also
#   under **Services** in the hub's menu). It shows only your own classes: the same live page as
#   the classroom app's teacher view (who needs help, who has not started, mastery per topic,
#   course stars), refreshed every 10 seconds, with the CSV download. No teacher key is needed:
#   the log-in is enough. Its **Hub home** and **Log out** links are at the top of the page. The
#   hub's **Start My Server** button gives you a student's server of your own, to try what your
#   students see; your teacher view stays at the address above.
# * **What students see.** Each student gets their own server with their own progress. A class
#   set to *app* opens the play and practice pages (their name is their log-in name); a class set
#   to *course* opens these notebooks in JupyterLab, each student with their own copy. On the
#   school server each student's name is their log-in name, in every lesson and on the practice
#   page: nobody types a name, and a student's progress shows in your teacher view from their
#   first exercise. Students
#   cannot open your teacher view or each other's work.
# * **Classes and accounts** are in the school's school file; ask the hub admin to add a class or
#   a student, or to reset a forgotten password.
#
# ## Try the exercises yourself

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("royal_count_out", seed=3, variant="royal", difficulty=2)

# %%
ExerciseWidget("raise_or_add", seed=4, variant="royal", difficulty=2)

# %%
ExerciseWidget("score_deal", seed=5, variant="classic", difficulty=1)
