"""Create the stack's table and queues from `template.yaml`, for tests and local AWS emulators.

One definition of the data model: tests (under moto) and local runs build their
resources from the same template the stack deploys, through cfn-lint's YAML
loader (which understands `!Ref` and friends). Needs the dev extras.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agent_memory.aws import aws_client

TEMPLATE = Path(__file__).resolve().parents[4] / "template.yaml"
_TABLE_KEYS = (
    "AttributeDefinitions",
    "KeySchema",
    "BillingMode",
    "GlobalSecondaryIndexes",
    "SSESpecification",
)


def load_template(path: Path = TEMPLATE) -> dict[str, Any]:
    """The template as plain data, intrinsic functions kept as `{"Ref": ...}` dicts."""
    from cfnlint.decode import decode

    template, matches = decode(str(path))
    if template is None:
        raise ValueError(f"{path} does not parse: {matches}")
    return template


def resource(template: dict[str, Any], logical_id: str) -> dict[str, Any]:
    """The Properties of one resource, or a KeyError naming it."""
    try:
        return template["Resources"][logical_id].get("Properties", {})
    except KeyError:
        raise KeyError(f"template.yaml has no resource {logical_id}") from None


def create_table(
    name: str, template: dict[str, Any] | None = None, logical_id: str = "MemoryTable"
) -> str:
    """Create the memory table as the template defines it; return its name."""
    properties = resource(template or load_template(), logical_id)
    request = {k: v for k, v in properties.items() if k in _TABLE_KEYS}
    if "SSESpecification" in request:
        request["SSESpecification"] = {"Enabled": request["SSESpecification"]["SSEEnabled"]}
    client = aws_client("dynamodb")
    client.create_table(TableName=name, **request)
    ttl = properties.get("TimeToLiveSpecification")
    if ttl:
        client.update_time_to_live(TableName=name, TimeToLiveSpecification=ttl)
    return name


_QUEUE_ATTRIBUTES = (
    "FifoQueue",
    "ContentBasedDeduplication",
    "DeduplicationScope",
    "FifoThroughputLimit",
    "VisibilityTimeout",
    "MessageRetentionPeriod",
    "MaximumMessageSize",
    "SqsManagedSseEnabled",
)


def create_queues(prefix: str, template: dict[str, Any] | None = None) -> dict[str, str]:
    """Create every SQS queue of the template (redrive wired by logical id); return their URLs.

    Queue names are `{prefix}-{LogicalId}.fifo` for FIFO queues.
    """
    template = template or load_template()
    client = aws_client("sqs")
    queues = {
        lid: r.get("Properties", {})
        for lid, r in template["Resources"].items()
        if r["Type"] == "AWS::SQS::Queue"
    }
    urls: dict[str, str] = {}
    arns: dict[str, str] = {}
    # dead-letter queues first, so redrive policies can point at them
    for logical_id in sorted(queues, key=lambda lid: "RedrivePolicy" in queues[lid]):
        properties = queues[logical_id]
        fifo = bool(properties.get("FifoQueue"))
        attributes = {
            k: str(properties[k]).lower() if isinstance(properties[k], bool) else str(properties[k])
            for k in _QUEUE_ATTRIBUTES
            if k in properties
        }
        redrive = properties.get("RedrivePolicy")
        if redrive:
            target = redrive["deadLetterTargetArn"]["Fn::GetAtt"][0]
            attributes["RedrivePolicy"] = json.dumps(
                {
                    "deadLetterTargetArn": arns[target],
                    "maxReceiveCount": int(redrive["maxReceiveCount"]),
                }
            )
        name = f"{prefix}-{logical_id}" + (".fifo" if fifo else "")
        urls[logical_id] = client.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
        arns[logical_id] = client.get_queue_attributes(
            QueueUrl=urls[logical_id], AttributeNames=["QueueArn"]
        )["Attributes"]["QueueArn"]
    return urls
