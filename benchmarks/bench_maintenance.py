"""Maintenance costs against moto: requests and model calls per compaction, erasure time.

Baselines run in the same process: a naive compaction (one request per fact and per
folded message) and a naive erasure (one DeleteItem per item).
"""

from __future__ import annotations

import os
import time

from harness import RequestCounter
from moto import mock_aws

from agent_memory import Memory
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.sequence import new_seq
from agent_memory.devtools.provision import create_table
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.dynamodb_requests import to_ddb
from agent_memory.store.items import message_item
from tests.fakes import FakeClock, ScriptedModel

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"
FACTS_PER_COMPACTION = 5


def compaction_costs() -> tuple[float, float, float]:
    """(our requests, naive requests, model calls) per compaction of 40 messages."""
    create_table("bench-compact")
    clock = FakeClock()
    store = DynamoDbStore("bench-compact", clock=clock)
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock)
    counter = RequestCounter(store._client)
    runs, ours = 10, 0
    for run in range(runs):
        for i in range(40 if run == 0 else 20):
            clock.advance(seconds=1)
            memory.remember(AGENT, PHONE, NUMBER, "user", f"run {run} message {i}")
        drafts = [
            FactDraft("profile", f"Fact {run}.{n}.", f"subject_{run}_{n}")
            for n in range(FACTS_PER_COMPACTION)
        ]
        model.queue_compaction(f"summary {run}", *drafts)
        counter.calls.clear()
        assert memory.compact(AGENT, PHONE)
        ours += counter.total()
    folded = 20
    # naive: load, put summary, one put per fact, one delete per folded message
    naive = 1 + 1 + FACTS_PER_COMPACTION + folded
    return ours / runs, naive, len(model.compact_calls) / runs


def erase_timing(items: int) -> tuple[float, float]:
    """Seconds to erase a person with `items` items: ours vs one DeleteItem per item."""
    create_table("bench-erase")
    clock = FakeClock()
    store = DynamoDbStore("bench-erase", clock=clock)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    client = store._client

    def fill(phone: str) -> None:
        key = memory.key(AGENT, phone)
        batch = []
        for i in range(items):
            clock.advance(seconds=1)
            message = Message(new_seq(clock.now), "user", f"m{i}", NUMBER, clock.now)
            batch.append({"PutRequest": {"Item": to_ddb(message_item(key, message))}})
        store._batch_write(batch)

    fill(PHONE)
    clock.advance(seconds=1)
    started = time.perf_counter()
    memory.forget(AGENT, PHONE)
    ours = time.perf_counter() - started

    other = "+5511912345678"
    fill(other)
    key = memory.key(AGENT, other)
    started = time.perf_counter()
    for item in list(store._query(key.partition, ProjectionExpression="pk, sk")):
        client.delete_item(TableName="bench-erase", Key=to_ddb(item))
    naive = time.perf_counter() - started
    return ours, naive


def main() -> None:
    items = int(os.environ.get("BENCH_ERASE_ITEMS", "10000"))
    with mock_aws():
        ours, naive, model_calls = compaction_costs()
        erase_ours, erase_naive = erase_timing(items)
    print("bench_maintenance (moto)")
    print(f"  compaction of 40 messages, {FACTS_PER_COMPACTION} new facts:")
    print(f"    model calls: {model_calls:.1f}")
    print(f"    DynamoDB requests: {ours:.1f}  (naive baseline {naive})  ratio {ours / naive:.2f}")
    print(f"  erase a person with {items:,} items:")
    print(
        f"    agent-memory: {erase_ours:.2f} s   naive one-by-one: {erase_naive:.2f} s   "
        f"ratio {erase_ours / erase_naive:.2f}"
    )


if __name__ == "__main__":
    main()
