"""The candidate ceiling: how often the facts a turn ranks hold what ranking every fact would
put on top, at 600, 2,000 and 10,000 facts a person.

Run: `python benchmarks/bench_candidates.py` (`--sizes 600` for a short run). One
person's realistic facts (benchmarks/candidate_set.py), embedded by the local
embedder, are stored on SQLite through the store's compaction write (the index kept
as a compaction keeps it). For each of 150 questions, the top 10 of the product's
ranking over every live fact (`recall`, k=10, no profile) is compared with the
candidates a turn fetches (`fact_index.turn_candidates`): the ceiling is the share
of questions whose whole top 10 is among them. Side by side, in the same run, the
design it replaces: postings capped at their newest 40 ids and 32 candidates.
Also: how many of the top 10 share no index key with the question (only the
embedding half can find those), and the candidates fetched.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import harness  # noqa: F401  (the repository importable)

from agent_memory.core import fact_index, vector_index
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.core.memory import conversation_key
from agent_memory.core.recall import Query, RecallSettings, recall
from agent_memory.core.records import Posting, Summary
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.store.sqlite import SqliteStore
from benchmarks import neural_embedder
from benchmarks.candidate_set import person

KEY = conversation_key("bench", "+5511987654321")
NOW = datetime(2031, 1, 1, tzinfo=UTC)
TOP = RecallSettings(k=10, profile_cap=0)
CAPPED_IDS, CAPPED_CANDIDATES = 40, 32  # the design before (main at 2f0e0bc)


def stored(size: int, folder: Path, embedder: LocalEmbedder):
    """A SQLite store holding one person's `size` facts, and those facts and questions."""
    who = person(size, questions=150)
    blobs = embed_for_storage(embedder, [f.content for f in who.facts])
    facts = [replace(f, embedding=b) for f, b in zip(who.facts, blobs, strict=True)]
    store = SqliteStore(folder / f"candidates-{size}.db", clock=lambda: NOW)
    version = None
    for start in range(0, len(facts), 500):
        summary = Summary("s", f"{start:020d}", NOW, (version or 0) + 1)
        assert store.save_compaction(KEY, summary, version, facts[start : start + 500])
        version = summary.version
    return store, facts, who.questions


def capped(postings: dict[str, Posting]) -> dict[str, Posting]:
    """The postings as the capped design kept them: the newest 40 ids of each key."""
    return {
        k: Posting(count=p.count, tail=tuple(sorted(p.ids)[-CAPPED_IDS:]))
        for k, p in postings.items()
    }


def measure(size: int, folder: Path, embedder: LocalEmbedder) -> dict:
    store, facts, questions = stored(size, folder, embedder)
    space = EmbeddingSpace.of(embedder)
    index = store.load_turn(KEY).fact_index
    assert index is not None and index.count == len(facts)
    keyed: dict[str, set[str]] = {}
    for fact in facts:
        for k in fact_index.fact_keys(fact):
            keyed.setdefault(k, set()).add(fact.id)
    held = held_before = 0
    only_embedding, fetched = 0, []
    for text in questions:
        vector = embedder.embed([text])[0]
        query = Query(text, vector=vector, space=space, floor=embedder.relevance_floor)
        top = {s.fact.id for s in recall(facts, query, NOW, TOP)}
        probe = index.vectors and vector_index.query_probe(index.vectors, space.tag, vector)
        candidates, _ = fact_index.turn_candidates(store, KEY, index, text, probe or None)
        ids = {f.id for f in candidates}
        fetched.append(len(ids))
        held += top <= ids
        whole = store.postings(KEY, fact_index.query_keys(text))
        whole = store.posting_chunks(
            KEY, whole, {k: list(range(1, p.chunks + 1)) for k, p in whole.items()}
        )
        before = fact_index.candidate_ids(index, capped(whole), limit=CAPPED_CANDIDATES)
        held_before += top <= set(before)
        shared = {i for k in fact_index.query_keys(text) for i in keyed.get(k, ())}
        only_embedding += len(top - shared)
    store.close()
    return {
        "size": size,
        "ceiling": held / len(questions),
        "before": held_before / len(questions),
        "only_embedding": only_embedding / (10 * len(questions)),
        "fetched": statistics.median(fetched),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="600,2000,10000")
    parser.add_argument(
        "--embedder",
        default="local",
        choices=neural_embedder.EMBEDDERS,
        help="the bench extra's all-MiniLM-L6-v2, as is or on text-embedding-3's scale",
    )
    parser.add_argument("--probe", type=int, default=vector_index.PROBE, help="clusters read")
    parser.add_argument("--semantic", type=int, default=vector_index.SEMANTIC)
    parser.add_argument(
        "--sparse-bytes",
        type=int,
        default=vector_index.SPARSE_MEMBER_BYTES,
        help="a sparse space's (4-bit) members read, stored bytes",
    )
    parser.add_argument(
        "--words", type=int, default=fact_index.CANDIDATES, help="word candidates up to 2,000"
    )
    neural_embedder.add_member_options(parser)
    args = parser.parse_args()
    fact_index.CANDIDATES = args.words
    vector_index.PROBE, vector_index.SEMANTIC = args.probe, args.semantic
    vector_index.SPARSE_MEMBER_BYTES = args.sparse_bytes
    neural_embedder.apply_member_options(args)
    embedder = neural_embedder.chosen(args.embedder)
    if embedder is None:
        return
    print(
        f"bench_candidates ({embedder.name}, {args.probe}+ clusters probed, up to "
        f"{args.member_bytes:,} bytes of {args.member_bits}-bit dense members, {args.semantic} "
        f"fetched by code, {args.words} by words): share of questions whose full-ranking top "
        "10 is in the candidates"
    )
    with tempfile.TemporaryDirectory() as folder:
        for size in (int(s) for s in args.sizes.split(",")):
            begin = time.perf_counter()
            row = measure(size, Path(folder), embedder)
            print(
                f"  {row['size']:>6,} facts: ceiling {row['ceiling']:.1%} "
                f"(capped design before: {row['before']:.1%}); "
                f"{row['fetched']:.0f} facts fetched (median); "
                f"{row['only_embedding']:.1%} of the top 10 share no key with the question "
                f"({time.perf_counter() - begin:.0f} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
