"""A pending erasure whose tombstone is damaged still erases: an unreadable request time
means "erase everything now", the tombstone is rewritten so that it reads again, and a
late write meets it as erased (refused, never failed). On both stores; SQLite also keeps
bodies that are no JSON or no UTF-8 text, which an erasure never needs to decode."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from typing import Any

import pytest

from agent_memory.core.records import ConversationKey
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.store import erasure, items, sqlite_rows
from agent_memory.store.dynamodb_requests import from_ddb
from agent_memory.store.sqlite import SqliteStore
from tests.test_erasure_of_damaged_items import AGENT, ANA, NUMBER, PLENTY, ana_remembered, raw_keys

NOT_UTF8 = "'hi ' || char(55296)"  # SQLite stores the lone surrogate as bytes no UTF-8 decodes
# damage: (SQLite body expression, DynamoDB update, its values); None where a store cannot hold it
DAMAGES: dict[str, tuple[str, str | None, dict[str, Any] | None]] = {
    "requested_us_text": (
        "json_set(body, '$.requested_us', 'abc')",
        "SET requested_us = :v",
        {":v": {"S": "abc"}},
    ),
    "requested_us_missing": ("json_remove(body, '$.requested_us')", "REMOVE requested_us", None),
    "requested_at_bad": (
        "json_set(body, '$.requested_at', 'yesterday')",
        "SET requested_at = :v",
        {":v": {"S": "yesterday"}},
    ),
    "phone_hash_missing": ("json_remove(body, '$.phone_hash')", "REMOVE phone_hash", None),
    "deleted_items_text": (
        "json_set(body, '$.deleted_items', 'many')",
        "SET deleted_items = :v",
        {":v": {"S": "many"}},
    ),
    "body_not_json": ("'{\"requested_us\":'", None, None),
    "body_not_utf8": (NOT_UTF8, None, None),
}
NO_TIME = ("requested_us_text", "requested_us_missing", "body_not_json", "body_not_utf8")


def damage_tombstone(store: Any, key: ConversationKey, damage: str) -> None:
    """Break the person's tombstone as stored, behind the store's back."""
    expression, update, values = DAMAGES[damage]
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(store.path)) as db, db:  # committed on leaving
            db.execute(
                f"UPDATE items SET body = {expression} WHERE pk = ? AND sk = ?",
                (key.tombstone_partition, items.TOMBSTONE_SK),
            )
        return
    if update is None:
        pytest.skip("DynamoDB keeps attributes, not a body")
    extra = {"ExpressionAttributeValues": values} if values else {}
    store.client.update_item(
        TableName=store.table_name,
        Key={"pk": {"S": key.tombstone_partition}, "sk": {"S": items.TOMBSTONE_SK}},
        UpdateExpression=update,
        **extra,
    )


def stored_tombstone(store: Any, key: ConversationKey) -> dict[str, Any]:
    """The tombstone as stored, read without the store."""
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(store.path)) as db:
            [(body,)] = db.execute(
                "SELECT body FROM items WHERE pk = ? AND sk = ?",
                (key.tombstone_partition, items.TOMBSTONE_SK),
            ).fetchall()
        return sqlite_rows.item(key.tombstone_partition, items.TOMBSTONE_SK, body)
    found = store.client.get_item(
        TableName=store.table_name,
        Key={"pk": {"S": key.tombstone_partition}, "sk": {"S": items.TOMBSTONE_SK}},
    )
    return from_ddb(found["Item"])


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_pending_erasure_with_a_damaged_tombstone_erases_and_rewrites_it(
    store, clock, damage
) -> None:
    # GIVEN a pending erasure whose tombstone was damaged after the request
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    memory.request_erasure(AGENT, ANA)
    damage_tombstone(store, key, damage)
    clock.advance(seconds=1)

    report = run_maintenance(memory, PLENTY)

    assert (report.erased, report.failed) == (1, 0)
    assert raw_keys(store, key.partition) == []
    assert memory.due(items.ERASURE_DUE) == []
    assert erasure.tombstone_repairs(stored_tombstone(store, key), key, clock()) == {}
    receipt = store.receipt(key)
    assert receipt is not None and receipt.phone_hash == key.phone_hash
    assert receipt.completed_at == clock() and receipt.deleted_items > 20
    again = run_maintenance(memory, PLENTY)
    assert (again.erased, again.failed) == (0, 0)


@pytest.mark.parametrize("damage", NO_TIME)
def test_a_write_meets_a_tombstone_without_a_time_as_erased(store, clock, damage) -> None:
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    memory.request_erasure(AGENT, ANA)
    damage_tombstone(store, key, damage)
    before = raw_keys(store, key.partition)
    clock.advance(seconds=1)

    assert not memory.remember(AGENT, ANA, NUMBER, "user", "late hello", event_id="late")

    assert raw_keys(store, key.partition) == before


@pytest.mark.parametrize("sk_prefix", [items.MESSAGE_PREFIX, items.FACT_PREFIX])
def test_forget_erases_rows_whose_body_is_no_utf8(tmp_path, clock, sk_prefix) -> None:
    # GIVEN a message and a fact row whose bodies no UTF-8 decoder reads
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    with closing(sqlite3.connect(store.path)) as db, db:  # committed on leaving
        db.execute(
            f"UPDATE items SET body = {NOT_UTF8} WHERE pk = ? AND sk LIKE ?",
            (key.partition, sk_prefix + "%"),
        )

    memory.forget(AGENT, ANA)

    assert raw_keys(store, key.partition) == []
    store.close()
