"""A total deadline and a size ceiling for one model call, enforced at the socket.

The HTTP client's timeouts are per operation: a connect, a write, or one read of
the socket. A server that drips its answer a byte at a time, within each read's
timeout, keeps a call going for as long as it likes (measured: a 3 s timeout took
10.4 s, an endless answer 125 s), and nothing bounds how much it sends. Here every
socket operation of the call gets the time left until one deadline, set for the
whole call (`within`): connect, TLS, request, headers and body, and the client's own
retry too. Past the deadline an operation fails with `DeadlinePassed`, past
`max_bytes` read with `AnswerTooLarge`: both are the client's own error class, which
it passes through as they are, without its retry and the pause before it (measured:
a 3 s call to a dripping server ended at 3.8 s with the retry's pause, 3.0 s without).

The network backend is httpcore's own (`SyncBackend`), wrapped; the one reach into
httpx's transport is the connection pool it is given (`DeadlineTransport`), tested.
"""

from __future__ import annotations

import contextlib
import contextvars
import ssl
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import httpcore2
import httpx2
import openai
from httpcore2._backends.base import NetworkBackend, NetworkStream
from httpcore2._backends.sync import SyncBackend

DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024  # a reply body: far above any answer we keep


class DeadlinePassed(openai.OpenAIError):
    """The model call's total deadline passed (not retried: no time is left for it)."""


class AnswerTooLarge(openai.OpenAIError):
    """The answer is over the call's size ceiling (not retried: it would be again)."""


@dataclass
class CallBudget:
    """What one call may still spend: time until `deadline` (monotonic), bytes read."""

    deadline: float
    max_bytes: int
    read_bytes: int = 0
    oversize: bool = False

    def seconds(self, timeout: float | None) -> float:
        """The timeout an operation gets: its own, cut to the time left (never negative)."""
        left = self.deadline - time.monotonic()
        return max(0.0, left if timeout is None else min(timeout, left))


_budget: contextvars.ContextVar[CallBudget | None] = contextvars.ContextVar(
    "model_call_budget", default=None
)


@contextlib.contextmanager
def within(seconds: float, max_bytes: int = DEFAULT_MAX_ANSWER_BYTES) -> Iterator[CallBudget]:
    """Run one model call (every request it makes) within `seconds` and `max_bytes` read."""
    budget = CallBudget(time.monotonic() + seconds, max_bytes)
    token = _budget.set(budget)
    try:
        yield budget
    finally:
        _budget.reset(token)


def _bounded(timeout: float | None) -> float | None:
    budget = _budget.get()
    if budget is None:
        return timeout  # not inside a call: the client's own timeouts only
    if budget.oversize:
        raise AnswerTooLarge(f"the model's answer is over {budget.max_bytes} bytes")
    seconds = budget.seconds(timeout)
    if seconds <= 0:
        raise DeadlinePassed("the model call's deadline passed")
    return seconds


@contextlib.contextmanager
def _deadline_named() -> Iterator[None]:
    """A socket timeout at the call's deadline is the deadline's, not one to retry."""
    try:
        yield
    except httpcore2.TimeoutException:
        budget = _budget.get()
        if budget is not None and budget.seconds(None) <= 0:
            raise DeadlinePassed("the model call's deadline passed") from None
        raise


class _DeadlineStream(NetworkStream):
    def __init__(self, inner: NetworkStream) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        with _deadline_named():
            data = self._inner.read(max_bytes, _bounded(timeout))
        budget = _budget.get()
        if budget is not None:
            budget.read_bytes += len(data)
            if budget.read_bytes > budget.max_bytes:
                budget.oversize = True
                raise AnswerTooLarge(f"the model's answer is over {budget.max_bytes} bytes")
        return data

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        with _deadline_named():
            self._inner.write(buffer, _bounded(timeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context: Any, server_hostname: str | None = None,
                  timeout: float | None = None) -> NetworkStream:  # fmt: skip
        with _deadline_named():
            tls = self._inner.start_tls(ssl_context, server_hostname, _bounded(timeout))
        return _DeadlineStream(tls)

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class DeadlineBackend(NetworkBackend):
    """httpcore's socket backend, each operation cut to the current call's budget."""

    def __init__(self, inner: NetworkBackend | None = None) -> None:
        self._inner = inner or SyncBackend()

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None,
                    socket_options: Iterable[Any] | None = None) -> NetworkStream:  # fmt: skip
        with _deadline_named():
            stream = self._inner.connect_tcp(
                host, port, _bounded(timeout), local_address, socket_options
            )
        return _DeadlineStream(stream)

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> NetworkStream:
        with _deadline_named():
            stream = self._inner.connect_unix_socket(path, _bounded(timeout), socket_options)
        return _DeadlineStream(stream)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


@cache
def tls_context() -> ssl.SSLContext:
    """httpx's default TLS context (the system's certificates, hosts checked), built once per
    process: loading the certificates takes about 40 ms of CPU, and one context serves
    every connection of every client (it was built twice per client)."""
    return httpx2.create_ssl_context()


class DeadlineTransport(httpx2.HTTPTransport):
    """httpx's transport over a connection pool whose sockets honour the call's budget."""

    def __init__(self) -> None:
        super().__init__(verify=tls_context())
        self._pool = httpcore2.ConnectionPool(
            ssl_context=tls_context(),
            network_backend=DeadlineBackend(),
            max_connections=100,
            max_keepalive_connections=20,
            keepalive_expiry=5.0,
        )
