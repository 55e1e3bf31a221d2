"""A learner's mistake in a notebook cell is said in one line, not a traceback of the kit's source.

Lesson 01 invites learners to edit cells, and they edit others too (trial 11: ``hand="KH banana"`` in a
position cell printed five frames of ``casino_learn/rules`` source, with docstrings citing RULES.md).
:func:`install` asks the running IPython (if any) to show a :class:`~casino_learn.rules.errors.CasinoError`
as its message only, the sentence that names the card and the rule, and an interrupted cell (Kernel → Interrupt)
in one plain sentence; every other error keeps its traceback.
Imported by the package; does nothing outside IPython, and never imports IPython itself.
"""

from __future__ import annotations

import sys
from typing import Any

from .i18n import N_, _
from .rules.errors import CasinoError

__all__ = ["install", "show_casino_error"]


#: Said when a learner stops a cell with Kernel → Interrupt (trial 24 stopped lesson 08's lab, edited to 300000 deals,
#: and read a KeyboardInterrupt traceback through the kit's source).
INTERRUPTED = N_("Stopped: you interrupted this cell. Nothing is broken; run the cell again to start it over.")


def show_casino_error(shell: Any, kind: type, error: BaseException, traceback: Any, tb_offset: Any = None) -> None:
    """IPython's custom exception handler (called for a CasinoError or an interrupt only): its message, one
    line in the cell's error output."""
    if isinstance(error, KeyboardInterrupt):
        print(f"\u2718 {_(INTERRUPTED)}", file=sys.stderr)
        return
    print(f"\u2718 {error}", file=sys.stderr)


def install() -> bool:
    """Show the kit's errors in one line in the running IPython, if there is one (True if installed)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None  # type: ignore[attr-defined]
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    shell.set_custom_exc((CasinoError, KeyboardInterrupt), show_casino_error)
    return True
