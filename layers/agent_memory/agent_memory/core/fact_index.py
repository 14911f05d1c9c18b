"""The fact index: what lets a turn or a compaction read a handful of a person's facts.

A turn must not read every fact of a person (10,000 facts are 5 MB). The index
files every live fact under keys, each with the ids of all its live facts:

- the lexical keys of its text and subject (`lexical.index_key` of each term), which a
  turn's query reads to find the facts sharing its rarest words and to give BM25 the
  whole memory's counts;
- two exact keys, its (kind, subject) and its normalised text, which a compaction reads
  to find the live fact a draft supersedes or repeats. ':' never occurs in a lexical
  key, so no query reads them.

A key's ids are kept whole (no cap: a capped key lost the answer for a fifth of the
questions at 600 facts, docs/decisions/fact-index.md), as a tail of the newest ids and
sealed chunks of older ones, each stored under DynamoDB's 1 KB write unit
(store/items.py encodes them): filing a fact rewrites only its keys' tails. A turn
reads the tails of its query's keys, then the sealed chunks of its rarest keys within
a budget. The head holds the count of live facts and the newest live and profile ids.

A compaction writes its facts, then the index; the head, last, records the summary
version it is in step with. A head out of step (a compaction stopped between its
writes, or a head of layout 3, main at 2f0e0bc) makes a turn read every fact and
the next compaction rebuild the index from every fact: that repair is also the one
migration.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, field, replace
from datetime import datetime
from itertools import repeat
from operator import add

from agent_memory.core import lexical, vector_index
from agent_memory.core.facts import text_digest
from agent_memory.core.lexical import K1, B, CorpusCounts, index_keys, terms
from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    Fact,
    FactIndex,
    FetchedFacts,
    Posting,
    VectorIndex,
    unreadable_facts,
)
from agent_memory.store.port import Store

RECENT_CAP = 40  # the no-query context shows the newest 30 live facts; some may expire
PROFILE_CAP = 12
TAIL_IDS = 96  # ids a posting item holds: ~7 bytes each, under 1 KB with a 200-byte key
MAX_QUERY_KEYS = 24  # postings a turn reads
CHUNK_BUDGET = 16  # sealed chunks a turn reads beyond the tails, for its rarest keys
CANDIDATES = 48  # facts fetched for their shared keys, up to CANDIDATES_AT live facts
CANDIDATES_AT = 2_000  # past it the word candidates grow as sqrt(n) (48 -> 107 at 10,000)
WORD_GROWTH = 0.5  # word candidates grow as (n / CANDIDATES_AT) ** WORD_GROWTH past it
# ... and a sparse space's (the local embedder's) as ** SPARSE_WORD_GROWTH: its top 10 at
# 10,000 facts held words shared by more facts than 107 (96.7 -> 100 % with 160; a dense
# space's stayed 78.0 / 71.3 % with 0.75: docs/decisions/candidate-budget.md)
SPARSE_WORD_GROWTH = 0.75
# ... and a dense space's as ** DENSE_WORD_GROWTH (215 at 10,000): hundreds of templated facts
# share a question's words at one BM25 score, the embedding ordering them (MiniLM at 10,000,
# with vector_index.ROTATED_GROWTH and its grown extra: 78.0 -> 95.3 %; 0.75: 82.7 %)
DENSE_WORD_GROWTH = 0.93
# a sparse space's word candidates up to CANDIDATES_AT live facts (and past it until its
# growth from CANDIDATES passes them): the local embedder at 2,000 facts missed a fact
# naming the question's city, 49th-50th by BM25 (97.3 -> 98.0 % with 50-56; 600 and
# 10,000 unchanged); a dense space's turn at 2,000 has no bytes to spare (MiniLM: 63.1 KB)
SPARSE_CANDIDATES = 52
# past TIED_AT live facts a dense space's word candidates tied at the cut (hundreds of
# templated facts at one BM25 score) take the facts its members did not rank out first:
# MiniLM at 10,000 facts 95.3 -> 97.3 % ("the plan for next month?": the gold facts
# unread, tied with read ones ranked out); at 2,000 the 2-bit members rank out gold ones
# (100 -> 94.0 %), so not there
TIED_AT = 4_000
RECENT_CANDIDATES = 8  # newest facts fetched too, for the embedding half
ONE_READ_KEYS = 100  # postings one read fetches (DynamoDB's BatchGetItem takes 100 keys)
# sealed chunks of the probed clusters a turn reads, nearest first, newest first (each
# under 1 KB), within vector_index.member_budget and what one BatchGetItem holds beside
# the lexical ones (docs/decisions/vector-index.md)
CLUSTER_CHUNK_BUDGET = ONE_READ_KEYS - CHUNK_BUDGET
CLUSTER_ITEM_BYTES = vector_index.ITEM_BYTES  # a cluster key's tail or chunk
SUBJECT_KEY_PREFIX = ":s:"
TEXT_KEY_PREFIX = ":t:"
_TF_SHIFT, _TF_CAP, _LENGTH_CAP = 6, 3, 63  # a term-weight byte: tf in its top 2 bits, length
_UNWEIGHTED = object()  # an id its posting records no term weight for
_SUBJECT_KEY_CHARS = 200  # a sort key stays short; the merge compares whole subjects anyway


def query_keys(text: str) -> list[str]:
    """The index keys to read for a query: its first MAX_QUERY_KEYS distinct keys."""
    return index_keys(text)[:MAX_QUERY_KEYS]


def subject_index_key(kind: str, subject: str) -> str:
    """The exact key of the facts of one kind under one (normalised) subject."""
    return f"{SUBJECT_KEY_PREFIX}{kind}:{subject[:_SUBJECT_KEY_CHARS]}"


def text_index_key(content: str) -> str:
    """The exact key of the facts with this normalised text."""
    return TEXT_KEY_PREFIX + text_digest(content)


def term_weights(fact: Fact) -> dict[str, int]:
    """Each lexical key's term weight in the fact, one byte beside its id in the key's
    posting: how often the key's terms occur (1-3, top two bits) and the fact's length in
    terms (1-63): what BM25 needs beyond the idf (0: unknown, a posting of layout 6)."""
    found = terms(f"{fact.content} {fact.subject}")
    length = max(1, min(len(found), _LENGTH_CAP))
    counts: dict[str, int] = {}
    for term in found:
        key = lexical.index_key(term)
        counts[key] = counts.get(key, 0) + 1
    return {k: min(n, _TF_CAP) << _TF_SHIFT | length for k, n in counts.items()}


def _bm25_factors(average: float) -> list[float]:
    """BM25's term-frequency factor for each term-weight byte (0: tf 1 at the average
    length, a factor of 1: the sum of idf)."""
    factors = []
    for weight in range(256):
        tf = weight >> _TF_SHIFT or 1
        length = weight & _LENGTH_CAP or average
        factors.append(tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * length / average)))
    return factors


def fact_keys(fact: Fact) -> list[str]:
    """The keys a live fact is filed under: the lexical ones of its text and subject, then
    its (kind, subject) and text keys."""
    lexical = index_keys(f"{fact.content} {fact.subject.replace('_', ' ')}")
    return [*lexical, subject_index_key(fact.kind, fact.subject), text_index_key(fact.content)]


def keys_of(facts: Iterable[Fact], vectors: VectorIndex | None = None) -> set[str]:
    """Every key the facts are filed under (with `vectors`, their clusters' too)."""
    facts = list(facts)
    clusters = {key for keys, _ in filing(facts, vectors).values() for key in keys}
    return {k for fact in facts for k in fact_keys(fact)} | clusters


def filing(
    facts: Sequence[Fact], vectors: VectorIndex | None
) -> dict[str, tuple[tuple[str, ...], bytes]]:
    """Each fact's cluster keys and member code, for those embedded in the clustered space
    (the clusters nearest to its 4-bit code, `vector_index.filed_under`)."""
    if vectors is None or not vectors.centroids:
        return {}
    coded = [(f, c) for f in facts if (c := vector_index.fact_code(f, vectors)) is not None]
    numbers = vector_index.filed_under(vectors, [c for _, c in coded])
    members = [vector_index.member_code(f, vectors, c) for f, c in coded]
    return {
        fact.id: (tuple(map(vector_index.cluster_key, n)), member)
        for (fact, _), n, member in zip(coded, numbers, members, strict=True)
        if member is not None
    }


def tail_ids(index_key: str, vectors: VectorIndex | None) -> int:
    """How many ids one item of the key holds: TAIL_IDS, fewer for a cluster's (codes)."""
    if vectors is None or not vector_index.is_cluster_key(index_key):
        return TAIL_IDS
    return max(1, CLUSTER_ITEM_BYTES // (8 + vector_index.code_bytes(vectors)))


def chunks_to_read(postings: Mapping[str, Posting], budget: int) -> dict[str, list[int]]:
    """The sealed chunks to read beyond the tails: every chunk of the rarest keys first,
    a key whole or not at all, `budget` chunks at most. A common key's older ids weigh
    little (its idf is low); a rare key's are the ones that name the answer."""
    wanted: dict[str, list[int]] = {}
    for index_key in sorted(postings, key=lambda k: (postings[k].count, k)):
        posting = postings[index_key]
        if 0 < posting.chunks <= budget:
            wanted[index_key] = list(range(1, posting.chunks + 1))
            budget -= posting.chunks
    return wanted


def word_limit(count: int, vectors: VectorIndex | None = None) -> int:
    """How many facts a turn fetches for their shared keys with `count` live facts:
    CANDIDATES, then growing as sqrt(n) past CANDIDATES_AT (where hundreds of facts share
    the question's keys with close scores: docs/decisions/fact-index.md), faster for an
    index of clusters (`vectors`: SPARSE_WORD_GROWTH for 4-bit members, else
    DENSE_WORD_GROWTH; a sparse space's SPARSE_CANDIDATES at least)."""
    base, growth = CANDIDATES, WORD_GROWTH
    if vectors is not None and vectors.centroids:
        sparse = vector_index.member_bits(vectors) == 4
        growth = SPARSE_WORD_GROWTH if sparse else DENSE_WORD_GROWTH
        base = SPARSE_CANDIDATES if sparse else CANDIDATES
    if count <= CANDIDATES_AT:
        return base
    return max(base, round(CANDIDATES * (count / CANDIDATES_AT) ** growth))


def candidate_ids(
    index: FactIndex,
    postings: Mapping[str, Posting],
    limit: int = CANDIDATES,
    recent: int = RECENT_CANDIDATES,
    passed: Set[str] = frozenset(),
) -> list[str]:
    """The facts to fetch: those whose shared keys score most (BM25 from the ids' term
    weights, `term_weights`; an id without one counts once at the average length: the
    sum of idf; of those tied at the cut, the `passed` last), the newest `recent` and the
    indexed profile facts, each once."""
    documents = max(index.count, 1)
    # lengths of the ids that record one (a damaged byte without one weighs as average),
    # counted by distinct weight byte: a few dozen, not an id at a time
    counted: Counter[bytes] = Counter()
    for posting in postings.values():
        counted.update(posting.codes.values())
    known = [(n, times) for w, times in counted.items() if w and (n := w[0] & _LENGTH_CAP)]
    known_ids = sum(times for _, times in known)
    average = sum(n * times for n, times in known) / known_ids if known_ids else 1.0
    factors, weight = _bm25_factors(average), {}
    for posting in postings.values():  # ~1,500-4,000 ids a turn: each sum done in C
        idf = math.log(1.0 + (documents - posting.count + 0.5) / (posting.count + 0.5))
        codes = posting.codes
        # each id's share, looked up by its weight byte (no weight: tf 1 at the average)
        share_of: dict[object, float] = {w: idf * factors[w[0]] for w in set(codes.values())}
        share_of[_UNWEIGHTED] = idf * factors[0]
        for ids in (*(ids for _, ids in posting.sealed), posting.tail):
            shares = map(share_of.__getitem__, map(codes.get, ids, repeat(_UNWEIGHTED)))
            weight.update(
                zip(ids, map(add, map(weight.get, ids, repeat(0.0)), shares), strict=True)
            )
    ranked = sorted(zip(weight.values(), weight.keys(), strict=True), reverse=True)  # ties: newest
    best = _best(ranked, limit, passed)
    newest = index.recent[-recent:] if recent else ()
    return list(dict.fromkeys([*best, *newest, *index.profile]))


def _best(ranked: Sequence[tuple[float, str]], limit: int, passed: Set[str]) -> list[str]:
    """The first `limit` of the `ranked` ids, those tied at the cut `passed` last."""
    if not passed or len(ranked) <= limit:
        return [fact_id for _, fact_id in ranked[:limit]]
    cut = ranked[limit - 1][0]
    tied = sorted((i for w, i in ranked if w == cut), key=passed.__contains__)  # stable
    return [*(i for w, i in ranked if w > cut), *tied][:limit]


def corpus_counts(index: FactIndex, postings: Mapping[str, Posting]) -> CorpusCounts:
    """BM25's view of all the person's facts, from the index alone."""
    return CorpusCounts(
        documents=index.count, frequencies={k: p.count for k, p in postings.items()}
    )


def cluster_chunks(
    postings: Mapping[str, Posting],
    order: Sequence[str],
    vectors: VectorIndex | None = None,
    spare_facts: int = 0,
    count: int = 0,
    further: Sequence[str] = (),
) -> tuple[dict[str, list[int]], list[str]]:
    """The sealed chunks of the probed clusters (`order`: nearest first) to read beyond
    their tails: the nearest ones' newest first, CLUSTER_CHUNK_BUDGET chunks at most and,
    given the index (`vectors`), while the members read (tails included) stay within
    vector_index.member_budget, which grows with the `spare_facts` the words will not
    fetch (`spare_word_facts`) and the `count` of live facts past 2,000. And the tails of
    the `further` clusters (the next nearest) that the bytes left over still hold: the
    bytes the words leave buy clusters no tail of which was read, not only older chunks."""
    wanted: dict[str, list[int]] = {}
    budget = CLUSTER_CHUNK_BUDGET
    in_bytes = None
    if vectors is not None:
        in_bytes = vector_index.member_budget(vectors, spare_facts, count)
    each = vector_index.member_bytes(vectors) if vectors is not None and in_bytes else 0
    room = (in_bytes or 0) - each * sum(len(postings[k].tail) for k in order if k in postings)
    for index_key in order:
        chunks = postings[index_key].chunks if index_key in postings else 0
        taken = min(chunks, budget)
        if each:
            taken = min(taken, max(0, room) // (each * tail_ids(index_key, vectors)))
        if taken:
            wanted[index_key] = list(range(chunks - taken + 1, chunks + 1))
            budget -= taken
            room -= taken * each * tail_ids(index_key, vectors)
        if each and room < each * tail_ids(index_key, vectors):
            return wanted, []  # nearest first: a farther cluster's chunk never skips a nearer one's
    return wanted, _further_tails(further, vectors, each, room, budget)


def _further_tails(
    further: Sequence[str], vectors: VectorIndex | None, each: int, room: int, items: int
) -> list[str]:
    """The `further` clusters (nearest first) whose tails fit the `room` left, a member
    `each` bytes, `items` reads at most."""
    tails: list[str] = []
    for index_key in further if each else ():
        cost = each * tail_ids(index_key, vectors)
        if len(tails) >= items or room < cost:
            break
        tails.append(index_key)
        room -= cost
    return tails


def spare_word_facts(lexical: Mapping[str, Posting], limit: int) -> int:
    """How many of the `limit` word candidates a turn surely will not fetch: the facts the
    query's keys lead to are at most their postings' counts summed (a fact sharing two
    keys is counted twice: never more than the words leave)."""
    return max(0, limit - sum(p.count for p in lexical.values()))


def turn_candidates(
    store: Store, key: ConversationKey, index: FactIndex, text: str, probe: bytes | None = None
) -> tuple[list[Fact], CorpusCounts]:
    """The facts a turn ranks for `text`, and BM25's counts of the whole memory: the
    query's postings (tails, then the rarest keys' sealed chunks) and, given the query's
    `probe` (vector_index.query_probe), the members of its nearest clusters; then the
    candidates they lead to: four reads whatever the number of facts (the facts in two,
    those ranked by the member codes read and the others with their own codes; 100 ids a
    read)."""
    vectors = index.vectors if probe is not None else None
    ranked: list[str] = []
    if vectors is not None and probe:
        ranked = vector_index.probed(vectors, probe, len(vectors.centroids))
    clusters = ranked[: vector_index.probes(vectors, index.count)] if vectors is not None else []
    postings = store.postings(key, [*query_keys(text), *clusters])
    lexical = {k: p for k, p in postings.items() if not vector_index.is_cluster_key(k)}
    words_wanted = word_limit(index.count, index.vectors)
    spare = spare_word_facts(lexical, words_wanted)
    chunks, further = cluster_chunks(
        postings, clusters, vectors, spare, index.count, ranked[len(clusters) :]
    )
    wanted = chunks_to_read(lexical, CHUNK_BUDGET) | chunks
    postings = store.posting_chunks(key, postings, wanted, tails=further)
    clusters = [*clusters, *further]
    lexical = {k: p for k, p in postings.items() if not vector_index.is_cluster_key(k)}
    limit = vector_index.fetched_by_code(vectors, index.count) if vectors is not None else 0
    members = _members(vectors, probe, clusters, postings)
    semantic = vector_index.closest(vectors, probe, members, limit) if members else []
    recent = 0 if semantic else RECENT_CANDIDATES  # the newest were for the embedding
    passed = ranked_out(vectors, index.count, members, semantic)
    words = candidate_ids(index, lexical, words_wanted, recent, passed)
    ids = list(dict.fromkeys([*words, *semantic]))
    return fetched(store, key, ids, vectors, members), corpus_counts(index, lexical)


def ranked_out(
    vectors: VectorIndex | None, count: int, members: Mapping[str, bytes], semantic: list[str]
) -> set[str]:
    """The members read and not fetched by code, past TIED_AT live facts of a dense space
    no longer than the members' prefix (a longer one's members rank less: not measured):
    the word candidates tied at the cut take them last."""
    if vectors is None or count <= TIED_AT or vector_index.member_bits(vectors) == 4:
        return set()
    if vectors.dimensions > vector_index.CODE_DIMENSIONS:
        return set()
    return set(members).difference(semantic)


def _members(
    vectors: VectorIndex | None,
    probe: bytes | None,
    clusters: list[str],
    postings: Mapping[str, Posting],
) -> dict[str, bytes]:
    """The probed clusters' members read, id -> member code: the `closest` of them are
    fetched for their codes (some of them for their words too: leaving those out measured
    no better)."""
    members: dict[str, bytes] = {}
    if vectors is None or not probe:
        return members
    for cluster in clusters:
        if cluster in postings:  # its ids with a code, in order, each looked up in C
            codes = postings[cluster].codes
            coded = list(filter(codes.__contains__, postings[cluster].ids))
            members.update(zip(coded, map(codes.__getitem__, coded), strict=True))
    return members


def fetched(
    store: Store,
    key: ConversationKey,
    ids: Sequence[str],
    vectors: VectorIndex | None,
    members: Mapping[str, bytes],
) -> FetchedFacts:
    """The facts `ids`, in order (counting the damaged ones skipped), each with the vector
    a turn ranks it by: a fact whose sparse member the turn read is fetched without its
    own code and ranked by the member's (`vector_index.member_embedding`: a fact's code is
    a third of its item on the wire); one whose dense member it read, without its code's
    top plane, the member's own (`vector_index.member_signs`); the others with their
    codes. A request for each of these three that there are (and one more for the facts
    whose held plane was not their code's: a member filed before their embedding
    changed)."""
    held, signs = _held(vectors, ids, members) if vectors is not None else ({}, {})
    rest = [i for i in ids if i not in held and i not in signs]
    found = store.facts(key, rest, vector="code") if rest else []
    unreadable = unreadable_facts(found)
    if signs:
        signed = _signed(store, key, signs)
        unreadable += unreadable_facts(signed)
        found = [*found, *signed]
    if held:
        bare = store.facts(key, list(held), vector="none")
        unreadable += unreadable_facts(bare)
        found = [*found, *(replace(f, embedding=held[f.id]) for f in bare)]
    order = {fact_id: at for at, fact_id in enumerate(ids)}
    return FetchedFacts(sorted(found, key=lambda f: order[f.id]), unreadable)


def _held(
    vectors: VectorIndex, ids: Sequence[str], members: Mapping[str, bytes]
) -> tuple[dict[str, bytes], dict[str, bytes]]:
    """Of the `ids` whose member the turn read: the sparse ones' embeddings (their very
    codes) and the dense ones' codes' top planes (their members')."""
    held: dict[str, bytes] = {}
    signs: dict[str, bytes] = {}
    for fact_id in ids:
        if fact_id in members:
            member = members[fact_id]
            if (embedding := vector_index.member_embedding(vectors, member)) is not None:
                held[fact_id] = embedding
            elif (top := vector_index.member_signs(vectors, member)) is not None:
                signs[fact_id] = top
    return held, signs


def _signed(store: Store, key: ConversationKey, signs: Mapping[str, bytes]) -> FetchedFacts:
    """The facts of `signs` fetched without their codes' top planes (counting the damaged
    ones skipped); those whose plane held is not their code's (a member filed before their
    embedding changed) once more, whole."""
    signed = store.facts(key, list(signs), vector="code", signs=signs)
    stale = [f.id for f in signed if f.embedding is None]
    found = [f for f in signed if f.embedding is not None]
    again = store.facts(key, stale, vector="code") if stale else []
    return FetchedFacts([*found, *again], unreadable_facts(signed) + unreadable_facts(again))


def repair_out_of_step(store: Store, key: ConversationKey, turn: Conversation) -> None:
    """Rebuild the index when the turn's read shows it out of step with the summary (it
    then held every fact): a compaction stopped between its writes, or layout 3; or write
    the fact items again when the head records an older form of them. Run by every
    compaction, before it checks whether there is anything to fold."""
    if (
        turn.summary is not None
        and (turn.fact_index is None or turn.fact_index.old_fact_items)
        and turn.state.erasure_requested_at is None
    ):
        store.repair_fact_index(key)


@dataclass
class IndexChange:
    """What a write changes in the index: the head, the tails of the changed keys (a
    tail with count 0 is deleted), and the sealed chunks rewritten ((key, number) ->
    ids; no ids: deleted). `rebuilt`: built from every fact, so any other posting item
    is stale (the store deletes it)."""

    head: FactIndex
    tails: dict[str, Posting] = field(default_factory=dict)
    chunks: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)
    rebuilt: bool = False
    codes: dict[str, bytes] = field(default_factory=dict)  # of the ids of changed clusters
    weights: dict[tuple[str, str], int] = field(default_factory=dict)  # (key, id): term_weights


class _Postings:
    """The postings of the keys a write touches, changed in place."""

    def __init__(self, postings: Mapping[str, Posting], vectors: VectorIndex | None) -> None:
        self._vectors = vectors
        self._codes = {
            i: c
            for k, p in postings.items()
            if vector_index.is_cluster_key(k)
            for i, c in p.codes.items()
        }
        self._weights = {
            (k, i): w[0]
            for k, p in postings.items()
            if not vector_index.is_cluster_key(k)
            for i, w in p.codes.items()
            if len(w) == 1
        }
        self._tails = {k: list(p.tail) for k, p in postings.items()}
        self._counts = {k: p.count for k, p in postings.items()}
        self._chunks = {k: p.chunks for k, p in postings.items()}
        self._sealed = {(k, n): list(ids) for k, p in postings.items() for n, ids in p.sealed}
        self._members: dict[str, set[str]] = {}
        self._changed: set[str] = set()
        self._changed_chunks: set[tuple[str, int]] = set()

    def holds(self, index_key: str, fact_id: str) -> bool:
        if index_key not in self._members:  # built once a key: a rebuild files thousands
            sealed = (i for (k, _), ids in self._sealed.items() if k == index_key for i in ids)
            self._members[index_key] = {*self._tails.get(index_key, ()), *sealed}
        return fact_id in self._members[index_key]

    def add(self, index_key: str, fact_id: str, code: bytes | None = None, weight: int = 0) -> None:
        if code is not None:
            self._codes[fact_id] = code
        if weight:
            self._weights[(index_key, fact_id)] = weight
        self.holds(index_key, fact_id)
        self._members[index_key].add(fact_id)
        self._tails.setdefault(index_key, []).append(fact_id)
        self._counts[index_key] = self._counts.get(index_key, 0) + 1
        self._changed.add(index_key)

    def remove(self, index_key: str, fact_id: str) -> None:
        if index_key not in self._counts:
            return
        self._counts[index_key] = max(0, self._counts[index_key] - 1)
        self._changed.add(index_key)
        self._members.pop(index_key, None)
        tail = self._tails.get(index_key, [])
        if fact_id in tail:
            tail.remove(fact_id)
            return
        for (k, n), ids in self._sealed.items():
            if k == index_key and fact_id in ids:
                ids.remove(fact_id)
                self._changed_chunks.add((k, n))

    def _weights_of(self, change: IndexChange) -> dict[tuple[str, str], int]:
        """The known term weights of the ids of the items `change` rewrites."""
        rewritten = [*((k, ids) for (k, _), ids in change.chunks.items()),
                     *((k, p.tail) for k, p in change.tails.items())]  # fmt: skip
        known = self._weights
        return {(k, i): w for k, ids in rewritten for i in ids if (w := known.get((k, i)))}

    def change(self, head: FactIndex, rebuilt: bool = False) -> IndexChange:
        """The change to write: each changed key's tail sealed into chunks of TAIL_IDS."""
        change = IndexChange(head=head, rebuilt=rebuilt)
        for k, n in sorted(self._changed_chunks):
            change.chunks[(k, n)] = tuple(self._sealed[(k, n)])
        for k in sorted(self._changed):
            tail, chunks = sorted(self._tails.get(k, [])), self._chunks.get(k, 0)
            size = tail_ids(k, self._vectors)
            while len(tail) > size:
                chunks += 1
                change.chunks[(k, chunks)] = tuple(tail[:size])
                tail = tail[size:]
            if self._counts[k] == 0:  # no live fact left: the key's items go
                change.chunks.update({(k, n): () for n in range(1, chunks + 1)})
                tail, chunks = [], 0
            change.tails[k] = Posting(count=self._counts[k], tail=tuple(tail), chunks=chunks)
        clustered = (
            i
            for (k, _), ids in change.chunks.items()
            if vector_index.is_cluster_key(k)
            for i in ids
        )
        in_tails = (
            i for k, p in change.tails.items() if vector_index.is_cluster_key(k) for i in p.tail
        )
        change.codes = {i: self._codes[i] for i in (*clustered, *in_tails) if i in self._codes}
        change.weights = self._weights_of(change)
        return change


def updated_index(
    head: FactIndex, postings: Mapping[str, Posting], written: Sequence[Fact], rebuilt: bool = False
) -> IndexChange:
    """The change once `written` is stored. `postings` must hold the tail of every key of
    `written` (absent: none yet), whole for the keys of superseded facts. Live facts are
    filed once (a fact rewritten, e.g. re-embedded, is already there); superseded ones
    are taken out."""
    lists = _Postings(postings, head.vectors)
    listed = _HeadLists(list(head.recent), list(head.profile), head.count)
    clusters = filing(written, head.vectors)
    for fact in sorted(written, key=lambda f: f.id):
        filed_in, code = clusters.get(fact.id, ((), None))
        keys = [*fact_keys(fact), *filed_in]
        filed = fact.id in listed.recent or any(lists.holds(k, fact.id) for k in keys)
        if fact.superseded_by is None and not filed:
            listed.add(fact)
            weights = term_weights(fact)
            for k in keys:
                lists.add(k, fact.id, code if k in filed_in else None, weights.get(k, 0))
        elif fact.superseded_by is not None and filed:
            listed.remove(fact.id)
            for k in keys:
                lists.remove(k, fact.id)
    return lists.change(listed.head(head.vectors), rebuilt)


@dataclass
class _HeadLists:
    """What the head lists as a compaction files and unfiles facts: the newest, the
    profile, the live count."""

    recent: list[str]
    profile: list[str]
    count: int

    def add(self, fact: Fact) -> None:
        self.count += 1
        self.recent.append(fact.id)
        if fact.kind == "profile":
            self.profile.append(fact.id)

    def remove(self, fact_id: str) -> None:
        self.count = max(0, self.count - 1)
        self.recent = [i for i in self.recent if i != fact_id]
        self.profile = [i for i in self.profile if i != fact_id]

    def head(self, vectors: VectorIndex | None) -> FactIndex:
        return FactIndex(
            count=self.count,
            recent=tuple(sorted(self.recent)[-RECENT_CAP:]),
            profile=tuple(sorted(self.profile)[-PROFILE_CAP:]),
            vectors=vectors,
        )


def index_update(
    head: FactIndex | None,
    read_postings: Callable[[Collection[str], Collection[str]], Mapping[str, Posting]],
    read_facts: Callable[[], list[Fact]],
    written: Sequence[Fact],
    now: datetime,
) -> IndexChange:
    """The index change to write with `written`, for either store. `read_postings(keys,
    whole)` gives the postings of `keys`, every chunk of those in `whole`.

    With no head in step (none yet, a compaction stopped between its writes, or the
    layout before this one) the index is rebuilt from every stored fact: the repair
    and the migration, done once by the person's next compaction. Otherwise a live
    fact already filed under its text key (re-embedded by the sweep) changes nothing:
    when the written facts' keys are more than one read takes, the text keys are read
    first and only the other facts' keys then.
    """
    if head is None or not head.in_step:
        return _rebuilt(read_facts, written, now)
    removed = [f for f in written if f.superseded_by is not None]
    whole = keys_of(removed, head.vectors) | {text_index_key(f.content) for f in written}
    keys = keys_of(written, head.vectors)
    if len(keys) <= ONE_READ_KEYS:  # a compaction's own drafts: one read
        change = updated_index(head, read_postings(keys, whole), written)
    else:
        change = _rewritten(head, read_postings, written, whole)
    if vector_index.needs_clustering(head.vectors, change.head.count):
        return _rebuilt(read_facts, written, now)  # the live facts doubled: new centroids
    return change


def _rebuilt(read_facts: Callable[[], list[Fact]], written: Sequence[Fact], now: datetime):
    """The index built anew from every stored fact and `written`, with new clusters."""
    merged = {f.id: f for f in read_facts()}
    merged.update((f.id, f) for f in written)
    live = [f for f in merged.values() if f.is_live(now)]
    return updated_index(FactIndex(vectors=vector_index.build(live)), {}, live, rebuilt=True)


def _rewritten(
    head: FactIndex,
    read_postings: Callable[[Collection[str], Collection[str]], Mapping[str, Posting]],
    written: Sequence[Fact],
    whole: set[str],
) -> IndexChange:
    """`index_update` for many facts: the live ones' text keys first, to leave out those
    already filed (re-embedded), then the others' keys."""
    live = [f for f in written if f.superseded_by is None]
    texts = {text_index_key(f.content) for f in live}
    postings = dict(read_postings(texts, texts))
    filed = {f.id for f in live if f.id in postings.get(text_index_key(f.content), Posting()).ids}
    changing = [f for f in written if f.id not in filed]
    more = keys_of(changing, head.vectors) - postings.keys()
    postings.update(read_postings(more, whole & more))
    return updated_index(head, postings, changing)


def with_chunks(
    postings: Mapping[str, Posting],
    chunks: Mapping[str, Collection[int]],
    found: Iterable[tuple[str, int, tuple[str, ...], Mapping[str, bytes]]],
) -> dict[str, Posting]:
    """`postings` with the sealed chunks asked for (`chunks`) and read (`found`: (key,
    number, ids, their codes)); a chunk asked for and not found was emptied and deleted."""
    read = {(k, n): (ids, codes) for k, n, ids, codes in found}
    merged = dict(postings)
    for index_key, numbers in chunks.items():
        if index_key in merged:
            got = [(n, read.get((index_key, n), ((), {}))) for n in sorted(numbers)]
            sealed = tuple((n, ids) for n, (ids, _) in got)
            codes = dict(merged[index_key].codes)
            for _, (_, more) in got:
                codes.update(more)
            merged[index_key] = replace(merged[index_key], sealed=sealed, codes=codes)
    return merged


def whole_reader(
    tails: Callable[[Collection[str]], dict[str, Posting]],
    chunks: Callable[[dict[str, Posting], dict[str, list[int]]], dict[str, Posting]],
) -> Callable[[Collection[str], Collection[str]], dict[str, Posting]]:
    """A store's `read_postings(keys, whole)` for `index_update`: the tails of `keys`, then
    in one more read every sealed chunk of those in `whole`."""

    def read(keys: Collection[str], whole: Collection[str]) -> dict[str, Posting]:
        found = tails(keys) if keys else {}
        wanted = {
            k: list(range(1, found[k].chunks + 1)) for k in whole if k in found and found[k].chunks
        }
        return chunks(found, wanted) if wanted else found

    return read
