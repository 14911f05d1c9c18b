"""The SQLite store's messages and turn markers: an inbound message with an event id is
one row, `TURN#<event id>`, that marks its event as remembered while it lives.

Why one row: a leaf written is most of what a remember costs, and the message and a
marker of its own are two leaves of the table's B-tree, far apart (a remember with an
event id took 58 us with its own marker, 40 as one row: benchmarks/bench_seed.py, the
two versions alternating). The row sorts after the messages, inside the range a turn
reads, so a turn reads it as a message; a redelivery is refused while it lives. The
`EVT#<event id>` marker DynamoDB writes with the message is written when there is more
to record (the reply, its sending; the row, which may hold a long message, is never
rewritten) and lives as long as the row; when a compaction folds the message, it stays
14 days more (one is made then if the turn recorded nothing).

DynamoDB keeps the message and its marker apart (`MSG#` + `EVT#`, one transaction):
why the two stores differ is docs/decisions/sqlite-turn-rows.md.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime

from agent_memory.core.records import ConversationKey, GuardMark, Message, ReplyAudit, TurnMarker
from agent_memory.core.sequence import micros, reply_seq
from agent_memory.store import items
from agent_memory.store.items import EVENT_PREFIX, INBOUND_PREFIX, Item
from agent_memory.store.sqlite_file import ItemFile
from agent_memory.store.sqlite_rows import fetch, inbound_message, inbound_row, message_row
from agent_memory.store.sqlite_rows import item as _item

# `_erased` as a condition of an insert: (tombstone partition, now in s, write dated in us).
# A tombstone whose time is unreadable (no JSON, no whole number) means erased: the write
# is refused, never failed. CASE evaluates its branches in order, so json_type never sees
# a body that is not JSON.
_NOT_ERASED = (
    "NOT EXISTS (SELECT 1 FROM items WHERE pk = ? AND sk = '" + items.TOMBSTONE_SK + "' "
    "AND (ttl IS NULL OR ttl > ?) AND CASE WHEN NOT json_valid(body) THEN 1 "
    "WHEN json_type(body, '$.requested_us') = 'integer' "
    "THEN json_extract(body, '$.requested_us') >= ? ELSE 1 END)"
)

# A remember's one statement, autocommitted as the seed's: INSERT ... SELECT evaluates
# its conditions before it writes. An inbound row already there is left as it is.
_APPEND_MESSAGE = (
    "INSERT OR REPLACE INTO items (pk, sk, body, ttl) SELECT * FROM (VALUES (?, ?, ?, ?)) "
    f"WHERE {_NOT_ERASED}"
)
_APPEND_INBOUND = (
    "INSERT OR IGNORE INTO items (pk, sk, body, ttl) SELECT * FROM (VALUES (?, ?, ?, ?)) "
    f"WHERE {_NOT_ERASED} AND NOT EXISTS (SELECT 1 FROM items "
    "WHERE pk = ? AND sk = ? AND (ttl IS NULL OR ttl > ?))"
)


class TurnRows(ItemFile):
    """Messages in, replies and turn markers on one SQLite file."""

    def append_message(self, key: ConversationKey, message: Message) -> bool:
        """Written only if no live tombstone postdates the message and, with an event id,
        no inbound row or live marker has that id. An INSERT takes the write lock before
        its first read, so, like BEGIN IMMEDIATE, two writers never deadlock upgrading a
        read."""
        now_s = int(self._clock().timestamp())
        checks: tuple[object, ...] = (key.tombstone_partition, now_s, micros(message.at))
        if message.event_id is None:
            statement, row = _APPEND_MESSAGE, message_row(key, message)
        else:
            statement, row = _APPEND_INBOUND, inbound_row(key, message)
            checks += (key.partition, EVENT_PREFIX + message.event_id, now_s)
        with self._lock:
            written = self._db.execute(statement, row + checks).rowcount
            self._wrote()
        return written == 1

    def _turn_item(
        self, db: sqlite3.Connection, key: ConversationKey, event_id: str
    ) -> Item | None:
        """The event's live marker, which holds what its turn recorded, or else its inbound
        row: a turn that recorded nothing yet."""
        marker = self._get(db, key.partition, EVENT_PREFIX + event_id)
        return marker or self._get(db, key.partition, INBOUND_PREFIX + event_id)

    def _record(
        self, db: sqlite3.Connection, key: ConversationKey, turn: Item, changes: Item
    ) -> None:
        """Record `changes` on the event's marker, made from its inbound row if it has
        none yet (the row, maybe a long message, is never rewritten). Made so, it has no
        expiry while the row lives: a redelivery of any age finds what the turn recorded."""
        if turn["sk"].startswith(INBOUND_PREFIX):
            turn = _marker_of(key, turn, self._clock())
            del turn[items.TTL_ATTRIBUTE]  # set when the message is folded
        self._put(db, {k: v for k, v in {**turn, **changes}.items() if v is not None})

    def turn(self, key: ConversationKey, event_id: str) -> TurnMarker | None:
        with self._lock:
            found = self._turn_item(self._db, key, event_id)
            if found is None:
                return None
            try:
                return items.turn_from_item(found)
            except items.UNREADABLE:
                items.log_unreadable(["EVT"])
            return self._salvaged(self._db, key, event_id, found)

    def _salvaged(
        self, db: sqlite3.Connection, key: ConversationKey, event_id: str, marker: Item
    ) -> TurnMarker | None:
        """What a damaged marker still says, with the inbound row and the reply's row."""
        inbound_item = self._get(db, key.partition, INBOUND_PREFIX + event_id)
        inbound = None
        if inbound_item is not None:
            try:
                inbound = inbound_message(inbound_item["sk"], inbound_item)
            except items.UNREADABLE:
                inbound = None  # the message is damaged too: the turn's read skips it
        seq = items.readable_seq(marker) or (inbound.seq if inbound is not None else None)
        found = self._get(db, key.partition, items.MESSAGE_PREFIX + reply_seq(seq)) if seq else None
        return items.salvaged_turn(marker, inbound, items.readable_message(found))

    def record_reply(
        self,
        key: ConversationKey,
        event_id: str,
        reply: Message,
        audit: ReplyAudit | None = None,
    ) -> bool:
        with self._transaction() as db:
            turn = self._turn_item(db, key, event_id)
            if turn is None or "reply_seq" in turn or self._erased(db, key, reply.at):
                return False
            if self._get(db, key.partition, items.MESSAGE_PREFIX + reply.seq) is not None:
                return False  # recorded, by a marker damaged since: as DynamoDB refuses it
            self._put_row(db, message_row(key, reply))
            self._record(db, key, turn, items.reply_fields(reply, audit))
        return True

    def mark_sent(
        self,
        key: ConversationKey,
        event_id: str,
        due_at: datetime | None,
        active_at: datetime | None = None,
        guarded: GuardMark | None = None,
    ) -> None:
        reason = guarded.reason if guarded else None
        with self._transaction() as db:
            turn = self._turn_item(db, key, event_id)
            if turn is None:
                return  # the person was erased
            self._record(db, key, turn, items.sent_fields(self._clock(), reason))
            changes = items.activity_fields(key, active_at) if active_at else {}
            changes.update(items.guard_fields(guarded) if guarded else {})
            if due_at is not None:
                state = self._get(db, key.partition, items.STATE_SK) or {}
                if items.DUE_AT_ATTRIBUTE not in state:
                    changes.update(items.due_fields(key, due_at))
            if changes:
                self._update(db, key.partition, items.STATE_SK, changes)

    def delete_messages(self, key: ConversationKey, seqs: list[str]) -> None:
        """Delete the messages; an inbound row leaves its event's marker, with what its
        turn recorded, for 14 days more."""
        doomed = set(seqs)
        with self._transaction() as db:
            db.executemany(
                "DELETE FROM items WHERE pk = ? AND sk = ?",
                [(key.partition, items.MESSAGE_PREFIX + seq) for seq in seqs],
            )
            inbound = fetch(
                db,
                "SELECT sk, body FROM items WHERE pk = ? AND sk >= ? AND sk < ?",
                (key.partition, INBOUND_PREFIX, items.INBOUND_AFTER_LAST),
            )
            now = self._clock()
            for sk, body in inbound:
                row = _item(key.partition, sk, body)
                if row.get("seq") not in doomed:  # a damaged row was never read, nor folded
                    continue
                db.execute("DELETE FROM items WHERE pk = ? AND sk = ?", (key.partition, sk))
                folded = _marker_of(key, row, now)
                recorded = self._get(db, key.partition, folded["sk"]) or {}
                self._put(
                    db, {**folded, **recorded, items.TTL_ATTRIBUTE: folded[items.TTL_ATTRIBUTE]}
                )


def _marker_of(key: ConversationKey, inbound: Item, since: datetime) -> Item:
    """The `EVT#` marker of an inbound row's event, the one DynamoDB writes with the
    message; it expires 14 days after `since` or the message's time, whichever is later."""
    return items.event_marker_item(key, inbound_message(inbound["sk"], inbound), since)
