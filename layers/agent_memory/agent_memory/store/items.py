"""One item layout shared by both stores: records <-> plain attribute dicts.

Both adapters keep the same single-table shape (`pk`, `sk`, attributes, `ttl`),
so the encoding lives here once and the adapters only move items.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from operator import attrgetter
from typing import Any

from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    Fact,
    FactIndex,
    Message,
    PersonState,
    Summary,
    TurnMarker,
)
from agent_memory.core.sequence import micros
from agent_memory.store.port import COMPACTION_DUE, ERASURE_DUE  # noqa: F401 (the index's keys)

Item = dict[str, Any]

MESSAGE_PREFIX = "MSG#"
EVENT_PREFIX = "EVT#"
EVENT_AFTER_LAST = "EVT$"  # the first sort key after every EVT#... (as FACT_AFTER_LAST)
# SQLite only: an inbound message with an event id, which marks its event as remembered
# (sqlite_turns.py); it sorts after the messages, in the range a turn reads.
INBOUND_PREFIX = "TURN#"
INBOUND_AFTER_LAST = "TURN$"
FACT_PREFIX = "FACT#"
FACT_AFTER_LAST = "FACT$"  # the first sort key after every FACT#...: '$' follows '#'
POSTING_PREFIX = "IDX#"  # the fact index's postings (see fact_index.py)
FACT_INDEX_SK = "META#FACTS"  # the fact index's head: read with the turn
FACT_INDEX_LAYOUT = 3  # 2: lexical postings; 3: exact (subject, text) postings too
SUMMARY_SK = "SUMMARY"
STATE_SK = "META"
ERASURE_SK = "META#ERASURE"  # in the person's partition while their erasure is pending
# A turn reads the partition from here on: bookkeeping, the fact index's head, messages,
# the summary; not the facts (FACT#...) nor their index (IDX#...), reached through the head,
# nor the turn markers (EVT#...), which pile up for 14 days and are read one by one.
TURN_FROM = STATE_SK
TOMBSTONE_SK = "TOMBSTONE"  # in ConversationKey.tombstone_partition: blocks late writes
NUMBERS_PARTITION = "{agent}#NUMBERS"  # agent-wide: replaced whasp numbers
REPLACED_PREFIX = "REPLACED#"
TTL_ATTRIBUTE = "ttl"
# Sparse GSI `DueIndex` (partition `due`, sort `due_at`): only people due for compaction
# carry these attributes, so finding them never scans the table.
DUE_INDEX = "DueIndex"
DUE_ATTRIBUTE = "due"
DUE_AT_ATTRIBUTE = "due_at"
DUE_SHARDS = 8  # spreads due markers over several index partitions
# On the person's state item: compaction runs failed in a row, and why the last one did.
FAILURES_ATTRIBUTE = "compaction_failures"
FAILURE_REASON_ATTRIBUTE = "compaction_error"
FAILURE_REASON_CHARS = 300
SUPERSEDED_FACT_DAYS = 180
EVENT_MARKER_DAYS = 14  # longer than any whasp retry or SQS redelivery window
_EVENT_MARKER_LIFE = timedelta(days=EVENT_MARKER_DAYS)


def message_item(key: ConversationKey, message: Message) -> Item:
    """The stored form of a message."""
    return {"pk": key.partition, "sk": MESSAGE_PREFIX + message.seq, **message_attributes(message)}


def message_attributes(message: Message) -> Item:
    """A message's stored attributes: its item without the keys."""
    attributes: Item = {
        "role": message.role,
        "content": message.content,
        "number": message.number,
        "at": message.at.isoformat(),
    }
    if message.event_id is not None:
        attributes["event_id"] = message.event_id
    return attributes


def event_marker_item(key: ConversationKey, message: Message, now: datetime) -> Item:
    """The marker that makes an event id remembered once, pointing at its message.

    It expires EVENT_MARKER_DAYS after the message was written or stored, whichever is
    later, so an import of old messages is deduplicated too.
    """
    assert message.event_id is not None
    expires = max(message.at, now) + _EVENT_MARKER_LIFE
    return {
        "pk": key.partition,
        "sk": EVENT_PREFIX + message.event_id,
        "seq": message.seq,
        "at": message.at.isoformat(),
        TTL_ATTRIBUTE: int(expires.timestamp()),
    }


def summary_item(key: ConversationKey, summary: Summary) -> Item:
    """The stored form of the rolling summary."""
    item: Item = {
        "pk": key.partition,
        "sk": SUMMARY_SK,
        "text": summary.text,
        "through": summary.through,
        "version": summary.version,
    }
    if summary.last_at is not None:
        item["last_at"] = summary.last_at.isoformat()
    return item


def fact_item(key: ConversationKey, fact: Fact) -> Item:
    """The stored form of a fact; expiring facts carry the TTL attribute."""
    item: Item = {
        "pk": key.partition,
        "sk": FACT_PREFIX + fact.id,
        "kind": fact.kind,
        "content": fact.content,
        "subject": fact.subject,
        "source": fact.source,
        "created_at": fact.created_at.isoformat(),
    }
    if fact.superseded_at is not None:
        item["superseded_at"] = fact.superseded_at.isoformat()
    if fact.expires_at is not None:
        item["expires_at"] = fact.expires_at.isoformat()
        item[TTL_ATTRIBUTE] = int(fact.expires_at.timestamp())
    if fact.superseded_by is not None:
        item["superseded_by"] = fact.superseded_by
        # history for a while after it was replaced (facts export shows it), then gone:
        # every turn reads the person's partition
        until = int((datetime.now(UTC) + timedelta(days=SUPERSEDED_FACT_DAYS)).timestamp())
        item[TTL_ATTRIBUTE] = min(item.get(TTL_ATTRIBUTE, until), until)
    if fact.embedding is not None:
        item["embedding"] = bytes(fact.embedding)
    return item


def due_shard(key: ConversationKey, job: str = COMPACTION_DUE) -> str:
    """The DueIndex partition this person's marker for `job` goes to."""
    digest = hashlib.sha256(key.partition.encode()).digest()
    return f"{job}#{digest[0] % DUE_SHARDS}"


def due_shards(job: str) -> list[str]:
    """Every DueIndex partition of `job`, to find all that is due without a scan."""
    return [f"{job}#{n}" for n in range(DUE_SHARDS)]


def person_of_partition(partition: str) -> tuple[str, str]:
    """The (agent, phone) a person partition (`agent#phone`) belongs to."""
    agent, phone = partition.split("#", 1)
    return agent, phone


def reply_fields(reply: Message) -> Item:
    """What a turn marker records once its reply is stored."""
    return {"reply_seq": reply.seq, "reply_text": reply.content, "reply_number": reply.number}


def sent_fields(at: datetime) -> Item:
    """What a turn marker records once its reply went out; the reply text it kept for a
    resumed turn is no longer needed and would only weigh on every later read."""
    return {"sent_at": at.isoformat(), "reply_text": None}


def due_fields(key: ConversationKey, at: datetime) -> Item:
    """The person-state attributes that put a person on the DueIndex."""
    return {DUE_ATTRIBUTE: due_shard(key), DUE_AT_ATTRIBUTE: at.isoformat()}


def not_due_fields() -> Item:
    """The person-state attributes removed when nothing is due any more."""
    return {
        DUE_ATTRIBUTE: None,
        DUE_AT_ATTRIBUTE: None,
        FAILURES_ATTRIBUTE: None,
        FAILURE_REASON_ATTRIBUTE: None,
    }


def replacement_item(agent: str, old_number: str, new_number: str, at: datetime) -> Item:
    """Records that whasp replaced `old_number` by `new_number` for this agent."""
    return {
        "pk": NUMBERS_PARTITION.format(agent=agent),
        "sk": REPLACED_PREFIX + old_number,
        "new_number": new_number,
        "at": at.isoformat(),
    }


def replacements_from_items(items: Iterable[Item]) -> dict[str, str]:
    """Old number -> current number, following chains of replacements."""
    direct = {i["sk"][len(REPLACED_PREFIX) :]: i["new_number"] for i in items}
    resolved = {}
    for old in direct:
        current, seen = direct[old], {old}
        while current in direct and current not in seen:
            seen.add(current)
            current = direct[current]
        resolved[old] = current
    return resolved


def is_expired(item: Item, now: datetime) -> bool:
    """True for an item past its TTL: the database may not have removed it yet."""
    ttl = item.get(TTL_ATTRIBUTE)
    return ttl is not None and int(ttl) <= now.timestamp()


def conversation_from_items(
    items: Iterable[Item], now: datetime, messages: Iterable[Message] = ()
) -> Conversation:
    """Rebuild a person's conversation from their items (any order), skipping expired ones;
    `messages` are message items already decoded (the SQLite store decodes them itself)."""
    messages = list(messages)
    facts: list[Fact] = []
    summary: Summary | None = None
    state = PersonState()
    erasure_us: int | None = None
    fact_index: FactIndex | None = None
    now_s = now.timestamp()  # once, not per item: a turn reads every message
    for item in items:
        ttl = item.get(TTL_ATTRIBUTE)
        if ttl is not None and int(ttl) <= now_s:
            continue  # expired (is_expired)
        sk: str = item["sk"]
        if sk.startswith(MESSAGE_PREFIX):
            messages.append(_message(item))
        elif sk.startswith(FACT_PREFIX):
            facts.append(fact_from_item(item))
        elif sk == SUMMARY_SK:
            summary = _summary(item)
        elif sk == FACT_INDEX_SK:
            fact_index = fact_index_from_item(item)
        elif sk == STATE_SK:
            state = PersonState(
                opted_out_at=parse_time(item.get("opted_out_at")),
                due_at=parse_time(item.get(DUE_AT_ATTRIBUTE)),
                erasure_requested_at=state.erasure_requested_at,
                compaction_failures=int(item.get(FAILURES_ATTRIBUTE) or 0),
                compaction_error=item.get(FAILURE_REASON_ATTRIBUTE),
            )
        elif sk == ERASURE_SK:
            erasure_us = int(item["requested_us"])
            state = replace(state, erasure_requested_at=parse_time(item[DUE_AT_ATTRIBUTE]))
    if erasure_us is not None:  # pending erasure: show only what came after the request
        cutoff = erasure_us
        messages = [m for m in messages if micros(m.at) > cutoff]
        summary, facts = None, []
        fact_index = FactIndex() if fact_index is not None else None
        state = PersonState(erasure_requested_at=state.erasure_requested_at)
    messages.sort(key=_SEQ)
    facts.sort(key=lambda f: (f.created_at, f.id))
    return Conversation(
        messages=messages, summary=summary, facts=facts, state=state, fact_index=fact_index
    )


def predates_fact_index(turn_items: Iterable[Item]) -> bool:
    """True when a turn's read shows facts stored before the index: a summary (facts are
    only ever written with one) and no index head. Such facts are read in full."""
    found = {i["sk"] for i in turn_items}
    return SUMMARY_SK in found and FACT_INDEX_SK not in found


def fact_index_from_item(item: Item) -> FactIndex:
    """The fact index head a `META#FACTS` item holds."""
    return FactIndex(
        count=int(item["n"]),
        recent=tuple(item["recent"].split()) if item.get("recent") else (),
        profile=tuple(item["profile"].split()) if item.get("profile") else (),
        exact_keys=int(item.get("layout", 0)) >= FACT_INDEX_LAYOUT,
        embedded=(
            EmbeddingSweep(item["embedded_in"], item.get("swept_to"))
            if item.get("embedded_in")
            else None
        ),
    )


def parse_time(value: str | None) -> datetime | None:
    """A stored ISO time, or None."""
    return datetime.fromisoformat(value) if value else None


def turn_from_item(item: Item) -> TurnMarker:
    """The turn marker an `EVT#` (or SQLite's `TURN#`) item holds."""
    return TurnMarker(
        event_id=item["sk"].partition("#")[2],
        seq=item["seq"],
        at=parse_time(item.get("at")),
        reply_seq=item.get("reply_seq"),
        reply_text=item.get("reply_text"),
        reply_number=item.get("reply_number"),
        sent_at=parse_time(item.get("sent_at")),
    )


_SEQ_FROM = len(MESSAGE_PREFIX)
_SEQ = attrgetter("seq")


def _message(item: Item) -> Message:
    return message_from_attributes(item["sk"], item)


def message_from_attributes(sk: str, attributes: Mapping[str, Any]) -> Message:
    """The message a `MSG#` item with sort key `sk` and these attributes holds."""
    return Message(
        sk[_SEQ_FROM:],  # positional arguments: a turn builds 50 of these
        attributes["role"],
        attributes["content"],
        attributes["number"],
        datetime.fromisoformat(attributes["at"]),
        attributes.get("event_id"),
    )


def _summary(item: Item) -> Summary:
    last_at = item.get("last_at")
    return Summary(
        text=item["text"],
        through=item["through"],
        last_at=datetime.fromisoformat(last_at) if last_at else None,
        version=int(item["version"]),
    )


def fact_from_item(item: Item) -> Fact:
    expires_at = item.get("expires_at")
    embedding = item.get("embedding")
    return Fact(
        id=item["sk"][len(FACT_PREFIX) :],
        kind=item["kind"],
        content=item["content"],
        subject=item["subject"],
        source=item["source"],
        created_at=datetime.fromisoformat(item["created_at"]),
        expires_at=datetime.fromisoformat(expires_at) if expires_at else None,
        superseded_by=item.get("superseded_by"),
        embedding=embedding if embedding is None or type(embedding) is bytes else bytes(embedding),
        superseded_at=parse_time(item.get("superseded_at")),
    )
