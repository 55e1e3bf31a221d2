"""A class on the teacher's computer: students with personal join codes, each with their own
folder of progress, class settings, signed sign-in tokens, the printable join-code sheet and the
teacher's view (see ``issues show 13`` and the modules below).

* :mod:`.roster` — :class:`ClassRoom`, :class:`ClassSettings`, :class:`Student`, :class:`RateLimiter`.
* :mod:`.tokens` — :func:`make_token`, :func:`read_token`.
* :mod:`.signin` — :class:`SignInGate`: one slow hash per sign-in, limits counted before hashing,
  sessions that last across a server restart (what a web server calls).
* :mod:`.activity` — :class:`StudentActivity`: fresh deals per student, games played with their
  seeds and moves (for the teacher's replay), active time.
* :mod:`.sheets` — :func:`join_sheet_html` (the printable cards).
* :mod:`.teacher` — :func:`class_rows`, :func:`class_csv`, :func:`teacher_view_html`, :func:`projector_html`,
  :func:`projector_page`, :func:`replay_page`.
* :mod:`.style` — the standalone page style (light and dark, no Jupyter variables, no internet).
"""

from .roster import (
    MESSAGES,
    ClassFileError,
    ClassRoom,
    ClassSettings,
    RateLimiter,
    RosterError,
    Student,
    class_folder,
    list_classes,
    name_id,
    normalise_code,
    read_names,
    read_names_file,
)
from .tokens import make_token, read_token

__all__ = ["MESSAGES", "ClassFileError", "ClassRoom", "ClassSettings", "RateLimiter", "RosterError", "Student", "class_folder",
           "class_csv", "class_rows", "join_sheet_html", "list_classes", "make_token", "name_id", "normalise_code",
           "projector_html", "read_names", "read_names_file", "read_token", "teacher_view_html"]


def __getattr__(name: str) -> object:
    """The page builders are imported when first used (they pull in the course and the renderer)."""
    if name == "join_sheet_html":
        from .sheets import join_sheet_html
        return join_sheet_html
    if name in ("class_rows", "class_csv", "teacher_view_html", "projector_html"):
        from . import teacher
        return getattr(teacher, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
