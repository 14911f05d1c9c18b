"""The fact index: items that let a turn read only the facts its query can reach.

A turn must not read every fact of a person (10,000 facts are 5 MB). Both
stores keep, in the person's partition:

- `IDX#<key>`, one per index key (`lexical.index_key` of a term of a live
  fact's text or subject): the ids of the facts filed under it, newest last, at
  most POSTING_CAP of them, and how many there are in all (for BM25's idf);
- `META#FACTS`, the head: how many live facts are indexed, the newest live
  ids and the newest profile ids. It sorts with the turn's read (`META`...),
  so it comes in the same request as the messages and the summary.
- exact postings (layout 3), `IDX#:s:<kind>:<subject>` and `IDX#:t:<text
  digest>` (core/fact_lookup.py): the live facts of one kind and subject, and
  those with one normalised text. A compaction reads them for its drafts, to
  find the fact a draft supersedes or repeats without reading every fact. No
  turn's query has such a key, so they never count in BM25.

Superseded facts leave the index when they are superseded, so they never
travel on a turn. A key past the cap keeps its newest ids: such a key is so
common that it says little about which fact is meant. Expired episodes stay
until pushed out; a turn skips them when it fetches the facts. A head of an
older layout (or none at all) is rebuilt from every fact by the person's next
compaction, once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime

from agent_memory.core.fact_lookup import exact_index_keys, text_index_key
from agent_memory.core.lexical import index_keys
from agent_memory.core.records import ConversationKey, EmbeddingSweep, Fact, FactIndex, Posting
from agent_memory.store.items import FACT_INDEX_LAYOUT, FACT_INDEX_SK, POSTING_PREFIX, Item

POSTING_CAP = 40
RECENT_CAP = 40  # the no-query context shows the newest 30 live facts; some may expire
PROFILE_CAP = 12
ONE_READ_KEYS = 100  # postings one read fetches (DynamoDB's BatchGetItem takes 100 keys)
LAYOUT = FACT_INDEX_LAYOUT  # facts (1), lexical index (2), exact postings too (3)


def fact_keys(fact: Fact) -> list[str]:
    """The index keys a fact is filed under: the lexical ones of its text and subject, then
    its exact (kind, subject) and text keys."""
    lexical = index_keys(f"{fact.content} {fact.subject.replace('_', ' ')}")
    return lexical + exact_index_keys(fact)


def keys_of(facts: Iterable[Fact]) -> set[str]:
    """Every index key the facts are filed under."""
    return {k for fact in facts for k in fact_keys(fact)}


def posting_sk(index_key: str) -> str:
    """The sort key of the posting item of `index_key`."""
    return POSTING_PREFIX + index_key


def posting_item(key: ConversationKey, index_key: str, posting: Posting) -> Item:
    """The stored form of one key's posting list."""
    return {
        "pk": key.partition,
        "sk": posting_sk(index_key),
        "ids": " ".join(posting.ids),
        "n": posting.count,
    }


def posting_from_item(item: Item) -> tuple[str, Posting]:
    """(index key, posting) from a stored posting item."""
    ids = tuple(item["ids"].split()) if item.get("ids") else ()
    return item["sk"][len(POSTING_PREFIX) :], Posting(ids=ids, count=int(item["n"]))


def head_item(key: ConversationKey, head: FactIndex) -> Item:
    """The stored form of the index head."""
    item: Item = {
        "pk": key.partition,
        "sk": FACT_INDEX_SK,
        "layout": LAYOUT,
        "n": head.count,
        "recent": " ".join(head.recent),
        "profile": " ".join(head.profile),
    }
    if head.embedded is not None:
        item["embedded_in"] = head.embedded.space
        if head.embedded.swept_to is not None:
            item["swept_to"] = head.embedded.swept_to
    return item


def updated_index(
    head: FactIndex, postings: Mapping[str, Posting], written: Sequence[Fact], now: datetime
) -> tuple[FactIndex, dict[str, Posting]]:
    """The head and the changed postings once `written` is stored.

    `postings` must hold the current posting of every key of `written` (absent:
    none yet). Live facts are filed (once: a rewritten fact, e.g. re-embedded,
    is already there); superseded ones are taken out.
    """
    lists = {k: list(p.ids) for k, p in postings.items()}
    counts = {k: p.count for k, p in postings.items()}
    recent, profile, count = list(head.recent), list(head.profile), head.count
    changed: set[str] = set()
    for fact in sorted(written, key=lambda f: f.id):
        keys = fact_keys(fact)
        filed = fact.id in recent or any(fact.id in lists.get(k, ()) for k in keys)
        if fact.superseded_by is None:
            if filed:
                continue
            count += 1
            recent.append(fact.id)
            if fact.kind == "profile":
                profile.append(fact.id)
            for k in keys:
                lists.setdefault(k, []).append(fact.id)
                counts[k] = counts.get(k, 0) + 1
                changed.add(k)
        elif filed:
            count = max(0, count - 1)
            recent = [i for i in recent if i != fact.id]
            profile = [i for i in profile if i != fact.id]
            for k in keys:
                if k in lists:
                    lists[k] = [i for i in lists[k] if i != fact.id]
                    counts[k] = max(0, counts.get(k, 0) - 1)
                    changed.add(k)
    new_head = FactIndex(
        count=count,
        recent=tuple(sorted(recent)[-RECENT_CAP:]),
        profile=tuple(sorted(profile)[-PROFILE_CAP:]),
    )
    new_postings = {
        k: Posting(ids=tuple(sorted(lists[k])[-POSTING_CAP:]), count=counts[k]) for k in changed
    }
    return new_head, new_postings


def built_index(facts: Iterable[Fact], now: datetime) -> tuple[FactIndex, dict[str, Posting]]:
    """The index of a person whose facts were stored before the index existed."""
    live = [f for f in facts if f.is_live(now)]
    return updated_index(FactIndex(), {}, live, now)


def index_items(
    key: ConversationKey, head: FactIndex, postings: Mapping[str, Posting]
) -> list[Item]:
    """The items to write for an updated index: changed postings, then the head."""
    return [posting_item(key, k, p) for k, p in sorted(postings.items())] + [head_item(key, head)]


def index_update(
    key: ConversationKey,
    head: FactIndex | None,
    read_postings: Callable[[set[str]], Mapping[str, Posting]],
    read_facts: Callable[[], list[Fact]],
    written: Sequence[Fact],
    now: datetime,
    embedded: EmbeddingSweep | None = None,
) -> list[Item]:
    """The index items to write with `written`, for either store; the head records
    `embedded`.

    With no head yet (a new person, or facts stored before the index existed)
    or a head of an older layout (no exact postings), the index is built from
    every stored fact: that is the migration, done once by the person's next
    compaction. Otherwise, when the written facts' keys are more than one read
    takes, a live fact already filed under its text key (a fact rewritten with a
    new embedding by the embedding sweep) changes no posting: the text postings
    are read first and only the other facts' keys then, so re-embedding 100
    facts reads 100 small postings, not 1,000.
    """
    if head is None or not head.exact_keys:
        merged = {f.id: f for f in read_facts()}
        merged.update((f.id, f) for f in written)
        return index_items(key, *_with(built_index(merged.values(), now), embedded))
    keys = keys_of(written)
    if len(keys) <= ONE_READ_KEYS:  # a compaction's own drafts: one read
        postings = read_postings(keys)
        return index_items(key, *_with(updated_index(head, postings, written, now), embedded))
    live = [f for f in written if f.superseded_by is None]
    postings = dict(read_postings({text_index_key(f.content) for f in live}))
    filed = {
        f.id
        for f in live
        if f.id in head.recent or f.id in postings.get(text_index_key(f.content), Posting()).ids
    }
    changing = [f for f in written if f.id not in filed]
    postings.update(read_postings(keys_of(changing) - postings.keys()))
    return index_items(key, *_with(updated_index(head, postings, changing, now), embedded))


def _with(
    index: tuple[FactIndex, dict[str, Posting]], embedded: EmbeddingSweep | None
) -> tuple[FactIndex, dict[str, Posting]]:
    """The updated index, its head recording `embedded`."""
    head, postings = index
    return replace(head, embedded=embedded), postings
