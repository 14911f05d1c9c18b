"""One processor turn: DynamoDB requests, model calls, and the turn's own overhead.

Requests are counted with a botocore hook on the real DynamoDB adapter (moto).
Overhead excludes model and whasp latency (fakes at the ports) and is reported
as a ratio to a baseline run in the same process: the bare memory calls a turn
needs (remember user, build_context, remember reply) on the same store.
Goals: DynamoDB <= 4 requests per turn including the sent marker; 1 model call.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from moto import mock_aws

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
for _name, _value in {
    "AWS_ACCESS_KEY_ID": "x",
    "AWS_SECRET_ACCESS_KEY": "x",
    "AWS_REGION": "us-east-1",
    "AWS_DEFAULT_REGION": "us-east-1",
}.items():
    os.environ.setdefault(_name, _value)

from agent_memory import Memory  # noqa: E402
from agent_memory.model.offline import OfflineModel  # noqa: E402
from agent_memory.provision import create_table  # noqa: E402
from agent_memory.responder import Responder  # noqa: E402
from agent_memory.store.dynamodb import DynamoDbStore  # noqa: E402
from agent_memory.store.sqlite import SqliteStore  # noqa: E402
from benchmarks.bench_store_requests import RequestCounter  # noqa: E402
from tests.fakes import ScriptedModel  # noqa: E402
from tests.lambdas import whasp_event  # noqa: E402

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"


class NullMessenger:
    def __init__(self) -> None:
        self.sent = 0

    def send(self, number: str, chat: str, text: str, idempotency_key: str) -> None:
        self.sent += 1


def responder(memory: Memory) -> Responder:
    return Responder(memory, NullMessenger(), agent=AGENT, system_prompt="You are a bench.")


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
    print("bench_turn: one processor turn (offline model, null messenger)")
    print(f"  DynamoDB requests per turn: {requests:.1f} {calls}  (goal <= 4)")
    print(f"  model calls per turn: {model_calls:.1f}  (goal 1)")
    print(f"  baseline (bare memory calls, SQLite): {bare_ms:.3f} ms median")
    print(f"  full turn (parse, resume checks, markers, audit): {turn_ms:.3f} ms median")
    print(f"  ratio turn/baseline: {turn_ms / bare_ms:.2f}")


if __name__ == "__main__":
    main()
