"""Facts: turning drafts from the model into stored facts that update, not accumulate."""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from datetime import datetime, timedelta

from agent_memory.records import FACT_KINDS, FACT_SOURCES, Fact, FactDraft

DEFAULT_EPISODE_DAYS = 30
_SPACE = re.compile(r"\s+")


def _normalised(text: str) -> str:
    return _SPACE.sub(" ", text.strip().lower()).rstrip(".")


def fact_id(draft: FactDraft, now: datetime) -> str:
    """A time-ordered id that is the same for the same draft at the same moment."""
    digest = hashlib.sha256(
        f"{draft.kind}|{draft.subject}|{_normalised(draft.content)}".encode()
    ).hexdigest()[:10]
    return f"{int(now.timestamp() * 1000):014d}-{digest}"


def merge_facts(
    existing: list[Fact],
    drafts: list[FactDraft],
    now: datetime,
    episode_days: int = DEFAULT_EPISODE_DAYS,
) -> list[Fact]:
    """Return the facts to write: new ones, and old ones now superseded by them.

    A draft repeating a live fact (same text) is dropped; a draft with the same
    kind and subject as a live fact replaces it, which is kept only as history.
    """
    live = {(f.kind, f.subject): f for f in existing if f.is_live(now)}
    known_texts = {_normalised(f.content) for f in live.values()}
    to_write: dict[str, Fact] = {}  # by id: a fact superseded within the batch is written once
    for draft in drafts:
        if draft.kind not in FACT_KINDS or not draft.content.strip():
            continue
        text = _normalised(draft.content)
        if text in known_texts:
            continue
        fact = Fact(
            id=fact_id(draft, now),
            kind=draft.kind,
            content=draft.content.strip(),
            subject=draft.subject.strip().lower() or "other",
            source=draft.source if draft.source in FACT_SOURCES else "inferred",
            created_at=now,
            expires_at=now + timedelta(days=episode_days) if draft.kind == "episode" else None,
        )
        old = live.get((fact.kind, fact.subject))
        if old is not None:
            to_write[old.id] = replace(old, superseded_by=fact.id)
        live[(fact.kind, fact.subject)] = fact
        known_texts.add(text)
        to_write[fact.id] = fact
    return list(to_write.values())
