"""Facts: turning drafts from the model into stored facts that update, not accumulate."""

from __future__ import annotations

import hashlib
import hmac
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.lexical import normalise, terms
from agent_memory.core.records import FACT_KINDS, FACT_SOURCES, Fact, FactDraft, Message

DEFAULT_EPISODE_DAYS = 30
_SPACE = re.compile(r"\s+")
_NOT_KEY = re.compile(r"[\W_]+")  # letters and digits of any script make a subject


def _normalised(text: str) -> str:
    return _SPACE.sub(" ", text.strip().lower()).rstrip(".")


def subject_key(subject: str) -> str:
    """The normalised subject: `Preferred Language` and `preferred-language` are one key,
    `Город` is `город` (folded, accents dropped, marks left by the folding recomposed:
    `ガス` is not `カス`); only a subject with no letter or digit at all is `other`."""
    folded = unicodedata.normalize("NFC", normalise(subject))
    return _NOT_KEY.sub("_", folded).strip("_")[:60] or "other"


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

    A draft supersedes only the live fact it names in `updates` (the model saw
    the known facts with their ids and judged that the draft makes it no longer
    true); the old one is kept as history, no longer true from the new one's
    date. A shared kind and subject alone supersede nothing: two episodes about
    the children are both true. A draft repeating a live fact is dropped: the
    same text, or (under another subject, updating nothing) an embedding at
    least `duplicate_floor` similar; under one subject only the text decides, so
    a changed value (basic -> enterprise) is never mistaken for a repeat.
    `embeddings`, aligned with `drafts`, are stored on the new facts; `said`,
    aligned too, dates them (default `now`). `id_key` keys the new facts' ids (see
    `fact_id`).
    """
    embeddings = list(embeddings) if embeddings is not None else [None] * len(drafts)
    dates = list(said) if said is not None else [now] * len(drafts)
    batch = _Batch(existing, now, _Meanings(space, duplicate_floor))
    for draft, embedding, dated in zip(drafts, embeddings, dates, strict=True):
        if draft.kind not in FACT_KINDS or not draft.content.strip():
            continue
        text = _normalised(draft.content)
        subject = subject_key(draft.subject)
        old = _updated(batch.live, batch.to_write, draft.updates)
        if batch.says_already(text, old, dated):
            continue
        if old is None and batch.near_duplicate(draft.kind, subject, embedding):
            continue
        fact = Fact(
            id=fact_id(replace(draft, subject=subject), now, id_key),
            kind=draft.kind,
            content=draft.content.strip(),
            subject=subject,
            source=draft.source if draft.source in FACT_SOURCES else "inferred",
            created_at=dated,
            expires_at=_expiry(draft.kind, now, episode_days),
            embedding=embedding,
        )
        if old is not None:
            batch.supersede(old, fact, dated)
        batch.hold(fact, text)
    return list(batch.to_write.values())


class _Batch:
    """The live facts as the drafts of one fold land in turn: each new fact is live for the
    drafts after it (a fold may repeat itself, or change a fact twice)."""

    def __init__(self, existing: list[Fact], now: datetime, meanings: _Meanings) -> None:
        self.live = {f.id: f for f in existing if f.is_live(now)}
        self.subjects = {(f.kind, f.subject) for f in self.live.values()}
        self.by_text = {_normalised(f.content): f for f in self.live.values()}
        self.meanings = meanings
        for fact in self.live.values():
            meanings.add(fact.embedding)
        self.to_write: dict[str, Fact] = {}  # by id: a fact superseded in the batch is written once

    def says_already(self, text: str, old: Fact | None, dated: datetime) -> bool:
        """True when a live fact has the draft's text, so the draft is dropped; the fact it
        names as updated is retired in favour of that one (the change was already known)."""
        same = self.by_text.get(text)
        if same is None:
            return False
        if old is not None and old.id != same.id:
            self.supersede(old, same, dated)
        return True

    def near_duplicate(self, kind: str, subject: str, embedding: bytes | None) -> bool:
        """True for a repeat in other words under a subject not yet live; under a live
        subject only the text decides, so a changed value is never taken for a repeat."""
        return (kind, subject) not in self.subjects and self.meanings.repeats(embedding)

    def supersede(self, old: Fact, new: Fact, dated: datetime) -> None:
        """Keep `old` as history, no longer true from `dated`, replaced by `new`."""
        self.to_write[old.id] = replace(old, superseded_by=new.id, superseded_at=dated)
        del self.live[old.id]

    def hold(self, fact: Fact, text: str) -> None:
        """Write `fact`, and let the drafts after it see it as live."""
        self.live[fact.id] = fact
        self.subjects.add((fact.kind, fact.subject))
        self.by_text[text] = fact
        self.meanings.add(fact.embedding)
        self.to_write[fact.id] = fact


def _expiry(kind: str, now: datetime, episode_days: int) -> datetime | None:
    """Episodes (what happened) lapse after `episode_days`; other kinds hold until updated."""
    return now + timedelta(days=episode_days) if kind == "episode" else None


def _updated(live: dict[str, Fact], to_write: dict[str, Fact], fact_id: str | None) -> Fact | None:
    """The live fact a draft says it updates; None for no id, or one not live or never read
    (a model may name an id it was not shown: it then updates nothing). A fact retired
    earlier in the batch leads to the one that replaced it (two changes in one fold)."""
    for _ in range(len(to_write) + 1):
        if fact_id is None or fact_id in live:
            break
        retired = to_write.get(fact_id)
        fact_id = retired.superseded_by if retired is not None else None
    return live.get(fact_id) if fact_id else None


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
