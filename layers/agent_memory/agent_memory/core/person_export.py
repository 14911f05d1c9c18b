"""One person's data as plain JSON-ready records: the export of GDPR art. 15/20."""

from __future__ import annotations

import base64
from datetime import datetime
from typing import Any

from agent_memory.archive.lines import MAX_ARCHIVED_OBJECT_BYTES
from agent_memory.archive.port import (
    MAX_EXPORTED_ARCHIVE_BYTES,
    MAX_EXPORTED_ARCHIVES,
    Archive,
    ArchivedObject,
    ArchivedRead,
)
from agent_memory.core.fact_versions import fact_state
from agent_memory.core.records import ConversationKey, Fact, Message
from agent_memory.store.port import Store

EXPORT_FORMAT = "agent-memory.person-export.v1"
MAX_EXPORTED_TURNS = 10_000  # turn records live 14 days past their message: a bounded few


def fact_record(fact: Fact, now: datetime) -> dict[str, Any]:
    """A fact as plain JSON-ready data, with its state (live, superseded, invalidated,
    expired) and the version that superseded it."""
    return {
        "id": fact.id,
        "state": fact_state(fact, now),
        "kind": fact.kind,
        "subject": fact.subject,
        "content": fact.content,
        "source": fact.source,
        "created_at": fact.created_at.isoformat(),
        "expires_at": fact.expires_at.isoformat() if fact.expires_at else None,
        "superseded_by": fact.superseded_by,
        "superseded_at": fact.superseded_at.isoformat() if fact.superseded_at else None,
        # derived from the person's words, so part of their data too
        "embedding_base64": base64.b64encode(fact.embedding).decode() if fact.embedding else None,
    }


def _message(m: Message) -> dict[str, Any]:
    return {
        "seq": m.seq,
        "role": m.role,
        "content": m.content,
        "at": m.at.isoformat(),
        "whasp_number": m.number,
        "event_id": m.event_id,
    }


def _too_large(kept: ArchivedObject, location: str) -> dict[str, Any] | None:
    """What an object over the ceiling of one says instead of its messages."""
    if not kept.too_large:
        return None
    name = kept.key.rsplit("/", 1)[-1]
    return {
        "bytes": kept.size,
        "how": (
            f"an archived object holds at most {MAX_ARCHIVED_OBJECT_BYTES:,} bytes when read "
            f"back, and this one has {kept.size:,}: it was not read; an operator copies it "
            f"with `aws s3 cp {location}{name} .`"
        ),
    }


def archived_section(archive: Archive | None, key: ConversationKey) -> dict[str, Any]:
    """What the archive keeps of the person (the messages compactions folded), up to the
    archive port's ceilings; what did not fit is counted, with where to fetch it."""
    if archive is None:
        why = "no archive configured here (ARCHIVE_BUCKET unset)"
        return {"read": False, "why": why, "objects": [], "left_out": None}
    kept: ArchivedRead = archive.read_person(key, MAX_EXPORTED_ARCHIVES, MAX_EXPORTED_ARCHIVE_BYTES)
    left_out = None
    if kept.left_out:
        left_out = {
            "objects": kept.left_out,
            "bytes": kept.left_out_bytes,
            "how": (
                f"an export holds at most {MAX_EXPORTED_ARCHIVES} archived objects of "
                f"{MAX_EXPORTED_ARCHIVE_BYTES:,} bytes: the newest {kept.left_out} are not in "
                f"this one; an operator copies them all with `aws s3 cp --recursive "
                f"{kept.location} .`"
            ),
        }
    return {
        "read": True,
        "objects": [
            {
                "key": o.key,
                "archived_at": o.archived_at.isoformat(),
                "messages": [_message(m) for m in o.messages],
                "unreadable_lines": o.unreadable,
                "too_large": _too_large(o, kept.location),
            }
            for o in kept.objects
        ],
        "left_out": left_out,
    }


def export_person(
    store: Store, key: ConversationKey, now: datetime, archive: Archive | None = None
) -> dict[str, Any]:
    """Everything stored about the person: messages, summary, facts (history included),
    and what the archive keeps of the messages compactions folded."""
    conversation = store.load(key)
    summary = conversation.summary
    return {
        "format": EXPORT_FORMAT,
        "agent": key.agent,
        "phone": key.phone,
        "exported_at": now.isoformat(),
        "messages": [_message(m) for m in conversation.messages],
        "summary": (
            {
                "text": summary.text,
                "version": summary.version,
                "through": summary.through,
                "last_at": summary.last_at.isoformat() if summary.last_at else None,
            }
            if summary
            else None
        ),
        "facts": [fact_record(f, now) for f in conversation.facts],
        # stored items too damaged to read (a message, fact or summary cut short): not in
        # this export, so it says how many; forget erases them with the rest
        "unreadable_items": conversation.unreadable,
        # what reached the model for each reply still on record (ids and scores, no text)
        "replies": [
            {
                "event_id": t.event_id,
                "reply_seq": t.reply_seq,
                "sent_at": t.sent_at.isoformat() if t.sent_at else None,
                "facts": [{"id": i, "score": s} for i, s in t.audit.facts] if t.audit else None,
                "summary_version": t.audit.summary_version if t.audit else None,
                "messages": t.audit.messages if t.audit else None,
            }
            for t in store.recent_turns(key, MAX_EXPORTED_TURNS)
        ],
        # the raw messages compactions folded, kept in the archive until it expires them
        "archived": archived_section(archive, key),
    }
