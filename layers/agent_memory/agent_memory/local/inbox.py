"""The durable local inbox: SQLite rows that keep each person's order until a turn is done.

What SQS FIFO gives the Lambdas, on one file. A delivery is committed (WAL,
`synchronous=FULL`) before the webhook answers 200. A worker claims only a
message that heads its group, under a lease, so a group is never in two workers'
hands and its messages never overtake each other. A row is marked done only after
the Responder finished, so a crash (even `kill -9`) leaves it pending; the next
start releases the dead process's leases. Done rows keep their dedup id (their
text is blanked at once) so whasp's repeats are dropped, as SQS would.

A claim is one lookup in an index, however deep the backlog: only the head of a
group (its oldest pending row) carries a `ready_at`, the time it may be claimed
(when its backoff ends, or its lease runs out), and triggers keep that true for
every writer of the table, `dead-letters redrive` included. The claim takes the
head that became ready first, so across people the order is who has waited longest
to be claimable; within a person it is arrival order, as before
(docs/decisions/inbox-ready-heads.md).
"""

from __future__ import annotations

import sqlite3
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
    last_error TEXT,
    ready_at REAL
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

# When a group's head may be claimed: its backoff has ended and no lease holds it (a
# lease that runs out, its holder hung, frees it as SQS's visibility timeout does).
_READY_AT = "MAX(available_at, COALESCE(lease_until, available_at))"
_HEAD_OF = "(SELECT MIN(id) FROM inbox WHERE group_id = {group} AND done_at IS NULL)"


def _refresh_head(group: str) -> str:
    return f"UPDATE inbox SET ready_at = {_READY_AT} WHERE id = {_HEAD_OF.format(group=group)};"


# Only heads are in `inbox_ready`; the triggers run inside each writer's transaction, so
# a row becomes the head (or stops being claimable) in the same commit that made it so.
_HEADS = (
    "CREATE INDEX IF NOT EXISTS inbox_ready ON inbox (ready_at, id) WHERE ready_at IS NOT NULL",
    f"""CREATE TRIGGER IF NOT EXISTS inbox_head_on_insert AFTER INSERT ON inbox
    WHEN NEW.done_at IS NULL BEGIN
        {_refresh_head("NEW.group_id")}
    END""",
    f"""CREATE TRIGGER IF NOT EXISTS inbox_head_on_update
    AFTER UPDATE OF done_at, available_at, lease_until ON inbox BEGIN
        UPDATE inbox SET ready_at = NULL WHERE id = NEW.id AND NEW.done_at IS NOT NULL;
        {_refresh_head("NEW.group_id")}
    END""",
    f"""CREATE TRIGGER IF NOT EXISTS inbox_head_on_delete AFTER DELETE ON inbox
    WHEN OLD.done_at IS NULL BEGIN
        {_refresh_head("OLD.group_id")}
    END""",
)

_HEAD_TRIGGERS = sum(statement.startswith("CREATE TRIGGER") for statement in _HEADS)

# queues files written before `ready_at` existed: every group's head gets its time
_READY_AT_COLUMN = "ALTER TABLE inbox ADD COLUMN ready_at REAL"
_MARK_HEADS = (
    f"UPDATE inbox SET ready_at = {_READY_AT} WHERE id IN "
    "(SELECT MIN(id) FROM inbox WHERE done_at IS NULL GROUP BY group_id)"
)

# The ready head that became ready first; the second row says whether another waits.
_CLAIM = """
SELECT id, group_id, dedup_id, body, attempts FROM inbox
WHERE ready_at <= :now ORDER BY ready_at, id LIMIT 2
"""


# queues files written before `last_error` existed get the column on open
_LAST_ERROR_COLUMN = "ALTER TABLE inbox ADD COLUMN last_error TEXT"
REASON_CHARS = 500  # what a retried or parked message keeps of why it failed


def _is_current(db: sqlite3.Connection) -> bool:
    """True when the file has today's columns and head triggers (nothing to migrate)."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(inbox)")}
    triggers = db.execute(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'inbox'"
    ).fetchone()[0]
    return {"last_error", "ready_at"} <= columns and triggers == _HEAD_TRIGGERS


def _bring_up_to_date(db: sqlite3.Connection) -> None:
    """Migrate an earlier layout in one commit: columns, heads, triggers. Run inside the
    write transaction, so the layout is read again under the write lock: another process
    opening the file at the same moment may have migrated it since `_is_current` looked,
    and each step is done only when still missing (an ALTER twice would fail)."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(inbox)")}
    if "last_error" not in columns:
        db.execute(_LAST_ERROR_COLUMN)
    if "ready_at" not in columns:
        db.execute(_READY_AT_COLUMN)
        db.execute(_MARK_HEADS)
    for statement in _HEADS:  # each IF NOT EXISTS
        db.execute(statement)


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
            current = _is_current(db)
        if not current:
            with database.transaction() as db:
                _bring_up_to_date(db)

    def send(self, body: str, group_id: str, dedup_id: str) -> None:
        """Commit `body` behind the earlier ones of `group_id`; a known `dedup_id` is a no-op."""
        now = self._clock()
        with self.database.transaction(durable=True) as db:
            inserted = db.execute(
                "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (dedup_id) DO NOTHING",
                (group_id, dedup_id, body, now, now),
            )
            # a repeat, or a message behind its group's head, is no work yet: no one is woken
            head = "SELECT COUNT(*) FROM inbox WHERE id = ? AND ready_at IS NOT NULL"
            ready = (
                db.execute(head, (inserted.lastrowid,)).fetchone()[0] if inserted.rowcount else 0
            )
        self._signal(wake=ready)

    def claim(self) -> Claim | None:
        """The message that has waited longest since it became free to work on, leased to
        the caller; None when none is. When another is free too, one more worker is woken
        (so a burst, or a group freed by `complete`, never waits on a sleeping worker)."""
        now = self._clock()
        lease = uuid.uuid4().hex
        with self.database.transaction() as db:
            rows = db.execute(_CLAIM, {"now": now}).fetchall()
            if not rows:
                return None
            row = rows[0]
            db.execute(
                "UPDATE inbox SET lease = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?",
                (lease, now + LEASE_SECONDS, row[0]),
            )
        if len(rows) > 1:
            self._signal(wake=1)
        return Claim(row[0], row[1], row[2], row[3], row[4] + 1, lease)

    def complete(self, claim: Claim) -> None:
        """The turn is done: keep only the dedup id (no text) and free the group. No one
        is woken: the caller, awake, claims next (and wakes a worker if more is free)."""
        with self.database.transaction() as db:
            db.execute(
                "UPDATE inbox SET done_at = ?, body = '', lease = NULL, lease_until = NULL, "
                "last_error = NULL WHERE id = ? AND lease = ?",
                (self._clock(), claim.id, claim.lease),
            )
        self._signal(wake=0)

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
        self._signal(wake=0)  # due later: sleeping workers find it when their wait times out

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
        self._signal(wake=0)  # as `complete`: the caller claims next

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
        self._signal(wake=1)  # a deleted head may have freed the group's next message
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
        """Sleep until woken for new work or `timeout` passes; at once when the generation
        already moved past `seen` (something changed since the caller's empty claim).
        A backoff or a lease that runs out wakes no one: callers poll with `timeout`."""
        with self._changed:
            if self._generation == seen:
                self._changed.wait(timeout)

    def _signal(self, wake: int) -> None:
        """Move the generation; wake `wake` waiting workers, one per message newly free."""
        with self._changed:
            self._generation += 1
            if wake:
                self._changed.notify(wake)

    def wake(self) -> None:
        """Wake every waiting worker (at shutdown)."""
        with self._changed:
            self._generation += 1
            self._changed.notify_all()

    def has_later(self, claim: Claim, covers: Callable[[str], bool]) -> bool:
        """True when an event waiting behind the claim in its group `covers` it (a later
        message of the person, whose turn answers this one in its context, or an erasure):
        a burst (pipeline/burst.py, docs/decisions/reply-guard.md). Read in order, and
        only as far as the first that covers it."""
        with self.database.reading() as db:
            later = db.execute(
                "SELECT body FROM inbox WHERE group_id = ? AND done_at IS NULL AND id > ? "
                "ORDER BY id",
                (claim.group_id, claim.id),
            )
            return any(covers(body) for (body,) in later)
