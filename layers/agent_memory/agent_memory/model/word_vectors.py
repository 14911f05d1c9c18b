"""GloVe word vectors for the local embedder: what a text means, beyond its letters.

`word_vectors.bin` holds the most frequent words of GloVe 6B 50d (Pennington, Socher
and Manning, 2014; the vectors are under the Open Data Commons Public Domain Dedication,
PDDL-1.0: https://nlp.stanford.edu/projects/glove/), each as 50 int8 components and one
float (its scale times its SIF weight), and the vocabulary's common direction. Written by
`benchmarks/build_word_vectors.py`. A text's meaning is the SIF-weighted mean of its known
words minus that direction (Arora et al. 2017): `sick` and `ill` come close, which no
n-gram sees. Pure Python, read once per process on first use (tens of milliseconds).
"""

from __future__ import annotations

import math
import struct
import sys
from array import array
from functools import cache
from importlib import resources
from pathlib import Path

MAGIC = b"AMWV\x01"
TABLE_FILE = "word_vectors.bin"
WORDS = 40_000  # chosen on bench_talk's tuning half (docs/decisions/offline-embedder.md)
DIMENSIONS = 50
_HEADER = struct.Struct("<IH")


class WordVectors:
    """The shipped table: a row per word, the common direction to take out of every mean."""

    def __init__(self, blob: bytes) -> None:
        if not blob.startswith(MAGIC):
            raise ValueError(f"not a word-vector table; rebuild it: {_REBUILD}")
        size, dims = _HEADER.unpack_from(blob, len(MAGIC))
        if dims != DIMENSIONS:
            raise ValueError(f"word vectors of {dims} dimensions, expected {DIMENSIONS}")
        at = len(MAGIC) + _HEADER.size
        self.common = _floats(blob[at : at + 4 * dims])
        at += 4 * dims
        self._factors = _floats(blob[at : at + 4 * size])
        at += 4 * size
        self._rows = array("b", blob[at : at + size * dims])
        vocabulary = blob[at + size * dims :].decode("utf-8").split("\n")
        if len(vocabulary) != size or len(self._rows) != size * dims:
            raise ValueError(f"a truncated word-vector table; rebuild it: {_REBUILD}")
        self._row = {word: n for n, word in enumerate(vocabulary)}

    def __len__(self) -> int:
        return len(self._row)

    def __contains__(self, word: object) -> bool:
        return word in self._row

    def meaning(self, tokens: list[str]) -> list[float]:
        """The unit SIF mean of the known tokens minus the common direction; zeros when
        none is known (the n-grams then speak alone)."""
        found = [self._row[t] for t in tokens if t in self._row]
        total = [0.0] * DIMENSIONS
        for row in found:
            factor, at = self._factors[row], row * DIMENSIONS
            vector = self._rows[at : at + DIMENSIONS]
            total = [t + factor * q for t, q in zip(total, vector, strict=True)]
        along = sum(t * c for t, c in zip(total, self.common, strict=True))
        total = [t - along * c for t, c in zip(total, self.common, strict=True)]
        norm = math.sqrt(sum(t * t for t in total))
        return [t / norm for t in total] if norm > 0 else total


_REBUILD = "python benchmarks/build_word_vectors.py"


def _floats(raw: bytes) -> array:
    values = array("f", raw)
    if sys.byteorder == "big":  # the table is little-endian
        values.byteswap()
    return values


def table_path() -> Path:
    """Where the table lives in a source checkout (the build script writes it there)."""
    return Path(__file__).with_name(TABLE_FILE)


@cache
def shipped() -> WordVectors:
    """The table packaged beside this module, read once per process."""
    return WordVectors(resources.files(__package__).joinpath(TABLE_FILE).read_bytes())
