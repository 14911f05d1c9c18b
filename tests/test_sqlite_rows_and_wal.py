"""The SQLite store's row encoding and its write-ahead-log housekeeping."""

from __future__ import annotations

import json
import sqlite3
import time
from datetime import UTC, datetime, timedelta, timezone

import pytest

from agent_memory import Memory
from agent_memory.core.records import Message
from agent_memory.model.offline import OfflineModel
from agent_memory.store import items, sqlite_file, sqlite_rows, sqlite_wal
from agent_memory.store import sqlite as sqlite_store
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock

ANA = "+5511987654321"


def test_a_body_round_trips_with_bytes_and_unicode():
    item = {"pk": "p", "sk": "FACT#1", "content": "Olá, São Paulo 👋", "embedding": b"\x00\xff"}
    pk, sk, body, ttl = sqlite_rows.row(item)
    assert (pk, sk, ttl) == ("p", "FACT#1", None)
    assert "pk" in item  # the caller's item is left as it was
    assert sqlite_rows.item(pk, sk, body) == item


def test_what_orjson_refuses_still_round_trips():
    """A lone surrogate cannot be written as UTF-8 and NaN is not strict JSON; bodies written
    by the standard encoder (earlier versions) may hold either."""
    lone = {"pk": "p", "sk": "MSG#1", "content": "broken \ud800 pair"}
    assert sqlite_rows.item("p", "MSG#1", sqlite_rows.row(lone)[2]) == lone
    old_body = json.dumps({"score": float("nan"), "text": "\udfff"})
    found = sqlite_rows.item("p", "X", old_body)
    assert found["text"] == "\udfff" and found["score"] != found["score"]


def test_message_rows_are_arrays_and_rows_of_either_shape_decode_as_messages():
    key = Memory(store=SqliteStore(":memory:"), model=OfflineModel()).key("bot", ANA)
    at = datetime(2026, 5, 1, 9, 30, 0, 123456, tzinfo=UTC)
    new = Message("0001.1.a", "user", "broken \ud800 pair", "+15550000001", at)
    inbound = Message("0002.1.a", "user", "Oi!", "+15550000001", at, "evt_1")
    old = Message("0000.1.a", "assistant", "Olá", "+15550000001", at, "evt_0")
    rows = [sqlite_rows.message_row(key, new), sqlite_rows.inbound_row(key, inbound)]
    assert [json.loads(body)[0] for _, _, body, _ in rows] == ["user", "user"]
    rows.append(sqlite_rows.row(items.message_item(key, old)))  # an object, as before
    messages, others = sqlite_rows.messages_and_items(key.partition, [r[1:3] for r in rows])
    assert (messages, others) == ([new, inbound, old], [])
    assert sqlite_rows.item(key.partition, *rows[1][1:3])["seq"] == inbound.seq


@pytest.mark.parametrize(
    "offset", [timedelta(0), timedelta(hours=-3), timedelta(hours=5, minutes=30, seconds=15)]
)
@pytest.mark.parametrize("content", ["Oi!", "broken \ud800 pair"])
def test_a_message_row_writes_its_time_as_isoformat_does(offset, content):
    key = Memory(store=SqliteStore(":memory:"), model=OfflineModel()).key("bot", ANA)
    for microsecond in (0, 7):
        at = datetime(2026, 5, 1, 9, 30, 0, microsecond, tzinfo=timezone(offset))
        if offset == timedelta(0):
            at = at.replace(tzinfo=UTC)
        message = Message("0001.1.a", "user", content, "+15550000001", at, "evt_1")
        for row in (sqlite_rows.message_row(key, message), sqlite_rows.inbound_row(key, message)):
            assert json.loads(row[2])[3] == at.isoformat()
        [decoded], _ = sqlite_rows.messages_and_items(key.partition, [row[1:3]])
        assert decoded == message and decoded.at.utcoffset() == offset


def test_a_type_nobody_stores_is_refused_with_its_name():
    with pytest.raises(TypeError, match="cannot store datetime"):
        sqlite_rows.dumps({"at": datetime.now(UTC).replace(tzinfo=None), "x": {1, 2}})


def _wal_frames(path) -> int:
    """Frames the log holds that are not in the database file yet."""
    db = sqlite3.connect(str(path))
    try:
        _, log, checkpointed = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    finally:
        db.close()
    return log - checkpointed


def test_writes_are_checkpointed_by_a_thread_not_by_the_writer(tmp_path):
    store = SqliteStore(tmp_path / "m.db")
    checkpointer = store._checkpointer
    checkpointer.every = 20
    memory = Memory(store=store, model=OfflineModel())
    for n in range(19):
        memory.remember("bot", ANA, "+15550000001", "user", f"message {n}")
    assert checkpointer._thread is None  # a short-lived store never starts the thread
    memory.remember("bot", ANA, "+15550000001", "user", "message 19")
    deadline = time.monotonic() + 5
    while checkpointer.checkpoints == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert checkpointer.checkpoints == 1
    assert checkpointer._thread.name == "sqlite-checkpoint"
    assert _wal_frames(tmp_path / "m.db") == 0  # everything written is in the file
    store.close()  # stops and joins the thread
    assert not checkpointer._thread.is_alive()


def test_the_writer_keeps_only_a_distant_automatic_checkpoint(tmp_path):
    store = SqliteStore(tmp_path / "m.db")
    (pages,) = store._db.execute("PRAGMA wal_autocheckpoint").fetchone()
    assert pages == sqlite_wal.BACKSTOP_PAGES > 1000
    store.close()


def test_an_erasure_truncates_the_log_while_the_thread_runs(tmp_path):
    store = SqliteStore(tmp_path / "m.db")
    store._checkpointer.every = 1  # a checkpoint asked for after every write
    memory = Memory(store=store, model=OfflineModel())
    for n in range(50):
        memory.remember("bot", ANA, "+15550000001", "user", f"zebracorn {n}")
    memory.forget("bot", ANA)
    wal = tmp_path / "m.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0 or _wal_frames(tmp_path / "m.db") == 0
    store.close()
    for path in tmp_path.iterdir():
        assert b"zebracorn" not in path.read_bytes()


def test_expired_markers_are_swept_partition_by_partition(tmp_path, monkeypatch):
    """Markers stay out of the expiry index; each purge goes on where the last stopped."""
    monkeypatch.setattr(sqlite_store, "MARKER_SWEEP_PARTITIONS", 2)
    clock = FakeClock()
    store = SqliteStore(tmp_path / "m.db", clock=clock)
    memory = Memory(store=store, model=OfflineModel(), clock=clock)
    people = [f"+55119876543{n:02d}" for n in range(5)]
    for phone in people:
        key = memory.key("bot", phone)
        memory.remember("bot", phone, "+15550000001", "user", "hi", event_id=f"evt-{phone}")
        store.delete_messages(key, [m.seq for m in store.load(key).messages])  # its marker
        memory.remember("bot", phone, "+15550000001", "user", "still here")
    clock.advance(days=items.EVENT_MARKER_DAYS - 1)
    assert store.purge_expired(100) == 0  # alive: the sweep passes them by
    clock.advance(days=2)
    purged = [store.purge_expired(100) for _ in range(4)]
    assert sum(purged) == len(people) and max(purged) <= 2
    for phone in people:
        remaining = store._db.execute(
            "SELECT sk FROM items WHERE pk = ?", (memory.key("bot", phone).partition,)
        ).fetchall()
        assert [sk[:4] for (sk,) in remaining] == ["MSG#"]
    store.close()


def test_a_file_with_the_old_expiry_index_is_moved_to_the_new_one(tmp_path):
    old = sqlite3.connect(tmp_path / "m.db")
    old.executescript(
        "CREATE TABLE items (pk TEXT NOT NULL, sk TEXT NOT NULL, body TEXT NOT NULL, "
        "ttl INTEGER, PRIMARY KEY (pk, sk)) WITHOUT ROWID;"
        "CREATE INDEX items_ttl ON items (ttl) WHERE ttl IS NOT NULL;"
        "INSERT INTO items VALUES ('p', 'FACT#1', '{}', 1);"
    )
    old.close()
    store = SqliteStore(tmp_path / "m.db")
    names = {n for (n,) in store._db.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert "items_ttl" not in names and "items_expiry" in names
    assert store.purge_expired(10) == 1  # the expired fact, through the new index
    plan = store._db.execute(
        "EXPLAIN QUERY PLAN SELECT pk, sk FROM items "
        f"WHERE ttl IS NOT NULL AND {sqlite_file.NOT_MARKER} AND ttl <= 5 LIMIT 5"
    ).fetchall()
    assert "items_expiry" in str(plan)
    store.close()


def test_a_file_with_the_old_due_index_is_moved_to_the_new_one(tmp_path):
    """The due index now holds only state and erasure items, and a file opened with the
    old one still finds who is due for a compaction and for an erasure."""
    store = SqliteStore(tmp_path / "m.db")
    memory = Memory(store=store, model=OfflineModel())
    compacted, erased = memory.key("bot", ANA), memory.key("bot", "+5511987654322")
    memory.remember("bot", ANA, "+15550000001", "user", "hi", event_id="evt-1")
    store.mark_sent(compacted, "evt-1", datetime(2026, 1, 1, tzinfo=UTC))
    store.request_erasure(erased, datetime(2026, 1, 2, tzinfo=UTC))
    store._db.executescript(
        "DROP INDEX items_state_due;"
        "CREATE INDEX items_due ON items (json_extract(body, '$.due'), "
        "json_extract(body, '$.due_at')) WHERE json_extract(body, '$.due') IS NOT NULL;"
    )
    store.close()
    store = SqliteStore(tmp_path / "m.db")
    names = {n for (n,) in store._db.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert "items_due" not in names and "items_state_due" in names
    assert store.due_people(items.COMPACTION_DUE, 10) == [("bot", ANA)]
    assert store.due_people(items.ERASURE_DUE, 10) == [("bot", "+5511987654322")]
    plan = store._db.execute(
        f"EXPLAIN QUERY PLAN SELECT pk FROM items WHERE {sqlite_file.DUE_ROWS}"
    ).fetchall()
    assert "items_state_due" in str(plan)
    store.close()
