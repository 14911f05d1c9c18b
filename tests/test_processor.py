"""Processor Lambda against moto (table and queues from template.yaml) and fake servers."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

import boto3
import pytest

from agent_memory.core.memory import conversation_key
from agent_memory.core.phone import hash_phone
from agent_memory.errors import StoreUnavailable
from agent_memory.pipeline import whasp
from agent_memory.pipeline.erasure_request import new_erasure_request
from agent_memory.store import items
from tests.fakes import crash_once_after
from tests.lambdas import HASH_KEY, enqueue, run, sqs_event, whasp_event

ANA, BRUNO = "+5511987654321", "+5511912345678"
NUMBER, NEW_NUMBER = "+5511900000000", "+5511900000099"


def stored(processor, phone: str = ANA) -> list[tuple[str, str]]:
    conversation = processor.responder().memory.store.load(conversation_key("bot", phone))
    return [(m.role, m.content) for m in conversation.messages]


def test_a_turn_remembers_asks_once_and_replies_once(processor, queues, whasp_api, openai_api):
    openai_api.texts.append("Olá Ana!")
    assert run(processor, enqueue(queues, whasp_event("evt_1", ANA, "Oi, sou a Ana"))) == []
    assert whasp_api.texts_to(ANA) == ["Olá Ana!"]
    sent = whasp_api.requests[0]
    assert sent.path == "/v1/messages"
    assert sent.headers["authorization"] == "Bearer whasp-test-key"
    assert sent.headers["idempotency-key"] == "evt_1"
    assert sent.body == {"from": NUMBER, "to": ANA, "text": "Olá Ana!"}
    request = openai_api.responses()[0].body
    assert request["store"] is False and request["model"] == "gpt-test"
    assert request["instructions"].startswith("You are Bot, the test agent.")
    assert request["input"] == [{"role": "user", "content": "Oi, sou a Ana"}]
    assert stored(processor) == [("user", "Oi, sou a Ana"), ("assistant", "Olá Ana!")]


def test_redelivered_record_sends_one_reply(processor, queues, whasp_api, openai_api):
    event = enqueue(queues, whasp_event("evt_1", ANA))
    assert run(processor, event) == []
    assert run(processor, event) == []
    assert len(whasp_api.requests) == 1 and len(openai_api.responses()) == 1
    assert len(stored(processor)) == 2


CRASH_POINTS = ["load_turn", "record_reply", "send", "mark_sent"]


@pytest.mark.parametrize("step", CRASH_POINTS)
def test_crash_after_each_step_then_redelivery_replies_exactly_once(
    processor, queues, whasp_api, openai_api, monkeypatch, step
):
    # GIVEN the function dies right after `step` completes, once
    event = enqueue(queues, whasp_event("evt_1", ANA, "Oi"))
    crash_once_after(monkeypatch, processor.responder(), step)
    # WHEN the record fails and SQS delivers it again
    assert len(run(processor, event)) == 1
    assert run(processor, event) == []
    # THEN one reply reached the person, the model was asked once,
    # and the conversation holds each message once
    assert len(whasp_api.delivered) == 1
    assert {r.headers["idempotency-key"] for r in whasp_api.requests} == {"evt_1"}
    if step != "send":  # a crash after the HTTP call can only be healed by the key
        assert len(whasp_api.requests) == 1
    assert len(openai_api.responses()) == 1
    assert [role for role, _ in stored(processor)] == ["user", "assistant"]


def test_one_persons_failure_leaves_the_others_processed(processor, queues, whasp_api, monkeypatch):
    monkeypatch.setenv("ANSWER_BURSTS_ONCE", "false")  # each message its own reply
    whasp_api.refuse_to.add(ANA)
    event = enqueue(
        queues,
        whasp_event("a1", ANA, "a1"),
        whasp_event("b1", BRUNO, "b1"),
        whasp_event("a2", ANA, "a2"),
        whasp_event("b2", BRUNO, "b2"),
    )
    processor.responder().messenger.sleep = lambda _: None
    failed = run(processor, event)
    ids = {json.loads(r["body"])["id"]: r["messageId"] for r in event["Records"]}
    assert set(failed) == {ids["a1"], ids["a2"]}  # a2 is skipped to keep Ana's order
    assert len(whasp_api.texts_to(BRUNO)) == 2
    assert whasp_api.texts_to(ANA) == []
    assert [c for _, c in stored(processor, BRUNO)][::2] == ["b1", "b2"]
    assert [role for role, _ in stored(processor, ANA)] == ["user", "assistant"]  # sent later


def test_fifo_order_is_kept_within_a_person(processor, queues, whasp_api, openai_api, monkeypatch):
    monkeypatch.setenv("ANSWER_BURSTS_ONCE", "false")  # each message its own reply
    openai_api.texts.extend(["r1", "r2", "r3"])
    bodies = [
        whasp_event(f"e{i}", ANA, f"m{i}", created_at=f"2026-11-29T12:00:0{i}Z") for i in (1, 2, 3)
    ]
    assert run(processor, enqueue(queues, *bodies)) == []
    assert whasp_api.texts_to(ANA) == ["r1", "r2", "r3"]
    assert [c for _, c in stored(processor)] == ["m1", "r1", "m2", "r2", "m3", "r3"]
    third_request = openai_api.responses()[2].body["input"]
    assert [m["content"] for m in third_request] == ["m1", "r1", "m2", "r2", "m3"]


def test_a_burst_in_one_batch_is_answered_once_in_order(processor, queues, openai_api):
    openai_api.texts.append("r3")
    bodies = [
        whasp_event(f"e{i}", ANA, f"m{i}", created_at=f"2026-11-29T12:00:0{i}Z") for i in (1, 2, 3)
    ]
    assert run(processor, enqueue(queues, *bodies)) == []
    assert [c for _, c in stored(processor)] == ["m1", "m2", "m3", "r3"]
    request = openai_api.responses()[0].body["input"]
    assert len(openai_api.responses()) == 1
    assert [m["content"] for m in request] == ["m1", "m2", "m3"]


def test_invalid_body_is_parked_and_the_batch_proceeds(processor, queues, whasp_api):
    event = enqueue(queues, whasp_event("ok", BRUNO))
    event["Records"].insert(0, {**event["Records"][0], "messageId": "bad", "body": "{not json"})
    assert run(processor, event) == []
    parked = boto3.client("sqs").receive_message(
        QueueUrl=queues["InboxDeadLetterQueue"], MessageAttributeNames=["All"]
    )["Messages"]
    assert parked[0]["Body"] == "{not json"
    assert parked[0]["MessageAttributes"]["reason"]["StringValue"] == "body is not JSON"
    assert len(whasp_api.texts_to(BRUNO)) == 1


def test_model_down_fails_the_record_and_the_retry_replies_once(
    processor, queues, whasp_api, openai_api
):
    openai_api.failures.extend([503, 503])  # the client's own retry, then SQS's
    event = enqueue(queues, whasp_event("evt_1", ANA))
    assert len(run(processor, event)) == 1
    assert whasp_api.requests == []
    assert run(processor, event) == []
    assert len(whasp_api.delivered) == 1
    assert [role for role, _ in stored(processor)] == ["user", "assistant"]


def test_model_rejection_is_parked_not_retried(processor, queues, whasp_api, openai_api):
    processor.responder().memory.model.check()  # the start-up probe: the 400 is the turn's
    openai_api.failures.append(400)
    assert run(processor, enqueue(queues, whasp_event("evt_1", ANA))) == []
    assert whasp_api.requests == []
    dead = boto3.client("sqs").receive_message(QueueUrl=queues["InboxDeadLetterQueue"])
    assert json.loads(dead["Messages"][0]["Body"])["id"] == "evt_1"


def test_whasp_down_then_up_sends_exactly_one_reply(processor, queues, whasp_api):
    processor.responder().messenger.sleep = lambda _: None
    whasp_api.failures.extend([503] * 4)
    event = enqueue(queues, whasp_event("evt_1", ANA))
    assert len(run(processor, event)) == 1
    assert run(processor, event) == []
    assert len(whasp_api.delivered) == 1
    assert [role for role, _ in stored(processor)] == ["user", "assistant"]


def test_whasp_rejection_is_parked_not_looped(processor, queues, whasp_api):
    whasp_api.failures.append(422)
    assert run(processor, enqueue(queues, whasp_event("evt_1", ANA))) == []
    assert len(whasp_api.requests) == 1


def test_store_throttled_fails_the_record_for_retry(processor, queues, whasp_api, monkeypatch):
    store = processor.responder().memory.store

    def throttled(*args, **kwargs):
        raise StoreUnavailable("throttled")

    monkeypatch.setattr(store, "load_turn", throttled)
    event = enqueue(queues, whasp_event("evt_1", ANA))
    assert len(run(processor, event)) == 1
    monkeypatch.undo()
    assert run(processor, event) == []
    assert len(whasp_api.delivered) == 1


def test_replaced_number_sends_from_the_new_one_and_says_so_once(
    processor, queues, whasp_api, openai_api
):
    run(processor, enqueue(queues, whasp_event("e1", ANA, "first")))
    replaced = whasp_event(
        "r1",
        "",
        event_type="number.replaced",
        data={"old_number": NUMBER, "new_number": NEW_NUMBER},
    )
    run(processor, enqueue(queues, replaced))
    run(
        processor,
        enqueue(queues, whasp_event("e2", ANA, "second", created_at="2026-11-29T12:01:00Z")),
    )
    run(
        processor,
        enqueue(queues, whasp_event("e3", ANA, "third", created_at="2026-11-29T12:02:00Z")),
    )
    senders = [r.body["from"] for r in whasp_api.requests]
    assert senders == [NUMBER, NEW_NUMBER, NEW_NUMBER]
    notices = ["new WhatsApp number" in r.body["instructions"] for r in openai_api.responses()]
    assert notices == [False, True, False]


def test_opted_out_person_gets_no_reply_until_they_write_again(processor, queues, whasp_api):
    opt_out = whasp_event(
        "o1",
        ANA,
        event_type="contact.opted_out",
        data={"chat": ANA, "number": NUMBER},
        created_at="2026-11-29T12:00:10Z",
    )
    late = whasp_event("late", ANA, "sent before opting out", created_at="2026-11-29T12:00:05Z")
    again = whasp_event("again", ANA, "back again", created_at="2026-11-29T13:00:00Z")
    run(processor, enqueue(queues, opt_out))
    run(processor, enqueue(queues, late))
    assert whasp_api.requests == []
    run(processor, enqueue(queues, again))
    assert len(whasp_api.texts_to(ANA)) == 1


def test_a_damaged_opt_out_time_still_answers_who_writes_again(processor, queues, whasp_api):
    opt_out = whasp_event(
        "o1", ANA, event_type="contact.opted_out", data={"chat": ANA, "number": NUMBER}
    )
    run(processor, enqueue(queues, opt_out))
    memory = processor.responder().memory
    key = memory.key("bot", ANA)
    memory.store.client.update_item(  # the state item's time cut short by hand or a bug
        TableName=memory.store.table_name,
        Key={"pk": {"S": key.partition}, "sk": {"S": items.STATE_SK}},
        UpdateExpression="SET opted_out_at = :bad",
        ExpressionAttributeValues={":bad": {"S": "2026-11-2"}},
    )
    run(processor, enqueue(queues, whasp_event("again", ANA, "back again")))
    assert len(whasp_api.texts_to(ANA)) == 1  # read as an opt-out long ago: they wrote again
    assert memory.store.load_turn(key).state.opted_out_at is None  # and it is cleared


def test_an_operator_erasure_request_hides_the_person_at_once(processor, queues, whasp_api):
    run(processor, enqueue(queues, whasp_event("e1", ANA, "remember me")))
    request = new_erasure_request(ANA, "req-1", datetime.now(UTC))
    client = boto3.client("sqs")
    client.send_message(
        QueueUrl=queues["InboxQueue"],
        MessageBody=request.body(),
        MessageGroupId=whasp.person_group(ANA, HASH_KEY),
        MessageDeduplicationId=request.event_id,
    )
    assert run(processor, sqs_event(queues["InboxQueue"])) == []
    memory = processor.responder().memory
    assert memory.build_context("bot", ANA).history == []
    assert [k.phone for k in memory.due("ERASE")] == [ANA]
    assert len(whasp_api.requests) == 1  # no reply to an erasure request


def test_each_turn_logs_an_audit_line_without_phone_or_text(processor, queues, caplog):
    caplog.set_level(logging.INFO, logger="agent_memory.pipeline.responder")
    run(processor, enqueue(queues, whasp_event("evt_1", ANA, "segredo: meu cachorro é Rex")))
    (audit,) = [r.audit for r in caplog.records if hasattr(r, "audit")]
    assert audit["event_id"] == "evt_1" and audit["phone_hash"] == hash_phone(ANA, HASH_KEY)
    assert audit["messages"] == 1 and audit["prompt_chars"] > 0
    assert audit["input_tokens"] == 120 and audit["output_tokens"] == 12
    assert {"facts", "summary_version", "latency_ms"} <= audit.keys()
    logged = " ".join(str(r.__dict__) for r in caplog.records)
    assert ANA not in logged and "Rex" not in logged
