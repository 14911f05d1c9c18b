"""SQLite store: the embedded default, one file in WAL mode, with DynamoDB's item layout
but for one row: an inbound message marks its own event (sqlite_turns.py)."""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Mapping
from datetime import datetime

from agent_memory.core import fact_index
from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    ErasureReceipt,
    Fact,
    FactPage,
    KeptGuard,
    PersonActivity,
    Posting,
    Summary,
    TurnMarker,
)
from agent_memory.store import erasure, items
from agent_memory.store.items import Item
from agent_memory.store.port import FactVector
from agent_memory.store.sqlite_file import (
    ACTIVE_ROWS,
    DUE_ROWS,
    MARKERS_FROM,
    MARKERS_TO,
    NOT_MARKER,
)
from agent_memory.store.sqlite_rows import facts as fact_rows
from agent_memory.store.sqlite_rows import fetch, loads, messages_and_items
from agent_memory.store.sqlite_rows import item as _item
from agent_memory.store.sqlite_turns import TurnRows

MARKER_SWEEP_PARTITIONS = 500  # partitions whose expired markers one purge deletes


class SqliteStore(TurnRows):
    """Store on one SQLite file; safe to share between threads of one process."""

    _swept_to = ""  # the partition the marker sweep reached (`purge_expired`)

    def _fact_items(self, db: sqlite3.Connection, pk: str) -> list[Item]:
        rows = fetch(
            db,
            "SELECT sk, body FROM items WHERE pk = ? AND sk >= ? AND sk < ?",
            (pk, items.FACT_PREFIX, items.FACT_AFTER_LAST),
        )
        return [_item(pk, sk, body) for sk, body in rows]

    def load(self, key: ConversationKey) -> Conversation:
        return self._load(key, every_fact=True)

    def load_turn(self, key: ConversationKey) -> Conversation:
        return self._load(key, every_fact=False)

    def _load(self, key: ConversationKey, *, every_fact: bool) -> Conversation:
        with self._lock:
            rows = fetch(
                self._db,
                "SELECT sk, body FROM items WHERE pk = ? AND sk >= ?",
                (key.partition, items.TURN_FROM),
            )
            messages, loaded, unreadable = messages_and_items(key.partition, rows)
            if every_fact or items.index_out_of_step(loaded):  # a turn: until repaired
                loaded += self._fact_items(self._db, key.partition)
        return items.conversation_from_items(loaded, self._clock(), messages, unreadable)

    # one file: every read is as of the last write, `consistent` or not
    def postings(
        self, key: ConversationKey, index_keys: Collection[str], *, consistent: bool = False
    ) -> dict[str, Posting]:
        found = self._get_many(key.partition, [items.posting_sk(k) for k in index_keys])
        return items.postings_from_items(found)

    def posting_chunks(
        self,
        key: ConversationKey,
        postings: dict[str, Posting],
        chunks: dict[str, list[int]],
        *,
        consistent: bool = False,
        tails: Collection[str] = (),
    ) -> dict[str, Posting]:
        sort_keys = items.chunk_and_tail_keys(chunks, tails)
        found = self._get_many(key.partition, sort_keys) if sort_keys else []
        return items.with_chunks_and_tails(postings, chunks, tails, found)

    def facts(
        self,
        key: ConversationKey,
        fact_ids: Collection[str],
        *,
        consistent: bool = False,
        vector: FactVector = "embedding",
        signs: Mapping[str, bytes] | None = None,  # a row holds its code's: nothing to skip
    ) -> list[Fact]:
        rows = self._rows(key.partition, [items.FACT_PREFIX + i for i in fact_ids])
        return fact_rows(rows, vector)

    def facts_after(self, key: ConversationKey, after: str | None, limit: int) -> FactPage:
        with self._lock:
            rows = fetch(
                self._db,
                "SELECT sk, body FROM items WHERE pk = ? AND sk > ? AND sk < ? ORDER BY sk LIMIT ?",
                (key.partition, items.FACT_PREFIX + (after or ""), items.FACT_AFTER_LAST, limit),
            )
        return items.fact_page(fact_rows(rows), [sk for sk, _ in rows], len(rows) == limit)

    def recent_turns(self, key: ConversationKey, limit: int) -> list[TurnMarker]:
        with self._lock:
            rows = fetch(
                self._db,
                "SELECT sk, body FROM items WHERE pk = ? AND sk >= ? AND sk < ?",
                (key.partition, items.EVENT_PREFIX, items.EVENT_AFTER_LAST),
            )
        found = [_item(key.partition, sk, body) for sk, body in rows]
        return items.recent_turns(found, self._clock(), limit)

    def save_compaction(
        self,
        key: ConversationKey,
        summary: Summary,
        expected_version: int | None,
        facts: list[Fact],
        oldest: datetime | None = None,
        embedded: EmbeddingSweep | None = None,
    ) -> bool:
        with self._transaction() as db:
            current = items.readable_summary(self._get(db, key.partition, items.SUMMARY_SK))
            current_version = None if current is None else current.version  # damaged: none
            if current_version != expected_version or self._erased(
                db, key, oldest or summary.last_at
            ):
                return False
            self._put(db, items.summary_item(key, summary))
            for fact in facts:
                self._put(db, items.fact_item(key, fact))
            self._save_index(db, key, expected_version, summary.version, facts, embedded)
        return True

    def repair_fact_index(self, key: ConversationKey) -> None:
        with self._transaction() as db:
            stored = items.readable_summary(self._get(db, key.partition, items.SUMMARY_SK))
            if stored is not None:  # a damaged one: the compaction that replaces it rebuilds
                version = stored.version
                self._save_index(db, key, version, version, [], None, keep=True)

    def _save_index(
        self,
        db: sqlite3.Connection,
        key: ConversationKey,
        expected_version: int | None,
        version: int,
        facts: list[Fact],
        embedded: EmbeddingSweep | None,
        keep: bool = False,
    ) -> None:
        """The index kept in step with `facts`, in the compaction's transaction; the sweep
        record becomes `embedded` (`keep`: stays as it is)."""
        head = self._get(db, key.partition, items.FACT_INDEX_SK)
        items.refuse_newer(head)  # the transaction then writes nothing
        vectors = self._get(db, key.partition, items.VECTORS_SK)
        read: list[Item] = []  # every fact item, when the index is rebuilt

        def every_fact() -> list[Fact]:
            read.extend(self._fact_items(db, key.partition))
            return items.facts_from_items(read)

        def tails(keys: Collection[str]) -> dict[str, Posting]:
            found = (self._get(db, key.partition, items.posting_sk(k)) for k in keys)
            return items.postings_from_items(i for i in found if i)

        def chunks(postings: dict[str, Posting], wanted: dict[str, list[int]]):
            sort_keys = [items.posting_sk(k, n) for k, numbers in wanted.items() for n in numbers]
            found = (self._get(db, key.partition, sk) for sk in sort_keys)
            read = items.chunks_from_items(i for i in found if i)
            return fact_index.with_chunks(postings, wanted, read)

        change = fact_index.index_update(
            items.fact_index_from_item(head, expected_version, vectors) if head else None,
            fact_index.whole_reader(tails, chunks),
            every_fact,
            facts,
            self._clock(),
        )
        if head is not None and items.facts_of_old_form(head) and not read:
            read.extend(self._fact_items(db, key.partition))  # once: the head records the form
        for item in items.recoded_facts(key, head, read, {f.id for f in facts}):
            self._put(db, item)  # fact items of an older form, written as they are now
        stale = []
        if change.rebuilt:
            stale = [
                sk
                for (sk,) in db.execute(
                    "SELECT sk FROM items WHERE pk = ? AND sk >= ? AND sk < ?",
                    (key.partition, items.POSTING_PREFIX, items.POSTINGS_AFTER_LAST),
                )
            ]
        stored_sweep = self._get(db, key.partition, items.SWEEP_SK)
        if keep:
            embedded = items.sweep_record(stored_sweep, head)
        puts, deletes = items.index_writes(key, change, version, stale, (stored_sweep, embedded))
        db.executemany(
            "DELETE FROM items WHERE pk = ? AND sk = ?", [(key.partition, sk) for sk in deletes]
        )
        for item in puts:
            self._put(db, item)

    def delete_facts(self, key: ConversationKey, fact_ids: list[str]) -> None:
        with self._transaction() as db:
            db.executemany(
                "DELETE FROM items WHERE pk = ? AND sk = ?",
                [(key.partition, items.FACT_PREFIX + fact_id) for fact_id in fact_ids],
            )

    def request_erasure(
        self, key: ConversationKey, requested_at: datetime, kept: KeptGuard | None = None
    ) -> None:
        marker, tombstone = erasure.erasure_items(key, requested_at, kept)
        with self._transaction() as db:
            current = self._tombstone(db, key)
            # a repeated or older request changes nothing; a damaged tombstone is replaced
            current_us = erasure.requested_us(current) if current else None
            if current_us is not None and current_us >= tombstone["requested_us"]:
                return
            self._put(db, marker)
            self._put(db, tombstone)

    def count_deleted_archives(self, key: ConversationKey, count: int) -> None:
        with self._transaction() as db:
            tombstone = self._tombstone(db, key)
            if tombstone is None:
                return
            tombstone |= erasure.tombstone_repairs(tombstone, key, self._clock())
            counted = tombstone.get("deleted_archives", 0) + count
            self._put(db, {**tombstone, "deleted_archives": counted})

    def erase(self, key: ConversationKey) -> ErasureReceipt | None:
        with self._transaction() as db:
            tombstone = self._tombstone(db, key)
            if tombstone is None:
                return None
            # a damaged tombstone: everything goes as of now, and it is rewritten
            tombstone |= erasure.tombstone_repairs(tombstone, key, self._clock())
            requested_us = tombstone["requested_us"]
            rows = db.execute(  # bytes: a body that is no UTF-8 cannot fail the fetch
                "SELECT sk, CAST(body AS BLOB) FROM items WHERE pk = ?", (key.partition,)
            ).fetchall()
            doomed = [
                (key.partition, sk)
                for sk, body in rows
                if not _row_survives(sk, body, requested_us)
            ]
            db.executemany("DELETE FROM items WHERE pk = ? AND sk = ?", doomed)
            receipt = {
                "completed_at": self._clock().isoformat(),
                "deleted_items": tombstone.get("deleted_items", 0) + len(doomed),
                "deleted_archives": tombstone.get("deleted_archives", 0),
            }
            self._put(db, {**tombstone, **receipt})
        self.checkpoint()
        return erasure.receipt_from_item({**tombstone, **receipt})

    def receipt(self, key: ConversationKey) -> ErasureReceipt | None:
        with self._lock:
            tombstone = self._tombstone(self._db, key)
        return erasure.receipt_from_item(tombstone) if tombstone else None

    def kept_guard(self, key: ConversationKey) -> KeptGuard | None:
        with self._lock:
            return erasure.kept_guard(self._tombstone(self._db, key))

    def holds_items(self, key: ConversationKey) -> bool:
        with self._lock:
            found = self._db.execute(
                "SELECT 1 FROM items WHERE pk = ? AND sk != ? LIMIT 1",
                (key.partition, items.ERASURE_SK),
            ).fetchone()
        return found is not None

    def due_people(
        self, job: str, limit: int, until: datetime | None = None
    ) -> list[tuple[str, str]]:
        shards = items.due_shards(job)
        by_then = "AND json_extract(body, '$.due_at') <= ? " if until is not None else ""
        with self._lock:
            rows = self._db.execute(
                f"SELECT pk FROM items WHERE {DUE_ROWS} AND json_extract(body, '$.due') IN "
                f"({', '.join('?' * len(shards))}) {by_then}"
                "ORDER BY json_extract(body, '$.due_at') LIMIT ?",
                (*shards, *([until.isoformat()] if until is not None else []), limit),
            ).fetchall()
        return [items.person_of_partition(pk) for (pk,) in rows]

    def recent_people(
        self, agent: str, limit: int, before: PersonActivity | None = None
    ) -> list[PersonActivity]:
        # the partial index, walked backwards from `before`: a page reads its own rows only
        # (named: left to choose, SQLite ranges over the agent's partitions and sorts them)
        after_us, after_pk = 2**62, f"{agent}$"  # before everyone
        if before is not None:
            after_us, after_pk = items.exact_micros(before.active_at), f"{agent}#{before.phone}"
        with self._lock:
            rows = self._db.execute(
                "SELECT pk, json_extract(body, '$.active_us') AS us FROM items "
                f"INDEXED BY items_state_active WHERE {ACTIVE_ROWS} AND pk > ? AND pk < ? "
                "AND json_extract(body, '$.active_us') <= ? "
                "AND NOT (json_extract(body, '$.active_us') = ? AND pk >= ?) "
                "ORDER BY json_extract(body, '$.active_us') DESC, pk DESC LIMIT ?",
                (f"{agent}#", f"{agent}$", after_us, after_us, after_pk, limit),
            ).fetchall()
        return [items.person_activity(pk, us) for pk, us in rows]

    def clear_due(self, key: ConversationKey) -> None:
        with self._transaction() as db:
            if self._get(db, key.partition, items.STATE_SK) is not None:
                self._update(db, key.partition, items.STATE_SK, items.not_due_fields())

    def note_compaction_failure(self, key: ConversationKey, reason: str | None) -> int:
        with self._transaction() as db:
            state = self._get(db, key.partition, items.STATE_SK)
            if state is None:
                return 0  # no bookkeeping: erased meanwhile
            failures = int(state.get(items.FAILURES_ATTRIBUTE) or 0) + 1 if reason else 0
            self._update(
                db,
                key.partition,
                items.STATE_SK,
                {
                    items.FAILURES_ATTRIBUTE: failures or None,
                    items.FAILURE_REASON_ATTRIBUTE: (
                        reason[: items.FAILURE_REASON_CHARS] if reason else None
                    ),
                },
            )
        return failures

    def postpone_due(self, key: ConversationKey, until: datetime) -> None:
        with self._transaction() as db:
            if self._get(db, key.partition, items.STATE_SK) is not None:
                self._update(db, key.partition, items.STATE_SK, items.due_fields(key, until))

    def purge_expired(self, limit: int) -> int:
        """SQLite has no TTL of its own: expired facts and markers go here. Facts through
        the expiry index; markers (left out of it) by a sweep over the partitions that
        goes on where the last purge stopped, MARKER_SWEEP_PARTITIONS at a time."""
        now = int(self._clock().timestamp())
        with self._transaction() as db:
            purged = db.execute(
                "DELETE FROM items WHERE (pk, sk) IN (SELECT pk, sk FROM items "
                f"WHERE ttl IS NOT NULL AND {NOT_MARKER} AND ttl <= ? LIMIT ?)",
                (now, limit),
            ).rowcount
            for _ in range(MARKER_SWEEP_PARTITIONS):
                if purged >= limit:
                    break
                following = db.execute(
                    "SELECT pk FROM items WHERE pk > ? ORDER BY pk LIMIT 1", (self._swept_to,)
                ).fetchone()
                if following is None:
                    self._swept_to = ""  # the next purge starts again from the first
                    break
                self._swept_to = following[0]
                purged += db.execute(
                    "DELETE FROM items WHERE (pk, sk) IN (SELECT pk, sk FROM items WHERE pk = ? "
                    "AND sk >= ? AND sk < ? AND ttl <= ? LIMIT ?)",
                    (self._swept_to, MARKERS_FROM, MARKERS_TO, now, limit - purged),
                ).rowcount
        return purged

    def set_opted_out(self, key: ConversationKey, at: datetime | None) -> None:
        with self._transaction() as db:
            if self._erased(db, key, at or self._clock()):
                return
            self._update(
                db, key.partition, items.STATE_SK, {"opted_out_at": at.isoformat() if at else None}
            )

    def save_number_replacement(
        self, agent: str, old_number: str, new_number: str, at: datetime
    ) -> None:
        with self._transaction() as db:
            self._put(db, items.replacement_item(agent, old_number, new_number, at))

    def number_replacements(self, agent: str) -> dict[str, str]:
        with self._lock:
            found = self._items(self._db, items.NUMBERS_PARTITION.format(agent=agent))
        return items.replacements_from_items(found)


def _row_survives(sk: str, body: bytes | None, requested_us: int) -> bool:
    """`erasure.survives_erasure` of a row, its body (bytes) decoded only when its sort key
    leaves the answer open, and only for the times it holds: a row that cannot be read goes."""
    if not erasure.may_survive(sk, requested_us):
        return False
    try:
        found = loads(body.decode("utf-8")) if type(body) is bytes else None
    except (TypeError, ValueError, RecursionError):  # no UTF-8 text, or not JSON
        return False
    if type(found) is list:  # a message [role, content, number, at, event id | seq]
        at, seq = (found[n] if len(found) > n else None for n in (3, 4))
    elif type(found) is dict:  # a turn marker (or a message row of the object layout)
        at, seq = items.message_field(found, items.MESSAGE_AT), found.get("seq")
    else:
        return False
    return erasure.survives_erasure(sk, at, seq, requested_us)
