"""Working through the course from ``make lab`` leaves the tracked notebooks unchanged (issue 23).

``make lab`` runs ``jupyter lab --config=tools/jupyter_course_config.py notebooks/00_start_here.ipynb``:
JupyterLab then serves from the ``notebooks`` folder itself (an absolute root), so the save hook is
handed ``02_capturing.ipynb``, not ``notebooks/02_capturing.ipynb``; it used to miss those and nine
course notebooks were saved with their outputs. This test copies the course into a fresh git
repository, serves it exactly as ``make lab`` does (and as ``make lab LANG=es`` does), runs lessons,
saves every lesson through the server's contents API with its outputs and widget state, and asks git
whether anything changed. Each lesson is saved as Shift+Enter on its last cell leaves it: with an
empty code cell appended, which is not a learner's edit (the trial of issue 23 found it saved).
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from tests.browser.servers import free_port, isolated_env

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "course-saving-test"  # a token, as `make lab` has (it makes its own): saving through the API then needs no cookie
RUN_FOR_REAL = ("00_start_here.ipynb", "01_cards_and_values.ipynb")  # run through a kernel; the others get a run's outputs


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True).stdout


def _course_repository(folder: Path) -> Path:
    """A git repository holding a copy of the course's notebooks and its Jupyter settings, committed."""
    repo = folder / "course"
    shutil.copytree(ROOT / "notebooks", repo / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    (repo / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "jupyter_course_config.py", repo / "tools")
    shutil.copy(ROOT / ".gitignore", repo)  # as in the repository: JupyterLab's checkpoints are not course files
    _git(repo.parent, "init", "-q", str(repo))
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "course")
    return repo


def _serve_like_make_lab(repo: Path, folder: Path, lang: str = "") -> tuple[subprocess.Popen, str, Path]:
    env = isolated_env(folder / f"jupyter{lang}")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    if lang:
        env["CASINO_LEARN_LANG"] = lang
    port = free_port()
    log = folder / f"server{lang}.log"
    lesson = f"notebooks/{lang + '/' if lang else ''}00_start_here.ipynb"
    if lang:  # the same lesson named by its absolute path (a shortcut, a launcher): the server's root is absolute either way
        lesson = str(repo / lesson)
    cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", "--ip", "127.0.0.1", f"--port={port}",
           f"--ServerApp.token={TOKEN}", "--config=tools/jupyter_course_config.py", lesson]
    process = subprocess.Popen(cmd, cwd=repo, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while True:
        if process.poll() is not None:
            raise RuntimeError(log.read_text(errors="replace")[-3000:])
        try:
            _api(url + "/api")
            break
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
    return process, url, log


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, 15)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait(5)


def _api(url: str, method: str = "GET", body: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json", "Authorization": f"token {TOKEN}"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read() or b"{}")


def _as_a_run_leaves_it(content: dict) -> dict:
    """The notebook as JupyterLab saves it after Run All: outputs, counts, timing and widget state."""
    notebook = copy.deepcopy(content)
    count = 0
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            count += 1
            cell["execution_count"] = count
            cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "a learner's output\n"},
                               {"output_type": "display_data", "metadata": {},
                                "data": {"text/plain": "Box()", "application/vnd.jupyter.widget-view+json": {
                                    "model_id": f"m{count}", "version_major": 2, "version_minor": 0}}}]
            cell["metadata"]["execution"] = {"iopub.status.busy": "2026-12-01T10:00:00.000Z"}
    notebook["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}, "version_major": 2, "version_minor": 0}}
    return notebook


def _finished_with_shift_enter(content: dict, number: int) -> dict:
    """Shift+Enter on the last cell makes JupyterLab append an empty code cell with a fresh id."""
    content["cells"].append({"cell_type": "code", "execution_count": None, "id": f"3da1752b-fce5-42f8-a7a6-{number:012d}",
                             "metadata": {}, "outputs": [], "source": []})
    return content


def _run(path: Path, lang: str) -> dict:
    """Run the lesson through a kernel, as a learner does, and return it with its outputs."""
    notebook = nbformat.read(path, as_version=4)
    env_lang = os.environ.get("CASINO_LEARN_LANG")
    os.environ["CASINO_LEARN_LANG"] = lang or "en"
    try:
        NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}},
                       store_widget_state=True).execute()
    finally:
        if env_lang is None:
            os.environ.pop("CASINO_LEARN_LANG", None)
        else:
            os.environ["CASINO_LEARN_LANG"] = env_lang
    return json.loads(nbformat.writes(notebook))


@pytest.mark.parametrize("lang", ["", "es"])
def test_working_through_the_course_from_make_lab_leaves_git_clean(tmp_path: Path, lang: str) -> None:
    repo = _course_repository(tmp_path)
    process, url, log = _serve_like_make_lab(repo, tmp_path, lang)
    try:
        served = _api(url + "/api/contents")
        names = sorted(item["name"] for item in served["content"] if item["type"] == "notebook")
        lessons = sorted(p.name for p in (repo / "notebooks" / lang).glob("[0-9][0-9]_*.ipynb"))
        assert names == lessons and len(lessons) == 11, (names, log.read_text(errors="replace")[-2000:])
        saved_with_outputs = 0
        for name in lessons:
            model = _api(f"{url}/api/contents/{name}?content=1")
            if name in RUN_FOR_REAL:
                content = _run(repo / "notebooks" / lang / name, lang)
                assert any(cell.get("outputs") for cell in content["cells"]), name  # the run made outputs
            else:
                content = _as_a_run_leaves_it(model["content"])
            content = _finished_with_shift_enter(content, saved_with_outputs)
            _api(f"{url}/api/contents/{name}", "PUT", {"type": "notebook", "format": "json", "content": content})
            saved_with_outputs += 1
        # a learner's own notebook beside the lessons keeps its outputs: the hook is not blind
        own = _as_a_run_leaves_it(_api(f"{url}/api/contents/{lessons[2]}?content=1")["content"])
        _api(f"{url}/api/contents/my_notes.ipynb", "PUT", {"type": "notebook", "format": "json", "content": own})
    finally:
        _stop(process)
    assert saved_with_outputs == 11
    status = _git(repo, "status", "--porcelain", "--untracked-files=all")
    mine = f"notebooks/{lang + '/' if lang else ''}my_notes.ipynb"
    assert status.splitlines() == [f"?? {mine}"], status
    assert any(cell.get("outputs") for cell in json.loads((repo / mine).read_text())["cells"])
