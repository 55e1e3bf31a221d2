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
# | 01 Cards and values | the deck and the value table; the Royal ace (1 or 14) | pairs of students name what cards capture | the three exercises; worksheet topic `capturing`, level 1 |
# | 02 Capturing | the §6.1 example (8♥ against A 2 3 5 6 8) on the projector | live table: find the biggest capture | exercises; `spot_illegal` as a class quiz |
# | 03 Building | single vs multiple builds; "keep a card to capture it" (R7, R8) | build and raise on the live table | `which_builds`, `raise_or_add`; worksheet topic `building` |
# | 04 Trailing and the rules | R9 and R14; walk through R1–R15 with the live examples | students break a rule on purpose and read the message | `may_trail`, `spot_illegal` |
# | 05 Scoring and sweeps | score a finished deal together on the board | students score the shown deals | `score_deal`, `sweeps_and_leftovers`; worksheet topic `scoring` |
# | 06 Royal Casino | the 18/19/20 rule with the worked timelines | count out the example deals in pairs | `royal_count_out`; worksheet topic `royal` |
# | 07 Play a full game | a deal against the computer on the projector, *Show all hands* on | students play matches (beginner, then greedy) | the `best_move` exercises; compare results |
# | 08 Strategy lab | one experiment, guessing the answer first | students change seeds and deal counts | discuss: luck or skill? |
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

# %%
# NBVAL_CHECK_OUTPUT
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
# Each student's progress is a small file (`progress-<name>.json`) in their `.casino_learn`
# folder, or in the folder named by `CASINO_LEARN_HOME` (set it to a shared folder in a computer
# room). Collect the files and run:
#
# ```
# casino-learn class-report progress-*.json --out report
# ```
#
# It writes `class-summary.csv` (open it in a spreadsheet) and a chart per topic. A file that
# cannot be read is listed, not fatal. Here is a small class of three made-up students, one of
# whose files is damaged:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 1), ("Chen", 2)])  # made-up students
(class_folder / "progress-Dan.json").write_text("{ this is not a progress file")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %%
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "rows; columns:", ", ".join(rows[0]))

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
# student's own progress file). Students open `http://<teacher's computer>:8866` in a browser on
# the same network; they see widgets only and cannot run code. Use `--ip 127.0.0.1` (the default)
# to try it on your own computer first. The teacher's computer must allow incoming connections
# on that port; press Ctrl+C to stop the app.
#
# ## Try the exercises yourself

# %%
from casino_learn.widgets.exercise import ExerciseWidget

ExerciseWidget("royal_count_out", seed=3, variant="royal", difficulty=2)

# %%
ExerciseWidget("raise_or_add", seed=4, variant="royal", difficulty=2)

# %%
ExerciseWidget("score_deal", seed=5, variant="classic", difficulty=1)
