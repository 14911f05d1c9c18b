"""The local embedder: hashed word and character n-gram features, no model, no network.

It is deterministic and weak. It knows no synonyms; what it adds to BM25 is
tolerance: typos (`hospitla`), other forms of a word (`allergic` / `allergies`,
`vegetarian` / `vegetarianism`) and English/Portuguese cognates (`Portuguese` /
`português`) share most of their character n-grams. Offline the lexical half of
recall carries the load; in production the OpenAI embedder takes this place.
"""

from __future__ import annotations

import math
import zlib

from agent_memory.core.lexical import words

# N-grams weigh more than whole words: a typo or another form of a word shares
# n-grams but not the word. Chosen on bench_ranking's tuning half (variant questions
# 0.47 -> 0.58 recall@5 at 256 dimensions; v1 had words 1.0, n-grams 0.5).
WORD_WEIGHT = 0.5
NGRAM_WEIGHT = 1.0
NGRAM_SIZES = (3, 4)


class LocalEmbedder:
    """Feature hashing into a fixed number of dimensions, L2-normalised."""

    name = "local-ngram-v2"  # a new name: v1 vectors are re-embedded by the backfill
    relevance_floor = 0.12  # ~95th percentile of question-to-unrelated-fact cosines
    duplicate_floor = 0.9

    def __init__(self, dimensions: int = 256) -> None:
        if dimensions < 8:
            raise ValueError("the local embedder needs at least 8 dimensions")
        self.dimensions = dimensions

    def embed(self, texts: list[str]) -> list[list[float]]:
        """One unit vector per text; the same text always gives the same vector."""
        return [self._vector(text) for text in texts]

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * self.dimensions
        for word in words(text):
            self._add(vector, "w:" + word, WORD_WEIGHT)
            padded = f"<{word}>"
            for size in NGRAM_SIZES:
                for start in range(len(padded) - size + 1):
                    self._add(vector, "g:" + padded[start : start + size], NGRAM_WEIGHT)
        norm = math.sqrt(sum(v * v for v in vector))
        return [v / norm for v in vector] if norm > 0 else vector

    def _add(self, vector: list[float], feature: str, weight: float) -> None:
        # crc32, not hash(): str hashes change from one process to the next.
        digest = zlib.crc32(feature.encode())
        sign = 1.0 if digest & 0x8000_0000 else -1.0
        vector[digest % self.dimensions] += sign * weight
