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


# the only kinds of item an erasure may keep: what the person wrote after asking
_MAY_SURVIVE = (MESSAGE_PREFIX, EVENT_PREFIX, INBOUND_PREFIX)
_SEQ_TIME_DIGITS = 17  # a seq starts with the microseconds it was stored at (`new_seq`)


def may_survive(sk: str, requested_us: int) -> bool:
    """False when the sort key alone dooms the item: it is of a kind no erasure keeps, or a
    message stored before the request. Only the others need reading (`survives_erasure`)."""
    if not sk.startswith(_MAY_SURVIVE):
        return False
    if sk.startswith(MESSAGE_PREFIX):
        return _stored_after(sk.removeprefix(MESSAGE_PREFIX), requested_us)
    return True


def survives_erasure(sk: str, at: object, seq: object, requested_us: int) -> bool:
    """Only what the person wrote after asking (its messages, replies and turn markers)
    outlives an erasure.

    Decided from the item's raw sort key and its `at` and `seq` attributes as stored (a
    message's seq is its sort key's), whatever their type: one missing or unreadable and
    the item goes. An erasure never depends on decoding what it deletes, so no damaged
    item can hold it up.

    A message is dated by the earlier of the sender's time and the time we stored it:
    everything stored before the request goes, even when the sender's clock runs ahead
    of ours and dates it after.
    """
    if not may_survive(sk, requested_us):
        return False
    if sk.startswith(MESSAGE_PREFIX):
        seq = sk.removeprefix(MESSAGE_PREFIX)
    return _stored_after(seq, requested_us) and _dated_after(at, requested_us)


def _stored_after(seq: object, requested_us: int) -> bool:
    """True when `seq` is a seq (`new_seq`) stored after the request."""
    if type(seq) is not str or len(seq) < _SEQ_TIME_DIGITS:
        return False
    stored = seq[:_SEQ_TIME_DIGITS]
    return stored.isascii() and stored.isdigit() and stored_us(seq) > requested_us


def _dated_after(at: object, requested_us: int) -> bool:
    """True when `at` is an aware ISO time (as every write stores it) after the request."""
    if type(at) is not str:
        return False
    try:
        dated = datetime.fromisoformat(at)
        return dated.tzinfo is not None and micros(dated) > requested_us
    except (ValueError, OverflowError):
        return False
