"""Loading the Lambda handlers by path and shaping the events AWS would give them."""

from __future__ import annotations

import importlib.util
import json
import uuid
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import boto3
from aws_lambda_powertools.utilities.batch.exceptions import BatchProcessingError

from agent_memory.pipeline import whasp

ROOT = Path(__file__).resolve().parents[1]

HASH_KEY = b"phone-hash-key-of-the-tests"  # PHONE_HASH_KEY of the test deployments


@dataclass
class FakeLambdaContext:
    function_name: str = "agent-memory-test"
    memory_limit_in_mb: int = 512
    invoked_function_arn: str = "arn:aws:lambda:us-east-1:123456789012:function:test"
    aws_request_id: str = "req-1"

    def get_remaining_time_in_millis(self) -> int:
        return 300_000


def load_function(name: str) -> ModuleType:
    """Import functions/<name>/app.py fresh, under a name of its own."""
    path = ROOT / "functions" / name / "app.py"
    spec = importlib.util.spec_from_file_location(f"lambda_{name}_{uuid.uuid4().hex}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def processor_environment(
    table: str, queues: dict[str, str], whasp_url: str, openai_url: str
) -> dict[str, str]:
    """The processor Lambda's settings against moto and the fake whasp and OpenAI servers."""
    return {
        "STORE": "dynamodb",
        "TABLE_NAME": table,
        "AGENT_ID": "bot",
        "OPENAI_API_KEY": "sk-test",
        "OPENAI_BASE_URL": openai_url + "/v1",
        "OPENAI_MODEL": "gpt-test",
        "WHASP_API_URL": whasp_url,
        "WHASP_API_KEY": "whasp-test-key",
        "QUEUE_URL": queues["InboxQueue"],
        "DEAD_LETTER_QUEUE_URL": queues["InboxDeadLetterQueue"],
        "POWERTOOLS_METRICS_NAMESPACE": "AgentMemoryTest",
        "SYSTEM_PROMPT": "You are Bot, the test agent.",
        "PHONE_HASH_KEY": HASH_KEY.decode(),
    }


def sqs_event(queue_url: str, max_records: int = 10) -> dict[str, Any]:
    """Take messages off a (moto) queue, shaped as the SQS event source hands them over."""
    client = boto3.client("sqs")
    received = client.receive_message(
        QueueUrl=queue_url,
        MaxNumberOfMessages=max_records,
        MessageSystemAttributeNames=["All"],
        VisibilityTimeout=0,
    ).get("Messages", [])
    for message in received:  # tests replay the event themselves to simulate redelivery
        client.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
    return as_sqs_event(queue_url, received)


def as_sqs_event(queue_url: str, received: list[dict[str, Any]]) -> dict[str, Any]:
    """Messages received from a (moto) queue, shaped as the SQS event source hands them over."""
    arn = boto3.client("sqs").get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])[
        "Attributes"
    ]["QueueArn"]
    return {
        "Records": [
            {
                "messageId": m["MessageId"],
                "receiptHandle": m["ReceiptHandle"],
                "body": m["Body"],
                "attributes": m.get("Attributes", {}),
                "messageAttributes": {},
                "md5OfBody": m["MD5OfBody"],
                "eventSource": "aws:sqs",
                "eventSourceARN": arn,
                "awsRegion": "us-east-1",
            }
            for m in received
        ]
    }


def poll(
    processor: ModuleType, queue_url: str, batch_size: int, context: Any = None
) -> dict[str, Any]:
    """One poll of the SQS event source mapping: receive with the queue's own visibility
    timeout, invoke, delete the records that did not fail. Returns the event handed over."""
    client = boto3.client("sqs")
    received = client.receive_message(
        QueueUrl=queue_url, MaxNumberOfMessages=batch_size, MessageSystemAttributeNames=["All"]
    ).get("Messages", [])
    if not received:
        return {"Records": []}
    event = as_sqs_event(queue_url, received)
    failed = set(run(processor, event, context))
    for record in event["Records"]:
        if record["messageId"] not in failed:
            client.delete_message(QueueUrl=queue_url, ReceiptHandle=record["receiptHandle"])
    return event


def send(queues: dict[str, str], *bodies: str) -> None:
    """Queue whasp bodies on the inbox as the webhook would: grouped by person, deduplicated
    by event id."""
    client = boto3.client("sqs")
    for body in bodies:
        event = whasp.parse_event(body)
        client.send_message(
            QueueUrl=queues["InboxQueue"],
            MessageBody=body,
            MessageGroupId=whasp.group_key(event, HASH_KEY),
            MessageDeduplicationId=event.event_id,
        )


def enqueue(queues: dict[str, str], *bodies: str) -> dict[str, Any]:
    """Queue whasp bodies on the inbox as the webhook would; the SQS event for the processor."""
    send(queues, *bodies)
    return sqs_event(queues["InboxQueue"])


def run(processor: ModuleType, event: dict[str, Any], context: Any = None) -> list[str]:
    """Invoke the handler; return the message ids it reported as failed.

    When every record fails, Powertools fails the whole invocation instead, which
    SQS treats the same way: every record is retried.
    """
    try:
        result = processor.handler(event, context or FakeLambdaContext())
    except BatchProcessingError:
        return [r["messageId"] for r in event["Records"]]
    return [f["itemIdentifier"] for f in result["batchItemFailures"]]


def whasp_event(
    event_id: str,
    chat: str,
    text: str = "Oi!",
    *,
    number: str = "+5511900000000",
    created_at: str = "2026-11-29T12:00:00Z",
    event_type: str = "message.received",
    data: dict[str, Any] | None = None,
) -> str:
    """A whasp event body as delivered."""
    if data is None:
        data = {
            "chat": chat,
            "number": number,
            "message": {"id": f"wamid.{event_id}", "type": "text", "text": text},
        }
    return json.dumps({"id": event_id, "type": event_type, "created_at": created_at, "data": data})
