"""What every benchmark needs: the repository importable, moto's fake credentials, and a
counter of the AWS requests a client makes."""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks reuse the tests' fakes

for _name, _value in {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_REGION": "us-east-1",
    "AWS_DEFAULT_REGION": "us-east-1",
}.items():
    os.environ.setdefault(_name, _value)


def unguarded() -> Any:
    """Reply guard limits that never guard (core/reply_guard.py): for benchmarks that measure
    what a turn costs by driving one person's turns back to back, which the guard would
    take for a reply loop (bench_guard.py measures the guard)."""
    from agent_memory.core.reply_guard import GuardLimits

    return GuardLimits(reply_budget=10_000, budget_seconds=1, loop_rounds=0)


class RequestCounter:
    """Counts the API calls a boto3 client makes, by operation (a botocore event hook)."""

    def __init__(self, client: Any, service: str = "dynamodb") -> None:
        self.calls: Counter[str] = Counter()
        client.meta.events.register(f"before-call.{service}.*", self._count)

    def _count(self, model: Any, **_: Any) -> None:
        self.calls[model.name] += 1

    def total(self) -> int:
        """All calls counted so far."""
        return sum(self.calls.values())
