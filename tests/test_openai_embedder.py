"""The OpenAI embeddings adapter against a real HTTP server on 127.0.0.1 (no network)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from agent_memory.errors import ModelRejected, ModelUnavailable
from agent_memory.model.openai_embedder import OpenAIEmbedder


class FakeEmbeddings(BaseHTTPRequestHandler):
    """Answers POST /v1/embeddings like the API: vectors out of order, by `index`."""

    requests: ClassVar[list[dict]] = []
    status: ClassVar[int] = 200

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append(
            {"path": self.path, "auth": self.headers["Authorization"], **body}
        )
        if self.status != 200:
            self._answer(self.status, {"error": {"message": "nope", "type": "x", "code": None}})
            return
        data = [
            {"object": "embedding", "index": i, "embedding": [float(i + 1)] * body["dimensions"]}
            for i in range(len(body["input"]))
        ]
        data.reverse()
        self._answer(200, {"object": "list", "data": data, "model": body["model"], "usage": {}})

    def _answer(self, status: int, payload: dict) -> None:
        raw = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    FakeEmbeddings.requests = []
    FakeEmbeddings.status = 200
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), FakeEmbeddings)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()
    httpd.server_close()


def embedder(base_url: str) -> OpenAIEmbedder:
    return OpenAIEmbedder(api_key="sk-test", base_url=base_url, dimensions=8, max_retries=0)


def test_embeddings_come_back_in_input_order_with_reduced_dimensions(server):
    vectors = embedder(server).embed(["first", "second", "third"])
    assert vectors == [[1.0] * 8, [2.0] * 8, [3.0] * 8]
    sent = FakeEmbeddings.requests[0]
    assert sent["path"] == "/v1/embeddings" and sent["auth"] == "Bearer sk-test"
    assert sent["model"] == "text-embedding-3-small" and sent["dimensions"] == 8
    assert sent["input"] == ["first", "second", "third"]


def test_server_error_is_transient(server):
    FakeEmbeddings.status = 500
    with pytest.raises(ModelUnavailable):
        embedder(server).embed(["x"])


def test_bad_request_is_permanent(server):
    FakeEmbeddings.status = 400
    with pytest.raises(ModelRejected, match="EMBEDDING_MODEL"):
        embedder(server).embed(["x"])


def test_nothing_to_embed_makes_no_request(server):
    assert embedder(server).embed([]) == []
    assert FakeEmbeddings.requests == []
