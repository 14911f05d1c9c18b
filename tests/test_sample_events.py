"""The sample deliveries in events/ are genuine for the test secret; `make events` signs
fresh copies of them, and they run without Docker."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEventV2

from agent_memory.pipeline.intake import accept_delivery
from agent_memory.pipeline.signature import secret_keys
from agent_memory.pipeline.whasp import group_key, parse_event
from events.sign import main as sign_samples
from events.sign import resign, sample_secret
from tests.deliveries import SECRET
from tests.fakes import RecordingInbox
from tests.lambdas import HASH_KEY

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted((ROOT / "events").glob("webhook-*.json"))


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


def _body(path: Path) -> dict:
    return json.loads(APIGatewayProxyEventV2(json.loads(path.read_text())).decoded_body)


def test_the_samples_are_in_conversation_order_so_the_opt_out_silences_nothing_before_it():
    kinds = [(_body(p)["type"], _body(p)["data"].get("message", {}).get("type")) for p in SAMPLES]
    assert kinds[-1] == ("contact.opted_out", None)
    assert kinds.index(("message.received", "image")) < len(kinds) - 1


def test_make_events_writes_signed_copies_and_leaves_the_committed_samples_alone(tmp_path):
    committed = {p.name: p.read_bytes() for p in SAMPLES}
    copies = sign_samples([], target=tmp_path / "events")
    assert [c.name for c in copies] == [p.name for p in SAMPLES]
    assert {p.name: p.read_bytes() for p in SAMPLES} == committed
    for copy in copies:
        event = APIGatewayProxyEventV2(json.loads(copy.read_text()))
        outcome = accept_delivery(
            event.headers,
            event.decoded_body.encode(),
            secret_keys(sample_secret()),
            RecordingInbox(),
            hash_key=HASH_KEY,
        )
        assert outcome.queued, outcome  # valid now, not only when first signed


def test_a_sample_runs_through_the_webhook_handler_without_docker():
    result = subprocess.run(
        [sys.executable, "-m", "events.invoke", str(SAMPLES[0])],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "webhook answered 200" in result.stdout
    assert "queued in group" in result.stdout
