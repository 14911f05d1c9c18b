"""The stack's SQS dead-letter queue, for the `dead-letters` command.

SQS has no "peek": messages are received with a short visibility timeout and
made visible again at once, as the console's "poll for messages" does. A redrive
sends the event back to the queue that parked it (found with
ListDeadLetterSourceQueues, or given), in its person's message group, then
deletes it here. The processor is idempotent on the event id, so an event that
had got halfway resumes where it stopped.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client, error_text
from agent_memory.commands.invocation import command
from agent_memory.display_text import quoted_input
from agent_memory.errors import LocalRunError
from agent_memory.pipeline.dead_letter import DeadLetter, event_id_of

PEEK_SECONDS = 20  # long enough to read a page, short enough not to hold a redrive back
_RECEIVES = 10  # pages of 10 messages per listing


class SqsDeadLetters:
    """The dead-letter queue at `queue_url`; `source_url` is where redrives go (found when
    not given)."""

    def __init__(self, queue_url: str, source_url: str | None = None, client: Any = None) -> None:
        self.queue_url = queue_url
        self.where = queue_url
        self._source_url = source_url
        self._client = client

    @classmethod
    def of_stack(cls, stack: str) -> SqsDeadLetters:
        """The inbox dead-letter queue of a deployed stack, from its outputs."""
        try:
            described = aws_client("cloudformation").describe_stacks(StackName=stack)
        except (ClientError, BotoCoreError) as error:
            raise LocalRunError(
                f"cannot read stack {quoted_input(stack)} ({error_text(error)}): check its name "
                "and region"
            ) from None
        outputs = {
            o["OutputKey"]: o["OutputValue"] for o in described["Stacks"][0].get("Outputs", [])
        }
        if "InboxDeadLetterQueueUrl" not in outputs:
            raise LocalRunError(
                f"stack {quoted_input(stack)} has no InboxDeadLetterQueueUrl output: is it "
                "agent-memory's?"
            )
        return cls(outputs["InboxDeadLetterQueueUrl"], outputs.get("InboxQueueUrl"))

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = aws_client("sqs")
        return self._client

    def list(self, limit: int = 100) -> list[DeadLetter]:
        return [letter for letter, _ in self._peek(limit)]

    def get(self, letter_id: str) -> DeadLetter:
        return self._find(letter_id)[0]

    def redrive(self, letter_id: str) -> DeadLetter:
        letter, message = self._find(letter_id, keep_hidden=True)
        source = self._source()
        group = message.get("Attributes", {}).get("MessageGroupId") or "redrive"
        self._call(
            "send_message",
            QueueUrl=source,
            MessageBody=letter.body,
            MessageGroupId=group,
            MessageDeduplicationId=f"redrive-{letter.id}"[:128],
        )
        self._call(
            "delete_message", QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"]
        )
        return letter

    def _find(self, letter_id: str, keep_hidden: bool = False) -> tuple[DeadLetter, dict]:
        found = None
        for letter, message in self._peek(_RECEIVES * 10, hide=letter_id if keep_hidden else None):
            if letter.id == letter_id:
                found = (letter, message)
        if found is None:
            raise LocalRunError(
                f"no message {quoted_input(letter_id)} in {self.queue_url}: "
                f"`{command('dead-letters list')}`"
            )
        return found

    def _peek(self, limit: int, hide: str | None = None) -> list[tuple[DeadLetter, dict]]:
        """Up to `limit` messages, each made visible again (except `hide`, about to go)."""
        seen: dict[str, tuple[DeadLetter, dict]] = {}
        for _ in range(_RECEIVES):
            answer = self._call(
                "receive_message",
                QueueUrl=self.queue_url,
                MaxNumberOfMessages=10,
                VisibilityTimeout=PEEK_SECONDS,
                AttributeNames=["All"],
                MessageAttributeNames=["reason"],
            )
            messages = answer.get("Messages", [])
            for message in messages:
                seen.setdefault(message["MessageId"], (_letter(message), message))
            if not messages or len(seen) >= limit:
                break
        for letter, message in seen.values():
            if letter.id != hide:
                self._call(
                    "change_message_visibility",
                    QueueUrl=self.queue_url,
                    ReceiptHandle=message["ReceiptHandle"],
                    VisibilityTimeout=0,
                )
        letters = sorted(
            seen.values(), key=lambda pair: pair[0].failed_at or datetime.min.replace(tzinfo=UTC)
        )
        return letters[:limit]

    def _source(self) -> str:
        if self._source_url is None:
            sources = self._call("list_dead_letter_source_queues", QueueUrl=self.queue_url)
            urls = sources.get("queueUrls", [])
            if len(urls) != 1:
                raise LocalRunError(
                    f"{self.queue_url} is the dead-letter queue of {len(urls)} queues: name "
                    "the one to redrive to with --to-queue-url"
                )
            self._source_url = urls[0]
        return self._source_url

    def _call(self, operation: str, **params: Any) -> Any:
        try:
            return getattr(self.client, operation)(**params)
        except (ClientError, BotoCoreError) as error:
            raise LocalRunError(
                f"SQS {operation} failed on {params.get('QueueUrl')} ({error_text(error)}): "
                "check the queue "
                "URL, the region (AWS_REGION) and your credentials"
            ) from None


def _letter(message: dict) -> DeadLetter:
    attributes = message.get("Attributes", {})
    reason = message.get("MessageAttributes", {}).get("reason", {}).get("StringValue", "?")
    sent = attributes.get("SentTimestamp")
    return DeadLetter(
        id=message["MessageId"],
        event_id=event_id_of(message.get("Body", "")),
        reason=reason,
        attempts=int(attributes.get("ApproximateReceiveCount", 0) or 0),
        failed_at=datetime.fromtimestamp(int(sent) / 1000, UTC) if sent else None,
        body=message.get("Body", ""),
    )
