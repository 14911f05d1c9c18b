"""Every item a store holds, whatever the adapter: for tests that check what is left."""

from __future__ import annotations

import json
from typing import Any

from boto3.dynamodb.types import TypeDeserializer

from agent_memory.store import sqlite_rows
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore


def all_items(store: Any) -> list[dict[str, Any]]:
    """All items of the store (a test-only scan), as plain dicts."""
    if isinstance(store, SqliteStore):
        with store._lock:
            rows = store._db.execute("SELECT pk, sk, body FROM items").fetchall()
        return [sqlite_rows.item(pk, sk, body) for pk, sk, body in rows]
    assert isinstance(store, DynamoDbStore)
    deserializer = TypeDeserializer()
    found: list[dict[str, Any]] = []
    request: dict[str, Any] = {"TableName": store.table_name}
    while True:
        page = store._client.scan(**request)
        found += [{k: deserializer.deserialize(v) for k, v in i.items()} for i in page["Items"]]
        if "LastEvaluatedKey" not in page:
            return found
        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def items_of(store: Any, partition: str) -> list[dict[str, Any]]:
    """The items of one partition."""
    return [i for i in all_items(store) if i["pk"] == partition]


def mentions(store: Any, text: str, agent: str = "") -> bool:
    """True when `text` appears anywhere in the store (in `agent`'s items), keys included."""
    return any(
        text in json.dumps(item, default=str)
        for item in all_items(store)
        if item["pk"].startswith(agent)
    )
