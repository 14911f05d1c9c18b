"""The webhook Lambda: whasp deliveries in, the inbox FIFO queue out
(see agent_memory.pipeline.intake).

Kept light on purpose: no model, no store, nothing imported that a delivery does not use.
"""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEventV2, event_source
from aws_lambda_powertools.utilities.typing import LambdaContext

from agent_memory.config import Settings
from agent_memory.inbox.sqs import SqsInbox
from agent_memory.log_levels import route_lambda_logs
from agent_memory.pipeline.intake import (
    UNDECODABLE_BODY,
    Outcome,
    accept_delivery,
    accept_erasure_request,
)
from agent_memory.pipeline.signature import secret_keys

SECRET = "WHASP_WEBHOOK_SECRET"
ERASE_ROUTE = "DELETE /people/{phone}"

logger = Logger(service="webhook")
route_lambda_logs(logger)  # libraries never below WARNING: their DEBUG lines carry text, phones
metrics = Metrics(namespace="AgentMemory", service="webhook")
settings = Settings()
settings.validate()  # every setting checked at cold start, each error naming its fix
inbox = SqsInbox(settings.require("QUEUE_URL", "the inbox FIFO queue"))
if not settings.has_secret(SECRET):
    settings.secret(SECRET)  # fail at start, with the message naming both ways to set it
hash_key = settings.phone_hash_key()  # every hash of a phone (log field, FIFO group) uses it


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True, log_event=False)  # events hold phones and text
@event_source(data_class=APIGatewayProxyEventV2)
def handler(event: APIGatewayProxyEventV2, context: LambdaContext) -> dict[str, Any]:
    """Answer one delivery: 200 once queued (or ignored), 4xx for bad input, 503 to be retried.

    `DELETE /people/{phone}` (IAM-authorised by API Gateway) queues an erasure request.
    """
    # each stack's alarms watch their own webhook's counts (template.yaml, Rejected/Accepted)
    metrics.add_dimension(name="FunctionName", value=context.function_name)
    if event.route_key == ERASE_ROUTE:
        outcome = accept_erasure_request(
            (event.path_parameters or {}).get("phone", ""),
            event.request_context.request_id,
            inbox,
            hash_key=hash_key,
        )
        record(outcome)
        return respond(outcome)
    try:
        body = (event.decoded_body or "").encode()
    except ValueError:  # base64 of bytes that are not UTF-8 text
        outcome = UNDECODABLE_BODY
    else:
        keys = secret_keys(settings.secret(SECRET))
        outcome = accept_delivery(event.headers, body, keys, inbox, hash_key=hash_key)
    record(outcome)
    return respond(outcome)


def respond(outcome: Outcome) -> dict[str, Any]:
    """The HTTP API response for an outcome."""
    return {
        "statusCode": outcome.status,
        "headers": {"content-type": "application/json"},
        "body": json.dumps(outcome.body()),
    }


def record(outcome: Outcome) -> None:
    """Log the outcome (correlated by event id) and count it by reason."""
    logger.set_correlation_id(outcome.event_id)
    if outcome.status >= 500:
        logger.error(outcome.message, extra=outcome.log_fields())
    elif outcome.status >= 400:
        logger.warning(outcome.message, extra=outcome.log_fields())
    else:
        logger.info(outcome.message, extra=outcome.log_fields())
    metrics.add_dimension("reason", outcome.reason)
    metrics.add_metric("Accepted" if outcome.queued else "Rejected", MetricUnit.Count, 1)
