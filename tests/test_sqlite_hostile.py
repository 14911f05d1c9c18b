"""The SQLite store's TURN# rows and array bodies, attacked: hostile event ids and
contents, interleaved ordering, and races (a file written by earlier code:
test_sqlite_store_of_2f0e0bc.py)."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta, timezone

import pytest

from agent_memory import Memory
from agent_memory.core.records import ConversationKey, Message
from agent_memory.core.sequence import new_seq, reply_seq, stored_at
from agent_memory.model.offline import OfflineModel
from agent_memory.pipeline.responder import Responder
from agent_memory.store import items
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import Crash, FakeClock, RecordingMessenger, ScriptedModel, crash_once_after
from tests.lambdas import whasp_event
from tests.store_dump import items_of

AGENT, NUMBER, NEW_NUMBER = "bot", "+15550000001", "+15550000002"
ANA, BEA, CAI, DAN = "+5511987654321", "+5511987654322", "+5511987654323", "+5511987654324"


def sort_keys(store: SqliteStore, key: ConversationKey) -> list[str]:
    return sorted(i["sk"] for i in items_of(store, key.partition))


def contents(store: SqliteStore, key: ConversationKey) -> list[str]:
    return [m.content for m in store.load_turn(key).messages]


@pytest.fixture
def sqlite(tmp_path, clock):
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    yield Memory(store=store, model=OfflineModel(), clock=clock), store
    store.close()


HOSTILE_IDS = [
    "a#b",
    "a",
    "ab",
    "a$",
    "%",
    "_",
    "a%_",
    "'\"; DROP TABLE items;--",
    "ção 😀",
    "nul\x00id",
    "z" * 1020,
    "EVT#x",
    "TURN#y",
    "MSG#1",
    " lead",
    "tab\tnew\nline",
]


def test_hostile_event_ids_dedupe_fold_and_erase(tmp_path):
    clock = FakeClock()
    store = SqliteStore(tmp_path / "h.db", clock=clock)
    memory = Memory(store=store, model=OfflineModel(), clock=clock)
    key = memory.key(AGENT, ANA)
    for n, event_id in enumerate(HOSTILE_IDS):
        assert memory.remember(AGENT, ANA, NUMBER, "user", f"msg {n}", event_id=event_id)
        assert not memory.remember(AGENT, ANA, NUMBER, "user", "dup", event_id=event_id)
        marker = store.turn(key, event_id)
        assert marker.event_id == event_id
        reply = Message(reply_seq(marker.seq), "assistant", f"rep {n}", NUMBER, marker.at)
        assert store.record_reply(key, event_id, reply)
        store.mark_sent(key, event_id, None)
        assert store.turn(key, event_id).sent_at == clock.now
        clock.advance(seconds=1)
    expected = [text for n in range(len(HOSTILE_IDS)) for text in (f"msg {n}", f"rep {n}")]
    assert contents(store, key) == expected
    assert [m.event_id for m in store.load(key).messages[::2]] == HOSTILE_IDS
    assert memory.compact(AGENT, ANA, trigger=2, keep=0)
    assert {sk for sk in sort_keys(store, key) if sk.startswith("EVT#")} == {
        "EVT#" + e for e in HOSTILE_IDS
    }
    for event_id in HOSTILE_IDS:
        assert store.turn(key, event_id).sent_at is not None
        assert not memory.remember(AGENT, ANA, NUMBER, "user", "dup", event_id=event_id)
    memory.forget(AGENT, ANA)
    assert items_of(store, key.partition) == []
    store.close()


@pytest.mark.parametrize("content", ["x\ud800y", "\udfff", "nul\x00c", "h" * 1_000_000])
def test_hostile_contents_round_trip_and_fold(sqlite, clock, content):
    # the store holds what it is handed (Memory.remember refuses the surrogates and the
    # megabyte before they get here: test_message_bounds.py)
    memory, store = sqlite
    key = memory.key(AGENT, ANA)
    for event_id in ("e1", None):
        message = Message(new_seq(clock()), "user", content, NUMBER, clock(), event_id)
        assert store.append_message(key, message)
    marker = store.turn(key, "e1")
    reply = Message(reply_seq(marker.seq), "assistant", content, NUMBER, marker.at)
    assert store.record_reply(key, "e1", reply)
    assert store.turn(key, "e1").reply_text == content
    assert contents(store, key) == [content] * 3
    store.delete_messages(key, [m.seq for m in store.load(key).messages])
    assert store.turn(key, "e1").reply_text == content
    assert not memory.remember(AGENT, ANA, NUMBER, "user", "again", event_id="e1")


@pytest.mark.parametrize("event_id", ["x\ud800", "\udfff"])
def test_an_event_id_with_a_lone_surrogate_is_refused_with_a_reason(memory, event_id):
    with pytest.raises(ValueError, match="event_id"):
        memory.remember(AGENT, ANA, NUMBER, "user", "Oi", event_id=event_id)


def test_an_agent_id_with_a_lone_surrogate_is_refused_with_a_reason(memory):
    with pytest.raises(ValueError, match="agent"):
        memory.remember("b\ud800t", ANA, NUMBER, "user", "Oi")


def test_an_event_id_too_long_for_a_store_key_is_refused_with_a_reason(memory, store):
    """DynamoDB keys at most 1024 bytes of sort key ('EVT#' and the id): a longer id was
    StoreUnavailable, 'retry', there, forever; SQLite took it. Both refuse it now."""
    longest = "é" * 510  # 1020 bytes
    assert memory.remember(AGENT, ANA, NUMBER, "user", "Oi", event_id=longest)
    assert not memory.remember(AGENT, ANA, NUMBER, "user", "Oi", event_id=longest)
    assert store.turn(memory.key(AGENT, ANA), longest).event_id == longest
    with pytest.raises(ValueError, match="event_id"):
        memory.remember(AGENT, ANA, NUMBER, "user", "Oi", event_id=longest + "z")
    with pytest.raises(ValueError, match="event_id"):
        memory.remember(AGENT, ANA, NUMBER, "user", "Oi", event_id="z" * 10_000)


@pytest.mark.parametrize(
    "at",
    [
        datetime(9999, 12, 25, tzinfo=UTC),  # its 14-day turn marker would expire in year 10000
        datetime(9999, 12, 31, 23, tzinfo=timezone(timedelta(hours=-5))),  # year 10000 in UTC
    ],
)
def test_a_message_dated_at_the_end_of_time_is_refused_with_a_reason(memory, store, at):
    """SQLite took it and every later compaction of the person crashed (OverflowError in
    the marker its TURN row leaves) after its summary was saved; DynamoDB crashed the same
    way, in the remember."""
    with pytest.raises(ValueError, match="at must"):
        memory.remember(AGENT, ANA, NUMBER, "user", "Oi", event_id="e1", at=at)
    for n in range(3):
        memory.remember(AGENT, ANA, NUMBER, "user", f"m{n}")
    assert memory.compact(AGENT, ANA, trigger=3, keep=1)
    assert [m.content for m in store.load(memory.key(AGENT, ANA)).messages] == ["m2"]


def test_interleaved_messages_come_back_in_remember_order(sqlite, clock):
    memory, store = sqlite
    """TURN rows sort by event id, MSG rows by seq: the read orders them by seq. Event ids
    here sort backwards, and the clock stands still, or goes back, or has odd offsets."""
    key = memory.key(AGENT, ANA)
    offsets = [timezone(timedelta(hours=h, minutes=m)) for h, m in [(5, 30), (-3, 0), (0, 0)]]
    said = []
    for n in range(30):
        text = f"m{n:02d}"
        event_id = f"z{99 - n:02d}" if n % 3 else None
        at = (clock.now - timedelta(days=n)).astimezone(offsets[n % 3])
        assert memory.remember(AGENT, ANA, NUMBER, "user", text, event_id=event_id, at=at)
        said.append(text)
        if n % 7 == 0:
            clock.advance(microseconds=1)
    assert contents(store, key) == said
    assert [m.content for m in store.load(key).messages] == said
    assert [h["content"] for h in memory.build_context(AGENT, ANA).history] == said
    at_of = {m.content: m.at for m in store.load(key).messages}
    assert at_of["m01"].utcoffset() == timedelta(hours=-3)
    assert at_of["m02"].utcoffset() == timedelta(0)


def test_a_live_turn_row_wins_over_an_expired_marker_of_the_same_id(sqlite, clock):
    memory, store = sqlite
    key = memory.key(AGENT, ANA)
    assert memory.remember(AGENT, ANA, NUMBER, "user", "first", event_id="e1")
    store.delete_messages(key, [m.seq for m in store.load(key).messages])
    clock.advance(days=items.EVENT_MARKER_DAYS, seconds=1)  # the marker expired, unpurged
    assert memory.remember(AGENT, ANA, NUMBER, "user", "second", event_id="e1")
    assert sort_keys(store, key) == ["EVT#e1", "TURN#e1"]
    second = store.load(key).messages[0]
    assert store.turn(key, "e1").seq == second.seq
    assert not memory.remember(AGENT, ANA, NUMBER, "user", "third", event_id="e1")
    store.purge_expired(100)
    assert sort_keys(store, key) == ["TURN#e1"]
    store.delete_messages(key, [second.seq])
    marker = store.turn(key, "e1")
    assert marker.seq == second.seq
    ttl = items_of(store, key.partition)[0]["ttl"]
    assert ttl == int((stored_at(second.seq) + timedelta(days=14)).timestamp())


def test_redeliveries_racing_compactions_on_two_connections_never_duplicate(tmp_path):
    path = tmp_path / "race.db"
    writer_store, folder, redeliverer = (SqliteStore(path) for _ in range(3))
    writer = Memory(store=writer_store, model=OfflineModel())
    again = Memory(store=redeliverer, model=OfflineModel())
    key = writer.key(AGENT, ANA)
    done, remembered, accepted = threading.Event(), [], []

    def write() -> None:
        for n in range(150):
            assert writer.remember(AGENT, ANA, NUMBER, "user", f"m{n}", event_id=f"e{n}")
            remembered.append(n)
            if n % 3 == 0:
                writer.remember(AGENT, ANA, NUMBER, "user", f"plain {n}")
        done.set()

    def fold() -> None:
        while not done.is_set():
            messages = folder.load_turn(key).messages
            folder.delete_messages(key, [m.seq for m in messages[: len(messages) // 2]])

    def redeliver() -> None:
        while not done.is_set():
            for n in remembered[-10:]:
                if again.remember(AGENT, ANA, NUMBER, "user", "dup", event_id=f"e{n}"):
                    accepted.append(n)

    threads = [threading.Thread(target=f) for f in (write, fold, redeliver)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    keys = sort_keys(writer_store, key)
    turns = {sk.removeprefix("TURN#") for sk in keys if sk.startswith("TURN#")}
    markers = {sk.removeprefix("EVT#") for sk in keys if sk.startswith("EVT#")}
    assert accepted == []
    assert turns.isdisjoint(markers) and turns | markers == {f"e{n}" for n in range(150)}
    assert not any(m.content == "dup" for m in writer_store.load(key).messages)
    for store in (writer_store, folder, redeliverer):
        store.close()


@pytest.mark.parametrize("event_id", ["a#b", "EVT#x", "TURN#y", "%_'\"`;--", "z" * 128])
def test_a_turn_folded_between_its_reply_and_its_send_resumes_once(
    sqlite, clock, monkeypatch, event_id
):
    """The processor's path with ids whasp may send: the reply is recorded, the process
    dies, a compaction folds the TURN row into its marker, and the redelivery sends the
    recorded reply, once."""
    memory, store = sqlite
    model, messenger = ScriptedModel(), RecordingMessenger()
    model.replies.append("the one reply")
    memory.model = model
    responder = Responder(
        memory, messenger, ledger=store, agent=AGENT, system_prompt="p", clock=clock
    )
    body = whasp_event(event_id, ANA, "Oi", created_at="2026-11-01T11:59:00Z")
    crash_once_after(monkeypatch, responder, "record_reply")
    with pytest.raises(Crash):
        responder.handle(body)
    key = memory.key(AGENT, ANA)
    assert sort_keys(store, key)[-1] == "TURN#" + event_id
    assert memory.compact(AGENT, ANA, trigger=1, keep=0)
    assert "EVT#" + event_id in sort_keys(store, key)
    assert not any(sk.startswith("TURN#") for sk in sort_keys(store, key))
    assert responder.handle(body).action == "resumed"
    assert responder.handle(body).action == "already_sent"
    assert [sent[2] for sent in messenger.sent] == ["the one reply"]
    assert len(model.reply_calls) == 1
