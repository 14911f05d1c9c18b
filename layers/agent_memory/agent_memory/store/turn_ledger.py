"""The turn ledger port: what the exactly-once turn protocol records and reads.

A turn is marked on its inbound event (`EVT#<event id>`; on SQLite the inbound message's
own row, `TURN#<event id>`, until the turn records its reply); the marker links the reply
once it is recorded and says when it went out, so a redelivered event resumes where a
crash stopped. The person's opt-out and the agent's replaced numbers are read and
written on the same path. Both stores implement it (`Store` extends it); the
responder depends on this port only, not on the whole store. Why SQLite keeps the
message and its marker in one row: docs/decisions/sqlite-turn-rows.md.
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    GuardMark,
    KeptGuard,
    Message,
    ReplyAudit,
    TurnMarker,
)


class TurnLedger(Protocol):
    """Turn markers, the reply record, the sent mark, opt-outs and number replacements."""

    def load_turn(self, key: ConversationKey) -> Conversation:
        """What a turn reads, in one request whatever the number of facts: messages, summary,
        bookkeeping and the fact index head, but no facts (fetch them with `postings` and
        `facts`). A person whose facts predate the index gets them all, as from `load`."""
        ...

    def turn(self, key: ConversationKey, event_id: str) -> TurnMarker | None:
        """The turn marker of one inbound event, read consistently; None when unknown."""
        ...

    def record_reply(
        self,
        key: ConversationKey,
        event_id: str,
        reply: Message,
        audit: ReplyAudit | None = None,
    ) -> bool:
        """Store the reply to `event_id` and link it from the turn marker, atomically, with
        the reply's `audit` (what reached the model: core/reply_audit.py) on the marker.

        False (and nothing stored) when that turn already has a reply.
        """
        ...

    def mark_sent(
        self,
        key: ConversationKey,
        event_id: str,
        due_at: datetime | None,
        active_at: datetime | None = None,
        guarded: GuardMark | None = None,
    ) -> None:
        """Record that the turn's reply went out; with `due_at`, also mark a compaction due;
        with `active_at`, list the person as active then (the console's recent people).
        With `guarded`: the turn is closed with nothing asked or sent, for its reason
        (core/reply_guard.py), so a redelivery does the same, and what it keeps is set on
        the person's state."""
        ...

    def kept_guard(self, key: ConversationKey) -> KeptGuard | None:
        """What the person's erasure kept of the reply guard on their tombstone, read
        consistently; None when they were never erased (or it kept nothing)."""
        ...

    def set_opted_out(self, key: ConversationKey, at: datetime | None) -> None:
        """Record (or, with None, clear) the person's opt-out."""
        ...

    def save_number_replacement(
        self, agent: str, old_number: str, new_number: str, at: datetime
    ) -> None:
        """Record that whasp replaced one of the agent's numbers."""
        ...

    def number_replacements(self, agent: str) -> dict[str, str]:
        """Old number -> the number that now replaces it, for this agent."""
        ...
