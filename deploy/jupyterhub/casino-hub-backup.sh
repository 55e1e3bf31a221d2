#!/bin/sh
# Nightly backup of the casino_learn school hub (deploy/jupyterhub/README.md, "Progress and backups").
#
#   casino-hub-backup.sh [STATE] [HOMES] [BACKUP]
#
#   STATE   the hub's state folder (default /srv/casino-hub): its database, school file, cookie secret
#   HOMES   the students' homes (default /home/casino-hub: the kit's spawner, each student their own
#           system user; SystemdSpawner with dynamic users: /var/lib/private;
#           --unsafe-shared-user: /srv/casino-hub/homes)
#   BACKUP  where the copies go (default /backup/casino-hub), one folder per day, 14 days kept
#
# Everything it writes is readable by its owner only (umask 077, BACKUP itself 0700): the database
# copy holds every account's password hash and the cookie secret signs log-ins. Copies the
# database with the sqlite3 program, or else with Python's sqlite3 module (the hub's machine has
# Python). Stops with a one-line reason if something it needs is missing.
set -eu
umask 077
STATE=${1:-/srv/casino-hub}
HOMES=${2:-/home/casino-hub}
BACKUP=${3:-/backup/casino-hub}
fail() { echo "casino-hub-backup: $*" >&2; exit 1; }

PYTHON=$(command -v python3 || true)
command -v sqlite3 >/dev/null 2>&1 || [ -n "$PYTHON" ] || fail "needs sqlite3 (sudo apt-get install sqlite3) or python3"
[ -f "$STATE/jupyterhub.sqlite" ] || fail "no hub database at $STATE/jupyterhub.sqlite (pass the hub's --state folder)"
[ -d "$HOMES" ] || fail "no homes folder $HOMES (pass the students' homes: /home/casino-hub, /var/lib/private or $STATE/homes)"

mkdir -p "$BACKUP"
chmod 700 "$BACKUP"
dest="$BACKUP/$(date +%F)"
rm -rf "$dest.partial"
mkdir -p "$dest.partial/homes"
# SQLite's own backup: consistent while the hub writes to the database (a plain copy may be damaged).
if command -v sqlite3 >/dev/null 2>&1; then
    sqlite3 "$STATE/jupyterhub.sqlite" ".backup '$dest.partial/jupyterhub.sqlite'"
else
    "$PYTHON" -c 'import sqlite3, sys; source = sqlite3.connect(sys.argv[1]); copy = sqlite3.connect(sys.argv[2]); source.backup(copy); copy.close(); source.close()' \
        "$STATE/jupyterhub.sqlite" "$dest.partial/jupyterhub.sqlite"
fi
for name in school.json jupyterhub_cookie_secret jupyterhub_config.py; do
    if [ -f "$STATE/$name" ]; then
        cp -p "$STATE/$name" "$dest.partial/"
    fi
done
cp -a "$HOMES/." "$dest.partial/homes/"
rm -rf "$dest"
mv "$dest.partial" "$dest"
find "$BACKUP" -mindepth 1 -maxdepth 1 -type d -name '20*' -mtime +14 -exec rm -rf {} +
echo "casino-hub-backup: $dest"
