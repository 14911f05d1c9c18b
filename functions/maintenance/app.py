"""Maintenance Lambda (EventBridge schedule): erasures, then due compactions."""

from __future__ import annotations

from dataclasses import asdict
from functools import cache
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.logging.utils import copy_config_to_registered_loggers
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from agent_memory.cloudwatch_metrics import PowertoolsMetrics
from agent_memory.maintenance import run_maintenance
from agent_memory.memory import Memory
from agent_memory.wiring import maintenance_settings, memory_from_settings

logger = Logger(service="agent-memory")
copy_config_to_registered_loggers(source_logger=logger, exclude={"httpx2", "httpcore2"})
metrics = Metrics(namespace="AgentMemory", service="maintenance")


@cache
def memory() -> Memory:
    return memory_from_settings(metrics=PowertoolsMetrics(metrics))


@metrics.log_metrics
@logger.inject_lambda_context(log_event=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    report = run_maintenance(
        memory(),
        lambda: context.get_remaining_time_in_millis() / 1000,
        **maintenance_settings(),
    )
    for name, value in asdict(report).items():
        if not isinstance(value, bool):
            metrics.add_metric(name=f"Maintenance_{name}", unit=MetricUnit.Count, value=value)
    logger.info("maintenance run", extra={"report": asdict(report)})
    return asdict(report)
