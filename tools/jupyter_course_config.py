# Jupyter server settings for the course (used by `make lab` and the browser tests):
# course notebooks are saved without outputs, so opening the course never changes the tracked
# files (casino_learn/play/notebook_saving.py).
c = get_config()  # noqa: F821
c.FileContentsManager.pre_save_hook = "casino_learn.play.notebook_saving.keep_course_clean"
