"""Scheduled compaction and complete erasure (moto for DynamoDB and S3, both stores where it
is the store's job)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from itertools import chain, repeat

import boto3
import pytest
from botocore.exceptions import ClientError

from agent_memory import Memory
from agent_memory.archive.s3 import S3Archive
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.sequence import new_seq, reply_seq
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.pipeline.responder import Responder
from agent_memory.store import items
from agent_memory.store.dynamodb import DynamoDbStore
from tests.conftest import TABLE
from tests.fakes import RecordingMessenger, ScriptedModel
from tests.lambdas import whasp_event
from tests.store_dump import all_items, items_of, mentions

AGENT = "bot"
ANA, BRUNO = "+5511987654321", "+5511912345678"
NUMBER = "+5511900000000"
PLENTY = lambda: 900.0  # noqa: E731 - seconds left in the run


def say(memory: Memory, phone: str, count: int, prefix: str = "m") -> None:
    for i in range(count):
        memory.remember(AGENT, phone, NUMBER, "user" if i % 2 == 0 else "assistant", f"{prefix}{i}")


def mark_due(memory: Memory, phone: str) -> None:
    """What the processor does once `trigger` messages wait."""
    key = memory.key(AGENT, phone)
    marker = Message(new_seq(memory.clock()), "user", "due", NUMBER, memory.clock(), "evt_due")
    memory.store.append_message(key, marker)
    memory.store.mark_sent(key, "evt_due", due_at=memory.clock())


# --- compaction -----------------------------------------------------------------------------


def test_a_conversation_marked_due_is_compacted_by_the_next_run_and_unmarked(memory):
    say(memory, ANA, 45)
    mark_due(memory, ANA)
    assert [k.phone for k in memory.due(items.COMPACTION_DUE)] == [ANA]
    report = run_maintenance(memory, PLENTY)
    assert report.compacted == 1 and report.failed == 0
    assert memory.due(items.COMPACTION_DUE) == []
    assert len(memory.build_context(AGENT, ANA).history) == 20


def test_a_due_conversation_below_the_trigger_is_unmarked_without_a_model_call(memory, model):
    say(memory, ANA, 5)
    mark_due(memory, ANA)
    report = run_maintenance(memory, PLENTY)
    assert report.not_needed == 1 and model.compact_calls == []
    assert memory.due(items.COMPACTION_DUE) == []


@dataclass
class FailingFor(ScriptedModel):
    """Fails compaction for one person's messages."""

    poison: str = "poison"

    def compact(self, previous_summary, messages, known_facts):
        if any(m.content.startswith(self.poison) for m in messages):
            raise RuntimeError("model refused")
        return super().compact(previous_summary, messages, known_facts)


def test_a_run_with_fifty_due_and_one_failing_compacts_the_other_49(store, clock):
    memory = Memory(store=store, model=FailingFor(), clock=clock)
    phones = [f"+55119000{n:05d}" for n in range(50)]
    for n, phone in enumerate(phones):
        say(memory, phone, 5, prefix="poison" if n == 17 else "m")
        mark_due(memory, phone)
    report = run_maintenance(memory, PLENTY, trigger=4, keep=2)
    assert (report.compacted, report.failed) == (49, 1)
    assert [k.phone for k in memory.due(items.COMPACTION_DUE)] == [phones[17]]


def test_a_run_near_its_time_limit_stops_and_leaves_the_rest_due(memory):
    for phone in (ANA, BRUNO):
        say(memory, phone, 41)
        mark_due(memory, phone)
    budget = chain([900.0, 900.0], repeat(5.0))  # time for one person only
    report = run_maintenance(memory, lambda: next(budget), margin_seconds=20)
    assert report.compacted == 1 and report.stopped_early
    assert len(memory.due(items.COMPACTION_DUE)) == 1


@dataclass
class WritesDuringCompaction(ScriptedModel):
    """A new message lands while the model is summarising."""

    memory: Memory | None = None

    def compact(self, previous_summary, messages, known_facts):
        self.memory.remember(AGENT, ANA, NUMBER, "user", "arrived mid-compaction")
        return super().compact(previous_summary, messages, known_facts)


def test_a_compaction_racing_a_new_message_keeps_the_new_message(store, clock):
    model = WritesDuringCompaction()
    memory = Memory(store=store, model=model, clock=clock)
    model.memory = memory
    say(memory, ANA, 40)
    assert memory.compact(AGENT, ANA) is True
    history = [m["content"] for m in memory.build_context(AGENT, ANA).history]
    assert history[-1] == "arrived mid-compaction" and len(history) == 21


# --- erasure --------------------------------------------------------------------------------


def test_erasure_request_hides_memory_at_once_and_the_run_deletes_it(memory, model, store, clock):
    say(memory, ANA, 40)
    model.queue_compaction("Ana likes tea", FactDraft("preference", "Likes tea.", "drink"))
    memory.compact(AGENT, ANA)
    say(memory, BRUNO, 3)
    bruno_before = memory.build_context(AGENT, BRUNO)
    clock.advance(seconds=1)
    memory.request_erasure(AGENT, ANA)
    # at once: nothing of Ana reaches a context
    context = memory.build_context(AGENT, ANA)
    assert context.history == [] and context.notes == ""
    # the scheduled run deletes every item and leaves a receipt without the phone
    report = run_maintenance(memory, PLENTY)
    assert report.erased == 1 and report.erased_items > 20
    assert items_of(store, conversation_key(AGENT, ANA).partition) == []
    assert not mentions(store, ANA)
    receipt = store.receipt(memory.key(AGENT, ANA))
    assert receipt.completed_at is not None and receipt.deleted_items == report.erased_items
    assert memory.build_context(AGENT, BRUNO) == bruno_before
    assert memory.due(items.ERASURE_DUE) == []


def test_the_person_writing_again_after_asking_is_remembered(memory, clock):
    say(memory, ANA, 3)
    clock.advance(seconds=1)
    memory.request_erasure(AGENT, ANA)
    clock.advance(seconds=1)
    memory.remember(AGENT, ANA, NUMBER, "user", "new start")
    assert [m["content"] for m in memory.build_context(AGENT, ANA).history] == ["new start"]
    run_maintenance(memory, PLENTY)
    assert [m["content"] for m in memory.build_context(AGENT, ANA).history] == ["new start"]


def test_a_turn_racing_the_erasure_cannot_recreate_data(memory, store, clock):
    # GIVEN a turn that stored the person's message and is waiting on the model
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "hello", event_id="evt_1")
    marker = store.turn(key, "evt_1")
    # WHEN the erasure is requested, then carried out, while the turn goes on
    clock.advance(seconds=1)
    memory.request_erasure(AGENT, ANA)
    run_maintenance(memory, PLENTY)
    reply = Message(reply_seq(marker.seq), "assistant", "hi!", NUMBER, clock.now)
    assert store.record_reply(key, "evt_1", reply) is False
    store.mark_sent(key, "evt_1", due_at=clock.now)
    # AND a redelivery of the same message tries again
    assert (
        memory.remember(
            AGENT,
            ANA,
            NUMBER,
            "user",
            "hello",
            "evt_1",
            marker and clock.now - timedelta(seconds=1),
        )
        is False
    )
    # THEN nothing of the person came back
    assert items_of(store, key.partition) == []
    assert not mentions(store, ANA)


def forget_ana_during_the_model_call(memory: Memory, model: ScriptedModel, clock) -> None:
    """The next compaction's model call returns after Ana was erased."""

    def erase_then_answer(previous_summary, messages, known_facts):
        clock.advance(seconds=1)
        memory.forget(AGENT, ANA)
        return ScriptedModel.compact(model, previous_summary, messages, known_facts)

    model.compact = erase_then_answer


def test_a_compaction_racing_the_erasure_writes_nothing(store, clock):
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock)
    say(memory, ANA, 40)
    forget_ana_during_the_model_call(memory, model, clock)
    assert memory.compact(AGENT, ANA) is False
    assert items_of(store, memory.key(AGENT, ANA).partition) == []


def test_the_person_can_ask_by_command_and_gets_a_confirmation(memory, store, clock):
    messenger = RecordingMessenger()
    responder = Responder(
        memory, messenger, ledger=memory.store, agent=AGENT, system_prompt="p", clock=clock
    )
    responder.handle(whasp_event("e1", ANA, "my dog is Rex", created_at="2026-11-01T11:00:00Z"))
    responder.handle(whasp_event("e2", ANA, " /APAGAR ", created_at="2026-11-01T11:01:00Z"))
    assert messenger.sent[-1][2].startswith("Pronto") and messenger.sent[-1][3] == "e2"
    assert memory.build_context(AGENT, ANA).history == []
    run_maintenance(memory, PLENTY)
    assert not mentions(store, ANA)


def test_opting_out_can_erase_memory(memory, store, clock):
    responder = Responder(
        memory,
        RecordingMessenger(),
        ledger=memory.store,
        agent=AGENT,
        system_prompt="p",
        erase_on_opt_out=True,
        clock=clock,
    )
    responder.handle(whasp_event("e1", ANA, "hi", created_at="2026-11-01T11:00:00Z"))
    opt_out = whasp_event(
        "o1",
        ANA,
        event_type="contact.opted_out",
        data={"chat": ANA},
        created_at="2026-11-01T11:05:00Z",
    )
    assert responder.handle(opt_out).action == "erasure_requested"
    run_maintenance(memory, PLENTY)
    assert not mentions(store, ANA)


# --- archive ----------------------------------------------------------------------------------


@pytest.fixture
def bucket(aws) -> str:
    boto3.client("s3").create_bucket(Bucket="agent-memory-archive-test")
    return "agent-memory-archive-test"


def test_erasure_reaches_messages_summary_facts_and_archive_objects(table, bucket, clock):
    s3 = boto3.client("s3")
    store = DynamoDbStore(TABLE, clock=clock)
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock, archive=S3Archive(bucket))
    for phone in (ANA, BRUNO):
        say(memory, phone, 41)
        model.queue_compaction("summary", FactDraft("profile", "Has a dog.", "pet"))
        memory.compact(AGENT, phone)
    assert len(s3.list_objects_v2(Bucket=bucket)["Contents"]) == 2
    bruno_items = items_of(store, memory.key(AGENT, BRUNO).partition)

    clock.advance(seconds=1)
    memory.request_erasure(AGENT, ANA)
    report = run_maintenance(memory, PLENTY)

    remaining = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]]
    assert remaining == [k for k in remaining if memory.key(AGENT, BRUNO).phone_hash in k]
    assert len(remaining) == 1
    assert store.receipt(memory.key(AGENT, ANA)).deleted_archives == 1
    assert report.erased == 1
    assert not any(ANA in str(item) for item in all_items(store))
    assert items_of(store, memory.key(AGENT, BRUNO).partition) == bruno_items


def test_an_erasure_cut_short_stays_due_and_the_next_run_finishes_it(table, clock, monkeypatch):
    client = boto3.client("dynamodb")
    store = DynamoDbStore(TABLE, client=client, clock=clock)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    say(memory, ANA, 60)
    clock.advance(seconds=1)
    memory.request_erasure(AGENT, ANA)
    original = client.batch_write_item

    def throttled_halfway(RequestItems):
        [(name, requests)] = RequestItems.items()
        original(RequestItems={name: requests[: len(requests) // 2]})
        throttled = {"Error": {"Code": "ThrottlingException", "Message": "Rate exceeded"}}
        raise ClientError(throttled, "BatchWriteItem")

    monkeypatch.setattr(client, "batch_write_item", throttled_halfway)
    assert run_maintenance(memory, PLENTY).failed == 1
    assert [k.phone for k in memory.due(items.ERASURE_DUE)] == [ANA]
    left = len(items_of(store, memory.key(AGENT, ANA).partition))
    assert 0 < left < 60
    monkeypatch.setattr(client, "batch_write_item", original)
    assert run_maintenance(memory, PLENTY).erased == 1
    assert items_of(store, memory.key(AGENT, ANA).partition) == []
    # the receipt counts what the completing run deleted: what was left, the marker too
    assert store.receipt(memory.key(AGENT, ANA)).deleted_items == left


def test_a_repeated_erasure_request_keeps_the_first_receipt(memory, store, clock):
    say(memory, ANA, 3)
    clock.advance(seconds=1)
    requested = clock.now
    memory.request_erasure(AGENT, ANA)
    run_maintenance(memory, PLENTY)
    first = store.receipt(memory.key(AGENT, ANA))
    memory.request_erasure(AGENT, ANA, at=requested)  # e.g. a redelivered /apagar
    assert store.receipt(memory.key(AGENT, ANA)) == first
    assert items_of(store, memory.key(AGENT, ANA).partition) == []
    assert memory.due(items.ERASURE_DUE) == []


def test_an_opt_out_dated_before_the_erasure_recreates_nothing(memory, store, clock):
    say(memory, ANA, 2)
    before = clock.now
    clock.advance(seconds=1)
    memory.forget(AGENT, ANA)
    store.set_opted_out(memory.key(AGENT, ANA), before)
    assert items_of(store, memory.key(AGENT, ANA).partition) == []


def test_a_backlog_is_folded_over_several_rounds_in_one_run(store, model, clock):
    # (the product folds 200 a round; 30 shows the same rounds with 4.5 times fewer writes)
    memory = Memory(store=store, model=model, clock=clock, fold_limit=30)
    say(memory, ANA, 100)
    mark_due(memory, ANA)
    report = run_maintenance(memory, PLENTY)
    assert report.compacted == 1
    assert [len(call[1]) for call in model.compact_calls] == [30, 30, 21]
    assert len(memory.build_context(AGENT, ANA).history) == 20
    assert memory.due(items.COMPACTION_DUE) == []


def test_an_erasure_racing_an_archiving_compaction_leaves_no_archive(table, bucket, clock):
    s3 = boto3.client("s3")
    store = DynamoDbStore(TABLE, clock=clock)
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock, archive=S3Archive(bucket))
    say(memory, ANA, 40)
    forget_ana_during_the_model_call(memory, model, clock)
    assert memory.compact(AGENT, ANA) is False
    assert s3.list_objects_v2(Bucket=bucket).get("KeyCount") == 0


def test_expired_items_are_purged_where_the_store_has_no_ttl(memory, store, clock):
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "hi", event_id="evt_1")
    store.delete_messages(key, [m.seq for m in store.load(key).messages])  # leaves its marker
    clock.advance(days=15)
    report = run_maintenance(memory, PLENTY)
    remaining = {i["sk"][:4] for i in items_of(store, key.partition)}
    if isinstance(store, DynamoDbStore):
        assert report.purged == 0 and remaining == {"EVT#"}  # the table's TTL does it
    else:
        assert report.purged == 1 and remaining == set()


class CrashingOnceMessenger(RecordingMessenger):
    """Its first send dies: the turn is left with a stored reply and no delivery."""

    def send(self, number: str, chat: str, text: str, idempotency_key: str) -> None:
        if not getattr(self, "crashed", False):
            self.crashed = True
            raise RuntimeError("the function died")
        super().send(number, chat, text, idempotency_key)


def test_a_redelivery_after_an_erasure_request_sends_nothing(memory, clock):
    messenger = CrashingOnceMessenger()
    responder = Responder(
        memory, messenger, ledger=memory.store, agent=AGENT, system_prompt="p", clock=clock
    )
    body = whasp_event("e1", ANA, "hello", created_at="2026-11-01T11:00:00Z")
    with pytest.raises(RuntimeError):
        responder.handle(body)  # reply stored, then the crash
    memory.request_erasure(AGENT, ANA)
    assert responder.handle(body).action == "forgotten"
    assert messenger.sent == []


def test_a_fold_reaching_past_an_erasure_request_is_refused_whole(memory, store, model, clock):
    say(memory, ANA, 39)
    memory.remember(AGENT, ANA, NUMBER, "user", "dated later", at=clock.now + timedelta(minutes=1))
    say(memory, ANA, 20, prefix="n")
    forget_ana_during_the_model_call(memory, model, clock)
    assert memory.compact(AGENT, ANA) is False
    assert store.load(memory.key(AGENT, ANA)).summary is None


def test_a_backlog_cut_short_by_time_stays_due(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock, fold_limit=30)
    say(memory, ANA, 100)
    mark_due(memory, ANA)
    budget = chain([900.0], repeat(5.0))  # time for one round only
    report = run_maintenance(memory, lambda: next(budget))
    assert report.compacted == 1
    assert [k.phone for k in memory.due(items.COMPACTION_DUE)] == [ANA]
