"""The turn's fast path over posting ids gives exactly what the plain one gave: the same
ids from a packed blob, the same candidates in the same order (weights summed alike);
the term weights beside a lexical key's ids make the word candidates BM25's best."""

from __future__ import annotations

import math
import random
from datetime import UTC, datetime

import pytest

from agent_memory.core import fact_index
from agent_memory.core.fact_index import candidate_ids, term_weights, updated_index, word_limit
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, FactIndex, Posting, VectorIndex
from agent_memory.store import items

KEY = conversation_key("bot", "+5511987654321")


def _ids(rng: random.Random, count: int) -> list[str]:
    ms = 1_767_600_000_000
    ids = []
    for _ in range(count):
        ms += rng.choice([0, 1, 70, 20_000, 9_000_000_000])
        ids.append(f"{ms:014d}-{rng.getrandbits(40):010x}")
    return ids


def test_packed_ids_read_back_as_written_whatever_their_form() -> None:
    rng = random.Random(3)
    ids = sorted(_ids(rng, 300))
    ids[100:100] = ["seed-import-7", "00000000000001-00000000ff", "é" * 70, ""]  # not in order
    assert items.unpack_ids(items.pack_ids(ids)) == tuple(ids)
    assert items.unpack_ids(None) == ()


def _plain_unpack(data: bytes) -> tuple[str, ...]:
    """The packed ids read one varint at a time, as the layout describes them."""
    ids, at, last = [], 0, 0
    while at < len(data):
        value, shift = 0, 0
        while True:
            byte = data[at]
            at += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        if value & 1:
            ids.append(data[at : at + (value >> 1)].decode())
            at += value >> 1
        else:
            last += value >> 1
            ids.append(f"{last:014d}-{data[at : at + 5].hex()}")
            at += 5
    return tuple(ids)


def test_packed_ids_of_every_shape_read_as_one_varint_at_a_time_would() -> None:
    rng = random.Random(8)
    for round_ in range(300):
        ms = rng.choice([0, 5, 999_999_999_999, 1_767_600_000_000, 9_999_999_999_990])
        ids = []
        for _ in range(rng.choice([1, 2, 5, 96])):
            ms += rng.choice([0, 0, 1, 63, 64, 70, 20_000, 9_000_000_000])
            ids.append(f"{ms:014d}-{rng.getrandbits(40):010x}")
        if round_ % 7 == 0:
            ids.insert(rng.randrange(len(ids) + 1), rng.choice(["seed-1", "", "é" * 70]))
        blob = items.pack_ids(ids)
        assert items.unpack_ids(blob) == _plain_unpack(blob) == tuple(ids)
        cut = blob[: rng.randrange(len(blob))]  # a damaged item: the same ids, or the same error
        try:
            expected = _plain_unpack(cut)
        except (IndexError, UnicodeDecodeError) as error:
            with pytest.raises(type(error)):
                items.unpack_ids(cut)
        else:
            assert items.unpack_ids(cut) == expected


def _plain_candidates(index: FactIndex, postings: dict[str, Posting], limit: int) -> list[str]:
    documents, weight = max(index.count, 1), {}
    for posting in postings.values():
        idf = math.log(1.0 + (documents - posting.count + 0.5) / (posting.count + 0.5))
        for fact_id in posting.ids:
            weight[fact_id] = weight.get(fact_id, 0.0) + idf
    best = sorted(weight, key=lambda i: (weight[i], i), reverse=True)[:limit]
    return list(dict.fromkeys([*best, *index.recent[-8:], *index.profile]))


def test_candidates_are_those_of_summing_every_key_weight_one_id_at_a_time() -> None:
    rng = random.Random(5)
    pool = _ids(rng, 900)
    postings = {}
    for n in range(20):
        ids = sorted(rng.sample(pool, rng.choice([1, 3, 40, 96, 400])))
        sealed = tuple((c + 1, tuple(ids[c * 96 : c * 96 + 96])) for c in range(len(ids) // 96))
        tail = tuple(ids[len(sealed) * 96 :])
        postings[f"k{n}"] = Posting(count=len(ids), tail=tail, chunks=len(sealed), sealed=sealed)
    index = FactIndex(count=900, recent=tuple(pool[-40:]), profile=tuple(pool[:3]))
    assert candidate_ids(index, postings) == _plain_candidates(index, postings, 48)


def test_term_weights_ride_beside_a_lexical_keys_ids_and_older_items_read_without_them() -> None:
    ids = ("00000000000001-00000000aa", "00000000000002-00000000bb", "seed-3")
    weights = {("bicycl", ids[0]): 0x47, ("bicycl", ids[2]): 5}
    tail = items.tail_item(KEY, "bicycl", Posting(count=3, tail=ids), {}, weights)
    chunk = items.chunk_item(KEY, "bicycl", 1, ids, {}, weights)

    for item in (tail, chunk):
        assert item[items.WEIGHTS_ATTRIBUTE] == bytes([0x47, 0, 5])
    assert items.posting_from_item(tail)[1].codes == {ids[0]: b"\x47", ids[2]: b"\x05"}
    assert items.chunk_from_item(chunk)[3] == {ids[0]: b"\x47", ids[2]: b"\x05"}
    # layout 6 wrote none; a damaged item's count differs: both read as no weights
    for stored in (None, b"\x01\x02", "\x01\x02\x03", 7):
        old = dict(tail, **{items.WEIGHTS_ATTRIBUTE: stored})
        assert items.posting_from_item(old)[1].codes == {}
    unknown = items.tail_item(KEY, "bicycl", Posting(count=3, tail=ids), {}, {})
    assert items.WEIGHTS_ATTRIBUTE not in unknown


def test_a_short_fact_repeating_the_key_outranks_longer_ones_sharing_it() -> None:
    fact = Fact("00000000000001-00000000aa", "preference", "Their bicycle is red.", "bicycle",
                "stated", datetime(2031, 1, 1, tzinfo=UTC))  # fmt: skip
    weight = term_weights(fact)["bicycl"]
    assert weight >> 6 == 2 and weight & 63 == 3  # "bicycle" twice (subject), 3 terms
    longer = [f"00000000000{n:03d}-00000000bb" for n in range(2, 60)]  # newer, 9 terms once
    ids = (fact.id, *longer)
    codes = {fact.id: bytes([weight]), **{i: bytes([1 << 6 | 9]) for i in longer}}
    postings = {"bicycl": Posting(count=len(ids), tail=ids, codes=codes)}
    index = FactIndex(count=5_000)

    assert candidate_ids(index, postings, limit=1, recent=0) == [fact.id]
    without = {"bicycl": Posting(count=len(ids), tail=ids)}  # the sum of idf: the newest
    assert candidate_ids(index, without, limit=1, recent=0) == [longer[-1]]


def test_word_candidates_grow_as_the_square_root_past_two_thousand_facts() -> None:
    assert [word_limit(n) for n in (0, 600, 2_000, 8_000, 10_000)] == [48, 48, 48, 96, 107]


def test_a_fact_filed_beside_ids_of_layout_6_weighs_itself_and_leaves_theirs_unknown() -> None:
    old = ("00000000000001-00000000aa", "00000000000002-00000000bb")  # no weights stored
    postings = {"bicycl": Posting(count=2, tail=old)}
    fact = Fact("00000000000003-00000000cc", "preference", "Their bicycle is red.", "bicycle",
                "stated", datetime(2031, 1, 1, tzinfo=UTC))  # fmt: skip

    change = updated_index(FactIndex(count=2, recent=old), postings, [fact])

    assert change.tails["bicycl"].tail == (*old, fact.id)
    assert {k: w for k, w in change.weights.items() if k[0] == "bicycl"} == {
        ("bicycl", fact.id): term_weights(fact)["bicycl"]
    }
    item = items.tail_item(KEY, "bicycl", change.tails["bicycl"], {}, change.weights)
    assert item[items.WEIGHTS_ATTRIBUTE] == bytes([0, 0, term_weights(fact)["bicycl"]])


def test_weight_bytes_without_a_length_weigh_as_the_average_and_never_divide_by_zero() -> None:
    # a damaged item (a store's bytes are not ours to trust): tf bits set, length bits 0
    ids = ("00000000000001-0123456789", "00000000000002-0123456789")
    item = items.tail_item(KEY, "milk", Posting(count=2, tail=ids), {}, {})
    item[items.WEIGHTS_ATTRIBUTE] = b"\x40\x80"
    key, posting = items.posting_from_item(item)
    assert posting.codes  # read as weights: the byte values are all valid

    found = candidate_ids(FactIndex(count=100), {key: posting}, recent=0)
    assert sorted(found) == sorted(ids)


def test_an_index_of_clusters_fetches_more_by_words_past_two_thousand_facts() -> None:
    # GIVEN the clusters of a sparse space (4-bit members) and of a dense one (2-bit)
    sparse = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 10_000, member_bits=4)
    dense = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 10_000, member_bits=2)
    # THEN up to 2,000 facts a dense index fetches 48 by words and a sparse one 52 (its
    # turn has the bytes); at 10,000 a sparse space's 160 and a dense one's 214 (its ties
    # at one BM25 score), not 107 as without clusters
    sizes = (0, 2_000, 2_020, 10_000)
    assert [word_limit(n, sparse) for n in sizes] == [52, 52, 52, 160]
    assert [word_limit(n, dense) for n in sizes] == [48, 48, 48, 214]
    assert [word_limit(n) for n in sizes] == [48, 48, 48, 107]


def test_word_candidates_may_grow_faster_past_two_thousand_facts(monkeypatch) -> None:
    monkeypatch.setattr(fact_index, "WORD_GROWTH", 0.75)
    assert [word_limit(n) for n in (0, 2_000, 2_020, 10_000)] == [48, 48, 48, 160]


def test_word_candidates_tied_at_the_cut_take_the_passed_ones_last() -> None:
    # GIVEN one rare key's fact and six facts tied on a common key (no weights: one score)
    rare = ("00000000000009-0000000009",)
    tied = tuple(f"0000000000000{n}-000000000{n}" for n in range(1, 7))
    postings = {
        "leo": Posting(count=1, tail=rare),
        "month": Posting(count=len(tied), tail=tied),
    }
    index = FactIndex(count=10_000)
    # WHEN 3 are fetched and the newest two tied ones are passed (members ranked out)
    passed = {tied[5], tied[4]}
    plain = candidate_ids(index, postings, limit=3, recent=0)
    chosen = candidate_ids(index, postings, limit=3, recent=0, passed=passed)
    # THEN the one above the cut stays first and the tied ones not passed fill the rest
    assert plain == [rare[0], tied[5], tied[4]]
    assert chosen == [rare[0], tied[3], tied[2]]
    # and a fact above the cut is kept even when passed
    assert candidate_ids(index, postings, limit=3, recent=0, passed={rare[0]})[0] == rare[0]


def test_only_a_large_dense_memory_passes_its_members_ranked_out() -> None:
    members = {"a": b"", "b": b"", "c": b""}
    dense = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 10_000, member_bits=2)
    sparse = VectorIndex(b"tag1", 16, (bytes(2),) * 3, 10_000, member_bits=4)
    # a dense space's members read and not fetched by code, past 4,000 facts only
    assert fact_index.ranked_out(dense, 10_000, members, ["a"]) == {"b", "c"}
    assert fact_index.ranked_out(dense, 2_020, members, ["a"]) == set()
    assert fact_index.ranked_out(sparse, 10_000, members, ["a"]) == set()
    long = VectorIndex(b"tag1", 1_536, (bytes(2),) * 3, 10_000, member_bits=2)
    assert fact_index.ranked_out(long, 10_000, members, ["a"]) == set()
    assert fact_index.ranked_out(None, 10_000, members, ["a"]) == set()
