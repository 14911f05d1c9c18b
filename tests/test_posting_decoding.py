"""The turn's fast path over posting ids gives exactly what the plain one gave: the same
ids from a packed blob, the same candidates in the same order (weights summed alike)."""

from __future__ import annotations

import math
import random

from agent_memory.core.fact_index import candidate_ids
from agent_memory.core.records import FactIndex, Posting
from agent_memory.store import items


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
