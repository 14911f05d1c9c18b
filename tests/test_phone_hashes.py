"""No hash of a phone can be reversed without the key: with a key configured, no log line,
queue attribute or stored item holds a hash of the phone that is computable without it."""

from __future__ import annotations

import hashlib
import hmac
import io
import json
import re
from pathlib import Path

import boto3
import pytest

from agent_memory.config import Settings
from agent_memory.core.phone import DEFAULT_PHONE_HASH_KEY, hash_phone
from agent_memory.errors import ConfigurationError
from agent_memory.store.dynamodb import DynamoDbStore
from tests.conftest import TABLE
from tests.deliveries import PERSON, encode, message_event
from tests.lambdas import HASH_KEY, enqueue, run, sqs_event, whasp_event
from tests.local_service import ServeProcess, wait_for
from tests.stack import Stack, translated
from tests.store_dump import all_items, plain

HEX = re.compile(r"[0-9a-f]{16,}")


def reversible_hashes(phone: str) -> set[str]:
    """Hashes of `phone` anyone can compute by trying numbers: unkeyed, or with the
    built-in key, over every way of writing the phone, and their usual truncations."""
    spellings = {phone, phone.lstrip("+"), f"number:{phone}", f"number:{phone.lstrip('+')}"}
    digests = set()
    for text in spellings:
        digests.add(hashlib.sha256(text.encode()).hexdigest())
        digests.add(hmac.new(DEFAULT_PHONE_HASH_KEY, text.encode(), hashlib.sha256).hexdigest())
        digests.add(hashlib.md5(text.encode()).hexdigest())
        digests.add(hashlib.sha1(text.encode()).hexdigest())
    return {d[:n] for d in digests for n in (16, 24, 32, 40, 64) if n <= len(d)}


def reversible_found_in(text: str, phone: str) -> set[str]:
    """The reversible hashes of `phone` that `text` holds (as a hex run or inside one)."""
    forbidden = reversible_hashes(phone)
    runs = HEX.findall(text.lower())
    return {h for h in forbidden for found in runs if h in found}


def test_the_webhook_and_processor_hash_with_the_key_everywhere(webhook, processor, queues):
    logs = io.StringIO()  # each logger keeps the stream it was created with
    for module in (webhook.module, processor):
        module.logger.registered_handler.setStream(logs)
    # GIVEN a delivery and an erasure request through the webhook, a turn and a poison event
    assert webhook.deliver(encode(message_event("evt_1", PERSON, "hello")))[0] == 200
    assert webhook.invoke(erase_request(PERSON))[0] == 202
    queued = webhook.queued()
    groups = {m["Attributes"]["MessageGroupId"] for m in queued}
    assert groups == {hash_phone(PERSON, HASH_KEY)}  # one group per person, keyed
    run(processor, enqueue(queues, whasp_event("e1", PERSON, "remember tea")))
    boto3.client("sqs").send_message(
        QueueUrl=queues["InboxQueue"],
        MessageBody='{"id": "bad", "type": "message.received", "data": {"chat": "' + PERSON + '"}}',
        MessageGroupId=hash_phone(PERSON, HASH_KEY),
        MessageDeduplicationId="bad",
    )
    run(processor, sqs_event(queues["InboxQueue"]))
    parked = boto3.client("sqs").receive_message(
        QueueUrl=queues["InboxDeadLetterQueue"], AttributeNames=["All"]
    )["Messages"]
    # THEN nothing anyone can reverse, in logs, queue attributes or stored items
    assert hash_phone(PERSON, HASH_KEY) in logs.getvalue()  # the search would see a hash
    places = {
        "logs": logs.getvalue(),
        "queue attributes": json.dumps([m["Attributes"] for m in queued + parked]),
        "items": json.dumps(all_items(DynamoDbStore(TABLE)), default=plain),
    }
    for place, text in places.items():
        assert not reversible_found_in(text, PERSON), place


def erase_request(phone: str) -> dict:
    return {
        "version": "2.0",
        "routeKey": "DELETE /people/{phone}",
        "rawPath": f"/people/{phone}",
        "pathParameters": {"phone": phone},
        "headers": {},
        "requestContext": {
            "requestId": "erase-1",
            "routeKey": "DELETE /people/{phone}",
            "http": {"method": "DELETE", "path": f"/people/{phone}"},
        },
        "isBase64Encoded": False,
    }


def test_serve_keeps_its_own_key_and_hashes_with_it_everywhere(tmp_path: Path):
    # GIVEN serve with no PHONE_HASH_KEY: it makes one, kept beside the store
    serve = ServeProcess(tmp_path, workers=1, COMPACTION_TRIGGER="1000").start()
    try:
        serve.client.say(PERSON, "remember tea")
        wait_for(lambda: serve.client.replies(PERSON), what="a reply")
        assert serve.client.forget(PERSON)
        wait_for(lambda: serve.client.status()["pending"] == 0, what="the inbox to drain")
    finally:
        assert serve.stop() == 0
    key = (tmp_path / "phone-hash-key").read_bytes().strip()
    assert len(key) >= 32 and key != DEFAULT_PHONE_HASH_KEY
    # THEN the log names the person by the kept key's hash, and no file holds a reversible one
    log = serve.log.read_text()
    assert hash_phone(PERSON, key) in log
    for path in tmp_path.iterdir():
        assert not reversible_found_in(path.read_bytes().decode("latin-1"), PERSON), path.name
    # and another command on the same store uses the same key
    assert hash_phone(PERSON, key) in serve.run("inspect", "--phone", PERSON).stdout


def test_a_lambda_or_a_dynamodb_store_refuses_to_start_without_a_key():
    for environment in ({"AWS_LAMBDA_FUNCTION_NAME": "f"}, {"STORE": "dynamodb"}):
        with pytest.raises(ConfigurationError, match="PHONE_HASH_KEY_SECRET_ARN"):
            Settings(environment).phone_hash_key()


def test_the_stack_generates_the_key_and_only_its_functions_may_read_it():
    stack = Stack(translated(), parameters={})  # the default deployment
    (secret_id,) = stack.resources("AWS::SecretsManager::Secret")
    secret = stack.template["Resources"][secret_id]
    assert secret["Properties"]["GenerateSecretString"]["PasswordLength"] >= 32
    assert secret["DeletionPolicy"] == "Retain"  # a new key would orphan stored hashes
    arn = stack.ref(secret_id)
    for function_id in ("WebhookFunction", "ProcessorFunction", "MaintenanceFunction"):
        environment = stack.environment(function_id)
        assert environment["PHONE_HASH_KEY_SECRET_ARN"] == arn
        assert "PHONE_HASH_KEY_PARAMETER" not in environment
        reads = {
            (action, resource)
            for statement in stack.statements(stack.role_of(function_id))
            for action in statement["Action"]
            if action.startswith("secretsmanager:")
            for resource in statement["Resource"]
        }
        assert reads == {("secretsmanager:GetSecretValue", arn)}, function_id


def test_a_function_reads_the_generated_key_from_secrets_manager(aws, monkeypatch):
    arn = boto3.client("secretsmanager").create_secret(Name="k", SecretString="generated")["ARN"]
    from aws_lambda_powertools.utilities.parameters import base as parameters_base

    parameters_base.DEFAULT_PROVIDERS.clear()
    settings = Settings({"PHONE_HASH_KEY_SECRET_ARN": arn, "AWS_LAMBDA_FUNCTION_NAME": "f"})
    assert settings.phone_hash_key() == b"generated"
