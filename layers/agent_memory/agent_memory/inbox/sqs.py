"""The inbox on an SQS FIFO queue: one message group per person, deduplicated on event id."""

from __future__ import annotations

import logging
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client
from agent_memory.errors import InboxRejected, InboxUnavailable

# SQS refuses these for the message itself: retrying the same delivery cannot succeed.
logger = logging.getLogger(__name__)
_REJECTED_CODES = frozenset(
    {"InvalidMessageContents", "AWS.SimpleQueueService.InvalidMessageContents"}
)
# The queues' MaximumMessageSize (template.yaml). SQS holds a message's body and its
# attributes (each name, type and value) together to it, in UTF-8 bytes; moto counts the
# body's characters alone.
MESSAGE_MAX_BYTES = 256 * 1024
REASON_MAX_CHARS = 256


def reason_attributes(body: str, reason: str | None) -> dict[str, Any]:
    """The `reason` message attribute, cut to the room `body` leaves in one message (none
    when it leaves none): a parked record over the limit would be refused, not parked."""
    room = MESSAGE_MAX_BYTES - len(body.encode()) - len("reason") - len("String")
    value = (reason or "")[:REASON_MAX_CHARS].encode()[: max(0, room)].decode("utf-8", "ignore")
    return (
        {"MessageAttributes": {"reason": {"DataType": "String", "StringValue": value}}}
        if value
        else {}
    )


class SqsInbox:
    """Sends to one FIFO queue; the client is created on first use, after moto or a region."""

    def __init__(self, queue_url: str, client: Any = None) -> None:
        self.queue_url = queue_url
        self._client = client

    @property
    def client(self) -> Any:
        """The SQS client, created once."""
        if self._client is None:
            self._client = aws_client("sqs")
        return self._client

    def send(self, body: str, group_id: str, dedup_id: str, reason: str | None = None) -> None:
        """Queue `body` in `group_id`; SQS drops a repeated `dedup_id` for five minutes.

        `reason` travels as a message attribute: why a record was parked in a dead-letter queue
        (cut to the room the body leaves, or left out).
        """
        extra = reason_attributes(body, reason)
        try:
            self.client.send_message(
                QueueUrl=self.queue_url,
                MessageBody=body,
                MessageGroupId=group_id,
                MessageDeduplicationId=dedup_id[:128],
                **extra,
            )
        except ClientError as error:
            code = error.response.get("Error", {}).get("Code", "")
            if code in _REJECTED_CODES:
                raise InboxRejected(
                    "SQS refused the message content (characters outside what SQS carries)"
                ) from None
            raise InboxUnavailable(
                f"SQS did not take the message ({code}): check that {self.queue_url} exists and "
                "the function may sqs:SendMessage to it"
            ) from error
        except BotoCoreError as error:
            raise InboxUnavailable(f"SQS could not be reached ({type(error).__name__})") from error

    def return_after(self, receipt_handle: str, seconds: int) -> None:
        """Make a received message visible again in `seconds` (0: at once).

        Best effort: when SQS refuses (the receipt expired, the call failed), the message
        comes back when the queue's own visibility timeout ends, as it would anyway.
        """
        try:
            self.client.change_message_visibility(
                QueueUrl=self.queue_url, ReceiptHandle=receipt_handle, VisibilityTimeout=seconds
            )
        except (ClientError, BotoCoreError) as error:
            logger.warning(
                "could not shorten a failed record's visibility; it returns after the queue's "
                "visibility timeout",
                extra={"error": type(error).__name__},
            )
