"""A class's accounts at once: ``casino-learn hub accounts --state DIR --class NAME [--out sheet.html]``.

For every student of the class in the school file who has no account yet, an account is made in
NativeAuthenticator's own table (``users_info``) of the hub's database, through NativeAuthenticator
itself (its ``create_user``: its checks and its bcrypt hashing), already authorized, with a random
first password; with ``--teachers`` the class's teachers too. A printable sheet gives each their
user name and first password, and tells them to change it at ``/hub/change-password``. Students who already have an account are left alone
(and listed). It may run while the hub runs (SQLite locks the file for each write).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from ..classroom.sheets import PER_PAGE, SHEET_CSS
from ..classroom.style import page_html
from .classes import School, SchoolError

__all__ = ["ACCOUNT_WORDS", "PASSWORD_SIGNS", "Accounts", "accounts_sheet_html", "first_password", "make_accounts"]

#: Signs of a first password: no 0/O, 1/l/I that are mixed up when read from paper.
PASSWORD_SIGNS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
PASSWORD_LENGTH = 10

#: Words on the accounts sheet (translators: keep the {placeholders}).
ACCOUNT_WORDS: dict[str, str] = {
    "title": "Accounts: class {klass}",
    "intro": "Cut along the dashed lines and give every student their own card. The first passwords are not kept "
             "anywhere else: print this sheet, then delete the file. A student who loses a card: the hub admin sets "
             "a new password at /hub/authorize (or deletes the account and runs casino-learn hub accounts again).",
    "card_heading": "Casino school server · class {klass}",
    "user": "User name",
    "password": "First password",
    "step1": "Open {url} and log in with your user name and this password.",
    "step2": "Choose your own password at once: {url}",
    "step3": "Keep your password to yourself: it opens your own games and progress.",
    "step3_teacher": "Keep your password to yourself: it opens your classes' progress (the teacher view).",
}


@dataclass
class Accounts:
    klass: str
    #: user name → first password, for the accounts made now (class order).
    created: dict[str, str] = field(default_factory=dict)
    #: students of the class who already had an account (left as they were).
    existing: list[str] = field(default_factory=list)
    #: those of ``existing`` whose sign-up still waits for a hub admin's approval (/hub/authorize).
    waiting: list[str] = field(default_factory=list)
    #: the class's teachers among ``created`` (their card speaks of their classes, not their games).
    teachers: list[str] = field(default_factory=list)


def first_password(length: int = PASSWORD_LENGTH) -> str:
    """A random password of unambiguous signs, with at least one digit, lower- and upper-case letter."""
    while True:
        word = "".join(secrets.choice(PASSWORD_SIGNS) for _ in range(length))
        if any(c.isdigit() for c in word) and any(c.islower() for c in word) and any(c.isupper() for c in word):
            return word


def _authenticator(db_url: str):  # -> NativeAuthenticator bound to the hub's database
    from jupyterhub.orm import new_session_factory
    from nativeauthenticator import NativeAuthenticator

    db = new_session_factory(db_url)()  # the hub's own tables (made and stamped as the hub would, if new)
    return NativeAuthenticator(db=db, open_signup=False, minimum_password_length=8, check_common_password=True)


def make_accounts(db_url: str, school: School, klass: str, teachers: bool = False) -> Accounts:
    """Make the missing accounts of ``klass``'s students (``teachers``: and its teachers) in the hub
    database at ``db_url``."""
    if klass not in school.classes:
        known = ", ".join(sorted(school.classes)) or "none"
        raise SchoolError(f"the school file has no class {klass!r} (its classes: {known})")
    auth = _authenticator(db_url)
    out = Accounts(klass)
    try:
        people = list(school.classes[klass].students)
        if teachers:
            people += [t for t in school.classes[klass].teachers if t not in people]
        for user in people:
            if auth.user_exists(user):
                out.existing.append(user)
                if not auth.get_user(user).is_authorized:
                    out.waiting.append(user)
                continue
            password = first_password()
            info = auth.create_user(user, password)
            if info is None:
                raise RuntimeError(f"NativeAuthenticator refused to make the account {user!r}")
            info.is_authorized = True  # made by the hub admin: no approval step
            auth.db.commit()
            out.created[user] = password
            if user in school.classes[klass].teachers:
                out.teachers.append(user)
    finally:
        auth.db.close()
    return out


def accounts_sheet_html(accounts: Accounts, url: str) -> str:
    """The printable sheet: a card per new account (user name, first password, three steps)."""
    base = url.rstrip("/")
    cards = []
    for user, password in accounts.created.items():
        steps = "".join(f"<li>{text}</li>" for text in (
            ACCOUNT_WORDS["step1"].format(url=f'<span class="url">{escape(base)}/hub/login</span>'),
            ACCOUNT_WORDS["step2"].format(url=f'<span class="url">{escape(base)}/hub/change-password</span>'),
            escape(ACCOUNT_WORDS["step3_teacher" if user in accounts.teachers else "step3"])))
        cards.append(
            f'<section class="card" aria-label="{escape(user)}">'
            f'<div class="klass">{escape(ACCOUNT_WORDS["card_heading"].format(klass=accounts.klass))}</div>'
            f'<div class="code-label">{escape(ACCOUNT_WORDS["user"])}</div><div class="who">{escape(user)}</div>'
            f'<div class="code-label">{escape(ACCOUNT_WORDS["password"])}</div>'
            f'<div class="code">{escape(password)}</div><ol>{steps}</ol></section>')
    title = ACCOUNT_WORDS["title"].format(klass=accounts.klass)
    body = (f"<h1>{escape(title)}</h1>"
            f'<p class="intro panel no-print">{escape(ACCOUNT_WORDS["intro"])}</p>'
            + "".join(f'<div class="cards">{"".join(cards[i:i + PER_PAGE])}</div>' for i in range(0, len(cards), PER_PAGE)))
    return page_html(title, body, extra_css=SHEET_CSS)


def db_url_for(state: str | Path) -> str:
    """The hub's database in its state folder (as ``jupyterhub_config.py`` sets ``db_url``)."""
    return f"sqlite:///{Path(state).expanduser().resolve() / 'jupyterhub.sqlite'}"
