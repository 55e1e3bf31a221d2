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


def load_config(tmp_path: Path, config: Path = CONFIG, shared_user: bool = False) -> Any:
    """The config as the hub reads it; as if root (students kept apart needs root), whoever runs the tests."""
    pytest.importorskip("jupyterhub", reason="the hub extra: pip install -e '.[hub]'")
    from unittest import mock

    from traitlets.config.loader import PyFileConfigLoader

    (tmp_path / "school.json").write_text(json.dumps(SCHOOL))
    env = hub_env(tmp_path, port=8123, proxy="/opt/chp", shared_user=shared_user)
    import os
    saved, mask = dict(os.environ), os.umask(0o022)
    os.environ.update(env)
    try:
        with mock.patch("casino_learn.hub.useradd_missing", return_value=None):
            return PyFileConfigLoader(config.name, str(config.parent)).load_config()
    finally:
        os.umask(mask)
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
    service, culler = c.JupyterHub.services
    assert service["name"] == hc.SERVICE_NAME and "api_token" not in service  # OAuth through the hub, no shared token
    assert service["command"][1:] == ["-m", "casino_learn.hub.teacher_service"]
    roles = {r["name"]: r for r in c.JupyterHub.load_roles}
    assert roles["casino-teacher-service"]["scopes"] == ["read:groups"]
    assert roles["casino-teacher-service"]["services"] == [hc.SERVICE_NAME]
    assert roles["casino-teacher"]["scopes"] == [f"access:services!service={hc.SERVICE_NAME}"]
    assert roles["casino-teacher"]["groups"] == ["teachers-7A", "teachers-8B"]
    assert not any(r.get("name") == "admin" for r in c.JupyterHub.load_roles)
    assert c.Spawner.cmd[1:] == ["-m", "casino_learn.hub.singleuser"]
    # The idle culler: a service with a role of only the scopes it needs, 20 minutes by default.
    assert culler["name"] == hc.CULLER_NAME and culler["command"][1:3] == ["-m", "casino_learn.hub.culler"]
    assert "--timeout=1200" in culler["command"] and "api_token" not in culler
    assert roles[hc.CULLER_NAME] == {**roles[hc.CULLER_NAME], "scopes": ["list:users", "read:users:activity", "read:servers",
                                                                         "delete:servers"], "services": [hc.CULLER_NAME]}
    assert c.JupyterHub.default_url is hc.landing_url
    assert c.JupyterHub.hub_bind_url == "http://127.0.0.1:8081"
    # Students kept apart: each server as the student's own system user, homes outside the private state folder.
    assert c.JupyterHub.spawner_class == "casino_learn.hub.spawner.StudentSpawner"
    assert c.StudentSpawner.homes == "/home/casino-hub/{username}"
    assert tmp_path.stat().st_mode & 0o777 == 0o700 and (tmp_path / "school.json").stat().st_mode & 0o777 == 0o600
    # Activity reaches the hub within a minute, so the culler never stops a page in use.
    assert c.Spawner.environment["JUPYTERHUB_ACTIVITY_INTERVAL"] == "30" and c.JupyterHub.last_activity_interval == 0


def test_one_shared_user_only_when_asked_for_and_never_without_root(tmp_path: Path, monkeypatch) -> None:
    from casino_learn import hub

    c = load_config(tmp_path, shared_user=True)
    assert c.JupyterHub.spawner_class == "simple"
    assert c.SimpleLocalProcessSpawner.home_dir_template == str(tmp_path / "homes" / "{username}")
    monkeypatch.setattr(hub.os, "geteuid", lambda: 1000)
    assert hub.useradd_missing() == "making a system user per student needs root"
    with pytest.raises(hub.HubSetupError, match=r"own system user.*needs root.*sudo.*--unsafe-shared-user"):
        hub.check_isolation(False)
    hub.check_isolation(True)
    with pytest.raises(hub.HubSetupError, match="needs root"):  # the config itself refuses, also under jupyterhub -f
        (tmp_path / "school.json").write_text(json.dumps(SCHOOL))
        saved, mask = dict(hub.os.environ), hub.os.umask(0o022)
        hub.os.environ.update(hub_env(tmp_path))
        try:
            from traitlets.config.loader import PyFileConfigLoader

            PyFileConfigLoader(CONFIG.name, str(CONFIG.parent)).load_config()
        finally:
            hub.os.umask(mask)
            hub.os.environ.clear()
            hub.os.environ.update(saved)


def test_cull_after_has_a_safe_minimum() -> None:
    from casino_learn.hub import MIN_CULL_AFTER, HubSetupError, check_cull_after

    assert MIN_CULL_AFTER == 300
    check_cull_after(0, {})
    check_cull_after(300, {})
    with pytest.raises(HubSetupError, match=r"--cull-after 120 is too short.*at least 300"):
        check_cull_after(120, {})
    check_cull_after(120, {"CASINO_HUB_CULL_MINIMUM": "90"})  # the kit's own tests only


def test_students_system_users_are_the_kits_own() -> None:
    pytest.importorskip("jupyterhub")
    from casino_learn.hub.spawner import NAME_MAX, system_user

    assert system_user("ana") == "cl-ana"
    assert system_user("root") == "cl-root"  # never a system account of the machine
    odd = {system_user(n) for n in ("ana@school.org", "ana-school.org", "a" * 64, "a" * 63 + "b")}
    assert len(odd) == 4 and all(len(n) <= NAME_MAX and n.startswith("cl-") and "@" not in n for n in odd)


def test_students_must_reach_the_kit() -> None:
    import tempfile

    from casino_learn.hub import HubSetupError, check_reachable, closed_to_others

    with tempfile.TemporaryDirectory() as folder:
        Path(folder).chmod(0o755)
        private = Path(folder) / "private"
        (private / "bin").mkdir(parents=True)
        (private / "bin" / "python").write_text("")
        private.chmod(0o700)
        assert closed_to_others(private / "bin" / "python") == private
        with pytest.raises(HubSetupError, match=r"cannot reach the Python.*private is closed to other users.*/opt/casino-hub"):
            check_reachable({"CASINO_HUB_PYTHON": str(private / "bin" / "python")})
        for p in (private, private / "bin"):
            p.chmod(0o755)
        assert closed_to_others(private / "bin" / "python") is None


def test_culler_time_and_internal_ports_come_from_the_options(tmp_path: Path) -> None:
    import os

    saved = dict(os.environ)
    os.environ.update(CASINO_HUB_CULL_AFTER="0", CASINO_HUB_PORTS_FROM="9301")
    try:
        c = load_config(tmp_path)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    assert [s["name"] for s in c.JupyterHub.services] == [hc.SERVICE_NAME]  # --cull-after 0: no culler
    assert hc.CULLER_NAME not in {r["name"] for r in c.JupyterHub.load_roles}
    assert c.JupyterHub.hub_bind_url == "http://127.0.0.1:9301"
    assert c.ConfigurableHTTPProxy.api_url == "http://127.0.0.1:9302"
    assert c.JupyterHub.services[0]["url"] == "http://127.0.0.1:9303"
    env = hub_env(tmp_path, ports_from=9301, cull_after=60, environ={})
    assert env["CASINO_HUB_PORTS_FROM"] == "9301" and env["CASINO_HUB_CULL_AFTER"] == "60"


def test_teachers_and_admins_land_without_a_server_of_their_own() -> None:
    def handler(name: str, groups: list[str], admin: bool = False) -> Any:
        user = SimpleNamespace(name=name, admin=admin, groups=[SimpleNamespace(name=g) for g in groups])
        return SimpleNamespace(current_user=user, base_url="/")

    assert hc.landing_url(handler("ms-lee", ["teachers-7A"])) == "/services/casino-teacher/"
    assert hc.landing_url(handler("it-office", [], admin=True)) == "/hub/authorize"
    assert hc.landing_url(handler("ana", ["class-7A"])) == ""  # JupyterHub's default: her own server
    assert hc.landing_url(SimpleNamespace(current_user=None, base_url="/")) == ""


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
    # SystemdSpawner with dynamic users: the hub and the teacher service read /var/lib/private/<name>
    # (always there), the student's own server sees the same folder as /var/lib/<name>
    hc.prepare_spawner(spawner, "/var/lib/private/{username}", "/srv/course")
    assert spawner.environment["CASINO_LEARN_HOME"] == "/var/lib/cy/.casino_learn"
    assert hc.progress_folder("/var/lib/private/{username}", "cy") == Path("/var/lib/private/cy/.casino_learn")


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


def test_a_second_hub_on_the_computer_gives_its_students_ports_from_another_block() -> None:
    default = hc.hub_server_ports(8081, 8081)
    assert default[0] == 20000 and sorted(default) == list(hc.SERVER_PORTS)
    starts = {hc.hub_server_ports(first, 8081)[0] for first in range(40000, 40040, 3)}
    assert len(starts) == len(range(40000, 40040, 3))  # hubs on other internal ports: each its own block
    assert all(start % hc.SERVER_PORT_BLOCK == 0 and start in hc.SERVER_PORTS for start in starts)


# --- what casino-learn hub checks before it starts (issue: the IT person's first try) -------------------

def _school_file(tmp_path: Path, school: dict[str, Any] = SCHOOL) -> Path:
    path = tmp_path / "school.json"
    path.write_text(json.dumps(school))
    return path


def _course(tmp_path: Path) -> Path:
    folder = tmp_path / "course"
    folder.mkdir(exist_ok=True)
    (folder / "00_start_here.ipynb").write_text("{}")
    return folder


def test_preflight_refuses_a_school_without_file_or_admin(tmp_path: Path) -> None:
    from casino_learn.hub import HubSetupError, check_school

    with pytest.raises(HubSetupError, match=r"no school file at .*school\.json.*--school FILE.*school\.example\.json"):
        check_school(tmp_path / "school.json")
    with pytest.raises(HubSetupError, match=r"names no admin.*\"admins\""):
        check_school(_school_file(tmp_path, {"classes": SCHOOL["classes"]}))
    check_school(_school_file(tmp_path))


def test_preflight_finds_the_course_or_names_the_option(tmp_path: Path) -> None:
    from casino_learn.hub import COURSE_START, HubSetupError, check_course, course_folder

    assert (course_folder() / COURSE_START).is_file()  # this checkout's notebooks/
    assert check_course(_course(tmp_path)) == tmp_path / "course"
    (tmp_path / "empty").mkdir()
    with pytest.raises(HubSetupError, match=r"has no 00_start_here\.ipynb: pass --course PATH"):
        check_course(tmp_path / "empty")


def test_preflight_refuses_root_with_the_simple_spawner_on_a_network(tmp_path: Path) -> None:
    from casino_learn.hub import HubSetupError, check_root

    with pytest.raises(HubSetupError, match=r"--unsafe-shared-user as root.*on a network.*own system user.*Keeping students apart"):
        check_root("0.0.0.0", "simple", euid=0)
    check_root("127.0.0.1", "simple", euid=0)  # a trial on the server itself
    check_root("0.0.0.0", "simple", euid=1000)
    check_root("0.0.0.0", "systemdspawner.SystemdSpawner", euid=0)
    assert len(str(pytest.raises(HubSetupError, check_root, "0.0.0.0", "simple", 0).value).splitlines()) == 1


def test_preflight_reads_the_spawner_from_the_config_and_checks_everything(tmp_path: Path, monkeypatch) -> None:
    pytest.importorskip("jupyterhub")
    from casino_learn.hub import CONFIG, HubSetupError, preflight
    from tests.browser.hubserver import free_run

    _school_file(tmp_path)
    first = free_run(4)
    env = hub_env(tmp_path, port=first, ports_from=first + 1, shared_user=True)
    with pytest.raises(HubSetupError, match="as root"):
        preflight(tmp_path, ip="0.0.0.0", port=first, course=_course(tmp_path), ports_from=first + 1, env=env, euid=0,
                  shared_user=True)
    with pytest.raises(HubSetupError, match="one shared user.*--unsafe-shared-user"):  # a config with the simple spawner, not asked for
        mine = tmp_path / "shared_config.py"
        mine.write_text(f"load_subconfig({str(CONFIG)!r})\nc.JupyterHub.spawner_class = 'simple'\n")
        monkeypatch.setattr("casino_learn.hub.check_isolation", lambda shared: None)
        monkeypatch.setattr("casino_learn.hub.check_reachable", lambda env: None)
        preflight(tmp_path, ip="127.0.0.1", port=first, course=_course(tmp_path), config=mine, ports_from=first + 1,
                  env=hub_env(tmp_path, port=first, ports_from=first + 1), euid=0)
    mine = tmp_path / "systemd_config.py"
    mine = tmp_path / "systemd_config.py"
    mine.write_text(f"load_subconfig({str(CONFIG)!r})\nc.JupyterHub.spawner_class = 'no_such_spawner_x.Spawner'\n")
    with pytest.raises(HubSetupError, match="the spawner no_such_spawner_x.Spawner is not installed"):
        preflight(tmp_path, ip="0.0.0.0", port=first, course=_course(tmp_path), config=mine, ports_from=first + 1, env=env, euid=0)
    mine.write_text(f"load_subconfig({str(CONFIG)!r})\nc.JupyterHub.spawner_class = 'jupyterhub.spawner.LocalProcessSpawner'\n")
    assert preflight(tmp_path, ip="0.0.0.0", port=first, course=_course(tmp_path), config=mine, ports_from=first + 1, env=env,
                     euid=0) == tmp_path / "course"


def test_preflight_names_a_busy_port_and_the_option(tmp_path: Path) -> None:
    import socket

    from casino_learn.hub import HubSetupError, check_ports
    from tests.browser.hubserver import free_run

    first = free_run(5)
    check_ports("127.0.0.1", first, first + 1)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", first + 2))
        busy.listen()
        with pytest.raises(HubSetupError, match=rf"port {first + 2} \(the proxy's API\) is already in use.*--internal-ports-from"):
            check_ports("127.0.0.1", first, first + 1)
        with pytest.raises(HubSetupError, match=rf"port {first + 2} on 127.0.0.1 is already in use.*--port"):
            check_ports("127.0.0.1", first + 2, first + 3)
    with pytest.raises(HubSetupError, match="internal ports"):
        check_ports("127.0.0.1", first + 1, first + 1)


def test_hub_extra_has_what_the_hub_runs_and_the_cli_says_what_is_missing(tmp_path: Path, monkeypatch, capsys) -> None:
    import tomllib

    import casino_learn.hub as hub

    extra = {re.split(r"[<>=]", r)[0] for r in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["hub"]}
    assert {pip for _module, pip in hub.HUB_PACKAGES} <= extra
    assert {"jupyterlab-language-pack-es-ES", "jupyterlab-language-pack-pt-BR"} <= extra  # a class's JupyterLab menus
    conda = (ROOT / "environment.yml").read_text()
    assert all(f"- {name}" in conda for name in extra), "the hub extra and environment.yml list the same packages"
    monkeypatch.setattr(hub, "HUB_PACKAGES", hub.HUB_PACKAGES + (("no_such_module_x", "voila-missing"),))
    from casino_learn.cli import main

    assert main(["hub", "--state", str(tmp_path), "--port", "1"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("casino-learn hub: the school hub needs voila-missing: pip install 'casino-learn[hub]'")
    assert len(err.splitlines()) == 1
    for readme in (ROOT / "README.md", DEPLOY / "README.md"):
        assert "pip install -e '.[hub]'" in readme.read_text(), readme


def test_students_servers_have_no_terminals_and_no_news(tmp_path: Path) -> None:
    from casino_learn.hub.singleuser import prepare_home, singleuser_command

    cmd = singleuser_command(["--port=1"], tmp_path)
    assert "--ServerApp.terminals_enabled=False" in cmd and "--LabApp.news_url=None" in cmd
    assert cmd[-1] == "--port=1"  # the spawner's own arguments come last
    course = _course(tmp_path)
    (course / "es").mkdir()
    (course / "es" / "00_start_here.ipynb").write_text("{}")
    home = tmp_path / "home"
    home.mkdir()
    (course / "09_teacher_guide.ipynb").write_text("{}")
    (course / "es" / "09_teacher_guide.ipynb").write_text("{}")
    prepare_home(home, str(course))
    mine = home / "notebooks"
    assert (mine / "00_start_here.ipynb").exists()
    assert not (mine / "es").exists() and not (mine / "09_teacher_guide.ipynb").exists()  # English only; no teacher guide
    # The JupyterLab news prompt is off in the student's own settings, where the server reads them:
    settings = home / ".jupyter" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    assert json.loads(settings.read_text()) == {"fetchNews": "false"}
    assert f"--LabApp.user_settings_dir={tmp_path / '.jupyter' / 'lab' / 'user-settings'}" in cmd
    spanish = tmp_path / "home-es"
    spanish.mkdir()
    prepare_home(spanish, str(course), "es")
    assert sorted(p.relative_to(spanish / "notebooks").as_posix() for p in (spanish / "notebooks").rglob("*.ipynb")) == ["es/00_start_here.ipynb"]
    # JupyterLab's menus in the class's language (its language pack is in the hub extra); none set for English
    menus = Path(".jupyter") / "lab" / "user-settings" / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    assert json.loads((spanish / menus).read_text()) == {"locale": "es_ES"} and not (home / menus).exists()
    import importlib.util

    assert importlib.util.find_spec("jupyterlab_language_pack_es_ES") and importlib.util.find_spec("jupyterlab_language_pack_pt_BR")
    # Kernels no page is connected to are stopped when idle (Voila's too: the server's own kernel manager)
    assert "--MappingKernelManager.cull_idle_timeout=600" in cmd and "--MappingKernelManager.cull_connected=False" in cmd


def test_an_app_students_server_serves_the_pages_from_their_own_home(tmp_path: Path, monkeypatch) -> None:
    """The root of every student's server is their home: the kit's page folder (in an editable
    install, the checkout) is out of reach; the pages are copied in afresh at every start."""
    import os

    from casino_learn.app import APP_DIR
    from casino_learn.hub import singleuser

    home = tmp_path / "ana"
    home.mkdir()
    singleuser.prepare_home(home, None, app=True)
    for page in APP_DIR.glob("*.ipynb"):
        assert (home / page.name).read_bytes() == page.read_bytes()
    (home / "practice.ipynb").chmod(0o600)
    (home / "practice.ipynb").write_text("changed")
    singleuser.prepare_home(home, None, app=True)
    assert (home / "practice.ipynb").read_bytes() == (APP_DIR / "practice.ipynb").read_bytes()
    started = {}
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("CASINO_LEARN_OPENS", "app")
    monkeypatch.setenv("CASINO_LEARN_HOME", str(home / ".casino_learn"))
    monkeypatch.setattr(os, "execve", lambda exe, cmd, env: started.update(cmd=cmd))
    monkeypatch.setattr(os, "chdir", lambda path: None)
    singleuser.main(["--port=1"])
    assert f"--ServerApp.root_dir={home}" in started["cmd"]
    assert not any(str(APP_DIR) in arg for arg in started["cmd"])


def test_on_the_hub_the_practice_name_is_the_login(monkeypatch) -> None:
    pytest.importorskip("ipywidgets")
    from casino_learn.classroom.page import practice_page

    monkeypatch.delenv("CASINO_LEARN_CLASS", raising=False)
    monkeypatch.setenv("JUPYTERHUB_USER", "ana")
    view = practice_page("")
    box = view.children[1].children[0].children[0]
    assert box.value == "ana" and box.disabled
    # Each visit's first exercise is its own on the hub (a fixed seed only when the tests ask for one)
    from casino_learn.classroom.page import _session_seed

    monkeypatch.delenv("CASINO_LEARN_PRACTICE_SEED", raising=False)
    assert len({_session_seed() for _ in range(5)}) > 1
    monkeypatch.setenv("CASINO_LEARN_PRACTICE_SEED", "7")
    assert _session_seed() == 7
    monkeypatch.delenv("CASINO_LEARN_PRACTICE_SEED")
    monkeypatch.delenv("JUPYTERHUB_USER")
    assert _session_seed() == 1  # casino-learn app without a class: as before


def test_an_installed_kit_finds_the_course_it_ships(tmp_path: Path, monkeypatch) -> None:
    """pip install '.[app,hub]' (not editable) has no checkout: the course is installed as data files
    into <prefix>/share/casino_learn/notebooks, where the hub looks for it."""
    import runpy
    import sys

    import tomllib

    import casino_learn.hub as hub
    from casino_learn.i18n import TRANSLATED

    data = dict(runpy.run_path(str(ROOT / "setup.py"), run_name="setup")["course_data_files"](ROOT))
    assert "notebooks/00_start_here.ipynb" in data["share/casino_learn/notebooks"]
    for lang in TRANSLATED:  # every language's course, found rather than listed
        assert f"notebooks/{lang}/00_start_here.ipynb" in data[f"share/casino_learn/notebooks/{lang}"]
    assert "data-files" not in tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    site = tmp_path / "lib" / "site-packages" / "casino_learn" / "hub"
    site.mkdir(parents=True)
    monkeypatch.setattr(hub, "HERE", site)
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    monkeypatch.setattr("sysconfig.get_path", lambda *a, **k: str(tmp_path / "nowhere"))
    assert hub.course_folder() is None
    shipped = tmp_path / "share" / "casino_learn" / "notebooks"
    shipped.mkdir(parents=True)
    (shipped / hub.COURSE_START).write_text("{}")
    assert hub.course_folder() == shipped


def test_a_class_chooses_its_language() -> None:
    """A class with "lang": "es" gets the kit's words in Spanish (CASINO_LEARN_LANG) and, when it
    opens the course, the Spanish lessons (issue 16); a bad language is refused by name."""
    school = hc.parse_school({"admins": ["it"], "classes": {"9C": {"teachers": ["t"], "students": ["ana"], "opens": "course",
                                                                   "lang": "es"}}})
    properties = hc.hub_groups(school)["class-9C"]["properties"]
    assert properties["lang"] == "es"
    group = SimpleNamespace(name="class-9C", properties=properties)
    spawner = SimpleNamespace(user=SimpleNamespace(name="ana", groups=[group]), environment={}, default_url="")
    hc.prepare_spawner(spawner, "/srv/homes/{username}", "/srv/course")
    assert spawner.environment["CASINO_LEARN_LANG"] == "es"
    assert spawner.default_url.endswith("/es/00_start_here.ipynb")
    with pytest.raises(hc.SchoolError, match="lang"):
        hc.parse_school({"admins": ["it"], "classes": {"9C": {"teachers": ["t"], "students": ["ana"], "lang": "fr"}}})


def test_on_the_hub_the_learner_is_the_login_everywhere(tmp_path: Path, monkeypatch) -> None:
    """A course student's progress counts from their first exercise: no name to type in lesson 00."""
    pytest.importorskip("ipywidgets")
    from casino_learn.classroom.page import intro_html
    from casino_learn.exercises.progress import current_learner
    from casino_learn.widgets.learner import LearnerCard
    from casino_learn.widgets.practice import PracticePage

    monkeypatch.setenv("CASINO_LEARN_HOME", str(tmp_path))
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    assert current_learner() is None
    monkeypatch.setenv("JUPYTERHUB_USER", "ana")
    assert current_learner() == "ana"
    card = LearnerCard()
    assert card.learner == "ana" and card.ask_row.layout.display == "none" and card.change_button.layout.display == "none"
    page = PracticePage()
    assert page.name.value == "ana" and page.name.disabled
    assert "You are logged in as <b>ana</b>." in intro_html("practice.ipynb") and "Type your name" not in intro_html("practice.ipynb")
    # Lesson 00's card says why there is no name to type (the lesson's text asks for one off the hub), in the class's language
    assert "your name is your log-in, so there is nothing to type here" in card.line.value
    from casino_learn.i18n import language

    with language("es"):
        assert "no hay nada que escribir" in LearnerCard().line.value
    # A page of the hub carries its culled-server notice, in the class's language
    with language("es"):
        assert 'id="casino-hub-stopped" hidden data-text="Esta página se detuvo' in intro_html("play.ipynb")
    monkeypatch.delenv("JUPYTERHUB_USER")
    assert "casino-hub-stopped" not in intro_html("play.ipynb")


def test_the_teacher_view_links_to_the_hub_and_log_out() -> None:
    pytest.importorskip("jupyterhub")
    from casino_learn.hub.teacher_service import hub_links

    links = hub_links("/")
    assert 'href="/hub/home"' in links and 'href="/hub/logout"' in links and "Log out" in links


def test_root_with_the_simple_spawner_on_this_computer_warns() -> None:
    from casino_learn.hub import root_warning

    assert "every student's code runs as root" in (root_warning("simple", euid=0) or "")
    assert root_warning("simple", euid=1000) is None
    assert root_warning("systemdspawner.SystemdSpawner", euid=0) is None


def _without_sqlite3_program(tmp_path: Path) -> dict[str, str]:
    """An environment whose PATH has the shell tools the backup script uses and python3, but no
    sqlite3 program (as on a server without the sqlite3 package)."""
    import os
    import shutil

    folder = tmp_path / "bin"
    folder.mkdir()
    for tool in ("sh", "date", "mkdir", "chmod", "rm", "cp", "mv", "find"):
        (folder / tool).symlink_to(shutil.which(tool) or f"/bin/{tool}")
    (folder / "python3").symlink_to(sys.executable)
    return {**os.environ, "PATH": str(folder)}


@pytest.mark.parametrize("copier", ["the sqlite3 program if installed", "python3 only"])
def test_the_nightly_backup_copies_what_exists_privately_and_fails_clearly(tmp_path: Path, copier: str) -> None:
    import os
    import sqlite3

    env = _without_sqlite3_program(tmp_path) if copier == "python3 only" else None

    script = DEPLOY / "casino-hub-backup.sh"
    assert "umask 077" in script.read_text()
    state, homes, backup = tmp_path / "state", tmp_path / "homes", tmp_path / "backup"
    (homes / "ana" / ".casino_learn").mkdir(parents=True)
    (homes / "ana" / ".casino_learn" / "progress-ana.json").write_text("{}")
    state.mkdir()
    missing = subprocess.run(["sh", str(script), str(state), str(homes), str(backup)], capture_output=True, text=True, env=env)
    assert missing.returncode == 1 and "no hub database at" in missing.stderr and len(missing.stderr.splitlines()) == 1
    with sqlite3.connect(state / "jupyterhub.sqlite") as db:
        db.execute("create table users (name text)")
    (state / "school.json").write_text("{}")  # no jupyterhub_config.py: the kit's own config was used
    done = subprocess.run(["sh", str(script), str(state), str(homes), str(backup)], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    (day,) = [p for p in backup.iterdir()]
    assert (day / "jupyterhub.sqlite").is_file() and (day / "school.json").is_file()
    assert (day / "homes" / "ana" / ".casino_learn" / "progress-ana.json").is_file()
    assert oct(backup.stat().st_mode & 0o777) == "0o700" and oct(os.stat(day / "jupyterhub.sqlite").st_mode & 0o077) == "0o0"
    with sqlite3.connect(day / "jupyterhub.sqlite") as copy:  # a real database, not a damaged file
        assert copy.execute("select name from sqlite_master").fetchall() == [("users",)]


def test_the_teacher_view_speaks_the_classs_language(tmp_path: Path) -> None:
    pytest.importorskip("jupyterhub")
    from casino_learn.hub.teacher_service import class_page

    room = hc.HubClass("7B", ["dana"], str(tmp_path / "{username}"))
    english = class_page(room)
    room.lang = "es"
    spanish = class_page(room, several=True)
    assert '<html lang="en"' in english and "Log out" in english
    assert '<html lang="es"' in spanish and "Log out" not in spanish and "Todas tus clases" in spanish


def test_a_class_gets_jupyterlabs_menus_in_its_language_from_the_languages_own_file() -> None:
    from casino_learn.hub.singleuser import lab_locale
    from casino_learn.i18n import TRANSLATED, language_info

    assert lab_locale("es") == "es_ES" and lab_locale("pt") == "pt_BR" and lab_locale("") is None
    for lang in TRANSLATED:
        declared = language_info(lang).get("jupyterlab_locale", "")
        assert lab_locale(lang) == (None if declared.startswith("en") or not declared else declared)


def test_two_hubs_starting_at_once_install_the_proxy_once(tmp_path: Path, monkeypatch) -> None:
    """The suite's two workers on a fresh clone started two hubs together: both ran `npm ci` in one
    folder and one failed (ENOENT). The install is now done under a file lock, once."""
    import threading
    import time

    import casino_learn.hub as hub

    calls: list[int] = []

    def fake_install(folder: Path, program: Path, stamp: Path, digest: str, quiet: bool) -> Path:
        calls.append(1)
        time.sleep(0.3)  # long enough for the other start to arrive while this one installs
        program.parent.mkdir(parents=True, exist_ok=True)
        program.write_text("#!/bin/sh\n")
        stamp.write_text(digest + "\n")
        return program

    monkeypatch.setattr(hub, "node_missing", lambda: None)
    monkeypatch.setattr(hub, "_install_proxy", fake_install)
    results: list[Path] = []
    starts = [threading.Thread(target=lambda: results.append(hub.ensure_proxy(tmp_path / "proxy", quiet=True)))
              for _ in range(2)]
    for start in starts:
        start.start()
    for start in starts:
        start.join()
    assert len(calls) == 1 and len(results) == 2 and results[0] == results[1] and results[0].exists()
