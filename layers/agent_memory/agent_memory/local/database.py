"""The queues' SQLite file (inbox, dead letters, outbox): one connection, one lock.

Sharing one connection keeps the threads of `serve` from meeting at SQLite's busy
handler, which sleeps in steps of milliseconds. Only accepting a delivery waits for
the disk (`synchronous=FULL`): that is the promise behind whasp's 200. Every other
write (claims, completions, replies) survives a crash of the process, which is what
WAL with `synchronous=NORMAL` guarantees; a power cut may undo the last of them, and
undoing one only repeats an idempotent turn.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from agent_memory.errors import InboxUnavailable
from agent_memory.store.sqlite_wal import checkpoint_and_truncate, write_transaction


class QueueDatabase:
    """The file, opened once per process and shared by the inbox and the outbox."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(
                str(path), timeout=30, check_same_thread=False, isolation_level=None
            )
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA secure_delete=ON")  # an erased person leaves no bytes
        except (OSError, sqlite3.Error) as error:
            raise InboxUnavailable(f"cannot open {path}: {error}") from error

    def create(self, schema: str) -> None:
        """Create the tables and indexes in `schema` when missing."""
        with self._lock:
            self._db.executescript(schema)

    @contextmanager
    def transaction(self, durable: bool = False) -> Iterator[sqlite3.Connection]:
        """A write transaction; with `durable`, committed only once it is on the disk."""
        with self._lock:
            try:
                if durable:
                    self._db.execute("PRAGMA synchronous=FULL")
                with write_transaction(self._db) as db:
                    yield db
            except sqlite3.Error as error:
                raise InboxUnavailable(f"{self.path} failed: {error}") from error
            finally:
                if durable:
                    self._db.execute("PRAGMA synchronous=NORMAL")

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """The connection, for reads."""
        with self._lock:
            yield self._db

    def checkpoint(self) -> None:
        """Empty the write-ahead log into the file (after an erasure: see SqliteStore)."""
        with self._lock:
            checkpoint_and_truncate(self._db)

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()
