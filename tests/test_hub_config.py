"""The school hub's configuration, fast (no hub started; tests/browser/test_hub.py starts one).

The shipped config loads with JupyterHub's own loader and says what the design says: NativeAuthenticator
with approval, the local proxy, the teacher service with a role of one scope (no admin), classes as
groups; every command, module and path the config and deploy/jupyterhub name exists.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from casino_learn.exercises.progress import Progress
from casino_learn.hub import CONFIG, PROXY_FILES, hub_env
from casino_learn.hub import classes as hc
from conftest import ROOT

DEPLOY = ROOT / "deploy" / "jupyterhub"
SCHOOL = {"admins": ["it-office"], "classes": {
    "7A": {"teachers": ["ms-lee"], "students": ["ana", "Ben"], "opens": "app"},
    "8B": {"teachers": ["mr-kim", "ms-lee"], "students": ["cy"], "opens": "course"}}}


def load_config(tmp_path: Path, config: Path = CONFIG) -> Any:
    pytest.importorskip("jupyterhub", reason="the hub extra: pip install -e '.[hub]'")
    from traitlets.config.loader import PyFileConfigLoader

    (tmp_path / "school.json").write_text(json.dumps(SCHOOL))
    env = hub_env(tmp_path, port=8123, proxy="/opt/chp")
    import os
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        return PyFileConfigLoader(config.name, str(config.parent)).load_config()
    finally:
        os.environ.clear()
        os.environ.update(saved)


def test_shipped_config_loads_and_says_what_the_design_says(tmp_path: Path) -> None:
    c = load_config(tmp_path)
    assert c.JupyterHub.bind_url == "http://127.0.0.1:8123/"
    assert c.JupyterHub.authenticator_class == "nativeauthenticator.NativeAuthenticator"
    assert c.NativeAuthenticator.open_signup is False  # sign-ups wait for a hub admin's approval
    assert c.Authenticator.admin_users == {"it-office"}
    assert c.ConfigurableHTTPProxy.command == ["/opt/chp"]
    assert c.JupyterHub.db_url.endswith(str(tmp_path / "jupyterhub.sqlite"))
    assert c.JupyterHub.load_groups["class-7A"] == {"users": ["ana", "ben"], "properties": {"class": "7A", "opens": "app"}}
    assert c.JupyterHub.load_groups["teachers-8B"]["users"] == ["mr-kim", "ms-lee"]
    (service,) = c.JupyterHub.services
    assert service["name"] == hc.SERVICE_NAME and "api_token" not in service  # OAuth through the hub, no shared token
    assert service["command"][1:] == ["-m", "casino_learn.hub.teacher_service"]
    roles = {r["name"]: r for r in c.JupyterHub.load_roles}
    assert roles["casino-teacher-service"]["scopes"] == ["read:groups"]
    assert roles["casino-teacher-service"]["services"] == [hc.SERVICE_NAME]
    assert roles["casino-teacher"]["scopes"] == [f"access:services!service={hc.SERVICE_NAME}"]
    assert roles["casino-teacher"]["groups"] == ["teachers-7A", "teachers-8B"]
    assert not any(r.get("name") == "admin" for r in c.JupyterHub.load_roles)
    assert c.Spawner.cmd[1:] == ["-m", "casino_learn.hub.singleuser"]


def test_minimal_scopes_are_real_jupyterhub_scopes() -> None:
    pytest.importorskip("jupyterhub")
    from jupyterhub.scopes import scope_definitions

    for role in hc.hub_roles(hc.parse_school(SCHOOL)):
        for scope in role["scopes"]:
            assert scope.split("!")[0] in scope_definitions, scope


def test_deploy_wrapper_loads_the_shipped_config(tmp_path: Path) -> None:
    c = load_config(tmp_path, DEPLOY / "jupyterhub_config.py")
    assert c.JupyterHub.authenticator_class == "nativeauthenticator.NativeAuthenticator"
    assert c.JupyterHub.services[0]["name"] == hc.SERVICE_NAME


def test_proxy_package_files_are_the_deploy_ones_and_pin_one_proxy() -> None:
    for shipped in PROXY_FILES:
        assert shipped.read_bytes() == (DEPLOY / shipped.name).read_bytes(), shipped.name
    package = json.loads(PROXY_FILES[0].read_text())
    lock = json.loads(PROXY_FILES[1].read_text())
    version = package["dependencies"]["configurable-http-proxy"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    assert lock["packages"]["node_modules/configurable-http-proxy"]["version"] == version


def test_school_file_rules() -> None:
    school = hc.parse_school(SCHOOL)
    assert school.classes["7A"].students == ("ana", "ben")  # JupyterHub keeps names in lower case
    assert hc.load_school(None).classes == {}
    for bad, words in [({"classes": {"7 A": {}}}, "class name"), ({"classes": {"7A": {"opens": "lab"}}}, "opens"),
                       ({"classes": {"7A": {"students": ["a b"]}}}, "cannot be a user name"),
                       ({"classes": {"7A": {"students": ["x"], "teachers": ["x"]}}}, "both teacher and student"),
                       ({"class": {}}, "unknown keys")]:
        with pytest.raises(hc.SchoolError, match=words):
            hc.parse_school(bad)
    example = hc.load_school(DEPLOY / "school.example.json")
    assert example.classes and example.admins


def test_groups_decide_teachers_and_what_opens() -> None:
    groups = hc.hub_groups(hc.parse_school(SCHOOL))
    assert hc.taught_classes(["class-7A", "teachers-7A", "teachers-8B", "teachers-"]) == ["7A", "8B"]
    assert hc.taught_classes(["class-7A"]) == []
    assert hc.opens_for({"class-7A": groups["class-7A"]["properties"]}) == "app"
    assert hc.opens_for({"class-8B": groups["class-8B"]["properties"], "class-7A": {}}) == "course"
    assert hc.opens_for({}) == "app"
    assert hc.default_url("course") == hc.COURSE_URL and hc.default_url("app") == hc.APP_URL


def test_spawn_hook_points_each_student_at_their_own_home() -> None:
    group = SimpleNamespace(name="class-8B", properties={"class": "8B", "opens": "course"})
    spawner = SimpleNamespace(user=SimpleNamespace(name="cy", groups=[group]), environment={"KEEP": "1"}, default_url="")
    hc.prepare_spawner(spawner, "/srv/homes/{username}", "/srv/course")
    assert spawner.default_url == hc.COURSE_URL
    assert spawner.environment == {"KEEP": "1", "CASINO_LEARN_HOME": "/srv/homes/cy/.casino_learn", "CASINO_LEARN_OPENS": "course",
                                   "CASINO_LEARN_COURSE": "/srv/course"}


def test_hub_class_reads_progress_from_each_students_home(tmp_path: Path) -> None:
    from casino_learn.classroom.teacher import class_csv, class_rows, teacher_view_html
    from casino_learn.exercises import make_exercise

    homes = str(tmp_path / "{username}")
    ex = make_exercise("card_values", 1, "classic", 1)
    ex.check(ex.answer)
    Progress.load("Ana", home=tmp_path / "ana" / ".casino_learn").record(ex)
    room = hc.HubClass("7A", ["ben", "ana"], homes)
    rows = {r.id: r for r in class_rows(room)}
    assert rows["ana"].topics["capturing"].exercises == 1 and rows["ben"].status == "not started"
    assert "ana,ana,topic,capturing,1," in class_csv(room)
    page = teacher_view_html(room, show_settings=False)
    assert "Computer player" not in page and "Class 7A" in page
    with pytest.raises(Exception):
        room.progress_folder("cy")  # not in the class
    assert not (tmp_path / "ben").exists()  # the teacher view makes nothing


def test_named_modules_commands_and_files_exist() -> None:
    text = CONFIG.read_text() + (DEPLOY / "jupyterhub_config.py").read_text() + (DEPLOY / "README.md").read_text()
    for module in set(re.findall(r"python -m (casino_learn[\w.]*)", text)) | {"casino_learn.hub.singleuser",
                                                                              "casino_learn.hub.teacher_service"}:
        assert subprocess.run([sys.executable, "-c", f"import importlib.util as u; assert u.find_spec({module!r})"],
                              cwd=ROOT).returncode == 0, module
    for path in set(re.findall(r"\b((?:deploy|casino_learn|tests|benchmarks)/[\w./-]+\.(?:py|json|md))\b", text)):
        assert (ROOT / path).exists(), path
    from casino_learn.cli import main

    with pytest.raises(SystemExit) as done:
        main(["hub", "--help"])
    assert done.value.code == 0


def test_students_servers_get_distinct_ports_outside_the_kernels_range() -> None:
    ports = range(41000, 41010)
    first = hc.server_port("test-ana", ports)
    second = hc.server_port("test-ben", ports)
    assert first != second and first in ports and second in ports
    assert hc.server_port("test-ana", ports) == first  # the same student keeps their port
    assert hc.SERVER_PORTS.stop <= 32768  # below Linux's ephemeral ports, where kernels' ports come from
    group = SimpleNamespace(name="class-7A", properties={"opens": "app"})
    spawner = SimpleNamespace(user=SimpleNamespace(name="test-cy", groups=[group]), environment={}, default_url="", port=0)
    hc.prepare_spawner(spawner, "/h/{username}", None, ports=ports)
    assert spawner.port in ports and spawner.port not in (first, second)
