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

# A lesson closed and left idle gives its kernel back (trial 22 had ten kernels running after lesson 08,
# one per lesson opened): JupyterLab keeps a closed notebook's kernel. Only kernels that no open tab is
# connected to are shut down (cull_connected is False), and never while they run a cell; an open lesson
# keeps its live tables however long the learner pauses.
c.MappingKernelManager.cull_idle_timeout = 20 * 60
c.MappingKernelManager.cull_interval = 5 * 60
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False

# A course notebook opens with the language details its kernel will report, so starting the kernel does not mark it
# changed (closing the rules reference, which a learner only reads, asked "Save changes?": trials 24, 25).
c.ServerApp.contents_manager_class = "casino_learn.play.course_contents.CourseContentsManager"
