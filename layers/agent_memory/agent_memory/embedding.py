"""Fact embeddings: compact storage (float16 bytes) and cosine similarity.

A stored vector starts with a 4-byte tag of the embedder that made it (name and
dimensions). Vectors from another embedder (after a change of EMBEDDING_MODEL)
decode as None, so they are never compared across spaces: such facts are
recalled lexically until a compaction embeds them again.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from agent_memory.model.port import Embedder

_TAG_BYTES = 4
_DTYPE = np.dtype("<f2")


@dataclass(frozen=True)
class EmbeddingSpace:
    """The vectors of one embedder: how to store them and whether a stored one belongs."""

    name: str
    dimensions: int

    @classmethod
    def of(cls, embedder: Embedder) -> EmbeddingSpace:
        """The space the embedder's vectors live in."""
        return cls(name=embedder.name, dimensions=embedder.dimensions)

    @cached_property
    def tag(self) -> bytes:
        """Four bytes naming this space at the start of every stored vector."""
        return zlib.crc32(f"{self.name}/{self.dimensions}".encode()).to_bytes(_TAG_BYTES, "big")

    def encode(self, vector: Sequence[float]) -> bytes:
        """The stored form: tag + unit-length float16 values (2 bytes a dimension)."""
        values = np.asarray(vector, dtype=np.float32)
        if values.shape != (self.dimensions,):
            raise ValueError(
                f"embedder {self.name} returned {values.size} dimensions, "
                f"expected {self.dimensions}"
            )
        return self.tag + unit(values).astype(_DTYPE).tobytes()

    def holds(self, blob: bytes | None) -> bool:
        """True when `blob` is a vector of this space."""
        return (
            blob is not None
            and len(blob) == _TAG_BYTES + 2 * self.dimensions
            and blob[:_TAG_BYTES] == self.tag
        )

    def decode(self, blob: bytes | None) -> np.ndarray | None:
        """The vector stored in `blob`, or None when absent or from another space."""
        if not self.holds(blob):
            return None
        return np.frombuffer(blob, dtype=_DTYPE, offset=_TAG_BYTES).astype(np.float32)

    def matrix(self, blobs: Sequence[bytes | None]) -> tuple[list[int], np.ndarray]:
        """The decodable vectors as rows of one matrix, with the positions they came from."""
        rows = [i for i, blob in enumerate(blobs) if self.holds(blob)]
        if not rows:
            return [], np.zeros((0, self.dimensions), dtype=np.float32)
        joined = b"".join(blobs[i][_TAG_BYTES:] for i in rows)  # type: ignore[index]
        values = np.frombuffer(joined, dtype=_DTYPE).reshape(len(rows), self.dimensions)
        return rows, values.astype(np.float32)


def unit(vector: np.ndarray) -> np.ndarray:
    """`vector` scaled to length 1 (a zero vector stays zero)."""
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm > 0 else vector


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of two vectors."""
    return float(np.dot(unit(a), unit(b)))


def embed_for_storage(embedder: Embedder, texts: list[str]) -> list[bytes]:
    """The stored form of each text's embedding, in one call to the embedder."""
    if not texts:
        return []
    vectors = embedder.embed(texts)
    if len(vectors) != len(texts):
        raise ValueError(
            f"embedder {embedder.name} returned {len(vectors)} vectors for {len(texts)}"
        )
    space = EmbeddingSpace.of(embedder)
    return [space.encode(vector) for vector in vectors]
