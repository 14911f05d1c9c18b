"""The SQLite store's row encoding and its write-ahead-log housekeeping."""

from __future__ import annotations

import json
import sys
import threading
import time
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.core.records import Message
from agent_memory.model.offline import OfflineModel
from agent_memory.store import items, sqlite_rows, sqlite_wal
from agent_memory.store import sqlite as sqlite_store
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock
from tests.store_dump import sqlite_rows_of

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


def test_message_rows_are_arrays_and_decode_as_messages():
    key = Memory(store=SqliteStore(":memory:"), model=OfflineModel()).key("bot", ANA)
    at = datetime(2026, 5, 1, 9, 30, 0, 123456, tzinfo=UTC)
    new = Message("0001.1.a", "user", "broken \ud800 pair", "+15550000001", at)
    inbound = Message("0002.1.a", "user", "Oi!", "+15550000001", at, "evt_1")
    rows = [sqlite_rows.message_row(key, new), sqlite_rows.inbound_row(key, inbound)]
    assert [json.loads(body)[0] for _, _, body, _ in rows] == ["user", "user"]
    messages, others, _ = sqlite_rows.messages_and_items(key.partition, [r[1:3] for r in rows])
    assert (messages, others) == ([new, inbound], [])
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
        [decoded], _, _ = sqlite_rows.messages_and_items(key.partition, [row[1:3]])
        assert decoded == message and decoded.at.utcoffset() == offset


def test_a_type_nobody_stores_is_refused_with_its_name():
    with pytest.raises(TypeError, match="cannot store datetime"):
        sqlite_rows.dumps({"at": datetime.now(UTC).replace(tzinfo=None), "x": {1, 2}})


def _frames_not_checkpointed(path: Path) -> int:
    """Frames of the log not yet copied into the file, read from the WAL index (the -shm
    file: mxFrame and nBackfill, SQLite's walformat.html) without checkpointing."""
    shm = Path(f"{path}-shm").read_bytes()[:100]
    return int.from_bytes(shm[16:20], sys.byteorder) - int.from_bytes(shm[96:100], sys.byteorder)


def _checkpoint_threads(path: Path) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == f"sqlite-checkpoint {path}"]


def test_writes_are_checkpointed_by_a_thread_not_by_the_writer(tmp_path):
    path = tmp_path / "m.db"
    store = SqliteStore(path)
    memory = Memory(store=store, model=OfflineModel())
    for n in range(sqlite_wal.CHECKPOINT_EVERY - 1):
        memory.remember("bot", ANA, "+15550000001", "user", f"message {n}")
    assert _checkpoint_threads(path) == []  # a short-lived store never starts the thread
    assert _frames_not_checkpointed(path) > 0
    memory.remember("bot", ANA, "+15550000001", "user", "the last message")
    deadline = time.monotonic() + 5
    while _frames_not_checkpointed(path) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert _frames_not_checkpointed(path) == 0  # everything written is in the file
    [thread] = _checkpoint_threads(path)
    store.close()  # stops and joins the thread
    assert not thread.is_alive()


def test_the_writer_keeps_only_a_distant_automatic_checkpoint(tmp_path):
    """SQLite's own checkpoint would run inside the write that crosses 1,000 log pages;
    the store pushes it out to BACKSTOP_PAGES."""
    path = tmp_path / "m.db"
    store = SqliteStore(path)
    memory = Memory(store=store, model=OfflineModel())
    for n in range(120):  # fewer writes than wake the thread, about 12 pages each
        memory.remember("bot", ANA, "+15550000001", "user", f"{n} " + "x" * 45_000)
    assert 1000 < _frames_not_checkpointed(path) < sqlite_wal.BACKSTOP_PAGES
    store.close()


def test_an_erasure_truncates_the_log_while_the_thread_runs(tmp_path):
    store = SqliteStore(tmp_path / "m.db")
    memory = Memory(store=store, model=OfflineModel())
    for n in range(sqlite_wal.CHECKPOINT_EVERY + 50):
        memory.remember("bot", ANA, "+15550000001", "user", f"zebracorn {n}")
    memory.forget("bot", ANA)
    wal = tmp_path / "m.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0
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
        remaining = sqlite_rows_of(store, memory.key("bot", phone).partition)
        assert [sk[:4] for _, sk, _, _ in remaining] == ["MSG#"]
    store.close()
