"""The metrics port's Lambda adapter: counts become CloudWatch metrics (Powertools' EMF)."""

from __future__ import annotations

from typing import Any


class PowertoolsMetrics:
    """Counts as CloudWatch metrics through an `aws_lambda_powertools.Metrics` instance."""

    def __init__(self, metrics: Any) -> None:
        from aws_lambda_powertools.metrics import MetricUnit

        self._metrics = metrics
        self._unit = MetricUnit.Count

    def add(self, name: str, value: int = 1) -> None:
        self._metrics.add_metric(name=name, unit=self._unit, value=value)
