# The casino_learn school hub: `casino-learn hub` runs `jupyterhub -f` this file (shipped in the
# package, so an installed kit has it; deploy/jupyterhub/jupyterhub_config.py loads it and is
# the place for a school's own changes). Read by JupyterHub, with these settings from the
# environment (`casino-learn hub` sets them from its options):
#
#   CASINO_HUB_STATE   folder of the hub's database, cookie secret, proxy and PID files (required)
#   CASINO_HUB_IP / CASINO_HUB_PORT   where students and teachers connect (127.0.0.1:8000)
#   CASINO_HUB_SCHOOL  the school file: classes, teachers, students (default <state>/school.json)
#   CASINO_HUB_HOMES   students' home folders, with {username} (default <state>/homes/{username})
#   CASINO_HUB_PROXY   the configurable-http-proxy program (casino-learn hub installs it with npm)
#   CASINO_HUB_SSL_CERT / CASINO_HUB_SSL_KEY   serve HTTPS (do this whenever the hub is on a network)
#   CASINO_LEARN_COURSE  the course's notebooks, copied into each new home (default: the checkout's
#                        notebooks/, or the installed kit's <prefix>/share/casino_learn/notebooks)
#   CASINO_HUB_PORTS_FROM  first of three free internal ports (hub API, proxy API, teacher service;
#                        default 8081; casino-learn hub --internal-ports-from)
#   CASINO_HUB_CULL_AFTER  stop a server idle this many seconds (default 1200; 0: never;
#                        casino-learn hub --cull-after), by jupyterhub-idle-culler run as a hub service
#
# Spawner: SimpleLocalProcessSpawner runs every student's server as the Unix user running the
# hub. It needs no root and no other setup, which is why the tests use it, but it does NOT keep
# students' files apart (every student's code runs as the same Unix user). On a real school
# server use one of the spawners in deploy/jupyterhub/README.md ("Keeping students apart").

import os
import sys
from pathlib import Path

from casino_learn.hub import CULL_AFTER, PORTS_FROM, course_folder
from casino_learn.hub.classes import (
    CULLER_NAME,
    SERVER_PORTS,
    SERVICE_NAME,
    culler_role,
    hub_groups,
    hub_roles,
    landing_url,
    load_school,
    prepare_spawner,
)

c = get_config()  # type: ignore[name-defined]  # noqa: F821  (JupyterHub gives it to config files)

state = Path(os.environ.get("CASINO_HUB_STATE") or Path.cwd()).expanduser().resolve()
state.mkdir(parents=True, exist_ok=True, mode=0o700)
ip = os.environ.get("CASINO_HUB_IP", "127.0.0.1")
port = int(os.environ.get("CASINO_HUB_PORT", "8000"))
first_internal = int(os.environ.get("CASINO_HUB_PORTS_FROM") or PORTS_FROM)
cull_after = int(os.environ.get("CASINO_HUB_CULL_AFTER") or CULL_AFTER)
school = load_school(os.environ.get("CASINO_HUB_SCHOOL") or state / "school.json")
homes = os.environ.get("CASINO_HUB_HOMES") or str(state / "homes" / "{username}")
course = os.environ.get("CASINO_LEARN_COURSE") or str(course_folder() or "")

# --- the hub and its proxy ------------------------------------------------------------------------
c.JupyterHub.bind_url = f"http://{ip}:{port}/"
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{first_internal}"
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(state / "jupyterhub.pid")
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{first_internal + 1}"
c.ConfigurableHTTPProxy.pid_file = str(state / "jupyterhub-proxy.pid")
c.ConfigurableHTTPProxy.command = [os.environ.get("CASINO_HUB_PROXY") or str(state / "proxy/node_modules/.bin/configurable-http-proxy")]
if os.environ.get("CASINO_HUB_SSL_CERT"):
    c.JupyterHub.ssl_cert = os.environ["CASINO_HUB_SSL_CERT"]
    c.JupyterHub.ssl_key = os.environ.get("CASINO_HUB_SSL_KEY", "")
    c.JupyterHub.bind_url = f"https://{ip}:{port}/"

# --- log-in: NativeAuthenticator; a hub admin approves every sign-up at /hub/authorize ------------
c.JupyterHub.authenticator_class = "nativeauthenticator.NativeAuthenticator"
c.NativeAuthenticator.open_signup = False           # sign-ups wait for approval
c.NativeAuthenticator.allow_all = True              # ...and approved users may log in (NativeAuthenticator checks approval)
c.NativeAuthenticator.minimum_password_length = 8
c.NativeAuthenticator.check_common_password = True
c.NativeAuthenticator.allowed_failed_logins = 5     # then wait a minute
c.NativeAuthenticator.seconds_before_next_try = 60
c.Authenticator.admin_users = set(school.admins)    # the school's hub admins (their own sign-up needs no approval)

# --- classes: JupyterHub groups, and who may open the teacher service -----------------------------
c.JupyterHub.load_groups = hub_groups(school)
c.JupyterHub.load_roles = hub_roles(school)

# --- each student's server -------------------------------------------------------------------------
c.JupyterHub.spawner_class = "simple"  # one machine, no root: see the note at the top
c.SimpleLocalProcessSpawner.home_dir_template = homes
c.Spawner.cmd = [sys.executable, "-m", "casino_learn.hub.singleuser"]
# Each server gets its own port outside the kernels' random range (see classes.SERVER_PORTS):
c.Spawner.pre_spawn_hook = lambda spawner: prepare_spawner(spawner, homes, course, ports=SERVER_PORTS)
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 90
c.Spawner.mem_limit = "1G"  # enforced only by spawners that can (systemd, Docker, Kubernetes)
c.JupyterHub.redirect_to_server = True
# Teachers land on the teacher view and hub admins on the approval page, without a server of their own
# started for them; students (everyone else) go to their own server as before:
c.JupyterHub.default_url = landing_url

# --- the teacher view: a service authenticated through the hub (OAuth), its own minimal role -------
c.JupyterHub.services = [{
    "name": SERVICE_NAME,
    "display": True,
    "url": f"http://127.0.0.1:{first_internal + 2}",
    "command": [sys.executable, "-m", "casino_learn.hub.teacher_service"],
    "environment": {"CASINO_HUB_HOMES": homes},
    "oauth_no_confirm": True,
}]

# --- idle servers are stopped (jupyterhub-idle-culler as a service; a role of only the scopes it needs) --
if cull_after > 0:
    c.JupyterHub.services.append({
        "name": CULLER_NAME,
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull_after}",
                    f"--cull-every={max(30, min(300, cull_after // 4))}"],
    })
    c.JupyterHub.load_roles.append(culler_role())
