"""The local HTTP front door, on 127.0.0.1 only.

`POST /webhook` answers exactly as the webhook Lambda does (the same
`intake.accept_delivery`, the same JSON). The other routes are for the operator
and for `chat`/`replay`: they need the bearer token kept in `.local/`, because a
tunnel that brings whasp's deliveries in exposes every route, not just the webhook.
"""

from __future__ import annotations

import hmac
import json
import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from agent_memory.intake import Outcome, accept_delivery, accept_erasure_request
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.outbox import LocalOutbox
from agent_memory.memory import Memory
from agent_memory.person_data import overview
from agent_memory.whasp import MAX_BODY_BYTES

logger = logging.getLogger(__name__)
HOST = "127.0.0.1"
WEBHOOK_PATH = "/webhook"
PEOPLE_PREFIX = "/people/"
DRAIN_LIMIT_BYTES = 4 * 1024 * 1024


@dataclass
class LocalApi:
    """What the routes answer from."""

    inbox: SqliteInbox
    keys: tuple[bytes, ...]
    operator_token: str
    memory: Memory
    agent: str
    outbox: LocalOutbox | None  # None when replies go through the whasp API
    model: str

    def status(self) -> dict[str, Any]:
        """The service at a glance: whose agent, which model, where replies go, queue depth."""
        replies = "local outbox" if self.outbox is not None else "whasp API"
        return {"agent": self.agent, "model": self.model, "replies": replies, **self.inbox.counts()}

    def person(self, phone: str) -> dict[str, Any]:
        """What is remembered of one person, and the context their next turn would get."""
        key = self.memory.key(self.agent, phone)
        context = self.memory.build_context(self.agent, phone)
        return {
            "phone_hash": key.phone_hash,
            **overview(self.memory.store, key, datetime.now(UTC)),
            "context": {"notes": context.notes, "history": context.history},
        }


class LocalHttpServer(ThreadingHTTPServer):
    """A thread per request; a backlog deep enough for a burst of whasp deliveries."""

    daemon_threads = True
    request_queue_size = 256

    def __init__(self, port: int, api: LocalApi) -> None:
        self.api = api
        super().__init__((HOST, port), _Handler)


class _Handler(BaseHTTPRequestHandler):
    server: LocalHttpServer
    server_version = "agent-memory"

    def do_POST(self) -> None:
        if urlsplit(self.path).path != WEBHOOK_PATH:
            self._no_route()
            return
        length = int(self.headers.get("Content-Length") or 0)
        # one byte past the limit is enough for accept_delivery to answer 413
        body = self.rfile.read(min(length, MAX_BODY_BYTES + 1))
        unread = length - len(body)
        if unread > DRAIN_LIMIT_BYTES:
            self.close_connection = True  # a sender this far off gets no answer it could read
        while unread > 0 and not self.close_connection:  # so the sender can read the 413
            chunk = self.rfile.read(min(unread, 65536))
            if not chunk:
                break
            unread -= len(chunk)
        headers = {name: value for name, value in self.headers.items()}
        api = self.server.api
        outcome = accept_delivery(
            headers, body, api.keys, api.inbox, hash_key=api.memory.phone_hash_key
        )
        self._answer_outcome(outcome)

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        if url.path == "/health":
            self._json(200, {"status": "ok"})
            return
        if not self._operator():
            return
        api = self.server.api
        if url.path == "/status":
            self._json(200, api.status())
        elif url.path == "/outbox":
            self._outbox(parse_qs(url.query))
        elif url.path.startswith(PEOPLE_PREFIX):
            try:
                self._json(200, api.person(unquote(url.path.removeprefix(PEOPLE_PREFIX))))
            except ValueError as error:
                self._json(400, {"error": str(error), "reason": "invalid_phone"})
        else:
            self._no_route()

    def do_DELETE(self) -> None:
        path = urlsplit(self.path).path
        if not path.startswith(PEOPLE_PREFIX):
            self._no_route()
            return
        if self._operator():
            phone = unquote(path.removeprefix(PEOPLE_PREFIX))
            request_id = uuid.uuid4().hex
            api = self.server.api
            self._answer_outcome(
                accept_erasure_request(
                    phone, request_id, api.inbox, hash_key=api.memory.phone_hash_key
                )
            )

    def _outbox(self, query: dict[str, list[str]]) -> None:
        outbox = self.server.api.outbox
        if outbox is None:
            message = "replies go out through the whasp API (WHASP_API_URL is set): no outbox here"
            self._json(404, {"error": message, "reason": "no_outbox"})
            return
        try:
            after = int(query.get("after", ["0"])[0])
        except ValueError:
            self._json(400, {"error": "after must be a reply id", "reason": "invalid_query"})
            return
        chat = query.get("chat", [None])[0]
        self._json(200, {"replies": outbox.replies(chat, after)})

    def _operator(self) -> bool:
        """True for a request with the operator token; otherwise answer 401 and say why."""
        given = self.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        if given and hmac.compare_digest(given, self.server.api.operator_token):
            return True
        message = "operator routes need Authorization: Bearer <.local/operator-token>"
        self._json(401, {"error": message, "reason": "operator_token_missing"})
        return False

    def _answer_outcome(self, outcome: Outcome) -> None:
        fields = {"event_id": outcome.event_id, **outcome.log_fields()}
        level = logging.INFO
        if outcome.status >= 400:  # as the webhook Lambda logs them
            level = logging.ERROR if outcome.status >= 500 else logging.WARNING
        logger.log(level, outcome.message, extra=fields)
        self._json(outcome.status, outcome.body())

    def _no_route(self) -> None:
        message = f"no route {self.command} {urlsplit(self.path).path}; whasp posts to /webhook"
        self._json(404, {"error": message, "reason": "not_found"})

    def _json(self, status: int, body: dict[str, Any]) -> None:
        payload = json.dumps(body, ensure_ascii=False).encode()
        self.send_response(HTTPStatus(status))
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:
        pass  # request lines carry phones in paths: the routes log what may be logged
