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
#   CASINO_HUB_CULL_AFTER  stop a server idle this many seconds (default 1200; 0: never; at least
#                        300, casino.hub.MIN_CULL_AFTER; casino-learn hub --cull-after), by
#                        jupyterhub-idle-culler run as a hub service
#   CASINO_HUB_PYTHON  the Python that runs students' servers (default: the hub's own), which
#                        students' system users must be able to run
#   CASINO_HUB_SHARED_USER=1  every student's server as the hub's own user (casino-learn hub
#                        --unsafe-shared-user): a one-person trial only, see below
#
# Spawner: by default each student's server runs as that student's own system user `cl-<name>`
# (casino_learn.hub.spawner.StudentSpawner, JupyterHub's LocalProcessSpawner; the user is made
# with useradd when first needed), with a private home (0700) under CASINO_HUB_HOMES (default
# /home/casino-hub/{username}). The hub runs as root; its state folder is 0700 and its files 0600,
# so a student's code cannot open another home, the database, the cookie secret or the accounts
# sheets. With CASINO_HUB_SHARED_USER=1 the simple spawner runs every student's server as the hub's
# own Unix user: students' code is NOT kept apart (a one-person trial only).

import atexit
import gc
import os
import sys
from pathlib import Path

from casino_learn.hub import (
    CULL_AFTER,
    PORTS_FROM,
    activity_settings,
    check_cull_after,
    check_isolation,
    course_folder,
    default_homes,
    lock_state,
    student_python,
)
from casino_learn.hub.classes import (
    CULLER_NAME,
    SERVICE_NAME,
    culler_role,
    hub_groups,
    hub_roles,
    hub_server_ports,
    landing_url,
    load_school,
    prepare_spawner,
)

c = get_config()  # type: ignore[name-defined]  # noqa: F821  (JupyterHub gives it to config files)

os.umask(0o077)  # whatever the hub writes (database, PID files) is its own user's alone
# Stopping: once the hub has cleaned up (services, servers, proxy), its process ends at once. Its last
# garbage collection of a large heap took 2-4 s on a busy machine (of a 5 s budget); gc.freeze() at
# exit skips it (logs are flushed and closed by handlers that still run after this one).
atexit.register(gc.freeze)
state = Path(os.environ.get("CASINO_HUB_STATE") or Path.cwd()).expanduser().resolve()
lock_state(state)  # 0700, and its files 0600 (also those an older hub left readable)
shared = os.environ.get("CASINO_HUB_SHARED_USER") == "1"
check_isolation(shared)  # students kept apart needs root; the shared user must be asked for
ip = os.environ.get("CASINO_HUB_IP", "127.0.0.1")
port = int(os.environ.get("CASINO_HUB_PORT", "8000"))
first_internal = int(os.environ.get("CASINO_HUB_PORTS_FROM") or PORTS_FROM)
cull_after = int(os.environ.get("CASINO_HUB_CULL_AFTER") or CULL_AFTER)
check_cull_after(cull_after)
school_file = Path(os.environ.get("CASINO_HUB_SCHOOL") or state / "school.json")
school = load_school(school_file)
homes = os.environ.get("CASINO_HUB_HOMES") or default_homes(state, shared)
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
if shared:  # a one-person trial: every server as the hub's own user (see the note at the top)
    c.JupyterHub.spawner_class = "simple"
    c.SimpleLocalProcessSpawner.home_dir_template = homes
else:  # each student's server as their own system user cl-<name>, home 0700
    c.JupyterHub.spawner_class = "casino_learn.hub.spawner.StudentSpawner"
    c.StudentSpawner.homes = homes
c.LocalProcessSpawner.interrupt_timeout = 1  # a server stopped by the hub or the culler: SIGTERM after 1 s, not 10
c.LocalProcessSpawner.term_timeout = 2      # (the kit's spawner sends SIGTERM at once; the server stops its kernels), then SIGKILL
c.Spawner.cmd = [student_python(), "-m", "casino_learn.hub.singleuser"]
# Each server gets its own port outside the kernels' random range (see classes.SERVER_PORTS), from a
# block of that range of this hub's own (a second hub on the computer has other internal ports):
server_ports = hub_server_ports(first_internal, PORTS_FROM)
c.Spawner.pre_spawn_hook = lambda spawner: prepare_spawner(spawner, homes, course, ports=server_ports)
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 90
c.Spawner.mem_limit = "1G"  # enforced only by spawners that can (systemd, Docker, Kubernetes)
# Activity reaches the hub within a minute: the student's server reports it every 30 s (a page in use
# reaches its kernel or its API), so the culler never stops a server whose page is in use. The proxy's
# own record is not used: it counts every byte through an open page's websocket (its pings too), so
# a page left open and unused would never let its server be stopped.
c.Spawner.environment = activity_settings()
if os.environ.get("CASINO_LEARN_PRACTICE_SEED"):  # the kit's tests: the practice page's first exercise, fixed
    c.Spawner.environment["CASINO_LEARN_PRACTICE_SEED"] = os.environ["CASINO_LEARN_PRACTICE_SEED"]
c.JupyterHub.last_activity_interval = 0
# A stopping hub does not wait long for its services (teacher view, culler): SIGTERM is enough.
c.JupyterHub.cleanup_servers = True
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
    "environment": {"CASINO_HUB_HOMES": homes, "CASINO_HUB_SCHOOL": str(school_file)},
    "oauth_no_confirm": True,
}]

# --- idle servers are stopped (jupyterhub-idle-culler as a service; a role of only the scopes it needs) --
if cull_after > 0:
    c.JupyterHub.services.append({
        "name": CULLER_NAME,
        "command": [sys.executable, "-m", "casino_learn.hub.culler", f"--timeout={cull_after}",
                    f"--cull-every={max(15, min(300, cull_after // 4))}"],
    })
    c.JupyterHub.load_roles.append(culler_role())
