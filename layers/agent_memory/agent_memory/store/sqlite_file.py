"""One SQLite file of items: its schema, its connection and the few reads and writes
every method of the store is made of (`SqliteStore` puts the store's port on top)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager, nullcontext
from datetime import UTC, datetime
from pathlib import Path

from agent_memory.core.records import ConversationKey
from agent_memory.core.sequence import micros
from agent_memory.display_text import quoted_input
from agent_memory.errors import ConfigurationError
from agent_memory.store import erasure, items
from agent_memory.store.items import Item
from agent_memory.store.sqlite_rows import Row, fetch
from agent_memory.store.sqlite_rows import item as _item
from agent_memory.store.sqlite_rows import row as _row
from agent_memory.store.sqlite_wal import (
    BACKSTOP_PAGES,
    Checkpointer,
    checkpoint_and_truncate,
    write_transaction,
)

# Turn markers stay out of the expiry index: every remember with an event id writes one,
# and its index entry made that remember a tenth dearer (benchmarks/bench_seed.py).
# Expired markers are found partition by partition instead (`SqliteStore.purge_expired`).
MARKERS_FROM, MARKERS_TO = items.EVENT_PREFIX, items.EVENT_AFTER_LAST
NOT_MARKER = f"NOT (sk >= '{MARKERS_FROM}' AND sk < '{MARKERS_TO}')"

# Only a person's state and erasure items are ever due. Their sort keys come first in the
# index's condition, so writing any other row skips the JSON parse (an index on every
# row's `due` cost 6% of a remember: benchmarks/bench_seed.py).
# People listed as active (the ActivityIndex's rows): what the console pages through.
ACTIVE_ROWS = f"sk = '{items.STATE_SK}' AND json_extract(body, '$.active_us') IS NOT NULL"
DUE_ROWS = (
    f"(sk = '{items.STATE_SK}' OR sk = '{items.ERASURE_SK}') "
    "AND json_extract(body, '$.due') IS NOT NULL"
)

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS items (
    pk TEXT NOT NULL,
    sk TEXT NOT NULL,
    body TEXT NOT NULL,
    ttl INTEGER,
    PRIMARY KEY (pk, sk)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS items_expiry ON items (ttl) WHERE ttl IS NOT NULL AND {NOT_MARKER};
CREATE INDEX IF NOT EXISTS items_state_due
    ON items (json_extract(body, '$.due'), json_extract(body, '$.due_at'))
    WHERE {DUE_ROWS};
CREATE INDEX IF NOT EXISTS items_state_active
    ON items (json_extract(body, '$.active_us'), pk) WHERE {ACTIVE_ROWS};
"""


def _opened(path: Path, name: str) -> sqlite3.Connection:
    """The connection to the file at `path` with its schema, or a ConfigurationError naming
    the fix when the file or its directory is not writable: SQLite writes the database's
    -wal and -shm files beside it even to read it, so a read-only command needs them too."""
    db = None
    try:
        if name != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(name, timeout=30, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        # deleted rows are overwritten with zeros, not left in free pages (upstream SQLite
        # leaves them unless built otherwise): an erasure must leave nothing readable
        db.execute("PRAGMA secure_delete=ON")
        # a large memory's index and facts stay in cache (allocated as used, not upfront)
        db.execute("PRAGMA cache_size=-32000")
        db.execute(f"PRAGMA wal_autocheckpoint={BACKSTOP_PAGES}")  # see sqlite_wal.py
        db.executescript(_SCHEMA)
    except (sqlite3.OperationalError, PermissionError) as error:
        if db is not None:
            db.close()
        if isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
            raise  # another process holds the file: not a permission to fix
        raise ConfigurationError(
            f"SQLITE_PATH {quoted_input(str(path))} cannot be opened ({error}): every command, "
            "a read-only one too, needs to write SQLite's -wal and -shm files beside it; make "
            "the file and "
            "its directory writable for this user (chmod u+w "
            f"{quoted_input(str(path.parent))} {quoted_input(str(path))}), or copy "
            "the file into a writable directory and point SQLITE_PATH at the copy"
        ) from error
    return db


class ItemFile:
    """The items table of one SQLite file; safe to share between threads of one process."""

    def __init__(self, path: str | Path, *, clock: Callable[[], datetime] | None = None) -> None:
        self.path = Path(path)
        self._clock = clock or (lambda: datetime.now(UTC))
        self._lock = threading.RLock()
        self._db = _opened(self.path, str(path))
        in_memory = str(path) == ":memory:"
        self._checkpointer = None if in_memory else Checkpointer(self.path)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            with write_transaction(self._db) as db:
                yield db
            self._wrote()

    def _wrote(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.wrote()

    def _put(self, db: sqlite3.Connection, item: Item) -> None:
        self._put_row(db, _row(item))

    def _put_row(self, db: sqlite3.Connection, row: Row) -> None:
        db.execute("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", row)

    def _get(self, db: sqlite3.Connection, pk: str, sk: str) -> Item | None:
        found = fetch(db, "SELECT body FROM items WHERE pk = ? AND sk = ?", (pk, sk))
        if not found:
            return None
        item = _item(pk, sk, found[0][0])
        return None if items.is_expired(item, self._clock()) else item

    def _erased(self, db: sqlite3.Connection, key: ConversationKey, dated: datetime | None) -> bool:
        """True when a write dated `dated` does not postdate the person's erasure request."""
        tombstone = self._tombstone(db, key)
        if tombstone is None:
            return False
        requested = erasure.requested_us(tombstone)
        return requested is None or requested >= (micros(dated) if dated else 0)

    def _tombstone(self, db: sqlite3.Connection, key: ConversationKey) -> Item | None:
        """The person's tombstone (expired or not): a body that is no UTF-8 text (`fetch`)
        or no JSON object is an item without attributes, which `erasure` reads as damaged
        (erased)."""
        pk = key.tombstone_partition
        found = fetch(
            db, "SELECT body FROM items WHERE pk = ? AND sk = ?", (pk, items.TOMBSTONE_SK)
        )
        return _item(pk, items.TOMBSTONE_SK, found[0][0]) if found else None

    def _items(self, db: sqlite3.Connection, pk: str) -> list[Item]:
        rows = fetch(db, "SELECT sk, body FROM items WHERE pk = ?", (pk,))
        return [_item(pk, sk, body) for sk, body in rows]

    def _get_many(self, pk: str, sort_keys: Collection[str]) -> list[Item]:
        """The unexpired items of `pk` with these sort keys, in one statement."""
        return [_item(pk, sk, body) for sk, body in self._rows(pk, sort_keys)]

    def _rows(self, pk: str, sort_keys: Collection[str]) -> list[tuple[str, str]]:
        """(sk, body) of the unexpired items of `pk` with these sort keys, in sort key order."""
        wanted = sorted(set(sort_keys))
        if not wanted:
            return []
        now = int(self._clock().timestamp())
        with self._lock:
            return fetch(
                self._db,
                "SELECT sk, body FROM items WHERE pk = ? AND (ttl IS NULL OR ttl > ?) "
                f"AND sk IN ({', '.join('?' * len(wanted))}) ORDER BY sk",
                (pk, now, *wanted),
            )

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the file and empty it: after an erasure the log
        still holds the deleted pages as they were."""
        keep_out = self._checkpointer.exclusive() if self._checkpointer else nullcontext()
        with self._lock, keep_out:
            checkpoint_and_truncate(self._db)

    def _update(
        self, db: sqlite3.Connection, pk: str, sk: str, changes: Item, *, create: bool = True
    ) -> bool:
        """Set (value) or remove (None) attributes of one item; False if absent and not created."""
        current = self._get(db, pk, sk)
        if current is None and not create:
            return False
        item = {**(current or {"pk": pk, "sk": sk}), **changes}
        self._put(db, {k: v for k, v in item.items() if v is not None})
        return True

    def close(self) -> None:
        """Close the database file (and stop its checkpoint thread)."""
        if self._checkpointer is not None:
            self._checkpointer.stop()
        with self._lock:
            self._db.close()
