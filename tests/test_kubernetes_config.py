"""The cluster deployment (deploy/kubernetes/) agrees with the kit, checked without a cluster.

The YAML and JSON files parse; every command, module and path they name exists in the kit; the
Dockerfile's COPY sources exist and its CMD is the chart's ``singleuser.cmd`` and the command the
hub tests start; the teacher service's role is minimal; the CPU and memory values parse and agree
with the sizing table of deploy/kubernetes/README.md; the per-class start page works as documented.

Names marked FROM_BRANCH_HUB come from the school-server work (branch ``hub``: ``casino_learn/hub/``,
``deploy/jupyterhub/``). Until that branch is merged these tests check our files against those names
(as written here); once ``casino_learn/hub/`` exists they check them against its code, and that the
cluster's spawn hook decides what a server opens exactly as the school server's does.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
from pathlib import Path, PurePosixPath
from types import SimpleNamespace
from typing import Any

import pytest
import tomllib
import yaml  # PyYAML: a dependency of jupyter-events, hence of jupyterlab (the kit's own dependency)

from casino_learn.app import APP_DIR
from casino_learn.play.notebook_saving import is_course_notebook
from conftest import ROOT

DEPLOY = ROOT / "deploy" / "kubernetes"
HUB_PACKAGE = ROOT / "casino_learn" / "hub"

#: Names that branch ``hub`` provides (checked against its code once it is merged).
FROM_BRANCH_HUB = {
    "teacher service module": "casino_learn.hub.teacher_service",
    "student server module": "casino_learn.hub.singleuser",
    "hub config in the package": "casino_learn/hub/jupyterhub_config.py",
    "school server config": "deploy/jupyterhub/jupyterhub_config.py",
    "school server command": "casino-learn hub",
    "class group": "class-{name}",  # classes.CLASS_GROUP
    "service name": "casino-teacher",  # classes.SERVICE_NAME: /services/casino-teacher/
    "service role": "casino-teacher-service",  # classes.SERVICE_ROLE
    "teacher role": "casino-teacher",  # classes.TEACHER_ROLE
    "homes variable": "CASINO_HUB_HOMES",  # the teacher service's home folder template, with {username}
    "course url": "/lab/tree/notebooks/00_start_here.ipynb",  # classes.COURSE_URL
    "app url": "/voila/render/practice.ipynb",  # classes.APP_URL (the server's root is then the app's pages)
}
SERVICE_NAME = FROM_BRANCH_HUB["service name"]
#: The command the school server (and its tests) start for each student (its Spawner.cmd).
HUB_SINGLEUSER_COMMAND = ["python", "-m", FROM_BRANCH_HUB["student server module"]]

#: One student's server, measured by benchmarks/bench_singleuser_memory.py (RSS in MiB, /proc).
MEASURED_MIB = {"lesson run": 176, "strategy lab run": 235, "lesson + app play page": 246, "busiest likely": 430}


def values() -> dict[str, Any]:
    return yaml.safe_load((DEPLOY / "values.yaml").read_text())


def dockerfile() -> list[tuple[str, str]]:
    """The Dockerfile's instructions as (INSTRUCTION, arguments), continuation lines joined."""
    text = re.sub(r"\\\n", " ", (DEPLOY / "Dockerfile").read_text())
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in lines]


def copies() -> list[tuple[str, str]]:
    """(repository source, image destination) for every COPY of the Dockerfile."""
    found = []
    for instruction, args in dockerfile():
        if instruction == "COPY":
            words = [w for w in shlex.split(args) if not w.startswith("--")]
            *sources, dest = words
            for source in sources:
                target = dest.rstrip("/") + "/" + Path(source).name if dest.endswith("/") else dest
                found.append((source, target))
    return found


def image_env() -> dict[str, str]:
    env = {}
    for instruction, args in dockerfile():
        if instruction == "ENV":
            env.update(dict(w.split("=", 1) for w in shlex.split(args)))
    return env


def image_to_repo(image_path: str) -> Path | None:
    """The repository file a path inside the image comes from (via the COPY lines), if any."""
    for source, dest in copies():
        if image_path == dest or image_path.startswith(dest + "/"):
            return ROOT / source / image_path[len(dest):].lstrip("/")
    return None


def byte_spec(text: str | int) -> int:
    """A z2jh/KubeSpawner memory value (jupyterhub.traitlets.ByteSpecification: K, M, G, T are powers of 1024)."""
    m = re.fullmatch(r"(\d+(?:\.\d+)?)([KMGT]?)", str(text))
    assert m, f"{text!r} is not a KubeSpawner memory value (a number with K, M, G or T)"
    return int(float(m.group(1)) * 1024 ** " KMGT".index(m.group(2) or " "))


def k8s_quantity(text: str | int | float) -> float:
    """A Kubernetes quantity: '50m' CPU, '128Mi' memory, '1' CPU."""
    m = re.fullmatch(r"(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|Ti|k|M|G|T)?", str(text))
    assert m, f"{text!r} is not a Kubernetes quantity"
    scale = {None: 1, "m": 1e-3, "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12}
    return float(m.group(1)) * scale[m.group(2)]


def teacher_container() -> dict[str, Any]:
    (container,) = [c for c in values()["hub"]["extraContainers"] if c["name"] == "casino-learn-teacher"]
    return container


def container_env(container: dict[str, Any]) -> dict[str, Any]:
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in container["env"]}


def module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


# --- the files parse ----------------------------------------------------------------------------


def test_the_files_parse() -> None:
    v = values()
    assert {"hub", "singleuser", "cull", "custom"} <= set(v)
    (pvc,) = list(yaml.safe_load_all((DEPLOY / "casino-learn-homes.yaml").read_text()))
    assert pvc["kind"] == "PersistentVolumeClaim"
    json.loads((DEPLOY / "jupyter_server_config.json").read_text())
    assert dockerfile()[0][0] in ("ARG", "FROM")


# --- the image ----------------------------------------------------------------------------------


def test_the_dockerfiles_copy_sources_exist() -> None:
    assert copies()
    for source, _ in copies():
        assert (ROOT / source).exists(), f"Dockerfile copies {source}, which is not in the repository"


def test_the_image_installs_the_kit_from_source_with_the_app() -> None:
    runs = " ".join(args for instruction, args in dockerfile() if instruction == "RUN")
    assert re.search(r"pip install \"?/tmp/casino-learn\[app\]", runs)
    assert "jupyterhub==${JUPYTERHUB_VERSION}" in runs
    # what pip needs to build the kit is copied (pyproject.toml names README.md as the readme)
    sources = {s for s, _ in copies()}
    assert {"pyproject.toml", "README.md", "casino_learn"} <= sources
    readme = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["readme"]
    assert readme in sources
    # and the base image is pinned to a patch release, not a moving tag
    (base,) = [a for i, a in dockerfile() if i == "ARG" and a.startswith("PYTHON_IMAGE=")]
    assert re.fullmatch(r"PYTHON_IMAGE=python:\d+\.\d+\.\d+-slim-\w+", base)


def test_the_image_cmd_is_the_charts_and_the_hubs() -> None:
    (cmd,) = [json.loads(args) for instruction, args in dockerfile() if instruction == "CMD"]
    assert cmd == values()["singleuser"]["cmd"] == HUB_SINGLEUSER_COMMAND
    config = HUB_PACKAGE / "jupyterhub_config.py"
    if config.exists():  # branch hub merged: the school server starts the same module
        m = re.search(r'Spawner\.cmd\s*=\s*\[(?:sys\.executable|student_python\(\)), "-m", "([\w.]+)"\]', config.read_text())
        assert m and m.group(1) == cmd[2], f"{config} starts another command than the image"
        assert module_exists(cmd[2])
    assert [a for i, a in dockerfile() if i == "USER"] == [str(values()["singleuser"]["uid"])]


def test_jupyterhub_in_the_image_matches_the_charts_hub() -> None:
    header = (DEPLOY / "values.yaml").read_text().split("\n\n", 1)[0]
    chart, hub = re.search(r'version (\d+\.\d+\.\d+): JupyterHub (\d+\.\d+\.\d+)', header).groups()
    (arg,) = [a for i, a in dockerfile() if i == "ARG" and a.startswith("JUPYTERHUB_VERSION=")]
    assert arg == f"JUPYTERHUB_VERSION={hub}"
    readme = (DEPLOY / "README.md").read_text()
    assert set(re.findall(r"--version (\S+)", readme)) == {chart}


def test_every_server_culls_the_kernels_of_closed_tabs() -> None:
    etc = {dest: ROOT / source for source, dest in copies() if dest.startswith("/etc/jupyter/")}
    server = json.loads(etc["/etc/jupyter/jupyter_server_config.json"].read_text())
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    assert set(server) == {"MappingKernelManager"}
    assert set(server["MappingKernelManager"]) <= set(MappingKernelManager.class_trait_names(config=True))
    assert server["MappingKernelManager"]["cull_idle_timeout"] > 0 and server["MappingKernelManager"]["cull_connected"] is False


# --- the start pages, the students' folders ------------------------------------------------------


def test_the_start_pages_are_the_course_and_the_app() -> None:
    v = values()
    urls = v["custom"]["casinoLearn"]["defaultUrls"]
    assert urls == {"course": FROM_BRANCH_HUB["course url"], "app": FROM_BRANCH_HUB["app url"]}
    assert v["singleuser"]["defaultUrl"] == urls["app"]  # a student in no class: the app, as on the school server
    # the course page is the student's copy of the course the image carries (CASINO_LEARN_COURSE)
    lesson = urls["course"].removeprefix("/lab/tree/")
    assert is_course_notebook(lesson)  # saved without outputs
    course = image_env()["CASINO_LEARN_COURSE"]
    assert v["singleuser"]["extraEnv"]["CASINO_LEARN_COURSE"] == course
    assert image_to_repo(f"{course}/{lesson.split('/', 1)[1]}") == ROOT / lesson and (ROOT / lesson).is_file()
    # the app's start page is one of the installed kit's pages
    assert {p.name for p in APP_DIR.glob("*.ipynb")} == {"play.ipynb", "practice.ipynb"}
    assert (APP_DIR / urls["app"].removeprefix("/voila/render/")).is_file()
    if HUB_PACKAGE.exists():
        classes = importlib.import_module("casino_learn.hub.classes")
        assert urls == {"course": classes.COURSE_URL, "app": classes.APP_URL}


class Group(SimpleNamespace):
    pass


def fake_spawner(groups: dict[str, dict[str, str]]) -> SimpleNamespace:
    user = SimpleNamespace(name="ana", groups=[Group(name=n, properties=p) for n, p in groups.items()])
    return SimpleNamespace(user=user, default_url="", environment={"CASINO_LEARN_HOME": "/home/jovyan/.casino_learn"})


def run_spawn_hook(groups: dict[str, dict[str, str]]) -> SimpleNamespace:
    """Run the chart's extraConfig as the hub would (z2jh's get_config, the config object c)."""
    v = values()

    def get_config(key: str, default: Any = None) -> Any:
        node: Any = v
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                return default
            node = node[part]
        return node

    c = SimpleNamespace(KubeSpawner=SimpleNamespace())
    for source in v["hub"]["extraConfig"].values():
        exec(compile(source, "extraConfig", "exec"), {"get_config": get_config, "c": c})
    spawner = fake_spawner(groups)
    c.KubeSpawner.pre_spawn_hook(spawner)
    return spawner


CASES = [
    {"class-7b": {"opens": "app"}},
    {"class-7b": {"opens": "course"}},
    {"class-7b": {"opens": "app"}, "class-chess": {"opens": "course"}},
    {"class-7b": {}},
    {"teachers-7b": {"opens": "course"}},  # a teacher's group does not choose
    {},
]


@pytest.mark.parametrize("groups", CASES)
def test_each_class_opens_the_course_or_the_app_as_it_chose(groups: dict[str, dict[str, str]]) -> None:
    urls = values()["custom"]["casinoLearn"]["defaultUrls"]
    chose_course = any(n.startswith("class-") and p.get("opens") == "course" for n, p in groups.items())
    opens = "course" if chose_course else "app"
    spawner = run_spawn_hook(groups)
    assert spawner.default_url == urls[opens]
    assert spawner.environment == {"CASINO_LEARN_HOME": "/home/jovyan/.casino_learn", "CASINO_LEARN_OPENS": opens}
    if HUB_PACKAGE.exists():  # the school server's hook decides the same
        classes = importlib.import_module("casino_learn.hub.classes")
        theirs = fake_spawner(groups)
        classes.prepare_spawner(theirs, "/home/{username}")
        assert (theirs.default_url, theirs.environment["CASINO_LEARN_OPENS"]) == (spawner.default_url, opens)


def test_progress_is_kept_in_the_students_persistent_home() -> None:
    single = values()["singleuser"]
    home = image_env()["CASINO_LEARN_HOME"]
    assert single["extraEnv"]["CASINO_LEARN_HOME"] == home
    mount = single["storage"]["homeMountPath"]
    assert [a for i, a in dockerfile() if i == "WORKDIR"] == [mount]
    assert home == f"{mount}/.casino_learn"
    if HUB_PACKAGE.exists():
        assert home.rsplit("/", 1)[1] == importlib.import_module("casino_learn.hub.classes").LEARNER_DIR
    # nothing of the image is hidden under the mounted volume
    assert not any(dest.startswith(mount) for _, dest in copies())
    assert single["storage"]["type"] == "static" and single["storage"]["static"]["subPath"] == "{username}"
    (init,) = single["initContainers"]
    assert init["volumeMounts"] == [{"name": "home", "mountPath": mount, "subPath": "{username}"}]
    assert init["command"] == ["chown", f"{single['uid']}:{single['fsGid']}", mount]


def test_one_shared_volume_for_the_students_and_the_teacher_service() -> None:
    v = values()
    pvc = yaml.safe_load((DEPLOY / "casino-learn-homes.yaml").read_text())
    assert pvc["spec"]["accessModes"] == ["ReadWriteMany"]
    name = pvc["metadata"]["name"]
    assert v["singleuser"]["storage"]["static"]["pvcName"] == name
    (volume,) = [vol for vol in v["hub"]["extraVolumes"] if vol["name"] == name]
    assert volume["persistentVolumeClaim"] == {"claimName": name, "readOnly": True}
    (mount,) = teacher_container()["volumeMounts"]
    assert mount["name"] == name and mount["readOnly"] is True
    # <homes>/<user>/.casino_learn: the students' subPath folders, as the teacher service sees them
    subpath = v["singleuser"]["storage"]["static"]["subPath"]
    assert container_env(teacher_container())[FROM_BRANCH_HUB["homes variable"]] == f"{mount['mountPath']}/{subpath}"


# --- the teacher service ------------------------------------------------------------------------


def test_the_teacher_service_runs_the_kits_module() -> None:
    container = teacher_container()
    assert container["command"][:2] == ["python", "-m"]
    module = container["command"][2]
    assert module == FROM_BRANCH_HUB["teacher service module"]
    if HUB_PACKAGE.exists():  # branch hub merged: the module itself, and the variable it reads
        assert module_exists(module), f"{module} is named in values.yaml but not in the kit"
        variable = FROM_BRANCH_HUB["homes variable"]
        assert variable in (HUB_PACKAGE / "teacher_service.py").read_text(), f"the teacher service does not read {variable}"
    assert container["image"] == "{name}:{tag}".format(**values()["singleuser"]["image"])
    assert values()["singleuser"]["initContainers"][0]["image"] == container["image"]


def test_the_teacher_service_is_wired_to_the_hub() -> None:
    v = values()
    service = v["hub"]["services"][SERVICE_NAME]
    assert "admin" not in service and "api_token" not in service and "command" not in service
    port = int(service["url"].rsplit(":", 1)[1])
    assert service["url"] == f"http://hub:{port}"  # the hub's Service, extra port below
    assert [p["port"] for p in v["hub"]["service"]["extraPorts"]] == [port]
    assert [p["targetPort"] for p in v["hub"]["service"]["extraPorts"]] == [port]
    container = teacher_container()
    assert [p["containerPort"] for p in container["ports"]] == [port]
    env = container_env(container)
    assert env["JUPYTERHUB_SERVICE_URL"].endswith(f":{port}")
    assert env["JUPYTERHUB_SERVICE_NAME"] == SERVICE_NAME
    assert env["JUPYTERHUB_SERVICE_PREFIX"] == f"/services/{SERVICE_NAME}/"
    assert env["JUPYTERHUB_CLIENT_ID"] == f"service-{SERVICE_NAME}"
    assert env["JUPYTERHUB_OAUTH_CALLBACK_URL"] == f"/services/{SERVICE_NAME}/oauth_callback"
    assert env["JUPYTERHUB_API_TOKEN"] == {"secretKeyRef": {"name": "hub", "key": f"hub.services.{SERVICE_NAME}.apiToken"}}
    (rule,) = v["hub"]["networkPolicy"]["ingress"]
    assert rule["ports"] == [{"port": port}]
    assert rule["from"] == [{"podSelector": {"matchLabels": {"app": "jupyterhub", "component": "proxy"}}}]


def test_the_teacher_service_has_its_own_minimal_role() -> None:
    roles = values()["hub"]["loadRoles"]
    own = roles[FROM_BRANCH_HUB["service role"]]
    assert own["scopes"] == ["read:groups"] and own["services"] == [SERVICE_NAME]
    assert not own.get("users") and not own.get("groups")
    # teachers may reach the service (school.yaml lists their groups), students may not (the hub answers 403)
    access = roles[FROM_BRANCH_HUB["teacher role"]]
    assert access["scopes"] == [f"access:services!service={SERVICE_NAME}"] and access["groups"] == []
    assert set(roles) == {FROM_BRANCH_HUB["service role"], FROM_BRANCH_HUB["teacher role"]}
    if HUB_PACKAGE.exists():  # the school server's roles, the same names and scopes
        classes = importlib.import_module("casino_learn.hub.classes")
        assert (classes.SERVICE_NAME, classes.SERVICE_ROLE, classes.TEACHER_ROLE) == (
            SERVICE_NAME, FROM_BRANCH_HUB["service role"], FROM_BRANCH_HUB["teacher role"])
        for role in classes.hub_roles(classes.School()):
            assert role["scopes"] == roles[role["name"]]["scopes"]
    assert not any(s.startswith(("admin", "access:servers", "servers", "users", "tokens")) for r in roles.values() for s in r["scopes"])


def test_native_authenticator_without_admins_in_students_servers() -> None:
    config = values()["hub"]["config"]
    assert config["JupyterHub"]["authenticator_class"] == "nativeauthenticator.NativeAuthenticator"
    assert config["JupyterHub"]["admin_access"] is False
    native = config["NativeAuthenticator"]
    assert native["open_signup"] is False and native["allow_all"] is True  # approval by an admin, as on the school server
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = " ".join(" ".join(r) for r in project["optional-dependencies"].values())
    if "hub" in project["optional-dependencies"]:  # branch hub merged: the school server uses the same one
        assert "jupyterhub-nativeauthenticator" in extras


def test_idle_servers_are_culled() -> None:
    cull = values()["cull"]
    assert cull["enabled"] is True
    assert 600 <= cull["timeout"] <= 3600 and cull["every"] <= cull["timeout"]
    kernels = json.loads((DEPLOY / "jupyter_server_config.json").read_text())["MappingKernelManager"]
    assert kernels["cull_idle_timeout"] > 0 and kernels["cull_connected"] is False


# --- sizing -------------------------------------------------------------------------------------


def sizing_table() -> list[list[float]]:
    readme = (DEPLOY / "README.md").read_text()
    rows = re.findall(r"^\| (\d+) \|(.*)\|$", readme, flags=re.M)
    assert rows, "README.md has no sizing table"
    return [[float(n)] + [float(x) for x in rest.split("|")] for n, rest in rows]


def test_cpu_and_memory_parse_and_fit_the_measurements() -> None:
    single = values()["singleuser"]
    guarantee, limit = byte_spec(single["memory"]["guarantee"]), byte_spec(single["memory"]["limit"])
    assert guarantee <= limit
    mib = 2**20
    assert guarantee >= MEASURED_MIB["lesson + app play page"] * mib  # a working student fits in the guarantee
    assert limit >= MEASURED_MIB["busiest likely"] * mib  # a busy one fits under the limit
    cpu_guarantee, cpu_limit = k8s_quantity(single["cpu"]["guarantee"]), k8s_quantity(single["cpu"]["limit"])
    assert 0 < cpu_guarantee <= cpu_limit
    resources = teacher_container()["resources"]
    assert k8s_quantity(resources["requests"]["memory"]) <= k8s_quantity(resources["limits"]["memory"])
    assert k8s_quantity(resources["requests"]["cpu"]) <= k8s_quantity(resources["limits"]["cpu"])


def test_the_sizing_table_follows_from_the_values() -> None:
    single = values()["singleuser"]
    gib = 2**30
    readme = (DEPLOY / "README.md").read_text()
    storage_mib = int(re.search(r"about \*\*(\d+) MiB\*\* on the\s+shared volume", readme).group(1))
    for students, memory_guaranteed, memory_most, cpu, storage in sizing_table():
        assert memory_guaranteed == round(students * byte_spec(single["memory"]["guarantee"]) / gib, 1)
        assert memory_most == round(students * byte_spec(single["memory"]["limit"]) / gib, 1)
        assert cpu == round(students * k8s_quantity(single["cpu"]["guarantee"]), 1)
        assert storage == round(students * storage_mib / 1024, 1)
    # the shared volume's manifest is sized as its comment says
    pvc_text = (DEPLOY / "casino-learn-homes.yaml").read_text()
    students = int(re.search(r"(\d+) students -> ", pvc_text).group(1))
    size = k8s_quantity(yaml.safe_load(pvc_text)["spec"]["resources"]["requests"]["storage"])
    assert size >= students * storage_mib * 2**20
    memory = single["memory"]
    assert f"**{memory['guarantee'][:-1]} MiB guaranteed, {memory['limit'][:-1]} MiB at most**" in readme
    assert f"**{single['cpu']['guarantee']} CPU guaranteed, {single['cpu']['limit']} CPU at most**" in readme


# --- the READMEs name only what exists ----------------------------------------------------------


def named_paths(text: str) -> set[str]:
    return set(re.findall(r"`((?:deploy|tools|benchmarks|tests|notebooks|casino_learn)/[\w./-]+)`", text))


@pytest.mark.parametrize("readme", ["README.md", "deploy/kubernetes/README.md"])
def test_every_path_a_readme_names_exists(readme: str) -> None:
    for path in named_paths((ROOT / readme).read_text()):
        if path.startswith(("deploy/jupyterhub/", "casino_learn/hub/")) and not HUB_PACKAGE.exists():
            continue  # from branch hub, not merged here
        assert (ROOT / path).exists() or (ROOT / path.rstrip("/")).exists(), f"{readme} names {path}, which does not exist"


def test_the_readme_chooser_has_four_ways_each_with_commands() -> None:
    readme = (ROOT / "README.md").read_text()
    chooser = readme.split("## Which setup", 1)[1].split("\n## ", 1)[0]
    for way in ("One learner", "One class on my computer", "A school server", "A cluster"):
        assert f"**{way}**" in chooser
    assert "make lab" in chooser and "casino-learn app" in chooser and "deploy/kubernetes/README.md" in chooser
    assert FROM_BRANCH_HUB["school server command"] in chooser
    assert PurePosixPath("deploy/kubernetes/values.yaml").as_posix() in chooser


# --- backups, the hub's database, the classes from the school file ---------------------------------


def test_the_backup_cronjob_copies_the_database_consistently_from_the_volumes_that_exist() -> None:
    pvc, job = list(yaml.safe_load_all((DEPLOY / "casino-learn-backup.yaml").read_text()))
    assert pvc["kind"] == "PersistentVolumeClaim" and job["kind"] == "CronJob" and job["apiVersion"] == "batch/v1"
    pod = job["spec"]["jobTemplate"]["spec"]["template"]["spec"]
    claims = {v["name"]: v["persistentVolumeClaim"]["claimName"] for v in pod["volumes"]}
    homes = yaml.safe_load((DEPLOY / "casino-learn-homes.yaml").read_text())["metadata"]["name"]
    assert claims == {"hub-db": "hub-db-dir", "homes": homes, "backup": pvc["metadata"]["name"]}
    assert values()["hub"]["db"]["type"] == "sqlite-pvc"  # the chart's PVC hub-db-dir holds jupyterhub.sqlite
    (container,) = pod["containers"]
    mounts = {m["name"]: m for m in container["volumeMounts"]}
    assert set(mounts) == set(claims) and mounts["hub-db"]["readOnly"] and mounts["homes"]["readOnly"]
    script = container["command"][-1]
    assert ".backup(" in script and f"{mounts['hub-db']['mountPath']}/jupyterhub.sqlite" in script  # SQLite's online backup
    assert "cp " not in script and "cat " not in script  # never a plain copy of a live database
    (term,) = pod["affinity"]["podAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]
    assert term["labelSelector"]["matchLabels"] == {"app": "jupyterhub", "component": "hub"}  # hub-db-dir is ReadWriteOnce
    assert container["image"] == values()["hub"]["extraContainers"][0]["image"]  # the kit's image: it has Python


def test_the_hub_database_volume_has_a_size() -> None:
    assert k8s_quantity(values()["hub"]["db"]["pvc"]["storage"]) >= 2**30
    assert "**1Gi**" in (DEPLOY / "README.md").read_text()


def test_the_readme_example_of_classes_is_what_the_converter_prints() -> None:
    """deploy/kubernetes/README.md shows `casino-learn hub values` output: it must parse and have the chart's keys."""
    readme = (DEPLOY / "README.md").read_text()
    block = readme.split("casino-learn hub values --school school.json > classes.yaml\n```", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    classes = yaml.safe_load(block)
    assert set(classes["hub"]["config"]["JupyterHub"]["load_groups"]) == {"class-7A", "teachers-7A"}
    assert classes["hub"]["loadRoles"][FROM_BRANCH_HUB["teacher role"]]["groups"] == ["teachers-7A"]
    assert classes["hub"]["config"]["Authenticator"]["admin_users"] == values()["hub"]["config"]["Authenticator"]["admin_users"]
    assert "type: secret" in readme and "kubectl create secret tls" in readme  # own TLS certificate


def helm_merge(base: Any, overlay: Any) -> Any:
    """Values merged as Helm merges ``--values`` files: maps key by key, everything else (lists too) replaced."""
    if isinstance(base, dict) and isinstance(overlay, dict):
        merged = dict(base)
        for key, value in overlay.items():
            merged[key] = helm_merge(base[key], value) if key in base else value
        return merged
    return overlay


def test_the_school_example_overlay_keeps_the_containers_whole_with_the_schools_image() -> None:
    """school.example.yaml merged over values.yaml: the teacher container still has its command,
    ports and env; the home-folder step its command; every image is the school's, named once."""
    school = yaml.safe_load((DEPLOY / "school.example.yaml").read_text())
    merged = helm_merge(values(), school)
    mine = f'{school["singleuser"]["image"]["name"]}:{school["singleuser"]["image"]["tag"]}'
    assert not mine.startswith("registry.example.org")
    ours = {c["name"]: c for c in values()["hub"]["extraContainers"] + values()["singleuser"]["initContainers"]}
    containers = merged["hub"]["extraContainers"] + merged["singleuser"]["initContainers"]
    assert {c["name"] for c in containers} == set(ours)
    for container in containers:
        assert container["image"] == mine, container["name"]
        # the whole entry of values.yaml but the image: nothing dropped by Helm's list replacement
        assert {k: v for k, v in container.items() if k != "image"} == {k: v for k, v in ours[container["name"]].items() if k != "image"}
    teacher = next(c for c in merged["hub"]["extraContainers"] if c["name"] == "casino-learn-teacher")
    assert teacher["command"] and teacher["ports"] and {e["name"] for e in teacher["env"]} >= {"JUPYTERHUB_API_TOKEN", "CASINO_HUB_HOMES"}
    # values.yaml itself names its placeholder image once (a YAML anchor) for both containers
    text = (DEPLOY / "values.yaml").read_text()
    assert text.count("registry.example.org/casino-learn-singleuser:") == 1 and "*image" in text
    readme = (DEPLOY / "README.md").read_text()
    assert "school.example.yaml" in readme and "the two containers" not in readme
