"""Webhook requests whose body never fully arrived: counted, and logged at most once a minute.

A sender that disconnects before the Content-Length it announced (a tunnel dropping,
a scanner, a client killed mid-request) sent no delivery and no signature to check:
answering it as a bad signature would say the wrong thing, and one warning per
request would bury the log under a flood of them. The count is in `GET /status`.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

logger = logging.getLogger(__name__)
LOG_EVERY_SECONDS = 60.0  # at most one line a minute, however many requests break off


class IncompleteBody(Exception):
    """The request ended (or the sender left) before its Content-Length was read."""

    def __init__(self, received: int, declared: int) -> None:
        super().__init__(
            f"the body ended after {received} of the {declared} bytes its Content-Length "
            "announced; send the whole body"
        )


class IncompleteBodies:
    """How many webhook requests broke off mid-body, logged as one aggregated line."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        log_every_seconds: float = LOG_EVERY_SECONDS,
    ) -> None:
        self.count = 0
        self._clock = clock
        self._log_every = log_every_seconds
        self._logged_at: float | None = None
        self._unlogged = 0
        self._lock = threading.Lock()

    def record(self) -> None:
        """Count one; the first, and then the ones of each minute, make one line."""
        with self._lock:
            self.count += 1
            self._unlogged += 1
            now = self._clock()
            if self._logged_at is not None and now - self._logged_at < self._log_every:
                return
            since_last, self._unlogged, self._logged_at = self._unlogged, 0, now
            total = self.count
        logger.warning(
            "webhook requests ended before their body (sender disconnected); answered 400",
            extra={"incomplete_bodies": since_last, "incomplete_bodies_total": total},
        )
