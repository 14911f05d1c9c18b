"""The store port: the few operations the memory core needs from a database."""

from __future__ import annotations

from typing import Protocol

from agent_memory.records import Conversation, ConversationKey, Fact, Message, Summary


class Store(Protocol):
    """Persistence for one person's memory; every call touches one partition."""

    def append_message(self, key: ConversationKey, message: Message) -> bool:
        """Store `message`; False (and nothing stored) when its event id is already stored."""
        ...

    def load(self, key: ConversationKey) -> Conversation:
        """Return the person's messages (oldest first), summary and facts in one read."""
        ...

    def save_compaction(
        self,
        key: ConversationKey,
        summary: Summary,
        expected_version: int | None,
        facts: list[Fact],
    ) -> bool:
        """Write the summary and facts atomically.

        False (and nothing written) when the stored summary is no longer at
        `expected_version` (None: no summary yet), i.e. another compaction won.
        """
        ...

    def delete_messages(self, key: ConversationKey, seqs: list[str]) -> None:
        """Delete the messages with these seqs (already folded into the summary)."""
        ...

    def delete_facts(self, key: ConversationKey, fact_ids: list[str]) -> None:
        """Delete these facts of the person (an operator's or the person's request)."""
        ...

    def delete_person(self, key: ConversationKey) -> int:
        """Delete every item of this person; return how many were deleted."""
        ...
