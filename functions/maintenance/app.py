"""Maintenance Lambda (EventBridge schedule): erasures, then due compactions.

One run at a time, by a lease in the table (no reserved concurrency: agent_memory/store/
dynamodb_lease.py). A person the run fails for counts in `Maintenance_failed`, with the
function's name as a dimension so each stack's alarm watches its own runs.
"""

from __future__ import annotations

from dataclasses import asdict
from functools import cache
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from agent_memory.config import Settings
from agent_memory.core.memory import Memory
from agent_memory.log_levels import route_lambda_logs
from agent_memory.pipeline.cloudwatch_metrics import PowertoolsMetrics
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.wiring import (
    maintenance_settings,
    memory_from_settings,
    run_lease_from_settings,
)

if TYPE_CHECKING:
    from agent_memory.store.dynamodb_lease import DynamoDbRunLease

logger = Logger(service="agent-memory")
route_lambda_logs(logger)  # libraries never below WARNING: their DEBUG lines carry text, phones
metrics = Metrics(namespace="AgentMemory", service="maintenance")
Settings().validate()  # every setting checked at cold start, each error naming its fix


@cache
def memory() -> Memory:
    return memory_from_settings(metrics=PowertoolsMetrics(metrics))


@cache
def lease() -> DynamoDbRunLease | None:
    return run_lease_from_settings()


@metrics.log_metrics
@logger.inject_lambda_context(log_event=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    metrics.add_dimension(name="FunctionName", value=context.function_name)
    holder, seconds_left = context.aws_request_id, context.get_remaining_time_in_millis() / 1000
    run_lease = lease()
    if run_lease is not None and not run_lease.acquire(holder, seconds_left):
        logger.info("another maintenance run is still going; this one stops")
        metrics.add_metric(name="Maintenance_skipped", unit=MetricUnit.Count, value=1)
        return {"skipped": True}
    try:
        report = run_maintenance(
            memory(),
            lambda: context.get_remaining_time_in_millis() / 1000,
            **maintenance_settings(),
        )
    finally:
        if run_lease is not None:
            run_lease.release(holder)
    for name, value in asdict(report).items():
        if not isinstance(value, bool):
            metrics.add_metric(name=f"Maintenance_{name}", unit=MetricUnit.Count, value=value)
    logger.info("maintenance run", extra={"report": asdict(report)})
    return asdict(report)
