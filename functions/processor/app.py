"""Processor Lambda (SQS FIFO): one person's events strictly in order, people in parallel."""

from __future__ import annotations

from functools import cache

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.logging.utils import copy_config_to_registered_loggers
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import (
    SqsFifoPartialProcessor,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from agent_memory.cloudwatch_metrics import PowertoolsMetrics
from agent_memory.config import Settings
from agent_memory.errors import PermanentError
from agent_memory.inbox.sqs import SqsInbox
from agent_memory.responder import Responder
from agent_memory.whasp import EventError
from agent_memory.wiring import responder_from_settings

logger = Logger(service="agent-memory")
copy_config_to_registered_loggers(source_logger=logger, exclude={"httpx2", "httpcore2"})
metrics = Metrics(namespace="AgentMemory", service="processor")
processor = SqsFifoPartialProcessor(skip_group_on_error=True)


@cache
def responder() -> Responder:
    """Built on first use, so settings errors surface in the invocation that needs them."""
    return responder_from_settings(metrics=PowertoolsMetrics(metrics))


@cache
def dead_letters() -> SqsInbox:
    """The inbox's FIFO dead-letter queue, where records that can never succeed are parked."""
    return SqsInbox(Settings().require("DEAD_LETTER_QUEUE_URL"))


def handle_record(record: SQSRecord) -> None:
    """Answer one event; park events that can never succeed, let transient faults retry."""
    try:
        # the receive count lets a voice note that keeps failing give up before the DLQ
        attempt = int(record.attributes.get("ApproximateReceiveCount") or 1)
        outcome = responder().handle(record.body, attempt=attempt)
    except (EventError, PermanentError) as error:
        logger.error(
            "record parked in the dead-letter queue",
            extra={"message_id": record.message_id, "reason": str(error)},
        )
        metrics.add_metric(name="ParkedRecords", unit=MetricUnit.Count, value=1)
        dead_letters().send(
            record.body,
            record.attributes.message_group_id or "poison",
            record.message_id,
            reason=str(error),
        )
        return
    metrics.add_metric(name=f"Turns_{outcome.action}", unit=MetricUnit.Count, value=1)
    if outcome.model_calls:
        metrics.add_metric(
            name="ModelInputTokens", unit=MetricUnit.Count, value=outcome.input_tokens
        )
        metrics.add_metric(
            name="ModelOutputTokens", unit=MetricUnit.Count, value=outcome.output_tokens
        )


@metrics.log_metrics
@logger.inject_lambda_context
def handler(event: dict, context: LambdaContext) -> dict:
    return process_partial_response(
        event=event, record_handler=handle_record, processor=processor, context=context
    )
