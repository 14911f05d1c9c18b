"""The console served on 127.0.0.1 from a thread of the test, over a memory the test holds,
and headless Chromium from Debian's package driven by Playwright (no browser download)."""

from __future__ import annotations

import http.client
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn

from agent_memory import Memory
from agent_memory.console.app import ConsoleService, build_app
from agent_memory.console.security import ConsoleAccess
from agent_memory.core.curation import Curation

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RunningConsole:
    """A console on 127.0.0.1:`port`, with the address to log in at."""

    def __init__(self, memory: Memory, agent: str, where: str = "test store") -> None:
        self.port = free_port()
        self.access = ConsoleAccess.for_address("127.0.0.1", self.port)
        curation = Curation(memory)
        service = ConsoleService(
            curation=curation,
            agent=agent,
            where=where,
            erase=lambda phone: curation.erase(agent, phone),
            clock=memory.clock,
        )
        config = uvicorn.Config(
            build_app(service, self.access),
            host="127.0.0.1",
            port=self.port,
            access_log=False,
            log_level="warning",
        )
        self.server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def login_url(self) -> str:
        return self.access.login_url("127.0.0.1", self.port)

    def start(self) -> RunningConsole:
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the console did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self._thread.join(10)


@contextmanager
def running_console(memory: Memory, agent: str) -> Iterator[RunningConsole]:
    console = RunningConsole(memory, agent).start()
    try:
        yield console
    finally:
        console.stop()


def request(
    console: RunningConsole,
    method: str,
    target: str,
    headers: dict[str, str] | None = None,
    body: bytes = b"",
) -> tuple[int, dict[str, str], str]:
    """One raw HTTP request to `console`: (status, headers in lower case, body)."""
    connection = http.client.HTTPConnection("127.0.0.1", console.port, timeout=30)
    connection.request(method, target, body=body, headers=headers or {})
    answer = connection.getresponse()
    found = {k.lower(): v for k, v in answer.getheaders()}
    return answer.status, found, answer.read().decode()


def logged_in(console: RunningConsole) -> dict[str, str]:
    """The header of a logged-in browser of `console`."""
    return {"Cookie": f"{console.access.cookie}={console.access.session}"}


def chromium_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists() and not shutil.which("chromium"):
        return "no /usr/bin/chromium: `make test` installs it as root (apt-get install chromium)"
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "the playwright package is missing: `make test` installs the dev extra"
    return None
