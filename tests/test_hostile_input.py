"""Hostile input at the Lambda doors and from whasp: a 4xx with a reason, never a crash.

Class 1 (a door that crashes instead of answering) and class 2 (accepted, then never
processable) on the webhook and processor Lambdas, class 3 on the whasp side (its
Retry-After, its media URLs), and the property over signed deliveries with hostile
leaves: whatever the webhook accepts, the processor handles or parks at once.
`test_hostile_serve.py` does the same for `serve`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import boto3
import pytest
from hypothesis import HealthCheck, given, settings

from agent_memory.media import MediaRejected
from agent_memory.media.whasp_http import WhaspMediaFetcher
from agent_memory.messenger.port import MessengerUnavailable
from agent_memory.messenger.whasp_api import MAX_RETRY_AFTER_SECONDS, WhaspMessenger
from agent_memory.pipeline.whasp import Media
from agent_memory.store.dynamodb import DynamoDbStore
from tests.deliveries import NEXT_SECRET, PERSON, encode, message_event, signed_headers
from tests.hostile_deliveries import Pipeline, deliveries, nested
from tests.lambdas import enqueue, run, sqs_event

# --- class 1: the webhook Lambda answers every request with a 4xx and a reason -------------


@pytest.mark.parametrize("digits", [30, 300, 5_000])
def test_an_unsigned_timestamp_of_hundreds_of_digits_is_a_401(webhook, digits):
    body = encode(message_event())
    headers = {**signed_headers(body), "webhook-timestamp": "9" * digits}
    status, answer = webhook.deliver(body, headers)
    assert (status, answer["reason"]) == (401, "signature_malformed")
    assert "Unix seconds" in answer["error"]
    assert webhook.queued() == []


def test_signed_but_deeply_nested_json_is_a_400(webhook):
    body = b"[" * 100_000 + b"]" * 100_000  # under the size limit, past any recursion limit
    status, answer = webhook.deliver(body)
    assert (status, answer["reason"]) == (400, "invalid_event")
    event = message_event()
    event["data"]["message"]["extra"] = nested(200)
    status, answer = webhook.deliver(encode(event))
    assert (status, answer["error"]) == (400, "the body nests deeper than 32 levels")
    assert webhook.queued() == []


@pytest.mark.parametrize("constant", [b"NaN", b"Infinity", b"-Infinity"])
def test_a_signed_body_with_a_number_that_is_not_json_is_a_400(webhook, constant):
    body = encode(message_event()).replace(b'"Oi!"', constant)
    assert webhook.deliver(body) == (400, {"error": "body is not JSON", "reason": "invalid_event"})


def test_a_non_ascii_webhook_id_is_a_401_not_a_crash(webhook):
    body = encode(message_event())
    headers = {**signed_headers(body), "webhook-id": "msg_\udc80é"}
    assert webhook.deliver(body, headers)[1]["reason"] == "signature_malformed"


def test_signature_headers_joined_by_api_gateway_are_read_as_several_signatures(webhook):
    # whasp (or a proxy) sends two webhook-signature lines; API Gateway joins them with ","
    body = encode(message_event())
    genuine = signed_headers(body)
    stale = signed_headers(body, NEXT_SECRET)["webhook-signature"]
    for joined in (f"{stale},{genuine['webhook-signature']}", f"{genuine['webhook-signature']},"):
        headers = {**genuine, "webhook-signature": joined}
        assert webhook.deliver(body, headers)[0] == 200
    forged = {**genuine, "webhook-signature": f"{stale},{stale}"}
    assert webhook.deliver(body, forged)[1]["reason"] == "signature_mismatch"


# --- class 2: what the webhook accepts, the processor handles; the rest is refused ---------


def hostile_message(case: str) -> dict:
    event = message_event("evt_" + case)
    message = event["data"]["message"]
    if case == "year_9999":
        event["created_at"] = "9999-12-31T23:59:59-05:00"
    elif case == "surrogate_text":
        message["text"] = "Oi \ud800"
    elif case == "surrogate_caption":
        message.update(type="image", media={"url": "https://m.test/1", "caption": "\udfff"})
    elif case == "surrogate_media_url":
        message.update(type="audio", media={"url": "https://m.test/\ud800", "mime_type": "x"})
    return event


@pytest.mark.parametrize(
    "case", ["year_9999", "surrogate_text", "surrogate_caption", "surrogate_media_url"]
)
def test_an_event_the_processor_could_not_handle_is_refused_by_the_webhook(webhook, case):
    status, answer = webhook.deliver(encode(hostile_message(case)))
    assert (status, answer["reason"]) == (400, "invalid_event")
    assert webhook.queued() == []


@pytest.mark.parametrize("case", ["year_9999", "surrogate_text", "surrogate_media_url"])
def test_such_an_event_already_in_the_queue_is_parked_at_once(processor, queues, case):
    # GIVEN a record queued before the webhook refused these (an older version)
    boto3.client("sqs").send_message(
        QueueUrl=queues["InboxQueue"],
        MessageBody=encode(hostile_message(case)).decode(),
        MessageGroupId="person",
        MessageDeduplicationId=case,
    )
    event = sqs_event(queues["InboxQueue"])
    # WHEN the processor takes it: no failure to retry for an hour, it is parked
    assert run(processor, event) == []
    parked = boto3.client("sqs").receive_message(QueueUrl=queues["InboxDeadLetterQueue"])
    assert len(parked["Messages"]) == 1


@pytest.mark.parametrize("latitude", [10**400, -(10**30), "1e999", "NaN", True, [1]])
def test_a_location_with_an_absurd_number_is_answered_without_its_coordinates(
    webhook, processor, queues, whasp_api, latitude
):
    event = message_event("evt_location")
    event["data"]["message"] = {
        "type": "location",
        "location": {"latitude": latitude, "longitude": -46.6, "name": "Praça"},
    }
    assert webhook.deliver(encode(event))[0] == 200
    (queued,) = webhook.queued()
    assert run(processor, enqueue(queues, queued["Body"])) == []
    assert len(whasp_api.texts_to(PERSON)) == 1
    stored = processor.responder().memory.build_context("bot", PERSON).history
    assert stored[0]["content"] == "[location: Praça]"


# --- the property: whatever the webhook accepts, the processor handles or parks at once ----


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Pipeline]:
    pipeline = Pipeline(tmp_path_factory.mktemp("hostile"))
    yield pipeline
    pipeline.close()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=deliveries())
def test_whatever_the_webhook_accepts_the_processor_handles_or_parks_at_once(
    pipeline: Pipeline, body: bytes
):
    # deliver() raises anything but a parse error or a permanent refusal from the turn
    result = pipeline.deliver(body)
    # the same parser on both sides: nothing accepted is a parse error afterwards
    assert result != "parked:EventError"


@pytest.fixture
def dynamodb_pipeline(table: str, tmp_path: Path) -> Pipeline:
    return Pipeline(tmp_path, store=DynamoDbStore(table))


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(body=deliveries())
def test_the_same_holds_on_the_stacks_store(dynamodb_pipeline: Pipeline, body: bytes):
    assert dynamodb_pipeline.deliver(body) != "parked:EventError"


# --- class 3, whasp side: its answers are checked before they are used ---------------------


@pytest.mark.parametrize(
    "retry_after",
    ["-5", "nan", "inf", "-inf", "1e400", "99999999", "Wed, 21 Oct 2026 07:28:00 GMT"],
)
def test_any_retry_after_from_whasp_gives_a_finite_wait_and_a_retry(whasp_api, retry_after):
    waits: list[float] = []

    def sleep(seconds: float) -> None:  # what time.sleep accepts, without the wait
        assert math.isfinite(seconds) and 0 <= seconds <= MAX_RETRY_AFTER_SECONDS
        waits.append(seconds)

    whasp_api.failures.extend([503, 429, 503])
    whasp_api.failure_headers["Retry-After"] = retry_after
    messenger = WhaspMessenger(whasp_api.url, "key", max_attempts=3, sleep=sleep)
    with pytest.raises(MessengerUnavailable):
        messenger.send("+5511900000000", PERSON, "Oi", "evt_1")
    assert len(waits) == 2 and len(whasp_api.requests) == 3
    messenger.send("+5511900000000", PERSON, "Oi", "evt_1")  # whasp is back
    messenger.close()


@pytest.mark.parametrize("url", ["http://a..b/x", "http://" + "a" * 64 + ".test/x"])
def test_a_media_url_no_codec_can_encode_is_refused_for_good(url):
    # the real transport: it encodes the host (and fails) before any connection is tried
    fetcher = WhaspMediaFetcher("key", timeout_seconds=1)
    with pytest.raises(MediaRejected, match="cannot be fetched"):
        fetcher.fetch(Media(url, "audio/ogg"), frozenset({"audio/ogg"}))
