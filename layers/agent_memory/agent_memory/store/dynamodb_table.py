"""One DynamoDB table of items: its client and the few calls every method of the store is
made of, each DynamoDB error translated once (`DynamoDbStore` puts the store's port on top)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from agent_memory.aws import aws_client, error_code, is_transient
from agent_memory.core.records import ConversationKey
from agent_memory.display_text import QUOTED_MAX_CHARS, printable
from agent_memory.errors import (
    ConditionNotMet,
    StoreItemTooLarge,
    StoreRejected,
    StoreUnavailable,
)
from agent_memory.store.dynamodb_requests import from_ddb, operation_bytes, to_ddb
from agent_memory.store.items import Item

# TransactWriteItems takes at most 100 actions and 4 MB (4,194,304 bytes) of items: the
# bytes kept under it leave room for what `operation_bytes` does not count as DynamoDB does
TRANSACTION_LIMIT = 100
TRANSACTION_BYTES = 4_000_000
_BATCH_LIMIT = 25
_BATCH_GET_LIMIT = 100


# A cancelled transaction's reasons (botocore's CancellationReason `Code`s, per item in
# request order, "None" for an item that was fine): these pass if tried again; a
# ValidationError (an item over 400 KB, a bad value) or ItemCollectionSizeLimitExceeded
# is refused again however often it is retried.
_CONDITION_FAILED = "ConditionalCheckFailed"
_PASSING_REASONS = frozenset(
    {"TransactionConflict", "ProvisionedThroughputExceeded", "ThrottlingError"}
)
_SIZE_WORDS = ("size", "exceed")  # "Item size has exceeded...", "Size of hashkey has exceeded..."


def _cancellation_reasons(error: ClientError) -> dict[str, str]:
    """The codes a cancelled transaction gives (its items' that were not fine), each with
    its message."""
    reasons = error.response.get("CancellationReasons") or []
    found = {str(r.get("Code")): str(r.get("Message") or "") for r in reasons}
    found.pop("None", None)
    return found


def _refusal(operation: str, code: str, detail: str) -> StoreRejected:
    """The permanent error for a request DynamoDB refused as invalid: for its size, said
    so (not a missing table); any other, naming DynamoDB's code. DynamoDB's message only
    tells which: it may echo a key or an item's text, and the functions log this error."""
    code = printable(code)[:QUOTED_MAX_CHARS]
    if all(word in detail[:200].lower() for word in _SIZE_WORDS):
        return StoreItemTooLarge(
            f"DynamoDB refused {operation} for its size ({code}): an item is at most "
            "400 KB, a partition key 2,048 bytes, a sort key 1,024; retrying cannot help. "
            "Messages are held to MESSAGE_MAX_BYTES before any write: lower it if it was "
            "raised past what the table takes"
        )
    return StoreRejected(f"DynamoDB refused {operation} as invalid ({code}); retrying cannot help")


def transaction_share(
    lead: Sequence[dict[str, Any]], writes: Sequence[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The first of `writes` one transaction holds beside `lead` (at least one: an item is
    at most 400 KB), and the rest: within DynamoDB's 100 actions and 4 MB."""
    room = TRANSACTION_LIMIT - len(lead)
    budget = TRANSACTION_BYTES - sum(operation_bytes(o) for o in lead)
    taken = 0
    while taken < min(room, len(writes)):
        budget -= operation_bytes(writes[taken])
        if budget < 0 and taken:
            break
        taken += 1
    return list(writes[:taken]), list(writes[taken:])


def projection(attributes: Sequence[str]) -> dict[str, Any]:
    """The request parameters that read only these attributes of each item (every name
    aliased: some, such as `source` and `ttl`, are reserved words)."""
    names = {f"#a{n}": name for n, name in enumerate(attributes)}
    return {"ProjectionExpression": ", ".join(names), "ExpressionAttributeNames": names}


class ItemTable:
    """The items of one DynamoDB table (`pk`, `sk`, `ttl`), built as in template.yaml."""

    def __init__(
        self, table_name: str, *, client: Any = None, clock: Callable[[], datetime] | None = None
    ) -> None:
        self.table_name = table_name
        self._client = client or aws_client("dynamodb")
        self._clock = clock or (lambda: datetime.now(UTC))

    @property
    def client(self) -> Any:
        """The boto3 DynamoDB client it calls (the one given, or `aws_client`'s)."""
        return self._client

    def _call(self, operation: str, **kwargs: Any) -> dict[str, Any]:
        try:
            return getattr(self._client, operation)(**kwargs)
        except ClientError as error:
            raise self._translated(operation, error) from error
        except BotoCoreError as error:
            raise StoreUnavailable(f"DynamoDB unreachable during {operation}; retry") from error

    def _translated(self, operation: str, error: ClientError) -> Exception:
        """Ours for a DynamoDB client error: a condition that did not hold, a fault that
        passes (retry), or a refusal saying why (for good)."""
        code = error_code(error)
        if code == "TransactionCanceledException":
            reasons = _cancellation_reasons(error)
            if reasons and reasons.keys() <= {_CONDITION_FAILED}:
                return ConditionNotMet(f"DynamoDB {operation}: a condition did not hold")
            refused = {c: m for c, m in reasons.items() if c not in _PASSING_REASONS}
            refused.pop(_CONDITION_FAILED, None)
            if refused:
                code, detail = next(iter(refused.items()))
                return _refusal(operation, code, detail or code)
            return StoreUnavailable(f"DynamoDB {operation} failed ({code}); retry")
        if code == "ConditionalCheckFailedException":
            return ConditionNotMet(f"DynamoDB {operation}: a condition did not hold")
        if is_transient(error):
            return StoreUnavailable(f"DynamoDB {operation} failed ({code}); retry")
        if code == "ValidationException":
            return _refusal(operation, code, str(error.response.get("Error", {}).get("Message")))
        return StoreRejected(
            f"DynamoDB refused {operation} ({code}): check that table {self.table_name} "
            "exists (TABLE_NAME) and that the function's role allows the call"
        )

    def _put(self, item: Item, condition: str | None = None, **extra: Any) -> dict[str, Any]:
        put: dict[str, Any] = {"TableName": self.table_name, "Item": to_ddb(item)}
        if condition:
            put["ConditionExpression"] = condition
        put.update(extra)
        return put

    def _transact(self, operations: list[dict[str, Any]]) -> bool:
        """Run a transaction; False when one of its conditions did not hold."""
        try:
            self._call("transact_write_items", TransactItems=operations)
        except ConditionNotMet:
            return False
        return True

    def _query(self, pk: str, since: str = "", prefix: str = "", **kwargs: Any) -> Iterator[Item]:
        """The items of partition `pk` (those with sk >= `since`, or starting with `prefix`),
        every page of them."""
        condition, values = "pk = :pk", {":pk": {"S": pk}}
        if since:
            condition, values[":since"] = "pk = :pk AND sk >= :since", {"S": since}
        elif prefix:
            condition = "pk = :pk AND begins_with(sk, :prefix)"
            values[":prefix"] = {"S": prefix}
        request: dict[str, Any] = {
            "TableName": self.table_name,
            "KeyConditionExpression": condition,
            "ExpressionAttributeValues": values,
            **kwargs,
        }
        while True:
            page = self._call("query", **request)
            yield from (from_ddb(i) for i in page.get("Items", []))
            if "LastEvaluatedKey" not in page:
                return
            request["ExclusiveStartKey"] = page["LastEvaluatedKey"]

    def _batch_get(
        self,
        pk: str,
        sort_keys: Collection[str],
        consistent: bool,
        attributes: Sequence[str] | None = None,
    ) -> list[Item]:
        """The items of partition `pk` with these sort keys (absent ones skipped), in sort
        key order; with `attributes`, only those of each (fewer bytes on the wire)."""
        wanted = sorted(set(sort_keys))
        found: list[Item] = []
        only = projection(attributes) if attributes else {}
        for start in range(0, len(wanted), _BATCH_GET_LIMIT):
            keys = [to_ddb({"pk": pk, "sk": sk}) for sk in wanted[start : start + _BATCH_GET_LIMIT]]
            pending = {self.table_name: {"Keys": keys, "ConsistentRead": consistent, **only}}
            for attempt in range(8):
                page = self._call("batch_get_item", RequestItems=pending)
                found += [from_ddb(i) for i in page.get("Responses", {}).get(self.table_name, [])]
                pending = page.get("UnprocessedKeys", {})
                if not pending:
                    break
                time.sleep(random.uniform(0, 0.05 * 2**attempt))  # throttled: back off
            if pending:
                raise StoreUnavailable("DynamoDB left reads unprocessed after retries; retry")
        # in sort key order, as SQLite's: DynamoDB answers a batch in no particular order
        return sorted(found, key=lambda item: item["sk"])

    def _delete_keys(self, key: ConversationKey, sort_keys: list[str]) -> None:
        self._batch_write(
            [
                {"DeleteRequest": {"Key": to_ddb({"pk": key.partition, "sk": sk})}}
                for sk in sort_keys
            ]
        )

    def _get_item(self, pk: str, sk: str) -> Item | None:
        found = self._call(
            "get_item",
            TableName=self.table_name,
            Key=to_ddb({"pk": pk, "sk": sk}),
            ConsistentRead=True,
        ).get("Item")
        return from_ddb(found) if found else None

    def _batch_write(self, requests: list[dict[str, Any]]) -> None:
        for start in range(0, len(requests), _BATCH_LIMIT):
            pending = {self.table_name: requests[start : start + _BATCH_LIMIT]}
            for attempt in range(8):
                pending = self._call("batch_write_item", RequestItems=pending).get(
                    "UnprocessedItems", {}
                )
                if not pending:
                    break
                time.sleep(random.uniform(0, 0.05 * 2**attempt))  # throttled: back off
            if pending:
                raise StoreUnavailable("DynamoDB left writes unprocessed after retries; retry")
