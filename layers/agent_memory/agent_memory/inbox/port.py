"""What the intake needs from an inbox queue, whatever carries it (SQS FIFO, SQLite)."""

from __future__ import annotations

from typing import Protocol


class Inbox(Protocol):
    """A durable queue that keeps each group's messages in order and drops repeats."""

    def send(self, body: str, group_id: str, dedup_id: str) -> None:
        """Queue `body` after every earlier body of `group_id`; a repeated `dedup_id` is a no-op.

        Raises InboxUnavailable when the caller should retry later, InboxRejected when the
        message itself can never be queued.
        """
        ...
