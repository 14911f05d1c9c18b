"""The dead-letter queue as a port: poison events go there at once, not after N retries."""

from __future__ import annotations

from typing import Any, Protocol

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client
from agent_memory.errors import TransientError


class DeadLetters(Protocol):
    """Where events that can never succeed are parked for an operator."""

    def send(self, body: str, group_id: str, dedup_id: str, reason: str) -> None:
        """Park `body` with the reason it failed."""
        ...


class SqsDeadLetters:
    """The stack's FIFO dead-letter queue (the same one the inbox redrives to)."""

    def __init__(self, queue_url: str, client: Any = None) -> None:
        self.queue_url = queue_url
        self._client = client or aws_client("sqs")

    def send(self, body: str, group_id: str, dedup_id: str, reason: str) -> None:
        try:
            self._client.send_message(
                QueueUrl=self.queue_url,
                MessageBody=body,
                MessageGroupId=group_id,
                MessageDeduplicationId=dedup_id[:128],
                MessageAttributes={"reason": {"DataType": "String", "StringValue": reason[:256]}},
            )
        except (ClientError, BotoCoreError) as error:
            raise TransientError(
                "dead-letter queue unavailable; the record will be retried"
            ) from error
