"""A learner's mistake in a notebook cell is said in one line, not a traceback of the kit's source.

Lesson 01 invites learners to edit cells, and they edit others too (trial 11: ``hand="KH banana"`` in a
position cell printed five frames of ``casino_learn/rules`` source, with docstrings citing RULES.md).
:func:`install` asks the running IPython (if any) to show a :class:`~casino_learn.rules.errors.CasinoError`
as its message only, the sentence that names the card and the rule, an interrupted cell (Kernel → Interrupt)
in one plain sentence, and a name the learner's own cell uses before any cell made it (a NameError raised in the
cell itself: trial 27 ran lesson 08's sentences after a refused run) in one sentence naming it; every other error,
and a NameError from inside any library, keeps its traceback.
Imported by the package; does nothing outside IPython, and never imports IPython itself.
"""

from __future__ import annotations

import html
import linecache
import os
import re
import sys
from typing import Any

from .i18n import N_, _
from .rules.errors import NUMBER_EXAMPLES, CasinoError, not_a_number
from .texts.errors import error_text

__all__ = ["install", "show_casino_error"]


#: Said when a learner stops a cell with Kernel → Interrupt (trial 24 stopped lesson 08's lab, edited to 300000 deals,
#: and read a KeyboardInterrupt traceback through the kit's source).
INTERRUPTED = N_("Stopped: you interrupted this cell. Nothing is broken; run the cell again to start it over.")


#: Said when a cell uses a name no cell has made yet (a cell above was not run, or stopped with ✘ before making it).
# Translators: {name} is the name as the learner's cell wrote it (records, results): keep it as it is.
NOT_MADE_YET = N_("There is no \u201c{name}\u201d yet: run the cells above this one first (a cell that stopped with \u2718 "
                  "made nothing), or check the spelling.")

#: Said after NOT_MADE_YET: a word typed where text or a number was meant (trial 34 typed ``seed=hello`` in lesson 8's
#: lab and was told only to run the cells above).
# Translators: {name} is the name as the learner's cell wrote it; 7 is an example seed.
TEXT_OR_NUMBER = N_("If you meant the word itself, put it in quotes: \"{name}\". A number, such as a seed, is written "
                    "in digits, e.g. seed=7.")

#: Said for ``name=word`` in a cell (trial 40 wrote ``seed=hello``, read "run the cells above" first, then wrote
#: ``seed="hello"``): the word after "=" is what the learner meant, so the quotes come first.
# Translators: {keyword} is the argument's name in the cell (variant, level: keep it); {name} the word the learner wrote.
QUOTES_FOR_A_WORD = N_("If you meant the word \u201c{name}\u201d, put it in quotes: {keyword}=\"{name}\". Without quotes "
                       "Python looks for something called {name} made by a cell above, and there is none.")


#: Where the kit's own source and installed libraries live: a NameError raised there is a bug, shown in full.
_LIBRARY_FOLDERS = tuple({os.path.dirname(os.path.abspath(__file__)) + os.sep, *(p + os.sep for p in {sys.prefix, sys.base_prefix})})


def _innermost(traceback: Any) -> Any:
    last = traceback
    while last is not None and last.tb_next is not None:
        last = last.tb_next
    return last


def _raised_in_a_cell(traceback: Any) -> bool:
    """True when the innermost frame of ``traceback`` is a notebook cell's own code (not a library's)."""
    last = _innermost(traceback)
    if last is None:
        return False
    filename = os.path.abspath(last.tb_frame.f_code.co_filename)
    return not filename.startswith(_LIBRARY_FOLDERS)


def _given_to(traceback: Any, name: str) -> str | None:
    """The argument the cell's line gives ``name`` to (``seed`` in ``seed=hello``), if it does."""
    last = _innermost(traceback)
    line = linecache.getline(last.tb_frame.f_code.co_filename, last.tb_lineno) if last is not None else ""
    found = re.search(rf"\b([A-Za-z_]\w*)\s*=\s*{re.escape(name)}\b(?!\s*[.(\[])", line)
    return found.group(1) if found else None


def _not_made_yet(traceback: Any, name: str) -> str:
    """What to say of a name the cell used that no cell made."""
    keyword = _given_to(traceback, name)
    if keyword in NUMBER_EXAMPLES:  # a number argument: ``seed=hello`` is told what a seed is, not to put the word in quotes
        return error_text(not_a_number(keyword, name))
    if keyword is not None:
        return _(QUOTES_FOR_A_WORD, keyword=keyword, name=name)
    return f"{_(NOT_MADE_YET, name=name)} {_(TEXT_OR_NUMBER, name=name)}"


#: The message's look in JupyterLab: its error colours, words wrapped whole (trial 37 read "w / ritten": the stderr
#: stream breaks monospace lines anywhere).
_LOOK = ("background:var(--jp-rendermime-error-background,#fdd);color:var(--jp-content-font-color1,#222);"
         "padding:4px 8px;white-space:pre-wrap;overflow-wrap:break-word;word-break:normal;line-height:1.4")


def _say(shell: Any, message: str) -> None:
    """``message`` after a ✘, in the cell's output: as HTML whose words wrap whole, plain text elsewhere (stderr when
    the shell cannot show rich output)."""
    text = f"\u2718 {message}"
    publish = getattr(getattr(shell, "display_pub", None), "publish", None)
    if publish is None:
        print(text, file=sys.stderr)
        return
    publish({"text/plain": text, "text/html": f'<div class="casino-cell-error" style="{_LOOK}">{html.escape(text)}</div>'})


def show_casino_error(shell: Any, kind: type, error: BaseException, traceback: Any, tb_offset: Any = None) -> None:
    """IPython's custom exception handler (called for a CasinoError, an interrupt or a NameError only): its message,
    one message in the cell's output; a NameError not raised by the cell's own code gets IPython's traceback."""
    if isinstance(error, KeyboardInterrupt):
        _say(shell, _(INTERRUPTED))
        return
    if isinstance(error, NameError) and not isinstance(error, CasinoError):
        name = getattr(error, "name", None)
        if not name or not _raised_in_a_cell(traceback):
            shell.showtraceback((kind, error, traceback), tb_offset=tb_offset)
            return
        _say(shell, _not_made_yet(traceback, name))
        return
    _say(shell, str(error))


def install() -> bool:
    """Show the kit's errors in one line in the running IPython, if there is one (True if installed)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None  # type: ignore[attr-defined]
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    shell.set_custom_exc((CasinoError, KeyboardInterrupt, NameError), show_casino_error)
    return True
