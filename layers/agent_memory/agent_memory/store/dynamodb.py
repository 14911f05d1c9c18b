"""DynamoDB store: the single table of DESIGN.md, one partition per person."""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Mapping
from datetime import datetime
from decimal import Decimal
from typing import Any

from agent_memory.core import fact_index
from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    ErasureReceipt,
    Fact,
    FactPage,
    GuardMark,
    KeptGuard,
    Message,
    PersonActivity,
    Posting,
    ReplyAudit,
    Summary,
    TurnMarker,
)
from agent_memory.core.sequence import micros, reply_seq
from agent_memory.errors import ConditionNotMet
from agent_memory.store import erasure, items
from agent_memory.store.dynamodb_requests import from_ddb, to_ddb, update_request
from agent_memory.store.dynamodb_table import ItemTable, projection, transaction_share
from agent_memory.store.items import Item
from agent_memory.store.port import FactVector


class DynamoDbStore(ItemTable):
    """Store on one DynamoDB table (`pk`, `sk`, `ttl`), built as in template.yaml."""

    def _not_erased(self, key: ConversationKey, dated: datetime | None) -> dict[str, Any]:
        """A condition check: no erasure was requested at or after `dated`."""
        return {
            "ConditionCheck": {
                "TableName": self.table_name,
                "Key": to_ddb({"pk": key.tombstone_partition, "sk": items.TOMBSTONE_SK}),
                # a tombstone whose time is no number means erased: the write is refused
                "ConditionExpression": "attribute_not_exists(pk) OR "
                "(attribute_type(requested_us, :number) AND requested_us < :dated)",
                "ExpressionAttributeValues": {
                    ":dated": {"N": str(micros(dated) if dated else 0)},
                    ":number": {"S": "N"},
                },
            }
        }

    def append_message(self, key: ConversationKey, message: Message) -> bool:
        operations = [
            self._not_erased(key, message.at),
            {"Put": self._put(items.message_item(key, message), "attribute_not_exists(sk)")},
        ]
        if message.event_id is not None:
            marker = items.event_marker_item(key, message, self._clock())
            operations.append({"Put": self._put(marker, "attribute_not_exists(sk)")})
        return self._transact(operations)

    def _fact_items(self, key: ConversationKey) -> list[Item]:
        return list(
            self._query(
                key.partition,
                prefix=items.FACT_PREFIX,
                ConsistentRead=True,
                **projection(items.FACT_ATTRIBUTES),
            )
        )

    def load(self, key: ConversationKey) -> Conversation:
        found = [*self._fact_items(key), *self._turn_items(key)]
        return items.conversation_from_items(found, self._clock())

    def _turn_items(self, key: ConversationKey) -> list[Item]:
        return list(
            self._query(
                key.partition,
                since=items.TURN_FROM,
                ConsistentRead=True,
                **projection(items.TURN_ATTRIBUTES),
            )
        )

    def load_turn(self, key: ConversationKey) -> Conversation:
        found = self._turn_items(key)
        if items.index_out_of_step(found):
            found += self._fact_items(key)  # until the next compaction repairs the index
        return items.conversation_from_items(found, self._clock())

    # A turn's postings and facts are read eventually consistent: BatchGetItem bills each
    # item by itself (half a unit each, not one), and a fact never changes but to be
    # superseded. A compaction reads both consistently: it must see the previous one's.
    def postings(
        self, key: ConversationKey, index_keys: Collection[str], *, consistent: bool = False
    ) -> dict[str, Posting]:
        sort_keys = [items.posting_sk(k) for k in index_keys]
        found = self._batch_get(key.partition, sort_keys, consistent, items.POSTING_ATTRIBUTES)
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
        found = (
            self._batch_get(key.partition, sort_keys, consistent, items.POSTING_ATTRIBUTES)
            if sort_keys
            else []
        )
        return items.with_chunks_and_tails(postings, chunks, tails, found)

    def facts(
        self,
        key: ConversationKey,
        fact_ids: Collection[str],
        *,
        consistent: bool = False,
        vector: FactVector = "embedding",
        signs: Mapping[str, bytes] | None = None,
    ) -> list[Fact]:
        sort_keys = [items.FACT_PREFIX + i for i in fact_ids]
        attributes = items.fact_attributes(vector, signs)
        found = self._batch_get(key.partition, sort_keys, consistent, attributes)
        now = self._clock()
        live = (i for i in found if not items.is_expired(i, now))
        return items.facts_from_items(live, signs=signs)

    def facts_after(self, key: ConversationKey, after: str | None, limit: int) -> FactPage:
        # one Query page of the sort key range from `after` on (a key condition has no
        # exclusive range: `after` itself comes first and is dropped), capped by Limit
        first = items.FACT_PREFIX + (after or "")
        page = self._call(
            "query",
            TableName=self.table_name,
            KeyConditionExpression="pk = :pk AND sk BETWEEN :first AND :last",
            ExpressionAttributeValues=to_ddb(
                {":pk": key.partition, ":first": first, ":last": items.FACT_AFTER_LAST}
            ),
            Limit=limit + (after is not None),
            ConsistentRead=True,
            **projection(items.FACT_ATTRIBUTES),
        )
        found = [from_ddb(i) for i in page.get("Items", []) if i["sk"]["S"] != first][:limit]
        more = "LastEvaluatedKey" in page  # Limit reached, or the 1 MB page cut it short
        return items.fact_page(items.facts_from_items(found), [i["sk"] for i in found], more)

    def recent_turns(self, key: ConversationKey, limit: int) -> list[TurnMarker]:
        found = self._query(key.partition, prefix=items.EVENT_PREFIX)
        return items.recent_turns(found, self._clock(), limit)

    def turn(self, key: ConversationKey, event_id: str) -> TurnMarker | None:
        marker = self._get_item(key.partition, items.EVENT_PREFIX + event_id)
        if marker is None or items.is_expired(marker, self._clock()):
            return None
        try:
            return items.turn_from_item(marker)
        except items.UNREADABLE:
            items.log_unreadable(["EVT"])
        inbound = self._inbound(key, event_id)  # the rare path: a damaged marker
        seq = items.readable_seq(marker) or (inbound.seq if inbound is not None else None)
        found = (
            self._get_item(key.partition, items.MESSAGE_PREFIX + reply_seq(seq)) if seq else None
        )
        return items.salvaged_turn(marker, inbound, items.readable_message(found))

    def _inbound(self, key: ConversationKey, event_id: str) -> Message | None:
        """The stored message of `event_id`, found among the person's messages."""
        for item in self._query(key.partition, prefix=items.MESSAGE_PREFIX, ConsistentRead=True):
            if items.message_field(item, items.MESSAGE_EVENT_ID) == event_id:
                return items.readable_message(item)
        return None

    def save_compaction(
        self,
        key: ConversationKey,
        summary: Summary,
        expected_version: int | None,
        facts: list[Fact],
        oldest: datetime | None = None,
        embedded: EmbeddingSweep | None = None,
    ) -> bool:
        if expected_version is None:  # none stored, or a damaged one read as none
            summary_put = self._put(
                items.summary_item(key, summary),
                items.SUMMARY_REPLACEABLE,
                ExpressionAttributeNames=items.SUMMARY_REPLACEABLE_NAMES,
                ExpressionAttributeValues=items.SUMMARY_REPLACEABLE_VALUES,
            )
        else:
            summary_put = self._put(
                items.summary_item(key, summary),
                "version = :expected",
                ExpressionAttributeValues={":expected": {"N": str(expected_version)}},
            )
        check = self._not_erased(key, oldest or summary.last_at)
        puts = [{"Put": self._put(items.fact_item(key, fact))} for fact in facts]
        puts += self._index_writes(key, expected_version, summary.version, facts, embedded)
        first = [check, {"Put": summary_put}]
        taken, rest = transaction_share(first, puts)
        if not self._transact([*first, *taken]):
            return False
        # more than one transaction holds, by count or by DynamoDB's 4 MB (facts re-embedded
        # after a model change, imported facts of 50,000 characters):
        # each further batch carries the erasure check too, so none outlives an erasure.
        # The facts go first and the index head last: one stopped between batches leaves
        # the head behind the summary, a turn then reads every fact and the next run
        # repairs the index.
        self._transact_batches(check, rest)
        return True

    def repair_fact_index(self, key: ConversationKey) -> None:
        summary = items.readable_summary(self._get_item(key.partition, items.SUMMARY_SK))
        if summary is None:  # a damaged one: the compaction that replaces it rebuilds
            return
        writes = self._index_writes(key, summary.version, summary.version, [], None, keep=True)
        self._transact_batches(self._not_erased(key, summary.last_at), writes)

    def _transact_batches(self, check: dict[str, Any], writes: list[dict[str, Any]]) -> None:
        while writes:
            taken, writes = transaction_share([check], writes)
            if not self._transact([check, *taken]):
                break  # an erasure was requested meanwhile: it deletes what was written

    def _index_writes(
        self,
        key: ConversationKey,
        version_read: int | None,
        version: int,
        facts: list[Fact],
        embedded: EmbeddingSweep | None,
        keep: bool = False,
    ) -> list[dict[str, Any]]:
        """The operations that keep the index in step with `facts` (the head last), and
        record `embedded` (`keep`: the sweep record as it is)."""
        found = {  # one Query (the head and the sweep record sort side by side), not a
            i["sk"]: i  # BatchGetItem: a person without facts needs no more than a Query
            for i in self._query(
                key.partition,
                KeyConditionExpression="pk = :pk AND sk BETWEEN :head AND :sweep",
                ExpressionAttributeValues=to_ddb(
                    {":pk": key.partition, ":head": items.FACT_INDEX_SK, ":sweep": items.SWEEP_SK}
                ),
                ConsistentRead=True,
            )
            if i["sk"] in (items.FACT_INDEX_SK, items.VECTORS_SK, items.SWEEP_SK)
        }  # the centroids' item sorts between the head and the sweep record
        head = found.get(items.FACT_INDEX_SK)
        items.refuse_newer(head)  # before anything is written
        read: list[Item] = []  # every fact item, when the index is rebuilt

        def every_fact() -> list[Fact]:
            read.extend(self._fact_items(key))
            return items.facts_from_items(read)

        change = fact_index.index_update(
            items.fact_index_from_item(head, version_read, found.get(items.VECTORS_SK))
            if head
            else None,
            fact_index.whole_reader(
                lambda keys: self.postings(key, keys, consistent=True),
                lambda postings, chunks: self.posting_chunks(
                    key, postings, chunks, consistent=True
                ),
            ),
            every_fact,
            facts,
            self._clock(),
        )
        stale = self._posting_keys(key) if change.rebuilt else []
        if head is not None and items.facts_of_old_form(head) and not read:
            read.extend(self._fact_items(key))  # once: the head written next records the form
        recoded = items.recoded_facts(key, head, read, {f.id for f in facts})
        stored_sweep = found.get(items.SWEEP_SK)
        if keep:
            embedded = items.sweep_record(stored_sweep, head)
        index, gone = items.index_writes(key, change, version, stale, (stored_sweep, embedded))
        return [
            *({"Put": self._put(item)} for item in recoded),
            *({"Delete": {"TableName": self.table_name, "Key": self._key(key, sk)}} for sk in gone),
            *({"Put": self._put(item)} for item in index),
        ]

    @staticmethod
    def _key(key: ConversationKey, sk: str) -> dict[str, Any]:
        return to_ddb({"pk": key.partition, "sk": sk})

    def _posting_keys(self, key: ConversationKey) -> list[str]:
        """The sort keys of every posting item of the person (for a rebuild)."""
        found = self._query(
            key.partition, prefix=items.POSTING_PREFIX, ProjectionExpression="sk",
            ConsistentRead=True,
        )  # fmt: skip
        return [i["sk"] for i in found]

    def delete_messages(self, key: ConversationKey, seqs: list[str]) -> None:
        self._delete_keys(key, [items.MESSAGE_PREFIX + seq for seq in seqs])

    def delete_facts(self, key: ConversationKey, fact_ids: list[str]) -> None:
        self._delete_keys(key, [items.FACT_PREFIX + fact_id for fact_id in fact_ids])

    def request_erasure(
        self, key: ConversationKey, requested_at: datetime, kept: KeptGuard | None = None
    ) -> None:
        marker, tombstone = erasure.erasure_items(key, requested_at, kept)
        # a repeated or older request changes nothing: the later request time always wins;
        # a tombstone whose time is no number is replaced, never a request refused for good
        newer = (
            "attribute_not_exists(pk) OR NOT attribute_type(requested_us, :number) "
            "OR requested_us < :requested"
        )
        self._transact(
            [
                {"Put": self._put(marker)},
                {
                    "Put": self._put(
                        tombstone,
                        newer,
                        ExpressionAttributeValues={
                            ":requested": {"N": str(tombstone["requested_us"])},
                            ":number": {"S": "N"},
                        },
                    )
                },
            ]
        )

    def _tombstone(self, key: ConversationKey) -> Item | None:
        return self._get_item(key.tombstone_partition, items.TOMBSTONE_SK)

    def kept_guard(self, key: ConversationKey) -> KeptGuard | None:
        return erasure.kept_guard(self._tombstone(key))

    def count_deleted_archives(self, key: ConversationKey, count: int) -> None:
        # no tombstone, or a damaged count (the erasure rewrites it): nothing to add to
        with contextlib.suppress(ConditionNotMet):
            self._call(
                "update_item",
                TableName=self.table_name,
                Key=to_ddb({"pk": key.tombstone_partition, "sk": items.TOMBSTONE_SK}),
                UpdateExpression="ADD deleted_archives :archives",
                ConditionExpression="attribute_exists(pk) AND (attribute_not_exists("
                "deleted_archives) OR attribute_type(deleted_archives, :number))",
                ExpressionAttributeValues=to_ddb({":archives": count}) | {":number": {"S": "N"}},
            )

    def erase(self, key: ConversationKey) -> ErasureReceipt | None:
        tombstone = self._tombstone(key)
        if tombstone is None:
            return None
        repairs = erasure.tombstone_repairs(tombstone, key, self._clock())
        # a damaged tombstone: everything goes as of now, and it is rewritten
        if repairs and not self._repair_tombstone(key, tombstone.get("requested_us"), repairs):
            return self.receipt(key)  # a new request replaced it: the job stays due
        requested_us = int({**tombstone, **repairs}["requested_us"])  # a whole number now
        doomed = [
            {"pk": i["pk"], "sk": i["sk"]}
            for i in self._query(
                key.partition,
                ProjectionExpression="pk, sk, #at, #a, seq",  # a message's time: either name
                ExpressionAttributeNames={"#at": "at", "#a": items.MESSAGE_AT},
                ConsistentRead=True,
            )
            if not erasure.survives_erasure(
                i["sk"], items.message_field(i, items.MESSAGE_AT), i.get("seq"), requested_us
            )
        ]  # decided from the keys and two raw attributes: no damaged item holds it up
        marker = {"pk": key.partition, "sk": items.ERASURE_SK}
        others = [k for k in doomed if k != marker]
        self._batch_write([{"DeleteRequest": {"Key": to_ddb(k)}} for k in others])
        # both steps only for this request: a newer one arriving meanwhile stays due
        this_request = {"ConditionExpression": "requested_us = :requested"}
        requested = {":requested": requested_us}
        try:
            self._call(
                "update_item",
                TableName=self.table_name,
                Key=to_ddb({"pk": key.tombstone_partition, "sk": items.TOMBSTONE_SK}),
                UpdateExpression="SET completed_at = :at ADD deleted_items :items",
                ExpressionAttributeValues=to_ddb(
                    {
                        ":at": self._clock().isoformat(),
                        ":items": len(doomed),
                        **requested,
                    }
                ),
                **this_request,
            )
            # the pending-erasure marker goes last, on its own: until every other item is
            # gone (and counted on the receipt) the job stays due and the next run finishes it
            if marker in doomed:  # its request, or an older one a repair replaced
                self._call(
                    "delete_item",
                    TableName=self.table_name,
                    Key=to_ddb(marker),
                    ConditionExpression="NOT attribute_type(requested_us, :number) "
                    "OR requested_us <= :requested",
                    ExpressionAttributeValues={
                        **to_ddb(requested),
                        ":number": {"S": "N"},
                    },
                )
        except ConditionNotMet:
            pass  # another run finished the erasure first
        return self.receipt(key)

    def _repair_tombstone(self, key: ConversationKey, stored: object, repairs: Item) -> bool:
        """SET the attributes that make a damaged tombstone read again; False when a new
        request replaced it meanwhile (its time no longer the `stored` one read)."""
        values: dict[str, Any] = {}
        if stored is None:
            condition = "attribute_not_exists(requested_us)"
        elif isinstance(stored, str | bytes | Decimal):
            condition, values = "requested_us = :stored", to_ddb({":stored": stored})
        else:  # a list, map or set: no number, so no request made since
            condition, values = "NOT attribute_type(requested_us, :number)", {":number": {"S": "N"}}
        names = {f"#{n}": n for n in repairs}
        try:
            self._call(
                "update_item",
                TableName=self.table_name,
                Key=to_ddb({"pk": key.tombstone_partition, "sk": items.TOMBSTONE_SK}),
                UpdateExpression="SET " + ", ".join(f"#{n} = :{n}" for n in repairs),
                ConditionExpression=f"attribute_exists(pk) AND ({condition})",
                ExpressionAttributeNames=names,
                ExpressionAttributeValues={
                    **to_ddb({f":{n}": v for n, v in repairs.items()}),
                    **values,
                },
            )
        except ConditionNotMet:
            return False
        return True

    def receipt(self, key: ConversationKey) -> ErasureReceipt | None:
        tombstone = self._tombstone(key)
        return erasure.receipt_from_item(tombstone) if tombstone else None

    def holds_items(self, key: ConversationKey) -> bool:
        # two sort keys, no attribute: the marker is at most one of them
        page = self._call(
            "query",
            TableName=self.table_name,
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": {"S": key.partition}},
            ProjectionExpression="sk",
            Limit=2,
            ConsistentRead=True,
        )
        return any(i["sk"]["S"] != items.ERASURE_SK for i in page.get("Items", []))

    def due_people(
        self, job: str, limit: int, until: datetime | None = None
    ) -> list[tuple[str, str]]:
        found: list[str] = []
        by_then = {":until": {"S": until.isoformat()}} if until is not None else {}
        for shard in items.due_shards(job):
            request: dict[str, Any] = {
                "TableName": self.table_name,
                "IndexName": items.DUE_INDEX,
                "KeyConditionExpression": "#due = :shard"
                + (" AND #at <= :until" if by_then else ""),
                "ExpressionAttributeNames": {"#due": items.DUE_ATTRIBUTE}
                | ({"#at": items.DUE_AT_ATTRIBUTE} if by_then else {}),
                "ExpressionAttributeValues": {":shard": {"S": shard}} | by_then,
                "Limit": limit - len(found),
            }
            page = self._call("query", **request)
            found += [i["pk"]["S"] for i in page.get("Items", [])]
            if len(found) >= limit:
                break
        return [items.person_of_partition(pk) for pk in found]

    def recent_people(
        self, agent: str, limit: int, before: PersonActivity | None = None
    ) -> list[PersonActivity]:
        # each shard's newest `limit` from `before` on, merged: a page is ACTIVITY_SHARDS
        # small queries, whatever the number of people
        cursor = (
            (items.exact_micros(before.active_at), f"{agent}#{before.phone}") if before else None
        )
        found: list[tuple[int, str]] = []
        for shard in items.activity_shards(agent):
            values: dict[str, Any] = {":shard": {"S": shard}}
            condition = "#a = :shard"
            if cursor is not None:
                condition += " AND active_us <= :before"
                values[":before"] = {"N": str(cursor[0])}
            page = self._call(
                "query",
                TableName=self.table_name,
                IndexName=items.ACTIVITY_INDEX,
                KeyConditionExpression=condition,
                ExpressionAttributeNames={"#a": items.ACTIVE_ATTRIBUTE},
                ExpressionAttributeValues=values,
                ScanIndexForward=False,
                Limit=limit + 1,  # one more: the cursor's own row may come back
            )
            found += [(int(i["active_us"]["N"]), i["pk"]["S"]) for i in page.get("Items", [])]
        newer = sorted((f for f in found if cursor is None or f < cursor), reverse=True)
        return [items.person_activity(pk, us) for us, pk in newer[:limit]]

    def clear_due(self, key: ConversationKey) -> None:
        clear = update_request(
            self.table_name,
            key.partition,
            items.STATE_SK,
            items.not_due_fields(),
            "attribute_exists(sk)",
        )
        self._transact([{"Update": clear}])

    def note_compaction_failure(self, key: ConversationKey, reason: str | None) -> int:
        names = {"#n": items.FAILURES_ATTRIBUTE, "#why": items.FAILURE_REASON_ATTRIBUTE}
        request: dict[str, Any] = {
            "TableName": self.table_name,
            "Key": to_ddb({"pk": key.partition, "sk": items.STATE_SK}),
            "ConditionExpression": "attribute_exists(sk)",
            "ExpressionAttributeNames": names,
            "ReturnValues": "UPDATED_NEW",
        }
        if reason is None:
            request["UpdateExpression"] = "REMOVE #n, #why"
        else:
            request["UpdateExpression"] = "ADD #n :one SET #why = :why"
            request["ExpressionAttributeValues"] = to_ddb(
                {":one": 1, ":why": reason[: items.FAILURE_REASON_CHARS]}
            )
        try:
            answer = self._call("update_item", **request)
        except ConditionNotMet:
            return 0  # no bookkeeping: erased meanwhile
        count = answer.get("Attributes", {}).get(items.FAILURES_ATTRIBUTE)
        return int(count["N"]) if count else 0

    def postpone_due(self, key: ConversationKey, until: datetime) -> None:
        later = update_request(
            self.table_name,
            key.partition,
            items.STATE_SK,
            items.due_fields(key, until),
            "attribute_exists(sk)",
        )
        self._transact([{"Update": later}])

    def purge_expired(self, limit: int) -> int:
        return 0  # the table's TTL deletes expired items; reads skip them until it does

    def record_reply(
        self,
        key: ConversationKey,
        event_id: str,
        reply: Message,
        audit: ReplyAudit | None = None,
    ) -> bool:
        link = update_request(
            self.table_name,
            key.partition,
            items.EVENT_PREFIX + event_id,
            items.reply_fields(reply, audit),
            "attribute_exists(sk) AND attribute_not_exists(reply_seq)",
        )
        put = self._put(items.message_item(key, reply), "attribute_not_exists(sk)")
        return self._transact([self._not_erased(key, reply.at), {"Update": link}, {"Put": put}])

    def mark_sent(
        self,
        key: ConversationKey,
        event_id: str,
        due_at: datetime | None,
        active_at: datetime | None = None,
        guarded: GuardMark | None = None,
    ) -> None:
        sent = update_request(
            self.table_name,
            key.partition,
            items.EVENT_PREFIX + event_id,
            items.sent_fields(self._clock(), guarded.reason if guarded else None),
            "attribute_exists(sk)",
        )
        operations = [{"Update": sent}]
        state: Item = {}
        if due_at is not None:
            state.update(items.due_fields(key, due_at))
        if active_at is not None:
            state.update(items.activity_fields(key, active_at))
        if guarded is not None:
            state.update(items.guard_fields(guarded))
        if state:
            update = update_request(
                self.table_name,
                key.partition,
                items.STATE_SK,
                state,
                keep_existing=frozenset({items.DUE_AT_ATTRIBUTE}),
            )
            operations.append({"Update": update})
        self._transact(operations)  # False: the marker is gone, the person was erased

    def set_opted_out(self, key: ConversationKey, at: datetime | None) -> None:
        change = {"opted_out_at": at.isoformat() if at else None}
        update = update_request(self.table_name, key.partition, items.STATE_SK, change)
        self._transact([self._not_erased(key, at or self._clock()), {"Update": update}])

    def save_number_replacement(
        self, agent: str, old_number: str, new_number: str, at: datetime
    ) -> None:
        self._call(
            "put_item", **self._put(items.replacement_item(agent, old_number, new_number, at))
        )

    def number_replacements(self, agent: str) -> dict[str, str]:
        pk = items.NUMBERS_PARTITION.format(agent=agent)
        return items.replacements_from_items(self._query(pk))
