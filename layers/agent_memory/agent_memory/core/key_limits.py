"""What a store can key and date: the limits `Memory.remember` checks its input against,
so a value no store can hold is refused with a reason, not failed on later."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

# The longest event id a store can key: DynamoDB's sort keys hold 1024 bytes, 'EVT#' and
# the id (a longer one was refused there as if the table were missing; SQLite took it).
MAX_EVENT_ID_BYTES = 1020

# The latest time a message may be dated by: a store keeps its turn marker 14 days past
# it, and that expiry must still be a date (at year 9999's end it is not: SQLite's later
# compactions then failed on the marker, DynamoDB's remember on its expiry).
LATEST_AT = datetime.max.replace(tzinfo=UTC) - timedelta(days=30)


def storable_key(text: str, max_bytes: int | None = None) -> bool:
    """True unless `text` holds a lone surrogate (a str may, UTF-8 may not: the agent and
    event ids are parts of store keys, which SQLite refused to bind, with no reason) or
    is longer than `max_bytes` in UTF-8."""
    try:
        encoded = text.encode()
    except UnicodeEncodeError:
        return False
    return max_bytes is None or len(encoded) <= max_bytes


def datable(at: datetime) -> bool:
    """True for an aware time early enough that a store can date what follows from it."""
    try:
        return at.astimezone(UTC) <= LATEST_AT
    except OverflowError:  # after the end of year 9999 in UTC
        return False
