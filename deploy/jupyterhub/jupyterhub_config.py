# The school's own hub configuration: loads the kit's (casino_learn/hub/jupyterhub_config.py),
# then applies the school's changes written below. Run it with
#
#     casino-learn hub --state /srv/casino-hub --config deploy/jupyterhub/jupyterhub_config.py --ip 0.0.0.0 ...
#
# (or `jupyterhub -f deploy/jupyterhub/jupyterhub_config.py` with the CASINO_HUB_* variables that
# casino-learn hub would set; see the top of the kit's file). README.md in this folder explains each part.
from casino_learn.hub import CONFIG

c = get_config()  # noqa: F821
load_subconfig(str(CONFIG))  # noqa: F821

# --- the school's changes --------------------------------------------------------------------------
# Students are kept apart by the kit's own spawner (each student's system user cl-<name>, the hub
# running as root). Optionally, where systemd runs (README.md, "Keeping students apart"): a Unix user
# per student made by systemd while their server runs, with memory and CPU limits
# (pip install jupyterhub-systemdspawner). Start the hub with  --homes "/var/lib/private/{username}"  (where systemd keeps each
# home, reachable by the teacher service even while the student's server is stopped).
#
# c.JupyterHub.spawner_class = "systemdspawner.SystemdSpawner"
# c.SystemdSpawner.dynamic_users = True   # home /var/lib/<name> -> /var/lib/private/<name>; /var/lib/private is root's alone
# c.SystemdSpawner.mem_limit = "1G"
# c.SystemdSpawner.cpu_limit = 1.0
# c.SystemdSpawner.isolate_tmp = True
# c.SystemdSpawner.isolate_devices = True
# c.SystemdSpawner.disable_user_sudo = True
