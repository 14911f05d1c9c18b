"""The embedding sweep on both stores: every live fact ends up in the embedder's space, a
bounded page per compaction, and the sweep stops reading once it is done."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from agent_memory import Memory
from agent_memory.core import fact_index
from agent_memory.core import memory as memory_module
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.core.fact_index import RECENT_CANDIDATES, subject_index_key, text_index_key
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import (
    EmbeddingSweep,
    Fact,
    FactDraft,
    FactIndex,
    FactPage,
    Posting,
    Summary,
)
from agent_memory.errors import TransientError
from agent_memory.model import word_vectors
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.store import items
from agent_memory.store.dynamodb import DynamoDbStore
from benchmarks.ngram_embedder import NgramsV2
from tests.test_compaction_read_contract import RequestMeter, fold_once
from tests.test_damaged_items import damage_items, without
from tests.test_fact_index_contract import AGENT, ANA, KEY, NUMBER, filler_facts, save_facts

LIMIT = 5  # facts swept per compaction here (100 in production): 12 facts take 3 pages
FORMER, CURRENT = LocalEmbedder(dimensions=64), LocalEmbedder(dimensions=128)


@pytest.fixture(autouse=True)
def small_pages(monkeypatch):
    monkeypatch.setattr(memory_module, "EMBEDDING_BACKFILL_LIMIT", LIMIT)


class FactReads:
    """Wraps a store: the fact items each of its reads handed the core."""

    def __init__(self, store) -> None:
        self.store, self.fact_items, self.pages = store, 0, 0

    def __getattr__(self, name):
        return getattr(self.store, name)

    def facts(self, key, fact_ids, *, consistent=False):
        found = self.store.facts(key, fact_ids, consistent=consistent)
        self.fact_items += len(found)
        return found

    def facts_after(self, key, after, limit):
        found = self.store.facts_after(key, after, limit)
        self.fact_items, self.pages = self.fact_items + len(found.facts), self.pages + 1
        return found

    def load(self, key):
        raise AssertionError("a compaction never reads every fact")


class FlakyEmbedder:
    """The current embedder, down while `down` is set."""

    def __init__(self) -> None:
        self.down = False
        self.name, self.dimensions = CURRENT.name, CURRENT.dimensions
        self.duplicate_floor, self.relevance_floor = CURRENT.duplicate_floor, None

    def embed(self, texts: list[str]) -> list[list[float]]:
        if self.down:
            raise TransientError("embedder down; retry")
        return CURRENT.embed(texts)


def embedded_in(embedder, facts: list[Fact]) -> list[Fact]:
    vectors = embed_for_storage(embedder, [f.content for f in facts])
    return [replace(f, embedding=v) for f, v in zip(facts, vectors, strict=True)]


def head(store) -> EmbeddingSweep | None:
    return store.load_turn(KEY).embedding_sweep


def in_current_space(store) -> list[bool]:
    space = EmbeddingSpace.of(CURRENT)
    return [space.holds(f.embedding) for f in store.load(KEY).facts if f.superseded_by is None]


def compact_reading(store, memory: Memory, model, message: str, *drafts) -> FactReads:
    """One compaction through a `FactReads` wrapper, checked on DynamoDB against every
    FACT# item the table's responses held."""
    reads, meter = FactReads(store), RequestMeter(store)
    memory.store = reads
    try:
        fold_once(memory, model, message, *drafts)
    finally:
        memory.store = store
        meter.close()
    if isinstance(store, DynamoDbStore):  # and the cursor's own item: a key range is inclusive
        assert meter.facts <= reads.fact_items + reads.pages, (meter.facts, reads.fact_items)
    return reads


def test_facts_after_reads_a_page_in_id_order_and_nothing_else(store, clock):
    facts = filler_facts(clock, 7)
    facts[2] = replace(facts[2], superseded_by=facts[3].id)  # history is read too
    facts[4] = replace(facts[4], expires_at=clock.now + timedelta(days=1))
    save_facts(store, clock, facts, None)
    bruno = conversation_key(AGENT, "+5511911112222")
    store.save_compaction(bruno, Summary("s", "0", None, 1), None, filler_facts(clock, 3, 1))
    ids = [f.id for f in facts]

    first = store.facts_after(KEY, None, 3)
    second = store.facts_after(KEY, first.next_after, 3)
    last = store.facts_after(KEY, second.next_after, 3)

    assert [f.id for f in first.facts + second.facts + last.facts] == ids  # no posting, head
    assert (first.next_after, second.next_after) == (ids[2], ids[5])
    assert len(last.facts) == 1 and last.next_after is None
    assert store.facts_after(KEY, ids[-1], 3) == FactPage([], None)
    assert first.facts[2].superseded_by == facts[3].id
    clock.advance(days=2)  # expired, not yet removed by the TTL: the core tells, by its date
    assert [f.id for f in store.facts_after(KEY, ids[2], 3).facts] == ids[3:6]


def test_a_page_shortened_by_damaged_facts_still_says_where_the_next_one_starts(store, clock):
    facts = filler_facts(clock, 7)
    save_facts(store, clock, facts, None)
    ids = [f.id for f in facts]
    for damaged in ids[1:3]:  # the first page's last two, unreadable: skipped, not the end
        damage_items(store, KEY.partition, items.FACT_PREFIX + damaged, without(items.FACT_CONTENT))

    first = store.facts_after(KEY, None, 3)
    second = store.facts_after(KEY, first.next_after, 3)

    assert ([f.id for f in first.facts], first.next_after) == ([ids[0]], ids[2])
    assert [f.id for f in second.facts] == ids[3:6]


@pytest.mark.unit
def test_a_reembedded_fact_reads_only_its_text_posting_and_changes_no_posting(clock):
    facts = filler_facts(clock, 40)  # more keys than one read takes
    assert len(fact_index.keys_of(facts)) > fact_index.ONE_READ_KEYS
    built = fact_index.updated_index(FactIndex(), {}, facts)
    postings = built.tails
    asked: list[set[str]] = []

    def read_postings(keys, whole) -> dict[str, Posting]:
        asked.append(set(keys))
        return {k: postings[k] for k in keys if k in postings}

    history = replace(filler_facts(clock, 41)[40], superseded_by=facts[0].id)  # never filed
    rewritten = [replace(f, embedding=b"new") for f in facts] + [history]
    change = fact_index.index_update(built.head, read_postings, list, rewritten, clock.now)

    assert asked[0] == {text_index_key(f.content) for f in facts}
    assert asked[1] == fact_index.keys_of([history]) - asked[0]
    assert change.tails == {} and change.chunks == {}  # no posting changed
    assert change.head == built.head


def test_every_fact_of_another_space_is_reembedded_a_page_at_a_time(store, model, clock):
    # GIVEN 12 facts embedded by a former embedder (another model or dimensions)
    save_facts(store, clock, embedded_in(FORMER, filler_facts(clock, 12)), None)
    memory = Memory(store=store, model=model, clock=clock, embedder=CURRENT)
    assert not any(in_current_space(store))

    # WHEN compactions run, THEN each reads one page of facts more than it would (the
    # newest facts it reads anyway, as candidates for the fold)
    pages = []
    for n in range(3):
        reads = compact_reading(store, memory, model, f"hello there, round {n}")
        assert reads.pages == 1 and reads.fact_items <= LIMIT + RECENT_CANDIDATES
        pages.append(sum(in_current_space(store)))
    assert pages == [5, 10, 12]
    tag = EmbeddingSpace.of(CURRENT).tag.hex()
    assert head(store) == EmbeddingSweep(tag)  # done: the space alone, no cursor

    # AND the sweep is over: the next compaction reads no page
    reads = compact_reading(store, memory, model, "hello again")
    assert reads.pages == 0 and reads.fact_items <= RECENT_CANDIDATES
    assert store.load_turn(KEY).fact_index.count == 12


def test_a_damaged_fact_in_a_page_never_ends_the_sweep_early(store, model, clock):
    # GIVEN 12 facts of a former space, the first page's second one unreadable
    facts = embedded_in(FORMER, filler_facts(clock, 12))
    save_facts(store, clock, facts, None)
    damage_items(store, KEY.partition, items.FACT_PREFIX + facts[1].id, without(items.FACT_CONTENT))
    memory = Memory(store=store, model=model, clock=clock, embedder=CURRENT)

    # WHEN three compactions run, THEN the page of 4 readable facts is not taken for the
    # last: the 11 readable facts are all embedded again, and only then is the sweep over
    for n in range(3):
        compact_reading(store, memory, model, f"hello there, round {n}")
    assert sum(in_current_space(store)) == 11
    assert head(store) == EmbeddingSweep(EmbeddingSpace.of(CURRENT).tag.hex())


def test_a_fact_written_while_the_embedder_was_down_is_embedded_later(store, model, clock):
    embedder = FlakyEmbedder()
    memory = Memory(store=store, model=model, clock=clock, embedder=embedder)
    fold_once(memory, model, "I have a dog", FactDraft("profile", "They have a dog.", "pet"))
    assert head(store) == EmbeddingSweep(EmbeddingSpace.of(CURRENT).tag.hex())

    embedder.down = True
    clock.advance(minutes=5)
    fold_once(memory, model, "I live in Recife", FactDraft("profile", "They live in Recife.",
                                                           "city"))  # fmt: skip
    assert in_current_space(store) == [True, False] and head(store) is None

    embedder.down = False
    clock.advance(minutes=5)
    reads = compact_reading(store, memory, model, "good morning")  # recalls neither fact
    assert reads.pages == 1
    assert in_current_space(store) == [True, True]
    assert head(store) == EmbeddingSweep(EmbeddingSpace.of(CURRENT).tag.hex())


def test_a_head_without_the_record_sweeps_once_then_stops_reading(store, model, clock):
    # GIVEN facts already in the current space, under a head written before the record
    save_facts(store, clock, embedded_in(CURRENT, filler_facts(clock, 12)), None)
    assert head(store) is None
    memory = Memory(store=store, model=model, clock=clock, embedder=CURRENT)
    before = store.load(KEY).facts

    read = [compact_reading(store, memory, model, f"hi {n}").pages for n in range(4)]

    assert read == [1, 1, 1, 0]
    assert store.load(KEY).facts == before  # nothing needed embedding: nothing rewritten
    assert head(store) == EmbeddingSweep(EmbeddingSpace.of(CURRENT).tag.hex())


def test_without_an_embedder_nothing_is_swept(store, model, clock):
    save_facts(store, clock, embedded_in(FORMER, filler_facts(clock, 12)), None)
    memory = Memory(store=store, model=model, clock=clock)

    reads = compact_reading(store, memory, model, "hello")

    assert reads.pages == 0 and head(store) is None


def test_the_sweep_never_brings_a_superseded_fact_back(store, model, clock):
    # GIVEN facts of a former space, one of them already superseded, another one about to be
    fillers = embedded_in(FORMER, filler_facts(clock, 12))
    fillers[1] = replace(fillers[1], superseded_by=fillers[2].id)
    save_facts(store, clock, fillers, None)
    memory = Memory(store=store, model=model, clock=clock, embedder=CURRENT)
    subject = fillers[3].subject

    # WHEN the first page is swept by a compaction that supersedes a fact of that page
    clock.advance(minutes=5)
    newer = FactDraft(
        "preference", "They now dislike that neighbour.", subject, updates=fillers[3].content
    )
    compact_reading(store, memory, model, "news about my neighbour", newer)
    for n in range(2):
        compact_reading(store, memory, model, f"hello {n}")

    # THEN both stay history, in their former space, out of the index
    stored = {f.id: f for f in store.load(KEY).facts}
    for old in (fillers[1], fillers[3]):
        assert stored[old.id].superseded_by is not None
        assert stored[old.id].embedding == old.embedding
    postings = store.postings(KEY, fact_index.fact_keys(fillers[3]))
    assert all(fillers[3].id not in p.ids for p in postings.values())
    assert all(fillers[1].id not in p.ids for p in postings.values())
    key = subject_index_key("preference", subject)
    (newer,) = store.postings(KEY, [key])[key].ids
    assert stored[newer].content == "They now dislike that neighbour."
    assert all(in_current_space(store))
    assert store.load_turn(KEY).fact_index.count == 11 == len(in_current_space(store))


def test_a_pending_erasure_is_not_swept(store, model, clock):
    save_facts(store, clock, embedded_in(FORMER, filler_facts(clock, 12)), None)
    memory = Memory(store=store, model=model, clock=clock, embedder=CURRENT)
    memory.request_erasure(AGENT, ANA)
    clock.advance(minutes=1)
    memory.remember(AGENT, ANA, NUMBER, "user", "hello after the request")

    reads = FactReads(store)
    memory.store = reads
    model.queue_compaction("s")
    memory.compact(AGENT, ANA, trigger=1, keep=0)

    assert reads.pages == 0
    assert not any(in_current_space(store))


def test_vectors_of_the_v2_local_embedder_are_reembedded_by_the_sweep(store, model, clock):
    # GIVEN facts as today's stores hold them: embedded by local-ngram-v2 (n-grams alone)
    v2, v3 = NgramsV2(), LocalEmbedder()
    save_facts(store, clock, embedded_in(v2, filler_facts(clock, 12)), None)
    # a new name is a new space even at the same length: the tag is the name's and length's
    same_length = LocalEmbedder(dimensions=v2.dimensions - word_vectors.DIMENSIONS)
    assert same_length.dimensions == v2.dimensions
    assert not EmbeddingSpace.of(same_length).holds(store.load(KEY).facts[0].embedding)
    memory = Memory(store=store, model=model, clock=clock, embedder=v3)

    # WHEN compactions run, THEN the sweep re-embeds every fact into v3's space
    for n in range(3):
        fold_once(memory, model, f"hello there, round {n}")
    space = EmbeddingSpace.of(v3)
    facts = store.load(KEY).facts
    assert all(space.holds(f.embedding) for f in facts)
    assert head(store) == EmbeddingSweep(space.tag.hex())
    # AND recall ranks by the new vectors: a fact's own text is its nearest
    vector = v3.embed([facts[7].content])[0]
    nearest = max(space.similarities([f.embedding for f in facts], vector), key=lambda s: s[1])
    assert nearest[0] == 7
