"""Hostile input at `serve`'s door, and where the local run must behave as the stack does.

Class 1: every request gets a 4xx with a reason, never a dropped connection, and the
same answer as the webhook Lambda for the same headers. Class 8: the delivery attempt
reaches the turn, the store lock holds under another name, idle connections are
closed and cost no thread.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from agent_memory.core.memory import Memory
from agent_memory.errors import LocalRunError
from agent_memory.local.database import QueueDatabase
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.server import LocalApi, LocalHttpServer
from agent_memory.local.store_lock import hold_store
from agent_memory.local.workers import WorkerPool
from agent_memory.media.whasp_http import WhaspMediaFetcher
from agent_memory.model.offline import OfflineModel
from agent_memory.pipeline.inbound import VOICE_NOTE_FAILED, InboundConverter
from agent_memory.pipeline.responder import Responder
from agent_memory.pipeline.whasp import group_key, parse_event
from agent_memory.store.sqlite import SqliteStore
from tests.deliveries import NEXT_SECRET, PERSON, encode, message_event, signed_headers
from tests.fakes import RecordingMessenger
from tests.lambdas import HASH_KEY
from tests.local_service import ServeProcess, free_port, wait_for


@pytest.fixture(scope="module")
def serve(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServeProcess]:
    service = ServeProcess(tmp_path_factory.mktemp("serve"), workers=2).start()
    yield service
    service.stop()


def exchange(port: int, request: bytes, timeout: float = 10.0) -> tuple[int, bytes, bytes]:
    """Send raw bytes; the status, headers and body of the answer (status 0: no answer)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(request)
        received = b""
        while b"\r\n\r\n" not in received or not _complete(received):
            chunk = connection.recv(65536)
            if not chunk:
                break
            received += chunk
    if not received:
        return 0, b"", b""
    head, _, body = received.partition(b"\r\n\r\n")
    return int(head.split()[1]), head, body


def _complete(received: bytes) -> bool:
    head, _, body = received.partition(b"\r\n\r\n")
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value)
    return False


def post(
    path: str, body: bytes, headers: list[tuple[str, str]], length: str | None = None
) -> bytes:
    """A raw POST: headers in order, repeats kept, Content-Length as given."""
    lines = [f"POST {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{name}: {value}" for name, value in headers]
    lines.append(f"Content-Length: {len(body) if length is None else length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8") + body


def reason(body: bytes) -> str:
    return json.loads(body)["reason"]


# --- class 1: serve answers every request --------------------------------------------------


def test_a_timestamp_of_hundreds_of_digits_is_a_401(serve: ServeProcess) -> None:
    body = encode(message_event("evt_digits"))
    headers = {**signed_headers(body), "webhook-timestamp": "9" * 400}
    status, _, answer = exchange(serve.port, post("/webhook", body, list(headers.items())))
    assert (status, reason(answer)) == (401, "signature_malformed")


def test_signed_but_deeply_nested_json_is_a_400(serve: ServeProcess) -> None:
    body = b"[" * 100_000 + b"]" * 100_000
    request = post("/webhook", body, list(signed_headers(body).items()))
    status, _, answer = exchange(serve.port, request)
    assert (status, reason(answer)) == (400, "invalid_event")


def test_a_non_ascii_bearer_token_is_a_401(serve: ServeProcess) -> None:
    request = b"GET /status HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \xc3\xa9\xff\r\n\r\n"
    status, _, answer = exchange(serve.port, request)
    assert (status, reason(answer)) == (401, "operator_token_missing")


@pytest.mark.parametrize("length", ["abc", "-1", "1e3", "9" * 400, "99999999999"])
def test_a_content_length_that_is_not_a_length_we_read_is_a_400_or_413(
    serve: ServeProcess, length: str
) -> None:
    request = post("/webhook", b"{}", [], length=length)
    status, head, body = exchange(serve.port, request)
    assert status in ((400, 413) if length.isdigit() else (400,)), head
    assert body  # the reason: h11's "Invalid HTTP request", or ours in JSON


@pytest.mark.parametrize("after", ["9" * 20, "9" * 5_000, "-1", "1.5", "%C2%B2"])
def test_a_huge_or_odd_reply_id_in_the_query_is_a_400(serve: ServeProcess, after: str) -> None:
    token = serve.client.operator_token
    request = (
        f"GET /outbox?after={after} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\r\n"
    )
    status, _, answer = exchange(serve.port, request.encode())
    assert (status, reason(answer)) == (400, "invalid_query")


def test_a_chunked_body_is_a_411_naming_content_length(serve: ServeProcess) -> None:
    body = encode(message_event("evt_chunked"))
    headers = "".join(f"{k}: {v}\r\n" for k, v in signed_headers(body).items())
    request = (
        (
            f"POST /webhook HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n{headers}\r\n"
            f"{len(body):x}\r\n"
        ).encode()
        + body
        + b"\r\n0\r\n\r\n"
    )
    status, _, answer = exchange(serve.port, request)
    assert (status, reason(answer)) == (411, "length_required")
    assert "Content-Length" in json.loads(answer)["error"]


def test_a_malformed_request_line_is_a_400(serve: ServeProcess) -> None:
    assert exchange(serve.port, b"\x16\x03\x01 nonsense\r\n\r\n")[0] == 400


@pytest.mark.parametrize(
    "lines",
    [
        ["stale", "genuine"],
        ["genuine", "stale"],
        ["genuine", "garbage"],
        ["stale", "stale"],
        ["garbage"],
    ],
)
def test_repeated_signature_headers_get_the_answer_the_lambda_gives(
    serve: ServeProcess, webhook, lines: list[str]
) -> None:
    # GIVEN a delivery with one webhook-signature header line per signature
    event_id = "evt_" + "_".join(lines)
    body = encode(message_event(event_id))
    genuine = signed_headers(body)
    signatures = {
        "genuine": genuine["webhook-signature"],
        "stale": signed_headers(body, NEXT_SECRET)["webhook-signature"],
        "garbage": "v1,not-base64!",
    }
    headers = [(k, v) for k, v in genuine.items() if k != "webhook-signature"]
    headers += [("webhook-signature", signatures[line]) for line in lines]
    # WHEN serve gets the lines as sent, and the Lambda as API Gateway joins them
    status, _, answer = exchange(serve.port, post("/webhook", body, headers))
    joined = {**genuine, "webhook-signature": ",".join(signatures[line] for line in lines)}
    lambda_status, lambda_answer = webhook.deliver(body, joined)
    # THEN both doors answer alike, and accept whenever one signature is genuine
    assert (status, json.loads(answer)) == (lambda_status, lambda_answer)
    assert (status == 200) == ("genuine" in lines)


def test_a_taken_port_names_who_holds_it_and_the_make_run_fix(serve: ServeProcess) -> None:
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        port = squatter.getsockname()[1]
        other = serve.directory / "other"
        second = ServeProcess(other)
        second.environment["SQLITE_PATH"] = str(other / "agent-memory.db")
        result = second.run("serve", "--port", str(port))
    assert result.returncode == 2
    assert f"port {port} on 127.0.0.1 is in use by another program" in result.stderr
    assert "--port" in result.stderr and "PORT=" in result.stderr


# --- class 8: the local run behaves as the stack does --------------------------------------


def test_a_hard_link_to_the_store_cannot_start_a_second_serve(serve: ServeProcess) -> None:
    # GIVEN the running serve's store and queues under other names
    elsewhere = serve.directory / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    for name in ("agent-memory.db", "agent-memory.queues.db"):
        if not (elsewhere / name).exists():
            os.link(serve.directory / name, elsewhere / name)
    second = ServeProcess(elsewhere)
    second.environment["SQLITE_PATH"] = str(elsewhere / "agent-memory.db")
    # WHEN a second serve starts on them: refused, naming the first one's pid
    result = second.run("serve", "--port", "0")
    assert result.returncode == 2
    assert f"another agent-memory serve (pid {serve.process.pid})" in result.stderr


def test_the_store_lock_is_on_the_file_not_its_name(tmp_path: Path) -> None:
    store = tmp_path / "memory.db"
    link = tmp_path / "link.db"
    with hold_store(store):
        os.link(store, link)
        with pytest.raises(LocalRunError, match=f"pid {os.getpid()}"), hold_store(link):
            pass
    with hold_store(link):  # released with the first holder
        pass


def test_idle_connections_hold_no_thread_and_a_request_still_answers_at_once(
    serve: ServeProcess,
) -> None:
    idle = [socket.create_connection(("127.0.0.1", serve.port)) for _ in range(64)]
    try:
        started = time.monotonic()
        status, _, answer = exchange(serve.port, b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert (status, json.loads(answer)) == (200, {"status": "ok"})
        assert time.monotonic() - started < 5
    finally:
        for connection in idle:
            connection.close()


@pytest.fixture
def quick_server(tmp_path: Path) -> Iterator[LocalHttpServer]:
    """serve's HTTP server in-process, with deadlines of 0.3 s for a request head and a body."""
    api = LocalApi(
        inbox=SqliteInbox(QueueDatabase(tmp_path / "queues.db")),
        keys=(b"key",),
        operator_token="token",
        memory=None,  # type: ignore[arg-type] (no route here reads memory)
        agent="quick",
        outbox=None,
        model="none",
    )
    server = LocalHttpServer(free_port(), api, idle_seconds=0.3, body_seconds=0.3).start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("sent", [b"", b"GET /health HTTP/1.1\r\nHo"])
def test_a_connection_without_a_whole_request_is_closed(
    quick_server: LocalHttpServer, sent: bytes
) -> None:
    with socket.create_connection(("127.0.0.1", quick_server.port), timeout=5) as connection:
        connection.sendall(sent)
        started = time.monotonic()
        assert connection.recv(100) == b""  # closed by the server, not by our timeout
        assert time.monotonic() - started < 3


def test_a_body_slower_than_its_deadline_is_a_408(quick_server: LocalHttpServer) -> None:
    request = post("/webhook", b'{"id": "evt', [], length="100")  # 89 bytes never come
    status, _, answer = exchange(quick_server.port, request)
    assert (status, reason(answer)) == (408, "request_timeout")


def test_keep_alive_serves_several_requests_then_closes_when_idle(
    quick_server: LocalHttpServer,
) -> None:
    with httpx.Client(base_url=f"http://127.0.0.1:{quick_server.port}") as client:
        assert [client.get("/health").status_code for _ in range(3)] == [200, 200, 200]
        time.sleep(0.6)
        assert client.get("/health").status_code == 200  # a new connection, transparently


def test_a_voice_note_that_keeps_failing_is_answered_on_the_last_attempt(tmp_path: Path) -> None:
    # GIVEN serve's workers, a responder whose media downloads always fail for now
    store = SqliteStore(tmp_path / "memory.db")
    memory = Memory(store=store, model=OfflineModel())
    down = httpx.MockTransport(lambda request: httpx.Response(503))
    inbound = InboundConverter(
        store, memory.model, WhaspMediaFetcher("key", transport=down), max_attempts=3
    )
    messenger = RecordingMessenger()
    responder = Responder(
        memory, messenger, ledger=store, agent="local", system_prompt="Test.", inbound=inbound
    )
    inbox = SqliteInbox(QueueDatabase(tmp_path / "queues.db"))
    event = message_event("evt_voice")
    event["data"]["message"] = {
        "type": "audio",
        "media": {"url": "https://media.test/voice.ogg", "mime_type": "audio/ogg"},
    }
    inbox.send(encode(event).decode(), group_key(parse_event(encode(event)), HASH_KEY), "evt_voice")
    # WHEN the workers try it (no backoff): the third try is told it is the third
    pool = WorkerPool(inbox, responder.handle, workers=1, backoff=lambda attempts: 0.0).start()
    try:
        wait_for(lambda: inbox.counts()["pending"] == 0, seconds=30, what="the voice note")
    finally:
        pool.stop()
    # THEN the person got a reply to the failed voice note, and nothing was dead-lettered
    assert inbox.counts()["dead_letters"] == 0
    ((_, chat, _, key),) = messenger.sent
    assert (chat, key) == (PERSON, "evt_voice")
    stored = memory.build_context("local", PERSON).history
    assert stored[0]["content"].startswith(VOICE_NOTE_FAILED)
    store.close()


def test_bodies_that_break_off_are_counted_not_logged_as_bad_signatures(
    quick_server: LocalHttpServer, caplog: pytest.LogCaptureFixture
) -> None:
    # GIVEN 300 senders that announce 100 bytes, send 10 and leave (gone, they get no
    # answer; one that stays gets the 408 of the body deadline)
    caplog.set_level(logging.INFO)
    for _ in range(300):
        with socket.create_connection(("127.0.0.1", quick_server.port), timeout=5) as sender:
            sender.sendall(post("/webhook", b'{"id": "ev', [], length="100"))
    # THEN each is counted apart...
    wait_for(
        lambda: status_of(quick_server.port, "token")["incomplete_bodies"] == 300,
        seconds=20,
        what="the 300 broken-off requests",
    )
    # ...in one aggregated line, and none is a signature failure
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.getMessage() for r in warnings] == [
        "webhook requests ended before their body (sender disconnected); answered 400"
    ]


def status_of(port: int, token: str) -> dict:
    request = f"GET /status HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\r\n"
    status, _, body = exchange(port, request.encode())
    assert status == 200, body
    return json.loads(body)
