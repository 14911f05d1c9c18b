"""Facts: turning drafts from the model into stored facts that update, not accumulate."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.lexical import normalise, terms
from agent_memory.core.records import FACT_KINDS, FACT_SOURCES, Fact, FactDraft, Message

DEFAULT_EPISODE_DAYS = 30
_SPACE = re.compile(r"\s+")
_NOT_KEY = re.compile(r"[^a-z0-9]+")


def _normalised(text: str) -> str:
    return _SPACE.sub(" ", text.strip().lower()).rstrip(".")


def subject_key(subject: str) -> str:
    """The normalised subject: `Preferred Language` and `preferred-language` are one key."""
    return _NOT_KEY.sub("_", normalise(subject)).strip("_")[:60] or "other"


def text_digest(content: str) -> str:
    """A digest of the normalised text: facts with the same digest say the same thing, and
    `merge_facts` drops the later one (the fact index files facts under it)."""
    return hashlib.sha256(_normalised(content).encode()).hexdigest()[:16]


def fact_id(draft: FactDraft, now: datetime, key: bytes) -> str:
    """A time-ordered id that is the same for the same draft at the same moment.

    Its digest is keyed (HMAC with the phone-hash key, under a label of its own): ids
    are logged in every turn's audit, and an unkeyed hash of kind, subject and text
    would let anyone holding the log confirm a guess of what an erased person said.
    Kept deterministic, not random, so a second seed import gives a fact the id it
    had (an upsert, not a copy).
    """
    said = f"fact-id|{draft.kind}|{draft.subject}|{_normalised(draft.content)}"
    digest = hmac.new(key, said.encode(), hashlib.sha256).hexdigest()[:10]
    return f"{int(now.timestamp() * 1000):014d}-{digest}"


class _Meanings:
    """The embeddings of the live facts, to tell a repeat under another subject (one SIMD
    pass over them per draft: a person may have thousands)."""

    def __init__(self, space: EmbeddingSpace | None, floor: float | None) -> None:
        self._space = space if floor is not None else None
        self._floor = floor if floor is not None else 2.0
        self._blobs: list[bytes] = []

    def add(self, embedding: bytes | None) -> None:
        if self._space is not None and embedding is not None and self._space.holds(embedding):
            self._blobs.append(embedding)

    def repeats(self, embedding: bytes | None) -> bool:
        vector = self._space.decode(embedding) if self._space else None
        if vector is None or not self._blobs:
            return False
        similar = self._space.similarities(self._blobs, list(vector))  # type: ignore[union-attr]
        return max((s for _, s in similar), default=0.0) >= self._floor


def merge_facts(
    existing: list[Fact],
    drafts: list[FactDraft],
    now: datetime,
    episode_days: int = DEFAULT_EPISODE_DAYS,
    *,
    embeddings: Sequence[bytes | None] | None = None,
    space: EmbeddingSpace | None = None,
    duplicate_floor: float | None = None,
    said: Sequence[datetime] | None = None,
    id_key: bytes,
) -> list[Fact]:
    """Return the facts to write: new ones, and old ones now superseded by them.

    A draft repeating a live fact is dropped: the same text, or (under another
    subject) an embedding at least `duplicate_floor` similar. A draft with the
    same kind and subject as a live fact but other text replaces it; the old
    one is kept only as history. Under one subject only the text decides, so a
    changed value (basic -> enterprise) is never mistaken for a repeat.
    `embeddings`, aligned with `drafts`, are stored on the new facts; `said`,
    aligned too, dates them (default `now`), and a fact superseded is marked
    as no longer true from the date of the fact replacing it. `id_key` keys the new
    facts' ids (see `fact_id`).
    """
    embeddings = list(embeddings) if embeddings is not None else [None] * len(drafts)
    dates = list(said) if said is not None else [now] * len(drafts)
    live = {(f.kind, f.subject): f for f in existing if f.is_live(now)}
    known_texts = {_normalised(f.content) for f in live.values()}
    meanings = _Meanings(space, duplicate_floor)
    for fact in live.values():
        meanings.add(fact.embedding)
    to_write: dict[str, Fact] = {}  # by id: a fact superseded within the batch is written once
    for draft, embedding, dated in zip(drafts, embeddings, dates, strict=True):
        if draft.kind not in FACT_KINDS or not draft.content.strip():
            continue
        text = _normalised(draft.content)
        subject = subject_key(draft.subject)
        old = live.get((draft.kind, subject))
        if text in known_texts or (old is None and meanings.repeats(embedding)):
            continue
        fact = Fact(
            id=fact_id(replace(draft, subject=subject), now, id_key),
            kind=draft.kind,
            content=draft.content.strip(),
            subject=subject,
            source=draft.source if draft.source in FACT_SOURCES else "inferred",
            created_at=dated,
            expires_at=now + timedelta(days=episode_days) if draft.kind == "episode" else None,
            embedding=embedding,
        )
        if old is not None:
            to_write[old.id] = replace(old, superseded_by=fact.id, superseded_at=dated)
        live[(fact.kind, fact.subject)] = fact
        known_texts.add(text)
        meanings.add(embedding)
        to_write[fact.id] = fact
    return list(to_write.values())


def said_at(draft: FactDraft, messages: Sequence[Message]) -> datetime:
    """When a drafted fact was said: the time of the folded message sharing most of its
    words (the latest on a tie), else of the newest folded message."""
    wanted = set(terms(f"{draft.content} {draft.subject.replace('_', ' ')}"))
    best, best_at = 0, max(m.at for m in messages)
    for message in messages:
        shared = len(wanted.intersection(terms(message.content)))
        if shared > best or (shared == best and shared > 0 and message.at > best_at):
            best, best_at = shared, message.at
    return best_at
