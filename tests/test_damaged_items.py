"""A damaged item never blocks a person, on either store: a damaged index head or
centroids item reads as out of step (every fact read, the next compaction rebuilds it);
a damaged message, fact or summary is skipped (a summary: read as none), counted and
logged without personal data. Turns answer, compactions succeed and `inspect` says how
many items could not be read. The cases are the stranger's probe's (probes/p3_damage.py).
A SQLite store of the object-row layout (before 3713b42) reads as it did."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from agent_memory import Memory
from agent_memory.commands.person_data import overview, render_overview
from agent_memory.console.views import person_page
from agent_memory.core.memory import conversation_key as memory_key
from agent_memory.core.person_export import export_person
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.sequence import new_seq
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.pipeline.responder import Responder
from agent_memory.store import items, sqlite_rows
from agent_memory.store.dynamodb_requests import from_ddb, to_ddb
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import Crash, FakeClock, RecordingMessenger, ScriptedModel, crash_once_after
from tests.lambdas import enqueue, run, whasp_event
from tests.store_dump import sqlite_rows_of

AGENT, PHONE, NUMBER = "bot", "+5511987654321", "+5511900000000"
Change = Callable[[dict[str, Any]], dict[str, Any]]


def _set(**values: Any) -> Change:
    return lambda item: {**item, **values}


def without(name: str) -> Change:
    return lambda item: {k: v for k, v in item.items() if k != name}


def _old(change: Change) -> Change:
    """`change` made to a fact item of the long names (main before 'k', 'c', ...)."""

    def changed(item: dict[str, Any]) -> dict[str, Any]:
        from tests.old_fact_items import long_named  # which imports this module's helpers

        return change(long_named(item))

    return changed


def _old_message(change: Change) -> Change:
    """`change` made to a message item of the long names (main before 'r', 'c', ...)."""

    def changed(item: dict[str, Any]) -> dict[str, Any]:
        from tests.old_message_items import long_named_message

        return change(long_named_message(item))

    return changed


# (sort key prefix, change to the decoded item, who counts it as skipped: "turn" (and
# `inspect`), "inspect" (a fact: `inspect` reads every one, a turn counts those it fetches
# through the index, here all) or "" (read as out of step, or read as it is)
ITEM_CASES: dict[str, tuple[str, Change, str]] = {
    "head_no_n": (items.FACT_INDEX_SK, without("n"), ""),
    "head_layout_text": (items.FACT_INDEX_SK, _set(layout="six"), ""),
    "head_version_null": (items.FACT_INDEX_SK, _set(version=None), ""),
    "head_count_negative": (items.FACT_INDEX_SK, _set(n=-3), ""),
    "head_recent_str": (items.FACT_INDEX_SK, _set(recent="abc"), ""),
    "head_recent_cutvarint": (items.FACT_INDEX_SK, _set(recent=b"\x81"), ""),
    "head_recent_badutf8": (items.FACT_INDEX_SK, _set(recent=b"\x03\xff"), ""),
    "vec_no_d": (items.VECTORS_SK, without("d"), ""),
    "vec_d_neg": (items.VECTORS_SK, _set(d=-5), ""),
    "vec_d_huge": (items.VECTORS_SK, _set(d=1_000_000_000), ""),
    "vec_c_trunc": (items.VECTORS_SK, _set(c=b"\x00\x00\x00"), ""),
    "vec_space_str": (items.VECTORS_SK, _set(space="xyz"), ""),
    "vec_generation_text": (items.VECTORS_SK, _set(g="new"), ""),
    "fact_no_content": (items.FACT_PREFIX, without(items.FACT_CONTENT), "inspect"),
    "fact_content_int": (items.FACT_PREFIX, _set(c=5), "inspect"),
    "fact_created_bad": (items.FACT_PREFIX, _set(t="yesterday"), "inspect"),
    "fact_kind_bad": (items.FACT_PREFIX, _set(k="weird"), ""),
    "fact_kind_int": (items.FACT_PREFIX, _set(k=3), "inspect"),
    "fact_subject_int": (items.FACT_PREFIX, _set(s=7), "inspect"),
    "fact_source_int": (items.FACT_PREFIX, _set(o=1), "inspect"),
    # fact items of the long names, as main wrote them before
    "fact_old_no_content": (items.FACT_PREFIX, _old(without("content")), "inspect"),
    "fact_old_content_int": (items.FACT_PREFIX, _old(_set(content=5)), "inspect"),
    "fact_old_no_source": (items.FACT_PREFIX, _old(without("source")), "inspect"),
    "fact_old_source_int": (items.FACT_PREFIX, _old(_set(source=1)), "inspect"),
    "fact_old_created_bad": (items.FACT_PREFIX, _old(_set(created_at="yesterday")), "inspect"),
    "fact_old_kind_int": (items.FACT_PREFIX, _old(_set(kind=3)), "inspect"),
    "fact_superseded_by_int": (items.FACT_PREFIX, _set(superseded_by=4), "inspect"),
    "fact_created_naive": (
        items.FACT_PREFIX,
        _old(_set(created_at="2026-01-01T00:00:00")),
        "inspect",
    ),
    "fact_expires_naive": (items.FACT_PREFIX, _set(expires_at="2030-01-01T00:00:00"), "inspect"),
    "fact_emb_trunc": (items.FACT_PREFIX, _set(embedding=b"\x00\x00\x00"), ""),
    "summary_no_version": (items.SUMMARY_SK, without("version"), "turn"),
    "summary_text_null": (items.SUMMARY_SK, _set(text=None), "turn"),
    "summary_version_text": (items.SUMMARY_SK, _set(version="two"), "turn"),
    "summary_last_at_bad": (items.SUMMARY_SK, _set(last_at="soon"), ""),
    "msg_no_role": (items.MESSAGE_PREFIX, without(items.MESSAGE_ROLE), "turn"),
    "msg_no_content": (items.MESSAGE_PREFIX, without(items.MESSAGE_CONTENT), "turn"),
    "msg_at_bad": (items.MESSAGE_PREFIX, _set(a="nope"), "turn"),
    "msg_content_int": (items.MESSAGE_PREFIX, _set(c=5), "turn"),
    "msg_at_naive": (items.MESSAGE_PREFIX, _set(a="2026-01-01T00:00:00"), "turn"),
    "msg_number_int": (items.MESSAGE_PREFIX, _set(n=5), "turn"),
    "msg_at_bool": (items.MESSAGE_PREFIX, _set(a=True), "turn"),  # no number of microseconds
    "msg_at_huge": (items.MESSAGE_PREFIX, _set(a=10**30), "turn"),  # past any datetime
    # message items of the long names, as main wrote them before
    "msg_old_no_role": (items.MESSAGE_PREFIX, _old_message(without("role")), "turn"),
    "msg_old_at_bad": (items.MESSAGE_PREFIX, _old_message(_set(at="nope")), "turn"),
    "msg_old_content_int": (items.MESSAGE_PREFIX, _old_message(_set(content=5)), "turn"),
    "msg_old_number_int": (items.MESSAGE_PREFIX, _old_message(_set(number=5)), "turn"),
    # a reply's guard times (core/reply_guard.py): damaged, they read as none (long ago)
    "msg_written_at_bad": (items.MESSAGE_PREFIX, _set(w="nope"), ""),
    "msg_written_at_huge": (items.MESSAGE_PREFIX, _set(w=10**30), ""),
    "msg_old_written_at_bad": (items.MESSAGE_PREFIX, _old_message(_set(written_at="no")), ""),
    # a TTL that is no number never expires (DynamoDB's TTL deletes numbers only): kept
    "msg_ttl_text": (items.MESSAGE_PREFIX, _set(ttl="soon"), ""),
    "fact_ttl_text": (items.FACT_PREFIX, _set(ttl="later"), ""),
    "msg_refilled_at_int": (items.MESSAGE_PREFIX, _set(b=5), ""),
    "summary_last_at_naive": (items.SUMMARY_SK, _set(last_at="2026-01-01T00:00:00"), ""),
    "state_failures_text": (items.STATE_SK, _set(compaction_failures="many"), ""),
    "state_active_text": (items.STATE_SK, _set(active_us="late"), ""),
    "state_opted_out_bad": (items.STATE_SK, _set(opted_out_at="soon"), ""),
    "state_opted_out_int": (items.STATE_SK, _set(opted_out_at=5), ""),
    "state_due_bad": (items.STATE_SK, _set(due_at="later"), ""),
    "state_due_naive": (items.STATE_SK, _set(due_at="2026-01-01T00:00:00"), ""),
    "state_reason_int": (items.STATE_SK, _set(compaction_error=5), ""),
    "sweep_no_space": (items.SWEEP_SK, without("space"), ""),
    "sweep_space_number": (items.SWEEP_SK, _set(space=7), ""),
}
J = "UPDATE items SET body = {} WHERE sk {}"
NOT_UTF8 = "'hi ' || char(55296)"
NAIVE_AT = "json_set(body, '$[3]', '2026-01-01T00:00:00')"  # a message's time without a zone
# SQLite's own: bodies no JSON decoder or base64 reads, message arrays cut or shifted
SQL_CASES: dict[str, tuple[str, str]] = {
    "head_body_notjson": (J.format("'{\"n\":'", "= 'META#FACTS'"), ""),
    "head_body_number": (J.format("'7'", "= 'META#FACTS'"), ""),
    "head_recent_badb64": (
        J.format("json_set(body, '$.recent', json_object('__bytes__', '!!!'))", "= 'META#FACTS'"),
        "",
    ),
    "head_recent_trunc": (
        J.format("json_set(body, '$.recent', json_object('__bytes__', 'AAE'))", "= 'META#FACTS'"),
        "",
    ),
    "vec_body_notjson": (J.format("'{'", "= 'META#FACTS#VEC'"), ""),
    "fact_body_notjson": (J.format("substr(body, 1, 20)", "LIKE 'FACT#%'"), "inspect"),
    "summary_body_notjson": (J.format("'['", "= 'SUMMARY'"), "turn"),
    "msg_array_no_role": (J.format("json_remove(body, '$[0]')", "LIKE 'MSG#%'"), "turn"),
    "msg_array_at_bad": (J.format("json_set(body, '$[3]', 'nope')", "LIKE 'MSG#%'"), "turn"),
    "msg_array_content_int": (J.format("json_set(body, '$[1]', 5)", "LIKE 'MSG#%'"), "turn"),
    "msg_array_at_naive": (J.format(NAIVE_AT, "LIKE 'MSG#%'"), "turn"),
    "turn_at_naive": (J.format(NAIVE_AT, "LIKE 'TURN#%'"), "turn"),
    "msg_trunc": (J.format("substr(body, 1, 20)", "LIKE 'MSG#%'"), "turn"),
    "turn_trunc": (J.format("substr(body, 1, 20)", "LIKE 'TURN#%'"), "turn"),
    "turn_seq_int": (J.format("json_set(body, '$[4]', 7)", "LIKE 'TURN#%'"), "turn"),
    # bodies that are not valid UTF-8 (a lone surrogate's bytes): sqlite3 fails the fetch
    "msg_body_not_utf8": (J.format(NOT_UTF8, "LIKE 'MSG#%'"), "turn"),
    "turn_body_not_utf8": (J.format(NOT_UTF8, "LIKE 'TURN#%'"), "turn"),
    "fact_body_not_utf8": (J.format(NOT_UTF8, "LIKE 'FACT#%'"), "inspect"),
    "summary_body_not_utf8": (J.format(NOT_UTF8, "= 'SUMMARY'"), "turn"),
    "head_body_not_utf8": (J.format(NOT_UTF8, "= 'META#FACTS'"), ""),
    "vec_body_not_utf8": (J.format(NOT_UTF8, "= 'META#FACTS#VEC'"), ""),
}


def _memory(store, clock: FakeClock) -> Memory:
    return Memory(store=store, model=ScriptedModel(), clock=clock, embedder=LocalEmbedder())


def _talk(memory: Memory, clock: FakeClock, words: str, count: int) -> None:
    for i in range(count):
        clock.advance(seconds=30)
        role = "user" if i % 2 == 0 else "assistant"
        event = f"{words}-{i}" if role == "user" else None
        memory.remember(AGENT, PHONE, NUMBER, role, f"{words} {i}: I like coffee", event_id=event)


def _compacted(memory: Memory, clock: FakeClock, round_: int) -> bool:
    memory.model.queue_compaction(
        f"They talked about coffee (round {round_}).",
        FactDraft("preference", f"Likes coffee blend {round_}.", f"coffee_{round_}"),
        FactDraft("profile", f"Lives in Recife {round_}.", "city"),
    )
    return memory.compact(AGENT, PHONE, trigger=4, keep=2)


def _person(memory: Memory, clock: FakeClock) -> None:
    """A person with a summary, facts, the index head and its centroids, messages."""
    _talk(memory, clock, "first", 8)
    assert _compacted(memory, clock, 1)
    _talk(memory, clock, "then", 3)
    stored = _stored(memory.store, memory.key(AGENT, PHONE).partition)
    assert {items.FACT_INDEX_SK, items.VECTORS_SK, items.SUMMARY_SK} <= set(stored)


def _stored(store, pk: str) -> dict[str, dict[str, Any]]:
    """Every item of the partition, as stored (sk -> attributes)."""
    if isinstance(store, SqliteStore):
        rows = sqlite_rows_of(store, pk)
        return {sk: sqlite_rows.item(pk, sk, body) for _, sk, body, _ in rows}
    pages = store.client.get_paginator("query").paginate(
        TableName=store.table_name,
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": pk}},
    )
    return {i["sk"]: i for page in pages for i in map(from_ddb, page["Items"])}


def damage_items(store, pk: str, prefix: str, change: Change) -> None:
    """Every item of `pk` whose sort key starts with `prefix`, changed and written back."""
    found = [i for sk, i in _stored(store, pk).items() if sk.startswith(prefix)]
    if prefix == items.STATE_SK:
        found = [i for i in found if i["sk"] == prefix] or [{"pk": pk, "sk": prefix}]
    assert found
    for item in map(change, found):
        if isinstance(store, SqliteStore):  # a message as an object row (earlier layout)
            _sql(store, "INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)", sqlite_rows.row(item))
        else:
            store.client.put_item(TableName=store.table_name, Item=to_ddb(item))


def _sql(store: SqliteStore, statement: str, values: tuple = ()) -> None:
    db = sqlite3.connect(store.path)
    db.execute(statement, values)
    db.commit()
    db.close()


def _answers_and_repairs(memory: Memory, clock: FakeClock, counted: str, caplog) -> None:
    """`inspect` prints, counting what it skipped; a turn answers, with and without a
    query (counting what it skipped: `counted` "turn"); a compaction succeeds and leaves
    the index in step and the summary readable; the console's page renders; the logs
    hold no phone and no words."""
    caplog.set_level(logging.WARNING, logger="agent_memory")
    key = memory.key(AGENT, PHONE)
    view = overview(memory.store, key, datetime.now(UTC))
    assert (view["unreadable"] > 0) == bool(counted)
    assert ("could not be read" in render_overview(view)) == bool(counted)
    exported = export_person(memory.store, key, datetime.now(UTC))  # says what it left out
    assert exported["unreadable_items"] == view["unreadable"]
    person_page(memory.store, key, datetime.now(UTC))  # the console's person page
    memory.build_context(AGENT, PHONE, query="coffee")
    memory.build_context(AGENT, PHONE)
    assert bool(memory.metrics.counts["StoredItemsUnreadable"]) == bool(counted)
    _talk(memory, clock, "after", 6)
    assert _compacted(memory, clock, 2)
    turn = memory.store.load_turn(key)
    assert turn.summary is not None and turn.fact_index is not None and turn.fact_index.in_step
    assert memory.build_context(AGENT, PHONE, query="coffee").history
    render_overview(overview(memory.store, key, datetime.now(UTC)))
    for record in caplog.records:  # counts and kinds, never a phone or what was said
        logged = f"{record.getMessage()} {record.__dict__}"
        assert PHONE[1:] not in logged and "coffee" not in logged


@pytest.mark.parametrize("case", list(ITEM_CASES))
def test_a_damaged_item_is_read_around_and_repaired(case, store, clock, caplog) -> None:
    prefix, change, counted = ITEM_CASES[case]
    memory = _memory(store, clock)
    _person(memory, clock)
    damage_items(store, memory.key(AGENT, PHONE).partition, prefix, change)
    _answers_and_repairs(memory, clock, counted, caplog)


@pytest.mark.parametrize("case", list(SQL_CASES))
def test_a_damaged_sqlite_row_is_read_around_and_repaired(case, tmp_path, clock, caplog) -> None:
    statement, counted = SQL_CASES[case]
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    memory = _memory(store, clock)
    _person(memory, clock)
    _sql(store, statement)
    _answers_and_repairs(memory, clock, counted, caplog)
    store.close()


def test_a_turn_in_step_counts_the_damaged_facts_it_fetches(store, clock, caplog) -> None:
    # GIVEN a person whose index is in step, one of their facts damaged
    memory = _memory(store, clock)
    _person(memory, clock)
    key = memory.key(AGENT, PHONE)
    assert store.load_turn(key).fact_index.in_step  # a turn fetches facts through it
    coffee = next(f for f in store.load(key).facts if "coffee" in f.content)
    damage_items(store, key.partition, items.FACT_PREFIX + coffee.id, _set(c=5))
    caplog.set_level(logging.WARNING, logger="agent_memory")
    # WHEN a turn recalls for a message, and one shows the newest facts
    recalled = memory.build_context(AGENT, PHONE, query="coffee in Recife")
    counted = memory.metrics.counts["StoredItemsUnreadable"]
    memory.build_context(AGENT, PHONE)
    # THEN each counts the one damaged fact it met, logged without its words; the other
    # fact is still recalled
    assert (counted, memory.metrics.counts["StoredItemsUnreadable"]) == (1, 2)
    assert "Lives in Recife 1." in recalled.notes and "coffee blend" not in recalled.notes
    assert {getattr(r, "kinds", "") for r in caplog.records} == {"FACT"}


def test_the_console_and_an_export_leave_a_damaged_turn_marker_out(store, clock) -> None:
    # GIVEN two answered turns, the first one's marker then damaged
    memory = _memory(store, clock)
    responder, _ = _responder(memory)
    for event in ("evt_first", "evt_second"):
        clock.advance(seconds=30)
        responder.handle(whasp_event(event, PHONE, TEXT, number=NUMBER))
    key = memory.key(AGENT, PHONE)
    damage_items(store, key.partition, items.EVENT_PREFIX + "evt_first", _set(sent_at="later"))
    # WHEN the console's page and an export list the person's turns
    page = person_page(memory.store, key, datetime.now(UTC))
    exported = export_person(memory.store, key, datetime.now(UTC))
    # THEN they show the readable turn, not the damaged one
    assert [t.event_id for t in store.recent_turns(key, 10)] == ["evt_second"]
    assert page is not None and exported is not None


def test_a_maintenance_run_compacts_a_person_with_a_damaged_head(store, clock) -> None:
    memory = _memory(store, clock)
    _person(memory, clock)
    key = memory.key(AGENT, PHONE)
    damage_items(store, key.partition, items.FACT_INDEX_SK, without("n"))
    _talk(memory, clock, "after", 6)
    marker = Message(new_seq(clock()), "user", "due", NUMBER, clock(), "evt_due")
    store.append_message(key, marker)
    store.mark_sent(key, "evt_due", due_at=clock())  # as the processor marks them due
    memory.model.queue_compaction("Coffee again.", FactDraft("preference", "Likes tea.", "tea"))
    result = run_maintenance(memory, lambda: 100.0, trigger=4, keep=2)
    assert (result.compacted, result.failed) == (1, 0)
    assert memory.store.load_turn(key).fact_index.in_step


def test_a_maintenance_run_compacts_a_person_with_a_body_not_utf8(tmp_path, clock) -> None:
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    memory = _memory(store, clock)
    _person(memory, clock)
    key = memory.key(AGENT, PHONE)
    _talk(memory, clock, "after", 6)
    _sql(store, J.format(NOT_UTF8, "LIKE 'MSG#%'"))
    store.mark_sent(key, "after-4", due_at=clock())  # as the processor marks them due
    memory.model.queue_compaction("Coffee again.", FactDraft("preference", "Likes tea.", "tea"))
    result = run_maintenance(memory, lambda: 100.0, trigger=4, keep=2)
    assert (result.compacted, result.failed) == (1, 0)
    assert store.load_turn(key).unreadable > 0
    store.close()


OLD_MESSAGE = '{"role":"user","content":"old hello","number":"+5511900000000","at":"%s"}'
OLD_INBOUND = '{"seq":"%s","role":"user","content":"old turn","number":"+5511900000000","at":"%s"}'


def test_object_rows_of_the_earlier_layout_are_read_and_compacted(tmp_path, clock) -> None:
    """Message rows as objects (main before 3713b42) read as messages, by the turn and by
    the compaction that folds and deletes them: no format check or migration needed."""
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    memory = _memory(store, clock)
    key = memory.key(AGENT, PHONE)
    at = clock().isoformat()
    seq = f"{int(clock().timestamp() * 1e6):017d}.0000000001.old"
    insert = "INSERT INTO items (pk, sk, body) VALUES (?, ?, ?)"
    _sql(store, insert, (key.partition, f"MSG#{seq}0", OLD_MESSAGE % at))
    _sql(store, insert, (key.partition, "TURN#old-evt", OLD_INBOUND % (seq + "1", at)))
    history = [m["content"] for m in memory.build_context(AGENT, PHONE).history]
    assert history[:2] == ["old hello", "old turn"]
    assert store.load_turn(key).unreadable == 0
    _talk(memory, clock, "new", 6)
    assert _compacted(memory, clock, 1)
    assert "old hello" not in [m.content for m in store.load(key).messages]
    store.close()


# A turn marker (`EVT#<event id>`; on SQLite, before a reply is recorded, the inbound
# `TURN#` row) damaged after each step of its turn, then the event redelivered: the turn
# never fails for good and the person gets one reply in all (a resent reply goes out
# under the same idempotency key, which whasp never delivers twice), asked of the model
# once, the message stored once, the damage logged.
EVENT, TEXT = "evt_damaged", "Oi, tudo bem?"
# the step the first delivery stopped after (None: it completed), and the marker's
# fields then
STAGES: dict[str, tuple[str | None, tuple[str, ...]]] = {
    "stored": ("append_message", ("seq", "at")),
    "recorded": ("record_reply", ("seq", "at", "reply_seq", "reply_text", "reply_number")),
    "sent": ("send", ("seq", "at", "reply_seq", "reply_text", "reply_number")),
    "marked": (None, ("seq", "at", "reply_seq", "reply_number", "sent_at")),
}
# three damages: the attribute gone, of another type, a value no writer writes
GARBAGE = {"seq": "zzz", "at": "soon", "sent_at": "later", "reply_seq": "zzz", "ttl": "soon"}
DAMAGES: dict[str, Callable[[str], Change]] = {
    "missing": without,
    "number": lambda name: _set(**{name: 7}),
    "garbage": lambda name: _set(**{name: GARBAGE.get(name, b"\xff\xfe")}),
}
MARKER_CASES = [
    (stage, name, damage)
    for stage, (_, names) in STAGES.items()
    for name in (*names, "ttl")
    for damage in DAMAGES
    # a TTL of a number is a time (DynamoDB's TTL deletes numbers only); a marker without
    # its message's time is one of an earlier version, read as it always was
    if (name != "ttl" or damage == "garbage") and (name, damage) != ("at", "missing")
]


def _responder(memory: Memory) -> tuple[Responder, RecordingMessenger]:
    messenger = RecordingMessenger()
    responder = Responder(memory, messenger, ledger=memory.store, agent=AGENT, system_prompt="p")
    return responder, messenger


def _marker_sk(store, pk: str) -> str:
    """The sort key of the event's marker: its `EVT#` item, or SQLite's inbound row while
    the turn recorded nothing."""
    stored = _stored(store, pk)
    marker = items.EVENT_PREFIX + EVENT
    return marker if marker in stored else items.INBOUND_PREFIX + EVENT


@pytest.mark.parametrize(("stage", "name", "damage"), MARKER_CASES)
def test_a_damaged_turn_marker_answers_a_redelivery_once(
    stage, name, damage, store, clock, monkeypatch, caplog
) -> None:
    # GIVEN a turn that stopped after a step, its marker then damaged
    memory = _memory(store, clock)
    responder, messenger = _responder(memory)
    step, _ = STAGES[stage]
    body = whasp_event(EVENT, PHONE, TEXT, number=NUMBER)
    if step is not None:
        crash_once_after(monkeypatch, responder, step)
        with pytest.raises(Crash):
            responder.handle(body)
    else:
        responder.handle(body)
    pk = memory.key(AGENT, PHONE).partition
    marker = _marker_sk(store, pk)
    on_sqlite_row = marker.startswith(items.INBOUND_PREFIX)
    if name == "ttl" and on_sqlite_row:
        pytest.skip("an inbound row has no expiry: it lives until a compaction folds it")
    if on_sqlite_row and (name, damage) == ("seq", "number"):
        pytest.skip("the inbound row as a message: SQL_CASES' turn_seq_int")
    damage_items(store, pk, marker, DAMAGES[damage](name))
    caplog.set_level(logging.WARNING, logger="agent_memory")
    # WHEN the event is delivered again
    responder.handle(body, attempt=2)
    responder.handle(body, attempt=3)  # and once more: what the second recorded holds
    # THEN the person got one reply, asked of the model once, and the message is stored once
    delivered = {key: text for _, chat, text, key in messenger.sent if chat == PHONE}
    stored = [
        i
        for i in _stored(store, pk).values()
        if items.message_field(i, items.MESSAGE_CONTENT) == TEXT
    ]
    assert len(stored) == 1
    # SQLite's inbound row is the message too: damaged so it cannot be read, it is skipped
    # (as any damaged message), and answered only when the reply was recorded first
    answerable = any(
        m.event_id == EVENT for m in store.load_turn(memory.key(AGENT, PHONE)).messages
    )
    assert len(delivered) == (1 if answerable or step != "append_message" else 0)
    assert len(memory.model.reply_calls) == len(delivered)
    # sent again (under its key) only after a crash before its sent mark, or without one
    resent = stage == "sent" or (stage, name, damage) == ("marked", "sent_at", "missing")
    assert len(messenger.sent) == len(delivered) + resent
    kinds = set(",".join(getattr(r, "kinds", "") for r in caplog.records).split(","))
    assert "EVT" in kinds or (on_sqlite_row and "MSG" in kinds)  # as a marker or a message
    for record in caplog.records:
        logged = f"{record.getMessage()} {record.__dict__}"
        assert PHONE[1:] not in logged and TEXT not in logged


def test_the_processor_answers_a_redelivery_with_a_damaged_marker_once(
    processor, queues, whasp_api, openai_api, monkeypatch, caplog
) -> None:
    # GIVEN the processor died after recording the reply, the marker then damaged
    event = enqueue(queues, whasp_event(EVENT, PHONE, TEXT, number=NUMBER))
    crash_once_after(monkeypatch, processor.responder(), "record_reply")
    assert len(run(processor, event)) == 1
    store = processor.responder().memory.store
    pk = memory_key(AGENT, PHONE).partition
    damage_items(store, pk, items.EVENT_PREFIX + EVENT, _set(seq=7, reply_text=None))
    caplog.set_level(logging.WARNING, logger="agent_memory")
    # WHEN SQS delivers the record again
    failed = run(processor, event)
    # THEN it succeeds, not parked: one reply reached the person, the model asked once
    assert failed == []
    assert len(whasp_api.delivered) == 1 and len(openai_api.responses()) == 1
    assert any("EVT" in getattr(r, "kinds", "") for r in caplog.records)
