"""A git merge driver for the message catalogs: three-way merge by message, never by line.

Two branches that each add or retranslate texts touch the same ``.po`` file; a line-based merge
then conflicts on neighbouring messages. This driver merges message by message: a message changed
on one side only takes that side's translation; changed on both, ours wins (and is marked fuzzy so
``tools/messages.py check`` asks for a look). Run ``python tools/messages.py update`` after a merge
(it drops texts no longer in the code and recompiles the ``.mo`` files). Set up once per clone::

    git config merge.po.driver "python3 tools/po_merge.py %O %A %B"
    git config merge.keep-ours.driver true

(``.gitattributes`` names the files: ``*.po``/``*.pot`` use ``po``, the compiled ``*.mo`` ``keep-ours``.)
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po


def _read(path: str):
    with open(path, "rb") as handle:
        return read_po(handle)


def _key(message) -> tuple:
    return (message.context, message.id)


def merge(base_path: str, ours_path: str, theirs_path: str) -> int:
    base, ours, theirs = _read(base_path), _read(ours_path), _read(theirs_path)
    base_by = {_key(m): m for m in base if m.id}
    ours_by = {_key(m): m for m in ours if m.id}
    for message in theirs:
        if not message.id:
            continue
        key = _key(message)
        mine, old = ours_by.get(key), base_by.get(key)
        if mine is None:
            if old is None or old.string != message.string:
                ours[message.id] = message  # added (or changed) by them only
            continue
        theirs_changed = old is None or old.string != message.string
        ours_changed = old is None or old.string != mine.string
        if theirs_changed and not ours_changed:
            mine.string = message.string
            mine.flags = set(message.flags)
        elif theirs_changed and ours_changed and mine.string != message.string:
            mine.flags.add("fuzzy")
    buffer = io.BytesIO()
    write_po(buffer, ours, width=100, sort_output=True, omit_header=False, include_previous=False, include_lineno=False)
    Path(ours_path).write_bytes(buffer.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(merge(*sys.argv[1:4]))
