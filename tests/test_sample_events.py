"""The sample deliveries in events/ are genuine for the test secret; `make events` renews them."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEventV2

from agent_memory.intake import accept_delivery
from agent_memory.signature import secret_keys
from agent_memory.whasp import group_key, parse_event
from events.sign import resign, sample_secret
from tests.deliveries import SECRET
from tests.fakes import RecordingInbox
from tests.lambdas import HASH_KEY

SAMPLES = sorted((Path(__file__).resolve().parents[1] / "events").glob("webhook-*.json"))


def test_there_is_a_sample_for_each_event_type_and_media_kind():
    bodies = [
        json.loads(APIGatewayProxyEventV2(json.loads(p.read_text())).decoded_body) for p in SAMPLES
    ]
    kinds = {(b["type"], b["data"].get("message", {}).get("type")) for b in bodies}
    assert kinds == {
        ("message.received", "text"),
        ("message.received", "audio"),
        ("message.received", "image"),
        ("number.replaced", None),
        ("contact.opted_out", None),
    }
    assert sample_secret() == SECRET


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_each_sample_verifies_at_the_time_it_was_signed(path):
    event = APIGatewayProxyEventV2(json.loads(path.read_text()))
    body = event.decoded_body.encode()
    inbox = RecordingInbox()
    signed_at = int(event.headers["webhook-timestamp"])
    outcome = accept_delivery(
        event.headers,
        body,
        secret_keys(sample_secret()),
        inbox,
        now=lambda: signed_at,
        hash_key=HASH_KEY,
    )
    assert outcome.queued, outcome
    assert inbox.sent == [(body.decode(), group_key(parse_event(body), HASH_KEY), outcome.event_id)]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_each_sample_signed_again_now_is_queued_by_the_handler(webhook, path):
    event = resign(json.loads(path.read_text()), sample_secret(), int(time.time()))
    assert webhook.invoke(event)[0] == 200
    assert len(webhook.queued()) == 1
