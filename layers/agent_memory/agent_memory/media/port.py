"""The media port: fetching the bytes a delivery points to, and how that fails.

The bytes live only in memory for the length of one turn: they are never
stored, logged, or put in an error message (nor is the URL, which may carry a
token). Errors say what went wrong in terms of status, size and type.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from agent_memory.errors import PermanentError, TransientError
from agent_memory.pipeline import whasp


class MediaUnavailable(TransientError):
    """The download failed for now (network, 408/429/5xx): SQS redelivers the turn."""


class MediaExpired(MediaUnavailable):
    """The media URL answered 404/410: expired or not there yet. Retried like any transient
    fault; the converter gives up after MEDIA_MAX_ATTEMPTS deliveries."""


class MediaRejected(PermanentError):
    """The media can never be used: refused (other 4xx), too large, or of the wrong type."""


@dataclass(frozen=True)
class Download:
    """Media bytes and their content type (parameters such as `codecs=` stripped)."""

    data: bytes = field(repr=False)  # never in a log line by accident
    mime_type: str


class MediaFetcher(Protocol):
    """Fetches the media a delivery points to."""

    def fetch(self, media: whasp.Media, accepted: frozenset[str]) -> Download:
        """The bytes at `media.url`, when their type is one of `accepted`; raises
        MediaUnavailable (retry) or MediaRejected (never)."""
        ...
