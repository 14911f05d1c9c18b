"""The SQLite inbox and its worker pool: order per group, one worker per group, retries."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from agent_memory.config import Settings
from agent_memory.errors import ModelRejected, ModelUnavailable
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.local.inbox import Delivery, SqliteInbox
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
