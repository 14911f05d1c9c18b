"""A dense fact's code stored with its top plane (its signs) apart: a turn that read the
fact's member holds that plane and fetches the rest alone, ranking exactly as before
(core/vector_index.py `split_code`, store/items.py `SIGNS_ATTRIBUTE`), on both stores;
codes stored whole (before it) are read as they are."""

from __future__ import annotations

import binascii
import json
import math
import random
import sqlite3
from array import array

from agent_memory.aws import aws_client
from agent_memory.core import fact_index, vector_index
from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.records import Fact, VectorIndex
from agent_memory.store import items
from agent_memory.store.dynamodb_requests import to_ddb
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.test_fact_index_contract import KEY, save_facts
from tests.test_vector_index import (
    NOW,
    SAILING,
    DenseEmbedder,
    embedded,
    fact,
    many_facts,
    space_of,
    turn_responses,
)

QUERY = "anything about boats, or the bread?"


def dense_fact(tag: bytes, dimensions: int, seed: int) -> Fact:
    rng = random.Random(seed)
    blob = space_of(tag, [rng.gauss(0, 1) for _ in range(dimensions)])
    return Fact(f"{seed:014d}-dense", "preference", "x", "x", "stated", NOW, embedding=blob)


def test_a_dense_codes_top_plane_is_its_members_and_joins_back_whole():
    for dimensions, member_bits in ((16, 2), (384, 2), (64, 3)):
        vectors = VectorIndex(b"tagD", dimensions, (), 0, member_bits=member_bits)
        for seed in range(5):
            dense = dense_fact(b"tagD", dimensions, seed)
            code = vector_index.stored_code(dense.embedding)
            rest, top = vector_index.split_code(code)
            member = vector_index.member_code(
                dense, vectors, vector_index.fact_code(dense, vectors)
            )
            assert vector_index.member_signs(vectors, member) == top  # the very plane
            assert len(rest) + len(top) == len(code) + 2  # and a check of it
            assert vector_index.joined_code(rest, top) == code
            assert vector_index.code_embedding(rest) is None  # never ranked without them
            flipped = bytes([top[0] ^ 1]) + top[1:]
            assert vector_index.joined_code(rest, flipped) is None
            assert vector_index.joined_code(rest, None) is None
            assert vector_index.joined_code(code, None) == code  # stored whole: as it is
    sparse = VectorIndex(b"tagS", 16, (), 0, member_bits=4)
    assert vector_index.member_signs(sparse, bytes(8)) is None
    assert (
        vector_index.split_code(vector_index.stored_code(b"tagS" + bytes([9] + [0] * 15))) is None
    )
    assert vector_index.member_signs(VectorIndex(b"tagD", 16, (), 0, member_bits=2), b"x") is None


def recorded_facts(store, monkeypatch) -> list[tuple[str, int, bool]]:
    """The store's fact reads from now on: (vector, how many, with held signs)."""
    asked: list[tuple[str, int, bool]] = []
    facts = store.facts

    def recorded(key, ids, **options):
        asked.append((options.get("vector", "embedding"), len(ids), bool(options.get("signs"))))
        return facts(key, ids, **options)

    monkeypatch.setattr(store, "facts", recorded)
    return asked


def dense_turn(store, clock) -> tuple[list[Fact], dict[str, bytes]]:
    """The facts a turn fetches for QUERY over 61 dense facts, and every fact's embedding."""
    wholes = {f.id: f.embedding for f in store.load(KEY).facts}
    index = store.load_turn(KEY).fact_index
    assert vector_index.member_bits(index.vectors) == 2
    space = EmbeddingSpace.of(DenseEmbedder()).tag
    probe = vector_index.query_probe(index.vectors, space, DenseEmbedder().embed([QUERY])[0])
    found, _ = fact_index.turn_candidates(store, KEY, index, QUERY, probe)
    return found, wholes


def ranked_as_before(found: list[Fact], wholes: dict[str, bytes]) -> bool:
    """Every fact carries the embedding its whole code stands for, as a turn ranked it."""
    return all(
        f.embedding == vector_index.code_embedding(vector_index.stored_code(wholes[f.id]))
        for f in found
    )


def save_dense(store, clock) -> None:
    facts = [fact(0, SAILING, clock), *many_facts(clock, 60)]
    save_facts(store, clock, embedded(facts, DenseEmbedder()), None)


def test_a_turn_fetches_a_dense_facts_code_without_the_signs_its_member_holds(
    store, clock, monkeypatch
):
    # GIVEN dense facts, their codes stored with the signs apart
    save_dense(store, clock)
    asked = recorded_facts(store, monkeypatch)
    seen = turn_responses(store)

    found, wholes = dense_turn(store, clock)

    # THEN the facts whose members the turn read came without their codes' signs, and
    # every fact is ranked by the embedding its whole code stands for: as before
    signed = [n for vector, n, signs in asked if signs and vector == "code"]
    assert len(signed) == 1 and signed[0] >= 4
    assert ranked_as_before(found, wholes) and SAILING in {f.content for f in found}
    on_the_wire = [i for page in seen for i in page["Responses"][TABLE] if items.FACT_KIND in i]
    if on_the_wire:  # DynamoDB (SQLite: nothing on a wire)
        assert sum(items.SIGNS_ATTRIBUTE not in i for i in on_the_wire) == signed[0]
        assert all(items.CODE_ATTRIBUTE in i for i in on_the_wire)


def test_a_member_whose_signs_are_not_its_facts_code_has_the_fact_fetched_with_its_code(
    store, clock, monkeypatch
):
    # GIVEN members whose signs are no longer their facts' codes' (a fact re-embedded
    # after it was filed)
    save_dense(store, clock)
    real = vector_index.member_signs

    def stale(vectors, member):
        top = real(vectors, member)
        return None if top is None else bytes(b ^ 0xFF for b in top)

    monkeypatch.setattr(vector_index, "member_signs", stale)
    asked = recorded_facts(store, monkeypatch)

    found, wholes = dense_turn(store, clock)

    # THEN those facts are fetched again with their whole codes (DynamoDB; SQLite's rows
    # hold their own signs), never ranked by a code with another's signs
    assert ranked_as_before(found, wholes) and SAILING in {f.content for f in found}
    signed = [(vector, n, False) for vector, n, signs in asked if signs]
    assert len(signed) == 1
    assert asked[-1] == (
        ("code", signed[0][1], True) if isinstance(store, SqliteStore) else signed[0]
    )


def with_whole_codes(store, tmp_path) -> None:
    """Rewrite the person's fact items as main at 3643a0b wrote them: a dense code whole
    in `code`, no `cs`."""
    if isinstance(store, SqliteStore):
        db = sqlite3.connect(tmp_path / "memory.db")
        rows = db.execute(
            "SELECT sk, body FROM items WHERE pk = ? AND sk LIKE 'FACT#%'", (KEY.partition,)
        ).fetchall()
        for sk, body in rows:
            attributes = json.loads(body)
            rest, top = (_blob(attributes.pop(a)) for a in (items.CODE_ATTRIBUTE, "cs"))
            whole = binascii.b2a_base64(vector_index.joined_code(rest, top), newline=False)
            attributes[items.OLD_CODE_ATTRIBUTE] = {"__bytes__": whole.decode()}
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
            UpdateExpression="SET code = :whole REMOVE q, cs",
            ExpressionAttributeValues={":whole": {"B": vector_index.stored_code(found.embedding)}},
        )


def _blob(stored: dict) -> bytes:
    return binascii.a2b_base64(stored["__bytes__"])


def test_dense_codes_stored_whole_before_are_read_as_they_are(store, clock, tmp_path, monkeypatch):
    # GIVEN dense facts whose codes were stored whole, as before the signs went apart
    save_dense(store, clock)
    with_whole_codes(store, tmp_path)
    wholes = {f.id: f.embedding for f in store.load(KEY).facts}
    assert all(
        f.embedding == vector_index.code_embedding(vector_index.stored_code(wholes[f.id]))
        for f in store.facts(KEY, list(wholes), vector="code")
    )
    asked = recorded_facts(store, monkeypatch)

    found, wholes = dense_turn(store, clock)

    # THEN a turn holding their members' signs reads each code whole, ranked as before,
    # and fetches none again
    assert ranked_as_before(found, wholes) and SAILING in {f.content for f in found}
    assert [signs for vector, _, signs in asked if vector == "code"] in ([True], [False, True])


LONG = vector_index.CODE_DIMENSIONS + 100  # longer than the members' prefix


class LongEmbedder:
    """DenseEmbedder's directions over the members' prefix, then a rest of each text's own
    and a dimension shared by all (squeezed MiniLM's, text-embedding-3's longer shape)."""

    name, dimensions = "long-topics", LONG
    relevance_floor, duplicate_floor = DenseEmbedder.relevance_floor, DenseEmbedder.duplicate_floor

    def embed(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text, vector in zip(texts, DenseEmbedder().embed(texts), strict=True):
            rng = random.Random(f"rest of {text}")
            prefix = (vector * (vector_index.CODE_DIMENSIONS // len(vector) + 1))[
                : vector_index.CODE_DIMENSIONS
            ]
            rest = [rng.gauss(0, 0.1) for _ in range(LONG - len(prefix) - 1)]
            out.append([*prefix, 2.0, *rest])
        return out


def long_fact(seed: int) -> Fact:
    vector = LongEmbedder().embed([f"text {seed}"])[0]
    return Fact(f"{seed:014d}-long", "preference", "x", "x", "stated", NOW,
                embedding=space_of(b"tagL", vector))  # fmt: skip


def cosine(a: bytes, b: bytes) -> float:
    x, y = array("b", a[4:]), array("b", b[4:])
    dot = sum(p * q for p, q in zip(x, y, strict=True))
    return dot / math.sqrt(sum(p * p for p in x) * sum(q * q for q in y))


def test_a_long_spaces_code_keeps_its_prefix_rotated_and_its_rest_shorter():
    vectors = VectorIndex(b"tagL", LONG, (), 0, member_bits=2)
    for seed in range(3):
        long = long_fact(seed)
        code = vector_index.stored_code(long.embedding)
        # every dimension at 4 bits would take LONG / 2 bytes
        assert len(code) < LONG // 2
        stands_for = vector_index.code_embedding(code)
        assert len(stands_for) == len(long.embedding) and cosine(stands_for, long.embedding) > 0.9
        # its prefix's signs are its member's top plane: a turn that read it holds them
        rest, top = vector_index.split_code(code)
        member = vector_index.member_code(long, vectors, vector_index.fact_code(long, vectors))
        assert vector_index.member_signs(vectors, member) == top
        assert vector_index.joined_code(rest, top) == code
        assert vector_index.code_embedding(rest) is None
        assert vector_index.joined_code(rest, top[:-1]) is None
        damaged = [code[:-1], code[:4] + bytes([code[4] | 2]) + code[5:], code[:60]]
        assert [vector_index.code_embedding(c) for c in damaged] == [None] * 3


def long_turn(store) -> tuple[list[Fact], dict[str, bytes]]:
    """The facts a turn fetches for QUERY over the long facts, and every fact's embedding."""
    wholes = {f.id: f.embedding for f in store.load(KEY).facts}
    index = store.load_turn(KEY).fact_index
    assert index.vectors.dimensions == LONG and vector_index.member_bits(index.vectors) == 2
    space = EmbeddingSpace.of(LongEmbedder()).tag
    probe = vector_index.query_probe(index.vectors, space, LongEmbedder().embed([QUERY])[0])
    found, _ = fact_index.turn_candidates(store, KEY, index, QUERY, probe)
    return found, wholes


def test_a_long_spaces_facts_come_without_the_prefix_signs_their_members_hold(
    store, clock, monkeypatch
):
    # GIVEN facts of a space longer than the members' prefix
    facts = [fact(0, SAILING, clock), *many_facts(clock, 60)]
    save_facts(store, clock, embedded(facts, LongEmbedder()), None)
    asked = recorded_facts(store, monkeypatch)

    found, wholes = long_turn(store)

    # THEN those whose members the turn read came without their prefix's signs, each
    # ranked by what its whole code stands for, every dimension kept
    assert sum(n for vector, n, signs in asked if signs and vector == "code") >= 4
    assert ranked_as_before(found, wholes) and SAILING in {f.content for f in found}
    assert all(len(f.embedding) == 4 + LONG for f in found)


def test_a_long_spaces_facts_stored_at_4_bits_before_are_read_as_they_are(
    store, clock, monkeypatch
):
    # GIVEN long facts stored before their codes kept a rotated prefix (every dimension
    # at 4 bits), then a turn with the codes of now
    monkeypatch.setattr(vector_index, "LONG_TAIL_BITS", 0)
    facts = [fact(0, SAILING, clock), *many_facts(clock, 60)]
    save_facts(store, clock, embedded(facts, LongEmbedder()), None)
    old = {f.id: vector_index.stored_code(f.embedding) for f in store.load(KEY).facts}
    monkeypatch.setattr(vector_index, "LONG_TAIL_BITS", 1)

    found, _ = long_turn(store)

    # THEN each fact is ranked by what its 4-bit code stands for, held signs unused
    assert found and all(f.embedding == vector_index.code_embedding(old[f.id]) for f in found)
    assert all(len(f.embedding) == 4 + LONG for f in found)
