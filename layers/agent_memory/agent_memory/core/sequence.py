"""Message sequence ids: sortable as strings, strictly increasing within a process."""

from __future__ import annotations

import itertools
import os
import threading
from datetime import UTC, datetime

_counter = itertools.count()
_lock = threading.Lock()
_PROCESS = os.urandom(3).hex()  # keeps ids unique across concurrent Lambdas or processes


def micros(at: datetime) -> int:
    """`at` in microseconds since the epoch, the unit of seqs and erasure checks."""
    return int(at.timestamp() * 1_000_000)


def new_seq(at: datetime) -> str:
    """Return an ordered id for a message stored at `at`.

    Microseconds since the epoch, then a per-process counter so two messages with
    the same time keep the order they were remembered in, then a process tag.
    """
    with _lock:
        tick = next(_counter)
    return f"{micros(at):017d}.{tick:010d}.{_PROCESS}"


def stored_us(seq: str) -> int:
    """When the message with id `seq` was stored, in microseconds: our clock, not the
    sender's (a seq starts with the time `new_seq` was given)."""
    return int(seq[:17])


def stored_at(seq: str) -> datetime:
    """`stored_us` as an aware datetime."""
    return datetime.fromtimestamp(stored_us(seq) / 1_000_000, UTC)


def reply_seq(inbound_seq: str) -> str:
    """The id of the reply to a message: right after it, before anything written later."""
    return inbound_seq + ".reply"
