"""The messenger port: send one reply, at most once per idempotency key."""

from __future__ import annotations

from typing import Protocol

from agent_memory.errors import PermanentError, TransientError


class MessengerUnavailable(TransientError):
    """whasp is rate limiting or down: the turn is retried later."""


class MessengerRejected(PermanentError):
    """whasp refused the reply for good (bad number, auth): retrying will not help."""


class Messenger(Protocol):
    """Delivers replies; the same `idempotency_key` must never produce two messages."""

    def send(self, number: str, chat: str, text: str, idempotency_key: str) -> None:
        """Send `text` from our `number` to the person at `chat`."""
        ...
