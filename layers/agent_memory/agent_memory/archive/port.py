"""Archive port: where compaction keeps the raw messages it folded, when wanted."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from agent_memory.core.records import ConversationKey, Message

# What one export reads back from the archive: one object per compaction, each a bounded
# fold (COMPACTION_INPUT_MAX_CHARS), so these hold a person's whole archive in all but
# extreme cases, and keep an export's answer within what a console or MCP client takes.
MAX_EXPORTED_ARCHIVES = 500
MAX_EXPORTED_ARCHIVE_BYTES = 20_000_000


@dataclass(frozen=True)
class ArchivedObject:
    """One kept fold: its key in the archive, when it was kept, and its messages.

    `unreadable` counts the lines that no longer read as a message (cut short, edited by
    hand): left out of `messages`, still erased with the rest. `too_large` marks an object
    over the ceiling of one (archive/lines.py MAX_ARCHIVED_OBJECT_BYTES): not read, so no
    messages, and named so the operator can fetch it."""

    key: str
    archived_at: datetime
    size: int
    messages: list[Message]
    unreadable: int = 0
    too_large: bool = False


@dataclass(frozen=True)
class ArchivedRead:
    """The person's archived objects, oldest first, up to the ceilings; what did not fit
    is counted (`left_out` objects of `left_out_bytes`), never silently dropped."""

    objects: list[ArchivedObject]
    left_out: int = 0
    left_out_bytes: int = 0
    location: str = ""  # where the archive keeps them (bucket and prefix), to fetch the rest


class Archive(Protocol):
    """Where compaction keeps raw messages it folded, when the operator wants them kept."""

    def put(self, key: ConversationKey, name: str, messages: list[Message]) -> None:
        """Keep `messages` under `name` for this person."""
        ...

    def read_person(
        self,
        key: ConversationKey,
        max_objects: int = MAX_EXPORTED_ARCHIVES,
        max_bytes: int = MAX_EXPORTED_ARCHIVE_BYTES,
    ) -> ArchivedRead:
        """What is kept for this person, oldest first, at most `max_objects` objects of
        `max_bytes` in all; the rest counted in the answer (for the export, GDPR art. 15)."""
        ...

    def delete_person(self, key: ConversationKey) -> int:
        """Delete everything kept for this person; return how many objects."""
        ...
