"""The audit of each reply, stored with its turn record on both stores: bounded, read back
by the console, erased with the person."""

from __future__ import annotations

import pytest

from agent_memory import Memory
from agent_memory.core.memory import conversation_key
from agent_memory.core.person_export import export_person
from agent_memory.core.records import Context, FactDraft, Message
from agent_memory.core.reply_audit import (
    MAX_AUDIT_BYTES,
    MAX_AUDIT_FACTS,
    decode_audit,
    encode_audit,
    reply_audit,
)
from agent_memory.core.sequence import reply_seq
from tests.lambdas import enqueue, run, whasp_event
from tests.store_dump import items_of

AGENT, ANA, NUMBER = "bot", "+5511987654321", "+5511900000000"
KEY = conversation_key(AGENT, ANA)


def answer(memory: Memory, event_id: str, text: str) -> Context:
    """One turn as the responder runs it: remember, context, record the reply with its audit."""
    memory.remember(AGENT, ANA, NUMBER, "user", text, event_id=event_id)
    context = memory.build_context(AGENT, ANA, query=text)
    marker = memory.store.turn(KEY, event_id)
    reply = Message(reply_seq(marker.seq), "assistant", "ok", NUMBER, memory.clock())
    assert memory.store.record_reply(KEY, event_id, reply, reply_audit(context))
    return context


@pytest.mark.unit
def test_an_audit_is_bounded_in_ids_and_bytes():
    many = Context("", [], fact_scores=[(f"{n:014d}-abcdef0123", 0.5) for n in range(500)])
    audit = reply_audit(many)
    assert len(audit.facts) == MAX_AUDIT_FACTS and audit.left_out == 500 - MAX_AUDIT_FACTS
    long_ids = Context("", [], fact_scores=[("x" * 64, 0.1)] * MAX_AUDIT_FACTS)
    assert len(encode_audit(reply_audit(long_ids))) <= MAX_AUDIT_BYTES
    hostile = Context("", [], fact_scores=[("y" * 10_000, float("nan")), ("ok", float("inf"))])
    assert reply_audit(hostile).facts == (("ok", 0.0),)
    assert decode_audit("not json") is None and decode_audit(None) is None


def test_each_reply_records_which_facts_and_summary_reached_the_model(memory, model):
    for i in range(2):
        memory.remember(AGENT, ANA, NUMBER, "user", f"message {i}")
    model.queue_compaction(
        "Ana has a dog.",
        FactDraft(kind="profile", subject="pet_name", content="Their dog is called Pipoca."),
    )
    memory.compact(AGENT, ANA, trigger=2, keep=0)
    context = answer(memory, "evt_1", "What is my dog Pipoca doing?")
    answer(memory, "evt_2", "Hello again")
    turns = memory.store.recent_turns(KEY, 10)
    assert [t.event_id for t in turns] == ["evt_2", "evt_1"]
    first = turns[1].audit
    assert first.summary_version == 1 and first.messages == len(context.history)
    assert [i for i, _ in first.facts] == context.fact_ids and first.facts[0][1] > 0
    assert memory.store.turn(KEY, "evt_1").audit == first
    assert memory.store.recent_turns(KEY, 1) == turns[:1]


def test_the_audit_is_erased_with_the_person(memory):
    answer(memory, "evt_1", "Hello")
    memory.forget(AGENT, ANA)
    assert memory.store.recent_turns(KEY, 10) == []
    assert items_of(memory.store, KEY.partition) == []


def test_the_processor_records_the_audit_of_the_reply_it_sends(processor, queues, openai_api):
    openai_api.texts.append("Olá Ana!")
    assert run(processor, enqueue(queues, whasp_event("evt_1", ANA, "Oi, sou a Ana"))) == []
    store = processor.responder().memory.store
    (turn,) = store.recent_turns(KEY, 10)
    assert turn.event_id == "evt_1" and turn.sent_at is not None
    assert turn.audit.messages == 1 and turn.audit.summary_version is None
    assert [p.phone for p in store.recent_people("bot", 5)] == [ANA]


def test_the_export_holds_each_replys_audit(memory):
    context = answer(memory, "evt_1", "Hello")
    (reply,) = export_person(memory.store, KEY, memory.clock())["replies"]
    assert reply["event_id"] == "evt_1" and reply["messages"] == len(context.history)
