"""jupyterhub-idle-culler as the hub's service, stopping at once when the hub stops (issue 24).

``python -m casino_learn.hub.culler --timeout=... --cull-every=...`` runs
``jupyterhub_idle_culler`` unchanged, after making SIGINT and SIGTERM end it straight away: the
hub stops its services with SIGINT and waits, and a process started where SIGINT is ignored (a
hub started in the background, by a service manager) would otherwise make every hub stop wait
for the culler's timeout.
"""

from __future__ import annotations

import os
import signal
import sys


def _stop(signum: int, frame: object) -> None:
    """Stop at once (the culler keeps nothing): no interpreter shutdown holds up the hub's stop."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def main() -> None:
    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    from jupyterhub_idle_culler import main as culler_main

    culler_main()


if __name__ == "__main__":
    main()
