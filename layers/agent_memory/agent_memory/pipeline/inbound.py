"""What memory keeps of an inbound message: its text, a voice note's transcript, a photo's
description, or a short marker (`[sticker]`, `[location: ...]`) for what it cannot read.

Voice notes and photos are converted once, before they are remembered; a redelivery of an
event already remembered converts nothing. A conversion that can never succeed, or that is
still failing on the last allowed delivery, is remembered as a marker the reply reacts to
(`media_notices`), so the person is asked to type instead of getting silence.
"""

from __future__ import annotations

import logging

from agent_memory.config import DEFAULT_MEDIA_MAX_ATTEMPTS
from agent_memory.core.metrics import CountingMetrics, Metrics
from agent_memory.core.records import ConversationKey
from agent_memory.core.unicode_text import is_valid_unicode, with_valid_unicode
from agent_memory.errors import PermanentError, TransientError
from agent_memory.media import MediaFetcher, MediaRejected
from agent_memory.model.port import DESCRIBABLE_IMAGES, TRANSCRIBABLE_AUDIO, Model
from agent_memory.pipeline import whasp
from agent_memory.store.turn_ledger import TurnLedger

logger = logging.getLogger(__name__)

VOICE_NOTE = "[voice note]"
VOICE_NOTE_FAILED = "[voice note - could not be transcribed]"
PHOTO = "[photo]"
PHOTO_FAILED = "[photo - could not be viewed]"
NO_SPEECH = "(no speech)"

_LABELS = {
    whasp.AUDIO: "voice note",
    whasp.IMAGE: "photo",
    whasp.VIDEO: "video",
    whasp.DOCUMENT: "document",
    whasp.STICKER: "sticker",
    whasp.LOCATION: "location",
    whasp.CONTACT: "contact",
}
_FAILED = {whasp.AUDIO: VOICE_NOTE_FAILED, whasp.IMAGE: PHOTO_FAILED}
_NOTICES = {
    VOICE_NOTE_FAILED: (
        "Notice: the person's last message was a voice note that could not be transcribed. "
        "Say so briefly and ask them to type it."
    ),
    PHOTO_FAILED: (
        "Notice: the person's last message was a photo that could not be viewed. Say so "
        "briefly and ask them to describe in text what it shows."
    ),
}


def marker_text(event: whasp.MessageReceived) -> str:
    """The text kept for a message that is not converted: its text, or a short marker."""
    if event.message_type == whasp.TEXT and event.text:
        return event.text
    label = _LABELS.get(event.message_type, event.message_type)
    detail = _detail(event)
    marker = f"[{label}: {detail}]" if detail else f"[{label}]"
    caption = _caption(event)
    return f"{marker} {caption}" if caption else marker


def media_notices(content: str) -> list[str]:
    """What the reply must do when the message it answers could not be converted."""
    return [notice for marker, notice in _NOTICES.items() if content.startswith(marker)]


class InboundConverter:
    """Turns voice notes and photos into text with a fetcher and the model; without a
    fetcher (media conversion off) every media message gets its marker."""

    def __init__(
        self,
        ledger: TurnLedger,
        model: Model,
        fetcher: MediaFetcher | None = None,
        *,
        max_attempts: int = DEFAULT_MEDIA_MAX_ATTEMPTS,
        metrics: Metrics | None = None,
    ) -> None:
        self.ledger = ledger
        self.model = model
        self.fetcher = fetcher
        self.max_attempts = max_attempts
        self.metrics: Metrics = metrics or CountingMetrics()

    def text_to_remember(
        self, key: ConversationKey, event: whasp.MessageReceived, attempt: int = 1
    ) -> str | None:
        """The text to remember for `event`, or None when it is already remembered.

        Only voice notes and photos pay for the check (one store read): the model
        is asked at most once per event, and a text turn keeps its request count.
        `attempt` is the delivery's receive count: on `max_attempts` a transient
        fault gives up and is remembered as not converted; before, it propagates
        and SQS redelivers the event.
        """
        if self.fetcher is None or event.message_type not in _FAILED:
            return marker_text(event)
        if self.ledger.turn(key, event.event_id) is not None:
            return None
        try:
            text = self._convert(self.fetcher, event)
        except PermanentError as error:
            return self._not_converted(key, event, error)
        except TransientError as error:
            if attempt < self.max_attempts:
                self.metrics.add(f"MediaRetried_{event.message_type}")
                raise
            return self._not_converted(key, event, error)
        self.metrics.add(f"MediaConverted_{event.message_type}")
        if not is_valid_unicode(text):  # a transcript or description with half a character
            self.metrics.add(f"MediaUnicodeReplaced_{event.message_type}")
            text = with_valid_unicode(text)  # U+FFFD: the rest is good, and no store holds it
        return text

    def _convert(self, fetcher: MediaFetcher, event: whasp.MessageReceived) -> str:
        if event.media is None:
            raise MediaRejected("the delivery has no media URL")
        if event.message_type == whasp.AUDIO:
            audio = fetcher.fetch(event.media, frozenset(TRANSCRIBABLE_AUDIO))
            transcript = self.model.transcribe(audio.data, audio.mime_type)
            return f"{VOICE_NOTE} {transcript or NO_SPEECH}"
        image = fetcher.fetch(event.media, DESCRIBABLE_IMAGES)
        caption = _caption(event)
        description = self.model.describe_image(image.data, image.mime_type, caption)
        text = f"{PHOTO} {description}"
        return f"{text}\nCaption: {caption}" if caption else text

    def _not_converted(
        self, key: ConversationKey, event: whasp.MessageReceived, error: Exception
    ) -> str:
        self.metrics.add(f"MediaNotConverted_{event.message_type}")
        logger.warning(
            "media not converted",
            extra={
                "event_id": event.event_id,
                "phone_hash": key.phone_hash,
                "message_type": event.message_type,
                "reason": f"{type(error).__name__}: {error}",  # statuses and sizes, no URL
            },
        )
        caption = _caption(event)
        marker = _FAILED[event.message_type]
        return f"{marker} {caption}" if caption else marker


def _caption(event: whasp.MessageReceived) -> str | None:
    caption = (event.media.caption if event.media else None) or event.text
    return (caption.strip() or None) if caption else None


def _detail(event: whasp.MessageReceived) -> str | None:
    """What a location, contact or document marker says beyond its type."""
    if event.message_type == whasp.LOCATION:
        place = whasp.location_of(event)
        if place is None:
            return None
        where = ", ".join(p for p in (place.name, place.address) if p)
        if place.latitude is not None and place.longitude is not None:
            where = f"{where} ({place.latitude:.5f}, {place.longitude:.5f})".strip()
        return where or None
    if event.message_type == whasp.CONTACT:
        return ", ".join(whasp.contact_names_of(event)) or None
    if event.message_type == whasp.DOCUMENT:
        return whasp.file_name_of(event)
    return None
