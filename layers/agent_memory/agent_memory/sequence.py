"""Message sequence ids: sortable as strings, strictly increasing within a process."""

from __future__ import annotations

import itertools
import os
import threading
from datetime import datetime

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


def reply_seq(inbound_seq: str) -> str:
    """The id of the reply to a message: right after it, before anything written later."""
    return inbound_seq + ".reply"
