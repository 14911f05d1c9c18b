"""Property: whatever remember/compact sequence happens, the history is a budgeted suffix."""

from __future__ import annotations

import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agent_memory import Memory
from agent_memory.core.context import TRUNCATION_MARK
from agent_memory.core.memory import conversation_key
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, ScriptedModel

AGENT, PHONE, NUMBER = "bot", "+5511987654321", "+5511900000000"

remember_op = st.tuples(
    st.just("remember"),
    st.sampled_from(["user", "assistant"]),
    st.integers(min_value=1, max_value=3000),  # content length
    st.integers(min_value=0, max_value=200_000),  # seconds since the previous message
)
compact_op = st.tuples(
    st.just("compact"), st.integers(min_value=1, max_value=12), st.integers(0, 11), st.just(0)
)
operations = st.lists(st.one_of(remember_op, remember_op, remember_op, compact_op), max_size=60)
budgets = st.integers(min_value=0, max_value=15_000)


def check_history_is_budgeted_suffix(
    memory: Memory, clock: FakeClock, ops: list, budget: int, agent: str = AGENT
) -> None:
    """Hypothesis reuses the moto table between examples: each example has its own agent."""
    remembered: list[str] = []
    for op in ops:
        if op[0] == "remember":
            _, role, length, gap = op
            clock.advance(seconds=gap)
            content = f"#{len(remembered)}:".ljust(length, "x")
            memory.remember(agent, PHONE, NUMBER, role, content)
            remembered.append(content)
        else:
            _, trigger, keep, _ = op
            if keep < trigger:
                memory.compact(agent, PHONE, trigger=trigger, keep=keep)

        pending = [
            m.content for m in memory.store.load(conversation_key(agent, PHONE)).unsummarized()
        ]
        history = [m["content"] for m in memory.build_context(agent, PHONE, budget).history]
        # unsummarized messages are exactly the newest ones remembered, in order
        assert pending == remembered[len(remembered) - len(pending) :]
        assert sum(map(len, history)) <= budget
        assert len(history) <= 60
        if len(history) == 1 and history[0].endswith(TRUNCATION_MARK) and history[0] not in pending:
            assert pending[-1].startswith(history[0][: -len(TRUNCATION_MARK)])
            continue
        # the history is a contiguous, chronologically ordered suffix of the pending messages
        assert history == pending[len(pending) - len(history) :]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=operations, budget=budgets)
def test_history_is_a_budgeted_suffix_on_sqlite(tmp_path_factory, ops, budget):
    store = SqliteStore(tmp_path_factory.mktemp("prop") / "m.db")
    clock = FakeClock()
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    check_history_is_budgeted_suffix(memory, clock, ops, budget)
    store.close()


@pytest.mark.usefixtures("table")
@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=operations, budget=budgets)
def test_history_is_a_budgeted_suffix_on_dynamodb(ops, budget):
    store = DynamoDbStore("agent-memory-test")
    clock = FakeClock()
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    check_history_is_budgeted_suffix(memory, clock, ops, budget, agent=f"bot{uuid.uuid4().hex}")
