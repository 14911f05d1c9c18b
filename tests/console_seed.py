"""A person for the console tests: facts (one superseded), a summary, and a reply whose audit
names the facts that reached the model."""

from __future__ import annotations

from agent_memory import Memory
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.reply_audit import reply_audit
from agent_memory.core.sequence import reply_seq

AGENT = "bot"
ANA = "+5511987654321"
ANA_AS_TYPED = "+55 (11) 98765-4321"
NUMBER = "+5511900000000"
KEY = conversation_key(AGENT, ANA)
PLAN_BASIC = FactDraft(kind="profile", subject="plan", content="Their plan is basic.")
PLAN_ENTERPRISE = FactDraft(
    "profile", "Their plan is enterprise.", "plan", updates="Their plan is basic."
)  # the model names the fact it makes untrue
DOG = FactDraft(kind="profile", subject="pet_name", content="Their dog is called Pipoca.")


def seed_person(memory: Memory, model, clock) -> None:
    """Two compactions (the plan changes) and one answered turn with its audit."""
    for drafts in ((PLAN_BASIC, DOG), (PLAN_ENTERPRISE,)):
        for i in range(2):
            memory.remember(AGENT, ANA, NUMBER, "user", f"About my account, part {i}.")
        model.queue_compaction("Ana talked about her plan and her dog.", *drafts)
        assert memory.compact(AGENT, ANA, trigger=2, keep=0)
        clock.advance(days=1)
    text = "Which plan do I have now?"
    memory.remember(AGENT, ANA, NUMBER, "user", text, event_id="evt_plan")
    context = memory.build_context(AGENT, ANA, query=text)
    marker = memory.store.turn(KEY, "evt_plan")
    reply = Message(reply_seq(marker.seq), "assistant", "Enterprise.", NUMBER, clock())
    assert memory.store.record_reply(KEY, "evt_plan", reply, reply_audit(context))
    memory.store.mark_sent(KEY, "evt_plan", None, clock())


def fact_id(memory: Memory, content: str) -> str:
    return next(f.id for f in memory.store.load(KEY).facts if f.content == content)
