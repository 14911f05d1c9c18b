"""whasp HTTP API messenger: bearer auth, idempotency key, bounded retries with backoff."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import httpx2 as httpx

from agent_memory.messenger.port import MessengerRejected, MessengerUnavailable
from agent_memory.pipeline import whasp

TIMEOUT_SECONDS = 10.0  # one request
DEADLINE_SECONDS = 25.0  # no retry starts past this; the last request may take its timeout

RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
MAX_RETRY_AFTER_SECONDS = 10.0


class WhaspMessenger:
    """Sends replies through `POST {api_url}/v1/messages`.

    429 and 5xx are retried with exponential backoff (honouring Retry-After)
    until `deadline_seconds` would be exceeded, then the turn fails transiently
    and SQS redelivers it; any other 4xx is permanent.
    """

    def __init__(
        self,
        api_url: str,
        api_key: str,
        *,
        timeout_seconds: float = TIMEOUT_SECONDS,
        deadline_seconds: float = DEADLINE_SECONDS,
        max_attempts: int = 4,
        sleep: Callable[[float], None] = time.sleep,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._client = httpx.Client(
            base_url=api_url.rstrip("/"),
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=timeout_seconds,
            transport=transport,
        )
        self._deadline_seconds = deadline_seconds
        self._max_attempts = max_attempts
        self.sleep = sleep

    def send(self, number: str, chat: str, text: str, idempotency_key: str) -> None:
        started = time.monotonic()
        reason = "no attempt made"
        for attempt in range(self._max_attempts):
            try:
                response = self._client.post(
                    whasp.REPLY_PATH,
                    json=whasp.reply_body(number, chat, text),
                    headers={whasp.IDEMPOTENCY_HEADER: idempotency_key},
                )
            except httpx.HTTPError as error:
                reason = f"{type(error).__name__}"
                wait = 0.5 * 2**attempt
            else:
                if response.is_success:
                    return
                if response.status_code not in RETRYABLE_STATUS:
                    raise MessengerRejected(
                        f"whasp rejected the reply with {response.status_code}; check "
                        "WHASP_API_KEY and the numbers (not retried)"
                    )
                reason = f"status {response.status_code}"
                wait = _retry_after(response) or 0.5 * 2**attempt
            if time.monotonic() - started + wait > self._deadline_seconds:
                break
            if attempt + 1 < self._max_attempts:
                self.sleep(wait)
        raise MessengerUnavailable(f"whasp unavailable ({reason}); the turn will be retried")

    def close(self) -> None:
        """Release the HTTP connection pool."""
        self._client.close()


def _retry_after(response: httpx.Response) -> float | None:
    """The wait whasp asks for, in seconds, capped at MAX_RETRY_AFTER_SECONDS; None when the
    header is absent or no usable number (negative, NaN, infinite, an HTTP date, garbage):
    the caller's own backoff applies then, so no answer of whasp can stall or crash a turn."""
    try:
        seconds = float(response.headers.get("Retry-After", ""))
    except ValueError:
        return None
    if not math.isfinite(seconds) or seconds < 0:
        return None
    return min(seconds, MAX_RETRY_AFTER_SECONDS)
