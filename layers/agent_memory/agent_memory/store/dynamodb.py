"""DynamoDB store: the single table of DESIGN.md, one partition per person."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

from boto3.dynamodb.types import TypeDeserializer, TypeSerializer
from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client
from agent_memory.errors import StoreUnavailable
from agent_memory.records import Conversation, ConversationKey, Fact, Message, Summary
from agent_memory.store import items
from agent_memory.store.items import Item

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()
_TRANSIENT = {
    "ProvisionedThroughputExceededException",
    "ThrottlingException",
    "RequestLimitExceeded",
    "InternalServerError",
    "ServiceUnavailable",
    "TransactionInProgressException",
}
_TRANSACTION_LIMIT = 100
_BATCH_LIMIT = 25


def _to_ddb(item: Item) -> dict[str, Any]:
    return {k: _serializer.serialize(v) for k, v in item.items()}


def _from_ddb(item: dict[str, Any]) -> Item:
    return {k: _deserializer.deserialize(v) for k, v in item.items()}


def _cancelled_by_condition(error: ClientError) -> bool:
    """True when a transaction failed only because one of its conditions did not hold."""
    reasons = error.response.get("CancellationReasons", [])
    codes = {r.get("Code") for r in reasons} - {"None", None}
    return bool(codes) and codes <= {"ConditionalCheckFailed"}


class DynamoDbStore:
    """Store on one DynamoDB table (`pk`, `sk`, `ttl`), built as in template.yaml."""

    def __init__(
        self, table_name: str, *, client: Any = None, clock: Callable[[], datetime] | None = None
    ) -> None:
        self.table_name = table_name
        self._client = client or aws_client("dynamodb")
        self._clock = clock or (lambda: datetime.now(UTC))

    def _call(self, operation: str, **kwargs: Any) -> dict[str, Any]:
        try:
            return getattr(self._client, operation)(**kwargs)
        except ClientError as error:
            code = error.response.get("Error", {}).get("Code", "")
            if code in _TRANSIENT or (
                code == "TransactionCanceledException" and not _cancelled_by_condition(error)
            ):
                raise StoreUnavailable(f"DynamoDB {operation} failed ({code}); retry") from error
            raise
        except BotoCoreError as error:
            raise StoreUnavailable(f"DynamoDB unreachable during {operation}; retry") from error

    def _put(self, item: Item, condition: str | None = None, **extra: Any) -> dict[str, Any]:
        put: dict[str, Any] = {"TableName": self.table_name, "Item": _to_ddb(item)}
        if condition:
            put["ConditionExpression"] = condition
        put.update(extra)
        return put

    def append_message(self, key: ConversationKey, message: Message) -> bool:
        message_put = self._put(items.message_item(key, message), "attribute_not_exists(sk)")
        if message.event_id is None:
            self._call("put_item", **message_put)
            return True
        marker_put = self._put(items.event_marker_item(key, message), "attribute_not_exists(sk)")
        try:
            self._call(
                "transact_write_items", TransactItems=[{"Put": marker_put}, {"Put": message_put}]
            )
        except ClientError as error:
            if _cancelled_by_condition(error):
                return False
            raise
        return True

    def _query(self, key: ConversationKey, **kwargs: Any) -> Iterator[Item]:
        request: dict[str, Any] = {
            "TableName": self.table_name,
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": {"S": key.partition}},
            **kwargs,
        }
        while True:
            page = self._call("query", **request)
            yield from (_from_ddb(i) for i in page.get("Items", []))
            if "LastEvaluatedKey" not in page:
                return
            request["ExclusiveStartKey"] = page["LastEvaluatedKey"]

    def load(self, key: ConversationKey) -> Conversation:
        return items.conversation_from_items(self._query(key, ConsistentRead=True), self._clock())

    def save_compaction(
        self,
        key: ConversationKey,
        summary: Summary,
        expected_version: int | None,
        facts: list[Fact],
    ) -> bool:
        if expected_version is None:
            summary_put = self._put(items.summary_item(key, summary), "attribute_not_exists(sk)")
        else:
            summary_put = self._put(
                items.summary_item(key, summary),
                "version = :expected",
                ExpressionAttributeValues={":expected": {"N": str(expected_version)}},
            )
        fact_items = [items.fact_item(key, fact) for fact in facts]
        in_transaction = fact_items[: _TRANSACTION_LIMIT - 1]
        try:
            self._call(
                "transact_write_items",
                TransactItems=[{"Put": summary_put}]
                + [{"Put": self._put(item)} for item in in_transaction],
            )
        except ClientError as error:
            if _cancelled_by_condition(error):
                return False
            raise
        self._batch_write(
            [{"PutRequest": {"Item": _to_ddb(i)}} for i in fact_items[len(in_transaction) :]]
        )
        return True

    def delete_messages(self, key: ConversationKey, seqs: list[str]) -> None:
        self._delete_keys(key, [items.MESSAGE_PREFIX + seq for seq in seqs])

    def delete_facts(self, key: ConversationKey, fact_ids: list[str]) -> None:
        self._delete_keys(key, [items.FACT_PREFIX + fact_id for fact_id in fact_ids])

    def _delete_keys(self, key: ConversationKey, sort_keys: list[str]) -> None:
        self._batch_write(
            [
                {"DeleteRequest": {"Key": _to_ddb({"pk": key.partition, "sk": sk})}}
                for sk in sort_keys
            ]
        )

    def delete_person(self, key: ConversationKey) -> int:
        keys = [
            {"pk": i["pk"], "sk": i["sk"]}
            for i in self._query(key, ProjectionExpression="pk, sk", ConsistentRead=True)
        ]
        self._batch_write([{"DeleteRequest": {"Key": _to_ddb(k)}} for k in keys])
        return len(keys)

    def _batch_write(self, requests: list[dict[str, Any]]) -> None:
        for start in range(0, len(requests), _BATCH_LIMIT):
            pending = {self.table_name: requests[start : start + _BATCH_LIMIT]}
            for _ in range(8):
                if not pending:
                    break
                pending = self._call("batch_write_item", RequestItems=pending).get(
                    "UnprocessedItems", {}
                )
            if pending:
                raise StoreUnavailable("DynamoDB left writes unprocessed after retries; retry")
