"""When a failed inbox record is received again: seconds after a transient fault, at once
when its batch ran out of time; never only after the queue's visibility timeout.

SQS keeps a failed record invisible for the queue's whole visibility timeout (720 s, six
times the processor's timeout, as AWS advises for Lambda): a model or whasp outage of a few
seconds would make a reply twelve minutes late. The processor shortens it record by record
(ChangeMessageVisibility), backing off on the receive count: 2, 16, 128 s, then 900 s. A
short outage costs seconds; a long one still spreads the inbox's five receives
(`maxReceiveCount`) over about half an hour before the dead-letter queue.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from agent_memory.errors import TransientError

BACKOFF_FIRST_SECONDS = 2
BACKOFF_FACTOR = 8
BACKOFF_CAP_SECONDS = 900


class OutOfTime(TransientError):
    """Too little of the invocation is left for one more turn: the record goes back untouched."""


def backoff_seconds(receive_count: int) -> int:
    """Seconds a record that failed on its `receive_count`-th receive waits before the next."""
    exponent = max(receive_count, 1) - 1
    if exponent >= 4:  # 2 * 8**4 is past the cap already
        return BACKOFF_CAP_SECONDS
    return min(BACKOFF_FIRST_SECONDS * BACKOFF_FACTOR**exponent, BACKOFF_CAP_SECONDS)


@dataclass(frozen=True)
class FailedRecord:
    """A record its batch reported as failed, in batch order."""

    receipt_handle: str
    group_id: str | None
    receive_count: int
    out_of_time: bool = False
    held_behind: bool = False  # not tried: an earlier record of its group failed


def redelivery_delays(failed: Iterable[FailedRecord]) -> dict[str, int]:
    """Seconds until each failed record (by receipt handle) may be received again.

    Records held behind a failure share their group's delay, so the person's messages come
    back together, in order (SQS hands out a FIFO group's messages one batch at a time).
    """
    group_delays: dict[str | None, int] = {}
    delays: dict[str, int] = {}
    for record in failed:
        if record.held_behind and record.group_id in group_delays:
            delay = group_delays[record.group_id]
        elif record.out_of_time:
            delay = 0
        else:
            delay = backoff_seconds(record.receive_count)
        group_delays.setdefault(record.group_id, delay)
        delays[record.receipt_handle] = delay
    return delays
