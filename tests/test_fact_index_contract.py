"""The fact index on both stores: a turn reads only the facts it may show, old data still
works, facts are dated by the message they came from, compactions stay small."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from dataclasses import replace
from datetime import timedelta

import pytest

from agent_memory import Memory
from agent_memory.core import fact_index
from agent_memory.core.compaction_read import KNOWN_FACTS, KNOWN_PROFILE_FACTS
from agent_memory.core.fact_index import CANDIDATES
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, FactDraft, Summary
from agent_memory.store import items, sqlite_rows
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.dynamodb_requests import from_ddb, to_ddb
from agent_memory.store.sqlite import SqliteStore

AGENT = "bot"
ANA = "+5511987654321"
NUMBER = "+5511900000000"
KEY = conversation_key(AGENT, ANA)
ANIMALS = ["cat", "dog", "parrot", "hamster", "turtle", "rabbit", "horse", "goat"]


def filler_facts(clock, count: int, start: int = 0) -> list[Fact]:
    """Facts that share words with each other, none about a bicycle."""
    return [
        Fact(
            id=f"{start + n:014d}-filler",
            kind="preference",
            content=f"They like the {ANIMALS[n % 8]} of their neighbour number {n}.",
            subject=f"neighbour_{start + n}",
            source="stated",
            created_at=clock.now,
        )
        for n in range(count)
    ]


def save_facts(store, clock, facts: list[Fact], version: int | None) -> int:
    """Store facts through a compaction write, as the core does; the new summary version."""
    new = (version or 0) + 1
    summary = Summary(text="s", through=f"{new:020d}", last_at=clock.now, version=new)
    assert store.save_compaction(KEY, summary, version, facts)
    return new


class CountingFetches:
    """Wraps a store: records how many facts each turn asked for."""

    def __init__(self, store) -> None:
        self.store, self.fetched = store, []

    def __getattr__(self, name):
        return getattr(self.store, name)

    def facts(self, key, fact_ids, **how):
        self.fetched.append(len(fact_ids))
        return self.store.facts(key, fact_ids, **how)


def test_a_turn_fetches_a_bounded_handful_of_facts_among_many(store, model, clock):
    version = save_facts(store, clock, filler_facts(clock, 150), None)
    bike = Fact("99999999999999-bike", "profile", "Their bicycle is a red Caloi.", "bicycle",
                "stated", clock.now)  # fmt: skip
    save_facts(store, clock, [bike, *filler_facts(clock, 50, start=150)], version)
    counting = CountingFetches(store)
    memory = Memory(store=counting, model=model, clock=clock)

    context = memory.build_context(AGENT, ANA, query="what colour is my bicycle?")

    assert "Their bicycle is a red Caloi." in context.notes
    assert store.load_turn(KEY).facts == []
    assert store.load_turn(KEY).fact_index.count == 201
    assert counting.fetched and max(counting.fetched) <= CANDIDATES + 8 + 12


def test_a_turn_fetches_the_fact_bm25_ranks_first_among_many_sharing_its_word(store, clock):
    # GIVEN one short old fact about the bicycle, then 80 newer long ones naming it once
    short = Fact("00000000000001-short", "preference", "Their bicycle is red.", "bicycle",
                 "stated", clock.now)  # fmt: skip
    version = save_facts(store, clock, [short], None)
    longer = [
        replace(f, content=f"{f.content[:-1]} near the spare bicycle wheel in the shed.")
        for f in filler_facts(clock, 80, start=2)
    ]
    save_facts(store, clock, longer, version)
    index = store.load_turn(KEY).fact_index

    # WHEN a turn asks about the bicycle
    candidates, _ = fact_index.turn_candidates(store, KEY, index, "my bicycle?")

    # THEN its word candidates are BM25's best (the short one), not the newest sharing it
    assert short.id in {f.id for f in candidates}
    assert store.postings(KEY, ["bicycl"])["bicycl"].codes[short.id] == bytes([2 << 6 | 3])


def test_term_weights_are_kept_as_tails_are_sealed_and_facts_leave(store, model, clock):
    # GIVEN 250 facts sharing the key "neighb", written in three compactions (chunks sealed)
    facts = filler_facts(clock, 250)
    version = None
    for start in (0, 100, 200):
        version = save_facts(
            store, clock, facts[start : start + 100 if start < 200 else 250], version
        )
    # WHEN one of the oldest is superseded (its sealed chunk is rewritten without it)
    gone = replace(facts[3], superseded_by=facts[-1].id, superseded_at=clock.now)
    version = save_facts(store, clock, [gone], version)

    # THEN every live id still carries its own term weight, in the tail and the chunks
    posting = store.postings(KEY, ["neighb"])["neighb"]
    whole = store.posting_chunks(
        KEY, {"neighb": posting}, {"neighb": list(range(1, posting.chunks + 1))}
    )
    read = whole["neighb"]
    assert posting.chunks >= 2 and read.count == 249 and facts[3].id not in read.ids
    expected = {
        f.id: bytes([fact_index.term_weights(f)["neighb"]]) for f in facts if f.id != gone.id
    }
    assert dict(read.codes) == expected


def test_a_superseded_fact_leaves_the_index(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock)
    for plan, old in (("basic", None), ("enterprise", "Their plan is basic.")):
        memory.remember(AGENT, ANA, NUMBER, "user", f"I moved to the {plan} plan")
        model.queue_compaction(
            "s", FactDraft("profile", f"Their plan is {plan}.", "plan", updates=old)
        )
        assert memory.compact(AGENT, ANA, trigger=1, keep=0)
        clock.advance(days=1)

    postings = store.postings(KEY, ["plan"])
    index = store.load_turn(KEY).fact_index

    live = [f for f in store.load(KEY).facts if f.superseded_by is None]
    assert postings["plan"].ids == (live[0].id,) and postings["plan"].count == 1
    assert index.count == 1 and index.recent == (live[0].id,)


def put_old_layout_fact(store, fact: Fact) -> None:
    """A fact as the code before the index wrote it: the FACT# item and the summary."""
    summary = Summary(text="s", through="0", last_at=fact.created_at, version=1)
    for item in (items.fact_item(KEY, fact), items.summary_item(KEY, summary)):
        if isinstance(store, SqliteStore):  # the store's file, on a connection of its own
            with closing(sqlite3.connect(store.path)) as db, db:
                db.execute(
                    "INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", sqlite_rows.row(item)
                )
        else:
            assert isinstance(store, DynamoDbStore)
            store.client.put_item(TableName=store.table_name, Item=to_ddb(item))


def test_facts_of_the_old_layout_are_read_then_indexed_by_the_next_compaction(store, model, clock):
    # GIVEN a person whose facts were written before the index existed
    old = Fact("00000000000001-old", "profile", "Their bicycle is a red Caloi.", "bicycle",
               "stated", clock.now)  # fmt: skip
    put_old_layout_fact(store, old)
    memory = Memory(store=store, model=model, clock=clock)
    assert store.load_turn(KEY).fact_index is None
    assert "red Caloi" in memory.build_context(AGENT, ANA, query="my bicycle?").notes

    # WHEN their next compaction runs
    memory.remember(AGENT, ANA, NUMBER, "user", "I also have a dog")
    model.queue_compaction("s", FactDraft("profile", "They have a dog.", "pet"))
    assert memory.compact(AGENT, ANA, trigger=1, keep=0)

    # THEN the turn reads the index, and the old fact is reached through it
    turn = store.load_turn(KEY)
    assert turn.facts == [] and turn.fact_index.count == 2
    assert "red Caloi" in memory.build_context(AGENT, ANA, query="my bicycle?").notes


def rewrite_postings(store, change, sort_key: str = "IDX#") -> None:
    """Each of the person's posting items whose sort key starts with `sort_key`, rewritten
    in place by `change` (an item in, the item to store out), behind the store's back."""
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(store.path)) as db, db:
            found = db.execute(
                "SELECT pk, sk, body FROM items WHERE sk LIKE ?", (sort_key + "%",)
            ).fetchall()
            for pk, sk, body in found:
                row = sqlite_rows.row(change(sqlite_rows.item(pk, sk, body)))
                db.execute("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", row)
        return
    pages = store.client.get_paginator("query").paginate(
        TableName=store.table_name,
        KeyConditionExpression="pk = :pk AND begins_with(sk, :idx)",
        ExpressionAttributeValues={":pk": {"S": KEY.partition}, ":idx": {"S": sort_key}},
    )
    for item in (i for page in pages for i in page["Items"]):
        store.client.put_item(TableName=store.table_name, Item=to_ddb(change(from_ddb(item))))


def drop_term_weights(store) -> None:
    """The person's postings as main at f96a278 wrote them: no term weights."""

    def unweighted(item):
        item.pop(items.WEIGHTS_ATTRIBUTE, None)
        return item

    rewrite_postings(store, unweighted)


def test_postings_written_without_term_weights_still_lead_a_turn_to_its_facts(store, model, clock):
    # GIVEN a person's index as main wrote it before term weights
    bike = Fact("00000000000001-bike", "profile", "Their bicycle is a red Caloi.", "bicycle",
                "stated", clock.now)  # fmt: skip
    version = save_facts(store, clock, [bike, *filler_facts(clock, 120, start=2)], None)
    drop_term_weights(store)
    assert store.postings(KEY, ["bicycl"])["bicycl"].codes == {}
    memory = Memory(store=store, model=model, clock=clock)

    # THEN a turn still finds the fact, and the next compaction weighs only what it files
    assert "red Caloi" in memory.build_context(AGENT, ANA, query="my bicycle?").notes
    helmet = Fact("00000000000900-helmet", "preference", "Their bicycle helmet is blue.",
                  "helmet", "stated", clock.now)  # fmt: skip
    save_facts(store, clock, [helmet], version)
    posting = store.postings(KEY, ["bicycl"])["bicycl"]
    assert posting.ids == (bike.id, helmet.id)
    assert posting.codes == {helmet.id: bytes([fact_index.term_weights(helmet)["bicycl"]])}
    notes = memory.build_context(AGENT, ANA, query="my bicycle?").notes
    assert "red Caloi" in notes and "helmet is blue" in notes


DAMAGE = {  # a posting item as a hand edit or a bug could leave it
    "ids cut inside a varint": {"ids": b"\x80"},
    "ids not UTF-8": {"ids": b"\x05\xff\xfe"},
    "ids stored as text": {"ids": "not packed"},
    "count no number": {"n": "many"},
    "count below zero": {"n": -3},
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_posting_is_read_around_and_written_again_by_the_next_compaction(
    store, model, clock, damage
):
    # GIVEN a person whose 'bicycl' posting item is damaged
    bike = Fact("00000000000001-bike", "profile", "Their bicycle is a red Caloi.", "bicycle",
                "stated", clock.now)  # fmt: skip
    version = save_facts(store, clock, [bike, *filler_facts(clock, 120, start=2)], None)
    rewrite_postings(store, lambda item: {**item, **DAMAGE[damage]}, "IDX#bicycl")
    memory = Memory(store=store, model=model, clock=clock)

    # THEN a turn naming the word still answers, through the fact's other words
    assert store.postings(KEY, ["bicycl", "caloi"]).keys() == {"caloi"}
    assert "red Caloi" in memory.build_context(AGENT, ANA, query="my red bicycle?").notes
    # AND the next compaction filing the word writes its posting again
    helmet = Fact("00000000000900-helmet", "preference", "Their bicycle helmet is blue.",
                  "helmet", "stated", clock.now)  # fmt: skip
    save_facts(store, clock, [helmet], version)
    assert helmet.id in store.postings(KEY, ["bicycl"])["bicycl"].ids
    assert "helmet is blue" in memory.build_context(AGENT, ANA, query="my bicycle?").notes


def test_a_fact_is_dated_by_the_message_it_came_from(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock)
    said = clock.now - timedelta(days=40)
    memory.remember(AGENT, ANA, NUMBER, "user", "Good morning!", at=said - timedelta(days=1))
    memory.remember(AGENT, ANA, NUMBER, "user", "I moved to Porto last week", at=said)
    memory.remember(AGENT, ANA, NUMBER, "user", "Anyway, how are you?", at=said + timedelta(1))
    model.queue_compaction("s", FactDraft("profile", "They live in Porto.", "home_city"))
    assert memory.compact(AGENT, ANA, trigger=3, keep=0)

    (fact,) = store.load(KEY).facts
    assert fact.created_at == said
    assert said.date().isoformat() in memory.build_context(AGENT, ANA, query="Porto?").notes


def test_a_superseded_fact_records_when_it_stopped_being_true(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock)
    memory.remember(AGENT, ANA, NUMBER, "user", "I live in Porto")
    model.queue_compaction("s", FactDraft("profile", "They live in Porto.", "home_city"))
    assert memory.compact(AGENT, ANA, trigger=1, keep=0)
    moved = clock.advance(days=90)
    clock.advance(days=5)  # compacted days after it was said
    memory.remember(AGENT, ANA, NUMBER, "user", "I moved to Lisbon", at=moved)
    model.queue_compaction(
        "s",
        FactDraft("profile", "They live in Lisbon.", "home_city", updates="They live in Porto."),
    )
    assert memory.compact(AGENT, ANA, trigger=1, keep=0)

    facts = {f.content: f for f in store.load(KEY).facts}
    assert facts["They live in Porto."].superseded_at == moved
    assert facts["They live in Lisbon."].created_at == moved


@pytest.mark.parametrize("known", [10_000])
def test_a_compaction_with_ten_thousand_known_facts_sends_a_bounded_request(
    tmp_path, model, clock, known
):
    store = SqliteStore(tmp_path / "big.db", clock=clock)
    save_facts(store, clock, filler_facts(clock, known), None)
    memory = Memory(store=store, model=model, clock=clock)
    for n in range(40):
        memory.remember(AGENT, ANA, NUMBER, "user", f"my {ANIMALS[n % 8]} says hello {n}")

    assert memory.compact(AGENT, ANA)

    (_, _, sent), = model.compact_calls  # fmt: skip
    request = json.dumps([{"kind": f.kind, "subject": f.subject, "content": f.content}
                          for f in sent])  # fmt: skip
    assert 0 < len(sent) <= KNOWN_FACTS + KNOWN_PROFILE_FACTS
    assert len(request.encode()) < 8_000
    store.close()
