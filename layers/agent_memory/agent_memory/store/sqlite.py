"""SQLite store: the embedded default, one file in WAL mode, same item layout as DynamoDB."""

from __future__ import annotations

import base64
import json
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from agent_memory.records import Conversation, ConversationKey, Fact, Message, Summary
from agent_memory.store import items
from agent_memory.store.items import Item

_SCHEMA = """
CREATE TABLE IF NOT EXISTS items (
    pk TEXT NOT NULL,
    sk TEXT NOT NULL,
    body TEXT NOT NULL,
    ttl INTEGER,
    PRIMARY KEY (pk, sk)
) WITHOUT ROWID;
"""


def _encode(value: Any) -> Any:
    if isinstance(value, bytes | bytearray | memoryview):
        return {"__bytes__": base64.b64encode(bytes(value)).decode()}
    raise TypeError(f"cannot store {type(value).__name__}")


def _decode(obj: dict[str, Any]) -> Any:
    if obj.keys() == {"__bytes__"}:
        return base64.b64decode(obj["__bytes__"])
    return obj


class SqliteStore:
    """Store on one SQLite file; safe to share between threads of one process."""

    def __init__(self, path: str | Path, *, clock: Callable[[], datetime] | None = None) -> None:
        self.path = Path(path)
        if str(path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._clock = clock or (lambda: datetime.now(UTC))
        self._lock = threading.RLock()
        self._db = sqlite3.connect(
            str(path), timeout=30, check_same_thread=False, isolation_level=None
        )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _put(self, db: sqlite3.Connection, item: Item) -> None:
        body = {k: v for k, v in item.items() if k not in ("pk", "sk")}
        db.execute(
            "INSERT OR REPLACE INTO items (pk, sk, body, ttl) VALUES (?, ?, ?, ?)",
            (
                item["pk"],
                item["sk"],
                json.dumps(body, default=_encode),
                item.get(items.TTL_ATTRIBUTE),
            ),
        )

    def _get(self, db: sqlite3.Connection, pk: str, sk: str) -> Item | None:
        row = db.execute("SELECT body, ttl FROM items WHERE pk = ? AND sk = ?", (pk, sk)).fetchone()
        if row is None:
            return None
        item = {"pk": pk, "sk": sk, **json.loads(row[0], object_hook=_decode)}
        return None if items.is_expired(item, self._clock()) else item

    def append_message(self, key: ConversationKey, message: Message) -> bool:
        with self._transaction() as db:
            if message.event_id is not None:
                marker = items.event_marker_item(key, message)
                if self._get(db, marker["pk"], marker["sk"]) is not None:
                    return False
                self._put(db, marker)
            self._put(db, items.message_item(key, message))
        return True

    def load(self, key: ConversationKey) -> Conversation:
        with self._lock:
            rows = self._db.execute(
                "SELECT sk, body FROM items WHERE pk = ?", (key.partition,)
            ).fetchall()
        loaded = (
            {"pk": key.partition, "sk": sk, **json.loads(body, object_hook=_decode)}
            for sk, body in rows
        )
        return items.conversation_from_items(loaded, self._clock())

    def save_compaction(
        self,
        key: ConversationKey,
        summary: Summary,
        expected_version: int | None,
        facts: list[Fact],
    ) -> bool:
        with self._transaction() as db:
            current = self._get(db, key.partition, items.SUMMARY_SK)
            current_version = None if current is None else int(current["version"])
            if current_version != expected_version:
                return False
            self._put(db, items.summary_item(key, summary))
            for fact in facts:
                self._put(db, items.fact_item(key, fact))
        return True

    def delete_messages(self, key: ConversationKey, seqs: list[str]) -> None:
        with self._transaction() as db:
            db.executemany(
                "DELETE FROM items WHERE pk = ? AND sk = ?",
                [(key.partition, items.MESSAGE_PREFIX + seq) for seq in seqs],
            )

    def delete_facts(self, key: ConversationKey, fact_ids: list[str]) -> None:
        with self._transaction() as db:
            db.executemany(
                "DELETE FROM items WHERE pk = ? AND sk = ?",
                [(key.partition, items.FACT_PREFIX + fact_id) for fact_id in fact_ids],
            )

    def delete_person(self, key: ConversationKey) -> int:
        with self._transaction() as db:
            return db.execute("DELETE FROM items WHERE pk = ?", (key.partition,)).rowcount

    def close(self) -> None:
        """Close the database file."""
        with self._lock:
            self._db.close()
