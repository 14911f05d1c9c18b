"""One processor turn: DynamoDB requests, model calls, and the turn's own overhead.

Requests are counted with a botocore hook on the real DynamoDB adapter (moto).
Overhead excludes model and whasp latency (fakes at the ports) and is reported
as a ratio to a baseline run in the same process: the bare memory calls a turn
needs (remember user, build_context, remember reply) on the same store.
Goals: DynamoDB <= 4 requests per turn including the sent marker; 1 model call.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from harness import RequestCounter, unguarded
from moto import mock_aws

from agent_memory import Memory
from agent_memory.devtools.provision import create_table
from agent_memory.model.offline import OfflineModel
from agent_memory.pipeline.responder import Responder
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import RecordingMessenger, ScriptedModel
from tests.lambdas import whasp_event

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"


def responder(memory: Memory) -> Responder:
    return Responder(
        memory,
        RecordingMessenger(),
        ledger=memory.store,
        agent=AGENT,
        system_prompt="You are a bench.",
        guard=unguarded(),  # one person's turns back to back: a loop to the guard
    )


def count_requests() -> tuple[float, float, dict]:
    with mock_aws():
        create_table("bench-turn")
        store = DynamoDbStore("bench-turn")
        counter = RequestCounter(store._client)
        model = ScriptedModel()
        turner = responder(Memory(store, model))
        turner.handle(whasp_event("warmup", PHONE))  # reads the number replacements once
        counter.calls.clear()
        turns = 30
        for i in range(turns):
            turner.handle(whasp_event(f"evt_{i}", PHONE, f"message {i}"))
        model_calls = (len(model.reply_calls) - 1) / turns
        return counter.total() / turns, model_calls, dict(counter.calls)


def timed(fn, repeats: int) -> float:
    samples = []
    for i in range(repeats):
        started = time.perf_counter()
        fn(i)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1000


def overhead(directory: Path) -> tuple[float, float]:
    baseline_memory = Memory(SqliteStore(directory / "baseline.db"), OfflineModel())
    turn_memory = Memory(SqliteStore(directory / "turn.db"), OfflineModel())
    turner = responder(turn_memory)

    def bare(i: int) -> None:
        baseline_memory.remember(AGENT, PHONE, NUMBER, "user", f"message {i}", event_id=f"e{i}")
        context = baseline_memory.build_context(AGENT, PHONE, query=f"message {i}")
        reply = baseline_memory.model.reply("You are a bench.\n\n" + context.notes, context.history)
        baseline_memory.remember(AGENT, PHONE, NUMBER, "assistant", reply.text)

    def turn(i: int) -> None:
        turner.handle(whasp_event(f"e{i}", PHONE, f"message {i}"))

    return timed(bare, 300), timed(turn, 300)


def main() -> None:
    requests, model_calls, calls = count_requests()
    with tempfile.TemporaryDirectory() as directory:
        bare_ms, turn_ms = overhead(Path(directory))
    print("bench_turn: one processor turn (offline model, recording messenger)")
    print(f"  DynamoDB requests per turn: {requests:.1f} {calls}  (goal <= 4)")
    print(f"  model calls per turn: {model_calls:.1f}  (goal 1)")
    print(f"  baseline (bare memory calls, SQLite): {bare_ms:.3f} ms median")
    print(f"  full turn (parse, resume checks, markers, audit): {turn_ms:.3f} ms median")
    print(f"  ratio turn/baseline: {turn_ms / bare_ms:.2f}")


if __name__ == "__main__":
    main()
