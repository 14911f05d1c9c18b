"""Model requests and adapter time per turn on each server shape, against the Responses API
in the same process.

The real OpenAI adapter talks to fake servers on 127.0.0.1 that speak only the
Responses API (the baseline), only Chat Completions (with and without strict JSON
schemas) or Azure's URL shape. Goals: every shape costs what the baseline costs,
one request a turn and one a compaction, from the first; finding out what a server
speaks costs a probe at start-up (one request per API and JSON format tried), never
a live request (docs/decisions/model-bounds.md).
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import harness  # noqa: F401  (puts the repository on the path: the tests' fakes)

from agent_memory.core.records import Message
from agent_memory.model.openai_model import OpenAIModel
from tests.servers import FakeOpenAI
from tests.test_openai_model import FACTS, SERVERS, model_for

TURNS = 200
COMPACTIONS = 5
HISTORY = [{"role": "user", "content": "Oi, tudo bem?"}]


def folded() -> list[Message]:
    at = datetime(2026, 11, 1, tzinfo=UTC)
    return [Message("0001", "user", "I live in Recife.", "+5511900000000", at)]


def requests_for(fake: FakeOpenAI, call: Callable[[], object], times: int = 1) -> float:
    """Requests the fake saw per call of `call`."""
    before = len(fake.requests)
    for _ in range(times):
        call()
    return (len(fake.requests) - before) / times


def measure(model: OpenAIModel, fake: FakeOpenAI) -> dict[str, float]:
    """Requests of the first turn and compaction, then per turn and per compaction; seconds
    per turn."""
    figures = {"first turn": requests_for(fake, lambda: model.reply("Be kind.", HISTORY))}
    fake.texts.extend([json.dumps(FACTS)] * (COMPACTIONS + 1))  # the answers, in order

    def compact() -> object:
        return model.compact(None, folded(), [])

    figures["first compaction"] = requests_for(fake, compact)
    figures["compaction"] = requests_for(fake, compact, COMPACTIONS)
    started = time.perf_counter()
    figures["turn"] = requests_for(fake, lambda: model.reply("Be kind.", HISTORY), TURNS)
    figures["seconds"] = (time.perf_counter() - started) / TURNS
    return figures


def run_shape(options: dict) -> tuple[dict[str, float], int]:
    """The figures of one server shape, and the requests of its start-up probe."""
    with FakeOpenAI(**options) as fake, tempfile.TemporaryDirectory() as directory:
        model = model_for(fake, Path(directory))
        probe = requests_for(fake, model.check)  # what serve does before it serves
        figures = measure(model, fake)
    return figures, int(probe)


def main() -> None:
    print(
        f"bench_model_apis: mean of {TURNS} turns and {COMPACTIONS} compactions per server "
        "shape, fake servers on 127.0.0.1"
    )
    run_shape(SERVERS["responses only"])  # warm-up: imports, first connections
    baseline = None
    for shape, options in SERVERS.items():
        figures, probe = run_shape(options)
        baseline = baseline or figures["seconds"]
        print(
            f"  {shape:<37} requests: first turn {figures['first turn']:.0f}, first compaction "
            f"{figures['first compaction']:.0f}, then {figures['turn']:.1f} a turn and "
            f"{figures['compaction']:.1f} a compaction, start-up probe {probe}; "
            f"time a turn x{figures['seconds'] / baseline:.2f}"
        )
    print(
        "  goals: 1 request a turn and a compaction on every shape, from the first; the\n"
        "         probe at start-up only (time: the adapter and loopback, x1 of the Responses API)"
    )


if __name__ == "__main__":
    main()
