"""A compaction's read of the store on both stores: bounded whatever the number of facts,
with the same answers as reading every fact (what a draft supersedes or repeats is found
through the fact index's exact postings), and an index of the previous layout migrated."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agent_memory import Memory
from agent_memory.core.compaction_read import fold_keys
from agent_memory.core.fact_lookup import (
    exact_index_keys,
    query_keys,
    subject_index_key,
    text_index_key,
)
from agent_memory.core.records import Fact, FactDraft, Message
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.store import fact_index, items
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.dynamodb_requests import to_ddb
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock
from tests.test_fact_index_contract import (
    AGENT,
    ANA,
    ANIMALS,
    KEY,
    NUMBER,
    filler_facts,
    save_facts,
)

READS = {"Query", "GetItem", "BatchGetItem"}


class ReadLog:
    """Wraps a store: each read the core makes, with how many items (messages, facts,
    postings) it returned."""

    def __init__(self, store) -> None:
        self.store, self.calls = store, []

    def __getattr__(self, name):
        return getattr(self.store, name)

    def _log(self, name: str, conversation):
        self.calls.append((name, len(conversation.messages) + len(conversation.facts)))
        return conversation

    def load(self, key):
        return self._log("load", self.store.load(key))

    def load_turn(self, key):
        return self._log("load_turn", self.store.load_turn(key))

    def postings(self, key, index_keys, *, consistent=False):
        found = self.store.postings(key, index_keys, consistent=consistent)
        self.calls.append(("postings", len(found)))
        return found

    def facts(self, key, fact_ids, *, consistent=False):
        found = self.store.facts(key, fact_ids, consistent=consistent)
        self.calls.append(("facts", len(found)))
        return found

    def items(self) -> int:
        return sum(n for _, n in self.calls)

    def names(self) -> set[str]:
        return {name for name, _ in self.calls}


class RequestMeter:
    """DynamoDB read requests and the fact items they returned, by a botocore event hook."""

    def __init__(self, store) -> None:
        self.requests = self.facts = 0
        self._events = store.client.meta.events if isinstance(store, DynamoDbStore) else None
        if self._events is not None:
            self._events.register("after-call.dynamodb.*", self._count)

    def close(self) -> None:
        if self._events is not None:  # the client may serve other tests of this process
            self._events.unregister("after-call.dynamodb.*", self._count)

    def _count(self, parsed, model, **_) -> None:
        if model.name in READS:
            self.requests += 1
            found = parsed.get("Items", []) + [
                i for table in parsed.get("Responses", {}).values() for i in table
            ]
            self.facts += sum(i["sk"]["S"].startswith(items.FACT_PREFIX) for i in found)


def coffee(clock) -> Fact:
    return Fact("00000000000001-coffee", "preference", "They prefer coffee.", "drink", "stated",
                clock.now)  # fmt: skip


def person_with_coffee_among_fillers(store, clock, fillers: int = 30) -> int:
    """The coffee fact, then newer fillers sharing no word with it; the summary version."""
    version = save_facts(store, clock, [coffee(clock)], None)
    return save_facts(store, clock, filler_facts(clock, fillers, start=100), version)


def live(store, subject: str) -> list[Fact]:
    return [f for f in store.load(KEY).facts if f.subject == subject and f.superseded_by is None]


def fold_once(memory: Memory, model, message: str, *drafts: FactDraft) -> None:
    memory.remember(AGENT, ANA, NUMBER, "user", message)
    model.queue_compaction("s", *drafts)
    assert memory.compact(AGENT, ANA, trigger=1, keep=0)


def test_a_draft_supersedes_a_fact_reachable_only_through_its_subject(store, model, clock):
    person_with_coffee_among_fillers(store, clock)
    reads = ReadLog(store)
    memory = Memory(store=reads, model=model, clock=clock)

    tea = FactDraft("preference", "They prefer green tea.", "drink")
    fold_once(memory, model, "These days I am all about green tea, honestly.", tea)

    (_, _, known), = model.compact_calls  # fmt: skip
    assert coffee(clock).id not in {f.id for f in known}  # not a candidate of the folded text
    (now_live,) = live(store, "drink")
    assert now_live.content == "They prefer green tea."
    old = next(f for f in store.load(KEY).facts if f.id == coffee(clock).id)
    assert old.superseded_by == now_live.id
    assert store.postings(KEY, [subject_index_key("preference", "drink")])[
        subject_index_key("preference", "drink")
    ].ids == (now_live.id,)
    assert "load" not in reads.names()


def test_a_repeated_text_is_dropped_through_the_text_posting(store, model, clock):
    person_with_coffee_among_fillers(store, clock)
    before = store.load(KEY).facts
    reads = ReadLog(store)
    memory = Memory(store=reads, model=model, clock=clock)

    again = FactDraft("preference", "They prefer coffee.", "morning_ritual")
    fold_once(memory, model, "Guess my morning ritual!", again)

    assert store.load(KEY).facts == before
    assert store.postings(KEY, [text_index_key("they prefer coffee")])  # normalised text
    assert "load" not in reads.names()


def assert_compaction_reads_a_bounded_handful(store, model, clock, known: int) -> None:
    """A compaction among `known` facts that supersedes one and repeats another reads at
    most a couple of hundred items, and gets both right."""
    save_facts(store, clock, filler_facts(clock, known), None)
    reads, meter = ReadLog(store), RequestMeter(store)
    memory = Memory(store=reads, model=model, clock=clock)
    for n in range(40):
        memory.remember(AGENT, ANA, NUMBER, "user", f"my horse says hello {n}")
    n = known - 8
    repeat = f"They like the {ANIMALS[n % 8]} of their neighbour number {n}."
    model.queue_compaction(
        "s",
        FactDraft("preference", "They like the goat of their aunt.", f"neighbour_{known // 2}"),
        FactDraft("episode", repeat, "cat"),
    )

    assert memory.compact(AGENT, ANA)
    meter.close()

    assert "load" not in reads.names()
    assert reads.items() <= 250, reads.calls  # 40 messages, postings, candidate facts
    if isinstance(store, DynamoDbStore):  # what the table returned, the index's write included
        assert meter.requests <= 8 and meter.facts < known // 3, (meter.requests, meter.facts)
    (changed,) = live(store, f"neighbour_{known // 2}")
    assert changed.content == "They like the goat of their aunt."
    assert live(store, "cat") == []  # a repeat of a live fact's text, dropped
    assert store.load_turn(KEY).fact_index.count == known


def test_a_compaction_among_many_facts_reads_a_bounded_handful(store, model, clock):
    assert_compaction_reads_a_bounded_handful(store, model, clock, known=120)


def test_a_compaction_among_ten_thousand_facts_reads_a_bounded_handful(tmp_path, model, clock):
    store = SqliteStore(tmp_path / "big.db", clock=clock)
    assert_compaction_reads_a_bounded_handful(store, model, clock, known=10_000)
    store.close()


def as_layout_2(store) -> None:
    """The person's index as the code before the exact postings wrote it: lexical postings
    only, under a head of layout 2."""
    exact_from, exact_to = fact_index.posting_sk(":"), fact_index.posting_sk(";")
    if isinstance(store, SqliteStore):
        with store._transaction() as db:
            db.execute(
                "DELETE FROM items WHERE pk = ? AND sk >= ? AND sk < ?",
                (KEY.partition, exact_from, exact_to),
            )
            head = store._get(db, KEY.partition, items.FACT_INDEX_SK)
            store._put(db, {**head, "layout": 2})
        return
    client = store._client
    for item in store._query(KEY.partition, prefix=exact_from):
        client.delete_item(TableName=store.table_name, Key=to_ddb({"pk": item["pk"],
                                                                  "sk": item["sk"]}))  # fmt: skip
    head = store._get_item(KEY.partition, items.FACT_INDEX_SK)
    client.put_item(TableName=store.table_name, Item=to_ddb({**head, "layout": 2}))


def test_an_index_of_the_previous_layout_is_read_in_full_once_then_migrated(store, model, clock):
    # GIVEN a person whose index was written before the exact postings existed
    person_with_coffee_among_fillers(store, clock)
    as_layout_2(store)
    drink = subject_index_key("preference", "drink")
    assert store.postings(KEY, [drink]) == {}
    assert not store.load_turn(KEY).fact_index.exact_keys
    reads = ReadLog(store)
    memory = Memory(store=reads, model=model, clock=clock)

    # WHEN their next compaction runs, THEN it reads every fact once and gets it right
    fold_once(memory, model, "These days I am all about green tea, honestly.",
              FactDraft("preference", "They prefer green tea.", "drink"))  # fmt: skip
    assert [name for name, _ in reads.calls].count("load") == 1
    assert [f.content for f in live(store, "drink")] == ["They prefer green tea."]

    # AND it wrote the exact postings: the next compaction finds the subject through them
    assert store.load_turn(KEY).fact_index.exact_keys
    assert store.postings(KEY, [drink])[drink].ids == (live(store, "drink")[0].id,)
    reads.calls.clear()
    clock.advance(days=1)
    fold_once(memory, model, "Now it is yerba mate all day long.",
              FactDraft("preference", "They prefer mate.", "drink"))  # fmt: skip
    assert "load" not in reads.names()
    assert [f.content for f in live(store, "drink")] == ["They prefer mate."]
    assert store.load_turn(KEY).fact_index.count == 31


@pytest.mark.parametrize("subject", ["drink", "Drink "])
def test_a_draft_subject_is_looked_up_normalised(store, model, clock, subject):
    person_with_coffee_among_fillers(store, clock, fillers=10)
    memory = Memory(store=store, model=model, clock=clock)

    fold_once(memory, model, "Switched to tea.", FactDraft("preference", "They prefer tea.",
                                                            subject))  # fmt: skip

    assert [f.content for f in live(store, "drink")] == ["They prefer tea."]


def test_a_repeat_in_other_words_is_found_through_the_drafts_own_words(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock, embedder=LocalEmbedder())
    fold_once(memory, model, "Meet my dog!",
              FactDraft("preference", "Their dog is called Pipoca.", "pet_name"))  # fmt: skip
    save_facts(store, clock, filler_facts(clock, 30, start=10**13), version=1)
    reads = ReadLog(store)
    memory.store = reads

    fold_once(memory, model, "Guess what?",
              FactDraft("preference", "They have a dog called Pipoca!", "dog"))  # fmt: skip

    _, _, known = model.compact_calls[-1]
    assert "Pipoca" not in " ".join(f.content for f in known)  # not a candidate of the fold
    assert [f.subject for f in store.load(KEY).facts].count("dog") == 0
    assert "load" not in reads.names()


def test_exact_keys_are_never_a_turns_word_keys():
    fact = coffee(FakeClock())
    words = query_keys(f"{fact.content} {fact.subject} :s:preference:drink")
    assert exact_index_keys(fact) == [subject_index_key("preference", "drink"),
                                      text_index_key("They prefer coffee.")]  # fmt: skip
    assert not set(exact_index_keys(fact)) & set(words)


def test_a_long_fold_reads_keys_from_every_message_not_its_first_ones():
    at = datetime(2026, 1, 5, tzinfo=UTC)
    fold = [Message(f"{n:020d}", "user", f"word{n} other{n}", NUMBER, at) for n in range(60)]
    assert fold_keys(fold, limit=60) == [f"word{n}" for n in range(60)]
    assert fold_keys(fold[:2], limit=60) == ["word0", "word1", "other0", "other1"]
