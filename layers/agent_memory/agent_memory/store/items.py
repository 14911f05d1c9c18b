"""One item layout shared by both stores: records <-> plain attribute dicts.

Both adapters keep the same single-table shape (`pk`, `sk`, attributes, `ttl`),
so the encoding lives here once and the adapters only move items.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from operator import attrgetter
from typing import Any

from agent_memory.core import vector_index
from agent_memory.core.fact_index import IndexChange, with_chunks
from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    Fact,
    FactIndex,
    FactPage,
    FetchedFacts,
    GuardMark,
    Message,
    PersonActivity,
    PersonState,
    Posting,
    ReplyAudit,
    Summary,
    TurnMarker,
    VectorIndex,
)
from agent_memory.core.reply_audit import decode_audit, encode_audit
from agent_memory.core.sequence import micros, reply_seq
from agent_memory.errors import NewerDataForm
from agent_memory.store.port import COMPACTION_DUE, ERASURE_DUE  # noqa: F401 (the index's keys)

Item = dict[str, Any]
logger = logging.getLogger(__name__)

MESSAGE_PREFIX = "MSG#"
EVENT_PREFIX = "EVT#"
AUDIT_ATTRIBUTE = "audit"  # a turn marker's reply audit (core/reply_audit.py)
EVENT_AFTER_LAST = "EVT$"  # the first sort key after every EVT#... (as FACT_AFTER_LAST)
# SQLite only: an inbound message with an event id, which marks its event as remembered
# (sqlite_turns.py); it sorts after the messages, in the range a turn reads.
INBOUND_PREFIX = "TURN#"
INBOUND_AFTER_LAST = "TURN$"
FACT_PREFIX = "FACT#"
FACT_AFTER_LAST = "FACT$"  # the first sort key after every FACT#...: '$' follows '#'
POSTING_PREFIX = "IDX#"  # the fact index's postings (core/fact_index.py): IDX#<key>[#<n>]
POSTINGS_AFTER_LAST = "IDX$"
FACT_INDEX_SK = "META#FACTS"  # the fact index's head: read with the turn
# 6: facts carry a code a turn fetches instead of their embedding; 5: facts without it;
# 4: no clusters; 3 (main at 2f0e0bc): ids as text, capped. Each older one is migrated.
FACT_INDEX_LAYOUT = 6
# The form of the person's fact items a head records (`ff`): 4, a kind of one letter;
# 3, the code named `q`; 2, short names and a dense code's signs apart (`fact_item`);
# none, 1: long names, written before. The next
# compaction after a head without it writes the live fact items again (`recoded_facts`);
# the index itself stays as it is (a turn reads either form, and ranks them the same).
FACT_FORM_ATTRIBUTE = "ff"
FACT_ITEM_FORM = 4
VECTORS_SK = "META#FACTS#VEC"  # the index's centroids: read with the turn, beside the head
SWEEP_SK = "META#SWEEP"  # how far the embedding sweep went (core/embedding_sweep.py)
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
ACTIVITY_INDEX = "ActivityIndex"  # people by when a reply last went out (the console)
ACTIVE_ATTRIBUTE = "active"
ACTIVE_US_ATTRIBUTE = "active_us"
ACTIVITY_SHARDS = 4  # spreads one agent's busy people over several index partitions
# On the person's state item: compaction runs failed in a row, and why the last one did.
FAILURES_ATTRIBUTE = "compaction_failures"
FAILURE_REASON_ATTRIBUTE = "compaction_error"
FAILURE_REASON_CHARS = 300
SUPERSEDED_FACT_DAYS = 180
# On a reply: when it was written and when the person's reply budget is full again
# (core/reply_guard.py); on a turn marker: why a guarded turn asked and sent nothing.
WRITTEN_AT_ATTRIBUTE = "written_at"
REFILLED_AT_ATTRIBUTE = "budget_refilled_at"
GUARDED_ATTRIBUTE = "guarded"
GUARD_LOOP_AT_ATTRIBUTE = "guard_loop_at"  # on the person's state, with REFILLED_AT_ATTRIBUTE
EVENT_MARKER_DAYS = 14  # longer than any whasp retry or SQS redelivery window
_EVENT_MARKER_LIFE = timedelta(days=EVENT_MARKER_DAYS)


# A message item's attributes, of one letter each: a turn reads every message not folded
# yet (tens of them) and DynamoDB sends every attribute's name with every item. Items
# written before hold the long names (`_LONG_MESSAGE_NAMES`) and are read as they are for
# as long as they live: the compaction that folds a message deletes its item, so they are
# not written again (the archive and an export hold messages, not items: unchanged).
MESSAGE_ROLE, MESSAGE_CONTENT, MESSAGE_NUMBER, MESSAGE_AT = "r", "c", "n", "a"
MESSAGE_EVENT_ID, MESSAGE_WRITTEN_AT, MESSAGE_REFILLED_AT = "e", "w", "b"
_LONG_MESSAGE_NAMES = {
    MESSAGE_ROLE: "role",
    MESSAGE_CONTENT: "content",
    MESSAGE_NUMBER: "number",
    MESSAGE_AT: "at",
    MESSAGE_EVENT_ID: "event_id",
    MESSAGE_WRITTEN_AT: WRITTEN_AT_ATTRIBUTE,
    MESSAGE_REFILLED_AT: REFILLED_AT_ATTRIBUTE,
}
MESSAGE_NAMES = tuple(_LONG_MESSAGE_NAMES)  # in Message's order, after its seq
_LONG_MESSAGE_FIELDS = tuple(_LONG_MESSAGE_NAMES.values())
# Their values are short too: a role of one letter (`r`), a UTC time in microseconds (`a`,
# `w`, `b`: a number; a time of another zone stays ISO text). Items written before (ISO
# times, whole roles) read as they are: the readers take both.
_ROLE_LETTERS = {"user": "u", "assistant": "a"}
_LETTER_ROLES = {letter: role for role, letter in _ROLE_LETTERS.items()}


def message_item(key: ConversationKey, message: Message) -> Item:
    """The stored form of a message."""
    return {"pk": key.partition, "sk": MESSAGE_PREFIX + message.seq, **message_attributes(message)}


def message_attributes(message: Message) -> Item:
    """A message's stored attributes: its item without the keys."""
    attributes: Item = {
        MESSAGE_ROLE: _ROLE_LETTERS.get(message.role, message.role),
        MESSAGE_CONTENT: message.content,
        MESSAGE_NUMBER: message.number,
        MESSAGE_AT: short_time(message.at),
    }
    if message.event_id is not None:
        attributes[MESSAGE_EVENT_ID] = message.event_id
    if message.written_at is not None:  # a reply's, for core/reply_guard.py
        attributes[MESSAGE_WRITTEN_AT] = short_time(message.written_at)
    if message.budget_refilled_at is not None:
        attributes[MESSAGE_REFILLED_AT] = short_time(message.budget_refilled_at)
    return attributes


def short_time(at: datetime) -> int | str:
    """`at` as a message item stores it: microseconds when it is in UTC (16 digits against
    ISO's 25 to 32 characters), ISO text when another zone's (which it keeps)."""
    return exact_micros(at) if at.utcoffset() == timedelta(0) else at.isoformat()


def stored_time(value: Any) -> datetime:
    """A time `short_time` stored, or ISO text with its zone (an item written before): a
    TypeError, ValueError or OverflowError when damaged."""
    if type(value) is str:
        return aware_time(value)
    return from_micros(whole_micros(value, "a stored time"))


def message_field(attributes: Mapping[str, Any], name: str) -> Any:
    """A message item's attribute `name` (one of the MESSAGE_ names), or its long name's
    (an item written before), or None."""
    found = attributes.get(name)
    return found if found is not None else attributes.get(_LONG_MESSAGE_NAMES[name])


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
        FACT_KIND: _KIND_LETTERS.get(fact.kind, fact.kind),
        FACT_CONTENT: fact.content,
        FACT_SUBJECT: fact.subject,
    }
    if fact.source != DEFAULT_SOURCE:
        item[FACT_SOURCE] = fact.source
    if fact.created_at.utcoffset() == timedelta(0):
        item[FACT_SAID_US] = exact_micros(fact.created_at)
    else:  # a time given in another zone (imported) keeps it, as text
        item[FACT_SAID_AT] = fact.created_at.isoformat()
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
        code = vector_index.stored_code(fact.embedding)
        split = vector_index.split_code(code) if code is not None else None
        if split is not None:  # a dense code: its signs apart, a turn holding them skips them
            item[CODE_ATTRIBUTE], item[SIGNS_ATTRIBUTE] = split
        elif code is not None:
            item[CODE_ATTRIBUTE] = code
    return item


# A fact item's attributes, of one letter each (layout 7 on): a turn fetches tens of fact
# items and DynamoDB sends every attribute's name with every item. Items written before
# hold the long names (`_LONG_NAMES`, `created_at` as ISO text, `source` always) and read
# as they are, until the next compaction writes them again (`recoded_facts`).
FACT_KIND, FACT_CONTENT, FACT_SUBJECT, FACT_SOURCE = "k", "c", "s", "o"
FACT_SAID_US = "t"  # created_at: microseconds since the epoch, UTC (a number)
FACT_SAID_AT = "created_at"  # as ISO text: items before layout 7, a time not given in UTC
DEFAULT_SOURCE = "stated"  # not stored: a short-named item without FACT_SOURCE
_LONG_NAMES = {FACT_KIND: "kind", FACT_CONTENT: "content", FACT_SUBJECT: "subject"}
_LONG_NAMES[FACT_SOURCE] = "source"
# A fact's kind as one letter (form 4 on); items before hold it whole (any name), read as
# they are until the next compaction writes them again.
_KIND_LETTERS = {"profile": "p", "preference": "f", "episode": "e", "decision": "d"}
_LETTER_KINDS = {letter: kind for kind, letter in _KIND_LETTERS.items()}
CODE_ATTRIBUTE = "q"  # a fact's embedding at 4 bits (vector_index.stored_code)
OLD_CODE_ATTRIBUTE = "code"  # as items before form 3 name it: read as it is, written again
# A dense code's top plane (its signs), stored apart from the rest (`vector_index.split_code`):
# a turn that read the fact's member holds them and fetches the rest alone. Codes written
# before it are whole, without one, and read as they are.
SIGNS_ATTRIBUTE = "cs"
# What a read of a fact fetches on DynamoDB: not `pk`, and either its embedding (every
# read but a turn's: the code is derived from it again whenever the fact is written) or,
# a turn's, the code that stands for it.
_FACT_FIELDS = (
    "sk", *_LONG_NAMES, FACT_SAID_US, *_LONG_NAMES.values(), FACT_SAID_AT, "expires_at",
    "superseded_by", "superseded_at", TTL_ATTRIBUTE,
)  # fmt: skip
FACT_ATTRIBUTES = (*_FACT_FIELDS, "embedding")
FACT_ATTRIBUTES_BY_VECTOR = {  # Store.facts(vector=...)
    "embedding": FACT_ATTRIBUTES,
    "code": (*_FACT_FIELDS, CODE_ATTRIBUTE, OLD_CODE_ATTRIBUTE, SIGNS_ATTRIBUTE),
    "none": _FACT_FIELDS,
}
# Store.facts(vector="code", signs=...)
CODE_WITHOUT_SIGNS = (*_FACT_FIELDS, CODE_ATTRIBUTE, OLD_CODE_ATTRIBUTE)


def fact_attributes(vector: str, signs: Mapping[str, bytes] | None) -> tuple[str, ...]:
    """What a DynamoDB read of facts fetches (`Store.facts`): without the signs of the
    codes when the reader holds them."""
    return CODE_WITHOUT_SIGNS if signs and vector == "code" else FACT_ATTRIBUTES_BY_VECTOR[vector]


def recoded_facts(
    key: ConversationKey, head: Item | None, read: Iterable[Item], written: Collection[str]
) -> list[Item]:
    """The live fact items `read` (every fact item, `facts_of_old_form`) as they are
    stored now (short names, a code, its signs apart), when the index `head` was written
    before fact items took that form: the compaction that writes the head writes them
    again. Not those of `written` (ids the same write stores anew), nor superseded ones
    (history, gone within SUPERSEDED_FACT_DAYS: writing one again would start its time
    anew), which read as they are."""
    layout = _whole(head.get("layout")) if head is not None else 0
    if layout >= FACT_INDEX_LAYOUT and not facts_of_old_form(head):
        return []
    old = [i for i in read if _of_old_form(i) and "superseded_by" not in i]
    return [
        fact_item(key, fact)
        for fact in facts_from_items(old, log=False)  # the rebuild's read logged the skipped
        if fact.id not in written
    ]


def _of_old_form(item: Item) -> bool:
    """A fact item of the long names, one of layout 5 (an embedding and no code), one
    whose code has its name of before form 3 or whose kind is whole (before form 4)."""
    if FACT_KIND not in item or OLD_CODE_ATTRIBUTE in item:
        return True
    if type(kind := item[FACT_KIND]) is str and kind in _KIND_LETTERS:
        return True
    return "embedding" in item and CODE_ATTRIBUTE not in item


def facts_of_old_form(head: Item | None) -> bool:
    """Whether the person's fact items may be of a form before `FACT_ITEM_FORM` (no index
    head yet, or one that records an older one): a compaction then reads every fact item
    to write those again (`recoded_facts`)."""
    return head is None or _whole(head.get(FACT_FORM_ATTRIBUTE)) < FACT_ITEM_FORM


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


def reply_fields(reply: Message, audit: ReplyAudit | None = None) -> Item:
    """What a turn marker records once its reply is stored, with the reply's audit."""
    fields: Item = {
        "reply_seq": reply.seq,
        "reply_text": reply.content,
        "reply_number": reply.number,
    }
    if audit is not None:
        fields[AUDIT_ATTRIBUTE] = encode_audit(audit)
    return fields


def sent_fields(at: datetime, guarded: str | None = None) -> Item:
    """What a turn marker records once its reply went out; the reply text it kept for a
    resumed turn is no longer needed and would only weigh on every later read. A guarded
    turn (core/reply_guard.py) is closed the same way, nothing sent, with its reason."""
    fields: Item = {"sent_at": at.isoformat(), "reply_text": None}
    if guarded is not None:
        fields[GUARDED_ATTRIBUTE] = guarded
    return fields


def guard_fields(mark: GuardMark) -> Item:
    """What a guarded turn keeps on the person's state (core/reply_guard.py)."""
    fields: Item = {}
    if mark.loop_at is not None:
        fields[GUARD_LOOP_AT_ATTRIBUTE] = mark.loop_at.isoformat()
    if mark.budget_refilled_at is not None:
        fields[REFILLED_AT_ATTRIBUTE] = mark.budget_refilled_at.isoformat()
    return fields


def due_fields(key: ConversationKey, at: datetime) -> Item:
    """The person-state attributes that put a person on the DueIndex."""
    return {DUE_ATTRIBUTE: due_shard(key), DUE_AT_ATTRIBUTE: at.isoformat()}


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def from_micros(us: int) -> datetime:
    """The time `micros` gave `us` for (UTC)."""
    return _EPOCH + timedelta(microseconds=us)


def exact_micros(at: datetime) -> int:
    """`at` in microseconds since the epoch, exactly (`from_micros` inverted: a page's
    cursor must name the very row it stopped at)."""
    return (at - _EPOCH) // timedelta(microseconds=1)


def activity_shard(key: ConversationKey) -> str:
    """The ActivityIndex partition this person is listed in."""
    digest = hashlib.sha256(key.partition.encode()).digest()
    return f"{key.agent}#ACTIVE#{digest[1] % ACTIVITY_SHARDS}"


def activity_shards(agent: str) -> list[str]:
    """Every ActivityIndex partition of `agent`."""
    return [f"{agent}#ACTIVE#{n}" for n in range(ACTIVITY_SHARDS)]


def activity_fields(key: ConversationKey, at: datetime) -> Item:
    """The person-state attributes that list a person on the ActivityIndex as of `at`."""
    return {ACTIVE_ATTRIBUTE: activity_shard(key), ACTIVE_US_ATTRIBUTE: exact_micros(at)}


def person_activity(pk: str, active_us: int) -> PersonActivity:
    """A listed person, from their partition key and the time they were listed at."""
    agent, phone = person_of_partition(pk)
    return PersonActivity(agent, phone, from_micros(active_us))


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
    """True for an item past its TTL: the database may not have removed it yet. A TTL
    that is no number never expires (DynamoDB's TTL deletes numbers only): a damaged
    turn marker still refuses its event a second time."""
    return _ttl_passed(item.get(TTL_ATTRIBUTE), now.timestamp())


def _ttl_passed(ttl: Any, now_s: float) -> bool:
    """`is_expired` of a TTL value at `now_s` (epoch seconds)."""
    try:
        return ttl is not None and int(ttl) <= now_s
    except (TypeError, ValueError, ArithmeticError):
        return False


_SINGLES = frozenset({SUMMARY_SK, FACT_INDEX_SK, VECTORS_SK, SWEEP_SK, STATE_SK, ERASURE_SK})
# What a DynamoDB read of the turn's range (TURN_FROM on) fetches: what
# `conversation_from_items` reads of each item, not `pk` (tens of messages repeat it) nor
# what only other readers need (the DueIndex's and ActivityIndex's keys).
TURN_ATTRIBUTES = tuple(
    dict.fromkeys(
        (
            "sk", TTL_ATTRIBUTE, *MESSAGE_NAMES, *_LONG_MESSAGE_FIELDS,
            "text", "through", "version", "last_at",  # the summary
            "opted_out_at", DUE_AT_ATTRIBUTE, ACTIVE_US_ATTRIBUTE, FAILURES_ATTRIBUTE,
            FAILURE_REASON_ATTRIBUTE, GUARD_LOOP_AT_ATTRIBUTE, REFILLED_AT_ATTRIBUTE,
            "requested_us",  # the pending erasure's
            "layout", FACT_FORM_ATTRIBUTE, "vg", "n", "recent", "profile",  # the index head
            "embedded_in", "swept_to",  # a head of layout 3's sweep
            "g", "d", "space", "c", "m", "mb", "cb",  # the centroids
        )
    )
)  # fmt: skip


def conversation_from_items(
    items: Iterable[Item], now: datetime, messages: Iterable[Message] = (), unreadable: int = 0
) -> Conversation:
    """Rebuild a person's conversation from their items (any order), skipping expired ones;
    `messages` are message items already decoded (the SQLite store decodes them itself,
    and counts the `unreadable` ones it skipped). A damaged message, fact or summary is
    skipped (a summary: read as none), counted and logged, never a failed read: one bad
    item must not block the person's turns, compactions and tools for good."""
    messages = list(messages)
    facts: list[Fact] = []
    singles: dict[str, Item] = {}  # the summary, the index head, bookkeeping
    skipped: list[str] = ["MSG"] * unreadable
    now_s = now.timestamp()  # once, not per item: a turn reads every message
    for item in items:
        ttl = item.get(TTL_ATTRIBUTE)
        if ttl is not None and _ttl_passed(ttl, now_s):
            continue  # expired (is_expired); a TTL that is no number never expires
        sk: str = item["sk"]
        try:  # a try costs nothing until an item raises
            if sk.startswith(MESSAGE_PREFIX):
                messages.append(_message(item))
            elif sk.startswith(FACT_PREFIX):
                facts.append(fact_from_item(item))
            elif sk in _SINGLES:
                singles[sk] = item
        except UNREADABLE:
            skipped.append(sk.partition("#")[0])
    messages.sort(key=_SEQ)
    facts.sort(key=lambda f: (f.created_at, f.id))
    summary = readable_summary(singles.get(SUMMARY_SK))
    if summary is None and SUMMARY_SK in singles:
        skipped.append(SUMMARY_SK)
    head = singles.get(FACT_INDEX_SK)
    conversation = Conversation(
        messages=messages,
        summary=summary,
        facts=facts,
        state=_state(singles),
        fact_index=_index_in_step(head, summary, singles.get(VECTORS_SK)),
        embedding_sweep=sweep_record(singles.get(SWEEP_SK), head),
        unreadable=len(skipped),
        newer_form=_newer_form_logged(head),
    )
    if skipped:
        log_unreadable(skipped)
    erasure = singles.get(ERASURE_SK)
    if erasure is None:
        return conversation
    cutoff = int(erasure["requested_us"])  # pending erasure: only what came after it shows
    return replace(
        conversation,
        messages=[m for m in messages if micros(m.at) > cutoff],
        summary=None,
        facts=[],
        fact_index=FactIndex() if head is not None else None,
        state=PersonState(erasure_requested_at=conversation.state.erasure_requested_at),
    )


def _index_in_step(
    head: Item | None, summary: Summary | None, vectors: Item | None
) -> FactIndex | None:
    """The index head, when in step with the summary (else the facts were read in full)."""
    if head is None:
        return None
    index = fact_index_from_item(head, None if summary is None else summary.version, vectors)
    return index if index.in_step else None


# A damaged opt-out time reads as an opt-out long ago: a message the person writes now
# replies and clears it (as any later message does), an older redelivery stays unanswered
LONG_AGO = datetime.min.replace(tzinfo=UTC)


def _state(singles: Mapping[str, Item]) -> PersonState:
    state, erasure = singles.get(STATE_SK, {}), singles.get(ERASURE_SK)
    active_us = state.get(ACTIVE_US_ATTRIBUTE)
    reason = state.get(FAILURE_REASON_ATTRIBUTE)
    return PersonState(
        opted_out_at=_state_time(state.get("opted_out_at"), LONG_AGO),
        due_at=_state_time(state.get(DUE_AT_ATTRIBUTE), None),  # the next write sets it
        erasure_requested_at=parse_time(erasure[DUE_AT_ATTRIBUTE]) if erasure else None,
        active_at=from_micros(_whole(active_us)) if _whole(active_us) > 0 else None,
        compaction_failures=_whole(state.get(FAILURES_ATTRIBUTE)),
        compaction_error=reason if isinstance(reason, str) else None,
        guard_loop_at=_state_time(state.get(GUARD_LOOP_AT_ATTRIBUTE), None),
        guard_refilled_at=_state_time(state.get(REFILLED_AT_ATTRIBUTE), None),
    )


def _state_time(stored: Any, damaged: datetime | None) -> datetime | None:
    """A time the state item records, None when it records none, `damaged` when it is no
    zone-aware ISO time: a damaged state never fails the person's turns (logged)."""
    if stored is None:
        return None
    try:
        return aware_time(stored)
    except (TypeError, ValueError):
        log_unreadable(["STATE"])
        return damaged


# What decoding a damaged item raises: an attribute missing or of another type, a blob
# cut inside a varint or not UTF-8, a time or number that does not parse, a size of 0.
UNREADABLE = (LookupError, TypeError, ValueError, ArithmeticError, AttributeError)


def log_unreadable(kinds: Sequence[str]) -> None:
    """Say that items were skipped as unreadable: how many and of which kinds (MSG, FACT,
    SUMMARY, EVT: a turn marker, read as far as it can be), never their keys or content
    (a partition key holds the phone)."""
    logger.warning(
        "stored items could not be read and were skipped",
        extra={"unreadable": len(kinds), "kinds": ",".join(sorted(set(kinds)))},
    )


def newer_form(head: Item | None) -> str | None:
    """What of the index `head` says a newer version wrote the person's items (a fact
    index layout past FACT_INDEX_LAYOUT, a fact item form past FACT_ITEM_FORM), or None.
    This version reads such items as far as it can and writes nothing over them
    (`refuse_newer`): a rebuild or a compaction would hide or duplicate what it wrote."""
    if head is None:
        return None
    if (layout := _whole(head.get("layout"))) > FACT_INDEX_LAYOUT:
        return f"fact index layout {layout}; this version knows up to {FACT_INDEX_LAYOUT}"
    if (form := _whole(head.get(FACT_FORM_ATTRIBUTE))) > FACT_ITEM_FORM:
        return f"fact item form {form}; this version knows up to {FACT_ITEM_FORM}"
    return None


def refuse_newer(head: Item | None) -> None:
    """Raise NewerDataForm when a newer version wrote the index `head` (`newer_form`):
    every write of the index (a compaction, a curation, a repair, an import) reads the
    head first, and writes nothing then. Not logged here: the person's read before the
    write said so once already, and the error names the form to whoever handles it."""
    found = newer_form(head)
    if found is not None:
        raise NewerDataForm.of(found)


def _newer_form_logged(head: Item | None) -> str | None:
    """`newer_form`, said in the log when there is one: which form, never whose (a
    partition key holds the phone)."""
    found = newer_form(head)
    if found is not None:
        logger.warning(
            "stored items were written by a newer version of agent-memory: read as far as "
            "they can be, nothing written over them; deploy that version again",
            extra={"newer_form": found},
        )
    return found


def index_out_of_step(turn_items: Sequence[Item]) -> bool:
    """True when a turn's read shows a summary (facts are only ever written with one) and
    no index head in step with it: none, one of layout 3, one a compaction left behind
    when it stopped between its writes, or a damaged one (a damaged summary is in step
    with none). The facts are then read in full, and the next compaction rebuilds the
    index."""
    summary = next((i for i in turn_items if i["sk"] == SUMMARY_SK), None)
    if summary is None:
        return False
    head = next((i for i in turn_items if i["sk"] == FACT_INDEX_SK), None)
    if head is None or (readable := readable_summary(summary)) is None:
        return True
    vectors = next((i for i in turn_items if i["sk"] == VECTORS_SK), None)
    return not fact_index_from_item(head, readable.version, vectors).in_step


def fact_index_from_item(item: Item, version: int | None, vectors: Item | None) -> FactIndex:
    """The fact index head a `META#FACTS` item holds, with the centroids of the
    `META#FACTS#VEC` item; in step when it is of this layout, records the stored
    summary's `version` and names the centroids' generation. A damaged head or centroids
    item reads as out of step: the turn reads every fact, the next compaction rebuilds."""
    try:
        if _whole(item.get("layout")) != FACT_INDEX_LAYOUT:
            return FactIndex(in_step=False)
        clusters = vectors_from_item(vectors) if vectors is not None else None
        generation = clusters.generation if clusters is not None else None
        count = int(item["n"])
        if count < 0:
            raise ValueError("an index's count is never negative")
        return FactIndex(
            count=count,
            recent=unpack_ids(item.get("recent")),
            profile=unpack_ids(item.get("profile")),
            in_step=int(item["version"]) == version and int(item["vg"]) == generation,
            vectors=clusters,
            old_fact_items=facts_of_old_form(item),
        )
    except UNREADABLE:
        return FactIndex(in_step=False)


def head_item(key: ConversationKey, head: FactIndex, version: int, generation: int) -> Item:
    """The stored form of the index head, in step with summary `version` and with the
    centroids of `generation`."""
    return {
        "pk": key.partition,
        "sk": FACT_INDEX_SK,
        "layout": FACT_INDEX_LAYOUT,
        FACT_FORM_ATTRIBUTE: FACT_ITEM_FORM,
        "version": version,
        "vg": generation,
        "n": head.count,
        "recent": pack_ids(head.recent),
        "profile": pack_ids(head.profile),
    }


def vectors_item(key: ConversationKey, vectors: VectorIndex, generation: int) -> Item:
    """The stored form of the index's centroids (codes, concatenated), chosen by the
    compaction of summary `generation`."""
    item: Item = {
        "pk": key.partition,
        "sk": VECTORS_SK,
        "g": generation,
        "d": vectors.dimensions,
        "n": vectors.clustered,
    }
    if vectors.space:  # none when no fact had an embedding (an empty binary is refused)
        item["space"] = vectors.space
    if vectors.centroids:
        item["c"] = b"".join(vectors.centroids)
    if vectors.member_bits:  # none recorded: layout 6's 4-bit members
        item["m"] = vectors.member_bits
    if vectors.member_bytes:
        item["mb"] = vectors.member_bytes
    if vectors.centroid_bits != 1:  # none recorded: sign bits (main at 7eccfbe)
        item["cb"] = vectors.centroid_bits
    return item


def vectors_from_item(item: Item) -> VectorIndex:
    """The centroids a `META#FACTS#VEC` item holds (a ValueError when damaged)."""
    dimensions = int(item["d"])
    if dimensions < 0:
        raise ValueError("a dimension count is never negative")
    bits = _centroid_bits(item.get("cb"))
    size = vector_index.centroid_bytes(dimensions, bits) if dimensions else 1
    packed = bytes(item.get("c") or b"")
    whole = len(packed) - len(packed) % size  # a cut-off last centroid is none
    return VectorIndex(
        space=bytes(item.get("space") or b""),
        dimensions=dimensions,
        centroids=tuple(packed[at : at + size] for at in range(0, whole, size)),
        clustered=int(item["n"]),
        generation=int(item["g"]),
        member_bits=_member_bits(item.get("m")),
        member_bytes=max(0, min(_whole(item.get("mb")), _MAX_CLUSTER_CODE_BYTES + 64)),
        centroid_bits=bits,
    )


def _centroid_bits(stored: Any) -> int:
    """The centroid form a vectors item records: 1 (sign bits; none recorded) or a rotated
    form's bits; another (a damaged item, a later form) reads as sign bits, and as no
    form this code writes, the next compaction chooses the clusters again."""
    bits = _whole(stored) or 1
    return bits if bits == 1 or bits in vector_index.ROTATED_FORMS else 1


def _member_bits(stored: Any) -> int:
    """The member form a vectors item records: 4, or a rotated form's bits; 0 for none
    (layout 6) or one this code does not know (its clusters are then chosen again)."""
    bits = _whole(stored)
    return bits if bits == 4 or bits in vector_index.ROTATED_FORMS else 0


def _whole(stored: Any) -> int:
    """A small whole number a head records, or 0 for none or one that is no number (a
    damaged item reads as not recorded, never as an error)."""
    try:
        return int(stored or 0)
    except (TypeError, ValueError, OverflowError, ArithmeticError):
        return 0


def index_writes(
    key: ConversationKey,
    change: IndexChange,
    version: int,
    stale: Iterable[str] = (),
    sweep: tuple[Item | None, EmbeddingSweep | None] = (None, None),
) -> tuple[list[Item], list[str]]:
    """(items to put, sort keys to delete) for an index change, the head last: it is what
    says the index is in step with summary `version`. `stale`: every posting sort key
    stored before a rebuild; those not rewritten go. `sweep`: the stored sweep item and
    what to record now, written only when it changed."""
    puts: list[Item] = []
    deletes: list[str] = []
    stored, embedded = sweep
    if embedded is not None and (stored is None or sweep_item(key, embedded) != stored):
        puts.append(sweep_item(key, embedded))
    elif embedded is None and stored is not None:
        deletes.append(SWEEP_SK)
    for (index_key, number), ids in sorted(change.chunks.items()):
        if ids:
            puts.append(chunk_item(key, index_key, number, ids, change.codes, change.weights))
        else:
            deletes.append(posting_sk(index_key, number))
    for index_key, posting in sorted(change.tails.items()):
        if posting.count:
            puts.append(tail_item(key, index_key, posting, change.codes, change.weights))
        else:
            deletes.append(posting_sk(index_key))
    written = {i["sk"] for i in puts}
    deletes += sorted(set(stale) - written - set(deletes))
    vectors = change.head.vectors
    generation = vectors.generation if vectors is not None else 0
    if change.rebuilt:  # new centroids, named by the head written after them
        generation = version
        puts.append(vectors_item(key, vectors or VectorIndex(b"", 0, (), 0), generation))
    puts.append(head_item(key, change.head, version, generation))
    return puts, deletes


def sweep_record(sweep: Item | None, head: Item | None) -> EmbeddingSweep | None:
    """How far the embedding sweep went: its `META#SWEEP` item's record or, until the
    migration writes one, what a head of layout 3 recorded."""
    if sweep is not None:  # a damaged one is none: the next compaction sweeps again
        space, swept_to = sweep.get("space"), sweep.get("swept_to")
        readable = type(space) is str and (swept_to is None or type(swept_to) is str)
        return EmbeddingSweep(space, swept_to) if readable else None
    if head is not None and head.get("embedded_in"):
        return EmbeddingSweep(head["embedded_in"], head.get("swept_to"))
    return None


def sweep_item(key: ConversationKey, sweep: EmbeddingSweep) -> Item:
    """The stored form of how far the embedding sweep went."""
    item: Item = {"pk": key.partition, "sk": SWEEP_SK, "space": sweep.space}
    if sweep.swept_to is not None:
        item["swept_to"] = sweep.swept_to
    return item


def posting_sk(index_key: str, chunk: int = 0) -> str:
    """The sort key of a key's tail (`chunk` 0) or of one of its sealed chunks."""
    return f"{POSTING_PREFIX}{index_key}#{chunk}" if chunk else POSTING_PREFIX + index_key


def tail_item(
    key: ConversationKey,
    index_key: str,
    posting: Posting,
    codes: Mapping[str, bytes],
    weights: Mapping[tuple[str, str], int] | None = None,
) -> Item:
    """The stored form of a key's tail: its newest ids, its count, how many sealed chunks
    and, in the same order, a cluster's codes (`codes`) or a lexical key's term weights
    (`weights`, by (key, id))."""
    item: Item = {
        "pk": key.partition,
        "sk": posting_sk(index_key),
        "n": posting.count,
        "ids": pack_ids(posting.tail),
    }
    if posting.chunks:
        item["c"] = posting.chunks
    _with_weights(item, index_key, posting.tail, weights or {})
    return _with_codes(item, index_key, posting.tail, codes)


def chunk_item(
    key: ConversationKey,
    index_key: str,
    chunk: int,
    ids: Sequence[str],
    codes: Mapping[str, bytes],
    weights: Mapping[tuple[str, str], int] | None = None,
) -> Item:
    """The stored form of one sealed chunk of a key's ids (and a cluster's codes or a
    lexical key's term weights)."""
    item = {"pk": key.partition, "sk": posting_sk(index_key, chunk), "ids": pack_ids(ids)}
    _with_weights(item, index_key, ids, weights or {})
    return _with_codes(item, index_key, ids, codes)


# A lexical key's term weights (fact_index.term_weights), one byte an id in the ids' order
# (0: unknown); items of layout 6 have none and are read as the sum of idf they were.
WEIGHTS_ATTRIBUTE = "w"


def _with_weights(
    item: Item, index_key: str, ids: Sequence[str], weights: Mapping[tuple[str, str], int]
) -> None:
    if vector_index.is_cluster_key(index_key) or not ids:
        return
    packed = bytes(weights.get((index_key, i), 0) for i in ids)
    if any(packed):
        item[WEIGHTS_ATTRIBUTE] = packed


def _weights(item: Item, ids: tuple[str, ...]) -> dict[str, bytes]:
    """The term weights a lexical key's item holds for `ids`, each as one byte (none when
    their count is not the ids' or they are not bytes: a damaged item is read as the sum
    of idf)."""
    stored = item.get(WEIGHTS_ATTRIBUTE)
    packed = getattr(stored, "value", stored)  # boto3's Binary holds its bytes in `value`
    if not isinstance(packed, bytes | bytearray) or not packed or len(packed) != len(ids):
        return {}
    weights = zip(ids, map(_ONE_BYTE.__getitem__, packed), strict=True)  # C loops
    if 0 not in packed:
        return dict(weights)
    return {i: w for i, w in weights if w != _NO_WEIGHT}


_ONE_BYTE = tuple(bytes([b]) for b in range(256))
_NO_WEIGHT = _ONE_BYTE[0]


# A cluster item's codes, concatenated, as raw deflate: the local embedder's are 83 % zero
# nibbles and shrink to 40 % (docs/decisions/vector-index.md). `v`: as layout 5 wrote them.
CODES_ATTRIBUTE, PLAIN_CODES_ATTRIBUTE = "z", "v"
_MAX_CLUSTER_CODE_BYTES = vector_index.CODE_DIMENSIONS // 2


def _with_codes(item: Item, index_key: str, ids: Sequence[str], codes: Mapping[str, bytes]) -> Item:
    """`item` with the codes of `ids` (a cluster key's; all of one length) in their order;
    none when one is unknown (its members are then found by words only, never misread)."""
    if vector_index.is_cluster_key(index_key) and ids and all(i in codes for i in ids):
        item[CODES_ATTRIBUTE] = vector_index.deflate(b"".join(codes[i] for i in ids))
    return item


def _codes(item: Item, ids: tuple[str, ...]) -> dict[str, bytes]:
    """The codes a cluster key's item holds for `ids` (none for other keys, nor for codes
    that do not inflate: a damaged item's members are found by words only)."""
    packed: bytes | None
    if CODES_ATTRIBUTE in item:  # no more than a cluster code an id, whatever the item says
        ceiling = _MAX_CLUSTER_CODE_BYTES * len(ids)
        packed = vector_index.inflate(bytes(item[CODES_ATTRIBUTE]), ceiling)
    elif PLAIN_CODES_ATTRIBUTE in item:
        packed = bytes(item[PLAIN_CODES_ATTRIBUTE])
    else:  # a lexical key's (most of a turn's chunks)
        return {}
    if not ids or not packed or len(packed) % len(ids):
        return {}
    size = len(packed) // len(ids)
    return {i: packed[n * size : (n + 1) * size] for n, i in enumerate(ids)}


# what a posting read fetches: not `pk`
POSTING_ATTRIBUTES = (
    "sk",
    "n",
    "ids",
    "c",
    PLAIN_CODES_ATTRIBUTE,
    CODES_ATTRIBUTE,
    WEIGHTS_ATTRIBUTE,
)


def posting_from_item(item: Item) -> tuple[str, Posting]:
    """(index key, tail posting) from a stored tail item (a ValueError when damaged)."""
    tail = unpack_ids(item.get("ids"))
    posting = Posting(
        count=int(item["n"]),
        tail=tail,
        chunks=int(item.get("c", 0)),
        codes=_codes(item, tail) or _weights(item, tail),
    )
    if posting.count < 0 or posting.chunks < 0:
        raise ValueError("a posting's counts are never negative")
    return item["sk"][len(POSTING_PREFIX) :], posting


def chunk_from_item(item: Item) -> tuple[str, int, tuple[str, ...], dict[str, bytes]]:
    """(index key, chunk number, ids, their codes) from a stored sealed chunk."""
    index_key, _, number = item["sk"][len(POSTING_PREFIX) :].rpartition("#")
    ids = unpack_ids(item.get("ids"))
    return index_key, int(number), ids, _codes(item, ids) or _weights(item, ids)


# What decoding a damaged posting item raises: ids cut inside a varint or not UTF-8, ids
# stored as text, a count that is no number (written by hand, or by a bug).
_DAMAGE = (IndexError, UnicodeDecodeError, TypeError, ValueError, KeyError, OverflowError)


def postings_from_items(found: Iterable[Item]) -> dict[str, Posting]:
    """The tails of `found` by index key; a damaged one is left out, read as absent: its
    word finds nothing until a compaction files the word again and overwrites it, where
    reading it would fail every turn with that word and every compaction touching it."""
    postings = {}
    for item in found:
        try:
            index_key, posting = posting_from_item(item)
        except _DAMAGE:
            continue
        postings[index_key] = posting
    return postings


def chunk_and_tail_keys(chunks: Mapping[str, Iterable[int]], tails: Iterable[str]) -> list[str]:
    """The sort keys of these sealed chunks (key -> chunk numbers) and of these keys' tails."""
    numbered = [posting_sk(k, n) for k, numbers in chunks.items() for n in numbers]
    return [*numbered, *(posting_sk(k) for k in tails)]


def with_chunks_and_tails(
    postings: Mapping[str, Posting],
    chunks: Mapping[str, Collection[int]],
    tails: Iterable[str],
    found: Iterable[Item],
) -> dict[str, Posting]:
    """`postings` with the sealed chunks asked for (`chunks`) and the `tails` of more keys,
    as `found` holds them (`Store.posting_chunks`)."""
    tail_keys = {posting_sk(k) for k in tails}
    read = [(i.get("sk") in tail_keys, i) for i in found]
    more = postings_from_items(i for tail, i in read if tail)
    sealed = chunks_from_items(i for tail, i in read if not tail)
    return with_chunks({**postings, **more}, chunks, sealed)


def chunks_from_items(
    found: Iterable[Item],
) -> Iterable[tuple[str, int, tuple[str, ...], dict[str, bytes]]]:
    """The sealed chunks of `found`; a damaged one is left out (`postings_from_items`)."""
    for item in found:
        try:
            yield chunk_from_item(item)
        except _DAMAGE:
            continue


# Fact ids packed: an id of fact_id()'s form (14-digit milliseconds, '-', 10 hex digits)
# as a varint of its milliseconds' delta from the previous one (doubled), then its 5
# digest bytes: 6-8 bytes, not 25. Any other id as a varint of its length (doubled, plus
# one) and its UTF-8 bytes. Sorted ids share most milliseconds (a compaction's facts).
_STANDARD_ID = re.compile(r"([0-9]{14})-([0-9a-f]{10})")


def pack_ids(ids: Iterable[str]) -> bytes:
    """The compact stored form of a list of fact ids (order kept)."""
    out, last = bytearray(), 0
    for fact_id in ids:
        match = _STANDARD_ID.fullmatch(fact_id)
        if match is not None and int(match[1]) >= last:
            ms = int(match[1])
            _varint(out, (ms - last) << 1)
            out += bytes.fromhex(match[2])
            last = ms
        else:
            raw = fact_id.encode()
            _varint(out, len(raw) << 1 | 1)
            out += raw
    return bytes(out)


def unpack_ids(blob: Any) -> tuple[str, ...]:
    """The fact ids `pack_ids` packed (nothing for None). A turn decodes ~1,500 ids of
    sealed chunks: the blob is hexed once, a one-byte varint takes no inner loop, and an
    id's time is written once for the ids that share it (a compaction's facts)."""
    if blob is None:
        return ()
    data = bytes(blob)
    hexed, ids, at, last, end = data.hex(), [], 0, 0, len(data)
    append, stamp = ids.append, ""
    while at < end:
        byte = data[at]
        at += 1
        value = byte
        if byte >= 0x80:
            value, shift = byte & 0x7F, 7
            while byte >= 0x80:
                byte = data[at]
                at += 1
                value |= (byte & 0x7F) << shift
                shift += 7
        if value & 1:
            append(data[at : at + (value >> 1)].decode())
            at += value >> 1
            continue
        if value or not stamp:
            last += value >> 1
            stamp = _stamp(last)
        append(stamp + hexed[2 * at : 2 * at + 10])
        at += 5
    return tuple(ids)


def _stamp(ms: int) -> str:
    """An id's milliseconds as fact_id() writes them (14 digits), and the dash."""
    # 13 digits (2001-2286), every id written today: no width to pad, formatted faster
    return f"0{ms}-" if 10**12 <= ms < 10**13 else f"{ms:014d}-"


def _varint(out: bytearray, value: int) -> None:
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def parse_time(value: str | None) -> datetime | None:
    """A stored ISO time, or None."""
    return datetime.fromisoformat(value) if value else None


def aware_time(value: str) -> datetime:
    """A stored ISO time with its zone: a time without one is damage (a ValueError, as a
    TypeError for no text), never compared with the aware times every writer stores."""
    at = datetime.fromisoformat(value)
    if at.tzinfo is None:
        raise ValueError("a stored time has no zone")
    return at


def stored_text(value: Any, name: str) -> str:
    """`value`, which a decoder reads as text: anything else is damage (a TypeError)."""
    if type(value) is not str:
        raise TypeError(f"a stored {name} is text")
    return value


def optional_text(value: Any, name: str) -> str | None:
    """`value` as `stored_text` reads it, or None for none."""
    return None if value is None else stored_text(value, name)


def turn_from_item(item: Item) -> TurnMarker:
    """The turn marker an `EVT#` (or SQLite's `TURN#`) item holds; a KeyError, TypeError or
    ValueError when a field is damaged or the fields disagree with how every writer
    records a turn (`salvaged_turn` reads what such a marker still says)."""
    seq = turn_seq(item.get("seq"))
    reply_at = optional_text(item.get("reply_seq"), "reply seq")
    reply_text = optional_text(item.get("reply_text"), "reply text")
    reply_number = optional_text(item.get("reply_number"), "reply number")
    sent_at = _optional_time(item.get("sent_at"))
    if item.get(TTL_ATTRIBUTE) is not None:
        int(item[TTL_ATTRIBUTE])  # no number: damage (and it never expires: is_expired)
    if not _recorded_as_written(seq, reply_at, reply_text, reply_number, sent_at):
        raise ValueError("a turn marker's reply fields disagree")
    return TurnMarker(
        event_id=item["sk"].partition("#")[2],
        seq=seq,
        at=_optional_time(item.get("at")),
        reply_seq=reply_at,
        reply_text=reply_text,
        reply_number=reply_number,
        sent_at=sent_at,
        audit=decode_audit(item.get(AUDIT_ATTRIBUTE)),
        guarded=optional_text(item.get(GUARDED_ATTRIBUTE), "guard reason"),
    )


def _recorded_as_written(
    seq: str,
    reply_at: str | None,
    text: str | None,
    number: str | None,
    sent_at: datetime | None,
) -> bool:
    """True when a marker's reply fields are as `record_reply` and `mark_sent` write them:
    none, or the reply's seq (right after the message's) with its number and either its
    text (not sent yet) or the time it was sent (the text is dropped then)."""
    if reply_at is None:
        return (text, number, sent_at) == (None, None, None)
    return reply_at == reply_seq(seq) and number is not None and (text, sent_at) != (None, None)


def turn_seq(stored: Any) -> str:
    """The seq of a turn's inbound message, as `new_seq` makes them (17 digits of time
    first): anything else is damage (a TypeError or ValueError)."""
    seq = stored_text(stored, "seq")
    time = seq[:_SEQ_TIME_DIGITS]
    if not (time.isascii() and time.isdigit()) or len(seq) < _SEQ_TIME_DIGITS:
        raise ValueError("a stored seq starts with its time")
    return seq


_SEQ_TIME_DIGITS = 17


def _optional_time(stored: Any) -> datetime | None:
    return None if stored is None else aware_time(stored)


# A sent mark whose time cannot be read: the reply went out, when is unknown.
SENT_AT_UNKNOWN = LONG_AGO


def salvaged_turn(item: Item, inbound: Message | None, reply: Message | None) -> TurnMarker | None:
    """What a damaged turn marker still says, field by field, completed by the stored
    messages: `inbound`, the message of its event (found by event id), and `reply`, the
    message stored as its reply (`MSG#<seq>.reply`, written with the marker's reply link
    in one transaction). None when neither gives the inbound message's seq.

    Progress unknown reads as far as the stored items prove and never further back:
    the message is stored (the marker's key alone refuses a second remember); a reply
    is recorded when its message is stored (or the marker links one), so the model is
    not asked again; a sent mark, readable or not, is a reply sent. A recorded reply
    whose sending cannot be told goes out again under the same idempotency key, which
    the messenger never delivers twice (messenger/port.py). A time that cannot be read
    is the message's, else none (a pending erasure then hides the turn).
    docs/decisions/damaged-items.md."""
    seq = _readable(turn_seq, item.get("seq"))
    seq = seq if seq is not None else (inbound.seq if inbound is not None else None)
    if seq is None:
        return None
    at = _readable(aware_time, item.get("at"))
    sent_at = _readable(aware_time, item.get("sent_at"))
    if sent_at is None and item.get("sent_at") is not None:
        sent_at = SENT_AT_UNKNOWN
    if reply is not None:  # the reply itself, of which the marker keeps a copy
        text, number = reply.content, reply.number
    else:
        text, number = (
            _readable(_text, item.get("reply_text")),
            _readable(_text, item.get("reply_number")),
        )
    recorded = reply is not None or item.get("reply_seq") is not None
    return TurnMarker(
        event_id=item["sk"].partition("#")[2],
        seq=seq,
        at=at if at is not None else (inbound.at if inbound is not None else None),
        reply_seq=reply_seq(seq) if recorded else None,
        reply_text=text if sent_at is None else None,
        reply_number=number if recorded else None,
        sent_at=sent_at,
        audit=decode_audit(item.get(AUDIT_ATTRIBUTE)),
        guarded=_readable(_text, item.get(GUARDED_ATTRIBUTE)),
    )


def readable_seq(item: Item) -> str | None:
    """A turn marker's inbound seq, or None when it is missing or damaged."""
    return _readable(turn_seq, item.get("seq"))


def readable_message(item: Item | None) -> Message | None:
    """The message a `MSG#` item holds, or None for none or a damaged one."""
    return None if item is None else _readable(_message, item)


def _readable(decode: Callable[[Any], Any], stored: Any) -> Any:
    """`decode(stored)`, or None when `stored` is none or damaged."""
    if stored is None:
        return None
    try:
        return decode(stored)
    except UNREADABLE:
        return None


def _text(stored: Any) -> str:
    return stored_text(stored, "text")


def recent_turns(found: Iterable[Item], now: datetime, limit: int) -> list[TurnMarker]:
    """The unexpired turn markers among `found` that hold a reply, newest reply first; a
    damaged one is left out (logged): the console and an export show the others."""
    replied, damaged = [], 0
    for item in found:
        if "reply_seq" not in item or is_expired(item, now):
            continue
        try:
            replied.append(turn_from_item(item))
        except UNREADABLE:
            damaged += 1
    if damaged:
        log_unreadable(["EVT"] * damaged)
    replied.sort(key=lambda t: t.reply_seq or "", reverse=True)
    return replied[:limit]


_SEQ_FROM = len(MESSAGE_PREFIX)
_SEQ = attrgetter("seq")


def _message(item: Item) -> Message:
    return message_from_attributes(item["sk"], item)


def message_from_attributes(sk: str, attributes: Mapping[str, Any]) -> Message:
    """The message a `MSG#` item with sort key `sk` and these attributes holds, of either
    names (a TypeError, ValueError or KeyError when damaged)."""
    names = MESSAGE_NAMES if MESSAGE_CONTENT in attributes else _LONG_MESSAGE_FIELDS
    role, content, number, at, event_id, written_at, refilled_at = names
    get = attributes.get
    role = stored_text(attributes[role], "role")
    return Message(
        sk[_SEQ_FROM:],  # positional arguments: a turn builds 50 of these
        _LETTER_ROLES.get(role, role),  # type: ignore[arg-type]  # stored_text checked it
        stored_text(attributes[content], "content"),
        stored_text(attributes[number], "number"),
        stored_time(attributes[at]),
        optional_text(get(event_id), "event id"),
        optional_time(get(written_at)),
        optional_time(get(refilled_at)),
    )


def optional_time(value: Any) -> datetime | None:
    """A reply's guard time (`written_at`, `budget_refilled_at`), or None for none; a
    damaged one reads as none too (as a reply stored before the guard: long ago), so
    the reply itself stays readable."""
    if value is None:
        return None
    try:
        return stored_time(value)
    except (ValueError, TypeError, OverflowError):
        return None


def summary_from_item(item: Item) -> Summary:
    """The rolling summary a `SUMMARY` item holds (a KeyError, TypeError or ValueError
    when damaged; an unreadable `last_at` reads as none, as DynamoDB's write condition
    for a damaged summary cannot test it)."""
    text, through = item["text"], item["through"]
    if type(text) is not str or type(through) is not str:
        raise TypeError("a summary's text and seq are text")
    try:
        last_at = item.get("last_at")
        last_at = aware_time(last_at) if last_at else None
    except UNREADABLE:
        last_at = None
    return Summary(text=text, through=through, last_at=last_at, version=int(item["version"]))


def readable_summary(item: Item | None) -> Summary | None:
    """The summary a `SUMMARY` item holds, or None for none or a damaged one: a damaged
    summary reads as no summary (the messages still stored are folded into a new one,
    written over it: `SUMMARY_REPLACEABLE`)."""
    if item is None:
        return None
    try:
        return summary_from_item(item)
    except UNREADABLE:
        return None


# DynamoDB's write condition for a compaction that read no summary: none is stored, or
# one summary_from_item cannot read (an attribute missing or of another type).
SUMMARY_REPLACEABLE = (
    "attribute_not_exists(sk) OR NOT (attribute_type(#version, :number) "
    "AND attribute_type(#text, :string) AND attribute_type(#through, :string))"
)
SUMMARY_REPLACEABLE_NAMES = {"#version": "version", "#text": "text", "#through": "through"}
SUMMARY_REPLACEABLE_VALUES = {":number": {"S": "N"}, ":string": {"S": "S"}}


def facts_from_items(
    found: Iterable[Any],
    *,
    log: bool = True,
    decode: Callable[[Any], Fact] | None = None,
    signs: Mapping[str, bytes] | None = None,
) -> FetchedFacts:
    """The facts `found` hold (items, or what `decode` reads: SQLite's rows); a damaged one
    is skipped (logged, and counted in the list: `FetchedFacts`), never a failed read.
    `signs`: as `fact_from_item` takes them."""
    facts, skipped = [], 0
    for item in found:
        try:
            facts.append(fact_from_item(item, signs) if decode is None else decode(item))
        except UNREADABLE:
            skipped += 1
    if skipped and log:
        log_unreadable(["FACT"] * skipped)
    return FetchedFacts(facts, skipped)


def fact_page(facts: list[Fact], sort_keys: list[str], more: bool) -> FactPage:
    """A sweep's page of `facts`, read from the fact items of `sort_keys` (in key order,
    damaged ones included): the next page starts after the last of those when the range
    may go on (`more`)."""
    last = sort_keys[-1][len(FACT_PREFIX) :] if more and sort_keys else None
    return FactPage(facts, last)


def fact_from_item(item: Item, signs: Mapping[str, bytes] | None = None) -> Fact:
    """The fact an item holds; fetched as a turn fetches it (no embedding), with the
    embedding its code stands for (`vector_index.code_embedding`), the code's signs
    its own or, fetched without them, those in `signs` by fact id (its member's). A
    KeyError, TypeError or ValueError when damaged (`facts_from_items` skips it)."""
    expires_at = item.get("expires_at")
    embedding = item.get("embedding")
    if embedding is None and (CODE_ATTRIBUTE in item or OLD_CODE_ATTRIBUTE in item):
        embedding = _code_embedding(item, signs or {})
    superseded_at = item.get("superseded_at")
    return Fact(
        id=item["sk"][len(FACT_PREFIX) :],
        kind=_fact_kind(item),  # type: ignore[arg-type]  # read as it is
        content=_fact_text(item, FACT_CONTENT),
        subject=_fact_text(item, FACT_SUBJECT),
        source=_fact_source(item),  # type: ignore[arg-type]
        created_at=_fact_said(item),
        expires_at=aware_time(expires_at) if expires_at else None,
        superseded_by=optional_text(item.get("superseded_by"), "superseded_by"),
        embedding=embedding if embedding is None or type(embedding) is bytes else bytes(embedding),
        superseded_at=aware_time(superseded_at) if superseded_at else None,
    )


def _fact_text(item: Item, name: str) -> str:
    """A fact item's text attribute `name`, or its long name's (written before layout 7)."""
    long = _LONG_NAMES[name]
    return stored_text(item[name] if name in item else item[long], long)


def _fact_kind(item: Item) -> str:
    """A fact item's kind: its letter's (form 4 on), or as it is (whole: written before)."""
    kind = _fact_text(item, FACT_KIND)
    return _LETTER_KINDS.get(kind, kind)


def _fact_source(item: Item) -> str:
    """A fact item's source: stored, or the default a short-named item leaves out (an
    item of the long names without one is damaged: a KeyError)."""
    if FACT_SOURCE in item or FACT_KIND not in item:
        return _fact_text(item, FACT_SOURCE)
    return DEFAULT_SOURCE


def _fact_said(item: Item) -> datetime:
    """When a fact was said: microseconds (layout 7 on) or ISO text with its zone."""
    if FACT_SAID_US not in item:
        return aware_time(item[FACT_SAID_AT])
    return from_micros(whole_micros(item[FACT_SAID_US], "a fact's time"))


def whole_micros(us: Any, what: str) -> int:
    """A stored number of microseconds (an int, or a Decimal as boto3 reads a number):
    anything else is damage (a TypeError or ValueError naming `what`)."""
    if type(us) is not int and not isinstance(us, Decimal):
        raise TypeError(f"{what} is a number of microseconds")
    if us != int(us):
        raise ValueError(f"{what} is a whole number of microseconds")
    return int(us)


def _code_embedding(item: Item, signs: Mapping[str, bytes]) -> bytes | None:
    """The embedding a fact item's code stands for, its signs joined back (None: they
    are neither stored beside it nor held, or are not its code's)."""
    top = item.get(SIGNS_ATTRIBUTE)
    top = signs.get(item["sk"][len(FACT_PREFIX) :]) if top is None else bytes(top)
    code = item[CODE_ATTRIBUTE] if CODE_ATTRIBUTE in item else item[OLD_CODE_ATTRIBUTE]
    code = vector_index.joined_code(bytes(code), top)
    return vector_index.code_embedding(code)
