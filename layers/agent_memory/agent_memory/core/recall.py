"""Recall: which of a person's facts a turn shows, by relevance to the current message.

Two rankings of the person's live facts, fused: BM25 over the fact text (and
its subject key), and cosine between the fact's embedding and the message's.
The default fusion is `normalised`: BM25 scaled to its best, plus a weight x
the cosine scaled from the embedder's relevance floor (0) to the best (1), so
it holds on any embedder's scale; the weight is chosen per embedding space
(FUSION_BY_SPACE, measured by benchmarks/bench_ranking.py). A question about a
time ("last month", "in June", "before I moved": core/asked_time.py) favours
the facts said then. Only facts that pass a floor enter a ranking (some shared term, or a similarity
at least the embedder's `relevance_floor`), so a message about nothing in
memory recalls nothing but the profile. Superseded and expired facts never
enter, whatever the store still holds.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from operator import itemgetter

from agent_memory.core.asked_time import AskedTime, asked_time
from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.lexical import CorpusCounts, bm25_scores, corpus_terms, terms
from agent_memory.core.records import Conversation, Fact
from agent_memory.display_text import quoted_input

Ranking = list[tuple[int, float]]  # (position in the candidate list, score), best first
DEFAULT_K = 5
DEFAULT_PROFILE_CAP = 3
RRF_K = 60
EMBEDDING_WEIGHT = 0.5  # weighted fusion: cosine's share next to BM25 scaled to 1
DEFAULT_QUERY_MESSAGES = 2  # chosen on bench_ranking's tuning half
SHORT_QUERY_TERMS = 3


def lexical_ranking(
    facts: Sequence[Fact], query: str, corpus: CorpusCounts | None = None
) -> Ranking:
    """Facts sharing a term with `query`, by BM25 over content and subject (`corpus`: the
    counts of all the person's facts, when `facts` are candidates drawn from them)."""
    documents = corpus_terms([f"{f.content} {f.subject}" for f in facts])
    scores = bm25_scores(terms(query), documents, corpus=corpus)
    return _ranked((i, s) for i, s in enumerate(scores) if s > 0.0)


def embedding_ranking(
    facts: Sequence[Fact], query_vector: Sequence[float], space: EmbeddingSpace, floor: float
) -> Ranking:
    """Facts embedded in `space` whose cosine with the query is at least `floor`."""
    similarities = space.similarities([f.embedding for f in facts], query_vector)
    return _ranked((i, s) for i, s in similarities if s >= floor)


_POSITION, _SCORE = itemgetter(0), itemgetter(1)


def _ranked(pairs) -> Ranking:
    """Best score first, ties by position: sorted by position, then stably by score (C
    keys, not a Python one a pair; the same order but where a score is NaN)."""
    pairs = list(pairs)
    ranked = sorted(pairs, key=_POSITION)
    if any(map(math.isnan, map(_SCORE, ranked))):
        return sorted(pairs, key=lambda pair: (-pair[1], pair[0]))
    ranked.sort(key=_SCORE, reverse=True)
    return ranked


def reciprocal_rank_fusion(rankings: Sequence[Ranking], k: int = RRF_K) -> Ranking:
    """Sum of 1 / (k + rank) over the rankings a fact appears in (Cormack et al., 2009)."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, (index, _) in enumerate(ranking, start=1):
            fused[index] = fused.get(index, 0.0) + 1.0 / (k + rank)
    return _ranked(fused.items())


def score_fusion(rankings: Sequence[Ranking]) -> Ranking:
    """Sum of each ranking's scores scaled to its best (CombSUM over max-normalised scores)."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        if not ranking:
            continue
        best = ranking[0][1] or 1.0
        for index, score in ranking:
            fused[index] = fused.get(index, 0.0) + score / best
    return _ranked(fused.items())


def weighted_fusion(rankings: Sequence[Ranking], weight: float = EMBEDDING_WEIGHT) -> Ranking:
    """BM25 scaled to its best, plus `weight` x the raw cosine of each later ranking.

    Why not RRF or both max-normalised: most facts share some word with a question,
    so ranks and per-list maxima flatten what cosine says in absolute terms (0.6 is
    close, 0.15 barely related). Measured on bench_ranking's tuning half.
    """
    fused: dict[int, float] = {}
    for position, ranking in enumerate(rankings):
        if not ranking:
            continue
        scale = 1.0 / (ranking[0][1] or 1.0) if position == 0 else weight
        for index, score in ranking:
            fused[index] = fused.get(index, 0.0) + score * scale
    return _ranked(fused.items())


def normalised_fusion(lexical: Ranking, semantic: Ranking, weight: float, floor: float) -> Ranking:
    """BM25 scaled to its best, plus `weight` x the cosine scaled from `floor` (0) to its best (1).

    Scale-free: an embedder whose cosines sit in 0.1-0.6 (text-embedding-3) and one in
    0.0-0.9 (MiniLM) give the same fused order once the floor is each one's own.
    """
    fused = {i: s / (lexical[0][1] or 1.0) for i, s in lexical} if lexical else {}
    if semantic:
        span = semantic[0][1] - floor
        for index, similarity in semantic:
            scaled = (similarity - floor) / span if span > 0 else 1.0
            fused[index] = fused.get(index, 0.0) + weight * scaled
    return _ranked(fused.items())


def zscore_fusion(lexical: Ranking, semantic: Ranking, weight: float, floor: float) -> Ranking:
    """Each ranking's scores as z-scores over its own list, shifted so its lowest is 0."""
    fused: dict[int, float] = {}
    for ranking, share in ((lexical, 1.0), (semantic, weight)):
        if not ranking:
            continue
        values = [s for _, s in ranking]
        mean = sum(values) / len(values)
        spread = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5 or 1.0
        lowest = min(values)
        for index, score in ranking:
            fused[index] = fused.get(index, 0.0) + share * (score - lowest) / spread
    return _ranked(fused.items())


def weighted_rank_fusion(
    lexical: Ranking, semantic: Ranking, weight: float, floor: float
) -> Ranking:
    """RRF (k=60) with the embedding ranking's share multiplied by `weight`."""
    fused: dict[int, float] = {}
    for ranking, share in ((lexical, 1.0), (semantic, weight)):
        for rank, (index, _) in enumerate(ranking, start=1):
            fused[index] = fused.get(index, 0.0) + share / (RRF_K + rank)
    return _ranked(fused.items())


Fusion = Callable[[Ranking, Ranking, float, float], Ranking]
FUSIONS: dict[str, Fusion] = {
    "normalised": normalised_fusion,
    "zscore": zscore_fusion,
    "rank": weighted_rank_fusion,
    "rrf": lambda lexical, semantic, weight, floor: reciprocal_rank_fusion([lexical, semantic]),
    "score": lambda lexical, semantic, weight, floor: score_fusion([lexical, semantic]),
    "weighted": lambda lexical, semantic, weight, floor: weighted_fusion(
        [lexical, semantic], weight
    ),
}
# (fusion, embedding weight, time weight) per embedding space name, chosen on bench_ranking's
# tuning half; a space not listed (OpenAI's, any other neural embedder) takes NEURAL_FUSION,
# chosen with all-MiniLM-L6-v2 on its own scale and on one squeezed to text-embedding-3's.
FUSION_BY_SPACE: dict[str, tuple[str, float]] = {"local-ngram-glove-v3": ("normalised", 1.0)}
NEURAL_FUSION: tuple[str, float] = ("zscore", 0.25)
LEXICAL: tuple[str, float] = ("normalised", 0.0)
TIME_WEIGHT = 1.0  # the bonus of a fact said in the time a question names (best on all three)
ANCHOR_DAYS = 30.0  # "right before I moved": the bonus halves 30 days away from the move


@dataclass(frozen=True)
class RecallSettings:
    """How many facts a turn shows: top `k` by relevance plus up to `profile_cap` profile facts."""

    k: int = DEFAULT_K
    profile_cap: int = DEFAULT_PROFILE_CAP
    fusion: str | None = None  # None: FUSION_BY_SPACE's choice for the query's embedder
    query_messages: int = DEFAULT_QUERY_MESSAGES  # the person's last messages recalled for
    embedding_weight: float | None = None  # None: FUSION_BY_SPACE's
    time_weight: float = TIME_WEIGHT

    def __post_init__(self) -> None:
        if self.k < 0 or self.profile_cap < 0 or self.query_messages < 1:
            raise ValueError("recall needs k >= 0, profile_cap >= 0 and query_messages >= 1")
        if self.fusion is not None and self.fusion not in FUSIONS:
            raise ValueError(
                f"fusion must be one of {', '.join(FUSIONS)}, not {quoted_input(self.fusion)}"
            )
        if (self.embedding_weight or 0.0) < 0 or self.time_weight < 0:
            raise ValueError("recall's embedding_weight and time_weight must be 0 or more")

    def fusion_for(self, space: EmbeddingSpace | None) -> tuple[Fusion, float]:
        """The fusion and embedding weight for `space`: the settings', else the space's own."""
        # no query vector: BM25 alone, scaled to its best (any fusion of one list orders alike)
        chosen, weight = FUSION_BY_SPACE.get(space.name, NEURAL_FUSION) if space else LEXICAL
        name = self.fusion or chosen
        return FUSIONS[name], self.embedding_weight if self.embedding_weight is not None else weight


@dataclass(frozen=True)
class ScoredFact:
    """A recalled fact with the scores that chose it (for the per-turn audit)."""

    fact: Fact
    score: float
    lexical: float = 0.0
    similarity: float | None = None
    why: str = field(default="relevant", compare=False)


@dataclass(frozen=True)
class Query:
    """The current message, and its embedding when an embedder is configured."""

    text: str
    vector: Sequence[float] | None = None
    space: EmbeddingSpace | None = None
    floor: float = 0.0


def recall(
    facts: Sequence[Fact],
    query: Query,
    now: datetime,
    settings: RecallSettings | None = None,
    corpus: CorpusCounts | None = None,
) -> list[ScoredFact]:
    """The facts to show for `query`: the top-k relevant, then profile facts up to the cap."""
    settings = settings or RecallSettings()
    live = [f for f in facts if f.is_live(now)]
    when = asked_time(query.text, now)
    lexical = lexical_ranking(live, when.rest if when else query.text, corpus)
    semantic: Ranking = []
    if query.vector is not None and query.space is not None:
        semantic = embedding_ranking(live, query.vector, query.space, query.floor)
    lexical_of, similarity_of = dict(lexical), dict(semantic)
    fusion, weight = settings.fusion_for(query.space)
    fused = fusion(lexical, semantic, weight, query.floor)
    if when is not None and settings.time_weight > 0:
        fused = in_time(fused, live, when, settings.time_weight, corpus)

    def scored(index: int, score: float, why: str) -> ScoredFact:
        return ScoredFact(
            fact=live[index],
            score=round(score, 6),
            lexical=round(lexical_of.get(index, 0.0), 6),
            similarity=round(similarity_of[index], 6) if index in similarity_of else None,
            why=why,
        )

    chosen = [scored(i, s, "relevant") for i, s in fused[: settings.k]]
    taken = {i for i, _ in fused[: settings.k]}
    fused_of = dict(fused)
    profile = [i for i, f in enumerate(live) if f.kind == "profile" and i not in taken]
    profile.sort(key=lambda i: (-fused_of.get(i, 0.0), -live[i].created_at.timestamp(), i))
    chosen += [scored(i, fused_of.get(i, 0.0), "profile") for i in profile[: settings.profile_cap]]
    return chosen


def in_time(
    fused: Ranking, live: Sequence[Fact], when: AskedTime, bonus: float, corpus=None
) -> Ranking:
    """`fused` with `bonus` added to the facts said in the time asked about: inside the
    window, or on the asked side of the anchor event, the closest to it most."""
    if when.anchor_words is None:
        return _ranked(
            (i, s + (bonus if when.holds(live[i].created_at) else 0.0)) for i, s in fused
        )
    found = lexical_ranking(live, when.anchor_words, corpus)
    if not found:
        return fused
    anchor = live[found[0][0]].created_at
    boosted = []
    for index, score in fused:
        days = (anchor - live[index].created_at).total_seconds() / 86_400
        if index != found[0][0] and (days > 0 if when.before else days < 0):
            score += bonus / (1.0 + abs(days) / ANCHOR_DAYS)
        boosted.append((index, score))
    return _ranked(boosted)


def recall_text(conversation: Conversation, current: str, messages: int) -> str:
    """What to recall for: the current message, and when it names too little to go on
    ("and next week?"), the person's `messages` - 1 before it."""
    said = [m.content for m in conversation.unsummarized() if m.role == "user"]
    if said and said[-1] == current:
        said.pop()
    return widened_query(current, said, messages)


def widened_query(current: str, earlier: Sequence[str], messages: int) -> str:
    """`current`, followed by the last `messages` - 1 of `earlier` (newest first) when it
    has fewer than SHORT_QUERY_TERMS terms: a long message says what it is about."""
    if messages <= 1 or len(terms(current)) >= SHORT_QUERY_TERMS or not earlier:
        return current
    return "\n".join([current, *reversed(earlier[-(messages - 1) :])])
