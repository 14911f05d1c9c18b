"""A message no store can hold is refused at the door, before anything is written: over
MESSAGE_MAX_BYTES in UTF-8, or not valid Unicode (the webhook's rule). DynamoDB's own
refusals say what they are: for size, not "check the table"; a cancelled transaction is
transient only for the reasons that pass (botocore's CancellationReason codes)."""

from __future__ import annotations

import json

import boto3
import pytest
from botocore.awsrequest import AWSResponse

from agent_memory import Memory
from agent_memory.config import CATALOGUE, Settings
from agent_memory.core.bounds import Bounds, cut_to_bytes
from agent_memory.core.key_limits import (
    DEFAULT_MESSAGE_MAX_BYTES,
    MAX_EVENT_ID_BYTES,
    MESSAGE_MAX_BYTES_CEILING,
)
from agent_memory.core.metrics import CountingMetrics
from agent_memory.core.records import Message
from agent_memory.errors import (
    ConfigurationError,
    MessageRefused,
    StoreItemTooLarge,
    StoreRejected,
    StoreUnavailable,
)
from agent_memory.pipeline.responder import Responder
from agent_memory.pipeline.whasp import MAX_BODY_BYTES
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.wiring import bounds_from_settings
from tests.conftest import TABLE
from tests.fakes import RecordingMessenger, ScriptedModel
from tests.lambdas import whasp_event

AGENT, ANA, NUMBER = "bot", "+5511987654321", "+5511900000000"
LONGEST_AGENT, LONGEST_PHONE = "a" * 64, "+123456789012345"


def memory_of(store, clock, **bounds: int) -> Memory:
    return Memory(store, ScriptedModel(), clock=clock, bounds=Bounds(**bounds),
                  metrics=CountingMetrics())  # fmt: skip


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("a " * 200_000, "MESSAGE_MAX_BYTES"),  # 400 KB: moto took 399 KB, refused 410 KB
        ("😀" * 65_537, "262148 bytes"),  # within the ceiling in characters, not in bytes
        ("hi \ud800 there", "lone UTF-16 surrogate"),  # DynamoDB's was a retry for ever
    ],
)
def test_a_message_no_store_can_hold_is_refused_before_anything_is_written(
    store, clock, content, says
):
    memory = memory_of(store, clock)
    with pytest.raises(MessageRefused, match=says) as refused:
        memory.remember(AGENT, ANA, NUMBER, "user", content, event_id="e1")
    assert isinstance(refused.value, ValueError)
    assert "split" in str(refused.value) or "errors='replace'" in str(refused.value)
    assert store.load(memory.key(AGENT, ANA)).messages == []
    assert store.turn(memory.key(AGENT, ANA), "e1") is None  # no marker either
    assert memory.remember(AGENT, ANA, NUMBER, "user", "hi", event_id="e1")


def test_the_largest_message_with_the_longest_keys_fits_a_dynamodb_item(table, clock):
    # moto holds an item to 400 KB as DynamoDB does (measured: 399 KB stored, 410 KB refused)
    store = DynamoDbStore(TABLE, clock=clock)
    memory = memory_of(store, clock, message_bytes=MESSAGE_MAX_BYTES_CEILING)
    content = "é" * (MESSAGE_MAX_BYTES_CEILING // 2)
    event_id = "e" * MAX_EVENT_ID_BYTES
    assert memory.remember(LONGEST_AGENT, LONGEST_PHONE, NUMBER, "user", content, event_id)
    stored = store.load(memory.key(LONGEST_AGENT, LONGEST_PHONE)).messages
    assert [m.content for m in stored] == [content]


def test_an_item_dynamodb_refuses_for_its_size_is_said_to_be_too_large(table, clock):
    store = DynamoDbStore(TABLE, clock=clock)
    key = memory_of(store, clock).key(AGENT, ANA)
    message = Message("0001", "user", "x" * 420_000, NUMBER, clock())  # past the door
    with pytest.raises(StoreItemTooLarge, match="for its size") as refused:
        store.append_message(key, message)
    assert "TABLE_NAME" not in str(refused.value) and "MESSAGE_MAX_BYTES" in str(refused.value)


class _Body:
    def __init__(self, body: bytes) -> None:
        self.body = body

    def stream(self, **_: object):
        yield self.body


def answering(status: int, body: dict) -> DynamoDbStore:
    """A store whose client gets this HTTP answer from DynamoDB, read by botocore's own
    parser (JSON 1.0: `__type`, `Message` and, for a cancelled transaction, one
    `CancellationReasons` entry per item in request order, "None" for the items that
    were fine, as botocore's service model and captures against AWS have them)."""
    client = boto3.client("dynamodb", region_name="us-east-1", aws_access_key_id="t",
                          aws_secret_access_key="t")  # fmt: skip
    headers = {"Content-Type": "application/x-amz-json-1.0", "x-amzn-RequestId": "R"}

    def send(request, **_: object) -> AWSResponse:
        return AWSResponse(request.url, status, headers, _Body(json.dumps(body).encode()))

    client.meta.events.register("before-send.dynamodb", send)
    return DynamoDbStore("table", client=client)


def cancelled(*reasons: dict) -> dict:
    codes = ", ".join(r["Code"] for r in reasons)
    return {
        "__type": "com.amazonaws.dynamodb.v20120810#TransactionCanceledException",
        "Message": f"Transaction cancelled, please refer cancellation reasons for specific "
        f"reasons [{codes}]",
        "CancellationReasons": list(reasons),
    }


NONE = {"Code": "None"}
TOO_LARGE = {
    "Code": "ValidationError",
    "Message": "Item size to update has exceeded the maximum allowed size",
}


def append(store: DynamoDbStore, clock) -> bool:
    key = memory_of(store, clock).key(AGENT, ANA)
    return store.append_message(key, Message("0001", "user", "hi", NUMBER, clock(), "e1"))


def test_a_transaction_cancelled_for_an_item_too_large_is_refused_for_good(clock):
    # AWS answers a transacted Update past 400 KB so (moto answers ValidationException)
    store = answering(400, cancelled(NONE, TOO_LARGE, NONE))
    with pytest.raises(StoreItemTooLarge, match=r"for its size \(ValidationError\)"):
        append(store, clock)


@pytest.mark.parametrize(
    ("reasons", "expected"),
    [
        ([NONE, {"Code": "ValidationError", "Message": "Type mismatch for attribute"}],
         StoreRejected),
        ([{"Code": "ConditionalCheckFailed", "Message": "The conditional request failed"},
          TOO_LARGE], StoreItemTooLarge),
        ([{"Code": "ItemCollectionSizeLimitExceeded", "Message": "Collection size exceeded."}],
         StoreItemTooLarge),
        ([NONE, {"Code": "TransactionConflict", "Message": "Transaction is ongoing"}],
         StoreUnavailable),
        ([{"Code": "ThrottlingError", "Message": "Throughput exceeds the current capacity"},
          {"Code": "ProvisionedThroughputExceeded", "Message": "The level of configured"}],
         StoreUnavailable),
    ],
)  # fmt: skip
def test_a_cancelled_transaction_is_retried_only_for_reasons_that_pass(clock, reasons, expected):
    store = answering(400, cancelled(*reasons))
    with pytest.raises(expected) as raised:
        append(store, clock)
    if expected is not StoreUnavailable:
        assert not isinstance(raised.value, StoreUnavailable)
        assert "TABLE_NAME" not in str(raised.value) and "retrying cannot help" in str(raised.value)


def test_a_transaction_whose_condition_failed_is_no_refusal(clock):
    failed = {"Code": "ConditionalCheckFailed", "Message": "The conditional request failed"}
    assert append(answering(400, cancelled(failed, NONE, NONE)), clock) is False


def one_turn(memory: Memory, store, text: str) -> list[str]:
    """What the processor sends Ana for one message of hers (asserting it answered)."""
    messenger = RecordingMessenger()
    responder = Responder(memory, messenger, ledger=store, agent=AGENT, system_prompt="p",
                          clock=memory.clock)  # fmt: skip
    outcome = responder.handle(whasp_event("e1", ANA, text, created_at="2026-11-01T11:00:00Z"))
    assert outcome.action == "answered"
    return [sent for _, _, sent, _ in messenger.sent]


def test_the_processor_cuts_a_message_over_the_ceiling_and_answers(store, clock):
    # GIVEN a ceiling lowered below what the webhook lets through
    memory = memory_of(store, clock, message_bytes=1024)
    text = "Meu cachorro se chama Pipoca. " * 200  # 6,000 bytes
    # WHEN Ana writes it, THEN she gets an answer and the message is kept, cut at a sentence
    assert len(one_turn(memory, store, text)) == 1
    [kept, _reply] = store.load(memory.key(AGENT, ANA)).messages
    assert len(kept.content.encode()) <= 1024 and kept.content.endswith("Pipoca. […]")
    assert memory.metrics.counts["MessageCut"] == 1  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text", ["a" * 1019 + "😀😀", "😀" * 300, "x\ud800" * 600, "word " * 400, "é" * 513]
)
def test_a_message_cut_to_bytes_fits_them(text):
    cut = cut_to_bytes(text.encode("utf-8", "replace").decode(), 1024)
    assert len(cut.encode()) <= 1024 and cut.endswith("[…]")


def test_the_ceiling_is_a_setting_the_webhook_s_cap_by_default():
    assert CATALOGUE["MESSAGE_MAX_BYTES"].default == DEFAULT_MESSAGE_MAX_BYTES == MAX_BODY_BYTES
    assert bounds_from_settings(Settings({"MESSAGE_MAX_BYTES": "4096"})).message_bytes == 4096
    with pytest.raises(ConfigurationError, match=r"MESSAGE_MAX_BYTES='500000'.*400 KB"):
        Settings({"MESSAGE_MAX_BYTES": "500000"}).validate()
    with pytest.raises(ValueError, match="message_bytes"):
        Bounds(message_bytes=MESSAGE_MAX_BYTES_CEILING + 1)


def test_a_reply_no_store_can_hold_is_made_storable_and_sent(store, clock):
    # GIVEN a model whose reply holds a lone surrogate (DynamoDB: retried for ever)
    model = ScriptedModel()
    model.replies.append("Oi Ana \ud83d!")
    memory = Memory(store, model, clock=clock, metrics=CountingMetrics())
    # WHEN Ana writes, THEN the reply is stored and sent, the surrogate replaced
    [sent] = one_turn(memory, store, "Oi")
    assert sent == "Oi Ana \ufffd!" == store.load(memory.key(AGENT, ANA)).messages[-1].content
