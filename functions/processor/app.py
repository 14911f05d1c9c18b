"""Processor Lambda (SQS FIFO): one person's events strictly in order, people in parallel.

A failed record, and the person's records held behind it, go back to the inbox with a
backoff of seconds (agent_memory/inbox/redelivery.py), not the queue's 720 s visibility
timeout; a record the invocation has no time left for goes back at once. A record with
a later one of its group in the same batch (a burst) is stored, not answered: the later
one's turn answers it (docs/decisions/reply-guard.md).
"""

from __future__ import annotations

from functools import cache, partial

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import (
    SqsFifoPartialProcessor,
    process_partial_response,
)
from aws_lambda_powertools.utilities.batch.exceptions import SQSFifoMessageGroupCircuitBreakerError
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from agent_memory.config import Settings
from agent_memory.errors import PermanentError
from agent_memory.inbox.redelivery import FailedRecord, OutOfTime, redelivery_delays
from agent_memory.inbox.sqs import SqsInbox
from agent_memory.log_levels import route_lambda_logs
from agent_memory.pipeline.burst import burst_event, covers
from agent_memory.pipeline.cloudwatch_metrics import PowertoolsMetrics
from agent_memory.pipeline.responder import Responder
from agent_memory.pipeline.whasp import EventError
from agent_memory.wiring import responder_from_settings, turn_worst_case_seconds

logger = Logger(service="agent-memory")
route_lambda_logs(logger)  # libraries never below WARNING: their DEBUG lines carry text, phones
metrics = Metrics(namespace="AgentMemory", service="processor")
processor = SqsFifoPartialProcessor(skip_group_on_error=True)
# every setting checked at cold start, each error naming its fix
Settings().validate()
Settings().require("AGENT_ID", "the agent whose memory this is")


@cache
def responder() -> Responder:
    """Built on first use, so settings errors surface in the invocation that needs them."""
    return responder_from_settings(metrics=PowertoolsMetrics(metrics))


@cache
def inbox() -> SqsInbox:
    """The inbox FIFO queue, to which failed records are given back early."""
    return SqsInbox(Settings().require("QUEUE_URL", "the inbox FIFO queue"))


@cache
def turn_seconds() -> float:
    """One turn's worst case, from the configured timeouts."""
    return turn_worst_case_seconds(Settings())


@cache
def dead_letters() -> SqsInbox:
    """The inbox's FIFO dead-letter queue, where records that can never succeed are parked."""
    return SqsInbox(Settings().require("DEAD_LETTER_QUEUE_URL"))


@cache
def answer_bursts_once() -> bool:
    """`ANSWER_BURSTS_ONCE`: a burst in one batch is answered once, for its last record."""
    return bool(Settings().value("ANSWER_BURSTS_ONCE"))


@cache
def erase_on_opt_out() -> bool:
    """`ERASE_ON_OPT_OUT`: an opt-out erases, so it covers the person's earlier messages."""
    return bool(Settings().value("ERASE_ON_OPT_OUT"))


def superseded_in(records: list[dict]) -> frozenset[str]:
    """The message ids of the records a later record of their group in this batch answers
    or erases (`covers`): a burst of one person's messages gets one model call, for its
    last; a message followed only by what answers nothing (an opt-out, a receipt) is
    answered."""
    if not answer_bursts_once():
        return frozenset()
    groups: dict[str, list[dict]] = {}
    for record in records:
        group = record.get("attributes", {}).get("MessageGroupId")
        if group is not None:
            groups.setdefault(group, []).append(record)
    erases = erase_on_opt_out()
    superseded: set[str] = set()
    for group in groups.values():
        read = [burst_event(record["body"]) for record in group]  # each body once, every pair
        superseded.update(
            record["messageId"]
            for n, record in enumerate(group)
            if any(covers(read[n], later, erase_on_opt_out=erases) for later in read[n + 1 :])
        )
    return frozenset(superseded)


def handle_record(
    record: SQSRecord, lambda_context: LambdaContext, superseded: frozenset[str] = frozenset()
) -> None:
    """Answer one event; park events that can never succeed, let transient faults retry."""
    if lambda_context.get_remaining_time_in_millis() / 1000 < turn_seconds():
        # a turn cut off by the function's timeout would fail the whole batch
        raise OutOfTime("too little time left in this invocation for one more turn")
    try:
        # the receive count lets a voice note that keeps failing give up before the DLQ
        attempt = int(record.attributes.get("ApproximateReceiveCount") or 1)
        outcome = responder().handle(
            record.body, attempt=attempt, superseded=record.message_id in superseded
        )
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


def give_back_failed(batch: SqsFifoPartialProcessor) -> None:
    """Shorten the visibility of every record the batch reports as failed."""
    failed = [
        FailedRecord(
            receipt_handle=record.receipt_handle,
            group_id=record.attributes.message_group_id,
            receive_count=int(record.attributes.approximate_receive_count or 1),
            out_of_time=isinstance(error, OutOfTime),
            held_behind=isinstance(error, SQSFifoMessageGroupCircuitBreakerError),
        )
        for record, (_, error, _) in zip(batch.fail_messages, batch.exceptions, strict=True)
    ]
    deferred = sum(f.out_of_time for f in failed)
    if deferred:
        metrics.add_metric(name="DeferredRecords", unit=MetricUnit.Count, value=deferred)
    for receipt_handle, seconds in redelivery_delays(failed).items():
        inbox().return_after(receipt_handle, seconds)


@metrics.log_metrics
@logger.inject_lambda_context
def handler(event: dict, context: LambdaContext) -> dict:
    records = list(event.get("Records") or [])
    record_handler = partial(handle_record, superseded=superseded_in(records))
    try:
        return process_partial_response(
            event=event, record_handler=record_handler, processor=processor, context=context
        )
    finally:  # also when every record failed and Powertools fails the invocation
        give_back_failed(processor)
