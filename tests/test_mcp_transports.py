"""`agent-memory mcp` as a client starts it: over stdio, and over streamable HTTP on
127.0.0.1 with its bearer token, each reached with the SDK's own client."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from agent_memory.config import Settings
from agent_memory.core.memory import conversation_key
from agent_memory.http_body import MCP_MAX_BODY_BYTES
from agent_memory.mcp_server.server import bind
from agent_memory.wiring import memory_from_settings
from tests.local_service import READY_SECONDS, agent_memory, local_environment

AGENT, OTHER_AGENT = "bot", "other-bot"
ANA = "+5511987654321"
NUMBER = "+5511900000000"
TEA = "They like tea."


@pytest.fixture
def environment(tmp_path: Path) -> dict[str, str]:
    """A local store where Ana told AGENT her name and OTHER_AGENT her plan."""
    environment = local_environment(tmp_path, AGENT_ID=AGENT)
    memory = memory_from_settings(Settings(environment))
    for agent, line in [(AGENT, "My name is Ana."), (OTHER_AGENT, "My plan is platinum.")]:
        memory.remember(agent, ANA, NUMBER, "user", line)
        assert memory.compact(agent, ANA, trigger=1, keep=0)
    memory.store.close()
    return environment


def stdio(environment: dict[str, str], *requests: tuple[str, dict[str, Any]]) -> list[Any]:
    """The results of each request, in one session with `agent-memory mcp` on stdio."""
    command, *args = agent_memory("mcp", "--agent", AGENT)
    server = StdioServerParameters(command=command, args=args, env=environment)

    async def session() -> list[Any]:
        async with Client(server, read_timeout_seconds=READY_SECONDS) as client:
            return [await client.call_tool(name, arguments) for name, arguments in requests]

    return asyncio.run(session())


def test_stdio_serves_every_tool_to_the_sdk_client(environment: dict[str, str]) -> None:
    found, added, listed, context, exported, refused, erased = stdio(
        environment,
        ("search_memory", {"phone": ANA, "query": "what is my name"}),
        ("add_fact", {"phone": ANA, "kind": "preference", "content": TEA, "subject": "drink"}),
        ("list_facts", {"phone": ANA}),
        ("turn_context", {"phone": ANA, "message": "tea?"}),
        ("export_person", {"phone": ANA}),
        ("erase_person", {"phone": ANA, "confirm": "yes"}),
        ("erase_person", {"phone": ANA, "confirm": f"erase {ANA}"}),
    )
    assert [f["content"] for f in found.structured_content["facts"]] == ["Their name is Ana."]
    assert found.structured_content["facts"][0]["score"] > 0
    tea = added.structured_content["added"]
    assert {f["id"] for f in listed.structured_content["facts"]} >= {tea["id"]}
    assert '"They like tea."' in context.structured_content["notes"]
    assert "platinum" not in json.dumps(exported.structured_content)  # another agent's
    assert refused.is_error and "pass confirm as 'erase '" in refused.content[0].text
    assert erased.structured_content["erased"] is True

    # AND the erasure reached the store; the other agent's memory of Ana is still there
    memory = memory_from_settings(Settings(environment))
    assert memory.store.load(conversation_key(AGENT, ANA)).facts == []
    other = memory.store.load(conversation_key(OTHER_AGENT, ANA)).facts
    assert [f.content for f in other] == ["Their plan is platinum."]
    memory.store.close()


def test_stdio_tells_a_bad_argument_and_keeps_serving(environment: dict[str, str]) -> None:
    bad_phone, bad_limit, good = stdio(
        environment,
        ("list_facts", {"phone": "not a phone"}),
        ("list_facts", {"phone": ANA, "limit": -3}),
        ("list_facts", {"phone": ANA}),
    )
    assert bad_phone.is_error and "expected E.164" in bad_phone.content[0].text
    assert bad_limit.is_error and "from 1 to 1000" in bad_limit.content[0].text
    assert not good.is_error and good.structured_content["total"] == 1


def test_a_missing_store_is_one_line_naming_the_setting(tmp_path: Path) -> None:
    environment = local_environment(tmp_path / "nowhere")
    result = subprocess.run(
        agent_memory("mcp", "--agent", AGENT),
        env=environment,
        capture_output=True,
        text=True,
        timeout=READY_SECONDS,
        stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 2
    assert "no local store at" in result.stderr and "SQLITE_PATH" in result.stderr


class HttpServer:
    """`agent-memory mcp --http --port 0`, with the URL and token its banner printed."""

    def __init__(self, environment: dict[str, str]) -> None:
        command = agent_memory("mcp", "--agent", AGENT, "--http", "--port", "0")
        self.process = subprocess.Popen(
            command, env=environment, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True
        )
        assert self.process.stderr is not None
        deadline, banner = time.monotonic() + READY_SECONDS, ""
        while "client configuration:" not in banner and time.monotonic() < deadline:
            banner += self.process.stderr.readline()
        configuration = json.loads(banner.split("client configuration: ", 1)[1])
        entry = configuration["mcpServers"]["agent-memory"]
        self.url = entry["url"]
        self.token = entry["headers"]["Authorization"].removeprefix("Bearer ")
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/mcp", self.url)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=READY_SECONDS)


@pytest.fixture
def http_server(environment: dict[str, str]) -> Iterator[HttpServer]:
    server = HttpServer(environment)
    yield server
    server.stop()


def over_http(url: str, token: str | None, *requests: tuple[str, dict[str, Any]]) -> list[Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else None

    async def session() -> list[Any]:
        async with create_mcp_http_client(headers=headers) as http:
            transport = streamable_http_client(url, http_client=http)
            async with Client(transport, read_timeout_seconds=READY_SECONDS) as client:
                return [await client.call_tool(name, arguments) for name, arguments in requests]

    return asyncio.run(session())


def test_http_serves_the_tools_to_a_client_with_the_token(http_server: HttpServer) -> None:
    found, bad = over_http(
        http_server.url,
        http_server.token,
        ("search_memory", {"phone": ANA, "query": "name"}),
        ("search_memory", {"phone": ANA, "query": "name", "limit": 99}),
    )
    assert [f["content"] for f in found.structured_content["facts"]] == ["Their name is Ana."]
    assert bad.is_error and "from 1 to 50" in bad.content[0].text


def test_http_tells_a_refused_argument_without_its_value(http_server: HttpServer) -> None:
    # a phone sent as a number and a 50 KB text where a list's limit goes: pydantic's
    # message quoted both (input_value=...) to the client; the server's log names neither
    phone, text = 5511955554444, "x" * 50_000 + " end-of-hostile-text"
    by_number, by_text = over_http(
        http_server.url,
        http_server.token,
        ("list_facts", {"phone": phone}),
        ("list_facts", {"phone": ANA, "limit": text}),
    )
    http_server.stop()
    assert http_server.process.stderr is not None
    logged = http_server.process.stderr.read()
    assert by_number.is_error and "phone must be a string" in by_number.content[0].text
    assert by_text.is_error and "limit must be a whole number" in by_text.content[0].text
    for seen in (by_number.content[0].text, by_text.content[0].text, logged):
        assert str(phone) not in seen and "end-of-hostile-text" not in seen
        assert "x" * 20 not in seen


@pytest.mark.parametrize("token", [None, "wrong-token-of-the-same-length-xxxxxxxxxxxxx"])
def test_http_refuses_a_request_without_the_token(http_server: HttpServer, token) -> None:
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}
    answer = httpx2.post(http_server.url, json=initialize, headers=headers, timeout=10)
    assert answer.status_code == 401
    assert answer.json()["reason"] == "token_missing"
    assert answer.headers["www-authenticate"].startswith("Bearer")
    # and the SDK's client, without the token, gets no session
    with pytest.raises(Exception):  # noqa: B017 (the SDK's own error type for an HTTP 401)
        over_http(http_server.url, token, ("list_facts", {"phone": ANA}))


def test_the_port_the_banner_names_takes_a_connection_before_the_server_runs() -> None:
    # the banner is printed between bind and uvicorn's start: a client configured from it
    # at once was refused ("Connection refused") while the socket was bound but not listening
    listener = bind(0)
    try:
        with socket.create_connection(listener.getsockname(), timeout=2):
            pass
    finally:
        listener.close()


def posted_head(server: HttpServer, **headers: str) -> tuple[int, dict[str, Any], float]:
    """POST a request head (with the token) and not one byte of its body: the status and
    JSON the server answers, and how long that took. A server that read the body first
    would never answer."""
    host, port = server.url.removeprefix("http://").split("/")[0].split(":")
    fields = {"Host": f"{host}:{port}", "Authorization": f"Bearer {server.token}"}
    fields |= {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    head = "".join(f"{name}: {value}\r\n" for name, value in (fields | headers).items())
    started = time.monotonic()
    with socket.create_connection((host, int(port)), timeout=READY_SECONDS) as connection:
        connection.sendall(f"POST /mcp HTTP/1.1\r\n{head}\r\n".encode())
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            chunk = connection.recv(65_536)
            if not chunk:
                break
            answer += chunk
    status_line, _, rest = answer.partition(b"\r\n")
    return (
        int(status_line.split()[1]),
        json.loads(rest.partition(b"\r\n\r\n")[2]),
        (time.monotonic() - started),
    )


def test_http_refuses_a_50_mb_body_naming_the_ceiling_before_reading_it(
    http_server: HttpServer,
) -> None:
    # the SDK read up to 4 MiB of any request before its own bare 413; the ceiling is
    # MCP_MAX_BODY_BYTES, said with a reason, decided on the head alone
    status, answer, seconds = posted_head(http_server, **{"Content-Length": str(50 * 2**20)})
    assert (status, answer["reason"]) == (413, "body_too_large")
    assert f"at most {MCP_MAX_BODY_BYTES} accepted" in answer["error"]
    assert seconds < READY_SECONDS  # answered with none of the 50 MB sent


def test_http_refuses_a_chunked_body_naming_content_length(http_server: HttpServer) -> None:
    status, answer, _ = posted_head(http_server, **{"Transfer-Encoding": "chunked"})
    assert (status, answer["reason"]) == (411, "length_required")
    assert "Content-Length" in answer["error"]
