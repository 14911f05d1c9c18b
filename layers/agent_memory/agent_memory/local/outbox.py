"""The local outbox: a Messenger that keeps replies in SQLite for `chat` to read.

Stands in for the whasp reply API when no WHASP_API_URL is configured, and keeps
its promise: one reply per idempotency key however often a turn is resumed (a
repeat only counts up `repeats`, which the tests read). Replies are personal, so
they are kept an hour, long enough for `chat` to show them.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from agent_memory.errors import InboxUnavailable
from agent_memory.local.database import QueueDatabase
from agent_memory.messenger.port import MessengerUnavailable

KEEP_SECONDS = 3600.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    idempotency_key TEXT NOT NULL UNIQUE,
    number TEXT NOT NULL,
    chat TEXT NOT NULL,
    text TEXT NOT NULL,
    sent_at REAL NOT NULL,
    repeats INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS outbox_chat ON outbox (chat, id);
"""


class LocalOutbox:
    """Replies waiting to be read, in the order they were sent."""

    name = "local outbox"

    def __init__(self, database: QueueDatabase, *, clock: Callable[[], float] = time.time) -> None:
        self.database = database
        self._clock = clock
        database.create(_SCHEMA)

    def send(self, number: str, chat: str, text: str, idempotency_key: str) -> None:
        """Keep the reply; a second send under the same key keeps the first."""
        try:
            with self.database.transaction() as db:
                db.execute(
                    "INSERT INTO outbox (idempotency_key, number, chat, text, sent_at) "
                    "VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (idempotency_key) DO UPDATE SET repeats = repeats + 1",
                    (idempotency_key, number, chat, text, self._clock()),
                )
        except InboxUnavailable as error:  # the shared file failed
            raise MessengerUnavailable(f"the local outbox failed: {error}") from error

    def replies(self, chat: str | None = None, after: int = 0, limit: int = 500) -> list[dict]:
        """Replies after id `after` (to `chat`, or to everyone), oldest first."""
        where, values = "id > ?", [after]
        if chat is not None:
            where, values = "chat = ? AND id > ?", [chat, after]
        with self.database.reading() as db:
            rows = db.execute(
                "SELECT id, idempotency_key, number, chat, text, repeats FROM outbox "
                f"WHERE {where} ORDER BY id LIMIT ?",
                (*values, limit),
            ).fetchall()
        fields = ("id", "idempotency_key", "number", "chat", "text", "repeats")
        return [dict(zip(fields, row, strict=True)) for row in rows]

    def forget(self, chat: str, sent_before: float) -> int:
        """Drop the replies to `chat` sent before an erasure."""
        with self.database.transaction() as db:
            return db.execute(
                "DELETE FROM outbox WHERE chat = ? AND sent_at <= ?", (chat, sent_before)
            ).rowcount

    def prune(self, older_than_seconds: float = KEEP_SECONDS) -> int:
        """Drop replies older than `older_than_seconds`."""
        with self.database.transaction() as db:
            return db.execute(
                "DELETE FROM outbox WHERE sent_at < ?", (self._clock() - older_than_seconds,)
            ).rowcount
