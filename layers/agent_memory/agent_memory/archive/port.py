"""Archive port: where compaction keeps the raw messages it folded, when wanted."""

from __future__ import annotations

from typing import Protocol

from agent_memory.core.records import ConversationKey, Message


class Archive(Protocol):
    """Where compaction keeps raw messages it folded, when the operator wants them kept."""

    def put(self, key: ConversationKey, name: str, messages: list[Message]) -> None:
        """Keep `messages` under `name` for this person."""
        ...

    def delete_person(self, key: ConversationKey) -> int:
        """Delete everything kept for this person; return how many objects."""
        ...
