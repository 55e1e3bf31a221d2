"""The Jupyter settings ``make lab`` serves the course with (tools/jupyter_course_config.py)."""

from __future__ import annotations

from pathlib import Path

from traitlets.config.loader import PyFileConfigLoader

CONFIG = Path(__file__).resolve().parents[1] / "tools" / "jupyter_course_config.py"


def test_a_closed_lesson_gives_its_kernel_back_and_an_open_one_keeps_it() -> None:
    """Trial 22 had ten kernels after lesson 08 (one per lesson opened). Kernels no tab is connected to are shut down
    after a while idle; an open lesson's kernel (connected) and a running cell (busy) are never culled."""
    config = PyFileConfigLoader(CONFIG.name, path=str(CONFIG.parent)).load_config()
    kernels = config.MappingKernelManager
    assert 0 < kernels.cull_idle_timeout <= 60 * 60
    assert kernels.cull_connected is False and kernels.cull_busy is False
    assert config.FileContentsManager.pre_save_hook == "casino_learn.play.notebook_saving.keep_course_clean"
