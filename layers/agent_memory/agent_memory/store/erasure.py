"""Erasure items: the pending-erasure marker, the tombstone that blocks late writes, and the
receipt it becomes. Tombstones live in a partition named by a keyed hash of the phone."""

from __future__ import annotations

from datetime import datetime

from agent_memory.records import ConversationKey, ErasureReceipt
from agent_memory.sequence import micros, seq_micros
from agent_memory.store.items import (
    DUE_AT_ATTRIBUTE,
    DUE_ATTRIBUTE,
    ERASURE_DUE,
    ERASURE_SK,
    EVENT_PREFIX,
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


def receipt_fields(completed_at: datetime, deleted_items: int, deleted_archives: int) -> Item:
    """What the tombstone records once the erasure is carried out."""
    return {
        "completed_at": completed_at.isoformat(),
        "deleted_items": deleted_items,
        "deleted_archives": deleted_archives,
    }


def receipt_from_item(item: Item) -> ErasureReceipt:
    """The erasure receipt a tombstone holds."""
    return ErasureReceipt(
        phone_hash=item["phone_hash"],
        requested_at=datetime.fromisoformat(item["requested_at"]),
        completed_at=parse_time(item.get("completed_at")),
        deleted_items=int(item.get("deleted_items", 0)),
        deleted_archives=int(item.get("deleted_archives", 0)),
    )


def _item_seq(item: Item) -> str | None:
    sk: str = item["sk"]
    if sk.startswith(MESSAGE_PREFIX):
        return sk[len(MESSAGE_PREFIX) :]
    if sk.startswith(EVENT_PREFIX):
        return item.get("seq")
    return None


def survives_erasure(item: Item, requested_us: int) -> bool:
    """Only what the person wrote after asking (and its turn markers) outlives an erasure."""
    seq = _item_seq(item)
    return seq is not None and seq_micros(seq) > requested_us
