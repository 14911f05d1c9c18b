"""The fact index kept whole on both stores: a compaction stopped between its writes is
repaired by the next run (and read around until then), subjects in any script keep their
meaning, and a store of layout 3 (main at 2f0e0bc) is migrated."""

from __future__ import annotations

import base64
import json
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest
from botocore.exceptions import ClientError

from agent_memory import Memory
from agent_memory.aws import aws_client
from agent_memory.core import fact_index
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft, FactIndex
from agent_memory.errors import StoreUnavailable
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.store import items
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.fakes import FakeClock, ScriptedModel
from tests.test_fact_index_contract import AGENT, NUMBER, filler_facts

FIXTURE = Path(__file__).parent / "fact_index_layout3" / "store.json"
DOG = FactDraft("preference", "Their dog is called Pipoca.", "pet_name")


def index_of_every_live_fact(store, key, now) -> dict[str, tuple[str, ...]]:
    """key -> ids, as the index should hold them, from every live fact."""
    expected: dict[str, list[str]] = {}
    for fact in store.load(key).facts:
        if fact.is_live(now):
            for k in fact_index.fact_keys(fact):
                expected.setdefault(k, []).append(fact.id)
    return {k: tuple(sorted(ids)) for k, ids in expected.items()}


def assert_index_whole(store, key, now) -> None:
    """The head in step, and every key's posting holding exactly its live facts."""
    turn = store.load_turn(key)
    assert turn.fact_index is not None and turn.fact_index.in_step
    expected = index_of_every_live_fact(store, key, now)
    tails = store.postings(key, list(expected))
    whole = store.posting_chunks(
        key, tails, {k: list(range(1, p.chunks + 1)) for k, p in tails.items()}
    )
    assert {k: tuple(sorted(p.ids)) for k, p in whole.items()} == expected
    assert {k: p.count for k, p in whole.items()} == {k: len(v) for k, v in expected.items()}
    assert turn.fact_index.count == len({i for ids in expected.values() for i in ids})


class Throttle:
    """Fails the `nth` write transaction of the store (DynamoDB: a ThrottlingException at
    botocore, before the request is sent; SQLite: an error inside its one transaction)."""

    def __init__(self, store, monkeypatch, nth: int) -> None:
        self.nth, self.seen = nth, 0
        if isinstance(store, DynamoDbStore):
            store.client.meta.events.register(
                "before-call.dynamodb.TransactWriteItems", self.on_dynamodb_transaction
            )
        else:
            real = items.index_writes

            def failing(*args, **kwargs):
                self.seen += 1
                if self.seen == self.nth:
                    raise sqlite3.OperationalError("database is locked")
                return real(*args, **kwargs)

            monkeypatch.setattr(items, "index_writes", failing)

    def on_dynamodb_transaction(self, **_) -> None:
        self.seen += 1
        if self.seen == self.nth:
            raise ClientError({"Error": {"Code": "ThrottlingException", "Message": "slow"}},
                              "TransactWriteItems")  # fmt: skip


def person_with_unembedded_facts(store, clock, key) -> None:
    """120 facts stored without embeddings: the next compaction with an embedder re-embeds
    100 of them, so its writes take several DynamoDB transactions."""
    from agent_memory.core.records import Summary

    summary = Summary(text="s", through="0", last_at=clock.now, version=1)
    assert store.save_compaction(key, summary, None, filler_facts(clock, 120))


def compact_with_dog(memory: Memory, model: ScriptedModel, phone: str) -> bool:
    memory.remember(AGENT, phone, NUMBER, "user", "Meet my dog, Pipoca!")
    model.queue_compaction("They have a dog.", DOG)
    return memory.compact(AGENT, phone, trigger=1, keep=0)


def transactions_of_one_compaction(store, clock) -> int:
    """How many write transactions the compaction under test makes (1 on SQLite)."""
    if isinstance(store, SqliteStore):
        return 1
    key = conversation_key(AGENT, "+5511900009999")
    person_with_unembedded_facts(store, clock, key)
    counted = Throttle(store, None, nth=0)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock, embedder=LocalEmbedder())
    assert compact_with_dog(memory, memory.model, "+5511900009999")
    store.client.meta.events.unregister(
        "before-call.dynamodb.TransactWriteItems", counted.on_dynamodb_transaction
    )
    return counted.seen - 1  # the remember's own


def test_a_compaction_stopped_before_any_of_its_transactions_is_repaired(store, clock, monkeypatch):
    count = transactions_of_one_compaction(store, clock)
    assert count >= (1 if isinstance(store, SqliteStore) else 2)
    for nth in range(1, count + 1):
        phone = f"+55119000{nth:05d}"
        key = conversation_key(AGENT, phone)
        person_with_unembedded_facts(store, clock, key)
        model = ScriptedModel()
        memory = Memory(store=store, model=model, clock=clock, embedder=LocalEmbedder())
        memory.remember(AGENT, phone, NUMBER, "user", "Meet my dog, Pipoca!")
        model.queue_compaction("They have a dog.", DOG)
        # GIVEN the compaction's nth write transaction fails (throttled)
        throttle = Throttle(store, monkeypatch, nth)
        with pytest.raises((StoreUnavailable, sqlite3.OperationalError)):
            memory.compact(AGENT, phone, trigger=1, keep=0)
        if isinstance(store, DynamoDbStore):
            store.client.meta.events.unregister(
                "before-call.dynamodb.TransactWriteItems", throttle.on_dynamodb_transaction
            )
        else:
            monkeypatch.undo()
        # THEN a turn finds what was written (every fact, while the index is behind) ...
        if store.load_turn(key).summary.version == 2:
            notes = memory.build_context(AGENT, phone, query="what is my dog called?").notes
            assert "Pipoca" in notes, nth
        # ... and the next run repairs the index (retrying the fold when nothing was kept)
        model.queue_compaction("They have a dog.", DOG)
        memory.compact(AGENT, phone, trigger=1, keep=0)
        assert_index_whole(store, key, clock.now)
        notes = memory.build_context(AGENT, phone, query="what is my dog called?").notes
        assert "Pipoca" in notes, nth
        assert [f.content for f in store.load(key).facts].count(DOG.content) == 1


SUBJECTS = [
    ("Город", "Они живут в Казани."),
    ("Профессия", "Они работают врачом."),
    ("居住地", "東京に住んでいます。"),
    ("職業", "看護師です。"),
    ("Πόλη", "Μένουν στην Αθήνα."),
]


def test_subjects_in_any_script_keep_their_meaning(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock)
    memory.remember(AGENT, "+5511987650000", NUMBER, "user", "sobre mim")
    model.queue_compaction(
        "s", *(FactDraft("profile", text, subject) for subject, text in SUBJECTS)
    )
    assert memory.compact(AGENT, "+5511987650000", trigger=1, keep=0)

    key = conversation_key(AGENT, "+5511987650000")
    live = [f for f in store.load(key).facts if f.is_live(clock.now)]
    assert sorted(f.subject for f in live) == sorted(
        ["город", "профессия", "居住地", "職業", "πολη"]
    )
    assert_index_whole(store, key, clock.now)
    # and a later fact under one of them updates it, the others stay
    memory.remember(AGENT, "+5511987650000", NUMBER, "user", "переехали")
    moved = FactDraft("profile", "Они живут в Москве.", "город", updates="Они живут в Казани.")
    model.queue_compaction("s", moved)
    assert memory.compact(AGENT, "+5511987650000", trigger=1, keep=0)
    live = [f.content for f in store.load(key).facts if f.is_live(clock.now)]
    assert len(live) == 5 and "Они живут в Москве." in live and "Они живут в Казани." not in live


def with_layout3(store, tmp_path, clock: FakeClock) -> dict:
    """`store` holding what main at 2f0e0bc wrote (tests/fact_index_layout3/store.json)."""
    dump = json.loads(FIXTURE.read_text("utf-8"))
    clock.now = datetime.fromisoformat(dump["clock"])
    if isinstance(store, SqliteStore):  # the store's own file (conftest), another connection
        db = sqlite3.connect(tmp_path / "memory.db")
        db.executemany("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", dump["sqlite_rows"])
        db.commit()
        db.close()
        return dump
    client = aws_client("dynamodb")
    for item in dump["dynamodb_items"]:
        for value in item.values():
            if "B" in value:
                value["B"] = base64.b64decode(value["B"])
        client.put_item(TableName=TABLE, Item=item)
    return dump


def test_a_store_of_layout_3_is_read_then_migrated_by_the_next_run(store, tmp_path, clock):
    dump = with_layout3(store, tmp_path, clock)
    key = conversation_key(dump["agent"], dump["phone"])
    before = store.load(key).facts
    assert len(before) == 59
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock, embedder=LocalEmbedder())

    # a turn reads every fact until the index is migrated: none of its 45 garden facts
    # is lost to layout 3's 40 ids a posting
    turn = store.load_turn(key)
    assert turn.fact_index is None and len(turn.facts) == 59
    sweep = turn.embedding_sweep
    assert sweep is not None and sweep.swept_to  # the cursor the old head held
    notes = memory.build_context(dump["agent"], dump["phone"], query="still in Porto?").notes
    assert "They live in Porto now." in notes

    # the maintenance run's compaction (nothing to fold yet) migrates it
    assert not memory.compact(dump["agent"], dump["phone"])
    assert_index_whole(store, key, clock.now)
    turn = store.load_turn(key)
    assert turn.fact_index.count == 58 and turn.facts == []
    assert turn.embedding_sweep == sweep  # now in its own item
    garden = store.postings(key, ["garden"])["garden"]
    assert garden.count == 45 and len(garden.ids) == 45  # every id, not the newest 40
    assert store.postings(key, ["lisbon"]) == {}  # only the superseded fact had it: gone
    assert store.load(key).facts == before

    # and the next compaction goes on through the index
    memory.remember(dump["agent"], dump["phone"], NUMBER, "user", "Meet my dog, Pipoca!")
    model.queue_compaction("They have a dog.", DOG)
    assert memory.compact(dump["agent"], dump["phone"], trigger=1, keep=0)
    assert_index_whole(store, key, clock.now)
    notes = memory.build_context(dump["agent"], dump["phone"], query="my dog's name?").notes
    assert "Pipoca" in notes
    assert isinstance(store.load_turn(key).fact_index, FactIndex)
