"""The v2 local embedder (`local-ngram-v2`, shipped until the word vectors came): the same
hashed n-gram features alone, kept to measure the v3 embedder against and to write the
vectors today's stores hold (benchmarks/bench_offline_embedder.py, bench_ranking.py)."""

from __future__ import annotations

from agent_memory.core import recall
from agent_memory.core.lexical import words
from agent_memory.model.local_embedder import LocalEmbedder

V2_FUSION = ("normalised", 0.75)  # main's default for v2's space: the baseline ranks as main did


class NgramsV2(LocalEmbedder):
    """n-grams alone, 256 dimensions, v2's floors."""

    name = "local-ngram-v2"
    relevance_floor, duplicate_floor = 0.12, 0.9

    def __init__(self, dimensions: int = 256) -> None:
        super().__init__(dimensions)
        self.dimensions = dimensions
        recall.FUSION_BY_SPACE.setdefault(self.name, V2_FUSION)

    def embed(self, texts: list[str]) -> list[list[float]]:
        return [self._ngrams(words(text)) for text in texts]
