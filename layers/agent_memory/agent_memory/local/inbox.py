"""The durable local inbox: SQLite rows that keep each person's order until a turn is done.

What SQS FIFO gives the Lambdas, on one file. A delivery is committed (WAL,
`synchronous=FULL`) before the webhook answers 200. A worker claims the oldest
message that heads its group, under a lease, so a group is never in two workers'
hands and its messages never overtake each other. A row is marked done only after
the Responder finished, so a crash (even `kill -9`) leaves it pending; the next
start releases the dead process's leases. Done rows keep their dedup id (their
text is blanked at once) so whasp's repeats are dropped, as SQS would.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from agent_memory.local.database import QueueDatabase

LEASE_SECONDS = 360.0  # like the stack's visibility timeout: longer than any turn
DEDUP_SECONDS = 24 * 3600.0  # SQS keeps 5 minutes; rows without text are cheap to keep longer

_SCHEMA = """
CREATE TABLE IF NOT EXISTS inbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    group_id TEXT NOT NULL,
    dedup_id TEXT NOT NULL UNIQUE,
    body TEXT NOT NULL,
    accepted_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    available_at REAL NOT NULL,
    lease TEXT,
    lease_until REAL,
    done_at REAL,
    last_error TEXT
);
CREATE INDEX IF NOT EXISTS inbox_waiting ON inbox (id) WHERE done_at IS NULL;
CREATE INDEX IF NOT EXISTS inbox_group ON inbox (group_id, id) WHERE done_at IS NULL;
CREATE INDEX IF NOT EXISTS inbox_done ON inbox (done_at) WHERE done_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS dead_letters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    group_id TEXT NOT NULL,
    dedup_id TEXT NOT NULL,
    body TEXT NOT NULL,
    reason TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    failed_at REAL NOT NULL
);
"""

# The head of each group (its oldest pending message) is the only candidate of that group:
# a leased or backing-off head holds the rest of its group back.
_CLAIM = """
SELECT id, group_id, dedup_id, body, attempts FROM inbox AS m
WHERE done_at IS NULL AND available_at <= :now AND (lease_until IS NULL OR lease_until <= :now)
  AND id = (SELECT MIN(id) FROM inbox WHERE group_id = m.group_id AND done_at IS NULL)
ORDER BY id LIMIT 1
"""


# queues files written before `last_error` existed get the column on open
_LAST_ERROR_COLUMN = "ALTER TABLE inbox ADD COLUMN last_error TEXT"
REASON_CHARS = 500  # what a retried or parked message keeps of why it failed


@dataclass(frozen=True)
class Delivery:
    """Where one accepted message stands, for `chat` waiting on its reply."""

    attempts: int  # tries started so far
    last_error: str | None  # why the last try failed, while it waits to be tried again
    retry_in: float  # seconds until the next try (0 when it is due or in hand)
    done: bool  # answered, or parked in the dead letters


@dataclass(frozen=True)
class Claim:
    """One message in a worker's hands until it completes, retries or dead-letters it."""

    id: int
    group_id: str
    dedup_id: str
    body: str
    attempts: int  # including this one
    lease: str


class SqliteInbox:
    """The Inbox port on SQLite, with the consumer side the local workers use."""

    def __init__(self, database: QueueDatabase, *, clock: Callable[[], float] = time.time) -> None:
        self.database = database
        self._clock = clock
        self._changed = threading.Condition()
        self._generation = 0
        database.create(_SCHEMA)
        with database.reading() as db:
            columns = {row[1] for row in db.execute("PRAGMA table_info(inbox)")}
        if "last_error" not in columns:
            with database.transaction() as db:
                db.execute(_LAST_ERROR_COLUMN)

    def send(self, body: str, group_id: str, dedup_id: str) -> None:
        """Commit `body` behind the earlier ones of `group_id`; a known `dedup_id` is a no-op."""
        now = self._clock()
        with self.database.transaction(durable=True) as db:
            db.execute(
                "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (dedup_id) DO NOTHING",
                (group_id, dedup_id, body, now, now),
            )
        self._signal()

    def claim(self) -> Claim | None:
        """The oldest message free to work on now, leased to the caller; None when none is."""
        now = self._clock()
        lease = uuid.uuid4().hex
        with self.database.transaction() as db:
            row = db.execute(_CLAIM, {"now": now}).fetchone()
            if row is None:
                return None
            db.execute(
                "UPDATE inbox SET lease = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?",
                (lease, now + LEASE_SECONDS, row[0]),
            )
        return Claim(row[0], row[1], row[2], row[3], row[4] + 1, lease)

    def complete(self, claim: Claim) -> None:
        """The turn is done: keep only the dedup id (no text) and free the group."""
        with self.database.transaction() as db:
            db.execute(
                "UPDATE inbox SET done_at = ?, body = '', lease = NULL, lease_until = NULL, "
                "last_error = NULL WHERE id = ? AND lease = ?",
                (self._clock(), claim.id, claim.lease),
            )
        self._signal()

    def retry(self, claim: Claim, delay_seconds: float, reason: str = "") -> None:
        """Give the message back, not to be tried again (nor its group to move) for a while;
        `reason` (why this try failed) is kept for `delivery` until the next outcome."""
        with self.database.transaction() as db:
            db.execute(
                "UPDATE inbox SET available_at = ?, lease = NULL, lease_until = NULL, "
                "last_error = ? WHERE id = ? AND lease = ?",
                (
                    self._clock() + delay_seconds,
                    reason[:REASON_CHARS] or None,
                    claim.id,
                    claim.lease,
                ),
            )
        self._signal()

    def delivery(self, dedup_id: str) -> Delivery | None:
        """Where the message `dedup_id` stands; None when the inbox does not hold it."""
        with self.database.reading() as db:
            row = db.execute(
                "SELECT attempts, last_error, available_at, done_at FROM inbox WHERE dedup_id = ?",
                (dedup_id,),
            ).fetchone()
        if row is None:
            return None
        attempts, last_error, available_at, done_at = row
        retry_in = max(0.0, available_at - self._clock())
        return Delivery(attempts, last_error, retry_in, done_at is not None)

    def dead_letter(self, claim: Claim, reason: str) -> None:
        """Park a message that can never succeed, and let its group move on."""
        now = self._clock()
        with self.database.transaction() as db:
            db.execute(
                "INSERT INTO dead_letters (group_id, dedup_id, body, reason, attempts, failed_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    claim.group_id,
                    claim.dedup_id,
                    claim.body,
                    reason[:REASON_CHARS],
                    claim.attempts,
                    now,
                ),
            )
            db.execute(
                "UPDATE inbox SET done_at = ?, body = '', lease = NULL, lease_until = NULL, "
                "last_error = NULL WHERE id = ? AND lease = ?",
                (now, claim.id, claim.lease),
            )
        self._signal()

    def release_leases(self) -> int:
        """Free every lease: called at start, when the lock proves their holder is dead."""
        with self.database.transaction() as db:
            released = db.execute(
                "UPDATE inbox SET lease = NULL, lease_until = NULL WHERE lease IS NOT NULL"
            ).rowcount
        return released

    def prune(self, older_than_seconds: float = DEDUP_SECONDS) -> int:
        """Forget done messages past the dedup window."""
        with self.database.transaction() as db:
            return db.execute(
                "DELETE FROM inbox WHERE done_at IS NOT NULL AND done_at < ?",
                (self._clock() - older_than_seconds,),
            ).rowcount

    def forget(self, group_id: str, accepted_before: float) -> int:
        """Drop what waits in `group_id` accepted before an erasure, and its dead letters
        (bodies hold the person's words); a done row keeps no text already."""
        with self.database.transaction() as db:
            waiting = db.execute(
                "DELETE FROM inbox WHERE group_id = ? AND accepted_at <= ?",
                (group_id, accepted_before),
            ).rowcount
            dead = db.execute("DELETE FROM dead_letters WHERE group_id = ?", (group_id,))
        self._signal()
        return waiting + dead.rowcount

    def counts(self) -> dict[str, int]:
        """How many messages wait (or are in hand) and how many were dead-lettered."""
        with self.database.reading() as db:
            pending = db.execute("SELECT COUNT(*) FROM inbox WHERE done_at IS NULL")
            dead = db.execute("SELECT COUNT(*) FROM dead_letters")
            return {"pending": pending.fetchone()[0], "dead_letters": dead.fetchone()[0]}

    @property
    def generation(self) -> int:
        """Changes whenever a message arrives or a group is freed (see `wait_for_change`)."""
        return self._generation

    def wait_for_change(self, seen: int, timeout: float) -> None:
        """Sleep until the generation moves past `seen` or `timeout` passes."""
        with self._changed:
            self._changed.wait_for(lambda: self._generation != seen, timeout)

    def _signal(self) -> None:
        with self._changed:
            self._generation += 1
            self._changed.notify_all()

    def wake(self) -> None:
        """Wake every waiting worker (at shutdown)."""
        self._signal()

    def has_later(self, claim: Claim) -> bool:
        """True when another message of the claim's group waits behind it: a burst, whose
        last message is answered with this one in its context (docs/decisions/reply-guard.md)."""
        with self.database.reading() as db:
            later = db.execute(
                "SELECT 1 FROM inbox WHERE group_id = ? AND done_at IS NULL AND id > ? LIMIT 1",
                (claim.group_id, claim.id),
            ).fetchone()
        return later is not None
