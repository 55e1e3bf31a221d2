"""Signed sign-in tokens: who a student is, carried in a page address or a cookie.

``make_token(secret, "Zoë-1a2b3c4d")`` gives ``<payload>.<signature>`` (URL-safe base64, no
padding): the payload holds the student id, the issue time and a ``stamp`` (a fingerprint of the
student's current code, so a new code ends the older sessions: :meth:`ClassRoom.session_token`),
the signature is HMAC-SHA256 of the payload with the class secret (kept in ``class.json``, so a
token made before a server restart still holds after it). :func:`read_token` gives the id back only for a token signed
with that secret and not older than ``max_age`` seconds, so a student cannot become another by
editing the address. Standard library only.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time

__all__ = ["DEFAULT_MAX_AGE", "make_token", "read_token", "read_token_parts"]

#: How long a token is good for: a school day.
DEFAULT_MAX_AGE = 12 * 3600
#: How far in the future an issue time may be (clocks of two processes differ a little).
CLOCK_SKEW = 300
VERSION = 2


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _sign(secret: bytes, payload: str) -> str:
    return _b64(hmac.new(secret, b"casino-learn-token:" + payload.encode("ascii"), hashlib.sha256).digest())


def make_token(secret: bytes, student_id: str, now: float | None = None, stamp: str = "") -> str:
    """A token saying "this is ``student_id``, signed in at ``now``" (default: the time now), with
    an optional ``stamp`` that :func:`read_token_parts` gives back."""
    if not secret:
        raise ValueError("a token needs the class secret")
    issued = int(time.time() if now is None else now)
    payload = _b64(json.dumps([VERSION, student_id, issued, stamp], ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    return f"{payload}.{_sign(secret, payload)}"


def read_token(secret: bytes, token: str, max_age: float = DEFAULT_MAX_AGE, now: float | None = None) -> str | None:
    """The student id of a good token; None for a token that is malformed, signed with another
    secret, changed, too old, or issued in the future."""
    parts = read_token_parts(secret, token, max_age, now)
    return parts[0] if parts is not None else None


def read_token_parts(secret: bytes, token: str, max_age: float = DEFAULT_MAX_AGE,
                     now: float | None = None) -> tuple[str, str] | None:
    """``(student id, stamp)`` of a good token (see :func:`read_token`), else None."""
    if not secret or not isinstance(token, str) or len(token) > 2048 or token.count(".") != 1:
        return None
    payload, signature = token.split(".")
    try:
        expected = _sign(secret, payload)
    except UnicodeEncodeError:
        return None
    if not hmac.compare_digest(expected.encode("ascii"), signature.encode("ascii", "replace")):
        return None
    try:
        fields = json.loads(_unb64(payload).decode("utf-8"))
        version, student_id, issued = fields[:3]
        stamp = fields[3] if version == VERSION else ""
    except (ValueError, TypeError, binascii.Error, UnicodeDecodeError, IndexError, KeyError):
        return None
    if version not in (1, VERSION) or not isinstance(student_id, str) or isinstance(issued, bool) or not isinstance(issued, int):
        return None
    if not isinstance(stamp, str):
        return None
    clock = time.time() if now is None else now
    if issued > clock + CLOCK_SKEW or clock - issued > max_age:
        return None
    return student_id, stamp
