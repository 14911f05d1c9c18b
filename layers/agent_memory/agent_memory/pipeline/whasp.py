"""Every whasp name in one place: webhook headers, event types and fields, the reply API.

whasp's reference is not public; this module is the assumed interface of
DESIGN.md. When the real reference arrives, this is the file to change.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ClassVar

from agent_memory.core.phone import hash_phone, normalise_phone
from agent_memory.display_text import quoted_input
from agent_memory.errors import AgentMemoryError
from agent_memory.pipeline.json_body import BodyError, check_values, load_object, utc_time

# Standard Webhooks v1 headers and secret format.
HEADER_ID = "webhook-id"
HEADER_TIMESTAMP = "webhook-timestamp"
HEADER_SIGNATURE = "webhook-signature"
SIGNATURE_VERSION = "v1"
SECRET_PREFIX = "whsec_"
TOLERANCE_SECONDS = 5 * 60
MAX_BODY_BYTES = 256 * 1024

# Event types.
MESSAGE_RECEIVED = "message.received"
NUMBER_REPLACED = "number.replaced"
OPTED_OUT = "contact.opted_out"
HANDLED_TYPES = frozenset({MESSAGE_RECEIVED, NUMBER_REPLACED, OPTED_OUT})

# Reply API.
REPLY_PATH = "/v1/messages"
IDEMPOTENCY_HEADER = "Idempotency-Key"

# Message types (`data.message.type`) and media downloads.
TEXT, AUDIO, IMAGE = "text", "audio", "image"
VIDEO, DOCUMENT, STICKER = "video", "document", "sticker"
LOCATION, CONTACT = "location", "contact"
MEDIA_EXPIRED_STATUS = frozenset({404, 410})  # a media URL past its lifetime answers these

# The times an event may carry: far from datetime's limits, whatever is added to them.
EARLIEST_CREATED_AT = datetime(2000, 1, 1, tzinfo=UTC)
LATEST_CREATED_AT = datetime(2100, 1, 1, tzinfo=UTC)
# SQS FIFO takes 1-128 printable ASCII characters as a deduplication id; so does every inbox.
EVENT_ID = re.compile(r"[!-~]{1,128}")


class EventError(AgentMemoryError, ValueError):
    """The body is not a whasp event we can accept; the message says what is wrong."""


class UnknownEventType(EventError):
    """A well-formed event of a type this version does not handle (acknowledged, ignored)."""

    def __init__(self, event_id: str, event_type: str) -> None:
        super().__init__(
            f"event type {quoted_input(event_type)} is not handled; acknowledged and dropped"
        )
        self.event_id = event_id
        self.event_type = event_type


@dataclass(frozen=True)
class Media:
    """A media attachment: where to download it and what it claims to be."""

    url: str
    mime_type: str | None
    caption: str | None = None


@dataclass(frozen=True)
class MessageReceived:
    """A person wrote to one of our whasp numbers."""

    event_type: ClassVar[str] = MESSAGE_RECEIVED

    event_id: str
    created_at: datetime
    chat: str  # the person's phone, E.164
    number: str  # our whasp number that received it
    message_id: str
    message_type: str  # text, audio, image, video, document, sticker, location, contact
    text: str | None
    media: Media | None
    raw_message: dict[str, Any]


@dataclass(frozen=True)
class NumberReplaced:
    """whasp replaced one of our numbers (after a ban): replies move to the new one."""

    event_type: ClassVar[str] = NUMBER_REPLACED

    event_id: str
    created_at: datetime
    old_number: str
    new_number: str


@dataclass(frozen=True)
class OptedOut:
    """The person asked not to be messaged any more."""

    event_type: ClassVar[str] = OPTED_OUT

    event_id: str
    created_at: datetime
    chat: str
    number: str | None


Event = MessageReceived | NumberReplaced | OptedOut


def _field(data: dict[str, Any], name: str, where: str) -> Any:
    value = data.get(name)
    if value is None or value == "":
        raise EventError(f"missing field {where}{name}")
    return value


def _optional_text(data: dict[str, Any], name: str, where: str) -> str | None:
    """A field that may be absent, but is a string when present."""
    value = data.get(name)
    if value is not None and not isinstance(value, str):
        raise EventError(f"{where}{name} must be a string")
    return value


def _phone(data: dict[str, Any], name: str, where: str = "data.") -> str:
    value = _field(data, name, where)
    try:
        return normalise_phone(value)
    except ValueError as error:
        raise EventError(f"{where}{name}: {error}") from None


def load_document(body: bytes | str | dict[str, Any]) -> dict[str, Any]:
    """The JSON object in an inbox body (a parsed one is checked alike), or EventError: the
    one parse the webhook and the processor share, so whatever the webhook accepts the
    processor can read (the bounds are `json_body`'s)."""
    try:
        if isinstance(body, bytes | str):
            return load_object(body)
        check_values(body)
    except BodyError as error:
        raise EventError(str(error)) from None
    if not isinstance(body, dict):
        raise EventError("body is not a JSON object")
    return body


def _created_at(document: dict[str, Any]) -> datetime:
    try:
        return utc_time(
            document.get("created_at"), "created_at", EARLIEST_CREATED_AT, LATEST_CREATED_AT
        )
    except BodyError as error:
        raise EventError(str(error)) from None


def parse_event(body: bytes | str | dict[str, Any]) -> Event:
    """The typed event in `body`, or EventError saying which field is wrong."""
    document = load_document(body)
    event_id = _field(document, "id", "")
    event_type = _field(document, "type", "")
    if not isinstance(event_id, str) or not isinstance(event_type, str):
        raise EventError("id and type must be strings")
    if not EVENT_ID.fullmatch(event_id):
        raise EventError("id must be 1 to 128 printable ASCII characters")
    if event_type not in HANDLED_TYPES:
        # before the data checks: a future type may carry other fields, or none
        raise UnknownEventType(event_id, event_type)
    data = document.get("data")
    if not isinstance(data, dict):
        raise EventError("missing field data")
    created_at = _created_at(document)

    if event_type == MESSAGE_RECEIVED:
        return _message_received(event_id, created_at, data)
    if event_type == NUMBER_REPLACED:
        return NumberReplaced(
            event_id, created_at, _phone(data, "old_number"), _phone(data, "new_number")
        )
    if event_type == OPTED_OUT:
        number = _phone(data, "number") if data.get("number") else None
        return OptedOut(event_id, created_at, _phone(data, "chat"), number)
    raise UnknownEventType(event_id, event_type)


def _message_received(event_id: str, created_at: datetime, data: dict[str, Any]) -> Event:
    chat = _phone(data, "chat")
    number = _phone(data, "number")
    message = data.get("message")
    if not isinstance(message, dict):
        raise EventError("missing field data.message")
    message_type = _field(message, "type", "data.message.")
    if not isinstance(message_type, str):
        raise EventError("data.message.type must be a string")
    text = _optional_text(message, "text", "data.message.")
    if message_type == "text" and not (text or "").strip():
        raise EventError("missing field data.message.text")
    media = None
    raw_media = message.get("media")
    if raw_media is not None and not isinstance(raw_media, dict):
        raise EventError("data.message.media must be an object")
    if raw_media and raw_media.get("url"):
        media = Media(
            url=_optional_text(raw_media, "url", "data.message.media.") or "",
            mime_type=_optional_text(raw_media, "mime_type", "data.message.media."),
            caption=_optional_text(raw_media, "caption", "data.message.media.")
            or _optional_text(message, "caption", "data.message."),
        )
    return MessageReceived(
        event_id=event_id,
        created_at=created_at,
        chat=chat,
        number=number,
        message_id=str(message.get("id") or event_id),
        message_type=message_type,
        text=text,
        media=media,
        raw_message=message,
    )


@dataclass(frozen=True)
class Location:
    """A shared location (`data.message.location`)."""

    latitude: float | None
    longitude: float | None
    name: str | None
    address: str | None


def location_of(event: MessageReceived) -> Location | None:
    """The location a `location` message shares, when it carries one."""
    raw = event.raw_message.get("location")
    if not isinstance(raw, dict):
        return None

    def number(name: str, limit: float) -> float | None:
        value = raw.get(name)
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            return None
        try:
            degrees = float(value)
        except (ValueError, OverflowError):  # OverflowError: an integer of 400 digits
            return None
        return degrees if math.isfinite(degrees) and abs(degrees) <= limit else None

    def text(name: str) -> str | None:
        value = raw.get(name)
        return (value.strip() or None) if isinstance(value, str) else None

    return Location(
        number("latitude", 90.0), number("longitude", 180.0), text("name"), text("address")
    )


def contact_names_of(event: MessageReceived) -> list[str]:
    """The names on a shared contact card (`data.message.contacts[].name`, or `contact`)."""
    raw = event.raw_message.get("contacts") or event.raw_message.get("contact") or []
    cards = raw if isinstance(raw, list) else [raw]
    names = [card.get("name") for card in cards if isinstance(card, dict)]
    return [name.strip() for name in names if isinstance(name, str) and name.strip()]


def file_name_of(event: MessageReceived) -> str | None:
    """The file name of a shared document (`data.message.media.filename`)."""
    media = event.raw_message.get("media")
    name = media.get("filename") if isinstance(media, dict) else None
    return (name.strip() or None) if isinstance(name, str) else None


def group_key(event: Event, hash_key: bytes) -> str:
    """The SQS FIFO group of an event: a keyed hash of the person's phone (of the number
    for `number.replaced`, which names no person), so one person's events stay in order
    whichever whasp number carried them."""
    if isinstance(event, NumberReplaced):
        return person_group(f"number:{event.old_number}", hash_key)
    return person_group(event.chat, hash_key)


def person_group(phone: str, hash_key: bytes) -> str:
    """The SQS FIFO group of everything about one person (whasp events, erasure requests).

    Keyed with the phone hash key: group ids show in the queue's attributes, the dead
    letters and logs, and an unkeyed hash of a phone is reversed by trying every number.
    """
    return hash_phone(phone, hash_key)


def reply_body(number: str, chat: str, text: str) -> dict[str, str]:
    """The JSON body of a reply sent through the whasp API."""
    return {"from": number, "to": chat, "text": text}


def text_message_event(
    event_id: str, chat: str, number: str, text: str, created_at: datetime
) -> dict[str, Any]:
    """A `message.received` text event as whasp delivers it (local chat, replay, benchmarks)."""
    return {
        "id": event_id,
        "type": MESSAGE_RECEIVED,
        "created_at": created_at.isoformat().replace("+00:00", "Z"),
        "data": {
            "chat": chat,
            "number": number,
            "message": {"id": f"wamid.{event_id}", "type": "text", "text": text},
        },
    }
