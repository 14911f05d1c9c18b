"""The webhook Lambda against moto SQS FIFO: every genuine delivery queued once, nothing else."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from botocore.exceptions import EndpointConnectionError

from agent_memory.core.phone import hash_phone
from agent_memory.errors import ConfigurationError
from agent_memory.pipeline.whasp import MAX_BODY_BYTES, group_key, parse_event, person_group
from tests.deliveries import (
    NEXT_SECRET,
    NUMBER,
    OTHER_PERSON,
    PERSON,
    SECRET,
    Webhook,
    encode,
    http_event,
    message_event,
    signed_headers,
)
from tests.lambdas import HASH_KEY, load_function

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def logs(webhook: Webhook) -> Iterator[io.StringIO]:
    """The handler's log lines (the logger keeps the stream it was created with)."""
    buffer = io.StringIO()
    handler = webhook.module.logger.registered_handler
    previous = handler.setStream(buffer)
    yield buffer
    handler.setStream(previous)


# --- genuine deliveries -------------------------------------------------------------------------


def test_a_genuine_delivery_is_queued_as_delivered_in_the_persons_group(webhook):
    # odd spacing and non-ASCII: the queue must carry the bytes whasp signed, not re-serialised JSON
    body = encode(message_event(text="Olá 👋")).replace(b", ", b",   ")
    assert webhook.deliver(body) == (
        200,
        {"status": "queued", "id": "evt_1", "message": "queued for processing"},
    )
    (message,) = webhook.queued()
    assert message["Body"].encode() == body
    assert message["Attributes"]["MessageGroupId"] == group_key(parse_event(body), HASH_KEY)
    assert message["Attributes"]["MessageDeduplicationId"] == "evt_1"


def test_the_group_never_names_the_whasp_number_or_shows_the_phone(webhook):
    replaced = message_event("evt_2")
    replaced["data"]["number"] = "+5511911111111"
    webhook.deliver(encode(message_event("evt_1")))
    webhook.deliver(encode(replaced))
    groups = {m["Attributes"]["MessageGroupId"] for m in webhook.queued()}
    assert len(groups) == 1
    assert PERSON.lstrip("+") not in groups.pop()


def test_a_base64_encoded_body_is_verified_and_queued_decoded(webhook):
    body = encode(message_event(text="Bom dia"))
    assert webhook.deliver(body, base64_encoded=True)[0] == 200
    assert [m["Body"].encode() for m in webhook.queued()] == [body]


def test_during_a_rotation_deliveries_signed_with_either_secret_are_queued(queues, monkeypatch):
    monkeypatch.setenv("QUEUE_URL", queues["InboxQueue"])
    monkeypatch.setenv("WHASP_WEBHOOK_SECRET", f"{SECRET} {NEXT_SECRET}")
    monkeypatch.setenv("PHONE_HASH_KEY", HASH_KEY.decode())
    webhook = Webhook(load_function("webhook"), queues["InboxQueue"])
    old, new = encode(message_event("evt_old")), encode(message_event("evt_new"))
    assert webhook.deliver(old, signed_headers(old, SECRET))[0] == 200
    assert webhook.deliver(new, signed_headers(new, NEXT_SECRET))[0] == 200
    assert [m["Attributes"]["MessageDeduplicationId"] for m in webhook.queued()] == [
        "evt_old",
        "evt_new",
    ]


def test_the_secret_may_come_from_an_ssm_securestring(webhook, monkeypatch):
    boto3.client("ssm").put_parameter(
        Name="/agent-memory/test/webhook-secret",
        Value=f"{SECRET},{NEXT_SECRET}",
        Type="SecureString",
    )
    monkeypatch.delenv("WHASP_WEBHOOK_SECRET")
    monkeypatch.setenv("WHASP_WEBHOOK_SECRET_PARAMETER", "/agent-memory/test/webhook-secret")
    fresh = Webhook(load_function("webhook"), webhook.queue_url)
    body = encode(message_event())
    assert fresh.deliver(body, signed_headers(body, NEXT_SECRET))[0] == 200


def test_two_peoples_interleaved_deliveries_keep_their_order_in_two_groups(webhook):
    # GIVEN two people writing at the same time
    sent = []
    for turn in range(4):
        for person in (PERSON, OTHER_PERSON):
            event = message_event(f"evt_{person[-4:]}_{turn}", chat=person, text=f"turn {turn}")
            sent.append(event)
            # WHEN whasp delivers each message as it arrives
            assert webhook.deliver(encode(event))[0] == 200
    # THEN each person's messages sit in their own group, in the order they were delivered
    received: dict[str, list[str]] = {}
    for message in webhook.queued():
        received.setdefault(message["Attributes"]["MessageGroupId"], []).append(
            json.loads(message["Body"])["id"]
        )
    expected: dict[str, list[str]] = {}
    for event in sent:
        expected.setdefault(group_key(parse_event(event), HASH_KEY), []).append(event["id"])
    assert received == expected
    assert len(received) == 2


def test_the_same_event_delivered_twice_is_answered_twice_and_queued_once(webhook):
    body = encode(message_event("evt_twice"))
    first = webhook.deliver(body, signed_headers(body, webhook_id="msg_a"))
    again = webhook.deliver(body, signed_headers(body, webhook_id="msg_a"))
    assert first[0] == again[0] == 200
    assert len(webhook.queued()) == 1


@pytest.mark.parametrize(
    "body",
    [
        {"id": "evt_r", "type": "number.replaced", "created_at": "2026-11-29T12:00:00Z",
         "data": {"old_number": NUMBER, "new_number": "+5511922222222"}},
        {"id": "evt_o", "type": "contact.opted_out", "created_at": "2026-11-29T12:00:00Z",
         "data": {"chat": PERSON, "number": NUMBER}},
    ],
)  # fmt: skip
def test_other_handled_event_types_are_queued(webhook, body):
    assert webhook.deliver(encode(body))[0] == 200
    assert [json.loads(m["Body"])["id"] for m in webhook.queued()] == [body["id"]]


def test_an_unknown_event_type_is_acknowledged_logged_and_not_queued(webhook, logs):
    body = encode({"id": "evt_new_kind", "type": "reaction.added", "data": {}})
    status, answer = webhook.deliver(body)
    assert status == 200 and answer["status"] == "event_type_not_handled"
    assert webhook.queued() == []
    line = json.loads(logs.getvalue().splitlines()[-1])
    assert line["reason"] == "event_type_not_handled"
    assert line["event_type"] == "reaction.added"
    assert line["correlation_id"] == "evt_new_kind"


# --- refused deliveries --------------------------------------------------------------------------


@pytest.mark.parametrize("header", ["webhook-id", "webhook-timestamp", "webhook-signature"])
def test_a_delivery_missing_a_signature_header_is_401(webhook, header):
    body = encode(message_event())
    headers = signed_headers(body)
    del headers[header]
    status, answer = webhook.deliver(body, headers)
    assert status == 401
    assert answer == {"error": f"missing header {header}", "reason": "signature_missing"}
    assert webhook.queued() == []


@pytest.mark.parametrize(
    "change",
    [
        {"webhook-signature": "v1,%%%"},
        {"webhook-signature": "sha256=abc"},
        {"webhook-timestamp": "1.5"},
    ],
)
def test_a_malformed_signature_header_is_401(webhook, change):
    body = encode(message_event())
    status, answer = webhook.deliver(body, {**signed_headers(body), **change})
    assert (status, answer["reason"]) == (401, "signature_malformed")
    assert webhook.queued() == []


def test_a_delivery_signed_with_another_secret_is_401(webhook):
    body = encode(message_event())
    status, answer = webhook.deliver(body, signed_headers(body, NEXT_SECRET))
    assert status == 401
    assert answer == {"error": "signature does not match", "reason": "signature_mismatch"}
    assert webhook.queued() == []


def test_a_body_changed_after_signing_is_401(webhook):
    body = encode(message_event(text="pay 10"))
    forged = body.replace(b"pay 10", b"pay 99")
    assert webhook.deliver(forged, signed_headers(body))[0] == 401
    assert webhook.queued() == []


@pytest.mark.parametrize("skew", [-6 * 60, 6 * 60])
def test_a_delivery_signed_more_than_five_minutes_away_is_401(webhook, skew):
    body = encode(message_event())
    headers = signed_headers(body, timestamp=int(signed_headers(body)["webhook-timestamp"]) + skew)
    status, answer = webhook.deliver(body, headers)
    assert (status, answer["reason"]) == (401, "timestamp_out_of_tolerance")
    assert webhook.queued() == []


def without(event: dict, *path: str) -> dict:
    event = json.loads(json.dumps(event))
    target = event
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return event


def with_chat(chat: str) -> dict:
    event = message_event()
    event["data"]["chat"] = chat
    return event


def with_media(media: object) -> dict:
    event = message_event()
    event["data"]["message"].update({"type": "image", "media": media})
    return event


@pytest.mark.parametrize(
    ("body", "error"),
    [
        (b"not json", "body is not JSON"),
        (b"[1, 2]", "body is not a JSON object"),
        (encode(without(message_event(), "id")), "missing field id"),
        (encode(without(message_event(), "type")), "missing field type"),
        (encode(without(message_event(), "data", "chat")), "missing field data.chat"),
        (encode(with_chat("12345")), "data.chat: invalid phone"),
        (encode(message_event(event_id="evt " * 40)), "id must be 1 to 128 printable ASCII"),
        (
            encode(with_media({"url": "https://m/1", "caption": 7})),
            "data.message.media.caption must be",
        ),
        (
            encode(with_media({"url": "https://m/1", "mime_type": []})),
            "data.message.media.mime_type must",
        ),
        (encode(with_media("https://m/1")), "data.message.media must be an object"),
    ],
)
def test_a_genuine_but_invalid_body_is_400_with_the_reason(webhook, body, error):
    status, answer = webhook.deliver(body)
    assert status == 400
    assert answer["reason"] == "invalid_event" and answer["error"].startswith(error)
    assert webhook.queued() == []


def test_a_body_that_is_not_utf8_is_400(webhook):
    body = "café".encode("latin-1")
    status, answer = webhook.deliver(body, base64_encoded=True)
    assert (status, answer["reason"]) == (400, "invalid_event")
    assert webhook.queued() == []


def test_a_body_over_256_kb_is_413(webhook):
    body = encode(message_event(text="x" * MAX_BODY_BYTES))
    status, answer = webhook.deliver(body)
    assert (status, answer["reason"]) == (413, "body_too_large")
    assert webhook.queued() == []


def test_when_the_queue_is_gone_the_answer_is_503_so_whasp_retries(webhook):
    boto3.client("sqs").delete_queue(QueueUrl=webhook.queue_url)
    status, answer = webhook.deliver(encode(message_event()))
    assert status == 503
    # the queue's name and account go to our log, not to whasp
    assert answer == {
        "error": "temporarily unavailable; retry later",
        "reason": "inbox_unavailable",
    }


def test_when_sqs_cannot_be_reached_the_answer_is_503_after_retries(webhook, monkeypatch):
    attempts = []

    def unreachable(request, **_):
        attempts.append(request.url)
        raise EndpointConnectionError(endpoint_url=request.url)

    monkeypatch.setattr("botocore.endpoint.time.sleep", lambda _: None)  # skip retry backoff
    webhook.module.inbox.client.meta.events.register("before-send.sqs.SendMessage", unreachable)
    status, answer = webhook.deliver(encode(message_event()))
    assert (status, answer["reason"]) == (503, "inbox_unavailable")
    assert len(attempts) > 1  # botocore retried before the webhook gave up
    webhook.module.inbox.client.meta.events.unregister("before-send.sqs.SendMessage", unreachable)
    assert webhook.queued() == []


# --- what it leaves in logs and metrics -------------------------------------------------------


def test_logs_hold_the_hashed_phone_and_event_id_never_the_phone_or_text(webhook, logs):
    webhook.deliver(encode(message_event("evt_private", text="my card is 4111")))
    output = logs.getvalue()
    line = json.loads(output.splitlines()[-1])
    assert line["person"] == hash_phone(PERSON, HASH_KEY)
    assert line["correlation_id"] == "evt_private"
    assert PERSON.lstrip("+") not in output and "4111" not in output


def test_each_delivery_is_counted_as_accepted_or_rejected_by_reason(webhook, capsys):
    body = encode(message_event())
    webhook.deliver(body)
    webhook.deliver(body, signed_headers(body, NEXT_SECRET))
    metrics = [
        json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line
    ]
    counted = [
        (name, blob["reason"])
        for blob in metrics
        for name in ("Accepted", "Rejected")
        if name in blob
    ]
    assert counted == [("Accepted", "queued"), ("Rejected", "signature_mismatch")]
    assert {blob["_aws"]["CloudWatchMetrics"][0]["Namespace"] for blob in metrics} == {
        "AgentMemory"
    }


# --- start-up ---------------------------------------------------------------------------------


@pytest.mark.parametrize("missing", ["QUEUE_URL", "WHASP_WEBHOOK_SECRET"])
def test_a_missing_setting_fails_at_start_naming_it(webhook, monkeypatch, missing):
    monkeypatch.delenv(missing)
    with pytest.raises(ConfigurationError, match=missing):
        load_function("webhook")


def test_the_webhook_imports_no_model_no_store_and_no_memory_core():
    probe = (
        "import sys; sys.path.insert(0, 'functions/webhook'); import app; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'openai' "
        "or m.startswith(('agent_memory.core.memory', 'agent_memory.store', "
        "'agent_memory.model'))))"
    )
    environment = {
        **os.environ,
        "QUEUE_URL": "https://sqs.us-east-1.amazonaws.com/123456789012/inbox.fifo",
        "WHASP_WEBHOOK_SECRET": SECRET,
        "PHONE_HASH_KEY": HASH_KEY.decode(),
    }
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, env=environment, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


# --- operator erasure requests --------------------------------------------------------------


def erase_event(phone: str) -> dict:
    event = http_event(b"", headers={})
    event["routeKey"] = event["requestContext"]["routeKey"] = "DELETE /people/{phone}"
    event["requestContext"]["http"]["method"] = "DELETE"
    event["pathParameters"] = {"phone": phone}
    event["body"] = None
    return event


def test_an_erasure_request_is_queued_in_the_persons_group(webhook):
    status, answer = webhook.invoke(erase_event(PERSON))
    assert status == 202 and answer["status"] == "erasure_requested"
    (queued,) = webhook.queued()
    body = json.loads(queued["Body"])
    assert body["type"] == "agent_memory.erasure_requested" and body["data"]["chat"] == PERSON
    assert queued["Attributes"]["MessageGroupId"] == person_group(PERSON, HASH_KEY)


def test_an_erasure_request_for_an_invalid_phone_is_400(webhook):
    status, answer = webhook.invoke(erase_event("not-a-phone"))
    assert status == 400 and "E.164" in answer["error"]
    assert webhook.queued() == []


def test_whasp_cannot_deliver_an_erasure_request(webhook):
    body = {
        "id": "x1",
        "type": "agent_memory.erasure_requested",
        "created_at": "2026-11-29T12:00:00Z",
        "data": {"chat": PERSON},
    }
    status, _ = webhook.deliver(encode(body))
    assert status == 200 and webhook.queued() == []
