"""Erasure items: the pending-erasure marker, the tombstone that blocks late writes, and the
receipt it becomes. Tombstones live in a partition named by a keyed hash of the phone, and
keep two numbers of the reply guard (`KeptGuard`): times, no phone, no content."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from agent_memory.core.records import ConversationKey, ErasureReceipt, KeptGuard
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
    aware_time,
    due_shard,
)

# the tombstone's reply guard times (KeptGuard), in microseconds
KEPT_REFILLED_US = "guard_refilled_us"
KEPT_LOOP_US = "guard_loop_us"


def erasure_items(
    key: ConversationKey, requested_at: datetime, kept: KeptGuard | None = None
) -> tuple[Item, Item]:
    """The pending-erasure marker (person partition) and the tombstone (hashed partition),
    with what it keeps of the reply guard."""
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
    if kept is not None and kept.budget_refilled_at is not None:
        tombstone[KEPT_REFILLED_US] = micros(kept.budget_refilled_at)
    if kept is not None and kept.loop_at is not None:
        tombstone[KEPT_LOOP_US] = micros(kept.loop_at)
    return marker, tombstone


def kept_guard(tombstone: Item | None) -> KeptGuard | None:
    """What a tombstone keeps of the reply guard; a damaged time reads as none (the guard
    then counts the budget from now, as for a person never erased)."""
    if tombstone is None:
        return None
    refilled, loop = _whole(tombstone.get(KEPT_REFILLED_US)), _whole(tombstone.get(KEPT_LOOP_US))
    if refilled is None and loop is None:
        return None
    return KeptGuard(
        budget_refilled_at=None if refilled is None else _from_micros(refilled),
        loop_at=None if loop is None else _from_micros(loop),
    )


def requested_us(tombstone: Item) -> int | None:
    """When the tombstone's request was made, in microseconds; None when that is damaged
    (missing, or no whole number), which every reader takes as "erased as of now"."""
    return _whole(tombstone.get("requested_us"))


def tombstone_repairs(tombstone: Item, key: ConversationKey, now: datetime) -> Item:
    """The attributes to SET on a tombstone so that it reads again: an unreadable request
    time becomes `now` (everything stored before it goes), an unreadable count 0. Empty for
    a sound tombstone. An erasure rewrites them rather than failing on them for ever."""
    repairs: Item = {}
    if type(tombstone.get("phone_hash")) is not str:
        repairs["phone_hash"] = key.phone_hash
    if requested_us(tombstone) is None:
        repairs["requested_us"] = micros(now)
    if _aware_time(tombstone.get("requested_at")) is None:
        requested = repairs.get("requested_us", requested_us(tombstone))
        repairs["requested_at"] = _from_micros(requested).isoformat()
    for count in ("deleted_items", "deleted_archives"):
        if count in tombstone and _whole(tombstone[count]) is None:
            repairs[count] = 0
    return repairs


def receipt_from_item(item: Item) -> ErasureReceipt:
    """The erasure receipt a tombstone holds. A damaged one still gives a receipt (its
    request dated as late as can be: erased); the next erasure run rewrites it."""
    requested = requested_us(item)
    requested_at = _aware_time(item.get("requested_at"))
    if requested_at is None:
        requested_at = (
            datetime.max.replace(tzinfo=UTC) if requested is None else _from_micros(requested)
        )
    phone_hash = item.get("phone_hash")
    return ErasureReceipt(
        phone_hash=phone_hash if type(phone_hash) is str else "",
        requested_at=requested_at,
        completed_at=_aware_time(item.get("completed_at")),
        deleted_items=_whole(item.get("deleted_items", 0)) or 0,
        deleted_archives=_whole(item.get("deleted_archives", 0)) or 0,
    )


def _whole(value: object) -> int | None:
    """A stored whole number (an int from SQLite, a Decimal from DynamoDB), else None."""
    if type(value) is int:
        return value
    if isinstance(value, Decimal) and value.is_finite() and value == value.to_integral_value():
        return int(value)
    return None


def _from_micros(us: int) -> datetime:
    """`us` as an aware datetime; the latest one for a time past the calendar's end."""
    try:
        return datetime.fromtimestamp(us / 1_000_000, UTC)
    except (OverflowError, OSError, ValueError):
        return datetime.max.replace(tzinfo=UTC) if us > 0 else datetime.min.replace(tzinfo=UTC)


def _aware_time(value: object) -> datetime | None:
    """A stored aware ISO time, else None."""
    try:
        return aware_time(value)  # type: ignore[arg-type]  # whatever is stored: it checks
    except (TypeError, ValueError):
        return None


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
    dated = _aware_time(at)
    try:
        return dated is not None and micros(dated) > requested_us
    except OverflowError:
        return False
