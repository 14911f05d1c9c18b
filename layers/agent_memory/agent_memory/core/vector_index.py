"""The semantic half of the fact index: each live fact filed under the cluster of its embedding.

Words alone lose the facts a question's embedding finds (a paraphrase shares no key
with its fact) and, at thousands of facts, cannot separate the hundreds that share the
question's common words (docs/decisions/fact-index.md). An IVF-style index does, at a
read that grows with the square root of the facts: k-means over the live facts'
embeddings gives about sqrt(n) centroids, kept in one item read with the turn; each
fact is filed under its nearest centroid's key (`:v:<n>`, a posting like any other)
with a compact code of its embedding beside its id. A turn compares the query with
the centroids, reads the members of the nearest clusters (`probes`), and fetches the
`semantic_limit` whose codes are closest, which recall then scores by the vector each
fact item's own code (`stored_code`: every dimension at 4 bits) stands for.

A code is 4 bits a dimension (the int8 vector scaled to +-7, two a byte) of the first
CODE_DIMENSIONS dimensions, a centroid one bit (its sign): cosine on them orders facts
close to the int8 vectors' (2-bit and ternary codes measured worse; measured,
benchmarks/bench_candidates.py, bench_talk.py); a longer embedding (text-embedding-3's
1,536) is cut to its first 384, the Matryoshka prefix such models are trained to keep
meaningful. Centroids stay as they were chosen while facts come and go; when the live
facts have doubled since, the next compaction rebuilds the index and re-clusters.
"""

from __future__ import annotations

import math
import zlib
from array import array
from collections.abc import Mapping, Sequence
from itertools import islice

import simsimd

from agent_memory.core.records import Fact, VectorIndex

CLUSTER_KEY_PREFIX = ":v:"  # ':' never occurs in a lexical key: no query reads it by words
CODE_DIMENSIONS = 384
MAX_CLUSTERS = 256  # the centroids' item stays far under DynamoDB's 400 KB
MIN_CLUSTERED = 16  # fewer facts with embeddings: nothing to cluster yet
KMEANS_ROUNDS = 4
# Clusters a turn reads: at least PROBE, more while their members (the live facts spread
# evenly over the clusters) stay within PROBED_MEMBERS; their chunks within
# fact_index.CLUSTER_CHUNK_BUDGET. Module values read at each turn (bench_candidates sets them).
PROBE = 5
PROBED_MEMBERS = 360
MAX_PROBE = 16
# facts fetched for their codes' closeness to the query: SEMANTIC up to SEMANTIC_AT live
# facts, then as the square root of their number (36 at 10,000: the probed clusters' top 10
# members no longer fit 16; bench_candidates.py, MiniLM at 10,000: 33 -> 41 % with 32)
SEMANTIC = 16
SEMANTIC_AT = 2_000
_TAG = 4  # bytes of a stored embedding's space tag (core/embedding.py)
_DEFLATED, _ODD = 1, 2  # a stored code's form (bits of the byte after its tag)
_DEFLATE_WINDOW = -15  # raw deflate: no zlib header nor checksum on each small code
_MAX_CODE_BYTES = 4096  # a stored code's: 8,192 dimensions, more than any embedder's
_LEVEL = 7  # a code's values run -7..7
_HIGH = bytes(((b >> 4) - 8) & 0xFF for b in range(256))
_LOW = bytes(((b & 0x0F) - 8) & 0xFF for b in range(256))
_SIGNS = [bytes(1 if b & (128 >> n) else 255 for n in range(8)) for b in range(256)]


def code_dimensions(dimensions: int) -> int:
    """How many of a space's dimensions a code keeps (padded to whole bytes of signs)."""
    kept = min(dimensions, CODE_DIMENSIONS)
    return kept + -kept % 8


def centroid_bytes(dimensions: int) -> int:
    """A centroid's size: one sign bit a kept dimension."""
    return code_dimensions(dimensions) // 8


def signs(values: Sequence[int]) -> bytes:
    """A centroid's stored form: the sign of each value, eight a byte."""
    padded = list(values) + [0] * (-len(values) % 8)
    return bytes(
        sum(128 >> n for n in range(8) if padded[at + n] > 0) for at in range(0, len(padded), 8)
    )


def unsigned(packed: bytes) -> bytes:
    """Sign bits as int8 values +-1, for the int8 cosine."""
    return b"".join(map(_SIGNS.__getitem__, packed))


def encode(values: Sequence[int]) -> bytes:
    """The 4-bit code of an int8 (or any integer) vector: scaled so its peak is 7."""
    peak = max(map(abs, values), default=0)
    scaled = [round(v * _LEVEL / peak) + 8 if peak else 8 for v in values]
    if len(scaled) % 2:
        scaled.append(8)
    return bytes(h << 4 | low for h, low in zip(scaled[0::2], scaled[1::2], strict=True))


def decode(codes: bytes) -> bytes:
    """4-bit codes (one or many, concatenated) as int8 bytes, two per code byte."""
    out = bytearray(2 * len(codes))
    out[0::2] = codes.translate(_HIGH)
    out[1::2] = codes.translate(_LOW)
    return bytes(out)


def fact_code(fact: Fact, vectors: VectorIndex) -> bytes | None:
    """The code of a fact's embedding, or None when it has none in the clustered space."""
    blob = fact.embedding
    if blob is None or len(blob) != _TAG + vectors.dimensions or blob[:_TAG] != vectors.space:
        return None
    kept = array("b", blob[_TAG : _TAG + min(vectors.dimensions, CODE_DIMENSIONS)])
    kept.extend([0] * (code_dimensions(vectors.dimensions) - len(kept)))
    return encode(kept) if any(kept) else None


def stored_code(embedding: bytes | None) -> bytes | None:
    """The code a fact item carries beside its embedding: the space tag, a form byte,
    then every dimension at 4 bits (`encode`), as raw deflate when that is shorter (the
    local embedder's: ~75 bytes, not 260; docs/decisions/vector-index.md). A turn
    fetches it, not the int8 vector. None for no vector or a zero one."""
    if embedding is None or len(embedding) <= _TAG:
        return None
    values = array("b", embedding[_TAG:])
    if not any(values):
        return None
    nibbles = encode(values)  # an odd count is padded with a zero, dropped on decoding
    deflated = deflate(nibbles)
    form = (_DEFLATED if len(deflated) < len(nibbles) else 0) | (_ODD if len(values) % 2 else 0)
    return bytes(embedding[:_TAG]) + bytes([form]) + (deflated if form & _DEFLATED else nibbles)


def code_embedding(code: bytes | None) -> bytes | None:
    """The embedding a stored code stands for, in its space's stored form (tag, int8
    values of -7..7): what a turn ranks its candidates by. Never to be written back.
    None for a code that does not decode (a damaged item: the fact is ranked by words)."""
    if code is None or len(code) <= _TAG + 1 or code[_TAG] & ~(_DEFLATED | _ODD):
        return None
    form, payload = code[_TAG], bytes(code[_TAG + 1 :])
    values = inflate(payload, _MAX_CODE_BYTES) if form & _DEFLATED else payload
    if not values:
        return None
    decoded = decode(values)
    return bytes(code[:_TAG]) + (decoded[:-1] if form & _ODD else decoded)


def deflate(codes: bytes) -> bytes:
    """Codes as raw deflate (no header nor checksum: each is small), as stored."""
    packer = zlib.compressobj(9, zlib.DEFLATED, _DEFLATE_WINDOW)
    return packer.compress(codes) + packer.flush()


def inflate(stored: bytes, limit: int) -> bytes | None:
    """What `deflate` stored, `limit` bytes at most whatever the item says (None: it does
    not inflate, a damaged item)."""
    try:
        return zlib.decompressobj(_DEFLATE_WINDOW).decompress(stored, limit)
    except zlib.error:
        return None


def cluster_key(number: int) -> str:
    """The posting key of one cluster's members."""
    return f"{CLUSTER_KEY_PREFIX}{number}"


def is_cluster_key(index_key: str) -> bool:
    return index_key.startswith(CLUSTER_KEY_PREFIX)


def code_bytes(vectors: VectorIndex) -> int:
    return code_dimensions(vectors.dimensions) // 2


def _distances(rows: bytes, count: int, against: bytes, dimensions: int) -> list[list[float]]:
    """Cosine distances (int8) of `count` rows with each of the vectors `against`."""
    others = len(against) // dimensions
    found = simsimd.cdist(
        memoryview(rows).cast("b", [count, dimensions]),
        memoryview(against).cast("b", [others, dimensions]),
        metric="cosine",
        dtype="int8",
    )
    return memoryview(found).tolist()


def nearest(vectors: VectorIndex, codes: Sequence[bytes]) -> list[int]:
    """The number of the nearest cluster of each code."""
    if not vectors.centroids or not codes:
        return [0] * len(codes)
    dimensions = code_dimensions(vectors.dimensions)
    centroids = unsigned(b"".join(vectors.centroids))
    rows = _distances(decode(b"".join(codes)), len(codes), centroids, dimensions)
    return [min(range(len(row)), key=row.__getitem__) for row in rows]


def cluster(space: bytes, dimensions: int, codes: Sequence[bytes]) -> VectorIndex:
    """Spherical k-means over the codes with binary centroids (the sign of their members'
    sum): about sqrt(n) of them, seeded with evenly spaced codes (deterministic),
    KMEANS_ROUNDS rounds."""
    count = len(codes)
    clusters = min(MAX_CLUSTERS, max(1, round(math.sqrt(count))))
    if count < MIN_CLUSTERED:
        return VectorIndex(space, dimensions, (), count)
    vectors = [array("b", decode(c)) for c in codes]
    centroids = [signs(vectors[i * count // clusters]) for i in range(clusters)]
    for _ in range(KMEANS_ROUNDS):
        index = VectorIndex(space, dimensions, tuple(centroids), count)
        members: list[list[array]] = [[] for _ in centroids]
        for vector, number in zip(vectors, nearest(index, codes), strict=True):
            members[number].append(vector)
        centroids = [
            signs([sum(column) for column in zip(*group, strict=True)]) if group else old
            for group, old in zip(members, centroids, strict=True)
        ]
    return VectorIndex(space, dimensions, tuple(centroids), count)


def build(live: Sequence[Fact]) -> VectorIndex:
    """The clusters of the live facts' embeddings in their most common space (none when
    no fact has one: the count is kept, so only a doubling tries again)."""
    spaces: dict[tuple[bytes, int], int] = {}
    for fact in live:
        if fact.embedding is not None and len(fact.embedding) > _TAG:
            shape = (bytes(fact.embedding[:_TAG]), len(fact.embedding) - _TAG)
            spaces[shape] = spaces.get(shape, 0) + 1
    if not spaces:
        return VectorIndex(b"", 0, (), len(live))
    space, dimensions = max(spaces, key=lambda s: (spaces[s], s))
    probe = VectorIndex(space, dimensions, (), 0)
    codes = [c for c in (fact_code(f, probe) for f in live) if c is not None]
    return cluster(space, dimensions, codes)


def needs_clustering(vectors: VectorIndex | None, count: int) -> bool:
    """True when the live facts have doubled since the clusters were chosen (None: an index
    without a vector half, as in a test's head; the stores always keep one)."""
    if vectors is None:
        return False
    return count >= 2 * max(vectors.clustered, MIN_CLUSTERED // 2) and count >= MIN_CLUSTERED


def query_probe(vectors: VectorIndex, space_tag: bytes, query: Sequence[float]) -> bytes | None:
    """The query's kept dimensions as int8 in the clustered space (None: another space,
    or no direction)."""
    if space_tag != vectors.space or len(query) != vectors.dimensions:
        return None
    if not all(map(math.isfinite, query)):
        return None
    kept = list(islice(query, CODE_DIMENSIONS))
    peak = max(map(abs, kept), default=0.0)
    if peak == 0:
        return None
    kept.extend([0.0] * (code_dimensions(vectors.dimensions) - len(kept)))
    return array("b", (round(v * 127 / peak) for v in kept)).tobytes()


def probes(vectors: VectorIndex, count: int) -> int:
    """How many clusters a turn reads with `count` live facts: PROBE, more at a few hundred
    facts (where the members of PROBE clusters are a few dozen)."""
    spread = max(1, count) / max(1, len(vectors.centroids))
    return max(PROBE, min(MAX_PROBE, int(PROBED_MEMBERS / spread)))


def semantic_limit(count: int) -> int:
    """How many probed members a turn fetches for their codes with `count` live facts."""
    return max(SEMANTIC, round(SEMANTIC * math.sqrt(max(0, count) / SEMANTIC_AT)))


def probed(vectors: VectorIndex, probe: bytes, clusters: int = PROBE) -> list[str]:
    """The keys of the `clusters` clusters nearest the query (`query_probe`)."""
    if not vectors.centroids:
        return []
    dimensions = code_dimensions(vectors.dimensions)
    row = _distances(probe, 1, unsigned(b"".join(vectors.centroids)), dimensions)[0]
    order = sorted(range(len(row)), key=lambda n: (row[n], n))
    return [cluster_key(n) for n in order[:clusters]]


def closest(
    vectors: VectorIndex, probe: bytes, members: Mapping[str, bytes], limit: int = SEMANTIC
) -> list[str]:
    """The `limit` members whose codes are closest to the query (`query_probe`); a code of
    another length than the space's (a damaged item) is passed over."""
    size = code_bytes(vectors)
    ids = sorted(i for i, code in members.items() if len(code) == size)
    if not ids or limit <= 0:
        return []
    dimensions = code_dimensions(vectors.dimensions)
    rows = _distances(decode(b"".join(members[i] for i in ids)), len(ids), probe, dimensions)
    ranked = sorted(zip((r[0] for r in rows), ids, strict=True))
    return [fact_id for _, fact_id in ranked[:limit]]
