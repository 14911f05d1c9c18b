"""Phone numbers in E.164, the key of every person's memory."""

from __future__ import annotations

import hashlib
import hmac
import re

_E164 = re.compile(r"\+[1-9][0-9]{6,14}")  # ASCII digits only: see normalise_phone
_SEPARATORS = re.compile(r"[\s\-().]")


def normalise_phone(raw: str) -> str:
    """Return `raw` as E.164 (`+5511987654321`), or raise ValueError saying what is wrong.

    Spaces, dashes, dots and parentheses are dropped and a leading `00` becomes `+`;
    anything else must already be a full international number.

    Digits are ASCII 0-9 only: any other Unicode digit (Arabic-Indic, fullwidth,
    mathematical) is refused, not folded. Folded, a look-alike would pass as the same
    person on one door and as another on a door that does not fold; refused, every door
    names one key per person, and the sender is told to type the number again.
    """
    if not isinstance(raw, str):
        raise ValueError("phone must be a string in E.164 form, e.g. +5511987654321")
    candidate = _SEPARATORS.sub("", raw.strip())
    if candidate.startswith("00"):
        candidate = "+" + candidate[2:]
    if not candidate.isascii():
        raise ValueError(
            "invalid phone: use the digits 0-9 only (another script's or a look-alike "
            "digit names another person), e.g. +5511987654321"
        )
    if not _E164.fullmatch(candidate):
        raise ValueError(
            "invalid phone: expected E.164 with country code, e.g. +5511987654321 "
            "(a leading + and 7 to 15 digits)"
        )
    return candidate


# Only for a Memory built by hand without a key (tests, a notebook): anyone who knows this
# constant can test a guessed number. Every process built from settings uses PHONE_HASH_KEY
# or the key a local store keeps beside its file (config.Settings.phone_hash_key).
DEFAULT_PHONE_HASH_KEY = b"agent-memory"


def hash_phone(phone: str, key: bytes) -> str:
    """Return a short keyed hash of a phone, safe for logs, metrics and receipts.

    There is no default key: every caller names the configured one.
    """
    return hmac.new(key, phone.encode(), hashlib.sha256).hexdigest()[:32]
