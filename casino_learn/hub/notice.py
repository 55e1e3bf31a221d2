"""What a student's page on the school hub says when their server was stopped (issue 24).

The idle culler stops a server nobody used for ``--cull-after`` seconds; the page in the student's
browser then no longer works. The app's page template (``casino-app``, its script ``hub-watch``)
checks every 15 s that the student's own server still answers and, when it does not, covers the
page with this notice and a button that starts the server again and comes back to the page.
The words come from here, in the class's language, as a hidden element the page's Python puts
on the page (:func:`stopped_notice_html`), so the template itself has no words to translate.
"""

from __future__ import annotations

import html
import os

from ..i18n import N_, _

__all__ = ["STOPPED_WORDS", "stopped_notice_html"]

#: The notice's words (translators: plain sentences for a student).
STOPPED_WORDS = {
    "text": N_("This page has stopped: nobody used it for a while, so the school server stopped your "
               "Jupyter server. Your progress is saved."),
    "again": N_("Start again"),
}


def stopped_notice_html() -> str:
    """The hidden element with the notice's words, on a page of the school hub; "" elsewhere."""
    if not os.environ.get("JUPYTERHUB_USER"):
        return ""
    text, again = (html.escape(_(STOPPED_WORDS[k]), quote=True) for k in ("text", "again"))
    return f'<div id="casino-hub-stopped" hidden data-text="{text}" data-again="{again}"></div>'
