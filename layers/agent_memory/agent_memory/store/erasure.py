"""Erasure items: the pending-erasure marker, the tombstone that blocks late writes, and the
receipt it becomes. Tombstones live in a partition named by a keyed hash of the phone."""

from __future__ import annotations

from datetime import datetime

from agent_memory.core.records import ConversationKey, ErasureReceipt
from agent_memory.core.sequence import micros, stored_us
from agent_memory.store.items import (
    DUE_AT_ATTRIBUTE,
    DUE_ATTRIBUTE,
    ERASURE_DUE,
    ERASURE_SK,
    EVENT_PREFIX,
    INBOUND_PREFIX,
    MESSAGE_PREFIX,
    TOMBSTONE_SK,
    Item,
    due_shard,
    parse_time,
)


def erasure_items(key: ConversationKey, requested_at: datetime) -> tuple[Item, Item]:
    """The pending-erasure marker (person partition) and the tombstone (hashed partition)."""
    marker = {
        "pk": key.partition,
        "sk": ERASURE_SK,
        "requested_us": micros(requested_at),
        DUE_ATTRIBUTE: due_shard(key, ERASURE_DUE),
        DUE_AT_ATTRIBUTE: requested_at.isoformat(),
    }
    tombstone = {
        "pk": key.tombstone_partition,
        "sk": TOMBSTONE_SK,
        "phone_hash": key.phone_hash,
        "requested_us": micros(requested_at),
        "requested_at": requested_at.isoformat(),
    }
    return marker, tombstone


def receipt_from_item(item: Item) -> ErasureReceipt:
    """The erasure receipt a tombstone holds."""
    return ErasureReceipt(
        phone_hash=item["phone_hash"],
        requested_at=datetime.fromisoformat(item["requested_at"]),
        completed_at=parse_time(item.get("completed_at")),
        deleted_items=int(item.get("deleted_items", 0)),
        deleted_archives=int(item.get("deleted_archives", 0)),
    )


def survives_erasure(item: Item, requested_us: int) -> bool:
    """Only what the person wrote after asking (its messages, replies and turn markers)
    outlives an erasure.

    A message is dated by the earlier of the sender's time and the time we stored it:
    everything stored before the request goes, even when the sender's clock runs ahead
    of ours and dates it after.
    """
    sk: str = item["sk"]
    if not sk.startswith((MESSAGE_PREFIX, EVENT_PREFIX, INBOUND_PREFIX)) or "at" not in item:
        return False
    seq = sk.removeprefix(MESSAGE_PREFIX) if sk.startswith(MESSAGE_PREFIX) else item.get("seq")
    if not isinstance(seq, str):
        return False
    return min(micros(datetime.fromisoformat(item["at"])), stored_us(seq)) > requested_us
