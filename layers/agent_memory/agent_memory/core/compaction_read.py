"""What a compaction reads of a person's facts: a bounded handful, found through the index.

A compaction needs the known facts to show the model (those the folded
messages recall) and, for each draft the model returns, the live fact of the
same kind and subject (which the draft supersedes), a live fact with the same
text (a repeat, dropped) and facts close enough in meaning to be repeats. All
of them are found through the fact index (core/fact_index.py): the postings
of the folded text's keys, then the drafts' exact (subject, text) postings and
a few of their lexical ones; only the facts those name are fetched. The read
grows with the size of the fold, never with the number of facts.

Without an index in step (none yet, one of layout 3, or one a stopped
compaction left behind) the turn's read holds every fact, and this
compaction's write rebuilds the index (`fact_index.index_update`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from datetime import datetime

from agent_memory.core.fact_index import (
    candidate_ids,
    corpus_counts,
    subject_index_key,
    text_index_key,
)
from agent_memory.core.facts import subject_key, text_digest
from agent_memory.core.lexical import CorpusCounts, index_keys
from agent_memory.core.recall import Query, RecallSettings, recall
from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    Fact,
    FactDraft,
    FactIndex,
    Message,
    Posting,
)
from agent_memory.store.port import Store

FOLD_QUERY_KEYS = 48  # postings read for the folded text (a key's tail is under 1 KB)
FOLD_CANDIDATES = 64  # facts fetched for the folded text; the known facts are chosen among them
DRAFT_KEYS = 6  # lexical keys read per draft, to find facts that may repeat it in other words
NEAR_CANDIDATES = 4  # facts fetched per draft through those keys, compared by meaning
# What a compaction shows the model of what is already known: the facts the folded
# messages recall (their subjects are those it may update) and the profile, within a
# ceiling that keeps the request small at any number of facts.
KNOWN_FACTS = 40
KNOWN_PROFILE_FACTS = 10
KNOWN_FACTS_CHARS = 6_000


def fold_keys(fold: Sequence[Message], limit: int = FOLD_QUERY_KEYS) -> list[str]:
    """The index keys to read for the folded messages: each message's first key, then each
    one's second, ..., so a long fold is not read through its first messages only."""
    per_message = [index_keys(m.content) for m in fold]
    keys: dict[str, None] = {}
    depth = max((len(k) for k in per_message), default=0)
    for position in range(depth):
        for message_keys in per_message:
            if position < len(message_keys):
                keys.setdefault(message_keys[position])
                if len(keys) == limit:
                    return list(keys)
    return list(keys)


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


def unsettled(drafts: Sequence[FactDraft], live: Iterable[Fact]) -> list[FactDraft]:
    """The drafts that neither update nor repeat a live fact: only those may repeat one in
    other words (and only then does `merge_facts` compare meanings)."""
    facts = list(live)
    subjects = {(f.kind, f.subject) for f in facts}
    texts = {text_digest(f.content) for f in facts}
    return [
        d
        for d in drafts
        if (d.kind, subject_key(d.subject)) not in subjects and text_digest(d.content) not in texts
    ]


class CompactionFacts:
    """The facts one compaction has read, and the reads it may still make through the index.

    Without an index in step (see the module) or with an erasure pending (when no fact
    is shown), the facts given are all there are.
    """

    def __init__(self, store: Store, key: ConversationKey, conversation: Conversation) -> None:
        index = conversation.fact_index
        self._store, self._key, self._index = store, key, index
        self.bounded = index is not None and conversation.state.erasure_requested_at is None
        self._facts = {f.id: f for f in conversation.facts}
        self._postings: dict[str, Posting] = {}
        self._asked: set[str] = set(self._facts)

    @classmethod
    def read(cls, store: Store, key: ConversationKey, turn: Conversation) -> CompactionFacts:
        """The compaction's facts, given the turn's read."""
        return cls(store, key, turn)

    def facts(self) -> list[Fact]:
        """Every fact read so far, oldest first (as `Store.load` gives them)."""
        return sorted(self._facts.values(), key=lambda f: (f.created_at, f.id))

    def known(self, fold: Sequence[Message], now: datetime) -> list[Fact]:
        """The known facts to send the model: recalled by the folded messages, among the
        candidates their keys lead to (or among every fact, unbounded)."""
        corpus = None
        if self._index is not None and self.bounded:
            postings = self._read_postings(fold_keys(fold))
            self._fetch(candidate_ids(self._index, postings, limit=FOLD_CANDIDATES))
            corpus = corpus_counts(self._index, postings)
        live = [f for f in self.facts() if f.is_live(now)]
        return known_facts(live, fold, now, corpus)

    def touched(self, drafts: Sequence[FactDraft], now: datetime, by_meaning: bool) -> list[Fact]:
        """The facts `drafts` may supersede or repeat, with every fact read before: those
        filed under a draft's (kind, subject) or text and, `by_meaning`, for a draft that
        neither updates nor repeats a live fact, a few sharing its rarest words."""
        if self._index is None or not self.bounded or not drafts:
            return self.facts()
        exact = {subject_index_key(d.kind, subject_key(d.subject)) for d in drafts}
        exact |= {text_index_key(d.content) for d in drafts}
        postings = self._read_postings(exact)
        self._fetch([i for k in sorted(postings) for i in postings[k].ids])
        if by_meaning:
            self._fetch_near(drafts, now, self._index)
        return self.facts()

    def _fetch_near(self, drafts: Sequence[FactDraft], now: datetime, index: FactIndex) -> None:
        """Fetch, for each unsettled draft, a few facts sharing its rarest words."""
        live = (f for f in self._facts.values() if f.is_live(now))
        lexical = [index_keys(d.content)[:DRAFT_KEYS] for d in unsettled(drafts, live)]
        postings = self._read_postings({k for keys in lexical for k in keys})
        wanted: list[str] = []
        for keys in lexical:
            shared = {k: postings[k] for k in keys if k in postings}
            wanted += candidate_ids(index, shared, limit=NEAR_CANDIDATES, recent=0)
        self._fetch(wanted)

    def _read_postings(self, keys: Iterable[str]) -> dict[str, Posting]:
        wanted = list(dict.fromkeys(keys))
        missing = [k for k in wanted if k not in self._postings]
        if missing:
            found = self._store.postings(self._key, missing, consistent=True)
            self._postings.update({k: found.get(k, Posting()) for k in missing})
        return {k: self._postings[k] for k in wanted if self._postings[k].count}

    def _fetch(self, fact_ids: Collection[str]) -> None:
        missing = [i for i in dict.fromkeys(fact_ids) if i not in self._asked]
        if missing:
            self._asked.update(missing)
            found = self._store.facts(self._key, missing, consistent=True)
            self._facts.update((f.id, f) for f in found)
