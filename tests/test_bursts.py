"""A burst is answered once, and only a later event that answers or erases a message covers it.

`ANSWER_BURSTS_ONCE` stores a message without answering it when something waiting
behind it deals with it. Before this rule, anything of the same person waiting
behind it did: a message followed by an opt-out, a delivery status or an unreadable
body was stored and never answered, as if a later message's turn would answer it.
Now (pipeline/burst.py, one definition for both doors):

- a later message of the same person covers it: one model call, both in its context;
- a later erasure of the person (an operator's request dated after the message, or an
  opt-out with `ERASE_ON_OPT_OUT`) covers it too, and the message is never answered:
  the reply would be made from the memory the erasure is about to remove and go out
  after the person asked for it to go; the erasure then removes the message itself;
- nothing else does (an opt-out that only silences what follows, a number change, a
  status or receipt, a type not handled, another person's message): the message is
  answered on its own, as without bursts.

Each case runs at both doors: the local workers on SQLite, and the processor Lambda on
a batch of SQS records under moto.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import boto3
import pytest

from agent_memory import Memory
from agent_memory.local.database import QueueDatabase
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.workers import WorkerPool
from agent_memory.pipeline import whasp
from agent_memory.pipeline.erasure_request import new_erasure_request
from agent_memory.pipeline.responder import Responder
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, RecordingMessenger, ScriptedModel
from tests.lambdas import HASH_KEY, run, sqs_event, whasp_event

ANA, BRUNO = "+5511987654321", "+5511912345678"
NUMBER, NEW_NUMBER = "+5511900000000", "+5511900000099"
SAID_AT = "2026-11-29T12:00:00Z"  # the message's time; the events behind it are later
LATER = "2026-11-29T12:00:30Z"


def message(event_id: str, text: str, phone: str = ANA) -> str:
    return whasp_event(event_id, phone, text, created_at=SAID_AT)


def opt_out(phone: str = ANA) -> str:
    data = {"chat": phone, "number": NUMBER}
    return whasp_event("o1", phone, event_type=whasp.OPTED_OUT, data=data, created_at=LATER)


def number_change() -> str:
    data = {"old_number": NUMBER, "new_number": NEW_NUMBER}
    return whasp_event("n1", ANA, event_type=whasp.NUMBER_REPLACED, data=data, created_at=LATER)


def delivery_status() -> str:
    """A receipt for our earlier reply: a type this version does not handle (the webhook
    acknowledges and drops it; an inbox that holds one, from another version, parks it)."""
    data = {"chat": ANA, "number": NUMBER, "message_id": "wamid.out1", "status": "read"}
    return whasp_event("s1", ANA, event_type="message.status", data=data, created_at=LATER)


def erasure(at: str = LATER) -> str:
    return new_erasure_request(ANA, "req-1", datetime.fromisoformat(at)).body()


def group_of(body: str) -> str:
    """The FIFO group the webhook (or the erasure route) gives the event: its person's."""
    document = json.loads(body)
    if document["type"] in whasp.HANDLED_TYPES:
        return whasp.group_key(whasp.parse_event(body), HASH_KEY)
    return whasp.person_group(document["data"]["chat"], HASH_KEY)  # ours, or a receipt


def event_id_of(body: str) -> str:
    return json.loads(body)["id"]


# Each door answers a list of bodies queued in order and reports what went out.


@dataclass
class Answered:
    """What the door did with the bodies: texts sent to each phone, and the model's inputs."""

    sent_to: dict[str, int]
    model_inputs: list[list[str]]
    history: Callable[[str], list[str]]  # a person's stored messages, as context shows them


class LocalDoor:
    """The local workers on SQLite, every body waiting in the inbox before a worker starts."""

    def __init__(self, tmp_path: Path, erase_on_opt_out: bool = False) -> None:
        self.clock = FakeClock(datetime(2026, 11, 29, 12, 1, tzinfo=UTC))
        self.model = ScriptedModel()
        self.store = SqliteStore(tmp_path / "memory.db", clock=self.clock)
        self.memory = Memory(
            store=self.store, model=self.model, clock=self.clock, phone_hash_key=HASH_KEY
        )
        self.messenger = RecordingMessenger()
        self.erase_on_opt_out = erase_on_opt_out
        self.responder = Responder(
            self.memory,
            self.messenger,
            ledger=self.store,
            agent="bot",
            system_prompt="Hi.",
            erase_on_opt_out=erase_on_opt_out,
        )
        self.inbox = SqliteInbox(QueueDatabase(tmp_path / "queues.db"))

    def answer(self, *bodies: str, group: str | None = None) -> Answered:
        for body in bodies:
            self.inbox.send(body, group or group_of(body), event_id_of(body))
        rule = {"erase_on_opt_out": True} if self.erase_on_opt_out else {}
        pool = WorkerPool(
            self.inbox, self.responder.handle, 1, answer_bursts_once=True, **rule
        ).start()
        try:
            deadline = time.monotonic() + 30
            while self.inbox.counts()["pending"] and time.monotonic() < deadline:
                time.sleep(0.02)
        finally:
            pool.stop()
        assert self.inbox.counts()["pending"] == 0
        sent: dict[str, int] = {}
        for _, chat, _, _ in self.messenger.sent:
            sent[chat] = sent.get(chat, 0) + 1
        inputs = [[m["content"] for m in history] for _, history in self.model.reply_calls]
        return Answered(sent, inputs, self.history)

    def history(self, phone: str) -> list[str]:
        return [m["content"] for m in self.memory.build_context("bot", phone).history]


class ProcessorDoor:
    """The processor Lambda handed every body in one batch, as SQS hands a FIFO group over."""

    def __init__(self, processor, queues, whasp_api, openai_api) -> None:
        self.processor = processor
        self.queues = queues
        self.whasp_api = whasp_api
        self.openai_api = openai_api

    def answer(self, *bodies: str, group: str | None = None) -> Answered:
        client = boto3.client("sqs")
        for body in bodies:
            client.send_message(
                QueueUrl=self.queues["InboxQueue"],
                MessageBody=body,
                MessageGroupId=group or group_of(body),
                MessageDeduplicationId=event_id_of(body),
            )
        event = sqs_event(self.queues["InboxQueue"])
        assert len(event["Records"]) == len(bodies)
        assert run(self.processor, event) == []
        sent = {phone: len(self.whasp_api.texts_to(phone)) for phone in (ANA, BRUNO)}
        inputs = [[m["content"] for m in r.body["input"]] for r in self.openai_api.responses()]
        return Answered({p: n for p, n in sent.items() if n}, inputs, self.history)

    def history(self, phone: str) -> list[str]:
        memory = self.processor.responder().memory
        return [m["content"] for m in memory.build_context("bot", phone).history]


@pytest.fixture(params=["local", "processor"])
def door(request, tmp_path) -> Iterator[LocalDoor | ProcessorDoor]:
    if request.param == "local":
        local = LocalDoor(tmp_path)
        yield local
        local.store.close()
    else:
        yield ProcessorDoor(*(request.getfixturevalue(name) for name in PROCESSOR_FIXTURES))


PROCESSOR_FIXTURES = ("processor", "queues", "whasp_api", "openai_api")


def test_a_burst_of_two_messages_is_answered_once_with_both_in_context(door):
    answered = door.answer(message("m1", "first"), message("m2", "second"))
    assert answered.sent_to == {ANA: 1}
    assert answered.model_inputs == [["first", "second"]]


@pytest.mark.parametrize(
    "later",
    [opt_out, number_change, delivery_status],
    ids=["opt-out", "number change", "delivery status"],
)
def test_a_message_followed_by_an_event_that_answers_nothing_is_answered(door, later):
    # GIVEN Ana's message, then an event of hers (or of our number) that is no message
    answered = door.answer(message("m1", "are you open today?"), later())
    # THEN her message is answered, on its own (it was stored and never answered)
    assert answered.sent_to == {ANA: 1}
    assert answered.model_inputs == [["are you open today?"]]


def test_a_later_message_of_another_person_never_covers_one(door):
    answered = door.answer(message("m1", "ana here"), message("b1", "bruno here", BRUNO))
    assert answered.sent_to == {ANA: 1, BRUNO: 1}
    assert sorted(answered.model_inputs) == [["ana here"], ["bruno here"]]


def test_another_persons_message_in_the_same_group_covers_nothing(door):
    # a group is a person's; even when two people's events share one (a hand-made redrive,
    # a test's fixed group), Bruno's turn does not answer Ana's message
    answered = door.answer(
        message("m1", "ana here"), message("b1", "bruno here", BRUNO), group="shared"
    )
    assert answered.sent_to == {ANA: 1, BRUNO: 1}
    assert sorted(answered.model_inputs) == [["ana here"], ["bruno here"]]


def test_a_message_followed_by_an_erasure_request_is_never_answered_from_erased_memory(door):
    """Chosen: the erasure covers the message, which is stored and never answered. A reply
    would be made from the memory the erasure is about to remove and go out after the
    request was made; the erasure then removes the message too, so nothing is lost that
    was to be kept."""
    # GIVEN Ana's message, then an operator's request to erase her, dated after it
    answered = door.answer(message("m1", "my card is 4111"), erasure())
    # THEN nothing is asked or sent, and nothing of hers is left to answer from
    assert answered.sent_to == {} and answered.model_inputs == []
    assert answered.history(ANA) == []


def test_an_erasure_dated_before_the_message_does_not_cover_it(door):
    # the request was made before she wrote (arrival order put it second): it erases
    # nothing she said after it, so her message is answered
    answered = door.answer(message("m1", "hello again"), erasure(at="2026-11-29T11:59:00Z"))
    assert answered.sent_to == {ANA: 1}
    assert answered.model_inputs == [["hello again"]]


def test_an_opt_out_that_erases_covers_the_message_before_it(tmp_path):
    door = LocalDoor(tmp_path, erase_on_opt_out=True)
    answered = door.answer(message("m1", "bye"), opt_out())
    assert answered.sent_to == {} and answered.model_inputs == []
    assert answered.history(ANA) == []
    door.store.close()


def test_an_opt_out_that_erases_covers_the_message_before_it_in_a_batch(
    monkeypatch, processor, queues, whasp_api, openai_api
):
    monkeypatch.setenv("ERASE_ON_OPT_OUT", "true")
    door = ProcessorDoor(processor, queues, whasp_api, openai_api)
    answered = door.answer(message("m1", "bye"), opt_out())
    assert answered.sent_to == {} and answered.model_inputs == []
    assert answered.history(ANA) == []


def test_a_batch_reads_each_body_once_for_the_burst_rule(processor, monkeypatch):
    # GIVEN a batch of ten of Ana's messages: 45 (earlier, later) pairs to compare
    bodies = [message(f"m{n}", f"part {n}") for n in range(10)]
    records = [
        {"messageId": f"r{n}", "body": body, "attributes": {"MessageGroupId": group_of(body)}}
        for n, body in enumerate(bodies)
    ]
    parsed: list[str | bytes] = []
    real = whasp.load_document

    def counted(body):
        if isinstance(body, str | bytes):  # a JSON parse (a parsed document is only checked)
            parsed.append(body)
        return real(body)

    monkeypatch.setattr(whasp, "load_document", counted)
    # WHEN the processor finds which of them a later one covers
    superseded = processor.superseded_in(records)
    # THEN every one but the last is covered, each body parsed once, not once per pair
    assert superseded == frozenset(f"r{n}" for n in range(9))
    assert sorted(parsed) == sorted(bodies)
