"""What a turn fetches through the fact index: the query's keys, then the facts worth scoring.

The index (store/fact_index.py) tells which facts share a key with the query
and how common each key is. The facts sharing the rarest keys are fetched,
with the newest and the profile facts, and only those are ranked: a turn's
read stays the same size at 100 facts and at 10,000.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from datetime import datetime

from agent_memory.core.facts import text_digest
from agent_memory.core.lexical import CorpusCounts, index_keys
from agent_memory.core.recall import Query, RecallSettings, recall
from agent_memory.core.records import Fact, FactIndex, Message, Posting

MAX_QUERY_KEYS = 24  # postings read per turn (a key's posting is at most ~1 KB)
CANDIDATES = 32  # facts fetched for their shared keys
RECENT_CANDIDATES = 8  # newest facts fetched too, for the embedding half
# What a compaction shows the model of what is already known: the facts the folded
# messages recall (their subjects are those it may update) and the profile, within a
# ceiling that keeps the request small at any number of facts.
KNOWN_FACTS = 40
KNOWN_PROFILE_FACTS = 10
KNOWN_FACTS_CHARS = 6_000
# The exact keys: ':' never occurs in a lexical key (letters and digits), so they cannot
# collide with one and no turn's query reads them (nor counts them for BM25).
SUBJECT_KEY_PREFIX = ":s:"
TEXT_KEY_PREFIX = ":t:"
_SUBJECT_KEY_CHARS = 200  # a sort key stays short; the merge compares whole subjects anyway


def query_keys(text: str) -> list[str]:
    """The index keys to read for a query: its first MAX_QUERY_KEYS distinct keys."""
    return index_keys(text)[:MAX_QUERY_KEYS]


def subject_index_key(kind: str, subject: str) -> str:
    """The exact index key of the facts of one kind under one (normalised) subject: where a
    compaction finds the live fact a draft supersedes."""
    return f"{SUBJECT_KEY_PREFIX}{kind}:{subject[:_SUBJECT_KEY_CHARS]}"


def text_index_key(content: str) -> str:
    """The exact index key of the facts with this normalised text: where a compaction finds
    the live fact a draft repeats."""
    return TEXT_KEY_PREFIX + text_digest(content)


def exact_index_keys(fact: Fact) -> list[str]:
    """The exact keys a live fact is filed under besides its lexical ones."""
    return [subject_index_key(fact.kind, fact.subject), text_index_key(fact.content)]


def candidate_ids(
    index: FactIndex,
    postings: Mapping[str, Posting],
    limit: int = CANDIDATES,
    recent: int = RECENT_CANDIDATES,
) -> list[str]:
    """The facts to fetch: those whose shared keys weigh most (sum of idf), the newest
    `recent` and the indexed profile facts, each once."""
    documents = max(index.count, 1)
    weight: dict[str, float] = {}
    for posting in postings.values():
        idf = math.log(1.0 + (documents - posting.count + 0.5) / (posting.count + 0.5))
        for fact_id in posting.ids:
            weight[fact_id] = weight.get(fact_id, 0.0) + idf
    best = sorted(weight, key=lambda i: (weight[i], i), reverse=True)[:limit]  # ties: newest
    newest = index.recent[-recent:] if recent else ()
    return list(dict.fromkeys([*best, *newest, *index.profile]))


def corpus_counts(index: FactIndex, postings: Mapping[str, Posting]) -> CorpusCounts:
    """BM25's view of all the person's facts, from the index alone."""
    return CorpusCounts(
        documents=index.count, frequencies={k: p.count for k, p in postings.items()}
    )


def known_facts(
    live: Sequence[Fact],
    folded: Sequence[Message],
    now: datetime,
    corpus: CorpusCounts | None = None,
) -> list[Fact]:
    """The known facts a compaction sends the model: those the folded messages recall and
    the newest profile facts, at most KNOWN_FACTS_CHARS of text, oldest first. `live` may
    be candidates drawn through the index; `corpus` then gives BM25 the whole memory's
    counts."""
    text = "\n".join(m.content for m in folded)
    settings = RecallSettings(
        k=KNOWN_FACTS, profile_cap=KNOWN_PROFILE_FACTS, fusion="score", time_weight=0.0
    )  # a fold's "last week" is not a question about time
    chosen, used = [], 0
    for scored in recall(live, Query(text), now, settings, corpus):
        used += len(scored.fact.content) + len(scored.fact.subject) + 40  # JSON around it
        if used > KNOWN_FACTS_CHARS:
            break
        chosen.append(scored.fact)
    return sorted(chosen, key=lambda f: (f.created_at, f.id))
