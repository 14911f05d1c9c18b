"""Standard Webhooks v1 signatures: how a delivery proves it comes from whasp.

whasp signs `{webhook-id}.{webhook-timestamp}.{raw body}` with HMAC-SHA256 under a
`whsec_<base64 key>` secret. During a rotation the secret setting holds several
secrets and a delivery signed under any of them is genuine.

Why ours and not the `standardwebhooks` package (which the tests use as the reference
signer): its `Webhook.verify` raises ValueError or binascii.Error, not its own error,
on a malformed `webhook-signature` entry (no comma, two commas, bad base64) and
UnicodeDecodeError on a body that is not UTF-8, so every such request would be a 500;
it takes one secret per instance and reads the wall clock, so rotation and tests with
a clock would wrap it anyway; and its single error type carries no reason code for
the 401's `reason` and the metric dimension. The signed string, the base64 and the
5-minute tolerance are the same (tests/test_signature.py checks both ways).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import itertools
import re
import time
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from agent_memory.errors import AgentMemoryError, ConfigurationError
from agent_memory.pipeline.whasp import (
    HEADER_ID,
    HEADER_SIGNATURE,
    HEADER_TIMESTAMP,
    SECRET_PREFIX,
    SIGNATURE_VERSION,
    TOLERANCE_SECONDS,
)

_SEPARATORS = re.compile(r"[\s,]+")
_VERSION = re.compile(r"v[0-9]+")
MAX_TIMESTAMP_DIGITS = 12  # Unix seconds have 10 digits until the year 5138


class SignatureError(AgentMemoryError, ValueError):
    """The delivery is not proven to come from whasp; `reason` is a short code for metrics."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@lru_cache(maxsize=8)
def secret_keys(secrets: str) -> tuple[bytes, ...]:
    """The HMAC keys in a secret setting: `whsec_<base64>` values separated by spaces or commas."""
    keys = []
    for token in _SEPARATORS.split(secrets.strip()):
        if not token:
            continue
        encoded = token.removeprefix(SECRET_PREFIX)
        try:
            # whasp, like other Standard Webhooks senders, may show the key without padding
            keys.append(base64.b64decode(encoded + "=" * (-len(encoded) % 4), validate=True))
        except binascii.Error:
            raise ConfigurationError(
                "The webhook secret is not whsec_<base64 key>: copy each secret exactly as whasp "
                "shows it, several separated by spaces or commas during a rotation."
            ) from None
    if not keys:
        raise ConfigurationError("The webhook secret is empty: set it to the whsec_... from whasp.")
    return tuple(keys)


def sign(key: bytes, webhook_id: str, timestamp: int, body: bytes) -> str:
    """The `webhook-signature` value whasp would send for `body` (tests and sample events)."""
    digest = _digest(key, webhook_id, timestamp, body)
    return f"{SIGNATURE_VERSION},{base64.b64encode(digest).decode()}"


def signed_headers(
    key: bytes, body: bytes, webhook_id: str, timestamp: int | None = None
) -> dict[str, str]:
    """The headers whasp would send with `body`, signed now (or at `timestamp`) under `key`."""
    timestamp = int(time.time()) if timestamp is None else timestamp
    return {
        HEADER_ID: webhook_id,
        HEADER_TIMESTAMP: str(timestamp),
        HEADER_SIGNATURE: sign(key, webhook_id, timestamp, body),
    }


def verify(
    headers: Mapping[str, str],
    body: bytes,
    keys: Sequence[bytes],
    now: Callable[[], float] = time.time,
    tolerance: int = TOLERANCE_SECONDS,
) -> None:
    """Return when `body` carries a fresh signature under one of `keys`; raise SignatureError."""
    lowered = {name.lower(): value for name, value in headers.items()}
    webhook_id = lowered.get(HEADER_ID, "")
    timestamp_text = lowered.get(HEADER_TIMESTAMP, "")
    signatures = lowered.get(HEADER_SIGNATURE, "")
    if not (webhook_id and timestamp_text and signatures):
        missing = [h for h in (HEADER_ID, HEADER_TIMESTAMP, HEADER_SIGNATURE) if not lowered.get(h)]
        raise SignatureError("signature_missing", f"missing header {', '.join(missing)}")
    timestamp = _fresh_timestamp(timestamp_text, now(), tolerance)
    given = _signatures(signatures)
    if not given:
        raise SignatureError(
            "signature_malformed",
            f"{HEADER_SIGNATURE} has no {SIGNATURE_VERSION},<base64> signature",
        )
    if not webhook_id.isascii():  # as sent over HTTP; a str from elsewhere may not encode
        raise SignatureError("signature_malformed", f"{HEADER_ID} must be ASCII")
    for key in keys:
        expected = _digest(key, webhook_id, timestamp, body)
        # compare_digest: the time taken says nothing about how much of a forgery matched
        if any(hmac.compare_digest(expected, candidate) for candidate in given):
            return
    raise SignatureError("signature_mismatch", "signature does not match")


def _fresh_timestamp(text: str, now: float, tolerance: int) -> int:
    """The header's Unix seconds, when within `tolerance` of `now`; else SignatureError."""
    if not (text.isascii() and text.isdigit() and len(text) <= MAX_TIMESTAMP_DIGITS):
        raise SignatureError(
            "signature_malformed", f"{HEADER_TIMESTAMP} must be Unix seconds, e.g. 1764417600"
        )
    timestamp = int(text)
    # both ways: a stale delivery may be a replay, a future one a replay prepared in advance
    skew = now - timestamp
    if abs(skew) > tolerance:
        direction = "old" if skew > 0 else "far in the future"
        raise SignatureError(
            "timestamp_out_of_tolerance",
            f"{HEADER_TIMESTAMP} is {abs(int(skew))} s {direction}; at most {tolerance} s is "
            "accepted (check the sender's clock)",
        )
    return timestamp


def _digest(key: bytes, webhook_id: str, timestamp: int, body: bytes) -> bytes:
    signed = f"{webhook_id}.{timestamp}.".encode() + body
    return hmac.new(key, signed, hashlib.sha256).digest()


def _signatures(header: str) -> list[bytes]:
    """The v1 signatures in the header; other versions and undecodable entries are skipped.

    Standard Webhooks separates signatures with spaces (`v1,<a> v1,<b>`). A sender that
    puts each in a header line of its own sends the same list, and a proxy joins such
    lines with commas (RFC 9110 5.3; API Gateway does, `serve` does the same), giving
    `v1,<a>,v1,<b>`: base64 holds no comma or space, so splitting on both and pairing
    each version with the token after it reads every form alike. Accepting the joined
    form costs nothing: each candidate must still be an HMAC under our key.
    """
    tokens = [token for token in _SEPARATORS.split(header) if token]
    found = []
    for version, encoded in itertools.pairwise(tokens):
        if version != SIGNATURE_VERSION or _VERSION.fullmatch(encoded):
            continue
        try:
            found.append(base64.b64decode(encoded, validate=True))
        except binascii.Error:
            continue
    return found
