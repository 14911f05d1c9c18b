"""Operator erasure requests travel the inbox like whasp events, in the person's order.

The HTTP route and the CLI enqueue one; the processor records it (tombstone at
once); the maintenance run deletes. Its type is ours, never whasp's: the
webhook ignores it in deliveries.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from agent_memory.core.phone import normalise_phone
from agent_memory.pipeline.whasp import EventError

ERASURE_REQUESTED = "agent_memory.erasure_requested"


@dataclass(frozen=True)
class ErasureRequested:
    """An operator asked to erase one person's memory."""

    event_id: str
    created_at: datetime
    chat: str

    def body(self) -> str:
        """The inbox message carrying this request."""
        return json.dumps(
            {
                "id": self.event_id,
                "type": ERASURE_REQUESTED,
                "created_at": self.created_at.isoformat(),
                "data": {"chat": self.chat},
            }
        )


def new_erasure_request(phone: str, request_id: str, at: datetime) -> ErasureRequested:
    """A request to erase `phone` (validated here: ValueError names what is wrong)."""
    return ErasureRequested(f"erase_{request_id}"[:128], at, normalise_phone(phone))


def parse_erasure_request(document: Any) -> ErasureRequested | None:
    """The request in an inbox message, or None when the message is something else."""
    if not isinstance(document, dict) or document.get("type") != ERASURE_REQUESTED:
        return None
    try:
        return ErasureRequested(
            event_id=str(document["id"]),
            created_at=datetime.fromisoformat(document["created_at"]),
            chat=normalise_phone(document["data"]["chat"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise EventError(f"malformed erasure request ({type(error).__name__})") from None
