# Jupyter server settings for the course (used by `make lab` and the browser tests):
# course notebooks are saved without outputs, so opening the course never changes the tracked
# files (casino_learn/play/notebook_saving.py).
c = get_config()  # noqa: F821
c.FileContentsManager.pre_save_hook = "casino_learn.play.notebook_saving.keep_course_clean"

# JupyterLab's defaults for the course (tools/lab_settings/overrides.json; a learner's own settings
# still win): cells outside the screen are drawn while JupyterLab is idle ("defer"), so a link to a
# rules-reference entry ("10_rules_reference.ipynb#cell-id=R9") lands on its cell; with the default
# windowing it landed several entries away, and a plain "#R9" at the top (trial 3).
from pathlib import Path  # noqa: E402

c.LabApp.app_settings_dir = str(Path(__file__).resolve().parent / "lab_settings")
