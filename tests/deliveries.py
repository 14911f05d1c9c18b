"""whasp deliveries for tests: event bodies, signed headers, API Gateway HTTP API v2 events,
and the webhook Lambda loaded as a cold start would load it."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import boto3

from agent_memory.pipeline.signature import secret_keys
from agent_memory.pipeline.signature import signed_headers as sign_headers
from tests.lambdas import FakeLambdaContext

SECRET = "whsec_" + base64.b64encode(b"agent-memory-webhook-test-key-01").decode()
NEXT_SECRET = "whsec_" + base64.b64encode(b"agent-memory-webhook-test-key-02").decode()
PERSON = "+5511987654321"
OTHER_PERSON = "+5521912345678"
NUMBER = "+5511900000000"


def message_event(event_id: str = "evt_1", chat: str = PERSON, text: str = "Oi!") -> dict:
    """A `message.received` text event as whasp sends it."""
    return {
        "id": event_id,
        "type": "message.received",
        "created_at": "2026-11-29T12:00:00Z",
        "data": {
            "chat": chat,
            "number": NUMBER,
            "message": {"id": f"wamid.{event_id}", "type": "text", "text": text},
        },
    }


def encode(event: dict) -> bytes:
    """The raw body of an event, as whasp would serialise it."""
    return json.dumps(event).encode()


def signed_headers(
    body: bytes, secret: str = SECRET, timestamp: int | None = None, webhook_id: str = "msg_1"
) -> dict[str, str]:
    """Standard Webhooks headers for `body`, signed now (or at `timestamp`) under `secret`."""
    (key,) = secret_keys(secret)
    return sign_headers(key, body, webhook_id, timestamp)


def http_event(
    body: bytes, headers: dict[str, str] | None = None, base64_encoded: bool = False
) -> dict[str, Any]:
    """An API Gateway HTTP API (payload 2.0) event for `POST /webhook`, signed unless given."""
    headers = signed_headers(body) if headers is None else headers
    return {
        "version": "2.0",
        "routeKey": "POST /webhook",
        "rawPath": "/webhook",
        "rawQueryString": "",
        "headers": {"content-type": "application/json", "user-agent": "whasp", **headers},
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "whaspapi01",
            "domainName": "whaspapi01.execute-api.us-east-1.amazonaws.com",
            "http": {
                "method": "POST",
                "path": "/webhook",
                "protocol": "HTTP/1.1",
                "sourceIp": "203.0.113.10",
                "userAgent": "whasp",
            },
            "requestId": "request-1",
            "routeKey": "POST /webhook",
            "stage": "$default",
            "time": "29/Nov/2026:12:00:00 +0000",
            "timeEpoch": 1795953600000,
        },
        "body": base64.b64encode(body).decode() if base64_encoded else body.decode(),
        "isBase64Encoded": base64_encoded,
    }


@dataclass
class Webhook:
    """The webhook handler in front of its (moto) inbox queue."""

    module: ModuleType
    queue_url: str

    def invoke(self, event: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """The status and JSON answer to one API Gateway event."""
        response = self.module.handler(event, FakeLambdaContext())
        assert response["headers"]["content-type"] == "application/json"
        return response["statusCode"], json.loads(response["body"])

    def deliver(
        self, body: bytes, headers: dict[str, str] | None = None, base64_encoded: bool = False
    ) -> tuple[int, dict[str, Any]]:
        """Deliver `body` as whasp would (signed now unless `headers` are given)."""
        return self.invoke(http_event(body, headers, base64_encoded))

    def queued(self) -> list[dict[str, Any]]:
        """Everything in the inbox, in the order SQS hands it out (and removed from it)."""
        client = boto3.client("sqs")
        messages: list[dict[str, Any]] = []
        while batch := client.receive_message(
            QueueUrl=self.queue_url, MaxNumberOfMessages=10, AttributeNames=["All"]
        ).get("Messages"):
            messages += batch
            for message in batch:
                client.delete_message(
                    QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"]
                )
        return messages
