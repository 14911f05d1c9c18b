"""A parked event: what the dead-letter commands list, show and redrive, local or on AWS."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True)
class DeadLetter:
    """One event that could not be processed, and why."""

    id: str  # the local row id, or the SQS message id
    event_id: str
    reason: str
    attempts: int
    failed_at: datetime | None
    body: str = field(repr=False)  # the event as delivered: personal, shown only by `show`

    def line(self) -> str:
        """One line for `list`: nothing personal (no text, no phone)."""
        when = f"{self.failed_at:%Y-%m-%d %H:%M:%S}" if self.failed_at else "?"
        return f"{self.id}  {when}  {self.attempts} attempt(s)  {self.event_id}  {self.reason}"

    def details(self) -> str:
        """Everything, for `show`: the reason, then the event as it was delivered."""
        try:
            event = json.dumps(json.loads(self.body), indent=2, ensure_ascii=False)
        except ValueError:
            event = self.body
        return f"{self.line()}\n{event}"


class DeadLetters(Protocol):
    """Where parked events wait: the local queues file, or the stack's SQS dead-letter queue."""

    where: str

    def list(self, limit: int = 100) -> list[DeadLetter]:
        """The parked events, oldest first."""
        ...

    def get(self, letter_id: str) -> DeadLetter:
        """One parked event; LocalRunError naming `list` when there is none of that id."""
        ...

    def redrive(self, letter_id: str) -> DeadLetter:
        """Queue the event again, behind its person's pending messages, and unpark it."""
        ...


def event_id_of(body: str) -> str:
    """The whasp event id in a parked body, or '?' when the body is not an event."""
    try:
        document = json.loads(body)
    except ValueError:
        return "?"
    event_id = document.get("id") if isinstance(document, dict) else None
    return event_id if isinstance(event_id, str) else "?"
