"""The SQLite inbox and its worker pool: order per group, one worker per group, retries."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent_memory.config import Settings
from agent_memory.errors import ModelRejected, ModelUnavailable
from agent_memory.local import workers
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.local.inbox import Claim, Delivery, SqliteInbox
from agent_memory.local.workers import WorkerPool, backoff_seconds
from agent_memory.pipeline.whasp import EventError
from tests.local_service import wait_for


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def inbox(tmp_path: Path, clock: Clock) -> SqliteInbox:
    return SqliteInbox(QueueDatabase(tmp_path / "queues.db"), clock=clock)


def test_a_repeated_dedup_id_is_queued_once(inbox: SqliteInbox) -> None:
    inbox.send("a1", "a", "evt_1")
    inbox.send("a1 again", "a", "evt_1")
    claim = inbox.claim()
    assert claim is not None and claim.body == "a1"
    inbox.complete(claim)
    inbox.send("a1 later", "a", "evt_1")  # whasp retrying after the turn
    assert inbox.claim() is None


def test_a_group_is_in_one_workers_hands_and_keeps_its_order(inbox: SqliteInbox) -> None:
    inbox.send("a1", "a", "evt_a1")
    inbox.send("a2", "a", "evt_a2")
    inbox.send("b1", "b", "evt_b1")
    first, second = inbox.claim(), inbox.claim()
    assert (first.body, second.body) == ("a1", "b1")  # people in parallel
    assert inbox.claim() is None  # a2 waits for a1
    inbox.complete(first)
    third = inbox.claim()
    assert third is not None and third.body == "a2"


def test_a_retried_message_holds_its_group_back_until_due(inbox: SqliteInbox, clock: Clock) -> None:
    inbox.send("a1", "a", "evt_a1")
    inbox.send("a2", "a", "evt_a2")
    inbox.retry(inbox.claim(), delay_seconds=5)
    assert inbox.claim() is None
    clock.now += 5
    again = inbox.claim()
    assert (again.body, again.attempts) == ("a1", 2)


def test_a_dead_letter_keeps_the_body_and_frees_the_group(
    inbox: SqliteInbox, tmp_path: Path
) -> None:
    inbox.send("poison", "a", "evt_a1")
    inbox.send("a2", "a", "evt_a2")
    inbox.dead_letter(inbox.claim(), "EventError: body is not JSON")
    assert inbox.claim().body == "a2"
    assert inbox.counts() == {"pending": 1, "dead_letters": 1}
    with sqlite3.connect(tmp_path / "queues.db") as db:
        assert db.execute("SELECT body, reason FROM dead_letters").fetchall() == [
            ("poison", "EventError: body is not JSON")
        ]


def test_a_done_message_keeps_no_text(inbox: SqliteInbox, tmp_path: Path) -> None:
    inbox.send("Oi, sou a Ana", "a", "evt_a1")
    inbox.complete(inbox.claim())
    with sqlite3.connect(tmp_path / "queues.db") as db:
        assert db.execute("SELECT body FROM inbox").fetchall() == [("",)]


def test_a_crash_leaves_the_claimed_message_for_the_next_start(
    inbox: SqliteInbox, tmp_path: Path, clock: Clock
) -> None:
    inbox.send("a1", "a", "evt_a1")
    assert inbox.claim() is not None
    inbox.database.close()  # the process dies with the turn in hand
    reopened = SqliteInbox(QueueDatabase(tmp_path / "queues.db"), clock=clock)
    assert reopened.claim() is None  # still leased...
    assert reopened.release_leases() == 1  # ...until the next serve, holding the lock, frees it
    assert reopened.claim().body == "a1"


def test_pruning_forgets_done_messages_past_the_dedup_window(
    inbox: SqliteInbox, clock: Clock
) -> None:
    inbox.send("a1", "a", "evt_a1")
    inbox.complete(inbox.claim())
    clock.now += 10
    assert inbox.prune(older_than_seconds=5) == 1


def test_backoff_doubles_up_to_a_minute() -> None:
    assert [backoff_seconds(n) for n in (1, 2, 3, 8)] == [1, 2, 4, 60]


class Handler:
    """Fails as told per body, then succeeds; records what it handled and when."""

    def __init__(self, failures: dict[str, list[Exception]]) -> None:
        self.failures = failures
        self.handled: list[str] = []
        self.attempts: list[tuple[str, int]] = []
        self.lock = threading.Lock()

    def __call__(self, body: str, *, attempt: int) -> None:
        with self.lock:
            self.attempts.append((body, attempt))
            if self.failures.get(body):
                raise self.failures[body].pop(0)
            self.handled.append(body)


def run_pool(inbox: SqliteInbox, handler: Handler, until) -> None:
    pool = WorkerPool(inbox, handler, workers=3, backoff=lambda attempts: 0.0).start()
    try:
        wait_for(until, seconds=30, what="the workers")
    finally:
        pool.stop()


def test_workers_retry_transient_failures_and_park_poison_at_once(tmp_path: Path) -> None:
    inbox = SqliteInbox(QueueDatabase(tmp_path / "queues.db"))
    handler = Handler(
        {
            "a1": [ModelUnavailable("rate limited")],
            "b1": [EventError("not an event")],
            "c1": [ModelRejected("bad request")],
        }
    )
    for body in ("a1", "a2", "b1", "b2", "c1"):
        inbox.send(body, body[0], f"evt_{body}")
    run_pool(inbox, handler, lambda: inbox.counts()["pending"] == 0)
    assert handler.handled.index("a1") < handler.handled.index("a2")
    assert sorted(handler.handled) == ["a1", "a2", "b2"]
    assert inbox.counts()["dead_letters"] == 2


def test_workers_give_up_after_the_last_attempt(tmp_path: Path) -> None:
    inbox = SqliteInbox(QueueDatabase(tmp_path / "queues.db"))
    handler = Handler({"a1": [ModelUnavailable("down")] * 10})
    inbox.send("a1", "a", "evt_a1")
    run_pool(inbox, handler, lambda: inbox.counts()["dead_letters"] == 1)
    assert len(handler.failures["a1"]) == 5  # five tries, as the stack's maxReceiveCount
    # each told its number, as SQS tells the processor its ApproximateReceiveCount
    assert handler.attempts == [("a1", n) for n in range(1, 6)]


def test_the_local_secret_and_token_are_made_once_and_private(tmp_path: Path) -> None:
    files = LocalFiles(tmp_path / ".local" / "agent-memory.db")
    settings = Settings({})
    secret = files.webhook_secret(settings)
    assert secret.startswith("whsec_") and files.webhook_secret(settings) == secret
    assert files.operator_token() == files.operator_token()
    assert files.secret_file.stat().st_mode & 0o077 == 0
    given = Settings({"WHASP_WEBHOOK_SECRET": "whsec_c2VjcmV0"})
    assert files.webhook_secret(given) == "whsec_c2VjcmV0"


def test_a_failed_try_is_kept_with_its_reason_until_the_next_outcome(
    inbox: SqliteInbox, clock: Clock
) -> None:
    inbox.send("a1", "a", "evt_a1")
    assert inbox.delivery("evt_a1") == Delivery(0, None, 0.0, False)
    inbox.retry(inbox.claim(), 4, "ModelUnavailable: model API unreachable")
    clock.now += 1
    assert inbox.delivery("evt_a1") == Delivery(
        1, "ModelUnavailable: model API unreachable", 3.0, False
    )
    clock.now += 3
    inbox.complete(inbox.claim())
    assert inbox.delivery("evt_a1") == Delivery(2, None, 0.0, True)
    assert inbox.delivery("evt_unknown") is None


def test_a_queues_file_of_the_previous_layout_gets_the_reason_column(tmp_path: Path) -> None:
    # GIVEN a queues file written before `last_error`, with a message waiting in it
    path = tmp_path / "queues.db"
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE inbox (id INTEGER PRIMARY KEY AUTOINCREMENT, group_id TEXT NOT NULL,"
            " dedup_id TEXT NOT NULL UNIQUE, body TEXT NOT NULL, accepted_at REAL NOT NULL,"
            " attempts INTEGER NOT NULL DEFAULT 0, available_at REAL NOT NULL, lease TEXT,"
            " lease_until REAL, done_at REAL);"
            "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at)"
            " VALUES ('a', 'evt_old', 'kept', 1, 1);"
        )
    # WHEN today's inbox opens it, THEN the message is there and a failed try is recorded
    inbox = SqliteInbox(QueueDatabase(path), clock=lambda: 10.0)
    claim = inbox.claim()
    assert claim is not None and claim.body == "kept"
    inbox.retry(claim, 1, "ModelUnavailable: down")
    assert inbox.delivery("evt_old") == Delivery(1, "ModelUnavailable: down", 1.0, False)
    SqliteInbox(QueueDatabase(path))  # and opening it again changes nothing


# The inbox's layout as the code before `ready_at` created it (commit 4296ab5).
LAYOUT_BEFORE_READY_AT = """
CREATE TABLE inbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT, group_id TEXT NOT NULL,
    dedup_id TEXT NOT NULL UNIQUE, body TEXT NOT NULL, accepted_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, available_at REAL NOT NULL, lease TEXT,
    lease_until REAL, done_at REAL, last_error TEXT
);
CREATE INDEX inbox_waiting ON inbox (id) WHERE done_at IS NULL;
CREATE INDEX inbox_group ON inbox (group_id, id) WHERE done_at IS NULL;
CREATE INDEX inbox_done ON inbox (done_at) WHERE done_at IS NOT NULL;
CREATE TABLE dead_letters (
    id INTEGER PRIMARY KEY AUTOINCREMENT, group_id TEXT NOT NULL, dedup_id TEXT NOT NULL,
    body TEXT NOT NULL, reason TEXT NOT NULL, attempts INTEGER NOT NULL,
    failed_at REAL NOT NULL
);
"""


def claim_steps(inbox: SqliteInbox) -> tuple[Claim | None, int]:
    """A claim, and how many SQLite instructions it ran (triggers included): a measure
    of the work that does not depend on the machine's speed."""
    steps = 0

    def count() -> int:
        nonlocal steps
        steps += 1
        return 0

    with inbox.database.reading() as db:
        db.set_progress_handler(count, 1)
    try:
        claim = inbox.claim()
    finally:
        with inbox.database.reading() as db:
            db.set_progress_handler(None, 1)
    return claim, steps


def flood(inbox: SqliteInbox, size: int) -> None:
    """One person's `size` messages, the first in hand; then one message of another person."""
    with inbox.database.transaction() as db:
        db.executemany(
            "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at) "
            "VALUES (?, ?, 'text', 1, 1)",
            [("flood", f"evt_f{n}") for n in range(size)] + [("other", "evt_other")],
        )
    assert inbox.claim().dedup_id == "evt_f0"


def test_a_claim_does_as_much_work_behind_20000_messages_as_behind_200(tmp_path: Path) -> None:
    # GIVEN one person's flood of 200, then of 20,000 messages, its first in a worker's hands
    work = {}
    for size in (200, 20_000):
        inbox = SqliteInbox(QueueDatabase(tmp_path / f"queues-{size}.db"), clock=lambda: 10.0)
        flood(inbox, size)
        # WHEN a second worker claims, THEN it gets the other person's message...
        claim, work[size] = claim_steps(inbox)
        assert claim is not None and claim.dedup_id == "evt_other"
        # ...and nothing more: the flood waits behind its head
        assert inbox.claim() is None
    # AND the claim did not walk the flood (before ready_at: x100 the work)
    assert work[20_000] < 2 * work[200], work


def test_a_queues_file_made_before_ready_at_keeps_every_message_and_order(tmp_path: Path) -> None:
    # GIVEN a file of the layout before `ready_at`: a's head in hand, b's backing off,
    # c's first message done (its dedup id kept) and its second waiting
    path = tmp_path / "queues.db"
    with sqlite3.connect(path) as db:
        db.executescript(LAYOUT_BEFORE_READY_AT)
        db.executemany(
            "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, attempts, available_at,"
            " lease, lease_until, done_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)",
            [
                ("a", "evt_a1", "a1", 1, 1, "dead-process", 400, None),
                ("b", "evt_b1", "b1", 1, 50, None, None, None),
                ("c", "evt_c1", "", 1, 1, None, None, 5),
                ("a", "evt_a2", "a2", 0, 1, None, None, None),
                ("b", "evt_b2", "b2", 0, 1, None, None, None),
                ("c", "evt_c2", "c2", 0, 1, None, None, None),
            ],
        )
    # WHEN today's inbox opens it at t=10
    clock = Clock()
    clock.now = 10.0
    inbox = SqliteInbox(QueueDatabase(path), clock=clock)
    # THEN only c2 is free; a waits for its lease, b for its backoff
    first, steps = claim_steps(inbox)
    assert first.body == "c2" and inbox.claim() is None
    inbox.complete(first)
    assert inbox.release_leases() == 1  # the next start frees the dead process's lease
    assert inbox.claim().body == "a1"
    clock.now = 50.0
    assert inbox.claim().body == "b1"  # each group still in its order, b2 behind b1
    assert inbox.claim() is None
    inbox.send("c1 again", "c", "evt_c1")  # a repeat of a done message is still dropped
    assert inbox.counts()["pending"] == 4  # a1, b1 in hand; a2, b2 behind them
    # AND the claims are the index lookup, not a walk (the same work as on a new file)
    fresh = SqliteInbox(QueueDatabase(tmp_path / "fresh.db"), clock=lambda: 10.0)
    fresh.send("x", "x", "evt_x")
    assert steps <= claim_steps(fresh)[1] + 10
    SqliteInbox(QueueDatabase(path), clock=clock)  # opening it again changes nothing


# The layout before `last_error` (commit 407270a^): the same, without that column.
LAYOUT_BEFORE_LAST_ERROR = LAYOUT_BEFORE_READY_AT.replace(", last_error TEXT", "")
OPENERS = 8  # processes opening one file at once: `serve`, the console's erase, `forget`...


def open_at_once(path: Path, *, hold_writes: bool) -> tuple[list[str], list[str]]:
    """OPENERS inboxes opened on `path` at the same moment, each on its own connection
    (as separate processes would be): the errors they raised and the ALTERs they ran.
    With `hold_writes`, another connection holds the write lock until every opener is
    waiting to begin its migration, so all of them have looked at the old layout first."""
    databases = [QueueDatabase(path) for _ in range(OPENERS)]
    traced: list[str] = []
    for database in databases:
        with database.reading() as db:
            db.set_trace_callback(traced.append)  # called as a statement starts
    blocker = sqlite3.connect(path, isolation_level=None)
    if hold_writes:
        blocker.execute("BEGIN IMMEDIATE")
    start, errors = threading.Barrier(OPENERS), []

    def open_inbox(database: QueueDatabase) -> None:
        start.wait()
        try:
            SqliteInbox(database, clock=lambda: 10.0)
        except Exception as error:  # the test counts every failure, whatever it is
            errors.append(f"{type(error).__name__}: {error}")

    threads = [threading.Thread(target=open_inbox, args=(db,)) for db in databases]
    for thread in threads:
        thread.start()
    if hold_writes:
        wait_for(
            lambda: traced.count("BEGIN IMMEDIATE") == OPENERS,
            seconds=10,
            what="every opener waiting for the write lock",
        )
        blocker.execute("ROLLBACK")
    for thread in threads:
        thread.join()
    for database in databases:
        database.close()
    blocker.close()
    return errors, [sql for sql in traced if sql.startswith("ALTER")]


@pytest.mark.parametrize(
    ("layout", "columns"),
    [
        ("", []),
        (LAYOUT_BEFORE_LAST_ERROR, ["last_error", "ready_at"]),
        (LAYOUT_BEFORE_READY_AT, ["ready_at"]),
    ],
    ids=["new file", "before last_error", "before ready_at"],
)
def test_openers_of_one_older_file_at_once_migrate_it_once_and_all_open(
    tmp_path: Path, layout: str, columns: list[str]
) -> None:
    for trial in range(4):
        # GIVEN a queues file of an older layout (or none), two people's messages in it
        path = tmp_path / f"queues-{trial}.db"
        if layout:
            with sqlite3.connect(path) as db:
                db.executescript(layout)
                db.executemany(
                    "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at)"
                    " VALUES (?, ?, ?, 1, 1)",
                    [(f"p{n % 2}", f"evt_{n}", f"m{n}") for n in range(6)],
                )
        # WHEN several processes open it at the same moment (every one seeing the old
        # layout before any migrates, on even trials; as the scheduler has it, on odd)
        errors, altered = open_at_once(path, hold_writes=bool(layout) and trial % 2 == 0)
        # THEN every one opens it, and each column was added once, by one of them
        assert errors == [], errors
        assert sorted(sql.split()[5] for sql in altered) == columns  # ADD COLUMN <name>
        # AND the file works: each person's first message is the head, in order
        inbox = SqliteInbox(QueueDatabase(path), clock=lambda: 10.0)
        if layout:
            assert sorted(inbox.claim().body for _ in range(2)) == ["m0", "m1"]
            assert inbox.claim() is None


def test_a_redriven_dead_letter_is_claimable_behind_its_group(inbox: SqliteInbox) -> None:
    # rows written by other code than the inbox (`dead-letters redrive`) keep the heads right
    inbox.send("a2", "a", "evt_a2")
    held = inbox.claim()
    with inbox.database.transaction() as db:
        db.execute(
            "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at) "
            "VALUES ('a', 'evt_a1', 'a1', 1, 1), ('b', 'evt_b1', 'b1', 1, 1)"
        )
    assert inbox.claim().body == "b1"
    assert inbox.claim() is None
    inbox.complete(held)
    assert inbox.claim().body == "a1"


class WakeCounter(SqliteInbox):
    """Counts the workers woken before their idle poll ran out, and those waiting now."""

    def __init__(self, database: QueueDatabase) -> None:
        super().__init__(database)
        self.wakeups = 0
        self.waiting = 0
        self.lock = threading.Lock()

    def wait_for_change(self, seen: int, timeout: float) -> None:
        started = time.monotonic()
        with self.lock:
            self.waiting += 1
        super().wait_for_change(seen, timeout)
        with self.lock:
            self.waiting -= 1
            if time.monotonic() - started < timeout / 2:
                self.wakeups += 1


@pytest.fixture
def sleepy_pool(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[WakeCounter, Handler]]:
    """4 workers whose idle poll is 20 s: only the inbox's signals wake them in a test."""
    monkeypatch.setattr(workers, "IDLE_POLL_SECONDS", 20.0)
    inbox = WakeCounter(QueueDatabase(tmp_path / "queues.db"))
    handler = Handler({})
    pool = WorkerPool(inbox, handler, workers=4).start()
    yield inbox, handler
    pool.stop()


def test_an_arrival_wakes_one_sleeping_worker_not_all(
    sleepy_pool: tuple[WakeCounter, Handler],
) -> None:
    inbox, handler = sleepy_pool
    for n in range(20):  # GIVEN 4 idle workers, WHEN 20 messages arrive one at a time
        wait_for(lambda: inbox.waiting == 4, seconds=5, what="every worker asleep")
        inbox.send(f"m{n}", f"person{n}", f"evt_{n}")
        wait_for(lambda n=n: len(handler.handled) == n + 1, seconds=5, what="the reply")
    # THEN each woke one worker (notify_all woke 4, then 3 more when each turn was done)
    assert inbox.wakeups <= 24, inbox.wakeups


def test_a_burst_never_waits_on_a_sleeping_worker(
    sleepy_pool: tuple[WakeCounter, Handler],
) -> None:
    inbox, handler = sleepy_pool
    for n in range(90):  # 30 people x 3 messages at once; a missed wake-up would cost 20 s
        inbox.send(f"m{n}", f"person{n % 30}", f"evt_{n}")
    wait_for(lambda: len(handler.handled) == 90, seconds=10, what="the burst")
    mine = [body for body in handler.handled if body in {"m1", "m31", "m61"}]
    assert mine == ["m1", "m31", "m61"]  # one person's messages in their order


def test_a_retry_that_falls_due_is_found_by_a_worker_polling(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a backoff ending wakes no one: the workers' idle poll finds it
    monkeypatch.setattr(workers, "IDLE_POLL_SECONDS", 0.2)
    inbox = SqliteInbox(QueueDatabase(tmp_path / "queues.db"))
    handler = Handler({"a1": [ModelUnavailable("busy")]})
    pool = WorkerPool(inbox, handler, workers=4, backoff=lambda attempts: 0.5).start()
    try:
        inbox.send("a1", "a", "evt_a1")
        inbox.send("a2", "a", "evt_a2")
        wait_for(lambda: handler.handled == ["a1", "a2"], seconds=5, what="the retry")
    finally:
        pool.stop()
