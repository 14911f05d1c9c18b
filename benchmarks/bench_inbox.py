"""The local inbox at a backlog: what one claim costs, and how many workers an arrival wakes.

Claim time at 200, 2,000 and 20,000 pending deliveries, against the claim query the
inbox used before `ready_at` (kept below as the baseline), run on the same file in the
same process, each side as one transaction that leases the row, as `claim` does:
- flood: one person's messages fill the backlog behind the one in hand, and one
  other person's message waits at the end (the old query walks the whole flood);
- outage: ten messages a person, every person's head backing off (the model is
  down); no claim finds anything;
- fresh: ten messages a person, interleaved, all free (the old query's best case).
Wake-ups: 4 workers against one inbox, a worker's idle poll set to 5 s so that only
the inbox's own signals wake it; `spaced` sends 100 people's messages one at a time
(each answered before the next), `burst` sends 100 people x 4 messages at once. A
wake-up is a worker returning from `wait_for_change` before its poll ran out; the
drain time shows no message waited on a sleeping worker.
Bounded: a few seconds per size; temporary files only.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import harness  # noqa: F401 (puts the repository on the path, as for every benchmark)

from agent_memory.local import workers
from agent_memory.local.database import QueueDatabase
from agent_memory.local.inbox import LEASE_SECONDS, Claim, SqliteInbox

SIZES = (200, 2_000, 20_000)
REPEATS = 41
WORKERS = 4
POLL_SECONDS = 5.0
PEOPLE = 100
BURST_MESSAGES = 4

# The claim query before `ready_at`: every pending row in id order, each checked to be
# the head of its group, until one is free.
OLD_CLAIM = """
SELECT id, group_id, dedup_id, body, attempts FROM inbox AS m
WHERE done_at IS NULL AND available_at <= :now AND (lease_until IS NULL OR lease_until <= :now)
  AND id = (SELECT MIN(id) FROM inbox WHERE group_id = m.group_id AND done_at IS NULL)
ORDER BY id LIMIT 1
"""


def old_claim(inbox: SqliteInbox) -> Claim | None:
    """`SqliteInbox.claim` as it was: the old query, then the lease."""
    now, lease = time.time(), uuid.uuid4().hex
    with inbox.database.transaction() as db:
        row = db.execute(OLD_CLAIM, {"now": now}).fetchone()
        if row is None:
            return None
        db.execute(
            "UPDATE inbox SET lease = ?, lease_until = ?, attempts = attempts + 1 WHERE id = ?",
            (lease, now + LEASE_SECONDS, row[0]),
        )
    return Claim(row[0], row[1], row[2], row[3], row[4] + 1, lease)


def fill(inbox: SqliteInbox, rows: list[tuple[str, str]]) -> None:
    """Pending rows (group, dedup id) in one transaction, as a long-running serve leaves them."""
    now = time.time()
    with inbox.database.transaction() as db:
        db.executemany(
            "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at) "
            "VALUES (?, ?, 'Oi, tudo bem?', ?, ?)",
            [(group, dedup, now, now) for group, dedup in rows],
        )


def flood(inbox: SqliteInbox, size: int) -> None:
    fill(inbox, [("flood", f"evt_f{n}") for n in range(size - 1)] + [("other", "evt_other")])
    assert inbox.claim() is not None  # the flood's head is in a worker's hands


def outage(inbox: SqliteInbox, size: int) -> None:
    people = size // 10
    fill(inbox, [(f"p{n % people}", f"evt_o{n}") for n in range(size)])
    with inbox.database.transaction() as db:  # every head backing off for an hour
        db.execute("UPDATE inbox SET available_at = ? WHERE done_at IS NULL", (time.time() + 3600,))


def fresh(inbox: SqliteInbox, size: int) -> None:
    people = size // 10
    fill(inbox, [(f"p{n % people}", f"evt_n{n}") for n in range(size)])


def timed(claim, inbox: SqliteInbox) -> float:
    """Microseconds for one claim; what it took is given back at once, as due now."""
    started = time.perf_counter()
    taken = claim(inbox)
    elapsed = time.perf_counter() - started
    if taken is not None:
        inbox.retry(taken, 0.0)
    return elapsed * 1e6


def claim_times(scenario, size: int) -> tuple[float, float]:
    """Median microseconds of the old and the new claim, alternating, on one file."""
    with tempfile.TemporaryDirectory() as directory:
        inbox = SqliteInbox(QueueDatabase(Path(directory) / "queues.db"))
        scenario(inbox, size)
        old, new = [], []
        for _ in range(REPEATS):
            old.append(timed(old_claim, inbox))
            new.append(timed(SqliteInbox.claim, inbox))
        inbox.database.close()
    return statistics.median(old), statistics.median(new)


class CountingInbox(SqliteInbox):
    """Counts the workers' wake-ups and their claims that found nothing."""

    def __init__(self, database: QueueDatabase) -> None:
        super().__init__(database)
        self.lock = threading.Lock()
        self.wakeups = 0
        self.empty_claims = 0

    def wait_for_change(self, seen: int, timeout: float) -> None:
        started = time.monotonic()
        super().wait_for_change(seen, timeout)
        if time.monotonic() - started < timeout * 0.9:
            with self.lock:
                self.wakeups += 1

    def claim(self) -> Claim | None:
        claim = super().claim()
        if claim is None:
            with self.lock:
                self.empty_claims += 1
        return claim


def wake_ups(burst: bool) -> tuple[float, float, float]:
    """Wake-ups and empty claims per arrival, and the seconds until every message was done."""
    handled: list[str] = []

    def handle(body: str, *, attempt: int) -> None:
        time.sleep(0.001)  # a turn's work, shortened
        handled.append(body)

    workers.IDLE_POLL_SECONDS = POLL_SECONDS  # only the inbox's signals wake a worker
    with tempfile.TemporaryDirectory() as directory:
        inbox = CountingInbox(QueueDatabase(Path(directory) / "queues.db"))
        pool = workers.WorkerPool(inbox, handle, workers=WORKERS).start()
        time.sleep(0.2)  # every worker asleep
        messages = [(m, p) for m in range(BURST_MESSAGES if burst else 1) for p in range(PEOPLE)]
        started = time.perf_counter()
        for n, (message, person) in enumerate(messages, 1):
            inbox.send(f"m{message}", f"p{person}", f"evt_{person}_{message}")
            while not burst and len(handled) < n:
                time.sleep(0.0005)
            if not burst:
                time.sleep(0.005)  # the workers back asleep
        while len(handled) < len(messages):
            time.sleep(0.0005)
        seconds = time.perf_counter() - started
        pool.stop()
        inbox.database.close()
    return inbox.wakeups / len(messages), inbox.empty_claims / len(messages), seconds


def main() -> None:
    print(f"bench_inbox: Python {sys.version.split()[0]}; claim, median of {REPEATS} (us)")
    for scenario in (flood, outage, fresh):
        for size in SIZES:
            old, new = claim_times(scenario, size)
            print(
                f"  {scenario.__name__:<7} {size:>6,} pending: claim {new:8.1f}  "
                f"old query {old:8.1f}  ratio {new / old:.3f}"
            )
    print(f"wake-ups, {WORKERS} workers, idle poll {POLL_SECONDS:g} s")
    for burst in (False, True):
        per_arrival, empty, seconds = wake_ups(burst)
        label = f"burst {PEOPLE} x {BURST_MESSAGES}" if burst else f"spaced {PEOPLE}"
        print(
            f"  {label:<14} wake-ups per arrival {per_arrival:5.2f}  empty claims per "
            f"arrival {empty:5.2f}  all done in {seconds:6.3f} s"
        )


if __name__ == "__main__":
    main()
