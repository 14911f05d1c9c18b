"""The local HTTP front door, on 127.0.0.1 only: an ASGI app served by uvicorn.

`POST /webhook` answers exactly as the webhook Lambda does (the same
`intake.accept_delivery`, the same JSON). The other routes are for the operator
and for `chat`/`replay`: they need the bearer token kept in `.local/`, because a
tunnel that brings whasp's deliveries in exposes every route, not just the webhook.

uvicorn (h11) speaks HTTP: a malformed request line, header or Content-Length gets
its 400, a connection with no complete request for a few seconds is closed
(`http_protocol.py`), and a waiting connection costs a coroutine, not a thread. The
routes' own work (SQLite) runs in threads, so a slow disk never stalls the event loop.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import socket
import threading
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from functools import partial
from typing import Any
from urllib.parse import parse_qs, unquote

import uvicorn

from agent_memory.commands.person_data import overview
from agent_memory.core.memory import Memory
from agent_memory.display_text import quoted_input
from agent_memory.errors import PermanentError, TransientError
from agent_memory.http_body import body_refusal, request_headers
from agent_memory.local.http_protocol import HeadDeadlineProtocol
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.incomplete_bodies import IncompleteBodies, IncompleteBody
from agent_memory.local.outbox import LocalOutbox
from agent_memory.pipeline.intake import Outcome, accept_delivery, accept_erasure_request
from agent_memory.pipeline.whasp import MAX_BODY_BYTES

logger = logging.getLogger(__name__)
HOST = "127.0.0.1"
WEBHOOK_PATH = "/webhook"
PEOPLE_PREFIX = "/people/"
DELIVERIES_PREFIX = "/deliveries/"
COMPACT_SUFFIX = "/compact"
COMPACT_NOW_ROUNDS = 5  # a backlog folds `fold_limit` messages a round, as maintenance does
DRAIN_LIMIT_BYTES = 4 * 1024 * 1024  # read past the limit so the sender can see the 413
IDLE_SECONDS = 5.0  # a connection with no complete request head for this long is closed
BODY_SECONDS = 30.0  # a sender slower than this for one body gets 408
BACKLOG = 256  # deep enough for a burst of whasp deliveries
SERVER = b"agent-memory"
_MAX_REPLY_ID = 2**63 - 1  # SQLite's INTEGER

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]


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
    model_warning: str | None = None  # the start-up check's answer when the model was down
    incomplete_bodies: IncompleteBodies = field(default_factory=IncompleteBodies)

    def status(self) -> dict[str, Any]:
        """The service at a glance: whose agent, which model, where replies go, queue depth."""
        replies = "local outbox" if self.outbox is not None else "whasp API"
        return {
            "agent": self.agent,
            "model": self.model,
            "model_warning": self.model_warning,
            "replies": replies,
            **self.inbox.counts(),
            "incomplete_bodies": self.incomplete_bodies.count,
        }

    def compact(self, phone: str) -> dict[str, Any]:
        """Fold every message of the person into the summary and facts now (chat's /compact:
        a short session need not wait for COMPACTION_TRIGGER messages); then `person`."""
        rounds = 0
        while rounds < COMPACT_NOW_ROUNDS and self.memory.compact(
            self.agent, phone, trigger=1, keep=0
        ):
            rounds += 1
        return {"compactions": rounds, **self.person(phone)}

    def delivery(self, event_id: str) -> dict[str, Any] | None:
        """Where one accepted delivery stands (tries, why the last failed); None if unknown."""
        state = self.inbox.delivery(event_id)
        return None if state is None else asdict(state)

    def person(self, phone: str) -> dict[str, Any]:
        """What is remembered of one person, and the context their next turn would get."""
        key = self.memory.key(self.agent, phone)
        context = self.memory.build_context(self.agent, phone)
        return {
            "phone_hash": key.phone_hash,
            **overview(self.memory.store, key, datetime.now(UTC)),
            "context": {"notes": context.notes, "history": context.history},
        }


@dataclass(frozen=True)
class Answer:
    """A JSON response; `close` ends the connection after it (a sender too far off to keep)."""

    status: int
    body: dict[str, Any]
    close: bool = False


class LocalRoutes:
    """The ASGI application: every request gets a JSON answer with a reason."""

    def __init__(self, api: LocalApi, body_seconds: float = BODY_SECONDS) -> None:
        self.api = api
        self.body_seconds = body_seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return  # lifespan is off; websockets are not offered
        headers = request_headers(scope)
        answer = await self._route(scope, headers, receive)
        payload = json.dumps(answer.body, ensure_ascii=False).encode()
        response_headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(payload)).encode()),
            (b"server", SERVER),
        ]
        if answer.close:
            response_headers.append((b"connection", b"close"))
        await send(
            {"type": "http.response.start", "status": answer.status, "headers": response_headers}
        )
        await send({"type": "http.response.body", "body": payload})

    async def _route(self, scope: Scope, headers: dict[str, str], receive: Receive) -> Answer:
        """The webhook and the health check are open; every other route needs the operator
        token, checked only once the route exists (an unknown path is a 404, not a 401)."""
        method, path = scope["method"], scope["path"]
        if method == "POST" and path == WEBHOOK_PATH:
            return await self._webhook(headers, receive)
        if method == "GET" and path == "/health":
            return Answer(200, {"status": "ok"})
        operator_route = self._operator_route(method, path, scope)
        if operator_route is None:
            return no_route(method, path)
        if not self._operator(headers):
            message = "operator routes need Authorization: Bearer <.local/operator-token>"
            return Answer(401, {"error": message, "reason": "operator_token_missing"})
        return await operator_route()

    def _operator_route(
        self, method: str, path: str, scope: Scope
    ) -> Callable[[], Awaitable[Answer]] | None:
        """The operator route a request names, ready to run; None when it names none."""
        if method == "GET" and path == "/status":
            return self._status
        if method == "GET" and path == "/outbox":
            return partial(self._outbox, scope["query_string"].decode("latin-1"))
        if method == "GET" and path.startswith(DELIVERIES_PREFIX):
            return partial(self._delivery, path.removeprefix(DELIVERIES_PREFIX))
        if not path.startswith(PEOPLE_PREFIX):
            return None
        person = path.removeprefix(PEOPLE_PREFIX)
        if method == "GET":
            return partial(self._person, person)
        if method == "DELETE":
            return partial(self._erase, person)
        if method == "POST" and person.endswith(COMPACT_SUFFIX):
            return partial(self._compact, person.removesuffix(COMPACT_SUFFIX))
        return None

    async def _status(self) -> Answer:
        return Answer(200, await asyncio.to_thread(self.api.status))

    async def _person(self, phone: str) -> Answer:
        try:
            return Answer(200, await asyncio.to_thread(self.api.person, phone))
        except ValueError as error:
            return Answer(400, {"error": str(error), "reason": "invalid_phone"})

    async def _erase(self, phone: str) -> Answer:
        """Queue the person's erasure through the inbox, as the webhook Lambda's door does."""
        api = self.api
        request_id = uuid.uuid4().hex
        erasure = partial(accept_erasure_request, hash_key=api.memory.phone_hash_key)
        return answer_outcome(await asyncio.to_thread(erasure, phone, request_id, api.inbox))

    async def _webhook(self, headers: dict[str, str], receive: Receive) -> Answer:
        # whasp sends a length, and the limit needs one; a body longer than what we would
        # drain is not read at all
        most = MAX_BODY_BYTES + DRAIN_LIMIT_BYTES
        refusal = body_refusal(headers, most, accepted=MAX_BODY_BYTES, sized=True)
        if refusal is not None:
            return Answer(refusal.status, refusal.body(), close=True)
        declared = int(headers.get("content-length", "0"))
        try:
            body = await asyncio.wait_for(read_body(receive, declared), self.body_seconds)
        except TimeoutError:
            message = f"the body did not arrive within {self.body_seconds:g} s"
            return Answer(408, {"error": message, "reason": "request_timeout"}, close=True)
        except IncompleteBody as error:  # no delivery was sent: not a signature failure
            self.api.incomplete_bodies.record()
            return Answer(400, {"error": str(error), "reason": "incomplete_body"}, close=True)
        api = self.api
        accept = partial(accept_delivery, hash_key=api.memory.phone_hash_key)
        return answer_outcome(await asyncio.to_thread(accept, headers, body, api.keys, api.inbox))

    async def _outbox(self, query_string: str) -> Answer:
        outbox = self.api.outbox
        if outbox is None:
            message = "replies go out through the whasp API (WHASP_API_URL is set): no outbox here"
            return Answer(404, {"error": message, "reason": "no_outbox"})
        query = parse_qs(query_string)
        after_text = query.get("after", ["0"])[0]
        digits = after_text.isascii() and after_text.isdigit() and len(after_text) <= 19
        if not (digits and int(after_text) <= _MAX_REPLY_ID):
            return Answer(400, {"error": "after must be a reply id", "reason": "invalid_query"})
        chat = query.get("chat", [None])[0]
        replies = await asyncio.to_thread(outbox.replies, chat, int(after_text))
        return Answer(200, {"replies": replies})

    async def _compact(self, phone: str) -> Answer:
        try:
            return Answer(200, await asyncio.to_thread(self.api.compact, phone))
        except ValueError as error:
            return Answer(400, {"error": str(error), "reason": "invalid_phone"})
        except TransientError as error:
            return Answer(503, {"error": str(error), "reason": "unavailable"})
        except PermanentError as error:
            return Answer(502, {"error": str(error), "reason": "refused"})

    async def _delivery(self, event_id: str) -> Answer:
        state = await asyncio.to_thread(self.api.delivery, unquote(event_id))
        if state is None:
            message = "no delivery with that event id in the inbox (answered long ago, or never)"
            return Answer(404, {"error": message, "reason": "unknown_delivery"})
        return Answer(200, state)

    def _operator(self, headers: dict[str, str]) -> bool:
        """True for a request carrying the operator token (compared as bytes: a header
        may hold any byte, and compare_digest refuses non-ASCII text)."""
        given = headers.get("authorization", "").removeprefix("Bearer ").strip()
        token = self.api.operator_token.encode()
        return bool(given) and hmac.compare_digest(given.encode("latin-1"), token)


async def read_body(receive: Receive, declared: int) -> bytes:
    """The body up to one byte past MAX_BODY_BYTES (enough for the 413); the rest is read
    and dropped, so the sender is not cut off before it can read the answer.
    IncompleteBody when the sender leaves before the `declared` bytes came."""
    body = bytearray()
    received = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise IncompleteBody(received, declared)
        chunk = message.get("body", b"")
        received += len(chunk)
        if len(body) <= MAX_BODY_BYTES:
            body += chunk[: MAX_BODY_BYTES + 1 - len(body)]
        if not message.get("more_body"):
            break
    if received < declared:
        raise IncompleteBody(received, declared)
    return bytes(body)


def answer_outcome(outcome: Outcome) -> Answer:
    """Log an intake outcome as the webhook Lambda does, and answer it."""
    fields = {"event_id": outcome.event_id, **outcome.log_fields()}
    level = logging.INFO
    if outcome.status >= 400:
        level = logging.ERROR if outcome.status >= 500 else logging.WARNING
    logger.log(level, outcome.message, extra=fields)
    return Answer(outcome.status, outcome.body())


def no_route(method: str, path: str) -> Answer:
    """404 naming what was asked and where whasp posts."""
    message = f"no route {method} {quoted_input(path)}; whasp posts to {WEBHOOK_PATH}"
    return Answer(404, {"error": message, "reason": "not_found"})


class LocalHttpServer:
    """uvicorn on a socket bound at construction (so a taken port fails before anything
    starts), run in a thread of its own until `shutdown`."""

    def __init__(
        self,
        port: int,
        api: LocalApi,
        *,
        idle_seconds: float = IDLE_SECONDS,
        body_seconds: float = BODY_SECONDS,
    ) -> None:
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.socket.bind((HOST, port))
        except OSError:
            self.socket.close()
            raise
        self.port: int = self.socket.getsockname()[1]
        config = uvicorn.Config(
            LocalRoutes(api, body_seconds),
            lifespan="off",
            http=HeadDeadlineProtocol,
            loop="asyncio",
            log_config=None,  # serve's own logging
            access_log=False,  # request lines carry phones in paths
            server_header=False,
            date_header=False,
            backlog=BACKLOG,
            timeout_keep_alive=idle_seconds,  # type: ignore[arg-type] (call_later takes float)
            timeout_graceful_shutdown=10,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._run, name="http", daemon=True)

    def _run(self) -> None:
        self._server.run(sockets=[self.socket])

    def start(self) -> LocalHttpServer:
        """Serve in the background; returns once requests are answered."""
        self._thread.start()
        while not self._server.started and self._thread.is_alive():
            self._thread.join(0.02)
        return self

    def shutdown(self) -> None:
        """Stop taking requests, let the ones in hand finish, and return."""
        self._server.should_exit = True
        self._thread.join(15)

    def server_close(self) -> None:
        """Release the port."""
        self.socket.close()
