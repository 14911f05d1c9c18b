"""The fact index's semantic half (core/vector_index.py) on both stores: a fact that shares
no word with the question is found by its embedding, a superseded one leaves its
cluster, the clusters are chosen again when the facts double, and an index of layout 4
(no clusters: what main wrote before) is read around then rebuilt by the next run."""

from __future__ import annotations

import json
import math
import random
import sqlite3
from array import array
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal

from agent_memory import Memory
from agent_memory.aws import aws_client
from agent_memory.core import fact_index, vector_index
from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.records import Fact, Posting, VectorIndex
from agent_memory.store import items
from agent_memory.store.dynamodb_requests import to_ddb
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.test_fact_index_contract import AGENT, ANA, KEY, save_facts

NOW = datetime(2026, 1, 1, tzinfo=UTC)
SAILING = "Their grandfather taught them to sail on the Tagus."


class TopicEmbedder:
    """Each text's vector is its topic's direction (plus a little of its own): a question
    about boats lands on the sailing fact though they share no word."""

    name, dimensions, relevance_floor, duplicate_floor = "topics", 16, 0.3, 0.99

    def embed(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(t) for t in texts]

    def _vector(self, text: str) -> list[float]:
        rng = random.Random(text)
        topic = 0 if ("sail" in text or "boat" in text) else 1 + sum(map(ord, text)) % 15
        vector = [rng.gauss(0, 0.05) for _ in range(self.dimensions)]
        vector[topic] += 1.0
        return vector


class DenseEmbedder(TopicEmbedder):
    """TopicEmbedder's vectors turned so that every dimension weighs (as MiniLM's do)."""

    name = "dense-topics"

    def embed(self, texts: list[str]) -> list[list[float]]:
        turn = random.Random(3)
        basis = [[turn.gauss(0, 1) for _ in range(self.dimensions)] for _ in range(self.dimensions)]
        return [
            [sum(v * row[n] for v, row in zip(vector, basis, strict=True))
             for n in range(self.dimensions)]
            for vector in super().embed(texts)
        ]  # fmt: skip


def embedded(facts: list[Fact], embedder: TopicEmbedder | None = None) -> list[Fact]:
    embedder = embedder or TopicEmbedder()
    space = EmbeddingSpace.of(embedder)
    vectors = embedder.embed([f.content for f in facts])
    return [
        Fact(f.id, f.kind, f.content, f.subject, f.source, f.created_at,
             embedding=space.encode(v))
        for f, v in zip(facts, vectors, strict=True)
    ]  # fmt: skip


def fact(n: int, content: str, clock) -> Fact:
    return Fact(f"{n:014d}-vector", "preference", content, f"topic_{n}", "stated", clock.now)


def many_facts(clock, count: int, start: int = 1) -> list[Fact]:
    """Facts about the weather and the market, all sharing words, none about boats."""
    words = ["weather", "market", "bread", "rain", "coffee", "bus"]
    return [
        fact(start + n, f"They talked about the {words[n % 6]} number {n} with a friend.", clock)
        for n in range(count)
    ]


def test_codes_keep_a_vectors_direction():
    values = array("b", [127, -64, 3, 0, -127, 90])
    code = vector_index.encode(values)
    assert len(code) == 3  # two values a byte
    decoded = array("b", vector_index.decode(code))
    assert list(decoded) == [7, -4, 0, 0, -7, 5]
    cosine = sum(a * b for a, b in zip(values, decoded, strict=True)) / (
        math.dist(values, [0] * 6) * math.dist(decoded, [0] * 6)
    )
    assert cosine > 0.99
    assert vector_index.signs([3, -1, 0, 2, -5, 1, 1, -1, 4]) == bytes([0b10010110, 0b10000000])


def test_clusters_are_about_the_square_root_of_the_facts():
    rng = random.Random(3)
    codes = [vector_index.encode([rng.randint(-127, 127) for _ in range(16)]) for _ in range(100)]
    vectors = vector_index.cluster(b"tag!", 16, codes)
    assert len(vectors.centroids) == 12 and vectors.clustered == 100  # of 8 facts, not 10
    counts = [vector_index.cluster_count(n) for n in (16, 100, 600, 1_999, 2_000, 10_000)]
    assert counts == [4, 12, 45, 45, 45, 100]  # below 2,000 facts as many as at 2,000
    assert vectors.centroid_bits == 2  # rotated planes of 2 bits a dimension, not sign bits
    assert all(len(c) == 4 for c in vectors.centroids)
    filed = [first for first, *_ in vector_index.filed_under(vectors, codes)]
    assert len(set(filed)) > 5  # the facts spread over them
    # each code's nearest centre is the one its cosine with the stored centres says
    rows = vector_index.centroid_rows(vectors)
    assert len(rows) == 12 * 16
    code = array("b", vector_index.decode(codes[0]))
    centres = [array("b", rows[n * 16 : n * 16 + 16]) for n in range(12)]
    cosines = [
        sum(x * y for x, y in zip(code, c, strict=True)) / (math.sqrt(sum(y * y for y in c)) or 1)
        for c in centres
    ]
    assert vector_index.filed_under(vectors, codes[:1]) == [(cosines.index(max(cosines)),)]
    too_few = vector_index.cluster(b"tag!", 16, codes[:5])
    assert too_few.centroids == ()


def test_a_turn_reads_the_nearest_clusters_newest_chunks_within_a_budget(monkeypatch):
    postings = {
        vector_index.cluster_key(0): Posting(count=30, chunks=5),
        vector_index.cluster_key(1): Posting(count=90, chunks=15),
        vector_index.cluster_key(2): Posting(count=50, chunks=8),
    }
    order = [vector_index.cluster_key(n) for n in (0, 1, 2)]
    assert fact_index.CLUSTER_CHUNK_BUDGET == 84  # with the 16 lexical: one BatchGetItem
    assert fact_index.cluster_chunks(postings, order)[0] == {
        order[0]: [1, 2, 3, 4, 5],
        order[1]: list(range(1, 16)),
        order[2]: list(range(1, 9)),
    }
    monkeypatch.setattr(fact_index, "CLUSTER_CHUNK_BUDGET", 8)
    wanted, _ = fact_index.cluster_chunks(postings, order)
    assert wanted == {order[0]: [1, 2, 3, 4, 5], order[1]: [13, 14, 15]}


def test_cluster_chunks_stop_at_the_member_bytes_nearest_cluster_first(monkeypatch):
    monkeypatch.setattr(vector_index, "ROTATED_MEMBER_BYTES", 1_908)
    vectors = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 120, member_bits=2)
    assert vector_index.member_bytes(vectors) == 12  # an id's 8 and 16 dimensions at 2 bits
    sparse = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 120, member_bits=4)
    assert fact_index.tail_ids(vector_index.cluster_key(0), vectors) == 75  # 900 bytes
    postings = {
        vector_index.cluster_key(n): Posting(count=30, tail=("a",) * 3, chunks=3) for n in range(3)
    }
    order = [vector_index.cluster_key(n) for n in (2, 0, 1)]
    # 9 tail members (108 bytes), then 1,800: two chunks of 900, the nearest cluster's newest
    assert fact_index.cluster_chunks(postings, order, vectors) == ({order[0]: [2, 3]}, [])
    every = {k: [1, 2, 3] for k in order}  # a sparse space's: by count, as before
    assert fact_index.cluster_chunks(postings, order, sparse) == (every, [])


def test_a_dense_space_files_its_members_with_rotated_codes_of_fewer_bits(store, model, clock):
    # GIVEN an embedder whose vectors are dense (every dimension weighs): 4-bit codes
    # hardly deflate, so the members are filed with DENSE_BITS (2) a dimension
    sailing = fact(0, SAILING, clock)
    save_facts(store, clock, embedded([sailing, *many_facts(clock, 40)], DenseEmbedder()), None)
    vectors = store.load_turn(KEY).fact_index.vectors
    assert vectors.member_bits == 2 and 8 + 4 <= vectors.member_bytes <= 8 + 4 + 2
    tails = store.postings(KEY, [vector_index.cluster_key(n) for n in range(6)])
    codes = [c for p in tails.values() for c in p.codes.values()]
    assert codes and all(len(c) == 4 for c in codes)  # 16 dimensions at 2 bits
    # THEN the question's embedding still finds the fact that shares no word with it
    memory = Memory(store=store, model=model, clock=clock, embedder=DenseEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_a_rotated_code_keeps_the_order_of_cosines():
    rng = random.Random(5)
    vectors = VectorIndex(b"tagD", 64, (), 0, member_bits=3)
    query = [rng.gauss(0, 1) for _ in range(64)]
    near = [q + rng.gauss(0, 0.3) for q in query]
    far = [rng.gauss(0, 1) for _ in range(64)]
    probe = vector_index.query_probe(vectors, b"tagD", query)
    members = {
        name: vector_index.member_code(fact, vectors, vector_index.fact_code(fact, vectors))
        for name, v in (("near", near), ("far", far))
        for fact in [
            Fact(name, "preference", "x", "x", "stated", NOW, embedding=space_of(b"tagD", v))
        ]
    }
    assert all(len(c) == 24 for c in members.values())  # 64 dimensions at 3 bits
    assert vector_index.fetched_by_code(vectors, 600) == vector_index.SEMANTIC + 16
    assert vector_index.closest(vectors, probe, members) == ["near", "far"]


def test_a_space_longer_than_the_members_prefix_fetches_more_by_code():
    # GIVEN a dense space of the prefix's length and one longer (text-embedding-3's 1,536)
    prefix = VectorIndex(b"tagD", vector_index.CODE_DIMENSIONS, (), 0, member_bits=2)
    longer = VectorIndex(b"tagD", 1_536, (), 0, member_bits=2)
    # THEN the longer one's members, which see its first dimensions alone, give more facts
    for count in (600, 2_000, 10_000):
        shorter = vector_index.fetched_by_code(prefix, count)
        assert vector_index.fetched_by_code(longer, count) == shorter + vector_index.LONG_EXTRA
    assert vector_index.fetched_by_code(prefix, 2_000) == vector_index.SEMANTIC + 16
    # (past 2,000 facts a dense space's members rank deeper: 48 more at 10,000, not 16)
    assert vector_index.fetched_by_code(prefix, 10_000) == vector_index.semantic_limit(10_000) + 48
    # ... and reads more members' bytes, from farther clusters
    budget = vector_index.member_budget(prefix, count=2_000)
    assert budget == vector_index.ROTATED_MEMBER_BYTES
    assert (
        vector_index.member_budget(longer, count=2_000) == budget + vector_index.LONG_MEMBER_BYTES
    )


def test_a_dense_fact_carries_a_rotated_three_bit_code_that_keeps_its_direction():
    rng = random.Random(8)
    values = [rng.gauss(0, 1) for _ in range(63)]  # dense, and an odd number
    blob = space_of(b"tagD", values)
    code = vector_index.stored_code(blob)
    assert code is not None and len(code) == 4 + 1 + 3 * 64 // 8  # not 4 + 1 + 32 (4-bit)
    stands_for = vector_index.code_embedding(code)
    assert stands_for is not None and len(stands_for) == len(blob) and stands_for[:4] == b"tagD"
    kept, back = array("b", blob[4:]), array("b", stands_for[4:])
    dot = sum(a * b for a, b in zip(kept, back, strict=True))
    assert dot / math.sqrt(sum(a * a for a in kept) * sum(b * b for b in back)) > 0.95
    damaged = [code[:4] + bytes([code[4] | 0x80]) + code[5:], code[:4] + code[4:5] + code[5:-1]]
    assert [vector_index.code_embedding(c) for c in damaged] == [None, None]


def space_of(tag: bytes, values: list[float]) -> bytes:
    peak = max(map(abs, values))
    return tag + array("b", (round(v * 127 / peak) for v in values)).tobytes()


def test_an_index_without_a_member_form_is_read_then_chosen_again(store, model, clock, tmp_path):
    # GIVEN an index as layout 6 wrote it: its centroids' item records no member form
    sailing = fact(0, SAILING, clock)
    version = save_facts(store, clock, embedded([sailing, *many_facts(clock, 30)]), None)
    without_member_form(store, tmp_path)
    index = store.load_turn(KEY).fact_index
    assert index is not None and index.vectors.member_bits == 0  # in step: read as it is
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes
    # WHEN the next compaction files two more facts THEN it chooses the clusters again
    save_facts(store, clock, embedded(many_facts(clock, 2, start=300)), version)
    index = store.load_turn(KEY).fact_index
    assert index.vectors.member_bits == 4 and index.vectors.clustered == 33
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_an_index_of_three_bit_members_is_read_then_chosen_again_at_two(
    store, model, clock, monkeypatch
):
    # GIVEN a dense space's index as main at 96697d0 filed it: members at 3 bits
    monkeypatch.setattr(vector_index, "DENSE_BITS", 3)
    sailing = fact(0, SAILING, clock)
    many = embedded([sailing, *many_facts(clock, 40)], DenseEmbedder())
    version = save_facts(store, clock, many, None)
    assert store.load_turn(KEY).fact_index.vectors.member_bits == 3
    monkeypatch.setattr(vector_index, "DENSE_BITS", 2)  # this code
    memory = Memory(store=store, model=model, clock=clock, embedder=DenseEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes
    # WHEN the next compaction files two more facts THEN its members are filed at 2 bits
    save_facts(store, clock, embedded(many_facts(clock, 2, start=300), DenseEmbedder()), version)
    vectors = store.load_turn(KEY).fact_index.vectors
    assert vectors.member_bits == 2 and vectors.clustered == 43
    tails = store.postings(KEY, [vector_index.cluster_key(n) for n in range(7)])
    assert all(len(c) == 4 for p in tails.values() for c in p.codes.values())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_the_members_read_grow_by_the_facts_the_words_leave_unfetched(monkeypatch):
    monkeypatch.setattr(vector_index, "ROTATED_MEMBER_BYTES", 1_908)
    monkeypatch.setattr(vector_index, "SPARE_FACT_BYTES", 900)
    vectors = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 120, member_bits=2)
    postings = {
        vector_index.cluster_key(n): Posting(count=30, tail=("a",) * 3, chunks=3) for n in range(3)
    }
    order = [vector_index.cluster_key(n) for n in (2, 0, 1)]
    # the words may fetch 48 facts; the query's keys lead to 46 at most: 2 left, 1,800 bytes
    lexical = {"sail": Posting(count=40), "boat": Posting(count=6)}
    spare = fact_index.spare_word_facts(lexical, 48)
    assert spare == 2 and fact_index.spare_word_facts(lexical, 30) == 0
    assert vector_index.member_budget(vectors, spare) == 1_908 + 1_800
    wanted, _ = fact_index.cluster_chunks(postings, order, vectors, spare)
    assert wanted == {order[0]: [1, 2, 3], order[1]: [3]}  # 2 chunks more than with none
    assert fact_index.cluster_chunks(postings, order, vectors) == ({order[0]: [2, 3]}, [])
    monkeypatch.setattr(vector_index, "SPARSE_MEMBER_BYTES", 1_000)
    sparse = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 120, member_bits=4)
    assert vector_index.member_budget(sparse, spare) == 1_000 + 1_800  # by bytes too
    # past 2,000 live facts a 4-bit budget grows as sqrt(n): 1,000 x sqrt(5) at 10,000
    assert vector_index.member_budget(sparse, 0, 2_000) == 1_000
    assert vector_index.member_budget(sparse, 0, 10_000) == 2_236
    # ... and a rotated one's too (vector_index.ROTATED_GROWTH)
    assert vector_index.member_budget(vectors, 0, 10_000) == 4_266


def test_bytes_left_after_every_probed_clusters_chunks_read_the_next_clusters_tails(
    store, model, clock, monkeypatch
):
    # GIVEN probed clusters all read with bytes to spare (the words found nothing)
    vectors = VectorIndex(b"tag1", 16, (bytes(2),) * 6, 120, member_bits=2)
    postings = {vector_index.cluster_key(n): Posting(count=3, tail=("a",) * 3) for n in (0, 1)}
    order = [vector_index.cluster_key(n) for n in (0, 1)]
    further = [vector_index.cluster_key(n) for n in (4, 2, 3)]
    monkeypatch.setattr(vector_index, "ROTATED_MEMBER_BYTES", 72 + 2 * 900)
    monkeypatch.setattr(vector_index, "SMALL_MEMBER_BYTES", 0)  # 120 facts: no more for it
    # THEN the next nearest clusters' tails (75 members of 12 bytes at most) fill the rest
    assert fact_index.cluster_chunks(postings, order, vectors, 0, 120, further) == ({}, further[:2])
    monkeypatch.setattr(fact_index, "CLUSTER_CHUNK_BUDGET", 1)  # one BatchGetItem still
    assert fact_index.cluster_chunks(postings, order, vectors, 0, 120, further) == ({}, further[:1])
    # AND a store reads them with the chunks, in one request, as tails
    save_facts(store, clock, embedded([fact(0, SAILING, clock), *many_facts(clock, 60)]), None)
    keys = [vector_index.cluster_key(n) for n in range(8)]
    tails = store.postings(KEY, keys[:2])
    both = store.posting_chunks(KEY, tails, {}, tails=keys[2:])
    assert both == store.postings(KEY, keys) and len(both) == 8


def without_member_form(store, tmp_path) -> None:
    """The person's centroids' item as layout 6 wrote it: no `m` nor `mb`."""
    if isinstance(store, SqliteStore):
        db = sqlite3.connect(tmp_path / "memory.db")
        (body,) = db.execute(
            "SELECT body FROM items WHERE pk = ? AND sk = ?", (KEY.partition, items.VECTORS_SK)
        ).fetchone()
        stored = json.loads(body)
        stored.pop("m"), stored.pop("mb")
        db.execute(
            "UPDATE items SET body = ? WHERE pk = ? AND sk = ?",
            (json.dumps(stored), KEY.partition, items.VECTORS_SK),
        )
        db.commit()
        db.close()
        return
    aws_client("dynamodb").update_item(
        TableName=TABLE,
        Key=to_ddb({"pk": KEY.partition, "sk": items.VECTORS_SK}),
        UpdateExpression="REMOVE m, mb",
    )


def test_a_fact_sharing_no_word_with_the_question_is_found_by_its_embedding(store, model, clock):
    sailing = fact(0, SAILING, clock)  # the oldest: not among the newest facts fetched
    version = save_facts(store, clock, embedded([sailing, *many_facts(clock, 60)]), None)
    turn = store.load_turn(KEY)
    vectors = turn.fact_index.vectors
    assert vectors is not None and len(vectors.centroids) == 8  # sqrt(61)
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())

    notes = memory.build_context(AGENT, ANA, query="do I know anything about boats?").notes
    assert SAILING in notes
    # without the semantic pass, the index's candidates never held it
    lexical, _ = fact_index.turn_candidates(store, KEY, turn.fact_index, "anything about boats?")
    assert sailing.id not in {f.id for f in lexical}

    # superseded, it leaves its cluster (its code with it) and is never a candidate again
    gone = embedded([sailing])[0]
    gone = Fact(gone.id, gone.kind, gone.content, gone.subject, gone.source, gone.created_at,
                superseded_by="00000000000099-vector", embedding=gone.embedding)  # fmt: skip
    save_facts(store, clock, [gone], version)
    clusters = [vector_index.cluster_key(n) for n in range(len(vectors.centroids))]
    tails = store.postings(KEY, clusters)
    whole = store.posting_chunks(
        KEY, tails, {k: list(range(1, p.chunks + 1)) for k, p in tails.items()}
    )
    members = {i for p in whole.values() for i in p.ids}
    assert sailing.id not in members and len(members) == 60
    assert all(set(p.codes) == set(p.ids) for p in whole.values())  # each id's code beside it
    assert SAILING not in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_the_clusters_are_chosen_again_when_the_facts_double(store, clock):
    version = save_facts(store, clock, embedded(many_facts(clock, 20)), None)
    assert store.load_turn(KEY).fact_index.vectors.clustered == 20
    version = save_facts(store, clock, embedded(many_facts(clock, 10, start=100)), version)
    assert store.load_turn(KEY).fact_index.vectors.clustered == 20  # filed under the old ones
    save_facts(store, clock, embedded(many_facts(clock, 12, start=200)), version)
    index = store.load_turn(KEY).fact_index
    assert index.vectors.clustered == 42 and len(index.vectors.centroids) == 6
    tails = store.postings(KEY, [vector_index.cluster_key(n) for n in range(6)])
    assert sum(p.count for p in tails.values()) == 42


def as_layout_4(store, tmp_path) -> None:
    """Rewrite the person's index as main wrote it before clusters: a head of layout 4,
    no centroids' item, no cluster postings (the lexical postings are alike)."""
    clusters = [items.posting_sk(vector_index.cluster_key(n)) for n in range(64)]
    if isinstance(store, SqliteStore):  # the store's own file (conftest), another connection
        db = sqlite3.connect(tmp_path / "memory.db")
        (body,) = db.execute(
            "SELECT body FROM items WHERE pk = ? AND sk = ?", (KEY.partition, items.FACT_INDEX_SK)
        ).fetchone()
        db.execute(
            "UPDATE items SET body = ? WHERE pk = ? AND sk = ?",
            (
                body.replace(f'"layout": {items.FACT_INDEX_LAYOUT}', '"layout": 4'),
                KEY.partition,
                items.FACT_INDEX_SK,
            ),
        )
        db.executemany(
            "DELETE FROM items WHERE pk = ? AND sk = ?",
            [(KEY.partition, sk) for sk in [items.VECTORS_SK, *clusters]],
        )
        db.commit()
        db.close()
        return
    client = aws_client("dynamodb")
    client.update_item(
        TableName=TABLE,
        Key=to_ddb({"pk": KEY.partition, "sk": items.FACT_INDEX_SK}),
        UpdateExpression="SET layout = :four REMOVE vg",
        ExpressionAttributeValues={":four": {"N": "4"}},
    )
    for sk in [items.VECTORS_SK, *clusters]:
        client.delete_item(TableName=TABLE, Key=to_ddb({"pk": KEY.partition, "sk": sk}))


def test_an_index_of_layout_4_is_read_around_then_rebuilt_with_clusters(
    store, model, clock, tmp_path
):
    sailing = fact(0, SAILING, clock)
    version = save_facts(store, clock, embedded([sailing, *many_facts(clock, 30)]), None)
    as_layout_4(store, tmp_path)
    turn = store.load_turn(KEY)
    assert turn.fact_index is None and len(turn.facts) == 31  # every fact, until repaired
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes

    assert not memory.compact(AGENT, ANA)  # the maintenance run's: nothing to fold, repaired
    index = store.load_turn(KEY).fact_index
    assert index is not None and index.count == 31 and len(index.vectors.centroids) == 6
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes
    save_facts(store, clock, embedded(many_facts(clock, 2, start=300)), version)
    assert store.load_turn(KEY).fact_index.count == 33  # and the next compaction goes on


def test_facts_rewritten_by_the_embedding_sweep_do_not_count_as_growth(store, clock):
    facts = embedded(many_facts(clock, 20))
    version = save_facts(store, clock, facts, None)
    assert store.load_turn(KEY).fact_index.vectors.generation == version
    save_facts(store, clock, facts, version)  # every fact re-embedded: none new
    index = store.load_turn(KEY).fact_index
    assert index.count == 20 and index.vectors.generation == version  # not re-clustered


def test_stored_codes_and_centroids_of_another_size_are_passed_over_not_a_failed_turn():
    # a code or a centroid whose length is not the space's (a damaged or hand-edited item)
    # made the int8 distance's memoryview cast raise: the turn failed and was parked
    tag, dimensions = b"tag1", 16
    whole = items.vectors_from_item(
        {"d": dimensions, "space": tag, "c": b"\xff\x00" * 2 + b"\x0f", "n": 2, "g": 1}
    )
    assert whole.centroids == (b"\xff\x00", b"\xff\x00")
    odd = items.vectors_from_item({"d": dimensions, "n": 2, "g": 1, "m": 9, "mb": -5})
    assert (odd.member_bits, odd.member_bytes) == (0, 0)  # unknown: re-clustered, estimated
    for m, mb in (("abc", "x"), (b"\x03", Decimal("Infinity")), (Decimal("NaN"), [1])):
        damaged = items.vectors_from_item({"d": dimensions, "n": 2, "g": 1, "m": m, "mb": mb})
        assert (damaged.member_bits, damaged.member_bytes) == (0, 0)
    probe = vector_index.query_probe(whole, tag, [1.0] * dimensions)
    assert probe is not None
    good = vector_index.encode([7] * dimensions)
    members = {"good": good, "short": good[:3], "long": good + b"\x88"}
    assert vector_index.closest(whole, probe, members) == ["good"]


def test_a_fact_item_carries_a_code_that_keeps_its_embeddings_direction():
    space = EmbeddingSpace.of(TopicEmbedder())
    blob = space.encode(TopicEmbedder().embed([SAILING])[0])
    code = vector_index.stored_code(blob)
    assert code is not None and len(code) <= 4 + 1 + 8  # the tag, its form, two dimensions a byte
    stands_for = vector_index.code_embedding(code)
    assert space.holds(stands_for) and stands_for != blob
    ((_, similarity),) = space.similarities([stands_for], TopicEmbedder().embed([SAILING])[0])
    assert similarity > 0.98
    odd = vector_index.code_embedding(vector_index.stored_code(blob[:-1]))
    assert odd is not None and len(odd) == len(blob) - 1  # an odd number of dimensions
    assert vector_index.stored_code(blob[:4] + bytes(16)) is None  # no direction
    sparse = blob[:4] + bytes([90]) + bytes(15)  # mostly zeros, as the local embedder's
    assert len(vector_index.stored_code(sparse)) < len(code)  # kept as raw deflate
    assert vector_index.code_embedding(vector_index.stored_code(sparse))[4:8] == bytes([7, 0, 0, 0])
    damaged = [code[:4] + b"\x07" + code[5:], code[:4] + b"\x01\xff\xff", code[:5]]
    assert [vector_index.code_embedding(c) for c in damaged] == [None, None, None]
    cluster = {
        "sk": items.posting_sk(vector_index.cluster_key(1)),
        "n": 1,
        "ids": b"",
        "z": b"\xff",
    }
    assert items.posting_from_item({**cluster, "ids": items.pack_ids(["a"])})[1].codes == {}


def turn_responses(store) -> list[dict]:
    """The DynamoDB responses the store's client gets from now on (none on SQLite)."""
    seen: list[dict] = []
    if not isinstance(store, SqliteStore):
        store.client.meta.events.register(
            "after-call.dynamodb.BatchGetItem", lambda parsed, **_: seen.append(parsed)
        )
    return seen


def test_a_turn_fetches_each_facts_code_not_its_embedding(store, model, clock):
    save_facts(store, clock, embedded([fact(0, SAILING, clock), *many_facts(clock, 30)]), None)
    stored = {f.id: f for f in store.load(KEY).facts}
    seen = turn_responses(store)

    fetched = store.facts(KEY, list(stored), vector="code")

    assert len(fetched) == 31
    for found in fetched:
        code = vector_index.stored_code(stored[found.id].embedding)
        assert found.embedding == vector_index.code_embedding(code)
        assert found.content == stored[found.id].content
    on_the_wire = [i for page in seen for i in page["Responses"][TABLE]]
    assert all("embedding" not in i and "pk" not in i for i in on_the_wire)
    assert store.facts(KEY, list(stored))[0].embedding == stored[fetched[0].id].embedding
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_a_turn_ranks_a_fact_whose_member_it_read_by_it_and_fetches_no_code_for_it(
    store, model, clock, monkeypatch
):
    # GIVEN a sparse space (the member is the fact's very code), a turn reading one cluster
    monkeypatch.setattr(vector_index, "PROBE", 1)
    monkeypatch.setattr(vector_index, "MAX_PROBE", 1)
    monkeypatch.setattr(vector_index, "SPARSE_MEMBER_BYTES", 1)  # its tail alone
    monkeypatch.setattr(vector_index, "SMALL_MEMBER_BYTES", 0)
    monkeypatch.setattr(vector_index, "SPARE_FACT_BYTES", 0)
    save_facts(store, clock, embedded([fact(0, SAILING, clock), *many_facts(clock, 60)]), None)
    stored = {f.id: f for f in store.load(KEY).facts}
    index = store.load_turn(KEY).fact_index
    assert vector_index.member_bits(index.vectors) == 4
    asked: list[tuple[str, int]] = []
    facts = store.facts

    def recorded(key, ids, **options):
        asked.append((options.get("vector", "embedding"), len(ids)))
        return facts(key, ids, **options)

    monkeypatch.setattr(store, "facts", recorded)
    seen = turn_responses(store)
    query = "anything about boats, or the bread?"
    probe = vector_index.query_probe(index.vectors, EmbeddingSpace.of(TopicEmbedder()).tag,
                                     TopicEmbedder().embed([query])[0])  # fmt: skip

    found, _ = fact_index.turn_candidates(store, KEY, index, query, probe)

    # THEN the members' facts came without a code, the others with theirs, and every one
    # carries the embedding its stored code stands for: ranked as before
    assert [vector for vector, _ in asked] == ["code", "none"] and asked[1][1] >= 4
    for each in found:
        code = vector_index.stored_code(stored[each.id].embedding)
        assert each.embedding == vector_index.code_embedding(code)
    on_the_wire = [i for page in seen for i in page["Responses"][TABLE] if items.FACT_KIND in i]
    assert sum(items.CODE_ATTRIBUTE not in i for i in on_the_wire) == (
        asked[1][1] if on_the_wire else 0  # (SQLite: nothing on a wire)
    )
    assert SAILING in {f.content for f in found}


def test_a_dense_members_code_never_stands_for_its_facts_in_ranking():
    # 2 bits, not the fact's 3: ranked by them, MiniLM's gold facts in the notes 95.5 -> 93.2 %
    dense = VectorIndex(b"tag!", 16, (), 40, member_bits=2)
    sparse = replace(dense, member_bits=4)
    code = vector_index.encode([3, -2] * 8)
    assert vector_index.member_embedding(dense, bytes(4)) is None
    assert vector_index.member_embedding(sparse, code) == b"tag!" + vector_index.decode(code)
    assert vector_index.member_embedding(sparse, code[:-1]) is None  # damaged: its code fetched


def test_a_turn_with_no_query_fetches_the_newest_facts_without_vectors(
    store, model, clock, monkeypatch
):
    save_facts(store, clock, embedded([fact(0, SAILING, clock), *many_facts(clock, 30)]), None)
    seen = turn_responses(store)
    calls: list[str] = []
    facts = store.facts

    def recorded(key, ids, **options):
        calls.append(options.get("vector", "embedding"))
        return facts(key, ids, **options)

    monkeypatch.setattr(store, "facts", recorded)

    context = Memory(store=store, model=model, clock=clock).build_context(AGENT, ANA)

    assert calls == ["none"] and "number 29 with a friend" in context.notes
    on_the_wire = [i for page in seen for i in page["Responses"][TABLE]]
    assert all("embedding" not in i for i in on_the_wire)


def as_layout_5(store, tmp_path) -> None:
    """Rewrite the person's items as main wrote them before facts carried their code: a
    head of layout 5, fact items without a code."""
    if isinstance(store, SqliteStore):
        db = sqlite3.connect(tmp_path / "memory.db")
        rows = db.execute(
            "SELECT sk, body FROM items WHERE pk = ? AND (sk LIKE 'FACT#%' OR sk = ?)",
            (KEY.partition, items.FACT_INDEX_SK),
        ).fetchall()
        for sk, body in rows:
            attributes = json.loads(body)
            attributes.pop(items.CODE_ATTRIBUTE, None)
            attributes["layout"] = 5 if sk == items.FACT_INDEX_SK else attributes.get("layout")
            attributes = {k: v for k, v in attributes.items() if v is not None}
            db.execute(
                "UPDATE items SET body = ? WHERE pk = ? AND sk = ?",
                (json.dumps(attributes), KEY.partition, sk),
            )
        db.commit()
        db.close()
        return
    client = aws_client("dynamodb")
    for found in store.load(KEY).facts:
        client.update_item(
            TableName=TABLE,
            Key=to_ddb({"pk": KEY.partition, "sk": items.FACT_PREFIX + found.id}),
            UpdateExpression=f"REMOVE {items.CODE_ATTRIBUTE}",  # the code of today's form
        )
    client.update_item(
        TableName=TABLE,
        Key=to_ddb({"pk": KEY.partition, "sk": items.FACT_INDEX_SK}),
        UpdateExpression="SET layout = :five",
        ExpressionAttributeValues={":five": {"N": "5"}},
    )


def test_facts_of_layout_5_are_read_around_then_given_their_codes_by_the_next_run(
    store, model, clock, tmp_path
):
    save_facts(store, clock, embedded([fact(0, SAILING, clock), *many_facts(clock, 30)]), None)
    as_layout_5(store, tmp_path)
    ids = [f.id for f in store.load(KEY).facts]
    assert all(f.embedding is None for f in store.facts(KEY, ids, vector="code"))
    turn = store.load_turn(KEY)
    assert turn.fact_index is None and len(turn.facts) == 31  # every fact, until repaired
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes

    assert not memory.compact(AGENT, ANA)  # the maintenance run's: nothing to fold, repaired

    assert store.load_turn(KEY).fact_index is not None
    whole = {f.id: f.embedding for f in store.load(KEY).facts}
    for found in store.facts(KEY, ids, vector="code"):
        code = vector_index.stored_code(whole[found.id])
        assert found.embedding is not None and found.embedding == vector_index.code_embedding(code)
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_a_turn_reads_more_clusters_when_they_are_small_and_dense_ones_by_bytes(monkeypatch):
    monkeypatch.setattr(vector_index, "ROTATED_MEMBER_BYTES", 10_000)
    monkeypatch.setattr(vector_index, "SPARSE_MEMBER_BYTES", 5_760)  # 360 members of 16 bytes
    monkeypatch.setattr(vector_index, "SMALL_MEMBER_BYTES", 0)  # below (the next test)
    centroid = bytes(2)  # 16 dimensions: two bytes of sign bits
    few = VectorIndex(b"tag1", 16, (centroid,) * 80, 2_000, member_bits=4)
    many = VectorIndex(b"tag1", 16, (centroid,) * 100, 10_000, member_bits=4)
    small = VectorIndex(b"tag1", 16, (centroid,) * 80, 2_000, member_bits=3, member_bytes=40)
    large = VectorIndex(b"tag1", 16, (centroid,) * 80, 2_000, member_bits=3, member_bytes=100)
    assert vector_index.probes(few, 2_000) == 14  # 360 members of 16 bytes, ~25 a cluster
    assert vector_index.probes(many, 10_000) == 8  # the budget x sqrt(5): 805 members, 100 each
    assert vector_index.probes(few, 0) == vector_index.MAX_PROBE
    assert vector_index.probes(small, 2_000) == 10  # 1,000 bytes a cluster of 25 members
    assert vector_index.probes(large, 2_000) == vector_index.PROBE  # 2,500: 4, at least 5
    # a small memory's top 10 spreads over more clusters: 5 x 2,000 / n tails at least
    assert vector_index.probes(large, 1_000) == 10
    assert vector_index.probes(large, 600) == vector_index.MAX_PROBE
    limits = [vector_index.semantic_limit(n) for n in (0, 600, 2_000, 10_000)]
    assert limits == [16, 16, 16, 36]


def test_a_small_sparse_memory_reads_more_member_bytes_from_more_clusters_tapering_to_none(
    monkeypatch,
):
    monkeypatch.setattr(vector_index, "SPARSE_MEMBER_BYTES", 10_000)
    monkeypatch.setattr(vector_index, "ROTATED_MEMBER_BYTES", 10_000)
    monkeypatch.setattr(vector_index, "SMALL_MEMBER_BYTES", 8_000)
    monkeypatch.setattr(vector_index, "SMALL_MAX_PROBE", 40)
    vectors = VectorIndex(b"tag1", 16, (bytes(2),) * 60, 600, member_bits=4, member_bytes=100)
    dense = VectorIndex(b"tag1", 16, (bytes(2),) * 60, 600, member_bits=2, member_bytes=100)
    assert vector_index.member_budget(dense, 0, 600) == 10_000  # a dense turn is fuller
    # GIVEN 600 live facts: 8,000 x (1 - 600 / 2,000) bytes more, none from 2,000 on
    assert vector_index.member_budget(vectors, 0, 600) == 10_000 + 5_600
    assert vector_index.member_budget(vectors, 0, 1_000) == 10_000 + 4_000
    assert vector_index.member_budget(vectors, 0, 2_000) == 10_000
    assert vector_index.member_budget(vectors, 0, 10_000) == 22_361  # sqrt(5) x, as before
    assert vector_index.member_budget(vectors, 0, 0) == 10_000  # a count unknown: none
    # THEN the bytes buy tails past MAX_PROBE (10 members a cluster): 156 members, 15
    # tails, fewer than the 16 a small memory reads anyway; 240 members, 24 tails
    assert vector_index.probes(vectors, 600) == vector_index.MAX_PROBE
    monkeypatch.setattr(vector_index, "SMALL_MEMBER_BYTES", 20_000)
    assert vector_index.probes(vectors, 600) == 24 > vector_index.MAX_PROBE
    monkeypatch.setattr(vector_index, "SMALL_MEMBER_BYTES", 90_000)
    assert vector_index.probes(vectors, 600) == 40  # SMALL_MAX_PROBE at most
    assert vector_index.probes(vectors, 2_000) == vector_index.PROBE  # as before at 2,000


def test_every_attribute_a_fact_item_holds_is_read_back_by_the_projections(clock):
    # DynamoDB reads of facts name their attributes: one a write adds and a read leaves
    # out would be lost silently on DynamoDB alone
    whole = Fact("00000000000001-whole", "episode", "They sailed.", "sailing", "inferred",
                 clock.now, expires_at=clock.now, superseded_by="00000000000002-next",
                 embedding=embedded([fact(1, SAILING, clock)], DenseEmbedder())[0].embedding,
                 superseded_at=clock.now)  # fmt: skip
    written = set(items.fact_item(KEY, whole)) - {"pk"}
    # and what items written before their short names hold (read as they are), and the
    # code's name of before form 3
    before = {"kind", "content", "subject", "source", "created_at"}
    old_code = {items.OLD_CODE_ATTRIBUTE}
    codes = {items.CODE_ATTRIBUTE, items.SIGNS_ATTRIBUTE}  # a dense code's signs apart
    assert codes <= written and written - codes | before == set(items.FACT_ATTRIBUTES)
    by_vector = items.FACT_ATTRIBUTES_BY_VECTOR
    assert written - {"embedding"} | before | old_code == set(by_vector["code"])
    assert written - {"embedding", *codes} | before == set(by_vector["none"])
    without_signs = written - {"embedding", items.SIGNS_ATTRIBUTE} | before | old_code
    assert without_signs == set(items.CODE_WITHOUT_SIGNS)


def sign_bit_centres(real_cluster):
    """`vector_index.cluster` as main at 7eccfbe stored its centres: sign bits, no form."""

    def cluster(space, dimensions, codes, sparse=False):
        chosen = real_cluster(space, dimensions, codes, sparse)
        size = vector_index.code_dimensions(dimensions)
        rows = vector_index.centroid_rows(chosen)
        signs = tuple(
            vector_index.signs(array("b", rows[at : at + size])) for at in range(0, len(rows), size)
        )
        return VectorIndex(space, dimensions, signs, chosen.clustered)

    return cluster


def test_an_index_of_sign_bit_centres_is_read_then_chosen_again(store, model, clock, monkeypatch):
    # GIVEN an index as main at 7eccfbe wrote it: sign-bit centres, each fact in one cluster
    monkeypatch.setattr(vector_index, "cluster", sign_bit_centres(vector_index.cluster))
    sailing = fact(0, SAILING, clock)
    version = save_facts(store, clock, embedded([sailing, *many_facts(clock, 30)]), None)
    monkeypatch.undo()  # this code
    index = store.load_turn(KEY).fact_index
    assert index is not None and index.vectors.centroid_bits == 1  # in step: read as it is
    assert all(len(c) == 2 for c in index.vectors.centroids)
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes
    # WHEN the next compaction files two more facts THEN it chooses the centres again
    save_facts(store, clock, embedded(many_facts(clock, 2, start=300)), version)
    index = store.load_turn(KEY).fact_index
    assert index.vectors.centroid_bits == 2 and index.vectors.clustered == 33
    assert all(len(c) == 4 for c in index.vectors.centroids)
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes


def test_a_fact_is_filed_under_its_two_nearest_clusters_and_leaves_both(
    store, model, clock, monkeypatch
):
    # GIVEN centres chosen over SPILL_AT facts or more: each fact is filed twice
    monkeypatch.setattr(vector_index, "SPILL_AT", 20)
    sailing = fact(0, SAILING, clock)
    version = save_facts(store, clock, embedded([sailing, *many_facts(clock, 40)]), None)
    vectors = store.load_turn(KEY).fact_index.vectors
    assert vector_index.spilled(vectors) == 2
    clusters = [vector_index.cluster_key(n) for n in range(len(vectors.centroids))]

    def members() -> list[str]:
        tails = store.postings(KEY, clusters)
        whole = store.posting_chunks(
            KEY, tails, {k: list(range(1, p.chunks + 1)) for k, p in tails.items()}
        )
        assert all(set(p.codes) == set(p.ids) for p in whole.values())
        assert sum(p.count for p in whole.values()) == sum(len(p.ids) for p in whole.values())
        return [i for p in whole.values() for i in p.ids]

    filed = members()
    assert len(filed) == 2 * 41 and filed.count(sailing.id) == 2
    memory = Memory(store=store, model=model, clock=clock, embedder=TopicEmbedder())
    assert SAILING in memory.build_context(AGENT, ANA, query="anything about boats?").notes
    # WHEN it is superseded THEN it leaves both clusters
    gone = replace(embedded([sailing])[0], superseded_by="00000000000099-vector")
    save_facts(store, clock, [gone], version)
    assert sailing.id not in members() and len(members()) == 2 * 40
    # fewer facts than SPILL_AT when the centres were chosen: once
    monkeypatch.setattr(vector_index, "SPILL_AT", 1_000)
    assert vector_index.spilled(vectors) == 1


def test_the_centres_form_is_stored_and_an_unknown_one_reads_as_sign_bits():
    chosen = VectorIndex(b"tag1", 16, (bytes(4),) * 3, 120, 7, 2, 40, centroid_bits=2)
    item = items.vectors_item(KEY, chosen, 7)
    assert item["cb"] == 2 and items.vectors_from_item(item) == chosen
    old = items.vectors_item(KEY, replace(chosen, centroids=(bytes(2),) * 3, centroid_bits=1), 7)
    assert "cb" not in old and items.vectors_from_item(old).centroid_bits == 1
    later = items.vectors_from_item({**old, "cb": 7})
    assert later.centroid_bits == 1 and vector_index.needs_clustering(later, 120)
    assert not vector_index.needs_clustering(chosen, 120)


def test_a_recorded_member_size_below_what_a_member_can_take_is_read_as_that_floor():
    # a damaged META#FACTS#VEC item recording 1-byte members would read 17x the members
    centroid = bytes(vector_index.centroid_bytes(384))
    for bits in (2, 3, 4):
        recorded = VectorIndex(b"tag1", 384, (centroid,) * 45, 2_000, member_bits=bits,
                               member_bytes=1)  # fmt: skip
        share = 4 if bits == 4 else 2
        assert vector_index.member_bytes(recorded) == 8 + vector_index.code_bytes(recorded) // share
        measured = replace(recorded, member_bytes=150)
        assert vector_index.member_bytes(measured) == 150


def test_a_sparse_space_takes_more_clusters_past_two_thousand_facts(monkeypatch):
    # (docs/decisions/candidate-budget.md: local at 10,000 facts 90.7 -> 96.7 %)
    monkeypatch.setattr(vector_index, "SPARSE_CLUSTER_GROWTH", 1.0)
    assert vector_index.cluster_count(10_000, sparse=True) == 100
    monkeypatch.setattr(vector_index, "SPARSE_CLUSTER_GROWTH", 2.0)
    sizes = (2_000, 2_020, 8_000, 10_000)
    assert [vector_index.cluster_count(n, sparse=True) for n in sizes] == [45, 45, 179, 200]
    assert [vector_index.cluster_count(n) for n in sizes] == [45, 45, 89, 100]  # dense: as before


def test_rotated_members_grow_as_the_square_root_past_two_thousand_facts(monkeypatch):
    dense = VectorIndex(b"tag!", 16, (), 0, member_bits=2)
    monkeypatch.setattr(vector_index, "ROTATED_GROWTH", False)
    assert vector_index.member_budget(dense, count=10_000) == vector_index.ROTATED_MEMBER_BYTES
    monkeypatch.setattr(vector_index, "ROTATED_GROWTH", True)
    assert vector_index.member_budget(dense, count=2_000) == vector_index.ROTATED_MEMBER_BYTES
    assert vector_index.member_budget(dense, count=10_000) == 38_925
