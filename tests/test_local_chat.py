"""`agent-memory chat` and `replay` against a running serve: a terminal, a pipe, a file."""

from __future__ import annotations

import json
import signal
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest

from agent_memory.commands.demo import DEMO_PHONE
from tests.deliveries import OTHER_PERSON, PERSON
from tests.local_service import GUARD_OFF, ServeProcess


@pytest.fixture(scope="module")
def serve(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServeProcess]:
    # replay delivers a conversation's lines at once: a burst to the reply guard, answered
    # once, or not, as the worker's timing falls; these tests count every line's reply
    service = ServeProcess(tmp_path_factory.mktemp("chat"), **GUARD_OFF).start()
    yield service
    service.stop(signal.SIGKILL)


def test_chat_in_a_terminal_remembers_shows_memory_and_forgets(serve: ServeProcess) -> None:
    session = serve.chat(PERSON)
    try:
        session.expect_exact("model: offline model")
        session.expect_exact("you> ")
        session.sendline("Hi, my name is Ana")
        session.expect_exact('agent> [offline model] You said: "Hi, my name is Ana"')
        session.expect_exact("you> ")
        session.sendline("/memory")
        session.expect_exact("raw messages: 2")
        session.expect_exact("you> ")
        session.sendline("/forget")
        session.expect_exact("Forgotten")
        session.expect_exact("you> ")
        session.sendline("/memory")
        session.expect_exact("raw messages: 0")
        session.expect_exact("you> ")
        session.sendline("/quit")
        session.expect_exact("bye")
        session.expect(pexpect.EOF)
    finally:
        session.close()
    assert session.exitstatus == 0


def test_chat_reads_lines_from_a_pipe(serve: ServeProcess) -> None:
    result = serve.run(
        "chat", "--phone", OTHER_PERSON, "--port", str(serve.port), input="Oi!\n/memory\n"
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "you> Oi!" in lines
    assert 'agent> [offline model] You said: "Oi!". (1 messages in context.)' in lines
    assert "raw messages: 2 (2 not yet in the summary)" in lines
    assert lines[-1] == "bye"


def test_chat_without_a_serve_says_how_to_start_one(serve: ServeProcess) -> None:
    result = serve.run("chat", "--phone", PERSON, "--port", "9", "--wait", "0.2")
    assert result.returncode == 2
    assert result.stderr.strip().endswith("(make run does)")
    assert len(result.stderr.strip().splitlines()) == 1


def test_unknown_flags_are_one_line_naming_the_fix(serve: ServeProcess) -> None:
    result = serve.run("serve", "--bogus")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "agent-memory: unrecognized arguments: --bogus (see agent-memory --help)"
    ]


def test_replay_feeds_a_conversation_and_prints_the_next_context(
    serve: ServeProcess, tmp_path: Path
) -> None:
    phone = "+5521987650000"
    conversation = tmp_path / "conversation.jsonl"
    lines = [
        {"phone": phone, "text": "My name is Bia.", "at": "2026-01-02T10:00:00Z"},
        {"phone": phone, "role": "assistant", "text": "Hi Bia!"},
        {"phone": phone, "text": "I live in Recife.", "at": "2026-01-02T10:01:00Z"},
        {"phone": phone, "text": "What is my name?", "at": "2026-01-02T10:02:00Z"},
    ]
    conversation.write_text("\n".join(json.dumps(line) for line in lines) + "\n")

    first = serve.run("replay", str(conversation), "--port", str(serve.port))
    assert first.returncode == 0, first.stderr
    assert "3/3" in first.stderr and "skipped 1 lines" in first.stderr
    assert f"--- context the next turn of {phone} would get ---" in first.stdout
    assert "     user: I live in Recife." in first.stdout.splitlines()
    assert first.stdout.count("assistant: [offline model]") == 3

    again = serve.run("replay", str(conversation), "--port", str(serve.port))
    assert again.returncode == 0
    assert serve.client.person(phone)["messages"] == 6  # nothing delivered twice


def test_replay_takes_a_folder_of_event_files(serve: ServeProcess) -> None:
    events = Path(__file__).resolve().parents[1] / "events"
    result = serve.run("replay", str(events), "--port", str(serve.port))
    assert result.returncode == 0, result.stderr
    assert "context the next turn of +5521912345678 would get" in result.stdout
    # the samples' own person, not the one `make run` chats as
    assert DEMO_PHONE not in result.stdout


def test_compact_in_the_chat_shows_the_facts_of_a_short_session(serve: ServeProcess) -> None:
    lines = serve.piped_chat("+5531999990001", "My name is Carla.\n/compact\n")
    assert "Compacted: every message so far is now in the summary and facts." in lines
    assert "  [profile] Their name is Carla." in lines
    assert "raw messages: 0 (0 not yet in the summary)" in lines


def test_a_slash_word_that_is_no_command_reaches_nobody(serve: ServeProcess) -> None:
    lines = serve.piped_chat("+5531999990002", "/status\n/memory\n//shrug\n")
    assert "unknown command /status: /help lists them (//... sends /...)" in lines
    assert "raw messages: 0 (0 not yet in the summary)" in lines  # /status was not sent
    assert 'agent> [offline model] You said: "/shrug". (1 messages in context.)' in lines
