"""Talking to a running `serve`: as whasp (signed deliveries) and as its operator.

`chat`, `replay`, the tests and the benchmark all reach the service this way,
over real HTTP on 127.0.0.1, so they exercise what whasp would.
"""

from __future__ import annotations

import http.client
import json
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote, urlencode

from agent_memory.commands.invocation import command
from agent_memory.config import Settings
from agent_memory.errors import LocalRunError
from agent_memory.local.files import LocalFiles
from agent_memory.local.server import HOST, WEBHOOK_PATH
from agent_memory.pipeline.signature import signed_headers
from agent_memory.pipeline.whasp import text_message_event

DEMO_NUMBER = "+5511900000000"  # the agent's whasp number in local runs


class LocalClient:
    """One `serve` on 127.0.0.1:`port`, reached with its signing key and operator token."""

    def __init__(
        self,
        port: int,
        signing_key: bytes,
        operator_token: str,
        timeout: float = 30.0,
        files: LocalFiles | None = None,
    ) -> None:
        self.port = port
        self.signing_key = signing_key
        self.operator_token = operator_token
        self.timeout = timeout
        self.files = files  # where a serve that refused to start says why
        self.started_at = time.time()

    @classmethod
    def from_settings(cls, settings: Settings, port: int) -> LocalClient:
        """The client of the `serve` that shares these settings' `.local/` files."""
        files = LocalFiles.from_settings(settings)
        return cls(port, files.signing_key(settings), files.operator_token(), files=files)

    @property
    def url(self) -> str:
        """Where the service listens."""
        return f"http://{HOST}:{self.port}"

    def deliver(self, event: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """POST one whasp event to /webhook, signed now; the status and JSON answer."""
        body = json.dumps(event, ensure_ascii=False).encode()
        headers = signed_headers(self.signing_key, body, f"msg_{event['id']}")
        return self.request("POST", WEBHOOK_PATH, body, headers)

    def say(self, chat: str, text: str, number: str = DEMO_NUMBER) -> str:
        """Deliver a text message from `chat`, as whasp would; the event id (reply key)."""
        event_id = f"evt_local_{uuid.uuid4().hex}"
        event = text_message_event(event_id, chat, number, text, datetime.now(UTC))
        status, answer = self.deliver(event)
        if status != 200:
            raise LocalRunError(f"serve refused the message ({status}): {answer.get('error')}")
        return event_id

    def wait_ready(self, seconds: float) -> None:
        """Return once the service answers; LocalRunError after `seconds` without it, or at
        once when another program holds the port (serve could not bind it then)."""
        deadline = time.monotonic() + seconds
        while True:
            answer = self._health()
            if answer is None:
                return
            if answer != "refused":
                raise LocalRunError(
                    f"port {self.port} on {HOST} is taken by another program, not an "
                    f"agent-memory serve ({answer}). {self.free_port_hint}"
                )
            stopped = self.files.serve_stopped(self.started_at - 1) if self.files else None
            if stopped:
                raise LocalRunError(stopped)
            if time.monotonic() > deadline:
                raise LocalRunError(
                    f"no agent-memory serve answers at {self.url}: start it with "
                    f"`{command('serve')} --port {self.port}` (make run does)"
                )
            time.sleep(0.1)

    @property
    def free_port_hint(self) -> str:
        """How to run on another port, with make or by hand."""
        other = self.port + 10
        return (
            f"Stop it, or use another port: `make run PORT={other}` "
            f"(by hand: `--port {other}` for both serve and chat)."
        )

    def _health(self) -> str | None:
        """None when a serve answers /health; "refused" when nothing listens (yet); else
        what the program on the port did instead."""
        connection = http.client.HTTPConnection(HOST, self.port, timeout=2.0)
        try:
            connection.request("GET", "/health")
            response = connection.getresponse()
            body = response.read()
        except (ConnectionRefusedError, TimeoutError):
            return "refused"  # a serve starting up may accept before it answers
        except (OSError, http.client.HTTPException) as error:
            return f"it does not speak HTTP: {type(error).__name__}"
        finally:
            connection.close()
        try:
            if response.status == 200 and isinstance(json.loads(body), dict):
                return None
        except ValueError:
            pass
        return f"GET /health answered {response.status}"

    def status(self) -> dict[str, Any]:
        """Agent, model, where replies go, and the inbox depth."""
        return self._operator("GET", "/status")

    def replies(self, chat: str | None = None, after: int = 0) -> list[dict[str, Any]]:
        """Replies in the local outbox after id `after`, oldest first."""
        query = urlencode({"after": after, **({"chat": chat} if chat else {})})
        return self._operator("GET", f"/outbox?{query}")["replies"]

    def person(self, phone: str) -> dict[str, Any]:
        """What is remembered of `phone`, and the context of their next turn."""
        return self._operator("GET", f"/people/{quote(phone)}")

    def compact(self, phone: str) -> dict[str, Any]:
        """Fold all of `phone`'s messages into summary and facts now; then `person`."""
        return self._operator("POST", f"/people/{quote(phone)}/compact")

    def delivery(self, event_id: str) -> dict[str, Any] | None:
        """Where an accepted delivery stands (attempts, last_error, retry_in, done); None
        when the inbox no longer holds it."""
        answer = self._operator("GET", f"/deliveries/{quote(event_id, safe='')}", missing=True)
        return answer or None

    def forget(self, phone: str) -> dict[str, Any]:
        """Queue the erasure of `phone` behind their pending messages."""
        return self._operator("DELETE", f"/people/{quote(phone)}")

    def wait_idle(
        self, seconds: float, on_poll: Callable[[dict[str, Any]], None] | None = None
    ) -> None:
        """Return once the inbox is empty; LocalRunError when nothing moved for `seconds`."""
        last, moved_at = None, time.monotonic()
        while (status := self.status())["pending"]:
            if on_poll:
                on_poll(status)
            if status["pending"] != last:
                last, moved_at = status["pending"], time.monotonic()
            elif time.monotonic() - moved_at > seconds:
                raise LocalRunError(
                    f"{last} deliveries have waited {seconds:g} s without progress: "
                    "see the serve log"
                )
            time.sleep(0.05)

    def _operator(self, method: str, path: str, missing: bool = False) -> dict[str, Any]:
        """The operator route's answer; with `missing`, {} for a 404 instead of an error."""
        headers = {"Authorization": f"Bearer {self.operator_token}"}
        status, answer = self.request(method, path, None, headers)
        if missing and status == 404:
            return {}
        if status == 401:
            kept = self.files.token_file if self.files else "operator-token beside SQLITE_PATH"
            raise LocalRunError(
                f"the agent-memory serve on port {self.port} is another one than this "
                f"folder's: it refused the operator token kept in {kept}. "
                f"{self.free_port_hint} Or run this with the SQLITE_PATH that serve uses."
            )
        if status >= 400:
            raise LocalRunError(f"serve answered {status}: {answer.get('error')}")
        return answer

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, Any]]:
        """One request to serve: the status and the JSON answer."""
        connection = http.client.HTTPConnection(HOST, self.port, timeout=self.timeout)
        try:
            headers = {"Content-Type": "application/json", **(headers or {})}
            connection.request(method, path, body, headers)
            response = connection.getresponse()
            return response.status, json.loads(response.read() or b"{}")
        except (OSError, http.client.HTTPException, ValueError) as error:
            raise LocalRunError(
                f"no answer from serve at {self.url} ({type(error).__name__}): is it running?"
            ) from None
        finally:
            connection.close()
