"""Every item a store holds, whatever the adapter, read beside the store as an operator
would (the SQLite file, the DynamoDB table): for tests that check what is left."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from typing import Any

from boto3.dynamodb.types import Binary, TypeDeserializer

from agent_memory.store import sqlite_rows
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore


def sqlite_rows_of(store: SqliteStore, partition: str | None = None) -> list[tuple]:
    """The rows (pk, sk, body, ttl) of the store's file, of one partition or all, read on
    a connection of their own: what the store committed."""
    where, arguments = ("WHERE pk = ?", (partition,)) if partition is not None else ("", ())
    with closing(sqlite3.connect(store.path)) as db:
        return db.execute(f"SELECT pk, sk, body, ttl FROM items {where}", arguments).fetchall()


def all_items(store: Any) -> list[dict[str, Any]]:
    """All items of the store (a test-only scan), as plain dicts."""
    if isinstance(store, SqliteStore):
        return [sqlite_rows.item(pk, sk, body) for pk, sk, body, _ in sqlite_rows_of(store)]
    assert isinstance(store, DynamoDbStore)
    deserializer = TypeDeserializer()
    found: list[dict[str, Any]] = []
    request: dict[str, Any] = {"TableName": store.table_name}
    while True:
        page = store.client.scan(**request)
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
        text in json.dumps(item, default=plain)
        for item in all_items(store)
        if item["pk"].startswith(agent)
    )


def plain(value: Any) -> str:
    """A value JSON cannot write, as text a search can find: bytes (the fact index's packed
    ids, DynamoDB's `Binary`, whose str() is bytes) byte for byte, anything else by str."""
    if isinstance(value, Binary | bytes | bytearray):
        return bytes(value.value if isinstance(value, Binary) else value).decode("latin-1")
    return str(value)
