"""Accepting one whasp delivery: verified, parsed and queued, or refused with a reason.

The webhook Lambda and the local HTTP server both answer through `accept_delivery`,
so a delivery gets the same answer wherever it lands. Only our own faults (the
queue unavailable) are 5xx, which makes whasp retry; bad input is a 4xx that
leaves nothing behind.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from agent_memory.core.phone import hash_phone
from agent_memory.errors import InboxRejected, InboxUnavailable
from agent_memory.inbox.port import Inbox
from agent_memory.pipeline.erasure_request import ERASURE_REQUESTED, new_erasure_request
from agent_memory.pipeline.signature import SignatureError, verify
from agent_memory.pipeline.whasp import (
    MAX_BODY_BYTES,
    EventError,
    NumberReplaced,
    UnknownEventType,
    group_key,
    parse_event,
    person_group,
)


def _utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class Outcome:
    """The answer to one delivery, and what may be logged about it (never phone or text)."""

    status: int
    reason: str  # a short code: the metric dimension and log field
    message: str  # for whasp's delivery log: what happened or what to fix
    event_id: str | None = None
    event_type: str | None = None
    person: str | None = None  # hash of the person's phone

    @property
    def queued(self) -> bool:
        """True when the event is now in the inbox."""
        return self.reason == "queued"

    def body(self) -> dict[str, Any]:
        """The JSON response: `status` on success, `error` on refusal, with the reason code.

        Our own faults stay in our logs: their details (queue names, account) are not whasp's.
        """
        if self.status >= 500:
            return {"error": "temporarily unavailable; retry later", "reason": self.reason}
        if self.status >= 400:
            return {"error": self.message, "reason": self.reason}
        return {"status": self.reason, "id": self.event_id, "message": self.message}

    def log_fields(self) -> dict[str, Any]:
        """Fields for a structured log line."""
        fields = {
            "status": self.status,
            "reason": self.reason,
            "event_type": self.event_type,
            "person": self.person,
        }
        return {name: value for name, value in fields.items() if value is not None}


UNDECODABLE_BODY = Outcome(400, "invalid_event", "body is not UTF-8 text: whasp sends JSON")


def accept_delivery(
    headers: Mapping[str, str],
    body: bytes,
    keys: Sequence[bytes],
    inbox: Inbox,
    now: Callable[[], float] = time.time,
    *,
    hash_key: bytes,
) -> Outcome:
    """Verify, parse and queue one delivery; the outcome says what to answer and why.

    `hash_key` keys every hash of the phone this makes (the FIFO group, the log field):
    there is no default, so no door can fall back to a key anyone knows.

    `body` is the raw request body exactly as whasp sent it: the signature covers
    those bytes, and they are what the inbox carries to the processor.
    """
    if len(body) > MAX_BODY_BYTES:
        return Outcome(
            413, "body_too_large", f"body is {len(body)} bytes; at most {MAX_BODY_BYTES} accepted"
        )
    try:
        verify(headers, body, keys, now=now)
    except SignatureError as error:
        return Outcome(401, error.reason, str(error))
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return UNDECODABLE_BODY
    try:
        # the processor's own parser: what is queued here, the processor can read
        event = parse_event(text)
    except UnknownEventType as error:
        return Outcome(200, "event_type_not_handled", str(error), error.event_id, error.event_type)
    except EventError as error:
        return Outcome(400, "invalid_event", str(error))
    event_type = event.event_type
    person = None if isinstance(event, NumberReplaced) else hash_phone(event.chat, hash_key)
    try:
        inbox.send(text, group_key(event, hash_key), event.event_id)
    except InboxRejected as error:
        return Outcome(400, "inbox_rejected", str(error), event.event_id, event_type, person)
    except InboxUnavailable as error:
        return Outcome(503, "inbox_unavailable", str(error), event.event_id, event_type, person)
    return Outcome(200, "queued", "queued for processing", event.event_id, event_type, person)


def accept_erasure_request(
    phone: str,
    request_id: str,
    inbox: Inbox,
    now: Callable[[], datetime] = _utc_now,
    *,
    hash_key: bytes,
) -> Outcome:
    """Queue an operator's request to erase a person, behind that person's pending events."""
    try:
        request = new_erasure_request(phone, request_id, now())
    except ValueError as error:
        return Outcome(400, "invalid_phone", str(error))
    details = (request.event_id, ERASURE_REQUESTED, hash_phone(request.chat, hash_key))
    try:
        inbox.send(request.body(), person_group(request.chat, hash_key), request.event_id)
    except InboxRejected as error:
        return Outcome(400, "inbox_rejected", str(error), *details)
    except InboxUnavailable as error:
        return Outcome(503, "inbox_unavailable", str(error), *details)
    return Outcome(202, "erasure_requested", "erasure queued for processing", *details)
