"""A failed turn comes back in seconds, not after the inbox's 720 s visibility timeout, and a
batch never outlives its function.

The processor runs against moto with the queues template.yaml defines (visibility timeout,
redrive) and the fake OpenAI and whasp servers; SQS's clock is a fake one the test moves, so
minutes of queue time take a second or two.
"""

from __future__ import annotations

import inspect
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import boto3
import pytest

from agent_memory.inbox.redelivery import (
    FailedRecord,
    backoff_seconds,
    redelivery_delays,
)
from agent_memory.model.openai_client import OpenAIServer
from agent_memory.model.openai_model import OpenAIModel
from agent_memory.wiring import OPENAI_CLIENT_RETRIES, turn_worst_case_seconds
from tests.lambdas import FakeLambdaContext, poll, whasp_event
from tests.servers import FakeServer, FakeWhasp, Recorded

ANA, BRUNO = "+5511987654321", "+5511912345678"


def test_backoff_is_seconds_first_and_spreads_the_inboxs_receives_over_half_an_hour(template):
    redrive = template["Resources"]["InboxQueue"]["Properties"]["RedrivePolicy"]
    receives = int(redrive["maxReceiveCount"])
    delays = [backoff_seconds(receive) for receive in range(1, receives + 1)]
    assert delays == [2, 16, 128, 900, 900]
    assert sum(delays) >= 1800  # what a long outage gets before the dead-letter queue


def test_the_worst_case_counts_the_retries_the_openai_client_is_built_with():
    server = OpenAIServer(api_key="sk-test")  # what wiring builds the model's client from
    assert server.max_retries == OPENAI_CLIENT_RETRIES
    default = inspect.signature(OpenAIModel.__init__).parameters["max_retries"].default
    assert default == OPENAI_CLIENT_RETRIES


def test_records_held_behind_a_failure_come_back_with_it_and_deferred_ones_at_once():
    delays = redelivery_delays(
        [
            FailedRecord("a1", "ana", receive_count=2),
            FailedRecord("a2", "ana", receive_count=2, held_behind=True),
            FailedRecord("b1", "bruno", receive_count=1, out_of_time=True),
            FailedRecord("b2", "bruno", receive_count=1, held_behind=True),
        ]
    )
    assert delays == {"a1": 16, "a2": 16, "b1": 0, "b2": 0}


@pytest.fixture(autouse=True)
def every_message_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests follow each of Ana's messages to its own reply through an outage: a
    batch holding two of hers is a burst the processor would answer once (ANSWER_BURSTS_ONCE,
    tests/test_reply_guard.py), which is not what they are about."""
    monkeypatch.setenv("ANSWER_BURSTS_ONCE", "false")


@dataclass
class SqsClock:
    """moto's SQS clock (visibility, receive timestamps), moved by the test."""

    now: float

    def seconds(self) -> float:
        return self.now

    def millis(self) -> float:
        return self.now * 1000


@pytest.fixture
def sqs_clock(monkeypatch: pytest.MonkeyPatch) -> SqsClock:
    import moto.sqs.models

    clock = SqsClock(time.time())
    monkeypatch.setattr(moto.sqs.models, "unix_time", clock.seconds)
    monkeypatch.setattr(moto.sqs.models, "unix_time_millis", clock.millis)
    return clock


@pytest.fixture
def batch_size(template) -> int:
    (event,) = template["Resources"]["ProcessorFunction"]["Properties"]["Events"].values()
    return int(event["Properties"]["BatchSize"])


def send(queues: dict[str, str], body: str, group: str) -> None:
    event_id = body.split('"id": "')[1].split('"')[0]
    boto3.client("sqs").send_message(
        QueueUrl=queues["InboxQueue"],
        MessageBody=body,
        MessageGroupId=group,
        MessageDeduplicationId=event_id,
    )


def outage(server: FakeServer, clock: SqsClock, seconds: int, status: int) -> list[str]:
    """`server` answers `status` for the first `seconds` of SQS time; the refused paths."""
    answer, started, refused = server.answer, clock.now, []

    def unavailable(request: Recorded) -> tuple[int, Any]:
        if clock.now - started >= seconds:
            return answer(request)
        refused.append(request.path)
        return status, {"error": {"message": "unavailable", "type": "outage"}}

    server.answer = unavailable  # type: ignore[method-assign]
    return refused


def ana_writes_three_messages(
    processor: ModuleType,
    queues: dict[str, str],
    whasp_api: FakeWhasp,
    clock: SqsClock,
    batch_size: int,
) -> list[int]:
    """Ana writes at 0, 5 and 10 s while the event source polls every second, until all
    three are answered; the second each reply went out."""
    arrivals, started, replied_at = {0: "m1", 5: "m2", 10: "m3"}, clock.now, []
    for second in range(120):
        clock.now = started + second
        if second in arrivals:
            text = arrivals[second]
            at = f"2026-11-29T12:00:{second:02}Z"
            send(queues, whasp_event(text, ANA, text, created_at=at), "ana")
        poll(processor, queues["InboxQueue"], batch_size)
        replied_at += [second] * (len(whasp_api.texts_to(ANA)) - len(replied_at))
        if len(replied_at) == len(arrivals):
            break
    # nothing is left to come back once the visibility timeout has passed
    clock.now += 721
    assert poll(processor, queues["InboxQueue"], batch_size)["Records"] == []
    return replied_at


def test_a_model_outage_longer_than_the_clients_retries_delays_the_reply_by_seconds(
    processor, queues, whasp_api, openai_api, sqs_clock, batch_size
):
    # GIVEN the model answers 429 for 15 s (the client's own retry included)
    refused = outage(openai_api, sqs_clock, seconds=15, status=429)
    openai_api.texts.extend(["r1", "r2", "r3"])

    # WHEN Ana writes three messages: as the outage starts, and two more during it
    replied_at = ana_writes_three_messages(processor, queues, whasp_api, sqs_clock, batch_size)

    # THEN the first reply goes out within a minute of the outage's end (not after 720 s),
    # the later messages right behind it, in order, each answered once
    assert whasp_api.texts_to(ANA) == ["r1", "r2", "r3"]
    assert 15 <= replied_at[0] <= 15 + 60
    assert replied_at[-1] == replied_at[0]  # the held messages came back with the first
    assert [r.body["input"][-1]["content"] for r in openai_api.replies()] == ["m1", "m2", "m3"]
    # and the outage was not hammered: two receives (at 0 s and 3 s), each with the
    # client's own retry, not one per poll
    assert len(refused) == 2 * 2


def test_a_whasp_outage_longer_than_the_messengers_retries_delays_the_reply_by_seconds(
    processor, queues, whasp_api, openai_api, sqs_clock, batch_size
):
    # GIVEN whasp answers 503 for 15 s, longer than the messenger's own retries
    refused = outage(whasp_api, sqs_clock, seconds=15, status=503)
    processor.responder().messenger.sleep = lambda _: None  # its backoff, in real time
    openai_api.texts.extend(["r1", "r2", "r3"])

    # WHEN Ana writes three messages during it
    replied_at = ana_writes_three_messages(processor, queues, whasp_api, sqs_clock, batch_size)

    # THEN the replies go out within a minute of its end, in order, each once, and the
    # model was asked once per message (a redelivery sends the stored reply)
    assert whasp_api.texts_to(ANA) == ["r1", "r2", "r3"]
    assert 15 <= replied_at[0] <= 15 + 60
    assert len(openai_api.replies()) == 3
    assert set(refused) == {"/v1/messages"}


@dataclass
class ShrinkingContext(FakeLambdaContext):
    """An invocation in which each reply sent uses up `turn_seconds` of the time left."""

    whasp: FakeWhasp | None = None
    started_with: float = 0.0
    turn_seconds: float = 0.0

    def get_remaining_time_in_millis(self) -> int:
        assert self.whasp is not None
        left = self.started_with - self.turn_seconds * len(self.whasp.delivered)
        return int(left * 1000)


def test_a_batch_stops_taking_records_below_one_turns_worst_case_and_gives_the_rest_back(
    processor, queues, whasp_api, openai_api, sqs_clock, batch_size
):
    # GIVEN a batch of three turns, and an invocation with time for one worst-case turn, after
    # which less than another is left
    worst = turn_worst_case_seconds()
    assert worst == 75.0  # OPENAI_TIMEOUT_SECONDS 20, once retried; whasp 25 s + 10 s
    for event_id, phone in (("a1", ANA), ("b1", BRUNO), ("a2", ANA)):
        send(queues, whasp_event(event_id, phone, event_id), phone)
    context = ShrinkingContext(whasp=whasp_api, started_with=worst + 1, turn_seconds=2)

    # WHEN the processor handles it
    first = poll(processor, queues["InboxQueue"], batch_size, context)

    # THEN it answered the first and reported the other two as failed, untried
    assert len(first["Records"]) == 3
    assert [r.body["to"] for r in whasp_api.requests] == [ANA]
    assert len(openai_api.replies()) == 1
    # AND they are back in the queue at once, not after the 720 s visibility timeout
    sqs_clock.now += 1
    second = poll(processor, queues["InboxQueue"], batch_size)
    assert sorted(r["body"] for r in second["Records"]) == sorted(
        r["body"] for r in first["Records"][1:]
    )
    assert [r.body["to"] for r in whasp_api.requests] == [ANA, BRUNO, ANA]
    assert (
        boto3.client("sqs").receive_message(QueueUrl=queues["InboxQueue"]).get("Messages", []) == []
    )
