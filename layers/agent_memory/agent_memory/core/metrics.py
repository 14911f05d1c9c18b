"""Counters the core raises (facts dropped by the filter, recall degraded), kept pure.

The core only calls `add(name, value)`. `CountingMetrics` keeps the counts in
memory for the caller to read; a Lambda handler passes `cloudwatch_metrics.PowertoolsMetrics`
so they become CloudWatch metrics through Powertools' EMF logging.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol


class Metrics(Protocol):
    """Where the core reports a count."""

    def add(self, name: str, value: int = 1) -> None:
        """Add `value` to the counter `name`."""
        ...


@dataclass
class CountingMetrics:
    """Counts kept in memory: the default, and what tests read."""

    counts: Counter[str] = field(default_factory=Counter)

    def add(self, name: str, value: int = 1) -> None:
        self.counts[name] += value
