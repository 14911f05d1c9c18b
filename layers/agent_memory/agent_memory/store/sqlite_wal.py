"""Write-ahead-log housekeeping for SQLite files: write transactions and checkpoints.

SQLite's automatic checkpoint runs inside the commit that crosses its threshold
(1,000 pages), copying the log into the file and syncing it to the disk there: one
remember in a few hundred paid for all of them (benchmarks/bench_seed.py). SQLite's
own documentation (wal.html, "Automatic Checkpoint") offers the alternative used
here: turn the automatic checkpoint off, or push it far away as a backstop, and
checkpoint from another thread. `Checkpointer` is that thread.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

CHECKPOINT_EVERY = 200  # writes between background checkpoints (a few hundred log pages)
# the writer's own automatic checkpoint, should the thread ever fall behind: the log
# stays bounded (about 40 MB) whatever happens to the thread
BACKSTOP_PAGES = 10_000


@contextmanager
def write_transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Commit what the block writes, or nothing; the write lock is taken at once, so two
    writers never deadlock upgrading a read."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def checkpoint_and_truncate(db: sqlite3.Connection) -> None:
    """Checkpoint the WAL and truncate it to nothing (waits for readers, up to the busy
    timeout; a reader still in the way leaves the log for the next checkpoint)."""
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


class Checkpointer:
    """Checkpoints one database file from a thread of its own, every CHECKPOINT_EVERY
    writes, so no write waits for one.

    The thread starts with the first checkpoint it is asked for (a short-lived store
    never starts it) and has its own connection. `exclusive()` keeps it out of the
    way while the owner checkpoints itself (an erasure truncates the log and must not
    meet a checkpoint in progress, which would leave the log as it was).
    """

    def __init__(self, path: Path, every: int = CHECKPOINT_EVERY) -> None:
        self.path = path
        self.every = every
        self._writes = 0
        self._wake = threading.Event()
        self._lock = threading.Lock()  # one checkpoint at a time in this process
        self._thread: threading.Thread | None = None
        self._stopping = False
        self.checkpoints = 0  # run so far (for tests and benchmarks)

    def wrote(self) -> None:
        """Count one committed write; every `every` of them wakes the thread."""
        self._writes += 1
        if self._writes >= self.every:
            self._writes = 0
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name=f"sqlite-checkpoint {self.path}", daemon=True
                )
                self._thread.start()
            self._wake.set()

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        """While the block runs, the thread starts no checkpoint."""
        with self._lock:
            yield

    def _run(self) -> None:
        db = sqlite3.connect(str(self.path), timeout=30, isolation_level=None)
        try:
            while True:
                self._wake.wait()
                self._wake.clear()
                if self._stopping:
                    return
                # busy or closing: the next wake, or the backstop, checkpoints
                with self._lock, suppress(sqlite3.Error):
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                    self.checkpoints += 1
        finally:
            db.close()

    def stop(self) -> None:
        """End the thread (if it started) and wait for it."""
        self._stopping = True
        self._wake.set()
        if self._thread is not None:
            self._thread.join()
