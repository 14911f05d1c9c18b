"""A store that `make run` wrote at the start of issue 25 (main at 2f0e0bc), opened by
today's code: tests/sqlite_2f0e0bc/rows.json, made by make_db.py beside it, rebuilt row
for row with that commit's schema. It reads as it was written, its turns dedupe, resume
and fold, its facts are recalled and its people can be erased."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.sequence import reply_seq
from agent_memory.model.offline import OfflineModel
from agent_memory.store.port import COMPACTION_DUE, ERASURE_DUE
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, ScriptedModel
from tests.store_dump import all_items, items_of, mentions

AGENT, NUMBER, NEW_NUMBER = "bot", "+15550000001", "+15550000002"
ANA, BEA, CAI, DAN = "+5511987654321", "+5511987654322", "+5511987654323", "+5511987654324"
START_FILE = Path(__file__).parent / "sqlite_2f0e0bc" / "rows.json"


@pytest.fixture
def written_at_start(tmp_path) -> tuple[Path, datetime]:
    """The database the code of 2f0e0bc wrote, with its schema and rows."""
    dump = json.loads(START_FILE.read_text())
    path = tmp_path / "memory.db"
    db = sqlite3.connect(path)
    for statement in dump["schema"]:
        db.execute(statement)
    db.executemany("INSERT INTO items VALUES (?, ?, ?, ?)", dump["rows"])
    db.commit()
    db.close()
    return path, datetime.fromisoformat(dump["clock"])


@pytest.fixture
def opened(written_at_start):
    path, written_at = written_at_start
    clock = FakeClock(written_at + timedelta(minutes=1))
    store = SqliteStore(path, clock=clock)
    yield Memory(store=store, model=OfflineModel(), clock=clock), store, clock
    store.close()


def contents(memory: Memory, store: SqliteStore, phone: str) -> list[str]:
    return [m.content for m in store.load_turn(memory.key(AGENT, phone)).messages]


def test_the_store_reads_as_it_was_written(opened):
    memory, store, _ = opened
    history = [h["content"] for h in memory.build_context(AGENT, ANA).history]
    assert history == [
        "ana 4 no id",
        "ana 5 assistant note",
        "ana 6 with id, +05:30",
        "reply a3",
        "ana 7 with id",
        "reply a4",
        "ana 8 no id",
        "ana 9 id, reply not sent",
        "reply a5",
        "ana 10 id, no reply",
    ]
    ana = memory.key(AGENT, ANA)
    assert store.load(ana).messages == store.load_turn(ana).messages
    assert store.load(ana).summary.text.startswith("The person said: my name is Ana.")
    india = next(m for m in store.load(ana).messages if m.event_id == "evt_a3")
    assert india.at.utcoffset() == timedelta(hours=5, minutes=30)
    # a pending erasure hides what came before it; Dan was erased; Cai opted out
    assert [h["content"] for h in memory.build_context(AGENT, BEA).history] == ["bea after request"]
    assert memory.build_context(AGENT, DAN).history == []
    assert store.load(memory.key(AGENT, CAI)).state.opted_out_at is not None
    assert store.number_replacements(AGENT) == {NUMBER: NEW_NUMBER}
    assert sorted(store.due_people(COMPACTION_DUE, 10)) == [
        (AGENT, ANA),
        (AGENT, BEA),
        (AGENT, CAI),
    ]
    assert store.due_people(ERASURE_DUE, 10) == [(AGENT, BEA)]


def test_its_facts_are_recalled_and_updated_by_the_next_compaction(written_at_start):
    path, written_at = written_at_start
    clock, model = FakeClock(written_at + timedelta(minutes=1)), ScriptedModel()
    store = SqliteStore(path, clock=clock)
    memory = Memory(store=store, model=model, clock=clock)
    notes = memory.build_context(AGENT, ANA, query="where do I live?").notes
    assert "They live in Recife." in notes and "Their name is Ana." in notes

    memory.remember(AGENT, ANA, NUMBER, "user", "I moved to Olinda last week")
    model.queue_compaction("s", FactDraft("profile", "They live in Olinda.", "home_city"))
    assert memory.compact(AGENT, ANA, trigger=1, keep=0)

    notes = memory.build_context(AGENT, ANA, query="where do I live?").notes
    assert "They live in Olinda." in notes and "Recife" not in notes
    live = [f.content for f in store.load(memory.key(AGENT, ANA)).facts if not f.superseded_by]
    assert sorted(live) == ["Their name is Ana.", "They like morning deliveries.",
                            "They live in Olinda."]  # fmt: skip
    store.close()


def test_its_turns_dedupe_resume_and_fold(opened):
    memory, store, clock = opened
    ana = memory.key(AGENT, ANA)
    for event_id in ["evt_a1", "evt_a2", "evt_a3", "evt_a4", "evt_a5", "evt_a6"]:
        assert store.turn(ana, event_id).event_id == event_id
        assert not memory.remember(AGENT, ANA, NUMBER, "user", "again", event_id=event_id)
    assert store.turn(ana, "evt_a5").reply_text == "reply a5"  # recorded, not yet sent
    waiting = store.turn(ana, "evt_a6")
    reply = Message(reply_seq(waiting.seq), "assistant", "reply a6", NUMBER, waiting.at)
    assert store.record_reply(ana, "evt_a6", reply)
    assert not store.record_reply(ana, "evt_a6", reply)
    store.mark_sent(ana, "evt_a6", clock.now)
    store.mark_sent(ana, "evt_a5", None)
    assert store.turn(ana, "evt_a5").sent_at == clock.now
    assert store.turn(ana, "evt_a6").reply_seq == reply.seq
    clock.advance(seconds=1)
    assert memory.remember(AGENT, ANA, NUMBER, "user", "ana 11 new id", event_id="evt_a7")
    clock.advance(seconds=1)
    assert memory.remember(AGENT, ANA, NUMBER, "user", "ana 12 no id")
    assert contents(memory, store, ANA)[-4:] == [
        "ana 10 id, no reply",
        "reply a6",
        "ana 11 new id",
        "ana 12 no id",
    ]
    new_turn = store.turn(ana, "evt_a7")
    assert memory.compact(AGENT, ANA, trigger=5, keep=1)
    assert contents(memory, store, ANA) == ["ana 12 no id"]
    for n in range(1, 8):
        assert not memory.remember(AGENT, ANA, NUMBER, "user", "again", event_id=f"evt_a{n}")
    assert store.turn(ana, "evt_a7") == new_turn


def test_erasure_leaves_nothing_of_the_person(opened):
    memory, store, clock = opened
    bea, ana = memory.key(AGENT, BEA), memory.key(AGENT, ANA)
    receipt = memory.erase(bea)
    assert receipt is not None and receipt.deleted_items > 0
    assert [m.content for m in store.load(bea).messages] == ["bea after request"]
    for text in ("bea secret", "reply b1", "evt_b1", "bea plain"):
        assert not mentions(store, text)
    memory.forget(AGENT, ANA)
    assert items_of(store, ana.partition) == []
    assert (
        not mentions(store, ANA) and not mentions(store, "ana ") and not mentions(store, "Recife")
    )
    clock.advance(days=15)
    store.purge_expired(100)  # 14-day markers go; one whose message is stored stays
    assert [i["sk"] for i in all_items(store) if i["sk"].startswith("EVT#")] == ["EVT#evt_c1"]
