"""The SQLite store writes an inbound message with an event id as one row (TURN#), which
marks its event; the EVT# marker comes with the turn's reply or the message's compaction."""

from __future__ import annotations

from datetime import timedelta

import pytest

from agent_memory import Memory
from agent_memory.core.records import Message
from agent_memory.model.offline import OfflineModel
from agent_memory.store import items
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock
from tests.store_dump import sqlite_rows_of

AGENT, ANA, NUMBER = "bot", "+5511987654321", "+15550000001"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path, clock):
    store = SqliteStore(tmp_path / "m.db", clock=clock)
    yield store
    store.close()


@pytest.fixture
def memory(store, clock) -> Memory:
    return Memory(store=store, model=OfflineModel(), clock=clock)


def rows(store: SqliteStore, memory: Memory) -> dict[str, dict]:
    found = sqlite_rows_of(store, memory.key(AGENT, ANA).partition)
    return {sk: {"body": body, "ttl": ttl} for _, sk, body, ttl in found}


def test_a_remember_with_an_event_id_writes_one_row(memory, store):
    assert memory.remember(AGENT, ANA, NUMBER, "user", "Oi!", event_id="evt_1")
    assert list(rows(store, memory)) == ["TURN#evt_1"]
    key = memory.key(AGENT, ANA)
    [message] = store.load_turn(key).messages
    assert (message.content, message.event_id) == ("Oi!", "evt_1")
    assert store.load(key).messages == [message]
    marker = store.turn(key, "evt_1")
    assert (marker.seq, marker.at, marker.reply_seq) == (message.seq, message.at, None)
    assert not memory.remember(AGENT, ANA, NUMBER, "user", "Oi!", event_id="evt_1")


def test_a_turn_records_its_reply_on_a_marker_and_leaves_the_message_row_as_written(
    memory, store, clock
):
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "x" * 100_000, event_id="evt_1")
    written = rows(store, memory)["TURN#evt_1"]
    inbound = store.load(key).messages[0]
    reply = Message(inbound.seq + ".reply", "assistant", "Olá!", NUMBER, inbound.at)
    assert store.record_reply(key, "evt_1", reply)
    store.mark_sent(key, "evt_1", None)
    found = rows(store, memory)
    assert found["TURN#evt_1"] == written
    marker = store.turn(key, "evt_1")
    assert (marker.seq, marker.reply_seq, marker.sent_at) == (inbound.seq, reply.seq, clock.now)
    assert "x" * 100 not in found["EVT#evt_1"]["body"]
    assert [m.content[:1] for m in store.load_turn(key).messages] == ["x", "O"]


def test_a_turn_answered_late_keeps_what_it_recorded_while_its_message_is_stored(
    memory, store, clock
):
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "Oi!", event_id="evt_1")
    inbound = store.load(key).messages[0]
    clock.advance(days=20)  # the inbox held it while the box was down
    reply = Message(inbound.seq + ".reply", "assistant", "Olá!", NUMBER, inbound.at)
    assert store.record_reply(key, "evt_1", reply)
    clock.advance(days=13)
    assert store.turn(key, "evt_1").reply_seq == reply.seq
    assert not store.record_reply(key, "evt_1", reply)


def test_a_folded_inbound_row_leaves_the_marker_with_what_its_turn_recorded(memory, store, clock):
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "Oi!", event_id="evt_1")
    inbound = store.load(key).messages[0]
    reply = Message(inbound.seq + ".reply", "assistant", "Olá!", NUMBER, inbound.at)
    assert store.record_reply(key, "evt_1", reply)
    assert not store.record_reply(key, "evt_1", reply)  # one reply a turn
    store.mark_sent(key, "evt_1", None)
    clock.advance(days=1)
    store.delete_messages(key, [inbound.seq])
    found = rows(store, memory)
    assert sorted(found) == ["EVT#evt_1", items.MESSAGE_PREFIX + reply.seq]
    expires = clock.now + timedelta(days=items.EVENT_MARKER_DAYS)  # 14 days after the fold
    assert found["EVT#evt_1"]["ttl"] == int(expires.timestamp())
    marker = store.turn(key, "evt_1")
    sent_at = clock.now - timedelta(days=1)
    assert (marker.seq, marker.reply_seq, marker.sent_at) == (inbound.seq, reply.seq, sent_at)
    assert [m.content for m in store.load_turn(key).messages] == ["Olá!"]
    assert not memory.remember(AGENT, ANA, NUMBER, "user", "Oi!", event_id="evt_1")


def test_an_erasure_keeps_only_the_inbound_rows_written_after_it(memory, store, clock):
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "before", event_id="evt_1")
    clock.advance(seconds=1)
    store.request_erasure(key, clock.now)
    clock.advance(seconds=1)
    memory.remember(AGENT, ANA, NUMBER, "user", "after", event_id="evt_2")
    assert store.erase(key) is not None
    assert [m.content for m in store.load(key).messages] == ["after"]
    assert "TURN#evt_1" not in rows(store, memory)
