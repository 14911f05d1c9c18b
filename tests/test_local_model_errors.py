"""A model that refuses for good is told to the person at the keyboard within seconds, and
`serve` will not start with settings that cannot work."""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest

from tests.deliveries import PERSON
from tests.local_service import ServeProcess, agent_memory, free_port, wait_for
from tests.servers import FakeOpenAI

WRONG_KEY = (401, {"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}})


def model_settings(fake: FakeOpenAI) -> dict[str, str]:
    return {
        "OPENAI_API_KEY": "sk-test",
        "OPENAI_BASE_URL": fake.url + "/v1",
        "OPENAI_MODEL": "gpt-test",
        "EMBEDDING_MODEL": "none",
    }


@pytest.fixture
def openai_api() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(speaks=frozenset({"chat_completions"})) as fake:
        yield fake


@pytest.fixture
def serve(tmp_path: Path, openai_api: FakeOpenAI) -> Iterator[ServeProcess]:
    service = ServeProcess(tmp_path, workers=2, **model_settings(openai_api)).start()
    yield service
    service.stop(signal.SIGKILL)


def test_a_wrong_key_reaches_the_chat_user_within_five_seconds_and_can_be_redriven(
    serve: ServeProcess, openai_api: FakeOpenAI
) -> None:
    # GIVEN serve started fine, then the key was revoked
    openai_api.refuse = WRONG_KEY
    session = serve.chat(PERSON)
    try:
        session.expect_exact("you> ")
        # WHEN the person writes
        session.sendline("Oi")
        started = time.monotonic()
        # THEN the reason and its fix are on screen within seconds
        session.expect_exact("(not answered: ModelRejected: model refused: 401", timeout=5)
        session.expect_exact("check OPENAI_API_KEY)", timeout=5)
        assert time.monotonic() - started < 5
        session.expect_exact("dead-letters redrive 1")
        session.sendline("/quit")
        session.expect(pexpect.EOF)
    finally:
        session.close()

    # AND the operator finds it, fixes the key and redrives it: the reply goes out
    listed = serve.run("dead-letters", "list")
    assert listed.returncode == 0, listed.stderr
    assert "1 dead letter(s)" in listed.stdout and "check OPENAI_API_KEY" in listed.stdout
    assert "Oi" not in listed.stdout  # the list shows no one's words
    openai_api.refuse = None
    openai_api.texts.append("Olá!")
    redriven = serve.run("dead-letters", "redrive", "1")
    assert redriven.returncode == 0, redriven.stderr
    replies = wait_for(lambda: serve.client.replies(PERSON), what="the redriven reply")
    assert [r["text"] for r in replies] == ["Olá!"]
    assert "0 dead letter(s)" in serve.run("dead-letters", "list").stdout


def test_the_serve_log_names_the_reason(serve: ServeProcess, openai_api: FakeOpenAI) -> None:
    openai_api.refuse = WRONG_KEY
    serve.client.say(PERSON, "Oi")
    wait_for(lambda: "dead-lettered" in serve.log.read_text(), what="the dead letter")
    line = next(x for x in serve.log.read_text().splitlines() if "dead-lettered" in x)
    assert "reason=model refused: 401" in line and "check OPENAI_API_KEY" in line


def serve_once(
    tmp_path: Path, port: int | None = None, **settings: str
) -> subprocess.CompletedProcess[str]:
    """`serve` run until it stops by itself; an AssertionError when it keeps running."""
    service = ServeProcess(tmp_path, **settings)
    command = agent_memory("serve", "--port", str(port or service.port))
    try:
        return subprocess.run(
            command, env=service.environment, capture_output=True, text=True, timeout=60
        )
    except subprocess.TimeoutExpired as running:
        raise AssertionError(f"serve kept running: {running.stdout!r}") from None


def test_serve_refuses_to_start_with_a_wrong_key(tmp_path: Path, openai_api: FakeOpenAI) -> None:
    openai_api.refuse = WRONG_KEY
    result = serve_once(tmp_path, **model_settings(openai_api))
    assert result.returncode == 2
    assert result.stderr.strip() == (
        "agent-memory: serve does not start, the model cannot answer: model refused: 401 "
        "(Incorrect API key provided) — check OPENAI_API_KEY"
    )


def test_chat_waiting_for_a_serve_that_refused_to_start_says_why_at_once(
    tmp_path: Path, openai_api: FakeOpenAI
) -> None:
    # GIVEN chat waits for serve (as make run starts both), and serve refuses the key
    openai_api.refuse = WRONG_KEY
    service = ServeProcess(tmp_path, **model_settings(openai_api))
    port = str(service.port)
    chat = subprocess.Popen(
        agent_memory("chat", "--phone", PERSON, "--port", port, "--wait", "60"),
        env=service.environment,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    started = time.monotonic()
    refused = serve_once(tmp_path, service.port, **model_settings(openai_api))
    # THEN chat stops soon after, with serve's reason, not after its 60 s wait
    _, err = chat.communicate(timeout=30)
    assert refused.returncode == 2 and chat.returncode == 2
    assert time.monotonic() - started < 30
    assert err.strip() == refused.stderr.strip()


def test_serve_refuses_a_base_url_without_either_api(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset()) as fake:
        result = serve_once(tmp_path, **model_settings(fake))
    assert result.returncode == 2
    assert "neither /responses nor /chat/completions exists" in result.stderr
    assert "check OPENAI_BASE_URL" in result.stderr


def test_serve_starts_with_a_warning_when_the_model_is_unreachable(tmp_path: Path) -> None:
    nowhere = f"http://127.0.0.1:{free_port()}/v1"
    settings = {"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": nowhere, "EMBEDDING_MODEL": "none"}
    service = ServeProcess(tmp_path, **settings).start()
    try:
        assert "WARNING the model did not answer the start-up check" in service.log.read_text()
        assert service.client.status()["model"].startswith("OpenAI-compatible gpt-4.1-mini at")
    finally:
        service.stop(signal.SIGKILL)


def test_serve_says_which_api_the_server_speaks(serve: ServeProcess) -> None:
    assert serve.client.status()["model"] == (
        f"OpenAI-compatible gpt-test at {serve.environment['OPENAI_BASE_URL']} (Chat Completions)"
    )


def test_a_model_that_is_down_is_told_in_the_chat_within_seconds(tmp_path: Path) -> None:
    # GIVEN serve started while the model server was down (it warned, and serves anyway)
    nowhere = f"http://127.0.0.1:{free_port()}/v1"
    settings = {"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": nowhere, "EMBEDDING_MODEL": "none"}
    service = ServeProcess(tmp_path, **settings).start()
    session = service.chat(PERSON)
    try:
        # THEN the chat says so before anyone writes
        session.expect_exact("WARNING the model did not answer serve's start-up check")
        session.expect_exact("you> ")
        # AND a message's first failed try is on screen within seconds, with its reason
        session.sendline("Oi")
        started = time.monotonic()
        session.expect_exact("(not answered yet, try 1 of 5 failed: ModelUnavailable", timeout=5)
        assert time.monotonic() - started < 5
        session.expect_exact("check OPENAI_BASE_URL")
        session.expect_exact("your message is kept)")
        session.sendcontrol("c")
        session.expect(pexpect.EOF)
    finally:
        session.close()
        service.stop(signal.SIGKILL)


def test_a_model_that_fails_after_start_is_told_at_the_first_try(
    serve: ServeProcess, openai_api: FakeOpenAI
) -> None:
    openai_api.refuse = (503, {"error": {"message": "overloaded"}})
    session = serve.chat(PERSON)
    try:
        session.expect_exact("you> ")
        session.sendline("Oi")
        session.expect_exact("(not answered yet, try 1 of 5 failed: ModelUnavailable", timeout=5)
        openai_api.refuse = None  # it comes back: the retry answers
        openai_api.texts.append("Olá!")
        session.expect_exact("agent> Olá!", timeout=30)
        session.sendline("/quit")
        session.expect(pexpect.EOF)
    finally:
        session.close()
