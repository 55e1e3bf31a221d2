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


def test_a_course_notebook_opens_with_the_language_its_kernel_reports() -> None:
    """Trials 24 and 25: opening the rules reference marked it changed (the kernel wrote its language details into it),
    and closing it asked "Save changes?". The course's contents manager fills them in on opening; saving still stores
    only the name (the pre-save hook), so the tracked notebook does not change."""
    import json
    import os
    import shutil
    import subprocess
    import sys
    import tempfile
    from types import SimpleNamespace

    from casino_learn.play.course_contents import kernel_language_info
    from casino_learn.play.notebook_saving import keep_course_clean

    config = PyFileConfigLoader(CONFIG.name, path=str(CONFIG.parent)).load_config()
    assert config.ServerApp.contents_manager_class == "casino_learn.play.course_contents.CourseContentsManager"
    root = Path(tempfile.mkdtemp())
    try:
        (root / "notebooks").mkdir()
        source = CONFIG.parents[1] / "notebooks" / "10_rules_reference.ipynb"
        shutil.copy(source, root / "notebooks" / source.name)
        shutil.copy(source, root / "notebooks" / "mine.ipynb")  # a learner's own notebook is served as it is
        # In a process of its own: the contents manager keeps thread-bound state (a SQLite file index), and another
        # test of the session may leave an event loop running in this one.
        script = (
            "import asyncio, json, sys\n"
            "from casino_learn.play.course_contents import CourseContentsManager\n"
            "manager = CourseContentsManager(root_dir=sys.argv[1])\n"
            "async def both():\n"
            "    return [(await manager.get(p))['content'] for p in ('notebooks/10_rules_reference.ipynb', 'notebooks/mine.ipynb')]\n"
            "print(json.dumps(asyncio.run(both())))\n")
        ran = subprocess.run([sys.executable, "-c", script, str(root)], capture_output=True, text=True, check=True,
                             cwd=CONFIG.parents[1], env={**os.environ, "PYTHONPATH": str(CONFIG.parents[1])})
        reference, mine_content = json.loads(ran.stdout.strip().splitlines()[-1])
        opened = {"type": "notebook", "content": reference}
        mine = {"content": mine_content}
        assert opened["content"]["metadata"]["language_info"] == kernel_language_info()
        assert "version" in kernel_language_info()
        assert mine["content"]["metadata"]["language_info"] == {"name": "python"}
        keep_course_clean(opened, "notebooks/10_rules_reference.ipynb", SimpleNamespace(root_dir=str(root)))
        assert opened["content"]["metadata"]["language_info"] == {"name": "python"}
        assert json.loads(source.read_text(encoding="utf-8"))["metadata"]["language_info"] == {"name": "python"}
    finally:
        shutil.rmtree(root)
