"""Real HTTP fake servers on 127.0.0.1 for adapter tests: whasp's reply API and OpenAI."""

from __future__ import annotations

import json
import threading
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class FakeServer:
    """A loopback HTTP server; subclasses decide the answers."""

    requests: list[Recorded] = field(default_factory=list)
    failures: deque[int] = field(default_factory=deque)  # statuses to answer before succeeding

    def start(self) -> FakeServer:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                try:
                    body = json.loads(raw or b"null")
                except ValueError:
                    body = raw
                recorded = Recorded(
                    self.path, {k.lower(): v for k, v in self.headers.items()}, body
                )
                status, answer = fake.answer(recorded)
                payload = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def answer(self, request: Recorded) -> tuple[int, Any]:
        self.requests.append(request)
        if self.failures:
            return self.failures.popleft(), {"error": "injected failure"}
        return self.succeed(request)

    def succeed(self, request: Recorded) -> tuple[int, Any]:
        return 200, {}


@dataclass
class FakeWhasp(FakeServer):
    """whasp's reply API: honours Idempotency-Key like the real one is assumed to."""

    delivered: dict[str, dict] = field(default_factory=dict)  # idempotency key -> body
    refuse_to: set[str] = field(default_factory=set)  # chats answered 500

    def succeed(self, request: Recorded) -> tuple[int, Any]:
        if request.body.get("to") in self.refuse_to:
            return 500, {"error": "injected failure for this chat"}
        key = request.headers.get("idempotency-key", "")
        self.delivered.setdefault(key, request.body)
        return 200, {"id": f"msg_{len(self.delivered)}", "status": "queued"}

    def texts_to(self, chat: str) -> list[str]:
        return [body["text"] for body in self.delivered.values() if body["to"] == chat]


@dataclass
class FakeOpenAI(FakeServer):
    """The Responses API, answering each request with the next queued text."""

    texts: deque[str] = field(default_factory=deque)

    def succeed(self, request: Recorded) -> tuple[int, Any]:
        text = self.texts.popleft() if self.texts else f"answer {len(self.requests)}"
        return 200, {
            "id": f"resp_{len(self.requests)}",
            "object": "response",
            "created_at": 1764000000,
            "status": "completed",
            "model": request.body.get("model", "fake"),
            "output": [
                {
                    "type": "message",
                    "id": "msg_1",
                    "status": "completed",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": text, "annotations": []}],
                }
            ],
            "parallel_tool_calls": False,
            "tool_choice": "auto",
            "tools": [],
            "usage": {
                "input_tokens": 120,
                "output_tokens": 12,
                "total_tokens": 132,
                "input_tokens_details": {"cached_tokens": 0},
                "output_tokens_details": {"reasoning_tokens": 0},
            },
        }

    def responses(self) -> list[Recorded]:
        return [r for r in self.requests if r.path.endswith("/responses")]
