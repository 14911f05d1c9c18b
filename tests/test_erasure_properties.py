"""Property: whatever remember/compact/forget interleaving, forgetting one person empties
their partition and changes nobody else's context."""

from __future__ import annotations

import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agent_memory import Memory
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, ScriptedModel
from tests.store_dump import items_of, mentions

PEOPLE = ["+5511987654321", "+5511912345678", "+5521955554444"]
NUMBER = "+5511900000000"

operation = st.tuples(
    st.sampled_from(["remember", "remember", "remember", "compact", "forget"]),
    st.sampled_from(PEOPLE),
)


def check_forget_is_complete_and_isolated(memory: Memory, clock: FakeClock, ops, agent: str):
    for n, (op, phone) in enumerate(ops):
        clock.advance(seconds=1)
        if op == "remember":
            memory.remember(agent, phone, NUMBER, "user", f"message {n} 🙂")
        elif op == "compact":
            memory.compact(agent, phone, trigger=3, keep=1)
        else:
            others = [p for p in PEOPLE if p != phone]
            before = {p: memory.build_context(agent, p) for p in others}
            memory.forget(agent, phone)
            assert items_of(memory.store, memory.key(agent, phone).partition) == []
            assert not mentions(memory.store, phone, agent=agent + "#")
            assert {p: memory.build_context(agent, p) for p in others} == before


ops_lists = st.lists(operation, max_size=40)
UNSHARED_FIXTURES = [HealthCheck.function_scoped_fixture]


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=ops_lists)
def test_forget_is_complete_and_isolated_on_sqlite(tmp_path_factory, ops):
    store = SqliteStore(tmp_path_factory.mktemp("erase") / "m.db")
    clock = FakeClock()
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    check_forget_is_complete_and_isolated(memory, clock, ops, "bot")
    store.close()


@pytest.mark.usefixtures("table")
@settings(
    max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=ops_lists)
def test_forget_is_complete_and_isolated_on_dynamodb(ops):
    clock = FakeClock()
    memory = Memory(store=DynamoDbStore("agent-memory-test"), model=ScriptedModel(), clock=clock)
    # hypothesis reuses the moto table between examples: each example has its own agent
    check_forget_is_complete_and_isolated(memory, clock, ops, f"bot{uuid.uuid4().hex[:8]}")
