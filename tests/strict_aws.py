"""AWS where it refuses what moto takes: a boto3 client wrapped to hold each request to the
limits AWS documents and to answer as AWS does (botocore's ClientError, AWS's codes), before
the request reaches moto. Tests that pass with a strict client hold to the real service.

- DynamoDB TransactWriteItems: at most 100 actions and 4 MB (4,194,304 bytes) of items,
  sized by DynamoDB's rules (moto counts the actions, never the bytes).
- DynamoDB BatchWriteItem: at most 25 requests; every request: each expression at most
  4 KB (moto takes any length).
- DynamoDB BatchGetItem: a request of more than one key gets part of its keys back in
  `UnprocessedKeys` once, as a throttled or 16 MB-cut answer does (moto answers every key);
  `unprocessed_once=False` for the store every contract test runs on (tests/conftest.py),
  where the retries' backoff would only slow the suite. Its items come back in another
  order than the keys' (DynamoDB keeps none; moto keeps the request's).
- SQS SendMessage: body and message attributes together, in UTF-8 bytes, at most the
  queue's MaximumMessageSize (moto counts the body's characters alone).
- S3 DeleteObjects: at most 1,000 keys a request (moto takes any number).
"""

from __future__ import annotations

from typing import Any

from botocore.exceptions import ClientError

TRANSACTION_ACTIONS = 100
TRANSACTION_BYTES = 4 * 1024 * 1024
BATCH_WRITES = 25
EXPRESSION_BYTES = 4 * 1024
_EXPRESSIONS = (
    "KeyConditionExpression",
    "FilterExpression",
    "ProjectionExpression",
    "UpdateExpression",
    "ConditionExpression",
)


def refusal(operation: str, code: str, message: str) -> ClientError:
    """The error botocore raises for AWS's answer 400 `code`: `message`."""
    answer = {
        "Error": {"Code": code, "Message": message},
        "ResponseMetadata": {"HTTPStatusCode": 400},
    }
    return ClientError(answer, operation)  # type: ignore[arg-type]


def dynamodb_size(value: dict[str, Any]) -> int:
    """DynamoDB's size of one attribute value: a number 1 byte per two significant digits
    and 1 more, a list or map 3 bytes and 1 per element (DynamoDB's item size rules)."""
    kind, inner = next(iter(value.items()))
    if kind == "N":
        digits = str(inner).lstrip("-").replace(".", "").strip("0") or "0"
        return (len(digits) + 1) // 2 + 1
    if kind in ("SS", "NS", "BS"):
        return sum(dynamodb_size({kind[:1]: member}) for member in inner)
    if kind == "L":
        return 3 + len(inner) + sum(map(dynamodb_size, inner))
    if kind == "M":
        return 3 + len(inner) + sum(len(k.encode()) + dynamodb_size(v) for k, v in inner.items())
    if kind in ("BOOL", "NULL"):
        return 1
    return len(inner.encode()) if kind == "S" else len(inner)


def attributes_size(attributes: dict[str, Any]) -> int:
    """DynamoDB's size of an item (or a key): its names and values."""
    return sum(len(name.encode()) + dynamodb_size(v) for name, v in attributes.items())


class StrictDynamoDb:
    """A DynamoDB client that refuses and answers as AWS does where moto does not."""

    def __init__(self, client: Any, *, unprocessed_once: bool = True) -> None:
        self._client = client
        self._unprocessed_once = unprocessed_once
        self._left_once: list[Any] = []  # the keys last left unprocessed: taken in full next
        self.transactions: list[int] = []  # each transaction's size, as DynamoDB counts it
        self.pages_cut = 0  # Query answers that ended with a LastEvaluatedKey

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._client, name)
        if not callable(method) or name.startswith(("get_paginator", "get_waiter", "can_")):
            return method

        def held(**params: Any) -> Any:
            _expressions_held(name, params)
            return method(**params)

        return held

    def batch_write_item(self, **params: Any) -> Any:
        if sum(len(requests) for requests in params["RequestItems"].values()) > BATCH_WRITES:
            raise refusal(
                "BatchWriteItem",
                "ValidationException",
                "1 validation error detected: Value at 'requestItems' failed to satisfy "
                "constraint: Map value must satisfy constraint: [Member must have length less "
                "than or equal to 25, Member must have length greater than or equal to 1]",
            )
        return self._client.batch_write_item(**params)

    def transact_write_items(self, **params: Any) -> Any:
        actions = params["TransactItems"]
        for action in actions:
            for body in action.values():
                _expressions_held("transact_write_items", body)
        size = sum(
            attributes_size({**body.get("Item", {}), **body.get("Key", {})})
            + attributes_size(body.get("ExpressionAttributeValues", {}))
            for action in actions
            for body in action.values()
        )
        if len(actions) > TRANSACTION_ACTIONS:
            raise refusal(
                "TransactWriteItems",
                "ValidationException",
                "1 validation error detected: Value at 'transactItems' failed to satisfy "
                "constraint: Member must have length less than or equal to 100",
            )
        if size > TRANSACTION_BYTES:
            raise refusal(
                "TransactWriteItems",
                "ValidationException",
                "Transaction request cannot be larger than 4 MB",
            )
        self.transactions.append(size)
        return self._client.transact_write_items(**params)

    def query(self, **params: Any) -> Any:
        _expressions_held("query", params)
        answer = self._client.query(**params)
        self.pages_cut += "LastEvaluatedKey" in answer
        return answer

    def batch_get_item(self, **params: Any) -> Any:
        ((table, request),) = params["RequestItems"].items()
        _expressions_held("batch_get_item", request)
        keys = request["Keys"]
        if not self._unprocessed_once or len(keys) < 2 or keys == self._left_once:
            return _unordered(self._client.batch_get_item(**params))
        half = len(keys) // 2
        self._left_once = keys[half:]
        answer = self._client.batch_get_item(RequestItems={table: {**request, "Keys": keys[:half]}})
        left = {"UnprocessedKeys": {table: {**request, "Keys": keys[half:]}}}
        return {**_unordered(answer), **left}


def _expressions_held(operation: str, params: dict[str, Any]) -> None:
    """Refuse, as DynamoDB does, a request with an expression over 4 KB."""
    for name in _EXPRESSIONS:
        size = len(str(params.get(name, "")).encode())
        if size > EXPRESSION_BYTES:
            raise refusal(
                operation,
                "ValidationException",
                f"Invalid {name}: Expression size has exceeded the maximum allowed size; "
                f"expression size: {size}",
            )


def _unordered(answer: dict[str, Any]) -> dict[str, Any]:
    """A BatchGetItem answer with its items in another order than asked: DynamoDB returns
    them in no particular order (moto, in the order of the keys)."""
    responses = {table: found[::-1] for table, found in answer.get("Responses", {}).items()}
    return {**answer, "Responses": responses}


class StrictSqs:
    """An SQS client that sizes a message as AWS does: body and attributes, in bytes."""

    def __init__(self, client: Any) -> None:
        self._client = client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def send_message(self, **params: Any) -> Any:
        size = len(params["MessageBody"].encode())
        for name, attribute in params.get("MessageAttributes", {}).items():
            value = attribute.get("StringValue", "").encode() or attribute.get("BinaryValue", b"")
            size += len(name.encode()) + len(attribute["DataType"].encode()) + len(value)
        limit = int(
            self._client.get_queue_attributes(
                QueueUrl=params["QueueUrl"], AttributeNames=["MaximumMessageSize"]
            )["Attributes"]["MaximumMessageSize"]
        )
        if size > limit:
            raise refusal(
                "SendMessage",
                "InvalidParameterValue",
                f"One or more parameters are invalid. Reason: Message must be shorter than "
                f"{limit} bytes.",
            )
        return self._client.send_message(**params)


class StrictS3:
    """An S3 client that refuses DeleteObjects of more than 1,000 keys, as S3 does."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self.deleted_per_call: list[int] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def delete_objects(self, **params: Any) -> Any:
        count = len(params["Delete"]["Objects"])
        if count > 1000:
            raise refusal(
                "DeleteObjects",
                "MalformedXML",
                "The XML you provided was not well-formed or did not validate against our "
                "published schema",
            )
        self.deleted_per_call.append(count)
        return self._client.delete_objects(**params)
