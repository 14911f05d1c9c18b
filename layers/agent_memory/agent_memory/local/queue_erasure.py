"""An erasure reaches the local queues too: the inbox, dead letters and outbox hold the
person's words (the stack's SQS queues keep a body at most 14 days; ours would keep it
until pruned, and in free pages after that)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from agent_memory.config import Settings
from agent_memory.core.memory import Memory
from agent_memory.core.records import ConversationKey, ErasureReceipt
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.outbox import LocalOutbox
from agent_memory.pipeline.whasp import person_group


def erase_from_queues(
    database: QueueDatabase, hash_key: bytes
) -> Callable[[ConversationKey, ErasureReceipt], None]:
    """A `Memory.erasure_listeners` entry: drop what the queues hold of an erased person
    from before the request, then empty the write-ahead log (secure_delete zeroes the rest)."""
    inbox, outbox = SqliteInbox(database), LocalOutbox(database)

    def erase(key: ConversationKey, receipt: ErasureReceipt) -> None:
        before = receipt.requested_at.timestamp()
        inbox.forget(person_group(key.phone, hash_key), accepted_before=before)
        outbox.forget(key.phone, sent_before=before)
        database.checkpoint()

    return erase


@contextmanager
def local_queues_erased_too(settings: Settings, memory: Memory) -> Iterator[None]:
    """While open, an erasure `memory` carries out reaches the queues of the local run
    beside its SQLite store as well (`forget` in another process than `serve`)."""
    queues = LocalFiles.from_settings(settings).queues
    if settings.store_kind != "sqlite" or not queues.exists():
        yield
        return
    database = QueueDatabase(queues)
    listener = erase_from_queues(database, memory.phone_hash_key)
    memory.erasure_listeners.append(listener)
    try:
        yield
    finally:
        memory.erasure_listeners.remove(listener)
        database.close()
