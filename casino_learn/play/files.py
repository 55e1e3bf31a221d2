"""Writing a learner's files safely: one place for the atomic write and the backup of a file
that cannot be read (standard library only).

Used by progress files, the remembered learner name and saved matches. A write goes to a
temporary file in the same folder, is flushed and fsync'ed, then ``os.replace``'d over the old
file, so a crash half-way leaves the previous file as it was. A damaged file is never deleted:
:func:`move_aside` renames it to ``<name>.corrupt-<time>`` beside it.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

__all__ = ["move_aside", "write_atomically"]


def write_atomically(path: Path, text: str) -> Path:
    """Replace ``path`` with ``text`` in one step (temporary file, fsync, ``os.replace``). On any
    failure the previous file is left as it was and the temporary file is removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable (not possible on every platform)
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return path
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)
    return path


def move_aside(path: Path, clock: Callable[[], float] = time.time) -> Path:
    """Rename an unreadable ``path`` to ``<name>.corrupt-<time>`` (``-2``, ``-3``… if taken);
    returns the backup's path. Nothing is deleted."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(clock()))
    backup = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while backup.exists():
        n += 1
        backup = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, backup)
    return backup
