"""Each Lambda at POWERTOOLS_LOG_LEVEL=DEBUG (what an operator sets to debug a turn): no log
line carries a message's text, a reply or a phone (docs/operating.md, "What is logged").

botocore, urllib3, httpx and openai log request and response bodies at DEBUG; the functions
keep every library at WARNING at least (agent_memory/log_levels.py), whatever the level."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from types import ModuleType

import pytest

from tests.conftest import TABLE
from tests.deliveries import PERSON, encode, message_event
from tests.lambdas import (
    FakeLambdaContext,
    enqueue,
    load_function,
    processor_environment,
    run,
    whasp_event,
)

TEXT = "meu cartao e 4111 1111 1111 1111 SEGREDO"
REPLY = "Resposta PESSOAL para Ana"
PRIVATE = ("SEGREDO", "4111 1111", "PESSOAL", PERSON[1:])


class Logs:
    """Every line the function's Powertools handler, the root logger and stdout/stderr got."""

    def __init__(self, capsys: pytest.CaptureFixture, caplog: pytest.LogCaptureFixture) -> None:
        self.capsys, self.caplog, self.stream = capsys, caplog, io.StringIO()

    def listen(self, function: ModuleType) -> ModuleType:
        """Hear the function's handler (it keeps the stream it was created with, which a
        test before may have closed: not flushed, replaced)."""
        function.logger.registered_handler.stream = self.stream
        return function

    def text(self) -> str:
        captured = self.capsys.readouterr()
        records = "\n".join(f"{r.getMessage()} {r.__dict__}" for r in self.caplog.records)
        return self.stream.getvalue() + captured.out + captured.err + records

    def private(self) -> dict[str, int]:
        """How often each private string was logged (none, when nothing personal is logged)."""
        text = self.text()
        return {word: text.count(word) for word in PRIVATE if word in text}


@pytest.fixture(autouse=True)
def logs(monkeypatch, capsys, caplog) -> Iterator[Logs]:
    """DEBUG everywhere: the functions' level, and the root logger's (a library left to
    propagate is heard too)."""
    monkeypatch.setenv("POWERTOOLS_LOG_LEVEL", "DEBUG")
    for name in ("botocore", "urllib3", "openai", "httpx", "httpcore"):  # as a fresh process
        monkeypatch.setattr(logging.getLogger(name), "level", logging.NOTSET)
    caplog.set_level(logging.DEBUG)
    yield Logs(capsys, caplog)


@pytest.fixture
def processor(logs, monkeypatch, table, queues, whasp_api, openai_api) -> ModuleType:
    for name, value in processor_environment(TABLE, queues, whasp_api.url, openai_api.url).items():
        monkeypatch.setenv(name, value)
    openai_api.texts.append(REPLY)
    return logs.listen(load_function("processor"))


def test_a_turn_at_debug_logs_no_text_reply_or_phone(processor, logs, queues, whasp_api):
    assert run(processor, enqueue(queues, whasp_event("evt_1", PERSON, TEXT))) == []
    assert whasp_api.texts_to(PERSON) == [REPLY]  # the turn ran: stored, answered
    assert logs.private() == {}


def test_an_erasure_run_at_debug_logs_no_text_or_phone(processor, logs, queues):
    # GIVEN Ana's message and the reply are stored, and she asked to be erased
    assert run(processor, enqueue(queues, whasp_event("evt_1", PERSON, TEXT))) == []
    maintenance = logs.listen(load_function("maintenance"))
    maintenance.memory().request_erasure("bot", PERSON)
    logs.text()
    # WHEN the maintenance run deletes every item (reading each first)
    report = maintenance.handler({}, FakeLambdaContext())
    # THEN nothing of hers is in its lines
    assert report["erased"] == 1
    assert logs.private() == {}


def test_a_delivery_at_debug_logs_no_text_or_phone(logs, webhook):
    logs.listen(webhook.module)
    assert webhook.deliver(encode(message_event(text=TEXT)))[0] == 200
    assert logs.private() == {}
