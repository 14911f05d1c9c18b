"""The semantic half of the fact index: each live fact filed under the cluster of its embedding.

Words alone lose the facts a question's embedding finds (a paraphrase shares no key with its
fact) and, at thousands of facts, cannot separate the hundreds that share the question's
common words (docs/decisions/fact-index.md). An IVF-style index does, at a read that grows
with the square root of the facts: k-means over the live facts' embeddings gives about
sqrt(n) centroids, kept in one item read with the turn; each fact is filed under its nearest
centroids' keys (`:v:<n>`, postings like any other; two once SPILL_AT facts were clustered)
with a compact code of its embedding beside its id. A turn compares the query with the
centroids, reads the members of the nearest clusters (`probes`), and fetches the
`semantic_limit` whose codes are closest, which recall then scores by the vector each fact
item's own code (`stored_code`) stands for.

A code is 4 bits a dimension (the int8 vector scaled to +-7, two a byte) of the first
CODE_DIMENSIONS dimensions, a centroid 2 rotated bits (`CENTROID_BITS`; main at 7eccfbe
stored its signs): cosine on them orders facts close to the int8 vectors' (measured,
benchmarks/bench_candidates.py, bench_talk.py); a longer embedding (text-embedding-3's
1,536) is cut to its first 384, the Matryoshka prefix such models are trained to keep
meaningful. A dense space's 4-bit codes hardly deflate (MiniLM's: 171 bytes, the local
embedder's sparse ones 40 %), so its members (`member_bits`: 2) and fact codes (3: they
rank) keep fewer bits: the kept vector turned by a fixed rotation (a randomised DCT seeded
by the space: recomputed, never stored), each value cut into levels of its vector's RMS; the
query, rotated the same way, stays at full precision (asymmetric). A turn reads members
nearest cluster first within `member_budget` stored bytes
(docs/decisions/dense-member-codes.md).
Centroids stay as they were chosen while facts come and go; when the live facts have
doubled since (or the index predates member forms or rotated centres), the next
compaction re-clusters (docs/decisions/candidate-budget.md).
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
import struct
import zlib
from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from itertools import islice

import simsimd

from agent_memory.core.records import Fact, VectorIndex

CLUSTER_KEY_PREFIX = ":v:"  # ':' never occurs in a lexical key: no query reads it by words
CODE_DIMENSIONS = 384
MAX_CLUSTERS = 256  # the centroids' item stays far under DynamoDB's 400 KB
MIN_CLUSTERED = 16  # fewer facts with embeddings: nothing to cluster yet
# k-means rounds, each centre the int8 mean of its members' unit vectors; only the chosen
# centres are cut to CENTROID_BITS rotated planes (docs/decisions/candidate-budget.md)
KMEANS_ROUNDS = 8
CENTROID_BITS = 2  # a stored centre's bits a dimension, rotated planes (1: sign bits)
# the clusters a fact is filed under, nearest first, once SPILL_AT live facts were clustered
# (below, a turn's members cover more of a small memory filed once: MiniLM at 600 facts
# 94.7 % filed once, 89.3 % twice)
SPILL, SPILL_AT = 2, 1_000
# below SMALL_MEMORY live facts a memory is small: as many clusters as at it (`cluster_count`)
# and more tails probed (`probes`); its own constant, apart from SEMANTIC_AT's growth rules
SMALL_MEMORY = 2_000
SMALLEST_CLUSTER = 8  # facts a cluster holds at least on average, below SMALL_MEMORY facts
_UNIT = 1024  # a member's unit vector in k-means, as integers (sums stay exact and fast)
ITEM_BYTES = 900  # a cluster key's tail or chunk: ids and codes under DynamoDB's 1 KB unit
# Clusters a turn reads: at least PROBE's tails (more below SMALL_MEMORY facts: MiniLM at 600
# facts 80.7 -> 94.7 % with 16), more while their members (the live facts
# spread evenly over the clusters) stay within the budget below; their chunks,
# nearest cluster first, within the same bytes (fact_index.cluster_chunks). Module values
# read at each turn (bench_candidates sets them).
PROBE = 5
# Members are read by stored bytes: a dense space's rotated ones ~167 of 2 bits, what 98 %
# of the top 10 needs at 2,000 facts (MiniLM: 16 KB 91 %, 17 KB 100 %), a sparse space's
# 4-bit ones (the local embedder's: ~160 bytes) SPARSE_MEMBER_BYTES (by count, 360, until
# the centres were chosen more precisely: docs/decisions/candidate-budget.md); more when
# the words find fewer facts than they may fetch (SPARE_FACT_BYTES)
ROTATED_MEMBER_BYTES = 17_408
# rotated members' bytes grow as sqrt(n) past SEMANTIC_AT too (38.9 KB at 10,000 facts: with
# ROTATED_EXTRA_GROWTH and the dense word growth, MiniLM at 10,000 78.0 -> 95.3 %)
ROTATED_GROWTH = True
# a space longer than the members' prefix (`LONG_EXTRA`) reads LONG_MEMBER_BYTES more: its
# top 10 spreads over more clusters (squeezed MiniLM at 2,000 facts, with LONG_EXTRA: the
# second nearest cluster unread, 93.3 -> 100 % with 26 KB; 22 KB: 93.3 %)
LONG_MEMBER_BYTES = 8_704
# past SMALL_MEMORY facts a sparse space's clusters number sqrt(n) x sqrt(n / SMALL_MEMORY),
# SPARSE_CLUSTER_GROWTH times sqrt(n) at most (1: sqrt(n)); 2: the local embedder at 10,000
# facts 90.7 -> 96.7 % (200 clusters; a dense space's lost with it, MiniLM 78.0 -> 74.0 %)
SPARSE_CLUSTER_GROWTH = 2.0
SPARSE_MEMBER_BYTES = 17_408
# the stored member bytes one fact the words leave unfetched buys instead: a turn's fact
# item weighs ~3.4 dense members on the wire (MiniLM: 476 bytes, a 2-bit member 140 on the
# wire, 104 stored)
SPARE_FACT_BYTES = 350
MAX_PROBE = 16
# below SMALL_MEMORY live facts a turn's words read and fetch less, and a weak question's
# top 10 lies in far clusters (the 2-bit centres rank its clusters coarsely): a sparse
# space's members of SMALL_MEMBER_BYTES more stored bytes at no facts, tapering to none at
# SMALL_MEMORY (`small_memory_bytes`), read from up to SMALL_MAX_PROBE clusters' tails
# (beside the query's 24 keys in the first read's 100). Local at 600 facts 94.7 -> 98.0 %,
# turn 48.7 / 51.4 -> 60.0 / 61.9 KB; a dense space's turn is fuller (MiniLM at 600: 67.8
# / 74.4 KB with them, 100 %; squeezed 94.0 -> 95.3 %): not for it
SMALL_MEMBER_BYTES = 12_288
SMALL_MAX_PROBE = 64
DENSE_BITS = 2  # a dense space's member codes: 2 or 3 (4: as a sparse one's)
ROTATED_FORMS = (2, 3)  # member forms of rotated codes, as bit planes
_STEP = {1: 1.0, 2: 1.0, 3: 0.6}  # a level's width in RMS of the rotated vector (measured)
_SPARSE = 0.5  # zero 4-bit values in a space's codes from which its members keep 4 bits
_ROTATION_SEED = b"agent-memory member rotation 1"
# facts fetched for their codes' closeness to the query: SEMANTIC up to SEMANTIC_AT live
# facts, then as the square root of their number (36 at 10,000: the probed clusters' top 10
# members no longer fit 16; bench_candidates.py, MiniLM at 10,000: 33 -> 41 % with 32)
SEMANTIC = 16
SEMANTIC_AT = 2_000
# more fetched from rotated members, which rank less precisely than 4-bit ones (MiniLM at
# 2,000 facts, 2 bits within 17 KB: 91 % with 24, 100 % with 32), and from 4-bit ones (the
# local embedder at 600 facts: 88.0 -> 91.3 % with 8 more)
ROTATED_EXTRA, SPARSE_EXTRA = 16, 8
# past SEMANTIC_AT the rotated extra grows as (n / SEMANTIC_AT) ** ROTATED_EXTRA_GROWTH (48 at
# 10,000 facts: 3 times for 5 times the facts; the grown members' top 10 lies deeper)
ROTATED_EXTRA_GROWTH = math.log(3) / math.log(5)
# and more from a space longer than the kept prefix (text-embedding-3's 1,536 dimensions): its
# members hold the first CODE_DIMENSIONS alone, the ranking every dimension, so its top 10
# lies deeper among them (squeezed MiniLM, 1,409: at 2,000 facts 17 of 27 missed facts read
# and ranked 44-48th of the members; 86.0 -> 93.3 %, at 10,000 71.3 -> 78.0 %)
LONG_EXTRA = 32
_TAG = 4  # bytes of a stored embedding's space tag (core/embedding.py)
_DEFLATED, _ODD = 1, 2  # a stored code's form (bits of the byte after its tag)
# ... or a dense vector's (no more than CODE_DIMENSIONS: a longer one, `_LONG` below) as
# rotated planes: _ROTATED, _THREE when 3 bits (else 2), the padding's length in the high
# bits (FACT_BITS: the bits of the codes written; 4, none)
_ROTATED, _THREE, _PAD_SHIFT = 4, 8, 4
# ... or a longer dense vector's (`_long_code`, a vector whose prefix is dense): _LONG beside
# _ROTATED (neither _DEFLATED nor _ODD is ever set with it), its first CODE_DIMENSIONS as a
# rotated code's LONG_PREFIX_BITS planes (the same rotation as its member's: their signs are one
# plane, held by a turn that read the member), then the rest's RMS over the prefix's (a byte, /
# _RATIO_UNIT), its padding to whole blocks of CODE_DIMENSIONS (2 bytes), its bits and the rotated
# values kept of each block / 8 (a byte: 2 and 6 bits), then the rest at LONG_TAIL_BITS levels of
# its RMS: each block turned by the prefix's rotation, its first LONG_TAIL_KEPT values kept (a
# fixed projection, the rotation's order being seeded). Squeezed MiniLM (1,409 dimensions): 225
# bytes (177 with its signs held), not 297 (every dimension at 4 bits deflated: its one peak, the
# shared dimension, left most others 0); the recall top 10 over 2,000 facts ranked by the codes
# keeps 84.7 % of the embeddings' (85.0 % at 4 bits; prefix / rest bits / values kept: 2 / 1 / 384
# 249 bytes 84.6 %, 2 / 1 / 192 177 bytes 80.8 %, 3 / 1 / 128 201 bytes 81.1 %, 3 / 1 / 384 296
# bytes 88.9 %, 3 / 2 / 384 440 bytes 90.5 %; the rest unrotated, its shared dimension cut to the
# levels' top: 71.7-74.2 %).
# 0 tail bits: the 4-bit form, as before (and as facts written before are read)
_LONG, _RATIO_UNIT, _LONG_HEAD = 1, 64, struct.Struct(">BHB")
LONG_PREFIX_BITS, LONG_TAIL_BITS, LONG_TAIL_KEPT = 3, 1, 192
# ... whose top plane, its signs, is stored apart (`split_code`), after a check of them
_SIGNS_APART, _SIGNS_CHECK = 0x80, 2
FACT_BITS = 3
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


def member_bits(vectors: VectorIndex) -> int:
    """The bits a dimension of the clusters' member codes (a layout 6 index's: 4)."""
    return vectors.member_bits or 4


def member_budget(vectors: VectorIndex, spare_facts: int = 0, count: int = 0) -> int:
    """The stored bytes of members a turn reads from this index with `count` live facts,
    more by SPARE_FACT_BYTES for each of `spare_facts` the words leave unfetched. 4-bit
    members' grow as sqrt(n) past SEMANTIC_AT (the local embedder at 10,000 facts: 77.3 ->
    90.7 % with 2.2 times the bytes); rotated ones' do not (MiniLM: 78.0 % either way, the
    turn 144.5 KB grown), and are LONG_MEMBER_BYTES more for a space longer than their
    prefix."""
    if member_bits(vectors) in ROTATED_FORMS:
        budget = ROTATED_MEMBER_BYTES
        if ROTATED_GROWTH:
            budget = growing_limit(ROTATED_MEMBER_BYTES, count, SEMANTIC_AT)
        if vectors.dimensions > CODE_DIMENSIONS:
            budget += LONG_MEMBER_BYTES
    else:
        budget = growing_limit(SPARSE_MEMBER_BYTES, count, SEMANTIC_AT)
        budget += small_memory_bytes(count)
    return budget + SPARE_FACT_BYTES * max(0, spare_facts)


def small_memory_bytes(count: int) -> int:
    """The member bytes a sparse space's memory of `count` live facts (0: unknown) reads
    beyond its budget's for being small: SMALL_MEMBER_BYTES x (1 - n / SMALL_MEMORY), none
    from SMALL_MEMORY on, where the words' postings and facts take the turn's bytes."""
    if not 0 < count < SMALL_MEMORY:
        return 0
    return round(SMALL_MEMBER_BYTES * (1.0 - count / SMALL_MEMORY))


def member_bytes(vectors: VectorIndex) -> int:
    """What one member (id and code) takes stored: as measured when the clusters were
    chosen, else its id's ~8 bytes and its code's; never under its id and a share of its
    code that deflate cannot beat (half a rotated one's, a quarter of a 4-bit one's, which
    deflate to ~40 %): the size is read from the store, and a damaged one (1 byte) would
    have a turn read 17 times the members."""
    share = 2 if member_bits(vectors) in ROTATED_FORMS else 4
    least = 8 + code_bytes(vectors) // share
    return max(vectors.member_bytes or 8 + code_bytes(vectors), least)


def centroid_bytes(dimensions: int, bits: int = 1) -> int:
    """A stored centroid's size: `bits` a kept dimension (1: its signs; else rotated planes)."""
    return code_dimensions(dimensions) * bits // 8


def centroid_rows(vectors: VectorIndex) -> bytes:
    """The index's centroids as int8 rows in the space of the kept dimensions (what a
    code or a query is compared with): sign bits as +-1, rotated planes turned back."""
    form = vectors.centroid_bits
    return _centroid_rows(vectors.space, vectors.dimensions, vectors.centroids, form)


@functools.lru_cache(maxsize=8)
def _centroid_rows(space: bytes, dimensions: int, centroids: tuple[bytes, ...], bits: int) -> bytes:
    if bits not in ROTATED_FORMS:
        return unsigned(b"".join(centroids))
    kept = code_dimensions(dimensions)
    levels = dense_decode(b"".join(centroids), bits, len(centroids))
    turned = _distances_of(levels, _rotation_t(space, kept), kept, "dot")
    return b"".join(_int8(row, max(map(abs, row)) or 1.0) for row in turned)


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


def _kept(fact: Fact, vectors: VectorIndex) -> array | None:
    """The kept int8 values of a fact's embedding (`code_dimensions`), or None when it has
    none in the clustered space, or one with no direction."""
    blob = fact.embedding
    if blob is None or len(blob) != _TAG + vectors.dimensions or blob[:_TAG] != vectors.space:
        return None
    kept = array("b", blob[_TAG : _TAG + min(vectors.dimensions, CODE_DIMENSIONS)])
    kept.extend([0] * (code_dimensions(vectors.dimensions) - len(kept)))
    return kept if any(kept) else None


def fact_code(fact: Fact, vectors: VectorIndex) -> bytes | None:
    """The code of a fact's embedding, or None when it has none in the clustered space."""
    kept = _kept(fact, vectors)
    return None if kept is None else encode(kept)


def member_code(fact: Fact, vectors: VectorIndex, code: bytes) -> bytes | None:
    """The code a fact is filed with under its cluster, in the index's member form, given
    its `fact_code` (a sparse space's members keep that very code)."""
    if member_bits(vectors) not in ROTATED_FORMS:
        return code
    kept = _kept(fact, vectors)
    assert kept is not None  # the fact has a code
    return dense_code(rotated(vectors, kept.tobytes()), member_bits(vectors))


@functools.lru_cache(maxsize=4)
def _rotation(space: bytes, dimensions: int) -> bytes:
    """The rows (int8, scaled to +-127) of the space's fixed rotation: an orthonormal DCT-II
    of its values in a seeded order and with seeded signs. Like a random rotation it
    spreads each dimension's weight over all (MiniLM's 2-bit codes keep 0.99 of the top 10
    in their top 24, 0.97 unturned; a random +-1 projection, not orthogonal, 0.88); unlike
    one, it needs no matrix algebra (no numpy in the Lambda layer)."""
    seed = _ROTATION_SEED + space + dimensions.to_bytes(2, "big")
    rng = random.Random(hashlib.sha256(seed).digest())
    order = list(range(dimensions))
    rng.shuffle(order)
    flips = [rng.choice((-1, 1)) for _ in range(dimensions)]
    scale = 127 / math.sqrt(2 / dimensions)
    rows = bytearray()
    for k in range(dimensions):
        norm = math.sqrt((1 if k == 0 else 2) / dimensions) * scale
        step = math.pi * k / (2 * dimensions)
        rows.extend(round(norm * math.cos(step * (2 * p + 1))) * flips[p] & 0xFF for p in order)
    return bytes(rows)


def rotated(vectors: VectorIndex, values: bytes) -> list[float]:
    """Kept int8 values (`code_dimensions` of them) turned by the space's rotation."""
    dimensions = code_dimensions(vectors.dimensions)
    rows = _distances_of(values, _rotation(vectors.space, dimensions), dimensions, "dot")
    return rows[0]


def dense_code(values: Sequence[float], bits: int) -> bytes | None:
    """A dense member code: each rotated value cut to one of 2**bits levels a _STEP of the
    vector's RMS wide, stored as `bits` planes of one bit a value (the highest first), so
    that a turn scores each plane as sign bits (None: no direction)."""
    rms = math.sqrt(math.fsum(v * v for v in values) / max(1, len(values)))
    if rms == 0:
        return None
    width, middle = rms * _STEP[bits], 1 << (bits - 1)
    levels = [min(2 * middle - 1, max(0, math.floor(v / width) + middle)) for v in values]
    levels.extend([middle] * (-len(levels) % 8))
    return b"".join(signs([level >> plane & 1 for level in levels]) for plane in range(bits)[::-1])


def _levels(planes: bytes, bits: int) -> bytes:
    """One dense code's values as int8 (odd, -(2**bits - 1)..2**bits - 1): its planes' bits
    spread to a byte a value, put together (the planes' bits are disjoint), centred."""
    width = len(planes) // bits
    joined = 0
    for plane in range(bits):
        spread = b"".join(
            map(_SPREAD[bits - 1 - plane].__getitem__, planes[plane * width : (plane + 1) * width])
        )
        joined |= int.from_bytes(spread, "big")
    return joined.to_bytes(8 * width, "big").translate(_CENTRED[bits])


_SPREAD = [
    [bytes(1 << shift if b & (128 >> n) else 0 for n in range(8)) for b in range(256)]
    for shift in range(3)
]
_CENTRED = {
    bits: bytes((2 * v - (1 << bits) + 1) & 0xFF if v < 1 << bits else 0 for v in range(256))
    for bits in (1, 2, 3)
}


def dense_decode(packed: bytes, bits: int, count: int) -> bytes:
    """`count` dense codes (concatenated) as int8 values, a row each."""
    size = len(packed) // max(1, count)
    return b"".join(_levels(packed[m * size : (m + 1) * size], bits) for m in range(count))


def stored_code(embedding: bytes | None) -> bytes | None:
    """The code a fact item carries beside its embedding: the space tag, a form byte,
    then every dimension at 4 bits (`encode`), as raw deflate when that is shorter (the
    local embedder's: ~75 bytes, not 260; docs/decisions/vector-index.md) or, for a dense
    vector of up to CODE_DIMENSIONS, FACT_BITS rotated planes (`dense_code`: MiniLM's
    149 bytes, not 194), for a longer one with a dense prefix, `_long_code`'s (squeezed
    MiniLM's 225 bytes, not 297). A turn fetches it, not the int8 vector. None for no
    vector or a zero one."""
    if embedding is None or len(embedding) <= _TAG:
        return None
    values = array("b", embedding[_TAG:])
    if not any(values):
        return None
    nibbles = encode(values)  # an odd count is padded with a zero, dropped on decoding
    tag = bytes(embedding[:_TAG])
    if FACT_BITS in ROTATED_FORMS and _dense(values[:CODE_DIMENSIONS]):
        if len(values) <= CODE_DIMENSIONS:
            return tag + _rotated_code(tag, values)
        if LONG_TAIL_BITS and any(values[CODE_DIMENSIONS:]):
            return tag + _long_code(tag, values)
    deflated = deflate(nibbles)
    form = (_DEFLATED if len(deflated) < len(nibbles) else 0) | (_ODD if len(values) % 2 else 0)
    return tag + bytes([form]) + (deflated if form & _DEFLATED else nibbles)


def _rotated_code(tag: bytes, values: array, bits: int = FACT_BITS) -> bytes:
    """A dense fact's code after its tag: the form byte, then its rotated planes."""
    dimensions = code_dimensions(len(values))
    padded = values.tobytes() + bytes(dimensions - len(values))
    space = VectorIndex(tag, dimensions, (), 0)
    planes = dense_code(rotated(space, padded), bits)
    assert planes is not None  # a vector with a direction keeps it when turned
    form = _ROTATED | (_THREE if bits == 3 else 0) | (dimensions - len(values)) << _PAD_SHIFT
    return bytes([form]) + planes


def _dense(values: array) -> bool:
    """Whether most of a vector's 4-bit values (`encode`) are non-zero (the prefix alone of
    a longer one: squeezed MiniLM's shared dimension, its peak, leaves most others 0)."""
    return decode(encode(values)).count(0) < _SPARSE * len(values)


def _long_code(tag: bytes, values: array) -> bytes:
    """A dense fact's code after its tag when it is longer than CODE_DIMENSIONS: its prefix
    as `_rotated_code`'s (at LONG_PREFIX_BITS), the rest's scale over the prefix's, its
    padding and the values kept of each block (`_LONG_HEAD`), then its levels (`_LONG`)."""
    head, tail = values[:CODE_DIMENSIONS], values[CODE_DIMENSIONS:]
    prefix = _rotated_code(tag, head, LONG_PREFIX_BITS)
    pad = -len(tail) % CODE_DIMENSIONS
    blocks = tail.tobytes() + bytes(pad)
    ratio = _rms(array("b", blocks)) / _rms(head)
    scale = min(255, max(1, round(ratio * _RATIO_UNIT)))
    kept = LONG_TAIL_KEPT
    turned = _turned(tag, blocks, _rotation)
    planes = dense_code(
        [v for at in range(0, len(turned), CODE_DIMENSIONS) for v in turned[at : at + kept]],
        LONG_TAIL_BITS,
    )
    assert planes is not None  # the caller's rest has a direction
    head = _LONG_HEAD.pack(scale, pad, LONG_TAIL_BITS << 6 | kept // 8)
    return bytes([prefix[0] | _LONG]) + prefix[1:] + head + planes


def _turned(tag: bytes, blocks: bytes, rotation: Callable[[bytes, int], bytes]) -> list[float]:
    """Blocks of CODE_DIMENSIONS int8 values each turned by the space's `rotation` of that
    length (or its transpose), one after the other: the rest of a long code is rotated as
    its prefix is, with no larger matrix to compute (a long space's outlying dimension,
    squeezed MiniLM's shared one, is spread over its block, not cut to the levels' top)."""
    rows = _distances_of(blocks, rotation(tag, CODE_DIMENSIONS), CODE_DIMENSIONS, "dot")
    return [v for row in rows for v in row]


def _rms(values: Sequence[float]) -> float:
    return math.sqrt(math.fsum(v * v for v in values) / max(1, len(values)))


def _long_embedding(tag: bytes, form: int, payload: bytes) -> bytes | None:
    """A long code's vector (`_long_code`): its prefix and its rest turned back, each at its
    RMS, the rest scaled by the ratio stored; int8 values as `_unrotated`'s. None for a
    damaged item."""
    if form & ~(_ROTATED | _THREE | _LONG):
        return None
    bits = 3 if form & _THREE else 2
    at = bits * CODE_DIMENSIONS // 8  # the prefix's planes, then the rest's head
    parts = _long_rest(payload, at)
    if parts is None:
        return None
    scale, pad, kept, tail_bits, planes = parts
    levels = _levels(planes, tail_bits)
    gap = bytes(CODE_DIMENSIONS - kept)
    blocks = b"".join(levels[at : at + kept] + gap for at in range(0, len(levels), kept))
    head = _turned(tag, _levels(payload[:at], bits), _rotation_t)
    rest = _turned(tag, blocks, _rotation_t)
    head_rms, ratio = _rms(head) or 1.0, scale / _RATIO_UNIT / (_rms(rest) or 1.0)
    values = [v / head_rms for v in head] + [v * ratio for v in rest[: len(rest) - pad]]
    return tag + _int8(values, max(map(abs, values)) or 1.0)


def _long_rest(payload: bytes, at: int) -> tuple[int, int, int, int, bytes] | None:
    """A long code's rest from `at`: (its scale, padding, values kept of each block, bits,
    planes), or None for a damaged item."""
    planes = payload[at + _LONG_HEAD.size :]
    if len(payload) < at + _LONG_HEAD.size or not planes or len(planes) > _MAX_CODE_BYTES:
        return None
    scale, pad, shape = _LONG_HEAD.unpack_from(payload, at)
    bits, kept = shape >> 6, (shape & 63) * 8  # each block's first rotated values kept
    if not scale or pad >= CODE_DIMENSIONS or not 0 < kept <= CODE_DIMENSIONS:
        return None
    if bits not in (1, 2, 3) or len(planes) % (kept * bits // 8):
        return None
    return scale, pad, kept, bits, planes


def split_code(code: bytes) -> tuple[bytes, bytes] | None:
    """A stored rotated code (`stored_code`) as (the code without its top plane, that
    plane): the top plane of a rotated code is its rotated values' signs, the very top
    plane of the fact's dense member (`member_code`: same rotation, levels split at 0),
    so a turn that read the member fetches the rest alone (MiniLM: 48 of 149 bytes; a
    long code's, `_long_code`, its prefix's signs). The rest keeps a check of the signs
    (`joined_code`). None for any other code."""
    if len(code) <= _TAG + 1 or not code[_TAG] & _ROTATED or code[_TAG] & _SIGNS_APART:
        return None
    form, planes = code[_TAG], code[_TAG + 1 :]
    size = _top_size(form, len(planes))
    top, rest = planes[:size], planes[size:]
    head = code[:_TAG] + bytes([form | _SIGNS_APART])
    return head + _signs_check(top) + rest, top


def joined_code(code: bytes, top: bytes | None) -> bytes | None:
    """A stored code whole again, given the top plane `split_code` took from it (a code
    stored whole is returned as it is, `top` unused). None when `top` is missing or is
    not the plane taken (its check differs: a member filed before the fact's embedding
    changed, or a damaged item)."""
    if len(code) <= _TAG + 1 or not code[_TAG] & _SIGNS_APART:
        return code
    rest = code[_TAG + 1 + _SIGNS_CHECK :]
    if top is None or len(top) != _top_size(code[_TAG], len(top) + len(rest)):
        return None
    if code[_TAG + 1 : _TAG + 1 + _SIGNS_CHECK] != _signs_check(top):
        return None
    return code[:_TAG] + bytes([code[_TAG] & ~_SIGNS_APART]) + top + rest


def _top_size(form: int, planes: int) -> int:
    """The bytes of a rotated code's top plane, given its planes' (a long code's: its
    prefix's, followed by more than its other planes)."""
    if form & _LONG:
        return CODE_DIMENSIONS // 8
    return planes // (3 if form & _THREE else 2)


def _signs_check(top: bytes) -> bytes:
    return hashlib.blake2b(top, digest_size=_SIGNS_CHECK).digest()


def member_signs(vectors: VectorIndex, member: bytes) -> bytes | None:
    """The top plane of a dense member (its rotated values' signs), which is the top plane
    of its fact's stored code (`split_code`); None for a sparse space's member (the fact's
    very code: `member_embedding`) and for a damaged one. A space longer than the
    members' prefix: its long codes' prefix signs (a fact stored before them, every
    dimension at 4 bits, is fetched whole whatever the turn holds)."""
    bits = member_bits(vectors)
    if bits not in ROTATED_FORMS:
        return None
    if len(member) != code_bytes(vectors):
        return None
    return member[: len(member) // bits]


def member_embedding(vectors: VectorIndex, member: bytes) -> bytes | None:
    """The embedding a sparse space's member code stands for, in the space's stored form
    (tag, int8 values): the fact's very code (`fact_code`), so a turn that read the member
    ranks the fact by it and fetches the fact without its code (a third of a fact item on
    the wire: the local embedder's turn at 2,020 facts 63.7 -> 54.9 KB). None for a dense
    space's (2 bits, not FACT_BITS: ranked by them, MiniLM's gold facts in the notes
    95.5 -> 93.2 %, bench_talk.py), for members keeping fewer dimensions than the space
    has, and for a damaged code."""
    if member_bits(vectors) in ROTATED_FORMS or vectors.dimensions > CODE_DIMENSIONS:
        return None
    if len(member) != code_bytes(vectors):
        return None
    return vectors.space + decode(member)[: vectors.dimensions]


def code_embedding(code: bytes | None) -> bytes | None:
    """The embedding a stored code stands for, in its space's stored form (tag, int8
    values): what a turn ranks its candidates by. Never to be written back. None for a
    code that does not decode (a damaged item: the fact is ranked by words)."""
    if code is None or len(code) <= _TAG + 1:
        return None
    form, payload = code[_TAG], bytes(code[_TAG + 1 :])
    if form & _ROTATED and form & _LONG:
        return _long_embedding(bytes(code[:_TAG]), form, payload)
    if form & _ROTATED:
        return _unrotated(bytes(code[:_TAG]), form, payload)
    if form & ~(_DEFLATED | _ODD):
        return None
    values = inflate(payload, _MAX_CODE_BYTES) if form & _DEFLATED else payload
    if not values:
        return None
    decoded = decode(values)
    return bytes(code[:_TAG]) + (decoded[:-1] if form & _ODD else decoded)


def _unrotated(tag: bytes, form: int, planes: bytes) -> bytes | None:
    """A rotated code's vector turned back (the rotation's transpose), as int8 values."""
    bits, pad = 3 if form & _THREE else 2, form >> _PAD_SHIFT
    dimensions = 8 * len(planes) // bits
    if form & ~(_ROTATED | _THREE | 0x70) or len(planes) % bits or dimensions > CODE_DIMENSIONS:
        return None  # a damaged item, or a code longer than any this writes
    levels = _levels(planes, bits)
    turned = _distances_of(levels, _rotation_t(tag, dimensions), dimensions, "dot")[0]
    return tag + _int8(turned[: dimensions - pad], max(map(abs, turned)) or 1.0)


@functools.lru_cache(maxsize=4)
def _rotation_t(space: bytes, dimensions: int) -> bytes:
    """The rows of the space's rotation's transpose (its inverse), int8 as `_rotation`."""
    rows = _rotation(space, dimensions)
    return bytes(rows[k * dimensions + j] for j in range(dimensions) for k in range(dimensions))


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
    """The length of one member code of the index."""
    return code_dimensions(vectors.dimensions) * member_bits(vectors) // 8


def _distances(rows: bytes, count: int, against: bytes, dimensions: int) -> list[list[float]]:
    """Cosine distances (int8) of `count` rows with each of the vectors `against`."""
    assert len(rows) == count * dimensions
    return _distances_of(rows, against, dimensions, "cosine")


def _distances_of(rows: bytes, against: bytes, dimensions: int, metric: str) -> list[list[float]]:
    found = simsimd.cdist(
        memoryview(rows).cast("b", [len(rows) // dimensions, dimensions]),
        memoryview(against).cast("b", [len(against) // dimensions, dimensions]),
        metric=metric,
        dtype="int8",
    )
    return memoryview(found).tolist()


def spilled(vectors: VectorIndex) -> int:
    """How many clusters the index files each fact under: SPILL for rotated centres chosen
    over SPILL_AT live facts or more, else 1 (recomputed from the index, never stored)."""
    rotated_centres = vectors.centroid_bits in ROTATED_FORMS
    return SPILL if rotated_centres and vectors.clustered >= SPILL_AT else 1


def filed_under(vectors: VectorIndex, codes: Sequence[bytes]) -> list[tuple[int, ...]]:
    """The clusters each code is filed under: its SPILL nearest (SPANN's and SOAR's
    spilled assignment: a fact near a border is found from either side), nearest first;
    an index of sign-bit centres (main at 7eccfbe) filed each under its nearest alone."""
    if not vectors.centroids or not codes:
        return [(0,)] * len(codes)
    spill = spilled(vectors)
    dimensions = code_dimensions(vectors.dimensions)
    found = _distances(decode(b"".join(codes)), len(codes), centroid_rows(vectors), dimensions)
    # by distance, then number: the order `probed` reads them in
    return [tuple(sorted(range(len(row)), key=row.__getitem__)[:spill]) for row in found]


def _nearest_rows(rows: bytes, count: int, centroids: bytes, vectors: VectorIndex) -> list[int]:
    """The number of the nearest of the int8 `centroids` rows to each of `count` int8 rows."""
    found = _distances(rows, count, centroids, code_dimensions(vectors.dimensions))
    return [min(range(len(row)), key=row.__getitem__) for row in found]


def cluster(
    space: bytes, dimensions: int, codes: Sequence[bytes], sparse: bool = False
) -> VectorIndex:
    """Spherical k-means over the codes: about sqrt(n) centres, seeded with evenly spaced
    codes (deterministic), each round's the int8 mean of its members' unit vectors, the
    chosen ones stored as CENTROID_BITS rotated planes (sign-bit centres, trained as sign
    bits, left the top 10 in clusters a turn did not read: replayed offline, local
    embedder at 2,000 facts 90.7 -> 97.3 %). Facts are filed under the stored centres,
    those a turn compares its query with."""
    count = len(codes)
    clusters = cluster_count(count, sparse)
    if count < MIN_CLUSTERED:
        return VectorIndex(space, dimensions, (), count)
    index = VectorIndex(space, dimensions, (), count)
    rows = decode(b"".join(codes))
    units = _unit_vectors(rows, count)
    size = len(rows) // count
    seeds = (at * count // clusters * size for at in range(clusters))
    centroids = [rows[at : at + size] for at in seeds]
    for _ in range(KMEANS_ROUNDS):
        members: list[list[array]] = [[] for _ in centroids]
        nearest_ones = _nearest_rows(rows, count, b"".join(centroids), index)
        for unit, number in zip(units, nearest_ones, strict=True):
            members[number].append(unit)
        centroids = [
            _mean(group) if group else old for group, old in zip(members, centroids, strict=True)
        ]
    kept = [dense_code(rotated(index, c), CENTROID_BITS) for c in centroids]
    stored = tuple(k for k in kept if k is not None)
    return replace(index, centroids=stored, centroid_bits=CENTROID_BITS)


def cluster_count(count: int, sparse: bool = False) -> int:
    """About sqrt(n) clusters of `count` facts; below SMALL_MEMORY as many as at SMALL_MEMORY
    (45), of 8 facts at least: a small memory's top 10 is spread, and finer clusters read
    fewer far members (ceiling at 600 facts, 22 -> 45 clusters: local 88.0 -> 94.7 %,
    MiniLM 94.7 -> 97.3 %, squeezed 89.3 -> 92.7 %; 62: 94.0 / 92.0 / 88.7 %)."""
    root = math.sqrt(count)
    if sparse and count > SMALL_MEMORY:
        root *= min(SPARSE_CLUSTER_GROWTH, math.sqrt(count / SMALL_MEMORY))
    clusters = round(root)
    if count < SMALL_MEMORY:
        clusters = max(clusters, min(round(math.sqrt(SMALL_MEMORY)), count // SMALLEST_CLUSTER))
    return min(MAX_CLUSTERS, max(1, clusters))


def _unit_vectors(rows: bytes, count: int) -> list[array]:
    """Each int8 row scaled to a length of _UNIT, as integers (zero rows stay zero)."""
    size = len(rows) // count
    out = []
    for at in range(0, len(rows), size):
        row = array("b", rows[at : at + size])
        norm = math.sqrt(sum(v * v for v in row)) or 1.0
        out.append(array("i", (round(v * _UNIT / norm) for v in row)))
    return out


def _mean(group: Sequence[array]) -> bytes:
    """The direction of the group's summed unit vectors, as int8 values."""
    sums = [sum(column) for column in zip(*group, strict=True)]
    return _int8(sums, max(map(abs, sums)) or 1)


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
    coded = [(f, c) for f in live if (c := fact_code(f, probe)) is not None]
    codes = [c for _, c in coded]
    bits = member_form(codes)
    index = cluster(space, dimensions, codes, sparse=bits not in ROTATED_FORMS)
    index = replace(index, member_bits=bits)
    members = [m for f, c in coded if (m := member_code(f, index, c)) is not None]
    per_item = max(1, ITEM_BYTES // (8 + code_bytes(index)))
    return replace(index, member_bytes=stored_member_bytes(members, per_item))


def member_form(codes: Sequence[bytes]) -> int:
    """The bits a dimension of a space's member codes: 4 where most 4-bit values are zero
    (sparse vectors, which deflate to 40 %), else DENSE_BITS."""
    values = decode(b"".join(codes))
    if not values or values.count(0) >= _SPARSE * len(values):
        return 4
    return DENSE_BITS  # 4 turns the dense form off


def stored_member_bytes(codes: Sequence[bytes], per_item: int) -> int:
    """What a member takes stored (its id's ~8 bytes and its share of its item's deflated
    codes), measured over items of `per_item` codes, as the cluster items hold them."""
    if not codes:
        return 0
    items = [b"".join(codes[at : at + per_item]) for at in range(0, len(codes), per_item)]
    return 8 + math.ceil(sum(len(deflate(i)) for i in items) / len(codes))


def needs_clustering(vectors: VectorIndex | None, count: int) -> bool:
    """True when the live facts have doubled since the clusters were chosen, or when their
    members' form was not recorded (a layout 6 index: its dense members then take
    DENSE_BITS, not 4) or is another dense form than DENSE_BITS (main at 96697d0 filed
    3-bit ones). None: an index without a vector half, as in a test's head."""
    if vectors is None:
        return False
    bits = vectors.member_bits
    if vectors.centroids and (not bits or (bits in ROTATED_FORMS and bits != DENSE_BITS)):
        return True
    if vectors.centroids and vectors.centroid_bits != CENTROID_BITS:
        return True  # sign-bit centres (main at 7eccfbe): chosen again, more precisely
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
    return _int8(kept, peak)


def _int8(values: Sequence[float], peak: float) -> bytes:
    """`values` scaled so that `peak` is 127, as int8 bytes (the form cosines are taken in)."""
    return array("b", (round(v * 127 / peak) for v in values)).tobytes()


def probes(vectors: VectorIndex, count: int) -> int:
    """How many clusters' tails a turn reads with `count` live facts: PROBE, more while their
    members (spread evenly) stay within `member_budget`, and more below
    SMALL_MEMORY facts (PROBE x SMALL_MEMORY / n: a small memory's top 10 lies farther from
    the question, over more clusters); MAX_PROBE at most."""
    spread = max(1, count) * spilled(vectors) / max(1, len(vectors.centroids))
    members = member_budget(vectors, count=count) / member_bytes(vectors)
    small = min(MAX_PROBE, round(PROBE * SMALL_MEMORY / max(1, count)))
    most = SMALL_MAX_PROBE if 0 < count < SMALL_MEMORY else MAX_PROBE
    return max(PROBE, min(most, max(int(members / spread), small)))


def semantic_limit(count: int) -> int:
    """How many probed members a turn fetches for their codes with `count` live facts."""
    return growing_limit(SEMANTIC, count, SEMANTIC_AT)


def growing_limit(base: int, count: int, at: int) -> int:
    """`base` up to `at` live facts, then growing as the square root of their `count`:
    how many facts a turn fetches by code here, and by words (fact_index.word_limit)."""
    return max(base, round(base * math.sqrt(max(0, count) / at)))


def fetched_by_code(vectors: VectorIndex, count: int) -> int:
    """How many probed members a turn fetches from this index with `count` live facts:
    rotated members' extra growing past SEMANTIC_AT (ROTATED_EXTRA_GROWTH), and LONG_EXTRA
    more when the members keep only a prefix of the space's dimensions."""
    extra = SPARSE_EXTRA
    if member_bits(vectors) in ROTATED_FORMS:
        grown = max(1.0, count / SEMANTIC_AT) ** ROTATED_EXTRA_GROWTH
        extra = round(ROTATED_EXTRA * grown)
    if vectors.dimensions > CODE_DIMENSIONS:
        extra += LONG_EXTRA
    return semantic_limit(count) + extra


def probed(vectors: VectorIndex, probe: bytes, clusters: int = PROBE) -> list[str]:
    """The keys of the `clusters` clusters nearest the query (`query_probe`)."""
    if not vectors.centroids:
        return []
    dimensions = code_dimensions(vectors.dimensions)
    row = _distances(probe, 1, centroid_rows(vectors), dimensions)[0]
    order = sorted(zip(row, range(len(row)), strict=True))  # by distance, then number
    return [cluster_key(n) for _, n in order[:clusters]]


def closest(
    vectors: VectorIndex,
    probe: bytes,
    members: Mapping[str, bytes],
    limit: int = SEMANTIC,
) -> list[str]:
    """The `limit` members whose codes are closest to the query (`query_probe`); a code of
    another length than the index's members' (a damaged item) is passed over."""
    size = code_bytes(vectors)
    # (in the members' order: the ranking below orders them by (distance, id) alike)
    ids = [i for i, code in members.items() if len(code) == size]
    if not ids or limit <= 0:
        return []
    dimensions = code_dimensions(vectors.dimensions)
    packed = b"".join(map(members.__getitem__, ids))
    if member_bits(vectors) in ROTATED_FORMS:
        turned = rotated(vectors, probe)
        probe = _int8(turned, max(map(abs, turned)) or 1.0)
        rows = dense_decode(packed, member_bits(vectors), len(ids))
    else:
        rows = decode(packed)
    distances = [r[0] for r in _distances(rows, len(ids), probe, dimensions)]
    ranked = sorted(zip(distances, ids, strict=True))
    return [fact_id for _, fact_id in ranked[:limit]]
