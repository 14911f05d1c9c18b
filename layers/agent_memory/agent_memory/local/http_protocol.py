"""uvicorn's h11 protocol with a deadline for every request head.

uvicorn closes a keep-alive connection that stays quiet after a response, but it
arms no timer before the first request, and any byte resets the one it has: a
connection that never completes a request line and headers (idle from the start,
or a slowloris) would stay open for ever. Here each request head must arrive within
`timeout_keep_alive` seconds of the connection opening or of the last response;
the body has its own deadline in the routes (408).
"""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.h11_impl import H11Protocol


class HeadDeadlineProtocol(H11Protocol):
    """Closes a connection whose next request head is overdue."""

    _head_deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:  # type: ignore[override]
        super().connection_made(transport)  # type: ignore[arg-type]
        self._arm_head_deadline()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._arm_head_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
        super().connection_lost(exc)

    def _arm_head_deadline(self) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
        if not self.transport.is_closing():
            self._head_deadline = self.loop.call_later(self.timeout_keep_alive, self._head_overdue)

    def _head_overdue(self) -> None:
        self._head_deadline = None
        between_requests = self.cycle is None or self.cycle.response_complete
        if between_requests and not self.transport.is_closing():
            self.transport.close()
