"""Adapters translate every AWS error they can see: a throttle is transient, a refusal
(permissions, a missing table or bucket) is permanent, and nothing raw leaks out."""

from __future__ import annotations

from datetime import UTC, datetime

import boto3
import pytest
from botocore.stub import Stubber

from agent_memory.archive.s3 import S3Archive
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Message
from agent_memory.errors import (
    AgentMemoryError,
    PermanentError,
    StoreRejected,
    StoreUnavailable,
    TransientError,
)
from agent_memory.store.dynamodb import DynamoDbStore

KEY = conversation_key("bot", "+5511987654321")
MESSAGE = Message(1, "user", "hi", "+5511900000000", datetime(2026, 11, 30, tzinfo=UTC))


def stubbed(service: str, operation: str, code: str, status: int):
    client = boto3.client(
        service,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )
    stubber = Stubber(client)
    stubber.add_client_error(operation, service_error_code=code, http_status_code=status)
    stubber.activate()
    return client


@pytest.mark.parametrize(
    ("code", "status", "expected"),
    [
        ("AccessDeniedException", 400, StoreRejected),
        ("ResourceNotFoundException", 400, StoreRejected),
        ("ProvisionedThroughputExceededException", 400, StoreUnavailable),
        ("InternalServerError", 500, StoreUnavailable),
    ],
)
def test_dynamodb_errors_become_ours_and_a_refusal_is_permanent(code, status, expected):
    store = DynamoDbStore("table", client=stubbed("dynamodb", "query", code, status))
    with pytest.raises(expected) as raised:
        store.load(KEY)
    assert isinstance(raised.value, AgentMemoryError)
    if expected is StoreRejected:
        assert "TABLE_NAME" in str(raised.value)


@pytest.mark.parametrize(
    ("code", "status", "expected"),
    [
        ("AccessDenied", 403, PermanentError),
        ("NoSuchBucket", 404, PermanentError),
        ("SlowDown", 503, TransientError),
    ],
)
def test_archive_errors_become_ours_and_access_denied_is_permanent(code, status, expected):
    archive = S3Archive("bucket", client=stubbed("s3", "put_object", code, status))
    with pytest.raises(expected) as raised:
        archive.put(KEY, "1", [MESSAGE])
    assert isinstance(raised.value, AgentMemoryError)
    assert isinstance(raised.value, PermanentError) != isinstance(raised.value, TransientError)
