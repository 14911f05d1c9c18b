"""Real HTTP fake servers on 127.0.0.1 for adapter tests: whasp's reply API and media URLs,
and an OpenAI-compatible server (Responses, Chat Completions, Azure's URLs, transcriptions,
embeddings)."""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from email import policy
from email.parser import BytesParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self
from urllib.parse import urlsplit

from agent_memory.model.openai_model import PROBE_MARK


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
    failure_headers: dict[str, str] = field(default_factory=dict)  # sent with those failures

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
                for name, value in fake.failure_headers.items() if status >= 400 else ():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)

            def do_GET(self) -> None:
                fake.answer_get(self)

            def log_message(self, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        # a short poll: shutdown() waits for it, and every test stops its servers
        threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        ).start()
        return self

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def answer(self, request: Recorded) -> tuple[int, Any]:
        self.requests.append(request)
        if self.failures:
            return self.failures.popleft(), {"error": "injected failure"}
        return self.succeed(request)

    def succeed(self, request: Recorded) -> tuple[int, Any]:
        return 200, {}

    def answer_get(self, handler: BaseHTTPRequestHandler) -> None:
        handler.send_error(405)


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
class FakeMedia(FakeServer):
    """Media URLs: stored bytes with their content type; expired paths answer 410.

    Bodies go out in 64 KB chunks, without Content-Length when `declare_length`
    is off; `sent` records how many bytes reached the socket before the client
    stopped reading, to show an oversize download is cut off early.
    """

    files: dict[str, tuple[bytes, str]] = field(default_factory=dict)
    expired: set[str] = field(default_factory=set)
    redirects: dict[str, str] = field(default_factory=dict)  # path -> absolute URL (302)
    declare_length: bool = True
    sent: dict[str, int] = field(default_factory=dict)

    def put(self, name: str, data: bytes, content_type: str) -> str:
        """Serve `data` at a new URL, which is returned."""
        self.files[f"/media/{name}"] = (data, content_type)
        return f"{self.url}/media/{name}"

    def answer_get(self, handler: BaseHTTPRequestHandler) -> None:
        path = handler.path
        self.requests.append(
            Recorded(path, {k.lower(): v for k, v in handler.headers.items()}, None)
        )
        status = self.failures.popleft() if self.failures else 200
        if status == 200 and path in self.redirects:
            handler.send_response(302)
            handler.send_header("Location", self.redirects[path])
            handler.send_header("Content-Length", "0")
            handler.end_headers()
            return
        if status == 200 and path in self.expired:
            status = 410
        if status == 200 and path not in self.files:
            status = 404
        if status != 200:
            handler.send_error(status)
            return
        data, content_type = self.files[path]
        handler.send_response(200)
        handler.send_header("Content-Type", content_type)
        if self.declare_length:
            handler.send_header("Content-Length", str(len(data)))
        handler.end_headers()
        sent = 0
        try:
            for start in range(0, len(data), 65536):
                handler.wfile.write(data[start : start + 65536])
                sent += len(data[start : start + 65536])
        except OSError:  # the client hung up
            pass
        self.sent[path] = sent

    def wait_sent(self, path: str, timeout: float = 10.0) -> int:
        """Bytes written for `path` once its response has ended."""
        deadline = time.monotonic() + timeout
        while path not in self.sent and time.monotonic() < deadline:
            time.sleep(0.01)
        return self.sent[path]


def form_fields(request: Recorded) -> dict[str, tuple[str | None, str, bytes]]:
    """The parts of a multipart/form-data request: name -> (file name, type, bytes)."""
    head = f"Content-Type: {request.headers['content-type']}\r\n\r\n".encode()
    message = BytesParser(policy=policy.default).parsebytes(head + request.body)
    return {
        part.get_param("name", header="content-disposition"): (
            part.get_filename(),
            part.get_content_type(),
            part.get_payload(decode=True),
        )
        for part in message.iter_parts()
    }


@dataclass
class FakeOpenAI(FakeServer):
    """An OpenAI-compatible server: the Responses API and Chat Completions (either or both,
    `speaks`), answering each request with the next queued text; the transcription endpoint,
    with the next queued transcript; the embeddings endpoint, with vector n filled with n + 1,
    listed out of order as the API may.

    A queued answer may also be a dict: `{"refusal": ...}`, `{"cut_off": reason, "text": ...}`
    or `{"body": <any JSON>, "status": 200}` sent as the whole answer. `json_schema=False`
    makes Chat Completions refuse a strict schema (400), as many servers do;
    `azure_deployment` serves only Azure's shape,
    /openai/deployments/{name}/chat/completions?api-version=...
    """

    texts: deque[Any] = field(default_factory=deque)
    transcripts: deque[str] = field(default_factory=deque)
    speaks: frozenset[str] = frozenset({"responses", "chat_completions"})
    json_schema: bool = True
    transcription: bool = True
    azure_deployment: str | None = None
    refuse: tuple[int, Any] | None = None  # every chat request answered so (a revoked key...)
    embedding_bodies: deque[Any] = field(default_factory=deque)  # whole bodies, sent as they are
    max_embedding_tokens: int = 8192  # OpenAI's limit for one input
    embedded_tokens: list[int] = field(default_factory=list)  # per input sent, estimated

    def succeed(self, request: Recorded) -> tuple[int, Any]:
        url = urlsplit(request.path)
        if self.refuse is not None and url.path.endswith(GENERATION_PATHS):
            return self.refuse
        if self.azure_deployment is not None and not self._azure_shape(url):
            return 404, {"error": {"code": "404", "message": "Resource not found"}}
        if url.path.endswith("/embeddings"):
            if self.embedding_bodies:
                return 200, self.embedding_bodies.popleft()
            body = request.body
            refused = self._over_embedding_limits(body["input"])
            if refused:
                return 400, {"error": {"message": refused, "type": "invalid_request_error",
                                       "param": None, "code": None}}  # fmt: skip
            data = [
                {"object": "embedding", "index": i, "embedding": [i + 1.0] * body["dimensions"]}
                for i in range(len(body["input"]))
            ]
            return 200, {"object": "list", "data": data[::-1], "model": body["model"], "usage": {}}
        if url.path.endswith("/audio/transcriptions"):
            if not self.transcription:
                return 404, {"detail": "Not Found"}
            text = self.transcripts.popleft() if self.transcripts else "a transcript"
            return 200, {"text": text, "usage": {"type": "duration", "seconds": 4}}
        api = "chat_completions" if url.path.endswith("/chat/completions") else "responses"
        if api not in self.speaks or not url.path.endswith(("/responses", "/chat/completions")):
            return 404, {"detail": "Not Found"}
        wants = (request.body.get("response_format") or {}).get("type")
        if api == "chat_completions" and not self.json_schema and wants == "json_schema":
            message = "response_format type json_schema is not supported by this server"
            return 400, {"error": {"message": message, "type": "invalid_request_error"}}
        if _is_probe(request):
            answer: Any = '{"ok": true}'  # the adapter's start-up probe: queued answers wait
        else:
            answer = self.texts.popleft() if self.texts else f"answer {len(self.requests)}"
        if not isinstance(answer, dict):
            answer = {"text": answer}
        if "body" in answer:
            return answer.get("status", 200), answer["body"]
        if api == "chat_completions":
            return 200, _chat_completion(request.body.get("model", "fake"), answer)
        return 200, _response(len(self.requests), request.body.get("model", "fake"), answer)

    def _over_embedding_limits(self, inputs: list[str]) -> str | None:
        """OpenAI's refusal of an input over the model's tokens, or of a request over
        300,000 in all; tokens estimated as UTF-8 bytes / 4 (OpenAI's rule of thumb)."""
        tokens = [-(-len(text.encode()) // 4) for text in inputs]
        self.embedded_tokens.extend(tokens)
        if max(tokens, default=0) > self.max_embedding_tokens:
            return (
                f"This model's maximum context length is {self.max_embedding_tokens} tokens, "
                f"however you requested {max(tokens)} tokens ({max(tokens)} in your prompt; 0 "
                "for the completion). Please reduce your prompt; or completion length."
            )
        if sum(tokens) > 300_000:
            return f"Requested {sum(tokens)} tokens, max 300000 tokens per request"
        return None

    def _azure_shape(self, url: Any) -> bool:
        deployment = f"/openai/deployments/{self.azure_deployment}/"
        return url.path.startswith(deployment) and "api-version=" in url.query

    def generations(self) -> list[Recorded]:
        """Requests to either API (turns, photos, compactions), in order; not the adapter's
        start-up probe (`probes`)."""
        return [
            r
            for r in self.requests
            if r.path.split("?")[0].endswith(GENERATION_PATHS) and not _is_probe(r)
        ]

    def probes(self) -> list[Recorded]:
        """The adapter's start-up probe: which API, which JSON format."""
        return [r for r in self.requests if _is_probe(r)]

    def responses(self) -> list[Recorded]:
        return [r for r in self.generations() if r.path.endswith("/responses")]

    def transcriptions(self) -> list[Recorded]:
        return [r for r in self.requests if r.path.endswith("/audio/transcriptions")]

    def image_requests(self) -> list[Recorded]:
        """Requests that carry an image (photo descriptions)."""
        return [r for r in self.generations() if _has_image(r)]

    def replies(self) -> list[Recorded]:
        """Requests that answer a turn (not photos, not the adapter's start-up probe)."""
        return [r for r in self.generations() if not _has_image(r)]


GENERATION_PATHS = ("/responses", "/chat/completions")


def _is_probe(request: Recorded) -> bool:
    return PROBE_MARK in json.dumps(request.body)


def _has_image(request: Recorded) -> bool:
    body = json.dumps(request.body)
    return "input_image" in body or "image_url" in body


def _response(number: int, model: str, answer: dict[str, Any]) -> dict[str, Any]:
    """A Responses API body: the text, a refusal, or an incomplete answer."""
    part = (
        {"type": "refusal", "refusal": answer["refusal"]}
        if "refusal" in answer
        else {"type": "output_text", "text": answer.get("text", ""), "annotations": []}
    )
    cut_off = answer.get("cut_off")
    return {
        "id": f"resp_{number}",
        "object": "response",
        "created_at": 1764000000,
        "status": "incomplete" if cut_off else "completed",
        "incomplete_details": {"reason": cut_off} if cut_off else None,
        "model": model,
        "output": [
            {
                "type": "message",
                "id": "msg_1",
                "status": "incomplete" if cut_off else "completed",
                "role": "assistant",
                "content": [part],
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


def _chat_completion(model: str, answer: dict[str, Any]) -> dict[str, Any]:
    """A Chat Completions body: the text, a refusal, or a cut-off answer."""
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1764000000,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": None if "refusal" in answer else answer.get("text", ""),
                    "refusal": answer.get("refusal"),
                },
                "finish_reason": answer.get("cut_off") or "stop",
            }
        ],
        "usage": {"prompt_tokens": 120, "completion_tokens": 12, "total_tokens": 132},
    }


@dataclass
class DrippingServer(FakeServer):
    """A model server that answers slowly or without end, to test a call's total deadline:
    a Chat Completions answer whose headers (`drip_headers`) or body come `step` bytes
    every `interval` seconds; `endless` keeps sending body bytes. It stops by itself after
    `give_up` seconds, or when the client hangs up. `big` sends that many bytes at once."""

    interval: float = 0.1
    step: int = 1
    drip_headers: bool = False
    endless: bool = False
    big: int = 0
    give_up: float = 30.0

    def start(self) -> DrippingServer:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                fake.requests.append(Recorded(self.path, dict(self.headers), None))
                fake.drip(self)

            def log_message(self, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        ).start()
        return self

    def drip(self, handler: BaseHTTPRequestHandler) -> None:
        text = "x" * self.big if self.big else "Olá! " * 40
        body = json.dumps(_chat_completion("drip", {"text": text})).encode()
        length = 10**12 if self.endless else len(body)
        head = (
            f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
        ).encode()
        stop = time.monotonic() + self.give_up
        try:
            self._send(handler, head, self.drip_headers, stop)
            if self.endless:
                while time.monotonic() < stop:
                    self._send(handler, b" " * self.step, True, stop)
            else:
                self._send(handler, body, not self.big, stop)
        except OSError:
            pass  # the client hung up: what the deadline is for

    def _send(self, handler: BaseHTTPRequestHandler, data: bytes, slowly: bool,
              stop: float) -> None:  # fmt: skip
        if not slowly:
            handler.wfile.write(data)
            handler.wfile.flush()
            return
        for start in range(0, len(data), self.step):
            if time.monotonic() > stop:
                return
            handler.wfile.write(data[start : start + self.step])
            handler.wfile.flush()
            time.sleep(self.interval)
